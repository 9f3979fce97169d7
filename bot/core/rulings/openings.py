"""The card a text opens with, said before the moment and named again in it: a headline
("Worst Fears Can't Force a Concession!") or the card the question is said to be about ("I have
a question about Fiery Justice."). Each says no more than the rest does, and is skipped and
shown (language.py takes them off before the sentences are read); where it may tell a fact, or
the rest does not name the card again, it stays, to be read or refused.
"""

from __future__ import annotations

import re

from bot.core.rulings.card_marks import title_words
from bot.core.rulings.chat_words import ASKED_QUESTION, FUNCTION_WORDS, WORDS, one_of
from bot.core.rulings.outcome_questions import WORD
from bot.core.rulings.words import MARK, MARKED, marks_in

# "Worst Fears Can't Force a Concession! [I control ... Worst Fears ...]": a headline at the
# text's start, ended by "!" or a line break, of a title's words (`title_words`) around one card
# that the rest names again: the question is about that card, the headline says no more and is
# skipped and shown. Never where another word of it is said again in the rest (a player's name,
# "Bob Loses to Phage! bob ..."), it names a player by a pronoun ("You") or holds a number or a
# game term: a fact it may tell is read, or refused.
_HEADLINE = re.compile(r"^\s*+(?P<h>[^.!?\n\[\]:]{1,80}?)[ \t]*+(?:!++|\n)\s*+(?=\S)")


def without_headline(text: str, names: list[str]) -> tuple[str, list[str]]:
    """The text without a headline that names the card it is about (`names`: the marked
    cards' names, by their marks' numbers), and the headline taken out (to be shown as
    skipped)."""
    found = _HEADLINE.match(text)
    if found is None:
        return text, []
    rest = text[found.end() :]
    label = MARKED.sub(lambda m: names[int(m[0][len(MARK) :])], found["h"])
    cards = {n.lower() for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", label, re.I)}
    again = {names[n].lower() for n in marks_in(rest) if n < len(names)}
    if len(cards) != 1 or not cards <= again:
        return text, []
    card = re.compile(rf"(?<!\w){re.escape(next(iter(cards)))}(?!\w)", re.IGNORECASE)
    said = {w.lower() for w in WORD.findall(card.sub(" ", label))}
    words = said - FUNCTION_WORDS
    if (
        not title_words(card.sub(" ", label))
        or said & (WORDS.self_words | WORDS.pronouns)  # "Keeps You Around": a player
        or any(re.search(rf"\b{re.escape(w)}\b", rest, re.IGNORECASE) for w in words)
    ):
        return text, []
    return rest, [label.strip()]


# "I have a question about Fiery Justice. I played in a tournament ... he drew a Fiery Justice
# and played it": the card a question is said to be about, at the text's start, named again in
# what follows: the sentence says no more (the card is not said to be anywhere) and is skipped
# and shown. Named nowhere after it, it stays (the card may be the asker's: never dropped).
_QUESTION_ABOUT = re.compile(
    rf"^\s*+(?:{one_of(WORDS.openers, ' ')}[\s,]++)?{ASKED_QUESTION}\s++"
    rf"{one_of(WORDS.question_about)}\s++(?:{one_of(WORDS.card_said)}\s++)?"
    rf"(?:{MARK}(?P<n>\d++)|(?-i:(?P<name>[A-Z][\w'-]*+"
    rf"(?:\s(?:{one_of(WORDS.name_small_words)}|[A-Z][\w'-]*+)){{0,4}}+)))"
    r"\s*+[.!:?]\s*+",
    re.IGNORECASE,
)


def without_question_about(text: str, names: list[str]) -> tuple[str, list[str]]:
    """The text without its opening "I have a question about CARD." where the rest names the
    card again (see above), and the sentence taken out (to be shown as skipped). A card
    Arbiter does not know is its capitalised name, said again as written."""
    found = _QUESTION_ABOUT.match(text)
    if found is None:
        return text, []
    rest = text[found.end() :]
    again = {names[n].lower() for n in marks_in(rest) if n < len(names)}
    if found["n"] is not None:
        number = int(found["n"])
        if number >= len(names) or names[number].lower() not in again:
            return text, []
    elif found["name"].lower() not in again and (
        re.search(rf"(?<![\w']){re.escape(found['name'])}(?![\w'])", rest) is None
    ):
        return text, []
    said = MARKED.sub(lambda m: names[int(m[0][len(MARK) :])], found[0])
    return rest, [said.strip(" .!:?")]
