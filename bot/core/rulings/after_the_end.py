"""An event told after the game was over (issue #31, session 23): "I'm at 2 life and take 3
damage. Then alice draws a card." was refused for what the draw leaves unsaid (how many cards
her library held), though the game had ended at the checkpoint before it (704.5a, 104.3b) and
nothing after that changes who won or lost. A refusal of such a later event is answered as
the moment before it: the ruling of the words without it, said to be after the game was over.

Only where all of this holds, else the refusal stands: the refusal asks what an event read left
unsaid that only its own outcome turns on (a draw's count, what a spell did as it resolved, an
attack's creatures; never
words read as nothing, a guess of the outcome, a holding that no card names, or a fact told late
that may be the one the game turned on: held_in_order.py); they open a sentence said to
come after what went before ("Then ...", "..., and then ...", "After that ..."), with no response
("in response": back in time), no word of a correction or of what was so before ("had",
"actually", "I remember") and none that points back at what was told ("then it is countered":
the spell before never resolved); every reading of the words before it ends the game; and the words
without it are ruled the same way."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.games.game import RulingNote
from bot.core.rulings.answer import NoRuling, Ruling
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.game_words import note_of
from bot.core.rulings.words import quoted

# The refusals of an event read whose unsaid part only its own outcome turns on: a draw's count
# (library_draws.py), what a spell told cast did as it resolves (effects_unsaid.py). Any other
# refusal stands: words read as nothing, a guess of the outcome, a program's act, a player said
# again, a holding or a total told late (held_in_order.py) may each be what the game turned on.
_ASKS_OF_AN_EVENT = (
    "whether that is a draw from an empty library turns on",
    "on the stack, and what it does as it resolves may end the game",
    "on the stack after the other events of its sentence",
)
# ... and an attack whose creatures' stats or blocks are unsaid (unsaid_hints.py), a hint of the
# refusal's line
_ATTACK_UNSAID = "Arbiter plays combat out only from what fixes it"

_THEN = rf"(?:{one_of(WORDS.list_joins)}\s++)?{one_of(WORDS.later_openers)}\b,?\s*+"
_LATER = re.compile(
    rf"(?:^|(?<=[.!?\n]))\s*+(?P<late>{_THEN})|(?P<comma>,\s*+{_THEN})$",
    re.IGNORECASE,
)
_NOT_LATER = re.compile(
    rf"(?<![\w']){one_of(WORDS.late_corrections + WORDS.stack_response)}(?![\w'])", re.IGNORECASE
)
_SENTENCE_END = re.compile(r"[.!?\n]")
_ANY_LATER = re.compile(rf"(?<![\w']){one_of(WORDS.later_openers)}(?![\w'])", re.IGNORECASE)


def _late_part(text: str, unread: str) -> tuple[int, int] | None:
    """Where the sentence that tells `unread` starts (its "then") and ends in `text`, where it is
    said to come after what went before and is an event told, no correction; else None."""
    words = r"\s+".join(map(re.escape, unread.split()))
    found = list(re.finditer(rf"(?<![\w']){words}(?![\w'])", text, re.IGNORECASE))
    if len(found) != 1:
        return None
    at = found[0].start()
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    start = starts[-1] if starts else 0
    head = text[start:at]
    opener = re.fullmatch(rf"\s*+{_THEN}", head, re.IGNORECASE)
    if opener is None:
        comma = _LATER.search(head)
        if comma is None or comma["comma"] is None:
            return None
        start += comma.start()
    ended = _SENTENCE_END.search(text, found[0].end())
    end = ended.end() if ended else len(text)
    if not text[:start].strip(" ,") or _NOT_LATER.search(text[start:end]):
        return None
    return start, end


def moot(text: str, refused: NoRuling, rule: Callable[[str], Ruling | NoRuling]) -> Ruling | None:
    """The ruling of `text` where what `refused` refuses was told after the game was over (see
    above): the words without it, said to be after the end; else None."""
    said = refused.said.msgid if refused.said is not None else refused.message
    # a draw's count, in the game's own words ("an empty deck": game_words)
    count = note_of(refused.system, RulingNote.COUNT_MISSING)
    if (
        not refused.unread
        or not (
            any(asked in said for asked in _ASKS_OF_AN_EVENT)
            or (count is not None and said == count.msgid)
            or _ATTACK_UNSAID in refused.message
        )
        or _ANY_LATER.search(text) is None
    ):
        return None
    late = _late_part(text, refused.unread)
    if late is None:
        return None
    start, end = late
    before = rule(text[:start].rstrip(" ,") + ".")
    if not isinstance(before, Ruling) or any(case.status != "over" for case in before.cases):
        return None
    ruled = rule(f"{text[:start].rstrip(' ,')}. {text[end:].lstrip()}")
    if not isinstance(ruled, Ruling) or len(ruled.cases) != len(before.cases):
        return None
    if not all(a.same_outcome(b) for a, b in zip(ruled.cases, before.cases, strict=True)):
        return None
    told = " ".join(text[start:end].split()).strip(" ,.!?")
    note = Message(
        'The game was already over before "{late}", so it changes nothing.',
        late=quoted(told),
    )
    return replace(
        ruled,
        cases=tuple(
            replace(case.noted(note), after_end=(*case.after_end, told)) for case in ruled.cases
        ),
    )
