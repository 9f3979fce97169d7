"""`standings` and `pair` end to end (shared/spec/league-format.md, "Commands").

Each FILE on its own, in order: a valid one prints one JSON line to stdout, an invalid one one
line to stderr naming the file (and the round, match and field where they apply); exit 0 when
every file was valid, 2 otherwise; never a traceback.

The command line runs in this process (tests/support/cli.py: its arguments, exit code, stdout
and stderr as a user sees them; an exception that would show a traceback fails the test). Real
processes only for what needs one: the output under two hash seeds (a process's own). The
installed `arbiter` and `python -m bot` are started for real in tests/test_console.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.league_strategies import pods_file, swiss_file
from tests.support.cli import Ran, run_arbiter

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "leagues"  # beside the replay examples, not among them

# Round 1: ann beats bob 2-1, cat has the bye; round 2: ann and cat draw 1-1-1, bob the bye.
SMALL = swiss_file(
    ["ann", "bob", "cat"],
    [[("ann", "bob", 2, 1, 0), "cat"], [("ann", "cat", 1, 1, 1), "bob"]],
)
BROKEN = {
    "bad_games.json": (
        swiss_file(["ann", "bob"], [[("ann", "bob", 2, 0, 0)], [("ann", "bob", 2, "x", 0)]]),
        'round 2, match 1, field "games"',
    ),
    "bad_kind.json": ({**SMALL, "kind": "ladder"}, 'field "kind"'),
    "not_json.json": ("{not json", "not valid JSON (line 1, column 2)"),
    "list.json": ([1, 2], "one JSON object"),
    "latin1.json": (b'{"players": ["Jos\xe9"]}', "not a UTF-8 text file"),
}


def write(tmp_path: Path, name: str, content: Any) -> str:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content)
    else:
        path.write_text(json.dumps(content))
    return str(path)


def run(*args: str) -> Ran:
    """`arbiter ARGS...` in this process, from Arbiter's folder."""
    return run_arbiter(*args, cwd=ROOT)


def lines(text: str) -> list[str]:
    return text.splitlines()


def test_standings_of_a_valid_file(tmp_path: Path) -> None:
    path = write(tmp_path, "small.json", SMALL)
    done = run("standings", path)
    assert done.returncode == 0 and done.stderr == ""
    [line] = lines(done.stdout)
    out = json.loads(line)
    assert out["file"] == path and out["rounds"] == 2
    rows = {r["player"]: r for r in out["standings"]}
    # ann: win + draw = 4 of 6; games 3 won, 2 lost, 1 drawn: 10 of 18.
    # cat also has 4 points (bye + draw) but met only ann (4 of 6): cat's OMW% is higher.
    assert rows["ann"] == {
        "rank": 2,
        "player": "ann",
        "points": 4,
        "record": "1-0-1",
        "mwp": 0.6667,
        "gwp": 0.5556,
        # opponents bob (bye 3 of 6 = 0.5) and cat (bye + draw = 4 of 6): (0.5 + 0.6667) / 2
        "omwp": 0.5833,
        # bob: 1 + 2 (bye) won of 5 = 9/15 = 0.6; cat: 2 (bye) + 1 won, 1 lost, 1 drawn of 5
        # = 10/15: (0.6 + 0.6667) / 2 = 0.6333
        "ogwp": 0.6333,
    }
    assert [r["player"] for r in out["standings"]] == ["cat", "ann", "bob"]


def test_pair_of_a_valid_file(tmp_path: Path) -> None:
    path = write(tmp_path, "small.json", SMALL)
    done = run("pair", path)
    assert done.returncode == 0 and done.stderr == ""
    out = json.loads(done.stdout)
    # ann is the only one who has had no bye, so it is hers; bob and cat have not met.
    assert out == {"file": path, "round": 3, "pairings": [["cat", "bob"]], "bye": "ann"}


def test_pair_of_a_file_exported_mid_round_says_the_round_is_being_played(
    tmp_path: Path,
) -> None:
    """An export taken while round 2 is played: Arbiter pairs no round 3 until round 2 is
    done, and neither does `pair` (it paired round 3 as round 2's very tables, as if round 2
    had not been paired)."""
    mid_round = swiss_file(
        ["ann", "bob", "cat", "dan"],
        [
            [("ann", "bob", 2, 0, 0), ("cat", "dan", 2, 0, 0)],
            [("ann", "cat", 2, 1, 0), ("bob", "dan", None, None, None)],
        ],
    )
    path = write(tmp_path, "mid.json", mid_round)
    done = run("pair", path)
    assert done.returncode == 2 and done.stdout == "", done.stdout
    assert lines(done.stderr) == [
        f'{path}: round 2, match 2, field "result": This match is unfinished; the next round '
        "is paired when every match of round 2 is done."
    ]
    finished = write(tmp_path, "done.json", {**mid_round, "rounds_planned": 2})
    assert json.loads(run("pair", finished).stdout) == {"file": finished, "complete": True}


def test_pair_of_pods(tmp_path: Path) -> None:
    path = write(tmp_path, "pods.json", pods_file(list("abcdefg"), []))
    out = json.loads(run("pair", path, "--seed", "4").stdout)
    assert out["file"] == path and out["round"] == 1 and "pairings" not in out
    assert sorted(len(p) for p in out["pods"]) == [3, 4]
    assert sorted(p for pod in out["pods"] for p in pod) == list("abcdefg")


def test_the_seed_decides_and_repeats(tmp_path: Path) -> None:
    path = write(tmp_path, "new.json", swiss_file([f"p{i}" for i in range(10)], []))
    first = run("pair", path, "--seed", "11").stdout
    assert run("pair", path, "--seed", "11").stdout == first
    assert run("pair", path, "--seed", "12").stdout != first  # 945 ways to pair 10 players
    assert run("pair", path).stdout == run("pair", path, "--seed", "0").stdout


@pytest.mark.parametrize("command", ["standings", "pair"])
def test_each_file_on_its_own_in_order(tmp_path: Path, command: str) -> None:
    good = write(tmp_path, "small.json", SMALL)
    bad = [write(tmp_path, name, content) for name, (content, _) in BROKEN.items()]
    missing = str(tmp_path / "missing.json")
    done = run(command, bad[0], good, *bad[1:], missing, good)
    assert done.returncode == 2
    out = [json.loads(line) for line in lines(done.stdout)]
    assert [o["file"] for o in out] == [good, good]
    errors = lines(done.stderr)
    assert len(errors) == len(BROKEN) + 1
    for line, (path, (_, says)) in zip(
        errors, zip(bad, BROKEN.values(), strict=True), strict=False
    ):
        assert line.startswith(f"{path}: ")
        assert says in line
    assert errors[-1].startswith(f"{missing}: cannot read the file")
    assert "Traceback" not in done.stderr


def test_the_error_names_round_match_and_field(tmp_path: Path) -> None:
    path = write(tmp_path, "bad_games.json", BROKEN["bad_games.json"][0])
    done = run("standings", path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (
        f'{path}: round 2, match 1, field "games": "games" must be [wins of the first player, '
        "wins of the second, draws], three whole numbers of 0 or more.\n"
    )


def test_too_few_players_for_a_pod_is_a_one_line_error(tmp_path: Path) -> None:
    path = write(tmp_path, "two.json", pods_file(["a", "b"], []))
    done = run("pair", path)
    assert done.returncode == 2
    assert (
        done.stderr == f"{path}: Pods need at least 3 players who have not dropped; "
        "this league has 2.\n"
    )
    assert run("standings", path).returncode == 0  # a valid file all the same


def test_deeply_nested_json_is_one_line(tmp_path: Path) -> None:
    path = write(tmp_path, "deep.json", "[" * 100_000 + "]" * 100_000)
    done = run("standings", path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(lines(done.stderr)) == 1


@pytest.mark.parametrize("name", ["swiss.json", "pods.json"])
def test_the_examples_are_valid(name: str) -> None:
    path = str(EXAMPLES / name)
    standings = run("standings", path)
    pair = run("pair", path)
    assert standings.returncode == 0 and pair.returncode == 0, standings.stderr + pair.stderr
    table = json.loads(standings.stdout)["standings"]
    league = json.loads((EXAMPLES / name).read_text())
    assert sorted(r["player"] for r in table) == sorted(league["players"])
    assert json.loads(pair.stdout)["round"] == len(league["rounds"]) + 1


def test_output_does_not_depend_on_hash_seed() -> None:
    paths = [str(EXAMPLES / "swiss.json"), str(EXAMPLES / "pods.json")]
    outputs = set()
    for hash_seed in ("1", "2"):
        done = subprocess.run(
            [sys.executable, "-m", "bot", "pair", *paths, "--seed", "9"],
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=60,
            check=False,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        )
        assert done.returncode == 0, done.stderr
        outputs.add(done.stdout)
    assert len(outputs) == 1


def test_hostile_files_keep_the_contract(tmp_path: Path) -> None:
    """Issue 20, item 16: a 4,300-digit points.win, a lone surrogate, terminal escape codes and
    Unicode line separators in names: one line per file, escaped, never a traceback."""
    two_wins = swiss_file(["ann", "bob"], [[("ann", "bob", 2, 1, 0)], [("ann", "bob", 2, 0, 0)]])
    huge = json.dumps(two_wins).replace(
        '"kind": "swiss"',
        '"kind": "swiss", "points": {"win": ' + "9" * 4300 + ', "draw": 1, "loss": 0}',
    )
    hostile = "a\x1b[2J\u2028b\x85c\u2029"
    named = swiss_file([hostile, "bob"], [[(hostile, "bob", 2, 1, 0)]])
    surrogate = json.dumps(swiss_file(["ann", "bob"], [[("ann", "bob", 2, 1, 0)]])).replace(
        '"ann"', '"a\\ud800n"'
    )
    broken = swiss_file([hostile, "bob"], [[(hostile, "bob", 2, "\x1b]0;owned\x07", 0)]])
    files = [
        write(tmp_path, "huge.json", huge),
        write(tmp_path, "named.json", named),
        write(tmp_path, "surrogate.json", surrogate),
        write(tmp_path, "broken.json", broken),
    ]
    for command in ("standings", "pair"):
        result = run(command, *files)
        assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
        out, err = result.stdout.split("\n")[:-1], result.stderr.split("\n")[:-1]
        assert len(out) + len(err) == len(files), (out, err)  # one line per file
        for text in out + err:
            assert not any(c in text for c in "\x1b\x07\x85\u2028\u2029"), text
        assert err[-1].startswith(files[3]) and 'field "games"' in err[-1]
        read = [json.loads(line) for line in out]
        if command == "standings":  # the points are too long to print; the names read back
            assert err[0].startswith(files[0]) and "too long" in err[0]
            named_line, surrogate_line = read
            assert {s["player"] for s in named_line["standings"]} == {hostile, "bob"}
            assert "a\ud800n" in {s["player"] for s in surrogate_line["standings"]}
        else:
            assert [line["file"] for line in read] == files[:3]
            assert read[2]["pairings"] == [["a\ud800n", "bob"]]


@pytest.mark.parametrize("count", [1_500, 2_000])
def test_pair_refuses_more_players_than_a_league_pairs(tmp_path: Path, count: int) -> None:
    """Issue 20, item 10: offline `pair` is bounded like the bot: a file of 1,500 or 2,000
    players is one clear line, not minutes of CPU."""
    import io

    from bot.core.league import MAX_PLAYERS
    from bot.faces.cli.league import run_pair

    crowd = swiss_file([f"p{n}" for n in range(count)], [])
    path = write(tmp_path, "crowd.json", crowd)
    out, err = io.StringIO(), io.StringIO()
    assert run_pair([path], None, out, err) == 2
    assert out.getvalue() == ""
    assert err.getvalue() == (
        f"{path}: {count} players to pair; a league pairs at most {MAX_PLAYERS} "
        "(Arbiter's cap on a league's players).\n"
    )


def test_pair_pairs_a_league_of_a_thousand(tmp_path: Path) -> None:
    """Issue 20, item 10: pairing is fast enough for a cap of 1,024 players (it was 256):
    round 2 of a 1,024-player file pairs the 512 winners among themselves."""
    import io

    from bot.faces.cli.league import run_pair

    names = [f"p{n:04d}" for n in range(1_024)]
    first = [(a, b, 2, 0, 0) for a, b in zip(names[0::2], names[1::2], strict=True)]
    path = write(tmp_path, "big.json", swiss_file(names, [first]))
    out, err = io.StringIO(), io.StringIO()
    assert run_pair([path], 7, out, err) == 0, err.getvalue()
    line = json.loads(out.getvalue())
    assert line["round"] == 2 and line["bye"] is None and len(line["pairings"]) == 512
    winners = set(names[0::2])
    assert all((a in winners) == (b in winners) for a, b in line["pairings"])


def test_a_league_file_past_the_size_cap_is_one_line(tmp_path: Path) -> None:
    """Issue 20, item 16: standings and pair read at most 2 MiB of a file (their time grows
    with its rounds): a larger file is one line on stderr, and the next file still counts."""
    import io

    from bot.faces.cli.files import MAX_LEAGUE_BYTES
    from bot.faces.cli.league import run_pair, run_standings

    small = swiss_file(["ann", "bob"], [])
    huge = tmp_path / "huge.json"
    huge.write_text(json.dumps(small) + " " * MAX_LEAGUE_BYTES)
    fine = write(tmp_path, "fine.json", small)
    for run in (run_standings, run_pair):
        out, err = io.StringIO(), io.StringIO()
        assert run([str(huge), fine], out=out, err=err) == 2
        assert err.getvalue() == (
            f"{huge}: the file is larger than 2 MiB, the most Arbiter reads for this command.\n"
        )
        assert json.loads(out.getvalue())["file"] == fine


def test_awarded_byes_are_read_by_standings_and_pair(tmp_path: Path) -> None:
    """An existing league file (the Swiss example) with an organiser's awarded bye for its next
    round: `pair` leaves the player out and names the bye apart; once that round is in the
    file, `standings` counts it as a match won with no opponent."""
    league = json.loads((EXAMPLES / "swiss.json").read_text())
    assert "awarded_byes" not in league  # an old file, read as before
    chosen = league["players"][0]
    next_round = len(league["rounds"]) + 1
    awarded = {**league, "awarded_byes": {chosen: [next_round]}}
    pair = run("pair", write(tmp_path, "awarded.json", awarded))
    assert pair.returncode == 0 and pair.stderr == "", pair.stderr
    out = json.loads(pair.stdout)
    assert out["awarded_byes"] == [chosen]
    assert chosen not in [p for pairing in out["pairings"] for p in pairing]
    assert out["bye"] != chosen

    played = {**SMALL, "players": [*SMALL["players"], "dan"], "awarded_byes": {"dan": [1, 2]}}
    done = run("standings", write(tmp_path, "played.json", played))
    assert done.returncode == 0 and done.stderr == "", done.stderr
    dan = next(r for r in json.loads(done.stdout)["standings"] if r["player"] == "dan")
    assert dan == {
        "rank": 1,
        "player": "dan",
        "points": 6,
        "record": "2-0-0",
        "mwp": 1.0,
        "gwp": 1.0,
        "omwp": 0.33,  # nobody met: byes have no opponent
        "ogwp": 0.33,
        "awarded_byes": 2,
    }
