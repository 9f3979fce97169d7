"""Runtime settings, read from the environment and an optional ``.env`` file.

Every variable is documented in ``.env.example``. Real environment variables win over
``.env``, so a deployment can override a developer's file without editing it.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///arbiter.db"
# The async drivers Arbiter is built and tested on (bot/store/database.py).
DATABASE_DRIVERS = frozenset({"sqlite+aiosqlite", "postgresql+asyncpg"})
# Small: with several bot processes on one PostgreSQL server, each holds up to their sum.
DEFAULT_POOL_SIZE = 4
DEFAULT_MAX_OVERFLOW = 4


class Mistake(StrEnum):
    """What is wrong with one setting (the command line words it: bot/faces/cli/main.py)."""

    NOT_A_DATABASE_URL = "not_a_database_url"
    UNUSABLE_DATABASE_DRIVER = "unusable_database_driver"  # detail: the driver
    UNKNOWN_LOG_LEVEL = "unknown_log_level"  # detail: the level given, quoted
    NOT_A_WEB_ADDRESS = "not_a_web_address"  # detail: the value given, quoted
    NOT_A_WHOLE_NUMBER = "not_a_whole_number"
    NOT_A_NUMBER = "not_a_number"
    BELOW_MINIMUM = "below_minimum"  # detail: the smallest value allowed
    NOT_ABOVE_MINIMUM = "not_above_minimum"  # detail: the value it must exceed
    ABOVE_MAXIMUM = "above_maximum"  # detail: the largest value allowed
    SHARD_COUNT_MISSING = "shard_count_missing"
    SHARD_OUTSIDE_COUNT = "shard_outside_count"  # detail: the shard; count: SHARD_COUNT
    OTHER = "other"  # detail: pydantic's own sentence, in English


class SettingError(ValueError):
    """A setting's validator refusing a value: the mistake, for the command line to word."""

    def __init__(self, mistake: Mistake, detail: str = "") -> None:
        super().__init__(f"{mistake.value}: {detail}" if detail else mistake.value)
        self.mistake = mistake
        self.detail = detail


@dataclass(frozen=True)
class SettingProblem:
    """One mistake in the settings. `setting`: the variable (DATABASE_URL) or command-line
    option (--database) it came from, None for the settings as a whole; `value`: the value
    as given, quoted, where it may be shown (never a token or a database URL)."""

    setting: str | None
    mistake: Mistake
    detail: str = ""
    value: str | None = None
    count: int = 0
    fix_in_environment: bool = True


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="",
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        # A `.env` copied from .env.example has blank lines like `DEV_GUILD_ID=`;
        # treat those as "not set" rather than as an invalid integer.
        env_ignore_empty=True,
    )

    # SecretStr keeps the token out of repr/str/logs; call .get_secret_value() to use it.
    discord_token: SecretStr | None = None
    database_url: str = DEFAULT_DATABASE_URL
    # PostgreSQL connections per bot process: a pool of this many, plus up to max_overflow
    # more under load. The report fast path borrows from the same pool, so a process never
    # holds more than their sum. SQLite ignores both (one connection).
    database_pool_size: int = Field(default=DEFAULT_POOL_SIZE, ge=1)
    database_max_overflow: int = Field(default=DEFAULT_MAX_OVERFLOW, ge=0)
    dev_guild_id: int | None = None
    shard_count: int | None = Field(default=None, ge=1)
    # NoDecode: we parse ourselves so that "0,1" works as well as "[0, 1]".
    shard_ids: Annotated[list[int] | None, NoDecode] = None
    log_level: str = "INFO"
    # The web pages (shared/spec/web.md): `arbiter web` serves them on WEB_HOST:WEB_PORT
    # (8080 when unset); WEB_PORT set for `arbiter run` serves them from the bot's own loop.
    web_host: str = "127.0.0.1"
    web_port: int | None = Field(default=None, ge=1, le=65535)
    # How links are written in Discord (https://arbiter.example.org); unset: no links.
    web_base_url: str | None = None
    # The paced budget of bot-token requests (bot/faces/discord/pacing.py). REST_RATE is for
    # the whole bot token (Discord's global limit is 50 a second): a process running
    # SHARD_IDS of SHARD_COUNT shards takes its share (`rest_rate_share`).
    rest_rate: float = Field(default=40.0, gt=0, le=50)
    # At most this many message creates or edits per channel in REST_CHANNEL_WINDOW seconds.
    rest_channel_limit: int = Field(default=5, ge=1)
    rest_channel_window: float = Field(default=5.0, gt=0)
    # Invalid requests (401, 403, 429) in 10 minutes, per process: a warning at the first,
    # board redraws held back at the second (Discord bans the IP for an hour at 10,000).
    invalid_requests_warn: int = Field(default=1_000, ge=1)
    invalid_requests_stop: int = Field(default=5_000, ge=1)

    def __repr_args__(self) -> Any:
        # The database URL may hold a password: never in a repr (logs, tracebacks).
        for name, value in super().__repr_args__():
            yield name, (redact_url(value) if name == "database_url" else value)

    @property
    def safe_database_url(self) -> str:
        """DATABASE_URL fit to show or log: the password replaced by ***."""
        return redact_url(self.database_url)

    @property
    def rest_rate_share(self) -> float:
        """This process's share of REST_RATE: its shards' part of all of them (the whole of it
        when the process runs every shard)."""
        if self.shard_ids and self.shard_count:
            return self.rest_rate * min(1.0, len(self.shard_ids) / self.shard_count)
        return self.rest_rate

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _parse_shard_ids(cls, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        value = value.strip()
        if not value:
            return None
        if value.startswith("["):
            return json.loads(value)
        return [part.strip() for part in value.split(",") if part.strip()]

    @field_validator("web_base_url")
    @classmethod
    def _check_web_base_url(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        url = value.strip().rstrip("/")
        if not url.startswith(("https://", "http://")) or "?" in url or "#" in url:
            raise SettingError(Mistake.NOT_A_WEB_ADDRESS, repr(value))
        return url

    @field_validator("database_url")
    @classmethod
    def _check_database_url(cls, value: str) -> str:
        # The value is never repeated in the message: it may hold a password.
        try:
            driver = make_url(value).drivername
        except (ArgumentError, ValueError):
            driver = None
        if driver is None:
            raise SettingError(Mistake.NOT_A_DATABASE_URL)
        if driver not in DATABASE_DRIVERS:
            raise SettingError(Mistake.UNUSABLE_DATABASE_DRIVER, driver)
        return value

    @field_validator("log_level")
    @classmethod
    def _check_log_level(cls, value: str) -> str:
        level = value.strip().upper()
        # Catch typos at startup instead of silently logging at the wrong level.
        if level not in logging.getLevelNamesMapping():
            raise SettingError(Mistake.UNKNOWN_LOG_LEVEL, repr(value))
        return level


def redact_url(url: str) -> str:
    """A database URL fit to show or log: its password replaced by ***."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except (ArgumentError, ValueError, TypeError):
        # Not a URL SQLAlchemy can read: hide whatever sits between "//user:" and "@".
        return re.sub(r"(//[^/:@]*:)[^@/]*@", r"\1***@", str(url))


def load_settings(
    env_file: str | Path | None = ".env", database_url: str | None = None
) -> Settings:
    """Read settings from the environment and ``env_file`` (relative to the cwd); a
    `database_url` given (a command's --database) wins over both and is checked the same way.

    Pass ``env_file=None`` to ignore any ``.env`` file (the environment alone).
    """
    if database_url is None:
        return Settings(_env_file=env_file)  # type: ignore[call-arg]  # pydantic-settings init option
    return Settings(_env_file=env_file, database_url=database_url)  # type: ignore[call-arg]


# Settings whose value is never repeated in a message: the token, and a URL with a password.
_UNSHOWN = frozenset({"discord_token", "database_url"})
# pydantic's own checks Arbiter's settings use, by pydantic's error type.
_PYDANTIC_MISTAKES = {
    "int_parsing": Mistake.NOT_A_WHOLE_NUMBER,
    "float_parsing": Mistake.NOT_A_NUMBER,
    "greater_than_equal": Mistake.BELOW_MINIMUM,
    "greater_than": Mistake.NOT_ABOVE_MINIMUM,
    "less_than_equal": Mistake.ABOVE_MAXIMUM,
}
_LIMITS = ("ge", "gt", "le")


def settings_problems(
    error: ValidationError, given: Mapping[str, str] | None = None
) -> list[SettingProblem]:
    """What is wrong with the settings, one problem per mistake naming its variable (or, for a
    setting in `given`, the command-line option it came from): what an operator reads, in
    their language, instead of pydantic's traceback. `fix_in_environment` on any of them
    when one came from the environment or .env."""
    given = given or {}
    problems = []
    for problem in error.errors():
        field = str(problem["loc"][0]) if problem["loc"] else ""
        context = problem.get("ctx") or {}
        raised = context.get("error")
        if isinstance(raised, SettingError):
            mistake, detail = raised.mistake, raised.detail
        elif (found := _PYDANTIC_MISTAKES.get(problem["type"])) is not None:
            limit = next((context[k] for k in _LIMITS if k in context), "")
            mistake, detail = found, f"{limit:g}" if isinstance(limit, float) else str(limit)
        else:
            mistake, detail = Mistake.OTHER, str(problem["msg"]).removeprefix("Value error, ")
        value = repr(str(problem["input"]))
        problems.append(
            SettingProblem(
                setting=given.get(field, field.upper()) if field else None,
                mistake=mistake,
                detail=detail,
                value=None if field in _UNSHOWN or value == detail else value,
                fix_in_environment=bool(field) and field not in given,
            )
        )
    return problems


def shards_problem(settings: Settings) -> SettingProblem | None:
    """What discord.py would refuse about SHARD_IDS and SHARD_COUNT, said before it does."""
    if not settings.shard_ids:
        return None
    if settings.shard_count is None:
        return SettingProblem("SHARD_IDS", Mistake.SHARD_COUNT_MISSING)
    if outside := [i for i in settings.shard_ids if not 0 <= i < settings.shard_count]:
        return SettingProblem(
            "SHARD_IDS",
            Mistake.SHARD_OUTSIDE_COUNT,
            detail=str(outside[0]),
            count=settings.shard_count,
        )
    return None
