"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-17
adversarial pass "adv9" over damage turned back, the attack and combat-damage triggers and the
asker asking of their own outcome): each reading, its paraphrases, and the near readings that
must stay as they were."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused

# -- damage from a card whose trigger acts on its combat damage, not said to be combat ---------

# "Bob is at 2 life. Alice's Ebonblade Reaper deals 1 damage to bob." was "nobody has won or
# lost yet" (Bob at 1): a creature's damage is most often combat damage, and then the Reaper's
# trigger takes half of Bob's 1 life, rounded up, and he loses (510.3a, 603.3, 107.1a, 704.5a).
# Whether it was combat damage is asked, as for Phage the Untouchable.


@pytest.mark.parametrize(
    "text",
    [
        "Bob is at 2 life. Alice's Ebonblade Reaper deals 1 damage to bob.",
        "Bob is at 2 life. Bob takes 1 damage from alice's Ebonblade Reaper.",
        "Dana is at 4 life. Carol's Ebonblade Reaper deals 3 damage to Dana. Who wins?",
        "My opponent is at 2 life. My Ebonblade Reaper deals 1 damage to him. Do I win?",
    ],
)
def test_damage_from_a_combat_damage_trigger_not_said_to_be_combat_is_asked(text: str) -> None:
    refused = _refused(text)
    assert "Ebonblade Reaper" in refused.message
    assert "combat damage" in refused.message


# Near readings: the same damage said to be combat damage stays refused naming the card, and
# Phage's question is unchanged.
@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "Bob is at 2 life. Alice's Ebonblade Reaper deals 1 combat damage to bob.",
            "Ebonblade Reaper",
        ),
        ("Bob is at 2 life. Alice's Phage the Untouchable deals 1 damage to bob.", "Phage"),
    ],
)
def test_combat_damage_said_or_phage_stay_as_they_were(text: str, words: str) -> None:
    assert words in _refused(text).message
