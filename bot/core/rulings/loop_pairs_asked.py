"""A pair of cards whose loop ends itself, believed or asked to make a draw: "According to the
comp rules, if the game enters a loop of ONLY mandatory actions, the game is a draw. So,
Duskmantle Guildmage + Mindcrank means the game is a draw (if you trigger his ability).", "Is
my Exquisite Blood + Sanguine Bond a draw?".

A loop of mandatory actions is a draw only where nothing in it ever ends the game (MTG CR
104.4b). These pairs drain a player as they repeat, so the loop ends itself as soon as that
player runs out of what it takes (704.5a), and the belief is answered by the ruling on the
moment it describes, never agreed with. The moment is told in the situation language: the
holder controls both, and the loop has run out (`_ends`, as the card data says):

* Exquisite Blood with Sanguine Bond: each life the opponent loses gains its holder as much,
  which the opponent then loses again; the opponent ends at 0 or less life and loses (704.5a);
* Duskmantle Guildmage (its first ability activated that turn) with Mindcrank: each life lost
  mills as many cards, each card milled costs one life; the loop stops when the opponent's life
  or library runs out, whichever comes first, which the words do not say: at 0 life they lose
  (704.5a); with an empty library the loop stops and they lose only when they next draw
  (704.5b), so the answer depends on it and asks.

Whose cards they are must be said (a possessive, or who starts the loop: "if you trigger his
ability"); a game of two players (the words say "my opponent" where they say anything). Only
where every sentence is the belief, the question, or the rule it rests on cited; any other
sentence is a moment of its own, and the question is left to the reader (None).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import Enum, auto

from bot.core.messages import N_, Message
from bot.core.rules.vocabulary import System
from bot.core.rulings.card_marks import mark_cards
from bot.core.rulings.card_model import EndsNothing, Kind
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import (
    MARK,
    MARKED,
    Entity,
    Reader,
    SituationError,
    quoted,
    spelled,
)


class _RunsOut(Enum):
    """What of the drained player's runs out and ends the loop."""

    LIFE = auto()  # the player reaches 0 life
    LIFE_OR_LIBRARY = auto()  # whichever of the two runs out first; the words never say which


def _ends(cards: Sequence[Card | None]) -> _RunsOut | None:
    """How the loop of two cards ends, as the card data says (`Card.loop_drains_life_with`,
    `loop_drains_life_or_library_with`, on one card of the pair); None for any other cards."""
    if len(cards) != 2:
        return None
    a, b = cards
    if a is None or b is None or a.name == b.name:
        return None
    if b.name in a.loop_drains_life_with or a.name in b.loop_drains_life_with:
        return _RunsOut.LIFE
    either = a.loop_drains_life_or_library_with, b.loop_drains_life_or_library_with
    if b.name in either[0] or a.name in either[1]:
        return _RunsOut.LIFE_OR_LIBRARY
    return None


def drains_nobody(cards: Sequence[Card | None]) -> bool:
    """Two cards the card data says make a loop of mandatory actions that changes no player's
    life or library (`Card.loop_drains_nobody_with`: Stuffy Doll with Pariah's Shield on it,
    its controller chosen, the damage coming back to it each time): a draw (104.4b)."""
    if len(cards) != 2:
        return False
    a, b = cards
    if a is None or b is None:
        return False
    return b.name in a.loop_drains_nobody_with or a.name in b.loop_drains_nobody_with


def _may_drain(card: Card) -> bool:
    """A card Arbiter knows to drain a player in a loop (`_DRAINING`), or whose trigger
    changes a life total in a way the words need not say (Stuffy Doll's damage to its chosen
    player each time it is dealt damage): without its pair of `drains_nobody`, it may."""
    return bool(card.kinds & _DRAINING) or any(
        isinstance(effect, EndsNothing) and "life" in effect.changes for effect in card.effects
    )


# The kinds of a card whose part in a loop can make a player lose as it repeats (damage, life
# lost for a gain, a library milled, poison): such a loop may end itself, so neither a draw nor
# a player stopping it is sure to be its answer.
_DRAINING = frozenset(
    {Kind.DAMAGE, Kind.LIFELINK, Kind.EMPTIES_LIBRARY, Kind.POISON, Kind.COMMANDER_DAMAGE}
)


def self_ending_refusal(
    said: str, named: Sequence[Card | None], held: Sequence[Entity], unknown: Sequence[str] = ()
) -> SituationError | None:
    """The refusal of a loop told by its cards (sentence_steps.py) where a card named can end
    it: a pair of `_ends` ("I made a loop with Exquisite Blood and Sanguine Bond") or any card
    Arbiter knows to drain a player (`_DRAINING`: "I made an infinite loop with Psychosis
    Crawler and Mindcrank"). Neither case of the question whether a player can stop it is sure
    to be its answer (a loop nobody can stop is a draw only where it never ends, 104.4b; one
    that drains a player ends as they run out, 704.5a). It stands only where the game was over
    before the loop (`Fork.moot_only`). `said`: the sentence as written; a loop that names no
    card ("the triggers will just keep going forever") is one of the cards the text names
    anywhere (`held`: "I control Exquisite Blood and Sanguine Bond. the triggers ...").
    `unknown`: the names of cards Arbiter does not know in the loop ("I made an infinite loop
    with Niv-Mizzet and Curiosity"): what they do is not known, so they may drain a player as
    the loop repeats (Niv-Mizzet's damage for each card Curiosity draws) and it is refused too."""
    if not named:
        named = [entity.card for entity in held]
        unknown = [*unknown, *(entity.name for entity in held if entity.card is None)]
    if drains_nobody(named) and not unknown:
        return None
    ends = _ends(named)
    if ends is not None:
        pair = " and ".join(card.name for card in named if card is not None)
        # what started the loop, or (where its end is not said by that) how it ended
        moment = "my opponent loses 1 life" if ends is _RunsOut.LIFE else "my opponent is at 0 life"
        return SituationError(
            Message(
                '"{words}": this loop ends itself, draining a player until they run out of life '
                "(or library) and lose ({rule}), so it is no draw. Say whose cards they are and "
                "what started it or how it ended, e.g. {example}.",
                words=quoted(said),
                rule="MTG CR 704.5a",
                example=f'"I control {pair}. {moment}"',
            ),
            unread=said,
        )
    draining = [card.name for card in named if card is not None and _may_drain(card)]
    if not (draining or unknown):
        return None
    return SituationError(
        Message(
            _DRAINS if draining else _UNKNOWN_IN_IT,
            words=quoted(said),
            card=(draining or unknown)[0],
            rule="MTG CR 704.5a",
            draw="MTG CR 104.4b",
        ),
        unread=said,
    )


# A card Arbiter knows to drain a player in the loop; one it does not know, which may.
_DRAINS = N_(
    '"{words}": {card} can make a player lose as the loop repeats ({rule}), and a loop that '
    'ends the game is no draw ({draw}). Say what the loop did and how it ended, e.g. "my '
    'opponent is at 0 life".'
)
_UNKNOWN_IN_IT = N_(
    '"{words}": Arbiter does not know "{card}", and a loop that makes a player lose as it '
    "repeats ends the game ({rule}), so it is no draw ({draw}). Say what the loop did and how "
    'it ended, e.g. "my opponent is at 0 life".'
)


def told_loop_refusal(
    said: str, in_loop: Sequence[Entity], reader: Reader, words: str | None
) -> SituationError | None:
    """`self_ending_refusal` of a loop told by its cards (sentence_steps.py): those marked
    (`in_loop`), and of the cards Arbiter does not know, also the words it is made "with"
    where a word of them names a card, in whatever case ("with Niv-Mizzet and Curiosity",
    "with niv-mizzet and curiosity"), never where each is the asker's own or a word that names
    none (`loop_with_no_card`: "with my combo")."""
    unknown = [entity.name for entity in in_loop if entity.card is None]
    if words is not None and not in_loop and not reader.entities and not names_a_card(words):
        return _unnamed_combo(said)
    if words is not None and names_a_card(words):
        # "with Heliod and Walking Ballista": the whole, a card known among them
        unknown.append(spelled(words, reader.entities).strip())
    named = [entity.card for entity in in_loop]
    return self_ending_refusal(said, named, reader.entities, unknown)


_LOOP_HELD = re.compile(rf"\b{one_of(WORDS.loops_held)}\b", re.IGNORECASE)


def check_loop_held(said: str) -> None:
    """Refuse a loop said held with no card named ("I have an infinite combo with two
    cards. Does the game end in a draw?"): it was taken to do nothing ("nobody has won or lost
    yet"), though its cards may drain a player as it repeats (704.5a); which cards, asked."""
    if _LOOP_HELD.search(said) and not MARKED.search(said):
        raise _unnamed_combo(said)


def _unnamed_combo(said: str) -> SituationError:
    """ "I made an infinite loop with my combo", no card named anywhere: what the loop does is
    not known, so it may drain a player as it repeats and end the game (704.5a), no draw and
    no game going on; the one question is which cards make it."""
    return SituationError(
        Message(
            '"{words}": which cards make the loop? A loop whose cards make a player lose as it '
            "repeats ends the game ({rule}), so it is no draw ({draw}), and Arbiter cannot tell "
            'without the cards. Name them, e.g. "I made an infinite loop with Exquisite Blood '
            'and Sanguine Bond".',
            words=quoted(said),
            rule="MTG CR 704.5a",
            draw="MTG CR 104.4b",
        ),
        unread=said,
    )


def names_a_card(words: str) -> bool:
    """Whether words a loop is told by, beside the cards marked in them, name a card: any word
    but the asker's own or one that names none (`loop_with_no_card`: "my combo", "I")."""
    no_card = WORDS.self_words | WORDS.loop_with_no_card
    return any(w.lower() not in no_card for w in MARKED.sub(" ", words).split())


def bare_loop_refused(said: str, cards: Sequence[Card], unknown: Sequence[str] = ()) -> None:
    """Refuse "X and Y put the game in a loop" (phrase_events.mandatory_loop) where its kind
    is unsaid and a card of it can end it (`self_ending_refusal`): read as a loop of mandatory
    actions, a draw, though it drains a player (704.5a). "... a loop of mandatory actions" is
    the asker's word that nothing in it ends the game (Platinum Angel beside it), as before."""
    refused = None if _KIND_SAID.search(said) else self_ending_refusal(said, cards, (), unknown)
    if refused is not None:
        raise refused


_KIND_SAID = re.compile(rf"\b{one_of(WORDS.loop_kinds_said)}\b", re.IGNORECASE)
_S = r"\s*+"
_MINE = one_of(WORDS.pair_loop_holders_mine)
_THEIRS = one_of(WORDS.pair_loop_holders_theirs)
_PAIR = (
    rf"(?:(?P<mine>{_MINE})\s++|(?P<theirs>{_THEIRS})\s++)?{MARK}(?P<a>\d++){_S}"
    rf"{one_of(WORDS.pair_loop_joins, _S)}{_S}{MARK}(?P<b>\d++)"
)
_STARTED = (
    rf"(?:{_S},?{_S}\(?{_S}{one_of(WORDS.pair_loop_if)}\s++"
    rf"(?:(?P<by_me>{one_of(WORDS.pair_loop_starters_mine)})"
    rf"|(?P<by_them>{one_of(WORDS.pair_loop_starters_theirs)}))\s++"
    rf"{one_of(WORDS.pair_loop_starts)}\s++{one_of(WORDS.pair_loop_started)}{_S}\)?)?"
)
_END = r"\s*+[.?!]*+\s*+$"
_CLAIMED = re.compile(
    rf"^\s*+(?:{one_of(WORDS.pair_loop_openers)}\s*+,?\s++)?{_PAIR}\s++"
    rf"{one_of(WORDS.pair_loop_claims)}\s++{one_of(WORDS.pair_loop_draws)}{_STARTED}{_END}",
    re.IGNORECASE,
)
_ASKED = re.compile(
    rf"^\s*+{one_of(WORDS.pair_loop_asks)}\s++{_PAIR}\s++"
    rf"(?:{one_of(WORDS.lock_asked_draw)}|{one_of(WORDS.pair_loop_draws)}){_STARTED}\s*+\?+\s*+$",
    re.IGNORECASE,
)
# "According to the comp rules, if the game enters a loop of ONLY mandatory actions, the game
# is a draw.": the rule cited, no moment (104.4b)
_RULE = re.compile(
    rf"^\s*+(?:{one_of(WORDS.rules_cited)}\s*+,?\s++)?{one_of(WORDS.loop_rule_if)}\s++"
    rf"{one_of(WORDS.loop_rule_subjects)}\s++{one_of(WORDS.loop_rule_enters)}\s++"
    rf"{one_of(WORDS.loop_rule_loops)}\s++{one_of(WORDS.loop_rule_kinds)}\s*+,?\s*+"
    rf"(?:{one_of(WORDS.loop_rule_then)}\s++)?{one_of(WORDS.pair_loop_draws)}{_END}",
    re.IGNORECASE,
)
_SENTENCES = re.compile(r"[^.?!]+[.?!]*+")
# a draw said at all: before any card is looked for (a long text that says none is no belief)
_DRAW_SAID = re.compile(rf"\b{one_of(WORDS.pair_loop_draws)}\b", re.IGNORECASE)


def _told(holder_is_me: bool, a: str, b: str, ends: _RunsOut) -> str:
    """The moment the loop has run out, in the situation language."""
    holder, other, others = (
        ("I control", "my opponent is", "my opponent's")
        if holder_is_me
        else ("my opponent controls", "I am", "my")
    )
    drained = f"{other} at 0 life"
    if ends is _RunsOut.LIFE_OR_LIBRARY:
        drained += f" or {others} library is empty"
    return f"{holder} {a} and {b}. {drained}"


def loop_pair_presupposed(text: str, game: System | None) -> tuple[str, tuple[str, ...]] | None:
    """The moment a belief or question that a self-ending loop of two cards is a draw
    describes, in the situation language, and the sentences taken as the belief or the rule
    cited (shown as skipped); None where the text is not only that (see above)."""
    if game is None or MARK in text or _DRAW_SAID.search(text) is None:
        return None
    marked, entities = mark_cards(text, game)
    sentences = [s.strip() for s in _SENTENCES.findall(marked) if s.strip()]
    said = [(_CLAIMED.match(s) or _ASKED.match(s), s) for s in sentences]
    claims = [match for match, _ in said if match is not None]
    rules = [s for match, s in said if match is None and _RULE.match(s)]
    if len(claims) != 1 or len(claims) + len(rules) != len(sentences):
        return None
    (claim,) = claims
    cards = [entities[int(claim[n])].card for n in ("a", "b")]
    ends = _ends(cards)
    if ends is None:
        return None
    names = [card.name for card in cards if card is not None]
    mine = claim["mine"] is not None or claim["by_me"] is not None
    theirs = claim["theirs"] is not None or claim["by_them"] is not None
    if mine == theirs:
        return None  # whose cards they are, not said (or said both ways)
    skipped = tuple(s.strip() for s in _SENTENCES.findall(text) if s.strip())
    return _told(mine, names[0], names[1], ends), skipped
