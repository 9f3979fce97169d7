"""The harness's names for what the in-memory Discord holds (bot/fakediscord/models.py):
roles, channels, users (members) and messages."""

from __future__ import annotations

from bot.fakediscord.gateway import JSON
from bot.fakediscord.models import Channel as FakeChannel
from bot.fakediscord.models import Message as FakeMessage
from bot.fakediscord.models import (
    MessageSource,
    default_bot_permissions,
    default_everyone_permissions,
)
from bot.fakediscord.models import Role as FakeRole
from bot.fakediscord.models import User as FakeUser

__all__ = [
    "JSON",
    "FakeChannel",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "MessageSource",
    "default_bot_permissions",
    "default_everyone_permissions",
]
