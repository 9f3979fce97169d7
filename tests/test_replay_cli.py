"""The `replay` command end to end (shared/spec/replay-format.md, "Command").

Each FILE is adjudicated on its own, in order: a valid one prints one JSON line to stdout, an
invalid one one line to stderr naming the file (and, where it applies, the report number and
the field); exit status 0 when every file was valid, 2 when any was invalid; never a traceback.

The command line runs in this process (tests/support/cli.py: arguments, folder, exit code,
stdout and stderr as a user sees them; an exception that would show a traceback fails the
test). Real processes only for the output under two hash seeds (a process's own). The installed
`arbiter` and `python -m bot` are started for real in tests/test_console.py.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.support.cli import Ran, run_arbiter

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
KEYS = {"file", "status", "players", "citations", "restarts"}

VALID: dict[str, Any] = {
    # Grand Archive, two players: a concession ends the game.
    "ga_over.json": {
        "system": "grand-archive",
        "players": ["alice", "bob"],
        "reports": [
            {"event": "champion_control", "player": "bob", "controller": "bob"},
            {"event": "concede", "player": "alice"},
        ],
        "expect": {"note": "ignored by replay"},
    },
    # Commander, still going, after a restart.
    "commander_ongoing.json": {
        "system": "magic",
        "variant": "commander",
        "players": ["alice", "bob", "carol"],
        "reports": [
            {"event": "commander_damage", "player": "bob", "commander": "alice", "delta": 9},
            {"event": "life", "player": "carol", "set": 12},
            {"event": "restart"},
            {"event": "life", "player": "bob", "delta": -5},
        ],
    },
    # Terrus, simultaneous events, a Relic victory.
    "terrus_over.json": {
        "system": "terrus",
        "players": ["alice", "bob"],
        "starting_life": {"alice": 20},
        "reports": [
            {"event": "life", "player": "bob", "set": 18},
            {
                "simultaneous": [
                    {"event": "turn_start", "player": "alice", "structures": 3, "relics": 4},
                    {"event": "life", "player": "bob", "delta": -2},
                ]
            },
        ],
    },
    # Two-Headed Giant with no reports at all.
    "thg_empty.json": {
        "system": "magic",
        "variant": "two-headed-giant",
        "players": ["alice", "bob", "carol", "dave"],
        "teams": [["alice", "carol"], ["bob", "dave"]],
        "reports": [],
    },
}

EXPECTED: dict[str, dict[str, Any]] = {
    "ga_over.json": {
        "status": "over",
        "players": {"alice": "lost", "bob": "won"},
        "restarts": 0,
    },
    "commander_ongoing.json": {
        "status": "ongoing",
        "players": {"alice": "playing", "bob": "playing", "carol": "playing"},
        "restarts": 1,
    },
    "terrus_over.json": {
        "status": "over",
        "players": {"alice": "won", "bob": "lost"},
        "restarts": 0,
    },
    "thg_empty.json": {
        "status": "ongoing",
        "players": {"alice": "playing", "bob": "playing", "carol": "playing", "dave": "playing"},
        "citations": [],
        "restarts": 0,
    },
}

# name -> (file content as text, or None for a missing file; what the error line must mention)
INVALID: dict[str, tuple[str | None, tuple[str, ...]]] = {
    "unknown_player.json": (
        json.dumps(
            {
                "system": "magic",
                "players": ["alice", "bob"],
                "reports": [
                    {"event": "life", "player": "alice", "delta": -3},
                    {"event": "concede", "player": "mallory"},
                ],
            }
        ),
        ("report 2", "player"),
    ),
    "negative_poison.json": (
        json.dumps(
            {
                "system": "magic",
                "players": ["alice", "bob"],
                "reports": [{"event": "poison", "player": "bob", "set": -1}],
            }
        ),
        ("report 1", "set"),
    ),
    "wrong_system_event.json": (
        json.dumps(
            {
                "system": "grand-archive",
                "players": ["alice", "bob", "carol"],
                "reports": [
                    {"event": "deck_out", "player": "bob", "note": "fine so far"},
                    {"event": "life", "player": "alice", "set": 3},
                ],
            }
        ),
        ("report 2", "event", "life"),
    ),
    "after_game_over.json": (
        json.dumps(
            {
                "system": "terrus",
                "players": ["alice", "bob"],
                "reports": [
                    {"event": "concede", "player": "bob"},
                    {"event": "loop"},
                ],
            }
        ),
        ("report 2", "over"),
    ),
    "set_and_delta.json": (
        json.dumps(
            {
                "system": "magic",
                "players": ["alice", "bob"],
                "reports": [
                    {"event": "life", "player": "alice", "delta": -1},
                    {"event": "life", "player": "alice", "delta": -1},
                    {"simultaneous": [{"event": "life", "player": "bob", "set": 3, "delta": 1}]},
                ],
            }
        ),
        ("report 3", "set"),
    ),
    "unknown_system.json": (
        json.dumps({"system": "chess", "players": ["alice", "bob"], "reports": []}),
        ("system",),
    ),
    "missing.json": (None, ()),
    "not_json.json": ('{"system": "magic", "players": ["alice", ', ()),
    "list.json": (json.dumps([{"system": "magic", "players": ["alice", "bob"]}]), ()),
}


def write_files(directory: Path, names: list[str]) -> None:
    for name in names:
        if name in VALID:
            (directory / name).write_text(json.dumps(VALID[name]), encoding="utf-8")
        elif INVALID[name][0] is not None:
            (directory / name).write_text(INVALID[name][0] or "", encoding="utf-8")


def run(files: list[str], cwd: Path) -> Ran:
    """`arbiter replay FILES...` in this process, in `cwd`."""
    return run_arbiter("replay", *files, cwd=cwd)


def check_output(result: Ran, files: list[str]) -> None:
    """The contract for one run over `files` (named relative to the working directory)."""
    assert "Traceback" not in result.stdout
    assert "Traceback" not in result.stderr

    valid = [name for name in files if name in VALID]
    invalid = [name for name in files if name not in VALID]

    lines = result.stdout.splitlines()
    assert len(lines) == len(valid), result.stdout
    for name, line in zip(valid, lines, strict=True):
        output = json.loads(line)  # exactly one JSON object per line
        assert isinstance(output, dict)
        assert set(output) >= KEYS, output
        assert output["file"] == name
        for key, value in EXPECTED[name].items():
            assert output[key] == value, (name, key, output)
        assert isinstance(output["citations"], list)
        assert all(isinstance(c, str) and c for c in output["citations"])
        assert output["status"] in ("ongoing", "over")
        assert set(output["players"].values()) <= {"playing", "won", "lost", "drew"}
        assert (output["status"] == "over") == ("playing" not in output["players"].values())
        if output["status"] == "over":
            assert output["citations"]

    errors = result.stderr.splitlines()
    assert len(errors) == len(invalid), result.stderr
    for name, line in zip(invalid, errors, strict=True):
        assert name in line, (name, line)
        for mention in INVALID[name][1]:
            assert mention in line, (name, mention, line)

    assert result.returncode == (2 if invalid else 0), result


# Valid and invalid files interleaved: every file is judged, in the order given.
MIXED = [
    "ga_over.json",
    "unknown_player.json",
    "commander_ongoing.json",
    "missing.json",
    "not_json.json",
    "negative_poison.json",
    "terrus_over.json",
    "list.json",
    "wrong_system_event.json",
    "after_game_over.json",
    "set_and_delta.json",
    "unknown_system.json",
    "thg_empty.json",
]


def test_mixed_files_in_order_with_exit_status_2(tmp_path: Path) -> None:
    write_files(tmp_path, MIXED)
    result = run(MIXED, tmp_path)
    check_output(result, MIXED)
    assert result.returncode == 2


def test_all_valid_files_exit_0(tmp_path: Path) -> None:
    files = list(VALID)
    write_files(tmp_path, files)
    result = run(files, tmp_path)
    check_output(result, files)
    assert result.returncode == 0
    assert result.stderr == ""


@pytest.mark.parametrize("name", sorted(INVALID))
def test_one_invalid_file_exits_2(tmp_path: Path, name: str) -> None:
    write_files(tmp_path, [name])
    result = run([name], tmp_path)
    check_output(result, [name])
    assert result.stdout == ""


def test_citations_of_finished_games(tmp_path: Path) -> None:
    files = ["ga_over.json", "terrus_over.json"]
    write_files(tmp_path, files)
    result = run(files, tmp_path)
    check_output(result, files)
    ga, terrus = (json.loads(line) for line in result.stdout.splitlines())
    assert "GA Ending the Game 3" in ga["citations"]  # alice conceded
    assert "Terrus 5.2d" in terrus["citations"]  # Relic victory


def test_output_does_not_depend_on_hash_seed(tmp_path: Path) -> None:
    write_files(tmp_path, MIXED)
    outputs = set()
    for seed in ("1", "12345"):
        env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": seed}
        result = subprocess.run(
            [PYTHON, "-m", "bot", "replay", *MIXED],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        outputs.add((result.returncode, result.stdout, result.stderr))
    assert len(outputs) == 1


@pytest.mark.parametrize("breaker", ["\n", "\r", "\u2028", "\x0b", "\x85"])
def test_an_error_stays_on_one_line_whatever_a_name_or_path_holds(
    tmp_path: Path, breaker: str
) -> None:
    """A player named "al<newline>ice" and a file whose name holds a line break: each invalid
    file is still one line on stderr, with the break written as an escape."""
    name = f"al{breaker}ice"
    game = {
        "system": "magic",
        "players": [name, "bob", "carol"],
        "reports": [{"event": "concede", "player": name}, {"event": "concede", "player": name}],
    }
    files = [f"odd{breaker}name.json", "plain.json"]
    for file in files:
        (tmp_path / file).write_text(json.dumps(game), encoding="utf-8")
    result = run(files, tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 2, result.stderr
    escaped = breaker.encode("unicode_escape").decode()
    assert lines[0].startswith(f'odd{escaped}name.json: report 2, field "player": ')
    assert lines[1].startswith('plain.json: report 2, field "player": ')
    assert all("has already left" in line for line in lines)


def test_hostile_sizes_are_refused_in_one_line_each(tmp_path: Path) -> None:
    """Issues 20 (items 10 and 16): replay's time is bounded. Games of 1,500 and 2,000
    players (75 s of CPU and more before) and a file past the size cap are each one line on
    stderr, before any report is judged; a valid file after them is still adjudicated."""
    import io

    from bot.faces.cli.files import MAX_GAME_PLAYERS, MAX_REPLAY_BYTES
    from bot.faces.cli.replay import run_replay

    files = []
    for count in (1_500, 2_000):
        players = [f"p{i}" for i in range(count)]
        reports = [{"event": "concede", "player": p} for p in players[:-1]]
        path = tmp_path / f"crowd{count}.json"
        path.write_text(json.dumps({"system": "magic", "players": players, "reports": reports}))
        files.append(str(path))
    in_a_match = tmp_path / "match.json"  # a match export: each game's players count
    crowd = {"system": "magic", "players": [f"p{i}" for i in range(2_000)], "reports": []}
    in_a_match.write_text(json.dumps({"format": "arbiter-match", "games": [crowd]}))
    files.append(str(in_a_match))
    huge = tmp_path / "huge.json"
    huge.write_text(json.dumps(VALID[next(iter(VALID))]) + " " * MAX_REPLAY_BYTES)
    files.append(str(huge))
    valid = tmp_path / "valid.json"
    valid.write_text(json.dumps(VALID[next(iter(VALID))]))
    files.append(str(valid))

    out, err = io.StringIO(), io.StringIO()
    assert run_replay(files, out, err) == 2
    assert err.getvalue().splitlines() == [
        f"{files[0]}: 1500 players in one game; Arbiter adjudicates games of at most "
        f"{MAX_GAME_PLAYERS} players.",
        f"{files[1]}: 2000 players in one game; Arbiter adjudicates games of at most "
        f"{MAX_GAME_PLAYERS} players.",
        f"{files[2]}: 2000 players in one game; Arbiter adjudicates games of at most "
        f"{MAX_GAME_PLAYERS} players.",
        f"{files[3]}: the file is larger than 1 MiB, the most Arbiter reads for this command.",
    ]
    assert [json.loads(line)["file"] for line in out.getvalue().splitlines()] == [files[4]]


def test_a_number_too_long_to_read_is_refused_in_plain_words(tmp_path: Path) -> None:
    """A 5,000-digit life total is past what Python reads as a number: one line naming it,
    not the interpreter's advice to raise its limit."""
    import io

    from bot.faces.cli.replay import run_replay

    game = {"system": "magic", "players": ["a", "b"], "reports": []}
    path = tmp_path / "digits.json"
    report = '{"event": "life", "player": "a", "set": ' + "9" * 5_000 + "}"
    path.write_text(json.dumps(game).replace('"reports": []', f'"reports": [{report}]'))
    out, err = io.StringIO(), io.StringIO()
    assert run_replay([str(path)], out, err) == 2
    assert err.getvalue() == f"{path}: a number in the file has more than 4,300 digits.\n"


def test_a_file_saved_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    """Windows editors (Notepad) may save UTF-8 with a byte order mark: still the same file."""
    from bot.faces.cli.league import run_standings
    from bot.faces.cli.replay import run_replay

    examples = Path(__file__).resolve().parents[1] / "examples"
    for name, command in (
        ("magic-bo1-game.json", run_replay),
        ("leagues/swiss.json", run_standings),
    ):
        plain, marked = tmp_path / "plain.json", tmp_path / "marked.json"
        text = (examples / name).read_text(encoding="utf-8")
        plain.write_text(text, encoding="utf-8")
        marked.write_text(text, encoding="utf-8-sig")
        answers = []
        for path in (plain, marked):
            out, err = io.StringIO(), io.StringIO()
            assert command([str(path)], out, err) == 0, err.getvalue()
            answers.append(json.loads(out.getvalue()) | {"file": None})
        assert answers[0] == answers[1], name


def test_a_file_without_its_game_is_told_the_game_is_missing(tmp_path: Path) -> None:
    """A file with no "system" (`{}`, or a game file that forgot it) was told `Unknown game
    system None`, naming a value the file never gave; it is told the field is missing."""
    from bot.faces.cli.replay import run_replay

    path = tmp_path / "empty.json"
    path.write_text("{}")
    out, err = io.StringIO(), io.StringIO()

    assert run_replay([str(path)], out, err) == 2

    assert err.getvalue() == (
        f'{path}: field "system": "system" is missing: it is one of grand-archive, magic, terrus.\n'
    )
    assert out.getvalue() == ""
