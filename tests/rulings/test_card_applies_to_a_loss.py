"""A card asked to apply to a loss the moment tells ("Does Lich's Mirror apply when Phage the
Untouchable makes its controller's opponent lose?", chat._APPLIES_TO_A_LOSS): the card is the
loser's, as "Will Platinum Angel keep me from losing if ...?" is the one kept from losing's;
"its controller's opponent" is the other player of a card no one is said to control; a title
in brackets and a claim about any card ("Card effects that replace game loss ... will not
apply ...", bug_reports._ANY_CARD) are no facts of the moment. A moment where no one, or more
than one, is said to lose stays refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

APPLIES = [
    # the loser named
    ("Does Platinum Angel still apply if my opponent's Phage the Untouchable makes me lose?", "me"),
    ("Would Lich's Mirror work when Door to Nothingness makes bob lose?", "bob"),
    # the loser the other player of a card no one is said to control
    (
        "Does Platinum Angel apply when Phage the Untouchable makes its controller's opponent "
        "lose?",
        "the other player",
    ),
    # in brackets, before a claim about any card
    (
        "[Does Exquisite Archangel apply when Door to Nothingness makes its controller's "
        "opponent lose?] Cards that replace a loss don't apply to that.",
        "the other player",
    ),
]


@pytest.mark.parametrize(("text", "holder"), APPLIES)
def test_a_card_asked_to_apply_to_a_loss_is_the_losers(text: str, holder: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert ruling.results[holder] == "playing"
    assert any(said.lower().startswith(("does", "would")) for said in ruling.skipped)


def test_its_controllers_opponent_of_my_card_is_my_opponent() -> None:
    ruling = _ruled("my Phage the Untouchable makes its controller's opponent lose")
    assert ruling.results == {"me": "won", "opponent": "lost"}


NOT_A_LOSS = [
    # nobody said to lose
    "Does Lich's Mirror apply when alice concedes?",
    # more than one
    "Does Lich's Mirror apply when Phage makes both players lose?",
    # a claim about any card alone: no moment
    "Card effects that replace game loss will not apply for poison.",
]


@pytest.mark.parametrize("text", NOT_A_LOSS)
def test_a_moment_with_no_one_loser_stays_refused(text: str) -> None:
    _refused(text)
