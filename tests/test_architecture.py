"""The layers depend one way: bot/rules, bot/league and bot/rulings (pure) <- bot/matches <-
bot/discord_face and bot/cli."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

BOT = Path(__file__).resolve().parent.parent / "bot"

# What each layer must not import (module name prefixes).
PURE = (
    "discord",
    "sqlalchemy",
    "sqlmodel",
    "aiosqlite",
    "asyncpg",
    "alembic",
    "aiohttp",
    "os",
    "io",
    "pathlib",
    "socket",
    "subprocess",
    "sqlite3",
    "random",
    "time",
    "bot.matches",
    "bot.discord_face",
    "bot.cli",
    "bot.config",
)
FORBIDDEN = {
    "rules": PURE,
    "league": PURE,  # seeded chance comes from hashlib (bot/league/chance.py), not `random`
    "rulings": PURE,  # quick rulings: text in, answer out, beside the rules core
    "ratings": PURE,
    "matches": ("discord", "aiohttp", "bot.discord_face", "bot.cli"),
    # The match domain is pure too; within bot.matches it imports only itself.
    "matches/domain": tuple(p for p in PURE if p != "bot.matches"),
    "discord_face": ("bot.cli",),
    "web": ("discord", "bot.discord_face", "bot.cli"),  # a face of its own, beside Discord's
}


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def _violations(layer: str) -> list[str]:
    found = []
    for path in sorted((BOT / layer).rglob("*.py")):
        if "migrations" in path.parts:  # Alembic's own scripts may use the environment
            continue
        for name in _imports(path):
            if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN[layer]):
                found.append(f"{path.relative_to(BOT)} imports {name}")
    return found


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_only_what_it_may(layer: str) -> None:
    assert _violations(layer) == []


def test_the_match_domain_imports_nothing_else_of_bot_matches() -> None:
    found = [
        f"{path.relative_to(BOT)} imports {name}"
        for path in sorted((BOT / "matches" / "domain").rglob("*.py"))
        for name in _imports(path)
        if name.startswith("bot.matches") and not name.startswith("bot.matches.domain")
    ]
    assert found == []


DRIVERS = ("aiosqlite", "asyncpg", "sqlite3", "psycopg", "psycopg2")


def test_only_the_database_module_imports_a_driver() -> None:
    found = [
        f"{path.relative_to(BOT)} imports {name}"
        for path in sorted(BOT.rglob("*.py"))
        if path != BOT / "matches" / "database.py" and "migrations" not in path.parts
        for name in _imports(path)
        if any(name == d or name.startswith(d + ".") for d in DRIVERS)
    ]
    assert found == []


def test_the_check_sees_a_forbidden_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Guard against a check that cannot fail: a rules module importing discord is caught.
    leaky = tmp_path / "bot" / "rules" / "leaky.py"
    leaky.parent.mkdir(parents=True)
    leaky.write_text("import discord\nfrom sqlalchemy import select\n")
    monkeypatch.setattr(sys.modules[__name__], "BOT", tmp_path / "bot")
    assert sorted(_violations("rules")) == [
        "rules/leaky.py imports discord",
        "rules/leaky.py imports sqlalchemy",
    ]


def test_the_check_sees_randomness_in_the_league_core(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Pairings must come from the seed alone: `random` (and the clock) are refused there too.
    leaky = tmp_path / "bot" / "league" / "leaky.py"
    leaky.parent.mkdir(parents=True)
    leaky.write_text("import random\nfrom time import monotonic\nimport bot.matches.models\n")
    monkeypatch.setattr(sys.modules[__name__], "BOT", tmp_path / "bot")
    assert sorted(_violations("league")) == [
        "league/leaky.py imports bot.matches.models",
        "league/leaky.py imports random",
        "league/leaky.py imports time",
    ]


# --- import cycles -----------------------------------------------------------------------------
# A module that imports, directly or through others, a module that imports it back cannot be
# read (or loaded) on its own. Settings must not import storage, and a table module must not
# import the module that registers it (issue 17 broke config <-> matches.database and
# matches.models <-> league_models). Imports inside functions count (a lazy import is still a
# cycle); imports under `if TYPE_CHECKING:` do not (they never run).
# (The league file's playoff section is read by bot.league.reading, above both the league file
# and the playoff, so the pure league core has no cycle either.)
KNOWN_CYCLES: list[set[str]] = []


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _runtime_imports(path: Path, package: str, modules: set[str]) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    type_only = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for statement in node.body
        for inner in ast.walk(statement)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.add(submodule if submodule in modules else base)
    return found & modules


def _import_cycles(root: Path) -> list[set[str]]:
    import networkx as nx

    paths = {
        _module_name(path, root): path
        for path in root.rglob("*.py")
        if "migrations" not in path.parts
    }
    graph: nx.DiGraph[str] = nx.DiGraph()
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for imported in _runtime_imports(path, package, set(paths)) - {name}:
            graph.add_edge(name, imported)
    components = (set(c) for c in nx.strongly_connected_components(graph))
    return sorted((c for c in components if len(c) > 1), key=sorted)


def test_no_module_imports_itself_back() -> None:
    assert _import_cycles(BOT) == KNOWN_CYCLES


def test_the_cycle_check_sees_a_lazy_import_back(tmp_path: Path) -> None:
    # Guard against a check that cannot fail: the shape of the old config <-> database cycle.
    root = tmp_path / "bot"
    (root / "matches").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "matches" / "__init__.py").write_text("")
    (root / "config.py").write_text("def url():\n    from bot.matches.database import redact\n")
    (root / "matches" / "database.py").write_text("from bot.config import url\n")
    (root / "matches" / "models.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import database\n"
    )
    assert _import_cycles(root) == [{"bot.config", "bot.matches.database"}]
