"""Every command and option end to end through discord.py (what the other files here leave out):
/match status|history|export|end|draw|concede, /choose, /rule and its autocomplete, /help,
/arbiter config, the report commands' options, batches and undo, and the command surface that
setup_hook registers and syncs.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.app.match.views import MatchView
from bot.faces.cli.replay import replay_file
from bot.faces.discord.client import ArbiterBot
from tests.discord import helpers
from tests.discord.conftest import Arbiter, settings_for
from tests.discord.helpers import labels, press, slash, status
from tests.discord_harness import DiscordHarness, FakeChannel, FakeUser, InteractionResult

SURFACE = {
    "match start", "match status", "match end", "match concede", "match draw",
    "match history", "match export",
    "concede", "deckout", "champion died", "champion control", "life", "poison",
    "commander-damage", "turn-start", "vote", "effect", "game draw", "penalty", "restart",
    "batch start", "batch resolve", "batch cancel",
    "undo", "choose", "rule", "ruling", "Ask Arbiter", "arbiter config", "help",
    "league create", "league join", "league drop", "league players", "league standings",
    "league export", "league result", "league round start", "league round status",
    "leaderboard", "rating", "ratings season start", "ratings season end",
    "league round repair", "league round preview", "league round swap",
    "league close", "league playoff start", "league playoff status",
    "league playoff next",
    "league web", "match overlay", "match phone", "precedents", "match panel",
    "league penalty give", "league penalty list",
    "league decklist submit", "league decklist deadline", "league decklist show",
    "league decklist missing", "league decklist publish",
    "league checkin open", "league checkin here", "league checkin list", "league time extend",
    "league judge calls", "league judge answered",
    "league bye award", "league reinstate",
}  # fmt: skip

# -- helpers ------------------------------------------------------------------------------------


async def start(
    arbiter: Arbiter,
    game: str | None = "magic",
    channel: FakeChannel | None = None,
    user: FakeUser | None = None,
    **options: Any,
) -> MatchView:
    """Start a match (see helpers.start) that everyone sees; return it as stored."""
    result = await helpers.start(arbiter, game, user=user, channel=channel, **options)
    assert not result.ephemeral, result
    return await status(arbiter, channel)


def who(arbiter: Arbiter, name: str) -> FakeUser:
    return {"alice": arbiter.alice, "bob": arbiter.bob, "carol": arbiter.carol}[name]


# -- the command surface ------------------------------------------------------------------------


def qualified_names(commands: list[Any]) -> set[str]:
    names: set[str] = set()
    for command in commands:
        if isinstance(command, app_commands.Group):
            names |= qualified_names(command.commands)
        else:
            names.add(command.qualified_name)
    return names


async def test_setup_hook_registers_every_command_of_the_product(arbiter: Arbiter) -> None:
    assert qualified_names(arbiter.bot.tree.get_commands()) == SURFACE
    # Nothing was synced: the fixture's bot runs with sync_commands=False.
    assert not [c for c in arbiter.harness.calls if c.path.endswith("/commands")]


def synced_names(payload: list[dict[str, Any]]) -> set[str]:
    names: set[str] = set()
    for command in payload:
        subcommands = [o for o in command.get("options") or [] if o["type"] in (1, 2)]
        if not subcommands:
            names.add(command["name"])
        for sub in subcommands:
            if sub["type"] == 2:  # a subcommand group
                names |= {f"{command['name']} {sub['name']} {s['name']}" for s in sub["options"]}
            else:
                names.add(f"{command['name']} {sub['name']}")
    return names


@pytest.mark.parametrize("dev_guild", [False, True])
async def test_syncing_sends_every_command(tmp_path: Path, dev_guild: bool) -> None:
    settings = settings_for(f"sqlite+aiosqlite:///{tmp_path}/sync.db")
    if dev_guild:
        settings = settings.model_copy(update={"dev_guild_id": 900_000_000_000_000_100})
    bot = ArbiterBot(settings, sync_commands=True)
    harness = DiscordHarness(bot)
    await harness.start()
    try:
        puts = [c for c in harness.calls if c.method == "PUT" and c.path.endswith("/commands")]
        assert len(puts) == 1
        put = puts[0]
        if dev_guild:
            assert put.path == "/applications/{application_id}/guilds/{guild_id}/commands"
            assert put.param("guild_id") == 900_000_000_000_000_100
        else:
            assert put.path == "/applications/{application_id}/commands"
        assert synced_names(put.json) == SURFACE
        by_name = {command["name"]: command for command in put.json}
        manage_guild = discord.Permissions(manage_guild=True).value
        assert int(by_name["arbiter"]["default_member_permissions"]) == manage_guild
        assert by_name["rule"]["options"][0]["autocomplete"] is True
        life = {o["name"]: o for o in by_name["life"]["options"]}
        assert (life["change"]["min_value"], life["change"]["max_value"]) == (-9999, 9999)
        # The synced commands answer with ids the harness then uses in payloads.
        helped = await harness.slash("help", user=harness.user(900_000_000_000_009_000, "zed"))
        assert helped.embeds[0].title == "Arbiter"
    finally:
        await harness.stop()


# -- /match status ------------------------------------------------------------------------------


async def test_match_status_shows_the_scoreboard_to_the_asker(arbiter: Arbiter) -> None:
    await start(arbiter, "magic", variant="commander", opponent=arbiter.bob, player3=arbiter.carol)
    await slash(arbiter, "life", change=-7)
    await slash(arbiter, "poison", arbiter.bob, change=3)
    await slash(arbiter, "commander-damage", arbiter.carol, commander=arbiter.alice, total=12)
    result = await slash(arbiter, "match status", arbiter.stranger)  # anyone may look
    assert result.ephemeral and not result.channel_messages and not result.edited_messages
    embed = result.embeds[0]
    assert embed.title == "Match #1: Magic: The Gathering (commander), best of 1"
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Score"] == "alice 0, bob 0, carol 0"
    game = fields["Game 1"]
    assert f"<@{arbiter.alice.id}>: life 33" in game
    assert f"<@{arbiter.bob.id}>: life 40, poison 3" in game
    assert f"<@{arbiter.carol.id}>: life 40, 12 from alice's commander" in game
    # A waiting report and an open batch show too.
    await slash(arbiter, "deckout", arbiter.alice, player=arbiter.bob)
    waiting = await slash(arbiter, "match status")
    assert "Waiting for confirmation" in [f.name for f in waiting.embeds[0].fields]
    await slash(arbiter, "undo")
    await slash(arbiter, "batch start")
    await slash(arbiter, "life", arbiter.bob, change=-1)
    batched = await slash(arbiter, "match status")
    assert {f.name: f.value for f in batched.embeds[0].fields}["Batch open"] == (
        "1 event collected; /batch resolve"
    )


# -- /match history -----------------------------------------------------------------------------


async def test_match_history_by_channel_and_server_with_a_limit(arbiter: Arbiter) -> None:
    other = arbiter.harness.channel("table-2")
    await start(arbiter, "magic")
    await slash(arbiter, "match concede", arbiter.bob)  # #1: alice wins
    await start(arbiter, "grand-archive")  # #2, in progress
    await start(arbiter, "terrus", channel=other, user=arbiter.carol, opponent=arbiter.dave)  # #3

    here = await slash(arbiter, "match history", scope="channel", limit=10)
    today = datetime.now(UTC).date().isoformat()
    assert here.ephemeral and here.embeds[0].title == "Match history"
    lines = (here.embeds[0].description or "").splitlines()
    assert lines == [
        f"#2 {today} Grand Archive, alice vs bob: in progress: alice 0, bob 0 "
        f"(<#{arbiter.table.id}>)",
        f"#1 {today} Magic, alice vs bob: alice wins the match by concession: alice 2, bob 0 "
        f"(<#{arbiter.table.id}>)",
    ]
    default = await slash(arbiter, "match history")  # scope channel, limit 10
    assert default.embeds[0].description == here.embeds[0].description

    server = await slash(arbiter, "match history", arbiter.stranger, scope="server")
    server_lines = (server.embeds[0].description or "").splitlines()
    assert [line.split(" ", 1)[0] for line in server_lines] == ["#3", "#2", "#1"]
    assert server_lines[0] == (
        f"#3 {today} Terrus, carol vs dave: in progress: carol 0, dave 0 (<#{other.id}>)"
    )

    newest = await slash(arbiter, "match history", scope="server", limit=1)
    assert (newest.embeds[0].description or "").splitlines() == server_lines[:1]
    empty = await slash(arbiter, "match history", channel=arbiter.harness.channel("quiet"))
    assert empty.ephemeral and empty.content == "No matches on record here yet."


# -- /match export ------------------------------------------------------------------------------


def exported(result: InteractionResult, tmp_path: Path) -> tuple[dict[str, Any], Path]:
    assert result.ephemeral and result.response is not None
    assert "in the replay format" in (result.content or "")
    [file] = result.response.files
    assert file.filename.startswith("arbiter-match-") and file.filename.endswith(".json")
    path = tmp_path / file.filename
    path.write_bytes(file.data)
    return json.loads(file.text), path


async def test_match_export_replays_to_the_same_result(arbiter: Arbiter, tmp_path: Path) -> None:
    view = await start(arbiter, "magic")
    await slash(arbiter, "life", arbiter.alice, change=-5)
    await slash(arbiter, "poison", arbiter.bob, total=4)
    ongoing, path = exported(await slash(arbiter, "match export"), tmp_path)
    assert ongoing["system"] == "magic" and ongoing["players"] == ["alice", "bob"]
    line = replay_file(str(path))
    assert line["status"] == "ongoing"
    assert line["players"] == {"alice": "playing", "bob": "playing"}

    await slash(arbiter, "life", arbiter.bob, total=0)  # game 1: alice wins
    decider = await slash(arbiter, "concede", arbiter.bob)  # game 2: alice wins the match
    assert "alice wins the match: alice 2, bob 0" in (decider.content or "")
    final = await status(arbiter)
    document, path = exported(await slash(arbiter, "match export", arbiter.stranger), tmp_path)
    assert path.name == f"arbiter-match-{view.id}.json"
    line = replay_file(str(path))
    assert line["status"] == "over"
    assert line["players"] == {"alice": "won", "bob": "lost"}
    assert final.result is not None
    assert line["score"] == final.result.score == "2-0"
    assert set(final.result.citations) <= set(line["citations"])
    assert len(line["games"]) == 2
    assert document == await arbiter.bot.service.export(view.id)


# -- /match end, draw, concede ------------------------------------------------------------------


async def test_match_end_is_proposed_and_confirmed_by_the_opponent(arbiter: Arbiter) -> None:
    await start(arbiter, "magic")
    await slash(arbiter, "concede", arbiter.bob)  # alice leads 1-0
    proposal = await slash(arbiter, "match end", arbiter.alice)
    assert not proposal.ephemeral and labels(proposal) == ["Confirm", "Dispute"]
    assert f"<@{arbiter.alice.id}> proposes: • the match ends now" in (proposal.content or "")
    assert f"<@{arbiter.bob.id}> (or a judge): confirm or dispute." in (proposal.content or "")
    assert (await status(arbiter)).result is None
    confirmed = await press(arbiter, proposal.response, "Confirm", arbiter.bob)
    assert (confirmed.content or "").startswith(f"Confirmed by <@{arbiter.bob.id}>.")
    assert (
        "alice wins the match (match ended early): alice 1, bob 0 (MTG MTR 2.1, MTG MTR 2.4)."
        in (confirmed.content or "")
    )
    # Game 2 never began: no game is said to be over, nobody is "still playing" it.
    assert "Game 2" not in (confirmed.content or "")
    assert "playing" not in (confirmed.content or "")
    assert labels(confirmed) == []  # the buttons are gone
    final = await status(arbiter)
    assert final.result is not None and final.result.reason == "early_end"


async def test_a_judge_ends_the_match_at_once(arbiter: Arbiter) -> None:
    await start(arbiter, "grand-archive")
    result = await slash(arbiter, "match end", arbiter.admin)
    assert not result.ephemeral and labels(result) == []
    assert result.content == (
        "The match is a draw (match ended early): alice 0, bob 0 "
        "(GA Tournament Rules: End of Round)."
    )
    final = await status(arbiter)
    assert final.result is not None and final.result.drawn


async def test_match_draw_is_proposed_and_confirmed(arbiter: Arbiter) -> None:
    await start(arbiter, "magic")
    proposal = await slash(arbiter, "match draw", arbiter.bob)
    assert "the match ends as an intentional draw" in (proposal.content or "")
    confirmed = await press(arbiter, proposal.response, "Confirm", arbiter.alice)
    assert "The match is a draw (intentional draw): alice 0, bob 0 (MTG MTR 2.5)." in (
        confirmed.content or ""
    )
    assert "Game 1" not in (confirmed.content or ""), "game 1 never began"
    final = await status(arbiter)
    assert final.result is not None and final.result.reason == "intentional_draw"
    # A judge draws a match at once.
    await start(arbiter, "terrus")
    judged = await slash(arbiter, "match draw", arbiter.admin)
    assert "The match is a draw" in (judged.content or "") and labels(judged) == []


async def test_match_concede(arbiter: Arbiter) -> None:
    await start(arbiter, "magic", best_of=5)
    await slash(arbiter, "concede", arbiter.bob)  # alice 1-0
    result = await slash(arbiter, "match concede", arbiter.alice)
    assert not result.ephemeral
    verdict = "bob wins the match by concession: alice 1, bob 3 (MTG MTR 2.5)."
    # A rated match: the result message also says how each player's rating moved.
    assert result.content == f"{verdict}\nRatings: alice 1000 -> 954, bob 1000 -> 1086."
    final = await status(arbiter)
    assert final.result is not None and final.result.winners == ("bob",)
    assert final.wins == (1, 3)
    # The scoreboard shows the result.
    board = result.edited_messages[0]
    assert board.embeds[0].fields[-1].value == verdict


# -- /choose --------------------------------------------------------------------------------------


@pytest.mark.parametrize("choice", ["play", "draw"])
async def test_choose_play_or_draw(arbiter: Arbiter, choice: str) -> None:
    view = await start(arbiter, "magic")
    chooser = view.game.chooser
    assert chooser is not None
    other = "bob" if chooser == "alice" else "alice"
    result = await slash(arbiter, "choose", who(arbiter, chooser), choice=choice)
    first = chooser if choice == "play" else other
    assert not result.ephemeral
    assert result.content == f"<@{who(arbiter, first).id}> plays first in game 1."
    after = await status(arbiter)
    assert (after.game.choice, after.game.first_player) == (choice, first)
    again = await slash(arbiter, "choose", who(arbiter, chooser), choice="play")
    assert again.ephemeral and "already begun" in (again.content or "")


async def test_choose_for_the_next_game_after_a_loss(arbiter: Arbiter) -> None:
    await start(arbiter, "grand-archive")
    await slash(arbiter, "champion died", arbiter.alice)  # alice loses game 1 and chooses next
    result = await slash(arbiter, "choose", arbiter.alice, choice="draw")
    assert result.content == f"<@{arbiter.bob.id}> plays first in game 2."


# -- /rule and its autocomplete -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "title", "url"),
    [
        ("104.3c", "MTG CR 104.3c: Drawing from an empty library", "https://magic.wizards.com/"),
        ("GA 3", "GA Ending the Game 3: Ways to lose", "https://rules.gatcg.com/"),
        ("Terrus 5.2b", "Terrus 5.2b: Metropolis victory", "https://www.terrusgame.com/"),
        ("poison", "MTG CR 104.3d: Ten poison counters", "https://magic.wizards.com/"),
    ],
)
async def test_rule_by_number_or_words(arbiter: Arbiter, query: str, title: str, url: str) -> None:
    result = await slash(arbiter, "rule", arbiter.stranger, query=query)  # no match needed
    assert not result.ephemeral
    embed = result.embeds[0]
    assert embed.title == title
    assert (embed.url or "").startswith(url)
    assert embed.description
    assert "the official text is at the link" in (embed.footer.text or "")


async def test_rule_by_words_lists_more_rules(arbiter: Arbiter) -> None:
    result = await slash(arbiter, "rule", query="empty deck")
    embed = result.embeds[0]
    assert embed.title == "GA Ending the Game 3: Ways to lose"
    see_also = {f.name: f.value for f in embed.fields}["See also"]
    assert "MTG CR 104.3c: Drawing from an empty library" in see_also


async def test_an_unknown_rule_gets_a_hint(arbiter: Arbiter) -> None:
    result = await slash(arbiter, "rule", query="zzqx flibbertigibbet")
    assert result.ephemeral
    assert result.content == (
        "No rule matches 'zzqx flibbertigibbet'. Try a number like `104.3c`, `GA 3`, "
        "`Terrus 5.2b`, or words like `empty deck` or `poison`."
    )


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("104.3", "MTG CR 104.3c"),
        ("104.3c", "MTG CR 104.3c"),
        ("Terrus 5", "Terrus 5.2b"),
        ("terrus", "Terrus 5.1"),
        ("GA", "GA Ending the Game 3"),
        ("comman", "MTG CR 104.3j"),
        ("empty deck", "GA Ending the Game 3"),
    ],
)
async def test_rule_autocomplete(arbiter: Arbiter, typed: str, expected: str) -> None:
    choices = await arbiter.harness.autocomplete(
        "rule", user=arbiter.alice, focused="query", value=typed
    )
    values = [c.value for c in choices]
    assert expected in values
    assert len(choices) <= 25
    assert all(len(c.name) <= 100 and len(c.value) <= 100 for c in choices)
    # Picking a choice finds exactly that rule.
    picked = await slash(arbiter, "rule", query=expected)
    assert (picked.embeds[0].title or "").startswith(f"{expected}: ")


async def test_rule_autocomplete_with_nothing_typed_offers_each_game(arbiter: Arbiter) -> None:
    choices = await arbiter.harness.autocomplete("rule", user=arbiter.alice, focused="query")
    values = [c.value for c in choices]
    assert any(v.startswith("GA ") for v in values)
    assert any(v.startswith("MTG ") for v in values)
    assert any(v.startswith("Terrus ") for v in values)


async def test_rule_autocomplete_on_partly_typed_game_names(arbiter: Arbiter) -> None:
    for typed in ("terr", "mag", "grand arch"):
        choices = await arbiter.harness.autocomplete(
            "rule", user=arbiter.alice, focused="query", value=typed
        )
        assert choices, typed


# -- /help ----------------------------------------------------------------------------------------


async def test_help(arbiter: Arbiter) -> None:
    result = await slash(arbiter, "help", arbiter.stranger)
    assert result.ephemeral
    embed = result.embeds[0]
    assert embed.title == "Arbiter"
    text = embed.description or ""
    for name in SURFACE - {"help", "batch cancel", "Ask Arbiter"}:
        assert f"/{name}" in text, name
    assert "Ask Arbiter" in text  # a message menu, not a slash command
    assert "/batch resolve` (or cancel)" in text


# -- /arbiter config ----------------------------------------------------------------------------


async def test_arbiter_config_every_option(arbiter: Arbiter) -> None:
    guild_id = arbiter.harness.guild_id
    shown = await slash(arbiter, "arbiter config", arbiter.admin)  # no options: just shows them
    assert shown.ephemeral and shown.content == (
        "Arbiter settings: judge role none; confirmation of reports that eliminate someone "
        "else on; default game none; judge channel none; language of public posts English "
        "(the server's own)."
    )
    judges = arbiter.harness.channel("judges")
    result = await slash(
        arbiter,
        "arbiter config",
        arbiter.admin,
        judge_role=arbiter.judge_role,
        confirmation=False,
        default_game="terrus",
        judge_channel=judges,
    )
    assert result.ephemeral and result.content == (
        f"Arbiter settings: judge role <@&{arbiter.judge_role.id}>; confirmation of reports "
        f"that eliminate someone else off; default game Terrus; judge channel <#{judges.id}>; "
        "language of public posts English (the server's own)."
    )
    settings = await arbiter.bot.service.settings(guild_id)
    assert (
        settings.judge_role_id,
        settings.confirmation_required,
        settings.default_game,
        settings.judge_channel_id,
    ) == (arbiter.judge_role.id, False, "terrus", judges.id)

    # default_game: /match start without a game.
    view = await start(arbiter, None)
    assert view.system == "terrus"
    # confirmation off: a report that knocks out someone else takes effect at once.
    await slash(arbiter, "life", arbiter.bob, total=20)
    knocked = await slash(arbiter, "life", arbiter.alice, player=arbiter.bob, total=0)
    assert "bob loses" in (knocked.content or "") and "Confirm" not in labels(knocked)
    # judge_role: judy rules.
    penalty = await slash(arbiter, "penalty", arbiter.judge, player=arbiter.bob)
    assert "bob loses: a judge gave them a game loss" in (penalty.content or "")

    # Each option on its own changes only itself.
    back_on = await slash(arbiter, "arbiter config", arbiter.admin, confirmation=True)
    assert "confirmation of reports that eliminate someone else on; default game Terrus" in (
        back_on.content or ""
    )
    magic = await slash(arbiter, "arbiter config", arbiter.admin, default_game="magic")
    assert f"judge role <@&{arbiter.judge_role.id}>" in (magic.content or "")
    assert "default game Magic: The Gathering" in (magic.content or "")

    cleared = await slash(arbiter, "arbiter config", arbiter.admin, clear_judge_role=True)
    assert cleared.content == (
        "Arbiter settings: judge role none; confirmation of reports that eliminate someone "
        f"else on; default game Magic: The Gathering; judge channel <#{judges.id}>; language of "
        "public posts English (the server's own)."
    )
    settings = await arbiter.bot.service.settings(guild_id)
    assert settings.judge_role_id is None
    no_judges = await slash(arbiter, "arbiter config", arbiter.admin, clear_judge_channel=True)
    assert "default game Magic: The Gathering; judge channel none;" in (no_judges.content or "")
    other = arbiter.harness.channel("table-2")
    assert (await start(arbiter, None, channel=other)).system == "magic"


async def test_clear_judge_role_wins_over_a_new_role_in_the_same_request(arbiter: Arbiter) -> None:
    result = await slash(
        arbiter,
        "arbiter config",
        arbiter.admin,
        judge_role=arbiter.judge_role,
        clear_judge_role=True,
    )
    assert "judge role none" in (result.content or "")


# -- the report commands' options ---------------------------------------------------------------


async def test_grand_archive_reports_with_two_players_and_effects(arbiter: Arbiter) -> None:
    await start(arbiter, "grand-archive", best_of=7)
    both = await slash(arbiter, "deckout", arbiter.admin, player=arbiter.alice, player2=arbiter.bob)
    assert "alice draws: they tried to draw a card from an empty deck" in (both.content or "")
    assert "Game 1 is over. Score: alice 0, bob 0, 1 drawn game." in (both.content or "")
    died = await slash(
        arbiter, "champion died", arbiter.admin, player=arbiter.alice, player2=arbiter.bob
    )
    assert "everyone still in the game lost at the same time" in (died.content or "")
    control = await slash(
        arbiter, "champion control", arbiter.admin, player=arbiter.bob, controller=arbiter.alice
    )
    assert "bob loses: they control no champion (alice controls their champion)" in (
        control.content or ""
    )
    drawn = await slash(arbiter, "effect", arbiter.admin, outcome="draw")
    assert "an effect says the game is a draw (GA Ending the Game 4)" in (drawn.content or "")
    won = await slash(arbiter, "effect", arbiter.admin, outcome="win", player=arbiter.bob)
    assert "bob wins: an effect says they win (GA Ending the Game 2)" in (won.content or "")
    lost = await slash(arbiter, "effect", arbiter.bob, outcome="lose")  # about themself
    assert "bob loses: an effect says they lose (GA Ending the Game 3)" in (lost.content or "")
    assert (await status(arbiter)).score_text == "2-1-3"


async def test_magic_reports_for_two_players_restart_and_game_draws(arbiter: Arbiter) -> None:
    await start(arbiter, "magic", opponent=arbiter.bob, player3=arbiter.carol, best_of=3)
    life = await slash(arbiter, "life", change=-5, player=arbiter.alice, player2=arbiter.bob)
    poison = await slash(arbiter, "poison", change=4, player=arbiter.carol, player2=arbiter.bob)
    assert life.content == (
        "Recorded: alice: life 15 (a player loses at 0); bob: life 15 (a player loses at 0)."
    )
    assert poison.content == "Recorded: carol: poison 4 of 10; bob: poison 4 of 10."
    view = await status(arbiter)
    assert [(p.life, p.poison) for p in view.players] == [(15, 0), (15, 4), (20, 4)]
    restarted = await slash(arbiter, "restart", arbiter.carol)
    assert restarted.content == "the game restarts for alice, bob, carol (MTG CR 104.6)"
    view = await status(arbiter)
    assert [(p.life, p.poison) for p in view.players] == [(20, 0)] * 3
    assert view.game.restarts == 1
    loop = await slash(arbiter, "game draw", arbiter.admin, reason="loop")
    assert "a loop of mandatory actions that nobody can stop (MTG CR 104.4b)" in (
        loop.content or ""
    )
    agreed = await slash(arbiter, "game draw", arbiter.admin, reason="intentional_draw")
    assert "all players agreed to an intentional draw (MTG CR 104.4i)" in (agreed.content or "")
    assert (await status(arbiter)).draws == 2


async def test_commander_damage_by_change_and_total(arbiter: Arbiter) -> None:
    await start(arbiter, "magic", variant="commander", player3=arbiter.carol)
    first = await slash(arbiter, "commander-damage", commander=arbiter.bob, change=10)
    assert not first.ephemeral  # a quiet report is answered in the channel (issue 12)
    assert first.content == (
        "Recorded: alice: 10 of 21 from bob's commander; life 30 (a player loses at 0)."
    )
    lethal = await slash(arbiter, "commander-damage", commander=arbiter.bob, total=21)
    assert (
        "alice loses: bob's commander has dealt them 21 combat damage this game "
        "(MTG CR 104.3j, MTG CR 903.10)"
    ) in (lethal.content or "")
    other = await slash(
        arbiter,
        "commander-damage",
        arbiter.bob,
        commander=arbiter.carol,
        player=arbiter.bob,
        change=3,
    )
    assert "bob: 3 of 21 from carol's commander; life 37" in (other.content or "")
    assert (await status(arbiter)).player("bob").commander_damage == {"carol": 3}


async def test_terrus_turn_start_and_vote(arbiter: Arbiter) -> None:
    await start(arbiter, "terrus", starting_life=15)
    city = await slash(arbiter, "turn-start", structures=3, relics=2)
    assert city.content == (
        "Recorded: alice began a turn with 3 structures (a Metropolis victory needs 10, "
        "Terrus 5.2b), 2 Relics (a Relic victory needs 4, Terrus 5.2d)."
    )
    nothing = await slash(arbiter, "turn-start", arbiter.bob)  # no city counts at all
    assert nothing.content == "Recorded: bob began a turn with nothing reported in the city."
    low = await slash(arbiter, "vote", arbiter.bob, intelligence=3)
    assert not low.ephemeral
    assert low.content == (
        "Recorded: bob won a Dominion Vote with 3 INT: a Political victory needs 15 (Terrus 5.2c)."
    )
    won = await slash(arbiter, "vote", arbiter.admin, intelligence=40, player=arbiter.alice)
    assert "alice wins: Political victory: they won a Dominion Vote with 40 INT (Terrus 5.2c)" in (
        won.content or ""
    )


async def test_batches_resolve_at_one_checkpoint_or_cancel(arbiter: Arbiter) -> None:
    await start(arbiter, "magic", player3=arbiter.carol)
    opened = await slash(arbiter, "batch start")
    assert not opened.ephemeral and "Batch open" in (opened.content or "")
    added = await slash(arbiter, "life", total=0)
    assert added.ephemeral and "Added to the batch (1 event so far)" in (added.content or "")
    cancelled = await slash(arbiter, "batch cancel", arbiter.bob)
    assert cancelled.content == "Batch cancelled; none of its events count."
    assert (await status(arbiter)).player("alice").life == 20

    await slash(arbiter, "batch start", arbiter.bob)
    await slash(arbiter, "life", arbiter.alice, total=0)
    second = await slash(arbiter, "poison", arbiter.bob, total=10)
    assert "(2 events so far)" in (second.content or "")
    resolved = await slash(arbiter, "batch resolve", arbiter.carol)
    assert not resolved.ephemeral
    text = resolved.content or ""
    assert "alice loses: their life total is 0" in text
    assert "bob loses: they have 10 poison counters" in text
    assert "carol wins" in text
    # alice and bob each reported their own total; carol only resolved: nothing to confirm.
    assert "Confirm" not in labels(resolved)
    assert "Game 1 is over" in text
    view = await status(arbiter)
    assert view.batch_size is None and view.score_text == "0-0-1"


async def test_undo_reverts_the_last_report_and_keeps_it_in_the_log(arbiter: Arbiter) -> None:
    view = await start(arbiter, "magic")
    await slash(arbiter, "life", change=-3)
    await slash(arbiter, "life", change=-4)
    undone = await slash(arbiter, "undo")
    assert not undone.ephemeral
    assert undone.content == (
        f"<@{arbiter.alice.id}> undid the last report of game 1 (alice's life -4); it stays in "
        "the log, marked undone."
    )
    assert (await status(arbiter)).player("alice").life == 17
    assert [r.status for r in await arbiter.bot.service.log(view.id)] == ["applied", "undone"]
    # The scoreboard was edited in place.
    assert undone.edited_messages and undone.edited_messages[0].id == view.scoreboard_message_id
    nothing = await slash(arbiter, "undo", arbiter.bob)
    assert nothing.ephemeral  # bob's turn: alice's earlier report is not his


async def test_withdrawing_a_proposal_by_undo(arbiter: Arbiter) -> None:
    await start(arbiter, "magic")
    await slash(arbiter, "match draw")
    withdrawn = await slash(arbiter, "undo")
    assert (
        withdrawn.content
        == f"<@{arbiter.alice.id}> withdrew the proposed match draw; nothing changed."
    )
    await slash(arbiter, "match end", arbiter.bob)
    withdrawn = await slash(arbiter, "undo", arbiter.bob)
    assert "withdrew the proposed match early end" in (withdrawn.content or "")
    view = await status(arbiter)
    assert view.pending is None and view.result is None


async def test_a_multiplayer_match_draw_waits_for_every_other_player(arbiter: Arbiter) -> None:
    await start(arbiter, "magic", player3=arbiter.carol)
    proposal = await slash(arbiter, "match draw")  # alice proposes
    assert labels(proposal) == ["Confirm", "Dispute"]
    first = await press(arbiter, proposal.response, "Confirm", arbiter.bob)
    assert (first.content or "").startswith(f"<@{arbiter.bob.id}> agreed.")
    assert f"<@{arbiter.carol.id}> (or a judge): confirm or dispute." in (first.content or "")
    assert labels(first) == ["Confirm", "Dispute"]  # carol still has to agree
    assert (await status(arbiter)).result is None
    done = await press(arbiter, proposal.response, "Confirm", arbiter.carol)
    assert "The match is a draw" in (done.content or "")
    assert (await status(arbiter)).result is not None


# -- rules revision 2: range of influence, partners, who plays on --------------------------------


async def five_seats(arbiter: Arbiter) -> MatchView:
    """Magic, alice bob carol dave erin in turn order, each with a range of influence of 1."""
    return await start(
        arbiter,
        "magic",
        player3=arbiter.carol,
        player4=arbiter.dave,
        player5=arbiter.erin,
        range_of_influence=1,
    )


async def test_range_of_influence_win_effect_and_who_plays_on(arbiter: Arbiter) -> None:
    await five_seats(arbiter)
    won = await slash(arbiter, "effect", arbiter.admin, outcome="win", player=arbiter.alice)
    text = won.content or ""
    assert "bob loses: an effect says alice wins" in text and "(MTG CR 104.3h)" in text
    assert "erin loses" in text and "carol loses" not in text
    assert "Out of game 1: bob (lost), erin (lost). Still playing: alice, carol, dave." in text
    assert (await status(arbiter)).game.number == 1


async def test_range_of_influence_draw_effect_names_its_controller(arbiter: Arbiter) -> None:
    await five_seats(arbiter)
    unnamed = await slash(arbiter, "effect", arbiter.admin, outcome="draw")
    assert unnamed.ephemeral and "name its controller in `player`" in (unnamed.content or "")
    drawn = await slash(arbiter, "effect", arbiter.admin, outcome="draw", player=arbiter.bob)
    text = drawn.content or ""
    assert "alice draws: bob's effect says the game is a draw" in text
    assert "bob draws" in text and "carol draws" in text and "dave draws" not in text
    assert "(MTG CR 104.4c, MTG CR 104.4e)" in text
    assert "Still playing: dave, erin." in text


async def test_game_draw_loop_takes_its_players(arbiter: Arbiter) -> None:
    await five_seats(arbiter)
    unnamed = await slash(arbiter, "game draw", arbiter.admin, reason="loop")
    assert unnamed.ephemeral
    assert "list who controls an object in it in `player`, `player2`, `player3`" in (
        unnamed.content or ""
    )
    looped = await slash(arbiter, "game draw", arbiter.admin, reason="loop", player=arbiter.carol)
    text = looped.content or ""
    assert "carol draws: a loop of mandatory actions involving carol" in text
    assert "(MTG CR 104.4f)" in text
    assert (
        "Out of game 1: bob (drew), carol (drew), dave (drew). Still playing: alice, erin." in text
    )
    refused = await slash(arbiter, "game draw", reason="intentional_draw", player=arbiter.bob)
    assert refused.ephemeral


async def test_range_of_influence_is_for_magic_multiplayer(arbiter: Arbiter) -> None:
    refused = await slash(arbiter, "match start", opponent=arbiter.bob, game="magic",
                          range_of_influence=1)  # fmt: skip
    assert refused.ephemeral and "three or more players" in (refused.content or "")
    out_of_range = await slash(
        arbiter, "match start", opponent=arbiter.bob, player3=arbiter.carol, game="magic",
        range_of_influence=9,
    )  # fmt: skip
    assert out_of_range.ephemeral and "from 1 to 5" in (out_of_range.content or "")


async def test_partner_commanders_are_counted_apart(arbiter: Arbiter) -> None:
    await start(arbiter, "magic", variant="commander", player3=arbiter.carol)
    await slash(arbiter, "commander-damage", commander=arbiter.bob, total=20, source="Tymna")
    second = await slash(
        arbiter, "commander-damage", commander=arbiter.bob, total=20, source="Thrasios"
    )
    # 20 and 20 from two partners: still in, and the answer counts this partner's tally.
    assert "alice: 20 of 21 from bob's commander Thrasios" in (second.content or "")
    assert (second.content or "").startswith("Recorded:")
    assert (await status(arbiter)).player("alice").commander_damage == {
        "bob (Tymna)": 20,
        "bob (Thrasios)": 20,
    }
    lethal = await slash(
        arbiter, "commander-damage", commander=arbiter.bob, change=1, source="Tymna"
    )
    text = lethal.content or ""
    assert "alice loses: bob's commander Tymna has dealt them 21 combat damage" in text
    assert "MTG CR 903.10a" in text
    assert "Still playing: bob, carol." in text


async def test_arbiter_config_language_sets_the_servers_language(arbiter: Arbiter) -> None:
    """`/arbiter config language:` sets the language of the server's public posts; "auto"
    gives it back to the server's own preferred locale; anything else is refused, changing
    nothing."""
    german = await slash(arbiter, "arbiter config", arbiter.admin, language="de")
    assert german.ephemeral and (german.content or "").endswith("language of public posts Deutsch.")
    settings = await arbiter.bot.service.settings(arbiter.harness.guild_id)
    assert settings.language == "de"
    kept = await slash(arbiter, "arbiter config", arbiter.admin, confirmation=False)
    assert (kept.content or "").endswith("language of public posts Deutsch.")

    refused = await slash(arbiter, "arbiter config", arbiter.admin, language="klingon")
    assert refused.ephemeral and "`language` is one of `auto`, `en`, `es`" in (
        refused.content or ""
    )
    assert (await arbiter.bot.service.settings(arbiter.harness.guild_id)).language == "de"

    automatic = await slash(arbiter, "arbiter config", arbiter.admin, language="auto")
    assert (automatic.content or "").endswith(
        "language of public posts English (the server's own)."
    )
    assert (await arbiter.bot.service.settings(arbiter.harness.guild_id)).language is None
