"""A card that exiles a creature and returns it (a "flicker": Astral Slide, Cloudshift,
Ephemerate, Momentary Blink), told acting on a creature card (issue #31, "as asked";
bot/core/rulings/flickers.py): "my Phage is targeted by Astral Slide", "I cast Cloudshift on my
Phage". The creature comes back as a new object, put there, not cast (MTG CR 400.7, 603.4):
Phage the Untouchable's controller loses. Where whose creature it is, or who cast a spell that
only takes its caster's creature, is unsaid, or the card is no flicker, nothing is read.
And what the asker read of a card before asking ("I just read the preview for Phage") is no
fact of a game: skipped and shown."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.cards import CardMatch, EndsNothing, Returns, find_card
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

PHAGE = "Phage the Untouchable"


@pytest.mark.parametrize(
    ("name", "returns"),
    [
        ("Astral Slide", Returns.OWNER_AT_END),
        ("Ephemerate", Returns.OWNER),
        ("Cloudshift", Returns.CASTER),
        ("Momentary Blink", Returns.CASTER),
    ],
)
def test_a_flicker_card_says_under_whose_control_the_creature_comes_back(
    name: str, returns: Returns
) -> None:
    found = find_card(name, MAGIC)
    assert isinstance(found, CardMatch) and found.card.name == name
    effects = found.card.effects
    assert [e.returns for e in effects if isinstance(e, EndsNothing)] == [returns]


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        # The fresh question's own form, and others said other ways.
        (f"Will I lose the game if my {PHAGE} is targeted by Astral Slide?", "me"),
        (f"My {PHAGE} gets hit with Astral Slide. Who wins?", "me"),
        ("I target my Phage with Astral Slide's ability. Do I lose?", "me"),
        (f"I cast Cloudshift on my {PHAGE}", "me"),
        (f"I cast Momentary Blink targeting my {PHAGE}. My opponent is at 7 life", "me"),
        (f"my opponent casts Ephemerate on his {PHAGE}", "opponent"),
        (f"alice is at 3 life. bob's {PHAGE} was exiled with Astral Slide", "bob"),
        # Another player's card that returns the creature to its owner: the owner's again.
        (f"alice targets bob's {PHAGE} with Astral Slide", "bob"),
        (f"I target my opponent's {PHAGE} with Astral Slide", "opponent"),
    ],
)
def test_a_creature_flickered_comes_back_not_cast(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"  # Phage's trigger: not cast from a hand (603.4)


@pytest.mark.parametrize(
    "text",
    [
        # Whose creature: unsaid, or a pronoun that may be either player's.
        f"{PHAGE} is targeted by Astral Slide. Who loses?",
        f"I target his {PHAGE} with Astral Slide. Does he lose?",
        # A spell that only takes its caster's own creature, cast on another's: not so.
        f"bob casts Cloudshift on alice's {PHAGE}. Who wins?",
        # No flicker: a card that does not bring the creature back, or one Arbiter does not know.
        f"My {PHAGE} is targeted by Shock. Do I lose?",
        f"My {PHAGE} is targeted by Swords to Plowshares. Do I lose?",
        # Denied, or only supposed.
        f"My {PHAGE} is not targeted by Astral Slide. Do I lose?",
        f"I would target my {PHAGE} with Astral Slide",
        # Targeted is not exiled: what may stop it, or take the creature first, said beside it.
        f"My {PHAGE} is targeted by Astral Slide, but the ability is countered. Do I lose?",
        f"My {PHAGE} is targeted by Astral Slide. In response I sacrifice Phage. Do I lose?",
        f"My {PHAGE} is targeted by Cloudshift but it fizzles. Do I lose?",
    ],
)
def test_a_flicker_whose_creature_or_card_is_unsaid_is_not_read(text: str) -> None:
    _refused(text)


# -- what the asker read of a card ----------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        f"I just read the preview for {PHAGE}...",
        f"I was reading the oracle text of {PHAGE}.",
        f"We saw the spoiler for {PHAGE} today.",
    ],
)
def test_what_the_asker_read_of_a_card_is_skipped_and_shown(said: str) -> None:
    ruling = _ruled(f"{said} I put {PHAGE} onto the battlefield with Sneak Attack. Do I lose?")
    assert ruling.status == "over" and ruling.results["me"] == "lost"
    assert any("Phage" in skipped for skipped in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # A fact of the game beside it is read, or refused: never skipped.
        f"I just read the preview for {PHAGE} and my opponent is at 3 life",
        f"I saw {PHAGE} enter the battlefield. Who wins?",
        f"I read the rulings for {PHAGE} and Platinum Angel",
    ],
)
def test_a_card_read_about_beside_anything_else_is_not_skipped(text: str) -> None:
    ruling = rule_on(text, default_game=MAGIC)
    if not isinstance(ruling, NoRuling):
        assert not any("read" in skipped or "saw" in skipped for skipped in ruling.skipped)
