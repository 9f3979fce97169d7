"""`arbiter replay FILE...`: re-adjudicate match logs offline (shared/spec/replay-format.md)."""

from __future__ import annotations

import json
import sys
from typing import TextIO

from bot.core.match.exported import adjudicate_match, is_match_document, match_replay_line
from bot.core.messages import Message
from bot.core.rules.gamefile import GameFileError, adjudicate_game, read_game, summarize
from bot.faces.cli.files import MAX_REPLAY_BYTES, check_players, read_json, unreadable
from bot.faces.cli.language import ENGLISH, Words


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


def _adjudicated(path: str) -> tuple[dict[str, object] | None, Message | None]:
    """The file's result line, or None and why it cannot be adjudicated (never raises)."""
    try:
        return replay_file(path), None
    except GameFileError as error:
        return None, _described(error)
    except Exception as error:  # the contract: never a traceback, whatever the file holds
        problem = unreadable(error) or Message(
            "could not be adjudicated ({kind}: {error}).",
            kind=type(error).__name__,
            error=str(error),
        )
        return None, problem


def _described(error: GameFileError) -> Message:
    """What is wrong in a game file, and where: `report 3, field "player": ...`."""
    places = []
    if error.report_number is not None:
        places.append(Message("report {number}", number=error.report_number))
    if error.field is not None:
        places.append(Message('field "{field}"', field=error.field))
    if not places:
        return error.text
    where = places[-1]
    if len(places) == 2:
        where = Message("{first}, {rest}", first=places[0], rest=where)
    return Message("{where}: {problem}", where=where, problem=error.text)


def run_replay(
    paths: list[str],
    out: TextIO | None = None,
    err: TextIO | None = None,
    words: Words = ENGLISH,
) -> int:
    """Each file on its own: one JSON line if valid, one error line if not (in the language of
    `words`), on `out` and `err` (this moment's stdout and stderr by default). Exit 0 or 2."""
    out, err = out or sys.stdout, err or sys.stderr
    status = 0
    for path in paths:
        result, problem = _adjudicated(path)
        if result is None:
            assert problem is not None
            print(
                one_line(words(Message("{path}: {problem}", path=path, problem=problem))), file=err
            )
            status = 2
        else:
            print(json.dumps(result), file=out)
    return status
