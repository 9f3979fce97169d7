"""A server's settings changed, decided purely (MatchService.update_settings stores them)."""

from __future__ import annotations

from dataclasses import replace

from bot.core.match.commands import ChangeSettings, ServerSettings
from bot.core.match.decision import Refusal
from bot.core.messages import Message
from bot.core.rules.games import GAMES, listed
from bot.core.rules.vocabulary import System


def change_settings(current: ServerSettings, change: ChangeSettings) -> ServerSettings | Refusal:
    """A server's settings with `change` made (a cleared judge role, channel or language
    stays cleared)."""
    if change.default_game is not None and System(change.default_game) not in GAMES:
        return Refusal(Message("The default game must be {games}.", games=listed(list(GAMES))))
    role = current.judge_role_id if change.judge_role_id is None else change.judge_role_id
    required = change.confirmation_required
    return replace(
        current,
        judge_role_id=None if change.clear_judge_role else role,
        confirmation_required=current.confirmation_required if required is None else required,
        default_game=change.default_game or current.default_game,
        judge_channel_id=None
        if change.clear_judge_channel
        else change.judge_channel_id or current.judge_channel_id,
        language=None if change.clear_language else change.language or current.language,
    )
