"""The round start's saga in the application (bot.app.league.round_start and table_opening),
on SQLite and PostgreSQL, through a `Tables` port that is not Discord: each table is claimed,
given a thread, a match and its players' welcome once; a port that refuses a thread stops the
start, which the next start resumes in the threads already opened; a welcome refused leaves
only that table to resume. (Through discord.py: tests/discord/test_league_starts.py.)"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from bot.app.league import LeagueService
from bot.app.league.round_start import Progress, RoundStart
from bot.app.league.table_opening import TableOpener
from bot.app.league.table_starts import TableStarts
from bot.app.match import MatchService
from bot.app.match.views import MatchView
from bot.app.ports import Delivery, NotSent, Opening, Sent
from bot.core.messages import Message
from bot.store.database import Database
from tests.test_league_service import LEAGUE_CHANNEL, ORGANISER, SWISS, new_league

ARBITER = 4242


@dataclass
class Tables:
    """A face that keeps what it was asked; `refuse_threads`/`refuse_welcomes`: the tables
    (by number) whose thread or welcome it refuses, once each."""

    refuse_threads: set[int] = field(default_factory=set)
    refuse_welcomes: set[int] = field(default_factory=set)
    threads: dict[int, list[int]] = field(default_factory=dict)  # table -> threads opened
    welcomed: dict[int, list[tuple[int, int]]] = field(default_factory=dict)  # thread, match
    boards: list[int] = field(default_factory=list)
    board_messages: dict[int, int] = field(default_factory=dict)  # match -> its board's message
    ids: itertools.count[int] = field(default_factory=lambda: itertools.count(70_000))

    @property
    def arbiter_id(self) -> int:
        return ARBITER

    def clock(self) -> float:
        return 0.0

    async def open_thread(self, opening: Opening) -> Delivery:
        table = opening.table.table
        if table in self.refuse_threads:
            self.refuse_threads.discard(table)
            return NotSent(Message.verbatim_text("The thread was refused."))
        thread = next(self.ids)
        self.threads.setdefault(table, []).append(thread)
        return Sent(thread)

    async def welcome(self, opening: Opening, thread_id: int, match: MatchView) -> Delivery:
        table = opening.table.table
        if table in self.refuse_welcomes:
            self.refuse_welcomes.discard(table)
            return NotSent(Message.verbatim_text("The welcome was refused."), stops=False)
        self.welcomed.setdefault(table, []).append((thread_id, match.id))
        return Sent(next(self.ids))

    async def show_board(self, opening: Opening, thread_id: int, match: MatchView) -> int:
        board = next(self.ids)
        self.boards.append(match.id)
        self.board_messages[match.id] = board
        return board


def round_start(database: Database, tables: Tables) -> RoundStart:
    matches = MatchService(database)
    leagues = LeagueService(database, matches)
    return RoundStart(leagues, TableOpener(TableStarts(database, matches), tables))


async def test_a_round_is_started_table_by_table_with_its_progress(database: Database) -> None:
    tables = Tables()
    rounds = round_start(database, tables)
    await new_league(rounds.leagues, SWISS, 6)
    shown: list[Progress] = []

    async def progress(now: Progress) -> None:
        shown.append(now)

    started = await rounds.start(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, progress=progress)

    assert started.stopped is None and started.elsewhere == () and started.started == 3
    assert sorted(p.done for p in shown) == [1, 2, 3] and {p.total for p in shown} == {3}
    assert sorted(tables.threads) == [1, 2, 3]
    assert all(len(opened) == 1 for opened in tables.threads.values())
    by_table = {p.table: p for p in started.view.pairings}
    for table, ((thread, match_id),) in tables.welcomed.items():
        assert (by_table[table].thread_id, by_table[table].match_id) == (thread, match_id)
    assert sorted(tables.boards) == sorted(p.match_id or 0 for p in started.view.pairings)
    # Each board's message is kept with its match as its table is told (a restart redraws
    # that message, not a new one).
    for pairing in started.view.pairings:
        assert pairing.match_id is not None
        match = await rounds.leagues.matches.match(pairing.match_id)
        assert match.scoreboard_message_id == tables.board_messages[pairing.match_id]


async def test_a_refused_thread_stops_the_start_and_the_next_start_does_the_rest(
    database: Database,
) -> None:
    tables = Tables(refuse_threads={3})
    rounds = round_start(database, tables)
    await new_league(rounds.leagues, SWISS, 6)

    stopped = await rounds.start(channel_id=LEAGUE_CHANNEL, actor=ORGANISER)
    assert stopped.stopped is not None and "The thread was refused." in stopped.stopped.english()
    assert [p.table for p in stopped.view.unstarted] != []

    resumed = await rounds.start(channel_id=LEAGUE_CHANNEL, actor=ORGANISER)
    assert resumed.stopped is None and resumed.view.unstarted == ()
    assert resumed.view.number == 1  # the same round, not a new one
    assert all(len(opened) == 1 for opened in tables.threads.values())  # none opened twice
    assert all(len(told) == 1 for told in tables.welcomed.values())


async def test_a_refused_welcome_leaves_that_table_alone_to_resume_in_its_thread(
    database: Database,
) -> None:
    tables = Tables(refuse_welcomes={2})
    rounds = round_start(database, tables)
    await new_league(rounds.leagues, SWISS, 6)

    first = await rounds.start(channel_id=LEAGUE_CHANNEL, actor=ORGANISER)
    assert (
        first.stopped is not None and "Table 2's players were not told" in first.stopped.english()
    )
    assert [p.table for p in first.view.unstarted] == [2]  # the others started

    again = await rounds.start(channel_id=LEAGUE_CHANNEL, actor=ORGANISER)
    assert again.stopped is None and again.view.unstarted == ()
    assert tables.threads[2] == [again.view.pairings[1].thread_id]  # told in its first thread
    assert [match for _, match in tables.welcomed[2]] == [again.view.pairings[1].match_id]
