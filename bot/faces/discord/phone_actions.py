"""/match phone, and what players' phones change, shown in Discord (docs/phone.md).

`/match phone` gives a player of the channel's active match a private link to report from
their phone (`revoke:true`: the old one dies, a new one is given).

A tap is reported by the web process (`arbiter web`) through the match service, then put in
the outbox (bot.app.phone). This process takes each change from it once (`PhoneService.claim`)
and shows it as a slash command's answer would: a report that waits for someone's
confirmation is posted with Confirm and Dispute, pinging exactly those asked; one that decided
something (a game, the match) is announced, pinging the next chooser; an undo that withdrew a
waiting report retires its buttons and says so; and the board is redrawn through its usual
pacing. A plain life or poison tap posts nothing: the board shows it (a message a tap would
flood the channel and its rate limit).

It hears of changes on PostgreSQL as they commit (LISTEN), and otherwise (SQLite, or a
LISTEN connection lost) looks every `LOOK_SECONDS`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Sequence

import discord

from bot.app.match.views import MatchView
from bot.app.phone import PhoneChange
from bot.app.runtime import Services
from bot.core.languages import Language
from bot.core.match.statuses import ReplyStatus
from bot.core.messages import Message, user_mention
from bot.faces.discord import messaging, wording
from bot.faces.discord.answers import Answer, Answering, Say, answers
from bot.faces.discord.change_answers import awaiting_say, decided_say, with_ratings
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.languages import guild_language, private_language
from bot.faces.discord.scoreboard import Place, Scoreboards
from bot.faces.discord.web_actions import WebActions
from bot.faces.i18n import translate

log = logging.getLogger(__name__)

LOOK_SECONDS = 1.0  # between looks at the outbox on SQLite (the poll bound: 2 s at most)
LOOK_SECONDS_LISTENING = 10.0  # on PostgreSQL, LISTEN hears at once: a look now and then
GATHER_SECONDS = 0.05  # after a NOTIFY, before taking what came: one look for a burst
PRUNE_SECONDS = 600.0
BATCH = 100  # changes taken per look
# Said before a new phone link when the old one was just killed.
OLD_PHONE_GONE = Message("Your old link no longer works.")


class PhoneActions:
    """Given by the composition root (client.py): what a phone's change is shown through is
    what a slash command's answer is shown through, the board's pacing (`scoreboards`) and
    what follows a committed change (`after`: ratings, a playoff's next round)."""

    def __init__(
        self,
        answering: Answering,
        client: discord.Client,
        services: Services,
        *,
        scoreboards: Scoreboards,
        web: WebActions,
        shards: tuple[int, Sequence[int]] | None = None,
        errors: list[BaseException],
    ) -> None:
        """`shards`: this process's (count, ids), when the bot runs several: it takes the
        changes of its own guilds only. `errors`: failures that were not refusals."""
        self.answering = answering
        self.client = client
        self.phones = services.phones
        self.matches = services.matches
        self.after = services.after_commit
        self.scoreboards = scoreboards
        self.web = web
        self.shards = shards
        self.errors = errors
        self._wake = asyncio.Event()
        self._runner: asyncio.Task[None] | None = None
        self._shows: set[asyncio.Task[None]] = set()
        self._tails: dict[int, asyncio.Task[None]] = {}  # each match's last showing
        self._pruned = time.monotonic()  # the first prune comes PRUNE_SECONDS after start
        # The Confirm messages posted here for phones' reports, by pending id: an undo made
        # on a phone before the web process saw the message's id still retires its buttons.
        self._asked: dict[int, int] = {}

    # -- /match phone ------------------------------------------------------------------------------

    @answers
    async def link(self, interaction: discord.Interaction, revoke: bool) -> Answer:
        channel, actor = channel_of(interaction), await actor_for(interaction, self.matches)
        # Who may have a link before where it points: only a player is told of the address.
        await self.phones.players_match(channel_id=channel, actor=actor)
        base = self.web.base()
        answer = await self.phones.link(
            channel_id=channel, actor=actor, revoke=revoke, idempotency_key=str(interaction.id)
        )
        self.start()  # the address was set after this process started (tests do)
        shown = Message(
            "Your phone for match #{id}: {page}\nOpen it on your phone: every player's "
            "totals, and big buttons that report as you (as your slash commands do). Keep it to "
            "yourself: whoever has it reports as you. `/match phone revoke:true` kills it and "
            "gives a new one; it stops working when the match ends.",
            id=answer.match_id,
            page=f"{base}/p/{answer.token}",
        )
        reader = private_language(interaction)
        done = f"{translate(OLD_PHONE_GONE, reader)} " if revoke else ""
        return Answer(Say(f"{done}{translate(shown, reader)}", private=True))

    # -- the outbox --------------------------------------------------------------------------------

    def start(self) -> None:
        """Take phones' changes from now on: at start when WEB_BASE_URL is set (without it
        no phone link is given, so no phone changes anything)."""
        if self._runner is None:
            self._runner = asyncio.create_task(self._run())

    def wake(self) -> None:
        """A phone change was just recorded in this process (the web pages served here)."""
        self.start()
        self._wake.set()

    def _heard(self, _payload: str) -> None:
        self._wake.set()

    async def _run(self) -> None:
        listening = None
        while True:
            try:
                if listening is None or listening.lost.is_set():
                    listening = await self.phones.listen(self._heard)
                look = LOOK_SECONDS if listening is None else LOOK_SECONDS_LISTENING
                await self.drain()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), look)
                    # Woken by a commit: the taps committing with it are taken together.
                    await asyncio.sleep(GATHER_SECONDS)
                self._wake.clear()
            except asyncio.CancelledError:
                if listening is not None:
                    await listening.close()
                raise
            except Exception as error:  # the database away: look again in a moment
                log.warning("phones: could not take changes (%s)", error)
                await asyncio.sleep(LOOK_SECONDS)

    async def drain(self) -> None:
        """Take every unclaimed change of this process's guilds and show it."""
        if time.monotonic() - self._pruned > PRUNE_SECONDS:
            self._pruned = time.monotonic()
            await self.phones.prune()
        while True:
            changes = await self.phones.unhandled(limit=BATCH, shards=self.shards)
            claimed = await self.phones.claim([change.id for change in changes])
            by_match: dict[int, list[PhoneChange]] = {}
            for change in changes:
                if change.id in claimed:
                    by_match.setdefault(change.match_id, []).append(change)
            for match_id, taken in by_match.items():
                self._show_after(match_id, taken)
            if len(changes) < BATCH:
                return

    def _show_after(self, match_id: int, changes: list[PhoneChange]) -> None:
        """Show a match's changes once what was taken of it before is shown: in the order
        they were made."""
        before = self._tails.get(match_id)
        task = asyncio.create_task(self._show_all(changes, before))
        self._tails[match_id] = task
        self._shows.add(task)

        def done(finished: asyncio.Task[None]) -> None:
            self._shows.discard(finished)
            if self._tails.get(match_id) is finished:
                del self._tails[match_id]

        task.add_done_callback(done)

    async def idle(self) -> None:
        """Until every change taken so far is shown (tests, shutdown)."""
        while self._shows:
            await asyncio.gather(*list(self._shows), return_exceptions=True)

    async def _show_all(
        self, changes: list[PhoneChange], before: asyncio.Task[None] | None
    ) -> None:
        if before is not None:
            await asyncio.gather(before, return_exceptions=True)
        try:
            await self._show(changes)
        except Exception as error:  # logged; the next change redraws the board anyway
            self.errors.append(error)
            log.error("phones: could not show changes %s", [c.id for c in changes], exc_info=error)

    def _place(self, channel_id: int) -> Place:
        """Where the match is, and what Arbiter may do there (as an interaction would say)."""
        channel = self.client.get_channel(channel_id)
        in_thread = isinstance(channel, discord.Thread)
        guild = getattr(channel, "guild", None)
        me = guild.me if guild is not None else None
        if channel is not None and me is not None and hasattr(channel, "permissions_for"):
            return Place(channel_id, channel.permissions_for(me), in_thread)
        # Not in the cache: try, and let the board's own backoff deal with a refusal.
        return Place(channel_id, discord.Permissions.all(), in_thread)

    async def _show(self, changes: list[PhoneChange]) -> None:
        """What each change says in the channel, in order; then the board, once, with the
        newest of them."""
        newest: MatchView | None = None
        for change in changes:
            report, undo = change.report, change.undo
            if report is not None:
                written = report.match
                # What waits is read as it is now (it may be settled since).
                pending = report.status == ReplyStatus.PENDING
                view = await self.matches.match(change.match_id) if pending else written
                await self._reported(change, view)
            elif undo is not None:
                written = undo.match
                await self._undone(change, await self.matches.match(change.match_id))
            else:
                continue
            if newest is None or written.version > newest.version:
                newest = written
        if newest is not None:
            # The match as the newest change's own write left it: drawn with no read (a board
            # that has shown a newer version reads it instead), as a slash command's answer.
            place = self._place(changes[-1].channel_id)
            await self.scoreboards.show(newest.id, place, newest, as_stored=True)
            await self.after.answered(newest)  # a league playoff's next round may now start

    async def _reported(self, change: PhoneChange, view: MatchView) -> None:
        """Said as a slash report's answer is (the same messages, credited to the phone)."""
        answer = change.report
        assert answer is not None
        match = answer.match
        channel_id = change.channel_id
        if answer.status == ReplyStatus.PENDING:
            pending = view.pending
            if pending is None or pending.id != answer.pending_id or pending.message_id:
                return  # settled already, or shown (/match status' buttons)
            language = await self._language(view)
            intro = Message(
                "{player} reports from their phone:", player=user_mention(change.user_id)
            )
            say = awaiting_say(view, f"{translate(intro, language)}\n", language)
            message_id = await self._post(channel_id, say)
            if message_id is not None:
                self._asked[pending.id] = message_id
                if len(self._asked) > 10_000:
                    self._asked.pop(next(iter(self._asked)))
                await self.matches.set_confirmation_message(
                    channel_id=channel_id,
                    match_id=view.id,
                    pending_id=pending.id,
                    message_id=message_id,
                )
            return
        if not (answer.outcomes or answer.notes):
            return  # a plain change: the board shows it
        language = await self._language(match)
        intro = Message("{player} reported from their phone:", player=user_mention(change.user_id))
        say = decided_say(answer, language, f"{translate(intro, language)}\n")
        if match.result is not None:  # the match is over: its result message shows ratings
            with_ratings(say, await self.after.rated(match), language)
        await self._post(channel_id, say)

    async def _post(self, channel_id: int, say: Say) -> int | None:
        """`say` in the channel through the paced budget; its message's id."""
        message = messaging.Outgoing(content=say.content or "", pings=say.pings)
        if say.view is not None:
            message["view"] = say.view
        return await messaging.post(self.client, channel_id, **message)

    async def _undone(self, change: PhoneChange, view: MatchView) -> None:
        answer = change.undo
        assert answer is not None
        self.after.reopened(view)
        waited = answer.waited
        who = f"<@{change.user_id}>"
        language = await self._language(view)
        if waited is not None:
            withdrawn = Message(
                "Withdrawn by {player} from their phone; this changes nothing.", player=who
            )
            text = translate(withdrawn, language)
            message_id = waited.message_id or self._asked.pop(waited.id, None)
            if message_id is not None:
                await messaging.retire_buttons(self.client, change.channel_id, message_id, text)
            return
        if answer.undone:
            undid = Message(
                "{player} undid their last report of game {number} from their phone ({what}); "
                "it stays in the log, marked undone.",
                player=who,
                number=view.game.number,
                what=wording.undone(view, answer.undone, language),
            )
        else:
            undid = Message(
                "{player} undid their last report of game {number} from their phone; it stays "
                "in the log, marked undone.",
                player=who,
                number=view.game.number,
            )
        await messaging.post(self.client, change.channel_id, content=translate(undid, language))

    async def _language(self, match: MatchView) -> Language:
        """The language of the match's public posts: its server's."""
        return await guild_language(self.matches, self.client, match.guild_id)

    async def close(self) -> None:
        if self._runner is not None:
            self._runner.cancel()
            await asyncio.gather(self._runner, return_exceptions=True)
        await self.idle()
