"""Every interaction is acknowledged within Discord's three seconds, whatever the database does.

An action is work that returns an `Answer` (what to say); `respond` runs it. If the work is
done within `ACK_BUDGET` the answer is the interaction's response, as usual. If not, the
interaction is deferred first, so Discord keeps it open (15 minutes), and the answer follows
when the work is done:

* a slash command defers *ephemerally* ("Arbiter is thinking...", seen only by the user),
  because any answer may be a refusal and a refusal stays private. A private answer then
  fills that message; a public one is posted as a followup, after the private placeholder is
  completed and removed (a first followup would otherwise fill the private placeholder);
* a button press defers as an update (nothing shows); the answer then edits the pressed
  message, or arrives as a new message, private or public as the answer says.

Refusals (`MatchError`) become private answers, anything unexpected is logged and answered
with an apology, in both cases after a deferral too. After the answer is out, `Answer.then`
runs (remember the id of a message with buttons, refresh the scoreboard): slow follow-up work
never delays the acknowledgement. New commands follow the same shape:

    @answers
    async def my_command(self, interaction, ...) -> Answer:
        view = await self.service.do_something(...)       # refusals: raise MatchError
        return Answer(Say(render.something(view), private=True))
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, Protocol

import discord

from bot.core.errors import MatchError, NoActiveMatch, OutcomeUnknown
from bot.core.messages import N_, Message
from bot.faces.discord import limits
from bot.faces.discord.mentions import NOBODY, Pings, plain
from bot.faces.discord.render import for_players, result_text
from bot.faces.i18n import language_of, translate

if TYPE_CHECKING:
    from bot.app.match import MatchService

log = logging.getLogger(__name__)
P = ParamSpec("P")

# Discord allows 3 seconds from the interaction's creation to the first response. What is
# left after this budget covers the gateway's delivery, the deferral's own round trip and a
# busy event loop: under load (hundreds of tables on a shared machine) the deferral's timer
# fired up to 1 s late and its request took up to 1 s more (docs/performance.md, issue 23).
ACK_BUDGET = 1.0

SORRY = N_(
    "Something went wrong on Arbiter's side and nothing was changed. "
    "Please try again; if it keeps happening, tell a judge."
)
# The request was stored, then something failed (showing the answer): never "nothing changed".
STORED_BUT = N_(
    "That was recorded, but something went wrong on Arbiter's side while answering. "
    "/match status shows where things stand; do not send it again."
)
RETRY_NOTE = N_(
    "Your earlier identical command was already recorded (its answer never reached you), so "
    "it was not applied again: the answer above is that command's. If you meant to do it a "
    "second time, send it once more."
)
ALREADY_ACKNOWLEDGED = 40060  # Discord: this interaction was answered (by another delivery)
UNKNOWN_INTERACTION = 10062  # Discord: too late to answer (the 3-second window has passed)
# Shown for a moment in the private placeholder of a deferred command whose answer is public.
POSTED = N_("Answered below.")
# Said above such an answer when Discord refused to post it for everyone.
NOT_POSTED = N_(
    "(Discord did not post this answer for everyone, so only you see it: tell the table.)"
)


def said(msgid: str, interaction: discord.Interaction) -> str:
    """One of this module's sentences, in the language of `interaction`'s user."""
    return translate(Message(msgid), interaction.locale)


@dataclass
class Say:
    """One message. `private` messages are seen only by the user (ephemeral)."""

    content: str | None = None
    embed: discord.Embed | None = None
    view: discord.ui.View | None = None
    file: discord.File | None = None
    private: bool = False
    pings: Pings = NOBODY


@dataclass
class Sent:
    """The ids of the messages an answer was sent as (None where Discord did not say)."""

    first: int | None = None
    more: list[int | None] = field(default_factory=list)


@dataclass
class Answer:
    """What an interaction answers.

    `say` is the answer itself; with `edit_pressed` it replaces the message whose button was
    pressed (its buttons go unless `say.view` gives new ones), unless that message is private
    and the answer is not: then the answer is a new message, so everyone sees it (Confirm in
    /match status). `more` are further messages
    (e.g. a new message that pings: Discord does not notify mentions added by an edit).
    `then` runs once the answer is out.
    """

    say: Say
    edit_pressed: bool = False
    more: Sequence[Say] = ()
    then: Callable[[Sent], Awaitable[None]] | None = None
    # Runs before the answer is sent and may add to it (a finished match's rating changes).
    before_send: Callable[[Answer], Awaitable[None]] | None = None


_ANSWERED = "arbiter_answered"
_ON_ANSWER = "arbiter_on_answer"


def answered(interaction: discord.Interaction) -> bool:
    """Whether an answer to the interaction reached Discord (a message sent or edited for it,
    not a mere deferral): what the match service needs to recognise a retry."""
    return bool(interaction.extras.get(_ANSWERED))


def on_answer(interaction: discord.Interaction, callback: Callable[[], None]) -> None:
    """Call `callback` as soon as an answer to the interaction has reached Discord."""
    interaction.extras[_ON_ANSWER] = callback


def answer_again(interaction: discord.Interaction) -> None:
    """A second answer is coming on an interaction already answered (a panel's tap answers at
    once, and the report its taps add up to answers later, on the first tap): whether that one
    reaches Discord is known anew (`answered`, `on_answer`)."""
    interaction.extras.pop(_ANSWERED, None)


def refusal_text(error: MatchError, locale: object = None) -> str:
    """A refusal of the service's, in the reader's language (`locale`: Discord's, e.g. the
    interaction's; None: English) and the words the user types (commands, options), as plain
    text: it may carry names."""
    return plain(for_players(translate(error.text, locale)), alone=True)


def refusal(message: str) -> Answer:
    """A refusal: only the asker sees it, and it says what to do instead."""
    return Answer(Say(message, private=True))


@dataclass(frozen=True)
class Answering:
    """What answering an interaction needs besides it: the match service, told whether each
    answer reached Discord (how it recognises a retry, bot.store.requests) and asked how a
    match here ended, and the list unexpected failures are kept in (tests assert it stays
    empty)."""

    matches: MatchService
    errors: list[BaseException]


class _Answers(Protocol):
    answering: Answering


def answers(
    work: Callable[Concatenate[Any, discord.Interaction, P], Awaitable[Answer]],
) -> Callable[Concatenate[Any, discord.Interaction, P], Awaitable[None]]:
    """Make an action (a method of an object with `.answering`) answer through `respond`."""

    @functools.wraps(work)
    async def wrapper(
        self: _Answers, interaction: discord.Interaction, /, *args: P.args, **kwargs: P.kwargs
    ) -> None:
        await respond(self.answering, interaction, lambda: work(self, interaction, *args, **kwargs))

    return wrapper


def answers_within(
    budget: float,
) -> Callable[
    [Callable[Concatenate[Any, discord.Interaction, P], Awaitable[Answer]]],
    Callable[Concatenate[Any, discord.Interaction, P], Awaitable[None]],
]:
    """`answers`, deferring once `budget` seconds have passed instead of `ACK_BUDGET`: 0 for
    work known to be slow (e.g. one Discord call per table of a league round)."""

    def decorate(
        work: Callable[Concatenate[Any, discord.Interaction, P], Awaitable[Answer]],
    ) -> Callable[Concatenate[Any, discord.Interaction, P], Awaitable[None]]:
        @functools.wraps(work)
        async def wrapper(
            self: _Answers, interaction: discord.Interaction, /, *args: P.args, **kwargs: P.kwargs
        ) -> None:
            await respond(
                self.answering,
                interaction,
                lambda: work(self, interaction, *args, **kwargs),
                budget=budget,
            )

        return wrapper

    return decorate


async def respond(
    answering: Answering,
    interaction: discord.Interaction,
    work: Callable[[], Awaitable[Answer]],
    *,
    budget: float | None = None,
) -> None:
    """Run `work`, acknowledge the interaction in time, deliver the answer, then its `then`.

    The service is told whether the answer reached Discord (how it recognises a retry of a
    request whose answer was lost: bot.store.requests): the moment the first message of
    the answer is out, before any follow-up work, or, when it never got out, at the end."""
    key = str(interaction.id)
    service = answering.matches
    on_answer(interaction, functools.partial(service.delivered, key, True))
    deferral: asyncio.Task[bool] | None = None

    def defer_in_time() -> None:
        nonlocal deferral
        if not interaction.response.is_done():
            deferral = asyncio.create_task(_defer(interaction))

    # A timer rather than a task for the work: the same guarantee (the deferral goes out once
    # the budget has passed, whatever the work is waiting for) without a task and a wait per
    # interaction.
    loop = asyncio.get_running_loop()
    timer = loop.call_later(ACK_BUDGET if budget is None else budget, defer_in_time)
    sent: Sent | None = None
    try:
        try:
            answer = await _outcome(answering, interaction, work)
            if answer.before_send is not None:
                await _before_send(answering, interaction, answer, answer.before_send)
        finally:
            timer.cancel()
        deferred = await deferral if deferral is not None else False
        if service.is_retry(key):
            answer.more = [*answer.more, Say(said(RETRY_NOTE, interaction), private=True)]
        sent = await deliver(interaction, answer, deferred=deferred)
    finally:
        if sent is None and not answered(interaction):
            service.delivered(key, False)
    if answer.then is not None and sent is not None:
        try:
            await answer.then(sent)
        except Exception as error:  # the user has their answer; keep it for the logs and tests
            answering.errors.append(error)
            log.error("follow-up work of interaction %s failed", interaction.id, exc_info=error)


async def _outcome(
    answering: Answering,
    interaction: discord.Interaction,
    work: Callable[[], Awaitable[Answer]],
) -> Answer:
    try:
        return await work()
    except NoActiveMatch as error:
        return await _after_the_match(answering, interaction, error)
    except Exception as error:  # every failure gets an answer
        return failure(answering, interaction, error)


async def _after_the_match(
    answering: Answering, interaction: discord.Interaction, error: NoActiveMatch
) -> Answer:
    """No active match here: when one has ended in this channel, say how it ended (a report
    sent just after the last one finished the match would otherwise only hear "no match")."""
    matches = answering.matches
    if interaction.channel_id is None or matches.was_stored(str(interaction.id)):
        return failure(answering, interaction, error)
    try:
        latest = await matches.status(channel_id=interaction.channel_id)
    except MatchError:
        return failure(answering, interaction, error)
    if latest.result is None:
        return failure(answering, interaction, error)
    over = Message(
        "Match #{id} here is over: {result} Start a new one with /match start.",
        id=latest.id,
        result=result_text(latest, language_of(interaction.locale)),
    )
    return refusal(translate(over, interaction.locale))


async def _before_send(
    answering: Answering,
    interaction: discord.Interaction,
    answer: Answer,
    work: Callable[[Answer], Awaitable[None]],
) -> None:
    """Additions to an answer that is already decided: if one fails, the answer goes as it is
    (the request was stored)."""
    try:
        await work(answer)
    except Exception as error:
        answering.errors.append(error)
        log.error("adding to the answer of interaction %s failed", interaction.id, exc_info=error)


def failure(answering: Answering, interaction: discord.Interaction, error: BaseException) -> Answer:
    """The one place failures become answers: refusals are shown, bugs are logged. What is
    said about the change is what the service knows: stored, refused, or unknown."""
    stored = answering.matches.was_stored(str(interaction.id))
    if isinstance(error, MatchError) and not stored:
        return refusal(refusal_text(error, interaction.locale))
    if isinstance(error, OutcomeUnknown):
        log.warning("interaction %s: %s", interaction.id, error.message)
        return refusal(translate(error.text, interaction.locale))
    answering.errors.append(error)
    log.error("interaction %s failed", interaction.id, exc_info=error)
    return refusal(said(STORED_BUT if stored else SORRY, interaction))


def _unanswerable(interaction: discord.Interaction, error: discord.HTTPException) -> bool:
    """Discord will take no answer on this interaction: not a failure of Arbiter's."""
    if error.code == ALREADY_ACKNOWLEDGED:
        # The same interaction delivered twice: the other delivery answered it.
        log.info("interaction %s was already answered", interaction.id)
        return True
    if error.code == UNKNOWN_INTERACTION:
        # Too late: nothing can be said on this interaction any more. The service knows the
        # answer was not delivered, so the user's retry gets it (bot.store.requests).
        log.warning("interaction %s: the answer came too late for Discord", interaction.id)
        return True
    return False


async def _defer(interaction: discord.Interaction) -> bool:
    """Keep the interaction open: privately for a command, silently for a button."""
    try:
        if interaction.type is discord.InteractionType.component:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
    except discord.HTTPException:
        log.warning("could not defer interaction %s", interaction.id, exc_info=True)
        return False
    return True


async def deliver(
    interaction: discord.Interaction, answer: Answer, *, deferred: bool = False
) -> Sent | None:
    """Send an answer: as the response, or after a deferral as the followups described above.
    None if Discord refused the answer itself (logged: there is nobody left to tell); a
    further message it refuses is None in `Sent.more`."""
    say = answer.say
    # Split only when it is too long (most answers are one message: no trip to `limits`).
    long = say.content is not None and len(say.content) > limits.CONTENT
    chunks = limits.split_content(say.content) if long and say.content else [say.content]
    more = []
    for chunk in chunks[1:]:
        more.append(Say(chunk, private=say.private, pings=say.pings))
    more += answer.more
    first = Say(chunks[0], say.embed, say.view, say.file, say.private, say.pings)
    pressed = interaction.message
    in_private = pressed is not None and pressed.flags.ephemeral  # pressed in a private one
    try:
        if answer.edit_pressed and (say.private or not in_private):
            first_id = await _edit_pressed(interaction, first, deferred=deferred)
        else:
            first_id = await _reply(interaction, first, deferred=deferred)
        if not interaction.extras.get(_ANSWERED):  # an answer reached Discord: say so once
            interaction.extras[_ANSWERED] = True
            callback = interaction.extras.get(_ON_ANSWER)
            if callback is not None:
                callback()
    except discord.HTTPException as error:
        if not _unanswerable(interaction, error):
            log.error("could not answer interaction %s", interaction.id, exc_info=True)
        return None
    sent = Sent(first_id)
    for further in more:
        # The answer is out: a further message Discord refuses (a 429 after discord.py's
        # retries) is lost alone; what follows the answer (the scoreboard) still happens.
        try:
            sent.more.append(await _followup(interaction, further))
        except discord.HTTPException:
            log.warning("could not send more of interaction %s", interaction.id, exc_info=True)
            sent.more.append(None)
    return sent


async def _reply(interaction: discord.Interaction, say: Say, *, deferred: bool) -> int | None:
    kwargs = limits.message_kwargs(say.content, embed=say.embed, view=say.view, pings=say.pings)
    response = interaction.response
    if not response.is_done():
        if say.file is not None:
            kwargs["file"] = say.file
        callback = await response.send_message(ephemeral=say.private, **kwargs)
        return callback.message_id
    if deferred and interaction.type is not discord.InteractionType.component:
        # The private "thinking" placeholder is waiting to be filled.
        if say.private:
            if say.file is not None:
                kwargs["attachments"] = [say.file]
            message = await interaction.edit_original_response(**kwargs)
            return message.id
        # A public answer: complete the private placeholder first (a first followup would
        # fill it, privately), post the answer, then remove the placeholder.
        await interaction.edit_original_response(content=said(POSTED, interaction))
        try:
            message_id = await _followup(interaction, say)
        except discord.HTTPException as error:
            if _unanswerable(interaction, error):
                raise
            # Discord would not post it (a 429 after discord.py's retries): the placeholder
            # shows it, to the asker at least, rather than "Answered below." over nothing.
            log.warning("could not post the answer of interaction %s", interaction.id)
            unposted = said(NOT_POSTED, interaction)
            shown = f"{unposted}\n{say.content}" if say.content else unposted
            kwargs = limits.message_kwargs(shown, embed=say.embed, view=say.view, pings=say.pings)
            message = await interaction.edit_original_response(**kwargs)
            return message.id
        try:
            await interaction.delete_original_response()
        except discord.HTTPException:
            log.info("could not remove the placeholder of interaction %s", interaction.id)
        return message_id
    return await _followup(interaction, say)


async def _followup(interaction: discord.Interaction, say: Say) -> int | None:
    kwargs = limits.message_kwargs(say.content, embed=say.embed, view=say.view, pings=say.pings)
    if say.file is not None:
        kwargs["file"] = say.file
    message = await interaction.followup.send(wait=True, ephemeral=say.private, **kwargs)
    return message.id


async def _edit_pressed(
    interaction: discord.Interaction, say: Say, *, deferred: bool
) -> int | None:
    kwargs = limits.message_kwargs(say.content, embed=say.embed, view=say.view, pings=say.pings)
    kwargs.setdefault("view", None)  # the pressed buttons go unless new ones are given
    if say.embed is None:
        kwargs.pop("embed", None)
    if not interaction.response.is_done():
        await interaction.response.edit_message(**kwargs)
    else:
        await interaction.edit_original_response(**kwargs)
    return interaction.message.id if interaction.message is not None else None
