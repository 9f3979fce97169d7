"""Questions typed as players type them that Arbiter answered confidently wrong (issue #31,
the second session-16 adversarial pass, over the families merged that day): each wrong
reading, its paraphrases, and the near readings that must still be read. Each is now read
right, answered "depends" or refused, never wrong."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

PHAGE = "Phage the Untouchable"

# -- a flicker that returns the creature only at the next end step ---------------------------

# Astral Slide exiles the creature at once and brings it back only at the beginning of the
# next end step (603.7). "My Platinum Angel is targeted by Astral Slide and I am at 0 life" was
# "nobody has won or lost yet", the Angel read as back at once: in exile it stops no loss, and
# its controller at 0 life loses (704.5a). "I target my opponent's Phage with Astral Slide. I'm
# at 0 life." was "you win": at 0 life I lose before the end step brings Phage back.


@pytest.mark.parametrize(
    "text",
    [
        "I control Platinum Angel and I'm at 0 life. My Platinum Angel is targeted by Astral"
        " Slide.",
        "My Platinum Angel is targeted by Astral Slide and I am at 0 life.",
        "I am at 0 life and my Platinum Angel is targeted by Astral Slide.",
        "I control Astral Slide. I target my Platinum Angel with Astral Slide. I'm at 0 life.",
        f"I target my opponent's {PHAGE} with Astral Slide. I'm at 0 life.",
        f"My opponent's {PHAGE} is targeted by Astral Slide. I am at 0 life.",
        f"My opponent's {PHAGE} is targeted by Astral Slide and then he deals 5 damage to me. I"
        " was at 5 life.",
    ],
)
def test_a_creature_back_only_at_the_end_step_is_not_read_back_at_once(text: str) -> None:
    _refused(text)


# Near misses: a flicker that brings the creature back at once (Cloudshift: the Angel is back
# before any check, 608.2, 704.3), and Astral Slide with nothing told after it.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        (
            "I control Platinum Angel and I'm at 0 life. My Platinum Angel gets hit with"
            " Cloudshift.",
            "playing",
        ),
        (f"My {PHAGE} is targeted by Astral Slide. Do I lose?", "lost"),
        (f"I'm at 5 life. My opponent's {PHAGE} is targeted by Astral Slide. Who wins?", "won"),
        # Astral Slide takes any creature: the owner's again, whoever's Slide it was
        (f"My {PHAGE} is targeted by my opponent's Astral Slide.", "lost"),
        (f"My {PHAGE} is targeted by my Cloudshift.", "lost"),
    ],
)
def test_a_flicker_with_nothing_between_is_still_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- a flicker that only takes its caster's own creature, told cast on another's --------------

# Ephemerate exiles a creature its caster controls. "I cast Ephemerate on my opponent's Phage"
# was "you win" (read like Astral Slide, which takes any creature): the target is not a legal
# one (115.1, 601.2c); what was meant is unsure.


@pytest.mark.parametrize(
    "text",
    [
        f"I cast Ephemerate on my opponent's {PHAGE}.",
        f"I cast Ephemerate targeting his {PHAGE}. Does he lose?",
        f"alice casts Ephemerate on bob's {PHAGE}. Who wins?",
        f"My opponent casts Ephemerate on my {PHAGE}.",
        # whose the spell was, said by its possessive ("my Phage is targeted by his Cloudshift"
        # was "you lose")
        f"My {PHAGE} is targeted by my opponent's Cloudshift.",
        f"My {PHAGE} is targeted by his Ephemerate.",
        f"My {PHAGE} gets hit with my opponent's Momentary Blink.",
    ],
)
def test_a_flicker_of_ones_own_creature_cast_on_anothers_is_refused(text: str) -> None:
    _refused(text)


# -- a flicker whose creature is told more of ------------------------------------------------

# "I cast Ephemerate on my Phage that I stole from my opponent" was "you lose": the words after
# the creature were dropped unread, yet Ephemerate returns it under its owner's control (the
# opponent's, whose Phage's trigger then makes the opponent lose).


@pytest.mark.parametrize(
    "text",
    [
        f"I cast Ephemerate on my {PHAGE} that I stole from my opponent with Control Magic.",
        f"I cast Ephemerate on my {PHAGE} that I stole from my opponent.",
        f"I cast Cloudshift on my {PHAGE}, which my opponent owns.",
        f"My {PHAGE} is targeted by Ephemerate, which my opponent cast.",
    ],
)
def test_a_flickered_creature_told_more_of_is_not_dropped(text: str) -> None:
    _refused(text)


# -- "it is countered" with no spell told cast before it -------------------------------------

# "My library is empty and I use some form of card draw, but it gets countered" was "you lose":
# the countering was dropped unread and the draw kept. A countered spell or ability does
# nothing (701.6a, 608.2); what was countered, the words before do not say (a draw, damage,
# a trigger are no spell cast). "Felidar Sovereign's trigger is countered" at 40 life won.


@pytest.mark.parametrize(
    "text",
    [
        "My library is empty and I use some form of card draw, but it gets countered.",
        "My library is empty and I draw a card, but it gets countered.",
        "My library is empty. I draw a card. It gets countered.",
        "My library is empty and I use some form of card draw, which gets countered.",
        "My opponent is at 3 life. I deal 3 damage to him and it gets countered.",
        "My opponent is at 3 life and takes 3 damage, but it gets countered.",
        "I control Felidar Sovereign and I'm at 40 life. Felidar Sovereign's trigger is countered.",
    ],
)
def test_countered_with_no_spell_told_is_not_dropped(text: str) -> None:
    assert "countered" in _refused(text).message


# Near misses: a spell told cast, then countered, in one sentence or the next.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("My opponent is at 3 life and I bolt him, but it gets countered.", "playing"),
        (
            "My opponent is at 3 life. I cast Lightning Bolt targeting him. It gets countered.",
            "playing",
        ),
        ("I'm at 0 life. I cast Platinum Angel and it gets countered.", "lost"),
        ("My opponent is at 3 life and I bolt him and it resolves.", "won"),
    ],
)
def test_a_spell_told_cast_then_countered_is_still_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- two people joined by "or" as the source of damage ---------------------------------------

# "My opponent is at 3 life and alice or bob deals him 3 damage" was "you win" in a game of two:
# "alice or bob" was read as a thing that dealt the damage, never as two more players, and
# with more players one opponent leaving wins nobody the game (104.2a). "alice deals him 3
# damage" is already refused ("him" may be alice's opponent or mine).


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life and alice or bob deals him 3 damage.",
        "My opponent is at 3 life and Alice or Bob deals 3 damage to him.",
        "My opponent is at 3 life and takes 3 damage from alice or bob.",
    ],
)
def test_two_names_joined_by_or_are_no_source_of_damage(text: str) -> None:
    _refused(text)


def test_two_players_named_as_alternatives_who_deal_it_end_alike() -> None:
    """With the players said, "alice or carol" is two alternatives (or3: a case each): bob at 3
    loses whichever of them dealt the 3 (704.5a), and the why says so of each, not "whether
    alice dealt it or not" (had neither, bob would still be in)."""
    ruling = _ruled(
        "players: alice, bob, carol. bob is at 3 life. alice or carol deals 3 damage to bob."
    )
    assert ruling.results == {"alice": "playing", "bob": "lost", "carol": "playing"}
    assert "Whichever happened" in ruling.explanation
    assert '"carol deals 3 damage to bob"' in ruling.explanation


# Near misses: a source said in words joined by "or", and two known numbers, still read.
@pytest.mark.parametrize(
    ("text", "opponent"),
    [
        ("My opponent is at 3 life and takes 3 damage from a spell or ability.", "lost"),
        ("My opponent is at 3 life and I deal him 3 or 4 damage.", "lost"),
        ("My opponent is at 3 life and takes 3 damage from Lightning Bolt or Shock.", "lost"),
    ],
)
def test_a_source_in_words_joined_by_or_is_still_read(text: str, opponent: str) -> None:
    assert _ruled(text).results["opponent"] == opponent


# -- the asker's teammate named, with no team game said --------------------------------------

# "When my opponent goes to 0 life, do I win? My teammate is at 3 life." was "My teammate
# wins", and the asker was no player at all: a game of two, "my teammate" and the opponent.
# A teammate of the asker's means the asker plays on a team, against players not said (a team
# game, 810.1; who is left decides a win, 104.2a).


@pytest.mark.parametrize(
    "text",
    [
        "When my opponent goes to 0 life, do I win? My teammate is at 3 life.",
        "My teammate is at 3 life. My opponent goes to 0 life.",
        "My teammate is at 0 life.",
        "My teammate concedes. Do I lose?",
    ],
)
def test_the_askers_teammate_with_no_team_game_said_is_refused(text: str) -> None:
    assert "more than two players" in _refused(text).message


# Near misses: the teams or the players said, or a team variant named, still read.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("magic two-headed giant: my teammate concedes.", "lost"),
        ("magic: teams: me and my teammate vs alice and bob. alice concedes.", "playing"),
        ("magic: players: me, my teammate, alice, bob. my teammate is at 0 life.", "playing"),
    ],
)
def test_the_askers_teammate_in_a_game_said_is_still_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- a step trigger answered, or its resolution told, left unread ----------------------------

# "I control Felidar Sovereign and I'm at 43 life. My opponent deals 3 damage to me in response
# to the trigger." was "nobody has won or lost yet": the trigger it answers was never read, yet
# at 40 life as it resolves its controller wins (603.4, the condition checked again). "My
# Felidar Sovereign triggers and I'm at 43 life. In response my opponent bolts me." lost the
# trigger and put the Bolt before the total; "... at 42 life. My opponent deals 3 damage to me
# after the trigger resolves." dropped its resolution at 42 (a win).


@pytest.mark.parametrize(
    "text",
    [
        "I control Felidar Sovereign and I'm at 43 life. My opponent deals 3 damage to me in"
        " response to the trigger.",
        "I control Felidar Sovereign and I'm at 43 life. My opponent deals 3 damage to me in"
        " response.",
        "My Felidar Sovereign triggers and I'm at 43 life. In response my opponent bolts me.",
        "My Felidar Sovereign triggers and I'm at 40 life. In response my opponent bolts me.",
        "I control Felidar Sovereign and I'm at 42 life. My opponent deals 3 damage to me after"
        " the trigger resolves.",
    ],
)
def test_a_step_trigger_answered_but_unread_is_refused(text: str) -> None:
    assert "Felidar Sovereign" in _refused(text).message


# Near misses: the trigger read with nothing answering it, or a response that ends the game.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("My Felidar Sovereign triggers and I'm at 40 life.", "won"),
        (
            "I control Felidar Sovereign and I'm at 45 life. At the beginning of my upkeep, what"
            " happens?",
            "won",
        ),
        (
            "I control Felidar Sovereign and I'm at 3 life. My opponent deals 3 damage to me in"
            " response to the trigger.",
            "lost",
        ),
    ],
)
def test_a_step_trigger_read_or_a_response_that_ends_it_is_still_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- "Got ..." asked, not told --------------------------------------------------------------

# "Got a Platinum Angel? I'm at 0 life." was "nobody has won or lost": the question ("have you
# got one?") was read as the asker's "I have a Platinum Angel" (the Angel would keep them in,
# 104.3b; without it they lose at 0 life, 704.5a).


@pytest.mark.parametrize(
    "text",
    [
        "Got a Platinum Angel? I'm at 0 life.",
        "Got Platinum Angel in play? I'm at 0 life.",
        "Got Laboratory Maniac? I draw from an empty library.",
    ],
)
def test_got_asked_is_no_card_held(text: str) -> None:
    _refused(text)


# Near miss: "Got ..." told, at the text's start.
def test_got_told_is_still_held() -> None:
    assert _ruled("Got Platinum Angel in play. I'm at 0 life.").results["me"] == "playing"


# -- a draw by an effect nobody names: how many cards, unsaid --------------------------------

# "I use some form of card draw" was read as exactly one card: "I have 1 card in my library and
# I use some form of card draw" was "nobody has won or lost", though a draw of two is a draw
# from an empty library (121.4, 704.5b); beside another's Alms Collector (a draw of two or
# more is shared, each drawing one) the count decides who draws. From an empty library any
# count loses, as before.


@pytest.mark.parametrize(
    "text",
    [
        "I have 1 card in my library and I use some form of card draw.",
        "I have 2 cards in my library and I use some form of card draw. Do I lose?",
        "My opponent controls Alms Collector. My library is empty and I use some form of card"
        " draw.",
        "My library is empty and I could use some form of card draw.",
    ],
)
def test_an_unnamed_draw_whose_count_decides_is_not_one_card(text: str) -> None:
    _refused(text)


# Near misses: an empty library, whatever the count, and a card that replaces the draw.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("My library is empty and I use some form of card draw.", "lost"),
        (
            "I control Laboratory Maniac. My library is empty and I use some form of card draw.",
            "won",
        ),
        ("My opponent's library is empty and he uses some form of card draw.", "won"),
    ],
)
def test_an_unnamed_draw_from_an_empty_library_is_still_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me
