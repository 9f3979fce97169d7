"""A player's concession told, then what it takes with it said again as the asker's reasoning,
and whether it was allowed asked (session 30): "Arnold has Maralen of the Mornsong ... After
Maralen's ability resolves, Arnold concedes. Because Arnold has conceded, Maralen is no longer
on the field. ... But is it within the rules of the game?".

- "Because X has conceded, CARD is no longer on the field" says again what the concession
  told already does: a player who leaves the game takes every card they own with them (MTG CR
  800.4a), which the engine follows. Skipped, shown as such, only where X's concession is told
  before it and CARD was told X's ("X has CARD", "X controls CARD"); with anything else (a
  player never said to concede, a card never said theirs, more said after the card) the
  sentence stays, and is refused unread.
- "Is it within the rules?", "is that legal?" right after a concession told asks whether
  conceding then was allowed: a player may concede at any time (104.3a), which the ruling
  cites with the concession. Skipped, shown, only right after the concession's sentence
  (skipped sentences aside); after any other act the question stays.

The words are the reader's (lexicon/). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, NAME, Entity, entity_marked

_CARD = rf"{MARK}\d++"
_END = r"\s*+(?:[.!]\s*+)?(?:(?:\.\.\.|\u2026)\s*+)?"
_RESTATED = re.compile(
    rf"(?:^|(?<=[.!?]\s))(?P<said>{one_of(WORDS.restated_because)}\s++(?P<x>{NAME})\s++"
    rf"{one_of(WORDS.restated_conceded)}\s*+,\s*+(?:(?P<o>{NAME})'s\s++|"
    rf"{one_of(WORDS.restated_owners)}\s++)?(?P<c>{_CARD})\s++{one_of(WORDS.restated_gone)}\s*+[.!])"
    rf"(?:\s*+(?:\.\.\.|\u2026))?",
    re.IGNORECASE,
)
_LEGALITY = re.compile(
    rf"(?:^|(?<=[.!?\u2026]))\s*+(?P<said>(?:{one_of(WORDS.legality_openers)}(?:\s*+,)?\s++)?"
    rf"{one_of(WORDS.legality_asked)}\s*+\?)",
    re.IGNORECASE,
)
_CONCEDED_LAST = re.compile(
    rf"(?<![\w'])(?!{one_of(WORDS.restated_denials)}(?![\w']))(?:{NAME})\s++"
    rf"{one_of(WORDS.restated_told)}{_END}$",
    re.IGNORECASE,
)


def _told(before: str, who: str, pattern: str) -> bool:
    """Whether `before` tells `who` doing `pattern` (a name as written, any case)."""
    told = re.compile(rf"(?<![\w']){re.escape(who)}\s++{pattern}", re.IGNORECASE)
    return told.search(before) is not None


def _restated(marked: str, entities: tuple[Entity, ...], taken: list[str]) -> str:
    def skip(match: re.Match[str]) -> str:
        who, before = match["x"], marked[: match.start()]
        if match["o"] is not None and match["o"].lower() != who.lower():
            return match[0]  # "because Arnold has conceded, Beth's Maralen ..."
        if not _told(before, who, one_of(WORDS.restated_told)):
            return match[0]  # a concession never told before
        card = entity_marked(match["c"], entities)
        marks = [m for m, e in enumerate(entities) if card is not None and e.name == card.name]
        held = rf"{one_of(WORDS.restated_held)}\s++(?:{one_of(WORDS.card_articles)}\s++)?"
        if not any(_told(before, who, rf"{held}{MARK}{m}(?!\d)") for m in marks):
            return match[0]  # a card never said to be theirs
        taken.append(match["said"])
        return ""

    return _RESTATED.sub(skip, marked)


def leaving_restated(marked: str, entities: tuple[Entity, ...]) -> tuple[str, list[str]]:
    """The text without the asker's restatement of what a concession told takes with it, and
    without "is it within the rules?" right after the concession (see above); and what was
    taken."""
    taken: list[str] = []
    if not any(word in marked.lower() for word in WORDS.restated_told):
        return marked, taken  # no concession told: nothing of it to say again or ask
    marked = _restated(marked, entities, taken)

    def asked(match: re.Match[str]) -> str:
        if _CONCEDED_LAST.search(marked[: match.start()].rstrip()) is None:
            return match[0]  # asked of another act, or of more than the concession
        taken.append(match["said"])
        return ""

    return _LEGALITY.sub(asked, marked).strip(), taken
