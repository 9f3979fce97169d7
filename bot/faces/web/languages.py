"""Which language a page is shown in (docs/translating.md, "The web pages"), and the words,
dates, times and numbers of the templates in it.

In this order: the address's `?lang=` (a visitor who chose, or a link made for a language);
then the league's language (its server's setting: the venue's screen reads as the venue
speaks, whatever the laptop behind the projector is set to); then the browser's
`Accept-Language` (a visitor's own language where the league sets none); then English.
A `?lang=` or a browser language Arbiter does not speak is passed over, never refused.
"""

from __future__ import annotations

from datetime import datetime
from functools import cache

from babel import Locale, UnknownLocaleError
from babel.dates import format_skeleton
from babel.numbers import format_decimal

from bot.faces.i18n import Language, gettext_for

SPOKEN = [language.value for language in Language]
# At most this many of a header's languages are weighed (a header is the visitor's to send).
MOST_ASKED = 12


def _tag(asked: str) -> str:
    """A language tag as the catalogues name it ("pt-BR" -> "pt_BR"); Portuguese is
    Brazil's catalogue (as in Discord)."""
    tag = asked.strip().replace("-", "_")
    return "pt_BR" if tag.split("_")[0].lower() == "pt" else tag


def negotiated(preferred: list[str]) -> Language | None:
    """The first of `preferred` (language tags, best first) that Arbiter speaks, by Babel's
    negotiation ("de-AT" is German); None if none is."""
    tags = [_tag(tag) for tag in preferred if tag.strip() and tag.strip() != "*"]
    try:
        found = Locale.negotiate(tags, SPOKEN, sep="_")
    except (UnknownLocaleError, ValueError):
        return None
    return None if found is None else Language(str(found))


def browser_languages(header: str | None) -> list[str]:
    """An `Accept-Language` header's languages, most wanted first (a `q` of 0: not wanted)."""
    weighed: list[tuple[float, int, str]] = []
    for index, part in enumerate((header or "").split(",")[:MOST_ASKED]):
        tag, _, params = part.partition(";")
        quality = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if tag.strip() and quality > 0:
            weighed.append((-quality, index, tag.strip()))
    return [tag for _, _, tag in sorted(weighed)]


def chosen(asked: str | None, venue: Language | None, accept: str | None) -> Language:
    """The page's language: `?lang=`, else the league's, else the browser's, else English."""
    return (
        (negotiated([asked]) if asked else None)
        or venue
        or negotiated(browser_languages(accept))
        or Language.ENGLISH
    )


def html_lang(language: Language) -> str:
    """The language as `<html lang>` and `Content-Language` name it (BCP 47: "pt-BR")."""
    return language.value.replace("_", "-")


@cache
def _locale(language: Language) -> Locale:
    return Locale.parse(language.value)


def clock_time(moment: str | None, language: Language) -> str:
    """An ISO moment's time of day (UTC) on the 24-hour clock as the language writes it."""
    if not moment:
        return ""
    when = datetime.fromisoformat(moment.replace("Z", "+00:00"))
    return format_skeleton("Hm", when, tzinfo=when.tzinfo, locale=_locale(language))


def percent(value: float, language: Language) -> str:
    """A share as the percentage the standings show, two decimals ("66.67", "66,67")."""
    return format_decimal(value * 100, "0.00", locale=_locale(language))


def number(value: float | int, language: Language) -> str:
    return format_decimal(value, locale=_locale(language))


def gettext_of(language: Language) -> tuple[object, object]:
    """The catalogue's gettext and ngettext for the templates of `language`."""
    found = gettext_for(language.value)
    return found.gettext, found.ngettext
