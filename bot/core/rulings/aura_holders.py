"""An Aura whose trigger gains life for its own controller (Spirit Link, Armadillo Cloak), said on
a creature with nobody said to control the Aura itself ("his creature enchanted with Spirit
Link deals 3 damage to me"): the reader gives the life to the creature's controller, which the
words do not say (Spirit Link goes on an opponent's creature as often as on one's own). The
ruling stands only where it is the same whoever controls the Aura: the text is ruled on again
with the Aura said to be each player's in turn ("his creature enchanted with my Spirit Link");
where any of those rulings differs, or is refused, whose Aura it is is asked.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.core.messages import Message
from bot.core.rulings.answer import NoRuling, Ruling
from bot.core.rulings.card_marks import mark_cards
from bot.core.rulings.card_model import Lifelink, LifelinkHow
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARKED, OPPONENT, OWNER, Refusal, spelled

# A possessive right before a card's mark ("my §0", "bob's §0"): the Aura's controller said.
_POSSESSED = re.compile(
    rf"(?<![\w'])(?:{OWNER})\s++(?:{one_of(WORDS.own_words)}\s++)?$", re.IGNORECASE
)
_BEFORE = 40  # characters before a mark a possessive is looked for in
_MOST_PLAYERS = 3  # players the ruling is tried for at most (a case each)


def _gains_by_trigger(card: Card) -> bool:
    return any(
        isinstance(effect, Lifelink) and effect.how is LifelinkHow.TRIGGER
        for effect in card.effects
    )


def _outcomes(ruling: Ruling) -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    return tuple((case.status, tuple(sorted(case.results.items()))) for case in ruling.cases)


def _possessive(player: str, asker: str) -> str:
    if player == asker:
        return "my"
    # "the opponent's", never "my opponent's": that one says the asker plays (game_setup.py)
    return "the opponent's" if player == OPPONENT else f"{player}'s"


def holders_checked(
    text: str, answer: Ruling, rule: Callable[[str], Ruling | NoRuling]
) -> Ruling | NoRuling:
    """`answer`, where whoever controls each such Aura the ruling is the same; else a refusal
    asking whose it is (`rule` rules on a text as `answer` was)."""
    auras = {card.name for card in answer.cards if _gains_by_trigger(card)}
    if not auras:
        return answer
    marked, entities = mark_cards(text, answer.system)
    unsaid = [
        mark
        for mark in MARKED.finditer(marked)
        if int(mark[1]) < len(entities)
        and entities[int(mark[1])].name in auras
        and not _POSSESSED.search(marked[max(0, mark.start() - _BEFORE) : mark.start()])
    ]
    if not unsaid:
        return answer
    name = entities[int(unsaid[0][1])].name
    asked = NoRuling.of(
        Message(
            'Say whose {card} it is ("bob\'s {card}"): its trigger gains life for its own '
            "controller, whoever controls the creature, and what happens turns on it.",
            card=name,
        ),
        unread=name,
        kind=Refusal.UNREAD,
        cards=(name,),
    )
    players = answer.first.state.setup.players
    if len(players) > _MOST_PLAYERS:
        return asked
    for player in players:
        said = _possessive(player, answer.asker)
        told = marked
        for mark in reversed(unsaid):
            told = f"{told[: mark.start()]}{said} {told[mark.start() :]}"
        again = rule(spelled(told, entities, as_written=True))
        if not isinstance(again, Ruling) or _outcomes(again) != _outcomes(answer):
            return asked
    return answer
