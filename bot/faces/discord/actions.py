"""The work of each interaction: ask the match service, then say what happened.

Cogs and buttons only parse their options and call one method here. Each method returns an
`Answer` and is run by `answers.respond` (the `@answers` decorator), which acknowledges the
interaction in time whatever the database does, keeps refusals private and delivers the
answer; what may wait (remembering a message id, the scoreboard) runs after it (`then`).
Names and the service's texts are shown as plain text (`mentions`), each message pings
exactly the people it means (`Pings`), and everything fits Discord's limits (`limits`).
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.app.match import PlayerSpec
from bot.app.match.views import MatchView, PendingView, ReportAnswer
from bot.app.ratings.views import ShownChange
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.match.statuses import PendingKind, ReplyStatus
from bot.core.messages import N_, Message, user_mention
from bot.core.rules.games import game_of, variant_named
from bot.core.rules.variants import TeamShape
from bot.faces.discord import messaging, rating_render, render, wording
from bot.faces.discord.answers import (
    Answer,
    Answering,
    Say,
    Sent,
    answers,
    deliver,
    failure,
    refusal,
    respond,
)
from bot.faces.discord.components import choice_view, confirmation_view
from bot.faces.discord.context import Asker, actor_for, channel_of
from bot.faces.discord.info_actions import InfoActions
from bot.faces.discord.languages import guild_language, private_language
from bot.faces.discord.mentions import Pings, name
from bot.faces.discord.scoreboard import Place
from bot.faces.discord.validation import (
    RANGE_OF_INFLUENCE,
    STARTING_LIFE,
    game_id,
    in_range,
)
from bot.faces.i18n import translate

log = logging.getLogger(__name__)

Events = Sequence[Mapping[str, Any]]

# What a declined proposal leaves (PendingView.kind): the match goes on.
DECLINED = {
    PendingKind.MATCH_DRAW: N_("Declined by {player}: no intentional draw; the match goes on."),
    PendingKind.MATCH_END: N_("Declined by {player}: the match does not end early; it goes on."),
}


@dataclass(frozen=True)
class MatchOptions:
    """/match start's options that shape the match, as the user gave them."""

    best_of: int | None = None
    variant: str | None = None
    teams: str | None = None  # by seat, "1 3 vs 2 4"
    emperors: str | None = None  # one seat per team, "1 2"
    starting_life: int | None = None
    range_of_influence: int | None = None


@dataclass(frozen=True)
class FollowUp:
    """What a change's answer does once sent, besides bringing the scoreboard up to date."""

    before: Callable[[], Awaitable[None]] | None = None  # run first
    remember: int | None = None  # a pending change whose Confirm/Dispute message is kept


async def report_failure(
    answering: Answering, interaction: discord.Interaction, error: BaseException
) -> None:
    """Failures before an action ran (option conversion, checks) become answers too."""
    if isinstance(error, discord.app_commands.NoPrivateMessage):
        only = Message("This command works in a server's channels and threads, not here.")
        answer = refusal(translate(only, private_language(interaction)))
    else:
        answer = failure(answering, interaction, error)
    await deliver(interaction, answer)


def _seat_list(
    text: str, seats: Mapping[int, int], what: str, example: str = "1 3 vs 2 4"
) -> list[int]:
    """Parse seat numbers like "1 3" into user ids (`what`: the option, as typed)."""
    option, example = what, f"`{example}`"
    try:
        numbers = [int(part) for part in text.replace(",", " ").replace("+", " ").split()]
    except ValueError:
        raise MatchError(
            Message("{option}: use seat numbers, e.g. {example}.", option=option, example=example)
        ) from None
    if not numbers:
        raise MatchError(
            Message(
                "{option}: name at least one seat on each side, e.g. {example}.",
                option=option,
                example=example,
            )
        )
    missing = [n for n in numbers if n not in seats]
    if missing:
        raise MatchError(
            Message("{option}: there is no player in seat {seat}.", option=option, seat=missing[0])
        )
    return [seats[n] for n in numbers]


def _teams_by_seat(variant: str, shape: TeamShape) -> Message:
    """The teams a variant needs, said in the option's words (the rules core speaks the game
    file's): "`teams:1 3 vs 2 4` (you are seat 1, opponent 2, ...)". How the variant is
    played (`shape.described`) is the rules core's English, kept as it is for now."""
    seats = shape.teams * shape.size
    sides = " vs ".join(
        " ".join(str(seat) for seat in range(team + 1, seats + 1, shape.teams))
        for team in range(shape.teams)
    )
    others = ", ".join(["opponent 2", *(f"player{n} {n}" for n in range(3, seats + 1))])
    teams = f"`teams:{sides}`"
    return Message(
        "{variant} is {described}: give the teams by seat, e.g. {teams} (you are seat 1, "
        "{others}).",
        variant=variant,
        described=shape.described,
        teams=teams,
        others=others,
    )


def awaiting_say(match: MatchView, intro: str, language: Language) -> Say:
    """What waits for confirmation in `match`, after `intro`, with Confirm and Dispute,
    pinging exactly those asked (a slash report's answer, and a phone's report in the
    channel), in `language` (the server's)."""
    pending = match.pending
    assert pending is not None
    return Say(
        f"{intro}{render.pending_text(match, pending, language)}",
        view=confirmation_view(pending.id, language),
        pings=Pings.seated(match.players, pending.waiting_for),
    )


def decided_say(answer: ReportAnswer, language: Language, intro: str = "") -> Say:
    """A report that decided something (a game, the match), after `intro`: what, with the
    next chooser's Play first / Play second and their ping, in `language` (the server's)."""
    match = answer.match
    chooser = answer.next_chooser if not answer.match_over else None
    return Say(
        f"{intro}{render.report_text(answer, language)}",
        view=choice_view(match.id, match.game.number, language)
        if answer.next_chooser and render.choice_open(match)
        else None,
        pings=Pings.seated(match.players, (chooser,) if chooser else ()),
    )


def with_ratings(say: Say, changes: Sequence[ShownChange]) -> None:
    """A finished match's answer says how each player's rating moved (nothing if unrated)."""
    if changes:
        text = rating_render.changes_text(changes)
        say.content = f"{say.content}\n{text}" if say.content else text


def undone_message(
    match: MatchView,
    undone: Mapping[str, Any] | None,
    waiting: PendingView | None,
    by: str,
    language: Language,
) -> Message:
    """What an undo took back: a proposal or a report that waited, or the game's last report
    (`undone`, its stored payload)."""
    if waiting is not None and waiting.kind == PendingKind.MATCH_DRAW:
        return Message("{player} withdrew the proposed match draw; nothing changed.", player=by)
    if waiting is not None and waiting.kind != PendingKind.REPORT:
        return Message(
            "{player} withdrew the proposed match early end; nothing changed.", player=by
        )
    if waiting is not None:
        return Message(
            "{player} withdrew the report that was waiting for confirmation; it stays in the "
            "log, marked undone, and changed nothing.",
            player=by,
        )
    if undone:
        return Message(
            "{player} undid the last report of game {number} ({what}); it stays in the log, "
            "marked undone.",
            player=by,
            number=match.game.number,
            what=wording.undone(match, undone, language),
        )
    return Message(
        "{player} undid the last report of game {number}; it stays in the log, marked undone.",
        player=by,
        number=match.game.number,
    )


async def _tell(who: Asker | discord.Interaction, text: str) -> None:
    """A word for whoever asked for a change: privately to a command's user."""
    if isinstance(who, Asker):
        await who.tell(text)
    else:
        await deliver(who, refusal(text))


class Actions(InfoActions):
    """The commands and buttons that change a match (the others: `info_actions`). What the
    table sees is in the server's language (`public`), a private answer in its reader's."""

    async def public(self, match: MatchView) -> Language:
        """The language of `match`'s public posts: its server's (`languages.public_language`)."""
        return await guild_language(self.service, self.client, match.guild_id)

    # -- what every change does after its answer ----------------------------------------------

    def _changed(
        self,
        interaction: discord.Interaction | Asker,
        match: MatchView,
        say: Say,
        *,
        stored: bool,
        more: Sequence[Say] = (),
        edit_pressed: bool = False,
        follow_up: FollowUp = FollowUp(),
    ) -> Answer:
        """The answer to a change of `match`: then the scoreboard is brought up to date (and
        the id of a message with Confirm/Dispute kept, to retire its buttons if withdrawn).
        `stored`: `match` is as this request's own write left it (not a repeat's answer), so
        the board is drawn from it without reading the match again."""
        # The answer, and a word on the scoreboard if it is known not to show the change.
        place = interaction.place if isinstance(interaction, Asker) else Place.of(interaction)
        problem = self.scoreboards.problem(match.id, place)
        # Said to whoever asked only: in their language (a chat message's author: the table's).
        reader = (
            interaction.language
            if isinstance(interaction, Asker)
            else private_language(interaction)
        )
        note = None if problem is None else translate(problem, reader)
        if note is None:
            answer = Answer(say)
        elif say.private:
            say.content = f"{say.content}\n{note}" if say.content else note
            answer = Answer(say)
        else:
            answer = Answer(say, more=[Say(note, private=True)])
        if match.result is not None:  # the match is over: its result message shows ratings
            answer.before_send = functools.partial(self._rated, match)
        answer.more = [*more, *answer.more]
        answer.edit_pressed = edit_pressed

        async def then(sent: Sent) -> None:
            if follow_up.before is not None:
                await follow_up.before()
            if follow_up.remember is not None and sent.first is not None:
                await self.service.set_confirmation_message(
                    channel_id=place.channel_id,
                    match_id=match.id,
                    pending_id=follow_up.remember,
                    message_id=sent.first,
                )
            outcome = await self.scoreboards.show(match.id, place, match, as_stored=stored)
            if outcome.problem and outcome.new_problem:
                await _tell(interaction, translate(outcome.problem, reader))
            await self.after.answered(match)  # a league playoff's next round may now start

        answer.then = then
        return answer

    async def _rated(self, match: MatchView, answer: Answer) -> None:
        """Before a finished match's answer goes out: how each player's rating moved."""
        with_ratings(answer.say, await self.after.rated(match))

    def _awaiting(
        self,
        interaction: discord.Interaction | Asker,
        match: MatchView,
        intro: str,
        language: Language,
        *,
        stored: bool,
    ) -> Answer:
        """What now waits for confirmation, after `intro`, with the buttons, pinging exactly
        those asked, in `language` (the server's)."""
        say = awaiting_say(match, intro, language)
        assert match.pending is not None
        return self._changed(
            interaction, match, say, stored=stored, follow_up=FollowUp(remember=match.pending.id)
        )

    # -- match --------------------------------------------------------------------------------

    @answers
    async def refuse(self, interaction: discord.Interaction, message: str) -> Answer:
        return refusal(message)

    @answers
    async def start_match(
        self,
        interaction: discord.Interaction,
        *,
        system: str | None,
        players: Sequence[discord.abc.User],
        options: MatchOptions,
    ) -> Answer:
        starting_life, range_of_influence = options.starting_life, options.range_of_influence
        teams, emperors, variant = options.teams, options.emperors, options.variant
        if starting_life is not None:  # checked here so a refusal is answered like any other
            in_range("starting_life", starting_life, STARTING_LIFE)
        if range_of_influence is not None:
            in_range("range_of_influence", range_of_influence, RANGE_OF_INFLUENCE)
        bots = [user for user in players if user.bot]
        if bots:
            me = self.client.user
            who = "Arbiter" if me and bots[0].id == me.id else name(bots[0].display_name)
            raise MatchError(
                Message(
                    "{player} is a bot: a match is played between people. Name the players "
                    "you are playing with.",
                    player=who,
                )
            )
        if interaction.guild is not None:
            # A user option takes anyone (a pasted id, someone who just left): a player
            # outside the server could neither see the match nor confirm a report.
            outside = [user for user in players if not isinstance(user, discord.Member)]
            if outside:
                raise MatchError(
                    Message(
                        "{player} is not a member of this server: a match is played between its "
                        "members. Name the players you are playing with.",
                        player=name(outside[0].display_name),
                    )
                )
        actor = await actor_for(interaction, self.service)
        if system is None:
            settings = await self.service.settings(interaction.guild_id or 0)
            system = settings.default_game
            if system is None:
                raise MatchError(
                    Message("Choose the `game` (no default game is set for this server).")
                )
        system = game_id(system)
        seats = {number: user.id for number, user in enumerate(players, start=1)}
        team_ids = None
        if teams:
            halves = re.split(r"vs\.?", teams, flags=re.IGNORECASE)
            team_ids = [_seat_list(side, seats, "teams") for side in halves]
        seated_once = team_ids is not None and sorted(u for t in team_ids for u in t) == sorted(
            seats.values()
        )
        shape = [len(t) for t in team_ids or ()]
        # The variant as the match's game has it, else as another game does: the rules core
        # then refuses it for this game, and its teams are checked here first, as they were.
        played = game_of(system).variant(variant) or variant_named(variant)
        needed = played.teams if played is not None else None
        if (
            played is not None
            and needed is not None
            and (team_ids is None or seated_once)
            and shape != [needed.size] * needed.teams
        ):
            raise MatchError(_teams_by_seat(played.name, needed))
        emperor_ids = _seat_list(emperors, seats, "emperors", "1 2") if emperors else None
        view = await self.service.start_match(
            guild_id=interaction.guild_id,
            channel_id=channel_of(interaction),
            system=system,
            players=[PlayerSpec(user.id, user.display_name) for user in players],
            actor=actor,
            best_of=options.best_of,
            variant=variant,
            teams=team_ids,
            emperors=emperor_ids,
            starting_life=starting_life,
            range_of_influence=range_of_influence,
            idempotency_key=str(interaction.id),
        )
        sides = " vs ".join(" & ".join(render.seat(view, n) for n in team) for team in view.teams)
        started = Message(
            "Match #{id} started: {players}, {game}, best of {best_of}. Drawn at random: "
            "{chooser} chooses whether to play first in game 1.",
            id=view.id,
            players=sides,
            game=render.game_title(view),
            best_of=view.best_of,
            chooser=render.seat(view, view.game.chooser or ""),
        )
        language = await self.public(view)
        pings = Pings.seated(view.players)
        say = Say(translate(started, language), view=choice_view(view.id, 1, language), pings=pings)
        return self._changed(interaction, view, say, stored=not view.duplicate)

    @answers
    async def concede_match(
        self, interaction: discord.Interaction, player: discord.abc.User | None
    ) -> Answer:
        actor = await actor_for(interaction, self.service)
        view = await self.service.concede_match(
            channel_id=channel_of(interaction),
            actor=actor,
            player=player.id if player else None,
            idempotency_key=str(interaction.id),
        )
        result = render.result_text(view, await self.public(view))
        return self._changed(interaction, view, Say(result), stored=not view.duplicate)

    @answers
    async def propose(self, interaction: discord.Interaction, kind: PendingKind) -> Answer:
        actor = await actor_for(interaction, self.service)
        channel_id = channel_of(interaction)
        answer = await self.service.proposal(
            channel_id=channel_id,
            actor=actor,
            kind=kind,
            idempotency_key=str(interaction.id),
        )
        view, waiting = answer.match, answer.waited
        stored = not answer.duplicate
        # The same proposal still waits and this is someone else's agreement to it (a repeated
        # delivery of the proposal itself answers as the first time did).
        still = (
            view.pending is not None
            and waiting is not None
            and view.pending.id == waiting.id
            and waiting.requested_by != actor.user_id
        )
        language = await self.public(view)
        if waiting is not None and waiting.message_id is not None and not still:
            # What waited is settled or withdrawn: its buttons would only refuse now.
            agreed = view.result is not None and waiting.kind == kind
            text = (
                # the result follows once, in the answer
                translate(
                    Message("Confirmed by {player}.", player=user_mention(actor.user_id)), language
                )
                if agreed  # the same proposal, agreed to by repeating it
                else wording.settled(view, waiting, language)
            )
            await messaging.retire_buttons(self.client, channel_id, waiting.message_id, text)
        if view.result is not None:
            result = render.result_text(view, language)
            return self._changed(interaction, view, Say(result), stored=stored)
        if still and view.pending is not None:
            agreed_by = Message("{player} agreed.", player=user_mention(actor.user_id))
            say = Say(
                f"{translate(agreed_by, language)}\n"
                f"{render.pending_text(view, view.pending, language)}",
                pings=Pings.of(
                    p.user_id for p in view.players if p.name in view.pending.waiting_for
                ),
            )
            return self._changed(interaction, view, say, stored=stored)
        proposes = Message("{player} proposes:", player=user_mention(actor.user_id))
        intro = f"{translate(proposes, language)} "
        return self._awaiting(interaction, view, intro, language, stored=stored)

    # -- reports ------------------------------------------------------------------------------

    @answers
    async def report(
        self, interaction: discord.Interaction, events: Callable[[], Events] | Events
    ) -> Answer:
        """`events`, or a function that builds them (checking the options: refusals)."""
        built = events() if callable(events) else events
        actor = await actor_for(interaction, self.service)
        answer = await self.service.report(
            channel_id=channel_of(interaction),
            actor=actor,
            events=built,
            idempotency_key=str(interaction.id),
        )
        return await self.present(interaction, answer, built)

    async def present(
        self, asker: Asker | discord.Interaction, answer: ReportAnswer, events: Events = ()
    ) -> Answer:
        """The answer to a report (or a batch's resolution) everyone at the table sees, whoever
        made it and however (a command, a panel's presses, a mention in chat)."""
        # A repeat (answer.duplicate) is shown as the first time: whoever sees this answer
        # may not have seen the first one (a retry, or the first delivery's answer was lost).
        # The scoreboard is redrawn from the match as it is now (scoreboard.Scoreboards).
        match, stored = answer.match, not answer.duplicate
        if answer.status == ReplyStatus.BATCHED:
            added = Message.plural(
                "Added to the batch ({n} event so far). When every simultaneous event is in, "
                "use /batch resolve.",
                "Added to the batch ({n} events so far). When every simultaneous event is in, "
                "use /batch resolve.",
                match.batch_size or 0,
            )
            reader = asker.language if isinstance(asker, Asker) else private_language(asker)
            say = Say(translate(added, reader), private=True)
            return self._changed(asker, match, say, stored=stored)
        language = await self.public(match)
        if answer.status == ReplyStatus.PENDING:
            # Credited to its reporter, who is not the user when a batch was resolved by another.
            user_id = asker.user_id if isinstance(asker, Asker) else asker.user.id
            reporter = match.pending.requested_by if match.pending else user_id
            if reporter == user_id:
                intro = Message("{player} reports:", player=user_mention(reporter))
            else:
                intro = Message(
                    "{player} reports (resolved by {resolver}):",
                    player=user_mention(reporter),
                    resolver=user_mention(user_id),
                )
            said = f"{translate(intro, language)}\n"
            return self._awaiting(asker, match, said, language, stored=stored)
        if answer.outcomes or answer.notes:
            return self._changed(asker, match, decided_say(answer, language), stored=stored)
        # Everyone at the table sees what changed; names are plain text, nobody is pinged.
        say = Say(wording.progress(match, events, language))
        return self._changed(asker, match, say, stored=stored)

    @answers
    async def confirm(self, interaction: discord.Interaction, pending_id: int) -> Answer:
        actor = await actor_for(interaction, self.service)
        answer = await self.service.confirm(
            channel_id=channel_of(interaction),
            actor=actor,
            pending_id=pending_id,
            idempotency_key=str(interaction.id),
        )
        match, stored = answer.match, not answer.duplicate
        language = await self.public(match)
        by = user_mention(actor.user_id)
        if answer.status == ReplyStatus.PENDING and match.pending is not None:
            # Agreed, but others still have to: the buttons stay for them.
            waiting = render.pending_text(match, match.pending, language)
            if match.pending.kind == PendingKind.REPORT:
                did = Message("{player} confirmed.", player=by)
            else:
                did = Message("{player} agreed.", player=by)
            say = Say(
                f"{translate(did, language)}\n{waiting}",
                view=confirmation_view(match.pending.id, language),
            )
            return self._changed(interaction, match, say, stored=stored, edit_pressed=True)
        more = []
        if answer.next_chooser:
            # A new message, not an edit: Discord only notifies mentions in new messages.
            chooser = match.game.chooser
            more.append(
                Say(
                    render.chooser_text(match, language),
                    view=choice_view(match.id, match.game.number, language)
                    if render.choice_open(match)
                    else None,
                    pings=Pings.seated(match.players, (chooser,) if chooser else ()),
                )
            )
        text = render.report_text(answer, language, with_chooser=False) if answer.outcomes else ""
        if match.result is not None and not answer.outcomes:
            text = render.result_text(match, language)
        confirmed = translate(Message("Confirmed by {player}.", player=by), language)
        say = Say(f"{confirmed}\n{text}")
        return self._changed(interaction, match, say, stored=stored, more=more, edit_pressed=True)

    @answers
    async def dispute(self, interaction: discord.Interaction, pending_id: int) -> Answer:
        actor = await actor_for(interaction, self.service)
        answer = await self.service.dispute_change(
            channel_id=channel_of(interaction),
            actor=actor,
            pending_id=pending_id,
            idempotency_key=str(interaction.id),
        )
        view, waited, stored = answer.match, answer.waited, not answer.duplicate
        language, by = await self.public(view), user_mention(actor.user_id)
        if waited is not None and waited.kind in DECLINED:
            # A proposal turned down: nothing was reported, so there is nothing for a judge.
            declined = Say(translate(Message(DECLINED[waited.kind], player=by), language))
            return self._changed(interaction, view, declined, stored=stored, edit_pressed=True)
        settings = await self.service.settings(interaction.guild_id or 0)
        role_id = settings.judge_role_id
        if role_id is None:
            unjudged = Message(
                "Disputed by {player}: that report was set aside and changes nothing. No judge "
                "was called: this server has no judge role. A server admin can set one with "
                "`/arbiter config judge_role:`; meanwhile, ask someone with the Manage Server "
                "permission to rule.",
                player=by,
            )
            say = Say(translate(unjudged, language))
            return self._changed(interaction, view, say, stored=stored, edit_pressed=True)
        # Discord does not notify mentions added by editing a message: call the judges in a
        # new message so the role is actually pinged.
        judges = f"<@&{role_id}>"
        called = Message(
            "{judges}, please take a look: {player} disputed a report in match #{id}.",
            judges=judges,
            player=by,
            id=view.id,
        )
        call = Say(translate(called, language), pings=Pings.of(roles=[role_id]))
        disputed = Message(
            "Disputed by {player}: that report was set aside and changes nothing. A judge has "
            "been called.",
            player=by,
        )
        say = Say(translate(disputed, language))
        return self._changed(interaction, view, say, stored=stored, more=[call], edit_pressed=True)

    @answers
    async def undo(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.service)
        channel_id = channel_of(interaction)
        # Undo withdraws whatever waits for confirmation first: the answer says which it was.
        answer = await self.service.undo_change(
            channel_id=channel_id, actor=actor, idempotency_key=str(interaction.id)
        )
        view, waiting = answer.match, answer.waited
        self.after.reopened(view)
        language, by = await self.public(view), user_mention(actor.user_id)
        retire = None
        if waiting is not None and waiting.message_id is not None:
            message_id = waiting.message_id

            async def retire() -> None:
                await messaging.retire_buttons(
                    self.client,
                    channel_id,
                    message_id,
                    translate(
                        Message("Withdrawn by {player}; this changes nothing.", player=by),
                        language,
                    ),
                )

        return self._changed(
            interaction,
            view,
            Say(translate(undone_message(view, answer.undone, waiting, by, language), language)),
            stored=not answer.duplicate,
            follow_up=FollowUp(before=retire),
        )

    @answers
    async def choose(
        self,
        interaction: discord.Interaction,
        *,
        play_first: bool,
        game_number: int | None = None,
        match_id: int | None = None,
    ) -> Answer:
        actor = await actor_for(interaction, self.service)
        view = await self.service.choose(
            channel_id=channel_of(interaction),
            actor=actor,
            play_first=play_first,
            match_id=match_id,
            game_number=game_number,
            idempotency_key=str(interaction.id),
        )
        first = render.seat(view, view.game.first_player or "")
        plays = Message(
            "{player} plays first in game {number}.", player=first, number=view.game.number
        )
        say = Say(translate(plays, await self.public(view)))
        return self._changed(interaction, view, say, stored=not view.duplicate)

    # -- batches ------------------------------------------------------------------------------

    @answers
    async def batch_start(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.service)
        view = await self.service.open_batch(
            channel_id=channel_of(interaction), actor=actor, idempotency_key=str(interaction.id)
        )
        opened = Message(
            "Batch open: report each simultaneous event now, then /batch resolve to judge them "
            "together at one checkpoint (or /batch cancel)."
        )
        say = Say(translate(opened, await self.public(view)))
        return self._changed(interaction, view, say, stored=not view.duplicate)

    @answers
    async def batch_resolve(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.service)
        answer = await self.service.resolve_batch(
            channel_id=channel_of(interaction),
            actor=actor,
            idempotency_key=str(interaction.id),
        )
        return await self.present(interaction, answer)

    @answers
    async def batch_cancel(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.service)
        view = await self.service.cancel_batch(
            channel_id=channel_of(interaction), actor=actor, idempotency_key=str(interaction.id)
        )
        cancelled = Message("Batch cancelled; none of its events count.")
        say = Say(translate(cancelled, await self.public(view)))
        return self._changed(interaction, view, say, stored=not view.duplicate)


__all__ = ["Actions", "report_failure", "respond"]
