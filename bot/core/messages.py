"""What Arbiter says, as a value the faces word in the reader's language.

A `Message` is a gettext msgid (the English sentence with named `{placeholders}`: the English
text is the code) and its typed parameters. The core and the app build messages; only a face
turns one into words (`bot.faces.i18n.translate`), in the locale of whoever reads it. Names,
card names and rule numbers are parameters, never translated; a parameter may be a message
itself (worded in the same language).

The extractor (Babel's, bot/faces/catalogue.py) finds the sentences by the calls that build
them: `Message("...")`, `Message.plural("...", "...", n)` and `N_("...")` for a sentence kept
in a constant before it becomes a message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any


def N_(text: str) -> str:
    """Mark `text` for the catalogue; it is a msgid, given to `Message` later."""
    return text


@dataclass(frozen=True, slots=True, init=False)
class Message:
    """A sentence to word: `msgid` (with `plural_id` and `n` for one that has plural forms)
    and its parameters. `verbatim`: text that is not in the catalogue (from outside Arbiter
    or not converted yet), shown as it is in every language."""

    msgid: str
    params: tuple[tuple[str, str | int | Message], ...]
    plural_id: str | None
    n: int | None
    verbatim: bool
    # What the word means where one English word is translated two ways ("on" a setting,
    # "won" a standing): gettext's msgctxt.
    context: str | None

    def __init__(self, msgid: str, /, **params: str | int | Message) -> None:
        _fill(self, msgid, params, None, None, verbatim=False)

    @classmethod
    def plural(
        cls, singular: str, plural: str, n: int, /, **params: str | int | Message
    ) -> Message:
        """A sentence whose form depends on the count `n` (also its `{n}` parameter)."""
        return _made(cls, singular, {"n": n, **params}, plural, n, verbatim=False)

    @classmethod
    def within(cls, context: str, msgid: str, /, **params: str | int | Message) -> Message:
        """A sentence or word whose translation depends on `context` (gettext's msgctxt),
        for an English word that other languages say two ways."""
        made = _made(cls, msgid, params, None, None, verbatim=False)
        object.__setattr__(made, "context", context)
        return made

    @classmethod
    def verbatim_text(cls, text: str) -> Message:
        """Text shown as it is in every language (not in the catalogue)."""
        return _made(cls, text, {}, None, None, verbatim=True)

    def english(self) -> str:
        """The message in English, the catalogue's source language."""
        return self.worded(lambda m: m.source())

    def source(self) -> str:
        """The English msgid this message uses (its plural form picked by English's rule)."""
        if self.plural_id is not None and self.n != 1:
            return self.plural_id
        return self.msgid

    def worded(self, pattern_of: Callable[[Message], str]) -> str:
        """The message with `pattern_of(message)` as the pattern of each message in it."""
        pattern = pattern_of(self)
        if self.verbatim:
            return pattern
        values = {
            name: value.worded(pattern_of) if isinstance(value, Message) else value
            for name, value in self.params
        }
        return pattern.format(**values)

    def replaced(self, **params: str | int | Message) -> Message:
        """The same sentence with the parameters `params` given other values."""
        made = _made(
            type(self),
            self.msgid,
            {**dict(self.params), **params},
            self.plural_id,
            self.n,
            verbatim=self.verbatim,
        )
        object.__setattr__(made, "context", self.context)
        return made

    def to_json(self) -> dict[str, Any]:
        """The message as JSON (the request log stores a refusal so)."""
        return {
            "id": self.msgid,
            "plural": self.plural_id,
            "n": self.n,
            "verbatim": self.verbatim,
            "context": self.context,
            "params": {
                name: {"message": value.to_json()} if isinstance(value, Message) else value
                for name, value in self.params
            },
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        params = {
            name: cls.from_json(value["message"]) if isinstance(value, Mapping) else value
            for name, value in data["params"].items()
        }
        made = _made(
            cls, data["id"], params, data["plural"], data["n"], verbatim=bool(data["verbatim"])
        )
        object.__setattr__(made, "context", data.get("context"))
        return made

    def __str__(self) -> str:
        return self.english()


def _fill(
    made: Message,
    msgid: str,
    params: Mapping[str, str | int | Message],
    plural_id: str | None,
    n: int | None,
    *,
    verbatim: bool,
) -> None:
    object.__setattr__(made, "msgid", msgid)
    object.__setattr__(made, "params", tuple(sorted(params.items())))
    object.__setattr__(made, "plural_id", plural_id)
    object.__setattr__(made, "n", n)
    object.__setattr__(made, "verbatim", verbatim)
    object.__setattr__(made, "context", None)


def _made(
    cls: type[Message],
    msgid: str,
    params: Mapping[str, str | int | Message],
    plural_id: str | None,
    n: int | None,
    *,
    verbatim: bool,
) -> Message:
    made = cls.__new__(cls)
    _fill(made, msgid, params, plural_id, n, verbatim=verbatim)
    return made


def user_mention(user_id: int) -> str:
    """A Discord user as a message's parameter (a name: never translated)."""
    return f"<@{user_id}>"


def channel_mention(channel_id: int) -> str:
    """A Discord channel or thread as a message's parameter (a name: never translated)."""
    return f"<#{channel_id}>"


def sentences(parts: Sequence[Message]) -> Message:
    """Whole sentences said one after the other, as one message (each worded on its own)."""
    said = parts[-1]
    for part in reversed(parts[:-1]):
        said = Message("{first} {rest}", first=part, rest=said)
    return said


def timestamp(moment: datetime, style: str = "f") -> str:
    """A moment as a message's parameter, as Discord's timestamp markup (`<t:...:R>`): each
    reader's Discord shows it in their own time zone and language."""
    return f"<t:{int(moment.timestamp())}:{style}>"
