"""Permanents entering, changing hands and damage redirected, told as play (issue #31, "as
asked"; bot/core/rulings/arrivals.py): "I put Phage onto the battlefield with Sneak Attack",
"I reanimate Phage", "I use Ertai's Meddling to delay my opponent's Phage", "I steal his
Platinum Angel with Control Magic", "bob attacks with Phage and alice redirects the damage it
would deal to her to bob". Each reads as the event the engine already has (a card entering
without being cast, a change of control, combat damage by a card to a player); where a player
or a card it needs is unsaid, or the words deny or only suppose it, nothing is read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

PHAGE = "Phage the Untouchable"


# -- a card put onto the battlefield is not cast: its controller is who put it there ---------


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        (f"I put {PHAGE} onto the battlefield with Sneak Attack", "me"),
        (f"My opponent puts {PHAGE} into play with Show and Tell", "opponent"),
        (f"bob cheats {PHAGE} into play. alice is at 3 life", "bob"),
        (f"I use Sneak Attack to put out a {PHAGE}", "me"),
        (f"I reanimate {PHAGE}", "me"),
        (f"alice reanimated {PHAGE}. bob is at 3 life", "alice"),
        (f"I put {PHAGE} onto the battlefield from my hand under my control", "me"),
        (f"I sneak in {PHAGE} with Sneak Attack", "me"),
        # Flickered: it leaves and comes back, not cast.
        (f"I flicker my {PHAGE}", "me"),
        # Returned: the subject's own card, said so by its owner or its graveyard.
        (f"I return my {PHAGE} to the battlefield", "me"),
        (f"I return {PHAGE} from my graveyard to the battlefield", "me"),
        # Said put there by a player.
        (f"bob's {PHAGE} is put onto the battlefield by bob. alice is at 4 life", "bob"),
        (f"my {PHAGE} was put onto the battlefield by me with Sneak Attack", "me"),
    ],
)
def test_a_card_put_onto_the_battlefield_entered_without_being_cast(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"  # Phage's trigger: not cast from a hand (603.4)


@pytest.mark.parametrize(
    "text",
    [
        # Another player's card, or under another's control: whose control it enters under is
        # what the card that does it says, unsaid here.
        f"I put my opponent's {PHAGE} onto the battlefield",
        f"I put {PHAGE} onto the battlefield under his control",
        f"I reanimate his {PHAGE} with Animate Dead",
        # "her" may be alice's or another player's.
        f"alice reanimated her {PHAGE}. bob is at 3 life",
        # With a card Arbiter does not know: what else it did is unknown.
        f"I reanimate {PHAGE} with Animate Dead",
        # A card flickered returns under its owner's control: whose is it?
        f"bob blinks {PHAGE}. alice is at 5 life",
        # Returned: whose card, or to where, unsaid or another's.
        f"I return {PHAGE} to the battlefield",
        f"I return his {PHAGE} to the battlefield",
        f"I return {PHAGE} to my hand",
        # Put there by another player than its owner, or by no one said.
        f"my {PHAGE} was put onto the battlefield by bob",
        f"my {PHAGE} was put onto the battlefield",
        # Not onto the battlefield; denied; only supposed.
        f"I put {PHAGE} into my graveyard",
        f"I didn't put {PHAGE} onto the battlefield",
        f"I would put {PHAGE} onto the battlefield",
    ],
)
def test_a_card_put_elsewhere_or_whose_control_is_unsaid_is_not_read(text: str) -> None:
    _refused(text)


def test_under_humility_a_creature_put_onto_the_battlefield_triggers_nothing() -> None:
    ruling = _ruled(f"I control Humility. I put {PHAGE} onto the battlefield with Sneak Attack")
    assert ruling.status == "ongoing"
    assert ruling.results == {"me": "playing", "opponent": "playing"}
    # Humility said after the creature entered: when it came is what the words would say.
    _refused(f"I put {PHAGE} onto the battlefield with Sneak Attack. I control Humility")


# -- "comes into play": the older words for entering -------------------------------------------


def test_a_card_that_comes_into_play_enters_the_battlefield() -> None:
    assert (
        _ruled(f"{PHAGE} came into play under bob's control without being cast").results["bob"]
        == "lost"
    )
    # Cast from a hand: its trigger's condition did not hold.
    ongoing = _ruled(f"I cast {PHAGE} from my hand and it comes into play")
    assert ongoing.status == "ongoing"
    assert _ruled(f"{PHAGE} etbs under my control without being cast").results["me"] == "lost"
    assert _ruled(f"{PHAGE} came in to play under my control").status == "depends"
    # How it came is unsaid: the one question that settles it.
    depends = _ruled(f"{PHAGE} comes into play under my control")
    assert depends.status == "depends"
    assert "cast" in depends.text()


# -- a spell delayed comes back without being cast from a hand ---------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            f"I use Ertai's Meddling to delay my opponent's {PHAGE}",
            {"me": "won", "opponent": "lost"},
        ),
        # The player who delayed it stays one of the game's players.
        (f"I delay bob's {PHAGE} with Ertai's Meddling", {"me": "won", "bob": "lost"}),
        # The asker delaying "an opponent's" spell, in a game of two: their one opponent's.
        (
            f"I cast Ertai's Meddling to delay an opponent's {PHAGE}",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_delayed_creature_spell_enters_without_being_cast(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == results


@pytest.mark.parametrize(
    "text",
    [
        f"I delay my opponent's {PHAGE}",  # by what? only a card that delays brings it back
        f"I use Ertai's Meddling to delay {PHAGE}",  # whose spell it was is unsaid
        f"bob uses Ertai's Meddling to delay an opponent's {PHAGE}",  # which of bob's?
    ],
)
def test_a_delay_without_its_card_or_its_spells_controller_is_not_judged(text: str) -> None:
    _refused(text)


def test_a_question_of_the_cause_is_skipped_and_shown_the_outcome_is_ruled() -> None:
    ruling = _ruled(
        f"I use Ertai's Meddling to delay my opponent's {PHAGE}. Will my opponent lose the game"
        " due to Phage's comes into play ability?"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert any("comes into play ability" in s for s in ruling.skipped)


# -- damage an attacking card would deal, redirected -------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            f"I attack with {PHAGE} and my opponent redirects all the damage Phage would deal"
            " to him to me",
            {"me": "lost", "opponent": "won"},
        ),
        (
            f"bob attacks with {PHAGE}, and alice uses Captain's Maneuver to redirect the damage"
            " that it would deal to her to bob instead",
            {"alice": "won", "bob": "lost"},
        ),
    ],
)
def test_redirected_damage_of_an_attacker_is_its_combat_damage(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == results  # Phage's trigger on combat damage to a player


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # Said to be combat damage, with or without the card that redirected it.
        (
            f"I use Captain's Maneuver to redirect the combat damage {PHAGE} would deal to me"
            " to bob",
            {"me": "won", "bob": "lost"},
        ),
        (
            f"I redirect the combat damage {PHAGE} would deal to me to bob",
            {"me": "won", "bob": "lost"},
        ),
        # The player who redirected it stays one of the game's, named or not by the event.
        (
            f"bob attacks with {PHAGE} and I redirect the damage Phage would deal to me to bob",
            {"me": "won", "bob": "lost"},
        ),
        (
            f"I attack with {PHAGE} and bob redirects the damage Phage would deal to him to me",
            {"me": "lost", "bob": "won"},
        ),
    ],
)
def test_redirected_combat_damage_keeps_every_player_named(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # No attack said: whether it was combat damage is unknown.
        f"I redirect the damage {PHAGE} would deal to me to bob",
        # "it": the damage of an attack not said here.
        "I redirect the combat damage it would deal to me to bob",
        f"alice redirects the damage {PHAGE} would deal to her to bob",
        # Whose attacker: a pronoun.
        f"he attacks with {PHAGE} and I redirect the damage Phage would deal to me to him",
    ],
)
def test_redirected_damage_with_its_kind_or_its_source_unsure_is_not_judged(text: str) -> None:
    _refused(text)


def test_a_question_of_the_kind_of_damage_is_skipped_and_shown() -> None:
    ruling = _ruled(
        f"My opponent attacks with {PHAGE} and I redirect the damage Phage would deal to me to"
        " my opponent. Does this redirected damage still count as combat damage, and thus cause"
        " my opponent to lose the game?"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert any("count as combat damage" in s for s in ruling.skipped)


# -- a permanent stolen changes hands ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I steal my opponent's Platinum Angel with Control Magic. I am at 0 life",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I use Control Magic to steal bob's Platinum Angel. bob is at 0 life",
            {"me": "won", "bob": "lost"},
        ),
        (
            "I used Bribery on a player to steal his Platinum Angel. I am at 0 life",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "player c gains control of player a's Platinum Angel through Control Magic."
            " player c is at 0 life",
            {"player c": "playing", "player a": "playing"},
        ),
    ],
)
def test_a_stolen_permanent_is_its_new_controllers(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "my Platinum Angel gets stolen by bob with Control Magic. I am at 0 life",
            {"bob": "won", "me": "lost"},
        ),
        ("bob's Platinum Angel is stolen by me. bob is at 0 life", {"me": "won", "bob": "lost"}),
    ],
)
def test_a_permanent_said_stolen_by_a_player_is_theirs(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "I don't steal his Platinum Angel. I am at 0 life",
        # Stolen by whom: unsaid (a game of more than two players may be told later).
        "my Platinum Angel was stolen. I am at 0 life",
    ],
)
def test_a_permanent_not_stolen_or_by_no_one_said_is_not_read_as_stolen(text: str) -> None:
    _refused(text)


def test_a_stolen_commanders_damage_still_adds_up() -> None:
    ruling = _ruled(
        "magic commander: 3 players: player a, player b, player c. player a's commander deals 10"
        " combat damage to player b. player c gains control of player a's commander through"
        " Control Magic. player a's commander deals 11 combat damage to player b"
    )
    assert ruling.results["player b"] == "lost"  # 21 from one commander (903.10a)
    assert ruling.status == "ongoing"


# -- an unblocked attacker's damage redirected by a permanent's ability ("it") ----------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            f"If I attack with my {PHAGE} and my opponent decides not to block it, and uses"
            " Glarecaster's ability and redirects it to me, do I lose?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            f"My opponent attacks with {PHAGE} and I don't block it, and I use Glarecaster's"
            " ability to redirect it to my opponent",
            {"me": "won", "opponent": "lost"},
        ),
        (
            f"bob attacks with {PHAGE} and alice didn't block it, and redirects the damage"
            " to bob instead",
            {"alice": "won", "bob": "lost"},
        ),
    ],
)
def test_an_unblocked_attackers_damage_redirected_is_its_combat_damage(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == results  # the same source's combat damage, moved (614.9)


@pytest.mark.parametrize(
    "text",
    [
        # Blocked: its damage goes to the blocker, not to a player to move.
        f"I attack with my {PHAGE} and my opponent blocks it, and uses Glarecaster's ability"
        " and redirects it to me",
        # Another player's card attacking: whose it is, unsaid.
        f"I attack with his {PHAGE} and my opponent doesn't block it and redirects it to me",
        # Only supposed.
        f"I attack with my {PHAGE} and my opponent doesn't block it and uses Glarecaster's"
        " ability and would redirect it to me",
        # A spell said to redirect may prevent the damage and deal its own instead.
        f"I attack with my {PHAGE} and my opponent doesn't block it, and uses Deflecting Palm"
        " to redirect the damage to me",
        # The ability used, nothing said of where the damage went.
        f"I attack with my {PHAGE} and my opponent doesn't block it, and uses Glarecaster's"
        " ability",
    ],
)
def test_an_unblocked_attackers_damage_moved_unsurely_is_not_judged(text: str) -> None:
    _refused(text)
