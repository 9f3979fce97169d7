"""A quick ruling's refusal of what the game does not have, as Discord shows it (session 26):
/ruling, a DM in chat, and a reader whose Discord speaks another language see what to type in
chat, never the replay's hint ("report champion_died", "report vitae with life"), which a match
report keeps (test_bad_input.py)."""

from __future__ import annotations

import re

import pytest

from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash, start
from tests.harness import chat

JARGON = re.compile(r"\breport\b|\b[a-z]+_[a-z]+\b|with life")


@pytest.mark.parametrize(
    ("game", "situation", "words"),
    [
        ("grand-archive", "I'm at 3 life and take 5 damage. Do I lose?", "alice's champion dies"),
        ("grand-archive", "bob starts his turn", "bob draws from an empty deck"),
        ("terrus", "my champion died, do I lose?", "alice is at 2 vitae and takes 3 damage"),
        ("terrus", "my opponent has 10 poison counters", "alice is at 0 vitae"),
        ("magic", "bob's champion dies", "alice is at 0 life"),
    ],
)
async def test_ruling_refusal_says_what_to_type(
    arbiter: Arbiter, game: str, situation: str, words: str
) -> None:
    refused = await slash(arbiter, "ruling", situation=situation, game=game)
    text = refused.content or ""
    assert refused.ephemeral and "cannot happen" in text
    assert words in text and not JARGON.search(text), text


async def test_a_dm_refusal_says_what_to_type(arbiter: Arbiter) -> None:
    harness = arbiter.harness
    dm = chat.dm_channel(harness, arbiter.dave)
    replies = await chat.say(
        harness, author=arbiter.dave, channel=dm, content="terrus: bob's champion dies"
    )
    (reply,) = replies
    text = reply.content or ""
    assert "Terrus has no champions" in text and "vitae" in text and not JARGON.search(text), text


async def test_a_ruling_refusal_in_the_readers_language(arbiter: Arbiter) -> None:
    refused = await arbiter.harness.slash(
        "ruling",
        user=arbiter.alice,
        channel=arbiter.table,
        locale="de",
        options={"situation": "ga: alice gains 5 life"},
    )
    text = refused.content or ""
    assert "Champion stirbt" in text and not JARGON.search(text), text


async def test_a_match_report_keeps_the_hint_in_commands(arbiter: Arbiter) -> None:
    await start(arbiter, "terrus")
    refused = await slash(arbiter, "champion died")
    assert "Terrus has no champions; report vitae with life." in (refused.content or "")
