"""`bash scripts/run.sh SUBCOMMAND` (README, Quick start) from any folder: a file named on the
command line is read from the folder the command is typed in, as `arbiter` itself reads it.

The script is run on a copy of Arbiter's folder whose `.venv/bin/arbiter` only says where it
was started and with what, so nothing is installed."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    repo = tmp_path / "arbiter"
    (repo / "scripts").mkdir(parents=True)
    for script in ("run.sh", "venv.sh"):
        shutil.copy(ROOT / "scripts" / script, repo / "scripts" / script)
    (repo / "pyproject.toml").write_text("")
    bin_dir = repo / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "python").symlink_to(shutil.which("python3") or "/usr/bin/python3")
    arbiter = bin_dir / "arbiter"
    arbiter.write_text('#!/usr/bin/env bash\necho "in $PWD: $*"\n')
    arbiter.chmod(0o755)
    os.utime(repo / "pyproject.toml", (0, 0))  # older than the installed command: no install
    return repo


def run_script(repo: Path, cwd: Path, *args: str) -> str:
    result = subprocess.run(
        ["bash", str(repo / "scripts" / "run.sh"), *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


@pytest.mark.parametrize("command", ["replay", "standings", "pair", "ratings"])
def test_a_file_is_read_from_the_folder_the_command_is_typed_in(
    checkout: Path, tmp_path: Path, command: str
) -> None:
    games = tmp_path / "my-games"
    games.mkdir()
    assert run_script(checkout, games, command, "game.json") == f"in {games}: {command} game.json"


def test_the_bot_and_the_console_keep_to_arbiters_folder(checkout: Path, tmp_path: Path) -> None:
    """Their .env, database and exports stay where they were: in Arbiter's folder."""
    assert run_script(checkout, tmp_path) == f"in {checkout}: run"
    assert run_script(checkout, tmp_path, "console") == f"in {checkout}: console"
