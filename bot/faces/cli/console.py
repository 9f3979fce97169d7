"""`arbiter console`: Arbiter's slash commands typed at a terminal, as named users.

Every line goes through the same CommandTree and match service as in Discord, against the
in-memory Discord (bot.fakediscord.offline); replies, embeds and buttons are printed as text.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import re
import shlex
import sys
from collections.abc import Set
from pathlib import Path
from typing import Any, TextIO

import discord
from discord import app_commands

from bot.app.league import LeagueService
from bot.app.league.playoffs import PlayoffService
from bot.config import Settings
from bot.core.errors import MatchError
from bot.core.messages import Message
from bot.faces.cli.language import Words
from bot.faces.cli.terminal import EXPORTS, LineReader, line_editing, local_times, save_export
from bot.faces.discord import league_render, playoff_render
from bot.faces.discord.client import ArbiterBot
from bot.faces.discord.command_names import CommandNames
from bot.faces.discord.validation import game_id
from bot.faces.i18n import Language
from bot.fakediscord import gateway
from bot.fakediscord.offline import CHANNEL_ID, JSON, OfflineDiscord
from bot.fakediscord.offline import Message as Shown

JUDGE_ROLE_ID = 900_000_000_000_000_010
INTRO = Message(
    """\
Arbiter console: type slash commands as in Discord, acting as a named user.
  as NAME            act as NAME (add `judge` to act with Manage Server: a judge)
  `/match start opponent:@bob game:magic`    options are name:value; users are @name
  press LABEL        press a button on the latest message that has it (e.g. press Confirm)
  in N               type in thread N (league rounds open one per match); `in main` goes back
  help               this text, and /help for Arbiter's commands; quit to leave
"""
)

OPTION_TYPES = discord.AppCommandOptionType
YES_NO = {"true": True, "yes": True, "on": True, "1": True,
          "false": False, "no": False, "off": False, "0": False}  # fmt: skip


class ConsoleError(Exception):
    """A line the console cannot run, and what to type instead (said in its language)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.msgid)
        self.message = message


class Console:
    def __init__(self, bot: ArbiterBot, out: TextIO, words: Words | None = None) -> None:
        self.bot = bot
        self.out = out
        self.words = words or Words(Language.ENGLISH)
        # Each interaction carries the console's language, as Discord carries a user's, and
        # its guild speaks it too (its public posts): `/arbiter config language` still rules.
        self.offline = OfflineDiscord(bot, self._show, locale=self.words.discord_locale)
        self._command_names: CommandNames | None = None
        self.users: dict[str, JSON] = {}
        self.judges: set[str] = set()
        self.current = "alice"
        self.recent: list[Shown] = []
        self.exports = Path(EXPORTS)

    # -- people -------------------------------------------------------------------------------

    def user(self, name: str) -> JSON:
        name = name.lstrip("@")
        if not name:  # Discord has no user without a name
            raise ConsoleError(Message("A user is written @name, e.g. @bob."))
        if name not in self.users:
            # The same name is the same person in every session on a database (a counter
            # would give ids in order of first mention, which differs between sessions).
            digest = hashlib.sha256(name.encode()).digest()
            user_id = 100_000_000_000_000_000 + int.from_bytes(digest[:6], "big")
            self.users[name] = gateway.user_payload(user_id, name, global_name=name)
        return self.users[name]

    def _known(self, name: str, user_id: int | None) -> None:
        """A person an earlier session on this database knew by `name`."""
        if user_id is not None and name not in self.users:
            self.users[name] = gateway.user_payload(user_id, name, global_name=name)

    async def restore(self, leagues: LeagueService, playoffs: PlayoffService) -> None:
        """What an earlier session on this database left in the console's channel: its
        league's threads, numbered as they were opened (round by round, table by table, then
        the playoff's), and its people's names, so that `in N` and mentions read as before."""
        try:
            league = await leagues.league(channel_id=CHANNEL_ID)
        except MatchError:  # no league here
            return
        for name, user_id, _dropped in league.players:
            self._known(name, user_id)
        threads: list[tuple[int, str]] = []
        for number in range(1, league.rounds_played + 1):
            view = await leagues.round_of(channel_id=CHANNEL_ID, number=number)
            threads += [
                (p.thread_id, league_render.thread_name(view, p))
                for p in view.pairings
                if p.thread_id is not None
            ]
        if await playoffs.has_playoff(channel_id=CHANNEL_ID):
            bracket = await playoffs.status(channel_id=CHANNEL_ID)
            threads += [
                (t.thread_id, playoff_render.thread_name(bracket, t))
                for t in bracket.tables
                if t.thread_id is not None
            ]
        for thread_id, name in threads:
            if thread_id not in self.offline.threads:
                self.offline.kept_thread(thread_id, CHANNEL_ID, name)

    def _member(self, name: str) -> JSON:
        judge = name in self.judges
        return self.offline.member(
            self.user(name), manage_guild=judge, roles=[JUDGE_ROLE_ID] if judge else []
        )

    def _names(self, text: str) -> str:
        """Show mentions and escaped Markdown the way a person reads them in Discord."""
        text = re.sub(r"\\([^\w\s])", r"\1", text.replace("\u200b", ""))
        by_id = {u["id"]: name for name, u in self.users.items()}
        text = re.sub(r"<@!?(\d+)>", lambda m: "@" + by_id.get(m[1], m[1]), text)
        text = re.sub(r"<@&\d+>", "@judges", text)
        text = local_times(text)
        return re.sub(r"<#\d+>", "#console", text)

    # -- output -------------------------------------------------------------------------------

    def _show(self, message: Shown, how: str) -> None:
        data = message.data
        lines: list[str] = []
        if data.get("content"):
            lines.append(self._names(data["content"]))
        for embed in data.get("embeds") or []:
            lines.extend(self._embed_lines(embed))
        buttons = message.labelled_ids()
        if buttons:
            lines.append(
                "  " + "  ".join(f"[{label}]" for label, _ in buttons) + "   (press LABEL)"
            )
            self.recent.append(message)
        marks = []
        thread = self.thread_number(int(data.get("channel_id") or 0))
        if thread is not None:
            marks.append(self.words(Message("[thread {number}]", number=thread)))
        if how in ("edited", "updated"):
            marks.append(self.words(Message("(updated)")))
        if message.ephemeral:
            marks.append(self.words(Message("(only you see this)")))
        prefix = "".join(f"{mark} " for mark in marks)
        if lines:
            lines[0] = prefix + lines[0]
            print(
                "\n".join("  " + line if i else line for i, line in enumerate(lines)), file=self.out
            )
        for name, content in self.offline.files:
            saved = save_export(self.exports, name, content)
            kept = Message.plural(
                "[file {file} saved, {n} byte]",
                "[file {file} saved, {n} bytes]",
                len(content),
                file=str(saved),
            )
            print("  " + self.words(kept), file=self.out)
        self.offline.files.clear()

    def _embed_lines(self, embed: JSON) -> list[str]:
        lines = []
        if embed.get("title"):
            lines.append(f"== {self._names(embed['title'])} ==")
        if embed.get("description"):
            lines.extend(self._names(embed["description"]).splitlines())
        for embed_field in embed.get("fields") or []:
            value = self._names(embed_field["value"]).splitlines()
            lines.append(f"{embed_field['name']}: {value[0] if value else ''}")
            lines.extend("  " + line for line in value[1:])
        if embed.get("url"):
            lines.append(embed["url"])
        return lines

    # -- input --------------------------------------------------------------------------------

    @property
    def names(self) -> CommandNames:
        """The commands as the console's language names them (its help and errors)."""
        if self._command_names is None:
            self._command_names = CommandNames.of(self.bot.tree, self.words.language)
        return self._command_names

    def typed(self, text: str) -> str:
        """`text` (a command as the console builds it: `/life amount:-20`) as typed in the
        console's language (`/vidas cantidad:-20` in Spanish)."""
        return self.names.rewritten(text)

    def option(self, parameter: app_commands.Parameter) -> str:
        return self.names.options.get(parameter.name, parameter.name)

    def option_names(self, command: app_commands.Command[Any, ..., Any]) -> str:
        named = ", ".join(f"{self.option(p)}:..." for p in command.parameters)
        return named or self.words(Message.within("options", "none"))

    def _command(self, path: list[str]) -> app_commands.Command[Any, ..., Any]:
        found: Any = self.bot.tree.get_command(path[0]) if path else None
        for index, part in enumerate(path[1:], start=1):
            if isinstance(found, app_commands.Command):  # a word where name:value belongs
                raise ConsoleError(
                    Message(
                        "{command} takes its options as name:value (options: {options}); did "
                        "you mean {guess}?",
                        command=self.typed(f"/{found.qualified_name}"),
                        options=self.option_names(found),
                        guess=self.typed(_guess(found, path[index:])),
                    )
                )
            found = found.get_command(part) if isinstance(found, app_commands.Group) else None
        if isinstance(found, app_commands.Group):
            subcommands = ", ".join(
                self.typed(f"/{c.qualified_name}").rsplit(" ", 1)[-1] for c in found.commands
            )
            raise ConsoleError(
                Message(
                    "{command} needs a subcommand: {subcommands}.",
                    command=self.typed(f"/{found.qualified_name}"),
                    subcommands=subcommands,
                )
            )
        if not isinstance(found, app_commands.Command):
            raise ConsoleError(
                Message("Unknown command {command}. Type /help.", command=f"/{' '.join(path)}")
            )
        return found

    def _option(self, parameter: app_commands.Parameter, raw: str, resolved: JSON) -> Any:
        kind = parameter.type
        if kind in (OPTION_TYPES.user, OPTION_TYPES.mentionable):
            return gateway.resolve_user(resolved, self.user(raw), self._member(raw.lstrip("@")))
        if kind is OPTION_TYPES.role:
            name = raw.lstrip("@&") or "judges"
            return gateway.resolve_role(
                resolved, gateway.role_payload(JUDGE_ROLE_ID, name, mentionable=True)
            )
        if kind is OPTION_TYPES.integer:
            try:
                return int(raw)
            except ValueError:
                raise ConsoleError(
                    Message("{option} takes a whole number.", option=self.option(parameter))
                ) from None
        if kind is OPTION_TYPES.boolean:
            value = YES_NO.get(raw.lower())
            if value is None:  # nothing is sent (any other word used to mean false)
                raise ConsoleError(
                    Message(
                        "{option} is true or false (also yes/no, on/off), not “{value}”.",
                        option=self.option(parameter),
                        value=raw,
                    )
                )
            return value
        return _choice(parameter, raw)

    def build(self, line: str) -> JSON:
        try:
            tokens = _words(line.lstrip("/"))
        except ValueError as error:  # e.g. an unclosed quote
            raise ConsoleError(
                Message(
                    "Could not read that line ({error}); close your quotes, e.g. "
                    '/rule query:"empty deck".',
                    error=str(error),
                )
            ) from None
        tokens = self._default_names(tokens)
        path = list(itertools.takewhile(lambda token: ":" not in token, tokens))
        command = self._command(path)
        parameters = {p.name: p for p in command.parameters}
        free_text = {
            p.name for p in command.parameters if p.type is OPTION_TYPES.string and not p.choices
        }
        _, pairs = _split_options(tokens, free_text, set(parameters))
        given = {name for name, _ in pairs}
        missing = [p.name for p in command.parameters if p.required and p.name not in given]
        if missing:
            raise ConsoleError(
                Message(
                    "{command} needs {options}, e.g. {example}.",
                    command=self.typed(f"/{command.qualified_name}"),
                    options=", ".join(self.names.options.get(name, name) for name in missing),
                    example=self.typed(_example(command)),
                )
            )
        resolved: JSON = {}
        options = []
        for name, raw in pairs:
            if name not in parameters:
                known = self.option_names(command)
                raise ConsoleError(
                    Message(
                        "{command} has no option “{option}” (options: {known}).",
                        command=self.typed(f"/{command.qualified_name}"),
                        option=name,
                        known=known,
                    )
                )
            parameter = parameters[name]
            value = self._option(parameter, raw, resolved)
            options.append(gateway.command_option(name, parameter.type.value, value))
        return gateway.command_data(path, options, command_id=0, resolved=resolved)

    def _default_names(self, tokens: list[str]) -> list[str]:
        """The line's words with the command's and its options' names as the console's
        language names them (`/enfrentamiento iniciar rival:@bob` with --lang es) in the
        default names, as Discord sends what its picker shows (bot.fakediscord.typed)."""
        typed = list(itertools.takewhile(lambda token: ":" not in token, tokens))
        keys = {token.split(":", 1)[0] for token in tokens[len(typed) :] if ":" in token}
        path, named = self.offline.as_typed(typed, {key: key for key in keys}, self.offline.locale)
        default = {typed_key: name for name, typed_key in named.items()}
        rest = [token.split(":", 1) if ":" in token else [token] for token in tokens[len(typed) :]]
        return path + [":".join([default.get(word[0], word[0]), *word[1:]]) for word in rest]

    async def handle(self, line: str) -> bool:
        """Run one line; False when the user wants to leave."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        words = line.split()
        if words[0] in ("quit", "exit"):
            return False
        if words[0] == "help":
            print(self.words(INTRO), file=self.out)
        elif words[0] == "as" and len(words) >= 2:
            if not words[1].lstrip("@"):
                raise ConsoleError(
                    Message("`as` needs a name, e.g. `as bob` (add `judge` to act as a judge).")
                )
            self.current = words[1].lstrip("@")
            self.user(self.current)
            if "judge" in words[2:]:
                self.judges.add(self.current)
            else:  # `as X` after `as X judge`: X acts as a player again
                self.judges.discard(self.current)
            you = (
                Message("You are now {name} (judge).", name=self.current)
                if self.current in self.judges
                else Message("You are now {name}.", name=self.current)
            )
            print(self.words(you), file=self.out)
        elif words[0] == "in" and len(words) == 2:
            self._enter(words[1])
        elif words[0] == "press" and len(words) >= 2:
            await self._press(" ".join(words[1:]))
        elif line.startswith("/"):
            await self.offline.command(self.build(line), self._member(self.current))
        else:
            print(
                self.words(
                    Message("Type a slash command like /help, `as NAME`, `press LABEL` or help.")
                ),
                file=self.out,
            )
        return True

    def thread_number(self, channel_id: int) -> int | None:
        threads = list(self.offline.threads)
        return threads.index(channel_id) + 1 if channel_id in threads else None

    def _enter(self, where: str) -> None:
        threads = list(self.offline.threads)
        if where == "main":
            self.offline.channel_id = CHANNEL_ID
            print(self.words(Message("You are in the main channel.")), file=self.out)
        elif where.isdigit() and 1 <= int(where) <= len(threads):
            self.offline.channel_id = threads[int(where) - 1]
            name = self.offline.threads[self.offline.channel_id]
            print(
                self.words(Message("You are in thread {number}: {name}.", number=where, name=name)),
                file=self.out,
            )
        else:
            known = Message("1 to {n}", n=len(threads)) if threads else Message("none yet")
            missing = Message(
                "No thread {where} (threads: {known}); `in main` goes back.",
                where=repr(where),
                known=known,
            )
            print(self.words(missing), file=self.out)

    async def _press(self, label: str) -> None:
        """Press the newest button labelled `label` where the console types (the main
        channel or thread N): a button of another thread's match is not pressed from here."""
        here = self.offline.channel_id
        for message in reversed(self.recent):
            current = self.offline.messages.get(message.id, message)
            if current.deleted or int(current.data.get("channel_id") or 0) != here:
                continue
            for shown, custom_id in current.labelled_ids():
                if shown.lower() == label.lower():
                    await self.offline.press(current, custom_id, self._member(self.current))
                    return
        print(
            self.words(
                Message("No button labelled {label} on recent messages.", label=repr(label))
            ),
            file=self.out,
        )


def _words(line: str) -> list[str]:
    """The line's words, as a shell splits them except that only double quotes group words:
    an apostrophe belongs to its word (`I'm`, `alice's`), and `#` and `\\` are plain text,
    as in Discord's text box."""
    lexer = shlex.shlex(line, posix=True)
    lexer.whitespace_split = True
    lexer.quotes = '"'
    lexer.escape = ""
    lexer.commenters = ""
    return list(lexer)


def _split_options(
    tokens: list[str], free_text: Set[str] = frozenset(), known: Set[str] = frozenset()
) -> tuple[list[str], list[list[str]]]:
    """The command's words, then its name:value options. A word without a colon after an
    option continues that option's value, so `/rule query:empty deck` needs no quotes; so does
    a word with a colon after a free-text option (`free_text`) when it names no option of the
    command (`known`): `/ruling situation:magic commander: alice concedes`."""
    path: list[str] = []
    pairs: list[list[str]] = []
    for token in tokens:
        continues = pairs and (
            token.startswith(("http:", "https:"))
            or (pairs[-1][0] in free_text and token.split(":", 1)[0] not in known)
        )
        if ":" in token and not continues:
            pairs.append(token.split(":", 1))
        elif pairs:
            pairs[-1][1] = f"{pairs[-1][1]} {token}"
        else:
            path.append(token)
    return path, pairs


def _plain(text: str) -> str:
    return " ".join(text.lower().replace("_", " ").replace("-", " ").split())


def _choice(parameter: app_commands.Parameter, raw: str) -> Any:
    """A choice as a person types it: its value or its name in any case, the name without
    its note in brackets (`play second` for "play second (draw)", `intentional draw`), or a
    game's short name (`ga`); anything else goes on as typed, for the command to refuse."""
    if parameter.name == "game" and parameter.choices:
        with contextlib.suppress(MatchError):
            raw = game_id(raw)
    typed = _plain(raw)
    for choice in parameter.choices:
        names = (str(choice.value), choice.name, choice.name.split("(")[0])
        if typed in (_plain(n) for n in names):
            return choice.value
    return raw


def _guess(command: app_commands.Command[Any, ..., Any], words: list[str]) -> str:
    """The command with the stray words as its first option's value."""
    if not command.parameters:
        return f"/{command.qualified_name}"
    first = next((p for p in command.parameters if p.required), command.parameters[0])
    return f"/{command.qualified_name} {first.name}:{' '.join(words)}"


_SAMPLES = {OPTION_TYPES.user: "@bob", OPTION_TYPES.integer: "3", OPTION_TYPES.boolean: "true"}


def _example(command: app_commands.Command[Any, ..., Any]) -> str:
    """The command with its required options filled in, as the console accepts it."""
    parts = [f"/{command.qualified_name}"]
    for parameter in command.parameters:
        if not parameter.required:
            continue
        if parameter.choices:
            sample = str(parameter.choices[0].value)
        else:
            sample = _SAMPLES.get(parameter.type, "104.3c" if parameter.name == "query" else "x")
        parts.append(f"{parameter.name}:{sample}")
    return " ".join(parts)


async def run_console(
    settings: Settings,
    lines: TextIO | None = None,
    out: TextIO | None = None,
    words: Words | None = None,
) -> int:
    # sys.stdin and sys.stdout as they are now (a test's), not as they were at import.
    lines, out = lines or sys.stdin, out or sys.stdout
    bot = ArbiterBot(settings, sync_commands=False)
    bot.unpaced()  # no Discord rate limits offline
    console = Console(bot, out, words)
    words = console.words
    with contextlib.ExitStack() as stack:
        stack.enter_context(console.offline.patched())
        try:
            await bot.login("offline-console")  # opens and upgrades the database
        except BaseException:
            await bot.close()  # its HTTP session too: no "Unclosed client session" after
            raise
        console.offline.connected()
        await console.restore(*bot.console_reads())  # once the bot has opened its store
        if words.language is not Language.ENGLISH:
            await console.offline.learn_commands()  # the commands typed in its language
        print(words(INTRO), file=out)
        you = Message(
            "You are {name}. Database: {database}",
            name=console.current,
            database=settings.safe_database_url,
        )
        print(words(you), file=out)
        saved = Message(
            "Exported files are saved in {folder}", folder=str(console.exports.resolve())
        )
        print(words(saved), file=out)
        interactive = lines.isatty()
        save_history = line_editing() if interactive else (lambda: None)
        reader = LineReader(lines, interactive)
        try:
            while True:
                line = await reader.read(f"{console.current}> ")
                if not line:
                    break
                if not interactive and line.strip():
                    print(f"{console.current}> {line.rstrip()}", file=out)
                try:
                    if not await console.handle(line):
                        break
                except ConsoleError as error:
                    print(words(error.message), file=out)
                if bot.unexpected_errors:
                    bot.unexpected_errors.clear()
        finally:
            save_history()
            await bot.close()
    return 0
