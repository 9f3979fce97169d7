"""Magic: The Gathering, Comprehensive Rules 104 (Ending the Game), with the Commander,
Two-Headed Giant and Emperor variants and the limited range of influence option (CR 801).
https://magic.wizards.com/en/rules

Moments: concessions, penalties, effects, loops, intentional draws and restarts take effect
at once (`claim`); life, poison, an empty library and commander damage are state-based actions,
judged when a player would next receive priority (`check_state`, CR 104.3b-d, 104.3j, 704).

The stack (triggers, spells, resolving them), continuous effects on winning and losing and
damage are shared mechanics (bot.core.rules.stack, bot.core.rules.lasting,
bot.core.rules.counters) that Magic turns on with its `EffectRules`. What this module adds to
them: a state-based loss an effect switches off (`no_loss`), and a draw from an empty library
that an effect replaces with a win (`win_instead`, CR 614.1a: Laboratory Maniac).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.core.messages import N_, Message
from bot.core.rules.errors import RuleError
from bot.core.rules.influence import within_range
from bot.core.rules.lasting import described, holding
from bot.core.rules.resolution import Claims, EffectRules, SharedRules
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState, Note, Outcome, frozen
from bot.core.rules.vocabulary import (
    EffectOutcome,
    Event,
    EventKind,
    Lasting,
    StateLoss,
    System,
    Variant,
)

SYSTEM = System("magic")

POISON_LIMIT = 10  # CR 104.3d, 704.5c
TEAM_POISON_LIMIT = 15  # Two-Headed Giant, CR 704.6b
COMMANDER_DAMAGE_LIMIT = 21  # CR 104.3j, 903.10

# The refusals of an event Magic does not have, for a replay file or a match report (a quick
# ruling says each in chat's words: ruling_words.py).
NO_COMMANDER_DAMAGE = N_(
    "Commander damage only counts in a Commander game; report the damage as a life change instead."
)
NO_CHAMPIONS = N_("Magic has no champions; report life, poison or a concession instead.")
NOT_AN_EVENT = N_(
    "{event} is not an event in Magic; report life, poison, deck_out, concede or effect instead."
)
NO_CITY = N_("Structures and Relics are Terrus; a Magic turn_start names only the player.")

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
        EventKind.SUDDEN_DEATH,
        EventKind.TURN_START,
        EventKind.DAMAGE,
        EventKind.TRIGGER,
        EventKind.CAST,
        EventKind.RESOLVE,
        EventKind.EFFECT_BEGINS,
        EventKind.EFFECT_ENDS,
    }
)


_EFFECT_WINS = Message("an effect says they win")


class MagicRules:
    system = SYSTEM
    shared = SharedRules(
        game_ends_on_win="MTG CR 104.1",
        win_and_lose="MTG CR 104.3f",
        all_lose_draw="MTG CR 104.4a",
        last_standing="MTG CR 104.2a",
        teams_all_lose_draw="MTG CR 104.4d",
        team_last_standing="MTG CR 104.2c",
        team_lost="MTG CR 104.3g",
        effects=EffectRules(
            cant="MTG CR 101.2",
            replacement="MTG CR 614.1a",
            trigger="MTG CR 603.3",
            state_based="MTG CR 704.3",
            leaving="MTG CR 800.4a",
            team="MTG CR 810.8a",
            prevented="MTG CR 702.16e",
            infect="MTG CR 702.90b",
            halving="MTG CR 107.1a",
            setting="MTG CR 119.5",
            condition="MTG CR 608.2",
        ),
    )

    def allowed_events(self, setup: GameSetup) -> frozenset[EventKind]:
        variant = setup.variant_rules
        return _BASE_EVENTS | variant.events if variant is not None else _BASE_EVENTS

    def refusal(self, kind: EventKind, setup: GameSetup) -> Message:
        if kind is EventKind.COMMANDER_DAMAGE:
            return Message(NO_COMMANDER_DAMAGE)
        if kind in (EventKind.CHAMPION_DIED, EventKind.CHAMPION_CONTROL):
            return Message(NO_CHAMPIONS)
        return Message(NOT_AN_EVENT, event=kind.value)

    def check_event(self, event: Event, state: GameState) -> None:
        """What a Magic event must say beyond the vocabulary."""
        if event.kind is EventKind.TURN_START and (event.structures, event.relics) != (None, None):
            field = "structures" if event.structures is not None else "relics"
            raise RuleError(Message(NO_CITY), field=field)
        if not state.setup.limits_influence:
            return
        is_draw_effect = event.kind is EventKind.EFFECT and event.outcome is EffectOutcome.DRAW
        if is_draw_effect and event.player is None:
            raise RuleError(
                Message(
                    "With limited range of influence a draw effect reaches its controller's "
                    'range only: name its controller in "player".'
                ),
                field="player",
            )
        if event.kind is EventKind.LOOP and not event.players:
            raise RuleError(
                Message(
                    "With limited range of influence a loop is a draw for the players in it and "
                    'their ranges: list who controls an object in it in "players".'
                ),
                field="players",
            )

    def claim(self, event: Event, state: GameState, claims: Claims) -> None:
        player = event.player or ""
        match event.kind:
            case EventKind.CONCEDE:
                # A concession is no game effect: "can't lose" does not stop it (104.3a).
                claims.lose_anyway(player, Message("they conceded"), "MTG CR 104.3a")
            case EventKind.PENALTY:
                claims.lose_anyway(
                    player, Message("a judge gave them a game loss"), "MTG CR 104.3k"
                )
            case EventKind.DECK_OUT if (drawn := _drawing_wins(state, player)) is not None:
                self._effect_win(
                    player,
                    state,
                    claims,
                    Message(
                        "{source} replaces their draw from an empty library with a win",
                        source=described(drawn),
                    ),
                    ("MTG CR 614.1a", "MTG CR 104.2b"),
                )
            case EventKind.EFFECT if event.outcome is EffectOutcome.WIN:
                self._effect_win(player, state, claims)
            case EventKind.EFFECT if event.outcome is EffectOutcome.LOSE:
                claims.lose(player, Message("an effect says they lose"), "MTG CR 104.3e")
            case EventKind.EFFECT:
                self._effect_draw(event, state, claims)
            case EventKind.LOOP:
                self._loop(event, state, claims)
            case EventKind.INTENTIONAL_DRAW:
                claims.draw(Message("all players agreed to an intentional draw"), "MTG CR 104.4i")
            case EventKind.RESTART:
                claims.restart = True
            case _:
                pass  # counters and empty libraries wait for the checkpoint (check_state)

    @staticmethod
    def _in_range(state: GameState, player: str) -> tuple[str, ...]:
        seats_away = state.setup.range_of_influence[player]
        near = within_range(state.seats, player, seats_away)
        return tuple(p for p in near if p in state.playing)

    def _effect_win(
        self,
        player: str,
        state: GameState,
        claims: Claims,
        text: Message = _EFFECT_WINS,
        citations: tuple[str, ...] = ("MTG CR 104.2b",),
    ) -> None:
        if not state.setup.limits_influence:
            claims.win(player, text, *citations)
            return
        # 104.3h: the opponents within the winner's range lose instead; the game may go on.
        opponents = state.setup.opponents_of(player)
        for opponent in self._in_range(state, player):
            if opponent in opponents:
                claims.lose(
                    opponent,
                    Message(
                        "an effect says {player} wins, which makes their opponents within "
                        "{player}'s range of influence lose",
                        player=player,
                    ),
                    "MTG CR 104.3h",
                )

    def _effect_draw(self, event: Event, state: GameState, claims: Claims) -> None:
        if not state.setup.limits_influence:
            claims.draw(Message("an effect says the game is a draw"), "MTG CR 104.4c")
            return
        controller = event.player or ""
        # 104.4e: a draw for the effect's controller and the players within their range.
        for player in self._in_range(state, controller):
            claims.draw_for(
                player,
                Message(
                    "{controller}'s effect says the game is a draw, for them and the players "
                    "within their range of influence",
                    controller=controller,
                ),
                "MTG CR 104.4c",
                "MTG CR 104.4e",
            )

    def _loop(self, event: Event, state: GameState, claims: Claims) -> None:
        if not state.setup.limits_influence:
            claims.draw(
                Message("the game entered a loop of mandatory actions that nobody can stop"),
                "MTG CR 104.4b",
            )
            return
        # 104.4f: a draw for the players in the loop and everyone within their ranges.
        involved = event.players or ()
        reached = {p for player in involved for p in self._in_range(state, player)}
        for player in (p for p in state.setup.players if p in reached):
            claims.draw_for(
                player,
                Message(
                    "a loop of mandatory actions involving {players} is a draw for "
                    "them and the players within their range of influence",
                    players=", ".join(involved),
                ),
                "MTG CR 104.4f",
            )

    def check_state(self, state: GameState, claims: Claims, events: Iterable[Event] = ()) -> None:
        for event in events:
            player = event.player or ""
            if (
                event.kind is EventKind.DECK_OUT
                and player in state.playing
                and _drawing_wins(state, player) is None  # that draw was replaced (claim)
                and not _exempt(state, player, StateLoss.EMPTY_LIBRARY)
            ):
                claims.lose(
                    player,
                    Message("they had to draw from an empty library"),
                    "MTG CR 104.3c",
                    "MTG CR 704.5b",
                )
        self._life_and_poison(state, claims)
        self._commander_damage(state, claims)
        self._sudden_death(state, claims, events)

    @staticmethod
    def _sudden_death(state: GameState, claims: Claims, events: Iterable[Event]) -> None:
        """MTR 2.4: a single-elimination match can't be a draw; with game wins tied after the
        extra turns, a player without the highest life total loses, as a state-based action
        the tournament adds (no game effect, so "can't lose" does not stop it). Equal totals:
        the game goes on, the check with it, until one total changes."""
        behind = {
            event.player
            for event in events
            if event.kind is EventKind.SUDDEN_DEATH and event.player in state.playing
        }
        for player in state.playing:
            if player in behind:
                claims.lose_anyway(
                    player,
                    Message("sudden death: they do not have the highest life total"),
                    "MTG MTR 2.4",
                )
        if not state.sudden_death:
            return
        totals = {p: life for p in state.playing if (life := state.life[p]) is not None}
        highest = max(totals.values(), default=None)
        for player, life in totals.items():
            if highest is not None and life < highest and player not in behind:
                claims.lose_anyway(
                    player,
                    Message(
                        "sudden death: their life total is {life}, below the highest, {highest}",
                        life=life,
                        highest=highest,
                    ),
                    "MTG MTR 2.4",
                )

    @staticmethod
    def _life_and_poison(state: GameState, claims: Claims) -> None:
        two_headed = state.setup.variant is Variant.TWO_HEADED_GIANT
        for player in state.playing:
            life = state.life[player]
            if life is not None and life <= 0 and not _exempt(state, player, StateLoss.LIFE):
                if two_headed:
                    claims.lose(
                        player,
                        Message("their team's shared life total is {life}", life=life),
                        "MTG CR 104.3b",
                        "MTG CR 704.6a",
                    )
                else:
                    claims.lose(
                        player,
                        Message("their life total is {life}", life=life),
                        "MTG CR 104.3b",
                        "MTG CR 704.5a",
                    )
            poison = state.poison[player]
            if _exempt(state, player, StateLoss.POISON):
                continue
            if two_headed and poison >= TEAM_POISON_LIMIT:
                claims.lose(
                    player,
                    Message.plural(
                        "their team has {n} poison counter",
                        "their team has {n} poison counters",
                        poison,
                    ),
                    "MTG CR 704.6b",
                )
            elif not two_headed and poison >= POISON_LIMIT:
                claims.lose(
                    player,
                    Message.plural(
                        "they have {n} poison counter", "they have {n} poison counters", poison
                    ),
                    "MTG CR 104.3d",
                    "MTG CR 704.5c",
                )

    @staticmethod
    def _commander_damage(state: GameState, claims: Claims) -> None:
        for (victim, commander, source), damage in state.commander_damage.items():
            if victim in state.playing and damage >= COMMANDER_DAMAGE_LIMIT:
                which = (
                    Message(
                        "{commander}'s commander {source} has dealt them {damage} combat damage "
                        "this game",
                        commander=commander,
                        source=source,
                        damage=damage,
                    )
                    if source
                    else Message(
                        "{commander}'s commander has dealt them {damage} combat damage this game",
                        commander=commander,
                        damage=damage,
                    )
                )
                citations: tuple[str, ...] = ("MTG CR 104.3j", "MTG CR 903.10")
                if source:
                    citations += ("MTG CR 903.10a",)
                claims.lose(victim, which, *citations)

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
            seats=state.playing,
            stack=(),
            gone=(),
            lasting=(),
            restarts=state.restarts + 1,
        )
        note = Note(
            ("MTG CR 104.6",),
            Message("the game restarts for {players}", players=", ".join(state.playing)),
            ruling=True,
        )
        return restarted, (note,)


def _drawing_wins(state: GameState, player: str) -> Event | None:
    """The effect that makes `player` win instead of drawing from an empty library, if any
    (Laboratory Maniac, CR 614.1a): the draw is replaced, so it is no state-based loss."""
    found = holding(state, Lasting.WIN_INSTEAD, player)
    return found[0] if found else None


def _exempt(state: GameState, player: str, loss: StateLoss) -> bool:
    """Whether an effect says `player` does not lose for `loss` (Phyrexian Unlife: 0 life)."""
    return bool(holding(state, Lasting.NO_LOSS, player, loss))


RULES = MagicRules()
