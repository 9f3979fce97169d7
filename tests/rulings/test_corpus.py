"""The corpus of quick rulings: each situation is read into exactly the game file written by hand
for it, and the answer is exactly what `replay` prints for that file (rulings.md)."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from bot.core.rulings import Ruling, rule_on
from bot.faces.cli.replay import run_replay

CORPUS: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "corpus.json").read_text(encoding="utf-8")
)


def _replayed(tmp_path: Path, game_file: dict[str, Any]) -> dict[str, Any]:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_file), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert run_replay([str(path)], out, err) == 0, err.getvalue()
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


def test_the_corpus_covers_the_three_games_and_the_cases_the_issue_names() -> None:
    assert len(CORPUS) >= 60
    files = [entry["file"] for entry in CORPUS]
    assert {f["system"] for f in files} == {"magic", "grand-archive", "terrus"}
    assert any(f.get("variant") == "two-headed-giant" for f in files)
    assert any(
        e.get("source") for f in files for r in f["reports"] for e in r.get("simultaneous", [r])
    )
    assert any(f.get("teams") and f.get("variant") is None for f in files)
    assert any(f["system"] == "terrus" and isinstance(f.get("starting_life"), dict) for f in files)
    assert sum(bool(entry.get("too_late")) for entry in CORPUS) >= 3
    assert sum(bool(entry.get("timing")) for entry in CORPUS) >= 5


@pytest.mark.parametrize("entry", CORPUS, ids=[entry["say"][:60] for entry in CORPUS])
def test_situation_reads_as_its_game_file_and_answers_as_replay(
    entry: dict[str, Any], tmp_path: Path
) -> None:
    ruling = rule_on(entry["say"])
    assert isinstance(ruling, Ruling), ruling
    game_file = {k: v for k, v in entry["file"].items() if k != "expect"}
    assert ruling.understood == game_file

    # `understood` is the first case's reading: the starting life totals where the words
    # never say one (a life total left open makes the answer depend on it, rulings.md).
    first = ruling.first
    expect = entry["file"]["expect"]
    assert first.results == expect["players"]
    assert first.status == expect["status"]

    replayed = _replayed(tmp_path, game_file)
    assert first.results == replayed["players"]
    assert first.citations == replayed["citations"]
    assert first.status == replayed["status"]

    assert list(ruling.too_late) == entry.get("too_late", [])
    timing_told = "Timing decided it" in ruling.explanation
    assert timing_told == bool(entry.get("timing")), ruling.explanation
    # Every rule the answer rests on is shown to the reader.
    shown = ruling.text()
    assert all(citation in shown for citation in ruling.citations)
