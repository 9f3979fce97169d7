"""The scenario corpus: every game file under tests/scenarios/ goes through `arbiter replay`.

Each file is a game in the replay format (shared/spec/replay-format.md) with an `expect` block,
which `replay` ignores and these tests read. Files live in one folder per game, named after the
rule they show: grand-archive/, magic/, terrus/, and invalid/ for files `replay` must refuse.
They are run through `bot.faces.cli.replay.run_replay`, the code behind `arbiter replay`, never a
copy.

The `expect` block of a valid file:

    "expect": {
      "clause": "MTG CR 104.3c" | ["MTG CR 104.3c", "MTG CR 704.5b"],   what the file shows
      "note": "one or two sentences: the story of the game",             for people only
      "status": "over" | "ongoing",
      "players": {"alice": "lost", "bob": "won"},                        every player's standing
      "citations_include": ["MTG CR 104.3c"],          each must be among the output's citations
      "citations_exclude": ["MTG CR 104.1"],           optional: none of these may be
      "restarts": 0
    }

and of an invalid one (report is the 1-based report number, null for the game description;
field is the offending field, or null; the one-line error on stderr must name both):

    "expect": {
      "clause": "MTG CR 104.5" | "replay format",
      "note": "...",
      "error": {"report": 2, "field": "player", "message_contains": "has already left"}
    }

`clause` uses the clause names of docs/rules-coverage.md ("GA 3a", "MTG CR 104.3c",
"Terrus 5.2b", ...), or "replay format" for a file that only breaks the file format. The
coverage tests at the bottom read that document's table, so the table and the corpus cannot drift
apart: every clause of the three rule texts is listed, every clause marked implemented is shown
by at least one scenario, and every function named as implementing one exists.
"""

from __future__ import annotations

import importlib
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

from bot.faces.cli.replay import run_replay

REPO = Path(__file__).resolve().parents[1]
SCENARIOS = Path(__file__).resolve().parent / "scenarios"
COVERAGE_DOC = REPO / "docs" / "rules-coverage.md"
EXAMPLES = REPO / "examples"

GAME_FOLDERS = ("grand-archive", "magic", "terrus")
FORMAT_CLAUSE = "replay format"
STANDINGS = {"playing", "won", "lost", "drew"}
VALID_KEYS = {
    "clause",
    "note",
    "status",
    "players",
    "citations_include",
    "citations_exclude",
    "restarts",
}
REQUIRED_VALID_KEYS = VALID_KEYS - {"citations_exclude"}
INVALID_KEYS = {"clause", "note", "error"}
ERROR_KEYS = {"report", "field", "message_contains"}


def _letters(prefix: str, last: str) -> list[str]:
    return [prefix + chr(code) for code in range(ord("a"), ord(last) + 1)]


# Every clause of the three rule texts in shared/rules/ (GA bullets lettered in order), plus the
# Magic variant and option rules (range of influence), the Magic rules of the stack, continuous
# effects and damage that decide how a game ends, and the GA tournament rule that the rules
# core cites.
ALL_CLAUSES: list[str] = [
    "GA 1",
    "GA 2",
    *_letters("GA 2", "d"),
    "GA 3",
    *_letters("GA 3", "f"),
    "GA 4",
    *_letters("GA 4", "b"),
    "GA 5",
    "GA 5.1",
    "GA 5.2",
    "GA 6",
    "GA 7",
    "GA Tournament Rules: Game Loss",
    "MTG CR 101.2",
    "MTG CR 104.1",
    "MTG CR 104.2",
    *_letters("MTG CR 104.2", "d"),
    "MTG CR 104.3",
    *_letters("MTG CR 104.3", "k"),
    "MTG CR 104.4",
    *_letters("MTG CR 104.4", "i"),
    "MTG CR 104.5",
    "MTG CR 104.6",
    "MTG CR 107.1a",
    "MTG CR 119.5",
    "MTG CR 603.3",
    "MTG CR 603.6c",
    "MTG CR 603.8",
    "MTG CR 614.1a",
    "MTG CR 702.15b",
    "MTG CR 702.16e",
    "MTG CR 702.90b",
    "MTG CR 702.164c",
    "MTG CR 704.3",
    *_letters("MTG CR 704.5", "c"),
    *_letters("MTG CR 704.6", "b"),
    "MTG CR 800.4a",
    "MTG CR 801.1",
    "MTG CR 801.2",
    "MTG CR 801.2c",
    "MTG CR 809.3a",
    "MTG CR 809.5",
    "MTG CR 810.8a",
    "MTG CR 903.7",
    "MTG CR 903.10",
    "MTG CR 903.10a",
    "MTG MTR 2.4",
    "Terrus 5.1",
    "Terrus 5.2",
    *_letters("Terrus 5.2", "g"),
    "Terrus 5.3",
    *_letters("Terrus 5.3", "g"),
    "Terrus 5.4",
    *_letters("Terrus 5.4", "e"),
]
NOT_IMPLEMENTED: set[str] = set()


def _load(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict), f"{path}: a game file is one JSON object"
    return data


def _expect(path: Path) -> dict[str, Any]:
    expect = _load(path).get("expect")
    assert isinstance(expect, dict), f"{path}: no expect block"
    return expect


def _clauses(expect: dict[str, Any]) -> list[str]:
    clause = expect.get("clause")
    return [clause] if isinstance(clause, str) else list(clause or [])


def _scenario_id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


ALL_FILES = sorted(SCENARIOS.glob("*/*.json"))
VALID_FILES = [p for p in ALL_FILES if p.parent.name in GAME_FOLDERS]
INVALID_FILES = [p for p in ALL_FILES if p.parent.name == "invalid"]


def _replay(path: Path) -> tuple[int, str, str]:
    """Exactly what `arbiter replay PATH` does: exit status, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    status = run_replay([str(path)], out, err)
    return status, out.getvalue(), err.getvalue()


# --- the corpus itself


def test_corpus_layout() -> None:
    assert {p.parent.name for p in ALL_FILES} == {*GAME_FOLDERS, "invalid"}
    assert not list(SCENARIOS.glob("*.json")), "scenario files go in a folder per game"
    for folder in GAME_FOLDERS:
        assert len(list((SCENARIOS / folder).glob("*.json"))) >= 10, folder


@pytest.mark.parametrize("path", ALL_FILES, ids=_scenario_id)
def test_expect_block_is_well_formed(path: Path) -> None:
    game, expect = _load(path), _expect(path)
    clauses = _clauses(expect)
    assert clauses, "every scenario names the clause(s) it shows"
    assert all(isinstance(c, str) and c for c in clauses)
    assert isinstance(expect.get("note"), str) and expect["note"]
    if path.parent.name == "invalid":
        assert set(expect) <= INVALID_KEYS and "error" in expect, sorted(expect)
        assert set(expect["error"]) == ERROR_KEYS, sorted(expect["error"])
        return
    assert game.get("system") == path.parent.name, "a game's file lives in its game's folder"
    assert REQUIRED_VALID_KEYS <= set(expect) <= VALID_KEYS, sorted(expect)
    assert FORMAT_CLAUSE not in clauses
    assert set(expect["players"]) == set(game["players"]), "give every player's standing"
    assert set(expect["players"].values()) <= STANDINGS


# --- valid files: the replayed result


@pytest.mark.parametrize("path", VALID_FILES, ids=_scenario_id)
def test_valid_scenario(path: Path) -> None:
    expect = _expect(path)
    status, out, err = _replay(path)
    assert (status, err) == (0, ""), err
    lines = out.splitlines()
    assert len(lines) == 1, "replay prints one JSON line per valid file"
    result = json.loads(lines[0])

    assert result["file"] == str(path)
    assert result["status"] == expect["status"]
    assert result["players"] == expect["players"]
    assert result["restarts"] == expect["restarts"]
    citations = result["citations"]
    missing = [c for c in expect["citations_include"] if c not in citations]
    assert not missing, f"citations {citations} lack {missing}"
    unwanted = [c for c in expect.get("citations_exclude", []) if c in citations]
    assert not unwanted, f"citations {citations} should not include {unwanted}"
    if result["status"] == "over":
        assert citations, "a finished game always cites the rules behind it"
        assert "playing" not in result["players"].values()


# --- invalid files: the one-line error


@pytest.mark.parametrize("path", INVALID_FILES, ids=_scenario_id)
def test_invalid_scenario(path: Path) -> None:
    expected = _expect(path)["error"]
    status, out, err = _replay(path)
    assert status == 2
    assert out == "", "an invalid file prints nothing on stdout"
    lines = err.splitlines()
    assert len(lines) == 1, f"one line on stderr, got {err!r}"
    (line,) = lines

    where = []
    if expected["report"] is not None:
        where.append(f"report {expected['report']}")
    if expected["field"] is not None:
        where.append(f'field "{expected["field"]}"')
    prefix = f"{path}: " + (", ".join(where) + ": " if where else "")
    assert line.startswith(prefix), f"{line!r} should start with {prefix!r}"
    if expected["report"] is None:
        assert ": report " not in line
    assert expected["message_contains"] in line[len(prefix) :]
    assert "Traceback" not in err


def test_one_replay_run_adjudicates_every_file_on_its_own() -> None:
    """Several files in one run: valid ones still print after an invalid one, exit status 2."""
    paths = [VALID_FILES[0], INVALID_FILES[0], VALID_FILES[-1]]
    out, err = io.StringIO(), io.StringIO()
    assert run_replay([str(p) for p in paths], out, err) == 2
    assert [json.loads(line)["file"] for line in out.getvalue().splitlines()] == [
        str(paths[0]),
        str(paths[2]),
    ]
    assert err.getvalue().count("\n") == 1


# --- shipped examples


EXAMPLE_FILES = sorted(EXAMPLES.glob("*.json"))


def test_examples_exist() -> None:
    assert 4 <= len(EXAMPLE_FILES) <= 6
    systems = {_load(p)["system"] for p in EXAMPLE_FILES}
    assert systems == set(GAME_FOLDERS)
    assert (EXAMPLES / "magic-bo1-game.json").exists(), "the README replays this one"


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_example_replays_cleanly(path: Path) -> None:
    status, out, err = _replay(path)
    assert (status, err) == (0, ""), err
    result = json.loads(out)
    assert result["status"] == "over" and result["citations"]
    assert len(_load(path)["reports"]) >= 3, "examples tell a game in several reports"


# --- docs/rules-coverage.md


_ROW = re.compile(r"^\|\s*`(?P<clause>[^`]+)`\s*\|(?P<rest>.*)\|\s*$")
_LINK = re.compile(r"\]\(\.\./tests/scenarios/(?P<path>[^)]+\.json)\)")
_DOTTED = re.compile(r"`(bot(?:\.\w+)+)`")


def _coverage_table() -> dict[str, dict[str, str]]:
    rows: dict[str, dict[str, str]] = {}
    for line in COVERAGE_DOC.read_text(encoding="utf-8").splitlines():
        match = _ROW.match(line)
        if not match:
            continue
        cells = [cell.strip() for cell in match["rest"].split("|")]
        assert len(cells) == 4, f"clause | in short | status | implemented in | scenarios: {line}"
        clause = match["clause"]
        assert clause not in rows, f"{clause} is listed twice"
        summary, status, implemented_in, scenarios = cells
        rows[clause] = {
            "summary": summary,
            "status": status,
            "implemented_in": implemented_in,
            "scenarios": scenarios,
        }
    return rows


def _claims() -> dict[str, list[str]]:
    """Clause -> scenario files (relative to tests/scenarios) that claim it."""
    claims: dict[str, list[str]] = {}
    for path in ALL_FILES:
        for clause in _clauses(_expect(path)):
            claims.setdefault(clause, []).append(path.relative_to(SCENARIOS).as_posix())
    return claims


def _resolve(dotted: str) -> object:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            target: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for name in parts[cut:]:
            target = getattr(target, name)
        return target
    raise ModuleNotFoundError(dotted)


def test_coverage_table_lists_every_clause_once() -> None:
    table = _coverage_table()
    assert list(table) == ALL_CLAUSES, "the table lists every clause, in rule order"
    for clause, row in table.items():
        assert row["status"] in {"implemented", "not implemented", "informational"}, clause
        assert row["summary"], clause
    not_implemented = {c for c, row in table.items() if row["status"] == "not implemented"}
    assert not_implemented == NOT_IMPLEMENTED


def test_every_implemented_clause_is_shown_by_a_scenario() -> None:
    table, claims = _coverage_table(), _claims()
    for clause, row in table.items():
        linked = [m["path"] for m in _LINK.finditer(row["scenarios"])]
        if row["status"] != "implemented":
            assert not _DOTTED.search(row["implemented_in"]), f"{clause}: {row['status']}"
            assert len(row["scenarios"]) > 10, f"{clause}: say why it is {row['status']}"
            continue
        assert claims.get(clause), f"{clause} is marked implemented but no scenario claims it"
        assert linked, f"{clause}: link the scenario(s) that show it"
        for path in linked:
            assert (SCENARIOS / path).exists(), f"{clause}: {path} does not exist"
            assert path in claims[clause], f"{clause}: {path} does not claim it"
        functions = _DOTTED.findall(row["implemented_in"])
        assert functions, f"{clause}: name the module and function that implement it"
        for dotted in functions:
            assert callable(_resolve(dotted)), dotted


def test_every_claimed_clause_is_in_the_table() -> None:
    table = _coverage_table()
    unknown = sorted(set(_claims()) - set(table) - {FORMAT_CLAUSE})
    assert not unknown, f"scenarios claim clauses the table does not list: {unknown}"
