"""What each game module provides to the engine."""

from __future__ import annotations

from typing import Protocol

from bot.rules.resolution import Claims, SharedRules
from bot.rules.setup import GameSetup
from bot.rules.state import GameState, Note, Outcome
from bot.rules.vocabulary import Event, EventKind, System


class GameRules(Protocol):
    system: System
    title: str
    shared: SharedRules

    def allowed_events(self, setup: GameSetup) -> frozenset[EventKind]:
        """The events this game (and variant) knows."""

    def refusal(self, kind: EventKind, setup: GameSetup) -> str:
        """One sentence: why this event is not part of the game, and what to report instead."""

    def claim(self, event: Event, state: GameState, claims: Claims) -> None:
        """What an event says about winning, losing or drawing (concede, effects, victories)."""

    def check_state(self, state: GameState, claims: Claims) -> None:
        """End conditions read off the state at the checkpoint (life, poison, champions...)."""

    def after_checkpoint(
        self, state: GameState, outcomes: tuple[Outcome, ...], claims: Claims
    ) -> tuple[GameState, tuple[Note, ...]]:
        """Consequences of the outcomes for the players still in the game."""
