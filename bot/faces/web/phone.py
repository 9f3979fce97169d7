"""The phone pages (docs/phone.md): `/p/{token}`, its JSON (a long poll with `?after=`), and
its two writes, `/p/{token}/tap` and `/p/{token}/undo`.

A write is refused before it reaches the service unless it comes from the page itself: an
`Origin` (or `Sec-Fetch-Site`) of another site is refused here, a missing or wrong CSRF token
by the service. Each link may tap `BURST` times at once and `PER_SECOND` a second after
(`TapLimits`, per process); the page's script waits and sends the same tap again, under the
same key, so a tap is delayed, never lost nor applied twice. A write answers JSON to the
page's script (`Accept: application/json`), and a redirect to the page to a form sent
without JavaScript.
"""

from __future__ import annotations

import math
import secrets
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web

from bot.app.phone import GONE_TEXT, PhonePage, PhoneRefused, PhoneService, Refusal, TapDone
from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.faces.i18n import Language, translate
from bot.faces.web.phone_words import page_json, score_words, script_words, shown_targets
from bot.faces.web.responses import (
    CONTENT_SECURITY_POLICY,
    TOKEN,
    as_json,
    html_response,
    lang_query,
    language_of_request,
    not_found,
    page_html,
    said,
)

PHONE: web.AppKey[PhoneService] = web.AppKey("phone", PhoneService)
ORIGINS: web.AppKey[frozenset[str]] = web.AppKey("origins", frozenset)
LIMITS: web.AppKey[TapLimits] = web.AppKey("tap_limits")

# The page's forms post to the page itself (without JavaScript); nothing else changes.
PHONE_CSP = CONTENT_SECURITY_POLICY.replace("form-action 'none'", "form-action 'self'")
# A long poll answers at the latest after this many seconds (proxies keep a minute).
WAIT_SECONDS = 20.0
BURST = 5  # taps a link may make at once
PER_SECOND = 3.0  # and then a second

STATUS = {
    Refusal.GONE: 404,
    Refusal.FORGED: 403,
    Refusal.BAD_TAP: 400,
    Refusal.NOT_ALLOWED: 403,
    Refusal.REFUSED: 409,
    Refusal.UNKNOWN: 503,  # the same tap again (same key) settles it
}
CROSS_SITE = Message("Arbiter takes taps only from its own page.")
SLOW = Message("Too many taps at once: the next one goes in a moment.")


class TapLimits:
    """A token bucket per link: `burst` taps at once, `per_second` after. In memory, per
    process; a quiet link's bucket is forgotten."""

    def __init__(
        self,
        burst: int = BURST,
        per_second: float = PER_SECOND,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.burst, self.per_second, self.clock = burst, per_second, clock
        self._buckets: dict[str, tuple[float, float]] = {}  # token -> (tokens, when)

    def take(self, token: str) -> float:
        """0 if the link may tap now (and it is counted), else the seconds to wait."""
        now = self.clock()
        tokens, when = self._buckets.get(token, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - when) * self.per_second)
        if tokens < 1.0:
            self._buckets[token] = (tokens, now)
            return (1.0 - tokens) / self.per_second
        self._buckets[token] = (tokens - 1.0, now)
        if len(self._buckets) > 10_000:
            full = now - self.burst / self.per_second
            self._buckets = {k: v for k, v in self._buckets.items() if v[1] > full}
        return 0.0


def same_site(request: web.Request) -> bool:
    """Whether a write comes from Arbiter's own pages: its Origin is this server's address
    (as the request reached it, or WEB_BASE_URL's); without an Origin, the browser's
    Sec-Fetch-Site says so, or nothing says otherwise (not a browser: the CSRF token holds)."""
    origin = request.headers.get("Origin")
    if origin is None:
        return request.headers.get("Sec-Fetch-Site", "same-origin") in ("same-origin", "none")
    host = urlsplit(origin).netloc
    return bool(host) and (host == request.host or host in request.app[ORIGINS])


def _live_context(request: web.Request, page: PhonePage, language: Language) -> dict[str, Any]:
    token = request.match_info["token"]
    data = page_json(page, language)
    view = page.match
    targetable = {
        p["seat"]: any(t.seat == p["seat"] for t in page.targets) for p in data["players"]
    }
    return {
        "page": page,
        "targets": shown_targets(page, language),
        "data": data,
        "base": f"/p/{token}",
        "key": secrets.token_urlsafe(16),  # the forms' tap key, for a page without JavaScript
        "undo_key": secrets.token_urlsafe(16),
        "score": score_words(view, language),
        "targetable": targetable,
        "you_name": view.players[page.seat - 1].name,
        "counter": game_of(view.system).names.life,
        "error": None,
    }


def _html(
    request: web.Request, page: PhonePage, status: int = 200, error: str | None = None
) -> web.Response:
    language = language_of_request(request)
    context = {
        **_live_context(request, page, language),
        "error": error,
        "words": script_words(language),
    }
    response = html_response(page_html(request, "phone.html", language, context), language, status)
    response.headers["Content-Security-Policy"] = PHONE_CSP
    return response


def _state(request: web.Request, page: PhonePage) -> dict[str, Any]:
    """The page's JSON, with its live part as the server renders it (escaped by Jinja2), for
    the script to show without building any HTML itself."""
    language = language_of_request(request)
    context = _live_context(request, page, language)
    data = dict(context["data"])
    data["html"] = page_html(request, "_phone_live.html", language, context)
    return data


def _gone(request: web.Request, wants_json: bool) -> web.StreamResponse:
    if wants_json:
        response = as_json({"error": _worded(request, GONE_TEXT), "refusal": Refusal.GONE.value})
        response.set_status(404)
        return response
    return not_found(request)


async def phone_page(request: web.Request) -> web.StreamResponse:
    page = await request.app[PHONE].page(request.match_info["token"])
    return not_found(request) if page is None else _html(request, page)


async def phone_json(request: web.Request) -> web.StreamResponse:
    token = request.match_info["token"]
    phone = request.app[PHONE]
    after = request.query.get("after")
    if after is None:
        page = await phone.page(token)
    elif after.isdigit() and len(after) < 12:
        page = await phone.changed_after(token, int(after), WAIT_SECONDS)
    else:
        return said(request, Message("after= takes the version the page shows."), 400)
    return _gone(request, True) if page is None else as_json(_state(request, page))


def _wants_json(request: web.Request) -> bool:
    return "application/json" in request.headers.get("Accept", "")


async def _write(request: web.Request, undo: bool) -> web.StreamResponse:
    token = request.match_info["token"]
    wants_json = _wants_json(request)
    if not same_site(request):
        if wants_json:
            forged = _worded(request, CROSS_SITE)
            response = as_json({"error": forged, "refusal": Refusal.FORGED.value})
            response.set_status(403)
            return response
        return said(request, CROSS_SITE, 403)
    wait = request.app[LIMITS].take(token)
    if wait > 0:
        response = as_json({"error": _worded(request, SLOW), "refusal": "slow"})
        response.set_status(429)
        response.headers["Retry-After"] = str(max(1, math.ceil(wait)))
        return response
    form = await request.post()
    phone = request.app[PHONE]
    try:
        if undo:
            done = await phone.undo(token, csrf=form.get("csrf"), key=form.get("key"))
        else:
            done = await phone.tap(
                token, form.get("tap"), csrf=form.get("csrf"), key=form.get("key")
            )
    except PhoneRefused as refused:
        return await _refused(request, refused, wants_json)
    if not wants_json:  # a form: back to the page, which shows the change
        return web.Response(status=303, headers={"Location": f"/p/{token}{lang_query(request)}"})
    return as_json(_done(request, done))


def _worded(request: web.Request, message: Message) -> str:
    """`message` in the page's language (the script shows it as it is)."""
    return translate(message, language_of_request(request).value)


def _done(request: web.Request, done: TapDone) -> dict[str, Any]:
    return {
        "status": done.status.value,
        "outcomes": list(done.outcomes),
        "duplicate": done.duplicate,
        "state": _state(request, done.page),
    }


async def _refused(
    request: web.Request, refused: PhoneRefused, wants_json: bool
) -> web.StreamResponse:
    status = STATUS[refused.refusal]
    if refused.refusal is Refusal.GONE:
        return _gone(request, wants_json)
    if wants_json:
        response = as_json(
            {"error": _worded(request, refused.text), "refusal": refused.refusal.value}
        )
        response.set_status(status)
        return response
    page = await request.app[PHONE].page(request.match_info["token"])
    if page is None:
        return not_found(request)
    return _html(request, page, status, _worded(request, refused.text))


async def phone_tap(request: web.Request) -> web.StreamResponse:
    return await _write(request, undo=False)


async def phone_undo(request: web.Request) -> web.StreamResponse:
    return await _write(request, undo=True)


def add_routes(app: web.Application, phone: PhoneService, origins: frozenset[str]) -> None:
    """The phone pages on `app` (`create_app`, when the process may write for phones)."""
    app[PHONE] = phone
    app[ORIGINS] = origins
    app[LIMITS] = TapLimits()
    app.router.add_get(f"/p/{TOKEN}.json", phone_json)
    app.router.add_get(f"/p/{TOKEN}", phone_page)
    app.router.add_post(f"/p/{TOKEN}/tap", phone_tap)
    app.router.add_post(f"/p/{TOKEN}/undo", phone_undo)
