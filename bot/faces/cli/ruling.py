"""`arbiter ruling [--game G] [--json] TEXT`: a quick ruling at the terminal (rulings.md)."""

from __future__ import annotations

import json
import sys
from typing import TextIO

from bot.core.messages import Message
from bot.core.rules import games
from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.game_words import example_of
from bot.core.rulings.other_languages import tells_english
from bot.core.rulings.words import read_in_english
from bot.faces.cli.language import Words
from bot.faces.cli.replay import one_line
from bot.faces.i18n import Language, contracted

GAME_CHOICES = games.short_names()


def game_named(name: str | None) -> System | None:
    if name is None:
        return None
    game = games.game_named(name)
    return game.system if game is not None else None


def run_ruling(
    words: list[str],
    game: str | None = None,
    as_json: bool = False,
    *,
    stdin: TextIO | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    said: Words | None = None,
) -> int:
    """Print the answer (or its JSON line); a situation that cannot be read: one line on
    stderr and exit 2. Never a traceback. The answer is in `said`'s language (what was
    understood and why stay in English, the situation language, and another language than
    English says so); the JSON is the spec's, in English."""
    out, err = out or sys.stdout, err or sys.stderr
    said = said or Words(Language.ENGLISH)
    if words == ["-"]:
        source = stdin or sys.stdin
        # The bytes, decoded here: a C.UTF-8 locale gives sys.stdin surrogate escapes instead
        # of an error for bytes that are not UTF-8.
        raw = getattr(source, "buffer", None)
        try:
            text = raw.read().decode("utf-8") if raw is not None else source.read()
        except UnicodeDecodeError:
            print(said(Message("The situation on stdin is not UTF-8 text.")), file=err)
            return 2
    else:
        text = " ".join(words)
    answer = rule_on(text, game=game_named(game))
    if isinstance(answer, NoRuling):
        print(one_line(said(answer.told())), file=err)
        if said.language is not Language.ENGLISH and not tells_english(answer.told()):
            print(said(read_in_english(example_of(answer.system))), file=err)
        return 2
    if as_json:
        print(json.dumps(answer.to_json()), file=out)
    elif said.language is Language.ENGLISH:
        print(answer.text(), file=out)  # English speaks to the asker as "you"
    else:
        print(answer.text(word=lambda m: contracted(said(m), said.language)), file=out)
        print(said(read_in_english(example_of(answer.system))), file=out)
    return 0
