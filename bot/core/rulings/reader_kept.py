"""What the reader remembers, kept and put back (words.Reader): a sentence read again in parts
(sentence_steps.py: the totals it states, then what changed them), or once for each count of
a library never told (library_unsaid.py), is read each time from what was told before it, so
what its first reading changed (a library's count lowered by a draw, a planeswalker's loyalty)
is changed once. Pure: no I/O.
"""

from __future__ import annotations

from bot.core.rulings.words import Reader


def kept(reader: Reader) -> dict[str, object]:
    """All the reader remembers (a count of loyalty, a library, the players met), each
    mutable value copied."""
    return {name: _copied(value) for name, value in vars(reader).items()}


def restore(reader: Reader, remembered: dict[str, object]) -> None:
    """The reader as it was when `remembered` was kept (copied again: it may be put back
    more than once)."""
    for name, value in remembered.items():
        setattr(reader, name, _copied(value))


def _copied(value: object, depth: int = 2) -> object:
    """`value`, a dict, list or set copied with what it holds (two levels: a player's set)."""
    if depth and isinstance(value, dict):
        return {key: _copied(held, depth - 1) for key, held in value.items()}
    if depth and isinstance(value, list | set):
        return type(value)(_copied(held, depth - 1) for held in value)
    return value
