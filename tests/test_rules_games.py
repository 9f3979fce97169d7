"""A game is one folder and one registry entry (bot.core.rules.games).

A fourth game, Duel, is defined here and nowhere else: a player whose resolve falls to 0 loses.
Registered for a test's duration, it is set up and judged by the rules core, played through the
match service (start, reports, the verdict with its rule, the next game's chooser, the match's
end) and shown under its own names by the Discord face and the web pages, with no change to
any other module. Every service test runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace
from types import MappingProxyType

import pytest

from bot.app.match import MatchService
from bot.app.match.views import MatchView
from bot.app.pages import match_page
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.rules import (
    EventKind,
    RuleError,
    apply_report,
    new_game,
    parse_report,
    parse_setup,
)
from bot.core.rules.games import (
    GAMES,
    Game,
    GameNames,
    MatchRules,
    Tournament,
    game_named,
    registered,
)
from bot.core.rules.resolution import Claims, SharedRules
from bot.core.rules.setup import GameSetup, SetupRules
from bot.core.rules.state import GameState, Note, Outcome
from bot.core.rules.variants import OneSide, TeamShape, VariantRules
from bot.core.rules.vocabulary import Event, System, Variant
from bot.faces.discord import render, wording
from bot.faces.discord.validation import game_id
from tests.matches_helpers import (
    ALICE,
    BOB,
    GUILD,
    alice,
    bob,
    concede,
    judge,
    life,
    report,
    start,
)

DUEL_ID = System("duel")


class DuelRules:
    """Duel's rules for ending a game: at 0 resolve or by conceding, you lose."""

    system = DUEL_ID
    shared = SharedRules(
        game_ends_on_win="Duel 1",
        win_and_lose="Duel 2",
        all_lose_draw="Duel 3",
        last_standing="Duel 4",
    )

    def allowed_events(self, setup: GameSetup) -> frozenset[EventKind]:
        return frozenset({EventKind.LIFE, EventKind.CONCEDE})

    def refusal(self, kind: EventKind, setup: GameSetup) -> str:
        return f"A duel knows only resolve and conceding, not {kind.value}."

    def check_event(self, event: Event, state: GameState) -> None:
        """Nothing beyond the vocabulary."""

    def claim(self, event: Event, state: GameState, claims: Claims) -> None:
        if event.kind is EventKind.CONCEDE:
            claims.lose(event.player or "", "they conceded", "Duel 2")

    def check_state(self, state: GameState, claims: Claims, events: Iterable[Event] = ()) -> None:
        for player in state.playing:
            resolve = state.life[player]
            if resolve is not None and resolve <= 0:
                claims.lose(player, f"their resolve is {resolve}", "Duel 2")

    def after_checkpoint(
        self, state: GameState, outcomes: tuple[Outcome, ...], claims: Claims
    ) -> tuple[GameState, tuple[Note, ...]]:
        return state, ()


DUEL = Game(
    system=DUEL_ID,
    names=GameNames(title="Duel of Wits", short_title="Duel", abbreviation="dw", life="resolve"),
    rules=DuelRules(),
    tournament=Tournament(
        choice_rule="Duel 5",
        match_rules=MatchRules(
            games=("Duel 6",),
            concession=("Duel 6",),
            intentional_draw=("Duel 6",),
            early_end=("Duel 7",),
        ),
        time_rule="Duel 7",
        extra_time="the duel goes on until someone blinks",
        best_of=5,  # not the other games' 3: the match's length is the game's to say
    ),
    setup=SetupRules(starting_life=MappingProxyType({None: 7})),
)


@pytest.fixture
def duel(monkeypatch: pytest.MonkeyPatch) -> Iterator[Game]:
    """Duel among the games for the test; alice chooses play or draw for game 1."""
    from bot.core.match import scoring

    monkeypatch.setattr(scoring, "first_chooser", lambda setup: setup.players[0])
    with registered(DUEL) as game:
        yield game


def life_event(how: str, amount: int) -> dict[str, object]:
    return {"event": "life", "player": "bob", how: amount}


# -- the registry ----------------------------------------------------------------------------


def test_a_game_says_which_events_its_matches_take() -> None:
    assert DUEL.events() == {EventKind.LIFE, EventKind.CONCEDE}
    magic = game_named("magic")
    assert magic is not None
    assert EventKind.COMMANDER_DAMAGE not in magic.events()
    assert EventKind.COMMANDER_DAMAGE in magic.events("commander")
    ga = game_named("ga")
    assert ga is not None and EventKind.LIFE not in ga.events()
    assert EventKind.CHAMPION_DIED in ga.events()


def test_a_game_is_known_only_while_registered() -> None:
    def duel_setup() -> GameSetup:
        return parse_setup({"system": "duel", "players": ["alice", "bob"]})

    with pytest.raises(RuleError, match="Unknown game system 'duel'"):
        duel_setup()
    with registered(DUEL):
        assert list(GAMES) == ["grand-archive", "magic", "terrus", "duel"]
        assert game_named("DW") is DUEL and game_named("duel of wits") is DUEL
        assert duel_setup().starting_life == {"alice": 7, "bob": 7}
        with pytest.raises(ValueError, match="is a game already"), registered(DUEL):
            pass
    assert list(GAMES) == ["grand-archive", "magic", "terrus"]
    with pytest.raises(RuleError, match="Unknown game system 'duel'"):
        duel_setup()


def test_the_rules_core_judges_a_duel_by_its_own_rules(duel: Game) -> None:
    state = new_game(parse_setup({"system": "duel", "players": ["alice", "bob"]}))
    verdict = apply_report(state, parse_report({"event": "life", "player": "bob", "delta": -7}))
    assert sorted(o.explain() for o in verdict.outcomes) == [
        "alice wins: all of their opponents have left the game (Duel 4)",
        "bob loses: their resolve is 0 (Duel 2)",
    ]
    with pytest.raises(RuleError, match="A duel knows only resolve and conceding, not poison"):
        apply_report(state, parse_report({"event": "poison", "player": "bob", "delta": 1}))
    # A refusal names what the game calls its life total.
    both = {"simultaneous": [life_event("set", 3), life_event("delta", -1)]}
    with pytest.raises(RuleError, match="changes bob's resolve in ways that depend on"):
        apply_report(state, parse_report(both))
    with pytest.raises(RuleError, match="Variants are Magic formats; duel is played without"):
        parse_setup({"system": "duel", "players": ["alice", "bob"], "variant": "commander"})


# -- a variant is its game's value -------------------------------------------------------------

# Duel's own variant, defined here only: two teams of three, each playing as one. Its id is one
# of the replay format's (shared/spec/replay-format.md lists the ids); what it does is Duel's.
TRIOS = VariantRules(
    id=Variant.COMMANDER,
    name="Trios",
    teams=TeamShape(2, 3, "two teams of three players", '[["a", "b", "c"], ["d", "e", "f"]]'),
    one_side=OneSide(("Duel 8",)),
)
DUEL_OF_TRIOS = replace(
    DUEL,
    setup=SetupRules(
        starting_life=MappingProxyType({None: 7, TRIOS.id: 12}),
        variants=MappingProxyType({TRIOS.id: TRIOS}),
    ),
)
SIX = ["a", "b", "c", "d", "e", "f"]


def test_a_variant_defined_by_its_game_alone_is_played_by_what_it_says() -> None:
    """The shared rules read what a variant says (its teams, a team that plays as one), not
    which it is: Duel's Trios shares a team's resolve and loses together, as the Magic folder's
    Two-Headed Giant does, with no change outside this test."""
    with registered(DUEL_OF_TRIOS):
        setup = parse_setup(
            {"system": "duel", "variant": "commander", "players": SIX, "teams": [SIX[:3], SIX[3:]]}
        )
        assert setup.variant_rules is TRIOS and dict(setup.starting_life) == dict.fromkeys(SIX, 12)
        state = new_game(setup)
        hit = apply_report(state, parse_report({"event": "life", "player": "b", "delta": -5}))
        assert [hit.state.life[p] for p in SIX] == [7, 7, 7, 12, 12, 12]  # one shared resolve
        gone = apply_report(state, parse_report({"event": "concede", "player": "a"}))
        assert [o.explain() for o in gone.outcomes][:3] == [
            "a loses: they conceded (Duel 2)",
            "b loses: in Trios a team loses together (a lost) (Duel 8)",
            "c loses: in Trios a team loses together (a lost) (Duel 8)",
        ]
        with pytest.raises(RuleError, match="Trios is two teams of three players: give"):
            parse_setup(
                {
                    "system": "duel",
                    "variant": "commander",
                    "players": SIX[:4],
                    "teams": [SIX[:2], SIX[2:4]],
                }
            )


# -- through the match service ---------------------------------------------------------------


async def test_a_duel_is_played_through_the_match_service(
    service: MatchService, duel: Game
) -> None:
    view = await start(service, system="duel")
    assert view.system == "duel" and view.best_of == 5
    assert [p.life for p in view.players] == [7, 7]

    with pytest.raises(MatchError, match="A duel knows only resolve and conceding"):
        await report(service, bob, {"event": "champion_died", "player": BOB})

    # Game 1: bob's resolve falls to 0; he chooses play or draw for game 2 (Duel 5).
    answer = await report(service, bob, life(BOB, 0))
    assert answer.status == "applied" and answer.game_over and not answer.match_over
    assert "bob loses: their resolve is 0 (Duel 2)" in [o.english() for o in answer.outcomes]
    assert answer.next_chooser == "bob"
    assert answer.match.game.number == 2 and answer.match.game.chooser_rule == "Duel 5"
    assert [p.life for p in answer.match.players] == [7, 7]

    # Game 2: alice concedes and chooses for game 3.
    answer = await report(service, alice, concede(ALICE))
    assert "alice loses: they conceded (Duel 2)" in [o.english() for o in answer.outcomes]
    assert answer.next_chooser == "alice" and answer.match.score_text == "1-1"

    # A judge ends the match early: the game's rule for an early end is cited.
    ended = await service.propose(channel_id=view.channel_id, actor=judge, kind="match_end")
    assert ended.result is not None
    assert ended.result.reason == "early_end" and ended.result.citations == ("Duel 7",)


async def test_a_duel_is_shown_under_its_own_names(service: MatchService, duel: Game) -> None:
    await start(service, system="duel")
    answer = await report(service, alice, {"event": "life", "player": BOB, "delta": -2})
    match: MatchView = answer.match

    board = render.scoreboard(match, Language.ENGLISH)
    assert board.title == "Match #1: Duel of Wits, best of 5"
    shown = "\n".join(str(field.value) for field in board.fields)
    assert "resolve 7" in shown and "resolve 5" in shown

    said = wording.progress(
        match, [{"event": "life", "player": BOB, "delta": -2}], Language.ENGLISH
    )
    assert said == "Recorded: bob: resolve 5 (a player loses at 0)."

    (summary,) = await service.history(guild_id=GUILD)
    line = render.history_line(summary, Language.ENGLISH)
    assert f"{summary.created_at[:10]} Duel, alice vs bob: in progress" in line

    page = match_page(match)
    assert page["match"]["game_name"] == "Duel of Wits"
    assert page["match"]["counter"] == "resolve"
    assert [p["resolve"] for p in page["players"]] == [7, 5]

    # What players type for it: its id, its abbreviation, its title.
    assert game_id("dw") == game_id("Duel of Wits") == game_id("DUEL") == "duel"
    with pytest.raises(MatchError) as unknown:
        game_id("chess")
    assert "Terrus or Duel (`dw`)" in str(unknown.value)
