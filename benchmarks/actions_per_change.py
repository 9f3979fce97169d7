"""Actions per change: what a player does to report, typed versus with their panel (issue 32).

    python benchmarks/actions_per_change.py           # the table
    python benchmarks/actions_per_change.py --json    # the same figures as JSON

Three scripted typical games are played twice each through the real bot (discord.py, the
CommandTree, the match service on a SQLite file), driven by the test harness
(tests/discord_harness.py) against its fake Discord, each in its own channel: once typed, once
on the players' panels. Each play must end with the same totals the script says (checked), and
each change is one report in the match's log (checked). Counted:

* **typed today**: the characters of each command as typed in Discord's text box, the options
  written out (`/life change:-3 player:@bob`), and Enter;
* **typed, shortcuts**: the same with what this issue adds where it applies: a life or poison
  change as a mention (`@Arbiter bob -3`, or `/life -3` for your own), other commands as today;
* **panel taps**: one tap to open each player's panel (the Panel button on the scoreboard);
  then, per change, the taps the panel as it stands asks for: one on an amount button where
  the panel has it (a duel's rows of each player's losses, your gains, the opponent's poison;
  a pod's remembered target's; the chosen commander's damage), a tap on whose total in a pod
  when the change is someone else's than the one the panel is aimed at (a select of six: two),
  taps on ↻ until the commander that dealt the damage, amounts off the buttons as the fewest
  buttons that add up (taps within 2 s are one report: -7 is -5 then -2, two taps), or
  "Other amount…" when that takes fewer taps: a tap, the characters typed (counted apart),
  a tap to send. Every tap is performed: each is a Discord interaction the bot answers.

* **phone taps**: `/match phone` typed once by each player (its keystrokes counted apart) and
  one tap on the link it answers with; then, per change, the taps on the phone's pad as the
  phone service offers it to that player (bot.app.phone: every player's pad on one page, one
  under the other, so whose total is never a tap; reaching a far player's pad in a pod is a
  scroll, not counted): the fewest of the row's steps that add up (a phone has no burst: each
  tap is its own report), the commander's row for commander damage. What the pad does not
  offer (setting a total: Terrus's starting vitae, printed on each clade, any number) is
  typed as today (`/life total:25`), counted apart and not in the taps per change. Every tap
  is performed through the phone service (as `arbiter web` does, an engine of its own on the
  bot's database) and must be applied.

* **what one tap per change would take on the panel**: for each script, the distinct
  (whose total, counter, amount) buttons one player's reports use (the most of any player:
  every change of theirs one tap only if their panel holds all of these at once, besides its
  other buttons), against what a panel holds (`--json`: `panel_buttons_needed`), with the
  most components any panel of the play showed; and the amount buttons the phone's pad shows
  one player (every amount a real game deals in one go), which a panel would need for one
  tap a change in any game, not only in the script.

Confirmations (a knock-out reported by someone else) would cost the same either way: the
scripts have none. The bursts' 2 s are a hand-driven clock here: nothing waits for real time.
Target: at most one tap per change on average once open, none more than three.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import re
import sys
import tempfile
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/actions_per_change.py` from anywhere
    sys.path.insert(0, str(ROOT))

from bot.app.match import MatchService  # noqa: E402
from bot.app.phone import PhoneService, TapStatus  # noqa: E402
from bot.app.phone.pad import RowKind  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.faces.discord.client import ArbiterBot  # noqa: E402
from bot.faces.discord.panel_codes import DAMAGE, DOWN, POISON, UP  # noqa: E402
from bot.store.database import Database  # noqa: E402
from tests.discord_harness import DiscordHarness, FakeChannel, FakeMessage, FakeUser  # noqa: E402
from tests.support.clock import ManualClock  # noqa: E402

TARGET_AVERAGE, TARGET_MOST = 1.0, 3
# Discord's limits for one message's components: classic messages 5 action rows of 5 (a
# select fills its row); Components V2 (flags 1 << 15, discord.py's ui.LayoutView) 40
# components in all, each action row and text display counted as one.
CLASSIC_BUTTONS, V2_COMPONENTS, ROW_BUTTONS = 25, 40, 5
NAMES = ("alice", "bob", "carol", "dave")
BUTTONS = DOWN + UP


@dataclass(frozen=True)
class Change:
    """One change in a game: who reports it, whose total, which counter, and by how much
    (`total`: set to it); `commander`: whose commander dealt commander damage."""

    reporter: str
    target: str
    amount: int = 0
    counter: str = "life"  # life, poison, commander, concede
    commander: str = ""
    total: int | None = None


@dataclass(frozen=True)
class Game:
    name: str
    system: str
    players: tuple[str, ...]
    changes: tuple[Change, ...]
    starting_life: int | None  # None: each player's is reported (Terrus vitae)
    variant: str | None = None

    def totals(self) -> dict[str, tuple[int | None, int]]:
        """Each player's life and poison once every change is in (commander damage lowers
        life too)."""
        life: dict[str, int | None] = dict.fromkeys(self.players, self.starting_life)
        poison = dict.fromkeys(self.players, 0)
        for change in self.changes:
            if change.total is not None:
                life[change.target] = change.total
            elif change.counter == "poison":
                poison[change.target] += change.amount
            else:
                life[change.target] = (life[change.target] or 0) + change.amount
        return {name: (life[name], poison[name]) for name in self.players}


def duel() -> Game:
    """A Magic duel of 20 changes: each player mostly keeps their own life, sometimes the
    attacker reports the hit, with a poison counter or two."""
    a, b = "alice", "bob"
    changes = [
        Change(a, a, -1),
        Change(b, b, -2),
        Change(a, b, -3),
        Change(b, b, -2),
        Change(b, a, -4),
        Change(a, a, 3),
        Change(a, b, -5),
        Change(b, b, 4),
        Change(b, a, -3),
        Change(a, a, -2),
        Change(a, b, -3),
        Change(a, b, 1, "poison"),
        Change(b, b, -1),
        Change(b, a, -7),
        Change(a, a, 2),
        Change(a, b, -3),
        Change(b, b, -2),
        Change(a, b, 2, "poison"),
        Change(b, a, -1),
        Change(a, a, -1),
    ]
    return Game("Magic duel", "magic", (a, b), tuple(changes), starting_life=20)


def pod() -> Game:
    """A four-player Commander pod of 24 changes: combat damage from commanders reported by
    whoever took it or dealt it, drains, life gained."""
    a, b, c, d = NAMES
    changes = [
        Change(a, a, -2),
        Change(b, b, -1),
        Change(c, d, -3, "commander", c),
        Change(d, d, -1),
        Change(a, b, -4, "commander", a),
        Change(b, b, -2),
        Change(c, c, 3),
        Change(d, a, -5, "commander", d),
        Change(a, a, -1),
        Change(b, c, -3),
        Change(c, d, -3, "commander", c),
        Change(d, d, 2),
        Change(a, b, -4, "commander", a),
        Change(b, b, -5),
        Change(c, a, -2),
        Change(d, a, -5, "commander", d),
        Change(a, a, 4),
        Change(b, d, -1),
        Change(c, d, -6, "commander", c),
        Change(d, d, -1),
        Change(a, c, -1),
        Change(b, b, 1),
        Change(c, b, -7, "commander", c),
        Change(d, a, -2),
    ]
    return Game("Commander pod, 4 players", "magic", NAMES, tuple(changes), 40, "commander")


def terrus() -> Game:
    """A Terrus game of 16 changes: both starting vitae (printed on each clade), then vitae
    lost and gained."""
    a, b = "alice", "bob"
    changes = [
        Change(a, a, total=25),
        Change(b, b, total=30),
        Change(a, b, -2),
        Change(b, a, -3),
        Change(a, a, -1),
        Change(b, b, -5),
        Change(a, b, -4),
        Change(b, b, 2),
        Change(a, a, -6),
        Change(b, a, -2),
        Change(a, b, -3),
        Change(a, a, 1),
        Change(b, b, -1),
        Change(b, a, -5),
        Change(a, b, -10),
        Change(b, b, -2),
    ]
    return Game("Terrus", "terrus", (a, b), tuple(changes), starting_life=None)


GAMES = (duel, pod, terrus)


def own(game: Game) -> Game:
    """The same game, each player reporting what happens to their own totals (what the
    consent rules make quickest: a report about yourself takes effect at once)."""
    changes = tuple(replace(change, reporter=change.target) for change in game.changes)
    return replace(game, name=f"{game.name}, own", changes=changes)


def mixed(game: Game) -> Game:
    """As scripted: about a third of the changes reported by another player (who dealt it)."""
    return replace(game, name=f"{game.name}, mixed")


# -- what each way costs -------------------------------------------------------------------------


def v2_buttons(text_displays: int = 1) -> int:
    """The most buttons a Components V2 message holds: each action row of up to five buttons
    costs a component more, and the panel's words (no `content` in V2) a text display."""
    buttons = 0
    while (buttons + 1) + -(-(buttons + 1) // ROW_BUTTONS) + text_displays <= V2_COMPONENTS:
        buttons += 1
    return buttons


def buttons_needed(game: Game) -> int:
    """The distinct (whose total, counter, amount) buttons one player's reports use, the most
    of any player (commander damage: whose commander too): what their panel would have to hold
    at once for each of their changes to be one tap. A set total (typed) is not a button."""
    used: dict[str, set[tuple[str, str, int, str]]] = {}
    for change in game.changes:
        if change.total is None and change.counter != "concede":
            whose = "you" if change.target == change.reporter else change.target
            key = (whose, change.counter, change.amount, change.commander)
            used.setdefault(change.reporter, set()).add(key)
    return max(len(keys) for keys in used.values())


def presses(amount: int, buttons: Sequence[int] = BUTTONS) -> list[int]:
    """The fewest of `buttons` that add up to `amount` (within one burst); [] if more than
    three would be needed."""
    for count in (1, 2, 3):
        for chosen in combinations_with_replacement(buttons, count):
            if sum(chosen) == amount:
                return list(chosen)
    return []


def typed_amount(change: Change) -> str:
    """What "Other amount..." takes: "-7", "+4", "=20"."""
    if change.total is not None:
        return f"={change.total}"
    return f"{change.amount:+d}"


def typed_today(change: Change) -> str:
    """The command as typed in Discord today, every option written out."""
    you = change.reporter == change.target
    player = "" if you else f" player:@{change.target}"
    if change.counter == "commander":
        return f"/commander-damage commander:@{change.commander} change:{-change.amount}{player}"
    if change.total is not None:
        return f"/life total:{change.total}{player}"
    return f"/{change.counter} change:{change.amount}{player}"


def typed_short(change: Change) -> str:
    """The same with this issue's shortcuts where they apply."""
    if change.counter == "commander" or change.total is not None:
        return typed_today(change)
    if change.counter == "life" and change.reporter == change.target:
        return f"/life {change.amount}"
    what = "" if change.counter == "life" else f" {change.counter}"
    return f"@Arbiter {change.target}{what} {change.amount:+d}"


# -- playing a game through the bot ------------------------------------------------------------


@dataclass
class Played:
    """One game played both ways."""

    game: str
    changes: int
    today: list[int] = field(default_factory=list)  # keystrokes per change
    short: list[int] = field(default_factory=list)
    taps: list[int] = field(default_factory=list)  # panel taps per change
    typed_on_panel: int = 0  # characters typed in "Other amount…"
    opening: int = 0  # taps to open the panels
    interactions_typed: int = 0
    interactions_panel: int = 0
    phone: list[int] = field(default_factory=list)  # phone taps per change on the pad
    phone_opening: int = 0  # taps on the links
    phone_opening_typed: int = 0  # `/match phone` typed
    phone_off_pad: list[int] = field(default_factory=list)  # keystrokes of changes typed
    panel_buttons_needed: int = 0  # buttons_needed(game)
    panel_components: int = 0  # the most components (buttons, selects) a panel showed
    pad_amounts: int = 0  # amount buttons on one player's phone pad

    def figures(self) -> dict[str, Any]:
        taps = sum(self.taps) + self.opening
        return {
            "game": self.game,
            "changes": self.changes,
            "typed_today": sum(self.today),
            "typed_today_per_change": round(sum(self.today) / self.changes, 2),
            "typed_short": sum(self.short),
            "typed_short_per_change": round(sum(self.short) / self.changes, 2),
            "panel_taps": taps,
            "panel_taps_per_change": round(taps / self.changes, 2),
            "panel_taps_per_change_once_open": round(sum(self.taps) / self.changes, 2),
            "panel_most_taps": max(self.taps),
            "panel_opening_taps": self.opening,
            "panel_typed_characters": self.typed_on_panel,
            "interactions_typed": self.interactions_typed,
            "interactions_panel": self.interactions_panel,
            "panel_buttons_needed": self.panel_buttons_needed,
            "panel_components": self.panel_components,
            "pad_amount_buttons": self.pad_amounts,
            "classic_buttons": CLASSIC_BUTTONS,
            "v2_buttons": v2_buttons(),
            **self.phone_figures(),
        }

    def phone_figures(self) -> dict[str, Any]:
        on_pad = len(self.phone)
        taps = sum(self.phone) + self.phone_opening
        return {
            "phone_changes_on_pad": on_pad,
            "phone_taps": taps,
            "phone_taps_per_change": round(taps / on_pad, 2),
            "phone_taps_per_change_once_open": round(sum(self.phone) / on_pad, 2),
            "phone_most_taps": max(self.phone),
            "phone_opening_taps": self.phone_opening,
            "phone_opening_typed": self.phone_opening_typed,
            "phone_changes_typed": len(self.phone_off_pad),
            "phone_typed_off_pad": sum(self.phone_off_pad),
        }


class Table:
    """The bot and its fake Discord, and the people of the scripts."""

    def __init__(self, workdir: Path) -> None:
        self.url = f"sqlite+aiosqlite:///{workdir}/a.db"
        settings = Settings(_env_file=None, database_url=self.url)  # type: ignore[call-arg]
        self.bot = ArbiterBot(settings, sync_commands=False)
        self.harness = DiscordHarness(self.bot)
        self.people = {
            name: self.harness.user(900_000_000_000_005_000 + n, name)
            for n, name in enumerate(NAMES)
        }
        self.clock = ManualClock()

    async def __aenter__(self) -> Table:
        self.bot.scoreboards.min_interval = 0.0
        self.bot.budget.unpaced()
        await self.harness.start()
        bursts = self.bot.panels.bursts
        bursts.clock, bursts.sleep = self.clock.now, self.clock.sleep
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.harness.stop()

    async def start(self, game: Game, channel: FakeChannel) -> None:
        people = [self.people[name] for name in game.players]
        options: dict[str, Any] = {"opponent": people[1], "game": game.system}
        for seat, person in enumerate(people[2:], start=3):
            options[f"player{seat}"] = person
        if game.variant:
            options["variant"] = game.variant
        started = await self.harness.slash(
            "match start", user=people[0], channel=channel, options=options
        )
        assert "started" in (started.content or ""), started
        chooser = await self.bot.service.status(channel_id=channel.id)
        who = self.people[chooser.game.chooser or game.players[0]]
        await self.harness.slash("choose", user=who, channel=channel, options={"choice": "play"})

    async def check(self, game: Game, channel: FakeChannel, reports: int | None = None) -> None:
        """The totals the script says, and one report per change (or `reports`)."""
        view = await self.bot.service.status(channel_id=channel.id)
        for name, (life, poison) in game.totals().items():
            player = view.player(name)
            assert (player.life, player.poison) == (life, poison), (game.name, name, player)
        log = await self.bot.service.log(view.id)
        expected = len(game.changes) if reports is None else reports
        assert len([r for r in log if r.status == "applied"]) == expected, game.name

    # -- typed ---------------------------------------------------------------------------------

    async def typed(self, game: Game, played: Played) -> None:
        channel = self.harness.channel(f"{game.system}-typed-{len(played.today)}")
        await self.start(game, channel)
        for change in game.changes:
            played.today.append(len(typed_today(change)) + 1)  # and Enter
            played.short.append(len(typed_short(change)) + 1)
            await self._type(change, channel, played)
        await self.check(game, channel)

    async def _type(self, change: Change, channel: FakeChannel, played: Played) -> None:
        await self.type_it(change, channel)
        played.interactions_typed += 1

    async def type_it(self, change: Change, channel: FakeChannel) -> None:
        user, target = self.people[change.reporter], self.people[change.target]
        options: dict[str, Any] = {}
        if change.target != change.reporter:
            options["player"] = target
        if change.counter == "commander":
            command = "commander-damage"
            options |= {"commander": self.people[change.commander], "change": -change.amount}
        elif change.total is not None:
            command, options["total"] = "life", change.total
        else:
            command, options["change"] = change.counter, change.amount
        result = await self.harness.slash(command, user=user, channel=channel, options=options)
        assert "Recorded" in (result.content or ""), result

    # -- the panel -----------------------------------------------------------------------------

    async def on_panels(self, game: Game, played: Played) -> None:
        channel = self.harness.channel(f"{game.system}-panel-{len(played.taps)}")
        await self.start(game, channel)
        board = next(m for m in reversed(self.harness.channel_history(channel)) if m.buttons)
        panels: dict[str, int] = {}
        for name in game.players:  # one tap each on the board's Panel button
            opened = await self.harness.click(
                board.button("Panel")["custom_id"], user=self.people[name], message=board
            )
            assert opened.response is not None
            panels[name] = opened.response.id
            played.opening += 1
            played.interactions_panel += 1
        seats = {name: seat for seat, name in enumerate(game.players, start=1)}
        for change in game.changes:
            panel = PanelTaps(self, panels[change.reporter], self.people[change.reporter], seats)
            played.taps.append(await panel.report(change))
            played.typed_on_panel += panel.typed
            played.interactions_panel += panel.interactions
            shown = len(list(panel.shown().walk_components())) - len(panel.shown().components)
            played.panel_components = max(played.panel_components, shown)  # rows not counted
        await self.check(game, channel)

    # -- the phone -----------------------------------------------------------------------------

    async def on_phones(self, game: Game, played: Played) -> None:
        channel = self.harness.channel(f"{game.system}-phone-{len(played.phone)}")
        await self.start(game, channel)
        self.bot.web_actions.base_url = "https://arbiter.example.org"
        links: dict[str, str] = {}
        for name in game.players:  # `/match phone` typed, and a tap on the link
            asked = await self.harness.slash("match phone", user=self.people[name], channel=channel)
            found = re.search(r"/p/([A-Za-z0-9_-]+)", asked.content or "")
            assert asked.ephemeral and found, asked
            links[name] = found[1]
            played.phone_opening += 1
            played.phone_opening_typed += len("/match phone") + 1
        seats = {name: seat for seat, name in enumerate(game.players, start=1)}
        database = Database(self.url)  # the web process's own engine on the bot's database
        phone = PhoneService(MatchService(database))
        reports = 0
        try:
            page = await phone.page(links[game.players[0]])
            assert page is not None
            played.pad_amounts = sum(
                len(row.buttons)
                for target in page.targets
                for row in target.rows
                if row.kind is not RowKind.GAME
            )
            for change in game.changes:
                codes = await phone_codes(phone, links[change.reporter], seats, change)
                if codes is None:  # not on the pad: typed as today
                    played.phone_off_pad.append(len(typed_today(change)) + 1)
                    await self.type_it(change, channel)
                    reports += 1
                    continue
                for code in codes:
                    page = await phone.page(links[change.reporter])
                    assert page is not None, game.name
                    done = await phone.tap(
                        links[change.reporter], code, csrf=page.csrf, key=uuid.uuid4().hex
                    )
                    assert done.status is TapStatus.APPLIED, (game.name, code, done)
                played.phone.append(len(codes))
                reports += len(codes)
        finally:
            await database.close()
        await self.check(game, channel, reports)


async def phone_codes(
    phone: PhoneService, token: str, seats: dict[str, int], change: Change
) -> list[str] | None:
    """The taps on the reporter's phone pad, as the service offers it, that make the change:
    the fewest of the right row's steps that add up; None if the pad does not offer it."""
    page = await phone.page(token)
    assert page is not None
    target = next(t for t in page.targets if t.seat == seats[change.target])
    if change.total is not None:
        return None
    if change.counter == "commander":
        kinds, amount = {RowKind.COMMANDER}, -change.amount
        dealer: int | None = seats[change.commander]
    else:
        kinds = (
            {RowKind.LIFE_DOWN, RowKind.LIFE_UP} if change.counter == "life" else {RowKind.POISON}
        )
        amount, dealer = change.amount, None
    buttons = {
        b.tap.amount: b.code
        for row in target.rows
        if row.kind in kinds and (dealer is None or row.dealer == dealer)
        for b in row.buttons
        if b.tap.amount is not None
    }
    chosen = presses(amount, tuple(buttons))
    return [buttons[step] for step in chosen] or None


class PanelTaps:
    """One change reported on one player's panel, as the panel stands: the taps it asks for
    (see the module docstring), each performed."""

    def __init__(self, table: Table, panel_id: int, user: FakeUser, seats: dict[str, int]):
        self.table, self.harness = table, table.harness
        self.panel_id, self.user, self.seats = panel_id, user, seats
        self.taps = self.typed = self.interactions = 0
        self.pending: list[Any] = []

    def shown(self) -> FakeMessage:
        return self.harness.message(self.panel_id)

    def ids(self) -> list[str]:
        return [b["custom_id"] for b in self.shown().buttons]

    def has(self, action: str) -> str | None:
        return next((i for i in self.ids() if i.endswith(f":{action}")), None)

    def state(self) -> tuple[int, str]:
        """Whose total the panel is aimed at (a seat), and whose commander it counts."""
        parts = next(i for i in self.ids() if i.startswith("arbiter:panel:")).split(":")
        return int(parts[4]), parts[5]

    async def tap(self, custom_id: str, *, reports: bool = False) -> None:
        self.taps += 1
        self.interactions += 1
        shown = self.shown()
        if not reports:
            await self.harness.click(custom_id, user=self.user, message=shown)
            return
        payload = self.harness.component_payload(custom_id, user=self.user, message=shown)
        pressed = self.harness.dispatch(payload)
        await pressed.answered()
        self.pending.append(pressed)

    async def aim(self, seat: int) -> None:
        if self.state()[0] == seat:
            return
        button = self.has(f"t{seat}")
        if button is not None:
            await self.tap(button)
            return
        shown = self.shown()  # six players: a select, two taps (open it, choose)
        select = next(c for c in shown.walk_components() if c.get("type") == 3)
        self.taps += 2
        self.interactions += 1
        await self.harness.click(
            select["custom_id"], user=self.user, message=shown, values=[str(seat)]
        )

    async def report(self, change: Change) -> int:
        seat = self.seats[change.target]
        if change.total is not None:
            await self.other(seat, typed_amount(change))
        elif change.counter == "commander":
            await self.aim(seat)
            commander = str(self.seats[change.commander])
            while self.state()[1].split(".")[0] != commander:
                await self.tap(self.has("n") or "")
            await self.amounts(-change.amount, "d{}", DAMAGE)
        else:
            kind = "l" if change.counter == "life" else "p"
            choices = DOWN + UP if kind == "l" else POISON

            def offered() -> list[int]:
                return [n for n in choices if self.has(f"{kind}{seat}{n:+d}")]

            if not offered():  # a pod aimed at someone else: whose total first
                await self.aim(seat)
            chosen = presses(change.amount, offered())
            if kind == "l" and (not chosen or len(chosen) > 2):
                await self.other(seat, typed_amount(change))
            else:
                await self.amounts(change.amount, f"{kind}{seat}{{:+d}}", offered())
        self.table.clock.advance(2.0)  # the burst is over: its one report
        for pressed in self.pending:
            await pressed.wait()
        return self.taps

    async def amounts(self, amount: int, code: str, offered: Sequence[int]) -> None:
        chosen = presses(amount, offered)
        assert chosen, (amount, offered)
        for button in chosen:
            found = self.has(code.format(button))
            assert found is not None, (code, button, self.ids())
            await self.tap(found, reports=True)

    async def other(self, seat: int, typed: str) -> None:
        """ "Other amount…": a tap, the characters, a tap to send."""
        self.interactions += 1
        self.taps += 2
        self.typed += len(typed)
        shown = self.shown()
        form = await self.harness.click(self.has(f"o{seat}") or "", user=self.user, message=shown)
        payload = self.harness.modal_submit_payload(
            form.modal or {},
            {"amount": typed},
            user=self.user,
            channel=int(form.payload["channel_id"]),
        )
        payload["message"] = shown.data
        self.interactions += 1
        sent = self.harness.dispatch(payload)
        await sent.answered()
        self.pending.append(sent)


async def measure(games: Sequence[Game]) -> list[dict[str, Any]]:
    figures = []
    with tempfile.TemporaryDirectory() as workdir:
        async with Table(Path(workdir)) as table:
            for game in games:
                played = Played(game.name, len(game.changes))
                played.panel_buttons_needed = buttons_needed(game)
                await table.typed(game, played)
                await table.on_panels(game, played)
                await table.on_phones(game, played)
                figures.append(played.figures())
            errors = list(table.bot.unexpected_errors)
    if errors:
        raise RuntimeError(f"unexpected errors: {errors!r}")
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    logging.getLogger("discord").setLevel(logging.ERROR)
    figures = asyncio.run(measure([way(make()) for make in GAMES for way in (own, mixed)]))
    for f in figures:  # the target counts the taps per change once the panel or page is open
        f["meets_target"] = (
            f["panel_taps_per_change_once_open"] <= TARGET_AVERAGE
            and f["panel_most_taps"] <= TARGET_MOST
        )
        f["phone_meets_target"] = (
            f["phone_taps_per_change_once_open"] <= TARGET_AVERAGE
            and f["phone_most_taps"] <= TARGET_MOST
        )
    meets = all(f["meets_target"] for f in figures)
    phone_meets = all(f["phone_meets_target"] for f in figures)
    if args.json:
        print(
            json.dumps(
                {"games": figures, "meets_target": meets, "phone_meets_target": phone_meets},
                indent=2,
            )
        )
        return 0
    print(
        "game                              changes  typed today    shortcuts      panel taps"
        "  once open  most  interactions"
    )
    for f in figures:
        print(
            f"{f['game']:33s} {f['changes']:7d}"
            f"  {f['typed_today']:4d} ({f['typed_today_per_change']:4.1f})"
            f"  {f['typed_short']:4d} ({f['typed_short_per_change']:4.1f})"
            f"  {f['panel_taps']:4d} ({f['panel_taps_per_change']:4.2f})"
            f"  {f['panel_taps_per_change_once_open']:9.2f}  {f['panel_most_taps']:4d}"
            f"  {f['interactions_typed']:3d} / {f['interactions_panel']}"
        )
    print(
        "\ngame                              on pad  phone taps  once open  most"
        "  typed to open  typed off the pad"
    )
    for f in figures:
        print(
            f"{f['game']:33s} {f['phone_changes_on_pad']:6d}"
            f"  {f['phone_taps']:4d} ({f['phone_taps_per_change']:4.2f})"
            f"  {f['phone_taps_per_change_once_open']:9.2f}  {f['phone_most_taps']:4d}"
            f"  {f['phone_opening_typed']:13d}"
            f"  {f['phone_typed_off_pad']:4d} ({f['phone_changes_typed']} changes)"
        )
    print(
        f"\nOne tap a change on the panel: buttons a panel holds {CLASSIC_BUTTONS} (classic), "
        f"{v2_buttons()} (Components V2, with its text)"
    )
    print("game                              buttons one player uses  panel showed  phone pad")
    for f in figures:
        print(
            f"{f['game']:33s} {f['panel_buttons_needed']:23d}  {f['panel_components']:12d}"
            f"  {f['pad_amount_buttons']:9d}"
        )
    for way, met in (("panel", meets), ("phone", phone_meets)):
        verdict = "meets" if met else "MISSES"
        print(
            f"Target ({way}): at most {TARGET_AVERAGE:g} tap per change on average once open, "
            f"none more than {TARGET_MOST}: {verdict}."
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
