"""Software bug reports pasted as questions (issue #31, bot/core/rulings/bug_reports.py): each
line of a program's game log is an event of the game, read as any sentence; what the program
decided ("bob has won the game"), what the asker expected ("which should make the game a
draw") and what the program did instead ("but instead it just keeps going") are never facts of
the moment: the answer rules on the game. Outside a report none of them is skipped. And a loop
told by its cards, not by whether a player can stop it, depends on that one question."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

# -- a program's game log --------------------------------------------------------------------

LOGS = [
    # a title of a bug claimed about any player, then the log with its contradictory verdicts
    (
        "Player who concedes wins the game ... carol casts Shock targeting dave / dave has "
        "conceded. / carol has lost the game / dave has won the game",
        {"carol": "won", "dave": "lost"},
        "dave has won the game",
    ),
    # one log line a line, under a label naming the program
    (
        "XMage log:\nzed casts Lightning Bolt targeting yan\nyan has conceded.\n"
        "yan has won the game",
        {"zed": "won", "yan": "lost"},
        "yan has won the game",
    ),
    # the program named in the label, its verdict agreeing with nothing
    (
        "Forge bug: alice has conceded / alice has won the game",
        {"alice": "lost", "opponent": "won"},
        "alice has won the game",
    ),
    # the verdict says a player at 0 life did not lose
    (
        "MTG Arena: my opponent is at 0 life. my opponent doesn't lose the game",
        {"me": "won", "opponent": "lost"},
        "my opponent doesn't lose the game",
    ),
]


@pytest.mark.parametrize(("text", "results", "verdict"), LOGS)
def test_a_game_log_is_read_and_the_programs_verdict_skipped(
    text: str, results: dict[str, str], verdict: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert verdict in ruling.skipped  # shown under "understood", never taken as a fact


# Outside a report, who won is said as a fact the reader cannot play out: refused and named.
NOT_A_REPORT = [
    ("bob concedes. alice has lost the game", "alice has lost the game"),
    ("my opponent is at 0 life. my opponent doesn't lose the game", "doesn't lose"),
    ("alice has won the game. bob takes 3 damage", "alice has won the game"),
]


@pytest.mark.parametrize(("text", "named"), NOT_A_REPORT)
def test_who_won_said_outside_a_report_is_never_skipped(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.kind is Refusal.UNREAD
    assert refused.unread is not None and named in refused.unread


# -- what was expected, and what the program did instead -------------------------------------

EXPECTED = [
    (
        "Forge: bob is at 0 life, which should make him lose, but instead he gained 5 life",
        {"bob": "lost", "opponent": "won"},
    ),
    (
        "I thought my opponent would lose, but instead it just kept going. my opponent is at "
        "-2 life",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "alice concedes, which should end the game. But instead, it just keeps going...",
        {"alice": "lost", "opponent": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), EXPECTED)
def test_what_was_expected_and_what_the_program_did_are_no_facts(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert any("instead" in skipped for skipped in ruling.skipped)


def test_a_belief_that_holds_a_fact_is_never_skipped_in_a_report() -> None:
    # "I thought I was at 3 life" is no expectation set against what the program did.
    refused = _refused("XMage bug: I thought I was at 3 life. I take 3 damage")
    assert refused.unread is not None and "I thought I was at 3 life" in refused.unread


def test_what_should_have_been_is_never_read_as_what_was() -> None:
    # Nothing is left of the moment: refused, no life total invented from "should".
    refused = _refused("XMage: bob should be at 0 life")
    assert refused.kind is Refusal.UNREAD


# -- the program's code, a rule cited as a label, a verdict at the end of what happened ---------

INTERNALS = [
    (
        "XMage: bob is at 0 life. `checkStateBasedActions` skipped him",
        {"bob": "lost", "opponent": "won"},
        "`checkStateBasedActions` skipped him",
    ),
    # code alone says it is a report; a name with a dot in it is still code
    (
        "CR 104.3a's own example: bob concedes. `Game.concede` marks him as the winner",
        {"bob": "lost", "opponent": "won"},
        "CR 104.3a's own example",
    ),
    (
        "Forge bug: bob at 0 life doesn't lose the game",
        {"bob": "lost", "opponent": "won"},
        "doesn't lose the game",
    ),
    (
        "MTG Arena: my opponent is at 0 life and doesn't lose",
        {"me": "won", "opponent": "lost"},
        "and doesn't lose",
    ),
]


@pytest.mark.parametrize(("text", "results", "skipped"), INTERNALS)
def test_what_the_programs_code_did_and_its_verdict_are_no_facts(
    text: str, results: dict[str, str], skipped: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert skipped in ruling.skipped


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # a backtick between letters is an apostrophe, no code: no report
        ("bob concedes. I don`t know why alice has lost the game", "alice has lost the game"),
        # a verdict at the end, outside a report
        ("bob at 0 life doesn't lose the game", "doesn't lose"),
    ],
)
def test_a_verdict_outside_a_report_is_never_skipped(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


# -- a loop told by its cards ------------------------------------------------------------------

# A loop of a card Arbiter does not know, named as a card: what it does is not known, so it
# may drain a player as the loop repeats (Niv-Mizzet with Curiosity), and neither a draw nor a
# player stopping it is sure to be the answer: refused, naming the card (session 34).
LOOPS_OF_UNKNOWN_CARDS = [
    # the cards said to cause it; what the reporter expected of it skipped
    ("Niv-Mizzet and Curiosity cause a loop", "Niv-Mizzet and Curiosity"),
    (
        "XMage: Kiki-Jiki and Pestermite caused an infinite loop which should end in a draw",
        "Kiki-Jiki and Pestermite",
    ),
    ("bob made an endless loop with Foo Bar and Baz Qux", "Foo Bar"),
    ("my Kiki-Jiki and my Pestermite make an infinite loop", "Kiki-Jiki"),
    # a card known to take part in mandatory loops, with one Arbiter does not know
    ("I built a loop using Essence Warden and Blorb Dancer", "Blorb Dancer"),
]


@pytest.mark.parametrize(("text", "card"), LOOPS_OF_UNKNOWN_CARDS)
def test_a_loop_of_a_card_arbiter_does_not_know_is_refused(text: str, card: str) -> None:
    refused = _refused(text)
    assert f'Arbiter does not know "{card}"' in refused.message


def test_stuffy_doll_with_pariahs_shield_is_a_draw_in_any_case() -> None:
    # the card data's pair whose loop of mandatory actions drains nobody (left34b): XMage's
    # report (real_questions.json) as asked, a draw, no longer a question
    for text in (
        "So here I made a simple infinite loop with stuffy doll and pariah's shield",
        "XMage: Stuffy Doll and Pariah's Shield caused an infinite loop",
    ):
        ruling = _ruled(text)
        assert not ruling.depends, text
        assert ruling.results == {"me": "drew", "opponent": "drew"}, text


def test_a_loop_of_cards_whose_part_nobody_may_decline_is_a_draw() -> None:
    ruling = _ruled("we created a loop using Essence Warden")
    assert not ruling.depends
    assert ruling.results == {"me": "drew", "opponent": "drew"}


def test_a_loop_without_its_cards_or_its_kind_still_asks_how_to_say_it() -> None:
    refused = _refused("I made a loop")
    assert "mandatory" in refused.message and "optional" in refused.message


def test_a_loop_said_optional_is_not_asked_about() -> None:
    ruling = _ruled("the game is in a loop of optional actions")
    assert not ruling.depends
    assert ruling.status == "ongoing"


# -- a card whose win turns on a count, said to win unchecked (claimed_wins.card_claimed) ---------

CLAIMED_UNCHECKED = [
    # the count is never said: the answer turns on it, whoever the program made win
    (
        "Helix Pinnacle just wins the game at my upkeep, it doesn't check whether it has 100 "
        "tower counters",
        "one player",
    ),
    ("bob's Thassa's Oracle always wins, the engine doesn't check the library", "bob"),
    ("my Thassa's Oracle seems to win without checking if my devotion is high enough", "me"),
    (
        "mechanized production appears to win right after it copies an artifact once, not "
        "checking whether there are 8 artifacts with that name",
        "one player",
    ),
]


@pytest.mark.parametrize(("text", "controller"), CLAIMED_UNCHECKED)
def test_a_count_gated_card_said_to_win_unchecked_depends_on_its_count(
    text: str, controller: str
) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    statuses = {case.status for case in ruling.cases}
    assert statuses == {"over", "ongoing"}
    won = [case.results for case in ruling.cases if case.status == "over"]
    assert won[0][controller] == "won"
    assert any("check" in said for said in ruling.skipped)  # shown, never a fact


# session 19 (fresh6, found in fresh set 1): the win claimed against the one count said that
# should have stopped it ("even with only 7 cards in hand"), the card's own way of winning
# ("causes the player to win", "makes me win"): the answer still turns on the card's count
CLAIMED_AGAINST_A_COUNT = [
    (
        "Triskaidekaphile causes the player to win the game at upkeep even with only 7 cards in "
        "hand.",
        "one player",
    ),
    ("My Felidar Sovereign makes me win at my upkeep even at 30 life.", "me"),
    ("bob's Triskaidekaphile lets him win even though he only has 12 cards in hand", "bob"),
]


@pytest.mark.parametrize(("text", "controller"), CLAIMED_AGAINST_A_COUNT)
def test_a_win_claimed_against_a_count_depends_on_the_cards_count(
    text: str, controller: str
) -> None:
    ruling = _ruled(text)
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}
    won = [case.results for case in ruling.cases if case.status == "over"]
    assert won[0][controller] == "won"


@pytest.mark.parametrize(
    "text",
    [
        # another fact beside the count, a claim with no count against it, a card whose win is
        # no count's
        "Triskaidekaphile causes the player to win at upkeep even with only 7 cards in hand and "
        "3 life.",
        "Triskaidekaphile causes the player to win at upkeep with 7 cards in hand.",
        "Platinum Angel causes the player to win even with only 7 cards in hand.",
    ],
)
def test_a_win_claimed_against_more_than_a_count_stays_refused(text: str) -> None:
    _refused(text)


CLAIMED_NOT_READ = [
    # a count told outside the condition: not skipped with the claim
    "Thassa's Oracle always wins the game, it doesn't check anything, and I had 40 cards in "
    "my library",
    # a card whose win is no count's
    "Platinum Angel always wins the game, it doesn't check",
    # a win claimed, nothing said unchecked
    "Thassa's Oracle always wins the game for the caster",
    # two cards: which one is said to win?
    "Thassa's Oracle always wins with Laboratory Maniac out, it doesn't check the library",
]


@pytest.mark.parametrize("text", CLAIMED_NOT_READ)
def test_a_win_claimed_otherwise_stays_refused(text: str) -> None:
    _refused(text)


# -- the program went on: "nothing happened", "..., but the game continued" ---------------------

WENT_ON = [
    # a line of its own, no subject
    ("Forge: bob is at 0 life. nothing happened", {"bob": "lost", "opponent": "won"}),
    # after what happened, after a comma
    ("Forge bug: alice is at -3 life, nothing happened", {"alice": "lost", "opponent": "won"}),
    # after what happened, with "but" and a subject
    ("XMage: zed is at 0 life but the game just continued", {"zed": "lost", "opponent": "won"}),
    # the program going on says nothing of a player not at 0: the game goes on
    ("MTGO: bob is at 4 life and the game goes on", {"bob": "playing", "opponent": "playing"}),
]


@pytest.mark.parametrize(("text", "results"), WENT_ON)
def test_the_program_going_on_is_skipped_in_a_report(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert any(said.endswith(("happened", "continued", "goes on")) for said in ruling.skipped)


def test_nothing_happened_outside_a_report_is_never_skipped() -> None:
    refused = _refused("bob is at 0 life, nothing happened")
    assert refused.unread is not None and "nothing happened" in refused.unread


# -- the program's version in its label ------------------------------------------------------

VERSIONED = [
    ("XMage 1.4.50: AI is at 0 life but the game continued", {"AI": "lost"}, "XMage 1.4.50"),
    ("Forge v1.6.53 bug report: bob is at 0 life", {"bob": "lost"}, "Forge v1.6.53 bug report"),
    ("Magarena (1.97-beta): zed is at -1 life", {"zed": "lost"}, "Magarena (1.97-beta)"),
    ("XMage version 1.4: yan is at 2 life", {"yan": "playing"}, "XMage version 1.4"),
]


@pytest.mark.parametrize(("text", "results", "label"), VERSIONED)
def test_a_label_with_the_programs_version_is_skipped(
    text: str, results: dict[str, str], label: str
) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if p in results} == results
    assert label in ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        # a word that is neither the program, its version nor the report: no label
        "XMage 3 alice: bob is at 0 life",
        # a number without a program: no label
        "bob 3: alice concedes",
    ],
)
def test_a_number_in_a_label_of_no_program_is_not_skipped(text: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and ":" in refused.unread


# -- a card named in [[brackets]], or with its set's code ------------------------------------

CARDS_AS_WRITTEN = [
    # a card-fetching bot's brackets, in a report and in chat
    (
        "Forge: I control [[Platinum Angel]] and I am at -3 life",
        {"me": "playing", "opponent": "playing"},
        None,
    ),
    (
        "I control [[Platinum Angel|M10]] and I am at -3 life",
        {"me": "playing", "opponent": "playing"},
        None,
    ),
    # a set code after the card, with a collector number
    (
        "I control Platinum Angel (2XM #287) and my opponent is at 0 life",
        {"me": "won", "opponent": "lost"},
        "Platinum Angel (2XM #287)",
    ),
    (
        # the opponent's Angel keeps only them from losing
        "XMage: my opponent controls Platinum Angel (M10). I am at 0 life",
        {"me": "lost", "opponent": "won"},
        "Platinum Angel (M10)",
    ),
]


@pytest.mark.parametrize(("text", "results", "skipped"), CARDS_AS_WRITTEN)
def test_a_card_in_brackets_or_with_its_set_code_is_the_card(
    text: str, results: dict[str, str], skipped: str | None
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert "Platinum Angel" in [card.name for card in ruling.cards]
    if skipped is not None:
        assert skipped in ruling.skipped  # shown under "understood"


@pytest.mark.parametrize(
    "text",
    [
        # a word in parentheses is no set code: read, or refused and named
        "I control Platinum Angel (me) and I am at -3 life",
        # ... nor a number alone
        "I control Platinum Angel (10) and I am at -3 life",
    ],
)
def test_a_word_or_number_in_parentheses_is_no_set_code(text: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and "(" in refused.unread


# -- "e.g." before the moment ------------------------------------------------------------------

FOR_EXAMPLE = [
    ("e.g. alice concedes", {"alice": "lost", "opponent": "won"}, "e.g."),
    ("E. g. my opponent is at 0 life", {"me": "won", "opponent": "lost"}, "E. g."),
    ("E.g., zed is at -1 life", {"zed": "lost", "opponent": "won"}, "E.g."),
]


@pytest.mark.parametrize(("text", "results", "opener"), FOR_EXAMPLE)
def test_e_g_is_an_opener_never_a_player(text: str, results: dict[str, str], opener: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert opener in ruling.skipped


def test_a_lone_letter_ending_a_sentence_is_still_named() -> None:
    # only "e.g." is one word: "e." alone is a sentence, not read
    refused = _refused("bob is at 0 life. e")
    assert refused.unread == "e"


# -- a report in sections: "Steps to reproduce:", "Expected:", "Actual:" -------------------------

SECTIONED = [
    (
        "Steps to reproduce:\n1. bob is at 3 life\n2. alice deals 3 damage to bob\n"
        "Expected: bob loses. He is out.\nActual: the game continued.",
        {"bob": "lost", "alice": "won"},
        "Expected: bob loses. He is out",
    ),
    # markdown: bold labels, bullets, what the program did told as events
    (
        "**Steps to reproduce:**\n- I am at 2 life\n- my opponent deals 2 damage to me\n\n"
        "**Expected behavior:**\nI lose the game\n\n"
        "**Actual behavior:**\nI gain 3 life and keep playing",
        {"me": "lost", "opponent": "won"},
        "Actual behavior: I gain 3 life and keep playing",
    ),
    # the steps alone, the reporter's verdict as the last step
    (
        "Steps to reproduce:\n1) my opponent is at 1 life\n2) I deal 1 damage to him\n"
        "3) the game continued",
        {"me": "won", "opponent": "lost"},
        "Steps to reproduce",
    ),
]


@pytest.mark.parametrize(("text", "results", "skipped"), SECTIONED)
def test_a_report_in_sections_is_ruled_on_its_steps(
    text: str, results: dict[str, str], skipped: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert skipped in ruling.skipped


def test_a_report_in_sections_whose_steps_leave_a_total_open_depends() -> None:
    ruling = _ruled(
        "### Steps to reproduce\n1) zed casts Lightning Bolt targeting yan\n2) it resolves\n"
        "### Expected behaviour\nyan loses\n### Actual behaviour\nyan is still in the game"
    )
    assert ruling.depends  # yan's life is never told: "yan loses" was only expected
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # a belief's label alone is no report: what it says is read, or refused and named
        ("Expected: bob loses. bob is at 3 life", "bob loses"),
        # a fact told inside what the program did is never read: nothing is left to rule on
        (
            "XMage: Expected result: bob loses the game. Actual result: nothing happened. bob "
            "is at 0 life",
            "XMage",
        ),
        # "actually", no label
        ("I expected bob to lose. Actually he did", "I expected bob to lose"),
    ],
)
def test_what_is_no_report_section_is_not_skipped(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


# -- the program's player: "the AI" ------------------------------------------------------------

THE_AI = [
    ("Forge: the AI conceded. I am at 3 life", {"AI": "lost", "me": "won"}),
    ("Forge: the AI controls Platinum Angel. the AI is at -2 life", {"AI": "playing"}),
    ("XMage bug: the AI controls Platinum Angel. I am at 0 life", {"me": "lost", "AI": "won"}),
]


@pytest.mark.parametrize(("text", "results"), THE_AI)
def test_the_ai_in_a_report_is_a_player(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if p in results} == results


def test_a_word_that_starts_like_ai_is_no_player() -> None:
    refused = _refused("Forge: the air is at 0 life")
    assert refused.unread is not None and "the air" in refused.unread


# -- a title's verdict on a state, where nothing could explain it ------------------------------

TITLE_VERDICTS = [
    # the title, then the reporter's puzzlement
    (
        "AI not dead at -2 life. I don't know why",
        {"AI": "lost", "opponent": "won"},
        ["not dead", "I don't know why"],
    ),
    # the title says nothing is in play
    (
        "bob not losing at 0 life, with nothing in play",
        {"bob": "lost", "opponent": "won"},
        ["with nothing in play", "not losing"],
    ),
    # the state told is no loss: the game goes on, whatever the title says
    (
        "my opponent not dead at 3 life. no idea why",
        {"me": "playing", "opponent": "playing"},
        ["not dead"],
    ),
    # poison, told with "with"
    (
        "zed still alive with 10 poison counters - with no other permanents. I can't see why",
        {"zed": "lost", "opponent": "won"},
        ["still alive"],
    ),
]


@pytest.mark.parametrize(("text", "results", "skipped"), TITLE_VERDICTS)
def test_a_titles_verdict_is_skipped_and_its_state_read(
    text: str, results: dict[str, str], skipped: list[str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert set(skipped) <= set(ruling.skipped)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # nothing says no card explains it: bob may control Platinum Angel
        ("bob not dead at 0 life", "bob not dead at 0 life"),
        # a card said to be in play is never skipped with the verdict
        ("bob not dead at 0 life — with Platinum Angel in play. I don't see why", "not dead"),
        # the puzzlement outside a report is read, or refused and named
        ("my opponent is at -4 life. I don't see why he is still in the game", "I don't see"),
    ],
)
def test_a_verdict_that_something_unsaid_may_explain_is_refused(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


# -- a game log's time stamps, turn lines and categories ------------------------------------------

LOG_LINES = [
    (
        "12:03 PM: bob is at 3 life\n12:04 PM: alice casts Lightning Bolt targeting bob\n"
        "12:04 PM: it resolves\n12:04 PM: bob has won the game",
        {"bob": "lost", "alice": "won"},
        "bob has won the game",
    ),
    (
        "[12:03:44] zed is at 2 life\n[12:04:01] yan deals 2 damage to zed\n"
        "[12:04:02] the game continued",
        {"zed": "lost", "yan": "won"},
        "the game continued",
    ),
    (
        "Forge log:\nTurn 5 (alice)\nbob is at 3 life\nDamage: alice deals 3 damage to bob.\n"
        "Game Outcome: bob has won",
        {"bob": "lost", "alice": "won"},
        "Turn 5 (alice)",
    ),
]


@pytest.mark.parametrize(("text", "results", "skipped"), LOG_LINES)
def test_a_game_logs_stamps_and_categories_are_no_words(
    text: str, results: dict[str, str], skipped: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert skipped in ruling.skipped


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # a time inside a sentence is no log's stamp
        ("at 12:30 bob concedes", "12:30"),
        # a category alone is no log: the verdict after it is refused
        ("Game Outcome: bob has won\nalice concedes", "bob has won"),
    ],
)
def test_a_time_or_category_that_makes_no_log_is_not_skipped(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


# -- an issue template: "Describe the bug", "To Reproduce", "Screenshots", "Desktop" -------------

TEMPLATE = (
    "**Describe the bug**\nThe AI does not lose at 0 life.\n\n**To Reproduce**\n"
    "Steps to reproduce the behavior:\n1. the AI is at {life} life\n2. I deal 2 damage to the AI"
    "\n\n**Expected behavior**\nThe AI loses the game.\n\n**Screenshots**\nIf applicable, add "
    "screenshots.\n\n**Desktop (please complete the following information):**\n - OS: Windows "
    "10\n - Version 1.4.50"
)


@pytest.mark.parametrize(
    ("life", "results"),
    [
        ("2", {"AI": "lost", "me": "won"}),
        # the summary ("does not lose at 0 life") says again what the steps tell, never a
        # total of its own: at 5 life the AI is at 3 after the steps, and plays on
        ("5", {"AI": "playing", "me": "playing"}),
    ],
)
def test_an_issue_template_is_ruled_on_its_steps(life: str, results: dict[str, str]) -> None:
    ruling = _ruled(TEMPLATE.format(life=life))
    assert ruling.results == results
    assert "Describe the bug: The AI does not lose at 0 life" in ruling.skipped
    assert "Screenshots: If applicable, add screenshots" in ruling.skipped


def test_a_summary_without_steps_is_read() -> None:
    ruling = _ruled(
        "**Describe the bug**\nThe AI does not lose at 0 life.\n**Expected behavior**\nThe AI "
        "loses the game.\n**Actual behavior**\nthe game continued"
    )
    assert ruling.results == {"AI": "lost", "opponent": "won"}
    assert "does not lose" in ruling.skipped


def test_a_verdict_with_a_verb_is_no_report_by_itself() -> None:
    # "doesn't lose" with a verb, no program, no sections: read, or refused and named
    refused = _refused("bob doesn't lose at 0 life. I don't know why")
    assert refused.unread is not None and "doesn't lose" in refused.unread


# -- a verdict as a clause of its own; a report's number; a label after a dash; where tested -----

MORE_REPORT_FORMS = [
    ("XMage: when alice concedes, bob doesn't win", {"alice": "lost"}, "bob doesn't win"),
    ("Forge: zed concedes, but yan didn't win", {"zed": "lost"}, "but yan didn't win"),
    ("XMage: when alice is at 0 life she doesn't lose", {"alice": "lost"}, "she doesn't lose"),
    ("XMage #7941: bob is at 0 life", {"bob": "lost"}, "XMage #7941"),
    ("Arena bug - my opponent is at 0 life and the game keeps going", {"opponent": "lost"}, None),
    ("Tested on Forge 1.6.53. bob is at 0 life", {"bob": "lost"}, "Tested on Forge 1.6.53"),
]


@pytest.mark.parametrize(("text", "results", "skipped"), MORE_REPORT_FORMS)
def test_more_of_a_reports_forms_are_skipped(
    text: str, results: dict[str, str], skipped: str | None
) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if p in results} == results
    assert ruling.status == "over"
    if skipped is not None:
        assert skipped in ruling.skipped


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # outside a report a verdict clause is refused and named
        ("alice concedes, but bob didn't win", "bob didn't win"),
        # a name and a dash make no label without a program
        ("bob - alice concedes", "bob - alice concedes"),
        # a program named with a word of the game is no label: read, or refused and named
        ("Tested on Forge with bob at 0 life. alice concedes", "bob at 0 life"),
    ],
)
def test_what_is_no_report_form_stays_refused(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


# -- the program praised but for what follows: "it works fine except when ..." -------------------

WORKS_EXCEPT = [
    ("it works fine except when bob concedes, alice doesn't win", {"bob": "lost"}),
    (
        "XMage works perfectly, with the exception of when zed concedes, yan doesn't win",
        {"zed": "lost"},
    ),
    ("the game works fine except bob is at 0 life", {"bob": "lost"}),
    # a card stated before "it": still the card, read
    ("I control Platinum Angel. it works fine except when I am at 0 life", {"me": "playing"}),
]


@pytest.mark.parametrize(("text", "results"), WORKS_EXCEPT)
def test_the_program_praised_but_for_what_follows_is_a_report(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if p in results} == results
    assert any("works" in said for said in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # a card praised is a fact of the game (whose Angel is it?): never skipped
        "Platinum Angel works fine except when my opponent is at 0 life, he loses",
        # ... nor a word Arbiter does not know, which may be a card
        "Worship works fine except when I am at 0 life",
    ],
)
def test_a_card_praised_is_never_skipped(text: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and "works fine" in refused.unread


# -- "should" against "did": only what happened is a fact ---------------------------------------

SHOULD_OR_DID = [
    # what should have happened is shown whole, never a fact: bob at 3 plays on
    ("XMage: bob is at 3 life. bob should have lost", {"bob": "playing"}, "bob should have lost"),
    # a step that says what should be is no step
    (
        "Steps to reproduce:\n1. bob is at 3 life\n2. bob should be at 0 life",
        {"bob": "playing"},
        "bob should be at 0 life",
    ),
    # the same step told as what happened is read
    ("Steps to reproduce:\n1. bob is at 3 life\n2. bob is at 0 life", {"bob": "lost"}, None),
]


@pytest.mark.parametrize(("text", "results", "skipped"), SHOULD_OR_DID)
def test_what_should_have_happened_is_no_fact_what_did_is(
    text: str, results: dict[str, str], skipped: str | None
) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if p in results} == results
    if skipped is not None:
        assert skipped in ruling.skipped


# -- "already", "just" between a verb and its helper: done all the same (tenses.py) -------------

DONE_ALREADY = [
    ("bob has already conceded", {"bob": "lost", "opponent": "won"}),
    ("zed just conceded", {"zed": "lost", "opponent": "won"}),
    ("I had already drawn from an empty library", {"me": "lost", "opponent": "won"}),
    ("my opponent is at 3 life. I also deal 3 damage to him", {"me": "won", "opponent": "lost"}),
]


@pytest.mark.parametrize(("text", "results"), DONE_ALREADY)
def test_already_or_just_before_a_verb_is_done(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text", ["bob would have already conceded", "bob should have just conceded"]
)
def test_already_after_would_or_should_is_not_done(text: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and "conceded" in refused.unread


# -- more of the program's verdicts: "hasn't lost", "didn't die" ---------------------------------

MORE_VERDICTS = [
    ("Forge: the AI is at 0 life but hasn't lost", {"AI": "lost"}, "but hasn't lost"),
    ("XMage: bob is at -2 life and didn't die", {"bob": "lost"}, "and didn't die"),
    ("Forge: when zed is at 0 life he didn't die", {"zed": "lost"}, "he didn't die"),
]


@pytest.mark.parametrize(("text", "results", "skipped"), MORE_VERDICTS)
def test_more_of_the_programs_verdicts_are_skipped(
    text: str, results: dict[str, str], skipped: str
) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if p in results} == results
    assert skipped in ruling.skipped


def test_didnt_die_outside_a_report_is_never_skipped() -> None:
    refused = _refused("bob is at 0 life and didn't die")
    assert refused.unread is not None and "didn't die" in refused.unread


# -- a card in markdown's emphasis ------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I control *Platinum Angel* and I am at 0 life",
        "Forge: I control **Platinum Angel** and I am at 0 life",
        "I control _Platinum Angel_. I am at 0 life",
        "I control __Platinum Angel__ and I am at -1 life",
    ],
)
def test_a_card_in_emphasis_is_the_card(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == {"me": "playing", "opponent": "playing"}
    assert [card.name for card in ruling.cards] == ["Platinum Angel"]


def test_an_emphasis_left_open_is_not_the_cards() -> None:
    refused = _refused("I control *Platinum Angel and I am at 0 life")
    assert refused.unread is not None and "*Platinum Angel" in refused.unread


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Wagic: bob is at 0 life but the game continued", "Wagic"),
        ("Magic Duels bug: my opponent is at 0 life and the game keeps going", "Magic Duels bug"),
    ],
)
def test_more_programs_that_play_label_a_report(text: str, label: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert label in ruling.skipped


# -- what was expected, set against the program going on ------------------------------------

EXPECTED_THEN_WENT_ON = [
    ("alice concedes, which should end the game. It just keeps going", {"alice": "lost"}),
    ("zed is at 0 life, which should make him lose. nothing happened", {"zed": "lost"}),
    # the total told is no loss: what was expected is no fact
    ("yan is at 2 life, which should make him lose. the game continued", {"yan": "playing"}),
]


@pytest.mark.parametrize(("text", "results"), EXPECTED_THEN_WENT_ON)
def test_what_was_expected_against_the_program_going_on_is_a_report(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if p in results} == results
    assert any("should" in said for said in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # the program going on, nothing expected: no report
        "bob is at 0 life. nothing happened",
        # only what was expected and what the program did: nothing is left of the moment
        "I thought bob would lose. The game continued.",
    ],
)
def test_going_on_without_an_expectation_or_a_moment_is_refused(text: str) -> None:
    _refused(text)


def test_a_summary_that_names_a_card_is_never_skipped() -> None:
    # the Angel is a fact the steps leave out: skipping the summary would rule "me lost"
    refused = _refused(
        "**Describe the bug**\nWith Platinum Angel in play I lose at 0 life.\n"
        "**To Reproduce**\n1. I am at 1 life\n2. I take 1 damage"
    )
    assert refused.unread is not None and "Platinum Angel" in refused.unread


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # the Angel is told only in what was expected: a fact the steps leave out
        (
            "Steps to reproduce:\n1. I am at 1 life\n2. I take 1 damage\n"
            "Expected: I don't lose because of my Platinum Angel.\nActual: I lose.",
            "Platinum Angel",
        ),
        # ... or only in what the program did, by a name Arbiter does not know
        (
            "Steps to reproduce:\n1. I am at 1 life\n2. I take 1 damage\nExpected: I lose.\n"
            "Actual: Worship keeps me alive",
            "Worship",
        ),
        # ... or as something a player owns, in small letters
        (
            "Steps to reproduce:\n1. I am at 1 life\n2. I take 1 damage\nExpected: I lose.\n"
            "Actual: my worship kept me alive",
            "my worship",
        ),
    ],
)
def test_an_expected_or_actual_section_that_may_name_a_card_is_never_skipped(
    text: str, named: str
) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


# -- a claim that names a card is never skipped with the card ----------------------------------

CLAIMS_WITH_A_CARD = [
    (
        "XMage: I am at 1 life and I take 1 damage, which should not make me lose because of "
        "my Platinum Angel",
        "Platinum Angel",
    ),
    ("Forge: I am at 0 life, but instead of Platinum Angel saving me I lost", "Platinum Angel"),
    ("XMage: I am at 0 life. I should not lose since I control Platinum Angel", "Platinum Angel"),
]


@pytest.mark.parametrize(("text", "card"), CLAIMS_WITH_A_CARD)
def test_a_claim_that_names_a_card_is_refused_never_skipped(text: str, card: str) -> None:
    # skipping it ruled "me lost" without the Angel the words say is there
    refused = _refused(text)
    assert refused.unread is not None and card in refused.unread
