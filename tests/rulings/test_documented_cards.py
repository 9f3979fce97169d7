"""Cards of the documented situation language that the engine now judges (issue #31, item 3):
each family through the one function every face calls, and the engine's events it reads into
(docs/replay-vocabulary.md), so a match and a quick ruling decide alike."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.cards import LoopAct, MandatoryLoop
from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled


def _events(ruling: Ruling) -> list[dict[str, Any]]:
    reports = ruling.understood["reports"]
    return [event for report in reports for event in report.get("simultaneous", [report])]


def _each_refused_naming(card: str, *texts: str) -> None:
    """Every text is refused, naming `card` as the one Arbiter cannot judge there."""
    for text in texts:
        assert _refused(text).cards == (card,), text


# -- a replacement of losing that sets the starting life total -------------------------------


def test_exquisite_archangel_replaces_a_loss_once_with_the_starting_life_total() -> None:
    reset = _ruled(
        "magic commander: I control Exquisite Archangel and I am at 5 life. I take 8 damage"
    )
    assert reset.status == "ongoing"
    assert reset.state.life["me"] == 40  # the commander game's starting life, not 20
    begins = [e for e in _events(reset) if e["event"] == "effect_begins"]
    assert begins == [
        {
            "event": "effect_begins",
            "controller": "me",
            "source": "Exquisite Archangel",
            "effect": "replaces_loss",
            "life": "starting",
            "until": "used",
        }
    ]
    assert "MTG CR 614.1a" in reset.citations
    assert "starting life total" in reset.text()
    # Once used it is gone: the next loss stands.
    twice = _ruled(
        "I control Exquisite Archangel and I am at 5 life. I take 8 damage. then I take 30 damage"
    )
    assert twice.results == {"me": "lost", "opponent": "won"}


def test_exquisite_archangel_and_poison_the_check_is_made_again() -> None:
    """The replacement exiles it; the check made again at once (704.3) still sees the poison."""
    poison = _ruled("I control Exquisite Archangel. then I get 10 poison counters")
    assert poison.results == {"me": "lost", "opponent": "won"}
    assert "MTG CR 614.1a" in poison.citations


def test_exquisite_archangel_replaces_only_its_controllers_loss() -> None:
    both = _ruled(
        "I control Exquisite Archangel. then an effect says I lose and an effect says my "
        "opponent loses"
    )
    assert both.results == {"me": "won", "opponent": "lost"}
    win = _ruled("I control Exquisite Archangel. then an effect says my opponent wins")
    assert win.results == {"me": "lost", "opponent": "won"}  # a win is no loss to replace
    decked = _ruled("I control Exquisite Archangel. then I draw from an empty library")
    assert decked.status == "ongoing"


def test_exquisite_archangel_dealt_lethal_damage_still_replaces_the_loss_of_that_check() -> None:
    ruling = _ruled(
        "I control Exquisite Archangel and I am at 5 life. my opponent's Fireball deals 10 "
        "damage to me and my Exquisite Archangel is dealt lethal damage"
    )
    assert ruling.status == "ongoing"
    assert "MTG CR 704.3" in ruling.citations


# -- a change of a state-based loss, and damage as poison at 0 or less -----------------------


def test_phyrexian_unlife_at_0_or_less_keeps_its_controller_in_until_it_leaves() -> None:
    below = _ruled("I control Phyrexian Unlife and I am at 3 life. I take 5 damage")
    assert below.status == "ongoing"
    assert below.state.life["me"] == -2 and below.state.poison["me"] == 0
    removed = _ruled(
        "my opponent controls Phyrexian Unlife and is at -2 life. then Phyrexian Unlife is "
        "destroyed by Naturalize"
    )
    assert removed.results == {"me": "won", "opponent": "lost"}


def test_damage_to_a_phyrexian_unlife_controller_at_0_or_less_is_poison_not_life() -> None:
    """At 0 or less life Unlife turns damage dealt to its controller into poison counters
    (702.90b); a loss of life stays a loss of life, and damage dealt above 0 is life lost,
    even what takes them below 0."""
    damage = _ruled("I control Phyrexian Unlife and I am at -3 life. I take 15 damage")
    assert damage.results == {"me": "lost", "opponent": "won"}
    assert "MTG CR 702.90b" in damage.citations and "MTG CR 704.5c" in damage.citations
    assert {"event": "damage", "player": "me", "amount": 15} in _events(damage)
    lost = _ruled("I control Phyrexian Unlife and I am at -3 life. I lose 15 life")
    assert lost.status == "ongoing" and lost.state.life["me"] == -18
    assert lost.state.poison.get("me", 0) == 0
    above = _ruled(
        "I control Phyrexian Unlife and I am at 3 life. I take 5 damage. then I take 5 damage"
    )
    assert above.status == "ongoing"
    assert (above.state.life["me"], above.state.poison["me"]) == (-2, 5)
    # A commander's damage is not guarded by the engine: refused, never counted as life.
    _each_refused_naming(
        "Phyrexian Unlife",
        "magic commander: I control Phyrexian Unlife and I am at -2 life. I take 21 commander "
        "damage from alice",
    )


def test_phyrexian_unlife_and_melira_no_damage_can_make_its_controller_lose() -> None:
    """Unlife's poison counters at 0 or less life, and Melira: its controller can't get
    poison counters (101.2), so the damage does nothing at all."""
    ruling = _ruled(
        "I control Phyrexian Unlife and Melira, Sylvok Outcast and I am at -3 life. I take 5 damage"
    )
    assert ruling.status == "ongoing"
    assert (ruling.state.life["me"], ruling.state.poison.get("me", 0)) == (-3, 0)
    assert {"MTG CR 702.90b", "MTG CR 101.2"} <= set(ruling.citations)


# -- cards added to the catalogue --------------------------------------------------------------


def test_soulfire_grand_master_is_judged_when_the_lifelink_gain_is_written_out() -> None:
    """Its spells' lifelink gains life with their damage (702.15b); Arbiter cannot tell which
    damage came from its controller's spells, so it judges only what writes the gain out."""
    ruling = _ruled(
        "I control Soulfire Grand Master and I am at 3 life. I take 3 damage from a Lightning "
        "Bolt and at the same time gain 3 life"
    )
    assert ruling.status == "ongoing" and ruling.state.life["me"] == 3
    _each_refused_naming(
        "Soulfire Grand Master",
        # the gain not said to come with the damage: it may be later, the Bolt's damage alone
        "I control Soulfire Grand Master and I am at 3 life. I take 3 damage from a Lightning "
        "Bolt and gain 3 life",
        "I control Soulfire Grand Master. I take 3 damage from my Lightning Bolt",
        "I control Soulfire Grand Master and I am at 3 life. I take 3 damage and gain 2 life",
        "I control Soulfire Grand Master. my opponent gains 3 life and I take 3 damage",
    )


def test_duskmantle_guildmage_and_mindcrank_end_when_a_player_runs_out_of_life() -> None:
    ruling = _ruled(
        "I control Duskmantle Guildmage and Mindcrank and my opponent is at 20 life. my "
        "opponent loses 20 life"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert {card.name for card in ruling.cards} >= {"Duskmantle Guildmage", "Mindcrank"}


def test_melira_keeps_its_controller_from_getting_poison_counters() -> None:
    ruling = _ruled("I control Melira, Sylvok Outcast. I get 10 poison counters")
    assert ruling.status == "ongoing" and ruling.state.poison.get("me", 0) == 0
    assert "MTG CR 101.2" in ruling.citations
    # Those it already has stay, and an opponent's are theirs.
    had = _ruled(
        "I control Melira, Sylvok Outcast and I have 9 poison counters. I get 1 poison counter "
        "and my opponent gets 10 poison counters"
    )
    assert had.results == {"me": "won", "opponent": "lost"}


# -- a card said to arrive ----------------------------------------------------------------------


def test_a_card_that_enters_the_battlefield_begins_its_effects_as_it_arrives() -> None:
    """A draw from an empty library loses only at the next check (704.5b); a Lich's Mirror
    that arrives in the same moment is there by then and replaces the loss (614.1a)."""
    same = _ruled(
        "I draw from an empty library and Lich's Mirror enters the battlefield under my control"
    )
    assert same.status == "ongoing" and same.state.life["me"] == 20
    assert "MTG CR 614.1a" in same.citations
    assert any(e["event"] == "effect_begins" for e in _events(same))
    later = _ruled(
        "I draw from an empty library. then Lich's Mirror enters the battlefield under my control"
    )
    assert later.results == {"me": "lost", "opponent": "won"}


# -- a loss at a life total or more (Transcendence), and a team's one life total ----------------

TWO_HEADED = "magic two-headed giant: teams: me and my teammate vs player c and player d. "


def test_transcendence_is_judged_while_its_controllers_life_stays_below_20() -> None:
    ruling = _ruled(TWO_HEADED + "I control Transcendence and my team is at 0 life")
    assert ruling.status == "ongoing"  # the team shares its "no loss for 0 life" (810.8a)
    assert _ruled("I control Transcendence and I am at -5 life").status == "ongoing"
    gone = _ruled("I control Transcendence and I am at -5 life. then Transcendence is destroyed")
    assert gone.results == {"me": "lost", "opponent": "won"}


def test_transcendence_beside_a_change_of_life_or_a_life_total_never_said_is_refused() -> None:
    """A loss of life makes its controller gain twice as much, a trigger the engine does not
    follow; its loss at 20 or more life it follows (engine_cards), but only from a life total
    the words said, never from a starting one assumed: otherwise Arbiter refuses."""
    _each_refused_naming(
        "Transcendence",
        "I control Transcendence",  # at the starting 20
        TWO_HEADED + "I control Transcendence. my team is at 0 life",  # at 30 first
        "I control Transcendence and I am at 5 life. I gain 20 life",
        "I control Transcendence and I am at 5 life. I lose 10 life",
    )


def test_a_teams_life_total_is_said_of_the_team_only_where_it_has_one() -> None:
    ours = _ruled(TWO_HEADED + "my team is at 0 life")
    assert ours.results == {
        "me": "lost",
        "my teammate": "lost",
        "player c": "won",
        "player d": "won",
    }
    theirs = _ruled(TWO_HEADED + "player c's team is at 0 life")
    assert theirs.results["me"] == "won" and theirs.results["player d"] == "lost"
    refused = _refused("my team is at 0 life")
    assert "only in Two-Headed Giant" in refused.message


# -- actions that end nothing by themselves ------------------------------------------------------


def test_attacking_revealing_and_creating_tokens_end_nothing_by_themselves() -> None:
    handshake = _ruled("ap attacks for lethal and nap concedes")
    assert handshake.results == {"ap": "won", "nap": "lost"}  # the concession decides (104.3a)
    assert _events(handshake) == [{"event": "concede", "player": "nap"}]
    tokens = _ruled(
        "my Mechanized Production triggers. then I create 8 Thopter tokens. then the trigger "
        "resolves and an effect says I win"
    )
    assert tokens.results == {"me": "won", "opponent": "lost"}
    shown = _ruled("nicole reveals Cancel and adam concedes")
    assert shown.results == {"nicole": "won", "adam": "lost"}
    # What the attack did is said as events; the attack alone is no damage.
    assert _ruled("alice attacks with 100000 tokens and bob is at 5 life").status == "ongoing"


def test_a_situation_that_stops_at_an_attack_asks_what_it_dealt() -> None:
    """An attack ends nothing by itself, but a situation that stops at one leaves unsaid what
    its outcome turns on: "nobody has won or lost yet" would answer a question not asked."""
    stopped = _refused("bob is at 1 life. alice attacks with two creatures")
    assert "ends nothing by itself" in stopped.message and "combat damage" in stopped.message
    dealt = _ruled(
        "bob is at 1 life. alice attacks with two creatures. then bob takes 4 combat damage"
    )
    assert dealt.results == {"alice": "won", "bob": "lost"}


def test_a_card_whose_arrival_trigger_ends_the_game_is_never_answered_as_if_it_did_nothing() -> (
    None
):
    """Phage put onto the battlefield without being cast makes its controller lose as its
    trigger resolves: "nobody has won or lost yet" was the answer before. Said to be put
    there without being cast, the trigger is judged after the moment it entered (603.3)."""
    entered = _ruled(
        "I am at 20 life. Phage the Untouchable enters the battlefield under my control without "
        "being cast from my hand"
    )
    assert entered.results == {"me": "lost", "opponent": "won"}
    assert entered.understood_lines[-1] == "2. an effect says you lose (from Phage the Untouchable)"
    # Whose it is unsaid: no player to lose, still refused.
    _refused("Phage the Untouchable enters the battlefield without being cast")
    said = _ruled(
        "I am at 20 life. Phage the Untouchable enters the battlefield under my control without "
        "being cast from my hand. then an effect says I lose"
    )
    assert said.results == {"me": "lost", "opponent": "won"}


def test_cards_of_a_mandatory_loop_are_known_by_names_that_hold_and() -> None:
    """ "Life and Limb" is one card, not two clauses: with Sporemound, a loop of mandatory
    actions, a draw unless someone can stop it (104.4b)."""
    loop = _ruled(
        "player a controls Life and Limb and Sporemound. player a plays a Forest and the game is "
        "in a loop of mandatory actions"
    )
    assert loop.results == {"player a": "drew", "opponent": "drew"}
    assert {card.name for card in loop.cards} == {"Life and Limb", "Sporemound"}


# -- an emblem that holds while its player controls the planeswalker ---------------------------

EMBLEM = "I have Gideon of the Trials's emblem and control Gideon of the Trials and "


def test_gideons_emblem_holds_while_its_player_controls_gideon() -> None:
    """The emblem's "can't lose" and "opponents can't win" are the engine's while the words say
    the player has the emblem and controls Gideon (101.2); they end as Gideon leaves, at the
    checkpoint when it leaves by a state-based action (704.3)."""
    kept = _ruled(EMBLEM + "I am at 0 life. an effect says my opponent wins")
    assert kept.status == "ongoing" and "MTG CR 101.2" in kept.citations
    same_check = _ruled(
        EMBLEM + "I am at 10 life. I take 10 combat damage and my Gideon of the Trials is dealt "
        "lethal damage"
    )
    assert same_check.results == {"me": "lost", "opponent": "won"}
    assert "MTG CR 704.3" in same_check.citations
    gone = _ruled(EMBLEM + "I am at 0 life. then Gideon of the Trials dies")
    assert gone.results == {"me": "lost", "opponent": "won"}
    conceded = _ruled(EMBLEM + "I am at 5 life. I concede")
    assert conceded.results == {"me": "lost", "opponent": "won"}  # 104.3a: not stopped


def test_gideons_emblem_without_gideon_said_in_play_is_refused() -> None:
    # said after Gideon ("I control Gideon of the Trials and I have its emblem") it is read:
    # test_emblem_after_its_planeswalker.py
    _each_refused_naming(
        "Gideon of the Trials", "I have Gideon of the Trials's emblem and I am at 0 life"
    )


# -- a life total reset as it drops (a replacement, no trigger) ---------------------------------


def test_enduring_angel_sets_the_life_total_as_it_drops_not_later() -> None:
    """Its replacement changes the damage's result as it is dealt (614.1a): the player is
    never at 0 at a check; once it has transformed, it is gone."""
    saved = _ruled("I control Enduring Angel and I am at 3 life. I take 5 damage")
    assert saved.status == "ongoing" and saved.state.life["me"] == 3
    assert "MTG CR 614.1a" in saved.citations
    begins = [e["effect"] for e in _events(saved) if e["event"] == "effect_begins"]
    assert begins == ["life_reset"]
    twice = _ruled(
        "I control Enduring Angel and I am at 3 life. I take 5 damage. then I take 5 damage"
    )
    assert twice.results == {"me": "lost", "opponent": "won"}
    poison = _ruled("I control Enduring Angel. I get 10 poison counters")
    assert poison.results == {"me": "lost", "opponent": "won"}  # no life drop to replace
    # At 0 outright: how the life got there is what decides, and the words do not say.
    _each_refused_naming("Enduring Angel", "I control Enduring Angel and I am at 0 life")


# -- situations where nothing ends -------------------------------------------------------------


def test_a_concession_not_made_ends_nothing() -> None:
    """A player who does not concede stays in the game (CR 104.3a): the answer says the game
    goes on, and never reads the negated concession as one."""
    for said in (
        "adam does not concede",
        "adam doesn't concede",
        "adam refuses to concede",
        "adam never conceded",
        "adam chose not to scoop",
    ):
        bluff = _ruled(f"nicole reveals Cancel. then {said}")
        assert bluff.status == "ongoing", said
        assert bluff.results == {"nicole": "playing", "adam": "playing"}, said
        assert bluff.understood["reports"] == []
        assert "Nothing said ends the game" in bluff.explanation
    # Beside an event, the event still decides.
    assert _ruled("adam does not concede and nicole concedes").results == {
        "adam": "won",
        "nicole": "lost",
    }


def test_actions_alone_end_nothing_unless_a_card_named_could_act_on_them() -> None:
    assert _ruled("alice plays a land. then bob reveals his hand").status == "ongoing"
    # A card named could turn the action into a loss or a loop: no "nothing happens" then.
    looping = _refused(
        "I control Lethal Vapors and Sacred Ground and Nature's Revolt. my opponent plays a land"
    )
    assert "Say what happens" in looping.message or looping.cards
    # An attack alone still asks what it dealt.
    assert "combat damage" in _refused("alice attacks").message


def test_natures_revolt_is_a_card_of_the_lethal_vapors_loop() -> None:
    """Nature's Revolt makes lands creatures: with Lethal Vapors and Sacred Ground a land played
    loops without end. Known, it is judged as the words say the loop is (104.4b); unknown, it
    was refused."""
    loop = _ruled(
        "Nature's Revolt is on the battlefield, my opponent controls Lethal Vapors and I control "
        "Sacred Ground. I play a land and the game is in a loop of mandatory actions"
    )
    assert loop.results == {"me": "drew", "opponent": "drew"}
    assert "MTG CR 104.4b" in loop.citations
    assert _ruled("I control Nature's Revolt. then my opponent concedes").results == {
        "me": "won",
        "opponent": "lost",
    }


# -- a pair of triggers that feed each other ---------------------------------------------------


def test_exquisite_blood_with_sanguine_bond_is_played_out_by_the_engine() -> None:
    """Each of the holder's gains makes the opponent lose as much, each of the opponent's
    losses gains the holder as much, and nobody may decline them: the opponent's life falls
    until it is 0 or less (704.5a), or, if they can't lose, the loop is a draw (104.4b). Both
    were refused before ("acts after every change of life, said or not")."""
    drained = _ruled(
        "I control Exquisite Blood and Sanguine Bond and my opponent is at 6 life. I gain 2 life"
    )
    assert drained.results == {"me": "won", "opponent": "lost"}
    assert drained.state.life["opponent"] == 0
    assert "MTG CR 704.5a" in drained.citations
    assert "trigger each other" in drained.explanation
    begins = [e["effect"] for e in _events(drained) if e["event"] == "effect_begins"]
    assert begins == ["gain_from_loss", "loss_from_gain"]
    # Started by the opponent's loss, too; the opponent's damage is life lost.
    assert _ruled(
        "I control Exquisite Blood and Sanguine Bond. my opponent takes 3 damage"
    ).results == {"me": "won", "opponent": "lost"}
    angel = _ruled(
        "I control Exquisite Blood and Sanguine Bond and my opponent controls Platinum Angel. "
        "I gain 2 life"
    )
    assert angel.results == {"me": "drew", "opponent": "drew"}
    assert "MTG CR 104.4b" in angel.citations


def test_one_half_of_the_pair_or_an_open_question_stays_refused() -> None:
    # One alone is a single trigger the words may leave out.
    _each_refused_naming(
        "Sanguine Bond", "I control Sanguine Bond and my opponent is at 1 life. I gain 1 life"
    )
    # More than one opponent: a target is chosen each time.
    _refused(
        "3 players: me, alice, bob. I control Exquisite Blood and Sanguine Bond. I gain 2 life"
    )
    # Beside a replacement of losing the engine does not play the pair out: refused, never
    # "ongoing" (it was, before this guard). So is commander damage (infect is unsaid).
    mirror = _refused(
        "I control Exquisite Blood and Sanguine Bond and my opponent controls Lich's Mirror. "
        "I gain 1 life"
    )
    assert mirror.kind is Refusal.CARD_NOT_JUDGED
    _refused(
        "magic commander: I control Exquisite Blood and Sanguine Bond. my opponent takes 5 "
        "commander damage from me"
    )
    # Poison, or a gain of the opponent's, starts nothing: the game goes on.
    assert (
        _ruled(
            "I control Exquisite Blood and Sanguine Bond. my opponent gets 3 poison counters"
        ).status
        == "ongoing"
    )
    # Phyrexian Unlife turns damage into poison at 0 or less life: its holder's life unsaid,
    # whether the damage starts the pair at all is open (it was answered as a draw): it
    # depends on it (tests/rulings/test_open_facts.py), never one of the two chosen.
    unlife = _ruled(
        "my opponent controls Phyrexian Unlife and Melira, Sylvok Outcast and I control "
        "Exquisite Blood and Sanguine Bond. my opponent takes 1 combat damage"
    )
    assert unlife.status == "depends"
    said = _ruled(
        "my opponent controls Phyrexian Unlife and Melira, Sylvok Outcast and I control "
        "Exquisite Blood and Sanguine Bond and my opponent is at 5 life. my opponent takes 1 "
        "combat damage"
    )
    assert said.results == {"me": "drew", "opponent": "drew"}  # no loss at 0 or less life


# -- a card's ability exiling something ---------------------------------------------------------


def test_a_card_exiling_something_is_its_ability_and_what_it_does_is_said() -> None:
    """ "my Etrata, the Silencer exiles ...": the ability resolving (it was not read); what it
    did to winning is what the words say beside it, and alone it is no situation."""
    etrata = _ruled(
        "my Etrata, the Silencer exiles my opponent's third creature with a hit counter and an "
        "effect says my opponent loses"
    )
    assert etrata.results == {"me": "won", "opponent": "lost"}
    # A player who loses takes their Oblivion Ring along; the others play on (800.4a).
    ring = _ruled(
        "3 players: me, player b, player c. my Oblivion Ring exiled player b's creature. "
        "I am at 0 life"
    )
    assert ring.results == {"me": "lost", "player b": "playing", "player c": "playing"}
    assert (
        "Say what happens"
        in _refused(
            "my Etrata, the Silencer exiles my opponent's creature with a hit counter"
        ).message
    )


def test_a_delayed_trigger_of_a_player_who_left_never_comes() -> None:
    """A player who concedes takes their delayed trigger along (800.4a): the creature it would
    return stays exiled and the others play on (the trigger's words were not read)."""
    maze = _ruled(
        "3 players: player a, player b, player c. player a's Mystifying Maze exiles player b's "
        "attacking creature. then player a concedes. then player a's Mystifying Maze's delayed "
        "trigger would return the creature"
    )
    assert maze.results == {"player a": "lost", "player b": "playing", "player c": "playing"}


# -- replacements of drawing, and cards that end nothing by themselves ----------------------


def test_a_replaced_draw_is_refused_beside_a_draw_from_an_empty_library() -> None:
    # Shared Fate replaces every draw, Archmage Ascension its controller's when they choose:
    # whether a card was drawn at all decides it, and the words say one was.
    _each_refused_naming(
        "Shared Fate",
        "magic: I control Shared Fate. my opponent draws from an empty library",
    )
    # Archmage Ascension's is its controller's choice: the answer depends on it
    # (tests/rulings/test_open_facts.py); on another player's draw, refused.
    chosen = _ruled(
        "magic: I control Laboratory Maniac and Archmage Ascension. I draw from an empty library"
    )
    assert chosen.status == "depends"
    refused = _refused("magic: bob controls Archmage Ascension. alice draws from an empty library")
    assert refused.cards == ("Archmage Ascension",)
    # Beside what no draw changes, it is judged.
    conceded = _ruled("magic: I control Shared Fate. my opponent concedes")
    assert conceded.results == {"me": "won", "opponent": "lost"}


def test_a_card_that_ends_nothing_is_judged_beside_any_event_it_does_not_change() -> None:
    for card in ("Fact or Fiction", "Mind Twist", "Reins of Power", "Isochron Scepter"):
        ruling = _ruled(f"magic: I cast {card}. then my opponent is at 0 life")
        assert ruling.results == {"me": "won", "opponent": "lost"}, card
        assert card in [c.name for c in ruling.cards], card
    held = _ruled("magic: I control Cromat and Splinter Twin. my opponent concedes")
    assert {c.name for c in held.cards} == {"Cromat", "Splinter Twin"}
    assert held.results == {"me": "won", "opponent": "lost"}


def test_one_that_changes_a_count_the_words_may_leave_out_is_refused_beside_it() -> None:
    # Spiritual Focus gains life and offers a draw on each forced discard, unsaid.
    _each_refused_naming(
        "Spiritual Focus",
        "magic: I control Spiritual Focus. I take 5 damage",
        "magic: I control Spiritual Focus. I draw from an empty library",
    )
    assert _ruled("magic: I control Spiritual Focus. I concede").results == {
        "me": "lost",
        "opponent": "won",
    }


def test_aether_flash_is_found_by_its_ligature_name() -> None:
    ruling = _ruled("magic: I control Æther Flash. my opponent concedes")
    assert [c.name for c in ruling.cards] == ["Aether Flash"]


def test_a_card_arbiter_does_not_know_cast_with_nothing_said_of_what_it_did_is_refused() -> None:
    """What an unknown spell did may end the game (Snuff Out on the Platinum Angel that keeps
    its controller in at 0 life): it is named as unknown, never taken to have done nothing."""
    for text in (
        "I control Platinum Angel and I am at 0 life. my opponent casts Snuff Out targeting my "
        "Platinum Angel",
        "I am at 0 life and control Platinum Angel. my opponent casts Snuff Out on it and it "
        "resolves",
        "I am at 3 life. my opponent's Flibbertigibbet triggers",
        "I am at 3 life. my opponent activates Flibbertigibbet",
    ):
        refused = _refused(text)
        assert refused.kind is Refusal.UNKNOWN_CARD, (text, refused.message)
        assert "does not know the card" in refused.message
    # Said what it did, in its sentence or the next: judged on those words.
    for text in (
        "I am at 3 life. my opponent casts Flibbertigibbet and I take 3 damage",
        "I am at 3 life. my opponent casts Flibbertigibbet and it resolves. I take 3 damage",
    ):
        assert _ruled(text).results == {"me": "lost", "opponent": "won"}, text


# -- a permanent that dies of damage: the game rules, no one's ability ------------------------


def test_a_land_that_dies_of_aether_flash_damage_starts_no_loop_with_sacred_ground() -> None:
    """With Nature's Revolt a land played is a 2/2 creature entering; Aether Flash deals it 2
    damage and the game rules destroy it (704.5g), which is no opponent's spell or ability,
    so Sacred Ground does not return it: no loop, and the game goes on."""
    ruling = _ruled(
        "magic: I control Aether Flash and Nature's Revolt and my opponent controls Sacred "
        "Ground. my opponent plays a land and it dies to Aether Flash's damage"
    )
    assert ruling.status == "ongoing"
    assert {card.name for card in ruling.cards} == {
        "Aether Flash",
        "Nature's Revolt",
        "Sacred Ground",
    }


def test_a_loop_card_whose_part_the_words_leave_out_is_never_called_no_loop() -> None:
    """Lethal Vapors destroys each creature entering by its own ability, and Sacred Ground
    returns a land an opponent's ability destroyed: a land played with Nature's Revolt starts
    the loop, whatever the words say died of; so does Aether Flash's damage left unsaid."""
    for text in (
        "magic: Nature's Revolt is on the battlefield, my opponent controls Lethal Vapors and I "
        "control Sacred Ground. I play a land",
        "magic: Nature's Revolt is on the battlefield, my opponent controls Lethal Vapors and I "
        "control Sacred Ground. I play a land and it dies to Lethal Vapors's damage",
        "magic: I control Aether Flash and Nature's Revolt and my opponent controls Sacred "
        "Ground. my opponent plays a land",
        "magic: I control Aether Flash and Nature's Revolt and my opponent controls Sacred "
        "Ground. my opponent plays a land and it dies to lethal damage",
        # a card whose part in a loop the catalogue does not model
        "magic: I control Essence Warden. my opponent plays a land and it dies to lethal damage",
    ):
        assert isinstance(rule_on(text), NoRuling), text
    # Stated, the loop is a draw (104.4b).
    looped = _ruled(
        "magic: Nature's Revolt is on the battlefield, my opponent controls Lethal Vapors and I "
        "control Sacred Ground. I play a land and the game is in a loop of mandatory actions"
    )
    assert looped.results == {"me": "drew", "opponent": "drew"}


def test_what_a_loop_card_acts_on_is_checked_as_the_catalogue_loads() -> None:
    with pytest.raises(ValueError, match="on names what a loop acts on"):
        MandatoryLoop("words", on=("a creature leaves",))
    assert MandatoryLoop("words", on=("damages_entering",)).acts_on == (LoopAct.DAMAGES_ENTERING,)


def test_false_cure_is_known_and_refused_beside_a_change_of_life_it_triggers_on() -> None:
    """Until end of turn each player who gains life loses twice as much (a trigger): beside a
    gain the words do not write out what it did, so it is refused by name, never left out."""
    _each_refused_naming(
        "False Cure",
        "magic: bob's False Cure has resolved. alice gains 2 life",
    )
    conceded = _ruled("magic: bob's False Cure has resolved. alice concedes")
    assert conceded.results == {"alice": "lost", "bob": "won"}


# -- Teferi's Protection: protection from everything, a life total that can't change ----------


def test_teferis_protection_prevents_damage_and_its_commander_damage() -> None:
    """Until its caster's next turn, damage to them is prevented (702.16e: no commander damage
    counted, 903.10a) and their life total can't change (101.2); it was refused beside any
    damage. The engine's `prevent_damage` and `life_cant_change` do it
    (tests/scenarios/magic/702.16e-protection-prevents-commander-damage.json)."""
    ruling = _ruled(
        "magic commander: I cast Teferi's Protection this turn. then my opponent's commander "
        "deals 21 combat damage to me"
    )
    assert ruling.results == {"me": "playing", "opponent": "playing"}
    begins = {e["effect"] for e in _events(ruling) if e["event"] == "effect_begins"}
    assert begins == {"prevent_damage", "life_cant_change"}
    assert "MTG CR 702.16e" in ruling.citations
    assert _ruled("magic: I cast Teferi's Protection this turn. then I take 25 damage").status == (
        "ongoing"
    )
    # Protection stops damage, not an effect that says its player loses.
    said = _ruled("magic: I cast Teferi's Protection this turn. then an effect says I lose")
    assert said.results == {"me": "lost", "opponent": "won"}


def test_teferis_protection_beside_what_the_engine_does_not_follow_is_refused() -> None:
    """Its controller's permanents phase out with it (702.26b): a Platinum Angel of theirs no
    longer keeps them in the game, which the engine does not follow; poison the words say
    may be infect's damage, which protection prevents."""
    for text in (
        "magic: I control Platinum Angel. I cast Teferi's Protection this turn. then an effect "
        "says I lose",
        "magic: I cast Teferi's Protection this turn. then I get 10 poison counters",
    ):
        assert _refused(text).cards == ("Teferi's Protection",), text
    # An opponent's Platinum Angel does not phase out.
    theirs = _ruled(
        "magic: bob controls Platinum Angel. I cast Teferi's Protection this turn. then an "
        "effect says bob loses"
    )
    assert theirs.status == "ongoing"


# -- a life floor for damage (614.1a): Worship, Angel of Grace, Ali from Cairo -----------------


def test_a_life_floor_stops_damage_at_1_but_not_a_loss_of_life() -> None:
    """Damage that would take the player below the floor takes them to it instead (614.1a):
    nothing is prevented, so damage that can't be prevented is floored too; life lost that
    isn't damage is not floored."""
    floored = _ruled("I control Ali from Cairo and I am at 3 life. I take 15 damage")
    assert floored.status == "ongoing" and floored.state.life["me"] == 1
    assert "MTG CR 614.1a" in floored.citations
    assert {"event": "damage", "player": "me", "amount": 15} in _events(floored)
    lost = _ruled("I control Ali from Cairo and I am at 3 life. I lose 15 life")
    assert lost.results == {"me": "lost", "opponent": "won"}
    gone = _ruled(
        "I control Ali from Cairo and I am at 3 life. Ali from Cairo dies. then I take 5 damage"
    )
    assert gone.results == {"me": "lost", "opponent": "won"}
    taken = _ruled(
        "I control Ali from Cairo and I am at 3 life. my opponent gains control of Ali from "
        "Cairo. I take 5 damage"
    )
    assert taken.results == {"me": "lost", "opponent": "won"}
    # Begun in the very sentence that deals the damage: the engine applies an effect from the
    # next report on, so the floor would be missed: refused.
    _each_refused_naming("Ali from Cairo", "I control Ali from Cairo and I take 25 damage")
    _each_refused_naming(
        "Angel of Grace",
        "Angel of Grace enters the battlefield under my control and I take 25 damage",
    )
    _each_refused_naming("Angel's Grace", "I cast Angel's Grace and I take 25 damage")


def test_angel_of_grace_floors_damage_for_the_turn_it_enters_only() -> None:
    """Its floor is its enters trigger's, for that turn: entering says so; a card said only to
    be in play, or whose ability is used, says nothing of when it entered (refused)."""
    entered = _ruled(
        "magic: I am at 20 life. Angel of Grace enters the battlefield under my control. then I "
        "take 25 damage from my opponent's Banefire"
    )
    assert entered.status == "ongoing" and entered.state.life["me"] == 1
    assert [e["until"] for e in _events(entered) if e["event"] == "effect_begins"] == [
        "end_of_turn"
    ]
    later = _ruled(
        "I am at 20 life. Angel of Grace enters the battlefield under my control. my opponent "
        "begins their turn. I take 25 damage"
    )
    assert later.results == {"me": "lost", "opponent": "won"}
    _each_refused_naming(
        "Angel of Grace",
        "I control Angel of Grace. I take 25 damage",
        "I take 7 combat damage. then I activate Angel of Grace and my life becomes 10",
    )


def test_worship_floors_damage_only_while_its_controller_is_said_to_control_a_creature() -> None:
    """Worship's floor holds while its controller controls a creature: the words must say
    they do (never assumed); anything that may take a creature away is refused."""
    for text in (
        "magic: I control Worship and a creature and I am at 1 life. I take 2 damage from my "
        "opponent's spell",
        "I control a creature. I control Worship. I am at 1 life. I take 2 damage",
    ):
        ruling = _ruled(text)
        assert ruling.status == "ongoing" and ruling.state.life["me"] == 1, text
    lost = _ruled("I control Worship and a creature. I am at 1 life. I lose 2 life")
    assert lost.results == {"me": "lost", "opponent": "won"}
    _each_refused_naming(
        "Worship",
        "I control Worship and a creature. my opponent gains control of Worship. I take 2 damage",
        "I control Worship. I am at 1 life. I take 2 damage",
        "I control Worship. my opponent controls a creature. I am at 1 life. I take 2 damage",
        "I control Worship and a creature card in my hand. I am at 1 life. I take 2 damage",
        "I control Worship and a creature. I am at 1 life. my creature dies. I take 2 damage",
        "I control Worship and a creature and my creature dies. I take 2 damage",
        "I control Worship and two creatures. I sacrifice my creatures. I take 2 damage",
    )
    # Wrath of God, which Arbiter knows, takes the creature too: refused naming it.
    refused = _refused(
        "I control Worship and a creature. my opponent casts Wrath of God. I take 2 damage"
    )
    assert refused.cards == ("Wrath of God",)


# -- Humility: creatures lose all abilities (613.1f) ----------------------------------------------


def test_under_humility_a_creature_cards_abilities_do_nothing() -> None:
    """Phage put onto the battlefield triggers nothing (603.2); Platinum Angel's can't-lose is
    gone, so a player at 0 life loses as without it (the same rule)."""
    for text in (
        "magic: I control Humility. Phage the Untouchable enters the battlefield under my "
        "control without being cast",
        "Humility is on the battlefield. Phage the Untouchable enters the battlefield under my "
        "control without being cast",
    ):
        assert _ruled(text).results == {"me": "playing", "opponent": "playing"}, text
    assert _ruled(
        "Phage the Untouchable enters the battlefield under my control without being cast"
    ).results == {"me": "lost", "opponent": "won"}
    angel = _ruled("my opponent controls Humility. I control Platinum Angel. I am at 0 life")
    assert angel.results == {"me": "lost", "opponent": "won"}
    assert _ruled("I control Platinum Angel. I am at 0 life").status == "ongoing"


def test_humility_taken_away_last_brings_back_no_trigger_that_never_happened() -> None:
    """Humility leaving in the last sentence, which says nothing else: the creatures'
    abilities come back, but a trigger whose event happened under it never triggered
    (603.2): Phage put onto the battlefield under it still loses its controller nothing."""
    for text in (
        "I control Humility. Phage the Untouchable enters the battlefield under my control "
        "without being cast. Humility is destroyed",
        "I control Humility. Phage the Untouchable enters the battlefield under my control "
        "without being cast. Then, later, I destroy the Humility",
        "bob controls Humility. I put Phage onto the battlefield with Sneak Attack. Then bob "
        "sacrifices his Humility.",
        "Humility is on the battlefield. I reanimate Phage. Later my opponent exiles Humility",
    ):
        assert _ruled(text).status == "ongoing", text
    # what happened under it still happened: a player at 0 life without Platinum Angel's
    # can't-lose lost at the check before Humility left
    angel = _ruled(
        "I control Humility and Platinum Angel and I am at 0 life. Then I destroy Humility"
    )
    assert angel.results == {"me": "lost", "opponent": "won"}


def test_a_card_taken_away_after_another_action_is_taken_away_by_its_subject() -> None:
    """ "I attack and destroy X": the verb that takes a card off the battlefield shares the
    subject of the clause before it, as "takes", "gains" and "draws" do."""
    for text, results in (
        (
            "I am at 0 life and I control Platinum Angel. My opponent attacks and destroys my "
            "Platinum Angel",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "alice controls Platinum Angel and is at 0 life. bob reveals his hand and kills "
            "alice's Platinum Angel",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "I control Platinum Angel and I am at 0 life. I attack and sacrifice it",
            {"me": "lost", "opponent": "won"},
        ),
    ):
        assert _ruled(text).results == results, text
    # only what was done: what could have been, or was tried, is never a card taken away
    for text in (
        "bob controls Platinum Angel and is at 0 life. I attack and could destroy bob's "
        "Platinum Angel",
        "bob controls Platinum Angel and is at 0 life. I attack and try to destroy bob's "
        "Platinum Angel",
    ):
        _refused(text)


def test_humility_is_refused_where_the_words_leave_its_reach_unclear() -> None:
    """Named after the creature (its trigger may already have triggered), leaving with more
    said after it or beside it (the abilities come back: what they then do), or beside a card
    Arbiter does not know to be a creature or not."""
    _each_refused_naming(
        "Humility",
        "Phage the Untouchable enters the battlefield under my control without being cast. "
        "I control Humility",
        "I control Humility. Phage the Untouchable enters the battlefield under my control "
        "without being cast. Humility is destroyed. Phage deals combat damage to my opponent",
        "I control Humility. Phage the Untouchable enters the battlefield under my control "
        "without being cast. I destroy Humility and my opponent loses 3 life",
        "I control Humility. I destroy Humility. Phage the Untouchable enters the battlefield "
        "under my control without being cast",
        "I control Humility and Platinum Angel. I destroy Humility and I lose 3 life",
        "I control Humility. Laboratory Maniac enters the battlefield under my control. I draw "
        "from an empty library",
        "I control Humility and Worship and a creature. I am at 1 life. I take 2 damage",
    )
