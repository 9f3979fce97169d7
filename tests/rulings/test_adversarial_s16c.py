"""Questions typed as players type them that Arbiter answered confidently wrong (issue #31,
the last session-16 adversarial pass, over the whole day's families): each wrong reading, its
paraphrases, and the near readings that must still be read. Each is now read right, answered
"depends" or refused, never wrong."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- a total said after combat told in prose ---------------------------------------------------

# "He attacks me with two 3/3s and I block one of them with a 2/2 with lifelink. I'm at 1 life."
# was "nobody has won or lost yet": the 1 read as the total after the fight. A player telling a
# fight in chat often says the total they stood at: from 1, I take 3 and gain 2 at once (510.2,
# 702.15b) and end at 0, a loss (704.5a). Which moment the total stood at decides it, so it is
# asked, as a total "was" told after what changed it already is.


@pytest.mark.parametrize(
    "text",
    [
        "He attacks me with two 3/3s and I block one of them with a 2/2 with lifelink. I'm at 1"
        " life.",
        "He attacks me with two 3/3s and I block one of them with a 2/2 with lifelink. I am at 1"
        " life. Do I die?",
        "My opponent attacks with a 5/5 and I block with a 2/2 with lifelink. I'm at 1 life.",
        "He attacks me with a 3/3 and I don't block. I'm at 3 life.",
        "I attack with a 3/3 and he doesn't block. He's at 2 life.",
        "alice attacks bob with a 4/4 and bob doesn't block. bob is at 4 life.",
        # an attack told with its damage, not by stats
        "I attack my opponent directly for 3 damage. He's at 3 life.",
        "I attack my opponent for 3 unblocked damage. He is at 3 life.",
    ],
)
def test_a_total_said_after_a_fight_told_in_prose_is_asked(text: str) -> None:
    answer = _refused(text)
    assert "before it or after it" in answer.message


# Near misses: the total said first is the board the fight starts from; a total said after it
# of a player the fight did not touch is read; damage told in the situation language keeps
# its total after (as documented).
@pytest.mark.parametrize(
    ("text", "me"),
    [
        (
            "I'm at 1 life. He attacks me with two 3/3s and I block one of them with a 2/2 with"
            " lifelink.",
            "lost",
        ),
        (
            "I'm at 3 life. He attacks me with two 3/3s and I block one of them with a 2/2 with"
            " lifelink. He is at 1 life.",
            "playing",
        ),
        ("He attacks me with a 3/3 and I don't block. Do I lose? I was at 3 life before it.", None),
        ("I take 3 combat damage. I'm at 1 life.", "playing"),
    ],
)
def test_a_total_said_before_a_fight_or_of_another_player_is_still_read(
    text: str, me: str | None
) -> None:
    if me is None:
        _refused(text)
    else:
        assert _ruled(text).results["me"] == me


# -- a step said "on", "in" or "it's" with a card's trigger at that step ----------------------

# "I control Felidar Sovereign and I'm at 40 life. On my upkeep, do I win?" was "nobody has won
# or lost yet": only "at the beginning of" or "during" my upkeep was read as the step reached.
# Its trigger at the beginning of its controller's upkeep wins at 40 life or more (603.2, 104.2b).


@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("I control Felidar Sovereign and I'm at 40 life. On my upkeep, do I win?", "won"),
        ("I control Felidar Sovereign and I'm at 40 life. It's my upkeep.", "won"),
        ("I control Test of Endurance and I'm at 50 life. In my upkeep, do I win?", "won"),
        ("I control Felidar Sovereign and I'm at 39 life. It is my upkeep. Do I win?", "playing"),
    ],
)
def test_a_step_said_on_in_or_its_is_the_step_reached(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# Near misses: another player's step, whose the pronoun leaves open, is not the card's.
@pytest.mark.parametrize(
    "text",
    [
        "I control Felidar Sovereign and I'm at 40 life. It's his upkeep.",
        "My opponent controls Felidar Sovereign and is at 40 life. It's her upkeep. Does she win?",
    ],
)
def test_a_step_of_a_player_left_open_is_not_read_as_the_cards(text: str) -> None:
    _refused(text)


# -- a step named beside a card whose trigger at that step is not played out ------------------

# "I control Sulfuric Vortex and I'm at 2 life. It's my upkeep." was "nobody has won or lost
# yet": the card's wording says its upkeep damage is a trigger the words must tell, but the step
# said was skipped and the trigger with it. At the beginning of my upkeep the Vortex deals me 2
# and I lose (603.3, 704.5a); Phyrexian Vatmother's upkeep poison counter likewise (704.5c), and
# Atraxa's proliferate at its controller's end step. Each is now refused with the card named.


@pytest.mark.parametrize(
    "text",
    [
        "I control Sulfuric Vortex and I'm at 2 life. It's my upkeep.",
        "I control Sulfuric Vortex and I'm at 2 life. At the beginning of my upkeep, what happens?",
        "My opponent controls Sulfuric Vortex and I'm at 2 life. On my upkeep, do I lose?",
        "I control Phyrexian Vatmother and I have 9 poison counters. It's my upkeep.",
        "I control Atraxa, Praetors' Voice and my opponent has 9 poison counters. At the"
        " beginning of my end step, what happens?",
    ],
)
def test_a_step_said_beside_a_trigger_not_played_out_is_refused(text: str) -> None:
    answer = _refused(text)
    assert answer.cards


# Near misses: the same cards with no step said are read as before (Sulfuric Vortex still stops
# the life gain, 119.7), and a step that ends the game anyway is still answered.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        (
            "I control Sulfuric Vortex. I'm at 2 life. I take 2 combat damage and gain 3 life.",
            "lost",
        ),
        ("I control Sulfuric Vortex and I'm at 2 life.", "playing"),
        ("I control Sulfuric Vortex and I'm at 0 life. It's my upkeep.", "lost"),
    ],
)
def test_the_same_cards_with_no_step_said_are_still_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- one more person said playing in a letter -------------------------------------------------

# "I played with my friend and his friend. He was at 3 life and I bolted him." was "you win":
# "I played with my friend" was read as a game of two and "his friend" skipped as talk. Three
# played: the one bolted leaves, and the game goes on between the other two (104.2a, 800.4a).


@pytest.mark.parametrize(
    "text",
    [
        "I played with my friend and his friend. He was at 3 life and I bolted him.",
        "I was playing with my buddy and his girlfriend. She was at 3 life and I bolted her.",
        "I played against my brother and my sister. She is at 2 life and I shock her.",
    ],
)
def test_a_letter_naming_one_more_player_is_no_game_of_two(text: str) -> None:
    _refused(text)


# Near misses: "and" then what the one played against did, or a thing of the asker's.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("I played with my friend and he was at 3 life. I bolted him.", "won"),
        ("I played with my friend and my library was empty. I drew a card.", "lost"),
    ],
)
def test_a_letter_of_a_game_of_two_is_still_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- what the asker only means, threatens or claims, said before the act ----------------------

# "My opponent is at 3 life and I threaten to deal him 3 damage." was "you win": the words
# before "deal" were read as the damage's source ("from you threaten to"). The third person
# ("threatens to", "refuses to") was already read as not done; the asker's own forms, and a
# claim or a wish, were not. Nothing was dealt: nothing ends (120.3, 104.3b).


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life and I threaten to deal him 3 damage.",
        "My opponent is at 3 life and I pretend to deal him 3 damage.",
        "My opponent is at 3 life and I refuse to deal him 3 damage.",
        "My opponent is at 3 life and I forget to deal him 3 damage.",
        "My opponent is at 3 life and I'd like to deal him 3 damage.",
        "My opponent is at 3 life and I claim to deal him 3 damage.",
        "Bob is at 3 life and alice says she deals him 3 damage.",
        "I'm at 3 life and my opponent offers to deal me 3 damage.",
    ],
)
def test_an_act_only_meant_or_claimed_is_not_done(text: str) -> None:
    _refused(text)


# Near misses: the act itself, and one the asker supposes ("is going to", read as the moment
# supposed, as "would" is).
@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life and I deal him 3 damage.",
        "My opponent is at 3 life and I'm going to deal him 3 damage. Does he lose?",
        "magic: bob is at 3 life and an effect says bob loses",
    ],
)
def test_an_act_done_or_supposed_is_still_read(text: str) -> None:
    assert "won" in _ruled(text).results.values()
