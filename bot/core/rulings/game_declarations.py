"""The sentences that declare the game, read whole before a sentence is split (their lists use
`,` and `and` too): its players ("players: alice, bob and carol", "3 players: ..."), its teams
("teams: alice and carol vs bob and dave"), its emperors, its range of influence and its
starting life, for everyone ("starting life is 30") or each player ("alice starts at 25, bob at
22").
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.situation_values import Situation
from bot.core.rulings.words import (
    EVERYONE,
    LIFE,
    NAME,
    ROLE,
    SELF,
    Reader,
    SituationError,
    quoted,
)

_PLAYER_REF = rf"(?>{ROLE}|my opponent|your opponent|the opponent|{NAME})"


_DECLARE_PLAYERS = re.compile(
    rf"^(?:(?P<count>\d++) players|players)\s*+:?\s*+"
    rf"(?P<names>{_PLAYER_REF}(?:\s*+(?:,|and)\s*+{_PLAYER_REF})*+)$",
    re.IGNORECASE,
)


# "in a 4 player commander game, me, alice, bob, carol.": a sentence of nothing but three or
# more players listed, the asker among them ("me", "I"): the game's players, as "players:"
# declares them. Without the asker it is no declaration ("red, blue, green": colours, or cards).
_LISTED = re.compile(
    rf"^(?P<names>(?:{_PLAYER_REF}|me|i|myself)(?:\s*+,\s*+(?:and\s++)?(?:{_PLAYER_REF}|me|i|myself)"
    rf"|\s++and\s++(?:{_PLAYER_REF}|me|i|myself)){{2,}}+)\s*+[.!]?$",
    re.IGNORECASE,
)


# "teams: a and b vs c and d", or without the colon when the teams are set against each other
# ("teams a and b vs c and d"); "teams win and lose as a team" declares nothing.
_DECLARE_TEAMS = re.compile(
    r"^teams(?:\s*+:\s*+|\s++(?=[^/]*?(?:\s(?:vs\.?|versus|against)\s|/)))(?P<teams>.+)$",
    re.IGNORECASE,
)


_DECLARE_EMPERORS = re.compile(r"^emperors\s*+:?\s*+(?P<names>.+)$", re.IGNORECASE)


_DECLARE_RANGE = re.compile(r"^(?:the )?range of influence (?:is )?(?P<n>\d++)$", re.IGNORECASE)


_DECLARE_LIFE = re.compile(
    rf"^(?:starting (?:life|vitae)(?: is)?|(?:everyone|everybody|all players|both players|both)"
    rf" starts? (?:at|with)) (?P<n>\d++)(?: {LIFE})?$",
    re.IGNORECASE,
)


_STARTER = rf"(?:my opponent|the opponent|{NAME})"  # who "starts at N" (I, my opponent, bob)


# "alice starts at 25, bob at 22": the first starter, then each next one after `,` or `and`,
# read one after the other from where the last ended (never searched for).
_FIRST_LIFE = re.compile(
    rf"(?P<x>{_STARTER}) starts? (?:at|with) (?P<n>\d++)(?: {LIFE})?", re.IGNORECASE
)


_NEXT_LIFE = re.compile(
    rf"\s*+(?:,|and)\s*+(?P<x>{_STARTER})(?: starts?)? (?:at|with) (?P<n>\d++)(?: {LIFE})?",
    re.IGNORECASE,
)


_LIST_SPLIT = re.compile(r"\s*+(?:,\s*+(?:and\s++)?|\band\b)\s*+", re.IGNORECASE)


_TEAM_SPLIT = re.compile(r"\s++(?:vs\.?|versus|against)\s++|\s*+/\s*+", re.IGNORECASE)


def _names(text: str, reader: Reader) -> list[str]:
    names = []
    for word in _LIST_SPLIT.split(text.strip()):
        if not word:
            continue
        if re.fullmatch(_PLAYER_REF, word, re.IGNORECASE) is None and word.lower() not in SELF:
            raise SituationError(
                Message('I could not read "{words}" as a player\'s name.', words=quoted(word)),
                unread=word,
            )
        name = reader.player(word)
        if name is None or name == EVERYONE:
            raise SituationError(
                Message(
                    '"{words}" is a word of the situation language, not a name.',
                    words=quoted(word),
                )
            )
        names.append(name)
    return names


def _listed_with_the_asker(sentence: str, situation: Situation, reader: Reader) -> list[str] | None:
    """The players of a sentence that only lists them with the asker (see `_LISTED`); None
    where it is no such list, a word in it is no name, or a table size said elsewhere counts
    more or fewer ("in a 4 player game, me, alice, bob": a fourth player unnamed)."""
    match = _LISTED.match(sentence.strip())
    if match is None or situation.declared_players:
        return None
    words = [w for w in _LIST_SPLIT.split(match["names"].strip()) if w]
    if not any(w.lower() in SELF for w in words) or len(set(map(str.lower, words))) != len(words):
        return None
    if situation.table_size is not None and situation.table_size != len(words):
        return None
    names = []
    for word in words:
        name = reader.player(word)
        if name is None or name == EVERYONE:
            return None
        names.append(name)
    return names


def declaration(sentence: str, situation: Situation, reader: Reader) -> bool:
    """Read a sentence that declares the game; False when it is not a declaration."""
    if match := _DECLARE_PLAYERS.match(sentence):
        situation.declared_players = _names(match["names"], reader)
        situation.declared_count = int(match["count"]) if match["count"] else None
        return True
    if (listed := _listed_with_the_asker(sentence, situation, reader)) is not None:
        situation.declared_players = listed
        return True
    if match := _DECLARE_TEAMS.match(sentence):
        teams = [_names(team, reader) for team in _TEAM_SPLIT.split(match["teams"]) if team]
        if len(teams) < 2:
            raise SituationError(
                Message('Write teams like "teams: alice and carol vs bob and dave".'),
                unread=sentence,
            )
        situation.teams = teams
        reader.sides = tuple(frozenset(team) for team in teams)
        reader.teammates = {
            one: two for a, b in (t for t in teams if len(t) == 2) for one, two in ((a, b), (b, a))
        }
        return True
    if match := _DECLARE_EMPERORS.match(sentence):
        situation.emperors = _names(match["names"], reader)
        return True
    if match := _DECLARE_RANGE.match(sentence):
        situation.range_of_influence = int(match["n"])
        return True
    if match := _DECLARE_LIFE.match(sentence):
        situation.starting_life = int(match["n"])
        return True
    if (starters := _each_life(sentence)) is not None:
        life = {}
        for written, number in starters:
            name = reader.player(written)
            if name is None or name == EVERYONE:
                return False
            life[name] = number
        base = situation.starting_life
        situation.starting_life = {**(base if isinstance(base, dict) else {}), **life}
        return True
    return False


def _each_life(sentence: str) -> list[tuple[str, int]] | None:
    """Who starts at what in "alice starts at 25, bob at 22" (as written), or None when the
    sentence is not such a list."""
    starters = []
    match = _FIRST_LIFE.match(sentence)
    while match is not None:
        starters.append((match["x"], int(match["n"])))
        if match.end() == len(sentence):
            return starters
        match = _NEXT_LIFE.match(sentence, match.end())
    return None
