"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-25
adversarial pass "adversary25a"): each reading, its paraphrases, and the near readings that must
stay as they were. A family whose answer is a refusal lists its questions, refused together at
the end (`test_refused`): a refusal is always acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

# -- a relative clause's total that goes on after "and"


# "i cast lava axe at opp who is at 5 and has platinum angel. what happens" was "opponent
# loses, you win": the total was said first, and "and has Platinum Angel" was left to the
# sentence's subject, the asker. What the clause goes on to say of its player after "and" is
# that player's: what they hold goes with the total; what they do may have come before or
# after the rest, and is refused ("i cast lava axe at opp who is at 5 and concedes" was "you
# concede").
@pytest.mark.parametrize(
    ("text", "holder"),
    [
        ("i cast lava axe at opp who is at 5 and has platinum angel. what happens", "opponent"),
        ("i cast lava axe at opp who is at 5, and has platinum angel. what happens", "opponent"),
        ("i cast lava axe at opp who is at 5 and controls platinum angel", "opponent"),
        ("alice casts lava axe at bob who is at 5 and has platinum angel", "bob"),
        ("i bolt my opponent, who is at 3, and has platinum angel. does he lose", "opponent"),
        ("player b deals 3 damage to player a who is at 3 and has platinum angel", "player a"),
        ("I deal 10 damage to my opponent who was at ten and had Platinum Angel.", "opponent"),
        ("i cast lava axe at my opp whos at 5 and has platinum angel", "opponent"),
        ("i lava axe my opponent who is at 5 and has a platinum angel. does he die", "opponent"),
    ],
)
def test_a_card_held_after_a_relative_total_is_that_players(text: str, holder: str) -> None:
    answer = _ruled(text)
    assert answer.status == "ongoing", answer.text()
    assert all(result == "playing" for result in answer.results.values()), answer.text()
    assert f"{holder}'s platinum angel" in answer.text().lower(), answer.text()


@pytest.mark.parametrize(
    "text",
    [
        "i cast lava axe at opp who is at 5 and has 9 poison counters. what happens",
        "i deal 2 damage to bob who has 2 life and has 9 poison counters",
    ],
)
def test_poison_after_a_relative_total_is_that_players(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, NoRuling):
        return
    assert "you have 9 poison" not in answer.text().lower(), answer.text()
    assert "9 poison" in answer.text(), answer.text()


ACTS_AFTER_A_RELATIVE_TOTAL = [
    "i cast lava axe at opp who is at 5 and concedes. who wins",
    "alice casts lava axe at bob who is at 5 and concedes. who wins",
    "i deal 3 damage to my opponent who is at three and then gains 4 life",
    "I shock my opponent, who is at 2, and draws a card from his empty library",
]


# "opp is at 5. i cast lava axe at him and has platinum angel" was "you win" beside the asker's
# Angel: "has" or "controls" after "I" (or "you", "we", "they") says whose the card is no more
# than it says the asker's: refused. A verb of acting keeps the subject before, as chat writes
# it ("I already have a million life and casts Test of Endurance").
HELD_OF_NOBODY_SAID = [
    "opp is at 5. i cast lava axe at him and has platinum angel. what happens",
    "opp is at 5. i lava axe him and has abyssal persecutor",
    "opp is at 5. i cast lava axe at opp and controls platinum angel",
    "We're at 3 and 4. We both attack and has Platinum Angel.",
]


# The near readings stay as they were: "and" with a subject of its own, a total alone, the
# total said in a sentence of its own.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "i deal 3 damage to my opponent who is at 3 and he concedes",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "i deal 3 damage to my opponent who is at 3 and has abyssal persecutor. who wins",
            {"opponent": "lost", "me": "won"},
        ),
        ("I deal 2 damage to my opponent, who has 2 life.", {"opponent": "lost", "me": "won"}),
        (
            "opp is at 5 life and has platinum angel. i cast lava axe at opp. what happens",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "i deal 3 damage to my opponent who is at 3 and i have platinum angel",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "i cast lava axe at my opp whos at 5 and has abyssal persecutor. it resolves",
            {"opponent": "lost", "me": "won"},
        ),
        ("opp, whos at 5, takes 5 damage", {"opponent": "lost", "me": "won"}),
    ],
)
def test_near_readings_of_a_relative_total(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- a total as it stands told beside a spell cast, then a response


# "im at 3. i cast flame rift and opp is at 4. in response he casts lightning bolt at me" was
# "if the Bolt did not resolve, the game goes on", and "... in response he gains 3 life" was
# "nobody has won or lost yet": the opponent's total told after the Rift was taken for what the
# Rift did, and the Rift dropped. A total as it stands is the board under the response; the
# spell, under it, resolves after it (MTG CR 405.5, 608.2), what it did unsaid: refused.
UNDER_A_RESPONSE_BESIDE_A_TOTAL = [
    "im at 3. i cast flame rift and opp is at 4. in response he casts lightning bolt at me."
    " what happens",
    "i'm at 4. i cast flame rift and opp is at 2. in response he gains 3 life",
    "I am at 5 life. I cast Lava Axe at my opponent and he is at 5 life. In response he casts"
    " Lightning Bolt at me.",
    "bob is at 2. alice casts Volcanic Fallout and bob has 9 poison counters. in response bob"
    " gains 4 life.",
    "im at 3. i cast lava axe and opp is at 5. in response he bolts me",
]


# The near readings stay as they were: a response that ends the game before the spell
# resolves, and what the spell did said.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("im at 3. i cast lava axe at opp. in response he bolts me", {"me": "lost"}),
        (
            "im at 3 and opp at 5. i cast lava axe at him. in response he bolts me. who wins",
            {"me": "lost"},
        ),
        (
            "we are both at 4. I cast Flame Rift and we both take 4 damage.",
            {"me": "drew", "opponent": "drew"},
        ),
    ],
)
def test_near_readings_of_a_spell_and_a_response(text: str, results: dict[str, str]) -> None:
    answer = _ruled(text).results
    assert {player: answer[player] for player in results} == results


# -- poison counters are no spell countered


# "i have 2 poison counters and opp is at 3. i cast lava spike at opp and he has 1 poison
# counter" was "nobody has won or lost yet": the "counter" of the poison was taken for the
# Spike countered, and the Spike dropped. Counters held (poison, a number of them) say nothing
# of what became of a spell.
BESIDE_POISON_COUNTERS = [
    "i have 2 poison counters and opp is at 3. i cast lava spike at opp and he has 1 poison"
    " counter",
    "im at 10. opp casts lava axe at me and i have 3 poison counters. what happens",
    "bob is at 2. alice casts flame rift and bob has 9 poison counters. in response bob gains 4"
    " life.",
    "We're both at 4 life. I cast Flame Rift and my opponent has two poison counters.",
]


# The near readings stay as they were: a spell said countered beside poison counters.
@pytest.mark.parametrize(
    "text",
    [
        "opp is at 3 and has 5 poison counters. i cast lava spike at him and he counters it",
        "opp is at 3 and has 5 poison counters. i cast lava spike at him and it is countered",
    ],
)
def test_a_spell_countered_beside_poison_counters(text: str) -> None:
    assert _ruled(text).results == {"opponent": "playing", "me": "playing"}


# -- what is told after a step trigger that wins on a count


# "i control felidar sovereign. at the beginning of my upkeep i have 40 life. in response to
# the trigger opp bolts me. do i win" was "you win", the Bolt "told after the game was over":
# what is told after the trigger may have been done while it was on the stack, and its count is
# checked again as it resolves (MTG CR 603.4): at 37 life, no win.
TOLD_AFTER_A_STEP_TRIGGER = [
    "i control felidar sovereign. at the beginning of my upkeep i have 40 life. in response to"
    " the trigger opp bolts me. do i win",
    "i control felidar sovereign. at the beginning of my upkeep i have 40 life. opp bolts me in"
    " response to the trigger. do i win",
    "i control felidar sovereign. at the beginning of my upkeep i have 40 life. with the trigger"
    " on the stack opp bolts me. do i win",
    "i control felidar sovereign. at the beginning of my upkeep i have 40 life. then opp bolts"
    " me. do i win",
    "I control Test of Endurance. At the beginning of my upkeep I have 50 life. In response my"
    " opponent deals 3 damage to me. Do I win?",
]


# The near readings stay as they were: the trigger alone, its resolution told again, and a
# response that leaves its count as it was (the card itself destroyed: its trigger resolves).
@pytest.mark.parametrize(
    "text",
    [
        "i control felidar sovereign. at the beginning of my upkeep i have 40 life. do i win",
        "i control felidar sovereign. at the beginning of my upkeep i have 40 life. the trigger"
        " resolves. do i win",
        "i control felidar sovereign. at the beginning of my upkeep i have 40 life. in response"
        " to the trigger opp destroys felidar sovereign. do i win",
    ],
)
def test_near_readings_of_a_step_trigger(text: str) -> None:
    assert _ruled(text).results == {"me": "won", "opponent": "lost"}


# -- a loss that comes of a replacement the engine does not play


# "i control nefarious lich and have 3 cards in my graveyard. i'm dealt 5 damage" was "it
# depends on your life: with more than 5 the game goes on": the Lich's damage exiles cards from
# the graveyard instead, and with 3 its controller loses. "i control forbidden crypt and my
# library is empty. i draw a card" was "you lose": the Crypt returns a card from the graveyard
# instead of the draw. Neither replacement is played: refused beside what it replaces.
REPLACED_UNPLAYED = [
    "i control nefarious lich and have 3 cards in my graveyard. i'm dealt 5 damage. what happens",
    "i control nefarious lich. i'm dealt 5 damage. what happens",
    "bob controls Nefarious Lich and is at 20 life. alice deals 4 damage to bob.",
    "i control nefarious lich and im at 5. i gain 3 life. what happens",
    "i control forbidden crypt and my library is empty. i draw a card. what happens",
    "My opponent controls Forbidden Crypt. He has no cards in his library and draws a card.",
]


# "i control gisela blade of goldnight and im at 3 life. i take 3 damage" was "you lose": half
# the damage to Gisela's controller, rounded up, is prevented, and damage to their opponents is
# doubled (MTG CR 615.1): the damage said is not what they were dealt.
DAMAGE_CHANGED = [
    "i control gisela blade of goldnight and im at 3 life. i take 3 damage. what happens",
    "my opponent controls Gisela, Blade of Goldnight and is at 2 life. i deal 2 damage to him.",
    "I control Gisela and my opponent is at 4. I bolt him. Is he dead?",
    "alice controls Gisela, Blade of Goldnight. bob is at 5 life and takes 3 damage from alice.",
]


# "i control Lich's Tomb and no other permanents. im at 1 life and lose 1 life" was "nobody has
# won or lost yet": each 1 life lost costs a permanent, by a trigger, and with the Tomb the only
# one it goes, its "no loss at 0 or less life" with it (MTG CR 704.5a).
PERMANENTS_COST = [
    "i control Lich's Tomb and no other permanents. im at 1 life and lose 1 life. do i lose",
    "i control Lich's Tomb and im at 2 life. i lose 2 life. what happens",
    "my opponent controls Lich's Tomb and is at 1. i deal 3 damage to him. what happens",
]


# The near readings stay as they were: totals said outright beside Gisela or Lich's Tomb, and a
# replacement the engine plays (Enduring Angel's reset).
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("i control Gisela and im at 0 life. what happens", {"me": "lost", "opponent": "won"}),
        ("i control Gisela and opp is at 0. who wins", {"me": "won", "opponent": "lost"}),
        ("i control Lich's Tomb and im at 0 life.", {"me": "playing", "opponent": "playing"}),
        (
            "i control Lich's Tomb and im at -3 life. opp destroys lich's tomb. do i lose",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I control Lich's Tomb and I'm at 1 life. I lose 2 life and I sacrifice Lich's Tomb.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_totals_said_beside_a_damage_changer(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# The near reading stays as it was: a replacement the engine plays (Enduring Angel's reset).
def test_a_reset_the_engine_plays_is_judged() -> None:
    answer = _ruled("i control enduring angel and im at 2. i take 3 damage. what happens")
    assert answer.results == {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    "text",
    [
        *REPLACED_UNPLAYED,
        *DAMAGE_CHANGED,
        *PERMANENTS_COST,
        *ACTS_AFTER_A_RELATIVE_TOTAL,
        *HELD_OF_NOBODY_SAID,
        *UNDER_A_RESPONSE_BESIDE_A_TOTAL,
        *BESIDE_POISON_COUNTERS,
        *TOLD_AFTER_A_STEP_TRIGGER,
    ],
)
def test_refused(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
