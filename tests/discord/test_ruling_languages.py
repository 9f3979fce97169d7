# ruff: noqa: RUF001  (Japanese full-width punctuation is what the answer says)
"""A quick ruling's answer in the reader's language (issue 34, "Rulings"), through discord.py:
a private answer in the asker's Discord locale, a public one in the server's language, a
refusal in the asker's language that says situations are read in English; players' and
cards' names and rule numbers kept; the longest answer within Discord's limits in every
language (the harness checks every payload against them)."""

from __future__ import annotations

import discord
import pytest

from bot.core.rulings import MAX_SITUATION
from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash
from tests.harness import chat

LOCALES = ("en-US", "es-ES", "pt-BR", "fr", "de", "ja")


async def ruling(arbiter: Arbiter, situation: str, locale: str, *, private: bool = True) -> object:
    return await arbiter.harness.slash(
        "ruling",
        user=arbiter.alice,
        channel=arbiter.table,
        locale=locale,
        options={"situation": situation, "private": private},
    )


def _embed(result: object) -> discord.Embed:
    embeds = result.embeds
    assert embeds, "the answer is an embed"
    return embeds[0]


async def test_a_private_ruling_is_in_the_askers_german_with_names_and_rules_kept(
    arbiter: Arbiter,
) -> None:
    situation = "magic: 3 players: alice, bob, carol. bob is at 0 life"
    result = await ruling(arbiter, situation, "de")
    assert result.ephemeral
    embed = _embed(result)
    text = embed.description or ""
    assert embed.title == "Schnelles Urteil: Das Spiel geht weiter"
    assert text.startswith(
        "**Verstanden** (Magic: The Gathering, 3 Spieler: alice (du), bob, carol):"
    )
    assert "**Ergebnis**:" in text
    assert "• bob verliert das Spiel: sein Lebenspunktestand ist 0 (MTG CR 104.3b" in text
    assert "• carol spielt noch: " in text
    assert "Result" not in text and "still playing" not in text
    # What was understood is said in German too; the situation language is English, and the
    # answer says so in German.
    assert "1. der Lebenspunktestand von bob wird 0" in text
    assert embed.footer.text == (
        "Arbiter liest Situationen auf Englisch: Beschreibe den Moment auf Englisch, z. B. "
        '"magic: alice is at 0 life and an effect says alice wins".'
    )


async def test_a_private_ruling_is_in_the_askers_japanese(arbiter: Arbiter) -> None:
    result = await ruling(arbiter, "magic: bob is at 0 life", "ja")
    embed = _embed(result)
    text = embed.description or ""
    assert embed.title == "クイック裁定：ゲーム終了"
    assert text.startswith("**理解した内容**（Magic: The Gathering、2 人：")
    assert "**結果**：" in text
    assert "• bob はゲームに敗北する：ライフの総量が 0 である（MTG CR 104.3b" in text
    assert embed.footer.text is not None and embed.footer.text.startswith(
        "Arbiter は状況を英語で読みます。"
    )


async def test_an_english_ruling_is_unchanged_and_says_nothing_of_languages(
    arbiter: Arbiter,
) -> None:
    result = await ruling(arbiter, "magic: bob is at 0 life", "en-US")
    embed = _embed(result)
    assert embed.title == "Quick ruling: game over"
    assert "• bob loses: their life total is 0 (MTG CR 104.3b" in (embed.description or "")
    assert embed.footer.text is None


async def test_a_public_ruling_is_in_the_servers_language_not_the_askers(
    arbiter: Arbiter,
) -> None:
    await slash(arbiter, "arbiter config", arbiter.admin, language="de")
    result = await ruling(arbiter, "magic: bob is at 0 life", "ja", private=False)
    assert not result.ephemeral
    embed = _embed(result)
    assert embed.title == "Schnelles Urteil: Das Spiel ist vorbei"
    assert "bob verliert das Spiel" in (embed.description or "")


async def test_a_mention_is_answered_in_the_servers_language(arbiter: Arbiter) -> None:
    """A reply in the channel is public: the server's language (a message has no locale)."""
    await slash(arbiter, "arbiter config", arbiter.admin, language="ja")
    harness = arbiter.harness
    asked = chat.message_payload(
        harness,
        author=arbiter.bob,
        channel=arbiter.table,
        content=f"<@{harness.bot_user.id}> magic: carol is at 0 life",
        mentions=[harness.bot_user],
    )
    (reply,) = await chat.feed(harness, asked)
    embed = reply.embeds[0]
    assert embed.title == "クイック裁定：ゲーム終了"
    assert "• carol はゲームに敗北する：" in (embed.description or "")
    refused = chat.message_payload(
        harness,
        author=arbiter.bob,
        channel=arbiter.table,
        content=f"<@{harness.bot_user.id}> carol concedes",
        mentions=[harness.bot_user],
    )
    (refusal,) = await chat.feed(harness, refused)
    assert (refusal.content or "").startswith("どのゲームですか？")


@pytest.mark.parametrize(
    ("locale", "no_game", "in_english"),
    [
        (
            "de",
            'Welches Spiel? Beginne mit "magic:", "ga:" oder "terrus:"',
            "Arbiter liest Situationen auf Englisch",
        ),
        (
            "ja",
            'どのゲームですか？ "magic:"、"ga:"、"terrus:" のいずれかで始めてください',
            "Arbiter は状況を英語で読みます。",
        ),
    ],
)
async def test_a_refusal_is_in_the_askers_language_and_says_situations_are_english(
    arbiter: Arbiter, locale: str, no_game: str, in_english: str
) -> None:
    refused = await ruling(arbiter, "bob concedes", locale)
    content = refused.content or ""
    assert refused.ephemeral and content.startswith(no_game)
    assert in_english in content
    assert '"magic: alice is at 0 life and an effect says alice wins"' in content
    # A sentence the reader could not read is quoted as written, and the English hint given.
    unread = await ruling(arbiter, "magic: bob flibbers", locale)
    said = unread.content or ""
    assert "bob flibbers" in said and in_english in said


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_longest_answer_fits_discord_in_every_language(
    arbiter: Arbiter, locale: str
) -> None:
    # The harness fails the test on any payload beyond Discord's limits.
    text = "magic: 3 players: alice, bob, carol."
    while len(text) + len(" bob gains 1 life.") <= MAX_SITUATION:
        text += " bob gains 1 life."
    result = await ruling(arbiter, text, locale)
    embed = _embed(result)
    description = embed.description or ""
    assert len(description) <= 4096
    assert "carol" in description.split("\n")[-1]  # the results are never the part cut


async def test_a_ruling_in_a_dm_is_in_the_askers_language(arbiter: Arbiter) -> None:
    """Outside a server only the asker's client says a language: a public /ruling in a DM
    is in it."""
    harness = arbiter.harness
    dm = chat.dm_channel(harness, arbiter.carol)
    payload = chat.dm_slash(
        harness,
        "ruling",
        user=arbiter.carol,
        channel=dm,
        options={"situation": "terrus: bob concedes"},
    )
    payload["locale"] = "fr"
    result = await harness.dispatch(payload).wait()
    embed = _embed(result)
    assert embed.title == "Décision rapide : la partie est terminée"
    assert "(Terrus 5.3a)" in (embed.description or "")
