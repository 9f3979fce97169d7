"""`arbiter console` and `arbiter run`, as a user starts them, from a clean environment in an
empty directory (so no developer `.env` leaks in).

The console is driven through its stdin: slash commands typed as text, acting as named users,
through the same CommandTree and match service as in Discord. Whatever is typed, it answers
with a line that helps, never a traceback.

Real processes, for what only a process shows: a whole match at the console through each entry
point (`arbiter` and `python -m bot`: start-up, a fresh database migrated, exit code 0), and
`arbiter run` without a token from a clean environment (exit 1, nothing started). Every other
test runs the same command line in this process (`tests/support/cli.py`: argv, stdin,
environment and folder as a process would have them), without a second or two of start-up each.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.faces.cli import main as cli
from tests.support.cli import SETTINGS_VARIABLES, Console, Ran, run_arbiter

PYTHON = sys.executable
ARBITER = Path(sys.executable).parent / "arbiter"


def clean_env() -> dict[str, str]:
    """Only what a shell needs: none of Arbiter's settings."""
    keep = ("PATH", "HOME", "SYSTEMROOT", "TMPDIR")
    env = {k: v for k, v in os.environ.items() if k in keep}
    env["PYTHONIOENCODING"] = "utf-8"
    env["LANG"] = "C.UTF-8"  # the console speaks English here, whatever the machine's language
    return env


def as_typed(lines: list[str]) -> str:
    return "".join(f"{line}\n" for line in lines)


def console_process(
    tmp_path: Path, lines: list[str], *, module: bool
) -> subprocess.CompletedProcess[str]:
    """`arbiter console` (or `python -m bot console`) in a process of its own."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'c.db'}"
    command = [PYTHON, "-m", "bot"] if module else [str(ARBITER)]
    return subprocess.run(
        [*command, "console", "--database", url],
        input=as_typed(lines),
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=clean_env(),
        timeout=120,
    )


# An answer slower than the bot's deferral (a loaded machine) comes as a private placeholder,
# filled with this, then the answer posted below it and the placeholder removed
# (faces/discord/answers.py); the console shows the placeholder as it was filled. The answer is
# what follows it, as in Discord, where the placeholder is gone.
PLACEHOLDER = "(only you see this) Answered below."


def answers(output: str) -> dict[str, str]:
    """What followed each echoed input line ("alice> /match status" -> its answer)."""
    found: dict[str, str] = {}
    prompt: str | None = None
    chunk: list[str] = []

    def keep() -> None:
        if prompt is not None:
            found.setdefault(prompt, "\n".join(chunk[1:] if chunk[:1] == [PLACEHOLDER] else chunk))

    for line in output.splitlines():
        head = line.split("> ", 1)[0]
        if "> " in line and head.isidentifier() and not line.startswith(" "):
            keep()
            prompt, chunk = line, []
        else:
            chunk.append(line)
    keep()
    return found


def assert_no_traceback(result: Ran | subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stdout + result.stderr, result.stdout + result.stderr
    assert "Something went wrong" not in result.stdout, result.stdout


SESSION = [
    "/match start opponent:@bob game:magic",
    "as bob",
    "press Play first",
    "as alice",
    "press Play first",
    "/life change:-3",
    "as bob",
    "/life total:0 player:@alice",
    "as alice",
    "press Confirm",
    "/match status",
    "as judy judge",
    "/penalty player:@alice",
    "/match export",
    "quit",
    "/help",  # never read: quit ends the session
]


@pytest.mark.parametrize("module", [False, True], ids=["arbiter", "python -m bot"])
def test_a_match_at_the_console(tmp_path: Path, module: bool) -> None:
    result = console_process(tmp_path, SESSION, module=module)
    assert_no_traceback(result)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    said = answers(out)
    assert out.startswith("Arbiter console: type slash commands as in Discord")
    assert "You are alice." in out

    started = said["alice> /match start opponent:@bob game:magic"]
    assert started.startswith("Match #1 started: @alice vs @bob, Magic: The Gathering, best of 3.")
    assert "[Play first]  [Play second]   (press LABEL)" in started
    assert "== Match #1: Magic: The Gathering, best of 3 ==" in started  # the scoreboard
    assert said["alice> as bob"].strip() == "You are now bob."

    # Only the chooser's press counts; the other one is told who chooses.
    presses = said["bob> press Play first"] + "\n" + said["alice> press Play first"]
    assert presses.count("plays first in game 1.") == 1, presses
    assert "chooses play or draw for game 1" in presses

    life = said["alice> /life change:-3"]
    assert life.startswith("Recorded: alice: life 17 (a player loses at 0).")
    assert "(updated) == Match #1" in life and "@alice: life 17" in life

    pending = said["bob> /life total:0 player:@alice"]
    assert pending.startswith("@bob reports:")
    assert "alice loses: their life total is 0 (MTG CR 104.3b, MTG CR 704.5a)" in pending
    assert "[Confirm]  [Dispute]" in pending

    confirmed = said["alice> press Confirm"]
    assert confirmed.startswith("(updated) Confirmed by @alice.")
    assert "Game 1 is over. Score: alice 0, bob 1." in confirmed

    status = said["alice> /match status"]
    assert status.startswith("(only you see this) == Match #1: Magic: The Gathering, best of 3 ==")
    assert "Score: alice 0, bob 1" in status and "Game 2:" in status

    assert said["alice> as judy judge"].strip() == "You are now judy (judge)."
    judged = said["judy> /penalty player:@alice"]
    assert "alice loses: a judge gave them a game loss (MTG CR 104.3k)" in judged
    assert "bob wins the match: alice 0, bob 2 (MTG MTR 2.1)." in judged

    exported = said["judy> /match export"]
    assert "[file arbiter-exports/arbiter-match-1.json saved" in exported
    document = json.loads((tmp_path / "arbiter-exports" / "arbiter-match-1.json").read_text())
    assert document["players"] == ["alice", "bob"]
    assert "judy> /help" not in out  # quit ended the session
    assert (tmp_path / "c.db").exists()


MISTAKES = {
    "/frobnicate": "Unknown command /frobnicate. Type /help.",
    "/": "Unknown command /. Type /help.",
    "/match": (
        "/match needs a subcommand: start, status, end, concede, draw, history, export, "
        "overlay, panel, phone."
    ),
    "/match begin opponent:@bob": "Unknown command /match begin. Type /help.",
    "/life colour:red": (
        "/life has no option “colour” (options: amount:..., player:..., change:..., total:..., "
        "player2:...)."
    ),
    "/life change:abc": "change takes a whole number.",
    "/match start opponent:@bob best_of:three": "best_of takes a whole number.",
    "/rule 104.3c": (
        "/rule takes its options as name:value (options: query:..., game:..., whole:...); "
        "did you mean /rule query:104.3c?"
    ),
    "/rule empty deck": (
        "/rule takes its options as name:value (options: query:..., game:..., whole:...); "
        "did you mean /rule query:empty deck?"
    ),
    "/match start": "/match start needs opponent, e.g. /match start opponent:@bob.",
    "/match start game:magic": "/match start needs opponent, e.g. /match start opponent:@bob.",
    '/rule query:"empty deck': "Could not read that line (No closing quotation); close your quotes",
    "hello": "Type a slash command like /help, `as NAME`, `press LABEL` or help.",
    "as": "Type a slash command like /help, `as NAME`, `press LABEL` or help.",
    "press Nothing": "No button labelled 'Nothing' on recent messages.",
    "/life change:-3": "(only you see this) There is no active match in this channel.",
    "/match start opponent:@bob game:chess": "(only you see this) Unknown game 'chess'",
    "/match start opponent:@bob game:magic starting_life:0": (
        "(only you see this) starting_life must be a whole number from 1 to 9999, not 0."
    ),
    "/match history limit:500": (
        "(only you see this) limit must be a whole number from 1 to 50, not 500."
    ),
    "/choose choice:maybe": "(only you see this) Choose “play first” or “play second (draw)”",
    "/arbiter config confirmation:off": (
        "(only you see this) Changing Arbiter's settings needs the Manage Server permission"
    ),
    "/rule query:zzqx": "(only you see this) No rule matches 'zzqx'.",
    # Discord has no user without a name: the console makes none up.
    "/match start opponent:@ game:magic": "A user is written @name, e.g. @bob.",
    "as @": "`as` needs a name, e.g. `as bob` (add `judge` to act as a judge).",
}


def test_mistakes_get_a_helpful_line(arbiter_console: Console) -> None:
    result = arbiter_console(list(MISTAKES))  # no quit: the end of input ends it too
    assert_no_traceback(result)
    assert result.returncode == 0, result.stderr
    said = answers(result.stdout)
    for typed, expected in MISTAKES.items():
        answer = said[f"alice> {typed}"]
        assert answer.startswith(expected), (typed, answer)


def test_help_at_the_console(arbiter_console: Console) -> None:
    result = arbiter_console(["help", "/help", "/rule query:104.3c"])
    assert_no_traceback(result)
    said = answers(result.stdout)
    assert "as NAME" in said["alice> help"] and "press LABEL" in said["alice> help"]
    assert said["alice> /help"].startswith("(only you see this) == Arbiter ==")
    rule = said["alice> /rule query:104.3c"]
    assert rule.startswith("== MTG CR 104.3c: Drawing from an empty library ==")
    assert "https://magic.wizards.com/" in rule


def test_option_values_with_spaces_need_no_quotes(arbiter_console: Console) -> None:
    typed = [
        "/rule query:empty deck",
        "/match start opponent:@bob game:Grand Archive best_of:1",
    ]
    result = arbiter_console(typed)
    assert_no_traceback(result)
    said = answers(result.stdout)
    assert said["alice> /rule query:empty deck"].startswith("== GA Ending the Game 3")
    started = said["alice> /match start opponent:@bob game:Grand Archive best_of:1"]
    assert started.startswith("Match #1 started: @alice vs @bob, Grand Archive, best of 1.")


def test_every_example_in_help_is_accepted_by_the_console(arbiter_console: Console) -> None:
    shown = answers(arbiter_console(["/help"]).stdout)["alice> /help"]
    # The examples with options (the bare command names listed there ask for their options).
    examples = [e for e in re.findall(r"`(/[^`]+)`", shown) if ":" in e]
    assert "/rule query:104.3c" in examples and "/life change:-3" in examples
    result = arbiter_console(examples, database="examples.db")
    assert_no_traceback(result)
    said = answers(result.stdout)
    for example in examples:
        answer = said[f"alice> {example}"]
        for refusal in ("takes its options", "Unknown command", "needs", "has no option"):
            assert refusal not in answer.split("\n")[0], (example, answer)


def test_as_a_name_again_drops_judge(arbiter_console: Console) -> None:
    typed = [
        "/match start opponent:@bob game:magic",
        "as bob judge",
        "as bob",
        "/penalty player:@alice",
    ]
    result = arbiter_console(typed)
    assert_no_traceback(result)
    said = answers(result.stdout)
    assert said["alice> as bob judge"] == "You are now bob (judge)."
    assert said["bob> as bob"] == "You are now bob."
    assert "Only a judge can give a game loss penalty" in said["bob> /penalty player:@alice"]


def test_the_match_survives_a_restart_of_the_console(arbiter_console: Console) -> None:
    first = arbiter_console(["/match start opponent:@bob game:terrus", "/life total:12"])
    assert_no_traceback(first)
    second = arbiter_console(["/match status", "/life change:-2", "/match status"])
    assert_no_traceback(second)
    said = answers(second.stdout)
    assert "@alice: vitae 12" in said["alice> /match status"]
    assert "Recorded" in said["alice> /life change:-2"]


# -- arbiter run --------------------------------------------------------------------------------


def test_run_without_a_token_says_how_to_get_one(tmp_path: Path) -> None:
    """The installed command from a clean environment: the instructions, exit 1, and nothing
    started (no database made)."""
    result = subprocess.run(
        [str(ARBITER), "run"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=clean_env(),
        timeout=60,
    )
    assert result.returncode == 1
    assert_no_traceback(result)
    assert_says_how_to_get_a_token(result.stderr)
    assert result.stdout == ""
    assert not (tmp_path / "arbiter.db").exists()  # nothing was started


def assert_says_how_to_get_a_token(message: str) -> None:
    assert "Arbiter needs a Discord bot token to run." in message
    assert "https://discord.com/developers/applications" in message
    assert "DISCORD_TOKEN" in message and ".env" in message
    assert "bash scripts/run.sh console" in message  # `arbiter` may not be on PATH yet


@pytest.mark.parametrize("dotenv", ["DISCORD_TOKEN=\n", "# no token here\nLOG_LEVEL=DEBUG\n"])
def test_a_dotenv_without_a_token_is_told_how_to_get_one_before_discord_loads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dotenv: str
) -> None:
    """An empty token, or none, in .env: the same instructions, said before the Discord client
    is loaded (it took a second and a half to import, for nothing)."""
    (tmp_path / ".env").write_text(dotenv)
    monkeypatch.setitem(sys.modules, "bot.faces.discord.client", None)  # importing it fails
    result = run_arbiter("run", cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert_no_traceback(result)
    assert_says_how_to_get_a_token(result.stderr)
    assert result.stdout == ""
    assert not (tmp_path / "arbiter.db").exists()


def test_run_hands_the_dotenv_token_to_discord_and_never_prints_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without connecting: ArbiterBot.run is replaced, the rest of `arbiter run` is real."""
    import discord

    from bot.faces.discord.client import ArbiterBot

    secret = "secret-value-123"
    for name in SETTINGS_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={secret}\n")
    seen: list[str] = []

    def fake_run(self: ArbiterBot, token: str, **kwargs: object) -> None:
        seen.append(token)
        print(f"would connect with {self.settings!r}")

    monkeypatch.setattr(ArbiterBot, "run", fake_run)
    monkeypatch.setattr(discord.utils, "setup_logging", lambda **kwargs: None)
    assert cli.main(["run"]) == 0
    assert seen == [secret]
    captured = capsys.readouterr()
    assert "would connect with" in captured.out
    assert secret not in captured.out + captured.err


def test_reports_in_a_later_console_session_are_not_taken_for_earlier_ones(
    arbiter_console: Console,
) -> None:
    first = ["/match start opponent:@bob game:terrus", "/life total:20", "/life change:-1",
             "/life change:-1", "/life change:-1"]  # fmt: skip
    assert_no_traceback(arbiter_console(first))
    second = arbiter_console(["/life change:-2", "/life change:-3", "/life change:-4"])
    assert_no_traceback(second)
    assert "already recorded" not in second.stdout
    said = answers(arbiter_console(["/match status"]).stdout)
    assert "@alice: vitae 8" in said["alice> /match status"]
