"""Cards said held, told in an order that leaves open whether they were in play then (judging.py):
people tell a board in any order, so a card said held after what it may have changed, or after
the game would have ended, is refused, as is a spell left on the stack told last.
"""

from __future__ import annotations

import re
from collections.abc import Set

from bot.core.messages import Message
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import Event, EventKind, Standing
from bot.core.rulings.cards import Kind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.effects_unsaid import left_on_stack
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import SituationError, quoted


def told_in_order(sentence: Sentence, stacked: Sentence | None, changed: bool) -> bool:
    """Refuse a sentence of a game still going that leaves a spell on the stack, told last, or
    that says a card held after a sentence changed the game; whether the game has changed
    after it."""
    if sentence is stacked:
        raise left_on_stack(sentence)
    if changed:
        _held_after_a_change(sentence)
    return changed or any(_changes(event) for event in sentence.events)


# A sentence that only says who has or controls a card ("he has Platinum Angel"), not that it
# came ("casts", "enters ... under his control"): chat tells a board in any order.
_HOLDING = re.compile(rf"\b(?:{'|'.join(WORDS.holds)})\b", re.IGNORECASE)


_UNDER_CONTROL = re.compile(
    rf"\b{one_of(WORDS.held_under)}\s+\S+\s+{one_of(WORDS.held_control)}\b", re.IGNORECASE
)


def _changes(event: Event) -> bool:
    """Whether an event changes the game, not only says how it stands (a total, a card)."""
    if event.kind is EventKind.EFFECT_BEGINS:
        return False
    return not (event.kind in (EventKind.LIFE, EventKind.POISON) and event.value is not None)


def _held_after_a_change(sentence: Sentence) -> None:
    """Refuse a card said held ("I control Sanguine Bond") after what it may have changed
    ("bob is at 2 life. I gain 2 life. I control Sanguine Bond."): people tell a board in any
    order, and whether it was in play then decides it (it was read as arriving after the gain:
    'nobody has won or lost')."""
    if not _only_held(sentence):
        return
    raise SituationError(
        Message(
            "{held} is said after what it may have changed: if it was in play from the start, "
            "say it first ({example}); if it came later, say what it did after it came.",
            held=f'"{quoted(sentence.text)}"',
            example=f'"{quoted(sentence.text)}, and ..."',
        ),
        unread=sentence.text,
    )


def _only_held(sentence: Sentence) -> bool:
    """Whether a sentence says only cards held, with effects: its clauses say only cards held
    ("I control Platinum Angel"), or its words only who has or controls them ("he has Platinum
    Angel and his library is empty"), not that they came ("casts", "enters ... under his
    control"); and what it says of them is only effects beginning, or, with no event, a card
    whose effect the reader follows itself ("I control Soulfire Grand Master")."""
    if not (sentence.lands_and_deaths or _holding(sentence)):
        return False
    if sentence.events:
        return all(event.kind is EventKind.EFFECT_BEGINS for event in sentence.events)
    return _held_acts(sentence)


def _holding(sentence: Sentence) -> bool:
    """Whether the sentence's words say who has or controls the cards it holds."""
    text = sentence.text
    return (
        bool(sentence.held)
        and _HOLDING.search(text) is not None
        and _UNDER_CONTROL.search(text) is None
    )


def _held_acts(sentence: Sentence) -> bool:
    """Whether a card the sentence holds has an effect that may change the outcome."""
    return any(
        effect.kind is not Kind.ENDS_NOTHING
        for source in sentence.held
        for card in source.cards
        for effect in card.effects
    )


# "I had Platinum Angel": held then, told in the past; "I'm at 0 life": told in the present.
_HELD_ONCE = re.compile(rf"(?<![\w']){one_of(WORDS.held_once)}(?![\w'])", re.IGNORECASE)
_SAID_NOW = re.compile(rf"(?<![\w']){one_of(WORDS.said_now)}(?![\w'])", re.IGNORECASE)


def held_in_the_past(sentences: list[Sentence]) -> None:
    """Refuse a card said held in the past ("I had Platinum Angel") that may change the
    outcome, where a later sentence is told in the present ("I'm at 0 life. do i lose?") and
    none says the card left: "had" may say it is gone by now (its effect ended as it left the
    battlefield, MTG CR 611.3a), or only tell the story in the past; which, decides it (it was
    read as still in play: 'nobody has won or lost')."""
    for number, sentence in enumerate(sentences):
        held = [e.source for e in sentence.events if e.kind is EventKind.EFFECT_BEGINS]
        if not held or _HELD_ONCE.search(sentence.text) is None or not _held_acts(sentence):
            continue
        later = sentences[number + 1 :]
        left = any(e.kind is EventKind.EFFECT_ENDS for s in sentences[number:] for e in s.events)
        if left or not any(_SAID_NOW.search(s.text) for s in later):
            continue
        card = held[0] or quoted(sentence.text)
        raise SituationError(
            Message(
                "{held} tells {card} in the past, and what follows in the present: say whether "
                '{card} is still on the battlefield ("I control {card}") or that it left before '
                '("{card} died"), which the outcome may turn on.',
                held=f'"{quoted(sentence.text)}"',
                card=card,
            ),
            unread=sentence.text,
        )


def held_all_along(sentence: Sentence) -> None:
    """Refuse a card said held ("I control Platinum Angel") after the game would already have
    ended: people tell a board in any order ("I'm at 0 life. I control Platinum Angel."), and
    whether it was in play then decides it (it was read as arriving too late: 'you lose'). So
    is one said held beside an event ("I'm at 0 life. my opponent controls Abyssal Persecutor
    and I draw from an empty library" was 'you lose', the Persecutor dropped with the draw)."""
    if not (_only_held(sentence) or (_holding(sentence) and _held_acts(sentence))):
        return
    raise SituationError(
        Message(
            "{held} is said after the game would already have ended: if it held then, say it "
            "first ({example}); if it came later, it could not change the outcome.",
            held=f'"{quoted(sentence.text)}"',
            example=f'"{quoted(sentence.text)}, and ..."',
        ),
        unread=sentence.text,
    )


# "he had gained 3 life", "earlier he gained 3 life": said late, told as having come before
_EARLIER = re.compile(rf"(?<![\w']){one_of(WORDS.told_earlier)}(?![\w'])", re.IGNORECASE)


def told_as_earlier(sentence: Sentence) -> None:
    """Refuse an event told after the game would already have ended in words that say it came
    before ("bob is at 3. bob takes 3 damage. he had gained 3 life." was 'bob loses', the gain
    dropped as too late): people tell what happened in any order, and whether it came before
    what ended the game decides it."""
    if not any(_changes(event) for event in sentence.events) or not _EARLIER.search(sentence.text):
        return
    raise SituationError(
        Message(
            "{told} is said after the game would already have ended, in words that say it came "
            "before: if it did, say it in the order it happened ({example}); if it came "
            "after, it could not change the outcome.",
            told=f'"{quoted(sentence.text)}"',
            example=f'"{quoted(sentence.text)}, and ..."',
        ),
        unread=sentence.text,
    )


def conceded_after_the_end(
    sentence: Sentence, state: GameState, *, forked: bool, ender: Sentence | None
) -> None:
    """Refuse a concession told after the game would already have ended by a player it had not
    already made lose ("I cast Ephemerate on my Phage. My opponent concedes." was 'you lose',
    the concession dropped as too late): a player may concede at any time, so one told is one
    that happened, and whether it came before what ended the game (a spell or trigger still on
    the stack) decides it. A case of a fork (`forked`) says the order itself, and an end by
    no card (`ender` names none: "alice concedes after bob goes to 0 life") left no time."""
    if forked or ender is None or not (ender.marks or ender.by or any(ender.sources)):
        return
    if not any(
        event.kind is EventKind.CONCEDE
        and state.standings.get(event.player or "") is not Standing.LOST
        for event in sentence.events
    ):
        return
    raise SituationError(
        Message(
            "{conceded} is said after the game would already have ended, but a player may "
            "concede at any time: if it came before that, say it there ({example}); if it came "
            "after, it could not change the outcome.",
            conceded=f'"{quoted(sentence.text)}"',
            example=f'"in response, {quoted(sentence.text)}"',
        ),
        unread=sentence.text,
    )


def conceded_beside_an_end(sentence: Sentence, after: GameState) -> None:
    """Refuse a concession joined to what took another player to a loss, told after it ("bob
    is at 3. alice deals 3 damage to bob and concedes" was 'bob wins', the two read as at once,
    alice gone before bob's loss was checked): a player may concede at any time (104.3a), and
    whether it came before or after the state-based actions made the other lose (704.5a)
    decides who wins, as for a concession told in a sentence of its own
    (conceded_after_the_end). Told first ("alice concedes and bob takes 3 damage"), it is read
    as before."""
    first = next(
        (n for n, event in enumerate(sentence.events) if event.kind is EventKind.CONCEDE), None
    )
    if first is None:
        return
    harmed = {
        event.player
        for event in sentence.events[:first]
        if event.kind in (EventKind.LIFE, EventKind.POISON, EventKind.DAMAGE)
        and event.player
        and _changes(event)  # a total said ("bob is at 0 life and alice concedes") is a state
    }
    if not any(_at_a_loss(player, after) for player in harmed):
        return
    raise SituationError(
        Message(
            '"{told}": a player may concede at any time (MTG CR 104.3a), and whether the '
            "concession came before or after the loss told before it was checked (a "
            "state-based action, MTG CR 704.5a) decides who wins. If it came first, tell it "
            "first, in a sentence of its own; if it came after, it could not change the outcome.",
            told=quoted(sentence.text),
        ),
        unread=sentence.text,
    )


def _at_a_loss(player: str, state: GameState) -> bool:
    """Whether a player still in the game stands at 0 or less life or 10 or more poison
    counters (704.5a, 704.5c): a loss not yet checked."""
    if state.standings.get(player) is Standing.LOST:
        return False
    life = state.life.get(player)
    return (life is not None and life <= 0) or state.poison.get(player, 0) >= 10


def _a_loss_unread(total: Event, state: GameState) -> bool:
    """A total that is itself a loss (0 or less life, 10 or more poison counters, 704.5a,
    704.5c) of a player the ended game has not lost: people tell a board in any order, so "I'm
    at 0 life. My opponent is at 0 life too." says both at once (a draw, 104.4a), never that
    the first lost and the second won."""
    if state.standings.get(total.player or "") is Standing.LOST or total.value is None:
        return False
    if total.kind is EventKind.POISON:
        return total.value >= 10
    return total.value <= 0


def _stands_at(total: Event, state: GameState, lives_said: Set[str]) -> int | None:
    """The player's life or poison in `state` (None: a life never said)."""
    player = total.player or ""
    if total.kind is EventKind.POISON:
        return state.poison.get(player)
    return state.life.get(player) if player in lives_said else None


def _only_totals(sentence: Sentence) -> list[Event]:
    """The totals a sentence says, where it says only totals (no card's doing beside them)."""
    totals = [
        e
        for e in sentence.events
        if e.kind in (EventKind.LIFE, EventKind.POISON) and e.value is not None
    ]
    if len(totals) != len(sentence.events) or sentence.marks or sentence.by:
        return []
    return totals


def total_after_the_end(sentence: Sentence, state: GameState, lives_said: Set[str]) -> None:
    """Refuse a total told after the game would already have ended that is not the total it
    ended at ("My opponent is at 3 life. I bolt him. What if he was at 4 life?", "... Actually
    he was at 4." were 'you win', the 4 dropped as too late): a total told then that is not the
    one the game ended at is a correction or another case asked, either of which may change the
    outcome. A total of a player whose life was never said is left as told too late, unless it
    is itself a loss of a player the game has not lost ("alice is at 0 life. bob is at 0
    life." was alice's loss and bob's win: a board told in two sentences)."""
    totals = _only_totals(sentence)
    if all(
        _stands_at(e, state, lives_said) == e.value
        or (_stands_at(e, state, lives_said) is None and not _a_loss_unread(e, state))
        for e in totals
    ):
        return  # the total it ended at, or of a player whose total was never said
    raise SituationError(
        Message(
            "{total} is said after the game would already have ended: if it was the total "
            "before, say it first ({example}); if it asks about another total, ask that on "
            "its own.",
            total=f'"{quoted(sentence.text)}"',
            example=f'"{quoted(sentence.text)}, and ..."',
        ),
        unread=sentence.text,
    )


# "... and his champion dies at the same time": the sentence says its own moment
_ITS_OWN_MOMENT = re.compile(rf"\b{one_of(WORDS.same_time)}\b", re.IGNORECASE)


def death_after_the_end(sentence: Sentence, state: GameState, ender: Sentence | None) -> None:
    """Refuse a champion's death told after the game would already have ended, of a player the
    game has not lost ("My champion dies. My opponent's champion dies too." was 'you lose',
    the second death dropped as too late): a champion that died is the board as it stands,
    which people tell in any order, so both may have died at once (a draw, GA Ending the Game
    4), as a total of 0 told late may be (`total_after_the_end`). One that says its events'
    own moment ("My opponent concedes and his champion dies at the same time") is told after."""
    if (
        sentence.marks
        or sentence.by
        or _ITS_OWN_MOMENT.search(sentence.text)
        or not any(
            e.kind is EventKind.CHAMPION_DIED
            and state.standings.get(e.player or "") is not Standing.LOST
            for e in sentence.events
        )
    ):
        return
    before = f"{quoted(ender.text)} and " if ender is not None else "..., and "
    raise SituationError(
        Message(
            "{death} is said after the game would already have ended: if it came at the same "
            "time as what ended it, say both in one sentence ({example}); if it came after, it "
            "could not change the outcome.",
            death=f'"{quoted(sentence.text)}"',
            example=f'"{before}{quoted(sentence.text)}"',
        ),
        unread=sentence.text,
    )


# "he was at 3", "had been": a total told as it stood, not one the words went on to
_STOOD = re.compile(rf"\b{one_of(WORDS.stood_verbs)}\b", re.IGNORECASE)


def total_told_again(sentence: Sentence, state: GameState, lives_said: Set[str]) -> None:
    """Refuse a life total told again, after one said before, that is not the total the words
    lead to ("My opponent is at 4 life. I bolt him. What if he was at 3?", "... Actually he
    was at 3." were 'nobody has won or lost yet', the 3 read as his total after the bolt): a
    total told again as it stood ("was", "had been") that the words do not lead to is a
    correction or another case asked, and either may change the outcome."""
    if _STOOD.search(sentence.text) is None:
        return  # a new total ("he goes to 3", "hits 10 life"), or one said as it is now
    totals = [e for e in sentence.events if e.kind is EventKind.LIFE and e.value is not None]
    if len(totals) == len(sentence.events) and any(
        _stands_at(e, state, lives_said) not in (None, e.value) for e in totals
    ):
        raise SituationError(
            Message(
                "{total} is not the total the words before it lead to: if it is a correction, "
                "say the total first ({example}); if it asks about another total, ask that on "
                "its own.",
                total=f'"{quoted(sentence.text)}"',
                example=f'"{quoted(sentence.text)}, and ..."',
            ),
            unread=sentence.text,
        )
