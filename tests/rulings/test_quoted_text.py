"""Card text quoted beside a card's name (issue #31, quoted_text.py): text that describes a card
is no event of the game. Where Arbiter knows the card, the card is read from its catalogue and
the quoted text is skipped and shown; where it does not, or where the parenthesis says
something of the game rather than a card's text, it is read or refused and named."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

QUOTED = [
    # Each was unread: the quoted text was read as part of the situation.
    (
        "I control Essence Warden (Whenever another creature enters, you gain 1 life.) "
        "and I am at 0 life",
        {"me": "lost", "opponent": "won"},
        "Whenever another creature enters, you gain 1 life.",
    ),
    (
        "I control Platinum Angel (\"You can't lose the game and your opponents can't win the "
        'game.") and I am at 0 life',
        {"me": "playing", "opponent": "playing"},
        "You can't lose the game and your opponents can't win the game.",
    ),
    (
        'my opponent controls Platinum Angel, which reads "You can\'t lose the game." '
        "my opponent is at -3 life",
        {"me": "playing", "opponent": "playing"},
        "You can't lose the game.",
    ),
    (
        'bob controls Platinum Angel: "Flying. You can\'t lose the game." alice deals 5 '
        "damage to bob",
        {"bob": "playing", "alice": "playing"},
        "Flying. You can't lose the game.",
    ),
]


QUOTED += [
    # Written out after "which reads:", sentence by sentence, up to one that is not card text.
    (
        "I control Essence Warden, which reads: Whenever another creature enters, you gain 1 "
        "life. I am at 0 life",
        {"me": "lost", "opponent": "won"},
        "Whenever another creature enters, you gain 1 life.",
    ),
    (
        "I control Platinum Angel which reads: Flying. You can't lose the game. Then your "
        "opponents can't win the game. Then I go to 0 life",
        {"me": "playing", "opponent": "playing"},
        "Flying. You can't lose the game. Then your opponents can't win the game.",
    ),
]


QUOTED += [
    # Older card text names a player "his or her" ("his/her"): still card text, no person.
    (
        "I control Platinum Angel (Each player who would lose the game doesn't lose if he or "
        "she controls it) and I am at 0 life",
        {"me": "playing", "opponent": "playing"},
        "Each player who would lose the game doesn't lose if he or she controls it",
    ),
    (
        "both players have 2 cards in their libraries and bob casts Wheel of Fortune "
        "(Each player discards his/her hand and draws seven cards) and it resolves",
        {"bob": "drew", "opponent": "drew"},
        "Each player discards his/her hand and draws seven cards",
    ),
]


@pytest.mark.parametrize(("text", "results", "quoted"), QUOTED)
def test_a_known_cards_quoted_text_is_its_description_not_an_event(
    text: str, results: dict[str, str], quoted: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert quoted in ruling.skipped  # shown as skipped, the card read from the catalogue


def test_the_card_is_read_from_the_catalogue_not_from_the_quoted_text() -> None:
    # The quoted text is wrong about the card: Arbiter's card decides (Platinum Angel still
    # keeps its controller in the game).
    ruling = _ruled(
        'I control Platinum Angel ("At the beginning of your upkeep, you lose the game.") '
        "and I am at 0 life"
    )
    assert ruling.results == {"me": "playing", "opponent": "playing"}


NOT_CARD_TEXT = [
    # A parenthesis that says something of the game, or speaks as a person: read or refused.
    # (one that goes on with the sentence, "(and two other creatures)", is read as its words:
    # test_asides_in_parentheses.py)
    ("I control Platinum Angel (I also have two other creatures) and I am at 0 life", "two other"),
    ("I control Platinum Angel (you are at 5 life) and I am at 0 life", "you are at 5 life"),
    ("I control Platinum Angel (when it entered I was at 3) and I am at 0 life", "I was at 3"),
    ("I control Platinum Angel (each of us had 3 life, I think) and I am at 0 life", "each of us"),
    # "his" alone is a person spoken of, not a player as card text names one
    ("I control Platinum Angel (each turn his life went down) and I am at 0 life", "his life"),
    # A card Arbiter does not know: its quoted text is never taken as what happened.
    ("I control Flibber Angel (You can't lose the game.) and I am at 0 life", "Flibber"),
]


NOT_CARD_TEXT += [
    # After "which reads:", a sentence that speaks as a person is the asker's, not the card's.
    ("I control Platinum Angel, which reads: I am at 0 life. I concede", "I am at 0 life"),
]


@pytest.mark.parametrize(("text", "named"), NOT_CARD_TEXT)
def test_what_is_not_a_known_cards_text_is_read_or_refused(text: str, named: str) -> None:
    refused = _refused(text)
    assert (refused.unread is not None and named in refused.unread) or named in refused.message


def test_a_bare_colon_after_a_card_is_still_what_the_card_did() -> None:
    # The language's own form ("CARD: what it did"), never its text: the loss is read. (Said
    # "you lose 3 life" beside "I am at 3", "you" is asked about since session 22.)
    ruling = _ruled("I am at 3 life. my opponent casts Rakdos Charm: I lose 3 life")
    assert ruling.results == {"me": "lost", "opponent": "won"}


CARD_TEXT_SAID = [
    # A card's text quoted after a card not named is what the card reads, never an event: was
    # "you win" and "still playing" (the card may be in a hand, never cast).
    ('My card says "you win the game".', "My card says"),
    ('The card says "you can\'t lose the game." I am at 0 life.', "The card says"),
    ('It says, "you can\'t lose the game this turn". I am at 0 life.', "It says"),
    ('bob is at 3 life. His card reads "Target player loses the game."', "His card reads"),
]


@pytest.mark.parametrize(("text", "named"), CARD_TEXT_SAID)
def test_a_card_text_quoted_as_what_a_card_reads_is_refused_asking_for_the_card(
    text: str, named: str
) -> None:
    refused = _refused(text)
    assert refused.unread is not None and refused.unread.startswith(named)
    assert "quotes what a card reads" in refused.message


CARD_TEXT_STILL_READ = [
    # the language's own forms, no quotation marks: what an effect did
    ("a card says alice loses", {"alice": "lost", "opponent": "won"}),
    (
        "an effect says I can't lose the game. I am at 0 life.",
        {"me": "playing", "opponent": "playing"},
    ),
    # a card supposed: its text is the moment supposed
    ('Suppose a card says "you win the game".', {"me": "won", "opponent": "lost"}),
]


@pytest.mark.parametrize(("text", "results"), CARD_TEXT_STILL_READ)
def test_effects_said_without_quotes_or_a_card_supposed_are_still_read(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_a_card_text_told_in_words_where_the_reading_stops_asks_for_the_card() -> None:
    # was the ordinary "I could not read": the card's text is no event, name the card
    refused = _refused("The card says that I can't lose the game during that turn. I am at 0 life.")
    assert "quotes what a card reads" in refused.message
    assert refused.unread is not None and refused.unread.startswith("The card says")
