"""The defects a newcomer organiser hit in a season (issue 33), each held through discord.py:
a judge's games score checked against the match's best-of in a playoff as in a Swiss round,
a playoff match in play closed by a judge only when asked to, the words of a round repair on
a finished round and of a round start after the last round, and a server's settings refusing
what they do not know."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from bot.faces.cli.league import run_standings
from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash
from tests.discord.test_bad_input import refused as refused_input
from tests.discord.test_leagues import League, announced, refused
from tests.discord.test_playoffs import export, four_players_one_round, play_rounds


async def test_a_playoff_refuses_a_games_score_its_best_of_cannot_end_with(
    arbiter_on: Arbiter, tmp_path: Path
) -> None:
    """`games:7-0` in a best of three went through in a playoff (`ivy goes on 7-0-0`) while a
    Swiss round refused it; both now refuse it in the same words, and nothing is recorded.
    On SQLite and on PostgreSQL."""
    arbiter, league = arbiter_on, League(arbiter_on)
    await four_players_one_round(arbiter, league)
    swiss = await league.slash("league result", arbiter.admin, round=1, table=1, games="7-0")
    refused(swiss, "A best of 3 ends when a player wins 2 games")
    announced(await league.slash("league playoff start", arbiter.admin, size=4))
    before = await export(arbiter, league)
    (semi, _) = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    first = league.user(semi.players[0])

    playoff = await league.slash(
        "league result", arbiter.admin, round=1, table=1, games="7-0", winner=first, live="close"
    )

    refused(playoff, "A best of 3 ends when a player wins 2 games")
    assert "goes on" not in (playoff.content or "")
    assert await export(arbiter, league) == before
    match = await arbiter.bot.service.status(channel_id=semi.thread_id or 0)
    assert match.status == "active"


async def test_standings_refuses_an_exported_file_with_an_impossible_games_score(
    arbiter: Arbiter, tmp_path: Path
) -> None:
    """The exported file names its best-of; `arbiter standings` read a 7-0-0 in it as valid."""
    league = League(arbiter)
    await four_players_one_round(arbiter, league)
    document: dict[str, Any] = await export(arbiter, league)
    assert document["best_of"] == 3
    document["rounds"][0]["matches"][0]["games"] = [7, 0, 0]
    path = tmp_path / "seven.json"
    path.write_text(json.dumps(document))
    out, err = io.StringIO(), io.StringIO()

    assert run_standings([str(path)], out, err) == 2

    assert out.getvalue() == ""
    assert 'round 1, match 1, field "games"' in err.getvalue()
    assert "A best of 3 ends when a player wins 2 games: 7-0-0 cannot happen." in err.getvalue()


async def test_a_playoff_result_on_a_match_in_play_asks_first(arbiter_on: Arbiter) -> None:
    """Without `live:`, a judge's playoff result closed the match being played at once, where
    a Swiss round asks first. Now it asks, changing nothing; with `live: Close the match` it
    closes it. On SQLite and on PostgreSQL."""
    arbiter, league = arbiter_on, League(arbiter_on)
    await four_players_one_round(arbiter, league)
    announced(await league.slash("league playoff start", arbiter.admin, size=4))
    (semi, _) = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    first = league.user(semi.players[0])
    thread = league.threads[semi.thread_id or 0]
    told = len(league.thread_messages(thread.id))

    asked = await league.slash("league result", arbiter.admin, round=1, table=1, winner=first)

    refused(asked, "still being played")
    assert "live: Close the match" in (asked.content or "")
    assert (await arbiter.bot.service.status(channel_id=thread.id)).status == "active"
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    assert view.current[0].result is None and not view.current[0].fixed
    assert len(league.thread_messages(thread.id)) == told
    closed = await league.slash(
        "league result", arbiter.admin, round=1, table=1, winner=first, live="close"
    )
    assert f"{semi.players[0]} goes on" in (closed.content or ""), closed
    assert (await arbiter.bot.service.status(channel_id=thread.id)).status == "finished"


async def test_the_default_game_is_set_by_the_short_name_help_uses(arbiter: Arbiter) -> None:
    """`/arbiter config default_game:ga` was refused ("must be grand-archive, magic or
    terrus") though /help and the README write games as `ga`; then its answer named the game by
    its internal id (`default game grand-archive`), which no player types: it names the game."""
    result = await slash(arbiter, "arbiter config", arbiter.admin, default_game="ga")

    assert result.ephemeral and "default game Grand Archive;" in (result.content or ""), result
    assert "grand-archive" not in (result.content or "")
    settings = await arbiter.bot.service.settings(arbiter.harness.guild_id)
    assert settings.default_game == "grand-archive"


async def test_a_confirmation_that_is_not_on_or_off_is_refused(arbiter: Arbiter) -> None:
    """`confirmation:banana` turned confirmations off without a word; now it is refused
    privately with the values it takes, and the settings are as they were."""
    before = await arbiter.bot.service.settings(arbiter.harness.guild_id)
    assert before.confirmation_required

    text = await refused_input(arbiter, "arbiter config", user=arbiter.admin, confirmation="banana")

    assert "`confirmation` is true or false" in text, text
    assert await arbiter.bot.service.settings(arbiter.harness.guild_id) == before


async def test_a_finished_round_is_not_called_under_way_and_the_last_one_says_what_next(
    arbiter: Arbiter,
) -> None:
    """`/league round repair` on a finished round said its matches were "under way"; after
    the last round, `/league round start` named neither /league playoff start nor
    /league close."""
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Mini", game="magic", rounds=2)
    for person in league.people[:4]:
        await league.slash("league join", person)
    await play_rounds(arbiter, league, 1)

    repair = await league.slash("league round repair", arbiter.admin)

    refused(repair, "Round 1 is finished")
    assert "under way" not in (repair.content or "") and "/league round start" in (
        repair.content or ""
    )
    await play_rounds(arbiter, league, 1)
    last = await league.slash("league round repair", arbiter.admin)
    refused(last, "Round 2 is finished")
    assert "/league playoff start" in (last.content or "") and "/league close" in (
        last.content or ""
    )
    after = await league.slash("league round start", arbiter.admin)
    refused(after, "All 2 rounds of Mini have been played")
    assert "/league playoff start" in (after.content or "") and "/league close" in (
        after.content or ""
    )


async def test_a_web_leaderboard_that_is_not_on_or_off_is_refused(arbiter: Arbiter) -> None:
    """`web_leaderboard:banana` switched the web leaderboard off, as confirmation:banana
    did confirmations; it is refused privately, changing nothing."""
    text = await refused_input(
        arbiter, "arbiter config", user=arbiter.admin, web_leaderboard="banana"
    )
    assert "`web_leaderboard` is on or off" in text, text
