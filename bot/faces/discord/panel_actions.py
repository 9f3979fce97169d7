"""What a panel's presses do (the panel itself: bot.faces.discord.panel): open a player's
panel, aim it, and report what the presses add up to, through the same match service call and
the same answer as the slash commands (`Actions.present`), once a burst is over
(bot.faces.discord.bursts).

A press is answered at once by updating the panel (with the press's own token, whatever the age
of the message that shows the panel); a burst is reported by the press that began it, under
that press's interaction id (the request log applies it once), and its answer is a message to
the channel; then the panel the burst's last press showed says what was reported, still aimed
where the player left it. A press that is refused (someone else's panel, a finished match, a
value out of range) is answered privately and changes nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.app.match import MatchService
from bot.app.match.views import MatchView
from bot.core.errors import MatchError
from bot.core.match import report_events
from bot.core.match.report_events import Events, each
from bot.core.match.statuses import MatchStatus
from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.core.rules.vocabulary import EventKind
from bot.faces.discord import validation
from bot.faces.discord.answers import Answer, Answering, answer_again, respond
from bot.faces.discord.bursts import WINDOW, Burst, Bursts
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.languages import private_language
from bot.faces.discord.panel import panel_say
from bot.faces.discord.panel_codes import (
    NOT_OURS,
    Aim,
    AskAmount,
    Change,
    Damage,
    Happened,
    NextCommander,
    Panel,
    Report,
    Typed,
    read_action,
    read_typed,
)
from bot.faces.discord.panel_items import AmountForm
from bot.faces.discord.panel_seats import (
    aimed,
    check,
    next_commander,
    opening,
    player_at,
    seats,
    source_named,
    who_at,
)
from bot.faces.discord.panel_words import report_words
from bot.faces.i18n import translate

if TYPE_CHECKING:
    from bot.faces.discord.actions import Actions

log = logging.getLogger(__name__)

NOTHING = Message("Those taps add up to 0: nothing was recorded.")


@dataclass(frozen=True)
class Press:
    """A press that reports: who pressed on which panel, the match as it was read, and what."""

    interaction: discord.Interaction
    panel: Panel
    match: MatchView
    action: Report


class Panels:
    """Every player's panel: opening one, and what each press does."""

    def __init__(self, answering: Answering, matches: MatchService, actions: Actions) -> None:
        self.answering = answering
        self.matches = matches
        self.actions = actions
        self.bursts: Bursts[Press] = Bursts()

    # -- opening ---------------------------------------------------------------------------

    async def open(self, interaction: discord.Interaction, match_id: int | None) -> None:
        """`/match panel` (`match_id` None: the channel's match), or the board's button: the
        presser's own panel, privately."""

        async def work() -> Answer:
            if match_id is None:
                match = await self.matches.status(channel_id=channel_of(interaction))
            else:
                match = await self.matches.match(match_id)
            if match.status != MatchStatus.ACTIVE:
                raise MatchError(_over(match))
            seat = next((s for s, p in seats(match) if p.user_id == interaction.user.id), None)
            if seat is None:
                raise MatchError(
                    Message(
                        "Only the players of match #{id} have a panel; a judge reports with "
                        "the commands (`/life -3 player:@bob`, `/concede player:`).",
                        id=match.id,
                    )
                )
            return Answer(panel_say(match, opening(match, seat), private_language(interaction)))

        await respond(self.answering, interaction, work)

    # -- presses -----------------------------------------------------------------------------

    async def press(self, interaction: discord.Interaction, panel: Panel, code: str) -> None:
        """A button (or the select) of a panel."""
        try:
            action = read_action(code)
        except (MatchError, ValueError, IndexError):
            await respond(self.answering, interaction, _refused)
            return
        if isinstance(action, AskAmount):
            # The form is the press's answer itself; it is checked once sent, like any press.
            try:
                form = AmountForm(panel, action.seat, private_language(interaction))
                await interaction.response.send_modal(form)
            except discord.HTTPException:  # e.g. the press delivered twice: answered already
                log.info("could not show the amount form of a panel", exc_info=True)
            return
        await self._answered(
            interaction, lambda began: self._pressed(interaction, panel, action, began)
        )

    async def submitted(
        self, interaction: discord.Interaction, panel: Panel, seat: int, text: str
    ) -> None:
        """ "Other amount…" sent: reported like a press (one report, never added up)."""

        async def work(began: list[Burst[Press]]) -> Answer:
            return await self._pressed(interaction, panel, read_typed(seat, text), began)

        await self._answered(interaction, work)

    async def _answered(
        self,
        interaction: discord.Interaction,
        work: Callable[[list[Burst[Press]]], Awaitable[Answer]],
    ) -> None:
        """Answer a press (its panel, updated), then, if it began a burst, report the burst once
        it is over: whether or not the answer reached Discord, so a player's bursts never wait
        for one that is never reported."""
        began: list[Burst[Press]] = []
        try:
            await respond(self.answering, interaction, lambda: work(began))
        finally:
            for burst in began:
                await self._report_when_over(burst)

    async def _pressed(
        self,
        interaction: discord.Interaction,
        panel: Panel,
        action: Aim | Change | Damage | NextCommander | Happened | Typed,
        began: list[Burst[Press]],
    ) -> Answer:
        match = await self._checked(interaction, panel)
        check(match, panel, action)
        language = private_language(interaction)
        if isinstance(action, Aim):
            shown = aimed(match, panel, action.seat)
            return Answer(panel_say(match, shown, language), edit_pressed=True)
        if isinstance(action, NextCommander):
            shown = next_commander(match, panel)
            return Answer(panel_say(match, shown, language), edit_pressed=True)
        press = Press(interaction, panel, match, action)
        key: tuple[Any, ...] | None = None
        amount = 0
        if isinstance(action, Change):
            key, amount = (action.kind, action.seat), action.delta
        elif isinstance(action, Damage):
            key, amount = (EventKind.COMMANDER_DAMAGE, panel.target, panel.commander), action.amount
        else:
            _events(press, 0)  # checked now: a refusal is said at once
        if self.bursts.seen(interaction.id):  # the same press delivered again
            return Answer(panel_say(match, panel, language), edit_pressed=True)
        player = (match.id, interaction.user.id)
        burst, first = self.bursts.add(player, key, amount, press)
        if first:  # this press reports the burst, once it is over
            began.append(burst)
        return Answer(panel_say(match, panel, language, _adding_up(burst)), edit_pressed=True)

    async def _checked(self, interaction: discord.Interaction, panel: Panel) -> MatchView:
        """The panel's match, if its player pressed and it is still being played."""
        match = await self.matches.match(panel.match_id)
        owner = player_at(match, panel.seat)
        if owner.user_id != interaction.user.id:
            if match.name_of(interaction.user.id) is None:
                raise MatchError(
                    Message(
                        "This panel is {player}'s, and you are not playing in match #{id}: "
                        "nothing was changed.",
                        player=owner.name,
                        id=match.id,
                    )
                )
            raise MatchError(
                Message(
                    "This panel is {player}'s: nothing was changed. Open your own with "
                    "/match panel or the Panel button on the scoreboard.",
                    player=owner.name,
                )
            )
        if match.channel_id != interaction.channel_id:
            raise MatchError(
                Message("This panel is for match #{id}, in another channel.", id=match.id)
            )
        if match.status != MatchStatus.ACTIVE:
            raise MatchError(_over(match))
        return match

    # -- reporting what the presses add up to -----------------------------------------------

    async def _report_when_over(self, burst: Burst[Press]) -> None:
        """Once the burst is over, its report, answered on its first press; then the panel
        says it was sent, unless the player has pressed since."""
        try:
            await self.bursts.hold(burst)
            press = burst.first
            interaction = press.interaction
            reported: MatchView | None = None

            async def work() -> Answer:
                nonlocal reported
                match = await self._checked(interaction, press.panel)
                events = _events(Press(interaction, press.panel, match, press.action), burst.amount)
                answer = await self.matches.report(
                    channel_id=channel_of(interaction),
                    actor=await actor_for(interaction, self.matches),
                    events=events,
                    idempotency_key=str(interaction.id),
                )
                reported = answer.match
                return await self.actions.present(interaction, answer, events)

            answer_again(interaction)  # this answer is the report's
            await respond(self.answering, interaction, work)
            if reported is not None and self.bursts.newest(burst):
                await self._sent(burst, reported)
        finally:
            self.bursts.reported(burst)

    async def _sent(self, burst: Burst[Press], match: MatchView) -> None:
        """The panel the burst's last press showed, saying what was reported: still aimed
        where the player left it (whose total, which commander), for the next change."""
        press = burst.latest
        language = private_language(press.interaction)
        what = report_words(press.match, press.panel, press.action, burst.amount)
        try:
            if match.status != MatchStatus.ACTIVE:
                over = Message("Reported: {what}. The match is over.", what=what)
                await press.interaction.edit_original_response(
                    content=translate(over, language), view=None
                )
                return
            say = panel_say(match, press.panel, language, Message("Reported: {what}.", what=what))
            await press.interaction.edit_original_response(content=say.content, view=say.view)
        except discord.HTTPException:
            log.info("could not update a panel after its report", exc_info=True)

    async def close(self) -> None:
        """Report what is still adding up (the bot is stopping)."""
        await self.bursts.close()


# -- helpers -----------------------------------------------------------------------------------


async def _refused() -> Answer:
    raise MatchError(NOT_OURS)


def _over(match: MatchView) -> Message:
    return Message(
        "Match #{id} is over: nothing was changed. Start a new one with /match start.",
        id=match.id,
    )


def _adding_up(burst: Burst[Press]) -> Message:
    """The panel's note after a press: what it adds up to so far."""
    press = burst.latest
    what = report_words(press.match, press.panel, press.action, burst.amount)
    if burst.key is None:
        return Message("Sending: {what}.", what=what)
    seconds = f"{WINDOW:g}"
    if burst.presses > 1:
        return Message.plural(
            "Adding up: {what} ({n} tap); reported {seconds} s after your last tap on it.",
            "Adding up: {what} ({n} taps); reported {seconds} s after your last tap on it.",
            burst.presses,
            what=what,
            seconds=seconds,
        )
    return Message(
        "Adding up: {what}; reported {seconds} s after your last tap on it.",
        what=what,
        seconds=seconds,
    )


def _events(press: Press, amount: int) -> Events:
    """The report a press (or a burst of them adding up to `amount`) sends the service."""
    match, panel, action = press.match, press.panel, press.action
    if isinstance(action, Happened):
        if action.kind is EventKind.CHAMPION_CONTROL:
            controller = who_at(match, panel.seat)
            return each(action.kind, [who_at(match, action.seat)], controller=controller)
        return each(action.kind, [who_at(match, action.seat)])
    if isinstance(action, Damage):
        assert panel.commander is not None
        if amount == 0:
            raise MatchError(NOTHING)
        change = validation.counter_change(
            "commander damage",
            amount,
            None,
            validation.COMMANDER_DAMAGE_CHANGE,
            validation.COMMANDER_DAMAGE_TOTAL,
        )
        return report_events.commander_damage(
            [who_at(match, panel.target)],
            who_at(match, panel.commander.seat),
            change,
            source=validation.commander_name(source_named(match, panel.commander)),
        )
    delta, total = (action.delta, action.total) if isinstance(action, Typed) else (amount, None)
    if delta == 0:
        raise MatchError(NOTHING)
    if isinstance(action, Change) and action.kind is EventKind.POISON:
        bounds = (validation.POISON_CHANGE, validation.POISON_TOTAL)
        change = validation.counter_change("poison", delta, total, *bounds)
        return each(EventKind.POISON, [who_at(match, action.seat)], **change)
    life = game_of(match.system).names.life
    change = validation.counter_change(
        life, delta, total, validation.LIFE_CHANGE, validation.LIFE_TOTAL
    )
    return each(EventKind.LIFE, [who_at(match, action.seat)], **change)
