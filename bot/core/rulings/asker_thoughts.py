"""What the asker thinks, believes or reasons, skipped as no fact of the moment (shown as
skipped, the ruling settles it): an opinion of the outcome only ("I think I won but he says it
was a draw"), what the asker is confused by ("the lifelink is where we got confused"), a rule
stated of a kind of thing ("a copy of a spell isn't cast"), a rule believed ("I've always been
under the impression you can't go below 0"), and what the asker reasons would follow, in the
conditional or from the rules cited. One that holds a fact of the moment is read or refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.messages import Message
from bot.core.rulings.chat_words import (
    FUNCTION_WORDS,
    GAME_TERMS,
    TALK_WORDS,
    WORDS,
    bare_word,
    one_of,
)
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.outcome_questions import (
    A_ROLE,
    NAMES_A_PLAYER,
    PEOPLE,
    QUESTION_TOKEN,
    QUESTION_WORDS,
)
from bot.core.rulings.words import (
    MARK,
    MARKED,
    NAME,
    ORDINARY,
    ROLE,
    SituationError,
    marks_in,
    quoted,
)

_OPINION = re.compile(
    rf"(?P<who>{ROLE}|my opponent|my friend|the opponent|i|we|he|she|they|you|{NAME})"
    rf"(?:\s++|(?=')){one_of(WORDS.opinion_verbs)}\b",
    re.IGNORECASE,
)


# "I control Laboratory Maniac. Jace says my opponent wins": a name with a capital that "says"
# an outcome may be a card's (Jace, Wielder of Mysteries), an effect that decides the game, not a
# person's opinion to skip beside a ruling that ignores it: never skipped (read or refused).
# "bob says ...", "he says ...", "Bob thinks ..." stay opinions (a card says, it never thinks).
_MAY_BE_A_CARD = re.compile(
    rf"(?-i:[A-Z])[^\W\d_]*+(?:[\s-]++(?-i:[A-Z])[^\W\d_]*+)*+\s++{one_of(WORDS.card_text_verbs)}\b",
    re.IGNORECASE,
)


def check_card_said(text: str) -> None:
    """Refuse an outcome said by a name that may be a card's ("Jace says my opponent wins",
    see above): whose effect it is, and whether it is one, decides the game (MTG CR 104.2b,
    104.3e). A sentence that is no such outcome passes."""
    opinion = _OPINION.match(text)
    if opinion is None or _MAY_BE_A_CARD.match(text) is None or _CONCEDES.search(text):
        return
    who = opinion["who"]
    if who.lower() in PEOPLE or who.lower() in _NOT_PEOPLE:
        return
    if not _only_the_outcome(text[opinion.end() :]):
        return
    raise SituationError(
        Message(
            '"{words}": is "{name}" a card or a person? A card\'s effect that says a player wins '
            "or loses decides the game; a person's word does not. Name the card in full and "
            "whose it is, or say what it did in words, e.g. {example}.",
            words=quoted(text),
            name=who,
            example='"an effect says alice wins"',
        ),
        unread=text,
    )


# "... since I have priority during my turn": the reason given for an opinion of the outcome
_REASON = re.compile(rf"\s*+,?\s*+\b{one_of(WORDS.reason_leads)}\s++(?P<reason>.+)$", re.IGNORECASE)


_NOT_PEOPLE = WORDS.not_people


_CONCEDES = re.compile(rf"\b{one_of(WORDS.concedes)}\b", re.IGNORECASE)


# "the lifelink is where we got confused", "first strike is the part I don't understand": what
# the asker is unsure of, named by a few words (no number, card, player): talk, no fact.
_CONFUSED_AT = re.compile(
    rf"^(?:the\s++)?(?P<topic>[^\W\d_]++(?:[\s-]++[^\W\d_]++){{0,2}})\s++"
    rf"{one_of(WORDS.confused_at)}$",
    re.IGNORECASE,
)


def is_confusion(text: str) -> bool:
    said = _CONFUSED_AT.match(text)
    if said is None or A_ROLE.search(said["topic"]):
        return False
    words = [word.lower() for word in said["topic"].split()]
    return all(
        (word in GAME_TERMS or word in FUNCTION_WORDS or word in TALK_WORDS)
        and bare_word(word) not in NAMES_A_PLAYER
        and word not in WORDS.self_words | WORDS.pronouns | WORDS.people
        for word in words
    )


# "A copy of a spell isn't cast at all, so it won't count for either of these": a rule the
# asker states of a kind of thing ("a copy", "a token", "an ability", "copies of spells"), denied
# or said not to be able to: no moment, skipped and shown. Only a subject of game terms after
# "a"/"an" or in the plural, and no player, card, name or number anywhere in it: every word a
# function word, a word of talk, a game term or a word of a rule's reach ("at all", "either").
_RULE_STATED = re.compile(
    rf"^(?:(?:a|an)\s++(?P<subject>[a-z]++(?:\s++of\s++(?:a|an|the)\s++[a-z]++)?)"
    rf"|(?P<kinds>[a-z]++(?<=s)(?:\s++of\s++[a-z]++(?<=s))?))\s++"
    rf"{one_of(WORDS.rule_negations)}\b",
    re.IGNORECASE,
)
_A_PLAYER_WORD = (
    WORDS.self_words
    | WORDS.people
    | WORDS.names_a_player
    | frozenset(("him", "her", "his"))
    | frozenset(("them", "their", "hers", "theirs", "us", "our"))
)


def is_rule_stated(text: str) -> bool:
    stated = _RULE_STATED.match(text)
    if stated is None or MARK in text:
        return False
    said = stated["subject"] or stated["kinds"]
    subject = {w.lower() for w in said.split()} - FUNCTION_WORDS
    words = [t for t in QUESTION_TOKEN.findall(text[stated.end() :]) if t[0].isalnum()]
    return subject <= GAME_TERMS and all(
        w.islower()
        and w not in _A_PLAYER_WORD
        and (
            w in FUNCTION_WORDS
            or w in TALK_WORDS
            or w in GAME_TERMS
            or w in WORDS.rule_statement_words
        )
        for w in words
    )


# "I understand that my trample would assign 2 damage to the creature, and 2 more would
# trample over": what the asker reasons would follow from what they told, all of it in the
# conditional: the ruling is what settles it. A fact told ("he was at 2 life"), a card named,
# or a sentence with no "would" is read or refused and named, never skipped.
_REASONING = re.compile(
    rf"^(?:i|we)\s++(?:{one_of(WORDS.reasoning_verbs + WORDS.opinion_verbs)})\s++"
    r"(?:that\s++)?(?P<body>\S.*)$",
    re.IGNORECASE,
)


# "I've always been under the impression you can't go below 0": what the asker believed a rule
# to be, said of anyone ("you", "a player") with what a rule allows ("can't", "may"): no fact
# of the moment, the ruling is what settles it. A card named, or a fact told in it ("you were
# tapped out", "a player has ..."), is read or refused and named, never skipped.
_RULE_BELIEF = re.compile(
    rf"^(?:i|we)\s*+{one_of(WORDS.rule_beliefs)}\s++(?:that\s++)?{one_of(WORDS.rule_subjects)}"
    rf"\s++{one_of(WORDS.rule_modals)}\s++(?P<body>\S.*)$",
    re.IGNORECASE,
)


# "From what I can tell, you can't go below 0", "As far as I know, a player can't lose to
# poison": the same rule believed, hedged by words of what the asker knows (`hedges`).
_HEDGED_RULE = re.compile(
    rf"^(?:i\s++mean\s*+,?\s*+)?{one_of(WORDS.hedges)}\s*+,?\s*+(?:but\s++)?(?:that\s++)?"
    rf"{one_of(WORDS.rule_subjects)}"
    rf"\s++{one_of(WORDS.rule_modals)}\s++(?P<body>\S.*)$",
    re.IGNORECASE,
)


def is_rule_belief(text: str) -> bool:
    said = _RULE_BELIEF.match(text) or _HEDGED_RULE.match(text)
    if said is None or MARK in text:
        return False
    words = [w.lower() for w in QUESTION_TOKEN.findall(said["body"])]
    return not any(w in WORDS.told_verbs for w in words)


def is_reasoning(text: str) -> bool:
    said = _REASONING.match(text)
    if said is None or MARK in text:
        return False
    reason = _REASON.search(said["body"])
    if reason is not None and not _of_the_order_of_play(reason["reason"]):
        return False  # "I think I would win since he took 2 damage": a fact told in the reason
    words = [w.lower() for w in QUESTION_TOKEN.findall(said["body"])]
    return any(w in WORDS.conditional for w in words) and not any(
        w in WORDS.told_verbs for w in words
    )


# "Considering that his Platinum Angel will be removed from the game according to the rules
# below as soon as he loses the game": what the asker reads the rules to make happen once
# something else does, cited as the rules' and told in the future: the ruling settles it.
# A number, a fact told ("is", "has"), a card not named before, or no rule cited: read.
_RULES_CITED = re.compile(rf"\b{one_of(WORDS.rules_cited)}\b", re.IGNORECASE)
_AS_SOON_AS = re.compile(rf"\b{one_of(WORDS.as_soon_as)}\b", re.IGNORECASE)


def is_rules_reasoning(text: str, sentence: str, named: frozenset[int]) -> bool:
    if _RULES_CITED.search(sentence) is None or _AS_SOON_AS.search(text) is None:
        return False
    unmarked = MARKED.sub(" ", text)
    if set(marks_in(text)) - named or re.search(NUMBER, unmarked, re.IGNORECASE):
        return False
    words = [w.lower() for w in QUESTION_TOKEN.findall(text)]
    return any(w in WORDS.foretold for w in words) and not any(w in WORDS.told_verbs for w in words)


# "I think Phage is put into play from "hand," but she is not "played" because I didn't pay her
# mana cost": what the asker thinks of whether a card named before was cast or played, in words
# of casting and of no fact only: what was told settles it (the ruling says so), skipped and
# shown (only once a card was named). A card not named before, a number, or a player named (not
# the asker): read or refused.
_THINKS = re.compile(
    rf"^(?:i|we)\s++{one_of(WORDS.opinion_verbs)}\s++(?:that\s++)?(?P<body>\S.*)$",
    re.IGNORECASE,
)


def is_cast_thought(text: str, named: frozenset[int]) -> bool:
    said = _THINKS.match(text)
    if said is None or not named or not set(marks_in(text)) <= named:
        return False
    unmarked = MARKED.sub(" ", said["body"])
    if re.search(NUMBER, unmarked, re.IGNORECASE):
        return False
    words = [w.lower() for w in QUESTION_TOKEN.findall(unmarked) if w[0].isalnum()]
    return bool(set(words) & WORDS.cast_thought_core) and all(
        (w in FUNCTION_WORDS or w in TALK_WORDS or w in WORDS.cast_thought_words)
        and bare_word(w) not in NAMES_A_PLAYER
        and w not in WORDS.people - WORDS.self_words - _CARD_PRONOUNS
        for w in words
    )


_CARD_PRONOUNS = frozenset(("she", "he", "it"))


# "I just read the preview for Phage the Untouchable": what the asker read or saw of a card,
# said before the question about it: no fact of a game (the card is not said to be anywhere),
# skipped and shown. Only the card and these words: a player, a number or a second card is read.
_READ_ABOUT = re.compile(
    rf"^(?:i|we)\s++{one_of(WORDS.read_about_verbs)}\s++(?:(?:the|a|an)\s++)?"
    rf"(?:{one_of(WORDS.read_about_what)}\s++{one_of(WORDS.read_about_of)}\s++)?"
    rf"(?:the\s++card\s++)?{MARK}\d++(?:'s\s++{one_of(WORDS.read_about_what)})?"
    r"(?:\s++(?:card|today|yesterday|online|earlier))?\s*+$",
    re.IGNORECASE,
)


# "One of the cards rumored to be in Mirrodin is as follows: Platinum Angel": a card the asker
# heard of before it was printed, named before the question about it: no fact of a game (the
# card is not said to be anywhere), skipped and shown. Only the card and these words.
_PREVIEWED = re.compile(
    rf"^(?:one\s++of\s++)?(?:the\s++)?(?:new\s++)?cards?\s++{one_of(WORDS.previewed)}\s++"
    rf"(?:to\s++be\s++)?(?:in|for|from)\s++(?:the\s++)?(?:next\s++set\s*+,?\s*+)?"
    rf"[^\W\d_][\w'-]*+(?:\s++[^\W\d_][\w'-]*+){{0,3}}?\s++(?:is|was)"
    rf"(?:\s++as\s++follows)?\s*+:?\s*+{MARK}\d++\s*+$",
    re.IGNORECASE,
)


def is_read_about(text: str) -> bool:
    return _READ_ABOUT.match(text) is not None or _PREVIEWED.match(text) is not None


def is_opinion(text: str) -> bool:
    """What a person thinks or says ("I think I won", "he claims he's alive"), not what an
    effect says ("it says alice wins")."""
    opinion = _OPINION.match(text)
    if opinion is None or _CONCEDES.search(text):
        return False  # "bob says he concedes": saying so is conceding
    who = opinion["who"].lower()
    if who in _NOT_PEOPLE or (who in ORDINARY and who not in PEOPLE):
        return False
    if who not in PEOPLE and _MAY_BE_A_CARD.match(text) is not None:
        return False  # "Jace says my opponent wins": a card's effect, maybe (check_card_said)
    said = text[opinion.end() :]
    reason = _REASON.search(said)
    if reason is not None and reason.start() > 0:
        return _only_the_outcome(said[: reason.start()]) and _of_the_order_of_play(reason["reason"])
    return _only_the_outcome(said)


def _of_the_order_of_play(reason: str) -> bool:
    """Whether the reason given for an opinion of the outcome says only how play is ordered
    ("since I have priority during my turn", "because his trigger goes on the stack first"):
    no number, no card, no life, damage or library: the ruling settles it. One that holds a
    fact of the moment ("since he was at 0 life", "because I have Platinum Angel") is read or
    refused."""
    if MARK in reason or re.search(NUMBER, reason, re.IGNORECASE):
        return False
    words = [w.lower() for w in QUESTION_TOKEN.findall(reason) if w[0].isalnum()]
    return bool(words) and all(
        w in FUNCTION_WORDS
        or w in WORDS.reason_words
        or w in WORDS.told_verbs
        or bare_word(w) in PEOPLE
        for w in words
    )


_OPINION_WORDS = WORDS.opinion_words


def _only_the_outcome(text: str) -> bool:
    """Whether what a person thinks is only who won, lost or drew ("I won but he says it was a
    draw"). One that holds a fact of the moment ("I think he was at 2 life", "I believe I had
    Platinum Angel") is no opinion to skip: the ruling turns on it, so it is read or refused."""
    if MARK in text:
        return False
    words = [w.lower() for w in QUESTION_TOKEN.findall(text) if w[0].isalnum()]
    return all(
        (w in QUESTION_WORDS and w not in _WHEN_WORDS)
        or w in _OPINION_WORDS
        or w in TALK_WORDS
        or bare_word(w) in PEOPLE
        for w in words
    )


# What a person thinks of the order of things is a fact the ruling turns on ("I think I was
# first", "I think his came after"), never an opinion to skip.
_WHEN_WORDS = WORDS.order_words


# "I've always been under the impression you can't go below 0 but reading the card (Phyrexian
# Unlife) it says 0 or less life implying you can go below 0. So can you?": a rule the asker
# believed, doubted by what a card reads, then asked back ("So can you?"): the question is
# whether the card lets one do what the belief denied ("Does Phyrexian Unlife let you go below
# 0?"), read as that question is (moment_questions.kept_below_zero, or refused); the belief,
# what the asker read and the question back are skipped and shown. Only one card, named where
# the asker read it, and no other card or number (but 0) in what they read.
_READ_PART = rf"(?:[^.?!{MARK}\d]|(?<!\d)0(?!\d))"
_BELIEF_DOUBTED = re.compile(
    rf"(?:^|(?<=[.!?\n])|(?<=[.!?\n]\s))(?P<belief>(?:i|we)\s*+{one_of(WORDS.rule_beliefs)}\s++(?:that\s++)?"
    rf"(?:you|a\s++player|one)\s++(?:can't|cannot|can\s++not)\s++"
    rf"(?P<act>(?:[^.?!,{MARK}\d]|(?<!\d)0(?!\d)){{1,60}}?))\s*+,?\s*+but\s++"
    rf"(?P<read>{one_of(WORDS.card_read)}\s++(?:the\s++card\s*+)?\(?\s*+(?P<card>{MARK}\d++)"
    rf"\s*+\)?{_READ_PART}{{0,200}})[.!]\s*+"
    r"(?P<ask>(?:so\s*+,?\s*+)?can\s++(?:you|i|one|a\s++player)\s*+\?)",
    re.IGNORECASE,
)


def belief_asked_back(text: str) -> tuple[str, list[str]]:
    """The text with a belief doubted by a card read and asked back put as the question of the
    card (see above), and what was skipped."""
    skipped: list[str] = []

    def asked(match: re.Match[str]) -> str:
        skipped.extend(match.group("belief", "read", "ask"))
        return f" Does {match['card']} let you {match['act'].strip()}?"

    return _BELIEF_DOUBTED.sub(asked, text), skipped


# "If player A would win with second sun, ..., then the resolution would have B and C lose, D
# and A stay in the game and play on": the outcome someone reasons would follow the moment
# supposed, told after it (`claim_leads`) in words of the outcome only (who loses, wins or
# stays in the game, players by letter or as the moment names them): the ruling settles it;
# skipped and shown. A number, a card, or any other word: read or refused.
_CLAIM = re.compile(rf"^{one_of(WORDS.claim_leads)}\s++(?P<claim>\S.*)$", re.IGNORECASE)


def is_claimed_outcome(text: str, names: Sequence[str] = ()) -> bool:
    """`names`: each mark's card name (a capital letter after "have" may have been marked as a
    card: "would have B and C lose"; it is the player B)."""

    def letter(match: re.Match[str]) -> str:
        number = int(match[1])
        name = names[number] if number < len(names) else ""
        return name if len(name) == 1 and name.isalpha() else match[0]

    text = re.sub(rf"{MARK}(\d++)", letter, text)
    said = _CLAIM.match(text)
    if said is None or MARK in text:
        return False
    words = [w.lower() for w in QUESTION_TOKEN.findall(said["claim"]) if w[0].isalnum()]
    return bool(words) and all(
        w in QUESTION_WORDS
        or w in WORDS.claim_words
        or bare_word(w) in PEOPLE
        or (len(w) == 1 and w.isalpha())
        for w in words
    )
