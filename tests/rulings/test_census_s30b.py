"""Real questions refused as asked though every fact they need is in them (issue #31, the
session-30 census: benchmarks/rulings_census.py, categories card_acting, combat, count_given
and bug_report), each made right as asked, with the near forms that must stay right or be
refused, never wrong."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on


def _asked(text: str) -> Ruling | NoRuling:
    return rule_on(text, default_game=System("magic"))


def _cases(answer: Ruling | NoRuling) -> set[tuple[str, tuple[tuple[str, str], ...]]]:
    assert isinstance(answer, Ruling), answer
    return {(case.status, tuple(sorted(case.results.items()))) for case in answer.cases}


# -- two players' spells in one sentence, after the board they were cast on -------------------

# imtgapp-lab-maniac-brainstorm-angels-grace: "If I have a Laboratory Maniac in play and I
# cast Brainstorm with only one card in my library, my opponent cast Angel's Grace, what
# happens?" was refused, asking which resolved first and to put each spell in a sentence of
# its own: the board told before both spells (a card in play, a count of cards) was "other
# words beside them". It stood before either was cast: which spell resolved first is the
# question (405.5), with the Brainstorm, told only as cast, also not resolving at all (608.2).
MANIAC = (
    "If I have a Laboratory Maniac in play and I cast Brainstorm with only one card in my"
    " library, {caster} cast {spell}, what happens?"
)
WON = ("over", (("me", "won"), ("opponent", "lost")))
GOES_ON = ("ongoing", (("me", "playing"), ("opponent", "playing")))
LOST = ("over", (("me", "lost"), ("opponent", "won")))


@pytest.mark.parametrize(
    ("text", "cases"),
    [
        # first: a win (the Maniac); the Grace first: the opponents of its caster can't win
        (MANIAC.format(caster="my opponent", spell="Angel's Grace"), {WON, GOES_ON}),
        (MANIAC.format(caster="my opponent", spell="Platinum Angel"), {WON, GOES_ON}),
        (
            "I control Laboratory Maniac and I cast Brainstorm with only one card in my library,"
            " my opponent casts Angel's Grace",
            {WON, GOES_ON},
        ),
        (
            "If I have a Jace, Wielder of Mysteries in play and I cast Brainstorm with only one"
            " card in my library, my opponent cast Angel's Grace",
            {WON, GOES_ON},
        ),
        (
            "If I have a Laboratory Maniac in play and my library is empty and I cast"
            " Brainstorm, my opponent cast Angel's Grace",
            {WON, GOES_ON},
        ),
        # no Maniac: the draw from an empty library loses in either order (the Grace is
        # theirs); only a Brainstorm countered draws nothing
        (
            "I cast Brainstorm with only one card in my library, my opponent cast Angel's Grace",
            {LOST, GOES_ON},
        ),
        (
            "If my opponent has Platinum Angel in play and I cast Brainstorm with only one card"
            " in my library, my opponent cast Angel's Grace",
            {LOST, GOES_ON},
        ),
        # kept in either way: one answer, not a question
        (
            MANIAC.format(caster="my opponent", spell="Angel's Grace").replace(
                "a Laboratory Maniac", "Platinum Angel"
            ),
            {GOES_ON},
        ),
        # a spell told only as cast beside one told done: its order, or countered
        (
            "I'm at 5 life and my opponent is at 5 life. I cast Lava Axe at him, he bolts me",
            {WON, GOES_ON},
        ),
        (
            "I'm at 3 life and my opponent is at 3 life. I cast Lava Axe at him, he bolts me",
            {WON, LOST},
        ),
    ],
)
def test_two_spells_after_the_board_are_a_case_for_each_order(
    text: str, cases: set[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    answer = _asked(text)
    assert _cases(answer) == cases
    assert isinstance(answer, Ruling) and answer.depends == (len(cases) > 1)


@pytest.mark.parametrize(
    "text",
    [
        # said in response: one order, the Grace's (already read so)
        MANIAC.format(caster="my opponent", spell="Angel's Grace in response"),
        # the same caster: no question of two players' spells
        MANIAC.format(caster="I", spell="Angel's Grace"),
        # a third spell after them, and a second open resolution: more than one question
        MANIAC.format(caster="my opponent", spell="Angel's Grace and I cast Shock at him"),
        MANIAC.format(caster="my opponent", spell="Lightning Bolt at me"),
    ],
)
def test_near_forms_stay_as_they_were(text: str) -> None:
    answer = _asked(text)
    if isinstance(answer, Ruling):  # one order told: the Grace resolved first
        assert _cases(answer) == {GOES_ON}
    else:
        assert answer.kind.value in {"depends_twice", "card_not_judged"}


# -- a permanent spell said to resolve ---------------------------------------------------------


# Behind xmage-6642 ("I cast Phage from my hand and as she resolved, ..."): a permanent spell
# told cast and then resolving was "say what happens", its card's trigger as it enters never
# read. A permanent spell that resolves enters the battlefield under its caster's control
# (608.3): "it resolves" said of it is "it enters the battlefield".
@pytest.mark.parametrize(
    ("text", "cases"),
    [
        ("my library is empty. I cast Thassa's Oracle and it resolves", {WON}),
        ("I cast Thassa's Oracle with an empty library and it resolves", {WON}),
        (
            "my opponent's library is empty. my opponent casts Thassa's Oracle and it resolves",
            {LOST},
        ),
        ("I cast Phage the Untouchable from my hand and it resolves", {GOES_ON}),
        ("I cast Phage the Untouchable from the command zone and it resolves", {LOST}),
        # no count, no place: the card's condition is the question
        ("I cast Thassa's Oracle and it resolves", {WON, GOES_ON}),
        ("I cast Phage the Untouchable and it resolves", {LOST, GOES_ON}),
        # an opponent's card that says its controller's opponents can't win
        (
            "my library is empty. my opponent controls Platinum Angel. I cast Thassa's Oracle and"
            " it resolves",
            {GOES_ON},
        ),
        # countered: it never entered
        ("my library is empty. I cast Thassa's Oracle and my opponent counters it", {GOES_ON}),
    ],
)
def test_a_permanent_spell_that_resolves_enters(
    text: str, cases: set[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _cases(_asked(text)) == cases


@pytest.mark.parametrize(
    "text",
    [
        "my library is empty. I cast Thassa's Oracle but it doesn't resolve",
        "my library is empty. I cast Thassa's Oracle and it would resolve",
        "my library is empty. I cast Thassa's Oracle and before it resolves my opponent concedes",
        "my library is empty. I cast Thassa's Oracle and it's about to resolve",
    ],
)
def test_a_permanent_spell_not_said_to_have_resolved_is_not_read_as_entering(text: str) -> None:
    assert isinstance(_asked(text), NoRuling)
