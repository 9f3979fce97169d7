"""A process that answers situations and says how much CPU each answer took (issue #29: every
situation is answered within 50 ms of CPU).

`python -m tests.rulings.reader_cpu` reads one JSON string a line and prints, for each, one JSON
line: the CPU seconds of the whole answer (the one function every face calls, `rule_on`, and its
Discord rendering: what a mention or a DM costs the bot's event loop) and what the asker is told.
It runs in a process of its own so that a situation that never finishes can be stopped
(`HostileReader` in test_hostile_text.py): a regular expression in C does not give way to a
signal.
"""

from __future__ import annotations

import json
import sys
import time

from bot.core.languages import Language
from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.faces.discord.quick_ruling_actions import say_for

BOUND = 0.050  # seconds of CPU, the issue's


def answer(text: str) -> tuple[float, Ruling | NoRuling]:
    """The CPU seconds one answer takes, in a server whose default game is Magic (so a text
    without a game is judged too, as in such a server), and the answer."""
    start = time.process_time()
    ruling = rule_on(text, asker="asker", default_game=System("magic"))
    say_for(ruling, private=False, language=Language.ENGLISH)
    return time.process_time() - start, ruling


def main() -> None:
    for line in sys.stdin:
        text = json.loads(line)
        seconds, ruling = answer(text)
        if seconds > BOUND:
            # A virtual machine's CPU clock also runs while the host holds the CPU: an answer
            # that is really this slow is as slow every time, noise is not.
            seconds = min(seconds, answer(text)[0], answer(text)[0])
        told = ruling.message if isinstance(ruling, NoRuling) else None
        print(json.dumps({"cpu": seconds, "refusal": told}), flush=True)


if __name__ == "__main__":
    main()
