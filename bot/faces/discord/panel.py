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
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

from bot.app.match.views import MatchView, PlayerView
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.messages import Message
from bot.core.rules.games import Game, game_of
from bot.core.rules.vocabulary import EventKind
from bot.faces.discord.answers import Say
from bot.faces.discord.bursts import WINDOW
from bot.faces.discord.components import PersistentButton, bot_of
from bot.faces.discord.limits import shorten
from bot.faces.discord.mentions import name
from bot.faces.discord.render import game_title
from bot.faces.discord.wording import life_word
from bot.faces.i18n import translate

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
OTHER = Message("Other amount…")
NOT_OURS = Message("That button is not one of the panel's; open it again with /match panel.")

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
            Message(
                "Type the amount with its sign: -7 loses 7, +4 gains 4, =20 sets the total to 20."
            )
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
        raise MatchError(
            Message("Match #{id} has no seat {seat}; open the panel again.", id=match.id, seat=seat)
        )
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
                Message(
                    "{player}'s commanders have names now: choose which one dealt it (↻).",
                    player=owner.name,
                )
            )
        return None
    for source in owner.commanders:
        if digest(source) == commander.source:
            return source
    raise MatchError(
        Message(
            "{player}'s commanders have changed since: choose the commander again.",
            player=owner.name,
        )
    )


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
        raise MatchError(Message("This game counts no commander damage."))
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
            if action.seat == panel.seat:
                unknown = Message(
                    "{player}'s {life} is not known yet: set it first with “Other amount…” "
                    "(=25 sets it to 25). Nothing was changed.",
                    player=player.name,
                    life=life_word(match),
                )
            else:
                unknown = Message(
                    "{player}'s {life} is not known yet: set it first with their “Other "
                    "amount…” (=25 sets it to 25). Nothing was changed.",
                    player=player.name,
                    life=life_word(match),
                )
            raise MatchError(unknown)
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


def commander_words(match: MatchView, panel: Panel, commander: Commander) -> Message:
    """ "your commander", "carol's commander Tymna"."""
    source = source_named(match, commander)
    if commander.seat == panel.seat:
        if source:
            return Message("your commander {commander}", commander=name(source))
        return Message("your commander")
    owner = name(player_at(match, commander.seat).name)
    if source:
        return Message("{player}'s commander {commander}", player=owner, commander=name(source))
    return Message("{player}'s commander", player=owner)


def _event_label(
    match: MatchView, panel: Panel, kind: EventKind, seat: int, *, escaped: bool = False
) -> Message:
    """An event's button ("bob decked out"), or what it reported (`escaped`: in markdown)."""
    mine = seat == panel.seat
    them = name(_short(match, seat)) if escaped else _short(match, seat)
    if kind is EventKind.CONCEDE:
        return Message("I concede")
    if kind is EventKind.DECK_OUT:
        return Message("I decked out") if mine else Message("{player} decked out", player=them)
    if kind is EventKind.CHAMPION_DIED:
        if mine:
            return Message("My champion died")
        return Message("{player}'s champion died", player=them)
    if mine:
        return Message("My champion is mine again")
    return Message("I took {player}'s champion", player=them)


def report_words(match: MatchView, panel: Panel, action: Report, amount: int) -> Message:
    """What a burst reports, in words: "bob's life -3", "I concede"."""
    life = life_word(match)
    match action:
        case Happened(kind, seat):
            return _event_label(match, panel, kind, seat, escaped=True)
        case Typed(seat, _, total) if total is not None:
            if seat == panel.seat:
                return Message("your {life} set to {total}", life=life, total=total)
            return Message(
                "{player}'s {life} set to {total}",
                player=_whose(match, seat),
                life=life,
                total=total,
            )
        case Typed(seat, delta, _):
            return _change_words(match, panel, seat, life, f"{delta:+d}")
        case Change(kind, seat, _):
            change = f"{amount:+d}"
            if kind is EventKind.LIFE:
                return _change_words(match, panel, seat, life, change)
            if seat == panel.seat:
                return Message("your poison {amount}", amount=change)
            return Message("{player}'s poison {amount}", player=_whose(match, seat), amount=change)
        case Damage():
            assert panel.commander is not None
            source = commander_words(match, panel, panel.commander)
            if panel.target == panel.seat:
                return Message(
                    "{amount} damage to you from {commander}", amount=amount, commander=source
                )
            return Message(
                "{amount} damage to {player} from {commander}",
                amount=amount,
                player=name(_short(match, panel.target)),
                commander=source,
            )


def _whose(match: MatchView, seat: int) -> str:
    return name(player_at(match, seat).name)


def _change_words(match: MatchView, panel: Panel, seat: int, life: Message, amount: str) -> Message:
    if seat == panel.seat:
        return Message("your {life} {amount}", life=life, amount=amount)
    return Message(
        "{player}'s {life} {amount}", player=_whose(match, seat), life=life, amount=amount
    )


def _standing(match: MatchView, seat: int, language: Language) -> str:
    player = player_at(match, seat)
    life = life_word(match)
    parts = []
    if EventKind.LIFE in offered(match):
        if player.life is None:
            parts.append(Message("{life} not known yet", life=life))
        else:
            parts.append(Message("{life} {total}", life=life, total=player.life))
    if EventKind.POISON in offered(match) and player.poison:
        parts.append(Message("poison {count}", count=player.poison))
    return ", ".join(translate(part, language) for part in parts)


def panel_say(
    match: MatchView, panel: Panel, language: Language, note: Message | None = None
) -> Say:
    """The panel as a private message, in its reader's `language`: everyone's totals, what the
    rows change, a note on the last press, and its buttons."""
    player = player_at(match, panel.seat)
    seconds = f"{WINDOW:g}"
    heading = Message(
        "**{player}'s panel**, match #{id} ({game}): one tap a change; taps on one total "
        "within {seconds} s add up to one report.",
        player=name(player.name),
        id=match.id,
        game=game_title(match),
        seconds=seconds,
    )
    lines = [translate(heading, language)]
    for seat, someone in seats(match):
        standing = _standing(match, seat, language)
        aim = " ◀" if seat == panel.target and len(match.players) > 2 else ""
        if not standing:
            continue
        if seat == panel.seat:
            line = Message(
                "{player} (you): {standing}", player=name(someone.name), standing=standing
            )
            lines.append(translate(line, language) + aim)
        else:
            line = Message("{player}: {standing}", player=name(someone.name), standing=standing)
            lines.append(translate(line, language) + aim)
    if panel.commander is not None:
        source = commander_words(match, panel, panel.commander)
        if panel.target == panel.seat:
            row = Message("Commander damage row: to you from {commander}.", commander=source)
        else:
            row = Message(
                "Commander damage row: to {player} from {commander}.",
                player=name(player_at(match, panel.target).name),
                commander=source,
            )
        lines.append(translate(row, language))
    if note is not None:
        lines.append(translate(note, language))
    return Say("\n".join(lines), view=panel_view(match, panel, language), private=True)


# -- drawing the panel -----------------------------------------------------------------------


Row = list[discord.ui.Item[Any]]


@dataclass(frozen=True)
class _Drawing:
    """What the rows are drawn for: the match, the panel, and its reader's language."""

    match: MatchView
    panel: Panel
    language: Language

    def said(self, message: Message) -> str:
        return translate(message, self.language)


First = Callable[[str], Message]  # a row's first label, from its amount ("bob -1")


def _amounts(
    drawing: _Drawing, kind: EventKind, seat: int, deltas: Sequence[int], first: First | None
) -> Row:
    """A row of changes of `seat`'s counter, the first button named ("bob -1")."""
    row: Row = []
    for n, delta in enumerate(deltas):
        amount = f"{delta:+d}"
        if n == 0 and first is not None:
            amount = drawing.said(first(amount))
        row.append(PanelButton(drawing.panel, Change(kind, seat, delta), amount))
    return row


def _named(drawing: _Drawing, seat: int) -> First:
    """The first button of a row of `seat`'s life: "You -1", "bob -1" (a name and a number:
    the same in every language)."""
    if seat == drawing.panel.seat:
        return lambda amount: Message("You {amount}", amount=amount)
    them = _short(drawing.match, seat)
    return lambda amount: Message.verbatim_text(f"{them} {amount}")


def rows(match: MatchView, panel: Panel, language: Language = Language.ENGLISH) -> list[Row]:
    """The panel's rows, top to bottom (see the module docstring), labelled in `language`."""
    drawing = _Drawing(match, panel, language)
    events = offered(match)
    duel = len(match.players) == 2
    drawn: list[Row] = [] if duel else [_whose_row(drawing)]
    last: Row = []
    if EventKind.LIFE in events:
        drawn += _life_rows(drawing, duel)
    if panel.commander is not None:
        drawn.append(_damage_row(drawing))
    if duel and EventKind.LIFE in events:
        opponent = _opponent_row(drawing)
        if panel.commander is None:
            drawn.append(opponent)
        else:
            last += opponent[-1:]  # their "Other amount…"
    aimed_away = not duel and panel.target != panel.seat and EventKind.LIFE in events
    if not duel and not aimed_away and EventKind.POISON in events:
        poison: First = lambda amount: Message("Poison {amount}", amount=amount)  # noqa: E731
        last += _amounts(drawing, EventKind.POISON, panel.target, POISON[:1], poison)
    last += _event_buttons(drawing, duel)
    while last and len(drawn) < ROWS:  # a pod aimed at an opponent: the events, aimed at you
        drawn.append(last[:ROW_BUTTONS])
        last = last[ROW_BUTTONS:]
    return [row for row in drawn if row]


def _life_rows(drawing: _Drawing, duel: bool) -> list[Row]:
    """A duel: the opponent's losses, yours, your gains. A pod aimed at you: your losses,
    gains; aimed at an opponent: their losses, yours, your gains and their poison (or a gain
    more) and "Other amount…", so that your own changes never need aiming back."""
    match, panel = drawing.match, drawing.panel
    you, target = panel.seat, panel.target
    mine = _named(drawing, you)
    if duel:
        return [
            _amounts(drawing, EventKind.LIFE, target, DOWN, _named(drawing, target)),
            _amounts(drawing, EventKind.LIFE, you, DOWN, mine),
            [*_amounts(drawing, EventKind.LIFE, you, UP, mine), _other(drawing, you)],
        ]
    if target == you:
        return [
            _amounts(drawing, EventKind.LIFE, you, DOWN, mine),
            [*_amounts(drawing, EventKind.LIFE, you, UP, None), _other(drawing, you)],
        ]
    them = _short(match, target)
    if EventKind.POISON in offered(match):
        poison: First = lambda amount: Message(  # noqa: E731
            "{player} poison {amount}", player=them, amount=amount
        )
        extra = _amounts(drawing, EventKind.POISON, target, POISON[:1], poison)
    else:
        extra = _amounts(drawing, EventKind.LIFE, you, UP[3:], None)
    return [
        _amounts(drawing, EventKind.LIFE, target, DOWN, _named(drawing, target)),
        _amounts(drawing, EventKind.LIFE, you, DOWN, mine),
        [*_amounts(drawing, EventKind.LIFE, you, UP[:3], mine), *extra, _other(drawing, target)],
    ]


def _damage_row(drawing: _Drawing) -> Row:
    """Commander damage: the commander (a tap moves to the next one), then the damage."""
    match, panel = drawing.match, drawing.panel
    assert panel.commander is not None
    source = _short(match, panel.commander.seat)
    if panel.target == panel.seat:
        cycle = Message("To you from {player} ↻", player=source)
    else:
        cycle = Message(
            "To {target} from {player} ↻", target=_short(match, panel.target), player=source
        )
    damage = [PanelButton(panel, Damage(n), f"-{n}") for n in DAMAGE]
    return [PanelButton(panel, NextCommander(), drawing.said(cycle), primary=True), *damage]


def _opponent_row(drawing: _Drawing) -> Row:
    """A duel's opponent: their poison and yours, +1 and +2 each (or their gains), and their
    "Other amount…"."""
    match, panel = drawing.match, drawing.panel
    events, you, target = offered(match), panel.seat, panel.target
    if EventKind.POISON in events:
        them = _short(match, target)
        theirs: First = lambda amount: Message(  # noqa: E731
            "{player} poison {amount}", player=them, amount=amount
        )
        yours: First = lambda amount: Message("You poison {amount}", amount=amount)  # noqa: E731
        row = _amounts(drawing, EventKind.POISON, target, POISON[:2], theirs)
        row += _amounts(drawing, EventKind.POISON, you, POISON[:2], yours)
    else:
        row = _amounts(drawing, EventKind.LIFE, target, UP[:3], _named(drawing, target))
    return [*row, _other(drawing, target)]


def _event_buttons(drawing: _Drawing, duel: bool) -> Row:
    """The game's events: about you (and in a duel about your opponent) or the target."""
    match, panel = drawing.match, drawing.panel
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
            label = drawing.said(_event_label(match, panel, kind, seat))
            danger = kind is EventKind.CONCEDE
            buttons.append(PanelButton(panel, Happened(kind, seat), label, danger=danger))
    return buttons


def _other(drawing: _Drawing, seat: int) -> PanelButton:
    """ "Other amount…" for `seat`'s life: yours, or "bob: Other amount…"."""
    if seat == drawing.panel.seat:
        label = OTHER
    else:
        label = Message("{player}: Other amount…", player=_short(drawing.match, seat))
    return PanelButton(drawing.panel, AskAmount(seat), drawing.said(label))


def _whose_row(drawing: _Drawing) -> list[discord.ui.Item[Any]]:
    """Whose total the rows change: a button each up to five players, else a select."""
    match, panel = drawing.match, drawing.panel
    you = drawing.said(Message("You"))
    labels = [
        (seat, you if seat == panel.seat else _short(match, seat)) for seat, _ in seats(match)
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
    return [PanelSelect(panel, options, drawing.said(Message("Whose total")))]


def panel_view(
    match: MatchView, panel: Panel, language: Language = Language.ENGLISH
) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for number, row in enumerate(rows(match, panel, language)[:ROWS]):
        for item in row:
            item.row = number
            view.add_item(item)
    return view


class AmountForm(discord.ui.Modal):
    """ "Other amount…": a change or a total of `seat`'s life (or vitae), typed, in the
    presser's `language`. Shown at once, the press's answer itself (nothing is read first: it
    changes nothing until sent, then it is checked like any press). Sent to the process that
    showed it: a form opened before a restart and sent after it reaches nothing (Discord says
    so), the panel's buttons do. Its field's custom id never changes with the language."""

    def __init__(self, panel: Panel, seat: int, language: Language = Language.ENGLISH) -> None:
        if seat == panel.seat:
            title = Message("Other amount (yours)")
        else:
            title = Message("Other amount (seat {seat})", seat=seat)
        super().__init__(
            title=translate(title, language), custom_id=panel.custom_id(f"m{seat}"), timeout=900
        )
        self.amount: discord.ui.TextInput[AmountForm] = discord.ui.TextInput(
            label=translate(Message("-7 loses 7, +4 gains 4, =20 sets it"), language),
            custom_id=AMOUNT_FIELD,
            placeholder="-7",
            min_length=2,
            max_length=6,
        )
        self.add_item(self.amount)
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

    def __init__(
        self,
        panel: Panel,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "Whose total",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=panel.custom_id("whose"),
                options=options or [discord.SelectOption(label="-", value="-")],
                placeholder=placeholder,
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
