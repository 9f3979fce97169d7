"""A card's trigger that ends the game on a condition the words leave open (open_facts): as
the card enters (Phage the Untouchable, Thassa's Oracle) or at a step, on a count (Felidar
Sovereign, Mechanized Production, Mirrodin Besieged); settled where the words or the counts
told say it, else a case where it held and one where it did not."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import N_, Message
from bot.core.rules.vocabulary import EffectOutcome, Event, EventKind
from bot.core.rulings import counts
from bot.core.rulings.card_checks import cannot_judge, card_refusal
from bot.core.rulings.card_model import Check, Compare, EndsGame, Measure, Moment, Who
from bot.core.rulings.card_use import its_combat_trigger
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.each_player_trigger import each_player_counted
from bot.core.rulings.effects_unsaid import resolution_unsaid
from bot.core.rulings.hands_owned import another_casters
from bot.core.rulings.open_facts import Fact, OpenCase, life_said
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.tenses import RESOLVED
from bot.core.rulings.words import NOT_DONE

_ENTERS = re.compile(r"\b(?:enters|entered|entering|enter)\b", re.IGNORECASE)


_NOT_CAST = re.compile(
    r"\b(?:without being cast|without casting|not cast|wasn't cast|was not cast|never cast)\b",
    re.IGNORECASE,
)


# Cast from a hand: the condition did not hold. Cast from anywhere else (the command zone, a
# graveyard): it held. Cast with no place said: still the question.
_CAST_FROM = (
    r"\b(?:cast|casts|casting)\b(?:[^.;]*?)\bfrom\s++"
    r"(?:(?:my|his|her|their|your|its|a|the)\s++)?"
)


_FROM_HAND = re.compile(rf"{_CAST_FROM}(?:(?:owner's|controller's)\s++)?hand\b", re.IGNORECASE)


_FROM_ELSEWHERE = re.compile(
    rf"{_CAST_FROM}(?:command zone|graveyard|exile|library|top of)\b", re.IGNORECASE
)


# A card's trigger at a step said to happen: "Felidar Sovereign triggers", "its upkeep trigger
# resolves", "Felidar Sovereign's ability resolves", "makes a copy ...", or the step itself ("at
# the beginning of my upkeep").
_ITS_TRIGGER = (
    r"(?:'s?)?\s++(?:[\w-]++\s++){0,2}?(?:trigger|triggers|triggered|makes|made|creates|created"
    r"|resolves|resolved)\b"
)


# "its ability resolves", "it triggers": a trigger said of a card by a pronoun.
_IT_TRIGGERED = re.compile(rf"\bits?{_ITS_TRIGGER}", re.IGNORECASE)


_STEP_WORDS = {Moment.UPKEEP: "upkeep", Moment.END_STEP: "end step"}


_OWN = r"his|her|their"  # as bob enters "his" end step: the subject's own


_AT_A_STEP = frozenset({Moment.UPKEEP, Moment.END_STEP})


# "in response to the trigger", "after the trigger resolves": a step trigger answered, or its
# resolution told, in words the reader may not follow to the trigger itself.
_TRIGGER_ANSWERED = re.compile(
    r"\bin\s++response\b|\btrigger(?:s|ed)?\b.*?\b(?:resolves?|resolved)\b"
    r"|\b(?:resolves?|resolved)\b.*?\btrigger(?:s|ed)?\b",
    re.IGNORECASE | re.DOTALL,
)


def step_trigger_answered(text: str, cards: Sequence[Card | None]) -> Card | None:
    """A card named whose trigger at a step ends the game on a count (Felidar Sovereign),
    where the words tell a response to a trigger or its resolution ("I control Felidar
    Sovereign and I'm at 43 life. My opponent deals 3 damage to me in response to the
    trigger."): the card, for a reading in which nothing ended to be refused, the trigger
    having been left unread (its resolution at 40 life wins, 603.4). None otherwise."""
    if _TRIGGER_ANSWERED.search(text) is None:
        return None
    return step_trigger_counted(cards)


def step_trigger_counted(cards: Sequence[Card | None]) -> Card | None:
    """A card named whose trigger at a step ends the game on a count (Felidar Sovereign): what
    was told after its trigger may have been done while it was on the stack, and the count is
    checked again as it resolves (MTG CR 603.4)."""
    for card in cards:
        for effect in card.effects if card is not None else ():
            if isinstance(effect, EndsGame) and effect.moment in _AT_A_STEP and _counted(effect):
                return card
    return None


def step_trigger_unplayed(text: str, cards: Sequence[Card | None]) -> Card | None:
    """A card named with a trigger at a step the reader does not play out (Sulfuric Vortex
    deals 2 damage to the player whose upkeep it is), where the words name that step ("I
    control Sulfuric Vortex and I'm at 2 life. It's my upkeep."): the card, for a reading in
    which nothing ended to be refused (the trigger may end it, 603.3). None otherwise. Its
    steps are the card data's `unplayed_steps`, or, for a card whose wording triggers "at the
    beginning of" a step and whose data plays no effect at one (Atraxa's proliferation), any
    step named."""
    for card in cards:
        if card is None:
            continue
        for step in card.unplayed_steps:
            if re.search(rf"\b{_STEP_WORDS[step]}\b", text, re.IGNORECASE):
                return card
        played = any(getattr(e, "moment", None) in _PLAYED_AT_A_STEP for e in card.effects)
        if _AT_THE_BEGINNING.search(card.wording) and not played and _ANY_STEP.search(text):
            return card
    return None


_AT_THE_BEGINNING = re.compile(r"\bat the beginning of\b", re.IGNORECASE)
_ANY_STEP = re.compile(r"\b(?:upkeep|end step|draw step|end of (?:the )?turn)\b", re.IGNORECASE)
_PLAYED_AT_A_STEP = frozenset(
    {Moment.UPKEEP, Moment.END_STEP, Moment.DELAYED_UPKEEP, Moment.DELAYED_END_STEP}
)


def arrival_condition(
    sentences: Sequence[Sentence],
    asker: str = "",
    players: Sequence[str] = (),
    *,
    start_said: bool = False,
) -> Fact | None:
    """A card said to enter whose trigger on entering ends the game for its controller on a
    condition (Phage the Untouchable: if it was not cast from their hand; Thassa's Oracle:
    if the library holds no more cards than the devotion), or said to trigger at a step on a
    condition of a count (Mechanized Production, Felidar Sovereign, Chance Encounter), with no
    effect said: the trigger resolves after the moment it entered or triggered (MTG CR 603.3)
    if the condition held. The words settle it where they say it ("cast from my hand",
    "without being cast", "with devotion to blue 2 and 40 cards in my library": `counts`);
    anything else is the question, a case where it held and one where it did not. A trigger
    at a step that makes a target opponent lose (Mirrodin Besieged) is read in a game of two
    only (the one opponent), and where it first makes its controller draw, only with their
    library's count told (an empty one: that draw is from an empty library, 704.5b).
    `start_said`: the starting life totals declared (a count's least then settles nothing)."""
    whys = [
        why
        for sentence in sentences
        for e, why in zip(sentence.events, _whys(sentence), strict=True)
        if e.kind is EventKind.EFFECT
    ]
    if not all(map(its_combat_trigger, whys)):
        return None  # an effect told: the words say what the trigger did
    for number, sentence in enumerate(sentences):
        told_entering = _ENTERS.search(sentence.text) is not None
        for source in sentence.held:
            for card in source.cards:
                if _resolved_under_a_response(sentence, card):
                    raise cannot_judge(card)
                entering = told_entering or _resolved_into_play(sentence, source, card)
                for effect in card.effects:
                    if not isinstance(effect, EndsGame):
                        continue
                    found = (source, card, effect)
                    at = _trigger_at(sentences, number, found, entering, asker)
                    counted = each_player_counted(list(sentences), at, found, asker, players)
                    if counted is not None:
                        return counted  # each player with exactly 13 life: Triskaidekaphobia
                    if at is not None:
                        _whose_told(sentences[at], found, players)
                    if (
                        at is not None
                        and effect.condition is not None
                        and _whom(effect, source, players) is not None
                        and effect.outcome is not EffectOutcome.DRAW
                        and source.controller
                    ):
                        told = [s.text for s in sentences[: at + 1]]
                        named = (source, card.name, effect)
                        fact = _arrival(
                            list(sentences), at, named, told, asker, players, least=not start_said
                        )
                        if whys and fact is not None and _may_hold(fact):
                            # its combat damage told too ("I reanimate Phage and it deals
                            # combat damage to my opponent" was "you win", the trigger as
                            # it entered dropped): which came first, unsaid (603.3)
                            raise cannot_judge(card)
                        return None if whys else fact
    return None


def _whose_told(
    sentence: Sentence, found: tuple[Source, Card, EndsGame], players: Sequence[str]
) -> None:
    """Refuses a trigger whose controller, or whose opponent it targets, the sentence it
    resolves after leaves unsaid, and one that ends the game for each player or the one
    with the highest life (not played out yet)."""
    source, card, effect = found
    targeted = effect.who in _AT_THE_ONE_OPPONENT
    if _whose_unsaid(sentence, source, effect) or (
        targeted and _whom(effect, source, players) is None
    ):
        raise cannot_judge(card)  # whose trigger, or which opponent: not said
    if effect.who not in _PLAYED_OUT and source.controller:
        raise cannot_judge(card)  # each player, the highest life: not yet


# "I cast Thassa's Oracle and it resolves": a permanent spell that resolves enters the
# battlefield under its caster's control (MTG CR 608.3).
_PERMANENT_TYPES = frozenset({"artifact", "creature", "enchantment", "planeswalker", "battle"})


_NOT_YET = re.compile(
    rf"\b(?:{one_of(WORDS.not_yet_resolved)}|{one_of(WORDS.foretold_modals)})\b", re.IGNORECASE
)


def _may_hold(fact: Fact) -> bool:
    """Whether a case of the fact is one where the trigger happened."""
    return any(not case.untriggered for case in fact.cases)


def _whys(sentence: Sentence) -> list[str | Message | None]:
    """What the answer adds about each of the sentence's events (None where nothing)."""
    return [*sentence.whys, *[None] * (len(sentence.events) - len(sentence.whys))]


def _resolved_into_play(sentence: Sentence, source: Source, card: Card) -> bool:
    """Whether the words tell `card`, a permanent card, cast (its name right after the verb)
    and then resolving, with nothing said that it did not, or had not yet ("before it
    resolves", "it would resolve"). Refused where another spell is told cast beside it
    (`_another_cast`): which of them resolved, unsaid."""
    text = sentence.text
    resolved = (
        bool(_PERMANENT_TYPES.intersection(card.types))
        and _told_cast(text, source, card)
        and RESOLVED.search(text) is not None
        and _COUNTERED.search(text) is None
        and NOT_DONE.search(text) is None
        and _NOT_YET.search(text) is None
    )
    if resolved and _another_cast(sentence, source):
        raise cannot_judge(card)
    return resolved


def _told_cast(text: str, source: Source, card: Card) -> bool:
    """Whether the words tell `card` cast, its name (or the source's words) right after the
    verb ("I cast Thassa's Oracle", "my opponent casts his Phage the Untouchable")."""
    named = "|".join(re.escape(n) for n in dict.fromkeys((source.text, card.name)) if n)
    return re.search(rf"{_CAST.pattern}\s++(?:[\w']++\s++)?(?:{named})", text, re.I) is not None


def _another_cast(sentence: Sentence, source: Source) -> bool:
    """Another spell told cast in the sentence beside `source`'s, before one resolution said
    of them ("my library is empty. My opponent cast Phage the Untouchable and I cast Thassa's
    Oracle, it resolved" was a case each of Phage's condition, the Oracle dropped; "... my
    opponent cast Thassa's Oracle and I cast Thassa's Oracle, it resolved" ruled on the first
    one alone), or two cards told cast at once ("I cast Thassa's Oracle and Phage the
    Untouchable from the command zone and she resolved" was "you win", Phage's trigger dropped;
    session 35, adv35d): which of them resolved, and whether the other did, the words leave
    open."""
    return len({card.name for card in source.cards}) > 1 or any(
        held is not source and _told_cast(sentence.text, held, other)
        for held in sentence.held
        for other in held.cards
    )


def _resolved_under_a_response(sentence: Sentence, card: Card) -> bool:
    """A permanent card whose trigger as it enters may end the game, told cast and resolving
    with a response told beside it ("my library is empty. I cast Thassa's Oracle and it
    resolves. In response to the trigger, my opponent gains 2 life" was "nobody has won or
    lost yet", the Oracle's entering read by no sentence): which spell the resolution is of,
    and whether the response came before the card entered or under its trigger, the reports
    leave open. Refused."""
    return (
        sentence.responded_to
        and RESOLVED.search(sentence.text) is not None
        and bool(_PERMANENT_TYPES.intersection(card.types))
        and any(isinstance(e, EndsGame) and e.moment is Moment.ENTERS for e in card.effects)
    )


def _trigger_at(
    sentences: Sequence[Sentence],
    number: int,
    found: tuple[Source, Card, EndsGame],
    entering: bool,
    asker: str,
) -> int | None:
    """The sentence after which the trigger of `found` (the card as said, the card, its
    effect), said in sentence `number`, resolves; None: not said to trigger."""
    source, card, effect = found
    at = number if effect.moment is Moment.ENTERS and entering else None
    if effect.moment in _DELAYED and _last_cast(sentences, number, card.name):
        at = number
    if effect.moment in _AT_A_STEP and _counted(effect):
        at = _step_at(sentences, number, source, card, effect, asker)
    if _state_counted(effect):
        at = _state_at(sentences, number, source, card, effect, asker)
    return at


# A delayed trigger a spell sets up as it resolves, at a later step (Final Fortune's end step
# of the extra turn, a Pact's next upkeep, unpaid).
_DELAYED = frozenset({Moment.DELAYED_END_STEP, Moment.DELAYED_UPKEEP})
_CAST = re.compile(r"\b(?:cast|casts|casting|play|plays|played|playing)\b", re.IGNORECASE)


def _last_cast(sentences: Sequence[Sentence], number: int, name: str) -> bool:
    """A spell told cast by name ("I cast Final Fortune") in the last sentence the words tell,
    with nothing said of it being countered: its delayed trigger comes at a later step, after
    all that was told, and only the step, never told, is open. Anything told after it may
    have come before that step or after it: not read here."""
    sentence = sentences[number]
    return (
        number == len(sentences) - 1
        and len(set(sentence.marks)) == 1  # no other card beside it ("in response to his Bolt")
        and _CAST.search(sentence.text) is not None
        and _COUNTERED.search(sentence.text) is None
        and name.lower() in sentence.text.lower()
    )


_COUNTERED = re.compile(r"\bcounter(?:s|ed|ing)?\b|\bfizzle", re.IGNORECASE)


def _whose_unsaid(sentence: Sentence, source: Source, effect: EndsGame) -> bool:
    """A count-gated trigger told with nobody said to control it ("Felidar Sovereign triggers
    and I'm at 40 life": whose trigger, and so whose count, was never said; it was "nobody has
    won or lost yet"), unless it is asked about as a spell would be (`resolution_unsaid`)."""
    return not source.controller and _counted(effect) and not resolution_unsaid(sentence)


# Whom a trigger read here may end the game for (`_whom`): any other (each player with 13 life,
# the player with the highest life total, the enchanted player) is refused, never left out as
# if the trigger did nothing.
_PLAYED_OUT = frozenset({Who.CONTROLLER, Who.TARGET_OPPONENT, Who.ATTACKED_PLAYER})
# A trigger at its controller's step that ends the game for one other player: a target opponent
# (Mirrodin Besieged), or each player the card attacked that turn (Angel of Destiny: in a game
# of two, the one opponent, if it attacked them; that is in its condition's case). Never its
# own controller: a creature never attacks the player who controls it (MTG CR 506.2, 508.1b).
_AT_THE_ONE_OPPONENT = frozenset({Who.TARGET_OPPONENT, Who.ATTACKED_PLAYER})


def _state_counted(effect: EndsGame) -> bool:
    """A state trigger gated on a count the engine does not follow (Darksteel Reactor's
    counters, Immortal Coil's empty graveyard; not a life total, which it does: Transcendence)."""
    check = effect.condition.check if effect.condition else None
    return effect.moment is Moment.STATE and check is not None and check.measure is not Measure.LIFE


def _state_at(
    sentences: Sequence[Sentence],
    number: int,
    source: Source,
    card: Card,
    effect: EndsGame,
    asker: str,
) -> int | None:
    """The sentence after which the card's state trigger resolves (MTG CR 603.8): the first,
    from the one saying the card is held on, by which the counts told make its condition true,
    and the sentences right after it that only say who holds what ("I control Platinum
    Angel": the same moment, told next). None while the words never tell the count, or tell it
    short of the condition: nothing triggered. Anything told after it is refused: where the
    end of the game could not happen, the trigger fires again and again, and whether what the
    words say next broke that loop, and when, is more than they say."""
    assert effect.condition is not None and effect.condition.check is not None
    controller = source.controller or ""
    for at in range(number, len(sentences)):
        told = [s.text for s in sentences[: at + 1]]
        if counts.holds(effect.condition.check, told, controller, asker):
            while at + 1 < len(sentences) and _only_holds(sentences[at + 1]):
                at += 1
            if at + 1 < len(sentences):
                raise cannot_judge(card)
            return at
    return None


def _only_holds(sentence: Sentence) -> bool:
    """A sentence that only says who controls a card (its events, if any, the card's
    continuous effects beginning)."""
    return bool(sentence.held) and all(e.kind is EventKind.EFFECT_BEGINS for e in sentence.events)


def _step_at(
    sentences: Sequence[Sentence],
    number: int,
    source: Source,
    card: Card,
    effect: EndsGame,
    asker: str,
) -> int | None:
    """The sentence, from the one saying the card is held on, that says its trigger at
    `moment` happened ("I control Mirrodin Besieged. As I enter my end step, ..."). Words
    between that may say the card left or changed hands ("it was destroyed", "he steals it")
    leave open whether it was there to trigger: refused, never guessed."""
    for at in range(number, len(sentences)):
        said = " ".join((*sentences[at].framing, sentences[at].text))
        if not _triggered(said, source, card.name, effect.moment, asker):
            if _whose_step_open(said, effect.moment) or _IT_TRIGGERED.search(said):
                # "at the beginning of his upkeep": whose, not said; "its ability resolves":
                # which card's, not said (it was "nobody has won", Felidar Sovereign at 40 life)
                raise cannot_judge(card)
            continue
        # "at the beginning of the end step", whose not said: taken as before for a trigger
        # that ends the game for its controller; one that makes a target opponent lose
        # (Mirrodin Besieged, at its controller's end step only) is refused
        targeted = effect.who in _AT_THE_ONE_OPPONENT
        if targeted and not _triggered(
            said, source, card.name, effect.moment, asker, any_step=False
        ):
            raise cannot_judge(card)
        between = (s.text for s in sentences[number:at])
        if at > number and any(_GONE.search(text) for text in (*between, said)):
            raise cannot_judge(card)
        return at
    return None


_GONE = re.compile(
    rf"\b{one_of(WORDS.leaving + WORDS.removing + WORDS.no_longer_held)}\b", re.IGNORECASE
)


def _whose_step_open(text: str, moment: Moment) -> bool:
    """A step said with a pronoun for its player ("during his next upkeep"): whose step it
    was is more than the words say, so whether the card's trigger happened is open."""
    step = _STEP_WORDS[moment]
    return re.search(rf"\b(?:{_OWN})(?: own| next)? {step}\b", text, re.IGNORECASE) is not None


def _triggered(
    text: str, source: Source, name: str, moment: Moment, asker: str, *, any_step: bool = True
) -> bool:
    """Whether the words say the card's own trigger at `moment` happened: the card named
    before a word of its trigger, or its controller's step said ("at the beginning of my
    upkeep"; another player's step is not taken for it)."""
    named = "|".join(re.escape(n) for n in dict.fromkeys((source.text, name)) if n)
    own = re.search(rf"(?:{named}){_ITS_TRIGGER}", text, re.IGNORECASE) is not None
    controller = source.controller or ""
    whose = "my" if controller == asker else rf"{re.escape(controller)}'s?"
    who = "i" if controller == asker else re.escape(controller)
    entered = one_of(WORDS.step_entered)
    during = one_of(WORDS.step_during)
    step = (
        rf"\b(?:(?:at the (?:beginning|start) of|{during}) (?:{'the|' if any_step else ''}{whose})"
        rf"|as {who} {entered} (?:the|{whose}"
        rf"|{_OWN}))(?: next)? {_STEP_WORDS[moment]}\b"
    )
    return own or re.search(step, text, re.IGNORECASE) is not None


def _whom(effect: EndsGame, source: Source, players: Sequence[str]) -> str | None:
    """The player the card's trigger ends the game for: its controller, or at a step the one
    opponent of a game of two; None for anyone else (not read)."""
    if effect.who is Who.CONTROLLER:
        return source.controller
    others = [player for player in players if player != source.controller]
    at_a_step = effect.moment in _AT_A_STEP and source.controller in players
    if effect.who in _AT_THE_ONE_OPPONENT and at_a_step and len(others) == 1:
        return others[0]
    return None


def _drawn(effect: EndsGame, told: list[str], controller: str, asker: str) -> bool | None:
    """Whether the draw the trigger makes first is from an empty library (True), from one
    holding the cards (False), or no draw at all (False); None when the words leave the
    library's count open."""
    if not effect.draws:
        return False
    holding = Check(Measure.CARDS_IN_LIBRARY, Compare.AT_LEAST, effect.draws)
    held = counts.holds(holding, told, controller, asker)
    return None if held is None else not held


def _counted(effect: EndsGame) -> bool:
    """A trigger at a step gated on a count the card data says how to read."""
    return effect.condition is not None and effect.condition.check is not None


def _arrival(
    sentences: list[Sentence],
    number: int,
    found: tuple[Source, str, EndsGame],
    told: list[str],
    asker: str,
    players: Sequence[str] = (),
    *,
    least: bool = False,
) -> Fact | None:
    """The fact of `found` (the card as said, its name, its effect) entering or triggering in
    sentence `number`, settled by the words where they say it; `told`: the sentences' words up
    to it, for the counts they tell."""
    source, name, effect = found
    sentence = sentences[number]
    words = effect.condition.words if effect.condition else ""
    condition = effect.condition.said if effect.condition else Message.verbatim_text("")
    empty = _drawn(effect, told, source.controller or "", asker)
    if empty is None:
        return None
    first = [Event(EventKind.DECK_OUT, player=source.controller)] if empty else []
    ends = Event(EventKind.EFFECT, player=_whom(effect, source, players), outcome=effect.outcome)
    resolves = Sentence(
        f"{name}'s trigger resolves", [*first, ends], [*([None] * len(first)), source]
    )
    # A state trigger whose end of the game cannot happen (a player who can't win or can't
    # lose) leaves its condition true: it triggers again as soon as it has resolved, a loop of
    # mandatory actions (MTG CR 603.8, 104.4b). Once the game has ended, nothing loops.
    again = (
        [Sentence("the game is in a loop of mandatory actions", [loop_of(source)], [source])]
        if effect.moment is Moment.STATE
        else []
    )
    held = OpenCase(
        Message("{condition} ({card})", card=name, condition=condition).english(),
        Message("{condition} ({card})", card=name, condition=condition),
        [*sentences[: number + 1], resolves, *again, *sentences[number + 1 :]],
    )
    drawn = Sentence(f"{name}'s trigger resolves", first, [None] * len(first))
    not_held = OpenCase(
        Message("it is not so that {condition} ({card})", card=name, condition=condition).english(),
        Message("it is not so that {condition} ({card})", card=name, condition=condition),
        [*sentences[: number + 1], drawn, *sentences[number + 1 :]] if first else sentences,
        untriggered=True,
    )
    if effect.moment is Moment.ENTERS:
        asked = Message(
            "Did this hold for {card}: {condition}? Only then does its trigger as it enters end "
            "the game for its controller, as it resolves (MTG CR 603.3).",
            card=name,
            condition=condition,
        )
    elif effect.who is Who.CONTROLLER:
        asked = Message(
            "Did this hold for {card}: {condition}? Only then does its trigger end the game "
            "for its controller, as it resolves (MTG CR 603.3).",
            card=name,
            condition=condition,
        )
    elif effect.who is Who.ATTACKED_PLAYER:
        asked = Message(
            "Did this hold for {card}: {condition}? Only then does its trigger end the game "
            "for their opponent, as it resolves (MTG CR 603.3); never for its controller, "
            "whom no creature of theirs attacks (MTG CR 506.2).",
            card=name,
            condition=condition,
        )
    else:
        asked = Message(
            "Did this hold for {card}: {condition}? Only then does its trigger end the game "
            "for their opponent, as it resolves (MTG CR 603.3).",
            card=name,
            condition=condition,
        )
    text = sentence.text
    elsewhere = _NOT_CAST.search(text) or _FROM_ELSEWHERE.search(text)
    if "cast" in words and not elsewhere and _FROM_HAND.search(text):
        if another_casters(text):  # "I cast Phage from his hand" (Sen Triplets)
            return Fact(asked.english(), asked, (held, not_held))  # whose hand: the question
        return Fact("", asked, (not_held,))  # it did not hold: what follows is not in question
    if effect.moment is Moment.ENTERS and _told_under_it(sentences[number + 1 :]):
        card = next(c for c in source.cards if c.name == name)
        raise card_refusal(card, _UNDER_ITS_TRIGGER, example="in response to the trigger, ...")
    if "cast" in words and elsewhere:
        return Fact("", asked, (held,))
    check = effect.condition.check if effect.condition else None
    controller = source.controller or ""
    life = life_said(sentences[: number + 1], controller)
    counted = (
        None if check is None else counts.holds(check, told, controller, asker, life, least=least)
    )
    if counted is False:
        return Fact("", asked, (replace(not_held, note=_by_counts(name, condition, counted)),))
    if counted and life != life_said(sentences[: number + 1], controller, changed=False):
        # a total worked out from changes told only rules a case out: one that holds after a
        # gain may not have held as the card triggered, the gain made in response (603.4)
        counted = None
    if counted:
        return Fact("", asked, (replace(held, note=_by_counts(name, condition, counted)),))
    return Fact(asked.english(), asked, (held, not_held))


# What is told after a card entered, while its trigger as it enters waits on the stack: the
# players act before it resolves (MTG CR 603.3, 117.3), so a spell cast then, or anything
# done, may have come before the game ended or not; only a sentence saying its trigger
# resolved puts what follows after it.
_UNDER_ITS_TRIGGER = N_(
    "Arbiter knows {card} ({wording}; {rules}): its trigger as it enters waits on the stack, "
    "and players may act before it resolves (MTG CR 603.3), so what is told after it entered "
    "may have come before the game ended: say whether it was done in response to the trigger "
    '("{example}") or after the trigger resolved.'
)
_TRIGGER_RESOLVED = re.compile(
    r"\btrigger(?:s|ed)?\b.*?\b(?:resolves?|resolved)\b", re.IGNORECASE | re.DOTALL
)


def _told_under_it(after: Sequence[Sentence]) -> bool:
    """Whether a sentence told after a card entered, before one that says its trigger
    resolved, tells anything but cards held (a card cast is an action too: "then my opponent
    casts Angel's Grace"), a state ("my library is empty"), a total as it stands or a
    concession."""
    for sentence in after:
        if _TRIGGER_RESOLVED.search(sentence.text):
            return False
        held_only = _only_holds(sentence) and _CAST.search(sentence.text) is None
        # a concession may come at any time (104.3a): asked where it is read (after_the_end);
        # a total as it stands ("alice is at 3 life") is the board, no action
        standing = bool(sentence.events) and all(
            e.kind is EventKind.CONCEDE
            or (e.kind is EventKind.LIFE and e.value is not None and e.delta is None)
            for e in sentence.events
        )
        if not (held_only or standing or not (sentence.events or sentence.held)):
            return True
    return False


def loop_of(source: Source) -> Event:
    """The loop a card's own state trigger makes, with the player who controls it."""
    return Event(EventKind.LOOP, players=(source.controller,) if source.controller else None)


def _by_counts(name: str, condition: Message, held: bool) -> Message:
    """Why the counts told settle a card's condition."""
    if held:
        return Message(
            "By the counts said, this held for {card}: {condition}. Its trigger ends the game "
            "as it resolves (MTG CR 603.3).",
            card=name,
            condition=condition,
        )
    return Message(
        "By the counts said, this did not hold for {card}: {condition}. Its trigger ends nothing.",
        card=name,
        condition=condition,
    )
