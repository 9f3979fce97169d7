"""Facts the words leave open that the outcome turns on (rulings.md revision 3, "depends";
bot/core/rulings/open_facts.py): every case answered with its condition, status, results and
citations, judged by the engine, and the one question that settles it; never a case the words
rule out, never "depends" when the words settle it."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.languages import Language
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.total_ranges import LifeRange, life_ranges
from bot.core.rulings.words import Refusal
from bot.faces.i18n import translate


def _ruled(text: str, **options: Any) -> Ruling:
    answer = rule_on(text, **options)
    assert isinstance(answer, Ruling), answer
    return answer


def _cases(ruling: Ruling) -> list[tuple[str, str, dict[str, str]]]:
    return [(c["if"], c["status"], c["results"]) for c in ruling.to_json()["cases"]]


# -- a life total never said -----------------------------------------------------------------


def test_a_life_total_never_said_before_damage_makes_the_answer_depend_on_it() -> None:
    """Alice is said to be at 2; bob's total never is. Both take damage at once: alice loses,
    and whether bob goes down with her (a draw, 104.4a) turns on his total before it."""
    text = "magic: alice is at 2 life. alice takes 3 damage and bob takes 2 damage"
    answer = _ruled(text).to_json()
    assert answer["status"] == "depends"
    assert answer["question"] == (
        "How much life did bob have before this? The outcome turns on whether it was more than 2."
    )
    assert answer["cases"] == [
        {
            "if": "bob had more than 2 life",
            "status": "over",
            "results": {"alice": "lost", "bob": "won"},
            "citations": ["MTG CR 104.3b", "MTG CR 704.5a", "MTG CR 104.2a"],
        },
        {
            "if": "bob had 2 life or less",
            "status": "over",
            "results": {"alice": "drew", "bob": "drew"},
            "citations": ["MTG CR 104.3b", "MTG CR 704.5a", "MTG CR 104.4a"],
        },
    ]
    # Results and citations: only what every case agrees on; understood: the first case's
    # reading, the words as revision 2 reads them (bob at the starting 20).
    assert answer["results"] == {}
    assert answer["citations"] == ["MTG CR 104.3b", "MTG CR 704.5a"]
    assert answer["understood"] == {
        "system": "magic",
        "players": ["alice", "bob"],
        "reports": [
            {"event": "life", "player": "alice", "set": 2},
            {
                "simultaneous": [
                    {"event": "life", "player": "alice", "delta": -3},
                    {"event": "life", "player": "bob", "delta": -2},
                ]
            },
        ],
    }


def test_the_words_of_an_answer_that_depends_on_a_life_total() -> None:
    text = _ruled("magic: alice is at 2 life. alice takes 3 damage and bob takes 2 damage").text()
    assert "It depends: How much life did bob have before this?" in text
    assert "If bob had more than 2 life: the game is over\n- alice loses" in text
    assert "- bob wins: all of their opponents have left the game (MTG CR 104.2a)" in text
    assert "If bob had 2 life or less: the game is over\n- alice draws" in text
    assert "- bob draws: " in text


def test_the_askers_total_ranges_that_end_alike_are_one_case_said_to_them() -> None:
    """Down 2, up 5, down 8: at 2 or less the asker is out after the first sentence, at 3 to 5
    after the third; both lose, so one case, "5 or less", judged where everything said
    happened."""
    ruling = _ruled("magic: I take 2 damage. then I gain 5 life. then I take 8 damage")
    assert _cases(ruling) == [
        ("you had more than 5 life", "ongoing", {"me": "playing", "opponent": "playing"}),
        ("you had 5 life or less", "over", {"me": "lost", "opponent": "won"}),
    ]
    assert ruling.question == (
        "How much life did you have before this? The outcome turns on whether it was more than 5."
    )
    lost = ruling.cases[1]
    assert lost.too_late == () and lost.state.life["me"] == 0


def test_three_ranges_of_a_total_three_cases() -> None:
    """Bob at 3 or less leaves with alice at once (carol wins); at 4 to 7 he and carol leave
    together later (a draw between them); above 7 only carol does (bob wins)."""
    ruling = _ruled(
        "magic: 3 players: alice, bob, carol. alice is at 5 life and carol is at 5 life. "
        "bob takes 3 damage and alice takes 5 damage. then bob takes 4 damage and carol takes "
        "5 damage"
    )
    assert _cases(ruling) == [
        ("bob had more than 7 life", "over", {"alice": "lost", "bob": "won", "carol": "lost"}),
        ("bob had 3 life or less", "over", {"alice": "lost", "bob": "lost", "carol": "won"}),
        ("bob had 4 to 7 life", "over", {"alice": "lost", "bob": "drew", "carol": "drew"}),
    ]
    assert ruling.to_json()["results"] == {"alice": "lost"}
    assert ruling.question == (
        "How much life did bob have before this? The outcome turns on how it compares with 3, 7."
    )


def test_the_starting_total_reading_comes_first_even_when_it_loses() -> None:
    """45 damage in Commander (40 life): the starting total loses, and is the first case."""
    ruling = _ruled("magic commander: alice takes 45 damage")
    assert _cases(ruling) == [
        ("alice had 45 life or less", "over", {"alice": "lost", "opponent": "won"}),
        ("alice had more than 45 life", "ongoing", {"alice": "playing", "opponent": "playing"}),
    ]
    assert ruling.understood["reports"] == [{"event": "life", "player": "alice", "delta": -45}]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("magic: alice is at 10 life. alice takes 3 damage", "ongoing"),  # said outright
        ("magic: alice takes lethal damage", "over"),  # lethal: 0 or less, whatever it was
        ("magic: starting life 30. alice takes 20 damage", "ongoing"),  # a starting total said
        ("magic: alice gains 3 life", "ongoing"),  # nothing lost
        ("magic: alice concedes", "over"),
        ("magic: 2 players: alice, bob. everyone is at 3 life. alice takes 5 damage", "over"),
        # 21 commander damage loses whatever the life total was
        ("magic commander: bob's commander deals 21 combat damage to alice", "over"),
        # can't lose: the total changes nothing
        ("magic: I control Platinum Angel. I take 25 damage", "ongoing"),
        # a card that changes how life moves: no ranges are claimed from the words alone
        ("magic: I control Enduring Angel. I take 5 damage", "ongoing"),
    ],
)
def test_never_depends_when_the_words_settle_it(text: str, status: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == status, ruling.text()
    assert "cases" not in ruling.to_json()


def test_two_totals_never_said_that_both_matter_ask_for_them() -> None:
    """Two open totals are more than one question: the answer asks for both, rules nothing."""
    refused = rule_on("magic: alice takes 3 damage and bob takes 2 damage")
    assert isinstance(refused, NoRuling)
    assert refused.kind is Refusal.DEPENDS_TWICE
    assert refused.message == (
        "The outcome turns on the life totals of alice and bob before this, which the words do "
        'not say. Say them ("alice is at 3 life"), and ask again.'
    )
    said = _ruled("magic: alice is at 4 life and bob is at 2 life. alice takes 3 damage and bob "
                  "takes 2 damage")  # fmt: skip
    assert said.results == {"alice": "won", "bob": "lost"}


def test_a_match_state_says_every_total() -> None:
    """From a match (`start`), the life totals are the match's: nothing is open."""
    begun = _ruled("magic: alice is at 2 life. bob is at 9 life")
    ruling = _ruled("alice takes 3 damage and bob takes 2 damage", start=begun.state)
    assert ruling.status == "over" and ruling.results == {"alice": "lost", "bob": "won"}


@pytest.mark.parametrize(
    ("changes", "ranges"),
    [
        ((-3,), (LifeRange(1, 3), LifeRange(4, None))),
        ((-2, 3, -5), (LifeRange(1, 2), LifeRange(3, 5), LifeRange(6, None))),
        ((-4, -1, 2), (LifeRange(1, 4), LifeRange(5, None))),  # -1 is no new low
        ((2, 5), ()),  # only ever up: no total makes them leave
        ((), ()),
    ],
)
def test_life_ranges_one_per_new_low_and_one_above(
    changes: tuple[int, ...], ranges: tuple[LifeRange, ...]
) -> None:
    assert life_ranges(changes) == ranges


def test_two_totals_asked_one_after_the_other_three_cases() -> None:
    """A trigger after combat damage, no total said (the usual way it is asked): at 7 or
    less the asker is out before the trigger; above it, the opponent's total decides."""
    ruling = _ruled(
        "magic: I take 7 combat damage. then my Dynamite Diver triggers and my opponent takes "
        "1 damage"
    )
    assert _cases(ruling) == [
        (
            "you had more than 7 life and opponent had more than 1 life",
            "ongoing",
            {"me": "playing", "opponent": "playing"},
        ),
        ("you had 7 life or less", "over", {"me": "lost", "opponent": "won"}),
        (
            "you had more than 7 life and opponent had 1 life or less",
            "over",
            {"me": "won", "opponent": "lost"},
        ),
    ]
    assert ruling.question == (
        "How much life did you and opponent each have before this? The outcome turns on it."
    )
    out = ruling.cases[1]
    assert out.too_late == ("my Dynamite Diver triggers and my opponent takes 1 damage",)


# -- lethal damage with life gained at the same time -----------------------------------------


def test_lethal_damage_with_life_gained_at_once_depends_on_how_far_below_0() -> None:
    """Lifelink's gain counts before the check (510.2, 704.3): "lethal" says 0 or less, not
    how far, so whether the gain saves them is the question (it was refused as two changes
    of one life total in one moment)."""
    text = (
        "magic: my opponent takes lethal combat damage and gains 4 life from Dragonlord "
        "Dromoka's lifelink"
    )
    answer = _ruled(text).to_json()
    assert answer["status"] == "depends"
    assert answer["question"] == (
        "Did the damage take opponent 4 or more below 0? The 4 life gained at the same time "
        "counts before the check (MTG CR 510.2, 704.3), so only then is it lethal."
    )
    assert answer["cases"] == [
        {
            "if": "the damage took opponent 4 or more below 0",
            "status": "over",
            "results": {"me": "won", "opponent": "lost"},
            "citations": ["MTG CR 104.2a", "MTG CR 104.3b", "MTG CR 704.5a"],
        },
        {
            "if": "the damage took opponent less than 4 below 0",
            "status": "ongoing",
            "results": {"me": "playing", "opponent": "playing"},
            "citations": [],
        },
    ]
    assert answer["results"] == {} and answer["citations"] == []
    assert answer["understood"]["reports"] == [{"event": "life", "player": "opponent", "set": 0}]


def test_lethal_with_a_gain_said_to_the_asker_and_judged_on() -> None:
    """Each case is judged on by the engine: a later concession only happens where the asker
    is still in."""
    ruling = _ruled("magic: I take lethal damage and gain 3 life. then my opponent concedes")
    assert _cases(ruling) == [
        ("the damage took you 3 or more below 0", "over", {"me": "lost", "opponent": "won"}),
        ("the damage took you less than 3 below 0", "over", {"me": "won", "opponent": "lost"}),
    ]
    assert ruling.cases[0].too_late == ("my opponent concedes",)
    text = ruling.text()
    assert "It depends: Did the damage take you 3 or more below 0?" in text
    assert "If the damage took you less than 3 below 0: the game is over" in text


def test_lethal_with_a_gain_that_cannot_matter_is_no_question() -> None:
    ruling = _ruled("magic: I control Platinum Angel. I take lethal damage and gain 3 life")
    assert ruling.status == "ongoing" and "cases" not in ruling.to_json()


# -- "when" and a source that may be a trigger: one question, not two ------------------------


def test_when_with_a_source_that_may_be_a_trigger_is_one_question() -> None:
    """ "X when Y's card deals damage" asks whether they were one moment; that the card may be
    a trigger is the same question, not a second one (it was refused as two)."""
    ruling = _ruled(
        "magic: I am at 20 life and my opponent is at 20 life. I take 20 combat damage when my "
        "opponent takes 20 damage from Boros Reckoner"
    )
    assert ruling.question == (
        'Did "I take 20 combat damage" happen at the same time as "my opponent takes 20 damage '
        'from Boros Reckoner" (before the game was next checked for a winner), or after it?'
    )
    assert [(c, s, r) for c, s, r in _cases(ruling)] == [
        (
            '"I take 20 combat damage" happened at the same time as "my opponent takes 20 '
            'damage from Boros Reckoner"',
            "over",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            '"I take 20 combat damage" happened after "my opponent takes 20 damage from Boros '
            'Reckoner"',
            "over",
            {"me": "won", "opponent": "lost"},
        ),
    ]


def test_an_open_moment_and_an_open_life_total_ask_for_both() -> None:
    """Whether two things were one moment, and a life total never said: two questions; the
    answer asks both rather than choosing ("does not change the outcome" was said, true only
    at the starting 20)."""
    refused = rule_on("magic: I concede when bob takes 3 damage")
    assert isinstance(refused, NoRuling) and refused.kind is Refusal.DEPENDS_TWICE
    assert refused.message.startswith(
        'The outcome turns on two things the words leave open: Did "I concede" happen at the '
        'same time as "bob takes 3 damage"'
    )
    assert "And: How much life did bob have before this?" in refused.message


# -- a trigger as a card enters, on a condition the words leave open --------------------------


def test_phage_entering_depends_on_whether_it_was_cast() -> None:
    """Phage entering under its controller makes them lose only if it was not cast from
    their hand; said to enter, with nothing said of how, both cases (it was refused, asking
    what its trigger did)."""
    ruling = _ruled("magic: Phage the Untouchable enters the battlefield under my control")
    condition = "it entered without being cast from its controller's hand"
    assert _cases(ruling) == [
        (f"{condition} (Phage the Untouchable)", "over", {"me": "lost", "opponent": "won"}),
        (
            f"it is not so that {condition} (Phage the Untouchable)",
            "ongoing",
            {"me": "playing", "opponent": "playing"},
        ),
    ]
    assert ruling.question == (
        f"Did this hold for Phage the Untouchable: {condition}? Only then does its trigger as "
        "it enters end the game for its controller, as it resolves (MTG CR 603.3)."
    )
    assert ruling.cases[0].citations == ["MTG CR 104.3e", "MTG CR 104.2a"]


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # said not to be cast: the trigger comes, after the moment (his concession then is late;
        # mine, a concession that would change the outcome, is asked: test_adversarial_s17.py)
        (
            "magic: my opponent's Phage the Untouchable enters the battlefield without being "
            "cast. then my opponent concedes",
            {"opponent": "lost", "me": "won"},
        ),
        # said to be cast from the hand: no trigger, and nothing else ends
        (
            "magic: my Phage the Untouchable cast from my hand enters the battlefield",
            {"me": "playing", "opponent": "playing"},
        ),
        # "it" is the card just cast, under its caster's control
        (
            "magic commander: I cast Phage the Untouchable from my hand and it enters the "
            "battlefield",
            {"me": "playing", "opponent": "playing"},
        ),
        # cast, but from the command zone: not from a hand, so the trigger comes (it was read
        # as cast from a hand: the game went on)
        (
            "magic commander: I cast Phage the Untouchable from the command zone and Phage the "
            "Untouchable enters the battlefield",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_whether_phage_was_cast_is_settled_by_the_words_that_say_it(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert not ruling.depends and ruling.results == results, ruling.text()


def test_phage_cast_from_a_place_not_said_still_depends() -> None:
    """Cast, with no word of where from: a commander may be cast from the command zone, so
    whether its trigger comes is still the question (it was read as cast from a hand)."""
    ruling = _ruled(
        "magic commander: I cast Phage the Untouchable and Phage the Untouchable enters the "
        "battlefield"
    )
    assert [status for _, status, _ in _cases(ruling)] == ["over", "ongoing"]


# -- whose card it is --------------------------------------------------------------------------


def test_a_card_nobody_is_said_to_control_depends_on_whose_it_is() -> None:
    """ "Platinum Angel is on the battlefield" says nobody's: a case per player, its effects
    begun under each (it was refused as a card the engine could not judge)."""
    ruling = _ruled("magic: Platinum Angel is on the battlefield. I am at 0 life")
    assert ruling.question == "Who controlled Platinum Angel? What it does turns on whose it is."
    assert _cases(ruling) == [
        ("you controlled Platinum Angel", "ongoing", {"me": "playing", "opponent": "playing"}),
        ("opponent controlled Platinum Angel", "over", {"me": "lost", "opponent": "won"}),
    ]


def test_whose_card_among_three_players_three_cases() -> None:
    ruling = _ruled(
        "magic: 3 players: me, bob, carol. Laboratory Maniac is on the battlefield. I draw from "
        "an empty library"
    )
    assert [(c, r["me"]) for c, _, r in _cases(ruling)] == [
        ("you controlled Laboratory Maniac", "won"),
        ("bob controlled Laboratory Maniac", "lost"),
        ("carol controlled Laboratory Maniac", "lost"),
    ]
    assert ruling.to_json()["results"] == {}


# -- a card's damage to a player, its amount never said ----------------------------------------


def test_phages_combat_damage_without_an_amount_reads_when_the_amount_cannot_matter() -> None:
    """Phage's trigger makes the player it deals combat damage to lose, whatever the amount: the
    damage, its amount unsaid, reads (it was refused), and no amount is invented: the answer
    says whether it took them to 0 or less does not change the outcome."""
    ruling = _ruled(
        "magic: my opponent's Phage the Untouchable deals combat damage to my opponent and an "
        "effect says my opponent loses"
    )
    assert not ruling.depends
    assert ruling.results == {"opponent": "lost", "me": "won"}
    assert "Whether the damage left opponent above 0 life or not does not change the outcome" in (
        ruling.text()
    )
    assert all("delta" not in e for e in _reported(ruling))
    taken = _ruled("magic: I take combat damage from my opponent's Phage the Untouchable")
    assert taken.results == {"me": "lost", "opponent": "won"}


def test_phages_damage_without_an_amount_beside_lichs_mirror_depends_on_it() -> None:
    """Lich's Mirror replaces Phage's trigger's loss; but damage that took its controller to 0
    or less life was a loss of its own first, which used the Mirror up (614.1a, 704.5a)."""
    ruling = _ruled(
        "magic: I control Lich's Mirror. my opponent's Phage the Untouchable deals combat "
        "damage to me and an effect says I lose"
    )
    assert _cases(ruling) == [
        ("the damage left you above 0 life", "ongoing", {"me": "playing", "opponent": "playing"}),
        ("the damage took you to 0 or less life", "over", {"me": "lost", "opponent": "won"}),
    ]
    assert ruling.question == (
        "How much damage did Phage the Untouchable deal to you, and from how much life? The "
        "outcome turns on whether it took you to 0 or less life (MTG CR 704.5a)."
    )


@pytest.mark.parametrize(
    "text",
    [
        # a change of life after it: how far below 0 it took them matters under Platinum Angel
        "magic: I control Platinum Angel. I take combat damage from my opponent's Phage the "
        "Untouchable. then I gain 3 life",
        # a card that acts on each change of life
        "magic: I control Sanguine Bond and Exquisite Blood. my Phage the Untouchable deals "
        "combat damage to bob",
        # a commander's damage is counted
        "magic commander: I take combat damage from my opponent's Phage the Untouchable",
    ],
)
def test_damage_without_an_amount_where_the_amount_may_matter_is_refused_asking_it(
    text: str,
) -> None:
    refused = rule_on(text)
    assert isinstance(refused, NoRuling)
    assert refused.message.startswith("Say how much damage Phage the Untouchable dealt")


def test_damage_without_an_amount_from_a_player_is_still_not_read() -> None:
    refused = rule_on("magic: bob deals combat damage to me")
    assert isinstance(refused, NoRuling) and refused.kind is Refusal.UNREAD


def _reported(ruling: Ruling) -> list[dict[str, Any]]:
    reports = ruling.understood["reports"]
    return [event for report in reports for event in report.get("simultaneous", [report])]


def test_damage_without_an_amount_beside_an_open_moment_asks_both() -> None:
    """Whether Platinum Angel died with the damage or after it, and whether the damage took
    its controller to 0 or less life: two questions, both asked (it was answered "you lose",
    judging the damage as lethal)."""
    refused = rule_on(
        "magic: I control Platinum Angel. my opponent's Phage the Untouchable deals combat "
        "damage to me when Platinum Angel dies"
    )
    assert isinstance(refused, NoRuling) and refused.kind is Refusal.DEPENDS_TWICE
    assert "How much damage did Phage the Untouchable deal to you" in refused.message


# -- a life total on either side of 0 (Phyrexian Unlife) ---------------------------------------


def test_unlife_with_a_life_total_never_said_depends_on_whether_it_was_above_0() -> None:
    """Unlife makes damage poison counters only at 0 or less life (702.90b), and its holder
    may well be there: with their total never said, the damage does one thing or the other."""
    ruling = _ruled("magic: my opponent controls Phyrexian Unlife. my opponent takes 25 damage")
    assert ruling.status == "depends"
    assert ruling.to_json()["question"] == (
        "Was opponent at 0 or less life before this? Phyrexian Unlife turns the damage dealt "
        "to them into poison counters only then (MTG CR 702.90b)."
    )
    assert _cases(ruling) == [
        ("opponent was at 0 or less life", "over", {"me": "won", "opponent": "lost"}),
        ("opponent was above 0 life", "ongoing", {"me": "playing", "opponent": "playing"}),
    ]


def test_unlife_melira_against_the_pair_of_triggers_depends_on_the_life_total() -> None:
    """At 0 or less the damage is poison Melira stops, and nothing triggers; above 0 the life
    lost starts Exquisite Blood and Sanguine Bond, which Unlife keeps from ending: a loop of
    mandatory actions, a draw (104.4b)."""
    ruling = _ruled(
        "magic: my opponent controls Phyrexian Unlife and Melira, Sylvok Outcast and I control "
        "Exquisite Blood and Sanguine Bond. my opponent takes 1 combat damage"
    )
    assert _cases(ruling) == [
        ("opponent was at 0 or less life", "ongoing", {"opponent": "playing", "me": "playing"}),
        ("opponent was above 0 life", "over", {"opponent": "drew", "me": "drew"}),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # Above 0 the first 5 leave 15 (no loss) or, from 1 life, -4 and then 10 poison.
        "magic: I control Phyrexian Unlife. I take 5 damage. then I take 10 damage",
        # The opponent's total is never said either, and their damage matters too.
        "magic: I control Phyrexian Unlife. everyone takes 12 damage",
        # Damage in the moment the card is said to be there: at 0 or less it is poison (25:
        # a loss), above 0 life lost (it was answered "ongoing", the total assumed).
        "magic: I control Phyrexian Unlife and I take 25 damage",
        "magic: I control Phyrexian Unlife and I take 5 damage. then I take 10 damage",
    ],
)
def test_unlife_with_more_open_than_one_side_of_0_asks_for_the_totals(text: str) -> None:
    answer = rule_on(text)
    assert isinstance(answer, NoRuling) and answer.kind is Refusal.DEPENDS_TWICE


def test_unlife_the_words_that_settle_the_side_of_0_are_no_question() -> None:
    said = _ruled("magic: I control Phyrexian Unlife and I am at -2 life. I take 12 damage")
    assert said.results == {"me": "lost", "opponent": "won"}
    # Either way the 5 damage ends nothing: one answer, no question.
    alike = _ruled("magic: I control Phyrexian Unlife. I take 5 damage")
    assert alike.status == "ongoing" and alike.to_json().get("question") is None


# -- a draw its player may replace (Archmage Ascension) ------------------------------------------


def test_a_draw_its_player_may_replace_depends_on_their_choice() -> None:
    """Archmage Ascension lets its controller search instead of drawing ("may", with six
    quest counters): no card is drawn then (614.1a, 121.6), so no loss; otherwise the draw
    from an empty library loses (704.5b)."""
    ruling = _ruled("magic: I control Archmage Ascension. I draw from an empty library")
    assert ruling.to_json()["question"] == (
        "Did you use Archmage Ascension instead of drawing? It is your choice, as is the order "
        "of two replacements of one draw (MTG CR 616.1)."
    )
    assert _cases(ruling) == [
        (
            "you used Archmage Ascension instead of drawing",
            "ongoing",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "you drew without using Archmage Ascension",
            "over",
            {"me": "lost", "opponent": "won"},
        ),
    ]


def test_two_replacements_of_one_draw_their_player_chooses_the_one_that_wins() -> None:
    """With Laboratory Maniac too, the player drawing chooses which applies first (616.1):
    Laboratory Maniac's makes them win; Archmage Ascension's leaves nothing drawn."""
    ruling = _ruled(
        "magic: I control Laboratory Maniac and Archmage Ascension with 6 quest counters. "
        "I draw from an empty library"
    )
    assert _cases(ruling) == [
        (
            "you used Archmage Ascension instead of drawing",
            "ongoing",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "you drew without using Archmage Ascension",
            "over",
            {"me": "won", "opponent": "lost"},
        ),
    ]
    # The quest counters told rule its replacement out: Laboratory Maniac's win is all.
    few = _ruled(
        "magic: I control Laboratory Maniac and Archmage Ascension with 5 quest counters. "
        "I draw from an empty library"
    )
    assert not few.depends and few.results == {"me": "won", "opponent": "lost"}
    theirs = _ruled(
        "magic: bob controls Archmage Ascension and Laboratory Maniac. bob draws from an empty "
        "library"
    )
    assert theirs.to_json()["question"].startswith(
        "Did bob use Archmage Ascension instead of drawing? It is their choice"
    )
    assert [results for _, _, results in _cases(theirs)] == [
        {"bob": "playing", "opponent": "playing"},
        {"bob": "won", "opponent": "lost"},
    ]


# -- a loop beside a trigger that makes a player lose: whose turn it was ----------------------


def test_transcendence_against_false_cure_depends_on_whose_turn_it_was() -> None:
    """Transcendence gives back twice the life lost and False Cure takes twice the life
    gained: the loop swings wider until alice has 20 life, when Transcendence's losing
    trigger and False Cure's trigger go on the stack at once, the active player's first
    (603.3b). Alice active: bob's resolves first and the loop goes on above hers (a draw,
    104.4b); bob active: hers resolves first and she loses."""
    ruling = _ruled(
        "magic: alice controls Transcendence and bob's False Cure has resolved. alice loses 1 "
        "life. then alice gains 2 life and the game is in a loop of mandatory actions"
    )
    assert ruling.to_json()["question"] == (
        "Whose turn was it (alice's or bob's)? Once the loop takes alice to 20 or more life, "
        "Transcendence's trigger and False Cure's trigger go on the stack at once, the active "
        "player's first, and the last one put there resolves first (MTG CR 603.3b)."
    )
    assert _cases(ruling) == [
        ("it was alice's turn", "over", {"alice": "drew", "bob": "drew"}),
        ("it was bob's turn", "over", {"alice": "lost", "bob": "won"}),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # one player holds both: they choose the order of their own triggers
        "magic: alice controls Transcendence and False Cure. alice loses 1 life. then alice "
        "gains 2 life and the game is in a loop of mandatory actions",
        # a total said: where the loop takes it is for the words to say
        "magic: alice controls Transcendence and bob's False Cure has resolved. alice is at 5 "
        "life. alice loses 1 life. then alice gains 2 life and the game is in a loop of "
        "mandatory actions",
        # no loop said: the triggers the words leave out are not followed
        "magic: alice controls Transcendence and bob's False Cure has resolved. alice loses 1 life",
    ],
)
def test_transcendence_and_false_cure_otherwise_stay_refused(text: str) -> None:
    answer = rule_on(text)
    assert isinstance(answer, NoRuling) and answer.kind is Refusal.CARD_NOT_JUDGED


def test_one_sentence_of_many_clauses_with_a_total_never_said_asks_for_it() -> None:
    """A sentence of a hundred clauses is played out again for every total tried, as a hundred
    sentences are: past the same bound, the totals are asked for (it was played out six times
    over, 60 ms of CPU for one answer)."""
    refused = rule_on("magic: bob takes 1" + ", takes 1" * 108)
    assert isinstance(refused, NoRuling) and refused.kind is Refusal.DEPENDS_TWICE
    assert 'Say them ("alice is at 3 life")' in refused.message
    # a few clauses with the total never said still answer each case
    assert rule_on("magic: bob takes 1, takes 1, takes 1").status == "depends"  # type: ignore[union-attr]


def test_blank_lines_beyond_one_read_as_one() -> None:
    """Runs of blank lines say no more than one (they are made one before reading)."""
    one = _ruled("magic: bob is at 3 life.\n\nbob takes 3 damage.")
    many = _ruled("magic: bob is at 3 life.\n \n\n\t\n\n\nbob takes 3 damage.")
    assert many.results == one.results == {"bob": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    ("language", "condition"),
    [
        (Language.SPANISH, "entró sin haber sido lanzada desde la mano de su controlador"),
        (Language.JAPANESE, "コントローラーの手札から唱えられずに戦場に出た"),
    ],
)
def test_a_cards_trigger_condition_is_said_in_the_askers_language(
    language: Language, condition: str
) -> None:
    """The condition a "depends" answer asks about, in the question and in each case, is the
    card data's words as a catalogue message (session 28: English in every language); the
    card's name stays as printed."""
    ruling = _ruled("magic: Phage the Untouchable enters the battlefield under my control")
    said = ruling.text(word=lambda message: translate(message, language))
    assert said.count(condition) == 3, said  # the question, the case it held, and not
    assert "without being cast" not in said, said
