"""A general question asked of players nobody names (shared/spec/rulings.md, revision 3: a
question that describes a general situation is answered as one): "What happens if a player
draws from an empty library?", "If someone has 10 poison counters, do they lose?", "Does a
player at 0 life lose?", "Does my opponent lose if he draws from an empty library?".

- **The asker's hypothetical players** (`hypothetical_players`): in a question or a moment
  supposed, one player said indefinitely ("a player", "someone", "a person") is the role
  "one player", the player beside them ("another player", "their opponent") "the other
  player", and the first one said again ("that player", "the player") the same role; the
  engine then rules on them as on any players (the answer names them so). Only where the
  indefinite player is said once and no other player is named by "opponent" or a role:
  "a player ... a player" may be two players, and "my opponent ... a player" may be the same.
  "someone" beside "the other person" is left to the reader (`Reader.pair_someone`), and a
  "someone" asked to explain or tell is the asker's framing, not a player.
- **The player of the question** (`pronoun_of_the_question`): "Does my opponent lose if he
  draws ...": the pronoun that opens the moment after a question of one third person's
  outcome is that player, whom the question (skipped) named.
- **A state said inline** (`state_inline`): "What happens if a player at 1 life takes 1
  damage?", "alice with 9 poison counters gets 1 more", "a player with Platinum Angel goes to
  0 life": the state told first (a card "with" a player is theirs in play), then what happens
  ("one player is at 1 life and one player takes 1 damage").
- **A concession at a moment** (`concession_timed`): "What happens if I concede with a spell
  on the stack?", "If my opponent concedes in response, do I win?": a concession acts at once,
  whatever is on the stack or whichever step it is (MTG CR 104.3a; the conceder's spells and
  abilities leave with them, 800.4a), so the moment is the concession, the words of when it
  came skipped and shown. Only the conceder's own spell, or one of nobody's ("a spell"): another
  player's may still resolve after it.
- **A state asked of a player** (`state_asked`): "Does a player at 0 life lose?", "Do I lose
  at 0 life?", "Does my opponent with 10 poison counters lose?": the state told ("one player
  is at 0 life"), the question of the outcome around it skipped.

Each is keyed on a cheap word test (the words of the form) before any pattern is searched.
Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.outcome_questions import is_question
from bot.core.rulings.words import MARK, OWNER, ROLE, SUBJECT

HYPOTHETICAL = "one player"
OTHER = "the other player"

_EDGE = r"(?<![\w'])"
_END = r"(?![\w-])"
_ONE = re.compile(
    rf"{_EDGE}{one_of(WORDS.hypothetical_one)}{_END}(?:\s++(?P<next>[a-z]++))?", re.IGNORECASE
)
_OTHERS = re.compile(rf"{_EDGE}{one_of(WORDS.hypothetical_other)}{_END}", re.IGNORECASE)
_SAME = re.compile(rf"{_EDGE}{one_of(WORDS.hypothetical_same)}{_END}", re.IGNORECASE)
_SOMEONE = re.compile(rf"^{one_of(tuple(WORDS.someone))}$", re.IGNORECASE)
# "someone" beside "the other person": the reader's pair (Reader.pair_someone)
_OTHER_OF_TWO = re.compile(r"\bother\s++(?:player|person|one)\b", re.IGNORECASE)
# a player already named by "opponent" or by a role ("one player", "player a")
_NAMED = re.compile(
    rf"{_EDGE}(?:{one_of(tuple(WORDS.opponents))}|one\s++player|player\s++(?:\d{{1,2}}+|[a-z])"
    r")(?![\w'])",
    re.IGNORECASE,
)
# a moment supposed: "if", "what happens when", "say"
_SUPPOSED = re.compile(rf"^\s*+(?:{one_of(WORDS.supposing)}|when|whenever){_END}", re.IGNORECASE)
# "Can a player win if their opponent has Platinum Angel?", "Is it possible for a player to
# lose ...": whether any way exists, which one moment's ruling does not answer
_OUTCOME = re.compile(rf"{_EDGE}{one_of(WORDS.outcome_asked_of)}{_END}", re.IGNORECASE)
_WHETHER_POSSIBLE = re.compile(
    r"^\s*+(?:can|could|is\s++it\s++(?:even\s++)?possible|is\s++there\s++(?:a|any)\s++way)"
    r"(?![\w'])",
    re.IGNORECASE,
)
_SENTENCES = re.compile(r"[^.!?\n]++[.!?\n]*+")
# The cheap word test: a word that ends one of the indefinite players' phrases (one search).
_CHEAP = re.compile(
    "|".join(sorted({phrase.split()[-1] for phrase in WORDS.hypothetical_one})), re.IGNORECASE
)


def hypothetical_players(text: str) -> str:
    """The text with a general question's players said as roles (see above); as it was where
    none is said, or where which player is which would be guessed."""
    if _CHEAP.search(text) is None:
        return text
    ones = [m for m in _ONE.finditer(text) if (m["next"] or "").lower() not in WORDS.someone_asked]
    if len(ones) != 1:
        return text
    (one,) = ones
    sentences = [s for s in _SENTENCES.finditer(text) if s[0].strip(" .!\n")]
    own = next((s for s in sentences if s.start() <= one.start() < s.end()), None)
    if own is None or not (own[0].rstrip().endswith("?") or _SUPPOSED.match(own[0])):
        return text  # "I always thought a player can't ...": a belief, not a case supposed
    if _WHETHER_POSSIBLE.match(own[0]) and _OUTCOME.search(own[0]):
        return text  # "Can a player lose if ...?": any way at all, not one moment's outcome
    if any(not s[0].rstrip().endswith("?") for s in sentences if s is not own):
        return text  # "If a player concedes, ...? For example, bob concedes.": the example's
    said = text[one.start() : one.end() - (len(one["next"]) if one["next"] else 0)].rstrip()
    if _SOMEONE.match(said) and _OTHER_OF_TWO.search(_without_asked(text)):
        return text  # "someone ... the other person": the reader pairs them
    others = len(_OTHERS.findall(text))
    if others > 1 or _NAMED.search(_OTHERS.sub(" ", text)) is not None:
        return text
    tail = text[one.start() + len(said) :]
    if others and _SAME.search(tail):
        return text  # "a player attacks another player and that player ...": which one?
    told = text[: one.start()] + HYPOTHETICAL + _SAME.sub(HYPOTHETICAL, tail)
    return _OTHERS.sub(OTHER, told)


# "..., does the other player win?": a question of the outcome at the end
_ASKED_LAST = re.compile(r",\s*+(?P<asked>[^,?]++)\?\s*+$")


def _without_asked(text: str) -> str:
    """The text without a question of the outcome at its end ("If someone concedes, does the
    other player win?"): "the other player" asked of is no player paired with "someone" in
    the moment told, which the reader would then refuse as a player alone."""
    asked = _ASKED_LAST.search(text)
    return text[: asked.start()] if asked is not None and is_question(asked["asked"]) else text


# "Does my opponent lose if he draws ...": the question's one player, a third person
# (not "can he ...": whether any way exists, which one moment does not answer)
_ASKS_OF_THE_MOMENT = tuple(word for word in WORDS.inverted_asks if word not in ("can", "could"))
_THIRD_PERSON = re.compile(
    rf"^\s*+(?:{one_of(_ASKS_OF_THE_MOMENT)})\s++(?P<who>(?:my|your|the)\s++opponent|"
    rf"opponent|{ROLE})\s",
    re.IGNORECASE,
)
_PRONOUN_FIRST = re.compile(
    rf"^(?P<pronoun>{one_of(tuple(WORDS.pronouns))})(?P<rest>\s++(?!and\b|or\b)\S)",
    re.IGNORECASE,
)


def pronoun_of_the_question(question: str, moment: str) -> str:
    """The moment after a question skipped before it ("Does my opponent lose if he draws from
    an empty library?"), the pronoun that opens it said as the question's one player; the
    moment as it was otherwise."""
    if _PRONOUN_FIRST.match(moment) is None:
        return moment
    asked = _THIRD_PERSON.match(question)
    if asked is None or " or " in question.lower():
        return moment
    return _PRONOUN_FIRST.sub(lambda m: f"{asked['who']}{m['rest']}", moment, count=1)


_STATES = re.compile("life|poison", re.IGNORECASE)  # the cheap word test of a state
_STATE_ASKED = re.compile(
    rf"^\s*+(?P<aux>{one_of(WORDS.inverted_asks)})\s++(?P<who>{SUBJECT})\s++"
    rf"(?:(?P<at>(?:at|with)\s++(?P<life>{NUMBER})\s++life)|(?:with|at)\s++(?P<poison>{NUMBER})\s++"
    rf"poison(?:\s++counters?)?)(?P<asked>(?:\s++[^\s,.?!]++)++)\s*+[?.!]*+\s*+$",
    re.IGNORECASE,
)
# "Do I lose at 0 life?": the state after the outcome asked
_STATE_AFTER = re.compile(
    rf"^\s*+(?P<aux>{one_of(WORDS.inverted_asks)})\s++(?P<who>{SUBJECT})(?P<asked>"
    rf"(?:\s++[^\s,.?!]++)+?)\s++(?:(?P<at>(?:at|with)\s++(?P<life>{NUMBER})\s++life)|(?:with|at)"
    rf"\s++(?P<poison>{NUMBER})\s++poison(?:\s++counters?)?)\s*+[?.!]*+\s*+$",
    re.IGNORECASE,
)
_PLAIN = frozenset({"i", "you", "we", "they"})


def state_asked(text: str, skipped: list[str]) -> str:
    """The state a question of the outcome asks of a player ("Does a player at 0 life lose?"),
    told as the board ("one player is at 0 life"), the question kept in `skipped`; the text as
    it was otherwise."""
    if _STATES.search(text) is None:
        return text
    asked = _STATE_ASKED.match(text) or _STATE_AFTER.match(text)
    if asked is None or not is_question(f"{asked['aux']} he{asked['asked']}"):
        return text
    if not _OUTCOME.search(asked["asked"]):
        return text  # "Do I stay at 0 life?": the state itself asked, no outcome
    who = asked["who"]
    if who.lower() == "me":
        who = "I"
    plain = who.lower() in _PLAIN
    if asked["at"]:
        verb = "am" if who.lower() == "i" else "are" if plain else "is"
        told = f"{who} {verb} at {asked['life']} life"
    else:
        told = f"{who} {'have' if plain else 'has'} {asked['poison']} poison counters"
    skipped.append(f"{asked['aux']} {asked['who']}{asked['asked']}".strip())
    return told


_CONCEDES = one_of(WORDS.concedes)
_WHOSE = r"(?:my|his|her|their|your|its|our)"
_ON_THE_STACK = (
    rf"(?:with|while)\s++(?:(?P<whose>a|an|{_WHOSE})\s++)?(?:spells?|abilit(?:y|ies)|triggers?|"
    r"activated\s++abilit(?:y|ies))(?:\s++(?:is|are|was|were|still))*+\s++on\s++the\s++stack"
)
_WHEN_CONCEDED = re.compile(
    rf"^(?P<conceded>(?P<who>{SUBJECT})\s++{_CONCEDES})\s++(?P<when>{_ON_THE_STACK}"
    rf"|{one_of(WORDS.concession_moments)}|during\s++(?:(?:the|{OWNER})\s++)?(?:own\s++)?"
    rf"{one_of(WORDS.concession_steps)})(?P<end>\s*+[?.!]*+)$",
    re.IGNORECASE,
)
_OWN = {"i": "my", "me": "my", "you": "your", "he": "his", "she": "her", "they": "their"}
_THIRD = frozenset({"his", "her", "their"})  # of a player named otherwise ("my opponent")


def concession_timed(text: str, skipped: list[str]) -> str:
    """A concession said with when it came (see above): the concession, the words of when
    kept in `skipped`; the text as it was otherwise, and where the spell on the stack may be
    another player's ("my opponent concedes with my spell on the stack")."""
    if "conce" not in text.lower():
        return text
    told = _WHEN_CONCEDED.match(text)
    if told is None:
        return text
    whose = (told["whose"] or "a").lower()
    own = _OWN.get(told["who"].lower())
    if whose not in ("a", "an") and whose != own and not (own is None and whose in _THIRD):
        return text
    skipped.append(told["when"])
    return f"{told['conceded']}{told['end']}"


_STATE_INLINE = re.compile(
    rf"^(?P<who>{SUBJECT})\s++(?:at\s++(?P<life>{NUMBER})\s++life|with\s++(?P<poison>{NUMBER})"
    rf"\s++poison(?:\s++counters?)?|with\s++(?:(?:a|an|the)\s++)?(?P<card>{MARK}\d++)"
    r"(?:\s++(?:in\s++play|on\s++the\s++battlefield|out))?)\s++(?P<rest>(?!(?:and|or|but|with|at|in|on|is|was|has|had)"
    r"\b)[a-z]\S*+\s.*)$",
    re.IGNORECASE | re.DOTALL,
)


def state_inline(text: str) -> str:
    """A state said between a player and what they do (see above), told first; the text as it
    was otherwise, and where the player is the asker ("I at 1 life ...": no such chat)."""
    if MARK not in text and _STATES.search(text) is None:
        return text
    told = _STATE_INLINE.match(text)
    if told is None or told["who"].lower() in _PLAIN or told["who"].lower() == "me":
        return text
    who = told["who"]
    if told["life"]:
        state = f"{who} is at {told['life']} life"
    elif told["card"]:
        state = f"{who} controls {told['card']}"
    else:
        state = f"{who} has {told['poison']} poison counters"
    return f"{state} and {who} {told['rest']}"
