"""A team's one life total told twice, once for each teammate, each a different number: in a
variant where teammates share a life total (Two-Headed Giant, MTG CR 810.9) the asker may take
each for the player's own, and which is the team's the words do not say ("bob is at 10 life.
carol is at 20 life. bob takes 10 damage." kept the team in at 10)."""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.setup import GameSetup
from bot.core.rules.vocabulary import EventKind, Report
from bot.core.rulings.words import SituationError, quoted


def _totals(report: Report) -> dict[str, int] | None:
    """Each player's total the report sets, if setting totals is all it does."""
    told = {
        e.player: e.value
        for e in report.events
        if e.kind is EventKind.LIFE and e.player and e.value is not None and e.delta is None
    }
    return told if told and len(told) == len(report.events) else None


def check_team_totals(
    previous: Report | None, report: Report, setup: GameSetup, sentence: str
) -> None:
    """Refuse (SituationError) a teammate's total told right after another teammate's, each a
    different number, nothing between them: one team, one life total."""
    now = _totals(report)
    before = _totals(previous) if previous is not None else None
    if not now or not before:
        return
    for player, total in now.items():
        for other, earlier in before.items():
            if other != player and other in setup.side_of(player) and earlier != total:
                raise SituationError(
                    Message(
                        "In {sentence}: {player} and {other} share one life total (MTG CR "
                        "810.9), told as {earlier} and then {total}; say the team's total once "
                        "({example}).",
                        sentence=f'"{quoted(sentence)}"',
                        player=player,
                        other=other,
                        earlier=earlier,
                        total=total,
                        example=f'"{other} is at {earlier} life"',
                    )
                )
