"""The life totals of the players holding a card, as a sentence leaves them, for the checks
before the engine judges it (card_checks.py): whether each is above 0 when the sentence's damage
happens, whether the words write out a gain as large as the damage (lifelink among the words),
and whether the one holder's total is below a threshold (Two-Headed Giant: one total per team,
810.8a); whether a gain left out (Chaplain's Blessing) only raises totals told above 0, and
whether a card's holder is left the last player by the other's concession whatever the card
did (Sneak Attack, its creature unnamed). Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.cards import Card
from bot.core.rulings.situation_values import Sentence, Situation

LIFE_CHANGES = frozenset({EventKind.LIFE, EventKind.COMMANDER_DAMAGE})


def above_zero(
    card: Card, sentence: Sentence, state: GameState, life_said: set[str] | None
) -> bool:
    """Whether every player whose `card` is in force (begun before or in this sentence) is
    above 0 life when this sentence's damage and life loss happen: above 0 before it, and not
    set to 0 or less beside a loss in it. Unknown controllers: no. Beside the other half of a
    pair of triggers feeding each other (`fed`), their life must have been said: whether the
    damage starts the pair turns on it, and the words leave it open."""
    named = card.name.casefold()
    begins = (*state.lasting, *(e for e in sentence.events if e.kind is EventKind.EFFECT_BEGINS))
    controllers = {e.controller for e in begins if (e.source or "").casefold() == named}
    if not controllers or None in controllers:
        return False
    for player in controllers:
        mine = [e for e in sentence.events if e.player == player and e.kind in LIFE_CHANGES]
        if not any(e.kind is EventKind.COMMANDER_DAMAGE or (e.delta or 0) < 0 for e in mine):
            continue  # nothing in the sentence deals them damage
        before = state.life.get(player or "")
        if before is None or before <= 0 or (life_said is not None and player not in life_said):
            return False
        if any(e.kind is EventKind.LIFE and e.value is not None and e.value <= 0 for e in mine):
            return False
    return True


def gain_written(sentence: Sentence, holders: set[str]) -> bool:
    """Whether the sentence deals no damage (its life and poison events only say totals), or
    writes out, for the one player said to hold a card, a life gain at least as large as all
    the damage and life loss in it: whatever lifelink the card gives their damage is then
    among the words."""
    counts = (*LIFE_CHANGES, EventKind.POISON)
    if all(e.delta is None for e in sentence.events if e.kind in counts):
        return True
    if len(holders) != 1:
        return False
    (holder,) = holders
    changes = [e for e in sentence.events if e.kind in LIFE_CHANGES and e.delta is not None]
    gained = sum(e.delta or 0 for e in changes if e.player == holder and (e.delta or 0) > 0)
    dealt = sum(
        abs(e.delta or 0)
        for e in changes
        if e.kind is EventKind.COMMANDER_DAMAGE or (e.delta or 0) < 0
    )
    return dealt > 0 and gained >= dealt


def sharing_life(state: GameState, player: str) -> tuple[str, ...]:
    """Who shares `player`'s life total: their team where it plays as one (810.8a)."""
    return state.setup.side_of(player) if player in state.setup.players else (player,)


def life_below(sentence: Sentence, state: GameState, holders: set[str]) -> Callable[[int], bool]:
    """Whether the one player said to hold a card has a life total below a threshold after
    this sentence, its life events for them only totals (no gain or loss). Where a team plays
    as one (Two-Headed Giant) a total said of a teammate is theirs too: one life total."""

    def below(threshold: int) -> bool:
        if len(holders) != 1:
            return False
        (holder,) = holders
        side = sharing_life(state, holder)
        mine = [e for e in sentence.events if e.player in side and e.kind in LIFE_CHANGES]
        if any(e.delta is not None or e.value is None for e in mine):
            return False
        life = mine[-1].value if mine else state.life.get(holder)
        return life is not None and life < threshold

    return below


def gained_above_zero(
    card: Card, holders: Mapping[str, set[str]], state: GameState, told: set[str]
) -> bool:
    """A gain its effects leave out (Chaplain's Blessing: `only_gains_life`) whose players are
    each above 0 by the totals told, the gain left out: it only raises them further, so who is
    out as a card leaves does not turn on it ("I control Platinum Angel and I am at 5 life. I
    cast Chaplain's Blessing. Then Platinum Angel is destroyed": nobody has lost, 704.5a)."""
    held = holders.get(card.name.casefold(), set())
    return (
        card.only_gains_life
        and bool(held)
        and all(p in told and (state.life.get(p) or 0) > 0 for p in held)
    )


def other_concedes(situation: Situation, sentence: Sentence, user: str | None) -> bool:
    """Whether the one other player of a game of two is told to concede in the sentence or
    after it ("I activated Sneak Attack and my opponent conceded"): whatever the creature put
    onto the battlefield did, the game was still on when they conceded (else they could not
    have), and a concession leaves the user the last player in it (104.3a, 104.2a)."""
    if user is None or situation.several or situation.table_size or situation.teams:
        return False
    if len(situation.mentioned) != 2 or situation.declared_count not in (None, 2):
        return False
    later = (
        situation.steps[situation.steps.index(sentence) :]
        if sentence in situation.steps
        else [sentence]
    )
    return any(
        event.kind is EventKind.CONCEDE and event.player not in (None, user)
        for step in later
        if isinstance(step, Sentence)
        for event in step.events
    )
