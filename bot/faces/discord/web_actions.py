"""/league web and /match overlay: the web pages' links (shared/spec/web.md), and the league
link shown with `/league standings` and the round messages once an organiser published it;
the server's leaderboard link (`/arbiter config web_leaderboard:on|off`), shown with
`/leaderboard` once it is on.

Links are only given when WEB_BASE_URL says where the pages are; without it the commands say
how to set it and publish nothing.
"""

from __future__ import annotations

import discord

from bot.app.links import WebLinks
from bot.app.match import Actor, MatchService
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.messages import Message
from bot.faces.discord.answers import Answer, Answering, Say, answers
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.languages import private_language
from bot.faces.discord.league_render import said
from bot.faces.discord.mentions import name as plain_name

NO_BASE_URL = Message(
    "Arbiter's web pages have no address yet: whoever runs the bot sets `WEB_BASE_URL` "
    "(e.g. https://arbiter.example.org) and serves the pages with `arbiter web` "
    '(README, "Web pages").'
)
# Said before a new link when the old one was just killed.
OLD_LINK_GONE = Message("The old link no longer works.")


class WebActions:
    def __init__(
        self,
        answering: Answering,
        matches: MatchService,
        links: WebLinks,
        base_url: str | None,
    ) -> None:
        self.answering = answering
        self.matches = matches
        self.links = links
        self.base_url = base_url  # WEB_BASE_URL: where the pages are served

    def base(self) -> str:
        if self.base_url is None:
            raise MatchError(NO_BASE_URL)
        return self.base_url

    @answers
    async def league_web(self, interaction: discord.Interaction, revoke: bool) -> Answer:
        base = self.base()
        name, token = await self.links.league_link(
            channel_id=channel_of(interaction),
            actor=await actor_for(interaction, self.matches),
            revoke=revoke,
            idempotency_key=str(interaction.id),
        )
        page = f"{base}/l/{token}"
        shown = Message(
            "{league} on the web: {page}\nProjector (venue screen): {page}/projector\nAnyone "
            "with the link can see the standings and the rounds (names only). `/league web "
            "revoke:true` makes a new link and kills this one.",
            league=plain_name(name),
            page=page,
        )
        reader = private_language(interaction)
        done = f"{said(OLD_LINK_GONE, reader)} " if revoke else ""
        return Answer(Say(f"{done}{said(shown, reader)}", private=True))

    @answers
    async def match_overlay(self, interaction: discord.Interaction) -> Answer:
        base = self.base()
        match_id, token = await self.links.match_link(
            channel_id=channel_of(interaction),
            actor=await actor_for(interaction, self.matches),
            idempotency_key=str(interaction.id),
        )
        page = f"{base}/m/{token}"
        shown = Message(
            "Match #{id}'s live scoreboard: {page}\nFor OBS (browser source, transparent "
            "background): {page}?overlay=1",
            id=match_id,
            page=page,
        )
        return Answer(Say(said(shown, private_language(interaction)), private=True))

    async def league_page(self, channel_id: int) -> str | None:
        """The league's page, if there is an address and an organiser published it."""
        if self.base_url is None:
            return None
        token = await self.links.league_link_if_any(channel_id=channel_id)
        return f"{self.base_url}/l/{token}" if token else None

    async def leaderboard_switch(
        self, *, guild_id: int, actor: Actor, on: bool, idempotency_key: str, reader: Language
    ) -> str:
        """`web_leaderboard:on|off` of /arbiter config (the caller checked Manage Server):
        what the settings answer says about it, in `reader`'s language. Applied once per
        `idempotency_key`."""
        token = await self.links.leaderboard_link(
            guild_id=guild_id, actor=actor, on=on, idempotency_key=idempotency_key
        )
        if on:
            switched = Message(
                "Leaderboards on the web: on. `/leaderboard` answers link to the ladder's page "
                "({page}); anyone with the link sees the ladder (names only). "
                "`web_leaderboard:off` kills the link.",
                page=f"{self.base()}/r/{token}/<game>/<format>",
            )
        else:
            switched = Message("Leaderboards on the web: off. The old link no longer works.")
        return said(switched, reader)

    async def leaderboard_page(
        self, *, guild_id: int, system: str, ladder_format: str
    ) -> str | None:
        """The ladder's page, if there is an address and an admin turned the link on."""
        if self.base_url is None:
            return None
        token = await self.links.leaderboard_link_if_any(guild_id=guild_id)
        return f"{self.base_url}/r/{token}/{system}/{ladder_format}" if token else None
