"""The situation settled once every sentence of it is read (language.py): what the whole of it
leaves unsaid that may decide the outcome, refused (a loop's outcome, what a Saga's chapter
did, how a player lost beside an effect that may keep them in), a card's trigger on its combat
damage that the sentence after it tells kept once, and more than two players where the asker
asks of their own outcome beside two others named.
"""

from __future__ import annotations

from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import (
    Affects,
    EffectOutcome,
    EventKind,
    Lasting,
    System,
    Variant,
)
from bot.core.rulings import prose_boards
from bot.core.rulings.card_checks import cannot_judge
from bot.core.rulings.card_effects import Effect
from bot.core.rulings.card_model import EndsGame, Who
from bot.core.rulings.card_use import its_combat_trigger
from bot.core.rulings.loop_forks import acting_in_the_loop, acting_refusal, game_loop_cases
from bot.core.rulings.restated_outcomes import team_of
from bot.core.rulings.sentence_refusals import unread_refusal
from bot.core.rulings.sentence_steps import steps_of
from bot.core.rulings.situation_values import Fork, Sentence, Situation
from bot.core.rulings.words import (
    EVERYONE,
    OPPONENT,
    Reader,
    SituationError,
    quoted,
    spelled,
)


def asker_beside_the_named(situation: Situation, asker: str, asks: bool) -> bool:
    """The asker asking of their own outcome (`asks`: "Do I win?", "Do we win?") beside two
    players named, neither of them the asker ("Bob and Carol concede. Do I win?"): more than
    two play, how many not said (it was a game of Bob and Carol, a draw the asker had no part
    in)."""
    named = [name for name in situation.mentioned if name not in (EVERYONE, OPPONENT)]
    return (
        asks
        and situation.declared_players is None
        and situation.table_size is None
        and len(named) > 1
        and asker not in named
        and OPPONENT not in situation.mentioned
    )


def loop_told(
    situation: Situation,
    reader: Reader,
    read: list[str],
    system: System | None,
    variant: Variant | None,
) -> None:
    """A land played into a loop (`Reader.loop_unsaid`) whose outcome the words never say:
    beside a card that acts in the loop (`acting_in_the_loop`: Sanguine Bond beside Essence
    Warden), refused naming it, even said to be a loop of mandatory actions (it ends with a
    loss); told last, a case each for whether a player can stop it (loop_forks.py); told
    before anything else, refused. Endless mana (`Reader.endless_unsaid`) beside no loop said:
    refused, what it let a player repeat, and whether they could stop, unsaid."""
    if reader.loop_unsaid is not None:  # said to be a loop of mandatory actions, or not
        acting = acting_in_the_loop(situation.entities)
        if acting is not None:
            played = spelled(reader.loop_unsaid, situation.entities)
            raise acting_refusal(played, acting.name, tuple(read))
    if _loop_said(situation.steps):
        return
    if reader.loop_unsaid is not None:
        played = spelled(reader.loop_unsaid, situation.entities)
        if _played_last(situation.steps, reader.loop_unsaid):
            situation.steps.append(game_loop_cases(steps_of, reader))
            return
        raise _loop_unsaid(played, tuple(read))
    if reader.endless_unsaid is not None:
        raise unread_refusal(reader.endless_unsaid, read, system, variant, reader)


def _loop_said(steps: list[Sentence | Fork]) -> bool:
    """Whether the words say a loop's outcome: in a loop of mandatory actions, or of optional
    ones a player stops."""
    sentences = [s for step in steps for s in _sentences_of(step)]
    return any(
        s.optional_loop or s.locked or any(e.kind is EventKind.LOOP for e in s.events)
        for s in sentences
    )


def _played_last(steps: list[Sentence | Fork], played: str) -> bool:
    """Whether the last thing told is the land `played` into the loop, once and last in its
    sentence ("player a plays a Forest", "I control Life and Limb and Sporemound, and I play a
    Forest"): the loop it starts is what comes next, so its two cases are read after it.
    Anything told after it, in its sentence too (another land, a concession, "and my opponent
    destroys Sporemound", which leaves no event), may have come in the loop, or after a player
    stopped it: refused, as before."""
    last = steps[-1] if steps else None
    return (
        isinstance(last, Sentence)
        and last.lands_played
        and not last.events
        and last.text.rstrip().endswith(played.strip())
        and last.text.count(played) == 1
        and sum(played in s.text for s in steps if isinstance(s, Sentence)) == 1
    )


def _sentences_of(step: Sentence | Fork) -> list[Sentence]:
    if isinstance(step, Sentence):
        return [step]
    return [s for _, case in step.cases for s in case]


def _loop_unsaid(played: str, read: tuple[str, ...]) -> SituationError:
    """A land played into a loop a land entering starts (Sporemound with Life and Limb), with
    nothing said of how it ended: each Saproling made is a land entering, which makes another.
    Whether a player can stop it decides the outcome (a draw if nobody can, 104.4b)."""
    return SituationError(
        Message(
            '"{played}": each land entering makes a Saproling that is a land entering too, a '
            'loop of mandatory actions: if no player can stop it, say "{example}" (a draw, '
            "{rule}); if one can, say what they do.",
            played=quoted(played),
            example="the game is in a loop of mandatory actions",
            rule="MTG CR 104.4b",
        ),
        unread=played,
        read=read,
    )


def chapter_told(situation: Situation, reader: Reader, saga: prose_boards.OnAChapter) -> None:
    """A Saga said to be on a chapter is read as held, its chapter's trigger still to resolve
    after the moment told; SituationError where what that chapter does may change who wins
    (prose_boards.chapter_decides): the words must say what it did."""
    entity = reader.entities[saga.mark]
    holder = reader.player(saga.holder) if saga.holder is not None else None
    told: dict[str, int | None] = {}
    for step in situation.steps:
        for sentence in step.cases[0][1] if isinstance(step, Fork) else [step]:
            for event in sentence.events:
                if event.kind is EventKind.LIFE and event.player is not None:
                    set_once = event.value is not None and event.delta is None
                    told[event.player] = (
                        event.value if set_once and event.player not in told else None
                    )
    players = situation.declared_players or reader.order
    opponents = {p: told.get(p) for p in players if p != holder}
    if holder is None or holder == EVERYONE or prose_boards.chapter_decides(entity.card, opponents):
        raise SituationError(
            Message(
                "What {card} does on its chapter may decide the outcome: say what it did to "
                "each player (e.g. {example}).",
                card=entity.name,
                example='"alice takes 1 damage"',
            ),
            unread=entity.name,
        )


_KEEPS_IN = frozenset({Lasting.CANT_LOSE, Lasting.REPLACES_LOSS, Lasting.NO_LOSS})


def loss_unsaid_kept_in(situation: Situation, reader: Reader) -> None:
    """A player said to lose the game with nothing said of how ("my opponent loses the game"),
    beside an effect that may keep them in (Platinum Angel, Lich): it stops some losses and not
    others (a concession, MTG CR 104.3a), so how they lost is asked, never guessed. So is such
    a loss beside a card whose own trigger makes that player lose on a condition
    (`_loss_beside_its_card`)."""
    if not reader.lost_unsaid:
        return
    sentences = [
        sentence
        for step in situation.steps
        for sentence in (
            [step] if isinstance(step, Sentence) else [s for _, c in step.cases for s in c]
        )
    ]
    for player, words in reader.lost_unsaid.items():
        team = team_of(player, reader)  # a teammate's card keeps them in too (810.8a)
        for event in (e for sentence in sentences for e in sentence.events):
            if event.lasting not in _KEEPS_IN:
                continue
            mine = event.controller in team
            if event.applies_to is Affects.EACH_PLAYER or mine != (
                event.applies_to is Affects.OPPONENTS
            ):
                said = spelled(words, situation.entities)
                raise SituationError(
                    Message(
                        '"{words}" does not say how they lost, and an effect said may keep '
                        'them in: say how (e.g. "alice concedes" or "an effect says alice '
                        'loses").',
                        words=quoted(said),
                    ),
                    unread=said,
                    read=(),
                )
    for player in reader.lost_unsaid:
        _loss_beside_its_card(situation, player)


def _loss_beside_its_card(situation: Situation, player: str) -> None:
    """`player` said to lose with nothing said of how, beside a card whose own trigger ends the
    game on a condition, for them or anyone ("I cast Phage from my hand and it resolved and I
    lost the game": from the hand, Phage's trigger does nothing, 603.4; "my library is empty
    and I cast Thassa's Oracle and I lost the game"): whether that card is the loss the asker
    means, or came first, is the question. Refused naming the card, never the loss echoed (it
    was "you lose: an effect says you lose"). A trigger of its controller's only where the
    card is told `player`'s (held or cast), or whose is unsaid."""
    for sentence in (s for step in situation.steps for s in _sentences_of(step)):
        for source in (*sentence.held, *([sentence.by] if sentence.by else [])):
            for card in source.cards:
                if any(
                    _on_a_condition(e, source.controller in (player, None)) for e in card.effects
                ):
                    raise cannot_judge(card)
    for entity in situation.entities:
        if entity.card is not None and any(_on_a_condition(e, False) for e in entity.card.effects):
            raise cannot_judge(entity.card)


def _on_a_condition(effect: Effect, theirs: bool) -> bool:
    """Whether `effect` ends the game (a win or a loss) on a condition, for someone else than
    its card's controller or, `theirs`, for that controller too."""
    return (
        isinstance(effect, EndsGame)
        and effect.outcome is not EffectOutcome.DRAW
        and effect.condition is not None
        and (theirs or effect.who is not Who.CONTROLLER)
    )


def triggers_said_later(steps: list[Sentence | Fork]) -> list[Sentence | Fork]:
    """A card's trigger on its combat damage (Phage's), where the very next sentence says only
    what effects did, one of them to the same player ("... deals 3 combat damage to me. then
    an effect says I lose"): it says what the trigger did, at the moment the trigger resolves,
    so it is not counted twice (as a trigger on entering is not,
    trigger_conditions.arrival_condition). With anything else said before it, or beside it, which
    effect it was would decide: both stay."""
    kept: list[Sentence | Fork] = []
    for number, step in enumerate(steps):
        after = steps[number + 1] if number + 1 < len(steps) else None
        if (
            isinstance(step, Sentence)
            and isinstance(after, Sentence)
            and any(its_combat_trigger(why) for why in step.whys)
            and all(event.kind is EventKind.EFFECT for event in after.events)
        ):
            later = {
                (event.player, event.outcome)
                for event, why in zip(after.events, after.whys, strict=True)
                if not its_combat_trigger(why)
            }
            keep = [
                i
                for i, (event, why) in enumerate(zip(step.events, step.whys, strict=True))
                if not (its_combat_trigger(why) and (event.player, event.outcome) in later)
            ]
            if len(keep) < len(step.events):
                step = replace(
                    step,
                    events=[step.events[i] for i in keep],
                    sources=[step.sources[i] for i in keep],
                    whys=[step.whys[i] for i in keep],
                    dealt=[step.dealt[i] for i in keep],
                )
        kept.append(step)
    return kept
