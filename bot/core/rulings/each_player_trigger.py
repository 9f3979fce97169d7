"""A card's trigger at a step that makes each player meeting a count lose the game
(Triskaidekaphobia: each player with exactly 13 life), told with every player's count: the
players it makes lose are settled by the counts told, and they lose at once as it resolves
(MTG CR 603.3, 104.3e; all of them at once is a draw, 104.4a), where a card replacing a loss
(Exquisite Archangel, 614.1a) or a player who can't lose (Platinum Angel, 101.2) acts as the
engine judges it. Any count never told, a player it leaves at 1 life or less (the life each
player then gains or loses, by the mode its controller chose, may end the game) and any
other card that watches a life total are left to the refusals before (what did it do?),
never guessed (open_facts)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.messages import Message
from bot.core.rules.vocabulary import EffectOutcome, Event, EventKind
from bot.core.rulings import counts
from bot.core.rulings.card_model import EndsGame, Measure, Who
from bot.core.rulings.card_use import life_threshold, on_a_change_of_life
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import EVERYONE

# A survivor at this life or less may lose to the 1 life its mode takes (Triskaidekaphobia).
_AT_RISK = 1


def each_player_counted(
    sentences: list[Sentence],
    at: int | None,
    found: tuple[Source, Card, EndsGame],
    asker: str,
    players: Sequence[str],
) -> Fact | None:
    """The fact of the trigger of `found` (the card as said, the card, its effect on each
    player) resolving after sentence `at`, settled by every player's life told up to it; None
    where the words do not settle it (asked as before: what did it do?), or it is no such
    trigger, or not said to trigger (`at` None)."""
    source, card, effect = found
    if at is None or effect.who is not Who.EACH_PLAYER:
        return None
    check = effect.condition.check if effect.condition else None
    if (
        check is None
        or check.measure is not Measure.LIFE
        or effect.outcome is not EffectOutcome.LOSE
        or len(players) < 2
        or _watched(sentences, card)
        or any(e.kind is not EventKind.LIFE or e.delta is not None for e in sentences[at].events)
    ):
        return None  # an event told with its resolution ("... and my Platinum Angel dies"):
        # before it, or after? never taken as before
    told = [s.text for s in sentences[: at + 1]]
    losing: list[str] = []
    for player in players:
        life = _life(sentences[: at + 1], player, card.name)
        held = counts.holds(check, told, player, asker, life)
        if life is None or held is None:
            return None  # a count never told: never guessed
        if held:
            losing.append(player)
        elif life <= _AT_RISK:
            return None  # its mode's 1 life lost may end the game
    name = card.name
    condition = effect.condition.said if effect.condition else Message.verbatim_text("")
    ends = [Event(EventKind.EFFECT, player=p, outcome=effect.outcome) for p in losing]
    resolves = Sentence(f"{name}'s trigger resolves", ends, [source] * len(ends))
    after = [resolves] if ends else []
    note = Message(
        "By the counts said, this held for {count} of {players} players as {card}'s trigger "
        "resolved: {condition}. Each of them loses the game as it resolves, at once (MTG CR "
        "603.3, 104.3e); then each player left gains or loses 1 life, by the mode its "
        "controller chose (any life total shown is before that).",
        card=name,
        condition=condition,
        count=str(len(losing)),
        players=str(len(players)),
    )
    case = OpenCase(
        Message("{condition} ({card})", card=name, condition=condition).english(),
        Message("{condition} ({card})", card=name, condition=condition),
        [*sentences[: at + 1], *after, *sentences[at + 1 :]],
        untriggered=not ends,
        note=note,
    )
    return Fact("", note, (case,))


# What never changes a life total: a continuous effect begun or ended, poison counters.
_LIFE_KEPT = frozenset({EventKind.EFFECT_BEGINS, EventKind.EFFECT_ENDS, EventKind.POISON})


def _life(sentences: Sequence[Sentence], player: str, card: str) -> int | None:
    """The player's life total as last said outright for them or for everyone ("both players
    are at 13 life"), with nothing said after it that may have changed it (life lost or gained,
    damage, a spell or ability, an attack whose damage is unsaid: "I'm at 13 life when my
    opponent attacks"): None otherwise, never guessed."""
    life = None
    for sentence in sentences:
        used = sentence.by.cards if sentence.by else ()
        if any(c.name != card for c in used):
            life = None  # another spell's or ability's effect, unless it says the total
        for event in sentence.events:
            if event.player not in (player, EVERYONE, None) or event.kind in _LIFE_KEPT:
                continue
            outright = event.kind is EventKind.LIFE and event.delta is None
            life = event.value if outright and event.player is not None else None
        if _ATTACK.search(sentence.text):
            life = None  # its combat damage, never said, may have changed it
    return life


# "my opponent attacks", "he swings at me": combat, whose damage may change a life total
_ATTACK = re.compile(rf"\b{one_of(WORDS.attack_verbs + WORDS.swing_verbs)}\b", re.IGNORECASE)


def _watched(sentences: Sequence[Sentence], card: Card) -> bool:
    """Another card named that watches a life total: a trigger on a change of life (Sanguine
    Bond: the trigger's 1 life gained or lost sets it off) or a loss at a total (Transcendence),
    or one whose trigger at a step the words must tell (Sulfuric Vortex's 2 damage at each
    upkeep, in an order its controllers choose, 603.3b) may change a total first."""
    for sentence in sentences:
        for source in (*sentence.held, *([sentence.by] if sentence.by else [])):
            for other in source.cards:
                if other.name != card.name and (
                    other.unplayed_steps  # Sulfuric Vortex's damage at the same upkeep
                    or any(
                        on_a_change_of_life(e) or life_threshold(e) is not None
                        for e in other.effects
                    )
                ):
                    return True
    return False
