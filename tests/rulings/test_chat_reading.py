"""Revision 3 of the situation language (rulings.md, "questions as people ask them"): chat as it
is written, cards, the answer that depends on what the words leave open, a question about a
rule, and the asker spoken to as "you". Every family of phrase, through the one function every
face calls."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.words import Refusal

MAGIC = System("magic")


def _ruled(text: str, **options: Any) -> Ruling:
    options.setdefault("default_game", MAGIC)
    answer = rule_on(text, **options)
    assert isinstance(answer, Ruling), answer
    return answer


def _refused(text: str, **options: Any) -> NoRuling:
    options.setdefault("default_game", MAGIC)
    answer = rule_on(text, **options)
    assert isinstance(answer, NoRuling), answer.text()
    assert "\n" not in answer.message
    return answer


def _events(ruling: Ruling) -> list[list[dict[str, Any]]]:
    reports = ruling.understood["reports"]
    return [report.get("simultaneous", [report]) for report in reports]


# -- chat as it is written -------------------------------------------------------------------

# A Commander game may be of two players or more (903.2): how many is said (test_adversarial_s17).
FRAMED = [
    "we were playing a 2 player commander game and alice takes 45 damage",
    "so, according to the comp rules, in a 2 player commander game, who wins if alice takes 45"
    " damage?",
    "quick question: in a 2 player commander game alice took 45 damage. is it a draw?",
    "hey! we're playing 2 player edh: alice takes forty-five damage. what happens?",
]


@pytest.mark.parametrize("text", FRAMED)
def test_framing_is_skipped_and_shown_and_the_game_said_in_passing_is_read(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.variant is not None and ruling.variant.value == "commander"  # life 40
    assert _events(ruling) == [[{"event": "life", "player": "alice", "delta": -45}]]
    # Her life total before is never said: the commander starting total (40) is the first
    # case's reading, and more than 45 the other.
    assert ruling.first.results == {"alice": "lost", "opponent": "won"}
    assert ruling.status == "depends"
    assert ruling.skipped and all(skipped in text for skipped in ruling.skipped)
    assert "Not events (skipped): " in ruling.text()


def test_a_cause_before_the_comma_and_a_state_a_moment_ends_with() -> None:
    ruling = _ruled(
        "Thanks to good 'ol Boros Reckoner, a combat phase ends with player 1 at 0 life and "
        "player 2 at -2. Does this count as a draw or does player 1 win?"
    )
    assert ruling.results == {"player 1": "drew", "player 2": "drew"}
    assert "Thanks to good 'ol Boros Reckoner" in ruling.skipped


def test_an_opinion_is_no_event() -> None:
    ruling = _ruled("my opponent concedes. I think I won but he says it was a draw")
    assert ruling.results == {"opponent": "lost", "me": "won"}
    assert ruling.skipped == ("I think I won but he says it was a draw",)
    # Saying "I concede" is conceding: never skipped as what someone thinks.
    said = _refused("alice is at 0 life and bob says he concedes")
    assert said.unread == "bob says he concedes"


ROLES = [
    ("player A is at 0 life and player B concedes", ["player A", "player B"]),
    ("player 1 is at 0 life and player 2 concedes", ["player 1", "player 2"]),
    ("the attacking player is at 0 life and the defending player concedes",
     ["attacking player", "defending player"]),
    ("one player is at 0 life and the other concedes", ["one player", "the other player"]),
    ("someone is at 0 life and the other person concedes", ["someone", "the other person"]),
    ("somebody is at 0 life and the other one concedes", ["somebody", "the other player"]),
    ("the other person is at 0 life and someone concedes", ["the other person", "someone"]),
    ("you are at 0 life and your opponent concedes", ["me", "opponent"]),
    ("the storm player is at 0 life and the other player concedes",
     ["storm player", "the other player"]),
    ("opponent 1 is at 0 life and ai 2 concedes", ["opponent 1", "ai 2"]),
    ("the second opponent is at 0 life and the third opponent concedes",
     ["second opponent", "third opponent"]),
]  # fmt: skip


def test_a_teammate_is_a_player_named_by_their_role() -> None:
    ruling = _ruled(
        "magic two-headed giant: teams: me and my teammate vs player c and player d. my "
        "teammate draws from an empty library"
    )
    assert ruling.results == {
        "me": "lost",
        "my teammate": "lost",
        "player c": "won",
        "player d": "won",
    }
    assert list(_ruled("4 players: me, my ally, ai 1, ai 2. ai 2 concedes").players) == [
        "me",
        "my ally",
        "ai 1",
        "ai 2",
    ]


SOMEONE_NOT_ONE_OF_TWO = [
    # a third player beside the two
    "someone is at 0 life. alice is at 3 life. the other player is at 5 life",
    # the asker and "the other player" are already the two: "someone" is neither for sure
    "I am at 2 life. someone deals 2 damage to the other player",
    "3 players: player a, player b, player c. someone concedes and the other player wins",
]


@pytest.mark.parametrize("text", SOMEONE_NOT_ONE_OF_TWO)
def test_someone_is_never_a_third_player(text: str) -> None:
    # "someone ... the other person" names the two players of a game of two; beside anyone
    # else "someone" could be any of them: refused, nothing judged.
    said = _refused(text)
    assert "someone" in said.message


def test_someone_alone_is_no_player() -> None:
    # Without "the other" one, "someone" is no one at the table ("can someone explain").
    assert _refused("someone is at 0 life").unread == "someone is at 0 life"


@pytest.mark.parametrize(("text", "players"), ROLES, ids=[t for t, _ in ROLES])
def test_players_named_by_their_role(text: str, players: list[str]) -> None:
    ruling = _ruled(text)
    assert list(ruling.players) == players
    # The concession acts at once: the first player wins before their life total is checked.
    assert ruling.results == {players[0]: "won", players[1]: "lost"}


def test_he_and_she_are_the_one_other_player_named() -> None:
    assert _ruled("my opponent is at 3 life. he takes 3 damage").results == {
        "opponent": "lost",
        "me": "won",
    }
    assert _ruled("alice is at 1 life. she loses 1 life").results["alice"] == "lost"
    told = _refused("alice and bob are at 3 life. he loses 3 life")
    assert 'I could not tell who "he" is' in told.message


NUMBERS = [
    ("alice takes three damage", -3),
    ("alice takes twenty-one damage", -21),
    ("alice loses a hundred life", -100),
    ("alice takes 7 damage", -7),
]


@pytest.mark.parametrize(("text", "delta"), NUMBERS, ids=[t for t, _ in NUMBERS])
def test_numbers_in_words(text: str, delta: int) -> None:
    assert _events(_ruled(text)) == [[{"event": "life", "player": "alice", "delta": delta}]]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("alice is at -5 life", -5),
        ("alice is at negative 3", -3),
        ("alice is at minus 2 life", -2),
        ("alice is at neg 14", -14),
        ("alice is at zero", 0),
        ("alice takes lethal damage", 0),
        ("alice is at negative life", 0),
        ("alice goes to 0 or less life", 0),
    ],
)
def test_signs_and_lethal(text: str, value: int) -> None:
    assert _events(_ruled(text)) == [[{"event": "life", "player": "alice", "set": value}]]


TENSES = [
    "alice took 20 damage",
    "alice is taking 20 damage",
    "alice has taken 20 damage",
    "alice would take 20 damage",
    "alice was dealt 20 damage",
    "alice gets hit for 20",
    "alice lost 20 life",
    "alice drops to 0",
    "alice dropped to 0 life",
    "alice hits 0",
    "alice reaches 0 life",
    "alice ends up at 0 life",
    "alice's life total becomes 0",
    "alice's life total hit 0",
]


@pytest.mark.parametrize("text", TENSES)
def test_verbs_in_any_tense(text: str) -> None:
    # Read as 20 damage at the starting 20 life, the first case (her total is never said).
    assert _ruled(text).first.results == {"alice": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    "text",
    [
        "alice conceded",
        "alice is conceding",
        "alice has conceded",
        "alice scooped",
        "alice decked",
        "alice got decked",
        "alice would draw from an empty library",
        "alice drew a card with an empty library",
        "alice draws with no cards in her library",
    ],
)
def test_losses_in_any_tense(text: str) -> None:
    assert _ruled(text).results["alice"] == "lost"


@pytest.mark.parametrize(
    "text",
    [
        "alice and bob both go to 0 life",
        "alice and bob both went to 0 life",
        "alice, bob and carol all concede",
        "we both concede",
    ],
)
def test_both_and_all_with_a_plural_verb(text: str) -> None:
    ruling = _ruled(text)
    assert set(ruling.results.values()) == {"drew"}
    assert len(_events(ruling)[0]) == len(ruling.players)


# -- cards ---------------------------------------------------------------------------------------


def test_damage_from_a_card_arbiter_knows_is_listed_with_what_it_does() -> None:
    ruling = _ruled("bob is at 3 life. then he takes 3 from a Lightning Bolt")
    assert _events(ruling)[1] == [{"event": "life", "player": "bob", "delta": -3}]
    assert ruling.results["bob"] == "lost"
    (card,) = ruling.to_json()["cards"]
    assert card["name"] == "Lightning Bolt" and card["as"] and card["rules"]
    assert "from a Lightning Bolt" in ruling.text()


def test_what_a_card_does_to_the_damage_it_deals() -> None:
    infect = _ruled("bob has 8 poison. then bob takes 2 damage from Glistener Elf")
    assert _events(infect)[1] == [{"event": "poison", "player": "bob", "delta": 2}]
    assert infect.results["bob"] == "lost" and "infect" in infect.text()
    lifelink = _ruled("bob takes 5 damage from alice's Baneslayer Angel")
    assert _events(lifelink) == [
        [
            {"event": "life", "player": "bob", "delta": -5},
            {"event": "life", "player": "alice", "delta": 5},
        ]
    ]
    whose = _refused("bob takes 5 damage from Baneslayer Angel")
    assert "Say whose Baneslayer Angel it is" in whose.message
    commander = _ruled("magic commander: bob takes 21 combat damage from alice's Tymna")
    assert {"event": "commander_damage", "player": "bob", "commander": "alice", "delta": 21,
            "source": "Tymna the Weaver"} in _events(commander)[0]  # fmt: skip
    assert commander.results["bob"] == "lost"


def test_a_trigger_resolves_after_the_checkpoint_of_what_came_before_it() -> None:
    """MTG CR 603.3: Blood Artist's trigger waits for the next priority; by then bob, at 0
    life, has lost, and alice's loss of life comes too late."""
    ruling = _ruled(
        "alice is at 1 life and bob is at 5 life. bob takes 5 combat damage and "
        "bob's Blood Artist triggers and alice loses 1 life"
    )
    assert _events(ruling)[1] == [{"event": "life", "player": "bob", "delta": -5}]
    assert ruling.results == {"alice": "won", "bob": "lost"}
    assert ruling.too_late == ("alice loses 1 life",)


def test_a_spell_named_before_a_colon_and_a_card_that_triggers() -> None:
    ruling = _ruled("I am at 3 life and my opponent is at 3 life. Rakdos Charm: I take 5 damage "
                    "and my opponent takes 5 damage")  # fmt: skip
    assert ruling.results == {"me": "drew", "opponent": "drew"}
    assert ruling.to_json()["unknown_cards"] == []
    assert [card["name"] for card in ruling.to_json()["cards"]] == ["Rakdos Charm"]
    omnath = _ruled(
        "magic commander: I take 420 combat damage. then my Omnath, Locus of Rage triggers and "
        "my opponent takes 75 damage"
    )
    assert omnath.first.results == {"me": "lost", "opponent": "won"}
    assert omnath.unknown_cards == ("Omnath, Locus of Rage",)


def test_a_card_arbiter_does_not_know_said_to_be_in_play_is_refused_with_what_to_say() -> None:
    refused = _refused("I control Soul Warden and I am at 0 life")
    assert refused.kind is Refusal.UNKNOWN_CARD and refused.cards == ("Soul Warden",)
    assert 'Arbiter does not know the card "Soul Warden"' in refused.message
    assert "an effect says" in refused.message


def test_a_card_the_engine_cannot_judge_yet_is_refused_never_left_out() -> None:
    """A card whose effect the engine has no event for (Angel's Grace's life floor, Gideon's
    emblem that lasts while its owner controls a Gideon), or one named without whose it is, is
    refused: answering as if it were not there would be confidently wrong."""
    grace = _refused("I cast Angel's Grace and I take 25 damage")
    assert grace.kind is Refusal.CARD_NOT_JUDGED and grace.cards == ("Angel's Grace",)
    emblem = _refused("I have Gideon of the Trials's emblem and I am at 0 life")
    assert emblem.kind is Refusal.CARD_NOT_JUDGED
    # whose it is unsaid: a case per player (session 32; it was refused)
    whose = _ruled("Platinum Angel is on the battlefield and my opponent is at -3 life")
    assert [case.results["opponent"] for case in whose.cases] == ["lost", "playing"]
    # Laboratory Maniac changes only the loss for drawing from an empty library.
    assert _ruled("my Laboratory Maniac says I win and I am at 0 life").results["me"] == "won"


def test_a_trigger_on_a_change_of_life_is_refused_beside_one_unless_written_out() -> None:
    """Sanguine Bond makes an opponent lose the life its controller gains, and Exquisite Blood
    gains its controller the life an opponent loses: each acts after a change of life whether
    or not the words say so, so a life gain beside them is refused, never answered as if the
    trigger did nothing (the opponent at 1 life loses: it was "ongoing")."""
    bond = _refused("I control Sanguine Bond and my opponent is at 1 life. I gain 1 life")
    assert bond.kind is Refusal.CARD_NOT_JUDGED and bond.cards == ("Sanguine Bond",)
    blood = _refused(
        "I control Exquisite Blood and my opponent is at 6 life. my opponent loses 2 life"
    )
    assert blood.kind is Refusal.CARD_NOT_JUDGED and blood.cards == ("Exquisite Blood",)
    # Both under one player in a game of two: each feeds the other, and the engine plays the
    # pair out (lasting.feedback): the opponent's life falls until it is 0 or less.
    both = _ruled("I control Exquisite Blood and Sanguine Bond. I gain 2 life")
    assert both.results == {"me": "won", "opponent": "lost"}
    assert both.state.life["opponent"] == 0 and both.state.life["me"] == 20 + 2 * 10
    # The trigger written out is the card's own effect: judged.
    written = _ruled(
        "I control Sanguine Bond and my opponent is at 2 life. then Sanguine Bond triggers and "
        "my opponent loses 2 life"
    )
    assert written.results == {"me": "won", "opponent": "lost"}
    # Beside no change of life they change nothing.
    assert _ruled("I control Exquisite Blood and Sanguine Bond. I concede").results == {
        "me": "lost",
        "opponent": "won",
    }


def test_a_mandatory_life_gain_in_a_loop_nobody_can_stop_is_a_draw() -> None:
    """MTG CR 104.4b: Essence Warden's life gain and Marauding Raptor's damage to a Polyraptor
    copy cannot be declined."""
    warden = _ruled("I control Essence Warden and the game is in a loop of mandatory actions")
    assert warden.results == {"me": "drew", "opponent": "drew"}
    raptors = _ruled(
        "alice is at 1 life and bob is at 20 life. alice controls Marauding Raptor and "
        "Polyraptor and the game is in a loop of mandatory actions"
    )
    assert raptors.results == {"alice": "drew", "bob": "drew"}


def test_cards_in_play_are_judged_by_the_engines_continuous_effects() -> None:
    """A card said to be in play under a player's control begins its continuous effects in the
    engine (docs/replay-vocabulary.md), and one said to leave ends them: can't lose, can't
    win, a replacement of losing, no loss for 0 life, a win instead of drawing."""
    angel = _ruled("my opponent controls Platinum Angel and is at -3 life")
    assert angel.status == "ongoing" and angel.results["opponent"] == "playing"
    assert "can't lose the game: Platinum Angel" in angel.explanation
    assert "MTG CR 101.2" in angel.citations
    assert _events(angel)[0][0] == {
        "event": "effect_begins",
        "effect": "cant_lose",
        "controller": "opponent",
        "source": "Platinum Angel",
        "applies_to": "controller",
        "until": "leaves",
    }
    gone = _ruled("my opponent controls Platinum Angel and is at -3 life. then Platinum Angel dies")
    assert gone.results == {"me": "won", "opponent": "lost"}
    # Its opponents can't win: the asker's effect that says they win does nothing.
    assert _ruled("my opponent controls Platinum Angel. an effect says I win").status == "ongoing"
    mirror = _ruled("I control Lich's Mirror and I am at 0 life")
    assert mirror.status == "ongoing" and "life total becomes 20" in mirror.explanation
    lab = _ruled("I control Laboratory Maniac. I draw from an empty library")
    assert lab.results == {"me": "won", "opponent": "lost"} and "MTG CR 614.1a" in lab.citations
    tomb = _ruled("I control Lich's Tomb and I am at -5 life")
    assert tomb.results["me"] == "playing"
    # Dies with the lethal damage: its effects still hold at that first check (704.3).
    combat = _ruled(
        "my opponent controls Platinum Angel and is at -3 life. I am at 12 life. I take 12 "
        "combat damage and my opponent's Platinum Angel is dealt lethal damage"
    )
    assert combat.results == {"me": "lost", "opponent": "won"}


def test_a_spell_cast_before_keeps_what_the_engine_follows_and_refuses_the_rest() -> None:
    """Angel's Grace cast this turn: its can't-lose and can't-win are the engine's; its life
    floor is not, so beside a life total it is still refused."""
    door = _ruled(
        "I cast Angel's Grace this turn. then my opponent's Door to Nothingness says I lose"
    )
    assert door.status == "ongoing" and "Angel's Grace" in door.explanation
    lab = _ruled(
        "my opponent cast Angel's Grace this turn and I control Laboratory Maniac. I draw from "
        "an empty library"
    )
    assert lab.status == "ongoing" and "can't win the game" in lab.explanation
    assert _refused("I cast Angel's Grace and I take 25 damage").kind is Refusal.CARD_NOT_JUDGED
    # A card whose losing trigger the engine follows keeps its can't-lose; what a change of
    # life does to it (Lich's Mastery exiles what its controller chooses) stays refused.
    assert _ruled("I control Lich's Mastery and I am at 0 life").status == "ongoing"
    mastery = _refused("I control Lich's Mastery. I lose 3 life")
    assert mastery.kind is Refusal.CARD_NOT_JUDGED
    # A permanent said to be used is its user's, its effects in force.
    jace = _ruled(
        "I use Jace, Wielder of Mysteries's -8: I draw from an empty library and an effect says "
        "I win"
    )
    assert jace.results == {"me": "won", "opponent": "lost"}
    assert "replaces your draw from an empty library with a win" in jace.text()
    # Leaving "by" something is leaving.
    gone = _ruled(
        "my opponent controls Platinum Angel and is at -2 life. then Platinum Angel is destroyed "
        "by Naturalize"
    )
    assert gone.results == {"me": "won", "opponent": "lost"}


def test_a_spell_named_by_it_resolves_is_countered_or_is_copied() -> None:
    """ "it resolves", "it is countered", "copy it with Twincast": the spell the sentence
    named before, on the stack or gone; what it does is what the words say."""
    second = _ruled(
        "I cast Approach of the Second Sun and it is countered. then I cast Approach of the "
        "Second Sun from my hand and it resolves and an effect says I win"
    )
    assert second.results == {"me": "won", "opponent": "lost"}
    copied = _ruled(
        "I cast Approach of the Second Sun and copy it with Twincast. I gain 7 life. then I gain "
        "7 life"
    )
    assert copied.status == "ongoing" and len(copied.understood["reports"]) == 2


def test_a_permanent_changing_hands() -> None:
    """Commander damage is counted per commander whoever controls it (MTG CR 903.10a); a card
    the engine follows works for its new controller."""
    stolen = _ruled(
        "magic commander: 3 players: player a, player b, player c. player a's commander deals 10 "
        "combat damage to player b. then player c gains control of player a's commander and "
        "player a's commander deals 11 combat damage to player b"
    )
    assert stolen.results == {"player a": "playing", "player b": "lost", "player c": "playing"}
    angel = _ruled(
        "I control Platinum Angel and I am at 5 life. my opponent gains control of Platinum "
        "Angel and I take 5 damage"
    )
    assert angel.results == {"me": "lost", "opponent": "won"}


def test_a_loop_with_an_optional_action_is_no_draw() -> None:
    """MTG CR 104.4b: only a loop of mandatory actions is a draw."""
    loop = _ruled(
        "player 1's Masticore and player 2's Sasaya, Orochi Ascendant keep responding to each "
        "other in a loop of optional actions"
    )
    assert loop.status == "ongoing" and "MTG CR 104.4b" in loop.explanation
    assert _ruled("the game is in a loop of mandatory actions").status == "over"
    stopped = _ruled(
        "my opponent's Teferi, Hero of Dominaria and my Nexus of Fate are in a loop that "
        "includes my opponent's optional action. then my opponent stops and draws from an "
        "empty library"
    )
    assert stopped.results == {"me": "won", "opponent": "lost"}


EMPTY_LIBRARY = [
    "my library is empty",
    "my opponent draws the last card of his library and his library is empty",
    "alice is at 3 life and alice's deck is out of cards",
    "I have no cards left in my library, do I lose?",
]


@pytest.mark.parametrize("text", EMPTY_LIBRARY)
def test_an_empty_library_ends_nothing_until_its_player_would_draw(text: str) -> None:
    """MTG CR 704.5b: a player loses for drawing from an empty library, not for having one."""
    ruling = _ruled(text)
    assert ruling.status == "ongoing" and "MTG CR 704.5b" in ruling.explanation
    assert "lost" not in ruling.results.values()
    drawn = _ruled("my library is empty. then I draw from an empty library")
    assert drawn.results == {"me": "lost", "opponent": "won"}
    # An empty library said beside a loss changes nothing of it.
    assert _ruled("my library is empty and I am at 0 life").results == {
        "me": "lost",
        "opponent": "won",
    }
    # A draw after the library was said to be empty is a draw from it (MTG CR 121.4).
    assert _ruled("my library is empty. I draw a card").results == {"me": "lost", "opponent": "won"}


def test_playing_a_land_ends_nothing_and_is_read_beside_what_does() -> None:
    ruling = _ruled("alice plays a Forest and alice takes 3 damage")
    assert _events(ruling) == [[{"event": "life", "player": "alice", "delta": -3}]]
    assert _ruled("my opponent played a land. then my opponent is at 0 life").results == {
        "me": "won",
        "opponent": "lost",
    }
    # By itself it ends nothing, and the answer says so (rulings.md: "a situation that ends
    # nothing says so").
    alone = _ruled("alice plays a Forest")
    assert alone.status == "ongoing" and "Nothing said ends the game" in alone.explanation


def test_a_card_that_enters_under_a_players_control_without_being_cast() -> None:
    """Phage's trigger, written out: its controller loses (MTG CR 104.3e), unless a card in play
    says they can't (Platinum Angel)."""
    lost = _ruled(
        "Phage the Untouchable enters under bob's control without being cast from a hand and "
        "an effect says bob loses"
    )
    assert lost.results == {"bob": "lost", "opponent": "won"}
    angel = _ruled(
        "I control Platinum Angel. Phage the Untouchable enters the battlefield under my control "
        "without being cast and an effect says I lose"
    )
    assert angel.status == "ongoing"
    # Phage's loss left unsaid is never taken as nothing happening: the words say it was not
    # cast, so its trigger comes and its controller loses as it resolves.
    unsaid = _ruled(
        "Phage the Untouchable enters the battlefield under my control without being cast"
    )
    assert unsaid.results == {"me": "lost", "opponent": "won"}


def test_draws_at_once_with_a_win_instead_depend_on_whose_turn_it_is() -> None:
    """Two players drawing from empty libraries with Laboratory Maniac: the active player
    draws first and wins (MTG CR 101.4); the words rarely say whose turn it was."""
    ruling = _ruled(
        "my opponent and I each control Laboratory Maniac. I draw from an empty library and "
        "my opponent draws from an empty library"
    )
    assert ruling.status == "depends" and ruling.question is not None
    assert "Whose turn was it" in ruling.question
    cases = ruling.to_json()["cases"]
    assert [case["results"] for case in cases] == [
        {"me": "won", "opponent": "lost"},
        {"me": "lost", "opponent": "won"},
    ]
    # Without a win instead, both lose at the one check: nothing depends on the order.
    assert _ruled("alice and bob both draw from an empty library").results == {
        "alice": "drew",
        "bob": "drew",
    }


def test_whether_or_not_answers_both_cases() -> None:
    ruling = _ruled(
        "I control Platinum Angel and my opponent controls Platinum Angel. whether everyone "
        "agrees to a draw or not"
    )
    assert ruling.status == "depends"
    assert [(c["status"], c["results"]) for c in ruling.to_json()["cases"]] == [
        ("over", {"me": "drew", "opponent": "drew"}),
        ("ongoing", {"me": "playing", "opponent": "playing"}),
    ]


def test_a_card_is_never_a_player() -> None:
    refused = _refused("Worldgorger concedes")
    assert '"Worldgorger Dragon" is a card, not a player' in refused.message
    assert "Did you mean" not in refused.message


def test_a_source_of_damage_is_never_made_a_player() -> None:
    """ "takes 3 damage from Slagstorm" named a third player, Slagstorm, who won when alice and
    bob both went to 0 (the documented form of a real question, tappedout-what-can-cause-a-
    draw): a card in the catalogue is marked before names are read, and a name met first as
    what dealt damage is never a player of the game."""
    ruling = _ruled(
        "alice is at 3 life and bob is at 3 life. alice takes 3 damage from Slagstorm and bob "
        "takes 3 damage at the same time"
    )
    assert list(ruling.players) == ["alice", "bob"]
    assert ruling.results == {"alice": "drew", "bob": "drew"}
    assert [card["name"] for card in ruling.to_json()["cards"]] == ["Slagstorm"]
    # A capitalised name Arbiter does not know, met first as a source, may be a card or a
    # player: the answer asks, since either would change the outcome.
    unknown = _refused(
        "alice is at 3 life and carol is at 9 life. alice takes 3 damage from Zaprat"
    )
    assert 'whether "Zaprat" is a player or a card' in unknown.message
    # A name in lower case is a player, as names are typed in chat: the game goes on.
    bob = _ruled("alice is at 3 life and carol is at 9 life. alice takes 3 damage from bob")
    assert bob.results == {"alice": "lost", "carol": "playing", "bob": "playing"}
    # A player named before still deals damage as a player.
    named = _ruled("alice is at 9 life and bob is at 5 life. bob takes 5 damage from alice")
    assert list(named.players) == ["alice", "bob"] and named.results["bob"] == "lost"


def test_a_name_listed_after_a_card_is_a_card_not_a_player() -> None:
    """ "I control Platinum Angel and Zaprat and bob is at 20 life" made Zaprat a third player
    who shared bob's life total (and stayed in the game when bob lost)."""
    refused = _refused(
        "I control Platinum Angel and Zaprat and bob is at 20 life. bob loses 20 life"
    )
    assert refused.kind is Refusal.UNKNOWN_CARD and refused.cards == ("Zaprat",)
    # A player named after a card, with a verb of their own, is still a player.
    assert list(_ruled("I control Platinum Angel and Bob is at 3 life").players) == ["me", "Bob"]


def test_whose_turn_it_is_is_framing() -> None:
    ruling = _ruled(
        "magic commander: 3 players: me, alice, bob. during alice's turn alice concedes"
    )
    assert ruling.results == {"me": "playing", "alice": "lost", "bob": "playing"}
    assert "during alice's turn" in ruling.skipped


def test_a_card_text_quoted_is_what_an_effect_says_one_sentence_after_the_other() -> None:
    ruling = _ruled(
        'If a card were worded, "Target opponent loses the game. You lose the game", if it were '
        "a two-player game, would you win the game, lose the game, or would the game tie?"
    )
    assert ruling.results == {"opponent": "lost", "me": "won"}
    assert ruling.too_late == ("an effect says you lose the game",)


# -- players who have left -----------------------------------------------------------------------


def test_what_would_happen_to_a_player_who_has_left_could_not_happen() -> None:
    ruling = _ruled(
        "3 players: player a, player b, player c. player b is at 10 life. player b loses 10 "
        "life. then player b loses 12 life"
    )
    assert ruling.results == {"player a": "playing", "player b": "lost", "player c": "playing"}
    assert "could not happen" in ruling.explanation and "had already left" in ruling.explanation


def test_a_card_of_a_player_who_has_left_leaves_with_them() -> None:
    """MTG CR 800.4a: what a departed player owns leaves the game with them, and their spells
    and abilities on the stack cease to exist; the engine is given the trigger as theirs and
    lets it do nothing (it was refused as 'not judged yet')."""
    ruling = _ruled(
        "magic commander: 3 players: me, player a, player b. I am at 5 life. player a controls "
        "player b's Sanguine Bond. player b concedes. then Sanguine Bond triggers and I lose 40 "
        "life"
    )
    assert ruling.results == {"me": "playing", "player a": "playing", "player b": "lost"}
    assert "MTG CR 800.4a" in ruling.citations
    assert "ceased to exist when player b left the game" in ruling.explanation
    # Its half of a pair of feeding triggers begins as it is controlled (loss_from_gain).
    assert _events(ruling)[1][0]["effect"] == "loss_from_gain"
    assert _events(ruling)[3][0]["event"] == "trigger"
    spell = _ruled(
        "3 players: player a, player b, player c. player a is at 0 life. then player a's spell "
        "on the stack deals 3 damage to player b"
    )
    assert spell.results["player b"] == "playing" and spell.results["player a"] == "lost"


# -- depends ---------------------------------------------------------------------------------


def test_whether_an_unknown_card_acted_with_the_damage_or_as_a_trigger_depends() -> None:
    ruling = _ruled("I am at 3 life. I take 3 combat damage and gain 3 life from Vampiric Link")
    assert ruling.status == "depends" and ruling.question is not None
    assert "triggered ability" in ruling.question and "Vampiric Link" in ruling.question
    (with_it, after_it) = ruling.to_json()["cases"]
    assert (with_it["status"], with_it["results"]) == (
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    )
    assert (after_it["status"], after_it["results"]) == ("over", {"me": "lost", "opponent": "won"})
    assert set(with_it) == {"if", "status", "results", "citations"}
    assert ruling.results == {}  # no player's result is the same in both
    # "understood" is the first case's reading: the gain with the damage.
    assert _events(ruling)[1] == [
        {"event": "life", "player": "me", "delta": -3},
        {"event": "life", "player": "me", "delta": 3},
    ]


def test_whether_two_moments_were_one_depends_on_when() -> None:
    ruling = _ruled("alice concedes when bob goes to 0 life")
    assert ruling.status == "depends"
    assert ruling.question == (
        'Did "alice concedes" happen at the same time as "bob goes to 0 life" (before the game '
        "was next checked for a winner), or after it?"
    )
    assert [case.results for case in ruling.cases] == [
        {"alice": "lost", "bob": "won"},
        {"alice": "won", "bob": "lost"},
    ]
    assert _ruled("alice concedes after bob goes to 0 life").results == {
        "alice": "won",
        "bob": "lost",
    }


def test_results_hold_only_what_every_case_agrees_on() -> None:
    ruling = _ruled(
        "3 players: alice, bob, carol. carol concedes. alice is at 3 life. alice takes 3 "
        "combat damage and gains 3 life from Vampiric Link"
    )
    assert ruling.status == "depends"
    assert ruling.results == {"carol": "lost"}
    assert set(ruling.citations) <= set(ruling.cases[0].citations) & set(ruling.cases[1].citations)


def test_an_open_question_that_changes_nothing_is_no_depends() -> None:
    ruling = _ruled(
        "bob is at 10 life. bob takes 3 combat damage and gains 3 life from Vampiric Link"
    )
    assert ruling.status == "ongoing" and ruling.question is None
    assert "does not change the outcome" in ruling.explanation
    # His total never said: at 3 or less, a trigger after the damage would come too late, so
    # the open moment matters after all, and both things are asked.
    refused = _refused("bob takes 3 combat damage and gains 3 life from Vampiric Link")
    assert refused.kind is Refusal.DEPENDS_TWICE


def test_two_open_questions_are_refused_asking_for_sentences() -> None:
    refused = _refused("alice concedes when bob goes to 0 life when carol concedes")
    assert "more than two moments" in refused.message


# -- a question about a rule ------------------------------------------------------------------


def test_a_question_about_a_rule_goes_to_the_rules_index() -> None:
    vitae = _refused("terrus: what's the starting vitae?")
    assert vitae.kind is Refusal.RULE_QUESTION and vitae.rules[0] == "Terrus 4.3"
    assert "Terrus 4.3 (Starting vitae)" in vitae.message
    cards = _refused("how many cards do we draw")
    assert cards.kind is Refusal.RULE_QUESTION
    assert "not an answer" in cards.message and "quick rulings say who wins" in cards.message


# -- the asker -----------------------------------------------------------------------------------


def test_the_asker_is_you_in_words_and_their_name_in_json() -> None:
    ruling = _ruled("I'm at 0 life and my opponent concedes", asker="Ann")
    text = ruling.text()
    assert "2 players: Ann (you), opponent" in text
    assert "your life becomes 0; opponent concedes" in text
    assert "you win: all of your opponents have left the game" in text
    answer = ruling.to_json()
    assert answer["asker"] == "Ann" and answer["results"] == {"Ann": "won", "opponent": "lost"}
    me = _ruled("I concede").to_json()
    assert me["asker"] == "me" and me["players"] == ["me", "opponent"]


def test_a_game_arbiter_does_not_know_is_refused_listing_the_games() -> None:
    for options in ({"game": System("pokemon")}, {"default_game": System("pokemon")}):
        refused = rule_on("alice concedes", **options)  # type: ignore[arg-type]
        assert isinstance(refused, NoRuling)
        assert refused.message.startswith("Unknown game 'pokemon': choose Grand Archive")


def test_what_a_known_card_does_by_a_trigger_comes_after_the_checkpoint() -> None:
    """Spirit Link's life gain and Marsh Viper's poison are triggers (MTG CR 603.3): the
    damage is checked before they resolve; lifelink's gain comes with the damage."""
    spirit = _ruled(
        "alice is at 2 life. alice takes 2 combat damage and gains 2 life from Spirit Link"
    )
    assert _events(spirit)[1] == [{"event": "life", "player": "alice", "delta": -2}]
    assert spirit.results["alice"] == "lost"
    linked = _ruled(
        "alice is at 2 life. alice takes 2 combat damage and gains 2 life from lifelink"
    )
    assert linked.results["alice"] == "playing"
    viper = _ruled("bob has 9 poison. bob takes 1 combat damage and gets 1 poison from Marsh Viper")
    assert _events(viper)[1:] == [
        [{"event": "life", "player": "bob", "delta": -1}],
        [{"event": "poison", "player": "bob", "delta": 1}],
    ]


SENTENCE_ADVERBS = ["Finally", "Lastly", "Also", "Additionally", "However", "Secondly"]


@pytest.mark.parametrize("adverb", SENTENCE_ADVERBS)
def test_a_sentence_adverb_before_a_comma_is_framing_never_a_player(adverb: str) -> None:
    # "Finally, if you control ..." once made a player named "Finally".
    ruling = _ruled(f"{adverb}, if my opponent is at 0 life and I concede, who wins?")
    assert sorted(ruling.players) == ["me", "opponent"]
    assert ruling.results == {"opponent": "won", "me": "lost"}  # a concession acts at once


def test_finally_before_a_card_question_leaves_the_asker_and_their_opponent() -> None:
    ruling = _ruled("Finally, if I control Platinum Angel and I am at 0 life, do I lose?")
    assert ruling.results == {"me": "playing", "opponent": "playing"}  # was "Finally": playing
