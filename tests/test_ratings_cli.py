"""`arbiter ratings` end to end (shared/spec/ratings.md, "arbiter ratings"), the command line
run in this process (tests/support/cli.py), as tests/test_league_cli.py runs it."""

from __future__ import annotations

import io
import json
from pathlib import Path

from tests.test_league_cli import run, write
from tests.test_ratings import SPEC_EXAMPLE_ROW

RESULTS = {
    "format": "arbiter-results",
    "system": "magic",
    "matches": [
        {"players": ["alice", "bob"], "games": [2, 1, 0]},
        {"players": ["a", "b", "c", "d"], "winner": "c"},
        {"players": ["a", "b", "c", "d"], "draw": True},
        {"teams": [["a", "b"], ["c", "d"]], "winner": ["a", "b"]},
        {"players": ["a", "b", "c"], "results": {"a": "won", "b": "lost", "c": "lost"}},
    ],
}


def test_a_results_file_prints_its_ladders_on_one_line(tmp_path: Path) -> None:
    path = write(tmp_path, "results.json", RESULTS)
    done = run("ratings", path)
    assert done.returncode == 0 and done.stderr == ""
    [line] = done.stdout.splitlines()
    out = json.loads(line)
    assert out["file"] == path
    assert out["ladders"]["duel"][0] == SPEC_EXAMPLE_ROW
    multiplayer = {r["player"]: r for r in out["ladders"]["multiplayer"]}
    assert {p: r["matches"] for p, r in multiplayer.items()} == {"a": 4, "b": 4, "c": 4, "d": 3}
    assert multiplayer["a"]["record"] == "2-1-1"


def test_a_league_file_with_five_rounds_ranks_qualified_players(tmp_path: Path) -> None:
    rounds = [
        {"matches": [{"players": ["ann", "bob"], "games": [2, 0, 0]}], "bye": "cat"}
        for _ in range(5)
    ]
    rounds.append({"matches": [{"players": ["cat", "bob"], "games": [2, 1, 0]}]})
    league = {
        "format": "arbiter-league",
        "system": "magic",
        "kind": "swiss",
        "players": ["ann", "bob", "cat"],
        "rounds": rounds,
    }
    done = run("ratings", write(tmp_path, "league.json", league))
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)["ladders"]["duel"]
    assert [(r["player"], r["rank"], r["provisional"]) for r in rows] == [
        ("ann", 1, False),
        ("bob", 2, False),
        ("cat", None, True),  # byes are not rated: one match
    ]
    assert list(json.loads(done.stdout)["ladders"]) == ["duel"]


def test_an_invalid_file_is_named_on_one_line_and_the_next_file_is_still_read(
    tmp_path: Path,
) -> None:
    bad = {**RESULTS, "matches": [*RESULTS["matches"][:2], {"players": ["a", "b"], "games": "2-1"}]}
    bad_path = write(tmp_path, "bad.json", bad)
    good_path = write(tmp_path, "good.json", RESULTS)
    done = run("ratings", bad_path, write(tmp_path, "text.json", "{oops"), good_path)
    assert done.returncode == 2
    errors = done.stderr.splitlines()
    assert errors[0].startswith(f'{bad_path}: match 3, field "games": ')
    assert "not valid JSON" in errors[1]
    assert "Traceback" not in done.stderr
    [line] = done.stdout.splitlines()
    assert json.loads(line)["file"] == good_path


# -- a league file's playoff: read by the league core ------------------------------------------

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "leagues" / "swiss-playoff.json"


def test_the_example_playoff_is_rated_after_the_rounds_in_bracket_order() -> None:
    """The example league's ladder equals openskill's own over the matches ratings.md names:
    the rounds in order, then the playoff in bracket order (the judge's winner of a match at
    equal game wins ranked first, no draw)."""
    from openskill.models import PlackettLuce

    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    finished = [
        (m["players"], m["games"]) for rnd in data["rounds"] for m in rnd["matches"] if "games" in m
    ]
    # The bracket: 1v4 then 2v3, then the final (bob v dave at 1-1-1 went to dave by a judge).
    playoff = [
        (["alice", "carol"], "alice"),
        (["bob", "dave"], "dave"),
        (["alice", "dave"], "dave"),
    ]
    model = PlackettLuce(limit_sigma=True)
    skills = {p: model.rating() for p in data["players"]}
    played: dict[str, int] = {}
    for players, games in finished:
        ranks = [1, 1] if games[0] == games[1] else ([1, 2] if games[0] > games[1] else [2, 1])
        if games != [0, 0, 0]:
            a, b = players
            [[skills[a]], [skills[b]]] = model.rate([[skills[a]], [skills[b]]], ranks=ranks)
            played.update({a: played.get(a, 0) + 1, b: played.get(b, 0) + 1})
    for (a, b), winner in playoff:
        ranks = [1, 2] if winner == a else [2, 1]
        [[skills[a]], [skills[b]]] = model.rate([[skills[a]], [skills[b]]], ranks=ranks)
        played.update({a: played[a] + 1, b: played[b] + 1})

    done = run("ratings", str(EXAMPLE))
    assert done.returncode == 0, done.stderr
    rows = {r["player"]: r for r in json.loads(done.stdout)["ladders"]["duel"]}
    assert {p: (r["mu"], r["sigma"], r["matches"]) for p, r in rows.items()} == {
        p: (round(s.mu, 6), round(s.sigma, 6), played[p]) for p, s in skills.items()
    }
    assert rows["dave"]["record"] == "4-1-0" and rows["dave"]["rank"] == 1


def _playoff_league(final: dict[str, object]) -> dict[str, object]:
    return {
        "format": "arbiter-league",
        "system": "magic",
        "kind": "swiss",
        "players": ["ann", "bob"],
        "rounds": [{"matches": [{"players": ["ann", "bob"], "games": [2, 0, 0]}]}],
        "playoff": {"size": 2, "seeds": ["ann", "bob"], "rounds": [{"matches": [final]}]},
    }


def test_a_playoff_match_at_equal_game_wins_is_not_rated_until_a_judge_records_its_winner(
    tmp_path: Path,
) -> None:
    waiting = write(
        tmp_path, "waiting.json", _playoff_league({"players": ["ann", "bob"], "games": [1, 1, 0]})
    )
    judged = write(
        tmp_path,
        "judged.json",
        _playoff_league({"players": ["ann", "bob"], "games": [1, 1, 0], "winner": "bob"}),
    )
    done = run("ratings", waiting, judged)
    assert done.returncode == 0, done.stderr
    before, after = (json.loads(line)["ladders"]["duel"] for line in done.stdout.splitlines())
    # A playoff match has no draw: waiting for the judge, only the round's match counts.
    assert [(r["player"], r["record"]) for r in before] == [("ann", "1-0-0"), ("bob", "0-1-0")]
    assert {r["player"]: r["record"] for r in after} == {"ann": "1-1-0", "bob": "1-1-0"}


def test_a_malformed_playoff_gets_the_league_cores_error_naming_round_and_match(
    tmp_path: Path,
) -> None:
    outsider = _playoff_league({"players": ["ann", "bob"], "games": [1, 1, 0], "winner": "cat"})
    no_games = _playoff_league({"players": ["ann", "bob"], "winner": "ann"})
    paths = [write(tmp_path, "outsider.json", outsider), write(tmp_path, "no-games.json", no_games)]
    done = run("ratings", *paths)
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    first, second = done.stderr.splitlines()
    assert first.startswith(f'{paths[0]}: playoff round 1, match 1, field "winner": ')
    assert second.startswith(f'{paths[1]}: playoff round 1, match 1, field "games": ')


def test_a_file_past_the_size_cap_is_one_line(tmp_path: Path) -> None:
    """Issue 20, item 16: ratings reads at most 2 MiB of a file, like standings and pair."""
    import io

    from bot.faces.cli.files import MAX_LEAGUE_BYTES
    from bot.faces.cli.ratings import run_ratings

    huge = tmp_path / "huge.json"
    huge.write_text(json.dumps({"format": "arbiter-results"}) + " " * MAX_LEAGUE_BYTES)
    out, err = io.StringIO(), io.StringIO()
    assert run_ratings([str(huge)], out, err) == 2 and out.getvalue() == ""
    assert err.getvalue() == (
        f"{huge}: the file is larger than 2 MiB, the most Arbiter reads for this command.\n"
    )


# -- players per match: one cap for files of every kind ----------------------------------------


def _pod(size: int) -> list[str]:
    return [f"player{i}" for i in range(size)]


def test_a_pod_of_sixteen_thousand_players_is_refused_in_one_line(tmp_path: Path) -> None:
    """Issue 29: a 133 KB file holding one pod of 16,000 players ran for minutes (the model's
    work grows with the square of a match's players). It is refused before it is rated, with
    the replay files' and rulings' cap, and the file after it is still read."""
    from bot.core.rules.setup import MAX_GAME_PLAYERS

    players = _pod(16_000)
    huge = {
        "format": "arbiter-results",
        "system": "magic",
        "matches": [
            {"players": ["ann", "bob"], "games": [2, 0, 0]},
            {"players": players, "winner": players[0]},
        ],
    }
    path = write(tmp_path, "pod.json", huge)
    good = write(tmp_path, "good.json", RESULTS)
    done = run("ratings", path, good)
    assert done.returncode == 2
    assert done.stderr == (
        f'{path}: match 2, field "players": 16000 players in one match; Arbiter rates matches '
        f"of at most {MAX_GAME_PLAYERS} players, as it reads replay files and rulings.\n"
    )
    [line] = done.stdout.splitlines()
    assert json.loads(line)["file"] == good


def test_teams_and_league_pods_past_the_cap_are_refused_naming_the_match(tmp_path: Path) -> None:
    """Teams count every player seated; a league file's pod is capped as a results file's."""
    from bot.core.rules.setup import MAX_GAME_PLAYERS
    from bot.faces.cli.ratings import run_ratings

    players = _pod(MAX_GAME_PLAYERS + 1)
    teams = {
        "format": "arbiter-results",
        "system": "magic",
        "matches": [{"teams": [players[:9], players[9:]], "winner": players[:9]}],
    }
    league = {
        "format": "arbiter-league",
        "system": "magic",
        "kind": "pods",
        "players": players,
        "rounds": [
            {"matches": [{"players": players[:4], "winner": players[0]}]},
            {"matches": [{"players": players, "draw": True}]},
        ],
    }
    paths = [write(tmp_path, "teams.json", teams), write(tmp_path, "league.json", league)]
    out, err = io.StringIO(), io.StringIO()
    assert run_ratings(paths, out, err) == 2 and out.getvalue() == ""
    cap = (
        f"{MAX_GAME_PLAYERS + 1} players in one match; Arbiter rates matches of at most "
        f"{MAX_GAME_PLAYERS} players, as it reads replay files and rulings."
    )
    assert err.getvalue().splitlines() == [
        f'{paths[0]}: match 1, field "teams": {cap}',
        f'{paths[1]}: round 2, match 1, field "players": {cap}',
    ]


def test_matches_at_the_cap_are_rated(tmp_path: Path) -> None:
    from bot.core.rules.setup import MAX_GAME_PLAYERS

    players = _pod(MAX_GAME_PLAYERS)
    half = MAX_GAME_PLAYERS // 2
    results = {
        "format": "arbiter-results",
        "system": "magic",
        "matches": [
            {"players": players, "winner": players[0]},
            {"teams": [players[:half], players[half:]], "winner": players[:half]},
        ],
    }
    league = {
        "format": "arbiter-league",
        "system": "magic",
        "kind": "pods",
        "players": players,
        "rounds": [{"matches": [{"players": players, "winner": players[1]}]}],
    }
    done = run("ratings", write(tmp_path, "r.json", results), write(tmp_path, "l.json", league))
    assert done.returncode == 0 and done.stderr == ""
    rated, pods = (json.loads(line)["ladders"]["multiplayer"] for line in done.stdout.splitlines())
    assert {r["player"]: r["record"] for r in rated} == {
        p: "2-0-0" if p == players[0] else "1-1-0" if p in players[:half] else "0-2-0"
        for p in players
    }
    assert pods[0]["player"] == players[1] and len(pods) == MAX_GAME_PLAYERS
