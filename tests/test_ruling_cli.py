# The Japanese sentences are written with Japanese punctuation (full-width brackets).
# ruff: noqa: RUF001
"""`arbiter ruling` at the terminal (rulings.md, "arbiter ruling --json"): the answer, one JSON
line whose results and citations are exactly replay's, stdin with `-`, and one line on stderr
with exit 2 for text that cannot be read, never a traceback.

The command line runs in this process (tests/support/cli.py), where an exception that would end
a process with a traceback fails the test instead. Real processes only where the process is the
point: output into a pipe its reader closed (stdout's file descriptor, at exit)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.faces.cli.replay import run_replay
from bot.faces.cli.ruling import run_ruling
from tests.support.cli import CommandLine, Console

LAB_MANIAC = "magic: I'm at 0 life and my Laboratory Maniac says I win"


def ruling(*args: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    words = [a for a in args if not a.startswith("--")]
    game = next((a.split("=", 1)[1] for a in args if a.startswith("--game=")), None)
    status = run_ruling(words, game, "--json" in args, stdin=io.StringIO(stdin), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def test_json_answer_follows_the_spec_and_agrees_with_replay(tmp_path: Path) -> None:
    status, out, err = ruling("--json", LAB_MANIAC)
    assert status == 0 and err == ""
    assert out.count("\n") == 1
    answer = json.loads(out)
    assert answer["game"] == "magic" and answer["variant"] is None
    assert answer["players"] == ["me", "opponent"]
    assert answer["understood"] == {
        "system": "magic",
        "players": ["me", "opponent"],
        "reports": [
            {
                "simultaneous": [
                    {"event": "life", "player": "me", "set": 0},
                    {"event": "effect", "outcome": "win", "player": "me"},
                ]
            }
        ],
    }
    assert answer["status"] == "over"
    assert answer["results"] == {"me": "won", "opponent": "lost"}
    assert "MTG CR 704.5a" in answer["explanation"]
    path = tmp_path / "understood.json"
    path.write_text(json.dumps(answer["understood"]))
    replayed = io.StringIO()
    assert run_replay([str(path)], replayed, io.StringIO()) == 0
    line = json.loads(replayed.getvalue())
    assert (line["players"], line["citations"]) == (answer["results"], answer["citations"])


def test_game_option_and_words_without_quotes() -> None:
    status, out, _ = ruling("--game=ga", "alice's", "champion", "dies")
    assert status == 0
    assert out.startswith("Understood (Grand Archive, 2 players: alice, opponent):")
    assert "alice loses: their champion died (GA Ending the Game 3)" in out
    status, out, _ = ruling("--game=terrus", "--json", "alice is at 0 vitae")
    assert json.loads(out)["game"] == "terrus"


def test_text_from_stdin() -> None:
    status, out, _ = ruling("--json", "-", stdin="mtg: alice decks out\nthen bob concedes\n")
    answer = json.loads(out)
    assert status == 0 and answer["results"] == {"alice": "lost", "bob": "won"}
    assert answer["too_late"] == ["bob concedes"]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("x" * 5_000, "at most 1,000 characters"),
        ("mtg: bob\x00 concedes", "control characters"),
        ("mtg: bob concdes", 'I could not read "bob concdes". Did you mean "bob concedes"?'),
        ("ga: bob has 3 poison", "Grand Archive has no poison"),
        ("bob concedes", "Which game?"),
    ],
)
def test_text_that_cannot_be_read_is_one_line_on_stderr_and_exit_2(text: str, words: str) -> None:
    status, out, err = ruling("--json", "-", stdin=text)
    assert status == 2 and out == ""
    assert words in err and err.count("\n") == 1


def test_the_command_never_shows_a_traceback(arbiter_cli: CommandLine) -> None:
    noise = "\x00\x01 ;;; then and , while ?? " * 40
    result = arbiter_cli("ruling", "--json", "-", stdin=noise)
    assert result.returncode == 2 and result.stdout == ""
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1
    good = arbiter_cli("ruling", "--game", "mtg", "alice concedes")
    assert good.returncode == 0 and "alice loses: they conceded (MTG CR 104.3a)" in good.stdout


def test_ruling_in_the_console_as_the_current_user(arbiter_console: Console) -> None:
    result = arbiter_console(
        ["as ann", '/ruling situation:"magic: I am at 0 life and an effect says I win"']
    )
    assert result.returncode == 0, result.stderr
    assert "you win: an effect says you win (MTG CR 104.2b)" in result.stdout
    assert "Traceback" not in result.stdout + result.stderr


@pytest.mark.parametrize(
    "command",
    [["ruling", "magic: alice concedes"], ["replay", "examples/magic-bo1-game.json"]],
    ids=["ruling", "replay"],
)
def test_output_into_a_closed_pipe_is_no_traceback(command: list[str]) -> None:
    """`arbiter ruling ... | head -0`: the reader went away; nothing to tell anyone."""
    root = Path(__file__).resolve().parents[1]
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=root,
        text=True,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # before Arbiter writes a word
    err = process.stderr.read()
    process.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def test_stdin_that_is_not_utf8_is_said_so(arbiter_cli: CommandLine) -> None:
    """Whatever the locale (C.UTF-8 gives stdin surrogate escapes, as the helper's stdin
    does), bytes that are not UTF-8 are refused as such, not quoted back as escape codes."""
    result = arbiter_cli("ruling", "-", stdin=b"magic: alice \xff concedes", LC_ALL="C.UTF-8")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == "The situation on stdin is not UTF-8 text.\n"


def test_the_answer_at_the_terminal_speaks_to_the_asker() -> None:
    """`I` at the terminal is "me" in the JSON and "you" in the words: the answer said "me
    wins: an effect says they win" before revision 3."""
    status, out, _ = ruling(LAB_MANIAC)
    assert status == 0
    assert out.startswith("Understood (Magic: The Gathering, 2 players: you, opponent):")
    assert "at the same time: your life becomes 0; an effect says you win" in out
    assert "- you win: an effect says you win (MTG CR 104.2b)" in out
    assert "- opponent loses: you won, which ends the game (MTG CR 104.1)" in out
    assert "me wins" not in out and "me's" not in out and "my life" not in out


def test_json_revision_3_asker_cards_status_cases_and_question() -> None:
    """rulings.md revision 3, "arbiter ruling --json": the asker, the cards read, and with
    "depends" its cases (if, status, results, citations) and the one question; results hold
    only what every case agrees on and "understood" is the first case's reading."""
    status, out, _ = ruling("--json", LAB_MANIAC)
    answer = json.loads(out)
    assert status == 0 and answer["asker"] == "me"
    assert answer["cards"] == [
        {
            "name": "Laboratory Maniac",
            "as": answer["cards"][0]["as"],
            "rules": answer["cards"][0]["rules"],
        }
    ]
    assert "wins the game instead of drawing" in answer["cards"][0]["as"]
    assert "MTG CR 104.2b" in answer["cards"][0]["rules"]
    assert "cases" not in answer and "question" not in answer
    status, out, _ = ruling("--json", "magic: I concede. alice concedes")
    assert json.loads(out)["cards"] == []

    text = "magic: 3 players: me, bob, carol. carol concedes. I concede when bob goes to 0 life"
    status, out, _ = ruling("--json", text)
    answer = json.loads(out)
    assert status == 0 and answer["status"] == "depends"
    assert answer["question"].startswith('Did "I concede" happen at the same time as "bob goes')
    first, second = answer["cases"]
    assert set(first) == {"if", "status", "results", "citations"}
    assert first["results"] == {"me": "lost", "bob": "won", "carol": "lost"}
    assert second["results"] == {"me": "won", "bob": "lost", "carol": "lost"}
    assert answer["results"] == {"carol": "lost"}
    assert answer["understood"]["reports"][1] == {
        "simultaneous": [
            {"event": "concede", "player": "me"},
            {"event": "life", "player": "bob", "set": 0},
        ]
    }


def test_the_answer_and_a_refusal_in_german_with_lang(capsys: pytest.CaptureFixture[str]) -> None:
    """`arbiter ruling --lang de`: the answer in German, what was understood too, names and
    rule numbers kept (the situation language stays English, which it says); the JSON stays
    the spec's English, exactly as without --lang."""
    from bot.faces.cli.main import main

    assert main(["ruling", "--lang", "de", "magic: alice is at 0 life"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Verstanden (Magic: The Gathering, 2 Spieler: alice, der Gegner):\n")
    assert "1. der Lebenspunktestand von alice wird 0\nErgebnis:\n" in out
    assert "- alice verliert das Spiel: sein Lebenspunktestand ist 0 (MTG CR 104.3b" in out
    assert out.rstrip().endswith(
        "Arbiter liest Situationen auf Englisch: Beschreibe den Moment auf Englisch, z. B. "
        '"magic: alice is at 0 life and an effect says alice wins".'
    )
    assert main(["ruling", "--lang", "de", "--json", "magic: alice is at 0 life"]) == 0
    german = capsys.readouterr().out
    assert json.loads(german)["results"] == {"alice": "lost", "opponent": "won"}
    assert main(["ruling", "--json", "magic: alice is at 0 life"]) == 0
    assert german == capsys.readouterr().out
    assert main(["ruling", "--lang", "de", "alice concedes"]) == 2
    err = capsys.readouterr().err
    assert err.startswith('Welches Spiel? Beginne mit "magic:", "ga:" oder "terrus:"')
    assert "Arbiter liest Situationen auf Englisch" in err


def test_the_reader_refuses_in_german_and_japanese_with_the_askers_words_kept(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """#34: the situation reader's refusals (two games, a name it cannot read, a word of the
    language as a name, three moments joined, an unknown card, a number too large, a draw it
    cannot count, a loop) are in the reader's language; the asker's words, card names, rule
    numbers and the English to type stay as written; in English each stays as it was."""
    from bot.faces.cli.main import main

    def refused(language: str, text: str) -> str:
        assert main(["ruling", "--lang", language, text]) == 2
        return capsys.readouterr().err.splitlines()[0]

    loop = "magic: I control Platinum Angel and Transcendence and I am at 25 life"
    assert refused("de", "magic: alice concedes in grand archive") == (
        'Die Situation nennt zwei Spiele; sag, in welchem gespielt wird (beginne mit "magic:", '
        '"ga:" oder "terrus:").'
    )
    assert refused("de", "magic: teams: alice vs") == (
        "Ich konnte „alice vs“ nicht als Namen eines Spielers lesen."
    )
    assert refused("de", "magic: players: alice, the") == (
        "„the“ ist ein Wort der Situationssprache, kein Name."
    )
    assert refused("de", "magic: teams: alice and bob") == (
        'Schreib Teams so: "teams: alice and carol vs bob and dave".'
    )
    assert refused("de", "magic: alice casts Frobnicator of Doom").startswith(
        "Arbiter kennt die Karte „Frobnicator of Doom“ nicht."
    )
    assert refused("de", "magic: alice loses 99999999999999999999 life") == (
        "99999999999999999999 ist eine zu große Zahl für ein Kartenspiel."
    )
    assert refused("de", "magic: my opponent draws a card").startswith(
        "„my opponent draws a card“: Ob das ein Ziehen aus einer leeren Bibliothek ist, hängt "
        "davon ab, wie viele Karten gezogen wurden und wie viele in der Bibliothek waren."
    )
    assert refused("de", loop).startswith(
        "Jedes Mal, wenn die ausgelöste Fähigkeit deiner Karte Transcendence verrechnet wird"
    )
    assert refused("ja", "magic: alice concedes when bob concedes when carol concedes") == (
        "「alice concedes when bob concedes when carol concedes」は3つ以上の時点をつないでいます。"
        '起きた順に、1つずつ別の文に分けて書いてください（"... . then ..."）。'
    )
    assert refused("ja", "magic: alice casts Frobnicator of Doom").startswith(
        "Arbiter はカード「Frobnicator of Doom」を知りません。"
    )
    assert refused("ja", "magic: he concedes") == (
        "「he」が誰を指すのか分かりませんでした。代わりにプレイヤーの名前を書いてください"
        '（"bob concedes"）。'
    )
    assert refused("ja", loop) == (
        "あなたの Transcendence の誘発型能力は解決するたびに再びスタックに置かれ、"
        "何も変わりません。"
        'どのプレイヤーも止められないなら "the game is in a loop of mandatory actions" と書いて'
        "ください（引き分け、MTG CR 104.4b）。止められるプレイヤーがいるなら、その人が何をするのか"
        "を書いてください。"
    )
    assert refused(
        "de", "magic: alice concedes when bob concedes. carol concedes when dave concedes"
    ) == (
        "Das Ergebnis hängt von zwei Dingen ab, die der Text offenlässt: Geschah „alice concedes“ "
        "gleichzeitig mit „bob concedes“ (bevor das Spiel das nächste Mal auf einen Sieger geprüft "
        "wurde) oder danach? Und: Geschah „carol concedes“ gleichzeitig mit „dave concedes“ (bevor "
        "das Spiel das nächste Mal auf einen Sieger geprüft wurde) oder danach? Sag, was zutrifft, "
        "und frage erneut."
    )
    assert "Und: Wie viele Lebenspunkte hattest du davor?" in refused(
        "de", "magic: bob concedes when I take 3 damage"
    )
    assert main(["ruling", loop]) == 2
    assert capsys.readouterr().err.startswith(
        "your Transcendence's trigger goes on the stack again each time it resolves, and nothing "
        'changes: if no player can stop it, say "the game is in a loop of mandatory actions" (a '
        "draw, MTG CR 104.4b); if one can, say what they do."
    )


def test_json_a_life_total_never_said_depends_on_it() -> None:
    """rulings.md revision 3: a life total the words never say, where the outcome turns on
    it, is a case per range of it (judged by the engine) and the one question; exit 0."""
    text = "magic: I am at 2 life. I take 3 damage and my opponent takes 2 damage"
    status, out, err = ruling("--json", text)
    assert status == 0 and err == ""
    answer = json.loads(out)
    assert answer["status"] == "depends"
    assert answer["question"] == (
        "How much life did opponent have before this? The outcome turns on whether it was "
        "more than 2."
    )
    assert [(c["if"], c["status"], c["results"]) for c in answer["cases"]] == [
        ("opponent had more than 2 life", "over", {"me": "lost", "opponent": "won"}),
        ("opponent had 2 life or less", "over", {"me": "drew", "opponent": "drew"}),
    ]
    assert answer["results"] == {}
    status, out, err = ruling(text)
    assert status == 0
    assert "It depends: How much life did opponent have before this?" in out
    assert "If opponent had 2 life or less: the game is over" in out
    assert "- you draw: " in out


@pytest.mark.parametrize(
    ("situation", "asked", "condition"),
    [
        (  # whose turn it was decides who draws first (CR 101.4)
            "magic: my opponent and I each control Laboratory Maniac. I draw from an empty "
            "library and my opponent draws from an empty library",
            "Es kommt darauf an: Wessen Zug war es (deiner oder ",
            "Falls es dein Zug war und du also zuerst gezogen hast: Das Spiel ist vorbei",
        ),
        (  # whether a card Arbiter does not know acted as a trigger (Deflecting Palm is known
            # since session 17: its damage is part of the same event)
            "magic: I am at 8 life and my opponent is at 4 life. I take 6 combat damage. then "
            "I take 4 combat damage and my opponent takes 4 damage from Reflect Damage",
            "Es kommt darauf an: War das, was Reflect Damage bewirkt hat, eine ausgelöste "
            "Fähigkeit",
            "Falls Reflect Damage gleichzeitig mit dem Rest gewirkt hat: Das Spiel ist vorbei",
        ),
    ],
)
def test_what_an_answer_depends_on_is_asked_in_the_readers_language(
    situation: str, asked: str, condition: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The open question and each case's condition in German (they were English), the
    asker's own words quoted as they wrote them; the JSON keeps the English."""
    from bot.faces.cli.main import main

    assert main(["ruling", "--lang", "de", situation]) == 0
    out = capsys.readouterr().out
    assert asked in out and condition in out, out
    assert main(["ruling", "--lang", "de", "--json", situation]) == 0
    assert json.loads(capsys.readouterr().out)["question"].startswith(("Whose turn", "Is what"))
