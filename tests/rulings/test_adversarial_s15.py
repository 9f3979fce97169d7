"""Questions typed as players type them that Arbiter answered confidently wrong (issue #31,
the session-15 adversarial pass): each wrong reading, its paraphrases, and the near readings
that must still be read. Each is read right, answered "depends" or refused, never wrong."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

# -- a card said in play and said to leave in ONE sentence --------------------------------------

# "I control Platinum Angel, and it dies": the Angel's effects began and ended in one report,
# and the leaving was dropped as "not in force" (the engine saw no effect yet): at 0 life the
# asker stayed in, 'nobody has won or lost yet'. Without the Angel, 0 life loses (704.5a).
IN_PLAY_THEN_GONE = [
    ("I'm at 0 life and I control Platinum Angel, and it dies.", {"me": "lost"}),
    ("I'm at 0 life and I control Platinum Angel, but it dies.", {"me": "lost"}),
    ("I control Platinum Angel, but it dies. I am at 0 life.", {"me": "lost"}),
    ("bob is at 0 life and bob controls Platinum Angel and it is destroyed", {"bob": "lost"}),
    (
        "carol controls Platinum Angel, carol is at -2 life, and carol sacrifices it.",
        {"carol": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "lost"), IN_PLAY_THEN_GONE)
def test_a_card_in_play_then_gone_in_one_sentence_is_gone(text: str, lost: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert {p: r for p, r in ruling.results.items() if r == "lost"} == lost


# Near misses: said in play and not gone, it still keeps its controller in.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 0 life and I control Platinum Angel.",
        "I'm at 0 life and I control Platinum Angel, and bob's Grizzly Bears dies.",
    ],
)
def test_a_card_in_play_not_said_gone_still_holds(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results.get("me") == "playing"


# -- a permanent said to leave that names no card known, beside a card that keeps a player in ---

# "My creature dies", "every artifact is exiled" named no card it knows: read as some other
# card, the Angel's effects went on and its controller stayed in at 0 life. Which card left
# decides it.
MAY_BE_THE_ANGEL = [
    ("I control Platinum Angel. I am at 0 life. My creature dies.", "My creature"),
    ("I control Platinum Angel. I am at 0 life. My only creature is exiled.", "My only creature"),
    ("I control Platinum Angel. I am at 0 life. All creatures are destroyed.", "All creatures"),
    ("bob controls Platinum Angel and is at -3 life. Every artifact is exiled.", "Every artifact"),
    ("I control Platinum Angel. I am at 0 life. My opponent destroys my permanent.", "permanent"),
]


@pytest.mark.parametrize(("text", "words"), MAY_BE_THE_ANGEL)
def test_a_permanent_that_may_be_the_card_held_leaving_is_refused(text: str, words: str) -> None:
    told = _refused(text)
    assert "I could not tell whether" in told.message
    assert words in told.message
    assert "Platinum Angel dies" in told.message


# Near misses: another player's creature, a card Arbiter knows by name, or a card that cannot
# be the Angel, still read.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("I control Platinum Angel. I am at 0 life. My opponent's creature dies.", "playing"),
        ("I control Platinum Angel. I am at 0 life. My angel is exiled.", "lost"),
        # one capitalised word of the card's name is that card, as "my angel" is (session 17)
        ("I control Platinum Angel. I am at 0 life. My Angel is exiled.", "lost"),
        ("I control Platinum Angel. I am at 0 life. Platinum Angel is destroyed.", "lost"),
        ("I'm at 0 life. My creature dies.", "lost"),
    ],
)
def test_a_permanent_that_cannot_be_the_card_held_still_reads(text: str, me: str) -> None:
    ruling = _ruled(text)
    assert ruling.results["me"] == me


# -- life paid from a total never said --------------------------------------------------------

# A player pays life only with a life total at least the amount (MTG CR 119.4): "I pay 2 life"
# with the total unsaid depended on "you had 2 life or less", a case with totals (1) the
# payment could not have come from. The losing case is exactly the amount.
PAID_UNSAID = [
    ("I pay 2 life.", "me", "you had exactly 2 life"),
    ("My opponent pays 4 life. Does he lose?", "opponent", "opponent had exactly 4 life"),
    ("I gain 5 life, then I pay 7 life.", "me", "you had exactly 2 life"),
    ("bob pays 3 life", "bob", "bob had exactly 3 life"),
]


@pytest.mark.parametrize(("text", "payer", "losing"), PAID_UNSAID)
def test_life_paid_from_a_total_unsaid_depends_only_on_totals_that_can_pay(
    text: str, payer: str, losing: str
) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    conditions = {case.condition: case.results[payer] for case in ruling.cases}
    assert conditions[losing] == "lost"
    assert not any("or less" in (condition or "") for condition in conditions)


# Damage (not a payment) from a total unsaid keeps its lowest case: any total can take it.
def test_damage_from_a_total_unsaid_still_reaches_every_total() -> None:
    ruling = _ruled("I take 2 damage.")
    assert "you had 2 life or less" in {case.condition for case in ruling.cases}


# -- two players' spells in one sentence, neither said to be in response ------------------------

# "alice bolts bob and bob bolts alice": both were on the stack, and the spell cast last
# resolves first (MTG CR 405.5); the words do not say which. It was read in the order written
# (alice's first: 'alice wins'), a confident order the asker never gave.
BOTH_CAST = [
    (
        "alice is at 3 life and bob is at 3 life. alice bolts bob and bob bolts alice",
        ('"alice bolts bob" resolved first', {"alice": "won", "bob": "lost"}),
        ('"bob bolts alice" resolved first', {"alice": "lost", "bob": "won"}),
    ),
    (
        "I'm at 3 and my opponent is at 2. He bolts me and I shock him.",
        ('"He bolts me" resolved first', {"me": "lost", "opponent": "won"}),
        ('"I shock him" resolved first', {"me": "won", "opponent": "lost"}),
    ),
    (
        "carol is at 2 life. dave is at 2 life. carol Shocks dave and dave Shocks carol.",
        ('"carol Shocks dave" resolved first', {"carol": "won", "dave": "lost"}),
        ('"dave Shocks carol" resolved first', {"carol": "lost", "dave": "won"}),
    ),
]


@pytest.mark.parametrize(("text", "one", "other"), BOTH_CAST)
def test_two_players_spells_in_one_sentence_depend_on_which_resolved_first(
    text: str, one: tuple[str, dict[str, str]], other: tuple[str, dict[str, str]]
) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    assert {case.condition: case.results for case in ruling.cases} == dict([one, other])
    assert ruling.question is not None and "MTG CR 405.5" in ruling.question


# Said in response, or after "then", the order is told; an order that does not matter is no
# question; more said beside them asks for the order. In sentences of their own with nothing
# said of the order, a spell cast back at its caster may be a response (session 27,
# test_quirks_s27.py): a case for each.
def test_two_spells_with_their_order_told_read_as_told() -> None:
    ruling = _ruled(
        "alice is at 3 life and bob is at 3 life. alice bolts bob and bob bolts alice in response"
    )
    assert ruling.results == {"alice": "lost", "bob": "won"}
    ruling = _ruled(
        "alice is at 3 life and bob is at 3 life. alice bolts bob. then bob bolts alice."
    )
    assert ruling.results == {"alice": "won", "bob": "lost"}
    ruling = _ruled("alice is at 3 life and bob is at 3 life. alice bolts bob. bob bolts alice.")
    assert ruling.depends and ruling.results == {}
    ruling = _ruled(
        "alice is at 20 life and bob is at 20 life. alice bolts bob and bob bolts alice"
    )
    assert not ruling.depends and ruling.status == "ongoing"
    told = _refused(
        "I'm at 3 and my opponent is at 3. He bolts me and I bolt him and he takes 3 damage."
    )
    assert "Which resolved first" in told.message


# -- what did not happen, or was only meant ---------------------------------------------------

# "would have taken", "could have dealt", "should have lost" (what did not happen), "was going
# to" (what was meant), and a source that only plans, intends, threatens, pretends, hopes or is
# trying to act: each was read as the event done ('you lose' at 3 life). "alice would have taken
# 20 damage" was pinned as read among the tenses (tests/rulings/test_chat_reading.py): it now
# stands here, refused.
NOT_HAPPENED = [
    "I'm at 3 life. My opponent plans to deal 3 damage to me.",
    "I'm at 3 life. My opponent intends to deal 3 damage to me.",
    "bob is at 2 life. alice threatens to deal 2 damage to bob.",
    "I'm at 3 life. My opponent pretends to deal 3 damage to me.",
    "I'm at 3 life. My opponent hopes to deal 3 damage to me.",
    "I'm at 3 life. My opponent is trying to deal 3 damage to me.",
    "I'm at 3 life. My opponent is able to deal 3 damage to me.",
    "I'm at 3 life. My opponent would have dealt 3 damage to me.",
    "I'm at 3 life. I would have taken 3 damage.",
    "alice would have taken 20 damage",
    "I'm at 3 life. I would've lost 3 life.",
    "I'm at 3 life. I should have lost 3 life.",
    "I'm at 3 life. My opponent could have dealt 3 damage to me.",
    "I'm at 3 life. I was going to lose 3 life.",
    "I'm at 3 life. My opponent was about to deal 3 damage to me.",
    # "should": what someone expected or advised ("should concede" was a concession: 'you win')
    "I'm at 3 life. My opponent should concede. I take 3 damage.",
    "I'm at 3 life. My opponent should lose 3 life.",
    "bob is at 2 life. alice should deal 2 damage to bob.",
]


@pytest.mark.parametrize("text", NOT_HAPPENED)
def test_what_did_not_happen_or_was_only_meant_is_never_read_as_done(text: str) -> None:
    _refused(text)


# Done by then ("has taken", "had taken", "must have taken", "I've lost") still reads as done.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life. I have taken 3 damage.",
        "I'm at 3 life. I had taken 3 damage.",
        "I'm at 3 life. I must have taken 3 damage.",
        "I'm at 3 life. I've lost 3 life.",
        "I'm at 3 life. My opponent has dealt 3 damage to me.",
    ],
)
def test_what_was_done_by_then_still_reads(text: str) -> None:
    assert _ruled(text).results["me"] == "lost"


# -- a permanent spell said countered ----------------------------------------------------------

# "I cast Platinum Angel and it gets countered": a countered spell never resolves and none of
# its effects begin (MTG CR 701.6a, 608.2); the Angel's were kept as cast ('nobody has won or
# lost yet' at 0 life). Never read as in play now (refused: Arbiter does not follow a card that
# never arrived beside the rest).
COUNTERED_PERMANENT = [
    "I'm at 1 life. I cast Platinum Angel and it gets countered. My opponent deals 1 damage to me.",
    "I'm at 1 life. I cast Platinum Angel. It is countered. My opponent deals 1 damage to me.",
    "bob is at 2 life. bob casts Platinum Angel and it is countered. alice deals 2 damage to bob.",
]


@pytest.mark.parametrize("text", COUNTERED_PERMANENT)
def test_a_permanent_spell_said_countered_never_keeps_its_caster_in(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert (
        isinstance(answer, NoRuling)
        or answer.results.get("me", answer.results.get("bob")) == "lost"
    )


# Cast and not said countered, its effects are in force as before.
def test_a_permanent_spell_cast_not_countered_is_in_force() -> None:
    ruling = _ruled("I'm at 1 life. I cast Platinum Angel. My opponent deals 1 damage to me.")
    assert ruling.results["me"] == "playing"


# -- a commander's combat damage is damage ------------------------------------------------------

# A commander's combat damage to a player is counted as that commander's (903.10a) AND is damage:
# the player loses that much life (120.3a). It was counted only: "I'm at 5 life. bob's
# commander deals 10 combat damage to me" went on ('nobody has won or lost yet').
COMMANDER_HITS = [
    (
        "We're playing 2 player commander. I'm at 5 life. bob's commander deals 10 combat damage"
        " to me.",
        "me",
    ),
    ("magic commander: alice is at 8 life. alice takes 8 commander damage from bob", "alice"),
    (
        "magic commander: 3 players: alice, bob, carol. carol is at 15 life. alice's commander"
        " deals 10 combat damage to carol. bob's commander deals 11 combat damage to carol.",
        "carol",
    ),
]


@pytest.mark.parametrize(("text", "loser"), COMMANDER_HITS)
def test_a_commanders_combat_damage_is_life_lost_too(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert ruling.results[loser] == "lost"


# Its life never said, the answer depends on it; a total it "has dealt" this game is counted
# only (the life it took is in the total said); 21 from one commander loses whatever the life.
def test_a_commanders_damage_with_life_unsaid_depends_and_a_total_so_far_is_counted_only() -> None:
    ruling = _ruled(
        "We're playing 2 player commander. bob's commander deals 10 combat damage to me."
    )
    assert {c.condition: c.results["me"] for c in ruling.cases} == {
        "you had more than 10 life": "playing",
        "you had 10 life or less": "lost",
    }
    ruling = _ruled(
        "We're playing 2 player commander. I'm at 5 life. bob's commander has dealt 20 combat"
        " damage to me."
    )
    assert ruling.results["me"] == "playing"
    ruling = _ruled(
        "magic commander: alice is at 40 life. bob's commander deals 21 damage to alice"
    )
    assert ruling.results["alice"] == "lost"


# A player's commander named by no card ("bob's commander", "his general") dealing combat damage
# is counted as that commander's (903.10a): "I take 21 combat damage from bob's commander" was
# life lost only ('you had more than 21 life' went on). Whether it was combat damage unsaid,
# or "it" dealing "more" damage, is asked; noncombat damage is life lost only.
@pytest.mark.parametrize(
    "text",
    [
        "We're playing 2 player commander. I take 21 combat damage from bob's commander.",
        "We're playing 2 player commander. I'm at 40. bob's general deals 21 combat damage to me.",
        "magic commander: I'm at 30. I take 11 combat damage from bob's commander. then I take 10"
        " combat damage from bob's commander.",
    ],
)
def test_combat_damage_from_a_players_commander_is_counted(text: str) -> None:
    ruling = _ruled(text)
    assert not ruling.depends and ruling.results["me"] == "lost"


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        (
            "We're playing 2 player commander. I'm at 40. I take 21 damage from bob's commander.",
            "combat",
        ),
        (
            "We're playing 2 player commander. I have taken 20 damage from bob's commander. bob's"
            " commander deals 1 combat damage to me.",
            "combat",
        ),
        (
            "We're playing 2 player commander. bob's commander has dealt 20 damage to me. It deals"
            " 1 more damage to me.",
            'what "it" is',
        ),
    ],
)
def test_a_commanders_damage_of_unsaid_kind_or_source_is_asked(text: str, asked: str) -> None:
    told = _refused(text)
    assert asked in told.message and "MTG CR 903.10a" in told.message


def test_noncombat_damage_from_a_commander_is_life_lost_only() -> None:
    ruling = _ruled(
        "We're playing 2 player commander. I'm at 40. bob's commander deals 21 noncombat damage"
        " to me."
    )
    assert ruling.results["me"] == "playing"


# -- an amount of damage dealt to a card that keeps a player in --------------------------------


# "Platinum Angel is dealt 4 damage": whether it is destroyed turns on its toughness (704.5g);
# the damage was dropped and the Angel kept its controller in. With the card's toughness known
# (card data, merged from the counts-and-combat branch) 4 damage destroys it; 2 combat damage,
# with what else dealt damage to it unsaid, is asked.
def test_damage_dealt_to_a_card_held_is_judged_by_its_toughness_or_asked() -> None:
    ruling = _ruled("I control Platinum Angel. I am at 0 life. Platinum Angel is dealt 4 damage.")
    assert ruling.results["me"] == "lost"
    told = _refused(
        "bob controls Platinum Angel and is at -1 life. Platinum Angel was dealt 2 combat damage."
    )
    assert "toughness" in told.message


def test_lethal_damage_to_it_still_reads() -> None:
    ruling = _ruled(
        "I control Platinum Angel. I am at 0 life. Platinum Angel is dealt lethal damage."
    )
    assert ruling.results["me"] == "lost"


# Damage to an Angel nobody is said to control: the asker, at 5 life, plays on whoever held it,
# but whose Angel it was and the opponent's life are not said, and they decide the opponent: his
# Angel leaving at 0 life loses him the game (704.5a), at 3 life it ends nothing. A ruling would
# guess one of them; Arbiter says it cannot judge the Angel beside what happens (the one safe
# answer it has: it cannot answer "you play on; your opponent depends on ...").
def test_damage_to_a_card_not_held_is_refused_as_whose_and_what_life_decide_it() -> None:
    unheld = _refused("I am at 5 life. Platinum Angel is dealt 4 damage.")
    assert unheld.kind is Refusal.CARD_NOT_JUDGED
    assert unheld.cards == ("Platinum Angel",)
    assert "cannot yet judge it" in unheld.message
    his_at_0 = _ruled(
        "I am at 5 life. My opponent controls Platinum Angel. He is at 0 life. Platinum Angel "
        "is dealt 4 damage."
    )
    assert his_at_0.results == {"me": "won", "opponent": "lost"}
    his_at_3 = _ruled(
        "I am at 5 life. My opponent controls Platinum Angel. He is at 3 life. Platinum Angel "
        "is dealt 4 damage."
    )
    assert his_at_3.results == {"me": "playing", "opponent": "playing"}


# -- a card's name used as a verb, quoted back -------------------------------------------------


# The answer quoted "bob Shocks alice" back as "bob Shock alice" (the card's name in place of
# the verb as written), in what could not happen and in what it could not read.
def test_a_spell_said_as_a_verb_is_quoted_as_written() -> None:
    ruling = _ruled("alice is at 3 life and bob is at 3 life. alice bolts bob. bob Shocks alice.")
    assert ruling.too_late == ("bob Shocks alice",)
    assert '"bob Shocks alice"' in ruling.explanation
    told = _refused("My opponent is at 3 life. I bolt him twice.")
    assert '"I bolt him twice"' in told.message


# -- a player named by what they are doing, beside players named otherwise --------------------


# "the active player" beside player A and player B was read as a third player (who lost at 3
# life in one case of a "depends"); it is one of them, which the words do not say.
@pytest.mark.parametrize(
    "text",
    [
        "Player A is at 3 life and player B is at 3. The active player takes 3 damage.",
        "I'm at 3 life. The active player takes 3 damage.",
        "alice is at 2 life and bob is at 2 life. The defending player takes 2 damage.",
    ],
)
def test_a_player_named_by_what_they_do_beside_named_players_is_asked(text: str) -> None:
    told = _refused(text)
    assert "I could not tell who" in told.message


def test_players_named_only_by_what_they_do_still_read() -> None:
    ruling = _ruled(
        "The active player is at 3 life and the nonactive player is at 5. The active player"
        " takes 3 damage."
    )
    assert ruling.results == {"active player": "lost", "nonactive player": "won"}


# -- a card said held after the game would already have ended ---------------------------------

# "I'm at 0 life. I control Platinum Angel." is how people tell a board; it was read as the
# Angel arriving after the checkpoint that ended the game: 'you lose', the Angel 'too late'.
# Whether it held then decides it: asked, with the order that reads it.
HELD_AFTER_THE_END = [
    "I'm at 0 life. I control Platinum Angel.",
    "I'm at 0 life. I control Platinum Angel. Do I lose?",
    "My opponent is at 0 life. He controls Platinum Angel. Do I win?",
    "I have 10 poison counters. I control Platinum Angel.",
    "I'm at 1 life. I take 1 damage. I control Platinum Angel.",
    "My library is empty. I draw a card. I control Laboratory Maniac.",
]


@pytest.mark.parametrize("text", HELD_AFTER_THE_END)
def test_a_card_held_said_after_the_game_would_have_ended_is_asked(text: str) -> None:
    told = _refused(text)
    assert "after the game would already have ended" in told.message


# Said first, it reads; an event said after the end is still too late.
def test_a_card_held_said_first_reads_and_an_event_after_the_end_is_too_late() -> None:
    assert _ruled("I control Platinum Angel. I'm at 0 life.").results["me"] == "playing"
    ruling = _ruled("I'm at 0 life. I cast Lightning Bolt at my opponent.")
    assert ruling.results["me"] == "lost" and ruling.too_late


# The same after what it may have changed, the game not over: "bob is at 2 life. I gain 2 life.
# I control Sanguine Bond." was read as the Bond arriving after the gain ('nobody has won or
# lost'); "I bolt myself. I control Soulfire Grand Master." depended on a total its lifelink
# makes no matter.
@pytest.mark.parametrize(
    "text",
    [
        "bob is at 2 life. I gain 2 life. I control Sanguine Bond.",
        "My opponent is at 1 life. I gain 1 life. I have Sanguine Bond in play.",
        "My opponent is at 3 life. I bolt myself. I control Soulfire Grand Master.",
    ],
)
def test_a_card_held_said_after_what_it_may_have_changed_is_asked(text: str) -> None:
    told = _refused(text)
    assert "is said after what it may have changed" in told.message


# Said first, or after only totals, it reads as told.
def test_a_card_held_said_before_the_change_or_after_totals_reads() -> None:
    ruling = _ruled("I'm at 3 life. I control Soulfire Grand Master. I bolt myself.")
    assert ruling.results["me"] == "playing"
    ruling = _ruled("bob is at 3 life. I control Platinum Angel. I'm at 0 life.")
    assert ruling.results["me"] == "playing"


# -- "both" where more than two still play ------------------------------------------------------


# "alice, bob and carol are at 3. Both take 3 damage" was all three (a draw); "alice deals 3
# damage to both" was alice too. Which two is not said. Where two are left ("alice concedes.
# both players go to 0 life"), "both" is those two (tests/rulings/test_language.py).
@pytest.mark.parametrize(
    "text",
    [
        "alice is at 3, bob is at 3 and carol is at 3. Both take 3 damage.",
        "alice is at 3, bob is at 3 and carol is at 3. alice deals 3 damage to both.",
        "We're playing a 4 player game. We both take 3 damage.",
    ],
)
def test_both_where_more_than_two_play_is_asked(text: str) -> None:
    told = _refused(text)
    assert "I could not tell who" in told.message


def test_both_of_two_still_reads() -> None:
    assert _ruled("Both players are at 3 life. Both take 3 damage.").results == {
        "me": "drew",
        "opponent": "drew",
    }


# -- a card's own clause after it ("which dies", "and it has no abilities") --------------------


# ", which dies" after a card was skipped as a question ("which ...?") and "but it has no
# abilities" read as one more card held ("me controls it has no abilities"): the Angel stayed,
# its controller in at 0 life. Each is what happened to the card: never dropped.
@pytest.mark.parametrize(
    "text",
    [
        "I control Platinum Angel, which dies. I'm at 0 life.",
        "I control Platinum Angel, which my opponent exiles. I'm at 0 life.",
        "I control Platinum Angel but it has no abilities. I'm at 0 life.",
        "bob controls Platinum Angel and it loses all abilities. bob is at 0 life.",
    ],
)
def test_what_a_card_named_before_does_is_never_dropped(text: str) -> None:
    _refused(text)


def test_more_cards_held_after_and_still_read() -> None:
    ruling = _ruled("I control Platinum Angel and Lich's Mirror. I'm at 0 life.")
    assert ruling.results["me"] == "playing"
    ruling = _ruled("I'm at 0 life, but I control Platinum Angel.")
    assert ruling.results["me"] == "playing"


# -- "before it resolves": in response, said another way ----------------------------------------


# "My opponent bolts me. Before it resolves, I gain 3 life." was read after the Bolt ('you
# lose' at 3): the gain came while the Bolt was on the stack, so it resolves first (405.5).
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life. My opponent bolts me. Before it resolves, I gain 3 life.",
        "I'm at 3 life. My opponent bolts me. Before the bolt resolves, I gain 3 life.",
        "I'm at 3 life. My opponent bolts me. With the Bolt on the stack, I gain 3 life.",
        "bob is at 2 life. alice shocks bob. While it is on the stack, bob gains 1 life.",
    ],
)
def test_before_it_resolves_is_in_response(text: str) -> None:
    ruling = _ruled(text)
    assert "lost" not in ruling.results.values()


def test_after_it_resolves_still_comes_after() -> None:
    ruling = _ruled("I'm at 3 life. My opponent bolts me. After it resolves, I gain 3 life.")
    assert ruling.results["me"] == "lost"


# -- a trigger that proliferates on combat damage ---------------------------------------------


# Bloated Contaminator's trigger on its combat damage to a player proliferates (701.34a): the
# player it hit gets one more poison counter. It was left out: at 8 poison, 2 combat damage
# (toxic 1) went on at 9, though the trigger makes it 10 (104.3d).
def test_a_proliferating_trigger_on_combat_damage_adds_the_poison_counter() -> None:
    ruling = _ruled("I have 8 poison counters. I take 2 combat damage from Bloated Contaminator.")
    assert ruling.results["me"] == "lost"
    ruling = _ruled(
        "bob is at 20 life and has 7 poison counters. bob takes 4 combat damage from alice's"
        " Bloated Contaminator."
    )
    assert ruling.results["bob"] == "playing"  # 7 + 1 + 1 = 9
    # noncombat damage: no trigger, no toxic
    ruling = _ruled(
        "I'm at 5 life and have 9 poison counters. I take 1 noncombat damage from Bloated"
        " Contaminator."
    )
    assert ruling.results["me"] == "playing"


# -- a total as it is, said after a moment supposed -------------------------------------------


# "If my opponent shocks me and I shock him in response, who wins? He's at 2." gives the board
# the moment is supposed from; it was read as his total after both Shocks ('nobody has won'),
# the "If" sentence first joined to the one before it by its "in response". Asked, as a total
# as it was after its change is.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life. If my opponent shocks me and I shock him in response, who wins? He's at 2.",
        "If I shock my opponent, does he lose? He's at 2.",
        "What if I bolt my opponent? He is at 3 life.",
    ],
)
def test_a_total_said_after_a_moment_supposed_is_asked(text: str) -> None:
    told = _refused(text)
    assert "may be the total before it or after it" in told.message


def test_a_total_said_before_the_moment_supposed_reads() -> None:
    ruling = _ruled("He's at 2. If I shock my opponent, does he lose?")
    assert ruling.results["opponent"] == "lost"
    ruling = _ruled(
        "My opponent is at 2 life and I'm at 2 life. If he shocks me and I shock him in response,"
        " who wins?"
    )
    assert ruling.results == {"opponent": "lost", "me": "won"}


# -- a spell cast on an earlier turn whose effects last a turn --------------------------------


# "I cast Angel's Grace last turn. I'm at 0 life." kept its "can't lose this turn" in force
# ('nobody has won or lost'): cast on an earlier turn, that effect may have ended. Asked.
@pytest.mark.parametrize(
    "text",
    [
        "I cast Angel's Grace last turn. I'm at 0 life.",
        "I cast Angel's Grace two turns ago. I'm at 0 life.",
        "I cast Teferi's Protection last turn. I'm at 0 life.",
    ],
)
def test_a_spell_for_a_turn_cast_on_an_earlier_turn_is_asked(text: str) -> None:
    told = _refused(text)
    assert "earlier turn" in told.message


def test_a_spell_for_a_turn_cast_this_turn_still_holds() -> None:
    assert _ruled("I cast Angel's Grace this turn. I'm at 0 life.").results["me"] == "playing"
