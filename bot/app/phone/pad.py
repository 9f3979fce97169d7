"""The phone's pad (docs/phone.md): which taps a player's phone offers in a match, what each
tap reports, and a tap read back from the page.

The pad asks the match's game (the registry, bot.core.rules.games) which events it knows in
this setup: life (or vitae, by the game's own word) and poison where the game counts them,
commander damage in a Commander game, the champion in a game that tracks one, decking where
running out of cards ends a game, and conceding. It never names a game.

The pad is typed: rows of a kind, buttons that are taps; the web face words them
(bot.faces.web.phone_words). What a tap may do is not the pad's to say: a tap is a report
like any other, and the match service refuses what its player may not report (conceding for
someone else).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.app.match.views import MatchView, PlayerView
from bot.core.messages import N_, Message
from bot.core.rules import GameSetup
from bot.core.rules.games import game_of
from bot.core.rules.vocabulary import EventKind, System

# The changes a tap makes: every amount a real game deals in one go is a button of its own
# (a page has no component limit), as on a life-counter app's damage pad. A loss is what one
# creature's hit or one spell does: 1 to 10 covers nearly all of them; a gain is a lifelink
# hit or a small drain, 1 to 5; poison comes 1 to 4 at a time (infect, toxic, proliferate)
# and -1 takes a wrong counter back; commander damage is one commander's power, 1 to 10.
# Anything bigger is the fewest steps that add up: -13 is -10 then -3, two taps.
LIFE_STEPS = (*range(-1, -11, -1), *range(1, 6))
POISON_STEPS = (-1, 1, 2, 3, 4)
COMMANDER_STEPS = tuple(range(1, 11))


class TapKind(StrEnum):
    LIFE = "life"  # the game's life total (its own word: "vitae")
    POISON = "poison"
    COMMANDER = "commander"  # combat damage from a commander: its tally and life together
    CHAMPION_DIED = "champion_died"
    CHAMPION_CONTROL = "champion_control"
    DECKED = "decked"
    CONCEDE = "concede"


# What each tap reports, and what it needs besides whose it is.
_EVENT = {
    TapKind.LIFE: EventKind.LIFE,
    TapKind.POISON: EventKind.POISON,
    TapKind.COMMANDER: EventKind.COMMANDER_DAMAGE,
    TapKind.CHAMPION_DIED: EventKind.CHAMPION_DIED,
    TapKind.CHAMPION_CONTROL: EventKind.CHAMPION_CONTROL,
    TapKind.DECKED: EventKind.DECK_OUT,
    TapKind.CONCEDE: EventKind.CONCEDE,
}
_STEPS = {
    TapKind.LIFE: LIFE_STEPS,
    TapKind.POISON: POISON_STEPS,
    TapKind.COMMANDER: COMMANDER_STEPS,
}
_NEEDS_OTHER = frozenset({TapKind.COMMANDER, TapKind.CHAMPION_CONTROL})
_CODE = re.compile(r"^([a-z_]{3,20})\.([1-9])((?:\.-?[0-9]{1,2}){0,2})$")


UNKNOWN_TAP = N_("That is not a tap Arbiter knows.")
NO_SEAT = N_("Nobody sits in that seat.")


class BadTap(ValueError):
    """A tap the pad never offers: not one of its kinds, a seat nobody sits in, a step not on
    the pad, or a kind this game does not count. `text`: what to say."""

    def __init__(self, text: Message) -> None:
        super().__init__(text.english())
        self.text = text


@dataclass(frozen=True, slots=True)
class Tap:
    """One tap: `seat` is whose total (1 for the match's first seat); `amount` the step;
    `other` the seat whose commander dealt the damage, or who controls the champion now."""

    kind: TapKind
    seat: int
    amount: int | None = None
    other: int | None = None

    @property
    def code(self) -> str:
        """How the page names it: `life.2.-3`, `commander.1.5.2`, `champion_control.2.1`."""
        parts = [self.kind.value, str(self.seat)]
        if self.amount is not None:
            parts.append(str(self.amount))
        if self.other is not None:
            parts.append(str(self.other))
        return ".".join(parts)

    @classmethod
    def read(cls, text: object) -> Tap:
        """The tap a page sent (BadTap if it is not a tap's shape)."""
        found = _CODE.match(text) if isinstance(text, str) else None
        if found is None:
            raise BadTap(Message(UNKNOWN_TAP))
        try:
            kind = TapKind(found[1])
        except ValueError:
            raise BadTap(Message(UNKNOWN_TAP)) from None
        numbers = [int(part) for part in found[3].split(".")[1:]] if found[3] else []
        wanted = int(kind in _STEPS) + int(kind in _NEEDS_OTHER)
        if len(numbers) != wanted:
            raise BadTap(Message(UNKNOWN_TAP))
        amount = numbers[0] if kind in _STEPS else None
        other = numbers[-1] if kind in _NEEDS_OTHER else None
        if kind in _STEPS and amount not in _STEPS[kind]:
            raise BadTap(Message("That step is not on the pad."))
        if other is not None and other < 1:
            raise BadTap(Message(NO_SEAT))
        return cls(kind, int(found[2]), amount, other)


def setup_of(view: MatchView) -> GameSetup:
    """The match's setup, as far as the game's choice of events depends on it."""
    return GameSetup(
        system=System(view.system),
        players=tuple(p.name for p in view.players),
        teams=view.teams,
        variant_rules=game_of(view.system).variant(view.variant),
    )


def counted(view: MatchView) -> frozenset[TapKind]:
    """The taps this match's game counts, in its setup (asked of the game itself)."""
    allowed = game_of(view.system).rules.allowed_events(setup_of(view))
    return frozenset(kind for kind, event in _EVENT.items() if event in allowed)


def events_of(tap: Tap, view: MatchView) -> list[dict[str, Any]]:
    """What the tap reports, naming players as the match names them (BadTap for a seat
    nobody sits in, or a kind the game does not count)."""
    if tap.kind not in counted(view):
        raise BadTap(Message("This game does not count that."))
    seats = view.players
    if not 1 <= tap.seat <= len(seats) or (
        tap.other is not None and not 1 <= tap.other <= len(seats)
    ):
        raise BadTap(Message(NO_SEAT))
    player = seats[tap.seat - 1].name
    event: dict[str, Any] = {"event": _EVENT[tap.kind].value, "player": player}
    if tap.kind is TapKind.COMMANDER:
        assert tap.other is not None and tap.amount is not None
        event.update(commander=seats[tap.other - 1].name, delta=tap.amount)
        # Commander combat damage is damage: life goes down with the tally, at one
        # checkpoint (CR 903.10, 704.5a), as /commander-damage change: reports it.
        return [event, {"event": EventKind.LIFE.value, "player": player, "delta": -tap.amount}]
    if tap.kind is TapKind.CHAMPION_CONTROL:
        assert tap.other is not None
        event["controller"] = seats[tap.other - 1].name
    elif tap.amount is not None:
        event["delta"] = tap.amount
    return [event]


# -- the pad: which buttons a phone shows, in rows (the web face words them) -----------------


class Tone(StrEnum):
    DOWN = "down"  # a total goes down (or a counter toward a loss goes up)
    UP = "up"
    GRAVE = "grave"  # ends a game for someone: conceding, decking, a champion's death


class RowKind(StrEnum):
    LIFE_DOWN = "life_down"  # the game's life total (its own word), the steps down
    LIFE_UP = "life_up"
    POISON = "poison"
    COMMANDER = "commander"  # damage from one commander (`Row.dealer`'s)
    GAME = "game"  # what ends a game for the target, or moves their champion


@dataclass(frozen=True, slots=True)
class Button:
    tap: Tap
    tone: Tone

    @property
    def code(self) -> str:
        return self.tap.code


@dataclass(frozen=True, slots=True)
class Row:
    kind: RowKind
    buttons: tuple[Button, ...]
    dealer: int | None = None  # COMMANDER: the seat whose commander dealt the damage


@dataclass(frozen=True, slots=True)
class Target:
    """Whose totals a set of rows changes: the phone's player (`you`) or an opponent."""

    seat: int
    name: str
    you: bool
    rows: tuple[Row, ...]


def _steps(
    kind: TapKind,
    seat: int,
    steps: tuple[int, ...],
    tone_of: Callable[[int], Tone],
    other: int | None = None,
) -> tuple[Button, ...]:
    """A button per step."""
    return tuple(Button(Tap(kind, seat, step, other), tone_of(step)) for step in steps)


def _down(_step: int) -> Tone:
    return Tone.DOWN


def _up(_step: int) -> Tone:
    return Tone.UP


def _poison(step: int) -> Tone:
    return Tone.DOWN if step > 0 else Tone.UP  # poison counts toward a loss


def pad(view: MatchView, user_id: int) -> tuple[Target, ...]:
    """The phone's targets, the player's own first, then each opponent still in the game."""
    kinds = counted(view)
    seats = {p.name: n for n, p in enumerate(view.players, start=1)}
    me = next(p for p in view.players if p.user_id == user_id)
    ordered = [me, *(p for p in view.players if p is not me)]
    return tuple(
        _target(view, player, me, seats, kinds)
        for player in ordered
        if player is me or player.standing == "playing"
    )


def _target(
    view: MatchView,
    player: PlayerView,
    me: PlayerView,
    seats: dict[str, int],
    kinds: frozenset[TapKind],
) -> Target:
    seat, you = seats[player.name], player is me
    rows: list[Row] = []
    if TapKind.LIFE in kinds:
        down = tuple(s for s in LIFE_STEPS if s < 0)
        up = tuple(s for s in LIFE_STEPS if s > 0)
        rows.append(Row(RowKind.LIFE_DOWN, _steps(TapKind.LIFE, seat, down, _down)))
        rows.append(Row(RowKind.LIFE_UP, _steps(TapKind.LIFE, seat, up, _up)))
    if TapKind.POISON in kinds:
        rows.append(Row(RowKind.POISON, _steps(TapKind.POISON, seat, POISON_STEPS, _poison)))
    if TapKind.COMMANDER in kinds:
        dealers = [p for p in view.players if p is not player] if you else [me]
        for dealer in dealers:
            dealt = seats[dealer.name]
            steps = _steps(TapKind.COMMANDER, seat, COMMANDER_STEPS, _down, dealt)
            rows.append(Row(RowKind.COMMANDER, steps, dealt))
    game = _game_buttons(view, player, me, seats, kinds)
    if game:
        rows.append(Row(RowKind.GAME, game))
    return Target(seat, player.name, you, tuple(rows))


def _game_buttons(
    view: MatchView,
    player: PlayerView,
    me: PlayerView,
    seats: dict[str, int],
    kinds: frozenset[TapKind],
) -> tuple[Button, ...]:
    """What ends a game for the target, or changes who controls their champion."""
    seat = seats[player.name]
    game: list[Button] = []
    if TapKind.CHAMPION_DIED in kinds:
        game.append(Button(Tap(TapKind.CHAMPION_DIED, seat), Tone.GRAVE))
    if TapKind.CHAMPION_CONTROL in kinds:
        controller = player.champion_controller or player.name
        for other in view.players:
            if other.name == controller:
                continue
            tap = Tap(TapKind.CHAMPION_CONTROL, seat, None, seats[other.name])
            game.append(Button(tap, Tone.UP if other is player else Tone.DOWN))
    if TapKind.DECKED in kinds:
        game.append(Button(Tap(TapKind.DECKED, seat), Tone.GRAVE))
    if TapKind.CONCEDE in kinds and player is me:
        game.append(Button(Tap(TapKind.CONCEDE, seat), Tone.GRAVE))
    return tuple(game)
