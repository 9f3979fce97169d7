"""`arbiter ratings FILE...` (shared/spec/ratings.md): each league or results file's ladders.

Each FILE on its own, in order: a valid one prints one JSON line to stdout, an invalid one a
single line to stderr naming the file, the 1-based match and the field. Exit 0 when every file
was valid, 2 otherwise. Never a traceback.
"""

from __future__ import annotations

from typing import Any, TextIO

from bot.core.ratings import file_events, ladders_json
from bot.faces.cli.files import MAX_LEAGUE_BYTES, read_json
from bot.faces.cli.language import ENGLISH, Words
from bot.faces.cli.league import run_each


def ratings_line(path: str) -> dict[str, Any]:
    data = read_json(path, MAX_LEAGUE_BYTES)  # its time grows with the matches in it
    return {"file": path, "ladders": ladders_json(file_events(data))}


def run_ratings(
    paths: list[str],
    out: TextIO | None = None,
    err: TextIO | None = None,
    words: Words = ENGLISH,
) -> int:
    return run_each(paths, ratings_line, out, err, words)
