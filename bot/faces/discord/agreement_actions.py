"""What waits for agreement: a proposed match draw or early end (`propose`), and the Confirm and
Dispute of a report or a proposal (bot.core.match.agreements); a dispute calls the server's
judges. **What happens when someone presses Confirm is `AgreementActions.confirm`.**"""

from __future__ import annotations

import discord

from bot.core.match.statuses import PendingKind, ReplyStatus
from bot.core.messages import N_, Message, user_mention
from bot.faces.discord import messaging, render, wording
from bot.faces.discord.answers import Answer, Say, answers
from bot.faces.discord.change_answers import ChangeAnswers
from bot.faces.discord.components import choice_view, confirmation_view
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.mentions import Pings
from bot.faces.i18n import translate

# What a declined proposal leaves (PendingView.kind): the match goes on.
DECLINED = {
    PendingKind.MATCH_DRAW: N_("Declined by {player}: no intentional draw; the match goes on."),
    PendingKind.MATCH_END: N_("Declined by {player}: the match does not end early; it goes on."),
}


class AgreementActions(ChangeAnswers):
    """Proposals, Confirm and Dispute."""

    @answers
    async def propose(self, interaction: discord.Interaction, kind: PendingKind) -> Answer:
        actor = await actor_for(interaction, self.service)
        channel_id = channel_of(interaction)
        answer = await self.service.proposal(
            channel_id=channel_id,
            actor=actor,
            kind=kind,
            idempotency_key=str(interaction.id),
        )
        view, waiting = answer.match, answer.waited
        stored = not answer.duplicate
        # The same proposal still waits and this is someone else's agreement to it (a repeated
        # delivery of the proposal itself answers as the first time did).
        still = (
            view.pending is not None
            and waiting is not None
            and view.pending.id == waiting.id
            and waiting.requested_by != actor.user_id
        )
        language = await self.public(view)
        if waiting is not None and waiting.message_id is not None and not still:
            # What waited is settled or withdrawn: its buttons would only refuse now.
            agreed = view.result is not None and waiting.kind == kind
            text = (
                # the result follows once, in the answer
                translate(
                    Message("Confirmed by {player}.", player=user_mention(actor.user_id)), language
                )
                if agreed  # the same proposal, agreed to by repeating it
                else wording.settled(view, waiting, language)
            )
            await messaging.retire_buttons(self.client, channel_id, waiting.message_id, text)
        if view.result is not None:
            result = render.result_text(view, language)
            return self._changed(interaction, view, Say(result), stored=stored)
        if still and view.pending is not None:
            agreed_by = Message("{player} agreed.", player=user_mention(actor.user_id))
            say = Say(
                f"{translate(agreed_by, language)}\n"
                f"{render.pending_text(view, view.pending, language)}",
                pings=Pings.of(
                    p.user_id for p in view.players if p.name in view.pending.waiting_for
                ),
            )
            return self._changed(interaction, view, say, stored=stored)
        proposes = Message("{player} proposes:", player=user_mention(actor.user_id))
        intro = f"{translate(proposes, language)} "
        return self._awaiting(interaction, view, intro, language, stored=stored)

    @answers
    async def confirm(self, interaction: discord.Interaction, pending_id: int) -> Answer:
        actor = await actor_for(interaction, self.service)
        answer = await self.service.confirm(
            channel_id=channel_of(interaction),
            actor=actor,
            pending_id=pending_id,
            idempotency_key=str(interaction.id),
        )
        match, stored = answer.match, not answer.duplicate
        language = await self.public(match)
        by = user_mention(actor.user_id)
        if answer.status == ReplyStatus.PENDING and match.pending is not None:
            # Agreed, but others still have to: the buttons stay for them.
            waiting = render.pending_text(match, match.pending, language)
            if match.pending.kind == PendingKind.REPORT:
                did = Message("{player} confirmed.", player=by)
            else:
                did = Message("{player} agreed.", player=by)
            say = Say(
                f"{translate(did, language)}\n{waiting}",
                view=confirmation_view(match.pending.id, language),
            )
            return self._changed(interaction, match, say, stored=stored, edit_pressed=True)
        more = []
        if answer.next_chooser:
            # A new message, not an edit: Discord only notifies mentions in new messages.
            chooser = match.game.chooser
            more.append(
                Say(
                    render.chooser_text(match, language),
                    view=choice_view(match.id, match.game.number, language)
                    if render.choice_open(match)
                    else None,
                    pings=Pings.seated(match.players, (chooser,) if chooser else ()),
                )
            )
        text = render.report_text(answer, language, with_chooser=False) if answer.outcomes else ""
        if match.result is not None and not answer.outcomes:
            text = render.result_text(match, language)
        confirmed = translate(Message("Confirmed by {player}.", player=by), language)
        say = Say(f"{confirmed}\n{text}")
        return self._changed(interaction, match, say, stored=stored, more=more, edit_pressed=True)

    @answers
    async def dispute(self, interaction: discord.Interaction, pending_id: int) -> Answer:
        actor = await actor_for(interaction, self.service)
        answer = await self.service.dispute_change(
            channel_id=channel_of(interaction),
            actor=actor,
            pending_id=pending_id,
            idempotency_key=str(interaction.id),
        )
        view, waited, stored = answer.match, answer.waited, not answer.duplicate
        language, by = await self.public(view), user_mention(actor.user_id)
        if waited is not None and waited.kind in DECLINED:
            # A proposal turned down: nothing was reported, so there is nothing for a judge.
            declined = Say(translate(Message(DECLINED[waited.kind], player=by), language))
            return self._changed(interaction, view, declined, stored=stored, edit_pressed=True)
        settings = await self.service.settings(interaction.guild_id or 0)
        role_id = settings.judge_role_id
        if role_id is None:
            unjudged = Message(
                "Disputed by {player}: that report was set aside and changes nothing. No judge "
                "was called: this server has no judge role. A server admin can set one with "
                "`/arbiter config judge_role:`; meanwhile, ask someone with the Manage Server "
                "permission to rule.",
                player=by,
            )
            say = Say(translate(unjudged, language))
            return self._changed(interaction, view, say, stored=stored, edit_pressed=True)
        # Discord does not notify mentions added by editing a message: call the judges in a
        # new message so the role is actually pinged.
        judges = f"<@&{role_id}>"
        called = Message(
            "{judges}, please take a look: {player} disputed a report in match #{id}.",
            judges=judges,
            player=by,
            id=view.id,
        )
        call = Say(translate(called, language), pings=Pings.of(roles=[role_id]))
        disputed = Message(
            "Disputed by {player}: that report was set aside and changes nothing. A judge has "
            "been called.",
            player=by,
        )
        say = Say(translate(disputed, language))
        return self._changed(interaction, view, say, stored=stored, more=[call], edit_pressed=True)
