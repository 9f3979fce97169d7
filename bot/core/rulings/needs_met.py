"""A spell's condition met by what its caster holds (Coalition Victory: a land of each basic
land type and a creature of each colour as it resolves, MTG CR 104.2b), told in words ("I
control a land of each basic land type", "five creatures of five different colors") or by a
card held that meets a part (Cromat, a creature of every colour: 105.2). The parts are the
card data's (`Condition.needs`, `EndsNothing.meets`, `cards.Need`):

- `told_held`: chat put in the language's terms: each way people say a part held becomes its
  one wording ("all five land types": "a land of each basic land type"), and a spell cast
  "with" what is held "in play" ("I play Coalition Victory with Cromat and all five land
  types in play") is its caster controlling it, then the cast (a possessive of another
  player's there, "with his Cromat in play", stays as written);
- `note_held`, `note_cards`: the parts a holding clause, or a card said held, meets for its
  player (`Reader.needs_met`);
- `met_on_resolving`: a spell cast whose one effect wins (or loses) its caster the game as it
  resolves on such a condition, every part told held by the caster before it: what it does
  as it resolves (`Clause.resolves`), kept for the words that say whether it resolved. Any
  part not told, or words anywhere that may take a permanent away or change its hands
  ("Cromat dies", "in response he destroys Cromat"): as before, what it did is still to be
  said. Nothing is guessed.

Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import Card, EndsGame, EndsNothing, Need, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Built, Clause, Item, Role, Source
from bot.core.rulings.words import MARK, PLAIN_VERB_SUBJECTS, SUBJECT, Reader

# Each part's one wording, as the grammar reads what a player holds.
_WORDING = {
    Need.LAND_OF_EACH_BASIC_TYPE: "a land of each basic land type",
    Need.CREATURE_OF_EACH_COLOUR: "a creature of each colour",
}
_SAID = {
    Need.LAND_OF_EACH_BASIC_TYPE: WORDS.land_types_held,
    Need.CREATURE_OF_EACH_COLOUR: WORDS.colours_held,
}
_AS_SAID = {
    need: re.compile(
        rf"(?<![\w'-]){one_of(said)}(?=\s*+(?:$|,|and\b|{one_of(WORDS.in_play)}))",
        re.IGNORECASE,
    )
    for need, said in _SAID.items()
}
# Held as the whole of what a holding clause says is held: right after its verb, nothing
# after it ("... a land of each basic land type except Swamp" is no such land held).
_HELD = {
    need: re.compile(
        rf"\b(?:{one_of(WORDS.holds)}|hold|holds|held)\s++{re.escape(words)}\s*+$",
        re.IGNORECASE,
    )
    for need, words in _WORDING.items()
}

# "I play Coalition Victory with Cromat and all five land types in play".
_CAST_WITH = re.compile(
    rf"^(?P<x>{SUBJECT})\s++(?P<v>{one_of(WORDS.cast_verbs)})\s++(?P<c>{MARK}\d++)\s++with\s++"
    rf"(?P<held>(?:(?!\b(?:his|her|their|your|opponent'?s?)\b)[^,])+?)\s++"
    rf"{one_of(WORDS.in_play)}(?=\s*+(?:,|$))",
    re.IGNORECASE,
)


def _cast_with(match: re.Match[str]) -> str:
    who = match["x"]
    mine = who.lower() in PLAIN_VERB_SUBJECTS
    hold = "control" if mine else "controls"
    cast = "cast" if mine else "casts"
    return f"{who} {hold} {match['held']} and {who} {cast} {match['c']}"


# Where a part is said held: right after a verb of holding, "with", or "and" in a list of
# what is held; never a requirement asked ("do I have to have five creatures ...").
_HOLDS_BEFORE = re.compile(
    rf"(?<!\bto\s)(?<!\bto\s\s)\b(?:{one_of(WORDS.holds)}|hold|holds|held|with|and)\s++$",
    re.IGNORECASE,
)


def told_held(text: str) -> str:
    """`text` with each part said held in its one wording, and a spell cast "with" what its
    caster holds "in play" said as the holding, then the cast."""
    for need, said in _AS_SAID.items():

        def held(match: re.Match[str], need: Need = need) -> str:
            before = match.string[: match.start()]
            return _WORDING[need] if _HOLDS_BEFORE.search(before) else match[0]

        text = said.sub(held, text)
    return _CAST_WITH.sub(_cast_with, text)


def note_held(words: str, player: str, reader: Reader) -> None:
    """The parts the words of a holding clause ("I control a land of each basic land type")
    meet for `player`."""
    met = {need.value for need, held in _HELD.items() if held.search(words)}
    if met:
        reader.needs_met.setdefault(player, set()).update(met)


def note_cards(cards: tuple[Card, ...], player: str, reader: Reader) -> None:
    """The parts the cards `player` is said to hold meet (Cromat: a creature of each colour)."""
    met = {
        need
        for card in cards
        for effect in card.effects
        if isinstance(effect, EndsNothing)
        for need in effect.meets
    }
    if met:
        reader.needs_met.setdefault(player, set()).update(met)


# Words that may take a permanent away or change its hands: what was held may no longer be.
_GONE = re.compile(
    r"\b(?:dies|died|die|dying|destroy\w*|sacrific\w*|exile\w*|bounce\w*|return\w*|leaves?"
    r"|left|leaving|phas\w*|remov\w*|steal\w*|stole|control of|gains? control|gained control"
    r"|takes? control|took control|transform\w*|becomes?|became|kill\w*|wrath\w*|sweep\w*"
    r"|bounc\w*|tuck\w*|unsummon\w*)\b",
    re.IGNORECASE,
)


def cast_alone(built: Built) -> tuple[Source, Card, str] | None:
    """A spell told cast and nothing more yet (`built` on the stack, no event), of one card
    Arbiter knows whose caster the words say: its source, card and caster; else None."""
    if not isinstance(built, Clause) or built.role is not Role.STACK or built.items:
        return None
    source = built.source
    if source is None or source.unknown or len(source.cards) != 1 or source.controller is None:
        return None
    return source, source.cards[0], source.controller


def met_on_resolving(built: Built, reader: Reader) -> Built:
    """A spell cast (`built`) whose one effect ends the game for its caster as it resolves on
    a condition whose every part the words told them to hold: what it does as it resolves,
    kept for the words that say whether it did. Otherwise `built` as it was."""
    cast = cast_alone(built)
    if cast is None or not isinstance(built, Clause):
        return built
    source, card, caster = cast
    effect = card.effects[0] if len(card.effects) == 1 else None
    if not (
        isinstance(effect, EndsGame)
        and effect.moment is CardMoment.RESOLUTION
        and effect.who is Who.CONTROLLER
        and effect.condition is not None
        and effect.condition.needs
        and effect.condition.check is None
    ):
        return built
    if not set(effect.condition.needs) <= reader.needs_met.get(caster, set()):
        return built
    if _GONE.search(reader.marked):
        return built  # what was held may have gone before it resolved: what it did is said
    event = Event(EventKind.EFFECT, outcome=effect.outcome, player=caster)
    return replace(built, resolves=(Item(event, Moment.WITH, source),))
