"""`arbiter console` takes what README and /help show, as a person types it: choices by their
names (`reason:intentional draw`, `choice:play second`), a game's short name (`game:ga`), and
says an option's syntax (not the game file's) when one is missing (Two-Headed Giant's teams).
The console runs in this process (the `arbiter_console` fixture): what is typed is the point,
not the process."""

from __future__ import annotations

from pathlib import Path

from tests.support.cli import Console
from tests.test_console import answers, assert_no_traceback

TWO_HEADED_GIANT = (
    "/match start opponent:@bob player3:@carol player4:@dave game:magic variant:Two-Headed Giant"
)


def test_choices_are_taken_as_readme_and_help_write_them(arbiter_console: Console) -> None:
    typed = [
        "/match start opponent:@bob game:magic",
        "/choose choice:play second",  # one of the two chooses (drawn at random)
        "as bob",
        "/choose choice:play second",
        "/game draw reason:intentional draw",
        "as olga judge",
        "/league create name:Weekly game:ga",
        TWO_HEADED_GIANT,
    ]
    result = arbiter_console(typed)
    assert_no_traceback(result)
    said = answers(result.stdout)
    chose = said["alice> /choose choice:play second"] + said["bob> /choose choice:play second"]
    assert "Choose “play first”" not in chose
    assert chose.count("plays first in game 1") == 1, chose
    drawn = said["bob> /game draw reason:intentional draw"]
    assert "The reason must be" not in drawn
    assert "all players agreed to an intentional draw" in drawn
    created = said["olga> /league create name:Weekly game:ga"]
    assert created.startswith("League created: **Weekly**: Grand Archive"), created
    # Two-Headed Giant without teams: the option's syntax, not the game file's format.
    giant = said[f"olga> {TWO_HEADED_GIANT}"]
    assert "teams:1 3 vs 2 4" in giant
    assert "[[" not in giant, giant


def readme_ruling_examples() -> list[str]:
    """The ten real questions of README's Quick rulings."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    block = readme.split("Ten real questions people asked", 1)[1].split("How Arbiter reads", 1)[0]
    return [line.strip() for line in block.splitlines() if line.startswith("    ")]


def test_the_readme_rulings_and_their_apostrophes_are_typed_as_written(
    arbiter_console: Console,
) -> None:
    """`I'm`, `alice's`: apostrophes are words' own, not quotes, as in Discord's text box."""
    examples = readme_ruling_examples()
    assert len(examples) == 10 and any("'" in example for example in examples)
    typed = [f"/ruling situation:{example}" for example in examples]
    result = arbiter_console(typed)
    assert_no_traceback(result)
    said = answers(result.stdout)
    for line in typed:
        answer = said[f"alice> {line}"]
        assert answer.startswith("== Quick ruling: "), (line, answer)
    reckoner = said[f"alice> {typed[0]}"]
    assert "player 1 draws: their life total is 0" in reckoner, reckoner
    assert "MTG CR 104.4a" in reckoner, reckoner
