"""The work of each interaction: ask the match service, then render and answer.

Cogs and buttons only parse their options and call one method here. A refusal (MatchError)
becomes an ephemeral message; anything unexpected is logged and the user gets an apology,
with nothing half-done, since each service call is one transaction.
"""

from __future__ import annotations

import functools
import io
import json
import logging
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec

import discord

from bot.discord_face import messaging, render, wording
from bot.discord_face.components import choice_view, confirmation_view
from bot.discord_face.context import actor_for, channel_of
from bot.discord_face.validation import (
    HISTORY_LIMIT,
    RANGE_OF_INFLUENCE,
    STARTING_LIFE,
    game_id,
    in_range,
)
from bot.matches.errors import MatchError, OutcomeUnknown
from bot.matches.service import MatchService, PlayerSpec
from bot.matches.views import MatchView, PendingView, ReportAnswer
from bot.rules import index

if TYPE_CHECKING:
    from bot.discord_face.client import ArbiterBot

log = logging.getLogger(__name__)
P = ParamSpec("P")

SORRY = (
    "Something went wrong on Arbiter's side and nothing was changed. "
    "Please try again; if it keeps happening, tell a judge."
)
# The request was stored, then something failed (showing the answer): never "nothing changed".
STORED_BUT = (
    "That was recorded, but something went wrong on Arbiter's side while answering. "
    "/match status shows where things stand; do not send it again."
)
RETRY_NOTE = (
    "Your earlier identical command was already recorded (its answer never reached you), so "
    "it was not applied again: the answer above is that command's. If you meant to do it a "
    "second time, send it once more."
)
ALREADY_ACKNOWLEDGED = 40060  # Discord: this interaction was answered (by another delivery)
UNKNOWN_INTERACTION = 10062  # Discord: too late to answer (the 3-second window has passed)


async def report_failure(
    bot: ArbiterBot, interaction: discord.Interaction, error: BaseException
) -> None:
    """The one place failures become messages: refusals are shown, bugs are logged. What is
    said about the change is what the service knows: stored, refused, or unknown."""
    if _unanswerable(interaction, error):
        return
    stored = bot.service.was_stored(str(interaction.id))
    if isinstance(error, MatchError) and not stored:
        message = render.for_players(error.message)
    elif isinstance(error, OutcomeUnknown):
        log.warning("interaction %s: %s", interaction.id, error.message)
        message = error.message
    else:
        bot.unexpected_errors.append(error)
        log.error("interaction %s failed", interaction.id, exc_info=error)
        message = STORED_BUT if stored else SORRY
    try:
        await messaging.refuse(interaction, message)
    except discord.HTTPException as failure:
        if not _unanswerable(interaction, failure):
            log.warning("could not tell the user about the failure", exc_info=True)


def _unanswerable(interaction: discord.Interaction, error: BaseException) -> bool:
    """Discord will take no answer on this interaction: not a failure of Arbiter's."""
    if not isinstance(error, discord.HTTPException):
        return False
    if error.code == ALREADY_ACKNOWLEDGED:
        # The same interaction delivered twice: the other delivery answered it.
        log.info("interaction %s was already answered", interaction.id)
        return True
    if error.code == UNKNOWN_INTERACTION:
        # Too late: nothing can be said on this interaction any more. The service knows the
        # answer was not delivered, so the user's retry gets it (bot.matches.requests).
        log.warning("interaction %s: the answer came too late for Discord", interaction.id)
        return True
    return False


def answering(
    work: Callable[Concatenate[Actions, discord.Interaction, P], Awaitable[None]],
) -> Callable[Concatenate[Actions, discord.Interaction, P], Awaitable[None]]:
    """Route every failure of an action through report_failure (buttons have no tree), and
    tell the service whether the answer reached Discord (how it recognises a retry of a
    request whose answer was lost: bot.matches.requests)."""

    @functools.wraps(work)
    async def wrapper(
        self: Actions, interaction: discord.Interaction, *args: P.args, **kwargs: P.kwargs
    ) -> None:
        key = str(interaction.id)
        # Recorded the moment the answer is out (before the scoreboard is refreshed), so the
        # user's next command is never taken for a retry of this one.
        service = self.bot.service  # Actions and LeagueActions alike
        messaging.on_answer(interaction, lambda: service.delivered(key, True))
        try:
            await work(self, interaction, *args, **kwargs)
            if service.is_retry(key):
                await messaging.reply(interaction, RETRY_NOTE, ephemeral=True)
        except Exception as error:  # every failure gets an answer; see report_failure
            await report_failure(self.bot, interaction, error)
        finally:
            if not messaging.answered(interaction):
                service.delivered(key, False)

    return wrapper


def _seat_list(
    text: str, seats: Mapping[int, int], what: str, example: str = "1 3 vs 2 4"
) -> list[int]:
    """Parse seat numbers like "1 3" into user ids."""
    try:
        numbers = [int(part) for part in text.replace(",", " ").replace("+", " ").split()]
    except ValueError:
        raise MatchError(f"{what}: use seat numbers, e.g. `{example}`.") from None
    if not numbers:
        raise MatchError(f"{what}: name at least one seat on each side, e.g. `{example}`.")
    missing = [n for n in numbers if n not in seats]
    if missing:
        raise MatchError(f"{what}: there is no player in seat {missing[0]}.")
    return [seats[n] for n in numbers]


class Actions:
    def __init__(self, bot: ArbiterBot) -> None:
        self.bot = bot

    @property
    def service(self) -> MatchService:
        return self.bot.service

    async def _remember(self, pending_id: int, message_id: int | None) -> None:
        """Keep the id of a message with Confirm/Dispute, to retire its buttons if withdrawn."""
        if message_id is not None:
            await self.service.set_confirmation_message(
                pending_id=pending_id, message_id=message_id
            )

    async def _refresh_scoreboard(self, match: MatchView, *, repeat: bool = False) -> None:
        """Best effort, after the change is stored: a scoreboard that cannot be updated must
        not make a recorded report look like it failed. A repeated answer (`repeat`, or a view
        marked so) may be older than the match: the board shows the match as it is now."""
        try:
            if repeat or match.duplicate:
                match = await self.service.status(channel_id=match.channel_id)
            message_id = await messaging.edit_or_post(
                self.bot, match.channel_id, match.scoreboard_message_id, render.scoreboard(match)
            )
            if message_id is not None and message_id != match.scoreboard_message_id:
                await self.service.set_scoreboard(match_id=match.id, message_id=message_id)
        except Exception as error:  # logged and kept for tests; the user already has an answer
            self.bot.unexpected_errors.append(error)
            log.error("could not refresh the scoreboard of match %s", match.id, exc_info=error)

    # -- match --------------------------------------------------------------------------------

    @answering
    async def start_match(
        self,
        interaction: discord.Interaction,
        *,
        system: str | None,
        players: Sequence[discord.abc.User],
        best_of: int | None,
        variant: str | None,
        teams: str | None,
        emperors: str | None,
        starting_life: int | None,
        range_of_influence: int | None = None,
    ) -> None:
        if starting_life is not None:  # checked here so a refusal is answered like any other
            in_range("starting_life", starting_life, STARTING_LIFE)
        if range_of_influence is not None:
            in_range("range_of_influence", range_of_influence, RANGE_OF_INFLUENCE)
        actor = await actor_for(interaction, self.service)
        if system is None:
            settings = await self.service.settings(interaction.guild_id or 0)
            system = settings.default_game
            if system is None:
                raise MatchError("Choose the `game` (no default game is set for this server).")
        system = game_id(system)
        seats = {number: user.id for number, user in enumerate(players, start=1)}
        team_ids = None
        if teams:
            sides = re.split(r"vs\.?", teams, flags=re.IGNORECASE)
            team_ids = [_seat_list(side, seats, "teams") for side in sides]
        emperor_ids = _seat_list(emperors, seats, "emperors", "1 2") if emperors else None
        view = await self.service.start_match(
            guild_id=interaction.guild_id,
            channel_id=channel_of(interaction),
            system=system,
            players=[PlayerSpec(user.id, user.display_name) for user in players],
            actor=actor,
            best_of=best_of,
            variant=variant,
            teams=team_ids,
            emperors=emperor_ids,
            starting_life=starting_life,
            range_of_influence=range_of_influence,
            idempotency_key=str(interaction.id),
        )
        names = " vs ".join(
            " & ".join(render.mention(view.player(n)) for n in team) for team in view.teams
        )
        chooser = render.mention(view.player(view.game.chooser or ""))
        await messaging.reply(
            interaction,
            f"Match #{view.id} started: {names}, {render.GAME_TITLES[view.system]}, best of "
            f"{view.best_of}. Drawn at random: {chooser} chooses whether to play first in "
            "game 1.",
            view=choice_view(view.id, 1),
            mentions=messaging.USER_MENTIONS,
        )
        await self._refresh_scoreboard(view)

    @answering
    async def status(self, interaction: discord.Interaction) -> None:
        view = await self.service.status(channel_id=channel_of(interaction))
        await messaging.reply(interaction, embed=render.scoreboard(view), ephemeral=True)

    @answering
    async def concede_match(
        self, interaction: discord.Interaction, player: discord.abc.User | None
    ) -> None:
        actor = await actor_for(interaction, self.service)
        view = await self.service.concede_match(
            channel_id=channel_of(interaction),
            actor=actor,
            player=player.id if player else None,
            idempotency_key=str(interaction.id),
        )
        await messaging.reply(interaction, render.result_text(view))
        await self._refresh_scoreboard(view)

    @answering
    async def propose(self, interaction: discord.Interaction, kind: str) -> None:
        actor = await actor_for(interaction, self.service)
        channel_id = channel_of(interaction)
        waiting = await self._waiting(channel_id)
        view = await self.service.propose(
            channel_id=channel_id,
            actor=actor,
            kind=kind,
            idempotency_key=str(interaction.id),
        )
        # The same proposal still waits and this is someone else's agreement to it (a repeated
        # delivery of the proposal itself answers as the first time did).
        still = (
            view.pending is not None
            and waiting is not None
            and view.pending.id == waiting.id
            and waiting.requested_by != actor.user_id
        )
        if waiting is not None and waiting.message_id is not None and not still:
            # What waited is settled or withdrawn: its buttons would only refuse now.
            agreed = view.result is not None and waiting.kind == kind
            text = (
                f"Confirmed by <@{actor.user_id}>.\n{render.result_text(view)}"
                if agreed  # the same proposal, agreed to by repeating it
                else wording.settled(view, waiting)
            )
            await messaging.retire_buttons(self.bot, channel_id, waiting.message_id, text)
        if view.result is not None:
            await messaging.reply(interaction, render.result_text(view))
        elif still and view.pending is not None:
            await messaging.reply(
                interaction,
                f"<@{actor.user_id}> agreed.\n{render.pending_text(view, view.pending)}",
                mentions=messaging.USER_MENTIONS,
            )
        else:
            assert view.pending is not None
            message_id = await messaging.reply(
                interaction,
                f"<@{actor.user_id}> proposes: {render.pending_text(view, view.pending)}",
                view=confirmation_view(view.pending.id),
                mentions=messaging.USER_MENTIONS,
            )
            await self._remember(view.pending.id, message_id)
        await self._refresh_scoreboard(view)

    async def _waiting(self, channel_id: int) -> PendingView | None:
        """What waits for confirmation in the channel, if anything."""
        try:
            return (await self.service.status(channel_id=channel_id)).pending
        except MatchError:
            return None

    @answering
    async def history(self, interaction: discord.Interaction, scope: str, limit: int) -> None:
        if scope not in ("channel", "server"):
            raise MatchError("The scope must be `channel` (this channel) or `server`.")
        in_range("limit", limit, HISTORY_LIMIT)
        summaries = await self.service.history(
            guild_id=interaction.guild_id,
            channel_id=channel_of(interaction) if scope == "channel" else None,
            limit=limit,
        )
        if not summaries:
            await messaging.reply(interaction, "No matches on record here yet.", ephemeral=True)
            return
        lines = [wording.history_line(s) for s in summaries]
        embed = discord.Embed(title="Match history", description="\n".join(lines))
        await messaging.reply(interaction, embed=embed, ephemeral=True)

    @answering
    async def export(self, interaction: discord.Interaction) -> None:
        view = await self.service.status(channel_id=channel_of(interaction))
        document = await self.service.export(view.id)
        data = json.dumps(document, indent=2).encode()
        file = discord.File(io.BytesIO(data), filename=f"arbiter-match-{view.id}.json")
        await messaging.reply(
            interaction,
            f"Match #{view.id} in the replay format: check it with `arbiter replay`.",
            file=file,
            ephemeral=True,
        )

    # -- reports ------------------------------------------------------------------------------

    @answering
    async def report(
        self, interaction: discord.Interaction, events: Sequence[Mapping[str, Any]]
    ) -> None:
        actor = await actor_for(interaction, self.service)
        answer = await self.service.report(
            channel_id=channel_of(interaction),
            actor=actor,
            events=events,
            idempotency_key=str(interaction.id),
        )
        await self._present(interaction, answer, events)

    async def _present(
        self,
        interaction: discord.Interaction,
        answer: ReportAnswer,
        events: Sequence[Mapping[str, Any]] | None = None,
    ) -> None:
        # A repeat (answer.duplicate) is shown as the first time: whoever sees this answer
        # may not have seen the first one (a retry, or the first delivery's answer was lost).
        match = answer.match
        if answer.status == "batched":
            await messaging.reply(
                interaction,
                f"Added to the batch ({match.batch_size} event(s) so far). When every "
                "simultaneous event is in, use /batch resolve.",
                ephemeral=True,
            )
        elif answer.status == "pending":
            assert match.pending is not None
            message_id = await messaging.reply(
                interaction,
                f"<@{interaction.user.id}> reports:\n{render.pending_text(match, match.pending)}",
                view=confirmation_view(match.pending.id),
                mentions=messaging.USER_MENTIONS,
            )
            await self._remember(match.pending.id, message_id)
        elif answer.outcomes or answer.notes:
            view = choice_view(match.id, match.game.number) if answer.next_chooser else None
            await messaging.reply(
                interaction, render.report_text(answer), view=view, mentions=messaging.USER_MENTIONS
            )
        else:
            # Everyone at the table sees what changed; names are plain text, nobody is pinged.
            await messaging.reply(interaction, wording.progress(match, events or ()))
        await self._refresh_scoreboard(match, repeat=answer.duplicate)

    @answering
    async def confirm(self, interaction: discord.Interaction, pending_id: int) -> None:
        actor = await actor_for(interaction, self.service)
        answer = await self.service.confirm(
            channel_id=channel_of(interaction),
            actor=actor,
            pending_id=pending_id,
            idempotency_key=str(interaction.id),
        )
        match = answer.match
        if answer.status == "pending" and match.pending is not None:
            # Agreed, but others still have to: the buttons stay for them.
            waiting = render.pending_text(match, match.pending)
            await messaging.update_pressed(
                interaction,
                f"<@{actor.user_id}> agreed.\n{waiting}",
                view=confirmation_view(match.pending.id),
            )
            return
        text = render.report_text(answer, with_chooser=False) if answer.outcomes else ""
        if match.result is not None and not answer.outcomes:
            text = render.result_text(match)
        await messaging.update_pressed(interaction, f"Confirmed by <@{actor.user_id}>.\n{text}")
        if answer.next_chooser:
            # A new message, not an edit: Discord only notifies mentions in new messages.
            await messaging.reply(
                interaction,
                render.chooser_text(match),
                view=choice_view(match.id, match.game.number),
                mentions=messaging.USER_MENTIONS,
            )
        await self._refresh_scoreboard(match, repeat=answer.duplicate)

    @answering
    async def dispute(self, interaction: discord.Interaction, pending_id: int) -> None:
        actor = await actor_for(interaction, self.service)
        view = await self.service.dispute(
            channel_id=channel_of(interaction),
            actor=actor,
            pending_id=pending_id,
            idempotency_key=str(interaction.id),
        )
        settings = await self.service.settings(interaction.guild_id or 0)
        judges = f"<@&{settings.judge_role_id}>" if settings.judge_role_id else "A judge"
        await messaging.update_pressed(
            interaction,
            f"Disputed by <@{actor.user_id}>: that report was set aside and changes nothing. "
            "A judge has been called.",
        )
        # Discord does not notify mentions added by editing a message: call the judges in a
        # new message so the role is actually pinged.
        await messaging.reply(
            interaction,
            f"{judges}, please take a look: <@{actor.user_id}> disputed a report in match "
            f"#{view.id}.",
            mentions=messaging.JUDGE_MENTIONS,
        )
        await self._refresh_scoreboard(view)

    @answering
    async def undo(self, interaction: discord.Interaction) -> None:
        actor = await actor_for(interaction, self.service)
        channel_id = channel_of(interaction)
        # Undo withdraws whatever waits for confirmation first: say which it was.
        try:
            waiting = (await self.service.status(channel_id=channel_id)).pending
        except MatchError:
            waiting = None
        view = await self.service.undo(
            channel_id=channel_id, actor=actor, idempotency_key=str(interaction.id)
        )
        if waiting is not None and waiting.message_id is not None:
            await messaging.retire_buttons(
                self.bot,
                channel_id,
                waiting.message_id,
                f"Withdrawn by <@{actor.user_id}>; this changes nothing.",
            )
        if waiting is not None and waiting.kind != "report":
            what = "draw" if waiting.kind == "match_draw" else "early end"
            text = f"<@{actor.user_id}> withdrew the proposed match {what}; nothing changed."
        elif waiting is not None:
            text = (
                f"<@{actor.user_id}> withdrew the report that was waiting for confirmation; it "
                "stays in the log, marked undone, and changed nothing."
            )
        else:
            what = await self._last_undone(view)
            text = (
                f"<@{actor.user_id}> undid the last report of game {view.game.number}{what}; "
                "it stays in the log, marked undone. The scoreboard shows the game as it "
                "stands now."
            )
        await messaging.reply(interaction, text)
        await self._refresh_scoreboard(view)

    async def _last_undone(self, view: MatchView) -> str:
        """What the report just undone had said, as " (bob's life -3)"."""
        rows = [r for r in await self.service.log(view.id) if r.status == "undone"]
        if not rows:
            return ""
        last = max(rows, key=lambda r: (r.changed_at is not None, r.changed_at, r.seq))
        return f" ({wording.undone(view, last.payload)})"

    @answering
    async def choose(
        self,
        interaction: discord.Interaction,
        *,
        play_first: bool,
        game_number: int | None = None,
        match_id: int | None = None,
    ) -> None:
        actor = await actor_for(interaction, self.service)
        view = await self.service.choose(
            channel_id=channel_of(interaction),
            actor=actor,
            play_first=play_first,
            match_id=match_id,
            game_number=game_number,
            idempotency_key=str(interaction.id),
        )
        first = render.mention(view.player(view.game.first_player or ""))
        await messaging.reply(interaction, f"{first} plays first in game {view.game.number}.")
        await self._refresh_scoreboard(view)

    # -- batches ------------------------------------------------------------------------------

    @answering
    async def batch_start(self, interaction: discord.Interaction) -> None:
        actor = await actor_for(interaction, self.service)
        view = await self.service.open_batch(
            channel_id=channel_of(interaction), actor=actor, idempotency_key=str(interaction.id)
        )
        await messaging.reply(
            interaction,
            "Batch open: report each simultaneous event now, then /batch resolve to judge them "
            "together at one checkpoint (or /batch cancel).",
        )
        await self._refresh_scoreboard(view)

    @answering
    async def batch_resolve(self, interaction: discord.Interaction) -> None:
        actor = await actor_for(interaction, self.service)
        answer = await self.service.resolve_batch(
            channel_id=channel_of(interaction),
            actor=actor,
            idempotency_key=str(interaction.id),
        )
        await self._present(interaction, answer)

    @answering
    async def batch_cancel(self, interaction: discord.Interaction) -> None:
        actor = await actor_for(interaction, self.service)
        view = await self.service.cancel_batch(
            channel_id=channel_of(interaction), actor=actor, idempotency_key=str(interaction.id)
        )
        await messaging.reply(interaction, "Batch cancelled; none of its events count.")
        await self._refresh_scoreboard(view)

    # -- rulings and settings -----------------------------------------------------------------

    @answering
    async def rule(self, interaction: discord.Interaction, query: str) -> None:
        found = index.lookup(query, limit=4)
        if not found:
            raise MatchError(
                f"No rule matches {query!r}. Try a number like `104.3c`, `GA 3`, `Terrus 5.2b`, "
                "or words like `empty deck` or `poison`."
            )
        embed = render.rule_embed(found[0])
        if len(found) > 1:
            embed.add_field(
                name="See also", value="\n".join(f"{r.citation}: {r.title}" for r in found[1:])
            )
        await messaging.reply(interaction, embed=embed)

    @answering
    async def configure(
        self,
        interaction: discord.Interaction,
        *,
        judge_role: discord.Role | None,
        confirmation: bool | None,
        default_game: str | None,
        clear_judge_role: bool,
    ) -> None:
        if interaction.guild_id is None:
            raise MatchError("Server settings can only be changed in a server.")
        if not interaction.permissions.manage_guild:
            raise MatchError(
                "Changing Arbiter's settings needs the Manage Server permission; "
                "ask someone who has it (a server admin)."
            )
        settings = await self.service.update_settings(
            interaction.guild_id,
            judge_role_id=judge_role.id if judge_role else None,
            confirmation_required=confirmation,
            default_game=default_game,
            clear_judge_role=clear_judge_role,
            actor=await actor_for(interaction, self.service),
            idempotency_key=str(interaction.id),
        )
        role = f"<@&{settings.judge_role_id}>" if settings.judge_role_id else "none"
        await messaging.reply(
            interaction,
            f"Arbiter settings: judge role {role}; confirmation of reports that eliminate "
            f"someone else {'on' if settings.confirmation_required else 'off'}; default game "
            f"{settings.default_game or 'none'}.",
            ephemeral=True,
        )
