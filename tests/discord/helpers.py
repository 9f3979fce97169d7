"""What the Discord tests do again and again: send a command or press a button as someone at
the test table, start a match, and look at what the bot shows and stores.

Unless told otherwise, alice sends the command, in the table's channel.
"""

from __future__ import annotations

import json
from typing import Any

from bot.app.match.views import MatchView
from bot.core.errors import NoActiveMatch
from tests.discord.conftest import Arbiter
from tests.discord_harness import FakeChannel, FakeMessage, FakeUser, InteractionResult


async def slash(
    arbiter: Arbiter,
    command: str,
    user: FakeUser | None = None,
    channel: FakeChannel | None = None,
    **options: Any,
) -> InteractionResult:
    return await arbiter.harness.slash(
        command, user=user or arbiter.alice, channel=channel or arbiter.table, options=options
    )


async def start(
    arbiter: Arbiter,
    game: str | None = "magic",
    *,
    user: FakeUser | None = None,
    channel: FakeChannel | None = None,
    **options: Any,
) -> InteractionResult:
    """/match start against bob unless `opponent` says otherwise; the match must start.

    With `game` None the command names no game, so the server's default game is played.
    """
    options.setdefault("opponent", arbiter.bob)
    if game is not None:
        options["game"] = game
    result = await slash(arbiter, "match start", user, channel, **options)
    assert "started" in (result.content or ""), result
    return result


async def press(
    arbiter: Arbiter, message: FakeMessage | None, label: str, user: FakeUser
) -> InteractionResult:
    """Press the button labelled `label` on `message`."""
    assert message is not None
    return await arbiter.harness.click(
        message.button(label)["custom_id"], user=user, message=message
    )


async def make_judges(arbiter: Arbiter) -> None:
    """Make the guild's Judges role the judge role (judy has it), as the admin."""
    result = await slash(arbiter, "arbiter config", arbiter.admin, judge_role=arbiter.judge_role)
    assert result.ephemeral
    assert f"judge role <@&{arbiter.judge_role.id}>" in (result.content or "")


async def status(arbiter: Arbiter, channel: FakeChannel | None = None) -> MatchView:
    """The match in the table's channel (or `channel`), as the service stores it."""
    return await arbiter.bot.service.status(channel_id=(channel or arbiter.table).id)


def labels(result: InteractionResult) -> list[str]:
    """The labels of the buttons on the interaction's own message."""
    return [b["label"] for b in result.response.buttons] if result.response else []


def board_fields(message: FakeMessage) -> dict[str, str]:
    """A scoreboard's fields, by name."""
    return {f.name or "": f.value or "" for f in message.embeds[0].fields}


async def snapshot(arbiter: Arbiter, channel: FakeChannel | None = None) -> tuple[Any, ...]:
    """Everything a refusal must leave alone: the channel's match and its report log, the
    server's settings and its list of matches."""
    service = arbiter.bot.service
    guild_id = arbiter.harness.guild_id
    settings = await service.settings(guild_id)
    matches = await service.history(guild_id=guild_id, limit=50)
    try:
        view = await status(arbiter, channel)
    except NoActiveMatch:
        return (None, (), settings, matches)
    log = tuple(
        (r.seq, r.game_number, r.status, r.reporter_id, json.dumps(r.payload, sort_keys=True))
        for r in await service.log(view.id)
    )
    return (view, log, settings, matches)
