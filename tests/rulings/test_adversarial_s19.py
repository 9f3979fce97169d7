"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-19
adversarial pass "adv12" over that session's readings: a card used "to" do something, a verb
after "then" with no subject of its own): each reading, its paraphrases, and the near readings
that must stay as they were."""

from __future__ import annotations

import pytest

from bot.core.rulings import Ruling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

# -- a card used "to" do something, then said countered


# "My opponent is at 2 life. I use Shock to deal 2 damage to him but it gets countered." was
# "opponent lost": the card used is told as done with its act, and "it gets countered" was
# dropped without a word. A countered spell or ability does nothing (MTG CR 701.6a).
@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 2 life. I use Shock to deal 2 damage to him but it gets countered.",
        "My opponent is at 2 life. I deal 2 damage to him with Shock but it gets countered.",
        "My opponent is at 2 life. I use Shock to deal 2 damage to him. It is countered.",
        "My opponent is at 2 life. I use Shock to deal 2 damage to him. Then it is countered.",
        "bob is at 3. alice uses Lightning Bolt to deal 3 damage to bob but Lightning Bolt is"
        " countered.",
        "I'm at 2 life. My opponent uses Shock to deal 2 damage to me but the spell gets"
        " countered.",
        "I'm at 1 life. My opponent taps his Prodigal Sorcerer to deal 1 damage to me but the"
        " ability is countered.",
        "carol is at 1 life. dana activates Prodigal Sorcerer to deal 1 damage to carol and it"
        " gets countered.",
    ],
)
def test_a_card_used_to_act_then_said_countered_is_refused(text: str) -> None:
    assert "countered" in _refused(text).message


# The near readings: a card used and nothing said countered, and a spell cast then countered.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 2 life. I use Shock to deal 2 damage to him.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "bob is at 2. I deal 2 damage to bob with Shock.",
            {"bob": "lost", "me": "won"},
        ),
        (
            "My opponent is at 2 life. I cast Shock at him but it gets countered.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "My opponent is at 2 life. He Shocks me. It is countered.",
            {"opponent": "playing", "me": "playing"},
        ),
    ],
)
def test_a_card_used_or_cast_and_countered_reads_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# -- a verb after "then" whose person is not the last subject's


# "My opponent is at 5 life and I'm at 3, then takes 3 damage." was "you lost": the verb after
# "then" took the last clause's subject ("I"), though "takes" is never said of "I"; whose the
# damage was is unsure (the opponent's by the grammar, the asker's by the order). So where the
# verb is as much an earlier subject's ("alice is at 3 and bob is at 3, then takes 3 damage"
# was bob's loss).
@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 5 life and I'm at 3, then takes 3 damage.",
        "My opponent is at 3 life and I'm at 3 life, then loses 3 life.",
        "bob is at 2 and we are at 10, then takes 2 damage.",
        "I'm at 3 life and my opponent is at 5, then lose 3 life.",
        "I'm at 2 and alice is at 9, then take 2 damage.",
        "alice is at 4, bob is at 1, then deal 1 damage to him.",
        # a verb that is as much another subject's as the last one's: whose, unsaid
        "My opponent is at 5 life and I'm at 3, then took 3 damage.",
        "alice is at 3 and bob is at 3, then takes 3 damage.",
        "If carol is at 3 and dana is at 5, then loses 3 life, who wins?",
    ],
)
def test_a_then_verb_not_of_the_last_subject_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I'm at 3 life and my opponent is at 5, then loses 5 life.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent is at 5 life and I'm at 3, then take 3 damage.",
            {"opponent": "won", "me": "lost"},
        ),
        (
            "I'm at 4 life, take 2 damage and then lose 2 life.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "Alice is at 1 life. Bob is at 3 life and then gains 2 life.",
            {"Alice": "playing", "Bob": "playing"},
        ),
    ],
)
def test_a_then_verb_of_the_last_subject_reads_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# -- a program said stuck showing something, beside an event told after it


# "My opponent is at 2 and the game got stuck showing him at 0 after I dealt 2 damage to him."
# was "nobody has won or lost yet": what the program showed was taken to run to the sentence's
# end, and the damage told after "after" was skipped with it as a report's words.
@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 2 and the game got stuck showing him at 0 after I dealt 2 damage to"
        " him.",
        "bob is at 3 and the client is stuck saying he is at 0 because alice dealt 3 damage to"
        " him.",
        'I\'m at 3 and the game is stuck saying "waiting for opponent" after I took 3 damage.',
        "carol is at 1 and the app got stuck on the screen when dana dealt 1 damage to carol.",
    ],
)
def test_an_event_told_after_what_a_stuck_program_shows_is_never_skipped(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, Ruling):
        assert "lost" in answer.results.values()


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            'My opponent is at -1 and the game is stuck saying "waiting for opponent".',
            {"me": "won", "opponent": "lost"},
        ),
        (
            'I\'m at 3 and the game is stuck saying "waiting for opponent", then I take 3 damage.',
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_stuck_program_beside_events_reads_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- a total as it was, said of both players after what changed it


# "I Chared my opponent. We were both at two life." was "nobody has won or lost yet": the totals
# as they were, told after the Char, were read as after it, though the words may mean before it
# (then both end at 0 or less: a draw). "I was at 3" so told was refused; "we were both" was not.
@pytest.mark.parametrize(
    "text",
    [
        "I Chared my opponent. We were both at two life.",
        "My opponent Chars me. We both had 3 life.",
        "alice deals 3 damage to bob. Both players were at 3 life.",
        "I take 3 damage. We were both at 3.",
        "bob gains 3 life. Both of us were at 3.",
    ],
)
def test_totals_as_they_were_of_both_told_late_are_refused(text: str) -> None:
    assert "before it or after it" in _refused(text).message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("We were both at two life. I Chared my opponent.", {"me": "drew", "opponent": "drew"}),
        # "I Chared my opponent. We are both at two life." is open since session 32
        # (test_leftovers_s32): before the Char or after it
        (
            "I Chared my opponent. Now we are both at two life.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_totals_of_both_told_in_order_read_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- a card used "to" do something in response, and a response told as "responds by"


# "I'm at 2 and my opponent is at 2. I use Shock to deal 2 damage to him and he uses Shock to
# deal 2 damage to me in response." was "you won": the "in response" of a card used was lost,
# and the response read after the first Shock. It resolves first (MTG CR 405.5, 608.1): 2 - 2
# = 0, and the asker loses before their Shock resolves (704.5a). So with "responds by dealing"
# ("I Shock him and he responds by dealing 1 damage to me" was a draw, both read at once).
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I'm at 2 and my opponent is at 2. I use Shock to deal 2 damage to him and he uses"
            " Shock to deal 2 damage to me in response.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I'm at 2 and my opponent is at 2. I use Shock to deal 2 damage to him. In response he"
            " uses Shock to deal 2 damage to me.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "bob is at 2 and alice is at 2. alice deals 3 damage to bob with Lightning Bolt and in"
            " response bob deals 2 damage to alice with Shock.",
            {"bob": "won", "alice": "lost"},
        ),
        (
            "I'm at 1 and my opponent is at 2. I use Shock to deal 2 damage to him and he taps"
            " Prodigal Sorcerer to deal 1 damage to me in response.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I'm at 1 and my opponent is at 2. I Shock him and he responds by dealing 1 damage to"
            " me.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I'm at 2. My opponent Shocks me and I respond by gaining 2 life.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "carol is at 3 and dana is at 2. carol Shocks dana and dana responded by gaining 1"
            " life.",
            {"carol": "playing", "dana": "playing"},
        ),
    ],
)
def test_a_response_by_a_card_used_or_by_doing_resolves_first(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# A response told by "responds by" in a sentence of its own: to what, unsaid (it was read as
# an event after the spell: "I Shock him. He responds by dealing 1 damage to me." was "you won").
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 1 and my opponent is at 2. I Shock him. He responds by dealing 1 damage to me.",
        "I'm at 2. My opponent Shocks me. I respond by gaining 2 life.",
        "bob is at 1. alice casts Lightning Bolt at bob. bob responded by gaining 5 life.",
        "I'm at 2. My opponent Shocks me. I respond by laughing.",
    ],
)
def test_a_response_by_doing_in_a_sentence_of_its_own_is_refused(text: str) -> None:
    _refused(text)


# -- another card's damage told beside a spell told as done


# "My opponent is at 3. I Shock him and my Prodigal Sorcerer deals 1 damage to him." was
# "nobody has won or lost yet": the Sorcerer's damage was taken for what the Shock did, and the
# Shock's own 2 dropped. Damage from another card is no account of the spell: 2 + 1 = 3.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 3. I Shock him and my Prodigal Sorcerer deals 1 damage to him.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "bob is at 5. alice bolts bob and alice's Shock deals 2 damage to bob.",
            {"bob": "lost", "alice": "won"},
        ),
        (
            "I'm at 4. My opponent Shocks me and his Walking Ballista deals 2 damage to me.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_another_cards_damage_beside_a_spell_told_done_adds_to_it(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# The near reading: the damage told is the spell's own, said in words ("I take 2 damage").
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I'm at 3. My opponent Shocks me and I take 2 damage.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I'm at 3. My opponent Shocks me and Shock deals 2 damage to me.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_spells_own_damage_said_in_words_is_counted_once(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# -- a card used "to" deal damage, and a gain of the player it hit told beside it


# "My opponent is at 2. I use Shock to deal 2 damage to him and he gains 2 life." was "nobody
# has won or lost yet": the gain read at once with the Shock's damage, which only lifelink does.
# Gained in response (first) he stays at 2; gained after the Shock resolved, he lost at 0 before
# it (704.5a). As for a spell cast at him, the words are asked which.
@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 2. I use Shock to deal 2 damage to him and he gains 2 life.",
        "bob is at 3. alice deals 3 damage to bob with Lightning Bolt and bob gains 3 life.",
        "I'm at 2. My opponent uses Lava Spike to deal 3 damage to me and I gain 2 life.",
    ],
)
def test_a_gain_beside_a_card_used_to_deal_damage_is_asked_when(text: str) -> None:
    assert "in response" in _refused(text).message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 2. I use Shock to deal 2 damage to him and he gains 2 life in"
            " response.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "My opponent is at 2. I use Shock to deal 2 damage to him, then he gains 2 life.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "My opponent is at 2. I use Shock to deal 2 damage to him and I gain 2 life.",
            {"opponent": "lost", "me": "won"},
        ),
    ],
)
def test_a_gain_told_in_order_beside_a_card_used_reads_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
