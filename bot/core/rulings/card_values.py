"""A card Arbiter knows as one frozen value: its name and the words it is found by, its wording
and citations, its effects (card_model.py's kinds), and the facts of the printed card the
reader uses (a creature's power, toughness and keywords, a permanent's types and colours);
what a lookup finds for what was written (`CardMatch`, `CardMention`, `UnknownCard`), and the
words of a name as lookups compare them. It changes when a card gains a fact the reader uses
or a lookup answers differently; a new kind of effect is card_model.py's. Pure: no I/O."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from bot.core.messages import N_, Message
from bot.core.rules.vocabulary import System
from bot.core.rulings.card_effects import Effect
from bot.core.rulings.card_model import Kind, Moment

# The words of a name as lookups compare them: apostrophes typed or typographic, no case.
APOSTROPHE = "'\u2019"
NAME_WORD = re.compile(rf"[^\W_]+(?:[{APOSTROPHE}][^\W_]+)*[{APOSTROPHE}]?")
_NO_APOSTROPHES = str.maketrans("", "", APOSTROPHE)


def word_key(token: str) -> str:
    """One word as lookups compare it: lower case, no apostrophes."""
    return token.casefold().translate(_NO_APOSTROPHES)


def name_words(text: str) -> list[str]:
    """The words of a name, each as lookups compare it."""
    return [word_key(token) for token in NAME_WORD.findall(text)]


class CardDataError(ValueError):
    """A card data file that does not say what this module needs: which file, which card."""


@dataclass(frozen=True)
class Card:
    name: str
    game: System
    wording: str  # the JSON's "as"
    rules: tuple[str, ...]
    effects: tuple[Effect, ...]
    aliases: tuple[str, ...] = ()
    short: tuple[str, ...] = ()
    # a short name that is also an everyday word ("Approach"): the card only written
    # capitalised right after a cast verb, a possessive or a count of casts ("I cast
    # Approach", "my Approach", "the second Approach"), never "my approach is to attack"
    cased: tuple[str, ...] = ()
    plain: bool = False  # the name is ordinary words: in a sentence only written as a name
    creature: bool = False  # a creature card (an effect on creatures' abilities reaches it)
    # the verb people make of its name ("I bolt myself", "he Shocks me"): cast at a player, it
    # resolves and deals its damage (card_marks.py marks it, spells_at_players.spell_as_verb
    # reads it)
    verbs: tuple[str, ...] = ()
    spell: bool = False  # an instant or sorcery (what gives those lifelink reaches it)
    # an instant of mana value 2 or less: what Isochron Scepter can imprint and copy
    # (imprinted_copies.py)
    imprintable: bool = False
    # a creature's printed toughness: damage at least that much destroys it (704.5g)
    toughness: int | None = None
    # a creature's printed power, and the keywords it has that change what a fight deals
    # (lexicon words: "flying", "lifelink"): a fight it is said in is read from them
    # (combat_told.py), where its effects are nothing but its lifelink
    power: int | None = None
    keywords: tuple[str, ...] = ()
    # the steps at which it has a trigger the reader does not play out (Sulfuric Vortex's
    # damage at each upkeep): a ruling that names such a step with it ends nothing unless told
    unplayed_steps: tuple[Moment, ...] = ()
    # a permanent's card types ("artifact", "creature") and colours ("black"; none: colourless),
    # where known: what a card that removes it can target is judged from them (removals.py)
    types: tuple[str, ...] = ()
    colours: tuple[str, ...] = ()
    # a creature's types where no word of its name says them ("angel" for Exquisite
    # Archangel): "my angel dies" names it again as a word of its name would
    # (card_references.py)
    subtypes: tuple[str, ...] = ()
    # other cards' names a typo away from its own (Blinkmoth Nexus, beside Inkmoth Nexus): never
    # read as it, fuzzily or not (card_lookup.py)
    others: tuple[str, ...] = ()
    # every ability it has is static (MTG CR 113.3d, 604.1): none triggers, none is activated,
    # so nothing of it is ever put on the stack once it is on the battlefield (Platinum Angel):
    # "its ability resolves" is refused as the card's being there (static_abilities.py)
    static_only: bool = False
    # the cards it makes a loop with that ends itself, draining a player as it repeats
    # (loop_pairs_asked.py): until their life runs out (Exquisite Blood with Sanguine Bond,
    # 704.5a), or their life or their library, whichever first (Duskmantle Guildmage, its
    # ability activated, with Mindcrank: at 0 life they lose, with an empty library only at
    # their next draw, 704.5b). Said on one card of each pair.
    loop_drains_life_with: tuple[str, ...] = ()
    loop_drains_life_or_library_with: tuple[str, ...] = ()
    # its change of life, left out of its effects (`changes` life), never takes a total from
    # above 0 to 0 or less or back (Soulgorger Orgg: all but 1, nothing at 1 or less): beside a
    # card leaving alone, who is out does not turn on it (card_checks.py)
    never_crosses_zero: bool = False
    # a change of life its effects leave out that only ever gains its player life (Chaplain's
    # Blessing): a total told above 0 stays above it (card_checks.py)
    only_gains_life: bool = False
    # the cards it makes a loop of mandatory actions with that changes no player's life or
    # library (Stuffy Doll, its controller chosen, with Pariah's Shield on it: the damage
    # comes back to it each time): a draw (104.4b). Said on one card of the pair.
    loop_drains_nobody_with: tuple[str, ...] = ()

    @property
    def kind(self) -> Kind:
        """The card's first (main) kind."""
        return self.effects[0].kind

    @property
    def kinds(self) -> frozenset[Kind]:
        return frozenset(effect.kind for effect in self.effects)

    @property
    def said(self) -> Message:
        """The card's wording as a catalogue message (the `cards` domain), worded in the
        reader's language; a mana cost's braces ("{2}{B}") are the msgid's literal text."""
        return Message(self.wording.replace("{", "{{").replace("}", "}}"))

    def to_json(self) -> dict[str, Any]:
        """The card as a ruling's `cards` lists it (rulings.md, revision 3)."""
        return {"name": self.name, "as": self.wording, "rules": list(self.rules)}


@dataclass(frozen=True)
class CardMatch:
    """A card found for what was written, and how close the writing was (100: exact)."""

    card: Card
    written: str
    score: float


@dataclass(frozen=True)
class CardMention(CardMatch):
    """A card named inside a text, at text[start:end]."""

    start: int = 0
    end: int = 0


# A card Arbiter does not know (a game's own words for it: game_words, RulingNote.UNKNOWN_CARD).
UNKNOWN_CARD_SAID: Final = N_(
    'Arbiter does not know the card "{card}". Say what it did in words instead, e.g. '
    '"an effect says alice wins" or "alice loses 3 life".'
)

# ... beside a card it knows that turns on what a spell may do (unnamed_held.turned_by_one_of):
# that card named, and the words that would say it ("... and I draw a card").
UNKNOWN_CARD_TURNED: Final = N_(
    'Arbiter does not know the card "{card}". {known} may turn on what it did: say what it did '
    'in words instead, e.g. "... and {did}".'
)


@dataclass(frozen=True)
class UnknownCard:
    """A card name Arbiter does not know, as it was written."""

    written: str

    @property
    def said(self) -> Message:
        return Message(UNKNOWN_CARD_SAID, card=self.written)

    @property
    def message(self) -> str:
        return self.said.english()
