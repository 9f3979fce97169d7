"""A player's panel: reporting in one tap (issue 32).

`/match panel`, or the Panel button on the match's scoreboard, shows a player their own private
panel of buttons for what their game counts and what may happen in it. Which counters and
events a game has is its own to say: the panel asks the game (`Game.events`), never which game
it is. Most changes are one tap:

* **a duel**: a row of losses for each player (the opponent's first, then yours: `bob -1 -2
  -3 -4 -5`, `You -1 ...`), a row of your gains and "Other amount…", then the opponent's
  poison and yours (+1, +2 each, where the game counts it) and their "Other amount…", then
  the events;
* **a pod** (three to six players): whose total (a button each up to five players, a select
  at six), remembered by the panel until another is chosen. Aimed at you: your losses, your
  gains and "Other amount…", poison, the events. Aimed at an opponent: their losses, your
  losses, your gains with their poison and their "Other amount…" (your own changes never need
  aiming back; the events are there once aimed at you again);
* **commander damage** (Commander): one row, the commander chosen (`from carol ↻`, a tap moves
  to the next commander, partners apart) and the damage it dealt, one tap once chosen; the
  panel remembers it too, and starts on your own commander when you aim at an opponent;
* the events: decked, a champion died or taken, "I concede".

Every press is answered at once by updating the panel (with the press's own token, however old
the message that shows the panel); quick presses on one total add up (bot.faces.discord.
bursts: -3 then -1 is one report of -4) and are one report through the same match service call
as the slash commands, with the same consent rules and the same answer in the channel (what
presses do: bot.faces.discord.panel_actions).

The buttons are persistent (discord.py dynamic items): their custom ids say the match, the
panel's player, whose total and which commander the panel shows, and the button's action, so a
press works after a restart and long after the 15-minute token of the message that showed the
panel. A press on a finished match, or by anyone but the panel's player, is refused privately
and changes nothing.

Within Discord's limits for the largest table (six players, Commander, partners): five rows at
most, five buttons a row, a select alone in its row, custom ids of at most 100 characters
(`tests/discord/test_panel.py` draws every game at two to six players against them).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

from bot.app.match.views import MatchView, PlayerView
from bot.core.errors import MatchError
from bot.core.rules.games import Game, game_of
from bot.core.rules.vocabulary import EventKind
from bot.faces.discord.answers import Say
from bot.faces.discord.bursts import WINDOW
from bot.faces.discord.components import PersistentButton, bot_of
from bot.faces.discord.limits import shorten
from bot.faces.discord.mentions import name
from bot.faces.discord.render import game_title

if TYPE_CHECKING:
    from bot.faces.discord.panel_actions import Panels

DOWN = (-1, -2, -3, -4, -5)
UP = (1, 2, 3, 4)
DAMAGE = (2, 3, 4, 5)  # commander damage dealt (it lowers life as much)
POISON = (1, 2, 3)
EVENTS = (
    EventKind.DECK_OUT,
    EventKind.CHAMPION_DIED,
    EventKind.CHAMPION_CONTROL,
    EventKind.CONCEDE,
)
ROWS, ROW_BUTTONS = 5, 5  # Discord's limits for one message
LABEL_NAME = 20  # characters of a name on a button or an option
AMOUNT_FIELD = "amount"
OTHER = "Other amount…"
NOT_OURS = "That button is not one of the panel's; open it again with /match panel."

_PANEL = (
    r"arbiter:panel:(?P<match>[0-9]{1,20}):(?P<seat>[1-9]):(?P<target>[1-9])"
    r":(?P<commander>-|[1-9](?:\.[0-9a-f]{8})?)"
)
BUTTON_TEMPLATE = _PANEL + (
    r":(?P<action>t[1-9]|[lp][1-9][+-][0-9]{1,2}|d[0-9]{1,2}|n|o[1-9]|e\.[a-z_]{1,20}\.[1-9])"
)
SELECT_TEMPLATE = _PANEL + r":whose"


def digest(source: str) -> str:
    """A partner commander's name, short enough for a custom id (the same whatever its case,
    as the rules core tells partners apart)."""
    return hashlib.sha256(source.casefold().encode()).hexdigest()[:8]


# -- what a panel shows, and what its buttons do -----------------------------------------------


@dataclass(frozen=True)
class Commander:
    """A commander whose damage the panel counts: its owner's seat, and which partner (a
    digest of its name; "" for a commander without a name)."""

    seat: int
    source: str = ""

    @property
    def code(self) -> str:
        return f"{self.seat}" + (f".{self.source}" if self.source else "")

    @classmethod
    def read(cls, code: str) -> Commander | None:
        if code == "-":
            return None
        seat, _, source = code.partition(".")
        return cls(int(seat), source)


@dataclass(frozen=True)
class Panel:
    """One player's panel as shown: the match, the panel's player and whose total it aims at
    (seats, from 1), and whose commander's damage it counts (None: none)."""

    match_id: int
    seat: int
    target: int
    commander: Commander | None = None

    def custom_id(self, action: str) -> str:
        commander = "-" if self.commander is None else self.commander.code
        return f"arbiter:panel:{self.match_id}:{self.seat}:{self.target}:{commander}:{action}"

    @classmethod
    def read(cls, found: re.Match[str]) -> Panel:
        return cls(
            int(found["match"]),
            int(found["seat"]),
            int(found["target"]),
            Commander.read(found["commander"]),
        )


@dataclass(frozen=True)
class Aim:
    """Aim the panel at another player's total."""

    seat: int


@dataclass(frozen=True)
class Change:
    """A life (or vitae) or poison change of the player in `seat`, pressed."""

    kind: EventKind
    seat: int
    delta: int


@dataclass(frozen=True)
class Damage:
    """Combat damage from the panel's commander to the player it aims at."""

    amount: int


@dataclass(frozen=True)
class NextCommander:
    """Count the next commander's damage."""


@dataclass(frozen=True)
class AskAmount:
    """ "Other amount…" for the life of the player in `seat`: the form to type it in."""

    seat: int


@dataclass(frozen=True)
class Typed:
    """What was typed in "Other amount…": a change or a total of `seat`'s life."""

    seat: int
    delta: int | None
    total: int | None


@dataclass(frozen=True)
class Happened:
    """One of the game's events, about the player in `seat`."""

    kind: EventKind
    seat: int


Action = Aim | Change | Damage | NextCommander | AskAmount | Happened
Report = Change | Damage | Typed | Happened  # what a press reports


def read_action(code: str) -> Action:
    """A button's action from its custom id (the template has checked its shape)."""
    if code == "n":
        return NextCommander()
    if code[0] == "t":
        return Aim(int(code[1:]))
    if code[0] == "o":
        return AskAmount(int(code[1:]))
    if code[0] == "d":
        if int(code[1:]) not in DAMAGE:
            raise MatchError(NOT_OURS)
        return Damage(int(code[1:]))
    if code[0] in "lp":
        kind = EventKind.LIFE if code[0] == "l" else EventKind.POISON
        delta = int(code[2:])
        if delta not in (DOWN + UP if kind is EventKind.LIFE else POISON):
            raise MatchError(NOT_OURS)
        return Change(kind, int(code[1]), delta)
    _, value, seat = code.split(".")
    try:
        kind = EventKind(value)
    except ValueError:
        raise MatchError(NOT_OURS) from None
    if kind not in EVENTS:
        raise MatchError(NOT_OURS)
    return Happened(kind, int(seat))


def read_typed(seat: int, text: str) -> Typed:
    """ "-7" loses 7, "+4" gains 4, "=20" sets the total to 20."""
    cleaned = text.strip().replace("\u2212", "-").replace(" ", "")
    found = re.fullmatch(r"(=|[+-])([0-9]{1,5})", cleaned)
    if found is None:
        raise MatchError(
            "Type the amount with its sign: -7 loses 7, +4 gains 4, =20 sets the total to 20."
        )
    number = int(found[2])
    if found[1] == "=":
        return Typed(seat, None, number)
    return Typed(seat, number if found[1] == "+" else -number, None)


def _code(action: Action) -> str:
    """The custom id's part for `action` (what `read_action` reads)."""
    match action:
        case Aim(seat):
            return f"t{seat}"
        case Change(kind, seat, delta):
            return f"{'l' if kind is EventKind.LIFE else 'p'}{seat}{delta:+d}"
        case Damage(amount):
            return f"d{amount}"
        case NextCommander():
            return "n"
        case AskAmount(seat):
            return f"o{seat}"
        case Happened(kind, seat):
            return f"e.{kind.value}.{seat}"


# -- the match's side: seats, counters, commanders -------------------------------------------


def _game(match: MatchView) -> Game:
    return game_of(match.system)


def offered(match: MatchView) -> frozenset[EventKind]:
    """The events this match takes (its game and variant say)."""
    return _game(match).events(match.variant)


def seats(match: MatchView) -> Iterator[tuple[int, PlayerView]]:
    return enumerate(match.players, start=1)


def player_at(match: MatchView, seat: int) -> PlayerView:
    if not 1 <= seat <= len(match.players):
        raise MatchError(f"Match #{match.id} has no seat {seat}; open the panel again.")
    return match.players[seat - 1]


def who_at(match: MatchView, seat: int) -> int | str:
    """A player as the service takes them: their user id, or their name if they have none."""
    player = player_at(match, seat)
    return player.user_id if player.user_id is not None else player.name


def commanders(match: MatchView, victim: int) -> list[Commander]:
    """The commanders that may deal damage to the player in seat `victim`: each other
    player's (each partner apart, once reports have named them)."""
    found: list[Commander] = []
    for seat, player in seats(match):
        if seat == victim:
            continue
        if not player.commanders:
            found.append(Commander(seat))
        found += [Commander(seat, digest(source)) for source in player.commanders]
    return found


def source_named(match: MatchView, commander: Commander) -> str | None:
    """The partner's name a commander's digest stands for; None for one without a name."""
    owner = player_at(match, commander.seat)
    if not commander.source:
        if owner.commanders:
            raise MatchError(
                f"{owner.name}'s commanders have names now: choose which one dealt it (↻)."
            )
        return None
    for source in owner.commanders:
        if digest(source) == commander.source:
            return source
    raise MatchError(f"{owner.name}'s commanders have changed since: choose the commander again.")


def default_commander(match: MatchView, seat: int, target: int) -> Commander | None:
    """Whose commander's damage a panel counts at first: aimed at an opponent, your own
    (you dealt it); aimed at you, the first opponent's. None where the game counts none."""
    if EventKind.COMMANDER_DAMAGE not in offered(match):
        return None
    choices = commanders(match, target)
    mine = [c for c in choices if c.seat == seat]
    return next(iter(mine or choices), None)


def opening(match: MatchView, seat: int) -> Panel:
    """A player's panel as it opens: a duel's opponent aimed at (their poison, the damage
    your commander deals them), in a pod your own total."""
    target = seat
    if len(match.players) == 2:
        target = 2 if seat == 1 else 1
    return Panel(match.id, seat, target, default_commander(match, seat, target))


def aimed(match: MatchView, panel: Panel, seat: int) -> Panel:
    """The panel aimed at `seat`, counting the damage of the commander most likely to have
    hit them (yours, if they are an opponent); ↻ moves on from there."""
    player_at(match, seat)
    return replace(panel, target=seat, commander=default_commander(match, panel.seat, seat))


def next_commander(match: MatchView, panel: Panel) -> Panel:
    """The panel counting the next commander's damage; in a duel, after the last one the
    damage the other way (to you, then to them)."""
    pairs = [(panel.target, c) for c in commanders(match, panel.target)]
    if len(match.players) == 2:
        pairs = [(seat, c) for seat, _ in seats(match) for c in commanders(match, seat)]
    if not pairs:
        raise MatchError("This game counts no commander damage.")
    now = (panel.target, panel.commander)
    at = pairs.index(now) if now in pairs else -1
    target, commander = pairs[(at + 1) % len(pairs)]
    return replace(panel, target=target, commander=commander)


def check(match: MatchView, panel: Panel, action: Action | Typed) -> None:
    """Refuse a press the match does not take (any more): a counter or event its game does not
    have, a seat it does not have, a commander whose names have changed."""
    events = offered(match)
    if isinstance(action, Change | Typed | AskAmount):
        kind = action.kind if isinstance(action, Change) else EventKind.LIFE
        if kind not in events:
            raise MatchError(NOT_OURS)
        player = player_at(match, action.seat)
        if isinstance(action, Change) and kind is EventKind.LIFE and player.life is None:
            life = _game(match).names.life
            raise MatchError(
                f"{player.name}'s {life} is not known yet: set it first with "
                f"{'their ' if action.seat != panel.seat else ''}“{OTHER}” (=25 sets it to "
                "25). Nothing was changed."
            )
    elif isinstance(action, Happened):
        if action.kind not in events:
            raise MatchError(NOT_OURS)
        player_at(match, action.seat)
    elif isinstance(action, Aim):
        player_at(match, action.seat)
    elif isinstance(action, Damage):
        if panel.commander is None or EventKind.COMMANDER_DAMAGE not in events:
            raise MatchError(NOT_OURS)
        player_at(match, panel.target)
        source_named(match, panel.commander)


# -- the words -------------------------------------------------------------------------------


def _short(match: MatchView, seat: int) -> str:
    return shorten(player_at(match, seat).name, LABEL_NAME)


def whose(match: MatchView, panel: Panel, seat: int) -> str:
    """ "your" or "bob's", escaped."""
    return "your" if seat == panel.seat else f"{name(player_at(match, seat).name)}'s"


def commander_words(match: MatchView, panel: Panel, commander: Commander) -> str:
    """ "your commander", "carol's commander Tymna"."""
    source = source_named(match, commander)
    partner = f" {name(source)}" if source else ""
    return f"{whose(match, panel, commander.seat)} commander{partner}"


def _event_label(match: MatchView, panel: Panel, kind: EventKind, seat: int) -> str:
    mine = seat == panel.seat
    them = _short(match, seat)
    if kind is EventKind.CONCEDE:
        return "I concede"
    if kind is EventKind.DECK_OUT:
        return "I decked out" if mine else f"{them} decked out"
    if kind is EventKind.CHAMPION_DIED:
        return "My champion died" if mine else f"{them}'s champion died"
    return "My champion is mine again" if mine else f"I took {them}'s champion"


def report_words(match: MatchView, panel: Panel, action: Report, amount: int) -> str:
    """What a burst reports, in words: "bob's life -3", "I concede"."""
    life = _game(match).names.life
    match action:
        case Happened(kind, seat):
            return name(_event_label(match, panel, kind, seat))
        case Typed(seat, _, total) if total is not None:
            return f"{whose(match, panel, seat)} {life} set to {total}"
        case Typed(seat, delta, _):
            return f"{whose(match, panel, seat)} {life} {delta:+d}"
        case Change(kind, seat, _):
            counter = life if kind is EventKind.LIFE else "poison"
            return f"{whose(match, panel, seat)} {counter} {amount:+d}"
        case Damage():
            assert panel.commander is not None
            to = "you" if panel.target == panel.seat else name(_short(match, panel.target))
            return f"{amount} damage to {to} from {commander_words(match, panel, panel.commander)}"


def _standing(match: MatchView, seat: int) -> str:
    player = player_at(match, seat)
    life = _game(match).names.life
    parts = []
    if EventKind.LIFE in offered(match):
        parts.append(f"{life} {'not known yet' if player.life is None else player.life}")
    if EventKind.POISON in offered(match) and player.poison:
        parts.append(f"poison {player.poison}")
    return ", ".join(parts)


def panel_say(match: MatchView, panel: Panel, note: str | None = None) -> Say:
    """The panel as a private message: everyone's totals, what the rows change, a note on the
    last press, and its buttons."""
    player = player_at(match, panel.seat)
    lines = [
        f"**{name(player.name)}'s panel**, match #{match.id} ({game_title(match)}): one tap a "
        f"change; taps on one total within {WINDOW:g} s add up to one report.",
    ]
    for seat, someone in seats(match):
        standing = _standing(match, seat)
        aim = " ◀" if seat == panel.target and len(match.players) > 2 else ""
        you = " (you)" if seat == panel.seat else ""
        if standing:
            lines.append(f"{name(someone.name)}{you}: {standing}{aim}")
    if panel.commander is not None:
        to = "you" if panel.target == panel.seat else name(player_at(match, panel.target).name)
        lines.append(
            f"Commander damage row: to {to} from {commander_words(match, panel, panel.commander)}."
        )
    if note:
        lines.append(note)
    return Say("\n".join(lines), view=panel_view(match, panel), private=True)


# -- drawing the panel -----------------------------------------------------------------------


Row = list[discord.ui.Item[Any]]


def _amounts(panel: Panel, kind: EventKind, seat: int, deltas: Sequence[int], first: str) -> Row:
    """A row of changes of `seat`'s counter, the first button named ("bob -1")."""
    return [
        PanelButton(panel, Change(kind, seat, delta), f"{first if n == 0 else ''}{delta:+d}")
        for n, delta in enumerate(deltas)
    ]


def rows(match: MatchView, panel: Panel) -> list[Row]:
    """The panel's rows, top to bottom (see the module docstring)."""
    events = offered(match)
    duel = len(match.players) == 2
    drawn: list[Row] = [] if duel else [_whose(match, panel)]
    last: Row = []
    if EventKind.LIFE in events:
        drawn += _life_rows(match, panel, duel)
    if panel.commander is not None:
        drawn.append(_damage_row(match, panel))
    if duel and EventKind.LIFE in events:
        opponent = _opponent_row(match, panel)
        if panel.commander is None:
            drawn.append(opponent)
        else:
            last += opponent[-1:]  # their "Other amount…"
    aimed_away = not duel and panel.target != panel.seat and EventKind.LIFE in events
    if not duel and not aimed_away and EventKind.POISON in events:
        last += _amounts(panel, EventKind.POISON, panel.target, POISON[:1], "Poison ")
    last += _event_buttons(match, panel, duel)
    while last and len(drawn) < ROWS:  # a pod aimed at an opponent: the events, aimed at you
        drawn.append(last[:ROW_BUTTONS])
        last = last[ROW_BUTTONS:]
    return [row for row in drawn if row]


def _life_rows(match: MatchView, panel: Panel, duel: bool) -> list[Row]:
    """A duel: the opponent's losses, yours, your gains. A pod aimed at you: your losses,
    gains; aimed at an opponent: their losses, yours, your gains and their poison (or a gain
    more) and "Other amount…", so that your own changes never need aiming back."""
    you, target = panel.seat, panel.target
    them = f"{_short(match, target)} "
    if duel:
        return [
            _amounts(panel, EventKind.LIFE, target, DOWN, them),
            _amounts(panel, EventKind.LIFE, you, DOWN, "You "),
            [*_amounts(panel, EventKind.LIFE, you, UP, "You "), _other(you, panel)],
        ]
    if target == you:
        return [
            _amounts(panel, EventKind.LIFE, you, DOWN, "You "),
            [*_amounts(panel, EventKind.LIFE, you, UP, ""), _other(you, panel)],
        ]
    if EventKind.POISON in offered(match):
        extra = _amounts(panel, EventKind.POISON, target, POISON[:1], f"{them}poison ")
    else:
        extra = _amounts(panel, EventKind.LIFE, you, UP[3:], "")
    return [
        _amounts(panel, EventKind.LIFE, target, DOWN, them),
        _amounts(panel, EventKind.LIFE, you, DOWN, "You "),
        [
            *_amounts(panel, EventKind.LIFE, you, UP[:3], "You "),
            *extra,
            _other(target, panel, f"{them.strip()}: {OTHER}"),
        ],
    ]


def _damage_row(match: MatchView, panel: Panel) -> Row:
    """Commander damage: the commander (a tap moves to the next one), then the damage."""
    assert panel.commander is not None
    cycle = f"{_to(match, panel)} from {_short(match, panel.commander.seat)} ↻"
    damage = [PanelButton(panel, Damage(n), f"-{n}") for n in DAMAGE]
    return [PanelButton(panel, NextCommander(), cycle, primary=True), *damage]


def _opponent_row(match: MatchView, panel: Panel) -> Row:
    """A duel's opponent: their poison and yours, +1 and +2 each (or their gains), and their
    "Other amount…"."""
    events, you, target = offered(match), panel.seat, panel.target
    them = _short(match, target)
    if EventKind.POISON in events:
        row = _amounts(panel, EventKind.POISON, target, POISON[:2], f"{them} poison ")
        row += _amounts(panel, EventKind.POISON, you, POISON[:2], "You poison ")
    else:
        row = _amounts(panel, EventKind.LIFE, target, UP[:3], f"{them} ")
    return [*row, _other(target, panel, f"{them}: {OTHER}")]


def _event_buttons(match: MatchView, panel: Panel, duel: bool) -> Row:
    """The game's events: about you (and in a duel about your opponent) or the target."""
    events = offered(match)
    about = [panel.seat, 2 if panel.seat == 1 else 1] if duel else [panel.target]
    buttons: Row = []
    for kind in EVENTS:
        if kind not in events:
            continue
        if kind is EventKind.CONCEDE:
            chosen = [panel.seat]
        elif kind is EventKind.DECK_OUT:
            chosen = about[:1]
        else:
            chosen = about
        for seat in chosen:
            label = _event_label(match, panel, kind, seat)
            danger = kind is EventKind.CONCEDE
            buttons.append(PanelButton(panel, Happened(kind, seat), label, danger=danger))
    return buttons


def _to(match: MatchView, panel: Panel) -> str:
    return "To you" if panel.target == panel.seat else f"To {_short(match, panel.target)}"


def _other(seat: int, panel: Panel, label: str = OTHER) -> PanelButton:
    return PanelButton(panel, AskAmount(seat), label)


def _whose(match: MatchView, panel: Panel) -> list[discord.ui.Item[Any]]:
    """Whose total the rows change: a button each up to five players, else a select."""
    labels = [
        (seat, "You" if seat == panel.seat else _short(match, seat)) for seat, _ in seats(match)
    ]
    if len(labels) <= ROW_BUTTONS:
        return [
            PanelButton(panel, Aim(seat), label, primary=seat == panel.target)
            for seat, label in labels
        ]
    options = [
        discord.SelectOption(label=label, value=str(seat), default=seat == panel.target)
        for seat, label in labels
    ]
    return [PanelSelect(panel, options)]


def panel_view(match: MatchView, panel: Panel) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for number, row in enumerate(rows(match, panel)[:ROWS]):
        for item in row:
            item.row = number
            view.add_item(item)
    return view


class AmountForm(discord.ui.Modal):
    """ "Other amount…": a change or a total of `seat`'s life (or vitae), typed. Shown at once,
    the press's answer itself (nothing is read first: it changes nothing until sent, then it
    is checked like any press). Sent to the process that showed it: a form opened before a
    restart and sent after it reaches nothing (Discord says so), the panel's buttons do."""

    amount: discord.ui.TextInput[AmountForm] = discord.ui.TextInput(
        label="-7 loses 7, +4 gains 4, =20 sets it",
        custom_id=AMOUNT_FIELD,
        placeholder="-7",
        min_length=2,
        max_length=6,
    )

    def __init__(self, panel: Panel, seat: int) -> None:
        whose_life = "yours" if seat == panel.seat else f"seat {seat}"
        super().__init__(
            title=f"Other amount ({whose_life})", custom_id=panel.custom_id(f"m{seat}"), timeout=900
        )
        self.panel, self.seat = panel, seat

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await _panels(interaction).submitted(interaction, self.panel, self.seat, self.amount.value)


# -- the persistent items --------------------------------------------------------------------


def _panels(interaction: discord.Interaction) -> Panels:
    return bot_of(interaction).panels


class PanelButton(PersistentButton, template=BUTTON_TEMPLATE):
    """Any button of a panel: its action is read and checked when pressed (an id of an older
    panel may name what the match no longer takes: that press is refused privately)."""

    def __init__(
        self,
        panel: Panel,
        action: Action | str,
        label: str = "",
        *,
        primary: bool = False,
        danger: bool = False,
    ) -> None:
        style = discord.ButtonStyle.secondary
        if primary:
            style = discord.ButtonStyle.primary
        elif danger:
            style = discord.ButtonStyle.danger
        code = action if isinstance(action, str) else _code(action)
        super().__init__(panel.custom_id(code), label or code, style)
        self.panel, self.code = panel, code

    @classmethod
    def parse(cls, found: re.Match[str]) -> PanelButton:
        return cls(Panel.read(found), found["action"])

    async def act(self, interaction: discord.Interaction) -> None:
        await _panels(interaction).press(interaction, self.panel, self.code)


class PanelSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """Whose total, at six players."""

    def __init__(self, panel: Panel, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=panel.custom_id("whose"),
                options=options or [discord.SelectOption(label="-", value="-")],
                placeholder="Whose total",
            )
        )
        self.panel = panel

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PanelSelect:
        return cls(Panel.read(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        chosen = self.item.values[0] if self.item.values else ""
        code = f"t{chosen}" if re.fullmatch(r"[1-9]", chosen) else "?"
        await _panels(interaction).press(interaction, self.panel, code)


PANEL_ITEMS = (PanelButton, PanelSelect)  # and the board's Panel (scoreboard.py)
