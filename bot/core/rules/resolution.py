"""One moment of a report settled, the same way in all three games.

A report has two moments: what happens at once, then the checkpoint (bot.core.rules.engine). At
each,
the game module turns events and state into claims (who would win, who would lose, whether the
game would be a draw, each with its rule). This module settles one moment's claims together,
using the mechanics the three rule texts share:

- a player who would win and lose at the same time loses (MTG 104.3f, GA 3, Terrus 5.3d);
- a player's win ends the game: everyone else still in it loses (MTG 104.1, GA 1, Terrus 5.1);
- if everyone still in the game loses at once, the game is a draw (MTG 104.4a/d, GA 4,
  Terrus 5.4a/d);
- the last player or team still in the game wins (MTG 104.2a/c, GA 2, Terrus 5.2e/g), and each
  player of a winning team wins, even one who had already lost;
- a variant's team that plays as one wins and loses together (Two-Headed Giant, MTG 810.8a);
  a variant's team with a leader loses with its leader and wins when one of its players wins
  (Emperor, MTG 104.3i, 104.2d, 809.5): what the variant says (bot.core.rules.variants);
- a draw for some players only (Magic's limited range of influence, 104.4e-f) takes them out
  while the rest play on; a team with a leader draws with its leader (MTG 104.4h, 809.5).

A player who loses at the same moment as a draw keeps the loss. One reading for a draw in the
same moment as losses, in all three games, with or without teams or ranges of influence: the
losses are counted first; if they leave one player or team, that side wins at once, since the
last one standing wins "immediately" and over any effect that would stop it (MTG 104.2a/c,
Terrus 5.2e/g; GA 2 has the same win with no exception). The draw decides only when two sides
or more would remain: they draw (or, for a draw limited by range of influence, those it
reaches draw and the rest play on). A win claimed in the same moment as a draw wins too.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from bot.core.messages import Message
from bot.core.rules.state import GameState, Outcome, Reason, unique
from bot.core.rules.vocabulary import Standing


@dataclass(frozen=True, slots=True)
class EffectRules:
    """The rule numbers of a game with a stack and continuous effects (Magic): see
    bot.core.rules.lasting and bot.core.rules.stack."""

    cant: str  # "can't" beats an instruction to win or lose (MTG CR 101.2)
    replacement: str  # "instead" (MTG CR 614.1a)
    trigger: str  # a trigger waits for the next priority (MTG CR 603.3)
    state_based: str  # state-based actions first, then triggers; repeated (MTG CR 704.3)
    leaving: str  # a player who leaves takes their objects along (MTG CR 800.4a)
    team: str | None = None  # a team shares its players' "can't" (MTG CR 810.8a)
    prevented: str | None = None  # protection prevents the damage (MTG CR 702.16e)
    infect: str | None = None  # damage dealt as though its source had infect (MTG CR 702.90b)
    halving: str | None = None  # half a life total, rounded as the effect says (MTG CR 107.1a)
    setting: str | None = None  # a life total set is a gain or loss of the difference (119.5)
    # a spell's effect that needs another of its name cast, checked as it resolves (608.2)
    condition: str | None = None


@dataclass(frozen=True, slots=True)
class SharedRules:
    """The rule numbers one game uses for the mechanics above."""

    game_ends_on_win: str
    win_and_lose: str
    all_lose_draw: str
    last_standing: str
    teams_all_lose_draw: str | None = None
    team_last_standing: str | None = None
    team_lost: str | None = None
    effects: EffectRules | None = None  # a game with a stack and continuous effects


@dataclass
class Claims:
    """What one checkpoint's events and state say; a builder used inside one pure call."""

    wins: dict[str, list[Reason]] = field(default_factory=lambda: defaultdict(list))
    losses: dict[str, list[Reason]] = field(default_factory=lambda: defaultdict(list))
    draws: list[Reason] = field(default_factory=list)
    # Draws for some players only, who leave while the others play on (MTG 104.4e-f).
    draws_for: dict[str, list[Reason]] = field(default_factory=lambda: defaultdict(list))
    restart: bool = False
    # Players whose loss no effect can stop or replace (a concession, a judge's penalty).
    unstoppable: set[str] = field(default_factory=set)

    # Each reason is a Message (a face words it in the reader's language); a plain string is
    # shown as it is, in English in every language (a game whose words are not messages).

    def win(self, player: str, text: Message | str, *citations: str) -> None:
        self.wins[player].append(Reason(citations, _said(text)))

    def lose(self, player: str, text: Message | str, *citations: str) -> None:
        self.losses[player].append(Reason(citations, _said(text)))

    def lose_anyway(self, player: str, text: Message | str, *citations: str) -> None:
        """A loss that "can't lose" and "instead" effects do not touch."""
        self.lose(player, text, *citations)
        self.unstoppable.add(player)

    def draw(self, text: Message | str, *citations: str) -> None:
        self.draws.append(Reason(citations, _said(text)))

    def draw_for(self, player: str, text: Message | str, *citations: str) -> None:
        self.draws_for[player].append(Reason(citations, _said(text)))


def _said(text: Message | str) -> Message:
    return text if isinstance(text, Message) else Message.verbatim_text(text)


def _spread_team_losses(state: GameState, losses: dict[str, list[Reason]]) -> None:
    setup = state.setup
    variant = setup.variant_rules
    if variant is None:
        return
    for team in setup.teams:
        fallen = [p for p in team if p in losses]
        if not fallen:
            continue
        if variant.one_side is not None:
            reason = Reason(
                variant.one_side.citations,
                Message(
                    "in {variant} a team loses together ({players} lost)",
                    variant=variant.name,
                    players=", ".join(fallen),
                ),
            )
        elif variant.leaders is not None and setup.emperor_of(team) in fallen:
            reason = Reason(variant.leaders.loses_with, Message(variant.leaders.lost))
        else:
            continue
        for player in team:
            if player in state.playing and player not in fallen:
                losses.setdefault(player, []).append(reason)


def _drawn_players(
    state: GameState, claims: Claims, remaining: list[str]
) -> dict[str, list[Reason]]:
    """Players a draw reaches without ending the game for all: those named, and where the
    variant gives each team a leader, the remaining players of a leader it reaches (Emperor,
    MTG 104.4h, 809.5)."""
    drawn = {p: list(claims.draws_for[p]) for p in remaining if claims.draws_for.get(p)}
    setup = state.setup
    leaders = setup.variant_rules.leaders if setup.variant_rules is not None else None
    if leaders is None:
        return drawn
    for team in setup.teams:
        emperor = setup.emperor_of(team)
        if emperor not in drawn:
            continue
        reason = Reason(leaders.draws_with, Message(leaders.drew, leader=emperor or ""))
        for player in team:
            if player in remaining and player not in drawn:
                drawn[player] = [reason]
    return drawn


def resolve(
    state: GameState, claims: Claims, shared: SharedRules, report_number: int
) -> tuple[Outcome, ...]:
    """Settle one checkpoint's claims into outcomes, in turn order."""
    playing = set(state.playing)
    losses = {p: list(r) for p, r in claims.losses.items() if p in playing}
    wins = {p: list(r) for p, r in claims.wins.items() if p in playing}
    _spread_team_losses(state, losses)

    for player in [p for p in wins if p in losses]:
        del wins[player]
        losses[player].append(
            Reason((shared.win_and_lose,), Message("they would win and lose at the same time"))
        )

    decided: dict[str, tuple[Standing, list[Reason]]] = {}
    winning_teams = list(dict.fromkeys(state.setup.team_of(p) for p in wins))
    if len(winning_teams) > 1:
        # Each win would end the game with the others losing: every one of them would win and
        # lose at once, so everyone still in the game loses together, which is a draw.
        team_draw = shared.teams_all_lose_draw if state.setup.has_teams else None
        tie = Reason(
            (shared.win_and_lose, team_draw or shared.all_lose_draw),
            Message("more than one side won at the same moment, so all of them lose at once"),
        )
        for player in playing:
            decided[player] = (Standing.DREW, [*wins.get(player, []), *losses.get(player, []), tie])
    elif winning_teams:
        _win_by_claim(state, wins, losses, shared, decided)
    else:
        _settle_losses(state, claims, losses, shared, decided)

    return tuple(
        Outcome(player, standing, tuple(reasons), report_number)
        for player in state.setup.players
        if player in decided
        for standing, reasons in [decided[player]]
    )


def _team_wins(
    state: GameState,
    team: tuple[str, ...],
    reason_for: dict[str, list[Reason]],
    team_reason: Reason,
    decided: dict[str, tuple[Standing, list[Reason]]],
) -> None:
    for player in team:
        if player in state.playing or state.setup.has_teams:
            decided[player] = (Standing.WON, reason_for.get(player) or [team_reason])


def _team_win_rules(state: GameState, shared: SharedRules) -> tuple[str, ...]:
    """The rules that make a winner's teammates win too: the variant's, else the team rule."""
    variant = state.setup.variant_rules
    if variant is not None and variant.leaders is not None:
        return variant.leaders.wins_with
    if variant is not None and variant.one_side is not None:
        return variant.one_side.citations
    if state.setup.has_teams and shared.team_last_standing:
        return (shared.team_last_standing,)
    return ()


def _win_by_claim(
    state: GameState,
    wins: dict[str, list[Reason]],
    losses: dict[str, list[Reason]],
    shared: SharedRules,
    decided: dict[str, tuple[Standing, list[Reason]]],
) -> None:
    # All winners are on one team; take them in turn order, so the order of the events inside
    # a simultaneous report cannot change the explanation.
    winners = [p for p in state.setup.players if p in wins]
    team = state.setup.team_of(winners[0])
    names = " and ".join(winners)
    winner_rules = unique(c for p in winners for reason in wins[p] for c in reason.citations)
    team_reason = Reason(
        (*winner_rules, *_team_win_rules(state, shared)),
        Message("their team won ({players})", players=names),
    )
    _team_wins(state, team, wins, team_reason, decided)
    game_over = Reason(
        (shared.game_ends_on_win,), Message("{players} won, which ends the game", players=names)
    )
    for player in state.playing:
        if player not in team:
            decided[player] = (Standing.LOST, [*losses.get(player, []), game_over])


def _settle_losses(
    state: GameState,
    claims: Claims,
    losses: dict[str, list[Reason]],
    shared: SharedRules,
    decided: dict[str, tuple[Standing, list[Reason]]],
) -> None:
    remaining = [p for p in state.playing if p not in losses]
    setup = state.setup
    if losses and not remaining:
        rule = shared.teams_all_lose_draw if setup.has_teams else shared.all_lose_draw
        together = Reason(
            (rule or shared.all_lose_draw,),
            Message("everyone still in the game lost at the same time, so the game is a draw"),
        )
        for player, reasons in losses.items():
            decided[player] = (Standing.DREW, [*reasons, *claims.draws, together])
        return
    for player, reasons in losses.items():
        decided[player] = (Standing.LOST, reasons)
    if losses and _one_side(state, remaining):
        # The last side standing wins at once, and no draw of the same moment can stop it
        # (MTG 104.2a, Terrus 5.2e, GA 2): a draw decides only among two sides or more.
        overridden = bool(claims.draws) or any(claims.draws_for.get(p) for p in remaining)
        _last_standing_wins(state, remaining, shared, decided, overridden)
        return
    if claims.draws:
        for player in remaining:
            decided[player] = (Standing.DREW, list(claims.draws))
        return
    drawn = _drawn_players(state, claims, remaining)
    decided.update({p: (Standing.DREW, reasons) for p, reasons in drawn.items()})
    remaining = [p for p in remaining if p not in drawn]
    if _one_side(state, remaining):
        _last_standing_wins(state, remaining, shared, decided, overridden=False)


def _one_side(state: GameState, remaining: list[str]) -> bool:
    return len({state.setup.team_of(p) for p in remaining}) == 1


def _last_standing_wins(
    state: GameState,
    remaining: list[str],
    shared: SharedRules,
    decided: dict[str, tuple[Standing, list[Reason]]],
    overridden: bool,
) -> None:
    setup = state.setup
    team = setup.team_of(remaining[0])
    if setup.has_teams:
        team_rules = (shared.team_last_standing, shared.team_lost)
        citations = unique((*(c for c in team_rules if c), *_team_win_rules(state, shared)))
        text = (
            Message(
                "every other team has left the game, which wins at once even though a draw "
                "came at the same moment"
            )
            if overridden
            else Message("every other team has left the game")
        )
    else:
        citations = (shared.last_standing,)
        text = (
            Message(
                "all of their opponents have left the game, which wins at once even though a "
                "draw came at the same moment"
            )
            if overridden
            else Message("all of their opponents have left the game")
        )
    _team_wins(state, team, {}, Reason(citations, text), decided)
