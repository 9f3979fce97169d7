"""A league in the players' languages (issue 34), through discord.py: a server's public league
posts (the round's pairings, each table's thread and its welcome, the standings, a judge call,
a penalty told at the table, the playoff) are worded in the server's language, and private
answers in the reader's own; pings, buttons' custom ids and Discord's limits hold in every
language."""

# The Japanese sentences are written with Japanese punctuation (full-width colons, brackets).
# ruff: noqa: RUF001

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord
import pytest
from babel.dates import format_date
from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.league import entries, registration
from bot.core.languages import Language
from bot.core.match.commands import Actor
from bot.core.messages import Message
from bot.faces.discord import limits, render
from bot.faces.i18n import translate
from bot.fakediscord import gateway
from bot.store.tables.columns import utcnow
from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges, slash
from tests.discord.test_ask_a_judge import (
    FLIBBERS,
    FORM_TEXT,
    RULING,
    button_id,
    judges_ready,
    posts_in,
)
from tests.discord.test_leagues import League
from tests.discord_harness import FakeMessage, FakeUser, InteractionResult


@dataclass(frozen=True)
class Words:
    """What a server in one language reads (the translations, as a native reader has them)."""

    language: Language
    joined: str
    pairings: str
    thread: str  # {table}: the table's number
    welcome: str
    here: str
    call: str
    wanted: str
    penalised: str
    given: str
    standings: str
    points: str
    playoff: str
    playoff_welcome: str


WORDS = {
    "es-ES": Words(
        language=Language.SPANISH,
        joined="se ha unido a Liga (4 jugadores).",
        pairings="**Emparejamientos de la ronda 1** — tiempo <t:",
        thread="Ronda 1 · Mesa {table}: ",
        welcome="Ronda 1, mesa {table}: vuestro enfrentamiento es el #",
        here="Presente",
        call="Llamar a un juez",
        wanted="Se necesita un juez en ronda 1, mesa 1 (llamada #1, de ",
        penalised="una pérdida de partida (Retraso). El marcador muestra cómo va el",
        given="Registrada: **Pérdida de partida** para ",
        standings="Liga: clasificación",
        points="3 ptos, 1-0-0, OMW ",
        playoff="**Playoff — Gran final** (sin límite de tiempo)",
        playoff_welcome="Playoff, Gran final, mesa 1: (1) ",
    ),
    "pt-BR": Words(
        language=Language.BRAZILIAN_PORTUGUESE,
        joined="entrou em Liga (4 jogadores).",
        pairings="**Emparelhamentos da rodada 1** — tempo <t:",
        thread="Rodada 1 · Mesa {table}: ",
        welcome="Rodada 1, mesa {table}: a partida de vocês é a #",
        here="Presente",
        call="Chamar um juiz",
        wanted="Precisa-se de um juiz em rodada 1, mesa 1 (chamado #1, de ",
        penalised="uma perda de jogo (Atraso). O placar mostra como está a partida.",
        given="Registrada: **Perda de jogo** para ",
        standings="Liga: classificação",
        points="3 pontos, 1-0-0, OMW ",
        playoff="**Playoff — Grande final** (sem limite de tempo)",
        playoff_welcome="Playoff, Grande final, mesa 1: (1) ",
    ),
    "fr": Words(
        language=Language.FRENCH,
        joined="a rejoint Liga (4 joueurs).",
        pairings="**Appariements de la ronde 1** — fin du temps <t:",
        thread="Ronde 1 · Table {table} : ",
        welcome="Ronde 1, table {table} : votre match est le n° ",
        here="Présent",
        call="Appeler un juge",
        wanted="Un juge est demandé à ronde 1, table 1 (appel n° 1, de ",
        penalised="une perte de partie (Retard). Le tableau des scores montre où en est le match.",
        given="Enregistrée : **Perte de partie** pour ",
        standings="Liga : classement",
        points="3 points, 1-0-0, OMW ",
        playoff="**Phase finale : Finale** (sans limite de temps)",
        playoff_welcome="Phase finale, Finale, table 1 : (1) ",
    ),
    "de": Words(
        language=Language.GERMAN,
        joined="ist Liga beigetreten (4 Spieler).",
        pairings="**Paarungen der Runde 1** — Zeit <t:",
        thread="Runde 1 · Tisch {table}: ",
        welcome="Runde 1, Tisch {table}: Euer Match ist #",
        here="Anwesend",
        call="Judge rufen",
        wanted="Ein Judge wird gebraucht: Runde 1, Tisch 1 (Ruf #1, von ",
        penalised="einen Spielverlust gegeben (Verspätung). Die Anzeigetafel zeigt den Stand",
        given="Eingetragen: **Spielverlust** für ",
        standings="Liga: Tabelle",
        points="3 Pkt., 1-0-0, OMW ",
        playoff="**Playoff – Finale** (ohne Zeitlimit)",
        playoff_welcome="Playoff, Finale, Tisch 1: (1) ",
    ),
    "ja": Words(
        language=Language.JAPANESE,
        joined="が Liga に参加しました（4 人）。",
        pairings="**ラウンド1の対戦組み合わせ** — タイム <t:",
        thread="ラウンド1 · テーブル{table}：",
        welcome="ラウンド1、テーブル{table}：マッチは #",
        here="着席",
        call="ジャッジを呼ぶ",
        wanted="ラウンド1、テーブル1 でジャッジが必要です（呼び出し #1、",
        penalised="にゲームの敗北を与えました（遅刻）。マッチの状況はスコアボードに表示されています。",
        given="記録しました：**ゲームの敗北**：",
        standings="Liga：順位表",
        points="3点、1-0-0、OMW ",
        playoff="**プレーオフ：決勝**（時間制限なし）",
        playoff_welcome="プレーオフ、決勝、テーブル1：(1) ",
    ),
}


async def ask(
    league: League, command: str, user: FakeUser, locale: str, **options: Any
) -> InteractionResult:
    """`command` in the league's channel, from a Discord client set to `locale`."""
    return await league.arbiter.harness.slash(
        command, user=user, channel=league.channel, locale=locale, options=options
    )


def public(result: InteractionResult) -> list[FakeMessage]:
    """What everyone sees of an answer, where it was asked (a slow one is deferred, then
    posted)."""
    answer = [m for m in (result.response, *result.followups) if m is not None]
    return [m for m in answer if not m.ephemeral and not m.deleted]


def within_limits(message: FakeMessage) -> None:
    assert len(message.content or "") <= limits.CONTENT
    for embed in message.embeds:
        assert len(embed.description or "") <= limits.EMBED_DESCRIPTION
        assert len(embed.title or "") <= limits.EMBED_TITLE
        assert len(embed) <= limits.EMBED_TOTAL
    for button in message.buttons:
        assert len(button["label"]) <= limits.BUTTON_LABEL


async def set_language(arbiter: Arbiter, language: Language) -> None:
    said = await arbiter.harness.slash(
        "arbiter config", user=arbiter.admin, channel=arbiter.table, options={"language": language}
    )
    assert said.ephemeral, said
    assert (await arbiter.bot.service.settings(arbiter.harness.guild_id)).language == language


@pytest.mark.parametrize("locale", WORDS)
async def test_a_league_is_run_in_the_servers_language(arbiter: Arbiter, locale: str) -> None:
    words = WORDS[locale]
    league = League(arbiter)
    await set_language(arbiter, words.language)
    await make_judges(arbiter)
    await ask(league, "league create", arbiter.admin, locale, name="Liga", game="magic")
    for person in league.people[:4]:
        joined = await ask(league, "league join", person, locale)
    assert words.joined in (joined.content or ""), joined

    # The round's pairings, posted for everyone, in the server's language; nobody pinged there.
    started = await ask(league, "league round start", arbiter.admin, locale)
    (posted,) = public(started)
    assert (posted.content or "").startswith(words.pairings), posted.content
    assert not posted.mention_ids
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    one = status.pairings[0]

    # Each table's thread is named and welcomed in it, pinging exactly its players.
    for pairing in status.pairings:
        thread = league.threads[pairing.thread_id or 0]
        assert thread.name.startswith(words.thread.format(table=pairing.table)), thread.name
        first = arbiter.harness.channel_history(thread.id)[0]
        assert words.welcome.format(table=pairing.table) in (first.content or ""), first.content
        assert set(first.mention_ids) == set(pairing.user_ids)
        assert [b["label"] for b in first.buttons] == [words.here, words.call]
        assert [b["custom_id"] for b in first.buttons] == [
            "arbiter:table:here",
            "arbiter:table:judge",
        ]
        within_limits(first)

    # A judge call: the judge role pinged in the table's thread, in the server's language.
    welcome = arbiter.harness.channel_history(one.thread_id or 0)[0]
    caller = league.user(one.players[0])
    called = await arbiter.harness.click(
        welcome.button(words.call)["custom_id"], user=caller, message=welcome, locale=locale
    )
    (call,) = public(called)
    assert words.wanted in (call.content or ""), call.content
    assert call.role_mention_ids == [arbiter.judge_role.id] and call.mention_ids == []

    # A penalty: the judge told privately in their language, the table in the server's.
    late = league.user(one.players[1])
    given = await ask(
        league,
        "league penalty give",
        arbiter.judge,
        locale,
        player=late,
        kind="game_loss",
        infraction="tardiness",
        note="",
    )
    assert given.ephemeral and (given.content or "").startswith(words.given), given.content
    told = [m.content or "" for m in arbiter.harness.channel_history(one.thread_id or 0)]
    assert any(f"<@{late.id}>" in t and words.penalised in t for t in told), told

    # Standings, for everyone, in the server's language.
    for pairing in status.pairings:
        loser = league.user(pairing.players[1])
        await arbiter.harness.slash(
            "match concede", user=loser, channel=league.threads[pairing.thread_id or 0]
        )
    standings = public(await ask(league, "league standings", arbiter.alice, locale))
    embed = standings[0].embeds[0]
    assert embed.title == words.standings
    assert words.points in (embed.description or ""), embed.description
    within_limits(standings[0])

    # The playoff: its list posted in the channel, its thread's welcome, in that language.
    playoff = public(await ask(league, "league playoff start", arbiter.admin, locale, size=2))
    listed = "\n".join(m.content or "" for m in playoff)
    assert words.playoff in listed, listed
    (final,) = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    opening = arbiter.harness.channel_history(final.thread_id or 0)[0]
    assert words.playoff_welcome in (opening.content or ""), opening.content
    assert set(opening.mention_ids) == {u for u in final.user_ids if u}
    assert [b["label"] for b in opening.buttons] == [words.call]
    # Why the higher seed chooses, where the chooser is said, in the server's language too.
    match = await arbiter.bot.service.status(channel_id=final.thread_id or 0)
    chooses = render.chooser_text(match, words.language)
    assert "playoff seed" not in chooses, chooses
    assert translate(Message("the higher playoff seed"), words.language) in chooses, chooses


async def test_a_private_answer_is_in_the_readers_language_not_the_servers(
    arbiter: Arbiter,
) -> None:
    """A German server: its pairings are German, but a player whose Discord is in Japanese
    reads the round's preview (only they see it) in Japanese."""
    league = League(arbiter)
    await set_language(arbiter, Language.GERMAN)
    await make_judges(arbiter)
    await ask(league, "league create", arbiter.admin, "de", name="Liga", game="magic")
    for person in league.people[:4]:
        await ask(league, "league join", person, "de")
    preview = await ask(league, "league round preview", arbiter.judge, "ja")
    assert preview.ephemeral
    assert (preview.content or "").startswith(
        "**今 `/リーグ ラウンド 開始` を実行した場合のラウンド1"
    )
    players = await ask(league, "league players", arbiter.alice, "ja")
    assert players.ephemeral and players.embeds[0].title == "Liga：4 人"
    started = public(await ask(league, "league round start", arbiter.admin, "ja"))
    assert (started[0].content or "").startswith("**Paarungen der Runde 1**")


# The longest names Arbiter takes (32 characters), every other one a Markdown character that
# is escaped when shown (so each takes up to 48 characters in a post).
def long_name(n: int) -> str:
    return f"Schwarz_Weiß_Königs_{n:03d}_".ljust(32, "_")[:32]


@pytest.mark.parametrize("locale", ["de", "fr"])
async def test_a_two_hundred_player_league_fits_discord_in_german_and_french(
    arbiter: Arbiter, locale: str
) -> None:
    """The longest league posts: 200 players of 32-character names (escaped), some with
    awarded byes and some dropped, paired and standing in German and French (the longest of
    Arbiter's languages): every page within Discord's limits, every table listed."""
    words = WORDS[locale]
    league = League(arbiter)
    await set_language(arbiter, words.language)
    await ask(league, "league create", arbiter.admin, locale, name="L" * 32, game="magic")
    channel = league.channel.id
    organiser = Actor(arbiter.admin.id, is_judge=True)

    async def register(session: AsyncSession) -> None:  # in one write: a test's set-up
        for n in range(200):
            user = 800_000_000_000_000_000 + n
            await registration.join(session, channel_id=channel, user_id=user, name=long_name(n))
            if n % 10 == 0:
                await entries.award_bye(
                    session, channel_id=channel, actor=organiser, user_id=user, rounds=1
                )
        for n in range(1, 200, 25):
            await registration.drop(
                session,
                channel_id=channel,
                user_id=organiser.user_id,
                is_judge=True,
                name=long_name(n),
            )

    async with arbiter.bot.leagues.db.transaction() as session:
        await register(session)

    preview = await ask(league, "league round preview", arbiter.admin, locale)
    pages = [m for m in (preview.response, *preview.followups) if m is not None]
    assert len(pages) > 1 and all(m.ephemeral for m in pages)
    listed = "\n".join(m.content or "" for m in pages)
    table = "Tisch" if locale == "de" else "Table"
    assert all(f"{table} {n}" in listed for n in range(1, 87)), listed
    for page in pages:
        within_limits(page)

    for page_number in (1, 10):
        shown = public(
            await ask(league, "league standings", arbiter.alice, locale, page=page_number)
        )
        embed = shown[0].embeds[0]
        within_limits(shown[0])
        description = embed.description or ""
        assert description.count("\n") == 19  # a page of 20 players, none cut
        dropped = "(ausgestiegen)" if locale == "de" else "(retiré)"
        assert dropped in description or page_number == 10
        footer = "Seite 1 von 10" if locale == "de" else "Page 1 sur 10"
        assert page_number != 1 or (embed.footer.text or "").startswith(footer)


async def test_a_question_for_the_judges_is_in_the_servers_and_each_readers_language(
    arbiter: Arbiter,
) -> None:
    """A French server: the question's post in the judge channel, its Answer button and the
    asker's notice are French; the judge (Discord in German) answers in a German form and is
    told in German; the asker (in Japanese) reads `/precedents` in Japanese, dated the
    Japanese way."""
    await set_language(arbiter, Language.FRENCH)
    judges = await judges_ready(arbiter)
    refused = await slash(arbiter, "ruling", arbiter.alice, situation=FLIBBERS)
    asked = await arbiter.harness.click(
        button_id(refused.response), user=arbiter.alice, message=refused.response, locale="ja"
    )
    assert asked.ephemeral
    assert (asked.content or "").startswith(
        f"<#{judges.id}> のジャッジに質問 #1 として送信しました。"
    )
    (post,) = posts_in(arbiter, judges)
    assert post.content == (
        f"<@&{arbiter.judge_role.id}> une question pour les juges de la part de alice."
    )
    assert post.embeds[0].title == "Question n° 1 pour les juges"
    assert [(b["label"], b["custom_id"]) for b in post.buttons] == [
        ("Répondre", "arbiter:judge:answer:1")
    ]

    form = await arbiter.harness.click(
        button_id(post, "Répondre"), user=arbiter.judge, message=post, locale="de"
    )
    assert form.modal is not None and form.modal["title"] == "Frage #1 beantworten"
    answered = await arbiter.harness.submit(form, {FORM_TEXT: RULING}, user=arbiter.judge)
    assert (answered.content or "") == (
        f"Als Präzedenzfall #1 dieses Servers gespeichert. alice wurde in <#{arbiter.table.id}> "
        "benachrichtigt."
    )
    (told,) = posts_in(arbiter, arbiter.table)
    assert told.content == f"<@{arbiter.alice.id}>, un juge a répondu à votre question n° 1 :"
    assert told.embeds[0].title == "Un juge a répondu à la question n° 1"

    listed = await arbiter.harness.slash(
        "precedents", user=arbiter.alice, channel=arbiter.table, locale="ja"
    )
    embed = listed.embeds[0]
    assert listed.ephemeral and embed.title == "このサーバーの先例"
    day = format_date(utcnow(), format="medium", locale="ja")
    assert embed.fields[0].name == f"ジャッジの先例 #1：judy、{day}"


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        pytest.param(
            "es-ES", "necesita allí los permisos «Enviar mensajes» y «Insertar enlaces»", id="es"
        ),
        pytest.param(
            "de",
            "braucht dort die Berechtigungen „Nachrichten senden“ und „Links einbetten“",
            id="de",
        ),
        pytest.param("ja", "「メッセージを送信」「埋め込みリンク」の権限が必要です", id="ja"),
    ],
)
async def test_a_judge_channel_refusal_names_the_permissions_in_the_admins_language(
    arbiter: Arbiter, locale: str, said: str
) -> None:
    """Discord shows its permissions by their names in the admin's language: the refusal of a
    judge channel Arbiter cannot post in names them so, and changes nothing."""
    harness = arbiter.harness
    cannot = discord.Permissions(send_messages=True, embed_links=True)
    closed = harness.channel(
        "closed", overwrites=[gateway.overwrite(harness.bot_role.id, deny=cannot)]
    )
    refused = await harness.slash(
        "arbiter config",
        user=arbiter.admin,
        channel=arbiter.table,
        locale=locale,
        options={"judge_channel": closed},
    )
    assert refused.ephemeral and said in (refused.content or ""), refused.content
    assert (await arbiter.bot.service.settings(harness.guild_id)).judge_channel_id is None


# A pod's result as a judge records it, in the server's language: who won, or a draw (issue
# 34: the app said "ann won" and "draw" in English).
POD_RESULTS = {
    "de": ("Von einem Judge korrigiert: ", ": {name} hat gewonnen", ": Unentschieden"),
    "ja": ("ジャッジが修正：", "：{name} の勝利", "：引き分け"),
}


@pytest.mark.parametrize("locale", POD_RESULTS)
async def test_a_pods_result_is_in_the_servers_language(arbiter: Arbiter, locale: str) -> None:
    fixed_by, won, drawn = POD_RESULTS[locale]
    league = League(arbiter)
    await set_language(arbiter, Language(locale))
    options = {"name": "Liga", "game": "magic", "kind": "pods", "variant": "commander"}
    await ask(league, "league create", arbiter.admin, locale, **options)
    for person in league.people[:6]:
        await ask(league, "league join", person, locale)
    await ask(league, "league round start", arbiter.admin, locale)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    first = status.pairings[0]
    winner = first.players[0]
    one = await ask(
        league,
        "league result",
        arbiter.admin,
        locale,
        round=1,
        table=1,
        winner=league.user(winner),
        live="close",
    )
    two = await ask(
        league, "league result", arbiter.admin, locale, round=1, table=2, draw=True, live="close"
    )
    for answer, result in ((one, won.format(name=winner)), (two, drawn)):
        (posted,) = public(answer)
        text = posted.content or ""
        assert text.startswith(fixed_by) and text.endswith(result), text


@pytest.mark.parametrize(
    ("game", "locale", "said"),
    [
        ("ga", "en-US", "Unknown variant 'zzz': Grand Archive is played without variants."),
        ("terrus", "en-US", "Unknown variant 'zzz': Terrus is played without variants."),
        (
            "magic",
            "en-US",
            "Unknown variant 'zzz': the variants of Magic are commander, two-headed-giant, "
            "emperor.",
        ),
        ("ga", "de", "Unbekannte Variante 'zzz': Grand Archive wird ohne Varianten gespielt."),
        ("ga", "ja", "不明なバリアント 'zzz'：Grand Archive にはバリアントがありません。"),
        (
            "magic",
            "fr",
            "Variante inconnue 'zzz' : les variantes de Magic sont commander, "
            "two-headed-giant, emperor.",
        ),
    ],
)
async def test_a_league_of_an_unknown_variant_is_refused_with_the_games_variants(
    arbiter: Arbiter, game: str, locale: str, said: str
) -> None:
    """`/league create game:ga variant:zzz` said Magic's variants, as if the league were
    Magic's: the variant is unknown, and the game's own variants (none for Grand Archive) are
    listed, in the asker's language. No league is created."""
    league = League(arbiter)
    refused = await ask(
        league, "league create", arbiter.admin, locale, name="L", game=game, variant="zzz"
    )
    assert refused.ephemeral and refused.content == said, refused.content
    assert "no league" in (await ask(league, "league join", arbiter.alice, "en-US")).content.lower()
