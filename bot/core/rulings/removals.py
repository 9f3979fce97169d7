"""A card that takes one target permanent off the battlefield (Doom Blade, Swords to Plowshares,
Vindicate, Unsummon, Set Adrift: `EndsNothing.removes`), told played at a permanent Arbiter
knows, read before the sentences are: put as the event players tell in words, which the
phrase table already reads ("my Platinum Angel is destroyed", "... is exiled", "... leaves
the battlefield"):

- "my opponent casts Doom Blade on my Platinum Angel", "he Swords my Angel", "I Vindicate my
  own Abyssal Persecutor", "my Platinum Angel gets hit by Terminate", "he destroys my Angel
  with Murder";
- Swords to Plowshares' life gain to the creature's controller, equal to its power, is
  written beside the exile (at the same time, as the spell resolves: 608.2b), where the
  creature's printed power is known and whose creature it is is said; otherwise, like any
  removal whose side effect the words may leave out (Set Adrift's card put on top of a
  library), the card named anywhere else in the text is refused with the card named.

Its caster, when said, is kept as whose removal it was ("alice's Platinum Angel is destroyed
by bob's Murder"): a player of the game, never dropped with the words that named them.

The removal's own resolution said beside it ("... on my Platinum Angel and it resolves") is part
of it, never what may stop it.

A target the card cannot take ("Doom Blade on my Phage the Untouchable": Phage is black) is
no situation of a game (115.1, 601.2c): refused, saying why. A target whose card types are
not known (`Card.types`), or anything said beside it that may stop the spell or take the
permanent first ("but it is countered", "in response I sacrifice it"), is left as written.
The words are the reader's (lexicon/). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.arrivals import stopped_beside
from bot.core.rulings.card_model import EndsNothing, Until
from bot.core.rulings.card_targets import Removes
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import (
    MARK,
    MARKED,
    NAME,
    OWNER,
    OWNER_SUBJECTS,
    PLAIN_VERB_SUBJECTS,
    ROLE,
    Entity,
    Refusal,
    SituationError,
    card_marked,
)

_OWNER = (
    rf"(?:my|his|her|their|your)(?:\s++own)?|my opponent's|your opponent's|the opponent's"
    rf"|(?:{ROLE}|{NAME})'s|the"
)
_WHO = rf"my opponent|your opponent|the opponent|i|he|she|they|you|{ROLE}|{NAME}"
_START = r"(?:^|(?<=[,;.!?]\s)|(?<=\band\s)|(?<=\bthen\s)|(?<=\bso\s)|(?<=\bif\s)|(?<=\bwhen\s))"
# the permanent: a card marked, or one word of the name of a card named before ("my Angel")
_TARGET = rf"(?:(?P<o>{_OWNER})\s++)?(?:(?P<c>{MARK}\d++)|(?P<w>[^\W\d_]{{4,}}+))"
_REMOVAL = rf"(?:(?:a|an|the|his|her|their|my|your)\s++)?(?P<f>{MARK}\d++)"
_END = r"(?![\w'§])(?!,?\s++(?:that|which|who|whom|whose)\b)"
# "... on my Platinum Angel and it resolves": the removal's own resolution, said beside it, is
# part of it (never something that may stop it, `stopped_beside`)
_ITS_RESOLUTION = r"(?:(?:\s*+,)?\s++and\s++it\s++(?:resolves|resolved)(?![\w']))?+"

_FORMS = (
    # "my opponent casts Doom Blade on my Platinum Angel", "I use Vindicate targeting his Angel"
    re.compile(
        rf"{_START}(?P<x>{_WHO})\s++{one_of(WORDS.use_verbs + WORDS.cast_verbs)}\s++{_REMOVAL}"
        rf",?\s++{one_of(WORDS.aimed_at)}\s++{_TARGET}{_END}{_ITS_RESOLUTION}",
        re.IGNORECASE,
    ),
    # "he Swords my Angel", "I Terashi's Grasp my own Lich": the card's name as the verb
    re.compile(rf"{_START}(?P<x>{_WHO})\s++(?P<f>{MARK}\d++)\s++{_TARGET}{_END}", re.IGNORECASE),
    # "he destroys my Angel with Murder", "I target his Angel with Doom Blade"
    re.compile(
        rf"{_START}(?P<x>{_WHO})\s++"
        rf"{one_of(WORDS.target_verbs + WORDS.removing + WORDS.no_longer_held)}\s++{_TARGET}"
        rf"\s++{one_of(WORDS.by_means_of)}\s++{_REMOVAL}{_END}",
        re.IGNORECASE,
    ),
    # "my Platinum Angel gets hit by Terminate", "my Angel is destroyed by Doom Blade"
    re.compile(
        rf"{_START}{_TARGET}\s++(?:is|was|gets|got|has\s++been|had\s++been|is\s++being)\s++"
        rf"(?:{one_of(WORDS.flickered_by)}|(?:destroyed|killed|bounced|returned)\s++"
        rf"{one_of((*WORDS.by_means_of, 'by'))})\s++{_REMOVAL}{_END}",
        re.IGNORECASE,
    ),
    # "my Platinum Angel got Doom Bladed": the card's name as the verb, the clause ending there
    re.compile(
        rf"{_START}{_TARGET}\s++(?:was|gets|got|has\s++been|had\s++been)\s++(?P<f>{MARK}\d++)"
        r"(?=\s*+(?:[.,;!?]|$|(?:and|then|so)\b))",
        re.IGNORECASE,
    ),
)

_LIBRARY_TOLD = re.compile(rf"\b{one_of(WORDS.library_told)}\b", re.IGNORECASE)

# what a removal is named after where the words tell its event ("is destroyed by", "exiles
# his Angel with"): read as that event
_BY = re.compile(rf"\b(?:by|with|using)\s++(?:(?:{OWNER})\s++)?$", re.IGNORECASE)
_REMOVING = re.compile(
    rf"\b{one_of(WORDS.removing + WORDS.removed_passive + WORDS.leaving)}\b", re.IGNORECASE
)


def _told_done(marked: str, at: int) -> bool:
    """Whether the removal named at `at` follows "by"/"with" in a clause that tells a
    permanent destroyed, exiled or leaving ("my Angel is destroyed by §1")."""
    clause = marked[_clause(marked, at)[0] : at]
    return _BY.search(clause) is not None and _REMOVING.search(clause) is not None


# a removal told used, in the clause it is named in ("casts", "resolves", "on my Angel")
_ACTING = re.compile(
    rf"\b{one_of(WORDS.played_verbs + WORDS.use_verbs + WORDS.target_verbs + WORDS.fire_verbs)}"
    r"\b|\bresolve[sd]?\b",
    re.IGNORECASE,
)
_AIMED_AFTER = re.compile(rf"\s++{one_of(WORDS.aimed_at)}\b", re.IGNORECASE)
# a player said right before it, its name then the verb ("he Doom Blades my Angel")
_WHO_BEFORE = re.compile(
    rf"{_START}(?:my opponent|your opponent|the opponent|i|he|she|they|you|{ROLE})\s++$",
    re.IGNORECASE,
)


def _clause(marked: str, at: int) -> tuple[int, int]:
    """Where the sentence part around `at` starts and ends."""
    start = max(marked.rfind(stop, 0, at) for stop in ".;!?") + 1
    ends = [end for end in (marked.find(stop, at) for stop in ".;!?") if end != -1]
    return start, min(ends, default=len(marked))


def _acting(marked: str, found: re.Match[str], entity: Entity) -> bool:
    """Whether a removal named at `found` is told used: a cast, play, target or resolution in
    its clause, aimed at something right after it, or its name as the verb ("he Murders")."""
    start, end = _clause(marked, found.start())
    return bool(
        entity.verb
        or _ACTING.search(marked, start, end)
        or _AIMED_AFTER.match(marked, found.end())
        or _WHO_BEFORE.search(marked, 0, found.start())
    )


# "my opponent casts Wrath of God and my ten Myr die and my two Disciple of the Vault
# creatures die": each card named told to leave, or a permanent it cannot take
_GONE_AFTER = re.compile(
    rf"(?:\s++creatures?)?\s++{one_of(WORDS.dies_words + WORDS.leaving)}\b", re.IGNORECASE
)


def _each_told_gone(marked: str, entities: tuple[Entity, ...]) -> bool:
    """Whether every card named beside a card that takes every creature is told to die or
    leave, or is one whose types say it is no creature (a planeswalker, an enchantment)."""
    told = {
        entities[int(found[1])].name
        for found in MARKED.finditer(marked)
        if int(found[1]) < len(entities) and _GONE_AFTER.match(marked, found.end())
    }
    for number in {int(n) for n in MARKED.findall(marked)}:
        entity = entities[number] if number < len(entities) else None
        if entity is None:
            return False
        card = entity.card
        if removal_of(card) is not None or entity.name in told:
            continue
        if card is None or not card.types or "creature" in card.types or _conditional(card):
            return False
    return True


def removal_of(card: Card | None) -> EndsNothing | None:
    """The card's effect that takes a permanent off the battlefield, or None."""
    if card is None:
        return None
    return next((e for e in card.effects if isinstance(e, EndsNothing) and e.removes), None)


def _target(match: re.Match[str], entities: tuple[Entity, ...]) -> str | None:
    """The mark of the permanent aimed at: marked, or the one card named before whose name has
    the word ("my Angel"); else None."""
    if match["c"]:
        number = int(match["c"][len(MARK) :])
        if number >= len(entities) or entities[number].card is not None:
            return str(match["c"])
        word = entities[number].name.lower()  # "my Angel", marked as a card unknown
    else:
        word = match["w"].lower()
    before = {int(n) for n in re.findall(rf"{MARK}(\d++)", match.string[: match.start()])}
    fits = {
        entities[n].name: n
        for n in before
        if n < len(entities)
        and entities[n].card is not None
        and word in {w.lower() for w in re.findall(r"[^\W\d_]+", entities[n].name)}
    }
    return f"{MARK}{next(iter(fits.values()))}" if len(fits) == 1 else None


def _drawn_after(match: re.Match[str]) -> bool:
    """Whether the words after a card put on top of its owner's library (Set Adrift) may draw
    it: a library, a draw or a mill told after it, or any card named after it (whose effect may
    draw). A draw told only before it was checked before it came (704.5b): the card changes
    nothing of that draw."""
    after = match.string[match.end() :]
    return _LIBRARY_TOLD.search(after) is not None or MARK in after


def _cannot_take(removal: Card, target: Card) -> SituationError:
    return SituationError(
        Message(
            "{card} can't target {target}: {wording} (MTG CR 115.1). Say what was done instead.",
            card=removal.name,
            target=target.name,
            wording=removal.said,
        ),
        kind=Refusal.INVALID,
        cards=(removal.name, target.name),
        rules=("MTG CR 115.1",),
    )


def _owner_said(owner: str | None) -> str:
    """The possessive as the rewrite writes it ("my own": "my"; none: "")."""
    if owner is None or owner.lower() == "the":
        return ""
    return re.sub(r"\s++own$", "", owner, flags=re.IGNORECASE) + " "


_SUBJECT_OWNERS = {subject.lower(): owner for owner, subject in OWNER_SUBJECTS.items()}


def _controller(owner: str | None) -> str | None:
    """The player a possessive names ("my": "I", "bob's": "bob"), or None ("the", none)."""
    said = _owner_said(owner).strip()
    if not said:
        return None
    return OWNER_SUBJECTS.get(said.lower(), said.removesuffix("'s"))


def _possessive(player: str) -> str:
    """The possessive of a player said as a subject ("I": "my", "bob": "bob's")."""
    return _SUBJECT_OWNERS.get(player.lower(), f"{player}'s")


def _removed(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    removal = card_marked(match["f"], entities)
    effect = removal_of(removal)
    mark = _target(match, entities)
    target = card_marked(mark, entities) if mark else None
    if removal is None or effect is None or mark is None or target is None:
        return match[0]
    assert effect.takes is not None
    if not target.types or stopped_beside(match):
        return match[0]  # what it is unknown, or it may never have been removed
    if not effect.takes.fits(target.types, target.colours):
        raise _cannot_take(removal, target)
    owner = _owner_said(match["o"])
    # whose removal it was, kept: its caster is a player of the game ("bob casts Murder on
    # alice's Angel. carol is at 5 life": bob plays on, carol has not won); a removal that
    # changes more than the permanent (Swords to Plowshares' gain, Set Adrift's library) by
    # its name, no card mark: what it changed is written out below, never left to the card
    by = match["f"] if not effect.changes else removal.name
    if match.groupdict().get("x"):
        by = f"{_possessive(match['x'])} {by}"
    match effect.removes:
        case Removes.DESTROY:
            said = f"{owner}{mark} is destroyed by {by}"
        case Removes.EXILE:
            said = f"{owner}{mark} is exiled by {by}"
        case _:
            said = f"{owner}{mark} is removed by {by}"
    if effect.removes is Removes.LIBRARY and not _drawn_after(match):
        return said  # Set Adrift: the card on top of a library changes no draw told
    if not effect.changes:
        return said
    who = _controller(match["o"])
    if effect.changes != ("life",) or who is None or target.power is None:
        return match[0]  # what else it changed is unsaid: refused below
    # Swords to Plowshares: its controller gains life equal to its power, as it resolves
    gains = "gain" if who.lower() in PLAIN_VERB_SUBJECTS else "gains"
    return f"{owner}{mark} is exiled by {by} and {who} {gains} {target.power} life"


# "my opponent casts Wrath of God", "Day of Judgment resolves"
_SWEEPS = (
    re.compile(
        rf"{_START}(?P<x>{_WHO})\s++{one_of(WORDS.cast_verbs)}\s++{_REMOVAL}{_END}",
        re.IGNORECASE,
    ),
    re.compile(rf"{_START}{_REMOVAL}\s++(?:resolves|resolved){_END}", re.IGNORECASE),
    # "my opponent Wraths the board": the card's name as the verb
    re.compile(
        rf"{_START}(?P<x>{_WHO})\s++(?P<f>{MARK}\d++)"
        rf"(?:\s++(?:the\s++)?(?:board|battlefield|field|table)){_END}",
        re.IGNORECASE,
    ),
)


def _conditional(card: Card) -> bool:
    """Whether an effect of the card lasts only while a condition holds (Worship's creature):
    what a card that takes every creature leaves of it is not followed."""
    return any(getattr(effect, "until", None) is Until.CONDITION for effect in card.effects)


def _swept(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    """A card that takes every permanent of a kind (Wrath of God) put as each of those
    named leaving, where every card named is one whose types are known and no effect of one
    lasts only while a condition holds (Worship's creature); else as written."""
    effect = removal_of(card_marked(match["f"], entities))
    if effect is None or not effect.every or stopped_beside(match):
        return match[0]
    assert effect.takes is not None
    named = [entities[int(n)] for n in MARKED.findall(match.string)]
    others = [e.card for e in named if e.card is not None and removal_of(e.card) is None]
    if len(others) < len([e for e in named if removal_of(e.card) is None]):
        return match[0]  # a card Arbiter does not know: it may be one of them
    if any(not card.spell and not card.types for card in others) or any(
        _conditional(card) for card in others
    ):
        return match[0]
    taken = {
        card.name: mark
        for mark, card in (
            (f"{MARK}{n}", entities[int(n)].card) for n in MARKED.findall(match.string)
        )
        if card is not None and card.types and effect.takes.fits(card.types, card.colours)
    }
    if not taken:
        return match[0]
    verb = "is destroyed" if effect.removes is Removes.DESTROY else "leaves the battlefield"
    return " and ".join(f"{mark} {verb}" for mark in taken.values())


def _left_open(card: Card, effect: EndsNothing) -> SituationError:
    """The refusal of a removal the words do not say enough of to read."""
    if effect.every:
        said = Message(
            "Arbiter knows {card} ({wording}) but cannot tell from these words which "
            'permanents it took; say each one ("Platinum Angel is destroyed").',
            card=card.name,
            wording=card.said,
        )
    else:
        said = Message(
            "Arbiter knows {card} ({wording}) but cannot tell from these words what it did; "
            'say what it was cast on and whose that is ("my opponent casts {card} on my '
            'Platinum Angel").',
            card=card.name,
            wording=card.said,
        )
    return SituationError(said, kind=Refusal.CARD_NOT_JUDGED, cards=(card.name,))


def removed(marked: str, entities: tuple[Entity, ...]) -> str:
    """The marked text with each removal played at a known permanent put as the event it is
    (see above); else as it is. SituationError where the target can't be the card's, or where
    a removal whose side effect the words leave out stays named."""
    if MARK not in marked or all(removal_of(entity.card) is None for entity in entities):
        return marked  # no removal named: every form below would keep the words as they are
    for form in _FORMS:
        marked = form.sub(lambda match: _removed(match, entities), marked)
    for form in _SWEEPS:
        marked = form.sub(lambda match: _swept(match, entities), marked)
    for found in MARKED.finditer(marked):
        number = int(found[1])
        card = entities[number].card if number < len(entities) else None
        effect = removal_of(card)
        if card is None or effect is None:
            continue
        if not _acting(marked, found, entities[number]):
            continue  # "alice reveals Doom Blade": held or shown, it did nothing
        if not effect.changes and _told_done(marked, found.start()):
            continue  # "he destroys my Angel with Doom Blade": the event is told
        if effect.every and _each_told_gone(marked, entities):
            continue  # "he casts Wrath of God and my Myr die": what it took is told
        raise _left_open(card, effect)
    return marked
