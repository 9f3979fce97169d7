"""What became of a card Arbiter does not know, told cast, resolving or entering
(sentence_steps.py): the words that follow must say what it did, or the reading is refused
naming the card (`Reader.unknown_unsaid`); taken to do nothing, it was "nobody has won or lost
yet" where it may have ended the game. Pure: no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.card_use import on_a_change_of_life
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.phrase_values import Clause, Role
from bot.core.rulings.words import LIFE, MARK, Reader

# a card said to enter play: one Arbiter does not know is followed by what it did on entering
_ENTERS_PLAY = re.compile(r"\b(?:enters|entered|entering|enter)\b", re.IGNORECASE)


# Words that say a spell or an ability was cast, activated, triggered or resolved, and no more
# of what it did ("bob casts Murder on my Angel", "he used Lava Dart on me", "it resolves",
# "Sigil triggers").
_ONLY_CAST = re.compile(
    r"\b(?:(?:casts?|casting|activates?|activated|activating|uses?|used|using)\b"
    r"(?!.*\b(?:deal|lose|gain|win|"
    r"exile|destroy|return|draw|mill|sacrifice|counter)\w*\b)"
    r"|(?:resolves?|resolved|triggers?|triggered)\s*$)",
    re.IGNORECASE,
)


def unknown_followed(clause: Clause, reader: Reader, unsaid_here: bool) -> bool:
    """A card Arbiter does not know, cast or resolving, is followed by what it did: the reader
    keeps it as unsaid until a clause says more. Returns whether one was left unsaid in this
    sentence."""
    unknown = clause.source.unknown if clause.source is not None else ()
    empty_stack = (
        clause.role is Role.STACK
        and not clause.items
        and bool(_ONLY_CAST.search(clause.text))
        and not (clause.done and _USED.search(clause.text))
    ) or (clause.role is Role.MOVES and bool(_ENTERS_PLAY.search(clause.text)))
    if empty_stack and unknown:
        reader.unknown_unsaid = unknown[0]
        return True
    if reader.unknown_unsaid is not None and _acted_by_another(clause, reader.unknown_unsaid):
        return unsaid_here  # "his creature deals 6 combat damage to me" says nothing of it
    if (
        (not empty_stack or (clause.source is not None and clause.source.cards))
        and not (_board_only(clause, unsaid_here) and _LIFE_TOLD.search(reader.marked))
        and not _draws_unsaid(clause, reader)
        and not _life_change_unsaid(clause, reader)
    ):
        # ("and it resolves" says no more of what it did); an act that ends nothing, or a
        # total said in a sentence after it, in words that tell a life total ("I'm at 3
        # life. My opponent casts Price of Progress and I control 2 nonbasic lands.", "...
        # and reveal Emrakul"), says nothing of what it did: taken to do nothing, it was
        # "nobody has won or lost yet"
        reader.unknown_unsaid = None
    return unsaid_here


_LIFE_TOLD = re.compile(rf"\b{LIFE}\b", re.IGNORECASE)


# A card used "to" do what the words say, or what was done "with" it (sentence_clauses): told
# done, it is followed no further.
_USED = re.compile(r"\b(?:uses?|used|using)\b", re.IGNORECASE)


# "I have 1 card in my library and cast Night's Whisper. My opponent loses 2 life.": a library's
# count told says the draws matter, and a card Arbiter does not know may draw (a draw from an
# empty library loses, 704.5b): what follows must say what it drew, or the reading is refused
# naming the card; taken to do only the loss of life, it was "you win" where its caster had
# drawn from an empty library.
_LIBRARY_COUNT = re.compile(
    rf"\b(?:{NUMBER}|no)\s++cards?\s++(?:left\s++|remaining\s++)?in\s++[\w']++\s++"
    r"(?:library|libraries|deck)\b",
    re.IGNORECASE,
)
# ... or a library told empty ("my library is empty. I have Laboratory Maniac. I cast Opt and my
# library is still empty": it may have drawn, which wins)
_LIBRARY_EMPTY = re.compile(rf"\b{one_of(WORDS.library_said_empty)}\b", re.IGNORECASE)
_DRAW_SAID = re.compile(r"\b(?:draw|draws|drew|drawn|drawing|decks?|decked|mill\w*)\b", re.I)


def _draws_unsaid(clause: Clause, reader: Reader) -> bool:
    """Whether a library's count was told and `clause` says nothing drawn (see above)."""
    if _DRAW_SAID.search(clause.text):
        return False
    # a library told empty, where the words go on to a card Arbiter knows ("I cast Dread
    # Return and Thassa's Oracle enters the battlefield. then Thassa's Oracle's trigger says I
    # win"): that is what it did
    named = MARK in clause.text or (clause.source is not None and bool(clause.source.cards))
    return _count_told(reader.marked) or (not named and _empty_told(reader.marked))


def _life_change_unsaid(clause: Clause, reader: Reader) -> bool:
    """Whether a card named turns on a change of life (Sanguine Bond, Exquisite Blood) and
    `clause` tells none: a total said ("and I'm at 10 life") is no gain or loss the card can
    act on, though the card Arbiter does not know may have made one ("I control Sanguine Bond.
    my opponent is at 3 life. I cast Xyzzy Blast and I'm at 10 life": a gain makes him lose
    as much). What follows must say the change, or the reading is refused naming the card."""
    watched = any(
        entity.card is not None and any(map(on_a_change_of_life, entity.card.effects))
        for entity in reader.entities
    )
    return watched and not any(
        item.event.kind is EventKind.LIFE and item.event.value is None for item in clause.items
    )


@lru_cache(maxsize=16)
def _count_told(text: str) -> bool:
    """Whether `text` tells a library's count: searched once a text, not once a clause (a
    text of a hundred clauses searched a hundred times took most of its 50 ms)."""
    return bool(_LIBRARY_COUNT.search(text))


@lru_cache(maxsize=16)
def _empty_told(text: str) -> bool:
    """Whether `text` tells a library empty (searched once a text, as `_count_told`)."""
    return bool(_LIBRARY_EMPTY.search(text))


def _board_only(clause: Clause, unsaid_here: bool) -> bool:
    """An act that ends nothing, or totals said outright in a sentence after the one of the
    card that acted (in its own sentence, "... and I am at 40 life" is what it did)."""
    if not clause.items:
        return clause.role is Role.ACTS
    totals = all(item.event.value is not None for item in clause.items)
    return clause.role is None and totals and not unsaid_here


# A source that stands for the card or spell just told of ("it deals 3 damage to him").
_TOLD_BEFORE = re.compile(
    r"(?:it|its|that|this|the)(?:\s+(?:spell|card|ability))?\Z", re.IGNORECASE
)


def _acted_by_another(clause: Clause, unknown: str) -> bool:
    """Whether every event of `clause` is a change of life said to come from something other
    than the card Arbiter does not know, cast just before ("I cast Candles' Glow on myself. his
    creature deals 6 combat damage to me"): the words still say nothing of what that card did,
    which may have been to prevent that damage or gain life."""
    return (
        clause.role is None  # an event told, not a card entering (what the spell may have done)
        and bool(clause.items)
        and all(
            item.event.kind is EventKind.LIFE
            and item.source is not None
            and unknown not in item.source.unknown
            and not _TOLD_BEFORE.match(item.source.text.strip())
            for item in clause.items
        )
    )
