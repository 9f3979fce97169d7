"""Terrus: Conquer the Clade, Complete Rulebook 5.0 (Ending the Game), rules 5.1-5.4.

Vitae is reported with the `life` event. Starting vitae is printed on each clade (rule 4.3),
so it has no default: until it is known, only a `set` can report it.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.core.messages import N_, Message
from bot.core.rules.resolution import Claims, SharedRules
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState, Note, Outcome
from bot.core.rules.vocabulary import EffectOutcome, Event, EventKind, System

SYSTEM = System("terrus")

METROPOLIS_STRUCTURES = 10  # 5.2b
POLITICAL_INT = 15  # 5.2c
RELIC_COUNT = 4  # 5.2d

_EVENTS = frozenset(
    {
        EventKind.CONCEDE,
        EventKind.LIFE,
        EventKind.TURN_START,
        EventKind.DOMINION_VOTE,
        EventKind.EFFECT,
        EventKind.LOOP,
        EventKind.INTENTIONAL_DRAW,
        EventKind.PENALTY,
    }
)

# The refusals of an event Terrus does not have, for a replay file or a match report (a quick
# ruling says each in chat's words: ruling_words.py).
NO_POISON = N_("Terrus has no poison counters; report vitae with life.")
NO_CHAMPIONS = N_("Terrus has no champions; report vitae with life.")
NOT_AN_EVENT = N_("{event} is not an event in Terrus.")

_HINTS = {
    EventKind.DECK_OUT: N_("Terrus's rules have no loss for drawing from an empty deck."),
    EventKind.POISON: NO_POISON,
    EventKind.CHAMPION_DIED: NO_CHAMPIONS,
    EventKind.CHAMPION_CONTROL: NO_CHAMPIONS,
    EventKind.COMMANDER_DAMAGE: N_("Commander damage belongs to Magic's Commander variant."),
    # 5.1 ends a game that is restarted, and says no more of it: nothing to judge.
    EventKind.RESTART: N_(
        "Terrus's rules say a restarted game ends (Terrus 5.1), but not how it starts again: "
        "say what happened in the game after it."
    ),
}


class TerrusRules:
    system = SYSTEM
    shared = SharedRules(
        game_ends_on_win="Terrus 5.1",
        win_and_lose="Terrus 5.3d",
        all_lose_draw="Terrus 5.4a",
        last_standing="Terrus 5.2e",
        teams_all_lose_draw="Terrus 5.4d",
        team_last_standing="Terrus 5.2g",
        team_lost="Terrus 5.3e",
    )

    def allowed_events(self, setup: GameSetup) -> frozenset[EventKind]:
        return _EVENTS

    def refusal(self, kind: EventKind, setup: GameSetup) -> Message:
        hint = _HINTS.get(kind)
        if hint is not None:
            return Message(hint)
        return Message(NOT_AN_EVENT, event=kind.value)

    def claim(self, event: Event, state: GameState, claims: Claims) -> None:
        player = event.player or ""
        match event.kind:
            case EventKind.CONCEDE:
                claims.lose(player, Message("they conceded"), "Terrus 5.3a")
            case EventKind.PENALTY:
                claims.lose(player, Message("a judge gave them a game loss"), "Terrus 5.3g")
            case EventKind.TURN_START:
                self._turn_start_victories(event, claims)
            case EventKind.DOMINION_VOTE if (event.int_total or 0) >= POLITICAL_INT:
                claims.win(
                    player,
                    Message(
                        "Political victory: they won a Dominion Vote with {int} INT",
                        int=event.int_total or 0,
                    ),
                    "Terrus 5.2c",
                )
            case EventKind.EFFECT if event.outcome is EffectOutcome.WIN:
                self._effect_win(player, state, claims)
            case EventKind.EFFECT if event.outcome is EffectOutcome.LOSE:
                claims.lose(player, Message("an effect says they lose"), "Terrus 5.3c")
            case EventKind.EFFECT:
                claims.draw(Message("an effect says the game is a draw"), "Terrus 5.4c")
            case EventKind.LOOP:
                claims.draw(
                    Message("the game entered a loop of mandatory actions that nobody can stop"),
                    "Terrus 5.4b",
                )
            case EventKind.INTENTIONAL_DRAW:
                claims.draw(Message("all rulers agreed to an intentional draw"), "Terrus 5.4e")
            case _:
                pass  # vitae is judged by check_state

    @staticmethod
    def _turn_start_victories(event: Event, claims: Claims) -> None:
        player = event.player or ""
        if (event.structures or 0) >= METROPOLIS_STRUCTURES:
            claims.win(
                player,
                Message.plural(
                    "Metropolis victory: they began their turn with {n} structure",
                    "Metropolis victory: they began their turn with {n} structures",
                    event.structures or 0,
                ),
                "Terrus 5.2b",
            )
        if (event.relics or 0) >= RELIC_COUNT:
            claims.win(
                player,
                Message.plural(
                    "Relic victory: they began their turn with {n} Relic",
                    "Relic victory: they began their turn with {n} Relics",
                    event.relics or 0,
                ),
                "Terrus 5.2d",
            )

    @staticmethod
    def _effect_win(player: str, state: GameState, claims: Claims) -> None:
        if not state.setup.is_multiplayer:
            claims.win(player, Message("an effect says they win"), "Terrus 5.2f")
            return
        # 5.3f: in a multiplayer game the effect makes the ruler's opponents lose instead.
        for opponent in state.setup.opponents_of(player):
            if opponent in state.playing:
                claims.lose(
                    opponent,
                    Message(
                        "an effect says {player} wins, which in multiplayer makes "
                        "their opponents lose",
                        player=player,
                    ),
                    "Terrus 5.3f",
                )

    def check_event(self, event: Event, state: GameState) -> None:
        """Nothing to check beyond the vocabulary and the players named."""

    def check_state(self, state: GameState, claims: Claims, events: Iterable[Event] = ()) -> None:
        out_of_vitae = [
            p for p in state.playing if (vitae := state.life[p]) is not None and vitae <= 0
        ]
        for player in out_of_vitae:
            claims.lose(
                player,
                Message("their vitae is {vitae}", vitae=state.life[player] or 0),
                "Terrus 5.3b",
            )
        if len(state.playing) == 2 and len(out_of_vitae) >= 1:
            # 5.2a: reducing the only remaining opponent to zero vitae wins; a ruler who paid
            # their own vitae away was reduced by no one (the other wins as the last, 5.2e).
            losses = [e for e in events if e.kind is EventKind.LIFE and (e.delta or 0) < 0]
            for player in out_of_vitae:
                own = [e for e in losses if e.player == player]
                if own and all(e.paid for e in own):
                    continue
                (winner,) = (p for p in state.playing if p != player)
                # Both at 0 at once: nobody reduced the other while staying in (both lose).
                if winner in state.setup.opponents_of(player) and winner not in out_of_vitae:
                    claims.win(
                        winner,
                        Message(
                            "they reduced their only remaining opponent, {player}, to "
                            "{vitae} vitae",
                            player=player,
                            vitae=state.life[player] or 0,
                        ),
                        "Terrus 5.2a",
                    )

    def after_checkpoint(
        self, state: GameState, outcomes: tuple[Outcome, ...], claims: Claims
    ) -> tuple[GameState, tuple[Note, ...]]:
        return state, ()


RULES = TerrusRules()
