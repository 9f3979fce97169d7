"""The gateway ``INTERACTION_CREATE`` payloads of slash commands, autocomplete and
component clicks, as Discord would send them for the guild's members (built with
``bot/fakediscord/gateway.py``; options typed against the bot's CommandTree)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from bot.fakediscord import gateway
from bot.fakediscord.errors import FakeDiscordError
from bot.fakediscord.gateway import JSON, copied
from bot.fakediscord.messages import MessageStore
from bot.fakediscord.models import Channel, Message, Role, User
from bot.fakediscord.typed import TypedNames

# The option type of a value given without a command to say it (first match wins).
_OPTION_TYPES: tuple[tuple[type, discord.AppCommandOptionType], ...] = (
    (bool, discord.AppCommandOptionType.boolean),
    (int, discord.AppCommandOptionType.integer),
    (float, discord.AppCommandOptionType.number),
    (User, discord.AppCommandOptionType.user),
    (Role, discord.AppCommandOptionType.role),
    (Channel, discord.AppCommandOptionType.channel),
)


class PayloadBuilder(MessageStore):
    """Build interaction payloads: options resolved against the guild, the clicked message
    found (or made up, for a message from a previous run)."""

    tree: app_commands.CommandTree[Any]

    def slash_payload(
        self,
        command: str,
        *,
        user: User,
        options: Mapping[str, Any] | None = None,
        channel: Channel | int | None = None,
        locale: str = "en-US",
        focused: str | None = None,
        focused_value: Any = "",
    ) -> JSON:
        """Build the gateway payload of an application command (or autocomplete) interaction."""
        typed = dict(options or {})
        if focused is not None:  # the option being typed, named as the user's picker does
            parts, named = self.as_typed(command.split(), {focused: None}, locale)
            (focused,) = named
        parts, options = self.as_typed(command.split(), typed, locale)
        if not parts:
            raise FakeDiscordError("empty command name")
        at = self._invocation(user, self._resolve_channel(channel), locale)
        in_guild = True

        root_name = parts[0]
        leaf, cmd_guild_id = self._leaf(parts)

        resolved: JSON = {}
        leaf_options = self._build_options(
            leaf,
            dict(options or {}),
            resolved,
            invoker=user,
            in_guild=in_guild,
            focused=focused,
            focused_value=focused_value,
        )
        data = gateway.command_data(
            parts,
            leaf_options,
            command_id=self.command_id(root_name, guild_id=cmd_guild_id),
            guild_id=cmd_guild_id,
            resolved=resolved if focused is None else None,
        )
        return gateway.command_interaction(at, data, autocomplete=focused is not None)

    def _leaf(
        self, parts: Sequence[str]
    ) -> tuple[app_commands.Command[Any, ..., Any] | None, int | None]:
        """The command `parts` names in the bot's tree (a guild's own first), and the guild
        whose command it is (None: a global command)."""
        guild_id: int | None = None
        found = self.tree.get_command(parts[0], guild=discord.Object(self.guild_id))
        if found is not None:
            guild_id = self.guild_id
        else:
            found = self.tree.get_command(parts[0])
        for sub in parts[1:]:
            found = found.get_command(sub) if isinstance(found, app_commands.Group) else None
        return (found if isinstance(found, app_commands.Command) else None), guild_id

    def typed_in_default_names(self, command: str, options: Mapping[str, Any]) -> bool:
        """Whether `command` and its `options` are the tree's own names (Discord's default)."""
        parts = command.split()
        leaf = self._leaf(parts)[0] if parts else None
        if leaf is None:
            return False
        names = {name for p in leaf.parameters for name in (p.name, p.display_name)}
        return set(options) <= names

    def as_typed(
        self, path: Sequence[str], options: Mapping[str, Any], locale: str
    ) -> tuple[list[str], dict[str, Any]]:
        """A command and its options typed by a user of `locale`, in the default names
        Discord sends (bot.fakediscord.typed): from what is registered (synced, or learned
        with `learn_commands`); as typed when nothing is."""
        registered = self._synced.get(None) or self._learned
        if not registered:
            return list(path), dict(options)
        return TypedNames(registered, locale).command(path, options)

    def component_payload(
        self,
        custom_id: str,
        *,
        user: User,
        message: Message | int | None = None,
        values: Sequence[str | User | Role | Channel] | None = None,
        component_type: int | None = None,
        locale: str = "en-US",
    ) -> JSON:
        """Build the gateway payload of a message component interaction."""
        msg = self._message_for_component(custom_id, message, values, component_type)
        component = msg.component(custom_id)
        if component is not None and component.get("disabled"):
            raise FakeDiscordError(
                f"component {custom_id!r} on message {msg.id} is disabled; it cannot be clicked"
            )
        ctype = component_type or (component or {}).get("type") or (2 if values is None else 3)
        at = self._invocation(user, self._channel_of(msg), locale)
        if values is not None and not all(isinstance(v, str) for v in values):
            raise FakeDiscordError("user, role and channel selects: use simcord (tests/simulated)")
        return gateway.component_interaction(
            at,
            copied(msg.data),
            custom_id,
            component_type=ctype,
            values=None if values is None else [str(v) for v in values],
        )

    def modal_submit_payload(
        self,
        modal: JSON,
        values: Mapping[str, str],
        *,
        user: User,
        channel: Channel | int | None = None,
        locale: str = "en-US",
    ) -> JSON:
        """The submit of `modal` (the data of a modal response, ``InteractionResult.modal``)
        with `values` typed into its text inputs (by custom id), as Discord sends it back."""
        filled: list[JSON] = []
        typed_into: set[str] = set()

        def answered(field: JSON) -> JSON:
            typed_into.add(field["custom_id"])
            value = values.get(field["custom_id"], "")
            return {"type": field["type"], "custom_id": field["custom_id"], "value": value}

        for row in modal.get("components") or []:
            if row.get("type") == 18:  # a label around one component
                filled.append({"type": 18, "component": answered(row["component"])})
            else:
                inner = [answered(field) for field in row.get("components") or []]
                filled.append({"type": 1, "components": inner})
        if set(values) - typed_into:
            missing = sorted(set(values) - typed_into)
            raise FakeDiscordError(f"the modal has no text input {missing}")
        at = self._invocation(user, self._resolve_channel(channel), locale)
        return gateway.modal_submit_interaction(at, str(modal["custom_id"]), filled)

    def _invocation(self, user: User, channel: Channel, locale: str) -> gateway.Invocation:
        """`user` acting in `channel`: what every interaction payload carries."""
        if not user.in_guild:
            raise FakeDiscordError(
                f"{user.name} is not a member of the guild (DMs: use simcord, tests/simulated)"
            )
        return self.invocation(
            self._member_payload(user, with_permissions=True),
            channel.to_payload(self.guild_id),
            app_permissions=self.bot_permissions.value,
            locale=locale,
        )

    def invocation(
        self, member: JSON, channel: JSON, *, app_permissions: int, locale: str = "en-US"
    ) -> gateway.Invocation:
        """`member` (gateway.member_payload, with permissions) acting in `channel`: a new
        interaction's id and token, in this guild, through this application."""
        interaction_id = self._snowflake()
        return gateway.Invocation(
            interaction_id=interaction_id,
            token=f"{self.token_prefix}{interaction_id}",
            application_id=self.application_id,
            guild_id=self.guild_id,
            channel=channel,
            member=member,
            app_permissions=app_permissions,
            locale=locale,
            guild_locale=self.preferred_locale,
        )

    def _build_options(
        self,
        command: app_commands.Command[Any, ..., Any] | None,
        options: dict[str, Any],
        resolved: JSON,
        *,
        invoker: User,
        in_guild: bool,
        focused: str | None,
        focused_value: Any,
    ) -> list[JSON]:
        params: dict[str, app_commands.Parameter] = {}
        if command is not None:
            for param in command.parameters:
                params[param.name] = param
                params[param.display_name] = param
        if focused is not None:
            options = {**options, focused: focused_value}
        out: list[JSON] = []
        for key, value in options.items():
            found = params.get(key)
            if command is not None and found is None:
                known = sorted({p.display_name for p in params.values()})
                raise FakeDiscordError(
                    f"/{command.qualified_name} has no option {key!r}; options: {known}"
                )
            name = found.display_name if found is not None else key
            option_type = found.type.value if found is not None else self._infer_option_type(value)
            if key != focused:
                value = self._option_value(
                    option_type, value, resolved, invoker=invoker, in_guild=in_guild
                )
            out.append(gateway.command_option(name, option_type, value, focused=key == focused))
        return out

    @staticmethod
    def _infer_option_type(value: Any) -> int:
        for kind, option_type in _OPTION_TYPES:  # bool before int: a bool is an int
            if isinstance(value, kind):
                return option_type.value
        return discord.AppCommandOptionType.string.value

    def _option_value(
        self, option_type: int, value: Any, resolved: JSON, *, invoker: User, in_guild: bool
    ) -> Any:
        types = discord.AppCommandOptionType
        if option_type == types.user.value:
            return self._resolve_user(value, resolved, in_guild=in_guild)
        if option_type == types.role.value:
            return self._resolve_role(value, resolved)
        if option_type == types.mentionable.value:
            if isinstance(value, Role) or (isinstance(value, int) and value in self._roles):
                return self._resolve_role(value, resolved)
            return self._resolve_user(value, resolved, in_guild=in_guild)
        if option_type == types.channel.value:
            channel = self._resolve_channel(value)
            permissions = self.member_permissions(invoker).value
            return gateway.resolve_channel(resolved, channel.to_payload(self.guild_id), permissions)
        if option_type == types.attachment.value:
            raise FakeDiscordError("attachment options: use simcord (tests/simulated)")
        return value

    def _resolve_user(self, value: Any, resolved: JSON, *, in_guild: bool) -> str:
        user_id = value.id if hasattr(value, "id") else int(value)
        user = self.get_user(user_id)
        in_the_guild = in_guild and user.in_guild
        member = self._member_payload(user, with_permissions=True) if in_the_guild else None
        return gateway.resolve_user(resolved, user.to_payload(), member)

    def _resolve_role(self, value: Any, resolved: JSON) -> str:
        role = value if isinstance(value, Role) else self.get_role(int(value))
        return gateway.resolve_role(resolved, role.to_payload())

    def _message_for_component(
        self,
        custom_id: str,
        message: Message | int | None,
        values: Sequence[Any] | None,
        component_type: int | None,
    ) -> Message:
        if message is not None:
            msg = self._resolve_message(message, synthesize_for=custom_id)
            if msg.component(custom_id) is None and msg.source != "synthetic":
                raise FakeDiscordError(
                    f"message {msg.id} has no component {custom_id!r}; it has {msg.custom_ids}"
                )
            return msg
        for msg in reversed(list(self.messages.values())):
            if not msg.deleted and msg.component(custom_id) is not None:
                return msg
        ctype = component_type or (2 if values is None else 3)
        return self._synthesize_message(custom_id, ctype)

    def _resolve_message(
        self, message: Message | int, *, synthesize_for: str | None = None
    ) -> Message:
        if isinstance(message, Message):
            return message
        if message in self.messages:
            return self.messages[message]
        if synthesize_for is None:
            raise FakeDiscordError(f"no message with id {message}")
        return self._synthesize_message(synthesize_for, 2, message_id=message)

    def _synthesize_message(
        self, custom_id: str, component_type: int, *, message_id: int | None = None
    ) -> Message:
        """A bot message that exists on Discord but not in this run (e.g. before a restart)."""
        component: JSON = {"type": component_type, "custom_id": custom_id}
        if component_type == 2:
            component.update({"style": 1, "label": custom_id})
        body = {"content": "", "components": [{"type": 1, "components": [component]}]}
        msg = self._new_message(
            channel_id=self.default_channel.id,
            body=body,
            files=[],
            source="synthetic",
            message_id=message_id,
        )
        return msg
