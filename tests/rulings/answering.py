"""A process that answers situations (tests/rulings/test_hostile_text.py): `python -m
tests.rulings.answering` reads one JSON string a line and prints, for each, one JSON line with
what the asker is told (`refusal`: the refusal, or null for a ruling).

It runs in a process of its own so that a situation that never finishes can be stopped: a
regular expression in C does not give way to a signal.
"""

from __future__ import annotations

import json
import sys

from bot.core.rulings import NoRuling
from tests.rulings.hostile_texts import answer


def main() -> None:
    for line in sys.stdin:
        ruling = answer(json.loads(line))
        told = ruling.message if isinstance(ruling, NoRuling) else None
        print(json.dumps({"refusal": told}), flush=True)


if __name__ == "__main__":
    main()
