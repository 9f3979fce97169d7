"""A match as a JSON document: every game in the replay format, plus how the match ended.

`/match export` writes one from the stored rows; `arbiter replay` and
`MatchService.import_match` read it back (bot.core.match.exported) and re-adjudicate every
game from its reports, so the document proves its own result.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.core.match import carry
from bot.core.match.state import Seat
from bot.store.tables.matches import APPLIED, Game, MatchRow, ReportRow

FORMAT = "arbiter-match"


def export_match(
    match: MatchRow, players: Sequence[Seat], games: Sequence[Game], log: Sequence[ReportRow]
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
                # As recorded, so a replay can tell whether the reports still lead there.
                "standings": dict(game.state.get("standings", {})),
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


def _ending(match: MatchRow) -> dict[str, Any] | None:
    result = match.result
    if not result or result["reason"] == "games":
        return None
    ending = {"reason": result["reason"], "winner_side": result["winner_side"]}
    if result["reason"] == "judge":  # the judge's score, not the games'
        ending["score"] = result["score"]
    return ending
