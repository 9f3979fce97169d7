"""The framing of chat (chat.unframe skips it and shows it): the words a sentence opens with
that change nothing (`LEAD`: "so", "according to the comp rules", "who wins if", "my question
is", a step of a turn said first; the game or the players left said in passing, `GAME_LEAD`,
`LEFT_LEAD`; a cause named before what it caused, `CAUSE_LEAD`), or closes with (the game said
at the end, `GAME_TAIL`; a step said before the question, `STEP_ASKED`), a title line before
the question (`untitled`), and a sentence that says nothing of the game at all
(`says_nothing_of_the_game`).

Every pattern here reads the asker's text in time proportional to its length (language.py).
"""

from __future__ import annotations

import re

from bot.core.rulings.card_marks import title_words
from bot.core.rulings.chat_words import (
    ASKED_QUESTION,
    FUNCTION_WORDS,
    GAME_TERMS,
    TALK_WORDS,
    WORDS,
    bare_word,
    one_of,
)
from bot.core.rulings.game_in_passing import GAME_FRAMING, PLAYED, PLAYERS_LEFT_SAID, ungrouped
from bot.core.rulings.number_reading import number_words
from bot.core.rulings.outcome_questions import A_ROLE, NAMES_A_PLAYER, WORD
from bot.core.rulings.words import MARK, NAME, ROLE

_WHETHER = one_of(WORDS.whether, " ")
_PLEAS = one_of(WORDS.pleas, " ")
# "my", "his" turn; "my", "the" end step; "at the beginning of" my end step
_WHOSE = one_of(WORDS.taker_possessives)
_WHOSE_OR_THE = one_of(WORDS.cast_aim_owners)
_STEP_STARTS = one_of(WORDS.step_starts, " ")


_TURN_OF = rf"(?:{_WHOSE_OR_THE}|(?:{ROLE}|{NAME})'s?)"
_OWN_OR_NEXT = rf"(?:{one_of(WORDS.own_words)} |{one_of(WORDS.turn_next)} )?"
_TURN = rf"{one_of(WORDS.whose_turn, ' ')}"


LEAD = re.compile(
    rf"(?:{one_of(WORDS.openers + WORDS.sentence_adverbs, ' ')}|{ASKED_QUESTION}"
    rf"|{one_of(WORDS.my_question_is, ' ')}"
    # the one called on, in stream chat: "chat,", "@arbiter", "judge pls", "judge:"
    rf"|@?{one_of(WORDS.called_on, ' ')}(?:[\s,]++{_PLEAS})?"
    # a bot's command typed in ("!rule", "/ruling"; its "!" may have ended a sentence before)
    rf"|(?:[!/]|^){one_of(WORDS.commands_typed, ' ')}(?![\w'])(?!\s*+\d)"
    rf"|@?{one_of(WORDS.called_judges, ' ')}(?:[\s,]++{_PLEAS}|(?=[,:]))"
    rf"|(?:{one_of(WORDS.supposing_that)} )?{one_of(WORDS.damage_goes_on, ' ')}"
    rf"|{one_of(WORDS.wondering, ' ')}(?: {_WHETHER})?"
    rf"|{one_of(WORDS.someone_explain, ' ')}(?: {_WHETHER})?"
    rf"|{one_of(WORDS.outcome_askers, ' ')} {one_of(WORDS.outcome_verbs, ' ')}"
    rf" {one_of(WORDS.general_ifs)}"
    rf"|{one_of(WORDS.turn_during)} (?:{_WHOSE}|(?:{ROLE}|{NAME})'s?) {_OWN_OR_NEXT}{_TURN}"
    # whose turn it is, said as a sentence of its own ("It is my turn, I attack")
    rf"|{one_of(WORDS.turn_it_is, ' ')} (?:{one_of(WORDS.turn_opponents, ' ')}|{_WHOSE}"
    rf"|(?:{ROLE}|{NAME})'s?) (?:{one_of(WORDS.own_words)} )?{_TURN}"
    # a step of a turn said first ("at the beginning of my end step"): Arbiter follows none
    rf"|{_STEP_STARTS} {_TURN_OF} {_OWN_OR_NEXT}{_TURN}"
    # ... or said as a player reaching it ("as I enter my end step")
    rf"|{one_of(WORDS.step_as)} (?:{one_of(WORDS.step_askers)}|{ROLE}|{NAME})"
    rf" {one_of(WORDS.step_entered, ' ')} {_TURN_OF} {_OWN_OR_NEXT}{_TURN})"
    r"(?=[\s,:;!-]|$)[\s,:;-]*+",
    re.IGNORECASE,
)


# a step said after what was told, then the question ("..., during my next upkeep what
# happens?", "... and 40 life at the beginning of my upkeep", with no comma only "at the
# beginning of": "... because it was during my turn" is no step said): the step and the
# question skipped, the step kept as the sentence's framing
STEP_ASKED = re.compile(
    rf"(?:[,;]\s*+|\s++(?={_STEP_STARTS}))"
    rf"(?P<step>(?:{_STEP_STARTS}|{one_of(WORDS.step_asked_during)})"
    rf" (?:{one_of(WORDS.held_again_mine)}|(?:{ROLE}|{NAME})'s?) {_OWN_OR_NEXT}{_TURN})[\s,]*+"
    rf"(?P<asked>{one_of(WORDS.at_step_asked, ' ')})?+\s*+\?*+\s*+$",
    re.IGNORECASE,
)


# "we were playing commander and", "in a 4 person edh game,": read as the game, then skipped.
_WHEN_PLAYED = (
    rf"(?:\s++(?:{one_of(WORDS.when_played)}"
    rf"|{one_of(WORDS.where_played_at)}\s++{one_of(WORDS.where_played)}))?+"
)


_GAME_WHERE = rf"\s++{one_of(WORDS.game_where)}\s++"
_AND = one_of(WORDS.comma_joins)  # we were playing commander "and" ...
_A = one_of(WORDS.card_articles)
_GAME = one_of(WORDS.played_games)  # a commander "game"


GAME_LEAD = re.compile(
    rf"(?:{GAME_FRAMING.pattern}){_WHEN_PLAYED}"
    rf"(?:\s*+,\s*+|\s++{_AND}\s++|\s*+:\s*+|{_GAME_WHERE}|\s++|$)",
    re.IGNORECASE,
)


PLAYERS_LISTED = re.compile(
    rf"{one_of(WORDS.players_there)}\s++(?P<n>\d{{1,2}}+)\s++{one_of(WORDS.players_listed)}\s*+:",
    re.IGNORECASE,
)


LEFT_LEAD = re.compile(
    rf"(?:{ungrouped(PLAYERS_LEFT_SAID.pattern)})"
    rf"(?:\s*+,\s*+(?:{_AND}\s++)?|\s++{_AND}\s++|\s*+:\s*+|\s++|$)",
    re.IGNORECASE,
)


# "alice takes 45 damage in commander", "... and we are playing multiplayer": the game said
# at the end.
GAME_TAIL = re.compile(
    rf"\s++{one_of(WORDS.game_said_in)}\s++(?:{_A}\s++)?(?P<a>{PLAYED})(?:\s++{_GAME})?$"
    rf"|\s*+(?:,\s*+)?(?:{_AND}|,)\s++"
    rf"(?:{ungrouped(GAME_FRAMING.pattern)}|{ungrouped(PLAYERS_LEFT_SAID.pattern)})$",
    re.IGNORECASE,
)


# "thanks to good 'ol Boros Reckoner,": a cause named before what it caused, which the rest
# of the sentence says (no number in it: a number is a fact to read); "to work around her
# drawback,": the asker's aim, a card's drawback, said first (no card named in it).
CAUSE_LEAD = re.compile(
    rf"{one_of(WORDS.cause_leads)}\s++[^\W\d][^,\d]{{0,80}}?,\s*+"
    rf"|{one_of(WORDS.purpose_leads)}\s++(?:[^\W\d][\w'-]*+\s++){{0,3}}?"
    rf"{one_of(WORDS.purpose_objects)}\s*+,\s*+"
    rf"|{one_of(WORDS.cause_after_card)}\s++[\w'{MARK}+ -]*?{MARK}\d++[\w' -]*?\s*+,\s*+"
    rf"|(?:{one_of(WORDS.we_playing)}\s++)?{one_of(WORDS.playing_a)}\s++"
    rf"(?:[a-z]++\s++){{0,2}}?{_GAME}(?:\s++{one_of(WORDS.game_of)}\s++[a-z]++)?"
    rf"(?:\s*+,\s*+|\s++{_AND}\s++|{_GAME_WHERE}|\s*+$)"
    rf"|{one_of(WORDS.two_player_game_said)}\s++{one_of(WORDS.two_player_count)}[\s-]*+"
    rf"{one_of(WORDS.two_player_game)}\s*+(?:,\s*+|$)",
    re.IGNORECASE,
)


# "[Quick question: ...]", "Review response — ...": a title line's label, and the brackets
# around a whole question (never a card's [[brackets]]).
# A title in brackets that ends in a question ("[What if the opponent can't lose?] However,
# ...") leaves its closing bracket at the start of the sentence after it.
EDGE_BRACKETS = re.compile(r"^\s*+\[(?!\[)|(?<!\])\]\s*+$|^\s*+\](?!\])\s*+")


_TITLE = re.compile(r"^\s*+(?P<label>[^:\u2014\u2013\n]{1,80}?)(?:\s*+:|\s++[\u2014\u2013-]\s)\s*+")


# "[Aetherflux Reservoir Management Procedures: ... fire it ...]", "All About Platinum Angel:
# ...": a title's label that names one card in words of a title (card_marks.title_words), the
# card named again in what follows: the question is about it, the label says no more.
def _titles_a_card(label: str, rest: str) -> bool:
    marks = re.findall(rf"{MARK}\d++", label)
    return (
        len(marks) == 1
        and re.search(rf"{re.escape(marks[0])}(?!\d)", rest) is not None
        and title_words(label.replace(marks[0], " "))
    )


# "[All About Exquisite Archangel: does it save me when ...]", "Platinum Angel: does it keep
# me from losing if ...": a title's label that is one card (or one card in words of a title),
# the question after it asking whether "it" keeps someone in: "it" is the card of the title.
_IT_ASKED = re.compile(
    rf"^(?P<question>{one_of(tuple(WORDS.question_starts))})\s++{one_of(WORDS.card_pronouns)}"
    rf"(?=\s++(?:{one_of(WORDS.keeps_from)}|{one_of(WORDS.applies_to)})\b)",
    re.IGNORECASE,
)


def _it_titled(label: str, rest: str) -> str | None:
    marks = re.findall(rf"{MARK}\d++", label)
    words = label.replace(marks[0], " ").strip() if len(marks) == 1 else ""
    if len(marks) != 1 or (words and not title_words(words)):
        return None
    it = _IT_ASKED.match(rest)
    return None if it is None else f"{it['question']} {marks[0]}{rest[it.end() :]}"


def untitled(sentence: str, skipped: list[str]) -> tuple[str, int]:
    """The sentence and where it goes on after a title's label (kept in `skipped`)."""
    title = _TITLE.match(sentence)
    if title is None:
        return sentence, 0
    if (
        " ".join(title["label"].lower().split()) in WORDS.titles
        or says_nothing_of_the_game(title["label"])
        or _titles_a_card(title["label"], sentence[title.end() :])
    ):
        skipped.append(title["label"].strip())
        return sentence, title.end()
    titled = _it_titled(title["label"], sentence[title.end() :])
    if titled is None:
        return sentence, 0
    skipped.append(title["label"].strip())
    return titled, 0


def says_nothing_of_the_game(sentence: str) -> bool:
    """Whether a sentence says nothing of the game's state or events ("From what I can tell",
    "Thanks in advance"): every word a function word or a word of talk (closed lists), none a
    game term, a number, a card (marked) or a player named by role or by a name. A sentence
    with any other word ("I give up", "my opponent has a skyshroud behemoth", "bob flibbers")
    is read, or refused and named: never skipped."""
    if MARK in sentence or A_ROLE.search(sentence):
        return False
    numbers = number_words()
    for word in (w.lower() for w in WORD.findall(sentence)):
        bare = bare_word(word)
        if word.isdigit() or word in numbers or word in GAME_TERMS or bare in GAME_TERMS:
            return False
        if bare in NAMES_A_PLAYER or not (word in FUNCTION_WORDS or word in TALK_WORDS):
            return False
    return True
