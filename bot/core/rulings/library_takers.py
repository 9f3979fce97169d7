"""Cards whose every effect takes cards out of a library as they resolve or enter, by mill or
exile and never by a draw (Leveler, Traumatize, Demonic Consultation): told cast, played or
entering with how many cards they took unsaid ("I have Shared Fate and then play a Leveler"),
they end nothing by themselves, as an empty library loses only when its player would draw
from it (MTG CR 704.5b, 121.4); so nothing else told, nobody has won or lost. What they leave
in a library is never guessed: a count told before them is no longer followed, nor one above 0
told after them (it may be from before they resolved: "I cast Glimpse the Unthinkable at him,
he has 8 cards in library. Then he draws a card." was "nobody has won or lost yet"), and a draw
told after them asks for it. A mill told with its count ("I Brain Freeze him for 18 cards") is
library_draws.py's.
"""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.games import GAMES
from bot.core.rulings.card_lookup import all_cards
from bot.core.rulings.cards import Card, EmptiesLibrary, LibraryHow, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.phrase_values import Role, Source
from bot.core.rulings.words import Reader, SituationError, quoted

_TAKES = frozenset({LibraryHow.MILL, LibraryHow.EXILE})
_AS_IT_ARRIVES = frozenset({CardMoment.RESOLUTION, CardMoment.ENTERS})


def only_takes_from_a_library(card: Card) -> bool:
    """A card whose every effect mills or exiles cards from a library as it resolves or as it
    enters (not as a trigger on something else: Hedron Crab's, Mindcrank's)."""
    return bool(card.effects) and all(
        isinstance(effect, EmptiesLibrary)
        and effect.how in _TAKES
        and effect.moment in _AS_IT_ARRIVES
        for effect in card.effects
    )


def forget_libraries(role: Role, source: Source, reader: Reader) -> None:
    """A card that takes cards out of a library told cast or moving: the counts of libraries
    told before it are no longer followed (how many it took is unsaid)."""
    if role not in (Role.STACK, Role.MOVES):
        return
    if any(only_takes_from_a_library(card) for card in source.cards):
        reader.library.clear()
        reader.library_about.clear()
        reader.library_taken = True


def _empties_only_its_controllers(name: str) -> bool:
    """Whether the card of that name (any game's) only ever empties its controller's own
    library (Hermit Druid: cards from the top of its controller's library to their graveyard)."""
    return any(
        card.name == name
        and bool(card.effects)
        and all(
            isinstance(effect, EmptiesLibrary) and effect.who is Who.CONTROLLER
            for effect in card.effects
        )
        for game in GAMES.values()
        for card in all_cards(game.system)
    )


def _mills_only_half(name: str) -> bool:
    """Whether the card of that name (any game's) only ever mills half a library, rounded
    down (Traumatize): what it leaves is never none of a library that held a card."""
    return any(
        card.name == name
        and bool(card.effects)
        and all(isinstance(effect, EmptiesLibrary) and effect.half for effect in card.effects)
        for game in GAMES.values()
        for card in all_cards(game.system)
    )


def check_half_taker(said: str, name: str) -> None:
    """Refuse a card that mills half a library, rounded down (Traumatize), said to have put
    a whole library into the graveyard ("I used Traumatize to put his library in the
    graveyard"): it leaves at least half of any library that held a card (107.1a), so what
    emptied it is asked; was read as emptying it ("you win" after a draw)."""
    if not _mills_only_half(name):
        return
    raise SituationError(
        Message(
            '"{words}": {card} mills half a library, rounded down ({rule}), so it never puts '
            "all of a library that holds cards into the graveyard. Say how many cards are left "
            'in it, e.g. "my opponent has 10 cards in his library", or what emptied it.',
            words=quoted(said),
            card=name,
            rule="MTG CR 107.1a",
        ),
        unread=said,
    )


def check_own_library_taker(said: str, name: str, whose_own: bool) -> None:
    """Refuse a card used to empty another player's library ("I used Hermit Druid to put his
    deck in the grave") where the card only empties its controller's own (`whose_own`: the
    library said is its user's): what the words say it did, it cannot do ("your library" on a
    card is its controller's, 109.5), so whose library was emptied, and by what, is asked."""
    if whose_own or not _empties_only_its_controllers(name):
        return
    raise SituationError(
        Message(
            '"{words}": {card} only puts cards from its own controller\'s library into their '
            "graveyard, never another player's ({rule}). Say whose library was emptied and by "
            'what, e.g. "my library is empty" or "my opponent\'s library is empty".',
            words=quoted(said),
            card=name,
            rule="MTG CR 109.5",
        ),
        unread=said,
    )
