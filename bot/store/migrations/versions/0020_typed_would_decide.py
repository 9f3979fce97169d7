"""What a waiting report or proposal would decide, kept as messages (issue 34).

Revision ID: 0020_typed_would_decide
Revises: 0019_guild_language
Create Date: 2026-11-29

confirmation.would_decide was a list of English sentences; it is now a list of messages
(`bot.core.messages.Message.to_json`: a msgid, its parameters), worded in each reader's
language when shown. Up, a proposal's sentence (one of three, known) becomes its message; a
report's verdict, whose parameters cannot be read back from its English, is kept as it was
said (a verbatim message: shown in English, as before). Down, each message is its English.
The message format is written out here, not imported: a migration stays as it was written.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0020_typed_would_decide"
down_revision: str | Sequence[str] | None = "0019_guild_language"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The proposals' sentences (bot.core.match.agreements.proposal_text): msgids with no
# parameters, so the stored English is the message itself.
PROPOSALS = frozenset(
    {
        "the match ends as an intentional draw",
        "the match ends now; the game in progress counts as a draw and the match goes "
        "to whoever has more game wins",
        "the match ends now, before the next game; it goes to whoever has more game wins",
    }
)

_CONFIRMATION = sa.table(
    "confirmation", sa.column("id", sa.Integer), sa.column("would_decide", sa.JSON)
)


def _message(text: str) -> dict[str, Any]:
    return {
        "id": text,
        "plural": None,
        "n": None,
        "verbatim": text not in PROPOSALS,
        "context": None,
        "params": {},
    }


def _english(message: dict[str, Any]) -> str:
    """A stored message in English (Message.english, as the format stands at 0020)."""
    pattern: str = message["id"]
    if message["plural"] is not None and message["n"] != 1:
        pattern = message["plural"]
    if message["verbatim"]:
        return pattern
    params = {
        name: _english(value["message"]) if isinstance(value, dict) else value
        for name, value in message["params"].items()
    }
    return pattern.format(**params)


def _convert(convert: Any) -> None:
    bind = op.get_bind()
    rows = bind.execute(sa.select(_CONFIRMATION.c.id, _CONFIRMATION.c.would_decide)).all()
    for row_id, lines in rows:
        changed = [convert(line) for line in lines or ()]
        bind.execute(
            _CONFIRMATION.update().where(_CONFIRMATION.c.id == row_id).values(would_decide=changed)
        )


def upgrade() -> None:
    _convert(lambda line: _message(line) if isinstance(line, str) else line)


def downgrade() -> None:
    _convert(lambda line: line if isinstance(line, str) else _english(line))
