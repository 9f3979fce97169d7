"""An attack told as going on ("Andrew is attacking with two 2/2s", "my opponent was attacking
me with a 4/4"), read as the attack it is (attack_forms.py `ATTACK_VERB`, the lexicon's
`attacking_now`); it was refused. The one attacked said in the passive ("I am attacked by a
4/4"), an attack denied, or a block told as going on stay refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    (
        "magic: Andrew and November are both at 2. Andrew is attacking with two 2/2s. November "
        "declares no blocks.",
        {"Andrew": "won", "November": "lost"},
    ),
    (
        "magic: I'm at 3 life. My opponent was attacking me with a 4/4 and I didn't block.",
        {"me": "lost", "opponent": "won"},
    ),
    # another name and number: the game goes on
    (
        "magic: bob is at 5 life. alice is attacking bob with a 3/3 and bob doesn't block.",
        {"alice": "playing", "bob": "playing"},
    ),
    # a swing told as going on, a blocker with lifelink
    (
        "magic: I'm at 2 life. My opponent is swinging at me with two 2/2s and I block one of "
        "them with a 1/1 with lifelink.",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_an_attack_told_as_going_on_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "magic: I'm at 3 life. I am attacked by a 4/4 and I don't block.",
        "magic: I'm at 3 life. He is not attacking with a 4/4 and I don't block.",
        "magic: I'm at 3 life. He is attacking with a 4/4 and I am blocking with a 1/1.",
    ],
)
def test_an_attack_going_on_never_reads_what_it_does_not_say(text: str) -> None:
    _refused(text)
