"""A judge's penalty for a league player (/league penalty give|list), end to end.

The penalty is kept as the league's record (bot.store.tables.penalties) and goes into its file
(bot.core.league.penalties). One that changes a result reaches the player's match in play
through the match service, the same write path as any change to a match: a game loss is the
match's penalty report (the game in progress, or the next one if none has begun, is lost, its
opponent wins it); a match loss and a disqualification concede the match for the player (a
pod's player is eliminated from its game); a disqualification also drops the player from the
league. The match change goes first, under a key derived from the interaction's: if the
match refuses it (a report waits for confirmation), nothing is recorded. Each step is applied
once per interaction, so a second delivery changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.after_commit import AfterCommit
from bot.app.league.service import LeagueWrites
from bot.app.match import Actor
from bot.app.match.views import MatchView
from bot.core.errors import MatchError, NotAllowed
from bot.core.league.penalties import NOTE_LIMIT, Infraction, PenaltyKind
from bot.core.match.statuses import MatchStatus
from bot.core.messages import Message, user_mention
from bot.store import leagues as records
from bot.store.tables.matches import ACTIVE
from bot.store.tables.penalties import LeaguePenalty

ONLY_JUDGES = Message(
    "Only a judge or an organiser (the judge role or Manage Server) can give a penalty."
)


class Applied(StrEnum):
    """What a penalty did to the player's match."""

    NOTHING = "nothing"  # a warning, or no match of theirs was being played
    GAME_LOSS = "game_loss"  # the game in progress (or the next) lost
    MATCH_LOSS = "match_loss"  # the match ended, lost


@dataclass(frozen=True, slots=True)
class PenaltyView:
    id: int
    player: str
    user_id: int | None
    round: int  # 0: before round 1
    kind: PenaltyKind
    infraction: Infraction
    note: str
    given_by: int
    applied: Applied = Applied.NOTHING
    match_id: int | None = None
    match_channel_id: int | None = None  # the thread of the match it reached
    dropped: bool = False  # a disqualification dropped the player from the league
    duplicate: bool = False


@dataclass(frozen=True, slots=True)
class PenaltyList:
    league: str
    penalties: tuple[PenaltyView, ...]


@dataclass(frozen=True, slots=True)
class _Target:
    player: str
    user_id: int | None
    match: MatchView | None  # their match being played, if any


def _view(
    row: LeaguePenalty,
    applied: Applied = Applied.NOTHING,
    match: MatchView | None = None,
    *,
    dropped: bool = False,
) -> PenaltyView:
    assert row.id is not None
    return PenaltyView(
        id=row.id,
        player=row.player,
        user_id=row.user_id,
        round=row.round_number,
        kind=PenaltyKind(row.kind),
        infraction=Infraction(row.infraction),
        note=row.note,
        given_by=row.given_by,
        applied=applied,
        match_id=row.match_id,
        match_channel_id=match.channel_id if match is not None else None,
        dropped=dropped,
    )


class PenaltyService(LeagueWrites):
    kind_prefix = "league"

    def __init__(self, writes: LeagueWrites, after: AfterCommit) -> None:
        super().__init__(writes.db, writes.matches)
        self.write_wait = writes.write_wait
        self.after = after

    async def give(
        self,
        *,
        channel_id: int,
        actor: Actor,
        user_id: int,
        kind: PenaltyKind,
        infraction: Infraction,
        note: str,
        idempotency_key: str,
    ) -> PenaltyView:
        if not actor.is_judge:
            raise NotAllowed(ONLY_JUDGES)
        note = note.strip()
        if len(note) > NOTE_LIMIT:
            raise MatchError(
                Message(
                    "Keep the note to {limit} characters (it has {length}).",
                    limit=NOTE_LIMIT,
                    length=len(note),
                )
            )
        target = await self._target(channel_id, user_id)
        applied, match = Applied.NOTHING, None
        if target.match is not None and kind is not PenaltyKind.WARNING:
            applied, match = await self._apply(target, kind, actor, idempotency_key)

        async def work(session: AsyncSession) -> PenaltyView:
            league = await records.open_league(session, channel_id, lock=True)
            rows = await records.load(session, league)
            player = next(p for p in rows.players if p.name == target.player)
            assert league.id is not None
            row = LeaguePenalty(
                league_id=league.id,
                player=player.name,
                user_id=player.user_id,
                round_number=len(rows.rounds),
                in_playoff=rows.playoff is not None,
                kind=kind.value,
                infraction=infraction.value,
                note=note,
                given_by=actor.user_id,
                match_id=match.id if match is not None else None,
            )
            session.add(row)
            # After the cut nobody drops (the seeds stand): the match loss ends their playoff.
            dropped = (
                kind is PenaltyKind.DISQUALIFICATION
                and player.dropped_after is None
                and rows.playoff is None
            )
            if dropped:
                player.dropped_after = len(rows.rounds)
            await session.flush()
            return _view(row, applied, match, dropped=dropped)

        given = await self._write(
            channel_id, work, "penalty", PenaltyView, actor.user_id, idempotency_key
        )
        if match is not None and match.status == MatchStatus.FINISHED:
            await self.after.rated(match)  # rated (or found rated) with the penalty's result
            await self.after.answered(match)  # a playoff match: its round may move on
        return given

    async def _target(self, channel_id: int, user_id: int) -> _Target:
        """The penalised player and their match being played (a round's or the playoff's)."""
        async with self.db.transaction() as session:
            league = await records.open_league(session, channel_id)
            rows = await records.load(session, league)
        player = next((p for p in rows.players if p.user_id == user_id), None)
        if player is None:
            raise MatchError(
                Message("{player} is not registered in this league.", player=user_mention(user_id))
            )
        seated = [p.match_id for p in rows.pairings if player.name in p.players]
        seated += [p.match_id for p in rows.playoff_matches if player.name in p.players]
        live = next(
            (
                rows.matches[m]
                for m in seated
                if m is not None and m in rows.matches and rows.matches[m].status == ACTIVE
            ),
            None,
        )
        match = None if live is None or live.id is None else await self.matches.match(live.id)
        return _Target(player.name, player.user_id, match)

    async def _apply(
        self, target: _Target, kind: PenaltyKind, actor: Actor, key: str
    ) -> tuple[Applied, MatchView]:
        """The penalty on the player's match, by the match service (refused: nothing is
        recorded). A pod's player is eliminated from its game whatever the penalty."""
        assert target.match is not None
        channel = target.match.channel_id
        judge = Actor(user_id=actor.user_id, is_judge=True)
        derived = f"penalty:{key}"
        who: int | str = target.user_id if target.user_id is not None else target.player
        if kind is PenaltyKind.GAME_LOSS or len(target.match.teams) != 2:
            answer = await self.matches.report(
                channel_id=channel,
                actor=judge,
                events=[{"event": "penalty", "player": who}],
                idempotency_key=derived,
            )
            applied = Applied.GAME_LOSS if kind is PenaltyKind.GAME_LOSS else Applied.MATCH_LOSS
            return applied, answer.match
        ended = await self.matches.concede_match(
            channel_id=channel, actor=judge, player=who, idempotency_key=derived
        )
        return Applied.MATCH_LOSS, ended

    async def list(
        self, *, channel_id: int, actor: Actor, user_id: int | None = None
    ) -> PenaltyList:
        """Judges see every penalty (or one player's); a player sees their own only."""
        async with self.db.transaction() as session:
            league = await records.open_league(session, channel_id, closed_too=True)
            rows = await records.load(session, league)
        if not actor.is_judge:
            if user_id is not None and user_id != actor.user_id:
                raise NotAllowed(
                    Message(
                        "A player sees only their own penalties (/league penalty list without a "
                        "player); judges see everyone's."
                    )
                )
            user_id = actor.user_id
        shown = [p for p in rows.penalties if user_id is None or p.user_id == user_id]
        return PenaltyList(league.name, tuple(_view(p) for p in shown))
