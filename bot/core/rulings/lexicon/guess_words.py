"""The asker's guesses of what follows the moment told: "Would he take the damage, then lose ...
or would he ... live to fight on?", "would I lose, or play until damage is done to me?"
(alternatives_asked.py, outcome_questions.py).

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `GuessWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class GuessWords:
    """The words of one language that tell an asker's guesses: each field by what it does in a
    question."""

    # "Would he take the damage, then lose ... or would he ... live to fight on?": guesses of
    # what follows from the moment told; one that says a moment of its own ("when", "if", a
    # step, an act) may be the moment asked about, never skipped (alternatives_asked.py)
    guesses_unread: tuple[str, ...]
    # would "he" ..., or would "the" life come first: who or what a guess is of, said before or
    # a word that says it again ("does carol save her?": carol, said only there, may be a fact)
    guess_subjects: frozenset[str]
    # would "my" dragon kill him, would he die to "a" bolt: a thing a guess names, which must be
    # said before unless it is one of what any moment has ("the damage", "the life")
    guess_determiners: tuple[str, ...]
    guess_nouns: frozenset[str]
    # would I lose, or "play" "until" damage is done to me: the game going on, with the
    # asker's guess of when it stops
    going_on: tuple[str, ...]
    until_words: tuple[str, ...]
    # would he lose "at that point" "or on his turn": the moment told, and a later one offered
    at_the_moment: tuple[str, ...]


ENGLISH_GUESSES = GuessWords(
    guesses_unread=phrases_of(
        """when, whenever, if, once, while, unless, until, because, since, cuz, due to, given,
        as soon as, in response, instead, turn, upkeep, draw step, end step, end of turn,
        combat, main phase, next, attack, attacks, attacked, attacking, cast, casts, casting,
        play, plays, playing, block, blocks, blocking, activate, activates, activating,
        sacrifice, sacrifices, sacrificing, draws, drawing, drew, discard, discards, concede,
        concedes, conceding, respond, responds, responding, counter, counters, countered,
        redirect, redirects, redirected, copy, copies, copied, enters, leaves, dies, destroyed,
        exiled, removed"""
    ),
    guess_subjects=frozenset(
        words_of(
            """i you he she it we they that this there the his her my their your our both
            either neither everyone everybody nobody someone anyone"""
        )
    ),
    guess_determiners=words_of("the a an my his her their your our its this that any"),
    guess_nouns=frozenset(
        words_of(
            """damage life game same first spell ability effect trigger loss gain whole rest
            one other"""
        )
    ),
    going_on=phrases_of(
        """play, play on, keep playing, keep on playing, go on, go on playing, continue,
        continue playing, live, live on, stay alive, stay in, stay in the game, survive,
        keep going, keep on going, still be alive, still be in the game"""
    ),
    until_words=words_of("until till untill"),
    at_the_moment=phrases_of(
        "at that point, at that moment, at that time, right then, right away, then, now, "
        "immediately, instantly, straight away, on the spot"
    ),
)
