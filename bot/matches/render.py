"""Build the plain views (bot.matches.views) from stored rows."""

from __future__ import annotations

from collections.abc import Sequence

from bot.matches import carry
from bot.matches.models import Batch, Confirmation, Game, Match, Seat
from bot.matches.views import GameView, MatchResultView, MatchView, PendingView, PlayerView
from bot.rules import GameSetup, GameState
from bot.rules.snapshot import load_state


def game_view(game: Game, setup: GameSetup, state: GameState | None = None) -> GameView:
    """`state`: `game.state` already loaded, if the caller has it."""
    if state is None:
        state = load_state(game.state, setup)
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
        starting_vitae=carry.carried_vitae(setup, game.state),
    )


def match_view(
    match: Match,
    players: Sequence[Seat],
    setup: GameSetup,
    game: Game,
    pending: Confirmation | PendingView | None,
    batch: Batch | None,
    state: GameState | None = None,
) -> MatchView:
    """`state`: `game.state` already loaded, if the caller has it. `pending`: what waits, as
    stored or already viewed."""
    if state is None:
        state = load_state(game.state, setup)
    player_views = tuple(
        PlayerView(
            name=p.name,
            user_id=p.user_id,
            team=p.team,
            standing=state.standings[p.name].value,
            life=state.life.get(p.name),
            poison=state.poison.get(p.name, 0),
            commander_damage={
                f"{commander} ({source})" if source else commander: damage
                for (victim, commander, source), damage in state.commander_damage.items()
                if victim == p.name and damage
            },
            champion_controller=state.champion_controller(p.name),
            structures=carry.city(game.state, p.name)[0],
            relics=carry.city(game.state, p.name)[1],
        )
        for p in players
    )
    pending_view = (
        pending
        if isinstance(pending, PendingView)
        else PendingView(
            id=pending.id or 0,
            kind=pending.kind,
            requested_by=pending.requested_by,
            confirmers=tuple(pending.confirmers),
            would_decide=tuple(pending.would_decide),
            message_id=pending.message_id,
            agreed=tuple((pending.action or {}).get("agreed", ())),
        )
        if pending is not None and pending.status == "open"
        else None
    )
    result = match.result
    return MatchView(
        id=match.id or 0,
        guild_id=match.guild_id,
        channel_id=match.channel_id,
        system=match.system,
        variant=match.variant,
        best_of=match.best_of,
        status=match.status,
        players=player_views,
        teams=setup.teams,
        wins=tuple(match.wins),
        draws=match.draws,
        game=game_view(game, setup, state),
        pending=pending_view,
        batch_size=len(batch.events) if batch is not None and batch.status == "open" else None,
        result=MatchResultView(
            winner_side=result["winner_side"],
            winners=tuple(result["winners"]),
            score=result["score"],
            reason=result["reason"],
            citations=tuple(result["citations"]),
        )
        if result
        else None,
        scoreboard_message_id=match.scoreboard_message_id,
    )
