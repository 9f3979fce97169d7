"""What Arbiter says, through discord.py: each result said once, counts in the singular when
there is one, proposals and withdrawn reports described as they are, no range-of-influence talk
in a two-player game, the variant in the start message, a Two-Headed Giant team's shared life
said once, pods standings without game percentages, a pods result refused in command words,
and a report right after a match ended told how it ended."""

from __future__ import annotations

import pytest

from tests.discord import helpers
from tests.discord.conftest import Arbiter
from tests.discord.helpers import board_fields, make_judges, slash
from tests.discord.test_leagues import League, announced

pytestmark = pytest.mark.usefixtures("seat_one_chooses")


async def test_a_match_draw_agreed_by_typing_says_the_result_once(arbiter: Arbiter) -> None:
    await helpers.start(arbiter)
    proposal = await slash(arbiter, "match draw", arbiter.alice)
    agreed = await slash(arbiter, "match draw", arbiter.bob)
    result = "The match is a draw (intentional draw)"
    assert result in (agreed.content or "")
    assert proposal.response is not None
    retired = proposal.response.content or ""
    assert retired == f"Confirmed by <@{arbiter.bob.id}>.", retired
    said = [m.content or "" for m in arbiter.harness.channel_history(arbiter.table.id)]
    assert sum(text.count(result) for text in said) == 1, said


async def test_ending_between_games_does_not_speak_of_a_game_in_progress(
    arbiter: Arbiter,
) -> None:
    await helpers.start(arbiter)
    await slash(arbiter, "concede", arbiter.bob)  # game 1 over; game 2 not begun
    between = await slash(arbiter, "match end", arbiter.alice)
    text = between.content or ""
    assert "game in progress" not in text
    assert "before the next game" in text
    await slash(arbiter, "life", arbiter.alice, change=-1)  # game 2 under way
    await slash(arbiter, "match end", arbiter.bob)  # bob agrees: the match ends
    assert (await arbiter.bot.service.status(channel_id=arbiter.table.id)).result is not None


async def test_a_judges_end_over_a_waiting_report_withdraws_it(arbiter: Arbiter) -> None:
    await helpers.start(arbiter)
    await make_judges(arbiter)
    waiting = await slash(arbiter, "life", arbiter.alice, player=arbiter.bob, total=0)
    await slash(arbiter, "match end", arbiter.judge)
    assert waiting.response is not None
    retired = waiting.response.content or ""
    assert retired.startswith("Withdrawn: the match ended before this report was confirmed")
    assert "Settled" not in retired


async def test_a_two_player_turn_start_says_nothing_of_range_of_influence(
    arbiter: Arbiter,
) -> None:
    await helpers.start(arbiter)
    turn = await slash(arbiter, "turn-start", arbiter.alice)
    assert (turn.content or "").startswith("Recorded: alice began a turn.")
    assert "range of influence" not in (turn.content or "")


async def test_the_start_message_names_the_variant(arbiter: Arbiter) -> None:
    started = await helpers.start(
        arbiter, variant="commander", opponent=arbiter.bob, player3=arbiter.carol
    )
    assert "Magic: The Gathering (commander), best of 1." in (started.content or "")


async def test_two_headed_giant_says_the_shared_life_once(arbiter: Arbiter) -> None:
    a = arbiter
    started = await helpers.start(
        a,
        variant="two-headed-giant",
        opponent=a.bob,
        player3=a.carol,
        player4=a.dave,
        teams="1 3 vs 2 4",
    )
    board = started.channel_messages[0]
    recorded = await slash(a, "life", a.alice, change=-3)
    assert (recorded.content or "").startswith("Recorded: alice & carol: shared life 27")
    game = board_fields(board)["Game 1"]
    assert game.count("27") == 1 and game.count("30") == 1, game
    assert f"<@{a.alice.id}> & <@{a.carol.id}>: shared life 27" in game


async def test_a_report_after_the_match_ended_names_its_result(arbiter: Arbiter) -> None:
    await helpers.start(arbiter)
    await slash(arbiter, "match concede", arbiter.bob)
    late = await slash(arbiter, "life", arbiter.alice, change=-1)
    assert late.ephemeral
    text = late.content or ""
    assert text.startswith("Match #1 here is over: alice wins the match"), text
    assert "/match start" in text


async def test_pods_words_and_standings(arbiter: Arbiter) -> None:
    league = League(arbiter)
    await league.slash(
        "league create",
        arbiter.admin,
        name="Pods",
        game="magic",
        kind="pods",
        variant="commander",
    )
    joined = await league.slash("league join", arbiter.alice)
    assert "(1 player)." in (joined.content or "")
    for person in (arbiter.bob, arbiter.carol):
        await league.slash("league join", person)
    announced(await league.slash("league round start", arbiter.admin))

    wrong = await league.slash("league result", arbiter.admin, round=1, table=1, games="2-1")
    assert wrong.ephemeral
    text = wrong.content or ""
    assert text.startswith("This is a pods league: give the pod's `winner`"), text
    assert '"games"' not in text and "field" not in text

    await league.slash("league result", arbiter.admin, round=1, table=1, draw=True, live="close")
    standings = await league.slash("league standings", arbiter.alice)
    embed = standings.embeds[0]
    rows = (embed.description or "").splitlines()
    assert all("— 1 pt, 0-0-1" in row for row in rows), rows
    assert all("GW" not in row and "OGW" not in row for row in rows), rows
    assert embed.footer.text is not None and "GW%" not in embed.footer.text


async def test_one_poison_counter_is_said_in_the_singular(arbiter: Arbiter) -> None:
    """A ruling restated `alice gets 1 poison counters` and `bob has 1 poison counters`."""
    result = await slash(
        arbiter,
        "ruling",
        arbiter.alice,
        situation="magic: alice gets 1 poison counter. bob has 1 poison. carol gets 2 poison",
    )
    text = result.embeds[0].description or ""
    # alice asked: her own line is said to her ("you get 1 poison counter").
    assert "you get 1 poison counter\n" in text, text
    assert "bob has 1 poison counter\n" in text and "carol gets 2 poison counters" in text, text
    assert "1 poison counters" not in text, text


async def test_a_partners_damage_on_the_board_names_its_owner_then_the_partner(
    arbiter: Arbiter,
) -> None:
    """The board read `20 from bob (Tymna)'s commander`: it reads `bob's commander Tymna`,
    as the answer to the report does."""
    await helpers.start(arbiter, "magic", variant="commander", player3=arbiter.carol)
    await slash(arbiter, "commander-damage", commander=arbiter.bob, total=20, source="Tymna")
    board = (await slash(arbiter, "match status", arbiter.alice)).embeds[0]  # the board
    shown = "\n".join(f.value or "" for f in board.fields)
    assert "20 from bob's commander Tymna" in shown, shown
    assert "(Tymna)'s" not in shown


async def test_a_report_while_a_draw_is_proposed_calls_it_a_proposal(arbiter: Arbiter) -> None:
    """A report while a match draw waited for an answer was refused as "A report is waiting
    for confirmation", though nobody had reported anything."""
    await helpers.start(arbiter)
    await slash(arbiter, "match draw", arbiter.alice)
    refused = await slash(arbiter, "life", arbiter.bob, change=-1)
    text = refused.content or ""
    assert refused.ephemeral and "A proposed match draw is waiting for confirmation" in text, text
    assert "A report is waiting" not in text
