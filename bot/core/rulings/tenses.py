"""Verbs in any tense as patterns ("takes", "took", "is taking", "would have taken"), and the
other pieces the phrase forms are written with (phrases.py).
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import one_of
from bot.core.rulings.words import ROLE, WORDS

_BE_AUX = r"(?:is|are|am|was|were|'s|'re|'m|be|been|being)"


# Not "would have", "could have", "might have", "should have": what did not happen, or only
# might have ("I would have taken 3 damage", "he should have lost"), never read as done.
_HAVE_AUX = (
    r"(?<!would\x20)(?<!could\x20)(?<!should\x20)(?<!might\x20)"
    r"(?:has|have|had|'s|'ve|'d|will\s++have|must\s++have|must've)"
)


# "could", "might", "can", "may": what was possible, never what happened ("my opponent could
# destroy Laboratory Maniac"): no verb of the language reads them (the phrases that read a
# choice, "X may draw a card", say them themselves). Nor "should": what someone expected or
# advised ("my opponent should concede" was a concession).
_MODAL = (
    r"(?:will|would|'ll|'d|must|shall|(?:is|are|am|'s|'re|'m)"
    r"\s++going\s++to|gonna|has\s++to|have\s++to|had\s++to|needs?\s++to|needed\s++to"
    r"|is\s++about\s++to|are\s++about\s++to|'s\s++about\s++to)"
)


# "will have taken", "must have taken": done by then; not "would/should have taken" (not done).
_WILL_HAVE = r"(?:will|'ll|must)"


# "bob has already conceded", "I had just drawn", "bob already conceded": done all the same.
_ADVERB = rf"(?:(?:{'|'.join(WORDS.verb_adverbs)})\s++)?"


def verb(
    base: str, third: str, past: str, participle: str | None = None, modal: str | None = None
) -> str:
    """Every tense of a verb as a pattern: "takes", "took", "take", "is taking", "taking",
    "has taken", "would take", "would have taken", "has already taken". `modal`: the modals
    read before it as done (`_MODAL` unless said)."""
    modal = modal or _MODAL
    participle = participle or past
    ing = (base[:-1] if base.endswith("e") and not base.endswith("ee") else base) + "ing"
    if base in _DOUBLED:
        ing = base + base[-1] + "ing"
    ing = _IRREGULAR_ING.get(base, ing)
    return (
        rf"(?:{_ADVERB}(?:{third}|{past}|{base})|{_BE_AUX}\s++{ing}|{ing}"
        rf"|{_HAVE_AUX}\s++{_ADVERB}{participle}|{modal}\s++{base}|{_WILL_HAVE}\s++have\s++{participle})"
    )


_DOUBLED = frozenset({"get", "hit", "put", "drop", "dip", "win", "begin", "control"})


_IRREGULAR_ING = {"die": "dying"}


TAKE = verb("take", "takes", "took", "taken")


DEAL = verb("deal", "deals", "dealt")


# "a creature with my Armadillo Cloak on it damages me": damage dealt, its amount unsaid
DAMAGE = verb("damage", "damages", "damaged")


# "I did lethal damage to my opponent", "Bolt does 3 damage to him": chat's "do" for "deal",
# only before the damage it deals (phrases.py).
DEAL_OR_DO = rf"(?:{DEAL}|{verb('do', 'does', 'did', 'done')})"


LOSE = verb("lose", "loses", "lost")


PAY = verb("pay", "pays", "paid")


GAIN = verb("gain", "gains", "gained")


GO = verb("go", "goes", "went", "gone")


# "I dip below 1 life": chat's "dip" for "drop"
DROP = rf"(?:{verb('drop', 'drops', 'dropped')}|{verb('dip', 'dips', 'dipped')})"


FALL = verb("fall", "falls", "fell", "fallen")


HIT = verb("hit", "hits", "hit")


REACH = verb("reach", "reaches", "reached")


GET = verb("get", "gets", "got", "gotten")


END = verb("end", "ends", "ended")


# A concession is a choice (104.3a): "I have to concede?", "he must concede", "bob needs to
# concede" ask or demand one and tell none ("I have to concede?" was "you lose"), nor does one
# about to be made ("my opponent is about to concede" was "you win"), nor one only supposed ("my
# opponent would concede" was "you win": "would" tells no event); "had to concede" tells it done.
_CHOSEN = (
    r"(?:will|'ll|shall|(?:is|are|am|'s|'re|'m)\s++going\s++to|gonna|had\s++to"
    r"|needed\s++to)"
)
CONCEDE = verb("concede", "concedes", "conceded", modal=_CHOSEN)


SCOOP = verb("scoop", "scoops", "scooped")


FORFEIT = verb("forfeit", "forfeits", "forfeited")


DRAW = verb("draw", "draws", "drew|drawed", "drawn")  # "drawed": drew, misspelt


TRY = verb("try", "tries", "tried")


ATTEMPT = verb("attempt", "attempts", "attempted")


DECK = verb("deck", "decks", "decked")


SAY = verb("say", "says", "said")


MAKE = verb("make", "makes", "made")


WIN = verb("win", "wins", "won")


LOSE_OR_WIN = rf"(?P<v>{WIN}|{LOSE})"


BECOME = verb("become", "becomes", "became", "become")


CONTROL = verb("control", "controls", "controlled")


CAST = verb("cast", "casts", "cast")


ACTIVATE = verb("activate", "activates", "activated")


USE = verb("use", "uses", "used")


TRIGGER = verb("trigger", "triggers", "triggered")


RESOLVE = verb("resolve", "resolves", "resolved")
# A spell or ability said to resolve anywhere in a text, in any tense.
RESOLVED = re.compile(rf"\b{one_of(WORDS.resolve_forms)}\b", re.IGNORECASE)


DIE = verb("die", "dies", "died")


LEAVE = verb("leave", "leaves", "left")


ENTER = verb("enter", "enters", "entered")


PUT = verb("put", "puts", "put")


CAUSE = verb("cause", "causes", "caused")


RECEIVE = verb("receive", "receives", "received")


GIVE = verb("give", "gives", "gave", "given")


BEGIN = verb("begin", "begins", "began", "begun")


START = verb("start", "starts", "started")


AGREE = verb("agree", "agrees", "agreed")


RESTART = verb("restart", "restarts", "restarted")


BE = (
    r"(?:is|are|am|'m|'s|'re|was|were|will\s++be|would\s++be|'ll\s++be|'d\s++be|has\s++been"
    r"|have\s++been|had\s++been|ends\s++up|ended\s++up|end\s++up)"
)


HAVE = (
    r"(?:has|have|had|'s\s++got|'ve\s++got|has\s++got|have\s++got|would\s++have|will\s++have"
    r"|'d\s++have)"
)


THEIR = r"(?:their|his|her|my|your|the)"


OR_LESS = r"(?:\s++or\s++(?:less|lower|below|fewer))?+"


# Free words naming a source, a card or a creature (cards are marked: `§` and a number).
FREE = r"[\w'§+ -]"


# Before a word of what a holding is said to have ("with lifelink", "of each colour"): never a
# verb of an event ("a creature with lifelink deals 2 damage to me" holds no creature, it acts).
EVENT_VERBS = one_of(WORDS.event_verbs)
NOT_AN_EVENT_VERB = rf"(?!(?:{EVENT_VERBS})\b)"
_HELD_WORD = rf"{NOT_AN_EVENT_VERB}[\w'-]+"


# Permanents or cards a player holds, said by count and kind, with no card named in them.
HOLDING = (
    r"(?:a|an|one|each|every|all|some|two|three|four|five|six|seven|eight|nine|ten|[1-9]\d*)"
    r"(?: [\w'-]+){0,5}? (?:lands?|creatures?|permanents?|artifacts?|enchantments?|tokens?"
    rf"|cards?|{'|'.join(WORDS.basic_land_types)})"
    rf"(?: (?:of|in|on|from|with|named|called) {_HELD_WORD}(?: {_HELD_WORD}){{0,5}})?"
)


COLOUR_WORD = r"(?:white|blue|black|red|green)"


CANT = r"(?:can't|cannot|can not|can\u2019t)"


# Whom an attack is at ("I attack him with ..."): the words that stand for a player, never a
# free name (an ordinary word would become a player).
ATTACKED = rf"him|her|them|me|you|my opponent|your opponent|the opponent|opponent|{ROLE}"
