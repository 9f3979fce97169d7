"""The buttons and the form of asking a judge (bot.faces.discord.judge_actions). The buttons are
persistent (discord.py DynamicItem, as in bot.faces.discord.components): their custom ids
carry what they act on, so they keep working after a restart. A button or a form is labelled
in the language of its message (its custom id is the same in every language); the "Ask a
judge" button under a quick ruling's answer is given its label by the ruling's face, in the
answer's language (English after a restart, which only matters for dispatch: Discord keeps
the label it was sent with)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.core.languages import Language
from bot.core.messages import N_, Message
from bot.core.rulings.precedents import MAX_ANSWER
from bot.faces.discord.floor_components import ENGLISH, label
from bot.faces.discord.league_render import said

if TYPE_CHECKING:
    from bot.faces.discord.client import ArbiterBot


def _bot(interaction: discord.Interaction) -> ArbiterBot:
    return interaction.client  # type: ignore[return-value]


ASK_LABEL = "Ask a judge"


class AskJudgeButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:judge:ask:(?P<id>\d+)"
):
    """Sends the question an answer could not settle to the server's judges."""

    def __init__(self, question_id: int, label: str = ASK_LABEL) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.primary,
                custom_id=f"arbiter:judge:ask:{question_id}",
            )
        )
        self.question_id = question_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AskJudgeButton:
        return cls(int(match["id"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).judge_actions.ask(interaction, self.question_id)


class NoJudgeChannelButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:judge:unset"
):
    """In a server without a judge channel: says how an admin sets one."""

    def __init__(self, label: str = ASK_LABEL) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id="arbiter:judge:unset",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> NoJudgeChannelButton:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).judge_actions.no_judge_channel(interaction)


class InDirectMessageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:judge:dm"
):
    """In a DM (or a group DM) there are no judges: says to ask in a server."""

    def __init__(self, label: str = ASK_LABEL) -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.secondary, custom_id="arbiter:judge:dm"
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> InDirectMessageButton:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).judge_actions.in_direct_message(interaction)


class AnswerButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:judge:answer:(?P<id>\d+)"
):
    """On a question in the judge channel: a judge's answer form."""

    def __init__(self, question_id: int, language: Language = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=label(N_("Answer"), language),
                style=discord.ButtonStyle.success,
                custom_id=f"arbiter:judge:answer:{question_id}",
            )
        )
        self.question_id = question_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AnswerButton:
        return cls(int(match["id"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).judge_actions.open_answer(interaction, self.question_id)


class PrecedentPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arbiter:precedents:(?P<page>\d+)"
):
    """Turns a page of `/precedents` (the asker's own, private message)."""

    def __init__(self, page: int, label: str = "", *, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or None,
                style=discord.ButtonStyle.secondary,
                custom_id=f"arbiter:precedents:{page}",
                disabled=disabled,
            )
        )
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PrecedentPageButton:
        return cls(int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).judge_actions.precedents_page(interaction, self.page)


JUDGE_ITEMS = (
    AskJudgeButton,
    NoJudgeChannelButton,
    InDirectMessageButton,
    AnswerButton,
    PrecedentPageButton,
)


class AnswerForm(discord.ui.Modal):
    """A judge's answer to question `question_id` (opened by its Answer button)."""

    def __init__(self, question_id: int, opened_by: int, language: Language) -> None:
        # Each opening its own id: two judges' forms never stand for one another.
        title = Message("Answer question #{id}", id=question_id)
        super().__init__(
            title=said(title, language)[:45],
            custom_id=f"arbiter:judge:form:{question_id}:{opened_by}",
            timeout=None,
        )
        self.question_id = question_id
        self.text: discord.ui.TextInput[AnswerForm] = discord.ui.TextInput(
            style=discord.TextStyle.paragraph,
            max_length=MAX_ANSWER,
            min_length=1,
            custom_id="arbiter:judge:form:text",
        )
        self.add_item(
            discord.ui.Label(
                text=label(N_("Your ruling"), language),
                description=label(
                    N_("The asker is told, and it is kept as a precedent of the server."), language
                ),
                component=self.text,
            )
        )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).judge_actions.answer(interaction, self.question_id, self.text.value)


def ask_view(
    question_id: int | None, *, in_server: bool, label: str = ASK_LABEL
) -> discord.ui.View:
    """The "Ask a judge" button under an answer Arbiter could not give, labelled `label`."""
    view = discord.ui.View(timeout=None)
    if not in_server:
        view.add_item(InDirectMessageButton(label))
    elif question_id is None:
        view.add_item(NoJudgeChannelButton(label))
    else:
        view.add_item(AskJudgeButton(question_id, label))
    return view


def answer_view(question_id: int, language: Language) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AnswerButton(question_id, language))
    return view


def precedents_view(page: int, pages: int, language: Language) -> discord.ui.View | None:
    """Previous / Next for a list of several pages (each button names the page it turns to)."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    previous, following = label(N_("◀ Previous"), language), label(N_("Next ▶"), language)
    view.add_item(PrecedentPageButton(max(page - 1, 0), previous, disabled=page == 0))
    view.add_item(
        PrecedentPageButton(min(page + 1, pages - 1), following, disabled=page >= pages - 1)
    )
    return view
