"""The rules engine's words in the players' languages (issue 34): a refusal the engine gives is
worded in the asker's Discord language, with names, numbers and rule numbers as they are."""

from __future__ import annotations

import pytest

from tests.discord.conftest import Arbiter
from tests.discord.helpers import start

BELOW_ZERO = {
    "de": "Für die Giftmarken von bob ist kein Wert unter 0 möglich (es wären -1).",
    "ja": "bob の毒カウンターは 0 未満にできません（-1 になってしまいます）。",  # noqa: RUF001
    "fr": (
        "Valeur impossible pour les marqueurs poison de bob : pas en dessous de 0 "
        "(cela donnerait -1)."
    ),
    "en-US": "bob's poison counters cannot go below 0 (it would be -1).",
}


@pytest.mark.parametrize("locale", BELOW_ZERO)
async def test_an_engine_refusal_is_in_the_askers_language(arbiter: Arbiter, locale: str) -> None:
    await start(arbiter)
    refused = await arbiter.harness.slash(
        "poison",
        user=arbiter.alice,
        channel=arbiter.table,
        locale=locale,
        options={"player": arbiter.bob, "change": -1},
    )
    assert refused.ephemeral and not refused.channel_messages
    assert refused.content == BELOW_ZERO[locale]
