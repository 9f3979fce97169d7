"""The language of the command line and the console (docs/translating.md, "The command
line"): `--lang`, else the environment as gettext reads it (`LANGUAGE`, a list tried in
order, then the locale: `LC_ALL`, else `LC_MESSAGES`, else `LANG`, e.g. `de_DE.UTF-8`),
else English. The "C" or "POSIX" locale is English, whatever `LANGUAGE` says (as gettext)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.core.messages import Message
from bot.faces.i18n import Language, translate
from bot.faces.web.languages import negotiated

# The Discord locale the console's interactions carry, so that the bot answers in the
# console's language as it answers a Discord user in theirs.
DISCORD_LOCALES = {
    Language.ENGLISH: "en-US",
    Language.SPANISH: "es-ES",
    Language.BRAZILIAN_PORTUGUESE: "pt-BR",
    Language.FRENCH: "fr",
    Language.GERMAN: "de",
    Language.JAPANESE: "ja",
}


def _tag(locale: str) -> str:
    """A POSIX locale as a language tag: "de_DE.UTF-8@euro" -> "de_DE"."""
    return locale.split(".")[0].split("@")[0]


def environment_language(environ: Mapping[str, str]) -> Language:
    """The language the environment asks for (gettext's order), else English."""
    locale = environ.get("LC_ALL") or environ.get("LC_MESSAGES") or environ.get("LANG") or ""
    if _tag(locale) in ("C", "POSIX"):
        return Language.ENGLISH
    wanted = [_tag(part) for part in environ.get("LANGUAGE", "").split(":") if part]
    return negotiated([*wanted, _tag(locale)] if locale else wanted) or Language.ENGLISH


def chosen_language(flag: str | None, environ: Mapping[str, str]) -> Language:
    """`--lang` if Arbiter speaks it, else the environment's language."""
    return (negotiated([flag]) if flag else None) or environment_language(environ)


class Words:
    """The command line's sentences in one language."""

    def __init__(self, language: Language) -> None:
        self.language = language

    def __call__(self, message: Message) -> str:
        return translate(message, self.language.value)

    @property
    def discord_locale(self) -> str:
        return DISCORD_LOCALES[self.language]


ENGLISH = Words(Language.ENGLISH)  # the command line's words where no language was asked
