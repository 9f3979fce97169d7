"""A draw its player asks to replace (issue #31, session 19, found in fresh set 2;
bot/core/rulings/moment_questions.py `draws_replaced_asked`): "Can I replace my draw ...?" is
the player's draw, and whether they used a replacement they hold is theirs to choose
(replaced_draws.py: a case each way, MTG CR 614.1a, 121.6). The asker's account of the
replacement after a comma ("name a type, not find one, ..., therefore stopping me from
losing") is skipped and shown; one naming a card, a number, a fact of the game or another
player is left as written."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "used"),
    [
        (
            "My library is empty and I control Abundance. Can I replace my draw, name land, reveal "
            "nothing, and so not lose?",
            "you used Abundance instead of drawing",
        ),
        (
            "My library is empty and I have Parallel Thoughts. Could I replace my next draw "
            "with Parallel Thoughts?",
            "you used Parallel Thoughts instead of drawing",
        ),
        (
            "bob's library is empty and bob controls Abundance. Can bob replace his draw?",
            "bob used Abundance instead of drawing",
        ),
        (
            "I have no cards left in my library and I control Abundance. May I replace my draw, "
            "name nonland and find none, so that I don't lose?",
            "you used Abundance instead of drawing",
        ),
    ],
)
def test_a_draw_asked_to_be_replaced_is_the_players_choice(text: str, used: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    by_case = {case.condition: case for case in ruling.cases}
    assert by_case[used].status == "ongoing"
    drew = next(case for condition, case in by_case.items() if condition != used)
    assert drew.status == "over" and "lost" in drew.results.values()
    assert any("replace" in said for said in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # no card named that may replace it: what the asker holds is unsaid
        "My library is empty. Can I replace my draw?",
        # the account names a fact of the game, a number, another player: never skipped
        "My library is empty and I control Abundance. Can I replace my draw and take 3 damage?",
        "My library is empty and I control Abundance. Can I replace my draw, name land, and "
        "take three damage?",
        "My library is empty and I control Abundance. Can I replace my draw, and then Bob "
        "concedes?",
        "My library is empty and I control Abundance. Can I replace my draw, then my opponent "
        "attacks?",
        # another act than a replacement, or several players
        "My library is empty and I control Abundance. Can I skip my draw?",
        "Our libraries are empty and we control Abundance. Can we replace our draws?",
    ],
)
def test_near_misses_are_not_read(text: str) -> None:
    _refused(text)


# A card that replaces its controller's draws by choice, said on the battlefield with nobody
# said to control it (unsaid_controller.py): a case per player it may be theirs, and where it
# is the drawing player's, a case each way of their choice (it was refused, not judged).
@pytest.mark.parametrize(
    ("text", "drawer"),
    [
        ("Is it impossible to lose to decking with a Parallel Thoughts in play?", "me"),
        ("Is it possible to lose to decking with Abundance in play?", "me"),
        (
            "Parallel Thoughts is on the battlefield. My opponent draws from an empty library.",
            "opponent",
        ),
    ],
)
def test_whose_replacement_it_is_and_whether_it_was_used(text: str, drawer: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    assert len(ruling.cases) == 3
    used = [case for case in ruling.cases if "instead of drawing" in (case.condition or "")]
    assert [case.status for case in used] == ["ongoing"]
    others = [case for case in ruling.cases if case not in used]
    assert all(case.results[drawer] == "lost" for case in others)


def test_a_card_that_replaces_every_draw_with_no_choice_stays_refused() -> None:
    _refused("Is it possible to lose to decking with Shared Fate in play?")
