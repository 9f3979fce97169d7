"""A card acting, told as play (issue #31, session 23: "If I Mindslaver my opponent who controls
a Trespassing Souleater, can I make him pay himself down to 0 or -1 so that he dies?"): three
kinds of wording, each read with other cards, players, numbers, tenses and orders.

- A card that lets a player control another's turn, its name said as the verb between the two
  players ("I Mindslaver my opponent"): ends nothing by itself; any other card said so is not.
- A card a player controls told in a clause about that player where a clause ends ("my opponent
  who controls a Trespassing Souleater", "bob, who controls Platinum Angel,"): the card held,
  before the rest; "who has X" only with X said in play (it may be in a hand).
- Life paid down to 0 by a card's ability whose cost takes life (Phyrexian mana, 2 each time):
  the payments stop at 0 from an even total (a loss) and at 1 from an odd one (MTG CR 119.4);
  with no total said, "depends" with both cases. Only the payer's own card, and a player made
  to pay only where the other controls their turn.
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- a turn-controlling card as a verb -----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I Mindslaver my opponent.",
        "He Mindslavered me.",
        "Bob Mindslavers alice.",
        "I Mindslaver my opponent on his next turn.",
        "Alice Worst Fears bob.",
    ],
)
def test_a_turn_controlling_card_said_as_a_verb_ends_nothing(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert all(result == "playing" for result in ruling.results.values())


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        ("I Mindslaver my opponent. He is at 0 life.", "opponent"),
        ("Alice is at 3 life. Bob Mindslavered alice and alice takes 3 damage.", "alice"),
    ],
)
def test_what_follows_a_turn_controlled_by_a_verb_is_judged(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert {p.lower(): r for p, r in ruling.results.items()}[loser] == "lost"


@pytest.mark.parametrize(
    "text",
    [
        "I Platinum Angel my opponent.",  # a card that controls no turn
        "I Mindslaver myself.",  # a player controls no turn of their own this way
    ],
)
def test_other_cards_or_players_as_the_verbs_object_stay_unread(text: str) -> None:
    _refused(text)


# -- a card held told in a clause about its player -----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Bob is at 3 life. I bolt bob, who controls Platinum Angel.",
        "My opponent is at 2 life. I Shock my opponent who controls a Platinum Angel.",
        "Bob is at 1 life. Alice Shocks bob, who has Platinum Angel on the battlefield.",
        "My opponent, who controls Platinum Angel, is at 0 life.",
        "Bob is at 3 life. Bob, who controls a Platinum Angel, takes 3 damage.",
    ],
)
def test_a_card_held_in_a_clause_about_its_player_is_held_before_the_rest(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"  # Platinum Angel keeps its controller in the game
    assert "Platinum Angel" in ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        # in a hand, maybe: no card held on the battlefield is said
        "Bob is at 3 life. I bolt bob, who has Platinum Angel in hand.",
        "Bob is at 3 life. I bolt bob, who has Platinum Angel.",
    ],
)
def test_a_card_a_player_only_has_is_not_taken_as_held(text: str) -> None:
    _refused(text)


# -- life paid down by a card's ability ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "If I Mindslaver my opponent who controls a Trespassing Souleater, can I make him pay "
        "himself down to 0 so that he dies?",
        "I control my opponent's turn with Mindslaver. My opponent controls a Trespassing "
        "Souleater. Can I force him to pay his life down to 0 or -1 so he loses?",
        "I control my opponent's turn with Mindslaver. My opponent controls a Trespassing "
        "Souleater. I make him pay himself down to 0.",
        "He Mindslavered me and I control a Trespassing Souleater. Can he make me pay my life "
        "down to zero?",
        "I control a Souleater. Can I pay myself down to 0?",
    ],
)
def test_life_paid_down_with_no_total_said_depends_on_its_remainder(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    assert sorted(case.status for case in ruling.cases) == ["ongoing", "over"]
    assert "119.4" in ruling.text()


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("I'm at 6 life and control a Trespassing Souleater. I pay myself down to 0.", "over"),
        (
            "I'm at 5 life and control a Trespassing Souleater. Can I pay my life down to 0?",
            "ongoing",
        ),
        (
            "Bob controls a Trespassing Souleater. Alice Mindslavers bob, who is at 9 life. Can "
            "Alice make bob pay himself down to 0?",
            "ongoing",
        ),
        (
            "Bob controls a Trespassing Souleater. Alice Mindslavers bob, who is at 8 life. Can "
            "Alice make bob pay himself down to 0?",
            "over",
        ),
    ],
)
def test_life_paid_down_from_a_total_said_ends_where_its_remainder_says(
    text: str, status: str
) -> None:
    assert _ruled(text).status == status


@pytest.mark.parametrize(
    "text",
    [
        # not his card: the player made to pay can't activate it
        "I Mindslaver my opponent. I control Trespassing Souleater. Can I make him pay himself "
        "down to 0?",
        # no turn controlled: a player makes no one else pay
        "My opponent controls Trespassing Souleater. Can I make him pay himself down to 0?",
        # his card, not mine
        "My opponent is at 8 life and controls a Trespassing Souleater. I'm at 6 life. Can I pay "
        "myself down to 0?",
        # no card whose ability takes life
        "I control a Lightning Bolt. I pay myself down to 0.",
        "I pay myself down to 0.",
    ],
)
def test_life_paid_down_without_the_payers_own_card_stays_unread(text: str) -> None:
    _refused(text)


# -- a card of several words said as a verb ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        ("I'm at 3 life and my opponent Lightning Bolts me.", "me"),
        ("Alice is at 2 life. Bob Lightning Bolted alice.", "alice"),
        ("My opponent is at 1 life and I Lightning Bolt him.", "opponent"),
    ],
)
def test_a_card_of_several_words_said_as_a_verb_is_that_card_cast(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert {p.lower(): r for p, r in ruling.results.items()}[loser] == "lost"
    assert "Lightning Bolt" in ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life. The Lightning Bolts me.",  # after "the": a noun, no spell cast
        "I'm at 3 life and I have two Lightning Bolts in hand.",  # cards held, none cast
    ],
)
def test_a_card_of_several_words_as_a_noun_is_no_spell_cast(text: str) -> None:
    _refused(text)


# -- a turn-controlling card used to make a player concede ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I use Mindslaver to make my opponent concede.",
        "Could I use Mindslaver to force my opponent to concede the game?",
        "Bob used Worst Fears to force alice to concede.",
        "Can't you really use Mindslaver to make your opponent scoop?",
    ],
)
def test_a_turn_controlling_card_used_to_make_a_player_concede_concedes_nothing(
    text: str,
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert all(result == "playing" for result in ruling.results.values())
    assert "104.3a" in ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        "I use Platinum Angel to make my opponent concede.",  # a card that controls no turn
        "I use Mindslaver to make myself concede.",  # no one else's turn
    ],
)
def test_another_card_used_to_make_a_player_concede_stays_unread(text: str) -> None:
    _refused(text)
