"""The phrase forms of the situation language (shared/spec/rulings.md, the table of events and
revision 3): a clause is read by the first form it matches as a whole, never guessed.

A form reads an event ("alice takes 3 damage"), an event with its source ("alice takes 3 from
a Lightning Bolt", "Blood Artist's trigger: bob loses 1 life"), or a clause about a card that
is no event itself: a card in play (`Role.PRESENCE`, "I control Platinum Angel"), put on the
stack or resolving (`Role.STACK`, "Psychosis Crawler triggers", "I cast Fireball"), or moving
(`Role.MOVES`, "my Memnite dies"). Verbs are read in any tense ("took", "is taking", "would
take", "has taken"); numbers in digits or words, with a sign.

Cards are marked in the clause before it gets here (`§` and a number, card_marks.py), so a
card's name is one token whatever its words and commas.

The forms are written with the verbs of tenses.py; what a form builds from its match is
phrase_events.py's (an event) or card_clauses.py's (a clause about a card), read into the
values of phrase_values.py.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_clauses import (
    about_card,
    about_it,
    died_of_damage,
    exchange_cast,
    holds_unnamed,
    land_played,
    no_event,
    taken_off,
)
from bot.core.rulings.card_damage_told import dealt_damage, loyalty_told
from bot.core.rulings.cast_draws import draws_on_resolving
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.commander_damage_told import commander_damage_dealt
from bot.core.rulings.each_player_damage import damage_each_on_resolving
from bot.core.rulings.lethal_with_gain import unmeasured_gain
from bot.core.rulings.library_draws import (
    draw_told,
    drawn_from_empty,
    draws_a_card,
    library_about,
    library_count_elided,
    library_milled,
    library_told,
    milled_by_card,
)
from bot.core.rulings.life_paid_down import life_paid_down
from bot.core.rulings.life_set import life_set_on_resolving
from bot.core.rulings.needs_met import met_on_resolving
from bot.core.rulings.outcome_effects import (
    cant_lose_effect,
    draw_effect,
    effect_said,
    loss_told,
    no_life_loss_said,
)
from bot.core.rulings.phrase_events import (
    behind_on_life,
    champion_taken,
    control_of,
    controls_a_turn,
    counter_of,
    damage_dealt,
    fixed_event,
    lethal_total,
    life_paid,
    made_to_concede,
    mandatory_loop,
    of_player,
    paid_until_unable,
    sudden_death_said,
    team_life,
    team_poison,
    turn_begun,
    unmeasured_hit,
    vote_won,
)
from bot.core.rulings.phrase_values import Builder, Clause, Item, Role
from bot.core.rulings.response_loops import (
    ACTIONS_OPTIONAL,
    ANSWERING,
    ENDLESS,
    answered,
    endless_resources,
)
from bot.core.rulings.spells_at_players import spell_aim_unread, spell_as_verb, spell_cast_at
from bot.core.rulings.tenses import (
    ACTIVATE,
    AGREE,
    ATTACKED,
    ATTEMPT,
    BE,
    BECOME,
    BEGIN,
    CANT,
    CAST,
    CAUSE,
    COLOUR_WORD,
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
    ENTER,
    FALL,
    FORFEIT,
    FREE,
    GAIN,
    GET,
    GIVE,
    GO,
    HAVE,
    HIT,
    HOLDING,
    LEAVE,
    LOSE,
    LOSE_OR_WIN,
    MAKE,
    NOT_AN_EVENT_VERB,
    OR_LESS,
    PAY,
    PUT,
    REACH,
    RECEIVE,
    RESOLVE,
    RESTART,
    SAY,
    SCOOP,
    START,
    TAKE,
    THEIR,
    TRIGGER,
    TRY,
    USE,
    WIN,
    verb,
)
from bot.core.rulings.turn_card_verbs import turn_card_as_verb, turn_card_used_to_concede
from bot.core.rulings.words import (
    LIFE,
    MARK,
    NOT_DONE,
    NUMBER,
    OWNER,
    SUBJECT,
    Reader,
    Unread,
    card_marked,
)

_ELIMINATION = (
    r"(?:single[- ]?elimination|single[- ]elim|top[- ](?:8|eight|4|four)|playoff) (?:match|round)"
)


_TIED = (
    r"(?:the )?game wins (?:are |were |still )?(?:tied|even|equal)(?: at \d+-\d+)?"
    r"|(?:the )?(?:games|match) (?:are |were |is |was )?tied(?: at \d+-\d+)?"
)


_TIED = rf"(?:{_TIED})"


_MILL = verb("mill", "mills", "milled")


# "player b sits at 1 life", "bob stands at 4 life": a life total told
_SIT = rf"(?:{verb('sit', 'sits', 'sat')}|{verb('stand', 'stands', 'stood')})"


# "their library", and of players said together, "our libraries", "their decks".
_THEIR_LIBRARY = rf"(?:(?:{THEIR}|our) )?(?:library|deck|libraries|decks)"  # "0 cards in library"


_DEFEATED = (
    rf"(?:{DIE}|(?:{BE}|{GET}) (?:destroyed|defeated|killed|slain)|{TAKE} lethal damage"
    rf"|(?:{BE}|{GET}) dealt lethal damage|(?:{BE} (?:at|down to)|{HAVE}) (?:0|zero|no)"
    r" (?:health|life|hp)(?: left| remaining)?)"
)


_EXTRA_TURNS = r"(?:the )?(?:five |three |5 |3 )?(?:extra|additional) turns"


# After a subject: "both", "all" ("alice and bob both concede"), then a space or a contraction.
_AFTER_SUBJECT = r"(?:\s++(?:both|all|each|also|too)\b)?+(?:\s++|(?='))"


# a total as held: I'm "only" at 2, 2 life "remaining", "my current" life
_ADVERB = one_of(WORDS.total_adverbs, " ")
_LEFT = one_of(WORDS.total_left, " ")
_LIFE_SAID = one_of(WORDS.life_adjectives, " ")


def _phrase(pattern: str) -> re.Pattern[str]:
    """A phrase form as a pattern matched against a whole clause. Its names are whole words
    (words.NAME is atomic), its numbers and spaces are taken whole (possessive), and its one
    free text (a card's or a source's words) is lazy between fixed words: a clause is read
    in time proportional to its length, whatever it holds (language.py, issue #29)."""
    text = (
        pattern.replace("{X}~", "{X}" + _AFTER_SUBJECT)
        .replace("{Y}~", "{Y}" + _AFTER_SUBJECT)
        .replace("{X}", f"(?P<x>{SUBJECT})")
        .replace("{Y}", f"(?P<y>{SUBJECT})")
        .replace("{X's}", f"(?P<x>{OWNER})")
        .replace("{Y's}", f"(?P<y>{OWNER})")
        .replace("{N}", f"(?P<n>{NUMBER})")
        .replace("{SRC}", f"(?P<s>{FREE}+?)")
        .replace(" ", r"\s++")
    )
    return re.compile(text, re.IGNORECASE)


# A word of what a card held has with it ("with a Lignify on it", "with 3 +1/+1 counters"),
# never a verb of an event after it ("... and a creature with lifelink deals 2 damage to me").
_WITH_WORD = rf"{NOT_AN_EVENT_VERB}[\w'§+-]++"


_DAMAGE = r"(?: (?P<c>combat |noncombat |non-combat )?damage)?"


_FROM = r"(?: (?:from|by|because of|due to|thanks to|off|of) {SRC})?"

_IN_CITY = r"(?: in (?:my|his|her|their|your|the) city)?"


# A loop with an optional action in it, read whole: its cards are listed with "and".
_OPTIONAL_LOOP = _phrase(
    r"{SRC} (?:in|into) (?:an? )?(?:infinite )?loop(?: of| with| that includes"
    r"| that contains| including)(?:\s++(?!(?:optional|non-?mandatory)\b)[\w'§+-]++)"
    r"{0,4}+ (?:optional|non-?mandatory) (?:actions?|choices?)"
)


def optional_loop(text: str, reader: Reader) -> Clause | None:
    """A whole sentence that says the game is in a loop with an optional action, or None."""
    chain = ANSWERING.fullmatch(text)  # a chain of responses told to go on
    if chain is not None:
        return answered(chain, reader)
    match = _OPTIONAL_LOOP.fullmatch(text)
    if match is None:
        return None
    built = no_event(Role.OPTIONAL_LOOP)(match, reader)
    return built if isinstance(built, Clause) else None


def _cast(match: re.Match[str], reader: Reader) -> Clause | Event | None:
    """A card cast, activated or copied: on the stack; a damage spell's target said in words
    no form read is refused (`spell_aim_unread`)."""
    spell_aim_unread(match, reader)
    built = met_on_resolving(about_card(Role.STACK)(match, reader), reader)
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


# (phrase form, event): tried in order, the first whole match wins. Longer forms come first.
_PHRASES: list[tuple[re.Pattern[str], Builder]] = [
    (
        _phrase(
            rf"{{X}}~{TAKE} {{N}}(?: more)? (?:combat )?commander damage"
            r" from {Y}(?:'s?)?(?: commander)?(?: (?P<src>[\w'§+ -]+?))?"
        ),
        commander_damage_dealt,
    ),
    (
        # "bob has 21 commander damage from alice's commander": what it dealt so far, a tally
        _phrase(
            rf"{{X}}~{HAVE} {{N}} (?:combat )?commander damage"
            r" from {Y}(?:'s?)?(?: commander)?(?: (?P<src>[\w'§+ -]+?))?"
        ),
        commander_damage_dealt,
    ),
    (
        _phrase(
            # "my commander deals 1 more combat damage": counted with what it dealt before
            rf"{{Y's}} commander(?: (?P<src>[\w'§+ -]+?))?? {DEAL} {{N}}(?: more)?"
            r" (?:combat )?(?:commander )?damage to {X}"
        ),
        commander_damage_dealt,
    ),
    (
        _phrase(rf"{{X}}~(?:{CONCEDE}|{SCOOP}|{FORFEIT})(?: the game)?(?: to {{Y}})?"),
        of_player(EventKind.CONCEDE),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{BE}|'s|'m|{_SIT})(?: {_ADVERB})? (?:at|on|down to(?: {THEIR} last)?"
            rf"|left at|left on|left with|reduced to) {{N}}{OR_LESS}(?: {LIFE})?(?: {_LEFT})?"
        ),
        counter_of(EventKind.LIFE, sign=None),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{_ADVERB} )?{HAVE}(?: {_ADVERB})?"
            rf" {{N}}{OR_LESS} {LIFE}(?: {_LEFT})?"
        ),
        counter_of(EventKind.LIFE, sign=None),
    ),
    (
        _phrase(
            rf"{{X}}~(?:(?:{GO}|{DROP}|{FALL}|{GET}|{END}|{BE} reduced|reduced) (?:down )?"
            rf"(?:to|at)|{HIT}|{REACH}) {{N}}{OR_LESS}(?: {LIFE})?"
        ),
        counter_of(EventKind.LIFE, sign=None),
    ),
    (
        _phrase(
            rf"{{X's}} (?:{_LIFE_SAID} )?{LIFE}(?: total)? (?:{BE}(?: {_ADVERB})?(?: at| down to)?"
            rf"|{BECOME}|(?:{GO}|{DROP}|{FALL}|{END}) (?:down )?"
            rf"(?:to|at)|{HIT}|{REACH}|is set to|was set to) {{N}}{OR_LESS}"
        ),
        counter_of(EventKind.LIFE, sign=None),
    ),
    (_phrase(rf"{{X}} at {{N}}(?: {LIFE})?"), counter_of(EventKind.LIFE, sign=None)),
    (
        _phrase(
            rf"{{X's}} team(?:'s {LIFE}(?: total)?)? (?:{BE}|'s)(?: now| still| only| already)?"
            rf" (?:at|on|down to|reduced to) {{N}}{OR_LESS}(?: {LIFE})?(?: left| total)?"
        ),
        team_life,
    ),
    (
        _phrase(
            rf"{{X's}} team(?: {BE}|'s| (?:has|have|had|'s got|got))(?: now| still| only| already)?"
            r"(?: at| on)? {N} poison(?: counters?)?(?: total)?"
        ),
        team_poison,
    ),
    (
        _phrase(
            rf"{{X}}~(?:{BE}|'s|'m)(?: now| still)? (?:at|on|down to|below|under) (?:negative"
            rf"|less than (?:0|zero|1|one)|(?:0|zero) or (?:less|lower|below)|below (?:0|zero))"
            rf"(?: {LIFE})?"
        ),
        lethal_total,
    ),
    # "I go below 1 life", "bob drops under one", "she falls to negative life": a total moved
    # to 0 or less, the bound said as the lowest total that stays in (below 1), read as 0
    (
        _phrase(
            rf"{{X}}~(?:{GO}|{DROP}|{FALL}|{GET}|{BE} reduced|reduced) (?:down )?(?:below|under"
            rf"|to less than|to negative|to (?:0|zero) or (?:less|lower|below)) (?:(?:0|zero|1|one)"
            rf"(?: {LIFE})?|{LIFE})"
        ),
        lethal_total,
    ),
    # "I have negative life", "bob has 0 or less life": the same total, said as held
    (
        _phrase(
            rf"{{X}}~{HAVE}(?: now| still)? (?:negative|less than (?:0|zero|1|one)"
            rf"|(?:0|zero) or (?:less|lower|fewer)) {LIFE}(?: total)?"
        ),
        lethal_total,
    ),
    (
        _phrase(
            rf"{{X}}~(?:{TAKE}|(?:{BE}|{GET}) dealt|{BE} hit for) lethal"
            rf"(?: (?P<c>combat |noncombat |non-combat )?damage)?(?: (?:from|by) {{SRC}})?"
        ),
        lethal_total,
    ),
    (
        _phrase(
            rf"{{SRC}} {DEAL_OR_DO} lethal(?: (?P<c>combat|noncombat|non-combat))? damage"
            r" to {X}"
        ),
        lethal_total,
    ),
    # Life paid again and again until it can't be (MTG CR 119.4): paid_life.paid_down.
    (
        _phrase(
            rf"{{X}}~{PAY} {{N}} {LIFE}(?: (?:for|on) (?:each|every) activation of {{SRC}}"
            r"| again| repeatedly| each time)? until"
            r" (?:he|she|they|i|you|we) (?:cannot|can't|can not|can no longer|could not|couldn't)"
            r"(?: (?:pay|do so|anymore|any more|pay any more|pay anymore))?"
        ),
        paid_until_unable,
    ),
    # ... told by where it ends, each payment the life a card's ability costs: life_paid_down.
    (
        _phrase(
            rf"(?:(?:can|could) )?{{X}}~(?:(?:{MAKE}|{verb('force', 'forces', 'forced')}) {{Y}}"
            rf" (?:to )?pay|{PAY}) (?:myself|himself|herself|themselves|themself|yourself"
            r"|(?:my|his|her|their|your) life(?: total)?) (?:all the way )?down to (?:0|zero)"
            r"(?: life)?(?: or (?:-1|minus 1|negative 1|less|lower|below))?"
        ),
        life_paid_down,
    ),
    (
        _phrase(rf"{{X}}~{LOSE} {{N}}(?: more)? {LIFE}{_FROM}"),
        counter_of(EventKind.LIFE, sign=-1),
    ),
    (_phrase(rf"{{X}}~{PAY} {{N}}(?: more)? {LIFE}{_FROM}"), life_paid),
    (
        _phrase(
            rf"{{X}}~(?:{TAKE}|(?:{BE}|{GET}) dealt|(?:{BE}|{GET}) hit for|{GET} hit with)"
            rf" {{N}}(?: more)?{_DAMAGE}(?: (?:from|by|off|of) {{SRC}})?"
        ),
        damage_dealt,
    ),
    (
        _phrase(
            rf"{{SRC}} {DEAL_OR_DO} {{N}}(?: more)?(?: (?P<c>combat|noncombat|non-combat))? damage"
            r" to {X}"
        ),
        damage_dealt,
    ),
    (
        _phrase(rf"{{SRC}} {DEAL_OR_DO}(?: (?P<c>combat|noncombat|non-combat))? damage to {{X}}"),
        unmeasured_hit,
    ),
    (_phrase(rf"{{SRC}} {DAMAGE} {{X}}"), unmeasured_hit),
    (
        _phrase(
            rf"{{X}}~(?:{TAKE}|(?:{BE}|{GET}) dealt)(?: (?P<c>combat|noncombat|non-combat))?"
            rf" damage (?:from|by) {{SRC}}"
        ),
        unmeasured_hit,
    ),
    (
        _phrase(
            rf"{{X}}~{GAIN} {{N}}(?: more)? {LIFE}(?: (?:from|thanks to|because of|through"
            rf"|via|with|off|by) {{SRC}})?"
        ),
        counter_of(EventKind.LIFE, sign=1),
    ),
    # "he gains life from lifelink": an amount never said (judged beside lethal damage only).
    (
        _phrase(
            rf"{{X}}~{GAIN} (?:some )?{LIFE}(?: (?:from|thanks to|because of|through|via|with"
            rf"|off|by) {one_of(WORDS.lifelink_gains)})?"
        ),
        unmeasured_gain,
    ),
    (
        _phrase(rf"{{X}}~(?:{_ADVERB} )?{HAVE}(?: {_ADVERB})? {{N}} poison(?: counters?)?"),
        counter_of(EventKind.POISON, sign=None),
    ),
    (
        _phrase(rf"{{X}}~(?:{BE}|'s|'m)(?: {_ADVERB})? (?:at|on) {{N}} poison(?: counters?)?"),
        counter_of(EventKind.POISON, sign=None),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{GET}|{RECEIVE}|{TAKE}|{BE} given) {{N}} (?:more )?"
            rf"poison(?: counters?)?{_FROM}"
        ),
        counter_of(EventKind.POISON, sign=1),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{DRAW}|(?:{TRY}|{ATTEMPT}) to draw)(?: a card| {{N}} cards?)?"
            r" (?:from (?:an|my|their|his|her|your|the) empty (?:library|deck)"
            r"|with (?:an|my|their|his|her|your) empty (?:library|deck)"
            r"|with no cards (?:left )?in (?:their|my|his|her|your|the) (?:library|deck))"
        ),
        drawn_from_empty,
    ),
    (
        _phrase(
            rf"{{X}}~(?:{DECK}(?: out| themselves| himself| herself| myself)?|(?:{BE}|{GET})"
            rf" decked(?: out)?)"
        ),
        of_player(EventKind.DECK_OUT),
    ),
    # A champion defeated: dead, or its damage marked at least its health (GA Ending the Game 3;
    # "is at 0 health", "takes lethal damage"); "both champions" are every player's.
    (_phrase(rf"{{X's}} champion {_DEFEATED}"), of_player(EventKind.CHAMPION_DIED)),
    (
        _phrase(rf"(?P<x>both|all) (?:of )?(?:the |our |(?:the )?players' )?champions {_DEFEATED}"),
        of_player(EventKind.CHAMPION_DIED),
    ),
    (
        _phrase(rf"{{Y}}~(?:{GAIN}|{TAKE}|{GET}) control of {{X's}} champion"),
        champion_taken,
    ),
    (
        _phrase(rf"{{Y}}~(?:{TAKE}|{verb('steal', 'steals', 'stole', 'stolen')}) {{X's}} champion"),
        champion_taken,
    ),
    (
        _phrase(rf"(?P<o>{OWNER}) (?:effect|card) {SAY} the game is a draw"),
        draw_effect,
    ),
    (_phrase(rf"{{SRC}} {SAY} the game is a draw"), draw_effect),
    # A "can't lose" effect of a card not named: does it also say the opponents can't win?
    (
        _phrase(
            rf"{{X}}~(?:{CONTROL}|{HAVE}) (?:a|an|one) (?:card|permanent|creature|artifact"
            r"|enchantment|effect|spell)(?: in play| on the battlefield| out)? (?:that|which)"
            rf" {SAY} (?:that )?(?P<z>{SUBJECT}) {CANT} lose(?: the game)?"
        ),
        cant_lose_effect,
    ),
    (
        _phrase(rf"{{SRC}} {SAY} (?:that )?{{X}} {CANT} lose(?: the game)?"),
        cant_lose_effect,
    ),
    # A card not named that keeps a player in at 0 or less life, said by what it does
    (
        _phrase(
            rf"{{X}}~{HAVE} (?:a|an|one|some|another|some other) (?:way|means|effect) to"
            r" (?:avoid losing|not lose)(?: the game)? for having (?:0|zero) or less life"
        ),
        no_life_loss_said,
    ),
    (
        _phrase(
            rf"{{SRC}} {SAY} (?:that )?{{X}} (?:{CANT}|doesn't|does not|won't|will not) lose"
            r"(?: the game)? for having (?:0|zero) or less life"
        ),
        no_life_loss_said,
    ),
    (
        _phrase(rf"{{SRC}} {SAY} (?:that )?{{X}} {LOSE_OR_WIN}(?: the game)?"),
        effect_said(says=True),
    ),
    (
        _phrase(
            rf"{{X}}~{LOSE_OR_WIN}(?: the game)? (?:by|through|because of|from|to|due to"
            rf"|thanks to|with|off) {{SRC}}"
        ),
        effect_said(says=False),
    ),
    (_phrase(rf"{{SRC}} {MAKE} {{X}} {LOSE_OR_WIN}(?: the game)?"), effect_said(says=False)),
    # "my opponent loses the game", its cause unsaid: read where nothing said could stop it
    (_phrase(rf"{{X}}~{LOSE_OR_WIN} the game"), loss_told),
    (
        _phrase(
            r"the game (?:is|goes|went|gets|got|has gone|was)(?: in| into)? (?:an? )?(?:infinite )?"
            r"loop(?: of (?:mandatory|forced|required) actions)?"
        ),
        fixed_event(EventKind.LOOP),
    ),
    (
        _phrase(
            rf"{{SRC}} (?:{PUT}|{MAKE}|{CAUSE}|{GET}|{verb('create', 'creates', 'created')})"
            r" the game (?:in|into) (?:an? )?(?:infinite )?loop(?: of (?:mandatory|forced|required)"
            r" actions)?"
        ),
        mandatory_loop,
    ),
    (
        _phrase(
            rf"(?:everyone|everybody|all players|both players|both|we|the players|we all"
            rf"|we both) {AGREE} to (?:an? )?(?:intentional )?draw"
        ),
        fixed_event(EventKind.INTENTIONAL_DRAW),
    ),
    (_phrase(r"(?:an? )?intentional draw"), fixed_event(EventKind.INTENTIONAL_DRAW)),
    (
        _phrase(
            rf"(?:a|the) judge (?:{GIVE}|{verb('issue', 'issues', 'issued')}) {{X}} a game loss"
        ),
        of_player(EventKind.PENALTY),
    ),
    (
        _phrase(rf"{{X}}~(?:{GET}|{RECEIVE}|{BE} given) a game loss"),
        of_player(EventKind.PENALTY),
    ),
    (
        _phrase(rf"the game (?:{RESTART}|{BE} restarted)"),
        fixed_event(EventKind.RESTART),
    ),
    # A tournament's sudden death (MTG MTR 2.4): a single-elimination match with game wins
    # tied after the extra turns; from then on a player without the highest life total loses.
    (
        _phrase(
            r"(?:the game|the match|we|it) (?:is|are|was|were|goes|go|went|gets|got|has gone"
            r"|have gone|'s|'re)(?: now)?(?: in| into| to)? sudden death"
            r"|sudden death (?:begins|began|starts|started|applies|applied|kicks in|kicked in)"
        ),
        sudden_death_said,
    ),
    (
        _phrase(
            rf"time (?:{BE}|gets|got) called in (?:a|the|our) {_ELIMINATION}"
            rf" (?:with {_TIED} (?:after|at the end of) {_EXTRA_TURNS}"
            rf"|(?:after|at the end of) {_EXTRA_TURNS} with {_TIED})"
        ),
        sudden_death_said,
    ),
    (
        _phrase(
            r"{X}~(?:(?:does|do|did)(?: not|n't) have|(?:has|have|had) not got|lacks?|lacked)"
            r" the (?:highest|higher|biggest|largest) life(?: total)?"
        ),
        behind_on_life,
    ),
    (
        _phrase(
            r"{X}~(?:has|have|had) (?:the|a) (?:lower|lowest|smaller|smallest) life(?: total)?"
        ),
        behind_on_life,
    ),
    (
        _phrase(
            rf"{{X}}~(?:{BEGIN}|{START})"
            r"(?: their| his| her| my| a| the| your)? turn"
            # "with ten structures in my city": a count in words, the city said or not
            rf"(?: with (?P<s>{NUMBER}) structures?{_IN_CITY})?"
            rf"(?:,? (?:and )?with (?P<r>{NUMBER}) relics?{_IN_CITY})?"
        ),
        turn_begun,
    ),
    # "player a is the active player": whose turn it is, which ends nothing by itself
    (
        _phrase(rf"{{X}}~{BE} (?:now |still )?the (?:non-?|non )?active player"),
        no_event(Role.ACTS),
    ),
    (_phrase(rf"{{X}}~{WIN} (?:a|the) dominion vote with {{N}} int"), vote_won),
    # A loop with an optional action in it (no draw, MTG CR 104.4b), and a player stopping it.
    (_OPTIONAL_LOOP, no_event(Role.OPTIONAL_LOOP)),
    (ACTIONS_OPTIONAL, no_event(Role.OPTIONAL_LOOP)),
    (_phrase(rf"{{X}}~(?:{BE}|has|have|had|got|gets) {ENDLESS}"), endless_resources),
    (
        _phrase(
            rf"{{X}}~(?:stops|stopped|stop|{BE} stopping|chooses? to stop|chose to stop)"
            r"(?: the loop| it| looping| responding)?"
        ),
        no_event(Role.STOPS),
    ),
    # A permanent the damage dealt to it destroys (704.5g): the damage is its source's, the
    # destruction the game rules'; it ends nothing by itself.
    (
        _phrase(
            r"(?:it|that land|the land|that creature|the creature|that permanent|the permanent)"
            r" (?:dies|died|is destroyed|was destroyed|gets destroyed|got destroyed)"
            r" (?:to|from|of|by|because of|due to) (?:(?P<s>.+?)'s? )?(?:lethal )?damage"
        ),
        died_of_damage,
    ),
    # Playing a land ends nothing by itself.
    (
        _phrase(
            rf"{{X}}~{verb('play', 'plays', 'played')} (?:a|an|another|their|his|her|my|your)"
            r" (?:land|basic land|Forest|Island|Mountain|Plains|Swamp)"
        ),
        land_played,
    ),
    # A concession not made: nothing happens (a player leaves only by conceding, 104.3a).
    (
        _phrase(
            r"{X}~(?:(?:(?:does|did|do|will|would)(?: not|n't)|refuses? to|refused to"
            r"|chooses? not to|chose not to) (?:concede|scoop|forfeit)"
            r"|never (?:concede|concedes|conceded|scoops|scooped|forfeits|forfeited))"
            r"(?: the game)?"
        ),
        no_event(Role.DECLINES),
    ),
    # A permanent said not to leave ("neither angel gets destroyed", "as the game goes on, no
    # creature dies"): nothing happens by it.
    (
        _phrase(
            r"(?:as the games? (?:goes?|go|went|continues?|continued) on,? )?"
            r"(?:neither|no|none of the|none of our)(?: [\w'§+-]++){1,3}?"
            r" (?:(?:gets?|got|is|are|was|were) (?:destroyed|removed|exiled|sacrificed)"
            r"|(?:dies|die|died|leaves|leave|left)(?: the battlefield)?)"
        ),
        no_event(Role.DECLINES),
    ),
    # A player controlling another's turn (Mindslaver): ends nothing by itself (MTG CR 722).
    (
        _phrase(
            rf"{{X}}~(?:{CONTROL}|(?:{TAKE}|{GAIN}|{GET}) control of) {{Y's}} (?:next )?turn"
            r"(?: (?:with|using|through|via|thanks to) {SRC})?"
        ),
        controls_a_turn,
    ),
    (
        _phrase(
            rf"{{X}}~{CONTROL} {{Y}} (?:during|for|on|in) (?:their|his|her|that player's)"
            r" (?:next )?turn(?: (?:with|using|through|via|thanks to) {SRC})?"
        ),
        controls_a_turn,
    ),
    # ... told by the card's name as the verb ("I Mindslaver my opponent"): turn_card_verbs.
    (
        _phrase(
            rf"{{X}}~(?P<s>{MARK}\d++) {{Y}}"
            r"(?: (?:during|for|on|in) (?:their|his|her|that player's) (?:next )?turn)?"
        ),
        turn_card_as_verb,
    ),
    # ... and making them concede in it: no concession (MTG CR 104.3a, 722.6).
    (
        _phrase(
            rf"{{X}}~(?:{MAKE}|{verb('force', 'forces', 'forced')}) {{Y}} (?:to )?"
            r"(?:concede|scoop|forfeit)(?: the game)?"
        ),
        made_to_concede,
    ),
    # ... told as what the card is used for ("can I use Mindslaver to make him concede?"):
    # the turn controlled, and the same (turn_card_verbs).
    (
        _phrase(
            rf"(?:(?:can|could|can't|cannot|couldn't) )?{{X}}~(?:technically |really )?"
            rf"{verb('use', 'uses', 'used')} (?P<s>{MARK}\d++) to"
            rf" (?:{MAKE}|{verb('force', 'forces', 'forced')}) {{Y}} (?:to )?"
            r"(?:\W?choose\W? to )?(?:concede|scoop|forfeit)(?: the game)?"
        ),
        turn_card_used_to_concede,
    ),
    # Attacking, revealing cards and creating tokens end nothing by themselves: what the
    # attack or the tokens then do is said as events ("bob takes 5 combat damage").
    (
        _phrase(
            rf"{{X}}~{verb('attack', 'attacks', 'attacked')}(?: (?P<y>{ATTACKED}))?"
            rf"(?: (?:with|for|into|using) {FREE}+?)?"
        ),
        no_event(Role.ATTACKS),
    ),
    (
        _phrase(rf"{{X}}~{verb('reveal', 'reveals', 'revealed')} {FREE}+?"),
        no_event(Role.ACTS),
    ),
    (
        _phrase(
            rf"{{X}}~{verb('create', 'creates', 'created')} (?:a|an|one|{{N}})"
            rf"(?: {FREE}+?)? tokens?"
        ),
        no_event(Role.ACTS),
    ),
    # ... told by their kind alone ("I made 8 thopters", "he creates a Treasure")
    (
        _phrase(
            rf"{{X}}~(?:{verb('create', 'creates', 'created')}|{MAKE}) (?:a|an|one|{{N}})"
            rf" {one_of(WORDS.token_kinds)}"
        ),
        no_event(Role.ACTS),
    ),
    # An empty library loses nothing until its player would draw from it (MTG CR 704.5b),
    # and drawing the last card is no draw from an empty library.
    (
        _phrase(
            rf"{{X's}} (?:library|deck) (?:{BE}|{BECOME}|{GO}|{END} up)(?: now| still| already)?"
            r" (?:empty|out of cards)"
        ),
        library_told,
    ),
    (
        _phrase(
            rf"{{X}}~{HAVE} (?:no|0|zero)(?: more)? cards (?:left |remaining )?in {_THEIR_LIBRARY}"
        ),
        library_told,
    ),
    # "he didn't have any cards in his library", "he doesnt have cards in a library": none
    (
        _phrase(
            rf"{{X}}~{one_of(WORDS.not_having)} (?:any )?(?:more )?cards (?:left |remaining )?in"
            rf" (?:{_THEIR_LIBRARY}|(?:a|the) (?:library|deck))"
        ),
        library_told,
    ),
    # A count a card's win or loss may be gated on ("40 cards in my library", "my devotion to
    # blue is 2"): ends nothing by itself; the condition of a card gated on it reads it
    # (bot.core.rulings.counts).
    (
        _phrase(r"(?:only )?{N} cards? (?:left |remaining )?in {X's} (?:library|deck)"),
        library_told,
    ),
    (
        _phrase(
            rf"{{X's}} (?:library|deck) (?:{HAVE}|{verb('hold', 'holds', 'held')}|{BE})"
            r"(?: only)? {N} cards?(?: (?:left )?in it)?"
        ),
        library_told,
    ),
    (
        _phrase(
            rf"{{X}}~(?:{HAVE}(?: only)?|{BE} down to(?: {THEIR} last)?) {{N}} cards?"
            rf" (?:left |remaining )?in {_THEIR_LIBRARY}"
        ),
        library_told,
    ),
    # "I have around 50 cards in my library": a count said only about (`library_about`).
    (
        _phrase(
            rf"{{X}}~{HAVE} (?:{one_of(WORDS.about_counts)}) {{N}} cards?"
            rf" (?:left |remaining )?in {_THEIR_LIBRARY}"
        ),
        library_about,
    ),
    # "I mill bob for 18 cards and he has only 15": a bare count after a mill of a library
    # whose count was never told is that library's (its noun left out).
    (
        _phrase(
            rf"{{X}}~(?:only |just )?{HAVE}(?: only| just)? {{N}}(?: left| cards? left| cards?)?"
        ),
        library_count_elided,
    ),
    (
        _phrase(rf"{{X's}} devotion to {COLOUR_WORD} (?:{BE}|{BECOME}) {{N}}"),
        no_event(Role.ACTS),
    ),
    (
        _phrase(rf"{{X}}~{HAVE} (?:a )?devotion to {COLOUR_WORD}(?: of)? {{N}}"),
        no_event(Role.ACTS),
    ),
    (
        _phrase(rf"{{X}}~{HAVE} {{N}} devotion to {COLOUR_WORD}"),
        no_event(Role.ACTS),
    ),
    (
        _phrase(
            rf"{{X}}~{DRAW} (?P<all>(?:(?:the|their|his|her|my|your) )?last card)(?: (?:of|from|in)"
            rf" {THEIR} (?:library|deck))?"
        ),
        draws_a_card,
    ),
    # An exchange of control: nothing enters or leaves the battlefield by it (603.6a).
    (
        _phrase(
            rf"{{X}}~{verb('exchange', 'exchanges', 'exchanged')} control of {FREE}+?"
            rf"(?: (?:with|and) {FREE}+?)?"
        ),
        no_event(Role.EXCHANGES),
    ),
    # "one of them a token from Splinter Twin": which of the permanents named is a token copy
    # and what made it, said beside them; it ends nothing by itself.
    (
        _phrase(
            r"(?:one|two|three|\d+) of them (?:is |was |being )?(?:a |an )?"
            r"(?:token|copy|token copy)(?: copy)?"
            r"(?: (?:from|of|made by|created by|made with) {SRC})?"
        ),
        about_card(Role.PRESENCE),
    ),
    # An extra turn taken ends nothing by itself (MTG CR 500.7): what happens in it, a loss at
    # its end step (Final Fortune), is said as an event.
    (
        _phrase(
            rf"{{X}}~(?:{TAKE}|{GET}|{BEGIN}|{START}) (?:an|another|one|a second|the|that|{THEIR})"
            r" (?:extra|additional|bonus) turn"
        ),
        no_event(Role.ACTS),
    ),
    # A player said to be still in the game: nothing happens by it.
    (
        _phrase(rf"{{X}}~(?:{BE}|{verb('remain', 'remains', 'remained')}) (?:still )?in the game"),
        no_event(Role.ACTS),
    ),
    # What a player holds, named by no card ("I control a land of each basic land type", "bob
    # has one card in hand and 10 cards in his library"), and a discard or a draw they may
    # decline: each ends nothing by itself. A card named is never swallowed here (no mark).
    (
        _phrase(
            rf"{{X}}~(?:{CONTROL}|{HAVE}|{BE} holding|{verb('hold', 'holds', 'held')})"
            rf" {HOLDING}"
        ),
        holds_unnamed,
    ),
    (
        _phrase(
            rf"{{X}}~{verb('discard', 'discards', 'discarded')} (?:a|an|one|{{N}}|all|their|his"
            r"|her|my|your|the)(?: [\w'-]+){0,3}? (?:cards?|hand)(?: at random)?"
        ),
        no_event(Role.ACTS),
    ),
    (
        _phrase(
            r"{X}~(?:may|might|can|could|gets? to|got to) (?:choose to )?draw"
            r" (?:a card|one|one card|\d+ cards?)(?: or not)?"
        ),
        no_event(Role.ACTS),
    ),
    # A draw of a card: what it is turns on the library and on what replaces it (draws_a_card).
    (
        _phrase(
            rf"{{X}}~{DRAW} (?:a card|another card|(?P<more>more than )?{{N}} (?:more )?cards?"
            rf"|(?P<all>{THEIR} (?:entire|whole) (?:library|deck)|the rest of {THEIR}"
            rf" (?:library|deck)|all (?:of )?(?:the )?cards (?:left )?in {THEIR} (?:library|deck)))"
            rf"(?: from {THEIR} (?:library|deck))?"
        ),
        draws_a_card,
    ),
    # "I have around 50 cards in my library and I draw more than 50": the noun left out after
    # a count of a library (`draws_a_card`).
    (
        _phrase(rf"{{X}}~{DRAW} (?P<more>more than ){{N}}"),
        draws_a_card,
    ),
    # "My library is empty. I draw.", "he has 0 cards in his library and has to draw": a draw
    # said with no count, after its library's count was told (library_draws.draw_told).
    (_phrase(rf"{{X}}~(?:{DRAW}|(?:{TRY}|{ATTEMPT}) to draw)"), draw_told),
    # "an effect causes my opponent to draw two cards": the draw, as said of its player.
    (
        _phrase(
            rf"(?:an? (?:effect|spell|ability|trigger)|something) (?:{CAUSE}|{MAKE}"
            rf"|{verb('force', 'forces', 'forced')}) {{X}} (?:to )?draw (?:a card|another card"
            rf"|(?P<more>more than )?{{N}} (?:more )?cards?)"
        ),
        draws_a_card,
    ),
    # Cards milled or exiled from a library end nothing by themselves, however many fewer it
    # held (MTG CR 704.5b): what they leave is what a draw said after turns on.
    (
        _phrase(
            rf"{{X}}~{_MILL} (?:{{N}} cards?|(?P<all>{THEIR} (?:entire |whole )?(?:library|deck)))"
        ),
        library_milled,
    ),
    (
        _phrase(rf"{{Y}}~{_MILL} {{X}} for {{N}}(?: cards?)?"),
        library_milled,
    ),
    (
        _phrase(rf"{{Y}}~{MAKE} {{X}} mill {{N}} cards?"),
        library_milled,
    ),
    (
        _phrase(
            rf"{{Y}}~(?:(?:{CAST}|{USE}) )?{{SRC}}(?: (?:on|targeting|at))? {{X}} for {{N}} cards?"
        ),
        milled_by_card,
    ),
    (
        _phrase(
            rf"{{Y}}~(?:{verb('exile', 'exiles', 'exiled')}|{verb('remove', 'removes', 'removed')})"
            rf" (?:the top )?{{N}} cards? (?:of|from) {{X's}} (?:library|deck)"
        ),
        library_milled,
    ),
    (
        _phrase(
            rf"{{Y}}~(?:{GAIN}|{TAKE}|{verb('steal', 'steals', 'stole', 'stolen')}) control of"
            r" {SRC}"
        ),
        control_of,
    ),
    # A card's ability exiling something ("my Etrata, the Silencer exiles bob's creature"):
    # the ability resolving, what it then does said as events.
    (
        _phrase(rf"{{SRC}} {verb('exile', 'exiles', 'exiled')} {FREE}+?"),
        about_card(Role.STACK),
    ),
    # A card's (delayed) trigger returning something: the trigger resolving.
    (
        _phrase(
            rf"{{SRC}}'s (?:delayed )?(?:trigger|triggered ability|ability)"
            rf" {verb('return', 'returns', 'returned')} {FREE}+?"
        ),
        about_card(Role.STACK),
    ),
    # A card's trigger making a token copy ("my Mechanized Production makes a second copy of
    # my Treasure at the beginning of my upkeep"): the trigger resolving; a win it is gated on
    # is its condition's (bot.core.rulings.trigger_conditions.arrival_condition).
    (
        _phrase(
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
        _phrase(
            r"(?P<s>it|that|this)(?: trigger| ability)?"
            rf" (?:{MAKE}|{verb('create', 'creates', 'created')})"
            r" (?:a|an|another|one|a new)(?: token)? copy of [\w'§+ -]+?"
        ),
        about_it(Role.STACK),
    ),
    # Clauses about a card that are no event.
    (
        _phrase(rf"(?P<s>it|that|this)(?: spell| ability| trigger| copy)? {RESOLVE}"),
        about_it(Role.STACK),
    ),
    (
        _phrase(rf"{{SRC}} (?:{BE}|gets|got) countered"),
        about_it(Role.MOVES),
    ),
    (
        _phrase(
            rf"{{X}}~(?:{CONTROL}|{HAVE}|{BE} controlling) (?!of\b){{SRC}}"
            r"(?: (?:on the battlefield|in play|out|on board"
            r"|under (?P<under>my|his|her|their) control))?"
            rf"(?: with (?P<with>{_WITH_WORD}(?: {_WITH_WORD})*+))?"
        ),
        about_card(Role.PRESENCE),
    ),
    (
        _phrase(
            rf"{{SRC}} (?:{BE}|{verb('remain', 'remains', 'remained')}) (?:on the battlefield"
            rf"|in play)(?: under {{X's}} control)?"
        ),
        about_card(Role.PRESENCE),
    ),
    # A card's name as a verb ("he Shocks me", "I bolt myself"): cast at a player, it resolves.
    (
        _phrase(
            rf"{{X}}~(?P<s>{MARK}\d++) (?:(?:myself|himself|herself|themselves|themself"
            r"|yourself)\b|{Y})(?: (?:for\s++|with x\s*+(?:=|equal to |of |at |as |being )\s*+)"
            r"{N})?"
        ),
        spell_as_verb,
    ),
    (
        _phrase(
            rf"{{X}}~(?:{CAST}|{ACTIVATE}|{USE}|{verb('play', 'plays', 'played')})"
            rf" (?:(?:a|an|another) )?(?P<s>{MARK}\d++)"
            r" (?:targeting|that targets|at|on|aimed at)"
            r" (?:(?:myself|himself|herself|themselves|themself|yourself)\b|{Y})"
            r"(?: (?:for\s++|with x\s*+(?:=|equal to |of |at |as |being )\s*+){N})?"
        ),
        spell_cast_at,
    ),
    # "I play Reins of Power on my opponent": an exchange of control (603.6a).
    (
        _phrase(
            rf"{{X}}~(?:{CAST}|{verb('play', 'plays', 'played')}) (?P<s>{MARK}\d++)"
            r" (?:on|targeting|at|against) {Y}"
        ),
        exchange_cast,
    ),
    (
        _phrase(
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
        _phrase(
            rf"{{X}}~(?:play|plays|played|(?:will|would|could|can) play)"
            rf" (?:(?:a|an|another|my|his|her|their|your) )?(?P<s>{MARK}\d++)"
            r"(?: (?:this turn|in response|with|for|to|choosing)(?: [\w'§+= -]+)?)?"
        ),
        _spell_played,
    ),
    (
        _phrase(
            rf"{{X}}~{verb('copy', 'copies', 'copied')} (?P<s>it|that|this)(?: spell)?"
            r"(?: with [\w'§+ -]+)?"
        ),
        about_it(Role.STACK),
    ),
    (
        _phrase(
            rf"{{SRC}}(?: {TRIGGER}| {RESOLVE}|'s(?: upkeep| end step| attack| death| enter)?"
            rf" (?:trigger|ability|triggered ability|spell)"
            rf"(?: {RESOLVE}| {TRIGGER}| goes on the stack)?| {GO} off| {BE} triggered)"
        ),
        about_card(Role.STACK),
    ),
    # A player's combat damage killing cards ("andy's first-strike damage kills bob's Zulaport
    # Cutthroat, Cruel Celebrant and Teysa Karlov"): they die at the checkpoint (704.5g).
    (
        _phrase(
            rf"(?P<o>{OWNER}) (?:first[- ]strike |double[- ]strike |regular |normal |combat )*"
            rf"(?:combat )?damage {verb('kill', 'kills', 'killed')} {{SRC}}"
        ),
        about_card(Role.MOVES),
    ),
    # A player's action that takes a card off the battlefield ("my opponent destroys my
    # Platinum Angel", "I sacrifice it"): the card leaves, as "Platinum Angel is destroyed".
    (
        _phrase(
            rf"{{X}}~(?:{verb('destroy', 'destroys', 'destroyed')}"
            rf"|{verb('kill', 'kills', 'killed')}|{verb('sacrifice', 'sacrifices', 'sacrificed')}"
            rf"|{verb('exile', 'exiles', 'exiled')}) {{SRC}}(?: with [\w'§+ -]+| to §\d++)?"
        ),  # "I sacrifice my Phage to Spawning Pit": to a card's ability, as its cost
        taken_off,
    ),
    # Damage by number to a permanent, and the loyalty told of a planeswalker before it.
    (
        _phrase(rf"{{SRC}} {BE} (?:dealt|given) (?P<n>\d++)(?: combat)? damage"),
        dealt_damage,
    ),
    (
        _phrase(
            rf"{{SRC}} (?:{BE} (?:at|on)|{HAVE}) (?P<n>\d++) loyalty(?: counters?)?(?: on it)?"
        ),
        loyalty_told,
    ),
    (
        _phrase(
            rf"{{SRC}} (?:{DIE}|{BE} (?:destroyed|exiled|sacrificed|killed)(?: by [\w'§+ -]+)?"
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


def read_clause(clause: str, reader: Reader) -> Clause:
    """One clause as read, or SituationError naming it (the caller words the suggestion)."""
    read = match_clause(clause, reader)
    if read is None:
        raise Unread(clause)
    return read


# A life total or poison said by number ("at -6 life", "10 poison counters"), and the events
# that carry one (damage by number may be a card's: "Boros Reckoner is dealt 3 damage").
_A_TOTAL = re.compile(rf"(?:{NUMBER})\s++(?:{LIFE}|poison)\b", re.IGNORECASE)


_TOTALS = frozenset(
    {EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE, EventKind.DAMAGE}
)


def _drops_a_total(clause: str, built: Clause) -> bool:
    """Whether a clause that says a total by number was read as something that carries none
    (its free words swallowed it: "I reveal my hand at -6 life", "I attack with Cromat for 10
    poison counters"): such a reading would drop a fact that decides who loses."""
    return _A_TOTAL.search(clause) is not None and not any(
        item.event.kind in _TOTALS for item in built.items
    )


def _holds_a_total(match: re.Match[str]) -> bool:
    """Whether the form's free source holds a total by number ("I take 3 damage from my own
    Lightning Bolt at 3 life"): read as the source, the total would be dropped."""
    free = match.groupdict()
    return _A_TOTAL.search(f"{free.get('s') or ''} {free.get('src') or ''}") is not None


# "from no source", "from zero creatures": a source that opens with no quantity; "zero players
# deal 3 damage": a subject that does (never "no creatures", a holding's count)
_NO_SOURCE = re.compile(rf"^\s*+{one_of(WORDS.no_source_openers)}\s", re.IGNORECASE)
_NO_DEALER = re.compile(
    rf"^\s*+{one_of(WORDS.no_source_openers)}\s++(?:players?|opponents?|sources?)\b",
    re.IGNORECASE,
)


def _not_done(match: re.Match[str]) -> bool:
    """Whether the form's free source says its event was not done ("alice doesn't deal 3
    damage to bob", "no one deals", "an effect doesn't say I lose") or names nothing that did
    it ("zero players deal", "from no source"): read as done, the negation would be dropped
    and the opposite ruled."""
    subject, source = (match.groupdict().get(group) or "" for group in ("s", "src"))
    return (
        any(NOT_DONE.search(said) is not None for said in (subject, source))
        or _NO_DEALER.search(subject) is not None
        or _NO_SOURCE.search(source) is not None
    )


def match_clause(clause: str, reader: Reader) -> Clause | None:
    """The clause as the first phrase form reads it, or None (and no suggestion looked for:
    a caller may still read the clause another way)."""
    for pattern, build in _PHRASES:
        match = pattern.fullmatch(clause)
        if match is None or _not_done(match):
            continue
        # Players are met in the order they are written, whatever the phrase's grammar.
        named = [g for g in ("x", "y", "o") if match.groupdict().get(g)]
        for group in sorted(named, key=match.start):
            if reader.player(match[group]) is None:
                break
        else:
            built = build(match, reader)
            if isinstance(built, Event):
                return Clause(clause, (Item(built, said=clause),))
            if built is not None and (_drops_a_total(clause, built) or _holds_a_total(match)):
                continue  # "I sacrifice Cromat at -6 life": never read without its total
            if built is not None:
                items = tuple(replace(item, said=item.said or clause) for item in built.items)
                resolves = tuple(replace(i, said=i.said or clause) for i in built.resolves)
                return replace(built, text=clause, items=items, resolves=resolves)
    return None
