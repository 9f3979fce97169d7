"""How matches end besides on games, and what stays on record.

Match concession (MTR 2.5), intentional match draws (MTR 2.5; GA only before game 1), early end
by agreement or at time (MTR 2.1/2.4), judges' game losses, status and history, export (checked
with `arbiter replay`) and import, and guild settings. Every test runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.app.match import MatchService
from bot.app.match.views import MatchView
from bot.core.errors import MatchError, NoActiveMatch, NotAllowed
from bot.core.match.commands import RecordResult
from bot.core.match.exported import adjudicate_match
from bot.core.rules.gamefile import GameFileError
from bot.faces.cli.replay import replay_file
from bot.store.database import Database
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DAVE,
    GUILD,
    OTHER_CHANNEL,
    OTHER_GUILD,
    THREAD,
    alice,
    bob,
    carol,
    concede,
    db_rows,
    judge,
    life,
    report,
    start,
    stranger,
)


def result_of(view: MatchView) -> tuple[tuple[str, ...], str, str]:
    assert view.result is not None
    return view.result.winners, view.result.score, view.result.reason


# -- concession ------------------------------------------------------------------------------


async def test_match_concession_after_winning_a_game_is_two_one(service: MatchService) -> None:
    await start(service)
    await report(service, bob, concede(BOB))  # alice wins game 1
    view = await service.concede_match(channel_id=CHANNEL, actor=alice)

    assert view.status == "finished"
    assert result_of(view) == (("bob",), "1-2", "concession")
    assert view.result is not None and view.result.citations == ("MTG MTR 2.5",)
    assert view.wins == (1, 2)
    # The channel is free again.
    with pytest.raises(NoActiveMatch):
        await report(service, alice, life(ALICE, 3))


async def test_match_concession_before_any_game(service: MatchService) -> None:
    await start(service, system="grand-archive")
    view = await service.concede_match(channel_id=CHANNEL, actor=bob)
    assert result_of(view) == (("alice",), "2-0", "concession")
    assert view.result is not None
    assert view.result.citations == ("GA Tournament Rules: Match Structure",)


async def test_match_concession_keeps_drawn_games(service: MatchService) -> None:
    await start(service, system="terrus", starting_life=20, best_of=5)
    await report(service, judge, {"event": "intentional_draw"})
    view = await service.concede_match(channel_id=CHANNEL, actor=alice)
    assert result_of(view) == (("bob",), "0-3-1", "concession")


async def test_only_the_player_or_a_judge_concedes_the_match(
    service: MatchService, database: Database
) -> None:
    await start(service)
    before = await db_rows(database)
    with pytest.raises(NotAllowed, match="Only alice or a judge can concede the match"):
        await service.concede_match(channel_id=CHANNEL, actor=bob, player=ALICE)
    with pytest.raises(NotAllowed, match="Only alice or a judge"):
        await service.concede_match(channel_id=CHANNEL, actor=stranger, player="alice")
    with pytest.raises(MatchError, match="Only a player of this match can concede"):
        await service.concede_match(channel_id=CHANNEL, actor=stranger)
    assert await db_rows(database) == before

    view = await service.concede_match(channel_id=CHANNEL, actor=judge, player=ALICE)
    assert result_of(view) == (("bob",), "0-2", "concession")


async def test_two_headed_giant_team_concedes_together(service: MatchService) -> None:
    await start(
        service,
        variant="two-headed-giant",
        players=(ALICE, BOB, CAROL, DAVE),
        teams=[[ALICE, CAROL], [BOB, DAVE]],
        best_of=3,
    )
    view = await service.concede_match(channel_id=CHANNEL, actor=carol)
    assert result_of(view) == (("bob", "dave"), "0-2", "concession")


async def test_multiplayer_match_cannot_be_conceded_as_a_whole(
    service: MatchService, database: Database
) -> None:
    await start(service, system="grand-archive", players=(ALICE, BOB, CAROL))
    before = await db_rows(database)
    with pytest.raises(MatchError, match="concede the game with /concede"):
        await service.concede_match(channel_id=CHANNEL, actor=alice)
    assert await db_rows(database) == before


# -- intentional draw of the match -----------------------------------------------------------


async def test_proposed_match_draw_is_confirmed_by_the_other_side(
    service: MatchService, database: Database
) -> None:
    await start(service)
    proposed = await service.propose(channel_id=CHANNEL, actor=alice, kind="match_draw")
    assert proposed.status == "active"
    assert proposed.pending is not None and proposed.pending.kind == "match_draw"
    assert proposed.pending.confirmers == ("bob",)

    before = await db_rows(database)
    with pytest.raises(NotAllowed):
        await service.confirm(channel_id=CHANNEL, actor=alice)  # not her own proposal
    with pytest.raises(MatchError, match="waiting for confirmation"):
        await report(service, alice, life(BOB, 3))
    assert await db_rows(database) == before

    answer = await service.confirm(channel_id=CHANNEL, actor=bob)
    assert answer.match_over
    view = answer.match
    assert view.status == "finished"
    assert result_of(view) == ((), "0-0-3", "intentional_draw")
    assert view.result is not None and view.result.drawn
    assert view.result.citations == ("MTG MTR 2.5",)


async def test_disputed_match_draw_changes_nothing(service: MatchService) -> None:
    await start(service)
    await service.propose(channel_id=CHANNEL, actor=alice, kind="match_draw")
    view = await service.dispute(channel_id=CHANNEL, actor=bob)
    assert view.status == "active" and view.pending is None and view.result is None


async def test_judge_draws_the_match_at_once(service: MatchService) -> None:
    await start(service)
    view = await service.propose(channel_id=CHANNEL, actor=judge, kind="match_draw")
    assert view.status == "finished"
    assert result_of(view) == ((), "0-0-3", "intentional_draw")


async def test_match_draw_after_a_game_keeps_the_score(service: MatchService) -> None:
    await start(service)
    await report(service, bob, concede(BOB))
    view = await service.propose(channel_id=CHANNEL, actor=judge, kind="match_draw")
    assert result_of(view) == ((), "1-0", "intentional_draw")


async def test_grand_archive_draw_only_before_game_one(
    service: MatchService, database: Database
) -> None:
    await start(service, system="grand-archive")
    # Any report means game 1 has begun (here: alice's champion stays with her).
    event = {"event": "champion_control", "player": ALICE, "controller": ALICE}
    assert (await report(service, alice, event)).status == "applied"
    before = await db_rows(database)
    for who in (alice, judge):
        with pytest.raises(MatchError, match="only before the first game"):
            await service.propose(channel_id=CHANNEL, actor=who, kind="match_draw")
    assert await db_rows(database) == before


async def test_grand_archive_draw_refused_in_a_later_game(service: MatchService) -> None:
    await start(service, system="grand-archive")
    await report(service, bob, concede(BOB))
    with pytest.raises(MatchError, match="only before the first game"):
        await service.propose(channel_id=CHANNEL, actor=judge, kind="match_draw")


async def test_grand_archive_draw_before_game_one(service: MatchService) -> None:
    await start(service, system="grand-archive")
    await service.propose(channel_id=CHANNEL, actor=bob, kind="match_draw")
    answer = await service.confirm(channel_id=CHANNEL, actor=alice)
    assert result_of(answer.match) == ((), "0-0-3", "intentional_draw")
    assert answer.match.result is not None
    assert answer.match.result.citations == ("GA Tournament Rules: Match Structure",)


# -- early end by agreement or at time -------------------------------------------------------


async def test_early_end_leader_wins_and_game_in_progress_is_a_draw(
    service: MatchService,
) -> None:
    view = await start(service)
    await report(service, bob, concede(BOB))  # 1-0
    await report(service, alice, life(BOB, 8))  # game 2 is under way
    proposed = await service.propose(channel_id=CHANNEL, actor=bob, kind="match_end")
    assert proposed.pending is not None and proposed.pending.confirmers == ("alice",)

    answer = await service.confirm(channel_id=CHANNEL, actor=alice)
    assert result_of(answer.match) == (("alice",), "1-0-1", "early_end")
    assert answer.match.result is not None
    assert answer.match.result.citations == ("MTG MTR 2.1", "MTG MTR 2.4")
    games = await service.games(view.id)
    assert [g.status for g in games] == ["over", "unfinished"]


async def test_early_end_with_equal_wins_is_a_draw(service: MatchService) -> None:
    await start(service)
    await report(service, bob, concede(BOB))
    await report(service, alice, concede(ALICE))  # 1-1, game 3 not begun
    view = await service.propose(channel_id=CHANNEL, actor=judge, kind="match_end")
    assert view.status == "finished"
    assert result_of(view) == ((), "1-1", "early_end")
    assert view.result is not None and view.result.drawn


async def test_early_end_before_any_game_is_a_draw(service: MatchService) -> None:
    await start(service, system="grand-archive")
    view = await service.propose(channel_id=CHANNEL, actor=judge, kind="match_end")
    assert result_of(view) == ((), "0-0", "early_end")
    assert view.result is not None
    assert view.result.citations == ("GA Tournament Rules: End of Round",)


async def test_early_end_with_only_an_unfinished_game(service: MatchService) -> None:
    await start(service, system="terrus", starting_life=20)
    await report(service, alice, life(BOB, 3))
    view = await service.propose(channel_id=CHANNEL, actor=judge, kind="match_end")
    assert result_of(view) == ((), "0-0-1", "early_end")


async def test_proposal_refused_while_something_waits(
    service: MatchService, database: Database
) -> None:
    await start(service)
    await service.propose(channel_id=CHANNEL, actor=alice, kind="match_end")
    before = await db_rows(database)
    with pytest.raises(MatchError, match="already waiting for confirmation"):
        await service.propose(channel_id=CHANNEL, actor=bob, kind="match_draw")
    assert await db_rows(database) == before
    # The proposer may withdraw it with undo.
    view = await service.undo(channel_id=CHANNEL, actor=alice)
    assert view.pending is None and view.status == "active"


# -- judges' penalties -----------------------------------------------------------------------


async def test_judge_game_loss(service: MatchService) -> None:
    view = await start(service)
    answer = await report(service, judge, {"event": "penalty", "player": BOB})
    assert answer.status == "applied" and answer.game_over
    assert any(o.english().startswith("bob loses") for o in answer.outcomes)
    assert answer.match.wins == (1, 0)
    assert answer.next_chooser == "bob"
    log = await service.log(view.id)
    assert log[0].payload == {"event": "penalty", "player": "bob"}


# -- status and history ----------------------------------------------------------------------


async def test_status_shows_the_active_or_last_match(service: MatchService) -> None:
    with pytest.raises(NoActiveMatch, match="No match has been played in this channel"):
        await service.status(channel_id=CHANNEL)
    first = await start(service)
    await report(service, alice, life(BOB, 6))
    status = await service.status(channel_id=CHANNEL)
    assert status.id == first.id and status.player("bob").life == 6

    await service.concede_match(channel_id=CHANNEL, actor=bob)
    finished = await service.status(channel_id=CHANNEL)
    assert finished.id == first.id and finished.status == "finished"

    second = await start(service)
    assert (await service.status(channel_id=CHANNEL)).id == second.id
    assert (await service.match(first.id)).status == "finished"
    with pytest.raises(MatchError, match="There is no match #"):
        await service.match(second.id + 100)


async def test_history_per_guild_and_channel(service: MatchService) -> None:
    one = await start(service)
    await service.concede_match(channel_id=CHANNEL, actor=bob)
    two = await start(service, channel_id=THREAD, system="grand-archive")
    three = await start(service, channel_id=OTHER_CHANNEL, guild_id=OTHER_GUILD)
    four = await start(service, system="terrus", starting_life=20)

    guild = await service.history(guild_id=GUILD)
    assert [m.id for m in guild] == [four.id, two.id, one.id]  # newest first
    assert guild[-1].status == "finished"
    ended = guild[-1].result  # typed: a face words it (render.history_line)
    assert ended is not None and (ended.winners, ended.reason) == (("alice",), "concession")
    assert guild[-1].wins == (2, 0) and guild[-1].teams == (("alice",), ("bob",))
    assert guild[-1].score == "2-0"
    assert guild[-1].players == ("alice", "bob")
    assert guild[0].status == "active" and guild[0].result is None
    assert guild[0].system == "terrus"

    assert [m.id for m in await service.history(guild_id=OTHER_GUILD)] == [three.id]
    in_channel = await service.history(guild_id=GUILD, channel_id=CHANNEL)
    assert [m.id for m in in_channel] == [four.id, one.id]
    assert [m.id for m in await service.history(guild_id=GUILD, limit=2)] == [four.id, two.id]
    assert len(await service.history(guild_id=GUILD, limit=0)) == 1


# -- export, replay and import ---------------------------------------------------------------


async def _two_one_match(service: MatchService) -> MatchView:
    """alice beats bob 2-1 with a drawn game and an undone and a disputed report on the way."""
    await start(service)
    await report(service, alice, concede(ALICE))  # bob 1-0
    await report(service, alice, life(BOB, 4))
    await service.undo(channel_id=CHANNEL, actor=alice)
    await report(service, judge, {"event": "intentional_draw"})  # drawn game 2
    await report(service, alice, {"event": "deck_out", "player": BOB})
    await service.dispute(channel_id=CHANNEL, actor=bob)
    await report(service, bob, life(BOB, 0))  # alice wins game 3
    answer = await report(service, bob, concede(BOB))  # and game 4
    assert answer.match_over
    return answer.match


async def _conceded_match(service: MatchService) -> MatchView:
    await start(service)
    await report(service, bob, concede(BOB))
    return await service.concede_match(channel_id=CHANNEL, actor=alice)


async def _ended_early(service: MatchService) -> MatchView:
    await start(service, system="terrus", starting_life={"alice": 20, "bob": 24})
    await report(service, alice, concede(ALICE))
    await report(service, bob, {"event": "life", "player": BOB, "delta": -3})
    return await service.propose(channel_id=CHANNEL, actor=judge, kind="match_end")


async def _drawn_match(service: MatchService) -> MatchView:
    await start(service, system="grand-archive")
    return await service.propose(channel_id=CHANNEL, actor=judge, kind="match_draw")


async def _judged(service: MatchService) -> MatchView:
    """A league's fix on a match still being played: alice leads 1-0, the judge records bob
    winning 2-1."""
    await start(service)
    await report(service, bob, concede(BOB))
    await report(service, alice, life(BOB, 9))
    judged = RecordResult("bob", (1, 2))
    return await service.record_result(channel_id=CHANNEL, actor=judge, result=judged)


MATCHES = {
    "games": (_two_one_match, {"alice": "won", "bob": "lost"}, "2-1-1"),
    "concession": (_conceded_match, {"alice": "lost", "bob": "won"}, "1-2"),
    "early_end": (_ended_early, {"alice": "lost", "bob": "won"}, "0-1-1"),
    "intentional_draw": (_drawn_match, {"alice": "drew", "bob": "drew"}, "0-0-3"),
    "judge": (_judged, {"alice": "lost", "bob": "won"}, "1-2"),
}


@pytest.mark.parametrize("how", list(MATCHES))
async def test_export_replays_to_the_same_result(
    service: MatchService, tmp_path: Path, how: str
) -> None:
    play, players, score = MATCHES[how]
    view = await play(service)
    assert view.result is not None and view.result.score == score and view.result.reason == how

    document = await service.export(view.id)
    assert document["result"]["score"] == score
    assert document["user_ids"] == {"alice": ALICE, "bob": BOB}
    path = tmp_path / "match.json"
    path.write_text(json.dumps(document), encoding="utf-8")

    line = replay_file(str(path))
    assert line["status"] == "over"
    assert line["players"] == players
    assert line["score"] == score
    assert set(view.result.citations) <= set(line["citations"])


@pytest.mark.parametrize("how", list(MATCHES))
async def test_import_readjudicates_to_the_same_result(
    service: MatchService, tmp_path: Path, how: str
) -> None:
    play, _, _ = MATCHES[how]
    original = await play(service)
    document = json.loads(json.dumps(await service.export(original.id)))

    imported = await service.import_match(
        document, guild_id=OTHER_GUILD, channel_id=OTHER_CHANNEL, actor=judge
    )
    assert imported.id != original.id
    assert imported.channel_id == OTHER_CHANNEL and imported.guild_id == OTHER_GUILD
    assert imported.status == "finished"
    assert imported.result == original.result
    assert imported.wins == original.wins and imported.draws == original.draws
    assert imported.score_text == original.score_text
    assert [(p.name, p.user_id) for p in imported.players] == [
        (p.name, p.user_id) for p in original.players
    ]
    # The imported log holds the standing reports of every game.
    original_games = await service.games(original.id)
    imported_games = await service.games(imported.id)
    assert [g.status for g in imported_games] == [g.status for g in original_games]
    assert [g.state for g in imported_games] == [g.state for g in original_games]
    # And exporting it again gives the same games.
    again = await service.export(imported.id)
    assert [g["reports"] for g in again["games"]] == [g["reports"] for g in document["games"]]


async def test_import_of_an_unfinished_match_continues_in_the_channel(
    service: MatchService,
) -> None:
    original = await start(service)
    await report(service, bob, concede(BOB))
    await report(service, alice, life(BOB, 9))
    document = await service.export(original.id)

    imported = await service.import_match(
        document, guild_id=GUILD, channel_id=OTHER_CHANNEL, actor=judge
    )
    assert imported.status == "active" and imported.result is None
    assert imported.wins == (1, 0) and imported.game.number == 2
    assert imported.player("bob").life == 9
    answer = await report(service, bob, concede(BOB), channel_id=OTHER_CHANNEL)
    assert answer.match_over
    assert answer.match.result is not None and answer.match.result.score == "2-0"


def _bad_report(document: dict) -> None:
    document["games"][0]["reports"].insert(0, {"event": "poison", "player": "bob", "set": -1})


def _report_after_game_over(document: dict) -> None:
    document["games"][0]["reports"].append({"event": "concede", "player": "bob"})


def _other_player_concedes_game_4(document: dict) -> None:
    document["games"][3]["reports"] = [{"event": "concede", "player": "alice"}]  # not bob


def _game_1_left_unfinished(document: dict) -> None:
    game = document["games"][0]
    game["reports"], game["status"] = [], "playing"


def _game_1_recorded_as_unfinished(document: dict) -> None:
    document["games"][0]["status"] = "playing"


def _result_claims_the_other_side(document: dict) -> None:
    document["result"] = {**document["result"], "winner_side": 1, "winners": ["bob"]}


def _set(key: str, value: object) -> Callable[[dict], None]:
    return lambda document: document.__setitem__(key, value)


@pytest.mark.parametrize(
    ("corrupt", "message"),
    [
        (_bad_report, r"game 1.*cannot go below 0"),
        (_report_after_game_over, r"game 1.*already over"),
        (_set("best_of", 2), "best_of must be 1, 3, 5 or 7"),
        (_set("best_of", True), "best_of must be 1, 3, 5 or 7"),
        (_set("system", "chess"), "Unknown game system"),
        # The record must be what the reports lead to (replay-format.md, revision 2).
        (_other_player_concedes_game_4, r"game 4: recorded standings .*but its reports give"),
        (_game_1_left_unfinished, r"game 1: it never ended, yet game 2 follows it"),
        (_game_1_recorded_as_unfinished, r"game 1: recorded as playing, but its reports end it"),
        (
            _result_claims_the_other_side,
            r"game 4: the recorded match result \(bob wins 2-1-1 \(on games\)\) is not what the "
            r"games' reports lead to \(alice wins 2-1-1 \(on games\)\)",
        ),
    ],
    ids=[
        "negative-poison",
        "after-game-over",
        "best-of-2",
        "best-of-true",
        "system",
        "other-winner",
        "skipped-game",
        "status",
        "result",
    ],
)
async def test_import_refuses_an_invalid_document(
    service: MatchService,
    database: Database,
    corrupt: Callable[[dict], None],
    message: str,
) -> None:
    original = await _two_one_match(service)
    document = await service.export(original.id)
    corrupt(document)
    before = await db_rows(database)
    with pytest.raises(MatchError, match=f"That export is not valid.*{message}"):
        await service.import_match(document, guild_id=GUILD, channel_id=OTHER_CHANNEL, actor=judge)
    assert await db_rows(database) == before


def test_a_judge_ending_without_its_winner_is_refused() -> None:
    """A judge's ending names its winning side, or null for a draw: one that leaves it out
    is refused in one line, not read as a draw."""
    document = {
        "format": "arbiter-match",
        "system": "magic",
        "players": ["alice", "bob"],
        "best_of": 3,
        "games": [{"reports": []}],
        "ending": {"reason": "judge", "score": "2-0"},
    }
    with pytest.raises(GameFileError, match="winner_side") as refused:
        adjudicate_match(document)
    assert refused.value.field == "ending"


async def test_unfinished_import_refused_where_a_match_is_active(
    service: MatchService, database: Database
) -> None:
    original = await start(service)
    await report(service, alice, life(BOB, 9))
    document = await service.export(original.id)
    before = await db_rows(database)
    with pytest.raises(MatchError, match="already has an active match; import it elsewhere"):
        await service.import_match(document, guild_id=GUILD, channel_id=CHANNEL, actor=judge)
    assert await db_rows(database) == before


# -- guild settings --------------------------------------------------------------------------


async def test_guild_settings(service: MatchService, database: Database) -> None:
    defaults = await service.settings(GUILD)
    assert defaults.judge_role_id is None
    assert defaults.confirmation_required is True
    assert defaults.default_game is None

    updated = await service.update_settings(
        GUILD, judge_role_id=5555, confirmation_required=False, default_game="terrus"
    )
    assert (updated.judge_role_id, updated.confirmation_required, updated.default_game) == (
        5555,
        False,
        "terrus",
    )
    # Stored: a new service (a restart) reads the same.
    stored = await MatchService(database).settings(GUILD)
    assert (stored.judge_role_id, stored.confirmation_required, stored.default_game) == (
        5555,
        False,
        "terrus",
    )
    # Other guilds keep the defaults; a partial update keeps the rest.
    assert (await service.settings(OTHER_GUILD)).judge_role_id is None
    partial = await service.update_settings(GUILD, default_game="magic")
    assert (partial.judge_role_id, partial.confirmation_required) == (5555, False)
    cleared = await service.update_settings(GUILD, clear_judge_role=True)
    assert cleared.judge_role_id is None and cleared.default_game == "magic"


async def test_bad_default_game_refused(service: MatchService, database: Database) -> None:
    await service.update_settings(GUILD, default_game="magic")
    before = await db_rows(database)
    with pytest.raises(MatchError, match="grand-archive, magic or terrus"):
        await service.update_settings(GUILD, default_game="pokemon", judge_role_id=1)
    assert await db_rows(database) == before
    assert (await service.settings(GUILD)).default_game == "magic"


async def test_match_concession_settles_what_was_waiting(service: MatchService) -> None:
    view = await start(service)
    await report(service, alice, {"event": "deck_out", "player": BOB})  # waits for bob
    finished = await service.concede_match(channel_id=CHANNEL, actor=bob)
    assert result_of(finished) == (("alice",), "2-0", "concession")
    assert finished.pending is None
    # The waiting report never took effect: the log says so, and nothing is left open.
    assert [r.status for r in await service.log(view.id)] == ["undone"]
    assert [entry["status"] for entry in (await service.export(view.id))["log"]] == ["undone"]


@pytest.mark.parametrize("ending", ["concession", "early_end"])
async def test_match_ending_drops_an_open_batch(
    service: MatchService, database: Database, ending: str
) -> None:
    await start(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, alice, life(BOB, 0))
    if ending == "concession":
        finished = await service.concede_match(channel_id=CHANNEL, actor=alice)
        assert result_of(finished) == (("bob",), "0-2", "concession")
    else:
        finished = await service.propose(channel_id=CHANNEL, actor=judge, kind="match_end")
        assert result_of(finished) == ((), "0-0", "early_end")
    assert finished.batch_size is None
    assert [row["status"] for row in (await db_rows(database))["batch"]] == ["cancelled"]
    # The batched report stays on record, cancelled with its batch; nothing was applied.
    assert [r.status for r in await service.log(finished.id)] == ["cancelled"]
