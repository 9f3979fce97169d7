"""Every phrase form of the situation language (rulings.md) and every refusal, through the one
function every face calls."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.rules.vocabulary import Standing
from bot.core.rulings import NoRuling, Ruling, rule_on


def _ruled(text: str, **options: Any) -> Ruling:
    answer = rule_on(text, **options)
    assert isinstance(answer, Ruling), answer
    return answer


def _first_report(text: str) -> list[dict[str, Any]]:
    report = _ruled(text).understood["reports"][0]
    events: list[dict[str, Any]] = report.get("simultaneous", [report])
    return events


def _refused(text: str, **options: Any) -> str:
    answer = rule_on(text, **options)
    assert isinstance(answer, NoRuling), answer
    assert "\n" not in answer.message
    return answer.message


LIFE_SET_0 = [{"event": "life", "player": "alice", "set": 0}]

EVENT_FORMS = [
    ("magic: alice concedes", [{"event": "concede", "player": "alice"}]),
    ("magic: I concede", [{"event": "concede", "player": "me"}]),
    ("magic: alice is at 0 life", LIFE_SET_0),
    ("magic: alice is at 0", LIFE_SET_0),
    ("magic: alice has 0 life", LIFE_SET_0),
    ("magic: alice goes to 0 life", LIFE_SET_0),
    ("magic: alice goes to 0", LIFE_SET_0),
    ("magic: alice's life is 0", LIFE_SET_0),
    ("magic: I'm at 0 life", [{"event": "life", "player": "me", "set": 0}]),
    ("magic: I am at 3", [{"event": "life", "player": "me", "set": 3}]),
    ("magic: alice loses 3 life", [{"event": "life", "player": "alice", "delta": -3}]),
    ("magic: alice takes 3 damage", [{"event": "life", "player": "alice", "delta": -3}]),
    ("magic: alice takes 3", [{"event": "life", "player": "alice", "delta": -3}]),
    ("magic: alice gains 3 life", [{"event": "life", "player": "alice", "delta": 3}]),
    ("terrus: alice is at 4 vitae", [{"event": "life", "player": "alice", "set": 4}]),
    ("terrus: alice has 4 vitae", [{"event": "life", "player": "alice", "set": 4}]),
    ("magic: alice has 3 poison", [{"event": "poison", "player": "alice", "set": 3}]),
    ("magic: alice has 3 poison counters", [{"event": "poison", "player": "alice", "set": 3}]),
    ("magic: I have 10 poison", [{"event": "poison", "player": "me", "set": 10}]),
    ("magic: alice gets 2 poison", [{"event": "poison", "player": "alice", "delta": 2}]),
    ("magic: alice gets 1 poison counter", [{"event": "poison", "player": "alice", "delta": 1}]),
    (
        "magic commander: alice takes 5 commander damage from bob",
        [
            {"event": "commander_damage", "player": "alice", "commander": "bob", "delta": 5},
            {"event": "life", "player": "alice", "delta": -5},  # damage is life lost (120.3a)
        ],
    ),
    (
        "magic commander: bob's commander deals 5 damage to alice",
        [
            {"event": "commander_damage", "player": "alice", "commander": "bob", "delta": 5},
            {"event": "life", "player": "alice", "delta": -5},
        ],
    ),
    (
        "magic commander: bob's commander deals 5 combat damage to alice",
        [
            {"event": "commander_damage", "player": "alice", "commander": "bob", "delta": 5},
            {"event": "life", "player": "alice", "delta": -5},
        ],
    ),
    (
        "magic commander: alice takes 5 commander damage from bob's Tymna",
        [
            {
                "event": "commander_damage",
                "player": "alice",
                "commander": "bob",
                "delta": 5,
                "source": "Tymna",
            },
            {"event": "life", "player": "alice", "delta": -5},
        ],
    ),
    ("magic: alice draws from an empty library", [{"event": "deck_out", "player": "alice"}]),
    ("magic: alice draws from an empty deck", [{"event": "deck_out", "player": "alice"}]),
    ("magic: alice decks out", [{"event": "deck_out", "player": "alice"}]),
    ("magic: alice decked", [{"event": "deck_out", "player": "alice"}]),
    ("magic: I draw from an empty library", [{"event": "deck_out", "player": "me"}]),
    ("ga: alice's champion dies", [{"event": "champion_died", "player": "alice"}]),
    ("ga: alice's champion died", [{"event": "champion_died", "player": "alice"}]),
    (
        "ga: bob gains control of alice's champion",
        [{"event": "champion_control", "player": "alice", "controller": "bob"}],
    ),
    (
        "ga: bob takes alice's champion",
        [{"event": "champion_control", "player": "alice", "controller": "bob"}],
    ),
    (
        "magic: an effect says alice wins",
        [{"event": "effect", "outcome": "win", "player": "alice"}],
    ),
    (
        "magic: an effect says alice loses",
        [{"event": "effect", "outcome": "lose", "player": "alice"}],
    ),
    ("magic: alice wins by an effect", [{"event": "effect", "outcome": "win", "player": "alice"}]),
    (
        "magic: alice loses by an effect",
        [{"event": "effect", "outcome": "lose", "player": "alice"}],
    ),
    ("magic: a card says alice wins", [{"event": "effect", "outcome": "win", "player": "alice"}]),
    ("magic: I win by an effect", [{"event": "effect", "outcome": "win", "player": "me"}]),
    ("magic: an effect says the game is a draw", [{"event": "effect", "outcome": "draw"}]),
    ("magic: the game is in a loop", [{"event": "loop"}]),
    ("magic: the game is in a loop of mandatory actions", [{"event": "loop"}]),
    ("magic: everyone agrees to a draw", [{"event": "intentional_draw"}]),
    ("magic: intentional draw", [{"event": "intentional_draw"}]),
    ("magic: a judge gives alice a game loss", [{"event": "penalty", "player": "alice"}]),
    ("magic: the game restarts", [{"event": "restart"}]),
    ("magic: alice begins her turn", [{"event": "turn_start", "player": "alice"}]),
    (
        "terrus: alice begins their turn with 4 structures",
        [{"event": "turn_start", "player": "alice", "structures": 4}],
    ),
    (
        "terrus: alice begins turn with 4 structures and 1 relic",
        [{"event": "turn_start", "player": "alice", "structures": 4, "relics": 1}],
    ),
    (
        "terrus: alice wins a dominion vote with 12 INT",
        [{"event": "dominion_vote", "player": "alice", "int": 12}],
    ),
]


@pytest.mark.parametrize(("text", "events"), EVENT_FORMS, ids=[t for t, _ in EVENT_FORMS])
def test_each_phrase_form_reads_as_its_event(text: str, events: list[dict[str, Any]]) -> None:
    assert _first_report(text) == events


def test_case_punctuation_and_spaces_do_not_matter() -> None:
    assert _first_report("MAGIC:   Alice   CONCEDES!!") == [{"event": "concede", "player": "Alice"}]
    ruling = _ruled("magic: Alice is at 3. ALICE takes 3 damage")
    assert ruling.players == ("Alice", "opponent")  # shown as first written
    assert ruling.results["Alice"] == "lost"


@pytest.mark.parametrize(
    ("prefix", "system", "variant"),
    [
        ("magic:", "magic", None),
        ("mtg:", "magic", None),
        ("grand archive:", "grand-archive", None),
        ("ga:", "grand-archive", None),
        ("terrus:", "terrus", None),
        ("magic commander:", "magic", "commander"),
        ("magic two-headed giant:", "magic", "two-headed-giant"),
        ("magic emperor:", "magic", "emperor"),
    ],
)
def test_the_prefix_names_the_game_and_variant(
    prefix: str, system: str, variant: str | None
) -> None:
    setup = {
        "two-headed-giant": "teams: alice and carol vs bob and dave. ",
        "emperor": "teams: alice and carol vs bob and dave. emperors: alice and bob. ",
    }.get(variant or "", "")
    ruling = _ruled(f"{prefix} {setup}alice concedes")
    assert (ruling.understood["system"], ruling.understood.get("variant")) == (system, variant)


def test_the_game_option_and_the_server_default_come_after_the_prefix() -> None:
    from bot.core.rules.vocabulary import System

    assert _ruled("alice concedes", game=System("terrus")).system == "terrus"
    assert _ruled("alice concedes", default_game=System("magic")).system == "magic"
    assert _ruled("ga: alice concedes", game=System("terrus")).system == "grand-archive"
    assert "Which game?" in _refused("alice concedes")


@pytest.mark.parametrize(
    "text",
    [
        "magic: alice concedes. bob concedes",
        "magic: alice concedes! bob concedes",
        "magic: alice concedes? bob concedes",
        "magic: alice concedes; bob concedes",
        "magic: alice concedes\nbob concedes",
        "magic: alice concedes then bob concedes",
    ],
)
def test_each_sentence_is_one_report(text: str) -> None:
    ruling = _ruled("magic: 3 players: alice, bob, carol. " + text.removeprefix("magic: "))
    assert ruling.understood["reports"] == [
        {"event": "concede", "player": "alice"},
        {"event": "concede", "player": "bob"},
    ]


@pytest.mark.parametrize(
    "joined",
    [
        "alice concedes and bob concedes",
        "alice concedes, bob concedes",
        "alice concedes while bob concedes",
        "alice concedes but bob concedes",
        "alice concedes at the same time as bob concedes",
        "alice concedes at the same time bob concedes",
        "alice concedes simultaneously bob concedes",
    ],
)
def test_events_joined_in_a_sentence_are_simultaneous(joined: str) -> None:
    ruling = _ruled(f"magic: 3 players: alice, bob, carol. {joined}")
    assert ruling.understood["reports"] == [
        {
            "simultaneous": [
                {"event": "concede", "player": "alice"},
                {"event": "concede", "player": "bob"},
            ]
        }
    ]


@pytest.mark.parametrize(
    "said",
    [
        "I take 3 damage from Lightning Bolt but I gain 2 life",
        "my opponent attacks me with a 3/3 and I don't block but I gain 2 life in response",
    ],
)
def test_what_follows_but_is_an_event_never_part_of_a_source(said: str) -> None:
    """ "from my opponent but I gain 2 life in response" was read as the damage's source, so the
    life gained was dropped unseen: at 2 life, "you lose" where the asker lives at 1."""
    ruling = _ruled(f"magic: I am at 2 life. {said}")
    text = ruling.text()
    assert "you gain 2 life" in text and " but " not in text
    # the gain in response came first; one told after the damage may have come with it or
    # after it (told_in_turn.py): at 1 life if with it
    if "in response" in said:
        assert ruling.status == "ongoing" and "life 1 " in text, text
    else:
        assert ruling.status == "depends" and ruling.cases[0].results["me"] == "playing", text
        assert "life 1 " in text and ruling.cases[1].results["me"] == "lost", text


def test_a_gain_after_damage_from_a_player_asks_both_what_is_open() -> None:
    """The player's damage may be a trigger's, and the gain told after it may have come after
    the check: both are open, and both are asked (never "nobody has lost")."""
    answer = rule_on("magic: I am at 2 life. I take 3 damage from my opponent but I gain 2 life")
    assert isinstance(answer, NoRuling), answer
    said = answer.message
    assert "gain the 2 life at the same time" in said and "my opponent did" in said, said


def test_players_declared_or_in_order_of_first_mention() -> None:
    assert _ruled("magic: carol concedes. alice is at 3").players == ("carol", "alice")
    declared = _ruled("magic: 3 players: alice, bob, carol. carol concedes")
    assert declared.players == ("alice", "bob", "carol")
    assert _ruled("magic: players alice, bob and carol. bob concedes").players == (
        "alice",
        "bob",
        "carol",
    )
    assert _ruled("magic: alice concedes").players == ("alice", "opponent")
    assert _ruled("magic: I concede", asker="Zed").players == ("Zed", "opponent")
    assert _ruled("magic: my opponent concedes", asker="Zed").results == {
        "Zed": "won",
        "opponent": "lost",
    }
    assert _ruled("magic: the opponent concedes").results["opponent"] == "lost"
    assert _ruled("magic: <@123> concedes").players == ("<@123>", "opponent")


@pytest.mark.parametrize("everyone", ["everyone", "all players", "both players", "both"])
def test_everyone_means_every_player_still_in_the_game(everyone: str) -> None:
    ruling = _ruled(
        f"magic: 3 players: alice, bob, carol. alice concedes. {everyone} goes to 0 life"
    )
    assert ruling.understood["reports"][1] == {
        "simultaneous": [
            {"event": "life", "player": "bob", "set": 0},
            {"event": "life", "player": "carol", "set": 0},
        ]
    }
    assert ruling.results == {"alice": "lost", "bob": "drew", "carol": "drew"}


def test_game_options_teams_range_emperors_and_starting_life() -> None:
    teams = _ruled("magic: teams: alice and carol vs bob and dave. bob concedes")
    assert teams.understood["teams"] == [["alice", "carol"], ["bob", "dave"]]
    ranged = _ruled("magic: 4 players: alice, bob, carol, dave. range of influence 2. bob concedes")
    assert ranged.understood["range_of_influence"] == 2
    emperor = _ruled(
        "magic emperor: teams: alice, carol and eve vs bob, dave and frank. "
        "emperors: alice and bob. carol concedes"
    )
    assert emperor.understood["emperors"] == ["alice", "bob"]
    assert _ruled("magic: starting life 30. alice concedes").understood["starting_life"] == 30
    vitae = _ruled("terrus: alice starts at 25, bob at 22. alice loses 5 vitae")
    assert vitae.understood["starting_life"] == {"alice": 25, "bob": 22}
    assert vitae.state.life["alice"] == 20


def test_starting_vitae_of_the_asker_and_their_opponent() -> None:
    """`my opponent` names the other player in a declaration too (rulings.md, Players)."""
    for text in (
        "terrus: I start at 20 and my opponent at 18. my opponent loses 18 vitae",
        "terrus: my opponent starts at 18, I start at 20. my opponent loses 18 vitae",
        "terrus: I start at 20 and the opponent at 18. the opponent loses 18 vitae",
    ):
        ruling = _ruled(text)
        assert ruling.understood["starting_life"] == {"me": 20, "opponent": 18}, text
        assert ruling.results == {"me": "won", "opponent": "lost"}, text


def test_an_effect_controller_under_range_of_influence() -> None:
    ruling = _ruled(
        "magic: 5 players: alice, bob, carol, dave, eve. range of influence 1. "
        "alice's effect says the game is a draw"
    )
    assert ruling.understood["reports"] == [
        {"event": "effect", "outcome": "draw", "player": "alice"}
    ]
    assert ruling.results == {
        "alice": "drew",
        "bob": "drew",
        "carol": "playing",
        "dave": "playing",
        "eve": "drew",
    }


def test_a_clause_without_its_subject_takes_the_one_before() -> None:
    assert _first_report("magic: alice gains 5 life and takes 20 damage") == [
        {"event": "life", "player": "alice", "delta": 5},
        {"event": "life", "player": "alice", "delta": -20},
    ]


def test_the_answer_says_what_was_understood_results_and_why() -> None:
    """`I` is the asker, spoken to as "you" (rulings.md revision 3), named in the heading."""
    text = _ruled("magic: I'm at 0 life and my Laboratory Maniac says I win", asker="Ann").text()
    assert "2 players: Ann (you), opponent" in text
    assert "at the same time: your life becomes 0; an effect says you win" in text
    assert "you win: an effect says you win (MTG CR 104.2b)" in text
    assert "opponent loses: you won, which ends the game" in text
    assert "MTG CR 704.5a" in text and "by then the game was over" in text
    assert "Ann" not in text.split("\n", 1)[1]  # after the heading, only "you"


def test_a_situation_that_ends_nothing_says_what_each_player_needs_to_lose() -> None:
    text = _ruled("magic: bob has 7 poison").text()
    assert "nobody has won or lost yet" in text
    assert "poison 7 of 10" in text
    commander = _ruled("magic commander: bob takes 12 commander damage from alice").text()
    assert "12 of 21 commander damage from alice's commander" in commander


# -- refusals ---------------------------------------------------------------------------------


def test_unknown_words_are_named_with_the_nearest_phrase_never_guessed() -> None:
    message = _refused("magic: bob concdes")
    assert message.startswith('I could not read "bob concdes". Did you mean "bob concedes"?')
    assert message.count('"magic:') + message.count('"commander:') == 2  # two examples
    assert 'Did you mean "alice loses 3 life"' in _refused("magic: alice lose 3 lfie")
    assert 'Did you mean "alice\'s champion dies"' in _refused("ga: alice's champion is dead")


@pytest.mark.parametrize(
    ("typed", "suggested"),
    [
        ("magic: I concde", "I concede"),
        ("magic: I'm at 0 lfe", "I am at 0 life"),
        ("ga: my champin dies", "my champion dies"),
        ("magic: my opponent concdes", "my opponent concedes"),
        ("magic: the opponent decks ot", "the opponent decks out"),
    ],
)
def test_the_nearest_phrase_keeps_the_subject_that_was_typed(typed: str, suggested: str) -> None:
    """`I`, `my` and `my opponent` stay the subject of the suggestion ("I concde" is not
    "concde concedes"), and what is suggested reads as it stands."""
    assert f'Did you mean "{suggested}"?' in _refused(typed)
    _ruled(f"{typed.split(':')[0]}: {suggested}")


def test_the_nearest_phrase_keeps_the_verb_that_was_typed() -> None:
    """A typed "alice wins" is not "alice concedes": a suggestion never turns a win into a loss."""
    assert 'Did you mean "alice wins by an effect"' in _refused("magic: alice wins")
    assert 'Did you mean "an effect says the game is a draw"' in _refused("mtg: the game is drawn")
    # "the game restarts" drops bob (revision 3: the same players, or no suggestion), so the
    # answer shows the phrase among its examples instead.
    restarts = _refused("mtg: bob restarts the game")
    assert "Did you mean" not in restarts and '"magic: the game restarts"' in restarts


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("x" * 5_000, "at most 1,000 characters"),
        ("magic: alice\x00 concedes", "control characters"),
        ("", "Describe the situation"),
        ("magic: ", "Say what happens"),
        ("ga: alice has 3 poison", "Grand Archive has no poison"),
        ("terrus: alice decks out", "no loss for drawing from an empty deck"),
        ("magic: alice takes 3 commander damage from bob", "say whether this is a Commander game"),
        ("magic: 2 players: alice, bob. carol concedes", "carol is not one of the 2 players"),
        ("magic: 3 players: alice, bob. bob concedes", "3 players were declared but 2 named"),
        ("magic: alice is at 3 and alice is at 5", "which came first"),
        ("terrus: alice loses 3 vitae", "say who starts at what"),
        (
            "magic two-headed giant: alice concedes. bob is at 3 life",
            "teams: alice and carol vs bob and dave",
        ),
        ("magic: alice takes 99999999999 damage", "too large"),
        ("magic: 3 players: alice, bob, carol. the opponent concedes", "two-player game"),
    ],
)
def test_bad_input_gets_one_clear_line(text: str, words: str) -> None:
    assert words in _refused(text)


def test_noise_of_every_kind_is_refused_in_one_line_never_raised() -> None:
    import random

    rng = random.Random(18)
    alphabet = "abc xyz.,;!?\n\t'0123456789:@<>#-é漢\U0001f600"
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 1_200)))
        answer = rule_on(text)
        if isinstance(answer, NoRuling):
            assert "\n" not in answer.message and answer.message


def test_a_long_answer_elides_the_middle_reports_never_the_results() -> None:
    ruling = _ruled("magic: " + " ".join(["alice gains 1 life."] * 45) + " alice concedes")
    full = ruling.text()
    short = ruling.text(limit=700)
    assert len(short) <= 700 < len(full)
    assert "1. alice gains 1 life" in short and "46. alice concedes" in short
    assert "more reports) …" in short
    assert "alice loses: they conceded (MTG CR 104.3a)" in short


def test_the_ten_readme_examples_are_real_questions_answered_right() -> None:
    """README's Quick rulings shows ten real questions (tests/rulings/real_questions.json),
    as asked or as documented, only ones Arbiter answers right, and after each what Arbiter
    says: every line quoted there (in backticks) is in its answer."""
    import json
    import re
    from pathlib import Path

    from benchmarks.rulings_real import Verdict, verdict_of

    root = Path(__file__).parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    section = readme.split("Ten real questions people asked", 1)[1].split("How Arbiter reads", 1)[0]
    shown: list[tuple[str, list[str]]] = []
    for line in section.splitlines():
        if line.startswith("    "):
            shown.append((line.strip(), []))
        elif shown:
            shown[-1][1].append(line)
    assert len(shown) == 10
    corpus = json.loads((root / "tests/rulings/real_questions.json").read_text(encoding="utf-8"))
    for example, after in shown:
        typed = example.split(":", 1)[1].strip().removesuffix("...").strip()
        typed = typed.replace("\u201c", '"').replace("\u201d", '"')
        (entry,) = [
            q for q in corpus["questions"] if q["documented"] == example or typed in q["question"]
        ]
        ruling = _ruled(example)
        assert verdict_of(ruling, entry["expected"]) is Verdict.RIGHT, example
        quoted_lines = re.findall(r"`([^`]+)`", " ".join(after))
        assert quoted_lines, example
        said = " ".join(ruling.text().split())
        for quoted_line in quoted_lines:
            assert " ".join(quoted_line.split()) in said, (quoted_line, said)


def test_several_subjects_share_one_verb() -> None:
    ruling = _ruled("mtg: alice, bob and carol are at 0 life")
    assert ruling.players == ("alice", "bob", "carol")
    assert ruling.understood["reports"] == [
        {"simultaneous": [{"event": "life", "player": p, "set": 0} for p in ruling.players]}
    ]
    assert _first_report("mtg: 3 players: alice, bob, carol. alice and bob concede") == [
        {"event": "concede", "player": "alice"},
        {"event": "concede", "player": "bob"},
    ]
    assert "say what each player does" in _refused("mtg: alice and the game restarts")
    assert 'say what they do ("alice concedes")' in _refused("mtg: alice")


def test_i_and_my_opponent_share_one_verb_too() -> None:
    """`I` and `my opponent` are players like any name (rulings.md, Players), in a list too."""
    both_concede = [
        {"event": "concede", "player": "me"},
        {"event": "concede", "player": "opponent"},
    ]
    assert _first_report("mtg: I and my opponent concede") == both_concede
    assert _first_report("mtg: I and the opponent concede") == both_concede
    assert _first_report("mtg: my opponent and I concede") == both_concede[::-1]
    assert _first_report("mtg: alice and I are at 0 life") == [
        {"event": "life", "player": "alice", "set": 0},
        {"event": "life", "player": "me", "set": 0},
    ]
    for text in ("mtg: we both concede", "mtg: we all concede", "mtg: all of us concede"):
        assert _ruled(text).results == {"me": "drew", "opponent": "drew"}, text


def test_a_name_with_an_apostrophe_is_a_name() -> None:
    """Display names such as O'Brien or D'Arcy: the apostrophe inside a name is the name's,
    while `'s`, `'m` and a final `'` keep their meaning."""
    assert _ruled("magic: O'Brien concedes").results == {"O'Brien": "lost", "opponent": "won"}
    assert _first_report("ga: D'Arcy's champion dies") == [
        {"event": "champion_died", "player": "D'Arcy"}
    ]
    assert _first_report("magic: O'Brien and I are at 0 life") == [
        {"event": "life", "player": "O'Brien", "set": 0},
        {"event": "life", "player": "me", "set": 0},
    ]
    assert _first_report("magic: I'm at 0 life") == [{"event": "life", "player": "me", "set": 0}]
    assert _first_report("ga: James' champion dies") == [
        {"event": "champion_died", "player": "James"}
    ]


@pytest.mark.parametrize(
    "text",
    [
        "mtg: who wins if alice is at 0 life?",
        "mtg: who loses when alice is at 0 life?",
        "mtg: alice is at 0 life. does she lose?",
        "mtg: alice is at 0 life, does alice lose?",
        "mtg: alice is at 0 life. what now?",
        "mtg: alice is at 0 life. does anyone win?",
    ],
)
def test_the_question_around_a_situation_is_not_a_report(text: str) -> None:
    """The question ("who wins if ...?", "... does she lose?") is asked, not described, like
    "what happens if" and "who wins?"."""
    ruling = _ruled(text)
    assert ruling.understood["reports"] == [{"event": "life", "player": "alice", "set": 0}]


def test_range_of_influence_refusals_say_what_to_type_not_a_file_field() -> None:
    """A quick ruling has no "player" or "players" field to fill in: say it in words."""
    table = "magic: range of influence 1. players ann, bob, cat, dan."
    draw = _refused(f"{table} an effect says the game is a draw")
    assert "ann's effect says the game is a draw" in draw and '"player"' not in draw
    loop = _refused(f"{table} the game is in a loop")
    assert "MTG CR 104.4f" in loop and '"players"' not in loop
    assert "arbiter replay" in loop or "/game draw" in loop


def test_a_table_past_sixteen_players_is_refused_as_replay_refuses_it() -> None:
    """A ruling rules on the same games a replay file may hold: 16 players at most, so its
    answer (a line per player) stays readable and within Discord's limits."""
    sixteen = ", ".join(f"p{n}" for n in range(16))
    assert _ruled(f"magic: players {sixteen}. p1 concedes").results["p1"] == "lost"
    message = _refused(f"magic: players {sixteen}, p16. p1 concedes")
    assert message == (
        "That is 17 players in one game; Arbiter rules on games of at most 16 players."
    )


def test_a_variants_words_and_its_refusals_come_from_what_its_game_says() -> None:
    """The words for a variant ("2hg", "edh", "emperor") and what a situation must say for
    it are read from the variant's own value in its game's folder (VariantRules), so a
    situation in Two-Headed Giant without teams, or in Emperor without emperors, is told
    exactly what to add (where the players named leave the teams open: bob may be alice's
    teammate)."""
    assert _refused("2hg: alice concedes and bob is at 3 life") == (
        'Two-Headed Giant is two teams of two: say "teams: alice and carol vs bob and dave".'
    )
    assert _refused("magic emperor: alice concedes") == (
        'Say who the emperors are: "emperors: alice and bob".'
    )
    assert _refused("magic: emperors: alice and bob. alice concedes") == (
        'Emperors belong to the Emperor variant: start with "magic emperor:".'
    )
    assert _ruled("edh: bob takes 21 commander damage from alice").variant is not None


def test_life_points_are_life() -> None:
    # "my opponent and I both have 5 life points" (Saturday School #70) was refused unread.
    answer = rule_on("magic: my opponent and I both have 5 life points. I take 5 damage")
    assert not isinstance(answer, NoRuling)
    assert answer.cases[0].state.life == {"opponent": 5, "me": 0}
    assert answer.cases[0].state.standings["me"] is Standing.LOST
    answer = rule_on("magic: alice is at 1 life point. bob is at 20 life")
    assert not isinstance(answer, NoRuling)
    assert answer.cases[0].state.life["alice"] == 1


def test_a_clause_that_starts_with_its_verb_is_every_name_that_shared_the_subject() -> None:
    # "alice and bob ... and take 5 damage": both take it, not only the last name (a Forest: "a
    # land" no card names may prevent the damage, Glacial Chasm, and is asked for:
    # test_unnamed_held.py)
    ruling = _ruled(
        "magic: alice and bob are at 5 life. alice and bob both control a Forest and take 5 damage"
    )
    assert ruling.results == {"alice": "drew", "bob": "drew"}
    # a clause with a subject of its own is that subject's alone
    alone = _ruled(
        "magic: alice and bob are at 5 life. alice and bob both control a Forest and bob takes 5 "
        "damage"
    )
    assert alone.results == {"alice": "won", "bob": "lost"}
