"""`/league round swap`: a judge swaps two players between tables of the next round before
it is posted (issue 33). The swap is stored with the round's tables after it, so the preview
shows and the start posts that pairing; who swapped whom and when stays on the record."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.league.rounds import (
    LeagueChanged,
    Paired,
    RoundView,
    ToPair,
    ToPreview,
    holding_swaps,
    next_round,
    paired_view,
    swap_basis,
)
from bot.core.errors import MatchError, NotAllowed
from bot.core.messages import Message, user_mention
from bot.store.leagues import document
from bot.store.tables.leagues import RoundSwap


async def swap_round(
    session: AsyncSession,
    *,
    channel_id: int,
    is_judge: bool,
    user_ids: tuple[int, int],
    by: int,
    now: datetime,
    paired: Paired | None,
) -> RoundView:
    """Swap the two players of `user_ids` between their tables of the next round, as the
    start would pair it (`paired`, from what `to_pair` read; LeagueChanged if the league is
    no longer that). Refused unless both play at different tables of that round."""
    if not is_judge:
        raise NotAllowed(
            Message("Only a judge or an organiser can change the next round's pairing.")
        )
    if user_ids[0] == user_ids[1]:
        raise MatchError(Message("Name two different players to swap: `a:@one b:@another`."))
    league, rows, resume = await next_round(
        session, channel_id=channel_id, is_judge=is_judge, lock=True, now=now
    )
    if resume is not None:
        raise MatchError(
            Message(
                "Round {round} is paired already and its tables are being started; it can no "
                "longer be changed. /league round status shows it.",
                round=resume.number,
            )
        )
    data = document(rows)
    if paired is None or paired[0].document != data or paired[0].seed != league.seed:
        raise LeagueChanged
    pairing = paired[1]
    held = holding_swaps(rows, pairing.round, data, league.seed)
    users = {p.name: p.user_id for p in rows.players}
    read = ToPreview(ToPair(paired[0].league, league.seed, data), league, users, held)
    before = paired_view(read, pairing, now)
    names = {p.user_id: p.name for p in rows.players if p.user_id is not None}
    seats: list[tuple[str, int]] = []
    for user_id in user_ids:
        name = names.get(user_id)
        table = next(
            (i for i, p in enumerate(before.pairings) if name is not None and name in p.players),
            None,
        )
        if name is None or table is None:
            raise MatchError(
                Message(
                    "{player} is not at a table of round {round} (not in the league, dropped, "
                    "or given the bye). /league round preview shows who plays; swap two players "
                    "who are at tables.",
                    player=name or user_mention(user_id),
                    round=before.number,
                )
            )
        seats.append((name, table))
    (a, table_a), (b, table_b) = seats
    if table_a == table_b:
        raise MatchError(
            Message(
                "{a} and {b} already play each other at table {table}; swap players of two "
                "different tables.",
                a=a,
                b=b,
                table=table_a + 1,
            )
        )
    tables = [list(p.players) for p in before.pairings]
    tables[table_a][tables[table_a].index(a)] = b
    tables[table_b][tables[table_b].index(b)] = a
    assert league.id is not None
    swap = RoundSwap(
        league_id=league.id,
        round_number=before.number,
        player_a=a,
        player_b=b,
        tables=tables,
        basis=swap_basis(data, league.seed),
        swapped_by=by,
        swapped_at=now,
    )
    session.add(swap)
    await session.flush()
    after = ToPreview(read.planned, league, users, [*held, swap])
    return paired_view(after, pairing, now)
