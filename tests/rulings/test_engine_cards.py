"""Cards whose own trigger makes their controller lose, followed by the engine (issue #31, item
3): Lich's Mastery as it leaves the battlefield (MTG CR 603.6c), Transcendence at 20 or more
life (603.8). The engine puts the trigger on the stack itself (bot.core.rules.triggers); a quick
ruling lets it resolve after the sentence that brought it, as a match's `resolve` would
(tests/scenarios/magic/603.6c-*.json, 603.8-*.json). What the engine does not follow beside
them (Lich's Mastery's exile for life lost, Transcendence's gain for life lost, Nine Lives' and
Immortal Coil's damage prevention) is refused, never guessed."""

from __future__ import annotations

from tests.rulings.test_chat_reading import _refused, _ruled
from tests.rulings.test_documented_cards import _each_refused_naming, _events


def test_lichs_mastery_leaving_makes_its_controller_lose_when_its_trigger_resolves() -> None:
    gone = _ruled("magic: I control Lich's Mastery. then Lich's Mastery is destroyed")
    assert gone.results == {"me": "lost", "opponent": "won"}
    assert "MTG CR 104.3e" in gone.citations
    assert "your Lich's Mastery: when it leaves the battlefield, you lose the game" in gone.text()
    assert "your Lich's Mastery's trigger resolves: an effect says you lose" in gone.text()
    begins = [e["effect"] for e in _events(gone) if e["event"] == "effect_begins"]
    assert begins == ["cant_lose", "lose_when_leaves"]
    assert {"event": "resolve"} in _events(gone)
    # Before it leaves, its controller can't lose.
    assert _ruled("I control Lich's Mastery. an effect says I lose").status == "ongoing"


def test_lichs_mastery_leaving_under_platinum_angel_ends_nothing() -> None:
    angel = _ruled(
        "magic: I control Platinum Angel and Lich's Mastery. Lich's Mastery leaves the "
        "battlefield and an effect says I lose"
    )
    assert angel.status == "ongoing"
    assert "can't lose the game: Platinum Angel" in angel.explanation
    # The angel gone later, the trigger has already resolved: nothing more happens.
    later = _ruled(
        "I control Platinum Angel and Lich's Mastery. Lich's Mastery leaves the battlefield. "
        "then Platinum Angel dies"
    )
    assert later.status == "ongoing"


def test_lichs_mastery_beside_a_change_of_life_or_never_said_in_play_is_refused() -> None:
    _each_refused_naming(
        "Lich's Mastery",
        "I control Lich's Mastery. I lose 3 life",  # exile what? its controller chooses
        "I control Lich's Mastery. I take 3 damage from bob's Glistener Elf",
        "Lich's Mastery leaves the battlefield",  # whose? its controller loses
    )


def test_transcendence_at_20_or_more_life_said_makes_its_controller_lose() -> None:
    high = _ruled("magic: I control Transcendence and I am at 25 life")
    assert high.results == {"me": "lost", "opponent": "won"}
    assert "as soon as you have 20 or more life, you lose the game (a trigger)" in high.text()
    assert "your Transcendence's trigger resolves" in high.text()
    later = _ruled("I control Transcendence and I am at 5 life. then I am at 25 life")
    assert later.results == {"me": "lost", "opponent": "won"}
    low = _ruled("I control Transcendence and I am at 19 life")
    assert low.status == "ongoing"


def test_transcendence_under_platinum_angel_loops_and_asks_for_the_loop() -> None:
    said = _ruled(
        "magic: I control Platinum Angel and Transcendence and I am at 25 life. the game is in "
        "a loop of mandatory actions"
    )
    assert said.results == {"me": "drew", "opponent": "drew"}
    assert "MTG CR 104.4b" in said.citations
    unsaid = _refused("I control Platinum Angel and Transcendence and I am at 25 life")
    assert "goes on the stack again each time it resolves" in unsaid.message
    assert "the game is in a loop of mandatory actions" in unsaid.message


def test_cards_that_prevent_damage_to_their_controller_are_never_judged_beside_damage() -> None:
    """Nine Lives and Immortal Coil prevent damage to their controller (what that costs them
    is theirs to say): the damage is no life lost and no poison, so Arbiter refuses."""
    _each_refused_naming(
        "Nine Lives",
        "I control Nine Lives and I am at 3 life. I take 5 damage",
        "I control Nine Lives. I take 10 damage from bob's Glistener Elf",
    )
    _each_refused_naming(
        "Immortal Coil",
        "I control Immortal Coil and I am at 3 life. I take 5 damage",
        "I control Immortal Coil. I take 10 damage from bob's Glistener Elf",
    )


def test_lichs_mirror_replaces_one_loss_and_shuffles_itself_away() -> None:
    """Lich's Mirror shuffles the permanents its controller owns into their library, itself
    among them: the next loss finds nothing to replace it (its rulings, 2008-10-01)."""
    once = _ruled("magic: I control Lich's Mirror. I go to 0 life")
    assert once.status == "ongoing" and once.state.life["me"] == 20
    twice = _ruled("magic: I control Lich's Mirror. I go to 0 life. then an effect says I lose")
    assert twice.results == {"me": "lost", "opponent": "won"}


def test_phages_combat_damage_makes_the_player_lose_as_its_trigger_resolves() -> None:
    hit = _ruled("magic: my opponent takes 3 combat damage from my Phage the Untouchable")
    assert hit.results == {"opponent": "lost", "me": "won"}
    reports = hit.understood["reports"]
    # The damage first; the trigger's loss is a report of its own, after the checkpoint.
    assert reports[0] == {"event": "life", "player": "opponent", "delta": -3}
    assert reports[1] == {"event": "effect", "outcome": "lose", "player": "opponent"}
    assert "MTG CR 104.3e" in hit.citations
    angel = _ruled(
        "my opponent controls Platinum Angel. my opponent takes 3 combat damage from my Phage "
        "the Untouchable"
    )
    assert angel.status == "ongoing"


def test_an_effect_said_beside_phages_damage_is_its_trigger_not_a_second_loss() -> None:
    """ "Phage deals combat damage to me and an effect says I lose": the effect said is Phage's
    trigger, resolving after the damage's checkpoint (603.3). Lich's Mirror replaces that one
    loss (614.1a) and the game goes on (two losses were counted: "you lose")."""
    mirror = _ruled(
        "magic: I control Lich's Mirror. my opponent's Phage the Untouchable deals 3 combat "
        "damage to me and an effect says I lose"
    )
    assert mirror.status == "ongoing"
    assert [e["event"] for e in _events(mirror)] == ["effect_begins", "life", "effect"]
    # Lethal damage: the Mirror replaces the loss for 0 life and leaves with its owner's
    # permanents; the trigger, resolving after, finds nothing to replace its loss.
    lethal = _ruled(
        "magic: I control Lich's Mirror. my opponent's Phage the Untouchable deals 20 combat "
        "damage to me and an effect says I lose"
    )
    assert lethal.results == {"me": "lost", "opponent": "won"}
    # Said in the very next sentence, alone, it is the trigger as it resolves.
    then = _ruled(
        "magic: I control Lich's Mirror. my opponent's Phage the Untouchable deals 3 combat "
        "damage to me. then an effect says I lose"
    )
    assert then.status == "ongoing"


def test_phages_damage_not_said_to_be_combat_or_not_said_to_be_its_own_is_refused() -> None:
    unsaid = _refused("my opponent takes 3 damage from my Phage the Untouchable")
    assert "combat damage" in unsaid.message
    _each_refused_naming(
        "Phage the Untouchable",
        "I control Phage the Untouchable. my opponent takes 3 combat damage",
    )


def test_lichs_mirror_takes_its_owners_permanents_and_their_effects_away() -> None:
    """The permanents its controller owns go into their library with it (sweeps): Transcendence
    no longer makes them lose at 20 life; Nine Lives leaving makes them lose."""
    high = _ruled("magic: I control Lich's Mirror and Transcendence and I am at 25 life")
    assert high.status == "ongoing" and high.state.life["me"] == 20
    assert "your permanents leave with it" in high.text()
    nine = _ruled("magic: I control Lich's Mirror and Nine Lives. an effect says I lose")
    assert nine.results == {"me": "lost", "opponent": "won"}
    assert "your Nine Lives's trigger resolves" in nine.text()


def test_gaining_control_of_lichs_mastery_is_no_leaving() -> None:
    """Control changes, the enchantment stays: nothing triggers (MTG CR 603.6c)."""
    taken = _ruled(
        "magic: bob controls Lich's Mastery. then I gain control of bob's Lich's Mastery"
    )
    assert taken.status == "ongoing"
    assert "trigger resolves" not in taken.text()


def test_a_player_who_leaves_takes_lichs_mastery_along_and_nothing_triggers() -> None:
    left = _ruled("magic: 3 players: me, bob, carol. I control Lich's Mastery. I concede")
    assert left.results == {"me": "lost", "bob": "playing", "carol": "playing"}
    assert "left the game with you" in left.text()
    assert "ceased to exist" not in left.text()


def test_damage_said_to_be_prevented_deals_nothing() -> None:
    """ "... would deal 21 combat damage to me and it is prevented": none is dealt (615.1), so
    no commander damage counts (903.10a) and nothing its dealing triggers happens (Phage's
    trigger); it was refused ("it is prevented" read as nothing)."""
    commander = _ruled(
        "magic commander: I cast Teferi's Protection this turn. then my opponent's commander "
        "would deal 21 combat damage to me and it is prevented"
    )
    assert commander.results == {"me": "playing", "opponent": "playing"}
    assert not any(e["event"] == "commander_damage" for e in _events(commander))
    phage = _ruled(
        "magic: I am at 3 life. my opponent's Phage the Untouchable deals 3 combat damage to me "
        "and the damage is prevented"
    )
    assert phage.results == {"me": "playing", "opponent": "playing"}
    # Said after no damage, it is not read.
    _refused("magic: I am at 3 life and it is prevented")
