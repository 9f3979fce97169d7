"""What a citable rule is. Each game's rules live in its own module (`catalogue` in its folder
under bot.core.rules.games), built with the small builders there."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rules.vocabulary import System


@dataclass(frozen=True, slots=True)
class Rule:
    """One citable rule: where it is, what it is called, and what it means in plain words."""

    citation: str
    game: System
    number: str
    title: str
    summary: str
    url: str
    keywords: tuple[str, ...] = ()


def keywords(text: str) -> tuple[str, ...]:
    """The search keywords of a catalogue entry, written as one comma-separated string."""
    return tuple(k.strip() for k in text.split(",") if k.strip())
