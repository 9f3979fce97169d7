"""A handshake after an attack for lethal (language.py), read as the concession it is: "AP
tapped out to attack for lethal and extended a hand; NAP accepted the handshake and AP shuffled
up". A player who agrees the game is over has conceded it (MTG CR 104.3a, MTR 2.5): once one
player has attacked for lethal and the two have shaken hands, the other player, whom the attack
was for, has conceded, whether or not the attack would really have been lethal. The moment is
that ("AP attacks for lethal. NAP concedes."), the handshake's words (and a shuffle or the cards
picked up after it) skipped and shown.

Only a handshake finished (offered by one and taken by the other, or the two said to shake
hands), after an attack for lethal by one of them, with each player told apart: a handshake
refused or not taken ("NAP didn't shake it"), one with no attack for lethal before it, one whose
players a pronoun leaves open ("Bob attacked for lethal and offered his hand, and he shook it"),
or one between two players neither of whom attacked stays, to be read or refused as tournament
conduct (sentence_refusals.unread_refusal): a judge's to rule on.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import NAME, ROLE

_PLAYER = rf"(?:{one_of(WORDS.cast_at_players)}|{ROLE}|{one_of(WORDS.handshake_pronouns)}|{NAME})"
_AND = one_of(WORDS.comma_joins)
_JOIN = (
    rf"(?:\s*+,\s*+(?:{_AND}\s++)?|\s*+;\s*+|\s*+\.\s++|\s++{_AND}\s++)"
    rf"(?:{one_of(WORDS.conjunct_then)}\s++)?"
)
# a sentence's start: no run of spaces taken (a long run would be read again at each of its
# positions)
_START = r"(?:^|(?<=[.!?;:\[\n])|(?<=[.!?;:\[\n]\s))(?=\S)"

_HANDSHAKE = re.compile(
    rf"{_START}(?P<x>{_PLAYER})\s++(?:{one_of(WORDS.lethal_attack_leads)}\s++)?"
    rf"{one_of(WORDS.lethal_attacks)}\s++{one_of(WORDS.attack_for)}\s++{one_of(WORDS.lethal_amount)}"
    rf"(?P<shake>{_JOIN}(?:"
    # AP extended a hand (to NAP); NAP accepted the handshake
    rf"(?:(?P<offerer>{_PLAYER})\s++)?{one_of(WORDS.hand_offered)}"
    rf"(?:\s++{one_of(WORDS.hand_offered_to)}\s++(?P<to>{_PLAYER}))?"
    rf"{_JOIN}(?P<taker>{_PLAYER})\s++{one_of(WORDS.hand_accepted)}\s++"
    rf"(?:{one_of(WORDS.hand_taken)}|(?:{NAME})'s\s++{one_of(WORDS.hand_of)})"
    # AP and NAP shook hands
    rf"|(?P<one>{_PLAYER})\s++{one_of(WORDS.list_joins)}\s++(?P<other>{_PLAYER})\s++"
    rf"{one_of(WORDS.hands_shaken)}"
    rf"|(?P<we>{one_of(WORDS.handshake_we)})\s++{one_of(WORDS.hands_shaken)})"
    rf"(?:{_JOIN}(?:(?:{_PLAYER}|{one_of(WORDS.after_handshake_subjects)})\s++)?"
    rf"{one_of(WORDS.after_handshake)})?)"
    r"(?=\s*+(?:[.!?;\]\n]|$))",
    re.IGNORECASE,
)

_LEADING_JOIN = re.compile(rf"^{_JOIN}|^\s++", re.IGNORECASE)

_ME = frozenset(("i", "me"))
_THE_OPPONENT = frozenset(("my opponent", "your opponent", "the opponent", "he", "she"))
_PRONOUNS = frozenset(("he", "she"))


def _key(player: str) -> str:
    return " ".join(player.lower().split())


def _same(one: str, other: str) -> bool | None:
    """Whether two words name the same player (None where a pronoun leaves it open)."""
    a, b = _key(one), _key(other)
    if a == b or (a in _ME and b in _ME):
        return True
    if (a in _ME and b in _THE_OPPONENT) or (b in _ME and a in _THE_OPPONENT):
        return False
    if a in _PRONOUNS or b in _PRONOUNS or (a in _THE_OPPONENT and b in _THE_OPPONENT):
        return None
    return False


def _conceder(match: re.Match[str]) -> str | None:
    """The player who conceded by the handshake: the one of its two who did not attack."""
    attacker = match["x"]
    if match["we"]:
        key = _key(attacker)
        if key in _ME:
            return "my opponent"
        return "I" if key in _THE_OPPONENT or key not in _PRONOUNS else None
    if match["one"]:
        pair = [match["one"], match["other"]]
    else:
        offerer = match["offerer"] or attacker
        pair = [offerer, match["to"] or match["taker"]]
        if match["to"] and _same(match["to"], match["taker"]) is not True:
            return None  # offered to one, taken by another
    sides = [_same(attacker, player) for player in pair]
    if sorted(sides, key=str) != [False, True]:
        return None  # neither, both, or a pronoun between them: who is who is open
    return pair[sides.index(False)]


def handshakes(text: str) -> tuple[str, list[str]]:
    """The text with a handshake after an attack for lethal read as the other player's
    concession (see above), and the handshake's words (to be shown as skipped)."""
    skipped: list[str] = []

    def read(match: re.Match[str]) -> str:
        conceder = _conceder(match)
        if conceder is None:
            return match[0]
        skipped.append(_LEADING_JOIN.sub("", match["shake"]))
        attacker = match["x"]
        attacks = "attack" if _key(attacker) in _ME else "attacks"
        concedes = "concede" if _key(conceder) in _ME else "concedes"
        lead = match[0][: match.start("x") - match.start()]
        return f"{lead}{attacker} {attacks} for lethal. {conceder} {concedes}"

    return _HANDSHAKE.sub(read, text), skipped
