"""What a newcomer's pass through README found (a console session, a league, the settings, in
English and Spanish), each held through discord.py: gateway payloads in, the real CommandTree."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import discord

from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash
from tests.discord.test_league_penalties import four_player_round
from tests.discord.test_leagues import League
from tests.discord_harness import FakeChannel, FakeUser


async def test_a_finished_matchs_rating_line_is_in_the_servers_language(arbiter: Arbiter) -> None:
    """In a Spanish server the result was Spanish and its last line English (`Ratings: alice
    1000 -> 1086`): the rating changes are part of the public result, in its language."""
    spanish = await slash(arbiter, "arbiter config", arbiter.admin, language="es")
    assert "Español" in (spanish.content or "")
    started = await slash(arbiter, "match start", opponent=arbiter.bob, game="magic")
    assert "iniciado" in (started.content or "")

    await slash(arbiter, "concede", arbiter.bob)  # game 1: alice
    conceded = await slash(arbiter, "match concede", arbiter.bob)

    text = conceded.content or ""
    assert "gana el enfrentamiento por concesión" in text, repr(conceded)
    assert "Puntuaciones: alice 1000 -> " in text, text
    assert "Ratings:" not in text


async def test_a_check_in_deadline_of_four_digit_minutes_is_read(arbiter: Arbiter) -> None:
    """`deadline:1000` (16 h 40 min, within the 24 hours allowed) was refused as if it were not
    minutes at all, and `in 2000 min` was told to give minutes instead of that 24 hours is
    the most: only three digits were read."""
    league = League(arbiter)
    created = await league.slash("league create", arbiter.admin, name="Friday", game="magic")
    assert "League created" in (created.content or ""), created
    await league.slash("league join", arbiter.alice)

    too_far = await league.slash("league checkin open", arbiter.admin, deadline="in 2000 min")
    assert too_far.ephemeral and "at most 24 hours away" in (too_far.content or ""), too_far
    assert (
        await arbiter.bot.services.floor.checkin_list(channel_id=league.channel.id)
    ).deadline is None

    opened = await league.slash("league checkin open", arbiter.admin, deadline="1000")
    assert "Check-in for Friday is open" in (opened.content or ""), opened
    view = await arbiter.bot.services.floor.checkin_list(channel_id=league.channel.id)
    assert view.deadline is not None
    assert (
        timedelta(minutes=999) < view.deadline - discord.utils.utcnow() <= timedelta(minutes=1000)
    )


async def test_a_ladder_asked_for_in_an_unknown_game_or_format_is_refused_by_name(
    arbiter: Arbiter,
) -> None:
    """Discord's client offers only the choices, but discord.py does not check them: a format
    it does not know ended `/leaderboard` in "Something went wrong" (a ValueError), and an
    unknown game was answered "No rated matches yet in chess", as if it were a game."""
    await slash(arbiter, "match start", opponent=arbiter.bob, game="magic", best_of=1)
    await slash(arbiter, "concede", arbiter.bob)  # a rated match: the ladders exist

    bad_format = await slash(arbiter, "leaderboard", arbiter.carol, format="triples")
    assert bad_format.ephemeral, bad_format
    assert "format is duel or multiplayer, not 'triples'" in (bad_format.content or "")
    for command in ("leaderboard", "rating"):
        chess = await slash(arbiter, command, arbiter.carol, game="chess")
        text = chess.content or ""
        assert chess.ephemeral and "Unknown game 'chess'" in text, chess
        assert "rated matches" not in text
    board = await slash(arbiter, "leaderboard", arbiter.carol, game="magic", format="duel")
    assert board.embeds and "alice" in (board.embeds[0].description or ""), board


async def test_a_league_in_an_unknown_game_is_refused_as_a_match_would_be(
    arbiter: Arbiter,
) -> None:
    """`/league create game:chess` answered "The game must be one of grand-archive, magic,
    terrus": ids no player types, where /match start names the games as /help writes them;
    a league's game is now read and refused alike, and `ga` is taken as /help writes it."""
    league = League(arbiter)

    chess = await league.slash("league create", arbiter.admin, name="Friday", game="chess")

    text = chess.content or ""
    assert chess.ephemeral and "Unknown game 'chess': choose Grand Archive (`ga`)" in text, chess
    assert "grand-archive" not in text
    nothing = await league.slash("league standings", arbiter.carol)
    assert "There is no league in this channel" in (nothing.content or ""), nothing
    created = await league.slash("league create", arbiter.admin, name="Friday", game="ga")
    assert "League created: **Friday**: Grand Archive" in (created.content or ""), created


async def test_a_judges_match_loss_is_told_wholly_in_the_judges_language(
    arbiter: Arbiter,
) -> None:
    """A Spanish judge's `/league penalty give kind:match_loss` was answered in Spanish but
    for its last line, the match's result, in English ("bob wins the match ...")."""
    league, status = await four_player_round(arbiter)
    loser, winner = status.pairings[0].players

    given = await arbiter.harness.slash(
        "league penalty give",
        user=arbiter.admin,
        channel=league.channel,
        locale="es-ES",
        options={
            "player": league.user(loser),
            "kind": "match_loss",
            "infraction": "unsporting_conduct",
        },
    )

    text = given.content or ""
    assert given.ephemeral and "Registrada" in text, given
    assert f"{winner} gana el enfrentamiento por concesión" in text, text
    assert "wins the match" not in text


async def test_web_link_answers_are_in_the_readers_language(arbiter: Arbiter) -> None:
    """README says only logs, library reasons and developer errors stay English, but a Spanish
    reader's `/match overlay`, `/match phone`, `/league web` and `web_leaderboard:on` answers,
    and the refusal without WEB_BASE_URL, were English."""
    harness, league = arbiter.harness, League(arbiter)

    async def in_spanish(command: str, user: FakeUser, channel: FakeChannel, **options: Any) -> str:
        answer = await harness.slash(
            command, user=user, channel=channel, locale="es-ES", options=options
        )
        assert answer.ephemeral, answer
        return answer.content or ""

    nowhere = await in_spanish("match overlay", arbiter.alice, arbiter.table)
    assert "Las páginas web de Arbiter aún no tienen dirección" in nowhere, nowhere
    arbiter.bot.web_actions.base_url = "https://arbiter.example.org"
    await slash(arbiter, "match start", opponent=arbiter.bob, game="magic")
    await league.slash("league create", arbiter.admin, name="Friday", game="magic")

    overlay = await in_spanish("match overlay", arbiter.alice, arbiter.table)
    assert "Marcador en directo del enfrentamiento n.º 1: https://" in overlay, overlay
    phone = await in_spanish("match phone", arbiter.alice, arbiter.table, revoke=True)
    assert phone.startswith("Tu enlace anterior ya no funciona. Tu móvil para el"), phone
    assert "`/enfrentamiento móvil revocar:true`" in phone, phone
    page = await in_spanish("league web", arbiter.admin, league.channel)
    assert page.startswith("Friday en la web: https://"), page
    switched = await in_spanish(
        "arbiter config", arbiter.admin, arbiter.table, web_leaderboard="on"
    )
    assert "Clasificaciones en la web: activadas." in switched, switched
    for answer in (overlay, phone, page, switched):
        assert "on the web" not in answer and "no longer works" not in answer


async def test_a_result_for_a_round_never_paired_says_so(arbiter_on: Arbiter) -> None:
    """`/league result round:9 table:1` in a league of one round answered "Round 9 has no
    table 1", as if round 9 had been paired with other tables; it says round 9 was never
    paired, and nothing changes. On SQLite and PostgreSQL."""
    arbiter = arbiter_on
    league, before = await four_player_round(arbiter)

    fixed = await league.slash("league result", arbiter.admin, round=9, table=1, games="2-1")

    text = fixed.content or ""
    assert fixed.ephemeral and "Round 9 has not been paired" in text, fixed
    assert "has no table" not in text
    assert await arbiter.bot.leagues.round_status(channel_id=league.channel.id) == before
    wrong_table = await league.slash("league result", arbiter.admin, round=1, table=9, games="2-1")
    assert "Round 1 has no table 9" in (wrong_table.content or ""), wrong_table
