"""A draw to come, asked of (issue #31, session 31): "Will I lose at my next draw step?", "Do I
lose when I draw?", "Does he lose the next time he has to draw?", "Will drawing a card make me
lose?"; and one told as past, "Did I lose when I drew?". The draw asked of is the moment: said
as the draw ("..., do I lose when I draw a card?"), which the reader reads as it reads any draw
supposed, after what was told before it: from a library said to be empty, its player loses (MTG
CR 704.5b; GA Ending the Game 3) unless a card told replaces the draw (Abundance, Words of War:
a case each, replaced_draws.py); from a library said to hold cards, nothing ends; of a library
never told, the draw asks how many cards it held. Before, "Do I lose when I draw?" after an
empty library answered "nobody has lost yet" (a draw with no card said was dropped), as if the
draw were safe, and "Will I lose at my next draw step?" was refused. "Will drawing a card make
me lose?" was read as an effect that says the asker loses, whatever the library held
(outcome_effects: an act is no effect).

Only a question (it opens as one: "will", "do", "won't", "what", ...) whose draw closes it, of
one player said (a possessive or a subject: "my", "he", "bob"), and a gerund's draw only of the
asker's own outcome ("make me lose", "kill me"): whose draw another's outcome asks of is
unsaid. Anything else is left as written. Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, bare_word, one_of
from bot.core.rulings.combat_players import AS_OBJECT, a_player
from bot.core.rulings.outcome_questions import PEOPLE, QUESTION_TOKEN, outcome_only
from bot.core.rulings.words import OWNER, OWNER_SUBJECTS, PLAIN_VERB_SUBJECTS, SUBJECT

_ASKED = rf"(?P<q>(?:^|(?<=[.!?\n]))\s*+{one_of(tuple(WORDS.question_starts))}\s++[^.!?\n]*?)"
_AFTER = rf"(?:\s++{one_of(WORDS.ahead_after)})?"
_END = rf"(?:(?:\s*+,\s*+|\s++){one_of(WORDS.ahead_tails)})?\s*+(?P<end>\?|(?=\n)|$)"
_OWNER = rf"(?P<o>{OWNER})"
# "... at my next draw step?", "... on his next draw?"
_AT_A_DRAW = re.compile(
    rf"{_ASKED}\s++{one_of(WORDS.ahead_at)}\s++{_OWNER}\s++(?:{one_of(WORDS.ahead_next)}\s++)?"
    rf"{one_of(WORDS.ahead_step)}{_AFTER}{_END}",
    re.IGNORECASE,
)
# "... when I draw?", "... the next time he has to draw?", "... once bob draws next?"
_WHEN_DRAWING = re.compile(
    rf"{_ASKED}\s++{one_of(WORDS.ahead_when)}\s++(?P<x>{SUBJECT})\s++"
    rf"(?:{one_of(WORDS.ahead_next)}\s++)?{one_of(WORDS.ahead_draw)}{_AFTER}{_END}",
    re.IGNORECASE,
)
# "Will drawing a card make me lose?", "Would drawing kill me?": the asker's own draw
_DRAWING = one_of(tuple(gerund for gerund, base in WORDS.doings_asked if base == "draw"))
_MAKERS = re.compile(rf"\b{one_of(WORDS.outcome_makers)}\b", re.IGNORECASE)
_GERUND_ASKED = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<asked>{one_of(WORDS.inverted_asks)})\s++{_DRAWING}"
    rf"{_AFTER}\s++(?P<out>[^.!?\n,]+?){_END}",
    re.IGNORECASE,
)
_ASKERS = WORDS.self_words
_OFFERED = re.compile(rf"(?<![\w']){one_of(WORDS.alternatives)}\s*+$", re.IGNORECASE)


def draws_ahead(text: str) -> tuple[str, list[str]]:
    """The text (cards marked) with each draw to come asked of said as the draw (see above),
    and the words taken out of it (to be shown as skipped)."""
    if "dr" not in text.lower():  # "draw", "drew", "drawing": most texts have none
        return text, []
    skipped: list[str] = []
    text = _AT_A_DRAW.sub(_at_a_draw, text)
    text = _WHEN_DRAWING.sub(_when_drawing, text)
    return _GERUND_ASKED.sub(lambda match: _gerund(match, skipped), text), skipped


def _draw(match: re.Match[str], who: str) -> str:
    if _OFFERED.search(match["q"]):
        return match[0]  # "Do I lose right away or at my next draw?": a time offered, a guess
    verb = "draw" if who.lower() in PLAIN_VERB_SUBJECTS else "draws"
    return f"{match['q']} when {who} {verb} a card{match['end']}"


def _at_a_draw(match: re.Match[str]) -> str:
    owner = " ".join(match["o"].split())
    who = OWNER_SUBJECTS.get(owner.lower()) or owner.removesuffix("'s")
    if who.lower() not in PLAIN_VERB_SUBJECTS and not a_player(who):
        return match[0]  # "at our next draw step": whose draw is unsaid
    return _draw(match, who)


def _when_drawing(match: re.Match[str]) -> str:
    who = " ".join(match["x"].split())
    if who.lower() in AS_OBJECT.values() or not a_player(who):
        return match[0]  # "when him draws", "when we draw": whose draw is unsaid
    return _draw(match, who)


def _gerund(match: re.Match[str], skipped: list[str]) -> str:
    out = " ".join(match["out"].split())
    words = {word.lower() for word in QUESTION_TOKEN.findall(out)}
    if not outcome_only(_MAKERS.sub(" ", out)) or not words & _ASKERS:
        return match[0]
    if any(bare_word(word) in PEOPLE for word in words - _ASKERS):
        return match[0]  # "make me and him lose": another's outcome beside the asker's
    skipped.extend((match["asked"], out))
    return f"{match['space']}I draw a card."
