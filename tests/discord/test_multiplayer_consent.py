"""Consent at a multiplayer table, through discord.py: a report that knocks out several players
takes effect once every one of them has confirmed it, or a judge has (product.md,
"Confirmation"); any one of them may dispute it. Each Confirm press says who is still awaited.
"""

from __future__ import annotations

import pytest

from tests.discord import helpers
from tests.discord.conftest import Arbiter
from tests.discord.helpers import labels, make_judges, press, slash
from tests.discord_harness import InteractionResult

pytestmark = pytest.mark.usefixtures("seat_one_chooses")


async def start_commander(arbiter: Arbiter) -> None:
    await helpers.start(
        arbiter,
        "magic",
        variant="commander",
        opponent=arbiter.bob,
        player3=arbiter.carol,
        player4=arbiter.dave,
    )


async def knock_out_bob_and_carol(arbiter: Arbiter) -> InteractionResult:
    report = await slash(
        arbiter, "life", arbiter.alice, player=arbiter.bob, player2=arbiter.carol, change=-40
    )
    content = report.content or ""
    assert f"<@{arbiter.bob.id}>, <@{arbiter.carol.id}> (or a judge)" in content
    assert report.response is not None
    assert sorted(report.response.mention_ids) == sorted([arbiter.bob.id, arbiter.carol.id])
    return report


async def standings(arbiter: Arbiter) -> dict[str, str]:
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    return {p.name: p.standing for p in view.players}


async def test_one_victims_confirm_waits_for_the_other(arbiter: Arbiter) -> None:
    bob, carol = arbiter.bob, arbiter.carol
    await start_commander(arbiter)
    report = await knock_out_bob_and_carol(arbiter)

    first = await press(arbiter, report.response, "Confirm", bob)
    text = first.content or ""
    # The press says who is still awaited, and the buttons stay for them.
    assert text.startswith(f"<@{bob.id}> confirmed.\n")
    assert f"<@{carol.id}> (or a judge): confirm or dispute." in text
    assert f"<@{bob.id}> (or a judge)" not in text
    assert labels(first) == ["Confirm", "Dispute"]
    waiting = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert waiting.pending is not None
    assert await standings(arbiter) == {
        "alice": "playing",
        "bob": "playing",
        "carol": "playing",
        "dave": "playing",
    }
    # bob cannot settle it by pressing again.
    again = await press(arbiter, report.response, "Confirm", bob)
    assert f"<@{carol.id}> (or a judge): confirm or dispute." in (again.content or "")
    assert (await arbiter.bot.service.status(channel_id=arbiter.table.id)).pending is not None

    second = await press(arbiter, report.response, "Confirm", carol)
    assert (second.content or "").startswith(f"Confirmed by <@{carol.id}>.")
    assert await standings(arbiter) == {
        "alice": "playing",
        "bob": "lost",
        "carol": "lost",
        "dave": "playing",
    }


async def test_any_victim_may_dispute_after_another_confirmed(arbiter: Arbiter) -> None:
    bob, carol = arbiter.bob, arbiter.carol
    await start_commander(arbiter)
    report = await knock_out_bob_and_carol(arbiter)
    await press(arbiter, report.response, "Confirm", bob)

    disputed = await press(arbiter, report.response, "Dispute", carol)
    assert (disputed.content or "").startswith(f"Disputed by <@{carol.id}>")
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.pending is None
    assert view.player("bob").life == 40 and view.player("carol").life == 40
    assert set((await standings(arbiter)).values()) == {"playing"}


async def test_a_judge_alone_settles_a_multiplayer_knockout(arbiter: Arbiter) -> None:
    await start_commander(arbiter)
    await make_judges(arbiter)
    report = await knock_out_bob_and_carol(arbiter)

    confirmed = await press(arbiter, report.response, "Confirm", arbiter.judge)
    assert (confirmed.content or "").startswith(f"Confirmed by <@{arbiter.judge.id}>.")
    assert (await standings(arbiter))["bob"] == "lost"
    assert (await standings(arbiter))["carol"] == "lost"


async def test_an_emperors_teammates_confirm_too(arbiter: Arbiter) -> None:
    """Emperor, teams alice carol erin vs bob dave frank, emperors alice and bob: a report that
    takes out bob takes out his whole team, and each of them confirms."""
    bob, dave, frank = arbiter.bob, arbiter.dave, arbiter.frank
    await helpers.start(
        arbiter,
        "magic",
        variant="emperor",
        opponent=bob,
        player3=arbiter.carol,
        player4=dave,
        player5=arbiter.erin,
        player6=frank,
        teams="1 3 5 vs 2 4 6",
        emperors="1 2",
    )
    report = await slash(arbiter, "life", arbiter.alice, player=bob, total=0)
    ids = (bob.id, dave.id, frank.id)
    assert "<@{}>, <@{}>, <@{}> (or a judge)".format(*ids) in (report.content or "")

    first = await press(arbiter, report.response, "Confirm", bob)
    assert f"<@{dave.id}>, <@{frank.id}> (or a judge): confirm or dispute." in (first.content or "")
    second = await press(arbiter, report.response, "Confirm", frank)
    assert f"<@{dave.id}> (or a judge): confirm or dispute." in (second.content or "")
    assert set((await standings(arbiter)).values()) == {"playing"}
    third = await press(arbiter, report.response, "Confirm", dave)
    assert (third.content or "").startswith(f"Confirmed by <@{dave.id}>.")
    assert await standings(arbiter) == {
        "alice": "won",
        "bob": "lost",
        "carol": "won",
        "dave": "lost",
        "erin": "won",
        "frank": "lost",
    }


async def test_a_batch_resolved_by_someone_else_is_credited_to_its_reporter(
    arbiter: Arbiter,
) -> None:
    """alice batches a report that takes carol out; carol resolves the batch. The report is
    alice's: carol is asked to confirm alice's report, not 'her own', and alice may withdraw
    it with /undo."""
    alice, carol = arbiter.alice, arbiter.carol
    await start_commander(arbiter)
    await slash(arbiter, "batch start", alice)
    await slash(arbiter, "life", alice, player=carol, total=0)
    await slash(arbiter, "life", arbiter.bob, change=-3)
    resolved = await slash(arbiter, "batch resolve", carol)
    text = resolved.content or ""
    assert text.startswith(f"<@{alice.id}> reports (resolved by <@{carol.id}>):\n"), text
    assert f"<@{carol.id}> (or a judge): confirm or dispute." in text
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.pending is not None and view.pending.requested_by == alice.id
    undone = await slash(arbiter, "undo", alice)
    assert not undone.ephemeral, undone.content
    assert (await arbiter.bot.service.status(channel_id=arbiter.table.id)).pending is None


async def test_grand_archive_multiplayer_offers_no_choice_the_rule_makes(
    arbiter: Arbiter,
) -> None:
    """Grand Archive multiplayer: the first player who lost goes first in the next game, so
    the result names them and offers no Play first / Play second buttons."""
    bob, carol = arbiter.bob, arbiter.carol
    await helpers.start(arbiter, "grand-archive", opponent=bob, player3=carol, best_of=5)
    await slash(arbiter, "concede", bob)
    over = await slash(arbiter, "concede", carol)
    text = over.content or ""
    assert "Game 1 is over." in text
    assert f"<@{bob.id}> plays first in game 2: the first player who lost goes first" in text
    assert "chooses whether to play first" not in text
    assert over.response is not None and labels(over) == []
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.game.number == 2 and view.game.first_player == "bob"

    # The same after a Confirm: carol concedes game 2, then bob confirms his champion died.
    await slash(arbiter, "concede", carol)
    report = await slash(arbiter, "champion died", arbiter.alice, player=bob)
    confirmed = await press(arbiter, report.response, "Confirm", bob)
    (first_player,) = confirmed.followups
    assert f"<@{carol.id}> plays first in game 3" in (first_player.content or "")
    assert first_player.custom_ids == []


async def test_grand_archive_multiplayer_draw_the_first_player_who_lost_goes_first(
    arbiter: Arbiter,
) -> None:
    """Grand Archive multiplayer: the first player who lost goes first next game, even when
    the players left in the game then all lost at once, which makes the game a draw for them
    (GA Ending the Game 4); it is not a drawn game with no loser, where the chooser stays."""
    alice, bob, carol = arbiter.alice, arbiter.bob, arbiter.carol
    await make_judges(arbiter)
    await helpers.start(arbiter, "grand-archive", opponent=bob, player3=carol, best_of=3)
    await slash(arbiter, "concede", bob)
    drawn = await slash(arbiter, "champion died", arbiter.judge, player=alice, player2=carol)
    text = drawn.content or ""
    assert "Game 1 is over." in text and "1 drawn game" in text, text
    assert f"<@{bob.id}> plays first in game 2: the first player who lost goes first" in text
    assert "chooses whether to play first" not in text
    assert labels(drawn) == []
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.game.number == 2 and view.game.first_player == "bob"
    # The rule decided it, and no game has begun: /choose says so, not that game 2 began.
    late = await slash(arbiter, "choose", bob, choice="draw")
    assert late.ephemeral
    assert late.content == "bob plays first in game 2: that is settled, nothing is left to choose."
