"""Property tests for the rules core (bot/core/rules), driven by tests/strategies.py.

Every game is generated as replay-format JSON and built step by step against the current state,
so each report is valid when it is made; the properties below then hold for all of them.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import re
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import (
    NAMES,
    GameLog,
    any_well_formed_events,
    checkpoint_events_for,
    commander_setups,
    emperor_setups,
    fuzzed_events,
    games,
    grand_archive_setups,
    immediate_events_for,
    invalid_reports_for,
    json_values,
    plain_magic_setups,
    setups,
    terrus_setups,
    two_headed_giant_setups,
)

from bot.core.rules import (
    GameSetup,
    GameState,
    Report,
    RuleError,
    Standing,
    Verdict,
    adjudicate,
    apply_report,
    new_game,
    parse_report,
    parse_setup,
    replay,
    rules_for,
)
from bot.core.rules.gamefile import adjudicate_game, read_game, summarize
from bot.core.rules.lasting import restrain
from bot.core.rules.resolution import Claims
from bot.core.rules.snapshot import dump_state, load_state

try:  # written concurrently; when it is there, every citation must be one of its rules
    from bot.core.rules import index as rules_index
except ImportError:  # pragma: no cover - the regex below still checks every citation
    rules_index = None

CITATION = re.compile(
    r"^(MTG CR \d{3}\.\d+[a-z]?|MTG MTR \d\.\d+|GA Ending the Game \d(\.\d)?"
    r"|GA Tournament Rules: .+|Terrus \d\.\d[a-g]?)$"
)

# 100 examples a property (200 until session 19): the whole suite must stay under CI's ten
# minutes on a two-core machine, where it reached 11 min 14 s (docs/performance.md).
PROPERTY = settings(
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# ---------------------------------------------------------------------------------------------
# Helpers


def start(log: GameLog) -> GameState:
    return new_game(parse_setup(copy.deepcopy(log.setup)))


def parsed(log: GameLog) -> list[Report]:
    return [parse_report(copy.deepcopy(raw)) for raw in log.reports]


def play(log: GameLog) -> tuple[GameState, list[Verdict]]:
    """Apply every report of a log built to be valid: the rules core must accept each one."""
    state = start(log)
    verdicts = []
    for number, report in enumerate(parsed(log), start=1):
        try:
            verdict = apply_report(state, report)
        except RuleError as error:  # pragma: no cover - shows which valid report was refused
            raise AssertionError(
                f"report {number} {log.reports[number - 1]} was valid but refused: {error}"
                f" (field {error.field}); game: {log.to_file()}"
            ) from error
        check_checkpoint(state, verdict)
        verdicts.append(verdict)
        state = verdict.state
    return state, verdicts


def finish(state: GameState) -> GameState:
    """Concede players in turn order until the game is over (concede exists in every game)."""
    while not state.is_over:
        loser = state.playing[0]
        state = apply_report(state, parse_report({"event": "concede", "player": loser})).state
    return state


def snapshot(value: Any) -> Any:
    """A deep, plain copy of a state value (mappingproxy cannot be deep-copied)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (
            type(value).__name__,
            tuple((f.name, snapshot(getattr(value, f.name))) for f in dataclasses.fields(value)),
        )
    if isinstance(value, Mapping):
        return ("mapping", tuple((snapshot(k), snapshot(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, tuple(snapshot(v) for v in value))
    return value


def check_citation(citation: str) -> None:
    assert CITATION.match(citation), f"citation {citation!r} has no allowed format"
    if rules_index is not None:
        rule = rules_index.get(citation)
        assert rule is not None, f"citation {citation!r} is not in bot.core.rules.index"
        assert rule.citation == citation, f"{citation!r} is not canonical ({rule.citation!r})"


def check_state(state: GameState) -> None:
    """What must hold for every state the rules core hands out."""
    setup = state.setup
    standings = state.standings
    assert set(standings) == set(setup.players)
    assert state.is_over == (not any(s is Standing.PLAYING for s in standings.values()))

    won = [p for p in setup.players if standings[p] is Standing.WON]
    lost = [p for p in setup.players if standings[p] is Standing.LOST]
    drew = [p for p in setup.players if standings[p] is Standing.DREW]
    assert not set(won) & set(lost)
    assert len({setup.team_of(p) for p in won}) <= 1, f"more than one team won: {won}"
    if won and not setup.limits_influence:
        # Only under limited range of influence can some players draw while the rest play on.
        assert not drew, f"{won} won but {drew} drew"
        if setup.has_teams:  # the whole winning team wins, even who left earlier
            assert set(won) == set(setup.team_of(won[0]))

    # Each standing is the last outcome for that player; no outcome means still playing.
    last: dict[str, Standing] = {}
    for outcome in state.outcomes:
        last[outcome.player] = outcome.standing
        assert outcome.citations, f"outcome without a citation: {outcome}"
        for citation in outcome.citations:
            check_citation(citation)
    for player in setup.players:
        assert standings[player] is last.get(player, Standing.PLAYING)

    for citation in state.citations:
        check_citation(citation)
    if state.is_over:
        assert state.citations, "the game is over but nothing is cited"

    assert all(value >= 0 for value in state.poison.values())
    assert all(value >= 0 for value in state.commander_damage.values())
    assert state.restarts >= 0
    if state.restarts:
        assert setup.system.value == "magic"


def check_checkpoint(before: GameState, verdict: Verdict) -> None:
    """What must hold for one report's checkpoint."""
    after = verdict.state
    check_state(after)
    assert after.setup == before.setup
    assert after.reports_applied == before.reports_applied + 1
    assert after.outcomes[: len(before.outcomes)] == before.outcomes
    assert after.outcomes[len(before.outcomes) :] == verdict.outcomes
    players = [o.player for o in verdict.outcomes]
    for player in {p for p in players if players.count(p) > 1}:
        # Decided at once, then their team won at the checkpoint (MTG 104.2c, Terrus 5.2g):
        # the only way one report decides a player twice.
        first, last = [o for o in verdict.outcomes if o.player == player]
        assert first in verdict.immediate and last not in verdict.immediate, verdict.outcomes
        assert last.standing is Standing.WON and before.setup.has_teams, verdict.outcomes
    for outcome in verdict.outcomes:
        assert outcome.report_number == after.reports_applied
        if before.standings[outcome.player] is not Standing.PLAYING:
            # Only a team's win reaches players who had already left (MTG 104.2c, Terrus 5.2g).
            assert outcome.standing is Standing.WON and before.setup.has_teams, outcome
            assert before.standings[outcome.player] in LEFT_BEFORE_TEAM_WIN, outcome
    # Players who left keep their result (lost players stay lost when the rest draw).
    for player in before.setup.players:
        old = before.standings[player]
        if old is not Standing.PLAYING and after.standings[player] is not old:
            assert old in LEFT_BEFORE_TEAM_WIN and after.standings[player] is Standing.WON
    check_timing(before, verdict)


# Who can have left before their team wins: a loser, or (limited range of influence) a player
# for whom the game was a draw while the rest played on.
LEFT_BEFORE_TEAM_WIN = (Standing.LOST, Standing.DREW)


def check_timing(before: GameState, verdict: Verdict) -> None:
    """An immediate outcome of a report is never undone by a checkpoint clause of the same
    report; a game that ends or restarts at once is not judged again at its checkpoint."""
    after = verdict.state
    assert verdict.outcomes[: len(verdict.immediate)] == verdict.immediate
    for outcome in verdict.immediate:
        standing = after.standings[outcome.player]
        if standing is not outcome.standing:
            # Only their team winning later in the report changes it (MTG 104.2c, Terrus 5.2g).
            assert standing is Standing.WON and after.setup.has_teams, (outcome, standing)
    decided_at_once = {o.player for o in verdict.immediate}
    ended_at_once = not [p for p in before.playing if p not in decided_at_once]
    if ended_at_once or verdict.restarted:
        assert verdict.outcomes == verdict.immediate, verdict.outcomes


def same_setup(a: GameSetup, b: GameSetup) -> bool:
    """Equal setups, except for the order of teams when every player is alone.

    `to_dict` leaves out teams of one player each (the default), so `[["bob"], ["alice"]]`
    comes back as the default `[["alice"], ["bob"]]`: the same game.
    """

    def teams(setup: GameSetup) -> object:
        return setup.teams if setup.has_teams else frozenset(setup.teams)

    return teams(a) == teams(b) and dataclasses.replace(a, teams=b.teams) == b


def final_result(state: GameState) -> tuple[Any, ...]:
    return (
        dict(state.standings),
        frozenset(state.citations),
        dict(state.life),
        dict(state.poison),
        dict(state.commander_damage),
        dict(state.champion_control),
        state.restarts,
    )


# ---------------------------------------------------------------------------------------------
# Valid games


@PROPERTY
@given(games())
def test_valid_games_are_accepted_and_deterministic(log: GameLog) -> None:
    first, verdicts = play(log)
    second, again = play(log)
    assert verdicts == again
    assert first == second
    assert snapshot(first) == snapshot(second)
    assert summarize(first) == summarize(second)
    assert replay(start(log).setup, parsed(log)) == first


@PROPERTY
@given(st.data())
def test_only_rule_errors_for_any_input(data: st.DataObject) -> None:
    """Fuzzed events at any point of a valid game: accepted, or refused with a RuleError."""
    log = data.draw(games(max_reports=6))
    state, _ = play(log)
    for _ in range(data.draw(st.integers(1, 3))):
        raw = data.draw(fuzzed_events(list(state.setup.players)) | json_values())
        if data.draw(st.booleans()):
            raw = {"simultaneous": [raw, data.draw(fuzzed_events(list(state.setup.players)))]}
        before = snapshot(state)
        try:
            verdict = apply_report(state, parse_report(raw))
        except RuleError:
            assert snapshot(state) == before
            continue
        check_checkpoint(state, verdict)
        state = verdict.state


@PROPERTY
@given(
    json_values()
    | setups().map(lambda s: {**s, "reports": [{"event": "loop"}]})
    | games().map(GameLog.to_file)
)
def test_game_files_only_raise_rule_errors(data: Any) -> None:
    """Any JSON value as a game file: adjudicated, or refused with a RuleError."""
    try:
        state = adjudicate_game(read_game(data))
    except RuleError:
        return
    check_state(state)
    json.dumps(summarize(state))


# ---------------------------------------------------------------------------------------------
# The end of a game


@PROPERTY
@given(st.data())
def test_over_means_nobody_playing_and_no_more_reports(data: st.DataObject) -> None:
    log = data.draw(games())
    state = finish(play(log)[0])
    check_state(state)
    assert state.is_over
    assert state.playing == ()
    assert summarize(state)["status"] == "over"
    assert all(s is not Standing.PLAYING for s in state.standings.values())

    players = list(state.setup.players)
    events = data.draw(st.lists(any_well_formed_events(players), min_size=1, max_size=3))
    raw = events[0] if len(events) == 1 else {"simultaneous": events}
    before = snapshot(state)
    with pytest.raises(RuleError):
        apply_report(state, parse_report(raw))
    assert snapshot(state) == before


# ---------------------------------------------------------------------------------------------
# Order inside a simultaneous report


@PROPERTY
@given(st.data())
def test_order_inside_simultaneous_reports_does_not_matter(data: st.DataObject) -> None:
    log = data.draw(games())
    permuted = tuple(
        {"simultaneous": data.draw(st.permutations(raw["simultaneous"]))}
        if "simultaneous" in raw
        else raw
        for raw in log.reports
    )
    original, _ = play(log)
    shuffled, _ = play(GameLog(log.setup, permuted))
    assert final_result(shuffled) == final_result(original)
    assert shuffled.is_over == original.is_over


def test_team_win_explanation_does_not_depend_on_event_order() -> None:
    """Minimal reproducer: a teammate who had left wins with the reasons of whichever winning
    teammate's event came first in the simultaneous report (resolution._win_by_claim takes
    `next(iter(wins))`), so the same report in another order gives dave other citations.
    """
    setup = {
        "system": "terrus",
        "players": ["alice", "bob", "carol", "dave"],
        "teams": [["alice", "carol", "dave"], ["bob"]],
    }
    vote = {"event": "dominion_vote", "player": "alice", "int": 15}  # Political victory, 5.2c
    relics = {"event": "turn_start", "player": "carol", "relics": 4}  # Relic victory, 5.2d

    def dave_citations(events: list[dict[str, Any]]) -> set[str]:
        log = GameLog(setup, ({"event": "concede", "player": "dave"}, {"simultaneous": events}))
        state, _ = play(log)
        (won,) = [o for o in state.outcomes if o.player == "dave" and o.standing is Standing.WON]
        return set(won.citations)

    assert dave_citations([vote, relics]) == dave_citations([relics, vote])


# ---------------------------------------------------------------------------------------------
# The vocabulary round trip and the async entry point


@PROPERTY
@given(games())
def test_exported_log_replays_to_the_same_state(log: GameLog) -> None:
    state, _ = play(log)
    reports = parsed(log)
    exported = {**state.setup.to_dict(), "reports": [r.to_dict() for r in reports]}
    text = json.dumps(exported)  # an export is plain JSON
    game = read_game(json.loads(text))
    assert same_setup(game.setup, state.setup)
    assert game.reports == tuple(reports)
    replayed = adjudicate_game(game)
    assert dataclasses.replace(replayed, setup=state.setup) == state
    # Exporting again gives the same file.
    assert {**game.setup.to_dict(), "reports": [r.to_dict() for r in game.reports]} == exported


@PROPERTY
@given(games())
def test_a_snapshot_keeps_the_whole_state(log: GameLog) -> None:
    """What a match stores of a game (its stack and continuous effects included) loads back
    as the same state, after every report."""
    state = start(log)
    for report in parsed(log):
        state = apply_report(state, report).state
        stored = json.loads(json.dumps(dump_state(state)))
        assert load_state(stored, state.setup) == state


@PROPERTY
@given(games())
async def test_async_adjudicate_equals_apply_report(log: GameLog) -> None:
    state = start(log)
    for report in parsed(log):
        expected = apply_report(state, report)
        assert await adjudicate(state, report) == expected
        state = expected.state


# ---------------------------------------------------------------------------------------------
# Bad input changes nothing


@PROPERTY
@given(st.data())
def test_invalid_reports_are_refused_without_changing_the_state(data: st.DataObject) -> None:
    log = data.draw(games(max_reports=6))
    state, _ = play(log)
    if state.is_over:
        # Start over from the state before the last report, which was still going on.
        state = replay(start(log).setup, parsed(log)[:-1]) if log.reports else start(log)
    problem, raw = data.draw(invalid_reports_for(state))
    before = snapshot(state)
    twin = dataclasses.replace(state)
    with pytest.raises(RuleError) as refused:
        apply_report(state, parse_report(raw))
    assert refused.value.field is not None, problem
    assert state == twin
    assert snapshot(state) == before


@PROPERTY
@given(st.lists(st.sampled_from(NAMES), min_size=2, max_size=6, unique=True))
def test_terrus_vitae_delta_needs_a_known_start(players: list[str]) -> None:
    state = new_game(parse_setup({"system": "terrus", "players": players}))
    before = snapshot(state)
    with pytest.raises(RuleError) as refused:
        apply_report(state, parse_report({"event": "life", "player": players[0], "delta": -3}))
    assert refused.value.field == "delta"
    assert snapshot(state) == before
    after = apply_report(state, parse_report({"event": "life", "player": players[0], "set": 7}))
    assert after.state.life[players[0]] == 7


# ---------------------------------------------------------------------------------------------
# A checkpoint settles everything it can read off the state


SYSTEM_SETUPS = {
    "grand-archive": grand_archive_setups(),
    "magic": st.one_of(
        plain_magic_setups(), commander_setups(), two_headed_giant_setups(), emperor_setups()
    ),
    "terrus": terrus_setups(),
}


@pytest.mark.parametrize("system", sorted(SYSTEM_SETUPS))
@PROPERTY
@given(data=st.data())
def test_no_end_condition_is_left_pending_after_a_checkpoint(
    system: str, data: st.DataObject
) -> None:
    """At a checkpoint all end conditions are judged: none may still hold for a player in it,
    unless a continuous effect in force stops or replaces it (Magic, MTG CR 101.2, 614.1a).

    (In Magic, a restart resets the counters, so this holds there too.)
    """
    log = data.draw(games(setup_strategy=SYSTEM_SETUPS[system]))
    for verdict in play(log)[1]:
        after = verdict.state
        if after.is_over:
            continue
        claims = Claims()
        rules = rules_for(after.setup.system)
        rules.check_state(after, claims)
        restrain(after, claims, rules.shared)
        pending = {p: r for p, r in claims.losses.items() if p in after.playing}
        assert not pending, (
            f"after report {after.reports_applied} these players are still playing although "
            f"an end condition holds: {pending}; game: {log.to_file()}"
        )


def test_grand_archive_player_left_without_a_champion_loses_at_that_checkpoint() -> None:
    """Minimal reproducer for the property above (GA Ending the Game 3, 5, 5.1).

    alice takes bob's champion while carol takes alice's. bob controls no champion and loses;
    his cards leave the game (rule 5), bob's champion with them, so alice now controls no
    champion either and must lose before anyone receives Opportunity again: carol is the
    last player in the game and wins.
    """
    state = new_game(parse_setup({"system": "grand-archive", "players": ["alice", "bob", "carol"]}))
    report = {
        "simultaneous": [
            {"event": "champion_control", "player": "bob", "controller": "alice"},
            {"event": "champion_control", "player": "alice", "controller": "carol"},
        ]
    }
    state = apply_report(state, parse_report(report)).state
    assert state.champions_controlled_by("alice") == ()
    assert summarize(state)["players"] == {"alice": "lost", "bob": "lost", "carol": "won"}


# ---------------------------------------------------------------------------------------------
# Timing within a report (replay-format.md, revision 2)


@PROPERTY
@given(st.data())
def test_an_immediate_outcome_is_never_undone_by_the_checkpoint(data: st.DataObject) -> None:
    """Events judged at once (concessions, effects, loops, restarts, victories...) decide the
    same whatever end conditions the report also brings to its checkpoint (life at 0, ten
    poison, an empty library, 21 commander damage, a champion taken): a game that ended or
    restarted at once stays so, and whoever was decided at once keeps their result."""
    log = data.draw(games(max_reports=6))
    state, _ = play(log)
    if state.is_over:
        state = replay(start(log).setup, parsed(log)[:-1]) if log.reports else start(log)
    immediate = data.draw(st.lists(immediate_events_for(state), min_size=1, max_size=2))
    checkpoint = data.draw(checkpoint_events_for(state))
    alone = apply_report(state, parse_report({"simultaneous": immediate}))
    both = apply_report(state, parse_report({"simultaneous": [*immediate, *checkpoint]}))
    check_checkpoint(state, both)
    for outcome in alone.immediate:
        standing = both.state.standings[outcome.player]
        assert standing is outcome.standing or (
            standing is Standing.WON and state.setup.has_teams
        ), (outcome, standing, checkpoint)
    if alone.state.is_over or alone.restarted:
        assert both.state.standings == alone.state.standings, checkpoint
        assert both.state.restarts == alone.state.restarts
        assert both.state.citations == alone.state.citations


@pytest.mark.parametrize(
    ("events", "players", "restarts"),
    [
        # The audit's examples: a restart and a draw come before state-based actions, and a
        # win ends the game before a life total of 0 is ever checked.
        (
            [{"event": "life", "player": "alice", "set": 0}, {"event": "restart"}],
            {"alice": "playing", "bob": "playing"},
            1,
        ),
        (
            [{"event": "deck_out", "player": "bob"}, {"event": "effect", "outcome": "draw"}],
            {"alice": "drew", "bob": "drew"},
            0,
        ),
        (
            [
                {"event": "effect", "outcome": "win", "player": "alice"},
                {"event": "life", "player": "alice", "set": 0},
            ],
            {"alice": "won", "bob": "lost"},
            0,
        ),
    ],
)
def test_audit_examples(
    events: list[dict[str, Any]], players: dict[str, str], restarts: int
) -> None:
    state = new_game(parse_setup({"system": "magic", "players": ["alice", "bob"]}))
    after = apply_report(state, parse_report({"simultaneous": events})).state
    assert summarize(after)["players"] == players
    assert after.restarts == restarts


# ---------------------------------------------------------------------------------------------
# Values are values


def test_setup_does_not_share_the_callers_starting_life() -> None:
    """A GameSetup is an immutable value: later changes to the input must not reach it."""
    data: dict[str, Any] = {
        "system": "magic",
        "players": ["alice", "bob"],
        "starting_life": {"alice": 25},
    }
    setup = parse_setup(data)
    data["starting_life"]["alice"] = 1
    assert setup.starting_life["alice"] == 25
    assert setup.to_dict()["starting_life"] == {"alice": 25}


def test_snapshots_stored_before_revision_2_still_load() -> None:
    """Games stored before seats and partner commanders were kept: commander damage rows of
    three ([victim, commander, damage]) and no seats, which are the players still in."""
    setup = parse_setup({"system": "magic", "variant": "commander", "players": list(NAMES[:3])})
    state = apply_report(new_game(setup), parse_report({"event": "concede", "player": "bob"}))
    stored = dump_state(state.state)
    stored["commander_damage"] = [["alice", "carol", 20]]
    del stored["seats"]
    loaded = load_state(stored, setup)
    assert loaded.commander_damage == {("alice", "carol", ""): 20}
    assert loaded.seats == ("alice", "carol")
    lethal = {"event": "commander_damage", "player": "alice", "commander": "carol", "delta": 1}
    after = apply_report(loaded, parse_report(lethal)).state
    assert after.standings["alice"] is Standing.LOST
