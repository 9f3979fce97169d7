"""The catalogues' tooling: extract each domain's template from the code, update each
language's `.po` from it, name the commands in each translation as its language does
(docs/translating.md). `python -m bot.faces.catalogue extract|update|commands`.

Babel does the work (its extractor, `.po` reader and writer); this module holds, once, which
folders each domain's sentences come from and how they are found, for the commands and for
the test that each committed template is what the code says (tests/test_catalogue.py).
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from bot.core.rules.games import GAMES
from bot.core.rulings.cards import all_cards
from bot.faces.discord.client import offline_tree
from bot.faces.discord.command_names import CommandNames
from bot.faces.discord.command_words import sentences
from bot.faces.i18n import LOCALES, TRANSLATED, Domain, Language, catalogue_path, template_path

ROOT = LOCALES.parents[2]
# The calls that build a catalogue message: Message("..."), Message.plural("...", "...", n),
# and N_("...") for a msgid kept in a constant (bot/core/messages.py).
KEYWORDS: dict[str, tuple[int | tuple[int, str], ...] | None] = {
    "Message": None,
    "plural": (1, 2),
    "within": ((1, "c"), 2),  # Message.within(context, msgid): gettext's msgctxt
    "N_": None,
}
# The web pages' templates: jinja2's i18n extension's calls, `_("...")`, `gettext("...")` and
# `ngettext("...", "...", n)` (bot/faces/web/server.py installs them).
TEMPLATE_KEYWORDS: dict[str, tuple[int | tuple[int, str], ...] | None] = {
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
}
# The date a new catalogue is headed with (a fixed one: a date that changed with each update
# would be a change to merge in every branch).
STARTED = datetime(2026, 11, 29, tzinfo=UTC)
PYTHON = [("**.py", "python")]
JINJA = "jinja2.ext:babel_extract"
TEMPLATES = [("**.html", JINJA)]
# The templates' extractor reads them as the pages' environment does.
JINJA_OPTIONS = {"**.html": {"trim_blocks": "true", "lstrip_blocks": "true"}}
# The Discord face's modules for leagues, events, judges, playoffs and ratings (the rest of
# the face is about matches).
LEAGUE_FACE = ("league_*", "event_*", "floor_*", "judge_*", "playoff_*", "rating_*", "notices")
LEAGUE_FILES = [(f"{name}.py", "python") for name in LEAGUE_FACE]
MATCH_FILES = [(f"{name}.py", "ignore") for name in LEAGUE_FACE] + PYTHON

# Where each domain's sentences are written: folders of the repository, read with Babel's
# extractors (a method map per folder). A domain whose sentences are not in the code's text
# (the command tree's, which discord.py builds) has an extractor of its own in EXTRACTORS.
SOURCES: dict[Domain, tuple[tuple[str, list[tuple[str, str]]], ...]] = {
    Domain.MESSAGES: (
        ("bot/core", [("rules/**", "ignore"), ("rulings/**", "ignore"), *PYTHON]),
        ("bot/app", PYTHON),
        ("bot/store", PYTHON),
    ),
    Domain.RULES: (("bot/core/rules", PYTHON),),
    Domain.RULINGS: (("bot/core/rulings", PYTHON),),
    Domain.CARDS: (),
    Domain.DISCORD: (("bot/faces/discord", MATCH_FILES),),
    Domain.LEAGUES: (("bot/faces/discord", [*LEAGUE_FILES, ("**.py", "ignore")]),),
    Domain.COMMANDS: (),
    Domain.PAGES: (("bot/faces/web", PYTHON), ("bot/faces/web/templates", TEMPLATES)),
    Domain.CONSOLE: (("bot/faces/cli", PYTHON),),
}
# msgid, or (singular, plural), of each sentence a domain's own extractor finds.
Found = str | tuple[str, str]


async def _command_tree_sentences() -> list[tuple[str, str | None]]:
    """What the command tree's translator is asked: the tree built as the bot builds it, walked
    by discord.py as when it registers the commands (bot.faces.discord.command_words)."""
    return await sentences(await offline_tree())


def _card_wordings() -> list[tuple[Found, str | None]]:
    """Each known card's wording (its card data's "as", bot/core/rulings/card_data), as the
    answers say it (`Card.said`), and each condition of its effects (`Condition.said`: a
    "depends" answer asks whether it held), in every game's cards."""
    cards = [card for game in GAMES for card in all_cards(game)]
    conditions = [
        condition.said.msgid
        for card in cards
        for effect in card.effects
        if (condition := getattr(effect, "condition", None)) is not None
    ]
    return [(card.said.msgid, None) for card in cards] + [(said, None) for said in conditions]


EXTRACTORS: dict[Domain, Callable[[], Iterable[tuple[Found, str | None]]]] = {
    Domain.COMMANDS: lambda: asyncio.run(_command_tree_sentences()),
    Domain.CARDS: _card_wordings,
}


def found_in(domain: Domain) -> list[tuple[Found, str | None]]:
    """Every sentence of `domain` the code says, with its context (msgctxt) if it has one,
    in the order found (a command's or option's name has its kind: command_words)."""
    said_in: list[tuple[Found, str | None]] = []
    for folder, method_map in SOURCES[domain]:
        templates = any(method == JINJA for _, method in method_map)
        for _file, _line, message, _comments, context in extract_from_dir(
            ROOT / folder,
            method_map,
            options_map=JINJA_OPTIONS if templates else None,
            keywords=TEMPLATE_KEYWORDS if templates else KEYWORDS,
        ):
            said: Found = message if isinstance(message, str) else (message[0], message[1])
            said_in.append((said, context))
    if domain in EXTRACTORS:
        said_in.extend(EXTRACTORS[domain]())
    return said_in


def template_of(domain: Domain) -> Catalog:
    catalog = Catalog(project="Arbiter", domain=domain.value)
    for sentence, context in found_in(domain):
        catalog.add(sentence, context=context)
    return catalog


def write(catalog: Catalog, path: Path, *, header: bool = True) -> None:
    """`catalog` to `path`, sorted, without locations (a change of line is no change); a
    language's `.po` keeps its header (its plural forms), a template has none."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        write_po(
            out,
            catalog,
            width=100,
            no_location=True,
            omit_header=not header,
            sort_output=True,
            ignore_obsolete=True,
        )


def read(path: Path, language: Language | None = None) -> Catalog:
    with path.open("rb") as po:
        return read_po(po, locale=language.value if language else None)


def extract(domain: Domain, output: Path | None = None) -> None:
    """Write the template of every sentence of `domain` in the code to `output`."""
    write(template_of(domain), output or template_path(domain), header=False)


def update(domain: Domain) -> None:
    """Bring each language's `.po` of `domain` up to its template: new sentences empty, gone
    ones dropped, kept ones as translated."""
    template = read(template_path(domain))
    for language in TRANSLATED:
        path = catalogue_path(language, domain)
        catalog = read(path, language) if path.exists() else _new(language, domain)
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        write(catalog, path)


def _new(language: Language, domain: Domain) -> Catalog:
    """An empty catalogue of `domain` in `language`, headed like the others."""
    return Catalog(
        locale=language.value,
        domain=domain.value,
        project="Arbiter",
        version="0.1",
        creation_date=STARTED,
        revision_date=STARTED,
        msgid_bugs_address="https://github.com/ (issue 34)",
        last_translator="Arbiter translators",
        fuzzy=False,
        language_team=f"{language.value} (Arbiter)",
        header_comment=(
            f"# {language.value} catalogue of Arbiter (docs/translating.md).\n"
            f"# Glossary: bot/faces/locales/{language.value}/glossary.md"
        ),
    )


def command_names() -> dict[Language, CommandNames]:
    """Each language's names of the bot's commands, English's too
    (bot.faces.discord.command_names)."""
    tree = asyncio.run(offline_tree())
    return {language: CommandNames.of(tree, language) for language in Language}


def name_commands(domain: Domain, names: dict[Language, CommandNames]) -> None:
    """Rewrite each translation of `domain` that names a command in English into its
    language's names of the commands and their options (its values as they are)."""
    for language in TRANSLATED:
        path = catalogue_path(language, domain)
        catalog = read(path, language)
        changed = False
        for message in catalog:
            if not message.id:
                continue
            string, said = message.string, names[language].rewritten
            english = str(message.id[-1] if isinstance(message.id, tuple) else message.id)
            forms = tuple(string) if isinstance(string, (tuple, list)) else (str(string or ""),)
            fixed = tuple(said(form, english) for form in forms)
            if fixed != forms:
                message.string = fixed if isinstance(string, (tuple, list)) else fixed[0]
                changed = True
        if changed:
            write(catalog, path)


def main(argv: list[str]) -> int:
    steps = {"extract": extract, "update": update, "commands": None}
    if len(argv) != 1 or argv[0] not in steps:
        print("usage: python -m bot.faces.catalogue extract|update|commands", file=sys.stderr)
        return 2
    names = command_names() if argv[0] == "commands" else {}
    for domain in Domain:
        step = steps[argv[0]]
        if step is None:
            name_commands(domain, names)
        else:
            step(domain)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
