"""The asker's opponents said together, where the players are declared (session 28): "3
players: me, bob, carol. both my opponents concede", "4 players: me, bob, carol, dave. all of
my opponents go to 0 life at the same time". Said as the subject of a clause, they are those
players by name ("bob and carol concede"), in the order declared; they were refused ("I could
not read 'both my opponents concede'"). Only where a "players:" list names the asker ("me",
"I") and every other player by a name, in a game of no teams (a teammate is no opponent);
"both" or "two" with other than two opponents, or "three" with other than three, stays as
written (unread). Not as an object ("I deal 3 damage to both my opponents") nor as an owner
("my opponents' champions")."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of

_DECLARED = re.compile(
    rf"(?:^|(?<=[.!?;\n]))\s*+(?:[\w-]++\s*+,\s*+)?(?:\d{{1,2}}+\s++)?"
    rf"{one_of(WORDS.players_listed)}\s*+:\s*+"
    r"(?P<names>[^.!?;:\n]+)",
    re.IGNORECASE,
)
_SPLIT = re.compile(rf"\s*+(?:,|\b{one_of(WORDS.list_joins)}\b)\s*+", re.IGNORECASE)
_NAME = re.compile(r"[a-z][\w-]*+", re.IGNORECASE)
_ASKER = WORDS.asker_listed
# after a word ("and", "then"): one look-behind each, as a look-behind has one width
_AFTER = "".join(rf"|(?<=\b{re.escape(word)})" for word in WORDS.opponents_after)
# as a clause's subject: the text's or a sentence's start, or after a comma, "and" or "then"
_GROUP = re.compile(
    rf"(?:^|(?<=[.!?;\n,]){_AFTER})(?P<space>\s*+)"
    rf"(?P<group>{one_of(WORDS.opponents_together)})(?![\w'\u2019])"
    # "my opps champions": an owner with its apostrophe left out, never the players themselves
    rf"(?!\s++{one_of(tuple(WORDS.held_by_players))}\b)",
    re.IGNORECASE,
)
_COUNTS = dict(WORDS.opponents_counted)


# A game of teams: the asker's teammate is no opponent ("teams: me and alice vs bob and carol",
# Two-Headed Giant, Emperor), so the players listed are not all opponents.
_TEAMS = re.compile(
    rf"\b{one_of(WORDS.team_word_starts)}|\b{one_of(WORDS.team_words)}\b", re.IGNORECASE
)


def opponents_named(text: str, *, teams: bool = False) -> str:
    """The text with the asker's opponents said together as their names, where declared;
    as it is in a game of teams (`teams`: the variant chosen is one)."""
    declared = _DECLARED.search(text)
    if declared is None or teams or _TEAMS.search(text):
        return text
    names = [name for name in _SPLIT.split(declared["names"].strip()) if name]
    askers = [name for name in names if name.lower() in _ASKER]
    others = [name for name in names if name.lower() not in _ASKER]
    if len(askers) != 1 or len(others) < 2 or not all(map(_NAME.fullmatch, others)):
        return text
    if any(name.lower() in WORDS.reserved for name in others):  # "opponent" too
        return text
    said = f"{', '.join(others[:-1])} and {others[-1]}"

    def named(match: re.Match[str]) -> str:
        counts = {_COUNTS[w] for w in match["group"].lower().split() if w in _COUNTS}
        if counts and counts != {len(others)}:
            return match[0]  # "both my opponents" beside three of them
        return f"{match['space']}{said}"

    return _GROUP.sub(named, text)
