"""Phrase forms of a player's totals and fate: commander damage, concessions, life, poison,
lethal totals, life paid, damage, gains, drawing from an empty library, a champion defeated,
and effects that say a player can't lose, loses or draws.

Part of the situation language's phrase forms, tried in the order phrases.py lists them."""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.commander_damage_told import commander_damage_dealt
from bot.core.rulings.lethal_with_gain import unmeasured_gain
from bot.core.rulings.library_draws import decked, drawn_from_empty
from bot.core.rulings.life_paid_down import life_paid_down
from bot.core.rulings.outcome_effects import (
    cant_lose_effect,
    draw_effect,
    effect_said,
    loss_told,
    no_life_loss_said,
)
from bot.core.rulings.phrase_events import (
    champion_taken,
    counter_of,
    damage_dealt,
    every_champion_died,
    lethal_total,
    life_paid,
    of_player,
    paid_until_unable,
    unmeasured_hit,
)
from bot.core.rulings.phrase_forms import phrase_form
from bot.core.rulings.phrase_values import Builder
from bot.core.rulings.team_events import team_conceded, team_life, team_poison
from bot.core.rulings.tenses import (
    ATTEMPT,
    BE,
    BECOME,
    CANT,
    CONCEDE,
    CONTROL,
    DAMAGE,
    DEAL,
    DEAL_OR_DO,
    DECK,
    DIE,
    DRAW,
    DROP,
    END,
    FALL,
    FORFEIT,
    GAIN,
    GET,
    GO,
    HAVE,
    HIT,
    LOSE,
    LOSE_OR_WIN,
    MAKE,
    OR_LESS,
    PAY,
    REACH,
    RECEIVE,
    SAY,
    SCOOP,
    TAKE,
    THEIR,
    TRY,
    verb,
)
from bot.core.rulings.words import LIFE, OWNER, SUBJECT

# "player b sits at 1 life", "bob stands at 4 life": a life total told
_SIT = rf"(?:{verb('sit', 'sits', 'sat')}|{verb('stand', 'stands', 'stood')})"

_DEFEATED = (
    rf"(?:{DIE}|(?:{BE}|{GET}) (?:destroyed|defeated|killed|slain)|{TAKE} lethal damage"
    rf"|(?:{BE}|{GET}) dealt lethal damage|(?:{BE} (?:at|down to)|{HAVE}) (?:0|zero|no)"
    r" (?:health|life|hp)(?: left| remaining)?)"
)

# a total as held: I'm "only" at 2, 2 life "remaining", "my current" life
_ADVERB = one_of(WORDS.total_adverbs, " ")

_LEFT = one_of(WORDS.total_left, " ")

_LIFE_SAID = one_of(WORDS.life_adjectives, " ")

_DAMAGE = r"(?: (?P<c>combat |noncombat |non-combat )?damage)?"

# when a player left, before the moment asked of: "earlier", "already", "last turn"
_EARLIER = r"(?: earlier| already| before(?: that)?| last turn| first)?"

# a poison total: "3 poison", "3 poison counters", "9 poisons" as chat counts them
_POISON_TOTAL = r"poison(?:s| counters?)?"
_FROM = r"(?: (?:from|by|because of|due to|thanks to|off|of) {SRC})?"


TOTAL_FORMS: list[tuple[re.Pattern[str], Builder]] = [
    (
        phrase_form(
            rf"{{X}}~{TAKE} {{N}}(?: more)? (?:combat )?commander damage"
            r" from {Y}(?:'s?)?(?: commander)?(?: (?P<src>[\w'§+ -]+?))?"
        ),
        commander_damage_dealt,
    ),
    (
        # "bob has 21 commander damage from alice's commander": what it dealt so far, a tally
        phrase_form(
            rf"{{X}}~{HAVE} {{N}} (?:combat )?commander damage"
            r" from {Y}(?:'s?)?(?: commander)?(?: (?P<src>[\w'§+ -]+?))?"
        ),
        commander_damage_dealt,
    ),
    (
        phrase_form(
            # "my commander deals 1 more combat damage": counted with what it dealt before
            rf"{{Y's}} commander(?: (?P<src>[\w'§+ -]+?))?? {DEAL} {{N}}(?: more)?"
            r" (?:combat )?(?:commander )?damage to {X}"
        ),
        commander_damage_dealt,
    ),
    (
        phrase_form(rf"{{X}}~(?:{CONCEDE}|{SCOOP}|{FORFEIT})(?: the game)?(?: to {{Y}})?"),
        of_player(EventKind.CONCEDE),
    ),
    # "our team concedes", "the other team scoops" (Two-Headed Giant: the team as one)
    (
        phrase_form(rf"{{X's}} team (?:{CONCEDE}|{SCOOP}|{FORFEIT})(?: the game)?(?: to {{Y}})?"),
        team_conceded,
    ),
    (
        phrase_form(
            rf"{{X}}~(?:{BE}|'s|'m|{_SIT})(?: {_ADVERB})? (?:at|on|down to(?: {THEIR} last)?"
            rf"|left at|left on|left with|reduced to) {{N}}{OR_LESS}(?: {LIFE})?(?: {_LEFT})?"
        ),
        counter_of(EventKind.LIFE, sign=None),
    ),
    (
        phrase_form(
            rf"{{X}}~(?:{_ADVERB} )?{HAVE}(?: {_ADVERB})?"
            rf" {{N}}{OR_LESS} {LIFE}(?: {_LEFT})?"
        ),
        counter_of(EventKind.LIFE, sign=None),
    ),
    (
        phrase_form(
            rf"{{X}}~(?:(?:{GO}|{DROP}|{FALL}|{GET}|{END}|{BE} reduced|reduced) (?:down )?"
            rf"(?:to|at)|{HIT}|{REACH}) {{N}}{OR_LESS}(?: {LIFE})?"
        ),
        counter_of(EventKind.LIFE, sign=None),
    ),
    (
        phrase_form(
            rf"{{X's}} (?:{_LIFE_SAID} )?{LIFE}(?: total)? (?:{BE}(?: {_ADVERB})?(?: at| down to)?"
            rf"|{BECOME}|(?:{GO}|{DROP}|{FALL}|{END}) (?:down )?"
            rf"(?:to|at)|{HIT}|{REACH}|is set to|was set to) {{N}}{OR_LESS}"
        ),
        counter_of(EventKind.LIFE, sign=None),
    ),
    # "opp at 3", "im on 3": the verb left out ("im", "I'm" as chat types it, is the asker)
    (phrase_form(rf"{{X}} (?:at|on) {{N}}(?: {LIFE})?"), counter_of(EventKind.LIFE, sign=None)),
    (
        phrase_form(
            rf"{{X's}} team(?:'s {LIFE}(?: total)?)? (?:{BE}|'s)(?: now| still| only| already)?"
            rf" (?:at|on|down to|reduced to) {{N}}{OR_LESS}(?: {LIFE})?(?: left| total)?"
        ),
        team_life,
    ),
    (
        phrase_form(
            rf"{{X's}} team(?: {BE}|'s| (?:has|have|had|'s got|got))(?: now| still| only| already)?"
            r"(?: at| on)? {N} poison(?: counters?)?(?: total)?"
        ),
        team_poison,
    ),
    (
        phrase_form(
            rf"{{X}}~(?:{BE}|'s|'m)(?: now| still)? (?:at|on|down to|below|under) (?:negative"
            rf"|less than (?:0|zero|1|one)|(?:0|zero) or (?:less|lower|below)|below (?:0|zero))"
            rf"(?: {LIFE})?"
        ),
        lethal_total,
    ),
    # "I go below 1 life", "bob drops under one", "she falls to negative life": a total moved
    # to 0 or less, the bound said as the lowest total that stays in (below 1), read as 0
    (
        phrase_form(
            rf"{{X}}~(?:{GO}|{DROP}|{FALL}|{GET}|{BE} reduced|reduced) (?:down )?(?:below|under"
            rf"|to less than|to negative|to (?:0|zero) or (?:less|lower|below)) (?:(?:0|zero|1|one)"
            rf"(?: {LIFE})?|{LIFE})"
        ),
        lethal_total,
    ),
    # "I have negative life", "bob has 0 or less life": the same total, said as held
    (
        phrase_form(
            rf"{{X}}~{HAVE}(?: now| still)? (?:negative|less than (?:0|zero|1|one)"
            rf"|(?:0|zero) or (?:less|lower|fewer)) {LIFE}(?: total)?"
        ),
        lethal_total,
    ),
    (
        phrase_form(
            rf"{{X}}~(?:{TAKE}|(?:{BE}|{GET}) dealt|{BE} hit for) lethal"
            rf"(?: (?P<c>combat |noncombat |non-combat )?damage)?(?: (?:from|by) {{SRC}})?"
        ),
        lethal_total,
    ),
    (
        phrase_form(
            rf"{{SRC}} {DEAL_OR_DO} lethal(?: (?P<c>combat|noncombat|non-combat))? damage"
            r" to {X}"
        ),
        lethal_total,
    ),
    # Life paid again and again until it can't be (MTG CR 119.4): paid_life.paid_down.
    (
        phrase_form(
            rf"{{X}}~{PAY} {{N}} {LIFE}(?: (?:for|on) (?:each|every) activation of {{SRC}}"
            r"| again| repeatedly| each time)? until"
            r" (?:he|she|they|i|you|we) (?:cannot|can't|can not|can no longer|could not|couldn't)"
            r"(?: (?:pay|do so|anymore|any more|pay any more|pay anymore))?"
        ),
        paid_until_unable,
    ),
    # ... told by where it ends, each payment the life a card's ability costs: life_paid_down.
    (
        phrase_form(
            rf"(?:(?:can|could) )?{{X}}~(?:(?:{MAKE}|{verb('force', 'forces', 'forced')}) {{Y}}"
            rf" (?:to )?pay|{PAY}) (?:myself|himself|herself|themselves|themself|yourself"
            r"|(?:my|his|her|their|your) life(?: total)?) (?:all the way )?down to (?:0|zero)"
            r"(?: life)?(?: or (?:-1|minus 1|negative 1|less|lower|below))?"
        ),
        life_paid_down,
    ),
    (
        phrase_form(rf"{{X}}~{LOSE} {{N}}(?: more)? {LIFE}{_FROM}"),
        counter_of(EventKind.LIFE, sign=-1),
    ),
    (phrase_form(rf"{{X}}~{PAY} {{N}}(?: more)? {LIFE}{_FROM}"), life_paid),
    (
        phrase_form(
            rf"{{X}}~(?:{TAKE}|(?:{BE}|{GET}) dealt|(?:{BE}|{GET}) hit for|{GET} hit with)"
            rf" {{N}}(?: more)?{_DAMAGE}(?: (?:from|by|off|of) {{SRC}})?"
        ),
        damage_dealt,
    ),
    (
        phrase_form(
            rf"{{SRC}} {DEAL_OR_DO} {{N}}(?: more)?(?: (?P<c>combat|noncombat|non-combat))? damage"
            r" to {X}"
        ),
        damage_dealt,
    ),
    (
        phrase_form(
            rf"{{SRC}} {DEAL_OR_DO}(?: (?P<c>combat|noncombat|non-combat))? damage to {{X}}"
        ),
        unmeasured_hit,
    ),
    (phrase_form(rf"{{SRC}} {DAMAGE} {{X}}"), unmeasured_hit),
    (
        phrase_form(
            rf"{{X}}~(?:{TAKE}|(?:{BE}|{GET}) dealt)(?: (?P<c>combat|noncombat|non-combat))?"
            rf" damage (?:from|by) {{SRC}}"
        ),
        unmeasured_hit,
    ),
    (
        phrase_form(
            rf"{{X}}~{GAIN} {{N}}(?: more)? {LIFE}(?: (?:from|thanks to|because of|through"
            rf"|via|with|off|by) {{SRC}})?"
        ),
        counter_of(EventKind.LIFE, sign=1),
    ),
    # "he gains life from lifelink": an amount never said (judged beside lethal damage only).
    (
        phrase_form(
            rf"{{X}}~{GAIN} (?:some )?{LIFE}(?: (?:from|thanks to|because of|through|via|with"
            rf"|off|by) {one_of(WORDS.lifelink_gains)})?"
        ),
        unmeasured_gain,
    ),
    (
        phrase_form(rf"{{X}}~(?:{_ADVERB} )?{HAVE}(?: {_ADVERB})? {{N}} {_POISON_TOTAL}"),
        counter_of(EventKind.POISON, sign=None),
    ),
    (
        phrase_form(rf"{{X}}~(?:{BE}|'s|'m)(?: {_ADVERB})? (?:at|on) {{N}} {_POISON_TOTAL}"),
        counter_of(EventKind.POISON, sign=None),
    ),
    # "opp at 3 poison", the verb left out as "opp at 3" is
    (
        phrase_form(rf"{{X}} (?:at|on) {{N}} {_POISON_TOTAL}"),
        counter_of(EventKind.POISON, sign=None),
    ),
    (
        phrase_form(
            rf"{{X}}~(?:{GET}|{RECEIVE}|{TAKE}|{BE} given) {{N}} (?:more )?"
            rf"poison(?: counters?)?{_FROM}"
        ),
        counter_of(EventKind.POISON, sign=1),
    ),
    (
        phrase_form(
            rf"{{X}}~(?:{DRAW}|(?:{TRY}|{ATTEMPT}) to draw)(?: a card| {{N}} cards?)?"
            r" (?:from (?:an|my|their|his|her|your|the) empty (?:library|deck)"
            r"|with (?:an|my|their|his|her|your) empty (?:library|deck)"
            r"|with no cards (?:left )?in (?:their|my|his|her|your|the) (?:library|deck))"
        ),
        drawn_from_empty,
    ),
    (
        phrase_form(
            rf"{{X}}~(?:(?P<bare>{DECK})(?: out| (?P<self>themselves|himself|herself|myself))?"
            rf"|(?:{BE}|{GET}) decked(?: out)?)"
        ),
        decked,
    ),
    # A champion defeated: dead, or its damage marked at least its health (GA Ending the Game 3;
    # "is at 0 health", "takes lethal damage"); "both champions" are every player's.
    (phrase_form(rf"{{X's}} champion {_DEFEATED}"), of_player(EventKind.CHAMPION_DIED)),
    (
        phrase_form(
            rf"(?:(?P<x>both)|(?P<all>all)) (?:of )?(?:the |our |(?:the )?players' )?champions"
            rf" {_DEFEATED}"
        ),
        every_champion_died,
    ),
    (
        phrase_form(rf"{{Y}}~(?:{GAIN}|{TAKE}|{GET}) control of {{X's}} champion"),
        champion_taken,
    ),
    (
        phrase_form(
            rf"{{Y}}~(?:{TAKE}|{verb('steal', 'steals', 'stole', 'stolen')}) {{X's}} champion"
        ),
        champion_taken,
    ),
    (
        phrase_form(rf"(?P<o>{OWNER}) (?:effect|card) {SAY} the game is a draw"),
        draw_effect,
    ),
    (phrase_form(rf"{{SRC}} {SAY} the game is a draw"), draw_effect),
    # A "can't lose" effect of a card not named: does it also say the opponents can't win?
    (
        phrase_form(
            rf"{{X}}~(?:{CONTROL}|{HAVE}) (?:a|an|one) (?:card|permanent|creature|artifact"
            r"|enchantment|effect|spell)(?: in play| on the battlefield| out)? (?:that|which)"
            rf" {SAY} (?:that )?(?P<z>{SUBJECT}) {CANT} lose(?: the game)?"
        ),
        cant_lose_effect,
    ),
    (
        phrase_form(rf"{{SRC}} {SAY} (?:that )?{{X}} {CANT} lose(?: the game)?"),
        cant_lose_effect,
    ),
    # A card not named that keeps a player in at 0 or less life, said by what it does
    (
        phrase_form(
            rf"{{X}}~{HAVE} (?:a|an|one|some|another|some other) (?:way|means|effect) to"
            r" (?:avoid losing|not lose)(?: the game)? for having (?:0|zero) or less life"
        ),
        no_life_loss_said,
    ),
    (
        phrase_form(
            rf"{{SRC}} {SAY} (?:that )?{{X}} (?:{CANT}|doesn't|does not|won't|will not) lose"
            r"(?: the game)? for having (?:0|zero) or less life"
        ),
        no_life_loss_said,
    ),
    (
        phrase_form(rf"{{SRC}} {SAY} (?:that )?{{X}} {LOSE_OR_WIN}(?: the game)?"),
        effect_said(says=True),
    ),
    (
        phrase_form(
            rf"{{X}}~{LOSE_OR_WIN}(?: the game)? (?:by|through|because of|from|to|due to"
            rf"|thanks to|with|off) {{SRC}}"
        ),
        effect_said(says=False),
    ),
    (phrase_form(rf"{{SRC}} {MAKE} {{X}} {LOSE_OR_WIN}(?: the game)?"), effect_said(says=False)),
    # "my opponent loses the game", its cause unsaid: read where nothing said could stop it
    (phrase_form(rf"{{X}}~{LOSE_OR_WIN} the game"), loss_told),
    # "bob lost the game earlier", "bob is already out", "bob was eliminated": a player out of
    # the game before what follows, how not said (session 28). A bare "I'm out" is not read
    # (out of the game, or out of cards?): "out" said "already", "now" or "of the game".
    (phrase_form(rf"{{X}}~{LOSE_OR_WIN} the game{_EARLIER}"), loss_told),
    (
        phrase_form(
            rf"{{X}}~(?P<out>(?:{BE}|{GET}) (?:(?:already |now )?(?:eliminated|knocked out)"
            rf"|(?:already|now) out|out(?= of the game)))(?: of the game)?{_EARLIER}"
        ),
        loss_told,
    ),
]
