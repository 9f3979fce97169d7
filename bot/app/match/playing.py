"""A match being played: reports and batches, confirmations, the play/draw choice, undo, and
the whole-match decisions (conceding, proposing a match draw or an early end, a judge's
result). Each is decided by the domain (bot.core.match.decide) on the channel's active
match and stored in one unit of work.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.match.showing import match_view
from bot.app.match.unit import (
    NO_ACTIVE_MATCH,
    NO_MATCH_YET,
    UseCase,
    answer_of,
    refused,
    waited,
)
from bot.app.match.views import ChangeAnswer, MatchView, ReportAnswer
from bot.core.errors import MatchError, NoActiveMatch
from bot.core.match.commands import (
    Actor,
    CancelBatch,
    Choose,
    ConcedeMatch,
    Confirm,
    Dispute,
    Propose,
    RecordResult,
    ResolveBatch,
    SendReport,
    StartBatch,
)
from bot.core.match.decide import decide
from bot.core.match.decision import Refused
from bot.core.match.inputs import refuse_nul
from bot.core.match.report_reading import read_report
from bot.core.match.state import MatchState
from bot.core.match.statuses import MatchStatus, PendingKind
from bot.core.match.undo import reopens
from bot.core.messages import Message
from bot.store.requests import fingerprint, request_for


def match_of(answer: ChangeAnswer) -> MatchView:
    """The match after a change, a repeat or a retry as its answer is."""
    return dataclasses.replace(answer.match, duplicate=answer.duplicate, retry=answer.retry)


# What a NUL refusal names (built once: a request that is not refused makes no message).
_THE_REPORT = Message("The report")
_THE_PLAYER = Message("The player")


class Playing(UseCase):
    """Every change to a channel's active match after its start."""

    async def report(
        self,
        *,
        channel_id: int,
        actor: Actor,
        events: Sequence[Mapping[str, Any]],
        idempotency_key: str,
    ) -> ReportAnswer:
        """Report one event, or several that happened at the same time (one checkpoint)."""
        request = request_for(
            idempotency_key, actor.user_id, "report", ReportAnswer, channel_id=channel_id
        )
        assert request is not None
        refuse_nul(events, _THE_REPORT)

        async def work(session: AsyncSession) -> ReportAnswer:
            loaded = await self.unit.store.load(session, channel_id=channel_id, key=idempotency_key)
            if loaded.answered:
                # Already answered (maybe in a match that has finished since): same answer.
                earlier = await self.unit.answered(session, idempotency_key)
                if earlier is not None:
                    return earlier
            state, policy = loaded.state, loaded.policy
            if state is None:
                raise NoActiveMatch(NO_ACTIVE_MATCH)
            retries = self.unit.requests
            # A report on the state this process's own delivered change left is no retry
            # (were that state stale, the version claim fails and this runs again on a read).
            may_be_retry = retries.recognise_retries and not (
                loaded.kept and retries.deliveries.settled(state.id, state.version)
            )
            if may_be_retry and loaded.kept:
                # A retry is of the match's latest change: read as stored now, and the report
                # read against that match's roster (it may be another match by now).
                state, policy = await self.unit.loaded(session, channel_id, fresh=True)
            try:
                report = read_report(state.roster, actor, events)
            except Refused as error:
                raise refused(error.refusal) from None
            if may_be_retry:
                again = dataclasses.replace(
                    request, fingerprint=fingerprint("report", report.to_dict())
                )
                retried: ReportAnswer | None = await retries.retry(
                    session, state.id, state.version, again
                )
                if retried is not None:
                    return retried
            outcome = decide(state, SendReport(report, idempotency_key), actor, policy)
            return answer_of(ReportAnswer, await self.unit.decided(session, outcome), state)

        return await self.unit.write(channel_id, work, request, recorded_by_work=True)

    async def open_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        """Collect reports to judge together as one simultaneous report."""
        return await self.decided(
            MatchView, "batch_start", {}, StartBatch(), channel_id, actor, idempotency_key
        )

    async def resolve_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str
    ) -> ReportAnswer:
        """bot.core.match.batches.resolve_batch."""
        command = ResolveBatch(idempotency_key)
        return await self.decided(
            ReportAnswer, "batch_resolve", {}, command, channel_id, actor, idempotency_key
        )

    async def cancel_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        return await self.decided(
            MatchView, "batch_cancel", {}, CancelBatch(), channel_id, actor, idempotency_key
        )

    async def confirm(
        self,
        *,
        channel_id: int,
        actor: Actor,
        pending_id: int | None = None,
        idempotency_key: str | None = None,
    ) -> ReportAnswer:
        """Confirm what waits: a report, or a proposal to draw or end the match."""
        arguments = {"pending_id": pending_id}
        command = Confirm(pending_id)
        return await self.decided(
            ReportAnswer, "confirm", arguments, command, channel_id, actor, idempotency_key
        )

    async def dispute(
        self,
        *,
        channel_id: int,
        actor: Actor,
        pending_id: int | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """The match after `dispute_change`."""
        return match_of(
            await self.dispute_change(
                channel_id=channel_id,
                actor=actor,
                pending_id=pending_id,
                idempotency_key=idempotency_key,
            )
        )

    async def dispute_change(
        self,
        *,
        channel_id: int,
        actor: Actor,
        pending_id: int | None = None,
        idempotency_key: str | None = None,
    ) -> ChangeAnswer:
        """Refuse a pending report or proposal: the report is marked disputed and has no effect,
        a proposal does not happen. The answer says which it was (`waited`)."""
        arguments = {"pending_id": pending_id}
        command = Dispute(pending_id)
        return await self.decided(
            ChangeAnswer, "dispute", arguments, command, channel_id, actor, idempotency_key
        )

    async def choose(
        self,
        *,
        channel_id: int,
        actor: Actor,
        play_first: bool,
        match_id: int | None = None,
        game_number: int | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """The chooser's play/draw decision. A button names the match and game it was for,
        so an old button cannot decide for a later game or match in the channel."""
        arguments = {"play_first": play_first, "match_id": match_id, "game_number": game_number}
        request = request_for(
            idempotency_key, actor.user_id, "choose", MatchView, arguments, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            # One read of the match for the button's check and the choice alike: a second
            # read would find the first one's state kept, and take a refusal for a stale one.
            current = await self.unit.active_or_latest(session, channel_id)
            if game_number is not None:
                if current is None:
                    raise NoActiveMatch(NO_MATCH_YET)
                if match_id is not None and current.id != match_id:
                    raise MatchError(
                        Message(
                            "That button belongs to match #{id}, which is over; use the "
                            "buttons of the current match, or /choose.",
                            id=match_id,
                        )
                    )
                number = current.game.number
                if game_number > number and current.result is None:
                    raise MatchError(
                        Message(
                            "That choice was for game {chosen}, which is not next any more: "
                            "/undo reopened game {number}.",
                            chosen=game_number,
                            number=number,
                        )
                    )
                if number != game_number or current.result is not None:
                    raise MatchError(
                        Message(
                            "That choice was for game {chosen}, which is settled.",
                            chosen=game_number,
                        )
                    )
            if current is None or current.status is not MatchStatus.ACTIVE:
                raise NoActiveMatch(NO_ACTIVE_MATCH)
            outcome = decide(current, Choose(play_first), actor)
            return match_view((await self.unit.decided(session, outcome)).after)

        return await self.unit.write(channel_id, work, request)

    async def undo(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        """The match after `undo_change`."""
        return match_of(
            await self.undo_change(
                channel_id=channel_id, actor=actor, idempotency_key=idempotency_key
            )
        )

    async def undo_change(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> ChangeAnswer:
        """Revert the last report of the current game (its reporter or a judge). A report still
        waiting for confirmation is withdrawn instead. The report stays in the log, marked.
        The answer says which: what waited (`waited`), or the report taken back (`undone`)."""
        request = request_for(
            idempotency_key, actor.user_id, "undo", ChangeAnswer, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> ChangeAnswer:
            state = await self._undoable(session, channel_id)
            command = await self.unit.store.undo_log(session, state)
            decision = self.unit.decision(decide(state, command, actor))
            saved = await self.unit.decided(session, decision)
            undone = None if decision.undone is None else decision.undone.to_dict()
            return ChangeAnswer(match_view(saved.after), waited=waited(state), undone=undone)

        return await self.unit.write(channel_id, work, request)

    async def _undoable(self, session: AsyncSession, channel_id: int) -> MatchState:
        """The channel's active match; else its latest match if a game report finished it,
        so that report can still be undone (until its league round is closed: `decide`)."""
        state = await self.unit.active_or_latest(session, channel_id)
        if state is None or not (state.status is MatchStatus.ACTIVE or reopens(state)):
            raise NoActiveMatch(NO_ACTIVE_MATCH)
        return state

    async def concede_match(
        self,
        *,
        channel_id: int,
        actor: Actor,
        player: int | str | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """A player concedes the whole match (MTR 2.5): the other side wins it."""
        refuse_nul(player, _THE_PLAYER)
        arguments = {"player": player}
        command = ConcedeMatch(player)
        return await self.decided(
            MatchView, "match_concede", arguments, command, channel_id, actor, idempotency_key
        )

    async def propose(
        self, *, channel_id: int, actor: Actor, kind: str, idempotency_key: str | None = None
    ) -> MatchView:
        """The match after `proposal`."""
        return match_of(
            await self.proposal(
                channel_id=channel_id, actor=actor, kind=kind, idempotency_key=idempotency_key
            )
        )

    async def proposal(
        self, *, channel_id: int, actor: Actor, kind: str, idempotency_key: str | None = None
    ) -> ChangeAnswer:
        """Draw the match intentionally ("match_draw") or end it early ("match_end", by
        agreement or at time): bot.core.match.agreements.propose. The answer says what
        waited before (settled, withdrawn, or agreed to by this)."""
        if kind not in (PendingKind.MATCH_DRAW, PendingKind.MATCH_END):
            raise MatchError(Message("Choose a match draw or an early end."))
        request = request_for(
            idempotency_key, actor.user_id, kind, ChangeAnswer, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> ChangeAnswer:
            state, _ = await self.unit.loaded(session, channel_id)
            outcome = decide(state, Propose(PendingKind(kind)), actor)
            return answer_of(ChangeAnswer, await self.unit.decided(session, outcome), state)

        return await self.unit.write(channel_id, work, request)

    async def record_result(
        self,
        *,
        channel_id: int,
        actor: Actor,
        result: RecordResult,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """A judge's result ends the match at once (bot.core.match.results.record_result):
        how a league's or a playoff's fix reaches a match still being played."""
        arguments = {"winner": result.winner, "wins": result.wins, "draws": result.draws}
        return await self.decided(
            MatchView, "match_record", arguments, result, channel_id, actor, idempotency_key
        )
