"""Combat damage told in one moment both ways (sentence_steps.py): "we're both at 2. my creature
deals 2 combat damage to him and his creature deals 2 combat damage to me" was a draw.

Only attacking creatures deal combat damage to a player, and every attacker is the active
player's (MTG CR 506.2, 508.1, 510.1): a blocker deals its damage to the creature it blocks. So
a player's creature dealing combat damage to a player while another's deals combat damage to
the first, or to any player, never happens in one combat; it took two combats, and the first
may have ended the game (704.3). Which came first the words leave open: refused, asking it.
"""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.phrase_values import Item, Source
from bot.core.rulings.words import EVERYONE, Entity, SituationError, quoted, spelled

Moments = list[tuple[Source | None, list[Item]]]


def combat_both_ways(moments: Moments, opens: list[Item], entities: tuple[Entity, ...]) -> None:
    """Refuse a moment in which two players' creatures each deal combat damage to a player
    (the one dealt damage, or another)."""
    for index, (_, items) in enumerate(moments):
        told = items + opens if index == 0 else items
        # a commander's combat damage to a player: whoever controls it, that player does not
        # (its owner may not: 903.3), the life it took with it no other hit
        commanders = [(victim, words) for victim, words in map(_commanders, told) if victim]
        theirs = {words for _, words in commanders}
        hits = [hit for item in told if (hit := _hit(item)) and hit[2] not in theirs]
        hits += [(f"not {victim}", victim, words) for victim, words in commanders]
        for dealer, _, words in hits:
            # back at its dealer, or at any player by another's creature (session 28: "alice's
            # commander deals 5 combat damage to me and my lifelinker deals 5 to bob")
            back = next((w for d, _, w in hits if _others(d, dealer)), None)
            if back is not None:
                raise SituationError(
                    Message(
                        "Only attacking creatures, all of one player's, deal combat damage to a "
                        'player (MTG CR 506.2, 510.1), so "{first}" and "{second}" were not in '
                        "one combat, and the first may have ended the game: say which came "
                        'first, each in a sentence of its own ("... . then ...").',
                        first=quoted(spelled(words, entities)),
                        second=quoted(spelled(back, entities)),
                    ),
                    rules=("MTG CR 506.2", "MTG CR 510.1", "MTG CR 704.3"),
                )


def _hit(item: Item) -> tuple[str, str, str] | None:
    """Who dealt combat damage to whom, as the words say, and the words: None for anything
    else, or where whose creature it was is unsaid. A commander is named by its owner, who may
    not control it (903.3: its damage is counted whoever does), so its damage is none here."""
    event = item.event
    if (
        event.kind is EventKind.LIFE
        and (event.delta or 0) < 0
        and "combat" in item.said.lower()
        and item.source is not None
    ):
        dealer = item.source.controller
    else:
        return None
    if dealer is None or event.player is None or EVERYONE in (dealer, event.player):
        return None
    return dealer, event.player, item.said


def _others(one: str, other: str) -> bool:
    """Whether two dealers are surely two players: a commander's unnamed controller ("not
    bob") is another than the player it is not, and than nobody else for sure."""
    if one.startswith("not ") or other.startswith("not "):
        return one == f"not {other}" or other == f"not {one}"
    return one != other


def _commanders(item: Item) -> tuple[str | None, str]:
    """The player a commander dealt combat damage to, and the words; (None, "") for anything
    else."""
    event = item.event
    if event.kind is EventKind.COMMANDER_DAMAGE and event.player not in (None, EVERYONE):
        return event.player, item.said
    return None, ""
