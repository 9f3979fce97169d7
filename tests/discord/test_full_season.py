"""A whole season through discord.py, in order: an organiser starts the rating season, eight
players join a Swiss league of three rounds, every match is played out in its thread with each
result message showing the players' rating changes (checked against `openskill` itself) and
/leaderboard following them, a judge's /undo in round 3 that reopens a rated match and has its
ladder recomputed in the background, a top-4 playoff whose final ends level and is decided by a
judge, the champion announced, and the season's end with its final board still shown (issue 21,
"Done when").
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest
from openskill.models import PlackettLuce

from bot.app.ratings import LadderKey
from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges, slash
from tests.discord.test_leagues import League, announced
from tests.discord_harness import FakeChannel, FakeUser, InteractionResult

RATINGS = re.compile(r"Ratings: (\w+) (\d+) -> (\d+), (\w+) (\d+) -> (\d+)\.")


class Ladder:
    """The duel ladder worked out beside the bot with `openskill` itself (ratings.md: Plackett-
    Luce with limit_sigma, shown as 1000 + 25 x (mu - 3 sigma)), from the results users saw."""

    def __init__(self) -> None:
        self.model = PlackettLuce(limit_sigma=True)
        self.results: list[tuple[str, str]] = []

    def shown(self, results: list[tuple[str, str]] | None = None) -> dict[str, int]:
        skills: dict[str, object] = {}
        for winner, loser in self.results if results is None else results:
            sides = [[skills.get(p) or self.model.rating(name=p)] for p in (winner, loser)]
            [[w], [lo]] = self.model.rate(sides, ranks=[1, 2])  # type: ignore[arg-type]
            skills[winner], skills[loser] = w, lo
        return {
            p: round(1000 + 25 * (s.mu - 3 * s.sigma))  # type: ignore[attr-defined]
            for p, s in skills.items()
        }


async def board(arbiter: Arbiter, league: League, **options: object) -> dict[str, int]:
    """The leaderboard as a player sees it: each name with its rating."""
    shown = await league.slash("leaderboard", arbiter.stranger, **options)
    assert not shown.ephemeral, shown
    (embed,) = shown.embeds
    lines = (embed.description or "").splitlines()
    found = (re.search(r"\*\*(\d+)\*\* (\w+)", line) for line in lines)
    return {m.group(2): int(m.group(1)) for m in found if m}


async def conceded(
    arbiter: Arbiter,
    league: League,
    ladder: Ladder,
    loser: FakeUser,
    thread: FakeChannel,
    command: str = "match concede",
) -> InteractionResult:
    """`loser` concedes the match in `thread`: the result message shows both players' changes,
    the changes are the ones openskill gives, and /leaderboard shows the new ratings."""
    before = ladder.shown()
    result = await slash(arbiter, command, loser, thread)
    text = result.content or ""
    assert "won the match" in text or "wins the match" in text, result
    match = RATINGS.search(text)
    assert match is not None, text
    first, first_before, first_after, second, second_before, second_after = match.groups()
    winner = second if first == loser.name else first
    ladder.results.append((winner, loser.name))
    after = ladder.shown()
    assert {first: int(first_after), second: int(second_after)} == {
        p: after[p] for p in (first, second)
    }
    assert {first: int(first_before), second: int(second_before)} == {
        p: before.get(p, 1000) for p in (first, second)
    }
    assert int(first_after) != int(first_before) and int(second_after) != int(second_before)
    assert await board(arbiter, league) == after
    return result


async def test_a_full_season_swiss_playoff_undo_and_season_end(
    arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    league, ladder = League(arbiter), Ladder()
    started = await league.slash("ratings season start", arbiter.admin, name="Autumn")
    assert not started.ephemeral and "Season **Autumn** has started" in (started.content or "")

    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic", rounds=3)
    for person in league.people[:8]:
        joined = await league.slash("league join", person)
        assert f"<@{person.id}> joined" in (joined.content or ""), joined

    # Three Swiss rounds, each table's match conceded in its thread by its second seat.
    for number in (1, 2):
        assert f"Round {number} pairings" in announced(
            await league.slash("league round start", arbiter.admin)
        )
        status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
        assert len(status.pairings) == 4 and not status.byes
        for pairing in status.pairings:
            thread = league.threads[pairing.thread_id or 0]
            loser = league.user(pairing.players[1])
            await conceded(arbiter, league, ladder, loser, thread)

    # Round 3's last table: two games conceded, then a judge's /undo of the last report
    # reopens the rated match. The answer goes out at once; the ladder is recomputed from the
    # log in the background, and /rating then shows the value without that match.
    await make_judges(arbiter)
    announced(await league.slash("league round start", arbiter.admin))
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    *early, last = status.pairings
    for pairing in early:
        thread = league.threads[pairing.thread_id or 0]
        await conceded(arbiter, league, ladder, league.user(pairing.players[1]), thread)
    thread = league.threads[last.thread_id or 0]
    winner, loser = (league.user(p) for p in last.players)
    await slash(arbiter, "concede", loser, thread)
    await conceded(arbiter, league, ladder, loser, thread, "concede")
    rated = ladder.shown()
    ladder.results.pop()
    ratings, release = arbiter.bot.ratings, asyncio.Event()
    real = ratings.recompute

    async def held(key: LadderKey) -> Any:
        await release.wait()
        return await real(key)

    monkeypatch.setattr(ratings, "recompute", held)
    undone = await slash(arbiter, "undo", arbiter.judge, thread)
    assert "undid the last report of game 2" in (undone.content or ""), undone
    assert not release.is_set()  # the answer did not wait for the ladder
    assert (await arbiter.bot.service.status(channel_id=thread.id)).status == "active"
    release.set()
    await ratings.idle()  # the background recomputation
    recomputed = ladder.shown()
    assert recomputed[winner.name] != rated[winner.name]
    for person in (winner, loser):
        card = await league.slash("rating", arbiter.stranger, player=person)
        all_time = card.embeds[0].fields[0]
        assert "all time" in (all_time.name or "")
        assert (all_time.value or "").startswith(f"**{recomputed[person.name]}**"), all_time
    assert await board(arbiter, league) == recomputed
    # The reopened match is played to its end again and rated again.
    await conceded(arbiter, league, ladder, loser, thread, "concede")
    assert len(ladder.results) == 12

    # The top 4: the semifinals are played, the final ends level and a judge decides it.
    semis = announced(await league.slash("league playoff start", arbiter.admin, size=4))
    assert "Semifinals" in semis
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    for table in view.current:
        await conceded(
            arbiter,
            league,
            ladder,
            league.user(table.players[1]),
            league.threads[table.thread_id or 0],
        )
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    (final,) = view.current
    first, second = (league.user(p) for p in final.players)
    final_thread = league.threads[final.thread_id or 0]
    await slash(arbiter, "concede", second, final_thread)
    await slash(arbiter, "concede", first, final_thread)
    level = await slash(arbiter, "match end", first, final_thread)
    assert (
        level.ephemeral
        and "call a judge" in (level.content or "")
        and "(1-1)" in (level.content or "")
    ), level
    decided = await league.slash(
        "league result", arbiter.admin, round=2, table=1, winner=second, live="close"
    )
    text = "\n".join([decided.content or "", *(m.content or "" for m in decided.followups)])
    assert "Recorded by a judge" in text and f"<@{second.id}> is the champion of Tuesday" in text
    assert [m.mention_ids for m in decided.followups if "champion" in (m.content or "")] == [
        [second.id]
    ]

    # The judge's word ends the live final: its thread is told, and it is rated with the
    # judge's winner first, as `arbiter ratings` rates the exported playoff.
    assert (await arbiter.bot.service.status(channel_id=final_thread.id)).status == "finished"
    told = league.thread_messages(final_thread.id)[-1]
    assert "A judge recorded the result" in told and "The match is closed" in told, told
    ladder.results.append((second.name, first.name))
    await arbiter.bot.ratings.idle()
    autumn = await board(arbiter, league)
    assert autumn == ladder.shown() and len(autumn) == 8
    for person in (first, second):
        card = await league.slash("rating", arbiter.stranger, player=person)
        all_time = card.embeds[0].fields[0]
        assert (all_time.value or "").startswith(f"**{autumn[person.name]}**"), all_time

    ended = await league.slash("ratings season end", arbiter.judge)
    assert "has ended" in (ended.content or ""), ended
    past = await league.slash("leaderboard", arbiter.stranger, season="Autumn")
    assert "season Autumn" in (past.embeds[0].title or "")
    assert await board(arbiter, league, season="Autumn") == autumn
    now = await league.slash("leaderboard", arbiter.stranger)
    assert "all time" in (now.embeds[0].title or "")
