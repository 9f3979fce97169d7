"""`python -m bot ...` is the same as the `arbiter` console script."""

from bot.cli.main import main

raise SystemExit(main())
