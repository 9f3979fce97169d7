"""A question about a rule, not a situation ("what's the starting vitae"): the rule the rules
index finds for it, or the nearest rules, said to be only that (shared/spec/rulings.md).
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules import index
from bot.core.rules.vocabulary import System
from bot.core.rulings.answer import NoRuling
from bot.core.rulings.chat_words import WORDS, bare_word, one_of
from bot.core.rulings.game_words import example_of
from bot.core.rulings.moment_questions import moments_then_asked
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.outcome_questions import A_ROLE
from bot.core.rulings.words import NAME, ORDINARY, ROLE, Refusal, read_prefix, words_of


def about_a_rule(text: str, game: System | None, unread: str | None = None) -> NoRuling | None:
    """A question about a rule, not a situation: the rule /rule's index finds when its title
    says what was asked ("what's the starting vitae": Terrus 4.3, Starting vitae), else the
    nearest rules it finds, said to be only that, or that quick rulings do not cover it. Not
    when the words that could not be read (`unread`) come after that first question: a moment
    told after it ("Which happens first? Ex: I attack with ...") is what to say again, and
    its words are named instead."""
    system, _, body = read_prefix(text)
    stated = stated_in_general(body)
    if not (asks_about_a_rule(body) or asked_in_general(body) or stated):
        return None
    if unread and _told_after_the_question(body, unread):
        return None
    chosen = system or game
    found = index.lookup(stated or body, limit=3, game=chosen.value if chosen else None)
    cited = tuple(rule.citation for rule in found)
    if not found:
        return NoRuling.of(
            Message(
                "That asks about the rules rather than a moment of a game: quick rulings say "
                "who wins, loses or draws in a moment you describe (e.g. {example}), and no "
                "rule in Arbiter's index (how games end) matches it.",
                example=example_of(chosen),
            ),
            kind=Refusal.RULE_QUESTION,
        )
    asked = _asked(body)
    first = _answering(found, asked)
    # A rule's title and summary are the index's own English words.
    rule: dict[str, str | Message] = {
        "rule": first.citation,
        "title": first.heading(),
        "summary": first.summary,
    }
    more = [citation for citation in cited if citation != first.citation]
    if _covers(first, asked) and more:
        said = Message(
            "That asks about a rule. {rule} ({title}): {summary} See also {more}.",
            **rule,
            more=", ".join(more),
        )
    elif _covers(first, asked):
        said = Message("That asks about a rule. {rule} ({title}): {summary}", **rule)
    else:
        said = Message(
            "That asks about the rules rather than a moment of a game: quick rulings say who "
            "wins, loses or draws in a moment you describe (e.g. {example}). Arbiter's rules "
            "index covers how games end; the nearest rules it finds (not an answer): {rules}.",
            example=example_of(chosen),
            rules=_named(found),
        )
    if _covers(first, asked):
        cited = (first.citation, *more)  # the rule that answers, first
    return NoRuling.of(said, kind=Refusal.RULE_QUESTION, rules=cited)


def _named(rules: list[index.Rule]) -> Message:
    """The rules by citation and title ("MTG CR 104.3d (Ten poison counters), ..."), each title
    in the reader's language."""
    named = [Message("{rule} ({title})", rule=r.citation, title=r.heading()) for r in rules]
    said = named[-1]
    for part in reversed(named[:-1]):
        said = Message("{first}, {rest}", first=part, rest=said)
    return said


def _covers(rule: index.Rule, asked: set[str]) -> bool:
    """Whether the rule's title says every word the question asks about ("what's the starting
    vitae": Terrus 4.3, Starting vitae; "how does infect work?": MTG CR 702.90b, Infect, found
    after Ten poison counters). A summary says more than what a rule is about (Infect's "loses
    no life" is no answer to "how many poison counters does it take to lose?"), so only the
    title is read."""
    return asked <= set(_stems(rule.title))


def _answering(found: list[index.Rule], asked: set[str]) -> index.Rule:
    """The first rule found that says every word asked about (`_covers`), else the first."""
    return next((rule for rule in found if _covers(rule, asked)), found[0])


_FIRST_SENTENCE = re.compile(r"[^.!?\n]*+[.!?\n]")


# "My friends and I are wondering if the effect of a Millstone ... can be the cause of a player
# losing the game", "If during a subgame of Magic, a loop is created with no way to stop, does
# the main game result in a draw?": a question asked of no one in particular (the asker's
# wondering, or a condition of its own, before it), a question about a rule as much as one
# that opens with "can" or "does".
_WONDERED = re.compile(
    rf"^\s*+{one_of(WORDS.wondering)}\s++{one_of(WORDS.whether)}\s++(?P<asked>[^.?!\n]+)"
    r"[.?!]*+\s*+$",
    re.IGNORECASE,
)
_GENERAL_IF = re.compile(rf"^\s*+{one_of(WORDS.general_ifs)}\s++[^.?!\n]+\?\s*+$", re.IGNORECASE)
_SOMEONE = re.compile(
    rf"(?<![\w'])(?:{one_of(WORDS.self_words | WORDS.pronouns)}|{one_of(WORDS.someone_too)})"
    r"(?![\w'])"
    r"|\d",
    re.IGNORECASE,
)


def asked_in_general(body: str) -> bool:
    """Whether the text is one question asked of no player in particular (see above): no
    one named as the asker, an opponent or by a pronoun, no number."""
    wondered = _WONDERED.match(body)
    if wondered is not None:
        return _SOMEONE.search(wondered["asked"]) is None
    if _GENERAL_IF.match(body) is None or _SOMEONE.search(body) is not None:
        return False
    # the question after the condition, after one of its commas
    return any(asks_about_a_rule(part) for part in body.split(",")[1:])


# "In 2HG, teams win and lose the game as a team, not as individuals. ...": a rule stated of
# everyone it holds for (the judges' blog's words), no moment of a game: what the rules index
# finds for it (810.8a), never a situation. Only a first sentence that names no one (no "I",
# "you", pronoun or number) and states it of a group ("teams", "players") in the present.
_STATED = re.compile(
    rf"^\s*+(?:{one_of(WORDS.general_leads)}\s++[^,.?!\n]{{1,40}}+,\s*+)?"
    rf"(?P<said>{one_of(WORDS.general_groups)}\s++{one_of(WORDS.general_verbs)}(?![\w']))",
    re.IGNORECASE,
)


_DIGITS_IN_A_NAME = re.compile(r"\b\d++[^\W\d_]\w*+", re.IGNORECASE)


def stated_in_general(body: str) -> str | None:
    """The first sentence of a text that opens by stating a rule of anyone (see above)."""
    first = _FIRST_SENTENCE.match(body)
    sentence = first[0] if first is not None else body
    stated = _STATED.match(sentence)
    # "2HG", "3v3": a name with digits in it, no number
    if stated is None or _SOMEONE.search(_DIGITS_IN_A_NAME.sub(" ", sentence)) is not None:
        return None
    return sentence


def _told_after_the_question(body: str, unread: str) -> bool:
    """Whether the words that could not be read are not the first sentence's, the question's,
    but come after it: fewer than half of their words are in it (the reader may have put
    them in its own terms, "swinging" read as "attacking")."""
    first = _FIRST_SENTENCE.match(body)
    if first is None or not body[first.end() :].strip():
        return False
    said = set(_stems(unread))
    return bool(said) and len(said & set(_stems(first[0]))) * 2 < len(said)


# Words of a question that say what kind of question it is, not what it is about.
_ASKING = frozenset(
    words_of(
        """how what whats what's which when where why can could may is are do does should must will
    would am many much the a an of in to for we i you my your it its is there get does at on
    with be doe if happen need take work mean"""  # "doe": "does" as _stems cuts it
    )
)


def _stems(text: str) -> list[str]:
    words = [w.removesuffix("'s") for w in re.findall(r"[a-z0-9']+", text.lower())]
    return [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words]


def _asked(question: str) -> set[str]:
    return {word for word in _stems(question) if word not in _ASKING}


_RULE_QUESTION = re.compile(rf"^\s*+{one_of(WORDS.rule_question_starts)}\b", re.IGNORECASE)


# "what happens if I ...", "who wins if bob ...": a moment asked about, not a rule.
_MOMENT_ASKED = re.compile(
    rf"^\s*+{one_of(WORDS.situation_openers)}\s++(?P<who>{one_of(WORDS.someone_in_the_game)}\b"
    rf"|{ROLE}|{NAME})",
    re.IGNORECASE,
)


# "What happens when a player has Transcendence in play, ... and the player with Transcendence
# loses 1 life?": an event told with its amount is a moment asked about, however its players are
# named: the words that could not be read are named, not the rules index.
_AMOUNT_TOLD = re.compile(
    rf"\b{one_of(WORDS.amount_verbs)}\s++(?:{NUMBER})\s++(?:{one_of(WORDS.more_after)}\s++)?"
    rf"{one_of(WORDS.amount_units)}\b",
    re.IGNORECASE,
)


def asks_about_a_rule(text: str) -> bool:
    """Whether a text that read as no situation is a question about a rule ("how many cards
    do we draw", "what's the starting vitae"), not a moment asked about ("what happens if I
    ...", "what if bob ...": the words that could not be read are named instead)."""
    moment = _MOMENT_ASKED.match(text)
    if _AMOUNT_TOLD.search(text) is not None or moments_then_asked(text) != text:
        return False  # "When I shock him, does he lose?": a moment asked about
    who = moment["who"].lower().split() if moment is not None else []
    if (
        who
        and who[0] not in WORDS.not_roles
        and (
            " ".join(who) in WORDS.someone_in_the_game
            or A_ROLE.fullmatch(" ".join(who))
            or bare_word(who[0]) not in ORDINARY
        )
    ):
        return False
    return _RULE_QUESTION.match(text) is not None
