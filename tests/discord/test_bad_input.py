"""Bad input through discord.py: hand-made payloads with values Discord's client would never send
(discord.py does not re-check app_commands.Range or choices), reports that do not fit the match
or the game, and matches that are missing or over.

Every refusal is ephemeral, clear, and changes nothing: the match, its log, the server's
settings and its list of matches are compared before and after.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.discord import helpers
from tests.discord.conftest import Arbiter
from tests.discord.helpers import labels, press, snapshot, start
from tests.discord_harness import FakeChannel, FakeUser, InteractionResult

NO_MATCH = "There is no active match in this channel. Start one with /match start."

# -- helpers ------------------------------------------------------------------------------------


def users_in(arbiter: Arbiter, options: dict[str, Any]) -> dict[str, Any]:
    """Options may name people by fixture name ("@bob"); turn those into FakeUsers."""
    return {
        key: getattr(arbiter, value[1:])
        if isinstance(value, str) and value.startswith("@")
        else value
        for key, value in options.items()
    }


async def slash(
    arbiter: Arbiter,
    command: str,
    user: FakeUser | None = None,
    channel: FakeChannel | None = None,
    **options: Any,
) -> InteractionResult:
    return await helpers.slash(arbiter, command, user, channel, **users_in(arbiter, options))


async def refused(
    arbiter: Arbiter,
    command: str,
    *says: str,
    user: FakeUser | None = None,
    channel: FakeChannel | None = None,
    **options: Any,
) -> str:
    """Run a command that must be refused; return the refusal's text."""
    before = await snapshot(arbiter, channel)
    result = await slash(arbiter, command, user, channel, **options)
    assert result.responded and result.ephemeral, result
    assert not result.channel_messages and not result.edited_messages, result
    assert not result.components, result
    text = result.content or ""
    assert text and "Traceback" not in text and "Something went wrong" not in text, text
    for piece in says:
        assert piece in text, f"{piece!r} not in {text!r}"
    assert await snapshot(arbiter, channel) == before, f"/{command} changed something"
    return text


# -- numbers out of range -----------------------------------------------------------------------

OUT_OF_RANGE = [
    (
        "magic",
        "life",
        {"change": 100000},
        "The life change must be a whole number from -9999 to 9999, not 100000.",
    ),
    (
        "magic",
        "life",
        {"total": -10000},
        "The life total must be a whole number from -9999 to 9999, not -10000.",
    ),
    ("magic", "life", {"change": -100000, "player": "@bob"}, "from -9999 to 9999"),
    (
        "magic",
        "poison",
        {"total": -1},
        "The poison total must be a whole number from 0 to 99, not -1.",
    ),
    (
        "magic",
        "poison",
        {"change": 100},
        "The poison change must be a whole number from -99 to 99, not 100.",
    ),
    (
        "magic",
        "commander-damage",
        {"commander": "@bob", "change": 1000},
        "The commander damage change must be a whole number from -999 to 999",
    ),
    (
        "magic",
        "commander-damage",
        {"commander": "@bob", "total": -1},
        "The commander damage total must be a whole number from 0 to 999, not -1.",
    ),
    (
        "terrus",
        "vote",
        {"intelligence": 5000},
        "intelligence must be a whole number from 0 to 999, not 5000.",
    ),
    (
        "terrus",
        "vote",
        {"intelligence": -1},
        "intelligence must be a whole number from 0 to 999, not -1.",
    ),
    (
        "terrus",
        "turn-start",
        {"structures": -3},
        "structures must be a whole number from 0 to 99, not -3.",
    ),
    (
        "terrus",
        "turn-start",
        {"structures": 2, "relics": 100},
        "relics must be a whole number from 0 to 99, not 100.",
    ),
    (
        "magic",
        "match history",
        {"limit": 500},
        "limit must be a whole number from 1 to 50, not 500.",
    ),
    ("magic", "match history", {"limit": 0}, "limit must be a whole number from 1 to 50, not 0."),
    ("magic", "match history", {"scope": "server", "limit": -5}, "from 1 to 50"),
]


@pytest.mark.parametrize(("game", "command", "options", "message"), OUT_OF_RANGE)
async def test_out_of_range_numbers_are_refused(
    arbiter: Arbiter, game: str, command: str, options: dict[str, Any], message: str
) -> None:
    await start(arbiter, game)
    await slash(arbiter, "life", total=15)  # something in the log to keep
    await refused(arbiter, command, message, **options)


@pytest.mark.parametrize("starting_life", [0, -20, 10000, 2**40])
async def test_match_start_with_out_of_range_starting_life(
    arbiter: Arbiter, starting_life: int
) -> None:
    await refused(
        arbiter,
        "match start",
        f"starting_life must be a whole number from 1 to 9999, not {starting_life}.",
        game="magic",
        opponent="@bob",
        starting_life=starting_life,
    )
    # The same user may then start it with a sane value.
    result = await start(arbiter, "terrus", starting_life=15)
    assert "Terrus" in (result.content or "")


@pytest.mark.parametrize(
    ("command", "options", "message"),
    [
        ("choose", {"choice": "maybe"}, "Choose “play first” or “play second (draw)”"),
        ("match history", {"scope": "galaxy"}, "The scope must be `channel`"),
        ("effect", {"outcome": "explode"}, "The outcome must be win, lose or draw."),
        ("game draw", {"reason": "boredom"}, "The reason must be a loop or an intentional draw."),
        (
            "match start",
            {"game": "chess", "opponent": "@carol"},
            "Unknown game 'chess': choose Grand Archive (`ga`), Magic (`mtg`) or Terrus.",
        ),
        (
            "match start",
            {"game": "magic", "opponent": "@carol", "variant": "hydra"},
            "Unknown variant 'hydra': the variants of Magic are commander, two-headed-giant, "
            "emperor.",
        ),
        (
            "match start",
            {"game": "magic", "opponent": "@carol", "best_of": 4},
            "A match is best of 1, 3, 5 or 7 games, not 4.",
        ),
    ],
)
async def test_values_outside_the_choices_are_refused(
    arbiter: Arbiter, command: str, options: dict[str, Any], message: str
) -> None:
    await start(arbiter, "magic")
    await refused(arbiter, command, message, **options)


async def test_a_default_game_outside_the_choices_is_refused(arbiter: Arbiter) -> None:
    await refused(
        arbiter,
        "arbiter config",
        "Unknown game 'chess': choose Grand Archive (`ga`), Magic (`mtg`) or Terrus.",
        user=arbiter.admin,
        default_game="chess",
    )


# -- change and total ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "what", "options"),
    [
        ("life", "life", {"change": -3, "total": 10}),
        ("life", "life", {}),
        ("life", "life", {"player": "@bob"}),
        ("poison", "poison", {"change": 1, "total": 1}),
        ("poison", "poison", {}),
        ("commander-damage", "commander damage", {"commander": "@bob"}),
        ("commander-damage", "commander damage", {"commander": "@bob", "change": 2, "total": 9}),
    ],
)
async def test_both_or_neither_of_change_and_total(
    arbiter: Arbiter, command: str, what: str, options: dict[str, Any]
) -> None:
    await start(arbiter, "magic", variant="commander")
    await refused(
        arbiter,
        command,
        f"Give either `change` (e.g. -3) or `total` (the new {what}), not both or neither.",
        **options,
    )


# -- people who are not in the match ------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "command", "options", "user"),
    [
        ("magic", "life", {"change": -1, "player": "@stranger"}, "alice"),
        ("magic", "life", {"change": -1, "player": "@bob", "player2": "@carol"}, "alice"),
        ("magic", "poison", {"change": 1, "player2": "@stranger"}, "alice"),
        ("magic", "deckout", {"player": "@stranger"}, "alice"),
        ("magic", "effect", {"outcome": "win", "player": "@carol"}, "alice"),
        ("commander", "commander-damage", {"commander": "@stranger", "change": 5}, "alice"),
        ("grand-archive", "champion died", {"player2": "@stranger"}, "alice"),
        (
            "grand-archive",
            "champion control",
            {"player": "@stranger", "controller": "@alice"},
            "alice",
        ),
        ("grand-archive", "champion control", {"player": "@alice", "controller": "@dave"}, "alice"),
        ("terrus", "turn-start", {"structures": 1, "player": "@stranger"}, "alice"),
        ("terrus", "vote", {"intelligence": 9, "player": "@stranger"}, "alice"),
        ("magic", "penalty", {"player": "@stranger"}, "admin"),
        ("magic", "concede", {"player": "@stranger"}, "admin"),
    ],
)
async def test_people_not_in_the_match_are_refused(
    arbiter: Arbiter, game: str, command: str, options: dict[str, Any], user: str
) -> None:
    if game == "commander":
        await start(arbiter, "magic", variant="commander")
    else:
        await start(arbiter, game)
    named = users_in(arbiter, options)
    outsider = next(
        u
        for u in named.values()
        if isinstance(u, FakeUser) and u not in (arbiter.alice, arbiter.bob)
    )
    await refused(
        arbiter,
        command,
        f"<@{outsider.id}> is not playing in this match.",
        user=getattr(arbiter, user),
        **options,
    )


async def test_conceding_the_match_for_someone_not_in_it(arbiter: Arbiter) -> None:
    await start(arbiter)
    await refused(
        arbiter,
        "match concede",
        "Only a player of this match can concede it.",
        user=arbiter.admin,
        player="@stranger",
    )


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("deckout", {"player": "@bob", "player2": "@bob"}),
        ("life", {"change": -2, "player": "@alice", "player2": "@alice"}),
        ("poison", {"change": 1, "player": "@bob", "player2": "@bob"}),
    ],
)
async def test_naming_a_player_twice_is_refused(
    arbiter: Arbiter, command: str, options: dict[str, Any]
) -> None:
    await start(arbiter)
    await refused(arbiter, command, "Name each player once.", **options)


async def test_the_same_person_in_two_seats_is_refused(arbiter: Arbiter) -> None:
    await refused(
        arbiter,
        "match start",
        "Each player can take only one seat in a match; name everyone once.",
        game="magic",
        opponent="@alice",
    )
    await refused(
        arbiter,
        "match start",
        "Each player can take only one seat in a match",
        game="magic",
        opponent="@bob",
        player3="@bob",
    )


# -- one match per channel ----------------------------------------------------------------------


async def test_a_second_match_in_the_same_channel_is_refused(arbiter: Arbiter) -> None:
    await start(arbiter, "magic")
    await refused(
        arbiter,
        "match start",
        "This channel already has an active match.",
        "start yours in another channel or a thread",
        user=arbiter.carol,
        game="terrus",
        opponent="@dave",
    )
    other = arbiter.harness.channel("table-2")
    result = await slash(
        arbiter, "match start", arbiter.carol, other, game="terrus", opponent="@dave"
    )
    assert "Match #2 started" in (result.content or "") and not result.ephemeral
    first = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    second = await arbiter.bot.service.status(channel_id=other.id)
    assert (first.id, first.system, second.id, second.system) == (1, "magic", 2, "terrus")
    # Once the first match is over, its channel takes a new one.
    await slash(arbiter, "match concede", arbiter.bob)
    again = await slash(arbiter, "match start", arbiter.carol, game="terrus", opponent="@dave")
    assert "Match #3 started" in (again.content or "")


# -- no match here ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("life", {"change": -3}),
        ("poison", {"total": 2}),
        ("concede", {}),
        ("deckout", {}),
        ("champion died", {}),
        ("effect", {"outcome": "win"}),
        ("game draw", {"reason": "loop"}),
        ("restart", {}),
        ("vote", {"intelligence": 30}),
        ("turn-start", {"structures": 2}),
        ("undo", {}),
        ("choose", {"choice": "play"}),
        ("batch start", {}),
        ("batch resolve", {}),
        ("batch cancel", {}),
        ("match end", {}),
        ("match draw", {}),
        ("match concede", {}),
    ],
)
async def test_reports_with_no_match_in_the_channel(
    arbiter: Arbiter, command: str, options: dict[str, Any]
) -> None:
    # A match elsewhere does not count for this channel.
    await start(arbiter, "magic", channel=arbiter.harness.channel("elsewhere"))
    await refused(arbiter, command, NO_MATCH, **options)


async def test_reading_a_channel_with_no_match(arbiter: Arbiter) -> None:
    for command in ("match status", "match export"):
        await refused(arbiter, command, "No match has been played in this channel yet.")
    history = await slash(arbiter, "match history")
    assert history.ephemeral and history.content == "No matches on record here yet."


# -- events the game does not have --------------------------------------------------------------

UNKNOWN_EVENTS = [
    ("grand-archive", "poison", {"change": 1}, "Grand Archive has no poison counters."),
    ("grand-archive", "life", {"change": -3}, "Grand Archive has no life totals"),
    ("grand-archive", "restart", {}, "Only Magic has a game restart (Karn Liberated)."),
    ("grand-archive", "turn-start", {"structures": 1}, "is not an event in Grand Archive"),
    ("grand-archive", "vote", {"intelligence": 40}, "is not an event in Grand Archive"),
    (
        "grand-archive",
        "commander-damage",
        {"commander": "@bob", "change": 1},
        "Commander damage belongs to Magic's Commander variant.",
    ),
    (
        "magic",
        "champion died",
        {},
        "Magic has no champions; report life, poison or a concession instead.",
    ),
    (
        "magic",
        "champion control",
        {"player": "@alice", "controller": "@bob"},
        "Magic has no champions",
    ),
    ("magic", "turn-start", {"structures": 3}, "Structures and Relics are Terrus"),
    ("magic", "vote", {"intelligence": 40}, "is not an event in Magic"),
    (
        "magic",
        "commander-damage",
        {"commander": "@bob", "change": 5},
        "Commander damage only counts in a Commander game; "
        "report the damage as a life change instead.",
    ),
    ("terrus", "poison", {"change": 1}, "Terrus has no poison counters; report vitae with life."),
    ("terrus", "champion died", {}, "Terrus has no champions; report vitae with life."),
    ("terrus", "restart", {}, "a restarted game ends (Terrus 5.1)"),
]


@pytest.mark.parametrize(("game", "command", "options", "message"), UNKNOWN_EVENTS)
async def test_events_the_game_does_not_know(
    arbiter: Arbiter, game: str, command: str, options: dict[str, Any], message: str
) -> None:
    await start(arbiter, game)
    await refused(arbiter, command, message, **options)


async def test_refusals_name_commands_not_internal_event_names(arbiter: Arbiter) -> None:
    await start(arbiter, "grand-archive")
    texts = [
        await refused(arbiter, "turn-start", structures=1),
        await refused(arbiter, "life", change=-3),
    ]
    terrus = arbiter.harness.channel("terrus")
    await start(arbiter, "terrus", channel=terrus)
    texts.append(await refused(arbiter, "life", channel=terrus, change=-3))
    internal = re.compile(
        r"\b(turn_start|champion_died|champion_control|deck_out|dominion_vote)\b|\"set\""
    )
    assert not [t for t in texts if internal.search(t)], texts


# -- after the match ----------------------------------------------------------------------------


# Right after a match ends, a refusal names how it ended (issue 19).
OVER = "Match #1 here is over: bob wins the match"


async def test_reports_after_the_match_is_over(arbiter: Arbiter) -> None:
    started = await start(arbiter, "magic")
    pending = await slash(arbiter, "life", arbiter.bob, player="@alice", total=0)  # needs alice
    assert labels(pending) == ["Confirm", "Dispute"]
    over = await slash(arbiter, "match concede", arbiter.alice)
    assert "bob wins the match" in (over.content or "") and "by concession" in over.content
    for command, options in [
        ("life", {"change": 5}),
        ("concede", {}),
        ("undo", {}),
        ("choose", {"choice": "play"}),
        ("match end", {}),
        ("match concede", {}),
        ("batch start", {}),
    ]:
        await refused(arbiter, command, OVER, "/match start", **options)
    await refused(arbiter, "penalty", OVER, user=arbiter.admin, player="@bob")
    # Old buttons from the finished match change nothing either.
    before = await snapshot(arbiter)
    for message, label, user in [
        (pending.response, "Confirm", arbiter.alice),
        (started.response, "Play first", arbiter.bob),
    ]:
        pressed = await press(arbiter, message, label, user)
        assert pressed.ephemeral and not pressed.channel_messages, pressed
        settled = "That choice was for game 1, which is settled."
        assert (pressed.content or "").startswith(OVER) or pressed.content == settled
    assert await snapshot(arbiter) == before
    status = await slash(arbiter, "match status")
    assert status.embeds[0].fields[-1].name == "Result"


# -- teams text ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("teams", "message"),
    [
        ("1 3 x 2 4", "teams: use seat numbers, e.g. `1 3 vs 2 4`."),
        ("one and three vs two and four", "teams: use seat numbers"),
        ("1 5 vs 2 4", "teams: there is no player in seat 5."),
        ("0 3 vs 2 4", "teams: there is no player in seat 0."),
        ("vs", "teams: name at least one seat on each side, e.g. `1 3 vs 2 4`."),
        ("1 2 3 4 vs", "teams: name at least one seat on each side"),
        ("1 3 vs 2 4 vs", "teams: name at least one seat on each side"),
        ("1 3 vs 3 4", "Every player must be on exactly one team."),
        ("1 vs 2 4", "Every player must be on exactly one team."),
    ],
)
async def test_bad_teams_text(arbiter: Arbiter, teams: str, message: str) -> None:
    await refused(
        arbiter,
        "match start",
        message,
        game="magic",
        variant="two-headed-giant",
        opponent="@bob",
        player3="@carol",
        player4="@dave",
        teams=teams,
    )


async def test_teams_text_is_read_loosely(arbiter: Arbiter) -> None:
    result = await slash(
        arbiter,
        "match start",
        game="magic",
        variant="two-headed-giant",
        opponent="@bob",
        player3="@carol",
        player4="@dave",
        teams="1+3 VS 2,4",
    )
    assert "Match #1 started" in (result.content or ""), result
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.teams == (("alice", "carol"), ("bob", "dave"))


async def test_bad_emperors_text(arbiter: Arbiter) -> None:
    await refused(
        arbiter,
        "match start",
        "emperors: use seat numbers, e.g. `1 2`.",
        game="magic",
        variant="emperor",
        opponent="@bob",
        player3="@carol",
        player4="@dave",
        player5="@erin",
        player6="@frank",
        teams="1 3 5 vs 2 4 6",
        emperors="first second",
    )


# -- Grand Archive: no intentional draw once game 1 began ---------------------------------------


async def test_grand_archive_match_draw_after_game_one_began(arbiter: Arbiter) -> None:
    await start(arbiter, "grand-archive")
    # Before game 1 begins a draw may be proposed (and withdrawn).
    proposal = await slash(arbiter, "match draw")
    assert labels(proposal) == ["Confirm", "Dispute"]
    await slash(arbiter, "undo")
    over = await slash(arbiter, "concede", arbiter.bob)
    assert "Game 1 is over" in (over.content or "")
    for user in (arbiter.alice, arbiter.bob, arbiter.admin):
        await refused(
            arbiter,
            "match draw",
            "Grand Archive allows an intentional draw only before the first game begins.",
            "End the match early with /match end instead.",
            user=user,
        )


async def test_negative_commander_damage_does_not_give_life(arbiter: Arbiter) -> None:
    await start(arbiter, "magic", variant="commander")
    await slash(arbiter, "commander-damage", commander="@bob", change=5)
    # Combat damage is never negative: a lower tally is a correction, and gains no life.
    await refused(arbiter, "commander-damage", "tally_only", commander="@bob", change=-2)
    view = await helpers.status(arbiter)
    assert view.player("alice").life == 35
    assert view.player("alice").commander_damage == {"bob": 5}
