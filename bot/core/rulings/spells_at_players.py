"""What a phrase form builds from a spell cast at a player (phrases.py): a card's name used as
a verb ("he Shocks me"), or a spell cast at a player ("bob casts Lightning Bolt at alice"), for
a spell whose one effect is damage to one target, its damage dealt as it resolves; and a cast
whose target the words leave unread, refused. Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import DamageHow, DamageSource, EndsGame, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import one_of
from bot.core.rulings.event_sources import source_of
from bot.core.rulings.phrase_events import (
    caster_damage,
    lethal_total,
    player_in,
    positive_in,
    spell_damage_dealt,
)
from bot.core.rulings.phrase_values import Built, Clause, Item, Role
from bot.core.rulings.words import (
    EVERYONE,
    MARK,
    PRONOUNS,
    WORDS,
    Reader,
    SituationError,
    marks_in,
    quoted,
    spelled,
)

# A card's name used as a verb (card_marks.py marks it): "he Shocks me", "I bolt myself", "I
# Fireball him for 5". The spell cast at one player resolves and deals its damage, as "his
# Shock deals 2 damage to me" reads, in its own moment on the stack (Role.STACK: what is said
# in response to it resolves first). Only a spell whose one effect is damage to one target.
_ONE_TARGET = frozenset({Who.ANY_TARGET, Who.TARGET_PLAYER, Who.TARGET_OPPONENT})


_AS_IT_RESOLVES = frozenset({CardMoment.RESOLUTION, CardMoment.ACTIVATED})  # a spell, an ability


_DEALS, _DAMAGE_TO = WORDS.spell_dealt_said
_DEALT_BY_THE_SPELL = re.compile(
    rf"(?P<s>.+) {re.escape(_DEALS)} (?P<n>\d++) {re.escape(_DAMAGE_TO)} (?P<x>.+)"
)
# "I cast Fireball targeting him for lethal (damage)": the spell's damage, as it resolves, said
# lethal to him (a life total of 0 or less, 704.5a), whatever its amount or X
_LETHAL = WORDS.spell_lethal_said
_GAINS_WITH_DAMAGE = tuple(phrase.split()[0] for phrase in WORDS.gain_with_damage)
_LETHAL_BY_THE_SPELL = re.compile(
    rf"(?P<s>.+) {re.escape(_DEALS)} {re.escape(_LETHAL)} {re.escape(_DAMAGE_TO)} (?P<x>.+)"
)


def spell_as_verb(match: re.Match[str], reader: Reader) -> Built:
    told = _spell_at_a_player(match, reader, amount_needed=True)
    if not isinstance(told, Clause):
        return None
    return replace(told, items=(), resolves=told.items, done=True)


def spell_cast_at(match: re.Match[str], reader: Reader) -> Built:
    """ "bob casts Lightning Bolt at alice" (`targeting`, `on`): the spell on the stack, what it
    does as it resolves kept for the words that say it resolved (`Clause.resolves`)."""
    told = _spell_at_a_player(match, reader, amount_needed=False) or _ender_at(match, reader)
    if not isinstance(told, Clause):
        return None
    return replace(told, items=(), resolves=told.items)


def _ender_at(match: re.Match[str], reader: Reader) -> Built:
    """ "I activate Door to Nothingness targeting him": a card whose one effect, as it
    resolves, makes the player it targets lose or win the game, on no condition (MTG CR
    104.3e, 104.2b): that player's loss or win, as a spell's damage is (`spell_cast_at`)."""
    caster = player_in(reader, match, "x")
    marks = marks_in(match["s"])
    card = reader.entities[marks[0]].card if len(marks) == 1 else None
    if caster is None or caster == EVERYONE or card is None or match["n"]:
        return None
    effect = card.effects[0] if len(card.effects) == 1 else None
    if not (
        isinstance(effect, EndsGame)
        and effect.moment in _AS_IT_RESOLVES
        and effect.who in (Who.TARGET_PLAYER, Who.TARGET_OPPONENT)
        and effect.condition is None
    ):
        return None
    target = reader.player(match["y"]) if match["y"] else caster  # "myself": the caster
    if (
        target is None
        or target == EVERYONE
        or (effect.who is Who.TARGET_OPPONENT and target == caster)
    ):
        return None
    whose = "my" if caster == reader.asker else f"{caster}'s"
    source = source_of(f"{whose} {match['s']}", reader)
    if source is None:
        return None
    event = Event(EventKind.EFFECT, outcome=effect.outcome, player=target)
    return Clause(match[0], (Item(event, Moment.WITH, source),), role=Role.STACK, source=source)


def spell_aim_unread(match: re.Match[str], reader: Reader) -> None:
    """A cast with words after its card that the forms above did not read ("I cast Lightning
    Bolt at his face", "I cast Fireball for 5 targeting him"): for a spell whose one effect is
    damage to one target (beside damage to its caster, Char), words of a player there are its
    target unread, refused (read as a spell aimed at nothing, "and it resolves" did nothing;
    "I cast Char targeting my opponent who is at 4" dropped his total)."""
    tail = match.string[match.end("s") : match.end()]
    marks = marks_in(match["s"])
    card = reader.entities[marks[0]].card if len(marks) == 1 else None
    words = set(re.findall(r"[\w']+", tail.lower()))
    if (
        card is not None
        # one damage to a target, and to its caster too where it deals that (Char)
        and len(card.effects) == (1 if caster_damage(card) is None else 2)
        and isinstance(card.effects[0], DamageSource)
        and card.effects[0].to in _ONE_TARGET
        and not WORDS.aimed_at_player.isdisjoint(words)
        # "at him or his creature": which of them, not said
        and (words.isdisjoint(WORDS.other_things) or not words.isdisjoint(WORDS.alternatives))
        and MARK not in tail
    ):
        raise SituationError(
            Message(
                '"{words}": say whom {card} was cast at right after it ("alice casts {card} at '
                'bob", then "for 5" where its damage is X), or what it did ("bob takes 3 '
                'damage").',
                words=quoted(spelled(match[0], reader.entities)),
                card=card.name,
            ),
            unread=spelled(match[0], reader.entities),
        )


# "alice casts a spell targeting bob": the player a cast of no card Arbiter knows is aimed at,
# the sentence's whole tail after its card.
_AIMED_AT_A_PLAYER = re.compile(
    rf"\s*+{one_of(WORDS.aimed_at)}\s++(?P<p>[^\W\d_][\w']*+)", re.IGNORECASE
)


def aimed_player_noted(match: re.Match[str], reader: Reader) -> None:
    """The player a spell no card names was cast at, noted as a player of the game ("alice
    casts a spell targeting bob. alice concedes in response.": bob wins, never "opponent");
    a pronoun is left to the words that name the player."""
    marks = marks_in(match["s"])
    if len(marks) == 1 and reader.entities[marks[0]].card is not None:
        return  # a card Arbiter knows: its own forms read whom it was cast at
    aimed = _AIMED_AT_A_PLAYER.fullmatch(match.string, match.end("s"), match.end())
    if aimed is not None and aimed["p"].lower() not in PRONOUNS:
        reader.player(aimed["p"])


def _spell_at_a_player(match: re.Match[str], reader: Reader, *, amount_needed: bool) -> Built:
    caster = player_in(reader, match, "x")
    marks = marks_in(match["s"])
    if caster is None or caster == EVERYONE or len(marks) != 1:
        return None
    card = reader.entities[marks[0]].card
    to_itself = caster_damage(card) if card is not None else None
    if card is None or len(card.effects) != (1 if to_itself is None else 2):
        return None
    effect = card.effects[0]
    if not (
        isinstance(effect, DamageSource)
        and effect.how is DamageHow.DAMAGE  # a life loss (Final Punishment) is no damage
        and effect.moment in _AS_IT_RESOLVES
        and effect.to in _ONE_TARGET
    ):
        return None
    if match.groupdict().get("l"):
        return _lethal_at(match, reader, caster)
    amount = effect.amount
    if match["n"]:
        told = positive_in(match)
        if amount is not None and told != amount:
            return None  # "I bolt him for 5": not what the card deals
        amount = told
    if amount is None and not amount_needed:
        return None  # "I cast Fireball at him": on the stack, X unsaid
    if amount is None:
        raise SituationError(
            Message(
                '"{words}": say how much damage {card} dealt ("{words} for 5").',
                words=quoted(spelled(match[0], reader.entities)),
                card=card.name,
            ),
            unread=match[0],
        )
    built = spell_damage_dealt(_as_dealt(match, reader, caster, str(amount)), reader)
    if not isinstance(built, Clause) or not built.items:
        return None
    items = built.items
    if to_itself is not None:  # Char's 2 to its caster: dealt with its damage, at once
        itself = Event(EventKind.LIFE, player=caster, delta=-to_itself)
        items = (*items, Item(itself, Moment.WITH, items[0].source, dealt=True))
    granted = reader.spells_lifelink.get(caster)
    if card.spell and granted is not None:  # its lifelink: gained as the damage is dealt
        why = Message("lifelink from {card}: gained as the damage is dealt", card=granted)
        gain = Event(EventKind.LIFE, player=caster, delta=amount)
        items = (*items, Item(gain, Moment.WITH, items[0].source, why))
    return Clause(match[0], items, role=Role.STACK, source=items[0].source)


def _as_dealt(match: re.Match[str], reader: Reader, caster: str, amount: str) -> re.Match[str]:
    """The spell cast at a player said as the reader says its damage: "my Fireball deals 5
    (or lethal) damage to him" ("myself", "himself": the caster)."""
    target = match["y"] if match["y"] else match["x"]
    whose = "my" if caster == reader.asker else f"{caster}'s"
    pattern = _LETHAL_BY_THE_SPELL if amount == _LETHAL else _DEALT_BY_THE_SPELL
    dealt = pattern.fullmatch(f"{whose} {match['s']} {_DEALS} {amount} {_DAMAGE_TO} {target}")
    assert dealt is not None
    return dealt


def _lethal_at(match: re.Match[str], reader: Reader, caster: str) -> Built:
    """ "I cast Fireball targeting him for lethal damage", "I Fireball him for lethal": an X
    spell's damage, as it resolves, takes him to 0 life or less (read as 0, as "my Fireball
    deals lethal damage to him" is): its caster chose X so. Its amount is never guessed, so
    it is not read beside anything that may have changed what was lethal: life gained (or
    lifelink) or a response told anywhere in the words (405.5, 608.2). A spell of a fixed
    amount said lethal ("I bolt him for lethal") says his total, which may contradict one told
    (at 10): not read; nor a spell that damages its caster too (Char)."""
    card = reader.entities[marks_in(match["s"])[0]].card
    effect = card.effects[0] if card is not None else None
    words = {word.lower() for word in re.findall(r"[\w']+", reader.as_typed or match.string)}
    if (
        card is None
        or not isinstance(effect, DamageSource)
        or effect.amount is not None
        or caster_damage(card) is not None
        or reader.spells_lifelink.get(caster)
        or not words.isdisjoint((*WORDS.gain_words, *WORDS.response_words))
        or any(word.startswith(_GAINS_WITH_DAMAGE) for word in words)  # "life-linked", "drains"
    ):
        return None
    built = lethal_total(_as_dealt(match, reader, caster, _LETHAL), reader)
    if not isinstance(built, Clause) or not built.items:
        return None
    return Clause(match[0], built.items, role=Role.STACK, source=built.items[0].source)
