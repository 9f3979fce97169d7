"""The catalogues (bot/faces/locales): the template is what the code says, every language has
every sentence translated, with the same placeholders and all its plural forms, and no
sentence is left in English (issue 34). How to fix a failure: docs/translating.md."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from bot.core.errors import MatchError
from bot.core.match.inputs import given_name
from bot.core.messages import Message
from bot.faces import catalogue
from bot.faces.i18n import (
    TRANSLATED,
    Domain,
    Language,
    catalogue_path,
    language_of,
    template_path,
    translate,
)

# Words kept as they are in every language: command and option names (Discord shows them
# untranslated until the command tree is localized; a command is up to three words, as in
# /league round start), the report format's field names and the buttons' labels (not
# translated yet): see each glossary.
KEPT = re.compile(
    r"`[^`]*`|/[a-z]+(?: [a-z]+){0,2}|\"event\"|\bConfirm\b|\bDispute\b|NUL|\\0|Arbiter|"
    r"\{[^}]*\}|"
    # A file format's JSON, as its spec names it in every language: a key or a value in the
    # quotes each language writes ("games", „games“, « games », 「games」), true and false.
    r"\"[a-z_.]+\"|„[a-z_.]+“|« [a-z_.]+ »|「[a-z_.]+」|\btrue\b|\bfalse\b"
)


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
    for (msgid, _context), message in translated.items():
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
            assert form != english or not worded, f"{language}: {msgid!r} is left in English"
            words = set(re.findall(r"[a-z]+", KEPT.sub(" ", form).lower()))
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
