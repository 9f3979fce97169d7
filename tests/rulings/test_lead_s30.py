"""Wrong answers the lead found in session 30 (issue #31). A refusal is always acceptable, the
wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


# "@everyone concedes" was "@everyone loses: they conceded; opponent wins", a player called
# "@everyone". A ping of the whole channel names nobody: refused. A typed handle is still the
# name, also one that begins with a ping's word.
@pytest.mark.parametrize(
    "text",
    [
        "@everyone concedes",
        "@here concedes",
        "@everyone is at 0 life",
        "@Everyone concedes",
        "bob is at 3 life. @here i bolt bob",
        "alice and bob. @everyone concedes",
    ],
)
def test_a_ping_of_the_whole_channel_is_no_player(text: str) -> None:
    _refused(text)


def test_a_handle_that_begins_with_a_pings_word_is_still_a_name() -> None:
    assert _ruled("@everyoneelse concedes").results == {"everyoneelse": "lost", "opponent": "won"}
    assert _ruled("@hereford concedes").results == {"hereford": "lost", "opponent": "won"}


# The refusal said the total was "told right after" the change even with a sentence between
# them ("I gain 2 life"): it is told after it, and the change it names is the Bolt.
def test_a_total_told_after_a_change_with_a_sentence_between_is_not_said_right_after() -> None:
    said = _refused("he is at 5. I bolt him. I gain 2 life. He goes to 0").message
    assert 'told after "I bolt him"' in said and "right after" not in said, said
    assert "from 5 before it, that leads to 2, not 0" in said, said


# A clause followed by a tag that doubts it was read as told, the tag dropped as a question
# ("bob concedes or does he?": "bob loses"; "... and it resolves, or does it?": "you win"):
# refused. A question of the outcome after the comma is still taken off as before.
@pytest.mark.parametrize(
    "text",
    [
        "bob concedes or does he?",
        "bob concedes, or doesn't he?",
        "bob is at 0 life, or is he?",
        "my library is empty. I cast Thassa's Oracle and it resolves, or does it?",
    ],
)
def test_a_clause_doubted_by_its_tag_is_refused(text: str) -> None:
    _refused(text)


def test_a_question_of_the_outcome_after_the_clause_is_still_taken_off() -> None:
    assert _ruled("bob concedes, does he lose?").results == {"bob": "lost", "opponent": "won"}
    assert _ruled("bob is at 0 life, or does he lose?").results == {
        "bob": "lost",
        "opponent": "won",
    }
