"""The players told as playing, put in the situation language's terms before the grammar reads
them (language.py): the players named as playing ("alice, bob and carol are playing ...",
"Player A, B, and C"), declared as the game's players; and the one the asker tells of playing
with ("My opponent and I were playing", "I played with my friend and he ..."), the asker's
opponent.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.game_in_passing import PLAYED
from bot.core.rulings.number_reading import NUMBER, number_value
from bot.core.rulings.words import NAME, ROLE

# "Arnold, Beth, and Chuck are playing a multiplayer game (e.g. Commander or Free-for-All).",
# "Let's say that Ajani, Elspeth, and Xenagos are all playing against each other, but ...":
# the players named, as a declaration ("players: arnold, beth, chuck"); the words of the game
# played and an aside in brackets after them are skipped and shown. Three names or more, each
# a name or role (no pronoun, no word of the language: `_names` in game_declarations.py refuses
# those), said first in a sentence or after an example's opener.
# ... or "are in a multiplayer game", its kind said by words of a kind only (never "a four
# player game": a table of more than those named).
# "Player A, B, and C", "players 1, 2 and 3": roles sharing one "player", each a role of its
# own ("Player A, Player B, Player C"); never "I", the asker.
_ONE = r"(?<![\w'])(?:[a-hj-z]|\d{1,2}+)(?![\w'])"
_SHARED = re.compile(rf"(?P<player>player)s?+\s++{_ONE}", re.IGNORECASE)
_ID = re.compile(_ONE, re.IGNORECASE)
_PLAYER = rf"(?!and\b)(?:{ROLE}|{NAME}|\d{{1,2}}+(?![\w']))"  # a letter alone is a NAME
_KIND = one_of(WORDS.several_players + WORDS.game_kinds)
_PLAYING_TOGETHER = re.compile(
    rf"(?:^|(?<=[.!?\n])|(?<=\bthat)|(?<=\bsay)|(?<=\bimagine))(?P<space>\s*+)"
    rf"(?P<names>(?:players\s++{_ONE}|{_PLAYER})(?:\s*+,\s*+{_PLAYER})*+\s*+,?\s*+and\s++"
    rf"{_PLAYER})\s++"
    rf"(?P<playing>(?:are|were|'re)\s++(?:all\s++)?(?:playing"
    rf"(?:\s++(?:a|an)\s++(?:(?:{_KIND}|[a-z]++)"
    rf"\s++){{0,2}}?{one_of(WORDS.game_words)}|\s++{one_of(WORDS.playing_together)})?"
    rf"|in\s++(?:a|an)\s++(?:{_KIND}\s++){{0,2}}+{one_of(WORDS.game_words)})"
    r"(?:\s*+\([^()]{0,80}\))?)"
    r"(?P<end>\s*+(?:[.!;\n]|,\s*+(?:but|and)\b|$))",
    re.IGNORECASE,
)
_NAME_SPLIT = re.compile(r"\s*+,\s*+(?:and\s++)?|\s++and\s++", re.IGNORECASE)
# "a four player game", "a 4-person game": how many the table holds, said with the game
_TABLE = re.compile(rf"\b(?P<count>{NUMBER})[\s-]*+{one_of(WORDS.table_sizes)}\b", re.IGNORECASE)


def _roles_apart(names: list[str]) -> list[str] | None:
    """ "Player A", "B", "C" as "Player A", "Player B", "Player C"; other names as written (a
    letter alone is a name: "Alice, B and C"); None where a number stands alone after anything
    but a shared "player" ("1, 2 and 3 are playing": no names)."""
    shared = _SHARED.fullmatch(names[0])
    if shared is not None and names[1:] and all(_ID.fullmatch(name) for name in names[1:]):
        return [f"{shared['player']} {name.split()[-1]}" for name in names]
    if any(name.isdigit() for name in names):
        return None
    return names


def players_playing(text: str) -> tuple[str, list[str]]:
    """The text with "alice, bob and carol are playing ..." said as their declaration, and
    the words taken out (to be shown as skipped)."""
    skipped: list[str] = []

    def declared(match: re.Match[str]) -> str:
        names = _roles_apart([n for n in _NAME_SPLIT.split(match["names"]) if n])
        if names is None or any(n.lower() in WORDS.function_words - {"i", "me"} for n in names):
            return match[0]  # "we", "they": no names
        table = _TABLE.search(match["playing"])
        if table is not None and number_value(table["count"]) != len(names):
            return match[0]  # "Alice and Bob are playing a four player game": more than named
        skipped.append(match["playing"].strip())
        return f"{match['space']}players: {', '.join(names)}."

    return _PLAYING_TOGETHER.sub(declared, text), skipped


# "My friend is at 0 life", "my brother's library": the one the asker tells of playing, in a
# letter, is the asker's opponent ("my opponent"), where the words name no opponent otherwise
# (then "my friend" may be a third person: left unread) and no teammate, in a game not said to
# have more than two players or teams.
_FRIEND = re.compile(rf"(?<![\w']){one_of(WORDS.friends)}(?![\w-]|'(?!s\b))", re.IGNORECASE)
_AN_OPPONENT_SAID = re.compile(rf"(?<![\w']){one_of(WORDS.opponents)}(?![\w-])", re.IGNORECASE)
_A_TEAMMATE = re.compile(r"\b(?:teammate|team-mate|ally|partner|team|teams)\b", re.IGNORECASE)


# "I played with my friend and his friend": one more person who played, not a game of two.
_NO_ONE_MORE = (
    r"(?!(?:his|her|their|my|our|your|a|an|another)\s++"
    rf"(?:{one_of(tuple({said.split()[-1] for said in WORDS.friends}))})s?+(?![\w-]))"
)


# "I played with my friend and he ...", "My opponent and I were playing last night at the lgs.":
# the asker tells of a game of two, the asker and their opponent, said as the declaration
# ("players: me, my opponent."); the words of the telling are skipped and shown. Said first in a
# sentence, of the asker's opponent or of a friend who is that opponent.
def _played_against(opponent: str) -> re.Pattern[str]:
    a_game = (
        rf"(?:\s++(?:(?:a|one|our|another)\s++)?(?:game|match)(?:\s++of\s++{PLAYED})?"
        rf"|\s++(?:a\s++)?{PLAYED}(?:\s++(?:game|match))?)?"
    )
    against = one_of(WORDS.played_against)
    # "So", "Ok, so", "Yesterday" before it
    told_first = rf"(?:{one_of(WORDS.openers + WORDS.when_played)}(?:\s*+,\s*+|\s++)){{0,3}}+"
    return re.compile(
        r"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<playing>"
        rf"{told_first}"
        r"(?:(?:i|we)(?:'m|'re|\s++am|\s++are|\s++was|\s++were)?\s++)?(?:playing|played|play)"
        rf"{a_game}\s++{against}\s++{opponent}"
        rf"|{told_first}"
        rf"(?:{opponent}\s++and\s++(?:i|me)|(?:i|me)\s++and\s++{opponent})"
        rf"\s++(?:are|were|'re)\s++playing{a_game}(?:\s++{against}\s++each\s++other)?)"
        rf"(?P<when>(?:\s++{one_of(WORDS.when_played)}"
        rf"|\s++at\s++(?:my|our|the|a)\s++{one_of(WORDS.where_played)}){{0,2}}+)(?![\w'])"
        rf"(?P<end>\s*+[.!;\n]|\s*+,\s*+(?:and\s++)?{_NO_ONE_MORE}|\s++and\s++{_NO_ONE_MORE}"
        r"|\s*+$)",
        re.IGNORECASE,
    )


_PLAYED_AGAINST = _played_against(one_of(WORDS.opponents))
_PLAYED_AGAINST_FRIEND = _played_against(one_of(WORDS.opponents | WORDS.friends))


# "My oppenent is at 0 life": the word "opponent" mistyped, read as it (and "oponents").
_OPPONENT_MISSPELT = re.compile(
    rf"(?<![\w'])(?:{one_of(WORDS.opponent_misspelt)})(?=s?\b)", re.IGNORECASE
)


def opponent_playing(text: str, *, two_players: bool) -> tuple[str, list[str]]:
    """The text with "opponent" mistyped ("oppenent") said right, "I played with my opponent
    and ..." said as the declaration of the two players, and "my friend" said as "my opponent"
    where that is who they are (the words name
    no opponent and no teammate otherwise, and no more than two play); the words of the
    telling taken out (to be shown as skipped)."""
    skipped: list[str] = []
    text = _OPPONENT_MISSPELT.sub("opponent", text)

    def declared(match: re.Match[str]) -> str:
        skipped.append(f"{match['playing']}{match['when']}".strip())
        return f"{match['space']}players: me, my opponent. "

    if not two_players or _A_TEAMMATE.search(text):  # a game of more: which one, not said
        return text, skipped
    friend = _AN_OPPONENT_SAID.search(text) is None
    told = (_PLAYED_AGAINST_FRIEND if friend else _PLAYED_AGAINST).sub(declared, text)
    return (_FRIEND.sub("my opponent", told) if friend else told), skipped
