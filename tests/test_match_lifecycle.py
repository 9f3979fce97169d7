"""A match from start to finish through the match service, as players and judges see it.

Starting (defaults, variants, teams, the random game-1 chooser, one match per channel), whole
best-of-N matches in all three games with the score and the play/draw chooser after every game
(MTG MTR 2.1/2.2, Terrus 4.2, GA tournament rules), choosing play or draw, simultaneous
reports and batches, and idempotent reports. Every test runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.app.match import MatchService
from bot.core.errors import MatchError, NotAllowed
from bot.core.match import scoring
from bot.store.database import Database
from bot.store.tables.matches import APPLIED
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DAVE,
    GUILD,
    OTHER_CHANNEL,
    THREAD,
    alice,
    bob,
    carol,
    concede,
    db_rows,
    judge,
    key,
    life,
    log_of,
    report,
    start,
)


@pytest.fixture
def alice_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the random game-1 draw pick alice."""
    monkeypatch.setattr(scoring, "first_chooser", lambda setup: setup.players[0])


# -- starting --------------------------------------------------------------------------------


async def test_two_player_match_defaults_to_best_of_three(service: MatchService) -> None:
    view = await start(service)

    assert view.status == "active"
    assert view.best_of == 3
    assert view.system == "magic" and view.variant is None
    assert view.guild_id == GUILD and view.channel_id == CHANNEL
    assert [(p.name, p.user_id) for p in view.players] == [("alice", ALICE), ("bob", BOB)]
    assert view.teams == (("alice",), ("bob",))
    assert view.wins == (0, 0) and view.draws == 0 and view.score_text == "0-0"
    assert view.game.number == 1 and view.game.status == "playing"
    assert [p.life for p in view.players] == [20, 20]
    assert all(p.standing == "playing" for p in view.players)
    assert view.pending is None and view.batch_size is None and view.result is None


@pytest.mark.parametrize(
    ("system", "players", "options"),
    [
        ("grand-archive", (ALICE, BOB, CAROL), {}),
        ("magic", (ALICE, BOB, CAROL, DAVE), {"variant": "commander"}),
        ("terrus", (ALICE, BOB, CAROL), {"starting_life": 20}),
    ],
)
async def test_multiplayer_match_defaults_to_one_game(
    service: MatchService, system: str, players: tuple[int, ...], options: dict[str, Any]
) -> None:
    view = await start(service, system=system, players=players, **options)
    assert view.best_of == 1
    assert len(view.players) == len(players)


@pytest.mark.parametrize("best_of", [1, 3, 5, 7])
async def test_explicit_best_of(service: MatchService, best_of: int) -> None:
    view = await start(service, best_of=best_of)
    assert view.best_of == best_of
    assert (await service.status(channel_id=CHANNEL)).best_of == best_of


async def test_best_of_five_needs_three_wins(service: MatchService) -> None:
    await start(service, best_of=5)
    for expected in ((1, 0), (2, 0)):
        answer = await report(service, bob, concede(BOB))
        assert answer.match.wins == expected and not answer.match_over
    answer = await report(service, bob, concede(BOB))
    assert answer.match_over
    assert answer.match.result is not None and answer.match.result.score == "3-0"


async def test_commander_starts_at_forty_life(service: MatchService) -> None:
    view = await start(service, variant="commander", players=(ALICE, BOB, CAROL, DAVE))
    assert view.variant == "commander"
    assert {p.life for p in view.players} == {40}


async def test_two_headed_giant_teams_share_life(service: MatchService) -> None:
    view = await start(
        service,
        variant="two-headed-giant",
        players=(ALICE, BOB, CAROL, DAVE),
        teams=[[ALICE, CAROL], [BOB, DAVE]],  # by Discord id
        best_of=3,
    )
    assert view.teams == (("alice", "carol"), ("bob", "dave"))
    assert {p.name: p.team for p in view.players} == {
        "alice": 0,
        "bob": 1,
        "carol": 0,
        "dave": 1,
    }
    assert {p.life for p in view.players} == {30}

    answer = await report(service, carol, {"event": "life", "player": CAROL, "delta": -5})
    assert answer.match.player("alice").life == 25  # shared with carol
    assert answer.match.player("bob").life == 30

    # The team loses together and the other team wins the game.
    answer = await report(service, judge, life(ALICE, 0))
    assert answer.game_over
    assert answer.match.wins == (0, 1)


async def test_emperor_match_by_names(service: MatchService) -> None:
    view = await start(
        service,
        variant="emperor",
        players=(ALICE, BOB, CAROL, DAVE),
        teams=[["alice", "carol"], ["bob", "dave"]],  # by name
        emperors=["carol", "dave"],
    )
    assert view.variant == "emperor"
    assert view.teams == (("alice", "carol"), ("bob", "dave"))

    # The emperor's team loses with its emperor (CR 809).
    answer = await report(service, judge, life(DAVE, 0))
    assert answer.game_over
    assert answer.match.wins == (1, 0)
    assert answer.match.player("bob").standing == "lost"


async def test_terrus_starting_vitae_per_player(service: MatchService) -> None:
    view = await start(service, system="terrus", starting_life={"alice": 25, "bob": 22})
    assert view.player("alice").life == 25
    assert view.player("bob").life == 22

    answer = await report(service, alice, {"event": "life", "player": ALICE, "delta": -5})
    assert answer.match.player("alice").life == 20


async def test_terrus_without_vitae_takes_set_but_not_delta(service: MatchService) -> None:
    view = await start(service, system="terrus")
    assert [p.life for p in view.players] == [None, None]

    with pytest.raises(MatchError, match="set"):
        await report(service, alice, {"event": "life", "player": ALICE, "delta": -1})
    answer = await report(service, alice, life(ALICE, 18))
    assert answer.match.player("alice").life == 18


async def test_game_one_chooser_is_a_player_drawn_with_secrets(
    service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[str, ...]] = []

    def fake_choice(options: Any) -> Any:
        calls.append(tuple(options))
        return options[-1]

    monkeypatch.setattr(scoring.secrets, "choice", fake_choice)
    view = await start(service, players=(ALICE, BOB, CAROL))

    assert calls == [("alice", "bob", "carol")]
    assert view.game.chooser == "carol"
    assert view.game.chooser_rule == "random (secrets)"
    assert view.game.choice is None and view.game.first_player is None


async def test_every_player_gets_chosen_for_game_one_over_many_starts(
    service: MatchService,
) -> None:
    chosen = set()
    for channel in range(40):  # a miss has probability 3 * (2/3)**40, below 1e-6
        view = await start(service, players=(ALICE, BOB, CAROL), channel_id=50_000 + channel)
        assert view.game.chooser in {"alice", "bob", "carol"}
        chosen.add(view.game.chooser)
    assert chosen == {"alice", "bob", "carol"}


async def test_one_active_match_per_channel(service: MatchService, database: Database) -> None:
    first = await start(service)
    before = await db_rows(database)

    with pytest.raises(MatchError, match="already has an active match"):
        await start(service, players=(CAROL, ALICE), actor=carol)
    assert await db_rows(database) == before

    # A thread or another channel is fine, even with the same players.
    in_thread = await start(service, channel_id=THREAD)
    elsewhere = await start(service, players=(CAROL, BOB), channel_id=OTHER_CHANNEL, actor=carol)
    assert len({first.id, in_thread.id, elsewhere.id}) == 3

    # Once the first match is over, the channel takes a new one.
    finished = await service.concede_match(channel_id=CHANNEL, actor=bob)
    assert finished.status == "finished"
    again = await start(service, players=(CAROL, BOB), actor=carol)
    assert again.id not in {first.id, in_thread.id, elsewhere.id}
    assert (await service.status(channel_id=CHANNEL)).id == again.id


async def test_a_judge_may_start_a_match_for_others(service: MatchService) -> None:
    view = await start(service, actor=judge)
    assert [p.name for p in view.players] == ["alice", "bob"]


# -- whole matches: score and the play/draw chooser -----------------------------------------

# Per game system: (extra start options, a report by X that makes X lose by X's own report,
# a report by a judge that draws the game, the rule that names the next chooser).
SYSTEMS: dict[str, dict[str, Any]] = {
    "magic": {
        "options": {},
        "loses": lambda uid: {"event": "deck_out", "player": uid},
        "draw": {"event": "intentional_draw"},
        "rule": "MTG MTR 2.2",
        "match_rule": "MTG MTR 2.1",
    },
    "terrus": {
        "options": {"starting_life": {"alice": 24, "bob": 26}},
        "loses": lambda uid: life(uid, 0),
        "draw": {"event": "loop"},
        "rule": "Terrus 4.2",
        "match_rule": "Terrus 4.2",
    },
    "grand-archive": {
        "options": {},
        "loses": lambda uid: {"event": "champion_died", "player": uid},
        "draw": {"event": "effect", "outcome": "draw"},
        "rule": "GA Tournament Rules: Match Structure",
        "match_rule": "GA Tournament Rules: Match Structure",
    },
}


@pytest.mark.parametrize("system", list(SYSTEMS))
async def test_best_of_three_won_two_one_around_a_drawn_game(
    service: MatchService, system: str, alice_chooses: None
) -> None:
    game = SYSTEMS[system]
    you = {ALICE: alice, BOB: bob}
    view = await start(service, system=system, **game["options"])
    assert view.game.chooser == "alice"

    # Game 1: bob loses. The loser of the previous game chooses for the next one.
    answer = await report(service, you[BOB], game["loses"](BOB))
    assert answer.status == "applied" and answer.game_over and not answer.match_over
    assert answer.game_number == 1
    assert any(o.english().startswith("bob loses") for o in answer.outcomes)
    assert any(o.english().startswith("alice wins") for o in answer.outcomes)
    assert answer.next_chooser == "bob"
    assert answer.match.wins == (1, 0) and answer.match.score_text == "1-0"
    assert answer.match.game.number == 2
    assert answer.match.game.chooser == "bob"
    assert answer.match.game.chooser_rule == game["rule"]
    assert [p.standing for p in answer.match.players] == ["playing", "playing"]

    # Game 2: drawn. It does not count (MTR 2.1); the previous chooser chooses again.
    answer = await report(service, judge, game["draw"])
    assert answer.game_over and not answer.match_over
    assert answer.match.wins == (1, 0) and answer.match.draws == 1
    assert answer.match.score_text == "1-0-1"
    assert answer.next_chooser == "bob"
    assert answer.match.game.number == 3 and answer.match.game.chooser == "bob"

    # Game 3: alice loses; she chooses for game 4.
    answer = await report(service, you[ALICE], game["loses"](ALICE))
    assert answer.match.score_text == "1-1-1" and not answer.match_over
    assert answer.next_chooser == "alice"
    assert answer.match.game.number == 4 and answer.match.game.chooser == "alice"

    # Game 4: bob loses; alice has two wins and the match.
    answer = await report(service, you[BOB], game["loses"](BOB))
    assert answer.game_over and answer.match_over
    assert answer.next_chooser is None
    result = answer.match.result
    assert answer.match.status == "finished"
    assert result is not None
    assert result.winners == ("alice",) and result.winner_side == 0
    assert result.score == "2-1-1" and result.reason == "games"
    assert result.citations == (game["match_rule"],)

    games = await service.games(view.id)
    assert [g.status for g in games] == ["over"] * 4
    assert [g.chooser for g in games] == ["alice", "bob", "bob", "alice"]


async def test_after_a_drawn_first_game_the_random_chooser_chooses_again(
    service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scoring, "first_chooser", lambda setup: "bob")
    await start(service)
    answer = await report(service, judge, {"event": "intentional_draw"})
    assert answer.match.score_text == "0-0-1"
    assert answer.match.game.chooser == "bob"
    assert answer.match.game.chooser_rule == "MTG MTR 2.2"


async def test_score_and_result_of_a_two_nil_sweep(service: MatchService) -> None:
    await start(service)
    first = await report(service, bob, concede(BOB))
    assert first.match.score_text == "1-0"
    second = await report(service, bob, concede(BOB))
    assert second.match_over
    assert second.match.result is not None and second.match.result.score == "2-0"
    # Later reports find no active match.
    with pytest.raises(MatchError, match="no active match"):
        await report(service, alice, life(ALICE, 10))


async def test_grand_archive_multiplayer_first_player_who_lost_goes_first(
    service: MatchService,
) -> None:
    await start(service, system="grand-archive", players=(ALICE, BOB, CAROL), best_of=3)
    await report(service, bob, concede(BOB))
    answer = await report(service, alice, {"event": "champion_died", "player": ALICE})
    assert answer.game_over
    assert answer.match.wins == (0, 0, 1)

    game = answer.match.game
    assert game.number == 2
    assert game.chooser == "bob" and game.first_player == "bob"  # bob lost first
    assert game.chooser_rule == "GA Tournament Rules: Match Structure"
    # Nobody chooses here: the first player who lost simply goes first.
    with pytest.raises(MatchError, match="bob plays first in game 2: that is settled"):
        await service.choose(channel_id=CHANNEL, actor=bob, play_first=False)


async def test_two_player_grand_archive_loser_chooses(service: MatchService) -> None:
    await start(service, system="grand-archive")
    answer = await report(service, alice, {"event": "deck_out", "player": ALICE})
    assert answer.match.game.chooser == "alice"
    assert answer.match.game.first_player is None  # alice has not chosen yet


# -- play or draw ----------------------------------------------------------------------------


async def test_chooser_chooses_to_draw(service: MatchService, alice_chooses: None) -> None:
    await start(service)
    view = await service.choose(channel_id=CHANNEL, actor=alice, play_first=False)
    assert view.game.choice == "draw"
    assert view.game.first_player == "bob"

    # The choice is made once; after it the game has begun.
    with pytest.raises(MatchError, match="already begun"):
        await service.choose(channel_id=CHANNEL, actor=alice, play_first=True)

    answer = await report(service, bob, concede(BOB))
    games = await service.games(answer.match.id)
    assert games[0].first_player == "bob"  # the report kept the recorded choice


async def test_chooser_chooses_to_play(service: MatchService, alice_chooses: None) -> None:
    await start(service)
    view = await service.choose(channel_id=CHANNEL, actor=alice, play_first=True)
    assert view.game.choice == "play" and view.game.first_player == "alice"


async def test_only_the_chooser_or_a_judge_chooses(
    service: MatchService, database: Database, alice_chooses: None
) -> None:
    await start(service)
    before = await db_rows(database)
    with pytest.raises(NotAllowed, match="alice chooses play or draw for game 1"):
        await service.choose(channel_id=CHANNEL, actor=bob, play_first=True)
    assert await db_rows(database) == before

    view = await service.choose(channel_id=CHANNEL, actor=judge, play_first=False)
    assert view.game.first_player == "bob"


async def test_choice_refused_once_the_game_began(
    service: MatchService, database: Database, alice_chooses: None
) -> None:
    await start(service)
    answer = await report(service, bob, life(BOB, 17))
    # Nobody chose before playing: the chooser plays first (MTR 2.2).
    assert answer.match.game.first_player == "alice"
    before = await db_rows(database)
    with pytest.raises(MatchError, match="Game 1 has already begun"):
        await service.choose(channel_id=CHANNEL, actor=alice, play_first=False)
    assert await db_rows(database) == before


async def test_next_game_chooser_makes_the_choice(
    service: MatchService, alice_chooses: None
) -> None:
    await start(service)
    await report(service, bob, concede(BOB))  # bob lost game 1: bob chooses for game 2
    with pytest.raises(NotAllowed, match="bob chooses play or draw for game 2"):
        await service.choose(channel_id=CHANNEL, actor=alice, play_first=True)
    view = await service.choose(channel_id=CHANNEL, actor=bob, play_first=False)
    assert view.game.number == 2
    assert view.game.choice == "draw" and view.game.first_player == "alice"


# -- simultaneous reports and batches --------------------------------------------------------


async def test_simultaneous_report_is_judged_at_one_checkpoint(service: MatchService) -> None:
    view = await start(service)
    answer = await report(service, judge, life(ALICE, 0), life(BOB, 0))

    # Both at 0 life at the same checkpoint: the game is a draw (CR 104.4a).
    assert answer.game_over
    assert len(answer.outcomes) == 2
    assert all(" draws: " in outcome.english() for outcome in answer.outcomes)
    assert "MTG CR 104.4a" in answer.outcomes[0].english()
    assert answer.match.wins == (0, 0) and answer.match.draws == 1

    log = await log_of(service, view.id)
    assert log == [
        (
            1,
            APPLIED,
            {
                "simultaneous": [
                    life(ALICE, 0) | {"player": "alice"},
                    life(BOB, 0) | {"player": "bob"},
                ]
            },
        )
    ]


async def test_separate_reports_are_separate_checkpoints(service: MatchService) -> None:
    await start(service)
    answer = await report(service, judge, life(ALICE, 0))
    assert answer.game_over
    assert answer.match.wins == (0, 1) and answer.match.draws == 0
    # The second report now belongs to game 2.
    answer = await report(service, judge, life(BOB, 0))
    assert answer.game_number == 2
    assert answer.match.result is None and answer.match.wins == (1, 1)


async def test_batch_collects_reports_and_resolves_them_together(
    service: MatchService,
) -> None:
    view = await start(service)
    opened = await service.open_batch(channel_id=CHANNEL, actor=alice)
    assert opened.batch_size == 0

    first_key = key()
    first = await service.report(
        channel_id=CHANNEL, actor=alice, events=[life(ALICE, 0)], idempotency_key=first_key
    )
    assert first.status == "batched" and not first.game_over
    assert first.match.batch_size == 1
    assert first.match.player("alice").life == 20  # nothing judged yet
    second = await report(service, bob, life(BOB, 0))
    assert second.status == "batched" and second.match.batch_size == 2
    # Batched reports are on record, marked, but nothing is applied yet.
    assert [status for _, status, _ in await log_of(service, view.id)] == ["batched", "batched"]
    again = await service.report(
        channel_id=CHANNEL, actor=alice, events=[life(ALICE, 0)], idempotency_key=first_key
    )
    assert again.duplicate and again.match.batch_size == 2

    # Resolved by bob; alice and bob each reported their own life, so nobody else was taken
    # out and the draw applies at once.
    answer = await service.resolve_batch(channel_id=CHANNEL, actor=bob, idempotency_key=key())
    assert answer.status == "applied" and answer.game_over
    assert answer.match.pending is None
    assert answer.match.draws == 1 and answer.match.wins == (0, 0)
    assert answer.match.batch_size is None
    log = await log_of(service, view.id)
    assert [status for _, status, _ in log] == ["merged", "merged", "applied"]
    assert [e["player"] for e in log[2][2]["simultaneous"]] == ["alice", "bob"]
    # A batched report delivered again after the batch was judged is not applied twice.
    late = await service.report(
        channel_id=CHANNEL, actor=alice, events=[life(ALICE, 0)], idempotency_key=first_key
    )
    assert late.duplicate and late.status == "batched"
    assert len(await service.log(view.id)) == 3


async def test_cancelled_batch_changes_nothing(service: MatchService) -> None:
    view = await start(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, alice, life(BOB, 3))
    cancelled = await service.cancel_batch(channel_id=CHANNEL, actor=bob)

    assert cancelled.batch_size is None
    assert cancelled.player("bob").life == 20
    assert [status for _, status, _ in await log_of(service, view.id)] == ["cancelled"]
    # Reports apply one by one again.
    answer = await report(service, alice, life(BOB, 3))
    assert answer.status == "applied" and answer.match.player("bob").life == 3


async def test_batch_errors(service: MatchService, database: Database) -> None:
    await start(service)
    with pytest.raises(MatchError, match="No batch is open"):
        await service.resolve_batch(channel_id=CHANNEL, actor=alice, idempotency_key=key())
    with pytest.raises(MatchError, match="No batch is open"):
        await service.cancel_batch(channel_id=CHANNEL, actor=alice)

    await service.open_batch(channel_id=CHANNEL, actor=alice)
    before = await db_rows(database)
    with pytest.raises(MatchError, match="already open"):
        await service.open_batch(channel_id=CHANNEL, actor=bob)
    with pytest.raises(MatchError, match="batch is empty"):
        await service.resolve_batch(channel_id=CHANNEL, actor=alice, idempotency_key=key())
    with pytest.raises(MatchError, match="Magic has no champions"):
        await report(service, alice, {"event": "champion_died", "player": BOB})
    assert await db_rows(database) == before


async def test_batched_report_sent_twice_counts_once(service: MatchService) -> None:
    await start(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    first = await report(service, alice, life(BOB, 5), idempotency_key="batched-1")
    again = await report(service, alice, life(BOB, 5), idempotency_key="batched-1")
    assert again.duplicate and not first.duplicate
    assert again.match.batch_size == 1


# -- idempotency -----------------------------------------------------------------------------


async def test_same_key_twice_answers_the_first_time(service: MatchService) -> None:
    view = await start(service)
    first = await report(service, alice, life(BOB, 14), idempotency_key="interaction-1")
    again = await report(service, alice, life(BOB, 14), idempotency_key="interaction-1")

    assert not first.duplicate and again.duplicate
    assert again.report_id == first.report_id
    assert again.status == first.status == "applied"
    assert again.match.player("bob").life == 14
    assert len(await service.log(view.id)) == 1


async def test_same_key_after_the_game_moved_on(service: MatchService) -> None:
    view = await start(service)
    first = await report(service, bob, concede(BOB), idempotency_key="interaction-2")
    await report(service, alice, life(ALICE, 11))

    again = await report(service, bob, concede(BOB), idempotency_key="interaction-2")
    assert again.duplicate
    assert again.report_id == first.report_id
    assert again.game_number == 1 and again.game_over
    assert again.outcomes == first.outcomes
    # Nothing applied twice: still 1-0, game 2 still running with alice at 11.
    assert again.match.wins == (1, 0)
    assert again.match.game.number == 2
    assert again.match.player("alice").life == 11
    assert len(await service.log(view.id)) == 2


async def test_a_player_whose_team_wins_after_she_conceded_does_not_choose(
    service: MatchService,
) -> None:
    """alice concedes at once while bob's life drops to 0 in the same report: at the checkpoint
    bob loses and alice's team wins, alice too (MTG CR 104.2c). The loser of the game, bob,
    chooses play or draw next (MTR 2.2), not alice, who lost first but won with her team."""
    await start(
        service,
        players=(ALICE, BOB, CAROL),
        teams=[[ALICE, CAROL], [BOB]],
        best_of=3,
    )
    answer = await report(service, judge, concede(ALICE), life(BOB, 0))
    assert answer.game_over and answer.match.wins == (1, 0)
    assert answer.next_chooser == "bob"
