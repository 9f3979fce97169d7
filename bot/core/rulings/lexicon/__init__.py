"""The reader's words: every English word and phrase the chat reader matches, in one table
made of parts by use (issue #34: taking questions in other languages starts by translating this
table; docs/situation-language.md, "The reader's words").

`ENGLISH` is the one `Lexicon` the reader reads today. The chat reader (chat.py, card_marks.py,
game_in_passing.py, prose_boards.py, through chat_words.py) and words.py build their patterns
from it and hold no word list of their own: a word the reader skips, treats as a name, counts
as a number or takes as a question word is written here, once, in the part of its use
(lexicon/*_words.py: framing, boards, opinions, questions, why-questions, guesses, bug reports,
damage, poison, attacks, tournament conduct, phrasings, libraries, locks, cards, casts, copies,
players, numbers, clauses). Each field is plain words or phrases (a phrase is its words separated by
single spaces), never a regular expression, so that a translator writes words, not patterns.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.attack_words import ENGLISH_ATTACKS, AttackWords
from bot.core.rulings.lexicon.board_words import ENGLISH_BOARDS, BoardWords
from bot.core.rulings.lexicon.bug_report_words import ENGLISH_BUG_REPORTS, BugReportWords
from bot.core.rulings.lexicon.card_words import ENGLISH_CARDS, CardWords
from bot.core.rulings.lexicon.cast_words import ENGLISH_CASTS, CastWords
from bot.core.rulings.lexicon.clause_words import ENGLISH_CLAUSES, ClauseWords
from bot.core.rulings.lexicon.conduct_words import ENGLISH_CONDUCT, ConductWords
from bot.core.rulings.lexicon.copy_words import ENGLISH_COPIES, CopyWords
from bot.core.rulings.lexicon.damage_words import ENGLISH_DAMAGE, DamageWords
from bot.core.rulings.lexicon.framing_words import ENGLISH_FRAMING, FramingWords
from bot.core.rulings.lexicon.guess_words import ENGLISH_GUESSES, GuessWords
from bot.core.rulings.lexicon.library_words import ENGLISH_LIBRARY, LibraryWords
from bot.core.rulings.lexicon.lock_words import ENGLISH_LOCKS, LockWords
from bot.core.rulings.lexicon.number_words import ENGLISH_NUMBERS, NumberWords
from bot.core.rulings.lexicon.opinion_words import ENGLISH_OPINIONS, OpinionWords
from bot.core.rulings.lexicon.phrasing_words import ENGLISH_PHRASINGS, PhrasingWords
from bot.core.rulings.lexicon.player_words import ENGLISH_PLAYERS, PlayerWords
from bot.core.rulings.lexicon.poison_words import ENGLISH_POISON, PoisonWords
from bot.core.rulings.lexicon.question_words import ENGLISH_QUESTIONS, QuestionWords
from bot.core.rulings.lexicon.why_words import ENGLISH_WHYS, WhyWords
from bot.core.rulings.lexicon.word_lists import phrases_of, words_of

__all__ = ["ENGLISH", "Lexicon", "phrases_of", "words_of"]


@dataclass(frozen=True)
class Lexicon(
    FramingWords,
    BoardWords,
    OpinionWords,
    QuestionWords,
    WhyWords,
    GuessWords,
    BugReportWords,
    DamageWords,
    PoisonWords,
    AttackWords,
    PhrasingWords,
    LibraryWords,
    LockWords,
    CardWords,
    CastWords,
    CopyWords,
    PlayerWords,
    ClauseWords,
    ConductWords,
    NumberWords,
):
    """The words of one language the reader matches, by what they do in a question.

    It is made of parts, each the words of one use (lexicon/*_words.py), so that a
    translator translates one part at a time."""


ENGLISH = Lexicon(
    **vars(ENGLISH_FRAMING),
    **vars(ENGLISH_BOARDS),
    **vars(ENGLISH_OPINIONS),
    **vars(ENGLISH_QUESTIONS),
    **vars(ENGLISH_WHYS),
    **vars(ENGLISH_GUESSES),
    **vars(ENGLISH_BUG_REPORTS),
    **vars(ENGLISH_DAMAGE),
    **vars(ENGLISH_POISON),
    **vars(ENGLISH_ATTACKS),
    **vars(ENGLISH_PHRASINGS),
    **vars(ENGLISH_LIBRARY),
    **vars(ENGLISH_LOCKS),
    **vars(ENGLISH_CARDS),
    **vars(ENGLISH_CASTS),
    **vars(ENGLISH_COPIES),
    **vars(ENGLISH_PLAYERS),
    **vars(ENGLISH_CLAUSES),
    **vars(ENGLISH_CONDUCT),
    **vars(ENGLISH_NUMBERS),
)
