"""/league round preview (issue 33, "Pairings"): the organiser sees the next round's pairings
privately before they are posted, and they are the pairings /league round start then posts;
nothing is stored or posted by the preview; others are refused."""

from __future__ import annotations

import re

import pytest

from tests.discord.conftest import Arbiter
from tests.discord.test_leagues import League, announced, refused


@pytest.fixture
async def league(arbiter_on: Arbiter) -> League:
    return League(arbiter_on)


def tables(text: str) -> list[str]:
    """Each table of a round's message and its players (without its thread or state)."""
    found = re.findall(r"^\**Table (\d+)\**: (.*?)(?: in <#\d+>| \(not started\))?$", text, re.M)
    return [f"{number}: {players}" for number, players in found]


async def test_the_organiser_previews_the_round_that_start_then_posts(league: League) -> None:
    """On both databases."""
    arbiter = league.arbiter
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic", rounds=3)
    for person in league.people[:7]:
        await league.slash("league join", person)
    channel_messages = len(arbiter.harness.channel_history(league.channel.id))

    refused(await league.slash("league round preview", arbiter.alice), "organiser")
    preview = await league.slash("league round preview", arbiter.admin)
    assert preview.ephemeral, preview
    shown = "\n".join([preview.content or ""] + [m.content or "" for m in preview.followups])
    assert "Round 1 as /league round start would pair it now (not posted" in shown
    assert all(m.ephemeral for m in preview.followups)
    previewed = tables(shown)
    assert len(previewed) == 3 and "Bye:" in shown  # 7 players: 3 tables and a bye
    # Nothing posted in the channel, nothing stored, no thread opened.
    assert len(arbiter.harness.channel_history(league.channel.id)) == channel_messages
    assert league.threads == {}
    refused(await league.slash("league round status", arbiter.admin), "round")

    started = announced(await league.slash("league round start", arbiter.admin))
    assert tables(started) == previewed
    # While the round is played there is no next round to preview, and the organiser is told.
    refused(await league.slash("league round preview", arbiter.admin), "still being played")


async def test_a_preview_pairs_those_who_checked_in(league: League) -> None:
    """While check-in is open the preview is refused as the start is; once its deadline is
    reached the preview pairs only those who checked in, as the start then does."""
    arbiter = league.arbiter
    await league.slash("league create", arbiter.admin, name="Friday", game="magic", rounds=3)
    for person in league.people[:6]:
        await league.slash("league join", person)
    opened = await league.slash("league checkin open", arbiter.admin, deadline="in 30 min")
    assert "Check-in for Friday is open" in (opened.content or ""), opened
    here = league.people[:4]
    for person in here:
        await league.slash("league checkin here", person)
    refused(await league.slash("league round preview", arbiter.admin), "Check-in for Friday")

    await league.slash("league checkin open", arbiter.admin, deadline="now")
    preview = await league.slash("league round preview", arbiter.admin)
    assert preview.ephemeral, preview
    previewed = tables(preview.content or "")
    assert len(previewed) == 2  # the four who checked in, not the six
    absent = league.people[4:6]
    assert all(f"<@{p.id}>" not in (preview.content or "") for p in absent)
    started = announced(await league.slash("league round start", arbiter.admin))
    assert tables(started) == previewed
