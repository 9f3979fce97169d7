"""A throwaway, real PostgreSQL server for the test suite.

Usage::

    server = start_postgres()
    try:
        url = server.url                      # postgresql+asyncpg://user:pw@127.0.0.1:PORT/db
        other = server.create_database("t1")  # a fresh, empty database on the same server
        copy = server.create_database("t2", template="t1")  # a copy of t1 (no one on t1!)
    finally:
        server.stop()

If ``ARBITER_TEST_POSTGRES_URL`` is set, that server is used instead and ``stop()`` leaves
it running. Otherwise the server is built from the local PostgreSQL binaries (Debian's
``postgresql`` package); when they are missing we raise rather than skip, so that CI fails
loudly instead of silently testing nothing.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import glob
import os
import pwd
import re
import secrets
import shutil
import socket
import stat
import subprocess
import tempfile
from collections.abc import AsyncIterator, Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import quote, unquote, urlsplit

import asyncpg

ENV_URL = "ARBITER_TEST_POSTGRES_URL"
# Lets a developer on another distribution point at their own binaries.
ENV_BINDIR = "ARBITER_PG_BINDIR"
# Debian's layout; 15 is what the project targets, so it wins when several are installed.
PREFERRED_BINDIR = Path("/usr/lib/postgresql/15/bin")
SEARCH_GLOB = "/usr/lib/postgresql/*/bin"
# PostgreSQL will not run as root; Debian's package creates this system user.
SERVICE_USER = "postgres"

_IDENTIFIER = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")

# Speed over safety, for the throwaway server most tests use: its data is deleted at the end of
# the run. Under these settings a crash of the server (or an immediate restart) loses commits it
# already acknowledged, so tests about crashes and restarts use DURABLE instead.
FAST = {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off"}
# What production needs (README, "PostgreSQL in production"): PostgreSQL's own defaults.
DURABLE = {"fsync": "on", "synchronous_commit": "on", "full_page_writes": "on"}
_START_TIMEOUT_S = 60
_T = TypeVar("_T")


class PostgresUnavailableError(RuntimeError):
    """The PostgreSQL binaries (or the user to run them as) are missing."""


@dataclass
class PostgresServer:
    """A running PostgreSQL server and the credentials of the role the tests use."""

    host: str
    port: int
    user: str
    password: str
    database: str
    # Superuser credentials for admin work (CREATE/DROP DATABASE). For an external
    # server these are the same as the test role's.
    admin_user: str
    admin_password: str
    admin_database: str
    # Only set for a server we started ourselves; None means "external, do not stop".
    root_dir: Path | None = None
    bindir: Path | None = None
    durable: bool = False
    _run_as: tuple[int, int] | None = field(default=None, repr=False)
    _stopped: bool = field(default=False, repr=False)

    @property
    def url(self) -> str:
        """SQLAlchemy URL of the default test database."""
        return self.url_for(self.database)

    @property
    def dsn(self) -> str:
        """Plain libpq/asyncpg DSN of the default test database."""
        return self.dsn_for(self.database)

    @property
    def owned(self) -> bool:
        """True if this object started the server (and so ``stop()`` stops it)."""
        return self.root_dir is not None

    def url_for(self, dbname: str) -> str:
        return f"postgresql+asyncpg://{self._netloc()}/{dbname}"

    def dsn_for(self, dbname: str) -> str:
        return f"postgresql://{self._netloc()}/{dbname}"

    def create_database(self, name: str, *, template: str | None = None) -> str:
        """Create a database owned by the test role and return its SQLAlchemy URL.

        It is empty, or with ``template`` a copy of that database (schema and rows), which is
        much faster than building the same schema again. PostgreSQL refuses to copy a
        database that anyone is connected to, so close every connection to the template
        first. An existing database of that name is dropped first, so a name can be reused
        across runs against a long-lived external server.
        """
        _check_identifier(name)
        drop = f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'
        create = f'CREATE DATABASE "{name}" OWNER "{self.user}"'
        if template is None:
            run_sync(lambda: self._admin(drop, create))
        else:
            _check_identifier(template)
            run_sync(lambda: self._copy(drop, f'{create} TEMPLATE "{template}"'))
        return self.url_for(name)

    async def _copy(self, drop: str, create: str) -> None:
        """Drop, then create a database from a template by copying its files. Since PostgreSQL
        15 the default copies it block by block through the write-ahead log (136 ms for the
        tests' migrated template here, against 31 ms for copying the files), which pays
        only for a large template in a busy cluster; the tests make one copy per test."""
        async with self._admin_connection() as conn:
            await conn.execute(drop)
            files = " STRATEGY = FILE_COPY" if conn.get_server_version().major >= 15 else ""
            await conn.execute(create + files)

    def drop_database(self, name: str) -> None:
        _check_identifier(name)
        run_sync(lambda: self._admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))

    def restart(self, *, mode: str = "immediate") -> None:
        """Restart a server this object started. ``immediate`` is a crash as far as the data
        is concerned: no shutdown checkpoint, the server recovers from its WAL on start."""
        if self.root_dir is None or self.bindir is None:
            raise RuntimeError("only a server started by the tests can be restarted")
        data = self.root_dir / "data"
        _run(
            [
                str(self.bindir / "pg_ctl"),
                "-D",
                str(data),
                "-l",
                str(self.root_dir / "server.log"),
                "-m",
                mode,
                "-w",
                "-t",
                str(_START_TIMEOUT_S),
                "restart",
            ],
            run_as=self._run_as,
            cwd=self.root_dir,
        )

    def stop(self) -> None:
        """Stop the server and delete its directory. Idempotent; no-op for external servers."""
        if self._stopped or self.root_dir is None:
            return
        self._stopped = True
        assert self.bindir is not None
        data = self.root_dir / "data"
        if (data / "postmaster.pid").exists():
            # "immediate" skips the shutdown checkpoint: nothing here is worth keeping.
            _run(
                [str(self.bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
                run_as=self._run_as,
                cwd=self.root_dir,
                check=False,
            )
        shutil.rmtree(self.root_dir, ignore_errors=True)

    def _netloc(self) -> str:
        return (
            f"{quote(self.user, safe='')}:{quote(self.password, safe='')}@{self.host}:{self.port}"
        )

    async def _admin(self, *statements: str) -> None:
        """Run each statement in turn, on one connection, as the admin role."""
        async with self._admin_connection() as conn:
            for sql in statements:
                await conn.execute(sql)

    @contextlib.asynccontextmanager
    async def _admin_connection(self) -> AsyncIterator[asyncpg.Connection]:
        conn = await asyncpg.connect(
            host=self.host,
            port=self.port,
            user=self.admin_user,
            password=self.admin_password,
            database=self.admin_database,
        )
        try:
            yield conn
        finally:
            await conn.close()


def start_postgres(
    *, bindir: str | os.PathLike[str] | None = None, durable: bool = False
) -> PostgresServer:
    """Return a server for the tests: ``$ARBITER_TEST_POSTGRES_URL`` if set, else a new one.

    A new server gets its own temp directory (data + unix socket), listens on 127.0.0.1
    on a free port, and has a role and database named ``arbiter`` with a random password.
    It is also stopped at interpreter exit in case the caller forgets. It runs with the
    FAST settings, or with ``durable`` the DURABLE ones (production's); a durable server is
    always a new local one, since the tests that need it restart it.
    """
    external = os.environ.get(ENV_URL)
    if external and not durable:
        return server_from_url(external)
    server = _start_local(find_postgres_bindir(bindir), durable=durable)
    atexit.register(server.stop)
    return server


def server_from_url(url: str) -> PostgresServer:
    """Describe an already-running server given a postgresql:// or SQLAlchemy URL."""
    parts = urlsplit(url)
    if not parts.scheme.startswith("postgres"):
        raise ValueError(f"{ENV_URL} must be a postgresql:// URL, got scheme {parts.scheme!r}")
    user = unquote(parts.username or "postgres")
    password = unquote(parts.password or "")
    database = parts.path.lstrip("/") or user
    return PostgresServer(
        host=parts.hostname or "127.0.0.1",
        port=parts.port or 5432,
        user=user,
        password=password,
        database=database,
        admin_user=user,
        admin_password=password,
        admin_database=database,
    )


def find_postgres_bindir(bindir: str | os.PathLike[str] | None = None) -> Path:
    """Locate the directory holding initdb/pg_ctl/postgres, or raise with install advice."""
    candidates: list[Path] = []
    if bindir is not None:
        candidates.append(Path(bindir))
    else:
        if os.environ.get(ENV_BINDIR):
            candidates.append(Path(os.environ[ENV_BINDIR]))
        candidates.append(PREFERRED_BINDIR)
        # Newest version first, by numeric major version.
        found = sorted(glob.glob(SEARCH_GLOB), key=_version_key, reverse=True)
        candidates.extend(Path(p) for p in found)
        on_path = shutil.which("pg_ctl")
        if on_path:
            candidates.append(Path(on_path).resolve().parent)
    for candidate in candidates:
        if all(os.access(candidate / tool, os.X_OK) for tool in ("initdb", "pg_ctl", "postgres")):
            return candidate
    looked = ", ".join(str(c) for c in candidates) or "(nowhere)"
    raise PostgresUnavailableError(
        "PostgreSQL server binaries (initdb, pg_ctl, postgres) not found; looked in "
        f"{looked}. Install them with `apt-get install -y postgresql` (Debian/Ubuntu), "
        f"set {ENV_BINDIR} to their directory, or set {ENV_URL} to an existing server."
    )


def _start_local(bindir: Path, *, durable: bool = False) -> PostgresServer:
    run_as = _service_identity()
    root = Path(tempfile.mkdtemp(prefix="arbiter-pg-", dir=_temp_parent(run_as)))
    try:
        if run_as is not None:
            os.chown(root, *run_as)
        server = _init_and_start(bindir, root, run_as, durable)
    except BaseException:
        shutil.rmtree(root, ignore_errors=True)
        raise
    return server


def _init_and_start(
    bindir: Path, root: Path, run_as: tuple[int, int] | None, durable: bool
) -> PostgresServer:
    data, sock = root / "data", root / "sock"
    admin_password = secrets.token_hex(16)
    pwfile = root / "pwfile"
    pwfile.write_text(admin_password + "\n")
    if run_as is not None:
        os.chown(pwfile, *run_as)
    # The socket directory must exist before the server starts; keep it owned by the
    # service user so the server can create its socket and lock file there.
    sock.mkdir()
    if run_as is not None:
        os.chown(sock, *run_as)

    _run(
        [
            str(bindir / "initdb"),
            "-D",
            str(data),
            "-U",
            "postgres",
            f"--pwfile={pwfile}",
            # Local socket is only reachable by the service user; TCP needs the password,
            # so a wrong URL in the app fails here as it would in production.
            "--auth-local=trust",
            "--auth-host=scram-sha-256",
            "--encoding=UTF8",
            "--locale=C",  # independent of the machine's locales, and fastest
            *([] if durable else ["--no-sync"]),  # a throwaway cluster needs no durability
            "--no-instructions",
        ],
        run_as=run_as,
        cwd=root,
    )
    pwfile.unlink()

    settings = {
        "listen_addresses": "'127.0.0.1'",
        "unix_socket_directories": f"'{sock}'",
        **(DURABLE if durable else FAST),
        "max_connections": "100",
        "shared_buffers": "'32MB'",
        "logging_collector": "off",
    }
    log = root / "server.log"
    last_error: subprocess.CalledProcessError | None = None
    # A port picked as free may be taken by someone else before the server binds it.
    for _attempt in range(3):
        port = _free_port()
        settings["port"] = str(port)
        conf = "".join(f"{key} = {value}\n" for key, value in settings.items())
        (data / "postgresql.auto.conf").write_text(conf)
        try:
            _run(
                [
                    str(bindir / "pg_ctl"),
                    "-D",
                    str(data),
                    "-l",
                    str(log),
                    "-w",
                    "-t",
                    str(_START_TIMEOUT_S),
                    "start",
                ],
                run_as=run_as,
                cwd=root,
            )
        except subprocess.CalledProcessError as exc:
            last_error = exc
            if "could not bind" in _tail(log):
                continue
            raise RuntimeError(f"PostgreSQL failed to start:\n{_tail(log)}") from exc
        break
    else:
        raise RuntimeError(f"PostgreSQL failed to start:\n{_tail(log)}") from last_error

    server = PostgresServer(
        host="127.0.0.1",
        port=port,
        user="arbiter",
        password=secrets.token_hex(12),
        database="arbiter",
        admin_user="postgres",
        admin_password=admin_password,
        admin_database="postgres",
        root_dir=root,
        bindir=bindir,
        durable=durable,
        _run_as=run_as,
    )
    try:
        run_sync(lambda: _create_role_and_db(server))
    except BaseException:
        server.stop()
        raise
    return server


async def _create_role_and_db(server: PostgresServer) -> None:
    # CREATEDB so that tests can make their own scratch databases as the app role.
    await server._admin(
        f"CREATE ROLE \"{server.user}\" LOGIN CREATEDB PASSWORD '{server.password}'"
    )
    await server._admin(f'CREATE DATABASE "{server.database}" OWNER "{server.user}"')


def _service_identity() -> tuple[int, int] | None:
    """(uid, gid) to drop to when we are root, else None (run as ourselves)."""
    if os.geteuid() != 0:
        return None
    try:
        entry = pwd.getpwnam(SERVICE_USER)
    except KeyError:
        raise PostgresUnavailableError(
            f"Running as root, but there is no {SERVICE_USER!r} user to run PostgreSQL as "
            "(it refuses to run as root). `apt-get install -y postgresql` creates it."
        ) from None
    return entry.pw_uid, entry.pw_gid


def _temp_parent(run_as: tuple[int, int] | None) -> str | None:
    """A temp parent the service user can traverse; root's TMPDIR may be private."""
    default = tempfile.gettempdir()
    if run_as is None:
        return default
    path = Path(default).resolve()
    for part in (path, *path.parents):
        if not part.stat().st_mode & stat.S_IXOTH:
            return "/tmp"
    return default


def _run(
    cmd: list[str],
    *,
    run_as: tuple[int, int] | None,
    cwd: Path,
    check: bool = True,
) -> subprocess.CompletedProcess[str]:
    # Stray PG* variables (PGPORT, PGDATA, ...) would change what the tools do.
    env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
    env["LC_ALL"] = "C"
    kwargs: dict[str, Any] = {}
    if run_as is not None:
        # subprocess drops privileges in the child: same effect as `runuser -u postgres`
        # without depending on PAM or util-linux.
        kwargs = {"user": run_as[0], "group": run_as[1], "extra_groups": []}
        env["HOME"] = str(cwd)
    result = subprocess.run(
        cmd,
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        # Output to a pipe is safe: pg_ctl sends the daemon's output to its -l file.
        capture_output=True,
        text=True,
        check=False,
        **kwargs,
    )
    if check and result.returncode != 0:
        raise subprocess.CalledProcessError(
            result.returncode, cmd, output=result.stdout, stderr=result.stderr
        )
    return result


def run_sync(factory: Callable[[], Coroutine[Any, Any, _T]]) -> _T:
    """Run a coroutine to completion even if the caller is inside a running event loop."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(lambda: asyncio.run(factory())).result()


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _tail(log: Path, lines: int = 30) -> str:
    with contextlib.suppress(OSError):
        return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
    return "(no server log)"


def _version_key(path: str) -> tuple[int, ...]:
    version = Path(path).parent.name
    return tuple(int(p) for p in version.split(".") if p.isdigit()) or (0,)


def _check_identifier(name: str) -> None:
    # Database names are interpolated into SQL, so allow only plain identifiers.
    if not _IDENTIFIER.match(name):
        raise ValueError(f"not a plain lowercase identifier: {name!r}")
