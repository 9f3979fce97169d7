"""The ratings core (shared/spec/ratings.md): the model, ranks from results, ladders, and the
same ladders computed with `openskill` directly over a few hundred random matches."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest
from openskill.models import PlackettLuce

from bot.core.ratings import (
    DEFAULT_SKILL,
    Format,
    Ladder,
    MatchOutcome,
    RatingEvent,
    RatingsFileError,
    Season,
    Skill,
    file_events,
    ladders_json,
    ranks,
)

W, D, L = MatchOutcome.WON, MatchOutcome.DREW, MatchOutcome.LOST
# shared/spec/ratings.md: alice after beating bob, her first rated match.
SPEC_EXAMPLE_ROW = {
    "rank": None,
    "player": "alice",
    "rating": 1086,
    "mu": 27.635389,
    "sigma": 8.065901,
    "matches": 1,
    "record": "1-0-0",
    "provisional": True,
}


def duel(a: str, b: str, winner: str | None) -> RatingEvent:
    return RatingEvent.with_winners([(a,), (b,)], [] if winner is None else [[a, b].index(winner)])


def test_a_new_player_shows_1000_and_the_spec_example_moves_as_documented() -> None:
    assert Skill(25.0, 25 / 3) == DEFAULT_SKILL
    assert DEFAULT_SKILL.shown == 1000
    ladder = Ladder()
    changes = ladder.apply(duel("alice", "bob", "alice"))
    assert [c.text for c in changes] == ["1000 -> 1086", "1000 -> 954"]
    assert ladder.table()[0].to_json() == SPEC_EXAMPLE_ROW


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        ((W, L), [1, 2]),
        ((D, D), [1, 1]),
        ((L, W, L, L), [2, 1, 2, 2]),
        ((D, D, D, D), [1, 1, 1, 1]),
        ((W, D, L), [1, 2, 3]),
        ((L, D, D), [2, 1, 1]),
    ],
)
def test_ranks_close_up_when_a_kind_of_result_is_missing(
    outcomes: tuple[MatchOutcome, ...], expected: list[int]
) -> None:
    assert ranks(outcomes) == expected


def test_format_duel_is_two_players_without_teams() -> None:
    assert Format.of([("a",), ("b",)]) is Format.DUEL
    assert Format.of([("a",), ("b",), ("c",)]) is Format.MULTIPLAYER
    assert Format.of([("a", "b"), ("c", "d")]) is Format.MULTIPLAYER


def test_a_provisional_player_is_never_ranked_above_a_qualified_one() -> None:
    ladder = Ladder()
    for _ in range(5):  # steady plays five duels, losing them all
        ladder.apply(duel("steady", "rival", "rival"))
    ladder.apply(duel("newcomer", "x", "newcomer"))  # one win: a high rating, provisional
    table = ladder.table()
    names = [r.rating.player for r in table]
    assert names[:2] == ["rival", "steady"]
    assert [r.rank for r in table[:2]] == [1, 2]
    newcomer = next(r for r in table if r.rating.player == "newcomer")
    assert newcomer.rank is None and newcomer.rating.provisional
    assert newcomer.rating.shown > table[1].rating.shown  # higher, and still listed after


def test_qualified_players_equal_in_rating_and_mu_share_a_rank() -> None:
    ladder = Ladder()
    for _ in range(5):
        ladder.apply(duel("a", "b", None))
    for _ in range(5):
        ladder.apply(duel("c", "d", "c"))
    table = ladder.table()
    ranks_by_name = {r.rating.player: r.rank for r in table}
    assert ranks_by_name["c"] == 1
    assert ranks_by_name["a"] == ranks_by_name["b"] == 2  # drew every time: identical
    assert ranks_by_name["d"] == 4


def test_a_season_counts_the_matches_that_finished_while_it_ran() -> None:
    start = datetime(2026, 1, 1, tzinfo=UTC)
    season = Season(1, "Spring", start, start + timedelta(days=90))
    assert not season.contains(start - timedelta(seconds=1))
    assert season.contains(start)
    assert not season.contains(start + timedelta(days=90))
    assert Season(2, "Now", start).contains(start + timedelta(days=900))


# -- checked against the library ---------------------------------------------------------------


def random_matches(rng: random.Random, count: int) -> list[RatingEvent]:
    players = [f"p{i}" for i in range(24)]
    events = []
    for _ in range(count):
        shape = rng.choice(["duel", "pod", "teams", "teams3"])
        if shape == "duel":
            seats = rng.sample(players, 2)
            sides = [(p,) for p in seats]
        elif shape == "pod":
            seats = rng.sample(players, rng.choice([3, 4, 5]))
            sides = [(p,) for p in seats]
        else:
            n = 2 if shape == "teams" else 3
            seats = rng.sample(players, 2 * n)
            sides = [tuple(seats[i : i + 2]) for i in range(0, 2 * n, 2)]
        kind = rng.random()
        if kind < 0.15:  # a draw
            outcomes = tuple(D for _ in sides)
        elif kind < 0.3 and len(sides) > 2:  # a winner, some drew, some lost
            outcomes = tuple(rng.choice([W, D, L]) for _ in sides)
        else:
            winner = rng.randrange(len(sides))
            outcomes = tuple(W if i == winner else L for i in range(len(sides)))
        events.append(RatingEvent(tuple(sides), outcomes))
    return events


def direct_ladders(events: list[RatingEvent]) -> dict[Format, dict[str, tuple[float, float]]]:
    """The same ladders computed with openskill alone, ranks written out by hand."""
    model = PlackettLuce(limit_sigma=True)
    ladders: dict[Format, dict[str, object]] = {Format.DUEL: {}, Format.MULTIPLAYER: {}}
    order = {W: 0, D: 1, L: 2}
    for event in events:
        two_players = len(event.sides) == 2 and all(len(side) == 1 for side in event.sides)
        fmt = Format.DUEL if two_players else Format.MULTIPLAYER
        ratings = ladders[fmt]
        teams = [
            [ratings.setdefault(p, model.rating(name=p)) for p in side] for side in event.sides
        ]
        kinds = sorted({order[o] for o in event.outcomes})
        event_ranks = [kinds.index(order[o]) + 1 for o in event.outcomes]
        for side in model.rate(teams, ranks=event_ranks):
            for rated in side:
                ratings[rated.name] = rated
    return {
        fmt: {p: (r.mu, r.sigma) for p, r in ratings.items()}  # type: ignore[attr-defined]
        for fmt, ratings in ladders.items()
    }


def test_the_ladders_match_openskill_computed_directly_over_random_matches() -> None:
    rng = random.Random(21)
    events = random_matches(rng, 400)
    assert {e.format for e in events} == set(Format)
    assert any(all(o is D for o in e.outcomes) for e in events)
    ours = {fmt: Ladder() for fmt in Format}
    for event in events:
        ours[event.format].apply(event)
    theirs = direct_ladders(events)
    for fmt in Format:
        got = {p: (r.skill.mu, r.skill.sigma) for p, r in ours[fmt].ratings.items()}
        assert got.keys() == theirs[fmt].keys()
        for player, (mu, sigma) in theirs[fmt].items():
            assert got[player][0] == pytest.approx(mu, abs=1e-9)
            assert got[player][1] == pytest.approx(sigma, abs=1e-9)
        seated = sum(len(side) for e in events if e.format is fmt for side in e.sides)
        assert sum(r.rating.matches for r in ours[fmt].table()) == seated


# -- files -------------------------------------------------------------------------------------


def swiss_league(rounds: list[dict[str, object]], **extra: object) -> dict[str, object]:
    return {
        "format": "arbiter-league",
        "system": "magic",
        "kind": "swiss",
        "players": ["ann", "bob", "cat", "dan"],
        "rounds": rounds,
        **extra,
    }


def test_a_league_file_rates_finished_matches_in_order_and_skips_byes_and_unplayed() -> None:
    data = swiss_league(
        [
            {
                "matches": [
                    {"players": ["ann", "bob"], "games": [2, 1, 0]},
                    {"players": ["cat", "dan"], "result": "unfinished"},
                ]
            },
            {"matches": [{"players": ["ann", "cat"], "games": [1, 1, 1]}], "bye": "bob"},
            {"matches": [{"players": ["bob", "dan"], "games": [0, 0, 0]}]},
        ]
    )
    events = file_events(data)
    assert list(events) == [Format.DUEL]
    assert [(e.sides, e.outcomes) for e in events[Format.DUEL]] == [
        ((("ann",), ("bob",)), (W, L)),
        ((("ann",), ("cat",)), (D, D)),
    ]
    out = ladders_json(events)
    assert [r["player"] for r in out["duel"]] == ["ann", "cat", "bob"]  # dan never rated
    assert next(r for r in out["duel"] if r["player"] == "ann")["record"] == "1-0-1"


def test_a_league_files_playoff_is_rated_after_its_rounds() -> None:
    data = swiss_league(
        [{"matches": [{"players": ["ann", "bob"], "games": [2, 0, 0]}]}],
        playoff={
            "size": 2,
            "seeds": ["ann", "bob"],
            "rounds": [
                {"matches": [{"players": ["ann", "bob"], "games": [1, 1, 0], "winner": "bob"}]}
            ],
        },
    )
    events = file_events(data)[Format.DUEL]
    assert [e.outcomes for e in events] == [(W, L), (L, W)]
    assert events[1].sides == (("ann",), ("bob",)) and events[1].outcome_of("bob") is W


def test_a_pods_league_is_a_multiplayer_ladder() -> None:
    data = {
        "format": "arbiter-league",
        "system": "magic",
        "kind": "pods",
        "players": ["a", "b", "c", "d"],
        "rounds": [
            {"matches": [{"players": ["a", "b", "c", "d"], "winner": "c"}]},
            {"matches": [{"players": ["a", "b", "c", "d"], "draw": True}]},
        ],
    }
    events = file_events(data)
    assert [e.ranks for e in events[Format.MULTIPLAYER]] == [[2, 2, 1, 2], [1, 1, 1, 1]]


@pytest.mark.parametrize(
    ("match", "where"),
    [
        ({"players": ["a"], "winner": "a"}, 'match 2, field "players"'),
        ({"players": ["a", "b"], "winner": "z"}, 'match 2, field "winner"'),
        ({"players": ["a", "b"]}, 'match 2, field "winner"'),
        ({"players": ["a", "b"], "games": [2, 1]}, 'match 2, field "games"'),
        ({"players": ["a", "b", "c"], "games": [2, 1, 0]}, 'match 2, field "games"'),
        ({"teams": [["a", "b"], ["c", "d"]], "winner": "a"}, 'match 2, field "winner"'),
        ({"teams": [["a", "b"], ["b", "d"]], "draw": True}, 'match 2, field "teams"'),
        ({"players": ["a", "b"], "results": {"a": "won"}}, 'match 2, field "results"'),
        ({"players": ["a", "b"], "results": {"a": "won", "b": "lose"}}, 'match 2, field "results"'),
        ({"players": ["a", "b"], "draw": False}, 'match 2, field "draw"'),
        ({"players": ["a", "b"], "draw": True, "winner": "a"}, 'match 2, field "draw"'),
    ],
)
def test_an_invalid_results_file_names_the_match_and_the_field(
    match: dict[str, object], where: str
) -> None:
    data = {
        "format": "arbiter-results",
        "system": "magic",
        "matches": [{"players": ["a", "b"], "games": [2, 0, 0]}, match],
    }
    with pytest.raises(RatingsFileError) as raised:
        file_events(data)
    assert str(raised.value).startswith(where + ": ")


def test_a_results_file_rates_teams_as_teams() -> None:
    data = {
        "format": "arbiter-results",
        "system": "magic",
        "matches": [{"teams": [["a", "b"], ["c", "d"]], "winner": ["c", "d"]}],
    }
    out = ladders_json(file_events(data))
    assert list(out) == ["multiplayer"]
    rows = {r["player"]: r for r in out["multiplayer"]}
    assert rows["c"]["mu"] == rows["d"]["mu"] > rows["a"]["mu"] == rows["b"]["mu"]
