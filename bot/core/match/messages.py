"""Which message shows the match: Arbiter's own note of where it posted the scoreboard, or
what waits for confirmation."""

from __future__ import annotations

from dataclasses import replace

from bot.core.match.commands import ShowIn
from bot.core.match.decision import Change, Decision, Refused, Reply, ShowBoard, ShowWaiting
from bot.core.match.state import MatchState
from bot.core.match.statuses import ReplyStatus
from bot.core.match.steps import NOTHING_WAITS
from bot.core.messages import Message


def show_in(state: MatchState, command: ShowIn) -> Decision:
    """A message now shows the match (its scoreboard) or what waits in it. Not a change of
    the match: its version stays (what a retry is recognised by, bot.store.requests), and its
    claim still fails if the match changed since it was read."""
    if command.pending_id is None:
        after = replace(state, scoreboard_message_id=command.message_id)
        shown: Change = ShowBoard(command.message_id)
    else:
        waiting = state.waiting
        if waiting is None or waiting.id != command.pending_id:
            # Settled meanwhile: its message shows nothing now.
            raise Refused(Message(NOTHING_WAITS))
        after = replace(state, waiting=replace(waiting, message_id=command.message_id))
        shown = ShowWaiting(waiting.id, command.message_id)
    return Decision(state, after, (shown,), Reply(ReplyStatus.SHOWN, state.game.number))
