"""A card both players are said to hold, each their own ("we both control Platinum Angel",
"both players have a Disciple of the Vault out", "each of us controls a Gideon"): the two
players, named as "alice and bob control ..." would name them, so each holds one.

Which two players "both" are is known only where the words name no one else: the two named
before it (the asker among them where "we" says so), or, with nobody but the asker and their
opponent named, those two. Anyone named after it besides those two, or a table said to hold more
than two players, refuses the text (`check_pair`): "both" was then two of several, which two
not said. A team that plays as one (Two-Headed Giant) is never read here.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.situation_values import Situation
from bot.core.rulings.words import EVERYONE, MARK, OPPONENT, Reader, who_unsure

# "both players", "both of us", "we both", "us both", "both", "each player", "each of us": said
# first in a clause, before a verb of holding and a card ("a Disciple of the Vault").
_BOTH_HOLD = re.compile(
    rf"(?P<both>{one_of(WORDS.both_holders)})\s++"
    rf"(?P<rest>{one_of(WORDS.both_hold_verbs)}\s++"
    rf"(?:{one_of(WORDS.both_hold_articles)}\s++)?{MARK}\d++(?!\d).*+)",
    re.IGNORECASE | re.DOTALL,
)

_WE = re.compile(rf"\b{one_of(WORDS.both_we)}\b", re.IGNORECASE)


def _written(player: str, reader: Reader) -> str:
    """A player as a subject the reader names them by again."""
    if player == reader.asker:
        return "I"
    if player == OPPONENT:
        return "my opponent"
    return player


def _pair(both: str, reader: Reader) -> tuple[str, str] | None:
    """The two players "both" are, or None where the words leave it open (see above)."""
    if reader.one_side:
        return None
    named = list(dict.fromkeys(name for name in reader.order if name != EVERYONE))
    if len(named) == 2:
        pair = (named[0], named[1])
    elif set(named) <= {reader.asker, OPPONENT}:
        pair = (reader.asker, OPPONENT)
    else:
        return None
    if _WE.search(both) and reader.asker not in pair:
        return None  # "we" is the asker and another: never two others
    return pair


def both_holding(clause: str, reader: Reader) -> tuple[str, str] | None:
    """A clause saying both players hold a card, as the first player alone (whose verb is the
    clause's) and the clause said of the second ("I", "my opponent control Platinum Angel");
    None where it is no such clause or which two is open."""
    found = _BOTH_HOLD.fullmatch(clause)
    if found is None:
        return None
    pair = _pair(found["both"], reader)
    if pair is None:
        return None
    reader.both_held = (found["both"], pair)
    first, second = (_written(player, reader) for player in pair)
    return first, f"{second} {found['rest']}"


def check_pair(reader: Reader, situation: Situation) -> None:
    """Refuse "both" read as two players where the words go on to name another, or say the
    table holds more than two: which two held the card is not said."""
    if reader.both_held is None:
        return
    both, pair = reader.both_held
    others = [name for name in reader.order if name not in (*pair, EVERYONE)]
    declared = situation.declared_players
    if (
        others
        or (situation.table_size or 0) > 2
        or (declared is not None and len(declared) > 2)
        or situation.several
    ):
        raise who_unsure(both)
