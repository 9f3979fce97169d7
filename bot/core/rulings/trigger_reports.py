"""A report that a card's trigger at a step or as it enters, whose win turns on a count
(Mechanized Production, Felidar Sovereign, Helix Pinnacle; Thassa's Oracle), did not win when
it resolved (language.py reads it before claimed_wins.card_claimed, its kin: a card said to win
unchecked).

People report an engine's verdict on such a trigger: what was done in response and that the
trigger then did not end the game ("Responded to the trigger at my upkeep and made 8 thopters
but the Mechanized Production trigger did not end the game upon resolution", "My Helix
Pinnacle triggered at my upkeep, I responded by making 2 treasures, but it didn't win me the
game"), with no response or the opponent's ("my Felidar Sovereign's trigger resolved at my
upkeep but did not end the game", "my Thassa's Oracle entered the battlefield but I didn't
win"), or as an example ("when Felidar Sovereign triggers and in response opponent gains
control of him you wouldn't win": the player said not to win by it is its controller, "you"
the asker); in one sentence, or over two or three ("My Felidar Sovereign triggered at my
upkeep. I responded by gaining 4 life. It did not win the game."). The verdict is the
program's, no fact of the game; the trigger, the response and the resolution are, read as "my
CARD triggers. in response I made 8 thopters. the trigger resolves": whether it wins then
turns on the count its condition names
(trigger_conditions: a case where it held and one where it did not; settled where the counts
told settle it).

Read only where the words say whose trigger it is ("my" before the card or the step: "at my
upkeep"), at a step that is the card's own, or with its entering said of a card that acts as
it enters; the response is any clause the reader reads (or refuses and names). Anything else
(whose never said, another player's step, a card whose trigger is not on a count, the asker's
own act in an example) is left to the rest of the reader: read, or refused and named.
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EffectOutcome
from bot.core.rulings.bug_reports import Claimed, program_label
from bot.core.rulings.card_model import EndsGame, Moment, Who
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, Entity

# a step by the name the reader gives it (the lexicon's steps_said), and its moment
STEP_MOMENTS = {"upkeep": Moment.UPKEEP, "end step": Moment.END_STEP}
_COUNTED_AT = frozenset({*STEP_MOMENTS.values(), Moment.ENTERS})  # at a step, or as it enters

_TRIGGER = r"(?:(?:upkeep\s++|end\s++step\s++)?(?:trigger|triggered\s++ability|ability))"

# "at my upkeep", "during the beginning of my end step": the step, and whose.
_STEP = (
    r"(?:\s++(?:at|during|in|on)\s++(?:the\s++(?:beginning|start)\s++of\s++)?"
    r"(?P<step_whose>my|the)\s++(?P<step>upkeep|end\s++step))?"
)

# "and made 8 thopters", "by making 8 thopters": what the asker did in response.
_ACT = r"(?:\s*+,)?\s++(?:and|by)\s++(?P<act>[^,;.!?]+?)"

_RESPONDED = one_of(WORDS.responded)

# "(I) responded to the trigger at my upkeep and made 8 thopters but the CARD trigger ...":
# the card named only in the verdict.
_CARD_LATER = re.compile(
    rf"^(?:i\s++)?{_RESPONDED}\s++to\s++(?:the|that)\s++{_TRIGGER}{_STEP}{_ACT}"
    rf"(?:\s*+,)?\s++but\s++(?:the\s++|(?P<whose>my)\s++)?{MARK}(?P<card>\d++)(?:'s)?\s++{_TRIGGER}"
    rf"\s++(?P<verdict>{one_of(WORDS.trigger_not_won)}(?:\s++{one_of(WORDS.on_resolution)})?)"
    r"\W*$",
    re.IGNORECASE,
)

# "my CARD triggered at my upkeep, I responded by ..., but it didn't win me the game", "my
# CARD's trigger resolved at my upkeep but did not end the game": the response, if any, by the
# asker or their opponent.
_CARD_FIRST = re.compile(
    rf"^(?:when\s++)?(?:(?P<whose>my|the)\s++)?{MARK}(?P<card>\d++)(?:'s)?(?:\s++{_TRIGGER})?\s++"
    rf"(?:triggered|triggers|went\s++on\s++the\s++stack|resolved|resolves"
    rf"|(?P<entered>entered|enters|came\s++into\s++play)(?:\s++the\s++battlefield)?){_STEP}"
    rf"(?:(?:\s*+,)?\s++(?:and\s++)?(?:then\s++)?(?P<responder>i|my\s++opponent|he|she)\s++"
    rf"{_RESPONDED}(?:\s++to\s++(?:it|the\s++{_TRIGGER}))?{_ACT})?"
    rf"(?:(?:\s*+,)?\s++but\s++(?:it|i|its\s++{_TRIGGER}|the\s++{_TRIGGER}|(?:the|my)\s++{MARK}"
    rf"(?P<again>\d++)(?:'s)?(?:\s++{_TRIGGER})?)|\s++but)\s++(?P<verdict>"
    rf"{one_of(WORDS.trigger_not_won)}"
    rf"(?:\s++{one_of(WORDS.on_resolution)})?)\W*$",
    re.IGNORECASE,
)

# "(E.g.) when Felidar Sovereign triggers and in response opponent gains control of him you
# usually wouldn't win the game because ...": the player said not to win by it is its
# controller (only they can win by it), "you" the asker, as in any hypothetical.
_WHEN_YOU = re.compile(
    rf"^(?:(?:e\.\s*+g\.|for\s++(?:example|instance))(?:\s*+,)?\s++)?when\s++"
    rf"(?:(?P<whose>my|your|the)\s++)?{MARK}(?P<card>\d++)(?:'s)?(?:\s++{_TRIGGER})?\s++"
    rf"(?:triggers|triggered|goes\s++on\s++the\s++stack){_STEP}(?:\s*+,)?\s++and\s++in\s++"
    rf"response(?:\s*+,)?\s++(?P<act>[^,;.!?]+?)(?:\s*+,)?\s++(?:then\s++)?(?P<verdict>"
    rf"(?P<who>you|i)\s++(?:usually\s++|still\s++|then\s++)?{one_of(WORDS.would_not_win)}"
    rf"(?:\s++the\s++game)?(?:\s++because\b[^.!?]*+)?)\W*$",
    re.IGNORECASE,
)

# "gains control of him": the card named, the one a player can take control of.
_CONTROL_OF_IT = re.compile(r"\b(control\s++of\s++)(?:it|him|her)\b", re.IGNORECASE)

# "I gain control of it", "it gives you control": the asker acting, or acted for.
_ASKER_ACTS = re.compile(r"^(?:i|you|we)\b|\b(?:me|you)\b", re.IGNORECASE)
_YOUR = re.compile(r"\byour\b", re.IGNORECASE)

_BY = dict(WORDS.responses_by)
_GERUND = re.compile(rf"^{one_of(tuple(_BY))}\b", re.IGNORECASE)


def _counted_moment(entity: Entity) -> Moment | None:
    """The moment (a step, or entering) of the card's one trigger that wins for its
    controller on a count."""
    card = entity.card
    wins = [
        e
        for e in (card.effects if card is not None else ())
        if isinstance(e, EndsGame)
        and e.outcome is EffectOutcome.WIN
        and e.who is Who.CONTROLLER
        and e.moment in _COUNTED_AT
        and e.condition is not None
        and e.condition.check is not None
    ]
    return wins[0].moment if len(wins) == 1 else None


def answered_not_won(sentence: str, entities: tuple[Entity, ...]) -> Claimed | None:
    """The trigger, the response and the resolution of a report that a count-gated trigger
    answered did not win (see above), as sentences of what happened; None when the sentence
    is not that."""
    said = sentence.strip()
    label = said[: program_label(said)]  # "Forge:": kept, skipped as in any report
    said = said[len(label) :]
    found = _CARD_LATER.match(said) or _CARD_FIRST.match(said) or _WHEN_YOU.match(said)
    if found is None:
        return None
    number = int(found["card"])
    you = found.groupdict().get("who")
    act = _CONTROL_OF_IT.sub(rf"\g<1>{MARK}{number}", (found["act"] or "").strip())
    if you is not None and _ASKER_ACTS.search(act):
        return None  # the asker's own act: who controlled it when it triggered, not said
    if (you or "").lower() == "you":  # "your opponent": the asker's, as "you" is the asker
        act = _YOUR.sub("my", act)
    again = found.groupdict().get("again")
    if number >= len(entities) or (again is not None and int(again) != number):
        return None
    moment = _counted_moment(entities[number])
    said_step = " ".join(found["step"].lower().split()) if found["step"] else None
    entered = found.groupdict().get("entered")
    if (
        moment is None
        or (said_step is not None and STEP_MOMENTS[said_step] is not moment)
        or bool(entered) != (moment is Moment.ENTERS)
    ):
        return None  # another step than its own; entering said of a step's trigger, or none
    whose = (found["whose"] or "").lower()
    mine = whose in ("my", "your") or (found["step_whose"] or "").lower() == "my" or you
    if not mine or (found["step_whose"] or "my").lower() != "my":
        return None  # whose trigger, or whose step: not said
    gerund = _GERUND.match(act)
    if gerund is not None:  # "by making 8 thopters": I make 8 thopters
        act = f"{_BY[gerund[0].lower()]}{act[gerund.end() :]}"
    responder = found.groupdict().get("responder") or "I"
    response = act if you else f"{responder} {act}"
    acts = "enters the battlefield" if moment is Moment.ENTERS else "triggers"
    return Claimed(
        f"{label}my {MARK}{number} {acts}. "
        + (f"in response {response}. " if act else "")
        + "the trigger resolves",
        [found["verdict"]],
    )


# The same report told in two or three sentences ("My Felidar Sovereign triggered at my
# upkeep. I responded by gaining 4 life. It did not win the game."): the response and the
# verdict each a sentence of its own, read as the one sentence they tell.
_RESPONSE_ALONE = re.compile(
    rf"^(?:then\s++)?(?:i|my\s++opponent|he|she)\s++{_RESPONDED}"
    rf"(?:\s++to\s++(?:it|the\s++{_TRIGGER}))?\s++(?:and|by)\s++[^,;.!?]+$",
    re.IGNORECASE,
)
_VERDICT_ALONE = re.compile(
    rf"^(?:but\s++)?(?:it|the\s++{_TRIGGER}|its\s++{_TRIGGER})(?:\s++(?:resolved|resolves)"
    rf"(?:\s++(?:and|but))?)?\s++(?P<verdict>{one_of(WORDS.trigger_not_won)}"
    rf"(?:\s++{one_of(WORDS.on_resolution)})?)\W*$",
    re.IGNORECASE,
)


def _told_in_sentences(sentences: list[str], at: int) -> tuple[str, int] | None:
    """The sentences from `at` told as one ("..., I responded by ..., but it did not win"),
    and how many they are; None where they are not a trigger, a response and a verdict."""
    told = sentences[at : at + 3]
    responded = len(told) == 3 and _RESPONSE_ALONE.match(told[1]) is not None
    verdict = _VERDICT_ALONE.match(told[-1 if responded else 1]) if len(told) > 1 else None
    if verdict is None:
        return None
    response = f", {told[1]}" if responded else ""
    return f"{told[0]}{response}, but it {verdict['verdict']}", 3 if responded else 2


def without_not_won(
    marked: str, sentences: list[str], entities: tuple[Entity, ...]
) -> tuple[str, list[str]]:
    """The text with each such report (`answered_not_won`), in one sentence or told over two
    or three (`_told_in_sentences`), told as what happened, and the verdicts taken out (shown
    as skipped)."""
    skipped: list[str] = []
    at = 0
    while at < len(sentences):
        sentence, count = sentences[at], 1
        claimed = answered_not_won(sentence, entities)
        joined = _told_in_sentences(sentences, at) if claimed is None else None
        if joined is not None:
            claimed = answered_not_won(joined[0], entities)
            count = joined[1] if claimed is not None else 1
        told = sentences[at : at + count]
        if claimed is not None and all(one in marked for one in told):
            marked = marked.replace(told[0], claimed.text, 1)
            for one in told[1:]:
                marked = marked.replace(one, "", 1)
            skipped.extend(claimed.skipped)
        at += count
    return marked, skipped
