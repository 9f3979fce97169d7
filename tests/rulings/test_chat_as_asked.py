"""Questions as people ask them (issue #31, rulings.md revision 3, "Reading chat"): a sentence
that says nothing of the game is framing, skipped and shown; a sentence that says anything of
it is read or refused and named, never skipped; a refusal of what the reader cannot play out
(combat, a loop, cards left) says the one way to put it; and the small forms of chat ("health",
"we are both at", "my question is", "I have a <card>")."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.suggest import Unsaid, unsaid

MAGIC = System("magic")


def _ruled(text: str, **options: Any) -> Ruling:
    options.setdefault("default_game", MAGIC)
    answer = rule_on(text, **options)
    assert isinstance(answer, Ruling), answer
    return answer


def _refused(text: str, **options: Any) -> NoRuling:
    options.setdefault("default_game", MAGIC)
    answer = rule_on(text, **options)
    assert isinstance(answer, NoRuling), answer.text()
    return answer


def test_teams_said_in_a_sentence_are_no_declaration_of_teams() -> None:
    refused = _refused("magic two-headed giant: teams win and lose the game as a team")
    assert "not a name" not in refused.message  # it said '"win" is a word ..., not a name'
    assert refused.unread is not None and refused.unread.startswith("teams win")


def test_teams_set_against_each_other_are_still_declared_without_a_colon() -> None:
    ruling = _ruled("magic two-headed giant: teams alice and bob vs carol and dave. alice concedes")
    assert ruling.results == {"alice": "lost", "bob": "lost", "carol": "won", "dave": "won"}


# -- what an unread clause leaves unsaid ----------------------------------------------------------

UNSAID = [
    ("I'm at 1 life. My opponent attacks with two creatures", Unsaid.COMBAT),
    ("I swing with all four creatures", Unsaid.COMBAT),
    ("player 1 has infinite mana", Unsaid.LOOP),
    ("I have 1 card left in my library", Unsaid.CARDS_LEFT),
]


@pytest.mark.parametrize(("text", "kind"), UNSAID)
def test_a_refusal_says_how_to_put_what_the_outcome_turns_on(text: str, kind: Unsaid) -> None:
    refused = _refused(text)
    assert refused.unread is not None and unsaid(refused.unread) is kind
    examples = re.findall(r'"([^"]+)"', refused.message.split(". ", 1)[1])
    assert len(examples) >= 2
    for example in examples:  # each way offered says what the outcome turns on, and reads
        assert _SAYS[kind] in example
        _ruled(example)


_SAYS = {Unsaid.COMBAT: "combat damage", Unsaid.LOOP: "loop", Unsaid.CARDS_LEFT: "library"}


def test_a_clause_that_leaves_nothing_unsaid_gets_the_games_examples() -> None:
    refused = _refused("I flibber")
    assert "Situations read like" in refused.message
