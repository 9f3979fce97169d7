"""Who fights in an attack told in words (combat_told.py): each player said as one key (the
asker, their opponent, or a name as written), the forms a player is said in ("me" attacked,
"I" blocking), and the defending player: the one attacked, else the one said to block or not,
else the other of the asker and their opponent. Never guessed among three, and never the
asker where the one said to block is "he" or "she"."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, bare_word
from bot.core.rulings.words import NAME, ORDINARY, ROLE

# A player as the one attacked: "my opponent", "him", a name.
PLAYER = rf"(?:my opponent|your opponent|the opponent|{ROLE}|him|her|them|me|you|{NAME})"


# A player said as the object ("me") told as the subject ("I"), and the other way round.
AS_SUBJECT = {"me": "I", "him": "he", "her": "she", "them": "they"}


AS_OBJECT = {"i": "me", "he": "him", "she": "her", "they": "them"}


def a_player(who: str) -> bool:
    """Whether `who` names one player (never an ordinary word, "we" or "both")."""
    low = " ".join(who.lower().split())
    if low in WORDS.self_words or low in WORDS.opponents or low in WORDS.pronouns:
        return True
    if re.fullmatch(ROLE, who, re.IGNORECASE) is not None:
        return True
    return " " not in low and low not in WORDS.everyone and bare_word(low) not in ORDINARY


def same_player(one: str, other: str) -> bool:
    def key(who: str) -> str:
        low = " ".join(who.lower().split())
        return "i" if low in WORDS.self_words else low

    return key(one) == key(other)


def _named_before(match: re.Match[str]) -> bool:
    """Whether the one attacked, where a bare name, is a player: named before the attack, or
    again as the one who blocks or does not ("I attack quickly with ..." names no one)."""
    attacked = match["o"]
    if not attacked or not re.fullmatch(NAME, attacked) or not _is_bare_name(attacked):
        return True
    again = [w for w in (match.groupdict().get("n"), match.groupdict().get("b")) if w]
    if any(w.lower() == attacked.lower() for w in again):
        return True
    before = re.compile(rf"(?<![\w']){re.escape(attacked)}(?![\w'])", re.IGNORECASE)
    return before.search(match.string, 0, match.start()) is not None


def _is_bare_name(who: str) -> bool:
    low = who.lower()
    return not (
        low in WORDS.self_words
        or low in WORDS.pronouns
        or low in WORDS.opponents
        or low in AS_SUBJECT
        or re.fullmatch(ROLE, who, re.IGNORECASE)
    )


def defender_of(match: re.Match[str]) -> str | None:
    """The defending player (`_defending`), never the asker where the one said to block or not
    is "he" or "she" ("my opponent attacks me with a 3/3 and he blocks": who is "he"?)."""
    defender = _defending(match)
    blocking = [w for w in (match.groupdict().get("n"), match.groupdict().get("b")) if w]
    mine = defender is not None and whose(defender, None) == "i"
    if mine and any(w.lower() in WORDS.pronouns for w in blocking):
        return None
    return defender


def _defending(match: re.Match[str]) -> str | None:
    """The defending player: the one attacked, else the one said not to block or to block,
    else the other of the asker and their opponent."""
    attacker = match["a"]
    groups = match.groupdict()
    said = [w for w in (groups.get("o"), groups.get("n"), groups.get("b")) if w]
    if not all(a_player(w) for w in said) or not _named_before(match):
        return None  # "I attack first with ...", "I attack quickly with ...": no player
    named = [w for w in said if w.lower() not in WORDS.pronouns]
    if any(same_player(w, attacker) for w in said if w.lower() not in WORDS.pronouns):
        return None
    if match["o"] and match["o"] in named:
        if any(not same_player(w, match["o"]) for w in named):
            return None
        return AS_SUBJECT.get(match["o"].lower(), match["o"])
    if named:
        if len({same_player(named[0], w) for w in named}) > 1:
            return None
        return named[0]
    low = attacker.lower()
    if low in WORDS.self_words:
        return "my opponent"
    if low in WORDS.opponents or (low in WORDS.pronouns and len(said) == len(named)):
        return "I"
    return None


def whose(who: str, attacker: str | None) -> str:
    """A player as one key: the asker, their opponent (a pronoun beside the asker's attack is
    the opponent), or the name as written."""
    low = " ".join(who.lower().split())
    if low in WORDS.self_words:
        return "i"
    if low in WORDS.opponents or (
        low in WORDS.pronouns and attacker is not None and whose(attacker, None) == "i"
    ):
        return "my opponent"
    return low
