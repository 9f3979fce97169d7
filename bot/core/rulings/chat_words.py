"""The words every part of the chat reader matches (chat.py, chat_forms.py, moment_questions.py,
outcome_questions.py, asker_thoughts.py, card_marks.py, game_in_passing.py, prose_boards.py),
from the reader's one table of words (`lexicon.ENGLISH`), and how a list of them becomes a
pattern (`one_of`).
"""

from __future__ import annotations

import re

from bot.core.rulings.lexicon import ENGLISH

WORDS = ENGLISH  # the reader's words (lexicon/)


def taken_out(pattern: re.Pattern[str], text: str, by: str = "") -> tuple[str, list[str]]:
    """The text with each match of `pattern` put as `by`, and what each took out (its group
    "said", to be shown as skipped)."""
    skipped: list[str] = []

    def taken(match: re.Match[str]) -> str:
        skipped.append(match["said"].strip())
        return by

    return pattern.sub(taken, text), skipped


def one_of(phrases: tuple[str, ...] | frozenset[str], space: str = r"\s++") -> str:
    """A pattern matching any of the phrases, longest first (each space any spaces)."""
    ordered = sorted(phrases, key=lambda phrase: (-len(phrase), phrase))
    return "(?:" + "|".join(re.escape(p).replace("\\ ", space) for p in ordered) + ")"


def series_of(item: str) -> str:
    """A pattern matching one `item` or several in a list: "a, b and c", "a and b", "a, b"
    (the joins of `WORDS.list_joins`, an Oxford comma allowed)."""
    joined = one_of(WORDS.list_joins)
    return rf"{item}(?:\s*+(?:,\s*+(?:{joined}\s++)?|{joined}\s++){item})*+"


# "I have a quick rules question about timing", "my question": the asker saying they ask, at a
# sentence's start (chat_framing.py's framing, openings.py's question about a card).
ASKED_QUESTION = (
    rf"(?:{one_of(WORDS.question_askers, ' ')} )?(?:a |one )?"
    rf"(?:{one_of(WORDS.question_kinds, ' ')} )?{one_of(WORDS.question_nouns, ' ')}"
    rf"(?: about {one_of(WORDS.question_topics, ' ')})?"
)


def bare_word(word: str) -> str:
    low = word.lower()
    return low[:-2] if low.endswith("'s") else low.rstrip("'")


# Words that say something of a game's state or events. A sentence with none of them, no
# number, no card and no player named by role says nothing a ruling turns on ("From what I can
# tell", "Thanks in advance"): framing. One with any of them is read, or refused and
# named: never skipped. Each word is listed in the forms people write it.
GAME_TERMS = WORDS.game_terms


# What a framing sentence may be made of, and nothing else: words that carry no fact of a
# game (function words) and words of talk about one. A closed list, so that a word it does not
# hold ("I give up", "I'm out", "he's gone", "we agreed") keeps the sentence from being skipped.
FUNCTION_WORDS = WORDS.function_words


# Words of talk about a game, not of the game.
TALK_WORDS = WORDS.talk_words
