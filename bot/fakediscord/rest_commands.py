"""REST routes: who the bot is, and the application commands it syncs."""

from __future__ import annotations

from bot.fakediscord import rest_answers
from bot.fakediscord.gateway import JSON, copied
from bot.fakediscord.records import RestCall
from bot.fakediscord.world import World


class CommandRoutes(World):
    """``GET /users/@me``, ``GET /oauth2/applications/@me`` and the command sync routes."""

    def _get_me(self, call: RestCall) -> JSON:
        return rest_answers.current_user_payload(self.bot_user.to_payload())

    def _get_application(self, call: RestCall) -> JSON:
        return rest_answers.application_payload(
            self.application_id, bot=self.bot_user.to_payload(), owner=self.owner.to_payload()
        )

    def _get_commands(self, call: RestCall) -> list[JSON]:
        guild_id = int(call.path_params["guild_id"]) if "guild_id" in call.path_params else None
        return self._synced.get(guild_id, [])

    def _put_commands(self, call: RestCall) -> list[JSON]:
        guild_id = int(call.path_params["guild_id"]) if "guild_id" in call.path_params else None
        echoed: list[JSON] = []
        for command in call.json or []:
            command_type = int(command.get("type", 1))
            command_id = self.command_id(
                command["name"], guild_id=guild_id, command_type=command_type
            )
            synced = rest_answers.synced_command(
                copied(command),
                command_id=command_id,
                application_id=self.application_id,
                version=self._snowflake(),
                guild_id=guild_id,
            )
            echoed.append(synced)
        self._synced[guild_id] = echoed
        return echoed
