"""Reporting the way people play (issue 12), end to end through discord.py: one command per
real event, an answer to every report, agreeing by repeating a command, scores nobody
misreads, and words that fit the moment.
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.discord import helpers
from tests.discord.conftest import Arbiter
from tests.discord.helpers import board_fields, make_judges, press, slash, snapshot, status
from tests.discord_harness import FakeMessage, InteractionResult


async def begin(arbiter: Arbiter, game: str = "magic", **options: object) -> FakeMessage:
    """Start a match; the scoreboard message (edited in place from then on)."""
    started = await helpers.start(arbiter, game, **options)
    return started.channel_messages[0]


def text(result: InteractionResult) -> str:
    return result.content or ""


# -- 1. commander combat damage is damage ---------------------------------------------------------


async def test_commander_damage_lowers_life_and_tally_only_corrects(arbiter: Arbiter) -> None:
    board = await begin(arbiter, variant="commander")
    hit = await slash(arbiter, "commander-damage", commander=arbiter.bob, change=10)
    assert not hit.ephemeral
    assert text(hit) == (
        "Recorded: alice: 10 of 21 from bob's commander; life 30 (a player loses at 0)."
    )
    view = await status(arbiter)
    assert view.player("alice").life == 30
    assert view.player("alice").commander_damage == {"bob": 10}
    assert "life 30, 10 from bob's commander" in board_fields(board)["Game 1"]
    # One report, one entry in the log: both changes were judged at one checkpoint.
    log = await arbiter.bot.service.log(view.id)
    assert len(log) == 1
    assert log[0].payload == {
        "simultaneous": [
            {"event": "commander_damage", "player": "alice", "commander": "bob", "delta": 10},
            {"event": "life", "player": "alice", "delta": -10},
        ]
    }

    corrected = await slash(
        arbiter, "commander-damage", commander=arbiter.bob, change=-2, tally_only=True
    )
    assert "8 of 21 from bob's commander; life 30" in text(corrected)
    fixed = await slash(arbiter, "commander-damage", commander=arbiter.bob, total=12)
    assert "12 of 21 from bob's commander; life 30" in text(fixed)
    view = await status(arbiter)
    assert view.player("alice").life == 30
    assert view.player("alice").commander_damage == {"bob": 12}


async def test_a_lethal_commander_hit_is_judged_once_for_both_reasons(arbiter: Arbiter) -> None:
    await begin(arbiter, variant="commander", starting_life=21)
    lethal = await slash(arbiter, "commander-damage", commander=arbiter.bob, change=21)
    verdict = text(lethal)
    assert "alice loses: their life total is 0; bob's commander has dealt them 21" in verdict
    assert "MTG CR 704.5a" in verdict and "MTG CR 903.10" in verdict
    assert "Game 1 is over. Score: alice 0, bob 1." in verdict


# -- 2. Terrus starting vitae carries -------------------------------------------------------------


async def terrus_with_vitae(arbiter: Arbiter) -> FakeMessage:
    """A Terrus match whose players reported their clades' vitae: alice 25, bob 22."""
    board = await begin(arbiter, "terrus")
    await slash(arbiter, "life", total=25)
    await slash(arbiter, "life", arbiter.bob, total=22)
    return board


async def test_terrus_starting_vitae_carries_to_the_next_game(
    arbiter: Arbiter, seat_one_chooses: None
) -> None:
    board = await terrus_with_vitae(arbiter)
    await slash(arbiter, "life", arbiter.bob, change=-4)
    footer = "_Starting vitae alice 25, bob 22: it carries to the next game (Terrus 4.3)_"
    assert footer in board_fields(board)["Game 1"]
    await slash(arbiter, "concede", arbiter.bob)

    # Game 2 opens with the same vitae: a change is accepted at once.
    assert f"<@{arbiter.alice.id}>: vitae 25" in board_fields(board)["Game 2"]
    assert footer in board_fields(board)["Game 2"]
    hit = await slash(arbiter, "life", arbiter.bob, change=-3)
    assert text(hit) == "Recorded: bob: vitae 19 (a player loses at 0)."
    await slash(arbiter, "concede")

    # Game 3: a total before anything else changes a player's starting vitae.
    await slash(arbiter, "life", total=30)
    assert "_Starting vitae alice 30, bob 22: it carries" in board_fields(board)["Game 3"]
    await slash(arbiter, "life", change=-5)
    assert "_Starting vitae alice 30, bob 22: it carries" in board_fields(board)["Game 3"]

    # The export replays each game from the vitae it opened with.
    exported = await arbiter.bot.service.export((await status(arbiter)).id)
    assert [g.get("starting_life") for g in exported["games"]] == [
        None,
        {"alice": 25, "bob": 22},
        {"alice": 25, "bob": 22},
    ]


async def test_both_players_can_change_their_starting_vitae_at_a_games_start(
    arbiter: Arbiter, seat_one_chooses: None
) -> None:
    board = await terrus_with_vitae(arbiter)
    await slash(arbiter, "concede", arbiter.bob)
    # Game 2: both change clades, and each reports the new vitae as the game begins.
    await slash(arbiter, "life", total=30)
    await slash(arbiter, "life", arbiter.bob, total=24)
    assert "_Starting vitae alice 30, bob 24: it carries" in board_fields(board)["Game 2"]
    await slash(arbiter, "life", arbiter.bob, change=-3)
    await slash(arbiter, "life", arbiter.bob, total=20)  # a correction later on: no new start
    assert "_Starting vitae alice 30, bob 24: it carries" in board_fields(board)["Game 2"]


async def test_terrus_starting_vitae_reported_first_leaves_the_choice_open(
    arbiter: Arbiter, seat_one_chooses: None
) -> None:
    """Players report the vitae printed on their clades as the match starts (Terrus 4.3):
    that is setting up, so alice still chooses play or draw for game 1 afterwards."""
    alice, bob = arbiter.alice, arbiter.bob
    started = await helpers.start(arbiter, "terrus")
    board = started.channel_messages[0]
    await slash(arbiter, "life", total=25)
    await slash(arbiter, "life", bob, total=22)
    assert "_alice chooses play or draw_" in board_fields(board)["Game 1"]
    chosen = await press(arbiter, started.response, "Play second", alice)
    assert text(chosen) == f"<@{bob.id}> plays first in game 1.", text(chosen)
    assert "_bob plays first_" in board_fields(board)["Game 1"]
    hit = await slash(arbiter, "life", bob, change=-3)
    assert text(hit) == "Recorded: bob: vitae 19 (a player loses at 0)."
    late = await slash(arbiter, "choose", alice, choice="play")
    assert late.ephemeral and "already begun" in text(late)
    assert (await status(arbiter)).game.first_player == "bob"


# -- 3. every report says what it changed -------------------------------------------------------


async def test_reports_say_how_far_each_player_is_from_the_end(arbiter: Arbiter) -> None:
    await begin(arbiter)
    poison = await slash(arbiter, "poison", player=arbiter.bob, change=7)
    assert not poison.ephemeral and text(poison) == "Recorded: bob: poison 7 of 10."
    # Names are plain text: a report's answer pings nobody.
    (callback,) = poison.calls_to("POST", "/interactions/{webhook_id}/{webhook_token}/callback")
    mentions = callback.json["data"]["allowed_mentions"]
    assert mentions["parse"] == [] and not mentions.get("users") and not mentions.get("roles")


async def test_terrus_votes_and_cities_are_answered_and_on_the_scoreboard(
    arbiter: Arbiter,
) -> None:
    board = await begin(arbiter, "terrus", starting_life=20)
    vote = await slash(arbiter, "vote", intelligence=14)
    assert "alice won a Dominion Vote with 14 INT: a Political victory needs 15" in text(vote)
    city = await slash(arbiter, "turn-start", arbiter.bob, structures=7, relics=3)
    assert "7 structures (a Metropolis victory needs 10, Terrus 5.2b)" in text(city)
    assert "3 Relics (a Relic victory needs 4, Terrus 5.2d)" in text(city)
    assert f"<@{arbiter.bob.id}>: vitae 20, 7 structures, 3 Relics" in board_fields(board)["Game 1"]


# -- 4. agreeing by repeating the command -------------------------------------------------------


async def test_the_same_match_draw_from_the_other_player_is_agreement(arbiter: Arbiter) -> None:
    await begin(arbiter)
    proposal = await slash(arbiter, "match draw")
    assert proposal.response is not None and proposal.response.buttons
    agreed = await slash(arbiter, "match draw", arbiter.bob)
    assert not agreed.ephemeral
    assert "The match is a draw (intentional draw): alice 0, bob 0 (MTG MTR 2.5)." in text(agreed)
    view = await status(arbiter)
    assert view.result is not None and view.result.reason == "intentional_draw"
    # The proposal's buttons are gone: there is nothing left to confirm.
    assert not proposal.response.buttons
    # And the proposal says it was agreed to, not that it "changes nothing".
    assert proposal.response.content.startswith(f"Confirmed by <@{arbiter.bob.id}>.")
    assert "changes nothing" not in proposal.response.content


async def test_match_end_by_repeating_waits_for_everyone(arbiter: Arbiter) -> None:
    await begin(arbiter, player3=arbiter.carol)
    await slash(arbiter, "match end")
    agreed = await slash(arbiter, "match end", arbiter.bob)
    assert text(agreed).startswith(f"<@{arbiter.bob.id}> agreed.")
    assert f"<@{arbiter.carol.id}> (or a judge): confirm or dispute." in text(agreed)
    assert (await status(arbiter)).result is None
    again = await slash(arbiter, "match end", arbiter.bob)  # bob already agreed
    assert again.ephemeral and "already waiting for confirmation" in text(again)
    last = await slash(arbiter, "match end", arbiter.carol)
    assert "(match ended early)" in text(last)
    assert (await status(arbiter)).result is not None


async def test_a_judges_match_end_is_not_blocked_by_a_waiting_report(arbiter: Arbiter) -> None:
    await make_judges(arbiter)
    await begin(arbiter)
    waiting = await slash(arbiter, "life", player=arbiter.bob, change=-20)
    assert waiting.response is not None and waiting.response.buttons
    ended = await slash(arbiter, "match end", arbiter.judge)
    assert not ended.ephemeral
    assert (
        text(ended) == "The match is a draw (match ended early): alice 0, bob 0 "
        "(MTG MTR 2.1, MTG MTR 2.4)."
    )
    view = await status(arbiter)
    assert view.result is not None and view.pending is None
    assert [r.status for r in await arbiter.bot.service.log(view.id)] == ["undone"]
    assert not waiting.response.buttons


# -- 5. one score form everywhere ---------------------------------------------------------------


async def test_the_score_names_everyone_in_the_channel_and_the_history(arbiter: Arbiter) -> None:
    board = await begin(arbiter, variant="commander", player3=arbiter.carol, player4=arbiter.dave)
    assert board_fields(board)["Score"] == "alice 0, bob 0, carol 0, dave 0"
    for player in (arbiter.bob, arbiter.carol):
        await slash(arbiter, "concede", player)
    final = await slash(arbiter, "concede", arbiter.dave)
    said = "alice wins the match: alice 1, bob 0, carol 0, dave 0"
    assert f"{said} (MTG MTR 2.1)." in text(final)
    history = await slash(arbiter, "match history")
    today = datetime.now(UTC).date().isoformat()
    assert (history.embeds[0].description or "").startswith(
        f"#1 {today} Magic (commander), alice vs bob vs carol vs dave: {said} "
    )


# -- 6. words that fit the moment ---------------------------------------------------------------


async def test_a_terrus_match_result_cites_terrus(arbiter: Arbiter) -> None:
    await begin(arbiter, "terrus", best_of=1)
    final = await slash(arbiter, "concede", arbiter.bob)
    assert "alice wins the match: alice 1, bob 0 (Terrus 4.2)." in text(final)


async def test_a_stale_play_first_button_after_undo(arbiter: Arbiter) -> None:
    await begin(arbiter)
    game1 = await slash(arbiter, "concede")  # bob chooses for game 2
    assert game1.response is not None and game1.response.buttons
    undone = await slash(arbiter, "undo", arbiter.bob)
    assert "(alice conceding)" in text(undone)
    stale = await press(arbiter, game1.response, "Play first", arbiter.bob)
    assert stale.ephemeral
    assert "settled" not in text(stale)
    assert text(stale) == (
        "That choice was for game 2, which is not next any more: /undo reopened game 1."
    )


async def test_the_scoreboard_stops_asking_for_a_choice_once_play_begins(
    arbiter: Arbiter, seat_one_chooses: None
) -> None:
    board = await begin(arbiter)
    assert "_alice chooses play or draw_" in board_fields(board)["Game 1"]
    await slash(arbiter, "life", change=-1)
    game = board_fields(board)["Game 1"]
    assert "chooses play or draw" not in game and "_alice plays first_" in game


async def test_undo_says_what_it_undid(arbiter: Arbiter) -> None:
    await begin(arbiter, variant="commander")
    await slash(arbiter, "commander-damage", commander=arbiter.bob, change=6)
    undone = await slash(arbiter, "undo")
    assert text(undone).startswith(
        f"<@{arbiter.alice.id}> undid the last report of game 1 (commander damage to alice "
        "from bob +6; alice's life -6);"
    )


async def test_undo_names_the_partner_whose_damage_it_undid(arbiter: Arbiter) -> None:
    await begin(arbiter, variant="commander")
    await slash(arbiter, "commander-damage", commander=arbiter.bob, change=6, source="Tymna")
    undone = await slash(arbiter, "undo")
    assert "(commander damage to alice from bob's Tymna +6; alice's life -6)" in text(undone)


async def test_a_strangers_undo_is_refused_for_permission(arbiter: Arbiter) -> None:
    await begin(arbiter)
    refused = await slash(arbiter, "undo", arbiter.stranger)
    assert refused.ephemeral
    assert text(refused) == "Only this match's players or a judge can do that here."


async def test_usual_short_game_names_are_accepted(arbiter: Arbiter) -> None:
    started = await slash(arbiter, "match start", opponent=arbiter.bob, game="ga")
    assert "Grand Archive, best of 3" in text(started)


async def test_a_change_of_zero_is_refused_and_records_nothing(arbiter: Arbiter) -> None:
    await begin(arbiter)
    before = await snapshot(arbiter)
    refused = await slash(arbiter, "life", change=0)
    assert refused.ephemeral
    assert text(refused) == (
        "A `change` of 0 changes nothing, so nothing was recorded. Give how much the life goes "
        "up or down (e.g. -3), or the new `total`."
    )
    assert await snapshot(arbiter) == before


async def test_a_partner_hit_answers_with_that_partners_tally(arbiter: Arbiter) -> None:
    await begin(arbiter, variant="commander", player3=arbiter.carol)
    await slash(arbiter, "commander-damage", commander=arbiter.bob, change=10, source="Thrasios")
    hit = await slash(
        arbiter, "commander-damage", commander=arbiter.bob, change=5, source="Thrasios"
    )
    assert text(hit) == (
        "Recorded: alice: 15 of 21 from bob's commander Thrasios; life 25 (a player loses at 0)."
    )


async def test_a_magic_turn_start_says_the_seats_are_counted_anew(arbiter: Arbiter) -> None:
    await begin(arbiter, player3=arbiter.carol, range_of_influence=1)
    began = await slash(arbiter, "turn-start", arbiter.carol)
    assert text(began) == (
        "Recorded: carol began a turn (with a limited range of influence, seats are counted "
        "anew among the players still in the game, MTG CR 801.2c)."
    )
