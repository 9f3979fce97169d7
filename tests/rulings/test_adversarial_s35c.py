"""Session 35, adv35c: an adversarial pass on texts cut off mid-clause (cut_tails.py), the
cut after other verbs, mid-word, on another card, on cards whose effect lasts, with two
Oracles, countered or Stifled. Answers were confidently wrong on main in these ways; each is
refused now.

- Two spells told cast in one sentence, then one resolution ("My opponent cast Phage the
  Untouchable and I cast Thassa's Oracle, it resolved"; two Thassa's Oracles, one each): the
  first card told was taken for the one that resolved, the other dropped without a word (a
  case each of Phage's condition, "the game goes on" where the asker's Oracle won; the
  opponent's Oracle read alone). Which resolved the words leave open
  (trigger_conditions._another_cast).
- A text that stops on a word joining on what came next ("..., it resolved and", "..., but",
  "... . In response"): read as if it ended there ("you win"), though a response, a Stifle or
  a Platinum Angel may have come next (cut_tails.check_not_cut_off).
"""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s33c import Seen, _seen

_I_WIN = ("over", ((("me", "won"), ("opponent", "lost")),))
_EMPTY = "magic: my library is empty. "


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        # were a case each of Phage's condition (the game going on), the Oracle dropped
        ("My opponent cast Phage the Untouchable and I cast Thassa's Oracle, it resolved", None),
        # were the opponent's Oracle alone (a case where the game goes on), or the asker's alone
        (
            "My opponent cast Thassa's Oracle and I cast Thassa's Oracle, it resolved and "
            "thassa's looked to be put",
            None,
        ),
        (
            "I cast Thassa's Oracle and my opponent cast Thassa's Oracle, it resolved and it "
            "looked to be put",
            None,
        ),
        # one caster, or the other spell's fate said: as before
        ("I cast Thassa's Oracle and Thassa's Oracle, it resolved", _I_WIN),
        (
            "My opponent cast Thassa's Oracle, it was countered. I cast Thassa's Oracle, it "
            "resolved and thassa's looked to be put",
            _I_WIN,
        ),
    ],
)
def test_one_resolution_after_two_spells_cast_is_asked(text: str, seen: Seen | None) -> None:
    assert _seen(_EMPTY + text) == (seen or "refused")


@pytest.mark.parametrize(
    "text",
    [
        # were "you win", read as if the text ended there: a Stifle, a response, a Platinum
        # Angel may have come next
        "I cast Thassa's Oracle, it resolved and",
        "I cast Thassa's Oracle, it resolved, but",
        "I cast Thassa's Oracle, it resolved. In response",
        "I cast Thassa's Oracle, it resolved and then…",
        "So i used Hermit druid to put my deck in the grave, then used dread return on Thassa's "
        "Oracle, it resolved. Then",
    ],
)
def test_a_text_that_stops_on_a_joining_word_is_refused(text: str) -> None:
    assert _seen(_EMPTY + text) == "refused"


def test_an_ellipsis_alone_or_a_question_after_then_is_no_cut() -> None:
    assert _seen(_EMPTY + "I cast Thassa's Oracle, it resolved...") == _I_WIN
    assert _seen(_EMPTY + "I cast Thassa's Oracle and it resolves. Do I win then?") == _I_WIN
