"""Asides of chat at a clause's edge (chat_asides.py), and "he's" typed without its apostrophe
(lexicon): a new player's wording of a moment Arbiter reads.

"the opponent concedes lol. who wins" and "my opponent is at -4 life (i think). is the game
over" were refused ("I could not read ..."); "hes at 1 ... he lost 1 life" named a player
"hes".

Two players doing one thing, the second told by "and so does ..." (echoed_acts.py), and a
total told in the past after an attack (sentence_steps).

"i draw from an empty library and so does my opponent at the same time" was answered "you
lose, opponent wins": "does my opponent at the same time" was skipped as a question of the
outcome, so the opponent's draw was dropped. "he attacked me for 6 and i was at 4 life" was
answered "nobody has won or lost yet": the total told after the attack was taken as saying what
it dealt.
"""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.words import Refusal


def _asked(text: str) -> Ruling | NoRuling:
    return rule_on(f"magic: {text}", asker="me")


def _ruled_as(text: str, results: dict[str, str]) -> None:
    ruling = _asked(text)
    assert isinstance(ruling, Ruling), ruling
    assert ruling.results == results, ruling.text()


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("the opponent concedes lol. who wins", {"me": "won", "opponent": "lost"}),
        (
            "my opponent is at -4 life (i think). is the game over",
            {"me": "won", "opponent": "lost"},
        ),
        ("im at 3 life and he bolts me lmao. do i lose?", {"me": "lost", "opponent": "won"}),
        ("idk, im at 2 and i take 3 damage. do i lose", {"me": "lost", "opponent": "won"}),
        ("im at 5 (i believe) and take 3 damage", {"me": "playing", "opponent": "playing"}),
        ("(i think) my opponent conceded. did i win?", {"me": "won", "opponent": "lost"}),
        (
            "lol i control platinum angel and im at -2 life",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_an_aside_is_skipped_and_the_moment_read(text: str, results: dict[str, str]) -> None:
    _ruled_as(text, results)


@pytest.mark.parametrize(
    "text",
    [
        "lol",
        "lol, idk",
        "I think he conceded",  # the asker's thought, not an aside at an edge
        "my opponent is at -4 life (not sure he is)",
    ],
)
def test_what_is_not_an_aside_at_an_edge_still_refuses(text: str) -> None:
    assert isinstance(_asked(text), NoRuling)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "hes at 1. i drew from an empty library then my psychosis crawler triggered and he "
            "lost 1 life. do i win?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "im at 3 and hes at 3, i take 5 damage and he takes 5 damage. who wins?",
            {"me": "drew", "opponent": "drew"},
        ),
        ("shes at 2 life and i deal 3 damage to her. do i win?", {"me": "won", "opponent": "lost"}),
        ("hes at -4 life lol, did he lose? im at 5", {"me": "won", "opponent": "lost"}),
    ],
)
def test_hes_without_its_apostrophe_is_he_is(text: str, results: dict[str, str]) -> None:
    _ruled_as(text, results)


# The question first, then a comma and the moment ("who wins, I'm at 4 and ..."): was refused
# ("I could not read "who wins"").
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("who wins, im at 4 and my opponent is at 0", {"me": "won", "opponent": "lost"}),
        ("do i lose, im at 3 and take 3 damage", {"me": "lost", "opponent": "won"}),
        ("who won, my opponent conceded", {"me": "won", "opponent": "lost"}),
        (
            "did my opponent lose, my opponent was at 5 and took 4 damage",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_question_before_a_comma_then_the_moment(text: str, results: dict[str, str]) -> None:
    _ruled_as(text, results)


@pytest.mark.parametrize(
    "text", ["who wins, lol", "is it a draw, or does he win", "bob is at 3, do i win"]
)
def test_a_question_before_a_comma_with_no_moment_after_it_refuses(text: str) -> None:
    ruling = _asked(text)
    assert isinstance(ruling, NoRuling) or ruling.status != "over", ruling


# "the other guy" in a game of two is the asker's opponent, as "my buddy" is (players_told):
# was refused ("I could not read "the other guy concedes"").
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "the other guy concedes while casting a spell, is it a draw?",
            {"me": "won", "opponent": "lost"},
        ),
        ("the other dude was at 2 and i dealt 2 damage to him", {"me": "won", "opponent": "lost"}),
    ],
)
def test_the_other_guy_is_the_opponent(text: str, results: dict[str, str]) -> None:
    _ruled_as(text, results)


@pytest.mark.parametrize(
    "text",
    [
        "3 players: me, bob, carol. the other guy concedes",
        "my opponent is at 5 life. the other guy takes 3 damage",
    ],
)
def test_the_other_guy_beside_more_players_or_an_opponent_refuses(text: str) -> None:
    assert isinstance(_asked(text), NoRuling)


BOTH_DREW = [
    "do we draw? i draw from an empty library and so does my opponent at the same time",
    "i drew from an empty library and so did my opponent. who wins",
    "I drew from an empty library, and so did my opponent at once",
    "I draw from an empty library and so does bob",
]


@pytest.mark.parametrize("text", BOTH_DREW)
def test_so_does_tells_the_second_player_doing_the_same(text: str) -> None:
    ruling = _asked(text)
    assert isinstance(ruling, Ruling), ruling
    assert ruling.status == "over", ruling.text()
    assert set(ruling.results.values()) == {"drew"}, ruling.text()


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "im at 3 and my opponent is at 3. i take 5 damage and so does my opponent",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "im at 3 and my opponent is at 10. i take 5 damage and so does my opponent",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "alice is at 2 life and bob is at 2 life. I deal 2 damage to alice and so does bob",
            None,
        ),
    ],
)
def test_so_does_with_totals(text: str, results: dict[str, str] | None) -> None:
    ruling = _asked(text)
    if results is None:  # a different subject's act: not told as "both", never a guess
        assert isinstance(ruling, NoRuling) or ruling.status != "over", ruling
        return
    assert isinstance(ruling, Ruling), ruling
    assert ruling.results == results, ruling.text()


# Near misses: the verb does not fit both players, or a real question after the moment.
@pytest.mark.parametrize(
    "text",
    [
        "i draw from an empty library and so does he at the same time",
        "my opponent draws from an empty library and so does bob at the same time",
        "i draw from an empty library, nor does my opponent at the same time",
    ],
)
def test_so_does_never_dropped_as_a_question(text: str) -> None:
    ruling = _asked(text)
    assert isinstance(ruling, NoRuling), ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        "he attacked me for 6 and i was at 4 life. did i lose?",
        "my opponent attacked me for 6, i was at 4 life",
        "bob attacked me with a big creature and I was at 4 life",
        "she attacked me for 7. I was at 5 life. am I dead",
    ],
)
def test_a_past_total_after_an_attack_leaves_what_it_dealt_unsaid(text: str) -> None:
    ruling = _asked(text)
    assert isinstance(ruling, NoRuling), ruling.text()
    assert "ends nothing by itself" in ruling.message, ruling.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("he attacked me for 6 and i am at 4 life", {"me": "playing", "opponent": "playing"}),
        (
            "I was at 4 life. he attacked me and I took 6 combat damage",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_an_attack_with_what_it_dealt_or_the_total_now(text: str, results: dict[str, str]) -> None:
    _ruled_as(text, results)


# A refusal quotes the attack as the asker's words would say it: "from him", never "from he"
# (was: 'Sentence 1 ("I took 4 combat damage from he, im at 5") cannot happen'). Since session
# 27 the total told after the attack is asked about in the asker's own words (before the
# attack or after it?), with no rewording quoted at all.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("he attacks me for 4 and i didnt block, im at 5. do i lose", "im at 5"),
        ("she attacked me for 3 and i didnt block, im at 3", "im at 3"),
    ],
)
def test_an_attacker_is_quoted_as_an_object(text: str, said: str) -> None:
    ruling = _asked(text)
    assert isinstance(ruling, NoRuling), ruling.text()
    # The asker is asked back about the total, in their own words and no others: the words
    # at fault are the total as written, and the line quotes them once.
    assert ruling.kind is Refusal.UNREAD and ruling.unread == said, ruling.message
    assert ruling.said is not None and dict(ruling.said.params) == {"words": said}
    assert ruling.message.startswith(f'"{said}", said after what changed that total')
    assert "from he " not in ruling.message and "from she " not in ruling.message
