"""What a citable rule is, where the official pages are, and the small builders the catalogue
uses (one per rule book), so each game's entries can live in a module of its own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

Game = Literal["grand-archive", "magic", "terrus"]

GAMES: Final[tuple[Game, ...]] = ("grand-archive", "magic", "terrus")

# Official pages. Grand Archive's comprehensive rules and tournament documents are GitBook sites
# run by the publisher; Terrus's complete rulebook lives on the publisher's (ChiAxis) site,
# one page per chapter.
MTG_CR_URL: Final = "https://magic.wizards.com/en/rules"
MTG_MTR_URL: Final = "https://wpn.wizards.com/en/rules-documents"
GA_ENDING_URL: Final = "https://rules.gatcg.com/general-rules/general-rules-ending-the-game"
GA_TOURNAMENT_URL: Final = "https://trg.gatcg.com/tournament-mechanics"
GA_ROUND_URL: Final = "https://trg.gatcg.com/tournament-mechanics/round-structure"
GA_PENALTY_URL: Final = "https://ipg.gatcg.com/penalty-quicksheet"
# Terrus Complete Rulebook, chapter 5.0 "Ending the Game" and chapter 4.0 "Starting the Game".
TERRUS_RULES_URL: Final = "https://www.terrusgame.com/copy-of-4-starting-the-game"
TERRUS_START_URL: Final = "https://www.terrusgame.com/copy-of-1-terrus-general-2"


@dataclass(frozen=True, slots=True)
class Rule:
    """One citable rule: where it is, what it is called, and what it means in plain words."""

    citation: str
    game: Game
    number: str
    title: str
    summary: str
    url: str
    keywords: tuple[str, ...] = ()


def _keywords(text: str) -> tuple[str, ...]:
    return tuple(k.strip() for k in text.split(",") if k.strip())


def _ga(number: str, title: str, summary: str, keywords: str) -> Rule:
    citation = f"GA Ending the Game {number}"
    return Rule(
        citation, "grand-archive", number, title, summary, GA_ENDING_URL, _keywords(keywords)
    )


def _ga_tr(section: str, title: str, summary: str, url: str, keywords: str) -> Rule:
    citation = f"GA Tournament Rules: {section}"
    return Rule(citation, "grand-archive", section, title, summary, url, _keywords(keywords))


def _cr(number: str, title: str, summary: str, keywords: str) -> Rule:
    citation = f"MTG CR {number}"
    return Rule(citation, "magic", number, title, summary, MTG_CR_URL, _keywords(keywords))


def _mtr(number: str, title: str, summary: str, keywords: str) -> Rule:
    citation = f"MTG MTR {number}"
    return Rule(citation, "magic", number, title, summary, MTG_MTR_URL, _keywords(keywords))


def _terrus(number: str, title: str, summary: str, keywords: str, url: str = "") -> Rule:
    citation = f"Terrus {number}"
    return Rule(
        citation, "terrus", number, title, summary, url or TERRUS_RULES_URL, _keywords(keywords)
    )
