"""A second spell cast told without its verb, after "then" (issue #31, session 25): "If I played
Final Fortune, then Eater of Days, ...", "I cast Lightning Bolt at him, then Shock at him", "my
opponent plays Char and then a Fireball". The second card was cast by the same player as the
first, after it: the sentence broken at "then" (text_sentences.sentences_of) is told again
with the first clause's player and verb, "I played Eater of Days", and read as any cast is.

Only a card named alone after "then" (with at most whom it was aimed at: "at him", "on my
opponent", "targeting the Angel", and "and it resolves"), the piece ending there or asking a
question after a comma ("..., would I lose?"), and the last clause before "then" a player
casting or playing one card named (with at most whom it was aimed at), each card aimed at
someone or neither ("I cast Bolt at him, then Shock": whom Shock was aimed at is unsaid). A
second card with a verb of its own ("then Shock resolves"), a second player ("then my opponent
Shocks me"), two cards joined by "and" ("then Shock and Lava Axe"), a first clause of anything
but one cast ("I attack with Phage, then Bolt"), an everyday word where a player would stand
("then Shock at once"), or anything else after it is left as written. Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, bare_word, one_of
from bot.core.rulings.words import MARK, ORDINARY, SUBJECT

# whom a spell was aimed at: a player, or a card (marked) with at most its owner before it
_AIMED = (
    rf"(?:\s++{one_of(WORDS.cast_aims)}\s++(?:{one_of(WORDS.cast_aim_owners)}\s++)?"
    rf"(?:{MARK}\d++|{SUBJECT}))?+"
)
# "and it resolves": said of each spell, kept with it
_RESOLVES = rf"(?:(?:\s*+,)?\s++{one_of(WORDS.cast_resolves)})?+"
_CARD = rf"(?:{one_of(WORDS.spell_verb_articles)}\s++)?{MARK}\d++{_AIMED}{_RESOLVES}"
# the one word a card was aimed at, where it is one ("at once" is no one)
_AIMED_AT = re.compile(
    rf"\s{one_of(WORDS.cast_aims)}\s++(?:{one_of(WORDS.cast_aim_owners)}\s++)?"
    rf"(?P<who>[^\W\d_][\w'-]*+)(?:(?:\s*+,)?\s++{one_of(WORDS.cast_resolves)})?"
    rf"(?:\s*+,)?(?:\s++{one_of(WORDS.cast_ends)})?\s*+$",
    re.IGNORECASE,
)
# the last clause before "then": a player, a verb of casting, one card and whom it was aimed
# at, ending the clause (after "and", "and then" or the words' start)
_AFTER_OPENER = "".join(rf"|(?<=\b{re.escape(word)}\s)" for word in WORDS.cast_openers)
_FIRST = re.compile(
    rf"(?:^|(?<=[,;:]\s)|(?<=[,;:]){_AFTER_OPENER})"
    rf"(?P<who>{SUBJECT})\s++(?P<verb>{one_of(WORDS.cast_verbs)})\s++{_CARD}"
    rf"(?:\s*+,)?(?:\s++{one_of(WORDS.cast_ends)})?\s*+$",
    re.IGNORECASE,
)
# what "then" broke off: one card alone, with whom it was aimed at, and the piece's end, or
# a question asked after a comma ("..., then Eater of Days, would I lose ...?"), kept
_SECOND = re.compile(
    rf"^(?:{one_of(WORDS.cast_then)}\s++)?(?P<second>{_CARD})"
    rf"(?P<rest>\s*+,\s*+{one_of(WORDS.question_starts)}\b.*|\s*+[,.;:!?]*+)$",
    re.IGNORECASE | re.DOTALL,
)


def _no_one(word: str) -> bool:
    """An everyday word where a player would stand ("at once"), never a player's."""
    low = word.lower()
    players = WORDS.self_words | WORDS.pronouns | WORDS.opponents
    return low not in players and bare_word(low) in ORDINARY


def cast_again(before: str, piece: str) -> str | None:
    """`piece`, broken off `before` at "then", told with the player and the verb of casting of
    the clause before it ("I played Final Fortune", "Eater of Days": "I played Eater of
    Days"); None where it is not one card alone after one cast (see above)."""
    if MARK not in piece:
        return None
    second = _SECOND.match(piece.strip())
    first = _FIRST.search(before.strip()) if second is not None else None
    if second is None or first is None:
        return None
    aimed = _AIMED_AT.search(second["second"])
    if aimed is not None and _no_one(aimed["who"]):
        return None  # "then Shock at once": no one it was aimed at
    if (aimed is None) != (_AIMED_AT.search(first[0]) is None):
        return None  # "I cast Bolt at him, then Shock": whom the second was aimed at, unsaid
    return f"{first['who']} {first['verb']} {second['second']}{second['rest']}"
