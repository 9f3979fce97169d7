"""Persistent buttons. Their custom ids carry what they act on, so they keep working after a
restart with no stored view state (discord.py DynamicItem)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Self

import discord

from bot.core.languages import Language
from bot.core.messages import Message
from bot.faces.i18n import translate

if TYPE_CHECKING:
    from bot.faces.discord.client import ArbiterBot


def bot_of(interaction: discord.Interaction) -> ArbiterBot:
    return interaction.client  # type: ignore[return-value]


class PersistentButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"(?!)"):
    """A button whose custom id says what it acts on, so that it works after a restart: a
    subclass gives its `template`, `parse` (the button from its custom id's groups) and `act`
    (what a press does). This base is never registered (its template matches nothing)."""

    def __init__(
        self,
        custom_id: str,
        label: str,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        *,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=custom_id, disabled=disabled)
        )

    @classmethod
    def parse(cls, found: re.Match[str]) -> Self:
        raise NotImplementedError

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls.parse(match)

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.act(interaction)

    async def act(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError


def label(message: Message, language: Language) -> str:
    """A button's label, in the language of the message it sits on (its custom id never
    changes with the language: a press works whatever the label says)."""
    return translate(message, language)


class ConfirmButton(PersistentButton, template=r"arbiter:confirm:(?P<id>\d+)"):
    def __init__(self, pending_id: int, language: Language = Language.ENGLISH) -> None:
        super().__init__(
            f"arbiter:confirm:{pending_id}",
            label(Message("Confirm"), language),
            discord.ButtonStyle.success,
        )
        self.pending_id = pending_id

    @classmethod
    def parse(cls, found: re.Match[str]) -> ConfirmButton:
        return cls(int(found["id"]))

    async def act(self, interaction: discord.Interaction) -> None:
        await bot_of(interaction).actions.confirm(interaction, self.pending_id)


class DisputeButton(PersistentButton, template=r"arbiter:dispute:(?P<id>\d+)"):
    def __init__(self, pending_id: int, language: Language = Language.ENGLISH) -> None:
        super().__init__(
            f"arbiter:dispute:{pending_id}",
            label(Message("Dispute"), language),
            discord.ButtonStyle.danger,
        )
        self.pending_id = pending_id

    @classmethod
    def parse(cls, found: re.Match[str]) -> DisputeButton:
        return cls(int(found["id"]))

    async def act(self, interaction: discord.Interaction) -> None:
        await bot_of(interaction).actions.dispute(interaction, self.pending_id)


class ChooseButton(
    PersistentButton,
    template=r"arbiter:choose:(?P<match>\d+):(?P<game>\d+):(?P<choice>play|draw)",
):
    def __init__(
        self, match_id: int, game_number: int, choice: str, language: Language = Language.ENGLISH
    ) -> None:
        play = choice == "play"
        super().__init__(
            f"arbiter:choose:{match_id}:{game_number}:{choice}",
            label(Message("Play first") if play else Message("Play second"), language),
            discord.ButtonStyle.primary if play else discord.ButtonStyle.secondary,
        )
        self.match_id, self.game_number, self.choice = match_id, game_number, choice

    @classmethod
    def parse(cls, found: re.Match[str]) -> ChooseButton:
        return cls(int(found["match"]), int(found["game"]), found["choice"])

    async def act(self, interaction: discord.Interaction) -> None:
        await bot_of(interaction).actions.choose(
            interaction,
            play_first=self.choice == "play",
            game_number=self.game_number,
            match_id=self.match_id,
        )


class HistoryPageButton(
    PersistentButton,
    template=r"arbiter:history:(?P<scope>channel|server):(?P<limit>\d+):(?P<page>\d+)",
):
    """Turns a page of `/match history` (the asker's own, private message)."""

    def __init__(self, scope: str, limit: int, page: int, label: str, *, disabled: bool) -> None:
        super().__init__(f"arbiter:history:{scope}:{limit}:{page}", label, disabled=disabled)
        self.scope, self.limit, self.page = scope, limit, page

    @classmethod
    def parse(cls, found: re.Match[str]) -> HistoryPageButton:
        return cls(found["scope"], int(found["limit"]), int(found["page"]), "", disabled=False)

    async def act(self, interaction: discord.Interaction) -> None:
        await bot_of(interaction).actions.history_page(
            interaction, self.scope, self.limit, self.page
        )


PERSISTENT_ITEMS = (ConfirmButton, DisputeButton, ChooseButton, HistoryPageButton)


def confirmation_view(pending_id: int, language: Language) -> discord.ui.View:
    """Confirm and Dispute, labelled in `language` (the message's)."""
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(pending_id, language))
    view.add_item(DisputeButton(pending_id, language))
    return view


def choice_view(match_id: int, game_number: int, language: Language) -> discord.ui.View:
    """Play first and Play second, labelled in `language` (the message's)."""
    view = discord.ui.View(timeout=None)
    view.add_item(ChooseButton(match_id, game_number, "play", language))
    view.add_item(ChooseButton(match_id, game_number, "draw", language))
    return view


def history_view(
    scope: str, limit: int, page: int, pages: int, language: Language
) -> discord.ui.View | None:
    """Previous / Next for a history of several pages (their custom ids differ on every page:
    each names the page it turns to), labelled in `language` (the asker's)."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(
        HistoryPageButton(
            scope,
            limit,
            max(page - 1, 0),
            label(Message("◀ Previous"), language),
            disabled=page == 0,
        )
    )
    view.add_item(
        HistoryPageButton(
            scope,
            limit,
            min(page + 1, pages - 1),
            label(Message("Next ▶"), language),
            disabled=page >= pages - 1,
        )
    )
    return view
