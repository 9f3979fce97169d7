"""Spells told acting on other spells on the stack, put in the language's terms before the
grammar reads them (language.py, after the cards are marked):

- a counterspell told cast at a spell or ability told before it ("he Counterspells it", "he
  counters my Bolt with Negate", "in response she casts Cancel on it", "he responds with
  Dissolve", "it gets countered by Stifle", "it gets hit with a Counterspell": only a card
  that counters) is that spell or ability countered ("it is
  countered": none of its effects happen, MTG CR 701.6a), where the card can target it
  (`Counters.what`): Negate told at a creature spell, Stifle at a spell, Counterspell at a
  trigger are refused, as is a counter whose target's kind the words and the card data leave
  open (Dispel at a spell Arbiter does not know is an instant). A counter its target's
  controller may pay to escape (Mana Leak) is read with the payment told after it ("and I pay
  the 3": it resolves; "he can't pay": it is countered); with none told, refused, asking;
- a copy of a burn spell told made and aimed ("I Twincast his Lava Axe back at him", "I copy
  it with Fork at her") is that spell's damage dealt again by the copier, at whom they aimed
  it, before the original resolves (MTG CR 707.10, 707.10c, 405.5): "in response I cast Lava
  Axe at him and it resolves", with the X its original was cast with ("Fireball at me for
  20": the copy's is 20 too). The original stays on the stack (its own resolution is the
  words' to say). A copy told with no aim, of a spell that does anything but damage a target
  (a copy is not cast: Approach of the Second Sun), or of a spell the card cannot copy, is
  refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from bot.core.messages import Message
from bot.core.rules.vocabulary import System
from bot.core.rulings.card_lookup import all_cards
from bot.core.rulings.card_model import (
    DamageSource,
    Who,
)
from bot.core.rulings.card_spell_effects import CopiesSpell, Countered, Counters
from bot.core.rulings.card_use import changes_life_unsaid, damage_as_it_resolves
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import (
    MARK,
    NAME,
    OWNER_SUBJECTS,
    PLAIN_VERB_SUBJECTS,
    ROLE,
    SUBJECT,
    Entity,
    SituationError,
    card_marked,
    entity_marked,
    spelled,
)

_CARD = rf"{MARK}\d++"
_WHOSE = r"(?:(?:my|his|her|their|your|the|a|an|that|this|its)\s++)?"
_IT = r"(?:that\s++spell|the\s++spell|this\s++spell|(?:my|his|her|their|your)\s++spell|it|that)"
_ABILITY_WORD = r"(?:triggered\s++ability|activated\s++ability|trigger|ability)"
_ABILITY = (
    rf"(?:(?:the|that|this|its|my|his|her|their|your)\s++{_ABILITY_WORD}"
    rf"|{_CARD}'s?\s++{_ABILITY_WORD})"
)
# what a spell on the stack acts on: a spell or ability told before ("it", "the trigger"),
# or a card named ("his Lava Axe")
_REF = rf"(?P<r>{_ABILITY}|{_WHOSE}(?P<rc>{_CARD})(?!'s?\s)|{_IT})(?![\w'])"


def _target(group: str) -> str:
    """A player a copy is aimed at, in the group named `group`."""
    return (
        rf"(?P<{group}>{ROLE}|my\s++opponent|your\s++opponent|the\s++opponent|himself|herself|myself"
        rf"|themselves|him|them|me|you|her(?!\s++(?!and\b|but\b|then\b)[a-z])"
        rf"|(?!(?:his|her|my|their|your|its|the|a|an|once|all|both)\b){NAME})(?![\w'])"
    )


_LEAD = rf"(?P<lead>{one_of(WORDS.stack_response)}\s*+,?\s*+)?"
# who acts: never a word that joins a clause ("and copy it": its subject unsaid), a noun's
# determiner ("the counters that ...") or a modal or a denial ("he can't counter it")
_NOT_X = rf"{one_of(WORDS.stack_not_subjects)}(?![\w'])"
_X = rf"(?<![\w'{MARK}])(?!{_NOT_X})(?P<x>{SUBJECT})"
_USED = rf"{_WHOSE}(?P<c>{_CARD})"
# the aim of a copy: "back at him", "targeting me", ", and aims it at him"
_AIM = (
    rf"(?:(?:\s*+,\s*+|\s++){one_of(WORDS.stack_aims)}\s++{_target('y')}"
    rf"|\s*+,?\s*+(?:and\s++)?{one_of(WORDS.stack_aim_verbs)}\s++"
    rf"(?:it|the\s++copy|(?:my|his|her|their)\s++copy)\s++(?:back\s++)?(?:at|to|toward)\s++"
    rf"{_target('z')})?(?![\w'])"
)

_COUNTER_VERB = re.compile(
    rf"{_LEAD}{_X}\s++{one_of(WORDS.counter_verbs)}\s++{_REF}"
    rf"(?:\s++with\s++{_USED})?(?![\w'])",
    re.IGNORECASE,
)
_COPY_VERB = re.compile(
    rf"{_LEAD}{_X}\s++{one_of(WORDS.copy_verbs)}\s++{_REF}(?:\s++with\s++{_USED})?{_AIM}",
    re.IGNORECASE,
)
_AS_VERB = re.compile(rf"{_LEAD}{_X}\s++(?P<c>{_CARD})\s++{_REF}{_AIM}", re.IGNORECASE)
_CAST = re.compile(
    rf"{_LEAD}{_X}\s++{one_of(WORDS.stack_casts)}\s++{_USED}"
    rf"(?:\s++{one_of(WORDS.stack_onto)}\s++{_REF})?{_AIM}"
    rf"(?:\s*+,?\s*+{one_of(WORDS.stack_response)})?(?![\w'])",
    re.IGNORECASE,
)
_COUNTERED_BY = re.compile(
    rf"{_LEAD}{_REF}\s++(?:is|was|gets|got)\s++"
    rf"(?:countered\s++(?:by|with)|(?P<hit>{one_of(WORDS.counter_hits)}))\s++{_USED}(?![\w'])",
    re.IGNORECASE,
)
_PAID = re.compile(
    rf"\s*+,?\s*+(?:(?:and|but|so|then)\s++)?(?P<p>{SUBJECT})\s++"
    rf"(?:(?P<no>{one_of(WORDS.unpaid_verbs)})|{one_of(WORDS.paid_verbs)})"
    r"(?P<rest>(?:\s++(?:the|for|it|its|mana|cost|tax|\{\d\}|\d|one|two|three|four))*+)(?![\w'])",
    re.IGNORECASE,
)


# "if you try to Twincast or Reverberate": a spell on a spell told only as tried, acting on
# nothing said: no card played, its words left as written (what was tried is no event)
_TRIED = re.compile(
    rf"{_X}\s++(?:try|tries|tried|trying)\s++(?:to\s++(?:cast\s++|use\s++|play\s++)?)?"
    rf"(?P<c>{_CARD}(?:\s++or\s++{_CARD})*+)"
    rf"(?:\s++(?:on|at|targeting|against)\s++(?:it|that|this|them|{_CARD}"
    rf"|(?:his|her|my|their|your|the)\s++(?:{_CARD}|spell|copy)))?"
    rf"(?=\s*+(?:[,.;!?]|$))",
    re.IGNORECASE,
)


def _tried(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    marks = re.findall(_CARD, match["c"])
    if not all(_on_stack(_card_at(mark, entities)) for mark in marks):
        return match[0]
    start, end = match.start("c") - match.start(), match.end("c") - match.start()
    return match[0][:start] + spelled(match["c"], entities, as_written=True) + match[0][end:]


# "he Negates it", "I Fork it back at him": a card of one ordinary word that acts on spells,
# capitalised and used as a verb before what it acts on (the ordinary verb, "he can negate
# it", is never capitalised there)
_AS_A_VERB = (
    rf"\s++(?P<v>[A-Z][a-z]{{2,}})(?=\s++(?:it|that|this|the|his|her|my|their|your|its"
    rf"|{MARK})(?![\w']))"
)
_NAME_AS_VERB = re.compile(rf"{_X}{_AS_A_VERB}")


# What every match of a form holds, found far more cheaply than the form, which tries a subject
# at every character: a text without it is not searched with the form (the same answers).
_NEEDS = {
    _NAME_AS_VERB: re.compile(_AS_A_VERB),
    _TRIED: re.compile(r"try|tries|tried|trying", re.IGNORECASE),
    _COUNTERED_BY: re.compile(rf"countered|{one_of(WORDS.counter_hits)}", re.IGNORECASE),
    _COUNTER_VERB: re.compile(one_of(WORDS.counter_verbs), re.IGNORECASE),
    _COPY_VERB: re.compile(one_of(WORDS.copy_verbs), re.IGNORECASE),
    _AS_VERB: re.compile(rf"\s++{_CARD}\s++{_REF}", re.IGNORECASE),
    _CAST: re.compile(one_of(WORDS.stack_casts), re.IGNORECASE),
}


def _may_hold(pattern: re.Pattern[str], text: str) -> bool:
    """Whether `text` holds what every match of `pattern` holds (`_NEEDS`)."""
    return _NEEDS[pattern].search(text) is not None


@cache
def _one_word_on_stack(game: System) -> dict[str, Card]:
    """The cards of `game` of one word that act on spells, by their name in lower case: built
    once, not scanned at every ruling."""
    return {
        card.name.casefold(): card
        for card in all_cards(game)
        if _on_stack(card) and " " not in card.name
    }


def _names_as_verbs(
    marked: str, entities: tuple[Entity, ...], game: System
) -> tuple[str, tuple[Entity, ...]]:
    """The text with each such name marked as its card, and the entities with them added."""
    if not _may_hold(_NAME_AS_VERB, marked):
        return marked, entities
    cards = _one_word_on_stack(game)
    found = list(entities)

    def mark(match: re.Match[str]) -> str:
        word = match["v"]
        stems = (word, word[:-1], word[:-2]) if word.endswith(("s", "d")) else (word,)
        card = next((cards[w.casefold()] for w in stems if w.casefold() in cards), None)
        if card is None:
            return match[0]
        found.append(Entity(card.name, card, word, verb=True))
        return f"{match[0][: match.start('v') - match.start()]}{MARK}{len(found) - 1}"

    return _NAME_AS_VERB.sub(mark, marked), tuple(found)


def acted_on(
    marked: str, entities: tuple[Entity, ...], game: System | None = None
) -> tuple[str, tuple[Entity, ...]]:
    """The marked text with each counterspell and copy told acting on a spell put in the
    language's terms (see above), and the entities with the cards named as verbs added; else
    as they are. Raises SituationError where the words leave open what decides it, or tell
    what the card cannot do."""
    if game is not None:
        marked, entities = _names_as_verbs(marked, entities, game)
    if MARK not in marked:
        return marked, entities
    if _may_hold(_TRIED, marked):
        marked = _TRIED.sub(lambda match: _tried(match, entities), marked)
    acted: list[str] = []  # what was read so far: one spell on a spell, never a chain

    def read(match: re.Match[str], text: str) -> _Read:
        found = _read(match, text, entities, acted)
        if found is not None:
            acted.append(match[0])
        return found

    for pattern in (_COUNTERED_BY, _COUNTER_VERB, _COPY_VERB, _AS_VERB, _CAST):
        if _may_hold(pattern, marked):
            marked = _each(pattern, marked, read)
    return marked, entities


# what a match is read as: the words put in its place, and where the words it read end
_Read = tuple[str, int] | None


def _each(pattern: re.Pattern[str], text: str, read: Callable[[re.Match[str], str], _Read]) -> str:
    """`text` with each match of `pattern` replaced by what `read` makes of it (None: kept)."""
    position = 0
    while (match := pattern.search(text, position)) is not None:
        found = read(match, text)
        if found is None:
            position = match.end() if match.end() > match.start() else match.start() + 1
            continue
        new, end = found
        text = text[: match.start()] + new + text[end:]
        position = match.start() + len(new)
    return text


def _aim(match: re.Match[str]) -> str | None:
    """The player a copy was aimed at, as the words say them."""
    found = match.groupdict()
    return found.get("y") or found.get("z")


def _card_at(mark: str | None, entities: tuple[Entity, ...]) -> Card | None:
    return card_marked(mark, entities) if mark is not None else None


def _counters(card: Card | None) -> Counters | None:
    if card is None:
        return None
    return next((e for e in card.effects if isinstance(e, Counters)), None)


def _pays_life(card: Card) -> bool:
    """A card whose caster may pay life for it (Force of Will's alternative cost)."""
    return changes_life_unsaid(card)


_LIFE = re.compile(r"\blife\b", re.IGNORECASE)


def _copies(card: Card | None) -> bool:
    return card is not None and any(isinstance(e, CopiesSpell) for e in card.effects)


def _on_stack(card: Card | None) -> bool:
    """A card that acts on spells (a counter or a copy): never the spell it acts on."""
    return _counters(card) is not None or _copies(card)


def _read(match: re.Match[str], text: str, entities: tuple[Entity, ...], acted: list[str]) -> _Read:
    """What a match of one of the forms above is read as; `acted`: the spells on spells read
    so far (a second one is a chain: refused)."""
    used = match.groupdict().get("c")
    card = _card_at(used, entities)
    pattern = match.re
    if acted and (_on_stack(card) or pattern in (_COUNTER_VERB, _COPY_VERB, _COUNTERED_BY)):
        words = _words(match, entities)
        raise _refused(
            Message(
                '"{words}" is told after another spell cast at a spell: which of them it was '
                "cast at, and which resolved, Arbiter does not follow. Say what became of each "
                '("my Shock is countered", "it resolves").',
                words=words,
            ),
            words,
            (card.name,) if card is not None else (),
            ("MTG CR 405.5", "MTG CR 701.6a"),
        )
    if used is not None and not _on_stack(card):
        return None  # "I cast Lightning Bolt at him": no spell on a spell
    if match.groupdict().get("hit") and _counters(card) is None:
        return None  # "it gets hit with Twincast": a copy, never a counter
    counter = pattern in (_COUNTER_VERB, _COUNTERED_BY) or _counters(card) is not None
    if counter and pattern is not _COPY_VERB:
        if _aim(match):
            return None  # "he casts Cancel at me": no spell countered
        return _countered(match, text, entities, card)
    if pattern is _COUNTER_VERB:
        return None
    return _copied(match, text, entities, card)


def _what(match: re.Match[str], text: str, entities: tuple[Entity, ...]) -> tuple[str | None, bool]:
    """The mark of the spell acted on (None: none named or told before) and whether it is an
    ability ("the trigger")."""
    said = match["r"]
    if said is not None and re.search(_ABILITY_WORD + r"$", said, re.IGNORECASE):
        owner = re.match(_CARD, said)
        return (owner[0] if owner else None), True
    if match["rc"] is not None:
        return match["rc"], False
    before = [
        m for m in re.findall(_CARD, text[: match.start()]) if not _on_stack(_card_at(m, entities))
    ]
    return (before[-1] if before else None), False


def _refused(
    message: Message, words: str, cards: tuple[str, ...], rules: tuple[str, ...]
) -> SituationError:
    """A refusal of the words `words`, naming the cards and rules it is about."""
    return SituationError(message, unread=words, cards=cards, rules=rules)


def _words(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    return spelled(match[0].strip(), entities)


# "he casts Lava Axe", "casting his Bolt": a card told cast
_CAST_BEFORE = re.compile(
    rf"\b{one_of((*WORDS.cast_verbs, 'casting', 'playing', 'casted'))}\s++"
    rf"(?:an?\s++|my\s++|his\s++|her\s++|their\s++)?(?P<c>{_CARD})(?!\d)",
    re.IGNORECASE,
)


def _cast_told(mark: str, text: str, entities: tuple[Entity, ...]) -> bool:
    """Whether the card marked `mark` is told cast before (a spell on the stack)."""
    entity = entity_marked(mark, entities)
    if entity is not None and entity.verb:
        return True
    return any(found["c"] == mark for found in _CAST_BEFORE.finditer(text))


def _fits(what: Countered, ability: bool, card: Card | None, cast: bool) -> bool | None:
    """Whether a counter of `what` can target the spell or ability (None: unknown)."""
    if ability:
        return what in (Countered.ABILITY, Countered.SPELL_OR_ABILITY)
    if what is Countered.ABILITY:
        return False
    if card is None or not (card.spell or cast):
        return None  # a permanent's trigger or its spell? The words do not say
    if what in (Countered.SPELL, Countered.SPELL_OR_ABILITY):
        return True
    if what is Countered.NONCREATURE_SPELL:
        return True if card.spell else (False if card.creature else None)
    if what is Countered.CREATURE_SPELL:
        return False if card.spell else (True if card.creature else None)
    return False if card.creature else None  # an instant: the data does not say which


def _countered(
    match: re.Match[str], text: str, entities: tuple[Entity, ...], card: Card | None
) -> _Read:
    mark, ability = _what(match, text, entities)
    words = _words(match, entities)
    if mark is None and not ability:
        return None  # nothing told before: left to the grammar (spell_resolutions refuses)
    effect = _counters(card)
    said = "the ability" if ability else ("it" if match["rc"] is None else match["rc"])
    if effect is None or card is None:
        return f"{said} is countered", match.end()  # "he counters it": the words say so
    target = _card_at(mark, entities) if mark is not None else None
    fits = _fits(
        effect.what, ability, target, mark is not None and _cast_told(mark, text, entities)
    )
    if fits is not True:  # False: it cannot target that; None: the words do not say
        raise _refused(
            Message(
                '"{words}": {card} can target only the kind of spell or ability its text names, '
                "and the words tell it cast at another kind, or do not say which kind that was. "
                'Say what happened instead ("it is countered", "it resolves").',
                words=words,
                card=card.name,
            ),
            words,
            (card.name,),
            ("MTG CR 115.1", "MTG CR 701.6a"),
        )
    if _pays_life(card) and _LIFE.search(text) is not None:
        raise _refused(
            Message(
                '"{words}": {card} may be cast by paying life instead of mana, and the words '
                "tell a life total but not which way it was cast: say whether its caster paid "
                'the life ("he pays 1 life for it") or its mana.',
                words=words,
                card=card.name,
            ),
            words,
            (card.name,),
            ("MTG CR 118.9", "MTG CR 119.4"),
        )
    if effect.unless_paid is None:
        return f"{said} is countered", match.end()
    paid = _PAID.match(text, match.end())
    if paid is not None and paid["p"].casefold() == match["x"].casefold():
        paid = None  # "he Mana Leaks it and he pays": the counter's caster pays nothing
    if paid is None:
        raise _refused(
            Message(
                '"{words}": {card} counters it unless its controller pays {cost}, and the '
                "words do not say whether they did. It depends: paid, it resolves as usual; not "
                'paid, none of it happens. Say which ("and I pay {cost}", "and he doesn\'t '
                'pay").',
                words=words,
                card=card.name,
                cost=effect.unless_paid,
            ),
            words,
            (card.name,),
            ("MTG CR 701.6a", "MTG CR 608.2"),
        )
    # the payment told after it is read with it
    return f"{said} {'is countered' if paid['no'] else 'resolves'}", paid.end()


def _burn(card: Card) -> bool:
    """A spell whose only effects are damage to a target as it resolves (Lava Axe, Bolt)."""
    return damage_as_it_resolves(card) and all(
        isinstance(e, DamageSource) and e.to in (Who.ANY_TARGET, Who.TARGET_PLAYER)
        for e in card.effects
    )


def _copied(
    match: re.Match[str], text: str, entities: tuple[Entity, ...], card: Card | None
) -> _Read:
    mark, ability = _what(match, text, entities)
    words = _words(match, entities)
    copier = card.name if card is not None else None
    if mark is None or ability:
        return None
    copied = _card_at(mark, entities)
    if copied is None or not _burn(copied) or not _aim(match):
        name = copied.name if copied is not None else spelled(mark, entities)
        raise _refused(
            Message(
                '"{words}": a copy of {spell} is put on the stack above it and resolves first; '
                "it is not cast, and its new controller may choose new targets for it. Arbiter "
                "reads a copy of a spell that deals damage to a target, told with the player it "
                'was aimed at ("I Twincast his Lava Axe back at him"); say what the copy did '
                'instead ("he takes 5 damage").',
                words=words,
                spell=name,
            ),
            words,
            tuple(n for n in (copier, name) if n),
            ("MTG CR 707.10", "MTG CR 707.10c"),
        )
    who = match["x"]
    done = match.re is not _CAST  # "I Twincast it at him": told as done, as "I bolt him"
    told = [m for m in re.findall(_CARD, text[: match.start()]) if _same(m, copied, entities)]
    copy = f"in response {who} {_cast(who)} {mark} at {_aim(match)}{_x_kept(text, told)}"
    copy += " and it resolves" if done else ""
    if told:
        return copy, match.end()
    # "I Twincast his Lava Axe back at him": the original, told by whose it is, stays on the
    # stack under its caster, its resolution the words' to say (spell_orders asks it)
    owner = OWNER_SUBJECTS.get((match["r"] or "").split()[0].lower()) if match["r"] else None
    if owner is None:
        raise _refused(
            Message(
                '"{words}": whose {spell} was copied, still on the stack below the copy, the '
                'words do not say: say who cast it ("bob casts Lava Axe at me and I Twincast '
                'it back at him").',
                words=words,
                spell=copied.name,
            ),
            words,
            tuple(n for n in (copier, copied.name) if n),
            ("MTG CR 707.10", "MTG CR 405.5"),
        )
    return f"{owner} {_cast(owner)} {mark} and {copy}", match.end()


# "casts Fireball at me for 20": the X chosen for a spell, told right after its target
_X_TOLD = re.compile(
    rf"\s++(?:{one_of(WORDS.stack_aims)}\s++)?{_target('t')}\s++for\s++(?P<n>\d{{1,3}}+)(?![\w'])",
    re.IGNORECASE,
)


def _x_kept(text: str, told: list[str]) -> str:
    """A copy's X, as the spell it copies was cast with (MTG CR 707.10: a copy copies the
    choices made for it): " for 20" where the original's cast told it, else nothing (a spell
    with no X, or its X unsaid: the grammar asks for it)."""
    if not told:
        return ""
    at = text.rfind(told[-1]) + len(told[-1])
    x = _X_TOLD.match(text, at)
    return f" for {x['n']}" if x is not None else ""


def _cast(who: str) -> str:
    return "cast" if who.lower() in PLAIN_VERB_SUBJECTS else "casts"


def _same(mark: str, card: Card, entities: tuple[Entity, ...]) -> bool:
    found = _card_at(mark, entities)
    return found is not None and found.name == card.name
