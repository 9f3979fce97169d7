"""A damage source said by the keyword it holds, as a noun or an adjective ("my lifelinker",
"my lifelinking creature", "my infecter"), beside damage (issue #31, the session-26 adversarial
pass "adversary26b"): "I'm at 5. His creature deals 5 combat damage to me and my lifelinker
deals 5 combat damage to him at the same time" was "you lose", its gain left out (lifelink
gains with the damage, MTG CR 702.15b, 510.2); "my infecter deals 3 damage to him" at 3 was a
loss of life (infect gives poison counters instead, 702.90b). Such a source is read as the
keyword said in words is ("my creature with lifelink deals 5 ..."): not read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "i'm at 5 and my opponent is at 20. his creature deals 5 combat damage to me and my "
        "lifelinker deals 5 combat damage to him at the same time. am i still in?",
        "magic commander: 3 players: me, alice, bob. i'm at 5. bob is at 20. alice's commander "
        "deals 5 combat damage to me and my lifelinker deals 5 combat damage to bob at the same "
        "time.",
        "i'm at 5 and my opponent is at 20. his creature deals 5 combat damage to me and my "
        "lifelinking creature deals 5 combat damage to him at the same time.",
        "i'm at 5 and my opponent is at 20. his creature deals 5 combat damage to me and my "
        "life-linker deals 5 combat damage to him at the same time.",
        "my opponent is at 3. my infecter deals 3 damage to him.",
        # ("bob is at 4 and alice's lifelinkers deal 4 combat damage to him." is read, its
        # gain with it, as in two sentences, since session 31: test_adversarial_s31c.py)
    ],
)
def test_a_source_said_by_its_keyword_is_not_read(text: str) -> None:
    _refused(text)


# Near readings: a source whose words hold no keyword, and infect said as such, as before.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "i'm at 5 and my opponent is at 20. his creature deals 5 combat damage to me and his "
            "other creature deals 5 combat damage to me at the same time.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "my opponent has 7 poison counters. my creature with infect deals 3 damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "my opponent is at 3. my linker deals 3 damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_sources_without_a_keyword_are_read_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
