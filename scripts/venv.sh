# Sourced by run.sh and test.sh: make sure .venv exists, built with Python 3.11 or newer.
PYTHON="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "error: Python >= 3.11 is required; '$PYTHON' is $("$PYTHON" --version 2>&1 || echo missing)" >&2
    exit 1
  fi
  echo "==> creating .venv with $("$PYTHON" --version)"
  "$PYTHON" -m venv .venv
fi
