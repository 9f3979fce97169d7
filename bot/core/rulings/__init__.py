"""Quick rulings: a situation in plain words judged by the rules core (shared/spec/rulings.md).

Pure: `rule_on(text)` reads, judges and words; every face (slash command, mention, DM, message
menu, terminal) calls it and renders the answer."""

from bot.core.rulings.answer import NoRuling, Ruling
from bot.core.rulings.ruling_on import rule_on
from bot.core.rulings.words import MAX_SITUATION, SituationError

__all__ = ["MAX_SITUATION", "NoRuling", "Ruling", "SituationError", "rule_on"]
