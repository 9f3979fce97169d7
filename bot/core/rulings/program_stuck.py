"""A program said to have stopped, in a report pasted as a question (bug_reports.py): "...,
the game is stuck saying "waiting for opponent..."", "Then it froze." What the program did is
no event of the game; bug_reports.py skips it and shows it, and takes it as a sign of a report.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of

# What a program is said of: "it", "the game" ("it just keeps going", "the game froze").
WENT_SUBJECT = r"(?:it|this|that|the\s++game|the\s++loop|nothing)"


# What a stuck program shows: quoted words, or words up to one that opens a clause of its own
# ("showing him at 0 after I dealt 2 damage to him": the damage is an event, never skipped).
_SHOWN = rf"(?:\"[^\"]*+\"?|(?!\b(?:{one_of(WORDS.stuck_shown_ends)})\b)[^.!?\"])*+"

# "..., the game is stuck saying "waiting for opponent...".", "Then it froze.": the program
# stopped, a state no game of cards is in (a game that is "stuck" with nothing shown is no
# program's: "the game is stuck in a loop" is a loop); what the program did, never an event.
_STUCK = (
    rf"(?:{WENT_SUBJECT}|the\s++(?:program|client|app))\s++(?:just\s++|then\s++)?"
    rf"(?:(?:{one_of(WORDS.stuck)})\s++(?:{one_of(WORDS.stuck_saying)})(?![\w']){_SHOWN}"
    rf"|(?:{one_of(tuple(w for w in WORDS.stuck if ' ' not in w))})(?![\w']))\W*$"
)
_THEN = one_of(WORDS.stuck_then)
_JOINS = one_of(WORDS.stuck_joins)
STUCK_LINE = re.compile(rf"^(?:{_THEN}\s++)?{_STUCK}", re.IGNORECASE)
STUCK_TAIL = re.compile(
    rf"(?:\s*+,\s*+(?:{_JOINS}\s++)?|\s++{_JOINS}\s++)(?:{_THEN}\s++)?{_STUCK}",
    re.IGNORECASE,
)
