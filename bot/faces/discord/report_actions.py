"""What a player reports and takes back: a report (`/life`, `/poison`... and every event), a
batch of simultaneous events, an undo, a conceded match, and who plays first."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import discord

from bot.app.match.views import MatchView, PendingView
from bot.core.languages import Language
from bot.core.match.statuses import PendingKind
from bot.core.messages import Message, user_mention
from bot.faces.discord import messaging, render, wording
from bot.faces.discord.answers import Answer, Say, answers
from bot.faces.discord.change_answers import ChangeAnswers, Events, FollowUp
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.i18n import translate


def undone_message(
    match: MatchView,
    undone: Mapping[str, Any] | None,
    waiting: PendingView | None,
    by: str,
    language: Language,
) -> Message:
    """What an undo took back: a proposal or a report that waited, or the game's last report
    (`undone`, its stored payload)."""
    if waiting is not None and waiting.kind == PendingKind.MATCH_DRAW:
        return Message("{player} withdrew the proposed match draw; nothing changed.", player=by)
    if waiting is not None and waiting.kind != PendingKind.REPORT:
        return Message(
            "{player} withdrew the proposed match early end; nothing changed.", player=by
        )
    if waiting is not None:
        return Message(
            "{player} withdrew the report that was waiting for confirmation; it stays in the "
            "log, marked undone, and changed nothing.",
            player=by,
        )
    if undone:
        return Message(
            "{player} undid the last report of game {number} ({what}); it stays in the log, "
            "marked undone.",
            player=by,
            number=match.game.number,
            what=wording.undone(match, undone, language),
        )
    return Message(
        "{player} undid the last report of game {number}; it stays in the log, marked undone.",
        player=by,
        number=match.game.number,
    )


class ReportActions(ChangeAnswers):
    """Reports, batches, undo, a concession, play or draw."""

    @answers
    async def report(
        self, interaction: discord.Interaction, events: Callable[[], Events] | Events
    ) -> Answer:
        """`events`, or a function that builds them (checking the options: refusals)."""
        built = events() if callable(events) else events
        actor = await actor_for(interaction, self.service)
        answer = await self.service.report(
            channel_id=channel_of(interaction),
            actor=actor,
            events=built,
            idempotency_key=str(interaction.id),
        )
        return await self.present(interaction, answer, built)

    @answers
    async def concede_match(
        self, interaction: discord.Interaction, player: discord.abc.User | None
    ) -> Answer:
        actor = await actor_for(interaction, self.service)
        view = await self.service.concede_match(
            channel_id=channel_of(interaction),
            actor=actor,
            player=player.id if player else None,
            idempotency_key=str(interaction.id),
        )
        result = render.result_text(view, await self.public(view))
        return self._changed(interaction, view, Say(result), stored=not view.duplicate)

    @answers
    async def undo(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.service)
        channel_id = channel_of(interaction)
        # Undo withdraws whatever waits for confirmation first: the answer says which it was.
        answer = await self.service.undo_change(
            channel_id=channel_id, actor=actor, idempotency_key=str(interaction.id)
        )
        view, waiting = answer.match, answer.waited
        self.after.reopened(view)
        language, by = await self.public(view), user_mention(actor.user_id)
        retire = None
        if waiting is not None and waiting.message_id is not None:
            message_id = waiting.message_id

            async def retire() -> None:
                await messaging.retire_buttons(
                    self.client,
                    channel_id,
                    message_id,
                    translate(
                        Message("Withdrawn by {player}; this changes nothing.", player=by),
                        language,
                    ),
                )

        return self._changed(
            interaction,
            view,
            Say(translate(undone_message(view, answer.undone, waiting, by, language), language)),
            stored=not answer.duplicate,
            follow_up=FollowUp(before=retire),
        )

    @answers
    async def choose(
        self,
        interaction: discord.Interaction,
        *,
        play_first: bool,
        game_number: int | None = None,
        match_id: int | None = None,
    ) -> Answer:
        actor = await actor_for(interaction, self.service)
        view = await self.service.choose(
            channel_id=channel_of(interaction),
            actor=actor,
            play_first=play_first,
            match_id=match_id,
            game_number=game_number,
            idempotency_key=str(interaction.id),
        )
        first = render.seat(view, view.game.first_player or "")
        plays = Message(
            "{player} plays first in game {number}.", player=first, number=view.game.number
        )
        say = Say(translate(plays, await self.public(view)))
        return self._changed(interaction, view, say, stored=not view.duplicate)

    @answers
    async def batch_start(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.service)
        view = await self.service.open_batch(
            channel_id=channel_of(interaction), actor=actor, idempotency_key=str(interaction.id)
        )
        opened = Message(
            "Batch open: report each simultaneous event now, then /batch resolve to judge them "
            "together at one checkpoint (or /batch cancel)."
        )
        say = Say(translate(opened, await self.public(view)))
        return self._changed(interaction, view, say, stored=not view.duplicate)

    @answers
    async def batch_resolve(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.service)
        answer = await self.service.resolve_batch(
            channel_id=channel_of(interaction),
            actor=actor,
            idempotency_key=str(interaction.id),
        )
        return await self.present(interaction, answer)

    @answers
    async def batch_cancel(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.service)
        view = await self.service.cancel_batch(
            channel_id=channel_of(interaction), actor=actor, idempotency_key=str(interaction.id)
        )
        cancelled = Message("Batch cancelled; none of its events count.")
        say = Say(translate(cancelled, await self.public(view)))
        return self._changed(interaction, view, say, stored=not view.duplicate)
