"""A permanent a player is said to hold that no card names ("I control an enchantment", "my
opponent had a creature out", "Bob controls a planeswalker", "I have a card in play"), or said
to enter the battlefield or cast ("he casts a creature spell": in play as it resolves, as a card
named cast is read), read by the clauses that read what is held (`card_clauses.holds_unnamed`,
`about_card`), each noting it here (`note_holding`, `note_card`); once the whole text is read,
`settle` keeps the one that may decide the outcome, which is asked for (`refusal`: which card
is it?) where the text would otherwise be ruled (`ruling_on._ruling`, after every other
refusal), and shows the others as taken.

Which may decide it, by the rules: a card of any kind that stays on the battlefield may say its
controller can't lose (Platinum Angel, an artifact creature; Phyrexian Unlife, Lich's Mastery,
enchantments: 104.3a), that its controller's opponents can't win or can't lose (Platinum Angel;
Abyssal Persecutor, a creature), that a draw from an empty library wins instead (Jace, Wielder
of Mysteries, a planeswalker), that damage is prevented (Glacial Chasm, a land) or doubled:
whatever the words tell, one such card turns it. So an artifact, a creature, an enchantment, a
planeswalker, a land, a token, a permanent, a card in play, a commander or a kind said with
"a" that no card Arbiter knows names ("an Angel", "a Saga") held unnamed is refused, unless

- it is a land of a basic land type ("a Forest", "a land of each basic land type", "a basic
  land"): what such a land has by its type is a mana ability (305.6), which changes no outcome
  told;
- it is held off the battlefield ("three cards in hand", "two cards in my graveyard", "a card"
  said nowhere in play): a card in a hand, a library or a graveyard does nothing until it is
  played, which the words would tell;
- a card of its holder's the text names reads it ("Worship and a creature", "Coalition Victory
  ... a creature of each colour", "Epic Struggle and 20 creatures"): the card's condition is
  about what its holder controls of that kind (`Condition.words`), and the words tell the
  holding for it (a card another player holds reads none of it);
- it is a creature the words describe by its power and toughness ("a 3/2", "this creature was a
  3/2 with lifelink"), or say again, by its holder's words, as what deals the damage told ("your
  creatures deal five damage to you"): the combat family's creature, which has what the words
  say and nothing else, as a creature by its stats is read everywhere (combat_told.py);
- it is a token named by its kind ("two Saproling tokens", "a Treasure token"): the token its
  kind's cards make;
- the words hold it with a card Arbiter knows named in it: what they say is what that card did;
- nothing the words tell can be turned by a card in play: only concessions, penalties and
  intentional draws are told, or nothing at all ("I control an enchantment. My opponent
  concedes.": a concession can't be stopped, 104.3a, and the win it leaves overrides every
  effect, 104.2a).

Nothing held ("I have no creatures"), and what a card does ("my creature's ability"), is no
holding; a permanent held with an ability ("an enchantment with a static ability") is one.

Those are shown under "understood" (`Situation.held_unnamed`). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Role, Source
from bot.core.rulings.situation_values import Sentence, Situation
from bot.core.rulings.tenses import HOLDING
from bot.core.rulings.words import (
    MARK,
    OPPONENT,
    HeldUnnamed,
    Reader,
    Refusal,
    SituationError,
    quoted,
)

_A_HOLDING = re.compile(HOLDING, re.IGNORECASE)
_NONE = re.compile(rf"{one_of(WORDS.held_none)}\b", re.IGNORECASE)
_A_TOKEN_KIND = re.compile(rf"\b{one_of(WORDS.token_kinds)}\s++tokens?\b", re.IGNORECASE)
_ARRIVES = re.compile(rf"\b{one_of(WORDS.arriving)}\b", re.IGNORECASE)
_LEAVES = re.compile(rf"\b{one_of(WORDS.leaving)}\b", re.IGNORECASE)
_CAST = re.compile(rf"\b{one_of(WORDS.cast_verbs)}\b", re.IGNORECASE)
_ACTING = re.compile(rf"\b{one_of(WORDS.held_acting)}\b", re.IGNORECASE)
# "a creature with a triggered ability", "an artifact that has two abilities": what the
# permanent held has, never an ability acting
_HAVING = re.compile(
    rf"\b{one_of(WORDS.held_having)}\s++(?:[\w-]++\s++){{0,3}}?{one_of(WORDS.held_acting)}\b",
    re.IGNORECASE,
)
_KIND = re.compile(rf"\b(?P<kind>{one_of(WORDS.held_kinds)})\b", re.IGNORECASE)
_BASIC = re.compile(rf"\b(?:basic|{one_of(WORDS.basic_land_types)})\b", re.IGNORECASE)
_ELSEWHERE = re.compile(rf"\b{one_of(WORDS.held_elsewhere)}\b", re.IGNORECASE)
_IN_PLAY = re.compile(rf"\b{one_of(WORDS.in_play)}\b", re.IGNORECASE)
_NAMED = re.compile(rf"\b{one_of(WORDS.held_named)}\b|{MARK}", re.IGNORECASE)
_A_KIND = re.compile(rf"(?P<a>an?)\s++{MARK}\d++", re.IGNORECASE)
_TOKEN_KIND = re.compile(one_of(WORDS.token_kinds), re.IGNORECASE)
_STATS = r"[+-]?\d+/[+-]?\d+"
_BY_STATS = re.compile(rf"(?<![\w/]){_STATS}(?![\w/])")


def _said_again(whose: tuple[str, ...]) -> re.Pattern[str]:
    """ "this creature was a 3/2", "your creatures to deal a total of five damage": a creature
    held, said again by what it is or what it deals, by `whose` words or words of no player
    (never "my opponent's creatures", which are another's)."""
    return re.compile(
        rf"\b{one_of(WORDS.held_again + whose)}\s++(?:(?!\S*+'s?\b)[\w-]++\s++)?creatures?\s++"
        rf"(?:{one_of(WORDS.held_deals)}\b|{one_of(WORDS.held_is)}\s++(?:an?\s++)?{_STATS}(?![\w/]))",
        re.IGNORECASE,
    )


_MINE_AGAIN = _said_again(WORDS.held_again_mine)
_THEIRS_AGAIN = _said_again(WORDS.held_again_theirs)
# A card of the kind Arbiter knows, that would change an outcome the words tell: named in the
# question back, as the words would name it.
_EXAMPLES = {
    "enchantment": "Phyrexian Unlife",
    "planeswalker": "Jace, Wielder of Mysteries",
    "land": "a Forest",
    "commander": "Phage the Untouchable",
}
_ANY = "Platinum Angel"
_DESCRIBED = frozenset({"creature", "token", "commander"})


def note(words: str, player: str, noun_at: int, reader: Reader, end: int | None = None) -> None:
    """What `player` is said to hold in `words`, the holding's noun phrase starting at
    `noun_at` (and ending at `end`, where the words go on: "my commander is on the
    battlefield"), kept for `settle` where it names no card."""
    held = words[noun_at:]
    found = _KIND.search(held)
    if _NAMED.search(held) or (found is None and _BASIC.search(held) is None):
        return
    if _NONE.match(held) or _ACTING.search(_HAVING.sub("", held)):
        return  # "I have no creatures", "my creature's ability": no card held
    if any(entity.name.casefold() in held.casefold() for entity in reader.entities):
        return  # "he controls my creatures with Control Magic": what that card did
    kind = found["kind"].lower().removesuffix("s") if found is not None else "land"
    basic = kind == "land" and _BASIC.search(held) is not None
    elsewhere = _ELSEWHERE.search(held) is not None or (
        kind == "card" and _IN_PLAY.search(held) is None
    )
    by_kind = _A_TOKEN_KIND.search(held) is not None  # "two Saproling tokens"
    said = " ".join(words[noun_at:end].split())
    matters = not (basic or elsewhere or by_kind)
    example = _example(_EXAMPLES.get(kind, _ANY), player, reader)
    reader.held_unnamed.append(HeldUnnamed(said, player, kind, example, matters))


def _example(card: str, player: str, reader: Reader) -> str:
    """The words that would name `card` held by `player`, as the question back offers them."""
    if player in (reader.asker, ""):
        return f"I control {card}"  # the asker's, or nobody's said
    return f"{'my opponent' if player == OPPONENT else player} controls {card}"


def _a_kind_named(words: str, source: Source, reader: Reader) -> None:
    """A name Arbiter does not know said after "a" or "an" ("I control a Saga", "my opponent
    controls an Angel", "a Human Wizard"): a kind of card (a subtype) that no card names, kept
    for `settle` as any permanent held unnamed is; never a basic land type or a token's kind
    ("a Forest", "a Clue")."""
    name = source.unknown[0]
    article = _A_KIND.fullmatch(words.strip())
    if article is None or _BASIC.search(name) or _TOKEN_KIND.fullmatch(name):
        return
    player = source.controller or ""
    said = f"{article['a']} {name}"
    reader.held_unnamed.append(
        HeldUnnamed(said, player, "permanent", _example(_ANY, player, reader), True)
    )


def note_holding(words: str, player: str, after: int, reader: Reader) -> None:
    """What `player` is said to hold by a count or a kind after their verb ("I control an
    enchantment", "bob has two cards in hand": the words from `after`), kept for `settle`."""
    noun = _A_HOLDING.search(words, after)
    if noun is not None:
        note(words, player, noun.start(), reader)


def note_card(role: Role, match: re.Match[str], source: Source, reader: Reader) -> None:
    """A card in play, entering it, or cast (then in play as it resolves) that no card names
    ("I had an artifact out", "an enchantment enters the battlefield", "he casts a creature
    spell": the clause `match`, its card's words in group "s"), kept for `settle`."""
    at, end = match.start("s") - match.start(), match.end("s") - match.start()
    arrives = role is Role.MOVES and _ARRIVES.search(match[0]) and not _LEAVES.search(match[0])
    cast = role is Role.STACK and _CAST.search(match[0], 0, at) is not None
    if not (role is Role.PRESENCE or arrives or cast):
        return
    if source.cards and source.controller is not None:
        reader.named_held.setdefault(source.controller, set()).update(c.name for c in source.cards)
    elif not (source.cards or source.unknown):
        note(match[0], source.controller or "", at, reader, end)
    elif not source.cards:
        _a_kind_named(match["s"], source, reader)


def _read_by_a_card(held: HeldUnnamed, situation: Situation, reader: Reader) -> bool:
    """Whether a card of its holder's (said held or cast by them, or by nobody: "my Coalition
    Victory says I win") has a condition about what they control of the held kind (Worship:
    "while they control a creature"; Epic Struggle: creatures)."""
    kind = re.compile(rf"\b{held.kind}s?\b", re.IGNORECASE)
    others = {
        name for who, names in reader.named_held.items() if who != held.player for name in names
    }
    theirs = reader.named_held.get(held.player, set())
    return any(
        condition is not None and kind.search(condition.words) is not None
        for entity in situation.entities
        if entity.card is not None and (entity.name in theirs or entity.name not in others)
        for effect in entity.card.effects
        for condition in (getattr(effect, "condition", None),)
    )


def _described(held: HeldUnnamed, text: str, asker: str) -> bool:
    """Whether the held creature is told by its stats, or said again as what it is or what
    it deals."""
    if held.kind not in _DESCRIBED:
        return False
    again = _MINE_AGAIN if held.player == asker else _THEIRS_AGAIN
    return _BY_STATS.search(held.words) is not None or again.search(text) is not None


# Events no card in play turns: a concession (a player who concedes leaves, which no effect
# stops, 104.3a; the win it leaves another overrides every effect that would stop it, 104.2a),
# a penalty or an intentional draw (tournament rules, outside any card's reach), and a card's
# own continuous effect beginning or ending (which ends nothing by itself).
_UNTURNED = frozenset(
    {
        EventKind.CONCEDE,
        EventKind.PENALTY,
        EventKind.INTENTIONAL_DRAW,
        EventKind.EFFECT_BEGINS,
        EventKind.EFFECT_ENDS,
    }
)


def _turned_by_no_card(situation: Situation) -> bool:
    """Whether every event the words tell is one no card in play turns (or none is told:
    nothing said ends the game)."""
    sentences = [
        sentence
        for step in situation.steps
        for sentence in (
            [step] if isinstance(step, Sentence) else [s for _, case in step.cases for s in case]
        )
    ]
    return all(event.kind in _UNTURNED for s in sentences for event in s.events)


def settle(situation: Situation, reader: Reader, text: str) -> None:
    """Keep, once the whole text is read, the first holding that may decide the outcome, to be
    asked for where the text would otherwise be ruled (`refusal`), and the others to be shown
    as taken."""
    situation.unnamed_asked = next(
        (
            held
            for held in (() if _turned_by_no_card(situation) else reader.held_unnamed)
            if held.matters
            and not (
                _read_by_a_card(held, situation, reader) or _described(held, text, reader.asker)
            )
        ),
        None,
    )
    situation.held_unnamed = list(dict.fromkeys(held.words for held in reader.held_unnamed))


def refusal(held: HeldUnnamed) -> SituationError:
    """The question back for `held`: which card it is, with a card of its kind named as the
    words would name it."""
    return SituationError(
        Message(
            'Which card is "{words}"? A permanent may change the outcome by what it says (that '
            "its controller can't lose, that their opponents can't win): name it ({example}).",
            words=quoted(held.words),
            example=f'"{held.example}"',  # the reader reads English
        ),
        kind=Refusal.UNNAMED_CARD,
        unread=held.words,
    )
