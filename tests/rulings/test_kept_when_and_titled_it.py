"""A card asked to keep someone in "when" the moment happens ("does Exquisite Archangel save me
when I draw from an empty library?"), as "if" (chat._KEPT_FROM_LOSING), and "it" in a question
under a title that is one card ("[All About Exquisite Archangel: does it save me when ...]",
chat_framing._it_titled): "it" is the title's card. A question that does not ask whether "it" keeps
someone in, a title that says something of the game, or a title of two cards stays unread."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

KEPT_WHEN = [
    # "when", "whenever" as "if"; other cards, players and events
    ("does Exquisite Archangel save me when I draw from an empty library?", "me"),
    ("Would Platinum Angel stop bob from losing whenever he goes to 0 life?", "bob"),
    ("Will Lich's Mirror protect my opponent when he takes 25 damage?", "opponent"),
    # "it" under a title that is the card, or the card in words of a title
    ("[All About Exquisite Archangel: does it save me when I draw from an empty library?]", "me"),
    (
        "Platinum Angel: does it keep my opponent from losing if he gets 10 poison counters?",
        "opponent",
    ),
    ("Platinum Angel Question: would it stop me from losing when I go to 0 life?", "me"),
]


@pytest.mark.parametrize(("text", "kept"), KEPT_WHEN)
def test_a_card_asked_to_keep_a_player_in_when_it_happens_is_theirs(text: str, kept: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert ruling.results[kept] == "playing"
    assert any(said.lower().startswith(("does", "would", "will")) for said in ruling.skipped)


def test_a_win_the_card_does_not_stop_still_ends_the_game() -> None:
    # Exquisite Archangel replaces a loss, not another player's win (MTG CR 104.2b).
    ruling = _ruled(
        "[All About Exquisite Archangel: does it save me when my opponent's Mechanized "
        "Production says they win?]"
    )
    assert ruling.results == {"me": "lost", "opponent": "won"}


NOT_READ = [
    # "it" not asked to keep anyone in
    "Platinum Angel: is it a draw if I go to 0 life?",
    # a title of two cards: "it" could be either
    "Platinum Angel and Lich's Mirror: does it save me when I go to 0 life?",
    # a title that says something of the game (a player in it)
    "Platinum Angel Opponent: does it save me when I go to 0 life?",
    # no title: "it" is nobody's card
    "does it save me when I draw from an empty library?",
]


@pytest.mark.parametrize("text", NOT_READ)
def test_an_it_with_no_one_card_to_be_stays_refused(text: str) -> None:
    _refused(text)
