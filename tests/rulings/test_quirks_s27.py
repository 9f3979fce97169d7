"""Quirks of quick rulings found in session 26 and fixed in session 27 (issue #31): each as
players type it, its paraphrases, and the near readings that must stay as they were. A refusal
that names the question is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

# -- 1. a spell cast back at its caster, in the next sentence


# "i'm at 3, he's at 3. i bolt him. he bolts me" was "you win": the second Bolt read as cast
# after the first resolved. In chat a Bolt back may be cast in response (it resolves first,
# MTG CR 405.5) or after: a case each, asked where they end apart.
REPLY_CASTS = [
    "i'm at 3, he's at 3. i bolt him. he bolts me",
    "we are both at 3. i bolt him. he bolts me. who wins?",
    "bob is at 3 and alice is at 3. alice bolts bob. bob bolts alice.",
    "we're both at 2. he shocks me. I shock him",
    # the same player in other words: a name or "my opponent", then "he" (was "you win")
    "i'm at 3 and bob is at 3. i bolt bob. he bolts me",
    "i'm at 3 and my opponent is at 3. i bolt my opponent. he bolts me",
    "i'm at 3 and my opponent is at 3. i bolt him. my opponent bolts me",
    "i'm at 3 and bob is at 3. bob bolts me. i bolt him",
]


@pytest.mark.parametrize("text", REPLY_CASTS)
def test_a_spell_cast_back_may_be_a_response(text: str) -> None:
    answer = _ruled(text)
    assert answer.status == "depends", answer.text()
    assert answer.question is not None and "resolved first" in answer.question, answer.text()
    winners = {player for case in answer.cases for player, r in case.results.items() if r == "won"}
    assert len(winners) == 2, answer.text()


def test_a_spell_cast_back_with_no_totals_is_asked() -> None:
    answer = rule_on("i bolt him. he bolts me", default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert "resolved first" in answer.message, answer.message


# Where the order does not change the outcome, one answer; said in order, in that order.
@pytest.mark.parametrize(
    ("text", "winner"),
    [
        ("i'm at 20, he's at 3. i bolt him. he bolts me", "me"),
        ("i'm at 3, he's at 3. i bolt him, then he bolts me", "me"),
        ("i'm at 3, he's at 3. i bolt him. after that he bolts me", "me"),
        ("i'm at 3, he's at 3. i bolt him. he bolts me in response", "opponent"),
    ],
)
def test_a_spell_cast_back_in_a_said_order(text: str, winner: str) -> None:
    answer = _ruled(text)
    assert answer.status == "over", answer.text()
    assert answer.results[winner] == "won", answer.text()


# -- 2. a total told after its own change, in one sentence


# "I hit him with a 1/1 with lifelink and I'm at 5" was refused as "two totals at once",
# quoting the reader's rewording ("my opponent took 1 combat damage from me and at the same
# time I gained 1 life and I'm at 5"): the 5 may be the total before the gain or after it.
@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("I hit him with a 1/1 with lifelink and I'm at 5", "I'm at 5"),
        ("I attack with a 2/2 lifelinker, he doesn't block, and I'm at 5", "I'm at 5"),
        ("bob deals 3 damage to me and I'm at 2", "I'm at 2"),
        ("he's at 1. I hit him with a 1/1 with lifelink and I'm at 5", "I'm at 5"),
    ],
)
def test_a_total_told_after_its_change_asks_which(text: str, total: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert f'"{total}"' in answer.message and "before it or after it" in answer.message
    assert "two totals" not in answer.message, answer.message


# The total first reads as before: the board, and the gain on it.
def test_a_total_told_before_a_lifelink_gain_reads() -> None:
    answer = _ruled("I'm at 5. I hit him with a 1/1 with lifelink")
    assert all(case.state.life["me"] == 6 for case in answer.cases), answer.text()


# -- 3. combat damage taken by both sides at once (verified, unchanged)


# "... I take 3 combat damage and carol takes 3 combat damage" (Two-Headed Giant, carol on the
# other team) is a draw: both teams' shared totals reach 0 at the same check, and every team
# left loses at once (MTG CR 810.8, 104.4a). Combat damage can reach both sides at once (damage
# an attacker's own Treacherous Link sends back to its controller is combat damage dealt with
# the rest, 510.2: the real question "saturday-school-50-treacherous-link-tie"), so told at
# once it is read at once; refusing it as two combats lost that question's right answer.
TEAMS = "we were playing 2HG. My partner and I are at 3 life. carol and dave are at 3 life. "


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            f"{TEAMS}I take 3 combat damage and carol takes 3 combat damage",
            {"me": "drew", "My partner": "drew", "carol": "drew", "dave": "drew"},
        ),
        (
            f"{TEAMS}I take 2 combat damage and my partner takes 1 combat damage",
            {"me": "lost", "My partner": "lost", "carol": "won", "dave": "won"},
        ),
        (
            f"{TEAMS}I take 3 combat damage. then carol takes 3 combat damage",
            {"me": "lost", "My partner": "lost", "carol": "won", "dave": "won"},
        ),
    ],
)
def test_two_headed_giant_combat_damage_reads_as_told(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- 5. a spell said by its kind, with what it would do


# "i'm at 3. bob casts a spell that would deal 3 damage to me" was understood as "you lose 3
# life (from bob casts a spell that)", and bob was no player ("opponent wins"): the spell is
# bob's, said as his.
@pytest.mark.parametrize(
    ("text", "source", "winner"),
    [
        ("i'm at 3. bob casts a spell that would deal 3 damage to me", "from bob's spell", "bob"),
        ("i'm at 3. he casts a spell that would deal 3 damage to me", "from his spell", "opponent"),
        (
            "i'm at 3. my opponent casts an instant that deals 3 damage to me",
            "from your opponent's instant",
            "opponent",
        ),
        ("i'm at 3. a spell that would deal 3 damage to me", "from a spell)", "opponent"),
        (
            "i'm at 3. bob casts a Lightning Bolt that would deal 3 damage to me",
            "from bob's Lightning Bolt",
            "bob",
        ),
    ],
)
def test_a_spell_told_with_what_it_would_do_is_its_casters(
    text: str, source: str, winner: str
) -> None:
    answer = _ruled(text)
    assert source in answer.text(), answer.text()
    assert " that)" not in answer.text(), answer.text()
    assert answer.results == {"me": "lost", winner: "won"}, answer.text()


def test_a_spell_said_by_its_kind_and_answered_is_still_refused() -> None:
    answer = rule_on(
        "i'm at 3. bob casts a spell that would deal 3 damage to me. In response I gain 1 life",
        default_game=MAGIC,
    )
    assert isinstance(answer, NoRuling), answer.text()
    assert "in response" in answer.message, answer.message


# -- 6. a game said in passing against the game chosen


# Asked with the game option Grand Archive or Terrus, "we were playing commander ..." was ruled
# as Magic, the choice dropped without a word: the asker is asked which game it is.
@pytest.mark.parametrize(
    ("text", "chosen", "named"),
    [
        (
            "we were playing commander. 4 players: me, alice, bob, carol. alice, bob and carol "
            "concede",
            "grand-archive",
            "Magic: The Gathering (commander)",
        ),
        ("we were playing commander. bob concedes", "terrus", "Magic: The Gathering"),
        ("we were playing grand archive. alice concedes", "magic", "Grand Archive"),
    ],
)
def test_a_game_said_in_passing_against_the_game_chosen_is_asked(
    text: str, chosen: str, named: str
) -> None:
    answer = rule_on(text, game=System(chosen))
    assert isinstance(answer, NoRuling), answer.text()
    assert f"The words name {named}" in answer.message, answer.message


# A server's default gives way to the game the words name, and a prefix to the option, as before.
def test_a_game_said_in_passing_against_a_default_or_after_a_prefix_reads() -> None:
    told = "we were playing commander. 3 players: me, alice, bob. alice and bob concede"
    assert _ruled(told, default_game=System("grand-archive")).results["me"] == "won"
    assert _ruled(told, game=MAGIC).results["me"] == "won"
    assert _ruled("ga: alice concedes", game=System("terrus")).system == "grand-archive"


# -- 7. an attack alone and fillers, shown under skipped


# "bob attacks. so alice concedes, right?" showed nothing skipped: the attack, "so" and
# "right?" were dropped without a word.
@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("bob attacks. so alice concedes, right?", ["so", "right?", "bob attacks"]),
        ("alice concedes. right?", ["right?"]),
        ("so what happens if alice concedes?", ["so"]),
        ("alice concedes, correct?", ["correct?"]),
    ],
)
def test_an_attack_alone_and_fillers_are_shown_as_skipped(text: str, shown: list[str]) -> None:
    answer = _ruled(text)
    assert list(answer.skipped) == shown, answer.text()
    assert answer.results["alice"] == "lost", answer.text()


# -- 4. a ruler who paid their own vitae


# "I'm at 2 vitae and I pay 2 vitae" credited the opponent's win to Terrus 5.2a (reducing the
# only remaining opponent to 0 vitae): no opponent reduced them; the opponent wins as the last
# ruler in the game (5.2e). Vitae lost any other way keeps 5.2a.
@pytest.mark.parametrize(
    ("text", "cited", "not_cited"),
    [
        ("I'm at 2 vitae and I pay 2 vitae", "Terrus 5.2e", "Terrus 5.2a"),
        ("I'm at 2 vitae and I lose 2 vitae", "Terrus 5.2a", "Terrus 5.2e"),
    ],
)
def test_a_ruler_who_paid_their_own_vitae_was_reduced_by_no_one(
    text: str, cited: str, not_cited: str
) -> None:
    answer = _ruled(text, default_game=System("terrus"))
    assert answer.results == {"me": "lost", "opponent": "won"}, answer.text()
    assert cited in answer.citations and not_cited not in answer.citations, answer.text()
