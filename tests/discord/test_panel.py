"""Reporting in one tap (issue 32), through discord.py: each player's panel of buttons
(`/match panel`, the board's Panel button), presses that add up, the panel after a restart and
after its message's token expired, and the typed shortcuts (`/life -3`, `@Arbiter bob -3`).

Presses are reported once a burst is over (bot.faces.discord.bursts): most tests here make the
window 0 (each press its own report, answered before the press's click returns); the tests of
adding up move a hand-driven clock instead, so nothing waits for real time."""

from __future__ import annotations

from typing import Any

import pytest

from bot.faces.discord import limits
from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges, slash, snapshot, start, status
from tests.discord.test_confirmations import restarted
from tests.discord_harness import FakeMessage, FakeUser, InteractionResult, PendingInteraction
from tests.harness import chat
from tests.support.clock import ManualClock
from tests.test_rules_games import duel  # noqa: F401  (the fixture: Duel among the games)

# -- helpers ------------------------------------------------------------------------------------

# The two rows of amounts every counting panel has.
AMOUNTS = [["-1", "-2", "-3", "-5", "-10"], ["+1", "+2", "+3", "+5", "Other amount…"]]


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


def send(arbiter: Arbiter, panel: FakeMessage, label: str, user: FakeUser) -> PendingInteraction:
    """Press the button labelled `label` without waiting for what follows (`.answered()`:
    the press is answered; `.wait()`: everything it set off is done)."""
    shown = current(arbiter, panel)
    payload = arbiter.harness.component_payload(
        shown.button(label)["custom_id"], user=user, message=shown
    )
    return arbiter.harness.dispatch(payload)


def select_id(panel: FakeMessage, which: str) -> str:
    found = (c.get("custom_id", "") for c in panel.walk_components())
    return next(i for i in found if i.endswith(which))


def option_value(panel: FakeMessage, which: str, label: str) -> str:
    select = panel.component(select_id(panel, which))
    assert select is not None
    return next(o["value"] for o in select["options"] if o["label"] == label)


async def tap(
    arbiter: Arbiter, panel: FakeMessage, label: str, user: FakeUser, **kwargs: Any
) -> InteractionResult:
    """Press the button labelled `label` on the panel as it is now."""
    shown = current(arbiter, panel)
    return await arbiter.harness.click(
        shown.button(label)["custom_id"], user=user, message=shown, **kwargs
    )


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


async def test_a_magic_duel_panel_reports_life_poison_and_events(table: Arbiter) -> None:
    alice, bob = table.alice, table.bob
    await start(table, "magic")
    panel = await open_panel(table, alice)
    assert labels(panel) == [
        ["You", "bob", "Life", "Poison"],  # whose total, and which counter: a tap each
        *AMOUNTS,
        ["I decked out", "I concede"],
    ]
    assert "Changing: **your life** (life 20)" in panel.content

    aimed = await tap(table, panel, "bob", alice)
    assert aimed.ephemeral and aimed.response is not None and aimed.response.id == panel.id
    assert not aimed.followups  # choosing whose total reports nothing
    shown = current(table, panel)
    assert "Changing: **bob's life** (life 20)" in shown.content
    assert labels(shown)[-1] == ["bob decked out", "I concede"]

    hit = await tap(table, panel, "-3", alice)
    assert public(hit) == ["Recorded: bob: life 17 (a player loses at 0)."]
    # Reported: the panel is back at rest on alice's own life.
    rested = current(table, panel).content
    assert "Reported: bob's life -3." in rested and "Changing: **your life** (life 20)" in rested
    life = 20
    for amount in ("-1", "-2", "-5", "+1", "+2", "+3", "+5", "-10"):  # every other amount
        life += int(amount)
        pressed = await tap(table, panel, amount, alice)
        assert public(pressed) == [f"Recorded: alice: life {life} (a player loses at 0)."]
    assert life == 13

    await tap(table, panel, "bob", alice)
    await tap(table, panel, "Poison", alice)
    assert "Changing: **bob's poison** (poison 0)" in current(table, panel).content
    poisoned = await tap(table, panel, "+1", alice)
    assert public(poisoned) == ["Recorded: bob: poison 1 of 10."]
    logged = await reports(table)
    assert [r.get("delta") for r in logged] == [-3, -1, -2, -5, 1, 2, 3, 5, -10, 1]
    assert logged[-1] == {"event": "poison", "player": "bob", "delta": 1}
    await tap(table, panel, "bob", alice)

    # A report that knocks someone else out waits for them, as with /deckout player:@bob.
    decked = await tap(table, panel, "bob decked out", alice)
    (asked,) = [m for m in decked.followups if not m.ephemeral]
    assert asked.content.startswith(f"<@{alice.id}> reports:")
    assert asked.mention_ids == [bob.id] and asked.button("Confirm")
    confirmed = await table.harness.click(
        asked.button("Confirm")["custom_id"], user=bob, message=asked
    )
    assert "Game 1 is over. Score: alice 1, bob 0." in (confirmed.content or "")

    # Game 2: alice's own concession takes effect at once.
    await slash(table, "choose", bob, choice="play")
    await tap(table, panel, "You", alice)
    conceded = await tap(table, panel, "I concede", alice)
    assert "alice loses: they conceded (MTG CR 104.3a)" in public(conceded)[0]
    assert (await status(table)).wins == (1, 1)


async def test_a_grand_archive_panel_has_no_counters_and_every_champion_event(
    table: Arbiter,
) -> None:
    alice, bob = table.alice, table.bob
    await start(table, "grand-archive")
    panel = await open_panel(table, alice)
    assert labels(panel) == [
        ["You", "bob"],
        ["I decked out", "My champion died", "My champion is mine again", "I concede"],
    ]
    await tap(table, panel, "bob", alice)
    assert labels(current(table, panel))[1] == [
        "bob decked out",
        "bob's champion died",
        "I took bob's champion",
        "I concede",
    ]
    # What would knock bob out waits for him; he disputes each (set aside, nothing changes).
    for label, loss in (
        ("I took bob's champion", "bob loses: they control no champion"),
        ("bob's champion died", "bob loses: their champion died (GA Ending the Game 3)"),
        ("bob decked out", "bob loses: they tried to draw a card from an empty deck"),
    ):
        await tap(table, panel, "bob", alice)  # each report leaves the panel on alice again
        pressed = await tap(table, panel, label, alice)
        (asked,) = [m for m in pressed.followups if not m.ephemeral]
        assert loss in asked.content and asked.mention_ids == [bob.id], label
        await table.harness.click(asked.button("Dispute")["custom_id"], user=bob, message=asked)
    back = await tap(table, panel, "My champion is mine again", alice)
    assert public(back) == ["Recorded: alice's champion is now controlled by alice."]
    died = await tap(table, panel, "My champion died", alice)
    assert "alice loses: their champion died (GA Ending the Game 3)" in public(died)[0]
    await slash(table, "choose", alice, choice="play")
    decked = await tap(table, panel, "I decked out", alice)
    assert "alice loses: they tried to draw a card from an empty deck" in public(decked)[0]
    assert (await status(table)).wins == (0, 2)
    assert [r["event"] for r in await reports(table)] == [
        "champion_control",
        "champion_died",
        "deck_out",
    ]


async def test_a_terrus_panel_counts_vitae_and_takes_a_starting_total(table: Arbiter) -> None:
    alice = table.alice
    await start(table, "terrus")
    panel = await open_panel(table, alice)
    assert labels(panel) == [
        ["You", "bob"],
        *AMOUNTS,
        ["I concede"],
    ]
    assert "Changing: **your vitae** (vitae not known yet)" in panel.content
    form = await tap(table, panel, "Other amount…", alice)
    assert form.modal is not None and limits.modal_violations(form.modal) == []
    assert [c["custom_id"] for row in form.modal["components"] for c in row["components"]] == [
        "amount"
    ]
    typed = await table.harness.submit(
        form.modal["custom_id"], {"amount": "=20"}, user=alice, message=current(table, panel)
    )
    assert public(typed) == ["Recorded: alice: vitae 20 (a player loses at 0)."]
    lost = await tap(table, panel, "-3", alice)
    assert public(lost) == ["Recorded: alice: vitae 17 (a player loses at 0)."]
    conceded = await tap(table, panel, "I concede", alice)
    assert "alice loses: they conceded (Terrus 5.3a)" in public(conceded)[0]


async def test_other_amount_takes_a_signed_change_or_a_total_and_refuses_the_rest(
    table: Arbiter,
) -> None:
    alice = table.alice
    await start(table, "magic")
    panel = await open_panel(table, alice)
    await tap(table, panel, "bob", alice)
    form = await tap(table, panel, "Other amount…", alice)
    assert form.modal is not None
    form_id = form.modal["custom_id"]
    before = await snapshot(table)
    for typed in ("7", "abc", "-", "+0"):
        refused = await table.harness.submit(
            form_id, {"amount": typed}, user=alice, message=current(table, panel)
        )
        assert refused.ephemeral and not public(refused), typed
        said = refused.content or ""
        assert "sign" in said or "add up to 0" in said, (typed, said)
    assert await snapshot(table) == before
    lost = await table.harness.submit(
        form_id, {"amount": "-7"}, user=alice, message=current(table, panel)
    )
    assert public(lost) == ["Recorded: bob: life 13 (a player loses at 0)."]
    set_to = await table.harness.submit(
        form_id, {"amount": "=15"}, user=alice, message=current(table, panel)
    )
    assert public(set_to) == ["Recorded: bob: life 15 (a player loses at 0)."]
    # A stranger may open the form, but what they send is refused and changes nothing.
    before = await snapshot(table)
    meddled = await table.harness.submit(
        form_id, {"amount": "-7"}, user=table.stranger, message=current(table, panel)
    )
    assert meddled.ephemeral and "not playing" in (meddled.content or "")
    assert await snapshot(table) == before


async def test_a_commander_pod_counts_damage_from_each_commander_and_each_partner(
    table: Arbiter,
) -> None:
    alice, carol, dave = table.alice, table.carol, table.dave
    await start(table, "magic", player3=carol, player4=dave, variant="commander")
    panel = await open_panel(table, alice)
    await tap(table, panel, "bob", alice)
    assert labels(current(table, panel))[:2] == [
        ["You", "bob", "carol", "dave"],
        [  # which counter: a tap each, damage from every other player's commander
            "Life",
            "Poison",
            "Commander damage from alice",
            "Commander damage from carol",
            "Commander damage from dave",
        ],
    ]
    await tap(table, panel, "Commander damage from carol", alice)
    shown = current(table, panel)
    assert "Changing: **commander damage to bob from carol's commander** (0 so far)" in (
        shown.content
    )
    assert all(b["disabled"] for b in shown.buttons if b["label"].startswith("+"))
    hit = await tap(table, panel, "-5", alice)
    assert public(hit) == [
        "Recorded: bob: 5 of 21 from carol's commander; life 35 (a player loses at 0)."
    ]
    assert (await reports(table))[-1] == {
        "simultaneous": [
            {"event": "commander_damage", "player": "bob", "commander": "carol", "delta": 5},
            {"event": "life", "player": "bob", "delta": -5},
        ]
    }
    # Partners: once carol's commanders have names, the panel offers each of them.
    await slash(table, "commander-damage", carol, commander=carol, player=dave, change=2,
                source="Tymna")  # fmt: skip
    await tap(table, panel, "bob", alice)
    assert labels(current(table, panel))[1][2:4] == [
        "Commander damage from alice",
        "Commander damage from carol's Tymna",  # no unnamed commander of carol's any more
    ]
    await tap(table, panel, "Commander damage from carol's Tymna", alice)
    tymna = await tap(table, panel, "-3", alice)
    assert public(tymna) == [
        "Recorded: bob: 3 of 21 from carol's commander Tymna; life 32 (a player loses at 0)."
    ]
    # Reported: the panel is back at rest, on alice's own life.
    assert "Changing: **your life** (life 40)" in current(table, panel).content
    # A new partner is named in "Other amount…"; damage typed as a gain is refused.
    await tap(table, panel, "bob", alice)
    await tap(table, panel, "Commander damage from carol's Tymna", alice)
    form = await tap(table, panel, "Other amount…", alice)
    assert form.modal is not None and limits.modal_violations(form.modal) == []
    gain = await table.harness.submit(
        form.modal["custom_id"], {"amount": "+4"}, user=alice, message=current(table, panel)
    )
    assert gain.ephemeral and "type it as a loss" in (gain.content or "")
    kraum = await table.harness.submit(
        form.modal["custom_id"],
        {"amount": "-4", "source": "Kraum"},
        user=alice,
        message=current(table, panel),
    )
    assert public(kraum) == [
        "Recorded: bob: 4 of 21 from carol's commander Kraum; life 28 (a player loses at 0)."
    ]
    await tap(table, panel, "bob", alice)
    offered = labels(current(table, panel))[1][0]  # six counters now: a select
    assert offered.startswith("select:") and "from carol's Kraum|" in offered
    assert "from carol's Tymna" in offered


@pytest.mark.usefixtures("duel")
async def test_a_game_defined_elsewhere_gets_a_panel_of_its_own_counters_and_events(
    table: Arbiter,
) -> None:
    """The panel asks the game in the registry what it counts: Duel (a game a test defines)
    counts resolve and knows only conceding."""
    await start(table, "duel")
    panel = await open_panel(table, table.alice)
    assert labels(panel) == [
        ["You", "bob"],
        *AMOUNTS,
        ["I concede"],
    ]
    assert "Changing: **your resolve** (resolve 7)" in panel.content
    await tap(table, panel, "bob", table.alice)
    hit = await tap(table, panel, "-5", table.alice)
    assert public(hit) == ["Recorded: bob: resolve 2 (a player loses at 0)."]


# -- presses that add up ------------------------------------------------------------------------


@pytest.fixture
def clock(arbiter_on: Arbiter) -> ManualClock:
    """The bursts' clock, moved by hand (windows of 2 s, at most 6 s)."""
    clock = ManualClock()
    bursts = arbiter_on.bot.panels.bursts
    bursts.clock, bursts.sleep = clock.now, clock.sleep
    return clock


async def test_presses_within_two_seconds_are_one_report_and_a_later_press_another(
    arbiter_on: Arbiter, clock: ManualClock
) -> None:
    arbiter, alice = arbiter_on, arbiter_on.alice
    await start(arbiter, "magic")
    panel = await open_panel(arbiter, alice)
    await tap(arbiter, panel, "bob", alice)  # choosing whose total reports nothing

    def press(label: str) -> PendingInteraction:
        return send(arbiter, panel, label, alice)

    first = press("-1")
    assert "Adding up: bob's life -1;" in ((await first.answered()).content or "")
    clock.advance(1.5)
    second = await press("-1").wait()
    assert "Adding up: bob's life -2 (2 presses);" in (second.content or "")
    clock.advance(1.5)  # 3 s after the first press, 1.5 s after the last: still adding up
    third = await press("-1").wait()
    assert "bob's life -3 (3 presses)" in (third.content or "")
    assert not public(second) and not public(third)  # the presses that joined say nothing
    assert await reports(arbiter) == []
    clock.advance(2.0)  # 2 s without a press: the burst is over
    reported = await first.wait()
    assert public(reported) == ["Recorded: bob: life 17 (a player loses at 0)."]
    assert await reports(arbiter) == [{"event": "life", "player": "bob", "delta": -3}]
    assert "Reported: bob's life -3." in current(arbiter, panel).content

    later = press("-2")  # the panel is back at rest, on alice's own life
    await later.answered()
    clock.advance(2.0)
    assert public(await later.wait()) == ["Recorded: alice: life 18 (a player loses at 0)."]
    assert [r["delta"] for r in await reports(arbiter)] == [-3, -2]


async def test_a_press_on_something_else_ends_the_burst_before_it_in_order(
    arbiter_on: Arbiter, clock: ManualClock
) -> None:
    arbiter, alice = arbiter_on, arbiter_on.alice
    await start(arbiter, "magic")
    panel = await open_panel(arbiter, alice)

    def press(label: str) -> PendingInteraction:
        return send(arbiter, panel, label, alice)

    mine = press("-2")
    await mine.answered()
    await tap(arbiter, panel, "bob", alice)
    theirs = press("-5")  # another total: alice's -2 is reported now, then bob's -5 adds up
    await mine.wait()
    assert await reports(arbiter) == [{"event": "life", "player": "alice", "delta": -2}]
    more = press("-5")
    await more.wait()
    clock.advance(2.0)
    await theirs.wait()
    assert await reports(arbiter) == [
        {"event": "life", "player": "alice", "delta": -2},
        {"event": "life", "player": "bob", "delta": -10},
    ]
    # An event is never added up: it ends the burst before it and goes at once.
    await tap(arbiter, panel, "bob", alice)
    hit = press("-1")
    await hit.answered()
    conceded = press("I concede")
    await hit.wait()
    await conceded.wait()
    logged = await reports(arbiter)
    assert logged[-2:] == [
        {"event": "life", "player": "bob", "delta": -1},
        {"event": "concede", "player": "alice"},
    ]


async def test_the_same_amount_pressed_again_after_its_report_is_a_new_change(
    table: Arbiter,
) -> None:
    """A second -1 once the first is reported and answered is play, not a retry of it: the
    report's answer on the press that was already answered counts as delivered."""
    await start(table, "magic")
    panel = await open_panel(table, table.alice)
    for life in (19, 18):
        pressed = await tap(table, panel, "-1", table.alice)
        assert public(pressed) == [f"Recorded: alice: life {life} (a player loses at 0)."]
        assert not private(pressed)
    assert [r["delta"] for r in await reports(table)] == [-1, -1]


async def test_a_press_delivered_twice_counts_once(arbiter_on: Arbiter, clock: ManualClock) -> None:
    arbiter, alice = arbiter_on, arbiter_on.alice
    harness = arbiter.harness
    await start(arbiter, "magic")
    panel = await open_panel(arbiter, alice)
    shown = current(arbiter, panel)
    payload = harness.component_payload(shown.button("-3")["custom_id"], user=alice, message=shown)
    first = harness.dispatch(payload)
    await first.answered()
    again = harness.dispatch(payload | {"token": payload["token"] + "-again"})
    await again.wait()
    clock.advance(2.0)
    await first.wait()
    assert await reports(arbiter) == [{"event": "life", "player": "alice", "delta": -3}]


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
    aimed = await tap(arbiter, panel, "bob", arbiter.alice)
    assert aimed.response is not None and aimed.response.id == panel.id  # its own token
    minus_three = current(arbiter, panel).button("-3")["custom_id"]

    async with restarted(arbiter) as new:
        new.bot.panels.bursts.window = 0.0
        alice = new.people["alice"]
        pressed = await new.harness.click(minus_three, user=alice, message=panel.id)
        assert public(pressed) == ["Recorded: bob: life 17 (a player loses at 0)."]
        assert pressed.response is not None and "Reported: bob's life -3." in (
            pressed.response.content
        )
        view = await new.bot.service.status(channel_id=new.table.id)
        assert view.player("bob").life == 17


async def test_presses_by_others_and_on_a_finished_match_are_refused_privately(
    table: Arbiter,
) -> None:
    alice, bob = table.alice, table.bob
    await start(table, "magic")
    panel = await open_panel(table, alice)
    minus_three = current(table, panel).button("-3")["custom_id"]
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
    (board,) = started.channel_messages
    assert [b["label"] for b in board.buttons] == ["Panel"]
    mine = await table.harness.click(board.button("Panel")["custom_id"], user=table.bob)
    assert mine.ephemeral and mine.response is not None and mine.response.id != board.id
    assert labels(mine.response)[0] == ["alice", "You", "Life", "Poison"]
    refused = await table.harness.click(board.button("Panel")["custom_id"], user=table.stranger)
    assert refused.ephemeral and "Only the players of match #1" in (refused.content or "")
    ended = await slash(table, "match concede", table.alice)
    assert ended.edited_messages and table.harness.message(board.id).buttons == []


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
    for shown in (panel, *opened.calls):
        body = shown.data if isinstance(shown, FakeMessage) else (shown.json or {}).get("data")
        assert limits.violations(body) == []
    rows = labels(panel)
    assert len(rows) == 5
    assert rows[0][0].count("|") == 5  # whose total: a select of six
    assert rows[1][0].count("|") + 1 == 2 + 5 * 2  # life, poison, two partners of five others
    assert all(len(i) <= limits.CUSTOM_ID for i in panel.custom_ids)
    await pick(table, panel, "whose", "frank", table.alice)
    erin = f"Commander damage from erin's Aerin{'x' * 27}"
    await pick(table, panel, "what", erin, table.alice)
    hit = await tap(table, panel, "-2", table.alice)
    assert "frank: 3 of 21 from erin's commander Aerin" in public(hit)[0]  # 1 before
    assert limits.violations(current(table, panel).data) == []
    form = await tap(table, panel, "Other amount…", table.alice)
    assert form.modal is not None and limits.modal_violations(form.modal) == []


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
    assert call.json["allowed_mentions"] == {"parse": [], "users": [], "roles": []}

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
