"""A loop whose kind the words leave open: whether a player can stop it (an action in it
someone may choose not to take) decides its outcome. A case each: nobody can, a loop of
mandatory actions, a draw (MTG CR 104.4b); someone can, a loop of optional actions, which goes
on until they stop it. Read for a loop told by its cards (sentence_steps.py: "I made an
infinite loop with X and Y") and for a land played into a loop a land entering starts, told
last (reading_settled.py: Sporemound with Life and Limb, "player a plays a Forest").
"""

from __future__ import annotations

from collections.abc import Callable

from bot.core.messages import Message
from bot.core.rulings.alternatives import sentences_only
from bot.core.rulings.card_model import CantLose, CantWin, EndsNothing, LoopAct, MandatoryLoop
from bot.core.rulings.situation_values import Fork, Sentence
from bot.core.rulings.words import Entity, Reader, Refusal, SituationError, quoted

# how a sentence in the situation language is read into steps (sentence_steps.steps_of)
StepsOf = Callable[[str, Reader, tuple[int, ...]], list[Sentence | Fork]]

_QUESTION = (
    "Can a player stop the loop (is there an action in it someone may choose not to take)? "
    "A loop of mandatory actions that nobody can stop is a draw (MTG CR 104.4b); one with "
    "an optional action goes on until that player stops it."
)
_NOBODY, _SOMEONE = "nobody can stop the loop", "a player can stop the loop"


def stoppable_or_not(
    mandatory: list[Sentence | Fork],
    optional: list[Sentence | Fork],
    refused: SituationError | None = None,
) -> Fork:
    """The loop's two cases, `mandatory` (the loop read as one of mandatory actions) where
    nobody can stop it and `optional` where a player can; `refused`: the refusal that stands
    unless the game was over before it in every case (`Fork.moot_only`)."""
    return Fork(
        _QUESTION,
        [(_NOBODY, sentences_only(mandatory)), (_SOMEONE, sentences_only(optional))],
        said={
            _QUESTION: Message(
                "Can a player stop the loop (is there an action in it someone may choose "
                "not to take)? A loop of mandatory actions that nobody can stop is a draw "
                "({rule}); one with an optional action goes on until that player stops it.",
                rule="MTG CR 104.4b",
            ),
            _NOBODY: Message("nobody can stop the loop"),
            _SOMEONE: Message("a player can stop the loop"),
        },
        moot_only=refused,
    )


def game_loop_cases(steps: StepsOf, reader: Reader) -> Fork:
    """The game said to be in a loop, its kind open: a case each (see above)."""
    mandatory = steps("the game is in a loop of mandatory actions", reader, ())
    optional = steps("the game is in a loop of optional actions", reader, ())
    return stoppable_or_not(mandatory, optional)


def acting_in_the_loop(entities: tuple[Entity, ...]) -> Entity | None:
    """The first card named beside the Saproling loop (Sporemound, Life and Limb) that may act
    in it, or None where none does: a card Arbiter knows does nothing as Saprolings enter and
    its controller gains life where it ends nothing, has can't-lose or can't-win effects, is a
    half of a Saproling land loop, or gains life for a creature entering (Essence Warden). A
    card that drains life as life is gained or a creature dies (Sanguine Bond beside Essence
    Warden, Blood Artist beside Lethal Vapors) ends the loop with a loss, one that takes
    abilities away (Humility) stops it: whether a player can stop it does not decide alone.
    A card Arbiter does not know is left to its own refusal (never taken as doing nothing)."""
    return next(
        (
            entity
            for entity in entities
            if entity.card is not None and not all(_acts_in_no_loop(e) for e in entity.card.effects)
        ),
        None,
    )


def acting_refusal(played: str, card: str, read: tuple[str, ...]) -> SituationError:
    """The land played into the Saproling loop beside `card`, which may act in it: how the
    loop ends may turn on that card (a loss, or no loop), which is not read."""
    return SituationError(
        Message(
            '"{played}" starts a loop (each land entering makes a Saproling that is a land '
            "entering too, {rule}) beside {card}, which may end it with a loss or stop it; "
            "Arbiter does not follow such a loop: say how the game ended.",
            played=quoted(played),
            rule="MTG CR 104.4b",
            card=card,
        ),
        kind=Refusal.CARD_NOT_JUDGED,
        cards=(card,),
        read=read,
    )


def _acts_in_no_loop(effect: object) -> bool:
    if isinstance(effect, MandatoryLoop):
        return not effect.lands_are_creatures and set(effect.acts_on) <= {LoopAct.SAPROLING_ON_LAND}
    return isinstance(effect, (EndsNothing, CantLose, CantWin))
