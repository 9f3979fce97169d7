"""The asker's team's life said as "we", in a game whose teams share one life total (session
28): "two-headed giant: we are at 3 life. bob deals 3 damage to alice", "2hg: we're at 4 life
and I take 4 damage". In Two-Headed Giant a team has one life total (MTG CR 810.9), so "we are
at 3 life" says it: "our team is at 3 life", as the reader reads it. It was refused ("I could
not tell who 'we' is"). Only a total said ("we are at", "we have N life"), never what "we"
did ("we take 3 damage": each of us, or the team once, is open, and stays refused), but for a
concession ("we concede": the team loses as one either way, 810.8a; session 31)."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.tenses import CONCEDE, FORFEIT, SCOOP

_LIFE = one_of(WORDS.team_life)
_WE_AT = re.compile(
    rf"\b(?P<be>{one_of(WORDS.we_are)})(?:\s++{one_of(WORDS.we_are_adverbs)})?+"
    rf"\s++{one_of(WORDS.we_are_at)}\s++(?P<n>{NUMBER})(?:\s++{_LIFE})?\b"
    rf"|\b(?P<have>{one_of(WORDS.we_have)})(?:\s++{one_of(WORDS.we_have_adverbs)})?+"
    rf"\s++(?P<m>{NUMBER})\s++{_LIFE}\b",
    re.IGNORECASE,
)
_WE = tuple(sorted({said.split()[0] for said in (*WORDS.we_are, *WORDS.we_have)}))
# "2hg: we concede", "we scooped": the asker's team concedes, as one (MTG CR 810.8a), whoever
# of the two says it; "our team concedes", as the reader reads it
_WE_CONCEDE = re.compile(
    rf"(?<![\w'])(?:{one_of(WORDS.we_as_one)})\s++(?P<v>{CONCEDE}|{SCOOP}|{FORFEIT})(?![\w'])",
    re.IGNORECASE,
)


def team_total_said(text: str, *, shared: bool) -> str:
    """The text with "we are at N life" said as "our team is at N life", where the teams
    share one life total (`shared`)."""
    if not shared or not any(we in text.lower() for we in _WE):
        return text
    return _WE_CONCEDE.sub(r"our team \g<v>", _WE_AT.sub(_ours, text))


def _ours(found: re.Match[str]) -> str:
    past = (found["have"] or found["be"]).split()[-1].lower() in WORDS.we_past
    return f"our team {'was' if past else 'is'} at {found['n'] or found['m']} life"
