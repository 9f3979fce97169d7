"""The README's Docker line, `docker run --env-file .env -v arbiter-data:/data arbiter`, with a
.env copied from .env.example: the settings the container sees keep the database on the volume.

No Docker daemon is needed: the container's environment is the image's `ENV` lines with the
env-file's assignments over them, as `docker run --env-file` makes it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from bot.config import Settings

ROOT = Path(__file__).resolve().parents[1]


def image_environment() -> dict[str, str]:
    """The `ENV NAME=value` assignments of the Dockerfile (continued lines joined)."""
    text = (ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    found: dict[str, str] = {}
    for line in text.splitlines():
        if line.startswith("ENV "):
            found.update(re.findall(r"([A-Z_][A-Z0-9_]*)=(\S+)", line))
    return found


def env_file(path: Path) -> dict[str, str]:
    """What `docker run --env-file` sets: every `NAME=value` line that is not a comment,
    the value taken as written (an empty value sets the variable to "")."""
    found: dict[str, str] = {}
    for line in path.read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#") and "=" in line:
            name, value = line.split("=", 1)
            found[name.strip()] = value
    return found


def test_a_copied_env_example_keeps_the_database_on_the_volume(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    image = image_environment()
    assert make_url(image["DATABASE_URL"]).database == "/data/arbiter.db"
    container = {**image, **env_file(ROOT / ".env.example")}
    for name in Settings.model_fields:
        monkeypatch.delenv(name.upper(), raising=False)
    for name, value in container.items():
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(tmp_path)
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    # Not arbiter.db in /app, which the unprivileged user cannot write and no volume keeps.
    assert settings.database_url == image["DATABASE_URL"]
