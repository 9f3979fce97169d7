"""Who may do what, through discord.py: every refusal is ephemeral, says what to do instead,
and changes nothing (the match, its log, the server's settings and its match list are compared
before and after).

Judges: the guild's judge role (once `/arbiter config judge_role:` names it) or Manage Server.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.discord.conftest import Arbiter
from tests.discord.helpers import labels, make_judges, press, slash, snapshot, start, status
from tests.discord_harness import FakeChannel, FakeMessage, FakeUser, InteractionResult

# -- helpers ------------------------------------------------------------------------------------


def assert_refusal(result: InteractionResult, *says: str) -> str:
    """Only the asker sees it, nothing is posted or edited in the channel, it says `says`."""
    assert result.responded and result.ephemeral, result
    assert not result.channel_messages and not result.edited_messages, result
    assert all(message.ephemeral for message in result.messages), result
    assert not result.components, "a refusal carries no buttons"
    text = result.content or ""
    assert "Traceback" not in text and "Something went wrong" not in text, text
    for piece in says:
        assert piece in text, f"{piece!r} not in {text!r}"
    return text


async def refused(
    arbiter: Arbiter,
    command: str,
    user: FakeUser,
    *says: str,
    channel: FakeChannel | None = None,
    **options: Any,
) -> str:
    before = await snapshot(arbiter, channel)
    result = await slash(arbiter, command, user, channel, **options)
    text = assert_refusal(result, *says)
    assert await snapshot(arbiter, channel) == before, f"/{command} changed something"
    return text


async def refused_click(
    arbiter: Arbiter, message: FakeMessage, label: str, user: FakeUser, *says: str
) -> str:
    before = await snapshot(arbiter)
    buttons_before = [b["custom_id"] for b in message.buttons]
    result = await press(arbiter, message, label, user)
    text = assert_refusal(result, *says)
    assert [b["custom_id"] for b in message.buttons] == buttons_before, "the buttons must stay"
    assert await snapshot(arbiter) == before, f"pressing {label} changed something"
    return text


async def standing(arbiter: Arbiter, name: str) -> str:
    return (await status(arbiter)).player(name).standing


# -- reporting on a match -------------------------------------------------------------------------


async def test_a_stranger_cannot_report_on_someone_elses_match(arbiter: Arbiter) -> None:
    await start(arbiter)
    for command, options in [
        ("life", {"change": -3, "player": arbiter.alice}),
        ("deckout", {"player": arbiter.bob}),
        ("effect", {"outcome": "lose", "player": arbiter.alice}),
        ("game draw", {"reason": "loop"}),
        ("restart", {}),
    ]:
        await refused(
            arbiter,
            command,
            arbiter.stranger,
            "Only this match's players or a judge can report on it",
            "Ask a player or a judge",
            **options,
        )
    for command in ("batch start", "match end", "match draw"):
        await refused(arbiter, command, arbiter.stranger, "Only this match's players or a judge")


async def test_a_strangers_own_report_says_what_to_do(arbiter: Arbiter) -> None:
    await start(arbiter)
    for command, options in [("concede", {}), ("life", {"change": -1}), ("deckout", {})]:
        await refused(
            arbiter,
            command,
            arbiter.stranger,
            "Only this match's players or a judge can report on it. Ask a player or a judge.",
            **options,
        )


async def test_a_stranger_cannot_press_a_matchs_buttons(arbiter: Arbiter) -> None:
    started = await start(arbiter)
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    chooser = arbiter.alice if view.game.chooser == "alice" else arbiter.bob
    await refused_click(
        arbiter, started.response, "Play first", arbiter.stranger, f"{chooser.name} chooses"
    )
    report = await slash(arbiter, "life", arbiter.alice, player=arbiter.bob, total=0)
    assert labels(report) == ["Confirm", "Dispute"]
    for label in ("Confirm", "Dispute"):
        await refused_click(
            arbiter, report.response, label, arbiter.stranger, "Only bob or a judge can confirm"
        )


# -- conceding for someone else -------------------------------------------------------------------


async def test_a_player_cannot_concede_for_another_player(arbiter: Arbiter) -> None:
    await start(arbiter)
    await refused(
        arbiter,
        "concede",
        arbiter.alice,
        "Only bob or a judge can concede for bob",
        player=arbiter.bob,
    )
    await refused(
        arbiter,
        "match concede",
        arbiter.alice,
        "Only bob or a judge can concede the match for bob",
        player=arbiter.bob,
    )


async def test_a_judge_by_role_concedes_a_game_for_a_player(arbiter: Arbiter) -> None:
    await make_judges(arbiter)
    await start(arbiter)
    result = await slash(arbiter, "concede", arbiter.judge, player=arbiter.bob)
    assert not result.ephemeral
    assert "bob loses: they conceded" in (result.content or "")
    assert "Game 1 is over. Score: alice 1, bob 0." in (result.content or "")
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.wins == (1, 0) and view.game.number == 2 and view.pending is None


async def test_manage_server_concedes_the_match_for_a_player(arbiter: Arbiter) -> None:
    await start(arbiter)
    result = await slash(arbiter, "match concede", arbiter.admin, player=arbiter.alice)
    assert not result.ephemeral
    assert "bob wins the match" in (result.content or "") and "by concession" in result.content
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.result is not None and view.result.winners == ("bob",)


async def test_a_player_concedes_for_themselves(arbiter: Arbiter) -> None:
    await start(arbiter)
    result = await slash(arbiter, "concede", arbiter.bob, player=arbiter.bob)
    assert "bob loses: they conceded" in (result.content or "")


# -- judges only -----------------------------------------------------------------------------------


async def test_penalty_is_for_judges_only(arbiter: Arbiter) -> None:
    await start(arbiter)
    for user in (arbiter.alice, arbiter.bob, arbiter.stranger):
        await refused(arbiter, "penalty", user, "judge", player=arbiter.bob)
    text = await refused(arbiter, "penalty", arbiter.alice, player=arbiter.bob)
    assert text == "Only a judge can give a game loss penalty; call a judge."
    result = await slash(arbiter, "penalty", arbiter.admin, player=arbiter.bob)
    assert "bob loses: a judge gave them a game loss" in (result.content or "")
    assert "(MTG CR 104.3k)" in (result.content or "")


async def test_judge_by_role_only_once_the_role_is_configured(arbiter: Arbiter) -> None:
    await start(arbiter)
    # judy has the Judges role, but the server has not named it the judge role yet.
    await refused(arbiter, "penalty", arbiter.judge, "or a judge", player=arbiter.bob)
    await make_judges(arbiter)
    result = await slash(arbiter, "penalty", arbiter.judge, player=arbiter.bob)
    assert "bob loses: a judge gave them a game loss" in (result.content or "")
    # A member with some other role is no judge.
    players_role = arbiter.harness.role("Players")
    frank = arbiter.harness.user(900_000_000_000_004_000, "frankie", roles=[players_role])
    await refused(arbiter, "penalty", frank, "or a judge", player=arbiter.alice)
    # Clearing the setting takes the role's authority away again.
    cleared = await slash(arbiter, "arbiter config", arbiter.admin, clear_judge_role=True)
    assert "judge role none" in (cleared.content or "")
    await refused(arbiter, "penalty", arbiter.judge, "or a judge", player=arbiter.alice)


async def test_judge_by_manage_server_needs_no_role(arbiter: Arbiter) -> None:
    await start(arbiter)
    result = await slash(arbiter, "penalty", arbiter.admin, player=arbiter.alice)
    assert "alice loses: a judge gave them a game loss" in (result.content or "")
    # A judge's report that knocks someone out needs no confirmation: game 2 is next.
    assert labels(result) == ["Play first", "Play second"]
    assert await standing(arbiter, "alice") == "playing"
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.wins == (0, 1)


# -- /arbiter config -------------------------------------------------------------------------------


async def test_arbiter_config_is_hidden_by_default_permissions(arbiter: Arbiter) -> None:
    group = arbiter.bot.tree.get_command("arbiter")
    assert group is not None and group.default_permissions is not None
    assert group.default_permissions.manage_guild


@pytest.mark.parametrize(
    "options",
    [
        {"confirmation": False},
        {"default_game": "terrus"},
        {"clear_judge_role": True},
        {},
    ],
)
async def test_arbiter_config_without_manage_server_is_refused(
    arbiter: Arbiter, options: dict[str, Any]
) -> None:
    await make_judges(arbiter)
    # Even a judge (by role) needs Manage Server to change the settings.
    for user in (arbiter.alice, arbiter.judge, arbiter.stranger):
        await refused(
            arbiter, "arbiter config", user, "needs the Manage Server permission", "ask", **options
        )
    await refused(
        arbiter,
        "arbiter config",
        arbiter.alice,
        "Manage Server",
        judge_role=arbiter.harness.role("Mine"),
    )


# -- undo and confirmations ------------------------------------------------------------------------


async def test_undo_of_someone_elses_report_is_refused(arbiter: Arbiter) -> None:
    await make_judges(arbiter)
    await start(arbiter)
    await slash(arbiter, "life", arbiter.alice, change=-3)
    alice = arbiter.alice.id
    for user in (arbiter.bob, arbiter.stranger):
        await refused(
            arbiter, "undo", user, f"Only <@{alice}>, who made the last report, or a judge"
        )
    result = await slash(arbiter, "undo", arbiter.judge)
    assert not result.ephemeral and "undid the last report of game 1" in (result.content or "")
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.player("alice").life == 20
    assert [r.status for r in await arbiter.bot.service.log(view.id)] == ["undone"]


async def test_withdrawing_someone_elses_waiting_report_is_refused(arbiter: Arbiter) -> None:
    await start(arbiter)
    await slash(arbiter, "life", arbiter.alice, player=arbiter.bob, total=0)
    await refused(arbiter, "undo", arbiter.bob, "Only whoever made the waiting report, or a judge")
    result = await slash(arbiter, "undo", arbiter.alice)
    assert "withdrew the report that was waiting for confirmation" in (result.content or "")


async def test_confirming_someone_elses_pending_report_is_refused(arbiter: Arbiter) -> None:
    await make_judges(arbiter)
    await start(arbiter)
    report = await slash(arbiter, "life", arbiter.alice, player=arbiter.bob, total=0)
    assert f"<@{arbiter.bob.id}> (or a judge): confirm or dispute." in (report.content or "")
    # The reporter cannot confirm (or dispute) their own report about bob.
    await refused_click(arbiter, report.response, "Confirm", arbiter.alice, "Only bob or a judge")
    await refused_click(arbiter, report.response, "Dispute", arbiter.alice, "Only bob or a judge")
    # A judge can.
    confirmed = await press(arbiter, report.response, "Confirm", arbiter.judge)
    assert not confirmed.ephemeral
    assert (confirmed.content or "").startswith(f"Confirmed by <@{arbiter.judge.id}>.")
    assert "bob loses: their life total is 0" in (confirmed.content or "")
    assert "Confirm" not in labels(report)


# -- starting matches ------------------------------------------------------------------------------


async def test_starting_a_match_you_are_not_in_is_refused(arbiter: Arbiter) -> None:
    for user in (arbiter.stranger, arbiter.judge):  # judy is no judge until the role is set
        await refused(
            arbiter,
            "match start",
            user,
            "You can only start a match you play in; a judge can start one for others.",
            game="magic",
            opponent=arbiter.bob,
            player1=arbiter.carol,
        )


async def test_a_judge_starts_a_match_for_others_with_player1(arbiter: Arbiter) -> None:
    await make_judges(arbiter)
    result = await slash(
        arbiter,
        "match start",
        arbiter.judge,
        game="terrus",
        opponent=arbiter.bob,
        player1=arbiter.carol,
    )
    assert not result.ephemeral
    assert f"<@{arbiter.carol.id}> vs <@{arbiter.bob.id}>, Terrus" in (result.content or "")
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert [(p.name, p.user_id) for p in view.players] == [
        ("carol", arbiter.carol.id),
        ("bob", arbiter.bob.id),
    ]
    # The judge is not a player, but still rules on the match.
    await refused(arbiter, "match concede", arbiter.judge, "Only a player of this match")
    ruled = await slash(arbiter, "penalty", arbiter.judge, player=arbiter.carol)
    assert "carol loses" in (ruled.content or "")


async def test_manage_server_starts_a_match_for_others(arbiter: Arbiter) -> None:
    result = await slash(
        arbiter,
        "match start",
        arbiter.admin,
        game="grand-archive",
        opponent=arbiter.dave,
        player1=arbiter.erin,
    )
    assert f"<@{arbiter.erin.id}> vs <@{arbiter.dave.id}>, Grand Archive" in (result.content or "")
