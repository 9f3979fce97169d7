"""Poison counters as people say them: "I'm at 1 life and 9 poison counters", "I get one more
poison" (poison_beside_life.py, more_of_a_kind.py).

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `PoisonWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class PoisonWords:
    """The words of one language that tell poison counters: each field by what it does in a
    question."""

    poison_words: tuple[str, ...]  # "poison" (also the start of "poisoned")
    # (poison_beside_life.py) I'm ("now") at 1 life "and" 9 poison "counters"; I'm "at" / "on"
    # 9 poison; I "get" "one more" poison ("counter")
    poison_adverbs: tuple[str, ...]
    poison_counter_nouns: tuple[str, ...]
    poison_counter: tuple[str, ...]
    poison_joins: tuple[str, ...]
    poison_at: tuple[str, ...]
    poison_at_on: tuple[str, ...]
    poison_gain_verbs: tuple[str, ...]
    poison_one_more: tuple[str, ...]


ENGLISH_POISON = PoisonWords(
    poison_words=words_of("poison"),
    poison_adverbs=words_of("now still only currently"),
    poison_counter_nouns=words_of("counter counters"),
    poison_counter=words_of("counter"),
    poison_joins=words_of("and with &"),
    poison_at=words_of("at"),
    poison_at_on=words_of("at on"),
    poison_gain_verbs=words_of(
        "get gets got getting gotten receive receives received receiving take takes took taken "
        "taking"
    ),
    poison_one_more=phrases_of("another, one more, an additional, a"),
)
