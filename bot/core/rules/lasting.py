"""Continuous effects on winning and losing (Magic; docs/replay-vocabulary.md).

A report begins one with `effect_begins` (a card such as Platinum Angel arriving, a spell such
as Angel's Grace resolving) and ends it with `effect_ends` (the card leaving); the game keeps
the ones in force in `GameState.lasting`, each with its controller and source. What they do:

- `cant_lose` / `cant_win`: a loss or a win claimed for a player it applies to does not
  happen, since "can't" beats an instruction to do it (MTG CR 101.2). A concession and a
  judge's game loss are not stopped (MTG CR 104.3a, 104.3k: they are not game effects), and
  the last player or team standing wins whatever "can't win" says (MTG CR 104.2a, 104.2c).
- `replaces_loss`: "if you would lose the game, instead ...": the loss does not happen, the
  replacement does (its life total, when it sets one), MTG CR 614.1a.
- `no_loss` and `win_instead` change a state-based loss; the game module reads them where it
  judges that loss (bot.core.rules.games.magic.rules).

In Two-Headed Giant a team shares its players' "can't lose", "can't win", their replacements
of losing and their changes to state-based losses (MTG CR 810.8a). An effect ends when its
controller or owner leaves the game (MTG CR 800.4a), at the turn it lasts for
(`until`), or once used (`until: used`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.core.messages import N_, Message
from bot.core.rules.errors import RuleError
from bot.core.rules.resolution import Claims, EffectRules, SharedRules
from bot.core.rules.state import GameState, Note, Reason, frozen, joined, listed
from bot.core.rules.vocabulary import (
    Affects,
    Event,
    EventKind,
    Lasting,
    Report,
    StateLoss,
    Until,
)

# What a team that plays as one shares (a variant's: Two-Headed Giant, MTG CR 810.8a); a win
# instead of a draw is the drawing player's own.
_SHARED_BY_TEAM = frozenset(
    {
        Lasting.CANT_LOSE,
        Lasting.CANT_WIN,
        Lasting.REPLACES_LOSS,
        Lasting.NO_LOSS,
        Lasting.NO_LIFE_GAIN,  # a teammate can't gain life either (810.9g)
    }
)


def described(effect: Event) -> Message:
    """An effect as people name it: "Platinum Angel (bob's)"."""
    if effect.source:
        return Message(
            "{source} ({controller}'s)", source=effect.source, controller=effect.controller or ""
        )
    return Message("an effect ({controller}'s)", controller=effect.controller or "")


def reached(effect: Event, state: GameState) -> tuple[str, ...]:
    """The players an effect applies to, seen from its controller."""
    controller = effect.controller or ""
    match effect.applies_to or Affects.CONTROLLER:
        case Affects.CONTROLLER:
            return (controller,)
        case Affects.OPPONENTS:
            return state.setup.opponents_of(controller)
        case Affects.EACH_PLAYER:
            return state.setup.players


def holding(
    state: GameState, kind: Lasting, player: str, loss: StateLoss | None = None
) -> tuple[Event, ...]:
    """The effects of `kind` (for `no_loss`, of that `loss`) that hold for `player`, their
    team's included where the team shares them."""
    unit = state.setup.side_of(player) if kind in _SHARED_BY_TEAM else (player,)
    return tuple(
        effect
        for effect in state.lasting
        if effect.lasting is kind
        and (loss is None or effect.loss is loss)
        and any(member in reached(effect, state) for member in unit)
    )


def _through_team(state: GameState, players: Iterable[str], effects: Iterable[Event]) -> bool:
    """Whether the effects hold for one of `players` only through a teammate (810.8a)."""
    held = {p for effect in effects for p in reached(effect, state)}
    return any(player not in held for player in players)


def _by_source(effects: Iterable[Event]) -> dict[Message, list[Event]]:
    """Effects grouped by their source as people name it (one card, several effects)."""
    grouped: dict[Message, list[Event]] = {}
    for effect in effects:
        grouped.setdefault(described(effect), []).append(effect)
    return grouped


def _kinds(effects: Iterable[Event]) -> str:
    return ", ".join(dict.fromkeys(str(effect.lasting) for effect in effects))


def _matching(state: GameState, event: Event) -> tuple[Event, ...]:
    """The effects an `effect_ends` names; refused when it names none, or two sources."""
    source = (event.source or "").casefold()
    found = tuple(
        effect
        for effect in state.lasting
        if (not source or (effect.source or "").casefold() == source)
        and (event.controller is None or effect.controller == event.controller)
    )
    if not found:
        raise RuleError(_none_in_force(state, event), field="source")
    owners = {((e.source or "").casefold(), e.controller) for e in found}
    if len(owners) > 1:
        which = listed(described(effect) for effect in found)
        raise RuleError(
            Message(
                "Say which effect ends ({effects}): give its source and controller.", effects=which
            ),
            field="source",
        )
    return found


def _none_in_force(state: GameState, event: Event) -> Message:
    """The refusal of an `effect_ends` that names no effect in force (and those in force)."""
    key = (bool(event.source), bool(event.controller), bool(state.lasting))
    return Message(
        _NONE_IN_FORCE[key],
        source=event.source or "",
        controller=event.controller or "",
        effects=listed(described(effect) for effect in state.lasting),
    )


# (source named, controller named, effects in force) -> the refusal.
_NONE_IN_FORCE = {
    (True, True, True): N_(
        "No continuous effect from {source} controlled by {controller} is in force "
        "(in force: {effects})."
    ),
    (True, True, False): N_(
        "No continuous effect from {source} controlled by {controller} is in force."
    ),
    (True, False, True): N_(
        "No continuous effect from {source} is in force (in force: {effects})."
    ),
    (True, False, False): N_("No continuous effect from {source} is in force."),
    (False, True, True): N_(
        "No continuous effect controlled by {controller} is in force (in force: {effects})."
    ),
    (False, True, False): N_("No continuous effect controlled by {controller} is in force."),
    (False, False, True): N_("No continuous effect is in force (in force: {effects})."),
    (False, False, False): N_("No continuous effect is in force."),
}


def _ended_by_turns(state: GameState, report: Report) -> tuple[Event, ...]:
    """Effects that last for a turn end as the next turn begins; "until your next turn" as
    their controller's next turn begins."""
    starting = [e.player for e in report.events if e.kind is EventKind.TURN_START]
    if not starting:
        return ()
    return tuple(
        effect
        for effect in state.lasting
        if effect.until is Until.END_OF_TURN
        or (effect.until is Until.YOUR_NEXT_TURN and effect.controller in starting)
    )


def begin_and_end(state: GameState, report: Report) -> tuple[GameState, tuple[Event, ...]]:
    """The state with the report's effects ended, then begun (so one report may swap them),
    and the effects whose source leaves by a state-based action: those still hold at the
    first check of the report's checkpoint and end with it (see `end_at_checkpoint`)."""
    ends = [e for e in report.events if e.kind is EventKind.EFFECT_ENDS]
    begins = tuple(e for e in report.events if e.kind is EventKind.EFFECT_BEGINS)
    if not (ends or begins or state.lasting):
        return state, ()
    ended = set(_ended_by_turns(state, report))
    ending: list[Event] = []
    for event in ends:
        found = _matching(state, event)
        if event.state_based:
            ending.extend(e for e in found if e not in ending)
        else:
            ended.update(found)
    lasting = tuple(e for e in state.lasting if e not in ended) + begins
    return state.evolve(lasting=lasting), tuple(e for e in ending if e not in ended)


def _ended(
    state: GameState,
    ending: Iterable[Event],
    rule: str,
    says: Callable[[Message, list[Event]], Message],
) -> tuple[GameState, tuple[Note, ...]]:
    """The state without the `ending` effects, and one ruling per source: what `says` says
    of the source."""
    ended = list(ending)
    notes = tuple(
        Note((rule,), says(source, effects), ruling=True)
        for source, effects in _by_source(ended).items()
    )
    return state.evolve(lasting=tuple(e for e in state.lasting if e not in ended)), notes


def end_at_checkpoint(
    state: GameState, ending: tuple[Event, ...], rules: EffectRules
) -> tuple[GameState, tuple[Note, ...]]:
    """Effects whose source left by a state-based action end after the first check of the
    checkpoint, which they were still part of; the check is made again without them."""
    said = (
        N_(
            "{source} left by a state-based action, all at once with the others of that "
            "check, so its effects ({effects}) still held there; that check ended the game"
        )
        if state.is_over
        else N_(
            "{source} left by a state-based action, all at once with the others of that "
            "check, so its effects ({effects}) still held there; the check was made again "
            "without it"
        )
    )
    return _ended(
        state,
        ending,
        rules.state_based,
        lambda source, effects: Message(said, source=source, effects=_kinds(effects)),
    )


def leave(
    state: GameState, leavers: Iterable[str], rules: EffectRules
) -> tuple[GameState, tuple[Note, ...]]:
    """A player who leaves takes the effects they control or own along (MTG CR 800.4a)."""
    gone = set(leavers)
    leaving = [e for e in state.lasting if e.controller in gone or e.owner in gone]
    if not leaving:
        return state, ()

    def says(source: Message, effects: list[Event]) -> Message:
        who = " and ".join(p for p in (effects[0].controller, effects[0].owner) if p in gone)
        return Message(
            "{source} left the game with {players}: its effects ({effects}) end",
            source=source,
            players=who,
            effects=_kinds(effects),
        )

    return _ended(state, leaving, rules.leaving, says)


def _lowered(report: Report, player: str) -> bool:
    """Whether the report lowers the player's life by an amount: life lost or damage dealt
    (a total said outright is no reduction)."""
    for event in report.events:
        if event.player != player:
            continue
        if event.kind is EventKind.LIFE and (event.delta or 0) < 0:
            return True
        if event.kind is EventKind.DAMAGE and (event.amount or 0) > 0 and not event.infect:
            return True
    return False


def reset_life(
    before: GameState, state: GameState, report: Report, rules: EffectRules | None
) -> tuple[GameState, tuple[Note, ...]]:
    """A `life_reset` effect (Enduring Angel): a life total the report lowered from above 0
    to 0 or less becomes the effect's `life` instead, as the change happens (614.1a), so no
    state-based action ever sees it at 0; used once with `until: used`."""
    resets = [e for e in state.lasting if e.lasting is Lasting.LIFE_RESET]
    if rules is None or not resets:
        return state, ()
    life = dict(state.life)
    used: list[Event] = []
    notes: list[Note] = []
    for effect in resets:
        for player in reached(effect, state):
            was, now = before.life.get(player), life.get(player)
            if was is None or now is None or was <= 0 or now > 0 or not _lowered(report, player):
                continue
            # A team with one life total (Two-Headed Giant) keeps it one.
            for member in state.setup.side_of(player):
                if life.get(member) == now:
                    life[member] = effect.life
            if effect.until is Until.USED:
                used.append(effect)
            text = Message(
                "{player}'s life would become {now}; {source} replaces that: "
                "instead it becomes {life}",
                player=player,
                now=now,
                source=described(effect),
                life=effect.life or 0,
            )
            notes.append(Note((rules.replacement,), text, ruling=True))
            break
    if not notes:
        return state, ()
    lasting = tuple(e for e in state.lasting if e not in used)
    return state.evolve(life=frozen(life), lasting=lasting), tuple(notes)


def restrain(
    state: GameState, claims: Claims, shared: SharedRules
) -> tuple[GameState, tuple[Note, ...], bool]:
    """What the continuous effects in force make of one moment's claims, before they are
    settled: losses that can't happen or are replaced, wins that can't happen. Edits
    `claims`; returns the state (a replacement may set a life total or be used up), what
    happened, and whether the state changed."""
    rules = shared.effects
    if rules is None or not state.lasting:
        return state, (), False
    notes: list[Note] = []
    after = state
    for player in [p for p in state.setup.players if p in claims.wins]:
        guards = holding(state, Lasting.CANT_WIN, player)
        if guards:
            reasons = claims.wins.pop(player)
            notes.append(_held(state, [player], "win", reasons, guards, rules))
    done: set[tuple[str, ...]] = set()
    for player in [p for p in state.setup.players if p in claims.losses]:
        unit = state.setup.side_of(player)
        if unit in done:
            continue
        done.add(unit)
        if any(p in claims.unstoppable for p in unit):
            continue  # a concession or a penalty: lost whatever the effects say
        guards = holding(after, Lasting.CANT_LOSE, player)
        replacing = holding(after, Lasting.REPLACES_LOSS, player)
        if not (guards or replacing):
            continue
        falling = [p for p in unit if p in claims.losses]
        reasons = [r for p in falling for r in claims.losses.pop(p)]
        if guards:
            notes.append(_held(after, falling, "lose", reasons, guards, rules))
        else:
            after, note = _replaced(after, falling, unit, reasons, replacing[0], rules)
            notes.append(note)
    return after, tuple(notes), after != state


def _held(
    state: GameState,
    players: list[str],
    verb: str,
    reasons: list[Reason],
    guards: tuple[Event, ...],
    rules: EffectRules,
) -> Note:
    citations: tuple[str, ...] = (rules.cant,)
    if rules.team and _through_team(state, players, guards):
        citations += (rules.team,)
    why = joined(tuple(dict.fromkeys(reason.said for reason in reasons)))
    sources = listed(_by_source(guards))
    said = (
        N_("{players} would win ({why}), but can't win the game: {sources}")
        if verb == "win"
        else N_("{players} would lose ({why}), but can't lose the game: {sources}")
    )
    return Note(
        citations,
        Message(said, players=" and ".join(players), why=why, sources=sources),
        ruling=True,
    )


def _replaced(
    state: GameState,
    players: list[str],
    unit: tuple[str, ...],
    reasons: list[Reason],
    effect: Event,
    rules: EffectRules,
) -> tuple[GameState, Note]:
    after = state
    instead = N_(
        "{players} would lose ({why}); {source} replaces that: instead they stay in the game"
    )
    if effect.life is not None or effect.life_starting:
        life = dict(state.life)
        for player in unit:
            life[player] = (
                state.setup.starting_life.get(player) if effect.life_starting else effect.life
            )
        after = after.evolve(life=frozen(life))
        instead = N_(
            "{players} would lose ({why}); {source} replaces that: instead their life total "
            "becomes {life}"
        )
        if effect.life_starting:
            instead = N_(
                "{players} would lose ({why}); {source} replaces that: instead their life total "
                "becomes their starting life total ({totals})"
            )
    if effect.until is Until.USED:
        after = after.evolve(lasting=tuple(e for e in after.lasting if e != effect))
    if effect.sweeps:
        # The permanents the side owns go too, and what they did while there ends; a spell's
        # effect for a turn stays (Angel's Grace, Teferi's Protection).
        after = after.evolve(
            lasting=tuple(
                e
                for e in after.lasting
                if (e.owner or e.controller) not in unit or e.until not in (None, Until.LEAVES)
            )
        )
    citations: tuple[str, ...] = (rules.replacement,)
    if rules.team and _through_team(state, players, (effect,)):
        citations += (rules.team,)
    if effect.sweeps:
        instead = _SWEEPING.get(instead, instead)
    why = joined(tuple(dict.fromkeys(reason.said for reason in reasons)))
    text = Message(
        instead,
        players=" and ".join(players),
        why=why,
        source=described(effect),
        life=effect.life or 0,
        totals=", ".join(f"{p} {after.life[p]}" for p in unit),
    )
    return after, Note(citations, text, ruling=True)


# A replacement that also puts its controller's permanents away: what it says, with that.
_SWEEPING = {
    N_(
        "{players} would lose ({why}); {source} replaces that: instead their life total "
        "becomes {life}"
    ): N_(
        "{players} would lose ({why}); {source} replaces that: instead the permanents they own "
        "leave with it, and their life total becomes {life}"
    ),
    N_("{players} would lose ({why}); {source} replaces that: instead they stay in the game"): N_(
        "{players} would lose ({why}); {source} replaces that: instead the permanents they own "
        "leave with it, and they stay in the game"
    ),
}


def _feedback_start(report: Report, holder: str, other: str) -> tuple[int, bool] | None:
    """The change of life in the report that starts the two triggers feeding each other: an
    amount, and whether it was the holder's gain (else the other player's loss)."""
    for event in report.events:
        if event.kind is EventKind.LIFE and event.player == holder and (event.delta or 0) > 0:
            return event.delta or 0, True
        if event.player != other:
            continue
        lost = -(event.delta or 0)
        if event.kind is EventKind.LIFE and lost > 0:
            return lost, False
        if event.kind is EventKind.DAMAGE and (event.amount or 0) > 0 and not event.infect:
            return event.amount or 0, False
    return None


def feedback(
    state: GameState, report: Report, rules: EffectRules | None
) -> tuple[Report, Note] | None:
    """Two triggers held by one player that feed each other (`gain_from_loss` and
    `loss_from_gain`: Exquisite Blood with Sanguine Bond): a change of life the report made
    (the holder gaining, their one opponent losing) starts them, and nobody may decline
    them. What they come to, as the report that sums them up: the opponent's life falls by
    the amount each time until it is 0 or less, and the state-based action makes them lose
    (704.5a); an opponent who can't lose, or doesn't lose for 0 or less life, makes it a loop
    of mandatory actions: a draw (104.4b). None when nothing started them, when the holder has
    more than one opponent (a target chosen each time: the reports say it), or when the
    opponent holds a replacement of losing (what it brings back is for the reports to say)."""
    if rules is None or state.is_over:
        return None
    for holder in state.playing:
        held = {e.lasting for e in state.lasting if e.controller == holder}
        if not {Lasting.GAIN_FROM_LOSS, Lasting.LOSS_FROM_GAIN} <= held:
            continue
        others = [p for p in state.setup.opponents_of(holder) if p in state.playing]
        if len(others) != 1:
            continue
        (other,) = others
        start = _feedback_start(report, holder, other)
        if start is None:
            continue
        amount, by_gain = start
        if holding(state, Lasting.REPLACES_LOSS, other) or holding(
            state, Lasting.LIFE_RESET, other
        ):
            return None
        sources = _both(
            described(e)
            for e in state.lasting
            if e.controller == holder
            and e.lasting in (Lasting.GAIN_FROM_LOSS, Lasting.LOSS_FROM_GAIN)
        )
        if holding(state, Lasting.CANT_LOSE, other) or holding(
            state, Lasting.NO_LOSS, other, StateLoss.LIFE
        ):
            text = Message(
                "{sources} trigger each other without end: {other}'s life falls by {amount} "
                "and {holder}'s rises by {amount}, again and again, and {other} doesn't lose",
                sources=sources,
                other=other,
                holder=holder,
                amount=amount,
            )
            loop = Report.of(Event(EventKind.LOOP))
            return loop, Note((rules.trigger,), text, ruling=True)
        life = state.life.get(other) or 0
        times = max(1, -(-life // amount))  # losses until 0 or less
        gains = times - 1 if by_gain else times
        text = Message(
            "{sources} trigger each other, and nobody may decline them: {other}'s life falls "
            "by {amount} {times} more time(s) and {holder}'s rises by {amount} {gains} more "
            "time(s), until {other}'s life is 0 or less",
            sources=sources,
            other=other,
            holder=holder,
            amount=amount,
            times=times,
            gains=gains,
        )
        events = [Event(EventKind.LIFE, player=other, delta=-amount * times)]
        if gains:
            events.append(Event(EventKind.LIFE, player=holder, delta=amount * gains))
        return Report.of(*events), Note((rules.trigger, rules.state_based), text, ruling=True)
    return None


def _both(said: Iterable[Message]) -> Message:
    """Names as one, "first and second" (each worded in the reader's language), each once."""
    first, *rest = list(dict.fromkeys(said)) or [Message.verbatim_text("")]
    for more in rest:
        first = Message("{first} and {more}", first=first, more=more)
    return first
