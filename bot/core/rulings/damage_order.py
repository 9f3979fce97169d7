"""A question of the order in which one card deals its damage, asked of no moment: "Who does
Char damage first? The one who played it or the target (such as a player)? What if they are
both at two life?". The question presupposes the moment the card resolves, cast by one player
at the other; who cast it, nobody says, so it is a case each way ("Either I char my opponent or
my opponent chars me": alternatives.py), asked only where the outcome turns on it. The players
it names by their part in it ("they", "both of them") are those two, and the totals the text
supposes of them after the question ("What if ...") are the board the moment starts from
(stated_totals.board_supposed). Only a card Arbiter knows, said as a verb ("I char him"), whose
resolution damages both players at once (Char: 4 to its target, 2 to its caster): the answer
is that order (at once). Any other sentence (another card, another moment) leaves the question
to the reader (None).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.core.rules.vocabulary import EventKind, System
from bot.core.rulings.card_marks import mark_cards
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.moment_questions import DAMAGE_ORDER
from bot.core.rulings.situation_values import Sentence, Situation
from bot.core.rulings.stated_totals import says_a_board
from bot.core.rulings.words import MARK, OPPONENT, SituationError

_OR = one_of(WORDS.order_or)
_FIRST = one_of(WORDS.order_first)
_ARTICLE = one_of(WORDS.order_articles)  # "a", "the" Char
_SENTENCES = re.compile(r"[^.?!]+[.?!]*+")
# "The one who played it or the target (such as a player)?": who of the two, asked again
_WHO_OF_THE_TWO = re.compile(
    rf"^\s*+(?:{one_of(WORDS.order_caster)})\s++{_OR}\s++(?:{one_of(WORDS.order_target)})"
    r"(?:\s*+\([^()]*+\))?\s*+[?.!]*+\s*+$",
    re.IGNORECASE,
)
_WHO_OF = (
    rf"(?:{one_of(WORDS.order_caster)})\s++{_OR}\s++(?:{one_of(WORDS.order_target)})"
    r"(?:\s*+\([^()]*+\))?"
)
# "Who takes damage first from Char(, the caster or the target)?", "Does Char damage the
# caster or the target first?": the same question
_ORDER_OF = re.compile(
    rf"^\s*+(?:{one_of(WORDS.order_askers)}\s++{one_of(WORDS.order_takes)}"
    rf"\s++(?:{one_of(WORDS.order_the)}\s++)?{one_of(WORDS.damage_noun)}\s++{_FIRST}\s++"
    rf"{one_of(WORDS.order_from)}\s++(?:{_ARTICLE}\s++)?{MARK}(?P<n>\d++)"
    rf"(?:\s*+,?\s*+{_WHO_OF})?"
    rf"|{one_of(WORDS.order_does)}\s++(?:{_ARTICLE}\s++)?{MARK}(?P<m>\d++)\s++"
    rf"{one_of(WORDS.order_deals)}\s++{_WHO_OF}\s++{_FIRST})\s*+[?.!]*+\s*+$",
    re.IGNORECASE,
)
# "What if they are both at two life?": the two players of the moment
_THE_TWO = re.compile(rf"\b(?:{one_of(WORDS.order_the_two)})(?=\s)", re.IGNORECASE)


def order_presupposed(
    text: str, game: System | None, read: Callable[[str], Situation]
) -> str | None:
    """The moment a question of one card's damage order presupposes, with what the text
    supposes after it, in the situation language ("Either I char my opponent or my opponent
    chars me. What if we are both at two life?"), or None (see above). `read` reads a
    situation (language.parse_situation), to find what the card's resolution does."""
    if game is None:
        return None
    marked, entities = mark_cards(text, game)
    sentences = [s.strip() for s in _SENTENCES.findall(marked) if s.strip()]
    asked = (
        (DAMAGE_ORDER.match(sentences[0]) or _ORDER_OF.match(sentences[0])) if sentences else None
    )
    mark = (asked.groupdict().get("n") or asked.groupdict().get("m")) if asked else None
    if mark is None or int(mark) >= len(entities):
        return None
    card = entities[int(mark)].card
    if card is None or not card.verbs:
        return None
    rest = [_THE_TWO.sub("we", s) for s in sentences[1:] if _WHO_OF_THE_TWO.match(s) is None]
    if not all(says_a_board(s) for s in rest):
        return None  # another moment, not the board of this one
    verb = card.verbs[0]
    try:
        situation = read(f"{game.value}: I {verb} my opponent.")
    except SituationError:
        return None
    if not _damages_both(situation):
        return None
    # who cast it at whom, nobody says: a case each (alternatives.py), asked where it matters
    return " ".join([f"Either I {verb} my opponent or my opponent {verb}s me.", *rest])


def _damages_both(situation: Situation) -> bool:
    hurt = {
        event.player
        for step in situation.steps
        if isinstance(step, Sentence)
        for event in step.events
        if event.kind is EventKind.LIFE and (event.delta or 0) < 0
    }
    return hurt == {"me", OPPONENT}
