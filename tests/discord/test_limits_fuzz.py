"""Every command, button and autocomplete with inputs at their limits: every payload Arbiter
sends stays within Discord's limits.

Names are 32 characters (Discord's longest nickname) of the worst kind: Markdown, mention
syntax, a masked link, escapes, emoji; six players; the longest options. The harness refuses
(and fails the test on) any payload over a limit; on top of that every captured request is
checked again here, and the last-resort trimming in `limits` must never have been needed.
"""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest
from discord import app_commands

from bot.app.match import Actor, PlayerSpec
from bot.faces.discord import limits
from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges
from tests.discord.test_leagues import League
from tests.discord_harness import FakeChannel, FakeMessage, FakeUser, InteractionResult

FRAGMENTS = [
    "**", "__", "~~", "||", "`", "```", "\\", "> ", "# ", "- ", "[x](https://e.x)",
    "@everyone", "@here", "<#1>", "<@&1>", "😀", "Ü", "_", "*", ":", "‮",
]  # fmt: skip
NAME_LIMIT = 32


def nasty_name(rng: random.Random, victim: int) -> str:
    parts = [f"<@{victim}>"]
    while sum(map(len, parts)) < NAME_LIMIT:
        parts.append(rng.choice(FRAGMENTS))
    return "".join(parts)[:NAME_LIMIT]


def leaf_commands(arbiter: Arbiter) -> set[str]:
    found = set()
    for command in arbiter.bot.tree.walk_commands():
        if isinstance(command, app_commands.Command):
            found.add(command.qualified_name)
    return found


class Fuzz:
    def __init__(self, arbiter: Arbiter, people: list[FakeUser], rng: random.Random) -> None:
        self.arbiter = arbiter
        self.rng = rng
        self.people = people
        self.invoked: set[str] = set()
        self.pressed: set[str] = set()

    async def slash(
        self, command: str, user: FakeUser, channel: FakeChannel, **options: Any
    ) -> InteractionResult:
        self.invoked.add(command)
        return await self.arbiter.harness.slash(
            command, user=user, channel=channel, options=options
        )

    async def press(self, message: FakeMessage | None, label: str, user: FakeUser) -> None:
        if message is None or label not in [b.get("label") for b in message.buttons]:
            return
        self.pressed.add(label)
        await self.arbiter.harness.click(
            message.button(label)["custom_id"], user=user, message=message
        )


async def ask_a_judge(fuzz: Fuzz, here: FakeChannel) -> None:
    """A question for the judges in Markdown and mention syntax, from a nasty name, answered at
    the longest; then found by /rule, listed and exported."""
    arbiter, asker = fuzz.arbiter, fuzz.people[0]
    judges = arbiter.harness.channel("judges-" + "x" * 90)
    await fuzz.slash("arbiter config", arbiter.admin, here, judge_channel=judges)
    question = ("magic: @everyone " + "*_~|`<@&1> flibber " * 60)[:1_000]
    unread = await fuzz.slash("ruling", asker, here, situation=question)
    await fuzz.press(unread.response, "Ask a judge", asker)
    (post,) = [m for m in arbiter.harness.messages.values() if m.channel_id == judges.id]
    form = await arbiter.harness.click(
        post.button("Answer")["custom_id"], user=arbiter.judge, message=post
    )
    answer = ("**ruled** @here " + "<#1>_*" * 200)[:1_000]
    await arbiter.harness.submit(form, {"arbiter:judge:form:text": answer}, user=arbiter.judge)
    await fuzz.slash("rule", asker, here, query="flibber " * 12)
    await fuzz.slash("precedents", asker, here)
    await fuzz.slash("precedents", asker, here, export=True)


async def play_everything(fuzz: Fuzz) -> None:
    arbiter, people = fuzz.arbiter, fuzz.people
    judge = arbiter.judge
    a, b, c, d, e, f = people
    magic = arbiter.harness.channel("magic-" + "x" * 90)
    ga = arbiter.harness.channel("ga")
    terrus = arbiter.harness.channel("terrus")
    await make_judges(arbiter)
    await fuzz.slash("arbiter config", arbiter.admin, magic, confirmation=True)
    await fuzz.slash("help", a, magic)
    await fuzz.slash("rule", a, magic, query="x" * 100)
    await fuzz.slash("rule", a, magic, query="empty deck")
    await fuzz.slash("rule", a, magic, query="104.3", game="magic", whole=True)
    # The longest situation, every line naming the asker (a nasty name).
    longest = "magic: " + "I gain 1 life. " * 66
    answered = await fuzz.slash("ruling", a, magic, situation=longest[:1_000], private=True)
    assert answered.embeds, answered.content
    await ask_a_judge(fuzz, magic)
    for typed in ("", "a", "commander damage poison life", "x" * 100, "104.3"):
        choices = await arbiter.harness.autocomplete("rule", user=a, focused="query", value=typed)
        assert len(choices) <= limits.CHOICES

    # Magic Commander, six players, the largest numbers.
    started = await fuzz.slash(
        "match start", a, magic, game="magic", opponent=b, player3=c, player4=d, player5=e,
        player6=f, variant="commander", starting_life=9999,
    )  # fmt: skip
    await fuzz.press(started.response, "Play second", a)
    for victim in people:
        for commander in people:
            if commander is not victim:
                await fuzz.slash("commander-damage", victim, magic, commander=commander, total=20)
    # A panel of six nasty names, commander damage from each: its buttons, select and form.
    arbiter.bot.panels.bursts.window = 0.0
    panel = (await fuzz.slash("match panel", a, magic)).response
    await fuzz.press(panel, "-5", a)
    await fuzz.press(panel, "Other amount…", a)
    for label in [b.get("label") or "" for b in panel.buttons if "↻" in (b.get("label") or "")]:
        await fuzz.press(panel, label, a)  # the next commander's, its name as long as any
    pending = await fuzz.slash("life", e, magic, player=d, total=0)
    await fuzz.press(pending.response, "Dispute", d)
    pending = await fuzz.slash("life", e, magic, player=d, total=0)
    await fuzz.press(pending.response, "Confirm", d)
    await fuzz.slash("life", a, magic, change=-9999)
    await fuzz.slash("life", b, magic, total=-9999, player=b)
    await fuzz.slash("poison", c, magic, change=99)
    await fuzz.slash("poison", c, magic, total=99)
    await fuzz.slash("match status", a, magic)
    what_if = await fuzz.slash(
        "ruling", a, magic, situation="what if everyone takes 9999 more? then I concede",
        from_match=True,
    )  # fmt: skip
    assert what_if.embeds, what_if.content
    await fuzz.slash("undo", c, magic)
    await fuzz.slash("restart", judge, magic)
    await fuzz.slash("batch start", a, magic)
    await fuzz.slash("deckout", d, magic, player=d, player2=e)
    await fuzz.slash("batch cancel", a, magic)
    await fuzz.slash("batch start", a, magic)
    await fuzz.slash("effect", a, magic, outcome="lose", player=f)
    await fuzz.slash("batch resolve", a, magic)
    await fuzz.slash("penalty", judge, magic, player=c)
    await fuzz.slash("game draw", a, magic, reason="loop")
    await fuzz.slash("choose", a, magic, choice="play")
    await fuzz.slash("concede", d, magic)
    proposal = await fuzz.slash("match draw", a, magic)
    await fuzz.press(proposal.response, "Confirm", b)
    await fuzz.slash("match end", judge, magic)
    await fuzz.slash("match export", a, magic)
    await fuzz.slash("match overlay", a, magic)
    await fuzz.slash("match phone", a, magic, revoke=True)

    # Grand Archive champions, two at once (a judge's reports need no confirmation).
    begun = await fuzz.slash("match start", a, ga, game="grand-archive", opponent=b, best_of=3)
    await fuzz.press(begun.response, "Play first", a)
    await fuzz.slash("champion died", judge, ga, player=a, player2=b)
    await fuzz.slash("champion control", judge, ga, player=b, controller=a)
    await fuzz.slash("match concede", a, ga)

    # Terrus: turn starts and a vote.
    begun = await fuzz.slash("match start", a, terrus, game="terrus", opponent=b, best_of=7)
    await fuzz.slash("effect", judge, terrus, outcome="draw")
    await fuzz.slash("vote", judge, terrus, intelligence=999, player=b)
    await fuzz.slash("turn-start", judge, terrus, structures=99, relics=99, player=a)

    # A long history, by the service (as if played over months), then paged through.
    service, guild_id = arbiter.bot.service, arbiter.harness.guild_id
    judge_actor = Actor(user_id=judge.id, is_judge=True)
    for number in range(50):
        channel = arbiter.harness.channel(f"old-{number}")
        await service.start_match(
            guild_id=guild_id,
            channel_id=channel.id,
            system="magic",
            players=[PlayerSpec(p.id, p.nick or p.name) for p in (a, b)],
            actor=judge_actor,
        )
        await service.concede_match(channel_id=channel.id, actor=judge_actor, player=a.id)
    history = await fuzz.slash("match history", a, magic, scope="server", limit=50)
    await fuzz.press(history.response, "Next ▶", a)
    await fuzz.press(history.response, "◀ Previous", a)

    await play_a_league(fuzz)
    await play_ratings(fuzz)


async def play_ratings(fuzz: Fuzz) -> None:
    """The ladders of every match above (nasty names), a season with the longest name."""
    arbiter, people = fuzz.arbiter, fuzz.people
    here = arbiter.harness.channel("ratings")
    title = (nasty_name(fuzz.rng, arbiter.stranger.id) * 4)[:100]
    await fuzz.slash("ratings season start", arbiter.admin, here, name=title)
    for options in ({}, {"format": "multiplayer"}, {"game": "magic", "format": "duel"}):
        await fuzz.slash("leaderboard", people[0], here, season="all-time", **options)
    await fuzz.slash("leaderboard", people[0], here, season="all-time", page=2)
    await fuzz.slash("leaderboard", people[0], here, season=title)
    for person in people:
        await fuzz.slash("rating", people[0], here, player=person)
    await fuzz.slash("ratings season end", arbiter.admin, here)


LEAGUE_PLAYERS = 60  # 30 tables: the pairings take more than one message


async def play_a_league(fuzz: Fuzz) -> None:
    """A league of nasty names: the lists are paged or split, each thread pings its table."""
    arbiter, rng = fuzz.arbiter, fuzz.rng
    league = League(arbiter)  # the league channel, threads opened by Arbiter
    here, admin = league.channel, arbiter.admin
    victim = arbiter.stranger.id
    title = (nasty_name(rng, victim) * 4)[:100]
    await fuzz.slash("league create", admin, here, name=title, game="magic", rounds=3)
    players = [
        arbiter.harness.user(900_000_000_000_005_000 + n, f"p{n}", nick=nasty_name(rng, victim))
        for n in range(LEAGUE_PLAYERS)
    ]
    for player in players:
        await fuzz.slash("league join", player, here, name=player.nick)
    await fuzz.slash("league players", players[0], here)
    await fuzz.slash("league players", players[0], here, page=2)
    await fuzz.slash("league round repair", admin, here)  # refused: no round yet
    # Decklists at their longest: a 500-character link, a 4,000-character list full of Markdown.
    await fuzz.slash("league decklist deadline", admin, here, minutes=40320)
    await fuzz.slash("league decklist submit", players[0], here, url="https://" + "d" * 492)
    form = await fuzz.slash("league decklist submit", players[1], here)
    deck = "".join(rng.choice(FRAGMENTS) for _ in range(4000))[:4000]
    await arbiter.harness.submit(form, {"arbiter:decklist:form:text": deck}, user=players[1])
    await fuzz.slash("league decklist show", admin, here, player=players[1])
    await fuzz.slash("league decklist show", players[0], here, player=players[0])
    await fuzz.slash("league decklist missing", admin, here)
    await fuzz.slash("league bye award", admin, here, player=players[2])  # a nasty name's bye
    # Check-in: every nasty name but two; the list, and the closing's names, within limits.
    opened = await fuzz.slash("league checkin open", admin, here, deadline="30")
    for player in players[:-2]:
        await fuzz.press(opened.response, "Check in", player)
    await fuzz.slash("league checkin here", players[-3], here)
    await fuzz.slash("league checkin list", players[0], here)
    await fuzz.slash("league checkin open", admin, here, deadline="now")  # closes at the start
    long_base = "https://" + "w" * 180 + ".example.org"  # links in the round messages too
    arbiter.bot.web_actions.base_url = long_base
    await fuzz.slash("league web", admin, here)
    previewed = await fuzz.slash("league round preview", admin, here)  # nasty names, private
    assert previewed.ephemeral and len(previewed.followups) >= 1  # split, like the start
    # A judge's swap of two nasty names at different tables: its answer and the start's
    # "changed by a judge" line within the limits.
    preview = await arbiter.bot.leagues.preview_round(
        channel_id=here.id, actor=Actor(admin.id, is_judge=True)
    )
    by_id = {player.id: player for player in players}
    first, second = (by_id[pairing.user_ids[0] or 0] for pairing in preview.pairings[:2])
    await fuzz.slash("league round swap", admin, here, a=first, b=second)
    started = await fuzz.slash("league round start", admin, here)
    status = await arbiter.bot.leagues.round_status(channel_id=here.id)
    assert len([m for m in started.followups if not m.ephemeral]) > 1  # split
    for pairing in status.pairings:
        (first, *_) = arbiter.harness.channel_history(pairing.thread_id or 0)
        assert sorted(first.mention_ids) == sorted(u for u in pairing.user_ids if u)
    await fuzz.slash("league round status", admin, here)
    await arbiter.bot.services.clock.tick()  # the organiser told whom check-in dropped
    await fuzz.slash("league time extend", admin, here, table=2, minutes=30)
    await fuzz.slash("league round status", admin, here)
    first = arbiter.harness.channel_history(status.pairings[1].thread_id or 0)[0]
    seat = next(p for p in players if p.id == status.pairings[1].user_ids[0])
    await fuzz.press(first, "Here", seat)
    await fuzz.press(first, "Call a judge", seat)
    await fuzz.slash("league judge calls", admin, here)
    await fuzz.slash("league judge answered", admin, here, call=1)
    await fuzz.slash("league round status", admin, here)
    await fuzz.slash("league result", admin, here, round=1, table=1, games="2-1")
    note = (nasty_name(rng, victim) * 20)[:500]
    for kind in ("warning", "game_loss", "match_loss"):
        await fuzz.slash(
            "league penalty give",
            admin,
            here,
            player=players[2],
            kind=kind,
            infraction="failure_to_maintain_game_state",
            note=note,
        )
    await fuzz.slash("league penalty list", admin, here)
    await fuzz.slash("league penalty list", players[2], here)
    await fuzz.slash("league drop", players[1], here)
    await fuzz.slash("league reinstate", admin, here, player=players[1])
    await fuzz.slash("league standings", players[0], here)
    await fuzz.slash("league standings", players[0], here, page=3)
    await fuzz.slash("league export", players[0], here)
    await fuzz.slash("league close", admin, here)  # refused: round 1 is being played
    # A top-16 playoff of nasty names: its threads, the bracket, the standings with it.
    for pairing in status.pairings[1:]:
        await arbiter.bot.leagues.fix_result(
            channel_id=here.id,
            actor=Actor(user_id=admin.id, is_judge=True),
            round_number=1,
            table=pairing.table,
            record={"games": [2, 0, 0]},
            close_live=True,  # the matches are left as they are: only their league results
        )
    await fuzz.slash("league playoff start", admin, here, size=16)
    await fuzz.slash("league playoff status", players[0], here)
    await fuzz.slash("league decklist publish", admin, here)
    await fuzz.slash("league playoff next", admin, here)  # refused: still being played
    await fuzz.slash("league standings", players[0], here)


@pytest.mark.parametrize("seed", [8, 2026])
async def test_every_payload_stays_within_discords_limits(
    arbiter: Arbiter, seed: int, caplog: pytest.LogCaptureFixture, seat_one_chooses: None
) -> None:
    rng = random.Random(seed)
    victim = arbiter.stranger.id
    names = ("alice", "bob", "carol", "dave", "erin", "frank")
    people = [
        arbiter.harness.user(
            getattr(arbiter, n).id, n, nick=nasty_name(rng, victim), global_name="g" * 32
        )
        for n in names
    ]
    fuzz = Fuzz(arbiter, people, rng)
    with caplog.at_level(logging.ERROR, logger=limits.__name__):
        await play_everything(fuzz)
    assert not [r for r in caplog.records if r.name == limits.__name__], "limits.guard_* trimmed"

    assert fuzz.invoked == leaf_commands(arbiter), "every command is fuzzed"
    assert fuzz.pressed >= {
        "Confirm", "Dispute", "Play first", "Play second", "Next ▶", "Ask a judge", "-5",
        "Other amount…",
    }  # fmt: skip
    requests = arbiter.harness.calls
    assert len(requests) > 100
    for call in requests:
        if call.method in ("POST", "PATCH") and not call.path.endswith("/commands"):
            body = call.json if isinstance(call.json, dict) else None
            check = limits.callback_violations if call.path.endswith("/callback") else None
            assert (check or limits.violations)(body) == [], call.route_key
    pinged = {u for m in arbiter.harness.messages.values() for u in m.mention_ids}
    assert victim not in pinged
