"""What the in-memory Discord raises besides Discord's own refusals (those are the
`discord.HTTPException`s of rest_answers.http_error, raised to discord.py as Discord answers).

`FakeDiscordError` is a use of the fake that cannot be (an unknown user, a disabled button
pressed) or a request it was not built to answer. It is an AssertionError so that a test
driving the bot through it (tests/harness, whose HarnessError it is) reports it as a failure,
not as an error of its own making; the console never sees one unless the bot sends a request
this Discord does not know.
"""

from __future__ import annotations


class FakeDiscordError(AssertionError):
    """The in-memory Discord was used in a way Discord cannot be, or found a problem."""


class UnhandledRouteError(FakeDiscordError):
    """discord.py made a REST call the fake REST layer has no handler for."""


class PayloadLimitError(FakeDiscordError):
    """The bot sent a payload over one of Discord's documented limits (Discord answers 400)."""
