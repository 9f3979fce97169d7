"""Session 32's adversarial pass (adv32a) on a card said to die beside other events
(checked_deaths.py) and Triskaidekaphobia's trigger worked out from the totals told
(each_player_trigger.py), as a new user would ask. A refusal is always acceptable, a wrong
answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s30a import _outcomes
from tests.rulings.test_chat_reading import _refused, _ruled

WON = ("over", (("me", "won"), ("opponent", "lost")))
DREW = ("over", (("me", "drew"), ("opponent", "drew")))

HERALD = "I control Herald of Eternal Dawn. I am at -6 life. My opponent is at 2 life. "


# "My opponent takes 4 damage from Lightning Bolt and my Herald dies" was a confident draw: the
# Bolt, named as the source of the damage, was taken for what killed the Herald (as Murder in
# "destroyed by Murder"), so the Herald left before the check. Nothing says how it died: died in
# the check after that moment, its effect still holds there and only the opponent loses (MTG CR
# 704.3); destroyed before it, both lose (104.4a). A case each.
@pytest.mark.parametrize(
    "text",
    [
        HERALD + "My opponent takes 4 damage from Lightning Bolt and my Herald dies.",
        HERALD + "My opponent takes 4 damage from Lightning Bolt and my Herald is destroyed.",
    ],
)
def test_a_card_named_as_the_source_of_other_damage_is_not_what_killed_it(text: str) -> None:
    assert _outcomes(_ruled(text)) == [WON, DREW]


# Each was ruled on main with part of what was said left out: a Bolt or an unknown creature's
# damage asked about beside a death with the death's moment taken as before the check (a draw,
# or "you lose" where it was a trigger); "takes 4 damage as my X dies" read as X dying alone
# ("the game goes on" with the opponent at -2); a card's name mistyped ("my Herlad dies") read
# as some other card dying, the Herald kept ("you win"); an ability of no card read ("its ability
# resolves", "bob's abilities resolve", a card's name in the plural made a player:
# "Triskaidekaphobias' abilities resolve" was "the game goes on" with both at 13).
@pytest.mark.parametrize(
    "text",
    [
        HERALD + "I cast Lightning Bolt at my opponent and my Herald dies.",
        HERALD + "My Grizzly Bears deals 4 damage to my opponent and my Herald dies.",
        HERALD + "My opponent takes 4 damage as my Herald of Eternal Dawn dies.",
        "My opponent is at 2 life. My opponent takes 4 damage as my Grizzly Bears dies.",
        "both players are at 13 life. Triskaidekaphobias' abilities resolve",
        "I'm at 13 life. my opponent is at 13 life. its ability resolves",
        "both players are at 13 life. bob's abilities resolve",
        # a typo of the card's name, read as another card dying (was "you win")
        HERALD + "My opponent takes 4 damage and my Herlad dies.",
        "I control Platinum Angel. I'm at 0 life and my opponent is at 1 life. my opponent "
        "loses 1 life and my Platinium Angle dies",
    ],
)
def test_what_the_reading_left_out_is_refused(text: str) -> None:
    _refused(text)


# Triskaidekaphobia's trigger beside what may have changed a total first, each a draw on main: a
# total said "when" an attack began, or beside it (its combat damage, never said), a spell cast
# after it, another card's trigger at the same upkeep, a death told with the resolution. A total
# said after the attack is the count, as before.
def test_what_may_change_a_count_first_is_refused_for_triskaidekaphobia() -> None:
    for text in (
        # a spell cast after a total, what it did unsaid (it may have hit me: "you win")
        "I'm at 13 life when I cast Lightning Bolt. my opponent is at 13 life. "
        "Triskaidekaphobia's ability resolves",
        # Sulfuric Vortex's 2 damage at the same upkeep, in an order chosen (603.3b)
        "both players are at 13 life. I control Sulfuric Vortex. Triskaidekaphobia's ability "
        "resolves",
        # the Angel's death told with the resolution: before it, or after (then I win)?
        "I control Platinum Angel. I'm at 13 life and my opponent is at 13 life. "
        "Triskaidekaphobia's ability resolves and my Platinum Angel dies",
        "I'm at 13 life when my opponent attacks. my opponent is at 13 life. "
        "Triskaidekaphobia's ability resolves",
        "I'm at 13 life and my opponent attacks. my opponent is at 13 life. "
        "Triskaidekaphobia's ability resolves",
    ):
        _refused(text)
    assert _ruled(
        "my opponent attacks. both players are at 13 life. Triskaidekaphobia's ability resolves"
    ).results == {"me": "drew", "opponent": "drew"}
