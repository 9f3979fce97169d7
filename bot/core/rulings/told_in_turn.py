"""Two events told in one sentence, joined by "and" or a comma, that chat means one after the
other as often as at once: revision 2 reads a sentence as one moment, but where the order
decides the outcome the words leave it open, and the answer depends on it (rulings.md revision
3): a case where they came at once (the sentence's own reading, first) and one where the game
checked life totals between them (MTG CR 704.3), asking which it was, in the game's own
words and rules (game_words.py: Terrus's vitae, 5.3b). Two kinds:

- a player's life lost, then life that player gains ("opp at 3, he takes 3 damage, he gains 2
  life"): the gain may have come with the loss (one spell or ability doing both, lifelink in
  the same combat damage: 510.2) or after it, too late;
- two players each dealing damage to the other ("I deal 3 damage to him and he deals 3 damage
  to me"): one source does not deal both, so the one told first may have ended the game before
  the other (a draw at once, 104.4a, else a win).

Words that say the events were at once ("at the same time", "simultaneously", "while",
"lifelink") keep the one moment, as does a gain whose source the words say acts with the rest
or whose own timing is already asked; a gain told first ("gains 2 life and takes 3 damage") is
the order told, the one moment ending alike.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.messages import Message
from bot.core.rules.games.game import RulingNote
from bot.core.rules.vocabulary import EventKind, System
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.game_words import note_of
from bot.core.rulings.phrase_values import Clause, Item
from bot.core.rulings.words import Reader

# Words that say the events of a sentence happened together, or name a gain that comes with
# damage (lifelink): the sentence stays one moment.
_HYPHENED = r"\s*+-?\s*+"  # "life link", "lifelink", "life-link"
_TOGETHER = re.compile(
    rf"\b(?:{one_of(WORDS.same_time)}|{one_of(WORDS.together_said)}"
    rf"|{one_of(WORDS.together_with)}\s++{one_of(WORDS.together_with_what)}"
    rf"|{one_of(WORDS.gain_with_damage, _HYPHENED)}\w*+)\b",
    re.IGNORECASE,
)


# "I take 1 combat damage. Then I gain 3 life from lifelink", "I gain 3 life from lifelink after
# I take 1 combat damage": lifelink is no trigger, its life comes as its creature's damage is
# dealt (MTG CR 702.15b), so with the damage told before if both were in one combat damage step
# (510.2), after it only if in a later one (first strike, 510.4). Told as after that damage,
# the order is left open (text_sentences.py, sentence_steps.py), and asked where it decides:
# read as a check between them, it had been "you lose" at 0.
_GAINED = (  # its subject of two words at most ("I", "my opponent"), never a clause before it
    rf"(?:[^\W\d][^\s,]*+\s++){{0,2}}?{one_of(WORDS.gain_verbs)}\s++[^\s,]++\s++"
    rf"{one_of(WORDS.life_words)}"
)
_FROM_LIFELINK = rf"[\s,]++{one_of(WORDS.lifelink_leads)}\s++{one_of(WORDS.lifelink_sources)}"
_LIFELINK_GAIN = re.compile(rf"(?P<gain>{_GAINED}){_FROM_LIFELINK}", re.IGNORECASE)


def lifelink_gain(clause: str) -> str | None:
    """The gain a clause tells that is only life gained from lifelink ("I gain 3 life from
    lifelink"), without its source: what the order of it and the damage before leaves open."""
    gained = _LIFELINK_GAIN.fullmatch(clause.strip(" ,"))
    return gained["gain"] if gained is not None else None


@dataclass(frozen=True)
class InTurn:
    """Events of one sentence that may have come one after the other: the items told before
    the later event's clause and the items from it on, the sentence's words cut there (where
    they can be found), and the question that settles it with each case's condition."""

    before: list[Item]
    after: list[Item]
    words: tuple[str, str] | None
    question: Message
    at_once: Message
    in_turn: Message


def told_in_turn(
    sentence: str, clauses: list[Clause], items: list[Item], opens: list[Item], reader: Reader
) -> InTurn | None:
    """The first event the sentence tells that may have come after one told before it
    (`items`: the sentence's one moment, in the order told); None where the words say they were
    at once, or tell no such pair. An event whose own timing is already asked (`opens`: "from
    Vampiric Link", a trigger or not) is no other question. The question is the game's
    (`reader.system`), in its words for life and its rules; a game with none asks nothing."""
    asker, system = reader.asker, reader.system
    lowered: set[str] = set()  # players whose life a clause before lowered
    dealt: set[tuple[str, str]] = set()  # (dealer, player) of damage a player dealt before
    for at, clause in enumerate(clauses):
        for item in clause.items:
            if any(item is asked for asked in opens):
                continue
            asked = _told_in_turn(item, lowered, asker, system) or _dealt_back(
                item, dealt, asker, system
            )
            if asked is not None:
                if _TOGETHER.search(sentence) is not None:
                    return None  # the words say they were at once (searched only here)
                later = {id(i) for c in clauses[at:] for i in c.items}
                before = [i for i in items if id(i) not in later]
                after = [i for i in items if id(i) in later]
                if not before or not after:
                    return None
                return InTurn(before, after, _cut(sentence, clause.text), *asked)
        lowered.update(
            item.event.player
            for item in clause.items
            if item.event.player is not None and _lowers(item)
        )
        dealt.update(d for item in clause.items if (d := _dealt_by_a_player(item)) is not None)
    return None


_Asked = tuple[Message, Message, Message]


def _told_in_turn(
    item: Item, lowered: set[str], asker: str, system: System | None
) -> _Asked | None:
    """A bare gain of a player whose life a clause before lowered: the question and cases."""
    player = item.event.player
    if player is None or player not in lowered or not _bare_gain(item):
        return None
    who, gained = _who(player, asker), item.event.delta or 0
    asked = [
        note_of(system, kind, who=who, n=gained)
        for kind in (RulingNote.GAINED_IN_TURN, RulingNote.GAINED_AT_ONCE, RulingNote.GAINED_AFTER)
    ]
    question, at_once, after = asked
    if question is None or at_once is None or after is None:
        return None
    return question, at_once, after


def _dealt_back(
    item: Item, dealt: set[tuple[str, str]], asker: str, system: System | None
) -> _Asked | None:
    """Damage a player deals to one who dealt them damage in a clause before: the question
    and cases."""
    back = _dealt_by_a_player(item)
    if back is None or (back[1], back[0]) not in dealt:
        return None
    first, second = _who(back[1], asker), _who(back[0], asker)
    question = note_of(system, RulingNote.DEALT_IN_TURN, first=first, second=second)
    if question is None:
        return None
    at_once = Message("the damage was dealt at the same time")
    after = Message("{first} dealt damage first", first=first)
    return question, at_once, after


def _who(player: str, asker: str) -> str | Message:
    return Message("you") if player == asker else player


def _dealt_by_a_player(item: Item) -> tuple[str, str] | None:
    """(dealer, player) of damage or life loss a player is said to deal another, by no card."""
    source, player = item.source, item.event.player
    if source is None or source.cards or source.unknown or player is None or not _lowers(item):
        return None
    dealer = source.controller
    if dealer is None or source.text != dealer or dealer == player:
        return None
    return dealer, player


_JOINED = re.compile(rf"[\s,]*+(?:\b{one_of(WORDS.cut_joins)})?+[\s,]*+$", re.IGNORECASE)


def _cut(sentence: str, clause: str) -> tuple[str, str] | None:
    """The sentence's words before the clause and from it on, as written: the clause as read
    may start with a subject carried from the clause before ("me gain 3 life" for "and gain 3
    life"), so its words are looked for without it too."""
    words = clause.split()
    for start in (0, 1):
        told = " ".join(words[start:])
        at = sentence.lower().rfind(told.lower()) if told else -1
        if at > 0:
            first = _JOINED.sub("", sentence[:at])
            return (first, sentence[at:]) if first else None
    return None


def _lowers(item: Item) -> bool:
    """Life lost or damage taken, by an amount (not a total set, not lethal read as 0)."""
    event = item.event
    if event.kind is EventKind.LIFE:
        return event.value is None and (event.delta or 0) < 0
    return event.kind is EventKind.COMMANDER_DAMAGE and (event.delta or 0) > 0


def _bare_gain(item: Item) -> bool:
    """Life gained by an amount said, from nothing the words say acts at once with the rest."""
    event = item.event
    return (
        event.kind is EventKind.LIFE
        and event.value is None
        and (event.delta or 0) > 0
        and item.why is None
        and (item.source is None or item.source.said is None)
    )
