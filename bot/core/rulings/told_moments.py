"""A sentence as the moments it tells, in order (judging.py plays each in turn): a life total
told beside changes that lead to it from the total told before is the total after them (and
refused, naming both numbers, beside a spell whose damage does not lead there); a card said in
play and said to leave in one sentence is in play first, then leaves. Pure: no I/O."""

from __future__ import annotations

from collections.abc import Sequence, Set
from dataclasses import dataclass, field, replace

from bot.core.messages import Message
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import SituationError, quoted


def moments(sentence: Sentence, state: GameState, life_said: Set[str]) -> list[Sentence]:
    """The sentence as the moments it tells, in order (none where it tells no event)."""
    if not sentence.events:
        return []
    return [
        part
        for told in _total_after_its_change(sentence, state, life_said)
        for part in _ends_after_it_began(told)
    ]


def _total_after_its_change(
    sentence: Sentence, state: GameState, life_said: Set[str]
) -> list[Sentence]:
    """The sentence with a life total told beside changes of it that lead there from the
    total told before ("I'm at 4. I hit him with a 1/1 with lifelink and I'm at 5") as two
    moments: the changes, then the total they left (it was refused as two totals at once).
    A total the changes do not lead to stays beside them (refused: which came first?)."""
    for index, event in enumerate(sentence.events):
        player = event.player or ""
        if event.kind is not EventKind.LIFE or event.value is None or player not in life_said:
            continue
        same = [e for e in sentence.events if e.kind is EventKind.LIFE and e.player == event.player]
        changes = [e.delta for e in same if e.delta is not None]
        current = state.life.get(player)
        if len(same) - len(changes) != 1 or current is None:
            continue
        if changes and current + sum(changes) == event.value:
            rest = [n for n in range(len(sentence.events)) if n != index]
            return [sentence.only(rest), sentence.only([index])]
        if changes and sentence.by is not None and sentence.by.cards:
            _total_not_led_to(sentence, current, current + sum(changes), event.value)
    return [sentence]


def _total_not_led_to(sentence: Sentence, before: int, led: int, said: int) -> None:
    """Refuse a total told after a spell's damage that the damage does not lead to from the
    total told before ("he is at 5. I bolt him and he goes to 0": the Bolt's 3 leave 2), naming
    both numbers: neither is taken over the other (the 0 was taken, a player at 2 ruled dead)."""
    assert sentence.by is not None
    raise SituationError(
        Message(
            '"{words}": from the total told before ({before}), {card} leads to {led}, not the '
            "{said} said after it: say which total is right, or what else changed it.",
            words=quoted(sentence.text),
            before=before,
            card=sentence.by.cards[0].name,
            led=led,
            said=said,
        ),
        unread=sentence.text,
    )


# the totals a sentence may tell as they stand, each checked against the change told before it
_TOTALS = frozenset({EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE})


def _total_key(event: Event) -> tuple[EventKind, str, str, str]:
    """Which total an event tells or changes: its kind, its player, and for a commander's
    damage whose commander dealt it (and which one)."""
    return event.kind, event.player or "", event.commander or "", (event.source or "").casefold()


def _same_total(one: Event, other: Event) -> bool:
    return _total_key(one) == _total_key(other)


def count_of(state: GameState, event: Event) -> int | None:
    """The total `event` tells or changes, as it stands in `state` (None: not kept there)."""
    player = event.player or ""
    if event.kind is EventKind.LIFE:
        return state.life.get(player)
    if event.kind is EventKind.POISON:
        return state.poison.get(player)
    _, _, commander, source = _total_key(event)
    return next(
        (
            damage
            for (taker, dealer, which), damage in state.commander_damage.items()
            if (taker, dealer, which.casefold()) == (player, commander, source)
        ),
        None,
    )


@dataclass
class TotalsTold:
    """The totals the sentences so far told as they stood: the players whose life total was
    said (judging's `life_said`, kept up there) and the poison and commander-damage totals."""

    life: Set[str]
    others: set[tuple[EventKind, str, str, str]] = field(default_factory=set)

    def add(self, sentence: Sentence) -> None:
        self.others.update(
            _total_key(e)
            for e in sentence.events
            if e.kind in _TOTALS and e.kind is not EventKind.LIFE and e.value is not None
        )

    def of(self, event: Event) -> bool:
        if event.kind is EventKind.LIFE:
            return (event.player or "") in self.life
        return _total_key(event) in self.others


# a sentence played, with the game before it and after it
Played = tuple[Sentence, GameState, GameState]


def total_after_the_last(
    sentence: Sentence, played: Sequence[Played], state: GameState, told: TotalsTold
) -> None:
    """Refuse a total (life, poison counters, a commander's damage) told after a sentence
    that changed it, of a player whose total was told before, that the change does not lead
    to ("he is at 5. I bolt him. He goes to 0": the Bolt's 3 leave 2; "I'm at 5. I gain 3
    life. Now I'm at 10"; "... He goes to 0 and I gain 2 life", with other clauses beside it;
    "... I bolt him. I gain 2 life. He goes to 0", sentences that leave his total alone in
    between), naming both numbers: the total was taken as a report of its own, a player at 2
    ruled dead. `played` are the sentences played before it, each with the game before and
    after it. A total said to come some time later (`Sentence.later`: "later", "on his
    turn", said of it or of a sentence in between), after another told total of it, of a
    player whose total nothing changed, or beside a change of that total in its own sentence
    (checked there, `_total_after_its_change`), is a report of its own, as before."""
    if sentence.later:
        return
    for event in sentence.events:
        said = event.value
        if (
            event.kind not in _TOTALS
            or event.delta is not None
            or said is None
            or not told.of(event)
            or any(_same_total(e, event) for e in sentence.events if e is not event)
        ):
            continue
        change = _last_change(played, event)
        if change is None:
            continue
        last, before = change
        was, now = count_of(before, event), count_of(state, event)
        if was is None or now is None or was == now or now == said:
            continue
        raise SituationError(
            Message(
                '"{words}", told after "{change}": from {before} before it, that leads to '
                "{led}, not {said}: say which total is right, or what else changed it.",
                words=quoted(sentence.text),
                change=quoted(last.text),
                before=was,
                led=now,
                said=said,
            ),
            unread=sentence.text,
        )


def _last_change(played: Sequence[Played], event: Event) -> tuple[Sentence, GameState] | None:
    """The last sentence played that changed `event`'s total, with the game before it, where
    each sentence after it left that total alone and came at no later time; None where the
    total was told there or after it, or nothing told changed it."""
    for last, before, after in reversed(played):
        if any(_same_total(e, event) for e in last.events if e.value is not None):
            return None
        if count_of(before, event) != count_of(after, event):
            return last, before
        if last.later:
            return None
    return None


def _ends_after_it_began(sentence: Sentence) -> list[Sentence]:
    """The sentence as the moments it tells: a card said in play and said to leave in one
    sentence ("I'm at 0 life and I control Platinum Angel, and it dies") is in play first,
    then leaves (its effects could not begin and end at once; the leaving was dropped)."""
    begun: set[str] = set()
    for index, event in enumerate(sentence.events):
        name = (event.source or "").casefold()
        if event.kind is EventKind.EFFECT_ENDS and name in begun:
            parts = (slice(0, index), slice(index, None))
            return [
                replace(
                    sentence,
                    events=sentence.events[part],
                    sources=sentence.sources[part],
                    whys=sentence.whys[part],
                    dealt=sentence.dealt[part],
                )
                for part in parts
            ]
        if event.kind is EventKind.EFFECT_BEGINS:
            begun.add(name)
    return [sentence]


def _so_far(sentence: Sentence, event: Event) -> bool:
    """Whether `event` is a commander's damage this game so far ("bob has taken 10 commander
    damage from my commander"), read as that much counted (commander_damage_told): a commander
    damage dealt now comes with the life it took beside it in its sentence."""
    if event.kind is not EventKind.COMMANDER_DAMAGE or event.value is not None or not event.delta:
        return False
    return not any(
        e.kind is EventKind.LIFE and e.player == event.player and e.delta == -event.delta
        for e in sentence.events
    )


def commander_total_again(sentence: Sentence, state: GameState) -> Sentence:
    """The sentence with a commander's damage so far told again where it is already counted
    ("bob has 10 commander damage from my commander. ... bob has 10 commander damage ..."):
    the same total, no more damage. One told after that commander's damage to the player was
    counted that is not the count ("bob has 10 ... my commander deals 5 combat damage to bob.
    bob has 12 commander damage from my commander") is refused naming both numbers: it was
    added to the count (27, a player at 15 or 12 ruled out by 903.10a)."""
    kept: list[int] = []
    for index, event in enumerate(sentence.events):
        counted = count_of(state, event) if _so_far(sentence, event) else None
        if not counted:
            kept.append(index)
        elif counted != event.delta:
            raise SituationError(
                Message(
                    '"{words}": what was told before it leads to {led} commander damage from '
                    "that commander, not {said}: say which total is right, or what else "
                    "changed it.",
                    words=quoted(sentence.text),
                    led=counted,
                    said=event.delta or 0,
                ),
                unread=sentence.text,
            )
    return sentence if len(kept) == len(sentence.events) else sentence.only(kept)
