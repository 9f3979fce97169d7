"""Tests for bot.config: environment, .env file, parsing, and keeping the token secret."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.config import DEFAULT_DATABASE_URL, Mistake, Settings, load_settings, settings_problems

VARS = ("DISCORD_TOKEN", "DATABASE_URL", "DEV_GUILD_ID", "SHARD_COUNT", "SHARD_IDS", "LOG_LEVEL")
TOKEN = "MTIzNDU2Nzg5.fake.token-value-for-tests"


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    # Run each test in an empty directory with none of our variables set, so the
    # developer's own environment or .env cannot leak in.
    for name in VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_defaults() -> None:
    s = load_settings()
    assert s.discord_token is None
    assert s.database_url == DEFAULT_DATABASE_URL == "sqlite+aiosqlite:///arbiter.db"
    assert s.dev_guild_id is None
    assert s.shard_count is None
    assert s.shard_ids is None
    assert s.log_level == "INFO"


def test_reads_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("DATABASE_URL", "postgresql+asyncpg://u:p@db:5432/arbiter")
    monkeypatch.setenv("DEV_GUILD_ID", "123456789012345678")
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "0,1")
    monkeypatch.setenv("LOG_LEVEL", "debug")
    s = load_settings()
    assert s.discord_token is not None
    assert s.discord_token.get_secret_value() == TOKEN
    assert s.database_url == "postgresql+asyncpg://u:p@db:5432/arbiter"
    assert s.dev_guild_id == 123456789012345678
    assert s.shard_count == 4
    assert s.shard_ids == [0, 1]
    assert s.log_level == "DEBUG"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("0,1", [0, 1]), (" 2 , 3 ", [2, 3]), ("5", [5]), ("[0, 1]", [0, 1]), ("[]", [])],
)
def test_shard_ids_formats(monkeypatch: pytest.MonkeyPatch, raw: str, expected: list[int]) -> None:
    monkeypatch.setenv("SHARD_IDS", raw)
    assert load_settings().shard_ids == expected


def test_bad_values_are_rejected(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SHARD_IDS", "0,x")
    with pytest.raises(ValidationError):
        load_settings()
    monkeypatch.delenv("SHARD_IDS")
    monkeypatch.setenv("LOG_LEVEL", "LOUD")
    with pytest.raises(ValidationError):
        load_settings()


def test_reads_dotenv_file(clean_env: Path) -> None:
    (clean_env / ".env").write_text(
        "# comment\n"
        f"DISCORD_TOKEN={TOKEN}\n"
        "DATABASE_URL=sqlite+aiosqlite:///other.db\n"
        "DEV_GUILD_ID=42\n"
        "SHARD_IDS=1,3\n"
        "SHARD_COUNT=\n"  # blank, as in a copied .env.example: means unset
        "SOMETHING_ELSE=ignored\n"
    )
    s = load_settings()
    assert s.discord_token is not None
    assert s.discord_token.get_secret_value() == TOKEN
    assert s.database_url == "sqlite+aiosqlite:///other.db"
    assert s.dev_guild_id == 42
    assert s.shard_ids == [1, 3]
    assert s.shard_count is None


def test_environment_beats_dotenv(clean_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (clean_env / ".env").write_text("LOG_LEVEL=WARNING\nDEV_GUILD_ID=1\n")
    monkeypatch.setenv("LOG_LEVEL", "ERROR")
    s = load_settings()
    assert s.log_level == "ERROR"
    assert s.dev_guild_id == 1


def test_dotenv_can_be_ignored(clean_env: Path) -> None:
    (clean_env / ".env").write_text("DEV_GUILD_ID=1\n")
    assert load_settings(env_file=None).dev_guild_id is None
    assert Settings().dev_guild_id == 1


def test_token_never_shown(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    s = load_settings()
    assert TOKEN not in repr(s)
    assert TOKEN not in str(s)
    assert TOKEN not in str(s.discord_token)
    assert TOKEN not in repr(s.model_dump())
    assert TOKEN not in s.model_dump_json()
    with caplog.at_level(logging.INFO):
        logging.getLogger("arbiter.test").info("settings: %s", s)
    assert TOKEN not in caplog.text


def test_env_example_matches_settings() -> None:
    # .env.example is the settings' documentation: keep the two in step, and make
    # sure a straight copy of it loads.
    example = Path(__file__).resolve().parents[1] / ".env.example"
    names = {
        line.lstrip("# ").split("=", 1)[0]
        for line in example.read_text().splitlines()
        if re.match(r"^#? ?[A-Z][A-Z0-9_]*=", line)
    }
    assert names == {name.upper() for name in Settings.model_fields}
    s = load_settings(env_file=example)
    assert s.discord_token is None
    assert s.database_url == DEFAULT_DATABASE_URL


def test_web_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("WEB_HOST", "WEB_PORT", "WEB_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    s = load_settings()
    assert (s.web_host, s.web_port, s.web_base_url) == ("127.0.0.1", None, None)
    monkeypatch.setenv("WEB_PORT", "8081")
    monkeypatch.setenv("WEB_BASE_URL", " https://arbiter.example.org/ ")
    s = load_settings()
    assert (s.web_port, s.web_base_url) == (8081, "https://arbiter.example.org")
    monkeypatch.setenv("WEB_BASE_URL", "arbiter.example.org")
    with pytest.raises(ValidationError) as refused:
        load_settings()
    [problem] = settings_problems(refused.value)
    assert (problem.setting, problem.mistake) == ("WEB_BASE_URL", Mistake.NOT_A_WEB_ADDRESS)
