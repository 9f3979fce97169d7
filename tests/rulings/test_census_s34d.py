"""Session 34, census34d: a library put into the graveyard by a card used for it, and a card
that puts creature cards onto the battlefield (Dread Return, Sneak Attack) told used or cast on
one: that creature enters without being cast, under the user's control, and its trigger as it
enters acts (MTG CR 110.2a, 603.4, 104.2b; bot/core/rulings/used_on_creatures.py,
chat_forms.LIBRARY_GONE). And a player "finished off": lethal damage dealt to them (704.5a;
chat_forms.FINISHED_OFF)."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s33c import Seen, _seen

_I_WIN = ("over", ((("me", "won"), ("opponent", "lost")),))
_THEY_WIN = ("over", ((("me", "lost"), ("opponent", "won")),))
_NOBODY_LOST = ("ongoing", ((("me", "playing"), ("opponent", "playing")),))


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        # the real question's words (phase-1365-dread-return-thassas-oracle-empty-library),
        # up to its last, cut-off clause: was refused
        (
            "magic: So i used Hermit druid to put my deck in the grave, then used dread return "
            "on Thassa's Oracle to get a win, it resolved",
            _I_WIN,
        ),
        (
            "magic: my opponent's library is empty. my opponent used Dread Return on Thassa's "
            "Oracle and it resolved",
            _THEY_WIN,
        ),
        ("magic: my library is empty. I used Sneak Attack on Thassa's Oracle", _I_WIN),
        ("magic: I cast Dread Return on Phage the Untouchable, it resolved", _THEY_WIN),
        (
            "magic: my library is empty. I cast Dread Return targeting Thassa's Oracle and it "
            "resolves",
            _I_WIN,
        ),
        ("magic: I used Hermit Druid to put my deck in the grave. then I drew a card", _THEY_WIN),
        # told only cast, countered, another's creature, or whose use unsure: not read as entered
        ("magic: my library is empty. I cast Dread Return on Thassa's Oracle", "refused"),
        (
            "magic: my library is empty. I used Dread Return on Thassa's Oracle but it was "
            "countered",
            "refused",
        ),
        (
            "magic: my library is empty. I used Dread Return on my opponent's Thassa's Oracle "
            "and it resolved",
            "refused",
        ),
        (
            "magic: I milled my whole library and my opponent is at 3, then used Dread Return on "
            "Thassa's Oracle, it resolved",
            "refused",
        ),
    ],
)
def test_a_creature_a_card_is_used_on_enters_for_its_user(text: str, seen: Seen | str) -> None:
    assert _seen(text) == seen


_ELSPETH_FINISHES = (
    "magic commander: 3 players: ajani, elspeth, xenagos. xenagos casts Lightning Bolt at ajani. "
    "in response, elspeth finishes xenagos off"
)


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        # a player who leaves takes their spell with them (800.4a): the shape of the Clan
        # Defiance question (judges-blog-commander-leaving-clan-defiance-leaves); was refused
        (
            _ELSPETH_FINISHES,
            ("ongoing", ((("ajani", "playing"), ("elspeth", "playing"), ("xenagos", "lost")),)),
        ),
        ("magic: I finished off my opponent", _I_WIN),
        ("magic: my opponent finished me off", _THEY_WIN),
        ("magic: my opponent controls Platinum Angel. I finish him off", _NOBODY_LOST),
        # a denial, a modal, an attempt, a card as its object: as written
        ("magic: I didn't finish him off", "refused"),
        ("magic: I would finish him off", "refused"),
        ("magic: I try to finish him off", "refused"),
        ("magic: I finish off her Phage", "refused"),
    ],
)
def test_a_player_finished_off_took_lethal_damage(text: str, seen: Seen | str) -> None:
    assert _seen(text) == seen
