"""A permanent held that no card names (issue #31, session 22): "I control an enchantment",
"my opponent had a creature out", "Bob controls a planeswalker". It was read and dropped, and
the game judged without it: "I control an enchantment. I'm at 0 life." was "you lose", though
Phyrexian Unlife (an enchantment) keeps its holder in at 0 life; "my opponent controls a
creature. He is at -2 life." was "he loses", though that creature may be Platinum Angel; "I'm
at 3 life and control an enchantment. My opponent Shocks me." was "nobody has lost", though an
enchantment may double the damage. Whatever the words tell, a card of each of these kinds may
turn it (104.3a: an effect may say a player can't lose; 104.2b: or wins), so it is refused now,
with one question back: which card it is (unnamed_held.py).

Where no card of that kind can change the outcome, it is ruled as before and shown under
"understood" as taken: a land of a basic land type (its type gives a mana ability, 305.6),
cards off the battlefield (in a hand, a library, a graveyard: they do nothing until played,
which the words would tell). And where the words tell what it is there for, it is read as that:
a card named reads it (Worship's creature, Epic Struggle's twenty creatures, Coalition
Victory's colours), or it is a creature told by its stats or as what deals the damage told (the
combat family's creature, which has what the words say and nothing else)."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from bot.faces.i18n import translate
from tests.rulings.test_chat_reading import _refused, _ruled

# Each was answered with confidence (the answer on main's code in the comment), and each of
# those answers is turned by a card of the kind held.
REFUSED = [
    # the asker's, by kind, in every tense and word order ("you lose" on main)
    "I control an enchantment. I'm at 0 life. Do I lose?",
    "I have an enchantment and I'm at 0 life.",
    "I have an enchantment on the battlefield. I'm at 0 life.",
    "I have an enchantment in play and I'm at 0 life.",
    "I've got an enchantment out and I'm at 0 life.",
    "I had an artifact out and I was at 0 life.",
    "I was controlling an enchantment and I was at 0 life.",
    "I controlled an enchantment when I went to 0 life.",
    "I'm at 0 life and I control an enchantment.",
    "I am at 3 life and control an enchantment. I take 3 damage.",
    "I control two enchantments and I'm at 0 life.",
    "I control three artifacts and I'm at 0 life.",
    "I control an artifact creature and I'm at 0 life.",
    "I have a creature on the battlefield and I'm at 0 life.",
    "I had a creature in play and I drew from an empty library.",
    "I control a permanent. I draw from an empty library.",
    "I control a nonland permanent and I'm at 0 life.",
    "I control some permanents. I'm at 0 life.",
    "I have a card in play. I'm at 0 life.",
    "I control a token. I'm at 0 life.",
    "I have a land. I'm at 0 life.",
    "My creature is on the battlefield. I'm at 0 life.",
    "An enchantment is on the battlefield under my control. I'm at 0 life.",
    "What if I control an enchantment? I'm at 0 life.",
    "I'm at 0 life. What if I have a creature?",
    "I control a land of each basic land type and a creature of each colour. I'm at 0 life.",
    # a commander is a creature or a planeswalker of its own ("you lose", "he loses" on main)
    "I control my commander. I'm at 0 life.",
    "My commander is on the battlefield and I'm at 0 life.",
    "My opponent has his commander out. He is at 0 life.",
    # entering the battlefield, and there from then on ("you lose", "he loses" on main)
    "An enchantment enters the battlefield under my control. I'm at 0 life.",
    "A creature entered the battlefield under my opponent's control and he was at 0 life.",
    "My creature enters the battlefield. I'm at 0 life.",
    # creatures said again as what deals the damage, but another player's: the ones held are
    # still unnamed ("you lose", "he loses" on main)
    "I'm at 3 life and I control a creature. My opponent's creatures deal 5 damage to me.",
    "My opponent is at 3 life and controls a creature. My creatures deal 5 damage to him.",
    # a card named reads what its own holder controls: another's creature is still unnamed
    # (the asker's Epic Struggle counts the asker's creatures; "you win" on main)
    "I control Epic Struggle. My opponent controls a creature. He is at 0 life.",
    # cast, and in play as it resolves, as a card named is read ("you lose", "he loses" on main)
    "I cast an enchantment. I'm at 0 life.",
    "My opponent casts a creature spell. He is at 0 life.",
    "I cast an artifact and it resolves. I'm at 0 life.",
    # beside a card named that does not read it ("you lose" on main)
    "I control an enchantment and my opponent controls Platinum Angel. I'm at 0 life.",
    # another player's, by role, by name, by pronoun ("he loses", "you win" on main)
    "My opponent controls a creature. He is at -2 life. Does he lose?",
    "My opponent has an enchantment and I'm at 0 life.",
    "My opponent has an enchantment out. I'm at 0 life.",
    "My opponent controlled a planeswalker and was at 0 life.",
    "My opponent has a creature with flying and I'm at 0 life.",
    "My opponent has a flying creature. I'm at 0 life.",
    "I control an enchantment. My opponent is at 0 life.",
    "I control a land and my opponent is at 0 life.",
    "Bob controls a planeswalker and bob is at 0 life.",
    "alice controls an enchantment and alice is at 0 life.",
    "alice has a token and alice is at 0 life.",
    "Player A controls an enchantment. Player A is at 0 life.",
    "Player 2 controls an enchantment and player 1 is at 0 life.",
    # "nobody has lost" on main: an enchantment may double the damage (Furnace of Rath)
    "I'm at 3 life and control an enchantment. My opponent Shocks me.",
    "I control an enchantment. I take 3 damage. I'm at 3 life.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_permanent_held_unnamed_that_may_turn_the_outcome_is_asked_for(text: str) -> None:
    refusal = _refused(text)
    assert refusal.kind is Refusal.UNNAMED_CARD
    assert refusal.message.startswith("Which card is ")
    assert "name it (" in refusal.message


@pytest.mark.parametrize(
    ("text", "held", "example"),
    [
        (
            "I control an enchantment. I'm at 0 life.",
            "an enchantment",
            "I control Phyrexian Unlife",
        ),
        (
            "My opponent controls a creature. He is at -2 life.",
            "a creature",
            "my opponent controls Platinum Angel",
        ),
        (
            "Bob controls a planeswalker and bob is at 0 life.",
            "a planeswalker",
            "Bob controls Jace, Wielder of Mysteries",
        ),
        ("I have a land. I'm at 0 life.", "a land", "I control a Forest"),
    ],
)
def test_the_question_quotes_what_was_held_and_names_a_card_of_its_kind(
    text: str, held: str, example: str
) -> None:
    refusal = _refused(text)
    assert f'"{held}"' in refusal.message
    assert f'("{example}")' in refusal.message
    assert refusal.unread == held
    # the example names a card Arbiter reads: said so, the question is answered
    card = example.split(" control ")[-1].split(" controls ")[-1]
    assert _ruled(text.replace(held, card)).status in ("over", "ongoing")


@pytest.mark.parametrize("language", ["de", "es", "fr", "ja", "pt_BR"])
def test_the_question_is_worded_in_each_language_with_the_english_example(language: str) -> None:
    refusal = _refused("I control an enchantment. I'm at 0 life.")
    worded = translate(refusal.told(), language)
    assert worded != refusal.message
    assert '"I control Phyrexian Unlife"' in worded and "an enchantment" in worded


@pytest.mark.parametrize(
    ("text", "results", "held"),
    [
        # a land of a basic land type: a mana ability, which changes no outcome (305.6)
        ("I control a Forest. I'm at 0 life.", {"me": "lost"}, "a Forest"),
        ("I have a basic land and I'm at 0 life.", {"me": "lost"}, "a basic land"),
        ("My opponent controls an Island and he is at 0 life.", {"opponent": "lost"}, "an Island"),
        # cards off the battlefield do nothing until played, which the words would tell
        ("I have three cards in hand. I'm at 0 life.", {"me": "lost"}, "three cards in hand"),
        (
            "I have two cards in my graveyard and I'm at 0 life.",
            {"me": "lost"},
            "two cards in my graveyard",
        ),
        ("I have 5 cards in hand and I draw from an empty library.", {"me": "lost"}, None),
        # a token named by its kind is the token that kind's cards make
        (
            "I control two Saproling tokens. I'm at 0 life.",
            {"me": "lost"},
            "two Saproling tokens",
        ),
    ],
)
def test_what_no_card_of_its_kind_can_change_is_ruled_and_shown_as_taken(
    text: str, results: dict[str, str], held: str | None
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert results.items() <= ruling.results.items()
    if held is not None:
        assert held in ruling.held_unnamed
        assert f'"{held}"' in ruling.text()
        assert "Held, no card named" in ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        # a card named reads what its holder controls of that kind, in either order
        "I control Worship and a creature and I am at 1 life. I take 2 damage from my "
        "opponent's spell.",
        "I control a creature and Worship and I am at 1 life. I take 2 damage from my "
        "opponent's spell.",
        "I control a creature and I control Worship. I am at 1 life. I take 2 damage.",
        # a creature told by its stats: the combat family's creature
        "My opponent had 2 life and one creature in play. This creature was a 3/2 with "
        "deathtouch and lifelink. I have a 4/4 with trample. I attack. My opponent blocks.",
    ],
)
def test_a_holding_the_words_tell_the_use_of_is_read_as_before(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert ruling.held_unnamed


def test_creatures_said_again_as_what_deals_the_damage_are_read_as_before() -> None:
    ruling = _ruled(
        "Let's say you and I both have five creatures, and we're at 3 life. Casting the Charm "
        "will cause your creatures to deal a total of five damage to you. However, at the same "
        "time, my creatures are also dealing a total of five damage to me."
    )
    assert ruling.results == {"me": "drew", "opponent": "drew"}


def test_a_count_a_named_card_reads_is_read_as_before() -> None:
    ruling = _ruled("At the beginning of my upkeep I control Epic Struggle and 20 creatures.")
    assert isinstance(ruling.results, dict)
    assert "20 creatures" in ruling.held_unnamed


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # a concession can't be stopped (104.3a), and the win it leaves overrides every effect
        # that would stop it (104.2a): no card held turns it
        ("I control an enchantment. My opponent concedes.", {"me": "won", "opponent": "lost"}),
        ("My opponent has a creature out and he concedes.", {"me": "won", "opponent": "lost"}),
        ("Bob controls a planeswalker. Bob concedes.", {"Bob": "lost"}),
        # nothing told that a card could turn: nothing said ends the game
        ("alice controls two creatures and three artifacts", {"alice": "playing"}),
    ],
)
def test_a_holding_beside_what_no_card_turns_is_ruled_and_shown(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert results.items() <= ruling.results.items()
    assert ruling.held_unnamed


@pytest.mark.parametrize(
    "text",
    [
        # Found in review (session 22): a permanent held "with" an ability was taken for an
        # ability acting, no card held, and "I control an enchantment with a static ability.
        # I'm at 0 life." was "you lose" (Phyrexian Unlife's is one).
        "I'm at 0 life. I have a permanent with an ability.",
        "I'm at 0 life. I control an enchantment with a static ability.",
        "I control an artifact that has an activated ability. I'm at 0 life.",
        "bob controls a creature with two abilities and is at -3 life.",
        "Bob has an artifact with an activated ability and Bob is at 0 life.",
    ],
)
def test_a_permanent_held_with_an_ability_is_asked_for(text: str) -> None:
    assert _refused(text).kind is Refusal.UNNAMED_CARD


@pytest.mark.parametrize(
    "text",
    [
        # Found in review (session 22): a kind of card said with an article was a card Arbiter
        # does not know, taken to do nothing ("I'm at 0 life. My opponent controls an Angel."
        # was "you lose": it may be Platinum Angel).
        "I'm at 0 life. My opponent controls an Angel.",
        "I'm at 0 life. I control a Saga.",
        "I am at -1 life. I control a Human Wizard.",
        "bob is at 0 life. bob controls a Vehicle.",
    ],
)
def test_a_kind_of_card_said_with_an_article_is_asked_for(text: str) -> None:
    assert _refused(text).kind is Refusal.UNNAMED_CARD


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # a basic land type, a token's kind, a card named without an article: as before
        ("I'm at 0 life. I control a Mountain.", {"me": "lost"}),
        ("I'm at 0 life. I control a Clue.", {"me": "lost"}),
        ("I'm at 0 life. I control Gloomwidow Angel.", {"me": "lost"}),
    ],
)
def test_a_basic_land_a_token_kind_or_a_name_is_no_kind_asked_for(
    text: str, results: dict[str, str]
) -> None:
    assert results.items() <= _ruled(text).results.items()


@pytest.mark.parametrize(
    "text",
    [
        # an ability of a creature is no creature held
        "The ability of my creature triggers and I'm at 0 life.",
        "My creature's ability triggers and I'm at 0 life.",
        "I have no creatures and I am at 10 life. my opponent attacks me with a 10/10",
        "my opponent didn't have creatures, and was at 4 life. my opponent loses 6 life",
    ],
)
def test_nothing_held_is_no_holding(text: str) -> None:
    assert _ruled(text).status == "over"


def test_a_card_that_cannot_be_judged_is_said_first() -> None:
    # the question about Worship, which Arbiter cannot judge here, comes before which creature
    refusal = _refused(
        "My opponent controls a creature and I control Worship. I am at 1 life. I take 2 damage."
    )
    assert refusal.kind is Refusal.CARD_NOT_JUDGED
