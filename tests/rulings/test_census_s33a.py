"""A damage spell cast at a player "for lethal", as players tell it (issue #31, session 33a):
"I cast Fireball targeting my opponent for lethal damage", "I Fireball him for lethal". An X
spell's caster chose X so that its damage, as it resolves, takes that player to 0 life or less
(704.5a), read as "my Fireball deals lethal damage to him" is; cast alone it is on the stack,
a case for whether it resolved (608.2). Its amount is never guessed: beside life gained, a
lifelink or a response told (405.5), and for a spell of a fixed amount (which may contradict a
total told), it stays refused (main said "say whom Fireball was cast at right after it", though
the words had said it). And two readings the Fell Specter question leans on (session 33a): a
clause that leaves its subject out after damage a player deals is the dealer's ("alice deals 1
damage to bob and draws a card": main took it as bob's draw, a confident "alice wins" beside
alice's empty library), and "X with CARD and ..." is X controlling CARD before that clause."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")
_WON = ("over", {"me": "won", "opponent": "lost"})
_LOST = ("over", {"me": "lost", "opponent": "won"})
_ON = ("ongoing", {"me": "playing", "opponent": "playing"})


@pytest.mark.parametrize(
    ("text", "cases"),
    [
        # resolved: the name as a verb, or "and it resolves"
        ("I Fireball my opponent for lethal", [_WON]),
        (
            "my opponent casts Volcanic Geyser targeting me for lethal damage and it resolves",
            [_LOST],
        ),
        ("I Fireball myself for lethal", [_LOST]),
        ("my opponent controls Platinum Angel. I Fireball him for lethal", [_ON]),
        ("I control Exquisite Archangel. my opponent Fireballs me for lethal", [_ON]),
        (
            "4 players: me, bob, carol, dan. I cast Volcanic Geyser at bob for lethal and it "
            "resolves",
            [("ongoing", {"me": "playing", "bob": "lost", "carol": "playing", "dan": "playing"})],
        ),
        # cast, never said to resolve: a case each (608.2)
        ("I cast Fireball targeting my opponent for lethal damage. would he die?", [_WON, _ON]),
    ],
)
def test_an_x_spell_cast_for_lethal(text: str, cases: list[tuple[str, dict[str, str]]]) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert sorted((c.status, c.results) for c in answer.cases) == sorted(cases), text


@pytest.mark.parametrize(
    "text",
    [
        # what was lethal may have changed before it resolved
        "I cast Fireball at him for lethal. In response he gains 5 life.",
        "I Fireball him for lethal. he gains 5 life in response",
        "I cast Fireball at him for lethal. I control a creature with lifelink",
        "I control Soulfire Grand Master. I Fireball myself for lethal",
        # a fixed amount said lethal beside a total it cannot reach
        "he is at 10. I bolt him for lethal",
        # damage to its caster too (Char): the caster's total unsaid
        "I cast Char at him for lethal and it resolves",
        # a total told after the game would have ended
        "I Fireball him for lethal. he is at 10",
        # the two sharing one verb, or a card Arbiter does not know: as before
        "opponent with Platinum Angel and I are both at 0 life",
        "opponent with Platinum Angel and me at 0 life",
        "opponent with Fell Specter and I Fireball him for lethal",
    ],
)
def test_what_may_matter_unsaid_is_refused(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling), text


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # the draw is the dealer's: alice drew from her empty library with bob's loss, at once
        # (104.4a; main read it as bob's draw: "alice wins")
        (
            "bob is at 1. alice's library is empty. alice deals 1 damage to bob and draws a card",
            {"alice": "drew", "bob": "drew"},
        ),
        (
            "bob is at 3. alice dealt bob 3 damage and gained 2 life",
            {"alice": "won", "bob": "lost"},
        ),
        # the one who took it is the subject, as before
        (
            "bob is at 1. bob takes 1 damage from alice and draws a card",
            {"alice": "won", "bob": "lost"},
        ),
        # "X with CARD and ..." (the shape of "Opponent with Fell Specter and I play ..."): X
        # controls CARD, the clause after it as written (was refused)
        (
            "Opponent with Platinum Angel and I cast Fireball targeting my opponent for lethal "
            "damage; would he die?",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "bob with Platinum Angel and alice hits bob for lethal",
            {"bob": "playing", "alice": "playing"},
        ),
        (
            "opponent with Platinum Angel and he hits me for lethal",
            {"opponent": "won", "me": "lost"},
        ),
    ],
)
def test_clauses_read_as_told(text: str, results: dict[str, str]) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.results == results, text
