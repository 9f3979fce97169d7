"""The cards Arbiter knows: what each does to winning, losing and drawing a game
(shared/spec/rulings.md, revision 3, "Cards").

A catalogue per game is read from the package's data (bot/core/rulings/card_data/GAME.json, through
importlib.resources, once per process and only when first asked) into frozen values. Each card
has its canonical `name`, its `game`, its `aliases` (nicknames people type: "Thoracle", "Lab
Man"), `short` names (one word of the name, "Oracle", found in a sentence only where it reads as
a name), `wording` (the JSON's `as`: Arbiter's own one line on what it does to winning, losing
or drawing, never the card's printed text), `rules` (the rule numbers it turns on, cited as the
rules core cites them, "MTG CR 104.2b") and its `effects`, each of one kind:

- `Kind.ENDS_GAME` (`EndsGame`): an effect that says a player wins or loses, or that the game is
  a draw; on resolution, as an activated ability, or as a triggered ability with its moment and
  its condition, in words and, where it is a number, structured (`Check`: "40 or more life",
  "no more cards in the library than the devotion to blue").
- `Kind.CANT_LOSE` / `Kind.CANT_WIN` (`CantLose` / `CantWin`): who can't lose or can't win, and
  what ends it (the permanent leaving, the end of the turn, your next turn, a condition).
- `Kind.REPLACES_LOSS` (`ReplacesLoss`): "if you would lose the game, instead ...".
- `Kind.CHANGES_STATE_LOSS` (`ChangesStateLoss`): a change to a state-based loss: no loss for
  0 or less life, a life total that can't change or can't go below a floor, a win instead of the
  draw from an empty library.
- `Kind.POISON` (`PoisonSource`): infect, toxic N, poisonous N, a trigger or spell that gives
  poison counters, or proliferate (`"moment": "damage"`: on the card's own combat damage to a
  player, Thrummingbird; without it, never of its damage).
- `Kind.COMMANDER_DAMAGE` (`CommanderDamageSource`): a commander people name, or what doubles
  the combat damage a commander deals (double strike, damage doubling).
- `Kind.LIFELINK` (`Lifelink`): life gained with the damage (the keyword, at the same time) or by
  a separate trigger (later, on the stack), or the life an opponent
  loses gained by a trigger (Exquisite Blood: refused beside a change of life).
- `Kind.DAMAGE` (`DamageSource`): damage or life loss people name as what brought a player down;
  one that triggers on a change of life (Sanguine Bond) is refused beside one not written out.
  `"x": true`: its amount is the X chosen as it is cast (Earthquake, read from "for 5");
  `"modal": true`: one of its modes deals it, which one unsaid (Slagstorm). A spell whose one
  effect is damage to each player as it resolves, one mode, is read cast and resolved
  (each_player_damage.py).
- `Kind.EMPTIES_LIBRARY` (`EmptiesLibrary`): mill or exile that empties a library (its player
  loses only on drawing from it), or cards drawn as a spell resolves (Brainstorm: a draw from
  an empty library loses at the next check).
- `Kind.LOOP` (`MandatoryLoop`): a card that makes a loop of mandatory actions (a draw).
- `Kind.REPLACES_DRAW` (`ReplacesDraw`): "if a player would draw, instead ...": no card is
  drawn, so no draw from an empty library (Shared Fate; Archmage Ascension, optional and with
  its condition). Refused beside a draw from an empty library.
- `Kind.SHARES_DRAW` (`SharesDraw`): "if an opponent would draw two or more cards, instead you
  and that player each draw a card" (Alms Collector): read where the draw is said with its
  count (library_draws.draws_a_card), as two draws of one card, one player at a time.
- `Kind.ENDS_NOTHING` (`EndsNothing`): a card people name whose effect ends nothing by itself
  (Fact or Fiction reveals and draws nothing, Reins of Power exchanges control and nothing
  enters, Cromat counts as every colour); judged beside any event, unless it `changes` a count
  the words may leave out (Spiritual Focus's life and optional draw). One that takes a
  permanent off the battlefield says where to and what it can target (`removes`, `takes`,
  card_targets.py: Doom Blade, Swords to Plowshares; every such permanent with `every`: Wrath
  of God), judged from the target card's `types` and `colours` (removals.py). One that copies
  the card imprinted on it for its controller to cast (`casts_imprinted`: Isochron Scepter)
  makes "I use it imprinted with CARD" a copy of CARD cast, where CARD is `imprintable` (an
  instant of mana value 2 or less; imprinted_copies.py).
- `Kind.PROTECTION` (`Protection`): protection from everything (Teferi's Protection): damage to
  its player is prevented (702.16e), followed by the engine (`prevent_damage`); with
  `phases_out`, refused beside another card its controller controls (702.26b).
- `Kind.TURNS_DAMAGE_BACK` (`TurnsDamageBack`): damage prevented and turned back at the
  source's controller (Deflecting Palm, Boros Fury-Shield): read in a fight told by stats
  (combat_told.py), its damage with the prevented damage or as the spell resolves.
- `Kind.COUNTERS` (`Counters`): a counterspell and what it can target (`Countered`: any spell,
  a noncreature, creature or instant spell, an ability, or either), and the mana its target's
  controller may pay to keep it (Mana Leak): a countered spell or trigger does nothing.
- `Kind.COPIES_SPELL` (`CopiesSpell`): a copy of an instant or sorcery spell (Twincast, Fork),
  which resolves first and may have new targets: a burn spell's damage dealt again where the
  copy was aimed. Both are read where the words tell them cast (spells_on_spells.py), and end
  nothing by themselves.
- `Kind.SETS_LIFE` (`SetsLife`): each player's (or a target's) life total becomes a number as
  it resolves, a fixed `amount` or a count made for each player then (`LifeCount`: Biorhythm's
  creatures they control, 0 with none; the lowest total, Repay in Kind's; the other player's,
  two totals exchanged, Mirror Universe's); a gain or loss of the difference (119.5). Read cast
  and resolved with every player's count of creatures told (life_set.py); beside anything else
  refused, and cast or activated with what it did unsaid, asked about (effects_unsaid.py).

Lookup is fuzzy and needs no exact spelling: `find_card(text, game)` reads a whole text as one
card name (any case, punctuation, a possessive, a typo) and answers `CardMatch` with a score, or
`UnknownCard` with the name as written (and the words to describe the card's effect instead);
`cards_in(text, game)` finds the cards named inside a sentence. In a sentence, a name that is
made of ordinary words ("Worship", "Last Chance") and a short name ("Oracle") count only where
they read as a name: capitalised, in [[brackets]] or quotes, or after "cast" (ordinary words) or
a possessive such as "my" or "bob's" (short names); a short name followed by "text" ("oracle
text") never counts, nor does one whose words go on as a longer name ("I cast Approach of the
First Moon" names no Approach of the Second Sun: `name_goes_on`). Typos are forgiven in names of
two or more words and in long single-word names and nicknames, never in short names or names of
ordinary words; and only word by word (`misspelt`): each word the name's own or a letter or so
away from it ("Aproach of the Second Son"), never another word in its place, however near the
whole ("Approach of the Second Moon" is unknown, not Approach of the Second Sun).

Four modules, split by what changes apart: `card_model` (the typed kinds and effects, which
change when a new kind of effect is modelled; the effects on a spell or on life totals as a
spell resolves in `card_spell_effects`, every kind gathered as one type in `card_effects`),
`card_values` (a card as one value, with the
facts of the printed card the reader uses, and what a lookup finds: it changes when a card
gains such a fact), `card_loading` (reading the JSON into them, which changes with the data's
format) and `card_lookup` (finding cards by name, which changes with the matching). This
module is the one place the rest of the reader imports them from.

Pure: no Discord, no database, no I/O beyond reading the package's own data files.
"""

from __future__ import annotations

from bot.core.rulings.card_effects import EFFECT_TYPES, Effect
from bot.core.rulings.card_loading import (
    DATA_PACKAGE,
    parse_cards,
)
from bot.core.rulings.card_lookup import (
    FUZZY_CUTOFF,
    LOOKUP_CUTOFF,
    WORDS_KEPT,
    Catalogue,
    Form,
    all_cards,
    cards_in,
    catalogue,
    find_card,
    fold,
    unknown_card,
)
from bot.core.rulings.card_model import (
    CantLose,
    CantWin,
    Change,
    ChangesStateLoss,
    Check,
    CommanderDamageSource,
    CommanderHow,
    Compare,
    Condition,
    DamageHow,
    DamageSource,
    EmptiesLibrary,
    EndsGame,
    EndsNothing,
    Kind,
    LibraryHow,
    Lifelink,
    LifelinkHow,
    LoopAct,
    MandatoryLoop,
    Measure,
    Moment,
    Need,
    PoisonHow,
    PoisonSource,
    Protection,
    RemovesAbilities,
    ReplacesDraw,
    ReplacesLoss,
    Returns,
    SharesDraw,
    StateLoss,
    Until,
    Who,
    saprolings_loop,
)
from bot.core.rulings.card_spell_effects import (
    CopiesSpell,
    Countered,
    Counters,
    LifeCount,
    SetsLife,
    TurnedAmount,
    TurnedFrom,
    TurnsDamageBack,
)
from bot.core.rulings.card_targets import Removes, Takes
from bot.core.rulings.card_values import Card, CardDataError, CardMatch, CardMention, UnknownCard

__all__ = [
    "DATA_PACKAGE",
    "EFFECT_TYPES",
    "FUZZY_CUTOFF",
    "LOOKUP_CUTOFF",
    "WORDS_KEPT",
    "CantLose",
    "CantWin",
    "Card",
    "CardDataError",
    "CardMatch",
    "CardMention",
    "Catalogue",
    "Change",
    "ChangesStateLoss",
    "Check",
    "CommanderDamageSource",
    "CommanderHow",
    "Compare",
    "Condition",
    "CopiesSpell",
    "Countered",
    "Counters",
    "DamageHow",
    "DamageSource",
    "Effect",
    "EmptiesLibrary",
    "EndsGame",
    "EndsNothing",
    "Form",
    "Kind",
    "LibraryHow",
    "LifeCount",
    "Lifelink",
    "LifelinkHow",
    "LoopAct",
    "MandatoryLoop",
    "Measure",
    "Moment",
    "Need",
    "PoisonHow",
    "PoisonSource",
    "Protection",
    "Removes",
    "RemovesAbilities",
    "ReplacesDraw",
    "ReplacesLoss",
    "Returns",
    "SetsLife",
    "SharesDraw",
    "StateLoss",
    "Takes",
    "TurnedAmount",
    "TurnedFrom",
    "TurnsDamageBack",
    "UnknownCard",
    "Until",
    "Who",
    "all_cards",
    "cards_in",
    "catalogue",
    "find_card",
    "fold",
    "parse_cards",
    "saprolings_loop",
    "unknown_card",
]
