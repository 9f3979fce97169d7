"""A "can't lose" effect said in words, of a card not named ("alice controls a card that says
she can't lose the game"), beside a win of another player's (issue #31): an effect that only
keeps its player in does not stop the win (MTG CR 104.2b), one that also says its
controller's opponents can't win (Platinum Angel, Angel's Grace) does. The words leave it
open: the answer depends on it, a case each; never one of them assumed."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import MAGIC, _ruled

ONLY = "the effect only says {who} can't lose the game"
ALSO = "the effect also says its controller's opponents can't win the game"


def _cases(ruling: Ruling) -> list[tuple[str | None, str, dict[str, str]]]:
    return [(c.condition, c.status, c.results) for c in ruling.cases]


@pytest.mark.parametrize(
    "text",
    [
        # the real question's documented text (it named Platinum Angel, which the asker did not)
        "magic: 3 players: me, alice, bob. alice controls a card that says she can't lose the "
        "game. then my Chance Encounter says I win",
        "magic: 3 players: me, alice, bob. an effect says alice can't lose the game. then an "
        "effect says I win",
    ],
)
def test_a_win_beside_a_cant_lose_effect_of_unsaid_reach_depends_on_it(text: str) -> None:
    ruling = _ruled(text)
    assert _cases(ruling) == [
        (ONLY.format(who="alice"), "over", {"me": "won", "alice": "lost", "bob": "lost"}),
        (ALSO, "ongoing", {"me": "playing", "alice": "playing", "bob": "playing"}),
    ]
    assert ruling.question == (
        "Does the effect that says alice can't lose the game also say its controller's "
        "opponents can't win it, as Platinum Angel and Angel's Grace do? One that only keeps a "
        "player in does not stop another player's win (MTG CR 104.2b)."
    )


def test_laboratory_maniacs_win_beside_it_depends_on_it_too() -> None:
    # A win that comes instead of a draw is a win the opponents' "can't win" stops.
    ruling = _ruled(
        "magic: my opponent controls a card that says he can't lose the game. I control "
        "Laboratory Maniac and draw from an empty library"
    )
    assert [(c.status, c.results) for c in ruling.cases] == [
        ("over", {"opponent": "lost", "me": "won"}),
        ("ongoing", {"opponent": "playing", "me": "playing"}),
    ]


def test_with_no_win_beside_it_it_keeps_its_player_in() -> None:
    ruling = _ruled(
        "magic: my opponent controls a card that says he can't lose the game. my opponent is "
        "at 0 life"
    )
    assert not ruling.depends and ruling.status == "ongoing"
    assert "can't lose the game" in ruling.explanation


def test_beside_another_open_question_both_are_asked() -> None:
    answer = rule_on(
        "magic: my opponent controls a card that says he can't lose the game. then my "
        "Thassa's Oracle enters",
        default_game=MAGIC,
    )
    assert isinstance(answer, NoRuling) and answer.kind is Refusal.DEPENDS_TWICE
    assert "Did this hold for Thassa's Oracle" in answer.message
    assert "also say its controller's opponents can't win it" in answer.message


def test_with_the_other_question_settled_by_counts_the_reach_is_asked() -> None:
    ruling = _ruled(
        "magic: my opponent controls a card that says he can't lose the game. then my "
        "Thassa's Oracle enters with devotion to blue 5 and 3 cards in my library"
    )
    assert [c.status for c in ruling.cases] == ["over", "ongoing"]


def test_a_card_that_keeps_another_player_in_is_not_guessed_at() -> None:
    answer = rule_on(
        "magic: alice controls a card that says bob can't lose the game", default_game=MAGIC
    )
    assert isinstance(answer, NoRuling)
