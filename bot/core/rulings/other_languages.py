"""Questions asked in another language than English ("ライフが0になった", "estoy a 0 vidas"):
the reader reads English only, so their words are never made a player's name ("ライフが0になった
concedes"); the refusal says, in the asker's language, that situations are read in English,
with an English example of the game.

Words with no Latin letter at all cannot be read whatever they say; Latin words of the
languages Arbiter answers in (`WORDS.other_languages`) mark a question those words were refused
in as asked in one of them.
"""

from __future__ import annotations

import re
from typing import Final

from bot.core.messages import N_, Message
from bot.core.rulings.chat_words import WORDS
from bot.core.rulings.words import quoted

# The refusal's sentence: a face that adds "read in English" to a refusal leaves it out here.
NOT_ENGLISH_SAID: Final = N_(
    'I could not read "{words}": Arbiter reads situations in English. Describe the moment in '
    "English, e.g. {example}."
)

_LETTER = re.compile(r"[^\W\d_]")
_LATIN = re.compile(r"[a-zA-Z]")
_WORD = re.compile("[^\\W\\d_]+(?:['\u2019][^\\W\\d_]+)*")


def in_another_script(body: str) -> bool:
    """Letters, none of them Latin: no word of the language can be in them."""
    return _LETTER.search(body) is not None and _LATIN.search(body) is None


def in_another_language(body: str) -> bool:
    """Words no English question holds: another script's, or a word of another language
    Arbiter answers in ("vidas", "j'ai")."""
    words = (word.casefold().replace("\u2019", "'") for word in _WORD.findall(body))
    return in_another_script(body) or any(word in WORDS.other_languages for word in words)


def not_english(words: str, example: str) -> Message:
    """The refusal of words in another language: situations are read in English, an example."""
    return Message(NOT_ENGLISH_SAID, words=quoted(words.strip()), example=example)


def tells_english(refused: Message) -> bool:
    """A refusal that says itself that situations are read in English (a face adds no more)."""
    return refused.msgid == NOT_ENGLISH_SAID
