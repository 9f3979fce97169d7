"""The phrases of the situation language offered when a clause cannot be read (suggest.py), each
with the event it reads as, and the words that start a clause whose subject was left out
(sentence_clauses.py)."""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.chat_words import WORDS, one_of

# The phrases offered when a clause cannot be read ({x}, {y}: names; {n}: a number), each with
# the event it reads as (a suggestion is offered only in a game that has that event).
KNOWN: tuple[tuple[str, EventKind], ...] = (
    ("{x} concedes", EventKind.CONCEDE),
    ("{x} is at {n} life", EventKind.LIFE),
    ("{x} loses {n} life", EventKind.LIFE),
    ("{x} takes {n} damage", EventKind.LIFE),
    ("{x} gains {n} life", EventKind.LIFE),
    ("{x} has {n} poison counters", EventKind.POISON),
    ("{x} gets {n} poison counters", EventKind.POISON),
    ("{x} takes {n} commander damage from {y}", EventKind.COMMANDER_DAMAGE),
    ("{y}'s commander deals {n} damage to {x}", EventKind.COMMANDER_DAMAGE),
    ("{x} draws from an empty library", EventKind.DECK_OUT),
    ("{x} decks out", EventKind.DECK_OUT),
    ("{x}'s champion dies", EventKind.CHAMPION_DIED),
    ("{y} gains control of {x}'s champion", EventKind.CHAMPION_CONTROL),
    ("an effect says {x} wins", EventKind.EFFECT),
    ("an effect says {x} loses", EventKind.EFFECT),
    ("{x} wins by an effect", EventKind.EFFECT),
    ("an effect says the game is a draw", EventKind.EFFECT),
    ("the game is in a loop of mandatory actions", EventKind.LOOP),
    ("everyone agrees to a draw", EventKind.INTENTIONAL_DRAW),
    ("a judge gives {x} a game loss", EventKind.PENALTY),
    ("the game restarts", EventKind.RESTART),
    ("{x} begins their turn with {n} structures", EventKind.TURN_START),
    ("{x} wins a dominion vote with {n} int", EventKind.DOMINION_VOTE),
    ("{x} goes to {n} life", EventKind.LIFE),
)


# Words that start a clause whose subject was left out (the known phrases' own words).
VERB_WORDS = frozenset(
    word
    for known, _ in KNOWN
    for word in re.findall(r"[a-z]+", known.replace("{x}", "").replace("{y}", ""))
    if word not in ("n", "x", "y")
) | {
    "is", "are", "am", "was", "were", "has", "have", "had", "goes", "go", "went", "takes", "take",
    "took", "loses", "lose", "lost", "gains", "gain", "gained", "gets", "get", "got", "draws",
    "draw", "drew", "drawed", "decks", "deck", "decked", "wins", "win", "won", "drops", "drop",
    "dropped", "dips", "dip", "dipped",
    "hits", "hit", "casting", "casts", "cast", "pays", "pay", "paid", "concede", "conceded",
    "falls", "fell", "reaches", "reached", "would", "will", "copy", "copies", "copied",
    "reveal", "reveals", "revealed", "discard", "discards", "discarded", "may", "controls",
    "control", "controlled", "exchange", "exchanges", "exchanged", "make", "makes", "made",
    "force", "forces", "forced", "activate", "activates", "activated", "use", "uses", "used",
    # a player's action that takes a card off the battlefield ("I attack and destroy Humility")
    "destroy", "destroys", "destroyed", "kill", "kills", "killed", "sacrifice", "sacrifices",
    "sacrificed", "exile", "exiles", "exiled",
    "sits", "sat", "stands", "stood",  # "... and sits at 1 life"
    # a draw that must be made ("I have no cards left in my deck and need to draw")
    "need", "needs", "needed", "must", "try", "tries", "tried", "attempt", "attempts",
    "attempted",
}  # fmt: skip
# cards milled or put from a library ("bob has 5 cards in his library and mills 10")
VERB_WORDS |= frozenset(WORDS.library_milled_verbs + WORDS.library_moved_verbs)

# "... but hadn't lost due to the angel's effect": a player said not to have lost, its subject
# left out (library_forms.py reads it as a claim the judge checks).
_NOT_LOST_FIRST = re.compile(
    rf"{one_of(WORDS.not_lost_negations)}\s++{one_of(WORDS.not_lost_verbs)}\b", re.IGNORECASE
)


def starts_with_its_verb(clause: str) -> bool:
    """Whether a clause starts with its verb, its subject left out ("takes 5 damage", "hadn't
    lost")."""
    return clause.split()[0].lower() in VERB_WORDS or _NOT_LOST_FIRST.match(clause) is not None
