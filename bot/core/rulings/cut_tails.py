"""A text cut off in what the asker saw done (language.py, after used_on_creatures): "So i used
Hermit druid to put my deck in the grave, then used dread return on Thassa's Oracle to get a
win, it resolved and thassa's looked to be put" (a bug tracker's summary, cut at its length).

The last clause is an appearance ("looked to be", "seemed to be") of a verb of putting ("put",
"moved", "sent") with no place after it, and nothing follows it but an ellipsis: the words stop
where the place would be told. It tells no event (what the asker saw, hedged, of a move whose
place is missing): skipped and shown, and the text is read as told up to it. Its subject must
be a card told before it, by its name, a word of its name ("thassa's", "the Oracle"), its
trigger or "it" (then every card told before), and all it does is its trigger as it entered
(Thassa's Oracle: the trigger acts wherever the card went after): another card ("my
opponent's Stifle looked to be put"), a player, or a card whose effect lasts while it is there
("the maniac seemed to be moved": it may have left before it acted) stays as written. Where a
place, a verb that is no putting ("looked to be countered"), or any word follows, it stays as
written: read, or refused naming it. Only the text's end: a clause cut off before more
sentences is no cut text.

A text that stops on a word that joins on what comes next ("my library is empty. I cast
Thassa's Oracle, it resolved and", "... . In response", "..., but") was cut off where the
asker went on: what came next (a response, a Stifle, a Platinum Angel) may change the ruling,
and is refused (`check_not_cut_off`), never read as if the text ended there.

Pure: no I/O. The words are the reader's (lexicon/bug_report_words.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.messages import Message
from bot.core.rulings.card_model import Moment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARKED, Entity, SituationError, quoted

_JOINER = one_of(WORDS.clause_joiners)
# a word of the clause's subject ("thassa's", "the Oracle"), never a joiner of clauses
_WORD = rf"(?!{_JOINER}(?![\w'\u2019]))[\w\u00a7'\u2019-]++"
# "..., it resolved and thassa's looked to be put", "... . The Oracle seemed to be moved…":
# the clause begins after a comma, a joiner or a sentence's end
_CUT = re.compile(
    rf"(?:\s*+,\s*+(?:{_JOINER}\s++)?|\s++{_JOINER}\s++|(?<=[.!?])\s++)"
    rf"(?P<said>(?P<subject>(?:{_WORD}\s++){{0,2}}{_WORD})\s++{one_of(WORDS.cut_appearances)}\s++"
    rf"{one_of(WORDS.cut_placings)})\s*+(?:\.{{2,}}+|\u2026)?\s*+$",
    re.IGNORECASE,
)


_POSSESSIVE = re.compile(r"['\u2019]s?$")


def without_cut_tail(text: str, entities: Sequence[Entity]) -> tuple[str, list[str]]:
    """`text` without a last clause cut off in an appearance of a move of a card told before
    it (above), and that clause, shown as skipped; else `text` as it is."""
    cut = _CUT.search(text)
    if cut is None or not text[: cut.start()].strip(" ,"):
        return text, []
    told = {int(n) for n in MARKED.findall(text[: cut.start()]) if int(n) < len(entities)}
    if not told:
        return text, []
    named: set[int] = set()  # the cards the subject names ("thassa's"), else all told before
    for word in cut["subject"].lower().split():
        bare = _POSSESSIVE.sub("", word)
        mark = MARKED.fullmatch(bare)
        if mark is not None and int(mark[1]) in told:
            named.add(int(mark[1]))
            continue
        of_name = {n for n in told if bare in _name_words(entities[n].name)}
        if not of_name and word not in WORDS.cut_subject_words:
            return text, []
        named |= of_name
    if not all(_acts_as_it_entered(entities[n]) for n in named or told):
        return text, []
    return text[: cut.start()], [cut["said"]]


def _name_words(name: str) -> set[str]:
    return {_POSSESSIVE.sub("", word) for word in name.lower().split()}


def _acts_as_it_entered(entity: Entity) -> bool:
    """Whether all a card does is its trigger as it entered, which acts wherever the card went
    after (Thassa's Oracle, 603.10): a card whose effect lasts while it is there (Laboratory
    Maniac) may have been moved before it acted, and stays as written."""
    card = entity.card
    return (
        card is not None
        and not card.static_only
        and bool(card.effects)
        and all(getattr(effect, "moment", None) is Moment.ENTERS for effect in card.effects)
    )


# "..., it resolved and", "... . Then…", "... . In response...": a joining word, then nothing
# but an ellipsis; "then", "so" and "in response" only after a stop or a comma ("what happens
# then" asks, "he gains 2 life in response" is whole)
_DANGLING = re.compile(
    rf"(?<![\w'\u2019-])(?P<joiner>{one_of(WORDS.cut_joiners)}"
    rf"|(?<=[.,;:!]\s)(?:{one_of(WORDS.cut_joiners_after_a_stop)})"
    rf"|(?<=[.,;:!])(?:{one_of(WORDS.cut_joiners_after_a_stop)}))"
    rf"\s*+(?:\.{{2,}}+|\u2026)?\s*+$",
    re.IGNORECASE,
)


def check_not_cut_off(text: str) -> None:
    """Refuse (SituationError) a text that stops on a word joining on what came next (above):
    what the asker went on to say may change the ruling."""
    found = _DANGLING.search(text)
    if found is None or not text[: found.start()].strip(" ,.;:"):
        return
    head = text[: found.start()].rstrip(" ,.;:")
    said = text[max(head.rfind(stop) for stop in ".,;!?\n") + 1 : found.end()].strip()
    raise SituationError(
        Message(
            '"{words}": the text stops after "{joiner}", and what came next may change the '
            "ruling. Say the rest, or end the text before that word.",
            words=quoted(said),
            joiner=found["joiner"],
        ),
        unread=said,
    )
