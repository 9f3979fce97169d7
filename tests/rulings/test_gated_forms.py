"""A reader's form searched only where a text holds what every match of it holds
(bot/core/rulings/gated.py, issue #31's CPU target): it reads every text as the form alone
would. Wherever the form matches, what it needs is found, so no text is left unread that the
form would have read: checked on every question of the corpus, as asked and as documented, and
on a text each form reads."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bot.core.rulings import chat, chat_forms, load
from bot.core.rulings.gated import Gated

load()

FORMS: dict[str, Gated] = {}
for module in (chat_forms, chat):  # each form by the module it is written in
    for name, value in vars(module).items():
        if isinstance(value, Gated) and value not in FORMS.values():
            FORMS[f"{module.__name__}.{name}"] = value

_CORPUS = Path(__file__).parent / "real_questions.json"
_QUESTIONS = json.loads(_CORPUS.read_text(encoding="utf-8"))["questions"]
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
TEXTS = [
    piece
    for entry in _QUESTIONS
    for field in ("question", "documented")
    for text in [entry[field]]
    for piece in (text, *_SENTENCE.findall(text))
]

# A text each form reads, as chat writes it.
READ = {
    "bot.core.rulings.chat._EXTRA": "I gain 7 extra life",
    "bot.core.rulings.chat_forms.NOW_AFTER_TOTAL": "He's at 0 now",
    "bot.core.rulings.chat_forms.DEAD_AT": "so he's dead at 0",
    "bot.core.rulings.chat_forms.UNBLOCKED": "I attack him with my Angel for 3 unblocked",
    "bot.core.rulings.chat_forms.LIBRARY_GONE": "then he mills me out",
    "bot.core.rulings.chat_forms.FACE": "I cast Lightning Bolt at his face",
    "bot.core.rulings.chat_forms.PING": "then I ping him",
    "bot.core.rulings.chat_forms.FINISHED_OFF": "then I finish him off",
    "bot.core.rulings.chat_forms.LIBRARY_NONE": "bob has no cards in his library",
    "bot.core.rulings.chat_forms.DRAW_STEP_REACHED": "then I go to my draw step",
    "bot.core.rulings.chat_forms.LIFE_ELIDED": "I have 3 life and he has 5",
    "bot.core.rulings.chat_forms.TOTAL_ELIDED": "my life is at 6, and his is at 2",
    "bot.core.rulings.chat_forms.UNNAMED_DRAW": "you use some form of card draw",
}


def test_every_gated_form_has_a_text_it_reads() -> None:
    assert sorted(FORMS) == sorted(READ)


@pytest.mark.parametrize("name", sorted(FORMS))
def test_a_gated_form_reads_what_the_form_alone_reads(name: str) -> None:
    form = FORMS[name]
    assert form.pattern.search(READ[name]) is not None
    for text in [READ[name], *TEXTS]:
        if form.pattern.search(text) is not None:
            assert form.may_match(text), text
        assert form.sub("<read>", text) == form.pattern.sub("<read>", text), text
