"""Session 33, census33c: a pair of cards whose loop ends itself (a player runs out of life or
library), believed or asked to be a draw, answered by the ruling on the loop, never agreed with
(MTG CR 104.4b, 704.5a, 704.5b; bot/core/rulings/loop_pairs_asked.py)."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on

# what a user sees: the status, and each case's results (one case where it does not depend)
Seen = tuple[str, tuple[tuple[tuple[str, str], ...], ...]]


def _seen(text: str) -> Seen | str:
    ruling = rule_on(text)
    if isinstance(ruling, NoRuling):
        return "refused"
    data = ruling.to_json()
    cases = data.get("cases") or [data]
    return data["status"], tuple(tuple(sorted(case["results"].items())) for case in cases)


_I_WIN = (("me", "won"), ("opponent", "lost"))
_THEY_WIN = (("me", "lost"), ("opponent", "won"))
# Duskmantle Guildmage + Mindcrank: the drained player's life or library runs out first
_GOES_ON = (("me", "playing"), ("opponent", "playing"))
_MY_MILL_LOOP = ("depends", (_I_WIN, _GOES_ON))
_THEIR_MILL_LOOP = ("depends", (_THEY_WIN, _GOES_ON))


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        # the real question (tappedout-duskmantle-guildmage-mindcrank-not-a-draw): was refused
        (
            "magic: According to the comp rules, if the game enters a loop of ONLY mandatory "
            "actions, the game is a draw. So, Duskmantle Guildmage + Mindcrank means the game is "
            "a draw (if you trigger his ability).",
            _MY_MILL_LOOP,
        ),
        (
            "magic: So, Mindcrank + Duskmantle Guildmage means a draw if he triggers it.",
            _THEIR_MILL_LOOP,
        ),
        ("magic: Is my Duskmantle Guildmage + Mindcrank a draw?", _MY_MILL_LOOP),
        (
            "magic: Would my Exquisite Blood and Sanguine Bond result in a draw?",
            ("over", (_I_WIN,)),
        ),
        (
            "magic: Isn't my opponent's Exquisite Blood + Sanguine Bond a draw?",
            ("over", (_THEY_WIN,)),
        ),
        ("magic: Exquisite Blood + Sanguine Bond is a draw if you have them", ("over", (_I_WIN,))),
    ],
)
def test_a_self_ending_loop_believed_a_draw_is_ruled_on_the_loop(text: str, seen: Seen) -> None:
    assert _seen(text) == seen


@pytest.mark.parametrize(
    "text",
    [
        # whose cards they are, unsaid or said both ways
        "magic: Duskmantle Guildmage + Mindcrank means the game is a draw",
        "magic: his Duskmantle Guildmage + Mindcrank means a draw (if you trigger his ability)",
        # anything else told is a moment of its own (a can't-lose makes it a real draw)
        "magic: So, my Exquisite Blood + Sanguine Bond means a draw. I control Platinum Angel.",
        "magic: my Exquisite Blood + Sanguine Bond is a draw if my opponent has Platinum Angel",
        "magic: my Exquisite Blood + Sanguine Bond means a draw with 3 players",
        # another rule cited, a pair whose loop is not one of these, a card Arbiter doesn't know
        "magic: If the game enters a loop of only optional actions, the game is a draw. So, my "
        "Exquisite Blood + Sanguine Bond means a draw.",
        "magic: Is my Exquisite Blood + Exquisite Archangel a draw?",
        "magic: Is my Exquisite Blood + Vito a draw?",
        "magic: my Exquisite Blood + Sanguine Bond isn't a draw",
        # a loop told by such a pair: was a case each for a draw and for a player stopping it,
        # neither its answer (it drains a player until they run out, 704.5a)
        "magic: I made an infinite loop with Exquisite Blood and Sanguine Bond",
        "magic: my Duskmantle Guildmage and Mindcrank make a loop",
    ],
)
def test_a_loop_pair_not_fully_told_is_refused(text: str) -> None:
    assert _seen(text) == "refused"


_DEFENDER_LOSES = (("attacking player", "won"), ("defending player", "lost"))
_TOO_SLOW = "triggers his damage too slowly to bring"
_BLOCKER = f"magic: Boros Reckoner, as a blocker, {_TOO_SLOW}"
_AS_WELL = "the attacking player down to 0 as well"


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        # the real question (tappedout-boros-reckoner-trigger-too-late): was refused
        (
            "magic: Ok, totally clear on part 1 i think, in this case Boros Reckoner, as a "
            "blocker, triggers his damage too slowly to bring the attacking player down to 0 as "
            "well, meaning that a drawn game is avoided and the attacking player wins.",
            ("over", (_DEFENDER_LOSES,)),
        ),
        # whose the trigger is: its controller, brought to 0 first, loses (704.3, 603.3)
        (
            "magic: my Boros Reckoner's trigger comes too late to put him to 0 too",
            ("over", (_THEY_WIN,)),
        ),
        (
            "magic: his Boros Reckoner's trigger is too late to bring me down to 0 as well",
            ("over", (_I_WIN,)),
        ),
        # "as well" unsaid (was the controller at 0?), the same player twice, the defender
        # brought down by a blocker's trigger, another fact, a card Arbiter knows with no such
        # trigger, a claimed winner that is no belief we know
        (f"{_BLOCKER} the attacking player down to 0.", "refused"),
        (
            "magic: my Boros Reckoner's trigger comes too late to bring me down to 0 as well",
            "refused",
        ),
        (f"{_BLOCKER} the defending player down to 0 as well.", "refused"),
        (f"magic: I am at 5 life, {_BLOCKER[7:]} {_AS_WELL}.", "refused"),
        # a card Arbiter does not know (or misspelt) triggers as the words say
        (
            f"magic: Boros Recknor, as a blocker, {_TOO_SLOW} {_AS_WELL}.",
            ("over", (_DEFENDER_LOSES,)),
        ),
        (f"magic: Spitemare, as a blocker, {_TOO_SLOW} {_AS_WELL}.", ("over", (_DEFENDER_LOSES,))),
        (f"magic: Platinum Angel {_TOO_SLOW} {_AS_WELL}.", "refused"),
        (f"{_BLOCKER} {_AS_WELL}, meaning that the defending player wins.", "refused"),
    ],
)
def test_a_trigger_believed_too_late_is_ruled_on_the_moment(text: str, seen: Seen | str) -> None:
    assert _seen(text) == seen
