# Japanese is written with its own full-width colon and brackets: not a typo here.
# ruff: noqa: RUF001
"""A player's panel in the player's own language (issue 34), through discord.py.

The panel is private: its text, its labels, the "Other amount…" form and its refusals are in
the language of the presser's Discord client (`interaction.locale`), whatever the server's;
what a press reports to the table stays in the server's language. The custom ids never change
with the language, so a panel opened in one language is pressed like any other, and a German or
French panel of a six-player Commander pod stays within Discord's limits.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord
import pytest

from bot.faces.discord import limits
from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash, start, status
from tests.discord.test_leagues import League
from tests.discord.test_panel import (
    DOWN,
    UP,
    current,
    labels,
    option_value,
    public,
    select_id,
    table,  # noqa: F401  (the fixture: each press reported at once)
    tap,
)


@dataclass(frozen=True)
class Panel:
    """What a duel's panel says in one language (alice's, against bob, in an English server)."""

    heading: str
    rows: list[list[str]]
    reported: str  # the panel's note once bob's life -3 is reported
    form_title: str
    form_label: str
    bad_amount: str


SAID = {
    "de": Panel(
        heading=(
            "**Steuerung von alice**, Match Nr. 1 (Magic: The Gathering): eine Eingabe, eine "
            "Änderung; Eingaben für denselben Stand innerhalb von 2 s ergeben zusammen eine "
            "Meldung.\nalice (du): Lebenspunkte: 20\nbob: Lebenspunkte: 20"
        ),
        rows=[
            ["bob -1", *DOWN[1:]],
            ["Du -1", *DOWN[1:]],
            ["Du +1", *UP[1:], "Anderer Betrag…"],
            ["bob: Gift +1", "+2", "Du: Gift +1", "+2", "bob: anderer Betrag…"],
            ["Mein Deck ist leer", "Ich gebe auf"],
        ],
        reported="Gemeldet: Lebenspunkte von bob -3.",
        form_title="Anderer Betrag (deiner)",
        form_label="-7 verliert 7, +4 gewinnt 4, =20 setzt",
        bad_amount=(
            "Gib den Betrag mit Vorzeichen ein: -7 verliert 7, +4 gewinnt 4, =20 setzt den Stand "
            "auf 20."
        ),
    ),
    "ja": Panel(
        heading=(
            "**aliceのパネル**、マッチ #1（Magic: The Gathering）：1タップで1つの変更。同じ値への"
            "2秒以内のタップは合計して1件の報告になります。\nalice（自分）：ライフ：20\nbob：ライフ：20"
        ),
        rows=[
            ["bob -1", *DOWN[1:]],
            ["自分 -1", *DOWN[1:]],
            ["自分 +1", *UP[1:], "その他の値…"],
            ["bob：毒 +1", "+2", "自分：毒 +1", "+2", "bob：その他の値…"],
            ["自分のデッキ切れ", "投了する"],
        ],
        reported="報告しました：bob のライフ -3。",
        form_title="その他の値（自分）",
        form_label="-7で7減少、+4で4増加、=20で20に設定",
        bad_amount="符号を付けて入力してください：-7で7減少、+4で4増加、=20で合計を20に設定します。",
    ),
}


@pytest.mark.parametrize("locale", SAID)
async def test_a_panel_is_in_its_players_language_and_its_presses_still_report(
    table: Arbiter,  # noqa: F811
    locale: str,
) -> None:
    said, alice = SAID[locale], table.alice
    await start(table, "magic")
    english = await slash(table, "match panel", alice)
    assert english.response is not None
    opened = await table.harness.slash(
        "match panel", user=alice, channel=table.table, locale=locale, options={}
    )
    panel = opened.response
    assert opened.ephemeral and panel is not None
    assert panel.content == said.heading
    assert labels(panel) == said.rows
    # The same buttons whatever the language: a press is read from its custom id.
    assert panel.custom_ids == english.response.custom_ids
    assert limits.violations(panel.data) == []
    hit = await tap(table, panel, "l2-3", alice, locale=locale)
    assert public(hit) == ["Recorded: bob: life 17 (a player loses at 0)."]  # the server's
    shown = current(table, panel)
    assert said.reported in shown.content and labels(shown) == said.rows
    # "Other amount…": the form in the player's language; what is typed is applied.
    form = await tap(table, panel, said.rows[2][-1], alice, locale=locale)
    assert form.modal is not None and limits.modal_violations(form.modal) == []
    assert form.modal["title"] == said.form_title
    field = form.modal["components"][0]["components"][0]
    assert (field["label"], field["custom_id"]) == (said.form_label, "amount")
    sent = await table.harness.submit(form, {"amount": "=12"}, user=alice)
    assert public(sent) == ["Recorded: alice: life 12 (a player loses at 0)."]
    assert (await status(table)).player("alice").life == 12
    again = await tap(table, panel, said.rows[2][-1], alice, locale=locale)
    refused = await table.harness.submit(again, {"amount": "abc"}, user=alice)
    assert refused.ephemeral and not public(refused)
    assert refused.content == said.bad_amount
    assert (await status(table)).player("alice").life == 12


@pytest.mark.parametrize(
    ("locale", "you", "whose"), [("de", "Du", "Wessen Stand?"), ("fr", "Vous", "Le total de qui ?")]
)
async def test_a_six_player_commander_panel_in_german_and_french_stays_within_discords_limits(
    table: Arbiter,  # noqa: F811
    locale: str,
    you: str,
    whose: str,
) -> None:
    players = [table.alice, table.bob, table.carol, table.dave, table.erin, table.frank]
    await start(table, "magic", player3=table.carol, player4=table.dave, player5=table.erin,
                player6=table.frank, variant="commander")  # fmt: skip
    for number, owner in enumerate(players):  # partners with names of 32 characters
        for partner in ("A", "B"):
            victim = players[(number + 1) % len(players)]
            await slash(table, "commander-damage", owner, commander=owner, player=victim,
                        change=1, source=f"{partner}{owner.name}".ljust(32, "x"))  # fmt: skip
    opened = await table.harness.slash(
        "match panel", user=table.alice, channel=table.table, locale=locale, options={}
    )
    panel = opened.response
    assert panel is not None and limits.violations(panel.data) == []
    select = panel.components[0]["components"][0]
    assert select["placeholder"] == whose
    assert select["options"][0]["label"] == you
    chosen = current(table, panel)
    await table.harness.click(
        select_id(chosen, "whose"),
        user=table.alice,
        message=chosen,
        values=[option_value(chosen, "whose", "frank")],
        locale=locale,
    )
    seen = set()
    for _ in range(10):  # every commander that may hit frank, and every text the panel shows
        shown = current(table, panel)
        assert limits.violations(shown.data) == [], shown.content
        seen.add(labels(shown)[4][0])
        await tap(table, panel, "n", table.alice, locale=locale)
    assert len(seen) == 5 and all("frank" in label for label in seen)
    form = await tap(table, panel, "o6", table.alice, locale=locale)  # frank's other amount
    assert form.modal is not None and limits.modal_violations(form.modal) == []
    hit = await tap(table, panel, "d2", table.alice, locale=locale)
    assert public(hit) and limits.violations(current(table, panel).data) == []


HELP_STARTS = {
    "de": "**Starten** `/match starten gegner:@bob spiel:Magic` (Best of 3;",
    "ja": "**開始** `/マッチ 開始 対戦相手:@bob ゲーム:Magic`（3本勝負。",
    "fr": "**Commencer** `/match lancer adversaire:@bob jeu:Magic` (en 2 manches gagnantes ;",
    "es-ES": "**Empezar** `/enfrentamiento iniciar rival:@bob juego:Magic` (al mejor de 3;",
    "pt-BR": "**Começar** `/partida iniciar oponente:@bob jogo:Magic` (melhor de 3;",
    "en-US": "**Start** `/match start opponent:@bob game:Magic` (best of 3;",
}


# `/match panel` and `/arbiter config` as each language's picker names them.
TYPED = {
    "de": ("/match steuerung", "/arbiter einstellungen"),
    "ja": ("/マッチ パネル", "/arbiter 設定"),
    "fr": ("/match panneau", "/arbiter configurer"),
    "es-ES": ("/enfrentamiento panel", "/arbiter configurar"),
    "pt-BR": ("/partida painel", "/arbiter configurar"),
    "en-US": ("/match panel", "/arbiter config"),
}


@pytest.mark.parametrize("locale", HELP_STARTS)
async def test_help_is_in_the_askers_language_and_within_discords_limits(
    arbiter: Arbiter, locale: str
) -> None:
    helped = await arbiter.harness.slash(
        "help", user=arbiter.stranger, channel=arbiter.table, locale=locale, options={}
    )
    assert helped.ephemeral and helped.response is not None
    assert limits.violations(helped.response.data) == []
    (embed,) = helped.response.embeds
    description = embed.description or ""
    assert description.startswith(HELP_STARTS[locale])
    # Every paragraph, each command named as the asker's picker shows it.
    assert len(description.splitlines()) == 15
    panel, config = TYPED[locale]
    assert f"`{panel}`" in description and f"`{config}`" in description


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        (
            "de",
            "Arbiter kann in diesem Kanal keine Threads für die Tische öffnen: Es braucht hier "
            "die Berechtigungen Öffentliche Threads erstellen und Links einbetten (ein "
            "Server-Admin kann sie in den Kanaleinstellungen unter Berechtigungen erteilen). Es "
            "wurde nichts gestartet; führe den Befehl erneut aus, sobald sie erteilt sind.",
        ),
        (
            "ja",
            "Arbiter はこのチャンネルでテーブルのスレッドを開けません：ここで「公開スレッドの作成と"
            "埋め込みリンク」の権限が必要です（サーバー管理者がチャンネル設定の「権限」で付与できます）。"
            "何も開始されていません。権限が付与されたら、もう一度コマンドを実行してください。",
        ),
    ],
)
async def test_a_round_start_says_which_permissions_its_threads_lack_in_the_askers_language(
    arbiter: Arbiter, locale: str, said: str
) -> None:
    harness = arbiter.harness
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:4]:
        await league.slash("league join", person)
    lacking = discord.Permissions(create_public_threads=True, embed_links=True)
    harness.bot_permissions = harness.bot_permissions & ~lacking
    result = await harness.slash(
        "league round start", user=arbiter.admin, channel=league.channel, locale=locale, options={}
    )
    assert result.ephemeral and result.content == said
    assert not league.threads


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        (
            "de",
            "Gib die Änderung nur einmal an: `/lebenspunkte -3` oder `/lebenspunkte änderung:-3`, "
            "nicht beides.",
        ),
        (
            "ja",
            "変化量は1回だけ指定してください：`/ライフ -3` か `/ライフ 増減:-3` "
            "のどちらか一方です。",
        ),
    ],
)
async def test_a_commands_own_refusal_is_in_the_askers_language(
    arbiter: Arbiter, locale: str, said: str
) -> None:
    await start(arbiter, "magic")
    refused = await arbiter.harness.slash(
        "life",
        user=arbiter.alice,
        channel=arbiter.table,
        locale=locale,
        options={"amount": -3, "change": -3},
    )
    assert refused.ephemeral and refused.content == said
    assert (await status(arbiter)).player("alice").life == 20


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("de", "Der Bereich muss `channel` (dieser Kanal) oder `server` sein."),
        ("ja", "範囲は `channel`（このチャンネル）か `server` のどちらかにしてください。"),
    ],
)
async def test_a_bad_history_scope_is_refused_in_the_askers_language(
    arbiter: Arbiter, locale: str, said: str
) -> None:
    refused = await arbiter.harness.slash(
        "match history",
        user=arbiter.alice,
        channel=arbiter.table,
        locale=locale,
        options={"scope": "galaxy"},
    )
    assert refused.ephemeral and refused.content == said
