"""Software bug reports pasted as questions (language.py): what a program did is no fact of
the game.

People ask about a game a program played (XMage, Forge, MTG Arena...) in the words of a bug
report: a title that says what went wrong ("Player that concedes wins game"), the program's
game log ("bob casts Lightning Bolt / bat has conceded. / bob has won the game"), what they
expected ("..., which should make the game a draw", "I thought I would draw 7 cards") and what
the program did instead ("But instead, it just keeps going"). Each log line is an event of the
game, read as any sentence is (its lines are sentences: language.py breaks on " / "). What the
program decided and what the asker expected are what the question asks about, never facts of
the moment: the answer rules on the game, not on the program.

A text is a report (`is_report`) when it names a program that plays or says it is about one
("bug", "the game log"), names the program's code (`playerCantLoseGame`), sets what was
expected against what happened ("but instead", "It just keeps going"), says
who won in the words of a rule about any player ("Player that concedes wins game"), records
outcomes that cannot all be true (a player who both won and lost), gives a title's verdict on
a state that nothing explains (below) or is written in a report's sections ("Steps to
reproduce:", or both "Expected:" and "Actual:"). In a report, these are
skipped and shown under "understood" (`without_claims`):

- a line that only says who won, lost or drew, or that someone did not lose ("bob has won
  the game", "that player doesn't lose the game"), and such a verdict at the end of what
  happened ("bob at 0 life doesn't lose the game": "bob at 0 life" is read);
- a sentence that names the program's code (`TeamLossPropagationCheck` ...: what the program
  did inside), a label naming the program ("XMage log:", with its version: "XMage 1.4.50:")
  or a rule cited as a label ("CR 810.8a's own example:");
- what was expected: a clause or sentence with "should" or "supposed to" ("which should make
  the game a draw"), and a sentence of "I thought ..." whose "but instead ..." says what the
  program did;
- what the program did instead ("but instead it just exiled itself", "instead, it just keeps
  going"), and the program going on, alone or after what happened ("nothing happened", "...,
  but the game continued");
- a claim about any player ("Player that concedes wins game");
- a report's sections (`without_sections`): the labels ("Steps to reproduce:"), and whole
  what the reporter expected ("Expected: ...") and what the program did ("Actual: ...");
- a title's verdict on a state ("opponent not dead at negative life": the state is read)
  where the asker says nothing explains it ("with nothing in play", skipped, or "I don't see
  any reason ...", skipped as the reporter's puzzlement): then it is a report.

The program's player, "the AI", is a player named "AI" (`ai_named`). A game log's time stamps
("[12:03:44]", "12:03 PM:"), its turn lines ("Turn 5 (alice)") and its categories at a line's
start ("Damage:", "Game Outcome:") are no words of the game (`without_log_stamps`); a stamp or
a turn line makes the text a log, a report.

Outside a report none of these is skipped: a sentence is read, or refused and named, as
chat.py says. Every word matched is in the reader's table of words (lexicon/).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import number_words
from bot.core.rulings.program_stuck import STUCK_LINE, STUCK_TAIL, WENT_SUBJECT
from bot.core.rulings.words import MARK, SUBJECT

_PROGRAM = re.compile(
    rf"(?<![\w-]){one_of(WORDS.software_names + WORDS.bug_words)}(?![\w-])", re.IGNORECASE
)


# "... but instead it just exiled itself": what the program did, set against what was expected.
_INSTEAD_TAIL = re.compile(
    rf"(?:\s*+,)?\s++(?:but|and)(?:\s*+,\s*+|\s++){one_of(WORDS.instead)}\b.*$", re.IGNORECASE
)


_INSTEAD_FIRST = re.compile(rf"^(?:but(?:\s*+,\s*+|\s++))?{one_of(WORDS.instead)}\b", re.IGNORECASE)


# "..., which should make the game a draw": what the asker expected.
_SHOULD_TAIL = re.compile(
    rf"(?:\s*+,)?\s++(?:which|that|and\s++(?:it|this|that))\s++{one_of(WORDS.should)}\b.*$",
    re.IGNORECASE,
)


_SHOULD = re.compile(rf"\b{one_of(WORDS.should)}\b", re.IGNORECASE)


_EXPECTED = re.compile(
    rf"^(?:i|we|he|she|they)\s++(?:had\s++)?{one_of(WORDS.expected)}\b", re.IGNORECASE
)


_OUTCOME = (
    rf"(?:(?:has|have|had)\s++)?(?:just\s++)?(?:{one_of(WORDS.outcome_claims)}"
    rf"|{one_of(WORDS.not_outcome_claims)})(?:\s++the\s++(?:game|match)|\s++game)?"
)


# "bob has won the game", "that creature's controller doesn't lose the game": who won.
_OUTCOME_LINE = re.compile(
    rf"^(?P<who>{SUBJECT}|(?:that|the)\s++[\w' -]{{1,40}}?'s\s++controller)\s++{_OUTCOME}$",
    re.IGNORECASE,
)


# "... and doesn't lose the game" at the end of what happened: the program's verdict on it.
_OUTCOME_TAIL = re.compile(rf"(?:\s*+,)?(?:\s++(?:and|but|so|yet))?\s++{_OUTCOME}$", re.IGNORECASE)


_WHEN = re.compile(r"^when\s++(?=\S)", re.IGNORECASE)


# "when alice concedes, bob doesn't win", "alice concedes, but bob didn't win": the verdict
# as a clause of its own, its player with it (never "bob at 0 life doesn't lose": no joint but
# a pronoun's, "when alice is at 0 life she doesn't lose").
_OUTCOME_CLAUSE = re.compile(
    r"(?:\s*+,\s*+(?:(?:and|but|so|yet)\s++)?|\s++(?:and|but|so|yet)\s++)(?:then\s++)?"
    rf"(?:{SUBJECT})\s++{_OUTCOME}$|\s++(?:he|she|they)\s++{_OUTCOME}$",
    re.IGNORECASE,
)


# `playerCantLoseGame`, `Game.concede`: a name in the program's code, what it did inside (a
# backtick that opens or closes a name; one between letters, "don`t", is an apostrophe).
_CODE_OPENS = re.compile(r"(?<!\w)`[A-Za-z_]")


_CODE_CLOSES = re.compile(r"[\w)]`(?!\w)")


# "CR 810.8a's own example:": a rule cited as the label of what follows.
_RULE_LABEL = re.compile(
    rf"^(?:mtg\s++)?(?:{one_of(WORDS.rule_labels)})\s++\d{{3}}+(?:\.\d++[a-z]?)?(?:'s)?"
    r"(?:\s++(?:own\s++)?example)?\s*+:\s*+",
    re.IGNORECASE,
)


# "it just keeps going", "the game continued", "nothing happened": the program went on.
_WENT_ON = re.compile(
    rf"^(?:{WENT_SUBJECT}\s++(?:just\s++|simply\s++)?(?:{one_of(WORDS.went_on)})?"
    rf"|{one_of(WORDS.went_on)})(?:\s++(?:forever|on|and\s++on))?\W*$",
    re.IGNORECASE,
)


# "bob is at 0 life, but the game continued", "..., nothing happened": what the program did,
# said after what happened.
_WENT_ON_TAIL = re.compile(
    rf"(?:\s*+,\s*+(?:(?:and|but|yet)\s++)?|\s++(?:and|but|yet)\s++)(?:then\s++)?"
    rf"(?:{WENT_SUBJECT}\s++(?:just\s++|simply\s++)?)?{one_of(WORDS.went_on)}"
    r"(?:\s++(?:forever|on|and\s++on))?\W*$",
    re.IGNORECASE,
)


# "The opponent conceded, the game log listed the following messages, then considered the game
# a draw": what the program did, told with the program (or a part of it: "the game log", "the
# client"; never "the AI", a player) as its subject, as a sentence or the clause after a comma.
# Only a clause that names no card and no player, and says no word again that the rest of the
# text says (but function words, game terms and words of talk: "alice" named elsewhere is a
# player), no game term but a verdict ("a draw") and no count ("4th" is none): a player's or
# card's event told as the program's act ("the engine then dealt 3 damage") may be a fact of
# the game, read or refused and named. Not in a report that claims a card's win
# (`claimed_wins.card_claimed` reads it).
_PROGRAM_PART = rf"(?:{one_of(WORDS.software_names)}|{one_of(WORDS.program_parts)})"
_PROGRAM_DID = re.compile(
    rf"(?:(?:^|(?<=[.!?\n]))\s*+|\s*+,\s*+(?:(?:and|then)\s++)?)"
    rf"(?P<did>{_PROGRAM_PART}\s++(?P<act>[a-z]++\b[^.!?\n:]*+))(?=[.!?\n]|$)",
    re.IGNORECASE,
)
# A player in what the program did: "me", "he", "the opponent", or a name ("Bob").
_A_PLAYER = re.compile(
    rf"(?<![\w-])(?i:{one_of(tuple(WORDS.self_words | WORDS.pronouns | WORDS.names_a_player))})"
    r"(?![\w-])|\b[A-Z][a-z]*+\b"
)


_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?", re.IGNORECASE)
_COUNTED = re.compile(rf"\b(?:\d++(?!st|nd|rd|th)|{one_of(tuple(number_words()))})\b", re.I)
_NO_FACT = WORDS.function_words | WORDS.game_terms | WORDS.talk_words | WORDS.program_plain


# "the AI conceded", "the AI opponent's Platinum Angel": in a report, the program's player is
# a player named "AI" (as "AI is at 0 life" is), never the program itself.
_THE_AI = re.compile(r"\bthe\s++(?P<ai>ai)(?:\s++opponent)?(?=(?:'s)?(?![\w-]))", re.IGNORECASE)


def ai_named(text: str) -> str:
    """A report's text with the program's player named "AI" (see above)."""
    return _THE_AI.sub(lambda m: m["ai"], text)


def without_program_acts(text: str) -> tuple[str, list[str]]:
    """A report's text (`is_report`) without what the program did (see above), and the
    clauses taken out (to be shown as skipped)."""
    skipped: list[str] = []

    def act(match: re.Match[str]) -> str:
        rest = f"{text[: match.start()]} {text[match.end() :]}".lower()
        words = {w.lower() for w in _WORD.findall(match["act"])}
        said = words - _NO_FACT
        if (
            MARK in match["did"]
            or _A_PLAYER.search(match["act"])
            or (words & WORDS.game_terms) - WORDS.program_verdicts  # "dealt 3 damage": an event
            or _COUNTED.search(match["act"])
            or any(re.search(rf"\b{re.escape(w)}\b", rest) for w in said)  # "alice": a player
        ):
            return match[0]
        skipped.append(" ".join(match["did"].split()))
        return ""

    return _PROGRAM_DID.sub(act, text), skipped


# "opponent not dead at negative life", "AI still alive with 10 poison counters": a report's
# title, the program's verdict on a state a player was in, without a verb (in a report also
# with one: "the AI does not lose at 0 life"): the state is read
# ("opponent is at negative life", "AI has 10 poison counters"), the verdict skipped; a state
# with more after a comma or dash ("at 0 life - with Platinum Angel in play") is none.
_NOT_OUT_TITLE = re.compile(
    rf"^(?P<who>{SUBJECT})\s++(?P<verdict>{one_of(WORDS.not_out + WORDS.not_outcome_claims)})\s++"
    r"(?P<how>at|with)\s++(?P<state>(?:[^\s,;\u2014\u2013]|\s++(?![-\u2014\u2013]))++)$",
    re.IGNORECASE,
)


# "It works fine except when ...", "the engine works perfectly, with the exception of when
# ...": the program or a part of it praised but for what follows: a report, the praise skipped
# and what follows read. Never a card or a word Arbiter does not know ("Platinum Angel works
# fine except ...", "Worship works ...": the card is a fact of the game): read, or refused.
_WORKS_EXCEPT = re.compile(
    rf"^(?P<frame>(?:it|this|that|everything|the\s++game|{_PROGRAM_PART})\s++"
    rf"{one_of(WORDS.works_fine)}\s*+,?\s*+{one_of(WORDS.works_except)})\s++(?=\S)",
    re.IGNORECASE,
)


# "I don't see any reason for them to not be out of the game": the reporter's puzzlement.
_PUZZLED = re.compile(rf"^{one_of(WORDS.puzzled)}\b", re.IGNORECASE)


# "... — with nothing in play", "..., with no other permanents": no card in the game, as
# Arbiter takes it where none is named: it says nothing more.
_NOTHING_IN_PLAY = re.compile(
    rf"(?:\s*+[,\u2014\u2013]\s*+|\s++-\s++|\s++)(?:and\s++)?(?:with\s++)?"
    rf"{one_of(WORDS.nothing_in_play)}\W*$",
    re.IGNORECASE,
)


# "Player that concedes wins game": a claim about any player, no moment of a game.
_ANY_PLAYER = re.compile(
    rf"^{one_of(WORDS.any_player)}\s++(?:that|who)\s++\S.{{0,80}}?\s++{_OUTCOME}$",
    re.IGNORECASE,
)


# "Card effects that replace game loss, Lich's Mirror and Exquisite Archangel, will not apply
# for effects stating that their opponent wins the game": a claim about any card, no moment.
_ANY_CARD = re.compile(
    rf"^{one_of(WORDS.any_card)}\s++(?:that|which)\s++\S.{{0,200}}?\s++"
    r"(?:will\s++not|won't|do\s++not|don't|does\s++not|doesn't|never|cannot|can't|will|do|does"
    r"|always)\s++(?:apply|work|trigger|stop|prevent)\b.*+$",
    re.IGNORECASE,
)


# "XMage bug report:", "Forge:": a label naming the program, before what happened.
_LABEL = re.compile(r"^(?P<label>[^:\u00a7]{1,60}?)(?:\s*+:|\s++[-\u2014\u2013])\s*+")


# "XMage 1.4.50", "Forge v1.6.53", "(version 2.1)": the program's version in its label, or the
# report's number ("XMage #7941").
_VERSION = re.compile(
    r"(?<![\w.])[(\[]?(?:(?:v|ver|version)\.?\s*+)?\d++(?:\.\d++)*+(?:-[\w.]++)?[)\]]?"
    r"(?![\w.])|(?<![\w#])#\d++(?!\w)",
    re.IGNORECASE,
)


_LABEL_WORDS = frozenset(
    word
    for phrase in WORDS.software_names + WORDS.bug_words + WORDS.report_words
    for word in phrase.lower().split()
)


# "Steps to reproduce:", "**Expected behavior:**", "### Actual result", "Expected:": a report's
# sections, each a label at the start of a line or sentence (markdown's "#" and "*" around it),
# ended by a colon or the line's end. What follows a belief's or the program's label, up to the
# next label, is skipped whole (all its sentences: "Expected: bob loses. He is out." holds no
# fact); a list's numbers ("1.", "2)") and bullets at a line's start in a report are no words.
class _Section(StrEnum):
    STEPS = "steps"  # what happened: the label skipped, the rest read
    BELIEF = "belief"  # what the reporter expected: skipped whole
    PROGRAM = "program"  # what the program did: skipped whole
    ABOUT = "about"  # the reporter's machine, screenshots: skipped whole, no report by itself
    SUMMARY = "summary"  # what the steps tell, said in short: skipped whole where steps are


_SECTION_NAMES = {
    **dict.fromkeys(WORDS.steps_sections, _Section.STEPS),
    **dict.fromkeys(WORDS.belief_sections, _Section.BELIEF),
    **dict.fromkeys(WORDS.program_sections, _Section.PROGRAM),
    **dict.fromkeys(WORDS.about_sections, _Section.ABOUT),
    **dict.fromkeys(WORDS.summary_sections, _Section.SUMMARY),
}
_SECTION_LABEL = one_of(tuple(_SECTION_NAMES), r"[ \t]++")
_SECTION = re.compile(
    rf"(?:^|(?<=[\n.!?:]))[ \t#*_]*+(?P<label>{_SECTION_LABEL})"
    r"(?:[ \t]*+\([^()\n]{0,80}+\))?[ \t*_]*+(?::[ \t*_]*+|(?=\n)|$)",
    re.IGNORECASE,
)
_LISTED = re.compile(r"(?m)^[ \t]*+(?:\d{1,2}+[.)]|[-*\u2022])[ \t]++")


def _section(match: re.Match[str]) -> _Section:
    return _SECTION_NAMES[" ".join(match["label"].lower().split())]


# The words a summary may say that the steps after it tell again: of the game, of talk, a
# player by a pronoun or as "AI", a number. Any other (a card: "With Platinum Angel in play I
# lose at 0 life") may be a fact the steps leave out: the summary is read, or refused.
_RETOLD = (
    WORDS.function_words
    | WORDS.game_terms
    | WORDS.talk_words
    | WORDS.self_words
    | WORDS.pronouns
    | frozenset({"ai"})
    | frozenset(number_words())
)


def _retold(summary: str, stepped: bool) -> bool:
    """Whether a summary only says again what the steps tell (see above)."""
    words = {w.lower() for w in _WORD.findall(summary) if not w.isdigit()}
    return stepped and words <= _RETOLD


_OWNED_THING = re.compile(
    r"\b(?:my|your|his|her|their|its|\w+'s)\s++(?P<thing>[a-z][\w'-]*+)", re.IGNORECASE
)


def _may_name_a_card(said: str) -> bool:
    """Whether what a section says may name a card ("I don't lose to my Platinum Angel",
    "Worship keeps me alive", "my worship kept me alive"): a word in capitals after a
    sentence's first, a first one that is no word of the game or of talk, or something owned
    that is none. Such a section is never skipped: the card may be
    a fact the steps leave out."""
    for owned in _OWNED_THING.finditer(said):  # "my worship kept me alive"
        if owned["thing"].lower() not in _RETOLD:
            return True
    for sentence in re.split(r"[.!?\n]+", said):
        words = _WORD.findall(sentence)
        if words and words[0][0].isupper() and words[0].lower() not in _RETOLD:
            return True
        if any(w[0].isupper() and w.lower() not in _RETOLD for w in words[1:]):
            return True
    return False


def without_sections(text: str) -> tuple[str, list[str], bool]:
    """A report's text without its sections' labels and the sections that hold no fact (see
    above), what was taken out (to be shown as skipped), and whether it has such sections (a
    steps label, or both a belief's and the program's: it is a report). A text with neither
    is returned as it is."""
    found = list(_SECTION.finditer(text))
    kinds = {_section(m) for m in found}
    if _Section.STEPS not in kinds and not {_Section.BELIEF, _Section.PROGRAM} <= kinds:
        return text, [], False
    stepped = _Section.STEPS in kinds  # a summary says again what the steps tell
    kept: list[str] = []
    skipped: list[str] = []
    at = 0
    for n, match in enumerate(found):
        kept.append(text[at : match.start()])
        end = found[n + 1].start() if n + 1 < len(found) else len(text)
        label = " ".join(match["label"].split())
        kind = _section(match)
        said = " ".join(text[match.end() : end].split()).strip(" .")
        if kind in (_Section.BELIEF, _Section.PROGRAM) and _may_name_a_card(said):
            skipped.append(label)  # kept as written: read, or refused and named
            kept.append(text[match.start() : end])
            at = end
        elif kind is not _Section.STEPS and (
            kind is not _Section.SUMMARY or _retold(said, stepped)
        ):
            skipped.append(f"{label}: {said}" if said else label)
            at = end
        else:
            skipped.append(label)
            at = match.end()
        kept.append("\n")
    kept.append(text[at:])
    return _LISTED.sub("", "".join(kept)), skipped, True


# "12:03 PM: ...", "[12:03:44] ...", "Turn 5 (alice)": a game log's time stamp before a line,
# and a line that only says whose turn begins (as "it's alice's turn", which Arbiter follows
# no further): no fact, and the text is a log (a report).
_LOG_STAMP = re.compile(
    r"(?m)^[ \t]*+(?:\[\d{1,2}+:\d{2}+(?::\d{2}+)?+(?:[ \t]*+[ap]\.?m\.?)?+\]"
    r"|\d{1,2}+:\d{2}+(?::\d{2}+)?+(?:[ \t]*+[ap]\.?m\.?)?+[ \t]*+[:\-\u2013]"
    r"|turn[ \t]++\d{1,3}+[ \t]*+(?:\([^()\n]{1,40}+\)|[,:\-\u2013][ \t]*+[^\n]{1,40}?)[ \t]*+$)"
    r"[ \t]*+",
    re.IGNORECASE,
)


def without_log_stamps(text: str) -> tuple[str, list[str], bool]:
    """The text without a game log's time stamps, turn lines and categories at the start of
    its lines (see above and below); the turn lines and categories taken out (to be shown as
    skipped; a time stamp says nothing); and whether it held a time stamp or a turn line (it
    is a log)."""
    turns: list[str] = []

    def stamp(match: re.Match[str]) -> str:
        said = match[0].strip()
        if said.lower().startswith("turn"):
            turns.append(said)
        return ""

    stamped = _LOG_STAMP.subn(stamp, text)
    categories: list[str] = []

    def category(match: re.Match[str]) -> str:
        categories.append(match[0].strip(" \t:"))
        return ""

    return _LOG_CATEGORY.sub(category, stamped[0]), [*turns, *categories], stamped[1] > 0


# "Damage: Lightning Bolt deals 3 damage to bob", "Game Outcome: bob has won": a game log's
# category at the start of a line.
_CATEGORY = one_of(WORDS.log_categories, r"[ \t]++")
_LOG_CATEGORY = re.compile(rf"(?m)^[ \t]*+{_CATEGORY}[ \t]*+:[ \t]*+", re.IGNORECASE)


_WON = frozenset({"won", "wins"})
_LOST = frozenset({"lost", "loses"})


def is_report(sentences: list[str]) -> bool:
    """Whether the text (its sentences, as language.py splits them) is a report on a program
    that played the game (see above)."""
    won: set[str] = set()
    lost: set[str] = set()
    if any(_CODE_OPENS.search(s) for s in sentences) and any(
        _CODE_CLOSES.search(s) for s in sentences
    ):
        return True
    # "instead" alone is no report ("I am at 2 life. Instead, my opponent deals 2 damage to
    # me" tells what happened): only against what was expected ("I thought ...", "should")
    expected = any(_EXPECTED.match(s) or _SHOULD.search(s) for s in sentences)
    # ... or against the program going on ("which should end the game. It just keeps going")
    went_on = any(_WENT_ON.match(s) or _WENT_ON_TAIL.search(s) for s in sentences)
    for sentence in sentences:
        instead = _INSTEAD_TAIL.search(sentence) or _INSTEAD_FIRST.match(sentence)
        if (
            _PROGRAM.search(sentence)
            or STUCK_LINE.match(sentence)
            or STUCK_TAIL.search(sentence)
            or _WORKS_EXCEPT.match(sentence)
            or ((instead or went_on) and expected)
            or _ANY_PLAYER.match(sentence)
            or _ANY_CARD.match(sentence)
        ):
            return True
        line = _OUTCOME_LINE.match(sentence)
        if line is not None:
            who = " ".join(line["who"].lower().split())
            said = {w.lower() for w in sentence.split()}
            (won if said & _WON else lost if said & _LOST else set()).add(who)
    # a title's verdict on a state ("opponent not dead at negative life") where the asker says
    # nothing could explain it ("with nothing in play", "I don't see any reason ..."): else a
    # card left unsaid may ("bob not dead at 0 life?": he may control Platinum Angel)
    titles = [_NOT_OUT_TITLE.match(_NOTHING_IN_PLAY.sub("", s)) for s in sentences]
    titled = any(  # without a verb: "bob doesn't lose at 0 life" is read, or refused
        t is not None and " ".join(t["verdict"].lower().split()) in WORDS.not_out for t in titles
    )
    unexplained = any(_NOTHING_IN_PLAY.search(s) or _PUZZLED.match(s) for s in sentences)
    return bool(won & lost) or len(won) > 1 or (titled and unexplained)


def _only_a_label(text: str) -> bool:
    """ "XMage bug report", "Forge", "XMage 1.4.50": words that name the program, its version
    and the report only."""
    words = _VERSION.sub(" ", text).lower().split()
    return bool(words) and bool(_PROGRAM.search(text)) and all(w in _LABEL_WORDS for w in words)


def program_label(sentence: str) -> int:
    """Where a sentence's label naming the program ("XMage 1.4.50:") ends; 0 without one."""
    label = _LABEL.match(sentence)
    return label.end() if label is not None and _only_a_label(label["label"]) else 0


@dataclass
class Claimed:
    """A sentence of a report without what the program did or the asker expected, and what
    was taken off (shown as skipped)."""

    text: str
    skipped: list[str] = field(default_factory=list)


def _state_titled(sentence: str, skipped: list[str]) -> str:
    """The sentence without "with nothing in play" after it, and a title's verdict on a
    state as the state ("opponent not dead at negative life": "opponent is at negative
    life"); what was taken off goes to `skipped`."""
    nothing = _NOTHING_IN_PLAY.search(sentence)
    if nothing is not None and nothing.start() > 0:
        skipped.append(nothing[0].strip(" ,.!-\u2014\u2013"))  # "with nothing in play"
        sentence = sentence[: nothing.start()].strip(" ,")
    title = _NOT_OUT_TITLE.match(sentence)
    if title is None:
        return sentence
    skipped.append(title["verdict"])
    has = "is at" if title["how"].lower() == "at" else "has"
    return f"{title['who']} {has} {title['state']}"


def without_claims(sentence: str) -> Claimed:
    """A sentence of a report (`is_report`) without the claims it holds (see above); a
    sentence whose claims name a card ("which should not make me lose because of my Platinum
    Angel") as it is but for its label: the card is a fact of the game, read or refused and
    named, never skipped with the claim (but in a claim about any card, `_ANY_CARD`)."""
    found = _claims_taken(sentence)
    # (a claim about any card names its cards as examples, no fact of this game)
    if not any(MARK in said and not _ANY_CARD.match(said) for said in found.skipped):
        return found
    label = _LABEL.match(sentence)  # "XMage: ...": the label alone is still no fact
    if label is not None and _only_a_label(label["label"]):
        return Claimed(sentence[label.end() :], [label["label"].strip()])
    return Claimed(sentence)


def _claims_taken(sentence: str) -> Claimed:
    found = Claimed(sentence)
    if _CODE_OPENS.search(sentence) or _CODE_CLOSES.search(sentence):  # the program's code
        return Claimed("", [sentence])
    cited = _RULE_LABEL.match(sentence)
    if cited is not None:
        found.skipped.append(cited[0].strip(" :"))
        sentence = sentence[cited.end() :]
    label = _LABEL.match(sentence)
    if label is not None and _only_a_label(label["label"]):
        found.skipped.append(label["label"].strip())
        sentence = sentence[label.end() :]
    elif _only_a_label(sentence):  # "XMage log" on a line of its own
        return Claimed("", [sentence])
    instead = _INSTEAD_TAIL.search(sentence)
    if instead is not None and instead.start() > 0:
        found.skipped.append(instead[0].strip(" ,"))
        sentence = sentence[: instead.start()].strip(" ,")
        if _EXPECTED.match(sentence):  # "I thought X, but instead Y": X was expected
            found.skipped.insert(0, sentence)
            sentence = ""
    should = _SHOULD_TAIL.search(sentence)
    if should is not None and should.start() > 0:
        found.skipped.append(should[0].strip(" ,"))
        sentence = sentence[: should.start()].strip(" ,")
    works = _WORKS_EXCEPT.match(sentence)
    if works is not None:  # "It works fine, with the exception of when"
        found.skipped.append(works["frame"])
        sentence = sentence[works.end() :]
    sentence = _state_titled(sentence, found.skipped)
    went_on = _WENT_ON_TAIL.search(sentence) or STUCK_TAIL.search(sentence)
    if went_on is not None and went_on.start() > 0:
        found.skipped.append(went_on[0].strip(" ,.!"))  # "..., but the game continued"
        sentence = sentence[: went_on.start()].strip(" ,")
    tail = _OUTCOME_CLAUSE.search(sentence) or _OUTCOME_TAIL.search(sentence)
    whole = _OUTCOME_LINE.match(sentence) or _ANY_PLAYER.match(sentence) or _SHOULD.search(sentence)
    if tail is not None and tail.start() > 0 and not whole:
        found.skipped.append(tail[0].strip(" ,"))  # "bob at 0 life doesn't lose the game"
        # "when alice concedes, bob doesn't win": what happened, when the verdict was given
        sentence = _WHEN.sub("", sentence[: tail.start()].strip(" ,"))
    if sentence and (
        _INSTEAD_FIRST.match(sentence)
        or _PUZZLED.match(sentence)
        or _SHOULD.search(sentence)
        or _OUTCOME_LINE.match(sentence)
        or _WENT_ON.match(sentence)
        or STUCK_LINE.match(sentence)
        or _ANY_PLAYER.match(sentence)
        or _ANY_CARD.match(sentence)
    ):
        found.skipped.append(sentence)
        sentence = ""
    found.text = sentence
    return found
