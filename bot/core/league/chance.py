"""Seeded chance without a random-number generator: orders keyed by SHA-256.

The league core must give the same pairings for the same file and seed on every machine and
every Python version, so it does not use `random` (whose algorithms may change). An item's
place is the hash of (seed, purpose, item): a uniformly random-looking order, fixed forever.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable


def draw(seed: int, purpose: str, item: str) -> int:
    """A 64-bit number fixed by (seed, purpose, item) and unpredictable from them."""
    # surrogatepass: a name from a file may hold a lone surrogate (JSON allows one); it
    # hashes as its own code point, and every valid name as plain UTF-8, as before.
    text = f"{seed}\x1f{purpose}\x1f{item}".encode("utf-8", "surrogatepass")
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big")


def shuffled(seed: int, purpose: str, items: Iterable[str]) -> list[str]:
    """`items` in a random order fixed by the seed and the purpose (items must be distinct)."""
    return sorted(items, key=lambda item: (draw(seed, purpose, item), item))
