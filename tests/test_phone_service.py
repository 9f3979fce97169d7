"""The phone service (bot.app.phone) on SQLite and PostgreSQL: a player's link, the pad their
game offers, taps reported through the match service as that player (applied once per key,
refused as the service refuses), undo, the outbox the bot takes changes from (once, whichever
process claims first), and hearing of a change as it commits."""

from __future__ import annotations

import asyncio
import uuid
from datetime import timedelta

import pytest
from sqlalchemy import func, select, update

from bot.app.match import Actor, MatchService
from bot.app.phone import PhoneRefused, PhoneService, Refusal, TapDone, TapStatus
from bot.app.phone.pad import Tap, TapKind
from bot.core.errors import NoActiveMatch, NotAllowed
from bot.faces.web.phone_words import phone_notice, shown_targets
from bot.store.database import Database
from bot.store.tables.matches import utcnow
from bot.store.tables.phone import PhoneChange
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    STRANGER_ID,
    concede,
    judge,
    report,
)
from tests.phone_helpers import phones_for


def tap_key() -> str:
    return uuid.uuid4().hex


async def tap(phone: PhoneService, token: str, code: str, key: str | None = None) -> TapDone:
    page = await phone.page(token)
    assert page is not None
    return await phone.tap(token, code, csrf=page.csrf, key=key or tap_key())


async def outbox(database: Database) -> int:
    async with database.transaction() as session:
        return (await session.execute(select(func.count()).select_from(PhoneChange))).scalar_one()


async def test_a_player_gets_their_own_link_and_can_revoke_it(
    database: Database, service: MatchService
) -> None:
    with pytest.raises(NoActiveMatch):
        await PhoneService(service).link(channel_id=CHANNEL, actor=Actor(ALICE))
    phones = await phones_for(service)
    phone = PhoneService(service)
    alice, bob = phones.links[ALICE], phones.links[BOB]
    assert alice != bob
    # Asked again: the same link.
    again = await phone.link(channel_id=CHANNEL, actor=Actor(ALICE))
    assert again.token == alice and again.match_id == phones.match.id
    # Only the match's players: not a stranger, not a judge who does not play.
    for outsider in (Actor(STRANGER_ID), judge):
        with pytest.raises(NotAllowed, match="players"):
            await phone.link(channel_id=CHANNEL, actor=outsider)
    page = await phone.page(alice)
    assert page is not None and page.seat == 1 and page.match.id == phones.match.id
    assert (await phone.page(bob)) is not None and (await phone.page(bob)).seat == 2  # type: ignore[union-attr]

    revoked = await phone.link(channel_id=CHANNEL, actor=Actor(ALICE), revoke=True)
    assert revoked.token != alice
    assert await phone.page(alice) is None  # the old link is dead
    assert await phone.page(revoked.token) is not None
    assert await phone.page(bob) is not None  # bob's is not alice's to revoke


async def test_the_pad_is_what_the_game_counts(sqlite_database: Database) -> None:
    """Life or vitae by the game's own word, poison where counted, commander damage in
    Commander, the champion where tracked, decking where it ends a game; concede only for
    yourself; never a game's name asked."""
    service = MatchService(sqlite_database)

    async def rows(channel: int, **options: object) -> dict[str, list[str]]:
        phones = await phones_for(service, channel_id=channel, **options)  # type: ignore[arg-type]
        page = await PhoneService(service).page(phones.links[ALICE])
        assert page is not None
        return {
            ("you" if t.you else t.name): [
                f"{r.title}:{' '.join(b.label for b in r.buttons)}" for r in t.rows
            ]
            for t in shown_targets(page)
        }

    magic = await rows(1)
    losses = " ".join(f"\N{MINUS SIGN}{n}" for n in range(1, 11))
    damage = " ".join(f"+{n}" for n in range(1, 11))
    # Every amount a game deals in one go is a tap: life -1 to -10 and +1 to +5, poison
    # -1 and +1 to +4, commander damage 1 to 10 (docs/phone.md).
    assert magic["you"] == [
        f"Life:{losses}",
        ":+1 +2 +3 +4 +5",
        "Poison:\N{MINUS SIGN}1 +1 +2 +3 +4",
        "Game:Decked Concede",
    ]
    assert magic["bob"][:3] == magic["you"][:3]  # the opponent's pad has the same amounts
    assert magic["bob"][-1] == "Game:Decked"  # nobody concedes for bob from alice's phone
    commander = await rows(2, players=(ALICE, BOB, CAROL), variant="commander")
    assert f"From bob's commander:{damage}" in commander["you"]
    assert f"From carol's commander:{damage}" in commander["you"]
    assert f"From your commander:{damage}" in commander["carol"]
    archive = await rows(3, system="grand-archive")
    assert archive["you"] == ["Game:Champion died bob controls it Decked Concede"]
    assert archive["bob"] == ["Game:Champion died I control their champion Decked"]
    terrus = await rows(4, system="terrus", starting_life=20)
    assert terrus["you"][0].startswith("Vitae:") and "Game:Concede" in terrus["you"]
    assert not any(row.startswith(("Poison", "Game:Decked")) for row in terrus["you"])


async def test_a_tap_reports_as_its_player_once_per_key(
    database: Database, service: MatchService
) -> None:
    phones = await phones_for(service, starting_life=20)
    phone = PhoneService(MatchService(database))
    key = tap_key()
    done = await tap(phone, phones.links[ALICE], "life.2.-3", key)
    assert done.status is TapStatus.APPLIED and not done.duplicate
    assert done.page.match.player("bob").life == 17
    # The same tap again (its answer was lost): the same answer, nothing applied twice.
    again = await tap(phone, phones.links[ALICE], "life.2.-3", key)
    assert again.duplicate and again.page.match.player("bob").life == 17
    status = await service.status(channel_id=CHANNEL)
    assert status.player("bob").life == 17
    log = await service.log(status.id)
    assert [(r.reporter_id, r.payload["delta"]) for r in log] == [(ALICE, -3)]
    assert await outbox(database) == 1  # one change for the bot, however often it was sent
    # The next tap is a new one: applied again.
    await tap(phone, phones.links[ALICE], "life.2.-3")
    assert (await service.status(channel_id=CHANNEL)).player("bob").life == 14


async def test_a_player_reports_only_what_a_player_may(
    database: Database, service: MatchService
) -> None:
    """A phone is its player, never a judge: conceding for the opponent is refused by the
    match service itself, and an elimination reported about someone else waits for them."""
    phones = await phones_for(service, starting_life=20)
    phone = PhoneService(MatchService(database))
    before = await service.status(channel_id=CHANNEL)
    with pytest.raises(PhoneRefused) as refused:
        await tap(phone, phones.links[ALICE], "concede.2")
    assert refused.value.refusal is Refusal.NOT_ALLOWED
    assert "Only bob or a judge can concede for bob" in refused.value.message
    assert await service.status(channel_id=CHANNEL) == before
    assert await outbox(database) == 0

    done = await tap(phone, phones.links[ALICE], "life.2.-10")
    done = await tap(phone, phones.links[ALICE], "life.2.-10")
    assert done.status is TapStatus.PENDING
    assert done.page.match.pending is not None
    assert done.page.match.pending.waiting_for == ("bob",)
    assert (await service.status(channel_id=CHANNEL)).game.number == 1  # not over yet
    # Bob's phone says it waits for him; alice's, for bob.
    bobs, alices = await phone.page(phones.links[BOB]), await phone.page(phones.links[ALICE])
    assert bobs is not None and alices is not None
    assert phone_notice(bobs) == "A report waits for you: confirm or dispute it in Discord."
    assert phone_notice(alices) == "Waiting for bob to confirm the report in Discord (or a judge)."


async def test_taps_the_pad_never_offers_are_refused(
    database: Database, service: MatchService
) -> None:
    phones = await phones_for(service, system="grand-archive")
    phone = PhoneService(MatchService(database))
    for code in ("life.2.-3", "life.2.-4", "poison.2", "concede.7", "drop table", 3, None):
        with pytest.raises(PhoneRefused) as refused:
            await tap(phone, phones.links[ALICE], code)  # type: ignore[arg-type]
        assert refused.value.refusal is Refusal.BAD_TAP, code
    assert await service.log(phones.match.id) == []


async def test_link_tokens_and_csrf_tokens(database: Database, service: MatchService) -> None:
    """An unknown, revoked or expired link is gone; a CSRF token is its page's link's own."""
    phones = await phones_for(service, starting_life=20)
    phone = PhoneService(MatchService(database))
    alice, bob = phones.links[ALICE], phones.links[BOB]
    bobs_page = await phone.page(bob)
    assert bobs_page is not None
    for csrf in (None, "", "x.y", bobs_page.csrf, bobs_page.csrf + "0"):
        with pytest.raises(PhoneRefused) as refused:
            await phone.tap(alice, "life.2.-1", csrf=csrf, key=tap_key())
        assert refused.value.refusal is Refusal.FORGED
    for token in ("A" * 32, alice[:-1] + ("A" if alice[-1] != "A" else "B")):
        with pytest.raises(PhoneRefused) as refused:
            await phone.tap(token, "life.2.-1", csrf=bobs_page.csrf, key=tap_key())
        assert refused.value.refusal is Refusal.GONE
        assert await phone.page(token) is None
    assert (await service.status(channel_id=CHANNEL)).player("bob").life == 20

    # The match over: the links expire with it.
    await report(service, Actor(BOB), concede(BOB))
    await report(service, Actor(BOB), concede(BOB))
    assert (await service.status(channel_id=CHANNEL)).status == "finished"
    assert await phone.page(alice) is None
    with pytest.raises(PhoneRefused) as refused:
        await phone.tap(alice, "life.2.-1", csrf=bobs_page.csrf, key=tap_key())
    assert refused.value.refusal is Refusal.GONE


async def test_undo_takes_back_the_players_own_last_tap(
    database: Database, service: MatchService
) -> None:
    phones = await phones_for(service, starting_life=20)
    phone = PhoneService(MatchService(database))
    await tap(phone, phones.links[ALICE], "life.2.-3")
    await tap(phone, phones.links[BOB], "life.1.-2")
    page = await phone.page(phones.links[ALICE])
    assert page is not None
    with pytest.raises(PhoneRefused) as refused:  # bob's tap is the last: not alice's to undo
        await phone.undo(phones.links[ALICE], csrf=page.csrf, key=tap_key())
    assert refused.value.refusal is Refusal.NOT_ALLOWED
    assert "Only bob, who made the last report" in refused.value.message  # a name, no id
    bobs = await phone.page(phones.links[BOB])
    assert bobs is not None
    key = tap_key()
    done = await phone.undo(phones.links[BOB], csrf=bobs.csrf, key=key)
    assert done.status is TapStatus.UNDONE and done.page.match.player("alice").life == 20
    again = await phone.undo(phones.links[BOB], csrf=bobs.csrf, key=key)  # sent again: once
    assert again.duplicate and again.page.match.player("bob").life == 17
    assert (await service.status(channel_id=CHANNEL)).player("bob").life == 17


async def test_one_process_claims_each_change(database: Database, service: MatchService) -> None:
    """Two bot processes (two engines on one database) look at the outbox at once: each
    change is claimed by exactly one."""
    phones = await phones_for(service, starting_life=20)
    web = PhoneService(MatchService(database))
    for _ in range(3):
        await tap(web, phones.links[ALICE], "life.2.-1")
    other = Database(database.url)
    try:
        first, second = PhoneService(service), PhoneService(MatchService(other))
        changes = await first.unhandled()
        assert [c.report.match.player("bob").life for c in changes if c.report] == [19, 18, 17]
        ids = [c.id for c in changes]
        claims = await asyncio.gather(first.claim(ids), second.claim(ids))
        assert sorted(claims[0] | claims[1]) == sorted(ids)  # every change claimed...
        assert not claims[0] & claims[1]  # ...by one process only
        assert await first.unhandled() == [] and await second.unhandled() == []
    finally:
        await other.close()


async def test_changes_by_shard(sqlite_database: Database) -> None:
    """A process with some of the shards takes only its guilds' changes (Discord's formula:
    (guild_id >> 22) % shard_count)."""
    service = MatchService(sqlite_database)
    guilds = [(1 << 22) * 3, (1 << 22) * 4 + 5]  # shards 1 and 0 of 2
    for n, guild in enumerate(guilds):
        phones = await phones_for(service, channel_id=50 + n, guild_id=guild, starting_life=20)
        await tap(PhoneService(service), phones.links[ALICE], "life.2.-1")
    phone = PhoneService(service)
    assert [c.guild_id for c in await phone.unhandled(shards=(2, [0]))] == [guilds[1]]
    assert [c.guild_id for c in await phone.unhandled(shards=(2, [1]))] == [guilds[0]]
    assert len(await phone.unhandled(shards=(2, [0, 1]))) == 2


async def test_postgresql_announces_a_change_as_it_commits(postgres_database: Database) -> None:
    service = MatchService(postgres_database)
    phones = await phones_for(service, starting_life=20)
    heard: asyncio.Queue[str] = asyncio.Queue()
    phone = PhoneService(service)
    listening = await phone.listen(heard.put_nowait)
    assert listening is not None
    try:
        await tap(PhoneService(MatchService(postgres_database)), phones.links[ALICE], "life.2.-1")
        assert await asyncio.wait_for(heard.get(), 30) == str(phones.match.id)
    finally:
        await listening.close()
    assert await PhoneService(MatchService(postgres_database)).listen(heard.put_nowait) is not None


async def test_sqlite_has_nothing_to_listen_to(sqlite_database: Database) -> None:
    assert await PhoneService(MatchService(sqlite_database)).listen(lambda _p: None) is None


async def test_a_phone_waiting_sees_a_change_made_elsewhere(
    database: Database, service: MatchService
) -> None:
    """A phone's long poll returns once the match moved: a tap in the same process at once,
    a slash command in another process (another engine) within the watch's look."""
    phones = await phones_for(service, starting_life=20)
    other = Database(database.url)
    web = PhoneService(MatchService(other))
    web.watch.interval = 0.05
    try:
        page = await web.page(phones.links[BOB])
        assert page is not None
        waiting = asyncio.create_task(web.changed_after(phones.links[BOB], page.version, 60))
        await asyncio.sleep(0)
        await report(service, Actor(ALICE), {"event": "life", "player": BOB, "delta": -4})
        seen = await asyncio.wait_for(waiting, 60)
        assert seen is not None and seen.match.player("bob").life == 16

        waiting = asyncio.create_task(web.changed_after(phones.links[BOB], seen.version, 60))
        await asyncio.sleep(0)
        await tap(web, phones.links[ALICE], "life.2.-1")
        seen = await asyncio.wait_for(waiting, 60)
        assert seen is not None and seen.match.player("bob").life == 15
        assert seen.seat == 2  # bob's page, whoever tapped
    finally:
        await web.watch.close()
        await other.close()


def test_a_tap_reads_back_as_it_was_written() -> None:
    for tap_ in (
        Tap(TapKind.LIFE, 2, -10),
        Tap(TapKind.COMMANDER, 1, 5, 3),
        Tap(TapKind.CHAMPION_CONTROL, 2, None, 1),
        Tap(TapKind.CONCEDE, 1),
    ):
        assert Tap.read(tap_.code) == tap_


async def test_one_tap_sent_to_two_web_processes_at_once_counts_once(
    database: Database, service: MatchService
) -> None:
    """The same tap (one key) reaches two web processes at once (a retry racing the first
    attempt, behind a load balancer): one report, one change in the outbox, and both get its
    answer."""
    phones = await phones_for(service, starting_life=20)
    engines = [Database(database.url), Database(database.url)]
    try:
        webs = [PhoneService(MatchService(engine)) for engine in engines]
        page = await webs[0].page(phones.links[ALICE])
        assert page is not None
        key = tap_key()
        done = await asyncio.gather(
            *(web.tap(phones.links[ALICE], "life.2.-3", csrf=page.csrf, key=key) for web in webs)
        )
        assert [d.page.match.player("bob").life for d in done] == [17, 17]
        assert sorted(d.duplicate for d in done) == [False, True]
    finally:
        for engine in engines:
            await engine.close()
    assert (await service.status(channel_id=CHANNEL)).player("bob").life == 17
    assert len(await service.log(phones.match.id)) == 1
    assert await outbox(database) == 1


async def test_shown_changes_are_kept_a_day(database: Database, service: MatchService) -> None:
    """A change the bot showed is kept a day (a tap sent again finds it there), then
    deleted; one not shown yet is never deleted."""
    phones = await phones_for(service, starting_life=20)
    web = PhoneService(MatchService(database))
    for _ in range(2):
        await tap(web, phones.links[ALICE], "life.2.-1")
    phone = PhoneService(service)
    shown, waiting = await phone.unhandled()
    assert await phone.claim([shown.id]) == {shown.id}
    await phone.prune()
    assert await outbox(database) == 2  # shown just now: kept
    async with database.transaction() as session:
        await session.execute(
            update(PhoneChange)
            .where(PhoneChange.id == shown.id)
            .values(handled_at=utcnow() - timedelta(days=1, minutes=1))
        )
    await phone.prune()
    assert [c.id for c in await phone.unhandled()] == [waiting.id]
    assert await outbox(database) == 1
