"""The words of the situation language (shared/spec/rulings.md): games and variants, names,
the words that are never names, and who a written subject is (`Reader`)."""

from __future__ import annotations

from bot.core.rules.vocabulary import Variant

MAX_SITUATION = 1_000
QUOTE_LIMIT = 120  # an answer quotes at most this much of what it could not read
OPPONENT = "opponent"
# Stands for "every player still in the game"; not a possible name (names have no spaces).
EVERYONE = "every player still in the game"
MAX_NUMBER = 1_000_000

VARIANTS: dict[str, Variant] = {
    "commander": Variant.COMMANDER,
    "edh": Variant.COMMANDER,
    "two-headed giant": Variant.TWO_HEADED_GIANT,
    "two headed giant": Variant.TWO_HEADED_GIANT,
    "2hg": Variant.TWO_HEADED_GIANT,
    "emperor": Variant.EMPEROR,
}

EXAMPLES = (
    '"magic: alice is at 0 life and an effect says alice wins"',
    '"commander: bob takes 21 commander damage from alice. then carol concedes"',
)


class SituationError(Exception):
    """A situation that cannot be read: one line for people, and the words at fault."""

    def __init__(self, message: str, *, unread: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.unread = unread


# -- the words -----------------------------------------------------------------------------

# A name may hold an apostrophe (O'Brien, D'Arcy), but not the language's own: a possessive
# `'s`, a contraction (`I'm`) or a final `'` (James').
#
# A name is one whole word, never a part of one: the group is atomic and its repeat possessive,
# so a pattern that fails after a name never tries it shorter. Without that, "players
# aandand...and#" could be cut into names at every "and" inside the word (`\s*and\s*` needs no
# space), 2^n ways for n of them: 100 characters stalled the event loop for seconds.
NAME = r"(?><@!?\d++>|@?[^\W\d_](?:[\w-]|'(?!(?:s|m|re|ve|ll|d)\b)(?=\w))*+)"
SUBJECT = (
    r"my opponent|the opponent|opponent|everyone|everybody|all players|both players|both of us"
    rf"|all of us|we both|we all|both|we|i|me|{NAME}"
)
OWNER = rf"my opponent's|the opponent's|opponent's|my|everyone's|(?:{NAME})'s?"
NUMBER = r"-?\d++"
LIFE = r"(?:life|vitae|hp)"
# Words of the language: never names (so "the game restarts" is no one restarting).
_RESERVED_WORDS = """a an the game effect card judge it they he she you players player teams team
    all everyone everybody both we i me my opponent and then while if what who when
    simultaneously at is are was starting life vitae poison commander range emperors
    someone nobody"""
RESERVED = frozenset(_RESERVED_WORDS.split())

SELF = {"i", "me", "my"}
_ALL = {
    "everyone",
    "everybody",
    "all players",
    "both players",
    "both of us",
    "all of us",
    "we both",
    "we all",
    "both",
    "we",
    "everyone's",
}


class Reader:
    """Turns names as written into players, remembering the first spelling of each."""

    def __init__(self, asker: str) -> None:
        self.asker = asker
        self.spelling: dict[str, str] = {}
        self.order: list[str] = []

    def player(self, written: str) -> str | None:
        """The player a subject names, EVERYONE, or None when the word is not a name."""
        word = written.strip()
        low = word.lower()
        if low.endswith("'s"):
            word, low = word[:-2], low[:-2]
        elif low.endswith("'"):
            word, low = word[:-1], low[:-1]
        if low in SELF:
            return self._note(self.asker)
        if low in ("my opponent", "the opponent", OPPONENT):
            return self._note(OPPONENT)
        if low in _ALL:
            return EVERYONE
        if low in RESERVED or not word:
            return None
        return self._note(word)

    def _note(self, name: str) -> str:
        key = name.casefold()
        if key not in self.spelling:
            self.spelling[key] = name
            self.order.append(name)
        return self.spelling[key]


def quoted(words: str, limit: int = QUOTE_LIMIT) -> str:
    """The asker's words as an answer quotes them: at most `limit` characters."""
    return words if len(words) <= limit else words[: limit - 1].rstrip() + "…"
