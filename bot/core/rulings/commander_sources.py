"""A commander named by no card as what dealt damage to a player ("bob's commander", "his
general", "a commander"): in a game of commanders its combat damage is also counted as that
commander's (MTG CR 903.10a), and 21 of it from one commander loses the game (704.6c). Read
only where the words settle whose commander it is, that it was combat damage and that the game
is one of commanders; otherwise refused, asking (the damage read only as life lost let a
player who took 21 from a commander play on)."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.chat_words import one_of
from bot.core.rulings.event_sources import THAT_THING
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.words import EVERYONE, WORDS, Reader, SituationError, quoted

_MORE = re.compile(rf"\b(?:{'|'.join((*WORDS.more_after, *WORDS.more_damage))})\b", re.IGNORECASE)
_A_COMMANDER = re.compile(rf"\b(?:{'|'.join(WORDS.commander_words)})\b", re.IGNORECASE)
_RULE = "MTG CR 903.10a"
_COMMANDER = one_of(WORDS.commander_words)
# "bob's other commander", "his second general": one of a player's two commanders
_OTHER = re.compile(
    rf"\b(?P<which>{one_of(WORDS.other_commanders)})\s++{_COMMANDER}\b", re.IGNORECASE
)
# "bob's new commander", "his partner commander": which of two, unsaid
_UNSURE = re.compile(rf"\b{one_of(WORDS.unsure_commanders)}\s++{_COMMANDER}\b", re.IGNORECASE)
# "bob's token copy of his commander", "bob's commander's copy", "his clone of it"
_COPY = re.compile(rf"\b{one_of(WORDS.commander_copies)}\b", re.IGNORECASE)


def commanders_damage(
    words: str, source: Source, player: str, amount: int, combat: bool | None, reader: Reader
) -> Event | None:
    """The commander damage a commander's damage to `player` counts, None when it counts none
    (no commander named, a card named, damage said not to be combat damage); the player's own
    commander's counts too (stolen, it attacked its owner: 903.10a names no owner); refused
    where whose commander, combat, or the game of commanders is unsaid."""
    if reader.commander_game and source.text.lower() in THAT_THING and _MORE.search(words):
        # "bob's commander has dealt 20 damage to me. It deals 1 more damage to me": more of
        # a commander's damage, or another source's? (read as another's: 'you had more than 1
        # life' went on, though 21 from one commander loses)
        raise SituationError(
            Message(
                '"{words}": say what "{it}" is by name: a commander\'s combat damage is also '
                "counted as commander damage ({rule}).",
                words=quoted(words),
                it=source.text,
                rule=_RULE,
            ),
            unread=words,
        )
    owner = source.controller
    if source.cards or owner == EVERYONE or not _A_COMMANDER.search(source.text) or combat is False:
        return None
    if not reader.commander_game:
        # "opp is at 40 and takes 21 damage from my commander": read as life lost only, "he
        # plays on", though in a game of commanders 21 combat damage from one commander loses
        raise commander_game_unsaid(source.text, words)
    if owner is None:
        # "I take 21 combat damage from a commander": whose, unsaid (21 from one loses)
        raise SituationError(
            Message(
                'Damage from "{source}": say whose commander it was ("alice\'s commander"): a '
                "commander's combat damage is also counted as commander damage ({rule}).",
                source=source.text,
                rule=_RULE,
            ),
            unread=words,
        )
    if combat is None:
        raise SituationError(
            Message(
                '"{words}": say whether it was combat damage: a commander\'s combat damage is '
                "also counted as commander damage ({rule}), its other damage is not.",
                words=quoted(words),
                rule=_RULE,
            ),
            unread=words,
        )
    return Event(
        EventKind.COMMANDER_DAMAGE,
        player=player,
        commander=owner,
        delta=amount,
        source=which_commander(source.text, words),
    )


def which_commander(said: str, words: str) -> str | None:
    """Which of a player's commanders dealt the damage, where the words tell one of two apart
    ("bob's other commander", "his second general": "other commander"), its damage counted
    apart from the other's (partners, MTG CR 702.124; 21 from one and the same commander
    loses, 903.10a); None for a commander said as the player's only one. Refused where the
    words say one of two without saying which ("bob's new commander", "his partner
    commander"): 20 from one and 1 from "his new commander" was counted as 21 from one. Refused
    too where the words say a copy of it ("bob's token copy of his commander"): a permanent
    copying a commander is no commander (903.3), but "his copy" may be his card of it."""
    if _COPY.search(said):
        # "bob's token copy of his commander" was counted as his commander's damage
        raise SituationError(
            Message(
                '"{words}": say whether the commander itself dealt it, or a permanent copying '
                "it: a copy of a commander is no commander (MTG CR 903.3), and its damage is "
                "counted as no commander damage ({rule}).",
                words=quoted(words),
                rule=_RULE,
            ),
            unread=words,
        )
    if _UNSURE.search(said):
        raise SituationError(
            Message(
                '"{words}": say which of the player\'s commanders dealt it, by name ("bob\'s '
                "Tymna deals 1 combat damage to me\"): each commander's damage is counted apart "
                "({rule}).",
                words=quoted(words),
                rule=_RULE,
            ),
            unread=words,
        )
    other = _OTHER.search(said)
    return f"{other['which'].lower()} commander" if other else None


def commander_game_unsaid(commander: str, words: str) -> SituationError:
    """A commander's damage told in a game not said to be one of commanders: whether it is also
    counted as commander damage turns on that (Brawl counts none), so the words are refused."""
    return SituationError(
        Message(
            'Damage from "{source}": say whether this is a Commander game ("in a commander '
            "game, ...\"): there a commander's combat damage is also counted as commander damage "
            "({rule}), and 21 of it from one commander loses the game.",
            source=commander,
            rule=_RULE,
        ),
        unread=words,
    )
