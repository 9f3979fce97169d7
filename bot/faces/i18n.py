"""Arbiter's words in the reader's language: a `Message` worded from the catalogues.

The catalogues are the `.po` files in `bot/faces/locales/<language>/LC_MESSAGES/<domain>.po`,
one per domain (`Domain`: who writes its sentences, so that each part of Arbiter keeps its own
file). Each domain's template, `<domain>.pot`, is extracted from the code
(docs/translating.md). They are compiled when first used, in memory (Babel reads the `.po`
and writes the `.mo` gettext reads), so a changed `.po` is what the next start says, and no
compiled file can be stale. A sentence is looked up in every domain of its language; one not
translated, or a language without a catalogue, is said in English.
"""

from __future__ import annotations

import gettext
import io
import re
from enum import StrEnum
from functools import cache, partial
from pathlib import Path
from typing import Final

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from bot.core.languages import TRANSLATED, Language
from bot.core.messages import Message

__all__ = ["TRANSLATED", "Domain", "Language", "language_of", "translate", "translate_joined"]

LOCALES = Path(__file__).parent / "locales"


class Domain(StrEnum):
    """A catalogue file of each language, by the part of Arbiter whose sentences it holds."""

    MESSAGES = "arbiter"  # what the core, the store and the services say (Message values)
    RULES = "rules"  # the rules engine's words: why a player won or lost, its refusals
    RULINGS = "rulings"  # quick rulings' answers
    CARDS = "cards"  # the known cards' wordings (what each does to winning, losing, drawing)
    DISCORD = "discord"  # the Discord face's own words for matches (answers, boards, buttons)
    LEAGUES = "leagues"  # the Discord face's words for leagues, events, judges and ratings
    COMMANDS = "commands"  # the command tree: names, descriptions, choices (Translator)
    PAGES = "pages"  # the web pages
    CONSOLE = "console"  # the command line and the console


def language_of(locale: object) -> Language:
    """The language to answer in for a Discord locale ("es-ES", "pt-BR", "fr", a
    `discord.Locale`, or a catalogue name): its own if Arbiter speaks it, else English."""
    tag = str(getattr(locale, "value", locale) or "").replace("-", "_")
    if tag in Language.__members__.values():
        return Language(tag)
    base = tag.split("_")[0]
    if base == "pt":  # Portuguese is Brazil's catalogue (Discord has only pt-BR)
        return Language.BRAZILIAN_PORTUGUESE
    return Language(base) if base in Language.__members__.values() else Language.ENGLISH


def catalogue_path(language: Language, domain: Domain = Domain.MESSAGES) -> Path:
    return LOCALES / language.value / "LC_MESSAGES" / f"{domain.value}.po"


def template_path(domain: Domain) -> Path:
    return LOCALES / f"{domain.value}.pot"


def _compiled(path: Path, language: Language, domain: Domain) -> gettext.GNUTranslations:
    with path.open("rb") as po:
        catalog = read_po(po, locale=language.value, domain=domain.value)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


@cache
def catalogue(language: Language, domain: Domain) -> gettext.NullTranslations:
    """The compiled catalogue of one domain of `language` alone (English, or none: the
    sentences as they are)."""
    path = catalogue_path(language, domain)
    if language is Language.ENGLISH or not path.exists():
        return gettext.NullTranslations()
    return _compiled(path, language, domain)


@cache
def translations(language: Language) -> gettext.NullTranslations:
    """The compiled catalogues of `language`, every domain's in one chain (English: the
    sentences as they are)."""
    found = gettext.NullTranslations()
    if language is Language.ENGLISH:
        return found
    for domain in reversed(Domain):  # the first domain asked first, then its fallbacks
        path = catalogue_path(language, domain)
        if path.exists():
            one = _compiled(path, language, domain)
            one.add_fallback(found)
            found = one
    return found


def translate(message: Message, locale: object) -> str:
    """`message` in the language of `locale` (English where it has no translation)."""
    found = translations(language_of(locale))

    def pattern(part: Message) -> str:
        if part.verbatim:
            return part.msgid
        if part.plural_id is not None:
            return found.ngettext(part.msgid, part.plural_id, part.n or 0)
        if part.context is not None:
            return found.pgettext(part.context, part.msgid)
        return found.gettext(part.msgid)

    return message.worded(pattern)


# A preposition and the article after it, written as one word where the language always
# joins them. Catalogues put a player's name after a preposition ("la vida de {player}"),
# and the opponent nobody named is a noun with its article ("el oponente", "o oponente",
# "der Gegner"), so the sentence put together must be joined: "la vida del oponente".
_JOINED: Final[dict[Language, tuple[tuple[str, str], ...]]] = {
    Language.SPANISH: (("de el", "del"), ("a el", "al")),
    Language.BRAZILIAN_PORTUGUESE: (
        ("de o", "do"), ("de a", "da"), ("em o", "no"), ("em a", "na"), ("por o", "pelo"),
        ("por a", "pela"), ("a o", "ao"),
    ),
    # German declines the article instead: after "von" (dative), "der" is "dem", joined.
    Language.GERMAN: (("von der Gegner", "vom Gegner"),),
}  # fmt: skip


@cache
def _joining(language: Language) -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple(
        (re.compile(rf"(?<![\w']){re.escape(apart)}(?![\w'])", re.IGNORECASE), joined)
        for apart, joined in _JOINED.get(language, ())
    )


def translate_joined(message: Message, locale: object) -> str:
    """`translate`, then each preposition and article the language writes as one word joined
    (`contracted`): for sentences a player's name may be put into after a preposition, such as
    a quick ruling's, where the opponent nobody named is a noun with its article."""
    return contracted(translate(message, locale), language_of(locale))


def contracted(text: str, language: Language) -> str:
    """`text` with each preposition and article `language` writes as one word joined."""
    for apart, joined in _joining(language):
        text = apart.sub(partial(_join, joined), text)
    return text


def _join(joined: str, found: re.Match[str]) -> str:
    return joined.capitalize() if found[0][0].isupper() else joined


def gettext_for(locale: object) -> gettext.NullTranslations:
    """The catalogue for `locale`, for a face's own sentences (`.gettext`, `.ngettext`)."""
    return translations(language_of(locale))
