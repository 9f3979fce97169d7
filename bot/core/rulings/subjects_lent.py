"""A clause that leaves its subject out, read with the subject of the clause before it lent to
it (sentence_clauses.py: "I deal 1 damage to him and draw a card" reads "draw a card" as
"me draw a card"). A refusal of the clause so read quotes it as the asker wrote it: the
reader's subject ("me", a player's name for "I") is the reader's rewrite, never the asker's
words ('"me draw a card": whether that is a draw from an empty library ...' became '"draw a
card": ...')."""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rulings.phrase_values import Clause
from bot.core.rulings.phrases import match_clause
from bot.core.rulings.words import Reader, SituationError, quoted


def with_subject_lent(subject: str, clause: str, reader: Reader) -> Clause | None:
    """`clause` read with `subject` before it (None: no phrase reads it so); a refusal of it
    quotes `clause` as written."""
    told = f"{subject} {clause}"
    try:
        return match_clause(told, reader)
    except SituationError as error:
        raise _as_written(error, told, clause) from error


def _as_written(error: SituationError, told: str, clause: str) -> SituationError:
    """`error` with the words `told` it quotes (as a parameter of its message, or the words it
    could not read) the asker's `clause` instead."""
    said: Message = error.said
    params = {
        name: value.replace(quoted(told), quoted(clause))
        for name, value in said.params
        if isinstance(value, str) and quoted(told) in value
    }
    return SituationError(
        said.replaced(**params) if params else said,
        unread=clause if error.unread == told else error.unread,
        kind=error.kind,
        cards=error.cards,
        rules=error.rules,
        read=error.read,
    )
