"""A city's structures or Relics told as held at the start of its ruler's own turn, as players
of a game with cities say it in chat (session 26): "I have 4 relics at the start of my turn",
"at the beginning of his turn my opponent has 10 structures in his city". A ruler who begins
their turn with 10 structures, or with 4 Relics, wins (Terrus 5.2b, 5.2d): that is the turn
beginning with them, said as the reader reads it ("I begin my turn with 4 relics").

Only the ruler's own turn: "my opponent has 4 relics at the start of my turn" is no victory of
theirs, and stays as it is (refused), as does a count held at any other time ("it's my turn and
I have 4 relics"). Only in a game whose players have cities."""

from __future__ import annotations

import re

from bot.core.rules.games import GAMES, Tracked
from bot.core.rules.vocabulary import System

_SUBJECT = r"(?P<x>i|we|he|she|they|my\s++opponent|[a-z][\w-]*+)"
_HAS = r"(?:has|have|had)"
_COUNT = r"(?P<n>\d{1,2}+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_KIND = r"(?P<kind>structures?|relics?)(?:\s++in\s++(?:my|his|her|their|our)\s++city)?+"
_START = r"(?:at|on)\s++the\s++(?:very\s++)?(?:start|beginning)\s++of\s++"
_WHOSE = r"(?P<whose>my|his|her|their)\s++(?:next\s++)?turn"

# "I have 4 relics at the start of my turn", "at the start of my turn, I have 4 relics"
_HELD_AT_START = (
    re.compile(
        rf"\b{_SUBJECT}\s++{_HAS}\s++{_COUNT}\s++{_KIND}\s++{_START}{_WHOSE}\b", re.IGNORECASE
    ),
    re.compile(
        rf"\b{_START}{_WHOSE},?\s++{_SUBJECT}\s++{_HAS}\s++{_COUNT}\s++{_KIND}\b", re.IGNORECASE
    ),
)
# Whose turn a subject's own is: "I" and "my turn", "my opponent" and "his turn"...
_OWN = {"i": ("my",), "we": ("our",), "he": ("his",), "she": ("her",), "they": ("their",)}
_THIRD = ("his", "her", "their")


def has_cities(system: System | None) -> bool:
    game = GAMES.get(system) if system is not None else None
    return game is not None and Tracked.CITY in game.tracks


def turn_begun(text: str, system: System | None) -> str:
    """The text with a count held at the start of its ruler's own turn said as that turn
    beginning with it."""
    lowered = text.lower()
    if "turn" not in lowered or not ("relic" in lowered or "structure" in lowered):
        return text  # words of every form: most texts have neither
    if not has_cities(system):
        return text
    for form in _HELD_AT_START:
        text = form.sub(_begun, text)
    return text


def _begun(found: re.Match[str]) -> str:
    subject, whose = found["x"], found["whose"].lower()
    before = found.string[: found.start()].rstrip().lower()
    if before.endswith((" and", ",", " or")) or before in ("and", "or"):
        return found[0]  # "alice and bob have 4 relics ...": one of several subjects
    if whose not in _OWN.get(subject.lower(), _THIRD):
        return found[0]  # another ruler's turn: no victory of this one's
    verb = "begin" if subject.lower() in ("i", "we", "they") else "begins"
    return f"{subject} {verb} {whose} turn with {found['n']} {found['kind']}"
