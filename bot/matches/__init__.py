"""Best-of-N matches over SQLModel: the report log, match lifecycle, confirmations and undo."""
