"""Questions typed as players type them that Arbiter answered confidently wrong (issue #31, the
session-17 adversarial pass "adv7"): each wrong reading, its paraphrases, and the near readings
that must still be read. Each is now read right, answered "depends" or refused, never wrong."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- a permanent spell whose trigger as it enters may win, told only cast -------------------------

# "My library is empty. I cast Thassa's Oracle. Do I win?" was "nobody has won or lost yet" (with
# "an empty library ends nothing by itself"): the cast was read as nothing happening, so its
# trigger as it enters was never played. If it resolves, it enters, and its trigger wins with an
# empty library (603.3, 104.2b). What it did is asked, as for a spell whose effect as it resolves
# may end the game.


@pytest.mark.parametrize(
    "text",
    [
        "My library is empty. I cast Thassa's Oracle. Do I win?",
        "My library is empty and I cast Thassa's Oracle. Do I win?",
        "I have 0 cards in my library. I cast Thassa's Oracle. Do I win?",
        "I cast Thassa's Oracle with 0 cards in my library. Do I lose?",
    ],
)
def test_a_creature_whose_trigger_as_it_enters_wins_told_only_cast_is_asked(text: str) -> None:
    answer = _refused(text)
    assert "leaves Thassa's Oracle on the stack" in answer.message
    assert "say what it did" in answer.message


@pytest.mark.parametrize(
    "text",
    [
        # resolving, never said cast: its trigger's or the spell's? (cast and resolved, it
        # entered: played out since session 30, below)
        "My library is empty. Thassa's Oracle resolves. Do I win?",
        # a count its trigger may not meet, by the card's nickname
        "my library has 2 cards. I cast thoracle. did I win?",
    ],
)
def test_a_creature_whose_trigger_as_it_enters_wins_told_resolved_is_asked(text: str) -> None:
    answer = _refused(text)
    assert "Say what happens" in answer.message


# Near misses: said to enter, it is played out; countered, nothing happened; a creature that
# loses only when it enters without being cast (Phage) loses nothing when cast.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("My library is empty. Then my Thassa's Oracle enters. Do I win?", "won"),
        # a permanent spell that resolves enters (608.3), as "enters" says
        ("My library is empty. I cast Thassa's Oracle and it resolves. Do I win?", "won"),
        ("My library is empty. I cast Thassa's Oracle but it gets countered. Do I win?", "playing"),
        ("I'm at 5 life. I cast Phage the Untouchable. Do I lose?", "playing"),
        ("I cast Laboratory Maniac with 0 cards in my library. Do I win?", "playing"),
    ],
)
def test_a_creature_said_to_enter_or_countered_is_still_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- a concession told after what would have ended the game ---------------------------------------

# "I cast Ephemerate on my Phage. My opponent concedes. Who wins?" was "you lose" (the concession
# dropped: "the game was over ..., so what follows could not happen"). A player may concede at any
# time (104.3a): one told happened, so it came while the flicker or Phage's trigger (603.3) was on
# the stack, and the concession decides it. Whether it came before is asked.


@pytest.mark.parametrize(
    "text",
    [
        "I cast Ephemerate on my Phage. My opponent concedes. Who wins?",
        "I blink my Phage. My opponent concedes. Who wins?",
        "I cast Momentary Blink on my Phage. My opponent scoops. Who won?",
        "My opponent casts Cloudshift on his Phage. I concede. Who wins?",
        "My opponent is at 3 life. I bolt him. I concede. Who wins?",
        "magic: my opponent's Phage the Untouchable enters the battlefield without being cast. "
        "then I concede",
    ],
)
def test_a_concession_told_after_the_end_is_asked(text: str) -> None:
    answer = _refused(text)
    assert "may concede at any time" in answer.message


# Near misses: the loser conceding changes nothing; a concession said in response is read; a
# fork's case says the order itself.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("My opponent is at 3 life. I bolt him. He concedes. Who wins?", "won"),
        ("I'm at 3 life. My opponent casts Lightning Bolt at me. I concede. Who wins?", "lost"),
        ("I cast Ephemerate on my Phage. In response, my opponent concedes. Who wins?", "won"),
        ("I blink my Phage. In response, My opponent concedes. Who wins?", "won"),
        ("My opponent casts Cloudshift on his Phage. In response, I concede. Who wins?", "lost"),
        # an end by no card's doing (a state-based loss) leaves no time to concede before it
        ("I'm at 0 life. My opponent concedes. Who wins?", "lost"),
        ("I'm at 2 life and I take 2 damage. My opponent concedes. Who wins?", "lost"),
    ],
)
def test_a_concession_that_changes_nothing_or_said_in_response_is_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- a second total told after what ended the game -------------------------------------------------

# "My opponent is at 3 life. I bolt him. What if he was at 4 life?" and "... Actually he was at 4."
# were "you win": the 4 was dropped as told too late, so the answer was about 3 life, not the total
# asked about or corrected to. From 4, a bolt leaves 1 and the game goes on (119.3, 104.3b). A
# total told after the end that is not the one it ended at is asked about.


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life. I bolt him. What if he was at 4 life?",
        "My opponent is at 3 life. I bolt him. Would he lose if he was at 4?",
        "My opponent is at 3 life. I bolt him. Actually he was at 4. Does he lose?",
        "My opponent is at 2 life. I shock him. And if he were at 5?",
        "alice is at 1 life. bob shocks alice. alice was at 7 life.",
    ],
)
def test_another_total_told_after_the_end_is_asked(text: str) -> None:
    answer = _refused(text)
    assert "is said after the game would already have ended" in answer.message


# Near misses: the total it ended at, said again; a total of a player whose life was never said.
@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life. I bolt him. He's at 0 life. Did I win?",
        "My opponent is at 3 life. I bolt him. Now he is at 0. Did I win?",
        "My opponent is at 2 life. I shock him. I'm at 5 life. Who wins?",
    ],
)
def test_the_total_it_ended_at_or_of_another_player_is_still_read(text: str) -> None:
    assert _ruled(text).results == {"opponent": "lost", "me": "won"}


# "My opponent is at 4 life. I bolt him. What if he was at 3?" and "... Actually he was at 3. Does
# he lose?" were "nobody has won or lost yet": the 3 was read as his total after the bolt. A total
# told as it stood ("was", "had been") that the words before do not lead to is a correction or
# another case; from 3 the bolt is a loss (704.5a). It is asked about.


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 4 life. I bolt him. What if he was at 3?",
        "My opponent is at 4 life. I bolt him. And if he had been at 3 life?",
        "My opponent is at 4 life. I bolt him. Actually he was at 3. Does he lose?",
        "My opponent is at 4 life. I bolt him. Correction: he was at 3 life. Does he lose?",
        "bob is at 5 life. alice shocks bob. bob was at 2 life. Who wins?",
    ],
)
def test_a_total_as_it_stood_that_the_words_do_not_lead_to_is_asked(text: str) -> None:
    answer = _refused(text)
    assert "is not the total the words before it lead to" in answer.message


# Near misses: a new total the words go on to ("he goes to", "hits"), one said as it is now, and
# the total the words lead to.
@pytest.mark.parametrize(
    ("text", "opponent"),
    [
        ("My opponent is at 4 life. I bolt him. Then he is at 1 life. Does he lose?", "playing"),
        # (from 4 the Bolt leads to 1, not 0: asked since session 29, test_sentences_s29)
        ("My opponent is at 3 life. I bolt him. Then he goes to 0 life. Does he lose?", "lost"),
        ("My opponent is at 4 life. I bolt him. He was at 1 life. Did he lose?", "playing"),
    ],
)
def test_a_new_total_or_the_one_the_words_lead_to_is_still_read(text: str, opponent: str) -> None:
    assert _ruled(text).results["opponent"] == opponent


# -- a Commander game said in passing, how many play unsaid ----------------------------------------

# "We were playing Commander. My opponent was at 3 life and I bolted him. Did I win?" was "you win"
# (and "we were playing commander and alice takes 45 damage" had an invented "opponent" win): a game
# of two was taken for granted, but Commander is played by two players or more (903.2), and in a
# game of more, one opponent's loss wins nothing (104.2a). How many play is asked, unless what is
# said holds whoever else plays (nobody wins, and two named players are still playing).


@pytest.mark.parametrize(
    "text",
    [
        "We were playing Commander. My opponent was at 3 life and I bolted him. Did I win?",
        "In commander, my opponent is at 3 life and I bolt him. Do I win?",
        "we were playing commander and alice takes 45 damage",
        "hey! we're playing edh: alice takes forty-five damage. what happens?",
        "We're playing commander. I take 21 combat damage from bob's commander.",
        "We played an EDH game. I take 21 commander damage from my opponent",
    ],
)
def test_a_commander_game_with_its_players_unsaid_asks_who_plays(text: str) -> None:
    answer = _refused(text)
    assert "Commander is played by two players or more" in answer.message


# Near misses: how many play said (here or later in the text), a card said to be my commander (no
# game said in passing), and what holds whoever else plays.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "We were playing a 2 player commander game. My opponent was at 3 life and I bolted"
            " him. Did I win?",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "We were playing commander last night. In a 2 person edh game, my opponent was at 3"
            " life and I bolted him.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "We're playing commander. bob's commander has dealt me 10 damage and alice's"
            " commander has dealt me 21 damage.",
            {"me": "lost", "bob": "playing", "alice": "playing"},
        ),
        (
            "Laboratory Maniac is my commander. I control Laboratory Maniac. I draw from an empty"
            " library.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_commander_game_whose_players_are_said_or_do_not_matter_is_read(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# -- a replacement of losing that draws cards, beside a library said -------------------------------

# "My library is empty. I cast Stunning Reversal. I'm at 3 life and I take 5 damage. Do I lose?" was
# "nobody has won or lost yet" ("an empty library ends nothing by itself"): the replacement was
# played as "life becomes 1" only, but it also draws seven cards, and a draw from a library with
# fewer cards loses at the next check (121.4, 704.5b), the replacement used up. Beside a library
# said, such a card is refused with its wording (not Lich's Mirror, which first shuffles the hand,
# graveyard and permanents into that library).


@pytest.mark.parametrize(
    "text",
    [
        "My library is empty. I cast Stunning Reversal. I'm at 3 life and I take 5 damage. Do I"
        " lose?",
        "I have 3 cards in my library. I cast Stunning Reversal. I'm at 3 life and I take 5"
        " damage. Do I lose?",
        "My deck is empty. I cast Stunning Reversal. I'm at 1 life and I take 2 damage.",
        "My library is empty. I cast Stunning Reversal and then I draw a card. Do I lose?",
    ],
)
def test_a_replacement_that_draws_beside_a_library_said_is_refused(text: str) -> None:
    answer = _refused(text)
    assert "cannot yet judge" in answer.message


# Near misses: no library said, the replacement is played as before.
@pytest.mark.parametrize(
    "text",
    [
        "I cast Stunning Reversal. I'm at 3 life and I take 5 damage. Do I lose?",
        "I control Lich's Mirror and I'm at 0 life. What happens?",
        # Lich's Mirror shuffles hand, graveyard and permanents into the library before it draws
        "I control Lich's Mirror and I'm at 0 life and my library is empty. What happens?",
    ],
)
def test_a_replacement_that_draws_with_no_library_said_is_still_read(text: str) -> None:
    assert _ruled(text).results["me"] == "playing"


# -- whether an outcome is possible, asked of a board where nothing ends ---------------------------

# "Is it possible to lose if I control Worship and a creature and I'm at 1 life?" and "... if I
# control Platinum Angel?" were "nobody has won or lost yet", read as "no": they ask whether any
# way exists, and one does (life lost that is not damage under Worship, 614.1a; the Angel leaving,
# or a concession, 104.3a), which no moment answers. Where the board told has nothing that would
# end the game, the question is refused; with a moment that would (0 life, poison), it is the
# outcome of that moment, as before.


@pytest.mark.parametrize(
    "text",
    [
        "Is it possible to lose if I control Worship and a creature and I'm at 1 life?",
        "Is it possible to lose if I control Platinum Angel?",
        "Is it possible for my opponent to win if I control Platinum Angel?",
        "Is there any way to lose if I control Platinum Angel?",
        "Is it impossible for me to lose if I'm at 5 life and control Platinum Angel?",
    ],
)
def test_an_outcome_asked_possible_of_a_board_where_nothing_ends_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("Is it possible to lose if I control Platinum Angel and I'm at 0 life?", "playing"),
        ("Is it possible to lose to decking if I control Platinum Angel?", "playing"),
        ("Is it possible for me to survive if I'm at 1 life and take 2 damage?", "lost"),
        ("Do I lose if I control Worship and a creature and I'm at 1 life?", "playing"),
    ],
)
def test_an_outcome_asked_possible_of_a_moment_that_ends_is_still_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- a card asked to keep a player in that keeps its controller's opponents ------------------------

# "Does Abyssal Persecutor keep my opponent alive even if he's at 0 life?" was "you win": a card
# asked to keep a player from losing was made that player's, right for Platinum Angel (its
# controller can't lose, 101.2), but Abyssal Persecutor keeps its controller's OPPONENTS in: it is
# not his card, and with mine he does not lose. Whose it is stays unread, refused.


@pytest.mark.parametrize(
    "text",
    [
        "Does Abyssal Persecutor keep my opponent alive even if he's at 0 life?",
        "Does Abyssal Persecutor keep me alive if I'm at 0 life?",
        "Will Abyssal Persecutor stop bob from losing if bob is at -3 life?",
    ],
)
def test_a_card_that_keeps_its_controllers_opponents_is_not_the_kept_players(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        "Does Platinum Angel keep my opponent alive even if he's at 0 life?",
        "Does Platinum Angel keep me alive even if I'm at 0 life?",
    ],
)
def test_a_card_that_keeps_its_controller_is_still_the_kept_players(text: str) -> None:
    assert set(_ruled(text).results.values()) == {"playing"}
