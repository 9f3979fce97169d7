"""What a quick ruling tells a reader of another language than English, as messages a face
words (bot.faces.i18n): what was understood, each player's result, and why.

The asker is spoken to as "you" by sentences of their own: an event, an outcome or a reason
about the asker has its own msgid ("you concede", "You lose: {because} ({rules})", "your life
total is {life}"), so each language's catalogue says it with its own verb forms ("Has
perdido", "Du verlierst"). Which player is the asker is a typed value (`asker`), never found
in English text. English answers keep their own words (describing.py's `Voice`, which
`arbiter ruling --json` and the English faces show); these are the other languages'.
Player and card names, counts and rule numbers are parameters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from bot.core.messages import Message, sentences
from bot.core.rules.games import game_of
from bot.core.rules.games.game import GameNames
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import joined
from bot.core.rules.vocabulary import (
    Affects,
    EffectOutcome,
    Event,
    EventKind,
    Lasting,
    Report,
)
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.words import OPPONENT

# What a player draws from, empty (`GameNames.deck`): each language's whole phrase, its
# article and adjective agreeing with the word.
_EMPTY_PILES: Final[dict[str, Message]] = {
    "deck": Message.within("drawn from", "an empty deck"),
    "library": Message.within("drawn from", "an empty library"),
}
_DEFAULT_LIFE = GameNames.__dataclass_fields__["life"].default


# The other player of a two-player game the words did not name: "the opponent" in each
# language (English keeps its name, "opponent", as the answer's heading shows it).
OPPONENT_NAMED: Final = Message.within("a player not named", "opponent")


def named(message: Message) -> Message:
    """`message` with the unnamed opponent, wherever it is a parameter (a player's name), as
    the reader's language calls them; every other name as it is."""
    changed: dict[str, str | int | Message] = {}
    for key, value in message.params:
        if value == OPPONENT:
            changed[key] = OPPONENT_NAMED
        elif isinstance(value, Message):
            renamed = named(value)
            if renamed is not value:
                changed[key] = renamed
    return message.replaced(**changed) if changed else message


def in_turn(parts: Sequence[Message]) -> Message:
    """Whole sentences said one after another, nested in halves as `listed` is."""
    if len(parts) <= 2:
        return sentences(parts)
    half = len(parts) // 2
    return sentences([in_turn(parts[:half]), in_turn(parts[half:])])


def listed(parts: Sequence[Message]) -> Message:
    """Parts said one after another ("first; second; ..."), nested in halves: a sentence of
    hundreds of events stays a shallow message."""
    if len(parts) <= 2:
        return joined(tuple(parts))
    half = len(parts) // 2
    return joined((listed(parts[:half]), listed(parts[half:])))


def _says(player: str, asker: str, *, yours: Message, theirs: Message) -> Message:
    return yours if player == asker else theirs


# -- what was understood ---------------------------------------------------------------------


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


def _whose(player: str, asker: str, thing: str | Message) -> Message:
    """`your Platinum Angel`, `bob's Platinum Angel`."""
    if player == asker:
        return Message("your {thing}", thing=thing)
    if not player:
        return thing if isinstance(thing, Message) else Message.verbatim_text(thing)
    return Message("{player}'s {thing}", player=player, thing=thing)


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
                "{source} would make it so: {done}", source=_whose(whose, asker, source), done=done
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


# -- a continuous effect beginning -------------------------------------------------------------

# Whom it applies to ("you", "bob", "your opponents", "bob's opponents", "every player"),
# for each thing it says: the asker's, a player's, their opponents', everyone's.
_CANT: Final[
    dict[
        Lasting,
        tuple[Message, Callable[[str], Message], Message, Callable[[str], Message], Message],
    ]
] = {
    Lasting.CANT_LOSE: (
        Message("you can't lose the game"),
        lambda p: Message("{player} can't lose the game", player=p),
        Message("your opponents can't lose the game"),
        lambda p: Message("{player}'s opponents can't lose the game", player=p),
        Message("no player can lose the game"),
    ),
    Lasting.CANT_WIN: (
        Message("you can't win the game"),
        lambda p: Message("{player} can't win the game", player=p),
        Message("your opponents can't win the game"),
        lambda p: Message("{player}'s opponents can't win the game", player=p),
        Message("no player can win the game"),
    ),
}
# The two halves of a pair of triggers that feed each other (Exquisite Blood, Sanguine Bond).
_FEEDING: Final[dict[Lasting, tuple[Message, Callable[[str], Message]]]] = {
    Lasting.GAIN_FROM_LOSS: (
        Message("whenever an opponent loses life, you gain that much life"),
        lambda p: Message(
            "whenever an opponent loses life, {player} gains that much life", player=p
        ),
    ),
    Lasting.LOSS_FROM_GAIN: (
        Message("whenever you gain life, an opponent loses that much life"),
        lambda p: Message(
            "whenever {player} gains life, an opponent loses that much life", player=p
        ),
    ),
}
# What happens to damage and poison before it lands (Phyrexian Unlife, Melira).
_GUARDED: Final[dict[Lasting, tuple[Message, Callable[[str], Message]]]] = {
    Lasting.DAMAGE_AS_POISON: (
        Message("while you are at 0 or less life, damage dealt to you is poison counters"),
        lambda p: Message(
            "while {player} is at 0 or less life, damage dealt to them is poison counters",
            player=p,
        ),
    ),
    Lasting.NO_POISON: (
        Message("you can't get poison counters"),
        lambda p: Message("{player} can't get poison counters", player=p),
    ),
}
_FEEDING_OR_GUARDED = {**_FEEDING, **_GUARDED}
# A card's own trigger that makes its controller lose (Transcendence, Lich's Mastery).
_LOSES: Final[dict[Lasting, tuple[Callable[[int], Message], Callable[[str, int], Message]]]] = {
    Lasting.LOSE_AT_LIFE: (
        lambda life: Message(
            "as soon as you have {life} or more life, you lose the game (a trigger)", life=life
        ),
        lambda p, life: Message(
            "as soon as {player} has {life} or more life, {player} loses the game (a trigger)",
            player=p,
            life=life,
        ),
    ),
    Lasting.LOSE_WHEN_LEAVES: (
        lambda life: Message("when it leaves the battlefield, you lose the game (a trigger)"),
        lambda p, life: Message(
            "when it leaves the battlefield, {player} loses the game (a trigger)", player=p
        ),
    ),
}
_SPARED: Final[dict[str, Message]] = {
    "life": Message("0 or less life"),
    "poison": Message("10 poison counters"),
}


def lasting_said(event: Event, asker: str) -> Message | None:
    """What a continuous effect beginning does, for its controller; None where the answer
    has no sentence for it yet (said in English)."""
    controller = event.controller or ""
    mine = controller == asker
    what: Message | None = None
    if event.lasting in _CANT:
        yours, theirs, your_opponents, their_opponents, everyone = _CANT[event.lasting]
        applies = event.applies_to or Affects.CONTROLLER
        if applies is Affects.EACH_PLAYER:
            what = everyone
        elif applies is Affects.OPPONENTS:
            what = your_opponents if mine else their_opponents(controller)
        else:
            what = yours if mine else theirs(controller)
    elif event.lasting is Lasting.REPLACES_LOSS:
        what = _replaced_loss(event, controller, mine)
        if event.sweeps:
            what = (
                Message("{replaced}, and your permanents leave with it", replaced=what)
                if mine
                else Message(
                    "{replaced}, and {player}'s permanents leave with it",
                    replaced=what,
                    player=controller,
                )
            )
    elif event.lasting in _LOSES:
        you_lose, they_lose = _LOSES[event.lasting]
        what = you_lose(event.life or 0) if mine else they_lose(controller, event.life or 0)
    elif event.lasting is Lasting.NO_LOSS:
        loss = _SPARED.get(event.loss.value if event.loss else "", Message("an empty library"))
        what = (
            Message("you don't lose for {loss}", loss=loss)
            if mine
            else Message("{player} doesn't lose for {loss}", player=controller, loss=loss)
        )
    elif event.lasting is Lasting.LIFE_RESET:
        what = (
            Message(
                "if your life total would drop to 0 or less, it becomes {life} instead",
                life=event.life or 0,
            )
            if mine
            else Message(
                "if {player}'s life total would drop to 0 or less, it becomes {life} instead",
                player=controller,
                life=event.life or 0,
            )
        )
    elif event.lasting in _FEEDING_OR_GUARDED:
        yours, theirs = _FEEDING_OR_GUARDED[event.lasting]
        what = yours if mine else theirs(controller)
    elif event.lasting is Lasting.WIN_INSTEAD:
        what = (
            Message("you win instead of drawing from an empty library")
            if mine
            else Message(
                "{player} wins instead of drawing from an empty library", player=controller
            )
        )
    if what is None:
        return None
    source = _whose(controller, asker, event.source or Message("effect"))
    return Message("{source}: {what}", source=source, what=what)


def _replaced_loss(event: Event, controller: str, mine: bool) -> Message:
    if event.life_starting:
        if mine:
            return Message(
                "if you would lose the game, you don't lose instead (your life total becomes "
                "your starting life total)"
            )
        return Message(
            "if {player} would lose the game, they don't lose instead (their life total "
            "becomes their starting life total)",
            player=controller,
        )
    if event.life is not None:
        if mine:
            return Message(
                "if you would lose the game, you don't lose instead (your life total becomes "
                "{life})",
                life=event.life,
            )
        return Message(
            "if {player} would lose the game, they don't lose instead (their life total "
            "becomes {life})",
            player=controller,
            life=event.life,
        )
    if mine:
        return Message("if you would lose the game, you don't lose instead")
    return Message("if {player} would lose the game, they don't lose instead", player=controller)


def _source(source: Source, asker: str) -> Message:
    """What an event came from: its card, whose it is (the words' own, quoted, where they name
    no one card)."""
    names = [card.name for card in source.cards] + list(source.unknown)
    if len(names) == 1:
        return _whose(source.controller or "", asker, names[0])
    return Message.verbatim_text(f'"{source.text}"')


# What the reader adds to an event to say how it was read (phrase_events.py), as said to a reader.
_WHYS: Final[dict[str, Message]] = {
    "lethal damage: a life total of 0 or less": Message("lethal damage: a life total of 0 or less"),
}


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
            extra.append(_WHYS.get(why, Message.verbatim_text(why)))
        if extra:
            one = Message("{event} ({details})", event=one, details=joined(tuple(extra)))
        said.append(one)
    if len(said) > 1:
        return Message("at the same time: {events}", events=listed(said))
    return said[0]
