"""Immutable game state, and what each checkpoint decided."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import TypeVar

from bot.core.messages import N_, Message
from bot.core.rules.setup import GameSetup
from bot.core.rules.vocabulary import Event, Standing

K = TypeVar("K")
V = TypeVar("V")


def frozen(mapping: Mapping[K, V]) -> Mapping[K, V]:
    """A read-only copy: states are values, never edited in place."""
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True, slots=True)
class Reason:
    """Why something happened to a player: the rules that say so and a sentence for people
    (`said`, a message a face words in the reader's language; `text`, it in English)."""

    citations: tuple[str, ...]
    said: Message

    @property
    def text(self) -> str:
        return self.said.english()


@dataclass(frozen=True, slots=True)
class Outcome:
    """A player's game ended at a checkpoint: won, lost or drew, and why."""

    player: str
    standing: Standing
    reasons: tuple[Reason, ...]
    report_number: int

    @property
    def citations(self) -> tuple[str, ...]:
        return unique(c for reason in self.reasons for c in reason.citations)

    def explained(self) -> Message:
        """The outcome as a sentence: who won, lost or drew, why, and the rules that say so."""
        because = joined(tuple(reason.said for reason in self.reasons))
        return Message(
            _EXPLAINED[self.standing],
            player=self.player,
            because=because,
            rules=", ".join(self.citations),
        )

    def explain(self) -> str:
        """`explained()` in English (the replay files and the logs)."""
        return self.explained().english()


# Punctuation only, the same in every language (so not in the catalogue: a pattern gettext
# does not know is used as it is); each part is worded in the reader's language.
_LISTED = "{first}, {more}"
_JOINED = "{first}; {more}"
_CITED = "{note} ({rules})"

_EXPLAINED = {
    Standing.WON: N_("{player} wins: {because} ({rules})"),
    Standing.LOST: N_("{player} loses: {because} ({rules})"),
    Standing.DREW: N_("{player} draws: {because} ({rules})"),
}


def listed(said: Iterable[Message]) -> Message:
    """Several names as one list, "first, second, ..." (each worded in the reader's language),
    each once."""
    first, *rest = list(dict.fromkeys(said)) or [Message.verbatim_text("")]
    for more in rest:
        first = Message(_LISTED, first=first, more=more)
    return first


def joined(said: tuple[Message, ...]) -> Message:
    """Several reasons as one: "first; second; ..." (each worded in the reader's language)."""
    if not said:
        return Message.verbatim_text("")
    first, *rest = said
    for more in rest:
        first = Message(_JOINED, first=first, more=more)
    return first


@dataclass(frozen=True, slots=True)
class Note:
    """Something a checkpoint did that is not an outcome (a restart, a champion returning):
    `said`, a message a face words in the reader's language; `text`, it in English."""

    citations: tuple[str, ...]
    said: Message
    # A ruling (a restart) belongs in the game's citations; a consequence (a champion going
    # back to its previous controller) is only told.
    ruling: bool = False

    @property
    def text(self) -> str:
        return self.said.english()

    def explained(self) -> Message:
        """The note with the rules that say so."""
        return Message(_CITED, note=self.said, rules=", ".join(self.citations))


@dataclass(frozen=True)
class GameState:
    setup: GameSetup
    standings: Mapping[str, Standing]
    life: Mapping[str, int | None]
    poison: Mapping[str, int]
    # (player dealt the damage, player whose commander dealt it, which of their commanders:
    # "" unless partners are told apart) -> combat damage this game (CR 903.10a).
    commander_damage: Mapping[tuple[str, str, str], int]
    # Owner -> controllers of that player's champion, oldest first; empty once it is gone.
    champion_control: Mapping[str, tuple[str, ...]]
    # The seats around the table when the current turn began: the players then still in the
    # game, in turn order (ranges of influence are counted over them, CR 801.2c).
    seats: tuple[str, ...] = ()
    # Magic's stack, bottom first: the `trigger` and `cast` events waiting to resolve.
    stack: tuple[Event, ...] = ()
    # Objects that ceased to exist before they resolved, their controller or owner having
    # left the game (MTG CR 800.4a): a later `resolve` of one does nothing.
    gone: tuple[Event, ...] = ()
    # The spells cast this game, oldest first: (controller, name folded), for a spell that
    # counts those of its name (Approach of the Second Sun; a copy is not cast, MTG CR 707.10).
    casts: tuple[tuple[str, str], ...] = ()
    # The continuous effects in force (their `effect_begins` events), oldest first.
    lasting: tuple[Event, ...] = ()
    outcomes: tuple[Outcome, ...] = ()
    notes: tuple[Note, ...] = ()
    restarts: int = 0
    reports_applied: int = 0
    # A Magic tournament's sudden death began (MTR 2.4): its state-based action holds from then.
    sudden_death: bool = False

    @property
    def playing(self) -> tuple[str, ...]:
        return tuple(p for p in self.setup.players if self.standings[p] is Standing.PLAYING)

    @property
    def is_over(self) -> bool:
        return not self.playing

    @property
    def citations(self) -> tuple[str, ...]:
        return unique(
            [c for outcome in self.outcomes for c in outcome.citations]
            + [c for note in self.notes if note.ruling for c in note.citations]
        )

    def champion_controller(self, owner: str) -> str | None:
        history = self.champion_control.get(owner, ())
        return history[-1] if history else None

    def champions_controlled_by(self, player: str) -> tuple[str, ...]:
        return tuple(
            owner for owner in self.setup.players if self.champion_controller(owner) == player
        )

    def evolve(self, **changes: object) -> GameState:
        """A copy with `changes`. What `dataclasses.replace` does, without running `__init__`
        again: a report evolves the state several times, and replace was most of its cost."""
        unknown = changes.keys() - _STATE_FIELDS
        if unknown:
            raise TypeError(f"GameState has no field {', '.join(sorted(unknown))}")
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__, **changes)
        return copy


_STATE_FIELDS = frozenset(f.name for f in fields(GameState))


@dataclass(frozen=True, slots=True)
class Unjudged:
    """An end condition the checkpoint would have judged, had the game not already ended or
    restarted at once: how timing decided a report (a life total of 0 beside a win effect)."""

    player: str
    standing: Standing
    reason: Reason


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one checkpoint decided, with the state after it."""

    state: GameState
    outcomes: tuple[Outcome, ...]
    notes: tuple[Note, ...] = ()
    # The outcomes of the report's immediate moment (concessions, effects, ...), judged before
    # its checkpoint; a prefix of `outcomes`.
    immediate: tuple[Outcome, ...] = ()
    # What the checkpoint would have said had the immediate moment not ended or restarted the
    # game (empty when the checkpoint was judged).
    unjudged: tuple[Unjudged, ...] = ()
    # The report restarted the game (MTG CR 104.6).
    restarted: bool = False

    @property
    def checkpoint(self) -> tuple[Outcome, ...]:
        """The outcomes judged at the checkpoint that follows the report."""
        return self.outcomes[len(self.immediate) :]

    @property
    def game_over(self) -> bool:
        return self.state.is_over


def unique(items: Iterable[str]) -> tuple[str, ...]:
    """Keep the first occurrence of each item, in order."""
    return tuple(dict.fromkeys(items))
