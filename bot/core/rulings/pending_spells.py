"""A spell cast told with what it would do as it resolves, in a clause of its own, and answered
(issue #31, session 26): "My opponent casts a Lightning Bolt that would deal lethal damage to me.
In response, I deal lethal damage to him", "he plays a Fireball which would deal 7 damage to me,
and I respond by ...". The spell is on the stack, aimed at that player: what it would do comes
only as it resolves, after every response told (MTG CR 405.5, 608.2). It is said as the cast at
that player ("my opponent casts Lightning Bolt at me"), which the grammar keeps on the stack
under what is told in response to it; read as done at once, the damage ended the game before
the response ("you lose", where the response wins it).

Only a spell whose every effect is damage to one target as it resolves (Lightning Bolt,
Fireball), only with a response told after it in the text ("in response", "I respond"): told
alone, "that would deal lethal damage to me" says what it does, read as before. An amount said
must be the card's own (or its X: "for 7"); a target said twice must be the same player.
Otherwise, a spell Arbiter knows told so and responded to is refused, asking what it did as it
resolved ("lethal" from a Fireball leaves its X unsaid).

What is still to come told any other way and responded to after ("his spell would deal 5 damage
to me. He's at 1. In response I deal 1 damage to him", "he casts a spell that will make me lose
5 life, and I respond ...") is refused the same way (`responded_later`): read as done at once, it
came before the response, or at the same time as it, where the response resolves first.
Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.card_model import DamageHow, DamageSource, Who
from bot.core.rulings.card_model import Moment as CardMoment
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import FUNCTION_WORDS, WORDS, one_of
from bot.core.rulings.combat_players import PLAYER
from bot.core.rulings.words import (
    MARK,
    NAME,
    OWNER_SUBJECTS,
    SUBJECT,
    Entity,
    SituationError,
    spelled,
)

_ONE_TARGET = frozenset({Who.ANY_TARGET, Who.TARGET_PLAYER, Who.TARGET_OPPONENT})
_AMOUNT = rf"\d{{1,3}}+|{one_of(WORDS.lethal_amount)}"
_ARTICLE = one_of(WORDS.card_articles)  # "a", "an" Lightning Bolt
_DEAL = one_of(WORDS.pending_deal)
_DAMAGE = one_of(WORDS.damage_noun)
_CAST = re.compile(
    rf"(?<![\w'])(?P<s>{SUBJECT})\s++(?P<v>{one_of(WORDS.cast_verbs)})\s++(?:{_ARTICLE}\s++)?"
    rf"(?P<card>{MARK}\d++)(?:\s++{one_of(WORDS.pending_aims)}\s++(?P<a>{PLAYER}))?"
    rf"\s*+,?\s*+{one_of(WORDS.would_do)}\s++(?:"
    rf"{_DEAL}\s++(?P<n>{_AMOUNT})\s++{_DAMAGE}\s++{one_of(WORDS.damage_repeat_to)}\s++(?P<p>{PLAYER})"
    rf"|{_DEAL}\s++(?P<p2>{PLAYER})\s++(?P<n2>{_AMOUNT})\s++{_DAMAGE}"
    rf"|{one_of(WORDS.would_kill)}\s++(?P<p3>{PLAYER})"
    rf"|{one_of(WORDS.pending_lethal)})(?![\w'])",
    re.IGNORECASE,
)
# "bob casts a spell that would deal 3 damage to me", "he plays a Lightning Bolt which deals 3
# damage to me": the cast and what the spell does in one clause, said as the spell's own
# ("bob's spell would deal 3 damage to me"); its source was "bob casts a spell that", and bob
# no player.
_CASTER = rf"{one_of(WORDS.cast_at_players)}|{NAME}"
_SPELL_DOES = re.compile(
    rf"(?<![\w'])(?:(?P<s>{_CASTER})\s++{one_of(WORDS.cast_verbs)}\s++)?(?:{_ARTICLE}\s++)?"
    rf"(?P<spell>{MARK}\d++|{one_of(WORDS.unnamed_spells)})\s++{one_of(WORDS.spell_relatives)}\s++"
    rf"(?=(?:{one_of(WORDS.pending_would)}\s++)?{one_of(WORDS.pending_does)}(?![\w']))",
    re.IGNORECASE,
)
_POSSESSIVES = {subject.lower(): owner for owner, subject in OWNER_SUBJECTS.items()}


def _spell_owned(match: re.Match[str]) -> str:
    """ "bob's spell ", "his Lightning Bolt ", "a spell ": the spell said as its caster's."""
    caster = match["s"]
    if caster is not None and caster.lower() in FUNCTION_WORDS - _POSSESSIVES.keys():
        return match[0]  # "... and casts a spell that": no caster said
    owner = "a" if caster is None else _POSSESSIVES.get(caster.lower(), f"{caster}'s")
    return f"{owner} {match['spell']} "


_RESPONSE = re.compile(rf"(?<![\w']){one_of(WORDS.response_words)}(?![\w'])", re.IGNORECASE)
_PLAIN_MODALS = tuple(m for m in WORDS.pending_modals if not m.startswith("'"))
_CLIPPED_MODALS = tuple(m for m in WORDS.pending_modals if m.startswith("'"))
# "would deal", "is going to make", "he'll kill": a harm still to come (`responded_later`)
_TO_COME = re.compile(
    rf"(?:(?<![\w']){one_of(_PLAIN_MODALS)}|(?<=\w){one_of(_CLIPPED_MODALS)})"
    rf"\s++{one_of(WORDS.pending_harms)}(?![\w'])",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?;\n]")


def cast_at(text: str, entities: tuple[Entity, ...]) -> str:
    """The text (cards marked) with each spell told with what it would do, and responded to
    after, said as the cast at its player (see above)."""
    low = text.lower()
    if MARK in text and any(w in low for w in (" would", " will", "that'd")):
        text = _CAST.sub(lambda m: _said_cast(m, entities), text)
    if " that " in low or " which " in low:
        text = _SPELL_DOES.sub(_spell_owned, text)
    if "respon" in low:
        responded_later(text, entities)
    return text


def responded_later(text: str, entities: tuple[Entity, ...]) -> None:
    """Refuse a harm told still to come ("would deal", "is going to make") with a response told
    after it: when it came against the response is not what the words say (see above)."""
    for harm in _TO_COME.finditer(text):
        if _RESPONSE.search(text, harm.end()) is None:
            return
        starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, harm.start())]
        end = _SENTENCE_END.search(text, harm.end())
        words = spelled(
            text[starts[-1] if starts else 0 : end.start() if end else len(text)].strip(), entities
        )
        raise SituationError(
            Message(
                '"{words}": what it would do happens only after what is done in response to '
                "it. Say what it did as it resolved, after the response "
                '("in response, ...; then it resolves and I take 5 damage").',
                words=words,
            ),
            unread=words,
            rules=("MTG CR 405.5", "MTG CR 608.2"),
        )


def _said_cast(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    if _RESPONSE.search(match.string, match.end()) is None:
        return match[0]  # told alone: what it would do is what it does
    number = int(match["card"][1:])
    card = entities[number].card if number < len(entities) else None
    if card is None or not card.spell:
        return match[0]  # a card Arbiter does not know, or no spell: refused as it is
    amount = burn_amount(card)
    said = [p for p in (match["a"], match["p"], match["p2"], match["p3"]) if p]
    players = {" ".join(p.lower().split()) for p in said}
    n = match["n"] or match["n2"]
    x = ""
    if n is not None and n.isdigit() and amount is not None:
        if amount == "x":
            x = f" for {n}"
        elif int(n) != amount:
            amount = None  # more or less than the card deals: something else changed it
    if amount is None or len(players) != 1 or (amount == "x" and not x):
        raise _unresolved(match, entities, card)  # "lethal" from a Fireball: its X unsaid
    return f"{match['s']} {match['v']} {match['card']} at {said[0]}{x}"


def _unresolved(match: re.Match[str], entities: tuple[Entity, ...], card: Card) -> SituationError:
    """A spell told with what it would do and responded to, that is not read: what it did as
    it resolved, after the response, is the words' to say (read as done at once, the response
    came too late)."""
    words = spelled(match[0].strip(), entities)
    return SituationError(
        Message(
            '"{words}": {spell} is on the stack, and what it would do happens only as it '
            "resolves, after what is done in response to it. Say what it did as it resolved "
            '("it resolves and I take 5 damage"), or that it was countered.',
            words=words,
            spell=card.name,
        ),
        unread=words,
        cards=(card.name,),
        rules=("MTG CR 405.5", "MTG CR 608.2"),
    )


def burn_amount(card: Card | None) -> int | str | None:
    """What a spell whose every effect is damage to one target as it resolves deals: its fixed
    amount, "x" where it has none (its caster chooses it: Fireball), None for any other card
    (Final Punishment's life loss, as much as the damage dealt that turn, is no X)."""
    if card is None or not card.spell or not card.effects:
        return None
    amounts: set[int | str] = set()
    for effect in card.effects:
        if not (
            isinstance(effect, DamageSource)
            and effect.moment is CardMoment.RESOLUTION
            and effect.to in _ONE_TARGET
            and effect.how is DamageHow.DAMAGE
            and not effect.half
        ):
            return None
        amounts.add(effect.amount if effect.amount is not None else "x")  # Fireball: its X
    return amounts.pop() if len(amounts) == 1 else None
