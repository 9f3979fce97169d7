"""The plain views (bot.app.match.views) of a match's state (bot.core.match.state): what
shows a match, as the Discord face's render.py draws it."""

from __future__ import annotations

from collections.abc import Mapping

from bot.app.match.views import (
    GameView,
    MatchResultView,
    MatchView,
    PendingView,
    PlayerView,
    commander_key,
)
from bot.core.match import carry
from bot.core.match.state import CurrentGame, MatchState, Waiting
from bot.core.rules import GameSetup
from bot.store.answer_json import decode


def game_view(game: CurrentGame, setup: GameSetup) -> GameView:
    state = game.state
    return GameView(
        number=game.number,
        status=game.status,
        chooser=game.chooser,
        chooser_rule=game.chooser_rule,
        choice=game.choice,
        first_player=game.first_player,
        outcomes=tuple(o.explain() for o in state.outcomes),
        citations=state.citations,
        restarts=state.restarts,
        reports=state.reports_applied,
        starting_vitae=carry.carried_vitae(setup, game.stored),
    )


def pending_view(waiting: Waiting) -> PendingView:
    return PendingView(
        id=waiting.id,
        kind=waiting.kind,
        requested_by=waiting.requested_by,
        confirmers=waiting.awaited,
        would_decide=waiting.would_decide,
        message_id=waiting.message_id,
        agreed=waiting.confirmed,
    )


def _commanders(damage: Mapping[tuple[str, str, str], int]) -> dict[str, tuple[str, ...]]:
    """The names given to each player's commanders, each once whatever its case, as first
    spelt (partners, counted apart)."""
    named: dict[str, dict[str, str]] = {}
    for _, commander, source in damage:
        if source:
            named.setdefault(commander, {}).setdefault(source.casefold(), source)
    return {owner: tuple(sorted(n.values(), key=str.casefold)) for owner, n in named.items()}


def match_view(match: MatchState) -> MatchView:
    """The view of `match`: what the core keeps beside the rules state (Terrus' cities and
    carried vitae) is read first, then the view is built from plain values."""
    game, setup = match.game, match.roster.setup
    state = game.state
    commanders = _commanders(state.commander_damage)
    shown_game = game_view(game, setup)
    cities = carry.cities(game.stored)
    damage: dict[str, dict[str, int]] = {}
    for (victim, commander, source), taken in state.commander_damage.items():
        if taken:
            damage.setdefault(victim, {})[commander_key(commander, source)] = taken
    players = []
    for p in match.roster.players:
        structures, relics = cities.get(p.name, (None, None))
        players.append(
            PlayerView(
                name=p.name,
                user_id=p.user_id,
                team=p.team,
                standing=state.standings[p.name],
                life=state.life.get(p.name),
                poison=state.poison.get(p.name, 0),
                commander_damage=damage.get(p.name, {}),
                champion_controller=state.champion_controller(p.name),
                structures=structures,
                relics=relics,
                commanders=commanders.get(p.name, ()),
            )
        )
    return MatchView(
        id=match.id,
        guild_id=match.guild_id,
        channel_id=match.channel_id,
        system=setup.system.value,
        variant=setup.variant.value if setup.variant else None,
        teams_play_as_one=setup.variant_rules is not None
        and setup.variant_rules.one_side is not None,
        best_of=match.best_of,
        status=match.status,
        players=tuple(players),
        teams=setup.teams,
        wins=match.wins,
        draws=match.draws,
        game=shown_game,
        pending=None if match.waiting is None else pending_view(match.waiting),
        batch_size=None if match.batch is None else len(match.batch.events),
        # The stored result (scoring.match_result) holds exactly the view's fields.
        result=decode(MatchResultView, match.result) if match.result else None,
        scoreboard_message_id=match.scoreboard_message_id,
        version=match.version,
    )
