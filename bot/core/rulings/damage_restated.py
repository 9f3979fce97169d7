"""The one damage told before, said again by "the damage" and asked after: "I attack my
opponent directly for 1 damage. What happens after they take the damage?", "Bob bolts me.
Once the damage goes through, do I lose?".

"The damage", with no amount, names damage already told; it adds nothing, so the sentence is
skipped and shown, the question around it answered by the ruling. It is read so only where
the words before told exactly one amount of damage dealt to a player, and the one said to
take it again is that player (or no one is said: "after the damage is dealt"). Damage told
twice or more (which one?), none told (how much?), or told to another player (who?) leave the
sentence unread, and refused as today. A restated amount ("he takes 3 damage") is no such
sentence: it may be more damage (combat_told.py refuses it after a fight).
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.chat import Unframed
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.outcome_questions import is_question
from bot.core.rulings.situation_values import Fork, Sentence
from bot.core.rulings.tenses import DROP, FALL, GO
from bot.core.rulings.words import SUBJECT, Reader, SituationError

_THE_DAMAGE = rf"(?:{one_of(WORDS.the_damage)})"
_AND = one_of(WORDS.list_joins)
_COMBAT = re.compile(rf"\b{one_of(WORDS.combat_kind)}\b", re.IGNORECASE)

# "[what happens|do I win] [after|once] <who> take(s) the damage[, do I win]?"; "... after
# the damage is dealt?"
_RESTATED = re.compile(
    rf"^\s*+(?P<before>[^.!?]*?)\s*+(?<![\w'])(?:{one_of(WORDS.moment_openers)}\s++)?"
    rf"(?:(?P<who>{SUBJECT})\s++{one_of(WORDS.the_damage_taken)}\s++{_THE_DAMAGE}"
    rf"|{_THE_DAMAGE}\s++{one_of(WORDS.the_damage_done)})"
    r"(?![\w'])(?P<rest>[^.!?]*+)[.!?\s]*+$",
    re.IGNORECASE,
)


# "I bolt him, he takes the damage and goes to 2": the damage said again in the sentence that
# told it, made a sentence of its own (`restated_apart`), and the total it went to after it
_TAKEN_JOINED = re.compile(
    rf"(?P<join>\s*+,\s*+(?:{_AND}\s++)?|\s++{_AND}\s++)"
    rf"(?P<who>{SUBJECT})\s++(?P<took>{one_of(WORDS.the_damage_taken)}\s++{_THE_DAMAGE})"
    rf"(?:(?:\s*+,\s*+|\s++){_AND}\s++(?P<to>(?:{GO}|{DROP}|{FALL})\s++"
    rf"(?:{one_of(WORDS.total_down)}\s++)?{one_of(WORDS.total_down_to)})(?=\s)"
    rf"|(?=\s*+(?:[,.;!?]|$)))",
    re.IGNORECASE,
)


def restated_apart(text: str) -> str:
    """The text with "the damage" said again right after the damage in its sentence (", he
    takes the damage", "and he takes the damage and goes to 2") made a sentence of its own,
    read by `restates_the_damage` as the sentences after the damage are (skipped where it names
    the one damage told, to its player; else unread as written), and the total it went to a
    sentence after it ("he goes to 2")."""

    def apart(match: re.Match[str]) -> str:
        went = f". {match['who']} {match['to']}" if match["to"] else ""
        return f". {match['who']} {match['took']}{went}"

    return _TAKEN_JOINED.sub(apart, text)


def restates_the_damage(sentence: str, steps: list[Sentence | Fork], reader: Reader) -> bool:
    """Whether `sentence` only says again the one damage to a player that `steps` told."""
    match = _RESTATED.match(sentence)
    if match is None:
        return False
    before, rest = match["before"].strip(" ,"), match["rest"].strip(" ,")
    if before and before.lower() not in WORDS.at_step_asked and not is_question(before):
        return False  # "I gain 3 life after they take the damage": more is told
    if rest and not is_question(rest):
        return False  # "... after they take the damage, I gain 3 life": more is told
    if any(isinstance(step, Fork) for step in steps):
        return False  # the damage told in some cases only
    dealt = [
        (event.player, step.text)
        for step in steps
        if isinstance(step, Sentence)
        for event, by_damage in zip(step.events, step.dealt, strict=False)
        if by_damage or event.kind is EventKind.DAMAGE
    ]
    if len(dealt) != 1 or dealt[0][0] is None:
        return False
    if _COMBAT.search(match[0]) and not _COMBAT.search(dealt[0][1]):
        return False  # "I shock him. ... after he takes the combat damage?": combat to come?
    if not match["who"]:
        return True
    if reader.new_name(match["who"]):
        return False  # "after the creature takes the damage": no player told before
    try:
        return reader.player(match["who"]) == dealt[0][0]
    except SituationError:
        return False


def skip_restated(unframed: Unframed, steps: list[Sentence | Fork], reader: Reader) -> None:
    """Skip the sentence left in `unframed` (to be shown) where it only says again the one
    damage to a player that `steps` told."""
    if unframed.text and restates_the_damage(unframed.text, steps, reader):
        unframed.skipped.append(unframed.text)
        unframed.text = ""
