"""A report that a card's trigger at a step ended the game for a player (language.py reads it
with its kin, trigger_reports.py: a count-gated trigger said not to have won).

People report what a program made of such a trigger by who it killed: "Angel of Destiny is
broke. My own Angel of Destiny killed me at my own end step?", "my Angel of Destiny made my
opponent lose at the beginning of my end step". The card, whose it is and the step are facts of
the game; who it made lose is the program's verdict, or the asker's belief, and is what the
question asks about. Read as the trigger at that step ("at the beginning of my end step, my
CARD triggers"), the verdict skipped and shown: whom the trigger can make lose, and whether its
condition held, are the engine's (trigger_conditions: Angel of Destiny makes only a player it
attacked that turn lose, never its controller, and only with 15 more life than the starting
total; a case where that held and one where it did not). A title that only says the card is
broken ("Angel of Destiny is broke") is skipped with it.

Read only where the card is the asker's ("my"), its trigger ends the game by a loss at that
step (its own, said "my" or "the"), and one card is named; anything else (whose card or step
not said, "killed him" without a step: combat damage may have) is left to the rest of the
reader, read or refused and named.
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EffectOutcome
from bot.core.rulings.bug_reports import Claimed
from bot.core.rulings.card_model import EndsGame, Moment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.trigger_reports import STEP_MOMENTS
from bot.core.rulings.words import MARK, Entity

_STEP_NAMES = dict(WORDS.steps_said)
_OWN = rf"(?:\s++{one_of(WORDS.own_word)})?"

# A title on the card ("Angel of Destiny is broke"): no fact of the game.
_TITLE = rf"{MARK}(?P<title>\d++)\s++{one_of(WORDS.card_faulted)}"

# "my own Angel of Destiny killed me at my own endstep", after its title ("Angel of Destiny is
# broke - my own ..."): the card, the verdict (skipped) and the step.
_KILLED_AT = re.compile(
    rf"^(?:(?P<titled>{_TITLE})\s*+[-:\u2014\u2013]\s*+)?{one_of(WORDS.card_whose)}{_OWN}\s++"
    rf"{MARK}(?P<card>\d++)(?:'s)?(?:\s++{one_of(WORDS.trigger_nouns)})?\s++"
    rf"(?P<verdict>{one_of(WORDS.trigger_killed)}\s++{one_of(WORDS.trigger_whom)})\s++"
    rf"{one_of(WORDS.step_at)}\s++(?:{one_of(WORDS.step_start)}\s++)?"
    rf"{one_of(WORDS.step_whose)}{_OWN}\s++(?P<step>{one_of(tuple(_STEP_NAMES))})\W*$",
    re.IGNORECASE,
)

# "Angel of Destiny is broke": a title on the card, no fact of the game.
_FAULTED = re.compile(rf"^{_TITLE}\W*$", re.IGNORECASE)


def _loses_at(entity: Entity) -> Moment | None:
    """The step of the card's one trigger that makes a player lose, or None."""
    card = entity.card
    losses = [
        e
        for e in (card.effects if card is not None else ())
        if isinstance(e, EndsGame)
        and e.outcome is EffectOutcome.LOSE
        and e.moment in STEP_MOMENTS.values()
    ]
    return losses[0].moment if len(losses) == 1 else None


def killed_at_a_step(sentence: str, entities: tuple[Entity, ...]) -> Claimed | None:
    """The trigger of a report that a card's trigger at a step killed a player (see above), as
    the sentence of what happened; None when the sentence is not that."""
    found = _KILLED_AT.match(sentence.strip())
    if found is None:
        return None
    number = int(found["card"])
    if number >= len(entities):
        return None
    step = _STEP_NAMES[" ".join(found["step"].lower().split())]
    if _loses_at(entities[number]) is not STEP_MOMENTS[step]:
        return None  # no trigger at that step that makes a player lose: not read here
    title = found["title"]
    if title is not None and not _same_card(entities, int(title), number):
        return None  # a title on another card
    said = f"at the beginning of my {step}, my {MARK}{number} triggers"
    return Claimed(said, [*([found["titled"]] if title else []), found["verdict"]])


def _same_card(entities: tuple[Entity, ...], first: int, second: int) -> bool:
    """Whether two marks name the same card Arbiter knows."""
    if max(first, second) >= len(entities):
        return False
    card = entities[first].card
    return card is not None and card is entities[second].card


def without_trigger_verdicts(
    marked: str, sentences: list[str], entities: tuple[Entity, ...]
) -> tuple[str, list[str]]:
    """The text with each such report told as the trigger (`killed_at_a_step`), the verdicts
    taken out, and a title that only says that card is broken taken out too (both shown as
    skipped)."""
    skipped: list[str] = []
    read: list[int] = []
    for sentence in sentences:
        claimed = killed_at_a_step(sentence, entities)
        if claimed is not None and sentence in marked:
            marked = marked.replace(sentence, claimed.text, 1)
            skipped.extend(claimed.skipped)
            read.extend(int(n) for n in re.findall(rf"{MARK}(\d++)", claimed.text))
    for sentence in sentences:
        title = _FAULTED.match(sentence.strip())
        if title is None or sentence not in marked:
            continue
        if any(_same_card(entities, int(title["title"]), number) for number in read):
            marked = marked.replace(sentence, "", 1)
            skipped.append(sentence.strip())
    return marked, skipped
