"""A game's table said as a header before its players, as chat writes it (session 28):
"commander 4 players: me, bob, carol, dave", "edh 4 player: ...", "4 player commander game:
...", "commander game with 4 players: ...", "3 player ffa: ...", "ffa, 3 players: ...", "three
players: ...", "3 player game: ...", "multiplayer: me, bob, carol". Each is said as the
declaration the reader knows: the variant named in front, read in passing ("commander, 4
players: me, bob, carol, dave"), and how many play in digits ("4 players: ..."). "ffa",
"multiplayer" and "free for all" only say that more than two play, which the players listed
say again; they are dropped. Only at a sentence's start, before a colon and the players listed
after it (a header before anything else, "multiplayer: bob concedes", stays as written)."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import number_value, number_words
from bot.core.rulings.words import VARIANTS

_VARIANT = one_of(tuple(VARIANTS))
_SEVERAL = one_of(WORDS.several_players)
_KIND = rf"(?:{_VARIANT}|{_SEVERAL})"
_GAME = one_of(WORDS.game_words)
_TABLE = one_of(WORDS.table_words)
_COUNTED = one_of(
    tuple(number_words() - {*WORDS.negative, WORDS.hundred, WORDS.thousand, WORDS.million})
)
_COUNT = rf"(?P<n>\d{{1,2}}+|{_COUNTED})"
_WITH = one_of(WORDS.table_with)
_AND = one_of(WORDS.list_joins)

_HEADER = re.compile(
    rf"(?:(?<=^)|(?<=[.!?;\n]))(?P<space>\s*+)"
    # "commander", "ffa,", "commander game with"
    rf"(?:(?P<before>{_KIND})(?:\s++{_GAME})?+\s*+,?\s*+(?:{_WITH}\s++)?)?"
    # "4 players", "4-player commander game", "three players"
    rf"(?:{_COUNT}[\s-]*+{_TABLE}s?+(?:\s++(?P<after>{_KIND}))?+(?:\s++{_GAME})?+"
    # "multiplayer" alone
    rf"|(?P<alone>{_SEVERAL})(?:\s++{_GAME})?+)"
    # the players listed after it ("me, bob, carol", "me and bob")
    rf"\s*+:(?=[^.!?;\n]*?(?:,|\b{_AND}\b))",
    re.IGNORECASE,
)

_SEVERAL_ONLY = re.compile(rf"^{_SEVERAL}$", re.IGNORECASE)


def headed_table(text: str) -> str:
    """The text with a table said as a header before its players said as "VARIANT, N
    players:" ("commander 4 players: me, ..." is "commander, 4 players: me, ...")."""
    return _HEADER.sub(_declared, text)


def _declared(match: re.Match[str]) -> str:
    if match["alone"] and match["before"]:
        return match[0]  # "ffa multiplayer:": not a header of players
    kind = " ".join((match["before"] or match["after"] or "").split())
    variant = f"{kind}, " if kind and not _SEVERAL_ONLY.match(kind) else ""
    count = f"{number_value(match['n'])} " if match["n"] else ""
    return f"{match['space']}{variant}{count}players:"
