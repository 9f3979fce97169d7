"""What a phrase form builds from its match (phrases.py): an event (a life total, damage and
what its source makes of it, poison, life paid, sudden death, a loop, a turn, a vote, control
of a champion, a turn or a permanent), with its source and when it happens beside the rest of
its sentence. An effect said to decide the game is outcome_effects.py's, a library's count
and its draws library_draws.py's, a spell cast at a player spells_at_players.py's, a
commander's damage told as such commander_damage_told.py's; they share `player_in`,
`number_in` and `positive_in`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_lasting import ending, lasting, on_a_creature
from bot.core.rulings.card_lookup import catalogue
from bot.core.rulings.card_use import (
    Hit,
    Moment,
    NeedsWords,
    acts_later,
    gained_later_by,
    hit_parts,
    its_combat_trigger,
)
from bot.core.rulings.cards import Card, DamageHow, DamageSource, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import one_of
from bot.core.rulings.commander_sources import commanders_damage
from bot.core.rulings.event_sources import CARD_WORDS, CREATURE, source_of
from bot.core.rulings.infect_said import KEYWORD_SAID, infect_said, lifelink_said
from bot.core.rulings.loop_pairs_asked import bare_loop_refused
from bot.core.rulings.number_reading import number_value
from bot.core.rulings.phrase_values import Builder, Built, Clause, Item, Role, Source
from bot.core.rulings.printed_damage import amount_as_printed
from bot.core.rulings.words import (
    EVERYONE,
    MARK,
    MAX_NUMBER,
    WORDS,
    Reader,
    SituationError,
    marks_in,
    quoted,
    spelled,
)


def player_in(reader: Reader, match: re.Match[str], group: str) -> str | None:
    return reader.player(match[group])


def number_in(match: re.Match[str], group: str) -> int:
    text = match[group]
    value = number_value(text)
    if abs(value) > MAX_NUMBER:
        raise SituationError(
            Message("{number} is too large a number for a game of cards.", number=text)
        )
    return value


def positive_in(match: re.Match[str], group: str = "n") -> int:
    number = number_in(match, group)
    if number < 0:
        raise SituationError(
            Message(
                '"{words}": say how much as a positive number ("loses 3 life").',
                words=quoted(match[0].strip()),
            )
        )
    return number


def of_player(kind: EventKind, **fixed: object) -> Builder:
    def build(match: re.Match[str], reader: Reader) -> Event | None:
        player = player_in(reader, match, "x")
        return None if player is None else Event(kind, player=player, **fixed)  # type: ignore[arg-type]

    return build


def counter_of(kind: EventKind, *, sign: int | None) -> Builder:
    """`sign` None: the number is the new total; +1/-1: a change by that much (from a
    source, when the words name one)."""

    def build(match: re.Match[str], reader: Reader) -> Built:
        player = player_in(reader, match, "x")
        if player is None:
            return None
        if sign is None:
            total = Event(kind, player=player, value=number_in(match, "n"))
            return at_most(match, total) if kind is EventKind.LIFE else total
        event = Event(kind, player=player, delta=sign * positive_in(match))
        written = match.groupdict().get("s")
        if not written:
            return event
        if _many_sources(written, positive_in(match), reader):  # "from both Bolts", "from each"
            raise SituationError(
                Message(
                    '"{words}": the amount is told of many sources, each giving it or all of '
                    'them together: say the amount in all, one number ("bob loses 3 life").',
                    words=quoted(spelled(match[0], reader.entities)),
                ),
                unread=spelled(match[0], reader.entities),
            )
        if _APART.search(written) is not None:
            # "gain 2 life from two triggers": each resolved on its own, in an order the words
            # leave open (MTG CR 603.3b), never one moment after the rest (session 28)
            return None
        source = source_of(written, reader)
        if source is None:
            return None
        return _with_source(match, event, source)

    return build


# What the answer adds to a life total read from "lethal": 0 stands for "0 or less".
LETHAL: Final = "lethal damage: a life total of 0 or less"

_AT_MOST = re.compile(r"\d\s+" + one_of(WORDS.at_most_said, r"\s+") + r"\b", re.IGNORECASE)
# What the answer adds to a life total said as "N or less" (N above 0): read as N, and judged
# again at 1 by bounded_total.py, which refuses unless both end alike.
AT_MOST: Final = "a life total of {n} or less"


def at_most(match: re.Match[str], total: Event) -> Built:
    """ "bob is at 0 or less life": 0 stands for "0 or less", as "lethal" (LETHAL). "bob is at
    3 or less life": 3 marked as a bound (AT_MOST), never taken as the total itself (read as
    exactly 3, "... and takes 2 damage" was "bob is still playing": confidently wrong)."""
    if not _AT_MOST.search(match[0]):
        return total
    if total.value is None or total.value < 0:
        raise SituationError(
            Message(
                '"{words}" leaves the life total open: say the total ("{example}").',
                words=quoted(match[0].strip()),
                example=_AT_MOST.sub(lambda said: said[0][0], match[0].strip()),
            ),
            unread=match[0].strip(),
        )
    why: str | Message = LETHAL
    if total.value > 0:
        why = Message("a life total of {n} or less", n=total.value)  # AT_MOST
    return Clause(match[0], (Item(total, _moment(None, match, total), None, why),))


def lethal_total(match: re.Match[str], reader: Reader) -> Built:
    """ "takes lethal damage", "is at negative life": a life total of 0 or less, read as 0."""
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    event = Event(EventKind.LIFE, player=player, value=0)
    why = LETHAL
    written = match.groupdict().get("s")
    source = source_of(written, reader) if written else None
    if written and source is None:
        return None
    dealt = DAMAGE_WORD.search(match[0]) is not None  # "takes lethal damage", not "is at -2"
    item = Item(event, _moment(source, match, event), source, why, dealt=dealt)
    return Clause(match[0], (item,))


# "my 3 creatures each", "they all", "both of them": sources said many, the amount each one's
_EACH = re.compile(rf"(?<![\w']){one_of(WORDS.many_sources)}(?![\w'])", re.IGNORECASE)
_BOTH = re.compile(rf"(?<![\w']){one_of(WORDS.two_sources)}(?![\w'])", re.IGNORECASE)
# "3 thopters", "two goblins": sources counted (a count more than the amount: each one's)
_COUNT = re.compile(
    rf"(?<![\w'/§])(?P<count>{one_of(WORDS.attackers_counted)}|[2-9]|\d\d++)"
    r"(?=\s++[^\W\d_])",
    re.IGNORECASE,
)
_THINGS = frozenset((*WORDS.other_things, *WORDS.token_kinds, *WORDS.pronouns))
# "3 thopters", "my creatures": things told many, whom "they" may stand for
_PLURALS = tuple(w for w in (*WORDS.other_things, *WORDS.token_kinds) if w.endswith("s"))
_MANY_THINGS = re.compile(
    rf"(?<![\w'])(?:{_COUNT.pattern}\s++)?{one_of(_PLURALS)}(?![\w'])", re.IGNORECASE
)


def _counted(match: re.Match[str] | None) -> int:
    """The count of sources said ("3 thopters": 3), 2 where it is none ("my creatures")."""
    if match is None or match["count"] is None:
        return 2
    count = match["count"].lower()
    words = WORDS.attackers_counted
    return words.index(count) + 2 if count in words else int(count)


def _many_sources(written: str, amount: int, reader: Reader) -> bool:
    """Whether the damage's source is said many, each dealing the amount ("my 3 creatures
    each", "they all"; "3 goblins" or "they" after things told many where the amount is less
    than their count: "I made 3 thopters. they deal 1"), never players ("alice and carol
    each": carol's; "every opponent")."""
    if " ".join(written.lower().split()) in WORDS.plural_pronouns:
        things = list(_MANY_THINGS.finditer(reader.marked))  # "they": the thopters told?
        return bool(things) and amount < _counted(things[-1])
    counted = _COUNT.search(written)
    if _EACH.search(written) is None:
        return counted is not None and amount < _counted(counted)
    rest = _EACH.sub(" ", written).split()
    one_player = (
        len(rest) == 1
        and _BOTH.search(written) is None  # "both opponents", "both Bolts": two sources
        and not marks_in(rest[0])  # "each Shock": a card, cast many times
        and not _a_cards_verb(rest[0], reader)  # "each bolt": the same, by its nickname
        and rest[0].lower() not in _THINGS
        and (
            rest[0].lower() in reader.spelling
            or rest[0].lower() in WORDS.names_a_player  # "every opponent": players, one by one
            or reader.new_name(rest[0])
        )
    )
    return not one_player


def _a_cards_verb(word: str, reader: Reader) -> bool:
    """Whether a word is a card's name as people make it a verb ("bolt", "shocks")."""
    return reader.system is not None and catalogue(reader.system).verb(word) is not None


# "from two spells", "from separate sources": spells or abilities that each resolve apart
# (608.2), so what they did came in more than one moment ("we both take 3 damage from two
# spells" was a draw at once, where the first to resolve may have ended the game); never what a
# card has ("a creature with two abilities"), nor a card's mark ("§2 triggers").
_SEVERAL = one_of((*WORDS.attackers_counted, *WORDS.several_counted))
_NOT_AFTER = "".join(rf"(?<!{re.escape(word)}\s)" for word in WORDS.apart_not_after)
_APART = re.compile(
    rf"(?<![\w'/{MARK}])(?:{one_of(WORDS.apart_sources)}"
    rf"|{_NOT_AFTER}(?:{_SEVERAL}|[2-9]|\d\d++)\s++{one_of(WORDS.resolving_kinds)})(?![\w'])",
    re.IGNORECASE,
)


def damage_dealt(match: re.Match[str], reader: Reader) -> Built:
    """Damage dealt to a player: life lost, or what its source makes of it (infect, toxic,
    lifelink, a commander's combat damage), and when (a trigger's damage comes later). A
    spell that also deals damage to its own caster (Char) is told cast at its target ("I Char
    him": spells_at_players.py), both damages at once; told by one of its damages, the other
    would be left out: refused. Damage from spells that each resolve apart ("from two spells")
    is not read: it came in more than one moment."""
    written = match.groupdict().get("s") or ""
    if _many_sources(written, number_in(match, "n"), reader):
        raise SituationError(
            Message(
                '"{words}": the damage is told of many sources, each dealing it or all of them '
                'together: say the damage dealt in all, one number ("bob takes 3 damage").',
                words=quoted(spelled(match[0], reader.entities)),
            ),
            unread=spelled(match[0], reader.entities),
        )
    if _APART.search(written) is not None:
        return None  # "from two spells": more than one moment, not read as one
    marked = [reader.entities[i].card for i in marks_in(written) if i < len(reader.entities)]
    hurts_caster = [card for card in marked if card is not None and caster_damage(card)]
    if hurts_caster:
        raise SituationError(
            Message(
                '"{words}": {card} also deals damage to its caster as it resolves; say whom it '
                'was cast at ("alice casts {card} at bob", "alice {card}s bob"): both damages '
                "are then dealt at once.",
                words=quoted(spelled(match[0], reader.entities)),
                card=hurts_caster[0].name,
            ),
            unread=spelled(match[0], reader.entities),
        )
    losing = [card for card in marked if card is not None and _loses_life_only(card)]
    if losing:  # "my Final Punishment deals 5 damage to him": its loss is no damage (Worship)
        raise SituationError(
            Message(
                '"{words}": {card} makes a player lose life and deals no damage; say the life '
                'lost ("bob loses 5 life from {card}").',
                words=quoted(spelled(match[0], reader.entities)),
                card=losing[0].name,
            ),
            unread=spelled(match[0], reader.entities),
        )
    return spell_damage_dealt(match, reader)


def _loses_life_only(card: Card) -> bool:
    """An instant or sorcery whose every damage-kind effect is life lost, not damage (119.3);
    never a creature, whose combat damage is damage (Ebonblade Reaper)."""
    hurts = [e for e in card.effects if isinstance(e, DamageSource)]
    return card.spell and bool(hurts) and all(e.how is DamageHow.LIFE_LOSS for e in hurts)


def caster_damage(card: Card) -> int | None:
    """The damage a spell deals to its own caster as it resolves (Char: 2), or None."""
    return next(
        (
            effect.amount
            for effect in card.effects
            if isinstance(effect, DamageSource)
            and effect.to is Who.CONTROLLER
            and effect.moment is CardMoment.RESOLUTION
        ),
        None,
    )


def spell_damage_dealt(match: re.Match[str], reader: Reader) -> Built:
    """`damage_dealt` without its refusal of a spell that also damages its caster: the
    damage to its target, for spells_at_players.py to add the caster's."""
    player = player_in(reader, match, "x")
    if player is None:
        return None
    amount = positive_in(match)
    written = match.groupdict().get("s")
    source = source_of(written, reader) if written else None
    if written and source is None:
        return None
    if written and KEYWORD_SAID.search(written):  # infect, lifelink... said only in words
        life = Event(EventKind.LIFE, player=player, delta=-amount)
        moment = _moment(source, match, life)
        linked = lifelink_said(match[0], written, life, source, moment)
        return linked or infect_said(match[0], written, player, amount, source, moment, reader)
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
    if match.start("s") == match.start():
        amount_as_printed(match[0], source, amount)  # "my Shock deals 3 damage to him"
    moment = _moment(source, match, life)
    items = [Item(life, moment, source, dealt=True)]
    counted = commanders_damage(match[0], source, player, amount, combat, reader)
    if counted is not None:
        items.append(Item(counted, moment, source))
    for card in source.cards:
        hit = Hit(player, amount, source.holder(card), combat, reader.commander_game)
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


DAMAGE_WORD = re.compile(rf"\b{one_of(WORDS.damage_noun)}\b", re.IGNORECASE)


# A card's damage to a player with no amount said ("Phage deals combat damage to me"): read as
# a life total of 0 or less, with why UNMEASURED, which damage_amount.unmeasured_damage makes a
# question (did it take them to 0 or less?) with a case where it did not; never an amount.
UNMEASURED: Final = "damage of an amount not said"


def amount_asked(card: str) -> Message:
    """The refusal where a card's damage, its amount unsaid, does what the amount decides."""
    return Message(
        'Say how much damage {card} dealt, e.g. "{card} deals 3 combat damage to alice": what '
        "it does turns on the amount.",
        card=card,
    )


def unmeasured_hit(match: re.Match[str], reader: Reader) -> Built:
    """A card's damage to a player, its amount unsaid: what its trigger on that damage does
    (Phage's loss) needs no amount, nor life the damaged player gains later (`gained_later_by`);
    anything else the amount decides (life, infect's poison, lifelink, ...) is asked for."""
    player = player_in(reader, match, "x")
    source = source_of(match.groupdict().get("s") or "", reader)
    if player is None or player == EVERYONE or source is None or not source.cards:
        return None
    combat_word = (match.groupdict().get("c") or "").strip().lower()
    combat = None if not combat_word else combat_word == "combat"
    life = Event(EventKind.LIFE, player=player, value=0)
    moment = _moment(source, match, life)
    items = [Item(life, moment, source, UNMEASURED, dealt=True)]
    for card in source.cards:
        hit = Hit(player, 3, source.holder(card), combat, reader.commander_game)  # an example
        try:
            parts, infect = hit_parts(card, hit)
        except NeedsWords as error:
            raise SituationError(error.said, unread=match[0]) from None
        parts = [part for part in parts if not gained_later_by(part, player)]
        if infect or not all(its_combat_trigger(part.why) for part in parts):
            raise SituationError(amount_asked(card.name), cards=(card.name,))
        items.extend(
            Item(
                part.event, moment if part.moment is Moment.WITH else part.moment, source, part.why
            )
            for part in parts
        )
    return Clause(match[0], tuple(items))


# Life paid (MTG CR 119.4): a loss of life said as a payment, which a player can make only with
# a life total at least the amount; judging.py refuses one their total said cannot make.
PAID: Final = Message.within("life paid", "paid")


def life_paid(match: re.Match[str], reader: Reader) -> Built:
    """ "I pay 2 life": a loss of life, marked as paid (`PAID`)."""
    player = player_in(reader, match, "x")
    if player is None:
        return None
    event = Event(EventKind.LIFE, player=player, delta=-positive_in(match), paid=True)
    written = match.groupdict().get("s")
    source = source_of(written, reader) if written else None
    if written and source is None:
        return None
    return Clause(match[0], (Item(event, _moment(source, match, event), source, why=PAID),))


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
    if CREATURE.search(source.text):
        return Moment.WITH  # a creature's damage
    if not source.unknown and source.text == source.controller:
        return Moment.WITH  # a player's own
    return Moment.OPEN


def champion_taken(match: re.Match[str], reader: Reader) -> Event | None:
    owner, taker = player_in(reader, match, "x"), player_in(reader, match, "y")
    if owner is None or taker is None or EVERYONE in (owner, taker):
        return None
    return Event(EventKind.CHAMPION_CONTROL, player=owner, controller=taker)


def every_champion_died(match: re.Match[str], reader: Reader) -> Event | None:
    """ "both champions die" (two players' champions), "all champions die" (every player's:
    "all" is no player's name, so it was never read, session 28)."""
    player = reader.player("everyone") if match["all"] else player_in(reader, match, "x")
    return None if player is None else Event(EventKind.CHAMPION_DIED, player=player)


def fixed_event(kind: EventKind) -> Builder:
    return lambda match, reader: Event(kind)


# Life paid again and again until it can't be ("pays 2 life for each activation of Trespassing
# Souleater until he cannot"): one payment of the amount, with why PAID_DOWN, which
# paid_life.paid_down makes the life total it leaves (a player can't pay more life than they
# have, MTG CR 119.4): 0 from a multiple of the amount, else what remains of it.
PAID_DOWN: Final = "life paid again and again until it could not be"


def paid_until_unable(match: re.Match[str], reader: Reader) -> Built:
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    step = number_in(match, "n")
    if step <= 0:
        return None
    event = Event(EventKind.LIFE, player=player, delta=-step)
    return Clause(match[0], (Item(event, Moment.WITH, None, PAID_DOWN),))


def controls_a_turn(match: re.Match[str], reader: Reader) -> Built:
    """ "I control my opponent's turn with Mindslaver": the controller makes the controlled
    player's choices (MTG CR 722), which ends nothing by itself. Remembered for a concession
    the controller would make for them (`made_to_concede`)."""
    controller = player_in(reader, match, "x")
    controlled = player_in(reader, match, "y")
    if controller is None or controlled in (None, EVERYONE, controller) or controller == EVERYONE:
        return None
    reader.turns_controlled.add((controller, controlled))
    return Clause(match[0], role=Role.ACTS, source=Source(controller, controller=controller))


def made_to_concede(match: re.Match[str], reader: Reader) -> Built:
    """ "I make my opponent concede" while controlling their turn: no concession. Only a
    player concedes, of their own will (MTG CR 104.3a); controlling their turn gives no such
    choice (722.6). Said of a turn no one was said to control, it may tell a concession the
    play brought about: not read."""
    controller = player_in(reader, match, "x")
    conceder = player_in(reader, match, "y")
    if conceder is None or (controller, conceder) not in reader.turns_controlled:
        return None
    return Clause(match[0], role=Role.DECLINES, source=Source(conceder, controller=conceder))


def sudden_death_said(match: re.Match[str], reader: Reader) -> Built:
    reader.sudden_death = True
    return Event(EventKind.SUDDEN_DEATH)


def behind_on_life(match: re.Match[str], reader: Reader) -> Built:
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
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    return Event(EventKind.SUDDEN_DEATH, player=player)


def mandatory_loop(match: re.Match[str], reader: Reader) -> Built:
    written = match.groupdict().get("s")
    if written is None:  # "I control X and Y. the game is in a loop": X and Y's, which kind?
        bare_loop_refused(
            match[0],
            [e.card for e in reader.entities if e.card is not None],
            [e.name for e in reader.entities if e.card is None],
        )
        return Event(EventKind.LOOP)
    source = source_of(written, reader)
    if source is None or not (source.cards or source.unknown):
        return None
    # "X and Y put the game in a loop": which kind?
    bare_loop_refused(match[0], source.cards, source.unknown)
    return Clause(match[0], (Item(Event(EventKind.LOOP), Moment.WITH, source),))


def turn_begun(match: re.Match[str], reader: Reader) -> Event | None:
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    structures = number_in(match, "s") if match["s"] else None
    relics = number_in(match, "r") if match["r"] else None
    return Event(EventKind.TURN_START, player=player, structures=structures, relics=relics)


def vote_won(match: re.Match[str], reader: Reader) -> Event | None:
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    return Event(EventKind.DOMINION_VOTE, player=player, int_total=number_in(match, "n"))


def control_of(match: re.Match[str], reader: Reader) -> Built:
    """ "player c gains control of player a's commander": a permanent changes hands. What it
    counts toward stays its own (commander damage is counted per commander, MTG CR 903.10a);
    a card the engine follows ends its effects for the one and begins them for the other."""
    taker = player_in(reader, match, "y")
    source = source_of(match["s"], reader)
    if taker is None or taker == EVERYONE or source is None:
        return None
    if not (source.cards or source.unknown or CARD_WORDS.search(source.text)):
        return None
    items: list[Item] = []
    owner = source.controller if source.controller != taker else None
    for card in source.cards:
        bound = on_a_creature(card)  # Worship: in force while its controller has a creature
        begins = lasting(card, taker, condition_met=bound and taker in reader.creatures_held)
        begins = [replace(event, owner=owner) for event in begins]  # its owner leaving, 800.4a
        if bound and not begins:
            reader.awaiting_creature.setdefault(taker, []).append((card, owner))
        if begins or bound:
            items.append(Item(ending(card, source.controller), Moment.WITH, source))
            items.extend(Item(event, Moment.WITH, source) for event in begins)
    taken = replace(source, controller=taker, owner=owner)
    reader.control_changed = True
    return Clause(match[0], tuple(items), role=Role.PRESENCE, source=taken)
