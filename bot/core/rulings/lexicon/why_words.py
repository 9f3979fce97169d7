"""Why-questions: "why didn't I lose?", "how come he is still alive?", "why didn't my opponent
win?", a question that takes as said that a player is still in the game (or that the other
player did not win), read as that claim and checked (outcome_questions.why_not_out).

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `WhyWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class WhyWords:
    """The words of one language that ask why a player is still in the game: each field by
    what it does in a question."""

    why_asks: tuple[str, ...]  # "why", "how come" didn't I lose
    still_out_verbs: tuple[str, ...]  # why "am" I still in the game
    still_in: tuple[str, ...]  # why am I "still alive"
    lost_or_died: tuple[str, ...]  # why didn't I "lose", "die"
    # why didn't my opponent "win": the claim that the one other player didn't lose, of whom
    # (`others_of_two`: "my opponent" -> "I", "I" -> "my opponent"); any other name unread
    won_verbs: tuple[str, ...]
    # why "did" I "not" lose, why "did" my opponent "not" win: the negation after the subject
    did_asks: tuple[str, ...]
    not_after: tuple[str, ...]
    others_of_two: tuple[tuple[str, str], ...]


ENGLISH_WHYS = WhyWords(
    why_asks=phrases_of("why, how come, how, how is it that, why is it that"),
    still_out_verbs=words_of("am is are was were i'm he's she's they're"),
    still_in=phrases_of(
        """still in the game, still alive, still playing, still in, still here, not dead,
        not out, still standing"""
    ),
    lost_or_died=phrases_of("lose, lost, die, died, lose the game, lost the game"),
    won_verbs=phrases_of("win, won, win the game, won the game"),
    did_asks=words_of("did has have"),
    not_after=words_of("not never"),
    others_of_two=(
        ("i", "my opponent"),
        ("me", "my opponent"),
        ("my opponent", "I"),
        ("my opponents", "I"),
        ("the opponent", "I"),
        ("my opp", "I"),
        ("he", "I"),
        ("she", "I"),
        ("they", "I"),
    ),
)
