"""Sentences of combat told in prose that the outcome turns on, which a reader that skipped
what it cannot read would drop (benchmarks/rulings_real.py's experiment was WRONG on four
letters of this kind: what was left, life totals alone, said "nobody has won or lost yet").
Each kind is refused, naming words of the sentence that matters, never skipped:

- creatures held by cards whose stats Arbiter does not have, then attacking ("all three");
- a spell cast in the declare blockers step, before combat damage: now read first;
- how many of a trigger card each player has, and which creatures died in the fight;
- two creatures dying at once beside a card that keeps its controller in (who left first).

Our own paraphrases (other cards, names and numbers), never the letters' words."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

MATTERS = [
    (
        "magic: I'm at 8 life and my opponent is at 5. He controls two Grizzly Bears and a Serra "
        "Angel. He declares all three as attackers. I have no blockers. What happens?",
        "He controls two Grizzly Bears",
    ),
    (
        "magic: I'm at 8 life and my opponent is at 5. He attacks with all three of his "
        "creatures. I have no blockers. What happens?",
        "He attacks with all three of his creatures",
    ),
    (
        "magic: Carol and Dave are both at 3. Dave is attacking with three face-down creatures. "
        "Carol declares no blocks, and then casts Lightning Bolt targeting Dave. Who wins?",
        "Carol declares no blocks",
    ),
    (
        "magic: I was on 5 life, my opponent was on 6. I had three Blood Artists on the field, my "
        "opponent had two. I attacked with two 2/2 tokens. Both were blocked, killing them both "
        "and one blocker. Who won?",
        "I had three Blood Artist",
    ),
    (
        "magic: I control Platinum Angel and I am at -3 life. My opponent had a 5/5 while being "
        "at 1 life. They both died and he ended up at -1 life. Who won?",
        "My opponent had a 5/5",
    ),
    (
        "magic: I control Platinum Angel and I am at -3 life. My opponent is at 1 life. They "
        "both died and he ended up at -1 life. Who won?",
        "They both died",
    ),
]


@pytest.mark.parametrize(("text", "sentence"), MATTERS)
def test_a_combat_sentence_that_matters_is_named_never_skipped(text: str, sentence: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None
    assert refused.unread.lower().startswith(sentence.lower()[:12])


def test_a_spell_in_the_declare_blockers_step_is_read_before_the_damage() -> None:
    # the spell said to be cast in the declare blockers step: it comes first, never after
    ruled = _ruled(
        "magic: I'm at 6 life and my opponent is at 2. He attacks me with two 3/3s. I have no "
        "blockers, but during the declare blockers step I cast Lightning Bolt targeting him."
    )
    resolved = ruled.cases[0] if ruled.cases else ruled
    assert resolved.results == {"me": "won", "opponent": "lost"}
