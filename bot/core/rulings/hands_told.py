"""Hands told (issue #31, session 32): a hand said to hold nothing ("he had no cards in hand",
"my hand is empty", "she had an empty hand") and a card Arbiter knows said drawn ("he drew a
Fiery Justice in his turn", "I topdeck Lightning Bolt"). Neither ends anything by itself: a
card in a hand does nothing until it is played, which the words would tell, and a card named
drawn came from a library that held it, so it is no draw from an empty library (MTG CR 704.5b).

Each is read only where no card the text names could turn on it: a card whose words speak of a
hand (Barren Glory wins on an empty one, Triskaidekaphile counts one) leaves the hand unread,
and one whose words speak of drawing (Underworld Dreams, Laboratory Maniac, a replacement of
draws) leaves the draw unread, and so does a library's count told before it (a later draw
from that library would turn on what this one left): refused as before. Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.event_sources import source_of
from bot.core.rulings.phrase_events import player_in
from bot.core.rulings.phrase_values import Built, Clause, Role, Source
from bot.core.rulings.words import EVERYONE, MARK, HeldUnnamed, Reader

_HAND_WORD = re.compile(rf"\b{one_of(WORDS.hand_words)}\b", re.IGNORECASE)
_DRAW_WORD = re.compile(rf"\b{one_of(WORDS.draw_stems)}", re.IGNORECASE)
_ONE_MARK = re.compile(rf"\s*+{MARK}\d++\s*+")


def _named_speaks_of(words: re.Pattern[str], reader: Reader) -> bool:
    """Whether a card the text names has `words` in what it does."""
    return any(e.card is not None and words.search(e.card.wording) for e in reader.entities)


def _player(match: re.Match[str], reader: Reader) -> str | None:
    player = player_in(reader, match, "x")
    return None if player is None or player == EVERYONE else player


def hand_told(match: re.Match[str], reader: Reader) -> Built:
    """A hand said to hold nothing: an action that ends nothing, shown as taken ("no cards in
    hand", as "I have no creatures" is: unnamed_held.note)."""
    player = _player(match, reader)
    if player is None or _named_speaks_of(_HAND_WORD, reader):
        return None
    said = " ".join(match["held"].split())
    reader.held_unnamed.append(HeldUnnamed(said, player, "none", "", matters=False))
    return Clause(match[0], role=Role.ACTS, source=Source(player, controller=player))


def card_drawn(match: re.Match[str], reader: Reader) -> Built:
    """One card Arbiter knows said drawn by a player: an action that ends nothing, from a
    library that held it; read only where no library's count was told before it (a later draw
    from it would need what this one left)."""
    player = _player(match, reader)
    if player is None or not _ONE_MARK.fullmatch(match["s"]):
        return None
    source = source_of(match["s"], reader)
    if source is None or source.unknown or len(source.cards) != 1:
        return None
    if player in reader.library or EVERYONE in reader.library:
        return None  # a count told before it: what the draw left is a count to work out
    if _named_speaks_of(_DRAW_WORD, reader):
        return None
    return Clause(match[0], role=Role.ACTS, source=Source(player, controller=player))
