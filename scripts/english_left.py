"""Count the English sentences left in Arbiter's code that are not catalogue messages (issue 34).

    .venv/bin/python scripts/english_left.py            # the counts, by kind and folder
    .venv/bin/python scripts/english_left.py --list     # and each literal that may reach users

A sentence-like literal is a string (or f-string) in `bot/` with at least two words of letters.
Each is sorted into one kind:

- `catalogue`: an argument of `Message(...)`, `Message.plural`, `Message.within` or `N_(...)`:
  worded in the reader's language;
- `docstring`, `log` (an argument of a logger's or `logging`'s call, a `warnings.warn`),
  `developer` (an `assert`'s message, an exception that is a programming error:
  `AssertionError`, `TypeError`, `RuntimeError`, `NotImplementedError`, `KeyError`,
  `ValueError` raised with a literal, `SystemExit` usage texts), `format` (the replay, league
  and ratings files' own words: keys and values that are English by the specs), `argparse`
  (the command line's help, which the console catalogue words through `_`), `test game`: no
  user reads them in another language;
- `vocabulary` (the rulings reader's words, and a word a user types: `KNOWN`) and `format`
  values the faces word themselves (`KNOWN`);
- `rule text` (the games' citable rules in Arbiter's words, `/rule`: English for now), `fake
  discord` (the in-memory Discord's errors, Discord's own English), `migration` and `sql`
  (stored data's words and SQL);
- `left`: everything else, which may reach a user in English.

`left` is an upper bound: it also holds names that are not words (regular expressions, SQL,
HTML attributes, Discord's own ids and the rules readers' vocabulary), listed with `--list`.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORDS = re.compile(r"[A-Za-z]{2,}[,.:;!?']? +[A-Za-z]{2,}")
CATALOGUE_CALLS = {"Message", "plural", "within", "N_", "_", "gettext", "ngettext", "verbatim_text"}
LOG_CALLS = {"debug", "info", "warning", "error", "exception", "critical", "warn", "log"}
DEVELOPER_ERRORS = {
    "AssertionError",
    "TypeError",
    "RuntimeError",
    "NotImplementedError",
    "KeyError",
    "ValueError",
    "LookupError",
    "AttributeError",
}
ARGPARSE_CALLS = {"add_argument", "add_parser", "ArgumentParser", "add_subparsers"}
# discord.py's command tree: descriptions, option descriptions and choices, which Discord shows
# in each user's language through the tree's translator (the `commands` catalogue).
TREE_CALLS = {"command", "describe", "Choice", "Group", "context_menu", "choices", "rename"}
# Folders whose words are not shown to players as sentences of Arbiter's: the rulings reader's
# vocabulary (the situation language stays English, docs/translating.md).
VOCABULARY = tuple(
    f"bot/core/rulings/{name}.py"
    for name in (
        "words",
        "phrases",
        "known_phrases",
        "phrase_values",
        "phrase_events",
        "library_draws",
        "outcome_effects",
        "spells_at_players",
        "card_clauses",
        "event_sources",
        "tenses",
    )
)

# Single literals that are not sentences a reader sees, by file and text: the words a user
# types (vocabulary) and values of a format that the faces word themselves.
KNOWN = {
    # /leaderboard's season as typed ("all-time" in every language's description)
    ("bot/app/ratings/service.py", "all time"): "vocabulary",
    # a table's status in the pages' JSON; the templates say it in the page's language
    ("bot/app/pages.py", "not started"): "format",
    # the key of the draw between players who share a rank (league-format.md), never shown
    ("bot/core/league/playoff.py", "playoff seeds"): "format",
}


Scope = ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef


@dataclass(frozen=True)
class Literal:
    path: str
    line: int
    kind: str
    text: str


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _text(node: ast.AST) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            part.value if isinstance(part, ast.Constant) else "{…}" for part in node.values
        )
    return ""


class _Sorter(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path = path
        self.kinds: list[str] = []  # the enclosing contexts, innermost last
        self.found: list[Literal] = []
        self.docstrings: set[int] = set()

    def _with(self, kind: str, node: ast.AST) -> None:
        self.kinds.append(kind)
        self.generic_visit(node)
        self.kinds.pop()

    def visit_Module(self, node: ast.Module) -> None:
        self._docstring(node)
        self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._docstring(node)
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._docstring(node)
        self.generic_visit(node)

    def _docstring(self, node: Scope) -> None:
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            self.docstrings.add(id(body[0].value))

    def visit_Assert(self, node: ast.Assert) -> None:
        self.visit(node.test)
        if node.msg is not None:
            self.kinds.append("developer")
            self.visit(node.msg)
            self.kinds.pop()

    def visit_Raise(self, node: ast.Raise) -> None:
        exc = node.exc
        if isinstance(exc, ast.Call) and _call_name(exc) in DEVELOPER_ERRORS:
            self._with("developer", node)
        else:
            self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = _call_name(node)
        if name in CATALOGUE_CALLS:
            self._with("catalogue", node)
        elif name in LOG_CALLS and isinstance(node.func, ast.Attribute):
            self._with("log", node)
        elif name in ARGPARSE_CALLS:
            self._with("argparse", node)
        elif name in TREE_CALLS:
            self._with("command tree", node)
        else:
            self.generic_visit(node)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        self._found(node)  # its parts are one literal

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str):
            self._found(node)

    def _found(self, node: ast.Constant | ast.JoinedStr) -> None:
        text = _text(node)
        if not WORDS.search(text):
            return
        if id(node) in self.docstrings:
            kind = "docstring"
        elif self.kinds:
            kind = self.kinds[-1]
        else:
            kind = "left"
        self.found.append(Literal(self.path, node.lineno, kind, text))


SQL = re.compile(
    r"^\s*(SELECT|UPDATE|INSERT|DELETE|PRAGMA|SET NULL|BEGIN|CREATE|ALTER)\b"
    r"|IS NULL$|^read committed$"
)


def _kind_of_file(path: str) -> str | None:
    """A kind for every literal of the file (before `left`)."""
    if path in VOCABULARY:
        return "vocabulary"
    if path.startswith("bot/fakediscord/"):
        return "fake discord"  # the in-memory Discord's own (Discord's English) errors
    if path.startswith("bot/store/migrations/"):
        return "migration"  # stored data's own words and SQL, as they were then
    if re.fullmatch(r"bot/core/rules/games/[a-z_]+/catalogue\.py", path):
        return "rule text"  # the games' citable rules in Arbiter's words (/rule): English
    return None


def literals(root: Path = ROOT) -> list[Literal]:
    found: list[Literal] = []
    for file in sorted((root / "bot").rglob("*.py")):
        path = file.relative_to(root).as_posix()
        sorter = _Sorter(path)
        sorter.visit(ast.parse(file.read_text(encoding="utf-8")))
        kind = _kind_of_file(path)
        for literal in sorter.found:
            known = KNOWN.get((literal.path, literal.text))
            if literal.kind == "left" and known is not None:
                literal = Literal(literal.path, literal.line, known, literal.text)
            elif literal.kind == "left" and SQL.search(literal.text):
                literal = Literal(literal.path, literal.line, "sql", literal.text)
            elif kind is not None and literal.kind == "left":
                literal = Literal(literal.path, literal.line, kind, literal.text)
            found.append(literal)
    return found


def folder(path: str) -> str:
    parts = path.split("/")
    return "/".join(parts[:3]) if len(parts) > 3 else "/".join(parts[:2])


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="list each literal left")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to count")
    args = parser.parse_args(argv)
    found = literals(args.root)
    kinds = Counter(f.kind for f in found)
    print(f"sentence-like literals in bot/: {len(found)}")
    for kind, count in kinds.most_common():
        print(f"  {kind:<11} {count}")
    left = [f for f in found if f.kind == "left"]
    print("left, by folder:")
    for where, count in Counter(folder(f.path) for f in left).most_common():
        print(f"  {where:<28} {count}")
    if args.list:
        for f in left:
            print(f"{f.path}:{f.line}: {f.text[:100]!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
