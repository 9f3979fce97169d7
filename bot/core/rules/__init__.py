"""The rules core: pure, deterministic adjudication of the games in bot.core.rules.games.

No discord, database or I/O here. Start with `new_game(parse_setup(...))`, then feed each report
to `apply_report` (or `await adjudicate(...)`) and read the `Verdict`.
"""

from bot.core.rules.engine import (
    adjudicate,
    apply_report,
    new_game,
    parse_setup,
    replay,
    rules_for,
)
from bot.core.rules.errors import RuleError
from bot.core.rules.event_reading import parse_event, parse_report
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState, Note, Outcome, Reason, Verdict
from bot.core.rules.vocabulary import (
    EffectOutcome,
    Event,
    EventKind,
    Report,
    Standing,
    System,
    Variant,
)

__all__ = [
    "EffectOutcome",
    "Event",
    "EventKind",
    "GameSetup",
    "GameState",
    "Note",
    "Outcome",
    "Reason",
    "Report",
    "RuleError",
    "Standing",
    "System",
    "Variant",
    "Verdict",
    "adjudicate",
    "apply_report",
    "new_game",
    "parse_event",
    "parse_report",
    "parse_setup",
    "replay",
    "rules_for",
]
