#!/usr/bin/env bash
# The project's single test command: set up .venv, lint with ruff, type-check with mypy, run pytest.
# Extra arguments go to pytest, e.g. `bash scripts/test.sh -k config -x`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/venv.sh

# Python caches each module's bytecode (and pytest each test module with its assertions
# rewritten) in __pycache__. A machine that sets PYTHONDONTWRITEBYTECODE (this one's sandbox
# does) compiles every module again in every worker and in every console or command-line
# process a test starts: 11 s of CPU per worker to collect the suite, 0.7 s per console. The
# caches are ignored by git.
unset PYTHONDONTWRITEBYTECODE

echo "==> installing the project and test dependencies"
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]'

# Run pytest even when ruff fails, so one run shows both; fail if either failed.
echo "==> ruff check ."
ruff_rc=0
.venv/bin/python -m ruff check . || ruff_rc=$?

echo "==> mypy (bot/)"
mypy_rc=0
.venv/bin/python -m mypy || mypy_rc=$?

# Four worker processes (pytest-xdist) on any machine: the suite mostly waits (PostgreSQL,
# Chromium, timers), so it runs in about half the time even on two cores. PYTEST_WORKERS=0 runs
# it in one process. Work stealing ("worksteal") hands a worker left idle at the end the tests
# still queued on another, so the slowest tests do not all wait behind one worker.
echo "==> pytest"
pytest_rc=0
.venv/bin/python -m pytest -q -n "${PYTEST_WORKERS:-4}" --dist worksteal "$@" || pytest_rc=$?

if [ "$pytest_rc" -eq 5 ]; then
  # pytest's "no tests collected" must not pass as a green run.
  echo "error: pytest collected no tests" >&2
  exit 5
fi
if [ "$pytest_rc" -ne 0 ]; then
  exit "$pytest_rc"
fi
if [ "$mypy_rc" -ne 0 ]; then
  echo "error: mypy failed (exit $mypy_rc)" >&2
  exit "$mypy_rc"
fi
if [ "$ruff_rc" -ne 0 ]; then
  echo "error: ruff check failed (exit $ruff_rc)" >&2
  exit "$ruff_rc"
fi
