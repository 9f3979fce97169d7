"""`arbiter standings FILE...` and `arbiter pair FILE... [--seed N]` (shared/spec/league-format.md).

Each FILE on its own, in order: a valid one prints one JSON line to stdout, an invalid one a
single line to stderr naming the file and, where it applies, the round, the match and the
field. Exit 0 when every file was valid, 2 otherwise. Never a traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from bot.league import League, LeagueFileError, pair_next_round, read_league, standings_json
from bot.league.playoff import playoff_rounds, start_playoff


def load_league(path: str) -> League:
    """Read and check one league file (raises LeagueFileError, OSError, ValueError...)."""
    return read_league(json.loads(Path(path).read_text(encoding="utf-8")))


def standings_line(path: str) -> dict[str, Any]:
    league = load_league(path)
    line = {"file": path, "rounds": len(league.rounds), "standings": standings_json(league)}
    if league.playoff is not None:
        line["playoff"] = playoff_rounds(league).to_json()
    return line


def pair_line(path: str, seed: int) -> dict[str, Any]:
    league = load_league(path)
    if league.playoff is not None:  # no new rounds after the cut: the playoff's next round
        return {"file": path, **playoff_rounds(league).pairing_json()}
    return {"file": path, **pair_next_round(league, seed).to_json()}


def playoff_line(path: str, size: int, seed: int | None) -> dict[str, Any]:
    """`pair FILE --playoff N`: round 1 of a top-N cut from the standings now, with its seeds
    (players who share a rank drawn by `--seed`, else the file's "seed", else 0)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    league = read_league(data)
    if seed is None:
        stored = data.get("seed")
        seed = stored if isinstance(stored, int) and not isinstance(stored, bool) else 0
    state = start_playoff(league, size, seed)
    return {"file": path, "seeds": list(state.seeds), **state.pairing_json()}


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _problem(path: str, error: BaseException) -> str:
    """The one-line stderr message for a file that could not be handled."""
    if isinstance(error, LeagueFileError):
        return f"{path}: {error}"
    if isinstance(error, json.JSONDecodeError):
        return f"{path}: not valid JSON (line {error.lineno}, column {error.colno})."
    if isinstance(error, UnicodeDecodeError):
        return f"{path}: not a UTF-8 text file."
    if isinstance(error, OSError):
        return f"{path}: cannot read the file ({error.strerror or error})."
    if isinstance(error, RecursionError):
        return f"{path}: the JSON is nested too deeply to read."
    return f"{path}: could not be read as a league ({type(error).__name__}: {error})."


def run_each(
    paths: list[str],
    handle: Callable[[str], dict[str, Any]],
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    # sys.stdout and sys.stderr as they are now (a test's capture), not at import.
    out, err = out or sys.stdout, err or sys.stderr
    status = 0
    for path in paths:
        try:
            line = handle(path)
        except Exception as error:  # the contract: one line, never a traceback
            print(_one_line(_problem(path, error)), file=err)
            status = 2
        else:
            print(json.dumps(line, ensure_ascii=False), file=out)
    return status


def run_standings(paths: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    return run_each(paths, standings_line, out, err)


def run_pair(
    paths: list[str],
    seed: int | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    *,
    playoff: int | None = None,
) -> int:
    if playoff is not None:
        size = playoff
        return run_each(paths, lambda path: playoff_line(path, size, seed), out, err)
    return run_each(paths, lambda path: pair_line(path, seed or 0), out, err)
