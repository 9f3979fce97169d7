"""A spell cast or an ability used after a fight told by stats (attack_forms.py `ACTS_AFTER`):
"he attacks me with a 2/2 and I don't block. I cast Lightning Bolt targeting him". As people
tell combat, a spell cast once blocks are declared is most often cast in the declare blockers
step, before any combat damage (MTG CR 509, 510: the Deflecting Palm letters say so outright),
yet it may come after; the fight was told as its damage first, so the spell came too late: at
2 life against a 2/2 with a Bolt for the opponent at 3, "you lose", where the Bolt may have
won first. The fight is now left unread and named, as any fight whose order the words leave
open; what was cast before the attack, or nothing cast at all, still reads."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

AFTER_THE_BLOCK = [
    # the defending player's spell, in the same sentence or the next one
    "magic: I'm at 2 life and my opponent is at 3. He attacks me with a 2/2 and I don't block, "
    "and I cast Lightning Bolt targeting him.",
    "magic: I'm at 2 life and my opponent is at 3. He attacks me with a 2/2 and I don't block. "
    "I cast Lightning Bolt targeting him. Who wins?",
    # a card named as the verb, other names and numbers, "then"
    "magic: I'm at 2 life and my opponent is at 2. He attacks me with two 1/1s and I declare no "
    "blockers, then I Shock him.",
    "magic: carol is at 2 life and dave is at 2 life. dave attacks carol with a 2/2 and carol "
    "doesn't block. carol casts Shock targeting dave.",
    # the subject carried over from the block ("and then casts"), an ability rather than a spell
    "magic: Andrew and November are both at 2. Andrew attacks with two 2/2 creatures and "
    "November declares no blocks, and then casts Lightning Bolt targeting Andrew.",
    "magic: I'm at 5 life and my opponent is at 3. He attacks me with a 2/2 and I don't block, "
    "and then I activate Walking Ballista targeting him.",
    # a card's own combat damage told, not its stats (Phage): the spell may come first too
    "magic: I'm at 3 life and my opponent is at 2. I attack with my Phage the Untouchable and "
    "he doesn't block. He casts Lightning Bolt targeting me.",
]


@pytest.mark.parametrize("text", AFTER_THE_BLOCK)
def test_a_spell_told_after_the_block_never_comes_after_the_damage(text: str) -> None:
    refused = _refused(text)
    assert "attack" in refused.message  # the fight is named as what was not read


STILL_READ = [
    # nothing cast after the fight
    (
        "magic: I'm at 2 life and my opponent is at 3. He attacks me with a 2/2 and I don't "
        "block. Who wins?",
        {"me": "lost", "opponent": "won"},
    ),
    # the spell was cast before the attack: the order is the words'
    (
        "magic: I'm at 4 life and my opponent is at 3. I cast Shock targeting him. Then I attack "
        "with a 3/3 and he doesn't block.",
        {"me": "won", "opponent": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), STILL_READ)
def test_a_fight_with_no_spell_after_it_still_reads(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# The act said to come before the fight's damage ("during the declare blockers step", "before
# damage"): read first, the fight's damage after it (MTG CR 509, 510.1).
BEFORE_THE_DAMAGE = [
    # the Bolt takes him from 2 to -1 first: the 6 combat damage never comes
    (
        "magic: I'm at 6 life and my opponent is at 2. He attacks me with two 3/3s and I don't "
        "block. During the declare blockers step I cast Lightning Bolt targeting him.",
        {"me": "won", "opponent": "lost"},
    ),
    # "but before combat damage", a card as the verb
    (
        "magic: I'm at 6 life and my opponent is at 2. He attacks me with two 3/3s and I don't "
        "block, but before combat damage I Shock him.",
        {"me": "won", "opponent": "lost"},
    ),
    # another name; at 4 the Bolt does not end it, and the 6 damage does
    (
        "magic: carol is at 6 life and dave is at 4 life. dave attacks carol with two 3/3s and "
        "carol doesn't block. Before damage, carol casts Lightning Bolt targeting dave.",
        {"carol": "lost", "dave": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), BEFORE_THE_DAMAGE)
def test_an_act_said_before_the_damage_comes_first(text: str, results: dict[str, str]) -> None:
    ruled = _ruled(text)
    resolved = ruled if not ruled.cases else ruled.cases[0]
    assert resolved.results == results


@pytest.mark.parametrize(
    "text",
    [
        # after the damage, a hypothetical, an act only possible: never moved
        "magic: I'm at 6 life and my opponent is at 2. He attacks me with two 3/3s and I don't "
        "block. After damage, I cast Lightning Bolt targeting him.",
        "magic: I'm at 2 life and my opponent is at 3. He attacks me with a 2/2 and I don't "
        "block. Before damage, if I cast Lightning Bolt targeting him, do I win?",
        "magic: I'm at 2 life and my opponent is at 3. He attacks me with a 2/2 and I don't "
        "block. Before damage, he could cast Lightning Bolt targeting me.",
        # another fight told after the act: left as said
        "magic: I'm at 2 life and my opponent is at 3. He attacks me with a 2/2 and I don't "
        "block. Before damage, I cast Lightning Bolt targeting him, and then he attacks me with "
        "a 3/3.",
    ],
)
def test_an_act_not_said_before_the_damage_is_never_moved(text: str) -> None:
    _refused(text)
