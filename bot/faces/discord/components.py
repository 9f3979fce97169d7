"""Persistent buttons. Their custom ids carry what they act on, so they keep working after a
restart with no stored view state (discord.py DynamicItem)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from bot.faces.discord.client import ArbiterBot


def _bot(interaction: discord.Interaction) -> ArbiterBot:
    return interaction.client  # type: ignore[return-value]


class ConfirmButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:confirm:(?P<id>\d+)"
):
    def __init__(self, pending_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Confirm",
                style=discord.ButtonStyle.success,
                custom_id=f"arbiter:confirm:{pending_id}",
            )
        )
        self.pending_id = pending_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ConfirmButton:
        return cls(int(match["id"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).actions.confirm(interaction, self.pending_id)


class DisputeButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:dispute:(?P<id>\d+)"
):
    def __init__(self, pending_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Dispute",
                style=discord.ButtonStyle.danger,
                custom_id=f"arbiter:dispute:{pending_id}",
            )
        )
        self.pending_id = pending_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DisputeButton:
        return cls(int(match["id"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).actions.dispute(interaction, self.pending_id)


class ChooseButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"arbiter:choose:(?P<match>\d+):(?P<game>\d+):(?P<choice>play|draw)",
):
    def __init__(self, match_id: int, game_number: int, choice: str) -> None:
        label = "Play first" if choice == "play" else "Play second"
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.primary
                if choice == "play"
                else discord.ButtonStyle.secondary,
                custom_id=f"arbiter:choose:{match_id}:{game_number}:{choice}",
            )
        )
        self.match_id, self.game_number, self.choice = match_id, game_number, choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ChooseButton:
        return cls(int(match["match"]), int(match["game"]), match["choice"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).actions.choose(
            interaction,
            play_first=self.choice == "play",
            game_number=self.game_number,
            match_id=self.match_id,
        )


class HistoryPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"arbiter:history:(?P<scope>channel|server):(?P<limit>\d+):(?P<page>\d+)",
):
    """Turns a page of `/match history` (the asker's own, private message)."""

    def __init__(self, scope: str, limit: int, page: int, label: str, *, disabled: bool) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"arbiter:history:{scope}:{limit}:{page}",
                disabled=disabled,
            )
        )
        self.scope, self.limit, self.page = scope, limit, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HistoryPageButton:
        return cls(match["scope"], int(match["limit"]), int(match["page"]), "", disabled=False)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).actions.history_page(interaction, self.scope, self.limit, self.page)


PERSISTENT_ITEMS = (ConfirmButton, DisputeButton, ChooseButton, HistoryPageButton)


def confirmation_view(pending_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(pending_id))
    view.add_item(DisputeButton(pending_id))
    return view


def choice_view(match_id: int, game_number: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ChooseButton(match_id, game_number, "play"))
    view.add_item(ChooseButton(match_id, game_number, "draw"))
    return view


def history_view(scope: str, limit: int, page: int, pages: int) -> discord.ui.View | None:
    """Previous / Next for a history of several pages (their custom ids differ on every page:
    each names the page it turns to)."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(
        HistoryPageButton(scope, limit, max(page - 1, 0), "◀ Previous", disabled=page == 0)
    )
    view.add_item(
        HistoryPageButton(
            scope, limit, min(page + 1, pages - 1), "Next ▶", disabled=page >= pages - 1
        )
    )
    return view
