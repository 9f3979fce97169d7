"""Questions typed as players type them that Arbiter answered wrong or with a wrong case
(issue #31, the session-17 adversarial pass "adv8"): each reading, its paraphrases, and the
near readings that must stay as they were."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- an empty library told with a card put onto the battlefield --------------------------------

# "I use Sneak Attack to put Thassa's Oracle onto the battlefield with an empty library. Do I
# win?" was "it depends" with a case where the game goes on: "with an empty library" (or "with
# no cards in my library") was never read as the library's count, so the count of the Oracle's
# condition was open. An empty library is never more than the devotion to blue, so its trigger
# wins as it resolves (603.3, 104.2b), as "with 0 cards in my library" already was.


@pytest.mark.parametrize(
    "text",
    [
        "I use Sneak Attack to put Thassa's Oracle onto the battlefield with an empty library. "
        "Do I win?",
        "I put Thassa's Oracle onto the battlefield with Elvish Piper with an empty library. "
        "Do I win?",
        "I use Sneak Attack to put Thassa's Oracle onto the battlefield with no cards in my "
        "library. Do I win?",
        "I use Sneak Attack to put Thassa's Oracle onto the battlefield with my library empty. "
        "Do I win?",
        "My Thassa's Oracle enters with no cards in my library. Do I win?",
        "If I use Sneak Attack to put Thassa's Oracle onto the battlefield with an empty "
        "library, do I win?",
    ],
)
def test_an_empty_library_told_beside_the_oracle_put_in_wins(text: str) -> None:
    assert _ruled(text).results == {"me": "won", "opponent": "lost"}


# Near misses: another player's library, or a count above the devotion the words leave open,
# is still a case each way; never a win.
@pytest.mark.parametrize(
    "text",
    [
        "I use Sneak Attack to put Thassa's Oracle onto the battlefield with no cards in his "
        "library. Do I win?",
        "I use Sneak Attack to put Thassa's Oracle onto the battlefield with 5 cards in my "
        "library. Do I win?",
        "My opponent uses Sneak Attack to put Thassa's Oracle onto the battlefield with no cards "
        "in my library. Does he win?",
    ],
)
def test_another_library_or_a_count_above_devotion_still_depends(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == {}
    assert "devotion to blue" in ruling.text()


# -- a response said at the end of its sentence, or supposed -------------------------------------

# "He is at 3 life. I bolt him. He gains 4 life with the bolt on the stack. Does he lose?" was
# "opponent loses": "with the bolt on the stack" (and "before it resolves", "while it is still
# on the stack") said at the sentence's end was dropped, so the life gained came after the
# damage and the game was over first. An act while a spell is on the stack comes before the
# spell resolves (405.5, 608.2): he goes to 7, then 4. So it was for "In response" and "Before
# it resolves, ..." said first; and a response supposed ("If I gain 4 life in response, do I
# lose?") was read after the damage too.


@pytest.mark.parametrize(
    ("text", "who"),
    [
        (
            "He is at 3 life. I bolt him. He gains 4 life with the bolt on the stack. "
            "Does he lose?",
            "opponent",
        ),
        (
            "He is at 3 life. I bolt him. He gains 4 life before it resolves. Does he lose?",
            "opponent",
        ),
        (
            "He is at 3 life. I bolt him. He gains 4 life while it is still on the stack. "
            "Does he lose?",
            "opponent",
        ),
        (
            "He is at 3 life. I bolt him. Before the bolt resolves he gains 4 life. Does he lose?",
            "opponent",
        ),
        ("I'm at 3 life. He bolts me. I gain 4 life with the bolt on the stack. Do I lose?", "me"),
        ("I'm at 3 life. He bolts me. If I gain 4 life in response, do I lose?", "me"),
        ("I'm at 3 life. He bolts me. What if I gain 4 life in response?", "me"),
        ("I'm at 3 life. He bolts me. If I gain 4 life before it resolves, do I lose?", "me"),
    ],
)
def test_life_gained_while_the_spell_is_on_the_stack_comes_first(text: str, who: str) -> None:
    ruling = _ruled(text)
    assert ruling.results[who] == "playing"


# Near misses: after it resolves the damage came first; the asker's own gain does not save him;
# a response that tells its own spell ("If he shocks me and I shock him in response") is still
# its own moment.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I'm at 3 life. He bolts me. I gain 4 life after it resolves. Do I lose?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "He is at 3 life. I bolt him. I gain 4 life before it resolves. Does he lose?",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "My opponent is at 2 life and I'm at 2 life. If he shocks me and I shock him in "
            "response, who wins?",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_gain_after_the_spell_or_of_another_player_is_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# -- combat damage "on the stack" said at a sentence's end ----------------------------------------

# "I'm at 3 life. He attacks me with a 3/3 and I don't block. I gain 4 life with combat damage
# on the stack. Do I lose?" was "you lose", and after a Bolt "I gain 4 life with the damage on
# the stack" read the damage on the stack as what gave the life ("from the damage on the
# stack"). The asker means a gain before the damage, as the rules before 2010 let it be; combat
# damage has not used the stack since (510.2), so when it came is asked, as "With the damage on
# the stack, I gain 4 life" already was.


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life. He attacks me with a 3/3 and I don't block. I gain 4 life with combat "
        "damage on the stack. Do I lose?",
        "I'm at 3 life. He attacks me with a 3/3 and I don't block. I gain 4 life while the "
        "damage is on the stack. Do I lose?",
        "I'm at 3 life. He bolts me. I gain 4 life with the damage on the stack. Do I lose?",
        "I'm at 5 life. He bolts me. I gain 4 life, with the damage still on the stack. Do I lose?",
    ],
)
def test_damage_on_the_stack_said_last_is_asked_about(text: str) -> None:
    assert "2010" in _refused(text).message
