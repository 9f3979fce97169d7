"""The command tree in the reader's language (issue 34).

discord.py asks the tree's `Translator` for each string of the registration payload when it
syncs (`CommandTree.sync`): every command's, group's and option's name and description, every
choice's name. `CommandWords` answers from the `commands` catalogue
(bot/faces/locales/<lang>/LC_MESSAGES/commands.po), and Discord shows each user the words of
their client's language, the names they type included: `/enfrentamiento iniciar rival:` in
Spanish, `/マッチ 開始 対戦相手:` in Japanese. Whatever a user types, Discord delivers the
interaction with the default (English) names, so the code reads only those.

A name players type is looked up within its kind (msgctxt `command name` for a command or a
group, `option name` for an option), apart from the descriptions and from the other catalogues'
sentences: one English option name is one name in each language. A name the same in the
language ("panel") is registered all the same. The sentences that tell players what to type
use these names in each language (bot.faces.discord.command_names, `python -m
bot.faces.catalogue commands`); no command mention is used, as Discord shows a mention with
the default name only (docs/translating.md).

Said as it is in every language: a choice's name that is a name (a game, a variant, "Top 8":
marked with `kept`) or has no word in it (a number). A context menu's name ("Ask Arbiter") is a
label, not typed: it is translated as a sentence.

The catalogue's template is what this translator is asked (`sentences`): the extractor
builds the tree as the bot does and lets discord.py walk it, so the template cannot miss a
string the payload carries.
"""

from __future__ import annotations

import logging
from typing import Any

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import TranslationContextTypes, locale_str

from bot.faces.discord import limits
from bot.faces.i18n import Domain, Language, catalogue, language_of

log = logging.getLogger(__name__)

# Names a player types, each translated within its kind (msgctxt): a command's or group's
# name, an option's. One English option name is one name in each language, wherever it is.
COMMAND_NAME = "command name"
OPTION_NAME = "option name"
TYPED_NAMES = {
    Where.command_name: COMMAND_NAME,
    Where.group_name: COMMAND_NAME,
    Where.parameter_name: OPTION_NAME,
}
KEPT = "kept"  # the extra of a locale_str said the same in every language


def kept(name: str) -> locale_str:
    """A choice's name said as it is in every language: a game's or a variant's name, "Top 8"
    (the glossaries list them)."""
    return locale_str(name, **{KEPT: True})


def typed_name(context: TranslationContextTypes) -> str | None:
    """The kind of name (its msgctxt) where `context` is a name players type, else None (a
    context menu's name is a label, not typed)."""
    if isinstance(context.data, app_commands.ContextMenu):
        return None
    return TYPED_NAMES.get(context.location)


def translatable(string: locale_str, context: TranslationContextTypes) -> bool:
    """Whether `string`, where discord.py found it, is said in the reader's language."""
    if string.extras.get(KEPT):
        return False
    return any(character.isalpha() for character in string.message)


def _longest(context: TranslationContextTypes) -> int:
    """The longest text Discord takes where `string` goes (a context menu's name: 32)."""
    if context.location is Where.choice_name:
        return limits.CHOICE_NAME
    if context.location is Where.command_name:
        return limits.COMMAND_NAME
    return limits.COMMAND_DESCRIPTION


class CommandWords(app_commands.Translator):
    """The commands catalogue, for discord.py: a string's translation in a Discord locale, or
    None (Discord shows the English) where Arbiter does not speak the language or keeps it."""

    async def translate(
        self, string: locale_str, locale: Locale, context: TranslationContextTypes
    ) -> str | None:
        language = language_of(locale)
        if language is Language.ENGLISH or not translatable(string, context):
            return None
        words = catalogue(language, Domain.COMMANDS)
        kind = typed_name(context)
        said = (
            words.gettext(string.message) if kind is None else words.pgettext(kind, string.message)
        )
        if said == string.message and kind is None:
            return None  # a name the same in the language ("panel") is still said to be its name
        if not 1 <= len(said) <= _longest(context):  # Discord would refuse every command
            log.warning("%s: %r is too long for Discord; kept in English", locale, said)
            return None
        if kind is not None and limits.command_name_violations("", said):
            log.warning("%s: %r is no name Discord takes; kept in English", locale, said)
            return None
        return said


class _Asked(app_commands.Translator):
    """Records what discord.py asks a translator, in the order asked."""

    def __init__(self) -> None:
        self.asked: dict[tuple[str, str | None], None] = {}

    async def translate(
        self, string: locale_str, locale: Locale, context: TranslationContextTypes
    ) -> str | None:
        if translatable(string, context):
            self.asked.setdefault((string.message, typed_name(context)))
        return None


async def sentences(tree: app_commands.CommandTree[Any]) -> list[tuple[str, str | None]]:
    """Every string of `tree` that `CommandWords` translates, with its msgctxt (a name's kind,
    else None): the catalogue's template."""
    asked = _Asked()
    for command in tree.get_commands():
        await command.get_translated_payload(tree, asked)
    return list(asked.asked)
