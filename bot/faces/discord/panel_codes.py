"""What a player's panel (bot.faces.discord.panel) is, and what its presses say, in its
custom ids: the match, the panel's player, whose total and which commander it shows, and each
button's action (a life or poison change, commander damage, the next commander, "Other
amount…", one of the game's events), read back and checked against the amounts the panel
offers when a press comes in, however old the panel that showed it."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from bot.core.errors import MatchError
from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind

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


def action_code(action: Action) -> str:
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
