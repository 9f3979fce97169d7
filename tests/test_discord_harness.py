"""Proves tests/discord_harness.py against a small toy bot defined here.

Everything below runs through discord.py itself: real login + setup_hook, real
CommandTree option parsing, real ViewStore dispatch. Only Discord's REST API is faked.
"""

from __future__ import annotations

import io
from collections.abc import AsyncIterator

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from tests.discord_harness import (
    DiscordHarness,
    FakeUser,
    HarnessError,
    InteractionError,
    NoResponseError,
    PayloadLimitError,
    RestCall,
    UnhandledRouteError,
)

RULES: dict[str, str] = {
    "104.3a": "A player can concede the game at any time.",
    "104.4a": "If all players lose simultaneously, the game is a draw.",
    "117.3": "The active player receives priority first.",
}

# What the toy callbacks observed, so tests can assert on the real parsed values.
SEEN: dict[str, object] = {}


class JudgePanel(discord.ui.View):
    """Persistent view: timeout=None and every item has a custom_id."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(
        label="Call a judge", style=discord.ButtonStyle.danger, custom_id="toy:call_judge"
    )
    async def call_judge(
        self, interaction: discord.Interaction, button: discord.ui.Button[JudgePanel]
    ) -> None:
        await interaction.response.send_message(
            f"{interaction.user.mention} called a judge to {interaction.channel}", ephemeral=True
        )

    @discord.ui.button(label="Close", style=discord.ButtonStyle.secondary, custom_id="toy:close")
    async def close(
        self, interaction: discord.Interaction, button: discord.ui.Button[JudgePanel]
    ) -> None:
        button.disabled = True
        await interaction.response.edit_message(content="Judge panel (closed)", view=self)

    @discord.ui.button(
        label="Explode", style=discord.ButtonStyle.secondary, custom_id="toy:explode"
    )
    async def explode(
        self, interaction: discord.Interaction, button: discord.ui.Button[JudgePanel]
    ) -> None:
        raise ValueError("button exploded")


class AcceptView(discord.ui.View):
    """Non-persistent view: only listens on the message it was sent with."""

    def __init__(self, opponent_id: int) -> None:
        super().__init__(timeout=180)
        self.opponent_id = opponent_id

    @discord.ui.button(label="Accept", style=discord.ButtonStyle.success, custom_id="toy:accept")
    async def accept(
        self, interaction: discord.Interaction, button: discord.ui.Button[AcceptView]
    ) -> None:
        if interaction.user.id != self.opponent_id:
            await interaction.response.send_message(
                "This challenge is not for you.", ephemeral=True
            )
            return
        self.stop()
        await interaction.response.edit_message(content="Match accepted!", view=None)


class AmountForm(discord.ui.Modal):
    """A form whose answer reaches the view it was sent as (this process, no restart)."""

    amount: discord.ui.TextInput[AmountForm] = discord.ui.TextInput(
        label="Amount", custom_id="amount"
    )

    def __init__(self, title: str) -> None:
        super().__init__(title=title, custom_id="toy:form", timeout=60)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Typed {self.amount.value}", ephemeral=True)


class ToyCog(commands.Cog):
    match = app_commands.Group(name="match", description="Match commands")

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="roll", description="Roll a die against someone")
    async def roll(
        self,
        interaction: discord.Interaction,
        sides: app_commands.Range[int, 1, 100],
        opponent: discord.Member,
    ) -> None:
        SEEN["roll.sides"] = sides
        SEEN["roll.opponent"] = opponent
        SEEN["roll.locales"] = (interaction.locale, interaction.guild_locale)
        await interaction.response.send_message(
            f"{interaction.user.display_name} rolls a d{sides} against {opponent.display_name}"
        )

    @app_commands.command(name="whoami", description="Ephemeral info about yourself")
    async def whoami(self, interaction: discord.Interaction) -> None:
        assert isinstance(interaction.user, discord.Member)
        roles = ", ".join(r.name for r in interaction.user.roles if not r.is_default()) or "none"
        await interaction.response.send_message(
            f"guild={interaction.guild.name if interaction.guild else None} roles={roles} "
            f"manage_messages={interaction.permissions.manage_messages} "
            f"bot_can_embed={interaction.app_permissions.embed_links}",
            ephemeral=True,
        )

    @match.command(name="start", description="Start a match")
    async def match_start(
        self, interaction: discord.Interaction, game: str, opponent: discord.User
    ) -> None:
        await interaction.response.send_message(
            f"{interaction.user.mention} challenges {opponent.mention} to {game}",
            view=AcceptView(opponent.id),
        )

    @app_commands.command(name="announce", description="Announce the round in the channel")
    @app_commands.rename(round_number="round")
    async def announce(self, interaction: discord.Interaction, round_number: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        assert isinstance(interaction.channel, discord.TextChannel)
        message = await interaction.channel.send(f"Round {round_number} is starting")
        await message.edit(content=f"Round {round_number} has started")
        await interaction.followup.send(
            f"Announced in {interaction.channel.mention}", ephemeral=True
        )

    @app_commands.command(name="panel", description="Post the judge panel")
    async def panel(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Judge panel", view=JudgePanel())

    @app_commands.command(name="rule", description="Look up a rule")
    async def rule(self, interaction: discord.Interaction, number: str) -> None:
        text = RULES.get(number)
        if text is None:
            await interaction.response.send_message(f"No rule {number}", ephemeral=True)
            return
        await interaction.response.send_message(
            embed=discord.Embed(title=f"Rule {number}", description=text)
        )

    @rule.autocomplete("number")
    async def rule_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=f"{k} {v[:40]}", value=k)
            for k, v in RULES.items()
            if k.startswith(current)
        ]

    @app_commands.command(name="broken-complete", description="Autocomplete that raises")
    async def broken_complete(self, interaction: discord.Interaction, query: str) -> None:
        await interaction.response.send_message(query)

    @broken_complete.autocomplete("query")
    async def broken_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        raise KeyError("autocomplete exploded")

    @app_commands.command(name="boom", description="Always fails")
    async def boom(self, interaction: discord.Interaction) -> None:
        raise RuntimeError("kaboom")

    @app_commands.command(name="silent", description="Never responds")
    async def silent(self, interaction: discord.Interaction) -> None:
        return None

    @app_commands.command(name="thread", description="Uses a route the fake does not know")
    async def thread(self, interaction: discord.Interaction) -> None:
        assert isinstance(interaction.channel, discord.TextChannel)
        await interaction.channel.create_thread(
            name="match", type=discord.ChannelType.public_thread
        )
        await interaction.response.send_message("thread created")

    @app_commands.command(name="limit", description="Tries to send a too long message")
    async def limit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("x" * 2001)

    @app_commands.command(name="menu", description="A select menu of `options` options")
    async def menu(self, interaction: discord.Interaction, options: int) -> None:
        view = discord.ui.View()
        choices = [discord.SelectOption(label=f"seat {n}", value=str(n)) for n in range(options)]
        view.add_item(discord.ui.Select(custom_id="toy:menu", options=choices))
        await interaction.response.send_message("Choose", view=view)

    @app_commands.command(name="form", description="A form titled `title`")
    async def form(self, interaction: discord.Interaction, title: str) -> None:
        await interaction.response.send_modal(AmountForm(title))

    @app_commands.command(name="file", description="Sends a file")
    async def file(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            "standings attached",
            file=discord.File(io.BytesIO(b"alice,3\nbob,1\n"), filename="standings.csv"),
        )


class ToyTree(app_commands.CommandTree[commands.Bot]):
    """Like production: tell the user something went wrong (the harness still fails the test)."""

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError, /
    ) -> None:
        if not interaction.response.is_done():
            await interaction.response.send_message("Something went wrong.", ephemeral=True)


class ToyBot(commands.Bot):
    def __init__(self) -> None:
        intents = discord.Intents.default()
        intents.members = True
        super().__init__(command_prefix="!", intents=intents, tree_cls=ToyTree)
        self.setup_hook_ran = False

    async def setup_hook(self) -> None:
        await self.add_cog(ToyCog(self))
        # Persistent views must be registered at startup to survive restarts.
        self.add_view(JudgePanel())
        self.setup_hook_ran = True


@pytest.fixture
async def harness() -> AsyncIterator[DiscordHarness]:
    SEEN.clear()
    bot = ToyBot()
    harness = DiscordHarness(bot)
    judge_role = harness.role("Judge", permissions=discord.Permissions(manage_messages=True))
    harness.user(1001, "alice", roles=[judge_role], nick="Alice the Judge")
    harness.user(1002, "bob", global_name="Bobby")
    await harness.start()
    try:
        yield harness
    finally:
        await harness.stop()


def alice(harness: DiscordHarness) -> FakeUser:
    return harness.get_user(1001)


def bob(harness: DiscordHarness) -> FakeUser:
    return harness.get_user(1002)


# ---------------------------------------------------------------- startup


async def test_login_runs_setup_hook_and_builds_the_guild(harness: DiscordHarness) -> None:
    bot = harness.bot
    assert isinstance(bot, ToyBot)
    assert bot.setup_hook_ran
    assert bot.get_cog("ToyCog") is not None
    assert bot.user is not None and bot.user.id == harness.bot_user.id
    assert bot.application_id == harness.application_id
    assert [c.route_key for c in harness.calls[:2]] == [
        "GET /users/@me",
        "GET /oauth2/applications/@me",
    ]
    guild = harness.guild
    assert guild.name == "Arbiter Test Guild"
    assert {r.name for r in guild.roles} >= {"@everyone", "Judge", "Arbiter"}
    member = guild.get_member(1001)
    assert member is not None and member.display_name == "Alice the Judge"
    assert guild.me.guild_permissions.manage_messages
    assert [p.custom_id for v in bot.persistent_views for p in v.children] == [  # type: ignore[attr-defined]
        "toy:call_judge",
        "toy:close",
        "toy:explode",
    ]


async def test_sync_returns_commands_with_ids_used_by_later_payloads(
    harness: DiscordHarness,
) -> None:
    synced = await harness.bot.tree.sync()
    by_name = {c.name: c for c in synced}
    assert {"roll", "match", "rule", "panel"} <= set(by_name)
    result = await harness.slash(
        "roll", user=alice(harness), options={"sides": 6, "opponent": bob(harness)}
    )
    assert int(result.payload["data"]["id"]) == by_name["roll"].id
    assert result.interaction is not None and result.interaction.command is not None
    assert result.interaction.command.qualified_name == "roll"


# ---------------------------------------------------------------- slash commands


async def test_slash_with_int_and_member_option(harness: DiscordHarness) -> None:
    result = await harness.slash(
        "roll", user=alice(harness), options={"sides": 20, "opponent": bob(harness)}
    )

    assert result.response_type is discord.InteractionResponseType.channel_message
    assert result.content == "Alice the Judge rolls a d20 against Bobby"
    assert not result.ephemeral
    assert SEEN["roll.sides"] == 20
    opponent = SEEN["roll.opponent"]
    assert isinstance(opponent, discord.Member) and opponent.id == 1002
    # The Member option was resolved from data.resolved, exactly like Discord sends it.
    assert set(result.payload["data"]["resolved"]["users"]) == {"1002"}
    assert set(result.payload["data"]["resolved"]["members"]) == {"1002"}
    assert [c.route_key for c in result.calls] == [
        "POST /interactions/{webhook_id}/{webhook_token}/callback"
    ]
    assert result.bot_calls == []


async def test_an_interaction_carries_the_guilds_preferred_locale_and_the_users() -> None:
    # Discord sends both: the user's client language and the guild's (Community settings).
    SEEN.clear()
    harness = DiscordHarness(ToyBot(), preferred_locale="de")
    harness.user(1001, "alice")
    harness.user(1002, "bob")
    await harness.start()
    try:
        await harness.slash(
            "roll", user=alice(harness), options={"sides": 6, "opponent": bob(harness)}, locale="ja"
        )
    finally:
        await harness.stop()
    assert SEEN["roll.locales"] == (discord.Locale.japanese, discord.Locale.german)


async def test_range_is_not_revalidated_by_discord_py(harness: DiscordHarness) -> None:
    """Discord enforces min/max in its client; discord.py does NOT re-check hand-made payloads.

    So anything that matters (e.g. a score that must be within bounds) must be validated
    by our own code too.
    """
    result = await harness.slash(
        "roll", user=alice(harness), options={"sides": 999, "opponent": bob(harness)}
    )
    assert SEEN["roll.sides"] == 999
    assert result.content == "Alice the Judge rolls a d999 against Bobby"


async def test_ephemeral_reply_sees_guild_roles_and_permissions(harness: DiscordHarness) -> None:
    result = await harness.slash("whoami", user=alice(harness))
    assert result.ephemeral
    assert (
        result.content
        == "guild=Arbiter Test Guild roles=Judge manage_messages=True bot_can_embed=True"
    )

    plain = await harness.slash("whoami", user=bob(harness))
    assert (
        plain.content
        == "guild=Arbiter Test Guild roles=none manage_messages=False bot_can_embed=True"
    )

    # An explicit administrator permission implies every permission, as on Discord.
    admin = harness.user(1003, "carol", permissions=discord.Permissions(administrator=True))
    result = await harness.slash("whoami", user=admin)
    assert (
        result.content
        == "guild=Arbiter Test Guild roles=none manage_messages=True bot_can_embed=True"
    )
    assert result.interaction is not None and result.interaction.permissions.administrator


async def test_subcommand_group_and_user_option(harness: DiscordHarness) -> None:
    result = await harness.slash(
        "match start", user=alice(harness), options={"game": "magic", "opponent": bob(harness)}
    )
    assert result.payload["data"]["name"] == "match"
    assert result.payload["data"]["options"][0]["type"] == 1
    assert result.content == "<@1001> challenges <@1002> to magic"
    assert result.response is not None
    assert result.response.mention_ids == [1001, 1002]
    assert [b["label"] for b in result.response.buttons] == ["Accept"]


async def test_non_persistent_view_click_edits_the_message(harness: DiscordHarness) -> None:
    challenge = await harness.slash(
        "match start", user=alice(harness), options={"game": "magic", "opponent": bob(harness)}
    )
    assert challenge.response is not None

    wrong = await harness.click("toy:accept", user=alice(harness), message=challenge.response)
    assert wrong.ephemeral and wrong.content == "This challenge is not for you."

    accepted = await harness.click("toy:accept", user=bob(harness), message=challenge.response)
    assert accepted.response_type is discord.InteractionResponseType.message_update
    assert accepted.response is challenge.response
    assert challenge.response.content == "Match accepted!"
    assert challenge.response.components == []
    assert challenge.response.content_history == [
        "<@1001> challenges <@1002> to magic",
        "Match accepted!",
    ]

    # The edit removed the button, so a Discord user cannot click it any more.
    with pytest.raises(HarnessError, match="has no component 'toy:accept'"):
        await harness.click("toy:accept", user=bob(harness), message=challenge.response)


async def test_defer_channel_message_edit_and_followup(harness: DiscordHarness) -> None:
    result = await harness.slash("announce", user=alice(harness), options={"round": 3})

    assert result.deferred
    [posted] = result.channel_messages
    assert posted.content == "Round 3 has started"
    assert posted.content_history == ["Round 3 is starting", "Round 3 has started"]
    assert result.edited_messages == [posted]
    assert posted.channel_id == harness.default_channel.id
    assert [c.route_key for c in result.bot_calls] == [
        "POST /channels/{channel_id}/messages",
        "PATCH /channels/{channel_id}/messages/{message_id}",
    ]
    # The first followup after a thinking defer fills the deferred message (as on Discord).
    assert result.response is not None
    assert result.followups == [result.response]
    assert result.ephemeral
    assert result.content == f"Announced in <#{harness.default_channel.id}>"
    assert harness.channel_history(harness.default_channel) == [posted]


async def test_autocomplete_returns_choices(harness: DiscordHarness) -> None:
    choices = await harness.autocomplete("rule", user=alice(harness), focused="number", value="104")
    assert [c.value for c in choices] == ["104.3a", "104.4a"]
    assert choices[0].name.startswith("104.3a A player can concede")

    result = await harness.slash("rule", user=alice(harness), options={"number": "117.3"})
    assert result.embeds[0].title == "Rule 117.3"
    assert result.embeds[0].description == RULES["117.3"]


async def test_autocomplete_errors_are_surfaced(harness: DiscordHarness) -> None:
    with pytest.raises(InteractionError) as info:
        await harness.autocomplete(
            "broken-complete", user=alice(harness), focused="query", value="x"
        )
    assert isinstance(info.value.errors[0], KeyError)


async def test_file_uploads_are_recorded(harness: DiscordHarness) -> None:
    result = await harness.slash("file", user=alice(harness))
    assert result.response is not None
    [upload] = result.response.files
    assert upload.filename == "standings.csv"
    assert upload.text == "alice,3\nbob,1\n"
    assert result.response.data["attachments"][0]["filename"] == "standings.csv"


async def test_a_click_nobody_listens_to_fails(harness: DiscordHarness) -> None:
    with pytest.raises(NoResponseError, match=r"bot\.add_view"):
        await harness.click("toy:nobody-listens", user=alice(harness))


async def test_unknown_command_is_surfaced(harness: DiscordHarness) -> None:
    with pytest.raises(InteractionError) as info:
        await harness.slash("nope", user=alice(harness))
    assert isinstance(info.value.errors[0], app_commands.CommandNotFound)


# ---------------------------------------------------------------- persistent views


async def test_persistent_view_button_click(harness: DiscordHarness) -> None:
    panel = await harness.slash("panel", user=alice(harness))
    assert panel.response is not None and panel.response.custom_ids == [
        "toy:call_judge",
        "toy:close",
        "toy:explode",
    ]

    called = await harness.click("toy:call_judge", user=bob(harness), message=panel.response)
    assert called.ephemeral
    assert called.content == "<@1002> called a judge to general"

    closed = await harness.click("toy:close", user=alice(harness), message=panel.response)
    assert closed.response is panel.response
    assert panel.response.content == "Judge panel (closed)"
    assert panel.response.button("Close")["disabled"] is True
    # Disabled buttons cannot be clicked on Discord, so the harness refuses too.
    with pytest.raises(HarnessError, match="disabled"):
        await harness.click("toy:close", user=alice(harness), message=panel.response)


async def test_persistent_view_works_for_messages_from_a_previous_run(
    harness: DiscordHarness,
) -> None:
    # No message in this run carries the button: the harness synthesises one, as if the
    # panel had been posted before the bot restarted. Only bot.add_view() makes this work.
    result = await harness.click("toy:call_judge", user=bob(harness), message=123456789012345678)
    assert result.content == "<@1002> called a judge to general"


async def test_view_callback_errors_are_surfaced(harness: DiscordHarness) -> None:
    with pytest.raises(InteractionError) as info:
        await harness.click("toy:explode", user=alice(harness))
    assert isinstance(info.value.errors[0], ValueError)


async def test_click_without_listening_view_fails(harness: DiscordHarness) -> None:
    with pytest.raises(NoResponseError, match=r"bot\.add_view"):
        await harness.click("toy:nobody-listens", user=alice(harness))


# ---------------------------------------------------------------- failures are loud


async def test_raising_command_makes_the_test_fail(harness: DiscordHarness) -> None:
    with pytest.raises(InteractionError, match="kaboom") as info:
        await harness.slash("boom", user=alice(harness))
    [error] = info.value.errors
    assert isinstance(error, app_commands.CommandInvokeError)
    assert isinstance(error.original, RuntimeError)


async def test_errors_can_be_inspected_instead_of_raised(harness: DiscordHarness) -> None:
    # The project's own tree.on_error still runs (the harness only wraps it).
    result = await harness.slash("boom", user=alice(harness), raise_on_error=False)
    assert [type(e) for e in result.original_errors] == [RuntimeError]
    assert result.ephemeral and result.content == "Something went wrong."


async def test_command_that_never_responds_fails(harness: DiscordHarness) -> None:
    with pytest.raises(NoResponseError):
        await harness.slash("silent", user=alice(harness))


async def test_unknown_option_name_is_a_test_bug(harness: DiscordHarness) -> None:
    with pytest.raises(HarnessError, match="no option 'side'"):
        await harness.slash("roll", user=alice(harness), options={"side": 6})


async def test_discord_limits_are_enforced_by_the_fake(harness: DiscordHarness) -> None:
    with pytest.raises(InteractionError) as info:
        await harness.slash("limit", user=alice(harness))
    # Discord's 400 reaches the bot, and the test fails whatever the bot made of it.
    limit, refused = info.value.original_errors
    assert isinstance(limit, PayloadLimitError) and "content: 2001 characters" in str(limit)
    assert isinstance(refused, discord.HTTPException) and refused.code == 50035


async def test_select_menus_and_forms_are_held_to_discords_limits(
    harness: DiscordHarness,
) -> None:
    menu = await harness.slash("menu", user=alice(harness), options={"options": 25})
    assert menu.response is not None and len(menu.components[0]["components"][0]["options"]) == 25
    with pytest.raises(InteractionError) as info:
        await harness.slash("menu", user=alice(harness), options={"options": 26})
    assert "26 options (at most 25)" in str(info.value.original_errors[0])
    with pytest.raises(InteractionError) as info:
        await harness.slash("form", user=alice(harness), options={"title": "x" * 46})
    assert "modal title" in str(info.value.original_errors[0])


async def test_a_form_is_opened_and_sent(harness: DiscordHarness) -> None:
    opened = await harness.slash("form", user=alice(harness), options={"title": "Other amount"})
    assert opened.modal is not None and opened.modal["title"] == "Other amount"
    sent = await harness.submit(opened, {"amount": "-7"}, user=alice(harness))
    assert sent.ephemeral and sent.content == "Typed -7"


async def test_an_expired_token_answers_nothing_and_fails_the_test(
    harness: DiscordHarness,
) -> None:
    announced = await harness.slash("announce", user=alice(harness), options={"round_number": 1})
    harness.expire(announced)
    message = announced.interaction
    assert message is not None
    with pytest.raises(discord.HTTPException) as refused:
        await message.followup.send("too late", wait=True)
    assert refused.value.status == 401
    with pytest.raises(HarnessError, match="expired interaction token"):
        await harness.stop()


async def test_unhandled_route_fails_and_custom_routes_can_be_added(
    harness: DiscordHarness,
) -> None:
    with pytest.raises(InteractionError) as info:
        await harness.slash("thread", user=alice(harness))
    assert any(isinstance(e, UnhandledRouteError) for e in info.value.original_errors)

    def create_thread(call: RestCall) -> dict[str, object]:
        return {
            "id": "77",
            "type": 11,
            "guild_id": str(harness.guild_id),
            "parent_id": call.path_params["channel_id"],
            "name": call.json["name"],
            "owner_id": str(harness.bot_user.id),
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": 1440,
                "archive_timestamp": discord.utils.utcnow().isoformat(),
                "locked": False,
            },
            "message_count": 0,
            "member_count": 1,
            "rate_limit_per_user": 0,
            "flags": 0,
            "total_message_sent": 0,
        }

    harness.route("POST", "/channels/{channel_id}/threads", create_thread)
    result = await harness.slash("thread", user=alice(harness))
    assert result.content == "thread created"
    [thread_call] = result.calls_to("POST", "/channels/{channel_id}/threads")
    assert thread_call.json["name"] == "match"


async def test_stop_restores_the_rest_seams() -> None:
    from discord.http import HTTPClient
    from discord.webhook.async_ import AsyncWebhookAdapter

    original_http = HTTPClient.__dict__["request"]
    original_webhook = AsyncWebhookAdapter.__dict__["request"]
    bot = ToyBot()
    async with DiscordHarness(bot) as harness:
        assert HTTPClient.__dict__["request"] is not original_http
        await harness.slash("panel", user=harness.user(5, "eve"))
    assert HTTPClient.__dict__["request"] is original_http
    assert AsyncWebhookAdapter.__dict__["request"] is original_webhook
    assert "on_error" not in vars(bot.tree)
    assert bot.is_closed()


class BrokenBot(commands.Bot):
    async def setup_hook(self) -> None:
        raise RuntimeError("cog failed to load")


async def test_setup_hook_failure_fails_start_and_restores_patches() -> None:
    from discord.http import HTTPClient

    original = HTTPClient.__dict__["request"]
    harness = DiscordHarness(BrokenBot(command_prefix="!", intents=discord.Intents.default()))
    with pytest.raises(RuntimeError, match="cog failed to load"):
        await harness.start()
    assert HTTPClient.__dict__["request"] is original
    # A new harness can start afterwards.
    async with DiscordHarness(ToyBot()) as again:
        assert again.bot.get_cog("ToyCog") is not None
