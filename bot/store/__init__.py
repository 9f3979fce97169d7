"""The store: the database, the request log, stores per aggregate, tables, migrations."""
