"""Session 34, adv34d: an adversarial pass on the "used on a creature" and "finished off"
readings (used_on_creatures.py, chat_forms.FINISHED_OFF), as a new user asks. Answers were
confidently wrong on main in three ways; each is refused now, asking what the words leave open.

- A trigger said countered after the spell that put its creature there resolved ("... used
  Dread Return on Thassa's Oracle and it resolved, but my opponent countered the trigger"): the
  countered words were taken for the resolved spell and dropped, and the Oracle won. A spell
  that resolved is no longer there to counter (MTG CR 701.6a): what was countered is asked
  (spell_resolutions._countered_unplaced).
- A card that puts a creature card onto the battlefield told used or resolved with no creature
  named ("my library is empty. I cast Dread Return and it resolves"): "nobody has won or lost
  yet", though the creature it put there may win or lose as it enters (Thassa's Oracle, Phage
  the Untouchable; 603.4). Which creature is asked (card_checks._check_put_unnamed).
- A second creature right after the first ("... on Phage the Untouchable and Thassa's Oracle"),
  or more said with no comma ("... in response to his concession"): the rest was taken for the
  means and dropped. Stays as written (used_on_creatures).
"""

from __future__ import annotations

import pytest

from bot.core.rulings import rule_on
from bot.core.rulings.answer import NoRuling
from bot.core.rulings.words import Refusal
from tests.rulings.test_census_s33c import Seen, _seen

_I_WIN = ("over", ((("me", "won"), ("opponent", "lost")),))
_NOBODY_LOST = ("ongoing", ((("me", "playing"), ("opponent", "playing")),))
_EMPTY = "magic: my library is empty. "


@pytest.mark.parametrize(
    "text",
    [
        "I used Dread Return on Thassa's Oracle and it resolved, but my opponent countered the "
        "trigger",
        "I put Thassa's Oracle onto the battlefield with Dread Return and it resolved, but the "
        "trigger got countered",
    ],
)
def test_a_trigger_countered_after_its_spell_resolved_is_asked_about(text: str) -> None:
    assert _seen(_EMPTY + text) == "refused"


@pytest.mark.parametrize(
    "text",
    [
        # both enter at once: whose trigger resolves first is their controller's choice
        # (603.3b); the Oracle was taken for part of the means and Phage lost the game
        "magic: I used Sneak Attack on Phage the Untouchable and Thassa's Oracle with my "
        "library empty",
        # a concession ends the game at once (104.3a): nothing responds to it; it was dropped
        "magic: I used Sneak Attack on Phage the Untouchable in response to his concession",
    ],
)
def test_more_said_right_after_the_creature_stays_as_written(text: str) -> None:
    assert _seen(text) == "refused"


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("I cast Dread Return and it resolves", "Dread Return"),
        ("I used Sneak Attack", "Sneak Attack"),
        ("I cast Show and Tell and it resolved", "Show and Tell"),
        # "phage" in lower case is no card mark: it was a player, "phage", still playing
        ("I used Sneak Attack on phage", "Sneak Attack"),
    ],
)
def test_a_creature_put_onto_the_battlefield_unnamed_is_asked_for(text: str, card: str) -> None:
    refusal = rule_on(_EMPTY + text)
    assert isinstance(refusal, NoRuling)
    assert refusal.kind is Refusal.CARD_NOT_JUDGED and refusal.cards == (card,)
    assert "Say which creature it put there" in refusal.message


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        # the creature named, its trigger told resolved or none: as before
        (_EMPTY + "I used Dread Return on Thassa's Oracle for the win, it resolved", _I_WIN),
        (_EMPTY + "I cast Dread Return returning Laboratory Maniac and it resolves", _NOBODY_LOST),
        ("magic: I'm at 1 life. my opponent bolted me and I finished him off in response", _I_WIN),
        ("magic: I finished him off but he had a Phyrexian Unlife", _NOBODY_LOST),
    ],
)
def test_what_the_words_settle_is_still_read(text: str, seen: Seen | str) -> None:
    assert _seen(text) == seen
