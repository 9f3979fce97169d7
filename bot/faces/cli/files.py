"""Reading the offline commands' files within bounds, so a hostile file costs bounded time.

Each command reads at most so many bytes of a file (`MAX_LEAGUE_BYTES` for `standings` and
`pair`, `MAX_REPLAY_BYTES` for `replay`): a larger one is refused with one line before it is
parsed. The work per file then grows with its size; per league with its players too (kept to
`bot.core.league.MAX_PLAYERS` by `pair`), and per game with its players (`MAX_GAME_PLAYERS`).
Worst cases measured: docs/performance.md, "League pairing at size".
"""

from __future__ import annotations

import json
import sys
from typing import Any

from bot.core.messages import Message
from bot.core.rules.setup import MAX_GAME_PLAYERS

MIB = 1024 * 1024
# A league of 1,024 players with 32-character names is about 1 MiB after 20 rounds.
MAX_LEAGUE_BYTES = 2 * MIB
# A match's export with thousands of reports is a few hundred KiB.
MAX_REPLAY_BYTES = 1 * MIB


class FileTooLarge(Exception):
    """A file past a bound: `said` says which (the whole line after the path)."""

    def __init__(self, said: Message) -> None:
        super().__init__(said.english())
        self.said = said


def read_json(path: str, limit: int) -> Any:
    """The file's JSON value, read as UTF-8 (a byte order mark, as Notepad writes, is skipped);
    FileTooLarge past `limit` bytes (then no more than that is read). OSError,
    UnicodeDecodeError and json.JSONDecodeError as usual; FileTooLarge for a number longer
    than Python reads (sys.get_int_max_str_digits, 4,300 digits)."""
    with open(path, "rb") as file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise FileTooLarge(
            Message(
                "the file is larger than {size} MiB, the most Arbiter reads for this command.",
                size=limit // MIB,
            )
        )
    text = data.decode("utf-8-sig")
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        raise
    except ValueError:
        digits = sys.get_int_max_str_digits()
        raise FileTooLarge(
            Message("a number in the file has more than {digits} digits.", digits=f"{digits:,}")
        ) from None


def check_players(data: Any) -> None:
    """FileTooLarge if a game of this replay file (a game file, or each game of a match's
    export) lists more than MAX_GAME_PLAYERS players."""
    games = data.get("games") if isinstance(data, dict) else None
    for game in [data, *(games if isinstance(games, list) else [])]:
        players = game.get("players") if isinstance(game, dict) else None
        if isinstance(players, list) and len(players) > MAX_GAME_PLAYERS:
            raise FileTooLarge(
                Message(
                    "{count} players in one game; Arbiter adjudicates games of at most {most} "
                    "players.",
                    count=len(players),
                    most=MAX_GAME_PLAYERS,
                )
            )


def unreadable(error: BaseException) -> Message | None:
    """Why a file could not be read as JSON, as a message (None: another error)."""
    if isinstance(error, FileTooLarge):
        return error.said
    if isinstance(error, json.JSONDecodeError):
        return Message(
            "not valid JSON (line {line}, column {column}).",
            line=error.lineno,
            column=error.colno,
        )
    if isinstance(error, UnicodeDecodeError):
        return Message("not a UTF-8 text file.")
    if isinstance(error, OSError):
        return Message("cannot read the file ({reason}).", reason=str(error.strerror or error))
    if isinstance(error, RecursionError):
        return Message("the JSON is nested too deeply to read.")
    return None
