"""The game or variant said in passing in chat (chat.py): "we were playing commander and", "in a
4 person edh game", "we are the two last players", read as the game (`game_said`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.messages import Message
from bot.core.rules.games import GAMES, game_named, game_of, game_with_variant
from bot.core.rules.vocabulary import EventKind, System, Variant
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import number_value, number_words
from bot.core.rulings.words import MARK, MARKED, VARIANTS, SituationError

_VARIANT_WORDS = "|".join(
    sorted((re.escape(v).replace("\\ ", r"\s++") for v in VARIANTS), key=len, reverse=True)
)


_GAME_WORDS = "|".join(
    re.escape(name).replace("\\ ", r"\s++")
    for name in sorted({n for g in GAMES.values() for n in g.names_typed()}, key=len, reverse=True)
)


PLAYED = rf"(?:(?:{_GAME_WORDS})(?:\s++(?:{_VARIANT_WORDS}))?|{_VARIANT_WORDS})"


# A game of more than two players, how many not said ("we are playing multiplayer").
_SEVERAL_WORDS = one_of(WORDS.several_players)


# "we are all at 2 life", "all of us": "all" of the players is more than two ("both" is two)
_SEVERAL_PLAYERS = re.compile(rf"\b(?:{_SEVERAL_WORDS}|{one_of(WORDS.all_of_us)})\b", re.IGNORECASE)


_COUNTED = sorted(number_words() - {*WORDS.negative, WORDS.hundred, WORDS.thousand, WORDS.million})


_TABLE = one_of(WORDS.table_words)


_KIND = one_of(WORDS.game_kinds)


_GAME_WORD = one_of(WORDS.game_words)


_COUNT = rf"(?P<n>\d{{1,2}}+|{'|'.join(_COUNTED)})"


_PLAYING = one_of(WORDS.played)


GAME_FRAMING = re.compile(
    rf"(?:(?:we|i)(?:'re|'m|\s++are|\s++were|\s++was|\s++am)?+\s++)?{_PLAYING}\s++(?:in\s++)?"
    rf"(?:a\s++|an\s++)?(?:{_COUNT.replace('<n>', '<m>')}[\s-]*+{_TABLE}s?\s++)?(?:{_KIND}\s++)?"
    rf"(?:game\s++of\s++)?(?:{_SEVERAL_WORDS}\s++)?"
    rf"(?:(?P<a>{PLAYED})|{_SEVERAL_WORDS})(?:\s++game)?\b"
    # "we were playing a three player game": how many play, no game named
    rf"|(?:(?:we|i)(?:'re|'m|\s++are|\s++were|\s++was|\s++am)?+\s++)?{_PLAYING}\s++(?:in\s++)?"
    rf"(?:a\s++)?"
    rf"{_COUNT.replace('<n>', '<p>')}[\s-]*+{_TABLE}s?\s++(?:{_KIND}\s++)?{_GAME_WORD}\b"
    rf"|(?:(?:we|i|this|it)(?:'re|'m|'s|\s++are|\s++were|\s++was|\s++is|\s++am)\s++)?"
    rf"(?:in|during|part\s++of)\s++(?:a|an|my|our|this|the)\s++(?:{_COUNT}[\s-]*+{_TABLE}s?\s++)?"
    rf"(?:(?:{_KIND}|{_SEVERAL_WORDS})\s++){{0,2}}+(?P<b>{PLAYED})?\s*+{_GAME_WORD}\b"
    rf"|in\s++(?P<c>{PLAYED})\b"
    rf"|(?:according\s++to|per|by)\s++the\s++(?P<d>{_GAME_WORDS})"
    rf"(?:\s++{one_of(WORDS.rule_sources)})?\s++rules\b"
    # "commander, 4 players: ...", "edh. ...", "2hg game: ...": a variant named alone as the
    # text or a sentence opens, before its punctuation
    rf"|(?:(?<=^)|(?<=[.!?;\n])\s*+)(?P<f>{_VARIANT_WORDS})(?:\s++game)?(?=\s*+(?:[,.:;!\n]|$))",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class GameSaid:
    """The game, variant and table size the text says in passing."""

    system: System | None = None
    variant: Variant | None = None
    players: int | None = None
    several: bool = False  # more than two players, how many not said ("multiplayer")

    @property
    def two_players(self) -> bool:
        """Whether the game may be one of two players: no more said."""
        return not self.several and (self.players or 2) == 2


def _said(match: re.Match[str]) -> GameSaid:
    groups = match.groupdict()
    said = next((groups[g] for g in "abcdef" if groups.get(g)), "")
    words = " ".join(said.lower().split())
    system, variant = None, None
    for name, kind in VARIANTS.items():
        if words.endswith(name):
            variant = kind
            words = words[: -len(name)].strip()
            break
    if words:
        game = game_named(words)
        system = game.system if game else None
    elif variant is not None:
        game = game_with_variant(variant)
        system = game.system if game else None
    count = groups.get("n") or groups.get("m") or groups.get("p")
    players = number_value(count) if count else None
    return GameSaid(system, variant, players)


def _two_or_more(said: GameSaid) -> bool:
    """Whether a game said in passing is of a variant played by two or more alike (Commander,
    903.2), how many not said: "we were playing Commander. my opponent was at 3 life and I
    bolted him" was 'you win', a game of two taken for granted."""
    variant = said.variant
    game = game_with_variant(variant) if variant is not None else None
    rules = game.setup.variants.get(variant) if game is not None and variant is not None else None
    return said.players is None and rules is not None and rules.two_or_more


# "we are the two last players in play", "there are only two people left", "it's down to
# two players": how many are still in the game (the others have left it).
_LEFT_COUNT = rf"(?P<left{{}}>\d{{{{1,2}}}}+|{'|'.join(_COUNTED)})"


_LAST = one_of(WORDS.last_words)


_LEFT_IN = (
    rf"{one_of(WORDS.people_words)}(?:\s++{one_of(WORDS.left_words)})?+"
    rf"(?:\s++{one_of(WORDS.at_this_point)})?+\b"
)


PLAYERS_LEFT_SAID = re.compile(
    rf"(?:(?:we|they)(?:'re|\s++are|\s++were)\s++(?:now\s++)?(?:the\s++)?(?:only\s++)?"
    rf"(?:{_LAST}\s++)?{_LEFT_COUNT.format(1)}\s++(?:{_LAST}\s++)?{_LEFT_IN}"
    rf"|there(?:'s|\s++is|\s++are|\s++were|'re)\s++(?:now\s++)?(?:only\s++)?"
    rf"{_LEFT_COUNT.format(2)}"
    rf"\s++(?:{_LAST}\s++)?{_LEFT_IN}"
    rf"|(?:it(?:'s|\s++is|\s++was)|(?:we|they)(?:'re|\s++are|\s++were))\s++(?:now\s++)?"
    rf"down\s++to\s++(?:the\s++)?(?:{_LAST}\s++)?{_LEFT_COUNT.format(3)}(?:\s++{_LEFT_IN})?"
    rf"|{_LEFT_COUNT.format(4)}\s++{one_of(WORDS.out_of)}\s++(?:the\s++)?(?:\d{{1,2}}+|{'|'.join(_COUNTED)})"
    rf"\s++{one_of(WORDS.people_words)}\s++(?:are|were|'re|remain|remained)\s++(?:now\s++)?"
    rf"{one_of(WORDS.left_words)})"
    r"(?=\s*+(?:[,.;:!?]|\band\b|$))",
    re.IGNORECASE,
)


def ungrouped(pattern: str) -> str:
    """A pattern without its named groups, to be part of another."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)


# "Player A's Commander has dealt 10 Commander Damage to Player B": a term that only the
# variant that counts commander damage has (903.10a) says that variant is played.
_COMMANDER_DAMAGE = re.compile(rf"\b{one_of(WORDS.commander_damage_words)}\b", re.IGNORECASE)
_COUNTING_IT = tuple(
    (game.system, variant.id)
    for game in GAMES.values()
    for variant in game.setup.variants.values()
    if EventKind.COMMANDER_DAMAGE in variant.events
)


def _by_its_terms(said: GameSaid, text: str) -> GameSaid:
    """The game said, with the one variant its terms belong to when none is said."""
    if said.variant is not None or len(_COUNTING_IT) != 1 or not _COMMANDER_DAMAGE.search(text):
        return said
    system, variant = _COUNTING_IT[0]
    if said.system not in (None, system):
        return said
    return GameSaid(said.system, variant, said.players, said.several)


# "a Two-Headed Giant team at 0 life": a team of a variant, which says the variant is played
# (the words stay, to be read: prose_boards.a_team).
_VARIANT_TEAM = re.compile(
    rf"\b{one_of(WORDS.a_team)}\s++(?P<e>{_VARIANT_WORDS})\s++teams?\b", re.IGNORECASE
)


# "Phage, the Untouchable is my commander": a card said to be the asker's commander says the
# variant played (MTG CR 903.3); not where damage or an attack is told, which may be that
# commander's (903.10a) though said by the card's name: then the words stay, to be refused.
# Nor where the card is named nowhere else: a commander may be in the command zone or on the
# battlefield (903.6), and where it is decides what it does ("Laboratory Maniac is my commander.
# I draw from an empty library" was "you lose": its effect was dropped unasked).
_DEEDS = re.compile(rf"\b{one_of(WORDS.commander_deeds)}\b", re.IGNORECASE)


_COMMANDER = one_of(tuple(w for w in WORDS.commander_words if w in VARIANTS))


# ... before cards are marked (a capitalised name), and once they are (the sentence).
_DECLARED = re.compile(rf"\b[A-Z][\w,' -]{{0,60}}?\s++(?i:is\s++my\s++(?P<e>{_COMMANDER}))\b")


_DECLARED_MARKED = re.compile(
    rf"(?:^|(?<=[.;!?\n]))\s*+(?P<s>{MARK}\d++\s++is\s++my\s++{_COMMANDER})"
    r"\s*+(?:[.;!?\n,]\s*+|$)",
    re.IGNORECASE,
)


def commander_declared(marked: str, names: list[str]) -> tuple[str, list[str]]:
    """The marked text without "§0 is my commander" (read as the game by `game_said`) where
    the card is named again, and those words (to be shown as skipped); as it is where damage
    or an attack is told."""
    if _DEEDS.search(marked):
        return marked, []
    rest = _DECLARED_MARKED.sub("", marked)
    named = {names[int(n)] for n in MARKED.findall(rest)}  # names[i]: the card marked §i
    declared = [
        m
        for m in _DECLARED_MARKED.finditer(marked)
        if names[int(MARKED.findall(m["s"])[0])] in named
    ]
    for match in reversed(declared):
        marked = marked[: match.start()] + marked[match.end() :]
    return marked, [match["s"] for match in declared]


def check_chosen(chosen: System | None, said: GameSaid, *, prefixed: bool) -> None:
    """Refuse words that name in passing another game than the one the asker chose for the
    question ("we were playing commander" asked as a Grand Archive question was ruled as
    Magic, the choice dropped without a word): which game it is the asker's to say. A prefix
    ("ga: ...", `prefixed`) is the situation language's own word, before the option."""
    named = said.system
    if prefixed or chosen is None or named is None or named == chosen:
        return
    title = game_of(named).names.title
    if said.variant is not None:
        title += f" ({said.variant.value.replace('-', ' ')})"
    raise SituationError(
        Message(
            "The words name {named}, but the game chosen is {chosen}: ask again with the game "
            "the question is played in.",
            named=title,
            chosen=game_of(chosen).names.title,
        )
    )


def game_said(text: str, *, by_terms: bool = True) -> GameSaid:
    """The game the text names in passing ("we were playing commander"), if it does, and
    how many play: the players said to be left ("we are the two last players") are the
    players of the game. `by_terms`: a variant may be told by its terms ("commander damage"),
    not where the situation language's prefix ("magic:") already says the game."""
    match = GAME_FRAMING.search(text) or _VARIANT_TEAM.search(text)
    if match is None and not _DEEDS.search(text):
        match = _DECLARED.search(text)
    said = _said(match) if match else GameSaid()
    if match is not None and match.re is GAME_FRAMING and _two_or_more(said):
        # "we were playing commander ... in a 4 person edh game": the count said later
        counted = (_said(m) for m in GAME_FRAMING.finditer(text))
        table = next((c for c in counted if c.players is not None), None)
        said = GameSaid(
            said.system or (table.system if table else None),
            said.variant,
            table.players if table else None,
            several=table is None,
        )
    said = _by_its_terms(said, text) if by_terms else said
    left = PLAYERS_LEFT_SAID.search(text)
    if left is not None:
        count = left["left1"] or left["left2"] or left["left3"] or left["left4"]
        return GameSaid(said.system, said.variant, number_value(count))
    if said.players is None and _SEVERAL_PLAYERS.search(text):
        return GameSaid(said.system, said.variant, None, several=True)
    return said


# "I play Char at a DCI sanctioned tournament", "I played in a tournament against a friend and
# I was at 4 life": where, and against whom, the game was played, said in passing: no fact of
# the game (what a tournament makes of its result is no outcome of the game), skipped and
# shown. Never "in the event that" (a moment supposed), nor who played "with" whom ("I played
# with my friend and his friend": how many play).
_PLAYING_THERE = one_of(WORDS.playing_there)
_PLAYED_WITH = one_of(WORDS.played_with)
PLACE_PLAYED = re.compile(
    rf"(?:(?<=^)|(?<=[\s,]))(?:(?:{_PLAYING_THERE})\s++)?(?:at|in|during)\s++"
    rf"(?:(?:a|an|the|my|our|this|one)\s++)?(?:{one_of(WORDS.event_kinds)}\s++)*+"
    rf"{one_of(WORDS.events_played)}(?![\w'-]|\s++(?:that|of)\b)"
    rf"(?:\s++against\s++{_PLAYED_WITH})?"
    rf"|(?:{_PLAYING_THERE})\s++against\s++{_PLAYED_WITH}(?=[\s,]|$)"
)
PLACE_PLAYED = re.compile(
    rf"(?P<place>{PLACE_PLAYED.pattern})(?P<join>\s*+,\s*+|\s++and\s++(?=\w)|(?=[\s.!?,]|$))",
    re.IGNORECASE,
)


def without_place(text: str) -> str:
    """The text without where it was played (`PLACE_PLAYED`): a lead taken with the word that
    joins it to the rest; inside a sentence, the join kept ("I attack in a draft and he ...")."""

    def taken(match: re.Match[str]) -> str:
        return "" if match.start() == 0 else match["join"] or " "

    return PLACE_PLAYED.sub(taken, text).strip()
