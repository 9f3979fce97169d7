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
    # "Ok, totally clear on part 1 i think, in this case" Boros Reckoner, "as a blocker,"
    # "triggers his damage" "too slowly" "to bring" the attacking player "down to 0" "as well",
    # "meaning that" "a drawn game is avoided" "and" the attacking player "wins": a trigger
    # believed too late to make a player lose beside its controller (late_triggers_asked.py)
    late_acks: tuple[str, ...]
    late_clear: tuple[str, ...]
    late_parts: tuple[str, ...]
    late_part_numbers: tuple[str, ...]
    late_hedges: tuple[str, ...]
    late_cases: tuple[str, ...]
    late_holders_mine: tuple[str, ...]
    late_holders_theirs: tuple[str, ...]
    late_as_blocker: tuple[str, ...]
    late_acts: tuple[str, ...]
    late_too: tuple[str, ...]
    late_bring: tuple[str, ...]
    late_to_zero: tuple[str, ...]
    late_as_well: tuple[str, ...]
    late_attackers: tuple[str, ...]
    late_others: tuple[str, ...]
    late_me: tuple[str, ...]
    late_meaning: tuple[str, ...]
    late_claims: tuple[str, ...]
    late_claim_joins: tuple[str, ...]
    late_winners: tuple[str, ...]
    late_wins: tuple[str, ...]


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
    late_acks=phrases_of("ok, okay, alright, all right, right, thanks, got it, i see"),
    late_clear=phrases_of(
        """clear on, totally clear on, completely clear on, pretty clear on, fairly clear on,
        clear about, totally clear about"""
    ),
    late_parts=words_of("part point question"),
    late_part_numbers=words_of("1 2 3 one two three a b"),
    late_hedges=phrases_of("i think, i believe, i guess, now"),
    late_cases=phrases_of("in this case, in that case, in the second case, here"),
    late_holders_mine=words_of("my"),
    late_holders_theirs=phrases_of("his, her, their, my opponent's, the opponent's"),
    late_as_blocker=phrases_of("as a blocker, as the blocker, when blocking, while blocking"),
    late_acts=phrases_of(
        """triggers his damage, triggers its damage, triggers her damage, triggers the damage,
        deals his damage, deals its damage, deals her damage, deals the damage,
        's trigger is, 's trigger comes, 's trigger resolves, 's trigger happens,
        's ability is, 's ability comes, 's ability resolves, 's damage comes, 's damage is,
        triggers, trigger is, trigger comes"""
    ),
    late_too=phrases_of("too slowly to, too slow to, too late to"),
    late_bring=phrases_of("bring, put, knock, take, get, drop"),
    late_to_zero=phrases_of("down to 0, to 0, down to 0 life, to 0 life, down to zero, to zero"),
    late_as_well=phrases_of("as well, too, also"),
    late_attackers=phrases_of("the attacking player, the attacker"),
    late_others=phrases_of("him, her, my opponent, the opponent"),
    late_me=words_of("me"),
    late_meaning=phrases_of("meaning that, meaning, which means that, which means, so"),
    late_claims=phrases_of(
        """a drawn game is avoided, the drawn game is avoided, a draw is avoided,
        the draw is avoided, it is not a draw, it's not a draw, the game is not a draw,
        there is no draw"""
    ),
    late_claim_joins=phrases_of("and, and so, so"),
    late_winners=phrases_of("the attacking player, the attacker, he, she, my opponent, i"),
    late_wins=words_of("wins win"),
)
