"""A card held told by what it does for its holder (issue #31, session 26): "My opponent is at 0
life, but is being kept alive by a Platinum Angel he controls", "I'm at -3, only alive thanks to
my Phyrexian Unlife", "he is kept in the game by his Lich". The words say the player holds the
card: the clause is said as that ("my opponent is at 0 life, but controls Platinum Angel"), and
what the card does is the ruling's to judge, as for any card held. What a card held is said to
do for its holder after it ("with a Platinum Angel keeping him alive", "a Lich that keeps her in
the game") is taken off the same way, the card held as said.

Only a card Arbiter knows that is a permanent (its card types known, never a spell: "saved by
Angel's Grace" was cast, not held) with an effect that keeps its holder in the game (can't
lose, a loss replaced, a state-based loss changed); only a player kept alive (a player's word,
never "it" or "this"); an owner word ("his", "my") and a controller said after the card ("he
controls") must be that player's; and nothing but "in play" may follow the card before the
clause ends ("kept alive by Platinum Angel until ..." stays as written). Anything else is left
as written, to be read or refused. Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.card_model import Kind
from bot.core.rulings.chat_words import WORDS, bare_word, one_of
from bot.core.rulings.words import MARK, ORDINARY, ROLE, SUBJECT, Entity

# What keeps its holder in the game: a card with one of these kinds of effect.
_KEEPS = frozenset({Kind.CANT_LOSE, Kind.REPLACES_LOSS, Kind.CHANGES_STATE_LOSS})
_BE = r"(?:\s++(?:is|are|am|was|were)|'s|'m|'re)"
# a player, "opponent" mistyped too ("my oppenent": players_told.py says it right later)
_WHO = rf"(?:(?:my|your|the)\s++{one_of(WORDS.opponent_misspelt)}|{SUBJECT})"
_KEPT = one_of(WORDS.kept_alive_by)
_CLAUSE = re.compile(
    rf"(?:(?<![\w'])(?P<p>{_WHO}){_BE}\s++"
    rf"|(?:\s*+,\s*+(?:(?P<j>but|and)\s++)?|\s++(?P<j2>but|and)\s++)"
    r"(?:(?:is|are|am|was|were)\s++)?)"
    rf"(?:(?:still|only)\s++)?{_KEPT}\s++"
    rf"(?:(?P<own>{one_of(WORDS.card_owners)})\s++|(?:an?|the)\s++)?(?P<card>{MARK}\d++)"
    rf"(?:\s++(?P<c>{SUBJECT})\s++(?:controls|control|controlled|has|had))?"
    rf"(?:\s++{one_of(WORDS.in_play)})?"
    r"(?=\s*+(?:[,.!?;:\n]|$))",
    re.IGNORECASE,
)
# The player a sentence opens with, where the clause leaves its player unsaid ("I'm at 0 life,
# kept alive by ...", "My opponent is at 0 life, but is being kept alive by ...").
_OPENS = re.compile(rf"\s*+(?:(?:but|and|so|now)\s++)?(?P<p>{_WHO}){_BE}\s", re.IGNORECASE)
_SENTENCES = re.compile(r"[^.!?;\n]+[.!?;\n]*+")
_PRONOUNS = {
    "i": "i",
    "me": "i",
    "you": "you",
    "he": "he",
    "him": "he",
    "she": "she",
    "her": "she",
    "they": "they",
    "them": "they",
}
_ROLE = re.compile(ROLE, re.IGNORECASE)
_OPPONENT = re.compile(
    rf"(?:(?:my|your|the)\s++)?(?:opponent|opp|{one_of(WORDS.opponent_misspelt)})", re.IGNORECASE
)


def held_said(text: str, entities: tuple[Entity, ...]) -> str:
    """The text (cards marked) with each player told kept alive by a card they hold (see
    above) said to control it, and what a card held is said to do for its holder after it
    ("with a Platinum Angel keeping him alive") taken off."""
    if MARK not in text or not _cheap(text):
        return text

    def sentence(said: re.Match[str]) -> str:
        told = _CLAUSE.sub(lambda m: _held(m, said[0], entities), said[0])
        return _KEEPING.sub(lambda m: _kept(m, told, entities), told)

    return _SENTENCES.sub(sentence, text)


# "with a Platinum Angel keeping him alive", "has a Lich that keeps her in the game": what the
# card held does for its holder, said after it; nothing may follow it in the clause ("keeps him
# alive at 0 life" holds a total).
_KEEPING = re.compile(
    rf"(?P<card>{MARK}\d++)\s*+,?\s*+(?:(?:that|which)\s++(?:would\s++|will\s++)?"
    r"(?:keeps?|is\s++keeping|lets?|allows?)|keeping)\s++"
    rf"(?P<o>{_WHO})\s++(?:(?:to\s++)?(?:survive|stay\s++alive)|alive|in\s++the\s++game)"
    r"(?=\s*+(?:[,.!?;:\n]|$))",
    re.IGNORECASE,
)


def _kept(match: re.Match[str], sentence: str, entities: tuple[Entity, ...]) -> str:
    number = int(match["card"][1:])
    card = entities[number].card if number < len(entities) else None
    if card is None or card.spell or not card.types or not card.kinds & _KEEPS:
        return match[0]
    opens = _OPENS.match(sentence)
    holder = _player(opens["p"]) if opens is not None else None
    kept = _player(match["o"])
    if holder is None or kept is None or not (kept == holder or _same(kept, holder)):
        return match[0]  # whose card, and who is kept: not the same player said
    return match["card"]


def _cheap(text: str) -> bool:
    low = text.lower()
    return any(w in low for w in ("alive", "saved", "in the game", "surviv"))


def _held(match: re.Match[str], sentence: str, entities: tuple[Entity, ...]) -> str:
    number = int(match["card"][1:])
    card = entities[number].card if number < len(entities) else None
    if card is None or card.spell or not card.types or not card.kinds & _KEEPS:
        return match[0]
    said = match["p"]
    if said is None:  # the sentence's own player, said before the clause
        opens = _OPENS.match(sentence)
        if opens is None or opens.end("p") > match.start():
            return match[0]
        said = opens["p"]
    holder = _player(said)
    if holder is None:
        return match[0]
    if match["own"] and not _agrees(match["own"], holder):
        return match[0]
    if match["c"] and not _same(_player(match["c"]), holder):
        return match[0]
    verb = "control" if holder in ("i", "you", "they") else "controls"
    if match["p"] is not None:
        return f"{match['p']} {verb} {match['card']}"
    join = match["j"] or match["j2"] or "and"
    return f"{',' if match['j2'] is None else ''} {join} {verb} {match['card']}"


def _player(said: str) -> str | None:
    """Who `said` is, as this module compares players: a pronoun, "opponent", or the words
    of a role or a name; None where it names no player ("this", "it", several players)."""
    low = " ".join(said.lower().split())
    if low in _PRONOUNS:
        return _PRONOUNS[low]
    if _OPPONENT.fullmatch(low):
        return "opponent"
    if _ROLE.fullmatch(said) or (" " not in low and bare_word(low) not in ORDINARY):
        return low
    return None


_THIRD = ("he", "she", "they")


def _same(said: str | None, holder: str) -> bool:
    """Whether the controller said after the card ("he controls") may be the holder."""
    if said is None:
        return False
    return said == holder or (said in _THIRD and holder not in ("i", "you"))


def _agrees(owner: str, holder: str) -> bool:
    """Whether an owner word said before the card is the holder's ("his" for the opponent)."""
    low = " ".join(owner.lower().split())
    if low == "the":
        return True
    if low in ("his", "her", "their"):
        return holder not in ("i", "you")
    if low in ("my", "your"):
        return holder == {"my": "i", "your": "you"}[low]
    return low.endswith("opponent's") and holder == "opponent"
