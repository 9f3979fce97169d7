"""A new match, decided purely: `start` (/match start) and `imported` (a match document read
back). Each is a Decision whose first change creates the match (bot.store.matches)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.core.match import carry, scoring
from bot.core.match.commands import Actor, ImportMatch, PlayerSpec, StartMatch
from bot.core.match.decision import (
    AppendReport,
    Change,
    CreateMatch,
    Decision,
    Refusal,
    Refused,
    Reply,
    StartGame,
)
from bot.core.match.state import CurrentGame, MatchState, Roster, Seat
from bot.core.match.statuses import GameStatus, MatchStatus, ReplyStatus, ReportStatus
from bot.core.messages import N_, Message
from bot.core.rules import GameSetup, RuleError, parse_report, parse_setup, replay

ALREADY_ACTIVE = N_(
    "This channel already has an active match. Finish it (/match end or /match concede), or "
    "start yours in another channel or a thread."
)


def start(command: StartMatch, actor: Actor) -> Decision | Refusal:
    """The match's players, setup and first game, once the actor may start it (a player of
    it, or a judge) and the setup is one the rules accept."""
    try:
        return _started(command, actor)
    except Refused as refused:
        return refused.refusal


def _started(command: StartMatch, actor: Actor) -> Decision:
    user_ids = [p.user_id for p in command.players if p.user_id is not None]
    if len(set(user_ids)) != len(user_ids):
        raise Refused(Message("Each player can take only one seat in a match; name everyone once."))
    if not actor.is_judge and actor.user_id not in user_ids:
        raise Refused(
            Message("You can only start a match you play in; a judge can start one for others."),
            not_allowed=True,
        )
    names = unique_names(command.players)
    setup = _setup(command, names)
    best_of = scoring.default_best_of(setup) if command.best_of is None else command.best_of
    # A whole number only: True and 3.0 compare equal to 1 and 3 but are not a game count.
    if type(best_of) is not int or best_of not in scoring.BEST_OF_CHOICES:
        raise Refused(
            Message(
                "A match is best of 1, 3, 5 or 7 games, not {best_of}. Pick one of those (3 is "
                "usual for two players).",
                best_of=str(best_of),
            )
        )
    user_of = {name: spec.user_id for spec, name in zip(command.players, names, strict=True)}
    chooser, rule = command.first_chooser or (
        command.draw(setup) if command.draw else names[0],
        "random (secrets)",
    )
    game = scoring.unbegun(setup, 1, scoring.Chooser(chooser, rule), {})
    after = _new(command.guild_id, command.channel_id, _roster(setup, user_of), best_of, game)
    changes = (CreateMatch(actor.user_id), StartGame(game))
    return Decision(None, after, changes, Reply(ReplyStatus.STARTED, 1))


def _setup(command: StartMatch, names: Sequence[str]) -> GameSetup:
    """The rules' setup: teams and emperors named by user id are named by their players."""
    by_user = {spec.user_id: name for spec, name in zip(command.players, names, strict=True)}

    def as_name(who: int | str) -> str:
        return by_user.get(who, str(who)) if isinstance(who, int) else who

    data: dict[str, Any] = {"system": command.system, "players": list(names)}
    if command.variant:
        data["variant"] = command.variant
    if command.teams:
        data["teams"] = [[as_name(p) for p in team] for team in command.teams]
    if command.emperors:
        data["emperors"] = [as_name(p) for p in command.emperors]
    if command.range_of_influence is not None:  # Magic multiplayer (CR 801): the rules check
        data["range_of_influence"] = command.range_of_influence
    life = command.starting_life
    if life is not None:
        data["starting_life"] = life
        given = life.values() if isinstance(life, Mapping) else [life]
        if any(isinstance(v, int) and v < 1 for v in given):
            raise Refused(Message("Starting life must be at least 1."))
    try:
        return parse_setup(data)
    except RuleError as error:
        raise Refused(error.text) from None


def unique_names(specs: Sequence[PlayerSpec]) -> list[str]:
    names: list[str] = []
    for spec in specs:
        base = spec.name.strip() or f"player{len(names) + 1}"
        name, n = base, 2
        while name in names:
            name, n = f"{base} ({n})", n + 1
        names.append(name)
    return names


def _roster(setup: GameSetup, user_of: Mapping[str, Any]) -> Roster:
    team = {p: i for i, players in enumerate(setup.teams) for p in players}
    seats = tuple(
        Seat(seat, name, user if isinstance(user := user_of.get(name), int) else None, team[name])
        for seat, name in enumerate(setup.players)
    )
    return Roster(setup, seats)


def _new(
    guild_id: int | None, channel_id: int, roster: Roster, best_of: int, game: CurrentGame
) -> MatchState:
    return MatchState(
        id=0,  # assigned by the store
        guild_id=guild_id,
        channel_id=channel_id,
        version=0,
        status=MatchStatus.ACTIVE,
        roster=roster,
        best_of=best_of,
        wins=(0,) * len(roster.setup.teams),
        draws=0,
        game=game,
    )


def imported(command: ImportMatch, actor: Actor) -> Decision:
    """A match document stored as it was played: each game with its applied reports (in
    the log in order, credited to the importer); the match finished as recorded, or this
    channel's active match at the game it had reached."""
    document = command.document
    setup = parse_setup(document)
    games = [_imported_game(document, raw, n) for n, raw in enumerate(document["games"], 1)]
    ended = [scoring.game_result(game.state) for game, _ in games if game.state.is_over]
    score = scoring.score(setup, ended)
    if command.result is not None and command.final is not None:
        score = command.final  # as recorded: a concession or an early end changes it
    changes: list[Change] = [CreateMatch(actor.user_id)]
    seq = 0
    for game, reports in games:
        changes.append(StartGame(game))
        for payload in reports:
            seq += 1
            key, applied = f"{command.key}:{seq}", ReportStatus.APPLIED
            changes.append(AppendReport(game.number, actor.user_id, key, payload, applied, {}, seq))
    best_of = document.get("best_of", scoring.default_best_of(setup))
    roster = _roster(setup, document.get("user_ids") or {})
    after = replace(
        _new(command.guild_id, command.channel_id, roster, best_of, games[-1][0]),
        version=seq,
        wins=score.wins,
        draws=score.draws,
        status=MatchStatus.ACTIVE if command.result is None else MatchStatus.FINISHED,
        result=command.result,
    )
    answer = Reply(ReplyStatus.IMPORTED, len(games))
    return Decision(None, after, tuple(changes), answer, finished=command.result is not None)


def _imported_game(
    document: Mapping[str, Any], raw: Mapping[str, Any], number: int
) -> tuple[CurrentGame, list[Mapping[str, Any]]]:
    """One game of a match document, replayed from its own setup (a Terrus game may open
    with the vitae carried from the game before, Terrus 4.3), and its reports."""
    payloads = list(raw.get("reports", []))
    reports = [parse_report(r) for r in payloads]
    state = replay(parse_setup({**document, **raw}), reports)
    own = raw.get("starting_life")
    carried = carry.opening_vitae(parse_setup(document), own if isinstance(own, Mapping) else {})
    stored = carry.rebuild({carry.OPENING: carried}, state, reports)
    status = raw.get("status") or (GameStatus.OVER if state.is_over else GameStatus.PLAYING)
    game = CurrentGame(
        number,
        GameStatus(status),
        raw.get("chooser"),
        None,
        None,
        raw.get("first_player"),
        stored,
        state,
        bool(reports),
    )
    return game, payloads
