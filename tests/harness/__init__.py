"""End-to-end test harness for discord.py 2.7 application commands.

The harness drives a real ``commands.Bot`` through discord.py itself:

* ``await harness.start()`` patches the two REST seams of discord.py, runs the real
  ``bot.login(...)`` (and therefore the real ``setup_hook``: cogs load exactly as in
  production) and feeds a ``GUILD_CREATE`` payload for a fake guild (roles, channels,
  members) through the connection state's gateway parser table.
* ``await harness.slash(...)`` / ``click(...)`` / ``autocomplete(...)`` build the gateway
  ``INTERACTION_CREATE`` payload, hand it to the connection state exactly like the
  gateway does (``state.parsers['INTERACTION_CREATE']``), let the real ``CommandTree`` /
  ``ViewStore`` parse and run it, wait for every task that dispatch created, and return an
  :class:`InteractionResult` with what a Discord user would see (interaction response,
  followups, channel messages sent/edited with the bot token) plus every REST call made.
* Any error raised while handling the interaction (tree ``on_error``, exceptions in the
  dispatched tasks, anything discord.py logs at ERROR level such as exceptions in view
  callbacks or autocomplete callbacks) makes ``slash``/``click``/... raise
  :class:`InteractionError` unless ``raise_on_error=False`` is passed.

No network is used: the aiohttp session created by ``login`` is never used because every
request is answered in memory. The Discord is the one ``arbiter console`` runs on:
``bot/fakediscord`` (``InMemoryDiscord``: the guild, its members, roles, channels, threads and
messages, the gateway payloads fed to discord.py, the REST route table and its answers, the
record of calls). ``DiscordHarness`` is that Discord in its strict form, and what a test needs
on top: login and shutdown, waiting for interactions, and every error raised to the test.
(``tests/test_offline_gateway.py`` checks the console and the harness give discord.py the same
shapes.)

Strict, as tests want it and the console does not: every call and every version of every
message is recorded; a channel the guild does not have is refused (404 Unknown Channel); every
size limit of ``bot.faces.discord.limits.violations`` (content, embeds, fields, buttons, custom
ids, autocomplete choices, ``allowed_mentions``; ``checks.py``) and the 3-second deadline for
an interaction's first answer are checked. Both are refused as Discord does (400, 404 Unknown
interaction) *and* recorded as errors that fail the test, whatever the bot does with the
refusal. Discord's other refusals (an empty message, an interaction answered twice, an unknown
message or webhook) and pings that follow ``allowed_mentions`` (``FakeMessage.mention_ids``)
are the in-memory Discord's own, for the console too. Threads are opened by each test's own
route (``harness.route("POST", "/channels/{channel_id}/threads", ...)``;
``tests/discord/test_leagues.py`` opens them as channels of the guild), or by the in-memory
Discord's (``harness._open_thread``).

This harness and simcord. ``tests/simulated/`` drives the same bot through simcord (PyPI),
which covers much of what is written here by hand: DMs and command visibility, modals,
selects, permission overwrites, injected REST errors, virtual time. Tests that only need
that are written there, and features of this harness no Arbiter test needed, and that
simcord covers, were removed (DMs, modals, select menus, attachment and channel options,
``wait_for`` flows, the reaction, typing, role and DM routes). What stays here, and why:

* the ~150 existing tests of tests/discord are written against it;
* ``dispatch()`` runs interactions truly at once (ten concurrent reports against a real
  database): simcord runs one user action at a time and settles after each;
* real time, as the database's threads see it; simcord's clock is virtual, which is what
  its slow-database tests want and what a concurrency test must not have;
* every request is recorded with its files (``/match export``), and limits are checked the
  same way for autocomplete answers too (simcord does not check those).

Layout (one job per module; ``tests/discord_harness.py`` re-exports the public names, which is
where tests import them from). In ``bot/fakediscord``: ``models.py`` (``FakeRole``,
``FakeChannel``, ``FakeUser``, ``FakeMessage`` are its ``Role``, ``Channel``, ``User``,
``Message``; ``fakes.py`` here names them), ``records.py`` (``RestCall``, ``RecordedFile``),
``world.py`` and ``messages.py`` (the guild and its messages), ``payloads.py`` (interaction
payloads), ``router.py`` with one module per route family (``rest_commands.py``,
``rest_messages.py``, ``rest_interactions.py``), ``refusals.py``, ``results.py``
(``InteractionResult``) and ``memory.py`` (the seams, the gateway). Here:

* ``errors.py`` -- ``HarnessError`` (the in-memory Discord's ``FakeDiscordError``) and the
  errors the harness raises to a test.
* ``checks.py`` -- the limits and the deadline a test fails on.
* ``results.py`` -- ``PendingInteraction``.
* ``harness.py`` -- ``DiscordHarness`` (construction and lifecycle) over ``interactions.py``
  (``slash``/``click``/``autocomplete``/``dispatch``) and ``error_capture.py`` (tree
  ``on_error``, ERROR logs, the in-memory Discord's errors, unreported errors).
* ``chat.py`` -- MESSAGE_CREATE, DM and message-command payloads.

Private discord.py names this package relies on (guarded by ``tests/test_discord_canary.py``):

* ``discord.http.HTTPClient.request(self, route, *, files=None, form=None, **kwargs)`` --
  patched: every bot-token REST call goes through it.
* ``discord.webhook.async_.AsyncWebhookAdapter.request(self, route, session, *, payload,
  multipart, files, params, reason, auth_token, proxy, proxy_auth)`` -- patched: every
  interaction response / followup / ``@original`` call goes through it (discord.py uses the
  instance stored in the ``discord.webhook.async_.async_context`` context variable).
* ``discord.http.Route`` (``.method``, ``.path`` -- the route template --, ``.url``,
  ``Route.BASE``) and the route templates used in ``http.py`` / ``webhook/async_.py``
  (see :data:`DiscordHarness.BOT_ROUTES` and :data:`DiscordHarness.WEBHOOK_ROUTES`).
* ``Client._connection`` (the ``ConnectionState``) and its ``parsers`` dict (built from
  the ``parse_*`` methods) with keys ``INTERACTION_CREATE``, ``GUILD_CREATE``,
  ``GUILD_MEMBER_ADD``, ``GUILD_ROLE_CREATE`` and ``CHANNEL_CREATE``.
* Behaviour: dispatching ``INTERACTION_CREATE`` schedules its work as asyncio tasks
  *synchronously* (``CommandTree._from_interaction``, ``ViewStore.dispatch_view``,
  ``Client.dispatch``). The harness diffs ``asyncio.all_tasks()`` around the synchronous
  parser call and awaits exactly those tasks.
* Behaviour: errors swallowed by discord.py (view ``on_error``, autocomplete callbacks,
  event listeners, the default tree ``on_error``) are logged at ERROR level on the
  ``discord`` logger hierarchy.
* ``Interaction.__init__`` reads ``state.http._HTTPClient__session``, which only exists
  after ``login`` -- one more reason the harness logs in for real.

Pitfalls (what the fake does the way Discord does, and what it does not model):

* The tree's ``on_error`` is wrapped on the *instance* (``tree.on_error = ...``) and
  restored on ``stop()``; the original (project) handler still runs, so user-visible
  error replies can be asserted with ``raise_on_error=False``.
* Persistent views must be registered with ``bot.add_view(view)`` (``timeout=None``,
  every item has a ``custom_id``), normally in ``setup_hook``; only then does a click on
  a message from "a previous run" (``click(custom_id, message=<unknown id>)``) reach them.
  Non-persistent views only listen on the message id the response returned, so click
  with ``message=result.response``.
* discord.py does not re-check ``app_commands.Range`` / choices for incoming payloads:
  out-of-range values reach the callback; validate in our own code.
* After a "thinking" defer the first ``followup.send`` fills the deferred message (as on
  Discord), so ``result.response is result.followups[0]``.
* Autocomplete payloads carry no ``data.resolved`` (as on Discord): non-focused user /
  role / channel options arrive as ``discord.Object`` in ``interaction.namespace``.
* No READY is sent: ``on_ready`` never fires and ``bot.wait_until_ready()`` would hang.
* Only tasks created *by the dispatch* are awaited; tasks a command starts itself with
  ``asyncio.create_task`` are not (their REST calls are still recorded in
  ``harness.calls``). ``harness.dispatch(...)`` starts an interaction without waiting for
  it (``await pending.wait()`` later): several can run at once.
* Permissions are guild-level (``@everyone`` + roles, administrator = all, owner = all);
  channel permission overwrites are not modelled. Members are cached in ``guild`` only
  if the bot has the members intent, as in production.
* Unknown REST routes raise :class:`UnhandledRouteError` (and fail the interaction);
  add them with ``harness.route(method, template, handler)``.
"""
