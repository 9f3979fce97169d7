"""`arbiter ratings` end to end, in subprocesses (shared/spec/ratings.md, "arbiter ratings")."""

from __future__ import annotations

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
    done = run("ratings", write(tmp_path, "league.json", league), entry="script")
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
