"""What the web face's answers share: the security headers, the token in an address, the
templates in each language, and a page, a 404 or JSON as answers (bot.faces.web.server
serves them; bot.faces.web.phone builds on them)."""

from __future__ import annotations

import json
from typing import Any

import jinja2
from aiohttp import web

from bot.core.messages import Message
from bot.faces.i18n import Language, translate
from bot.faces.web.languages import chosen, html_lang, negotiated

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


# The templates, in each language (bot.faces.web.server.templates).
TEMPLATES: web.AppKey[dict[Language, jinja2.Environment]] = web.AppKey("templates", dict)


def asked_language(request: web.Request) -> Language | None:
    """The language the address asks for (`?lang=`), if Arbiter speaks it."""
    asked = request.query.get("lang")
    return negotiated([asked]) if asked else None


def language_of_request(request: web.Request, venue: Language | None = None) -> Language:
    """The page's language: `?lang=`, the league's (`venue`), the browser's, else English
    (bot.faces.web.languages)."""
    return chosen(request.query.get("lang"), venue, request.headers.get("Accept-Language"))


def lang_query(request: web.Request) -> str:
    """`?lang=...` for the page's own addresses when the visitor chose one, so that the page's
    links, its refresh and its script's requests stay in that language."""
    asked = asked_language(request)
    return "" if asked is None else f"?lang={asked.value}"


def page_html(
    request: web.Request, template: str, language: Language, context: dict[str, Any]
) -> str:
    """`template` rendered in `language`."""
    defaults = {"json_url": None, "refresh_seconds": None, "poll_seconds": None}
    extra = {"lang": html_lang(language), "lang_query": lang_query(request)}
    return (
        request.app[TEMPLATES][language]
        .get_template(template)
        .render({**defaults, **extra, **context})
    )


def html_response(text: str, language: Language, status: int = 200) -> web.Response:
    response = web.Response(text=text, status=status, content_type="text/html", charset="utf-8")
    response.headers["Content-Language"] = html_lang(language)
    response.headers["Vary"] = "Accept-Language"
    return response


def said(
    request: web.BaseRequest, message: Message, status: int, *, by_address: bool = True
) -> web.Response:
    """The server's own plain answer (an error's), in the page's language: `?lang=`, else the
    browser's; `by_address` False for a request whose address cannot be read (the browser's
    alone). English when even the headers cannot be read."""
    try:
        asked = request.query.get("lang") if by_address else None
        language = chosen(asked, None, request.headers.get("Accept-Language"))
    except Exception:  # a request aiohttp could not parse: nothing of it is trusted
        language = Language.ENGLISH
    response = web.Response(text=translate(message, language.value), status=status)
    response.headers["Content-Language"] = html_lang(language)
    response.headers["Vary"] = "Accept-Language"
    return response


def render(
    request: web.Request,
    template: str,
    status: int = 200,
    *,
    venue: Language | None = None,
    **context: Any,
) -> web.Response:
    """`template` as the answer, in the page's language (`venue`: the league's, if any)."""
    language = language_of_request(request, venue)
    return html_response(page_html(request, template, language, context), language, status)


def not_found(request: web.Request) -> web.Response:
    """The same page whatever the reason: unknown, revoked, or of another kind."""
    return render(request, "not_found.html", status=404)


def as_json(data: dict[str, Any]) -> web.Response:
    return web.Response(
        text=json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=_worded),
        content_type="application/json",
        charset="utf-8",
    )
