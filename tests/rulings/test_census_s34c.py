"""Can't-lose cards as players tell them (issue #31, session 34c).

- A player said not to have lost ("I had already drawn from an empty library but hadn't lost
  due to the angel's effect", "I'm at 0 life but didn't lose") is the claim "I'm still in the
  game" makes: nothing happens by it, and where the rules put that player out by then it is
  refused, asking what keeps them in. A card its reason names must be one that player is said
  to control. Main left the words unread.
- Soulgorger Orgg (a 6/6 with trample: as it enters its controller loses all their life but 1,
  and gets it back as it leaves, 603.6a, 603.6c, 119.4) was a card Arbiter did not know, "taken
  to do only what the words say it did": "I am at 5 life. I cast Soulgorger Orgg. Then my
  opponent casts Lightning Bolt at me" was "nobody has lost" (the Orgg took me to 1, the Bolt
  to -2). Known, beside a change of life it is refused; beside Platinum Angel that keeps its
  player in whatever their total, it is read.
- "my angel" names again the one card said before whose creature type is Angel where no word
  of its name says it (Exquisite Archangel: card data `subtypes`), as "my angel" named Platinum
  Angel; and a card a player "destroys" or "kills" beside damage of the same moment ("my
  opponent destroys my angel and deals lethal damage to me", the tappedout question's shape)
  may have died of that damage in the check after it, its replacement still applying (704.3,
  614.1a), or before it: a case each, as "is destroyed" was (main: "you lose"). Beside a
  change of life of a player whose total is never said, the cases are judged far above and at
  1, and the totals asked where they end differently (main: "my Exquisite Archangel dies and I
  take 3 damage" was "nobody has lost").
- A card's name inside the last word of a text, hyphened into it (a question's slug pasted:
  "xmage-2074-platinum-angel-removed-after-empty-draw"), stopped the reader with a traceback;
  it is no card, and the words are refused as unread.
"""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")
_LOST = ("over", {"me": "lost", "opponent": "won"})
_ON = ("ongoing", {"me": "playing", "opponent": "playing"})
_ANGEL_DRAW = (
    'My library was empty and I controlled Platinum Angel. I had already "drawn" from an empty '
    "library but hadn't lost due to the angel's effect."
)


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        (_ANGEL_DRAW, _ON),
        (f"{_ANGEL_DRAW} My opponent cast Set Adrift on the Angel, and it resolved.", _ON),
        ("I control Platinum Angel. I am at 0 life but didn't lose due to Platinum Angel.", _ON),
        ("I control Platinum Angel. I am at 0 life but I didn't lose the game.", _ON),
        (
            "My opponent controls Platinum Angel. He drew from an empty library but didn't lose "
            "due to the angel's effect.",
            _ON,
        ),
        ("I am at 5 life. I take 3 damage but didn't lose.", _ON),
        ("I control Exquisite Archangel. I am at 0 life but didn't lose.", _ON),
        # the claim holds no card: what is told after it still counts
        (
            "I control Platinum Angel. I am at 0 life and I didn't lose. Then my opponent "
            "destroys my Platinum Angel.",
            _LOST,
        ),
        # the Orgg beside a Platinum Angel that keeps its player in
        (
            "I control Platinum Angel and I am at -14 life. I cast Soulgorger Orgg. Then "
            "Soulgorger Orgg is destroyed.",
            _ON,
        ),
        (
            "I control Platinum Angel and I am at -14 life. I cast Soulgorger Orgg. Then "
            "Soulgorger Orgg is destroyed. Then Platinum Angel is destroyed.",
            _LOST,
        ),
    ],
)
def test_a_claim_of_not_losing_and_the_orgg(text: str, outcome: tuple[str, dict[str, str]]) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert [(c.status, c.results) for c in answer.cases] == [outcome], text


_ARCHANGEL = "I control Exquisite Archangel. "


@pytest.mark.parametrize(
    "text",
    [
        f"{_ARCHANGEL}My opponent destroys my Exquisite Archangel and deals lethal damage to me.",
        f"{_ARCHANGEL}My opponent kills my angel and deals lethal damage to me.",
        f"{_ARCHANGEL}My angel dies and I take lethal damage.",
        "I control Exquisite Archangel and I am at 3 life. My angel dies and I take 3 damage.",
    ],
)
def test_an_archangel_destroyed_with_the_damage_depends(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == "depends", text
    assert sorted((c.status, c.results) for c in answer.cases) == sorted([_ON, _LOST]), text


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        # destroyed by a card named: gone before the check (701.8)
        (
            f"{_ARCHANGEL}My opponent destroys my Exquisite Archangel with Murder and deals "
            "lethal damage to me.",
            _LOST,
        ),
        # told in a sentence of its own, before the damage
        (f"{_ARCHANGEL}My opponent destroys my angel. I take lethal damage.", _LOST),
    ],
)
def test_an_archangel_gone_first(text: str, outcome: tuple[str, dict[str, str]]) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert [(c.status, c.results) for c in answer.cases] == [outcome], text


@pytest.mark.parametrize(
    "text",
    [
        # the total unsaid: at 3 or less, the Archangel gone first, I lose (main: "ongoing")
        f"{_ARCHANGEL}My Exquisite Archangel dies and I take 3 damage.",
        f"{_ARCHANGEL}My opponent destroys my angel and deals 3 damage to me.",
        # two angels: which one?
        "I control Exquisite Archangel and Platinum Angel. My angel dies and I take lethal damage.",
        # nothing keeps them in: the claim is the asker's mistake, or a card left unsaid
        "I drew from an empty library but didn't lose.",
        "My opponent controls Platinum Angel. I drew from an empty library but didn't lose.",
        "I am at 3 life. I take 3 damage but didn't lose.",
        "I am at 0 life but I didn't lose the game yet.",
        # a reason naming a card never said to be theirs
        "I am at 3 life. I didn't lose due to my opponent's Lightning Bolt.",
        "My opponent controls Platinum Angel. I am at 5 life but didn't lose due to Platinum "
        "Angel.",
        "I control Platinum Angel. I am at 0 life but didn't lose due to Angel's Grace.",
        "I control Platinum Angel. I am at 0 life but didn't lose because I cast Angel's Grace.",
        # a guess, or life rather than the game
        "I control Platinum Angel. I am at 0 life but wouldn't lose.",
        "I control Platinum Angel. I am at 0 life but doesn't lose.",
        "I control Platinum Angel. I am at 0 life but didn't lose life.",
        "I control Plutonium Angel. I am at 0 life but didn't lose.",
        # the Orgg's loss beside a change of life
        "I am at 5 life. I cast Soulgorger Orgg. Then my opponent casts Lightning Bolt at me.",
        "I am at 4 life. My opponent casts Soulgorger Orgg. I take 3 damage.",
        "I control Platinum Angel and I am at 10 life. I cast Soulgorger Orgg. My opponent deals "
        "3 damage to me. Then Platinum Angel is destroyed.",
        # a card's name inside the text's last hyphened word (main: a traceback, StopIteration)
        "xmage-2074-platinum-angel-removed-after-empty-draw",
        "bob concedes. see issue-platinum-angel",
    ],
)
def test_refused(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling), text
