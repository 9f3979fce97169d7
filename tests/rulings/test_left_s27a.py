"""Left by the session-27 Magic adversarial pass and fixed in "left27a" (issue #31): each as
players type it, with the near readings that must stay as they were. A refusal that names the
question is always acceptable, a wrong answer never."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from bot.core.rulings import NoRuling, rule_on
from bot.faces.cli.replay import run_replay
from tests.rulings.test_chat_reading import MAGIC, _ruled

# -- 1. proliferate gives no first poison counter (MTG CR 701.34a)

SCENARIO = (
    Path(__file__).resolve().parents[1]
    / "scenarios"
    / "magic"
    / "701.34a-proliferate-gives-no-first-poison-counter.json"
)


def test_a_replayed_proliferation_gives_no_first_poison_counter() -> None:
    # alice proliferated at 0 poison, then given 9: still playing at 9, not lost at 10
    out, err = io.StringIO(), io.StringIO()
    assert run_replay([str(SCENARIO)], out, err) == 0, err.getvalue()
    result = json.loads(out.getvalue())
    assert result["players"] == {"alice": "won", "bob": "lost"}


def test_thrummingbird_gives_no_poison_to_a_player_with_none() -> None:
    answer = _ruled("alice is at 3 life. bob's Thrummingbird deals 1 combat damage to alice.")
    assert answer.status == "ongoing", answer.text()
    assert "poison 1 of 10" not in answer.text(), answer.text()
    assert "poison 0 of 10" in answer.text(), answer.text()


@pytest.mark.parametrize(("before", "status"), [(9, "over"), (8, "ongoing")])
def test_thrummingbird_still_proliferates_poison_already_there(before: int, status: str) -> None:
    answer = _ruled(
        f"alice is at 20 life with {before} poison counters. "
        "bob's Thrummingbird deals 1 combat damage to alice"
    )
    assert answer.status == status, answer.text()


# -- 2. "I deck myself": a draw from an empty library, or a library emptied?

# In combo chat "I deck myself" is as often "I emptied my own library" (no draw yet: nothing
# ends, MTG CR 704.5b) as "I drew from an empty library" (a loss, or a win with Laboratory
# Maniac): where they end apart, which is asked.
DECKED_THEMSELVES = [
    "i deck myself",
    "bob decks himself. who wins?",
    "i decked with Thassa's Oracle out",
    "i decked myself with Laboratory Maniac out",
    "i decked with Lab Man out",
]


@pytest.mark.parametrize("text", DECKED_THEMSELVES)
def test_decking_oneself_asks_whether_a_card_was_drawn(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert "draw from an empty library" in answer.message, answer.message


DECKED_OUT = [
    ("alice decked", "alice"),
    ("alice got decked", "alice"),
    ("alice decks out", "alice"),
    ("i decked out with Laboratory Maniac out", "opponent"),
]


@pytest.mark.parametrize(("text", "loser"), DECKED_OUT)
def test_decking_out_is_still_a_draw_from_an_empty_library(text: str, loser: str) -> None:
    assert [p for p, r in _ruled(text).results.items() if r == "lost"] == [loser]


# -- 3. a pointer offered only where it reads back with the same players and words

# "gg?" was told to say "gg concedes", "alice bob and carol lose" offered "alice concedes"
# (two players dropped), "... targeting bob" offered "targeting concedes" (a word made a
# player; rulings.md rev 3, Suggestions).
MISLEADING = [
    ("gg?", "gg concedes"),
    ("gg", "gg concedes"),
    ("alice bob and carol lose", "alice concedes"),
    (
        "alice casts lightning bolt, targeting bob. alice concedes in response",
        "targeting concedes",
    ),
]


@pytest.mark.parametrize(("text", "offered"), MISLEADING)
def test_no_pointer_makes_a_word_a_player_or_drops_one(text: str, offered: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert f'"{offered}"' not in answer.message, answer.message


@pytest.mark.parametrize(("text", "offered"), [("bob concde", "bob concedes")])
def test_a_verb_mistyped_is_still_offered(text: str, offered: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert f'Did you mean "{offered}"' in answer.message, answer.message


# -- 4. chat forms read where the reading is certain

CHAT_TOTALS = [
    ("im on 3", "me", "life", 3),
    ("opp at 3 poison", "opponent", "poison", 3),
    ("bob has 9 poisons", "bob", "poison", 9),
    ("bob is at 9 poisons", "bob", "poison", 9),
]


@pytest.mark.parametrize(("text", "player", "counter", "total"), CHAT_TOTALS)
def test_a_total_as_chat_types_it(text: str, player: str, counter: str, total: int) -> None:
    answer = _ruled(text)
    assert answer.status == "ongoing", answer.text()
    event = answer.understood["reports"][0]
    assert (event["event"], event["player"], event["set"]) == (counter, player, total)


def test_poisons_as_a_verb_is_still_not_a_total() -> None:
    assert isinstance(rule_on("bob poisons alice", default_game=MAGIC), NoRuling)


def test_the_opponent_as_chat_names_them_in_a_list_of_players() -> None:
    # "my opp and i are at 1" was 'I could not read "my opp"'
    answer = _ruled("my opp and i are at 1")
    assert answer.status == "ongoing", answer.text()
    totals = {(e["player"], e["set"]) for e in answer.understood["reports"][0]["simultaneous"]}
    assert totals == {("opponent", 1), ("me", 1)}
