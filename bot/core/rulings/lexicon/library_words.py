"""Libraries and draws: a library's cards told, moved, milled, exiled or emptied, and draws
asked or told.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `LibraryWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class LibraryWords:
    """The words of one language that tell libraries and draws:
    each field by what it does in a question."""

    runs_out: tuple[str, ...]  # my deck "runs out" (of cards): my library is empty
    # he "puts" my library into my graveyard, I "remove" my library, he "mills" my whole
    # library, he "mills" me out, I "have no" library: that library is empty (chat_forms)
    library_moved_verbs: tuple[str, ...]
    library_exiled_verbs: tuple[str, ...]
    library_milled_verbs: tuple[str, ...]
    # cards put from a library "into his graveyard" (into his "yard", "the grave"): milled
    # (library_forms, chat_forms)
    graveyard_words: tuple[str, ...]
    # my graveyard is "empty", I have "no" cards in my graveyard: a count of 0 (Immortal Coil)
    graveyard_empty: tuple[str, ...]
    graveyard_none: tuple[str, ...]
    # he had "no" cards in "hand", my "hand" is "empty", an "empty" "hand": a hand holding
    # nothing (library_forms._hand_told)
    hand_words: tuple[str, ...]
    hand_none: tuple[str, ...]
    hand_empty: tuple[str, ...]
    # he "drew" / "topdecked" a Fiery Justice "in" his "turn": a card named drawn
    # (hands_told.card_drawn)
    topdeck_verbs: tuple[str, ...]
    drawn_in: tuple[str, ...]
    drawn_turn: tuple[str, ...]
    library_emptied_verbs: tuple[str, ...]  # I "deplete" my library: it is empty
    library_whole: tuple[str, ...]
    library_none_held: tuple[str, ...]
    # "what happens in my draw step?", "at my next draw step, do I lose?", "I go to my draw
    # step": its player draws a card then, a turn-based action (504.1; chat_forms)
    draw_step_asked: tuple[str, ...]
    draw_step_reached: tuple[str, ...]
    # do I lose "at" my "next draw" (step), "when I draw", "the next time" he "has to draw"?: a
    # draw to come, asked of (draws_ahead.py)
    ahead_at: tuple[str, ...]
    ahead_when: tuple[str, ...]
    ahead_next: tuple[str, ...]
    ahead_draw: tuple[str, ...]
    ahead_step: tuple[str, ...]
    ahead_after: tuple[str, ...]
    ahead_tails: tuple[str, ...]  # do I lose when I draw "or not"?: the question's own tail
    first_draw: tuple[str, ...]  # "after the first draw", X triggers: the draw spell resolved
    # a sentence with none of these in it tells no draw whose library's count could be asked
    # for (library_unsaid.py): "draw", "draws", "drawn", "drew"
    draw_stems: tuple[str, ...]
    unnamed_draws: tuple[str, ...]  # "some form of card draw": one card or more, how many unsaid
    draw_used: tuple[tuple[str, str], ...]  # "used" some form of card draw: (verb, draw said so)
    library_words: tuple[str, ...]  # my "deck" runs out
    library_plurals: tuple[str, ...]  # both players run out of cards in their "libraries"
    # a library or a draw told anywhere: a card put on top of a library may change it
    library_told: tuple[str, ...]
    # "so" / "then" "I" "had to" "draw" "a" "card" "but" "my" deck "was" "already" "empty":
    # a draw due, told before the library it was due from (draws_due.py); each subject with
    # the possessive of its own library; a player named has "his", "her" or "their"; "you",
    # "we" (and "my" alone) name no one library; a library said "empty" "now", "after" the draw
    due_openers: tuple[str, ...]
    due_subjects: tuple[tuple[str, str], ...]
    due_opponent: tuple[str, ...]
    due_named_owners: tuple[str, ...]
    due_no_owner: tuple[str, ...]
    draw_due: tuple[str, ...]
    due_draw: tuple[str, ...]
    due_counts: tuple[str, ...]
    # draw 2 "cards", I don't find any (creature) "cards": the noun, of a library's cards
    library_card_nouns: tuple[str, ...]
    due_was: tuple[str, ...]
    due_already: tuple[str, ...]
    due_empty: tuple[str, ...]
    # my library "is empty", an "empty library": told, a draw matters as a count told says
    # (unknown_followed: what a card Arbiter does not know drew must be said)
    library_said_empty: tuple[str, ...]
    due_afterwards: tuple[str, ...]
    # ... and I don't find "any" (creature) "cards": what a search found none of (draw_choices)
    not_found_any: tuple[str, ...]
    choosers: tuple[str, ...]  # "i" / "he" choose "creature" (draw_choices): who names a kind
    # "... and I "draw" "more than" 50": a draw of more than a count (library_draws.py)
    drawn_more: tuple[str, ...]
    # "My library is empty. I draw, do I lose?": one player's "I draw?" left of a question is
    # a card drawn, never a guess of a drawn game, which is every player's (chat._guess_asked);
    # "we" / "both" draw?: a guess of a draw, as before
    drawn_alone: tuple[str, ...]
    drawn_together: frozenset[str]
    more_than: tuple[str, ...]


ENGLISH_LIBRARY = LibraryWords(
    runs_out=phrases_of("runs out, ran out, has run out, had run out, run out"),
    library_moved_verbs=words_of("put puts"),
    library_exiled_verbs=words_of("remove removes removed exile exiles exiled"),
    library_milled_verbs=words_of("mill mills milled"),
    graveyard_words=words_of("graveyard yard grave"),
    graveyard_empty=words_of("empty"),
    graveyard_none=words_of("no"),
    hand_words=words_of("hand"),
    hand_none=words_of("no zero 0"),
    hand_empty=words_of("empty"),
    topdeck_verbs=words_of("topdeck topdecks topdecked"),
    drawn_in=words_of("in on during"),
    drawn_turn=phrases_of("turn, draw step, upkeep, next turn"),
    library_emptied_verbs=words_of(
        "deplete depletes depleted empty empties emptied exhaust exhausts exhausted"
    ),
    library_whole=phrases_of("whole, entire, all of, the whole of, the rest of, all of the"),
    draw_step_asked=phrases_of(
        "what happens, what will happen, what would happen, what happened, what now"
    ),
    ahead_at=phrases_of("at, on, in, during, at the start of, at the beginning of"),
    ahead_when=phrases_of("when, once, whenever, as soon as, the next time, next time"),
    ahead_next=phrases_of("next, following"),
    ahead_draw=phrases_of(
        "draw, draws, drew, have to draw, has to draw, had to draw, must draw, need to draw, "
        "needs to draw, needed to draw, try to draw, tries to draw, tried to draw, go to draw, "
        "goes to draw, went to draw"
    ),
    ahead_step=phrases_of("draw step, draw, draw phase"),
    ahead_after=phrases_of("next, again, a card, next turn"),
    ahead_tails=phrases_of("or not, then"),
    draw_step_reached=phrases_of(
        """go to, goes to, went to, get to, gets to, got to, move to, moves to, moved to,
        reach, reaches, reached, move into, moves into, moved into"""
    ),
    library_none_held=phrases_of(
        """have no, has no, had no, no longer have a, no longer has a, no longer had a,
        don't have a, doesn't have a, didn't have a, do not have a, does not have a,
        did not have a, don't have any, doesn't have any, do not have any, does not have any"""
    ),
    draw_stems=words_of("draw drew"),
    first_draw=phrases_of(
        """after the first draw, after drawing the first card, after the first card is drawn,
        after i draw the first card, after the first card drawn, on the first draw"""
    ),
    unnamed_draws=phrases_of(
        """some form of card draw, some kind of card draw, some sort of card draw, any form of
        card draw, any kind of card draw, some form of draw, some kind of draw, any card draw,
        some card draw, a card draw spell, a card draw effect, a card draw ability, a draw spell,
        a draw effect, any draw spell, any draw effect, some draw spell, some draw effect"""
    ),
    # only what says the draw happened: a spell "cast" may yet be countered (Brainstorm asks)
    draw_used=(
        ("use", "draw"),
        ("uses", "draws"),
        ("used", "drew"),
        ("resolve", "draw"),
        ("resolves", "draws"),
        ("resolved", "drew"),
    ),
    library_words=words_of("library deck"),
    library_plurals=words_of("libraries decks"),
    library_told=words_of(
        """library libraries deck decks decked decking draw draws drew drawn drawing mill mills
        milled milling"""
    ),
    due_openers=words_of("so and then if when"),
    due_subjects=(("i", "my"), ("he", "his"), ("she", "her"), ("they", "their")),
    due_opponent=phrases_of("my opp, my opponent"),
    due_named_owners=words_of("his her their"),
    due_no_owner=words_of("my you we"),
    draw_due=phrases_of(
        """had to, has to, have to, needed to, need to, needs to, was forced to, is forced to,
        were forced to, must"""
    ),
    due_draw=words_of("draw"),
    due_counts=words_of("a one two three"),
    library_card_nouns=words_of("card cards"),
    due_was=phrases_of("was, is, had been, has been"),
    due_already=words_of("already"),
    due_empty=words_of("empty"),
    library_said_empty=phrases_of(
        """library is empty, library was empty, library is still empty, library is now empty,
        libraries are empty, deck is empty, deck was empty, empty library, empty deck,
        library is already empty, library being empty"""
    ),
    due_afterwards=words_of("now after afterwards then"),
    not_found_any=words_of("a an any one"),
    choosers=words_of("i you he she"),
    drawn_more=words_of("draw draws drew drawing"),
    drawn_alone=words_of("draw draws drew"),
    drawn_together=frozenset(words_of("we they both everyone all us")),
    more_than=phrases_of("more than"),
)
