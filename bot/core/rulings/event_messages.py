"""What a quick ruling understood, as messages for readers of other languages (told.py): each
event of the replay vocabulary in plain words, and a sentence's events with where each came
from, the asker as "you"."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.core.rules.games.game import GameNames
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import joined
from bot.core.rules.vocabulary import EffectOutcome, Event, EventKind, Report
from bot.core.rulings.lasting_messages import lasting_said
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.told import listed, whose_said

# What a player draws from, empty (`GameNames.deck`): each language's whole phrase, its
# article and adjective agreeing with the word.
_EMPTY_PILES: Final[dict[str, Message]] = {
    "deck": Message.within("drawn from", "an empty deck"),
    "library": Message.within("drawn from", "an empty library"),
}
_DEFAULT_LIFE = GameNames.__dataclass_fields__["life"].default


def _says(player: str, asker: str, *, yours: Message, theirs: Message) -> Message:
    return yours if player == asker else theirs


def _total(event: Event, names: GameNames, asker: str) -> Message:
    """A life (or vitae) or poison event: a new total or a change; or damage dealt."""
    p = event.player or ""
    mine = p == asker
    if event.kind is not EventKind.LIFE:
        return _poison_or_damage(event, asker)
    if names.life != _DEFAULT_LIFE:  # the game's own word for it, kept (Terrus' vitae)
        return _other_life(event, names.life, asker)
    if event.value is not None:
        if mine:
            return Message("your life total becomes {value}", value=event.value)
        return Message("{player}'s life total becomes {value}", player=p, value=event.value)
    amount = event.delta or 0
    if amount > 0:
        if mine:
            return Message.plural("you gain {n} life", "you gain {n} life", amount)
        return Message.plural(
            "{player} gains {n} life", "{player} gains {n} life", amount, player=p
        )
    if mine:
        return Message.plural("you lose {n} life", "you lose {n} life", abs(amount))
    return Message.plural(
        "{player} loses {n} life", "{player} loses {n} life", abs(amount), player=p
    )


def _poison_or_damage(event: Event, asker: str) -> Message:
    """Poison counters had or gotten, or damage dealt."""
    p = event.player or ""
    mine = p == asker
    if event.kind is EventKind.DAMAGE:
        dealt = event.amount or 0
        if mine:
            return Message("you are dealt {n} damage", n=dealt)
        return Message("{player} is dealt {n} damage", player=p, n=dealt)
    if event.proliferate:  # one more of a kind already there: none to a player with none
        if mine:
            return Message("you get one more poison counter, if you already have one")
        return Message("{player} gets one more poison counter, if they already have one", player=p)
    n = event.value if event.value is not None else event.delta or 0
    if event.value is not None:
        if mine:
            return Message.plural("you have {n} poison counter", "you have {n} poison counters", n)
        return Message.plural(
            "{player} has {n} poison counter", "{player} has {n} poison counters", n, player=p
        )
    if mine:
        return Message.plural("you get {n} poison counter", "you get {n} poison counters", n)
    return Message.plural(
        "{player} gets {n} poison counter", "{player} gets {n} poison counters", n, player=p
    )


def _other_life(event: Event, word: str, asker: str) -> Message:
    """A life event of a game with its own word for life, the word kept as it is."""
    p = event.player or ""
    life = Message.verbatim_text(word)
    if event.value is not None:
        if p == asker:
            return Message("your {life} becomes {value}", life=life, value=event.value)
        return Message("{player}'s {life} becomes {value}", player=p, life=life, value=event.value)
    amount = event.delta or 0
    if amount > 0:
        if p == asker:
            return Message("you gain {n} {life}", n=amount, life=life)
        return Message("{player} gains {n} {life}", player=p, n=amount, life=life)
    if p == asker:
        return Message("you lose {n} {life}", n=abs(amount), life=life)
    return Message("{player} loses {n} {life}", player=p, n=abs(amount), life=life)


def _commander(event: Event, asker: str) -> Message:
    owner = event.commander or ""
    source = event.source
    if owner == asker:
        which = (
            Message("your commander {commander}", commander=source)
            if source
            else Message("your commander")
        )
    elif source:
        which = Message("{player}'s commander {commander}", player=owner, commander=source)
    else:
        which = Message("{player}'s commander", player=owner)
    dealt = event.delta if event.delta is not None else event.value or 0
    p = event.player or ""
    if p == asker:
        return Message("{commander} deals {n} combat damage to you", commander=which, n=dealt)
    return Message(
        "{commander} deals {n} combat damage to {player}", commander=which, n=dealt, player=p
    )


_PLAIN: Final[dict[EventKind, tuple[Message, Callable[[str], Message]]]] = {
    EventKind.CONCEDE: (Message("you concede"), lambda p: Message("{player} concedes", player=p)),
    EventKind.CHAMPION_DIED: (
        Message("your champion dies"),
        lambda p: Message("{player}'s champion dies", player=p),
    ),
    EventKind.PENALTY: (
        Message("a judge gives you a game loss"),
        lambda p: Message("a judge gives {player} a game loss", player=p),
    ),
}
_NOBODYS: Final[dict[EventKind, Message]] = {
    EventKind.LOOP: Message("the game is in a loop of mandatory actions"),
    EventKind.INTENTIONAL_DRAW: Message("the players agree to an intentional draw"),
    EventKind.RESTART: Message("the game restarts"),
}


def event_said(event: Event, setup: GameSetup, asker: str) -> Message:
    """One event of the replay vocabulary in plain words, the asker as "you"."""
    p = event.player or ""
    names = game_of(setup.system).names
    if event.kind in _NOBODYS:
        return _NOBODYS[event.kind]
    if event.kind in _PLAIN:
        yours, theirs = _PLAIN[event.kind]
        return yours if p == asker else theirs(p)
    match event.kind:
        case EventKind.CHAMPION_CONTROL:
            return _control(event, asker)
        case EventKind.DOMINION_VOTE:
            total = event.int_total or 0
            return _says(
                p,
                asker,
                yours=Message("you win a Dominion Vote with {total} INT", total=total),
                theirs=Message(
                    "{player} wins a Dominion Vote with {total} INT", player=p, total=total
                ),
            )
        case EventKind.LIFE | EventKind.POISON | EventKind.DAMAGE:
            return _total(event, names, asker)
        case EventKind.COMMANDER_DAMAGE:
            return _commander(event, asker)
        case EventKind.DECK_OUT:
            pile = _EMPTY_PILES.get(names.deck, Message.verbatim_text(f"an empty {names.deck}"))
            return _says(
                p,
                asker,
                yours=Message("you must draw from {pile}", pile=pile),
                theirs=Message("{player} must draw from {pile}", player=p, pile=pile),
            )
        case EventKind.EFFECT:
            return _effect(event, asker)
        case EventKind.TRIGGER | EventKind.CAST:
            done = listed([event_said(e, setup, asker) for e in event.effects or ()])
            whose = event.owner or event.controller or ""
            source = event.source or Message("ability")
            return Message(
                "{source} would make it so: {done}",
                source=whose_said(whose, asker, source),
                done=done,
            )
        case EventKind.EFFECT_ENDS:
            return Message(
                "{source} leaves the battlefield: its effects end",
                source=event.source or Message("the effect"),
            )
        case EventKind.TURN_START:
            return _turn(event, asker)
    # A lasting effect beginning: the rules core's own English words for now.
    return Message.verbatim_text(event.kind.value)


def _control(event: Event, asker: str) -> Message:
    p, controller = event.player or "", event.controller or ""
    if controller == asker:
        return Message("you gain control of {player}'s champion", player=p)
    if p == asker:
        return Message("{controller} gains control of your champion", controller=controller)
    return Message(
        "{controller} gains control of {player}'s champion", controller=controller, player=p
    )


def _effect(event: Event, asker: str) -> Message:
    p = event.player or ""
    if event.outcome is EffectOutcome.DRAW:
        if not event.player:
            return Message("an effect says the game is a draw")
        return _says(
            p,
            asker,
            yours=Message("your effect says the game is a draw"),
            theirs=Message("{player}'s effect says the game is a draw", player=p),
        )
    if event.outcome is EffectOutcome.WIN:
        return _says(
            p,
            asker,
            yours=Message("an effect says you win"),
            theirs=Message("an effect says {player} wins", player=p),
        )
    return _says(
        p,
        asker,
        yours=Message("an effect says you lose"),
        theirs=Message("an effect says {player} loses", player=p),
    )


def _turn(event: Event, asker: str) -> Message:
    p = event.player or ""
    mine = p == asker
    counts: list[Message] = []
    if event.structures is not None:
        counts.append(Message.plural("{n} structure", "{n} structures", event.structures))
    if event.relics is not None:
        counts.append(Message.plural("{n} Relic", "{n} Relics", event.relics))
    if not counts:
        if mine:
            return Message("you begin your turn")
        return Message("{player} begins their turn", player=p)
    what = joined(tuple(counts))
    if mine:
        return Message("you begin your turn ({what})", what=what)
    return Message("{player} begins their turn ({what})", player=p, what=what)


def _source(source: Source, asker: str) -> Message:
    """What an event came from: its card, whose it is (the words' own, quoted, where they name
    no one card)."""
    names = [card.name for card in source.cards] + list(source.unknown)
    if len(names) == 1:
        return whose_said(source.controller or "", asker, names[0])
    return Message.verbatim_text(f'"{source.text}"')


def sentence_said(
    report: Report,
    sources: Sequence[Source | None],
    whys: Sequence[str | Message | None],
    setup: GameSetup,
    asker: str,
    lasting: Callable[[Event], str],
) -> Message:
    """One sentence's events, as understood; `lasting` words an effect beginning (English)."""
    said: list[Message] = []
    for event, source, why in zip(report.events, sources, whys, strict=True):
        one = event_said(event, setup, asker)
        if event.kind is EventKind.EFFECT_BEGINS:
            one = lasting_said(event, asker) or Message.verbatim_text(lasting(event))
        named = event.kind in (EventKind.EFFECT_BEGINS, EventKind.EFFECT_ENDS)
        extra: list[Message] = []
        if source and not named:
            extra.append(Message("from {source}", source=_source(source, asker)))
        if isinstance(why, Message):
            extra.append(why)
        elif why:
            extra.append(Message.verbatim_text(why))  # a game's own words are a note (judging)
        if extra:
            one = Message("{event} ({details})", event=one, details=joined(tuple(extra)))
        said.append(one)
    if len(said) > 1:
        return Message("at the same time: {events}", events=listed(said))
    return said[0]
