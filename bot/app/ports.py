"""What the application asks of the face that runs it: the ports. The Discord face implements
them (bot.faces.discord.ports); the console's offline Discord and the tests run that same
implementation through discord.py. The application never imports discord: it says what to
open, post or show in typed values, and gets typed results back.

* `Tables`: where a league's tables are played, a thread each under the league channel: open
  the thread, tell its players there, show its match's board.
* `Notices`: a message to a channel or a thread, said in the face's words from a typed
  notice (below).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from bot.app.league.playoffs import PlayoffTable, PlayoffView
from bot.app.league.rounds import PairingView, RoundView
from bot.app.match.views import MatchView
from bot.core.messages import Message

# -- what a port's call came to ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sent:
    """Taken: the id of the new message or thread."""

    id: int


@dataclass(frozen=True, slots=True)
class NotSent:
    """Refused: why, in words that say what to fix. `stops`: whatever went wrong would stop
    the next call too (Discord's error, a missing permission), not only this one."""

    reason: Message
    stops: bool = True


Delivery = Sent | NotSent

# -- the tables of a league round or a playoff round -------------------------------------------

Site = RoundView | PlayoffView  # the round a table belongs to, as the league shows it
TableView = PairingView | PlayoffTable


@dataclass(frozen=True, slots=True)
class Opening:
    """One table being opened: its round (`site`), itself, and where its thread opens."""

    channel_id: int  # the league channel
    site: Site
    table: TableView
    since: float  # when the start began, on the face's clock: its calls keep that place


class Tables(Protocol):
    """Threads for a league's tables, on the face's paced budget."""

    @property
    def arbiter_id(self) -> int:
        """Arbiter's own user id: the league acting on its own (the clock, a match's end)."""
        ...

    def clock(self) -> float:
        """Now on the face's clock, for `Opening.since`."""
        ...

    async def open_thread(self, opening: Opening) -> Delivery:
        """A thread for the table under the league channel, named for it."""
        ...

    async def welcome(self, opening: Opening, thread_id: int, match: MatchView) -> Delivery:
        """The thread's first message: its match, pinging exactly the table's players.
        `NotSent.stops` False: only this table's players were not told."""
        ...

    async def show_board(self, opening: Opening, thread_id: int, match: MatchView) -> int | None:
        """The match's first scoreboard in its thread: its message's id, for the table's start
        to keep with the match (None: refused, which is the face's to log)."""
        ...


# -- notices: what the application tells a channel or a thread ----------------------------------


@dataclass(frozen=True, slots=True)
class RoundWarning:
    """Minutes left in a league round, in the league channel."""

    round_number: int
    minutes_left: int
    tables: tuple[int, ...]  # still playing


@dataclass(frozen=True, slots=True)
class RoundTime:
    """Time is called on a league round, in the league channel (the tables were told)."""

    round_number: int


@dataclass(frozen=True, slots=True)
class TableTime:
    """Time, in an unfinished table's thread: its game's end-of-round procedure, or, for a
    match between games, that it ended on the games played (`ended`: its score)."""

    user_ids: tuple[int | None, ...]
    procedure: Message | None
    ended: EndedAtTime | None = None


@dataclass(frozen=True, slots=True)
class EndedAtTime:
    """A match between games at time: it ended on the games won, before game `game_number`."""

    game_number: int
    score_text: str


@dataclass(frozen=True, slots=True)
class PlayoffTime:
    """Time in a timed playoff round, in an unfinished match's thread."""

    user_ids: tuple[int | None, ...]
    procedure: Message


@dataclass(frozen=True, slots=True)
class JudgeWanted:
    """A swiss playoff match ended level (at time): a judge records its winner."""

    table: PlayoffTable
    judge_role_id: int | None


@dataclass(frozen=True, slots=True)
class PlayoffRound:
    """A playoff round's tables, listed in the league channel (pinging nobody)."""

    view: PlayoffView
    heading: str


@dataclass(frozen=True, slots=True)
class Champion:
    """The playoff's champion, announced in the league channel (pinging them)."""

    view: PlayoffView


@dataclass(frozen=True, slots=True)
class ResultRecorded:
    """A judge's result for a playoff table, in its thread."""

    table: PlayoffTable


@dataclass(frozen=True, slots=True)
class MatchClosed:
    """A judge's result for a table whose match was still being played: the match is closed
    with it, in its thread."""

    table: TableView
    closed: MatchView


@dataclass(frozen=True, slots=True)
class CheckinClosed:
    """Check-in closed at its deadline, in the league channel: the organiser who opened it
    (`organiser_id`) is told whom it dropped."""

    channel_id: int
    league_name: str
    organiser_id: int | None
    dropped: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LateAtTable:
    """A player who has not shown at their table got a tardiness penalty (`step`:
    "game_loss" or "match_loss"), after `minutes` of the round, under `rule`."""

    name: str
    user_id: int | None
    step: str
    minutes: int
    rule: str
    match_id: int  # its board is redrawn with the penalty


@dataclass(frozen=True, slots=True)
class TableExtended:
    """A judge gave a table `minutes` more (its deadline is `table.deadline`), in its thread."""

    round_number: int
    table: PairingView
    minutes: int


Notice = (
    RoundWarning
    | RoundTime
    | TableTime
    | PlayoffTime
    | JudgeWanted
    | PlayoffRound
    | Champion
    | ResultRecorded
    | MatchClosed
    | CheckinClosed
    | LateAtTable
    | TableExtended
)


class Notices(Protocol):
    async def post(self, channel_id: int, notice: Notice) -> bool:
        """Say `notice` in the channel or thread: whether all of it reached it (a refusal is
        the face's to log; the caller decides whether to try again)."""
        ...


class Ports(Tables, Notices, Protocol):
    """Everything the application asks of its face."""


__all__ = ["Delivery", "NotSent", "Notice", "Notices", "Opening", "Ports", "Sent", "Tables"]
