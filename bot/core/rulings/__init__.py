"""Quick rulings: a situation in plain words judged by the rules core (shared/spec/rulings.md).

Pure: `rule_on(text)` reads, judges and words; every face (slash command, mention, DM, message
menu, terminal) calls it and renders the answer.

The reader behind it (`ruling_on`) compiles about a thousand patterns when it is imported,
about a second of CPU: importing this package does not load it, so a process that asks no
ruling (the console's match commands, `arbiter league`, the judges' service, which needs only
`precedents`) never pays for it. The first `rule_on` loads it; the Discord bot calls `load()`
before it connects, so no interaction waits for it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.core.rulings.answer import NoRuling, Ruling
from bot.core.rulings.words import MAX_SITUATION, SituationError

__all__ = ["MAX_SITUATION", "NoRuling", "Ruling", "SituationError", "load", "rule_on"]


def load() -> None:
    """Load the reader now (its patterns compiled), rather than at the first ruling."""
    import bot.core.rulings.ruling_on  # noqa: F401 (loaded here on purpose)


if TYPE_CHECKING:
    from bot.core.rulings.ruling_on import rule_on
else:

    def rule_on(text: str, **options: Any) -> Ruling | NoRuling:
        """The one way every face asks for a ruling (`ruling_on.rule_on`, whose signature the
        type checker sees): the reader loads at the first call."""
        from bot.core.rulings.ruling_on import rule_on as ruled

        return ruled(text, **options)
