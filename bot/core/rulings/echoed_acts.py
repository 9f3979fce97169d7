"""What one player did, then "and so does" another (issue #31): "I draw from an empty library
and so does my opponent", "I took 5 damage and so did he at the same time", "I lose 3 life and
my opponent does too". The second player did the same as the first, in the same clause joined
by "and": told as the phrases read two players doing one thing, "my opponent and I both draw
from an empty library" (at the same time, as any two things joined by "and" in one clause).

Only where the verb fits both players as written: the asker ("I", "we") in the present, or
anyone in the past ("did"). "he draws ... and so does she" would need the verb changed: left
as written, and so refused. The "so does" is never a question of the outcome
(moment_questions: `_ECHOED`)."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import SUBJECT

# the second player, after "and": "so does my opponent", "so did he", "my opponent does too",
# "he did as well"; a time said after it ("at the same time") changes nothing
_TAIL = r"(?:\s++(?:at\s++the\s++same\s++time|at\s++once|simultaneously))?+"
_ECHO = (
    rf"(?:and\s++so\s++(?P<aux>do|does|did)\s++(?P<b>{SUBJECT}){_TAIL}(?:\s++too)?+"
    rf"|and\s++(?P<b2>{SUBJECT})\s++(?P<aux2>do|does|did)\s++(?:too|as\s++well){_TAIL})"
)
# the first player and what they did, from the clause's start (a sentence's or after a comma)
# after a word ("and", "then"): one look-behind each, as a look-behind has one width
_AFTER = "".join(rf"|(?<=\b{re.escape(word)}\s)" for word in WORDS.echo_after)
_ECHOED_ACT = re.compile(
    rf"(?:^|(?<=[.!?;,]\s)|(?<=[.!?;,]){_AFTER})"
    rf"(?P<a>{one_of(WORDS.echo_first_person)}|{SUBJECT})\s++"
    rf"(?P<vp>(?:(?!(?<![\w']){one_of(WORDS.clause_joiners)}(?![\w']))[^,.;!?])+?)(?:\s*+,)?\s++"
    rf"{_ECHO}(?=\s*+(?:$|[,.;!?]))",
    re.IGNORECASE,
)
_CHEAP = re.compile(rf"\b{one_of(WORDS.echo_cheap)}\b", re.IGNORECASE)
_FIRST_PERSON = frozenset(WORDS.echo_first_person)
_AS_OBJECT = {"i": "I", "me": "I", "we": "we"}


def _told_both(match: re.Match[str]) -> str:
    first, second = match["a"], match["b"] or match["b2"]
    aux = (match["aux"] or match["aux2"]).lower()
    if aux != "did" and first.lower() not in _FIRST_PERSON:
        return match[0]  # "he draws ... and so does she": the verb does not fit both
    if second.lower() in ("i", "me", "we", first.lower()):
        return match[0]
    mine = _AS_OBJECT.get(first.lower(), first)
    return f"{second} and {mine} both {match['vp']}"


def echoed_acts(text: str) -> str:
    """`text` with each "A did X and so did B" told as "B and A both did X"."""
    if _CHEAP.search(text) is None:
        return text
    return _ECHOED_ACT.sub(_told_both, text)
