"""What a citable rule is. Each game's rules live in its own module (`catalogue` in its folder
under bot.core.rules.games), built with the small builders there."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.messages import Message
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

    def heading(self) -> Message:
        """The rule's title as a message (the catalogue's `rules` domain: each game's
        catalogue marks its titles), worded in the reader's language by a face."""
        return Message(self.title)


def entry(
    system: System, book: str, number: str, title: str, summary: str, url: str, keywords: str
) -> Rule:
    """A rule of `system`'s `book` ("MTG CR"), cited as "<book> <number>" ("MTG CR 104.3a");
    `keywords` are written as one comma-separated string."""
    words = tuple(k.strip() for k in keywords.split(",") if k.strip())
    return Rule(f"{book} {number}", system, number, title, summary, url, words)
