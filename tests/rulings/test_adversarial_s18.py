"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-18
adversarial pass "adv10" over the chains of responses, the count-gated trigger reports, the
verdicts and the tokens told by their kind): each reading, its paraphrases, and the near
readings that must stay as they were."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on
from tests.rulings.test_chat_reading import _refused, _ruled

# -- a creature sacrificed, destroyed or killed beside a card whose death trigger is unfollowed


# "my opponent is at 1 life. I control Zulaport Cutthroat. I sacrificed it." and "... I made a
# zombie and he killed it." were "nobody has won or lost yet": a creature sacrificed, destroyed
# or killed dies (700.4), and the Cutthroat's trigger on a death (its own too) makes each
# opponent lose 1 life (0: a loss, 704.5a). Only "dies" was taken for a death.
@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "my opponent is at 1 life. I control Zulaport Cutthroat. I sacrificed it.",
            "Zulaport Cutthroat",
        ),
        (
            "my opponent is at 1 life. I control Blood Artist. I sacrifice Blood Artist.",
            "Blood Artist",
        ),
        (
            "my opponent is at 1 life. I control Blood Artist. I made a zombie and sacrificed it.",
            "Blood Artist",
        ),
        (
            "my opponent is at 1 life. I control Zulaport Cutthroat. I made a zombie and he killed"
            " it.",
            "Zulaport Cutthroat",
        ),
        (
            "I'm at 1 life and my opponent controls Blood Artist. He sacs his Blood Artist.",
            "Blood Artist",
        ),
        (
            "Bob is at 1 life. Alice controls Zulaport Cutthroat. Bob destroys Zulaport Cutthroat.",
            "Zulaport Cutthroat",
        ),
        (
            "dana is at 1 life and carol controls Blood Artist. carol made 2 thopters and dana"
            " destroyed them.",
            "Blood Artist",
        ),
    ],
)
def test_a_creature_killed_beside_a_death_trigger_not_followed_is_refused(
    text: str, card: str
) -> None:
    assert card in _refused(text).message


# Near readings: no death told (tokens made only), or what the trigger did told after it.
@pytest.mark.parametrize(
    ("text", "opponent"),
    [
        ("my opponent is at 1 life. I control Blood Artist. I made 2 thopters.", "playing"),
        (
            "my opponent is at 1 life. I control Zulaport Cutthroat. I sacrificed it and he lost"
            " 1 life.",
            "lost",
        ),
    ],
)
def test_no_death_or_its_trigger_told_is_read(text: str, opponent: str) -> None:
    assert _ruled(text).results["opponent"] == opponent


# -- "it" after a token told by its kind is the token, never the card named before it --------


# "I control Platinum Angel and I'm at 0 life. I made a thopter and sacrificed it." was "you
# lose": "it" was read as the Angel, the one card named, though the thing named last is the
# Thopter (a token told by its kind, 111.1), so the Angel stays and nothing ends. "it" after a
# token's kind or a creature told by its size ("a 1/1") is left as written: read or refused.
@pytest.mark.parametrize(
    "text",
    [
        "I control Platinum Angel and I'm at 0 life. I made a thopter and sacrificed it.",
        "I control Platinum Angel and I'm at 0 life. I made a clue and sacrificed it.",
        "I control Platinum Angel and I'm at 0 life. I made a thopter and he destroyed it.",
        "my opponent controls Platinum Angel and is at 0 life. he made a thopter and I killed it.",
        "Alice is at 0 life and controls Platinum Angel. She creates a Goblin token. Bob kills it.",
        "I'm at -2 life with Platinum Angel out. I create a 1/1 and sacrifice it. Do I lose?",
    ],
)
def test_it_after_a_token_told_by_its_kind_is_never_the_card_before(text: str) -> None:
    answer = _refused_or_ruled(text)
    assert answer is None or "lost" not in answer.results.values()


def _refused_or_ruled(text: str) -> Ruling | None:
    answer = rule_on(text, game=System("magic"))
    return None if isinstance(answer, NoRuling) else answer


# Near readings: "it" after the card itself, with no token between, is still the card.
@pytest.mark.parametrize(
    "text",
    [
        "I control Platinum Angel and I'm at 0 life. My opponent destroys it.",
        "I made a thopter. I control Platinum Angel and I'm at 0 life. I sacrificed it.",
    ],
)
def test_it_after_the_card_is_still_the_card(text: str) -> None:
    assert _ruled(text).results["me"] == "lost"


# -- damage told of many sources, each dealing the amount -----------------------------------


# "my opponent is at 3 life. my 3 creatures each deal 1 damage to him." and "I made 3
# thopters. they each deal 1 damage to him." were "nobody has won or lost yet" (he at 2): the
# amount is each source's, so he takes 3 and loses (704.5a); "each" was dropped with the
# source. Damage from sources said many (each, all, both; a count of them, or "they" after
# things told many, more than the amount) is refused, asking for the one amount in all.
@pytest.mark.parametrize(
    "text",
    [
        "my opponent is at 3 life. my 3 creatures each deal 1 damage to him.",
        "my opponent is at 3 life. I made 3 thopters. they each deal 1 damage to him.",
        "my opponent is at 3 life. 3 thopters each deal 1 damage to him.",
        "my opponent is at 3 life. I made 3 thopters. each of them deals 1 damage to him.",
        "my opponent is at 3 life. I made 3 thopters. they all deal 1 damage to him.",
        "Bob is at 4 life. Alice's three goblins deal 2 damage to Bob.",
        "I'm at 2 life. his 2 zombies both deal 1 damage to me. Do I lose?",
        "Dana is at 5 life. Carol made 4 servos. each one deals 1 damage to Dana.",
        "I'm at 3 life and take 1 damage from each of his 3 thopters.",
        "my opponent is at 3 life. I made 3 thopters. they deal 1 damage to him.",
        "Bob is at 2 life. Alice creates 2 goblin tokens. They deal 1 damage to Bob.",
    ],
)
def test_damage_from_many_sources_each_is_refused(text: str) -> None:
    _refused(text)


# Near readings: one source, or two players each dealing damage.
@pytest.mark.parametrize(
    ("text", "bob"),
    [
        ("bob is at 2 life. alice and carol each deal 1 damage to bob.", "lost"),
        ("bob is at 3 life. alice's zombie deals 2 damage to bob.", "playing"),
        ("bob is at 3 life. my creature deals 3 damage to bob.", "lost"),
        ("bob is at 3 life. Lightning Bolt deals 3 damage to bob.", "lost"),
        ("bob is at 3 life. they deal 3 damage to bob.", "lost"),
        ("bob is at 3 life. alice's 3 goblins deal 3 damage to bob.", "lost"),
        ("bob is at 3 life. I attack with 3 creatures and they deal 3 damage to bob.", "lost"),
    ],
)
def test_damage_from_one_source_or_players_each_is_read(text: str, bob: str) -> None:
    assert _ruled(text).results["bob"] == bob


def test_damage_from_every_opponent_is_read() -> None:
    assert _ruled("I'm at 3 life. every opponent deals 3 damage to me.").results["me"] == "lost"


# -- the second of two alternatives with no subject of its own ------------------------------


# "What happens if I have a Platinum Angel, and my opponent reduces my life to 0 or gets 10
# poison counters?" was "nobody has won or lost yet, whichever happened": the total brought
# down was said as the asker's ("I go to 0 life"), dropping who brought it, and the second
# alternative, with no subject of its own, took the asker for its subject ("I get 10 poison
# counters"), though it is the opponent's, who then loses (704.5c). A total brought down
# before such an alternative is never rewritten: left to be read or refused.
@pytest.mark.parametrize(
    "text",
    [
        "What happens if I have a Platinum Angel, and my opponent reduces my life to 0 or gets"
        " 10 poison counters?",
        "bob has Platinum Angel, and alice takes bob to 0 life or draws from an empty library."
        " what happens?",
        "I control Platinum Angel and my opponent brings me down to 0 life or concedes. do I lose?",
    ],
)
def test_a_subjectless_alternative_after_a_total_brought_down_is_refused(text: str) -> None:
    _refused(text)


# Near readings: the second alternative with its own subject, or the first's subject alone.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        (
            "What happens if I have a Platinum Angel, and my opponent reduces my life to 0 or I"
            " deplete my library?",
            "playing",
        ),
        ("If I'm at 0 life or I have 10 poison counters, do I lose?", "lost"),
    ],
)
def test_alternatives_with_their_subjects_are_read_as_before(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me
