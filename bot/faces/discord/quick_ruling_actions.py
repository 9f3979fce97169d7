"""Quick rulings in Discord (shared/spec/rulings.md): `/ruling`, a mention of Arbiter or a DM,
the message menu "Ask Arbiter", and `/ruling from_match` in a match channel.

Every surface calls the one pure `rule_on` and renders its answer the same way: an embed whose
text is escaped (names and the asker's words are user text) and fits Discord's limits for the
longest situation accepted. Rulings never touch a match: `from_match` reads the current game
through the match service's public reads (status, export) and records nothing.
"""

from __future__ import annotations

import logging
import re
import time
from collections import defaultdict, deque
from collections.abc import Callable

import discord

from bot.app.match import MatchService
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.match.statuses import MatchStatus
from bot.core.messages import N_, Message
from bot.core.rules.gamefile import GameFileError, adjudicate_game, read_game
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.game_words import example_of
from bot.core.rulings.other_languages import tells_english
from bot.core.rulings.words import read_in_english, read_prefix
from bot.faces.discord import messaging
from bot.faces.discord.answers import Answer, Answering, Say, respond
from bot.faces.discord.chat_reports import ChatReports
from bot.faces.discord.judge_actions import Asking, JudgeActions
from bot.faces.discord.languages import private_language, public_language
from bot.faces.discord.limits import CONTENT, shorten
from bot.faces.discord.mentions import plain
from bot.faces.discord.validation import game_id
from bot.faces.i18n import translate, translate_joined

log = logging.getLogger(__name__)

EMBED_DESCRIPTION_LIMIT = 4096
RULINGS_PER_MINUTE = 5
WINDOW_SECONDS = 60.0
COLOUR = discord.Colour.teal()
HOW_TO_ASK = N_(
    "Describe the moment after the mention, e.g. `@Arbiter magic: I'm at 0 life and an "
    "effect says I win`. Start with `magic:`, `ga:` or `terrus:` to name the game."
)
ASK_A_JUDGE = N_("Ask a judge")  # the button under an answer Arbiter could not give


def worder(language: Language) -> Callable[[Message], str] | None:
    """How an answer's own sentences are worded for `language`: None for English, which
    speaks to the asker as "you" (the other languages name every player)."""
    if language is Language.ENGLISH:
        return None
    return lambda message: translate_joined(message, language)


def ruling_embed(answer: Ruling, language: Language = Language.ENGLISH) -> discord.Embed:
    """The answer as an embed in `language`: Arbiter's own headings in bold, everything that
    carries the asker's words or names escaped, and within the description's limit whatever
    it says (the middle of a long list of reports is elided, never the results). In another
    language than English, the footer says situations are read (and told back) in English."""
    text = answer.text(
        limit=EMBED_DESCRIPTION_LIMIT,
        escape=plain,
        mark=lambda name: f"**{name}**",
        bullet="•",
        word=worder(language),
    )
    title = translate(answer.verdict(), language)
    embed = discord.Embed(title=title, description=text, colour=COLOUR)
    if language is not Language.ENGLISH:
        embed.set_footer(text=translate(read_in_english(example_of(answer.system)), language))
    return embed


def ruling_offer(answer: Ruling, query: str, language: Language = Language.ENGLISH) -> list[str]:
    """A `/rule` query that reads as a situation: its verdict (or the question it depends
    on), and how to ask for the rest, in `language`."""
    if answer.depends:
        depends = answer.depends_on(plain, worder(language))
        lines = [f"• {translate_joined(depends, language)}"]
    else:
        lines = [f"• {plain(line)}" for line in answer.result_lines_in(worder(language))]
    command = f"/ruling situation:{query}".replace("`", "'")
    if read_prefix(query)[0] is None:  # the game came from an option or the channel: say it
        command += f" game:{answer.system.value}"
    whole = Message("The whole answer, with why: {command}", command=f"`{command}`")
    return [*lines, translate(whole, language)]


def refusal_text(refusal: NoRuling, language: Language = Language.ENGLISH) -> str:
    """A refusal quotes the asker's words: all of it is escaped, mentions made inert. In
    another language than English it also says situations are read in English."""
    text = translate(refusal.told(), language)
    if language is not Language.ENGLISH and not tells_english(refusal.told()):
        text += "\n" + translate(read_in_english(example_of(refusal.system)), language)
    return shorten(plain(text), CONTENT)


def language_for(
    answer: Ruling | NoRuling, *, private: bool, mine: Language, theirs: Language
) -> Language:
    """The language an answer is said in: a refusal (always private) in the asker's language
    `mine`; a ruling in `mine` when private, else in the channel's language `theirs`."""
    return mine if private or isinstance(answer, NoRuling) else theirs


def say_for(answer: Ruling | NoRuling, *, private: bool, language: Language) -> Say:
    """The answer to say in `language` (`language_for`): a refusal is always private."""
    if isinstance(answer, NoRuling):
        return Say(refusal_text(answer, language), private=True)
    return Say(embed=ruling_embed(answer, language), private=private)


def ask_label(language: Language) -> str:
    """The "Ask a judge" button's label, in the language of the answer it sits under."""
    return translate(Message(ASK_A_JUDGE), language)


async def channel_game(
    service: MatchService, guild_id: int | None, channel_id: int | None
) -> System | None:
    """The game being played here: the channel's active match's, else the server's default."""
    if guild_id is None:
        return None
    if channel_id is not None:
        try:
            view = await service.status(channel_id=channel_id)
        except MatchError:
            view = None
        if view is not None and view.status == MatchStatus.ACTIVE:
            return System(view.system)
    settings = await service.settings(guild_id)
    return System(settings.default_game) if settings.default_game else None


class RateLimiter:
    """A few rulings per user per minute, for the chat surfaces (mentions, DMs): Arbiter
    answers a conversation, not a flood."""

    def __init__(
        self,
        per_window: int = RULINGS_PER_MINUTE,
        window: float = WINDOW_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.per_window = per_window
        self.window = window
        self.clock = clock
        self._asked: dict[int, deque[float]] = defaultdict(deque)
        self._told: dict[int, float] = {}

    def admit(self, user_id: int) -> tuple[bool, float]:
        """(allowed, seconds until the next ruling would be)."""
        now = self.clock()
        if len(self._asked) > 10_000:  # forget people who have not asked for a minute
            for quiet in [u for u, times in self._asked.items() if times[-1] <= now - self.window]:
                del self._asked[quiet]
        asked = self._asked[user_id]
        while asked and asked[0] <= now - self.window:
            asked.popleft()
        if len(asked) < self.per_window:
            asked.append(now)
            return True, 0.0
        return False, asked[0] + self.window - now

    def should_tell(self, user_id: int) -> bool:
        """Say "slow down" once per window, not once per message."""
        now = self.clock()
        if now - self._told.get(user_id, -self.window) < self.window:
            return False
        self._told[user_id] = now
        return True


def game_named(value: str | None) -> System | None:
    """The game the `game` option names; one Arbiter does not know is refused privately,
    listing the games (a hand-made request is not held to the option's choices)."""
    return System(game_id(value)) if value else None


class QuickRulings:
    """The Discord side of quick rulings; the ruling itself is `bot.core.rulings.rule_on`."""

    def __init__(self, answering: Answering, client: discord.Client, matches: MatchService) -> None:
        self.answering = answering
        self.client = client
        self.matches = matches
        self.limiter = RateLimiter()
        # Set by the composition root (client.py): the "Ask a judge" offer under an answer.
        self.judge_actions: JudgeActions | None = None
        # Set by the composition root: `@Arbiter bob -3` in a match channel is a report.
        self.reports: ChatReports | None = None

    # -- where the game comes from ---------------------------------------------------------

    async def channel_game(self, guild_id: int | None, channel_id: int | None) -> System | None:
        return await channel_game(self.matches, guild_id, channel_id)

    async def current_game(self, channel_id: int) -> GameState:
        """The state of the match's current game, read through the service's public reads
        (the replay-format export), so a what-if is judged from exactly where the table is."""
        view = await self.matches.status(channel_id=channel_id)
        if view.status != MatchStatus.ACTIVE:
            raise MatchError(
                Message("The match in this channel is over; from_match needs a live game.")
            )
        document = await self.matches.export(view.id)
        games = document.get("games") or []
        if not games:
            raise MatchError(Message("This match has no game under way yet."))
        try:
            return adjudicate_game(read_game(games[-1]))
        except GameFileError as error:  # a stored game always replays; say so plainly if not
            raise MatchError(
                Message("The current game could not be read back: {reason}", reason=error.text)
            ) from None

    # -- /ruling and "Ask Arbiter" -----------------------------------------------------------

    async def slash(
        self,
        interaction: discord.Interaction,
        situation: str,
        game: str | None,
        private: bool,
        from_match: bool,
    ) -> None:
        async def work() -> Answer:
            asker = interaction.user.display_name
            playing = game_named(game)
            if from_match:
                if interaction.guild_id is None or interaction.channel_id is None:
                    raise MatchError(Message("from_match works in a match channel of a server."))
                start = await self.current_game(interaction.channel_id)
                view = await self.matches.status(channel_id=interaction.channel_id)
                asker = view.name_of(interaction.user.id) or asker
                answer = rule_on(situation, asker=asker, start=start)
            else:
                default = await self.channel_game(interaction.guild_id, interaction.channel_id)
                answer = rule_on(situation, game=playing, asker=asker, default_game=default)
                playing = playing or default
            mine = private_language(interaction)
            # Outside a server (a DM, a user install) only the asker's client says a language.
            theirs = (
                mine
                if interaction.guild is None
                else await public_language(self.matches, interaction.guild)
            )
            language = language_for(answer, private=private, mine=mine, theirs=theirs)
            say = say_for(answer, private=private, language=language)
            say.view = await self._judge_offer(
                answer,
                interaction,
                text=situation,
                speaker=asker,
                game=playing,
                reply_to=None,
                language=language,
            )
            if from_match and isinstance(answer, Ruling):
                say.content = translate(
                    Message("What would happen (nothing is recorded):"), language
                )
            return Answer(say)

        await respond(self.answering, interaction, work)

    async def ask(self, interaction: discord.Interaction, message: discord.Message) -> None:
        """The message menu: the situation written in `message`, answered privately. `I` is
        the message's author, who wrote it."""

        async def work() -> Answer:
            me = self.client.user.id if self.client.user else 0
            text = with_names(strip_mention(message.content, me), message)
            mine = private_language(interaction)
            if not text.strip():
                empty = Message("That message has no text to rule on.")
                return Answer(Say(translate(empty, mine), private=True))
            default = await self.channel_game(interaction.guild_id, interaction.channel_id)
            speaker = message.author.display_name
            answer = rule_on(text, asker=speaker, default_game=default)
            say = say_for(answer, private=True, language=mine)
            say.view = await self._judge_offer(
                answer,
                interaction,
                text=text,
                speaker=speaker,
                game=default,
                reply_to=message.id,
                language=mine,
            )
            return Answer(say)

        await respond(self.answering, interaction, work)

    # -- mentions and DMs --------------------------------------------------------------------

    async def on_message(self, message: discord.Message) -> None:
        """Answer a message that mentions Arbiter, or any DM to it, as a reply that pings
        nobody. Bots are ignored; a few rulings per user per minute."""
        me = self.client.user
        if me is None or message.author.bot or message.author.id == me.id:
            return
        in_dm = message.guild is None
        if not in_dm and not _mentions(message.content, me.id):
            return
        reports = None if in_dm else self.reports
        if reports is not None and await reports.take(
            message, strip_mention(message.content, me.id)
        ):
            return
        text = with_names(strip_mention(message.content, me.id), message)
        allowed, wait = self.limiter.admit(message.author.id)
        if not allowed:
            if self.limiter.should_tell(message.author.id):
                language = await self._public_language(message)
                slow = Message.plural(
                    "You have asked for {most} rulings in the last minute; please wait {n} "
                    "second before the next one.",
                    "You have asked for {most} rulings in the last minute; please wait {n} "
                    "seconds before the next one.",
                    max(1, round(wait)),
                    most=self.limiter.per_window,
                )
                await self._reply(message, content=translate(slow, language))
            return
        if not text.strip():
            language = await self._public_language(message)
            await self._reply(message, content=translate(Message(HOW_TO_ASK), language))
            return
        try:
            default = await self.channel_game(
                message.guild.id if message.guild else None, message.channel.id
            )
        except Exception as error:  # the ruling can still be given without the default game
            log.warning("could not read the channel's game for a ruling", exc_info=error)
            default = None
        answer = rule_on(text, asker=message.author.display_name, default_game=default)
        asking = Asking(
            guild_id=message.guild.id if message.guild else None,
            asker=message.author,
            speaker=message.author.display_name,
            text=text,
            game=default.value if default else None,
            channel_id=message.channel.id,
            reply_to=message.id,
            key=f"mention:{message.id}",
        )
        # A reply in the channel is public: the server's language (English in a DM, where
        # Discord tells no language).
        language = await self._public_language(message)
        judges = await self._judges().offer(answer, asking, ask_label(language))
        if isinstance(answer, NoRuling):
            await self._reply(message, content=refusal_text(answer, language), view=judges)
        else:
            await self._reply(message, embed=ruling_embed(answer, language), view=judges)

    async def _public_language(self, message: discord.Message) -> Language:
        """The language of a reply in the channel of `message`: the server's."""
        try:
            return await public_language(self.matches, message.guild)
        except Exception as error:  # the answer can still be given, in English
            log.warning("could not read the server's language for a ruling", exc_info=error)
            return Language.ENGLISH

    async def _judge_offer(
        self,
        answer: Ruling | NoRuling,
        interaction: discord.Interaction,
        *,
        text: str,
        speaker: str,
        game: System | None,
        reply_to: int | None,
        language: Language,
    ) -> discord.ui.View | None:
        """The "Ask a judge" button under an answer Arbiter could not give (judge_actions),
        in the answer's `language`."""
        asking = Asking(
            guild_id=interaction.guild_id,
            asker=interaction.user,
            speaker=speaker,
            text=text,
            game=game.value if game else None,
            channel_id=interaction.channel_id,
            reply_to=reply_to,
            key=str(interaction.id),
        )
        return await self._judges().offer(answer, asking, ask_label(language))

    def _judges(self) -> JudgeActions:
        assert self.judge_actions is not None, "set by the composition root"
        return self.judge_actions

    async def _reply(
        self,
        message: discord.Message,
        *,
        content: str | None = None,
        embed: discord.Embed | None = None,
        view: discord.ui.View | None = None,
    ) -> None:
        await messaging.reply(self.client, message, content=content, embed=embed, view=view)


def _mention_pattern(user_id: int) -> re.Pattern[str]:
    return re.compile(rf"<@!?{user_id}>")


def _mentions(content: str, user_id: int) -> bool:
    return _mention_pattern(user_id).search(content) is not None


_ONE_WORD_NAME = re.compile(r"[^\W\d_][\w-]*")


def with_names(text: str, message: discord.Message) -> str:
    """Mentions of players in the text read as their display names ("<@42> concedes" ->
    "bob concedes") where the name is one word; otherwise the mention itself is the name."""
    for user in message.mentions:
        name = user.display_name
        if _ONE_WORD_NAME.fullmatch(name):
            text = re.sub(rf"<@!?{user.id}>", name, text)
    return text


def strip_mention(content: str, user_id: int) -> str:
    """Only what follows the mention of Arbiter is read (the whole text when there is none)."""
    match = _mention_pattern(user_id).search(content)
    return content[match.end() :] if match else content
