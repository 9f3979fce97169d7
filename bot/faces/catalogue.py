"""The catalogue's tooling: extract the template from the code, update each language's `.po`
from it, check them (docs/translating.md). `python -m bot.faces.catalogue extract|update`.

Only `pybabel` is used; this module holds its arguments once, for the commands and the test
that the committed template is what the code says (tests/test_catalogue.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface

from bot.faces.i18n import DOMAIN, LOCALES, TRANSLATED, catalogue_path

ROOT = LOCALES.parents[2]
TEMPLATE = LOCALES / f"{DOMAIN}.pot"
# The calls that build a catalogue message: Message("..."), Message.plural("...", "...", n),
# and N_("...") for a msgid kept in a constant (bot/core/messages.py).
KEYWORDS = ("Message", "plural:1,2", "N_")


def extract(output: Path = TEMPLATE) -> None:
    """Write the template of every msgid in the code to `output`."""
    keywords = [arg for keyword in KEYWORDS for arg in ("-k", keyword)]
    _pybabel(
        "extract",
        "-F",
        str(ROOT / "babel.cfg"),
        *keywords,
        "--no-location",
        "--sort-output",
        "--project=Arbiter",
        "--omit-header",
        "--width=100",
        "-o",
        str(output),
        str(ROOT),
    )


def update() -> None:
    """Bring each language's `.po` up to the template (new msgids empty, old ones obsolete)."""
    for language in TRANSLATED:
        path = catalogue_path(language)
        _pybabel(
            "update",
            "--no-fuzzy-matching",
            "--width=100",
            "-i",
            str(TEMPLATE),
            "-o",
            str(path),
            "-l",
            language.value,
            "-D",
            DOMAIN,
        )


def _pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])  # type: ignore[no-untyped-call]


def main(argv: list[str]) -> int:
    steps = {"extract": extract, "update": update}
    if len(argv) != 1 or argv[0] not in steps:
        print("usage: python -m bot.faces.catalogue extract|update", file=sys.stderr)
        return 2
    steps[argv[0]]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
