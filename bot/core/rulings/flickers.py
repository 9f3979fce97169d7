"""A card that exiles a creature and returns it to the battlefield (a "flicker": Astral Slide,
Cloudshift, Ephemerate; `EndsNothing.returns`), told acting on a creature card, read before the
sentences are: put as `X flickers X's CARD with FLICKER`, which arrivals.py reads as the card
entering again under X's control, not cast (a card that comes back is a new object, MTG CR
400.7, and it was put there, not cast, 603.4):

- "my Phage is targeted by Astral Slide", "his Phage gets hit with Cloudshift": it comes back
  under the control of the player whose card it is said to be (one that returns it to its
  owner, or a spell that only targets a creature its caster controls and returns it to them);
- "I target my Phage with Astral Slide", "I cast Ephemerate on my Phage": the same; a card
  that returns the creature to its owner used on another player's creature ("I target his
  Phage with Astral Slide") brings it back under that player's control; one that returns it
  to its caster, used on another's ("I Cloudshift his Phage"), is left as written.

Only where the words say whose creature it is and the card is one Arbiter knows to flicker,
and nothing said beside it may stop it or take the creature first ("but the ability is
countered", "in response I sacrifice Phage", "it fizzles"): being targeted is not being
exiled. Anything else stays as written (read, or refused): a spell that only takes its
caster's own creature told cast on another's (Ephemerate), a creature told more of ("my Phage
that I stole from my opponent"), and a flicker that brings the creature back only at the next
end step (Astral Slide, 603.7) with anything but questions told after it, or of a creature
whose effect lasts while it is on the battlefield (Platinum Angel: in exile, it stops
nothing). The words are the reader's (lexicon/). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.arrivals import stopped_beside
from bot.core.rulings.card_model import EndsNothing, Returns
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, NAME, OWNER_SUBJECTS, ROLE, Entity, card_marked

_OWNER = rf"my opponent's|your opponent's|the opponent's|my|his|her|their|your|(?:{ROLE}|{NAME})'s"
_WHO = rf"my opponent|your opponent|the opponent|i|he|she|they|you|{ROLE}|{NAME}"
_START = r"(?:^|(?<=[,;.!?]\s)|(?<=\band\s)|(?<=\bthen\s)|(?<=\bso\s)|(?<=\bif\s)|(?<=\bwhen\s))"
_CREATURE = rf"(?P<o>{_OWNER})\s++(?P<c>{MARK}\d++)"
_CARD = rf"(?:(?:a|an|the|(?P<fo>{_OWNER}))\s++)?(?P<f>{MARK}\d++)(?:'s?\s++(?:ability|trigger))?"
# "... my Phage that I stole from my opponent": what follows may say whose it is
_NOT_TOLD_MORE = r"(?![\w'])(?!,?\s++(?:that|which|who|whom|whose)\b)"

# "my Phage is targeted by Astral Slide", "his Phage gets hit with Cloudshift"
_PASSIVE = re.compile(
    rf"{_START}{_CREATURE}\s++{one_of(WORDS.flickered_passive)}\s++"
    rf"{one_of(WORDS.flickered_by)}\s++{_CARD}{_NOT_TOLD_MORE}",
    re.IGNORECASE,
)
# "I target my Phage with Astral Slide"
_TARGETED = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++{one_of(WORDS.target_verbs)}\s++{_CREATURE}\s++"
    rf"{one_of(WORDS.by_means_of)}\s++{_CARD}{_NOT_TOLD_MORE}",
    re.IGNORECASE,
)
# "I cast Ephemerate on my Phage", "I use Astral Slide targeting his Phage"
_USED_ON = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++{one_of(WORDS.use_verbs + WORDS.cast_verbs)}\s++{_CARD}\s++"
    rf"{one_of(WORDS.aimed_at)}\s++{_CREATURE}{_NOT_TOLD_MORE}",
    re.IGNORECASE,
)

_PRONOUNS = frozenset(("his", "her", "their"))
_PEOPLE_SAID = frozenset(("i", "he", "she", "they", "you"))  # a pronoun: whose, unsaid


def _subject(owner: str) -> str:
    """The player a possessive names ("my": "I", "bob's": "bob")."""
    return OWNER_SUBJECTS.get(owner.lower(), owner.removesuffix("'s"))


def _flicker(mark: str, entities: tuple[Entity, ...]) -> EndsNothing | None:
    return _flicker_of(card_marked(mark, entities))


def _flicker_of(card: Card | None) -> EndsNothing | None:
    if card is None:
        return None
    return next((e for e in card.effects if isinstance(e, EndsNothing) and e.returns), None)


# Nothing but questions after it ("?" ends each sentence left).
_ONLY_ASKED_AFTER = re.compile(r"[\s.!]*+(?:[^.!?]*+\?[\s.!?]*+)*+")


def _lasts(mark: str, entities: tuple[Entity, ...]) -> bool:
    """Whether the card has an effect that lasts while it is on the battlefield (Platinum
    Angel): gone in exile, until it comes back."""
    card = card_marked(mark, entities)
    return card is None or any(getattr(e, "until", None) is not None for e in card.effects)


def flickered(marked: str, entities: tuple[Entity, ...]) -> str:
    """The marked text with each flicker told acting on a creature put as `X flickers X's
    CARD with FLICKER` (see above); else as it is."""

    def put(match: re.Match[str]) -> str:
        flicker = _flicker(match["f"], entities)
        owner, doer = match["o"], match.groupdict().get("x")
        if flicker is None:
            return match[0]
        returns = flicker.returns
        if doer is None and match["fo"] is not None:
            doer = _subject(match["fo"])  # "my Phage is targeted by his Cloudshift": his
        if returns is Returns.OWNER_AT_END and (
            _lasts(match["c"], entities)
            or not _ONLY_ASKED_AFTER.fullmatch(match.string, match.end())
        ):
            # it comes back only at the next end step (603.7): what it did while there, or
            # what is told after it, may come first ("My Platinum Angel is targeted by Astral
            # Slide and I am at 0 life": in exile, the Angel stops nothing, 704.5a)
            return match[0]
        if doer is not None and owner.lower() in _PRONOUNS and doer.lower() not in _PEOPLE_SAID:
            owner = f"{doer}'s"  # "my opponent casts Ephemerate on his Phage": his own
        who = _subject(owner)
        verb = "flicker" if who.lower() in ("i", "you", "they") else "flickers"
        flickering = f"{who} {verb} {owner} {match['c']} with {match['f']}"
        if doer is None or who.lower() == doer.lower():
            return flickering
        if returns is Returns.CASTER or flicker.own_only:
            return match[0]  # it only takes a creature its caster controls: whose, unsaid
        # "alice targets bob's Phage with Astral Slide": alice acted
        uses = "use" if doer.lower() in ("i", "you", "they") else "uses"
        return f"{doer} {uses} {match['f']} and {flickering}"

    if MARK not in marked or all(_flicker_of(entity.card) is None for entity in entities):
        return marked  # no flicker named: every form below would keep the words as they are
    for form in (_PASSIVE, _TARGETED, _USED_ON):
        found = form.search(marked)
        if found is None or stopped_beside(found):
            continue  # "... but the ability is countered": whether it was done, unsure
        marked = form.sub(put, marked)
    return marked
