"""Phrase forms of libraries and hands: cards told in a library, draws, mills, exchanges of
control, extra turns, and what a player holds that no card names.

Part of the situation language's phrase forms, tried in the order phrases.py lists them."""

from __future__ import annotations

import re

from bot.core.rulings.card_clauses import (
    about_card,
    holds_unnamed,
    no_event,
    not_lost,
    still_in_the_game,
)
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.hands_told import card_drawn, hand_told
from bot.core.rulings.library_draws import (
    draw_told,
    draws_a_card,
    library_about,
    library_count_elided,
    library_milled,
    library_milled_own,
    library_put_away,
    library_told,
    milled_by_card,
)
from bot.core.rulings.loops_taken import control_taken
from bot.core.rulings.phrase_forms import phrase_form
from bot.core.rulings.phrase_values import Builder, Built, Role
from bot.core.rulings.tenses import (
    ATTEMPT,
    BE,
    BECOME,
    BEGIN,
    CAST,
    CAUSE,
    COLOUR_WORD,
    CONTROL,
    DRAW,
    END,
    FREE,
    GAIN,
    GET,
    GO,
    HAVE,
    HOLDING,
    MAKE,
    START,
    TAKE,
    THEIR,
    TRY,
    USE,
    verb,
)
from bot.core.rulings.words import Reader

_MILL = verb("mill", "mills", "milled")
# Cards put from a library into a graveyard, in the words older cards print ("the top ten cards
# of his or her library into his or her graveyard") or a player's ("into his yard").
_PUT = one_of(WORDS.library_moved_verbs)
_OWNERS = rf"(?:{THEIR}(?: or her)?)"
_GRAVEYARD = one_of(WORDS.graveyard_words)
_INTO_GRAVEYARD = rf"in(?:to)? (?:{_OWNERS}|a) {_GRAVEYARD}"
_TOP = r"the top {N} cards? of"


def _graveyard_told(match: re.Match[str], reader: Reader) -> Built:
    """A graveyard said empty, or its count of 0: nothing happens by it, its count read where
    a card's state trigger counts it (counts.py), which reads it of "my" graveyard or a
    player's named; "his graveyard" is left unread (a state read with its count not could
    judge Immortal Coil's controller still in: refused instead)."""
    whose = match["whose"].lower()
    if whose != "my" and not whose.endswith(("'s", "'")):
        return None
    return no_event(Role.STATE)(match, reader)


_HAND = one_of(WORDS.hand_words)


# "their library", and of players said together, "our libraries", "their decks".
_THEIR_LIBRARY = rf"(?:(?:{THEIR}|our) )?(?:library|deck|libraries|decks)"  # "0 cards in library"


LIBRARY_FORMS: list[tuple[re.Pattern[str], Builder]] = [
    # An empty library loses nothing until its player would draw from it (MTG CR 704.5b),
    # and drawing the last card is no draw from an empty library.
    (
        phrase_form(
            rf"{{X's}} (?:library|deck) (?:{BE}|{BECOME}|{GO}|{END} up)(?: now| still| already)?"
            r" (?:empty|out of cards)"
        ),
        library_told,
    ),
    (
        phrase_form(
            rf"{{X}}~{HAVE} (?:no|0|zero)(?: more)? cards (?:left |remaining )?in {_THEIR_LIBRARY}"
        ),
        library_told,
    ),
    # "he didn't have any cards in his library", "he doesnt have cards in a library": none
    (
        phrase_form(
            rf"{{X}}~{one_of(WORDS.not_having)} (?:any )?(?:more )?cards (?:left |remaining )?in"
            rf" (?:{_THEIR_LIBRARY}|(?:a|the) (?:library|deck))"
        ),
        library_told,
    ),
    # A count a card's win or loss may be gated on ("40 cards in my library", "my devotion to
    # blue is 2"): ends nothing by itself; the condition of a card gated on it reads it
    # (bot.core.rulings.counts).
    (
        phrase_form(r"(?:only )?{N} cards? (?:left |remaining )?in {X's} (?:library|deck)"),
        library_told,
    ),
    (
        phrase_form(
            rf"{{X's}} (?:library|deck) (?:{HAVE}|{verb('hold', 'holds', 'held')}|{BE})"
            r"(?: only)? {N} cards?(?: (?:left )?in it)?"
        ),
        library_told,
    ),
    (
        phrase_form(
            rf"{{X}}~(?:{HAVE}(?: only)?|{BE} down to(?: {THEIR} last)?) {{N}} cards?"
            rf" (?:left |remaining )?in {_THEIR_LIBRARY}"
        ),
        library_told,
    ),
    # "I have around 50 cards in my library": a count said only about (`library_about`).
    (
        phrase_form(
            rf"{{X}}~{HAVE} (?:{one_of(WORDS.about_counts)}) {{N}} cards?"
            rf" (?:left |remaining )?in {_THEIR_LIBRARY}"
        ),
        library_about,
    ),
    # "I mill bob for 18 cards and he has only 15": a bare count after a mill of a library
    # whose count was never told is that library's (its noun left out).
    (
        phrase_form(
            rf"{{X}}~(?:only |just )?{HAVE}(?: only| just)? {{N}}(?: left| cards? left| cards?)?"
        ),
        library_count_elided,
    ),
    (
        phrase_form(rf"{{X's}} devotion to {COLOUR_WORD} (?:{BE}|{BECOME}) {{N}}"),
        no_event(Role.ACTS),
    ),
    (
        phrase_form(rf"{{X}}~{HAVE} (?:a )?devotion to {COLOUR_WORD}(?: of)? {{N}}"),
        no_event(Role.ACTS),
    ),
    (
        phrase_form(rf"{{X}}~{HAVE} {{N}} devotion to {COLOUR_WORD}"),
        no_event(Role.ACTS),
    ),
    (
        phrase_form(
            rf"{{X}}~{DRAW} (?P<all>(?:(?:the|their|his|her|my|your) )?last card)(?: (?:of|from|in)"
            rf" {THEIR} (?:library|deck))?"
        ),
        draws_a_card,
    ),
    # An exchange of control: nothing enters or leaves the battlefield by it (603.6a).
    (
        phrase_form(
            rf"{{X}}~{verb('exchange', 'exchanges', 'exchanged')} control of {FREE}+?"
            rf"(?: (?:with|and) {FREE}+?)?"
        ),
        no_event(Role.EXCHANGES),
    ),
    # "one of them a token from Splinter Twin": which of the permanents named is a token copy
    # and what made it, said beside them; it ends nothing by itself.
    (
        phrase_form(
            r"(?:one|two|three|\d+) of them (?:is |was |being )?(?:a |an )?"
            r"(?:token|copy|token copy)(?: copy)?"
            r"(?: (?:from|of|made by|created by|made with) {SRC})?"
        ),
        about_card(Role.PRESENCE),
    ),
    # An extra turn taken ends nothing by itself (MTG CR 500.7): what happens in it, a loss at
    # its end step (Final Fortune), is said as an event.
    (
        phrase_form(
            rf"{{X}}~(?:{TAKE}|{GET}|{BEGIN}|{START}) (?:an|another|one|a second|the|that|{THEIR})"
            r" (?:extra|additional|bonus) turn"
        ),
        no_event(Role.ACTS),
    ),
    # A player said to be still in the game: nothing happens by it.
    (
        phrase_form(
            rf"{{X}}~(?:{BE}|{verb('remain', 'remains', 'remained')}) (?:still )?in the game"
        ),
        still_in_the_game,
    ),
    # A player said not to have lost ("I drew from an empty library but hadn't lost due to
    # the angel's effect", "I didn't lose the game"): the same claim, checked alike.
    (
        phrase_form(
            rf"{{X}}~{one_of(WORDS.not_lost_negations)} {one_of(WORDS.not_lost_verbs)}"
            rf"(?: {one_of(WORDS.the_game)})?(?: {one_of(WORDS.not_lost_yet)})?"
            rf"(?: {one_of(WORDS.not_lost_because)} {{SRC}})?"
        ),
        not_lost,
    ),
    # What a player holds, named by no card ("I control a land of each basic land type", "bob
    # has one card in hand and 10 cards in his library"), and a discard or a draw they may
    # decline: each ends nothing by itself. A card named is never swallowed here (no mark).
    (
        phrase_form(
            rf"{{X}}~(?:{CONTROL}|{HAVE}|{BE} holding|{verb('hold', 'holds', 'held')})"
            rf" {HOLDING}"
        ),
        holds_unnamed,
    ),
    # "my graveyard is empty", "I have no cards in my graveyard" (or 0): a count nothing
    # happens by; a card whose state trigger counts it reads it (Immortal Coil, counts.py)
    (
        phrase_form(
            rf"(?P<whose>{{X's}}) {_GRAVEYARD} (?:{BE}|{BECOME})(?: now| still| already)?"
            rf" {one_of(WORDS.graveyard_empty)}"
        ),
        _graveyard_told,
    ),
    (
        phrase_form(
            rf"{{X}}~{HAVE} (?:{one_of(WORDS.graveyard_none)}|{{N}}) cards? in"
            rf" (?P<whose>{THEIR}) {_GRAVEYARD}"
        ),
        _graveyard_told,
    ),
    # "he had no cards in hand", "I have 0 cards in my hand", "his hand is empty", "she had an
    # empty hand": a hand holding nothing (`hand_told`)
    (
        phrase_form(
            rf"{{X}}~{HAVE} (?P<held>(?:{one_of(WORDS.hand_none)}) cards? in (?:{THEIR} )?{_HAND})"
        ),
        hand_told,
    ),
    (
        phrase_form(
            rf"{{X's}} (?P<held>{_HAND} (?:{BE}|{BECOME})(?: now| still| already)?"
            rf" {one_of(WORDS.hand_empty)})"
        ),
        hand_told,
    ),
    (phrase_form(rf"{{X}}~{HAVE} (?P<held>an {one_of(WORDS.hand_empty)} {_HAND})"), hand_told),
    # "he drew a Fiery Justice in his turn", "I topdeck Lightning Bolt": a card Arbiter knows
    # drawn, so from a library that held it (`hands_told.card_drawn`)
    (
        phrase_form(
            rf"{{X}}~(?:{DRAW}|{one_of(WORDS.topdeck_verbs)}) (?:a |an )?{{SRC}}"
            rf"(?: {one_of(WORDS.drawn_in)} {THEIR} {one_of(WORDS.drawn_turn)})?"
        ),
        card_drawn,
    ),
    (
        phrase_form(
            rf"{{X}}~{verb('discard', 'discards', 'discarded')} (?:a|an|one|{{N}}|all|their|his"
            r"|her|my|your|the)(?: [\w'-]+){0,3}? (?:cards?|hand)(?: at random)?"
        ),
        no_event(Role.ACTS),
    ),
    (
        phrase_form(
            r"{X}~(?:may|might|can|could|gets? to|got to) (?:choose to )?draw"
            r" (?:a card|one|one card|\d+ cards?)(?: or not)?"
        ),
        no_event(Role.ACTS),
    ),
    # A draw of a card: what it is turns on the library and on what replaces it (draws_a_card).
    (
        phrase_form(
            rf"{{X}}~{DRAW} (?:a card|another card|(?P<more>more than )?{{N}} (?:more )?cards?"
            rf"|(?P<all>{THEIR} (?:entire|whole) (?:library|deck)|the rest of {THEIR}"
            rf" (?:library|deck)|all (?:of )?(?:the )?cards (?:left )?in {THEIR} (?:library|deck)))"
            rf"(?: from {THEIR} (?:library|deck))?"
        ),
        draws_a_card,
    ),
    # "I have around 50 cards in my library and I draw more than 50": the noun left out after
    # a count of a library (`draws_a_card`).
    (
        phrase_form(rf"{{X}}~{DRAW} (?P<more>more than ){{N}}"),
        draws_a_card,
    ),
    # "My library is empty. I draw.", "he has 0 cards in his library and has to draw": a draw
    # said with no count, after its library's count was told (library_draws.draw_told).
    (phrase_form(rf"{{X}}~(?:{DRAW}|(?:{TRY}|{ATTEMPT}) to draw)"), draw_told),
    # "an effect causes my opponent to draw two cards": the draw, as said of its player.
    (
        phrase_form(
            rf"(?:an? (?:effect|spell|ability|trigger)|something) (?:{CAUSE}|{MAKE}"
            rf"|{verb('force', 'forces', 'forced')}) {{X}} (?:to )?draw (?:a card|another card"
            rf"|(?P<more>more than )?{{N}} (?:more )?cards?)"
        ),
        draws_a_card,
    ),
    # Cards milled or exiled from a library end nothing by themselves, however many fewer it
    # held (MTG CR 704.5b): what they leave is what a draw said after turns on.
    (
        phrase_form(
            rf"{{X}}~{_MILL} (?:{{N}}(?: cards?)?"
            rf"|(?P<all>{THEIR} (?:entire |whole )?(?:library|deck)))"
        ),
        library_milled_own,
    ),
    # "bob puts the top ten cards of his library into his graveyard", "I make him put the top
    # 8 cards of his library into his graveyard": a player's own library, said as its owner's
    # (`library_put_away`); "I put the top 9 cards of bob's library into his graveyard".
    (
        phrase_form(
            rf"{{X}}~{_PUT} {_TOP} (?P<w>{_OWNERS}) (?:library|deck)"
            rf" {_INTO_GRAVEYARD}"
        ),
        library_put_away,
    ),
    (
        phrase_form(
            rf"{{Y}}~(?:{MAKE}|{CAUSE}|{verb('force', 'forces', 'forced')}) {{X}} (?:to )?put"
            rf" {_TOP} (?P<w>{_OWNERS}) (?:library|deck)"
            rf" {_INTO_GRAVEYARD}"
        ),
        library_put_away,
    ),
    (
        phrase_form(
            rf"{{Y}}~(?:{_PUT}|{_MILL}) {_TOP} {{X's}} (?:library|deck)(?: {_INTO_GRAVEYARD})?"
        ),
        library_milled,
    ),
    (
        phrase_form(rf"{{Y}}~{_MILL} {{X}} for {{N}}(?: cards?)?"),
        library_milled,
    ),
    (
        phrase_form(rf"{{Y}}~{MAKE} {{X}} mill {{N}} cards?"),
        library_milled,
    ),
    (
        phrase_form(
            rf"{{Y}}~(?:(?:{CAST}|{USE}) )?{{SRC}}(?: (?:on|targeting|at))? {{X}} for {{N}} cards?"
        ),
        milled_by_card,
    ),
    (
        phrase_form(
            rf"{{Y}}~(?:{verb('exile', 'exiles', 'exiled')}|{verb('remove', 'removes', 'removed')})"
            rf" (?:the top )?{{N}} cards? (?:of|from) {{X's}} (?:library|deck)"
        ),
        library_milled,
    ),
    (
        phrase_form(
            rf"{{Y}}~(?:{GAIN}|{TAKE}|{verb('steal', 'steals', 'stole', 'stolen')}) control of"
            r" {SRC}"
        ),
        control_taken,
    ),
]
