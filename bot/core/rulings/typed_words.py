"""The asker's words as typed. The reader rewords chat as it reads ("my opponent" for "my
buddy", "attacked" for "swung", a misspelling mended); what it quotes back to the asker is
found again in the text they typed (suggest.unread_message). A suggestion keeps the words
typed: none offered for a card's name alone, nor one that replaces a word typed that is no
typo of its own (suggest.suggestion)."""

from __future__ import annotations

import re

from rapidfuzz import fuzz

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import words_of

_WORDS_OF = re.compile(r"\w+(?:['\u2019]\w+)*")
_A_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?](?=\w)[^.!?\n]*)*")  # "4.5" stays in one
_TYPED_SHARED = 0.5  # the share of a clause's words a span of the text must have to stand for it


def as_typed(clause: str, text: str) -> str:
    """The words of `text` that `clause`, a reader's rewording of them ("my opponent" for "my
    buddy", "attacked" for "swung"), was read from: the run of words in one sentence of the
    text that shares most words with it, when it has most of them; else the clause itself."""
    if not text or _folded(clause) in _folded(text):
        return clause
    wanted = set(_folded(clause).split())
    best, span = 0.0, (0, 0)
    for sentence in _A_SENTENCE.finditer(text):
        run, begun = 0.0, sentence.start()
        for word in _WORDS_OF.finditer(text, sentence.start(), sentence.end()):
            if run <= 0:
                run, begun = 0.0, word.start()
            run += 1.0 if word[0].casefold() in wanted else -0.3
            if run > best:
                best, span = run, (begun, word.end())
    shown = text[span[0] : span[1]]
    shared = wanted & set(_folded(shown).split())
    return shown if len(shared) >= _TYPED_SHARED * len(wanted) else clause


def _folded(text: str) -> str:
    return " ".join(word.casefold() for word in _WORDS_OF.findall(text))


_LETTERS = re.compile(r"[a-z]+")
# A card's name no catalogue knows, said alone: capitalised words joined by a small word
# ("Eater of Days", "Door to Nothingness"), never a player ("eater concedes").
_TITLE_ALONE = re.compile(
    rf"^\s*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*(?:\s+{one_of(WORDS.title_small_words)}"
    rf"(?:\s+{one_of(WORDS.title_the)})?"
    r"\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)+\s*[.,!?]*\s*$"
)


def a_title_alone(clause: str) -> bool:
    return _TITLE_ALONE.match(clause) is not None


# Words a suggestion may leave out: they hold a sentence together, or say when.
_LEFT_OUT = frozenset(
    words_of(
        "the a an is are was were be been am i im me my mine his her hers their them they he she"
        " it its of to in on at and or but so then just now also already still had has have"
        " will would did do does s t d m ll re ve"
    )
)
_TYPO_AT_LEAST = 75  # how near a word typed must be to the phrase's word to be its typo
# Words typed that say a phrase's word in other words ("alice's champion is dead": dies).
_SAID_ALIKE = {"dead": "dies", "died": "dies", "dying": "dies"}


def guesses_a_word(typed: set[str], choice: str) -> bool:
    """Whether the phrase would replace a word typed that is no typo of one of its words:
    "bob passes", "bob shuffles" or "bob flibbers" were offered "bob concedes", a guess at
    another action than the one typed."""
    words = set(_LETTERS.findall(choice.lower()))
    return any(
        word not in words
        and word not in _LEFT_OUT
        and _SAID_ALIKE.get(word) not in words
        and not any(fuzz.ratio(word, said) >= _TYPO_AT_LEAST for said in words)
        for word in typed
    )


def near_word(word: str, words: set[str]) -> bool:
    """Whether `word` is one of `words`, or a typo of one of four letters or more ("Herlad"
    of Herald of Eternal Dawn's "herald")."""
    return word in words or (
        len(word) > 3 and any(len(w) > 3 and fuzz.ratio(word, w) >= _TYPO_AT_LEAST for w in words)
    )
