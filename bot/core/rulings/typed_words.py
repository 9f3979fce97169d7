"""The asker's words as typed. The reader rewords chat as it reads ("my opponent" for "my
buddy", "attacked" for "swung", a misspelling mended); what it quotes back to the asker is
found again in the text they typed (suggest.unread_message)."""

from __future__ import annotations

import re

_WORDS_OF = re.compile(r"\w+(?:['\u2019]\w+)*")
_A_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?](?=\w)[^.!?\n]*)*")  # "4.5" stays in one
_TYPED_SHARED = 0.6  # the share of a clause's words a span of the text must have to stand for it


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
