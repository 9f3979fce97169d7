"""A card of a player's own named as it leaves the battlefield, never said held before (issue
#31, session 23): "My Lich's Mastery is destroyed", "my opponent destroys my Platinum Angel",
"bob's Platinum Angel dies". That it was destroyed, exiled, sacrificed or died says it was on
the battlefield, under its owner's control: the sentence is read as said after "I control
Lich's Mastery.", as the refusal's own example asked ("name it: My Lich's Mastery is
destroyed"). Where that order leaves open whether it was in play at an earlier moment that
decides the outcome, held_in_order.py asks, as for any card said held then. A card not said to
leave ("I don't destroy my opponent's Platinum Angel", "I try to exile it"), a card named
earlier in the text (held, cast, or anything else), or one Arbiter does not know, is read as
written."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import (
    MARK,
    NAME,
    NOT_DONE,
    OWNER_SUBJECTS,
    PLAIN_VERB_SUBJECTS,
    ROLE,
    Entity,
)

# whose it is, said so the player is known ("his", "her": which player, left to the words)
_WHOSE = rf"(?:{one_of(WORDS.leaving_whose)}|(?:{ROLE}|{NAME})'s)"
_GONE = re.compile(
    rf"(?<![\w'])(?P<whose>{_WHOSE})\s++(?P<card>{MARK}\d++)\s++{one_of(WORDS.leaving)}(?![\w'])"
    rf"|(?<![\w']){one_of(WORDS.removing)}\s++(?P<whose2>{_WHOSE})\s++(?P<card2>{MARK}\d++)"
    r"(?![\w'])",
    re.IGNORECASE,
)
_STARTS = re.compile(r"[.!?\n]")


def _holder(whose: str) -> str:
    """The player whose card it is, as a subject: "my" is "I", "bob's" is "bob"."""
    said = whose.lower()
    if said in OWNER_SUBJECTS:
        return OWNER_SUBJECTS[said]
    return " ".join(whose.removesuffix("'s").split())


def held_before_leaving(text: str, entities: tuple[Entity, ...]) -> str:
    """The text with a card of a player's own first named as it leaves said held by them at the
    start of that sentence (see above)."""
    if MARK not in text:
        return text
    for found in reversed(list(_GONE.finditer(text))):
        mark = found["card"] or found["card2"]
        number = int(mark.removeprefix(MARK))
        if number >= len(entities) or entities[number].card is None:
            continue  # a card Arbiter does not know: left as written
        name = entities[number].name.casefold()
        earlier = [int(m) for m in re.findall(rf"{MARK}(\d++)", text[: found.start()])]
        if any(n < len(entities) and entities[n].name.casefold() == name for n in earlier):
            continue  # named before: read as written
        who = _holder(found["whose"] or found["whose2"])
        verb = "control" if who.lower() in PLAIN_VERB_SUBJECTS else "controls"
        starts = [m.end() for m in _STARTS.finditer(text, 0, found.start())]
        at = starts[-1] if starts else 0
        if NOT_DONE.search(text, at, found.end()) is not None:
            continue  # "I don't destroy my opponent's Platinum Angel": it never left
        lead = text[at : found.start()]
        space = lead[: len(lead) - len(lead.lstrip())]
        text = f"{text[:at]}{space}{who} {verb} {mark}. {text[at + len(space) :]}"
    return text
