"""Reporting in one tap (issue 32), through discord.py: each player's panel of buttons
(`/match panel`, the board's Panel button), presses that add up, the panel after a restart and
after its message's token expired, and the typed shortcuts (`/life -3`, `@Arbiter bob -3`).

Presses are reported once a burst is over (bot.faces.discord.bursts): most tests here make the
window 0 (each press its own report, answered before the press's click returns); the tests of
adding up move a hand-driven clock instead, so nothing waits for real time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.faces.discord import limits
from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges, press, slash, snapshot, start, status
from tests.discord.test_confirmations import restarted
from tests.discord_harness import FakeMessage, FakeUser, InteractionResult, PendingInteraction
from tests.harness import chat
from tests.support.clock import ManualClock
from tests.test_rules_games import duel  # noqa: F401  (the fixture: Duel among the games)

# -- helpers ------------------------------------------------------------------------------------

DOWN = ["-1", "-2", "-3", "-4", "-5"]
UP = ["+1", "+2", "+3", "+4"]


@pytest.fixture
def table(arbiter: Arbiter) -> Arbiter:
    """The bot, each press reported at once (no burst to wait for)."""
    arbiter.bot.panels.bursts.window = 0.0
    return arbiter


async def open_panel(arbiter: Arbiter, user: FakeUser) -> FakeMessage:
    """`/match panel` as `user`: their private panel."""
    result = await slash(arbiter, "match panel", user)
    assert result.ephemeral, result
    assert result.response is not None and result.response.components, result
    return result.response


def current(arbiter: Arbiter, panel: FakeMessage) -> FakeMessage:
    """The panel as it is now (each press updates it)."""
    return arbiter.harness.message(panel.id)


def labels(panel: FakeMessage) -> list[list[str]]:
    """The panel's rows: button labels, or a select's option labels prefixed with "select:"."""
    rows = []
    for row in panel.components:
        shown = []
        for item in row["components"]:
            if item["type"] == 3:
                shown.append("select:" + "|".join(o["label"] for o in item["options"]))
            else:
                shown.append(item["label"])
        rows.append(shown)
    return rows


def send(arbiter: Arbiter, panel: FakeMessage, what: str, user: FakeUser) -> PendingInteraction:
    """Press the button `what` (as `tap`) without waiting for what follows (`.answered()`:
    the press is answered; `.wait()`: everything it set off is done)."""
    shown = current(arbiter, panel)
    payload = arbiter.harness.component_payload(button_id(shown, what), user=user, message=shown)
    return arbiter.harness.dispatch(payload)


def select_id(panel: FakeMessage, which: str) -> str:
    found = (c.get("custom_id", "") for c in panel.walk_components())
    return next(i for i in found if i.endswith(which))


def option_value(panel: FakeMessage, which: str, label: str) -> str:
    select = panel.component(select_id(panel, which))
    assert select is not None
    return next(o["value"] for o in select["options"] if o["label"] == label)


def button_id(panel: FakeMessage, what: str) -> str:
    """The custom id of the button labelled `what`, or whose action is `what` (the end of its
    custom id, e.g. "l2-3": seat 2's life -3), on the panel as shown."""
    ids = [b["custom_id"] for b in panel.buttons if b.get("label") == what]
    ids += [b["custom_id"] for b in panel.buttons if b["custom_id"].endswith(f":{what}")]
    assert ids, (what, labels(panel))
    return ids[0]


async def tap(
    arbiter: Arbiter, panel: FakeMessage, what: str, user: FakeUser, **kwargs: Any
) -> InteractionResult:
    """Press the button labelled `what` (or whose action is `what`) on the panel as it is now."""
    shown = current(arbiter, panel)
    return await arbiter.harness.click(button_id(shown, what), user=user, message=shown, **kwargs)


async def pick(
    arbiter: Arbiter, panel: FakeMessage, which: str, label: str, user: FakeUser
) -> InteractionResult:
    """Choose `label` in the panel's select `which` ("whose" or "what")."""
    shown = current(arbiter, panel)
    return await arbiter.harness.click(
        select_id(shown, which),
        user=user,
        message=shown,
        values=[option_value(shown, which, label)],
    )


def public(result: InteractionResult) -> list[str]:
    """What a press said to the whole channel."""
    return [m.content for m in result.followups if not m.ephemeral]


def private(result: InteractionResult) -> list[str]:
    """What a press said to the presser alone, besides their panel."""
    return [m.content for m in result.followups if m.ephemeral]


async def reports(arbiter: Arbiter) -> list[dict[str, Any]]:
    """Every report of the table's match that stands, as logged."""
    view = await status(arbiter)
    return [r.payload for r in await arbiter.bot.service.log(view.id) if r.status == "applied"]


# -- every button, for each game -----------------------------------------------------------------


async def test_a_magic_duel_panel_reports_every_change_in_one_tap(table: Arbiter) -> None:
    alice = table.alice
    await start(table, "magic")
    panel = await open_panel(table, alice)
    assert (
        labels(panel)
        == [
            ["bob -1", *DOWN[1:]],  # the opponent's losses
            ["You -1", *DOWN[1:]],  # yours
            ["You +1", *UP[1:], "Other amount…"],  # your gains
            ["bob poison +1", "+2", "You poison +1", "+2", "bob: Other amount…"],
            ["I decked out", "I concede"],
        ]
    )
    hit = await tap(table, panel, "l2-3", alice)
    assert hit.ephemeral and hit.response is not None and hit.response.id == panel.id
    assert public(hit) == ["Recorded: bob: life 17 (a player loses at 0)."]
    assert "Reported: bob's life -3." in current(table, panel).content
    expected = {"bob": 17, "alice": 20}
    for seat, who in ((1, "alice"), (2, "bob")):
        for amount in (-1, -2, -4, -5, *((1, 2, 3, 4) if seat == 1 else ())):
            expected[who] += amount
            pressed = await tap(table, panel, f"l{seat}{amount:+d}", alice)
            assert public(pressed) == [
                f"Recorded: {who}: life {expected[who]} (a player loses at 0)."
            ]
    poisoned = await tap(table, panel, "bob poison +1", alice)
    assert public(poisoned) == ["Recorded: bob: poison 1 of 10."]
    await tap(table, panel, "p2+2", alice)
    mine = await tap(table, panel, "You poison +1", alice)
    assert public(mine) == ["Recorded: alice: poison 1 of 10."]
    mine = await tap(table, panel, "p1+2", alice)  # toxic 2, a 2/2 with infect: one tap too
    assert public(mine) == ["Recorded: alice: poison 3 of 10."]
    logged = await reports(table)
    assert len(logged) == 1 + 8 + 4 + 4  # one report a tap
    assert logged[-3] == {"event": "poison", "player": "bob", "delta": 2}
    # Every button in one tap: the panel needs nothing chosen first.
    decked = await tap(table, panel, "I decked out", alice)
    assert public(decked)[0].startswith("**alice loses: they had to draw from an empty library")
    assert (await status(table)).wins == (0, 1)


async def test_a_grand_archive_panel_has_every_champion_event(table: Arbiter) -> None:
    alice, bob = table.alice, table.bob
    await start(table, "grand-archive")
    panel = await open_panel(table, alice)
    assert labels(panel) == [
        [
            "I decked out",
            "My champion died",
            "bob's champion died",
            "My champion is mine again",
            "I took bob's champion",
        ],
        ["I concede"],
    ]
    back = await tap(table, panel, "My champion is mine again", alice)
    assert public(back) or private(back), back
    # A report that knocks someone else out waits for them, as /champion control does.
    took = await tap(table, panel, "I took bob's champion", alice)
    (asked,) = public(took)
    assert asked.startswith(f"<@{alice.id}> reports:") and "alice controls their champion" in asked
    assert (await status(table)).pending is not None
    await press(table, table.harness.message(took.followups[0].id), "Confirm", bob)
    assert (await status(table)).wins == (1, 0)
    await slash(table, "choose", bob, choice="play")
    died = await tap(table, panel, "bob's champion died", alice)
    (asked,) = public(died)
    assert asked.startswith(f"<@{alice.id}> reports:")
    await press(table, table.harness.message(died.followups[0].id), "Dispute", bob)
    mine = await tap(table, panel, "My champion died", alice)
    assert "alice loses" in public(mine)[0]
    decked = await tap(table, panel, "I decked out", alice)
    assert decked.ephemeral or public(decked)
    logged = [r["event"] for r in await reports(table)]
    assert "champion_control" in logged and "champion_died" in logged


async def test_a_terrus_panel_counts_vitae_and_takes_a_starting_total(table: Arbiter) -> None:
    alice = table.alice
    await start(table, "terrus")
    panel = await open_panel(table, alice)
    assert labels(panel) == [
        ["bob -1", *DOWN[1:]],
        ["You -1", *DOWN[1:]],
        ["You +1", *UP[1:], "Other amount…"],
        ["bob +1", "+2", "+3", "bob: Other amount…"],
        ["I concede"],
    ]
    unknown = await tap(table, panel, "l1-2", alice)  # alice's vitae is not known yet
    assert unknown.ephemeral and unknown.content == (
        "alice's vitae is not known yet: set it first with “Other amount…” (=25 sets it to "
        "25). Nothing was changed."
    )
    form = await tap(table, panel, "Other amount…", alice)
    assert form.modal is not None and limits.modal_violations(form.modal) == []
    total = await table.harness.submit(form, {"amount": "=25"}, user=alice)
    assert public(total) == ["Recorded: alice: vitae 25 (a player loses at 0)."]
    theirs = await tap(table, panel, "bob: Other amount…", alice)
    sent = await table.harness.submit(theirs, {"amount": "=30"}, user=alice)
    assert "bob: vitae 30" in public(sent)[0]
    gained = await tap(table, panel, "l2+2", alice)
    assert public(gained) == ["Recorded: bob: vitae 32 (a player loses at 0)."]
    hit = await tap(table, panel, "l2-5", alice)
    assert public(hit) == ["Recorded: bob: vitae 27 (a player loses at 0)."]


async def test_other_amount_takes_a_signed_change_or_a_total_and_refuses_the_rest(
    table: Arbiter,
) -> None:
    alice = table.alice
    await start(table, "magic")
    panel = await open_panel(table, alice)
    for typed, said in (("-7", "alice: life 13"), ("+4", "alice: life 17"), ("=12", "life 12")):
        form = await tap(table, panel, "Other amount…", alice)
        sent = await table.harness.submit(form, {"amount": typed}, user=alice)
        assert said in public(sent)[0], typed
    before = await snapshot(table)
    for typed in ("7", "abc", "-0", "+99999"):
        form = await tap(table, panel, "Other amount…", alice)
        refused = await table.harness.submit(form, {"amount": typed}, user=alice)
        assert refused.ephemeral and not public(refused), typed
    assert await snapshot(table) == before


async def test_a_commander_pod_aims_once_and_counts_each_commanders_damage_in_one_tap(
    table: Arbiter,
) -> None:
    alice, bob, carol, dave = table.alice, table.bob, table.carol, table.dave
    await start(table, "magic", player3=carol, player4=dave, variant="commander")
    panel = await open_panel(table, alice)
    assert (
        labels(panel)
        == [
            ["You", "bob", "carol", "dave"],  # whose total
            ["You -1", *DOWN[1:]],
            [*UP, "Other amount…"],
            ["To you from bob ↻", "-2", "-3", "-4", "-5"],  # commander damage
            ["Poison +1", "I decked out", "I concede"],
        ]
    )
    gained = await tap(table, panel, "+3", alice)
    assert public(gained) == ["Recorded: alice: life 43 (a player loses at 0)."]
    # Aimed at carol, the panel stays aimed at her, and keeps a row of alice's own: each
    # later change, hers or alice's, is one tap.
    aimed = await tap(table, panel, "carol", alice)
    assert not aimed.followups
    assert labels(current(table, panel)) == [
        ["You", "bob", "carol", "dave"],
        ["carol -1", *DOWN[1:]],
        ["You -1", *DOWN[1:]],
        ["You +1", "+2", "+3", "carol poison +1", "carol: Other amount…"],
        ["To carol from alice ↻", "-2", "-3", "-4", "-5"],  # alice's own commander
    ]
    for amount in ("-2", "-3"):
        await tap(table, panel, f"l3{amount}", alice)
    mine = await tap(table, panel, "You -1", alice)
    assert public(mine) == ["Recorded: alice: life 42 (a player loses at 0)."]
    damage = await tap(table, panel, "d4", alice)
    assert "carol: 4 of 21 from alice's commander" in public(damage)[0]
    assert (await status(table)).player("carol").life == 40 - 5 - 4
    again = await tap(table, panel, "d5", alice)
    assert "carol: 9 of 21 from alice's commander" in public(again)[0]
    # ↻: the next commander (bob's), remembered too.
    await tap(table, panel, "n", alice)
    assert labels(current(table, panel))[4][0] == "To carol from bob ↻"
    await tap(table, panel, "d2", alice)
    assert (await status(table)).player("carol").commander_damage == {"alice": 9, "bob": 2}
    poisoned = await tap(table, panel, "carol poison +1", alice)
    assert public(poisoned) == ["Recorded: carol: poison 1 of 10."]
    # Partners, once named, are counted apart: ↻ offers dave's by name.
    await slash(table, "commander-damage", dave, commander=dave, player=carol, change=1,
                source="Tymna")  # fmt: skip
    stale = await tap(table, panel, "n", alice)
    assert "from dave's commander Tymna" in (stale.content or "")
    hit = await tap(table, panel, "d3", alice)
    assert "carol: 4 of 21 from dave's commander Tymna" in public(hit)[0]
    assert bob


async def test_a_six_player_commander_pod_with_partners_stays_within_discords_limits(
    table: Arbiter,
) -> None:
    players = [table.alice, table.bob, table.carol, table.dave, table.erin, table.frank]
    await start(table, "magic", player3=table.carol, player4=table.dave, player5=table.erin,
                player6=table.frank, variant="commander")  # fmt: skip
    # Every player's two partner commanders have names, 32 characters long.
    for number, owner in enumerate(players):
        for partner in ("A", "B"):
            victim = players[(number + 1) % len(players)]
            await slash(table, "commander-damage", owner, commander=owner, player=victim,
                        change=1, source=f"{partner}{owner.name}".ljust(32, "x"))  # fmt: skip
    opened = await slash(table, "match panel", table.alice)
    panel = opened.response
    assert panel is not None
    assert limits.violations(panel.data) == []
    rows = labels(panel)
    assert len(rows) <= 5 and all(len(row) <= 5 for row in rows)
    assert rows[0][0].count("|") == 5  # whose total: a select of six
    assert all(len(i) <= limits.CUSTOM_ID for i in panel.custom_ids)
    await pick(table, panel, "whose", "frank", table.alice)
    shown = current(table, panel)
    assert labels(shown)[1][0] == "frank -1" and limits.violations(shown.data) == []
    # ↻ through every commander that may hit frank: each of five players' two partners.
    seen = {labels(shown)[4][0]}
    for _ in range(10):
        await tap(table, panel, "n", table.alice)
        seen.add(labels(current(table, panel))[4][0])
    assert len(seen) == 5  # the labels name the owner; the panel's text names the partner
    erin = f"Aerin{'x' * 27}"
    while erin not in current(table, panel).content:
        await tap(table, panel, "n", table.alice)
    hit = await tap(table, panel, "d2", table.alice)
    assert f"frank: 3 of 21 from erin's commander {erin}" in public(hit)[0]  # 1 before
    form = await tap(table, panel, "frank: Other amount…", table.alice)
    assert form.modal is not None and limits.modal_violations(form.modal) == []


# -- presses that add up ------------------------------------------------------------------------


@pytest.fixture
def clock(arbiter_on: Arbiter) -> ManualClock:
    """The bursts' clock, moved by hand (windows of 2 s, at most 6 s)."""
    clock = ManualClock()
    bursts = arbiter_on.bot.panels.bursts
    bursts.clock, bursts.sleep = clock.now, clock.sleep
    return clock


async def alices_duel(arbiter: Arbiter) -> tuple[FakeMessage, Callable[[str], PendingInteraction]]:
    """A Magic duel, alice's panel, and a tap on it that `.answered()` or `.wait()` follow."""
    await start(arbiter, "magic")
    panel = await open_panel(arbiter, arbiter.alice)

    def press(what: str) -> PendingInteraction:
        return send(arbiter, panel, what, arbiter.alice)

    return panel, press


async def test_taps_within_two_seconds_are_one_report_and_a_later_tap_another(
    arbiter_on: Arbiter, clock: ManualClock
) -> None:
    arbiter = arbiter_on
    panel, press = await alices_duel(arbiter)

    first = press("l2-3")
    assert "Adding up: bob's life -3;" in ((await first.answered()).content or "")
    clock.advance(1.5)
    second = await press("l2-1").wait()
    assert "Adding up: bob's life -4 (2 taps);" in (second.content or "")
    clock.advance(1.5)  # 3 s after the first tap, 1.5 s after the last: still adding up
    third = await press("l2-1").wait()
    assert "bob's life -5 (3 taps)" in (third.content or "")
    assert not public(second) and not public(third)  # the taps that joined say nothing
    assert await reports(arbiter) == []
    clock.advance(2.0)  # 2 s without a tap: the burst is over
    reported = await first.wait()
    assert public(reported) == ["Recorded: bob: life 15 (a player loses at 0)."]
    assert await reports(arbiter) == [{"event": "life", "player": "bob", "delta": -5}]
    assert "Reported: bob's life -5." in current(arbiter, panel).content

    later = press("l2-2")
    await later.answered()
    clock.advance(2.0)
    assert public(await later.wait()) == ["Recorded: bob: life 13 (a player loses at 0)."]
    assert [r["delta"] for r in await reports(arbiter)] == [-5, -2]


async def test_a_tap_on_something_else_ends_the_burst_before_it_in_order(
    arbiter_on: Arbiter, clock: ManualClock
) -> None:
    arbiter = arbiter_on
    _, press = await alices_duel(arbiter)

    mine = press("l1-2")
    await mine.answered()
    theirs = press("l2-5")  # another total: alice's -2 is reported now, then bob's adds up
    await mine.wait()
    assert await reports(arbiter) == [{"event": "life", "player": "alice", "delta": -2}]
    more = press("l2-5")
    await more.wait()
    clock.advance(2.0)
    await theirs.wait()
    assert [r["delta"] for r in await reports(arbiter)] == [-2, -10]
    # An event is never added up: it ends the burst before it and goes at once.
    hit = press("l2-1")
    await hit.answered()
    conceded = press("I concede")
    await hit.wait()
    await conceded.wait()
    logged = await reports(arbiter)
    assert [r["event"] for r in logged[-2:]] == ["life", "concede"]


async def test_the_same_amount_tapped_again_after_its_report_is_a_new_change(
    table: Arbiter,
) -> None:
    """A second -1 once the first is reported and answered is play, not a retry of it: the
    report's answer on the tap that was already answered counts as delivered."""
    await start(table, "magic")
    panel = await open_panel(table, table.alice)
    for life in (19, 18):
        pressed = await tap(table, panel, "l1-1", table.alice)
        assert public(pressed) == [f"Recorded: alice: life {life} (a player loses at 0)."]
        assert not private(pressed)
    assert [r["delta"] for r in await reports(table)] == [-1, -1]


async def test_a_tap_delivered_twice_counts_once(arbiter_on: Arbiter, clock: ManualClock) -> None:
    arbiter, alice = arbiter_on, arbiter_on.alice
    harness = arbiter.harness
    await start(arbiter, "magic")
    panel = await open_panel(arbiter, alice)
    shown = current(arbiter, panel)
    payload = harness.component_payload(button_id(shown, "l1-3"), user=alice, message=shown)
    first = harness.dispatch(payload)
    await first.answered()
    again = harness.dispatch(payload | {"token": payload["token"] + "-again"})
    await again.wait()
    clock.advance(2.0)
    await first.wait()
    assert [r["delta"] for r in await reports(arbiter)] == [-3]


# -- restarts, expired tokens, strangers, finished matches --------------------------------------


async def test_a_panel_works_after_a_restart_and_after_its_token_expired(
    arbiter_on: Arbiter,
) -> None:
    arbiter = arbiter_on
    await start(arbiter, "magic")
    opened = await slash(arbiter, "match panel", arbiter.alice)
    panel = opened.response
    assert panel is not None
    arbiter.harness.expire(opened)  # 15 minutes later: the panel's own token answers nothing
    arbiter.bot.panels.bursts.window = 0.0
    hit = await tap(arbiter, panel, "l2-1", arbiter.alice)
    assert hit.response is not None and hit.response.id == panel.id  # with its own token
    assert public(hit) == ["Recorded: bob: life 19 (a player loses at 0)."]
    minus_three = button_id(current(arbiter, panel), "l2-3")

    async with restarted(arbiter) as new:
        new.bot.panels.bursts.window = 0.0
        alice = new.people["alice"]
        pressed = await new.harness.click(minus_three, user=alice, message=panel.id)
        assert public(pressed) == ["Recorded: bob: life 16 (a player loses at 0)."]
        assert pressed.response is not None and "Reported: bob's life -3." in (
            pressed.response.content
        )
        view = await new.bot.service.status(channel_id=new.table.id)
        assert view.player("bob").life == 16


async def test_taps_by_others_and_on_a_finished_match_are_refused_privately(
    table: Arbiter,
) -> None:
    alice, bob = table.alice, table.bob
    await start(table, "magic")
    panel = await open_panel(table, alice)
    minus_three = button_id(current(table, panel), "l2-3")
    before = await snapshot(table)
    for who, said in (
        (bob, "This panel is alice's: nothing was changed. Open your own with /match panel"),
        (table.stranger, "This panel is alice's, and you are not playing in match #1"),
    ):
        pressed = await table.harness.click(minus_three, user=who, message=panel)
        assert pressed.ephemeral and (pressed.content or "").startswith(said), pressed
        assert pressed.response is not None and pressed.response.id != panel.id
        assert not public(pressed)
    assert await snapshot(table) == before
    stranger = await slash(table, "match panel", table.stranger)
    assert stranger.ephemeral and "Only the players of match #1 have a panel" in (
        stranger.content or ""
    )

    await slash(table, "match concede", alice)
    before = await snapshot(table)
    late = await table.harness.click(minus_three, user=alice, message=panel)
    assert late.ephemeral and (late.content or "").startswith("Match #1 is over: nothing")
    assert await snapshot(table) == before
    reopened = await slash(table, "match panel", alice)
    assert reopened.ephemeral and "Match #1 is over" in (reopened.content or "")
    # A new match in the channel: the old panel still belongs to the match that ended.
    await start(table, "magic")
    stale = await table.harness.click(minus_three, user=alice, message=panel)
    assert stale.ephemeral and (stale.content or "").startswith("Match #1 is over")
    assert (await status(table)).player("bob").life == 20


async def test_the_scoreboard_has_a_panel_button_while_the_match_is_played(
    table: Arbiter,
) -> None:
    started = await start(table, "magic")
    (board,) = [m for m in started.channel_messages if m.buttons]
    assert [b["label"] for b in board.buttons] == ["Panel"]
    mine = await table.harness.click(board.button("Panel")["custom_id"], user=table.bob)
    assert mine.ephemeral and mine.response is not None and mine.response.id != board.id
    assert labels(mine.response)[0][0] == "alice -1"  # bob's panel: his opponent first
    refused = await table.harness.click(board.button("Panel")["custom_id"], user=table.stranger)
    assert refused.ephemeral and "Only the players of match #1" in (refused.content or "")
    ended = await slash(table, "match concede", table.alice)
    assert ended.edited_messages and table.harness.message(board.id).buttons == []


# -- typing less: /life -3 and @Arbiter bob -3 ---------------------------------------------------


async def test_life_takes_a_bare_number_first_and_the_old_options_still_work(
    arbiter: Arbiter,
) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await start(arbiter, "magic")
    mine = await slash(arbiter, "life", alice, amount=-3)
    assert mine.content == "Recorded: alice: life 17 (a player loses at 0)."
    theirs = await slash(arbiter, "life", alice, amount=-4, player=bob)
    assert theirs.content == "Recorded: bob: life 16 (a player loses at 0)."
    assert (await slash(arbiter, "life", alice, change=-2, player=bob)).content == (
        "Recorded: bob: life 14 (a player loses at 0)."
    )
    assert (await slash(arbiter, "life", alice, total=15)).content == (
        "Recorded: alice: life 15 (a player loses at 0)."
    )
    before = await snapshot(arbiter)
    both = await slash(arbiter, "life", alice, amount=-3, change=-3)
    assert both.ephemeral and both.content == (
        "Give the change once: `/life -3` or `/life change:-3`, not both."
    )
    assert await snapshot(arbiter) == before
    options = [
        o["name"] for o in arbiter.bot.tree.get_command("life").to_dict(arbiter.bot.tree)["options"]
    ]  # type: ignore[union-attr]
    assert options[0] == "amount"


def mention(arbiter: Arbiter, author: FakeUser, text: str, *also: FakeUser) -> dict[str, Any]:
    """A message `@Arbiter text` by `author` in the table's channel."""
    harness = arbiter.harness
    return chat.message_payload(
        harness,
        author=author,
        channel=arbiter.table,
        content=f"<@{harness.bot_user.id}> {text}",
        mentions=[harness.bot_user, *also],
    )


async def say(arbiter: Arbiter, payload: dict[str, Any]) -> list[FakeMessage]:
    return await chat.feed(arbiter.harness, payload)


async def test_a_mention_that_reads_as_a_life_change_is_a_report(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await start(arbiter, "magic")
    typed = mention(arbiter, alice, "bob -3")
    (reply, *_) = await say(arbiter, typed)
    assert reply.content == "Recorded: bob: life 17 (a player loses at 0)."
    assert reply.mention_ids == []
    call = next(c for c in arbiter.harness.calls if c.message is reply)
    assert str(call.json["message_reference"]["message_id"]) == typed["id"]  # a reply to it
    # Nobody is pinged, the author neither (Discord's default without "replied_user").
    assert call.json["allowed_mentions"] == {
        "parse": [],
        "users": [],
        "roles": [],
        "replied_user": False,
    }

    for text, also, expected in (
        ("-3", (), "Recorded: alice: life 17"),
        (f"<@{bob.id}> -2", (bob,), "Recorded: bob: life 15"),
        ("BOB life +1", (), "Recorded: bob: life 16"),
        ("bob poison 2", (), "Recorded: bob: poison 2 of 10."),
        ("me \u22121", (), "Recorded: alice: life 16"),  # a typographic minus too
    ):
        (answer, *_) = await say(arbiter, mention(arbiter, alice, text, *also))
        assert answer.content.startswith(expected), text
    # The same message delivered twice is one report, answered once.
    before = await snapshot(arbiter)
    assert await say(arbiter, typed) == []
    assert await snapshot(arbiter) == before


async def test_a_mention_knocking_out_another_player_waits_and_pings_only_them(
    arbiter: Arbiter,
) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await start(arbiter, "magic")
    (asked, *_) = await say(arbiter, mention(arbiter, alice, "bob -20"))
    assert asked.content.startswith(f"<@{alice.id}> reports:")
    assert "bob loses: their life total is 0" in asked.content
    assert asked.mention_ids == [bob.id]
    confirmed = await arbiter.harness.click(
        asked.button("Confirm")["custom_id"], user=bob, message=asked
    )
    assert "Game 1 is over. Score: alice 1, bob 0." in (confirmed.content or "")


async def test_judges_report_by_mention_and_strangers_are_refused(arbiter: Arbiter) -> None:
    await make_judges(arbiter)
    await start(arbiter, "magic")
    (judged, *_) = await say(arbiter, mention(arbiter, arbiter.judge, "bob -3"))
    assert judged.content == "Recorded: bob: life 17 (a player loses at 0)."
    before = await snapshot(arbiter)
    (refused, *_) = await say(arbiter, mention(arbiter, arbiter.stranger, "bob -3"))
    assert "Recorded" not in refused.content and refused.mention_ids == []
    assert await snapshot(arbiter) == before


async def test_names_in_a_mention_answer_are_plain_text(arbiter: Arbiter) -> None:
    sneaky = arbiter.harness.user(900_000_000_000_001_900, "**sneaky**")
    await start(arbiter, "magic", opponent=sneaky)
    (reply, *_) = await say(arbiter, mention(arbiter, arbiter.alice, "**sneaky** -3"))
    assert reply.content == "Recorded: \\*\\*sneaky\\*\\*: life 17 (a player loses at 0)."


async def test_a_mention_that_is_not_a_report_still_gets_a_quick_ruling(
    arbiter: Arbiter,
) -> None:
    alice = arbiter.alice
    # No match here yet: "bob -3" is not a report; the quick ruling answers as before.
    (no_match, *_) = await say(arbiter, mention(arbiter, alice, "bob -3"))
    assert "Recorded" not in no_match.content
    await start(arbiter, "magic")
    before = await snapshot(arbiter)
    (ruling, *_) = await say(arbiter, mention(arbiter, alice, "I'm at 0 life and I concede"))
    assert ruling.embeds and "Quick ruling" in (ruling.embeds[0].title or "")
    for text in ("carol -3", "bob 3", "bob vitae -3", "bob -3 now"):  # not a report here
        (answer, *_) = await say(arbiter, mention(arbiter, alice, text))
        assert "Recorded" not in answer.content, text
    assert await snapshot(arbiter) == before


# -- every button of every game's panel --------------------------------------------------------


async def _ready(table: Arbiter, game: str, **options: Any) -> None:
    """The table's match active with nothing waiting: a new one if it is over, a report that
    waits disputed, the next game's choice made."""
    people = {p.name: p for p in (table.alice, table.bob, table.carol, table.dave)}
    view = await status(table)
    if view.status != "active":
        await start(table, game, **options)
        return
    if view.pending is not None:
        dispute = f"arbiter:dispute:{view.pending.id}"
        asked = next(
            m for m in table.harness.messages.values()
            if any(b["custom_id"] == dispute for b in m.buttons)
        )  # fmt: skip
        await table.harness.click(dispute, user=people[view.pending.waiting_for[0]], message=asked)
    view = await status(table)
    if view.game.chooser and view.game.choice is None:
        await slash(table, "choose", people[view.game.chooser], choice="play")


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("magic", {}),
        ("grand-archive", {}),
        ("terrus", {"starting_life": 20}),
        ("magic", {"variant": "commander", "player3": "carol", "player4": "dave"}),
    ],
)
async def test_every_button_of_every_games_panel_reports(
    table: Arbiter, game: str, options: dict[str, Any]
) -> None:
    """Each button of a fresh panel, pressed in turn (a new match when one ends, a report
    that waits disputed): each press is one report, answered in the channel."""
    options = {k: getattr(table, v) if k.startswith("player") else v for k, v in options.items()}
    await start(table, game, **options)
    panel = await open_panel(table, table.alice)
    actions = [b["custom_id"].rsplit(":", 1)[1] for b in panel.buttons]
    # Last, what puts alice out of a pod's game (the others play on without her).
    actions.sort(key=lambda action: action.startswith(("e.deck_out", "e.concede")))
    assert len(actions) >= 3
    for action in actions:
        await _ready(table, game, **options)
        before = len(await reports(table))
        out = (await status(table)).player("alice").standing != "playing"
        panel = await open_panel(table, table.alice)
        shown = current(table, panel)
        found = [b["custom_id"] for b in shown.buttons if b["custom_id"].endswith(f":{action}")]
        assert found, (action, labels(shown))
        pressed = await table.harness.click(found[0], user=table.alice, message=shown)
        if action.startswith("o"):  # Other amount…: the form, sent
            assert pressed.modal is not None
            pressed = await table.harness.submit(pressed, {"amount": "-1"}, user=table.alice)
        logged = await reports(table)
        if out:  # alice decked out of a pod's game: her concession there is refused
            assert (
                len(logged) == before
                and "alice has already left this game" in (private(pressed)[0])
            )
        elif action.startswith(("t", "n")):  # aims, or moves to the next commander
            assert len(logged) == before and "panel" in (pressed.content or ""), action
        else:  # a report: in the log, and said in the channel
            waits = (await status(table)).pending is not None  # a knock-out: waits for them
            assert len(logged) == before + (0 if waits else 1), (action, private(pressed))
            assert public(pressed), action
