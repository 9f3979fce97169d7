# Arbiter: the Discord bot, packaged to run as an unprivileged user.
# Build: docker build -t arbiter .    Run: docker run --env-file .env -v arbiter-data:/data arbiter
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

# .dockerignore lets through only what the package needs (pyproject, README, bot/,
# Alembic files if present), so this copies no secrets, databases or caches.
COPY . .

# Non-editable, so the installed package does not depend on the source left in /app.
RUN pip install . \
    && rm -rf build *.egg-info

# Fixed uid/gid so ownership of a bind-mounted /data can be set on the host.
# --no-log-init: avoids a huge sparse lastlog file with high uids.
RUN groupadd --gid 10001 arbiter \
    && useradd --no-log-init --uid 10001 --gid arbiter --home-dir /app --no-create-home \
       --shell /usr/sbin/nologin arbiter \
    && mkdir -p /data \
    && chown arbiter:arbiter /data

# Chowned before VOLUME so a new named volume starts out owned by arbiter.
VOLUME ["/data"]

# SQLite by default, on the volume; docker-compose.yml overrides this for PostgreSQL.
ENV DATABASE_URL=sqlite+aiosqlite:////data/arbiter.db

USER arbiter
CMD ["arbiter", "run"]
