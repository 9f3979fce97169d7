#!/usr/bin/env bash
# Install Arbiter into .venv (first run only) and start it: `arbiter run` by default.
# Other subcommands pass through: `bash scripts/run.sh console`, `bash scripts/run.sh replay FILE`.
set -euo pipefail
caller="$PWD"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"

source scripts/venv.sh
if [ ! -x .venv/bin/arbiter ] || [ pyproject.toml -nt .venv/bin/arbiter ]; then
  echo "==> installing Arbiter into .venv"
  .venv/bin/python -m pip install -q --disable-pip-version-check -e .
  touch .venv/bin/arbiter
fi
if [ "$#" -eq 0 ]; then set -- run; fi
case "$1" in
  # Files named on the command line are read from the folder the command is typed in; the bot
  # and the console keep their .env, database and exports here, in Arbiter's folder.
  replay|standings|pair|ratings|ruling) cd "$caller" ;;
esac
exec "$root/.venv/bin/arbiter" "$@"
