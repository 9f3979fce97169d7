#!/usr/bin/env bash
# Install Arbiter into .venv (first run only) and start it: `arbiter run` by default.
# Other subcommands pass through: `bash scripts/run.sh console`, `bash scripts/run.sh replay FILE`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/venv.sh
if [ ! -x .venv/bin/arbiter ] || [ pyproject.toml -nt .venv/bin/arbiter ]; then
  echo "==> installing Arbiter into .venv"
  .venv/bin/python -m pip install -q --disable-pip-version-check -e .
  touch .venv/bin/arbiter
fi
if [ "$#" -eq 0 ]; then set -- run; fi
exec .venv/bin/arbiter "$@"
