"""Combat damage taken at one moment by every side still playing, and a team's one life total
or poison count told twice, once for each teammate, each a different
number: in a variant where teammates share them (Two-Headed Giant, MTG CR 810.9-810.10) the
asker may take each for the player's own, and which is the team's the words do not say ("bob is
at 10 life. carol is at 20 life. bob takes 10 damage." kept the team in at 10; "alice has 10
poison counters. I have 5 poison counters." kept us in at 5, not 15)."""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.setup import GameSetup
from bot.core.rules.vocabulary import Event, EventKind, Report
from bot.core.rulings.situation_values import Sentence
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


def check_combat_sides(
    sentence: Sentence, each: list[tuple[int, Event]], setup: GameSetup, playing: tuple[str, ...]
) -> None:
    """Refuse (SituationError) combat damage whose dealer is unsaid taken at one moment by
    every side still playing ("I take 3 combat damage and carol takes 3 combat damage", my
    team against carol's in Two-Headed Giant, was a draw): in a combat only the defending
    player or team is dealt combat damage, by the attackers of the active player or team (MTG
    CR 506.2, 510.1, 810.7a), so the words tell two combats, and the first may have ended the
    game (704.3). Told with whose creature dealt it, combat_sides.py refuses it."""
    if "combat" not in sentence.text.lower():
        return
    hit = {
        one.player
        for at, one in each
        if one.player
        and sentence.dealt[at]
        and one.kind is EventKind.LIFE
        and (one.delta or 0) < 0
        and _dealer_unsaid(sentence, at)
    }
    sides = {setup.side_of(player) for player in hit}
    if len(sides) < 2 or len(sides) < len({setup.side_of(player) for player in playing}):
        return
    raise SituationError(
        Message(
            "In {sentence}: in a combat only the defending player or team is dealt combat damage "
            "(MTG CR 506.2, 510.1, 810.7a), so this tells two combats, and the first may have "
            'ended the game: say which came first, each in a sentence of its own ("... . then '
            '...").',
            sentence=f'"{quoted(sentence.text)}"',
        ),
        rules=("MTG CR 506.2", "MTG CR 510.1", "MTG CR 810.7a", "MTG CR 704.3"),
    )


def _dealer_unsaid(sentence: Sentence, at: int) -> bool:
    """Whether nothing is said of whose creature dealt the damage: not even its owner ("bob's
    commander", which another player may control, 903.3: combat_sides.py keeps it too)."""
    source = sentence.sources[at] if at < len(sentence.sources) else None
    commanders = any(e.kind is EventKind.COMMANDER_DAMAGE for e in sentence.events)
    return not commanders and (source is None or source.controller is None)
