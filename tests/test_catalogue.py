"""The catalogues (bot/faces/locales): the template is what the code says, every language has
every sentence translated, with the same placeholders and all its plural forms, and no
sentence is left in English (issue 34). How to fix a failure: docs/translating.md."""

from __future__ import annotations

import re
import string
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from bot.core.errors import MatchError
from bot.core.match.inputs import given_name
from bot.core.messages import Message
from bot.core.rules.games import GAMES
from bot.core.rulings.cards import all_cards
from bot.faces import catalogue
from bot.faces.discord.command_names import CommandNames
from bot.faces.discord.command_words import COMMAND_NAME, OPTION_NAME
from bot.faces.i18n import (
    TRANSLATED,
    Domain,
    Language,
    catalogue_path,
    language_of,
    template_path,
    translate,
)

# Words not read for English left in a translation: what is in backticks, a command (up to
# three words, /league round start: in the language's names, as the last test checks) and the
# report format's field names: see each glossary. (The buttons are labelled in each language.)
KEPT = re.compile(
    r"`[^`]*`|/[a-z]+(?: [a-z]+){0,2}|\"event\"|NUL|\\0|Arbiter|"
    r"\{[^}]*\}|"
    # A file format's JSON, as its spec names it in every language: a key or a value in the
    # quotes each language writes ("games", „games“, « games », 「games」), true and false.
    r"\"[a-z_.]+\"|„[a-z_.]+“|« [a-z_.]+ »|「[a-z_.]+」|\btrue\b|\bfalse\b"
)


NAMES = (COMMAND_NAME, OPTION_NAME)  # the msgctxt of a name players type (command_words)

# Words only English has, among those the sentences use: one in a translation is English left
# in it (a name is a parameter, so it is not in the pattern).
ENGLISH = frozenset(
    [
        "the",
        "this",
        "that",
        "which",
        "with",
        "only",
        "can",
        "must",
        "has",
        "have",
        "already",
        "nothing",
        "waiting",
        "player",
        "players",
        "report",
        "reports",
        "judge",
        "game",
        "games",
        "first",
        "settle",
        "choose",
        "pick",
        "give",
        "start",
        "your",
        "yours",
    ]
)

# English words a language's glossary keeps (German judges call themselves "Judge").
GLOSSARY_KEPT = {Language.GERMAN: frozenset({"judge"})}


def read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as po:
        return read_po(po, locale=language)


def entries(catalog: Catalog) -> dict[object, object]:
    """Each entry's string, by its msgid and its context (msgctxt, if any)."""
    return {(message.id, message.context): message.string for message in catalog if message.id}


def examples(english: str) -> list[str]:
    """What a sentence quotes in its English ("alice concedes"), its words but placeholders."""
    quoted = re.findall(r'"([^"]*)"', english)
    return [text for text in quoted if re.search(r"[A-Za-z]", re.sub(r"\{[^}]*\}", "", text))]


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("domain", Domain, ids=str)
def test_the_template_is_what_the_code_says(tmp_path: Path, domain: Domain) -> None:
    """A sentence added, changed or removed in the code without `python -m
    bot.faces.catalogue extract` fails here: the committed template would be stale."""
    fresh = tmp_path / f"{domain}.pot"
    catalogue.extract(domain, fresh)
    assert set(entries(read(fresh))) == set(entries(read(template_path(domain))))


@pytest.mark.parametrize("domain", Domain, ids=str)
@pytest.mark.parametrize("language", TRANSLATED, ids=str)
def test_every_sentence_is_translated_with_its_placeholders_and_plural_forms(
    language: Language, domain: Domain
) -> None:
    template = entries(read(template_path(domain)))
    po = read(catalogue_path(language, domain), language.value)
    translated = {(message.id, message.context): message for message in po if message.id}
    assert set(translated) == set(template), "run: python -m bot.faces.catalogue update"
    for (msgid, context), message in translated.items():
        assert not message.fuzzy, msgid
        forms = message.string if isinstance(msgid, tuple) else (message.string,)
        if isinstance(msgid, tuple):
            assert len(forms) == po.num_plurals, msgid
        expected = placeholders(msgid[-1] if isinstance(msgid, tuple) else str(msgid))
        for form in forms:
            assert form, f"{language}: {msgid!r} is not translated"
            assert placeholders(form) == expected, f"{language}: {form!r}"
            english = msgid[-1] if isinstance(msgid, tuple) else str(msgid)
            worded = re.search(r"[A-Za-z]", KEPT.sub(" ", english))  # not only placeholders
            # A name players type may be the language's word too ("panel", "match", "web").
            named = context in NAMES
            assert form != english or not worded or named, f"{language}: {msgid!r} is English"
            typed = KEPT.sub(" ", form)
            for example in examples(english):  # what to type, kept in English
                typed = typed.replace(example, " ")
            words = set(re.findall(r"[a-z]+", typed.lower()))
            kept = GLOSSARY_KEPT.get(language, frozenset())
            assert not words & ENGLISH - kept, f"{language}: {form!r} keeps English"


def test_a_count_takes_each_languages_plural_form() -> None:
    def refusal(length: int) -> Message:
        with pytest.raises(MatchError) as raised:
            given_name("x" * 40, Message("The player"), length=length)
        return raised.value.text

    assert "1 to 1 character," in refusal(1).english()
    assert "1 to 32 characters," in refusal(32).english()
    assert "1 carácter," in translate(refusal(1), "es-ES")
    assert "32 caracteres," in translate(refusal(32), "es-ES")
    assert "1 caractère," in translate(refusal(1), "fr")
    assert "32 caractères," in translate(refusal(32), "fr")
    # Japanese has one form: the same sentence whatever the count.
    assert translate(refusal(32), "ja") == translate(refusal(1), "ja").replace("1〜1", "1〜32")
    assert translate(refusal(1), "ja").startswith("プレイヤー")


def test_a_locale_arbiter_does_not_speak_is_answered_in_english() -> None:
    message = Message("There is no match #{id}.", id=7)
    assert translate(message, "ko") == translate(message, None) == "There is no match #7."
    assert translate(message, "de") == "Es gibt kein Match Nr. 7."
    assert language_of("pt-BR") is Language.BRAZILIAN_PORTUGUESE
    assert language_of("es-419") is Language.SPANISH


def test_names_are_parameters_never_translated() -> None:
    message = Message("{player} is not a player of this match.", player="The report")
    assert translate(message, "fr") == "The report n'est pas joueur de ce match."
    verbatim = Message.verbatim_text("Game {1} {x}")  # not a pattern: shown as it is
    assert translate(verbatim, "ja") == "Game {1} {x}"


def test_a_message_survives_the_request_log_as_json() -> None:
    inner = Message("The report")
    message = Message.plural(
        "{what} must be 1 to {n} character; give one.",
        "{what} must be 1 to {n} characters; give one.",
        3,
        what=inner,
    )
    again = Message.from_json(message.to_json())
    assert again == message
    assert translate(again, "de") == "Die Meldung muss 1 bis 3 Zeichen lang sein; gib eines an."


@pytest.mark.parametrize("language", TRANSLATED, ids=str)
def test_a_sentence_in_two_domains_is_translated_alike(language: Language) -> None:
    """A sentence is looked up in every domain of the reader's language: one translated two
    ways in two domains would be said whichever way the lookup met first."""
    seen: dict[object, tuple[Domain, object]] = {}
    for domain in Domain:
        po = read(catalogue_path(language, domain), language.value)
        for message in po:
            if not message.id:
                continue
            first = seen.setdefault((message.id, message.context), (domain, message.string))
            assert first[1] == message.string, (
                f"{language}: {message.id!r} is {first[1]!r} in {first[0]} but "
                f"{message.string!r} in {domain}"
            )


@pytest.fixture(scope="module")
def names() -> dict[Language, CommandNames]:
    """Each language's names of the bot's commands (the commands catalogue)."""
    return catalogue.command_names()


@pytest.mark.parametrize("domain", Domain, ids=str)
@pytest.mark.parametrize("language", TRANSLATED, ids=str)
def test_every_translation_names_the_commands_as_its_language_does(
    language: Language, domain: Domain, names: dict[Language, CommandNames]
) -> None:
    """Discord shows a user the commands in their client's language: a sentence in that
    language that says what to type names them (and the options given with them) so, not in
    English nor in another language's words."""
    mine = names[language]
    others = [theirs for other, theirs in names.items() if other is not language]
    wrong: list[str] = []
    for message in read(catalogue_path(language, domain), language.value):
        if not message.id:
            continue
        english = message.id[-1] if isinstance(message.id, tuple) else message.id
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            if mine.rewritten(form, english) != form:
                wrong.append(form)
            wrong += mine.strangers(form, others)
    assert wrong == [], "run: python -m bot.faces.catalogue commands"


def test_the_command_names_fixer_names_commands_and_options_and_keeps_values(
    names: dict[Language, CommandNames],
) -> None:
    spanish, japanese = names[Language.SPANISH], names[Language.JAPANESE]
    typed = "Usa `/match start opponent:@bob game:magic` o /rule query:empty deck y /life -3."
    assert spanish.rewritten(typed) == (
        "Usa `/enfrentamiento iniciar rival:@bob juego:magic` o /regla consulta:empty deck y "
        "/vidas -3."
    )
    # A whole sentence in backticks: every option of its command; a value with spaces stays.
    ruling = "`/ruling situation:I'm at 0 life private:true`"
    assert spanish.rewritten(ruling) == "`/resolución situación:I'm at 0 life privado:true`"
    # An option alone in backticks, where the English names it so; a report's field in
    # quotes in the English is not an option.
    english = "Give `winner` (e.g. `winner:@alice`) or `draw:true`."
    said = "Da `winner` (p. ej. `winner:@alice`) o `draw:true`."
    assert (
        spanish.rewritten(said, english)
        == "Da `ganador` (p. ej. `ganador:@alice`) o `empate:true`."
    )
    assert spanish.rewritten("`source` nombra la carta.", '"source" names the card.') == (
        "`source` nombra la carta."
    )
    # Japanese runs on without spaces; an address or a fraction is no command.
    assert (
        japanese.rewritten("まだです。/league round startで開始")
        == "まだです。/リーグ ラウンド 開始で開始"
    )
    kept = "https://arbiter.example/league/round 1/2 wins/losses"
    assert spanish.rewritten(kept) == kept
    assert spanish.rewritten(spanish.rewritten(typed)) == spanish.rewritten(typed)
    # Another language's names are found as not this one's.
    french = names[Language.FRENCH].rewritten("`/league round start`")
    assert french == "`/ligue ronde lancer`"
    assert spanish.strangers(f"usa {french}", names.values()) == ["/ligue ronde lancer"]
    assert spanish.strangers("usa `/liga ronda iniciar`", names.values()) == []


def test_the_fixer_rewrites_a_catalogue_of_sentences_and_plural_forms(
    names: dict[Language, CommandNames], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `python -m bot.faces.catalogue commands` on a .po whose one sentence and one plural
    # entry name a command in English: both are written back in the language's names (a
    # sentence once crashed the writer: its text was stored as a tuple of one form).
    monkeypatch.setattr(catalogue, "catalogue_path", lambda lang, domain: tmp_path / f"{lang}.po")
    for language in catalogue.TRANSLATED:
        po = Catalog(locale=str(language.value), domain="console")
        po.add("Type /match start.", "Escribe /match start.")
        po.add(
            ("{n} left: /match status", "{n} left: /match status"),
            ("/match status", "/match status", "/match status"),
        )
        catalogue.write(po, tmp_path / f"{language}.po")
    catalogue.name_commands(Domain.CONSOLE, names)
    spanish = catalogue.read(tmp_path / f"{Language.SPANISH}.po", Language.SPANISH)
    assert spanish.get("Type /match start.").string == "Escribe /enfrentamiento iniciar."
    forms = spanish.get("{n} left: /match status").string
    assert set(forms) == {names[Language.SPANISH].rewritten("/match status")} != {"/match status"}


def test_a_cards_wording_is_its_data_in_english_and_keeps_its_mana_cost_translated() -> None:
    """A card's note says the card data's words in English, a mana cost ("{2}{B}") as written
    (its braces are no placeholder), and the same cost in every translation."""
    cards = [card for game in GAMES for card in all_cards(game)]
    assert cards
    for card in cards:
        assert card.said.english() == card.wording
        costs = re.findall(r"\{[0-9WUBRGX]\}", card.wording)
        for language in TRANSLATED:
            worded = translate(card.said, language.value)
            assert worded != card.wording, f"{language}: {card.name}"
            assert re.findall(r"\{[0-9WUBRGX]\}", worded) == costs, f"{language}: {worded}"


@pytest.mark.parametrize("domain", Domain, ids=str)
def test_a_japanese_sentence_speaks_of_a_turn_only_where_the_english_does(domain: Domain) -> None:
    """A clause of another sentence pasted into a translation: two Japanese refusals asked
    "if it is a later turn, whose next turn" where the English asks what an unknown card did."""
    po = read(catalogue_path(Language.JAPANESE, domain), Language.JAPANESE.value)
    for message in po:
        if not message.id:
            continue
        english = message.id[-1] if isinstance(message.id, tuple) else str(message.id)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if "turn" not in english.lower():
            assert not any("ターン" in form for form in forms), english


# The words a card's trigger is worded with, quoted as the card reads in the player's language.
CARD_WORDS = frozenset({"when", "whenever", "at"})


@pytest.mark.parametrize("language", TRANSLATED, ids=str)
def test_an_example_a_ruling_tells_to_type_stays_in_english(language: Language) -> None:
    """The rulings reader reads English only: a refusal's quoted example, what the player is
    told to type ("say which ("I draw from an empty library" or "my library is empty")"), is
    kept word for word; translated, it would be typed and not read."""
    po = read(catalogue_path(language, Domain.RULINGS), language.value)
    translated: list[str] = []
    for message in po:
        if not message.id:
            continue
        english = message.id[-1] if isinstance(message.id, tuple) else str(message.id)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for example in examples(english):
            if example not in CARD_WORDS:
                translated += [form for form in forms if example not in form]
    assert translated == []


TEAM_WON = Message("their team won (you won)")
WHICH_CARD = Message(
    'Which card is "{words}"? {card} may turn on what it did: name it ({example}), or say what '
    'it did ("... and {did}").',
    words="an artifact",
    card="Mindslaver",
    example='"Platinum Angel"',
    did="an effect says alice loses",
)


@pytest.mark.parametrize(
    ("locale", "message", "said"),
    [
        # "their" is the asker's team: three translations said "his team" ("sein Team",
        # "son équipe", "a equipe dele"), another player's.
        ("de", TEAM_WON, "dein Team"),
        ("es", TEAM_WON, "tu equipo"),
        ("fr", TEAM_WON, "votre équipe"),
        ("pt-BR", TEAM_WON, "sua equipe"),
        # The card not named may be any permanent: Japanese called it "that spell".
        ("ja", WHICH_CARD, "そのカードがしたこと"),
    ],
)
def test_a_translation_says_whose_and_what_the_english_does(
    locale: str, message: Message, said: str
) -> None:
    assert said in translate(message, locale)


@pytest.mark.parametrize("language", TRANSLATED, ids=str)
def test_a_ruling_names_an_option_as_the_readers_client_lists_it(
    language: Language, names: dict[Language, CommandNames]
) -> None:
    """ "(or choose the game option)": every translation wrote the option in backticks in
    English (`game`), which a client in the reader's language lists by its own name (`juego`).
    (The rules domain's backticks name a game file's JSON keys, which stay English.)"""
    mine = names[language]
    english_named: list[str] = []
    for message in read(catalogue_path(language, Domain.RULINGS), language.value):
        if not message.id:
            continue
        english = message.id[-1] if isinstance(message.id, tuple) else str(message.id)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        english_named += [
            form
            for form in forms
            for word in re.findall(r"`([a-z0-9_]+)`", form)
            if mine.options.get(word, word) != word and f"`{word}`" not in english
        ]
    assert english_named == []


# Buttons labelled in the language of the message they sit on (bot/faces/discord/components.py).
BUTTONS = ("Confirm", "Dispute", "Play first", "Play second", "Here", "Check in", "Call a judge")
BUTTONS += ("Answered", "Ask a judge")


@pytest.mark.parametrize("language", TRANSLATED, ids=str)
def test_a_sentence_names_a_button_as_its_label_reads(language: Language) -> None:
    """ "settle it first (its Confirm or Dispute buttons ...)": every translation named the
    buttons in English, which a player sees labelled in their language ("承認", "Bestätigen");
    "Only the players of table {table} say Here" named a table's arrival button so ("着席")."""
    labels = {button: translate(Message(button), language.value) for button in BUTTONS}
    english_named: list[str] = []
    for domain in Domain:
        for message in read(catalogue_path(language, domain), language.value):
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            english_named += [
                form
                for form in forms
                for button, label in labels.items()
                if message.id and label != button and re.search(rf"\b{button}\b", form)
            ]
    assert english_named == []


@pytest.mark.parametrize("language", TRANSLATED, ids=str)
def test_a_discord_sentence_names_an_option_as_the_readers_client_lists_it(
    language: Language, names: dict[Language, CommandNames]
) -> None:
    """ "from_match needs a live game", "(`/arbiter config judge_role` sets one)", "(report it
    with /life total)": translations named the option in English, bare or after its command,
    where the reader's client lists it by its own name (`マッチから`, `judge_rolle`, `gesamt`).
    (A league or match file's fields, in other domains, keep their English names.)"""
    mine = names[language]
    english_named: list[str] = []
    for domain in (Domain.DISCORD, Domain.LEAGUES):
        for message in read(catalogue_path(language, domain), language.value):
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            for form in forms if message.id else ():
                said = re.sub(r"\{[^}]*\}", " ", form)  # a placeholder is no option
                words = re.findall(r"\b[a-z]+(?:_[a-z]+)+\b", said)
                words += re.findall(r"/\S+ ([a-z]+)\b(?!:)", said)
                english_named += [form for word in words if mine.options.get(word, word) != word]
    assert english_named == []


@pytest.mark.parametrize("language", TRANSLATED, ids=str)
def test_a_translation_names_every_command_its_english_names_whole(
    language: Language, names: dict[Language, CommandNames]
) -> None:
    """ "press Check in below or send /league checkin here": every translation read "here" as
    where to send it and named the group alone (`/liga check-in aquí`), which runs nothing."""
    english, mine = names[Language.ENGLISH], names[language]
    cut: list[str] = []
    for domain in Domain:
        for message in read(catalogue_path(language, domain), language.value):
            if not message.id:
                continue
            said = message.id[-1] if isinstance(message.id, tuple) else str(message.id)
            named = Counter(reference.english for reference in english.references(said))
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            cut += [
                form
                for form in forms
                if named - Counter(reference.english for reference in mine.references(form))
            ]
    assert cut == []


@pytest.mark.parametrize("language", TRANSLATED, ids=str)
def test_a_sentence_names_a_choice_as_the_readers_client_lists_it(language: Language) -> None:
    """ "send this again with `live: Close the match`": every translation kept the choice in
    English, where the reader's client lists it in its language ("マッチを終了する")."""
    choices = {
        message.id: message.string
        for message in read(catalogue_path(language, Domain.COMMANDS), language.value)
        if message.id and not message.context and message.string != message.id
    }
    english_named: list[str] = []
    for domain in Domain:
        for message in read(catalogue_path(language, domain), language.value):
            english = message.id[-1] if isinstance(message.id, tuple) else str(message.id)
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            for choice in re.findall(r"`[a-z_]+: ?([^`]+)`", english if message.id else ""):
                english_named += [
                    form for form in forms if choice in choices and choices[choice] not in form
                ]
    assert english_named == []
