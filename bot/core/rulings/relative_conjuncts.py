"""A player's total told in a relative clause that goes on after "and" with no subject of its
own: "I cast Lava Axe at my opponent who is at 5 and has Platinum Angel", "alice bolts bob, who
was at 3, and controlled Platinum Angel". The verb after "and" is the relative clause's, said of
that player, never of the sentence's subject: read as said of the asker, the opponent's Platinum
Angel was the asker's and the Lava Axe won, confidently wrong.

What a player holds or is (`WORDS.holds`, "is", "was") goes with the total, in the board
sentence said first (prose_boards.who_is_at): "my opponent is at 5 life and has Platinum
Angel." What a player does there ("... who is at 5 and concedes", "... and gains 3 life") may
have come before or after the rest of the sentence: the sentence is left as written, unread,
and so refused. A word after "and" that names a player or a thing ("and he concedes", "and
bob blocks", "and my Lava Axe resolves") starts a clause of its own, and is read as before.
Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import OWNER_SUBJECTS, ROLE

# A clause of its own: a subject said ("and he ...", "and my opponent ...", "and the spell
# ..."), or a player named again ("... bob who is at 5 and bob blocks").
_SUBJECT_WORDS = (
    WORDS.self_words
    | WORDS.pronouns
    | frozenset(WORDS.plural_pronouns)
    | frozenset(WORDS.card_pronouns)
    | WORDS.spell_verb_articles
    | frozenset(OWNER_SUBJECTS)
    | frozenset(OWNER_SUBJECTS.values())
    | frozenset(phrase.split()[0] for phrase in WORDS.opponents | WORDS.everyone)
    | frozenset(("the", "opp", "opponent", "our", "this", "that"))
)
_STATES = frozenset(WORDS.holds) | frozenset(
    phrase.split()[1] for phrase in WORDS.who_is if len(phrase.split()) == 2
)
_AND = one_of(WORDS.list_joins)
_THEN = one_of(WORDS.conjunct_then)
_GOES_ON = re.compile(
    rf"^\s*+,?\s*+{_AND}\s++(?:{_THEN}\s++)?(?P<word>[\w']+)(?P<said>[^,.!?;\n]*?)"
    rf"(?=\s*+(?:[,.!?;\n]|$|\b{_AND}\b|\b{_THEN}\b))",
    re.IGNORECASE,
)
_ROLE = re.compile(rf"^\s*+,?\s*+{_AND}\s++(?:{_THEN}\s++)?{ROLE}", re.IGNORECASE)


@dataclass(frozen=True)
class Conjunct:
    """What a relative clause says after "and" (see above): a state of its player (`state`,
    "has Platinum Angel", to be said with the total) ending at `end` of the text after the
    total, or an act (`state` empty): the sentence is left unread."""

    state: str
    end: int


def relative_conjunct(after: str, before: str) -> Conjunct | None:
    """What the relative clause goes on to say after its total (`after`, the sentence after
    it; `before`, the sentence before the clause), or None where nothing of it follows: no
    "and", or "and" with a subject of its own."""
    found = _GOES_ON.match(after)
    if found is None or _ROLE.match(after) is not None:
        return None
    word = found["word"]
    bare = word.lower()
    if bare in _STATES:
        return Conjunct(f"{word}{found['said']}", found.end())
    named_before = re.search(rf"(?<![\w']){re.escape(bare)}(?![\w'])", before.lower())
    if bare in _SUBJECT_WORDS or word[:1].isupper() or named_before is not None:
        return None
    return Conjunct("", found.end())
