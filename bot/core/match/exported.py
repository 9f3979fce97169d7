"""A match document read back: every game re-adjudicated from its reports and the match
decided from them, so the document proves its own result (`arbiter replay` and
`MatchService.import_match` read one; bot.app.match.documents writes one for `/match export`).
Pure: no store, no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.core.match import scoring
from bot.core.messages import Message
from bot.core.rules import parse_setup
from bot.core.rules.errors import RuleError
from bot.core.rules.gamefile import GameFileError, adjudicate_game, read_game, summarize
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState


def is_match_document(data: object) -> bool:
    return isinstance(data, Mapping) and isinstance(data.get("games"), list)


@dataclass(frozen=True)
class MatchAdjudication:
    games: list[dict[str, Any]]  # each game's replay summary
    result: dict[str, Any] | None  # None while the match is undecided
    score: str  # as recorded: the result's score once the match is decided
    # Game wins per side and drawn games as recorded (after a concession or an early end).
    final: scoring.Score


def adjudicate_match(data: Mapping[str, Any]) -> MatchAdjudication:
    """Re-adjudicate every game of a match document and decide the match from them."""
    try:
        setup = parse_setup(data)
    except RuleError as error:  # it carries the field; keep the replay contract's shape
        raise _invalid(error.text, error.field) from None
    except Exception as error:
        raise _invalid(Message.verbatim_text(str(error)), None) from None
    best_of = data.get("best_of", scoring.default_best_of(setup))
    # A whole number only: true and 3.0 compare equal to 1 and 3 but are not a game count.
    if type(best_of) is not int or best_of not in scoring.BEST_OF_CHOICES:
        raise _invalid(Message("best_of must be 1, 3, 5 or 7."), "best_of")
    summaries, results = [], []
    in_progress = False
    games = data["games"]
    for index, raw in enumerate(games, start=1):
        state = _adjudicate_game(data, raw, index)
        summaries.append(summarize(state))
        _check_recorded_game(raw, state, summaries[-1], index, is_last=index == len(games))
        if state.is_over:
            results.append(scoring.game_result(state))
        else:
            in_progress = bool(state.reports_applied)
    current = scoring.score(setup, results)
    ending = data.get("ending")
    winner = scoring.match_winner(best_of, current)
    result: dict[str, Any] | None = None
    if winner is not None:
        result = scoring.match_result(setup, winner, "games", current.text())
    elif isinstance(ending, Mapping):
        current, result = _ended(ending, setup, best_of, current, in_progress)
    score = result["score"] if result else current.text()
    adjudication = MatchAdjudication(summaries, result, score, current)
    _check_recorded_result(data, adjudication, len(games))
    return adjudication


def _ended(
    ending: Mapping[str, Any],
    setup: GameSetup,
    best_of: int,
    current: scoring.Score,
    in_progress: bool,
) -> tuple[scoring.Score, dict[str, Any]]:
    """The score and result of a match ended before its games decided it."""
    reason = ending.get("reason")
    sides = len(setup.teams)
    side = ending.get("winner_side")
    if reason == "concession":
        if not isinstance(side, int) or not 0 <= side < sides:
            raise _invalid(Message("ending.winner_side must name a side."), "ending")
        current = scoring.after_concession(best_of, current, side)
        text = current.text()
    elif reason == "intentional_draw":
        side, text = None, scoring.intentional_draw_text(current)
    elif reason == "early_end":
        current = scoring.after_early_end(current, in_progress)
        side, text = current.leader(), current.text()
    elif reason == "judge":
        if "winner_side" not in ending:  # null is a judge's draw; left out is no answer
            raise _invalid(
                Message("a judge's ending needs winner_side (a side or null)."), "ending"
            )
        current = _judged(side, ending.get("score"), sides)
        text = current.text()
    else:
        raise _invalid(Message("Unknown match ending {reason}.", reason=repr(reason)), "ending")
    return current, scoring.match_result(setup, side, reason, text)


def _judged(side: object, text: object, sides: int) -> scoring.Score:
    """The score a judge recorded (`ending.score`, e.g. "0-2" or "1-1-1"), checked."""
    numbers = text.split("-") if isinstance(text, str) else []
    if (side is not None and not (isinstance(side, int) and 0 <= side < sides)) or not (
        len(numbers) in (sides, sides + 1) and all(n.isascii() and n.isdigit() for n in numbers)
    ):
        raise _invalid(
            Message(
                'a judge\'s ending needs winner_side (a side or null) and its score, e.g. "0-2".'
            ),
            "ending",
        )
    counts = [int(n) for n in numbers]
    return scoring.Score(tuple(counts[:sides]), counts[sides] if len(counts) > sides else 0)


def _invalid(message: Message, field: str | None) -> GameFileError:
    """A document-level error: it names no report."""
    return GameFileError(message, field=field, report_number=None)


def _adjudicate_game(data: Mapping[str, Any], raw: object, index: int) -> GameState:
    try:
        return adjudicate_game(read_game({**data, **raw} if isinstance(raw, Mapping) else raw))
    except GameFileError as error:
        message = Message("game {number}: {problem}", number=index, problem=error.text)
        raise GameFileError(message, field=error.field, report_number=error.report_number) from None


def _check_recorded_game(
    raw: object, state: GameState, summary: dict[str, Any], index: int, *, is_last: bool
) -> None:
    """A game's record must be what its reports lead to: over exactly when they end it, the
    same standings, and no game after one that never ended."""
    if not isinstance(raw, Mapping):
        return
    recorded = raw.get("status")
    if recorded == "over" and not state.is_over:
        raise _invalid(
            Message(
                "game {number}: recorded as over, but its reports leave it going.", number=index
            ),
            "status",
        )
    if recorded in ("playing", "unfinished") and state.is_over:
        raise _invalid(
            Message(
                "game {number}: recorded as {status}, but its reports end it.",
                number=index,
                status=recorded,
            ),
            "status",
        )
    if not state.is_over and not is_last:
        raise _invalid(
            Message(
                "game {number}: it never ended, yet game {next} follows it.",
                number=index,
                next=index + 1,
            ),
            "games",
        )
    standings = raw.get("standings")
    adjudicated = summary["players"]
    if isinstance(standings, Mapping) and dict(standings) != adjudicated:
        raise _invalid(
            Message(
                "game {number}: recorded standings {recorded}, but its reports give {adjudicated}.",
                number=index,
                recorded=_standings_text(standings),
                adjudicated=_standings_text(adjudicated),
            ),
            "standings",
        )


def _standings_text(standings: Mapping[str, Any]) -> str:
    return ", ".join(f"{player!r} {standing}" for player, standing in standings.items())


def _check_recorded_result(
    data: Mapping[str, Any], adjudication: MatchAdjudication, game_count: int
) -> None:
    """The match result on record must be the one the games' reports lead to."""
    if "result" not in data:
        return  # a hand-written document may leave the result to the replay
    recorded, computed = data["result"], adjudication.result
    if computed is None or not isinstance(recorded, Mapping):
        same = computed is None and recorded is None
    else:
        same = all(recorded.get(k) == computed[k] for k in ("winner_side", "score", "reason"))
    if not same:
        raise _invalid(
            Message(
                "game {number}: the recorded match result ({recorded}) is not what the games' "
                "reports lead to ({computed}).",
                number=game_count,
                recorded=_result_text(recorded),
                computed=_result_text(computed),
            ),
            "result",
        )


_REASONS = {
    "games": Message("on games"),
    "concession": Message("by concession"),
    "intentional_draw": Message("an intentional draw"),
    "early_end": Message("ended early"),
    "judge": Message("a judge's result"),
}


def _result_text(result: object) -> Message:
    """A match result as a player reads it: "bob wins 1-2 (on games)", "a draw 1-1 (...)"."""
    if not isinstance(result, Mapping):
        return Message("no result")
    winners, side = result.get("winners"), result.get("winner_side")
    who: Message
    if side is None:
        who = Message("a draw")
    elif isinstance(winners, list) and winners and all(isinstance(w, str) for w in winners):
        who = Message.plural(
            "{players} wins", "{players} win", len(winners), players=_names(winners)
        )
    else:
        who = Message("side {side} wins", side=str(side))
    reason = result.get("reason")
    why: Message | str = (
        _REASONS.get(reason, repr(reason)) if isinstance(reason, str) else Message("no reason")
    )
    if score := result.get("score"):
        return Message("{who} {score} ({why})", who=who, score=str(score), why=why)
    return Message("{who} with no score ({why})", who=who, why=why)


def _names(names: list[str]) -> Message | str:
    """Players' names in a sentence: "alice", "alice and bob", "alice, bob and carol"."""
    if len(names) == 1:
        return names[0]
    return Message("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def match_replay_line(data: Mapping[str, Any], adjudication: MatchAdjudication) -> dict[str, Any]:
    """The replay command's one line for a match document: the match-level standings."""
    setup = parse_setup(data)
    result = adjudication.result
    citations = [c for game in adjudication.games for c in game["citations"]]
    if result is None:
        players = dict.fromkeys(setup.players, "playing")
    else:
        winners = set(result["winners"])
        players = {
            p: ("won" if p in winners else "drew" if result["winner_side"] is None else "lost")
            for p in setup.players
        }
        citations += result["citations"]
    return {
        "status": "over" if result else "ongoing",
        "players": players,
        "citations": list(dict.fromkeys(citations)),
        "restarts": sum(game["restarts"] for game in adjudication.games),
        "score": adjudication.score,
        "games": adjudication.games,
    }
