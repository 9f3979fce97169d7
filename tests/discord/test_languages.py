"""Arbiter answers each player in their own language (issue 34): a refusal, which only the
asker sees, is worded in the locale of their Discord client (`interaction.locale`), through
discord.py, for every language Arbiter has a catalogue for, and in English for the others."""

from __future__ import annotations

import pytest

from tests.discord.conftest import Arbiter
from tests.discord.helpers import start

NO_MATCH = {
    "en-US": "There is no active match in this channel. Start one with /match start.",
    "es-ES": "No hay ningún enfrentamiento en curso en este canal. Empieza uno con "
    "/enfrentamiento iniciar.",
    "pt-BR": "Não há nenhuma partida em andamento neste canal. Comece uma com /partida iniciar.",
    "fr": "Aucun match n'est en cours dans ce salon. Lancez-en un avec /match lancer.",
    "de": "In diesem Kanal läuft kein Match. Starte eines mit /match starten.",
    "ja": "このチャンネルで進行中のマッチはありません。/マッチ 開始 で開始してください。",
    "ko": "There is no active match in this channel. Start one with /match start.",
}


@pytest.mark.parametrize("locale", NO_MATCH)
async def test_a_refusal_is_in_the_askers_language(arbiter: Arbiter, locale: str) -> None:
    result = await arbiter.harness.slash(
        "life",
        user=arbiter.alice,
        channel=arbiter.table,
        locale=locale,
        options={"change": -3},
    )
    assert result.ephemeral and not result.channel_messages
    assert result.content == NO_MATCH[locale]


async def test_each_player_reads_the_same_refusal_in_their_own_language(
    arbiter: Arbiter,
) -> None:
    """The same refusal, to one player, follows the language their client is set to."""
    await start(arbiter)
    harness, table = arbiter.harness, arbiter.table
    said = {}
    for locale in ("de", "ja", "en-GB"):
        again = await harness.slash(
            "match start",
            user=arbiter.alice,
            channel=table,
            locale=locale,
            options={"game": "magic", "opponent": arbiter.bob},
        )
        assert again.ephemeral
        said[locale] = again.content
    assert said["de"] == (
        "In diesem Kanal läuft bereits ein Match. Beende es (/match beenden oder /match aufgeben) "
        "oder starte deines in einem anderen Kanal oder Thread."
    )
    assert said["ja"] is not None and said["ja"].startswith(
        "このチャンネルではすでにマッチが進行中です。"
    )
    assert said["en-GB"] == (
        "This channel already has an active match. Finish it (/match end or /match concede), "
        "or start yours in another channel or a thread."
    )


async def test_a_refused_button_press_is_in_the_pressers_language_with_names_kept(
    arbiter: Arbiter,
) -> None:
    """Only bob may confirm alice's report against him: a stranger's press is refused in
    their language, and bob's name stays as it is in every language."""
    await start(arbiter)
    harness = arbiter.harness
    report = await harness.slash(
        "life",
        user=arbiter.alice,
        channel=arbiter.table,
        options={"player": arbiter.bob, "total": 0},
    )
    assert report.response is not None
    button = report.response.button("Confirm")["custom_id"]
    stranger = harness.user(900_000_000_000_007_001, "carol")
    said = {}
    for locale in ("fr", "ja", "en-US"):
        pressed = await harness.click(button, user=stranger, message=report.response, locale=locale)
        assert pressed.ephemeral
        said[locale] = pressed.content
    assert said["fr"] == "Seul bob ou un juge peut confirmer ou contester ceci."
    assert said["ja"] == "これを承認または異議できるのは bob かジャッジだけです。"
    assert said["en-US"] == "Only bob or a judge can confirm or dispute this."
