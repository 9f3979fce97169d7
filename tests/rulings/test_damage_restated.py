"""Combat and damage told, then said again without its amount (issue #31, session 18; real:
se-exquisite-blood-vs-unlife-melira): "I attack my opponent directly for 1 damage ... What
happens after they take the damage?". "The damage" names the one damage told before, so the
question is answered as if it were only "what happens?"; damage told twice, never told, or
told to another player leaves it unread. And cards a player is said to have in play after
what happened, set against it by "but" ("..., but the opponent has a Phyrexian Unlife in
play"), held while it happened: said first (a pronoun's, after it, so a card told after the
game ended is asked about)."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 3 life. I attack my opponent directly for 3 damage. "
            "What happens after they take the damage?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "Alice is at 4 life and Bob is at 10 life. Alice takes 4 damage. "
            "After alice takes the damage, who wins?",
            {"Alice": "lost", "Bob": "won"},
        ),
        (
            "I am at 5 life. My opponent attacks me with a 6/6 and I don't block. "
            "What would happen after I take that damage?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "Bob is at 6 life. I attack Bob with a 7/7 with trample and he blocks with a 2/2. "
            "What happens once he takes the combat damage?",
            {"me": "playing", "Bob": "playing"},
        ),
        (
            "My opponent is at 2 life. I attack him for 2 unblocked. Once the damage goes "
            "through, do I win?",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_the_damage_said_again_is_the_damage_told(text: str, results: dict[str, str]) -> None:
    ruling = rule_on(text, default_game=MAGIC)
    assert isinstance(ruling, Ruling), ruling
    assert dict(ruling.results) == results


@pytest.mark.parametrize(
    "text",
    [
        # no damage told before: how much?
        "My opponent is at 3 life. What happens after he takes the damage?",
        # two damages told: which?
        "My opponent is at 5 life. I deal 2 damage to him. Then I deal 2 damage to him. "
        "What happens after he takes the damage?",
        # told to another player: who?
        "I am at 5 life and my opponent is at 3 life. I take 3 damage. "
        "What happens after my opponent takes the damage?",
        "My opponent is at 3 life. I attack my opponent directly for 3 damage. "
        "What happens after I take the damage?",
        # "she" among two players named: who?
        "Alice is at 4 life and Bob is at 10 life. Alice takes 4 damage. "
        "After she takes the damage, who wins?",
        # combat damage asked of after damage that was no combat damage: combat to come?
        "My opponent is at 3 life. I deal 3 damage to him. What happens after he takes the "
        "combat damage?",
        # no player told before takes it
        "Bob is at 3 life. I deal 3 damage to Bob. What happens after creature takes the damage?",
        # more is told after it
        "My opponent is at 3 life. I attack my opponent directly for 3 damage. "
        "After they take the damage, he gains 4 life.",
        "My opponent is at 3 life. I attack my opponent directly for 3 damage. "
        "He gains 4 life after he takes the damage.",
    ],
)
def test_the_damage_said_again_unsettled_still_refuses(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling)


@pytest.mark.parametrize(
    "text",
    [
        "So I have an Exquisite Blood and a Sanguine Bond in play under my control, then I "
        "attack my opponent directly for 1 damage, but the opponent has a Phyrexian Unlife "
        "and a Melira, Sylvok Outcast in play. What happens after they take the damage?",
        "I control Exquisite Blood and Sanguine Bond, then I attack my opponent directly for "
        "1 damage, but my opponent controls Phyrexian Unlife and Melira, Sylvok Outcast "
        "on the battlefield.",
        # the board told in any order before the damage: the total is supposed with it all
        "I control Exquisite Blood and Sanguine Bond. The opponent controls Phyrexian Unlife and "
        "Melira, Sylvok Outcast. I attack my opponent directly for 1 damage.",
        "Alice controls Sanguine Bond and Exquisite Blood. Alice attacks Bob for 1 unblocked, but "
        "Bob has a Phyrexian Unlife and a Melira, Sylvok Outcast on the battlefield.",
        "Bob has Phyrexian Unlife and Melira, Sylvok Outcast in play. I control Sanguine Bond "
        "and Exquisite Blood. I attack Bob directly for 1 damage. Do I win after he takes the "
        "damage?",
    ],
)
def test_unlife_held_while_the_damage_is_dealt_depends_on_the_life(text: str) -> None:
    ruling = rule_on(text, default_game=MAGIC)
    assert isinstance(ruling, Ruling), ruling
    assert ruling.status == "depends"
    assert {tuple(sorted(case.results.values())) for case in ruling.cases} == {
        ("playing", "playing"),
        ("drew", "drew"),
    }


@pytest.mark.parametrize(
    "text",
    [
        # a pronoun's card, said after the game would have ended: asked about, never dropped
        "My opponent is at 0 life. I attack him directly for 2 damage, but he has Platinum "
        "Angel in play.",
        "My opponent is at 0 life. I attack my opponent directly for 2 damage, but my "
        "opponent has Phyrexian Unlife in play.",
    ],
)
def test_a_card_held_but_told_after_the_end_is_asked_about(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert "first" in answer.message


def test_a_card_held_but_cast_in_the_same_sentence_is_not_said_first() -> None:
    ruling = rule_on(
        "Bob is at 1 life. Bob casts Platinum Angel, then I deal 3 damage to Bob, but Bob has "
        "Platinum Angel in play.",
        default_game=MAGIC,
    )
    assert isinstance(ruling, Ruling), ruling
    assert dict(ruling.results) == {"Bob": "playing", "me": "playing"}


def test_a_board_told_after_a_change_is_still_asked_about() -> None:
    answer = rule_on(
        "I control Exquisite Blood and Sanguine Bond. I gain 1 life. The opponent controls "
        "Phyrexian Unlife and Melira, Sylvok Outcast. I attack my opponent directly for 1 damage.",
        default_game=MAGIC,
    )
    assert isinstance(answer, NoRuling), answer
    assert "first" in answer.message


# "the damage" said again in the sentence that told it (session 20): ", he takes the damage",
# "and he takes the damage and goes to 2" is the damage told, and the total it went to after it.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 3 life. I bolt him and he takes the damage. Is he dead?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent is at 5 life. I bolt him, he takes the damage and goes to 2. Then I "
            "Shock him. Is he dead?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "Bob is at 6 life. Alice Shocks Bob, and Bob takes the damage, and drops to 4. Who "
            "wins?",
            {"Alice": "playing", "Bob": "playing"},
        ),
        (
            "I bolt him, he takes the damage and goes to 2. Is he dead?",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_the_damage_said_again_in_its_sentence_is_the_damage_told(
    text: str, results: dict[str, str]
) -> None:
    ruling = rule_on(text, default_game=MAGIC)
    assert isinstance(ruling, Ruling), ruling
    assert ruling.status != "depends"
    assert dict(ruling.results) == results


@pytest.mark.parametrize(
    "text",
    [
        # taken by another player than the one the damage was told to
        "My opponent is at 5 life. I bolt him and I take the damage. Is he dead?",
        # from a source named there: more damage?
        "My opponent is at 5 life. I bolt him and he takes the damage from my Shock. Is he dead?",
        # no damage told before it
        "My opponent is at 5 life. He takes the damage. Is he dead?",
    ],
)
def test_the_damage_said_again_in_its_sentence_of_another_stays_unread(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling)
