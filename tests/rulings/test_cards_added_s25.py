"""Cards added in session 25 that people name when a game ends (issue #31;
bot/core/rulings/card_data/magic.json), each worded from public facts:

- Damage made larger while a permanent stays (Furnace of Rath, Dictate of the Twin Gods,
  Fiery Emancipation, Gratuitous Violence, Torbran, Thane of Red Fell), and damage dealt on
  each draw (Underworld Dreams): `ends_nothing` that `changes` life (and poison: infect's
  damage doubles too). Beside any change of life, poison or commander damage they are refused
  with the card named, never judged at the total the words give; beside a draw from an empty
  library alone the loss is judged (nothing of them stops it: a draw from an empty library
  draws no card, so Underworld Dreams does not trigger). Underworld Dreams is also a `damage`
  trigger on an event, as Psychosis Crawler is, so a draw from a library told with its count
  beside it is refused too (as `ends_nothing` alone it was "nobody has won or lost yet").
- Sheoldred, the Apocalypse (2 life gained on its controller's draw, 2 lost on an opponent's),
  as Underworld Dreams: refused beside a draw told or a change of life.
- A draw from a library that holds cards, beside a card whose trigger acts on each card drawn
  (`"on": "draw"`: Psychosis Crawler, Underworld Dreams, Sheoldred): the draw is no event the
  engine sees, so the trigger was judged as nothing ("My opponent is at 1 life. I control
  Psychosis Crawler. I have 3 cards in my library. I draw a card." was "nobody has won or lost
  yet"); refused, naming the card (library_draws.py). Told with what the trigger did after a
  spell's first draw, it is read as before (cast_draws.py).
- A life total set or exchanged (Sorin Markov's -3, Magister Sphinx, Blessed Wind, Repay in
  Kind; Mirror Universe, Magus of the Mirror, Soul Conduit): `sets_life` to a target or with a
  count Arbiter does not make (`lowest_total`, `exchanged`). Cast or activated with what it did
  unsaid, or beside a change of life, refused; an activated one (Sorin's, a Mirror's) was
  "nobody has won" where a player at 0 or less kept alive by Platinum Angel handed it on.
- Life gained (Chaplain's Blessing, Resolute Archangel): refused beside a change of life.
- Pyrohemia, 1 damage to each player per activation like Pestilence; Words of Worship, a draw
  replaced by 5 life like Words of War; Harmonize and Concentrate, three draws; Graveborn
  Muse, draws and life lost at its controller's upkeep, as many as their Zombies.
- Burn people cast at a game's end: Inferno (6 damage to each creature and each player),
  Rolling Earthquake (X to each player, read from "for 3" like Earthquake), Kaervek's Torch (X
  to any target).
- Creatures named in a fight by their printed stats (Ball Lightning, a 6/1 with trample and
  haste; Ornithopter, a 0/2 flier; Memnite, a 1/1): an attack left unblocked is read from
  them (combat_told.py).
"""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.cards import CardMatch, find_card
from tests.rulings.test_chat_reading import _refused, _ruled

MAGIC = System("magic")

ADDED = (
    "Furnace of Rath",
    "Dictate of the Twin Gods",
    "Fiery Emancipation",
    "Gratuitous Violence",
    "Torbran, Thane of Red Fell",
    "Underworld Dreams",
    "Sorin Markov",
    "Magister Sphinx",
    "Blessed Wind",
    "Repay in Kind",
    "Mirror Universe",
    "Magus of the Mirror",
    "Soul Conduit",
    "Resolute Archangel",
    "Chaplain's Blessing",
    "Pyrohemia",
    "Words of Worship",
    "Harmonize",
    "Concentrate",
    "Graveborn Muse",
    "Ball Lightning",
    "Ornithopter",
    "Memnite",
    "Inferno",
    "Rolling Earthquake",
    "Kaervek's Torch",
    "Sheoldred, the Apocalypse",
)


def test_every_added_card_is_found_by_its_own_name() -> None:
    found = {name: find_card(name, MAGIC) for name in ADDED}
    assert {
        name: match.card.name if isinstance(match, CardMatch) else None
        for name, match in found.items()
    } == {name: name for name in ADDED}


# -- damage made larger ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "Furnace of Rath is on the battlefield. My opponent is at 5 life. I Lightning Bolt "
            "him. Does he lose?",
            "Furnace of Rath",
        ),
        (
            "I control Dictate of the Twin Gods. My opponent is at 5 life and I cast Lightning "
            "Bolt targeting him.",
            "Dictate of the Twin Gods",
        ),
        (
            "My opponent has a Dictate of the Twin Gods out and I'm at 6 life. He casts Lava "
            "Spike at me. Am I dead?",
            "Dictate of the Twin Gods",
        ),
        (
            "I control Furnace of Rath. Bob is at 4 life and takes 2 damage.",
            "Furnace of Rath",
        ),
        (
            "Alice controls Fiery Emancipation. Bob is at 9 life. Alice casts Lightning Bolt at "
            "Bob.",
            "Fiery Emancipation",
        ),
        (
            "I have Gratuitous Violence. My opponent is at 6 life and takes 3 damage from my "
            "creature.",
            "Gratuitous Violence",
        ),
        (
            "I control Torbran, Thane of Red Fell. My opponent is at 4 life and I Shock him.",
            "Torbran, Thane of Red Fell",
        ),
        # Infect's damage doubled too: 2 poison counters, not 1.
        (
            "Furnace of Rath is on the battlefield. I have 8 poison counters. Blighted Agent "
            "deals 1 damage to me. Do I lose?",
            "Furnace of Rath",
        ),
        # Life paid is no damage, but it is a change of life beside the card: refused all the
        # same, never judged as if the card were not there.
        (
            "My opponent controls Furnace of Rath. I'm at 3 life and I pay 2 life.",
            "Furnace of Rath",
        ),
        # Life gained or exchanged beside damage.
        ("I'm at 1 life. I cast Chaplain's Blessing, then take 3 damage.", "Chaplain's Blessing"),
        (
            "I'm at 3 life. I cast Resolute Archangel. Then my opponent Lightning Bolts me.",
            "Resolute Archangel",
        ),
        (
            "My opponent is at 1 life, I'm at 30. I activate Mirror Universe. Then I Lightning "
            "Bolt him.",
            "Mirror Universe",
        ),
        # A draw of cards a library holds beside a trigger on each card drawn.
        (
            "My opponent is at 1 life. I control Psychosis Crawler. I have 3 cards in my "
            "library. I draw a card.",
            "Psychosis Crawler",
        ),
        (
            "Bob is at 2 life. Alice controls Psychosis Crawler and has 10 cards in her library. "
            "Alice draws 2 cards. Does Bob lose?",
            "Psychosis Crawler",
        ),
        (
            "I have 5 cards in my library. My opponent controls Underworld Dreams. I draw a "
            "card. Do I lose?",
            "Underworld Dreams",
        ),
        (
            "My opponent has Sheoldred, the Apocalypse. I'm at 2 life with 20 cards in my "
            "library, and I draw a card.",
            "Sheoldred, the Apocalypse",
        ),
    ],
)
def test_a_change_of_life_beside_a_card_that_changes_it_unsaid_is_refused_by_name(
    text: str, card: str
) -> None:
    refusal = _refused(text)
    assert card in refusal.cards


@pytest.mark.parametrize(
    "text",
    [
        "My opponent has Dictate of the Twin Gods out. I draw from an empty library. Do I lose?",
        "I control Furnace of Rath and I have to draw from an empty library.",
        "My opponent controls Underworld Dreams. I draw from an empty library. Do I lose?",
        "My opponent controls Sheoldred, the Apocalypse. I draw from an empty library.",
    ],
)
def test_a_draw_from_an_empty_library_beside_them_still_loses(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results["me"] == "lost"


@pytest.mark.parametrize(
    "text",
    [
        # The concern that kept it out (session 24): a draw at 1 life beside it judged as
        # nothing. Each is refused, whether the count or the card is what is asked for.
        "My opponent controls Underworld Dreams. I'm at 1 life and I draw a card. Do I lose?",
        "My opponent controls Underworld Dreams. I'm at 1 life and I have 3 cards in my "
        "library. I draw a card. Do I lose?",
        "My opponent controls Underworld Dreams. I'm at 1 life. I cast Divination and it "
        "resolves. Do I lose?",
        "Underworld Dreams is on the battlefield under my control. My opponent is at 2 life "
        "and draws 2 cards.",
        # No life total told: the damage its trigger deals is a change of life all the same
        # (it was "nobody has won or lost yet" as an `ends_nothing` card alone).
        "I have 5 cards in my library. My opponent controls Underworld Dreams. I draw a card. "
        "Do I lose?",
        "My opponent controls Underworld Dreams. I have 5 cards in my library and draw 2 cards.",
        # Other damage beside it.
        "I control Underworld Dreams. My opponent is at 3 life and I Lightning Bolt him.",
        # Sheoldred, the Apocalypse: 2 life lost on an opponent's draw, 2 gained on its
        # controller's, the same way.
        "I have 5 cards in my library. My opponent controls Sheoldred, the Apocalypse. I draw "
        "a card. Do I lose?",
        "My opponent controls Sheoldred, the Apocalypse and I'm at 2 life. I have 10 cards in "
        "library and draw a card.",
        "I control Sheoldred, the Apocalypse. I'm at 1 life and take 1 damage.",
    ],
)
def test_a_draw_beside_a_card_that_triggers_on_draws_is_refused(text: str) -> None:
    _refused(text)


# -- a life total set or exchanged -----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # Activated, what it did unsaid: a player at 0 or less kept in by Platinum Angel hands
        # the total on (this was "nobody has won or lost yet").
        "I control Platinum Angel and I'm at -5 life. My opponent is at 10. I activate Mirror "
        "Universe. Does he lose?",
        "I control Platinum Angel and I'm at -5 life. My opponent is at 10. I activate Soul "
        "Conduit targeting both of us.",
        "Bob controls Platinum Angel and is at -3 life. Alice is at 12. Bob activates Magus of "
        "the Mirror.",
        # Sorin's +2 deals damage: activated at a player at 2 life, its damage unsaid (this was
        # "nobody has won or lost yet").
        "My opponent is at 2 life. I activate Sorin Markov's +2 targeting him.",
        "My opponent is at 2 life. I use Sorin Markov's +2 on him.",
        # Cast, left on the stack.
        "I control Platinum Angel and I'm at 0 life. My opponent is at 10. I cast Repay in Kind.",
        "My opponent is at 0 life and controls Platinum Angel. I cast Blessed Wind on him.",
        # Resolved, what it set beside a change of life.
        "I control Platinum Angel and I'm at 0 life. My opponent is at 10. I cast Repay in Kind "
        "and it resolves.",
        "My opponent is at 25 life. I cast Blessed Wind on him and it resolves. Then he takes "
        "20 damage.",
        "I'm at 5 life. I cast Blessed Wind targeting myself. Then I take 10 damage. Do I lose?",
        "My opponent is at 15 life. I cast Magister Sphinx targeting him. Then he takes 10 damage.",
        "My opponent is at 15 life. My Magister Sphinx enters. He takes 10 damage.",
        "My opponent casts Sorin Markov and uses his -3 on me. I'm at 20 life. Then I take 10 "
        "damage. Do I lose?",
        "My opponent is at 2 life. I activate Sorin Markov's -3 on him. Then he takes 9 damage.",
    ],
)
def test_a_life_total_set_or_exchanged_is_refused_unless_the_words_say_all(text: str) -> None:
    _refused(text)


# -- damage to each player, draws, a draw replaced -------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "We're both at 1 life. I activate Pyrohemia and it resolves.",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "I'm at 3 life and my opponent is at 1. My opponent activates Pyrohemia and it "
            "resolves. Who wins?",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_pyrohemia_deals_one_to_each_player_at_once(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "We're both at 6 life. I cast Inferno and it resolves.",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "I'm at 7 life and my opponent is at 6. I cast Inferno and it resolves.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "Bob is at 3 life and Alice is at 10. Alice casts Rolling Earthquake for 3 and it "
            "resolves.",
            {"Bob": "lost", "Alice": "won"},
        ),
        (
            "My opponent is at 5 life. I Kaervek's Torch him for 4.",
            {"opponent": "playing", "me": "playing"},
        ),
    ],
)
def test_burn_added_deals_its_damage_as_it_resolves(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # Cast, left on the stack; X unsaid; its target unsaid.
        "I'm at 7 life and my opponent is at 6. I cast Inferno. Who wins?",
        "We're both at 3 life. I cast Rolling Earthquake and it resolves.",
        "My opponent is at 5. I cast Kaervek's Torch targeting him.",
        # The word, not the card.
        "There was an inferno of damage. My opponent is at 0 life. Does he lose?",
    ],
)
def test_burn_added_with_what_it_did_unsaid_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        "We are both at 1 life. I activate Pyrohemia.",
        "We're both at 2 life. I activate Pyrohemia twice and it resolves.",
    ],
)
def test_pyrohemia_with_what_it_did_unsaid_or_used_again_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        "I have 1 card in my library and I cast Harmonize and it resolves. Do I lose?",
        "My library has 2 cards. I cast Concentrate and it resolves.",
        "My library is empty. I cast Harmonize and it resolves.",
    ],
)
def test_three_draws_from_a_short_library_lose(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results["me"] == "lost"


def test_a_draw_spell_beside_a_trigger_on_each_draw_never_leaves_the_caster_in() -> None:
    # One card drawn triggers Psychosis Crawler; the next draws are from an empty library, and
    # the check that finds them comes before the trigger resolves (603.3, 704.5b): refused
    # (what was told after the spell was cast), or judged with the caster out where it resolved.
    answer = rule_on(
        "My opponent is at 1 life. I control Psychosis Crawler. I have 1 card in my library and "
        "cast Concentrate. Psychosis Crawler triggers and my opponent loses 1 life.",
        default_game=MAGIC,
    )
    if isinstance(answer, NoRuling):
        return
    resolved = [case for case in answer.cases if case.condition == "your Concentrate resolved"]
    assert [case.results for case in resolved] == [{"opponent": "won", "me": "lost"}]


def test_words_of_worship_beside_a_draw_from_an_empty_library_is_a_case_each_way() -> None:
    # Its player may have replaced that draw with 5 life (614.1a): no card drawn, no loss.
    ruling = _ruled(
        "My library is empty. I control Words of Worship and I have to draw a card. Do I lose?"
    )
    assert ruling.status == "depends"
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}


def test_words_of_worship_beside_a_life_total_and_a_draw_is_refused_by_name() -> None:
    # The 5 life it gives instead of the card is a change of life the words leave unsaid.
    refusal = _refused(
        "My library is empty and I'm at 2 life. I control Words of Worship. I draw from an "
        "empty library. Do I lose?"
    )
    assert "Words of Worship" in refusal.cards


@pytest.mark.parametrize(
    "text",
    [
        "I control Graveborn Muse and I'm at 1 life. At the beginning of my upkeep, Graveborn "
        "Muse triggers.",
        "I control Graveborn Muse and I'm at 1 life. At the beginning of my upkeep Graveborn "
        "Muse's trigger resolves.",
    ],
)
def test_graveborn_muse_at_an_upkeep_is_refused(text: str) -> None:
    _refused(text)


# -- creatures named in a fight ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 6 life. I attack with Ball Lightning and he doesn't block.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "My opponent is at 7 life. I attack with Ball Lightning and he doesn't block. Does "
            "he lose?",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "Bob is at 1 life. Alice attacks with Memnite and Bob doesn't block.",
            {"Bob": "lost", "Alice": "won"},
        ),
        (
            "My opponent is at 1 life. I attack with Ornithopter and he doesn't block.",
            {"opponent": "playing", "me": "playing"},
        ),
    ],
)
def test_an_unblocked_attack_by_a_named_creature_deals_its_printed_power(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # Blocked: what tramples over turns on the blocker, never guessed.
        "My opponent is at 4 life. He blocks my Ball Lightning with his 2/2. Does he lose?",
        "My opponent is at 5 life. I attack with Ball Lightning and he blocks with Ornithopter.",
    ],
)
def test_a_named_creature_blocked_is_refused(text: str) -> None:
    _refused(text)


# -- a draw beside a trigger on each card drawn ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # From an empty library no card is drawn: nothing triggers, the loss stands.
        (
            "I have 0 cards in my library. I control Psychosis Crawler. I draw a card.",
            {"me": "lost", "opponent": "won"},
        ),
        # No card that triggers on draws: a draw of cards the library holds ends nothing.
        (
            "I have 3 cards in my library and I control Platinum Angel. I draw a card.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_draw_without_a_trigger_to_follow_is_judged(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
