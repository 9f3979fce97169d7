"""The end-to-end Discord harness, one job per module (see tests/discord_harness.py)."""
