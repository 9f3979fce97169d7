"""The rules Arbiter can cite, as plain Python data: every registered game's, in the
registry's order.

Every entry is a short summary written for this project in its own words, for a player reading
it in chat. None of it is the publishers' text: each entry links to the official page instead,
which is where the wording that counts lives. Each game's entries live in its folder
(`catalogue` under bot.core.rules.games).

The citation strings are the canonical form the rules core emits and the `/rule` command
accepts; `bot.core.rules.index` builds its lookups from this tuple.
"""

from __future__ import annotations

from typing import Final

from bot.core.rules.games import GAMES
from bot.core.rules.rule_entry import Rule

__all__ = ["HEADLINES", "RULES", "Rule"]

RULES: Final[tuple[Rule, ...]] = tuple(rule for game in GAMES.values() for rule in game.catalogue)
# The main clause of each game's rules for ending a game: /rule's first page.
HEADLINES: Final[frozenset[str]] = frozenset(
    citation for game in GAMES.values() for citation in game.headlines
)
