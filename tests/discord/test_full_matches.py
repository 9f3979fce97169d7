"""Whole matches through discord.py: /match start to the match result, for every game.

Each test drives the real ArbiterBot through the harness the way players would: slash
commands, the Play first / Play second buttons, Confirm on reports that knock someone else out.
It checks what people see (verdicts naming the rule, the result line), that the one scoreboard
message posted at the start is edited in place after every report, and what is stored.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.app.match.views import MatchView
from bot.core.match import scoring
from tests.discord.conftest import Arbiter
from tests.discord.helpers import board_fields, labels, press, slash, status
from tests.discord_harness import FakeMessage, FakeUser, InteractionResult

# -- helpers -----------------------------------------------------------------------------------


class Table:
    """One match at the test table: sends commands and keeps an eye on the scoreboard."""

    def __init__(self, arbiter: Arbiter) -> None:
        self.arbiter = arbiter
        self.board: FakeMessage | None = None
        self.start: InteractionResult | None = None

    async def slash(self, command: str, user: FakeUser, **options: Any) -> InteractionResult:
        return await slash(self.arbiter, command, user, **options)

    async def begin(self, user: FakeUser, **options: Any) -> InteractionResult:
        result = await self.slash("match start", user, **options)
        assert not result.ephemeral, result.content
        assert "started" in (result.content or "")
        boards = [m for m in result.channel_messages if m.embeds]
        assert len(boards) == 1, "the scoreboard is posted once, when the match starts"
        self.board, self.start = boards[0], result
        return result

    async def report(self, command: str, user: FakeUser, **options: Any) -> InteractionResult:
        """A report that is recorded: the scoreboard is edited, never posted again."""
        result = await self.slash(command, user, **options)
        self.assert_board_edited(result)
        return result

    async def click(
        self, custom_id: str, user: FakeUser, message: FakeMessage
    ) -> InteractionResult:
        return await self.arbiter.harness.click(custom_id, user=user, message=message)

    async def confirm(self, pending: InteractionResult, user: FakeUser) -> InteractionResult:
        """Press Confirm on a pending report's message; the same message shows the verdict."""
        assert pending.response is not None
        assert labels(pending) == ["Confirm", "Dispute"]
        result = await press(self.arbiter, pending.response, "Confirm", user)
        assert result.response is pending.response, "Confirm updates the report's message"
        assert not result.ephemeral
        assert (result.content or "").startswith(f"Confirmed by <@{user.id}>.")
        self.assert_board_edited(result)
        return result

    async def choose(
        self, on: FakeMessage, chooser: FakeUser, other: FakeUser, label: str
    ) -> InteractionResult:
        """The non-chooser's press is refused privately; then the chooser picks."""
        custom_id = on.button(label)["custom_id"]
        refused = await self.click(custom_id, other, on)
        assert refused.ephemeral
        assert "chooses play or draw" in (refused.content or "")
        assert not refused.edited_messages, "a refused press changes nothing"
        chosen = await self.click(custom_id, chooser, on)
        assert not chosen.ephemeral
        assert "plays first in game" in (chosen.content or "")
        self.assert_board_edited(chosen)
        return chosen

    def assert_board_edited(self, result: InteractionResult) -> None:
        assert self.board is not None
        assert [m.id for m in result.edited_messages] == [self.board.id]
        assert not [m for m in result.channel_messages if m.embeds], "no second scoreboard"

    def board_fields(self) -> dict[str, str]:
        assert self.board is not None
        return board_fields(self.board)

    def assert_one_scoreboard(self) -> None:
        """The whole match produced exactly one bot-token message: the scoreboard."""
        posted = [
            m
            for m in self.arbiter.harness.channel_history(self.arbiter.table)
            if m.source == "channel"
        ]
        assert [m.id for m in posted] == [self.board.id if self.board else None]
        assert self.board is not None and self.board.edited

    async def status(self) -> MatchView:
        return await status(self.arbiter)


def lines(result: InteractionResult) -> str:
    """Everything the interaction said in the channel: its message and any follow-ups."""
    messages = [m for m in (result.response, *result.followups) if m is not None]
    return "\n".join(m.content or "" for m in messages)


def choice_message(result: InteractionResult) -> FakeMessage:
    """The message with Play first / Play second: the verdict itself, or, after a Confirm,
    the new message that pings the chooser."""
    for message in (*result.followups, result.response):
        if message is not None and message.buttons:
            return message
    raise AssertionError("no message with play/draw buttons")


# -- Magic ------------------------------------------------------------------------------------


async def test_magic_best_of_three_life_and_poison(
    arbiter: Arbiter, seat_one_chooses: None
) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    table = Table(arbiter)
    start = await table.begin(alice, opponent=bob, game="magic")
    assert lines(start) == (
        f"Match #1 started: <@{alice.id}> vs <@{bob.id}>, Magic: The Gathering, best of 3. "
        f"Drawn at random: <@{alice.id}> chooses whether to play first in game 1."
    )
    assert table.board_fields()["Game 1"].startswith(
        f"<@{alice.id}>: life 20\n<@{bob.id}>: life 20"
    )

    # Game 1: alice chooses to play second, so bob plays first.
    assert start.response is not None
    chosen = await table.choose(start.response, alice, bob, "Play second")
    assert lines(chosen) == f"<@{bob.id}> plays first in game 1."
    assert "bob plays first" in table.board_fields()["Game 1"]
    assert (await table.status()).game.first_player == "bob"

    hit = await table.report("life", bob, change=-5)
    assert lines(hit) == "Recorded: bob: life 15 (a player loses at 0)."
    assert "life 15" in table.board_fields()["Game 1"]
    poisoned = await table.report("poison", alice, player=bob, change=10)
    assert "bob loses: they have 10 poison counters (MTG CR 104.3d, MTG CR 704.5c)" in lines(
        poisoned
    )
    game1 = await table.confirm(poisoned, bob)
    assert "Game 1 is over. Score: alice 1, bob 0." in lines(game1)
    assert f"<@{bob.id}> chooses whether to play first in game 2 (MTG MTR 2.2)." in lines(game1)
    assert table.board_fields()["Score"] == "alice 1, bob 0"

    # Game 2: the loser chooses, with the buttons on the result message.
    assert [b["custom_id"] for b in choice_message(game1).buttons] == [
        "arbiter:choose:1:2:play",
        "arbiter:choose:1:2:draw",
    ]
    await table.choose(choice_message(game1), bob, alice, "Play first")
    assert "bob plays first" in table.board_fields()["Game 2"]
    down = await table.report("life", alice, total=0)  # alice's own report: no confirmation
    assert not down.ephemeral
    assert down.response is not None
    assert labels(down) == ["Play first", "Play second"]
    assert "**alice loses: their life total is 0 (MTG CR 104.3b, MTG CR 704.5a)**" in lines(down)
    assert "Game 2 is over. Score: alice 1, bob 1." in lines(down)
    assert f"<@{alice.id}> chooses whether to play first in game 3" in lines(down)

    # Game 3: alice plays first and wins on poison; bob confirms.
    assert down.response is not None
    await table.choose(choice_message(down), alice, bob, "Play first")
    await table.report("poison", alice, player=bob, total=4)
    assert "poison 4" in table.board_fields()["Game 3"]
    final = await table.confirm(await table.report("poison", alice, player=bob, change=6), bob)
    assert "MTG CR 104.3d" in lines(final)
    assert "Game 3 is over. Score: alice 2, bob 1." in lines(final)
    assert "alice wins the match: alice 2, bob 1 (MTG MTR 2.1)." in lines(final)
    assert final.response is not None and not final.response.buttons, "no next game to choose"

    assert table.board_fields()["Result"] == "alice wins the match: alice 2, bob 1 (MTG MTR 2.1)."
    table.assert_one_scoreboard()
    stored = await table.status()
    assert stored.status == "finished"
    assert stored.wins == (2, 1)
    assert stored.result is not None and stored.result.winners == ("alice",)


async def test_magic_drawn_game_counts_as_a_draw_and_the_chooser_chooses_again(
    arbiter: Arbiter, seat_one_chooses: None
) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    table = Table(arbiter)
    start = await table.begin(alice, opponent=bob, game="magic")
    assert start.response is not None
    await table.choose(start.response, alice, bob, "Play first")

    # Game 1 is a draw by a mandatory loop: bob is not eliminated by it, but it ends his game.
    loop = await table.report("game draw", alice, reason="loop")
    assert "bob draws" in lines(loop) and "(MTG CR 104.4b)" in lines(loop)
    drawn = await table.confirm(loop, bob)
    assert "Game 1 is over. Score: alice 0, bob 0, 1 drawn game." in lines(drawn)
    # After a drawn game, whoever chose for it chooses again (MTR 2.2).
    assert f"<@{alice.id}> chooses whether to play first in game 2 (MTG MTR 2.2)." in lines(drawn)
    assert table.board_fields()["Score"] == "alice 0, bob 0, 1 drawn game"

    assert drawn.response is not None
    await table.choose(choice_message(drawn), alice, bob, "Play second")
    intentional = await table.report("game draw", bob, reason="intentional_draw")
    assert "(MTG CR 104.4i)" in lines(intentional)
    game2 = await table.confirm(intentional, alice)
    assert "Game 2 is over. Score: alice 0, bob 0, 2 drawn games." in lines(game2)

    game3 = await table.report("concede", bob)  # a self-report applies at once
    assert "**bob loses: they conceded (MTG CR 104.3a)**" in lines(game3)
    assert "Score: alice 1, bob 0, 2 drawn games." in lines(game3)
    game4 = await table.report("deckout", bob)
    assert "they had to draw from an empty library (MTG CR 104.3c, MTG CR 704.5b)" in lines(game4)
    assert "alice wins the match: alice 2, bob 0, 2 drawn games (MTG MTR 2.1)." in lines(game4)
    table.assert_one_scoreboard()
    assert (await table.status()).draws == 2


# -- Grand Archive ----------------------------------------------------------------------------


async def test_grand_archive_best_of_three(arbiter: Arbiter, seat_one_chooses: None) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    table = Table(arbiter)
    start = await table.begin(alice, opponent=bob, game="grand-archive")
    assert "Grand Archive, best of 3" in lines(start)
    assert table.board_fields()["Game 1"].startswith(
        f"<@{alice.id}>: controls their champion\n<@{bob.id}>: controls their champion"
    )
    assert start.response is not None
    await table.choose(start.response, alice, bob, "Play first")

    # Game 1: bob's champion dies, reported by alice; bob confirms.
    died = await table.report("champion died", alice, player=bob)
    assert "bob loses: their champion died (GA Ending the Game 3)" in lines(died)
    assert "alice wins: all of their opponents have left the game (GA Ending the Game 2)" in lines(
        died
    )
    game1 = await table.confirm(died, bob)
    assert "Game 1 is over. Score: alice 1, bob 0." in lines(game1)
    assert (
        f"<@{bob.id}> chooses whether to play first in game 2 "
        "(GA Tournament Rules: Match Structure)." in lines(game1)
    )

    # Game 2: bob takes control of alice's champion, so alice controls none.
    assert game1.response is not None
    await table.choose(choice_message(game1), bob, alice, "Play first")
    taken = await table.report("champion control", bob, player=alice, controller=bob)
    assert (
        "alice loses: they control no champion (bob controls their champion) "
        "(GA Ending the Game 3)" in lines(taken)
    )
    game2 = await table.confirm(taken, alice)
    assert "Game 2 is over. Score: alice 1, bob 1." in lines(game2)

    # Game 3: bob decks himself: applies at once.
    assert game2.response is not None
    await table.choose(choice_message(game2), alice, bob, "Play second")
    final = await table.report("deckout", bob)
    assert (
        "**bob loses: they tried to draw a card from an empty deck (GA Ending the Game 3)**"
        in lines(final)
    )
    assert "alice wins the match: alice 2, bob 1 (GA Tournament Rules: Match Structure)." in lines(
        final
    )
    table.assert_one_scoreboard()
    assert "alice wins the match: alice 2, bob 1" in table.board_fields()["Result"]


async def test_grand_archive_refuses_magic_only_reports(arbiter: Arbiter) -> None:
    table = Table(arbiter)
    await table.begin(arbiter.alice, opponent=arbiter.bob, game="grand-archive")
    refused = await table.slash("life", arbiter.alice, change=-3)
    assert refused.ephemeral
    assert "Grand Archive has no life totals" in lines(refused)
    assert not refused.edited_messages


# -- Terrus -----------------------------------------------------------------------------------


async def test_terrus_best_of_three_vitae_metropolis_and_vote(
    arbiter: Arbiter, seat_one_chooses: None
) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    table = Table(arbiter)
    start = await table.begin(alice, opponent=bob, game="terrus")
    assert "Terrus, best of 3" in lines(start)
    assert "vitae not reported yet" in table.board_fields()["Game 1"]
    assert start.response is not None
    await table.choose(start.response, alice, bob, "Play first")

    # Game 1: vitae is reported as a total (it is printed on the clade).
    for player in (alice, bob):
        recorded = await table.report("life", player, total=25)
        assert "vitae 25 (a player loses at 0)" in lines(recorded)
    assert table.board_fields()["Game 1"].startswith(
        f"<@{alice.id}>: vitae 25\n<@{bob.id}>: vitae 25"
    )
    await table.report("life", bob, change=-7)
    assert f"<@{bob.id}>: vitae 18" in table.board_fields()["Game 1"]
    out = await table.report("life", alice, player=bob, total=0)
    assert "bob loses: their vitae is 0" in lines(out) and "Terrus 5.3b" in lines(out)
    assert (
        "alice wins: they reduced their only remaining opponent, bob, to 0 vitae (Terrus 5.2a)"
        in lines(out)
    )
    game1 = await table.confirm(out, bob)
    assert "Game 1 is over. Score: alice 1, bob 0." in lines(game1)
    assert f"<@{bob.id}> chooses whether to play first in game 2 (Terrus 4.2)." in lines(game1)

    # Game 2: a Metropolis victory for bob.
    assert game1.response is not None
    await table.choose(choice_message(game1), bob, alice, "Play first")
    metropolis = await table.report("turn-start", bob, structures=10)
    assert (
        "bob wins: Metropolis victory: they began their turn with 10 structures (Terrus 5.2b)"
        in lines(metropolis)
    )
    game2 = await table.confirm(metropolis, alice)
    assert "Game 2 is over. Score: alice 1, bob 1." in lines(game2)

    # Game 3: a Political victory for alice.
    assert game2.response is not None
    await table.choose(choice_message(game2), alice, bob, "Play second")
    vote = await table.report("vote", alice, intelligence=15)
    assert (
        "alice wins: Political victory: they won a Dominion Vote with 15 INT (Terrus 5.2c)"
        in lines(vote)
    )
    final = await table.confirm(vote, bob)
    assert "alice wins the match: alice 2, bob 1 (Terrus 4.2)." in lines(final)
    table.assert_one_scoreboard()


async def test_terrus_relic_victory_and_a_vote_below_the_threshold(
    arbiter: Arbiter, seat_one_chooses: None
) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    table = Table(arbiter)
    await table.begin(alice, opponent=bob, game="terrus", best_of=1)
    quiet = await table.report("vote", alice, intelligence=14)
    assert not quiet.ephemeral
    assert "14 INT: a Political victory needs 15 (Terrus 5.2c)" in lines(quiet)
    few = await table.report("turn-start", alice, structures=9, relics=3)
    assert "9 structures (a Metropolis victory needs 10, Terrus 5.2b)" in lines(few)
    assert "3 Relics (a Relic victory needs 4, Terrus 5.2d)" in lines(few)
    assert "9 structures, 3 Relics" in table.board_fields()["Game 1"]
    relics = await table.report("turn-start", alice, relics=4)
    assert "Relic victory: they began their turn with 4 Relics (Terrus 5.2d)" in lines(relics)
    final = await table.confirm(relics, bob)
    assert "alice wins the match: alice 1, bob 0 (Terrus 4.2)." in lines(final)
    table.assert_one_scoreboard()


# -- Magic variants and multiplayer -----------------------------------------------------------


async def test_commander_damage_free_for_all(arbiter: Arbiter, seat_one_chooses: None) -> None:
    alice, bob, carol = arbiter.alice, arbiter.bob, arbiter.carol
    table = Table(arbiter)
    start = await table.begin(alice, opponent=bob, player3=carol, game="magic", variant="commander")
    assert "best of 1" in lines(start), "a multiplayer match is one game by default"
    assert table.board_fields()["Game 1"].startswith(f"<@{alice.id}>: life 40")

    chip = await table.report("commander-damage", carol, commander=bob, change=10)
    assert "carol: 10 of 21 from bob's commander; life 30" in lines(chip)
    assert "life 30, 10 from bob's commander" in table.board_fields()["Game 1"]
    lethal = await table.report("commander-damage", alice, player=carol, commander=bob, change=11)
    assert (
        "carol loses: bob's commander has dealt them 21 combat damage this game "
        "(MTG CR 104.3j, MTG CR 903.10)" in lines(lethal)
    )
    assert f"<@{carol.id}> (or a judge): confirm or dispute." in lines(lethal)
    confirmed = await table.confirm(lethal, carol)
    assert "Game 1 is over" not in lines(confirmed), "two players are still in the game"
    assert (
        f"<@{carol.id}>: life 19, 21 from bob's commander — **lost**"
        in table.board_fields()["Game 1"]
    )

    final = await table.report("concede", bob)
    assert "**bob loses: they conceded (MTG CR 104.3a)**" in lines(final)
    assert "alice wins the match: alice 1, bob 0, carol 0 (MTG MTR 2.1)." in lines(final)
    table.assert_one_scoreboard()


async def test_commander_damage_is_refused_outside_commander(arbiter: Arbiter) -> None:
    table = Table(arbiter)
    await table.begin(arbiter.alice, opponent=arbiter.bob, game="magic")
    refused = await table.slash("commander-damage", arbiter.alice, commander=arbiter.bob, change=5)
    assert refused.ephemeral
    assert "Commander damage only counts in a Commander game" in lines(refused)


async def test_two_headed_giant_teams_share_life(arbiter: Arbiter, seat_one_chooses: None) -> None:
    alice, bob, carol, dave = arbiter.alice, arbiter.bob, arbiter.carol, arbiter.dave
    table = Table(arbiter)
    start = await table.begin(
        alice,
        opponent=bob,
        player3=carol,
        player4=dave,
        game="magic",
        variant="two-headed-giant",
        teams="1 3 vs 2 4",
    )
    assert f"<@{alice.id}> & <@{carol.id}> vs <@{bob.id}> & <@{dave.id}>" in lines(start)
    assert table.board_fields()["Score"] == "alice & carol 0, bob & dave 0"
    assert start.response is not None
    await table.choose(start.response, alice, bob, "Play first")

    await table.report("life", bob, change=-10)
    board = table.board_fields()["Game 1"]
    assert f"<@{bob.id}> & <@{dave.id}>: shared life 20" in board  # one line per team
    lethal = await table.report("life", carol, player=dave, change=-20)
    assert "their team's shared life total is 0 (MTG CR 104.3b, MTG CR 704.6a)" in lines(lethal)
    assert f"<@{bob.id}>, <@{dave.id}> (or a judge): confirm or dispute." in lines(lethal)
    # Both players it knocks out confirm (product.md, "Confirmation"): bob, then dave.
    first = await press(arbiter, lethal.response, "Confirm", bob)
    assert f"<@{dave.id}> (or a judge): confirm or dispute." in lines(first)
    final = await table.confirm(lethal, dave)
    assert "alice & carol win the match: alice & carol 1, bob & dave 0 (MTG MTR 2.1)." in lines(
        final
    )
    table.assert_one_scoreboard()
    stored = await table.status()
    assert stored.result is not None and stored.result.winners == ("alice", "carol")


async def test_two_headed_giant_needs_two_teams_of_two(arbiter: Arbiter) -> None:
    table = Table(arbiter)
    refused = await table.slash(
        "match start",
        arbiter.alice,
        opponent=arbiter.bob,
        player3=arbiter.carol,
        game="magic",
        variant="two-headed-giant",
        teams="1 2 vs 3",
    )
    assert refused.ephemeral and "Two-Headed Giant is two teams of two" in lines(refused)
    assert not refused.channel_messages
    bad_seat = await table.slash(
        "match start", arbiter.alice, opponent=arbiter.bob, game="magic", teams="1 vs 7"
    )
    assert bad_seat.ephemeral and "there is no player in seat 7" in lines(bad_seat)


async def test_emperor_team_loses_with_its_emperor(arbiter: Arbiter) -> None:
    a = arbiter
    table = Table(arbiter)
    start = await table.begin(
        a.alice,
        opponent=a.bob,
        player3=a.carol,
        player4=a.dave,
        player5=a.erin,
        player6=a.frank,
        game="magic",
        variant="emperor",
        teams="1 2 3 vs 4 5 6",
        emperors="2 5",
    )
    assert "best of 1" in lines(start)
    assert table.board_fields()["Score"] == "alice & bob & carol 0, dave & erin & frank 0"

    # erin, an emperor, concedes: her teammates lose with her, so they confirm.
    fall = await table.report("concede", a.erin)
    assert "dave loses: their emperor lost (MTG CR 104.3i, MTG CR 809.5)" in lines(fall)
    assert "erin loses: they conceded (MTG CR 104.3a)" in lines(fall)
    assert f"<@{a.dave.id}>, <@{a.frank.id}> (or a judge): confirm or dispute." in lines(fall)
    first = await press(arbiter, fall.response, "Confirm", a.frank)
    assert f"<@{a.dave.id}> (or a judge): confirm or dispute." in lines(first)
    final = await table.confirm(fall, a.dave)
    assert (
        "alice & bob & carol win the match: alice & bob & carol 1, dave & erin & frank 0 "
        "(MTG MTR 2.1)." in lines(final)
    )
    table.assert_one_scoreboard()


async def test_emperor_needs_one_emperor_per_team(arbiter: Arbiter) -> None:
    a = arbiter
    table = Table(arbiter)
    refused = await table.slash(
        "match start",
        a.alice,
        opponent=a.bob,
        player3=a.carol,
        player4=a.dave,
        game="magic",
        variant="emperor",
        teams="1 2 vs 3 4",
        emperors="1 2",
    )
    assert refused.ephemeral and "Each team needs exactly one emperor" in lines(refused)


async def test_free_for_all_is_best_of_one(arbiter: Arbiter, seat_one_chooses: None) -> None:
    alice, bob, carol = arbiter.alice, arbiter.bob, arbiter.carol
    table = Table(arbiter)
    start = await table.begin(alice, opponent=bob, player3=carol, game="magic")
    assert "best of 1" in lines(start)
    assert start.response is not None
    await table.choose(start.response, alice, carol, "Play first")

    out = await table.report("concede", carol)
    assert "**carol loses: they conceded (MTG CR 104.3a)**" in lines(out)
    assert "Game 1 is over" not in lines(out)
    assert f"<@{carol.id}>: life 20 — **lost**" in table.board_fields()["Game 1"]
    refused = await table.slash("life", carol, change=-1)
    assert refused.ephemeral and "carol has already left this game" in lines(refused)

    final = await table.report("deckout", bob)
    assert "alice wins: all of their opponents have left the game (MTG CR 104.2a)" in lines(final)
    assert "alice wins the match: alice 1, bob 0, carol 0 (MTG MTR 2.1)." in lines(final)
    table.assert_one_scoreboard()
    history = await table.slash("match history", alice)
    assert history.ephemeral
    assert "alice wins the match: alice 1, bob 0, carol 0" in history.embeds[0].description


# -- choosing play or draw --------------------------------------------------------------------


async def test_the_first_chooser_is_drawn_with_secrets(
    arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn_from: list[tuple[str, ...]] = []

    def last_of(players: tuple[str, ...]) -> str:
        drawn_from.append(tuple(players))
        return players[-1]

    monkeypatch.setattr(scoring.secrets, "choice", last_of)
    table = Table(arbiter)
    start = await table.begin(
        arbiter.alice, opponent=arbiter.bob, player3=arbiter.carol, game="terrus"
    )
    assert drawn_from == [("alice", "bob", "carol")]
    assert f"Drawn at random: <@{arbiter.carol.id}> chooses" in lines(start)
    assert "carol chooses play or draw" in table.board_fields()["Game 1"]


async def test_choose_command_instead_of_the_buttons(
    arbiter: Arbiter, seat_one_chooses: None
) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    table = Table(arbiter)
    await table.begin(alice, opponent=bob, game="magic")
    refused = await table.slash("choose", bob, choice="play")
    assert refused.ephemeral and refused.content == "alice chooses play or draw for game 1."
    chosen = await table.slash("choose", alice, choice="draw")
    assert chosen.content == f"<@{bob.id}> plays first in game 1."
    table.assert_board_edited(chosen)
    late = await table.slash("choose", alice, choice="play")
    assert late.ephemeral and "already begun" in (late.content or "")
    assert (await table.status()).game.first_player == "bob"
