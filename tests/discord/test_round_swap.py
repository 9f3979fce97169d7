"""/league round swap (issue 33, "Pairings"): a judge swaps two players between tables of the
previewed next round; the preview then shows it, /league round start posts it, and the league
page and the announcement say the pairing was changed by a judge. On both databases."""

from __future__ import annotations

import re

import pytest

from tests.discord.conftest import Arbiter
from tests.discord.test_leagues import League, announced, refused
from tests.discord.test_requests import answer_sent, model_redelivery
from tests.discord.test_round_preview import tables
from tests.discord.test_web_links import BASE, link_in
from tests.web_helpers import web_client


@pytest.fixture
async def league(arbiter_on: Arbiter) -> League:
    return League(arbiter_on)


def shown(result: object) -> str:
    content = getattr(result, "content", None) or ""
    return "\n".join([content] + [m.content or "" for m in getattr(result, "followups", [])])


def seats(line: str) -> list[str]:
    return re.findall(r"<@(\d+)>", line)


async def test_a_judge_swaps_two_players_and_the_start_posts_it(league: League) -> None:
    arbiter = league.arbiter
    model_redelivery(arbiter)
    arbiter.bot.web_actions.base_url = BASE
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic", rounds=3)
    for person in league.people[:8]:
        await league.slash("league join", person)
    previewed = tables(shown(await league.slash("league round preview", arbiter.admin)))
    assert len(previewed) == 4
    first, second = seats(previewed[0]), seats(previewed[1])
    by_id = {str(p.id): p for p in league.people}
    x, y = by_id[first[0]], by_id[second[0]]

    # A player may not change the pairing; nothing changes.
    refused(await league.slash("league round swap", x, a=x, b=y), "judge")
    # Someone not in the next round: refused, saying what to do.
    outsider = league.people[8]
    refused(
        await league.slash("league round swap", arbiter.admin, a=outsider, b=y),
        "/league round preview shows who plays",
    )
    refused(await league.slash("league round swap", arbiter.admin, a=x, b=x), "two different")
    assert tables(shown(await league.slash("league round preview", arbiter.admin))) == previewed

    # The swap, delivered twice: the second delivery does not swap them back.
    payload = arbiter.harness.slash_payload(
        "league round swap",
        user=arbiter.admin,
        channel=league.channel,
        options={"a": x, "b": y},
    )
    swapped = await arbiter.harness.dispatch(payload).wait()
    assert swapped.ephemeral, swapped
    again = await arbiter.harness.dispatch(payload, expect_response=False).wait()
    assert answer_sent(again) == answer_sent(swapped)
    expected = list(previewed)
    expected[0] = previewed[0].replace(f"<@{x.id}>", f"<@{y.id}>")
    expected[1] = previewed[1].replace(f"<@{y.id}>", f"<@{x.id}>")
    assert tables(shown(swapped)) == expected
    assert "Pairing changed by a judge" in shown(swapped)

    preview = shown(await league.slash("league round preview", arbiter.admin))
    assert tables(preview) == expected
    assert "Pairing changed by a judge" in preview

    started = announced(await league.slash("league round start", arbiter.admin))
    assert tables(started) == expected
    assert "Pairing changed by a judge" in started and f"{x.name} and {y.name}" in started

    token = link_in(shown(await league.slash("league web", arbiter.admin)), "l")
    async with web_client(arbiter.bot.database) as client:
        page = await (await client.get(f"/l/{token}.json")).json()
        assert [(c["player_a"], c["player_b"]) for c in page["rounds"][0]["changed"]] == [
            (x.name, y.name)
        ]
        html = await (await client.get(f"/l/{token}")).text()
    assert "Pairing changed by a judge" in html and f"{x.name}</bdi> and <bdi>{y.name}" in html


async def test_a_swap_in_a_round_being_played_is_refused(league: League) -> None:
    arbiter = league.arbiter
    await league.slash("league create", arbiter.admin, name="Friday", game="magic", rounds=3)
    for person in league.people[:4]:
        await league.slash("league join", person)
    announced(await league.slash("league round start", arbiter.admin))
    a, b = league.people[:2]
    refused(
        await league.slash("league round swap", arbiter.admin, a=a, b=b),
        "still being played",
    )


async def test_a_join_after_a_swap_pairs_the_round_afresh(league: League) -> None:
    """The swap was made in a pairing of eight; a ninth joins before the start: the round is
    paired afresh from nine, as the preview then shows, and no judge's change is announced."""
    arbiter = league.arbiter
    await league.slash("league create", arbiter.admin, name="Monday", game="magic", rounds=3)
    for person in league.people[:8]:
        await league.slash("league join", person)
    previewed = tables(shown(await league.slash("league round preview", arbiter.admin)))
    by_id = {str(p.id): p for p in league.people}
    x, y = by_id[seats(previewed[0])[0]], by_id[seats(previewed[1])[0]]
    swapped = await league.slash("league round swap", arbiter.admin, a=x, b=y)
    assert "Pairing changed by a judge" in shown(swapped)

    await league.slash("league join", league.people[8])
    preview = shown(await league.slash("league round preview", arbiter.admin))
    assert "Pairing changed by a judge" not in preview and "Bye:" in preview
    started = announced(await league.slash("league round start", arbiter.admin))
    assert tables(started) == tables(preview)
    assert "Pairing changed by a judge" not in started
    status = shown(await league.slash("league round status", arbiter.admin))
    assert "Pairing changed by a judge" not in status
