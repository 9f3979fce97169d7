"""A card supposed, told by its text, beside a card held whose trigger nobody may decline,
the two feeding each other, asked of as a loop nobody can stop: "Say I have an Essence Warden
(Whenever another creature enters, you gain 1 life.), and another hypothetical card ...
Whenever you gain life, create a 1/1 Saproling creature token. If both players are tapped out,
with no way to kill either of the trigger sources, what happens? ... Draw?".

The card held gains its controller life for each other creature entering (`MandatoryLoop.
life_on_creatures`: Essence Warden); the card supposed makes a creature token each time that
player gains life, with no "may" in its text. Each trigger makes the other trigger again: a
loop of mandatory actions (MTG CR 104.4b, 603.3), and nothing in it ends the game (life gained
and creatures made). Where the words say nobody can stop it (`loop_unstoppable`: both players
tapped out, no way to remove either card), the game is a draw: the moment is told in the
situation language, the rest shown as skipped.

Read only where one player holds both cards in one sentence ("I have X and a card that
says ..."), the card held is one Arbiter knows to be such, named once (a card Arbiter does not
know, or one of another kind, is left to the reader and refused), its text in parentheses (if
any) is its own ("Whenever another creature enters, you gain 1 life": never "you may gain", or
another card's), the token surely a creature and made (never "a non creature token", "a
Saproling or Food creature token", "zero"), and every other sentence asks of the loop's result
("If not, ..." only after a sentence left out, "...": right after the loop said unstoppable it
asks of the other case, where a player can stop it). Anything else (the opponent's card, "you
may create", a count of copies, a moment told) is left to the reader (None).
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import System
from bot.core.rulings.card_marks import mark_cards
from bot.core.rulings.card_model import MandatoryLoop
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER, number_value
from bot.core.rulings.words import MARK

_S = r"\s*+"
_A = one_of(WORDS.supposed_articles)
# a word of the token's before "creature token" ("green", "Saproling"), never one that makes it
# no creature token surely made ("non", "or", "copy of target")
_TOKEN_WORD = rf"(?!{one_of(WORDS.supposed_token_breaks)}\s)[a-z]++\s++"
# "Say I have an §0 (Whenever ...), and another hypothetical card ... Whenever you gain life,
# create a 1/1 Saproling creature token."
_SUPPOSED = re.compile(
    rf"^{_S}(?:{one_of(WORDS.supposed_openers)}(?:{_S},)?\s++)?{one_of(WORDS.supposed_holders)}"
    rf"\s++(?:{_A}\s++)?{MARK}(?P<n>\d++){_S}(?:\((?P<paren>[^()\n]{{1,400}}+)\){_S})?,?{_S}"
    rf"{one_of(WORDS.supposed_joins)}\s++{one_of(WORDS.supposed_cards)}(?:\s++{one_of(WORDS.supposed_says)})?"
    r"[\s:,.\u2026\"\u201c]*+"
    rf"{one_of(WORDS.supposed_on_life_gained)}{_S},{_S}{one_of(WORDS.supposed_creates)}\s++"
    rf"(?:{_A}|(?P<count>{NUMBER}))\s++(?:\d++/\d++\s++)?(?:{_TOKEN_WORD}){{0,3}}?"
    rf"{one_of(WORDS.supposed_creature_tokens)}[\s.\"\u201d]*+",
    re.IGNORECASE,
)
# the held card's own text, quoted beside its name
_HELD_TEXT = re.compile(
    rf"^{_S}{one_of(WORDS.held_creature_enters)}{_S},{_S}{one_of(WORDS.held_life_gains)}"
    rf"{_S}\.?{_S}$",
    re.IGNORECASE,
)
_UNSTOPPABLE = one_of(WORDS.loop_unstoppable)
# the supposed card's trigger said at all: before any card is looked for
_TRIGGER_SAID = re.compile(one_of(WORDS.supposed_on_life_gained), re.IGNORECASE)
# "If both players are tapped out, with no way to kill either of the trigger sources, what
# happens?", "If not, whats is the result of this loop?", "Draw?"
_ASKED = re.compile(
    rf"^{_S}(?:{one_of(WORDS.loop_unstoppable_if)}\s++(?P<unstoppable>{_UNSTOPPABLE}"
    rf"(?:{_S},?{_S}(?:{one_of(WORDS.supposed_joins)}\s++)?{_UNSTOPPABLE})*+)"
    rf"{_S},{_S})?(?:(?P<if>{one_of(WORDS.loop_result_asked_if)}){_S},{_S})?"
    rf"{one_of(WORDS.loop_results_asked)}{_S}\?++{_S}$",
    re.IGNORECASE,
)
# "Both players are tapped out, with no way to kill either of the trigger sources.": said on
# its own, before the question
_STATED = re.compile(
    rf"^{_S}(?P<unstoppable>{_UNSTOPPABLE}(?:{_S},?{_S}(?:{one_of(WORDS.supposed_joins)}\s++)?"
    rf"{_UNSTOPPABLE})*+){_S}$",
    re.IGNORECASE,
)
# a sentence of what is left: up to and with its "?", or an ellipsis on its own
_REST = re.compile(r"[^?.\u2026]++\?*+|(?:\.{2,}+|\u2026)")
_ELLIPSIS = re.compile(r"^\s*+(?:\.{2,}+|\u2026)?\s*+$")
_OTHERWISE = re.compile(rf"{one_of(WORDS.loop_result_asked_otherwise)}$", re.IGNORECASE)
# a sentence left out before: "what happens? ... If not, ..."
_LEFT_OUT = re.compile(r"[?!.]\s++(?:\.{2,}+|\u2026)\s*+$")


def supposed_loop_presupposed(text: str, game: System | None) -> tuple[str, tuple[str, ...]] | None:
    """The moment a loop of a card held and a card supposed by its text describes, in the
    situation language, and the sentences taken as the cards and the question (shown as
    skipped); None where the text is not only that (see above)."""
    if game is None or MARK in text or _TRIGGER_SAID.search(text) is None:
        return None
    marked, entities = mark_cards(text, game)
    supposed = _SUPPOSED.match(marked)
    if supposed is None or len(entities) != 1:
        return None
    card = entities[int(supposed["n"])].card
    if card is None or not any(
        isinstance(e, MandatoryLoop) and e.life_on_creatures for e in card.effects
    ):
        return None
    paren, count = supposed["paren"], supposed["count"]
    if paren is not None and _HELD_TEXT.match(paren) is None:
        return None  # another card's text, or the card's with a "may"
    if count is not None and number_value(count) < 1:
        return None  # no token made
    asked = _asked(marked[supposed.end() :])
    if not asked or not any(match["unstoppable"] for match in asked):
        return None  # whether a player can stop it decides (a draw only if nobody can)
    said = (s.strip() for s in re.split(r"(?<=[.?!\u2026])\s++", text))
    skipped = tuple(s for s in said if not _ELLIPSIS.match(s))
    return f"I control {card.name} and the game is in a loop of mandatory actions", skipped


def _asked(rest: str) -> list[re.Match[str]]:
    """The sentences after the cards, each asking of the loop's result or saying nobody can
    stop it; none where one does not, or asks "If not, ..." with no sentence left out before
    it (right after the loop said unstoppable, it asks of the case where a player can)."""
    asked = []
    for part in _REST.finditer(rest):
        if _ELLIPSIS.match(part[0]):
            continue
        match = _ASKED.match(part[0]) or _STATED.match(part[0])
        if match is None:
            return []
        said_if = match.groupdict().get("if")
        if said_if and _OTHERWISE.match(said_if) and not _LEFT_OUT.search(rest[: part.start()]):
            return []
        asked.append(match)
    return asked
