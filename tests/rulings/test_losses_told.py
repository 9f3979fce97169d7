"""A player said to lose the game with nothing said of how ("my opponent loses the game"), and
what the asker reads the rules to make happen, cited as the rules' ("... will be removed from
the game according to the rules as soon as he loses"), as asked (issue #31).

Whatever made a player lose, they are out (MTG CR 104.3): the rest follows. Beside an effect
that may keep that player in (Platinum Angel, Lich's Mastery), how they lost matters (an
effect's loss is stopped, a concession is not: 104.3a), so it is asked, never guessed. The
asker's reading of the rules is skipped and shown only where it tells no fact: no number, no
card not named before, no "is"/"has", and no rule cited or no "as soon as" keeps it read."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

# -- a loss whose cause is unsaid ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "winner", "loser"),
    [
        ("I am at 5 life. my opponent loses the game", "me", "opponent"),
        ("alice is at 2 life. bob lost the game", "alice", "bob"),
        ("If my opponent loses the game, do I win?", "me", "opponent"),
        # The asker's own "can't lose" keeps the asker in, not the player said to lose.
        (
            "I control Platinum Angel and I am at -3 life. Can I win if my opponent loses the"
            " game?",
            "me",
            "opponent",
        ),
        ("carol controls Platinum Angel and is at 0 life. dave loses the game", "carol", "dave"),
    ],
)
def test_a_loss_told_without_its_cause_ends_the_game_for_that_player(
    text: str, winner: str, loser: str
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == {winner: "won", loser: "lost"}


@pytest.mark.parametrize(
    "text",
    [
        # The player said to lose holds an effect that stops some losses and not others.
        "alice controls Platinum Angel. If alice loses the game, does bob win?",
        "I control Platinum Angel. I lose the game",
        "bob controls Lich's Mastery and is at 0 life. bob loses the game",
        # A "can't lose" said in words, of a card not named.
        "an effect says bob can't lose the game. If bob loses the game, does alice win?",
    ],
)
def test_a_loss_told_without_its_cause_beside_a_cant_lose_is_asked(text: str) -> None:
    refused = _refused(text)
    assert "does not say how" in refused.message


def test_a_loss_told_without_its_cause_beside_a_cant_lose_reads_once_it_is_said() -> None:
    ruling = _ruled("alice controls Platinum Angel. alice concedes")
    assert ruling.results == {"alice": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    "text",
    [
        "I am at 5 life. my opponent doesn't lose the game",
        "bob is at 4 life. alice and bob lose the game",
        # "lose" with no "the game" is no loss of the game.
        "I am at 5 life. my opponent loses",
    ],
)
def test_a_loss_denied_shared_or_unfinished_is_not_read_as_one(text: str) -> None:
    answer = _refused(text)
    assert answer.message


# -- the asker's reading of the rules ------------------------------------------------------------

STOLEN = (
    "I gained control of his Platinum Angel with Bribery. we are the two last players and my "
    "life total is 0. Can I still win if my opponent loses the game?"
)


@pytest.mark.parametrize(
    ("reasoning", "shown"),
    [
        (
            "Considering that his Platinum Angel will be removed from the game according to the"
            " rules as soon as he loses the game.",
            "will be removed from the game",
        ),
        (
            "According to the rules, his Platinum Angel will leave the game once he loses.",
            "will leave the game once he loses",
        ),
        ("Per the rules the Angel would be exiled when he leaves the game.", "would be exiled"),
    ],
)
def test_what_the_rules_will_make_happen_cited_as_the_rules_is_skipped_and_shown(
    reasoning: str, shown: str
) -> None:
    ruling = _ruled(f"{STOLEN} {reasoning}")
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert any(shown in skipped for skipped in ruling.skipped)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # A card not named before: it may be a fact the ruling turns on.
        (
            "I am at 0 life. According to the rules, my Platinum Angel will keep me in as soon"
            " as I reach 0",
            "my Platinum Angel will keep me in",
        ),
        # A number: a fact of the moment.
        (
            "I am at 3 life. According to the rules, I will take 3 damage as soon as he attacks",
            "I will take 3 damage",
        ),
        # Nothing it follows from.
        ("I am at 5 life. According to the rules, I will take 5 damage", "I will take 5 damage"),
    ],
)
def test_a_fact_beside_the_rules_cited_is_never_skipped(text: str, kept: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, NoRuling):
        assert kept in answer.message  # refused on those very words
    else:
        assert not any(kept in skipped for skipped in answer.skipped)
        assert answer.status == "over"  # the damage told was dealt


@pytest.mark.parametrize(
    "text",
    [
        "I am at 3 life. According to the rules, I will lose the game",
        "I am at 3 life. my opponent could lose the game",
        "bob is at 1 life. bob would lose the game",
    ],
)
def test_a_loss_of_the_game_foretold_is_no_loss(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling) or answer.status == "ongoing"


@pytest.mark.parametrize(
    "text",
    [
        "bob concedes. alice has lost the game",
        "I am at 3 life. my opponent has lost the game",
        "bob is at 1 life. bob's lost the game",
    ],
)
def test_a_loss_said_as_a_verdict_is_no_loss_told(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling)
    assert "lost the game" in (answer.unread or "")
