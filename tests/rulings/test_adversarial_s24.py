"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-24
adversarial pass "adversary24"): each reading, its paraphrases, and the near readings that must
stay as they were."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

# -- a card acted on "in response to my draw trigger" is no card on the stack


# "i have lab man and my library is empty. opp kills lab man in response to my draw trigger.
# then i draw. do i lose" was "you win": "opp kills my Laboratory Maniac in response to my
# draw" was taken for a card whose trigger goes on the stack, so the Maniac was read as still
# held, and the kill was dropped. The card named there is acted on (it leaves): never read as
# held, whatever the response is to.
@pytest.mark.parametrize(
    "text",
    [
        "i have lab man and my library is empty. opp kills lab man in response to my draw"
        " trigger. then i draw. do i lose",
        "I control Laboratory Maniac. My opponent destroys my Laboratory Maniac in response to"
        " my upkeep trigger. Then I draw from an empty library.",
        "opp exiles my platinum angel in response to my draw trigger. i'm at 0 life",
        "i have platinum angel. opp sacs it... no wait, he bounces my platinum angel in"
        " response to my death trigger. i'm at -2 life. do i lose",
        "bob controls Platinum Angel. alice exiles bob's Platinum Angel responding to his"
        " attack trigger. bob is at 0 life.",
        "I control Jace, Wielder of Mysteries. He flickers my Jace, Wielder of Mysteries in"
        " response to my draw ability. Then I draw from an empty library.",
    ],
)
def test_a_card_acted_on_in_response_is_never_held_on(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, Ruling):
        assert answer.status == "over", answer.text()
        loser = "bob" if "bob" in text else "me"
        assert answer.results[loser] == "lost", answer.text()
    else:
        assert isinstance(answer, NoRuling)


# The near readings stay as they were: a card's own trigger on the stack, and a kill in
# response to a trigger said plainly.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "i have lab man and my library is empty. opp kills lab man in response to my"
            " trigger. then i draw. do i lose",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I control Platinum Angel and I'm at 0 life. My opponent destroys Platinum Angel.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I control Laboratory Maniac and my library is empty. I draw a card.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_near_readings_of_a_card_acted_on(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- a count given "more" with its kind unsaid, after poison counters


# "opp has 8 poison counters and takes 1 more. did he lose" was "it depends on his life": the
# one more was read as a life lost. After poison counters alone, a bare "N more" is N more of
# them (MTG CR 122.1, 104.3d).
@pytest.mark.parametrize(
    ("text", "player", "result"),
    [
        ("opp has 8 poison counters and takes 1 more. did he lose", "opponent", "playing"),
        ("opp has 8 poison and takes 2 more. did he lose", "opponent", "lost"),
        ("opp has nine poison counters and gets one more. is that game?", "opponent", "lost"),
        ("my opponent has 8 poison counters and gets another one", "opponent", "playing"),
        ("I'm on 7 poison. I got three more. am i dead", "me", "lost"),
        ("i have 9 poison, and then i take one more", "me", "lost"),
        ("bob has 6 poison counters. he gets another 4.", "bob", "lost"),
        ("bob has 6 poison counters. he gets another 3.", "bob", "playing"),
    ],
)
def test_more_after_poison_counters_is_poison(text: str, player: str, result: str) -> None:
    assert _ruled(text).results[player] == result


# Near misses: where life was counted too, or something else may have given the count, "more"
# may be damage: refused, never guessed; with no poison counted it stays damage.
@pytest.mark.parametrize(
    "text",
    [
        "opp has 8 poison and 3 life. he takes 2 more. did he lose",
        "I'm at 2 life with 9 poison counters and take 1 more",
        "opp has 8 poison. i cast lightning bolt at him and he takes 3 more.",
        "bob has 9 poison counters. alice attacks him with a 3/3 and he takes 3 more.",
    ],
)
def test_more_of_an_unsure_kind_is_refused(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()


@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("i'm at 3 life and take 2 more. am i dead", "playing"),
        ("i'm at 3 life and take 3 more. am i dead", "lost"),
        ("I have 7 poison and get 3 more poison. do I lose", "lost"),
    ],
)
def test_more_of_a_said_kind_stays(text: str, result: str) -> None:
    assert _ruled(text).results["me"] == result


# -- a number in words after "hits me for", and a negation typed without its apostrophe


# "opp's commander has hit me for twenty one combat damage total" was refused as "opp's
# commander has dealt one damage to twenty to me ...": "twenty" was taken for a player. A
# number in words is never a name, and "for N combat damage" keeps its "combat".
@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("i was at 21. he hit me for twenty one.", "lost"),
        ("i'm at 22 life. opp hits me for twenty one", "playing"),
        ("I'm at twenty five. my opponent hit me for twenty one combat damage.", "playing"),
        ("I'm at 3. bob hits me for three combat damage", "lost"),
    ],
)
def test_a_number_in_words_after_hits_me_for(text: str, result: str) -> None:
    assert _ruled(text).results["me"] == result


# "opp is at 6, i swing with a 5/5 and he doesnt block" was refused as "i attack with a
# 5/5": "doesnt" was no word of the table. A negation typed without its apostrophe is read as
# the negation, so the "not" is never lost.
@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("opp is at 6, i swing with a 5/5 and he doesnt block. is he dead?", "playing"),
        ("opp is at 5, i attack with a 5/5 and he didnt block", "lost"),
        ("my opponent is at 2. I attack with a 2/2 and he doesnt block", "lost"),
        ("he didnt concede. i'm at 3 life.", "playing"),
    ],
)
def test_a_negation_without_its_apostrophe(text: str, result: str) -> None:
    answer = _ruled(text)
    player = "me" if "i'm at" in text else "opponent"
    assert answer.results[player] == result


# "i didnt concede, opp at 0" was refused with 'Did you mean "I concede"?': the suggestion
# dropped the negation it could not see. Read as a negation, no suggestion drops it.
@pytest.mark.parametrize(
    "text",
    ["i didnt concede, opp at 3", "he didnt ever concede", "bob shouldnt have conceded"],
)
def test_no_suggestion_drops_a_negation_typed_without_apostrophe(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, Ruling):
        assert "lost" not in answer.results.values(), answer.text()
    else:
        assert "Did you mean" not in answer.message, answer.message


# -- a total "had" in the game's own word for life, beside a change to it


# Terrus: "i have 5 vitae and take 4 damage. do i lose" was refused as a sentence that
# "cannot happen" (two totals at once): a total said with "have" was a stated total only in
# the word "life". Any of the words for life ("vitae", "hp", "health") is the total as it
# stood before the change, as "life" is.
@pytest.mark.parametrize(
    ("game", "text", "player", "result"),
    [
        ("terrus", "i have 5 vitae and take 4 damage. do i lose", "me", "playing"),
        ("terrus", "i have 5 vitae and take 5 damage", "me", "lost"),
        ("terrus", "opp has 3 vitae and i deal 3 damage to him", "opponent", "lost"),
        ("terrus", "my vitae is 4 and i take 4 damage", "me", "lost"),
        ("magic", "i have 5 hp and take 5 damage", "me", "lost"),
        ("magic", "my opponent has 6 health and I deal 5 damage to him", "opponent", "playing"),
    ],
)
def test_a_total_had_in_any_word_for_life(game: str, text: str, player: str, result: str) -> None:
    assert _ruled(text, default_game=System(game)).results[player] == result


# -- words the asker never wrote, shown as unread


# "i'm at one and lose two. dead?" was refused as 'I could not read "me lose two"': the
# subject the clause was tried with is the reader's name for the asker. A refusal quotes the
# clause as written, with its subject only where the clause before wrote it.
@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("i'm at one and lose two. dead?", '"lose two"'),
        ("im at 4 and lose some. am i dead", '"lose some"'),
        ("opp is at 5 and takes the hit. is he dead", '"takes the hit"'),
    ],
)
def test_an_unread_clause_is_quoted_as_written(text: str, quoted: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling)
    assert quoted in answer.message, answer.message


# -- "am I out?", and "opps" for one opponent


# "i have 10 life and 9 poison. am i out?" was refused ("am i out" unread): asked of a
# player, "out" (of the game) and "eliminated" ask the outcome, as "dead" does. A statement
# ("im out") is not a question and stays unread.
@pytest.mark.parametrize(
    ("text", "player", "result"),
    [
        ("i have 10 life and 9 poison. am i out?", "me", "playing"),
        ("i'm at 1 and take 0 damage. am i out", "me", "playing"),
        ("opp is at 0 life. is he out of the game?", "opponent", "lost"),
        ("opp is at 3. is he eliminated?", "opponent", "playing"),
    ],
)
def test_out_asked_of_a_player_is_the_outcome(text: str, player: str, result: str) -> None:
    assert _ruled(text).results[player] == result


# "opps concedes" was "opps loses, opponent wins": "opps" was taken for a player's name, and
# the asker left out. Said of one opponent ("opps concedes", "opps commander") it is the
# opponent; otherwise ("my opps concede", "both opps") it is no name, and unread.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("opps concedes", {"me": "won", "opponent": "lost"}),
        ("opps is at 3 and i bolt him", {"me": "won", "opponent": "lost"}),
        (
            "i take 21 commander damage from opps commander. am i out",
            {"me": "lost", "opponent": "won"},
        ),
        ("opps life is 3 and i bolt him", {"me": "won", "opponent": "lost"}),
    ],
)
def test_opps_said_of_one_opponent(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize("text", ["my opps concede", "both opps are at 3. i earthquake for 3"])
def test_opps_said_of_several_is_no_name(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling)


# -- Terrus: a turn begun with structures or relics counted in words, "in my city"


# "i begin my turn with ten structures in my city. do i win" was refused: the count was read
# in digits only and the city never. Any count, and the city said, are the same (Terrus 5.2b,
# 5.2d).
@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("i begin my turn with 10 structures in my city. do i win", "won"),
        ("i begin my turn with ten structures in my city. do i win", "won"),
        ("i begin my turn with 9 structures in my city. do i win", "playing"),
        ("i begin my turn with three relics. do i win", "playing"),
        ("i begin my turn with four relics in my city", "won"),
    ],
)
def test_a_terrus_turn_begun_with_a_count_in_words(text: str, result: str) -> None:
    assert _ruled(text, default_game=System("terrus")).results["me"] == result


# -- a total told last, before a question asked without its question mark


# "i bolt him. he is at 3. does he die" was "nobody has lost": read in order, 3 is his total
# after the Bolt, though it may be the board the question is asked from (3 before the Bolt:
# he loses). Asked with "?" it was refused as open; chat often leaves the mark out.
@pytest.mark.parametrize(
    "text",
    [
        "i bolt him. he is at 3. does he die",
        "I'm at 5 life and I cast Char at my opponent. It resolves. My opponent is at 3. Is"
        " he dead",
        "bob shocks alice. alice is at 2. so did alice lose",
        "i bolt him. he is at 0. is he dead",
        "I deal 4 damage to my opponent. He has 4 life. who wins",
    ],
)
def test_a_total_told_last_before_an_unmarked_question_is_open(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling)


# Near readings: a total said where a change took it, a total told first, and no question.
@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("i bolt him. he goes to 3. does he die", "playing"),
        ("opp is at 3. i bolt him. does he die", "lost"),
        ("i bolt him. he is at 3", "playing"),
    ],
)
def test_a_total_told_in_order_stays(text: str, result: str) -> None:
    assert _ruled(text).results["opponent"] == result


# -- a variant named alone as the text opens


# "edh. 3 players: me, alice, bob. bob concedes." was refused as 'I could not read "edh": say
# what they do ("edh concedes")', a variant taken for a player; "commander, 4 players: ..."
# and "commander game, ..." were refused too. A variant named alone before its punctuation, as
# the text or a sentence opens, is the game played.
@pytest.mark.parametrize(
    ("text", "player", "result"),
    [
        ("edh. 3 players: me, alice, bob. bob concedes.", "bob", "lost"),
        ("commander game, 3 players: me, alice, bob. bob concedes.", "me", "playing"),
        (
            "commander, 4 players: me, alice, bob, carol. alice's commander has dealt 21 combat"
            " damage to me. am i out",
            "me",
            "lost",
        ),
        (
            "4 players: me, alice, bob, carol. commander game. alice's commander has dealt 21"
            " combat damage to me.",
            "me",
            "lost",
        ),
        (
            "two headed giant: our team is at 30, the other team is at 4 and takes 5. did they"
            " lose",
            "me",
            "won",
        ),
    ],
)
def test_a_variant_named_alone_as_the_text_opens(text: str, player: str, result: str) -> None:
    assert _ruled(text).results[player] == result


def test_a_variant_named_alone_is_never_a_player() -> None:
    answer = rule_on("edh. bob concedes.", default_game=MAGIC)
    message = answer.message if isinstance(answer, NoRuling) else answer.text()
    assert "edh concedes" not in message


# -- a second total joined by a comma alone, its word of life left out


# "i have 10 life, opp has 3. opp takes 3. did he lose" was refused ("opp has 3" unread): a
# second total with its word of life left out was read only after "and", "while" or "but".
# After a comma alone it is the same; a total of another kind said ("10 poison") is kept.
@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("i have 3 life, opp has 10. opp takes 3. did he lose", "playing"),
        ("i have 10 life, opp has 3. opp takes 3. did he lose", "lost"),
        ("my life is 10, his is 3. i deal 3 damage to him. did he lose", "lost"),
        ("My life total is 3, my opponent's is 2. I deal 2 damage to him.", "lost"),
        ("i have 3 life, opp has 10 poison", "lost"),
    ],
)
def test_a_second_total_after_a_comma(text: str, result: str) -> None:
    assert _ruled(text).results["opponent"] == result


# "opp, who is at 5, takes 3 damage" was refused ('I could not read "opp" here'): a total in a
# clause of "who is at" was read only with its word of life.
@pytest.mark.parametrize(
    ("text", "player", "result"),
    [
        ("opp, who is at 5, takes 3 damage. did he lose", "opponent", "playing"),
        ("opp, who is at 3, takes 3 damage. did he lose", "opponent", "lost"),
        ("alice, who was at 3, takes 3 damage", "alice", "lost"),
        ("opp, who has 3, takes 3 damage", "opponent", "lost"),
    ],
)
def test_who_is_at_a_total_without_its_word_of_life(text: str, player: str, result: str) -> None:
    assert _ruled(text).results[player] == result


def test_who_has_poison_is_no_life_total() -> None:
    answer = rule_on("opp, who has 9 poison, takes 3 damage", default_game=MAGIC)
    assert isinstance(answer, NoRuling) or answer.results.get("opponent") != "lost"


# "opp is at fourty and takes fourty" was refused: a number word misspelt as chat spells it is
# the number meant.
@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("opp is at fourty and takes thirty nine. is he dead", "playing"),
        ("opp is at fourty and takes fourty. is he dead", "lost"),
        ("my opponent is at ninteen and takes 19", "lost"),
    ],
)
def test_a_number_word_misspelt(text: str, result: str) -> None:
    assert _ruled(text).results["opponent"] == result


def test_more_after_another_count_is_refused() -> None:
    # "opp has 3" between the poison and "2 more": more of that count, maybe life
    answer = rule_on("i have 8 poison, opp has 3 and he takes 2 more", default_game=MAGIC)
    assert isinstance(answer, NoRuling)


# -- Two-Headed Giant: a team's poison counters


# "2hg: the other team has 15 poison counters. did they lose?" was refused as 'I could not
# read "opponent 1's team has 15 poison counters"' (words the asker never wrote): a team's
# poison was read as no total. In Two-Headed Giant a team shares them (15 loses, MTG CR
# 704.6b); elsewhere a team's poison is no total, and is refused with why.
@pytest.mark.parametrize(
    ("text", "player", "result"),
    [
        ("2hg: the other team has 15 poison counters. did they lose?", "opponent 1", "lost"),
        ("2hg, the other team has 14 poison counters. did they lose?", "opponent 1", "playing"),
        ("two headed giant: our team is at 15 poison", "me", "lost"),
        ("2hg. alice's team has 15 poison counters.", "alice", "lost"),
        ("2hg. my team's at 15 poison", "me", "lost"),
        ("2hg: my team has 13 poison and gets 1 more. did we lose", "me", "playing"),
    ],
)
def test_a_two_headed_giant_team_s_poison(text: str, player: str, result: str) -> None:
    assert _ruled(text).results[player] == result


def test_a_team_s_poison_outside_two_headed_giant_is_refused() -> None:
    answer = rule_on("alice's team has 15 poison counters", default_game=MAGIC)
    assert isinstance(answer, NoRuling)
    assert "Two-Headed Giant" in answer.message
    assert "opponent 1" not in answer.message


# -- a subject put back after "then": a player's commander, never the player


# "alice's commander has dealt me 15 combat damage, then deals 6 more combat damage to me"
# was "it depends on your life": the subject put back after "then" was "alice" (from
# "alice's"), so the 6 were alice's damage, no commander damage (15 of 21). What the clause
# before was about is alice's commander; of a player's card or creature, unsure: not put back.
@pytest.mark.parametrize(
    ("text", "result"),
    [
        (
            "commander, 4 players: me, alice, bob, carol. alice's commander has dealt me 15"
            " combat damage, then deals 6 more combat damage to me. am i out",
            "lost",
        ),
        (
            "in commander, 4 players: me, alice, bob, carol. bob's commander deals 11 combat"
            " damage to me, then deals 10 more combat damage to me",
            "lost",
        ),
    ],
)
def test_then_after_a_commander_keeps_the_commander(text: str, result: str) -> None:
    assert _ruled(text).results["me"] == result


@pytest.mark.parametrize(
    ("text", "player", "result"),
    [
        ("alice is at 5, then takes 5 damage", "alice", "lost"),
        ("alice's life is 5, then she takes 5 damage", "alice", "lost"),
    ],
)
def test_then_after_a_player_keeps_the_player(text: str, player: str, result: str) -> None:
    assert _ruled(text).results[player] == result


def test_then_after_a_player_s_card_is_never_the_player() -> None:
    answer = rule_on(
        "bob's Phage the Untouchable deals 2 damage to me, then deals 3 more damage to me",
        default_game=MAGIC,
    )
    assert isinstance(answer, NoRuling) or answer.status != "ongoing"


# "i take 3 damage from my own lightning bolt at 3 life. did i lose" was "it depends: how
# much life did you have?": "my own lightning bolt at 3 life" was read as the damage's source,
# the total said in it dropped. A total held in a form's free source is never read as source.
@pytest.mark.parametrize(
    "text",
    [
        "i take 3 damage from my own lightning bolt at 3 life. did i lose",
        "bob loses 2 life from his Sulfuric Vortex at 2 life",
        "alice takes 4 damage from a spell with 9 poison counters",
    ],
)
def test_a_total_in_a_source_is_never_dropped(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
