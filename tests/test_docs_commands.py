"""Every slash command the README and the docs name, in backticks, is one the bot registers:
a group's word after it is one of its subcommands (docs/translating.md named a `/match import`
that never existed)."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po
from discord import app_commands

from bot.core.languages import TRANSLATED
from bot.faces.discord.client import offline_tree
from bot.faces.i18n import Domain, catalogue_path

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# A command as the docs write it: `/league round start ...` (its words up to an option's value).
NAMED = re.compile(r"`/([a-z][a-z0-9_-]*(?: [a-z][a-z0-9_-]*)*)")

Node = app_commands.Command | app_commands.Group | app_commands.ContextMenu


def translated_names() -> frozenset[str]:
    """Every command's and group's name in each language Arbiter speaks (the docs show how a
    player of a language types them: `/match starten gegner:`)."""
    names = set()
    for language in TRANSLATED:
        with catalogue_path(language, Domain.COMMANDS).open("rb") as po:
            names |= {
                str(entry.string)
                for entry in read_po(po, locale=language.value)
                if entry.context == "command name"
            }
    return frozenset(names)


def unknown_commands(
    text: str, top: dict[str, Node], translated: frozenset[str] = frozenset()
) -> set[str]:
    """The command paths `text` names that the tree has not: a group followed by a word that
    is none of its subcommands (nor a subcommand's name in another language, `translated`). A
    first word that names no command (a web page's path, a command in another language's
    words) is not a command here."""
    unknown = set()
    for found in NAMED.finditer(text):
        words = found[1].split()
        node = top.get(words[0])
        for word in words[1:]:
            if not isinstance(node, app_commands.Group):
                break  # a command: the rest are its options
            child = node.get_command(word)
            if child is None:
                if word not in translated:
                    unknown.add("/" + found[1])
                break
            node = child
    return unknown


async def test_the_docs_name_only_commands_the_bot_registers() -> None:
    tree = await offline_tree()
    top: dict[str, Node] = {command.name: command for command in tree.get_commands()}
    assert "match" in top and "league" in top
    names = translated_names()
    named = {
        document.relative_to(ROOT).as_posix(): unknown_commands(document.read_text(), top, names)
        for document in DOCUMENTS
    }
    assert {where: paths for where, paths in named.items() if paths} == {}


def test_a_group_followed_by_no_subcommand_of_it_is_found() -> None:
    """The check itself: `/match import` is found; `/match start opponent:@bob`, a web page's
    path and a command in another language's words are not."""
    start = app_commands.Command(name="start", description="d", callback=_nothing)
    match = app_commands.Group(name="match", description="d")
    match.add_command(start)
    top: dict[str, Node] = {"match": match}
    text = (
        "`/match import` `/match start opponent:@bob` `/match` `/l/TOKEN` `/enfrentamiento x` "
        "`/match starten gegner:@bob`"
    )
    assert unknown_commands(text, top, frozenset({"starten"})) == {"/match import"}


async def _nothing(interaction: object) -> None:
    return None
