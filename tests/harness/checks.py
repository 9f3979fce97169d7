"""The checks a test fails on that the in-memory Discord leaves to its test layer: the size
limits of ``bot.faces.discord.limits`` (content, embeds, fields, buttons, custom ids,
autocomplete choices, ``allowed_mentions``, the commands registered in every language) on
every request, and Discord's 3 seconds for an
interaction's first answer (the in-memory Discord enforces the deadline it is given). Both are
refused as Discord refuses them (bot/fakediscord: 400, 404 Unknown interaction) and recorded
as errors that fail the test, whatever the bot does with the refusal.

The limits are the bot's own module: bot/fakediscord may not import the Discord face
(tests/test_architecture.py), and a fake that held its own copy of the limits would check the
bot against a second list that can drift from the first."""

from __future__ import annotations

from bot.faces.discord import limits
from bot.fakediscord.records import RestCall

# Discord's deadline for the first response to an interaction.
ACKNOWLEDGE_WITHIN = 3.0


def limit_problems(call: RestCall) -> list[str]:
    """Why Discord would refuse this request as over a limit (empty: it would not)."""
    problems = (
        limits.callback_violations(call.json)
        if call.path.endswith("/callback")
        else limits.violations(call.json if isinstance(call.json, dict) else None)
    )
    if call.method in ("POST", "PATCH") and not call.path.endswith("/commands"):
        return problems
    if call.method == "PUT" and call.path.endswith("/commands"):  # registering the commands
        return limits.command_violations(call.json if isinstance(call.json, list) else [])
    return []
