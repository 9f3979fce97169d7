"""benchmarks/rulings_real.py as a smoke test (issue #31): no real question is answered wrong,
as asked or as documented, the right answers reached are kept (a floor), the chat
question of 1,000 characters reads, and the scoring itself tells a wrong answer from a right
one and from a refusal."""

from __future__ import annotations

from benchmarks import rulings_real as bench
from bot.core.rules.vocabulary import System
from bot.core.rulings import rule_on


def test_no_real_question_is_answered_wrong_as_asked_or_as_documented() -> None:
    for field in ("question", "documented"):
        _, judged = bench.tally(field)
        wrong = [j for j in judged if j.verdict is bench.Verdict.WRONG]
        assert wrong == [], field


# The figures reached (docs/performance.md, Quick rulings): a floor, so a change that loses a
# right answer fails here; raise it when the reader answers more. Counted, not a share, since
# questions are appended to the corpus.
RIGHT_AS_DOCUMENTED = 177
# As asked, "if you control both Phyrexian Unlife and Melira, Sylvok Outcast you cannot lose the
# game due to damage" was right only because the words after the two cards were dropped unread
# (a card in play swallowed any words beside it: test_chat_board.py); it is refused and named now.
# Session 32: "[All About Exquisite Archangel: both players are at 13 life when
# Triskaidekaphobia's ability resolves. Is it a draw?]" depends on whose the Archangel is.
# Session 33 (d): "Angel of Destiny is broke - My own angel of Destiny killed me at my own
# endstep?" is its end-step trigger, which never makes its controller lose.
# Session 34 (b): Essence Warden beside "another hypothetical card ... Whenever you gain life,
# create a 1/1 Saproling creature token", both players tapped out: a loop nobody can stop, a draw.
# Session 34 (a): the Herald of Eternal Dawn question as asked ("had a 6/6 abhorrent oculus",
# "They both died") depends on how the Herald died: one case is the published answer.
# Session 35 (c): the phase-rs Dread Return question, its summary cut off after "thassa's looked
# to be put": read up to the cut clause, a win.
# Session 35 (a): the Olivia question, a block with a lifelink card and the asker's account of
# the loss and the gain: one combat damage step, he loses at -11.
# Session 35 (d): the XMage Phage report ('I cast Phage from my hand and as she resolved, both
# she and my hand disappeared'): cast from the hand, the game goes on.
RIGHT_AS_ASKED = 85


def test_the_right_answers_reached_are_kept() -> None:
    documented, _ = bench.tally("documented")
    asked, _ = bench.tally("question")
    assert documented[bench.Verdict.RIGHT] >= RIGHT_AS_DOCUMENTED
    assert asked[bench.Verdict.RIGHT] >= RIGHT_AS_ASKED


def test_the_benchmark_runs_and_its_chat_question_reads() -> None:
    assert bench.check_chat_question().status == "over"
    figures = bench.run(repeat=2)
    assert figures["questions"] == len(bench.questions())
    assert set(figures["speed"]) == {"one_sentence", "twenty_sentences", "chat_question"}


def test_the_scoring_tells_right_wrong_and_refused_apart() -> None:
    over = {"status": "over", "results": {"me": "lost", "opponent": "won"}}
    magic = System("magic")
    assert bench.verdict_of(rule_on("I concede", default_game=magic), over) is bench.Verdict.RIGHT
    wrong = rule_on("my opponent concedes", default_game=magic)
    assert bench.verdict_of(wrong, over) is bench.Verdict.WRONG
    refused = rule_on("I flibber", default_game=magic)
    assert bench.verdict_of(refused, over) is bench.Verdict.REFUSED
    # An answer that depends is right when one of its cases is the published one...
    depends = rule_on("I concede when my opponent goes to 0 life", default_game=magic)
    assert bench.verdict_of(depends, over) is bench.Verdict.RIGHT
    # ...and a published answer that depends is never matched by a confident one.
    both = {"status": "depends", "results": {}, "cases": [over, over]}
    assert bench.verdict_of(rule_on("I concede", default_game=magic), both) is bench.Verdict.WRONG
    assert bench.verdict_of(depends, both) is bench.Verdict.RIGHT


def test_the_experiment_drops_each_sentence_named_unread_and_shows_what_that_costs() -> None:
    # The experiment Arbiter does not do: a sentence it cannot read is dropped, the rest asked.
    over = {"status": "over", "results": {"me": "lost", "opponent": "won"}}
    entry = {"id": "t", "game": "magic", "question": "I flibber. I concede.", "expected": over}
    judged, dropped = bench.loosened(entry)
    assert (judged.verdict, dropped) == (bench.Verdict.RIGHT, 1)
    # A sentence that mattered ("I floop Platinum Angel": it was in play), dropped, makes the
    # loosened reader confidently wrong where Arbiter refuses: the cost the figure counts.
    ongoing = {"status": "ongoing", "results": {"me": "playing", "opponent": "playing"}}
    angel = {**entry, "question": "I floop Platinum Angel. I go to 0 life.", "expected": ongoing}
    assert bench.judge(angel, "question").verdict is bench.Verdict.REFUSED
    judged, dropped = bench.loosened(angel)
    assert (judged.verdict, dropped) == (bench.Verdict.WRONG, 1)
    # Words that are in no sentence of the question end the experiment: refused as Arbiter is.
    assert bench._sentence_holding("I concede.", "my opponent flibbers") is None
    figures = bench.experiment()[0]
    assert sum(figures.values()) == len(bench.questions())
