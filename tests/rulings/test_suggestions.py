"""Suggestions that never mislead (rulings.md revision 3, "Suggestions"): a "did you mean" is
offered only when it reads back, in the same game, with the same players, the same numbers and
no card or negation dropped; otherwise the answer says what was read and shows two examples of
the game."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.rules.games import game_named
from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.language import parse_situation
from bot.core.rulings.number_reading import number_value
from bot.core.rulings.suggest import _kinds
from bot.core.rulings.words import EVERYONE
from tests.strategies import NAMES

_OFFERED = re.compile(r'Did you mean "(?P<s>[^"]+)"\?')
_DIGITS = re.compile(r"-?\d+")


def _offered(text: str) -> str | None:
    answer = rule_on(text)
    if not isinstance(answer, NoRuling):
        return None
    found = _OFFERED.search(answer.message)
    return found["s"] if found else None


@dataclass(frozen=True)
class Typed:
    """A clause as the test wrote it, and what it knows the clause says."""

    game: str
    before: str  # a sentence before it that names the second player, or ""
    clause: str
    players: frozenset[str]  # "me" for I, "opponent" for my opponent
    numbers: tuple[int, ...]
    negated: bool
    card: bool


# Verbs as people mistype them, verbs the language has in other words, and nonsense.
_VERBS = [
    "concde", "concedess", "flibbers", "loses", "lose", "takes", "taks", "gaims", "gains",
    "is at", "is att", "has", "hass", "gets", "draws frm an empty library", "decks ot",
    "wins", "restarts", "champion dies", "champin dies", "is dead", "goes too", "takes dmg",
]  # fmt: skip
_TAILS = ["", " life", " lfie", " damage", " poison", " poison counters", " vitae",
          " commander damage from", " structures", " int"]  # fmt: skip
_NEGATIONS = ["not ", "never ", "didn't ", "can't "]
_CARDS = ["Lightning Bolt", "Worldgorger Dragon", "Platinum Angel"]
_GAMES = ["magic", "magic commander", "ga", "terrus"]


@st.composite
def _typed(draw: st.DrawFn) -> Typed:
    game = draw(st.sampled_from(_GAMES))
    subject = draw(st.sampled_from([*NAMES[:4], "I", "my opponent"]))
    player = {"I": "me", "my opponent": "opponent"}.get(subject, subject)
    negation = draw(st.sampled_from(["", "", *_NEGATIONS]))
    verb = draw(st.sampled_from(_VERBS))
    number = draw(st.none() | st.integers(0, 25))
    written = "" if number is None else draw(st.sampled_from([str(number), "the number"]))
    if written == "the number":
        written = {0: "zero", 1: "one", 3: "three", 21: "twenty-one"}.get(number or 0, str(number))
    tail = draw(st.sampled_from(_TAILS))
    others = [name for name in NAMES[4:8] if name != subject]
    second = draw(st.none() | st.sampled_from(others))
    card = draw(st.none() | st.sampled_from(_CARDS))
    words = [subject, negation + verb, written, tail.strip(), second or "", card or ""]
    clause = " ".join(word for word in words if word)
    players = {player} | ({second} if second else set())
    before = f"{second} is at 3 life. " if second and draw(st.booleans()) else ""
    if before:
        players = players  # the sentence before names the second player too
    return Typed(
        game=game,
        before=before,
        clause=clause,
        players=frozenset(players),
        numbers=() if number is None else (number,),
        negated=bool(negation),
        card=card is not None,
    )


@settings(max_examples=150, deadline=None)
@given(typed=_typed())
def test_every_suggestion_reads_back_with_the_same_players_numbers_cards_and_negations(
    typed: Typed,
) -> None:
    offered = _offered(f"{typed.game}: {typed.before}{typed.clause}")
    if offered is None:
        return
    assert not typed.negated, f"{typed.clause!r}: a negation dropped in {offered!r}"
    assert not typed.card, f"{typed.clause!r}: a card dropped in {offered!r}"
    situation = parse_situation(f"{typed.game}: {offered}", asker="me")
    read = {name.casefold() for name in situation.mentioned if name != EVERYONE}
    assert read == {p.casefold() for p in typed.players}, (typed.clause, offered)
    numbers = tuple(number_value(n) for n in _DIGITS.findall(offered))
    assert numbers == typed.numbers, (typed.clause, offered)
    # A phrase of the game the question is in, never another game's.
    system, variant = situation.system, situation.variant
    assert system is not None
    kinds = {event.kind for s in situation.sentences for event in s.events}
    assert kinds <= _kinds(system, variant), (typed.game, offered)


def test_suggestions_are_still_offered_where_they_help() -> None:
    """The property above would hold for a reader that never suggests: these still get one."""
    for typed, offered in [
        ("magic: bob concedess", "bob concedes"),
        ("magic: I concde", "I concede"),
        ("magic: alice lose 3 lfie", "alice loses 3 life"),
        ("ga: my champin dies", "my champion dies"),
        ("magic: the opponent decks ot", "the opponent decks out"),
        ("magic: alice wins", "alice wins by an effect"),
        ("magic: bob is at 3 life. alice taks 5 commandr damage from bob", None),
        ("magic commander: bob is at 3 life. alice taks 5 commandr damage from bob",
         "alice takes 5 commander damage from bob"),
    ]:  # fmt: skip
        assert _offered(typed) == offered, typed


def test_no_suggestion_makes_a_card_or_an_ordinary_word_a_player() -> None:
    for typed in (
        "magic: Worldgorger concedes",
        "magic commander: bob takes 12 commander damage from took",
        "magic: a card were worded",
        "magic: hello",
        "magic: We played a Emperor game",
        "magic: having selected Phyrexian",
        "pokemon: alice concedes",
        # a card no catalogue knows, said alone ("eater concedes" was offered)
        "magic: Eater of Days",
        "magic: I cast Final Fortune, then Eater of Days",
        "magic: I flibber. Door to Nothingness",
        "ga: Sword of Feast and Famine",
    ):
        assert _offered(typed) is None, typed


def test_no_suggestion_from_another_game_nor_one_that_drops_what_was_typed() -> None:
    # Magic has no champion: "alice's champion dies" is Grand Archive's phrase.
    assert _offered("magic: alice's champin is dead") is None
    # Poison has no place in Grand Archive.
    assert _offered("ga: alice has 3 poisn") is None
    # "commander damage" is never offered as plain damage, nor "two creatures" as structures.
    assert _offered("magic: bob takes 12 commandr damage") is None
    assert _offered("magic: my opponent attacks with two creatures") is None
    # A negation is never dropped: the language says what happened, not what did not.
    assert _offered("magic: alice didn't concede") is None


def test_without_a_suggestion_the_answer_says_what_was_read_and_two_examples_of_the_game() -> None:
    answer = rule_on("ga: alice concedes. then bob flibbers alice")
    assert isinstance(answer, NoRuling)
    assert answer.message.startswith(
        'I could not read "bob flibbers alice" (I read "alice concedes"'
    )
    examples = re.findall(r'"(grand-archive: [^"]+)"', answer.message)
    assert len(examples) == 2
    game = game_named("ga")
    assert game is not None
    for example in examples:
        assert rule_on(example).__class__.__name__ == "Ruling", example


def test_a_card_named_alone_is_offered_no_phrase_made_of_its_words() -> None:
    """ "Final Fortune" alone was offered "Did you mean 'final concedes'?": a card's words made
    into a player (a real question of the corpus, argentum-2067, as asked)."""
    answer = rule_on("Final Fortune / bob concedes", default_game=System("magic"))
    assert isinstance(answer, NoRuling)
    assert "Did you mean" not in answer.message and "final concedes" not in answer.message


def test_no_suggestion_drops_a_player_named_after_the_verb_or_a_word_for_several() -> None:
    # Each was offered a phrase about one player: "I am at 2 life" for the asker's opponent,
    # "my opponent is at 1 life" for two players at 1 life.
    for text, offered_before in (
        ("magic: I think my opponent was at 2 life", "I am at 2 life"),
        ("magic: my opponent are both at 1 life", "my opponent is at 1 life"),
    ):
        assert _offered(text) != offered_before
        offered = _offered(text)
        if offered is not None:  # what may be offered keeps every player typed
            assert "opponent" in offered and ("both" in offered or "both" not in text)


def _assert_nothing_offered(*texts: str) -> None:
    for text in texts:
        offered = _offered(text)
        assert offered is None, (text, offered)


def _assert_quoted_as_typed(typed: str) -> None:
    answer = rule_on(typed, default_game=System("magic"))
    assert isinstance(answer, NoRuling)
    assert answer.unread == typed
    assert f'"{typed}"' in answer.message


def test_no_suggestion_drops_a_player_told_by_a_pronoun() -> None:
    """A pronoun is a player too: "I deal him 10 damage" was offered "I take 10 damage" and
    "I gave him 10 poison counters" was offered "I have 10 poison counters": followed, the
    damage or the poison lands on the asker instead of the player it was dealt to, and the
    ruling says the asker loses (a question of the second set of real questions,
    saturday-school-21-zuran-orb-too-late, as asked)."""
    _assert_nothing_offered(
        "magic: I deal him 10 damage",
        "magic: I gave him 10 poison counters",
        "magic: I made her lose 5 life",
        "magic: I deal 10 damage to him",
        "magic: alice deals him 3 damage",
        "magic: bob is at 3 life. alice deals 3 damage to her",
    )
    # A pronoun that is the subject's own word is no other player: a typo is still offered.
    assert _offered("magic: alice loses her last 3 lfie") in (None, "alice loses 3 life")


def test_no_suggestion_drops_a_word_that_compares_the_number() -> None:
    """ "under 1 life" is 0 or less: "alice is under 1 life" was offered "alice is at 1 life",
    and followed, Arbiter said alice plays on where she has lost; "I'm below 0 life" was
    offered "I lose 0 life" (a question of the second set of real questions,
    saturday-school-68-lichs-tomb-nothing-left-to-sacrifice, as asked: "you're under zero
    life"). A word that compares the number is kept, like a negation, or nothing is offered."""
    _assert_nothing_offered(
        "magic: alice is under 1 life",
        "magic: I have less than 1 lfie",
        "magic: my opponent drops below 1 life",
        "magic: I'm below 0 life",
        "magic: you're under zero life",
        "magic: my opponent is over 40 life",
        "magic: I have more than 10 poison counters",
        "magic: alice loses more than 5 life",
        "magic: alice is at least at 40 life",
    )


def test_no_suggestion_brings_in_an_event_or_a_player_the_words_do_not_have() -> None:
    """Offered to real questions of the corpus as asked: "I'm about to block one" was offered
    "I go to 1 life" (a block made a life total), "the damage is dealt" was offered "the game
    restarts", and "Based on what" was offered "based concedes" (an ordinary word made a
    player). Followed, each rules on something the asker never said."""
    _assert_nothing_offered(
        "magic: I'm about to block one",
        "magic: the damage is dealt",
        "magic: Based on what",
        "magic: alice is at 3",
    )


def test_a_refusal_quotes_a_plus_as_typed_and_cards_written_together_joined_by_and() -> None:
    # Found asking "I control a Toothy, Imaginary Friend with 100 +1/+1 counters on it" (Stack
    # Exchange 50443): the refusal quoted "100  and 1/ and 1 counters", words never typed.
    for typed in ("I control a creature with 100 +1/+1 counters on it", "alice + bob concede"):
        _assert_quoted_as_typed(typed)
    # Cards written one after another are still quoted joined by "and", as the asker meant.
    answer = rule_on("magic: I flibber Platinum Angel, Lich's Mirror")
    assert isinstance(answer, NoRuling)
    assert answer.unread == "I flibber Platinum Angel and Lich's Mirror"


def test_a_refusal_quotes_the_players_a_clause_shares_its_verb_with() -> None:
    # Found asking "my opponent and I both have 5 life points" (Saturday School #70, before
    # life points read as life): the refusal quoted "I both have 5 life points", a clause the
    # asker never wrote.
    for typed in (
        "my opponent and I both have 5 flibbers",  # "5 lifes" reads as life since session 29
        "alice and bob both flibber",
        "alice, bob and carol flibber",
    ):
        _assert_quoted_as_typed(typed)


# -- no "did you mean" that says done what was not (suggest._not_done) ---------------------------

NOT_DONE = [
    "magic: bob would have conceded",
    "magic: bob almost conceded",
    "magic: bob tried to concede",
    "magic: zed could concede",
    "magic: bob would have already conceded",
]


def test_no_suggestion_makes_what_did_not_happen_happen() -> None:
    for text in NOT_DONE:
        assert _offered(text) is None, text  # "bob concedes" would say it did


def test_a_misspelt_verb_is_still_suggested() -> None:
    assert _offered("magic: bob concedez") == "bob concedes"


def test_no_phrase_about_the_whole_game_is_offered_for_words_that_do_not_say_its_event() -> None:
    """Found asking as a newcomer (session 22): "Everyone but me loses 3 life" was offered
    "everyone agrees to a draw", "the battlefield" and "the stack" "the game restarts", and "the
    loop" "the game is in a loop of mandatory actions" (a draw, where a loop of optional
    actions is none). Followed, each rules on an event nobody typed. A phrase about no player
    is offered only where every word of its event was typed, typos forgiven."""
    _assert_nothing_offered(
        "magic: Everyone",
        "magic: Everyone but me loses 3 life.",
        "magic: The game",
        "magic: the battlefield",
        "magic: the stack",
        "magic: the loop",
        "ga: the whole game",
        "terrus: everyone",
    )
    for typed, offered in (
        ("magic: everyone agres to a draw", "everyone agrees to a draw"),
        ("magic: the game restars", "the game restarts"),
        ("magic: everyone agres to a draw now", "everyone agrees to a draw"),
        ("magic: the game is in a mandatory loop", "the game is in a loop of mandatory actions"),
    ):
        assert _offered(typed) == offered, typed


def test_no_phrase_is_offered_for_words_of_another_alphabet() -> None:
    """Found asking in Japanese (session 22; situations are read in English): "I'm at 0 life.
    Do I lose?" in Japanese was offered "<those words> concedes", a concession nobody typed.
    A word in another alphabet is another language, never a typo of the situation language's
    words; a player's name said elsewhere may still be in one."""
    _assert_nothing_offered(
        "magic: ライフが0です。負けますか？",  # noqa: RUF001
        "magic: 相手のライフは3です flibbers",
        "magic: У меня 0 жизней. Я проиграл?",  # noqa: RUF001
        "magic: Ο αντίπαλος παραδίδεται τώρα",  # noqa: RUF001
        "magic: bob is at 3 life. bob 投了",
    )
    # Letters of the Latin alphabet with marks are the situation language's own.
    assert _offered("magic: Zoë concedez") == "zoë concedes"
    assert _offered("magic: José is at 3 life. José concde") == "josé concedes"


def test_no_suggestion_changes_the_outcome_typed() -> None:
    """Found asking as a newcomer (session 22): "My opponent won." was offered "my opponent
    concedes" (a win made a loss), and "My opponent dies.", "I'm dead." and "bob died" a
    concession (a loss that a "can't lose" effect stops made one that none stops). A
    suggestion keeps the outcome typed, or none is offered."""
    for typed in (
        "magic: My opponent won.",
        "magic: My opponent wins.",
        "magic: my opponent winned",
        "magic: bob is at 3 life. bob won the game",
        "magic: the attacking player won",
    ):
        offered = _offered(typed)
        assert offered is None or ("wins" in offered and "concede" not in offered), (
            typed,
            offered,
        )
    _assert_nothing_offered(
        "magic: My opponent dies.",
        "magic: I'm dead.",
        "magic: bob died",
        "magic: alice is dead",
        "magic: the other player died",
        "magic: alice lost",
        "magic: my opponent forfeit to me",
    )
    # The same outcome, or a typo of the verb, is still offered.
    assert _offered("ga: my champin died") == "my champion dies"
    assert _offered("magic: alice wins") == "alice wins by an effect"
    assert _offered("magic: I concde") == "I concede"


def test_my_before_no_thing_of_a_player_is_never_offered_as_the_asker() -> None:
    """Found asking as a newcomer (session 22): "my oppponent is at 0 life" (a typo) was
    offered "I am at 0 life", and "my rival concde", "my teammate concde", "my opposition
    concedes" "I concede": another player made the asker, whose loss the ruling then says.
    "my" is the asker only before what a player has ("my champin", "my lfie")."""
    _assert_nothing_offered(
        "magic: my oppponent is at 0 life",
        "magic: my oponnent has 10 poison counters",
        "magic: my rival concde",
        "magic: my teammate concde",
        "magic: my opposition concedes",
        "magic: my enemy is at 0 lfie",
        "magic: your rival decks ot",
    )
    assert _offered("ga: my champin dies") == "my champion dies"
    assert _offered("magic: my opponent concde") == "my opponent concedes"


def test_an_empty_library_is_never_offered_as_a_draw() -> None:
    """ "my libary is empty" was offered "I draw from an empty library": followed, the asker
    loses, where an empty library ends nothing until its player draws (MTG CR 704.5b). A draw
    is offered only where a draw was typed."""
    _assert_nothing_offered(
        "magic: my libary is empty",
        "magic: my library is emtpy",
        "magic: bob is at 3 life. bob's libary is empty",
        "magic: alice has an empty librray",
    )
    assert _offered("magic: I drew from an emtpy library") == "I draw from an empty library"
    offered = _offered("magic: alice drws from an empty library")
    assert offered == "alice draws from an empty library"


def test_a_verb_in_another_form_is_never_offered_as_a_player() -> None:
    """Found asking as a newcomer (session 22): "I take 5 damage after gaining 5 life" was
    offered "gaining is at 5 life", a player called "gaining". A phrase's verb in any form
    ("gaining", "taking", "losing") is no name; names still are ("Sterling concde")."""
    _assert_nothing_offered(
        "magic: I'm at 5 life. I take 5 damage after gaining 5 life.",
        "magic: taking 5 damage",
        "magic: losing 3 lfie",
        "magic: drawing from an empty libary",
    )
    assert _offered("magic: Sterling concde") == "sterling concedes"


@pytest.mark.parametrize("game", ["magic", "ga", "terrus", "magic commander"])
@pytest.mark.parametrize(
    "clause",
    [
        "Ich bin auf 2 Leben und nehme 3 Schaden",
        "je suis à 2 points de vie",
        "alice begins her turn with 3 bildings",
        "bob flibbers with 3 structurs",
        "alice wins a vote",
    ],
)
def test_every_example_a_refusal_shows_is_ruled_in_its_game(game: str, clause: str) -> None:
    """A German question asked in Magic was shown "magic: alice begins their turn with 3
    structures", which Magic refuses (structures are Terrus's): an example must read."""
    answer = rule_on(f"{game}: {clause}")
    assert isinstance(answer, NoRuling)
    shown = re.findall(r'"((?:magic|grand[- ]archive|terrus)[^":]*: [^"]+)"', answer.message)
    assert shown, answer.message
    for example in shown:
        assert not isinstance(rule_on(example), NoRuling), (clause, example)


@pytest.mark.parametrize(
    "text",
    [
        "Biorhythm is played",
        "Pestilence is activated. does he lose",
        "Millstone flibbers me",
        "Biorhythm resolves and I flibber",
    ],
)
def test_a_card_named_with_no_game_said_is_never_offered_as_a_player(text: str) -> None:
    """No game said, no card is marked: "Biorhythm is played" was offered "biorhythm wins by
    an effect", a card made a player and a verb changed."""
    assert _offered(text) is None
    assert _offered("bob concdes") == "bob concedes"  # a player's name still gets one


@pytest.mark.parametrize(
    "text",
    [
        "magic: bob passes",
        "magic: My opponent blocks",
        "magic: my opponent responds",
        "magic: bob untaps",
        "magic: bob shuffles",
        "magic: bob bounces it",
        "magic: bob tutors",
        "magic: my opponent scries",
        "magic: bob flibbers",
        "ga: alice mulligans her hand",
        "magic: if the game enters a loop of ONLY mandatory actions",
    ],
)
def test_no_suggestion_guesses_at_a_word_that_is_no_typo_of_its_own(text: str) -> None:
    """ "bob passes", "bob shuffles", "my opponent blocks" were offered "... concedes": another
    action than the one typed, guessed because it is the nearest phrase with one player."""
    assert _offered(text) is None


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("magic: bob concdes", "bob concedes"),
        ("magic: bob is at 3 lief", "bob is at 3 life"),
        ("magic: the game's a draw.", "an effect says the game is a draw"),
        ("magic: simultaneous empty-library draws", "simultaneous draws from an empty library"),
    ],
)
def test_typos_and_left_out_words_are_still_offered(text: str, offered: str) -> None:
    assert _offered(text) == offered
