"""Grand Archive, "General Rules - Ending the Game" (rules 1-7). https://rules.gatcg.com/

Each player starts the game controlling their own champion, so every player has "previously
controlled a champion" in the sense of rule 3. Rules 6 and 7 (returning cards and reshuffling
after a game) need no adjudication: each game of a match starts from a fresh state.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.core.messages import N_, Message
from bot.core.rules.resolution import Claims, SharedRules
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState, Note, Outcome, frozen
from bot.core.rules.vocabulary import EffectOutcome, Event, EventKind, Standing, System

SYSTEM = System("grand-archive")

_EVENTS = frozenset(
    {
        EventKind.CONCEDE,
        EventKind.DECK_OUT,
        EventKind.CHAMPION_DIED,
        EventKind.CHAMPION_CONTROL,
        EventKind.EFFECT,
        EventKind.PENALTY,
    }
)

# The refusals of an event Grand Archive does not have, for a replay file or a match report
# (a quick ruling says each in chat's words: ruling_words.py).
NO_LIFE = N_("Grand Archive has no life totals: when a champion dies, report champion_died.")
NO_LOOP = N_("Grand Archive's rules have no draw by loop; report an effect or a concession.")
MATCH_DRAW_ONLY = N_(
    "Grand Archive allows intentional draws only before the first game of a match: "
    "use the match draw instead."
)
NOT_AN_EVENT = N_(
    "{event} is not an event in Grand Archive; report champion_died, "
    "champion_control, deck_out, concede or effect instead."
)

_HINTS = {
    EventKind.LIFE: NO_LIFE,
    EventKind.POISON: N_("Grand Archive has no poison counters."),
    EventKind.COMMANDER_DAMAGE: N_("Commander damage belongs to Magic's Commander variant."),
    EventKind.LOOP: NO_LOOP,
    EventKind.INTENTIONAL_DRAW: MATCH_DRAW_ONLY,
    EventKind.RESTART: N_("Only Magic has a game restart (Karn Liberated)."),
}


class GrandArchiveRules:
    system = SYSTEM
    shared = SharedRules(
        game_ends_on_win="GA Ending the Game 1",
        win_and_lose="GA Ending the Game 3",
        all_lose_draw="GA Ending the Game 4",
        last_standing="GA Ending the Game 2",
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
                claims.lose(player, Message("they conceded"), "GA Ending the Game 3")
            case EventKind.DECK_OUT:
                claims.lose(
                    player,
                    Message("they tried to draw a card from an empty deck"),
                    "GA Ending the Game 3",
                )
            case EventKind.CHAMPION_DIED:
                claims.lose(player, Message("their champion died"), "GA Ending the Game 3")
            case EventKind.PENALTY:
                claims.lose(
                    player,
                    Message("a judge gave them a game loss"),
                    "GA Tournament Rules: Game Loss",
                )
            case EventKind.EFFECT if event.outcome is EffectOutcome.WIN:
                claims.win(player, Message("an effect says they win"), "GA Ending the Game 2")
            case EventKind.EFFECT if event.outcome is EffectOutcome.LOSE:
                claims.lose(player, Message("an effect says they lose"), "GA Ending the Game 3")
            case EventKind.EFFECT:
                claims.draw(Message("an effect says the game is a draw"), "GA Ending the Game 4")
            case _:
                pass  # control changes are judged by check_state

    def check_event(self, event: Event, state: GameState) -> None:
        """Nothing to check beyond the vocabulary and the players named."""

    def check_state(self, state: GameState, claims: Claims, events: Iterable[Event] = ()) -> None:
        # Rule 3: checked when a player would receive Opportunity, which is the checkpoint.
        for player in state.playing:
            if state.champions_controlled_by(player):
                continue
            holder = state.champion_controller(player)
            where = (
                Message(
                    "they control no champion ({holder} controls their champion)", holder=holder
                )
                if holder
                else Message("they control no champion (their champion is gone)")
            )
            claims.lose(player, where, "GA Ending the Game 3")

    def after_checkpoint(
        self, state: GameState, outcomes: tuple[Outcome, ...], claims: Claims
    ) -> tuple[GameState, tuple[Note, ...]]:
        left = {o.player for o in outcomes if o.standing is not Standing.WON}
        if not left or state.is_over:
            return state, ()
        control = dict(state.champion_control)
        notes: list[Note] = []
        for owner, history in state.champion_control.items():
            if owner in left:
                # Rule 5: the loser's cards leave the game; rule 5.2: that is not a death.
                control[owner] = ()
                continue
            kept = history
            while kept and kept[-1] not in state.playing:
                kept = kept[:-1]
            if kept != history:
                control[owner] = kept
                notes.append(
                    Note(
                        ("GA Ending the Game 5.1",),
                        Message(
                            "{owner}'s champion returns to {controller}'s control "
                            "because {left} left the game",
                            owner=owner,
                            controller=kept[-1],
                            left=history[-1],
                        ),
                    )
                )
        return state.evolve(champion_control=frozen(control)), tuple(notes)


RULES = GrandArchiveRules()
