"""One reading of a situation judged: its sentences' reports applied one by one with the rules
core's `apply_report`, the triggers the engine puts on the stack resolved between them, and
what the answer says of it (`Judged`): the lines understood, each player's result and why.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from bot.core.messages import Message
from bot.core.rules.engine import apply_report
from bot.core.rules.errors import RuleError
from bot.core.rules.games import game_of
from bot.core.rules.games.game import RulingNote
from bot.core.rules.lasting import holding
from bot.core.rules.state import GameState, Verdict
from bot.core.rules.vocabulary import Event, EventKind, Lasting, Report, Standing, System
from bot.core.rulings import event_messages, result_messages, why_messages
from bot.core.rulings import told as reader_words
from bot.core.rulings.answer import Judged
from bot.core.rulings.card_checks import (
    SaidSoFar,
    bound_to_a_creature,
    cast_later,
    check_cards,
    check_creature_bound,
    check_left,
    remember_holders,
)
from bot.core.rulings.card_values import Card
from bot.core.rulings.cards_unfollowed import (
    changed_hands,
    death_trigger_unfollowed,
    exchanged_creature,
    replacement_draws_beside_a_library,
    taken_and_left,
)
from bot.core.rulings.cast_places import unsaid_place
from bot.core.rulings.damage_floors import lethal_beside_a_floor
from bot.core.rulings.describing import (
    Voice,
    describe_event,
    result_words,
    sentence_words,
    trigger_said,
    trigger_words,
)
from bot.core.rulings.effect_sides import check_effect_sides
from bot.core.rulings.effects_unsaid import (
    ability_of_no_card,
    activation_unsaid,
    draws_unsaid,
    left_last,
    pending_loss_unsaid,
    resolution_unsaid,
    trigger_unsaid,
)
from bot.core.rulings.game_setup import canonical_names, everyone_named
from bot.core.rulings.game_words import example_of, note_of
from bot.core.rulings.held_in_order import (
    conceded_after_the_end,
    conceded_beside_an_end,
    death_after_the_end,
    held_all_along,
    held_in_the_past,
    told_as_earlier,
    told_in_order,
    total_after_the_end,
    total_told_again,
)
from bot.core.rulings.loops_unstarted import creatures_entering_beside_a_loop, loop_not_started
from bot.core.rulings.moved_lives import lives_unsaid
from bot.core.rulings.phrase_events import LETHAL, PAID
from bot.core.rulings.phrase_values import Clause
from bot.core.rulings.rules_refusals import check_turns, in_situation_words
from bot.core.rulings.sentence_checks import both_of_more, kept_in_unsaid, left_already
from bot.core.rulings.situation_values import Sentence, Situation, cards_named
from bot.core.rulings.team_totals import check_team_totals
from bot.core.rulings.told_moments import (
    Played,
    TotalsTold,
    commander_total_again,
    moments,
    total_after_the_last,
)
from bot.core.rulings.words import SituationError, quoted

_PAST = {Standing.WON: "won", Standing.LOST: "lost", Standing.DREW: "drew"}


# The effects that act on damage as such, not on the life it costs (bot.core.rules.guards).
_ON_DAMAGE = (Lasting.DAMAGE_AS_POISON, Lasting.LIFE_FLOOR)


def _as_damage(events: list[tuple[Event, bool]], state: GameState) -> list[Event]:
    """The events, each life loss that is damage dealt (`Sentence.dealt`) to a player an
    effect turns damage into something else for (Phyrexian Unlife: poison counters while
    they are at 0 or less life, MTG CR 702.90b; Worship: no lower than 1 life, 614.1a)
    given to the engine as the damage it is, so the effect acts on it
    (bot.core.rules.guards); any other life loss as it was read."""
    lethal_beside_a_floor(events, state)
    return [
        Event(EventKind.DAMAGE, player=event.player, amount=-(event.delta or 0))
        if dealt
        and event.kind is EventKind.LIFE
        and (event.delta or 0) < 0
        and event.player is not None
        and any(holding(state, kind, event.player) for kind in _ON_DAMAGE)
        else event
        for event, dealt in events
    ]


def _payable(sentence: Sentence, state: GameState, life_said: set[str], asker: str) -> None:
    """Life said to be paid that its player's total, said before, cannot pay: a player pays
    life only with a life total at least the amount (MTG CR 119.4), so the payment never
    happened as told (refused, never played as a loss, in the game's words: a game that says
    nothing of it plays the payment as told)."""
    for event, why in zip(sentence.events, sentence.whys, strict=True):
        if why != PAID or (event.player or "") not in life_said:
            continue
        player = canonical_names([event], state.setup, asker)[0].player or ""
        life, amount = state.life.get(player), -(event.delta or 0)
        said = note_of(
            state.setup.system,
            RulingNote.PAID_BEYOND,
            words=quoted(sentence.text),
            life=life or 0,
            amount=amount,
        )
        if life is not None and life < amount and said is not None:
            raise SituationError(said, unread=sentence.text)


@dataclass
class _Play:
    """What judging one reading keeps track of."""

    state: GameState
    reports: list[Report]
    verdicts: list[Verdict]
    lines: list[str]
    too_late: list[str]
    missed: list[str]  # events about players who had already left
    after_end: list[str]  # every sentence read after the game was over
    lives: list[Mapping[str, int | None]]  # each player's life after each report
    playing: list[tuple[str, ...]]  # the players still in before each report
    # A card's own trigger that goes on the stack again each time it resolves, nothing
    # changed (`_resolve_waiting`): a loop the words must say.
    looping: Event | None = None
    # The same as messages, for a reader of another language (event_messages.py, why_messages.py).
    said: list[Message] = field(default_factory=list)
    missed_said: list[Message] = field(default_factory=list)
    # the sentences of `too_late` whose spell or ability was cast before the end, a response
    # told after it ending the game first (Sentence.responded_to): it never resolved
    unresolved: list[str] = field(default_factory=list)
    told_after: bool = False  # a sentence after the one played tells an event
    gone_before: list[Message] = field(default_factory=list)  # a card's leaving it had left


def _not_settled_by(sentences: list[Sentence], condition: str | None) -> list[Sentence]:
    """The sentences but those casting the spell a fork's case settles the fate of (its
    condition names it: "your Lightning Bolt resolved", "... was countered"; the case has
    played it: what it did, or countered). Another spell of its name told after it is none
    of them ("My opponent is at 5. I cast Lightning Bolt at him. Then I cast Lightning Bolt."
    was "nobody has won or lost yet", the second Bolt dropped as the first's)."""
    if condition is None:
        return sentences
    said = condition.casefold()
    kept: list[Sentence] = []
    named: set[str] = set()  # the names cast in the sentences before
    for sentence in sentences:
        names = {c.name.casefold() for c in sentence.by.cards} if sentence.by else set()
        settled = any(name in said for name in names)
        again = bool(names & named) and not (sentence.events or sentence.countered)
        named |= names
        if not settled or again:
            kept.append(sentence)
    return kept


def judge_reading(
    situation: Situation,
    sentences: list[Sentence],
    start: GameState,
    asker: str,
    condition: str | None,
    *,
    told: bool = False,
    lives_said: frozenset[str] = frozenset(),
) -> Judged:
    """One reading judged. `told`: the words leave out a card's trigger as it arrives because
    the case is that it did not trigger (bot.core.rulings.trigger_conditions.arrival_condition)."""
    place = unsaid_place(sentences, asker)
    if place is not None:  # beside another open fact that took its turn: asked, never the
        raise SituationError(place.asked)  # engine's refusal of the condition as it is
    looping = any(sentence.optional_loop for sentence in sentences)
    locked = any(sentence.locked for sentence in sentences)
    states = tuple(clause for sentence in sentences for clause in sentence.states)
    stated = bool(states)
    # Only actions that end nothing, with no card named that could act on them: nothing ends.
    idle = bool(sentences) and all(
        s.acts and (s.inert or not s.marks) and not s.unknown_in_play and not s.events
        for s in sentences
    )
    # the case of a fork that the spell did not resolve, nothing else told: nothing happened
    # ("I cast Approach and it gets countered. Then I cast a second copy from my hand.")
    idle = idle or (
        (told or any(s.countered for s in sentences)) and not any(s.events for s in sentences)
    )
    idle = idle or loop_not_started(situation, sentences)
    exchanged_creature(situation, sentences)
    creatures_entering_beside_a_loop(situation, sentences)  # Essence Warden: life gained
    if not told:
        death_trigger_unfollowed(sentences)
    replacement_draws_beside_a_library(sentences)
    held_in_the_past(sentences)  # "I had Platinum Angel. I'm at 0 life": still in play?
    # Cards that act only as they enter, leave or deal damage, beside an exchange of control,
    # in which none of that happens (603.6a): nothing ends.
    idle = idle or (
        any(s.exchanges for s in sentences)
        and all(s.still and not s.unknown_in_play and not s.events for s in sentences)
    )
    stated = stated or idle
    if not any(s.events for s in sentences) and not (looping or locked) and not stated:
        raise SituationError(
            Message("Say what happens, e.g. {example}.", example=example_of(start.setup.system)),
            unread=sentences[0].text if sentences else None,
        )
    unsaid = next(
        (
            s
            for n, s in enumerate(sentences)
            if resolution_unsaid(s, sentences[n + 1] if n + 1 < len(sentences) else None)
            or ability_of_no_card(s, sentences)
            or draws_unsaid(s, sentences, situation)
            or activation_unsaid(sentences[n:], situation)
            or trigger_unsaid(sentences[n:], situation)
        ),
        None,
    )
    # the words leaving out a trigger (`told`) ask nothing more; a case of a fork still asks
    # what a spell told last did, unless it is the spell whose fate the case settles ("My
    # opponent is at 5. I cast Lightning Bolt at him. Then I cast Shock." was "nobody has
    # won or lost yet" in the case that the Bolt resolved, the Shock dropped)
    stacked = None if told else left_last(_not_settled_by(sentences, condition))
    pending_loss_unsaid(sentences)  # Final Fortune resolved, more told: its loss to come?
    if unsaid is not None and not told:
        raise SituationError(
            Message("Say what happens, e.g. {example}.", example=example_of(start.setup.system)),
            unread=unsaid.text,
        )
    voice = Voice(asker)
    play = _Play(start, [], [], [], [], [], [], [], [])
    in_play: dict[int, None] = {}
    begun: set[str] = set()  # the cards whose continuous effects the engine follows
    holders: dict[str, set[str]] = {}
    named: dict[str, Card] = {}  # the cards Arbiter knows named so far, by name
    # the players whose card holds while they control a creature (Worship): its card
    bound: dict[str, str] = {}
    effects_said = told or any(e.kind is EventKind.EFFECT for s in sentences for e in s.events)
    # the players whose life total a sentence said outright (or the case is about)
    life_said: set[str] = set(lives_said)
    totals_told = TotalsTold(life_said)  # ... and the poison and commander-damage totals
    changed = False  # a sentence before changed the game (not only a board said)
    taken: dict[str, tuple[str | None, str | None]] = {}  # cards that changed hands (800.4a)
    ender: Sentence | None = None
    before_last: GameState | None = None  # the game before the sentence played last
    played: list[Played] = []  # each sentence played, with the game before and after it
    for number, sentence in enumerate(sentences):
        if play.state.is_over:
            kept_in_unsaid(sentence, play.state, (*sentence.kept_in_before, *sentence.kept_in))
            held_all_along(sentence)
            conceded_after_the_end(sentence, play.state, forked=condition is not None, ender=ender)
            total_after_the_end(sentence, play.state, life_said)
            told_as_earlier(sentence)
            death_after_the_end(sentence, play.state, ender)
            _too_late(sentence, play)
            play.after_end.append(sentence.text)
            continue
        changed = told_in_order(sentence, stacked, changed)
        in_play.update(dict.fromkeys(sentence.marks))
        begun.update(
            (event.source or "").casefold()
            for event in sentence.events
            if event.kind is EventKind.EFFECT_BEGINS
        )
        remember_holders(sentence, holders)
        said = SaidSoFar(effects_said, life_said, frozenset(cast_later(sentences, number) - begun))
        check_cards(situation, sentence, in_play, play.state, begun, holders, said)
        named.update(cards_named([sentence]))
        # the sentences before, and whether the starting totals were left unsaid
        earlier = (sentences[:number], situation.starting_life is None)
        check_effect_sides(sentence, holders, play.state.setup.teams, named, earlier)
        here = bound_to_a_creature(situation, sentence)
        bound.update(here)
        check_creature_bound(situation, sentence, bound, begins_here=bool(here))
        sentence = check_left(sentence, play.state, voice, holders)
        _payable(sentence, play.state, life_said, asker)
        total_told_again(sentence, play.state, life_said)
        both_of_more(situation, sentence, play.state, asker)
        total_after_the_last(sentence, played, play.state, totals_told)
        sentence = commander_total_again(sentence, play.state)
        changed_hands(sentence, taken)
        # the last sentence played (the one that ends the game, if any does), and the game
        # before it
        ender, before_last = sentence, play.state
        kept_in_unsaid(sentence, play.state, sentence.kept_in_before)  # before its events
        play.told_after = any(later.events for later in sentences[number + 1 :])
        for part in moments(sentence, play.state, life_said):
            if not play.state.is_over:
                before = play.state
                _play(part, play, asker, voice)
                _resolve_waiting(play, voice)
                taken_and_left(situation, before, play.state, taken)
        kept_in_unsaid(sentence, play.state, sentence.kept_in)
        conceded_beside_an_end(sentence, play.state)
        played.append((sentence, before_last, play.state))
        life_said.update(
            e.player or ""
            for e in sentence.events
            if e.kind is EventKind.LIFE and e.value is not None
        )
        totals_told.add(sentence)
    state = play.state
    if play.looping is not None and not state.is_over:
        raise SituationError(
            Message(
                "{trigger} goes on the stack again each time it resolves, and nothing changes: "
                'if no player can stop it, say "{example}" (a draw, {rule}); if one can, say '
                "what they do.",
                example="the game is in a loop of mandatory actions",
                trigger=trigger_said(play.looping, voice),
                rule="MTG CR 104.4b",
            )
        )
    setup = state.setup
    understood = {**setup.to_dict(), "reports": [report.to_dict() for report in play.reports]}
    not_said = lives_unsaid(situation, play.reports, start, state)

    def standing(player: str) -> Message:
        return game_of(setup.system).standing(state, player, not_said.get(player))

    if not play.reports and not (looping or locked) and not stated:
        raise SituationError(
            Message(
                "Nothing in that situation could happen: {what}",
                what="; ".join(f'"{quoted(text)}"' for text in play.missed or play.too_late),
            )
        )
    return Judged(
        condition=condition,
        understood=understood,
        state=state,
        understood_lines=tuple(f"{n}. {line}" for n, line in enumerate(play.lines, 1)),
        result_lines=result_words(state, start, voice, standing),
        results_said=tuple(
            map(
                reader_words.named,
                result_messages.results_said(state, start, asker, standing),
            )
        ),
        understood_said=tuple(map(reader_words.named, play.said)),
        explanation_said=_explanation_said(
            state, play, asker, looping=looping, idle=idle, states=states, locked=locked
        ),
        explanation=" ".join(
            [
                _explanation(state, play, voice),
                *(
                    note.english()
                    for note in _notes(setup.system, looping, idle, states, locked=locked)
                ),
            ]
        ).strip(),
        too_late=tuple(play.too_late),
        after_end=tuple(play.after_end),
        lives=tuple(play.lives),
        playing=tuple(play.playing),
    )


def _why_said(why: str | Message | None, system: System) -> str | Message | None:
    """How the reader read an event, in the game's own words where it has them (damage said
    only to be lethal: a total of 0 or less, Terrus's vitae)."""
    said = note_of(system, RulingNote.LETHAL) if why == LETHAL else None
    return said or why


def _notes(
    system: System, looping: bool, idle: bool, states: Iterable[Clause], *, locked: bool = False
) -> list[Message]:
    """The game's own notes on a reading: a loop someone can stop, a lock, nothing said that
    ends the game, or each state said that ends nothing: a deck emptied, or any other named in
    the words it was said in ("my graveyard is empty")."""
    kinds = [RulingNote.OPTIONAL_LOOP] if looping else []
    kinds += [RulingNote.LOCK] if locked else []
    states = list(states)
    deck = any(clause.deck for clause in states)
    kinds += [RulingNote.NOTHING_ENDS] if idle else [RulingNote.EMPTY_DECK] if deck else []
    notes = [note for kind in kinds if (note := note_of(system, kind)) is not None]
    said = [] if idle else list(dict.fromkeys(c.text for c in states if not c.deck))
    return notes + [
        note for words in said if (note := note_of(system, RulingNote.STATE_SAID, words=words))
    ]


def _play(sentence: Sentence, play: _Play, asker: str, voice: Voice) -> None:
    """Apply one sentence's report, if anything in it can still happen."""
    state = play.state
    kept: list[int] = []
    for number, event in enumerate(sentence.events):
        canonical = canonical_names([event], state.setup, asker)[0]
        player = canonical.player or ""
        if player in state.standings and state.standings[player] is not Standing.PLAYING:
            said = describe_event(canonical, state.setup, voice)
            play.missed.append(f'"{said}" ({voice.name(player)} had already left)')
            gone = event_messages.event_said(canonical, state.setup, asker)
            play.missed_said.append(why_messages.gone_said(gone, player, asker))
            continue
        kept.append(number)
    if not kept:
        return
    left = [i for i in kept if not _in_force(sentence.events[i], state)]
    alone = len(left) == len(kept) and not play.told_after  # nothing rests on it
    for i in left:
        note = left_already(sentence, sentence.events[i], play.reports, state, alone=alone)
        play.gone_before += [note] if note is not None else []
    kept = [i for i in kept if i not in left]
    if not kept:
        return
    # Each kept event, "both" or "everyone" one per player still in the game, with its
    # index in the sentence (its source and why stay with every player it became).
    each = [
        (i, one)
        for i in kept
        for one in canonical_names(everyone_named([sentence.events[i]], state), state.setup, asker)
    ]
    events = _as_damage([(one, sentence.dealt[i]) for i, one in each], state)
    if not events:
        raise SituationError(
            Message(
                "In {sentence}: nobody is left in the game to do that.",
                sentence=f'"{quoted(sentence.text)}"',
            )
        )
    report = Report(tuple(events), simultaneous=len(events) > 1)
    check_team_totals(
        play.reports[-1] if play.reports else None, report, state.setup, sentence.text
    )
    try:
        check_turns(report, state.setup)
        verdict = apply_report(state, report)
    except RuleError as error:
        raise SituationError(
            Message(
                "Sentence {number} ({sentence}) cannot happen: {reason}",
                number=len(play.reports) + 1,
                sentence=f'"{quoted(sentence.text)}"',
                reason=in_situation_words(error, state),
            )
        ) from None
    sources = [sentence.sources[i] for i, _ in each]
    whys = [_why_said(sentence.whys[i], state.setup.system) for i, _ in each]
    play.lines.append(sentence_words(report, sources, whys, state.setup, voice))
    play.said.append(
        event_messages.sentence_said(
            report,
            sources,
            whys,
            state.setup,
            asker,
            lambda e: describe_event(e, state.setup, voice),
        )
    )
    play.reports.append(report)
    play.verdicts.append(verdict)
    play.lives.append(verdict.state.life)
    play.playing.append(state.playing)
    play.state = verdict.state


# More triggers than this resolving after one sentence, each changing something, is a loop
# too (a bound, never reached by the cards the engine follows: each changes nothing twice).
_MOST_RESOLVED = 20


def _resolve_waiting(play: _Play, voice: Voice) -> None:
    """The triggers the engine put on the stack by itself after a sentence (a card's own:
    Lich's Mastery leaving, Transcendence at 20 life; bot.core.rules.triggers) resolve before
    the next sentence, as a trigger the words tie to an event does (stack_moments.moments_of): a
    report each, the top one first, until the stack is empty or the game over. One that goes
    on the stack again each time it resolves, nothing changed, is left waiting: `looping`."""
    play.looping = None
    seen: set[tuple[object, ...]] = set()
    while not play.state.is_over and play.state.stack:
        state = play.state
        top = state.stack[-1]
        key = (state.stack, tuple(state.life.items()), tuple(state.poison.items()), state.lasting)
        if key in seen or len(seen) >= _MOST_RESOLVED:
            play.looping = top
            return
        seen.add(key)
        report = Report((Event(EventKind.RESOLVE),))
        verdict = apply_report(state, report)
        done = "; ".join(describe_event(e, state.setup, voice) for e in top.effects or ())
        play.lines.append(f"{trigger_words(top, voice)} resolves: {done}")
        play.reports.append(report)
        play.verdicts.append(verdict)
        play.state = verdict.state


def _in_force(event: Event, state: GameState) -> bool:
    """Whether an event can still happen: a card's effects end only while they are in force
    (the card said to leave was never said to be in play, or left with its controller)."""
    if event.kind is not EventKind.EFFECT_ENDS:
        return True
    name = (event.source or "").casefold()
    return any((effect.source or "").casefold() == name for effect in state.lasting)


def _moment(system: System) -> str:
    return f"when a player would next receive {game_of(system).names.priority}"


def _explanation(state: GameState, play: _Play, voice: Voice) -> str:
    setup = state.setup
    sentences: list[str] = []
    verdicts = play.verdicts
    for number, verdict in enumerate(verdicts, start=1):
        decided = [
            item
            for item in verdict.unjudged
            if verdict.state.standings[item.player] is not item.standing or verdict.restarted
        ]
        if not decided:
            continue
        acted = "; ".join(
            f"{voice.name(o.player)} {_PAST[o.standing]} ({voice.own(o.player, o.reasons[0].text)})"
            for o in verdict.immediate
        ) or "; ".join(voice.said(note.text) for note in verdict.notes)
        missed = "; ".join(
            f"for {voice.name(item.player)}, {voice.own(item.player, item.reason.text)}: "
            f"{', '.join(item.reason.citations)}"
            for item in decided
        )
        ending = "had restarted" if verdict.restarted and not verdict.game_over else "was over"
        where = f" in sentence {number}" if len(verdicts) > 1 else ""
        sentences.append(
            f"Timing decided it{where}: at once, {acted}. What is only checked "
            f"{_moment(setup.system)} never came into it ({missed}), because by then the game "
            f"{ending}."
        )
    if _after_it(play):
        late = "; ".join(f'"{quoted(text)}"' for text in _after_it(play))
        sentences.append(
            f"The game was over at the checkpoint after sentence {len(play.reports)} "
            f"({_moment(setup.system)}), so what follows could not happen: {late}."
        )
    if play.unresolved:
        sentences.append(why_messages.unresolved_said(play.unresolved).english())
    if play.missed:
        sentences.append(
            "A player who has left the game takes no further part in it, so this could not "
            "happen: " + "; ".join(play.missed) + "."
        )
    sentences += [note.english() for note in play.gone_before]
    for note in state.notes:
        if note.ruling:
            cited = ", ".join(note.citations)
            text = voice.said(note.text)
            sentences.append(f"{text[0].upper()}{text[1:]} ({cited}).")
    return " ".join(dict.fromkeys(sentences))  # a note told at each checkpoint, said once


def _too_late(sentence: Sentence, play: _Play) -> None:
    """A sentence read after the game was over that told something ("I cast a spell": moot),
    kept as too late; one whose spell was cast before the end (a response told after it
    ending the game first) also as never resolved."""
    if sentence.events or sentence.acts or sentence.held:
        play.too_late.append(sentence.text)
        if sentence.responded_to:
            play.unresolved.append(sentence.text)


def _after_it(play: _Play) -> list[str]:
    """The sentences told after the game was over, not those cast before it ended."""
    return [text for text in play.too_late if text not in play.unresolved]


def _explanation_said(
    state: GameState,
    play: _Play,
    asker: str,
    *,
    looping: bool,
    idle: bool,
    states: tuple[Clause, ...],
    locked: bool = False,
) -> Message | None:
    """`_explanation` as a message (why_messages.py), the asker spoken to as "you"."""
    setup = state.setup
    several = len(play.verdicts) > 1
    parts: list[Message] = []
    for number, verdict in enumerate(play.verdicts, start=1):
        timing = why_messages.timing_said(verdict, number if several else None, setup, asker)
        if timing is not None:
            parts.append(timing)
    if _after_it(play):
        parts.append(why_messages.too_late_said(_after_it(play), len(play.reports), setup))
    if play.unresolved:
        parts.append(why_messages.unresolved_said(play.unresolved))
    if play.missed_said:
        parts.append(why_messages.missed_said(play.missed_said))
    parts += play.gone_before
    parts += [why_messages.ruling_note(note) for note in state.notes if note.ruling]
    parts += _notes(setup.system, looping, idle, states, locked=locked)
    unique = list(dict.fromkeys(parts))  # a note told at each checkpoint, said once
    return reader_words.named(reader_words.in_turn(unique)) if unique else None
