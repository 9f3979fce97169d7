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
from bot.faces.discord.languages import AUTOMATIC, LANGUAGE_CHOICES, NAMES, server_language
from bot.faces.discord.quick_ruling_actions import channel_game, game_named, ruling_offer
from bot.faces.discord.scoreboard import Place, Scoreboards
from bot.faces.discord.validation import HISTORY_LIMIT, game_id, in_range, true_or_false
from bot.faces.discord.web_actions import NO_BASE_URL, WebActions


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
        note = self.scoreboards.problem(view.id, Place.of(interaction))
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
                buttons = confirmation_view(pending.id)
        return Answer(Say(note, embed=render.scoreboard(view), view=buttons, private=True))

    async def _history(
        self, interaction: discord.Interaction, scope: str, limit: int
    ) -> list[str] | None:
        if scope not in ("channel", "server"):
            raise MatchError("The scope must be `channel` (this channel) or `server`.")
        in_range("limit", limit, HISTORY_LIMIT)
        summaries = await self.service.history(
            guild_id=interaction.guild_id,
            channel_id=channel_of(interaction) if scope == "channel" else None,
            limit=limit,
        )
        return render.history_pages(summaries) if summaries else None

    def _history_say(self, pages: list[str], scope: str, limit: int, page: int, total: int) -> Say:
        page = max(0, min(page, len(pages) - 1))
        return Say(
            embed=render.history_embed(pages, page, total),
            view=history_view(scope, limit, page, len(pages)),
            private=True,
        )

    @answers
    async def history(self, interaction: discord.Interaction, scope: str, limit: int) -> Answer:
        pages = await self._history(interaction, scope, limit)
        if pages is None:
            return Answer(Say("No matches on record here yet.", private=True))
        total = sum(page.count("\n") + 1 for page in pages)
        return Answer(self._history_say(pages, scope, limit, 0, total))

    @answers
    async def history_page(
        self, interaction: discord.Interaction, scope: str, limit: int, page: int
    ) -> Answer:
        pages = await self._history(interaction, scope, limit)
        if pages is None:
            return Answer(Say("No matches on record here yet.", private=True), edit_pressed=True)
        total = sum(p.count("\n") + 1 for p in pages)
        return Answer(self._history_say(pages, scope, limit, page, total), edit_pressed=True)

    @answers
    async def export(self, interaction: discord.Interaction) -> Answer:
        view = await self.service.status(channel_id=channel_of(interaction))
        document = await self.service.export(view.id)
        data = json.dumps(document, indent=2).encode()
        file = discord.File(io.BytesIO(data), filename=f"arbiter-match-{view.id}.json")
        return Answer(
            Say(
                f"Match #{view.id} in the replay format: check it with `arbiter replay`.",
                file=file,
                private=True,
            )
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
            raise MatchError(_no_rule(query, game))
        if found:
            embed = render.rule_embed(found[0])
            if whole:
                limits.add_lines(embed, "Subrules", render.rule_lines(index.subrules(found[0])))
            if len(found) > 1:
                see = [f"{r.citation}: {r.title}" for r in found[1:]]
                limits.add_lines(embed, "See also", see)
        else:
            title = "No rule by that name" + (": a judge's precedent" if precedents else "")
            embed = discord.Embed(title=title, colour=discord.Colour.teal())
        if isinstance(ruling, Ruling):
            limits.add_lines(embed, "This reads as a situation", ruling_offer(ruling, query))
        add_precedents(embed, precedents)
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
            raise MatchError("Server settings can only be changed in a server.")
        if not interaction.permissions.manage_guild:
            raise MatchError(
                "Changing Arbiter's settings needs the Manage Server permission; "
                "ask someone who has it (a server admin)."
            )
        for what, value in (
            ("confirmation", change.confirmation_required),
            ("clear_judge_role", change.clear_judge_role),
            ("clear_judge_channel", change.clear_judge_channel),
        ):
            true_or_false(what, value)
        if web_leaderboard not in (None, "on", "off"):  # any other word turned it off
            raise MatchError(f"`web_leaderboard` is on or off, not {web_leaderboard!r}.")
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
        role = f"<@&{settings.judge_role_id}>" if settings.judge_role_id else "none"
        judges = f"<#{settings.judge_channel_id}>" if settings.judge_channel_id else "none"
        text = (
            f"Arbiter settings: judge role {role}; confirmation of reports that eliminate "
            f"someone else {'on' if settings.confirmation_required else 'off'}; default "
            f"game {settings.default_game or 'none'}; judge channel {judges}; language of "
            f"public posts {_language_name(settings, interaction.guild)}."
        )
        if switch is not None:
            switched = await web.leaderboard_switch(
                guild_id=interaction.guild_id,
                actor=actor,
                on=switch,
                # Once per interaction too (the interaction's id itself keys the settings).
                idempotency_key=f"web-leaderboard:{interaction.id}",
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
        raise MatchError(f"`language` is one of {choices}, not {language!r}.")
    return replace(change, language=Language(language))


def _language_name(settings: ServerSettings, guild: discord.Guild | None) -> str:
    spoken = NAMES[server_language(settings, guild)]
    return spoken if settings.language else f"{spoken} (the server's own)"


def _check_judge_channel(interaction: discord.Interaction, channel: discord.TextChannel) -> None:
    """Refuse a judge channel of another server, or one Arbiter cannot post questions in
    (saying which permission it lacks there)."""
    if channel.guild.id != interaction.guild_id:
        raise MatchError("The judge channel must be a channel of this server.")
    me = channel.guild.me
    if me is None:  # the server's own member is always known; nothing to check without it
        return
    missing = missing_in_judge_channel(channel.permissions_for(me))
    if missing:
        raise MatchError(judge_channel_refusal(channel.mention, missing))


def _no_rule(query: str, game: str | None) -> str:
    """Nothing matches: where the words are found in another game's rules (`game` narrowed the
    search), else how to ask."""
    elsewhere = index.lookup(query, limit=2) if game else []
    if elsewhere:
        found = ", ".join(f"{rule.citation} ({rule.title})" for rule in elsewhere)
        return (
            f"No {title_of(game or '')} rule matches {query!r}; other games have "
            f"{found}. Leave out `game` to search every game."
        )
    return (
        f"No rule matches {query!r}. Try a number like `104.3c`, `GA 3`, "
        "`Terrus 5.2b`, or words like `empty deck` or `poison`."
    )
