"""Cards added in session 24 for questions about the end of a game that named a card Arbiter did
not know (issue #31; bot/core/rulings/card_data/magic.json), each worded from public facts:

- Biorhythm, with a new effect kind (`sets_life`, `"count": "creatures"`): as it resolves each
  player's life total becomes the number of creatures they control (119.5). Read cast and
  resolved where every player is said to have no creatures (life_set.py): every total becomes 0
  at once, a draw (704.5a, 104.4a). Any count left unsaid, a creature told, another card or a
  response named beside it: refused, never judged as doing nothing.
- Sway of the Stars, of the same kind with a fixed amount (every total becomes 7): read cast and
  resolved where the words speak of no library, hand or cards (its seven draws after shuffling
  them in are not followed).
- Form of the Dragon: its controller's total becomes 5 at each end step and 5 damage at their
  upkeep (triggers at steps the reader does not play out): refused with the card named.
- Spear Spewer and Pestilence: 1 damage to each player by an activated ability, read as one
  activation told resolved (each_player_damage.py), never one said used "twice" or "again". An
  activated ability that deals damage, activated with its damage said nowhere ("we are both at
  1 life. I activate Spear Spewer"; Walking Ballista's too), was "nobody has won": it is asked
  for.
- Hermit Druid and Millstone: a library milled (`empties_library`), which loses only at the next
  draw from it (704.5b).
- Rankle, Master of Pranks: its combat damage trigger's mode by which each player loses 1 life
  and draws a card (`damage` and `empties_library` on its damage, the life loss `modal`); The
  Ur-Dragon: its attack trigger's draws. Read where the words write the trigger out; its combat
  damage or attack told without what the trigger did is refused.
- Wurm's Tooth: a trigger that may gain life as a green spell is cast (`ends_nothing` that
  `changes` life): beside a change of life it is refused with the card named.

Underworld Dreams, left out here, was added in session 25 (test_cards_added_s25.py), refused
beside any life total told.
"""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings.cards import CardMatch, UnknownCard, find_card
from tests.rulings.test_chat_reading import _refused, _ruled

MAGIC = System("magic")

ADDED = (
    "Biorhythm",
    "Hermit Druid",
    "Millstone",
    "Wurm's Tooth",
    "Rankle, Master of Pranks",
    "The Ur-Dragon",
    "Sway of the Stars",
    "Spear Spewer",
    "Form of the Dragon",
    "Pestilence",
)


@pytest.mark.parametrize("name", ADDED)
def test_each_added_card_is_known_by_its_name(name: str) -> None:
    match = find_card(name, MAGIC)
    assert isinstance(match, CardMatch)
    assert match.card.name == name


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I have no creatures and my opponent has no creatures. I cast Biorhythm and it "
            "resolves. What happens?",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "We both have no creatures. My opponent casts Biorhythm and it resolves. Do I lose?",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "Both players have no creatures. Alice casts Biorhythm and it resolves.",
            {"Alice": "drew", "opponent": "drew"},
        ),
        # The counts told after the spell, the other way round.
        (
            "My opponent plays Biorhythm and it resolves. He has no creatures and I have no "
            "creatures either. Who wins?",
            {"me": "drew", "opponent": "drew"},
        ),
        # A total above 0 is set all the same: the count, not the life before, decides.
        (
            "I'm at 20 life and my opponent is at 3. I have no creatures and my opponent has no "
            "creatures. I cast Biorhythm and it resolves.",
            {"me": "drew", "opponent": "drew"},
        ),
    ],
)
def test_biorhythm_with_no_creatures_anywhere_sets_every_total_to_zero(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == results


@pytest.mark.parametrize(
    "text",
    [
        # Counts unsaid, or said for one player only.
        "I'm at 5 life. My opponent casts Biorhythm and it resolves. Do I lose?",
        "I'm at 5 life and I have no creatures. My opponent casts Biorhythm and it resolves. "
        "Do I lose?",
        "Alice and Bob have no creatures. Carol casts Biorhythm and it resolves.",
        # A creature told: its count is not 0, and which creature it is may decide.
        "I have no creatures. My opponent has a 2/2. I cast Biorhythm and it resolves.",
        "I have no creatures and my opponent has two creatures. I cast Biorhythm and it resolves.",
        # Creature cards in a hand, a library or a graveyard: no count of what is controlled.
        "I have no creatures in my hand and my opponent has no creatures. I cast Biorhythm and "
        "it resolves.",
        "I have no creature cards in hand and my opponent has no creatures. I cast Biorhythm "
        "and it resolves.",
        "I have no creatures and my opponent has no creatures in his library. I cast Biorhythm "
        "and it resolves.",
        # A creature cast before it.
        "We both have no creatures. Then I cast a creature. Then I cast Biorhythm and it resolves.",
        # Another card beside it, or a response before it resolves.
        "I control Platinum Angel. We both have no creatures. My opponent casts Biorhythm and "
        "it resolves. Do I lose?",
        "We both have no creatures. I cast Biorhythm and in response my opponent casts "
        "Lightning Bolt. It resolves.",
        # Cast, its resolving unsaid: what it did is asked.
        "I'm at 5 life. My opponent casts Biorhythm. Do I lose?",
    ],
)
def test_biorhythm_near_miss_is_refused(text: str) -> None:
    _refused(text)


def test_biorhythm_beside_a_change_of_life_with_counts_unsaid_is_refused() -> None:
    _refused("I'm at 5 life. My opponent casts Biorhythm and it resolves. Then I take 2 damage.")
    refusal = _refused("I'm at 5 life. My opponent casts Biorhythm. Then I take 2 damage.")
    assert "Biorhythm" in refusal.cards


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I mill my whole library with Hermit Druid. Do I lose?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "My opponent mills his entire library with his Hermit Druid. Does he lose?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I mill my whole library with Hermit Druid. Then I draw a card. Do I lose?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "magic: bob has 2 cards in his library. I Millstone him for 2 cards.",
            {"bob": "playing", "me": "playing"},
        ),
        (
            "magic: bob has 2 cards in his library. I Millstone him for 2 cards. then he draws "
            "a card",
            {"bob": "lost", "me": "won"},
        ),
    ],
)
def test_a_library_milled_by_an_added_card_loses_only_at_the_next_draw(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_a_mill_ability_used_with_what_it_milled_unsaid_is_refused() -> None:
    _refused("I activate Hermit Druid with no basic lands in my deck. Do I lose?")


def test_wurms_tooth_beside_a_change_of_life_is_refused_by_name() -> None:
    refusal = _refused("I'm at 2 life and control Wurm's Tooth. I take 2 damage. Do I lose?")
    assert refusal.kind.value == "card_not_judged"
    assert "Wurm's Tooth" in refusal.cards


def test_wurms_tooth_beside_a_concession_is_judged() -> None:
    ruling = _ruled("I control Wurm's Tooth. My opponent concedes.")
    assert ruling.results == {"me": "won", "opponent": "lost"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "Bob is at 1 life. Rankle's trigger: Bob loses 1 life and Alice draws from an empty "
            "library.",
            {"Bob": "drew", "Alice": "drew"},
        ),
        (
            "The Ur-Dragon's trigger: I draw from an empty library.",
            {"me": "lost", "opponent": "won"},
        ),
        # The loss comes at the next check, after the whole trigger: the Mirror is there by then.
        (
            "The Ur-Dragon's trigger: I draw from an empty library and Lich's Mirror enters the "
            "battlefield under my control",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_trigger_of_an_added_creature_written_out_is_judged(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # Its combat damage told, what its trigger did unsaid.
        "I'm at 5 life. My opponent's Rankle deals 3 combat damage to me. Do I lose?",
        "My library is empty. My opponent attacks me with Rankle and it deals 3 combat damage "
        "to me. Do I lose?",
        # An attack with the Ur-Dragon from an empty library: its draws unsaid.
        "My library is empty. I attack with The Ur-Dragon. Do I lose?",
        "My library is empty. My opponent is at 10 life. I attack with The Ur-Dragon and it "
        "deals 4 combat damage to my opponent. Do I lose?",
    ],
)
def test_an_added_creatures_trigger_left_unsaid_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "name",
    [
        # Known, a question sentence naming it ("does he sacrifice four lands to his Zuran Orb")
        # stops being read, where unknown it is skipped as a question (saturday-school-21).
        "Zuran Orb",
        # (Dread Return, left out here until session 34, is known since "I cast Dread Return
        # targeting Thassa's Oracle and it resolves" reads the Oracle entering:
        # tests/rulings/test_census_s34d.py)
    ],
)
def test_a_card_left_out_stays_unknown(name: str) -> None:
    assert isinstance(find_card(name, MAGIC), UnknownCard)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I'm at 20 life and my opponent is at 3. I cast Sway of the Stars and it resolves. "
            "Does anyone lose?",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_sway_of_the_stars_sets_every_total_to_seven(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # Its seven draws from what each shuffled in: a library spoken of is not followed.
        "My library is empty. I cast Sway of the Stars and it resolves.",
        # Cast, its resolving unsaid.
        "I'm at 20 life and my opponent is at 3. I cast Sway of the Stars. Does anyone lose?",
        # Damage told after it: not judged beside it yet (left for a later session).
        "Alice is at 30 life and Bob is at 2. Alice casts Sway of the Stars and it resolves. "
        "Then Bob takes 7 damage.",
    ],
)
def test_sway_of_the_stars_near_miss_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        "We are both at 1 life. I activate Spear Spewer. Who wins?",
        "Bob and Alice are at 1 life each. Bob taps his Spear Spewer. Who wins?",
        "My opponent is at 1 life. I activate Walking Ballista. Does he lose?",
    ],
)
def test_an_activated_ability_that_deals_damage_with_its_damage_unsaid_is_refused(
    text: str,
) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 1 life. I activate Walking Ballista and it deals 1 damage to him.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "We are both at 1 life. I activate Walking Ballista targeting my opponent and it "
            "resolves. Who wins?",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_an_activated_ability_with_its_damage_said_is_judged(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "I control Form of the Dragon and I'm at 1 life. My opponent deals 3 damage to me. Do I "
        "lose?",
        "My opponent is at 10 life and controls Form of the Dragon. He takes 3 damage.",
    ],
)
def test_form_of_the_dragon_beside_a_change_of_life_is_refused_by_name(text: str) -> None:
    assert "Form of the Dragon" in _refused(text).cards


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "We are both at 1 life. I activate Pestilence and it resolves. Who wins?",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "We are both at 2 life. I activate Pestilence and it resolves. Who wins?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "Alice is at 1 life and Bob is at 4. Bob activates Spear Spewer. It resolves.",
            {"Alice": "lost", "Bob": "won"},
        ),
    ],
)
def test_one_activation_that_damages_each_player_is_judged(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "We are both at 1 life. I activate Pestilence twice and it resolves. Who wins?",
        "I'm at 1 life and my opponent is at 5. I activate Pestilence and it resolves. Then I "
        "activate it again and it resolves.",
        "We are both at 3 life. I activate Pestilence for 3 and it resolves.",
    ],
)
def test_an_ability_used_more_than_once_is_not_counted(text: str) -> None:
    _refused(text)
