"""A team's one life total or poison count told twice, once for each teammate, each a different
number: in a variant where teammates share them (Two-Headed Giant, MTG CR 810.9-810.10) the
asker may take each for the player's own, and which is the team's the words do not say ("bob is
at 10 life. carol is at 20 life. bob takes 10 damage." kept the team in at 10; "alice has 10
poison counters. I have 5 poison counters." kept us in at 5, not 15)."""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.setup import GameSetup
from bot.core.rules.vocabulary import EventKind, Report
from bot.core.rulings.words import SituationError, quoted

_SHARED = (EventKind.LIFE, EventKind.POISON)


def _totals(report: Report) -> dict[tuple[EventKind, str], int] | None:
    """Each player's life total or poison count the report sets, if that is all it does."""
    told = {
        (e.kind, e.player): e.value
        for e in report.events
        if e.kind in _SHARED and e.player and e.value is not None and e.delta is None
    }
    return told if told and len(told) == len(report.events) else None


def check_team_totals(
    previous: Report | None, report: Report, setup: GameSetup, sentence: str
) -> None:
    """Refuse (SituationError) a teammate's life total or poison count told right after another
    teammate's, each a different number, nothing between them: one team, one of each."""
    now = _totals(report)
    before = _totals(previous) if previous is not None else None
    if not now or not before:
        return
    for (kind, player), total in now.items():
        for (was, other), earlier in before.items():
            teammates = other != player and other in setup.side_of(player)
            if teammates and was is kind and earlier != total:
                raise SituationError(
                    Message(
                        "In {sentence}: {player} and {other} share one life total and "
                        "one poison count (MTG CR 810.9-810.10), told as {earlier} and then "
                        "{total}; say the team's once ({example}).",
                        sentence=f'"{quoted(sentence)}"',
                        player=player,
                        other=other,
                        earlier=earlier,
                        total=total,
                        example=f'"{other} is at {earlier} life"'
                        if kind is EventKind.LIFE
                        else f'"{other} has {earlier} poison counters"',
                    )
                )
