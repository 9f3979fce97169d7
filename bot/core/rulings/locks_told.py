"""A lock told ("Say, for example, I get Mindslaver locked but my opponent cannot kill me in
any way. Do I lose just by the fact that he has the lock on me or does it become a draw? ...
What about a Platinum Angel lock with no way to remove it but no way to win either?").

A lock is a position one player keeps the other in, turn after turn, by actions they choose
to take (Mindslaver used again each turn) or by a permanent nobody can remove (Platinum
Angel): nothing in it forces the game to end. A game is a draw only where every player left
loses at once (104.4a), by agreement, or by a loop of mandatory actions nobody can stop
(104.4b); a lock is none of those, so the game goes on, and a player who cannot win may
concede (104.3a). It is put in the language's terms (`locks_told`): "I get §1 locked in a
lock of optional actions" (lock_forms.py), whose answer says so (`RulingNote.LOCK`).

- **A lock told** (`I get CARD locked`, `I'm locked (out) by him`, `he has the lock on me`,
  `he has me locked with CARD`, `I'm stuck in a CARD lock`, `he locks me out with CARD`): a
  player of the lexicon's (`lock_players`: a pronoun, "my opponent"), never a name, which may
  be a card or a thing ("the door is locked"), nor a role, which the lock would leave unmet
  ("player 1 has player 2 locked": the game's players unsaid).
- **Said to end nothing** after it (`but my opponent cannot kill me in any way`, `with no way
  to remove it but no way to win either`, `and neither of us can win`): skipped, shown.
- **A lock as a question's ground** ("Do I lose just by the fact that he has the lock on me
  ...?"), after a lock told: the ground skipped, shown; the question is the chat reader's.
- **The same asked of another lock** ("What about a Platinum Angel lock ...?"), after a lock
  told: read as that lock told too.
- **A lock asked of** ("Is a Mindslaver lock a draw?", "does a Platinum Angel lock count as a
  draw?"): read as that lock told, the question skipped, shown.

A lock of a spell, or of a card whose loop may be one of mandatory actions (Worldgorger
Dragon, Polyraptor: a draw where nobody can stop it, 104.4b), is no lock: refused. A lock that
names a card Arbiter does not know, or one that may end the game or keep a player in it
(Platinum Angel: who controls it the lock leaves unsaid), is read only where the words tell
nothing else: every other sentence a lock, framing or a question of the outcome only;
anything else told beside it stays, and is refused unread. The words are the reader's
(lexicon/lock_words.py). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.card_model import Kind
from bot.core.rulings.card_use import card_ends_nothing
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat import unframe
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.lock_forms import LOCK_READ_AS
from bot.core.rulings.words import MARK, MARKED, Entity, card_marked

_CARD = rf"{MARK}\d++"
_WHO = one_of(WORDS.lock_players)
_END = rf"(?=\s*+(?:[,.!?;:\u2026]|$)|\s++{one_of(WORDS.stalemate_joins)}(?![\w']))"
_BY = rf"(?:\s++{one_of(WORDS.lock_by)}\s++(?:{_CARD}|{_WHO}))?"
_LOCKED = rf"(?:{one_of(WORDS.lock_adverbs)}\s++)?(?:{_CARD}\s++)?{one_of(WORDS.locked)}"
_NOUN = rf"{one_of(WORDS.lock_articles)}\s++(?:{_CARD}\s++)?{one_of(WORDS.lock_nouns)}"
# "I get Mindslaver locked", "I'm locked out by him", "he has the lock on me", "he has me
# locked with Mindslaver", ...
_LOCK = (
    rf"(?<![\w']){_WHO}(?:\s++|(?='))(?:{one_of(WORDS.lock_be)}\s++{_LOCKED}"
    # "I'm stuck in a Mindslaver lock", "we are in a Platinum Angel lock"
    rf"|{one_of(WORDS.lock_be)}\s++(?:{one_of(WORDS.lock_stuck)}\s++)?{one_of(WORDS.lock_in)}"
    rf"\s++{_NOUN}"
    # "he locks me out with Mindslaver"
    rf"|{one_of(WORDS.locks)}\s++{_WHO}(?:\s++{one_of(WORDS.lock_out)})?"
    rf"|{one_of(WORDS.lock_have)}\s++"
    rf"(?:{_NOUN}\s++{one_of(WORDS.lock_on)}\s++{_WHO}|{_WHO}\s++{_LOCKED})){_BY}"
)
_LOCK_TOLD = re.compile(rf"(?P<lock>{_LOCK}){_END}", re.IGNORECASE)
# "but my opponent cannot kill me in any way", "with no way to remove it": said to end nothing
_STALEMATE = re.compile(
    rf"(?:\s*+,)?(?:\s++{one_of(WORDS.stalemate_joins)})?\s++(?:{_WHO}\s++"
    rf"{one_of(WORDS.stalemate_cant)}\s++{one_of(WORDS.stalemate_verbs)}(?:\s++{_WHO})?"
    rf"(?:\s++{one_of(WORDS.stalemate_tails)})?|{one_of(WORDS.stalemate_phrases)}){_END}",
    re.IGNORECASE,
)
# "just by the fact that he has the lock on me": a lock as a question's ground
_GROUND = re.compile(
    rf"(?:\s*+,)?\s++(?P<said>{one_of(WORDS.lock_grounds)}\s++(?:{_LOCK}))"
    rf"(?=\s*+(?:[,.!?;:\u2026]|$)|\s++{one_of(WORDS.lock_ground_ends)}(?![\w']))",
    re.IGNORECASE,
)
# "... What about a Platinum Angel lock ...?": the same asked of another lock
_ASKED_AGAIN = re.compile(
    rf"^(?P<lead>\s*+(?:(?:\.\.\.|\u2026)\s*+)?)(?P<said>{one_of(WORDS.lock_asked_again)})\s++"
    rf"(?P<lock>{_NOUN})(?![\w'])",
    re.IGNORECASE,
)
_ASKED_END = re.compile(r"\s*+[?.!]*+\s*+$")
# "Is a Mindslaver lock a draw?", "does a Platinum Angel lock count as a draw?": a lock asked of
_DRAW_ASKED = re.compile(
    rf"^(?P<lead>\s*+)(?P<verb>{one_of(WORDS.lock_asked_verbs)})\s++(?P<lock>{_NOUN})\s++"
    rf"(?P<draw>{one_of(WORDS.lock_asked_draw)})\s*+[?.!]*+\s*+$",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^.!?\u2026]++(?:[.!?\u2026]++|$)")
_AS_A_LOCK = f" {LOCK_READ_AS}"


def _without_stalemate(rest: str, skipped: list[str]) -> str:
    """`rest` (what follows a lock) without the words that say it ends nothing, which go to
    `skipped`."""
    while (said := _STALEMATE.match(rest)) is not None and said.end() > 0:
        skipped.append(said[0].strip(" ,"))
        rest = rest[said.end() :]
    return rest


def said_to_end_nothing(skipped: str) -> bool:
    """Whether words skipped are a lock's said to end nothing ("but my opponent cannot kill
    me in any way"): a statement, never a question of whether a way exists."""
    return _STALEMATE.fullmatch(f" {skipped}") is not None


def _locks_in(sentence: str, skipped: list[str]) -> tuple[str, str, bool]:
    """The sentence with each lock told put in the language's terms, what it says
    besides its locks, and whether it told one."""
    parts: list[str] = []
    besides: list[str] = []
    at, told = 0, False
    for lock in _LOCK_TOLD.finditer(sentence):
        if lock.start() < at:
            continue
        parts.append(sentence[at : lock.end()] + _AS_A_LOCK)
        besides.append(sentence[at : lock.start()])
        rest = _without_stalemate(sentence[lock.end() :], skipped)
        at, told = len(sentence) - len(rest), True
    return "".join(parts) + sentence[at:], "".join(besides) + sentence[at:], told


def _quiet(besides: str) -> bool:
    """Whether what a sentence says besides its locks tells nothing: framing, or a question
    of the outcome only."""
    bare = besides.strip(" ,.!?;:\u2026")
    return not bare or not unframe(bare).text.strip(" ,.!?;:\u2026")


def _cards_of(locks: list[str], entities: tuple[Entity, ...]) -> list[Card | None]:
    """The cards the locks name (None: a card Arbiter does not know)."""
    return [card_marked(f"{MARK}{n}", entities) for lock in locks for n in MARKED.findall(lock)]


def locks_told(marked: str, entities: tuple[Entity, ...]) -> tuple[str, list[str]]:
    """The text (cards marked) with each lock told put in the language's terms, and the
    words skipped with it (see above)."""
    if _LOCK_TOLD.search(marked) is None and not any(
        _DRAW_ASKED.match(found[0]) for found in _SENTENCE.finditer(marked)
    ):
        return marked, []
    skipped: list[str] = []
    out: list[str] = []
    besides: list[str] = []  # what each sentence says besides its locks
    told, again = False, False
    locks = [lock[0] for lock in _LOCK_TOLD.finditer(marked)]
    for found in _SENTENCE.finditer(marked):
        sentence = found[0]
        asked = _ASKED_AGAIN.match(sentence) if told else None
        ended: list[str] = []  # "with no way to remove it": skipped where it is read
        rest = _without_stalemate(sentence[asked.end() :], ended) if asked else ""
        asked = asked if asked is not None and _ASKED_END.match(rest) else None
        ground = _GROUND.search(sentence) if told and sentence.rstrip().endswith("?") else None
        draw = _DRAW_ASKED.match(sentence)
        if draw is not None:
            skipped.append(f"{draw['verb']} ... {draw['draw']}")
            locks.append(draw["lock"])
            sentence = f"{draw['lead']}{draw['lock']}{_AS_A_LOCK}."
            told = True
        elif asked is not None:
            skipped.extend([asked["said"], *ended])
            locks.append(asked["lock"])
            sentence = f"{asked['lead']}{asked['lock']}{_AS_A_LOCK}."
            again = True
        elif ground is not None:
            skipped.append(ground["said"])
            sentence = sentence[: ground.start()] + sentence[ground.end() :]
            besides.append(sentence)
        else:
            sentence, said, locked = _locks_in(sentence, skipped)
            besides.append(said)
            told = told or locked
        out.append(sentence)
    if not told:
        return marked, []
    cards = _cards_of(locks, entities)
    if any(card is not None and (card.spell or Kind.LOOP in card.kinds) for card in cards):
        # "a Lightning Bolt lock": a spell holds no lock; "a Worldgorger Dragon lock": a card
        # whose loop may be of mandatory actions nobody can stop, a draw (104.4b), no lock
        return marked, []
    # a card the lock leaves unsaid (unknown, or one that may end the game or keep a player in
    # it, its controller unsaid), or another lock asked of: only where nothing else is told
    unsaid = again or any(card is None or not card_ends_nothing(card) for card in cards)
    if unsaid and not all(map(_quiet, besides)):
        return marked, []
    return "".join(out), skipped
