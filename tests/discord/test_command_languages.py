"""The command tree in the players' languages (issue 34): what discord.py registers, captured
below it by the harness, carries each description and choice in Spanish (both of Discord's
Spanish locales), Brazilian Portuguese, French, German and Japanese, within Discord's limits in
every one; so do the names players type, commands, groups and options, each unique among its
siblings in every language."""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.faces.discord import command_words, limits
from bot.faces.discord.client import ArbiterBot, offline_tree
from bot.faces.discord.cogs.league import PLAYOFF_SIZES
from bot.faces.discord.cogs.match import GAMES, VARIANTS
from bot.faces.discord.command_words import COMMAND_NAME as COMMAND
from bot.faces.discord.command_words import OPTION_NAME as OPTION
from bot.faces.discord.command_words import CommandWords, sentences
from bot.faces.discord.languages import LANGUAGE_CHOICES
from bot.fakediscord.records import RestCall
from tests.discord.conftest import Arbiter, settings_for
from tests.discord.helpers import status
from tests.discord_harness import DiscordHarness

# Discord's locales of the languages Arbiter speaks.
LOCALES = ("es-ES", "es-419", "pt-BR", "fr", "de", "ja")
# Choices said as they are in every language: games, variants, "Top 8", the languages' own names.
KEPT = {str(c.name) for c in [*GAMES, *VARIANTS, *PLAYOFF_SIZES, *LANGUAGE_CHOICES[1:]]}


async def registrations(url: str) -> list[RestCall]:
    """The registrations (PUT .../commands) one start of the bot on `url` sends."""
    bot = ArbiterBot(settings_for(url), sync_commands=True)
    async with DiscordHarness(bot) as harness:
        return [c for c in harness.calls if c.method == "PUT" and c.path.endswith("/commands")]


def parts(command: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every command, group, subcommand and option of a registered command, by its path."""
    yield f"/{command['name']}", command
    stack = [(f"/{command['name']}", option) for option in command.get("options") or []]
    while stack:
        where, part = stack.pop()
        yield f"{where} {part['name']}", part
        stack += [(f"{where} {part['name']}", inner) for inner in part.get("options") or []]


async def test_every_description_and_choice_is_registered_in_each_language(
    tmp_path: Path,
) -> None:
    (put,) = await registrations(f"sqlite+aiosqlite:///{tmp_path}/sync.db")
    assert limits.command_violations(put.json) == []  # names, lengths, sizes in every locale
    described = choices = 0
    for command in put.json:
        if command.get("type", 1) != 1:  # the message menu: its name is a label, translated
            assert set(command["name_localizations"]) == set(LOCALES), command["name"]
            continue
        for where, part in parts(command):
            assert set(part["name_localizations"]) == set(LOCALES), where
            localized = part["description_localizations"]
            assert set(localized) == set(LOCALES), where
            assert part["description"] not in localized.values(), where
            described += 1
            for choice in part.get("choices") or []:
                if choice["name"] in KEPT or not any(c.isalpha() for c in choice["name"]):
                    assert "name_localizations" not in choice, (where, choice)
                    continue
                assert set(choice["name_localizations"]) == set(LOCALES), (where, choice)
                choices += 1
    assert described > 150 and choices > 25, (described, choices)  # the walk saw the tree
    by_name = {command["name"]: command for command in put.json}
    named = {where: part["name_localizations"] for c in put.json for where, part in parts(c)}
    assert named["/match start"]["es-ES"] == "iniciar"
    assert named["/match"]["es-419"] == "enfrentamiento"
    assert named["/match start opponent"]["pt-BR"] == "oponente"
    assert named["/league round start"]["fr"] == "lancer"
    assert named["/life change"]["de"] == "änderung"
    assert named["/commander-damage"]["ja"] == "統率者ダメージ"
    life = by_name["life"]["description_localizations"]
    assert life["de"] == "Lebenspunkte (Magic) oder Vitae (Terrus) ändern oder setzen"
    assert life["es-ES"] == life["es-419"] == "Cambia o fija las vidas (Magic) o la vitae (Terrus)"
    assert by_name["help"]["description_localizations"]["ja"] == "Arbiter の使い方"
    assert by_name["Ask Arbiter"]["name_localizations"]["fr"] == "Demander à Arbiter"
    outcome = by_name["effect"]["options"][0]
    assert [c["name_localizations"]["pt-BR"] for c in outcome["choices"]] == [
        "vence",
        "perde",
        "o jogo empata",
    ]


async def test_a_changed_translation_is_registered_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The registration is skipped while the commands are unchanged (their hash is kept in
    the database): a translation changed is a change, in every process that starts."""
    url = f"sqlite+aiosqlite:///{tmp_path}/sync.db"
    assert len(await registrations(url)) == 1
    assert await registrations(url) == []
    words = CommandWords.translate

    async def reworded(self: CommandWords, string: Any, locale: Any, context: Any) -> Any:
        said = await words(self, string, locale, context)
        return f"{said}!" if said and string.message == "How to use Arbiter" else said

    monkeypatch.setattr(CommandWords, "translate", reworded)
    (again,) = await registrations(url)
    (help_command,) = [c for c in again.json if c["name"] == "help"]
    assert help_command["description_localizations"]["de"] == "So benutzt du Arbiter!"


async def test_the_catalogue_holds_what_the_translator_is_asked() -> None:
    """The template is read from the tree as the bot builds it: descriptions, choices, the
    message menu and the names players type (each with its kind as msgctxt), not choices kept
    in every language."""
    asked = await sentences(await offline_tree())
    found = {msgid for msgid, kind in asked if kind is None}
    assert {"How to use Arbiter", "Ask Arbiter", "Slow play", "play second (draw)"} <= found
    assert not found & {"match", "start", "player", "best_of", "Top 8", "1", "Deutsch"}
    assert not found & {str(game.name) for game in GAMES}
    # The names players type, each within its kind: a command's (or group's), an option's.
    names = {kind: {msgid for msgid, k in asked if k == kind} for kind in (COMMAND, OPTION)}
    assert {"match", "start", "league", "round", "commander-damage"} <= names[COMMAND]
    assert {"player", "best_of", "opponent", "query"} <= names[OPTION]
    assert "opponent" not in names[COMMAND] and "match" not in names[OPTION]


async def test_a_translation_discord_would_refuse_is_left_in_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A description over 100 characters would make Discord refuse every command: the
    translator keeps that one in English instead."""

    class Long(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return "x" * (limits.COMMAND_DESCRIPTION + 1)

    monkeypatch.setattr(command_words, "catalogue", lambda language, domain: Long())
    command = app_commands.Command(name="help", description="How to use Arbiter", callback=_nothing)
    where = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_description, command
    )
    said = await CommandWords().translate(
        app_commands.locale_str("How to use Arbiter"), discord.Locale.german, where
    )
    assert said is None


async def test_a_name_discord_would_refuse_is_left_in_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A typed name with a capital or a space would make Discord refuse every command: the
    translator keeps the English name instead."""

    class Spaced(gettext.NullTranslations):
        def pgettext(self, context: str, message: str) -> str:
            return "Lebens Punkte"

    monkeypatch.setattr(command_words, "catalogue", lambda language, domain: Spaced())
    command = app_commands.Command(name="life", description="Life", callback=_nothing)
    where = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_name, command
    )
    said = await CommandWords().translate(
        app_commands.locale_str("life"), discord.Locale.german, where
    )
    assert said is None


async def _nothing(interaction: discord.Interaction) -> None:
    """A command's callback that does nothing."""


def test_a_registration_over_discord_s_limits_is_found() -> None:
    """What Discord refuses in a registration, in any locale: a name with a capital, two
    options named alike in one language, a description over 100, a command over 8000."""
    option = {"name": "player", "description": "Who", "type": 6}
    command: dict[str, Any] = {
        "name": "life",
        "description": "Life",
        "type": 1,
        "options": [
            {**option, "name_localizations": {"de": "spieler"}},
            {**option, "name": "player2", "name_localizations": {"de": "spieler"}},
            {**option, "name": "who", "name_localizations": {"fr": "Joueur"}},
            {**option, "name": "big", "description_localizations": {"ja": "x" * 101}},
        ],
    }
    assert sorted(limits.command_violations([command])) == [
        "/life big: description 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx': 101 characters (1-100)",
        "/life who: name 'Joueur' is not lowercase letters, digits, - or _",
        "/life: two options named alike in de: ['spieler', 'spieler', 'who', 'big']",
    ]
    assert limits.command_violations([{**command, "options": []}]) == []
    # Two commands of one kind with one name in a language: Discord refuses them all.
    poison = {**command, "name": "poison", "options": [], "name_localizations": {"fr": "vie"}}
    life = {**command, "options": [], "name_localizations": {"fr": "vie"}}
    assert limits.command_violations([life, poison]) == [
        "/: two commands named alike in fr: ['vie', 'vie']"
    ]
    # Four groups of 25 options, each described in 100 characters: over 8000 in all.
    options = [{**option, "name": f"p{n}", "description": "y" * 100} for n in range(25)]
    group = {"description": "z" * 100, "type": 2, "options": options}
    big = {**command, "options": [{**group, "name": f"g{n}"} for n in range(4)]}
    names = sum(len(f"p{n}") for n in range(25))
    size = len("life") + len("Life") + 4 * (2 + 100 + names + 25 * 100)
    assert limits.command_size(big) == size > limits.COMMAND_SIZE
    assert limits.command_violations([big]) == [
        f"/life: {size} characters in all (at most {limits.COMMAND_SIZE})"
    ]


@pytest.mark.parametrize(
    ("locale", "start", "opponent", "game", "life", "change"),
    [
        ("es-ES", "enfrentamiento iniciar", "rival", "juego", "vidas", "cambio"),
        ("ja", "マッチ 開始", "対戦相手", "ゲーム", "ライフ", "増減"),
    ],
)
async def test_a_command_typed_in_the_users_language_is_delivered_with_the_default_names(
    arbiter: Arbiter, locale: str, start: str, opponent: str, game: str, life: str, change: str
) -> None:
    """A Spanish or Japanese user types the names their picker shows them; Discord (here the
    in-memory one) delivers the interaction with the default names, and the command runs."""
    harness, table = arbiter.harness, arbiter.table
    started = await harness.slash(
        start,
        user=arbiter.alice,
        channel=table,
        locale=locale,
        options={opponent: arbiter.bob, game: "magic"},
    )
    data = started.payload["data"]
    assert (data["name"], data["options"][0]["name"]) == ("match", "start")
    assert {o["name"] for o in data["options"][0]["options"]} == {"opponent", "game"}
    assert "started" in (started.content or ""), started  # the server speaks English
    lost = await harness.slash(
        life, user=arbiter.alice, channel=table, locale=locale, options={change: -3}
    )
    assert lost.payload["data"]["name"] == "life"
    assert [o["name"] for o in lost.payload["data"]["options"]] == ["change"]
    match = await status(arbiter)
    assert (match.player("alice").life, match.player("bob").life) == (17, 20)


async def test_an_option_typed_in_the_users_language_is_completed(arbiter: Arbiter) -> None:
    """Typing into `/ルール 検索:` (Japanese for `/rule query:`) asks for its choices under the
    default names, as Discord does."""
    choices = await arbiter.harness.autocomplete(
        "ルール", user=arbiter.alice, focused="検索", value="empty deck", locale="ja"
    )
    assert "GA Ending the Game 3" in [choice.value for choice in choices]
