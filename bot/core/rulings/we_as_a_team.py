"""The asker's team's life said as "we", in a game whose teams share one life total (session
28): "two-headed giant: we are at 3 life. bob deals 3 damage to alice", "2hg: we're at 4 life
and I take 4 damage". In Two-Headed Giant a team has one life total (MTG CR 810.9), so "we are
at 3 life" says it: "our team is at 3 life", as the reader reads it. It was refused ("I could
not tell who 'we' is"). Only a total said ("we are at", "we have N life"), never what "we"
did ("we take 3 damage": each of us, or the team once, is open, and stays refused)."""

from __future__ import annotations

import re

from bot.core.rulings.number_reading import NUMBER

_WE_AT = re.compile(
    r"\bwe(?P<be>'re|\s++are|\s++were)(?:\s++(?:both|still|now|only))?+\s++(?:at|on)\s++"
    rf"(?P<n>{NUMBER})(?:\s++life)?\b"
    rf"|\bwe\s++(?P<have>have|had)(?:\s++(?:only|just))?+\s++(?P<m>{NUMBER})\s++life\b",
    re.IGNORECASE,
)


def team_total_said(text: str, *, shared: bool) -> str:
    """The text with "we are at N life" said as "our team is at N life", where the teams
    share one life total (`shared`)."""
    if not shared or "we" not in text.lower():
        return text
    return _WE_AT.sub(_ours, text)


def _ours(found: re.Match[str]) -> str:
    past = (found["have"] or found["be"]).strip().lower() in ("had", "were")
    return f"our team {'was' if past else 'is'} at {found['n'] or found['m']} life"
