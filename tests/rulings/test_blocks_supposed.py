"""A block told apart from its attack (issue #31, session 20; fresh: ss28-flesh-reaver-both-
players-at-four, "do both of us die if it is unblocked?", and ss5-spirit-link-on-lethal-
attacker, "If I let that creature hit me, do I lose or stay alive?"): supposed in the question
("does he die if it is unblocked?", "If he doesn't block, does he die?", "do I lose if I let
them through?") or said in a sentence of its own ("It isn't blocked.", "I let it hit me."). The
block is read with the one attack told before it, by stats or by a known card; a block said
elsewhere too, another attack, a player who is not the defending one, "one of them" (or "it",
"the 4/4" among several attackers), a block offered as one of two, or a question of something
else than the outcome stays unread."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "If I have 4 life, and my opponent has 4 life, and I attack with a 4/4, does he "
            "die if it is unblocked?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I have 4 life and my opponent has 4 life. I attack with a 4/4. If he doesn't "
            "block, does he die?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I'm at 3 life. My opponent attacks me with a 5/5. If I let that creature hit me, "
            "do I lose or stay alive?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "we are both at 5 life. My opponent swings at me with two 3/3s. Do I lose if I let "
            "them through?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "we are both at 5 life. My opponent swings at me with two 3/3s. Do I lose if they "
            "go unblocked?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I'm at 6. He attacks me with a 7/7, and if I don't block, am I dead?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I'm at 6. He attacks me with a 5/5 with lifelink. Do I survive if I don't block it?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I'm at 6. He attacks me with a 7/7. It isn't blocked. Am I dead?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I'm at 6. He attacks me with a 7/7. I let it hit me. Am I dead?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "My opponent is at 4 life and I'm at 2. I attack with my Exalted Angel. Does he "
            "lose if it gets through?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent is at 20 life. I attack him with Phage the Untouchable. What happens "
            "if he doesn't block?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "Bob is at 10 life. I attack Bob with a 3/3 with trample. Assuming he doesn't "
            "block, who wins?",
            {"me": "playing", "Bob": "playing"},
        ),
        # several attackers, none blocked
        (
            "My opponent is at 5. I attack with a 4/4 and a 1/1. If he doesn't block, does he die?",
            {"me": "won", "opponent": "lost"},
        ),
        # the supposition in a sentence of its own, the question after it
        (
            "I'm at 4. He attacks me with a 5/5. Suppose I don't block. Do I die?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I'm at 4. He attacks me with a 5/5. Say I don't block it. Who wins?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I'm at 4. He attacks me with a 5/5. What if it goes unblocked?",
            {"me": "lost", "opponent": "won"},
        ),
        # the asker's guess after it: answered for the block supposed
        (
            "I'm at 4. He attacks me with a 3/3. If I don't block, I die, right?",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_block_supposed_or_said_apart_is_read_with_the_attack(
    text: str, results: dict[str, str]
) -> None:
    ruling = rule_on(text, default_game=MAGIC)
    assert isinstance(ruling, Ruling), ruling
    assert ruling.status != "depends"
    assert dict(ruling.results) == results


@pytest.mark.parametrize(
    "text",
    [
        # blocked: by what?
        "I have 4 life and my opponent has 4 life. I attack with a 4/4. Does he die if it is "
        "blocked?",
        # one of several attackers: which one, and what of the other?
        "I have 4 life and my opponent has 4 life. I attack with two 3/3s. Does he die if one "
        "of them is unblocked?",
        # the block is said: the supposition asks of another moment
        "I have 4 life and my opponent has 4 life. I attack with a 4/4 and he blocks with a "
        "2/2. What if it were unblocked?",
        # not the outcome asked
        "I have 4 life and my opponent has 4 life. I attack with a 4/4. Does it matter if it "
        "is unblocked?",
        "I have 4 life and my opponent has 4 life. I attack with a 4/4. If he doesn't block, "
        "can he gain life first?",
        # no attack told
        "I have 4 life and my opponent has 4 life. If it is unblocked, does he die?",
        # the attacker is not the one who blocks
        "I have 4 life and my opponent has 4 life. I attack with a 4/4. If I don't block, do "
        "I die?",
        # one of two blocks offered
        "I have 4 life and my opponent has 4 life. I attack with a 4/4. Does he die if it is "
        "unblocked or blocked by a 1/1?",
        # a second supposition beside it
        "I have 4 life and my opponent has 4 life. I attack with a 4/4. Does he die if it is "
        "unblocked? What if he blocks with a 2/2?",
        # who let it through is not who it hit
        "I have 4 life and my opponent has 4 life. I attack with a 4/4. He lets it hit me. "
        "Does he die?",
        # a card Arbiter does not know attacks
        "If I have 4 life, and my opponent has 4 life, and I attack with a Hill Giant, do "
        "both of us die if it is unblocked?",
        # another player said not to block
        "Alice is at 4 life. Bob attacks Alice with a 4/4. Does Alice die if Carol doesn't block?",
        # something told between the supposition and the question
        "I'm at 4. He attacks me with a 5/5. Suppose I don't block. I have a 2/2. Do I die?",
        "I'm at 4. He attacks me with a 5/5. Suppose I don't block. Can I gain life?",
        # both blocks asked of
        "I'm at 4. He attacks me with a 5/5. If I block, do I die? If I don't block, do I die?",
        # one of several attackers said unblocked: the other may have been blocked
        "My opponent is at 5. I attack with a 4/4 and a 1/1. If he doesn't block the 4/4, does "
        "he die?",
        "My opponent is at 5. I attack with a 4/4 and a 1/1. If it's unblocked, does he die?",
        "My opponent is at 5. I attack with two 3/3s. If the creature is unblocked, does he die?",
        # two attacks told
        "I'm at 6. He attacks me with a 7/7. Then I attack him with a 2/2. Am I dead if I "
        "don't block?",
    ],
)
def test_a_block_apart_that_leaves_the_fight_open_stays_unread(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling)
