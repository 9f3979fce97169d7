"""Phrase forms of cards: abilities and triggers resolving, a card in play, cast, played or
named as a verb, moving, taken off the battlefield, dealt damage or told of its loyalty.

Part of the situation language's phrase forms, tried in the order phrases.py lists them."""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import Event
from bot.core.rulings.card_clauses import about_card, about_it, exchange_cast, taken_off
from bot.core.rulings.card_damage_told import dealt_damage, loyalty_told
from bot.core.rulings.cast_draws import draws_on_resolving
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.each_player_damage import damage_each_on_resolving
from bot.core.rulings.imprinted_copies import copy_unread
from bot.core.rulings.life_set import life_set_on_resolving
from bot.core.rulings.needs_met import met_on_resolving
from bot.core.rulings.phrase_forms import phrase_form
from bot.core.rulings.phrase_values import Builder, Clause, Role
from bot.core.rulings.second_casts import cast_again_on_resolving
from bot.core.rulings.spells_at_players import (
    aimed_player_noted,
    spell_aim_unread,
    spell_as_verb,
    spell_cast_at,
)
from bot.core.rulings.tenses import (
    ACTIVATE,
    BE,
    CAST,
    CONTROL,
    DIE,
    ENTER,
    FREE,
    GO,
    HAVE,
    LEAVE,
    MAKE,
    NOT_AN_EVENT_VERB,
    RESOLVE,
    TRIGGER,
    USE,
    verb,
)
from bot.core.rulings.words import MARK, OWNER, Reader, card_marked

# A word of what a card held has with it ("with a Lignify on it", "with 3 +1/+1 counters"),
# never a verb of an event after it ("... and a creature with lifelink deals 2 damage to me").
_WITH_WORD = rf"{NOT_AN_EVENT_VERB}[\w'§+-]++"


def _cast(match: re.Match[str], reader: Reader) -> Clause | Event | None:
    """A card cast, activated or copied: on the stack; a damage spell's target said in words
    no form read is refused (`spell_aim_unread`)."""
    copy_unread(match[0], reader.entities)  # "he uses my Isochron Scepter imprinted with ..."
    spell_aim_unread(match, reader)
    aimed_player_noted(match, reader)
    built = met_on_resolving(about_card(Role.STACK)(match, reader), reader)
    built = cast_again_on_resolving(built, reader)
    built = damage_each_on_resolving(draws_on_resolving(built, reader), match[0], reader)
    return life_set_on_resolving(built, reader)


def _spell_played(match: re.Match[str], reader: Reader) -> Clause | Event | None:
    """A card "played" that is cast: any card Arbiter knows but a land (a land is played, never
    cast, MTG CR 305.1), read as `_cast` reads it; a card it does not know, unread."""
    card = card_marked(match["s"], reader.entities)
    if card is None or not card.effects or card.wording.startswith(_A_LAND):
        return None
    return _cast(match, reader)


# A land's own words in the card table begin so ("a land that becomes a 1/1 ...").
_A_LAND = "a land "


CARD_FORMS: list[tuple[re.Pattern[str], Builder]] = [
    # A card's ability exiling something ("my Etrata, the Silencer exiles bob's creature"):
    # the ability resolving, what it then does said as events.
    (
        phrase_form(rf"{{SRC}} {verb('exile', 'exiles', 'exiled')} {FREE}+?"),
        about_card(Role.STACK),
    ),
    # A card's (delayed) trigger returning something: the trigger resolving.
    (
        phrase_form(
            rf"{{SRC}}'s (?:delayed )?(?:trigger|triggered ability|ability)"
            rf" {verb('return', 'returns', 'returned')} {FREE}+?"
        ),
        about_card(Role.STACK),
    ),
    # A card's trigger making a token copy ("my Mechanized Production makes a second copy of
    # my Treasure at the beginning of my upkeep"): the trigger resolving; a win it is gated on
    # is its condition's (bot.core.rulings.trigger_conditions.arrival_condition).
    (
        phrase_form(
            rf"{{SRC}} (?:{MAKE}|{verb('create', 'creates', 'created')})"
            r" (?:a|an|another|one|a new|(?:a|the) (?:second|third|fourth|fifth|sixth|seventh"
            r"|eighth|next))(?: token)? copy of [\w'§+ -]+?"
            r"(?: (?:at|in) the beginning of (?:my|your|his|her|their|[\w'-]+'s)"
            r" (?:upkeep|end step))?"
        ),
        about_card(Role.STACK),
    ),
    # ... told of the trigger named before ("it made another copy of the enchanted land"): the
    # same resolution, as "it resolves".
    (
        phrase_form(
            r"(?P<s>it|that|this)(?: trigger| ability)?"
            rf" (?:{MAKE}|{verb('create', 'creates', 'created')})"
            r" (?:a|an|another|one|a new)(?: token)? copy of [\w'§+ -]+?"
        ),
        about_it(Role.STACK),
    ),
    # Clauses about a card that are no event.
    (
        phrase_form(rf"(?P<s>it|that|this)(?: spell| ability| trigger| copy)? {RESOLVE}"),
        about_it(Role.STACK),
    ),
    (
        phrase_form(rf"{{SRC}} (?:{BE}|gets|got) countered"),
        about_it(Role.MOVES),
    ),
    (
        phrase_form(
            rf"{{X}}~(?:{CONTROL}|{HAVE}|{BE} controlling) (?!of\b){{SRC}}"
            r"(?: (?:on the battlefield|in play|out|on board"
            r"|under (?P<under>my|his|her|their) control))?"
            rf"(?: with (?P<with>{_WITH_WORD}(?: {_WITH_WORD})*+))?"
        ),
        about_card(Role.PRESENCE),
    ),
    (
        phrase_form(
            rf"{{SRC}} (?:{BE}|{verb('remain', 'remains', 'remained')}) (?:on the battlefield"
            rf"|in play)(?: under {{X's}} control)?"
        ),
        about_card(Role.PRESENCE),
    ),
    # A card's name as a verb ("he Shocks me", "I bolt myself"): cast at a player, it resolves.
    (
        phrase_form(
            rf"{{X}}~(?P<s>{MARK}\d++) (?:(?:myself|himself|herself|themselves|themself"
            r"|yourself)\b|{Y})(?: (?:for\s++|with x\s*+(?:=|equal to |of |at |as |being )\s*+)"
            rf"{{N}}| (?P<l>{one_of(WORDS.cast_for_lethal)}))?"
        ),
        spell_as_verb,
    ),
    (
        phrase_form(
            rf"{{X}}~(?:{CAST}|{ACTIVATE}|{USE}|{verb('play', 'plays', 'played')})"
            rf" (?:(?:a|an|another) )?(?P<s>{MARK}\d++)"
            rf" {one_of(WORDS.cast_at_player)}"
            r" (?:(?:myself|himself|herself|themselves|themself|yourself)\b|{Y})"
            r"(?: (?:for\s++|with x\s*+(?:=|equal to |of |at |as |being )\s*+){N}"
            rf"| (?P<l>{one_of(WORDS.cast_for_lethal)}))?"
        ),
        spell_cast_at,
    ),
    # "I play Reins of Power on my opponent": an exchange of control (603.6a).
    (
        phrase_form(
            rf"{{X}}~(?:{CAST}|{verb('play', 'plays', 'played')}) (?P<s>{MARK}\d++)"
            r" (?:on|targeting|at|against) {Y}"
        ),
        exchange_cast,
    ),
    (
        phrase_form(
            rf"{{X}}~(?:{CAST}|{ACTIVATE}|{USE}|{verb('copy', 'copies', 'copied')})"
            # "I used to control Platinum Angel": a past that no longer holds, never a use
            r" (?!to\b){SRC}"
            r"(?: (?:this turn|in response|on|targeting|at|for|with|choosing|to)(?: [\w'§+= -]+)?)?"
        ),
        _cast,
    ),
    # "I played Brainstorm", "I play a Leveler", "you play Transcendence with Sulfuric Vortex":
    # the older word for casting (before 2009), of any card Arbiter knows but a land; a card it
    # does not know stays as written, and so do "we are playing X" (a game, or a deck, played)
    # and "I play Platinum Angel in my deck", "I play 4 Phages" (what a deck holds).
    (
        phrase_form(
            rf"{{X}}~(?:play|plays|played|(?:will|would|could|can) play)"
            rf" (?:(?:a|an|another|my|his|her|their|your) )?(?P<s>{MARK}\d++)"
            r"(?: (?:this turn|in response|with|for|to|choosing)(?: [\w'§+= -]+)?)?"
        ),
        _spell_played,
    ),
    (
        phrase_form(
            rf"{{X}}~{verb('copy', 'copies', 'copied')} (?P<s>it|that|this)(?: spell)?"
            r"(?: with [\w'§+ -]+)?"
        ),
        about_it(Role.STACK),
    ),
    (
        phrase_form(
            rf"{{SRC}}(?: {TRIGGER}| {RESOLVE}|'s(?: upkeep| end step| attack| death| enter)?"
            rf" (?:trigger|ability|triggered ability|spell)"
            rf"(?: {RESOLVE}| {TRIGGER}| goes on the stack)?| {GO} off| {BE} triggered)"
        ),
        about_card(Role.STACK),
    ),
    # A player's combat damage killing cards ("andy's first-strike damage kills bob's Zulaport
    # Cutthroat, Cruel Celebrant and Teysa Karlov"): they die at the checkpoint (704.5g).
    (
        phrase_form(
            rf"(?P<o>{OWNER}) (?:first[- ]strike |double[- ]strike |regular |normal |combat )*"
            rf"(?:combat )?damage {verb('kill', 'kills', 'killed')} {{SRC}}"
        ),
        about_card(Role.MOVES),
    ),
    # A player's action that takes a card off the battlefield ("my opponent destroys my
    # Platinum Angel", "I sacrifice it"): the card leaves, as "Platinum Angel is destroyed".
    (
        phrase_form(
            rf"{{X}}~(?:{verb('destroy', 'destroys', 'destroyed')}"
            rf"|{verb('kill', 'kills', 'killed')}|{verb('sacrifice', 'sacrifices', 'sacrificed')}"
            rf"|{verb('exile', 'exiles', 'exiled')}) {{SRC}}(?: with [\w'§+ -]+| to §\d++)?"
        ),  # "I sacrifice my Phage to Spawning Pit": to a card's ability, as its cost
        taken_off,
    ),
    # Damage by number to a permanent, and the loyalty told of a planeswalker before it.
    (
        phrase_form(rf"{{SRC}} {BE} (?:dealt|given) (?P<n>\d++)(?: combat)? damage"),
        dealt_damage,
    ),
    (
        phrase_form(
            rf"{{SRC}} (?:{BE} (?:at|on)|{HAVE}) (?P<n>\d++) loyalty(?: counters?)?(?: on it)?"
        ),
        loyalty_told,
    ),
    (
        phrase_form(
            rf"{{SRC}} (?:{DIE}|{BE} (?:destroyed|exiled|sacrificed|killed"
            rf"|{one_of(WORDS.removed_passive)})(?: by (?:(?P<by>{OWNER}) )?[\w'§+ -]+)?"
            rf"|{LEAVE}"
            rf"(?: the battlefield| play)?|{ENTER}(?: the battlefield| play)?"
            r"(?: under {X's} control)?"
            r"(?: without being cast(?: from (?:a|the|my|his|her|their|your) hand)?)?"
            r"(?: with [\w'§+= -]+)?"
            rf"|{BE} (?:dealt|given)"
            rf" (?:lethal|\d++)(?: combat)? damage)"
        ),
        about_card(Role.MOVES),
    ),
]
