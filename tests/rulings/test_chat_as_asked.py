"""Questions as people ask them (issue #31, rulings.md revision 3, "Reading chat"): a sentence
that says nothing of the game is framing, skipped and shown; a sentence that says anything of
it is read or refused and named, never skipped; a refusal of what the reader cannot play out
(combat, a loop, cards left) says the one way to put it; and the small forms of chat ("health",
"we are both at", "my question is", "I have a <card>")."""

from __future__ import annotations

import re

import pytest

from bot.core.rulings.unsaid_hints import Unsaid, unsaid
from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

# -- a sentence that says nothing of the game ---------------------------------------------------

FRAMING = [
    "From what I can tell",
    "Here is my question",
    "That is",
    "Thanks in advance",
]


@pytest.mark.parametrize("framing", FRAMING)
def test_a_sentence_that_says_nothing_of_the_game_is_skipped_and_shown(framing: str) -> None:
    ruling = _ruled(f"{framing}. I concede. Do I lose?")
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert framing in ruling.skipped
    assert framing in ruling.text()  # shown under "understood", as skipped
    assert framing in ruling.to_json()["skipped"]


# Each says something of the game the reader cannot read: a player, a card, a number, an
# action. Skipping it could change the outcome, so the answer refuses and names it.
NOT_FRAMING = [
    ("I flibber. I concede", "I flibber"),
    ("bob flibbers. alice concedes", "bob flibbers"),
    # Made of ordinary words, each says something of the game: a concession, a player gone.
    ("I give up. my opponent is at 0 life", "I give up"),
    ("I'm out. my opponent is at 0 life", "I'm out"),
    ("he's gone. alice is at 0 life", "he's gone"),
    ("we agreed. I concede", "we agreed"),
    ("my opponent has out a skyshroud behemoth. my opponent is at 0 life", "skyshroud"),
    ("we had a number like 7. I concede", "7"),
    ("totally clear on part 1. I concede", "part 1"),
    ("we were tapped out. I concede", "tapped out"),
    ("nobody could win. I concede", "win"),
    ("my opponent was there. my opponent is at 0 life", "my opponent was there"),
]


@pytest.mark.parametrize(("text", "named"), NOT_FRAMING)
def test_a_sentence_that_says_anything_of_the_game_is_never_skipped(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.kind is Refusal.UNREAD
    assert refused.unread is not None and named in refused.unread
    assert named in refused.message


@pytest.mark.parametrize("lead", ["My question is,", "the question is", "So my real question is:"])
def test_my_question_is_leads_a_question(lead: str) -> None:
    ruling = _ruled(f"{lead} if I am at 0 life, do I lose?")
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert any("question" in skipped for skipped in ruling.skipped)


# -- small forms of chat -----------------------------------------------------------------------


def test_health_is_life() -> None:
    ruling = _ruled("Say I am at 10 health. I took 10 damage")
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert ruling.to_json()["understood"]["reports"][0] == {
        "event": "life",
        "player": "me",
        "set": 10,
    }


@pytest.mark.parametrize(
    "text",
    [
        "my opponent and I are both at 0 life",
        "we are both at 0 life",
        "we're both at 0 life",
        "alice and bob were both at 0 life",
    ],
)
def test_both_after_the_verb_is_read_as_both(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert set(ruling.results.values()) == {"drew"} and len(ruling.results) == 2


def test_both_after_the_verb_keeps_each_players_number() -> None:
    ruling = _ruled("we are both at 1 life. then I lose 1 life")
    assert ruling.results == {"me": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    "text",
    [
        "I have a Goblin Guide on the battlefield. my opponent is at 0 life",
        "My opponent has a Skyshroud Behemoth. My opponent is at 0 life",
        "My opponent has out a Skyshroud Behemoth. My opponent is at 0 life",  # was unread
        "my opponent controls the Frumious Bandersnatch and is at 0 life",
    ],
)
def test_a_card_after_an_article_is_named_as_a_card(text: str) -> None:
    refused = _refused(text)
    assert refused.kind is Refusal.UNKNOWN_CARD
    assert re.search(r"does not know the card \"[A-Z]", refused.message)


def test_teams_said_in_a_sentence_are_no_declaration_of_teams() -> None:
    refused = _refused("magic two-headed giant: teams win and lose the game as a team")
    assert "not a name" not in refused.message  # it said '"win" is a word ..., not a name'
    # a rule stated of every team: the rules index's (session 31; it named "teams win" unread)
    assert refused.kind is Refusal.RULE_QUESTION and "MTG CR 810.8a" in refused.rules


def test_teams_set_against_each_other_are_still_declared_without_a_colon() -> None:
    ruling = _ruled("magic two-headed giant: teams alice and bob vs carol and dave. alice concedes")
    assert ruling.results == {"alice": "lost", "bob": "lost", "carol": "won", "dave": "won"}


# -- what an unread clause leaves unsaid ----------------------------------------------------------

UNSAID = [
    ("I'm at 1 life. My opponent attacks with two creatures", Unsaid.COMBAT),
    ("I swing with all four creatures", Unsaid.COMBAT),
    ("player 1 has infinite mana", Unsaid.LOOP),
    ("I have around 50 cards left in my library", Unsaid.CARDS_LEFT),
]


@pytest.mark.parametrize(("text", "kind"), UNSAID)
def test_a_refusal_says_how_to_put_what_the_outcome_turns_on(text: str, kind: Unsaid) -> None:
    refused = _refused(text)
    assert refused.unread is not None and unsaid(refused.unread) is kind
    examples = re.findall(r'"([^"]+)"', refused.message.split(". ", 1)[1])
    assert len(examples) >= 2
    for example in examples:  # each way offered says what the outcome turns on, and reads
        assert any(said in example for said in _SAYS[kind])
        _ruled(example)


# A combat is said by its damage, or by its attack with the creatures' stats and its block.
_SAYS = {
    Unsaid.COMBAT: ("combat damage", "attack with a"),
    Unsaid.LOOP: ("loop",),
    Unsaid.CARDS_LEFT: ("library",),
}


def test_a_clause_that_leaves_nothing_unsaid_gets_the_games_examples() -> None:
    refused = _refused("I flibber")
    assert "Situations read like" in refused.message


# -- what a person thinks -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # Skipped as an opinion, these were ruled without the fact: "you lose" despite the
        # Platinum Angel the asker had, "the game goes on" for an opponent at 2 taking 2.
        "I believe I had Platinum Angel. I am at 0 life",
        "I think my opponent was at 2 life. my opponent takes 2 damage",
        "he says my opponent was at 2 life. my opponent takes 2 damage",
        "I think I was first. my opponent is at 0 life",
    ],
)
def test_what_a_person_thinks_of_a_fact_of_the_moment_is_never_skipped(text: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and refused.unread == text.split(". ")[0]


def test_what_a_person_thinks_of_the_outcome_is_skipped_and_shown() -> None:
    ruling = _ruled("my opponent concedes. I think I won but he claims he's alive")
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert ruling.skipped == ("I think I won but he claims he's alive",)


# -- a game of more than two players --------------------------------------------------------------

MULTIPLAYER = [
    # Each was ruled as a two-player game: "you win" when others may still be playing.
    "In a multiplayer game, my opponent concedes. Do I win?",
    "during a multiplayer match player 1 concedes",
    "in a multiplayer game alice concedes and bob concedes",
    "we are playing multiplayer. alice concedes",
    "In a free-for-all multiplayer Magic game, alice concedes",
    "I am in the multiplayer game. alice concedes, bob concedes and carol is at 0 life",
]


@pytest.mark.parametrize("text", MULTIPLAYER)
def test_a_multiplayer_game_asks_who_plays(text: str) -> None:
    refused = _refused(text)
    assert "more than two players" in refused.message
    example = re.search(r'"(\d+ players: [^"]+)"', refused.message)
    assert example is not None
    _ruled(example[1])  # the way offered reads


def test_a_multiplayer_game_with_its_players_said_is_ruled() -> None:
    ruling = _ruled("3 players: me, alice, bob. we are playing multiplayer. alice concedes")
    assert ruling.results == {"me": "playing", "alice": "lost", "bob": "playing"}
    assert "we are playing multiplayer" in ruling.skipped
    ruling = _ruled("in a 4 person multiplayer game alice concedes")
    assert ruling.status == "ongoing" and len(ruling.results) == 4


# -- a word before a comma that is no player ------------------------------------------------------

ADVERBS = [
    # Each word before the comma was a player who conceded with the asker: "a draw".
    ("Unfortunately, I concede", {"me": "lost", "opponent": "won"}),
    ("Eventually, my opponent concedes", {"me": "won", "opponent": "lost"}),
    ("Finally, I concede", {"me": "lost", "opponent": "won"}),
    ("However, I am at 0 life", {"me": "lost", "opponent": "won"}),
    ("Luckily my opponent is at 0 life", {"me": "won", "opponent": "lost"}),
    ("Additionally, alice is at 0 life. bob concedes", {"alice": "lost", "bob": "won"}),
]


@pytest.mark.parametrize(("text", "results"), ADVERBS)
def test_a_sentence_adverb_is_framing_never_a_player(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    opener = text.split(",")[0].split(" my")[0]
    assert opener in ruling.skipped


def test_a_name_before_a_comma_is_no_list_of_players() -> None:
    # "alice, I concede" speaks to alice: it is no "alice and I concede" (it was a draw).
    refused = _refused("Bob, I concede")
    assert refused.unread == "Bob"
    # A list says "and" before its last name.
    ruling = _ruled("alice, bob and I concede")
    assert set(ruling.results) == {"alice", "bob", "me"}


# -- a situation with its question around it is no question about a rule ---------------------------


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # Each was answered "that asks about the rules", hiding the words it could not read.
        ("What happens if I flibber and my opponent is at 0 life?", "I flibber"),
        ("What if my opponent flibbers? Does he lose?", "my opponent flibbers"),
        ("Who wins if I flibber while my opponent is at 0 life?", "I flibber"),
    ],
)
def test_a_situation_asked_as_a_question_names_what_it_could_not_read(
    text: str, named: str
) -> None:
    refused = _refused(text)
    assert refused.kind is Refusal.UNREAD
    assert refused.unread is not None and named in refused.unread
    assert named in refused.message


def test_a_question_about_a_rule_still_goes_to_the_rules_index() -> None:
    # one asked of a hypothetical player is a general situation (test_hypothetical_players.py)
    assert _refused("how does drawing from an empty library work?").kind is (Refusal.RULE_QUESTION)


# -- the players left in a game of more ----------------------------------------------------------

PLAYERS_LEFT = [
    "I was playing a 4 person edh game. we are the two last players in play. my opponent concedes",
    "we are playing multiplayer. There are only two players left. my opponent concedes",
    "In a multiplayer game, it's down to two players and my opponent concedes",
    "we're the last two players left and my opponent concedes. Do I win?",
    "If there's only two people left in this circumstance, and my opponent concedes, do I win?",
]


@pytest.mark.parametrize("text", PLAYERS_LEFT)
def test_the_players_left_are_the_players_of_the_game(text: str) -> None:
    # Refused as unread ("we are the two last players in play"), or as a game of more than
    # two players whose players were not said, though the text says only two are left.
    ruling = _ruled(text)
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert any(re.search(r"\b(?:two|2)\b", skipped) for skipped in ruling.skipped)


def test_three_players_left_are_three_players_of_the_game() -> None:
    # As "in a 4 person game": the players not named are at the table, so no one wins yet.
    ruling = _ruled("we are playing multiplayer. There are three players left. alice concedes")
    assert ruling.status == "ongoing" and len(ruling.results) == 3
    assert ruling.results["alice"] == "lost"


def test_a_game_of_n_people_said_with_playing_is_the_game_said() -> None:
    # "I was playing a 4 person edh game" was unread.
    ruling = _ruled("I was playing a 4 person edh game. alice concedes")
    assert ruling.variant == "commander" and len(ruling.results) == 4
    assert "I was playing a 4 person edh game" in ruling.skipped


def test_a_multiplayer_game_said_after_and_is_the_game_said() -> None:
    # "we are playing multiplayer" after "and" was unread; it is the game said in passing.
    refused = _refused(
        "My opponent has Platinum Angel in play and we are playing multiplayer. I concede"
    )
    assert "more than two players" in refused.message


NOTHING_ENDS_AMONG_MANY = [
    "we are playing multiplayer. bob is at 0 life and controls Platinum Angel",
    "In a multiplayer game, alice controls Phage the Untouchable. I cast Reins of Power on alice",
    "My opponent has Phage the Untouchable in play and we are playing multiplayer. If I play "
    "Reins of Power on my opponent, would that trigger Phage's come in to play ability killing "
    "both of us?",
]


@pytest.mark.parametrize("text", NOTHING_ENDS_AMONG_MANY)
def test_a_multiplayer_game_where_nothing_ends_for_anyone_is_ruled(text: str) -> None:
    """How many play unsaid, and nothing said ends the game for any player named: nobody wins,
    loses or draws whoever else plays (they did nothing the words say), and the answer says
    how many play was not said."""
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert set(ruling.results.values()) == {"playing"}
    assert "How many play is not said" in ruling.explanation


@pytest.mark.parametrize(
    "text",
    [
        "we are playing multiplayer. bob is at 0 life",  # bob loses: who else wins turns on them
        "we are playing multiplayer. my opponent takes 3 damage",  # depends on their life
        "we are playing multiplayer. an effect says I win",
        "In a multiplayer game, I control Cromat and a land of each basic land type. I cast "
        "Coalition Victory",  # it depends on whether it resolved: a win in one case
    ],
)
def test_a_multiplayer_game_where_something_may_end_still_asks_who_plays(text: str) -> None:
    assert "more than two players" in _refused(text).message


# -- a question around the moment it asks about ---------------------------------------------------

ASKED_AROUND = [
    # Each was unread as a whole ("Does he lose if he takes 3 damage").
    ("my opponent is at 3 life. Does he lose if he takes 3 damage?", "Does he lose"),
    ("my opponent is at 3 life. Would I win if my opponent takes 3 damage?", "Would I win"),
    ("my opponent is at 3 life. If he takes 3 damage, is he dead?", "is he dead"),
    ("my opponent is at 3 life. He takes 3 damage, or does he survive?", "does he survive"),
    ("my opponent is at 3 life. Can I still win if he takes 3 damage or do I lose too?", "do I"),
]


@pytest.mark.parametrize(("text", "question"), ASKED_AROUND)
def test_the_question_around_a_moment_is_skipped_and_the_moment_read(
    text: str, question: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert any(skipped.startswith(question) for skipped in ruling.skipped)


def test_a_question_after_or_taken_off_leaves_no_or() -> None:
    ruling = _ruled("my opponent is at 3 life. he takes 3 damage, or is it a draw?")
    assert ruling.results == {"me": "won", "opponent": "lost"}


def test_the_moment_a_question_asks_about_is_read_or_named() -> None:
    refused = _refused("my opponent is at 3 life. Do I lose if I flibber?")
    assert refused.unread == "I flibber"


# -- a title line -----------------------------------------------------------------------------

TITLED = [
    ("[Quick question: I concede. Do I lose?]", "Quick question"),
    ("Review response — I concede", "Review response"),
    ("Rule clarification: my opponent is at 0 life", "Rule clarification"),
    ("Thanks in advance - I concede", "Thanks in advance"),
]


@pytest.mark.parametrize(("text", "title"), TITLED)
def test_a_title_that_says_nothing_of_the_game_is_skipped(text: str, title: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over" and set(ruling.results.values()) == {"won", "lost"}
    assert title in ruling.skipped


def test_a_title_that_names_a_card_is_never_skipped() -> None:
    # Skipped, the answer would be "you lose" without the Platinum Angel the title names: it
    # is the card held, whose it is asked (session 32; it was refused)
    ruling = _ruled("[All About Platinum Angel: I am at 0 life]")
    assert ruling.status == "depends" and "Platinum Angel" in ruling.to_json()["question"]
    assert [case.results["me"] for case in ruling.cases] == ["playing", "lost"]


# -- a player's action on a card -----------------------------------------------------------------

REMOVED = [
    # Each was unread ("my opponent destroys Platinum Angel"): the card leaves, its effect ends.
    ("I control Platinum Angel and I am at 0 life. my opponent destroys Platinum Angel", "me"),
    ("I control Platinum Angel and I am at 0 life. my opponent destroyed my Platinum Angel", "me"),
    ("alice controls Platinum Angel and is at 0 life. bob kills alice's Platinum Angel", "alice"),
    ("I control Phyrexian Unlife and I am at 0 life. my opponent exiles Phyrexian Unlife", "me"),
    ("I control Platinum Angel and I am at 0 life. I sacrifice Platinum Angel", "me"),
]


@pytest.mark.parametrize(("text", "loser"), REMOVED)
def test_a_card_a_player_destroys_leaves_the_battlefield(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over" and ruling.results[loser] == "lost"
    assert list(ruling.results.values()).count("won") == 1
    if "bob" in text:
        assert ruling.results == {"alice": "lost", "bob": "won"}  # bob is met, as a player


def test_a_player_destroying_a_card_still_needs_a_card() -> None:
    refused = _refused("I am at 0 life. my opponent destroys my hopes")
    assert refused.unread is not None and "destroys" in refused.unread


# -- damage said as people say it ---------------------------------------------------------------

HITS = [
    # Each was unread.
    ("my opponent is at 5 life. I hit him for 6", {"me": "won", "opponent": "lost"}),
    ("my opponent is at 7 life. I hit him for 6", {"me": "playing", "opponent": "playing"}),
    ("I'm at 5. my opponent hits me for 5 damage", {"me": "lost", "opponent": "won"}),
    ("I'm at 5. my opponent attacks me for 6 unblocked", {"me": "lost", "opponent": "won"}),
    (
        "alice is at 3. bob swings at alice for 3 and she doesn't block",
        {"alice": "lost", "bob": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), HITS)
def test_hit_for_n_is_damage_and_an_unblocked_attack_its_combat_damage(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_an_unblocked_attack_is_combat_damage() -> None:
    ruling = _ruled("I'm at 5. my opponent attacks me for 6 unblocked")
    assert "you lose 6 life (from your opponent)" in ruling.text()


def test_an_attack_without_its_blocks_still_asks_what_it_dealt() -> None:
    refused = _refused("I'm at 5. my opponent attacks me for 6")
    assert refused.unread == "my opponent attacks me for 6"
    # It offered "my opponent takes 6 damage": the damage on the wrong player.
    assert "Did you mean" not in refused.message


# -- a card named again by a pronoun or a word of its name ----------------------------------------

REFERRED = [
    # Each was unread ("it dies", "my angel dies").
    "I control Platinum Angel and I am at 0 life. then it dies",
    "I control Platinum Angel and I am at 0 life. then my opponent kills it",
    "I control Platinum Angel and I am at 0 life. then my angel dies",
    "I control Platinum Angel and I am at 0 life. then my opponent destroyed my angel",
    "I control Phyrexian Unlife and I am at 0 life. then the unlife is destroyed",
]


@pytest.mark.parametrize("text", REFERRED)
def test_the_one_card_named_is_what_it_and_a_word_of_its_name_refer_to(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert ruling.cards[0].name in ("Platinum Angel", "Phyrexian Unlife")


@pytest.mark.parametrize(
    "text",
    [
        # Two cards named: "it" could be either, so it stays unread.
        "I control Platinum Angel and Phyrexian Unlife and I am at 0 life. then it dies",
        # A word of the game is never taken for a card's name ("Life and Limb").
        "I control Life and Limb and I am at 0 life. then my life is destroyed",
        # Another thing named after the card: "it" may be that.
        "I control Platinum Angel and I am at 0 life. my opponent has a creature. I kill it",
        # No card named before: nothing to refer to.
        "I am at 0 life. then it dies. I control Platinum Angel",
    ],
)
def test_a_reference_to_a_card_is_read_only_when_one_card_fits(text: str) -> None:
    refused = _refused(text)
    assert refused.kind in (Refusal.UNREAD, Refusal.CARD_NOT_JUDGED)


# -- a game's full name ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # "Magic" before its colon was taken for a card, "The Gathering" left unread.
        "In Magic: The Gathering, I am at 0 life",
        "According to the Magic: the Gathering comprehensive rules, I am at 0 life",
    ],
)
def test_a_games_full_name_with_a_colon_is_the_game(text: str) -> None:
    ruling = _ruled(text, default_game=None)
    assert ruling.system == "magic" and ruling.results == {"me": "lost", "opponent": "won"}


# -- a role written short -------------------------------------------------------------------------


def test_a_role_by_its_letter_is_that_player() -> None:
    # "A takes 5 damage" was unread ("A" is an article).
    ruling = _ruled("Player A is at 5 life and player B is at 3 life. A takes 5 damage")
    assert ruling.results == {"Player A": "lost", "player B": "won"}


# -- small words of chat -----------------------------------------------------------------------

SMALL_WORDS = [
    # Each was unread.
    ("I am at exactly 3 life. I take 3 damage", {"me": "lost", "opponent": "won"}),
    # An empty library loses only at a draw from it (704.5b): nothing ends yet.
    ("my opponent's deck runs out of cards", {"me": "playing", "opponent": "playing"}),
    ("my opponent's library ran out", {"me": "playing", "opponent": "playing"}),
]


@pytest.mark.parametrize(("text", "results"), SMALL_WORDS)
def test_small_words_of_chat(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- an attack told with its result ------------------------------------------------------------

ATTACKS = [
    # Each was unread ("I swing with all four creatures", "I attack him with ...").
    "my opponent is at 10 life. I swing with all four creatures and he takes 12 combat damage",
    "my opponent is at 10 life. I attack him with all four creatures and he takes 12 combat damage",
    "my opponent is at 10 life. I swung at my opponent and he took 12 combat damage",
]


@pytest.mark.parametrize("text", ATTACKS)
def test_an_attack_told_with_its_result_is_read(text: str) -> None:
    assert _ruled(text).results == {"me": "won", "opponent": "lost"}


def test_a_swing_alone_still_asks_what_it_dealt() -> None:
    refused = _refused("my opponent is at 10 life. I swing at him with all four creatures")
    assert "ends nothing by itself" in refused.message


def test_there_are_n_players_listed_is_the_declaration_of_players() -> None:
    # "there are 3 players: me, alice and bob" was unread.
    ruling = _ruled("there are 3 players: me, alice and bob. alice concedes")
    assert ruling.results == {"me": "playing", "alice": "lost", "bob": "playing"}


# -- whose turn it is, and what the asker is unsure of ------------------------------------------

TALK_AROUND = [
    # Each was unread.
    ("It is my turn, I concede", "It is my turn"),
    ("it's my opponent's turn. my opponent is at 0 life", "it's my opponent's turn"),
    ("I concede. However, the lifelink is where we got confused", "the lifelink is where we got"),
    ("I concede. first strike is the part I don't understand", "first strike is the part"),
]


@pytest.mark.parametrize(("text", "skipped"), TALK_AROUND)
def test_whose_turn_it_is_and_what_confuses_the_asker_are_skipped_and_shown(
    text: str, skipped: str
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert any(skipped in said for said in ruling.skipped)


NOT_TALK = [
    # A player, a number or more than a few words: read or refused, never skipped.
    ("I concede. my opponent is where we got confused", "my opponent is where"),
    ("I concede. 3 damage is where we got confused", "3 damage"),
    ("I concede. he is where we got confused", "he is where"),
    ("I concede. bob is where we got confused", "bob is where"),
    ("it is my turn to decide. I concede", "to decide"),
]


@pytest.mark.parametrize(("text", "named"), NOT_TALK)
def test_what_names_a_player_or_a_number_is_never_talk(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


# -- what the asker reasons would follow ---------------------------------------------------------

REASONING = [
    # Each was unread: the asker's reasoning, all in the conditional, settles nothing by itself.
    "I concede. I understand that he would lose",
    "I concede. I understood that my trample would assign 2 damage to the creature, and 2 more "
    "would go to his life total",
    "I concede. we figured the lifelink would happen after the damage",
]


@pytest.mark.parametrize("text", REASONING)
def test_the_askers_reasoning_in_the_conditional_is_skipped_and_shown(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert any("would" in said for said in ruling.skipped)


NOT_REASONING = [
    # A fact told, a card named, or no "would": read or refused and named, never skipped.
    ("I concede. I understand that he was at 2 life and would lose", "he was at 2 life"),
    ("I concede. I understand that Platinum Angel would keep me alive", "Platinum Angel"),
    ("I concede. I understand that he is dead", "he is dead"),
    ("I concede. I understand that he lost", "he lost"),
]


@pytest.mark.parametrize(("text", "named"), NOT_REASONING)
def test_reasoning_that_tells_a_fact_is_never_skipped(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread
