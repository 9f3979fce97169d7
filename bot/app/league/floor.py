"""The event floor around a league's rounds (issue 33): check-in before a round with its
deadline, a player late at their table, a judge's time extension for one table, and judge
calls from a table's thread.

Every interaction that writes goes through the league's request log (`LeagueService._write`:
applied once per interaction id, under the league's row lock). What the clock does on its own
(the check-in's deadline, a late player's penalties) is keyed too: the deadline closes a
check-in once (`checkin_closed_at`), and a penalty is a match write under a key naming the
table, the player and the step, so two processes, or a tick after a restart, apply it once
and only the one that applied it announces it.
"""

from __future__ import annotations

from bot.app.league.arrivals import Arrivals
from bot.app.league.checkin_desk import CheckinDesk
from bot.app.league.extra_time import ExtraTime
from bot.app.league.judge_calls import JudgeCalling


class EventFloor(CheckinDesk, Arrivals, ExtraTime, JudgeCalling):
    """Every use case of the event floor, one module each: check-in (`checkin_desk`), a
    player's Here and a late player's penalties (`arrivals`), a table's extra time
    (`extra_time`), judge calls (`judge_calls`)."""
