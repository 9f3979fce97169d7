"""What an event came from, as the words say (phrases.py): a card, a creature, a trigger, a
player, read into a `Source`.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.card_lookup import catalogue
from bot.core.rulings.card_use import Moment
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.words import (
    EVERYONE,
    MARK,
    ORDINARY,
    OWNER,
    SUBJECT,
    Reader,
    SituationError,
    marks_in,
    spelled,
)

CREATURE = re.compile(
    r"\b(?:creatures?|attackers?|blockers?|attacking|blocking|unblocked|commander|tokens?"
    r"|army|horde|team|board)\b",
    re.IGNORECASE,
)


CARD_WORDS = re.compile(
    r"\b(?:creatures?|spells?|abilit(?:y|ies)|triggers?|triggered|copy|copies|tokens?"
    r"|permanents?|artifacts?|enchantments?|planeswalkers?|emblem|-\d+|\+\d+|ultimate|commander"
    r"|blockers?|attackers?|lands?|instant|sorcery)\b|[-+]\d",
    re.IGNORECASE,
)


_OWNER_FIRST = re.compile(rf"(?P<o>{OWNER})\s++", re.IGNORECASE)
# "his creature enchanted with my Armadillo Cloak": a possessive right before a card's name
_OWNER_OF_A_CARD = re.compile(
    rf"(?<![\w'])(?P<o>{OWNER})\s++(?:own\s++)?{MARK}(?P<n>\d++)", re.IGNORECASE
)


_SAID_LATER = re.compile(r"\b(?:trigger|triggers|triggered|ability|abilities)\b", re.IGNORECASE)


_SAID_WITH = re.compile(r"\blifelink\b", re.IGNORECASE)


THAT_THING = frozenset({"it", "that", "this", "them", "those", "these"})


# "the spell", "my spell", "that ability": the spell or ability the sentence told before, said
# again in other words than "it"
_SAID_AGAIN = re.compile(
    r"(?:the|that|this|my|his|her|your|their|its)\s++(?:spell|ability|trigger|copy)",
    re.IGNORECASE,
)


def said_again(text: str) -> bool:
    """Whether words name what the sentence told before again: "it", "that", "the spell",
    "his ability" ("takes 3 damage from it"; "but the spell is countered")."""
    words = " ".join(text.casefold().split())
    return words in THAT_THING or _SAID_AGAIN.fullmatch(words) is not None


_JUST_A_PLAYER = re.compile(rf"(?:{SUBJECT})", re.IGNORECASE)


def _a_source_word(text: str) -> bool:
    """One word that names what deals damage or gains life ("lifelink", "combat"), not a
    player."""
    return (
        any(pattern.search(text) for pattern in (_SAID_WITH, _SAID_LATER, CREATURE, CARD_WORDS))
        or text.lower() == "combat"
    )


# "from Lightning Bolt and Fireball deals damage to me" (the cards marked "§0+§1 deals ..."): a
# clause of its own after "and" or a card, an event the source's words would swallow (the
# damage to me was dropped: "you win").
_A_CLAUSE_AFTER_AND = re.compile(
    rf"(?:\band|{MARK}\d++)\s++(?:\S++\s++)??(?:deals?|dealt|dealing|takes?|took|loses?|lost|gains?|gained|draws?|drew"
    r"|mills?|milled|concedes?|conceded|wins?|won|dies|died|is|are|was|were|has|have|had)\b",
    re.IGNORECASE,
)


# "does Platinum Angel stop the nine lives": a card said to stop another's trigger, a question of
# its own (card_pairs.py), never the source of "trigger" after it (the question was dropped).
_STOPS_ANOTHER = re.compile(rf"{MARK}\d++\s++{one_of(WORDS.pair_stops)}\b", re.IGNORECASE)


# "from I concede or I" ("I concede or I deal him 3 damage"), "from alice or me": players or
# moments joined by "or", one of which acted, which not said: no source (a spell or an ability,
# "from a spell or ability", is one).
_ALTERNATIVES = re.compile(rf"\b{one_of(WORDS.alternatives)}\b", re.IGNORECASE)
_A_PLAYERS_WORD = WORDS.self_words | WORDS.pronouns | WORDS.opponents | WORDS.people


def _players_or_moments(text: str, reader: Reader) -> bool:
    words = {word.lower() for word in re.findall(r"[\w']+", text)}
    named = {name.casefold() for name in reader.order}
    return _ALTERNATIVES.search(text) is not None and (
        _A_CLAUSE_AFTER_AND.search(f"and {text}") is not None
        or not words.isdisjoint(_A_PLAYERS_WORD | named)
        or any(_a_name(side) for side in _ALTERNATIVES.split(text))
    )


def _a_name(side: str) -> bool:
    """ "alice" in "alice or bob": one word that is no word of chat nor a card, as a player's
    name is (`Reader.player`), not named before ("My opponent is at 3 life and alice or bob
    deals him 3 damage": two more players, whose damage may not end the game for the asker)."""
    word = side.strip(" ,")
    return (
        re.fullmatch(r"[^\W\d_][\w'-]*+", word) is not None
        and MARK not in word
        and word.lower() not in ORDINARY
    )


# "I cast a spell that draws a card": what a source does, said of it, is an event the source's
# words would swallow (the draw was dropped: "nobody has lost" from an empty library).
_WHAT_IT_DOES = re.compile(
    r"\b(?:that|which)\s++(?:\S++\s++)??(?:deals?|dealt|draws?|drew|makes?|made|causes?"
    r"|caused|forces?|forced|gains?|gained|loses?|lost|mills?|milled|destroys?|destroyed"
    r"|exiles?|exiled|sets?|puts?|returns?|would)\b",
    re.IGNORECASE,
)


# "he blocks with a creature that (deals 1 damage to me)": a block told as the source of damage
# to a player. A blocker deals its combat damage to the creature it blocks (510.1c), so the words
# say something else dealt it, or are no source at all: not read.
_A_BLOCK_SAID = re.compile(rf"\b{one_of(WORDS.block_verbs)}\b", re.IGNORECASE)


# "opp kills my §0 n (deals lethal damage to me)", "the creature that killed my §0": what the
# words took for the source tells a card taken off the battlefield, an event of its own whose
# moment beside the damage decides what the card still does (704.3): never the source alone
_REMOVAL_SAID = (*WORDS.removing, *WORDS.removed_passive, *WORDS.killing_slang)
_REMOVES_A_CARD = re.compile(
    rf"(?<![\w']){one_of((*_REMOVAL_SAID, *WORDS.no_longer_held))}(?![\w'])", re.IGNORECASE
)


# "my friend", "someone": a person, never a player's role ("my opponent", "every player")
_UNNAMED_PEOPLE = WORDS.kin - WORDS.names_a_player


def _holders(text: str, reader: Reader) -> tuple[tuple[str, str], ...]:
    """Each card in a source's words said with a possessive of its own, and whose it is."""
    holders = []
    for held in _OWNER_OF_A_CARD.finditer(text):
        holder = reader.player(held["o"])
        number = int(held["n"])
        card = reader.entities[number].card if number < len(reader.entities) else None
        if holder is not None and holder != EVERYONE and card is not None:
            holders.append((card.name, holder))
    return tuple(holders)


# "a countered bolt", "a spell that fizzled", "the bolt I will cast": a source whose words say
# its damage was stopped or is yet to come; read as the source, the stop was dropped and the
# damage ruled as dealt.
_UNDONE = re.compile(rf"(?<![\w']){one_of(WORDS.source_undone)}(?![\w'])", re.IGNORECASE)


# A source said to deal its damage more than once ("2 damage from Shock twice", "x2", "three
# times"): the amount said is not all that was dealt, never one event's.
_REPEATED = re.compile(
    r"(?<![\w'])(?:twice|thrice|(?:\d+|two|three|four|five|several|many|multiple) times|"
    r"x ?\d+|\d+ ?x)(?![\w'])",
    re.IGNORECASE,
)


# Words that open as a clause does and go on: a conjunction ("as his creature"), or a subject
# and a card told as its verb ("i bolt him as his creature", marked "i §0 him ..."): a clause
# of their own, never a source.
_OPENS_A_CLAUSE = re.compile(
    rf"^(?:{one_of(WORDS.clause_openers - WORDS.clause_subjects)})\s++\S"
    rf"|^{one_of(WORDS.clause_subjects)}\s++{MARK}",
    re.IGNORECASE,
)


# A conjunction inside what was taken for a card's words ("my opponent takes 4 damage as my
# §0", read as what "dies"): a clause of its own before the card, never the card alone.
CLAUSE_INSIDE = re.compile(
    rf"\s{one_of(WORDS.clause_openers - WORDS.clause_subjects)}\s++\S", re.IGNORECASE
)


# "carol each", left of "alice and carol each deal 1 damage": the player, each dealing it
_A_PLAYER_EACH = re.compile(r"(?P<who>[\w'-]+)\s++each", re.IGNORECASE)


# words that name what deals damage, or a game's term: never a new player's name
_NO_PLAYER = WORDS.game_terms | frozenset((*WORDS.damage_kinds, *WORDS.token_kinds))


def _card_of_a_word(text: str, reader: Reader) -> Card | None:
    """The card one word not named a player names exactly, lowercase as chat writes it: its
    name, alias or short name ("shock", "thoracle") or the verb made of it ("bolt")."""
    word = text.strip()
    if reader.system is None or " " in word or word.lower() in reader.spelling:
        return None
    cards = catalogue(reader.system)
    return cards.verb(word) or cards.exact(word)


def _one_named(text: str, reader: Reader) -> Source | None:
    """A source said by one word or name: a player, a card chat writes lowercase, or (a
    capitalised new name) refused as either."""
    if reader.new_name(text) and text.lower() not in ORDINARY and text[:1].isupper():
        # "from Slagstorm": a card's name, or a player not named before? Never a guess:
        # a new player would change who is left in the game, a card what the damage does.
        raise SituationError(
            Message(
                'I could not tell whether "{name}" is a player or a card Arbiter does not '
                'know: name a player before the damage they deal ("{name} is at 20 life. '
                "alice takes 3 damage from {name}\"), or describe the card's damage in "
                'words ("alice takes 3 damage from a spell").',
                name=text,
            ),
            unread=text,
        )
    card = _card_of_a_word(text, reader)
    if card is not None:  # "from shock", "from bolt": the card, never a player "shock"
        return Source(text, cards=(card,))
    if reader.new_name(text) and text.lower() in _NO_PLAYER:
        return None  # "from trample", "from burn": no player, and no source the reader knows
    player = reader.player(text)
    if player is None or player == EVERYONE:
        return None
    return Source(player, controller=player)


def source_of(written: str, reader: Reader) -> Source | None:
    """What a source's words name: its cards, its controller, what it says of its timing;
    None when the words are no source ("from took"), hold a clause of their own after "and"
    ("from Lightning Bolt and Fireball deals damage to me"), join players or moments by "or"
    ("from alice or me": which one acted, unsaid), say what the source does ("a spell that
    draws a card": an event of its own), or say its damage was stopped or is yet to come ("a
    countered bolt", "the bolt I will cast")."""
    text = written.strip()
    if (
        not text
        or _OPENS_A_CLAUSE.search(text)
        or _A_CLAUSE_AFTER_AND.search(text)
        or _STOPS_ANOTHER.search(text)
        or _players_or_moments(text, reader)
        or _WHAT_IT_DOES.search(text)
        or _A_BLOCK_SAID.search(text)
        or _REPEATED.search(text)
        or _UNDONE.search(text)
        or _REMOVES_A_CARD.search(text)
    ):
        return None
    each = _A_PLAYER_EACH.fullmatch(text)
    if each is not None and not marks_in(text):  # "alice and carol each": carol's
        player = reader.player(each["who"])
        if player is not None and player != EVERYONE:
            return Source(player, controller=player)
    marks = marks_in(text)
    entities = [reader.entities[i] for i in marks if i < len(reader.entities)]
    controller = None
    owner = _OWNER_FIRST.match(text)
    if text.casefold().split()[-1] in _UNNAMED_PEOPLE and reader.player(text) is None:
        # "my friend", "someone": a person, no card; which player, if one at all, is unsaid
        # (a third player still in would be left in the game).
        raise SituationError(
            Message(
                '"{name}" is no player named in this game: name them as one ("carol is at 20 '
                'life. carol deals 1 damage to bob"), or say what dealt it ("a creature deals '
                '1 damage to bob").',
                name=text,
            ),
            unread=text,
        )
    # "my opponent deals 1 combat damage to me": a player, not something of mine (a word
    # alone, "shock", is never asked: `reader.player` would make it a player)
    a_player = (
        not marks
        and " " in text
        and _JUST_A_PLAYER.fullmatch(text) is not None
        and reader.player(text) is not None
    )
    if owner is not None and owner.end() < len(text):
        controller = reader.player(text if a_player else owner["o"])
        if controller is None or controller == EVERYONE:
            return None
    elif text.lower() in THAT_THING:
        return Source(text.lower())  # what the sentence named before: "from it"
    elif not marks and _JUST_A_PLAYER.fullmatch(text) and not _a_source_word(text):
        return _one_named(text, reader)
    said = None
    if _SAID_WITH.search(text):
        said = Moment.WITH
    elif _SAID_LATER.search(text):
        said = Moment.LATER
    return Source(
        spelled(text, reader.entities),
        cards=tuple(e.card for e in entities if e.card is not None),
        unknown=tuple(e.name for e in entities if e.card is None),
        controller=controller,
        said=said,
        holders=_holders(text, reader),
    )
