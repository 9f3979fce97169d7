"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-20
adversarial pass "adv13"): each reading, its paraphrases, and the near readings that must stay
as they were."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

# -- a response told after a draw from an empty library


# "I draw from an empty library, and in response I cast Laboratory Maniac. do I lose?" was
# "you win": the response was put before the draw. A draw is no spell or ability, and the
# draw step's draw leaves nobody a moment to act before it (MTG CR 117.1, 405.5, 504.1): the
# player loses at the next check, before anyone could cast anything. Only where a spell or
# ability that made them draw was still on the stack does a response come first, which the
# words leave open: never a confident answer.
@pytest.mark.parametrize(
    "text",
    [
        "I draw from an empty library, and in response I cast Laboratory Maniac. do I lose?",
        "My opponent draws from an empty library. In response he casts Laboratory Maniac. does"
        " he win?",
        "I draw from an empty library. In response I cast Platinum Angel. Do I lose?",
        "I draw from an empty library and in response I cast Angel's Grace.",
        "bob draws from an empty library and in response bob casts Angel's Grace. Who wins?",
        "carol drew from an empty library, in response she cast Laboratory Maniac",
        "I have to draw with no cards in my library. In response I cast Jace, Wielder of"
        " Mysteries. Do I win?",
        "alice decks out and in response she casts Platinum Angel",
    ],
)
def test_a_response_after_a_draw_from_an_empty_library_is_never_confident(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling) or answer.status == "depends", answer.text()


# A gain "in response" to a draw from an empty library changes nothing either way: the draw
# loses whenever it came, and the answer says so.
@pytest.mark.parametrize(
    ("text", "player"),
    [
        ("I'm at 3 life. I draw from an empty library and in response I gain 2 life.", "me"),
        ("bob draws from an empty library. In response he gains 4 life.", "bob"),
    ],
)
def test_a_gain_in_response_to_a_draw_still_loses(text: str, player: str) -> None:
    assert _ruled(text).results[player] == "lost"


# The near readings: a response to a spell that draws resolves first; a response to damage or
# to an attack comes before it (each leaves a moment to act in); a card cast after the draw,
# said in that order, is too late.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 2. I bolt him. He gains 2 life in response to it.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "I am at 2 life. my opponent attacks me with a 3/3 and I don't block but I gain 2"
            " life in response",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I draw from an empty library. Then I cast Laboratory Maniac. win?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "Me and my opponent are both at 1 life. I Shock him and he Shocks me in response.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_responses_to_spells_damage_and_attacks_read_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# -- a losing total told in a sentence after another's


# "I'm at 0 life. My opponent is at 0 life too." was "you lose, opponent wins": the second total
# was dropped as told after the game ended, since the opponent's life had not been said. People
# tell a board in any order: both totals held at once, and both players lose together (a draw,
# MTG CR 104.4a). A total that is itself a loss (0 or less life, 10 or more poison counters) of
# a player the game had not lost is now refused, asking for the board in one sentence.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 0 life. My opponent is at 0 life too.",
        "magic: alice is at 0 life. bob is at 0 life.",
        "alice is at 0 life. bob is at -2 life. who wins?",
        "My opponent has 10 poison counters. I'm at 0 life. Who wins?",
        "magic: alice has 10 poison counters and 20 life. bob has 0 life. who wins?",
        "My life is 0. Opponent's life is 0. draw right?",
        "bob is at -1 life. alice has 12 poison counters.",
    ],
)
def test_a_losing_total_told_after_another_is_refused(text: str) -> None:
    assert "after the game would already have ended" in _refused(text).message


# The near readings: a total the game ended at, a total of a player who lost, a total that is no
# loss, and both totals in one sentence.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("My opponent is at 2. I bolt him. He is at -1.", {"opponent": "lost", "me": "won"}),
        ("alice is at 0 life. bob is at 5 life.", {"alice": "lost", "bob": "won"}),
        ("I'm at 0 life and my opponent is at 0 life.", {"me": "drew", "opponent": "drew"}),
        ("alice is at 0 life. alice is at 0 life.", {"alice": "lost", "opponent": "won"}),
    ],
)
def test_totals_told_after_an_end_read_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- a spell cast, then only what was done in response to it


# "I'm at 5. I cast Char targeting my opponent who is at 4. In response he casts Lightning Bolt
# at me. who wins?" was "nobody has won or lost yet": Char was left on the stack and the Bolt's
# damage taken for all that happened. After a response resolves, the spell under it resolves
# (MTG CR 405.5, 608.2) unless it was countered; what it did is asked. A damage spell's target
# said with words no form reads ("targeting my opponent who is at 4") is refused for a spell that
# also damages its caster (Char), as it was for one that deals damage alone.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 5. I cast Char targeting my opponent who is at 4. In response he casts Lightning"
        " Bolt at me. who wins?",
        "I'm at 5. I cast Char targeting my opponent who is at 4. He casts Lightning Bolt at me in"
        " response.",
        "I cast Char targeting my opponent who is at 4. He takes 4 damage and I take 2. I'm at 1.",
        "bob is at 2. alice casts Char on bob, who is at 2 life, and bob responds by casting Shock"
        " at alice.",
        "we are both at 3. I cast Flame Rift. In response my opponent casts Shock at me.",
        "I'm at 4 and he is at 4. he casts Earthquake for 3. in response I cast Lightning Bolt at"
        " him.",
    ],
)
def test_a_spell_under_a_response_is_never_left_unresolved(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling) or answer.status == "depends", answer.text()


# The near readings: a spell cast at a player with a response resolves after it; a spell whose
# fate is said stays read.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 3. I cast Lightning Bolt targeting him. In response he gains 2"
            " life.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "I'm at 2, opponent at 4. I cast Char at him. In response he bolts me.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_responses_under_a_spell_read_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- totals after a spell that restate only some of the players told before


# "I'm at 10 life. I cast Earthquake for 10. My opponent is at 10." and "I'm at 3 and he's at
# 5. He casts Flame Rift. He is at 1." were "nobody has won or lost yet": the totals after the
# spell were taken for all it did, though they leave out a player it hit (or name one whose
# total was never told before, and so may be the board as it stood). Totals after a spell are
# what it did only where they restate every total told before it, and only those.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 10 life. I cast Earthquake for 10. My opponent is at 10.",
        "I'm at 3 and he's at 5. He casts Flame Rift. He is at 1.",
        "alice is at 2. bob casts Earthquake for 2. bob is at 5.",
        "bob is at 4 and carol is at 6. carol casts Flame Rift. carol is at 2.",
        "My opponent is at 4 and I'm at 2. I cast Char at him? no, I cast Flame Rift. I'm at -2.",
    ],
)
def test_totals_after_a_spell_that_leave_a_player_out_are_refused(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling) or answer.status == "depends", answer.text()


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I'm at 3 and he's at 5. He casts Flame Rift. He is at 1 and I'm at -1.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I am at 1 life. my opponent casts Lightning Bolt. I am at 4 life.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_totals_after_a_spell_restating_all_read_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# -- a card said held beside an event, after the game would have ended


# "I'm at 0 life. my opponent controls Abyssal Persecutor and i draw from an empty library" was
# "you lose": the Persecutor (its controller's opponents can't lose) was dropped with the draw
# as told too late. A card said held after the end was refused alone ("I'm at 0 life. I control
# Platinum Angel."); beside an event in its sentence it may have held all along just the same.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 0 life. my opponent controls Abyssal Persecutor and i draw from an empty library",
        "I'm at 0 life. I control Platinum Angel and my opponent concedes.",
        "bob has 10 poison counters. bob has Platinum Angel and alice gains 3 life.",
        "carol is at -4. carol controls Lich's Mastery and carol takes 2 damage.",
        "I have 10 poison counters. I control Platinum Angel and I lose 1 life.",
    ],
)
def test_a_card_held_beside_an_event_after_the_end_is_refused(text: str) -> None:
    assert "after the game would already have ended" in _refused(text).message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I control Platinum Angel and I'm at 0 life. my opponent concedes.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I'm at 0 life. my opponent casts Platinum Angel and concedes.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_card_held_first_or_cast_late_reads_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- what Teferi's Protection does, as the answer says it


# "I'm at 3. I cast Teferi's Protection. Then my opponent deals 10 damage to me." was answered
# right ("nobody has won or lost yet"), but its understood lines said twice "your Teferi's
# Protection: you win instead of drawing from an empty library": an effect with no words of its
# own fell to another effect's. It now says what the card does.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "I'm at 3. I cast Teferi's Protection. Then my opponent deals 10 damage to me.",
            "your life total can't change",
        ),
        (
            "bob is at 3. bob casts Teferi's Protection. Then alice deals 10 damage to bob.",
            "damage that would be dealt to bob is prevented",
        ),
    ],
)
def test_teferis_protection_is_said_as_what_it_does(text: str, said: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert said in ruling.text()
    assert "instead of drawing" not in ruling.text()


# -- a total told as it is after what changed it, and the outcome asked


# "My opponent bolts me. I'm at 3. Do I lose?" was "nobody has won or lost yet": the total told
# after the Bolt was read as the total after it (as the situation language reads it), though an
# asker who asks whether they lose is telling the total before it (at 3 after it, nobody would
# ask). Where the words ask about the outcome, a total told as it is after a change of it, with
# none told before, may be either: refused, as one told as it was ("I was at 3") is.
@pytest.mark.parametrize(
    "text",
    [
        "My opponent bolts me. I'm at 3. Do I lose?",
        "My opponent casts Lightning Bolt at me and it resolves. I'm at 3. Am I dead?",
        "He deals 5 damage to me. I'm at 5. do i die?",
        "I take 5 damage. I'm at 5. Do I lose?",
        "bob takes 3 damage. he is at 3. does he lose?",
        "alice Lava Axes bob. bob is at 5 life. Who wins?",
    ],
)
def test_a_total_told_after_its_change_with_the_outcome_asked_is_refused(text: str) -> None:
    assert "may be the total before it or after it" in _refused(text).message


# The near readings: nothing asked (the total after it, as the situation language reads it), a
# total told first, and a total told again that the words lead to.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("My opponent bolts me. I'm at 3.", {"opponent": "playing", "me": "playing"}),
        ("I'm at 3. My opponent bolts me. Do I lose?", {"me": "lost", "opponent": "won"}),
        (
            "I'm at 6. He Lava Axes me. Now I'm at 1. Do I lose?",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_totals_told_first_or_with_nothing_asked_read_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
