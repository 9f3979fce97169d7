"""Starting values and the play/draw choice in team games."""

from __future__ import annotations

import pytest

from bot.app.match import Actor, MatchService, PlayerSpec
from bot.core.errors import MatchError
from bot.core.match import scoring
from bot.store.database import Database

ALICE, BOB, CAROL, DAVE = Actor(1), Actor(2), Actor(3), Actor(4)
SEATS = [
    PlayerSpec(1, "alice"),
    PlayerSpec(2, "bob"),
    PlayerSpec(3, "carol"),
    PlayerSpec(4, "dave"),
]


async def test_playing_second_in_a_team_game_hands_first_play_to_an_opponent(
    database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scoring, "first_chooser", lambda setup: setup.players[0])
    service = MatchService(database)
    # alice and bob sit next to each other on one team: bob must not "play first" for them.
    await service.start_match(
        guild_id=1,
        channel_id=10,
        system="magic",
        players=SEATS,
        actor=ALICE,
        variant="two-headed-giant",
        teams=[[1, 2], [3, 4]],
    )
    view = await service.choose(channel_id=10, actor=ALICE, play_first=False)
    assert view.game.choice == "draw"
    assert view.game.first_player == "carol"


@pytest.mark.parametrize("life", [0, -5, {"alice": 0}])
async def test_starting_life_below_one_is_refused_and_nothing_starts(
    database: Database, life: int | dict[str, int]
) -> None:
    service = MatchService(database)
    with pytest.raises(MatchError, match="Starting life must be at least 1"):
        await service.start_match(
            guild_id=1,
            channel_id=10,
            system="magic",
            players=SEATS[:2],
            actor=ALICE,
            starting_life=life,
        )
    assert await service.history(guild_id=1) == []
