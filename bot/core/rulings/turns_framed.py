"""A turn said first in a sentence, after a card whose effect lasts only for a turn or until
its controller's next turn (Angel's Grace, Teferi's Protection; MTG CR 514.2): "I cast Angel's
Grace on my opponent's turn. On my turn I take 4 damage." The reader skips "On my turn" as
framing, so the damage came with the Grace still in force: "nobody has lost", confidently wrong
(the Grace ended with the turn it was cast in). Which turn it is decides whether the effect has
ended, so such a text is refused, asking for it.

What is read as a turn named: "on/in/during/at the beginning of/it's" a turn of anyone's ("my
turn", "the next turn", "It is bob's turn"), a next or following step ("my next end step"), the
beginning of an upkeep ("as bob enters his upkeep": no one casts a card before it in the same
turn), and "later", "afterwards" or "eventually" ("later that turn" is the turn told). A step
of no turn named ("during combat", "at the beginning of the end step") is the turn told, and
is left as written; so is a turn said before the card, or the same turn said again after it
("During my turn I cast it. During my turn I take 5"). Keyed on the card: a text without one is
not searched. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.messages import Message
from bot.core.rulings.card_model import Until
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARKED, NAME, ROLE, Entity, SituationError

_UNTIL_A_TURN = frozenset({Until.END_OF_TURN, Until.YOUR_NEXT_TURN})
_OWNER = (
    rf"(?:my|your|his|her|their|the|this|that|(?:my\s++|an\s++|the\s++)?opponent's"
    rf"|(?:{ROLE}|{NAME})'s?)"
)
_STEP = one_of(WORDS.whose_turn)
_AT = r"(?:on|in|during|at\s++the\s++(?:beginning|start)\s++of|it(?:'s|\s++is|\s++was)(?:\s++now)?)"
_ENTERS = rf"as\s++(?:i|{ROLE}|{NAME})\s++{one_of(WORDS.step_entered)}"
_FRAME = re.compile(
    r"(?:^|(?<=[.!?\n])|,\s*+(?:and\s++)?then\b)\s*+(?:(?:and\s++)?then\s*+,?\s*+)?(?:"
    # "Later I take 2 damage": maybe a later turn ("later that turn" says it is not)
    r"(?:(?:some\s++time\s++|a\s++bit\s++|a\s++while\s++)?later|afterwards|eventually)"
    r"(?!\s*+,?\s*+(?:in\s++|during\s++)?(?:that|this|the(?:\s++same)?)\s++turn)"
    rf"|(?:{_AT}|{_ENTERS})\s++{_OWNER}\s++(?:own\s++)?(?:(?:next|following)\s++)?turn"
    rf"|(?:{_AT}|{_ENTERS})\s++{_OWNER}\s++(?:own\s++)?(?:next|following)\s++{_STEP}"
    rf"|(?:at\s++the\s++(?:beginning|start)\s++of|{_ENTERS})\s++{_OWNER}\s++(?:own\s++)?upkeep"
    r")(?![\w'])",
    re.IGNORECASE,
)
_SPACES = re.compile(r"\s++")
_THEN = re.compile(r"^[\s,]*+(?:and\s++)?(?:then\b)?[\s,]*+", re.IGNORECASE)
_TURN_NAMED = re.compile(r"\bturn\b(?<!next turn)(?<!following turn)")
_UNPLACED = Message(
    "A turn, or a moment perhaps in a later turn, is said here after a card whose effect lasts "
    "only for a turn or until a next turn, "
    "and whether that turn is the one it was cast in decides whether the effect still holds: "
    'say whose next turn it is, if a later one ("On my next turn, I take 4 damage").'
)


def _lasts_a_turn(card: Card) -> bool:
    return any(getattr(effect, "until", None) in _UNTIL_A_TURN for effect in card.effects)


def check_turns_framed(text: str, entities: Sequence[Entity]) -> None:
    """Refuse where a sentence of `text` opens with a turn named (see above) after the mark of
    a card among `entities` whose effect lasts only for a turn or until a next turn."""
    marks = [
        found.end()
        for found in MARKED.finditer(text)
        if int(found[1]) < len(entities)
        and (card := entities[int(found[1])].card) is not None
        and _lasts_a_turn(card)
    ]
    if not marks:
        return
    before = _SPACES.sub(" ", text[: min(marks)].lower())
    for frame in _FRAME.finditer(text, min(marks)):
        # "During my turn I cast it. During my turn I take 5": the turn said before, again
        said = _SPACES.sub(" ", _THEN.sub("", frame[0]).strip(" ,").lower())
        again = re.search(rf"(?<![\w']){re.escape(said)}(?![\w'])", before)
        if again is None or not _TURN_NAMED.search(said):
            raise SituationError(_UNPLACED)
