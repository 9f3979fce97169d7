"""What a process needs before it serves: the database opened, migrated or checked, why it cannot
be reached, and the small facts every process shares; and its services, built once over its
face's ports (`build_services`: the one composition root of the application, which the Discord
client calls). The faces start from here (`arbiter run`, `arbiter web`, the console) and never
import the store themselves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.app.after_commit import AfterCommit
from bot.app.league import LeagueService
from bot.app.league.decklists import DecklistService
from bot.app.league.floor import EventFloor
from bot.app.league.penalties import PenaltyService
from bot.app.league.playoff_advance import PlayoffAdvance
from bot.app.league.playoffs import PlayoffService
from bot.app.league.results import JudgeResults
from bot.app.league.round_start import RoundStart
from bot.app.league.table_opening import TableOpener
from bot.app.league.table_starts import TableStarts
from bot.app.league.ticks import LeagueClock
from bot.app.links import WebLinks
from bot.app.match import MatchService
from bot.app.phone import PhoneService
from bot.app.ports import Ports
from bot.app.ratings import RatingService
from bot.store import app_state
from bot.store.database import Database, unreachable
from bot.store.migrate import current_revision, head_revision, upgrade
from bot.store.tables.columns import utcnow

__all__ = [
    "Database",
    "Services",
    "build_services",
    "current_revision",
    "head_revision",
    "prepare",
    "remember",
    "remembered",
    "unreachable",
    "utcnow",
]


async def prepare(database: Database) -> list[str]:
    """Migrate the schema to the code's and return what is wrong with the server's settings
    for Arbiter (PostgreSQL's durability settings), for the process to warn about."""
    await upgrade(database)
    return await database.setting_problems()


async def remembered(database: Database, key: str) -> str | None:
    """A fact shared by every process (table `app_state`), or None."""
    return await app_state.get(database, key)


async def remember(database: Database, key: str, value: str) -> None:
    await app_state.put(database, key, value)


@dataclass(frozen=True)
class Services:
    """Every service of a process, built once (`build_services`); each face is given the ones
    it needs."""

    database: Database
    matches: MatchService
    leagues: LeagueService
    playoffs: PlayoffService
    ratings: RatingService
    links: WebLinks
    table_starts: TableStarts
    rounds: RoundStart
    playoff_advance: PlayoffAdvance
    results: JudgeResults
    clock: LeagueClock
    floor: EventFloor
    after_commit: AfterCommit
    phones: PhoneService
    penalties: PenaltyService
    decklists: DecklistService


def build_services(
    database: Database,
    ports: Ports,
    *,
    on_error: Callable[[BaseException], None],
    matches: MatchService | None = None,
) -> Services:
    """The services over `database`, speaking to their face through `ports`; `on_error`
    keeps the failures work in the background met (logged besides). `matches`: the match
    service, if the face needs it before (its scoreboards, which the ports show)."""
    matches = matches or MatchService(database)
    leagues = LeagueService(database, matches)
    playoffs = PlayoffService(database, matches)
    ratings = RatingService(database, matches, on_error=on_error)
    starts = TableStarts(database, matches)
    opener = TableOpener(starts, ports)
    rounds = RoundStart(leagues, opener)
    advance = PlayoffAdvance(playoffs, leagues, matches, opener, ports, on_error=on_error)
    after_commit = AfterCommit(ratings, advance)
    floor = EventFloor(leagues, matches, ports)
    return Services(
        database=database,
        matches=matches,
        leagues=leagues,
        playoffs=playoffs,
        ratings=ratings,
        links=WebLinks(database, matches),
        table_starts=starts,
        rounds=rounds,
        playoff_advance=advance,
        results=JudgeResults(leagues, playoffs, advance, matches, ratings, ports),
        clock=LeagueClock(leagues, rounds, advance, starts, floor, ports, on_error=on_error),
        floor=floor,
        after_commit=after_commit,
        penalties=PenaltyService(leagues, after_commit),
        decklists=DecklistService(leagues),
        phones=PhoneService(matches),
    )
