"""A chain of actions told in response to each other, then said to go on ("P1 shoots Sasaya
with the Masticore, P2 uses Sasaya in response, P1 shoots it again in response, etc."): each
is a player acting while holding priority, which they may always decline, so the chain is a
loop that contains an optional action, never a draw (MTG CR 104.4b). It is put in the
language's terms ("player 1's §2 and player 2's §1 keep answering each other in a loop of
optional actions", `responses_looped`) only where every action is a player's, the players are
two or more, every action after the first is said to answer the one before, and none touches
a player, a fight or the end of the game (life, damage to a player, an attack, a draw, a
library, a win or a loss): any other chain is left as it is, to be read (or refused) action by
action. A trigger's ("it triggers in response") is no player's choice and is never read here.
That loop is read (`answered`) only where every card in it is one Arbiter knows that ends
nothing by itself (Masticore, Sasaya): a card that may end the game (Fireball in a war of
counterspells) does what it does as the chain stops and the stack resolves, which the words
leave unsaid (refused), and a card Arbiter does not know is refused as such.

"both actions are optional" said of such a loop is its kind, as the asker says it
(`phrases.optional_loop`); "player 1 has infinite mana" ends nothing and is read only beside
a loop said (`endless_resources`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.rulings.card_checks import cannot_judge
from bot.core.rulings.card_clauses import no_event
from bot.core.rulings.card_lookup import unknown_card
from bot.core.rulings.card_use import card_ends_nothing
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Built, Clause, Role
from bot.core.rulings.words import MARK, MARKED, NAME, ROLE, Reader, Refusal, SituationError

# "..., etc. etc.", "... in response and so on": the words that say the chain goes on
_DOTTED = r"[\s.]++"  # "etc. etc."
_TAIL = re.compile(
    rf"^(?P<head>.+?)(?:\s*+,\s*+|\s++){one_of(WORDS.told_again, _DOTTED)}[\s.!]*+$",
    re.IGNORECASE,
)

# "... I shoot it again in response. And so on.": the words that say it goes on, a sentence of
# their own, kept as "etc" and put back after the chain (text_sentences.py)
GOES_ON = rf"(?:and\s++)?{one_of(WORDS.told_again, _DOTTED)}"
TOLD_AGAIN = re.compile(rf"\s*+[.!;]++\s++(?P<tail>{GOES_ON})(?=\s*+[.!?;]|\s*+$)", re.IGNORECASE)

_IN_RESPONSE = re.compile(rf"(?<![\w']){one_of(WORDS.in_response)}(?![\w'])", re.IGNORECASE)

# the actions, one after another: at a comma, "then", or "and" before the next player
_PLAYER = (
    rf"(?:{ROLE}|my\s++opponent|your\s++opponent|the\s++opponent|opponent|p\d{{1,2}}+|i|he|she|they"
    r"|you)"
)
_SPLIT = re.compile(
    rf"\s*+,\s*+(?:and\s++then\s++|and\s++|then\s++)?|\s++(?:and\s++)?then\s++"
    rf"|\s++and\s++(?={_PLAYER}\s)",
    re.IGNORECASE,
)
_RESPONDING_FIRST = re.compile(
    rf"(?P<at>^|,\s*+(?:and\s++)?)(?P<said>{one_of(WORDS.in_response)})\s*+,\s*+", re.IGNORECASE
)
_RESPONSE_FIRST = re.compile(rf"{one_of(WORDS.in_response)}\s*+,?\s*+", re.IGNORECASE)
_ACTOR = re.compile(rf"^(?P<who>{_PLAYER}|{NAME})\s++(?P<did>\S.*)$", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_][\w']*+")
_SHORT = re.compile(r"p(\d{1,2}+)", re.IGNORECASE)
_POSSESSIVE = {"i": "my", "he": "his", "she": "her", "they": "their", "you": "your"}
# a card in an action, with its owner where said ("his §1", "player 2's §3")
_HELD = re.compile(
    rf"(?:(?P<owner>(?:my|your|the)\s++opponent's|my|his|her|their|your|(?:{ROLE}|{NAME})'s?)"
    r"\s++|(?:the|a|an)\s++)?"
    rf"(?P<card>{MARK}\d++)",
    re.IGNORECASE,
)


def _tail_off(sentence: str) -> str | None:
    """The sentence without the words that say it goes on ("etc.", "and so on", "over and
    over"), or None where it does not end with them."""
    told = _TAIL.match(sentence)
    return told["head"] if told is not None else None


def _first_words(names: Sequence[str]) -> frozenset[str]:
    """The first word of each card named in the text: "sasaya" for Sasaya, Orochi Ascendant,
    a card named again in lower case, never a player."""
    return frozenset(
        word.lower() for name in names for word in _WORD.findall(name.split(",")[0])[:1]
    )


def responses_looped(sentence: str, names: Sequence[str] = ()) -> str:
    """The sentence as a loop of optional actions between the cards it names, where it tells
    a chain of responses that goes on (see above); else as it is."""
    if MARK not in sentence:
        return sentence
    body = _tail_off(sentence)
    if body is None:
        return sentence
    body = _RESPONDING_FIRST.sub(r"\g<at>\g<said> ", body)  # "In response, bob ...": one action
    actions = [part for part in _SPLIT.split(body) if part]
    if len(actions) < 2:
        return sentence
    cards = _first_words(names)
    players: set[str] = set()
    held: dict[str, str] = {}  # each card's holder, as its owner is said: "my", "player 1's"
    for number, action in enumerate(actions):
        first = _RESPONSE_FIRST.match(action)  # "in response, he activates it"
        acted = _ACTOR.match(action[first.end() :] if first else action)
        if acted is None or acted["who"].lower() in cards:
            return sentence
        did = acted["did"]
        if number and first is None and _IN_RESPONSE.search(did) is None:
            return sentence
        words = {word.lower() for word in _WORD.findall(_IN_RESPONSE.sub(" ", did))}
        if words & (WORDS.chain_players | WORDS.chain_outcomes):
            return sentence
        who = _player(acted["who"])
        players.add(who.lower())
        for card in _HELD.finditer(did):
            held.setdefault(card["card"], _whose(card["owner"]) if card["owner"] else _whose(who))
    if len(players) < 2 or not held:
        return sentence
    cards_held = " and ".join(f"{owner} {card}" for card, owner in held.items())
    return f"{cards_held} keep answering each other in a loop of optional actions"


def _player(who: str) -> str:
    """A player as the chain names them: "P1" is player 1 (chat's shorthand)."""
    who = " ".join(who.split())
    short = _SHORT.fullmatch(who)
    return f"player {short[1]}" if short is not None else who


def _whose(who: str) -> str:
    """The owner's word for a player: "my" for "I", "player 1's" for player 1."""
    lowered = who.lower()
    if lowered in _POSSESSIVE:
        return _POSSESSIVE[lowered]
    return who if lowered in _POSSESSIVE.values() or who.endswith("'s") else f"{who}'s"


# the chain above, as `responses_looped` writes it
ANSWERING = re.compile(
    r"^(?P<s>.+?)\s++keep\s++answering\s++each\s++other\s++in\s++a\s++loop\s++of\s++"
    r"optional\s++actions$",
    re.IGNORECASE,
)


def answered(match: re.Match[str], reader: Reader) -> Clause:
    """The chain of responses read as a loop of optional actions: no draw, and nothing ends,
    where every card in it is one Arbiter knows that ends nothing by itself. What a card that
    may end the game did as the chain stopped and the stack resolved is unsaid: refused."""
    for number in MARKED.findall(match["s"]):
        entity = reader.entities[int(number)] if int(number) < len(reader.entities) else None
        if entity is None:
            continue
        if entity.card is None:
            name = entity.name
            raise SituationError(unknown_card(name).said, kind=Refusal.UNKNOWN_CARD, cards=(name,))
        if not card_ends_nothing(entity.card):
            raise cannot_judge(entity.card)
    return Clause(match[0], role=Role.OPTIONAL_LOOP)


# "both actions are optional": the kind of the loop told, a loop with an optional action
ACTIONS_OPTIONAL = re.compile(rf"^{one_of(WORDS.actions_optional)}$", re.IGNORECASE)

# "player 1 has infinite mana": what lets a player repeat an action as often as they choose
ENDLESS = one_of(WORDS.endless_resources)


def endless_resources(match: re.Match[str], reader: Reader) -> Built:
    """ "player 1 has infinite mana": it ends nothing by itself, but says a player may repeat
    an action as often as they like, so the words must say the loop it makes and its kind
    (`Reader.endless_unsaid`, refused where they do not: language.py)."""
    if reader.endless_unsaid is None:
        reader.endless_unsaid = match[0]
    return no_event(Role.ACTS)(match, reader)
