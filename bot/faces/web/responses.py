"""What the web face's answers share: the security headers, the token in an address, the
templates, and a page, a 404 or JSON as answers (bot.faces.web.server serves them;
bot.faces.web.phone builds on them)."""

from __future__ import annotations

import json
from typing import Any

import jinja2
from aiohttp import web

from bot.core.messages import Message
from bot.faces.i18n import translate

# Everything a page uses comes from Arbiter itself; nothing may frame... except OBS, which
# loads the overlay as a page of its own (a browser source), not in a frame.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    # The token is in the address: never send it on to another site.
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
    "Cache-Control": "no-store",
}
TOKEN = r"{token:[A-Za-z0-9_-]{16,128}}"


def _worded(value: object) -> str:
    """A message of the services' (a playoff round's name) in the JSON: worded in English."""
    if isinstance(value, Message):
        return translate(value, None)
    raise TypeError(f"{type(value).__name__} is not JSON")


TEMPLATES: web.AppKey[jinja2.Environment] = web.AppKey("templates", jinja2.Environment)


def render(request: web.Request, template: str, status: int = 200, **context: Any) -> web.Response:
    defaults = {"json_url": None, "refresh_seconds": None, "poll_seconds": None}
    html = request.app[TEMPLATES].get_template(template).render({**defaults, **context})
    return web.Response(text=html, status=status, content_type="text/html", charset="utf-8")


def not_found(request: web.Request) -> web.Response:
    """The same page whatever the reason: unknown, revoked, or of another kind."""
    return render(request, "not_found.html", status=404)


def as_json(data: dict[str, Any]) -> web.Response:
    return web.Response(
        text=json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=_worded),
        content_type="application/json",
        charset="utf-8",
    )
