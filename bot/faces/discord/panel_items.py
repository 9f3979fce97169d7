"""A player's panel's persistent items (discord.py dynamic items): any of its buttons and its
"Whose total" select, read back from their custom ids after a restart, and the "Other amount…"
form; each hands its press to the panel's actions (bot.faces.discord.panel_actions)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.core.languages import Language
from bot.core.messages import Message
from bot.faces.discord.components import PersistentButton, bot_of
from bot.faces.discord.panel_codes import (
    BUTTON_TEMPLATE,
    SELECT_TEMPLATE,
    Action,
    Panel,
    action_code,
)
from bot.faces.i18n import translate

if TYPE_CHECKING:
    from bot.faces.discord.panel_actions import Panels

AMOUNT_FIELD = "amount"


class AmountForm(discord.ui.Modal):
    """ "Other amount…": a change or a total of `seat`'s life (or vitae), typed, in the
    presser's `language`. Shown at once, the press's answer itself (nothing is read first: it
    changes nothing until sent, then it is checked like any press). Sent to the process that
    showed it: a form opened before a restart and sent after it reaches nothing (Discord says
    so), the panel's buttons do. Its field's custom id never changes with the language."""

    def __init__(self, panel: Panel, seat: int, language: Language = Language.ENGLISH) -> None:
        if seat == panel.seat:
            title = Message("Other amount (yours)")
        else:
            title = Message("Other amount (seat {seat})", seat=seat)
        super().__init__(
            title=translate(title, language), custom_id=panel.custom_id(f"m{seat}"), timeout=900
        )
        self.amount: discord.ui.TextInput[AmountForm] = discord.ui.TextInput(
            label=translate(Message("-7 loses 7, +4 gains 4, =20 sets it"), language),
            custom_id=AMOUNT_FIELD,
            placeholder="-7",
            min_length=2,
            max_length=6,
        )
        self.add_item(self.amount)
        self.panel, self.seat = panel, seat

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await _panels(interaction).submitted(interaction, self.panel, self.seat, self.amount.value)


def _panels(interaction: discord.Interaction) -> Panels:
    return bot_of(interaction).panels


class PanelButton(PersistentButton, template=BUTTON_TEMPLATE):
    """Any button of a panel: its action is read and checked when pressed (an id of an older
    panel may name what the match no longer takes: that press is refused privately)."""

    def __init__(
        self,
        panel: Panel,
        action: Action | str,
        label: str = "",
        *,
        primary: bool = False,
        danger: bool = False,
    ) -> None:
        style = discord.ButtonStyle.secondary
        if primary:
            style = discord.ButtonStyle.primary
        elif danger:
            style = discord.ButtonStyle.danger
        code = action if isinstance(action, str) else action_code(action)
        super().__init__(panel.custom_id(code), label or code, style)
        self.panel, self.code = panel, code

    @classmethod
    def parse(cls, found: re.Match[str]) -> PanelButton:
        return cls(Panel.read(found), found["action"])

    async def act(self, interaction: discord.Interaction) -> None:
        await _panels(interaction).press(interaction, self.panel, self.code)


class PanelSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """Whose total, at six players."""

    def __init__(
        self,
        panel: Panel,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "Whose total",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=panel.custom_id("whose"),
                options=options or [discord.SelectOption(label="-", value="-")],
                placeholder=placeholder,
            )
        )
        self.panel = panel

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PanelSelect:
        return cls(Panel.read(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        chosen = self.item.values[0] if self.item.values else ""
        code = f"t{chosen}" if re.fullmatch(r"[1-9]", chosen) else "?"
        await _panels(interaction).press(interaction, self.panel, code)


PANEL_ITEMS = (PanelButton, PanelSelect)  # and the board's Panel (scoreboard.py)
