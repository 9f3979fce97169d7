"""The league, rating and judge services' refusals reach each asker in their own language
(issue 34): only the asker sees them, worded in the locale of their Discord client
(`interaction.locale`) through discord.py, with names, commands and option values kept as
they are, and every one of them fits a Discord message in every language."""

from __future__ import annotations

import string
from typing import Any

import pytest

from bot.core.league.table_result import TableResult
from bot.core.messages import Message
from bot.faces.discord import limits
from bot.faces.i18n import TRANSLATED, Domain, template_path, translate
from bot.store import requests
from bot.store.database import Database
from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash, start
from tests.discord.test_ask_a_judge import FLIBBERS, ask, button_id, judges_ready, posts_in
from tests.discord.test_leagues import League
from tests.discord.test_requests import lose_next_write_commit
from tests.discord_harness import FakeChannel, FakeUser, InteractionResult
from tests.test_catalogue import entries, read

NO_LEAGUE = {
    "de": "In diesem Kanal gibt es keine Liga. Ein Organisator kann mit /liga erstellen eine "
    "anlegen.",
    "ja": "このチャンネルにリーグはありません。主催者が /リーグ 作成 で作成できます。",
    "es-ES": "No hay ninguna liga en este canal. Un organizador puede crear una con /liga crear.",
    "fr": "Il n'y a pas de ligue dans ce salon. Un organisateur peut en créer une avec "
    "/ligue créer.",
    "pt-BR": "Não há nenhuma liga neste canal. Um organizador pode criar uma com /liga criar.",
    "en-US": "There is no league in this channel. An organiser can start one with /league create.",
}


async def say(
    arbiter: Arbiter,
    command: str,
    user: FakeUser,
    channel: FakeChannel,
    locale: str,
    **options: Any,
) -> InteractionResult:
    return await arbiter.harness.slash(
        command, user=user, channel=channel, locale=locale, options=options
    )


def private(result: InteractionResult) -> str:
    """What only the asker saw: nothing was posted in the channel."""
    assert result.ephemeral and not result.channel_messages, result
    assert result.content is not None
    return result.content


@pytest.mark.parametrize("locale", NO_LEAGUE)
async def test_a_refusal_of_the_league_store_is_in_the_askers_language(
    arbiter: Arbiter, locale: str
) -> None:
    channel = arbiter.harness.channel("league")
    joined = await say(arbiter, "league join", arbiter.alice, channel, locale)
    assert private(joined) == NO_LEAGUE[locale]


async def test_league_refusals_are_worded_per_asker_and_keep_names(arbiter: Arbiter) -> None:
    """One league, refusals to three players in three languages: an organiser's command
    refused to a player, and a name taken, the name kept as it was typed."""
    channel = arbiter.harness.channel("league")
    created = await say(
        arbiter, "league create", arbiter.admin, channel, "en-US", name="Dienstag", game="magic"
    )
    assert not created.ephemeral, created
    await say(arbiter, "league join", arbiter.alice, channel, "en-US", name="Zoë")
    started = await say(arbiter, "league round start", arbiter.bob, channel, "de")
    assert private(started) == (
        "Nur ein Organisator („Server verwalten“ oder Judge-Rolle) startet Runden."
    )
    taken = {
        locale: private(await say(arbiter, "league join", arbiter.bob, channel, locale, name="zoë"))
        for locale in ("ja", "fr")
    }
    assert (
        taken["ja"]
        == "このリーグにはすでに zoë という名前の人がいます。別の名前で参加してください。"
    )
    assert taken["fr"] == (
        "Quelqu'un s'appelle déjà zoë dans cette ligue ; inscrivez-vous sous un autre nom."
    )


async def test_rating_refusals_are_in_the_askers_language(arbiter: Arbiter) -> None:
    table = arbiter.table
    ended = await say(arbiter, "ratings season end", arbiter.admin, table, "ja")
    assert private(ended) == (
        "進行中のシーズンはありません。/レーティング管理 シーズン 開始 で開始してください。"
    )
    await say(arbiter, "ratings season start", arbiter.admin, table, "en-US", name="Herbst")
    again = await say(arbiter, "ratings season start", arbiter.admin, table, "de", name="Winter")
    assert private(again) == (
        "Die Saison Herbst läuft: Beende sie zuerst mit /wertungen saison beenden."
    )
    by_player = await say(arbiter, "ratings season end", arbiter.bob, table, "es-ES")
    assert private(by_player) == (
        "Solo un organizador (Gestionar servidor o rol de juez) puede terminar una temporada."
    )


async def test_judge_refusals_are_in_the_pressers_language(arbiter: Arbiter) -> None:
    """Ask a judge without a judge channel, and Answer pressed by a player: each refused in
    the presser's language, the command to type kept as it is."""
    harness = arbiter.harness
    refused = await harness.slash(
        "ruling", user=arbiter.alice, channel=arbiter.table, options={"situation": FLIBBERS}
    )
    assert refused.response is not None
    pressed = await harness.click(
        button_id(refused.response), user=arbiter.alice, message=refused.response, locale="ja"
    )
    assert pressed.ephemeral
    assert pressed.content == (
        "このサーバーにはジャッジ用チャンネルがないため、質問を送る相手がいません。サーバー管理者"
        "（「サーバー管理」）が `/arbiter 設定 ジャッジチャンネル:#channel` で設定してから、"  # noqa: RUF001
        "もう一度 Arbiter に質問してください。"
    )
    judges = await judges_ready(arbiter)
    fresh = await harness.slash(
        "ruling", user=arbiter.alice, channel=arbiter.table, options={"situation": FLIBBERS}
    )
    await ask(arbiter, fresh.response, arbiter.alice)
    (post,) = posts_in(arbiter, judges)
    answer = await harness.click(
        button_id(post, "Answer"), user=arbiter.bob, message=post, locale="de"
    )
    assert answer.modal is None and answer.ephemeral
    assert answer.content == (
        "Nur die Judges des Servers (Judge-Rolle oder „Server verwalten“) beantworten Fragen, "
        "die an sie gehen."
    )


LONG = "W" * 100  # longer than any name Arbiter takes (a league's, a player's: 32 or 100)


def _filled(msgid: object) -> Message:
    """The message of `msgid` with every parameter as long as it can be, a count above 1."""
    text = msgid[-1] if isinstance(msgid, tuple) else str(msgid)
    fields = {name: spec for _, name, spec, _ in string.Formatter().parse(text) if name}
    params: dict[str, str | int | Message] = {
        name: 10**9 if spec else LONG for name, spec in fields.items() if name != "n"
    }
    if isinstance(msgid, tuple):
        return Message.plural(msgid[0], msgid[1], 1_000_000, **params)
    return Message(str(msgid), **params)


@pytest.mark.parametrize("language", TRANSLATED, ids=str)
def test_every_service_sentence_fits_a_discord_message_in_every_language(language: str) -> None:
    """The services' sentences, each with its longest names, fit the content of one Discord
    message (a refusal is one) in every language, German and French included."""
    for msgid, _context in entries(read(template_path(Domain.MESSAGES))):
        message = _filled(msgid)
        worded = translate(message, str(language))
        assert len(worded) <= limits.CONTENT, (language, msgid)
        named = any(value == LONG for _, value in message.params)
        assert LONG in worded or not named, (language, msgid)  # the names are all there


async def test_when_arbiter_cannot_tell_whether_it_saved_it_says_so_in_the_askers_language(
    arbiter_on: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The database's answer to a change is lost and it stays away: the asker is told, in
    their language, that Arbiter cannot tell and where to look."""
    arbiter = arbiter_on
    await start(arbiter)
    await arbiter.harness.slash(
        "life", user=arbiter.alice, channel=arbiter.table, options={"change": -5}
    )
    database: Database = arbiter.bot.database
    sessions = database.sessions
    monkeypatch.setattr(requests, "MAX_ATTEMPTS", 3)

    def unreachable() -> Any:
        raise ConnectionRefusedError("the database is unreachable")

    def go_away() -> None:
        database.sessions = unreachable  # type: ignore[method-assign, assignment]

    lose_next_write_commit(monkeypatch, then=go_away)
    undone = await arbiter.harness.slash(
        "undo", user=arbiter.alice, channel=arbiter.table, locale="de"
    )
    database.sessions = sessions  # type: ignore[method-assign]
    assert private(undone) == (
        "Arbiter hat beim Speichern die Verbindung zur Datenbank verloren und konnte nicht "
        "feststellen, ob gespeichert wurde. Sieh in /match status nach, bevor du es erneut "
        "versuchst: Wenn deine Änderung dort steht, wurde sie gespeichert."
    )


async def test_a_judges_impossible_score_is_refused_in_their_language(arbiter: Arbiter) -> None:
    """The league core's sentence (a best of 3 cannot end 3-0) inside the service's (check
    the score): both in the judge's language, the score kept as typed."""
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:2]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    (table,) = (await arbiter.bot.leagues.round_status(channel_id=league.channel.id)).pairings
    await slash(
        arbiter,
        "match concede",
        league.user(table.players[1]),
        league.threads[table.thread_id or 0],
    )
    fixed = await arbiter.harness.slash(
        "league result",
        user=arbiter.admin,
        channel=league.channel,
        locale="ja",
        options={"round": 1, "table": 1, "games": "3-0"},
    )
    assert private(fixed) == (
        "3ゲームのマッチは、どちらかが 2 ゲーム勝った時点で終わります。3-0-0 はありえません。"
        "スコアを確認して、もう一度送ってください。"
    )
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert status.pairings[0].result == TableResult(
        (2, 0, 0)
    )  # the match's own result: nothing recorded
