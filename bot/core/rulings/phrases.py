"""The phrase forms of the situation language (shared/spec/rulings.md, the table of events and
revision 3): a clause is read by the first form it matches as a whole, never guessed.

A form reads an event ("alice takes 3 damage"), an event with its source ("alice takes 3 from
a Lightning Bolt", "Blood Artist's trigger: bob loses 1 life"), or a clause about a card that
is no event itself: a card in play (`Role.PRESENCE`, "I control Platinum Angel"), put on the
stack or resolving (`Role.STACK`, "Psychosis Crawler triggers", "I cast Fireball"), or moving
(`Role.MOVES`, "my Memnite dies"). Verbs are read in any tense ("took", "is taking", "would
take", "has taken"); numbers in digits or words, with a sign.

Cards are marked in the clause before it gets here (`§` and a number, chat.py), so a card's name
is one token whatever its words and commas.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from bot.core.messages import Message
from bot.core.rules.vocabulary import Affects, EffectOutcome, Event, EventKind, Lasting
from bot.core.rules.vocabulary import Until as EngineUntil
from bot.core.rulings.card_use import (
    Hit,
    Moment,
    NeedsWords,
    acts_later,
    ending,
    hit_parts,
    its_combat_trigger,
    lasting,
)
from bot.core.rulings.cards import Card, EndsGame, ReplacesDraw, Who
from bot.core.rulings.words import (
    EVERYONE,
    LIFE,
    MARK,
    MAX_NUMBER,
    NUMBER,
    ORDINARY,
    OWNER,
    PRONOUNS,
    ROLE,
    SUBJECT,
    Reader,
    SituationError,
    Unread,
    marks_in,
    number_value,
    quoted,
    spelled,
)

# -- what a clause reads as ------------------------------------------------------------------


@dataclass(frozen=True)
class Source:
    """What an event came from, as the words say: a card, a creature, a trigger, a player."""

    text: str  # as written, with the cards' names
    cards: tuple[Card, ...] = ()  # the cards Arbiter knows in it
    unknown: tuple[str, ...] = ()  # card names Arbiter does not know
    controller: str | None = None  # whose it is, when the words say ("my", "bob's")
    said: Moment | None = None  # when the words say it acts ("triggers", "lifelink")
    owner: str | None = None  # whose card it is, when another controls it


@dataclass(frozen=True)
class Item:
    """One event read from a clause, when it happens beside the others, and from what."""

    event: Event
    moment: Moment = Moment.WITH
    source: Source | None = None
    why: str | None = None  # what the answer adds to say how it was read
    said: str = ""  # the clause it was read from
    # a life loss that is damage dealt to the player ("takes 3 damage"), not a loss of life:
    # an effect that acts on damage (Phyrexian Unlife's poison at 0 life) turns it into more
    dealt: bool = False


class Role(StrEnum):
    """What a clause about a card does when it is no event."""

    PRESENCE = "presence"  # a card in play: "I control Platinum Angel"
    STACK = "stack"  # cast, activated, triggering or resolving: what follows resolves later
    MOVES = "moves"  # dies, leaves or enters the battlefield
    OPTIONAL_LOOP = "optional_loop"  # a loop with an optional action: no draw (104.4b)
    STOPS = "stops"  # a player stops a loop of theirs: nothing happens by it
    STATE = "state"  # a state that does nothing by itself: "my library is empty"
    ACTS = "acts"  # an action that ends nothing by itself: "alice plays a land"
    # an exchange of control: an action in which no card enters, leaves or deals damage (603.6a)
    EXCHANGES = "exchanges"
    ATTACKS = "attacks"  # an attack: ends nothing by itself; what it dealt must follow
    DECLINES = "declines"  # an end not taken: "adam does not concede" (nothing happens)
    # a permanent destroyed by the damage dealt to it: by the game rules, as a state-based
    # action (704.5g), not by a spell or ability ("it dies to Aether Flash's damage")
    DIES_OF_DAMAGE = "dies_of_damage"


@dataclass(frozen=True)
class Clause:
    text: str
    items: tuple[Item, ...] = ()
    role: Role | None = None
    source: Source | None = None  # what a clause of a `role` is about


# -- verbs in any tense ----------------------------------------------------------------------

_BE_AUX = r"(?:is|are|am|was|were|'s|'re|'m|be|been|being)"
_HAVE_AUX = (
    r"(?:has|have|had|'s|'ve|'d|would\s++have|would've|will\s++have|could\s++have|could've"
    r"|might\s++have|should\s++have|must\s++have|must've)"
)
_MODAL = (
    r"(?:will|would|'ll|'d|could|might|can|must|should|may|shall|(?:is|are|am|was|were|'s|'re|'m)"
    r"\s++going\s++to|gonna|has\s++to|have\s++to|had\s++to|needs?\s++to|needed\s++to"
    r"|is\s++about\s++to|are\s++about\s++to|was\s++about\s++to|'s\s++about\s++to)"
)


def verb(base: str, third: str, past: str, participle: str | None = None) -> str:
    """Every tense of a verb as a pattern: "takes", "took", "take", "is taking", "taking",
    "has taken", "would take", "would have taken"."""
    participle = participle or past
    ing = (base[:-1] if base.endswith("e") and not base.endswith("ee") else base) + "ing"
    if base in _DOUBLED:
        ing = base + base[-1] + "ing"
    ing = _IRREGULAR_ING.get(base, ing)
    return (
        rf"(?:{third}|{past}|{base}|{_BE_AUX}\s++{ing}|{ing}|{_HAVE_AUX}\s++{participle}"
        rf"|{_MODAL}\s++{base}|{_MODAL}\s++have\s++{participle})"
    )


_DOUBLED = frozenset({"get", "hit", "put", "drop", "win", "begin", "control"})
_IRREGULAR_ING = {"die": "dying"}
TAKE = verb("take", "takes", "took", "taken")
DEAL = verb("deal", "deals", "dealt")
LOSE = verb("lose", "loses", "lost")
PAY = verb("pay", "pays", "paid")
GAIN = verb("gain", "gains", "gained")
GO = verb("go", "goes", "went", "gone")
DROP = verb("drop", "drops", "dropped")
FALL = verb("fall", "falls", "fell", "fallen")
HIT = verb("hit", "hits", "hit")
REACH = verb("reach", "reaches", "reached")
GET = verb("get", "gets", "got", "gotten")
END = verb("end", "ends", "ended")
CONCEDE = verb("concede", "concedes", "conceded")
SCOOP = verb("scoop", "scoops", "scooped")
FORFEIT = verb("forfeit", "forfeits", "forfeited")
DRAW = verb("draw", "draws", "drew", "drawn")
TRY = verb("try", "tries", "tried")
ATTEMPT = verb("attempt", "attempts", "attempted")
DECK = verb("deck", "decks", "decked")
SAY = verb("say", "says", "said")
MAKE = verb("make", "makes", "made")
WIN = verb("win", "wins", "won")
LOSE_OR_WIN = rf"(?P<v>{WIN}|{LOSE})"
BECOME = verb("become", "becomes", "became", "become")
CONTROL = verb("control", "controls", "controlled")
CAST = verb("cast", "casts", "cast")
ACTIVATE = verb("activate", "activates", "activated")
USE = verb("use", "uses", "used")
TRIGGER = verb("trigger", "triggers", "triggered")
RESOLVE = verb("resolve", "resolves", "resolved")
DIE = verb("die", "dies", "died")
LEAVE = verb("leave", "leaves", "left")
ENTER = verb("enter", "enters", "entered")
PUT = verb("put", "puts", "put")
CAUSE = verb("cause", "causes", "caused")
RECEIVE = verb("receive", "receives", "received")
GIVE = verb("give", "gives", "gave", "given")
BEGIN = verb("begin", "begins", "began", "begun")
START = verb("start", "starts", "started")
AGREE = verb("agree", "agrees", "agreed")
RESTART = verb("restart", "restarts", "restarted")

_BE = (
    r"(?:is|are|am|'m|'s|'re|was|were|will\s++be|would\s++be|'ll\s++be|'d\s++be|has\s++been"
    r"|have\s++been|had\s++been|ends\s++up|ended\s++up|end\s++up)"
)
_HAVE = (
    r"(?:has|have|had|'s\s++got|'ve\s++got|has\s++got|have\s++got|would\s++have|will\s++have"
    r"|'d\s++have)"
)
_THEIR = r"(?:their|his|her|my|your|the)"
_OR_LESS = r"(?:\s++or\s++(?:less|lower|below|fewer))?+"
# Free words naming a source, a card or a creature (cards are marked: `§` and a number).
_FREE = r"[\w'§+ -]"
# Permanents or cards a player holds, said by count and kind, with no card named in them.
_HOLDING = (
    r"(?:a|an|one|each|every|all|some|two|three|four|five|six|seven|eight|nine|ten|[1-9]\d*)"
    r"(?: [\w'-]+){0,5}? (?:lands?|creatures?|permanents?|artifacts?|enchantments?|tokens?"
    r"|cards?)(?: (?:of|in|on|from|with|named|called) [\w'-]+(?: [\w'-]+){0,5})?"
)
_COLOUR = r"(?:white|blue|black|red|green)"
_CANT = r"(?:can't|cannot|can not|can\u2019t)"
# Whom an attack is at ("I attack him with ..."): the words that stand for a player, never a
# free name (an ordinary word would become a player).
_ATTACKED = rf"him|her|them|me|you|my opponent|your opponent|the opponent|opponent|{ROLE}"


# -- building events ---------------------------------------------------------------------------

_Built = Event | Clause | None
_Build = Callable[["re.Match[str]", Reader], _Built]


def _p(reader: Reader, match: re.Match[str], group: str) -> str | None:
    return reader.player(match[group])


def _int(match: re.Match[str], group: str) -> int:
    text = match[group]
    value = number_value(text)
    if abs(value) > MAX_NUMBER:
        raise SituationError(
            Message("{number} is too large a number for a game of cards.", number=text)
        )
    return value


def _positive(match: re.Match[str], group: str = "n") -> int:
    number = _int(match, group)
    if number < 0:
        raise SituationError(
            Message(
                '"{words}": say how much as a positive number ("loses 3 life").',
                words=quoted(match[0].strip()),
            )
        )
    return number


def _who(kind: EventKind, **fixed: object) -> _Build:
    def build(match: re.Match[str], reader: Reader) -> Event | None:
        player = _p(reader, match, "x")
        return None if player is None else Event(kind, player=player, **fixed)  # type: ignore[arg-type]

    return build


def _counter(kind: EventKind, *, sign: int | None) -> _Build:
    """`sign` None: the number is the new total; +1/-1: a change by that much (from a
    source, when the words name one)."""

    def build(match: re.Match[str], reader: Reader) -> _Built:
        player = _p(reader, match, "x")
        if player is None:
            return None
        if sign is None:
            return Event(kind, player=player, value=_int(match, "n"))
        event = Event(kind, player=player, delta=sign * _positive(match))
        written = match.groupdict().get("s")
        if not written:
            return event
        source = _source(written, reader)
        if source is None:
            return None
        return _with_source(match, event, source)

    return build


def _team_life(match: re.Match[str], reader: Reader) -> _Built:
    """ "my team is at 0 life": in a variant where each team plays as one (Two-Headed Giant),
    the team's one life total, set through any of its players (MTG CR 704.6a)."""
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    if not reader.one_side:
        raise SituationError(
            Message(
                '"{words}": a team has one life total only in Two-Headed Giant; say each '
                'player\'s life instead ("alice is at 3 life").',
                words=quoted(match[0].strip()),
            )
        )
    return Event(EventKind.LIFE, player=player, value=_int(match, "n"))


# What the answer adds to a life total read from "lethal": 0 stands for "0 or less".
LETHAL: Final = "lethal damage: a life total of 0 or less"


def _lethal(match: re.Match[str], reader: Reader) -> _Built:
    """ "takes lethal damage", "is at negative life": a life total of 0 or less, read as 0."""
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    event = Event(EventKind.LIFE, player=player, value=0)
    why = LETHAL
    written = match.groupdict().get("s")
    source = _source(written, reader) if written else None
    if written and source is None:
        return None
    item = Item(event, _moment(source, match, event), source, why)
    return Clause(match[0], (item,))


def _commander_damage(match: re.Match[str], reader: Reader) -> Event | None:
    victim, dealer = _p(reader, match, "x"), _p(reader, match, "y")
    if victim is None or dealer is None or EVERYONE in (dealer,):
        return None
    number = _int(match, "n")
    if number < 0:
        raise SituationError(
            Message('"{words}": damage is a positive number.', words=quoted(match[0].strip()))
        )
    source = match.groupdict().get("src")
    source = spelled(source.strip(), reader.entities, as_written=True) if source else None
    source = source if source and source.lower() != "commander" else None
    return Event(
        EventKind.COMMANDER_DAMAGE, player=victim, commander=dealer, delta=number, source=source
    )


def _hit(match: re.Match[str], reader: Reader) -> _Built:
    """Damage dealt to a player: life lost, or what its source makes of it (infect, toxic,
    lifelink, a commander's combat damage), and when (a trigger's damage comes later)."""
    player = _p(reader, match, "x")
    if player is None:
        return None
    amount = _positive(match)
    written = match.groupdict().get("s")
    source = _source(written, reader) if written else None
    if written and source is None:
        return None
    if player == EVERYONE and source is not None and source.cards:
        raise SituationError(
            Message(
                '"{words}": say who takes the damage from it, one player at a time.',
                words=quoted(match[0]),
            ),
            unread=match[0],
        )
    combat_word = (match.groupdict().get("c") or "").strip().lower()
    combat = None if not combat_word else combat_word == "combat"
    life = Event(EventKind.LIFE, player=player, delta=-amount)
    if source is None:
        return Clause(match[0], (Item(life, dealt=True),))
    moment = _moment(source, match, life)
    items = [Item(life, moment, source, dealt=True)]
    for card in source.cards:
        hit = Hit(player, amount, source.controller, combat, reader.commander_game)
        try:
            parts, infect = hit_parts(card, hit)
        except NeedsWords as error:
            raise SituationError(error.said, unread=match[0]) from None
        if infect:
            items = [i for i in items if i.event is not life]
        items.extend(
            Item(
                part.event, moment if part.moment is Moment.WITH else part.moment, source, part.why
            )
            for part in parts
        )
    return Clause(match[0], tuple(items))


# "... would deal 21 combat damage to me and it is prevented": said after a clause of damage,
# the damage is prevented, so none is dealt (MTG CR 615.1): no life, poison or commander damage
# (903.10a counts damage dealt), nothing its dealing triggers (language._clauses).
PREVENTED = re.compile(
    r"(?:but |then )?(?:it|that|this|the damage|that damage|all of it|all of the damage|all of"
    r" that damage)(?: is| was|'s| gets| got| has been)(?: all)? prevented"
    r"(?: by (?:§\d++|[\w' ]++))?",
    re.IGNORECASE,
)


def prevented(damage: Clause, said: str) -> Clause | None:
    """The clause of damage, when the clause after it (`said`) says it is prevented: dealing
    nothing. None when `said` says no such thing, or `damage` is no damage."""
    if PREVENTED.fullmatch(said) is None:
        return None
    hurts = any(
        item.event.kind in (EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE)
        and (item.event.delta or 0) != 0
        for item in damage.items
    )
    if not hurts or not _DAMAGE_WORD.search(damage.text):
        return None
    return Clause(damage.text, (), Role.ACTS, damage.source)


_DAMAGE_WORD = re.compile(r"\bdamage\b", re.IGNORECASE)


# A card's damage to a player with no amount said ("Phage deals combat damage to me"): read as
# a life total of 0 or less, with why UNMEASURED, which open_facts.unmeasured_damage makes a
# question (did it take them to 0 or less?) with a case where it did not; never an amount.
UNMEASURED: Final = "damage of an amount not said"


def amount_asked(card: str) -> Message:
    """The refusal where a card's damage, its amount unsaid, does what the amount decides."""
    return Message(
        'Say how much damage {card} dealt, e.g. "{card} deals 3 combat damage to alice": what '
        "it does turns on the amount.",
        card=card,
    )


def _unmeasured_hit(match: re.Match[str], reader: Reader) -> _Built:
    """A card's damage to a player, its amount unsaid: what its trigger on that damage does
    (Phage's loss) needs no amount; anything the amount decides (life, infect's poison,
    lifelink, a commander's damage) is asked for."""
    player = _p(reader, match, "x")
    source = _source(match.groupdict().get("s") or "", reader)
    if player is None or player == EVERYONE or source is None or not source.cards:
        return None
    combat_word = (match.groupdict().get("c") or "").strip().lower()
    combat = None if not combat_word else combat_word == "combat"
    life = Event(EventKind.LIFE, player=player, value=0)
    moment = _moment(source, match, life)
    items = [Item(life, moment, source, UNMEASURED)]
    for card in source.cards:
        hit = Hit(player, 3, source.controller, combat, reader.commander_game)  # an example
        try:
            parts, infect = hit_parts(card, hit)
        except NeedsWords as error:
            raise SituationError(error.said, unread=match[0]) from None
        if infect or not all(its_combat_trigger(part.why) for part in parts):
            raise SituationError(amount_asked(card.name), cards=(card.name,))
        items.extend(
            Item(
                part.event, moment if part.moment is Moment.WITH else part.moment, source, part.why
            )
            for part in parts
        )
    return Clause(match[0], tuple(items))


def _with_source(match: re.Match[str], event: Event, source: Source) -> Clause:
    return Clause(match[0], (Item(event, _moment(source, match, event), source),))


def _moment(source: Source | None, match: re.Match[str], event: Event) -> Moment:
    """When `event`, from `source`, happens beside the rest of its sentence."""
    if source is None:
        return Moment.WITH
    if source.said is not None:
        return source.said
    if "combat" in (match.groupdict().get("c") or "").lower():
        return Moment.WITH
    if source.cards:
        later = any(acts_later(card, event) for card in source.cards)
        return Moment.LATER if later else Moment.WITH
    if _CREATURE.search(source.text):
        return Moment.WITH  # a creature's damage
    if not source.unknown and source.text == source.controller:
        return Moment.WITH  # a player's own
    return Moment.OPEN


_CREATURE = re.compile(
    r"\b(?:creatures?|attackers?|blockers?|attacking|blocking|unblocked|commander|tokens?"
    r"|army|horde|team|board)\b",
    re.IGNORECASE,
)


def _control(match: re.Match[str], reader: Reader) -> Event | None:
    owner, taker = _p(reader, match, "x"), _p(reader, match, "y")
    if owner is None or taker is None or EVERYONE in (owner, taker):
        return None
    return Event(EventKind.CHAMPION_CONTROL, player=owner, controller=taker)


def _outcome(verb_written: str) -> EffectOutcome:
    word = verb_written.lower().split()[-1]
    return EffectOutcome.WIN if word.startswith(("win", "won")) else EffectOutcome.LOSE


def _effect(*, says: bool) -> _Build:
    """An effect that says a player wins or loses: worded as an effect or a card ("an effect
    says", `says`: any card, even one Arbiter does not know), or by a card Arbiter knows ends
    games that way ("alice wins with Thassa's Oracle")."""

    def build(match: re.Match[str], reader: Reader) -> _Built:
        written = match.groupdict().get("s")
        source = None
        if written is not None:
            source = _source(written, reader)
            if source is None or not _is_effect(source, says=says):
                return None
        player = _p(reader, match, "x")
        if player is None:
            return None
        event = Event(EventKind.EFFECT, outcome=_outcome(match["v"]), player=player)
        if source is None or not (source.cards or source.unknown or source.controller):
            return event  # "an effect says": no more to say of where it came from
        return Clause(match[0], (Item(event, Moment.WITH, source),))

    return build


def _is_effect(source: Source, *, says: bool = True) -> bool:
    """A source whose words make it an effect that can say who wins: a card, an ability."""
    if any(isinstance(effect, EndsGame) for card in source.cards for effect in card.effects):
        return True
    if source.cards or source.unknown:
        return says  # what a card says, it says (Laboratory Maniac "says I win")
    if says and source.text in _THAT_THING:
        return True  # "it says I win": the card or ability the sentence named before
    return _EFFECT_WORDS.search(source.text) is not None


_EFFECT_WORDS = re.compile(
    r"\b(?:effect|effects|card|cards|ability|abilities|trigger|triggers|emblem|spell)\b",
    re.IGNORECASE,
)


_HOLDS = re.compile(r"\b(?:control|controls|controlled|has|have|had)\b", re.IGNORECASE)


def cant_lose_said(player: str) -> Event:
    """A "can't lose" effect said in words, of a card not named ("an effect says alice can't
    lose the game"): it keeps `player` in for as long as the situation lasts. Whether it also
    says their opponents can't win, as Platinum Angel's does, the words leave open
    (bot.core.rulings.open_facts.cant_lose_reach)."""
    return Event(
        EventKind.EFFECT_BEGINS,
        controller=player,
        until=EngineUntil.LEAVES,
        lasting=Lasting.CANT_LOSE,
        applies_to=Affects.CONTROLLER,
    )


def _cant_lose(match: re.Match[str], reader: Reader) -> _Built:
    """ "an effect says alice can't lose the game", "alice controls a card that says she
    can't lose the game": a card Arbiter knows says what else it does, and is named."""
    written = match.groupdict().get("s")
    if written is not None:
        source = _source(written, reader)
        if source is None or source.cards or source.controller or not _is_effect(source):
            return None
        if _HOLDS.search(written):
            return None  # "alice controls a card that says bob can't lose": whose effect?
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    again = match.groupdict().get("z")
    if again and again.lower() not in PRONOUNS and reader.player(again) != player:
        return None  # "alice controls a card that says bob can't lose": whose effect?
    return cant_lose_said(player)


def _draw_effect(match: re.Match[str], reader: Reader) -> _Built:
    owner = match.groupdict().get("o")
    written = match.groupdict().get("s")
    if written is not None:
        source = _source(written, reader)
        if source is None or not _is_effect(source):
            return None
        event = Event(EventKind.EFFECT, outcome=EffectOutcome.DRAW, player=source.controller)
        return Clause(match[0], (Item(event, Moment.WITH, source),))
    controller = reader.player(owner) if owner else None
    if owner and (controller is None or controller == EVERYONE):
        return None
    return Event(EventKind.EFFECT, outcome=EffectOutcome.DRAW, player=controller)


def _fixed(kind: EventKind) -> _Build:
    return lambda match, reader: Event(kind)


_ELIMINATION = (
    r"(?:single[- ]?elimination|single[- ]elim|top[- ](?:8|eight|4|four)|playoff) (?:match|round)"
)
_TIED = (
    r"(?:the )?game wins (?:are |were |still )?(?:tied|even|equal)(?: at \d+-\d+)?"
    r"|(?:the )?(?:games|match) (?:are |were |is |was )?tied(?: at \d+-\d+)?"
)
_TIED = rf"(?:{_TIED})"
_EXTRA_TURNS = r"(?:the )?(?:five |three |5 |3 )?(?:extra|additional) turns"


def _draws(match: re.Match[str], reader: Reader) -> _Built:
    """ "X draws a card": no draw at all when a card in play replaces every draw of theirs
    (Shared Fate: no card is drawn, 614.1a). Otherwise whether it was a draw from an empty
    library is never guessed (Arbiter does not count a library's cards): refused, saying how."""
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    replaced = reader.draws_replaced.get(player) or reader.draws_replaced.get(EVERYONE)
    if replaced is not None:
        return Clause(match[0], role=Role.ACTS, source=Source(replaced, controller=player))
    raise SituationError(
        Message(
            '"{words}": Arbiter does not count the cards in a library. Say whether it was a '
            'draw from an empty library ("{player} draws from an empty library"), or what else '
            "happened.",
            words=quoted(match[0]),
            player=match["x"],
        ),
        unread=match[0],
    )


def _sudden_death(match: re.Match[str], reader: Reader) -> _Built:
    reader.sudden_death = True
    return Event(EventKind.SUDDEN_DEATH)


def _behind(match: re.Match[str], reader: Reader) -> _Built:
    """ "alice does not have the highest life total": a loss only in a tournament's sudden
    death (MTR 2.4), said before it; anywhere else it decides nothing, and is refused."""
    if not reader.sudden_death:
        raise SituationError(
            Message(
                '"{words}" decides a game only in a single-elimination match\'s sudden death '
                '(MTR 2.4): say so first ("{example}"), or say each life total ("alice is at '
                '12 life and bob is at 8 life").',
                words=quoted(match[0]),
                example="the game is in sudden death",
            ),
            unread=match[0],
        )
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    return Event(EventKind.SUDDEN_DEATH, player=player)


def _loop(match: re.Match[str], reader: Reader) -> _Built:
    written = match.groupdict().get("s")
    if written is None:
        return Event(EventKind.LOOP)
    source = _source(written, reader)
    if source is None or not (source.cards or source.unknown):
        return None
    return Clause(match[0], (Item(Event(EventKind.LOOP), Moment.WITH, source),))


def _turn(match: re.Match[str], reader: Reader) -> Event | None:
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    structures = _int(match, "s") if match["s"] else None
    relics = _int(match, "r") if match["r"] else None
    return Event(EventKind.TURN_START, player=player, structures=structures, relics=relics)


def _vote(match: re.Match[str], reader: Reader) -> Event | None:
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    return Event(EventKind.DOMINION_VOTE, player=player, int_total=_int(match, "n"))


def _control_of(match: re.Match[str], reader: Reader) -> _Built:
    """ "player c gains control of player a's commander": a permanent changes hands. What it
    counts toward stays its own (commander damage is counted per commander, MTG CR 903.10a);
    a card the engine follows ends its effects for the one and begins them for the other."""
    taker = _p(reader, match, "y")
    source = _source(match["s"], reader)
    if taker is None or taker == EVERYONE or source is None:
        return None
    if not (source.cards or source.unknown or _CARD_WORDS.search(source.text)):
        return None
    items: list[Item] = []
    for card in source.cards:
        begins = lasting(card, taker)
        if begins:
            items.append(Item(ending(card, source.controller), Moment.WITH, source))
            items.extend(Item(event, Moment.WITH, source) for event in begins)
    owner = source.controller if source.controller != taker else None
    taken = replace(source, controller=taker, owner=owner)
    return Clause(match[0], tuple(items), role=Role.PRESENCE, source=taken)


def _no_event(role: Role) -> _Build:
    """A clause that says something of the game but brings no event."""

    def build(match: re.Match[str], reader: Reader) -> _Built:
        if match.groupdict().get("x"):
            player = _p(reader, match, "x")
            if player is None or player == EVERYONE:
                return None
            return Clause(match[0], role=role, source=Source(player, controller=player))
        return Clause(match[0], role=role)

    return build


def _about_it(role: Role) -> _Build:
    """ "it resolves", "it is countered": the spell or ability the sentence named before."""

    def build(match: re.Match[str], reader: Reader) -> _Built:
        return Clause(match[0], role=role, source=Source(match["s"].lower()))

    return build


def _about_card(role: Role) -> _Build:
    """A clause about a card that is no event: in play, on the stack, moving."""

    def build(match: re.Match[str], reader: Reader) -> _Built:
        if role is Role.PRESENCE and not _only_cards_held(match["s"]):
            return None  # "I control Platinum Angel at -6 life": words beside it unread
        source = _source(match["s"], reader)
        if source is None or not (
            source.cards or source.unknown or _CARD_WORDS.search(source.text)
        ):
            return None
        controller = source.controller
        if match.groupdict().get("x"):
            controller = _p(reader, match, "x")
            if controller is None or controller == EVERYONE:
                return None
            owner = source.controller if source.controller != controller else None
            source = replace(source, controller=controller, owner=owner)
        _remember_replaced_draws(role, match[0], source, reader)
        items = _lasting_items(role, match[0], source, reader)
        return Clause(match[0], items, role=role, source=source)

    return build


def _died_of_damage(match: re.Match[str], reader: Reader) -> _Built:
    """A permanent that died of the damage dealt to it, and whose damage that was."""
    written = match.groupdict().get("s")
    source = _source(written, reader) if written else None
    if written and source is None:
        return None
    return Clause(match[0], role=Role.DIES_OF_DAMAGE, source=source)


# The words a card said to be in play may stand in: whose it is, an article, how many of it
# ("four creatures named Biovisionary"), its emblem, where it is. Any other word beside a card
# ("I control Platinum Angel at -6 life", "Approach in my deck") is a fact the clause would
# drop without a word: the clause is then no card in play, and is read otherwise or refused.
_HELD_CARDS = re.compile(
    rf"(?:(?:{OWNER})\s++)?(?:(?:a|an|the|out|out a|out an|his own|her own|their own|my own"
    rf"|your own)\s++)?"
    rf"(?:(?:{NUMBER})\s++(?:creatures|permanents|cards|tokens|copies)\s++named\s++)?"
    rf"{MARK}\d++(?:\+{MARK}\d++)*+(?:'s\s++emblem|\s++emblem)?"
    r"(?:\s++(?:on\s++the\s++battlefield|in\s++play|on\s++the\s++field|on\s++the\s++table"
    r"|on\s++board|on\s++the\s++board|out))?",
    re.IGNORECASE,
)


def _only_cards_held(words: str) -> bool:
    """Whether a card in play's words are only cards held (see above); words with no card in
    them ("two creatures") are what a player holds, read by the caller (a life total in them
    is never dropped: `_drops_a_total`)."""
    return MARK not in words or _HELD_CARDS.fullmatch(words.strip()) is not None


def _taken_off(match: re.Match[str], reader: Reader) -> _Built:
    """A card a player takes off the battlefield: it leaves (its controller is whoever the
    card's words say, never the player who acts)."""
    source = _source(match["s"], reader)
    if source is None or not (source.cards or source.unknown or _CARD_WORDS.search(source.text)):
        return None
    items = _lasting_items(Role.MOVES, "leaves", source, reader)
    return Clause(match[0], items, role=Role.MOVES, source=source)


_LEAVES = re.compile(
    r"\b(?:dies|died|dying|die|destroyed|exiled|sacrificed|killed|kills|kill|leaves|left"
    r"|leaving|leave|lethal)\b",
    re.IGNORECASE,
)


# Damage that kills a creature or a planeswalker does so at the checkpoint (704.5g, 704.5i).
_LETHAL = re.compile(r"\blethal\b|\bdamage\b.*\bkill", re.IGNORECASE)


# A card said to arrive ("Lich's Mirror enters the battlefield under my control"): its effects
# begin as it arrives, as a card in play's are.
_ENTERS = re.compile(r"\b(?:enters|entered|entering|enter)\b", re.IGNORECASE)


# A spell said to have been cast before the moment ("I cast Angel's Grace this turn"): its
# effects are in force, as a card in play's are.
# One said to be used or activated is a permanent its user controls, its effects in force.
_CAST_DONE = re.compile(
    r"\b(?:cast|casts|has cast|had cast|use|uses|used|activate|activates|activated)\b",
    re.IGNORECASE,
)


_EMBLEM = re.compile(r"\bemblem\b", re.IGNORECASE)


def _remember_replaced_draws(role: Role, text: str, source: Source, reader: Reader) -> None:
    """A card in play that replaces every draw of a player's, with no choice and no condition
    (Shared Fate: each player's): their "draws a card" is then no draw. It ends as it leaves."""
    for card in source.cards:
        for effect in card.effects:
            if not isinstance(effect, ReplacesDraw) or effect.optional or effect.condition:
                continue
            if effect.who is Who.EACH_PLAYER:
                whose = EVERYONE
            elif effect.who is Who.CONTROLLER and source.controller not in (None, EVERYONE):
                whose = source.controller or ""
            else:
                continue
            if role is Role.PRESENCE:
                reader.draws_replaced[whose] = card.name
            elif role is Role.MOVES and _LEAVES.search(text):
                reader.draws_replaced.pop(whose, None)


def _lasting_items(role: Role, text: str, source: Source, reader: Reader) -> tuple[Item, ...]:
    """What a card the engine judges does as it arrives (its continuous effects begin: "bob
    controls Platinum Angel") or leaves (they end: "Platinum Angel dies"); nothing for a card
    beyond the engine, which stays refused beside what it changes (card_use.py)."""
    if source.controller == EVERYONE or (source.controller is None and role is not Role.MOVES):
        return ()
    items: list[Item] = []
    for card in source.cards:
        held = (source.controller or "", card.name)
        if role is Role.PRESENCE and _EMBLEM.search(text) and _EMBLEM.search(card.wording):
            reader.emblems.add(held)  # its effects hold while they control the planeswalker
        # "I have Gideon's emblem and control Gideon": the emblem's condition holds.
        met = (role is Role.PRESENCE and held in reader.emblems and not _EMBLEM.search(text)) or (
            role is Role.MOVES  # what leaves ends whatever of it the engine follows
        )
        begins = lasting(card, source.controller or "", condition_met=met)
        if not begins:
            continue
        arrives = role is Role.MOVES and _ENTERS.search(text) and not _LEAVES.search(text)
        if role is Role.PRESENCE or (role is Role.STACK and _CAST_DONE.search(text)) or arrives:
            # its owner, when another controls it (800.4a)
            begins = [replace(event, owner=source.owner) for event in begins]
            items.extend(Item(event, Moment.WITH, source) for event in begins)
        elif role is Role.MOVES and _LEAVES.search(text):
            end = ending(card, source.controller)
            if _LETHAL.search(text):
                end = replace(end, state_based=True)  # it leaves at the checkpoint (704.5g)
            items.append(Item(end, Moment.WITH, source))
    return tuple(items)


_CARD_WORDS = re.compile(
    r"\b(?:creatures?|spells?|abilit(?:y|ies)|triggers?|triggered|copy|copies|tokens?"
    r"|permanents?|artifacts?|enchantments?|planeswalkers?|emblem|-\d+|\+\d+|ultimate|commander"
    r"|blockers?|attackers?|lands?|instant|sorcery)\b|[-+]\d",
    re.IGNORECASE,
)


# -- the sources of events -----------------------------------------------------------------

_OWNER_FIRST = re.compile(rf"(?P<o>{OWNER})\s++", re.IGNORECASE)
_SAID_LATER = re.compile(r"\b(?:trigger|triggers|triggered|ability|abilities)\b", re.IGNORECASE)
_SAID_WITH = re.compile(r"\blifelink\b", re.IGNORECASE)
_THAT_THING = frozenset({"it", "that", "this", "them", "those", "these"})
_JUST_A_PLAYER = re.compile(rf"(?:{SUBJECT})", re.IGNORECASE)


def _a_source_word(text: str) -> bool:
    """One word that names what deals damage or gains life ("lifelink", "combat"), not a
    player."""
    return (
        any(pattern.search(text) for pattern in (_SAID_WITH, _SAID_LATER, _CREATURE, _CARD_WORDS))
        or text.lower() == "combat"
    )


def _source(written: str, reader: Reader) -> Source | None:
    """What a source's words name: its cards, its controller, what it says of its timing;
    None when the words are no source ("from took")."""
    text = written.strip()
    if not text:
        return None
    marks = marks_in(text)
    entities = [reader.entities[i] for i in marks if i < len(reader.entities)]
    controller = None
    owner = _OWNER_FIRST.match(text)
    if owner is not None and owner.end() < len(text):
        controller = reader.player(owner["o"])
        if controller is None or controller == EVERYONE:
            return None
    elif text.lower() in _THAT_THING:
        return Source(text.lower())  # what the sentence named before: "from it"
    elif not marks and _JUST_A_PLAYER.fullmatch(text) and not _a_source_word(text):
        if reader.new_name(text) and text.lower() not in ORDINARY and text[:1].isupper():
            # "from Slagstorm": a card's name, or a player not named before? Never a guess:
            # a new player would change who is left in the game, a card what the damage does.
            raise SituationError(
                Message(
                    'I could not tell whether "{name}" is a player or a card Arbiter does not '
                    'know: name a player before the damage they deal ("{name} is at 20 life. '
                    "alice takes 3 damage from {name}\"), or describe the card's damage in "
                    'words ("alice takes 3 damage from a spell").',
                    name=text,
                ),
                unread=text,
            )
        player = reader.player(text)
        if player is None or player == EVERYONE:
            return None
        return Source(player, controller=player)
    said = None
    if _SAID_WITH.search(text):
        said = Moment.WITH
    elif _SAID_LATER.search(text):
        said = Moment.LATER
    return Source(
        spelled(text, reader.entities),
        cards=tuple(e.card for e in entities if e.card is not None),
        unknown=tuple(e.name for e in entities if e.card is None),
        controller=controller,
        said=said,
    )


# -- the forms ---------------------------------------------------------------------------------


# After a subject: "both", "all" ("alice and bob both concede"), then a space or a contraction.
_AFTER_SUBJECT = r"(?:\s++(?:both|all|each|also|too)\b)?+(?:\s++|(?='))"


def _phrase(pattern: str) -> re.Pattern[str]:
    """A phrase form as a pattern matched against a whole clause. Its names are whole words
    (words.NAME is atomic), its numbers and spaces are taken whole (possessive), and its one
    free text (a card's or a source's words) is lazy between fixed words: a clause is read
    in time proportional to its length, whatever it holds (language.py, issue #29)."""
    text = (
        pattern.replace("{X}~", "{X}" + _AFTER_SUBJECT)
        .replace("{Y}~", "{Y}" + _AFTER_SUBJECT)
        .replace("{X}", f"(?P<x>{SUBJECT})")
        .replace("{Y}", f"(?P<y>{SUBJECT})")
        .replace("{X's}", f"(?P<x>{OWNER})")
        .replace("{Y's}", f"(?P<y>{OWNER})")
        .replace("{N}", f"(?P<n>{NUMBER})")
        .replace("{SRC}", f"(?P<s>{_FREE}+?)")
        .replace(" ", r"\s++")
    )
    return re.compile(text, re.IGNORECASE)


_DAMAGE = r"(?: (?P<c>combat |noncombat |non-combat )?damage)?"
_FROM = r"(?: (?:from|by|because of|due to|thanks to|off|of) {SRC})?"

# A loop with an optional action in it, read whole: its cards are listed with "and".
_OPTIONAL_LOOP = _phrase(
    r"{SRC} (?:in|into) (?:an? )?(?:infinite )?loop(?: of| with| that includes"
    r"| that contains| including)(?:\s++(?!(?:optional|non-?mandatory)\b)[\w'§+-]++)"
    r"{0,4}+ (?:optional|non-?mandatory) (?:actions?|choices?)"
)


def optional_loop(text: str, reader: Reader) -> Clause | None:
    """A whole sentence that says the game is in a loop with an optional action, or None."""
    match = _OPTIONAL_LOOP.fullmatch(text)
    if match is None:
        return None
    built = _no_event(Role.OPTIONAL_LOOP)(match, reader)
    return built if isinstance(built, Clause) else None


# (phrase form, event): tried in order, the first whole match wins. Longer forms come first.
_PHRASES: list[tuple[re.Pattern[str], _Build]] = [
    (
        _phrase(
            rf"{{X}}~{TAKE} {{N}} (?:combat )?commander damage"
            r" from {Y}(?:'s?)?(?: commander)?(?: (?P<src>[\w'§+ -]+?))?"
        ),
        _commander_damage,
    ),
    (
        _phrase(
            rf"{{Y's}} commander(?: (?P<src>[\w'§+ -]+?))? {DEAL} {{N}}"
            r" (?:combat )?(?:commander )?damage to {X}"
        ),
        _commander_damage,
    ),
    (
        _phrase(rf"{{X}}~(?:{CONCEDE}|{SCOOP}|{FORFEIT})(?: the game)?(?: to {{Y}})?"),
        _who(EventKind.CONCEDE),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{_BE}|'s|'m)(?: now| still| only| already)? (?:at|on|down to|left at"
            rf"|left on|left with|reduced to) {{N}}{_OR_LESS}(?: {LIFE})?(?: left| total)?"
        ),
        _counter(EventKind.LIFE, sign=None),
    ),
    (
        _phrase(rf"{{X}}~{_HAVE}(?: only)? {{N}}{_OR_LESS} {LIFE}(?: left| total)?"),
        _counter(EventKind.LIFE, sign=None),
    ),
    (
        _phrase(
            rf"{{X}}~(?:(?:{GO}|{DROP}|{FALL}|{GET}|{END}|{_BE} reduced|reduced) (?:down )?"
            rf"(?:to|at)|{HIT}|{REACH}) {{N}}{_OR_LESS}(?: {LIFE})?"
        ),
        _counter(EventKind.LIFE, sign=None),
    ),
    (
        _phrase(
            rf"{{X's}} {LIFE}(?: total)? (?:{_BE}|{BECOME}|(?:{GO}|{DROP}|{FALL}|{END}) (?:down )?"
            rf"(?:to|at)|{HIT}|{REACH}|is set to|was set to) {{N}}{_OR_LESS}"
        ),
        _counter(EventKind.LIFE, sign=None),
    ),
    (_phrase(rf"{{X}} at {{N}}(?: {LIFE})?"), _counter(EventKind.LIFE, sign=None)),
    (
        _phrase(
            rf"{{X's}} team(?:'s {LIFE}(?: total)?)? (?:{_BE}|'s)(?: now| still| only| already)?"
            rf" (?:at|on|down to|reduced to) {{N}}{_OR_LESS}(?: {LIFE})?(?: left| total)?"
        ),
        _team_life,
    ),
    (
        _phrase(
            rf"{{X}}~(?:{_BE}|'s|'m)(?: now| still)? (?:at|on|down to|below|under) (?:negative"
            rf"|less than (?:0|zero|1|one)|(?:0|zero) or (?:less|lower|below)|below (?:0|zero))"
            rf"(?: {LIFE})?"
        ),
        _lethal,
    ),
    (
        _phrase(
            rf"{{X}}~(?:{TAKE}|(?:{_BE}|{GET}) dealt|{_BE} hit for) lethal"
            rf"(?: (?P<c>combat |noncombat |non-combat )?damage)?(?: (?:from|by) {{SRC}})?"
        ),
        _lethal,
    ),
    (
        _phrase(rf"{{SRC}} {DEAL} lethal(?: (?P<c>combat|noncombat|non-combat))? damage to {{X}}"),
        _lethal,
    ),
    (
        _phrase(rf"{{X}}~(?:{LOSE}|{PAY}) {{N}}(?: more)? {LIFE}{_FROM}"),
        _counter(EventKind.LIFE, sign=-1),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{TAKE}|(?:{_BE}|{GET}) dealt|(?:{_BE}|{GET}) hit for|{GET} hit with)"
            rf" {{N}}(?: more)?{_DAMAGE}(?: (?:from|by|off|of) {{SRC}})?"
        ),
        _hit,
    ),
    (
        _phrase(
            rf"{{SRC}} {DEAL} {{N}}(?: more)?(?: (?P<c>combat|noncombat|non-combat))? damage"
            r" to {X}"
        ),
        _hit,
    ),
    (
        _phrase(rf"{{SRC}} {DEAL}(?: (?P<c>combat|noncombat|non-combat))? damage to {{X}}"),
        _unmeasured_hit,
    ),
    (
        _phrase(
            rf"{{X}}~(?:{TAKE}|(?:{_BE}|{GET}) dealt)(?: (?P<c>combat|noncombat|non-combat))?"
            rf" damage (?:from|by) {{SRC}}"
        ),
        _unmeasured_hit,
    ),
    (
        _phrase(
            rf"{{X}}~{GAIN} {{N}}(?: more)? {LIFE}(?: (?:from|thanks to|because of|through"
            rf"|via|with|off|by) {{SRC}})?"
        ),
        _counter(EventKind.LIFE, sign=1),
    ),
    (
        _phrase(rf"{{X}}~{_HAVE} {{N}} poison(?: counters?)?"),
        _counter(EventKind.POISON, sign=None),
    ),
    (
        _phrase(rf"{{X}}~(?:{_BE}|'s|'m) (?:at|on) {{N}} poison(?: counters?)?"),
        _counter(EventKind.POISON, sign=None),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{GET}|{RECEIVE}|{TAKE}|{_BE} given) {{N}} (?:more )?"
            rf"poison(?: counters?)?{_FROM}"
        ),
        _counter(EventKind.POISON, sign=1),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{DRAW}|(?:{TRY}|{ATTEMPT}) to draw)(?: a card| {{N}} cards?)?"
            r" (?:from (?:an|my|their|his|her|your|the) empty (?:library|deck)"
            r"|with (?:an|my|their|his|her|your) empty (?:library|deck)"
            r"|with no cards (?:left )?in (?:their|my|his|her|your|the) (?:library|deck))"
        ),
        _who(EventKind.DECK_OUT),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{DECK}(?: out| themselves| himself| herself| myself)?|(?:{_BE}|{GET})"
            rf" decked(?: out)?)"
        ),
        _who(EventKind.DECK_OUT),
    ),
    (
        _phrase(rf"{{X's}} champion (?:{DIE}|{_BE} destroyed)"),
        _who(EventKind.CHAMPION_DIED),
    ),
    (
        _phrase(rf"{{Y}}~(?:{GAIN}|{TAKE}|{GET}) control of {{X's}} champion"),
        _control,
    ),
    (
        _phrase(rf"{{Y}}~(?:{TAKE}|{verb('steal', 'steals', 'stole', 'stolen')}) {{X's}} champion"),
        _control,
    ),
    (
        _phrase(rf"(?P<o>{OWNER}) (?:effect|card) {SAY} the game is a draw"),
        _draw_effect,
    ),
    (_phrase(rf"{{SRC}} {SAY} the game is a draw"), _draw_effect),
    # A "can't lose" effect of a card not named: does it also say the opponents can't win?
    (
        _phrase(
            rf"{{X}}~(?:{CONTROL}|{_HAVE}) (?:a|an|one) (?:card|permanent|creature|artifact"
            r"|enchantment|effect|spell)(?: in play| on the battlefield| out)? (?:that|which)"
            rf" {SAY} (?:that )?(?P<z>{SUBJECT}) {_CANT} lose(?: the game)?"
        ),
        _cant_lose,
    ),
    (
        _phrase(rf"{{SRC}} {SAY} (?:that )?{{X}} {_CANT} lose(?: the game)?"),
        _cant_lose,
    ),
    (
        _phrase(rf"{{SRC}} {SAY} (?:that )?{{X}} {LOSE_OR_WIN}(?: the game)?"),
        _effect(says=True),
    ),
    (
        _phrase(
            rf"{{X}}~{LOSE_OR_WIN}(?: the game)? (?:by|through|because of|from|to|due to"
            rf"|thanks to|with|off) {{SRC}}"
        ),
        _effect(says=False),
    ),
    (_phrase(rf"{{SRC}} {MAKE} {{X}} {LOSE_OR_WIN}(?: the game)?"), _effect(says=False)),
    (
        _phrase(
            r"the game (?:is|goes|went|gets|got|has gone|was)(?: in| into)? (?:an? )?(?:infinite )?"
            r"loop(?: of (?:mandatory|forced|required) actions)?"
        ),
        _fixed(EventKind.LOOP),
    ),
    (
        _phrase(
            rf"{{SRC}} (?:{PUT}|{MAKE}|{CAUSE}|{GET}|{verb('create', 'creates', 'created')})"
            r" the game (?:in|into) (?:an? )?(?:infinite )?loop(?: of (?:mandatory|forced|required)"
            r" actions)?"
        ),
        _loop,
    ),
    (
        _phrase(
            rf"(?:everyone|everybody|all players|both players|both|we|the players|we all"
            rf"|we both) {AGREE} to (?:an? )?(?:intentional )?draw"
        ),
        _fixed(EventKind.INTENTIONAL_DRAW),
    ),
    (_phrase(r"(?:an? )?intentional draw"), _fixed(EventKind.INTENTIONAL_DRAW)),
    (
        _phrase(
            rf"(?:a|the) judge (?:{GIVE}|{verb('issue', 'issues', 'issued')}) {{X}} a game loss"
        ),
        _who(EventKind.PENALTY),
    ),
    (
        _phrase(rf"{{X}}~(?:{GET}|{RECEIVE}|{_BE} given) a game loss"),
        _who(EventKind.PENALTY),
    ),
    (
        _phrase(rf"the game (?:{RESTART}|{_BE} restarted)"),
        _fixed(EventKind.RESTART),
    ),
    # A tournament's sudden death (MTG MTR 2.4): a single-elimination match with game wins
    # tied after the extra turns; from then on a player without the highest life total loses.
    (
        _phrase(
            r"(?:the game|the match|we|it) (?:is|are|was|were|goes|go|went|gets|got|has gone"
            r"|have gone|'s|'re)(?: now)?(?: in| into| to)? sudden death"
            r"|sudden death (?:begins|began|starts|started|applies|applied|kicks in|kicked in)"
        ),
        _sudden_death,
    ),
    (
        _phrase(
            rf"time (?:{_BE}|gets|got) called in (?:a|the|our) {_ELIMINATION}"
            rf" (?:with {_TIED} (?:after|at the end of) {_EXTRA_TURNS}"
            rf"|(?:after|at the end of) {_EXTRA_TURNS} with {_TIED})"
        ),
        _sudden_death,
    ),
    (
        _phrase(
            r"{X}~(?:(?:does|do|did)(?: not|n't) have|(?:has|have|had) not got|lacks?|lacked)"
            r" the (?:highest|higher|biggest|largest) life(?: total)?"
        ),
        _behind,
    ),
    (
        _phrase(
            r"{X}~(?:has|have|had) (?:the|a) (?:lower|lowest|smaller|smallest) life(?: total)?"
        ),
        _behind,
    ),
    (
        _phrase(
            rf"{{X}}~(?:{BEGIN}|{START})"
            r"(?: their| his| her| my| a| the| your)? turn"
            r"(?: with (?P<s>\d+) structures?)?(?: with (?P<r>\d+) relics?)?"
        ),
        _turn,
    ),
    (_phrase(rf"{{X}}~{WIN} (?:a|the) dominion vote with {{N}} int"), _vote),
    # A loop with an optional action in it (no draw, MTG CR 104.4b), and a player stopping it.
    (_OPTIONAL_LOOP, _no_event(Role.OPTIONAL_LOOP)),
    (
        _phrase(
            rf"{{X}}~(?:stops|stopped|stop|{_BE} stopping|chooses? to stop|chose to stop)"
            r"(?: the loop| it| looping| responding)?"
        ),
        _no_event(Role.STOPS),
    ),
    # A permanent the damage dealt to it destroys (704.5g): the damage is its source's, the
    # destruction the game rules'; it ends nothing by itself.
    (
        _phrase(
            r"(?:it|that land|the land|that creature|the creature|that permanent|the permanent)"
            r" (?:dies|died|is destroyed|was destroyed|gets destroyed|got destroyed)"
            r" (?:to|from|of|by|because of|due to) (?:(?P<s>.+?)'s? )?(?:lethal )?damage"
        ),
        _died_of_damage,
    ),
    # Playing a land ends nothing by itself.
    (
        _phrase(
            rf"{{X}}~{verb('play', 'plays', 'played')} (?:a|an|another|their|his|her|my|your)"
            r" (?:land|basic land|Forest|Island|Mountain|Plains|Swamp)"
        ),
        _no_event(Role.ACTS),
    ),
    # A concession not made: nothing happens (a player leaves only by conceding, 104.3a).
    (
        _phrase(
            r"{X}~(?:(?:(?:does|did|do|will|would)(?: not|n't)|refuses? to|refused to"
            r"|chooses? not to|chose not to) (?:concede|scoop|forfeit)"
            r"|never (?:concede|concedes|conceded|scoops|scooped|forfeits|forfeited))"
            r"(?: the game)?"
        ),
        _no_event(Role.DECLINES),
    ),
    # Attacking, revealing cards and creating tokens end nothing by themselves: what the
    # attack or the tokens then do is said as events ("bob takes 5 combat damage").
    (
        _phrase(
            rf"{{X}}~{verb('attack', 'attacks', 'attacked')}(?: (?P<y>{_ATTACKED}))?"
            rf"(?: (?:with|for|into|using) {_FREE}+?)?"
        ),
        _no_event(Role.ATTACKS),
    ),
    (
        _phrase(rf"{{X}}~{verb('reveal', 'reveals', 'revealed')} {_FREE}+?"),
        _no_event(Role.ACTS),
    ),
    (
        _phrase(
            rf"{{X}}~{verb('create', 'creates', 'created')} (?:a|an|one|{{N}})"
            rf"(?: {_FREE}+?)? tokens?"
        ),
        _no_event(Role.ACTS),
    ),
    # An empty library loses nothing until its player would draw from it (MTG CR 704.5b),
    # and drawing the last card is no draw from an empty library.
    (
        _phrase(
            rf"{{X's}} (?:library|deck) (?:{_BE}|{BECOME}|{GO}|{END} up)(?: now| still| already)?"
            r" (?:empty|out of cards)"
        ),
        _no_event(Role.STATE),
    ),
    (
        _phrase(
            rf"{{X}}~{_HAVE} (?:no|0|zero)(?: more)? cards (?:left )?in {_THEIR} (?:library|deck)"
        ),
        _no_event(Role.STATE),
    ),
    # A count a card's win or loss may be gated on ("40 cards in my library", "my devotion to
    # blue is 2"): ends nothing by itself; the condition of a card gated on it reads it
    # (bot.core.rulings.counts).
    (
        _phrase(r"{N} cards? in {X's} (?:library|deck)"),
        _no_event(Role.ACTS),
    ),
    (
        _phrase(
            rf"{{X's}} (?:library|deck) (?:{_HAVE}|{verb('hold', 'holds', 'held')}|{_BE})"
            r"(?: only)? {N} cards?(?: in it)?"
        ),
        _no_event(Role.ACTS),
    ),
    (
        _phrase(rf"{{X}}~{_HAVE} {{N}} cards? in {_THEIR} (?:library|deck)"),
        _no_event(Role.ACTS),
    ),
    (
        _phrase(rf"{{X's}} devotion to {_COLOUR} (?:{_BE}|{BECOME}) {{N}}"),
        _no_event(Role.ACTS),
    ),
    (
        _phrase(rf"{{X}}~{_HAVE} (?:a )?devotion to {_COLOUR}(?: of)? {{N}}"),
        _no_event(Role.ACTS),
    ),
    (
        _phrase(rf"{{X}}~{_HAVE} {{N}} devotion to {_COLOUR}"),
        _no_event(Role.ACTS),
    ),
    (
        _phrase(
            rf"{{X}}~{DRAW} (?:the|their|his|her|my|your) last card(?: (?:of|from|in) {_THEIR}"
            r" (?:library|deck))?"
        ),
        _no_event(Role.STATE),
    ),
    # An exchange of control: nothing enters or leaves the battlefield by it (603.6a).
    (
        _phrase(
            rf"{{X}}~{verb('exchange', 'exchanges', 'exchanged')} control of {_FREE}+?"
            rf"(?: (?:with|and) {_FREE}+?)?"
        ),
        _no_event(Role.EXCHANGES),
    ),
    # "one of them a token from Splinter Twin": which of the permanents named is a token copy
    # and what made it, said beside them; it ends nothing by itself.
    (
        _phrase(
            r"(?:one|two|three|\d+) of them (?:is |was |being )?(?:a |an )?"
            r"(?:token|copy|token copy)(?: copy)?"
            r"(?: (?:from|of|made by|created by|made with) {SRC})?"
        ),
        _about_card(Role.PRESENCE),
    ),
    # An extra turn taken ends nothing by itself (MTG CR 500.7): what happens in it, a loss at
    # its end step (Final Fortune), is said as an event.
    (
        _phrase(
            rf"{{X}}~(?:{TAKE}|{GET}|{BEGIN}|{START}) (?:an|another|one|a second|the|that|{_THEIR})"
            r" (?:extra|additional|bonus) turn"
        ),
        _no_event(Role.ACTS),
    ),
    # A player said to be still in the game: nothing happens by it.
    (
        _phrase(rf"{{X}}~(?:{_BE}|{verb('remain', 'remains', 'remained')}) (?:still )?in the game"),
        _no_event(Role.ACTS),
    ),
    # What a player holds, named by no card ("I control a land of each basic land type", "bob
    # has one card in hand and 10 cards in his library"), and a discard or a draw they may
    # decline: each ends nothing by itself. A card named is never swallowed here (no mark).
    (
        _phrase(
            rf"{{X}}~(?:{CONTROL}|{_HAVE}|{_BE} holding|{verb('hold', 'holds', 'held')})"
            rf" {_HOLDING}"
        ),
        _no_event(Role.ACTS),
    ),
    (
        _phrase(
            rf"{{X}}~{verb('discard', 'discards', 'discarded')} (?:a|an|one|{{N}}|all|their|his"
            r"|her|my|your|the)(?: [\w'-]+){0,3}? (?:cards?|hand)(?: at random)?"
        ),
        _no_event(Role.ACTS),
    ),
    (
        _phrase(
            r"{X}~(?:may|might|can|could|gets? to|got to) (?:choose to )?draw"
            r" (?:a card|one|one card|\d+ cards?)(?: or not)?"
        ),
        _no_event(Role.ACTS),
    ),
    # A draw of a card: what it is turns on the library and on what replaces it (_draws).
    (
        _phrase(
            rf"{{X}}~{DRAW} (?:a card|one card|another card|a card from {_THEIR} (?:library|deck))"
        ),
        _draws,
    ),
    (
        _phrase(
            rf"{{Y}}~(?:{GAIN}|{TAKE}|{verb('steal', 'steals', 'stole', 'stolen')}) control of"
            r" {SRC}"
        ),
        _control_of,
    ),
    # A card's ability exiling something ("my Etrata, the Silencer exiles bob's creature"):
    # the ability resolving, what it then does said as events.
    (
        _phrase(rf"{{SRC}} {verb('exile', 'exiles', 'exiled')} {_FREE}+?"),
        _about_card(Role.STACK),
    ),
    # A card's (delayed) trigger returning something: the trigger resolving.
    (
        _phrase(
            rf"{{SRC}}'s (?:delayed )?(?:trigger|triggered ability|ability)"
            rf" {verb('return', 'returns', 'returned')} {_FREE}+?"
        ),
        _about_card(Role.STACK),
    ),
    # A card's trigger making a token copy ("my Mechanized Production makes a second copy of
    # my Treasure at the beginning of my upkeep"): the trigger resolving; a win it is gated on
    # is its condition's (bot.core.rulings.open_facts.trigger_condition).
    (
        _phrase(
            rf"{{SRC}} (?:{MAKE}|{verb('create', 'creates', 'created')})"
            r" (?:a|an|another|one|a new|(?:a|the) (?:second|third|fourth|fifth|sixth|seventh"
            r"|eighth|next))(?: token)? copy of [\w'§+ -]+?"
            r"(?: (?:at|in) the beginning of (?:my|your|his|her|their|[\w'-]+'s)"
            r" (?:upkeep|end step))?"
        ),
        _about_card(Role.STACK),
    ),
    # Clauses about a card that are no event.
    (
        _phrase(rf"(?P<s>it|that|this)(?: spell| ability| trigger| copy)? {RESOLVE}"),
        _about_it(Role.STACK),
    ),
    (
        _phrase(rf"{{SRC}} (?:{_BE}|gets|got) countered"),
        _about_it(Role.MOVES),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{CONTROL}|{_HAVE}|{_BE} controlling) (?!of\b){{SRC}}"
            r"(?: (?:on the battlefield|in play|out|on board|under (?:my|his|her|their) control))?"
            r"(?: with [\w'§+ -]+)?"
        ),
        _about_card(Role.PRESENCE),
    ),
    (
        _phrase(
            rf"{{SRC}} (?:{_BE}|{verb('remain', 'remains', 'remained')}) (?:on the battlefield"
            rf"|in play)(?: under {{X's}} control)?"
        ),
        _about_card(Role.PRESENCE),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{CAST}|{ACTIVATE}|{USE}|{verb('copy', 'copies', 'copied')}) {{SRC}}"
            r"(?: (?:this turn|in response|on|targeting|at|for|with|choosing|to)(?: [\w'§+= -]+)?)?"
        ),
        _about_card(Role.STACK),
    ),
    (
        _phrase(
            rf"{{X}}~{verb('copy', 'copies', 'copied')} (?P<s>it|that|this)(?: spell)?"
            r"(?: with [\w'§+ -]+)?"
        ),
        _about_it(Role.STACK),
    ),
    (
        _phrase(
            rf"{{SRC}}(?: {TRIGGER}| {RESOLVE}|'s(?: upkeep| end step| attack| death| enter)?"
            rf" (?:trigger|ability|triggered ability|spell)"
            rf"(?: {RESOLVE}| {TRIGGER}| goes on the stack)?| {GO} off| {_BE} triggered)"
        ),
        _about_card(Role.STACK),
    ),
    # A player's combat damage killing cards ("andy's first-strike damage kills bob's Zulaport
    # Cutthroat, Cruel Celebrant and Teysa Karlov"): they die at the checkpoint (704.5g).
    (
        _phrase(
            rf"(?P<o>{OWNER}) (?:first[- ]strike |double[- ]strike |regular |normal |combat )*"
            rf"(?:combat )?damage {verb('kill', 'kills', 'killed')} {{SRC}}"
        ),
        _about_card(Role.MOVES),
    ),
    # A player's action that takes a card off the battlefield ("my opponent destroys my
    # Platinum Angel", "I sacrifice it"): the card leaves, as "Platinum Angel is destroyed".
    (
        _phrase(
            rf"{{X}}~(?:{verb('destroy', 'destroys', 'destroyed')}"
            rf"|{verb('kill', 'kills', 'killed')}|{verb('sacrifice', 'sacrifices', 'sacrificed')}"
            rf"|{verb('exile', 'exiles', 'exiled')}) {{SRC}}(?: with [\w'§+ -]+)?"
        ),
        _taken_off,
    ),
    (
        _phrase(
            rf"{{SRC}} (?:{DIE}|{_BE} (?:destroyed|exiled|sacrificed|killed)(?: by [\w'§+ -]+)?"
            rf"|{LEAVE}"
            rf"(?: the battlefield| play)?|{ENTER}(?: the battlefield| play)?"
            r"(?: under {X's} control)?"
            r"(?: without being cast(?: from (?:a|the|my|his|her|their|your) hand)?)?"
            r"(?: with [\w'§+= -]+)?"
            rf"|{_BE} (?:dealt|given)"
            rf" (?:lethal|\d++)(?: combat)? damage)"
        ),
        _about_card(Role.MOVES),
    ),
]

# The phrases offered when a clause cannot be read ({x}, {y}: names; {n}: a number), each with
# the event it reads as (a suggestion is offered only in a game that has that event).
KNOWN: tuple[tuple[str, EventKind], ...] = (
    ("{x} concedes", EventKind.CONCEDE),
    ("{x} is at {n} life", EventKind.LIFE),
    ("{x} loses {n} life", EventKind.LIFE),
    ("{x} takes {n} damage", EventKind.LIFE),
    ("{x} gains {n} life", EventKind.LIFE),
    ("{x} has {n} poison counters", EventKind.POISON),
    ("{x} gets {n} poison counters", EventKind.POISON),
    ("{x} takes {n} commander damage from {y}", EventKind.COMMANDER_DAMAGE),
    ("{y}'s commander deals {n} damage to {x}", EventKind.COMMANDER_DAMAGE),
    ("{x} draws from an empty library", EventKind.DECK_OUT),
    ("{x} decks out", EventKind.DECK_OUT),
    ("{x}'s champion dies", EventKind.CHAMPION_DIED),
    ("{y} gains control of {x}'s champion", EventKind.CHAMPION_CONTROL),
    ("an effect says {x} wins", EventKind.EFFECT),
    ("an effect says {x} loses", EventKind.EFFECT),
    ("{x} wins by an effect", EventKind.EFFECT),
    ("an effect says the game is a draw", EventKind.EFFECT),
    ("the game is in a loop of mandatory actions", EventKind.LOOP),
    ("everyone agrees to a draw", EventKind.INTENTIONAL_DRAW),
    ("a judge gives {x} a game loss", EventKind.PENALTY),
    ("the game restarts", EventKind.RESTART),
    ("{x} begins their turn with {n} structures", EventKind.TURN_START),
    ("{x} wins a dominion vote with {n} int", EventKind.DOMINION_VOTE),
    ("{x} goes to {n} life", EventKind.LIFE),
)

# Words that start a clause whose subject was left out (the known phrases' own words).
VERB_WORDS = frozenset(
    word
    for known, _ in KNOWN
    for word in re.findall(r"[a-z]+", known.replace("{x}", "").replace("{y}", ""))
    if word not in ("n", "x", "y")
) | {
    "is", "are", "am", "was", "were", "has", "have", "had", "goes", "go", "went", "takes", "take",
    "took", "loses", "lose", "lost", "gains", "gain", "gained", "gets", "get", "got", "draws",
    "draw", "drew", "decks", "deck", "decked", "wins", "win", "won", "drops", "drop", "dropped",
    "hits", "hit", "casting", "casts", "cast", "pays", "pay", "paid", "concede", "conceded",
    "falls", "fell", "reaches", "reached", "would", "will", "copy", "copies", "copied",
    "reveal", "reveals", "revealed", "discard", "discards", "discarded", "may", "controls",
    "control", "controlled", "exchange", "exchanges", "exchanged",
}  # fmt: skip


def read_clause(clause: str, reader: Reader) -> Clause:
    """One clause as read, or SituationError naming it (the caller words the suggestion)."""
    read = match_clause(clause, reader)
    if read is None:
        raise Unread(clause)
    return read


# A life total or poison said by number ("at -6 life", "10 poison counters"), and the events
# that carry one (damage by number may be a card's: "Boros Reckoner is dealt 3 damage").
_A_TOTAL = re.compile(rf"(?:{NUMBER})\s++(?:{LIFE}|poison)\b", re.IGNORECASE)
_TOTALS = frozenset(
    {EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE, EventKind.DAMAGE}
)


def _drops_a_total(clause: str, built: Clause) -> bool:
    """Whether a clause that says a total by number was read as something that carries none
    (its free words swallowed it: "I reveal my hand at -6 life", "I attack with Cromat for 10
    poison counters"): such a reading would drop a fact that decides who loses."""
    return _A_TOTAL.search(clause) is not None and not any(
        item.event.kind in _TOTALS for item in built.items
    )


def match_clause(clause: str, reader: Reader) -> Clause | None:
    """The clause as the first phrase form reads it, or None (and no suggestion looked for:
    a caller may still read the clause another way)."""
    for pattern, build in _PHRASES:
        match = pattern.fullmatch(clause)
        if match is None:
            continue
        # Players are met in the order they are written, whatever the phrase's grammar.
        named = [g for g in ("x", "y", "o") if match.groupdict().get(g)]
        for group in sorted(named, key=match.start):
            if reader.player(match[group]) is None:
                break
        else:
            built = build(match, reader)
            if isinstance(built, Event):
                return Clause(clause, (Item(built, said=clause),))
            if built is not None and _drops_a_total(clause, built):
                continue  # "I sacrifice Cromat at -6 life": never read without its total
            if built is not None:
                items = tuple(replace(item, said=item.said or clause) for item in built.items)
                return Clause(clause, items, built.role, built.source)
    return None
