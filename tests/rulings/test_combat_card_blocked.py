"""A known card blocked by a creature told by its stats while the rest of the attack is lethal
("I block the Angel with a 4/5 (which will kill it), but the remaining attackers are lethal"):
one combat damage step (MTG CR 510.2), so the blocker's damage to the card and the lethal
damage to the one who blocks come at once, and the state-based actions that follow see both
(704.3: Platinum Angel still stops its controller's loss and the others' win at that check).
Read only where the card data gives the card's printed stats and nothing said changes the order
or the amounts (a first or double strike, deathtouch, lifelink, an aside other than that it
kills it); the card named again by a word of its name ("the Angel") is the one named before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    (
        "magic: My opponent controls Platinum Angel and is on negative life. He attacks me with "
        "all of his creatures including the Angel. I block the Angel with a 4/5 (which will kill "
        "it), but the remaining attackers are lethal.",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "magic: bob controls Platinum Angel and is at -2 life. alice blocks the Angel with a 5/5, "
        "and the other attackers are lethal.",
        {"alice": "lost", "bob": "won"},
    ),
    (
        "magic: my opponent controls Platinum Angel and is at 7 life. he attacks me. I block the "
        "Angel with a 4/4 but the rest are still lethal",
        {"me": "lost", "opponent": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_the_blocked_card_and_the_lethal_rest_come_at_once(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_the_angel_leaves_at_the_check_that_ends_the_game() -> None:
    ruling = _ruled(
        "magic: bob controls Platinum Angel and is at -2 life. alice blocks the Angel with a 5/5, "
        "and the other attackers are lethal."
    )
    assert "Platinum Angel leaves the battlefield" in ruling.text()


REFUSED = [
    # the blocker's first strike: the Angel would die a step before the lethal damage
    "magic: bob controls Platinum Angel and is at -2 life. alice blocks the Angel with a 4/4 with "
    "first strike, and the rest are lethal.",
    # deathtouch or lifelink change what the stats say
    "magic: bob controls Platinum Angel and is at -2 life. alice blocks the Angel with a 1/1 with "
    "deathtouch, and the rest are lethal.",
    "magic: bob controls Platinum Angel and is at -2 life. alice blocks the Angel with a 4/4 with "
    "lifelink, and the rest are lethal.",
    # less than its toughness: whether it died is not fixed
    "magic: bob controls Platinum Angel and is at -2 life. alice blocks the Angel with a 2/2, but "
    "the other attackers are lethal.",
    # the rest not said lethal, or said not to be
    "magic: bob controls Platinum Angel and is at -2 life. alice blocks the Angel with a 4/4.",
    "magic: bob controls Platinum Angel and is at -2 life. alice blocks the Angel with a 4/4 and "
    "the rest are not lethal.",
    # an aside that may change the fight
    "magic: My opponent controls Platinum Angel and is at -1 life. I block the Angel with a 4/5 "
    "(it has first strike), but the remaining attackers are lethal.",
    # a card whose printed power and keywords the card data does not give
    "magic: bob controls Baneslayer Angel and is at -2 life. alice blocks the Angel with a 5/5, "
    "but the remaining attackers are lethal.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_what_may_change_the_order_or_the_amounts_is_never_read(text: str) -> None:
    _refused(text)
