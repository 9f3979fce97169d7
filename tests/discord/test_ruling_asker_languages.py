"""A private quick ruling in the asker's language speaks to them as "you" throughout (issue #31,
the session-27 adversarial pass "adversary27b"): Discord names the asker by their display
name, and the rules core's notes about them said it in the third person beside results in the
second ("Pierdes ..." then "Por qué: alice perdería la partida ...: Platinum Angel (de
alice)"); English says "You would lose ... Platinum Angel (yours)"."""

from __future__ import annotations

import pytest

from tests.discord.conftest import Arbiter

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
    result = await arbiter.harness.slash(
        "ruling",
        user=arbiter.alice,
        channel=arbiter.table,
        locale=locale,
        options={"situation": situation, "private": True},
    )
    assert result.ephemeral
    (embed,) = result.embeds
    text = embed.description or ""
    assert words in text, text
    assert "alice perd" not in text and "(de alice)" not in text and "von alice" not in text
