"""A moment said over two sentences ("... . However, at the same time, ..."), an amount said as
"a total of", and "you" where the asker speaks to the other player ("you and I are at 3 life")
(issue #31, "as asked": "Let's say you and I both have five creatures, and we're at 3 life.
Casting the Charm will cause your creatures to deal a total of five damage to you. However, at
the same time, my creatures are also dealing a total of five damage to me.")."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

# -- "at the same time" starting a sentence: the moment of the sentence before --------------


@pytest.mark.parametrize(
    "text",
    [
        "alice is at 3 life and bob is at 3 life. alice takes 3 damage. At the same time, bob"
        " takes 3 damage.",
        "bob is at 2 life. I am at 2 life. bob loses 2 life. Simultaneously, I lose 2 life",
        "my opponent and I are at 1 life. he takes 1 damage. However, at the same time, I take"
        " 4 damage.",
    ],
)
def test_at_the_same_time_joins_the_moment_before(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert set(ruling.results.values()) == {"drew"}  # both at 0 or less at once (104.4a)


def test_without_at_the_same_time_the_moments_follow_each_other() -> None:
    ruling = _ruled(
        "alice is at 3 life and bob is at 3 life. alice takes 3 damage. bob takes 3 damage."
    )
    assert ruling.results == {"alice": "lost", "bob": "won"}


def test_at_the_same_time_opening_the_text_joins_nothing() -> None:
    ruling = _ruled("At the same time, bob takes 3 damage. alice is at 2 life")
    assert ruling.status != "over" or ruling.results.get("alice") != "drew"


# -- "a total of" N ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "bob is at 4 life. I deal a total of four damage to him",
        "bob is at 6 life. my creatures deal a combined 6 damage to bob",
        "bob is at 5 life. his creatures deal a combined total of 5 damage to him",
    ],
)
def test_a_total_of_n_damage_is_n_damage(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results["bob"] == "lost"


def test_a_total_of_no_number_stays_unread() -> None:
    _refused("bob is at 4 life. I deal a total of damage to him")


# -- "you and I": "you" is the other player --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "you and I are at 3 life. your creatures deal 5 damage to you and my creatures deal"
            " 3 damage to me",
            {"opponent": "drew", "me": "drew"},
        ),
        ("You and me are at 2 life. I deal 2 damage to you.", {"opponent": "lost", "me": "won"}),
        (
            "Say you and I both have three creatures and we're at 2 life. Casting Rakdos Charm"
            " will cause your creatures to deal a total of three damage to you. At the same time,"
            " my creatures deal a total of three damage to me. What happens?",
            {"opponent": "drew", "me": "drew"},
        ),
    ],
)
def test_you_beside_i_is_the_other_player(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_you_alone_is_still_the_asker() -> None:
    ruling = _ruled("If you are at 3 life and take 3 damage, do you lose?")
    assert ruling.results["me"] == "lost"


def test_you_and_i_beside_an_opponent_named_keeps_you_the_asker() -> None:
    # "you" may be a third person here: never read as the opponent. Since session 22 "you"
    # beside "I" is asked about (below), no longer read as the asker either.
    answer = _refused("you and I are at 3 life. my opponent deals 3 damage to you")
    assert 'who "you" is' in answer.message


# -- "you" beside "I" without "you and I": who "you" is, asked ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # Found asking as a newcomer (session 22): each read "you" as the asker, so "I deal you
        # 3 damage" was the asker's own damage: "you lose", or "nobody has won" where the
        # asker's own total was said after (the other player, at 3, had lost).
        "You are at 3 life and I deal you 3 damage.",
        "You are at 3 life. I am at 5. I deal 3 damage to you.",
        "I deal you 3 damage. You are at 3 life.",
        "I bolt you. You are at 3.",
        "You're at 2 life and I Shock you",
        "your life is 4 and I deal 4 damage to you",
        "You have 10 poison counters and I am at 1 life.",
        "I'm at 20 life. You concede.",
    ],
)
def test_you_beside_i_without_you_and_i_asks_who_you_is(text: str) -> None:
    answer = _refused(text)
    assert 'who "you" is' in answer.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # "you" alone, or "I" alone, is the asker; the subject the reader carries over ("me"
        # of "... and take 3 damage") is no "I".
        ("If you're at 3 life and take 3 damage, do you lose?", {"me": "lost", "opponent": "won"}),
        ("I'm at 3 life and take 3 damage.", {"me": "lost", "opponent": "won"}),
        ("my opponent is at 3 life. You deal 3 damage to him.", {"opponent": "lost", "me": "won"}),
        (
            "I was wondering, if you control Platinum Angel and you're at 0 life, do you lose?",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_you_or_i_alone_is_the_asker(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- "and so do I": the same again of another player, never the asker's conclusion ----------


@pytest.mark.parametrize(
    "text",
    [
        # Found asking as a newcomer (session 22): "and so do I" was skipped as the asker's
        # conclusion ("so he lost"), and the answer was "you win" where both lose (a draw).
        "I'm at 1. The opponent is at 1. The opponent loses 1 life and so do I.",
        "I'm at 1. My opponent is at 1. He loses 1 life and so do I.",
        "bob is at 2 and alice is at 2. bob takes 2 damage and so does alice.",
        "I'm at 1 life and so is my opponent. We both lose 1 life.",
    ],
)
def test_so_do_i_is_never_skipped(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, Ruling):  # read as the same again: every player at 0 at once
        assert set(answer.results.values()) == {"drew"}, answer.text()
    else:
        assert isinstance(answer, NoRuling)


def test_a_conclusion_of_the_outcome_after_so_is_still_skipped() -> None:
    ruling = _ruled("My opponent draws from an empty library, so he loses.")
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert "so he loses" in ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        # Found asking as a newcomer (session 22): each sentence that says the one before again
        # of another player was stripped to "Me", "Him", "does he" and skipped, and the answer
        # was "you win" or "you lose" where every player lost at once (a draw, 104.4a).
        "I'm at 1. My opponent is at 1. He loses 1 life. Me too.",
        "I'm at 1. My opponent is at 1. He loses 1 life. I do as well.",
        "I'm at 3 and my opponent is at 3. I lose 3 life; so does he.",
        "I'm at 3 and my opponent is at 3. I lose 3 life. Him too.",
        "I'm at 3 and my opponent is at 3. I lose 3 life. He also does.",
        "I'm at 1. My opponent is at 1. He loses 1 life. Same for me.",
        "bob is at 2 and alice is at 2. bob takes 2 damage. So does alice.",
        # Found in review (session 22): a sentence that names only a player, the verb left to
        # the sentence before ("And me.", "Also me.", "Me."), was skipped as a word of chat, and
        # at 1 life each "He loses 1 life. And me." was "you win": a draw if it is the same
        # moment (104.4a), so it is refused, as "Me too." is.
        "I'm at 1 life and my opponent is at 1 life. He loses 1 life. And me.",
        "I'm at 1. My opponent is at 1. He loses 1 life. Also me.",
        "I'm at 1. My opponent is at 1. He loses 1 life. Me.",
        "I'm at 2 and my opponent is at 2. He takes 2 damage. And I.",
        "I'm at 2 and my opponent is at 2. I take 2 damage, then him.",
        "alice is at 2 and bob is at 2. alice loses 2 life. Plus bob.",
        "alice is at 2 and bob is at 2. alice loses 2 life. And my opponent.",
    ],
)
def test_a_sentence_saying_the_last_again_of_a_player_is_never_skipped(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert answer.unread is not None and "Did you mean" not in answer.message


def test_vice_versa_is_offered_no_phrase_made_of_its_words() -> None:
    # "vice versa" was offered "vice concedes": a player made of the words.
    refused = _refused("I'm at 1. My opponent is at 1. He loses 1 life and vice versa.")
    assert "Did you mean" not in refused.message


def test_thanks_too_still_says_nothing_of_the_game() -> None:
    assert _ruled("I'm at 0 life. Thanks too.").results == {"me": "lost", "opponent": "won"}
