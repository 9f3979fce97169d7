"""What the words leave open that the outcome turns on, a case each, judged by the engine: a life
total never said (one case per range of totals that ends alike: unsaid_life_totals.py; who is
ahead in a sudden death: sudden_death_ahead.py) and the other open facts
(bot.core.rulings.open_facts finds them), with the one question that settles it (`Opened`); two
open questions at once are asked, nothing ruled.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Final

from bot.core.messages import Message
from bot.core.rules.games import listed
from bot.core.rules.state import GameState
from bot.core.rulings import (
    bounded_total,
    cant_lose_scope,
    cast_places,
    checked_deaths,
    damage_amount,
    lethal_with_gain,
    loop_turn_order,
    open_facts,
    paid_life,
    replaced_draws,
    trigger_conditions,
    triggers_in_turn_order,
    unsaid_controller,
)
from bot.core.rulings import told as reader_words
from bot.core.rulings.answer import Judged
from bot.core.rulings.describing import Voice
from bot.core.rulings.game_setup import names_spelled
from bot.core.rulings.judging import judge_reading
from bot.core.rulings.situation_values import Sentence, Situation, question_asked
from bot.core.rulings.words import OPPONENT, Entity, Refusal, SituationError


@dataclass(frozen=True)
class Opened:
    """The cases of a fact the words leave open, and the one question that settles it."""

    cases: tuple[Judged, ...]
    question: str  # in English, the asker spoken to as "you"
    question_said: Message  # the players by their names, for other languages


YOU: Final = Message.within("a player", "you")  # the asker among players named


def name_said(player: str) -> str | Message:
    """A player as another language's answer names them: the unnamed opponent in its words."""
    return reader_words.OPPONENT_NAMED if player == OPPONENT else player


def open_fact(
    situation: Situation,
    readings: list[tuple[str | None, list[Sentence]]],
    players: tuple[str, ...],
    asker: str,
) -> open_facts.Fact | None:
    """A fact the words leave open besides life totals (bot.core.rulings.open_facts). Damage
    of an amount never said, or a card's death in or before the check, beside another open
    fact, or an open moment: both asked; so is
    how far a "can't lose" effect said in words reaches, never left out."""
    reach = next(
        (r for _, s in readings if (r := cant_lose_scope.cant_lose_reach(s, asker)) is not None),
        None,
    )
    _totals_unsettled(readings, asker)
    if len(readings) != 1:
        paying = next((s for _, s in readings if paid_life.paying_down(s)), None)
        if paying is not None:  # never judged as one payment
            raise paid_life.unsettled_in(paying, asker)
        opened = reach or next(
            (
                u
                for _, s in readings
                if (u := damage_amount.unmeasured_damage(s, asker)) is not None
                or (u := checked_deaths.died_in_or_before_check(s, situation.entities)) is not None
                or (u := cast_places.unsaid_place(s, asker)) is not None
            ),
            None,
        )
        if opened is not None:
            question = situation.question or ""
            moment = question_asked(question, situation.said(question))
            raise two_open(moment, opened.asked)
        return None
    sentences = readings[0][1]
    paid = paid_life.paid_down(sentences, situation.entities, asker)
    if paid is not None:
        if reach is not None:
            raise two_open(paid.asked, reach.asked)
        return paid
    unmeasured = damage_amount.unmeasured_damage(sentences, asker)
    gained = lethal_with_gain.lethal_beside_gain(sentences, asker)
    bound = None if gained is not None else bounded_total.at_most(sentences, asker)
    other = (
        gained
        or replaced_draws.chosen_draw(sentences, asker)
        or loop_turn_order.loop_in_turn_order(sentences, players, asker)
        or triggers_in_turn_order.triggers_in_turn_order(sentences, players, asker)
        or trigger_conditions.arrival_condition(
            sentences, asker, players, start_said=situation.starting_life is not None
        )
        or unsaid_controller.whose_card(sentences, players, asker, situation.entities)
        or checked_deaths.died_in_or_before_check(sentences, situation.entities)
        or cast_places.unsaid_place(sentences, asker)
    )
    other = _settled_then_whose(other, players, asker, situation.entities)
    if bound is not None and other is not None:
        # a total said as a bound is judged at its two ends only, never beside another open
        # fact ("I'm at 40 or less life. I control Felidar Sovereign." at the upkeep was "nobody
        # has won or lost yet": the bound's fact left the card's trigger out)
        raise two_open(bound.asked, other.asked)
    other = other or bound
    if unmeasured is not None and other is not None:
        raise two_open(unmeasured.asked, other.asked)
    fact = unmeasured or other
    if fact is not None and reach is not None:
        if len(fact.cases) != 1:
            raise two_open(fact.asked, reach.asked)
        (settled,) = fact.cases  # the words settle the other fact: the reach is the question
        within = cant_lose_scope.cant_lose_reach(settled.sentences, asker)
        if within is None:
            return fact
        cases = tuple(replace(c, untriggered=settled.untriggered) for c in within.cases)
        return replace(within, cases=cases)
    return fact or reach


def _settled_then_whose(
    fact: open_facts.Fact | None,
    players: tuple[str, ...],
    asker: str,
    entities: Sequence[Entity],
) -> open_facts.Fact | None:
    """A fact the words settle (a trigger's counts told: Triskaidekaphobia with both players at
    13 life) beside a card nobody is said to control ("Exquisite Archangel is on the
    battlefield"): a case per player it may be controlled by, each with the settled fact's
    reports and note; else the fact as it was."""
    if fact is None or len(fact.cases) != 1:
        return fact
    (settled,) = fact.cases
    whose = unsaid_controller.whose_card(settled.sentences, players, asker, entities)
    if whose is None:
        return fact
    cases = tuple(replace(case, note=settled.note) for case in whose.cases)
    return replace(whose, cases=cases)


def _totals_unsettled(readings: list[tuple[str | None, list[Sentence]]], asker: str) -> None:
    """Refuse a total of 0 or less that life gained later leaves open, and a total said as a
    bound beside another open question (never judged at one end of it)."""
    for _, read in readings:
        if (gained := lethal_with_gain.gained_after(read, asker)) is not None:
            raise gained
        if (unmeasured := lethal_with_gain.unmeasured_alone(read, asker)) is not None:
            raise unmeasured
        if len(readings) != 1 and (bound := bounded_total.at_most(read, asker)) is not None:
            raise SituationError(bound.asked)


def two_open(first: Message, second: Message) -> SituationError:
    return SituationError(
        Message(
            "The outcome turns on two things the words leave open: {first} "
            "And: {second} Say which, and ask again.",
            first=first,
            second=second,
        ),
        kind=Refusal.DEPENDS_TWICE,
    )


def fact_cases(
    situation: Situation, fact: open_facts.Fact, begin: GameState, asker: str
) -> list[Judged]:
    """A case per way the open fact may have been, each judged by the engine (at each of
    the life totals it is about, which must end alike)."""
    if len(fact.cases) == 1:  # the words settle it
        (case,) = fact.cases
        judged = judge_reading(situation, case.sentences, begin, asker, None, told=case.untriggered)
        for other in case.ends:
            end = judge_reading(situation, other, begin, asker, None, told=case.untriggered)
            if not end.same_outcome(judged):
                raise SituationError(fact.asked)
        return [judged if case.note is None else judged.noted(case.note)]
    return [replace(_case_judged(situation, fact, case, begin, asker), condition_said=case.said)
            for case in fact.cases]  # fmt: skip


def _case_judged(
    situation: Situation,
    fact: open_facts.Fact,
    case: open_facts.OpenCase,
    begin: GameState,
    asker: str,
) -> Judged:
    ends = [
        judge_reading(
            situation,
            case.sentences,
            _with_lives(begin, lives, asker),
            asker,
            case.condition,
            told=case.untriggered,
            lives_said=frozenset(lives),
        )
        for lives in case.lives or ({},)
    ]
    if any(not end.same_outcome(ends[0]) for end in ends[1:]):
        raise SituationError(
            Message(
                "The outcome turns on the life totals of {names} before this, which the words "
                'do not say. Say them ("alice is at 3 life"), and ask again.',
                names=listed([Voice(asker).name(p) for p in case.lives[0]], "and"),
            ),
            kind=Refusal.DEPENDS_TWICE,
        )
    for other in case.ends:  # the case's other end (a total it leaves open): it must end alike
        end = judge_reading(situation, other, begin, asker, case.condition, told=case.untriggered)
        if not end.same_outcome(ends[0]):
            raise SituationError(
                Message(
                    "{question} The outcome turns on how much, too: say the life totals "
                    '("alice is at 3 life"), and ask again.',
                    question=fact.asked,
                ),
                kind=Refusal.DEPENDS_TWICE,
            )
    return ends[0] if case.note is None else ends[0].noted(case.note)


def _with_lives(begin: GameState, lives: Mapping[str, int], asker: str) -> GameState:
    """The game before the situation with these players (as the words name them) at these
    life totals."""
    if not lives:
        return begin
    spelling = names_spelled(begin.setup, asker)
    totals = {spelling.get(name.casefold(), name): life for name, life in lives.items()}
    return replace(begin, life=MappingProxyType({**begin.life, **totals}))
