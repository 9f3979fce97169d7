"""A league's decklists through discord.py (/league decklist submit|deadline|show|missing|
publish): a list by link or through the form, the deadline, the lock when round 1 starts, the
lists private to judges and their player until an organiser publishes the cut's, on the web page
too; players without a list listed for the organiser and never dropped."""

from __future__ import annotations

from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges, slash
from tests.discord.test_leagues import League, announced, refused
from tests.discord.test_web_links import BASE, link_in
from tests.discord_harness import FakeUser, InteractionResult
from tests.web_helpers import web_client

FORM_TEXT = "arbiter:decklist:form:text"
LIST = "4 Lightning Bolt\n4 Goblin Guide\n20 Mountain"


async def by_form(league: League, user: FakeUser, text: str) -> InteractionResult:
    form = await league.slash("league decklist submit", user)
    assert form.modal is not None, form
    return await league.arbiter.harness.submit(form, {FORM_TEXT: text}, user=user)


async def test_decklists_from_deadline_to_publication(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    league = League(arbiter)
    await make_judges(arbiter)
    await league.slash("league create", arbiter.admin, name="Modern", game="magic", rounds=1)
    alice, bob, carol, dave = league.people[:4]
    refused(await league.slash("league decklist submit", alice, url="https://x.test/a"), "join")
    for person in (alice, bob, carol, dave):
        await league.slash("league join", person)

    refused(await league.slash("league decklist deadline", alice, minutes=60), "Only an organiser")
    refused(await league.slash("league decklist deadline", arbiter.admin, at="tomorrow"), "UTC")
    due = await league.slash("league decklist deadline", arbiter.admin, minutes=60)
    assert not due.ephemeral and "are due by <t:" in (due.content or "")

    linked = await league.slash("league decklist submit", alice, url="https://decks.test/alice")
    assert linked.ephemeral and "registered (as a link)" in (linked.content or "")
    refused(
        await league.slash("league decklist submit", bob, url="javascript:alert(1)"), "https://"
    )
    typed = await by_form(league, bob, LIST)
    assert typed.ephemeral and "registered (as text)" in (typed.content or "")
    await by_form(league, bob, LIST + "\n1 Sideboard card")  # replaced before the deadline

    # Shown to judges and to the player; not to another player.
    shown = await league.slash("league decklist show", arbiter.judge, player=bob)
    assert shown.ephemeral and "1 Sideboard card" in (shown.embeds[0].description or "")
    own = await league.slash("league decklist show", alice, player=alice)
    assert own.ephemeral and own.embeds[0].description == "https://decks.test/alice"
    refused(await league.slash("league decklist show", carol, player=bob), "judges")
    refused(await league.slash("league decklist show", arbiter.judge, player=carol), "has not")

    # Who has none: for the organiser, and nobody is dropped for it.
    refused(await league.slash("league decklist missing", alice), "Only an organiser")
    missing = await league.slash("league decklist missing", arbiter.admin)
    assert missing.ephemeral and "2 players" in (missing.content or "")
    assert f"<@{carol.id}>" in (missing.content or "") and f"<@{dave.id}>" in (
        missing.content or ""
    )
    assert f"<@{alice.id}>" not in (missing.content or "")

    # Round 1 locks the lists; the players without one still play.
    announced(await league.slash("league round start", arbiter.admin))
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    for pairing in status.pairings:  # alice and bob win where they can: they make the cut
        loser = next((n for n in pairing.players if n not in ("alice", "bob")), pairing.players[1])
        await slash(
            arbiter, "match concede", league.user(loser), league.threads[pairing.thread_id or 0]
        )
    assert sorted(n for p in status.pairings for n in p.players) == sorted(
        p.name for p in (alice, bob, carol, dave)
    )
    refused(await league.slash("league decklist submit", carol, url="https://x.test/c"), "locked")
    refused(await league.slash("league decklist submit", alice, url="https://x.test/a2"), "round 1")

    # Published after the cut only, by an organiser: then anyone sees the cut's lists.
    refused(await league.slash("league decklist publish", arbiter.admin), "after the cut")
    await league.slash("league playoff start", arbiter.admin, size=2)
    refused(await league.slash("league decklist publish", alice), "Only an organiser")
    arbiter.bot.web_actions.base_url = BASE
    token = link_in((await league.slash("league web", arbiter.admin)).content, "l")
    async with web_client(arbiter.bot.database) as client:
        page = await (await client.get(f"/l/{token}.json")).json()
        assert page["decklists"] is None  # not published yet
    published = await league.slash("league decklist publish", arbiter.admin)
    assert not published.ephemeral and "published" in (published.content or "")
    playoff = await arbiter.bot.services.playoffs.status(channel_id=league.channel.id)
    cut = [league.user(name) for name in playoff.seeds]
    with_list = [p for p in cut if p in (alice, bob)]
    assert with_list  # at least one of them won their match
    for player in with_list:
        seen = await league.slash("league decklist show", arbiter.stranger, player=player)
        assert seen.ephemeral and seen.embeds, seen
    async with web_client(arbiter.bot.database) as client:
        page = await (await client.get(f"/l/{token}.json")).json()
        assert [d["player"] for d in page["decklists"]] == [p.name for p in with_list]
        html = await (await client.get(f"/l/{token}")).text()
        assert 'id="decklists"' in html
        lines = {alice.name: "https://decks.test/alice", bob.name: "1 Sideboard card"}
        assert all(lines[p.name] in html for p in with_list)


async def test_a_deadline_that_passed_refuses_lists_and_lists_the_missing(
    arbiter: Arbiter,
) -> None:
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Late", game="magic")
    for person in league.people[:3]:
        await league.slash("league join", person)
    await league.slash("league decklist deadline", arbiter.admin, at="2020-01-01 18:00")
    late = await league.slash("league decklist submit", league.people[0], url="https://x.test/l")
    refused(late, "deadline of Late has passed")
    missing = await league.slash("league decklist missing", arbiter.admin)
    assert "3 players" in (missing.content or "") and "passed" in (missing.content or "")
    view = await arbiter.bot.leagues.league(channel_id=league.channel.id)
    assert len(view.active_players) == 3  # nobody dropped
    cleared = await league.slash("league decklist deadline", arbiter.admin, clear=True)
    assert "no decklist deadline" in (cleared.content or "")
    ok = await league.slash("league decklist submit", league.people[0], url="https://x.test/l")
    assert "registered" in (ok.content or "")


async def test_a_decklist_delivered_twice_is_kept_once(arbiter: Arbiter) -> None:
    from tests.discord.test_requests import CALLBACK, answer_sent, model_redelivery

    model_redelivery(arbiter)
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Twice", game="magic")
    alice = league.people[0]
    await league.slash("league join", alice)
    form = await league.slash("league decklist submit", alice)
    assert form.modal is not None
    submit = arbiter.harness.modal_submit_payload(
        form.modal, {FORM_TEXT: LIST}, user=alice, channel=league.channel
    )
    once = await arbiter.harness.dispatch(submit).wait()
    again = await arbiter.harness.dispatch(submit, expect_response=False).wait()
    assert "registered" in answer_sent(once)
    # discord.py forgets a form once submitted: a second delivery answers nothing, or the same.
    assert not again.calls_to("POST", CALLBACK) or answer_sent(again) == answer_sent(once)
    shown = await league.slash("league decklist show", alice, player=alice)
    assert shown.embeds[0].description == f"```\n{LIST}\n```"
    publish = arbiter.harness.slash_payload(
        "league decklist deadline",
        user=arbiter.admin,
        channel=league.channel,
        options={"minutes": 30},
    )
    first = await arbiter.harness.dispatch(publish).wait()
    second = await arbiter.harness.dispatch(publish, expect_response=False).wait()
    assert answer_sent(second) == answer_sent(first)
    missing = await league.slash("league decklist missing", arbiter.admin)
    assert "Every player of Twice has a decklist" in (missing.content or "")
