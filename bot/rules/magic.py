"""Magic: The Gathering, Comprehensive Rules 104 (Ending the Game), with the Commander,
Two-Headed Giant and Emperor variants. https://magic.wizards.com/en/rules

Not implemented: the limited range of influence option (CR 104.3h, 104.4e, 104.4f, CR 801),
which Arbiter's reports cannot express (they do not say who is within whose range).
"""

from __future__ import annotations

from bot.rules.resolution import Claims, SharedRules
from bot.rules.setup import GameSetup
from bot.rules.state import GameState, Note, Outcome, frozen
from bot.rules.vocabulary import EffectOutcome, Event, EventKind, System, Variant

POISON_LIMIT = 10  # CR 104.3d, 704.5c
TEAM_POISON_LIMIT = 15  # Two-Headed Giant, CR 704.6b
COMMANDER_DAMAGE_LIMIT = 21  # CR 104.3j, 903.10

_BASE_EVENTS = frozenset(
    {
        EventKind.CONCEDE,
        EventKind.DECK_OUT,
        EventKind.LIFE,
        EventKind.POISON,
        EventKind.EFFECT,
        EventKind.LOOP,
        EventKind.INTENTIONAL_DRAW,
        EventKind.PENALTY,
        EventKind.RESTART,
    }
)


class MagicRules:
    system = System.MAGIC
    title = "Magic: The Gathering"
    shared = SharedRules(
        game_ends_on_win="MTG CR 104.1",
        win_and_lose="MTG CR 104.3f",
        all_lose_draw="MTG CR 104.4a",
        last_standing="MTG CR 104.2a",
        teams_all_lose_draw="MTG CR 104.4d",
        team_last_standing="MTG CR 104.2c",
        team_lost="MTG CR 104.3g",
    )

    def allowed_events(self, setup: GameSetup) -> frozenset[EventKind]:
        if setup.variant is Variant.COMMANDER:
            return _BASE_EVENTS | {EventKind.COMMANDER_DAMAGE}
        return _BASE_EVENTS

    def refusal(self, kind: EventKind, setup: GameSetup) -> str:
        if kind is EventKind.COMMANDER_DAMAGE:
            return (
                "Commander damage only counts in a Commander game; "
                "report the damage as a life change instead."
            )
        if kind in (EventKind.CHAMPION_DIED, EventKind.CHAMPION_CONTROL):
            return "Magic has no champions; report life, poison or a concession instead."
        return (
            f"{kind.value} is not an event in Magic; report life, poison, deck_out, "
            "concede or effect instead."
        )

    def claim(self, event: Event, state: GameState, claims: Claims) -> None:
        player = event.player or ""
        match event.kind:
            case EventKind.CONCEDE:
                claims.lose(player, "they conceded", "MTG CR 104.3a")
            case EventKind.DECK_OUT:
                claims.lose(
                    player,
                    "they had to draw from an empty library",
                    "MTG CR 104.3c",
                    "MTG CR 704.5b",
                )
            case EventKind.PENALTY:
                claims.lose(player, "a judge gave them a game loss", "MTG CR 104.3k")
            case EventKind.EFFECT if event.outcome is EffectOutcome.WIN:
                claims.win(player, "an effect says they win", "MTG CR 104.2b")
            case EventKind.EFFECT if event.outcome is EffectOutcome.LOSE:
                claims.lose(player, "an effect says they lose", "MTG CR 104.3e")
            case EventKind.EFFECT:
                claims.draw("an effect says the game is a draw", "MTG CR 104.4c")
            case EventKind.LOOP:
                claims.draw(
                    "the game entered a loop of mandatory actions that nobody can stop",
                    "MTG CR 104.4b",
                )
            case EventKind.INTENTIONAL_DRAW:
                claims.draw("all players agreed to an intentional draw", "MTG CR 104.4i")
            case EventKind.RESTART:
                claims.restart = True
            case _:
                pass  # counter changes are judged by check_state

    def check_state(self, state: GameState, claims: Claims) -> None:
        two_headed = state.setup.variant is Variant.TWO_HEADED_GIANT
        for player in state.playing:
            life = state.life[player]
            if life is not None and life <= 0:
                if two_headed:
                    claims.lose(
                        player,
                        f"their team's shared life total is {life}",
                        "MTG CR 104.3b",
                        "MTG CR 704.6a",
                    )
                else:
                    claims.lose(
                        player, f"their life total is {life}", "MTG CR 104.3b", "MTG CR 704.5a"
                    )
            poison = state.poison[player]
            if two_headed and poison >= TEAM_POISON_LIMIT:
                claims.lose(player, f"their team has {poison} poison counters", "MTG CR 704.6b")
            elif not two_headed and poison >= POISON_LIMIT:
                claims.lose(
                    player, f"they have {poison} poison counters", "MTG CR 104.3d", "MTG CR 704.5c"
                )
        for (victim, commander), damage in state.commander_damage.items():
            if victim in state.playing and damage >= COMMANDER_DAMAGE_LIMIT:
                claims.lose(
                    victim,
                    f"{commander}'s commander has dealt them {damage} combat damage this game",
                    "MTG CR 104.3j",
                    "MTG CR 903.10",
                )

    def after_checkpoint(
        self, state: GameState, outcomes: tuple[Outcome, ...], claims: Claims
    ) -> tuple[GameState, tuple[Note, ...]]:
        if not claims.restart or state.is_over:
            return state, ()
        # CR 104.6: the players still in the game begin a new game; those who left stay out.
        setup = state.setup
        restarted = state.evolve(
            life=frozen(setup.starting_life),
            poison=frozen(dict.fromkeys(setup.players, 0)),
            commander_damage=frozen({}),
            restarts=state.restarts + 1,
        )
        note = Note(
            ("MTG CR 104.6",),
            f"the game restarts for {', '.join(state.playing)}",
            ruling=True,
        )
        return restarted, (note,)


RULES = MagicRules()
