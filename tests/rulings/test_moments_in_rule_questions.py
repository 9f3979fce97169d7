"""A question about a rule with a moment inside it (issue #31, session 16, "as asked"): the
moment is answered, the question around it is skipped and shown; where the words leave open
a fact that matters, the answer depends or is refused, never guessed."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

# -- a total moved below a bound that loses ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I go below 1 life", {"me": "lost", "opponent": "won"}),
        ("My opponent drops below one", {"me": "won", "opponent": "lost"}),
        ("alice falls under 1 life and bob is at 4 life", {"alice": "lost", "bob": "won"}),
        ("I go to negative life", {"me": "lost", "opponent": "won"}),
        ("my opponent is reduced below 1 life", {"me": "won", "opponent": "lost"}),
    ],
)
def test_a_total_moved_below_one_is_zero_or_less(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_below_one_with_something_that_keeps_the_player_in_goes_on() -> None:
    ruling = _ruled("I control Platinum Angel and I go below 1 life")
    assert ruling.results == {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    "text",
    [
        "I go below 5 life",  # a bound above 0: any total from 4 down, never read as lost
        "I don't go below 1 life",  # a negation: nothing happened
    ],
)
def test_a_bound_that_does_not_lose_or_a_negation_is_not_read_as_a_loss(text: str) -> None:
    _refused(text)


# -- a loss asked of the way it would come ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "Can I lose to decking if I control Platinum Angel?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "Could you lose the game by drawing from an empty library with your Platinum Angel "
            "on the battlefield?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "Can I lose to negative life while I control Phyrexian Unlife?",
            {"me": "playing", "opponent": "playing"},
        ),
        ("Can I lose to decking?", {"me": "lost", "opponent": "won"}),
        # the card is the opponent's: it keeps them in, not the asker
        (
            "Do I lose to decking if my opponent controls Platinum Angel?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "Would bob lose to 0 life if bob controls Platinum Angel?",
            {"bob": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_loss_asked_of_its_way_is_the_way_told(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert any(" lose " in f" {said.lower()} " for said in ruling.skipped)


def test_a_card_in_play_nobody_is_said_to_control_asks_whose_it_is() -> None:
    ruling = _ruled("Is it impossible to lose to decking with a Platinum Angel in play?")
    assert ruling.status == "depends"
    outcomes = {case.condition: case.results["me"] for case in ruling.cases}
    assert outcomes == {
        "you controlled Platinum Angel": "playing",
        "opponent controlled Platinum Angel": "lost",
    }


def test_an_optional_replacement_of_the_draw_is_the_players_choice() -> None:
    ruling = _ruled("Can I lose to decking if I control Parallel Thoughts?")
    assert ruling.status == "depends"
    assert sorted(case.results["me"] for case in ruling.cases) == ["lost", "playing"]


@pytest.mark.parametrize(
    "text",
    [
        "Can we lose to decking?",  # no one player the draw can be told of
        "Can my opponent lose to decking with his Platinum Angel out?",  # whose "his" is open
    ],
)
def test_a_loss_asked_of_no_one_player_is_not_told(text: str) -> None:
    assert _refused(text).kind is Refusal.RULE_QUESTION


def test_a_loss_told_is_not_a_loss_asked() -> None:
    # "I lost to decking" tells the outcome, not asks it: never rewritten as a draw
    unread = _refused("I lost to decking with Platinum Angel in play").unread
    assert unread is not None and unread.startswith("I lost to decking")


# -- two cards held, "both" said -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I control both Platinum Angel and Lich's Mastery. Lich's Mastery leaves the "
            "battlefield",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "My opponent has both Platinum Angel and Lich's Mastery in play and he goes to 0 life",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I control both Phyrexian Unlife and Melira, Sylvok Outcast. I take lethal damage.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_both_cards_held_are_held(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_both_before_one_card_and_an_event_is_not_taken_for_two_cards() -> None:
    _refused("I control both Platinum Angel and my opponent goes to 0 life")


# -- a loss stated of its way in a state supposed --------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "Finally, if you control both Phyrexian Unlife and Melira, Sylvok Outcast you cannot "
            "lose the game due to damage.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "If I control Platinum Angel, I can't lose to poison.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "if you control Melira you cannot lose to poison counters",
            {"me": "playing", "opponent": "playing"},
        ),
        # the statement does not hold: the ruling says so
        ("If I am at 5 life, I can't lose to damage", {"me": "lost", "opponent": "won"}),
        (
            "When my opponent controls Platinum Angel, I cannot lose to decking.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_loss_stated_of_its_way_in_a_state_is_that_moment(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert any(" lose " in f" {said.lower()} " for said in ruling.skipped)


def test_a_loss_stated_without_a_state_is_not_a_moment() -> None:
    # a rule told with nothing supposed: nothing of a game to rule on
    refused = _refused("You can't lose to poison.")
    assert (refused.kind, refused.unread) == (Refusal.UNREAD, "You can't lose to poison")


# -- a draw by an effect nobody names --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "my opponent has no cards in his library and he uses some form of card draw",
            {"me": "won", "opponent": "lost"},
        ),
        ("bob's library is empty. bob used a draw effect", {"bob": "lost", "opponent": "won"}),
        (
            "I have no cards in my library and I use some kind of card draw while I control "
            "Platinum Angel",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_an_unnamed_draw_used_is_a_card_drawn(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_an_unnamed_draw_with_lab_maniac_and_archmage_ascension_is_the_players_choice() -> None:
    ruling = _ruled(
        "If you have Laboratory Maniac and Archmage Ascension on the battlefield with 6 "
        "counters, no cards in your library, and you use some form of card draw... Do you win?"
    )
    assert ruling.status == "depends"
    assert sorted(case.results["me"] for case in ruling.cases) == ["playing", "won"]


def test_an_unnamed_draw_with_the_library_unsaid_asks_how_many() -> None:
    # one card drawn, the library's count not said: never taken to be empty
    _refused("I use some form of card draw")


# -- a moment, then a question of its outcome, one sentence ----------------------------------


@pytest.mark.parametrize(
    ("text", "results", "opener"),
    [
        ("When my opponent goes to 0 life, do I win?", {"me": "won", "opponent": "lost"}, "When"),
        ("Once alice goes to 0 life does she lose?", {"alice": "lost", "opponent": "won"}, "Once"),
        (
            "If my opponent goes to 0 life will he lose the game?",
            {"me": "won", "opponent": "lost"},
            "If",
        ),
        (
            "When I control Platinum Angel and go to 0 life, do I lose?",
            {"me": "playing", "opponent": "playing"},
            "When",
        ),
        ("After I concede does my opponent win?", {"me": "lost", "opponent": "won"}, "After"),
    ],
)
def test_a_moment_then_a_question_of_its_outcome_is_the_moment(
    text: str, results: dict[str, str], opener: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert "If" in ruling.skipped  # the opener, said as supposed


@pytest.mark.parametrize(
    "text",
    [
        # a total said after the moment supposed: before it or after, asked
        "When I shock my opponent, does he lose? He's at 2.",
        # two moments supposed: two games, never one
        "When alice is at 4 life and takes 3 damage, does she lose? What if she takes 5 damage?",
        "When does he lose?",  # no moment: a question about a rule
        # the question holds a fact of its own: never skipped
        "When my opponent goes to 0 life, do I win or does he have Platinum Angel?",
    ],
)
def test_no_moment_or_a_question_with_a_fact_is_not_taken_off(text: str) -> None:
    _refused(text)


# -- a question about a rule, then a moment told ---------------------------------------------


def test_a_moment_told_after_a_general_question_names_its_own_words() -> None:
    refused = _refused(
        "Which happens first? Ex: I am swinging with 3 creatures (for lethal damage). My "
        "opponent blocks 1 of my creatures with 1 of his (that has lifelink)."
    )
    assert refused.kind is Refusal.UNREAD
    # the example's own words are named (its first sentence's parenthesis, "(for lethal
    # damage)", goes on with it and is read: the attack ends nothing by itself)
    assert refused.unread is not None and "creatures" in refused.unread
    assert "happens first" not in refused.unread


@pytest.mark.parametrize(
    "text",
    [
        # one sentence about two cards, the second ending the game two ways: about the rule
        # (one way only is the moment it presupposes: test_card_pairs.py)
        "Does Platinum Angel negate Lich?",
        # the question itself is what cannot be read, the moment after it is another matter
        "Is it possible to tie a game of Magic? I had a creature with Treacherous Link on it.",
    ],
)
def test_a_question_about_a_rule_stays_one(text: str) -> None:
    assert _refused(text).kind is Refusal.RULE_QUESTION


# -- a moment supposed in other words; the outcome asked before "when" ----------------------


@pytest.mark.parametrize(
    ("text", "results", "skipped"),
    [
        (
            "In a situation where my opponent is at 0 life, do I win?",
            {"me": "won", "opponent": "lost"},
            "In a situation where",
        ),
        (
            "In the case that my opponent concedes, who wins?",
            {"me": "won", "opponent": "lost"},
            "In the case that",
        ),
        ("Given that I am at 0 life, do I lose?", {"me": "lost", "opponent": "won"}, "Given that"),
        (
            "Is it a draw when both players go to 0 life at the same time?",
            {"me": "drew", "opponent": "drew"},
            "Is it a draw",
        ),
        (
            "Do I win in the event that my opponent concedes?",
            {"me": "won", "opponent": "lost"},
            "Do I win",
        ),
        (
            "Does anyone lose when I control Platinum Angel and go to 0 life?",
            {"me": "playing", "opponent": "playing"},
            "Does anyone lose",
        ),
    ],
)
def test_a_moment_supposed_in_other_words_is_read(
    text: str, results: dict[str, str], skipped: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert skipped in ruling.skipped


def test_the_outcome_asked_before_when_with_a_fact_in_it_is_not_skipped() -> None:
    # "with Platinum Angel" is a fact of the question: never dropped with it
    _refused("Does my opponent win with his Platinum Angel when I go to 0 life?")


# -- a card held, said in passing ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "What happens if I go to 0 life with my Platinum Angel on the battlefield?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "What happens if my opponent goes to 0 life while controlling Platinum Angel?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "With my opponent's Platinum Angel on the battlefield, what happens if I go to 0 life?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "If alice concedes and bob goes to 0 life while controlling Platinum Angel, who wins?",
            {"alice": "lost", "bob": "won"},
        ),
    ],
)
def test_a_card_held_in_passing_is_held(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # said after a clause: its subject's, as "bob with Platinum Angel" is bob's
        "What happens if I go to 0 life with Platinum Angel in play?",
        "I draw from an empty library with Platinum Angel on the battlefield",
    ],
)
def test_a_card_in_passing_after_a_clause_is_its_subjects(text: str) -> None:
    assert _ruled(text).results == {"me": "playing", "opponent": "playing"}


def test_a_card_in_passing_before_any_player_asks_whose() -> None:
    ruling = _ruled("With Platinum Angel out, what happens if I go to 0 life?")
    assert ruling.status == "depends"
    assert sorted(case.results["me"] for case in ruling.cases) == ["lost", "playing"]


@pytest.mark.parametrize(
    "text",
    [
        # "his": whose it is turns on who the pronoun names
        "What happens if my opponent goes to 0 life with his Platinum Angel out?",
        # "without": the card is not there
        "What happens if I go to 0 life without Platinum Angel on the battlefield?",
    ],
)
def test_a_pronouns_card_or_one_said_absent_is_not_held(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Can I lose to decking with Platinum Angel in play?", "me"),
        ("Can my opponent lose to decking with Platinum Angel on the battlefield?", "opponent"),
    ],
)
def test_a_card_in_play_in_a_loss_asked_of_a_player_is_theirs(text: str, who: str) -> None:
    assert _ruled(text).results[who] == "playing"


# -- a card asked to keep a player from a way of losing; a guess asked to be checked ---------


@pytest.mark.parametrize(
    ("text", "results", "skipped"),
    [
        (
            "Can Platinum Angel save me from decking?",
            {"me": "playing", "opponent": "playing"},
            "Can Platinum Angel save me from",
        ),
        (
            "Will Phyrexian Unlife keep bob from losing to damage if he is at 1 life?",
            {"bob": "playing", "opponent": "playing"},
            "Will Phyrexian Unlife keep bob from losing to",
        ),
        (
            "Does Laboratory Maniac save me from drawing from an empty library?",
            {"me": "won", "opponent": "lost"},
            "Does Laboratory Maniac save me from",
        ),
        (
            "Will Platinum Angel keep me alive if I go to 0 life?",
            {"me": "playing", "opponent": "playing"},
            "Will Platinum Angel keep me alive",
        ),
        (
            "Is it true that if my opponent goes to 0 life, I win?",
            {"me": "won", "opponent": "lost"},
            "Is it true that",
        ),
        (
            "Am I right that if I control Platinum Angel and go to 0 life, I lose?",
            {"me": "playing", "opponent": "playing"},
            "Am I right that",
        ),
        (
            "Can you lose with 0 life if you control Phyrexian Unlife?",
            {"me": "playing", "opponent": "playing"},
            "Can you lose with",
        ),
    ],
)
def test_a_card_asked_to_keep_a_player_from_a_way_or_a_guess_asked_is_the_moment(
    text: str, results: dict[str, str], skipped: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert skipped in ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        "Can Platinum Angel save us from decking?",  # several players: no one told of
        # the guess holds a fact of its own: never dropped
        "Is it true that if my opponent goes to 0 life, I win even though he controls "
        "Platinum Angel?",
        "Is it true that I win?",  # nothing supposed
    ],
)
def test_no_one_player_or_a_guess_with_a_fact_is_not_read(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "results", "vague"),
    [
        (
            "Do I lose the game if I go below 1 life at some point?",
            {"me": "lost", "opponent": "won"},
            "at some point",
        ),
        (
            "If my opponent somehow goes to 0 life, do I win?",
            {"me": "won", "opponent": "lost"},
            "somehow",
        ),
        (
            "At any point I control Platinum Angel and go to 0 life",
            {"me": "playing", "opponent": "playing"},
            "At any point",
        ),
    ],
)
def test_when_or_how_left_vague_is_skipped_and_shown(
    text: str, results: dict[str, str], vague: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert vague in ruling.skipped


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I control Platinum Angel and my opponent reduces my life to 0",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "What happens if I have a Platinum Angel, and my opponent reduces my life to 0?",
            {"me": "playing", "opponent": "playing"},
        ),
        ("I concede and my opponent reduces my life to 0", {"me": "lost", "opponent": "won"}),
    ],
)
def test_a_total_brought_down_after_and_is_read(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert "my opponent" in ruling.skipped


def test_a_total_brought_down_by_a_player_named_nowhere_else_is_not_read() -> None:
    _refused("I have Sand Golem and bob reduces my life to 0")


# -- what an unnamed source does, said of it, is never swallowed -----------------------------


@pytest.mark.parametrize(
    ("text", "unread"),
    [
        (
            "My library is empty and I cast a spell that draws a card",
            "I cast a spell that draws a card",
        ),
        (
            "I am at 5 life and my opponent casts a spell which makes me lose 6 life",
            "my opponent casts a spell which makes me lose 6 life",
        ),
        (
            "My opponent's library is empty and he casts a spell that draws him a card",
            "he casts a spell that draws him a card",
        ),
    ],
)
def test_what_an_unnamed_source_does_is_read_or_refused_never_dropped(
    text: str, unread: str
) -> None:
    # it was answered "nobody has lost", the draw or the damage dropped with the source: the
    # clause of the source is refused and named
    assert _refused(text).unread == unread


def test_an_unnamed_spell_that_says_who_wins_is_still_read() -> None:
    assert _ruled("I cast a spell that says I win").results == {"me": "won", "opponent": "lost"}
