"""Totals told beside what changes them (issue #31, session 28).

A total said after a spell's damage in one sentence ("he is at 5. I bolt him and he goes to
0") was taken over the damage: the Bolt's 3 leave a player at 5 on 2, yet he was ruled dead at
0. It is read only where the damage leads there from the total told before; elsewhere refused,
both numbers named. And a player said to be still in the game whom the rules put out ("I am at
0 life but I'm still in the game") was ruled out, the claim dropped: refused, asking what keeps
them in (a can't-lose card such as Platinum Angel).
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "led", "said"),
    [
        ("he is at 5. I bolt him and he goes to 0", "2", "0"),
        (
            "he is at 5 life. I cast Lightning Bolt at him and it resolves, which brings him "
            "down to 0",
            "2",
            "0",
        ),
        ("he is at 5. I bolt him, leaving him at 0", "2", "0"),
        ("my opponent is at 5 life. I shock him and he goes to 0", "3", "0"),
        # the Shock's 2 leave 3, not the 1 said (was read as 1, the damage dropped)
        ("I am at 5. bob shocks me and I am at 1 life", "3", "1"),
        ("I am at 5 and bob shocks me and I am at 1 life", "3", "1"),
    ],
)
def test_a_total_the_spell_does_not_lead_to_is_refused_naming_both(
    text: str, led: str, said: str
) -> None:
    refusal = _refused(text).message
    assert f"leads to {led}," in refusal  # where the damage leads from 5
    assert f"not the {said} said" in refusal  # the total said after it


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("he is at 5. I bolt him and he goes to 2", {"me": "playing", "opponent": "playing"}),
        (
            "he is at 5 life. I cast Lightning Bolt at him and it resolves, which brings him "
            "down to 2",
            {"me": "playing", "opponent": "playing"},
        ),
        ("he is at 3. I bolt him, leaving him at 0", {"me": "won", "opponent": "lost"}),
        (
            "my opponent is at 2 life. I shock him and he goes to 0",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_total_the_spell_leads_to_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "I am at 0 life but I'm still in the game",
        "I am at 0 life. I'm still in the game",
        "I have 10 poison counters but I'm still in the game",
    ],
)
def test_still_in_the_game_beside_a_loss_is_refused(text: str) -> None:
    assert "Platinum Angel" in _refused(text).message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I am at 3 life but I'm still in the game", {"me": "playing", "opponent": "playing"}),
        (
            "I control Platinum Angel. I am at 0 life but I'm still in the game",
            {"me": "playing", "opponent": "playing"},
        ),
        # asked, not claimed: the question is answered
        ("I am at 0 life, am I still in the game?", {"me": "lost", "opponent": "won"}),
    ],
)
def test_still_in_the_game_where_nothing_puts_them_out_is_read(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
