"""The live scoreboard: always the latest state, never a false claim, no hammering Discord.

* **Coalesced, in order.** A change marks its match's board dirty. One worker per match
  redraws it: it waits for a turn in the bot token's paced budget (`pacing.Budget`), then
  takes up every mark made so far, reads the match as stored *after* them, renders and edits,
  and goes round again while new marks came in, at most once every `MIN_INTERVAL`. Edits of
  one board never overlap and each is drawn from a read made after every change it covers,
  so after any burst the board shows the latest state; an older render cannot land after a
  newer one. Ten reports at once cost two edits, not ten, and a board that changed again
  while it waited for its turn is drawn once.
* **Fair under load.** Each redraw asks the budget with the time of the oldest change it
  has not shown: when the budget cannot redraw every board every second, boards take turns
  oldest change first, and none waits unboundedly. A table's board that changes after a quiet
  spell (`QUIET`) comes before boards that keep changing: someone has just reported there.
* **Permissions first.** The interaction says what Arbiter may do in its channel
  (`app_permissions`); without what the board needs nothing is attempted, and the answer says
  plainly what to grant (`problem`).
* **Rate limited is not refused.** A redraw still answered 429 after discord.py's retries is
  tried again a few seconds later (`RATE_LIMITED_RETRY`), without telling anyone of a problem.
* **Back off.** A board Discord refused (403, a deleted channel, an archived thread, an error)
  is not tried again on every later report: the next try waits, longer after each failure
  (`BACKOFF`), and each user whose change could not be shown is told so once.

Only a deleted board message is replaced at once: a new one is posted.

* **No database on a plain report's redraw.** A request's answer carries the match as its own
  write left it; the board keeps the newest (by the match's version) it was shown, and draws
  that when it came from a write (`as_stored`), else reads the match. The board's message id
  is the one this process last drew on (or posted, `post`), which an answer may not know yet;
  a new id is saved in the background, one board at a time (`_drew_on`), so neither the
  redraw nor the next one waits behind the database's queue of report writes. A table's
  first board (`post`) is kept by the table's start, in the transaction that marks it told.
* **A board left wrong by Arbiter's own error is tried again** after its backoff, without
  waiting for another change: once reports stop, every board ends on its match's state.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import discord

from bot.app.match.views import MatchView
from bot.core.languages import Language
from bot.core.match.statuses import MatchStatus
from bot.core.messages import N_, Message
from bot.faces.discord import messaging, render
from bot.faces.discord.components import PersistentButton, bot_of, label
from bot.faces.discord.languages import guild_language
from bot.faces.discord.pacing import Urgency

if TYPE_CHECKING:
    from bot.app.match import MatchService

log = logging.getLogger(__name__)

# Seconds before the next try after the first, second, ... failure; the last one repeats.
BACKOFF = (60.0, 300.0, 1800.0)
# At most one redraw of a board a second (Discord allows about 5 edits in 5 s a channel):
# changes that come in meanwhile are drawn together, in the next redraw.
MIN_INTERVAL = 1.0
# Seconds before a board whose redraw was still answered 429 is tried again.
RATE_LIMITED_RETRY = 5.0
# A board not redrawn for this many seconds that changes is served before busy boards.
QUIET = 5.0
_THREADS = (
    discord.ChannelType.public_thread,
    discord.ChannelType.private_thread,
    discord.ChannelType.news_thread,
)
# What the board needs, by discord.py's permission names, with Discord's words for them (as
# Discord's own settings say them in each language).
PERMISSION_NAMES = {
    "view_channel": N_("View Channel"),
    "send_messages": N_("Send Messages"),
    "send_messages_in_threads": N_("Send Messages in Threads"),
    "embed_links": N_("Embed Links"),
}
STATUS_HINT = N_("`/match status` shows the match meanwhile.")


@dataclass(frozen=True)
class Place:
    """Where an interaction happened, and what Arbiter may do there."""

    channel_id: int
    permissions: discord.Permissions
    in_thread: bool = False

    @classmethod
    def of(cls, interaction: discord.Interaction) -> Place:
        channel = interaction.channel
        kind = getattr(channel, "type", None)
        assert interaction.channel_id is not None
        return cls(interaction.channel_id, interaction.app_permissions, kind in _THREADS)

    needed_outside_threads = ("view_channel", "send_messages", "embed_links")

    def needed(self) -> tuple[str, ...]:
        send = "send_messages_in_threads" if self.in_thread else "send_messages"
        return ("view_channel", send, "embed_links")

    def missing(self) -> list[Message]:
        """Discord's names of the permissions the board needs and does not have here."""
        needed = self.needed()
        return [Message(PERMISSION_NAMES[p]) for p in needed if not getattr(self.permissions, p)]


@dataclass
class BoardOutcome:
    """What became of one request to show a match's latest state."""

    shown: bool
    problem: Message | None = None  # in the words of whoever is told (a face's Message)
    new_problem: bool = False  # found by this very request: tell the user once


@dataclass
class _Board:
    dirty: bool = False
    waiting: list[asyncio.Future[BoardOutcome]] = field(default_factory=list)
    worker: asyncio.Task[None] | None = None
    drawing: bool = False  # a redraw is under way (in a worker, or in the request that asked)
    version: int = 0  # the newest version of the match a request was answered with
    written: MatchView | None = None  # that version, when a write left it so
    since: float = 0.0  # when the oldest change not drawn yet was made
    urgency: Urgency = Urgency.BOARD
    failures: int = 0
    retry_at: float = 0.0
    problem: Message | None = None


def missing_permissions_text(missing: list[Message]) -> Message:
    return Message.plural(
        "Arbiter cannot keep the scoreboard in this channel: it needs the {names} permission "
        "here (a server admin can grant it in the channel's settings, under Permissions). "
        "{hint}",
        "Arbiter cannot keep the scoreboard in this channel: it needs the {names} permissions "
        "here (a server admin can grant them in the channel's settings, under Permissions). "
        "{hint}",
        len(missing),
        names=messaging.listed(missing),
        hint=Message(STATUS_HINT),
    )


def _refusal_text(error: discord.HTTPException) -> Message:
    code = getattr(error, "code", 0)
    if code == 10003:
        return Message("this channel no longer exists")
    if code == 50083:
        return Message("this thread is archived (unarchive it to see the scoreboard again)")
    if error.status == 403:
        return Message(
            "Discord refused it (missing access or permissions: Arbiter needs {needs} here)",
            needs=messaging.listed(
                [Message(PERMISSION_NAMES[p]) for p in Place.needed_outside_threads]
            ),
        )
    if error.text:
        return Message(
            "Discord answered {status} ({reason})",
            status=error.status,
            reason=Message.verbatim_text(error.text),
        )
    return Message("Discord answered {status} (no reason given)", status=error.status)


class OpenPanelButton(PersistentButton, template=r"arbiter:panel:open:(?P<match>[0-9]{1,20})"):
    """The board's Panel button, while its match is played: the presser's own panel
    (bot.faces.discord.panel_actions)."""

    def __init__(self, match_id: int, language: Language = Language.ENGLISH) -> None:
        # DynamicItem's own constructor (PersistentButton's says the same): a board is drawn
        # without a detour through another module of Arbiter's.
        discord.ui.DynamicItem.__init__(
            self,
            discord.ui.Button(
                label=label(Message("Panel"), language),
                style=discord.ButtonStyle.primary,
                custom_id=f"arbiter:panel:open:{match_id}",
            ),
        )
        self.match_id = match_id

    @classmethod
    def parse(cls, found: re.Match[str]) -> OpenPanelButton:
        return cls(int(found["match"]))

    async def act(self, interaction: discord.Interaction) -> None:
        await bot_of(interaction).panels.open(interaction, self.match_id)


class Scoreboards:
    def __init__(
        self,
        client: discord.Client,
        matches: MatchService,
        errors: list[BaseException],
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self.budget = messaging.budget_of(client)  # the bot token's paced budget
        self.matches = matches
        self.errors = errors  # failures that were not Discord's (the tests assert none)
        self.clock = clock
        self.min_interval = MIN_INTERVAL
        self._boards: dict[int, _Board] = {}
        self._drawn_at: dict[int, float] = {}  # when each board's last redraw started
        # The newest version of each match a board showed: a board forgotten between changes
        # still never takes an older answer's match for the latest (an answer shown late).
        self._drawn_versions: dict[int, int] = {}
        self._message_ids: dict[int, int] = {}  # the message each board was last drawn on
        # Each played match's board buttons, in the language they are labelled in.
        self._buttons: dict[int, tuple[Language, discord.ui.View]] = {}
        # Message ids drawn on and not saved yet, by match, with the match's channel.
        self._unsaved: dict[int, tuple[int, int]] = {}
        self._saver: asyncio.Task[None] | None = None
        self._closed = False

    def problem(self, match_id: int, place: Place) -> Message | None:
        """What keeps the board from showing a change right now, in words; None if nothing
        known does."""
        missing = place.missing()
        if missing:
            return missing_permissions_text(missing)
        board = self._boards.get(match_id)
        if board is not None and board.problem and self.clock() < board.retry_at:
            return self._waiting_text(board)
        return None

    @staticmethod
    def _waiting_text(board: _Board) -> Message:
        return Message(
            "The scoreboard could not be updated: {problem}. Arbiter will try again in a while. "
            "{hint}",
            problem=board.problem or Message.verbatim_text(""),
            hint=Message(STATUS_HINT),
        )

    async def show(
        self,
        match_id: int,
        place: Place,
        answered: MatchView | None = None,
        *,
        as_stored: bool = False,
    ) -> BoardOutcome:
        """Bring the board of `match_id` up to date (or say why it cannot be), coalesced with
        every other request for the same board; returns once a redraw that covers this
        request is done, or at once when nothing may be attempted. `answered`: the match as
        the request's answer shows it; `as_stored`: as the request's own write left it, then
        drawn as it is while no newer version is known."""
        missing = place.missing()
        if missing:
            return BoardOutcome(False, missing_permissions_text(missing))
        board = self._boards.get(match_id)
        if board is None:
            board = self._boards[match_id] = _Board(version=self._drawn_versions.get(match_id, 0))
        if board.problem and self.clock() < board.retry_at:
            return BoardOutcome(False, self._waiting_text(board))
        if answered is not None and answered.version >= board.version:
            board.version = answered.version
            board.written = answered if as_stored else None
        waiter: asyncio.Future[BoardOutcome] = asyncio.get_running_loop().create_future()
        board.waiting.append(waiter)
        if not board.dirty:
            now = self.clock()
            board.since = now
            quiet = now - self._drawn_at.get(match_id, -1e9) >= QUIET
            board.urgency = Urgency.REPORTED if quiet else Urgency.BOARD
        board.dirty = True
        if not board.drawing:
            if self._wait_before(match_id) > 0:
                self._carry_on(match_id, place.channel_id, board)
            else:
                # Due and nobody drawing (one change at a time, the usual case): this request
                # draws the board itself, without a task; what comes in meanwhile is left
                # to a worker.
                board.drawing = True
                try:
                    await self._round(match_id, place.channel_id, board)
                finally:
                    board.drawing = False
                    self._carry_on(match_id, place.channel_id, board)
                return waiter.result()
        return await asyncio.shield(waiter)

    def busy(self) -> bool:
        """Whether a board has a change not drawn yet (or a redraw under way)."""
        return any(board.dirty or board.drawing for board in self._boards.values())

    async def post(
        self, match: MatchView, channel_id: int, *, since: float | None = None
    ) -> int | None:
        """Post the first board of a match that has just started (a league or playoff table);
        later redraws edit it. Its message id, for the caller to keep with the match (the
        table's start does, as its players are told); None if Discord refused (logged, not
        raised: nobody waits for it)."""
        language = await guild_language(self.matches, self.client, match.guild_id)
        message_id = await messaging.post(
            self.client,
            channel_id,
            embed=render.scoreboard(match, language),
            view=self._board_view(match, language),
            since=since,
            budget=self.budget,
        )
        if message_id is not None:
            self._message_ids[match.id] = message_id
        return message_id

    def _board_view(self, match: MatchView, language: Language) -> discord.ui.View | None:
        """The board's buttons (Panel, while the match is played), in the board's language,
        made once a match: a redraw sends the same ones (unless the server's language
        changed)."""
        if match.status != MatchStatus.ACTIVE:
            self._buttons.pop(match.id, None)
            return None
        made = self._buttons.get(match.id)
        if made is not None and made[0] == language:
            return made[1]
        view = discord.ui.View(timeout=None)
        view.add_item(OpenPanelButton(match.id, language))
        self._buttons[match.id] = (language, view)
        return view

    def _drew_on(self, match_id: int, channel_id: int, message_id: int) -> None:
        """The board of `match_id` is now this message: redraws edit it at once, and it is
        saved for after a restart once the database gets to it."""
        if self._message_ids.get(match_id) == message_id:
            return
        self._message_ids[match_id] = message_id
        if self._closed:  # shutting down: the database is closing; a restart posts anew
            log.info("board of match %s not saved: Arbiter is shutting down", match_id)
            return
        self._unsaved[match_id] = (channel_id, message_id)
        if self._saver is None or self._saver.done():
            self._saver = asyncio.create_task(self._save())

    async def _save(self) -> None:
        """Save the boards' new message ids, one at a time (a few: a board's id only changes
        when it is first posted or its message was deleted)."""
        while self._unsaved:
            match_id, (channel_id, message_id) = next(iter(self._unsaved.items()))
            try:
                await self.matches.set_scoreboard(
                    channel_id=channel_id, match_id=match_id, message_id=message_id
                )
            except Exception as error:  # kept for this process; a restart posts a new board
                self.errors.append(error)
                log.warning("could not save the board of match %s", match_id, exc_info=error)
            if self._unsaved.get(match_id) == (channel_id, message_id):
                del self._unsaved[match_id]

    async def saved(self) -> None:
        """Until every board's new message id is saved."""
        while self._saver is not None and not self._saver.done():
            await asyncio.shield(self._saver)

    def _wait_before(self, match_id: int) -> float:
        """Seconds until the board may be redrawn again."""
        return self._drawn_at.get(match_id, -1e9) + self.min_interval - self.clock()

    def _carry_on(self, match_id: int, channel_id: int, board: _Board) -> None:
        """Changes not drawn yet go to a worker; a board with none left is forgotten."""
        if board.dirty:
            board.drawing = True
            board.worker = asyncio.create_task(self._work(match_id, channel_id, board))
        else:
            self._forget(match_id, board)

    async def _work(self, match_id: int, channel_id: int, board: _Board) -> None:
        try:
            while board.dirty:
                wait = self._wait_before(match_id)
                if wait > 0:
                    await asyncio.sleep(wait)  # more changes may come in: one redraw for all
                await self._round(match_id, channel_id, board)
        finally:
            board.drawing = False
            for waiter in board.waiting:  # cancelled midway: nobody waits forever
                if not waiter.done():
                    waiter.set_result(BoardOutcome(False))
            board.waiting = []
            self._forget(match_id, board)

    async def _round(self, match_id: int, channel_id: int, board: _Board) -> None:
        """One redraw, for every request made before its turn in the budget comes."""
        had_problem = board.problem is not None
        taken: list[asyncio.Future[BoardOutcome]] = []
        began = False

        def take_up() -> None:
            """The redraw starts: it covers every change marked so far."""
            nonlocal began
            began = True
            self._drawn_at[match_id] = self.clock()
            board.dirty = False
            taken.extend(board.waiting)
            board.waiting = []

        outcome = await self._redraw(match_id, channel_id, board, take_up)
        if not began:  # failed before it began: what it was for was not drawn
            take_up()
        outcome.new_problem = outcome.problem is not None and not had_problem
        for waiter in taken:
            if not waiter.done():
                waiter.set_result(outcome)

    def _forget(self, match_id: int, board: _Board) -> None:
        if not board.dirty and board.problem is None:
            self._boards.pop(match_id, None)
        if len(self._drawn_at) > 1000:  # forget boards not drawn for a while
            horizon = self.clock() - 60 * self.min_interval
            self._drawn_at = {k: t for k, t in self._drawn_at.items() if t > horizon}
            self._drawn_versions = {
                k: v for k, v in self._drawn_versions.items() if k in self._drawn_at
            }
            self._message_ids = {
                k: m
                for k, m in self._message_ids.items()
                if k in self._drawn_at or k in self._unsaved
            }

    async def _redraw(
        self, match_id: int, channel_id: int, board: _Board, take_up: Callable[[], None]
    ) -> BoardOutcome:
        stored_id: int | None = None
        drawing = [0]  # the version of the match this redraw draws

        async def latest() -> tuple[int | None, discord.Embed, discord.ui.View | None]:
            """At its turn, with nothing to wait for: the match as the newest write this board
            was shown left it, else as read before the turn (it covers the changes taken up
            then; later ones stay marked for the next round). A read made inside the turn
            would send the request late: requests paced apart would reach Discord together,
            and the channel's window would be counted wrong."""
            nonlocal stored_id
            # The match as the newest write this board was shown left it, if any: no read. Its
            # message id is as stored when that write read the match; a board this process
            # has drawn on or posted since is in `_message_ids`.
            kept = board.written
            if kept is not None:
                take_up()
            match = kept or prepared
            stored_id = self._message_ids.get(match_id, match.scoreboard_message_id)
            drawing[0] = match.version
            view = self._board_view(match, language)
            return stored_id, render.scoreboard(match, language), view

        try:
            # Before asking for a turn: the match as stored after every change marked so far.
            take_up()
            prepared = board.written or await self.matches.match(match_id)
            # The server's language (its settings cached by the service), before the turn too.
            language = await guild_language(self.matches, self.client, prepared.guild_id)
            message_id = await messaging.redraw(
                self.client,
                channel_id,
                latest,
                urgency=board.urgency,
                since=board.since,
                budget=self.budget,
            )
            if message_id != stored_id:
                self._drew_on(match_id, channel_id, message_id)
            if drawing[0] >= self._drawn_versions.get(match_id, 0):
                self._drawn_versions[match_id] = drawing[0]
        except discord.RateLimited as error:  # discord.py's give-up on a long rate limit
            return self._limited(match_id, board, error.retry_after)
        except discord.HTTPException as error:
            if error.status == 429:  # still limited after discord.py's own retries
                return self._limited(match_id, board, RATE_LIMITED_RETRY)
            return self._failed(match_id, board, _refusal_text(error), error)
        except Exception as error:  # a bug or the database: logged, kept for the tests
            self.errors.append(error)
            outcome = self._failed(match_id, board, Message("Arbiter hit an error"), error)
            # Not the channel's fault: tried again after the backoff even if nothing changes.
            board.dirty = True
            self._drawn_at[match_id] = board.retry_at - self.min_interval
            return outcome
        board.failures, board.retry_at, board.problem = 0, 0.0, None
        return BoardOutcome(True)

    def _limited(self, match_id: int, board: _Board, retry_after: float) -> BoardOutcome:
        """Discord asked to slow down: not the channel's fault, nothing to tell anyone. The
        board stays marked and its worker tries again after `retry_after`, so it ends up
        right even if no change comes after."""
        log.info("scoreboard of match %s rate limited; again in %.1f s", match_id, retry_after)
        board.dirty = True
        self._drawn_at[match_id] = self.clock() + retry_after - self.min_interval
        return BoardOutcome(False)

    def _failed(
        self, match_id: int, board: _Board, problem: Message, error: BaseException
    ) -> BoardOutcome:
        board.failures += 1
        delay = BACKOFF[min(board.failures, len(BACKOFF)) - 1]
        board.retry_at = self.clock() + delay
        board.problem = problem
        log.warning(
            "scoreboard of match %s not updated (%s); next try in %.0f s",
            match_id,
            problem.english(),
            delay,
            exc_info=error,
        )
        return BoardOutcome(False, self._waiting_text(board))

    async def close(self) -> None:
        self._closed = True  # no save starts after this one: the database closes next
        workers = [b.worker for b in self._boards.values() if b.worker and not b.worker.done()]
        for worker in workers:
            worker.cancel()
        await asyncio.gather(*workers, return_exceptions=True)
        await self.saved()  # the ids of boards posted last, for after the restart
