"""A match as a JSON document: every game in the replay format, plus how the match ended.

`/match export` writes one; `arbiter replay` and `MatchService.import_match` read it back and
re-adjudicate every game from its reports, so the document proves its own result.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.matches import carry, scoring
from bot.matches.models import APPLIED, Game, Match, Report, Seat
from bot.rules.gamefile import GameFileError, adjudicate_game, read_game, summarize
from bot.rules.setup import parse_setup

FORMAT = "arbiter-match"


def export_match(
    match: Match, players: Sequence[Seat], games: Sequence[Game], log: Sequence[Report]
) -> dict[str, Any]:
    """The document for a stored match. Each game lists its standing reports; `log` keeps
    every report with its status (undone, disputed, pending) for the record."""
    games_out = []
    for game in games:
        reports = [r.payload for r in log if r.game_number == game.number and r.status == APPLIED]
        carried = game.state.get(carry.OPENING)
        games_out.append(
            {
                **match.setup,
                # A Terrus game opens with the vitae carried from the game before (4.3).
                **({"starting_life": carried} if carried else {}),
                "number": game.number,
                "status": game.status,
                "chooser": game.chooser,
                "first_player": game.first_player,
                "reports": reports,
            }
        )
    return {
        "format": FORMAT,
        "version": 1,
        **match.setup,
        "best_of": match.best_of,
        "match_id": match.id,
        "guild_id": match.guild_id,
        "channel_id": match.channel_id,
        "user_ids": {p.name: p.user_id for p in players},
        "games": games_out,
        "ending": _ending(match),
        "result": match.result,
        "log": [
            {
                "game": r.game_number,
                "seq": r.seq,
                "status": r.status,
                "reporter_id": r.reporter_id,
                "at": r.created_at.isoformat(),
                "report": r.payload,
            }
            for r in log
        ],
    }


def _ending(match: Match) -> dict[str, Any] | None:
    result = match.result
    if not result or result["reason"] == "games":
        return None
    return {"reason": result["reason"], "winner_side": result["winner_side"]}


def is_match_document(data: object) -> bool:
    return isinstance(data, Mapping) and isinstance(data.get("games"), list)


@dataclass(frozen=True)
class MatchAdjudication:
    games: list[dict[str, Any]]  # each game's replay summary
    result: dict[str, Any] | None  # None while the match is undecided
    score: str  # as recorded: the result's score once the match is decided
    # Game wins per side and drawn games as recorded (after a concession or an early end).
    final: scoring.Score | None = None


def adjudicate_match(data: Mapping[str, Any]) -> MatchAdjudication:
    """Re-adjudicate every game of a match document and decide the match from them."""
    try:
        setup = parse_setup(data)
    except Exception as error:  # RuleError carries the field; keep the replay contract's shape
        raise GameFileError(
            str(error), field=getattr(error, "field", None), report_number=None
        ) from None
    best_of = data.get("best_of", scoring.default_best_of(len(setup.players)))
    # A whole number only: true and 3.0 compare equal to 1 and 3 but are not a game count.
    if type(best_of) is not int or best_of not in scoring.BEST_OF_CHOICES:
        raise GameFileError("best_of must be 1, 3, 5 or 7.", field="best_of", report_number=None)
    summaries, results = [], []
    in_progress = False
    for index, raw in enumerate(data["games"], start=1):
        try:
            state = adjudicate_game(read_game({**data, **raw} if isinstance(raw, Mapping) else raw))
        except GameFileError as error:
            raise GameFileError(
                f"game {index}: {error.message}",
                field=error.field,
                report_number=error.report_number,
            ) from None
        summaries.append(summarize(state))
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
        reason = ending.get("reason")
        if reason == "concession":
            side = ending.get("winner_side")
            if not isinstance(side, int) or not 0 <= side < len(setup.teams):
                raise GameFileError(
                    "ending.winner_side must name a side.", field="ending", report_number=None
                )
            current = scoring.after_concession(best_of, current, side)
            result = scoring.match_result(setup, side, "concession", current.text())
        elif reason == "intentional_draw":
            text = scoring.intentional_draw_text(current)
            result = scoring.match_result(setup, None, "intentional_draw", text)
            return MatchAdjudication(summaries, result, text, current)
        elif reason == "early_end":
            current = scoring.after_early_end(current, in_progress)
            result = scoring.match_result(setup, current.leader(), "early_end", current.text())
        else:
            raise GameFileError(
                f"Unknown match ending {reason!r}.", field="ending", report_number=None
            )
    return MatchAdjudication(summaries, result, current.text(), current)


def match_replay_line(data: Mapping[str, Any], adjudication: MatchAdjudication) -> dict[str, Any]:
    """The replay command's one line for a match document: the match-level standings."""
    setup = parse_setup(data)
    result = adjudication.result
    if result is None:
        players = dict.fromkeys(setup.players, "playing")
    else:
        winners = set(result["winners"])
        players = {
            p: ("won" if p in winners else "drew" if result["winner_side"] is None else "lost")
            for p in setup.players
        }
    citations = [c for game in adjudication.games for c in game["citations"]]
    if result:
        citations += result["citations"]
    return {
        "status": "over" if result else "ongoing",
        "players": players,
        "citations": list(dict.fromkeys(citations)),
        "restarts": sum(game["restarts"] for game in adjudication.games),
        "score": adjudication.score,
        "games": adjudication.games,
    }
