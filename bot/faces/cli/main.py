"""The `arbiter` command: run the bot, try it at a console, replay match logs, run leagues."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from typing import TYPE_CHECKING

from bot.core.messages import Message
from bot.faces.cli.language import Words, chosen_language
from bot.faces.i18n import Language

if TYPE_CHECKING:
    from bot.config import SettingProblem, Settings
    from bot.faces.web.server import WebStartNote

NO_TOKEN = Message(
    """\
Arbiter needs a Discord bot token to run.

1. Create an application at https://discord.com/developers/applications, open "Bot",
   and copy its token.
2. Put it in a file named .env next to where you run Arbiter:  DISCORD_TOKEN=...
   (or export DISCORD_TOKEN in your shell). Never commit it.
3. Invite the bot with the "bot" and "applications.commands" scopes (OAuth2 > URL Generator).

To try Arbiter without Discord, run:  bash scripts/run.sh console
(from Arbiter's folder; `arbiter console` works once .venv/bin is on your PATH, e.g. after
`source .venv/bin/activate`)
"""
)


def _language(argv: list[str]) -> Language:
    """The language asked with `--lang` (anywhere in the command), else the environment's."""
    first = argparse.ArgumentParser(add_help=False)
    first.add_argument("--lang")
    asked, _ = first.parse_known_args(argv)
    return chosen_language(asked.lang, os.environ)


def _parser(words: Words) -> argparse.ArgumentParser:
    from bot.core.rules.games import short_names

    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument(
        "--lang",
        default=argparse.SUPPRESS,
        help=words(Message("language: en, es, pt-BR, fr, de or ja (default: LANG or LANGUAGE)")),
    )
    parser = argparse.ArgumentParser(
        prog="arbiter",
        description=words(
            Message("Arbiter adjudicates Grand Archive, Magic and Terrus matches in Discord.")
        ),
        parents=[lang],
    )
    commands = parser.add_subparsers(dest="command", required=True)

    def command(name: str, about: Message) -> argparse.ArgumentParser:
        return commands.add_parser(name, help=words(about), parents=[lang])

    database_help = words(Message("database URL (default: DATABASE_URL or arbiter.db)"))
    command("run", Message("run the Discord bot (token from DISCORD_TOKEN or .env)"))
    console = command("console", Message("type Arbiter's slash commands at a terminal"))
    console.add_argument("--database", help=database_help)
    replay = command(
        "replay", Message("re-adjudicate match files in the replay format, one JSON line each")
    )
    replay.add_argument("files", nargs="+", metavar="FILE")
    ruling = command(
        "ruling", Message('a quick ruling: "what happens if ...?" in plain words (- reads stdin)')
    )
    ruling.add_argument("--game", choices=short_names())
    ruling.add_argument(
        "--json", action="store_true", help=words(Message("one JSON object on one line"))
    )
    ruling.add_argument("text", nargs="+", metavar="TEXT")
    web = command("web", Message("serve the web pages (league standings, overlays)"))
    web.add_argument(
        "--host", help=words(Message("address to listen on (default: WEB_HOST or 127.0.0.1)"))
    )
    web.add_argument("--port", type=int, help=words(Message("port (default: WEB_PORT or 8080)")))
    web.add_argument("--database", help=database_help)
    standings = command(
        "standings", Message("league files: the standings with tiebreakers, one JSON line each")
    )
    standings.add_argument("files", nargs="+", metavar="FILE")
    pair = command("pair", Message("league files: the next round's pairings"))
    pair.add_argument("files", nargs="+", metavar="FILE")
    pair.add_argument(
        "--seed",
        type=int,
        default=None,
        help=words(Message("seed of the random choices (the file's, else 0)")),
    )
    pair.add_argument(
        "--playoff",
        type=int,
        metavar="N",
        help=words(
            Message("the first round of a top-N playoff cut from the standings, with its seeds")
        ),
    )
    ratings = command(
        "ratings", Message("league or results files: the OpenSkill ladders, one JSON line each")
    )
    ratings.add_argument("files", nargs="+", metavar="FILE")
    return parser


def _without_voice_warnings(record: logging.LogRecord) -> bool:
    """Arbiter never joins voice: discord.py's notes about missing voice libraries are noise."""
    return "voice will NOT be supported" not in record.getMessage()


def _settings(words: Words, database: str | None = None) -> Settings | None:
    """The settings, or None once a mistake in them has been explained on stderr."""
    from pydantic import ValidationError

    from bot.config import load_settings, settings_problems, shards_problem

    try:
        settings = load_settings(database_url=database)
    except ValidationError as error:
        given = {"database_url": "--database"} if database is not None else None
        print(_settings_said(settings_problems(error, given), words), file=sys.stderr)
        return None
    except UnicodeDecodeError:
        print(
            words(
                Message(
                    ".env is not UTF-8 text (PowerShell's `echo ... > .env` writes UTF-16): "
                    "save it as UTF-8 in an editor, or write it with "
                    "`Set-Content -Encoding utf8`."
                )
            ),
            file=sys.stderr,
        )
        return None
    if problem := shards_problem(settings):
        print(_settings_said([problem], words), file=sys.stderr)
        return None
    return settings


FIX_SETTINGS = Message(
    "Fix it in the environment or in .env (.env.example describes every setting)."
)


def _settings_said(problems: list[SettingProblem], words: Words) -> str:
    """The settings' mistakes, one line each, then where to fix them."""
    lines = [words(_setting_said(problem)) for problem in problems]
    if any(problem.fix_in_environment for problem in problems):
        lines.append(words(FIX_SETTINGS))
    return "\n".join(lines)


def _setting_said(problem: SettingProblem) -> Message:
    from bot.config import Mistake

    setting, detail = problem.setting or "", problem.detail
    match problem.mistake:
        case Mistake.SHARD_COUNT_MISSING:
            return Message(
                "SHARD_IDS is set but SHARD_COUNT is not: set SHARD_COUNT to the number of "
                "shards of all processes, or leave both empty."
            )
        case Mistake.SHARD_OUTSIDE_COUNT:
            return Message(
                "SHARD_IDS is not valid: it names shard {shard}, but with SHARD_COUNT={count} "
                "the shards are 0 to {last}.",
                shard=detail,
                count=problem.count,
                last=problem.count - 1,
            )
    wrong = _mistake_said(problem)
    if problem.setting is None:
        return Message("Settings are not valid: {problem}.", problem=wrong)
    if problem.value is None:
        return Message("{setting} is not valid: {problem}.", setting=setting, problem=wrong)
    return Message(
        "{setting} is not valid: {problem} (it is {value}).",
        setting=setting,
        problem=wrong,
        value=problem.value,
    )


def _mistake_said(problem: SettingProblem) -> Message:
    from bot.config import Mistake

    detail = problem.detail
    examples = {
        "sqlite": "sqlite+aiosqlite:///arbiter.db",
        "postgresql": "postgresql+asyncpg://user:password@host/db",
    }
    match problem.mistake:
        case Mistake.NOT_A_DATABASE_URL:
            return Message("not a database URL; write it like {sqlite} or {postgresql}", **examples)
        case Mistake.UNUSABLE_DATABASE_DRIVER:
            return Message(
                "Arbiter cannot use {driver}; write it like {sqlite} or {postgresql}",
                driver=detail,
                **examples,
            )
        case Mistake.UNKNOWN_LOG_LEVEL:
            return Message("unknown log level {level}", level=detail)
        case Mistake.NOT_A_WEB_ADDRESS:
            return Message(
                "WEB_BASE_URL must be the pages' address, like {example} (not {value})",
                example="https://arbiter.example.org",
                value=detail,
            )
        case Mistake.NOT_A_WHOLE_NUMBER:
            return Message("not a whole number")
        case Mistake.NOT_A_NUMBER:
            return Message("not a number")
        case Mistake.BELOW_MINIMUM:
            return Message("it must be at least {limit}", limit=detail)
        case Mistake.NOT_ABOVE_MINIMUM:
            return Message("it must be more than {limit}", limit=detail)
        case Mistake.ABOVE_MAXIMUM:
            return Message("it must be at most {limit}", limit=detail)
    return Message.verbatim_text(detail)


def _database_problem(settings: Settings, error: Exception, words: Words) -> str | None:
    """One sentence for a database that cannot be opened; None for any other error."""
    from bot.app.runtime import unreachable

    if (reason := unreachable(settings.database_url, error)) is None:
        return None
    return words(
        Message(
            "Cannot open the database {database} ({reason}). Check DATABASE_URL (or "
            "--database) and that the database server is running.",
            database=settings.safe_database_url,
            reason=reason,
        )
    )


def _run_bot(words: Words) -> int:
    settings = _settings(words)
    if settings is None:
        return 2
    if settings.discord_token is None:  # said before the Discord client loads (1.5 s)
        print(words(NO_TOKEN), file=sys.stderr)
        return 1
    import aiohttp
    import discord

    from bot.core import rulings
    from bot.faces.discord.client import ArbiterBot

    discord.utils.setup_logging(level=logging.getLevelName(settings.log_level))
    logging.getLogger("discord.client").addFilter(_without_voice_warnings)
    rulings.load()  # before connecting: no interaction waits for the reader (and it is frozen)
    bot = ArbiterBot(settings, freeze_heap=True)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except discord.LoginFailure:
        print(
            words(
                Message(
                    "Discord rejected the token in DISCORD_TOKEN: copy it again from the "
                    "Developer Portal (Bot > Reset Token)."
                )
            ),
            file=sys.stderr,
        )
        return 1
    except aiohttp.ClientConnectionError as error:
        print(
            words(
                Message(
                    "Cannot reach Discord ({error}). Check the network, then try again.",
                    error=str(error),
                )
            ),
            file=sys.stderr,
        )
        return 1
    except Exception as error:
        if (problem := _database_problem(settings, error, words)) is None:
            raise
        print(problem, file=sys.stderr)
        return 1
    return 0


def _run_console(database: str | None, words: Words) -> int:
    from bot.faces.cli.console import run_console

    settings = _settings(words, database)
    if settings is None:
        return 2
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("discord.client").addFilter(_without_voice_warnings)
    try:
        return asyncio.run(run_console(settings, words=words))
    except Exception as error:
        if (problem := _database_problem(settings, error, words)) is None:
            raise
        print(problem, file=sys.stderr)
        return 1


def _run_web(host: str | None, port: int | None, database: str | None, words: Words) -> int:
    from bot.faces.web.server import WebStart, serve

    settings = _settings(words, database)
    if settings is None:
        return 2
    logging.basicConfig(level=logging.getLevelName(settings.log_level))

    def tell(note: WebStartNote) -> None:
        serving = note.kind is WebStart.SERVING
        print(words(_web_said(note)), file=sys.stdout if serving else sys.stderr, flush=True)

    return asyncio.run(serve(settings, tell, host=host, port=port))


def _web_said(note: WebStartNote) -> Message:
    """What `arbiter web` tells its operator as it starts."""
    from bot.faces.web.server import WebStart

    match note.kind:
        case WebStart.DATABASE_UNREACHABLE:
            return Message(
                "Cannot reach the database ({database}): {reason}. Start it (or fix "
                "DATABASE_URL / --database), then `arbiter web` again.",
                database=note.database,
                reason=note.reason,
            )
        case WebStart.NOT_MIGRATED:
            return Message(
                "The database ({database}) has no schema yet (the code's is {expected}): start "
                "the bot once (`arbiter run` migrates it), then `arbiter web` again.",
                database=note.database,
                expected=note.expected,
            )
        case WebStart.SCHEMA_BEHIND:
            return Message(
                "The database ({database}) is at schema {revision}, not {expected}: start the "
                "bot once (`arbiter run` migrates it), then `arbiter web` again.",
                database=note.database,
                revision=note.revision,
                expected=note.expected,
            )
        case WebStart.CANNOT_LISTEN:
            return Message(
                "Cannot serve on {host}:{port}: {reason}",
                host=note.host,
                port=note.port,
                reason=note.reason,
            )
    return Message(
        "Arbiter's web pages: http://{host}:{port}/ (Ctrl+C stops). Each page has a link of its "
        "own, which /league web, /match overlay, /match phone and /arbiter config "
        "web_leaderboard:on give in Discord; the address alone shows nothing.",
        host=note.host,
        port=note.port,
    )


def main(argv: list[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else argv
    words = Words(_language(given))
    args = _parser(words).parse_args(given)
    try:
        status = _command(args, words)
        sys.stdout.flush()  # here, where a closed pipe can be caught, not at exit
        return status
    except BrokenPipeError:
        # Whoever read the output went away (`arbiter standings FILE | head`): stop quietly,
        # as shell tools do; stdout goes to devnull so the flush at exit cannot fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _command(args: argparse.Namespace, words: Words) -> int:
    # Each command imports what it needs: the league commands start without the database.
    if args.command == "replay":
        from bot.faces.cli.replay import run_replay

        return run_replay(args.files, words=words)
    if args.command == "ruling":
        from bot.faces.cli.ruling import run_ruling

        return run_ruling(args.text, args.game, args.json, said=words)
    if args.command == "standings":
        from bot.faces.cli.league import run_standings

        return run_standings(args.files, words=words)
    if args.command == "pair":
        from bot.faces.cli.league import run_pair

        return run_pair(args.files, args.seed, playoff=args.playoff, words=words)
    if args.command == "ratings":
        from bot.faces.cli.ratings import run_ratings

        return run_ratings(args.files, words=words)
    if args.command == "run":
        return _run_bot(words)
    if args.command == "console":
        return _run_console(args.database, words)
    if args.command == "web":
        return _run_web(args.host, args.port, args.database, words)
    return 2
