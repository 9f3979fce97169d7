"""What the reader took and dropped without a word (session 27, helper silent27's hunt: chat
questions each carrying a clause that changes the outcome).

- A player a card picks ("target player", "enchanted player", "chosen player") beside players
  named otherwise was a third player: "bob is at 3. target player loses 3 life" answered, in
  one case, that bob wins. It may be any of them, the asker too: refused, asking who.
- "the other player" beside two players named otherwise was a third player too ("bob is at 3.
  I deal 3 damage to the other player": bob unhurt): the other of two is one of them.
- A source whose own words say its damage was stopped or is yet to come ("from a countered
  spell", "a bolt that fizzled", "a prevented bolt", "the bolt I will cast next turn") was
  taken as the source's name, its damage dealt: refused. So is one that opens with no
  quantity ("zero players deal 3 damage to him", "from no source"), or that names spells
  each resolving apart ("we both take 3 damage from two spells" was a draw at once, where the
  first to resolve may have ended the game: 608.2, 704.3).
- "noone" and "no-one" were players' names: "bob is at 3. no-one deals 3 damage to him" was
  bob's loss and "no-one wins".
- "meanwhile" opening a sentence was dropped, the sentence read as after the one before ("bob
  takes 3 damage. meanwhile he gains 3 life" was 'bob loses'): it says the same moment.
- "nobody hits it for 25" (Grand Archive, a champion's health told) was the champion's death,
  the negation dropped with the hitter.
- An event told after the game ended in words that say it came before ("he had gained 3
  life") was dropped as too late ('bob loses'): refused, asking for the order, as a card said
  held then is.
"""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")
GA = System("grand-archive")


_WHO = "could not tell who"
_EARLIER = "in words that say it came before"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a player a card picks, or the other of two, beside players named otherwise: asked
        ("bob is at 3. i deal 3 damage to target player. does bob lose?", _WHO),
        ("bob is at 3. target player loses 3 life. does bob lose?", _WHO),
        ("bob is at 3. i deal 3 damage to enchanted player.", _WHO),
        ("bob is at 3. i deal 3 damage to the chosen player.", _WHO),
        ("bob is at 3. i deal 3 damage to the other player.", _WHO),
        ("alice is at 2 and bob is at 2. the other player loses 2 life.", _WHO),
        # a source that dealt nothing, or nobody dealing it
        ("bob is at 3. bob takes 3 damage from a prevented bolt.", ""),
        ("bob is at 3. bob takes 3 damage from a bolt that fizzled.", ""),
        ("bob is at 3. bob takes 3 damage from a spell that was countered.", ""),
        ("bob is at 3. bob takes 3 damage from a countered spell.", ""),
        ("bob is at 3. bob takes 3 damage from my spell that got countered.", ""),
        ("bob is at 3. bob takes 3 damage from a bolt he redirected to me.", ""),
        ("bob is at 3. bob takes 3 damage from the bolt i will cast next turn.", ""),
        ("bob is at 3. bob takes 3 damage from a future bolt.", ""),
        ("bob is at 3. a countered bolt deals 3 damage to bob.", ""),
        ("bob is at 3. no-one deals 3 damage to him.", ""),
        ("bob is at 3. noone deals 3 damage to him.", ""),
        ("noone deals 3 damage to bob. bob is at 3.", ""),
        ("bob is at 3. zero players deal 3 damage to him.", ""),
        ("bob is at 3. bob takes 3 damage from no source.", ""),
        ("i'm at 3 and my opponent is at 3. we both take 3 damage from two spells.", ""),
        ("i'm at 3 and my opponent is at 3. we both take 3 damage from separate sources.", ""),
        ("bob is at 6. bob takes 6 damage from two different spells.", ""),
        ("i'm at 1. my opponent bolts me, and i gain 3 life with it off the stack.", ""),
        # an event told after the end in words that say it came before
        ("bob is at 3. bob takes 3 damage. he had gained 3 life.", _EARLIER),
        ("bob is at 3. bob takes 3 damage. he had already gained 3 life.", _EARLIER),
        ("i'm at 2. my opponent deals 2 damage to me. i had gained 5 life.", _EARLIER),
    ],
)
def test_refused_not_dropped(text: str, said: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert said in answer.message, answer.message


@pytest.mark.parametrize(
    ("text", "player", "result"),
    [
        # a role alone, or the other of two, is still a player
        ("target player is at 3. target player loses 3 life.", "target player", "lost"),
        ("i'm at 3. the other player deals 3 damage to me.", "me", "lost"),
        ("bob is at 3 and the other player is at 5. bob concedes.", "bob", "lost"),
        # a source as dealt
        ("bob is at 3. bob takes 3 damage from his own spell.", "bob", "lost"),
        ("bob is at 3. bob takes 3 damage from a creature with 3 counters on it.", "bob", "lost"),
        ("bob is at 3. bob takes 3 damage from a creature with no abilities.", "bob", "lost"),
        ("bob is at 3. bob takes 3 damage from a creature with two abilities.", "bob", "lost"),
        ("i'm at 3 and my opponent is at 3. we both take 3 damage from one spell.", "me", "drew"),
        # after the end, told as after: too late, as before
        ("bob is at 3. bob takes 3 damage. then he gains 3 life.", "bob", "lost"),
    ],
)
def test_near_misses_still_ruled(text: str, player: str, result: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.results[player] == result, answer.results


@pytest.mark.parametrize(
    ("text", "dies"),
    [
        ("my champion has 20 health. noone hits it for 25.", False),
        ("my champion has 20 health. nobody hits it for 25.", False),
        ("my champion has 20 health. none deals 25 damage to it.", False),
        ("my champion has 20 health and 18 damage on it. my opponent hits it for 3", True),
    ],
)
def test_a_champion_hit_by_nobody_does_not_die(text: str, dies: bool) -> None:
    answer = rule_on(text, default_game=GA)
    assert isinstance(answer, Ruling) is dies, answer
    if dies:
        assert isinstance(answer, Ruling) and answer.results["me"] == "lost", answer


@pytest.mark.parametrize(
    "text",
    [
        # "meanwhile" may be at once or after: the game may have checked totals between them
        # (704.3). It was dropped ("bob loses"), then read as at once ("bob is still playing").
        "bob is at 3. bob takes 3 damage. meanwhile he gains 3 life.",
        "bob is at 3. bob takes 3 damage. in the meantime, he gains 3 life.",
    ],
)
def test_meanwhile_leaves_the_order_open(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == "depends", answer.text()
    assert sorted(case.results["bob"] for case in answer.cases) == ["lost", "playing"]
