"""Two-Headed Giant and team questions as people ask them (session 31, census31a; issue #31,
benchmarks/rulings_census.py): the asker's teammate said to a generic "you", and a team's
concession. Each reading is tested with its variants; a refusal is always acceptable, a wrong
answer never."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

_TEAM = ("me", "my teammate", "opponent 1", "opponent 2")
WE_LOSE = dict(zip(_TEAM, ("lost", "lost", "won", "won"), strict=True))
WE_WIN = dict(zip(_TEAM, ("won", "won", "lost", "lost"), strict=True))
GOES_ON = dict.fromkeys(_TEAM, "playing")


# -- "your teammate" where "you" is the asker -------------------------------------------------

# A question said to a generic "you" ("If you control an Angel and your teammate doesn't ...",
# the judges' blog on Two-Headed Giant) names the asker as "you" (rulings.md revision 3), so
# "your teammate" is the asker's, "my teammate": it was a player of its own, and in
# Two-Headed Giant refused ("two teams of two: say teams: ..."). A team wins and loses together,
# and a "can't lose" on one head covers both (MTG CR 810.8a).


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("In 2HG, your teammate draws from an empty library", WE_LOSE),
        (
            "In 2HG, if you control Platinum Angel and your teammate draws from an empty "
            "library, do you lose?",
            GOES_ON,
        ),
        ("In 2HG, your teammate controls Platinum Angel. you draw from an empty library", GOES_ON),
        ("In two-headed giant, your teammate concedes. What happens to you?", WE_LOSE),
        (
            "In 2HG, your partner concedes",
            {"me": "lost", "my partner": "lost", "opponent 1": "won", "opponent 2": "won"},
        ),
    ],
)
def test_your_teammate_is_the_askers(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_your_teammate_beside_i_or_another_game_is_refused() -> None:
    for text in (
        # "you" beside "I" or "my": whose teammate is whose?
        "In 2HG, I control Platinum Angel. your teammate draws from an empty library",
        "In 2HG, your teammate controls Platinum Angel. my teammate draws from an empty library",
        "In 2HG, your teammate and my teammate concede",
        "In 2HG, his teammate concedes",  # not the asker's
        "In 2HG, your opponent's teammate concedes",
        "In 2HG, your teammate doesn't draw from an empty library",
        "In 2HG, your teammates concede",
        # no variant: a team game of which kind, with whom?
        "your teammate draws from an empty library",
        "In an Emperor game, your teammate draws from an empty library",
        "team vs team: your teammate concedes",
    ):
        _refused(text)


# -- a team's concession ----------------------------------------------------------------------

# "our team concedes", "we concede", "the other team scoops" (the other half of Argentum's
# Two-Headed Giant defect: the winning team's other head was told it lost): in Two-Headed Giant
# a team wins and loses as one, so a concession through either of its heads ends the game for
# both, and the other team wins (MTG CR 104.3a, 810.8a). It was unread ("team concedes"; "we
# concede" refused: two teams unsaid).


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("In 2HG, our team concedes", WE_LOSE),
        ("In 2HG my team conceded the game", WE_LOSE),
        ("In 2HG, the other team concedes", WE_WIN),
        ("In Two-Headed Giant, the opposing team scoops", WE_WIN),
        ("In 2HG, if the other team concedes, do we win?", WE_WIN),
        ("2hg: we scooped", WE_LOSE),
        ("In 2HG, we are at 3 life and we concede", WE_LOSE),
        (
            "magic two-headed giant: teams: me and alice vs bob and carol. bob's team concedes",
            {"me": "won", "alice": "won", "bob": "lost", "carol": "lost"},
        ),
    ],
)
def test_a_team_concedes_as_one(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_team_concession_not_told_or_outside_two_headed_giant_is_refused() -> None:
    for text in (
        "In 2HG, our team doesn't concede",
        "In 2HG, our team didn't concede",
        "In 2HG, our team almost conceded",
        "In 2HG, our team wants to concede",
        "In 2HG, the other team never concedes",
        "In 2HG, can our team concede?",
        "In 2HG, neither team concedes",
        "In 2HG, we don't concede",
        "In 2HG, should we concede?",
        "In 2HG, we want to concede",
        # each player of a team that does not play as one: who concedes?
        "In an Emperor game, our team concedes",
        "4 players: me, alice, bob, carol. our team concedes",
        "our team concedes",
        # a team named that is no team of the game's
        "magic two-headed giant: teams: me and alice vs bob and carol. dave's team concedes",
    ):
        _refused(text)


# -- a rule stated of every team --------------------------------------------------------------

# "In 2HG, teams win and lose the game as a team, not as individuals. ..." (the judges' blog)
# states a rule of every team, no moment of a game: it was refused as words unread ("teams
# win"); it is a question about a rule, answered by the nearest rules the index finds (810.8a).
# Only where its first sentence names no one: a statement beside "I" or a number is read as
# before (refused, naming the words).


def test_a_rule_stated_of_every_team_goes_to_the_rules_index() -> None:
    for text in (
        "In 2HG, teams win and lose the game as a team, not as individuals. The most common "
        "way is for the team's shared life total to go to 0, but there are other ways, such as "
        "one teammate running out of cards in his or her library",
        "In two-headed giant, teams win and lose together",
        "teams lose together in 2HG",
    ):
        answer = _refused(text)
        assert answer.kind is Refusal.RULE_QUESTION, text
        assert "MTG CR 810.8a" in answer.rules, text
    for text in (
        "In 2HG, teams lose when I concede",  # the asker: a moment
        "players alice and bob concede",
        "In 2HG, if teams lose together, my teammate draws from an empty library",
    ):
        assert _refused(text).kind is not Refusal.RULE_QUESTION, text


# -- "... and my teammate doesn't": another player said not to control the card --------------

# "If you control an Angel and your teammate doesn't, you can't lose the game" (the judges'
# blog): the second player said not to control the card, its verb left out, was unread ("your
# teammate doesn't"). A card is nobody's unless the words say so: the clause adds nothing,
# and the card's holder is read as before (in Two-Headed Giant its "can't lose" covers the
# team, 810.8a; a concession is no loss it stops, 104.3a).


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "In 2HG, if you control Platinum Angel and your teammate doesn't, your teammate "
            "draws from an empty library",
            GOES_ON,
        ),
        ("In 2HG, my teammate controls Platinum Angel and I don't. I go to 0 life", GOES_ON),
        ("In 2HG, I control Platinum Angel and my teammate doesn't. my teammate concedes", WE_LOSE),
        (
            "I control Platinum Angel, but my opponent doesn't. my opponent goes to 0 life",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "my opponent controls Platinum Angel and I didn't. I went to 0 life",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_card_another_player_does_not_control(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_card_not_controlled_by_the_same_player_or_by_you_is_refused() -> None:
    for text in (
        "I control Platinum Angel and I don't. I go to 0 life",
        "I control Platinum Angel and you don't. I go to 0 life",  # "you": the asker?
        "I control Platinum Angel and my opponent doesn't attack. I go to 0 life",
        "I control Platinum Angel and my opponent does. I go to 0 life",
    ):
        _refused(text)
