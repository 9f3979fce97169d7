"""The layers depend one way (docs/architecture.md):

    bot/core   pure cores: rules, rulings, league, ratings, the match domain. No I/O.
    bot/store  the database, the request log, stores per aggregate, tables, migrations.
    bot/app    services that run every process, through ports the faces implement.
    bot/faces  Discord, the web pages, the command line: parse, call one service, render.
    bot/fakediscord  the one in-memory Discord (the console runs on it, tests build on it).

core <- store <- app <- faces. A face never imports the store."""

from __future__ import annotations

import ast
import functools
import re
import sys
from pathlib import Path

import pytest

BOT = Path(__file__).resolve().parent.parent / "bot"

# Whatever does I/O, keeps time or draws chance: the pure cores import none of it.
IMPURE = (
    "discord",
    "sqlalchemy",
    "sqlmodel",
    "aiosqlite",
    "asyncpg",
    "alembic",
    "aiohttp",
    "jinja2",
    "os",
    "io",
    "pathlib",
    "socket",
    "subprocess",
    "sqlite3",
    "random",
    "time",
    "bot.config",
)
STORE, APP, FACES, FAKE = "bot.store", "bot.app", "bot.faces", "bot.fakediscord"
# What each layer (a folder of bot/) must not import (module name prefixes).
FORBIDDEN = {
    "core": (*IMPURE, STORE, APP, FACES, FAKE),
    "store": ("discord", "aiohttp", "jinja2", APP, FACES, FAKE),
    "app": ("discord", "aiohttp", "jinja2", FACES, FAKE),
    "faces": (STORE, "sqlalchemy", "sqlmodel", "aiosqlite", "asyncpg"),
    # The console (bot/faces/cli) runs on it: it imports no face, and no layer but the faces
    # and the tests imports it.
    "fakediscord": (STORE, APP, FACES),
}


def _nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of the module at `path`, as `ast.walk` lists them: parsed once per version
    of the file for all the checks below (each walks every module of bot/)."""
    stat = path.stat()
    return _walked(path, stat.st_mtime_ns, stat.st_size)


@functools.cache
def _walked(path: Path, _mtime_ns: int, _size: int) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(ast.parse(path.read_text(encoding="utf-8"))))


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in _nodes(path):
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


def test_every_module_is_in_a_layer() -> None:
    """bot/ holds the five layers and nothing else but the package's entry and settings."""
    loose = sorted(
        path.name
        for path in BOT.iterdir()
        if path.name not in {*FORBIDDEN, "__init__.py", "__main__.py", "config.py", "__pycache__"}
    )
    assert loose == []


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_only_what_it_may(layer: str) -> None:
    assert _violations(layer) == []


def test_the_match_domain_imports_only_the_cores() -> None:
    found = [
        f"{path.relative_to(BOT)} imports {name}"
        for path in sorted((BOT / "core" / "match").rglob("*.py"))
        for name in _imports(path)
        if name.startswith("bot.") and not name.startswith("bot.core")
    ]
    assert found == []


# --- one in-memory Discord -------------------------------------------------------------------
# discord.py's REST goes through two seams; a Discord that answers it in memory replaces them.
# bot/fakediscord/memory.py is the one that does (the console, the test harness, benchmarks):
# a second module replacing them is a second in-memory Discord.
SEAMS = {"HTTPClient", "AsyncWebhookAdapter"}
ROOT = BOT.parent


def _replaces_a_seam(node: ast.AST) -> bool:
    """`(HTTPClient, "request", ...)` as a tuple or a call's first arguments: what
    `setattr`, `mock.patch.object` and a loop of replacements are given."""
    items = node.elts if isinstance(node, ast.Tuple) else getattr(node, "args", None)
    if not isinstance(node, ast.Tuple | ast.Call) or not items or len(items) < 2:
        return False
    owner, name = items[0], items[1]
    owner_name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", None)
    return owner_name in SEAMS and isinstance(name, ast.Constant) and name.value == "request"


def _seam_replacers(root: Path) -> list[str]:
    return sorted(
        str(path.relative_to(root))
        for folder in ("bot", "tests", "benchmarks")
        for path in (root / folder).rglob("*.py")
        if any(_replaces_a_seam(n) for n in _nodes(path))
    )


def test_one_module_answers_discord_py_in_memory() -> None:
    assert _seam_replacers(ROOT) == ["bot/fakediscord/memory.py"]


def test_the_check_sees_a_second_in_memory_discord(tmp_path: Path) -> None:
    # Guard against a check that cannot fail: the console's old way of replacing the seams.
    for folder in ("bot", "tests", "benchmarks"):
        (tmp_path / folder).mkdir()
    (tmp_path / "tests" / "copy.py").write_text(
        "from unittest import mock\nimport discord\n"
        "mock.patch.object(discord.http.HTTPClient, 'request', None)\n"
    )
    (tmp_path / "bot" / "other.py").write_text(
        "for owner, name, new in ((AsyncWebhookAdapter, 'request', f),):\n"
        "    setattr(owner, name, new)\n"
    )
    assert _seam_replacers(tmp_path) == ["bot/other.py", "tests/copy.py"]


DRIVERS = ("aiosqlite", "asyncpg", "sqlite3", "psycopg", "psycopg2")


def test_only_the_database_module_imports_a_driver() -> None:
    found = [
        f"{path.relative_to(BOT)} imports {name}"
        for path in sorted(BOT.rglob("*.py"))
        if path != BOT / "store" / "database.py" and "migrations" not in path.parts
        for name in _imports(path)
        if any(name == d or name.startswith(d + ".") for d in DRIVERS)
    ]
    assert found == []


def test_the_check_sees_a_forbidden_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Guard against a check that cannot fail: a rules module importing discord is caught.
    leaky = tmp_path / "bot" / "core" / "rules" / "leaky.py"
    leaky.parent.mkdir(parents=True)
    leaky.write_text("import discord\nfrom sqlalchemy import select\n")
    monkeypatch.setattr(sys.modules[__name__], "BOT", tmp_path / "bot")
    assert sorted(_violations("core")) == [
        "core/rules/leaky.py imports discord",
        "core/rules/leaky.py imports sqlalchemy",
    ]


def test_the_check_sees_a_face_reaching_the_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    leaky = tmp_path / "bot" / "faces" / "web" / "leaky.py"
    leaky.parent.mkdir(parents=True)
    leaky.write_text("from bot.store.database import Database\nfrom bot.app import links\n")
    monkeypatch.setattr(sys.modules[__name__], "BOT", tmp_path / "bot")
    assert _violations("faces") == ["faces/web/leaky.py imports bot.store.database"]


def test_the_check_sees_randomness_in_the_league_core(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Pairings must come from the seed alone: `random` (and the clock) are refused there too.
    leaky = tmp_path / "bot" / "core" / "league" / "leaky.py"
    leaky.parent.mkdir(parents=True)
    leaky.write_text("import random\nfrom time import monotonic\nimport bot.store.tables.matches\n")
    monkeypatch.setattr(sys.modules[__name__], "BOT", tmp_path / "bot")
    assert sorted(_violations("core")) == [
        "core/league/leaky.py imports bot.store.tables.matches",
        "core/league/leaky.py imports random",
        "core/league/leaky.py imports time",
    ]


# --- import cycles -----------------------------------------------------------------------------
# A module that imports, directly or through others, a module that imports it back cannot be
# read (or loaded) on its own. Settings must not import storage, and a table module must not
# import the module that registers it (issue 17 broke config <-> matches.database and
# matches.models <-> league_models). Imports inside functions count (a lazy import is still a
# cycle); imports under `if TYPE_CHECKING:` do not (they never run).
# (The league file's playoff section is read by bot.core.league.reading, above both the league file
# and the playoff, so the pure league core has no cycle either.)
KNOWN_CYCLES: list[set[str]] = []


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _runtime_imports(path: Path, package: str, modules: set[str]) -> set[str]:
    type_only = {
        id(inner)
        for node in _nodes(path)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for statement in node.body
        for inner in ast.walk(statement)
    }
    found: set[str] = set()
    for node in _nodes(path):
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
    (root / "store").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "store" / "__init__.py").write_text("")
    (root / "config.py").write_text("def url():\n    from bot.store.database import redact\n")
    (root / "store" / "database.py").write_text("from bot.config import url\n")
    (root / "store" / "models.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import database\n"
    )
    assert _import_cycles(root) == [{"bot.config", "bot.store.database"}]


# --- a game is one folder --------------------------------------------------------------------
# Everything about one game lives in its folder under bot/core/rules/games and is read off its
# `Game` through the registry. Outside that folder no code names a game: no comparison with a
# game's id or name ("terrus", "Grand Archive", "mtg"), no table keyed by one, no `System.X`,
# no import of one game's package. (Docstrings may name games: they are prose.)
GAMES_FOLDER = Path("core") / "rules" / "games"


def _game_names() -> frozenset[str]:
    from bot.core.rules.games import GAMES

    return frozenset(name for game in GAMES.values() for name in game.names_typed())


def _game_packages(root: Path) -> frozenset[str]:
    folder = root / GAMES_FOLDER
    return frozenset(p.parent.name for p in folder.glob("*/__init__.py"))


def _named_game(node: ast.AST, names: frozenset[str], packages: frozenset[str]) -> str | None:
    """What names one game in `node`, if anything does."""
    prefix = "bot.core.rules.games"
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        written = " ".join(node.value.lower().replace("_", " ").split())
        return repr(node.value) if written in names else None
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        is_member = node.value.id == "System" and node.attr.isupper()
        return f"System.{node.attr}" if is_member else None
    modules: list[str] = []
    if isinstance(node, ast.Import):
        modules = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom) and node.module:
        modules = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
    for module in modules:
        rest = module.removeprefix(prefix + ".")
        if module.startswith(prefix + ".") and rest.split(".")[0] in packages:
            return f"import {module}"
    return None


def _game_branches(root: Path) -> list[str]:
    """Every place outside the games' folders that names a game, as "file:line what"."""
    names, packages = _game_names(), _game_packages(root)
    found: list[tuple[str, int, str]] = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root)
        if relative.is_relative_to(GAMES_FOLDER) or "migrations" in relative.parts:
            continue
        prose = {id(node.value) for node in _nodes(path) if isinstance(node, ast.Expr)}
        for node in _nodes(path):
            what = None if id(node) in prose else _named_game(node, names, packages)
            if what is not None:
                found.append((str(relative), getattr(node, "lineno", 0), what))
    return [f"{file}:{line} {what}" for file, line, what in sorted(found)]


def test_no_code_outside_a_game_names_a_game() -> None:
    assert _game_branches(BOT) == []


def test_the_game_check_sees_a_branch_on_a_game(tmp_path: Path) -> None:
    # Guard against a check that cannot fail: each way of naming a game is caught outside the
    # games' folders, and the same code inside a game's folder is that game's own business.
    root = tmp_path / "bot"
    (root / "core" / "rules" / "games" / "terrus").mkdir(parents=True)
    (root / "core" / "rules" / "games" / "terrus" / "__init__.py").write_text("")
    (root / "faces").mkdir()
    leaky = (
        '"""A docstring may say Terrus and "magic"."""\n'
        "from bot.core.rules.games.terrus import GAME\n"
        "from bot.core.rules.games import GAMES, terrus\n"
        "def counter(system):\n"
        '    if system == "terrus":\n'
        '        return "vitae"\n'
        '    return {"Grand Archive": None, System.MAGIC: "life"}.get(system)\n'
        'TITLES = ("MTG", "grand_archive")\n'
    )
    (root / "faces" / "leaky.py").write_text(leaky)
    (root / "core" / "rules" / "games" / "terrus" / "rules.py").write_text(leaky)
    assert _game_branches(root) == [
        "faces/leaky.py:2 import bot.core.rules.games.terrus",
        "faces/leaky.py:3 import bot.core.rules.games.terrus",
        "faces/leaky.py:5 'terrus'",
        "faces/leaky.py:7 'Grand Archive'",
        "faces/leaky.py:7 System.MAGIC",
        "faces/leaky.py:8 'MTG'",
        "faces/leaky.py:8 'grand_archive'",
    ]


# --- a variant is its game's -----------------------------------------------------------------
# A game's variants (Magic's Commander, Two-Headed Giant, Emperor) are values in its folder
# (bot.core.rules.variants.VariantRules): the shared rules and the faces read what a variant
# says (a team that plays as one, a leader per team, the events it adds), never which one it
# is. Outside the games' folders no code names one: no `Variant.X`, no variant's id or name
# ("two-headed-giant", "Emperor"). A variant's id that is also a field of the event vocabulary
# ("commander": whose commander dealt the damage) is caught where it is compared with a variant.
# vocabulary.py defines the ids, as the replay format spells them (shared/spec/replay-format.md).
VARIANT_IDS = Path("core") / "rules" / "vocabulary.py"


def _spelled(text: str) -> str:
    return " ".join(text.lower().replace("_", " ").replace("-", " ").split())


def _variant_words() -> tuple[frozenset[str], frozenset[str]]:
    """Every variant's id and name as written, and those that are an event's field too."""
    from dataclasses import fields

    from bot.core.rules.games import GAMES
    from bot.core.rules.vocabulary import Event

    words = frozenset(
        _spelled(word)
        for game in GAMES.values()
        for variant in game.setup.variants.values()
        for word in (variant.id.value, variant.name)
    )
    return words, words & frozenset(_spelled(field.name) for field in fields(Event))


def _variant_names(root: Path) -> list[str]:
    """Every place outside the games' folders that names a variant, as "file:line what"."""
    words, also_fields = _variant_words()
    found: list[tuple[str, int, str]] = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root)
        if (
            relative.is_relative_to(GAMES_FOLDER)
            or relative == VARIANT_IDS
            or "migrations" in relative.parts
        ):
            continue
        prose = {id(node.value) for node in _nodes(path) if isinstance(node, ast.Expr)}
        compared = {
            id(operand)
            for node in _nodes(path)
            if isinstance(node, ast.Compare) and "variant" in ast.unparse(node).lower()
            for operand in (node.left, *node.comparators)
        } | {
            id(case.pattern.value)
            for node in _nodes(path)
            if isinstance(node, ast.Match) and "variant" in ast.unparse(node.subject).lower()
            for case in node.cases
            if isinstance(case.pattern, ast.MatchValue)
        }
        for node in _nodes(path):
            what = None
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                if node.value.id == "Variant" and node.attr.isupper():
                    what = f"Variant.{node.attr}"
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                word = _spelled(node.value)
                named = word in words and (word not in also_fields or id(node) in compared)
                what = repr(node.value) if named and id(node) not in prose else None
            if what is not None:
                found.append((str(relative), node.lineno, what))
    return [f"{file}:{line} {what}" for file, line, what in sorted(found)]


def test_no_code_outside_a_game_names_a_variant() -> None:
    assert _variant_names(BOT) == []


def test_the_variant_check_sees_a_branch_on_a_variant(tmp_path: Path) -> None:
    # Guard against a check that cannot fail: each way of naming a variant is caught outside
    # the games' folders; the same code in a game's folder is that game's own business, and an
    # event's "commander" field read (not compared) is no variant.
    root = tmp_path / "bot"
    (root / "core" / "rules" / "games" / "magic").mkdir(parents=True)
    (root / "faces").mkdir()
    leaky = (
        '"""A docstring may say Two-Headed Giant."""\n'
        "def shared(match, event):\n"
        "    if match.variant == Variant.TWO_HEADED_GIANT:\n"
        '        return event.get("commander")\n'
        '    if match.variant == "commander" or event.get("source") == "commander":\n'
        "        return None\n"
        "    match match.variant:\n"
        '        case "two_headed_giant":\n'
        "            pass\n"
        'CHOICES = [("Emperor", "emperor")]\n'
    )
    (root / "faces" / "leaky.py").write_text(leaky)
    (root / "core" / "rules" / "games" / "magic" / "variants.py").write_text(leaky)
    assert _variant_names(root) == [
        "faces/leaky.py:3 Variant.TWO_HEADED_GIANT",
        "faces/leaky.py:5 'commander'",
        "faces/leaky.py:8 'two_headed_giant'",
        "faces/leaky.py:10 'Emperor'",
        "faces/leaky.py:10 'emperor'",
    ]


# -- a match's rows are written by its store's claimed write ---------------------------------

MATCH_WRITERS = {Path("store/matches.py"), Path("store/match_writes.py")}
# The match's tables, as SQLModel classes and as the store's Core tables.
MATCH_TABLES = {
    "MatchRow",
    "Confirmation",
    "Game",
    "MatchPlayer",
    "ReportRow",
    "Batch",
    "MATCH",
    "GAME",
    "WAITING",
    "REPORT",
    "BATCH",
    "PLAYER",
}


RAW_MATCH_WRITE = re.compile(
    r"\b(UPDATE|DELETE\s+FROM)\s+(match|game|confirmation|report|batch|match_player)\b(?!_)",
    re.IGNORECASE,
)


def _match_row_writes(root: Path) -> list[str]:
    """Every UPDATE or DELETE of a match's rows outside the match store, as "file:line"."""
    found = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root)
        if relative in MATCH_WRITERS or "migrations" in relative.parts:
            continue
        for node in _nodes(path):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            called = node.func.id if isinstance(node.func, ast.Name) else None
            target = node.args[0]
            if (
                called in {"update", "delete"}
                and isinstance(target, ast.Name)
                and target.id in MATCH_TABLES
            ):
                found.append(f"{relative}:{node.lineno}")
            raw = target.value if isinstance(target, ast.Constant) else None
            if called == "text" and isinstance(raw, str) and RAW_MATCH_WRITE.search(raw):
                found.append(f"{relative}:{node.lineno}")
    return sorted(found)


def test_no_match_row_is_written_outside_the_match_store() -> None:
    """Every write of a match's rows is a decision the match store saves with its version
    claim (bot.store.matches.save): none written on the side, which the state a process
    keeps of the match would not know of."""
    assert _match_row_writes(BOT) == []


def test_the_match_write_check_sees_a_write_on_the_side(tmp_path: Path) -> None:
    root = tmp_path / "bot"
    (root / "app").mkdir(parents=True)
    (root / "app" / "leaky.py").write_text(
        "from sqlalchemy import text, update\n"
        "from bot.store.tables.matches import MatchRow\n"
        "a = update(MatchRow).values(scoreboard_message_id=1)\n"
        "b = text('UPDATE match SET version = 1')\n"
        "c = update(LeagueRow)\n"
    )
    (root / "store").mkdir()
    (root / "store" / "match_writes.py").write_text("x = update(MATCH)\n")
    assert _match_row_writes(root) == ["app/leaky.py:3", "app/leaky.py:4"]


# -- faces are given their services ------------------------------------------------------------

# The composition root: it builds the services and hands each face object what it needs.
COMPOSITION_ROOT = Path("faces/discord/client.py")
SERVICES = {
    "service",
    "services",
    "leagues",
    "playoffs",
    "ratings",
    "rating_actions",
    "web_actions",
    "league_actions",
    "playoff_actions",
    "table_opener",
    "actions",
    "scoreboards",
    "clock",
    "links",
}


def _service_locator_uses(root: Path) -> list[str]:
    """Every `bot.<service>` (or `client.<service>`) reached in a face outside the composition
    root, as "file:line name": a face given its services never reaches them through the bot."""
    found: list[tuple[str, int, str]] = []
    for path in sorted((root / "faces").rglob("*.py")):
        relative = path.relative_to(root)
        if relative == COMPOSITION_ROOT:
            continue
        for node in _nodes(path):
            if not isinstance(node, ast.Attribute) or node.attr not in SERVICES:
                continue
            owner = node.value
            name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", None)
            if name in {"bot", "client"}:
                found.append((str(relative), node.lineno, node.attr))
    return [f"{file}:{line} {name}" for file, line, name in sorted(found)]


def test_faces_are_given_their_services() -> None:
    assert _service_locator_uses(BOT) == []


def test_the_locator_check_sees_a_face_reaching_through_the_bot(tmp_path: Path) -> None:
    root = tmp_path / "bot"
    (root / "faces" / "discord").mkdir(parents=True)
    (root / "faces" / "discord" / "leaky.py").write_text(
        "async def f(self, interaction):\n"
        "    await self.bot.leagues.round_status(channel_id=1)\n"
        "    interaction.client.service.delivered('1', True)\n"
        "    self.leagues.round_status(channel_id=1)\n"
    )
    (root / "faces" / "discord" / "client.py").write_text("x = self.services.matches\n")
    assert _service_locator_uses(root) == [
        "faces/discord/leaky.py:2 leagues",
        "faces/discord/leaky.py:3 service",
    ]


def test_only_a_ruling_loads_the_quick_ruling_reader() -> None:
    """The reader compiles about a thousand patterns as it loads (a second of CPU): the
    Discord face, the console and the services start without it, and the first ruling loads
    it (`arbiter run` loads it before connecting)."""
    import subprocess

    script = (
        "import sys\n"
        "import bot.faces.discord.client, bot.faces.cli.console, bot.app.judges\n"
        "print('bot.core.rulings.ruling_on' in sys.modules)\n"
        "from bot.core.rulings import rule_on\n"
        "print(rule_on('magic: alice is at 0 life').status)\n"
        "print('bot.core.rulings.ruling_on' in sys.modules)\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert ran.stdout.split() == ["False", "over", "True"], ran.stdout + ran.stderr


# The quick-ruling reader's English words are the lexicon's (bot/core/rulings/lexicon/): a
# reader module builds its patterns from them (chat_words.WORDS, one_of) and writes no English
# word into a regular expression itself. The modules below still do, from before the lexicon;
# each is taken off the list as its words move (never added to it), and a new module is checked.
RULINGS = BOT / "core" / "rulings"
_WORDS_STILL_IN_PATTERNS = frozenset(
    """
    abilities_removed arrivals asker_thoughts bug_reports card_checks
    card_clauses card_loading card_marks
    cards_in_combat cast_draws champion_health chat_forms
    describing effects_unsaid event_sources
    game_declarations game_in_passing hypothetical_players
    kept_alive later_turns life_set
    moment_questions needs_met outcome_questions
    players_told prose_boards quoted_text removals
    response_loops sentence_steps spells_on_spells stated_totals suggest text_sentences
    timing_beliefs trigger_conditions trigger_reports turns_framed
    unknown_followed unnamed_held unsaid_hints words
    """.split()  # noqa: SIM905 (a list to shorten, module by module)
)
# Modules whose patterns take their words from the lexicon but for module-level strings they
# are built from (`_WHO = r"(?:i|he)"`, then `re.compile(rf"{_WHO} ...")`), which the check
# sees since session 29: shortened the same way, never added to.
_WORDS_STILL_IN_HELPERS = frozenset(
    """
    city_at_turn_start combat_stats echoed_acts flickers
    program_stuck ways_asked
    """.split()  # noqa: SIM905 (a list to shorten, module by module)
)
_RE_CALLS = frozenset(
    {"compile", "search", "match", "fullmatch", "sub", "subn", "split", "findall", "finditer"}
)
# What a pattern writes in letters that is no word: a character class, an escape (\b, \s), a
# group's name or a test of it ("(?(paren)"), a format field ({NAME}, a lexicon pattern put in).
_PATTERN_SYNTAX = re.compile(
    r"\[(?:\\.|[^\]\\])*\]|\\[A-Za-z]|\(\?P<\w+>|\(\?P=\w+\)|\\g<\w+>|\(\?<\w+>|\{\w*\}"
    r"|\(\?\(\w+\)"
)
_A_WORD = re.compile(r"[A-Za-z]{2,}")


def _pattern_text(node: ast.AST) -> str:
    """The letters a pattern argument writes itself (an f-string's fields as "{}")."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            _pattern_text(value) if isinstance(value, ast.Constant) else "{}"
            for value in node.values
        )
    if isinstance(node, ast.BinOp):
        return _pattern_text(node.left) + " " + _pattern_text(node.right)
    return ""


def _pattern_calls(path: Path) -> list[ast.Call]:
    """Each call of `re` that compiles or applies a pattern in the module at `path`."""
    return [
        node
        for node in _nodes(path)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "re"
        and node.func.attr in _RE_CALLS
        and node.args
    ]


def _words_of(text: str) -> list[str]:
    return _A_WORD.findall(_PATTERN_SYNTAX.sub(" ", text))


def _words_in_patterns(folder: Path) -> list[str]:
    """Each English word a module of `folder` writes into a regular expression, as
    "module:line word"."""
    found = []
    for path in sorted(folder.glob("*.py")):
        for node in _pattern_calls(path):
            words = _words_of(_pattern_text(node.args[0]))
            found += [f"{path.stem}:{node.lineno} {word}" for word in words]
    return found


def _words_in_helpers(folder: Path) -> list[str]:
    """Each English word a module of `folder` writes into a module-level string that a
    regular expression is built from (`_CARD = r"(?:a|the)\\s++..."`, then
    `re.compile(rf"{_CARD}...")`), through other such strings too, as "module:line word"."""
    found = []
    for path in sorted(folder.glob("*.py")):
        helpers: dict[str, tuple[int, str, set[str]]] = {}
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            value = node.value if isinstance(node, (ast.Assign, ast.AugAssign)) else None
            targets = node.targets if isinstance(node, ast.Assign) else []
            if isinstance(node, ast.AugAssign):
                targets = [node.target]
            if value is None or len(targets) != 1 or not isinstance(targets[0], ast.Name):
                continue
            text = _pattern_text(value)
            names = {sub.id for sub in ast.walk(value) if isinstance(sub, ast.Name)}
            line, before, known = helpers.get(targets[0].id, (node.lineno, "", set()))
            if text or before:
                helpers[targets[0].id] = (line, f"{before} {text}", known | names)
        used = {
            sub.id
            for call in _pattern_calls(path)
            for sub in ast.walk(call.args[0])
            if isinstance(sub, ast.Name)
        }
        waiting = list(used)
        while waiting:
            for name in helpers.get(waiting.pop(), (0, "", set()))[2] - used:
                used.add(name)
                waiting.append(name)
        for name in sorted(used & helpers.keys()):
            line, text, _ = helpers[name]
            found += [f"{path.stem}:{line} {word}" for word in _words_of(text)]
    return found


def test_reader_modules_take_their_words_from_the_lexicon() -> None:
    found = _words_in_patterns(RULINGS)
    in_helpers = _words_in_helpers(RULINGS)
    listed = _WORDS_STILL_IN_PATTERNS | _WORDS_STILL_IN_HELPERS
    assert [place for place in found if place.split(":")[0] not in _WORDS_STILL_IN_PATTERNS] == []
    assert [place for place in in_helpers if place.split(":")[0] not in listed] == []
    cleaned = _WORDS_STILL_IN_PATTERNS - {place.split(":")[0] for place in found + in_helpers}
    cleaned |= _WORDS_STILL_IN_HELPERS - {place.split(":")[0] for place in in_helpers}
    assert cleaned == set(), f"take these off the list: their words are the lexicon's: {cleaned}"


def test_the_lexicon_check_sees_a_word_in_a_pattern(tmp_path: Path) -> None:
    (tmp_path / "leaky.py").write_text(
        "import re\n"
        "from bot.core.rulings.chat_words import WORDS, one_of\n"
        'A = re.compile(rf"(?P<s>{NAME})\\s++[a-z]+\\b{one_of(WORDS.x)}", re.I)\n'
        'B = re.compile(r"\\bfrom\\b")\n'
        'C = re.search(rf"(?:{X}|the)\\s", text)\n'
        'H = r"(?:a|an|the)\\s++"\n'
        'H += "(?(x)y|z)"\n'
        'J = rf"{H}(?:{one_of(WORDS.x)})"\n'
        'D = re.compile(rf"{J}\\d++", re.I)\n'
        'NOT_USED = "the"\n'
    )
    assert _words_in_patterns(tmp_path) == ["leaky:4 from", "leaky:5 the"]
    assert _words_in_helpers(tmp_path) == ["leaky:6 an", "leaky:6 the"]
