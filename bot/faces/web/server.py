"""The web server (shared/spec/web.md): aiohttp.web routes, Jinja2 templates (autoescaped),
security headers on every answer, 404 for any unknown or revoked token.

`create_app(reads)` builds the application; `serve` runs it on its own (`arbiter web`), and
`start_site` beside the bot on the bot's own event loop (`arbiter run` with WEB_PORT).
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import logging
import math
import re
import signal
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from importlib import resources
from typing import Any
from urllib.parse import unquote_to_bytes, urlsplit

import jinja2
from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from markupsafe import Markup

from bot.app.match import MatchService
from bot.app.match.views import commander_of
from bot.app.page_reads import WebReads
from bot.app.pages import pairings_by_name
from bot.app.phone import PhoneService
from bot.app.runtime import Database, current_revision, head_revision, unreachable, utcnow
from bot.config import Settings
from bot.core.league import Kind
from bot.core.messages import Message
from bot.core.rules.games import title_of
from bot.faces.i18n import Language, gettext_for, language_of, translate
from bot.faces.web import phone as phone_pages
from bot.faces.web.languages import clock_time, html_lang, number, percent
from bot.faces.web.phone_words import counter_title, standing_word
from bot.faces.web.responses import (
    SECURITY_HEADERS,
    TEMPLATES,
    TOKEN,
    as_json,
    language_of_request,
    not_found,
    render,
    said,
)

log = logging.getLogger(__name__)

# The overlay looks every second: a tap on a phone shows on the stream within two.
POLL_SECONDS = {"league": 10, "projector": 5, "match": 1}
STATIC = {
    "arbiter.css": "text/css",
    "live.js": "text/javascript",
    "phone.js": "text/javascript",
    "icon.svg": "image/svg+xml",
}

READS: web.AppKey[WebReads] = web.AppKey("reads", WebReads)
NOW: web.AppKey[Callable[[], datetime]] = web.AppKey("now")
STATIC_FILES: web.AppKey[dict[str, bytes]] = web.AppKey("static", dict)
Answered = tuple[int, bytes, str, str | None]  # status, body, content type, language
FLIGHTS: web.AppKey[dict[str, asyncio.Task[Answered]]] = web.AppKey("flights", dict)
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@functools.cache  # read once: the templates' addresses and the app serve the same bytes
def static_files() -> dict[str, bytes]:
    folder = resources.files("bot.faces.web") / "static"
    return {name: (folder / name).read_bytes() for name in STATIC}


def templates(language: Language = Language.ENGLISH) -> jinja2.Environment:
    """The templates in `language`: their sentences (`_`, `ngettext`: jinja2's i18n
    extension, from the catalogues), times and numbers as the language writes them."""
    environment = jinja2.Environment(
        loader=jinja2.PackageLoader("bot.faces.web", "templates"),
        autoescape=True,  # every value escaped, in .html or not
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        extensions=["jinja2.ext.i18n"],
    )
    found = gettext_for(language.value)

    def gettext(msgid: str, **params: Any) -> Markup:
        # The translation is Arbiter's own markup; each parameter is escaped (a name).
        return Markup(found.gettext(msgid)).format(**params)

    def ngettext(singular: str, plural: str, n: int, **params: Any) -> Markup:
        return Markup(found.ngettext(singular, plural, n)).format(n=number(n, language), **params)

    environment.install_gettext_callables(  # type: ignore[attr-defined]
        gettext, ngettext, newstyle=False
    )
    # A commander-damage tally's key, as its owner and partner (bot.app.match.views).
    environment.filters["commander_of"] = lambda key, players: commander_of(
        key, [p["name"] for p in players]
    )
    environment.filters["bdi"] = lambda name: Markup("<bdi>{}</bdi>").format(name)
    environment.filters["clock_time"] = lambda moment: clock_time(moment, language)
    environment.filters["percent"] = lambda share: percent(share, language)
    environment.filters["number"] = lambda value: number(value, language)
    environment.globals["lang"] = html_lang(language)  # the page's own language
    environment.globals["lang_query"] = ""  # unless the visitor chose one (responses.page_html)
    environment.globals["counter_title"] = lambda counter: counter_title(counter, language)
    environment.globals["standing_word"] = lambda standing: standing_word(standing, language)
    # A message of the services' (a playoff round's name), in the page's language.
    environment.globals["worded"] = lambda message: translate(message, language.value)
    # Each file's address names its content: browsers keep it, and ask again once it changed.
    environment.globals["static"] = {
        name: f"/static/{name}?v={hashlib.sha256(body).hexdigest()[:12]}"
        for name, body in static_files().items()
    }
    return environment


def remaining_text(deadline: str | None, now: datetime) -> str:
    """The time left as the clock shows it ("23:41", "1:05:00"), for a page without JS."""
    if deadline is None:
        return ""
    left = datetime.fromisoformat(deadline.replace("Z", "+00:00")) - now
    seconds = max(0, int(left.total_seconds()))
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"


MALFORMED = Message("Arbiter could not read this request.")
# A percent sign not followed by two hexadecimal digits.
BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")


def malformed(request: web.BaseRequest, reason: str) -> web.Response:
    """The answer to a request that cannot be read: a 400, and one warning line in the log
    (never a traceback: anyone can send these, as many as they like)."""
    log.warning("a malformed request from %s: %s", request.remote, reason)
    response = said(request, MALFORMED, 400, by_address=False)
    response.force_close()  # what follows on the connection cannot be trusted either
    return response


def badly_encoded(address: str) -> bool:
    """Whether an address's percent-encoding is invalid: a lone `%`, or escapes that are
    not UTF-8."""
    if BAD_ESCAPE.search(address):
        return True
    try:
        unquote_to_bytes(address).decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


def secured(response: web.StreamResponse) -> web.StreamResponse:
    """`response` with the security headers, where it does not set them itself."""
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    return response


@web.middleware
async def headers(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    if badly_encoded(request.raw_path):
        return secured(malformed(request, "invalid percent-encoding in the address"))
    try:
        response = await handler(request)
    except web.HTTPNotFound:
        response = not_found(request)
    except web.HTTPException as error:
        response = error
    except Exception as error:  # never a traceback to a visitor
        reason = unreachable(request.app[READS].db.url, error)
        if reason is None:  # the log has it
            log.exception("a web page failed: %s", request.path)
            response = said(request, Message("Arbiter could not show this page just now."), 500)
        else:
            # The database away for a moment: each open page polls, so one line per request,
            # not a traceback per poll; the page's script tries again (503).
            log.warning("a web page could not read the database: %s (%s)", request.path, reason)
            away = Message("Arbiter cannot reach its database just now; try again in a moment.")
            response = said(request, away, 503)
    return secured(response)


def in_flight(handler: Handler) -> Handler:
    """Requests for the same address that arrive while it is being answered share that
    answer: a room of phones opening the league's link, or every open page's poll, read and
    render the league once, not once each. Nothing is kept after the answer, so nothing is
    ever staler than the answer being made when the request came. Requests whose browsers
    ask for different languages are answered apart."""

    async def shared(request: web.Request) -> web.StreamResponse:
        flights = request.app[FLIGHTS]
        key = f"{request.path_qs} {language_of_request(request).value}"
        task = flights.get(key)
        if task is None:
            task = flights[key] = asyncio.create_task(_answer(handler, request))

            def forget(done: asyncio.Task[Answered]) -> None:
                if flights.get(key) is done:
                    del flights[key]

            task.add_done_callback(forget)
        status, body, content_type, language = await asyncio.shield(
            task
        )  # one leaving cancels nothing
        response = web.Response(
            body=body, status=status, content_type=content_type, charset="utf-8"
        )
        if language is not None:
            response.headers["Content-Language"] = language
            response.headers["Vary"] = "Accept-Language"
        return response

    return shared


async def _answer(handler: Handler, request: web.Request) -> Answered:
    response = await handler(request)
    assert isinstance(response, web.Response) and isinstance(response.body, bytes)
    language = response.headers.get("Content-Language")
    return response.status, response.body, response.content_type, language


# The venue's screen: lines per column before another column opens, at most; the columns
# a screen holds before its lines get longer; and the type's size steps (by lines per
# column, arbiter.css's .fit-N) so that a column's lines fill the screen's height.
SCREEN_LINES = 16
SCREEN_MAX_LINES = 40
SCREEN_COLUMNS = 5
SCREEN_FITS = (12, 16, 20, 25, 32, 40, 50, 64)
# Up to this many columns a line has room for the opponents' names too.
SCREEN_OPPONENTS = 2


@dataclass(frozen=True)
class Screen:
    """What the projector shows: the round's pairings by name while it is played, the
    standings between rounds; its lines in `columns` columns of type sized `fit`."""

    mode: str  # "pairings", "standings" or "" (nothing paired yet)
    lines: list[dict[str, Any]]
    columns: int
    fit: int
    opponents: bool


def screen_of(page: dict[str, Any]) -> Screen:
    rounds = page["rounds"]
    if not rounds:
        return Screen("", [], 1, SCREEN_FITS[0], False)
    current = rounds[-1]
    mode, lines = (
        ("standings", page["standings"])
        if current["finished"]
        else ("pairings", pairings_by_name(current))
    )
    count = max(1, len(lines))
    columns = max(
        min(SCREEN_COLUMNS, math.ceil(count / SCREEN_LINES)),
        math.ceil(count / SCREEN_MAX_LINES),
    )
    per_column = math.ceil(count / columns)
    fit = next((f for f in SCREEN_FITS if per_column <= f), SCREEN_FITS[-1])
    return Screen(mode, lines, columns, fit, columns <= SCREEN_OPPONENTS)


def league_language(page: dict[str, Any]) -> Language | None:
    """The league's own language (its server's setting, `league.language` in the page read),
    which a page of the league speaks unless `?lang=` asks otherwise; None: not set."""
    named = page["league"].get("language")
    return language_of(named) if named else None


def _league_context(request: web.Request, page: dict[str, Any]) -> dict[str, Any]:
    rounds = page["rounds"]
    kind = page["league"]["kind"]
    return {
        "page": page,
        "current": rounds[-1] if rounds else None,
        "past": list(reversed(rounds[:-1])),
        "swiss": kind == Kind.SWISS,
        "screen": screen_of(page),
        "remaining": remaining_text(page["clock"]["deadline"], request.app[NOW]()),
        "base": f"/l/{request.match_info['token']}",
    }


async def league_page(request: web.Request) -> web.StreamResponse:
    token = request.match_info["token"]
    page = await request.app[READS].league(token, request.app[NOW]())
    if page is None:
        return not_found(request)
    projector = request.path.endswith("/projector")
    context = _league_context(request, page)
    mode = "projector" if projector else "league"
    return render(
        request,
        "projector.html" if projector else "league.html",
        venue=league_language(page),
        json_url=f"/l/{token}.json",
        refresh_seconds=POLL_SECONDS[mode] * 3,
        poll_seconds=POLL_SECONDS[mode],
        **context,
    )


async def league_json(request: web.Request) -> web.StreamResponse:
    page = await request.app[READS].league(request.match_info["token"], request.app[NOW]())
    return not_found(request) if page is None else as_json(page)


async def match_page(request: web.Request) -> web.StreamResponse:
    token = request.match_info["token"]
    page = await request.app[READS].match(token)
    if page is None:
        return not_found(request)
    return render(
        request,
        "match.html",
        page=page,
        overlay=request.query.get("overlay") == "1",
        json_url=f"/m/{token}.json",
        refresh_seconds=POLL_SECONDS["match"] * 3,
        poll_seconds=POLL_SECONDS["match"],
    )


async def match_json(request: web.Request) -> web.StreamResponse:
    page = await request.app[READS].match(request.match_info["token"])
    return not_found(request) if page is None else as_json(page)


async def ladder(request: web.Request) -> web.StreamResponse:
    info = request.match_info
    page = await request.app[READS].ladder(info["token"], info["game"], info["format"])
    if page is None:
        return not_found(request)
    if info.get("json"):
        return as_json(page)
    return render(
        request,
        "ladder.html",
        page=page,
        game_name=title_of(info["game"]),
        ladder_format=info["format"],
    )


async def healthz(request: web.Request) -> web.StreamResponse:
    if await request.app[READS].healthy():
        return web.Response(text="ok")
    return web.Response(text="the database does not answer", status=503)


async def static(request: web.Request) -> web.StreamResponse:
    name = request.match_info["name"]
    body = request.app[STATIC_FILES].get(name)
    if body is None:
        return not_found(request)
    response = web.Response(body=body, content_type=STATIC[name], charset="utf-8")
    response.headers["Cache-Control"] = "public, max-age=31536000, immutable"
    return response


def create_app(
    reads: WebReads,
    *,
    now: Callable[[], datetime] = utcnow,
    phone: PhoneService | None = None,
    origins: frozenset[str] = frozenset(),
) -> web.Application:
    """The pages over `reads`; with `phone`, the phone pages too (they write: docs/phone.md),
    whose writes come only from `origins` (WEB_BASE_URL's address) or the address asked."""
    app = web.Application(middlewares=[headers], client_max_size=16 * 1024)
    app[READS] = reads
    app[NOW] = now
    app[TEMPLATES] = {language: templates(language) for language in Language}
    app[STATIC_FILES] = static_files()
    app[FLIGHTS] = {}
    app.router.add_get("/healthz", healthz)
    app.router.add_get(f"/l/{TOKEN}.json", in_flight(league_json))
    app.router.add_get(f"/l/{TOKEN}", in_flight(league_page))
    app.router.add_get(f"/l/{TOKEN}/projector", in_flight(league_page))
    app.router.add_get(f"/m/{TOKEN}.json", in_flight(match_json))
    app.router.add_get(f"/m/{TOKEN}", in_flight(match_page))
    ladder_path = f"/r/{TOKEN}/{{game:[a-z-]+}}/{{format:[a-z]+}}"
    app.router.add_get(ladder_path + "{json:\\.json}", ladder)
    app.router.add_get(ladder_path, ladder)
    app.router.add_get("/static/{name}", static)
    if phone is not None:
        phone_pages.add_routes(app, phone, origins)

        async def stop_watching(_app: web.Application) -> None:
            await phone.watch.close()  # the long polls answer now, not in 20 s

        app.on_shutdown.append(stop_watching)
    return app


class _Connection(web.RequestHandler):
    """aiohttp's connection, answering a request its parser cannot read (a bad request line
    or header, one too long, a bad chunk...) like every other answer: `malformed`, with the
    security headers. Such a request never reaches the application or its middlewares (aiohttp
    has no hook for it, aio-libs/aiohttp#3287), and aiohttp would answer it without the
    headers and log an ERROR with a traceback: anyone could fill the log with them."""

    def handle_error(
        self,
        request: web.BaseRequest,
        status: int = 500,
        exc: BaseException | None = None,
        message: str | None = None,
    ) -> web.StreamResponse:
        if isinstance(exc, HttpProcessingError) and 400 <= status < 500:
            return secured(malformed(request, _parser_reason(exc)))
        return secured(super().handle_error(request, status, exc, message))


def _parser_reason(error: HttpProcessingError) -> str:
    """What aiohttp's parser found wrong, without the bytes it quotes (the sender's)."""
    first = (error.message or "").strip().splitlines()[:1] or [type(error).__name__]
    return re.split(r":\s*(?:b'|b\"|bytearray\(|$)", first[0])[0].rstrip(".")


class _Server(web.Server):
    def __call__(self) -> web.RequestHandler:
        return _Connection(self, loop=self._loop, **self._kwargs)


class _Runner(web.AppRunner):
    """`web.AppRunner` whose connections are `_Connection`s."""

    async def _make_server(self) -> web.Server:
        server = await super()._make_server()
        server.__class__ = _Server  # the server aiohttp made for the app, with our connections
        return server


async def start_site(app: web.Application, host: str, port: int) -> web.AppRunner:
    """Serve `app` on this event loop (beside the bot); `await runner.cleanup()` to stop."""
    runner = _Runner(app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner


DEFAULT_PORT = 8080


# The connections the phones' taps write through (their pool apart from the pages' reads).
PHONE_POOL_SIZE = 4


class WebServer:
    """The pages on `host:port`, reading the database through a read-only connection pool of
    their own, and writing only the phones' taps through a second, small one (through the
    match service, as the slash commands do: docs/phone.md): run alone (`arbiter web`) or
    beside the bot on its event loop (WEB_PORT)."""

    def __init__(
        self,
        settings: Settings,
        *,
        host: str | None = None,
        port: int | None = None,
        on_phone_change: Callable[[], None] | None = None,
    ):
        """`on_phone_change`: called once a phone's change is in the outbox (the bot, when
        the pages are served from its own event loop)."""
        self.settings = settings
        self.on_phone_change = on_phone_change
        self.host = host or settings.web_host
        self.port = port or settings.web_port or DEFAULT_PORT
        self.database: Database | None = None
        self.writer: Database | None = None
        self.runner: web.AppRunner | None = None

    async def start(self) -> None:
        settings = self.settings
        self.database = Database(
            settings.database_url,
            read_only=True,
            pool_size=settings.database_pool_size,
            max_overflow=settings.database_max_overflow,
        )
        self.writer = Database(
            settings.database_url, pool_size=PHONE_POOL_SIZE, max_overflow=PHONE_POOL_SIZE
        )
        reads = WebReads(self.database)
        phone = PhoneService(
            MatchService(self.writer), reader=reads.matches, on_change=self.on_phone_change
        )
        app = create_app(reads, phone=phone, origins=origins_of(settings.web_base_url))
        self.runner = await start_site(app, self.host, self.port)
        log.info("web pages on http://%s:%s", self.host, self.port)

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()
        if self.database is not None:
            await self.database.close()
        if self.writer is not None:
            await self.writer.close()


def origins_of(base_url: str | None) -> frozenset[str]:
    """The address people open the pages at (WEB_BASE_URL), as an Origin names it."""
    return frozenset({urlsplit(base_url).netloc} if base_url else ())


class WebStart(StrEnum):
    """What `arbiter web` tells its operator as it starts (the command line words it)."""

    DATABASE_UNREACHABLE = "database_unreachable"  # database, reason
    NOT_MIGRATED = "not_migrated"  # database, expected: the database has no schema yet
    SCHEMA_BEHIND = "schema_behind"  # database, revision, expected
    CANNOT_LISTEN = "cannot_listen"  # host, port, reason
    SERVING = "serving"  # host, port


@dataclass(frozen=True)
class WebStartNote:
    """One thing `arbiter web` says at start-up. `database` is the URL with its password
    hidden; `reason` the database's or the system's own words (not Arbiter's)."""

    kind: WebStart
    database: str = ""
    reason: str = ""
    revision: str = ""
    expected: str = ""
    host: str = ""
    port: int = 0


async def serve(
    settings: Settings,
    tell: Callable[[WebStartNote], None],
    *,
    host: str | None = None,
    port: int | None = None,
) -> int:
    """`arbiter web`: serve until SIGINT or SIGTERM. Its pages only read, and only the
    phones' taps write (through the match service); it never migrates: the bot does, so a
    database behind the code's schema is refused with what to do. What the operator is told
    goes to `tell`."""
    server = WebServer(settings, host=host, port=port)
    database = settings.safe_database_url
    probe = Database(settings.database_url, read_only=True)
    try:
        revision = await current_revision(probe)
    except Exception as error:
        if (reason := unreachable(settings.database_url, error)) is None:
            raise
        tell(WebStartNote(WebStart.DATABASE_UNREACHABLE, database=database, reason=reason))
        return 1
    finally:
        await probe.close()
    if (expected := head_revision()) != revision:
        kind = WebStart.SCHEMA_BEHIND if revision else WebStart.NOT_MIGRATED
        tell(
            WebStartNote(kind, database=database, revision=revision or "", expected=expected or "")
        )
        return 1
    try:
        await server.start()
    except OSError as error:
        reason = error.strerror or str(error)
        tell(
            WebStartNote(WebStart.CANNOT_LISTEN, host=server.host, port=server.port, reason=reason)
        )
        await server.stop()
        return 1
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signal_number in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signal_number, stop.set)
    # Said once Ctrl+C and SIGTERM stop it cleanly.
    tell(WebStartNote(WebStart.SERVING, host=server.host, port=server.port))
    try:
        await stop.wait()
    finally:
        await server.stop()
    return 0
