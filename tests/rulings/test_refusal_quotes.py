"""A refusal quotes the asker's own words (issue #31: "show exactly what was taken from the
words"): the reader rewords chat as it reads ("my opponent" for "my buddy", "attacked" for
"swung", a misspelling mended), and a refusal that quoted the rewording showed words the asker
never wrote."""

from __future__ import annotations

import re

import pytest

from bot.core.rulings import NoRuling, rule_on

_QUOTED = re.compile(r'I could not read "([^"]+)"')


def _quoted(text: str) -> str:
    answer = rule_on(text)
    assert isinstance(answer, NoRuling), text
    found = _QUOTED.search(answer.message)
    assert found is not None, answer.message
    return found[1]


@pytest.mark.parametrize(
    ("text", "typed"),
    [
        ("my buddy bolted me, then he flibbered. am i dead?", "my buddy bolted me"),
        ("magic: My oppenent flibbers Platinum Angel", "My oppenent flibbers Platinum Angel"),
        (
            "I swung at my friend with a flibbering 3/3",
            "I swung at my friend with a flibbering 3/3",
        ),
        ("my pal flibbers. i concede", "my pal flibbers"),
        (
            "3 players: player a, player b, player c. someone concedes and the other player wins",
            "someone concedes and the other player wins",
        ),
    ],
)
def test_a_refusal_quotes_the_words_as_typed(text: str, typed: str) -> None:
    assert _quoted(text) == typed


@pytest.mark.parametrize(
    ("text", "typed"),
    [
        ("alice concedes. then bob flibbers alice", "bob flibbers alice"),
        ("I flibber", "I flibber"),
        ("magic: bob flibbers with 3 structurs", "bob flibbers with 3 structurs"),
    ],
)
def test_words_the_reader_did_not_reword_are_quoted_as_they_are(text: str, typed: str) -> None:
    assert _quoted(text) == typed
