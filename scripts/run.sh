#!/usr/bin/env bash
# Install Arbiter into .venv (first run only) and start it: `arbiter run` by default.
# Other subcommands pass through: `bash scripts/run.sh console`, `bash scripts/run.sh replay FILE`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "error: Python >= 3.11 is required; '$PYTHON' is $("$PYTHON" --version 2>&1 || echo missing)" >&2
    exit 1
  fi
  "$PYTHON" -m venv .venv
fi
if [ ! -x .venv/bin/arbiter ] || [ pyproject.toml -nt .venv/bin/arbiter ]; then
  echo "==> installing Arbiter into .venv"
  .venv/bin/python -m pip install -q --disable-pip-version-check -e .
  touch .venv/bin/arbiter
fi
if [ "$#" -eq 0 ]; then set -- run; fi
exec .venv/bin/arbiter "$@"
