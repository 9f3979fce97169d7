"""Questions wrapped around a moment (issue #31, rulings.md revision 3, "Reading chat"): the
pronouns that stand for the one other player, a total stated before what changed it, and the
hypothetical frames people put a moment in ("What happens if ...?", "Say ...", "If ..., do I
win?"). Each family with paraphrases of its own, and the near-misses that must be refused or
answered "depends" because a fact that matters is not said."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _events, _refused, _ruled

# -- he, him, she, her, they: the one other player ----------------------------------------------

# The asker and one other player, named or only pronounced: the pronoun is that player.
ONE_OTHER = [
    ("my opponent is at 2 life. I deal him 10 damage", "opponent"),
    ("he is at 2 life. I hit him for 10", "opponent"),
    ("she is at 3 life. I deal her 4 damage", "opponent"),
    ("they're at 1 life. I deal them 2 combat damage", "opponent"),
    ("bob is at 5 life. I deal bob 7 damage", "bob"),
    ("alice is at 4 life. I deal her 4 damage", "alice"),
]


@pytest.mark.parametrize(("text", "other"), ONE_OTHER)
def test_a_pronoun_is_the_one_other_player(text: str, other: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == {other: "lost", "me": "won"}
    assert sorted(ruling.players) == sorted([other, "me"])


# A pronoun that could be either of two players, or a player not named, is refused: nothing
# judged, the pronoun named.
WHO_IS_IT = [
    ("he is at 2 life and alice hits him for 10", "he"),
    ("3 players: me, alice, bob. I deal him 3 damage", "him"),
    ("in a 4 player game he is at 1 life and I deal him 2 damage", "he"),
    ("I am at 3 life. he concedes. alice concedes", "he"),
    ("he concedes", "he"),
    # "he" and "she" are two players, whichever was named first
    ("I am at 5 life. he is at 2 life and she deals him 3 damage", "she"),
    ("I am at 5 life. he is at 2 life. she deals 3 damage to him", "she"),  # main: "you win"
    ("my opponent is at 2 life and I deal her 3 damage. he concedes", "he"),
]


@pytest.mark.parametrize(("text", "pronoun"), WHO_IS_IT)
def test_a_pronoun_that_may_be_two_players_is_refused(text: str, pronoun: str) -> None:
    told = _refused(text)
    assert f'I could not tell who "{pronoun}" is' in told.message


def test_they_is_whoever_he_or_she_was() -> None:
    ruling = _ruled("my opponent is at 2 life and I deal him 3 damage. they concede")
    assert ruling.results == {"opponent": "lost", "me": "won"}


def test_damage_dealt_to_a_pronoun_without_the_total_depends_on_it() -> None:
    # "I deal him 10 damage" says no life total: the answer asks for it, never invents one.
    ruling = _ruled("I deal him 10 damage")
    assert ruling.depends
    assert ruling.question is not None and "How much life" in ruling.question


# -- a total stated, then what changed it --------------------------------------------------------

# A total stated as it stands, joined by "and" to what changed it, is the board before the
# event: two reports, the total first.
BOARD_THEN_EVENT = [
    ("my opponent is at 2 life and I deal 10 damage to him", {"opponent": "lost", "me": "won"}),
    ("he is at 2 life and I hit him for 10", {"opponent": "lost", "me": "won"}),
    ("my opponent has 7 life and I deal him 3 damage", {"opponent": "playing", "me": "playing"}),
    ("I'm at 4 life and I take 4 damage", {"me": "lost", "opponent": "won"}),
    ("I have 9 poison counters and I get 1 poison counter", {"me": "lost", "opponent": "won"}),
    ("alice and bob are at 2 life and alice takes 3 damage", {"alice": "lost", "bob": "won"}),
]


@pytest.mark.parametrize(("text", "results"), BOARD_THEN_EVENT)
def test_a_total_stated_before_an_event_is_the_board_before_it(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert ruling.results == results
    assert len(_events(ruling)) == 2  # the board, then what changed it


def test_cards_in_play_beside_the_total_hold_when_the_damage_comes() -> None:
    ruling = _ruled("I control Platinum Angel and I am at 3 life and I take 5 damage")
    assert ruling.results == {"me": "playing", "opponent": "playing"}
    assert "can't lose" in ruling.text()


# Near-misses: a change and another change to one total in one report stay refused (their
# order is not said); a total stated beside another player's event stays one report.
def test_two_changes_to_one_total_in_one_report_stay_refused() -> None:
    told = _refused("alice goes to 2 life and loses 3 life")
    assert "which came first" in told.message


def test_a_total_beside_another_players_event_stays_simultaneous() -> None:
    ruling = _ruled("alice is at 0 life and bob decks out")
    assert ruling.results == {"alice": "drew", "bob": "drew"}
    assert len(_events(ruling)) == 1


# -- hypothetical frames around a moment -------------------------------------------------------

# The moment a hypothetical frames is read as the situation; the asker's guess of the outcome
# is skipped, and shown as skipped.
FRAMED = [
    ("What if I were to concede?", {"me": "lost", "opponent": "won"}, None),
    ("If I were to concede, would my opponent win?", {"me": "lost", "opponent": "won"}, "win"),
    (
        "alice is at 1 life. what would happen if bob was to deal 1 damage to alice?",
        {"alice": "lost", "bob": "won"},
        None,
    ),
    (
        "If my opponent were to lose 3 life while at 2 life, would he lose?",
        {"opponent": "lost", "me": "won"},
        "would he lose",
    ),
    ("Suppose my opponent concedes. Do I win?", {"opponent": "lost", "me": "won"}, None),
    ("Let's say I take 4 damage while I'm at 4 life", {"me": "lost", "opponent": "won"}, None),
    ("bob takes 5 damage when he's at 6 life", {"bob": "playing", "opponent": "playing"}, None),
    (
        "I control Platinum Angel and I am at 0 life. What would happen?",
        {"me": "playing", "opponent": "playing"},
        "What would happen",
    ),
]


@pytest.mark.parametrize(("text", "results", "skipped"), FRAMED, ids=[t for t, _, _ in FRAMED])
def test_the_moment_a_hypothetical_frames_is_read(
    text: str, results: dict[str, str], skipped: str | None
) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert ruling.results == results
    if skipped is not None:
        assert any(skipped in words for words in ruling.skipped)


def test_a_total_said_after_while_is_the_board_before_the_event() -> None:
    ruling = _ruled("my opponent loses 3 life while at 5 life")
    assert len(_events(ruling)) == 2  # the total, then the loss
    assert ruling.results == {"opponent": "playing", "me": "playing"}


# Near-misses of "were to" and "while": a change said after "while" (not a total as it stands)
# stays one moment; a "while" with no total asked stays as today.
def test_two_changes_joined_by_while_stay_one_moment() -> None:
    ruling = _ruled("alice goes to 0 life while bob decks out")
    assert ruling.results == {"alice": "drew", "bob": "drew"}


def test_a_hypothetical_with_the_total_unsaid_depends_on_it() -> None:
    ruling = _ruled("What if my opponent were to take 5 damage?")
    assert ruling.depends
    assert ruling.question is not None and "How much life" in ruling.question


# "Do we play forever?": with nothing to end the game, it goes on unless everyone agrees to a
# draw. Both cases answered; never "it goes on forever" nor "a draw" alone.
FOREVER = [
    "I control Platinum Angel and my opponent controls Platinum Angel. Do we play forever?",
    "alice controls Platinum Angel and bob controls Platinum Angel and no creature dies."
    " Does the game go on forever?",
    "What happens if I control a Platinum Angel and my opponent controls his own Platinum Angel"
    " and as the game goes on neither angel gets destroyed? Will we play forever?",
]


@pytest.mark.parametrize("text", FOREVER)
def test_do_we_play_forever_depends_on_a_draw_agreed(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    agreed, not_agreed = ruling.cases
    assert set(agreed.results.values()) == {"drew"}
    assert set(not_agreed.results.values()) == {"playing"}


def test_do_we_play_forever_after_the_game_ended_is_no_question() -> None:
    # A loss the words state ends the game first: the draw asked about cannot change it.
    ruling = _ruled("I am at 0 life. Do we play forever?")
    assert ruling.results == {"me": "lost", "opponent": "won"}


def test_a_permanent_said_not_to_leave_is_nothing_happening() -> None:
    ruling = _ruled("I control Platinum Angel and I am at -2 life and no creature dies")
    assert ruling.results == {"me": "playing", "opponent": "playing"}
    # a permanent that does leave is no near-miss to read as nothing
    told = _refused("I control Platinum Angel and I am at -2 life and the angel gets flibbered")
    assert told.unread is not None


def test_another_players_total_said_after_while_stays_one_moment() -> None:
    ruling = _ruled("alice takes 3 damage while bob is at 0 life")
    assert len(_events(ruling)) == 1  # alice's life not said: each case is one moment
    assert ruling.depends and {"drew", "lost"} == {c.results["bob"] for c in ruling.cases}


def test_a_total_stated_then_an_event_with_its_subject_left_out() -> None:
    # "I have 1 life and take 2 damage": the clause's subject is said once, for both.
    for text in ("If I have 1 life and take 2 damage, do I lose?", "bob is at 3 and takes 3"):
        ruling = _ruled(text)
        assert len(_events(ruling)) == 2
        assert "lost" in ruling.results.values()
    ruling = _ruled("If I were at 4 life and took 1 damage, would I lose?")
    assert ruling.results == {"me": "playing", "opponent": "playing"}


# "Will CARD keep me from losing if ...?": the card is the one kept from losing's, in the moment
# asked about; the question itself is skipped and shown.
KEPT_FROM_LOSING = [
    ("Will Platinum Angel keep me from losing if I go to 0 life?", "playing"),
    ("Does Platinum Angel stop me from losing if I am at -3 life?", "playing"),
    ("Would Platinum Angel keep my opponent from losing if he draws from an empty library?", None),
    # what the card does not stop: a concession (104.3a)
    ("Will Platinum Angel keep me from losing if I concede?", "lost"),
]


@pytest.mark.parametrize(("text", "mine"), KEPT_FROM_LOSING)
def test_will_a_card_keep_a_player_from_losing(text: str, mine: str | None) -> None:
    ruling = _ruled(text)
    assert "Platinum Angel" in [card.name for card in ruling.cards]
    assert any("keep" in words or "stop" in words for words in ruling.skipped)
    if mine is not None:
        assert ruling.results["me"] == mine
    else:
        assert ruling.results == {"me": "playing", "opponent": "playing"}


def test_will_a_card_that_is_no_permanent_keep_me_is_never_guessed_cast() -> None:
    # Angel's Grace is an instant: "I control" it is not what happened, and it is not judged
    # so: refused, naming the card, never an answer built on a guess.
    told = _refused("Will Angel's Grace save me if I go to 0 life?")
    assert "Angel's Grace" in told.message


# Openers of a moment supposed, each read and shown as skipped.
OPENERS = [
    "What about if",
    "How about if",
    "Say that",
    "Suppose that",
    "Let's say that",
    "In case",
    "Imagine that",
    "What if instead",
]


@pytest.mark.parametrize("opener", OPENERS)
def test_an_opener_of_a_moment_supposed_is_skipped_and_shown(opener: str) -> None:
    ruling = _ruled(f"{opener} my opponent is at 3 life and I deal him 3 damage?")
    assert ruling.results == {"opponent": "lost", "me": "won"}
    assert any(opener.split()[-1] in words for words in ruling.skipped)


# "If X, I win(, right)?": the guess after a moment supposed is skipped and shown; without the
# "if" it is no guess, and anything more than outcome words is read.
GUESSES = [
    ("If my opponent concedes, I win, right?", {"opponent": "lost", "me": "won"}, "I win"),
    ("If I'm at 3 life and bob is at 0 life, I win", {"bob": "lost", "me": "won"}, "I win"),
    (
        "Suppose I take 3 damage while at 3 life, it's a draw?",
        {"me": "lost", "opponent": "won"},
        None,
    ),
    (
        "If alice is at 0 life and bob decks out, the game is a draw",
        {"alice": "drew", "bob": "drew"},
        "draw",
    ),
]


@pytest.mark.parametrize(("text", "results", "guess"), GUESSES)
def test_the_guess_after_a_moment_supposed_is_skipped(
    text: str, results: dict[str, str], guess: str | None
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    if guess is not None:
        assert any(guess in words for words in ruling.skipped)


def test_an_outcome_said_without_a_supposition_is_not_skipped() -> None:
    assert _refused("my opponent concedes, I win").unread == "I win"
    # a player named only in the guess is no guess to drop: refused, named
    assert _refused("If bob is at 0 life, alice wins").unread == "alice wins"
    assert _refused("If bob is at 0 life, I win").unread == "I win"
    ruling = _ruled("If alice is at 3 life, bob concedes")  # an event, not a guess: read
    assert ruling.results["bob"] == "lost"


# Two moments supposed one after the other ("What if ...? What if ...?") may be alternatives,
# not one game: refused, both named, never read as what followed.
TWO_SUPPOSED = [
    "What happens if I concede? What if my opponent concedes?",
    "What happens if I go to 0 life? What if my opponent goes to 0 life instead?",
    "I control Platinum Angel. What if I go to 0 life? What about if I take 10 poison counters?",
    "If alice is at 4 life and takes 3 damage, does she lose? What if she takes 5 damage?",
]


@pytest.mark.parametrize("text", TWO_SUPPOSED)
def test_two_moments_supposed_are_never_one_game(text: str) -> None:
    told = _refused(text)
    assert "supposes two moments" in told.message


def test_one_moment_supposed_after_the_board_is_read() -> None:
    ruling = _ruled("I control Platinum Angel. What happens if I go to 0 life?")
    assert ruling.results == {"me": "playing", "opponent": "playing"}
    ruling = _ruled("What happens if I go to 0 life? then my opponent concedes")
    assert ruling.results == {"me": "lost", "opponent": "won"}


# "If X then Y?": "then" ends a sentence, and after a moment supposed a sentence of outcome
# words only is the asker's guess, skipped and shown; one naming a player the moment does not
# is read, so refused and named.
def test_the_guess_after_then_is_skipped() -> None:
    ruling = _ruled("If my opponent concedes then I win?")
    assert ruling.results == {"opponent": "lost", "me": "won"}
    assert "I win" in ruling.skipped
    ruling = _ruled("Suppose I'm at 0 life. then my opponent wins")
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert _refused("If bob is at 0 life then alice wins?").unread == "alice wins"
    assert _refused("I concede. then I lose").unread == "I lose"  # no supposition: as before


# The guess said with "will" shortened ("I'll win", "you'll lose", "he'll die") is the same
# guess as "I will win": skipped and shown, the ruling settles it, whatever it guessed.
@pytest.mark.parametrize(
    ("text", "results", "guess"),
    [
        ("If my opponent concedes, I'll win", {"me": "won", "opponent": "lost"}, "I'll win"),
        (
            "If I'm at 3 life and take 5 damage, I'll lose, right?",
            {"me": "lost", "opponent": "won"},
            "I'll lose",
        ),
        (
            "if my opponent is at 2 life and I deal him 2 damage then he'll die?",
            {"me": "won", "opponent": "lost"},
            "he'll die",
        ),
        (  # a wrong guess changes nothing
            "If my opponent is at 3 life and I deal him 2 damage, he'll die",
            {"me": "playing", "opponent": "playing"},
            "he'll die",
        ),
        (
            "If I'm at 3 life and take 5 damage, she'll win",
            {"me": "lost", "opponent": "won"},
            "she'll win",
        ),
    ],
)
def test_a_guess_with_will_shortened_is_skipped(
    text: str, results: dict[str, str], guess: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results, text
    assert any(guess in skipped for skipped in ruling.skipped), ruling.skipped


def test_a_shortened_guess_of_a_player_the_moment_never_names_is_read() -> None:
    # a player named only in the guess would be lost with it: read, so refused and named
    _refused("If my opponent concedes, alice'll win")
    assert _refused("If I concede, bob'll win").kind.value == "unread"
