"""What the asker says of their question, before it (issue #31, openings.without_question_about and
`wondering`): "I have a question about Fiery Justice.", named again in what follows, says no more
(the card is not said to be anywhere) and is skipped and shown; "My friends and I are wondering
if ..." is framing. A card named nowhere after it, or said to be someone's ("about my
Platinum Angel"), stays: it may be the asker's, never dropped."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

ABOUT = [
    # each was unread ('I could not read "about Platinum Angel"')
    (
        "I have a question about Platinum Angel. I control Platinum Angel and I am at 0 life.",
        {"me": "playing", "opponent": "playing"},
        "I have a question about Platinum Angel",
    ),
    (
        "I have a rules question regarding Lich's Mirror. I control Lich's Mirror and I am at "
        "0 life.",
        {"me": "playing", "opponent": "playing"},
        "I have a rules question regarding Lich's Mirror",
    ),
    (
        "Quick question about Phyrexian Unlife: bob controls Phyrexian Unlife and bob is at "
        "-2 life. alice concedes.",
        {"alice": "lost", "bob": "won"},
        "Quick question about Phyrexian Unlife",
    ),
]


@pytest.mark.parametrize(("text", "results", "skipped"), ABOUT)
def test_the_card_a_question_is_about_named_again_is_skipped_and_shown(
    text: str, results: dict[str, str], skipped: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert skipped in ruling.skipped


def test_a_card_arbiter_does_not_know_said_again_as_written_is_skipped() -> None:
    # the opening sentence is no longer what stops the reading
    refused = _refused("I have a question about Fiery Justice. My opponent casts Fiery Justice.")
    assert "about Fiery Justice" not in refused.message


NOT_ABOUT = [
    # named nowhere after: the card may be the asker's (at 0 life, it would keep them in)
    ("I have a question about Platinum Angel. I am at 0 life.", "about Platinum Angel"),
    # said to be someone's: a fact, never dropped
    ("I have a question about my Platinum Angel. I am at 0 life.", "my Platinum Angel"),
    # another card named after it is not the card asked about
    (
        "I have a question about Platinum Angel. I control Lich's Mirror and I am at 0 life.",
        "about Platinum Angel",
    ),
]


@pytest.mark.parametrize(("text", "named"), NOT_ABOUT)
def test_a_card_not_named_again_or_held_is_not_skipped(text: str, named: str) -> None:
    refused = _refused(text)
    assert named in refused.message or (refused.unread is not None and named in refused.unread)


WONDERING = [
    "My friends and I are wondering if I am at 3 life and I take 3 damage.",
    "My friends and I were wondering whether I am at 3 life and I take 3 damage.",
    "We are wondering if I am at 3 life and I take 3 damage.",
]


@pytest.mark.parametrize("text", WONDERING)
def test_the_asker_and_friends_wondering_is_framing(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert any("wondering" in said for said in ruling.skipped)


def test_the_asker_and_friends_doing_something_is_no_framing() -> None:
    # only "... are wondering" is framing: the friends said to act stay, to be read or refused
    refused = _refused("I am at 3 life. My friends and I take 3 damage.")
    assert refused.unread is not None and refused.unread.startswith("My friends")


TALK_ASKED = [
    # questions of talk only, after the moment: skipped and shown (were unread)
    "bob is at 3 life and takes 3 damage. Can someone confirm or deny this?",
    "bob is at 3 life and takes 3 damage. Am I the only one that notices this?",
    "bob is at 3 life and takes 3 damage. Is this person on to something?",
]


@pytest.mark.parametrize("text", TALK_ASKED)
def test_a_question_of_talk_only_is_skipped(text: str) -> None:
    assert _ruled(text).results == {"bob": "lost", "opponent": "won"}


def test_a_question_that_tells_a_count_is_not_skipped() -> None:
    # "one card": a count in the question, never dropped as talk
    refused = _refused("bob is at 3 life and takes 3 damage. Does he only have one card?")
    assert refused.unread is not None and "one card" in refused.unread
