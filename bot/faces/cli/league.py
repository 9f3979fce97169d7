"""`arbiter standings FILE...` and `arbiter pair FILE... [--seed N]` (shared/spec/league-format.md).

Each FILE on its own, in order: a valid one prints one JSON line to stdout, an invalid one a
single line to stderr naming the file and, where it applies, the round, the match and the
field. Exit 0 when every file was valid, 2 otherwise. Never a traceback.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from typing import Any, TextIO

from bot.core.league import (
    MAX_PLAYERS,
    League,
    LeagueFileError,
    pair_next_round,
    read_league,
    standings_json,
)
from bot.core.league.playoff import playoff_rounds, start_playoff
from bot.core.messages import Message
from bot.faces.cli.files import MAX_LEAGUE_BYTES, read_json, unreadable
from bot.faces.cli.language import ENGLISH, Words


def load_league(path: str) -> League:
    """Read and check one league file (raises LeagueFileError, OSError, ValueError...)."""
    return read_league(read_json(path, MAX_LEAGUE_BYTES))


def standings_line(path: str) -> dict[str, Any]:
    league = load_league(path)
    line = {"file": path, "rounds": len(league.rounds), "standings": standings_json(league)}
    if league.playoff is not None:
        line["playoff"] = playoff_rounds(league).to_json()
    return line


def _seed(data: Any, seed: int | None) -> int:
    """`--seed`, else the file's "seed" (a league's export re-pairs exactly as Arbiter paired
    it), else 0."""
    if seed is not None:
        return seed
    stored = data.get("seed") if isinstance(data, dict) else None
    return stored if type(stored) is int else 0


def pair_line(path: str, seed: int | None) -> dict[str, Any]:
    """The next round's pairings; none past "rounds_planned"; after the cut, the playoff's
    next round (no new Swiss rounds)."""
    data = read_json(path, MAX_LEAGUE_BYTES)
    league = read_league(data)
    if league.playoff is not None:
        return {"file": path, **playoff_rounds(league).pairing_json()}
    planned = data.get("rounds_planned")
    if type(planned) is int and len(league.rounds) >= planned:
        return {"file": path, "complete": True}
    _refuse_round_being_played(league)
    players = len(league.active_players())
    if players > MAX_PLAYERS:
        raise TooLarge(
            Message(
                "{count} players to pair; a league pairs at most {most} (Arbiter's cap on a "
                "league's players).",
                count=players,
                most=MAX_PLAYERS,
            )
        )
    return {"file": path, **pair_next_round(league, _seed(data, seed)).to_json()}


def _refuse_round_being_played(league: League) -> None:
    """Arbiter pairs no round while the last one is being played (a mid-round export): its
    unfinished matches count for nothing, so pairing past them would ignore that round."""
    if not league.rounds:
        return
    number = len(league.rounds)
    for match_number, match in enumerate(league.rounds[-1].matches, start=1):
        if match.unfinished:
            raise LeagueFileError(
                Message(
                    "This match is unfinished; the next round is paired when every match of "
                    "round {number} is done.",
                    number=number,
                ),
                round_number=number,
                match_number=match_number,
                field="result",
            )


def playoff_line(path: str, size: int, seed: int | None) -> dict[str, Any]:
    """`pair FILE --playoff N`: round 1 of a top-N cut from the standings now, with its seeds
    (players who share a rank drawn by `--seed`, else the file's "seed", else 0)."""
    data = read_json(path, MAX_LEAGUE_BYTES)
    state = start_playoff(read_league(data), size, _seed(data, seed))
    return {"file": path, "seeds": list(state.seeds), **state.pairing_json()}


class TooLarge(Exception):
    """A file with more players than a league pairs: `said` says so."""

    def __init__(self, said: Message) -> None:
        super().__init__(said.english())
        self.said = said


# What a terminal or a line-based reader would act on: C0 and C1 controls (escape sequences),
# DEL, the Unicode line and paragraph separators, and lone surrogates (no encoding prints them).
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def _escaped(match: re.Match[str]) -> str:
    return f"\\u{ord(match[0]):04x}"


def _one_line(text: str) -> str:
    """The message on one line, with nothing in it a terminal would obey (shown as \\uXXXX)."""
    return _UNPRINTABLE.sub(_escaped, " ".join(text.split()))


def _json_line(line: dict[str, Any]) -> str:
    """One line of JSON, readable as UTF-8 by anything: the characters above are written as
    JSON escapes (json.dumps already escapes C0 controls), so the same text reads back."""
    return _UNPRINTABLE.sub(_escaped, json.dumps(line, ensure_ascii=False))


def _problem(path: str, error: BaseException) -> Message:
    """The one-line stderr message for a file that could not be handled."""
    problem = unreadable(error)
    if isinstance(error, LeagueFileError):
        problem = error.described()
    elif isinstance(error, TooLarge):
        problem = error.said
    elif problem is not None:
        pass
    elif isinstance(error, ValueError) and "integer string conversion" in str(error):
        problem = Message("a number in the file, or one computed from it, is too long to print.")
    else:
        problem = Message(
            "could not be read as a league ({kind}: {error}).",
            kind=type(error).__name__,
            error=str(error),
        )
    return Message("{path}: {problem}", path=path, problem=problem)


def run_each(
    paths: list[str],
    handle: Callable[[str], dict[str, Any]],
    out: TextIO | None = None,
    err: TextIO | None = None,
    words: Words = ENGLISH,
) -> int:
    # sys.stdout and sys.stderr as they are now (a test's capture), not at import.
    out, err = out or sys.stdout, err or sys.stderr
    status = 0
    for path in paths:
        try:
            text = _json_line(handle(path))  # written out here too: a number may be too long
        except Exception as error:  # the contract: one line, never a traceback
            print(_one_line(words(_problem(path, error))), file=err)
            status = 2
        else:
            print(text, file=out)
    return status


def run_standings(
    paths: list[str], out: TextIO | None = None, err: TextIO | None = None, words: Words = ENGLISH
) -> int:
    return run_each(paths, standings_line, out, err, words)


def run_pair(
    paths: list[str],
    seed: int | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    *,
    playoff: int | None = None,
    words: Words = ENGLISH,
) -> int:
    if playoff is not None:
        size = playoff
        return run_each(paths, lambda path: playoff_line(path, size, seed), out, err, words)
    return run_each(paths, lambda path: pair_line(path, seed), out, err, words)
