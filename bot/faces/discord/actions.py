"""The work of each interaction: ask the match service, then say what happened.

Cogs and buttons only parse their options and call one method here. Each method returns an
`Answer` and is run by `answers.respond` (the `@answers` decorator), which acknowledges the
interaction in time whatever the database does, keeps refusals private and delivers the
answer; what may wait (remembering a message id, the scoreboard) runs after it (`then`).
Names and the service's texts are shown as plain text (`mentions`), each message pings
exactly the people it means (`Pings`), and everything fits Discord's limits (`limits`).
"""

from __future__ import annotations

import logging

import discord

from bot.core.messages import Message
from bot.faces.discord.agreement_actions import AgreementActions
from bot.faces.discord.answers import Answer, Answering, answers, deliver, failure, refusal, respond
from bot.faces.discord.languages import private_language
from bot.faces.discord.report_actions import ReportActions
from bot.faces.discord.start_actions import StartActions
from bot.faces.i18n import translate

log = logging.getLogger(__name__)


async def report_failure(
    answering: Answering, interaction: discord.Interaction, error: BaseException
) -> None:
    """Failures before an action ran (option conversion, checks) become answers too."""
    if isinstance(error, discord.app_commands.NoPrivateMessage):
        only = Message("This command works in a server's channels and threads, not here.")
        answer = refusal(translate(only, private_language(interaction)))
    else:
        answer = failure(answering, interaction, error)
    await deliver(interaction, answer)


class Actions(StartActions, ReportActions, AgreementActions):
    """The commands and buttons that change a match (the others: `info_actions`), one module per
    use case: starting one (`start_actions`), reporting and taking back (`report_actions`),
    what waits for agreement (`agreement_actions`); what every change's answer does is
    `change_answers`. What the table sees is in the server's language (`public`), a private
    answer in its reader's."""

    @answers
    async def refuse(self, interaction: discord.Interaction, message: str) -> Answer:
        return refusal(message)


__all__ = ["Actions", "report_failure", "respond"]
