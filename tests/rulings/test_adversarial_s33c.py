"""Session 33, adv33c: session 33's loop and "too late" readings asked as a new user would
(loop_pairs_asked.py, late_triggers_asked.py, sentence_steps._loop_kind_unsaid). A refusal is
always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s33c import Seen, _seen

_I_WIN = (("me", "won"), ("opponent", "lost"))
_I_LOSE = (("me", "lost"), ("opponent", "won"))
_DRAW = (("me", "drew"), ("opponent", "drew"))
_GOES_ON = (("me", "playing"), ("opponent", "playing"))
_EB_SB = "I made a loop with Exquisite Blood and Sanguine Bond"


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        # the game over before a loop of cards that can end it: refused since census33c, as
        # neither of its cases (a draw, a player stopping it) is sure where the game goes on
        (f"magic: my opponent is at 0 life. {_EB_SB}", ("over", (_I_WIN,))),
        (f"magic: I'm at 0 life. {_EB_SB}", ("over", (_I_LOSE,))),
        (
            "magic: my opponent is at 0 life. I made an infinite loop with Duskmantle Guildmage "
            "and Mindcrank",
            ("over", (_I_WIN,)),
        ),
        # ... not where the game goes on into it, or its end is told after it
        (f"magic: {_EB_SB}. my opponent is at 0 life", "refused"),
        (f"magic: my opponent is at 1 life. {_EB_SB}", "refused"),
        (f"magic: {_EB_SB}. we both take 20 damage", "refused"),
        (
            "magic: my opponent's library is empty. I made an infinite loop with Duskmantle "
            "Guildmage and Mindcrank",
            "refused",
        ),
        # a loop told by any card Arbiter knows to drain a player (damage, life lost, a library
        # milled): was a case for a draw and one for a player stopping it, neither sure
        ("magic: I made an infinite loop with Psychosis Crawler and Mindcrank", "refused"),
        ("magic: I made an infinite loop with Mindcrank", "refused"),
        ("magic: Essence Warden and Sanguine Bond cause a loop", "refused"),
        (
            "magic: my opponent is at 0 life. I made a loop with Psychosis Crawler and Mindcrank",
            ("over", (_I_WIN,)),
        ),
        # ... or by the cards said before a loop that names none: was the same two cases
        (
            "magic: I control Exquisite Blood and Sanguine Bond, so the triggers will just keep "
            "going forever",
            "refused",
        ),
        (
            "magic: I control Psychosis Crawler and Mindcrank. the triggers will just keep going "
            "forever",
            "refused",
        ),
        (
            "magic: I control Exquisite Blood and Sanguine Bond. I gain 1 life. the triggers will "
            "just keep going forever",
            ("over", (_I_WIN,)),
        ),
        ("magic: I control Platinum Angel. they loop forever", ("depends", (_DRAW, _GOES_ON))),
        # ... or said to put the game in a loop, its kind unsaid: was a draw
        (
            "magic: my Exquisite Blood and Sanguine Bond put the game in a loop, is it a draw?",
            "refused",
        ),
        ("magic: Psychosis Crawler and Mindcrank put the game in an infinite loop", "refused"),
        (
            "magic: I control Exquisite Blood and Sanguine Bond. the game is in an infinite loop",
            "refused",
        ),
        ("magic: I control Essence Warden. the game is in a loop", ("over", (_DRAW,))),
        # the kind said is the asker's word that nothing in it ends the game, as before
        (
            "magic: my Exquisite Blood and Sanguine Bond put the game in a loop of mandatory "
            "actions",
            ("over", (_DRAW,)),
        ),
        # cards it does not know may drain a player too (session 34: they were taken as the
        # words say, a draw or the game going on); Stuffy Doll with Pariah's Shield is known
        # since left34b: a loop of mandatory actions that drains nobody, a draw
        ("magic: I made an infinite loop with Niv-Mizzet and Curiosity", "refused"),
        ("magic: I made an infinite loop with Stuffy Doll and Pariah's Shield", ("over", (_DRAW,))),
    ],
)
def test_a_loop_of_cards_that_can_end_it(text: str, seen: Seen | str) -> None:
    assert _seen(text) == seen


_DOLL = "made an infinite loop with Niv-Mizzet and Curiosity"


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        # the player who made the loop was never one of the game's: "bob wins" in a game of
        # three (carol's, the asker's), the opponent for bob in a game of two; a pronoun the
        # words leave open is refused, as elsewhere
        # (a loop of cards Arbiter does not know, where the game goes on, is refused: session
        # 34; where the game was over before it, the loop is moot)
        (f"magic: alice is at 0 life. bob is at 5 life. carol {_DOLL}", "refused"),
        (
            f"magic: alice is at 0 life. bob {_DOLL}",
            ("over", ((("alice", "lost"), ("bob", "won")),)),
        ),
        (
            "magic: alice is at 0 life. bob is at 5 life. carol made an infinite loop with "
            "Essence Warden",
            ("over", ((("alice", "lost"), ("bob", "drew"), ("carol", "drew")),)),
        ),
        (f"magic: alice is at 0 life. bob is at 5 life. I {_DOLL}", "refused"),
        (f"magic: alice is at 0 life. bob is at 5 life. she {_DOLL}", "refused"),
        (f"magic: I {_DOLL}", "refused"),
    ],
)
def test_the_player_who_made_a_loop_plays(text: str, seen: Seen | str) -> None:
    assert _seen(text) == seen
