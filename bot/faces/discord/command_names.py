"""The commands as each language names them, for the sentences that tell players what to type.

Discord shows a user the command tree in their client's language (command_words), so a
sentence that says "type `/match start opponent:@bob`" must name the command as that
language's picker does: `/enfrentamiento iniciar rival:@bob` in Spanish. `CommandNames` is one
language's names of the tree; it finds the commands a translated sentence names (a path after
a `/`, the options right after it, an option alone in backticks) and rewrites English names
into the language's (`rewritten`). `python -m bot.faces.catalogue commands` runs it over every
`.po` (docs/translating.md), and tests/test_catalogue.py fails on a sentence it would change
or that names a command in another language's words. A value is never touched:
`/rule query:empty deck` keeps "empty deck".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from discord import app_commands

from bot.faces.discord.command_words import COMMAND_NAME, OPTION_NAME
from bot.faces.i18n import Domain, Language, catalogue

# Where a command is named: a `/` that is not inside a word, an address or a number
# ("https://…/l/…", "wins/losses", "1/2"): after a space, punctuation ("。/"), a bracket, a quote.
_STARTS = re.compile(r"(?<![\w/:.])/")
# A character that goes on an English name: a name ends before any other.
_NAME_CHARACTER = re.compile(r"[A-Za-z0-9_-]")
# An option alone in backticks: `winner`, `draw:true`, `player:`.
_ALONE = re.compile(r"`([a-z0-9_]+)(:[^`]*)?`")


@dataclass
class Named:
    """A command or group as one language names it, and what it holds."""

    english: str
    name: str  # the language's
    children: list[Named] = field(default_factory=list)
    options: dict[str, str] = field(default_factory=dict)  # English name: the language's

    def said(self, text: str, at: int) -> tuple[Named, int] | None:
        """The child `text` names at `at` (in English or in the language: the longest name
        that fits), and where its name ends."""
        found: tuple[Named, int] | None = None
        for child in self.children:
            for name in (child.name, child.english):
                end = at + len(name)
                if not text.startswith(name, at) or _goes_on(text, end):
                    continue
                if found is None or end > found[1]:
                    found = (child, end)
        return found


def _goes_on(text: str, end: int) -> bool:
    return end < len(text) and bool(_NAME_CHARACTER.match(text[end]))


@dataclass(frozen=True)
class Reference:
    """A command named in a sentence: where its `/` is, where its path ends, the path in
    English and in the language."""

    start: int
    end: int
    english: tuple[str, ...]
    named: tuple[Named, ...]


class CommandNames:
    """One language's names of the command tree (English: the tree's own)."""

    def __init__(self, root: Named) -> None:
        self.root = root
        # One English option name is one name in each language (its msgctxt: command_words).
        self.options: dict[str, str] = {}
        stack = list(root.children)
        while stack:
            part = stack.pop()
            self.options.update(part.options)
            stack += part.children

    @classmethod
    def of(cls, tree: app_commands.CommandTree[Any], language: Language) -> CommandNames:
        """The names of `tree`'s slash commands in `language`, from the commands catalogue."""
        words = catalogue(language, Domain.COMMANDS)

        def named(part: app_commands.Command[Any, ..., Any] | app_commands.Group) -> Named:
            said = Named(part.name, words.pgettext(COMMAND_NAME, part.name))
            if isinstance(part, app_commands.Group):
                said.children = [named(child) for child in part.commands]
            else:
                said.options = {
                    p.name: words.pgettext(OPTION_NAME, p.name) for p in part.parameters
                }
            return said

        slash = [c for c in tree.get_commands() if not isinstance(c, app_commands.ContextMenu)]
        return cls(Named("", "", [named(command) for command in slash]))

    def references(self, text: str) -> Iterator[Reference]:
        """Every command `text` names, in English or in this language's names."""
        for slash in _STARTS.finditer(text):
            at, path = slash.end(), []
            part = self.root
            while found := part.said(text, at):
                part, at = found
                path.append(part)
                if not text.startswith(" ", at) or part.said(text, at + 1) is None:
                    break
                at += 1
            if path:
                english = tuple(p.english for p in path)
                yield Reference(slash.start(), at, english, tuple(path))

    def rewritten(self, text: str, english: str = "") -> str:
        """`text`, the translation of `english`, with every command and the options named
        with it in this language's names; and each option `english` names alone in backticks
        (`winner`, `draw:true`): a word in quotes ("source") is a report's field, not an
        option, and stays."""
        out, done = [], 0
        for reference in self.references(text):
            out.append(text[done : reference.start])
            out.append("/" + " ".join(p.name for p in reference.named))
            done = self._options_after(text, reference, out)
        out.append(text[done:])
        alone = {match.group(1) for match in _ALONE.finditer(english)}

        def option(match: re.Match[str]) -> str:
            name = self.options.get(match.group(1)) if match.group(1) in alone else None
            return match.group(0) if name is None else f"`{name}{match.group(2) or ''}`"

        return _ALONE.sub(option, "".join(out))

    def strangers(self, text: str, others: Iterable[CommandNames]) -> list[str]:
        """The commands `text` names in another language's words that are not this one's
        (`/match start` is this language's as long as `rewritten` leaves it as it is)."""
        mine = {reference.start: reference.end for reference in self.references(text)}
        return [
            text[theirs.start : theirs.end]
            for other in others
            for theirs in other.references(text)
            if mine.get(theirs.start, theirs.start) < theirs.end
        ]

    def _options_after(self, text: str, reference: Reference, out: list[str]) -> int:
        """Write the options given right after `reference` (to the closing backtick, if it is
        in backticks; else its `name:value` words) in this language; where they end."""
        leaf = reference.named[-1]
        names = {**leaf.options, **{mine: mine for mine in leaf.options.values()}}
        quoted = reference.start > 0 and text[reference.start - 1] == "`"
        if quoted and (close := text.find("`", reference.end)) != -1:
            end = close
        else:
            end = reference.end
            while match := re.match(r" ([^\s:`]+):\S*", text[end:]):
                if match.group(1) not in names:
                    break
                end += match.end()

        def option(match: re.Match[str]) -> str:
            key = match.group(1)
            return f" {names.get(key, key)}:"

        out.append(re.sub(r" ([^\s:`]+):", option, text[reference.end : end]))
        return end
