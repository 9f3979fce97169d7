"""The event floor's persistent buttons (bot.faces.discord.floor_actions): Check in under a
league's check-in announcement; Here and Call a judge under a table's first message; Answered
under a judge call. Their custom ids carry what they act on (discord.py DynamicItem), so they
keep working after a restart; the table's buttons act on the thread they are pressed in.
A button is labelled in the language of its message; its custom id is the same in every
language."""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

import discord

from bot.core.languages import Language
from bot.core.messages import N_, Message
from bot.faces.i18n import translate

ENGLISH = Language.ENGLISH


@cache
def label(text: str, language: Language) -> str:
    """A button's label (`text`, a msgid) in `language`; worded once per language, as every
    table's first message carries the same buttons."""
    return translate(Message(text), language)


if TYPE_CHECKING:
    from bot.faces.discord.client import ArbiterBot


def _bot(interaction: discord.Interaction) -> ArbiterBot:
    return interaction.client  # type: ignore[return-value]


class CheckinButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:checkin:(?P<league>\d+)"
):
    def __init__(self, league_id: int, language: Language = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=label(N_("Check in"), language),
                style=discord.ButtonStyle.success,
                custom_id=f"arbiter:checkin:{league_id}",
            )
        )
        self.league_id = league_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CheckinButton:
        return cls(int(match["league"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).floor_actions.check_in(interaction)


class HereButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:table:here"):
    def __init__(self, language: Language = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=label(N_("Here"), language),
                style=discord.ButtonStyle.success,
                custom_id="arbiter:table:here",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HereButton:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).floor_actions.here(interaction)


class CallJudgeButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:table:judge"
):
    def __init__(self, language: Language = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=label(N_("Call a judge"), language),
                style=discord.ButtonStyle.secondary,
                custom_id="arbiter:table:judge",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CallJudgeButton:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).floor_actions.call_judge(interaction)


class AnsweredButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:judgecall:(?P<id>\d+)"
):
    def __init__(self, call_id: int, language: Language = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=label(N_("Answered"), language),
                style=discord.ButtonStyle.primary,
                custom_id=f"arbiter:judgecall:{call_id}",
            )
        )
        self.call_id = call_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AnsweredButton:
        return cls(int(match["id"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).floor_actions.answered(interaction, self.call_id)


FLOOR_ITEMS = (CheckinButton, HereButton, CallJudgeButton, AnsweredButton)


def checkin_view(league_id: int, language: Language) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(CheckinButton(league_id, language))
    return view


def table_view(language: Language, *, here: bool = True) -> discord.ui.View:
    """Under a table's first message: Here (a round's table) and Call a judge."""
    view = discord.ui.View(timeout=None)
    if here:
        view.add_item(HereButton(language))
    view.add_item(CallJudgeButton(language))
    return view


def answered_view(call_id: int, language: Language) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AnsweredButton(call_id, language))
    return view
