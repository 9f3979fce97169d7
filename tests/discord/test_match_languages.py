# Japanese is written with its own full-width colon and brackets: not a typo here.
# ruff: noqa: RUF001
"""A whole match in the server's language (issue 34), through discord.py.

For each language Arbiter speaks, a best-of-three Magic match in a server whose language is
that one (set with `/arbiter config language:`, and once only through the server's own
preferred locale): its start, the play-or-draw buttons, reports, a dispute and its
resolution, the verdicts' frame, the scoreboard and the match's end are said in the server's
language, and the buttons are labelled in it (their custom ids never change). One player's
client is in another language: what only they see (a refused press, /match status) is in
theirs. The rules engine's verdict sentences ("bob loses: ...") are in the server's language.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass

import discord
import pytest

from bot.core.languages import TRANSLATED, Language
from bot.core.messages import Message
from bot.faces.discord import limits
from bot.faces.i18n import translate
from tests.discord.conftest import Arbiter, running_arbiter
from tests.discord.helpers import board_fields, slash
from tests.discord_harness import FakeMessage, FakeUser, InteractionResult


@dataclass(frozen=True)
class Said:
    """What one language says at each step of the match (`{a}`/`{b}`: alice's and bob's
    mentions; names and rule numbers as they are)."""

    setting: str  # /arbiter config language's value; "" when the guild's locale says it
    reader: str  # bob's client, in another language
    started: str
    title: str
    score: str
    game: str
    board_life: str
    play_first: str
    play_second: str
    refused_choice: str  # bob's press on alice's choice, in bob's language
    chose: str
    recorded: str
    reports: str
    asked: str
    confirm: str
    dispute: str
    disputed: str
    judges_called: str
    confirmed: str
    game_over: str
    next_chooser: str
    result: str
    result_field: str
    reader_score: str  # /match status' field, in bob's language
    panel: str


SAID = {
    "es-ES": Said(
        setting="es",
        reader="ja",
        started=(
            "Enfrentamiento n.º 1 iniciado: {a} vs {b}, Magic: The Gathering, al mejor de 3. "
            "Sorteado al azar: {a} elige si empieza o roba en la partida 1."
        ),
        title="Enfrentamiento n.º 1: Magic: The Gathering, al mejor de 3",
        score="Marcador",
        game="Partida 1",
        board_life="{a}: 20 vidas\n{b}: 20 vidas\n_alice elige si empieza o roba_",
        play_first="Empezar",
        play_second="Robar (ir segundo)",
        refused_choice="ゲーム1の先攻・後攻は alice が選びます。",
        chose="{b} empieza en la partida 1.",
        recorded="Registrado: bob: 15 vidas (un jugador pierde con 0).",
        reports="{a} informa:",
        asked="{b} (o un juez): confirma o impugna.",
        confirm="Confirmar",
        dispute="Impugnar",
        disputed=(
            "Impugnado por {b}: ese informe se ha dejado de lado y no cambia nada. Se ha "
            "llamado a un juez."
        ),
        judges_called=(
            "{j}, echad un vistazo, por favor: {b} ha impugnado un informe en el "
            "enfrentamiento n.º 1."
        ),
        confirmed="Confirmado por {b}.",
        game_over="La partida 1 ha terminado. Marcador: alice 1, bob 0.",
        next_chooser="{b} elige si empieza o roba en la partida 2 (MTG MTR 2.2).",
        result="alice gana el enfrentamiento: alice 2, bob 1 (MTG MTR 2.1).",
        result_field="Resultado",
        reader_score="スコア",
        panel="Mi panel",
    ),
    "pt-BR": Said(
        setting="pt_BR",
        reader="de",
        started=(
            "Partida nº 1 iniciada: {a} vs {b}, Magic: The Gathering, melhor de 3. Sorteado: "
            "{a} escolhe se joga primeiro no jogo 1."
        ),
        title="Partida nº 1: Magic: The Gathering, melhor de 3",
        score="Placar",
        game="Jogo 1",
        board_life=(
            "{a}: 20 pontos de vida\n{b}: 20 pontos de vida\n_alice escolhe quem joga primeiro_"
        ),
        play_first="Jogar primeiro",
        play_second="Jogar em segundo",
        refused_choice="alice wählt für Spiel 1, ob beginnen oder ziehen.",
        chose="{b} joga primeiro no jogo 1.",
        recorded="Registrado: bob: 15 pontos de vida (um jogador perde com 0).",
        reports="{a} relata:",
        asked="{b} (ou um juiz): confirme ou conteste.",
        confirm="Confirmar",
        dispute="Contestar",
        disputed=(
            "Contestado por {b}: esse relato foi deixado de lado e não muda nada. Um juiz foi "
            "chamado."
        ),
        judges_called=("{j}, por favor, deem uma olhada: {b} contestou um relato na partida nº 1."),
        confirmed="Confirmado por {b}.",
        game_over="O jogo 1 terminou. Placar: alice 1, bob 0.",
        next_chooser="{b} escolhe se joga primeiro no jogo 2 (MTG MTR 2.2).",
        result="alice vence a partida: alice 2, bob 1 (MTG MTR 2.1).",
        result_field="Resultado",
        reader_score="Stand",
        panel="Painel",
    ),
    "fr": Said(
        setting="fr",
        reader="es-ES",
        started=(
            "Match n° 1 lancé : {a} vs {b}, Magic: The Gathering, au meilleur de 3. Tiré au "
            "sort : {a} choisit de jouer ou de piocher dans la partie 1."
        ),
        title="Match n° 1 : Magic: The Gathering, au meilleur de 3",
        score="Score actuel",
        game="Partie 1",
        board_life=(
            "{a}: 20 points de vie\n{b}: 20 points de vie\n_alice choisit de jouer ou de piocher_"
        ),
        play_first="Jouer en premier",
        play_second="Jouer en second",
        refused_choice="alice elige si empieza o roba en la partida 1.",
        chose="{b} joue en premier dans la partie 1.",
        recorded="Enregistré : bob : 15 points de vie (un joueur perd à 0).",
        reports="{a} déclare :",
        asked="{b} (ou un juge) : confirmez ou contestez.",
        confirm="Confirmer",
        dispute="Contester",
        disputed=(
            "Contesté par {b} : cette déclaration est mise de côté et ne change rien. Un juge "
            "a été appelé."
        ),
        judges_called=(
            "{j}, merci de jeter un œil : {b} a contesté une déclaration dans le match n° 1."
        ),
        confirmed="Confirmé par {b}.",
        game_over="La partie 1 est terminée. Score : alice 1, bob 0.",
        next_chooser="{b} choisit de jouer ou de piocher dans la partie 2 (MTG MTR 2.2).",
        result="alice remporte le match : alice 2, bob 1 (MTG MTR 2.1).",
        result_field="Résultat",
        reader_score="Marcador",
        panel="Panneau",
    ),
    "de": Said(
        setting="",  # the server's own preferred locale (its Community settings)
        reader="fr",
        started=(
            "Match Nr. 1 gestartet: {a} vs {b}, Magic: The Gathering, Best of 3. Zufällig "
            "gezogen: {a} entscheidet, ob in Spiel 1 begonnen wird."
        ),
        title="Match Nr. 1: Magic: The Gathering, Best of 3",
        score="Stand",
        game="Spiel 1",
        board_life="{a}: 20 Lebenspunkte\n{b}: 20 Lebenspunkte\n_alice entscheidet, wer beginnt_",
        play_first="Beginnen",
        play_second="Nicht beginnen",
        refused_choice="alice choisit de jouer ou de piocher pour la partie 1.",
        chose="{b} beginnt Spiel 1.",
        recorded="Erfasst: bob: 15 Lebenspunkte (wer 0 erreicht, verliert).",
        reports="{a} meldet:",
        asked="{b} (oder ein Judge): bestätigen oder bestreiten.",
        confirm="Bestätigen",
        dispute="Bestreiten",
        disputed=(
            "Bestritten von {b}: Diese Meldung wurde beiseitegelegt und ändert nichts. Ein "
            "Judge wurde gerufen."
        ),
        judges_called=(
            "{j}, bitte schaut euch das an: {b} hat eine Meldung in Match Nr. 1 bestritten."
        ),
        confirmed="Bestätigt von {b}.",
        game_over="Spiel 1 ist vorbei. Stand: alice 1, bob 0.",
        next_chooser="{b} entscheidet, ob in Spiel 2 begonnen wird (MTG MTR 2.2).",
        result="alice gewinnt das Match: alice 2, bob 1 (MTG MTR 2.1).",
        result_field="Ergebnis",
        reader_score="Score actuel",
        panel="Steuerung",
    ),
    "ja": Said(
        setting="ja",
        reader="pt-BR",
        started=(
            "マッチ #1 を開始しました：{a} vs {b}、Magic: The Gathering、3ゲームマッチ。"
            "抽選の結果、{a} がゲーム1の先攻・後攻を選びます。"
        ),
        title="マッチ #1：Magic: The Gathering、3ゲームマッチ",
        score="スコア",
        game="ゲーム1",
        board_life="{a}: ライフ 20\n{b}: ライフ 20\n_alice が先攻・後攻を選びます_",
        play_first="先攻",
        play_second="後攻",
        refused_choice="alice escolhe se joga primeiro ou compra no jogo 1.",
        chose="{b} がゲーム1の先攻です。",
        recorded="記録しました：bob：ライフ 15（0で敗北）。",
        reports="{a} の報告：",
        asked="{b}（またはジャッジ）：承認または異議を選んでください。",
        confirm="承認",
        dispute="異議",
        disputed=(
            "{b} が異議を申し立てました。この報告は保留され、何も変わりません。"
            "ジャッジを呼びました。"
        ),
        judges_called="{j}、確認をお願いします：{b} がマッチ #1 の報告に異議を申し立てました。",
        confirmed="{b} が承認しました。",
        game_over="ゲーム1が終了しました。スコア：alice 1, bob 0。",
        next_chooser="{b} がゲーム2の先攻・後攻を選びます（MTG MTR 2.2）。",
        result="alice がマッチに勝利しました：alice 2, bob 1 (MTG MTR 2.1).",
        result_field="結果",
        reader_score="Placar",
        panel="パネル",
    ),
}


@dataclass(frozen=True)
class Server:
    arbiter: Arbiter
    locale: str  # its language (a key of SAID)


@pytest.fixture(params=list(SAID))
async def server(request: pytest.FixtureRequest, sqlite_url: str) -> AsyncIterator[Server]:
    """The test guild, its language set as `SAID[locale]` says (the admin's command, or the
    guild's own preferred locale)."""
    locale = request.param
    said = SAID[locale]
    guild = {} if said.setting else {"preferred_locale": locale}
    async with running_arbiter(sqlite_url, **guild) as arbiter:
        yield Server(arbiter, locale)


# The verdict on bob at 10 poison counters, in each server's language.
LOST = {
    "es-ES": "bob pierde la partida: tiene 10 contadores de veneno (MTG CR 104.3d, MTG CR 704.5c)",
    "pt-BR": "bob perde o jogo: tem 10 marcadores de veneno (MTG CR 104.3d, MTG CR 704.5c)",
    "fr": "bob perd la partie : il a 10 marqueurs poison (MTG CR 104.3d, MTG CR 704.5c)",
    "de": "bob verliert das Spiel: er hat 10 Giftmarken (MTG CR 104.3d, MTG CR 704.5c)",
    "ja": "bob はゲームに敗北する：毒カウンターが 10 個ある（MTG CR 104.3d, MTG CR 704.5c）",
}


class Table:
    """alice (in the server's language) and bob (in `said.reader`) play at the test table."""

    def __init__(self, arbiter: Arbiter, locale: str) -> None:
        self.arbiter, self.said = arbiter, SAID[locale]
        self.locale = locale
        alice, bob, judges = arbiter.alice, arbiter.bob, arbiter.judge_role
        self.names = {"a": f"<@{alice.id}>", "b": f"<@{bob.id}>", "j": f"<@&{judges.id}>"}

    def words(self, text: str) -> str:
        return text.format(**self.names)

    def locale_of(self, user: FakeUser) -> str:
        return self.said.reader if user is self.arbiter.bob else self.locale

    async def slash(self, command: str, user: FakeUser, **options: object) -> InteractionResult:
        return await self.arbiter.harness.slash(
            command,
            user=user,
            channel=self.arbiter.table,
            locale=self.locale_of(user),
            options=options,
        )

    async def press(
        self, message: FakeMessage | None, label: str, user: FakeUser
    ) -> InteractionResult:
        assert message is not None
        return await self.arbiter.harness.click(
            message.button(label)["custom_id"],
            user=user,
            message=message,
            locale=self.locale_of(user),
        )


def said(result: InteractionResult) -> str:
    """Everything an interaction said: its message and any further ones."""
    messages = [m for m in (result.response, *result.followups) if m is not None]
    return "\n".join(m.content or "" for m in messages)


def labels(message: FakeMessage | None) -> list[str]:
    return [b["label"] for b in message.buttons] if message is not None else []


def with_buttons(result: InteractionResult) -> FakeMessage:
    for message in (*result.followups, result.response):
        if message is not None and message.buttons:
            return message
    raise AssertionError(f"no message with buttons in {said(result)!r}")


async def test_a_best_of_three_in_the_servers_language(
    server: Server, seat_one_chooses: None
) -> None:
    arbiter, locale = server.arbiter, server.locale
    table, words = Table(arbiter, locale), SAID[locale]
    alice, bob = arbiter.alice, arbiter.bob
    if words.setting:
        set_language = await table.slash("arbiter config", arbiter.admin, language=words.setting)
        assert set_language.ephemeral
    judges = await table.slash("arbiter config", arbiter.admin, judge_role=arbiter.judge_role)
    assert judges.ephemeral

    # The start, in the server's language, with the chooser's buttons labelled in it.
    start = await table.slash("match start", alice, game="magic", opponent=bob)
    assert not start.ephemeral
    assert start.content == table.words(words.started)
    assert labels(start.response) == [words.play_first, words.play_second]
    boards = [m for m in start.channel_messages if m.embeds]
    assert len(boards) == 1
    board = boards[0]
    assert board.embeds[0].title == words.title
    assert labels(board) == [words.panel]
    assert [b["custom_id"] for b in board.buttons] == ["arbiter:panel:open:1"]
    fields = board_fields(board)
    assert fields[words.score] == "alice 0, bob 0"
    assert fields[words.game] == table.words(words.board_life)

    # bob's press on alice's choice: refused in bob's own language; then alice chooses.
    refused = await table.press(start.response, words.play_first, bob)
    assert refused.ephemeral and refused.content == words.refused_choice
    chose = await table.press(start.response, words.play_second, alice)
    assert said(chose) == table.words(words.chose)

    recorded = await table.slash("life", bob, change=-5)
    assert said(recorded) == words.recorded

    # A report that knocks bob out waits for him; he disputes it, and a judge is called.
    report = await table.slash("poison", alice, player=bob, change=10)
    waiting = report.content or ""
    assert waiting.startswith(table.words(words.reports) + "\n• ")
    assert waiting.endswith("\n" + table.words(words.asked))
    assert labels(report.response) == [words.confirm, words.dispute]
    assert report.response is not None  # the buttons' ids are the same in every language
    assert [b["custom_id"] for b in report.response.buttons] == [
        "arbiter:confirm:1",
        "arbiter:dispute:1",
    ]
    disputed = await table.press(report.response, words.dispute, bob)
    assert disputed.content == table.words(words.disputed)
    assert [m.content for m in disputed.followups] == [table.words(words.judges_called)]
    assert (await arbiter.bot.service.status(channel_id=arbiter.table.id)).player("bob").poison == 0

    # Reported again, confirmed: game 1 is over, and bob chooses for game 2.
    again = await table.slash("poison", alice, player=bob, change=10)
    confirmed = await table.press(again.response, words.confirm, bob)
    text = said(confirmed)
    assert text.startswith(table.words(words.confirmed) + "\n**")
    # The rules engine's verdict, in the server's language, its rule numbers as they are.
    assert f"**{LOST[locale]}**" in text
    assert words.game_over in text
    assert table.words(words.next_chooser) in text
    choice = with_buttons(confirmed)
    assert labels(choice) == [words.play_first, words.play_second]
    await table.press(choice, words.play_first, bob)

    # Game 2: alice's own report ends it; game 3: bob concedes, and the match is over.
    down = await table.slash("life", alice, total=0)
    await table.press(with_buttons(down), words.play_first, alice)
    status = await table.slash("match status", bob)
    assert status.ephemeral
    assert status.response is not None
    assert words.reader_score in board_fields(status.response)
    conceded = await table.slash("concede", bob)
    assert words.result in said(conceded)
    final = board_fields(board)
    assert final[words.result_field] == words.result
    assert final[words.score] == "alice 2, bob 1"
    assert not board.buttons, "the Panel button goes with the match"


# Names as long as Discord allows (32), each character one Markdown escapes: the longest lines.
LONG_NAMES = [(f"{n}_*Ünterschriftsberechtigte*_" * 2)[:32] for n in "ABCDEF"]
LONGEST = {
    "de": ("Stand", "Spiel 1", "Wartet auf Bestätigung", "20 vom Kommandeur von"),
    "fr": ("Score actuel", "Partie 1", "En attente de confirmation", "20 du commandant de"),
}


@pytest.mark.parametrize("language", list(LONGEST))
async def test_the_longest_board_fits_discords_limits_in_german_and_french(
    arbiter: Arbiter, language: str, caplog: pytest.LogCaptureFixture, seat_one_chooses: None
) -> None:
    """Six players with the longest names, five commanders' damage each, a report waiting: the
    board and every answer stay within Discord's limits (the harness fails the test on any
    payload over one, and `limits` must never have had to cut) in the languages that run
    longest."""
    harness = arbiter.harness
    names = ("alice", "bob", "carol", "dave", "erin", "frank")
    people = [
        harness.user(getattr(arbiter, n).id, n, nick=nick)
        for n, nick in zip(names, LONG_NAMES, strict=True)
    ]
    score, game, waiting, damage = LONGEST[language]

    async def slash(command: str, user: FakeUser, **options: object) -> InteractionResult:
        return await harness.slash(
            command, user=user, channel=arbiter.table, locale=language, options=options
        )

    with caplog.at_level(logging.ERROR, logger=limits.__name__):
        await slash("arbiter config", arbiter.admin, language=language)
        a, b, c, d, e, f = people
        start = await slash(
            "match start", a, game="magic", opponent=b, player3=c, player4=d, player5=e,
            player6=f, variant="commander", starting_life=9999,
        )  # fmt: skip
        board = next(m for m in start.channel_messages if m.embeds)
        for victim in people:
            for commander in people:
                if commander is not victim:
                    hit = await slash("commander-damage", victim, commander=commander, total=20)
                    assert not hit.ephemeral, hit.content
            await slash("poison", victim, change=9)
        pending = await slash("life", e, player=d, total=0)
        assert not pending.ephemeral, pending.content
    assert not [r for r in caplog.records if r.name == limits.__name__], "limits cut a text"
    fields = board_fields(board)
    assert next(iter(fields)) == score
    # Six such players take several fields: "Spiel 1 (1/3)", "Spiel 1 (2/3)"...
    assert [n for n in fields if n.startswith(game)] == [
        f"{game} (1/3)",
        f"{game} (2/3)",
        f"{game} (3/3)",
    ]
    assert any(n.startswith(waiting) for n in fields)
    assert damage in fields[f"{game} (1/3)"]
    assert len(pending.content or "") <= limits.CONTENT


async def test_a_private_note_is_in_the_readers_language_beside_a_public_answer(
    arbiter: Arbiter,
) -> None:
    """Without Embed Links the board cannot be drawn: the table's answer is in the server's
    language (English here), and the private word on the board in the reader's, with
    Discord's own name for the permission in that language."""
    harness = arbiter.harness
    harness.bot_permissions = harness.bot_permissions & ~discord.Permissions(embed_links=True)
    await harness.slash(
        "match start",
        user=arbiter.alice,
        channel=arbiter.table,
        locale="de",
        options={"game": "magic", "opponent": arbiter.bob},
    )
    life = await harness.slash(
        "life", user=arbiter.bob, channel=arbiter.table, locale="ja", options={"change": -2}
    )
    assert life.content == "Recorded: bob: life 18 (a player loses at 0)."
    (note,) = life.followups
    assert note.ephemeral and note.content == (
        "Arbiter はこのチャンネルでスコアボードを維持できません：ここで「埋め込みリンク」の権限が"
        "必要です（サーバー管理者がチャンネル設定の「権限」で付与できます）。それまでは "
        "`/マッチ 状況` でマッチを確認できます。"
    )


@pytest.mark.parametrize(
    ("locale", "refused"),
    [
        ("fr", "teams : il n'y a aucun joueur à la place 5."),
        ("es-ES", "teams: no hay ningún jugador en el asiento 5."),
        ("de", "teams: Auf Platz 5 sitzt niemand."),
    ],
)
async def test_the_faces_own_refusals_are_in_the_askers_language(
    arbiter: Arbiter, locale: str, refused: str
) -> None:
    result = await arbiter.harness.slash(
        "match start",
        user=arbiter.alice,
        channel=arbiter.table,
        locale=locale,
        options={
            "game": "magic",
            "variant": "two-headed-giant",
            "opponent": arbiter.bob,
            "player3": arbiter.carol,
            "player4": arbiter.dave,
            "teams": "1 5 vs 2 4",
        },
    )
    assert result.ephemeral and result.content == refused


async def test_the_settings_and_the_history_answer_their_reader_in_their_language(
    arbiter: Arbiter,
) -> None:
    harness = arbiter.harness

    async def slash(command: str, user: FakeUser, locale: str, **options: object) -> str:
        result = await harness.slash(
            command, user=user, channel=arbiter.table, locale=locale, options=options
        )
        assert result.ephemeral
        return result.content or ""

    assert await slash("match history", arbiter.alice, "de") == "Hier ist noch kein Match erfasst."
    assert await slash("arbiter config", arbiter.admin, "fr", confirmation=True) == (
        "Paramètres d'Arbiter : rôle de juge aucun ; confirmation des déclarations qui "
        "éliminent quelqu'un d'autre activée ; jeu par défaut aucun ; salon des juges aucun ; "
        "langue des publications publiques English (celle du serveur)."
    )
    assert await slash("arbiter config", arbiter.admin, "ja", web_leaderboard="maybe") == (
        "`ウェブランキング` は on か off です（'maybe' ではありません）。"
    )


@pytest.mark.parametrize(
    ("locale", "command", "options", "refused"),
    [
        (
            "es-ES",
            "life",
            {"change": 0},
            "Un `cambio` de 0 no cambia nada, así que no se ha registrado nada. Indica cuánto "
            "sube o baja el valor de vidas (p. ej., -3), o el nuevo `total`.",
        ),
        (
            "de",
            "poison",
            {"change": 100},
            "Die Änderung bei Gift muss eine ganze Zahl von -99 bis 99 sein, nicht 100.",
        ),
        (
            "pt-BR",
            "life",
            {"change": -3, "total": 4},
            "Informe `mudança` (por exemplo -3) ou `total` (o novo valor de pontos de vida), não "
            "os dois nem nenhum.",
        ),
    ],
)
async def test_an_options_refusal_is_in_the_askers_language(
    arbiter: Arbiter, locale: str, command: str, options: dict[str, int], refused: str
) -> None:
    harness = arbiter.harness
    await harness.slash(
        "match start",
        user=arbiter.alice,
        channel=arbiter.table,
        options={"game": "magic", "opponent": arbiter.bob},
    )
    result = await harness.slash(
        command, user=arbiter.bob, channel=arbiter.table, locale=locale, options=options
    )
    assert result.ephemeral and result.content == refused


# What waits for confirmation, in the server's language: a report that knocks bob out (the
# rules engine's verdict) and a proposal to draw the match (issue 34: it was stored in English).
WAITS = {
    "de": (
        "{a} meldet:\n• alice gewinnt das Spiel: alle Gegner haben das Spiel verlassen "
        "(MTG CR 104.2a)\n• " + LOST["de"] + "\n{b} (oder ein Judge): bestätigen oder "
        "bestreiten.",
        "{b} schlägt vor: • das Match endet als absichtliches Unentschieden\n"
        "{a} (oder ein Judge): bestätigen oder bestreiten.",
    ),
    "ja": (
        "{a} の報告：\n• alice はゲームに勝利する：対戦相手全員がゲームから離れた"
        "（MTG CR 104.2a）\n• " + LOST["ja"] + "\n{b}（またはジャッジ）："
        "承認または異議を選んでください。",
        "{b} の提案： • マッチを合意による引き分けで終える\n"
        "{a}（またはジャッジ）：承認または異議を選んでください。",
    ),
}


@pytest.mark.parametrize("locale", list(WAITS))
async def test_what_waits_for_confirmation_is_in_the_servers_language(
    locale: str, sqlite_url: str, seat_one_chooses: None
) -> None:
    async with running_arbiter(sqlite_url, preferred_locale=locale) as arbiter:
        table = Table(arbiter, locale)
        report, proposal = (table.words(text) for text in WAITS[locale])
        await table.slash("match start", arbiter.alice, game="magic", opponent=arbiter.bob)
        waiting = await table.slash("poison", arbiter.alice, player=arbiter.bob, change=10)
        assert waiting.content == report
        # Shown again (its board, /match status) from what was stored, still in German or
        # Japanese; disputed, and a draw proposed.
        await table.press(waiting.response, SAID[locale].dispute, arbiter.bob)
        proposed = await table.slash("match draw", arbiter.bob)
        assert proposed.content == proposal


# /match history's lines in the asker's language: how a match ended, or that it is still in
# progress (issue 34: the app wrote them in English).
HISTORY = {
    "de": (
        "Magic, alice vs bob: alice gewinnt das Match durch Aufgabe: alice 2, bob 0 ",
        "Grand Archive, alice vs bob: läuft noch: alice 0, bob 0 ",
    ),
    "ja": (
        "Magic, alice vs bob: alice がマッチに勝利しました（投了）：alice 2, bob 0 ",
        "Grand Archive, alice vs bob: 進行中：alice 0, bob 0 ",
    ),
}


@pytest.mark.parametrize("locale", list(HISTORY))
async def test_the_history_says_how_each_match_ended_in_the_askers_language(
    arbiter: Arbiter, locale: str
) -> None:
    harness, table = arbiter.harness, arbiter.table
    for game in ("magic", "grand-archive"):
        options = {"game": game, "opponent": arbiter.bob}
        await harness.slash("match start", user=arbiter.alice, channel=table, options=options)
        if game == "magic":
            await harness.slash("match concede", user=arbiter.bob, channel=table)
    history = await harness.slash("match history", user=arbiter.bob, channel=table, locale=locale)
    assert history.ephemeral
    lines = (history.embeds[0].description or "").splitlines()
    ended, playing = HISTORY[locale]
    assert ended in lines[1] and playing in lines[0], lines


@pytest.mark.parametrize("language", TRANSLATED)
async def test_terrus_city_and_votes_are_said_in_the_servers_language(
    arbiter: Arbiter, language: Language
) -> None:
    """A turn begun with the city's counts, and a Dominion Vote, with what each victory
    needs: they were English in every language (Relics, Metropolis, Dominion Vote and INT
    are Terrus's own terms, kept as the glossaries keep them)."""
    await slash(arbiter, "arbiter config", arbiter.admin, language=language.value)
    await slash(arbiter, "match start", game="terrus", opponent=arbiter.bob, starting_life=15)
    city = await slash(arbiter, "turn-start", structures=3, relics=2)
    nothing = await slash(arbiter, "turn-start", arbiter.bob)
    vote = await slash(arbiter, "vote", arbiter.bob, intelligence=3)
    said = "\n".join(r.content or "" for r in (city, nothing, vote))
    for english in ("victory needs", "structures", "nothing reported", "won a Dominion Vote"):
        assert english not in said, said
    structures = Message.plural(
        "{n} structure (a Metropolis victory needs {at}, {rule})",
        "{n} structures (a Metropolis victory needs {at}, {rule})",
        3,
        at=10,
        rule="Terrus 5.2b",
    )
    relics = Message.plural(
        "{n} Relic (a Relic victory needs {at}, {rule})",
        "{n} Relics (a Relic victory needs {at}, {rule})",
        2,
        at=4,
        rule="Terrus 5.2d",
    )
    assert translate(structures, language) in said and translate(relics, language) in said
    voted = Message(
        "{player} won a Dominion Vote with {total} INT: a Political victory needs {at} ({rule})",
        player="bob",
        total=3,
        at=15,
        rule="Terrus 5.2c",
    )
    assert translate(voted, language) in said, said
