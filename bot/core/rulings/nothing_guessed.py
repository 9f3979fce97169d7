"""The asker's hedged guess that what they told does nothing (issue #31, session 25): "This would
probably do nothing but the opponent can never draw again", "I guess nothing happens", "that
probably won't work". What the told cards do is the ruling's to say: the guess tells no event,
so it is skipped and shown, the whole sentence when it is only that, or the clause it opens
before "but".

Only a clause made of these words (lexicon: `nothing_guess_hedges`, `nothing_guess_words`),
with a hedge in it ("would", "probably", "I guess"), and saying nothing happens ("nothing",
"not ... anything", "won't work"). A player ("he would probably do nothing": he passed, a fact
of the moment), a card, a number, any other word, or no hedge ("It does nothing") is left as
written. Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of

_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|\S", re.IGNORECASE)
_NEGATIONS = WORDS.guess_negations
# the guess, then "but" and the rest of the sentence
_BUT = re.compile(rf"(?:\s*+,)?\s++{one_of(WORDS.contrast_joins)}\s++(?=\S)", re.IGNORECASE)
_CHEAP = re.compile(one_of((*WORDS.nothing_said, *WORDS.nothing_negated)), re.IGNORECASE)


def guessed_nothing(clause: str) -> bool:
    """Whether `clause` is only the asker's hedged guess that nothing happens (see above)."""
    if _CHEAP.search(clause) is None:
        return False
    words = [w.lower() for w in _WORD.findall(clause.strip(" .!?,"))]
    if not words or any(
        w not in WORDS.nothing_guess_hedges and w not in WORDS.nothing_guess_words for w in words
    ):
        return False
    if not any(w in WORDS.nothing_guess_hedges for w in words):
        return False
    negated = any(w in _NEGATIONS for w in words)
    return any(w in WORDS.nothing_said for w in words) or (
        negated and any(w in WORDS.nothing_negated for w in words)
    )


def without_guess_first(sentence: str, skipped: list[str]) -> str:
    """`sentence` without the asker's guess that nothing happens opening it before "but"
    ("This would probably do nothing but ..."), the guess kept in `skipped`."""
    if _CHEAP.search(sentence) is None:
        return sentence
    but = _BUT.search(sentence)
    if but is None or not guessed_nothing(sentence[: but.start()]):
        return sentence
    skipped.append(sentence[: but.start()].strip())
    return sentence[but.end() :]
