"""Cards that trigger on the same events, told as the events ("we both have a Disciple of the
Vault out while five artifacts are destroyed"): where both players hold one, a fact the words
leave open (open_facts), whose turn it was, which orders the triggers on the stack (MTG CR
603.3b); where one player alone does, its triggers one by one, one case."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_checks import cannot_judge
from bot.core.rulings.card_model import DamageHow, DamageSource, Moment, TriggerEvent, Who
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER, number_value
from bot.core.rulings.open_facts import Fact, OpenCase, said_outright
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import EVERYONE

# "five artifacts are destroyed", "3 artifacts went to the graveyard": artifacts leaving the
# battlefield for a graveyard, counted.
_ARTIFACTS_LEAVE = re.compile(
    rf"\b(?P<count>{NUMBER})\s++{one_of(WORDS.artifacts_counted)}\s++{one_of(WORDS.artifacts_leave)}\b",
    re.IGNORECASE,
)
# More triggers than this are no game told (and no text should make the reader write them all).
_MOST = 20


def triggers_in_turn_order(
    sentences: Sequence[Sentence], players: Sequence[str], asker: str
) -> Fact | None:
    """Each of two players (or one of them only) holds one card that makes their opponent lose
    life each time an artifact goes to a graveyard (Disciple of the Vault), and the last
    sentence told says how many artifacts did, at once: each card triggers that many times.
    Both players' triggers go on the stack together, the active player's first, so the other
    player's resolve first, each followed by the state-based check (MTG CR 603.3b, 704.3).
    Whose turn it was the words rarely say: a case each. One player's triggers alone resolve
    one by one: one case (`_one_players_triggers`). Each trigger is optional; the cases are
    those where every one is used. Read only where nothing but the life totals the triggers
    take life from and the cards held is told before, in a game of two players; such a card
    told otherwise beside artifacts leaving is refused, naming it."""
    told = [n for n, s in enumerate(sentences) if _ARTIFACTS_LEAVE.search(s.text)]
    holders = _holders(sentences)
    if not told or not holders:
        return None
    count = _count_read(sentences, told, players, holders)
    if count is None:
        # told otherwise (more told, a total the triggers take from not said, a game of three):
        # the triggers are never left out ("... Two artifacts are destroyed and I gain 5
        # life" was "nobody has won or lost yet")
        raise cannot_judge(next(iter(holders.values()))[0])
    if len(holders) == 1:
        return _one_players_triggers(list(sentences), players, holders, count)
    order = sorted(players, key=lambda player: player != asker)  # the asker first
    cases = tuple(_case(list(sentences), active, holders, count, asker) for active in order)
    whose = [Message("yours") if p == asker else Message("{player}'s", player=p) for p in order]
    asked = Message(
        "Whose turn was it ({players})? Each {card} triggers once for each artifact, and both "
        "players' triggers go on the stack at once, the active player's first, so the other "
        "player's resolve first ({rule}). Each trigger is optional: this is if every one is "
        "used.",
        players=Message("{first} or {then}", first=whose[0], then=whose[1]),
        card=holders[order[0]][0].name,
        rule="MTG CR 603.3b",
    )
    return Fact(asked.english(), asked, cases)


def _count_read(
    sentences: Sequence[Sentence],
    told: list[int],
    players: Sequence[str],
    holders: dict[str, tuple[Card, Source, int]],
) -> int | None:
    """How many artifacts left, where the words tell only that as the last thing (anything
    told after it may have come before the triggers resolved, or after), each of two players
    (or one of them only) holds one such card, the life total of each player a card's triggers
    take life from is said and nothing else is told; else None."""
    said = _ARTIFACTS_LEAVE.search(sentences[-1].text)
    if said is None or told != [len(sentences) - 1]:
        return None
    if set(holders) != set(players) and not (len(holders) == 1 and set(holders) < set(players)):
        return None
    if len(players) != 2:
        return None
    count = number_value(said["count"])
    if not 0 < count <= _MOST:
        return None
    events = [event for sentence in sentences for event in sentence.events]
    if any(e.kind is not EventKind.LIFE or e.value is None for e in events):
        return None  # only totals told: what else happened is for the words to say
    targets = [player for player in players if set(holders) - {player}]
    if not all(said_outright(events, player, EVERYONE) for player in targets):
        return None  # a life total never said: how far the triggers take it is open
    return count


def _holders(sentences: Sequence[Sentence]) -> dict[str, tuple[Card, Source, int]] | None:
    """Each player's one card of the kind, with its source and the life it takes; None where a
    player holds more, or a card of another kind is held, or one is held by nobody said."""
    holders: dict[str, tuple[Card, Source, int]] = {}
    for sentence in sentences:
        for source in sentence.held:
            if source.unknown:
                return None
            for card in source.cards:
                amount = _on_artifacts(card)
                if amount is None or source.controller is None or source.controller in holders:
                    return None
                if re.search(NUMBER, source.text, re.IGNORECASE):
                    return None  # "my two Disciples": more triggers than one card's
                holders[source.controller] = (card, source, amount)
    return holders


def _on_artifacts(card: Card) -> int | None:
    """The life a card's one effect makes a target opponent lose each time an artifact goes to
    a graveyard, or None."""
    if len(card.effects) != 1:
        return None
    effect = card.effects[0]
    if (
        isinstance(effect, DamageSource)
        and effect.how is DamageHow.LIFE_LOSS
        and effect.to is Who.TARGET_OPPONENT
        and effect.moment is Moment.EVENT
        and effect.on is TriggerEvent.ARTIFACT_TO_GRAVEYARD
        and effect.amount
    ):
        return effect.amount
    return None


def _one_players_triggers(
    sentences: list[Sentence],
    players: Sequence[str],
    holders: dict[str, tuple[Card, Source, int]],
    count: int,
) -> Fact:
    """One player's card alone: its triggers, all theirs, resolve one by one, each followed by
    the state-based check (MTG CR 603.3, 704.3): their opponent loses the life each time. Each
    trigger is optional: the one case is where every one is used, said with the answer."""
    ((holder, held),) = holders.items()
    (target,) = (player for player in players if player != holder)
    resolving = [_trigger(held, target) for _ in range(count)]
    said = Message(
        "Each {card} triggers once for each artifact that went to a graveyard ({rule}). Each "
        "trigger is optional: this is if every one is used.",
        card=held[0].name,
        rule="MTG CR 603.2, 603.3",
    )
    return Fact("", said, (OpenCase(said.english(), said, [*sentences, *resolving], note=said),))


def _case(
    sentences: list[Sentence],
    active: str,
    holders: dict[str, tuple[Card, Source, int]],
    count: int,
    asker: str,
) -> OpenCase:
    """The case where it was `active`'s turn: the other player's triggers resolve first, one
    at a time, then the active player's."""
    other = next(player for player in holders if player != active)
    resolving = [
        _trigger(holders[owner], target)
        for owner, target in ((other, active), (active, other))
        for _ in range(count)
    ]
    said = (
        Message("it was your turn")
        if active == asker
        else Message("it was {player}'s turn", player=active)
    )
    return OpenCase(said.english(), said, [*sentences, *resolving])


def _trigger(held: tuple[Card, Source, int], target: str) -> Sentence:
    """One trigger of a held card resolving: its target loses the life."""
    card, source, amount = held
    loses = Event(EventKind.LIFE, player=target, delta=-amount)
    return Sentence(f"{card.name}'s trigger resolves", [loses], [source], by=source)
