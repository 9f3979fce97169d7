"""Fresh real questions, session 31 (fresh31b; issue #31, benchmarks/rulings_fresh.py): a draw
to come asked of, an act asked to make a player lose, and a trailing question that offers the
asker's guesses. Each reading is tested with its variants; a refusal is always acceptable, a
wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s30a import GOES_ON, LOST, _outcomes
from tests.rulings.test_chat_reading import _refused, _ruled

OPPONENT_LOST = ("over", (("me", "won"), ("opponent", "lost")))
REPLACED = [GOES_ON, LOST]  # the draw replaced, or drawn from the empty library

# -- a draw to come ---------------------------------------------------------------------------

# "Will I lose at my next draw step?" after an empty library was refused, and "Do I lose when
# I draw?" answered "nobody has won or lost yet" (the draw, with no card said, was dropped), as
# if the draw were safe: a draw from an empty library loses (MTG CR 704.5b) unless a card told
# replaces it (a case each, 614.1a).


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        ("My library is empty. Will I lose at my next draw step?", [LOST]),
        ("I have no cards in my library. Do I lose when I draw?", [LOST]),
        ("My library is empty. Do I lose when I draw or not?", [LOST]),
        ("my deck is empty. would I lose on my next draw?", [LOST]),
        ("My library is empty. Won't I lose when I draw?", [LOST]),
        ("My library is empty. Did I lose when I drew?", [LOST]),
        ("My opponent's library is empty. Didn't he lose when he drew?", [OPPONENT_LOST]),
        ("My library is empty. Will I lose the next time I have to draw?", [LOST]),
        ("I have no cards in my library. Will drawing a card make me lose?", [LOST]),
        (
            "My opponent has no cards in his library. Does he lose the next time he has to draw?",
            [OPPONENT_LOST],
        ),
        (
            "My opponent has no cards in his library. Does he lose at his next draw step?",
            [OPPONENT_LOST],
        ),
        ("I have 4 cards in my library. Do I lose when I draw?", [GOES_ON]),
        ("My library has 1 card. Will I lose when I draw?", [GOES_ON]),
        ("I have 3 cards in my library. Will drawing a card make me lose?", [GOES_ON]),
        ("My library is empty and I control Abundance. Do I lose when I draw?", REPLACED),
        (
            "My library is empty and I control Words of War. Will I lose at my next draw step?",
            REPLACED,
        ),
        (
            "My library is empty and I control Platinum Angel. Will I lose at my next draw step?",
            [GOES_ON],
        ),
    ],
)
def test_a_draw_to_come_is_ruled_as_the_draw(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _outcomes(_ruled(text)) == outcomes


@pytest.mark.parametrize(
    "text",
    [
        # a gerund's act is no effect that says who wins: "Will drawing a card make me win?"
        # was "you win", and with 5 cards in the library "... make me lose?" was "you lose"
        "Will drawing a card make me win?",
        "Drawing a card makes me lose.",
        "Does casting a spell make him lose the game?",
        "I have 5 cards in my library. Would drawing a card kill him?",
        # a library never told, a typo, whose draw unsaid
        "Will I lose at my next draw step?",
        "My library is empty. Wil I lose at my nxt draw step?",
        "My library is empty. Would I lose at my opponent's next draw step?",
    ],
)
def test_an_act_asked_of_is_never_an_effect_and_an_unsaid_draw_is_refused(text: str) -> None:
    _refused(text)


# -- a closing question of the asker's guesses ------------------------------------------------

# "What happens if I use a Deflection on a Consume Spirit back so it targets the caster? Would
# he take the damage, then lose the game before he gained the life or would he be damaged, then
# gain the life at the same time, and live to fight on?" stopped at "Would he take the damage"
# (unread): a closing question whose parts, each after "or", open as questions is the asker's
# guesses of what follows from the moment told, skipped and shown; the moment is ruled.


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        (
            "I'm at 1 life and take 1 damage. Would I take the damage, then lose, or would I gain "
            "the life first?",
            [LOST],
        ),
        (
            "My opponent is at 3 life and I deal him 3 damage. Would he take the damage, then "
            "lose the game, or would he be damaged, then gain the life, and live to fight on?",
            [OPPONENT_LOST],
        ),
        ("I'm at 4 life and take 2 damage. Would I lose then, or would I live?", [GOES_ON]),
        (
            "Bob is at 0 life and controls Platinum Angel. Does bob lose or does the Angel save "
            "him?",
            [("ongoing", (("Bob", "playing"), ("opponent", "playing")))],
        ),
        (
            "Alice is at 0 life. Would alice lose the game, or would she be saved and live?",
            [("over", (("Alice", "lost"), ("opponent", "won")))],
        ),
    ],
)
def test_a_closing_question_of_guesses_is_skipped_and_the_moment_ruled(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    ruling = _ruled(text)
    assert _outcomes(ruling) == outcomes
    assert any(" or " in said for said in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # a guess with a number, a card, a moment or an act of its own, or someone said only
        # there, may be the moment asked about: never skipped
        "My opponent is at 3 life and I deal him 3 damage. Would he lose, or would he survive "
        "with 5 life?",
        "I'm at 2 life and take 2 damage. Do I lose, or does my opponent's Platinum Angel stop me?",
        "My opponent is at 3 life and I deal him 3 damage. Would he lose, or would he survive "
        "when he casts Healing Salve?",
        "I'm at 1 life. Would he kill me by attacking or would I survive?",
        "My library is empty. Would I lose on my next turn or would I keep playing?",
        "Alice is at 0 life. Does alice lose or does carol save her?",
        "My opponent is at 2 life. Would my dragon kill him or would he survive?",
        "My opponent is at 2 life. Would he die to my dragon or would he survive?",
    ],
)
def test_a_guess_that_may_say_the_moment_is_never_skipped(text: str) -> None:
    _refused(text)


def test_the_deflection_question_now_stops_at_the_card_it_does_not_know() -> None:
    refused = _refused(
        "What happens if I use a Deflection on a Consume Spirit back so it targets the caster? "
        "Would he take the damage, then lose the game before he gained the life or would he be "
        "damaged, then gain the life at the same time, and live to fight on?"
    )
    assert 'does not know the card "Deflection"' in refused.message
