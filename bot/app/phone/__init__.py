"""A player's phone as their life counter and the match's referee (issue 32, docs/phone.md):
the pad a phone offers (pad), waiting for a match to change (watch), and the service that
gives links, reads pages, reports taps and keeps the outbox the bot shows in Discord."""

from bot.app.phone.pad import BadTap, Button, Row, RowKind, Tap, TapKind, Target, Tone
from bot.app.phone.service import (
    GONE_TEXT,
    PhoneChange,
    PhoneChangeKind,
    PhoneLinkAnswer,
    PhonePage,
    PhoneRefused,
    PhoneService,
    Refusal,
    TapDone,
    TapStatus,
)

__all__ = [
    "GONE_TEXT",
    "BadTap",
    "Button",
    "PhoneChange",
    "PhoneChangeKind",
    "PhoneLinkAnswer",
    "PhonePage",
    "PhoneRefused",
    "PhoneService",
    "Refusal",
    "Row",
    "RowKind",
    "Tap",
    "TapDone",
    "TapKind",
    "TapStatus",
    "Target",
    "Tone",
]
