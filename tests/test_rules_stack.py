"""Magic's stack in the rules core (bot.core.rules.stack): triggers wait for the state-based
actions of their checkpoint (MTG CR 603.3, 704.3), spells go on the stack at once, a later
report resolves them, and a player who leaves takes theirs along (MTG CR 800.4a). The
scenario files in tests/scenarios/magic/ tell the same stories as whole games; these tests
pin the details a game file does not show (notes, refusals, the order of the stack)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.rules import (
    RuleError,
    Standing,
    apply_report,
    parse_event,
    parse_report,
)
from bot.core.rules.snapshot import dump_state, load_state
from tests.rules_helpers import JSON, game, life, play, standings, together


def trigger(controller: str, source: str, *effects: JSON, **more: Any) -> JSON:
    return {
        "event": "trigger",
        "controller": controller,
        "source": source,
        **more,
        "effects": list(effects),
    }


def lose(player: str) -> JSON:
    return {"event": "effect", "outcome": "lose", "player": player}


RESOLVE: JSON = {"event": "resolve"}


def test_a_trigger_waits_on_the_stack_and_happens_when_it_resolves() -> None:
    state, (put, resolved) = play(
        game("alice", "bob"), trigger("alice", "Door to Nothingness", lose("bob")), RESOLVE
    )
    assert put.outcomes == () and [e.source for e in put.state.stack] == ["Door to Nothingness"]
    (told,) = put.notes
    assert told.citations == ("MTG CR 603.3",) and not told.ruling
    assert told.text.startswith("alice's Door to Nothingness goes on the stack now")
    assert standings(state) == {"alice": "won", "bob": "lost"}
    assert resolved.state.stack == ()
    assert "MTG CR 104.3e" in state.citations


def test_a_trigger_reported_with_lethal_damage_never_resolves_and_the_verdict_says_why() -> None:
    state, (verdict,) = play(
        game("alice", "bob"),
        together(life("alice", set=0), trigger("alice", "Omnath", life("bob", delta=-75))),
    )
    assert standings(state) == {"alice": "lost", "bob": "won"}
    (note,) = [n for n in verdict.notes if n.ruling]
    assert note.citations == ("MTG CR 603.3", "MTG CR 704.3")
    assert "alice's Omnath" in note.text and "state-based actions" in note.text
    assert {"MTG CR 603.3", "MTG CR 704.3"} <= set(state.citations)


def test_the_stack_resolves_top_first_and_a_resolve_may_name_what_resolves() -> None:
    start = game("alice", "bob", "carol")
    first = trigger("alice", "Blood Artist", life("carol", delta=-1))
    second = trigger("bob", "Zulaport Cutthroat", life("carol", delta=-2))
    on_stack, _ = play(start, together(first, second))
    # Listed in the order they go on the stack: bob's is on top.
    top, _ = play(on_stack, RESOLVE)
    assert top.life["carol"] == 18
    named, _ = play(on_stack, {"event": "resolve", "source": "blood artist", "controller": "alice"})
    assert named.life["carol"] == 19
    assert [e.source for e in named.stack] == ["Zulaport Cutthroat"]


def test_a_spell_is_on_the_stack_at_once_and_leaves_with_a_player_who_concedes() -> None:
    """A player conceding while casting a spell: the spell ceases to exist with them."""
    cast = {
        "event": "cast",
        "controller": "bob",
        "source": "Fireball",
        "effects": [{"event": "damage", "player": "alice", "amount": 20}],
    }
    state, (verdict,) = play(
        game("alice", "bob", "carol"), together(cast, {"event": "concede", "player": "bob"})
    )
    assert standings(state) == {"alice": "playing", "bob": "lost", "carol": "playing"}
    assert state.stack == () and [e.source for e in state.gone] == ["Fireball"]
    assert any(n.citations == ("MTG CR 800.4a",) and "Fireball" in n.text for n in verdict.notes)
    after, (answered,) = play(state, RESOLVE)
    assert after.life["alice"] == 20 and after.gone == ()
    assert "does not resolve" in answered.notes[0].text


def test_a_trigger_of_a_player_who_has_left_is_accepted_and_does_nothing() -> None:
    """A later event from a player who left does not happen (MTG CR 800.4a), rather than being
    refused: a ruling says so, and a match records it."""
    left, _ = play(game("alice", "bob", "carol"), {"event": "concede", "player": "carol"})
    state, (verdict,) = play(left, trigger("carol", "Sanguine Bond", life("alice", delta=-40)))
    assert state.life["alice"] == 20 and state.stack == ()
    assert "ceased to exist when carol left" in verdict.notes[0].text


def test_an_object_leaves_with_its_owner_even_under_another_controller() -> None:
    start = game("alice", "bob", "carol")
    stolen = trigger("bob", "Sanguine Bond", life("alice", delta=-40), owner="carol")
    state, _ = play(start, stolen, {"event": "concede", "player": "carol"}, RESOLVE)
    assert state.life["alice"] == 20
    assert standings(state) == {"alice": "playing", "bob": "playing", "carol": "lost"}


def test_effects_on_a_player_who_left_do_nothing_the_rest_happens() -> None:
    start = game("alice", "bob", "carol")
    copies = {
        "event": "cast",
        "controller": "alice",
        "source": "Tendrils of Agony",
        "effects": [life("bob", delta=-12), life("alice", delta=12)],
    }
    state, verdicts = play(start, copies, life("bob", set=0), RESOLVE)
    assert standings(state)["bob"] == "lost"
    assert state.life["alice"] == 32
    assert "bob had left the game" in verdicts[-1].notes[0].text


@pytest.mark.parametrize(
    ("reports", "field", "words"),
    [
        ([RESOLVE], "event", "Nothing is on the stack"),
        (
            [trigger("alice", "A", lose("bob")), {"event": "resolve", "source": "B"}],
            "source",
            "Nothing named B is on the stack to resolve (on the stack, top first: alice's A)",
        ),
        (
            [trigger("alice", "A", lose("bob")), together(RESOLVE, RESOLVE)],
            "event",
            "One object resolves at a time",
        ),
        ([trigger("alice", "A", {"event": "concede", "player": "bob"})], "effects", "cannot"),
        ([trigger("alice", "A", trigger("bob", "B", lose("alice")))], "effects", "cannot"),
        ([trigger("alice", "A", lose("mallory"))], "player", "not a player"),
        ([{"event": "trigger", "controller": "alice", "effects": []}], "effects", "lists"),
    ],
)
def test_what_the_stack_refuses_names_the_field(
    reports: list[JSON], field: str, words: str
) -> None:
    state = game("alice", "bob")
    *before, last = reports
    state, _ = play(state, *before)
    with pytest.raises(RuleError) as refused:
        apply_report(state, parse_report(last))
    assert refused.value.field == field
    assert words in refused.value.message


def test_a_restart_empties_the_stack() -> None:
    state, (verdict,) = play(
        game("alice", "bob"), together(trigger("alice", "A", lose("bob")), {"event": "restart"})
    )
    assert verdict.restarted and state.restarts == 1
    assert state.stack == () and standings(state) == {"alice": "playing", "bob": "playing"}


def test_the_stack_survives_a_snapshot_and_old_snapshots_have_an_empty_one() -> None:
    state, _ = play(
        game("alice", "bob", "carol"),
        trigger("alice", "A", {"event": "damage", "player": "bob", "amount": 3, "infect": True}),
        {"event": "cast", "controller": "carol", "source": "B", "effects": [lose("carol")]},
        {"event": "concede", "player": "carol"},
    )
    assert state.stack and state.gone
    assert load_state(dump_state(state), state.setup) == state
    stored = dump_state(state)
    for key in ("stack", "gone", "lasting"):
        del stored[key]
    old = load_state(stored, state.setup)
    assert (old.stack, old.gone, old.lasting) == ((), (), ())


def test_events_of_the_stack_round_trip_through_json() -> None:
    raw = trigger(
        "alice",
        "Omnath, Locus of Rage",
        {"event": "damage", "player": "bob", "amount": 3, "controller": "alice", "lifelink": True},
        {"event": "effect_begins", "effect": "cant_lose", "controller": "alice", "until": "used"}
        | {"effect": "replaces_loss", "life": 20},
        owner="bob",
    )
    event = parse_event(raw)
    assert event.to_dict() == raw
    assert parse_event(event.to_dict()) == event


def test_a_player_who_lost_earlier_keeps_their_standing_when_their_trigger_vanishes() -> None:
    state, _ = play(
        game("alice", "bob", "carol"),
        together(life("alice", set=0), trigger("alice", "A", lose("bob"))),
        RESOLVE,
    )
    assert state.standings["alice"] is Standing.LOST
    assert state.standings["bob"] is Standing.PLAYING
