"""The rules core tells which clause acted at which moment (`Verdict.immediate`,
`Verdict.checkpoint`, `Verdict.unjudged`), so an answer's "why" comes from the judgment."""

from __future__ import annotations

from bot.core.rules import Report, Standing, apply_report, new_game, parse_event, parse_setup


def _verdict(*events: dict[str, object], players: tuple[str, ...] = ("alice", "bob")):  # type: ignore[no-untyped-def]
    state = new_game(parse_setup({"system": "magic", "players": list(players)}))
    return apply_report(state, Report.of(*(parse_event(e) for e in events)))


def test_a_win_at_once_leaves_the_life_check_unjudged_and_says_so() -> None:
    verdict = _verdict(
        {"event": "life", "player": "alice", "set": 0},
        {"event": "effect", "outcome": "win", "player": "alice"},
    )
    assert [o.player for o in verdict.immediate] == ["alice", "bob"]
    assert verdict.checkpoint == ()
    (missed,) = verdict.unjudged
    assert (missed.player, missed.standing) == ("alice", Standing.LOST)
    assert missed.reason.citations == ("MTG CR 104.3b", "MTG CR 704.5a")
    assert verdict.state.standings["alice"] is Standing.WON  # never applied


def test_a_checkpoint_that_was_reached_leaves_nothing_unjudged() -> None:
    verdict = _verdict(
        {"event": "life", "player": "alice", "set": 0},
        {"event": "deck_out", "player": "bob"},
    )
    assert verdict.immediate == () and verdict.unjudged == ()
    assert {o.player for o in verdict.checkpoint} == {"alice", "bob"}


def test_a_restart_leaves_the_checkpoint_unjudged() -> None:
    verdict = _verdict({"event": "life", "player": "alice", "set": 0}, {"event": "restart"})
    assert verdict.restarted and verdict.outcomes == ()
    assert [u.player for u in verdict.unjudged] == ["alice"]
