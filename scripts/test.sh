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

# ruff and mypy run beside pytest rather than before it: mypy with a cold cache (a fresh clone)
# is about 14 s of CPU on one core, which the suite's workers absorb. Their outputs are printed
# after pytest's, and the run fails if any of the three failed.
checks=$(mktemp -d)
trap 'rm -rf "$checks"' EXIT
(
  rc=0
  .venv/bin/python -m ruff check . >"$checks/ruff.out" 2>&1 || rc=$?
  echo "$rc" >"$checks/ruff.rc"
) &
ruff_pid=$!
(
  rc=0
  .venv/bin/python -m mypy >"$checks/mypy.out" 2>&1 || rc=$?
  echo "$rc" >"$checks/mypy.rc"
) &
mypy_pid=$!

# Four worker processes (pytest-xdist) on any machine: the suite mostly waits (PostgreSQL,
# Chromium, timers), so it runs in about half the time even on two cores. PYTEST_WORKERS=0 runs
# it in one process. Work stealing ("worksteal") hands a worker left idle at the end the tests
# still queued on another, so the slowest tests do not all wait behind one worker.
echo "==> pytest"
pytest_rc=0
.venv/bin/python -m pytest -q -n "${PYTEST_WORKERS:-4}" --dist worksteal "$@" || pytest_rc=$?

wait "$ruff_pid" "$mypy_pid" || true
echo "==> ruff check ."
cat "$checks/ruff.out"
ruff_rc=$(cat "$checks/ruff.rc" 2>/dev/null || echo 1)
echo "==> mypy (bot/)"
cat "$checks/mypy.out"
mypy_rc=$(cat "$checks/mypy.rc" 2>/dev/null || echo 1)

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
