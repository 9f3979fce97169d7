"""A private quick ruling in the asker's language speaks to them as "you" throughout (issue #31,
the session-27 adversarial pass "adversary27b"): Discord names the asker by their display
name, and the rules core's notes about them said it in the third person beside results in the
second ("Pierdes ..." then "Por qué: alice perdería la partida ...: Platinum Angel (de
alice)"); English says "You would lose ... Platinum Angel (yours)"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.discord.conftest import Arbiter, running_arbiter
from tests.discord_harness import InteractionResult


async def _asked(arbiter: Arbiter, command: str, locale: str, **options: Any) -> InteractionResult:
    return await arbiter.harness.slash(
        command, user=arbiter.alice, channel=arbiter.table, locale=locale, options=options
    )


SAID = [
    (
        "es-ES",
        "magic: I control Platinum Angel. I'm at 0 life",
        "**Por qué**: perderías la partida (tu total de vidas es 0), pero no puedes perder la "
        "partida: Platinum Angel (tuyo)",
    ),
    (
        "de",
        "magic: I control Exquisite Archangel. I'm at 0 life",
        "**Warum**: du würdest verlieren (dein Lebenspunktestand ist 0)",
    ),
    (
        "fr",
        "terrus: I'm at 0 vitae",
        "l'adversaire gagne la partie : il vous a réduit, vous, son seul adversaire restant, à 0",
    ),
    ("ja", "magic: I control Worship and a creature. I take 5 damage", "あなたのライフを1未満"),
]


@pytest.mark.parametrize(("locale", "situation", "words"), SAID)
async def test_a_private_ruling_speaks_to_the_asker_in_their_language(
    arbiter: Arbiter, locale: str, situation: str, words: str
) -> None:
    result = await _asked(arbiter, "ruling", locale, situation=situation, private=True)
    assert result.ephemeral
    (embed,) = result.embeds
    text = embed.description or ""
    assert words in text, text
    assert "alice perd" not in text and "(de alice)" not in text and "von alice" not in text


# /rule on a server that speaks Spanish or Japanese offered the question a situation depends
# on in English ("Depende: Did your Lightning Bolt resolve? ..."), though the catalogue says it.
@pytest.mark.parametrize(
    ("locale", "words"),
    [
        ("es-ES", "• Depende: ¿Se resolvió tu Lightning Bolt?"),
        ("ja", "• 場合による：あなたの Lightning Boltは解決されましたか？"),  # noqa: RUF001
    ],
)
async def test_rule_offers_what_it_depends_on_in_the_servers_language(
    sqlite_url: str, locale: str, words: str
) -> None:
    async with running_arbiter(sqlite_url, preferred_locale=locale) as arbiter:
        query = "magic: bob is at 3 life. I cast Lightning Bolt at bob"
        result = await _asked(arbiter, "rule", locale, query=query)
        (embed,) = result.embeds
        offered = [field.value for field in embed.fields if field.value.startswith("•")]
        assert offered and offered[0].startswith(words), offered
        assert "resolve?" not in offered[0]
