"""The asker's view of how the game was going, or of a moment, at a clause's end (issue #31,
session 26): "I was at 4 life but winning", "he was at 10 and way ahead on board", "I'm at 2,
which is bad". A view tells no event: taken off and shown as skipped, and the clause is read as
told.

Only a view of who leads (lexicon: `assessed`, "winning", "ahead", with `assessed_how`, "way",
and `assessed_where`, "on board") closing a clause, after "but", "and", "yet" or a comma, its
player said or left to the clause; and an evaluation in a clause of "which" ("which is bad",
`evaluations`) closing one. Anything more after the word ("losing 3 life", "behind on life",
"losing the game to Phage") is left as written; "he was losing the game" is a view, its form of
"to be" said. Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import SUBJECT

_BE = rf"(?:\s++{one_of(WORDS.state_be)}|{one_of(WORDS.subject_contractions)})\s++"
_END = r"(?=\s*+(?:$|[,.;:!?]))"
# Where a clause opens: after a comma, "but", "and" or "yet"
_OPENS = (
    rf"\s*+,\s*+(?:{one_of(WORDS.assessed_openers)}\s++)?|\s++{one_of(WORDS.assessed_openers)}\s++"
)
# Who is said to lead ("I was", "he's", "was"), and how much ("still", "way")
_WHO = rf"(?:(?:{SUBJECT}){_BE}|{one_of(WORDS.state_be)}\s++)"
_HOW = rf"(?:{one_of(WORDS.assessed_still)}\s++)?(?:{one_of(WORDS.assessed_how)}\s++)?"
_VIEW = re.compile(
    rf"(?:{_OPENS}|^\s*+(?=\S++(?:'|\s)))(?P<view>{_WHO}?{_HOW}{one_of(WORDS.assessed)}"
    rf"(?:\s++{one_of(WORDS.assessed_where)})?){_END}",
    re.IGNORECASE,
)
_WHICH = re.compile(
    rf"\s*+,\s*+(?P<view>{one_of(WORDS.assessed_which)}\s++{one_of(WORDS.assessed_which_be)}\s++"
    rf"(?:{one_of(WORDS.assessed_degrees)}\s++)?{one_of(WORDS.evaluations)}){_END}",
    re.IGNORECASE,
)
# "He was losing the game.", "we were winning the game": the progressive says who led, never
# that a player lost or won (that is "he lost the game"); its form of "to be" said, so that
# "..., losing the game" (what a change did) is left as written
_GAME_VIEW = re.compile(
    rf"(?:{_OPENS}|^\s*+)(?P<view>{_WHO}{_HOW}{one_of(WORDS.assessed_game)}){_END}",
    re.IGNORECASE,
)
_CHEAP = re.compile(one_of((*WORDS.assessed, *WORDS.assessed_which)), re.IGNORECASE)


def without_views(sentence: str, skipped: list[str]) -> str:
    """`sentence` without the asker's views of the game at its clauses' ends, each kept in
    `skipped`."""
    if _CHEAP.search(sentence) is None:
        return sentence

    def view(match: re.Match[str]) -> str:
        skipped.append(match["view"])
        return ""

    return _WHICH.sub(view, _VIEW.sub(view, _GAME_VIEW.sub(view, sentence)))
