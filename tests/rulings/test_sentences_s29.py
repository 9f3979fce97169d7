"""Sentences told one after another (issue #31, session 29).

"my opponent deals 2 combat damage to me" was read as a source the asker controls, so combat
damage both ways in one moment went unasked.

A total told in the sentence right after a change of it ("he is at 5. I bolt him. He goes to
0.") was read as a report of its own: the Bolt's 3 leave 2, yet he was ruled dead at 0. It is
read only where the change leads there from the total before; elsewhere refused, naming both
numbers. A total said to come some time later, or after more events, is read as before.

"I'm still in the game and I take 5 damage" is a claim of the moment before the damage.

"I cast Bolt to him" is Bolt cast at him. Milling past a library ends nothing by itself.

A refusal of "I deal 3 damage to him with Shock" quotes those words, not the reader's own.
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

PLAYING = {"me": "playing", "opponent": "playing"}
WON = {"me": "won", "opponent": "lost"}
LOST = {"me": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    ("text", "led", "said"),
    [
        ("he is at 5. I bolt him, he's now at 0", "2", "0"),
        ("he is at 5. I bolt him. He goes to 0.", "2", "0"),
        ("he is at 5. I bolt him. then he's at 0", "2", "0"),
        ("he is at 5. I bolt him. now he has 0 life", "2", "0"),
        ("he is at 5. I shock him. He goes to 0.", "3", "0"),
        # framing that names no later step or turn: the moment goes on (was 'you win', 'nobody
        # has lost' read as his total after the Bolt)
        ("he is at 5. I bolt him. Anyway he is at 0.", "2", "0"),
        ("he is at 5. I bolt him. what if he is at 3?", "2", "3"),
        # was a near miss read as a new total (test_adversarial_s17): he lost at 1
        ("My opponent is at 4 life. I bolt him. Then he goes to 0 life. Does he lose?", "1", "0"),
        ("my opponent is at 5. he takes 3 combat damage. He is at 0.", "2", "0"),
        ("my opponent is at 5. he loses 3 life. He goes to 0.", "2", "0"),
        ("I'm at 5. I gain 3 life from Healing Salve. now I'm at 10", "8", "10"),
    ],
)
def test_a_total_right_after_a_change_it_does_not_follow_is_refused(
    text: str, led: str, said: str
) -> None:
    refusal = _refused(text).message
    assert f"leads to {led}, not {said}" in refusal  # both numbers named


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # where the change leads
        ("he is at 5. I bolt him. He goes to 2.", PLAYING),
        ("he is at 3. I bolt him, he's now at 0", WON),
        ("I'm at 5. I gain 3 life. now I'm at 8", PLAYING),
        # more events between, or some time later: a report of its own
        ("he is at 5. I bolt him. then I shock him. He goes to 0.", WON),
        ("he is at 5. I bolt him. Later he is at 0.", WON),
        ("he is at 5. I bolt him. On his turn he is at 0.", WON),
    ],
)
def test_a_total_the_change_leads_to_or_told_later_is_read(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_a_player_told_dealing_combat_damage_is_that_players_source() -> None:
    # the opponent's attackers and the asker's cannot both deal combat damage to a player in
    # one combat (MTG CR 506.2, 510.1): was a draw at 0, the opponent read as the asker's
    for text in (
        "we are both at 2. my opponent deals 2 combat damage to me and I deal 2 combat "
        "damage to him",
        # was "nobody has lost" (test_adversarial_s28_timing): his damage first, I lose at 0
        "I'm at 1. my opponent deals 1 combat damage to me while my lifelinker deals 2 combat "
        "damage to him. he is at 10.",
        "we are both at 2. my opponent deals 2 combat damage to me and my creature deals 2 "
        "combat damage to him",
    ):
        assert "MTG CR 506.2" in _refused(text).message
    # one player's combat damage, told by the player: read as before
    assert _ruled("I'm at 1. my opponent deals 1 combat damage to me").results == LOST


def test_still_in_the_game_said_before_the_damage_is_read() -> None:
    assert _ruled("I'm at 3. I'm still in the game and I take 5 damage").results == LOST
    # said after it, or of a player already out before it: asked, as before
    assert (
        "Platinum Angel" in _refused("I'm at 3. I take 5 damage but I'm still in the game").message
    )
    assert (
        "Platinum Angel" in _refused("I'm at 0. I'm still in the game and I take 5 damage").message
    )


def test_a_spell_cast_to_a_player_is_cast_at_them() -> None:
    assert _ruled("he is at 3. I cast Bolt to him and it resolves").results == WON
    assert _ruled("I'm at 2. my opponent casts Shock to me and it resolves").results == LOST


def test_milling_more_than_the_library_is_no_loss_until_a_draw() -> None:
    # 704.5b is about drawing from an empty library: milling past it loses nothing by itself
    base = "my opponent has 5 cards in his library. he would mill 10"
    assert _ruled(f"{base}. does he lose?").results == PLAYING
    assert _ruled(f"{base}. then he draws a card").results == WON


def test_a_refusal_of_damage_done_with_a_card_quotes_the_askers_words() -> None:
    for text in ("I deal 3 damage to him with Shock", "I use Shock to deal 3 damage to him"):
        refusal = _refused(text)
        assert refusal.unread == text  # was "my Shock deals 3 damage to him"
        assert "Shock deals 2 damage, not 3" in refusal.message
