"""Discord's documented size limits, and the ways Arbiter stays within them.

Discord answers 400 to a message, embed, button row or autocomplete list over any of these
limits, and the user sees nothing. Arbiter stays within them by construction: long lists are
paged (`pages`, with buttons), long fields are split (`add_lines`), long texts are shortened
(`shorten`) or split into several messages (`split_content`). `violations` checks a payload
as Discord would; the test harnesses run it on every payload they capture, and `guard_*` run
it on everything Arbiter sends, as a last resort that trims and logs (which no test allows).

https://discord.com/developers/docs/resources/message#embed-object-embed-limits
https://discord.com/developers/docs/resources/message#create-message
https://discord.com/developers/docs/components/reference
https://discord.com/developers/docs/interactions/application-commands#autocomplete
https://discord.com/developers/docs/interactions/application-commands#registering-a-command
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from bot.faces.discord.mentions import Pings

log = logging.getLogger(__name__)

CONTENT = 2000
EMBEDS = 10
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
AUTHOR = 256
EMBED_TOTAL = 6000  # title, description, field names and values, footer and author, all embeds
ACTION_ROWS = 5
ROW_BUTTONS = 5
BUTTON_LABEL = 80
CUSTOM_ID = 100
CHOICES = 25
CHOICE_NAME = 100
CHOICE_VALUE = 100
MENTION_IDS = 100  # users or roles named in allowed_mentions
SELECT_OPTIONS = 25  # a select menu's options
OPTION_TEXT = 100  # an option's label, value and description
PLACEHOLDER = 150  # a select menu's placeholder
MODAL_TITLE = 45
MODAL_ROWS = 5  # a form's text inputs, one a row
INPUT_LABEL = 45
INPUT_PLACEHOLDER = 100
INPUT_LENGTH = 4000  # a text input's value, min_length and max_length
# Registering the commands (each in every locale it is localized in)
COMMAND_NAME = 32  # a command's, group's or option's name; a context menu's too
COMMAND_DESCRIPTION = 100  # a command's, group's or option's description
COMMAND_OPTIONS = 25  # options (or subcommands) of a command or group
# A command's names, descriptions and values, its options' and choices', in all (Discord's
# page said 4000 before; /league alone counts about 4400 characters in English)
COMMAND_SIZE = 8000

ELLIPSIS = "…"


# -- making text fit ---------------------------------------------------------------------------


def shorten(text: str, limit: int) -> str:
    """At most `limit` characters; a cut is marked with an ellipsis and never splits an
    escape (a trailing backslash would escape whatever follows the text)."""
    if len(text) <= limit:
        return text
    cut = text[: max(limit - len(ELLIPSIS), 0)]
    trailing = len(cut) - len(cut.rstrip("\\"))
    if trailing % 2:  # an odd run of backslashes ends in a lone escape: drop it
        cut = cut[:-1]
    return cut + ELLIPSIS


def pack_lines(lines: Iterable[str], limit: int, *, max_lines: int | None = None) -> list[str]:
    """Lines joined by newlines into as few chunks of at most `limit` characters as they fit
    in (and at most `max_lines` lines each); a single line longer than `limit` is shortened."""
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    for line in lines:
        line = shorten(line, limit)
        extra = len(line) + (1 if current else 0)
        if current and (size + extra > limit or (max_lines and len(current) >= max_lines)):
            chunks.append("\n".join(current))
            current, size = [], 0
            extra = len(line)
        current.append(line)
        size += extra
    if current:
        chunks.append("\n".join(current))
    return chunks


def split_content(text: str, limit: int = CONTENT) -> list[str]:
    """A message's content in as few messages as it takes, split between lines."""
    if len(text) <= limit:
        return [text]
    return pack_lines(text.split("\n"), limit)


def embed_size(embed: discord.Embed) -> int:
    """The characters Discord counts towards the 6,000 of a message's embeds."""
    data = embed.to_dict()
    return _embed_text_size(data)


def add_lines(
    embed: discord.Embed, name: str, lines: Sequence[str], *, inline: bool = False
) -> None:
    """One field of lines, or several ("name (1/2)", "name (2/2)") when they pass 1,024
    characters."""
    chunks = pack_lines(lines, FIELD_VALUE) or ["\u200b"]
    for number, chunk in enumerate(chunks, start=1):
        title = name if len(chunks) == 1 else f"{name} ({number}/{len(chunks)})"
        embed.add_field(name=shorten(title, FIELD_NAME), value=chunk, inline=inline)


def choices(
    found: Iterable[tuple[str, str]],
) -> list[discord.app_commands.Choice[str]]:
    """An autocomplete answer: at most 25 choices, names and values of at most 100."""
    out: list[discord.app_commands.Choice[str]] = []
    for name, value in found:
        if len(value) > CHOICE_VALUE:
            continue  # a shortened value would be a different value
        out.append(discord.app_commands.Choice(name=shorten(name, CHOICE_NAME), value=value))
        if len(out) == CHOICES:
            break
    return out


# -- checking a payload as Discord does ---------------------------------------------------------


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _embed_text_size(embed: Mapping[str, Any]) -> int:
    total = len(_text(embed.get("title"))) + len(_text(embed.get("description")))
    total += len(_text((embed.get("footer") or {}).get("text")))
    total += len(_text((embed.get("author") or {}).get("name")))
    for item in embed.get("fields") or []:
        total += len(_text(item.get("name"))) + len(_text(item.get("value")))
    return total


def _walk(components: Iterable[Mapping[str, Any]]) -> Iterator[Mapping[str, Any]]:
    for component in components:
        yield component
        yield from _walk(component.get("components") or [])


def embed_violations(embeds: Sequence[Mapping[str, Any]]) -> list[str]:
    found: list[str] = []
    if len(embeds) > EMBEDS:
        found.append(f"{len(embeds)} embeds (at most {EMBEDS})")
    total = 0
    for number, embed in enumerate(embeds):
        where = f"embed {number}"
        for key, limit in (("title", EMBED_TITLE), ("description", EMBED_DESCRIPTION)):
            if len(_text(embed.get(key))) > limit:
                found.append(f"{where} {key}: {len(embed[key])} characters (at most {limit})")
        footer = _text((embed.get("footer") or {}).get("text"))
        if len(footer) > FOOTER:
            found.append(f"{where} footer: {len(footer)} characters (at most {FOOTER})")
        author = _text((embed.get("author") or {}).get("name"))
        if len(author) > AUTHOR:
            found.append(f"{where} author: {len(author)} characters (at most {AUTHOR})")
        found += _field_violations(where, embed.get("fields") or [])
        total += _embed_text_size(embed)
    if total > EMBED_TOTAL:
        found.append(f"embeds: {total} characters in all (at most {EMBED_TOTAL})")
    return found


def _field_violations(where: str, fields: Sequence[Mapping[str, Any]]) -> list[str]:
    """The limits one embed's fields break."""
    found: list[str] = []
    if len(fields) > EMBED_FIELDS:
        found.append(f"{where}: {len(fields)} fields (at most {EMBED_FIELDS})")
    for index, item in enumerate(fields):
        name, value = _text(item.get("name")), _text(item.get("value"))
        if not name or not value:
            found.append(f"{where} field {index}: an empty name or value")
        if len(name) > FIELD_NAME:
            found.append(f"{where} field {index} name: {len(name)} characters (at most 256)")
        if len(value) > FIELD_VALUE:
            found.append(
                f"{where} field {index} ({name[:40]!r}) value: {len(value)} characters "
                f"(at most {FIELD_VALUE})"
            )
    return found


def component_violations(components: Sequence[Mapping[str, Any]]) -> list[str]:
    found: list[str] = []
    if len(components) > ACTION_ROWS:
        found.append(f"{len(components)} action rows (at most {ACTION_ROWS})")
    for number, row in enumerate(components):
        items = row.get("components") or []
        if row.get("type") == 1 and not 1 <= len(items) <= ROW_BUTTONS:
            found.append(f"action row {number}: {len(items)} components (1 to {ROW_BUTTONS})")
        if len(items) > 1 and any(item.get("type") != 2 for item in items):
            found.append(f"action row {number}: a select menu must be alone in its row")
    seen: set[str] = set()
    for component in _walk(components):
        found += _select_violations(component)
        label = _text(component.get("label"))
        if len(label) > BUTTON_LABEL:
            found.append(f"label {label[:40]!r}: {len(label)} characters (at most 80)")
        custom_id = component.get("custom_id")
        if custom_id is not None:
            if not 1 <= len(custom_id) <= CUSTOM_ID:
                found.append(f"custom_id {custom_id[:40]!r}: {len(custom_id)} characters (1-100)")
            if custom_id in seen:
                found.append(f"custom_id {custom_id!r} is used twice in one message")
            seen.add(custom_id)
    return found


def _select_violations(component: Mapping[str, Any]) -> list[str]:
    """A select menu's limits (nothing for any other component)."""
    if component.get("type") not in (3, 5, 6, 7, 8):
        return []
    found: list[str] = []
    options = component.get("options") or []
    where = f"select {_text(component.get('custom_id'))[:40]!r}"
    if len(options) > SELECT_OPTIONS:
        found.append(f"{where}: {len(options)} options (at most {SELECT_OPTIONS})")
    if component.get("type") == 3 and not options:
        found.append(f"{where}: no options")
    for option in options:
        for key in ("label", "value", "description"):
            text = _text(option.get(key))
            if len(text) > OPTION_TEXT:
                found.append(f"{where} option {key} {text[:40]!r}: {len(text)} characters")
    if len(_text(component.get("placeholder"))) > PLACEHOLDER:
        found.append(f"{where}: a placeholder over {PLACEHOLDER} characters")
    return found


def modal_violations(data: Mapping[str, Any]) -> list[str]:
    """A form's (modal's) limits: its title, custom id and text inputs."""
    found: list[str] = []
    title, custom_id = _text(data.get("title")), _text(data.get("custom_id"))
    if not 1 <= len(title) <= MODAL_TITLE:
        found.append(f"modal title {title[:40]!r}: {len(title)} characters (1-{MODAL_TITLE})")
    if not 1 <= len(custom_id) <= CUSTOM_ID:
        found.append(f"modal custom_id {custom_id[:40]!r}: {len(custom_id)} characters (1-100)")
    rows = data.get("components") or []
    if not 1 <= len(rows) <= MODAL_ROWS:
        found.append(f"modal: {len(rows)} rows (1 to {MODAL_ROWS})")
    for component in _walk(rows):
        if component.get("type") != 4:
            continue
        label, placeholder = _text(component.get("label")), _text(component.get("placeholder"))
        if not 1 <= len(label) <= INPUT_LABEL:
            found.append(f"text input label {label[:40]!r}: {len(label)} characters (1-45)")
        if len(placeholder) > INPUT_PLACEHOLDER:
            found.append(f"text input placeholder: {len(placeholder)} characters (at most 100)")
        for key in ("min_length", "max_length"):
            length = component.get(key)
            if length is not None and not 0 <= int(length) <= INPUT_LENGTH:
                found.append(f"text input {key} {length} (0 to {INPUT_LENGTH})")
        if len(_text(component.get("value"))) > INPUT_LENGTH:
            found.append(f"text input value over {INPUT_LENGTH} characters")
    return found


def mention_violations(allowed: Mapping[str, Any] | None) -> list[str]:
    if not allowed:
        return []
    found: list[str] = []
    parse = allowed.get("parse") or []
    for kind in ("users", "roles"):
        named = allowed.get(kind)
        if named is None:
            continue
        if kind in parse:
            found.append(f"allowed_mentions: {kind} both parsed and listed")
        if len(named) > MENTION_IDS:
            found.append(f"allowed_mentions: {len(named)} {kind} (at most {MENTION_IDS})")
        if len(set(map(str, named))) != len(named):
            found.append(f"allowed_mentions: a repeated id in {kind}")
    return found


def violations(body: Mapping[str, Any] | None) -> list[str]:
    """Every limit of Discord's a message payload (create, edit, interaction data) breaks."""
    if not body:
        return []
    found: list[str] = []
    content = _text(body.get("content"))
    if len(content) > CONTENT:
        found.append(f"content: {len(content)} characters (at most {CONTENT})")
    found += embed_violations(body.get("embeds") or [])
    found += component_violations(body.get("components") or [])
    found += mention_violations(body.get("allowed_mentions"))
    return found


def choice_violations(choices: Sequence[Mapping[str, Any]]) -> list[str]:
    """An autocomplete answer's limits."""
    found: list[str] = []
    if len(choices) > CHOICES:
        found.append(f"{len(choices)} autocomplete choices (at most {CHOICES})")
    for choice in choices:
        name, value = str(choice.get("name", "")), choice.get("value")
        if not 1 <= len(name) <= CHOICE_NAME:
            found.append(f"choice name {name[:40]!r}: {len(name)} characters (1-100)")
        if isinstance(value, str) and len(value) > CHOICE_VALUE:
            found.append(f"choice value {value[:40]!r}: {len(value)} characters (at most 100)")
    return found


def _name_character(character: str) -> bool:
    """One character of Discord's name pattern ^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$,
    lowercase where the letter has a lowercase (Python's `re` has no \\p{...})."""
    if character in "-_":
        return True
    code = ord(character)
    if 0x0900 <= code <= 0x097F or 0xA8E0 <= code <= 0xA8FF or 0x0E00 <= code <= 0x0E7F:
        return True  # Devanagari, Thai (their marks, too)
    return unicodedata.category(character)[0] in "LN" and character == character.lower()


def command_name_violations(where: str, name: str, *, typed: bool = True) -> list[str]:
    """A command's, group's or option's name (`typed`) or a context menu's name."""
    if not 1 <= len(name) <= COMMAND_NAME:
        return [f"{where}: name {name!r}: {len(name)} characters (1-{COMMAND_NAME})"]
    if typed and not all(_name_character(character) for character in name):
        return [f"{where}: name {name!r} is not lowercase letters, digits, - or _"]
    return []


def _localized(field: str, part: Mapping[str, Any]) -> list[str]:
    """A field and every localization of it."""
    localizations = part.get(f"{field}_localizations") or {}
    return [_text(part.get(field)), *map(_text, localizations.values())]


def _longest(field: str, part: Mapping[str, Any]) -> int:
    return max(map(len, _localized(field, part)))


def _part_violations(where: str, part: Mapping[str, Any], *, menu: bool = False) -> list[str]:
    """A command's, group's or option's name and description, in every locale (a context
    menu: its name only, which may have capitals and spaces)."""
    found: list[str] = []
    for name in _localized("name", part):
        found += command_name_violations(where, name, typed=not menu)
    for description in [] if menu else _localized("description", part):
        if not 1 <= len(description) <= COMMAND_DESCRIPTION:
            found.append(
                f"{where}: description {description[:40]!r}: {len(description)} characters"
                f" (1-{COMMAND_DESCRIPTION})"
            )
    return found


def _alike(where: str, what: str, siblings: Sequence[Mapping[str, Any]]) -> list[str]:
    """Two of `siblings` (a command's options, or the top-level commands of one kind) that
    have the same name in a locale: Discord refuses the registration."""
    found: list[str] = []
    for locale in {"", *(key for o in siblings for key in o.get("name_localizations") or {})}:
        names = [(o.get("name_localizations") or {}).get(locale, o.get("name")) for o in siblings]
        if len(set(names)) != len(names):
            found.append(f"{where}: two {what} named alike in {locale or 'English'}: {names}")
    return found


def _options(where: str, options: Sequence[Mapping[str, Any]]) -> tuple[list[str], int]:
    """The limits `options` (of a command, a group or a subcommand) break, and their size as
    Discord counts it."""
    found: list[str] = []
    size = 0
    if len(options) > COMMAND_OPTIONS:
        found.append(f"{where}: {len(options)} options (at most {COMMAND_OPTIONS})")
    found += _alike(where, "options", options)
    for option in options:
        inner = f"{where} {option.get('name')}"
        found += _part_violations(inner, option)
        size += _longest("name", option) + _longest("description", option)
        choices = option.get("choices") or []
        if len(choices) > CHOICES:
            found.append(f"{inner}: {len(choices)} choices (at most {CHOICES})")
        for choice in choices:
            for name in _localized("name", choice):
                if not 1 <= len(name) <= CHOICE_NAME:
                    found.append(f"{inner}: choice {name!r}: {len(name)} characters (1-100)")
            size += _longest("name", choice) + len(str(choice.get("value", "")))
        more, held = _options(inner, option.get("options") or [])
        found += more
        size += held
    return found, size


def command_size(command: Mapping[str, Any]) -> int:
    """What Discord counts against COMMAND_SIZE: the longest of each name and description
    (English or a localization), and each choice's value, of the command and all it holds."""
    held = _options("", command.get("options") or [])[1]
    return _longest("name", command) + _longest("description", command) + held


def command_violations(commands: Sequence[Mapping[str, Any]]) -> list[str]:
    """Every limit of Discord's a registration (PUT .../commands) breaks."""
    found: list[str] = []
    for kind in {command.get("type", 1) for command in commands}:
        alike = [command for command in commands if command.get("type", 1) == kind]
        found += _alike("/", "commands", alike)
    for command in commands:
        where = f"/{command.get('name')}"
        if command.get("type", 1) != 1:  # a context menu (user, message)
            found += _part_violations(where, command, menu=True)
            continue
        found += _part_violations(where, command)
        found += _options(where, command.get("options") or [])[0]
        if (size := command_size(command)) > COMMAND_SIZE:
            found.append(f"{where}: {size} characters in all (at most {COMMAND_SIZE})")
    return found


def callback_violations(body: Mapping[str, Any] | None) -> list[str]:
    """An interaction response's limits, whatever its type."""
    if not body:
        return []
    data = body.get("data") or {}
    if body.get("type") == 8:  # autocomplete result
        return choice_violations(data.get("choices") or [])
    if body.get("type") == 9:  # a form (modal)
        return modal_violations(data)
    return violations(data)


# -- the last resort: what Arbiter sends is trimmed if it must be, and that is logged ------------


def message_kwargs(
    content: str | None,
    *,
    embed: discord.Embed | None,
    view: discord.ui.View | None,
    pings: Pings,
) -> dict[str, Any]:
    """A message's arguments for discord.py, its content and embed within Discord's limits,
    pinging exactly `pings`."""
    kwargs: dict[str, Any] = {
        "content": guard_content(content),
        "allowed_mentions": pings.mentions,
    }
    if embed is not None:
        kwargs["embed"] = guard_embed(embed)
    if view is not None:
        kwargs["view"] = view
    return kwargs


def guard_content(content: str | None) -> str | None:
    if content is not None and len(content) > CONTENT:
        log.error("message content over Discord's limit was trimmed: %d characters", len(content))
        return shorten(content, CONTENT)
    return content


def guard_embed(embed: discord.Embed | None) -> discord.Embed | None:
    """The embed within every embed limit (fields dropped from the end if the total is over)."""
    if embed is None:
        return None
    problems = embed_violations([embed.to_dict()])
    if not problems:
        return embed
    log.error("an embed over Discord's limits was trimmed: %s", "; ".join(problems))
    fixed = embed.copy()
    if fixed.title:
        fixed.title = shorten(fixed.title, EMBED_TITLE)
    if fixed.description:
        fixed.description = shorten(fixed.description, EMBED_DESCRIPTION)
    if fixed.footer.text:
        fixed.set_footer(text=shorten(fixed.footer.text, FOOTER), icon_url=fixed.footer.icon_url)
    fields = [
        (
            shorten(f.name or "\u200b", FIELD_NAME),
            shorten(f.value or "\u200b", FIELD_VALUE),
            f.inline,
        )
        for f in fixed.fields
    ][:EMBED_FIELDS]
    fixed.clear_fields()
    for name, value, inline in fields:
        fixed.add_field(name=name, value=value, inline=bool(inline))
    while embed_size(fixed) > EMBED_TOTAL and fixed.fields:
        fixed.remove_field(len(fixed.fields) - 1)
    if embed_size(fixed) > EMBED_TOTAL and fixed.description:
        room = EMBED_TOTAL - (embed_size(fixed) - len(fixed.description))
        fixed.description = shorten(fixed.description, max(room, 1))
    return fixed
