"""Several processes forked from one that has imported what they run (the bot's imports cost
about 1.3 s of CPU a process), so that a test needing several processes pays for them once.

From the fork on, each is a process of its own, as one started on its own would be: it makes
its own event loop, engine and connection pool. For scripts a test runs as a process of its
own (`python -c`), never for the test process itself (it has threads, which fork does not
copy).
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Forked:
    status: int  # as os.waitpid gives it: 0 when the process exited 0
    output: str  # what it wrote to stdout and stderr
    result: Any  # what `work` returned, or None if it failed


def together(count: int, work: Callable[[int], Any]) -> list[Forked]:
    """Fork `count` processes, let them start `work(number)` at once, and wait for them all.
    What `work` returns is sent back as JSON; an exception is printed and exits 1."""
    sys.stdout.flush()
    sys.stderr.flush()
    go_read, go_write = os.pipe()
    started = []
    for number in range(count):
        output_read, output_write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the forked process: it never returns from here
            os.close(output_read)
            os.dup2(output_write, 1)
            os.dup2(output_write, 2)
            os.read(go_read, 1)
            status = 0
            try:
                print(json.dumps(work(number)))
            except BaseException:
                traceback.print_exc()
                status = 1
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(status)
        os.close(output_write)
        started.append((pid, output_read))
    os.write(go_write, b"g" * count)
    finished = []
    for pid, output_read in started:
        with os.fdopen(output_read, errors="replace") as output:
            text = output.read()
        _, status = os.waitpid(pid, 0)
        lines = text.splitlines()
        result = json.loads(lines[-1]) if status == 0 and lines else None
        finished.append(Forked(status, text, result))
    return finished
