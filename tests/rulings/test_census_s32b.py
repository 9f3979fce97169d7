"""Session 32's census (b): a trigger that makes each player meeting a count lose, judged from
the counts told (Triskaidekaphobia: each player with exactly 13 life loses as it resolves, at
once, 603.3, 104.4a), beside a card that replaces a loss (Exquisite Archangel, 614.1a) or says
a player can't lose (Platinum Angel, 101.2); a life total said "when" something happened is
the board it happened on; and a card on the battlefield nobody is said to control beside a
trigger the counts settle: a case per controller. Every other reading stays refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

ME_WON = {"me": "won", "opponent": "lost"}
ME_LOST = {"me": "lost", "opponent": "won"}
DREW = {"me": "drew", "opponent": "drew"}
GOES_ON = {"me": "playing", "opponent": "playing"}

# Each was refused ("Say what happens", or the "when" left open) before.
JUDGED = [
    ("both players are at 13 life. Triskaidekaphobia's ability resolves.", DREW),
    ("both players are at 13 life when Triskaidekaphobia's ability resolves. Is it a draw?", DREW),
    (
        "I control Exquisite Archangel. both players are at 13 life when Triskaidekaphobia's"
        " ability resolves. Is it a draw?",
        ME_WON,
    ),
    (
        "My opponent controls Exquisite Archangel. both players are at 13 life. "
        "Triskaidekaphobia's ability resolves",
        ME_LOST,
    ),
    (
        "I control Exquisite Archangel and my opponent controls Exquisite Archangel. both players"
        " are at 13 life. Triskaidekaphobia's ability resolves",
        GOES_ON,
    ),
    ("I control Platinum Angel. both players are at 13 life. Triskaidekaphobia's trigger", ME_WON),
    (
        "I control Triskaidekaphobia. I am at 13 life and my opponent is at 13 life. then"
        " Triskaidekaphobia triggers",
        DREW,
    ),
    (
        "bob controls Triskaidekaphobia. alice is at 13 life and bob is at 20 life. then bob's"
        " Triskaidekaphobia triggers",
        {"alice": "lost", "bob": "won"},
    ),
    (
        "I control Triskaidekaphobia. My opponent is at 13 life. At the beginning of my upkeep, I"
        " am at 7 life",
        ME_WON,
    ),
    ("I control Lich's Mirror. both players are at 13 life. Triskaidekaphobia's trigger", ME_WON),
    (
        "I control Exquisite Archangel. Exquisite Archangel is destroyed. both players are at 13"
        " life. Triskaidekaphobia's ability resolves",
        DREW,
    ),
    ("I'm at 13 life and my opponent is at 14 life. Triskaidekaphobia's trigger resolves", ME_LOST),
    ("I'm at 12 life and my opponent is at 20 life. Triskaidekaphobia's trigger resolves", GOES_ON),
    (
        "alice and bob are at 13 life and carol is at 5. Triskaidekaphobia's ability resolves",
        {"alice": "lost", "bob": "lost", "carol": "won"},
    ),
    ("I control Felidar Sovereign. I'm at 40 life when Felidar Sovereign's trigger", ME_WON),
    ("I control Felidar Sovereign. I'm at 39 life when Felidar Sovereign's trigger", GOES_ON),
]


@pytest.mark.parametrize(("text", "results"), JUDGED)
def test_a_trigger_on_each_players_count_is_judged_from_the_counts(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# A count never told or changed after it was said, a player its 1 life may take out, another
# card watching life totals, an Archangel gone, a title card that watches a life total or sets
# a floor (beside events, whose it is: not read): never guessed.
REFUSED = [
    "I control Exquisite Archangel. I'm at 13 life. Triskaidekaphobia's ability resolves",
    "I'm at 13 life and my opponent is at 1 life. Triskaidekaphobia's trigger resolves",
    "I'm at 14 life and my opponent is at 13 life. I lose 1 life. Triskaidekaphobia's trigger"
    " resolves",
    "both players are at 13 life. Triskaidekaphobia's ability would resolve",
    "I control Sanguine Bond. both players are at 13 life. Triskaidekaphobia's ability resolves",
    "I control Transcendence and I'm at 19 life. my opponent is at 13. Triskaidekaphobia's"
    " ability resolves",
    "Exquisite Archangel was exiled. both players are at 13 life. Triskaidekaphobia's ability"
    " resolves",
    "Transcendence: I'm at 25 life",
    # more than one of the card: one player's, or one each? (the first was a case per player)
    "Exquisite Archangels are on the battlefield. both players are at 0 life",
    "Two Exquisite Archangels: both players are at 0 life",
    "Angel's Grace: I'm at 0 life",
    "Phyrexian Unlife: I'm at 0 life",
    # which card's trigger "its" is, unsaid (was "nobody has won or lost yet")
    "I control Felidar Sovereign. I'm at 40 life. its ability resolves",
    "I control Felidar Sovereign. I'm at 40 life when its ability resolves",
]


@pytest.mark.parametrize("text", REFUSED)
def test_what_the_counts_do_not_settle_stays_refused(text: str) -> None:
    _refused(text)


# A card nobody is said to control, said on the battlefield or as a title of one card before
# events it has no part in: a case per controller (was refused, "cannot yet judge").
WHOSE = [
    (
        "Exquisite Archangel is on the battlefield. both players are at 13 life when"
        " Triskaidekaphobia's ability resolves. Is it a draw?",
        [ME_WON, ME_LOST],
    ),
    (
        "[All About Exquisite Archangel: both players are at 13 life when Triskaidekaphobia's"
        " ability resolves. Is it a draw?]",
        [ME_WON, ME_LOST],
    ),
    ("[All About Exquisite Archangel: both players are at 0 life]", [ME_WON, ME_LOST]),
    ("Platinum Angel: I'm at 0 life", [GOES_ON, ME_LOST]),
    ("Lich's Mirror: I draw from an empty library", [GOES_ON, ME_LOST]),
]


@pytest.mark.parametrize(("text", "cases"), WHOSE)
def test_a_card_nobody_controls_beside_events_asks_whose_it_is(
    text: str, cases: list[dict[str, str]]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends"
    assert [case.results for case in ruling.cases] == cases


def test_ten_poison_counters_still_lose_whoever_controls_the_archangel() -> None:
    # 704.3: replaced once, it is exiled, and the poison counters are checked again
    assert _ruled("[All About Exquisite Archangel: I get 10 poison counters]").results == ME_LOST


def test_a_total_said_when_something_happened_is_the_board_it_happened_on() -> None:
    assert _ruled("I'm at 10 life when I take 10 damage").results == ME_LOST
    assert _ruled("I'm at 5 life when my opponent casts Lightning Bolt targeting me").results == (
        GOES_ON
    )
    # a total of 0 or less said "when": whether the game was checked between, open as before
    _refused("I'm at 0 life when my opponent concedes")
