"""The languages Arbiter speaks (issue 34), by their catalogue's name: a server's setting
(`ServerSettings.language`) names one, and the faces word what Arbiter says in it
(bot/faces/i18n.py)."""

from __future__ import annotations

from enum import StrEnum


class Language(StrEnum):
    """A language Arbiter speaks, by its catalogue's name (English is the source)."""

    ENGLISH = "en"
    SPANISH = "es"
    BRAZILIAN_PORTUGUESE = "pt_BR"
    FRENCH = "fr"
    GERMAN = "de"
    JAPANESE = "ja"


TRANSLATED = tuple(language for language in Language if language is not Language.ENGLISH)
