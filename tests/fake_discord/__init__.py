"""A fake Discord REST server on loopback that enforces Discord's rate limits, and the real
bot logged in to it (see server.py and arbiter.py)."""
