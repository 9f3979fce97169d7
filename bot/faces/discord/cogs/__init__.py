"""Slash command groups, one cog per area."""
