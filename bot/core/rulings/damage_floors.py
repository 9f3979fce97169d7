"""Damage said only to be lethal ("I take lethal damage"), or of an amount never said, to a
player whose life damage can't take below a floor (Ali from Cairo; Worship while they control a
creature, MTG CR 614.1a): the reader tells such damage as a life total of 0, which the floor
never lets damage reach, so it is refused, asking for the total and the damage.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.core.messages import Message
from bot.core.rules.lasting import holding
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import Event, EventKind, Lasting
from bot.core.rulings.words import SituationError

_SAY_IT = Message(
    "Damage can't take that player's life below a floor here, so damage said only to be lethal, "
    'or of no amount, says too little: say the life total and the damage ("alice is at 3 life. '
    'alice takes 5 damage").'
)


def lethal_beside_a_floor(events: Sequence[tuple[Event, bool]], state: GameState) -> None:
    """Refuse where one of `events` (each with whether it is damage dealt) is damage told as a
    life total of 0 or less to a player a floor holds for."""
    if any(
        dealt
        and event.kind is EventKind.LIFE
        and event.delta is None
        and event.value is not None
        and event.value <= 0
        and holding(state, Lasting.LIFE_FLOOR, event.player or "")
        for event, dealt in events
    ):
        raise SituationError(_SAY_IT)
