"""The match tables as SQLAlchemy Core sees them (bot.store.tables.matches defines them): what the
store reads and writes in its statements."""

from __future__ import annotations

from typing import Any

from bot.store.tables.matches import (
    Batch,
    Confirmation,
    Game,
    GuildSettings,
    MatchPlayer,
    MatchRow,
    ReportRow,
    RequestRecord,
)


def table(model: type) -> Any:
    return model.__table__  # type: ignore[attr-defined]


MATCH, GAME, WAITING, REPORT = table(MatchRow), table(Game), table(Confirmation), table(ReportRow)
BATCH, SETTINGS = table(Batch), table(GuildSettings)
PLAYER, REQUEST = table(MatchPlayer), table(RequestRecord)
