"""`python -m bot ...` is the same as the `arbiter` console script."""

from bot.faces.cli.main import main

raise SystemExit(main())
