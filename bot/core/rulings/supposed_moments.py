"""The moments a text supposes (language.py): "What happens if I concede" is the moment read;
a second one supposed ("What if my opponent concedes?") may be another game rather than what
followed, and is refused; totals supposed after the moment told ("What if we are both at 2
life?") are the board it starts from, put first. Pure: no I/O.
"""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rulings import chat
from bot.core.rulings.library_unsaid import draw_count_either
from bot.core.rulings.sentence_refusals import held_unmarked
from bot.core.rulings.sentence_steps import either_of, steps_of
from bot.core.rulings.situation_values import Fork, Sentence, Situation
from bot.core.rulings.stated_totals import SUPPOSED_LATER, board_supposed, says_a_board
from bot.core.rulings.words import Entity, Reader, SituationError, quoted, spelled


def _steps_read(
    sentence: str, other: str, reader: Reader, marks: tuple[int, ...]
) -> list[Sentence | Fork]:
    """A sentence's steps; with `other`, the same sentence with the other of two numbers the
    asker joined by "or" ("I deal him 3 or 4 damage"), a case each."""
    if other:
        return either_of(sentence, other, reader, marks)
    return draw_count_either(sentence, reader, marks, steps_of)


def _later(raw: str, told: bool) -> bool:
    return told and SUPPOSED_LATER.match(raw) is not None and says_a_board(raw)


def steps_or_board(
    said: tuple[str, str, str],
    marks: tuple[int, ...],
    reader: Reader,
    situation: Situation,
    supposed: str | None,
    read: list[str],
) -> tuple[list[Sentence | Fork], str | None]:
    """A sentence's steps (`said`: the sentence, its other number's reading, as written;
    `marks`: the cards it names that act in it) and the moment supposed so far. Supposed after
    the moment told ("What if we are both at 2 life?", `SUPPOSED_LATER`), the totals that are
    the board the moment starts from are put first in `situation` (no steps left); anything
    else there is a second moment supposed (`supposed_once`)."""
    sentence, other, raw = said
    later = _later(raw, bool(situation.steps))
    try:
        steps = _steps_read(sentence, other, reader, marks)
    except SituationError:
        if later:  # no board: a second moment supposed, named as such
            supposed_once(supposed, raw, reader.entities, read)
        raise
    held_unmarked(steps, reader.entities)  # "worship is on the battlefield under bob's control"
    names = [entity.name for entity in reader.entities]
    board = board_supposed(steps, situation.steps, names) if later else None
    if board is not None:
        situation.steps[:0] = board
        return [], supposed
    if later:
        supposed = supposed_once(supposed, raw, reader.entities, read)
    return steps, supposed


def supposed_once(
    supposed: str | None,
    raw: str,
    entities: tuple[Entity, ...],
    read: list[str],
    told: bool = False,
) -> str | None:
    """The moment supposed so far, `raw` if it is the first ("What happens if I concede");
    SituationError for a second one ("What if my opponent concedes?"), which may be another
    game rather than what followed. After a moment `told`, one that may add totals to it
    ("What if we are both at 2 life?") is left to `steps_or_board`."""
    if _later(raw, told):
        return supposed
    if supposed is not None and chat.SUPPOSED_AGAIN.match(raw):
        raise SituationError(
            Message(
                'This supposes two moments, "{first}" and "{second}": the second may be '
                "another game rather than what followed. Ask about each on its own, or "
                'say the order ("... . then ...").',
                first=quoted(spelled(supposed, entities)),
                second=quoted(spelled(raw, entities)),
            ),
            read=tuple(read),
        )
    return raw if supposed is None and chat.SUPPOSED.match(raw) else supposed
