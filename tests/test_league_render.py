"""League texts stay within Discord's limits however many tables a round has."""

from __future__ import annotations

from datetime import UTC, datetime
from fractions import Fraction

from bot.app.league import PairingView, RoundView
from bot.core.languages import Language
from bot.core.league import LeagueStanding
from bot.core.league.table_result import TableResult
from bot.core.messages import Message
from bot.faces.discord.league_render import round_messages, standings_embed

ENGLISH = Language.ENGLISH


def a_round(tables: int) -> RoundView:
    pairings = tuple(
        PairingView(
            id=n,
            table=n,
            players=(f"player_{2 * n:03d}", f"player_{2 * n + 1:03d}"),
            user_ids=(10**17 + 2 * n, 10**17 + 2 * n + 1),
            match_id=n,
            thread_id=10**18 + n,
            result=TableResult(games=(2, 1, 0)) if n % 2 else None,
        )
        for n in range(1, tables + 1)
    )
    return RoundView(
        league_id=1,
        league_name="Big Swiss",
        number=3,
        deadline=datetime(2026, 11, 24, 19, tzinfo=UTC),
        byes=("odd_one",),
        pairings=pairings,
        time_called=False,
    )


def test_a_round_of_128_players_is_split_between_lines() -> None:
    view = a_round(64)
    messages = round_messages(view, Message("Round {number} pairings", number=3), ENGLISH)
    assert len(messages) > 1 and all(len(m) <= 2000 for m in messages)
    text = "\n".join(messages)
    for pairing in view.pairings:
        assert f"Table {pairing.table}: <@{pairing.user_ids[0]}> vs" in text
    assert messages[0].startswith("**Round 3 pairings** — time <t:")
    assert messages[-1].endswith("Bye: odd\\_one")  # names are escaped for Markdown


def test_a_small_round_is_one_message() -> None:
    heading = Message("Round {number} pairings", number=1)
    assert len(round_messages(a_round(4), heading, ENGLISH)) == 1


def test_standings_pages_stay_within_an_embed() -> None:
    rows = [
        LeagueStanding(
            rank=n,
            player=f"a_rather_long_player_name_{n:03d}",
            points=30 - n // 10,
            wins=9,
            losses=1,
            draws=0,
            mwp=Fraction(9, 10),
            gwp=Fraction(2, 3),
            omwp=Fraction(33, 100),
            ogwp=Fraction(1, 2),
            dropped=n % 7 == 0,
        )
        for n in range(1, 257)
    ]
    first = standings_embed("Big Swiss", rows, 1, ENGLISH)
    last = standings_embed("Big Swiss", rows, 13, ENGLISH)
    beyond = standings_embed("Big Swiss", rows, 99, ENGLISH)  # past the end: the last page
    for embed in (first, last, beyond):
        assert len(embed.description or "") <= 4096
        assert len(embed) <= 6000
    assert "Page 1 of 13" in (first.footer.text or "")
    assert (first.description or "").count("\n") == 19  # 20 rows a page
    assert (beyond.description or "") == (last.description or "")
    assert "a\\_rather\\_long\\_player\\_name\\_256" in (last.description or "")
