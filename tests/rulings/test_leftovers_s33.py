"""Leftovers of session 33's list (left33): answers that misled. A refusal is always
acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

# Each was confidently wrong or refused on main; each is refused now, the refusal saying why:
# - a card beside life totals never said, in chat: "I control Exquisite Archangel. I take 20
#   damage and my opponent takes 20 damage" was "you win" (20 each), though at 30 each nobody
#   loses, and the same damage with no card asks for the totals; so it does beside the card,
#   unless every total ends alike (the documented "magic: ..." keeps the starting totals);
# - a card whose every ability is static said to trigger or resolve: "I'm at 0 life. Platinum
#   Angel's ability resolves" was "you lose", the Angel read as come too late, though its
#   ability never goes on the stack (604.1) and whose it is decides it;
# - a subject whose words say more players than it names: "alice both take 20 damage" was
#   alice alone, "alice-bob are at 0 life" one player;
# - "I draw?" after a concession where the game goes on (three players): a card drawn maybe.
_REFUSED = [
    ("I control Exquisite Archangel. I take 20 damage and my opponent takes 20 damage", "life"),
    ("My opponent controls Exquisite Archangel. I take 20 damage and he takes 20 damage", "life"),
    ("I control Lich's Mirror. I take 20 damage and my opponent takes 10 damage", "life"),
    ("I cast Angel's Grace. I take 20 damage and my opponent takes 20 damage", "life"),
    ("I'm at 0 life. Platinum Angel's ability resolves", "static"),
    ("I'm at 0 life. Platinum Angel's abilities resolve", "static"),
    ("My opponent is at 0 life. Abyssal Persecutor's ability resolves", "static"),
    ("I'm at 0 life. Exquisite Archangel's ability resolves", "static"),
    ("alice both take 20 damage", "players"),
    ("I both go to 0 life", "players"),
    ("alice, bob and carol both go to 0 life", "players"),
    ("alice-bob are at 0 life", "one player or two"),
    ("alice is at 3 and bob is at 3. alice-bob take 3 damage", "one player or two"),
    ("3 players: me, alice, bob. If alice concedes, I draw?", "card drawn"),
    ("3 players: me, alice, bob. If alice concedes and my library is empty, I draw?", "card drawn"),
]


@pytest.mark.parametrize(("text", "said"), _REFUSED)
def test_an_answer_that_misled_is_refused(text: str, said: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert said in answer.message


# ... and beside them, what is said plainly is read as before. "If alice concedes, I draw?" was
# refused: one player's "I draw" was always read as a card drawn; after a concession supposed
# it is the asker's guess of a drawn game, and the asker plays. "My library is empty. I draw,
# do I lose?" stays a draw from an empty library.
_READ = [
    ("If alice concedes, I draw?", {"alice": "lost", "me": "won"}),
    ("If alice scoops, I draw?", {"alice": "lost", "me": "won"}),
    ("If alice conceded, I drew?", {"alice": "lost", "me": "won"}),
    ("My library is empty. I draw, do I lose?", {"me": "lost", "opponent": "won"}),
    # every total ends alike: the Archangel replaces the one loss the damage can cause
    ("I control Exquisite Archangel. I take 30 damage", {"me": "playing", "opponent": "playing"}),
    (
        "I control Exquisite Archangel. I'm at 3 and my opponent is at 5. We both take 20 damage",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "magic: I control Exquisite Archangel. I take 20 damage and my opponent takes 20 damage",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "I control Platinum Angel. I'm at 0 life. Platinum Angel's ability resolves",
        {"me": "playing", "opponent": "playing"},
    ),
    # a card with a trigger beside its static ability: the trigger
    ("I'm at 0 life. Sulfuric Vortex's ability resolves", {"me": "lost", "opponent": "won"}),
    ("alice and bob are both at 0 life", {"alice": "drew", "bob": "drew"}),
    ("Jean-Luc is at 0 life", {"Jean-Luc": "lost", "opponent": "won"}),
]


@pytest.mark.parametrize(("text", "results"), _READ)
def test_what_is_said_plainly_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).first.results == results
