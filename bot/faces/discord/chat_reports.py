"""A report typed in chat: `@Arbiter bob -3` in a match's channel (issue 32).

A message that mentions Arbiter reaches it without the privileged message-content intent (as
for quick rulings, bot.faces.discord.quick_ruling_actions). When what follows the mention reads
as a change of a counter the channel's active match has, it is a report by the message's
author, through the same match service call as `/life` and `/poison`, with the same consent
rules and the same answer in the channel; anything else stays a quick ruling.

    @Arbiter -3               your life (or vitae) -3
    @Arbiter bob -3           bob's (a player's name, any case), or @bob
    @Arbiter bob poison 2     poison counters: +2 (a bare number gives poison; life needs a sign)
    @Arbiter me life +5

The answer is a reply sent with the bot token through the paced budget (`messaging.send`),
naming exactly who it may ping (those asked to confirm), with every name and the service's
texts escaped. The message id is the request's key: a message delivered twice is applied
once, and answered once.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.app.match.views import MatchView
from bot.core.errors import MatchError, OutcomeUnknown
from bot.core.match.report_events import each
from bot.core.match.statuses import MatchStatus
from bot.core.rules.games import GAMES, game_of
from bot.core.rules.vocabulary import EventKind
from bot.faces.discord import limits, messaging, validation
from bot.faces.discord.answers import SORRY, STORED_BUT, Answer, Answering, Sent, refusal_text
from bot.faces.discord.context import Asker, author_of
from bot.faces.discord.languages import public_language
from bot.faces.discord.mentions import NOBODY
from bot.faces.discord.scoreboard import Place

if TYPE_CHECKING:
    from bot.faces.discord.actions import Actions

log = logging.getLogger(__name__)

_AMOUNT = re.compile(r"([+\-\u2212])?([0-9]{1,5})")
_MENTION = re.compile(r"<@!?([0-9]{1,20})>")
_SELF = frozenset({"me", "i", "myself"})
MAX_WORDS = 6  # a name of a few words, a counter, an amount


@dataclass(frozen=True)
class Shortcut:
    """What a mention says, before the match is known: whose (as typed: "" for the author),
    which counter (as typed: "" for life) and the amount (`signed`: it had a + or -)."""

    who: str
    counter: str
    amount: int
    signed: bool


def read_shortcut(text: str) -> Shortcut | None:
    """`[who] [counter] amount`, or None when the text is not that shape."""
    words = text.split()
    if not 1 <= len(words) <= MAX_WORDS:
        return None
    found = _AMOUNT.fullmatch(words[-1])
    if found is None:
        return None
    amount = int(found[2]) * (-1 if found[1] in ("-", "\u2212") else 1)
    rest = words[:-1]
    counter = ""
    if rest and rest[-1].isalpha() and rest[-1].casefold() in _counter_words():
        counter = rest.pop().casefold()
    return Shortcut(" ".join(rest), counter, amount, found[1] is not None)


def _counter_words() -> frozenset[str]:
    """Every word that names a counter a game may have: its life's name, and poison."""
    return frozenset({"life", "poison", *(g.names.life.casefold() for g in GAMES.values())})


@dataclass(frozen=True)
class Reading:
    """A shortcut read against the channel's match: the counter, whose, and the change."""

    kind: EventKind
    player: int | str
    delta: int


def read_against(shortcut: Shortcut, match: MatchView, author_id: int) -> Reading | None:
    """The report the shortcut makes in this match, or None if it is not one (then the
    message is a quick ruling): a counter the game has, a player of the match or a mention,
    a signed amount (a bare number only counts poison)."""
    game = game_of(match.system)
    events = game.events(match.variant)
    lives = {"", "life", game.names.life.casefold()}
    if shortcut.counter in lives and EventKind.LIFE in events:
        kind = EventKind.LIFE
    elif shortcut.counter == "poison" and EventKind.POISON in events:
        kind = EventKind.POISON
    else:
        return None
    if not shortcut.signed and kind is not EventKind.POISON:
        return None  # "bob 15" could be a total as well as a gain: not read as either
    who = shortcut.who
    player: int | str | None
    mentioned = _MENTION.fullmatch(who)
    if not who or who.casefold() in _SELF:
        player = author_id
    elif mentioned is not None:
        player = int(mentioned[1])  # a player or not: the service says
    else:
        typed = _folded(who)
        found = next((p for p in match.players if _folded(p.name) == typed), None)
        if found is None:
            return None
        player = found.user_id if found.user_id is not None else found.name
    return Reading(kind, player, shortcut.amount)


def _folded(text: str) -> str:
    return " ".join(text.casefold().split())


class ChatReports:
    """Mentions of Arbiter that are reports (see the module docstring)."""

    def __init__(
        self,
        answering: Answering,
        client: discord.Client,
        actions: Actions,
        admit: Callable[[int], bool],
    ) -> None:
        self.answering = answering
        self.service = answering.matches
        self.client = client
        self.actions = actions
        # Whether a refusal may be said to this user now (the quick rulings' few a minute):
        # a stranger's flood of "reports" gets a few answers, not one each.
        self.admit = admit

    async def take(self, message: discord.Message, text: str) -> bool:
        """Report what `text` (the message after the mention) says, if it is a report in an
        active match here; False leaves the message to the quick rulings."""
        shortcut = read_shortcut(text)
        if shortcut is None or message.guild is None:
            return False
        try:
            match = await self.service.status(channel_id=message.channel.id)
        except MatchError:
            return False  # no match here: a quick ruling
        if match.status != MatchStatus.ACTIVE:
            return False
        reading = read_against(shortcut, match, message.author.id)
        if reading is None:
            return False
        await self._report(message, match, reading)
        return True

    async def _report(self, message: discord.Message, match: MatchView, reading: Reading) -> None:
        key = str(message.id)
        service = self.service
        try:
            life = reading.kind is EventKind.LIFE
            what = game_of(match.system).names.life if life else "poison"
            bounds = validation.LIFE_CHANGE if life else validation.POISON_CHANGE
            change = validation.counter_change(what, reading.delta, None, bounds, bounds)
            events = each(reading.kind, [reading.player], **change)
            answer = await service.report(
                channel_id=message.channel.id,
                actor=await author_of(message, service),
                events=events,
                idempotency_key=key,
            )
        except OutcomeUnknown as error:
            await self._refuse(message, error.message)
            return
        except MatchError as error:
            if service.was_stored(key):  # recorded, then something failed: not a refusal
                self._failed(error)
                await self._refuse(message, STORED_BUT)
            elif self.admit(message.author.id):  # a reply in the channel: the server's language
                language = await public_language(self.actions.service, message.guild)
                await self._refuse(message, refusal_text(error, language))
            return
        except Exception as error:  # the author gets an answer, the logs the error
            self._failed(error)
            await self._refuse(message, STORED_BUT if service.was_stored(key) else SORRY)
            return
        if answer.duplicate and not answer.retry:
            return  # the same message delivered again: the first delivery answered it
        language = await public_language(self.actions.service, message.guild)
        asker = Asker(
            message.author.id,
            _place(message),
            lambda text: self._refuse(message, text),
            language,
        )
        await self._deliver(message, key, await self.actions.present(asker, answer, events))

    async def _deliver(self, message: discord.Message, key: str, answer: Answer) -> None:
        """The answer as a reply (then what follows it: the scoreboard, a kept Confirm)."""
        if answer.before_send is not None:
            try:
                await answer.before_send(answer)
            except Exception as error:  # the answer goes as it is
                self._failed(error)
        say = answer.say
        channel_id = message.channel.id
        service = self.service
        chunks = limits.split_content(say.content) if say.content else [None]
        sent = Sent()
        try:
            for number, chunk in enumerate(chunks):
                if number == 0:
                    sent.first = await messaging.send(
                        self.client,
                        channel_id,
                        content=chunk,
                        embed=say.embed,
                        view=say.view,
                        pings=say.pings,
                        reply_to=message,
                    )
                else:
                    await messaging.send(self.client, channel_id, content=chunk, pings=say.pings)
        except discord.HTTPException:
            log.warning("could not answer a report typed in channel %s", channel_id, exc_info=True)
            service.delivered(key, False)
            return
        service.delivered(key, True)
        for more in answer.more:  # a word on the scoreboard: the table may as well know
            sent.more.append(await messaging.post(self.client, channel_id, content=more.content))
        if answer.then is not None:
            try:
                await answer.then(sent)
            except Exception as error:
                self._failed(error)

    async def _refuse(self, message: discord.Message, text: str) -> None:
        await messaging.post(
            self.client, message.channel.id, content=text, pings=NOBODY, reply_to=message
        )

    def _failed(self, error: BaseException) -> None:
        self.answering.errors.append(error)
        log.error("a report typed in chat failed", exc_info=error)


def _place(message: discord.Message) -> Place:
    """Where the message was typed, and what Arbiter may do there (as far as discord.py knows
    from the guild's roles; unknown, the scoreboard tries and backs off if Discord refuses)."""
    channel = message.channel
    guild = message.guild
    me = guild.me if guild is not None else None
    permissions = discord.Permissions.all()
    if me is not None and isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        permissions = channel.permissions_for(me)
    in_thread = isinstance(channel, discord.Thread)
    return Place(channel.id, permissions, in_thread)


__all__ = ["ChatReports", "Reading", "Shortcut", "read_against", "read_shortcut"]
