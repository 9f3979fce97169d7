"""Cards acting in bug reports and stories (issue #31, session 35d).

- XMage #6642, as asked: "Phage, the Untouchable is my commander. To work around her drawback,
  I have a few tricks like, in this case, Netherborn Altar. I cast Phage from my hand and as she
  resolved, both she and my hand disappeared" was unread. Now: the asker's aim said first ("to
  work around her drawback,") is skipped; a card named as the one of a kind the asker has in
  this game ("tricks like, in this case, Netherborn Altar") is held; Netherborn Altar is a card
  Arbiter knows (its tap ability moves its controller's commander from the command zone to
  their hand, then they lose 3 life per soul counter on it); "she" said to resolve is the card
  named before (a player never resolves); and a player's hand said to vanish, with nothing but
  the card that resolved then, is what a program shows as it takes that player out (800.4a),
  the verdict asked about: skipped and shown, the moment kept ("it resolved"). Cast from the
  hand, Phage's trigger does not apply: the game goes on (603.4). From the command zone or put
  there, its controller loses.
"""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")
_LOST = ("over", {"me": "lost", "opponent": "won"})
_WON = ("over", {"me": "won", "opponent": "lost"})
_ON = ("ongoing", {"me": "playing", "opponent": "playing"})
_PHAGE = "Phage, the Untouchable is my commander. "
_GONE = "and as she resolved, both she and my hand disappeared"


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        (
            f"{_PHAGE}To work around her drawback, I have a few tricks like, in this case, "
            f"Netherborn Altar. I cast Phage from my hand {_GONE}",
            _ON,
        ),
        (f"{_PHAGE}I cast Phage from the command zone {_GONE}", _LOST),
        (f"I put Phage onto the battlefield with Sneak Attack {_GONE}", _LOST),
        ("I cast Phage from my hand and when it resolved, my hand vanished", _ON),
        (
            "My opponent casts Phage from the command zone and as she resolved, both she and "
            "his hand disappeared",
            _WON,
        ),
        # the card held "in this case" keeps its player in
        ("I have a few tricks like, in this case, Platinum Angel. I'm at 0 life", _ON),
    ],
)
def test_phage_as_the_report_tells_it(text: str, outcome: tuple[str, dict[str, str]]) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert [(c.status, c.results) for c in answer.cases] == [outcome], text


@pytest.mark.parametrize(
    "text",
    [
        # another card gone with the hand may have been taken by the game
        "I control Platinum Angel. Both Platinum Angel and my hand disappeared. I'm at 0 life",
        "I cast Phage from my hand and as she resolved, both Thassa's Oracle and my hand "
        "disappeared",
        # a card alone said to vanish, a library, a negation, a hypothetical
        "I cast Phage from my hand and as she resolved, she disappeared",
        "I cast Phage from my hand and as she resolved, both she and my library disappeared",
        f"I would cast Phage from my hand {_GONE.replace('disappeared', 'would disappear')}",
        # "she" with no card named before is a player, who never resolves
        "alice is at 0 life. she resolved",
        # tricks named in general may be a deck's: not held
        "I have a few tricks like Platinum Angel. I'm at 0 life",
        "I have a few tricks like, in this case, Platinum Angel in my deck. I'm at 0 life",
        "I have a few tricks like, in this case, Xyzzy Altar. I cast Phage from my hand and it "
        "resolves",
    ],
)
def test_phage_report_shapes_refused(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling), text


@pytest.mark.parametrize(
    "text",
    [
        # its trigger on that hit ends the game on a count of exiled cards never given: the
        # case "the damage left him above 0 life" was "the game goes on" on main
        "my Etrata, the Silencer deals combat damage to my opponent",
        "my opponent's Etrata, the Silencer deals combat damage to me",
        "my Vessel of the All-Consuming deals combat damage to my opponent",
    ],
)
def test_a_hit_whose_trigger_counts_more_than_the_hit(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling), text


def test_phage_hit_with_no_amount_still_ends_the_game() -> None:
    answer = rule_on(
        "my Phage the Untouchable deals combat damage to my opponent", default_game=MAGIC
    )
    assert isinstance(answer, Ruling), answer
    assert [(c.status, c.results) for c in answer.cases] == [_WON]
