"""What a newcomer's pass through README found (a console session, a league, the settings, in
English and Spanish), each held through discord.py: gateway payloads in, the real CommandTree."""

from __future__ import annotations

from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash


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
