"""What a phrase form builds from a library's count or the cards that leave it (phrases.py):
a count told, a mill, a draw, and a draw shared or replaced by a card in play. A library
emptied ends nothing by itself; a draw from an empty one loses (MTG CR 704.5b), and a count
never told is never guessed. Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.core.rules.games.game import RulingNote
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_model import ChangesStateLoss, EndsGame, Measure, StateLoss, TriggerEvent
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import Card, DamageSource, EmptiesLibrary, LibraryHow, SharesDraw, Who
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.event_sources import source_of
from bot.core.rulings.game_words import example_of, note_of
from bot.core.rulings.phrase_events import number_in, player_in
from bot.core.rulings.phrase_values import Built, Clause, Item, Role, Source
from bot.core.rulings.typed_words import as_typed
from bot.core.rulings.words import EVERYONE, Reader, SituationError, quoted


def library_told(match: re.Match[str], reader: Reader) -> Built:
    """ "I have 3 cards in my library", "bob's library is empty": a count that ends nothing by
    itself (an empty library loses only when its player would draw from it, MTG CR 704.5b),
    remembered for the draws and mills said after it (`Reader.library`)."""
    player = player_in(reader, match, "x")
    if player is None:
        return None
    written = match.groupdict().get("n")
    if written and number_in(match, "n") < 0:
        return None  # no count of cards is below 0: not read
    if player == EVERYONE:  # "both players have 3 cards in their libraries": each has
        reader.library.clear()
    count = number_in(match, "n") if written else 0
    if player not in reader.milled_uncounted and not (reader.library_taken and count > 0):
        reader.library[player] = count
        reader.drawn_uncounted.pop(player, None)
    role = Role.ACTS if written else Role.STATE
    if player == EVERYONE:
        return Clause(match[0], role=role, deck=True)
    return Clause(match[0], role=role, source=Source(player, controller=player), deck=True)


# "... and I draw more than 50": a draw of more than a count, in the whole text.
_DRAWN_MORE = re.compile(
    rf"\b{one_of(WORDS.drawn_more)}\s++{one_of(WORDS.more_than)}\s++(?P<n>\d{{1,4}})\b", re.I
)


def library_about(match: re.Match[str], reader: Reader) -> Built:
    """ "I have around 50 cards in my library": a count said only about, read only where the
    text tells a draw of more than that many ("and I draw more than 50"), which is then a draw
    of more than the library holds (`draws_a_card`); alone, it is refused as before (how many
    cards is unsaid). Its exact count is never guessed."""
    player = player_in(reader, match, "x")
    about = number_in(match, "n")
    drawn = (int(more["n"]) for more in _DRAWN_MORE.finditer(reader.marked))
    if player is None or player == EVERYONE or about <= 0 or all(n < about for n in drawn):
        return None  # read only beside a draw of more than it, said after it in the text
    reader.library.pop(player, None)
    reader.library_about[player] = number_in(match, "n")
    return Clause(match[0], role=Role.ACTS, source=Source(player, controller=player))


def library_count_elided(match: re.Match[str], reader: Reader) -> Built:
    """ "I mill bob for 18 cards and he has only 15": a bare count of a player whose library
    lost cards by a count told before it, its count never told, is that library's count
    (its noun left out). It may be before or after the mill, so it is no count of what is
    left (`Reader.milled_uncounted` stays): it ends nothing (MTG CR 704.5b). Of any other
    player, a bare count (life? cards?) is not read."""
    player = player_in(reader, match, "x")
    if player is None or player not in reader.milled_uncounted or number_in(match, "n") < 0:
        return None
    return Clause(match[0], role=Role.ACTS, source=Source(player, controller=player))


def draws_a_card(match: re.Match[str], reader: Reader) -> Built:
    """ "X draws a card", "X draws 3 cards", "X draws more than 50 cards", "X draws their
    entire library": no draw at all when a card in play replaces every draw of theirs (Shared
    Fate: no card is drawn, 614.1a). Otherwise the count of their library told before decides
    it: drawing more cards than it holds is a draw from an empty library (121.4, 704.5b);
    drawing its last card, or the whole of it, is none. A count never told is never guessed:
    refused, saying which count is missing."""
    player = player_in(reader, match, "x")
    if player is None or (player == EVERYONE and set(reader.library) - {EVERYONE}):
        return None  # every player's draw: read only where one count was told of them all
    replaced = reader.draws_replaced.get(player) or reader.draws_replaced.get(EVERYONE)
    if replaced is not None and player != EVERYONE:
        return Clause(match[0], role=Role.ACTS, source=Source(replaced, controller=player))
    if replaced is not None:
        return None
    held = reader.library.get(player, reader.library.get(EVERYONE))
    if player in reader.drawn_uncounted or EVERYONE in reader.drawn_uncounted:
        held = None  # a spell drew for them before: what is left is not followed
    drawn = number_in(match, "n") if match.groupdict().get("n") else 1
    if drawn < 0:
        return None  # no count of cards is below 0: not read
    sharers = _sharers(reader, player)
    if sharers and (match.groupdict().get("all") or match.groupdict().get("more")):
        return None  # how many cards, against the card's threshold, is unsaid
    if sharers and drawn >= min(at_least for _, _, at_least in sharers):
        return _shared_draw(match[0], reader, player, sharers)
    held = _held_about(reader, player, held, bool(match.groupdict().get("more")), drawn)
    if match.groupdict().get("all"):  # the whole library: its last card is no empty draw
        reader.library[player] = 0
    elif held is None:
        raise _draw_unsaid(match, reader, player, drawn)
    elif match.groupdict().get("more") and drawn < held:  # more than 5 of 60: how many?
        raise _count_missing(
            match[0], "alice has 60 cards in her {deck} and draws 61 cards", reader
        )
    elif drawn >= held + 1 or (match.groupdict().get("more") and drawn >= held):
        reader.library[player] = 0
        return Event(EventKind.DECK_OUT, player=player)
    else:
        _no_draw_trigger(match[0], reader)
        reader.library[player] = held - drawn
    return _library_left(match[0], reader, player)


def _draw_unsaid(match: re.Match[str], reader: Reader, player: str, drawn: int) -> SituationError:
    """A draw of a count of cards from a library whose count was never told: refused, naming
    the count; the player and the count kept, a draw of more than a count aside
    (library_unsaid.py reads both cases where they end alike)."""
    if not match.groupdict().get("more") and player != EVERYONE and drawn > 0:
        reader.draw_unsaid = (player, drawn)
    return _count_missing(match[0], "alice has 5 cards in her {deck} and draws 6 cards", reader)


def _no_draw_trigger(words: str, reader: Reader) -> None:
    """A draw of cards a library holds beside a card whose trigger acts on each card drawn
    (Psychosis Crawler, Underworld Dreams): the draw is no event the engine sees, so what the
    trigger did would be judged as nothing ("My opponent is at 1 life. I control Psychosis
    Crawler. I have 3 cards in my library. I draw a card." was "nobody has won or lost yet").
    Refused, naming the card."""
    card = next(
        (
            entity.card
            for entity in reader.entities
            if entity.card is not None
            and any(
                isinstance(effect, DamageSource) and effect.on is TriggerEvent.DRAW
                for effect in entity.card.effects
            )
        ),
        None,
    )
    if card is not None:
        raise SituationError(
            Message(
                'A draw ("{words}") beside {card}, whose trigger acts on each card drawn: say '
                'what its trigger did (e.g. "{example}").',
                words=quoted(as_typed(words, reader.as_typed)),
                card=card.name,
                example="alice loses 1 life",
            ),
            unread=words,
            cards=(card.name,),
        )


def draw_told(match: re.Match[str], reader: Reader) -> Built:
    """ "I draw", "he has to draw", "we drew": a draw with no count, one card, read only of a
    player whose library's count was told before it ("my library is empty. I draw." is a draw
    from an empty library, 704.5b). Of anyone else it is not read: "we draw" may be a game
    drawn."""
    player = player_in(reader, match, "x")
    if player is None or (player not in reader.library and EVERYONE not in reader.library):
        return None
    return draws_a_card(match, reader)


def _held_about(
    reader: Reader, player: str, held: int | None, more: bool, drawn: int
) -> int | None:
    """The library's count a draw is set against: the one told, or, where it was said only
    about ("around 50"), that count for a draw of more than it ("more than 50"); else
    none."""
    about = reader.library_about.pop(player, None) if held is None else None
    return about if about is not None and more and drawn >= about else held


def decked(match: re.Match[str], reader: Reader) -> Built:
    """ "alice decks out", "bob got decked": a draw from an empty library (704.5b). "I deck
    myself", and a bare "I decked" beside a card that wins by an empty library ("i decked with
    Thassa's Oracle out"), are combo chat for "I emptied my own library" as often: that ends
    nothing until a draw (and Laboratory Maniac makes the draw a win), so which is asked."""
    player = player_in(reader, match, "x")
    if player is None:
        return None
    said = match.groupdict()
    if reader.system is not None and game_of(reader.system).names.deck != "library":
        return Event(EventKind.DECK_OUT, player=player)  # asked where the 704.5b words hold
    bare = said.get("bare") and not match[0].casefold().endswith(" out")
    if said.get("self") or (bare and any(_wins_by_empty_library(e.card) for e in reader.entities)):
        raise SituationError(
            Message(
                '"{words}" may say a draw from an empty library, which loses (MTG CR 704.5b), '
                'or only a library emptied, which ends nothing until a draw: say which ("I '
                'draw from an empty library" or "my library is empty").',
                words=as_typed(match[0], reader.as_typed),
            )
        )
    return Event(EventKind.DECK_OUT, player=player)


def _wins_by_empty_library(card: Card | None) -> bool:
    """Thassa's Oracle (its check counts the library), Laboratory Maniac (a draw from an
    empty library is a win instead)."""
    return card is not None and any(
        (isinstance(effect, ChangesStateLoss) and effect.loss is StateLoss.EMPTY_LIBRARY)
        or (
            isinstance(effect, EndsGame)
            and effect.condition is not None
            and effect.condition.check is not None
            and effect.condition.check.measure is Measure.CARDS_IN_LIBRARY
        )
        for effect in card.effects
    )


def drawn_from_empty(match: re.Match[str], reader: Reader) -> Built:
    """ "X draws 2 cards from an empty library": a draw from an empty library (704.5b), unless
    another player's card shares that draw (Alms Collector: instead X and its controller each
    draw one card, `_shared_draw`): "I control Alms Collector and my library is empty. My
    opponent draws 2 cards from an empty library." was "you win"; both drew from empty
    libraries, a draw of the game (104.4a)."""
    player = player_in(reader, match, "x")
    if player is None:
        return None
    drawn = number_in(match, "n") if match.groupdict().get("n") else 1
    sharers = _sharers(reader, player) if player != EVERYONE else []
    if sharers and drawn >= min(at_least for _, _, at_least in sharers):
        reader.library[player] = 0
        return _shared_draw(match[0], reader, player, sharers)
    return Event(EventKind.DECK_OUT, player=player)


def _sharers(reader: Reader, player: str) -> list[tuple[str, Card, int]]:
    """The other players' cards that share `player`'s draw of two or more cards (Alms
    Collector: `SharesDraw`), each with its controller and its threshold."""
    return [
        (whose, card, effect.at_least)
        for whose, cards in reader.draws_shared.items()
        if whose not in (player, EVERYONE)
        for card in cards
        for effect in card.effects
        if isinstance(effect, SharesDraw) and effect.who is Who.OPPONENTS
    ]


def _shared_draw(
    words: str, reader: Reader, player: str, sharers: list[tuple[str, Card, int]]
) -> Built:
    """A draw of two or more cards by an opponent of a card's controller that shares it (Alms
    Collector): instead each of the two draws one card (614.1a), one at a time, the active
    player first (121.2c, 101.4). Each draw is the library's told count's: from an empty
    library, a draw from it (704.5b). Two such cards (which applies first, and to which draw),
    a team that plays as one (no opponents among its heads), every player's draw, or a count
    never told: not read, or refused naming the count."""
    if len(sharers) > 1 or player == EVERYONE or reader.one_side:
        return None
    ((controller, card, _),) = sharers
    items: list[Item] = []
    for drawer in (player, controller):
        held = reader.library.get(drawer, reader.library.get(EVERYONE))
        if held is None:
            raise _count_missing(words, "alice and bob have no cards in their {decks}", reader)
        reader.library[drawer] = max(0, held - 1)
        if held == 0:
            source = Source(card.name, (card,), controller=controller)
            items.append(Item(Event(EventKind.DECK_OUT, player=drawer), Moment.WITH, source))
    if items:
        return Clause(words, tuple(items))
    return _library_left(words, reader, player)


def milled_by_card(match: re.Match[str], reader: Reader) -> Built:
    """ "I Brain Freeze him for 18 cards", "I cast Glimpse the Unthinkable on bob for 10
    cards": a card known to mill, and the count the words give (Brain Freeze's storm copies,
    said as the cards it milled): a mill of that many (`library_milled`). Any other card, or
    none known: not read here."""
    source = source_of(match["s"], reader)
    if source is None or not source.cards or source.unknown:
        return None
    mills = all(
        any(isinstance(e, EmptiesLibrary) and e.how is LibraryHow.MILL for e in card.effects)
        for card in source.cards
    )
    return library_milled(match, reader) if mills else None


def _library_left(words: str, reader: Reader, player: str, actor: str | None = None) -> Clause:
    """A clause that leaves a library as `reader.library` says: emptied, a state that ends
    nothing by itself (MTG CR 704.5b); else an act that ends nothing. Done by another player
    (`actor`: "I mill him for 3 and draw a card"), it is about no one a clause after it that
    leaves its subject out could take: who draws would be guessed (not read)."""
    role = Role.STATE if reader.library.get(player) == 0 else Role.ACTS
    if player == EVERYONE or (actor is not None and actor != player):
        return Clause(words, role=role, deck=True)
    return Clause(words, role=role, source=Source(player, controller=player), deck=True)


def _count_missing(words: str, example: str, reader: Reader) -> SituationError:
    """A draw whose outcome turns on a count the words do not tell: refused, naming it, in
    the words of the game read in (`example` says its deck, `{deck}`, `{decks}`)."""
    said = note_of(reader.system, RulingNote.COUNT_MISSING, words=quoted(words))
    if said is None:
        return SituationError(
            Message("Say what happens, e.g. {example}.", example=example_of(reader.system)),
            unread=words,
        )
    deck = game_of(reader.system).names.deck if reader.system is not None else "library"
    decks = "libraries" if deck == "library" else f"{deck}s"
    return SituationError(
        said.replaced(example=example.format(deck=deck, decks=decks)), unread=words
    )


# Whose own library a subject's "his", "my" says: "I" put the top cards of "my" library, "he" of
# "his"; a name or a role of "his", "her", "their" or "the".
_OWN_LIBRARY = {"i": ("my", "the"), "you": ("your", "the"), "we": ("our", "the")}
_THIRD_LIBRARY = ("his", "her", "their", "the", "his or her")


def library_put_away(match: re.Match[str], reader: Reader) -> Built:
    """ "bob puts the top ten cards of his library into his graveyard", "I make him put the top
    8 cards of his library into his graveyard": a mill of the subject's own library
    (`library_milled`). A library said as another player's ("he puts the top 10 cards of my
    library ...") is not read here: whose it is would be guessed."""
    whose = " ".join(match["w"].lower().split())
    if whose not in _OWN_LIBRARY.get(match["x"].lower(), _THIRD_LIBRARY):
        return None
    return library_milled(match, reader)


def library_milled_own(match: re.Match[str], reader: Reader) -> Built:
    """ "bob mills 3 cards", "he mills 10": a mill that names no library, its subject's own
    (`library_milled`). Where the count told is another player's and never the subject's ("bob
    has 3 cards in his library. I mill 10 cards"), whose library was milled would be guessed:
    not read here."""
    player = player_in(reader, match, "x")
    told = {who for who, held in reader.library.items() if held is not None}
    if player is not None and player not in told and EVERYONE not in told and told:
        return None
    return library_milled(match, reader)


def library_milled(match: re.Match[str], reader: Reader) -> Built:
    """ "I mill bob for 18 cards", "bob mills his library", "I exile the top 9 cards of bob's
    library": cards leave a library, which ends nothing by itself, however many fewer it held
    (an empty library loses only at a draw from it, MTG CR 704.5b). What it leaves is
    remembered for the draws said after it."""
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    if not match.groupdict().get("all") and number_in(match, "n") < 0:
        return None  # no count of cards is below 0: not read
    held = reader.library.get(player, reader.library.get(EVERYONE))
    if match.groupdict().get("all"):
        reader.library[player] = 0
        reader.milled_uncounted.discard(player)
    elif held is not None:
        reader.library[player] = max(0, held - number_in(match, "n"))
    else:
        reader.milled_uncounted.add(player)
    actor = player_in(reader, match, "y") if match.groupdict().get("y") else None
    return _library_left(match[0], reader, player, actor)
