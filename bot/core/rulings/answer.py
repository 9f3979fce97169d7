"""A quick ruling: situation text in, answer out (shared/spec/rulings.md).

`rule_on` reads the text (bot.core.rulings.language) into a game file of the replay vocabulary,
judges it report by report with the rules core's own `apply_report`, and words the answer from
the verdicts: what was understood, each player's result with the rules the engine cited, and,
where the moment of a clause decided it, why (the engine's `Verdict.unjudged` says what the
checkpoint would have found had the game not already ended at once). Pure: no Discord, no
database, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Final

from bot.core.rules.engine import apply_report, new_game, parse_setup
from bot.core.rules.errors import RuleError
from bot.core.rules.games import game_of
from bot.core.rules.setup import MAX_GAME_PLAYERS, GameSetup
from bot.core.rules.state import GameState, Verdict
from bot.core.rules.vocabulary import (
    EffectOutcome,
    Event,
    EventKind,
    Report,
    Standing,
    System,
    Variant,
)
from bot.core.rulings.language import Situation, parse_situation
from bot.core.rulings.words import EVERYONE, EXAMPLES, OPPONENT, SituationError, quoted

_PAST = {Standing.WON: "won", Standing.LOST: "lost", Standing.DREW: "drew"}


def _as_is(text: str) -> str:
    return text


@dataclass(frozen=True)
class NoRuling:
    """A situation Arbiter will not rule on, and why, in one line."""

    message: str
    unread: str | None = None


@dataclass(frozen=True)
class Ruling:
    """The answer: what was understood, the state it leads to, and the words for people."""

    system: System
    variant: Variant | None
    understood: dict[str, Any]
    state: GameState
    understood_lines: tuple[str, ...]
    result_lines: tuple[str, ...]
    explanation: str
    # Sentences after the game was already over: they could not happen.
    too_late: tuple[str, ...] = ()

    @property
    def players(self) -> tuple[str, ...]:
        return self.state.setup.players

    @property
    def status(self) -> str:
        return "over" if self.state.is_over else "ongoing"

    @property
    def results(self) -> dict[str, str]:
        return {p: self.state.standings[p].value for p in self.players}

    @property
    def citations(self) -> list[str]:
        return list(self.state.citations)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.system.value,
            "variant": self.variant.value if self.variant else None,
            "players": list(self.players),
            "understood": self.understood,
            "status": self.status,
            "results": self.results,
            "citations": self.citations,
            "explanation": self.explanation,
            "too_late": list(self.too_late),
        }

    def heading(self) -> str:
        title = game_of(self.system).names.title
        if self.variant is not None:
            title += f" ({self.variant.value.replace('-', ' ')})"
        return f"{title}, {len(self.players)} players: {', '.join(self.players)}"

    def text(
        self,
        limit: int | None = None,
        *,
        escape: Callable[[str], str] = _as_is,
        mark: Callable[[str], str] = _as_is,
        bullet: str = "-",
    ) -> str:
        """The answer as people read it. With `limit`, middle understood lines are elided to
        fit, never the results; `escape` is applied to every text that carries the asker's
        words or names (Discord: Markdown and mentions), `mark` to the section names."""
        every = [escape(line) for line in self.understood_lines]
        results = [f"{bullet} {escape(line)}" for line in self.result_lines]
        verdict = ":" if self.state.outcomes else ": nobody has won or lost yet."
        why = [f"{mark('Why')}: {escape(self.explanation)}"] if self.explanation else []
        keep = len(every)
        while True:
            lines = every
            if keep < len(every):
                head, tail = every[: (keep + 1) // 2], every[len(every) - keep // 2 :]
                lines = [*head, f"… ({len(every) - keep} more reports) …", *tail]
            heading = f"{mark('Understood')} ({escape(self.heading())}):"
            body = "\n".join([heading, *lines, mark("Result") + verdict, *results, *why])
            if limit is None or len(body) <= limit:
                return body
            if keep == 0:
                cut = body[: limit - 1]
                if (len(cut) - len(cut.rstrip("\\"))) % 2:  # never end on a lone escape
                    cut = cut[:-1]
                return cut + "…"
            keep -= 1


def rule_on(
    text: str,
    *,
    game: System | None = None,
    variant: Variant | None = None,
    asker: str = "me",
    default_game: System | None = None,
    start: GameState | None = None,
) -> Ruling | NoRuling:
    """The one way every face asks for a ruling. Never raises for any text."""
    try:
        situation = parse_situation(text, asker=asker)
        if start is not None:
            return _judge(situation, start, start_given=True, asker=asker)
        setup = _setup(situation, game, variant, default_game, asker)
        return _judge(situation, new_game(setup), start_given=False, asker=asker)
    except SituationError as error:
        return NoRuling(error.message, error.unread)
    except RecursionError:
        return NoRuling("That situation is too deeply nested to read.")


# -- the game --------------------------------------------------------------------------------


def _setup(
    situation: Situation,
    game: System | None,
    variant: Variant | None,
    default_game: System | None,
    asker: str,
) -> GameSetup:
    system = situation.system or game or default_game
    if system is None:
        raise SituationError(
            'Which game? Start with "magic:", "ga:" or "terrus:" (or choose the game option), '
            f"e.g. {EXAMPLES[0]}."
        )
    chosen_variant = situation.variant if situation.system else (situation.variant or variant)
    players = _players(situation, asker)
    if len(players) > MAX_GAME_PLAYERS:
        raise SituationError(
            f"That is {len(players)} players in one game; Arbiter rules on games of at most "
            f"{MAX_GAME_PLAYERS} players."
        )
    data: dict[str, Any] = {"system": system.value, "players": players}
    if chosen_variant is not None:
        data["variant"] = chosen_variant.value
    if situation.teams is not None:
        data["teams"] = situation.teams
    elif chosen_variant is Variant.TWO_HEADED_GIANT:
        raise SituationError(
            'Two-Headed Giant is two teams of two: say "teams: alice and carol vs bob and dave".'
        )
    if chosen_variant is Variant.EMPEROR:
        if situation.emperors is None:
            raise SituationError('Say who the emperors are: "emperors: alice and bob".')
        data["emperors"] = situation.emperors
    elif situation.emperors is not None:
        raise SituationError('Emperors belong to the Emperor variant: start with "magic emperor:".')
    if situation.starting_life is not None:
        data["starting_life"] = situation.starting_life
    if situation.range_of_influence is not None:
        data["range_of_influence"] = situation.range_of_influence
    try:
        return parse_setup(data)
    except RuleError as error:
        raise SituationError(_setup_words(error)) from None


def _setup_words(error: RuleError) -> str:
    """The replay refusal, with the situation language's words where it names JSON fields."""
    if error.field == "teams":
        return (
            f"{error.message.split(':')[0].rstrip('.')}. Say "
            '"teams: alice and carol vs bob and dave", naming every player once.'
        )
    if error.field == "starting_life":
        return error.message.replace('"starting_life"', "starting life")
    return error.message


def _players(situation: Situation, asker: str) -> list[str]:
    named = [name for name in situation.mentioned if name != EVERYONE]
    declared_count = len(situation.declared_players or named)
    if (
        OPPONENT in named
        and declared_count > 2
        and OPPONENT not in (situation.declared_players or [])
    ):
        raise SituationError(
            '"opponent" means the other player of a two-player game; with more players, '
            "name each of them."
        )
    if situation.declared_players is not None:
        declared = situation.declared_players
        count = situation.declared_count
        if count is not None and count != len(declared):
            raise SituationError(
                f"{count} players were declared but {len(declared)} named: {', '.join(declared)}."
            )
        extra = [name for name in named if name not in declared]
        if extra:
            raise SituationError(
                f"{extra[0]} is not one of the {len(declared)} players declared "
                f"({', '.join(declared)})."
            )
        return list(declared)
    if len(named) == 0:
        return [asker, OPPONENT]
    if len(named) == 1:
        return [*named, OPPONENT] if named[0] != OPPONENT else [asker, OPPONENT]
    return named


# -- judging ---------------------------------------------------------------------------------


def _expanded(events: list[Event], state: GameState) -> tuple[Event, ...]:
    """`everyone` / `both` become each player still in the game, in turn order."""
    result: list[Event] = []
    for event in events:
        if event.player == EVERYONE:
            result.extend(replace(event, player=player) for player in state.playing)
        else:
            result.append(event)
    return tuple(result)


def _canonical(events: tuple[Event, ...], setup: GameSetup, asker: str) -> tuple[Event, ...]:
    """Names as the game spells them (a match's players, matched without regard to case);
    in a match of two, `opponent` is the asker's (rulings.md)."""
    spelling = {name.casefold(): name for name in setup.players}
    others = [name for name in setup.players if name.casefold() != asker.casefold()]
    if OPPONENT not in spelling and len(setup.players) == 2 and len(others) == 1:
        spelling[OPPONENT] = others[0]

    def name(value: str | None) -> str | None:
        if value is None:
            return None
        return spelling.get(value.casefold(), value)

    return tuple(
        replace(
            e, player=name(e.player), controller=name(e.controller), commander=name(e.commander)
        )
        for e in events
    )


def _judge(situation: Situation, start: GameState, *, start_given: bool, asker: str) -> Ruling:
    if not situation.sentences:
        raise SituationError(f"Say what happens, e.g. {EXAMPLES[0]}.")
    state = start
    reports: list[Report] = []
    verdicts: list[Verdict] = []
    too_late: list[str] = []
    for number, sentence in enumerate(situation.sentences, start=1):
        if state.is_over:
            too_late.append(sentence.text)
            continue
        events = _canonical(_expanded(sentence.events, state), state.setup, asker)
        if not events:
            raise SituationError(
                f'In "{quoted(sentence.text)}": nobody is left in the game to do that.'
            )
        report = Report(events, simultaneous=len(events) > 1)
        try:
            verdict = apply_report(state, report)
        except RuleError as error:
            raise SituationError(
                f'Sentence {number} ("{quoted(sentence.text)}") cannot happen: '
                f"{_event_words(error, state)}"
            ) from None
        reports.append(report)
        verdicts.append(verdict)
        state = verdict.state
    setup = state.setup
    understood = {**setup.to_dict(), "reports": [report.to_dict() for report in reports]}
    return Ruling(
        system=setup.system,
        variant=setup.variant,
        understood=understood,
        state=state,
        understood_lines=tuple(
            f"{n}. {describe_report(report, setup)}" for n, report in enumerate(reports, 1)
        ),
        result_lines=_result_lines(state, start),
        explanation=_explanation(state, verdicts, too_late, len(reports)),
        too_late=tuple(too_late),
    )


def _event_words(error: RuleError, state: GameState) -> str:
    """The rules core's refusal in the situation language's words, where it names a field of
    the game file that a situation has no way to fill in."""
    if "no known starting value" in error.message:
        return (
            "Terrus vitae has no default starting value; say who starts at what "
            '("alice starts at 20, bob at 18"), or give the total ("alice is at 5 vitae").'
        )
    if error.field == "player" and "draw effect" in error.message:
        controller = state.setup.players[0]
        return (
            "With limited range of influence a draw effect reaches only its controller's range "
            f"(MTG CR 104.4e): say whose effect it is (\"{controller}'s effect says the game is "
            'a draw").'
        )
    if error.field == "players" and "loop" in error.message:
        return (
            "With limited range of influence a loop is a draw only for the players who control "
            "an object in it and those in their ranges (MTG CR 104.4f), which a quick ruling "
            "cannot name: in a match, report it with /game draw (a loop of mandatory actions) "
            "and its players; in a game file, list them in the loop's players for arbiter replay."
        )
    return error.message


# -- words -----------------------------------------------------------------------------------


def _owner(name: str) -> str:
    return "my" if name == "me" else f"{name}'s"


# Events whose words need no more than the names they carry.
_PLAIN_WORDS: Final[dict[EventKind, str]] = {
    EventKind.CONCEDE: "{p} concedes",
    EventKind.CHAMPION_DIED: "{owner} champion dies",
    EventKind.CHAMPION_CONTROL: "{controller} gains control of {owner} champion",
    EventKind.LOOP: "the game is in a loop of mandatory actions",
    EventKind.INTENTIONAL_DRAW: "the players agree to an intentional draw",
    EventKind.PENALTY: "a judge gives {p} a game loss",
    EventKind.RESTART: "the game restarts",
    EventKind.DOMINION_VOTE: "{p} wins a Dominion Vote with {int_total} INT",
}


def describe_event(event: Event, setup: GameSetup) -> str:
    """One event of the replay vocabulary in plain words."""
    p = event.player or ""
    plain = _PLAIN_WORDS.get(event.kind)
    if plain is not None:
        return plain.format(
            p=p, owner=_owner(p), controller=event.controller, int_total=event.int_total
        )
    match event.kind:
        case EventKind.LIFE | EventKind.POISON:
            return _describe_total(event, setup)
        case EventKind.COMMANDER_DAMAGE:
            which = f"{_owner(event.commander or '')} commander" + (
                f" {event.source}" if event.source else ""
            )
            dealt = event.delta if event.delta is not None else event.value
            return f"{which} deals {dealt} combat damage to {p}"
        case EventKind.DECK_OUT:
            pile = game_of(setup.system).names.deck
            return f"{p} must draw from an empty {pile}"
        case EventKind.EFFECT if event.outcome is EffectOutcome.DRAW:
            owner = f"{_owner(p)} effect" if event.player else "an effect"
            return f"{owner} says the game is a draw"
        case EventKind.EFFECT:
            verb = "wins" if event.outcome is EffectOutcome.WIN else "loses"
            return f"an effect says {p} {verb}"
        case EventKind.TURN_START:
            extras = [
                f"{count} {word}"
                for count, word in ((event.structures, "structures"), (event.relics, "relics"))
                if count is not None
            ]
            return f"{p} begins their turn" + (f" with {' and '.join(extras)}" if extras else "")
    return event.kind.value


def _poison(count: int) -> str:
    """`1 poison counter`, `3 poison counters`."""
    return f"{count} poison counter{'' if abs(count) == 1 else 's'}"


def _describe_total(event: Event, setup: GameSetup) -> str:
    """A life (or vitae) or poison event: a new total or a change."""
    p = event.player or ""
    life = game_of(setup.system).names.life
    what = life if event.kind is EventKind.LIFE else "poison counters"
    if event.value is not None and event.kind is EventKind.POISON:
        return f"{p} has {_poison(event.value)}"
    if event.value is not None:
        return f"{_owner(p)} {what} becomes {event.value}"
    amount = event.delta or 0
    if event.kind is EventKind.POISON:
        return f"{p} gets {_poison(amount)}"
    return f"{p} {'gains' if amount > 0 else 'loses'} {abs(amount)} {life}"


def describe_report(report: Report, setup: GameSetup) -> str:
    words = [describe_event(event, setup) for event in report.events]
    return f"at the same time: {'; '.join(words)}" if len(words) > 1 else words[0]


def _result_lines(state: GameState, start: GameState) -> tuple[str, ...]:
    lines = []
    latest = {o.player: o for o in state.outcomes if o not in start.outcomes}
    standing = game_of(state.setup.system).standing
    for player in state.setup.players:
        outcome = latest.get(player)
        if outcome is not None and outcome.standing is state.standings[player]:
            lines.append(outcome.explain())
        elif state.standings[player] is Standing.PLAYING:
            lines.append(f"{player} is still playing: {standing(state, player)}")
        else:
            lines.append(f"{player} had already left the game ({state.standings[player].value})")
    return tuple(lines)


def _moment(system: System) -> str:
    return f"when a player would next receive {game_of(system).names.priority}"


def _explanation(
    state: GameState, verdicts: list[Verdict], too_late: list[str], reports: int
) -> str:
    setup = state.setup
    sentences: list[str] = []
    for number, verdict in enumerate(verdicts, start=1):
        decided = [
            item
            for item in verdict.unjudged
            if verdict.state.standings[item.player] is not item.standing or verdict.restarted
        ]
        if not decided:
            continue
        acted = "; ".join(
            f"{o.player} {_PAST[o.standing]} ({o.reasons[0].text})" for o in verdict.immediate
        ) or "; ".join(note.text for note in verdict.notes)
        missed = "; ".join(
            f"for {item.player}, {item.reason.text}: {', '.join(item.reason.citations)}"
            for item in decided
        )
        ending = "had restarted" if verdict.restarted and not verdict.game_over else "was over"
        where = f" in sentence {number}" if len(verdicts) > 1 else ""
        sentences.append(
            f"Timing decided it{where}: at once, {acted}. What is only checked "
            f"{_moment(setup.system)} never came into it ({missed}), because by then the game "
            f"{ending}."
        )
    if too_late:
        late = "; ".join(f'"{quoted(text)}"' for text in too_late)
        sentences.append(
            f"The game was over at the checkpoint after sentence {reports} "
            f"({_moment(setup.system)}), so what follows could not happen: {late}."
        )
    for note in state.notes:
        if note.ruling:
            cited = ", ".join(note.citations)
            sentences.append(f"{note.text[0].upper()}{note.text[1:]} ({cited}).")
    return " ".join(sentences)


def answer_json(ruling: Ruling | NoRuling) -> Mapping[str, Any]:
    if isinstance(ruling, NoRuling):
        return {"error": ruling.message}
    return ruling.to_json()
