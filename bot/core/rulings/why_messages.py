"""Why a quick ruling came out as it did, as messages for readers of other languages (told.py):
how timing decided it, what came too late or after a player had left, and the rules' notes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import Note, Outcome, Unjudged, Verdict
from bot.core.rules.vocabulary import Standing
from bot.core.rulings.result_messages import reason_said
from bot.core.rulings.told import listed
from bot.core.rulings.words import quoted

# The words the games call their parts by (`GameNames`), in the catalogue: a game's own word
# that is not among them ("vitae") is its term, kept as it is in every language (glossaries).
_GAME_WORDS: Final[dict[str, Message]] = {
    "priority": Message.within("a game's word", "priority"),
}


def _word(word: str) -> Message:
    return _GAME_WORDS.get(word, Message.verbatim_text(word))


def _at_once(outcome: Outcome, asker: str) -> Message:
    reason = reason_said(outcome.player, outcome.reasons[0], asker)
    mine = outcome.player == asker
    if outcome.standing is Standing.WON:
        return (
            Message("you won ({reason})", reason=reason)
            if mine
            else Message("{player} won ({reason})", player=outcome.player, reason=reason)
        )
    if outcome.standing is Standing.LOST:
        return (
            Message("you lost ({reason})", reason=reason)
            if mine
            else Message("{player} lost ({reason})", player=outcome.player, reason=reason)
        )
    return (
        Message("you drew ({reason})", reason=reason)
        if mine
        else Message("{player} drew ({reason})", player=outcome.player, reason=reason)
    )


def _unjudged(item: Unjudged, asker: str) -> Message:
    reason = reason_said(item.player, item.reason, asker)
    rules = ", ".join(item.reason.citations)
    if item.player == asker:
        return Message("for you, {reason}: {rules}", reason=reason, rules=rules)
    return Message(
        "for {player}, {reason}: {rules}", player=item.player, reason=reason, rules=rules
    )


def moment_said(setup: GameSetup) -> Message:
    """When the state is judged: "when a player would next receive priority"."""
    priority = _word(game_of(setup.system).names.priority)
    return Message("when a player would next receive {priority}", priority=priority)


def timing_said(
    verdict: Verdict, number: int | None, setup: GameSetup, asker: str
) -> Message | None:
    """How timing decided a report (sentence `number` of several), or None where it did not."""
    decided = [
        item
        for item in verdict.unjudged
        if verdict.state.standings[item.player] is not item.standing or verdict.restarted
    ]
    if not decided:
        return None
    acted = (
        listed([_at_once(o, asker) for o in verdict.immediate])
        if verdict.immediate
        else listed([note.said for note in verdict.notes])
    )
    missed = listed([_unjudged(item, asker) for item in decided])
    restarted = verdict.restarted and not verdict.game_over
    moment = moment_said(setup)
    if number is None:
        if restarted:
            return Message(
                "Timing decided it: at once, {acted}. What is only checked {moment} never came "
                "into it ({missed}), because by then the game had restarted.",
                acted=acted, moment=moment, missed=missed,
            )  # fmt: skip
        return Message(
            "Timing decided it: at once, {acted}. What is only checked {moment} never came into "
            "it ({missed}), because by then the game was over.",
            acted=acted, moment=moment, missed=missed,
        )  # fmt: skip
    if restarted:
        return Message(
            "Timing decided it in sentence {number}: at once, {acted}. What is only checked "
            "{moment} never came into it ({missed}), because by then the game had restarted.",
            number=number, acted=acted, moment=moment, missed=missed,
        )  # fmt: skip
    return Message(
        "Timing decided it in sentence {number}: at once, {acted}. What is only checked "
        "{moment} never came into it ({missed}), because by then the game was over.",
        number=number, acted=acted, moment=moment, missed=missed,
    )  # fmt: skip


def too_late_said(texts: Sequence[str], reports: int, setup: GameSetup) -> Message:
    """The sentences after the game was over, quoted as written."""
    late = "; ".join(f'"{quoted(text)}"' for text in texts)
    return Message(
        "The game was over at the checkpoint after sentence {number} ({moment}), so what "
        "follows could not happen: {late}.",
        number=reports,
        moment=moment_said(setup),
        late=late,
    )


def unresolved_said(texts: Sequence[str]) -> Message:
    """The spells and abilities cast before the game ended, a response told after them
    ending it first: still on the stack, they never resolved."""
    late = "; ".join(f'"{quoted(text)}"' for text in texts)
    return Message(
        "This was still on the stack when the game ended (it was cast before the response "
        "told after it), so it never resolved: {late}.",
        late=late,
    )


def gone_said(event: Message, player: str, asker: str) -> Message:
    """An event about a player who had already left the game."""
    if player == asker:
        return Message('"{event}" (you had already left)', event=event)
    return Message('"{event}" ({player} had already left)', event=event, player=player)


def missed_said(missed: Sequence[Message]) -> Message:
    return Message(
        "A player who has left the game takes no further part in it, so this could not "
        "happen: {events}.",
        events=listed(missed),
    )


OPTIONAL_LOOP: Final = Message(
    "A loop with an optional action in it is no draw: the player who can stop it chooses how "
    "many times it repeats, then stops it (MTG CR 104.4b)."
)
NOTHING_ENDS: Final = Message(
    "Nothing said ends the game: a player leaves it only by winning, losing, conceding or a "
    "draw (MTG CR 104.1, 104.3a), and none of what was done does that."
)
EMPTY_LIBRARY: Final = Message(
    "An empty library ends nothing by itself: its player loses only when they would draw "
    "from it (MTG CR 704.5b)."
)


def ways_at_once(rule: str) -> Message:
    """Which of two ways of losing came first, asked: neither, they are checked at once."""
    return Message(
        "Neither way of losing comes first: they are all checked at the same time, so a player "
        "who meets two of them loses by both at once ({rule}).",
        rule=rule,
    )


def ruling_note(note: Note) -> Message:
    """A note of the rules core that is a ruling (a restart), with the rules that say so."""
    return Message("{note} ({rules}).", note=note.said, rules=", ".join(note.citations))


def same_outcome_said(condition: str | Message) -> Message:
    return Message("Whether {condition} or not does not change the outcome.", condition=condition)


def happened_said(what: str) -> Message:
    """The condition of one alternative's case (`sentence_steps.either`): "<what>" happened."""
    return Message('"{what}" happened', what=what)


_HAPPENED = happened_said("").msgid


def alternatives_happened(conditions: list[Message | None]) -> Message | None:
    """Alternatives joined by "or" that end alike (`sentence_steps.either`): whichever of them
    happened, said of each, not "whether the first happened or not" (without it, nothing may
    have happened). None: the cases are no such alternatives."""
    whats = [
        dict(condition.params)["what"]
        for condition in conditions
        if condition is not None and condition.msgid == _HAPPENED
    ]
    if len(whats) != 2 or len(conditions) != 2:
        return None
    return Message(
        'Whichever happened, "{a}" or "{b}", the outcome is the same.', a=whats[0], b=whats[1]
    )
