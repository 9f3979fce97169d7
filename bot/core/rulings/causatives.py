"""What a player or a card makes a player do, told with the verb of causing (issue #31, session
26): "My opponent makes me lose 10 life", "Blood Artist made him lose 1 life", "she forces me to
draw 2 cards", "it causes each player to lose 3 life", "he had me take 4 damage". Said as what
that player does, with its source where it is a player's life or damage ("I lose 10 life from
my opponent", "he lost 1 life from Blood Artist"): the phrase table reads that, as it reads
any loss told.

Only a player made to do one of the lexicon's acts (`caused_verbs`: lose, take, draw, ...),
caused by a player or a card; never "lose the game" (the effects of a card read that), never
after a modal or a question's auxiliary ("can I make him lose 3 life?", "does it make me
lose?": asked, not told), and never a purpose ("... to make me lose 10 life": what was meant,
not what happened). Anything else is left as written. Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.combat_players import a_player
from bot.core.rulings.words import MARK, NAME, ROLE, SUBJECT

_BASE = {base: (now, then) for base, now, then in WORDS.caused_verbs}
_CAUSER = (
    rf"(?P<s>(?:(?:{one_of(WORDS.card_owners)}|{ROLE}'s|{NAME}'s)\s++)?{MARK}\d++"
    rf"|(?P<u>(?:{one_of(WORDS.card_articles)}|{one_of(WORDS.card_owners)}|{ROLE}'s|{NAME}'s)\s++"
    rf"{one_of(WORDS.unnamed_causes)})|{SUBJECT})"
)
_MADE = rf"(?:\s++(?:(?P<now>{one_of(WORDS.causing_now)})|(?P<then>{one_of(WORDS.causing_then)})))"
_WHOM = rf"(?P<o>{one_of(WORDS.caused_whom)}|{ROLE}|{SUBJECT})"
# ... lose 3 "life": what its source is said after (`_SOURCED`)
_SOURCED_LAST = re.compile(rf"\b{one_of(WORDS.sourced_nouns)}$", re.IGNORECASE)
_CAUSED = re.compile(
    rf"(?<![\w'{MARK}]){_CAUSER}{_MADE}\s++{_WHOM}\s++(?:{one_of(WORDS.infinitive_to)}\s++)?(?P<v>{one_of(tuple(_BASE))})"
    rf"(?P<rest>(?:\s++(?!{one_of(WORDS.caused_not_rest)}\b)[^\s,.;!?]++)*?)"
    rf"(?=\s*+(?:[,.;!?\n]|$|\b{one_of(WORDS.caused_ends)}\b))",
    re.IGNORECASE,
)
# a modal or an auxiliary right before the one who causes: asked or supposed, never told
ASKED_BEFORE = re.compile(
    rf"(?:\b{one_of(WORDS.asked_before_words)}\s++)$",
    re.IGNORECASE,
)
_AS_SUBJECT = {"me": "I", "myself": "I", "him": "he", "her": "she", "them": "they", "us": "we"}
_AS_SOURCE = {"i": "me", "he": "him", "she": "her", "they": "them", "we": "us"}
_PLURAL = frozenset({"i", "you", "we", "they", "everyone", "both players", "all players"})
_SOURCED = frozenset({"lose", "take", "gain"})  # a player's life or damage: its source


def told_as_done(text: str) -> str:
    """The text (cards marked) with each act a player is made to do said as done (see above)."""
    low = text.lower()
    if not any(w in low for w in (" make", " made", "forc", "caus", " ha")):
        return text
    return _CAUSED.sub(_done, text)


def _done(match: re.Match[str]) -> str:
    causer, whom = match["s"], " ".join(match["o"].split())
    if ASKED_BEFORE.search(match.string, 0, match.start()) is not None:
        return match[0]
    card = MARK in causer
    low = " ".join(causer.lower().split())
    said = bool(match["u"]) or low in WORDS.card_pronouns or low in ("this", "that")
    if not card and not said and not a_player(causer):
        return match[0]  # "which makes me lose": who or what, unsaid here
    subject = _AS_SUBJECT.get(whom.lower(), whom)
    low = " ".join(subject.lower().split())
    if low not in _PLURAL and not low.startswith("each") and not _one_player(subject):
        return match[0]
    base = match["v"].lower()
    if base == "lose" and not match["rest"].strip():
        return match[0]  # "I made him lose": the game? what it was is not said
    now, then = _BASE[base]
    verb = then if match["then"] else base if low in _PLURAL else now
    told = f"{subject} {verb}{match['rest']}"
    if not said and base in _SOURCED and _SOURCED_LAST.search(told):
        told += f" from {_AS_SOURCE.get(causer.lower(), causer)}"
    return told


def _one_player(said: str) -> bool:
    return a_player(said) or re.fullmatch(ROLE, said, re.IGNORECASE) is not None
