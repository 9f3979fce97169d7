# The Japanese sentences are written with Japanese punctuation (full-width colons, brackets).
# ruff: noqa: RUF001
"""The command line and the console in the user's language (docs/translating.md, "The command
line"): `--lang`, else `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG` as gettext reads them,
else English; through the `arbiter` entry point, `main(argv)`, run in this process with that
environment (tests/support/cli.py): what is said depends on the environment and the arguments,
not on a process of its own. JSON output keeps its English keys in every language."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import socket
from pathlib import Path

import pytest
from alembic.script import ScriptDirectory

from bot.faces.cli import main as cli
from bot.faces.cli.language import chosen_language
from bot.faces.i18n import Language
from bot.store.database import Database
from bot.store.migrate import alembic_config, head_revision, upgrade
from tests.league_strategies import swiss_file
from tests.support.cli import LOCALE_VARIABLES, CommandLine
from tests.test_console import answers


@pytest.mark.parametrize(
    ("flag", "variables", "language"),
    [
        (None, {}, Language.ENGLISH),
        (None, {"LANG": "de_DE.UTF-8"}, Language.GERMAN),
        (None, {"LANG": "de_DE.UTF-8", "LC_ALL": "ja_JP.UTF-8"}, Language.JAPANESE),
        (None, {"LANG": "en_US.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, Language.FRENCH),
        (None, {"LANGUAGE": "it:pt_BR", "LANG": "en_US.UTF-8"}, Language.BRAZILIAN_PORTUGUESE),
        (None, {"LANGUAGE": "es", "LANG": "C.UTF-8"}, Language.ENGLISH),  # C: gettext's rule
        (None, {"LANG": "ko_KR.UTF-8"}, Language.ENGLISH),  # not spoken
        ("ja", {"LANG": "de_DE.UTF-8"}, Language.JAPANESE),  # --lang first
        ("pt-BR", {}, Language.BRAZILIAN_PORTUGUESE),
        ("xx", {"LANG": "fr_FR.UTF-8"}, Language.FRENCH),  # one it does not speak
    ],
)
def test_lang_then_the_environment_then_english(
    flag: str | None, variables: dict[str, str], language: Language
) -> None:
    assert chosen_language(flag, variables) is language


def test_the_help_in_the_environments_language_or_the_one_asked(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    monkeypatch.setenv("COLUMNS", "200")  # each help on one line
    with pytest.raises(SystemExit) as done:
        cli.main(["--help"])
    assert done.value.code == 0
    german = capsys.readouterr().out
    assert "Arbiter leitet Matches von Grand Archive, Magic und Terrus in Discord." in german
    assert "Ligadateien: die Tabelle mit Tiebreakern, je eine JSON-Zeile" in german
    assert "league files" not in german

    with pytest.raises(SystemExit):
        cli.main(["standings", "--lang", "ja", "--help"])  # after the command too
    japanese = capsys.readouterr().out
    said = "言語：en、es、pt-BR、fr、de、ja（既定：LANG または LANGUAGE）"
    assert said in japanese


def test_a_refusal_in_the_language_asked(arbiter_cli: CommandLine) -> None:
    not_utf8 = b"magic: alice \xff concedes"
    japanese = arbiter_cli("ruling", "-", stdin=not_utf8, LANG="ja_JP.UTF-8")
    assert japanese.returncode == 2 and japanese.stdout == ""
    assert japanese.stderr == "stdin の状況が UTF-8 のテキストではありません。\n"
    french = arbiter_cli("--lang", "fr", "ruling", "-", stdin=not_utf8, LANG="ja_JP.UTF-8")
    assert french.stderr == "La situation sur stdin n'est pas du texte UTF-8.\n"

    # No token: how to get one, in Spanish (from an empty folder: no .env).
    spanish = arbiter_cli("run", LANG="es_ES.UTF-8", DISCORD_TOKEN="")
    assert spanish.returncode == 1
    said = spanish.stderr
    assert "Arbiter necesita un token de bot de Discord para funcionar." in said
    assert "bash scripts/run.sh console" in said and "Traceback" not in said


def test_json_output_keeps_its_english_keys(tmp_path: Path, arbiter_cli: CommandLine) -> None:
    league = tmp_path / "small.json"
    league.write_text(
        json.dumps(
            swiss_file(
                ["ann", "bob", "cat"],
                [[("ann", "bob", 2, 1, 0), "cat"], [("ann", "cat", 1, 1, 1), "bob"]],
            )
        )
    )
    english = arbiter_cli("standings", str(league))
    for language in ("de_DE.UTF-8", "ja_JP.UTF-8"):
        other = arbiter_cli("standings", str(league), LANG=language)
        assert other.returncode == 0 and other.stdout == english.stdout


def test_the_console_in_german_and_in_japanese(arbiter_cli: CommandLine, sqlite_url: str) -> None:
    """The console's own words, and the bot's answers: the console's user has the console's
    language as a Discord user has theirs."""
    typed = "/match status\nas bob judge\nin 3\nhello\n/frobnicate\n/life change:abc\nquit\n"
    url = sqlite_url
    german = arbiter_cli("console", "--database", url, stdin=typed, LANG="de_DE.UTF-8")
    said = german.stdout
    assert german.returncode == 0, german.stderr
    assert "Arbiter-Konsole: Tippe Slash-Befehle wie in Discord" in said
    assert "(nur du siehst das) In diesem Kanal wurde noch kein Match gespielt." in said
    assert "Du bist jetzt bob (Judge)." in said
    assert "Kein Thread '3' (Threads: noch keine); `in main` geht zurück." in said
    # The console's own refusals of a line it cannot send (they were English).
    assert "Unbekannter Befehl /frobnicate. Tippe /hilfe." in said
    assert "änderung nimmt eine ganze Zahl." in said
    assert "Tippe einen Slash-Befehl wie /hilfe, `as NAME`, `press LABEL` oder help." in said

    japanese = arbiter_cli("--lang", "ja", "console", "--database", url, stdin=typed)
    said = japanese.stdout
    assert japanese.returncode == 0, japanese.stderr
    assert "Arbiter コンソール" in said
    assert "あなたは今 bob（ジャッジ）です。" in said
    assert "スレッド '3' はありません" in said
    assert "不明なコマンドです：/frobnicate。/ヘルプ と入力してください。" in said
    assert "増減 には整数を指定します。" in said
    assert "only you see this" not in said and "You are" not in said


# A league, a ratings and a replay file Arbiter cannot read, and what it says of each (issue 34:
# the league and ratings cores and the command line wrote these in English).
BAD_FILES = {
    "league.json": swiss_file(["ann", "ann"], []),
    "ratings.json": {"format": "arbiter-results", "system": "magic", "matches": [{"players": []}]},
    "broken.json": '{"format": ',
}
SAID_OF_FILES = {
    "de": [
        "league.json: Feld „players“: „ann“ steht zweimal in der Liste; Namen müssen eindeutig "
        "sein.",
        "ratings.json: Match 1, Feld „players“: „players“ muss zwei oder mehr Spieler nennen.",
        "broken.json: kein gültiges JSON (Zeile 1, Spalte 12).",
    ],
    "ja": [
        "league.json：フィールド「players」：「ann」が2回書かれています。名前は重複できません。",
        'ratings.json：マッチ1、フィールド「players」："players" には2人以上のプレイヤーを書いて'
        "ください。",
        "broken.json：正しい JSON ではありません（1 行 12 列）。",
    ],
}


@pytest.mark.parametrize("language", list(SAID_OF_FILES))
def test_a_files_errors_in_the_language_asked(
    language: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    for name, content in BAD_FILES.items():
        text = content if isinstance(content, str) else json.dumps(content)
        (tmp_path / name).write_text(text, encoding="utf-8")
    said = []
    for command, name in (("standings", "league.json"), ("ratings", "ratings.json")):
        assert cli.main(["--lang", language, command, name]) == 2
        said.append(capsys.readouterr().err.strip())
    assert cli.main(["pair", "broken.json", "--lang", language]) == 2
    said.append(capsys.readouterr().err.strip())
    assert said == SAID_OF_FILES[language]


def test_the_consoles_server_speaks_its_language_and_its_mistakes_are_said_in_it(
    arbiter_cli: CommandLine, sqlite_url: str
) -> None:
    """The console's guild has the console's language as its preferred locale, as a German
    server has German: the match's public posts are German. A line the console cannot run is
    refused in German, naming the commands and options as a German picker shows them."""
    typed = "/match start opponent:@bob game:magic\n/life -20\n/life amount:x\n/game\n"
    url = sqlite_url
    german = arbiter_cli("--lang", "de", "console", "--database", url, stdin=typed)
    said = answers(german.stdout)
    assert german.returncode == 0, german.stderr
    started = said["alice> /match start opponent:@bob game:magic"]
    assert started.startswith("Match Nr. 1 gestartet: @alice vs @bob"), started
    assert "20 Lebenspunkte" in started
    assert said["alice> /life -20"].startswith(
        "/lebenspunkte nimmt Optionen als Name:Wert (Optionen: betrag:..., spieler:..."
    )
    assert said["alice> /life -20"].endswith("meintest du /lebenspunkte betrag:-20?")
    assert said["alice> /life amount:x"] == "betrag nimmt eine ganze Zahl."
    assert said["alice> /game"] == "/spiel braucht einen Unterbefehl: unentschieden."


@pytest.mark.parametrize(
    ("language", "life"), [("es", "/vidas cambio:-3"), ("ja", "/ライフ 増減:-3")]
)
def test_the_consoles_help_examples_are_typed_in_its_language(
    tmp_path: Path, arbiter_cli: CommandLine, language: str, life: str, sqlite_url: str
) -> None:
    """The console's user sees the commands as a Discord user of its language does: the help
    names them so (`/enfrentamiento iniciar rival:@bob`), and each example typed as written
    runs, delivered with the default names as Discord delivers them."""
    url = sqlite_url
    helped = arbiter_cli("--lang", language, "console", "--database", url, stdin="/help\n")
    shown = answers(helped.stdout)
    (help_text,) = [said for typed, said in shown.items() if typed.endswith("/help")]
    examples = [e for e in re.findall(r"`(/[^`]+)`", help_text) if ":" in e]
    assert life in examples, examples
    typed = "".join(f"{example}\n" for example in examples)
    url = f"sqlite+aiosqlite:///{tmp_path / 'examples.db'}"
    ran = arbiter_cli("--lang", language, "console", "--database", url, stdin=typed)
    said = ran.stdout
    assert ran.returncode == 0 and "Traceback" not in said + ran.stderr
    answered = answers(said)
    for example in examples:
        answer = answered[f"alice> {example}"]
        for refusal in ("takes its options", "Unknown command", "needs", "has no option"):
            assert refusal not in answer.split("\n")[0], (example, answer)


# Settings an operator got wrong, and what `arbiter console`/`web` say of them at start-up.
BAD_SETTINGS = {
    "unknown_driver": {"DATABASE_URL": "mysql://arbiter@db/arbiter"},
    "log_level_and_number": {"LOG_LEVEL": "loud", "SHARD_COUNT": "two", "REST_RATE": "90"},
    "ids_without_count": {"SHARD_IDS": "0,1"},
    "shard_outside": {"SHARD_IDS": "3", "SHARD_COUNT": "2"},
}
SAID_OF_SETTINGS = {
    ("de", "unknown_driver"): [
        "DATABASE_URL ist ungültig: Arbiter kann mysql nicht verwenden; schreiben Sie sie wie "
        "sqlite+aiosqlite:///arbiter.db oder postgresql+asyncpg://user:password@host/db.",
        "Korrigieren Sie das in der Umgebung oder in .env (.env.example beschreibt jede "
        "Einstellung).",
    ],
    ("de", "log_level_and_number"): [
        "SHARD_COUNT ist ungültig: keine ganze Zahl (Wert: 'two').",
        "LOG_LEVEL ist ungültig: unbekannte Protokollstufe 'loud'.",
        "REST_RATE ist ungültig: der Wert darf höchstens 50 sein (Wert: '90').",
        "Korrigieren Sie das in der Umgebung oder in .env (.env.example beschreibt jede "
        "Einstellung).",
    ],
    ("de", "ids_without_count"): [
        "SHARD_IDS ist gesetzt, SHARD_COUNT aber nicht: Setzen Sie SHARD_COUNT auf die Zahl der "
        "Shards aller Prozesse, oder lassen Sie beide leer.",
        "Korrigieren Sie das in der Umgebung oder in .env (.env.example beschreibt jede "
        "Einstellung).",
    ],
    ("de", "shard_outside"): [
        "SHARD_IDS ist ungültig: Es nennt Shard 3, aber mit SHARD_COUNT=2 gibt es nur die "
        "Shards 0 bis 1.",
        "Korrigieren Sie das in der Umgebung oder in .env (.env.example beschreibt jede "
        "Einstellung).",
    ],
    ("ja", "ids_without_count"): [
        "SHARD_IDS は設定されていますが SHARD_COUNT が設定されていません。SHARD_COUNT に"
        "全プロセスのシャード数を設定するか、両方とも空にしてください。",
        "環境変数か .env で直してください（各設定の説明は .env.example にあります）。",
    ],
}


@pytest.mark.parametrize("command", ["console", "web"])
@pytest.mark.parametrize(("language", "mistake"), list(SAID_OF_SETTINGS))
def test_a_bad_setting_is_said_in_the_language_asked(
    language: str,
    mistake: str,
    command: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The settings' mistakes stop `arbiter console`/`web` before anything starts, each said
    in --lang with the variable's name and the value as typed."""
    monkeypatch.chdir(tmp_path)
    for name in ("DATABASE_URL", "LOG_LEVEL", "SHARD_COUNT", "SHARD_IDS", "REST_RATE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in BAD_SETTINGS[mistake].items():
        monkeypatch.setenv(name, value)
    assert cli.main(["--lang", language, command]) == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err.splitlines() == SAID_OF_SETTINGS[language, mistake]


def _migrated(url: str, revision: str = "head") -> None:
    async def migrate() -> None:
        database = Database(url)
        try:
            await upgrade(database, revision)
        finally:
            await database.close()

    asyncio.run(migrate())


def test_arbiter_webs_refusals_at_start_up_in_german(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`arbiter web` says in --lang why it does not start: a database that does not answer
    (its password never shown), one never migrated or behind the code, a port taken."""
    monkeypatch.chdir(tmp_path)
    # `arbiter web` sets up logging on stderr: on this test's, not on an earlier test's.
    monkeypatch.setattr(logging.root, "handlers", [])
    monkeypatch.setenv("LOG_LEVEL", "WARNING")
    head = head_revision()
    assert head is not None
    previous = ScriptDirectory.from_config(alembic_config()).get_revision(head).down_revision
    assert isinstance(previous, str)
    new, behind, ready = (f"sqlite+aiosqlite:///{tmp_path}/{name}.db" for name in "abc")
    _migrated(behind, previous)
    _migrated(ready)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        said = []
        for database, more in (
            ("postgresql+asyncpg://arbiter:s3cret@127.0.0.1:1/arbiter", []),
            (new, []),
            (behind, []),
            (ready, ["--port", str(port)]),
        ):
            assert cli.main(["web", "--lang", "de", "--database", database, *more]) == 1
            out, err = capsys.readouterr()
            assert out == ""
            said.append(err.strip())
    unreachable, never, old, busy = said
    assert unreachable.startswith(
        "Die Datenbank (postgresql+asyncpg://arbiter:***@127.0.0.1:1/arbiter) ist nicht "
        "erreichbar: "
    )
    assert unreachable.endswith(
        ". Starten Sie sie (oder korrigieren Sie DATABASE_URL / --database) und rufen Sie dann "
        "erneut `arbiter web` auf."
    )
    assert "s3cret" not in unreachable
    assert never == (
        f"Die Datenbank ({new}) hat noch kein Schema (das des Codes ist {head}): Starten Sie den "
        "Bot einmal (`arbiter run` migriert sie) und rufen Sie dann erneut `arbiter web` auf."
    )
    assert old == (
        f"Die Datenbank ({behind}) hat das Schema {previous}, nicht {head}: Starten Sie den Bot "
        "einmal (`arbiter run` migriert sie) und rufen Sie dann erneut `arbiter web` auf."
    )
    assert busy.startswith(f"Auf 127.0.0.1:{port} kann nicht bereitgestellt werden: ")


def test_arbiter_web_says_where_it_serves_in_japanese(
    arbiter_cli: CommandLine, sqlite_url: str
) -> None:
    """Said once it serves; Ctrl+C (SIGINT, sent as soon as it is said) then stops it with exit
    0. Its start and stop as a process of its own: tests/test_web_server.py."""
    url = sqlite_url  # migrated
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    served = arbiter_cli(
        "web", "--port", str(port), "--database", url, interrupt_on="\n", LANG="ja_JP.UTF-8"
    )
    assert served.returncode == 0, served.stderr
    first = served.stdout.splitlines()[0]
    assert first == (
        f"Arbiter のウェブページ：http://127.0.0.1:{port}/（Ctrl+C で停止）。各ページには専用の"
        "リンクがあり、Discord の /リーグ ウェブ、/マッチ オーバーレイ、/マッチ スマホ、"
        "/arbiter 設定 ウェブランキング:on で得られます。アドレスだけでは何も表示されません。"
    )


_MATCH = {"format": "arbiter-match", "system": "magic", "players": ["alice", "bob"], "best_of": 3}
_BOB_CONCEDES = [{"event": "concede", "player": "bob"}]
# Match exports (`/match export`) whose record contradicts their reports, one mistake each.
CONTRADICTING_EXPORTS = {
    "best_of.json": {**_MATCH, "best_of": 2, "games": [{"reports": []}]},
    "ending.json": {**_MATCH, "games": [{"reports": []}], "ending": {"reason": "rain"}},
    "over.json": {**_MATCH, "games": [{"reports": [], "status": "over"}]},
    "result.json": {
        **_MATCH,
        "games": [{"reports": _BOB_CONCEDES}, {"reports": _BOB_CONCEDES}],
        "result": {"winner_side": 1, "winners": ["bob"], "score": "0-2", "reason": "games"},
    },
    "skipped.json": {**_MATCH, "games": [{"reports": []}, {"reports": _BOB_CONCEDES}]},
    "status.json": {**_MATCH, "games": [{"reports": _BOB_CONCEDES, "status": "playing"}]},
}
SAID_OF_EXPORTS = {
    "de": [
        "best_of.json: Feld „best_of“: best_of muss 1, 3, 5 oder 7 sein.",
        "ending.json: Feld „ending“: Unbekanntes Match-Ende 'rain'.",
        "over.json: Feld „status“: Spiel 1: als beendet gespeichert, aber nach seinen Meldungen "
        "läuft es noch.",
        "result.json: Feld „result“: Spiel 2: Das gespeicherte Match-Ergebnis (bob gewinnt 0-2 "
        "(nach Spielen)) ist nicht das, was sich aus den Meldungen der Spiele ergibt (alice "
        "gewinnt 2-0 (nach Spielen)).",
        "skipped.json: Feld „games“: Spiel 1: Es wurde nie beendet, und doch folgt Spiel 2.",
        "status.json: Feld „status“: Spiel 1: als playing gespeichert, aber seine Meldungen "
        "beenden es.",
    ],
    "ja": [
        "best_of.json：フィールド「best_of」：best_of は 1、3、5、7 のいずれかにしてください。",
        "ending.json：フィールド「ending」：不明なマッチの終わり方です：'rain'。",
        "over.json：フィールド「status」：ゲーム1：終了と記録されていますが、報告によるとまだ"
        "続いています。",
        "result.json：フィールド「result」：ゲーム2：記録されたマッチの結果（bobの勝ち 0-2"
        "（ゲームの勝敗による））は、各ゲームの報告から導かれる結果（aliceの勝ち 2-0（ゲームの"
        "勝敗による））と一致しません。",
        "skipped.json：フィールド「games」：ゲーム1：終わっていないのに、ゲーム2が続いています。",
        "status.json：フィールド「status」：ゲーム1：playing と記録されていますが、報告によると"
        "終了しています。",
    ],
}


@pytest.mark.parametrize("language", list(SAID_OF_EXPORTS))
def test_a_match_export_that_contradicts_itself_is_said_in_the_language_asked(
    language: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`arbiter replay` on exports whose record is not what their reports lead to: one line
    each in --lang, naming the game and the field; nothing on stdout."""
    monkeypatch.chdir(tmp_path)
    for name, document in CONTRADICTING_EXPORTS.items():
        (tmp_path / name).write_text(json.dumps(document), encoding="utf-8")
    assert cli.main(["replay", "--lang", language, *CONTRADICTING_EXPORTS]) == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err.splitlines() == SAID_OF_EXPORTS[language]


@pytest.mark.parametrize(
    ("language", "confirm", "confirmed"),
    [
        ("de", "Bestätigen", "Bestätigt von @bob."),
        ("es", "Confirmar", "Confirmado por @bob."),
        ("ja", "承認", "@bob が承認しました。"),
    ],
)
def test_the_consoles_help_presses_a_button_by_the_label_it_shows(
    arbiter_cli: CommandLine,
    language: str,
    confirm: str,
    confirmed: str,
    sqlite_url: str,
) -> None:
    """The console's help said `press Confirm` in every language, but in a German console the
    button is labelled Bestätigen and `press Confirm` found nothing. The help names the
    label its language shows, and that press confirms."""
    url = sqlite_url
    typed = [
        "help",
        "/match start opponent:@bob game:magic",
        "/life amount:-20 player:@bob",
        "as bob",
        f"press {confirm}",
        "quit",
    ]
    lines = "".join(f"{line}\n" for line in typed)
    run = arbiter_cli("--lang", language, "console", "--database", url, stdin=lines)
    said = run.stdout

    assert run.returncode == 0, run.stderr
    assert f"press {confirm}" in said.split("alice> help", 1)[1].split("alice> /match", 1)[0]
    assert "press Confirm)" not in said
    assert confirmed in said, said
