"""Can't-lose cards as a new user would ask (issue #31, the session-34 adversarial pass
"adv34c", after census34c's "my angel", "hadn't lost" and Soulgorger Orgg readings). Each
question below was ruled wrong on main. A refusal is always acceptable, the wrong answer never.

- What was taken for a damage source told a card taken off the battlefield ("opp kills my angel
  n deals lethal dmg to me", "the creature that killed my angel deals lethal damage to me"): the
  kill was swallowed into the source's name and never happened, the Archangel saving its
  player ("nobody has lost"). Whether it left before the damage or in the check after it is
  what the answer turns on (704.3): never a source's name.
- A card dying beside a spell that deals damage to each player and creature (Hurricane,
  Volcanic Fallout) was taken as destroyed by it, before the check ("you lose"): it may have
  died of that damage in the check, where its replacement still holds (704.3): a case each.
- A spell whose gain of life its effects leave out (Chaplain's Blessing, Consume Spirit), the
  engine playing none, beside Platinum Angel leaving was "you lose" at -3 life (at 2 really):
  refused beside a card leaving, as beside a change of life; Soulgorger Orgg, whose change
  never takes a total across 0 (card data `never_crosses_zero`), is read as before.
- A card whose change of life its words leave out (Soulgorger Orgg, Chaplain's Blessing) left
  the told total in the answer's life line ("I control Platinum Angel. I have 10 life. I play
  Soulgorger Orgg" showed "life 10": 1): that total is not shown.
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

_ARCHANGEL = "I control Exquisite Archangel. "


@pytest.mark.parametrize(
    "text",
    [
        # a kill swallowed into the damage's source (main: "nobody has lost")
        f"{_ARCHANGEL}opp kills my angel n deals lethal dmg to me",
        f"{_ARCHANGEL}opp sacrifices my angel + deals lethal damage to me",
        f"{_ARCHANGEL}My opponent destroys my angel which deals lethal damage to me",
        f"{_ARCHANGEL}The creature that killed my angel deals lethal damage to me",
        "I control Platinum Angel. opp kills my angel n deals lethal damage to me",
        # a gain its words leave out, then the card that kept its player in leaves (main:
        # "you lose"; at -3 the Blessing's 5 leave them at 2)
        "I control Platinum Angel. I am at -3 life. I cast Chaplain's Blessing and it "
        "resolves. Then Platinum Angel leaves the battlefield.",
        "I control Platinum Angel. I am at -3 life. I cast Consume Spirit. Then Platinum "
        "Angel is destroyed.",
    ],
)
def test_a_card_gone_in_words_the_reading_cannot_place_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        # damage to each player and each creature (with flying): the angel may have died of it
        # in the check, its replacement holding (main: "you lose")
        f"{_ARCHANGEL}My opponent casts Hurricane and my angel dies and I take lethal damage.",
        f"{_ARCHANGEL}My opponent casts Volcanic Fallout and my angel dies and I take lethal "
        "damage.",
    ],
)
def test_an_angel_dying_beside_a_sweepers_damage_depends(text: str) -> None:
    cases = sorted(case.status for case in _ruled(text).cases)
    assert cases == ["ongoing", "over"], text


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        # destroyed by a card named: gone before the check, as census34c holds
        (
            f"{_ARCHANGEL}My opponent kills my angel with Murder and deals lethal damage to me.",
            "over",
        ),
        # the kill told in a clause of its own still reads as one (a case each)
        (f"{_ARCHANGEL}opp destroys my angel, deals lethal damage to me", "depends"),
    ],
)
def test_what_the_words_place_is_still_read(text: str, outcome: str) -> None:
    assert _ruled(text).status == outcome, text


@pytest.mark.parametrize(
    ("text", "shown", "hidden"),
    [
        (
            "I control Platinum Angel. I have 10 life. I play Soulgorger Orgg",
            ["life not counted"],
            "life 10 ",
        ),
        (
            "I control Platinum Angel and I am at 5 life. I cast Chaplain's Blessing.",
            ["life not counted"],
            "life 5 ",
        ),
        # the opponent's Orgg: their total not shown, mine untouched
        (
            "My opponent controls Platinum Angel and is at 10 life. He casts Soulgorger Orgg.",
            ["life not said", "life not counted"],
            "life 10 ",
        ),
    ],
)
def test_a_total_a_card_changed_unsaid_is_never_shown(
    text: str, shown: list[str], hidden: str
) -> None:
    answer = _ruled(text)
    assert answer.status == "ongoing", text
    lines = "\n".join(answer.result_lines)
    assert all(part in lines for part in shown), lines
    assert hidden not in lines, lines
