"""The discord.py face of Arbiter: slash commands, buttons and embeds over the match service.

Thin by design: parse the interaction, call the service, render the plain result.
"""
