"""Refusals: every bad request gets a clear MatchError and changes nothing at all.

A hand-made request is not checked by Discord's client, so the service validates every value.
Each test compares every row of every table before and after the refused request. Every test
runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot.app.match import Actor, MatchService, PlayerSpec
from bot.app.match.views import MatchView
from bot.core.errors import MatchError, NoActiveMatch, NotAllowed
from bot.store.database import Database
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DAVE,
    GUILD,
    OTHER_CHANNEL,
    STRANGER_ID,
    alice,
    bob,
    concede,
    db_rows,
    judge,
    key,
    life,
    report,
    start,
    stranger,
)

UNKNOWN_USER = 4242


async def refused(
    database: Database,
    action: Callable[[], Awaitable[Any]],
    match: str,
    error: type[MatchError] = MatchError,
) -> None:
    """`action` raises `error` with a message matching `match`, and no row changes."""
    before = await db_rows(database)
    with pytest.raises(error, match=match) as raised:
        await action()
    assert raised.value.message == str(raised.value)  # a sentence for the user
    assert await db_rows(database) == before


async def game_two_under_way(service: MatchService, **options: Any) -> MatchView:
    """A magic match at 1-0 with game 2 under way (bob at 12 life), so a refusal has
    something to leave alone."""
    await start(service, **options)
    await report(service, bob, concede(BOB))
    answer = await report(service, alice, life(BOB, 12))
    assert answer.match.game.number == 2 and answer.match.wins == (1, 0)
    return answer.match


# -- where and who ---------------------------------------------------------------------------


async def test_reports_in_a_channel_without_a_match(
    service: MatchService, database: Database
) -> None:
    await game_two_under_way(service)
    elsewhere = OTHER_CHANNEL

    async def report_elsewhere() -> Any:
        return await report(service, alice, life(BOB, 3), channel_id=elsewhere)

    message = "no active match in this channel. Start one with /match start"
    await refused(database, report_elsewhere, message, NoActiveMatch)
    for action in (
        lambda: service.undo(channel_id=elsewhere, actor=alice),
        lambda: service.confirm(channel_id=elsewhere, actor=alice),
        lambda: service.dispute(channel_id=elsewhere, actor=alice),
        lambda: service.choose(channel_id=elsewhere, actor=alice, play_first=True),
        lambda: service.open_batch(channel_id=elsewhere, actor=alice),
        lambda: service.cancel_batch(channel_id=elsewhere, actor=alice),
        lambda: service.resolve_batch(channel_id=elsewhere, actor=alice, idempotency_key=key()),
        lambda: service.concede_match(channel_id=elsewhere, actor=alice),
        lambda: service.propose(channel_id=elsewhere, actor=alice, kind="match_end"),
    ):
        await refused(database, action, message, NoActiveMatch)


async def test_non_player_cannot_report(service: MatchService, database: Database) -> None:
    await game_two_under_way(service)
    message = "Only this match's players or a judge can report on it. Ask a player or a judge"
    await refused(database, lambda: report(service, stranger, life(BOB, 3)), message, NotAllowed)
    # Also when the stranger reports about themself, by id: the refusal says what to do.
    for event in (concede(STRANGER_ID), life(STRANGER_ID, 3)):
        await refused(database, lambda e=event: report(service, stranger, e), message, NotAllowed)
    # Nor collect or settle a batch, nor propose.
    for action in (
        lambda: service.open_batch(channel_id=CHANNEL, actor=stranger),
        lambda: service.propose(channel_id=CHANNEL, actor=stranger, kind="match_draw"),
    ):
        await refused(database, action, "Only this match's players or a judge", NotAllowed)


async def test_conceding_for_someone_else(service: MatchService, database: Database) -> None:
    await game_two_under_way(service)
    await refused(
        database,
        lambda: report(service, alice, concede(BOB)),
        "Only bob or a judge can concede for bob",
        NotAllowed,
    )
    # By name too, and hidden in a simultaneous report.
    await refused(
        database,
        lambda: report(service, alice, life(ALICE, 3), {"event": "concede", "player": "bob"}),
        "Only bob or a judge can concede for bob",
        NotAllowed,
    )
    await refused(
        database,
        lambda: service.concede_match(channel_id=CHANNEL, actor=alice, player=BOB),
        "Only bob or a judge can concede the match for bob",
        NotAllowed,
    )


@pytest.mark.parametrize("who", ["player", "stranger"])
async def test_penalty_by_non_judge(service: MatchService, database: Database, who: str) -> None:
    await game_two_under_way(service)
    actor = alice if who == "player" else stranger
    message = "Only a judge can give a game loss" if who == "player" else "or a judge"
    await refused(
        database,
        lambda: report(service, actor, {"event": "penalty", "player": BOB}),
        message,
        NotAllowed,
    )


async def test_starting_a_match_you_are_not_in(service: MatchService, database: Database) -> None:
    await refused(
        database,
        lambda: start(service, players=(ALICE, BOB), actor=stranger),
        "You can only start a match you play in; a judge can start one for others",
        NotAllowed,
    )


# -- starting --------------------------------------------------------------------------------


@pytest.mark.parametrize("best_of", [0, 2, 100, -1, True, 3.0, "3"])
async def test_best_of_must_be_one_three_five_or_seven(
    service: MatchService, database: Database, best_of: Any
) -> None:
    await refused(
        database,
        lambda: start(service, best_of=best_of),
        "A match is best of 1, 3, 5 or 7 games",
    )


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"system": "pokemon"}, "Unknown game system 'pokemon'"),
        ({"variant": "planechase"}, "Unknown variant 'planechase'"),
        ({"system": "terrus", "variant": "commander"}, "Variants are Magic formats"),
        ({"system": "grand-archive", "starting_life": 20}, "Grand Archive has no life totals"),
        ({"system": "terrus", "starting_life": {"zed": 20}}, "'zed' in \"starting_life\""),
        ({"system": "terrus", "starting_life": "20"}, "must be a whole number"),
        ({"players": (ALICE,)}, "A game needs at least two players"),
        (
            {
                "players": (ALICE, BOB, CAROL, DAVE),
                "variant": "two-headed-giant",
                "teams": [[ALICE, CAROL, DAVE], [BOB]],
            },
            "Two-Headed Giant is two teams of two",
        ),
        (
            {"players": (ALICE, BOB, CAROL), "teams": [[ALICE, CAROL], [BOB, UNKNOWN_USER]]},
            "Every player must be on exactly one team",
        ),
        (
            {
                "players": (ALICE, BOB, CAROL, DAVE),
                "variant": "emperor",
                "teams": [[ALICE, CAROL], [BOB, DAVE]],
                "emperors": [ALICE, CAROL],
            },
            "Each team needs exactly one emperor",
        ),
    ],
    ids=[
        "system",
        "variant",
        "variant-outside-magic",
        "ga-life",
        "vitae-unknown-player",
        "vitae-text",
        "one-player",
        "2hg-teams",
        "team-stranger",
        "emperors",
    ],
)
async def test_bad_match_setup(
    service: MatchService, database: Database, options: dict[str, Any], message: str
) -> None:
    await refused(database, lambda: start(service, **options), message)


async def test_one_player_twice(service: MatchService, database: Database) -> None:
    players = [PlayerSpec(ALICE, "alice"), PlayerSpec(ALICE, "alice again")]
    await refused(
        database,
        lambda: service.start_match(
            guild_id=GUILD, channel_id=CHANNEL, system="magic", players=players, actor=alice
        ),
        "Each player can take only one seat",
    )


# -- report contents -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("event", "message"),
    [
        ({"event": "poison", "player": BOB, "set": -1}, "poison counters cannot go below 0"),
        ({"event": "poison", "player": BOB, "delta": -1}, "poison counters cannot go below 0"),
        ({"event": "life", "player": BOB, "set": "5"}, '"set" must be a whole number'),
        ({"event": "life", "player": BOB, "set": 5.5}, '"set" must be a whole number'),
        ({"event": "life", "player": BOB, "delta": True}, '"delta" must be a whole number'),
        ({"event": "life", "player": BOB, "set": None}, '"set" must be a whole number'),
        ({"event": "poison", "player": BOB, "delta": "1"}, '"delta" must be a whole number'),
        ({"event": "life", "player": BOB}, 'exactly one of "set"'),
        ({"event": "life", "player": BOB, "set": 3, "delta": 1}, 'exactly one of "set"'),
        ({"event": "life", "player": UNKNOWN_USER, "set": 3}, "<@4242> is not playing"),
        ({"event": "life", "player": "zed", "set": 3}, "'zed' is not a player in this game"),
        ({"event": "life", "player": True, "set": 3}, '"player" must name a player'),
        ({"event": "life", "set": 3}, '"player" must name a player'),
        ({"event": "explode", "player": BOB}, "Unknown event 'explode'"),
        ({"player": BOB}, "Unknown event None"),
        ({"event": "champion_died", "player": BOB}, "Magic has no champions"),
        ({"event": "dominion_vote", "player": BOB, "int": 3}, "not an event in Magic"),
        (
            {"event": "commander_damage", "player": BOB, "commander": ALICE, "set": 3},
            "only counts in a Commander game",
        ),
        ({"event": "effect", "outcome": "maybe", "player": BOB}, '"win", "lose" or "draw"'),
        ({"event": "effect", "outcome": "win"}, '"player" must name a player'),
    ],
    ids=[
        "negative-poison",
        "poison-below-zero",
        "life-text",
        "life-fraction",
        "life-bool",
        "life-null",
        "poison-text",
        "no-set-or-delta",
        "set-and-delta",
        "unknown-user-id",
        "unknown-name",
        "player-bool",
        "no-player",
        "unknown-event",
        "no-event",
        "champion-in-magic",
        "vote-in-magic",
        "commander-damage-outside-commander",
        "effect-outcome",
        "effect-without-player",
    ],
)
async def test_bad_magic_event(
    service: MatchService, database: Database, event: dict[str, Any], message: str
) -> None:
    await game_two_under_way(service)
    await refused(database, lambda: report(service, alice, event), message)


async def test_negative_commander_damage(service: MatchService, database: Database) -> None:
    await start(service, variant="commander", players=(ALICE, BOB, CAROL))
    ok = {"event": "commander_damage", "player": BOB, "commander": ALICE, "delta": 5}
    assert (await report(service, alice, ok)).match.player("bob").commander_damage == {"alice": 5}
    for change in ({"set": -1}, {"delta": -6}):
        event = {"event": "commander_damage", "player": BOB, "commander": ALICE, **change}
        await refused(database, lambda e=event: report(service, alice, e), "cannot go below 0")
    event = {"event": "commander_damage", "player": BOB, "commander": UNKNOWN_USER, "set": 1}
    await refused(database, lambda: report(service, alice, event), "<@4242> is not playing")


@pytest.mark.parametrize(
    ("event", "message"),
    [
        ({"event": "poison", "player": BOB, "set": 1}, "Grand Archive has no poison"),
        ({"event": "life", "player": BOB, "set": 1}, "Grand Archive has no life totals"),
        ({"event": "loop"}, "Grand Archive's rules have no draw by loop"),
        ({"event": "champion_control", "player": BOB}, '"controller" must name a player'),
        (
            {"event": "champion_control", "player": BOB, "controller": UNKNOWN_USER},
            "<@4242> is not playing",
        ),
    ],
    ids=["poison", "life", "loop", "control-without-controller", "control-to-stranger"],
)
async def test_bad_grand_archive_event(
    service: MatchService, database: Database, event: dict[str, Any], message: str
) -> None:
    await start(service, system="grand-archive")
    await refused(database, lambda: report(service, alice, event), message)


@pytest.mark.parametrize(
    ("event", "message"),
    [
        ({"event": "deck_out", "player": BOB}, "no loss for drawing from an empty deck"),
        ({"event": "turn_start", "player": BOB, "structures": -1}, "cannot be negative"),
        ({"event": "turn_start", "player": BOB, "relics": 1.5}, "whole number of Relics"),
        ({"event": "dominion_vote", "player": BOB, "int": -2}, "cannot be negative"),
        ({"event": "dominion_vote", "player": BOB}, 'needs "int"'),
        ({"event": "restart"}, "a restarted game ends"),
    ],
    ids=["deck-out", "structures", "relics", "vote-int", "vote-without-int", "restart"],
)
async def test_bad_terrus_event(
    service: MatchService, database: Database, event: dict[str, Any], message: str
) -> None:
    await start(service, system="terrus", starting_life=20)
    await refused(database, lambda: report(service, alice, event), message)


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ([], "Report at least one event"),
        (["concede"], 'Each event must be an object with an "event" field'),
        ([None], 'Each event must be an object with an "event" field'),
        ([life(BOB, 3), {"event": "poison", "player": BOB, "set": -2}], "cannot go below 0"),
        ([life(BOB, 3), {"event": "life", "player": BOB, "delta": -2}], "depend on their order"),
        ([life(ALICE, 3), {"event": "penalty", "player": BOB}], "Only a judge"),
    ],
    ids=["empty", "text", "null", "one-bad-of-two", "order-dependent", "hidden-penalty"],
)
async def test_bad_report_shapes(
    service: MatchService, database: Database, events: list[Any], message: str
) -> None:
    await game_two_under_way(service)
    await refused(database, lambda: report(service, alice, *events), message)


async def test_bad_event_in_a_batch_is_refused_when_made(
    service: MatchService, database: Database
) -> None:
    await game_two_under_way(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, alice, life(ALICE, 2))
    await refused(
        database,
        lambda: report(service, bob, {"event": "poison", "player": BOB, "set": -3}),
        "cannot go below 0",
    )
    answer = await service.resolve_batch(channel_id=CHANNEL, actor=alice, idempotency_key=key())
    assert answer.match.player("alice").life == 2
    assert answer.match.player("bob").poison == 0


async def test_report_about_a_player_who_left(service: MatchService, database: Database) -> None:
    await start(service, system="grand-archive", players=(ALICE, BOB, CAROL))
    await report(service, bob, concede(BOB))
    await refused(
        database,
        lambda: report(service, alice, {"event": "champion_died", "player": BOB}),
        "bob has already left this game",
    )


# -- after the match, and odd requests -------------------------------------------------------


async def test_reports_after_the_match_is_over(service: MatchService, database: Database) -> None:
    await start(service, best_of=1)
    answer = await report(service, bob, concede(BOB))
    assert answer.match_over
    message = "no active match in this channel"
    await refused(database, lambda: report(service, alice, life(BOB, 3)), message, NoActiveMatch)
    await refused(database, lambda: report(service, judge, concede(ALICE)), message, NoActiveMatch)
    for action in (
        lambda: service.concede_match(channel_id=CHANNEL, actor=alice),
        lambda: service.propose(channel_id=CHANNEL, actor=judge, kind="match_draw"),
        lambda: service.choose(channel_id=CHANNEL, actor=alice, play_first=True),
    ):
        await refused(database, action, message, NoActiveMatch)
    # The finished match is untouched on record.
    status = await service.status(channel_id=CHANNEL)
    assert status.result is not None and status.result.score == "1-0"


async def test_unknown_proposal_kind(service: MatchService, database: Database) -> None:
    await game_two_under_way(service)
    await refused(
        database,
        lambda: service.propose(channel_id=CHANNEL, actor=alice, kind="match_win"),
        "Choose a match draw or an early end",
    )


async def test_confirming_when_nothing_waits(service: MatchService, database: Database) -> None:
    await game_two_under_way(service)
    for action in (
        lambda: service.confirm(channel_id=CHANNEL, actor=bob),
        lambda: service.dispute(channel_id=CHANNEL, actor=judge),
    ):
        await refused(database, action, "Nothing here is waiting for confirmation")


async def test_refusal_leaves_the_match_playable(service: MatchService) -> None:
    view = await game_two_under_way(service)
    # Judge status is decided by the caller per guild: a judge elsewhere is a stranger here.
    judge_of_another_guild = Actor(901, is_judge=False)
    for bad in (
        lambda: report(service, judge_of_another_guild, life(BOB, 1)),
        lambda: report(service, alice, {"event": "poison", "player": BOB, "set": -1}),
        lambda: report(service, alice, concede(BOB)),
    ):
        with pytest.raises(MatchError):
            await bad()
    answer = await report(service, bob, concede(BOB))
    assert answer.match_over and answer.match.id == view.id
    assert answer.match.result is not None and answer.match.result.score == "2-0"
