"""A reader's form searched only where a text holds what every match of it holds (`Gated`).

Most forms of the reader begin with a subject or a player, tried at every character of every
sentence, while what they read is rare ("my library", "for 3 unblocked"). A form paired with
a pattern every match of it must contain (a word it cannot match without), far cheaper to
search for, leaves a text without that word as it is without searching it with the form: the
same results, in a fraction of the time. `needs` must hold inside every match of the form
(`tests/rulings/test_gated_forms.py` checks each on the corpus). Pure: no I/O."""

from __future__ import annotations

import re
from collections.abc import Callable


class Gated:
    """`pattern`, searched only in a text where `needs` is found (see above)."""

    def __init__(self, pattern: re.Pattern[str], needs: str) -> None:
        self.pattern = pattern
        self.needs = re.compile(needs, pattern.flags)

    def may_match(self, text: str) -> bool:
        """False where no match of the pattern can be in `text`."""
        return self.needs.search(text) is not None

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str) -> str:
        if self.needs.search(text) is None:  # `may_match`, without a call more
            return text
        return self.pattern.sub(repl, text)
