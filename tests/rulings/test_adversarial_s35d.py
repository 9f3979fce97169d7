"""Session 35, adv35d: an adversarial pass on software reports told in a player's words (Phage
and the hand that "disappeared", "tricks like, in this case, CARD", "she resolved"), as a player
or a bug report would type them. Answers that were confidently wrong on main, each refused now:

- A player's hand said to vanish with the card that resolved, where the hand is not its
  caster's ("My opponent casts Phage from his hand and as she resolved, both she and my hand
  disappeared" was "the game goes on"): no one player's leaving takes both (800.4a), so it is
  no program's verdict to skip. A board, or "all my cards", said to vanish may be a sweeper's
  doing, which takes a Platinum Angel with it ("I control Platinum Angel and I'm at 0 life. My
  board disappeared" was "the game goes on"); "your hand" names no player of the story. Each
  stays as written (vanished_shown.py).
- Two cards told cast and then "it" (or "she") resolved ("My library is empty. I cast Thassa's
  Oracle and Phage from the command zone and she resolved" was "you win", Phage's trigger
  dropped): which spell resolved, and so which trigger came first, is unsaid (MTG CR 608.3,
  603.3). Refused naming the card (trigger_conditions._another_cast).
- A loss told with nothing said of how, beside a card whose own trigger ends the game on a
  condition ("I cast Phage from my hand and it resolved and I lost the game", the XMage report
  as a player tells it, was "you lose: an effect says you lose", though from the hand Phage's
  trigger does nothing, 603.4; "my library is empty and I cast Thassa's Oracle and I lost the
  game" was "you lose"): whether that card is the loss meant, or came first, is the question.
  Refused naming the card (reading_settled._loss_beside_its_card).
"""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s33c import Seen, _seen

_ANGEL = "magic: I control Platinum Angel and I'm at 0 life. "
_EMPTY = "magic: My library is empty. "
_PHAGE = "magic: I cast Phage from my hand and "


@pytest.mark.parametrize(
    "text",
    [
        # the hand is not the caster's: no one player's leaving takes both
        "magic: My opponent casts Phage from his hand and as she resolved, both she and my hand "
        "disappeared",
        f"{_PHAGE}as she resolved, both she and his hand disappeared",
        f"{_PHAGE}as she resolved, both she and your hand disappeared",
        # a board gone may be a sweeper's doing, the Angel with it
        f"{_ANGEL}My board disappeared",
        f"{_ANGEL}All my cards disappeared",
        f"{_ANGEL}I cast Phage from my hand and as she resolved, my board disappeared",
        # two cards cast, one said to resolve: which one is unsaid
        f"{_EMPTY}I cast Thassa's Oracle and Phage from the command zone and she resolved",
        f"{_EMPTY}I cast Thassa's Oracle and Phage from the command zone and it resolved",
        f"{_EMPTY}I cast Phage from my hand and my opponent casts Thassa's Oracle and it resolved",
        # a loss unsaid how beside a card that ends the game on a condition
        f"{_PHAGE}she resolved and I lost the game",
        f"{_PHAGE}it resolved and then I lost the game",
        "magic: I cast Phage from my hand. It resolved. I lost the game.",
        "magic: My opponent cast Phage from his hand and she resolved and he lost the game",
        "magic: my opponent attacks me with Phage and I lost the game",
        f"{_EMPTY}I cast Thassa's Oracle and I lost the game",
    ],
)
def test_what_the_report_leaves_open_is_refused(text: str) -> None:
    assert _seen(text) == "refused", text


_ON = ("ongoing", ((("me", "playing"), ("opponent", "playing")),))
_LOST = ("over", ((("me", "lost"), ("opponent", "won")),))
_WON = ("over", ((("me", "won"), ("opponent", "lost")),))


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        # the caster's own hand, as before
        (
            "magic: My opponent casts Phage from his hand and as she resolved, both she and his "
            "hand disappeared",
            _ON,
        ),
        (f"{_PHAGE}as she resolved, my hand disappeared", _ON),
        (
            "magic: I cast Phage from the command zone and as she resolved, my hand disappeared",
            _LOST,
        ),
        # one card cast, or the resolution told before the next is cast
        (f"{_EMPTY}I cast Thassa's Oracle and it resolved", _WON),
        (f"{_PHAGE}it resolves, then I cast Angel's Grace", _ON),
        # a loss beside no such trigger, or the Oracle's win told as the opponent's loss
        ("magic: I cast Lightning Bolt and I lost the game", _LOST),
        ("magic: I cast Thassa's Oracle and my opponent lost the game", _WON),
    ],
)
def test_what_the_report_settles_is_still_read(text: str, seen: Seen) -> None:
    assert _seen(text) == seen, text
