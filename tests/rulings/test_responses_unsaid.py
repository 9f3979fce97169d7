"""What is told after a spell cast at a player whose resolution the words leave open
(responses_unsaid.py): "I cast Lightning Bolt at him. He gains 1 life." The answer asked "did
the Bolt resolve?" and, if it did, put the gain after it: at 3 life, "he loses", where a gain in
response (the usual way to answer a Bolt) leaves him at 1. A gain, an instant's effect (Angel's
Grace), another player's loss or the caster's concession told after the spell may have come
while it was on the stack; the outcome turns on which, so it is refused, asking. What ends
alike either way (the hit player's damage or concession), what the words place ("in response",
"it resolves"), combat damage and a permanent without flash still read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

ORDER_UNSAID = [
    # a gain of the player the spell hits: the next sentence, "then", "and then", "after I cast"
    "magic: my opponent is at 3 life. I cast Lightning Bolt at him. He gains 1 life. Does he lose?",
    "magic: my opponent is at 3 life. i cast lightning bolt at him. then he gains 1 life. dead?",
    "magic: my opponent is at 3 life. i cast lightning bolt at him and then he gains 1 life. dead?",
    "magic: my opponent is at 3 life. he gains 1 life after i cast lightning bolt at him. dead?",
    "magic: i'm at 2 life. i gain 3 life after my opponent casts lightning bolt at me. do i lose",
    "magic: I'm at 3 life. My opponent casts Fireball at me for 3. I gained 2 life. Am I dead?",
    # "it resolves" told only after the gain: the gain came first, which the Fork read after
    "magic: my opponent is at 3 life. i cast lightning bolt at him. he gains 5 life. it resolves. "
    "does he lose",
    # an instant's effect begun after it (Angel's Grace: in response, he can't lose)
    "magic: my opponent is at 3 life. i cast lightning bolt at him. he casts angel's grace. does "
    "he lose",
    "magic: I'm at 3 life. My opponent casts Lightning Bolt at me, then I cast Angel's Grace.",
    # three players, names: the target's gain; the caster's concession (its spell leaves with it)
    "magic: alice, bob and carol are playing. alice is at 3 life. bob casts lightning bolt at "
    "alice. alice gains 2 life. does alice lose",
    "magic: alice, bob and carol are playing. alice is at 3 life. bob casts lightning bolt at "
    "alice. bob concedes. does alice lose",
    # another player's loss: who lost first is the order's
    "magic: we are both at 3 life. I cast Lightning Bolt at him. I take 3 damage. Who wins?",
]


@pytest.mark.parametrize("text", ORDER_UNSAID)
def test_what_may_have_answered_an_open_spell_is_asked(text: str) -> None:
    refused = _refused(text)
    assert "in response" in refused.message
    assert "it resolves" in refused.message


STILL_READ = [
    # said in response: it comes first, the Bolt after it
    (
        "magic: my opponent is at 3 life. i cast lightning bolt at him. in response he gains 5 "
        "life. does he lose",
        {"opponent": "playing", "me": "playing"},
    ),
    # said to resolve first, or countered: the gain after it
    (
        "magic: my opponent is at 3 life. i cast lightning bolt at him. it resolves. he gains 5 "
        "life. does he lose",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "magic: my opponent is at 3 life. i cast lightning bolt at him. it gets countered. he "
        "gains 1 life. does he lose",
        {"opponent": "playing", "me": "playing"},
    ),
    # the gain before the cast
    (
        "magic: my opponent is at 3 life. he gains 1 life. i cast lightning bolt at him. does he "
        "lose",
        {"opponent": "playing", "me": "playing"},
    ),
    # a third player's concession ends alike either way: only the answer's cases, resolved or not
    (
        "magic: alice, bob and carol are playing. alice is at 3 life. bob casts lightning bolt "
        "at alice. carol concedes. who wins",
        {"carol": "lost"},
    ),
    # the hit player's concession ends alike either way
    (
        "magic: my opponent is at 3 life. i cast lightning bolt at him. he concedes. who wins",
        {"opponent": "lost", "me": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), STILL_READ)
def test_what_the_words_place_still_reads(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # the hit player's damage: lost either way, the Bolt's resolution still asked
        "magic: my opponent is at 3 life. i cast lightning bolt at him. he takes 2 damage.",
        # a permanent without flash is never cast in response: after it resolved
        "magic: my opponent is at 3 life. i cast lightning bolt at him. he casts platinum angel.",
    ],
)
def test_what_ends_alike_or_comes_after_still_asks_only_the_resolution(text: str) -> None:
    ruled = _ruled(text)
    assert ruled.status == "depends"
    assert [case.results.get("opponent") for case in ruled.cases] == ["lost", "playing"]
