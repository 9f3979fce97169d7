"""A loop said beside a trigger that makes a player lose, a fact the words leave open
(open_facts): whose turn it was, which orders the two triggers on the stack."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind, Lasting
from bot.core.rulings.card_lasting import own_trigger
from bot.core.rulings.card_use import life_threshold, on_a_change_of_life
from bot.core.rulings.open_facts import Fact, OpenCase, said_outright
from bot.core.rulings.situation_values import Sentence


def loop_in_turn_order(
    sentences: Sequence[Sentence], players: Sequence[str], asker: str
) -> Fact | None:
    """ "... gains 2 life and the game is in a loop of mandatory actions", the gain taking a
    player to the life total where their card's own trigger makes them lose (Transcendence:
    20, 603.8), while the other player's card triggers on that gain and keeps the loop going
    (False Cure). Both trigger at once and go on the stack in turn order, the active player's
    first, so the other player's resolves first (MTG CR 603.3b): the loop goes on over the
    losing trigger when the player it makes lose is the active one (a draw, 104.4b), and the
    losing trigger resolves first when the other is (its controller loses). Whose turn it was
    the words rarely say: a case each. The sentences before the loop write out what both
    cards' triggers did (`written_out`). In a game of two players only; one who holds both
    chooses the order, which stays refused."""
    if len(players) != 2:
        return None
    losing: dict[str, tuple[str, int]] = {}  # a player -> their card, and the life it watches
    feeding: dict[str, str] = {}  # a player -> their card that triggers on a change of life
    for number, sentence in enumerate(sentences):
        for source in sentence.held:
            for card in source.cards:
                if source.controller is None:
                    continue
                watched = [life_threshold(e) for e in card.effects]
                if any(own_trigger(e) is Lasting.LOSE_AT_LIFE for e in card.effects):
                    life = next(n for n in watched if n is not None)
                    losing.setdefault(source.controller, (card.name, life))
                elif any(on_a_change_of_life(e) for e in card.effects):
                    feeding.setdefault(source.controller, card.name)
        looped = any(e.kind is EventKind.LOOP for e in sentence.events)
        gainers = {e.player for e in sentence.events if (e.delta or 0) > 0 and e.player}
        for player in gainers & set(losing):
            others = [other for other in feeding if other != player]
            events = [e for s in sentences for e in s.events]
            if not looped or len(others) != 1 or player in feeding:
                continue
            if said_outright(events, player, ""):
                return None  # a total said: where the loop takes it is for the words to say
            name, life = losing[player]
            moved = sum(
                e.delta or 0
                for s in sentences[: number + 1]
                for e in s.events
                if e.kind is EventKind.LIFE and e.player == player
            )
            cards = (name, feeding[others[0]])
            return _turn_fact(list(sentences), number, (player, life - moved), others[0],
                              cards, asker)  # fmt: skip
    return None


def _turn_fact(
    sentences: list[Sentence],
    number: int,
    reaching: tuple[str, int],
    other: str,
    cards: tuple[str, str],
    asker: str,
) -> Fact:
    """The two cases, each judged with the loser at the life total from which the words take
    them to the one their card watches with the loop's gain: the loop of a card that gains
    twice what its holder loses (Transcendence) with one that takes life for each gained
    swings wider each time, so it reaches that total, whatever it started from."""
    loser, life = reaching
    written = [replace(s, written_out=cards) for s in sentences[: number + 1]]
    sentence = written[number]
    kept = [i for i, e in enumerate(sentence.events) if e.kind is not EventKind.LOOP]
    first = sentence.only(kept)
    loop = Sentence("the game is in a loop of mandatory actions", [Event(EventKind.LOOP)])
    later = sentences[number + 1 :]

    def turn(player: str) -> Message:
        if player == asker:
            return Message("it was your turn")
        return Message("it was {player}'s turn", player=player)

    def whose(player: str) -> Message:
        return Message("yours") if player == asker else Message("{player}'s", player=player)

    at = ({loser: life},)
    cases = (
        OpenCase(turn(loser).english(), turn(loser), [*written, *later], lives=at),
        OpenCase(
            turn(other).english(),
            turn(other),
            [*written[:number], first, loop, *later],
            lives=at,
        ),
    )
    asked = Message(
        "Whose turn was it ({players})? Once the loop takes {player} to {life} or more life, "
        "{losing}'s trigger and {feeding}'s trigger go on the stack at once, the active "
        "player's first, and the last one put there resolves first ({rule}).",
        players=Message("{first} or {then}", first=whose(loser), then=whose(other)),
        player=Message("you") if loser == asker else loser,
        life=life
        + sum(
            e.delta or 0
            for s in sentences[: number + 1]
            for e in s.events
            if e.kind is EventKind.LIFE and e.player == loser
        ),
        losing=cards[0],
        feeding=cards[1],
        rule="MTG CR 603.3b",
    )
    return Fact(asked.english(), asked, cases)
