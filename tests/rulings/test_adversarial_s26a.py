"""Questions typed as players type them that Arbiter answered wrong or misled on (issue #31,
the session-26 adversarial pass "adversary26a"): each reading, its paraphrases, and the near
readings that must stay as they were. A refusal is always acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

# -- what a card dealt, told again in a sentence of its own


# "opp is at 5. i bolt him. he takes 3 damage. is he dead" was "opponent loses, you win": the
# Bolt's 3 and the 3 told after it were both counted (at 5, he is at 2 if they are one). Told
# in one sentence ("i bolt him and he takes 3") the words are read as the Bolt's; told apart,
# it is a case each, and asked where they end apart.
TOLD_AGAIN_APART = [
    "opp is at 5. i bolt him. he takes 3 damage. is he dead",
    "opp is at 5. i bolt him. the bolt deals 3 damage to him. is he dead",
    "opp is at 5. i bolt him. then he takes 3 damage from lightning bolt. dead?",
    "im at 5. opp bolts me. i take 3 damage. am i dead",
    "opp is at 6. i lava axe him. he takes 5. is he dead",
    "my opponent is at 4. I Shock him. He loses 2 life. Does he lose?",
    "bob is at 5. alice casts lightning bolt at bob. it resolves. lightning bolt deals 3 damage "
    "to bob.",
    "bob is at 3. I shock bob. Bob takes 2 damage from it. Who wins?",
    "alice is at 7. bob lava axes alice. alice gets hit for 5.",
    # damage a player dealt, told again
    "opp is at 5. i deal 3 damage to him. he takes 3 damage. is he dead",
    "opp is at 5. i hit him for 3. he takes 3. dead?",
    "bob is at 4. alice deals 2 damage to bob. bob loses 2 life. does bob lose",
    # poison counters a card gave, told again
    "opp has 8 poison. my blighted agent hits him for 1. he gets 1 poison counter. does he lose",
    "bob has 8 poison counters. alice's glistener elf deals 1 damage to bob. bob gets a poison "
    "counter. does bob lose",
]


@pytest.mark.parametrize("text", TOLD_AGAIN_APART)
def test_a_cards_damage_told_again_is_asked(text: str) -> None:
    answer = _ruled(text)
    assert answer.status == "depends", answer.text()
    assert answer.question is not None and "tell again" in answer.question, answer.text()
    once, more = answer.cases
    assert all(result == "playing" for result in once.results.values()), answer.text()
    assert "lost" in more.results.values(), answer.text()


# After a spell whose resolution is itself open ("I cast Lightning Bolt at him"), the two
# questions are one: it resolved and the loss is its own, it resolved and the loss is more, or
# it did not resolve and the loss is more.
TOLD_AGAIN_AFTER_AN_OPEN_SPELL = [
    "opp is at 5. i cast lightning bolt at him. he takes 3 damage. is he dead",
    "opp is at 5. i cast lightning bolt at him. lightning bolt deals 3 damage to him. did he die",
    "opp is at 5. i cast lightning bolt targeting him. it deals 3 damage to him. is he dead",
    "bob is at 5. alice casts lightning bolt at bob. bob takes 3 damage from it. does bob lose",
    "opp is at 5. i cast lightning bolt at him. he loses 3 life. is he dead",
    "I'm at 7. My opponent casts Lava Axe at me. I take 5 damage. Am I dead?",
]


@pytest.mark.parametrize("text", TOLD_AGAIN_AFTER_AN_OPEN_SPELL)
def test_a_cards_damage_told_again_after_an_open_spell_is_one_question(text: str) -> None:
    answer = _ruled(text)
    assert answer.status == "depends", answer.text()
    assert answer.question is not None and "resolve" in answer.question, answer.text()
    assert "tell again" in answer.question, answer.text()
    assert [("lost" in case.results.values()) for case in answer.cases] == [False, True, False]


# Where both readings end alike, the answer stands and says it does not turn on it.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("opp is at 3. i bolt him. he takes 3 damage. is he dead", {"opponent": "lost"}),
        ("opp is at 9. i bolt him. he takes 3 damage. is he dead", {"opponent": "playing"}),
        (
            "opp is at 5 with platinum angel. i bolt him. he takes 3 damage. is he dead",
            {"opponent": "playing"},
        ),
        ("im at 5. opp casts lava axe at me. i take 5 damage. do i lose", {"me": "lost"}),
        # a commander's combat damage told again: 21 either way
        (
            "commander: 4 players: me, bob, carol, dave. bob has taken 11 commander damage from "
            "me. my commander deals 10 combat damage to bob. bob takes 10 commander damage from "
            "me. does bob lose",
            {"bob": "lost", "carol": "playing"},
        ),
        (
            "alice is at 3 life. bob casts Lightning Bolt at alice. alice takes 3 damage.",
            {"alice": "lost"},
        ),
    ],
)
def test_a_damage_told_again_that_changes_nothing_is_answered(
    text: str, results: dict[str, str]
) -> None:
    answer = _ruled(text)
    assert answer.status != "depends", answer.text()
    for player, result in results.items():
        assert answer.results[player] == result, answer.text()
    assert "tells again" in answer.text() and "does not change the outcome" in answer.text()


# The near readings stay as they were: told in the spell's own sentence (the spell's account),
# said to be more, from another source, of another amount, or of another player.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("opp is at 5. i bolt him and he takes 3. is he dead", {"opponent": "playing"}),
        ("opp is at 5. i bolt him, he takes 3 damage. dead?", {"opponent": "playing"}),
        ("opp is at 5. i bolt him. he takes 3 more damage. is he dead", {"opponent": "lost"}),
        ("opp is at 5. i bolt him. he also loses 3 life. is he dead", {"opponent": "lost"}),
        ("bob is at 5. alice bolts bob. bob takes 2 damage.", {"bob": "lost"}),
        ("we are both at 3. i bolt him. i take 3 damage. who wins", {"opponent": "lost"}),
        ("opp is at 5. i bolt him. he gains 3 life. is he dead", {"opponent": "playing"}),
        ("opp is at 3. i bolt him. he gains 3 life. is he dead", {"opponent": "lost"}),
        (
            "opp has 8 poison. my blighted agent hits him for 1. he gets 1 more poison counter.",
            {"opponent": "lost"},
        ),
    ],
)
def test_more_damage_told_apart_still_reads(text: str, results: dict[str, str]) -> None:
    answer = _ruled(text)
    assert answer.status != "depends", answer.text()
    for player, result in results.items():
        assert answer.results[player] == result, answer.text()


# A sentence told word for word again is a second event, as a game's log tells each turn (the
# documented language's `benchmarks/rulings.py` Commander game was asked "does it tell again
# what alice's commander did?").
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "commander: 4 players: alice, bob, carol, dave. bob takes 11 commander damage from "
            "alice. carol gains 1 life. bob takes 11 commander damage from alice.",
            {"bob": "lost"},
        ),
        ("opp is at 5. he takes 3 damage. he takes 3 damage. is he dead", {"opponent": "lost"}),
        (
            "bob has 5 poison counters. bob gets 5 poison counters. bob gets 5 poison counters.",
            {"bob": "lost"},
        ),
    ],
)
def test_a_sentence_told_again_word_for_word_is_a_second_event(
    text: str, results: dict[str, str]
) -> None:
    answer = _ruled(text)
    assert answer.status != "depends", answer.text()
    for player, result in results.items():
        assert answer.results[player] == result, answer.text()


# -- "did you mean" for a verb mistyped after "and", its subject left out


# "opp is at 3 and loeses 3 life" was offered "loeses is at 3 life" (a player called "loeses",
# and another event), "opp is at 3 and taks 3 damage" "taks takes 3 damage": the mistyped verb
# was taken for the clause's subject. A word that is a typo of a verb is no player.
@pytest.mark.parametrize(
    "text",
    [
        "opp is at 3 and loeses 3 life. ded?",
        "opp is at 3 and taks 3 damage. does he lose",
        "opp is at 3 and gians 3 life. does he lose",
        "we are both at 3 and taks 3 damage",
        "i am at 3 and loeses 4 life",
        "bob has 2 poison counters and gest 8 more poison counters",
    ],
)
def test_a_mistyped_verb_is_never_offered_as_a_player(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert "Did you mean" not in answer.message, answer.message


# The typo of a verb after its subject is still mended.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("bob takse 3 damage", "bob takes 3 damage"),
        ("my opponent loeses 3 life", "my opponent loses 3 life"),
        ("bob concdes", "bob concedes"),
        ("bob goes to 0 lfie", "bob goes to 0 life"),
    ],
)
def test_a_typo_after_its_subject_is_still_offered(text: str, meant: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling)
    assert f'Did you mean "{meant}"?' in answer.message, answer.message


# A commander's combat damage told again ("bob takes 10 commander damage") counts once where
# it is the same: at 21 only if it comes on top.
def test_a_commanders_damage_told_again_is_asked() -> None:
    answer = _ruled(
        "commander: 4 players: me, bob, carol, dave. bob is at 30 and has taken 5 commander "
        "damage from me. my commander deals 8 combat damage to bob. bob takes 8 commander damage "
        "from me. does bob lose"
    )
    assert answer.status == "depends", answer.text()
    once, more = answer.cases
    assert once.results["bob"] == "playing" and more.results["bob"] == "lost", answer.text()


# -- "ded", chat for "dead", and "lethal?"


# "im at 2 and opp bolts me. am i ded" was refused as words it could not read: "ded" is chat's
# "dead", read as the question of the outcome it is.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("im at 2 and opp bolts me. am i ded", {"me": "lost"}),
        ("opp is at four life. i deal him four damage. is he ded", {"opponent": "lost"}),
        ("opp is at 3. i bolt him. ded?", {"opponent": "lost"}),
        ("ded? opp is at 3 and i bolt him", {"opponent": "lost"}),
        ("opp is at 1 and has platinum angel. i shock him. is he ded", {"opponent": "playing"}),
        # "lethal?", "is that lethal": the same question, of the player hit
        ("opp is at 5. i bolt him then i shock him. lethal?", {"opponent": "lost"}),
        ("opp is at 6. i bolt him then i shock him. is that lethal?", {"opponent": "playing"}),
        ("is this lethal? opp is at 3 and i bolt him", {"opponent": "lost"}),
    ],
)
def test_ded_asks_whether_a_player_is_dead(text: str, results: dict[str, str]) -> None:
    answer = _ruled(text)
    for player, result in results.items():
        assert answer.results[player] == result, answer.text()


# -- a card chat writes lowercase, said as a source, is never a player


# "im at 3. i take 3 damage from shock. who wins" was "shock wins": a card's name or the verb
# made of it, lowercase as chat writes it ("from shock", "from bolt"), was made a player, who
# then won. It is the card; the other player is the one left.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("im at 3. i take 3 damage from shock. who wins", {"me": "lost", "opponent": "won"}),
        ("im at 3. i take 3 damage from bolt. who wins", {"me": "lost", "opponent": "won"}),
        ("opp is at 3. he takes 3 damage from bolt. who wins", {"opponent": "lost", "me": "won"}),
        ("i'm at 2 and lose 2 life from shock. do i lose", {"me": "lost", "opponent": "won"}),
        ("bob is at 3. bob takes 3 damage from bolt. who wins", {"bob": "lost"}),
    ],
)
def test_a_card_written_lowercase_is_no_player(text: str, results: dict[str, str]) -> None:
    answer = _ruled(text)
    assert answer.results == {**answer.results, **results}, answer.text()
    assert not {"shock", "bolt"} & set(answer.results), answer.text()


# A player named so stays a player.
def test_a_player_named_like_a_card_stays_a_player() -> None:
    answer = _ruled("bolt and alice are playing. alice is at 3. alice takes 3 damage from bolt.")
    assert answer.results == {"alice": "lost", "bolt": "won"}, answer.text()


# "he takes 3 damage from each bolt" was "nobody has won or lost yet" at 5: "each" before a
# card's nickname is many casts of it, as before its name ("from each Shock"): refused.
@pytest.mark.parametrize(
    "text",
    [
        "opp is at 5. he takes 3 damage from each bolt. dead?",
        "i'm at 4. i take 2 damage from each shock. do i lose",
        "opp is at 5. he loses 3 life from each bolt. dead?",
    ],
)
def test_damage_from_each_of_a_cards_nickname_is_refused(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()


# "bob is at 2 life. alice and carol each deal 1 damage to bob." was "alice wins": "carol each"
# was no player, and carol was left out of the game. Each is a player dealing it.
def test_players_each_dealing_damage_are_all_in_the_game() -> None:
    answer = _ruled("bob is at 2 life. alice and carol each deal 1 damage to bob.")
    assert answer.results == {"bob": "lost", "alice": "playing", "carol": "playing"}


# "im at 3. i take 3 damage from burn. who wins" was "burn wins", "from trample" "trample
# wins": a word for what deals damage, a game's term or a token's kind is no new player's name.
# The reader knows no source by it: refused, never a player who wins.
@pytest.mark.parametrize(
    "text",
    [
        "im at 3. i take 3 damage from burn. who wins",
        "im at 3. i take 3 damage from trample. who wins",
        "im at 3. i take 3 damage from fire. who wins",
        "opp is at 2. he takes 2 damage from goblin. who wins",
        "bob is at 1. bob loses 1 life from ping. who wins",
    ],
)
def test_a_word_for_a_source_is_never_a_new_player(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()


# A name the words give a player still is one: "from tom", "goblin and alice are playing".
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("im at 3. i take 3 damage from tom. who wins", {"me": "lost", "tom": "won"}),
        (
            "goblin and alice are playing. alice is at 3. alice takes 3 damage from goblin.",
            {"alice": "lost", "goblin": "won"},
        ),
    ],
)
def test_a_player_named_as_a_source_still_reads(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
