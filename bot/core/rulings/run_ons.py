"""A phone's message typed with no punctuation, split into its sentences where the split is
certain (issue #31, session 29): "opp at 2 lp i bolt him" is "opp at 2 lp. i bolt him", "im at
3 he attacks with a 4/4 i dont block" three sentences, "bob 0 life alice 2 life" two.

A sentence ends here only where a clause is complete, on a total ("at 2", "2 life"), a
creature's power and toughness ("a 4/4") or an event's one player ("i bolt him"), and the next
begins at once with a new subject before its verb or its total: a player's word ("i", "he",
"my opponent", lexicon `run_on_subjects`, `run_on_verbs`), or a name, where the text names it
elsewhere too or a total follows it ("alice 2 life"). Nothing else is split; what stays a run-on
is refused as before. An emoji between two such clauses ("bob is at 0 life 😂 alice is at 3")
is the break too. A name and a total with no verb as a sentence opens ("bob 0 life") is
"bob is at 0 life". A handle typed in chat ("@bob concedes") is the name; Discord's mention
tokens ("<@123>") and the channel's pings ("@everyone") stay as written."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import fields

from bot.core.rulings.chat_asides import EMOJI_RUN
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.words import LIFE, NAME, PING


def _words_of(value: object) -> Iterator[str]:
    """Every word in a value of the lexicon: a phrase, or a collection of them."""
    if isinstance(value, str):
        yield from (word.lower() for word in _WORD.findall(value))
    elif isinstance(value, tuple | list | frozenset | set):
        for item in value:
            yield from _words_of(item)


_WORD = re.compile(r"[^\W\d_]+")
# words that are never a player's name here: every word the reader knows ("pay 3 life", "bolt",
# "drain": an act, never a player called "pay"), the asker's and the pronouns among them
_NOT_NAMES = frozenset(
    word for field in fields(WORDS) for word in _words_of(getattr(WORDS, field.name))
)
_LEAD = one_of(WORDS.run_on_total_leads)
_TOTAL_AFTER = re.compile(rf"\s++(?:{_LEAD}\s++)?(?:{NUMBER})(?![\w'/])", re.IGNORECASE)
_NEXT = (
    rf"(?P<who>{one_of(WORDS.run_on_subjects)}(?![\w'])|{NAME})"
    rf"(?=\s++(?:{one_of(WORDS.run_on_verbs)}|(?:{NUMBER})\s++{LIFE})(?![\w']))"
)
_END = (
    rf"(?<![\w'])(?:(?:{_LEAD})\s++(?:{NUMBER})(?:\s++{LIFE})?|(?:{NUMBER})\s++{LIFE}"
    rf"|\d++/\d++|{one_of(WORDS.run_on_ends)})"
)
_RUN_ON = re.compile(rf"(?P<end>{_END})(?![\w'/])(?P<gap>\s++)(?={_NEXT})", re.IGNORECASE)
_EMOJI_BETWEEN = re.compile(
    rf"(?<=[\w'])(?P<end>\s++{EMOJI_RUN})(?P<gap>\s++)(?={_NEXT})", re.IGNORECASE
)
_VERBLESS = re.compile(
    rf"(?:^|(?<=[.!?]\s))(?P<who>{one_of(WORDS.total_verbless_subjects)}(?![\w'])|{NAME})"
    rf"(?P<total>\s++(?:{NUMBER})\s++{LIFE})(?![\w'])",
    re.IGNORECASE,
)
_HANDLE = re.compile(rf"(?<![\w<@])(?!{PING})@(?=[^\W\d_])", re.IGNORECASE)


def _a_name(who: str, text: str, end: int, *, broken: bool = False) -> bool:
    """Whether `who` (a player's word, or a name beginning at `end`) starts a clause for
    certain: a player's word, or a name no ordinary word that the text names elsewhere or that
    a total follows, or any such name where the writer `broken` the clauses (an emoji)."""
    word = who.lower()
    if word in WORDS.run_on_subjects:
        return True
    if word in _NOT_NAMES or not who.isalpha():
        return False
    if broken:
        return True
    if _TOTAL_AFTER.match(text, end + len(who)) is not None:
        return True
    return _said_elsewhere(who, text, end)


# the marks that end a clause: the clause a split would end opens after the last of them
_CLAUSE_MARKS = ".!?;,:\n"
_SUBORDINATE = re.compile(
    rf"(?<![\w']){one_of(WORDS.run_on_subordinators)}(?![\w'])", re.IGNORECASE
)


def _depends(text: str, end: int) -> bool:
    """Whether the clause ending at `end` is opened by a word that makes it wait for another
    ("when zed is at 0 life he didn't die"): never split from the clause it waits for."""
    start = max(text.rfind(mark, 0, end) for mark in _CLAUSE_MARKS) + 1
    return _SUBORDINATE.search(text, start, end) is not None


def _split(pattern: re.Pattern[str], text: str, *, broken: bool = False) -> str:
    def ended(match: re.Match[str]) -> str:
        if _depends(text, match.start()) or not _a_name(
            match["who"], text, match.end(), broken=broken
        ):
            return match[0]
        return f"{match['end']}.{match['gap']}"

    return pattern.sub(ended, text)


def _verbless(text: str) -> str:
    """`text` with each name and total with no verb as a sentence opens ("bob 0 life") said
    "bob is at 0 life": a word for the opponent, or a name the reader knows no other use of,
    where the text names it elsewhere too or lists two such totals ("bob 0 life alice 2 life");
    a word alone before a total ("heal 3 life") may be an act, and stays as written."""
    found = list(_VERBLESS.finditer(text))
    listed = len(found) > 1

    def said(match: re.Match[str]) -> str:
        who = match["who"]
        word = who.lower()
        if word not in WORDS.total_verbless_subjects and (
            word in _NOT_NAMES
            or not who.isalpha()
            or not (listed or _said_elsewhere(who, text, match.start()))
        ):
            return match[0]
        return f"{who} {WORDS.total_verbless_said[0]}{match['total']}"

    return _VERBLESS.sub(said, text) if found else text


def _said_elsewhere(who: str, text: str, at: int) -> bool:
    """Whether the text names `who` anywhere but at `at`."""
    said = re.compile(rf"(?<![\w'@]){re.escape(who)}(?![\w'])", re.IGNORECASE)
    return any(found.start() != at for found in said.finditer(text))


# a quote or a bracket (a card's text, an aside): never split inside
_QUOTED = re.compile(r'(\([^()]*+\)|"[^"]*+"|\u201c[^\u201d]*+\u201d)')


def _unquoted_split(text: str) -> str:
    text = _split(_RUN_ON, _split(_EMOJI_BETWEEN, text, broken=True))
    return _verbless(text)


def run_ons_split(text: str) -> str:
    """`text` with a handle typed said as its name, and each run-on split where it is sure,
    outside quotes and brackets."""
    if "@" in text:
        text = _HANDLE.sub("", text)
    parts = _QUOTED.split(text)
    return "".join(part if at % 2 else _unquoted_split(part) for at, part in enumerate(parts))
