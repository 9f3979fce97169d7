"""`arbiter replay FILE...`: re-adjudicate match logs offline (shared/spec/replay-format.md)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TextIO

from bot.matches.documents import adjudicate_match, is_match_document, match_replay_line
from bot.rules.gamefile import GameFileError, adjudicate_game, read_game, summarize


def replay_file(path: str) -> dict[str, object]:
    """Adjudicate one file; raise GameFileError (or OSError/ValueError for unreadable files).

    A game file gives the contract's line; a whole-match export (`/match export`) gives the
    match's standings with each game's summary under "games"."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if is_match_document(data):
        return {"file": path, **match_replay_line(data, adjudicate_match(data))}
    state = adjudicate_game(read_game(data))
    return {"file": path, **summarize(state)}


def run_replay(paths: list[str], out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Each file on its own: one JSON line if valid, one error line if not. Exit 0 or 2."""
    status = 0
    for path in paths:
        try:
            result = replay_file(path)
        except GameFileError as error:
            where = error.location()
            print(f"{path}: {where + ': ' if where else ''}{error.message}", file=err)
            status = 2
        except json.JSONDecodeError as error:
            print(f"{path}: not valid JSON (line {error.lineno}, column {error.colno}).", file=err)
            status = 2
        except UnicodeDecodeError:
            print(f"{path}: not a UTF-8 text file.", file=err)
            status = 2
        except OSError as error:
            print(f"{path}: cannot read the file ({error.strerror or error}).", file=err)
            status = 2
        except RecursionError:
            print(f"{path}: the JSON is nested too deeply to read.", file=err)
            status = 2
        except Exception as error:  # the contract: never a traceback, whatever the file holds
            print(f"{path}: could not be adjudicated ({type(error).__name__}: {error}).", file=err)
            status = 2
        else:
            print(json.dumps(result), file=out)
    return status
