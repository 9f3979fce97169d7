"""A spell cast whose one effect is its caster drawing a number of cards as it resolves
(Brainstorm: three; with its caster's life loss beside it, Night's Whisper: two and 2 life, lost
with the draws, one check after both), the caster's library count told before it, or with it
and so said first (`count_before_cast`: "I cast Brainstorm with only one card in my
library"): what it does as it resolves, kept for the words that say whether it resolved
(`Clause.resolves`). More cards
drawn than the library holds is a draw from an empty library (121.4, 704.5b: a loss at the
next check, or a win instead with Laboratory Maniac); drawing no more than it holds draws no
card from an empty library, which the answer still asks to be said (judging refuses it). The
library's count after it is no longer known (what the spell does next, Brainstorm's two cards
put back): a draw said after it asks for it. A count not told, or told of another player: as
before, what it did is still to be said. Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import EmptiesLibrary, LibraryHow, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.phrase_events import caster_damage
from bot.core.rulings.phrase_values import Built, Clause, Item, Role, Source
from bot.core.rulings.words import EVERYONE, MARK, OPPONENT, Reader

# "I cast Brainstorm with only one card in my library": the count is the board the spell was
# cast on, said first ("I have only one card in my library and I cast Brainstorm").
_CAST_WITH_COUNT = re.compile(
    rf"(?<![\w'])(?P<x>i)\s++(?P<cast>(?:cast|play|played)\s++{MARK}\d++)\s++with\s++"
    rf"(?P<count>(?:only\s++|just\s++)?(?:{NUMBER})\s++cards?\s++(?:left\s++|remaining\s++)?"
    r"in\s++my\s++(?:library|deck))(?=\s*+(?:,|$))",
    re.IGNORECASE,
)


# "I have 1 card left in my library and cast Divination ... after the first draw, Psychosis
# Crawler triggers": a draw said done is the spell drawing as it resolves, so the spell told
# before resolved (`It resolves.`, read with the sentence before: text_sentences); what
# triggered on the draw waits until it has resolved (603.3), so when in the resolution it
# triggered changes nothing. At a sentence's start only; with no spell told before, "It
# resolves." stays unread.
_FIRST_DRAW = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+){one_of(WORDS.first_draw)}\s*+,\s*+", re.IGNORECASE
)


def first_draw_said(text: str) -> tuple[str, list[str]]:
    """The text with a spell's first draw said done read as the spell resolving (see above),
    and the words read so (to be shown as skipped)."""
    said = [match[0].strip(" ,") for match in _FIRST_DRAW.finditer(text)]
    return _FIRST_DRAW.sub(r"\g<space>It resolves. ", text), said


# "I draw 2 cards with 1 card in my library", "he draws a card with no cards left in his
# library": the count is the board the draw was made on, said first (the draw was refused,
# asking for the count the words gave after it).
_DRAW_WITH_COUNT = re.compile(
    rf"(?<![\w'])(?P<x>i|he|she)\s++(?P<draw>(?:draw|draws|drew)\s++(?:a\s++card|(?:{NUMBER})"
    rf"\s++cards?))\s++with\s++(?P<count>(?:only\s++|just\s++)?(?:no|{NUMBER})\s++cards?\s++"
    r"(?:left\s++|remaining\s++)?in\s++(?P<whose>my|his|her)\s++(?:library|deck))"
    r"(?=\s*+(?:[,.;!?]|$|(?:and|then|but)\b))",
    re.IGNORECASE,
)
_OWN_LIBRARY = {"i": "my", "he": "his", "she": "her"}


def _draw_with_count(match: re.Match[str]) -> str:
    who = match["x"]
    if _OWN_LIBRARY[who.lower()] != match["whose"].lower():
        return match[0]  # another player's library: whose count it is, left as written
    have = "have" if who.lower() == "i" else "has"
    return f"{who} {have} {match['count']} and {who} {match['draw']}"


def count_before_cast(text: str) -> str:
    """ "I cast Brainstorm with only one card in my library", "I draw 2 cards with 1 card in
    my library": the count said first, the board the spell was cast or the draw made on, then
    the cast or the draw (only a player's own count of their own library)."""
    text = _CAST_WITH_COUNT.sub(r"\g<x> have \g<count> and \g<x> \g<cast>", text)
    return _DRAW_WITH_COUNT.sub(_draw_with_count, text)


def draws_on_resolving(built: Built, reader: Reader) -> Built:
    """A spell cast (`built`) whose one effect is its caster drawing N cards as it resolves,
    their library count told: its draw from an empty library as it resolves, where there is
    one. Otherwise `built` as it was."""
    if not isinstance(built, Clause) or built.role is not Role.STACK or built.items:
        return built
    source = built.source
    if source is None or source.unknown or len(source.cards) != 1 or source.controller is None:
        return built
    effects = source.cards[0].effects
    loss = caster_damage(source.cards[0])  # Night's Whisper's 2 life, lost with its draws
    effect = effects[0] if len(effects) == (1 if loss is None else 2) else None
    if not (
        isinstance(effect, EmptiesLibrary)
        and effect.how is LibraryHow.DRAW
        and effect.who in (Who.CONTROLLER, Who.EACH_PLAYER)
        and effect.moment is CardMoment.RESOLUTION
        and effect.amount is not None
    ):
        return built
    if effect.who is Who.EACH_PLAYER:
        return built if loss is not None else _each_draws(built, reader, effect.amount, source)
    caster = source.controller
    drawn_by = reader.drawn_uncounted.get(caster, built.text)
    held = reader.library.get(caster) if drawn_by == built.text else None
    if held is None:
        return built
    reader.drawn_uncounted[caster] = built.text  # what is left after it is not followed
    lost = (
        ()
        if loss is None
        else (Item(Event(EventKind.LIFE, player=caster, delta=-loss), Moment.WITH, source),)
    )
    if effect.amount <= held:
        return replace(built, resolves=lost) if lost else built
    item = Item(Event(EventKind.DECK_OUT, player=caster), Moment.WITH, source)
    return replace(built, resolves=(item, *lost))  # both at once, one check after (704.3)


def _each_draws(built: Clause, reader: Reader, amount: int, source: Source) -> Built:
    """A spell by which every player draws `amount` cards as it resolves (Wheel of Fortune),
    read only where a count was told of every player's library and no card changes a draw: one
    count of them all ("both players have 3 cards in their libraries"), or one of each of the
    two players of a game of two told apart ("I have 1 card in my library and my opponent has
    10 in his": `OPPONENT` is the other player of two). A player who draws more than their
    count draws from an empty library, all at once (121.4, 704.5b; all losing at once is a
    draw, 104.4a). A count of some players only, none, or a card that replaces or shares
    draws: as before, what it did is still to be said. What is left after it is not followed."""
    told = set(reader.library)
    if told not in ({EVERYONE}, {reader.asker, OPPONENT}) or reader.draws_replaced:
        return built
    if reader.draws_shared or reader.asker == OPPONENT:
        return built
    if any(reader.drawn_uncounted.get(player, built.text) != built.text for player in told):
        return built
    short = [player for player in sorted(told) if reader.library[player] < amount]
    for player in told:
        reader.drawn_uncounted[player] = built.text  # what is left is not followed
    if not short:
        return built
    items = tuple(
        Item(Event(EventKind.DECK_OUT, player=player), Moment.WITH, source) for player in short
    )
    return replace(built, resolves=items)
