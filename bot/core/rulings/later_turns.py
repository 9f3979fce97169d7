"""A later turn said first in a sentence, whose it is said ("On my next turn, I take 3 damage",
"At the beginning of his next upkeep, ...", "During my opponent's following turn ..."): that
turn begins before what the sentence tells (the language's "alice begins their turn"), so what
lasts only for a turn (Angel's Grace, MTG CR 514.2) or until its controller's next turn has
ended by then (lasting.py). Taken as framing, the turn was lost: "I cast Angel's Grace and it
resolves. On my next turn I take 3 damage." was "nobody has lost", the Grace still in force.

Only a turn whose player the words name ("my", "his", "her", "your", "my opponent's", a
player's name or role): "the next turn", "a few turns later" name no player, and whose turn
begins decides what ends "until your next turn", so they are left as written. Only at a
sentence's start, after nothing but "then" or a supposing opener ("If on my next turn I take
3 damage, ...": that turn begins, and then the rest, in the moment supposed), or after ",
then" inside one (what came before is a sentence of its own then, unless it is supposed).
Keyed on "next" or "following": a text without either is not searched. Pure: no I/O.

A Magic turn asked of as a whole ("I play Leveler. On my next turn, do I lose the game?": the
rest of the sentence only a question of the outcome) is more than its start: its player draws
a card in its draw step (MTG CR 504.1), and from an empty library that draw loses (704.5b). It
was read as the turn's start alone, before the draw, "nobody has lost". Where the words say
something of a library (a library, a mill or a draw said, a card that empties one), the turn
is told with its draw; elsewhere nothing said turns on it, and the turn is left to its start.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.core.messages import Message
from bot.core.rules.games import GAMES
from bot.core.rules.vocabulary import System
from bot.core.rulings.card_model import EmptiesLibrary
from bot.core.rulings.card_model import Moment as CardMoment
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.outcome_questions import is_question
from bot.core.rulings.turns_framed import check_turns_framed
from bot.core.rulings.words import NAME, ROLE, Entity, SituationError

# whose turn, as a possessive, and the subject and possessive that begin it
_WHOSE = {
    "my": ("I begin", "my"),
    "your": ("you begin", "your"),
    "his": ("he begins", "his"),
    "her": ("she begins", "her"),
}
_OPPONENTS = one_of(tuple(WORDS.opponents))
_OWNER = (
    rf"(?P<whose>my|your|his|her)|(?P<opp>{_OPPONENTS})'s"
    rf"|(?P<named>(?!(?:the|a|an|this|that|their|our|its)\b)(?:{ROLE}|{NAME}))'s?"
)
_PART = one_of(WORDS.later_turn_parts)
_LATER_TURN = re.compile(
    # "So on my next turn, do I lose?": the asker's "so" before it, as "then"
    rf"(?:(?P<lead>(?:^|(?<=[.!?\n]))\s*+(?:(?:(?:and\s++)?then|so)\s*+,?\s*+"
    rf"|(?P<if>{one_of(WORDS.supposing)})(?:\s*+,\s*+|\s++))?)"
    # "..., then on my next turn I take 3 damage": a clause after "then", as a sentence
    rf"|(?P<comma>\s*+,\s*+(?:and\s++)?then\s*+,?\s*+))"
    rf"(?:(?:on|in|during|(?P<start>at\s++the\s++(?:beginning|start)\s++of))\s++)?"
    rf"(?:{_OWNER})\s++(?:own\s++)?(?:next|following)\s++(?P<part>{_PART})(?![\w'])\s*+,?\s*+(?P<first>[a-z])?",
    re.IGNORECASE,
)
_SUPPOSING = re.compile(rf"\s*+{one_of(WORDS.supposing)}(?![\w'])", re.IGNORECASE)
_KEY = re.compile(r"\b(?:next|following)\b", re.IGNORECASE)
_UNPLACED = Message(
    "A later turn is said here of a player the rest of the question never names, and whose "
    "turn it is decides what has ended by then: say whose turn it is by a player's name "
    '("On alice\'s next turn, alice takes 3 damage").'
)


# The asker ("I", "my") and the one addressed ("you"), said elsewhere in the text: a later turn
# of theirs begins only where they are already a player of the words. A text of named players,
# "alice ... On my next turn alice takes 3", never gains the asker as a third, nor is the turn
# framing where a card is named or a turn said elsewhere: whose turn it is decides what has
# ended by then (a turn's Angel's Grace, "until end of turn"), so it is refused, asking whose
# turn it is. With neither, nothing lasts to end, and the turn is left as written.
_SAID_ELSEWHERE = {
    "my": re.compile(r"(?<![\w'])(?:i|me|my|mine|myself|i'm|i've|i'd|i'll)(?![\w'])", re.I),
    "your": re.compile(r"(?<![\w'])(?:you|your|yours|yourself|you're|you've)(?![\w'])", re.I),
}


_TURN = re.compile(r"\bturns?\b", re.IGNORECASE)


_LIBRARY = re.compile(rf"(?<![\w']){one_of(WORDS.library_told)}(?![\w'])", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?\n]")


def _turn_asked(match: re.Match[str]) -> bool:
    """The rest of the sentence after the later turn only asks of the outcome ("On my next
    turn, do I lose the game?"): the turn is asked of as a whole."""
    rest = match.string[match.end() - (1 if match["first"] else 0) :]
    end = _SENTENCE_END.search(rest)
    return is_question(rest[: end.end()] if end is not None else rest)


_DRAW_UNPLACED = Message(
    "A library is said here, and what is said of that later turn may come before its draw "
    "step's draw or after it (MTG CR 504.1): say whether it was before or after the draw."
)


def _drawn(subject: str, match: re.Match[str], draws: bool) -> str:
    """The turn's draw (MTG CR 504.1) told after its start where the turn is asked of as a
    whole and a library is said (`draws`): "I draw a card. ", else nothing. Only a whole turn
    has it: its start ("at the beginning of my next turn"), its upkeep or untap step come
    before the draw. Refuses a whole turn beside a library said where what the sentence tells
    of it says no draw or step ("On my next turn I take 3 damage. Do I lose?"): it may be
    before the draw or after it, and a draw from an empty library loses (704.5b)."""
    if not draws or match["start"] is not None or not _TURN.fullmatch(match["part"]):
        return ""
    if not _turn_asked(match):
        rest = match.string[match.end() - (1 if match["first"] else 0) :]
        end = _SENTENCE_END.search(rest)
        if _LIBRARY.search(rest[: end.end()] if end is not None else rest) is None:
            raise SituationError(_DRAW_UNPLACED, unread=match[0].strip(" ,.!?"))
        return ""
    who, verb = subject.rsplit(" ", 1)
    return f"{who} {verb.replace('begin', 'draw')} a card. "


def _begun(match: re.Match[str], carded: bool, draws: bool = False) -> str:
    if match["whose"] is not None:
        said = _SAID_ELSEWHERE.get(match["whose"].lower())
        rest = match.string[: match.start()] + " " + match.string[match.end() :]
        if said is not None and not said.search(rest):
            if carded or _TURN.search(rest):
                raise SituationError(_UNPLACED)
            return match[0]
        subject, whose = _WHOSE[match["whose"].lower()]
    else:
        player = match["opp"] or match["named"]
        subject, whose = f"{player} begins", "their"
    if match["if"] is not None:  # "If on my next turn I take 3 damage": supposed, in order
        return f"{match['lead']}{subject} {whose} turn and then {match['first'] or ''}"
    # what followed the turn opens a sentence of its own: its first letter as one
    first = (match["first"] or "").upper()
    if match["comma"] is not None:
        before = match.string[: match.start()]
        opened = before[max(before.rfind(end) for end in ".!?\n") + 1 :]
        if _SUPPOSING.match(opened):  # "If he concedes, then on my next turn I ...": supposed
            return f", then {subject} {whose} turn and then {match['first'] or ''}"
        drawn = _drawn(subject, match, draws)
        return f". {subject[0].upper()}{subject[1:]} {whose} turn. {drawn}{first}"
    return f"{match['lead']}{subject} {whose} turn. {_drawn(subject, match, draws)}{first}"


_PART_SAID = re.compile(rf"(?:next|following)\s++(?P<part>{_PART})(?![\w'])", re.IGNORECASE)


def _said_again(match: re.Match[str], said: set[tuple[str, str]]) -> None:
    """Refuse the same later turn said twice ("On my next turn I cast Angel's Grace. On my next
    turn I take 5 damage."): it may be that one turn again, or the turn after it, and what
    lasts a turn ends between them only in the second. Read as two turns, the Grace had ended
    ("you lose"), though the asker may tell of one turn."""
    owner = (match["whose"] or match["opp"] or match["named"] or "").casefold()
    part = _PART_SAID.search(match[0])
    key = (owner, part["part"].casefold() if part is not None else "")
    if key in said:
        raise SituationError(_SAID_TWICE, unread=match[0].strip(" ,.!?"))
    said.add(key)


_SAID_TWICE = Message(
    "The same later turn is said twice, and the words leave open whether it is that turn again "
    "or the one after it: say it once, with what happened in it after it in sentences of its "
    'own ("On my next turn I cast Angel\'s Grace. Then I take 5 damage."), or name the later '
    'one ("On my opponent\'s next turn ...").'
)


# A card whose trigger waits for a step of a turn (Phyrexian Arena's upkeep, a Pact's next
# upkeep, Final Fortune's end step of the extra turn): what a turn begun does to it is read
# elsewhere, by the steps the words tell; beside it the turn is left as written.
_STEPS = frozenset(
    {CardMoment.UPKEEP, CardMoment.END_STEP, CardMoment.DELAYED_UPKEEP, CardMoment.DELAYED_END_STEP}
)


def _waits_for_a_step(card: Card) -> bool:
    return bool(card.unplayed_steps) or any(
        getattr(effect, "moment", None) in _STEPS for effect in card.effects
    )


def _library_said(text: str, entities: tuple[Entity, ...]) -> bool:
    """The words say something of a library (a library, deck, mill or draw said), or name a
    card that empties one (Leveler, Traumatize)."""
    return _LIBRARY.search(text) is not None or any(
        e.card is not None and any(isinstance(f, EmptiesLibrary) for f in e.card.effects)
        for e in entities
    )


def later_turns_begun(
    text: str, entities: Iterable[Entity] = (), system: System | None = None
) -> str:
    """The text with each later turn said first in a sentence, whose it is said, told as that
    turn beginning, in a sentence of its own before the rest (see above), with its draw where
    a Magic turn is asked of as a whole beside a library said; as it is beside a card named
    (`entities`) whose trigger waits for a step of a turn. Refuses a turn said first in a
    sentence after a card whose effect lasts a turn (turns_framed.py)."""
    entities = tuple(entities)
    game = GAMES.get(system) if system is not None else None
    draws = game is not None and game.rulings.turn_draws and _library_said(text, entities)
    if _KEY.search(text) is not None and not any(
        e.card is not None and _waits_for_a_step(e.card) for e in entities
    ):
        carded = any(e.card is not None for e in entities)
        said: set[tuple[str, str]] = set()

        def begun(match: re.Match[str]) -> str:
            _said_again(match, said)
            return _begun(match, carded, draws)

        text = _LATER_TURN.sub(begun, text)
    check_turns_framed(text, entities)
    return text
