"""The card catalogue of quick rulings (rulings.md, revision 3, "Cards"): every kind well formed
and cited, lookup by name as people type it, cards found in a sentence and ordinary words never
taken for a card, unknown cards said to be unknown."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.rules.vocabulary import EffectOutcome, System
from bot.core.rulings import card_lookup
from bot.core.rulings.cards import (
    CantLose,
    CantWin,
    Card,
    CardDataError,
    CardMatch,
    Change,
    ChangesStateLoss,
    Compare,
    EndsGame,
    Kind,
    LifelinkHow,
    Measure,
    Moment,
    PoisonHow,
    ReplacesLoss,
    StateLoss,
    UnknownCard,
    Until,
    Who,
    all_cards,
    cards_in,
    catalogue,
    find_card,
    fold,
    parse_cards,
    unknown_card,
)
from bot.core.rulings.known_phrases import VERB_WORDS
from bot.core.rulings.words import RESERVED
from tests.strategies import NAMES

MAGIC = System("magic")
CARDS = tuple(all_cards(MAGIC))


def _card(name: str) -> Card:
    found = find_card(name, MAGIC)
    assert isinstance(found, CardMatch), found
    assert found.card.name == name
    return found.card


def _named(text: str) -> list[str]:
    return [mention.card.name for mention in cards_in(text, MAGIC)]


# -- the catalogue -----------------------------------------------------------------------------


def test_magic_knows_at_least_120_cards_and_every_kind() -> None:
    assert len(CARDS) >= 120
    assert {kind for card in CARDS for kind in card.kinds} == set(Kind)


def test_no_two_cards_share_a_name_an_alias_or_a_short_name() -> None:
    written = [fold(w) for card in CARDS for w in (card.name, *card.aliases, *card.short)]
    assert [w for w, n in Counter(written).items() if n > 1] == []


def test_a_short_name_is_a_word_of_its_own_card_only() -> None:
    # "Oracle" stands for Thassa's Oracle only because no other card's name has that word.
    for card in CARDS:
        for short in card.short:
            owners = [c.name for c in CARDS if fold(short) in fold(c.name).split()]
            assert owners == [card.name], (short, owners)


# The rules each kind turns on: every card of the kind cites at least one of each group.
KIND_RULES: dict[Kind, list[set[str]]] = {
    Kind.CANT_LOSE: [{"MTG CR 101.2"}],
    Kind.CANT_WIN: [{"MTG CR 101.2"}, {"MTG CR 104.2a"}],
    Kind.REPLACES_LOSS: [{"MTG CR 614.1a"}],
    Kind.COMMANDER_DAMAGE: [{"MTG CR 903.10a"}, {"MTG CR 104.3j"}],
    Kind.DAMAGE: [{"MTG CR 104.3b"}],
    Kind.EMPTIES_LIBRARY: [{"MTG CR 104.3c"}, {"MTG CR 704.5b"}],
    Kind.LOOP: [{"MTG CR 104.4b"}],
    Kind.REPLACES_DRAW: [{"MTG CR 614.1a"}, {"MTG CR 704.5b"}],
}
OUTCOME_RULES = {
    EffectOutcome.WIN: "MTG CR 104.2b",
    EffectOutcome.LOSE: "MTG CR 104.3e",
    EffectOutcome.DRAW: "MTG CR 104.4c",
}
TRIGGER_RULES = {"MTG CR 603.2", "MTG CR 603.3", "MTG CR 603.4", "MTG CR 603.8"}
STATE_RULES = {
    StateLoss.LIFE: "MTG CR 104.3b",
    StateLoss.EMPTY_LIBRARY: "MTG CR 104.3c",
    StateLoss.POISON: "MTG CR 104.3d",
}
POISON_RULES = {
    PoisonHow.INFECT: "MTG CR 702.90b",
    PoisonHow.TOXIC: "MTG CR 702.164c",
    PoisonHow.POISONOUS: "MTG CR 702.70a",
    PoisonHow.PROLIFERATE: "MTG CR 701.34a",
    PoisonHow.TRIGGER: "MTG CR 603.3",
}


def _rules_wanted(effect: Any) -> list[set[str]]:
    """What an effect's card must cite, beyond its kind's own rules."""
    if isinstance(effect, EndsGame):
        wanted = [{OUTCOME_RULES[effect.outcome]}]
        return [*wanted, TRIGGER_RULES] if effect.moment.is_trigger else wanted
    if isinstance(effect, ChangesStateLoss):
        return [{STATE_RULES[effect.loss]}]
    if effect.kind is Kind.POISON:
        return [{"MTG CR 104.3d"}, {"MTG CR 704.5c"}] + (
            [{POISON_RULES[effect.how]}] if effect.how in POISON_RULES else []
        )
    if effect.kind is Kind.LIFELINK:
        triggered = effect.how in (LifelinkHow.TRIGGER, LifelinkHow.DRAIN)
        return [TRIGGER_RULES if triggered else {"MTG CR 702.15b"}]
    return []


@pytest.mark.parametrize("kind", list(Kind))
def test_every_card_of_a_kind_is_worded_and_cites_the_rules_it_turns_on(kind: Kind) -> None:
    of_kind = [card for card in CARDS if kind in card.kinds]
    assert of_kind, f"no card of kind {kind}"
    for card in of_kind:
        assert card.wording[:1].islower() and "\n" not in card.wording, card.name  # one clause
        assert card.to_json() == {"name": card.name, "as": card.wording, "rules": list(card.rules)}
        assert len(set(card.rules)) == len(card.rules), card.name
        for effect in (e for e in card.effects if e.kind is kind):
            for group in KIND_RULES.get(kind, []) + _rules_wanted(effect):
                assert group & set(card.rules), (card.name, group, card.rules)


def test_the_cards_people_ask_about_most_say_what_they_do() -> None:
    oracle = _card("Thassa's Oracle").effects[0]
    assert isinstance(oracle, EndsGame)
    assert (oracle.outcome, oracle.who, oracle.moment) == (
        EffectOutcome.WIN,
        Who.CONTROLLER,
        Moment.ENTERS,
    )
    assert oracle.moment.is_trigger and oracle.condition and oracle.condition.check
    assert oracle.condition.check.measure is Measure.CARDS_IN_LIBRARY
    assert oracle.condition.check.compare is Compare.AT_MOST

    assert _card("Platinum Angel").effects == (
        CantLose(Who.CONTROLLER, Until.LEAVES),
        CantWin(Who.OPPONENTS, Until.LEAVES),
    )
    assert _card("Abyssal Persecutor").effects == (
        CantWin(Who.CONTROLLER, Until.LEAVES),
        CantLose(Who.OPPONENTS, Until.LEAVES),
    )
    assert _card("Laboratory Maniac").effects == (
        ChangesStateLoss(StateLoss.EMPTY_LIBRARY, Change.WIN_INSTEAD, Until.LEAVES),
    )
    assert _card("Platinum Emperion").effects == (
        ChangesStateLoss(StateLoss.LIFE, Change.LIFE_CANT_CHANGE, Until.LEAVES),
    )
    grace = _card("Angel's Grace")
    assert grace.kinds == {Kind.CANT_LOSE, Kind.CANT_WIN, Kind.CHANGES_STATE_LOSS}
    assert all(getattr(e, "until", None) is Until.END_OF_TURN for e in grace.effects)
    mirror = _card("Lich's Mirror").effects[0]
    assert isinstance(mirror, ReplacesLoss) and mirror.who is Who.CONTROLLER
    felidar = _card("Felidar Sovereign").effects[0]
    assert isinstance(felidar, EndsGame) and felidar.moment is Moment.UPKEEP
    assert felidar.condition and felidar.condition.check
    assert (felidar.condition.check.measure, felidar.condition.check.amount) == (Measure.LIFE, 40)
    pact = _card("Pact of Negation").effects[0]
    assert isinstance(pact, EndsGame) and pact.outcome is EffectOutcome.LOSE
    assert pact.moment is Moment.DELAYED_UPKEEP
    assert _card("Blightsteel Colossus").kind is Kind.POISON
    assert _card("Spirit Link").effects[0].kind is Kind.LIFELINK
    convergence = _card("Celestial Convergence").effects
    assert [e.outcome for e in convergence if isinstance(e, EndsGame)] == [
        EffectOutcome.WIN,
        EffectOutcome.DRAW,
    ]


def test_grand_archive_and_terrus_load_and_know_no_card_yet() -> None:
    for game in (System("grand-archive"), System("terrus")):
        assert catalogue(game).cards == ()
        assert find_card("Platinum Angel", game) == UnknownCard("Platinum Angel")
        assert cards_in("my Platinum Angel is out", game) == ()


# -- the data file is read strictly ------------------------------------------------------------

GOOD: dict[str, Any] = {
    "name": "Test Angel",
    "as": "its controller can't lose the game",
    "rules": ["MTG CR 101.2"],
    "effects": [{"kind": "cant_lose", "who": "controller", "until": "leaves"}],
}


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"effects": [{"kind": "cant_lose", "who": "nobody", "until": "leaves"}]}, "nobody"),
        ({"effects": [{"kind": "cant_lose", "who": "controller"}]}, "until is missing"),
        ({"effects": [{"kind": "wins", "who": "controller"}]}, "'wins' is not one of"),
        ({"effects": []}, "at least one effect"),
        ({"rules": []}, "at least one rule"),
        ({"rules": ["CR 104"]}, "not a rule citation"),
        ({"oracle": "You can't lose the game."}, "unknown field(s) oracle"),
        (
            {
                "effects": [
                    {
                        "kind": "ends_game",
                        "outcome": "draw",
                        "moment": "upkeep",
                        "who": "controller",
                    }
                ]
            },
            "a draw names no one",
        ),
        (
            {
                "effects": [
                    {
                        "kind": "changes_state_loss",
                        "loss": "life",
                        "change": "life_floor",
                        "until": "leaves",
                    }
                ]
            },
            "names its floor",
        ),
        ({"short": ["Test Angel"]}, "is one word"),
        # a fight is read from a card's keywords: only those the reader reads, with its stats
        (
            {"power": 4, "toughness": 4, "keywords": ["flying", "infect"]},
            "no keyword a fight is read with",
        ),
        ({"toughness": 4, "keywords": ["lifelink"]}, "with the power and toughness"),
        # a trigger not played out is at a step a ruling can name
        ({"unplayed_steps": ["combat"]}, "'combat' is no step"),
    ],
)
def test_a_malformed_card_is_refused_naming_the_file_and_the_card(
    change: dict[str, Any], words: str
) -> None:
    with pytest.raises(CardDataError) as raised:
        parse_cards(MAGIC, {"game": "magic", "cards": [GOOD | change]}, "magic.json")
    assert "magic.json, card 1 (Test Angel)" in str(raised.value)
    assert words in str(raised.value)


def test_a_name_shared_by_two_cards_is_refused() -> None:
    twin = GOOD | {"name": "Other Angel", "aliases": ["test angel"]}
    cards = parse_cards(MAGIC, {"game": "magic", "cards": [GOOD, twin]})
    with pytest.raises(CardDataError, match="also Test Angel"):
        type(catalogue(MAGIC))(MAGIC, cards)


# -- lookup by name ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "name"),
    [
        ("Thassa's Oracle", "Thassa's Oracle"),  # exact
        ("thassa's oracle", "Thassa's Oracle"),  # case
        ("THASSA'S ORACLE", "Thassa's Oracle"),
        ("Thassas oracle", "Thassa's Oracle"),  # no apostrophe
        ("Thassa\u2019s Oracle", "Thassa's Oracle"),  # a typographic apostrophe
        ("thasa's orcle", "Thassa's Oracle"),  # typos
        ("Thoracle", "Thassa's Oracle"),  # alias
        ("oracle", "Thassa's Oracle"),  # short name
        ("Platinum Angel's", "Platinum Angel"),  # possessive
        ("plat angel", "Platinum Angel"),
        ("second sun", "Approach of the Second Sun"),  # what players call it
        ("[[Platinum Angel]]", "Platinum Angel"),
        ("lab man", "Laboratory Maniac"),
        ("laboratory manaic", "Laboratory Maniac"),
        ("jace wielder of mysteries", "Jace, Wielder of Mysteries"),
        ("near death experience", "Near-Death Experience"),
        ("everybody lives", "Everybody Lives!"),
        ("Atraxa, Praetors' Voice", "Atraxa, Praetors' Voice"),
        ("blightstel colosus", "Blightsteel Colossus"),
    ],
)
def test_a_card_is_found_as_people_type_its_name(written: str, name: str) -> None:
    found = find_card(written, MAGIC)
    assert isinstance(found, CardMatch), found
    assert found.card.name == name
    assert 85 <= found.score <= 100


def test_an_exact_name_scores_100_and_a_typo_less() -> None:
    exact, typo = find_card("Platinum Angel", MAGIC), find_card("Platnum Angel", MAGIC)
    assert isinstance(exact, CardMatch) and isinstance(typo, CardMatch)
    assert exact.score == 100 and 85 <= typo.score < 100


@pytest.mark.parametrize(
    "written",
    ["Omnath, Locus of Creation", "lab", "life", "bolt", "jace", "platinum", "angel", "", "!!!"],
)
def test_a_card_arbiter_does_not_know_is_said_to_be_unknown(written: str) -> None:
    found = find_card(written, MAGIC)
    assert found == UnknownCard(written)
    assert "does not know" in found.message and "an effect says" in found.message


def test_the_unknown_card_keeps_the_name_as_written() -> None:
    unknown = unknown_card("  Omnath, Locus of Mana  ")
    assert unknown == UnknownCard("Omnath, Locus of Mana")
    assert '"Omnath, Locus of Mana"' in unknown.message


# -- cards named in a sentence -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("I'm at 0 life but my Laboratory Maniac says I win", ["Laboratory Maniac"]),
        ("my thassas oracle trigger resolves with an empty library", ["Thassa's Oracle"]),
        ("the Oracle's trigger is on the stack", ["Thassa's Oracle"]),
        ("bob's oracle resolves", ["Thassa's Oracle"]),
        ("alice controls Platinum Angel's twin, a plat angel!", ["Platinum Angel"] * 2),
        ("carol takes 21 commander damage from alice's Tymna", ["Tymna the Weaver"]),
        ("bob takes 3 from a Lightning Bolt, then I cast fireball", ["Lightning Bolt", "Fireball"]),
        (
            "lab man, jace wielder of mysteries and Lich's Mastery",
            ["Laboratory Maniac", "Jace, Wielder of Mysteries", "Lich's Mastery"],
        ),
        ("alice cast Worship and I cast [[last chance]]", ["Worship", "Last Chance"]),
        ('does "nine lives" stop it?', ["Nine Lives"]),
        ("my Blightstel Colosus hits bob", ["Blightsteel Colossus"]),
        ("Lich's Mastery, then Lich", ["Lich's Mastery", "Lich"]),
    ],
)
def test_cards_are_found_in_a_sentence(text: str, names: list[str]) -> None:
    assert _named(text) == names


def test_a_mention_says_where_it_was_written() -> None:
    text = "alice's Platinum Angel's ability"
    (mention,) = cards_in(text, MAGIC)
    assert text[mention.start : mention.end] == mention.written == "Platinum Angel's"
    assert mention.score == 100


ORDINARY = [
    "the angel of death came for bob",
    "according to the oracle text alice wins",
    "Oracle text says so",
    "we met at the lab and I have 3 life",
    "a bolt of lightning hit the table",
    "it was my last chance to win",
    "everybody lives happily ever after",
    "EVERYBODY LIVES",
    "nine lives, like a cat",
    "I worship the judge",
    "this is a test of endurance and a battle of wits",
    "divine intervention saved the game",
    "a glorious end to the game",
    "the phage infected him",
    "my approach is to attack",
    "the lich king and a leveler",
    "the maze's end is near, coalition victory",
    "don't traumatize bob with a fireball of words",
    "alice draws from an empty library and concedes",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_words_are_never_taken_for_a_card(text: str) -> None:
    assert _named(text) == []


_LANGUAGE = sorted(
    (RESERVED | VERB_WORDS | {"concede", "lost", "won", "draw", "decked", "times", "again"}) - {"s"}
)
_WORDS = st.sampled_from([*_LANGUAGE, *NAMES, *(name.title() for name in NAMES)])
_PUNCTUATION = st.sampled_from([" ", " ", " ", ", ", ". ", "; ", " then ", "'s "])


@st.composite
def _sentences(draw: st.DrawFn) -> str:
    words = draw(st.lists(st.one_of(_WORDS, st.integers(-5, 40).map(str)), min_size=1, max_size=40))
    text = words[0]
    for word in words[1:]:
        text += draw(_PUNCTUATION) + word
    return text.capitalize() if draw(st.booleans()) else text


@settings(max_examples=150, deadline=None)
@given(_sentences())
def test_sentences_of_the_situation_language_name_no_card(text: str) -> None:
    assert cards_in(text, MAGIC) == ()


# The words of the cards' names, the slowest input for the scan: every word is near a name.
_NAME_WORDS = sorted({word for card in CARDS for word in fold(card.name).split()})


class _Lookups:
    """Counts the fuzzy lookups of the scan (`process.extractOne`, each one comparison of a word
    or a window of words with every name of its length): the scan's work, on any machine."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        original = card_lookup.process.extractOne

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            return original(*args, **kwargs)

        monkeypatch.setattr(card_lookup.process, "extractOne", counted)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.sampled_from([*_NAME_WORDS, *_LANGUAGE, *NAMES]), min_size=150, max_size=300).map(
        lambda words: " ".join(words)[:1000]
    )
)
def test_a_thousand_characters_are_scanned_in_work_proportional_to_their_words(text: str) -> None:
    """The slowest input, every word near a card's name: each word is looked up fuzzily once,
    however often it comes, and each place in the text tries each length of name at most
    twice (the word and its base form); the same text twice over, twice the windows and no
    new words (issue #29: the scan shares the bot's one event loop)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        lookups = _Lookups(monkeypatch)
        catalogue(MAGIC).mentions(text)
        once = lookups.calls
        lookups.calls = 0
        catalogue(MAGIC).mentions(f"{text} {text}")
        twice = lookups.calls
    words = text.split()
    lengths = len({card.name.count(" ") + 1 for card in CARDS})
    assert once <= len(set(words)) + 2 * lengths * len(words), (once, len(words))
    assert twice <= len(set(words)) + 2 * lengths * 2 * len(words), (twice, len(words))
