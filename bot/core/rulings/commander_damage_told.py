"""A commander's damage told as such ("bob's commander deals 10 combat damage to me", "I've taken
20 commander damage from Phage"): counted against the player as that commander's (MTG CR
903.10a) and, dealt now, life lost as any damage is; a total it "has dealt" is counted only."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.commander_sources import commander_game_unsaid, which_commander
from bot.core.rulings.infect_said import KEYWORD_SAID
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.phrase_events import number_in, player_in
from bot.core.rulings.phrase_values import Clause, Item
from bot.core.rulings.words import EVERYONE, Reader, SituationError, quoted, spelled


def commander_damage_dealt(match: re.Match[str], reader: Reader) -> Clause | None:
    """A commander's combat damage to a player: counted against them as that commander's
    (903.10a), and, dealt now, life lost as any damage is (120.3a: it was counted only, so "I'm
    at 5 life. bob's commander deals 10 combat damage to me" went on). A total it "has dealt"
    this game is counted only: the life it took is in the total said."""
    event = _commander_damage(match, reader)
    if event is None or KEYWORD_SAID.search(match[0]):
        return None  # "his commander with infect": poison, not life (702.90b), not read
    if not reader.commander_game:
        # "opp is at 40, my commander deals 21 combat damage to him" in a game not said to be
        # Commander: refused as "report the damage as a life change instead", which is wrong
        # in a game of commanders
        raise commander_game_unsaid(_whose(event, reader), match[0])
    items = [Item(event)]
    if not _SO_FAR.search(match[0]):
        life = Event(EventKind.LIFE, player=event.player, delta=-(event.delta or 0))
        items.append(Item(life, dealt=True))
    return Clause(match[0], tuple(items))


# "has dealt", "I've taken", "had taken", "has 21 commander damage": a commander's damage this
# game so far, a total.
_SO_FAR = re.compile(
    rf"\b{one_of(WORDS.so_far_have)}\s++(?:{one_of(WORDS.so_far_done)}"
    rf"|(?:{one_of(WORDS.so_far_got)}\s++)?{NUMBER}\s++(?:{one_of(WORDS.combat_kind)}\s++)?"
    rf"{one_of(WORDS.commander_damage_words)})\b",
    re.I,
)


def _commander_damage(match: re.Match[str], reader: Reader) -> Event | None:
    victim, dealer = player_in(reader, match, "x"), player_in(reader, match, "y")
    if victim is None or dealer is None or EVERYONE in (dealer,):
        return None
    number = number_in(match, "n")
    if number < 0:
        raise SituationError(
            Message('"{words}": damage is a positive number.', words=quoted(match[0].strip()))
        )
    source = match.groupdict().get("src")
    source = spelled(source.strip(), reader.entities, as_written=True) if source else None
    source = source if source and source.lower() != "commander" else None
    if source:  # "from bob's other general": as "bob's other commander" says it
        source = which_commander(source, match[0]) or source
    return Event(
        EventKind.COMMANDER_DAMAGE, player=victim, commander=dealer, delta=number, source=source
    )


def _whose(event: Event, reader: Reader) -> str:
    """The commander as the words may say it back: its name, or "alice's commander"."""
    if event.source:
        return event.source
    owner = event.commander or ""
    return "your commander" if owner == reader.asker else f"{owner}'s commander"
