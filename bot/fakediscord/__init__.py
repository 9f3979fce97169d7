"""The in-memory Discord: the console runs on it, the tests build on it.

One Discord, in layers (each a mixin over one state, state.py):

* models.py -- what it holds: roles, channels (threads among them), users, messages;
* world.py -- the guild, its members and threads, the ids Discord gives;
* messages.py -- messages created and edited as Discord does, with the pings
  ``allowed_mentions`` allows;
* gateway.py, rest_answers.py -- the JSON of Discord's gateway payloads and REST answers;
* payloads.py -- INTERACTION_CREATE for a member's slash command, autocomplete or press;
* router.py -- the REST route table (rest_commands.py, rest_messages.py with threads,
  rest_interactions.py: callbacks, ``@original``, followups), each call recorded
  (records.py), Discord's refusals (refusals.py: 400, 404; a 403 or a 429 is a route a test
  answers so), interactions as results.py's ``InteractionResult``;
* memory.py -- ``InMemoryDiscord``: the bot in it, gateway events handed to discord.py's
  connection state, discord.py's REST seams answered in memory.

offline.py configures it for ``arbiter console`` (and benchmarks/discord_report.py); the test
harness (tests/harness) is its strict form; tests/fake_discord/server.py answers HTTP with its
route table, adding Discord's rate limits.
"""
