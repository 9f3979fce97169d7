"""Sentences read as ending nothing, shown: a sentence the grammar reads as an act that brings no
event and names no card ("bob is the active player", "bob takes an extra turn", "bob is still in
the game", "bob discards a card", and an attack alone, "bob attacks") changes nothing told, and
is shown under "skipped" with the framing (a state read, "my library is empty", is read, not
skipped), never dropped without a word (session 26, silent26's hunt; attacks, session 27). A
sentence whose holding is shown as held (`Situation.held_unnamed`) or already skipped is shown
there once. Pure: no I/O."""

from __future__ import annotations

from bot.core.rulings.situation_values import Sentence, Situation


def _unshown(sentence: Sentence, shown: list[str]) -> bool:
    """Whether `sentence` ends nothing, names no card and is shown nowhere yet."""
    if sentence.events or sentence.marks or sentence.unknown_in_play or sentence.held:
        return False
    if not (sentence.acts or sentence.attacks) or sentence.states:  # a state read is read
        return False
    said = " ".join(sentence.text.split()).casefold()
    return not any(s.casefold() in said or said in s.casefold() for s in shown)


def skipped_shown(situation: Situation) -> tuple[str, ...]:
    """The words skipped as framing, then each sentence read as ending nothing not shown."""
    shown = list(situation.skipped) + list(situation.held_unnamed)
    told = [step for step in situation.steps if isinstance(step, Sentence)]
    quiet = [" ".join(s.text.split()) for s in told if _unshown(s, shown)]
    return tuple(dict.fromkeys([*situation.skipped, *quiet]))
