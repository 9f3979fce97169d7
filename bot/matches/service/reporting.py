"""Reporting: one report, or several simultaneous events (one checkpoint), decided by the
domain (bot.matches.domain.decide.report)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain.commands import SendReport
from bot.matches.domain.decide import decide
from bot.matches.domain.decision import Refused
from bot.matches.domain.report_reading import read_report
from bot.matches.errors import NoActiveMatch
from bot.matches.inputs import refuse_nul
from bot.matches.requests import fingerprint, request_for
from bot.matches.service.unit import NO_ACTIVE_MATCH, Actor, UseCase
from bot.matches.showing import match_view
from bot.matches.views import ReportAnswer


class Reporting(UseCase):
    """A player's or judge's report."""

    async def report(
        self,
        *,
        channel_id: int,
        actor: Actor,
        events: Sequence[Mapping[str, Any]],
        idempotency_key: str,
    ) -> ReportAnswer:
        """Report one event, or several that happened at the same time (one checkpoint)."""
        refuse_nul(events, "The report")
        request = request_for(
            idempotency_key, actor.user_id, "report", ReportAnswer, channel_id=channel_id
        )
        assert request is not None

        async def work(session: AsyncSession) -> ReportAnswer:
            loaded = await self.unit.store.load(session, channel_id=channel_id, key=idempotency_key)
            if loaded.answered:
                # Already answered (maybe in a match that has finished since): same answer.
                earlier = await self.unit.answered(session, idempotency_key)
                if earlier is not None:
                    return earlier
            state = loaded.state
            if state is None:
                raise NoActiveMatch(NO_ACTIVE_MATCH)
            try:
                report = read_report(state.roster, actor, events)
            except Refused as error:
                raise self.refusal(error) from None
            retries = self.unit.requests
            # A report on the state this process's own delivered change left is no retry
            # (were that state stale, the version claim fails and this runs again on a read).
            if retries.recognise_retries and not (
                loaded.kept and retries.deliveries.settled(state.id, state.version)
            ):
                again = dataclasses.replace(
                    request, fingerprint=fingerprint("report", report.to_dict())
                )
                if loaded.kept:  # a retry is of the match's latest change: as stored now
                    state = await self.unit.loaded(session, channel_id, fresh=True)
                retried = await retries.retry(session, state.id, state.version, again)
                if retried is not None:
                    return retried
            outcome = decide(state, SendReport(report, idempotency_key), actor, loaded.policy)
            saved = await self.unit.decided(session, outcome)
            return ReportAnswer(**saved.answer.fields(), match=match_view(saved.after))

        return await self.unit.write(channel_id, work, request, recorded_by_work=True)
