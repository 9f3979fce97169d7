"""The commands that inform or configure rather than play: /match status, /match history
(and its page buttons), /match export, /rule and /arbiter config. `Actions` (the commands
that change a match) builds on this class."""

from __future__ import annotations

import io
import json
from dataclasses import replace

import discord

from bot.app.runtime import Services
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.match.commands import ChangeSettings, ServerSettings
from bot.core.messages import N_, Message
from bot.core.rules import index
from bot.core.rules.games import title_of
from bot.core.rulings import Ruling, rule_on
from bot.faces.discord import limits, render
from bot.faces.discord.answers import Answer, Answering, Say, answers
from bot.faces.discord.components import confirmation_view, history_view
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.judge_actions import (
    JudgeActions,
    judge_channel_refusal,
    missing_in_judge_channel,
)
from bot.faces.discord.judge_render import add_precedents
from bot.faces.discord.languages import (
    AUTOMATIC,
    LANGUAGE_CHOICES,
    NAMES,
    private_language,
    public_language,
    server_language,
)
from bot.faces.discord.quick_ruling_actions import channel_game, game_named, ruling_offer
from bot.faces.discord.scoreboard import Place, Scoreboards
from bot.faces.discord.validation import HISTORY_LIMIT, game_id, in_range, true_or_false
from bot.faces.discord.web_actions import NO_BASE_URL, WebActions
from bot.faces.i18n import translate


class InfoActions:
    def __init__(
        self,
        answering: Answering,
        client: discord.Client,
        services: Services,
        *,
        scoreboards: Scoreboards,
        web: WebActions,
    ) -> None:
        self.answering = answering
        self.client = client
        self.service = services.matches
        self.after = services.after_commit
        self.scoreboards = scoreboards
        self.web = web
        # Set by the composition root (client.py): precedents found beside /rule's rules.
        self.judge_actions: JudgeActions | None = None

    def _judges(self) -> JudgeActions:
        assert self.judge_actions is not None, "set by the composition root"
        return self.judge_actions

    @answers
    async def status(self, interaction: discord.Interaction) -> Answer:
        view = await self.service.status(channel_id=channel_of(interaction))
        problem = self.scoreboards.problem(view.id, Place.of(interaction))
        note = None if problem is None else translate(problem, private_language(interaction))
        buttons = None
        pending = view.pending
        if pending is not None:
            # Its message may be gone (a moderator tidied the channel): whoever it waits for
            # answers it here too, and the answer is posted for everyone (`Actions.confirm`).
            awaited = [view.player(n).user_id for n in pending.waiting_for]
            if (
                interaction.user.id in awaited
                or (await actor_for(interaction, self.service)).is_judge
            ):
                buttons = confirmation_view(pending.id, private_language(interaction))
        board = render.scoreboard(view, private_language(interaction))
        return Answer(Say(note, embed=board, view=buttons, private=True))

    async def _history(
        self, interaction: discord.Interaction, scope: str, limit: int
    ) -> list[str] | None:
        if scope not in ("channel", "server"):
            raise MatchError(Message("The scope must be `channel` (this channel) or `server`."))
        in_range("limit", limit, HISTORY_LIMIT)
        summaries = await self.service.history(
            guild_id=interaction.guild_id,
            channel_id=channel_of(interaction) if scope == "channel" else None,
            limit=limit,
        )
        language = private_language(interaction)
        return render.history_pages(summaries, language) if summaries else None

    def _history_say(
        self,
        interaction: discord.Interaction,
        pages: list[str],
        where: tuple[str, int],
        page: int,
        total: int,
    ) -> Say:
        scope, limit = where
        page = max(0, min(page, len(pages) - 1))
        language = private_language(interaction)
        return Say(
            embed=render.history_embed(pages, page, total, language),
            view=history_view(scope, limit, page, len(pages), language),
            private=True,
        )

    @answers
    async def history(self, interaction: discord.Interaction, scope: str, limit: int) -> Answer:
        pages = await self._history(interaction, scope, limit)
        if pages is None:
            return Answer(Say(_said(NO_MATCHES, interaction), private=True))
        total = sum(page.count("\n") + 1 for page in pages)
        return Answer(self._history_say(interaction, pages, (scope, limit), 0, total))

    @answers
    async def history_page(
        self, interaction: discord.Interaction, scope: str, limit: int, page: int
    ) -> Answer:
        pages = await self._history(interaction, scope, limit)
        if pages is None:
            return Answer(Say(_said(NO_MATCHES, interaction), private=True), edit_pressed=True)
        total = sum(p.count("\n") + 1 for p in pages)
        said = self._history_say(interaction, pages, (scope, limit), page, total)
        return Answer(said, edit_pressed=True)

    @answers
    async def export(self, interaction: discord.Interaction) -> Answer:
        view = await self.service.status(channel_id=channel_of(interaction))
        document = await self.service.export(view.id)
        data = json.dumps(document, indent=2).encode()
        file = discord.File(io.BytesIO(data), filename=f"arbiter-match-{view.id}.json")
        exported = Message(
            "Match #{id} in the replay format: check it with `arbiter replay`.", id=view.id
        )
        return Answer(
            Say(translate(exported, private_language(interaction)), file=file, private=True)
        )

    @answers
    async def rule(
        self,
        interaction: discord.Interaction,
        query: str,
        game: str | None = None,
        whole: bool = False,
    ) -> Answer:
        """The rules for the game being played first (the `game` option, else the channel's
        match's, else the server's default); with `whole`, the rule and all its subrules;
        when the query reads as a situation, the ruling it would get; and after the rules, the
        server's judges' precedents that share the query's words."""
        chosen = game_named(game)
        playing = chosen or await channel_game(
            self.service, interaction.guild_id, interaction.channel_id
        )
        prefer = playing.value if playing else None
        found = index.lookup(query, limit=4, game=chosen.value if chosen else None, prefer=prefer)
        ruling = rule_on(query, default_game=playing, asker=interaction.user.display_name)
        precedents = await self._judges().precedents_for(interaction.guild_id, query)
        if not found and not isinstance(ruling, Ruling) and not precedents:
            raise MatchError(_no_rule(query, game, private_language(interaction)))
        # Said in the channel: the server's language (the rules' own words are English).
        language = await public_language(self.service, interaction.guild)

        def said(message: Message) -> str:
            return translate(message, language)

        if found:
            embed = render.rule_embed(found[0], language)
            if whole:
                subrules = render.rule_lines(index.subrules(found[0]), language)
                limits.add_lines(embed, said(Message("Subrules")), subrules)
            if len(found) > 1:
                see = [f"{r.citation}: {said(r.heading())}" for r in found[1:]]
                limits.add_lines(embed, said(Message("See also")), see)
        else:
            if precedents:
                title = Message("No rule by that name: a judge's precedent")
            else:
                title = Message("No rule by that name")
            embed = discord.Embed(title=said(title), colour=discord.Colour.teal())
        if isinstance(ruling, Ruling):
            offer = ruling_offer(ruling, query, language)
            limits.add_lines(embed, said(Message("This reads as a situation")), offer)
        add_precedents(embed, precedents, language)
        return Answer(Say(embed=embed))

    @answers
    async def configure(
        self,
        interaction: discord.Interaction,
        change: ChangeSettings,
        *,
        web_leaderboard: str | None = None,
        judge_channel: discord.TextChannel | None = None,
        language: str | None = None,
    ) -> Answer:
        """`/arbiter config`: `change` to the server's settings (its judge channel, if any, is
        `judge_channel`; its `language` a catalogue name or "auto"), and its web leaderboard
        switched ("on" or "off")."""
        if interaction.guild_id is None:
            raise MatchError(Message("Server settings can only be changed in a server."))
        if not interaction.permissions.manage_guild:
            raise MatchError(
                Message(
                    "Changing Arbiter's settings needs the Manage Server permission; "
                    "ask someone who has it (a server admin)."
                )
            )
        for what, value in (
            ("confirmation", change.confirmation_required),
            ("clear_judge_role", change.clear_judge_role),
            ("clear_judge_channel", change.clear_judge_channel),
        ):
            true_or_false(what, value)
        if web_leaderboard not in (None, "on", "off"):  # any other word turned it off
            raise MatchError(
                Message("`web_leaderboard` is on or off, not {value}.", value=repr(web_leaderboard))
            )
        switch = None if web_leaderboard is None else web_leaderboard == "on"
        if language is not None:
            change = _with_language(change, language)
        if change.default_game is not None:  # also as /help writes games: `ga`, `mtg`
            change = replace(change, default_game=game_id(change.default_game))
        web = self.web
        if switch and web.base_url is None:  # refused before anything changes
            raise MatchError(NO_BASE_URL)
        if judge_channel is not None:
            _check_judge_channel(interaction, judge_channel)
        actor = await actor_for(interaction, self.service)
        settings = await self.service.change_guild_settings(
            interaction.guild_id, change, actor=actor, idempotency_key=str(interaction.id)
        )
        reader = private_language(interaction)
        none = Message("none")
        role = f"<@&{settings.judge_role_id}>" if settings.judge_role_id else none
        judges = f"<#{settings.judge_channel_id}>" if settings.judge_channel_id else none
        shown = Message(
            "Arbiter settings: judge role {role}; confirmation of reports that eliminate "
            "someone else {confirmation}; default game {game}; judge channel {judges}; "
            "language of public posts {language}.",
            role=role,
            confirmation=Message.within("setting", "on")
            if settings.confirmation_required
            else Message.within("setting", "off"),
            game=title_of(settings.default_game) if settings.default_game else none,
            judges=judges,
            language=_language_name(settings, interaction.guild),
        )
        text = translate(shown, reader)
        if switch is not None:
            switched = await web.leaderboard_switch(
                guild_id=interaction.guild_id,
                actor=actor,
                on=switch,
                # Once per interaction too (the interaction's id itself keys the settings).
                idempotency_key=f"web-leaderboard:{interaction.id}",
                reader=reader,
            )
            text += "\n" + switched
        return Answer(Say(text, private=True))


def _with_language(change: ChangeSettings, language: str) -> ChangeSettings:
    """`change` with `/arbiter config language:` (a catalogue name, or "auto": the server's
    preferred locale)."""
    if language == AUTOMATIC:
        return replace(change, clear_language=True)
    if language not in Language.__members__.values():
        choices = ", ".join(f"`{choice.value}`" for choice in LANGUAGE_CHOICES)
        raise MatchError(
            Message(
                "`language` is one of {choices}, not {value}.",
                choices=choices,
                value=repr(language),
            )
        )
    return replace(change, language=Language(language))


def _language_name(settings: ServerSettings, guild: discord.Guild | None) -> Message:
    """The language of the server's public posts, by its own name ("Deutsch")."""
    spoken = NAMES[server_language(settings, guild)]
    if settings.language:
        return Message.verbatim_text(spoken)
    return Message("{language} (the server's own)", language=spoken)


# The answer to a /match history with nothing to show.
NO_MATCHES = N_("No matches on record here yet.")


def _said(msgid: str, interaction: discord.Interaction) -> str:
    """One of this module's sentences, in the language of `interaction`'s user."""
    return translate(Message(msgid), private_language(interaction))


def _check_judge_channel(interaction: discord.Interaction, channel: discord.TextChannel) -> None:
    """Refuse a judge channel of another server, or one Arbiter cannot post questions in
    (saying which permission it lacks there)."""
    if channel.guild.id != interaction.guild_id:
        raise MatchError(Message("The judge channel must be a channel of this server."))
    me = channel.guild.me
    if me is None:  # the server's own member is always known; nothing to check without it
        return
    missing = missing_in_judge_channel(channel.permissions_for(me))
    if missing:
        raise MatchError(judge_channel_refusal(channel.mention, missing))


def _no_rule(query: str, game: str | None, language: Language) -> Message:
    """Nothing matches: where the words are found in another game's rules (`game` narrowed the
    search; their titles in the asker's `language`), else how to ask."""
    elsewhere = index.lookup(query, limit=2) if game else []
    if elsewhere:
        found = ", ".join(
            f"{rule.citation} ({translate(rule.heading(), language)})" for rule in elsewhere
        )
        return Message(
            "No {game} rule matches {query}; other games have {found}. Leave out `game` to "
            "search every game.",
            game=title_of(game or ""),
            query=repr(query),
            found=found,
        )
    return Message(
        "No rule matches {query}. Try a number like {examples}, or words like {words}.",
        query=repr(query),
        examples="`104.3c`, `GA 3`, `Terrus 5.2b`",
        words="`empty deck` or `poison`",
    )
