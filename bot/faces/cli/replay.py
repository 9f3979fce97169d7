"""`arbiter replay FILE...`: re-adjudicate match logs offline (shared/spec/replay-format.md)."""

from __future__ import annotations

import json
import sys
from typing import TextIO

from bot.app.match.documents import adjudicate_match, is_match_document, match_replay_line
from bot.core.rules.gamefile import GameFileError, adjudicate_game, read_game, summarize
from bot.faces.cli.files import MAX_REPLAY_BYTES, FileTooLarge, check_players, read_json


def replay_file(path: str) -> dict[str, object]:
    """Adjudicate one file; raise GameFileError (or OSError/ValueError for unreadable files).

    A game file gives the contract's line; a whole-match export (`/match export`) gives the
    match's standings with each game's summary under "games"."""
    data = read_json(path, MAX_REPLAY_BYTES)
    check_players(data)
    if is_match_document(data):
        return {"file": path, **match_replay_line(data, adjudicate_match(data))}
    state = adjudicate_game(read_game(data))
    return {"file": path, **summarize(state)}


def one_line(text: str) -> str:
    """The text with every character that could start a new line (or is otherwise a control
    character) written as an escape, so one error stays one line whatever a name or a path
    holds."""
    return "".join(_escaped(char) for char in text)


def _escaped(char: str) -> str:
    if char.isprintable() or char == " ":
        return char
    return char.encode("unicode_escape").decode("ascii")


def _adjudicated(path: str) -> tuple[dict[str, object] | None, str]:
    """The file's result line, or None and why it cannot be adjudicated (never raises)."""
    try:
        return replay_file(path), ""
    except GameFileError as error:
        where = error.location()
        return None, f"{where + ': ' if where else ''}{error.message}"
    except FileTooLarge as error:
        return None, str(error)
    except json.JSONDecodeError as error:
        return None, f"not valid JSON (line {error.lineno}, column {error.colno})."
    except UnicodeDecodeError:
        return None, "not a UTF-8 text file."
    except OSError as error:
        return None, f"cannot read the file ({error.strerror or error})."
    except RecursionError:
        return None, "the JSON is nested too deeply to read."
    except Exception as error:  # the contract: never a traceback, whatever the file holds
        return None, f"could not be adjudicated ({type(error).__name__}: {error})."


def run_replay(paths: list[str], out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Each file on its own: one JSON line if valid, one error line if not. Exit 0 or 2."""
    status = 0
    for path in paths:
        result, problem = _adjudicated(path)
        if result is None:
            print(one_line(f"{path}: {problem}"), file=err)
            status = 2
        else:
            print(json.dumps(result), file=out)
    return status
