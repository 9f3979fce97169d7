"""The cards a sentence names, checked before the engine judges it: who holds each, a card whose
effect the engine cannot judge yet beside what happens (refused, `Refusal.CARD_NOT_JUDGED`), a
card said to enter or leave whose trigger the words leave out, an unknown card in play, and
what comes from a card of a player who has left the game (it does nothing, MTG CR 800.4a).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from bot.core.messages import N_, Message
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import Event, EventKind, Lasting, Standing
from bot.core.rulings.arrivals import puts_creatures
from bot.core.rulings.card_judgeable import Beside, not_judged
from bot.core.rulings.card_lasting import on_a_creature, own_trigger
from bot.core.rulings.card_use import (
    LIFE_EVENTS,
    card_ends_nothing,
    changes_life_unsaid,
    feeding,
    on_a_change_of_life,
)
from bot.core.rulings.cards import (
    Card,
    DamageSource,
    Effect,
    EndsGame,
    EndsNothing,
    Kind,
    PoisonSource,
    StateLoss,
    unknown_card,
)
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.describing import Voice
from bot.core.rulings.game_setup import canonical_names, everyone_named, names_spelled
from bot.core.rulings.holder_life import (
    LIFE_CHANGES,
    above_zero,
    gain_written,
    gained_above_zero,
    life_below,
    other_concedes,
    sharing_life,
)
from bot.core.rulings.situation_values import Sentence, Situation
from bot.core.rulings.tenses import RESOLVED
from bot.core.rulings.words import OWNER_SUBJECTS, Refusal, SituationError

_ENTERS = re.compile(r"\b(?:enters|entered|entering|enter)\b", re.IGNORECASE)


_LEAVES = re.compile(
    r"\b(?:leaves|left|leaving|leave|dies|died|destroyed|exiled|sacrificed)\b", re.IGNORECASE
)


_ARRIVAL_MOMENTS = {CardMoment.ENTERS: _ENTERS, CardMoment.LEAVES: _LEAVES}


def _arrival_trigger(card: Card, effect: Effect, sentence: Sentence) -> CardMoment | None:
    """When `effect` of `card` acts, where a win, a loss, or damage or life lost the sentence
    does not write out from the card may come of it (`_check_arrivals`); None otherwise."""
    if isinstance(effect, EndsGame):
        return effect.moment
    if isinstance(effect, DamageSource | PoisonSource) and not _dealt_by(card, sentence):
        return effect.moment
    return None


def _check_arrivals(sentence: Sentence, effects_said: bool, begun: set[str]) -> None:
    """Refuse a card said to enter or leave the battlefield whose trigger on that makes a
    player win or lose (Phage the Untouchable entering), or deals damage or costs life
    (Keldon Marauders' 1 damage as it enters and as it leaves, Laquatus's Champion's 6 life
    lost: a player at that little life loses once it resolves), when no sentence says what an
    effect did (for damage, the sentence itself: "... enters and deals 1 damage to him"): the
    words would leave out the trigger, and the answer would say nothing ended. A trigger the
    engine follows for a card said to be in play (Lich's Mastery leaving:
    card_lasting.own_trigger) is the engine's to put on the stack."""
    if effects_said:
        return
    for source in sentence.held:
        for card in source.cards:
            for effect in card.effects:
                if card.name.casefold() in begun and own_trigger(effect) is not None:
                    continue
                moment = _arrival_trigger(card, effect, sentence)
                said = _ARRIVAL_MOMENTS.get(moment) if moment is not None else None
                if said is not None and said.search(sentence.text):
                    raise card_refusal(
                        card,
                        N_(
                            "Arbiter knows {card} ({wording}; {rules}): as it enters or leaves "
                            "the battlefield, its trigger can make a player win or lose. Say "
                            "what that trigger did ({example}), or ask a judge."
                        ),
                        example='"then an effect says alice loses"',
                    )


def _check_put_unsaid(situation: Situation, sentence: Sentence, begun: set[str]) -> None:
    """Refuse a card that puts creature cards onto the battlefield (Tooth and Nail, Elvish
    Piper), told used, beside a card Arbiter knows that may be one it put there and acts by
    itself (Thassa's Oracle: its trigger as it enters wins): read alone, the card put there was
    dropped ("I cast Tooth and Nail for Thassa's Oracle and it resolves" at an empty library was
    "nobody has won"). A spell, a card already in play, or one that ends nothing is none."""
    by = sentence.by
    if by is None or not any(puts_creatures(card) for card in by.cards):
        return
    for entity in situation.entities:
        card = entity.card
        if (
            card is None
            or card in by.cards
            or card.spell
            or card.name.casefold() in begun
            or card_ends_nothing(card)
        ):
            continue
        raise card_refusal(
            card,
            N_(
                "Arbiter knows {card} ({wording}; {rules}), and {means} may put it onto the "
                "battlefield, where it may act as it enters. Say whether it entered and what "
                "it did ({example}), or ask a judge."
            ),
            means=by.cards[0].name,
            example='"then an effect says alice wins"',
        )
    if not other_concedes(situation, sentence, by.controller):
        _check_put_unnamed(by.cards)


def _check_put_unnamed(means: tuple[Card, ...]) -> None:
    """Refuse a card that puts creature cards onto the battlefield (Dread Return, Sneak
    Attack), told used or resolved, with no creature named in its sentence ("my library
    is empty. I cast Dread Return and it resolves" was "nobody has won or lost yet"): the
    creature it put there may act as it enters (Thassa's Oracle wins, Phage the Untouchable
    loses; 603.4), so which one it was decides, and is asked. Named in the sentence ("...
    returning Laboratory Maniac"), it is one of the cards the sentence is by."""
    if any(not puts_creatures(card) for card in means):
        return  # "... returning Laboratory Maniac": the creature is named
    raise card_refusal(
        means[0],
        N_(
            "Arbiter knows {card} ({wording}; {rules}), told used with no creature named: the "
            "creature it put onto the battlefield may act as it enters and decide the game. "
            "Say which creature it put there ({example}), or ask a judge."
        ),
        example=f'"I used {means[0].name} on Thassa\'s Oracle and it resolved"',
    )


# A spell that counters another on the stack (told cast at it, spells_on_spells.py says it
# countered, its card no longer named; a copy told made keeps its card named, and is not here).
_ON_SPELLS = frozenset({Kind.COUNTERS})


def _check_held_on_the_stack(
    situation: Situation, sentence: Sentence, in_play: dict[int, None]
) -> None:
    """Refuse a spell or ability told done beside a card that counters spells said only held,
    never cast ("opp is at 3. i bolt him but he has a counterspell. does he lose"
    was "opponent loses", the Counterspell taken for a card that ends nothing): whether it was
    cast at the spell decides what the spell did (MTG CR 701.6a). Told cast at it ("he
    counters it with Counterspell") it is read (spells_on_spells.py); told resolved, or the
    spell said countered, the spell's fate is said."""
    by = sentence.by
    if by is None or not by.cards or sentence.countered or RESOLVED.search(sentence.text):
        return
    if all(card.kinds & _ON_SPELLS for card in by.cards):
        return
    for mark in in_play:
        card = situation.entities[mark].card if mark < len(situation.entities) else None
        if card is None or card in by.cards or not card.kinds & _ON_SPELLS:
            continue
        raise card_refusal(
            card,
            N_(
                "Arbiter knows {card} ({wording}; {rules}), said held beside {spell}: whether "
                'it was cast at {spell} decides what {spell} did. Say whether it was ("he casts '
                '{card} on it") or not ("it resolves"), or ask a judge.'
            ),
            spell=by.cards[0].name,
        )


@dataclass(frozen=True)
class SaidSoFar:
    """What the situation's words said so far, for `check_cards`: whether some sentence
    says what an effect did, whose life total a sentence said outright, and the cards a later
    report of this sentence casts (`cast_later`)."""

    effects: bool
    life: set[str]
    cast_later: frozenset[str] = frozenset()


_REPLACING = frozenset({Lasting.REPLACES_LOSS, Lasting.LIFE_RESET})


def _feeding(
    situation: Situation,
    in_play: dict[int, None],
    state: GameState,
    begun: set[str],
    holders: Mapping[str, set[str]],
    sentence: Sentence,
) -> set[str]:
    """The players who hold both halves of a pair of triggers feeding each other (Exquisite
    Blood and Sanguine Bond), both begun, in a game of two players still in it: the engine
    plays the pair out (lasting.feedback). None where it does not: beside a replacement of
    losing or of a life total (what it brings back is for the words to say), or beside
    commander damage (life lost, unless the commander has infect: the words do not say)."""
    in_force = (*state.lasting, *sentence.events)
    if (
        len(state.playing) != 2
        or any(e.lasting in _REPLACING for e in in_force)
        or any(e.kind is EventKind.COMMANDER_DAMAGE for e in sentence.events)
    ):
        return set()
    halves: dict[str, set[Lasting]] = {}
    for mark in in_play:
        entity = situation.entities[mark] if mark < len(situation.entities) else None
        if entity is None or entity.card is None or entity.card.name.casefold() not in begun:
            continue
        for half in filter(None, map(feeding, entity.card.effects)):
            for player in holders.get(entity.card.name.casefold(), set()):
                halves.setdefault(player, set()).add(half)
    return {player for player, kinds in halves.items() if len(kinds) == 2}


def card_refusal(card: Card, msgid: str, /, **more: str) -> SituationError:
    """The refusal of `card`, a card Arbiter knows but cannot judge here: the sentence
    `msgid` (a catalogue message, listed in bot/faces/locales/rulings.pot) names the card
    ({card}), its wording ({wording}) and its rules ({rules}), and says `more`."""
    return SituationError(
        Message(msgid, card=card.name, wording=card.said, rules=", ".join(card.rules), **more),
        kind=Refusal.CARD_NOT_JUDGED,
        cards=(card.name,),
    )


def cannot_judge(card: Card) -> SituationError:
    """The refusal of a card Arbiter knows but cannot judge beside what else the words say."""
    return card_refusal(
        card,
        N_(
            "Arbiter knows {card} ({wording}; {rules}) but cannot yet judge it in a "
            "quick ruling together with what else happens here; ask a judge, or "
            "describe the outcome it brings in words."
        ),
    )


# Words that may take a creature away, or say more of creatures, beside an effect that holds
# while its controller controls a creature (Worship): whether they still control one is more
# than the engine follows.
_CREATURE_WORDS = re.compile(r"\bcreatures?\b", re.IGNORECASE)
_TAKES_AWAY = re.compile(
    r"\b(?:dies|died|die|dying|destroy\w*|sacrific\w*|exile\w*|bounce\w*|return\w*|leaves?"
    r"|left|leaving|cast\w*|activat\w*|phas\w*|kill\w*|sweep\w*|wrath\w*|steal\w*"
    r"|gains? control|gained control|takes? control|took control|lose control|loses control"
    r"|lost control|exchange\w*|transform\w*|animat\w*|becomes?|became|turns? into)\b",
    re.IGNORECASE,
)


def check_creature_bound(
    situation: Situation, sentence: Sentence, bound: dict[str, str], *, begins_here: bool
) -> None:
    """Refuse a sentence that may take a creature away from a player whose card's effects hold
    while they control one (`bound`: player -> the card, Worship), or names a card Arbiter does
    not know: whether they still control a creature the engine does not follow, and a floor
    kept on a guess would be confidently wrong. The sentence that says they control one may
    say so once."""
    if not bound:
        return
    creatures = len(_CREATURE_WORDS.findall(sentence.text)) - (1 if begins_here else 0)
    if creatures <= 0 and not sentence.unknown_in_play and not _TAKES_AWAY.search(sentence.text):
        return
    name = next(iter(bound.values()))
    card = next(
        (e.card for e in situation.entities if e.card is not None and e.card.name == name), None
    )
    if card is None:
        return
    raise cannot_judge(card)


def bound_to_a_creature(situation: Situation, sentence: Sentence) -> dict[str, str]:
    """The players whose card's effects, begun in this sentence, hold while they control a
    creature (Worship): player -> the card's name."""
    cards = {e.card.name: e.card for e in situation.entities if e.card is not None}
    return {
        event.controller or "": event.source or ""
        for event in sentence.events
        if event.kind is EventKind.EFFECT_BEGINS
        and (card := cards.get(event.source or "")) is not None
        and on_a_creature(card)
    }


def cast_later(sentences: Sequence[Sentence], index: int) -> set[str]:
    """The cards a later report of the same sentence casts, their effects beginning as they
    resolve there ("I have Laboratory Maniac and I cast Brainstorm, and in response my opponent
    casts Angel's Grace": the Grace's report comes after the Maniac's): not yet acting in this
    report, so not judged beside it; `check_cards` judges each where it begins. Only beside
    a report that only begins effects: one that may end the game before the card acts
    (the draw, where no response is said: "..., my opponent casts Angel's Grace") still asks
    which came first."""
    marks = sentences[index].marks
    ordered = sentences[index].in_order  # a case that settles which came first
    if not marks or (
        not ordered and any(e.kind is not EventKind.EFFECT_BEGINS for e in sentences[index].events)
    ):
        return set()
    return {
        (event.source or "").casefold()
        for later in sentences[index + 1 :]
        if later.marks is marks and later.by is not None
        for event in later.events
        if event.kind is EventKind.EFFECT_BEGINS
        and any(card.name == event.source for card in later.by.cards)
    }


def check_cards(
    situation: Situation,
    sentence: Sentence,
    in_play: dict[int, None],
    state: GameState,
    begun: set[str],
    holders: Mapping[str, set[str]],
    said: SaidSoFar,
) -> None:
    """Refuse what the engine cannot judge yet: a card whose effect acts beside this
    sentence's events and that the words never put in play under a player's control (the
    engine follows Platinum Angel from "bob controls Platinum Angel" on, `begun`; not from
    "Platinum Angel" alone), one with an effect it has no event for (a loss as it enters), and
    a card Arbiter does not know said to be in play."""
    if sentence.unknown_in_play:
        name = sentence.unknown_in_play[0]
        raise SituationError(unknown_card(name).said, kind=Refusal.UNKNOWN_CARD, cards=(name,))
    _check_arrivals(sentence, said.effects, begun)
    _check_put_unsaid(situation, sentence, begun)
    _check_held_on_the_stack(situation, sentence, in_play)
    _check_life_changed_unsaid(situation, sentence, in_play)
    kinds = {event.kind for event in sentence.events}
    # a change of life the words leave out, by a card acting here (Chaplain's Blessing's gain):
    # every other card is judged beside it as beside a change of life, never as beside none
    changing = [c for c in sentence.by.cards if changes_life_unsaid(c)] if sentence.by else []
    beside_change = kinds | LIFE_EVENTS if changing else kinds
    totals_only = not changing and all(
        event.delta is None for event in sentence.events if event.kind in LIFE_CHANGES
    )
    fed = _feeding(situation, in_play, state, begun, holders, sentence)
    dealers = _dealers_told(situation)
    for mark in in_play:
        entity = situation.entities[mark] if mark < len(situation.entities) else None
        card_kinds = kinds if entity is None or entity.card in changing else beside_change
        if entity is None or entity.card is None or not card_kinds:
            continue
        if entity.card.name.casefold() in said.cast_later:
            continue  # not acting yet: judged where it begins
        if _crosses_zero_unsaid(entity.card, kinds) and not gained_above_zero(
            entity.card, holders, state, said.life
        ):
            raise cannot_judge(entity.card)
        held_by = holders.get(entity.card.name.casefold(), set())
        beside = Beside(
            begun=entity.card.name.casefold() in begun,
            acting=sentence.by is not None and entity.card in sentence.by.cards,
            totals_only=totals_only,
            above_zero=above_zero(entity.card, sentence, state, said.life if fed else None),
            gain_written=gain_written(sentence, held_by),
            below=life_below(sentence, state, held_by),
            fed=bool(held_by & fed),
            dealt=_dealt_by(entity.card, sentence),
            unsourced=entity.card.name not in dealers and _unsourced_damage(sentence, held_by),
            turned=_turned_by(entity.card, sentence),
            declined=entity.card.name in sentence.declined,
            written=entity.card.name in sentence.written_out,
            begins_here=any(
                e.kind is EventKind.EFFECT_BEGINS and e.source == entity.card.name
                for e in sentence.events
            ),
            leaves_here=any(
                e.kind is EventKind.EFFECT_ENDS and e.source == entity.card.name
                for e in sentence.events
            ),
            life_told=bool(held_by)
            and all(
                bool(set(sharing_life(state, holder)) & said.life)
                or any(
                    e.kind is EventKind.LIFE
                    and e.player in sharing_life(state, holder)
                    and e.value is not None
                    for e in sentence.events
                )
                for holder in held_by
            ),
            set_to_zero=any(
                e.kind is EventKind.LIFE
                and e.player in held_by
                and e.value is not None
                and e.value <= 0
                for e in sentence.events
            ),
            others_held=any(
                name != entity.card.name.casefold() and people & held_by
                for name, people in holders.items()
            ),
        )
        if not_judged(entity.card, card_kinds, beside):
            card = entity.card
            raise cannot_judge(card)


def _crosses_zero_unsaid(card: Card, kinds: set[EventKind]) -> bool:
    """A card whose change of life its effects leave out (Chaplain's Blessing's 5 life,
    Consume Spirit's X), the engine playing no change, beside a card leaving (its effects
    ending: Platinum Angel's "can't lose"): whether its player is out then turns on the total
    that change left, above 0 or not. "I control Platinum Angel. I am at -3 life. I cast
    Chaplain's Blessing and it resolves. Then Platinum Angel leaves the battlefield" was "you
    lose" (at 2, they stay in). Not a change that never takes a total across 0 (Soulgorger
    Orgg's all but 1: `never_crosses_zero`)."""
    return (
        EventKind.EFFECT_ENDS in kinds and changes_life_unsaid(card) and not card.never_crosses_zero
    )


def _check_life_changed_unsaid(
    situation: Situation, sentence: Sentence, in_play: dict[int, None]
) -> None:
    """A spell or ability acting in the sentence that changes a life total by an amount the
    words leave out (Chaplain's Blessing's 5 life, Force of Will's life paid: `changes` life),
    beside a card in play that triggers on a change of life (Sanguine Bond, Exquisite Blood):
    refused, never read as a change nothing triggers on. "I control Sanguine Bond and
    Exquisite Blood. I cast Chaplain's Blessing and it resolves" was "nobody has won or lost
    yet": its gain starts the pair's loop, which ends only when a player loses (104.4b)."""
    acting = sentence.by.cards if sentence.by is not None else ()
    _check_draws_unsaid(situation, acting)
    changing = [card for card in acting if changes_life_unsaid(card)]
    if not changing:
        return
    for mark in in_play:
        entity = situation.entities[mark] if mark < len(situation.entities) else None
        card = entity.card if entity is not None else None
        if (
            card is not None
            and card not in acting
            and any(on_a_change_of_life(effect) for effect in card.effects)
        ):
            raise cannot_judge(changing[0])


# a library the words tell of ("my library is empty", "3 cards in his deck", "he draws")
_LIBRARY_TOLD = re.compile(rf"\b{one_of(WORDS.library_told)}\b", re.IGNORECASE)


def _check_draws_unsaid(situation: Situation, acting: Sequence[Card]) -> None:
    """A card acting whose draws its effects leave to its words (Trade Secrets: `changes` an
    empty library) where the words tell of a library: refused, never read as drawing nothing.
    "my library is empty. my opponent casts Trade Secrets targeting me and it resolves" was
    "nobody has won or lost yet": I draw two from an empty library and lose (704.5b)."""
    for card in acting:
        draws = any(
            isinstance(e, EndsNothing) and StateLoss.EMPTY_LIBRARY in e.losses and not e.removes
            for e in card.effects
        )
        if draws and any(
            _LIBRARY_TOLD.search(step.text)
            for step in situation.steps
            if isinstance(step, Sentence)
        ):
            raise cannot_judge(card)


def _dealt_by(card: Card, sentence: Sentence) -> bool:
    """Whether every change of life, poison or commander damage of the sentence comes from
    `card` ("opponent takes 3 combat damage from my Phage the Untouchable")."""
    changes = [
        number
        for number, event in enumerate(sentence.events)
        if event.kind in (EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE)
    ]
    return bool(changes) and all(
        (source := sentence.sources[number]) is not None and card in source.cards
        for number in changes
    )


def _dealers_told(situation: Situation) -> set[str]:
    """The cards the words name anywhere as what dealt damage or changed a count: the words
    tie that card's damage to it where it dealt it, so damage they leave unsourced is not its
    ("player 1 took 6 combat damage from player 2's Tymna the Weaver. ... player 3 takes 4
    damage")."""
    steps = [
        [step] if isinstance(step, Sentence) else [s for _, case in step.cases for s in case]
        for step in situation.steps
    ]
    return {
        card.name
        for sentences in steps
        for told in sentences
        for event, source in zip(told.events, told.sources, strict=False)
        if source is not None and event.kind in _COUNTS
        for card in source.cards
    }


_COUNTS = frozenset({EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE})


def _unsourced_damage(sentence: Sentence, held_by: set[str]) -> bool:
    """Whether the sentence deals damage to a player other than the card's holders (any
    player, their holders unsaid) from a source that names no card: unsaid, a player, a
    creature told by its words, or "it". A commander's damage names its commander in its
    own event (commander_damage_told.py)."""
    commanders = {e.player for e in sentence.events if e.kind is EventKind.COMMANDER_DAMAGE}
    return any(
        dealt
        and event.kind in (EventKind.LIFE, EventKind.POISON)
        and event.player not in held_by | commanders
        and (source is None or not (source.cards or source.unknown))
        for event, source, dealt in zip(
            sentence.events, sentence.sources, sentence.dealt, strict=False
        )
    )


def _turned_by(card: Card, sentence: Sentence) -> bool:
    """Whether some change of life of the sentence comes from `card` (the damage Deflecting
    Palm turned back, written out)."""
    return any(
        event.kind is EventKind.LIFE and source is not None and card in source.cards
        for event, source in zip(sentence.events, sentence.sources, strict=False)
    )


def remember_holders(sentence: Sentence, holders: dict[str, set[str]]) -> None:
    """Who owns or controls each card the sentence names, added to what came before."""
    held = [source for source in (sentence.by, *sentence.held, *sentence.sources) if source]
    for source in held:
        names = [card.name for card in source.cards] + list(source.unknown)
        people = {p for p in (source.controller, source.owner) if p}
        for name in names:
            holders.setdefault(name.casefold(), set()).update(people)


_POSSESSIVE = re.compile(rf"^(?:{'|'.join(OWNER_SUBJECTS)})\s+", re.IGNORECASE)


def _unowned(named: str, controller: str) -> str:
    """A source's words without the possessive that opens them ("my death triggers", "bob's
    trigger"): the answer names its controller before it, and "your your trigger" said it
    twice."""
    mine = re.compile(rf"^{re.escape(controller)}['\u2019]s\s+", re.IGNORECASE)
    bare = mine.sub("", _POSSESSIVE.sub("", named, count=1), count=1)
    return bare or named


def check_left(
    sentence: Sentence, state: GameState, voice: Voice, holders: dict[str, set[str]]
) -> Sentence:
    """The sentence with what comes from a card, spell or ability of a player who has left
    the game given to the engine as theirs: it ceased to exist with them (MTG CR 800.4a), so
    the engine lets it do nothing and says so. `holders` remembers who owns or controls each
    card named so far."""
    spelling = names_spelled(state.setup, voice.asker)
    gone: dict[int, tuple[str, str | None, str]] = {}
    for number in range(len(sentence.events)):
        acting = sentence.sources[number] or sentence.by
        if acting is None:
            continue
        names = [card.name for card in acting.cards] + list(acting.unknown)
        people = {p for p in (acting.controller, acting.owner) if p}
        # whose a card named with no player is, from what was said before; one said with its
        # player is theirs alone ("bob's Shock" is not alice's, though she cast a Shock too)
        people = people or {p for name in names for p in holders.get(name.casefold(), ())}
        for person in sorted(people):
            player = spelling.get(person.casefold(), person)
            standing = state.standings.get(player)
            if standing is not None and standing is not Standing.PLAYING:
                controller = acting.controller or person
                controller = spelling.get(controller.casefold(), controller)
                owner = player if player != controller else None
                # the cards' names: whose it is, the answer says once ("bob's Lightning Bolt")
                named = " and ".join(names) if acting.controller and names else acting.text
                named = _unowned(named, controller)  # the engine says whose it is
                gone[number] = (controller, owner, voice.yours(named))
                break
    if not gone:
        return sentence
    kept = [i for i in range(len(sentence.events)) if i not in gone]
    first = min(gone)
    controller, owner, name = gone[first]
    effects = canonical_names(
        everyone_named([sentence.events[i] for i in sorted(gone)], state), state.setup, voice.asker
    )
    ceased = Event(
        EventKind.TRIGGER,
        controller=controller,
        owner=owner,
        source=name,
        effects=tuple(effects),
    )
    return replace(
        sentence,
        events=[sentence.events[i] for i in kept] + [ceased],
        sources=[sentence.sources[i] for i in kept] + [None],
        whys=[sentence.whys[i] for i in kept] + [None],
        dealt=[sentence.dealt[i] for i in kept] + [False],
    )
