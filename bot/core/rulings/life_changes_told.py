"""A life total told as a change of state (issue #31, session 23): where it stood and where it
went, said in one breath. "He went from 7 to 0" ("I dropped from 20 to 3 life", "my life went
from 5 to 0") is the total before and the total after, in order: `he is at 7 life, then he goes
to 0 life`. "I was at 5 and I'm now at 0" ("..., she's now at 2", "and my life is now 0") is
the second total said to come after the first, as "and now I'm at 0" already was: `..., then
I'm at 0`. Only a total of life: a count after "to" that names something else ("to 9 poison
counters", "to 2 cards") is read as written."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.tenses import DROP, FALL, GO
from bot.core.rulings.words import NAME, OWNER_SUBJECTS, PLAIN_VERB_SUBJECTS, SUBJECT

# whose life: "my life (total)", "bob's life"
_WHOSE_LIFE = (
    rf"(?P<whose>{one_of(WORDS.life_whose)}|{NAME}'s)\s++{one_of(WORDS.life_word)}"
    rf"(?:\s++{one_of(WORDS.life_total_word)})?"
)

_DIRECTION = one_of(WORDS.life_change_directions)  # "down", "up"
# a total said and nothing else after it: the sentence ends or goes on with another clause
_ENDS = rf"(?=\s*+(?:[,.;:!?)]|$)|\s++{one_of(WORDS.life_told_goes_on)}\b)"

_FROM_TO = re.compile(
    rf"(?<![\w'])(?:{_WHOSE_LIFE}|(?P<s>{SUBJECT}))\s++(?:{GO}|{DROP}|{FALL})\s++"
    rf"(?:{_DIRECTION}\s++)?{one_of(WORDS.life_change_from)}\s++(?P<a>{NUMBER})"
    rf"(?:\s++{one_of(WORDS.life_word)})?\s++"
    rf"(?:(?:{one_of(WORDS.life_change_all_the_way)}\s++)?(?:{_DIRECTION}\s++)?)"
    rf"{one_of(WORDS.total_down_to)}\s++(?P<b>{NUMBER})(?:\s++{one_of(WORDS.life_word)})?{_ENDS}",
    re.IGNORECASE,
)

# "and I'm now at 0", ", she is now at 2", "and my life is now 0": a total said as it now is
_NOW_TOTAL = re.compile(
    rf"(?P<join>(?<![\w']){one_of(WORDS.life_now_join)}|,)\s++(?P<s>(?:{_WHOSE_LIFE}|{SUBJECT})"
    rf"(?:\s*+{one_of(WORDS.subject_contractions)}|\s++{one_of(WORDS.life_now_be)}))\s++"
    rf"{one_of(WORDS.life_now)}\s++(?=(?:{one_of(WORDS.life_now_at)}\s++)?{NUMBER}(?![\w']))",
    re.IGNORECASE,
)


def _from_to(match: re.Match[str]) -> str:
    whose = match["whose"]
    who = OWNER_SUBJECTS.get(whose.lower(), whose.removesuffix("'s")) if whose else match["s"]
    go = "go" if who.lower() in PLAIN_VERB_SUBJECTS else "goes"
    return f"{total_said(who, match['a'])}, then {who} {go} to {match['b']} life"


def total_said(who: str, total: str) -> str:
    """A player's life total as it stands, in the words a subject takes: "I am at 5 life"."""
    plain = who.lower() in PLAIN_VERB_SUBJECTS
    be = "am" if who.lower() == "i" else "are" if plain else "is"
    return f"{who} {be} at {total} life"


def changes_told(text: str) -> str:
    """The text with each total told as a change said as the total before, then the one
    after (see above)."""
    if " from " in text.lower():
        text = _FROM_TO.sub(_from_to, text)
    if " now " in text.lower():
        text = _NOW_TOTAL.sub(lambda match: f"{match['join']} then {match['s']} ", text)
    return text
