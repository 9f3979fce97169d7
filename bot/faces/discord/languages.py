"""Which language a Discord answer is worded in (issue 34).

- A private answer is in its reader's language: the interaction's `locale` (Discord's client
  language of whoever pressed or typed).
- A public post (boards, verdicts, league announcements, round threads) is in the server's
  language: the one set with `/arbiter config language`, else the server's preferred locale
  (its Community settings), else English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.core.languages import Language
from bot.core.match.commands import ServerSettings
from bot.faces.discord.command_words import kept
from bot.faces.i18n import language_of

if TYPE_CHECKING:
    from bot.app.match import MatchService

# `/arbiter config language`: each language by its own name, in every language (`kept`), and
# "auto" for the server's preferred locale.
AUTOMATIC = "auto"
LANGUAGE_CHOICES = [
    app_commands.Choice(name="Server's own language (Discord setting)", value=AUTOMATIC),
    app_commands.Choice(name=kept("English"), value=Language.ENGLISH.value),
    app_commands.Choice(name=kept("Español"), value=Language.SPANISH.value),
    app_commands.Choice(name=kept("Português (Brasil)"), value=Language.BRAZILIAN_PORTUGUESE.value),
    app_commands.Choice(name=kept("Français"), value=Language.FRENCH.value),
    app_commands.Choice(name=kept("Deutsch"), value=Language.GERMAN.value),
    app_commands.Choice(name=kept("日本語"), value=Language.JAPANESE.value),
]
NAMES = {Language(choice.value): choice.name for choice in LANGUAGE_CHOICES[1:]}


def private_language(interaction: discord.Interaction) -> Language:
    """The language of an answer only `interaction`'s user sees: their own."""
    return language_of(interaction.locale)


def server_language(settings: ServerSettings, guild: discord.Guild | None) -> Language:
    """The language of a server's public posts: its setting, else its preferred locale."""
    if settings.language is not None:
        return settings.language
    return language_of(guild.preferred_locale) if guild is not None else Language.ENGLISH


async def public_language(service: MatchService, guild: discord.Guild | None) -> Language:
    """`server_language` of `guild`, its settings read through the match service (cached
    there); English outside a server."""
    if guild is None:
        return Language.ENGLISH
    return server_language(await service.settings(guild.id), guild)


async def guild_language(
    service: MatchService, client: discord.Client, guild_id: int | None
) -> Language:
    """`public_language` of the server `guild_id` (a match's, a board's), as `client` sees it."""
    guild = client.get_guild(guild_id) if guild_id is not None else None
    return await public_language(service, guild)
