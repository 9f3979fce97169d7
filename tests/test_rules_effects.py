"""Continuous effects on winning and losing (bot.core.rules.lasting) and damage
(bot.core.rules.counters) in the rules core: "can't lose" and "can't win" (MTG CR 101.2) and
what overrides them, replacements of losing (MTG CR 614.1a), changed state-based losses,
infect, toxic and lifelink. Whole games are in tests/scenarios/magic/; these pin the details."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.rules import GameState, RuleError, apply_report, new_game, parse_report
from bot.core.rules import parse_setup as setup_of
from tests.rules_helpers import JSON, game, life, play, standings, together


def two_headed() -> GameState:
    teams = [["alice", "carol"], ["bob", "dave"]]
    return game("alice", "bob", "carol", "dave", variant="two-headed-giant", teams=teams)


def begins(effect: str, controller: str, source: str, **more: Any) -> JSON:
    return {
        "event": "effect_begins",
        "effect": effect,
        "controller": controller,
        "source": source,
        **more,
    }


def angel(controller: str) -> JSON:
    return together(
        begins("cant_lose", controller, "Platinum Angel"),
        begins("cant_win", controller, "Platinum Angel", applies_to="opponents"),
    )


def effect(outcome: str, player: str) -> JSON:
    return {"event": "effect", "outcome": outcome, "player": player}


PLAYING2 = {"alice": "playing", "bob": "playing"}


# -- can't lose, can't win ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "loss",
    [
        life("alice", set=0),
        {"event": "poison", "player": "alice", "set": 10},
        {"event": "deck_out", "player": "alice"},
        effect("lose", "alice"),
    ],
    ids=["life", "poison", "empty library", "effect"],
)
def test_a_player_who_cant_lose_does_not_lose_and_is_told_why(loss: JSON) -> None:
    state, (_, verdict) = play(game("alice", "bob"), angel("alice"), loss)
    assert standings(state) == PLAYING2
    (note,) = verdict.notes
    assert note.ruling and note.citations == ("MTG CR 101.2",)
    assert note.text.startswith("alice would lose (")
    assert note.text.endswith("but can't lose the game: Platinum Angel (alice's)")


def test_commander_damage_does_not_beat_cant_lose() -> None:
    start = game("alice", "bob", variant="commander")
    damage = {"event": "commander_damage", "player": "alice", "commander": "bob", "set": 21}
    state, _ = play(start, angel("alice"), damage)
    assert standings(state) == PLAYING2


def test_opponents_who_cant_win_get_nothing_from_a_win_effect_the_others_do() -> None:
    start = game("alice", "bob", "carol")
    guard = begins("cant_win", "alice", "Platinum Angel", applies_to="opponents")
    stopped, (_, verdict) = play(start, guard, effect("win", "bob"))
    assert standings(stopped) == {"alice": "playing", "bob": "playing", "carol": "playing"}
    assert "bob would win (an effect says they win), but can't win" in verdict.notes[0].text
    won, _ = play(start, guard, effect("win", "alice"))
    assert standings(won) == {"alice": "won", "bob": "lost", "carol": "lost"}


def test_everyone_losing_at_once_is_no_draw_when_one_of_them_cant_lose() -> None:
    state, _ = play(
        game("alice", "bob"), angel("alice"), together(life("alice", set=0), life("bob", set=0))
    )
    assert standings(state) == {"alice": "won", "bob": "lost"}


def test_can_not_lose_beats_win_and_lose_at_once_so_the_win_stands() -> None:
    state, _ = play(
        game("alice", "bob"),
        angel("alice"),
        together(effect("win", "alice"), effect("lose", "alice")),
    )
    assert standings(state) == {"alice": "won", "bob": "lost"}


def test_a_concession_and_a_penalty_are_not_stopped() -> None:
    for act in ("concede", "penalty"):
        state, _ = play(game("alice", "bob"), angel("alice"), {"event": act, "player": "alice"})
        assert standings(state) == {"alice": "lost", "bob": "won"}, act


def test_the_effect_ends_and_the_next_checkpoint_judges_the_state_it_left() -> None:
    ends = {"event": "effect_ends", "source": "platinum angel"}
    state, verdicts = play(game("alice", "bob"), angel("alice"), life("alice", set=0), ends)
    assert standings(state) == {"alice": "lost", "bob": "won"}
    (lost,) = [o for o in verdicts[-1].outcomes if o.player == "alice"]
    assert "their life total is 0" in lost.explain()


def test_an_effect_ending_by_a_state_based_action_still_holds_in_that_check() -> None:
    dies = {"event": "effect_ends", "source": "Platinum Angel", "state_based": True}
    state, verdicts = play(
        game("alice", "bob", "carol"), angel("alice"), together(life("alice", set=0), dies)
    )
    # The Angel still held at the first check; at the check repeated without it alice loses.
    assert standings(state) == {"alice": "lost", "bob": "playing", "carol": "playing"}
    notes = [n.citations for n in verdicts[-1].notes]
    assert notes == [("MTG CR 101.2",), ("MTG CR 704.3",)]
    assert state.lasting == ()


def test_turn_ends_effects_that_last_a_turn_and_yours_until_your_next_turn() -> None:
    grace = begins("cant_lose", "alice", "Angel's Grace", until="end_of_turn")
    protection = begins(
        "no_loss", "bob", "Teferi's Protection", loss="life", until="your_next_turn"
    )
    start, _ = play(game("alice", "bob"), together(grace, protection))
    alices_turn, _ = play(start, {"event": "turn_start", "player": "alice"})
    assert [e.source for e in alices_turn.lasting] == ["Teferi's Protection"]
    bobs_turn, _ = play(alices_turn, {"event": "turn_start", "player": "bob"})
    assert bobs_turn.lasting == ()


def test_an_effect_leaves_with_its_controller() -> None:
    start = game("alice", "bob", "carol")
    guard = begins("cant_lose", "bob", "Abyssal Persecutor", applies_to="opponents")
    state, verdicts = play(
        start, guard, {"event": "concede", "player": "bob"}, life("alice", set=0)
    )
    assert standings(state) == {"alice": "lost", "bob": "lost", "carol": "won"}
    assert any(n.citations == ("MTG CR 800.4a",) for n in verdicts[1].notes)


def test_effect_ends_that_could_mean_two_effects_asks_which() -> None:
    state, _ = play(
        game("alice", "bob"),
        together(
            begins("win_instead", "alice", "Laboratory Maniac"),
            begins("win_instead", "bob", "Laboratory Maniac"),
        ),
    )
    with pytest.raises(RuleError) as refused:
        apply_report(state, parse_report({"event": "effect_ends", "source": "laboratory maniac"}))
    assert "Say which effect ends" in refused.value.message
    one, _ = play(
        state, {"event": "effect_ends", "source": "Laboratory Maniac", "controller": "bob"}
    )
    assert [e.controller for e in one.lasting] == ["alice"]


# -- Two-Headed Giant and Emperor ---------------------------------------------------------------


def test_two_headed_giant_a_player_who_cant_win_keeps_the_team_from_winning() -> None:
    guard = begins("cant_win", "carol", "Abyssal Persecutor")
    state, _ = play(two_headed(), guard, effect("win", "alice"))
    assert set(standings(state).values()) == {"playing"}


def test_two_headed_giant_a_replacement_saves_the_team_once() -> None:
    mirror = begins("replaces_loss", "alice", "Lich's Mirror", life=20, until="used")
    state, (_, saved) = play(two_headed(), mirror, life("carol", set=0))
    assert set(standings(state).values()) == {"playing"}
    assert state.life["alice"] == state.life["carol"] == 20
    (note,) = saved.notes
    assert note.citations == ("MTG CR 614.1a", "MTG CR 810.8a")
    lost, _ = play(state, life("carol", set=0))
    assert standings(lost) == {"alice": "lost", "bob": "won", "carol": "lost", "dave": "won"}


def test_two_headed_giant_no_loss_for_life_holds_for_the_shared_total() -> None:
    unlife = begins("no_loss", "carol", "Transcendence", loss="life")
    state, _ = play(two_headed(), unlife, life("alice", set=-4))
    assert set(standings(state).values()) == {"playing"}


# -- replacements and changed state-based losses ------------------------------------------------


def test_a_replacement_of_losing_works_on_a_lose_effect_too() -> None:
    mirror = begins("replaces_loss", "alice", "Stunning Reversal", life=1, until="used")
    state, (_, verdict) = play(game("alice", "bob"), mirror, effect("lose", "alice"))
    assert standings(state) == PLAYING2
    assert state.life["alice"] == 1 and state.lasting == ()
    assert "instead their life total becomes 1" in verdict.notes[0].text


def test_a_replaced_loss_for_an_empty_library_is_not_claimed_again_by_the_repeated_check() -> None:
    """The replacement changed the state, so the check is made again (MTG CR 704.3); that
    check looks for draws since the last one (704.5b), and there were none: the player plays
    on with the empty library until the next draw (Exquisite Archangel's ruling)."""
    archangel = begins("replaces_loss", "alice", "Exquisite Archangel", life=20, until="used")
    decked = {"event": "deck_out", "player": "alice"}
    state, (_, saved) = play(game("alice", "bob"), archangel, decked)
    assert standings(state) == PLAYING2
    assert state.life["alice"] == 20 and state.lasting == ()
    assert saved.notes[0].citations == ("MTG CR 614.1a",)
    lost, _ = play(state, decked)
    assert standings(lost) == {"alice": "lost", "bob": "won"}


def test_a_replacement_without_a_life_total_keeps_the_player_in_every_time() -> None:
    kept = begins("replaces_loss", "alice", "a house rule")
    state, _ = play(game("alice", "bob"), kept, life("alice", set=0), effect("lose", "alice"))
    assert standings(state) == PLAYING2 and len(state.lasting) == 1


def test_no_loss_switches_off_one_state_based_loss_only() -> None:
    unlife = begins("no_loss", "alice", "Phyrexian Unlife", loss="life")
    at_zero, _ = play(game("alice", "bob"), unlife, life("alice", set=-3))
    assert standings(at_zero) == PLAYING2
    decked, _ = play(at_zero, {"event": "deck_out", "player": "alice"})
    assert standings(decked) == {"alice": "lost", "bob": "won"}


def test_a_win_instead_of_drawing_is_at_once_and_cited() -> None:
    maniac = begins("win_instead", "alice", "Laboratory Maniac")
    state, (_, verdict) = play(
        game("alice", "bob"), maniac, {"event": "deck_out", "player": "alice"}
    )
    assert standings(state) == {"alice": "won", "bob": "lost"}
    (won,) = [o for o in verdict.immediate if o.player == "alice"]
    assert won.citations == ("MTG CR 614.1a", "MTG CR 104.2b")
    assert "Laboratory Maniac (alice's) replaces their draw" in won.explain()


def test_win_instead_is_the_drawing_players_own_not_their_teams() -> None:
    maniac = begins("win_instead", "alice", "Laboratory Maniac")
    state, _ = play(two_headed(), maniac, {"event": "deck_out", "player": "carol"})
    assert standings(state) == {"alice": "lost", "bob": "won", "carol": "lost", "dave": "won"}


@pytest.mark.parametrize(
    ("event", "field"),
    [
        (begins("no_loss", "alice", "X"), "loss"),
        (begins("cant_lose", "alice", "X", loss="life"), "loss"),
        (begins("cant_lose", "alice", "X", life=3), "life"),
        (begins("cant_lose", "alice", "X", until="used"), "until"),
        (begins("cant_lose", "alice", "X", applies_to="teammates"), "applies_to"),
        (begins("sometimes", "alice", "X"), "effect"),
        (begins("cant_lose", "alice", "  "), "source"),
        ({"event": "effect_ends", "source": "X", "state_based": "yes"}, "state_based"),
    ],
)
def test_a_continuous_effect_that_does_not_read_is_refused_naming_the_field(
    event: JSON, field: str
) -> None:
    with pytest.raises(RuleError) as refused:
        apply_report(game("alice", "bob"), parse_report(event))
    assert refused.value.field == field


# -- damage -------------------------------------------------------------------------------------


def damage(player: str | None, amount: int, **more: Any) -> JSON:
    event: JSON = {"event": "damage", "amount": amount, **more}
    if player is not None:
        event["player"] = player
    return event


def test_infect_and_toxic_give_poison_lifelink_gains_life_at_once() -> None:
    state, _ = play(
        game("alice", "bob"),
        together(
            damage("bob", 3, controller="alice", infect=True, lifelink=True),
            damage("bob", 2, controller="alice", toxic=2),
        ),
    )
    assert (state.poison["bob"], state.life["bob"]) == (5, 18)
    assert state.life["alice"] == 23


def test_lifelink_damage_to_a_creature_still_gains_life() -> None:
    state, _ = play(
        game("alice", "bob"),
        life("bob", set=4),
        together(
            damage("bob", 6, controller="alice"), damage(None, 5, controller="bob", lifelink=True)
        ),
    )
    assert standings(state) == PLAYING2 and state.life["bob"] == 3


def test_two_headed_giant_lifelink_and_infect_use_the_shared_totals() -> None:
    state, _ = play(
        two_headed(),
        together(
            damage("bob", 4, controller="alice", lifelink=True),
            damage("dave", 3, controller="carol", infect=True),
        ),
    )
    assert state.life["alice"] == state.life["carol"] == 34
    assert state.life["bob"] == state.life["dave"] == 26
    assert state.poison["bob"] == state.poison["dave"] == 3


def test_no_damage_does_nothing() -> None:
    state, _ = play(game("alice", "bob"), damage("bob", 0, controller="alice", toxic=3))
    assert (state.life["bob"], state.poison["bob"]) == (20, 0)


@pytest.mark.parametrize(
    ("event", "field"),
    [
        ({"event": "damage", "player": "bob"}, "amount"),
        (damage("bob", -1), "amount"),
        (damage("bob", 2, lifelink=True), "controller"),
        (damage(None, 2), "player"),
        (damage(None, 2, controller="alice", lifelink=True, infect=True), "player"),
        (damage("bob", 2, toxic=0), "toxic"),
        (damage("bob", 2, infect=1), "infect"),
        (together(damage("bob", 2), life("bob", set=5)), "set"),
    ],
)
def test_damage_that_does_not_read_is_refused_naming_the_field(event: JSON, field: str) -> None:
    with pytest.raises(RuleError) as refused:
        apply_report(game("alice", "bob"), parse_report(event))
    assert refused.value.field == field


def test_grand_archive_and_terrus_refuse_the_new_events() -> None:
    for system, life_data in (("grand-archive", {}), ("terrus", {"starting_life": 20})):
        start = new_game(setup_of({"system": system, "players": ["alice", "bob"], **life_data}))
        for event in (damage("bob", 1), begins("cant_lose", "alice", "X"), {"event": "resolve"}):
            with pytest.raises(RuleError) as refused:
                apply_report(start, parse_report(event))
            assert refused.value.field == "event", (system, event)


def test_what_timing_kept_from_the_checkpoint_leaves_out_what_an_effect_stops() -> None:
    """A win at once beside 0 life: the verdict tells what the checkpoint would have judged,
    and a player who can't lose is not among it."""
    state, _ = play(game("alice", "bob", "carol"), begins("cant_lose", "bob", "Platinum Angel"))
    verdict = apply_report(
        state,
        parse_report(together(effect("win", "alice"), life("bob", set=0), life("carol", set=0))),
    )
    assert [item.player for item in verdict.unjudged] == ["carol"]


# -- a life floor for damage (614.1a) -------------------------------------------------------------


def _damage(player: str, amount: int, **more: Any) -> JSON:
    return {"event": "damage", "player": player, "amount": amount, "controller": "bob", **more}


def test_a_life_floor_keeps_damage_at_the_floor_with_toxic_and_lifelink_as_dealt() -> None:
    """The damage is dealt (its toxic poison and its source's lifelink happen); only the life
    it takes stops at the floor, and the note cites the replacement."""
    worship = begins("life_floor", "alice", "Worship", life=1)
    hit = _damage("alice", 30, toxic=2, lifelink=True)
    state, (*_, floored) = play(game("alice", "bob"), worship, life("alice", set=5), hit)
    assert standings(state) == PLAYING2
    assert (state.life["alice"], state.poison["alice"], state.life["bob"]) == (1, 2, 50)
    assert any("MTG CR 614.1a" in note.citations for note in floored.notes)
    both = together(_damage("alice", 3), _damage("alice", 3))
    at_once, _ = play(game("alice", "bob"), worship, life("alice", set=5), both)
    assert at_once.life["alice"] == 1
    poisoned, _ = play(game("alice", "bob"), worship, _damage("alice", 10, infect=True))
    assert standings(poisoned) == {"alice": "lost", "bob": "won"}  # infect: no life to floor


@pytest.mark.parametrize(
    ("start", "hit"),
    [
        (life("alice", set=0), _damage("alice", 2)),  # already below the floor
        (life("alice", set=5), together(_damage("alice", 2), life("alice", delta=-1))),
    ],
    ids=["below the floor", "life changed otherwise at once"],
)
def test_a_life_floor_the_engine_does_not_judge_is_refused(start: JSON, hit: JSON) -> None:
    worship = begins("life_floor", "alice", "Worship", life=1)
    state, _ = play(game("alice", "bob"), angel("alice"), worship, start)
    with pytest.raises(RuleError) as refused:
        apply_report(state, parse_report(hit))
    assert refused.value.field == "amount"
