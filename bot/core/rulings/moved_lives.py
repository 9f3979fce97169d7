"""The players whose life total the words never gave (judging.py), by how far they moved it: the
engine plays them from a total nobody said, so only the change is known.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from bot.core.rules.games.game import LifeUnsaid
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import Event, EventKind, Lasting, Report
from bot.core.rulings.card_use import changes_life_unsaid
from bot.core.rulings.situation_values import Situation


def lives_unsaid(
    situation: Situation, reports: list[Report], start: GameState, state: GameState
) -> Mapping[str, LifeUnsaid]:
    """The players whose life total the words never gave, by how far they moved it: no
    starting total said for them (or their side, where a team plays as one) and none set
    outright by a report. The engine plays them from the game's starting total (or, in a
    case about it, one total the case stands for), which nobody said, so only the change is
    known, and not even that beside a card that sets a life total. (A total set by a report,
    "my life becomes 5", is known from then on; a match's current game, `from_a_game`, knows
    every total.)"""
    setup = state.setup
    uncounted = _changed_by_a_card(situation, setup.players)
    given = situation.starting_life
    if isinstance(given, int) or situation.from_a_game:
        return {player: LifeUnsaid(None, uncounted=True) for player in uncounted}
    said = {name.casefold() for name in given or {}}
    said.update(
        (event.player or "").casefold()
        for report in reports
        for event in report.events
        if event.kind is EventKind.LIFE and event.value is not None
    )
    set_by_a_card = any(effect.lasting in _SETS_LIFE for effect in start.lasting) or any(
        _sets_life(event) for report in reports for event in report.events
    )
    unsaid = {
        player: LifeUnsaid(
            None if set_by_a_card else (state.life.get(player) or 0) - (start.life.get(player) or 0)
        )
        for player in setup.players
        if start.life.get(player) is not None
        and not any(one.casefold() in said for one in setup.side_of(player))
    }
    return {**unsaid, **{player: LifeUnsaid(None, uncounted=True) for player in uncounted}}


def _changed_by_a_card(situation: Situation, players: Sequence[str]) -> tuple[str, ...]:
    """The players whose life a card the words name changed by an amount its effects leave
    out (`changes` life: Soulgorger Orgg's loss of all but 1, Chaplain's Blessing's gain), the
    engine playing it as no change: its holder, or every player where whose it is is unsaid.
    Their total after is not known ("I control Platinum Angel. I have 10 life. I play
    Soulgorger Orgg" showed "life 10": 1), so never shown."""
    changed: dict[str, None] = {}
    for _, sentences in situation.readings():
        for sentence in sentences:
            for source in (*sentence.held, *sentence.sources, sentence.by):
                if source is None:
                    continue
                for card in source.cards:
                    if not changes_life_unsaid(card):
                        continue
                    holder = source.holder(card)
                    named = [p for p in players if holder and p.casefold() == holder.casefold()]
                    changed.update(dict.fromkeys(named or players))
    return tuple(changed)


# The continuous effects that set a life total (Lich's Mirror, Enduring Angel), or stop damage
# at one (Angel's Grace: "19 lost" was said of a total nobody gave, as if it were 20): whether
# they did, and so the total after, turns on the total before.
_SETS_LIFE: Final = frozenset({Lasting.REPLACES_LOSS, Lasting.LIFE_RESET, Lasting.LIFE_FLOOR})


def _sets_life(event: Event) -> bool:
    """Whether `event` (or what it does as it resolves) begins an effect that sets a life
    total."""
    return event.lasting in _SETS_LIFE or any(_sets_life(e) for e in event.effects or ())
