"""Grand Archive and Terrus as players type them in Discord (session 26's adversarial pass).

A champion's death told after the game would already have ended, of a player it had not lost:
"My champion dies. My opponent's champion dies too." was 'you lose, opponent wins', the second
death dropped as too late. A champion that died is the board as it stands, which people tell in
any order: both may have died at once, and all remaining players losing at once is a draw (GA
Ending the Game 4). It is refused, as a total of 0 told late is (held_in_order.py), saying how
to tell both at once; said in one sentence it is a draw."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

GA = System("grand-archive")


def _answer(text: str) -> Ruling | NoRuling:
    return rule_on(text, default_game=GA)


@pytest.mark.parametrize(
    "text",
    [
        "my champion dies. my opponent's champion dies too. who wins?",
        "ga: alice's champion dies. bob's champion died as well",
        "my champion is destroyed. my opponent's champion is destroyed.",
        "my opponent concedes. my champion dies",
        "bob's champion dies. then alice's champion dies",
        "my champion dies. my opponent's champion dies and he concedes",
        "Alice concedes.\nBob's champion is defeated.",
    ],
)
def test_a_death_told_after_the_end_is_refused(text: str) -> None:
    answer = _answer(text)
    assert isinstance(answer, NoRuling), answer.text()
    assert "after the game would already have ended" in answer.message
    assert "say both in one sentence" in answer.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # both at once: a draw
        (
            "my champion dies and my opponent's champion dies too",
            {"me": "drew", "opponent": "drew"},
        ),
        # three players: the first death ends nothing, the second is told in time
        (
            "3 players: me, alice, bob. alice's champion dies. bob's champion dies.",
            {"me": "won", "alice": "lost", "bob": "lost"},
        ),
        # a sentence that says its own moment is told after
        (
            "alice's champion dies. bob concedes and bob's champion is destroyed simultaneously.",
            {"alice": "lost", "bob": "won"},
        ),
        # the player it ended the game for, told again
        ("my champion dies. my champion dies.", {"me": "lost", "opponent": "won"}),
        ("my opponent's champion dies. do I win?", {"me": "won", "opponent": "lost"}),
    ],
)
def test_deaths_told_in_time_are_ruled(text: str, results: dict[str, str]) -> None:
    answer = _answer(text)
    assert isinstance(answer, Ruling), answer.message
    assert answer.results == results


def test_the_refusal_says_the_sentence_that_ended_the_game_first() -> None:
    answer = _answer("my opponent concedes. my champion dies")
    assert isinstance(answer, NoRuling)
    assert '"my opponent concedes and my champion dies"' in answer.message


# -- a draw told after the game was over, in a game whose deck is not a library

TERRUS = System("terrus")


# "My champion dies. Then alice draws a card." was refused for the cards her deck held, though
# the game was over before the draw: Magic's draw told late was answered as the moment before
# it (after_the_end.py), but only where the refusal said "library"; each game's own words for a
# draw's count ("deck") now count too.
@pytest.mark.parametrize(
    ("text", "game", "results"),
    [
        ("my champion dies. then alice draws a card", GA, {"me": "lost", "opponent": "won"}),
        ("alice concedes. Then bob draws 2 cards.", GA, {"alice": "lost", "opponent": "won"}),
        (
            "my opponent's champion is destroyed, and then he draws three cards",
            GA,
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I'm at 0 vitae. then my opponent draws a card",
            TERRUS,
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_draw_told_after_the_end_changes_nothing(
    text: str, game: System, results: dict[str, str]
) -> None:
    answer = rule_on(text, default_game=game)
    assert isinstance(answer, Ruling), answer.message
    assert answer.results == results
    assert "was already over before" in answer.text()


@pytest.mark.parametrize(
    "text",
    [
        "my champion dies. alice draws a card",  # no "then": maybe the board before
        "alice's champion is fine. then alice draws a card",  # the game goes on
    ],
)
def test_a_draw_not_said_to_come_after_the_end_still_asks_its_count(text: str) -> None:
    assert isinstance(_answer(text), NoRuling)


# -- a champion's health and the damage dealt to it, told as numbers

# "my champion has 20 health and 18 damage on it. my opponent hits it for 3. do I lose?" was
# refused ("I could not read"): a champion is defeated when the damage marked on it reaches its
# health (GA Ending the Game 3), so where the damage told reaches the health told, it died.
LOST = {"me": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "my champion has 20 health and 18 damage on it. my opponent hits it for 3. do I lose?",
            LOST,
        ),
        ("my champion has 25 life and has taken 24 damage, then takes 1 more, do I lose", LOST),
        ("my champion has twenty health and takes twenty damage", LOST),
        ("My champion has 30 HP, takes 15 damage then 15 more.", LOST),
        (
            "Question: my opponent's champion is at 4 health and I deal 6 damage to it. do I win?",
            {"me": "won", "opponent": "lost"},
        ),
        ("if my champion has 12 health left and it takes 12 damage, do I lose?", LOST),
        ("my champion has 20 health and my opponent hits it for twenty-five", LOST),
        ("my champion's health is 20 and it takes 20 damage", LOST),
        ("my lv 2 champion has 24 health and takes 24 damage", LOST),
        ("my champion has 20 health, it takes 10 and then takes 10 more", LOST),
        (
            "my champion has 20 health, bob deals 10 damage to it and then 10 more damage to it",
            LOST,
        ),
        (
            "alice's champion has 18 hp and bob hits it for 20. who wins?",
            {"alice": "lost", "opponent": "won"},
        ),
        (
            "my champion has 20 health and takes 25 damage and my opponent's champion has 10 "
            "health and takes 12 damage",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "my champion has 20 health and 10 damage on it. it takes 10 damage. bob's champion "
            "has 5 health and takes 5 damage at the same time",
            {"me": "drew", "bob": "drew"},
        ),
        (
            "my champion has 20 health and takes 20 damage at the same time as my opponent "
            "concedes",
            {"me": "drew", "opponent": "drew"},
        ),
    ],
)
def test_damage_that_reaches_a_champions_health_kills_it(
    text: str, results: dict[str, str]
) -> None:
    answer = _answer(text)
    assert isinstance(answer, Ruling), answer.message
    assert answer.results == results
    assert "GA Ending the Game 3" in answer.text()


@pytest.mark.parametrize(
    ("text", "game"),
    [
        ("my champion has 20 health and takes 3 damage", GA),  # short of its health
        ("my champion has 20 health, it takes 10 and then takes 9 more", GA),
        # health said as it is ("'s health is"), damage marked beside it: counted twice?
        ("my champion's health is 20 and it has 18 damage on it, it takes 2", GA),
        ("my opponent's champion is at 4 health and I deal 3 damage to it", GA),
        # health said as what is left, and damage marked beside it: counted twice?
        ("my champion is at 3 health and has 2 damage on it, it takes 1 more", GA),
        # another's champion, an ally, prevention, a level: not only this champion's damage
        ("my champion has 20 health. his champion takes 25 damage", GA),
        ("my champion has 20 health and my ally takes 25 damage", GA),
        ("my champion has 20 health and takes 20 damage but I prevent 5 of it", GA),
        ("my champion has 20 health and 18 damage. I level up to a 25 health champion", GA),
        ("my ally blocks and my champion has 20 health and takes 25 damage", GA),
        # no champions in the game
        ("my champion has 20 health and takes 25 damage", System("magic")),
        ("my champion has 20 health and takes 25 damage", TERRUS),
    ],
)
def test_a_champions_health_not_reached_or_not_alone_is_refused(text: str, game: System) -> None:
    answer = rule_on(text, default_game=game)
    assert isinstance(answer, NoRuling), answer.text()


# "I steal my opponent's champion" was understood as "you gains control of opponent's champion".
@pytest.mark.parametrize(
    "text",
    [
        "I take control of my opponent's champion",
        "i steal my opponent's champion. does he lose?",
        "3 players: me, alice, bob. I gain control of bob's champion",
    ],
)
def test_the_asker_gaining_a_champion_is_told_as_you(text: str) -> None:
    answer = _answer(text)
    assert isinstance(answer, Ruling), answer.message
    said = answer.text()
    assert "you gain control of" in said and "you gains" not in said, said


# -- a city's count held at the start of its ruler's own turn


# "I have 4 relics at the start of my turn" was refused ("I could not read"): a ruler who begins
# their turn with 4 Relics, or 10 structures, wins (Terrus 5.2d, 5.2b).
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I have 4 relics at the start of my turn", {"me": "won", "opponent": "lost"}),
        ("i have four relics at the beginning of my turn", {"me": "won", "opponent": "lost"}),
        (
            "At the start of my turn, I have 10 structures. Do I win?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "at the beginning of his turn my opponent has 10 structures in his city. who wins?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "alice has 10 structures at the beginning of her turn. do I lose?",
            {"me": "lost", "alice": "won"},
        ),
        ("I have 3 relics at the start of my turn", {"me": "playing", "opponent": "playing"}),
    ],
)
def test_a_count_held_as_the_rulers_turn_begins_is_that_turn_beginning(
    text: str, results: dict[str, str]
) -> None:
    answer = rule_on(text, default_game=TERRUS)
    assert isinstance(answer, Ruling), answer.message
    assert answer.results == results


@pytest.mark.parametrize(
    ("text", "game"),
    [
        ("my opponent has 4 relics at the start of my turn", TERRUS),  # not their own turn
        ("it's my turn and I have 4 relics", TERRUS),  # not as it begins
        ("alice and bob have 4 relics at the start of their turn", TERRUS),
        ("I have 4 relics at the start of my turn", System("magic")),
    ],
)
def test_a_count_held_at_another_time_is_still_refused(text: str, game: System) -> None:
    assert isinstance(rule_on(text, default_game=game), NoRuling)


# "both players' champions die at once" was refused; "both champions die" was a draw.
@pytest.mark.parametrize(
    "text",
    [
        "both players' champions die at once",
        "both of the players' champions are destroyed",
        "both players' champions die. who wins?",
    ],
)
def test_both_players_champions_dying_is_a_draw(text: str) -> None:
    answer = _answer(text)
    assert isinstance(answer, Ruling), answer.message
    assert answer.results == {"me": "drew", "opponent": "drew"}


def test_both_players_champions_among_three_is_asked() -> None:
    assert isinstance(_answer("3 players: me, alice, bob. both players' champions die"), NoRuling)
