"""Phrase forms of the game as a whole: loops, draws agreed, penalties, restarts, sudden death,
turns begun and controlled, votes, concessions declined, attacks and tokens.

Part of the situation language's phrase forms, tried in the order phrases.py lists them."""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.card_clauses import died_of_damage, land_played, no_event
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.phrase_events import (
    behind_on_life,
    controls_a_turn,
    fixed_event,
    made_to_concede,
    mandatory_loop,
    of_player,
    sudden_death_said,
    turn_begun,
    vote_won,
)
from bot.core.rulings.phrase_forms import phrase_form
from bot.core.rulings.phrase_values import Builder, Clause, Role
from bot.core.rulings.response_loops import (
    ACTIONS_OPTIONAL,
    ANSWERING,
    ENDLESS,
    answered,
    endless_resources,
)
from bot.core.rulings.tenses import (
    AGREE,
    ATTACKED,
    BE,
    BEGIN,
    CAUSE,
    CONTROL,
    FREE,
    GAIN,
    GET,
    GIVE,
    MAKE,
    PUT,
    RECEIVE,
    RESTART,
    START,
    TAKE,
    WIN,
    verb,
)
from bot.core.rulings.turn_card_verbs import turn_card_as_verb, turn_card_used_to_concede
from bot.core.rulings.words import MARK, Reader

_ELIMINATION = (
    r"(?:single[- ]?elimination|single[- ]elim|top[- ](?:8|eight|4|four)|playoff) (?:match|round)"
)

_TIED = (
    r"(?:the )?game wins (?:are |were |still )?(?:tied|even|equal)(?: at \d+-\d+)?"
    r"|(?:the )?(?:games|match) (?:are |were |is |was )?tied(?: at \d+-\d+)?"
)

_TIED = rf"(?:{_TIED})"

_EXTRA_TURNS = r"(?:the )?(?:five |three |5 |3 )?(?:extra|additional) turns"

_IN_CITY = r"(?: in (?:my|his|her|their|your|the) city)?"
# where a Political victory's INT is counted: "among the beasts in my city", "in total"
_AMONG_BEASTS = (
    r"(?: (?:among|amongst|across|between) (?:my|his|her|their|your|the) beasts"
    rf"{_IN_CITY}| in (?:my|his|her|their|your|the) city| in total)?"
)

# A loop with an optional action in it, read whole: its cards are listed with "and".
_OPTIONAL_LOOP = phrase_form(
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


TABLE_FORMS: list[tuple[re.Pattern[str], Builder]] = [
    (
        phrase_form(
            r"the game (?:is|goes|went|gets|got|has gone|was)(?: in| into)? (?:an? )?(?:infinite )?"
            r"loop(?: of (?:mandatory|forced|required) actions)?"
        ),
        mandatory_loop,
    ),
    (
        phrase_form(
            rf"{{SRC}} (?:{PUT}|{MAKE}|{CAUSE}|{GET}|{verb('create', 'creates', 'created')})"
            r" the game (?:in|into) (?:an? )?(?:infinite )?loop(?: of (?:mandatory|forced|required)"
            r" actions)?"
        ),
        mandatory_loop,
    ),
    (
        phrase_form(
            rf"(?:everyone|everybody|all players|both players|both|we|the players|we all"
            rf"|we both) {AGREE} to (?:an? )?(?:intentional )?draw"
        ),
        fixed_event(EventKind.INTENTIONAL_DRAW),
    ),
    (phrase_form(r"(?:an? )?intentional draw"), fixed_event(EventKind.INTENTIONAL_DRAW)),
    (
        phrase_form(
            rf"(?:a|the) judge (?:{GIVE}|{verb('issue', 'issues', 'issued')}) {{X}} a game loss"
        ),
        of_player(EventKind.PENALTY),
    ),
    (
        phrase_form(rf"{{X}}~(?:{GET}|{RECEIVE}|{BE} given) a game loss"),
        of_player(EventKind.PENALTY),
    ),
    (
        phrase_form(rf"the game (?:{RESTART}|{BE} restarted)"),
        fixed_event(EventKind.RESTART),
    ),
    # A tournament's sudden death (MTG MTR 2.4): a single-elimination match with game wins
    # tied after the extra turns; from then on a player without the highest life total loses.
    (
        phrase_form(
            r"(?:the game|the match|we|it) (?:is|are|was|were|goes|go|went|gets|got|has gone"
            r"|have gone|'s|'re)(?: now)?(?: in| into| to)? sudden death"
            r"|sudden death (?:begins|began|starts|started|applies|applied|kicks in|kicked in)"
        ),
        sudden_death_said,
    ),
    (
        phrase_form(
            rf"time (?:{BE}|gets|got) called in (?:a|the|our) {_ELIMINATION}"
            rf" (?:with {_TIED} (?:after|at the end of) {_EXTRA_TURNS}"
            rf"|(?:after|at the end of) {_EXTRA_TURNS} with {_TIED})"
        ),
        sudden_death_said,
    ),
    (
        phrase_form(
            r"{X}~(?:(?:does|do|did)(?: not|n't) have|(?:has|have|had) not got|lacks?|lacked)"
            r" the (?:highest|higher|biggest|largest) life(?: total)?"
        ),
        behind_on_life,
    ),
    (
        phrase_form(
            r"{X}~(?:has|have|had) (?:the|a) (?:lower|lowest|smaller|smallest) life(?: total)?"
        ),
        behind_on_life,
    ),
    (
        phrase_form(
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
        phrase_form(rf"{{X}}~{BE} (?:now |still )?the (?:non-?|non )?active player"),
        no_event(Role.ACTS),
    ),
    # "with 15 int", "and has 15 INT among the beasts in my city" (Terrus 5.2c's own words)
    (
        phrase_form(
            rf"{{X}}~{WIN} (?:a|the) dominion vote (?:with|and (?:has|have|had)) {{N}}"
            rf" int(?:elligence)?{_AMONG_BEASTS}"
        ),
        vote_won,
    ),
    # A loop with an optional action in it (no draw, MTG CR 104.4b), and a player stopping it.
    (_OPTIONAL_LOOP, no_event(Role.OPTIONAL_LOOP)),
    (ACTIONS_OPTIONAL, no_event(Role.OPTIONAL_LOOP)),
    (phrase_form(rf"{{X}}~(?:{BE}|has|have|had|got|gets) {ENDLESS}"), endless_resources),
    (
        phrase_form(
            rf"{{X}}~(?:stops|stopped|stop|{BE} stopping|chooses? to stop|chose to stop)"
            r"(?: the loop| it| looping| responding)?"
        ),
        no_event(Role.STOPS),
    ),
    # A permanent the damage dealt to it destroys (704.5g): the damage is its source's, the
    # destruction the game rules'; it ends nothing by itself.
    (
        phrase_form(
            r"(?:it|that land|the land|that creature|the creature|that permanent|the permanent)"
            r" (?:dies|died|is destroyed|was destroyed|gets destroyed|got destroyed)"
            r" (?:to|from|of|by|because of|due to) (?:(?P<s>.+?)'s? )?(?:lethal )?damage"
        ),
        died_of_damage,
    ),
    # Playing a land ends nothing by itself.
    (
        phrase_form(
            rf"{{X}}~{verb('play', 'plays', 'played')} (?:a|an|another|their|his|her|my|your)"
            r" (?:land|basic land|Forest|Island|Mountain|Plains|Swamp)"
        ),
        land_played,
    ),
    # A concession not made: nothing happens (a player leaves only by conceding, 104.3a).
    (
        phrase_form(
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
        phrase_form(
            r"(?:as the games? (?:goes?|go|went|continues?|continued) on,? )?"
            r"(?:neither|no|none of the|none of our)(?: [\w'§+-]++){1,3}?"
            r" (?:(?:gets?|got|is|are|was|were) (?:destroyed|removed|exiled|sacrificed)"
            r"|(?:dies|die|died|leaves|leave|left)(?: the battlefield)?)"
        ),
        no_event(Role.DECLINES),
    ),
    # A player controlling another's turn (Mindslaver): ends nothing by itself (MTG CR 722).
    (
        phrase_form(
            rf"{{X}}~(?:{CONTROL}|(?:{TAKE}|{GAIN}|{GET}) control of) {{Y's}} (?:next )?turn"
            r"(?: (?:with|using|through|via|thanks to) {SRC})?"
        ),
        controls_a_turn,
    ),
    (
        phrase_form(
            rf"{{X}}~{CONTROL} {{Y}} (?:during|for|on|in) (?:their|his|her|that player's)"
            r" (?:next )?turn(?: (?:with|using|through|via|thanks to) {SRC})?"
        ),
        controls_a_turn,
    ),
    # ... told by the card's name as the verb ("I Mindslaver my opponent"): turn_card_verbs.
    (
        phrase_form(
            rf"{{X}}~(?P<s>{MARK}\d++) {{Y}}"
            r"(?: (?:during|for|on|in) (?:their|his|her|that player's) (?:next )?turn)?"
        ),
        turn_card_as_verb,
    ),
    # ... and making them concede in it: no concession (MTG CR 104.3a, 722.6).
    (
        phrase_form(
            rf"{{X}}~(?:{MAKE}|{verb('force', 'forces', 'forced')}) {{Y}} (?:to )?"
            r"(?:concede|scoop|forfeit)(?: the game)?"
        ),
        made_to_concede,
    ),
    # ... told as what the card is used for ("can I use Mindslaver to make him concede?"):
    # the turn controlled, and the same (turn_card_verbs).
    (
        phrase_form(
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
        phrase_form(
            rf"{{X}}~{verb('attack', 'attacks', 'attacked')}(?: (?P<y>{ATTACKED}))?"
            rf"(?: (?:with|for|into|using) {FREE}+?)?"
        ),
        no_event(Role.ATTACKS),
    ),
    (
        phrase_form(rf"{{X}}~{verb('reveal', 'reveals', 'revealed')} {FREE}+?"),
        no_event(Role.ACTS),
    ),
    (
        phrase_form(
            rf"{{X}}~{verb('create', 'creates', 'created')} (?:a|an|one|{{N}})"
            rf"(?: {FREE}+?)? tokens?"
        ),
        no_event(Role.ACTS),
    ),
    # ... told by their kind alone ("I made 8 thopters", "he creates a Treasure")
    (
        phrase_form(
            rf"{{X}}~(?:{verb('create', 'creates', 'created')}|{MAKE}) (?:a|an|one|{{N}})"
            rf" {one_of(WORDS.token_kinds)}"
        ),
        no_event(Role.ACTS),
    ),
]
