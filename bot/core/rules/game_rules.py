"""What each game module provides to the engine."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from bot.core.messages import Message
from bot.core.rules.resolution import Claims, SharedRules
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState, Note, Outcome
from bot.core.rules.vocabulary import Event, EventKind, System


class GameRules(Protocol):
    """A game's in-game rules: what ends a game of it (its module under bot.core.rules.games)."""

    system: System
    shared: SharedRules

    def allowed_events(self, setup: GameSetup) -> frozenset[EventKind]:
        """The events this game (and variant) knows."""

    def refusal(self, kind: EventKind, setup: GameSetup) -> Message:
        """One sentence: why this event is not part of the game, and what to report instead."""

    def check_event(self, event: Event, state: GameState) -> None:
        """Raise RuleError for an event this game cannot take as given (beyond the vocabulary)."""

    def claim(self, event: Event, state: GameState, claims: Claims) -> None:
        """What an event says at once: concessions, penalties, effects, victories, restarts."""

    def check_state(self, state: GameState, claims: Claims, events: Iterable[Event] = ()) -> None:
        """End conditions judged at the checkpoint, the next priority or Opportunity (life,
        poison, champions...); `events` are the report's, for what happened since the last
        checkpoint (an empty library in Magic)."""

    def after_checkpoint(
        self, state: GameState, outcomes: tuple[Outcome, ...], claims: Claims
    ) -> tuple[GameState, tuple[Note, ...]]:
        """Consequences of the outcomes for the players still in the game."""
