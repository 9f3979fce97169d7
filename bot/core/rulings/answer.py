"""A quick ruling: situation text in, answer out (shared/spec/rulings.md).

`rule_on` reads the text (bot.core.rulings.language) into a game file of the replay vocabulary,
judges it report by report with the rules core's own `apply_report`, and words the answer from
the verdicts: what was understood, each player's result with the rules the engine cited, and,
where the moment of a clause decided it, why (the engine's `Verdict.unjudged` says what the
checkpoint would have found had the game not already ended at once). When the words leave open
what decides the outcome, each reading is judged (`Judged`) and the answer depends on the one
question that settles it. The asker ("I", "me", "my") is spoken to as "you". Pure: no Discord,
no database, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from itertools import product
from types import MappingProxyType
from typing import Any, Final

from bot.core.messages import Message
from bot.core.rules import index
from bot.core.rules.engine import apply_report, new_game, parse_setup
from bot.core.rules.errors import RuleError
from bot.core.rules.games import GAMES, game_of, listed
from bot.core.rules.lasting import holding
from bot.core.rules.setup import MAX_GAME_PLAYERS, GameSetup
from bot.core.rules.state import GameState, Outcome, Verdict
from bot.core.rules.variants import TeamShape
from bot.core.rules.vocabulary import (
    Affects,
    EffectOutcome,
    Event,
    EventKind,
    Lasting,
    Report,
    Standing,
    System,
    Variant,
)
from bot.core.rulings import chat, open_facts
from bot.core.rulings import told as reader_words
from bot.core.rulings.card_use import Beside, feeding, not_judged, own_trigger
from bot.core.rulings.cards import (
    Card,
    DamageSource,
    EmptiesLibrary,
    EndsGame,
    LoopAct,
    MandatoryLoop,
    unknown_card,
)
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.language import (
    Sentence,
    Situation,
    parse_situation,
    question_asked,
    read_prefix,
)
from bot.core.rulings.phrases import Source
from bot.core.rulings.words import (
    EVERYONE,
    EXAMPLES,
    OPPONENT,
    Refusal,
    SituationError,
    quoted,
    words_of,
)

_PAST = {Standing.WON: "won", Standing.LOST: "lost", Standing.DREW: "drew"}
_VERBS = {
    Standing.WON: ("wins", "win"),
    Standing.LOST: ("loses", "lose"),
    Standing.DREW: ("draws", "draw"),
}


def _as_is(text: str) -> str:
    return text


@dataclass(frozen=True)
class NoRuling:
    """A situation Arbiter will not rule on, and why, in one line; `kind` says what a face may
    offer instead (a judge for an unknown card), `cards` the cards it is about, `rules` the
    rules a question about a rule points to."""

    message: str
    unread: str | None = None
    kind: Refusal = Refusal.INVALID
    cards: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    # The line as a message a face words in the reader's language; None: `message` as it is
    # (not converted yet: English in every language).
    said: Message | None = None

    def told(self) -> Message:
        """The refusal as a message: its sentence, or the English line shown as it is."""
        return self.said if self.said is not None else Message.verbatim_text(self.message)

    @classmethod
    def of(cls, said: Message, **details: Any) -> NoRuling:
        """A refusal said as `said` (its English in `message`)."""
        return cls(said.english(), said=said, **details)


# -- speaking to the asker -------------------------------------------------------------------


@dataclass(frozen=True)
class Voice:
    """Names in the answer's words: the asker is "you" (rulings.md revision 3)."""

    asker: str

    def name(self, player: str) -> str:
        return "you" if player == self.asker else player

    def owner(self, player: str) -> str:
        return "your" if player == self.asker else f"{player}'s"

    def verb(self, player: str, third: str, base: str) -> str:
        return f"{self.name(player)} {base if player == self.asker else third}"

    def said(self, text: str) -> str:
        """A sentence of the rules core's with the asker's name in it, said to them."""
        if not self.asker:
            return text
        name = re.escape(self.asker)
        text = re.sub(rf"(?<![\w@<]){name}'s\b", "your", text)
        text = re.sub(
            rf"(?<![\w@<]){name} (wins|loses|draws|has|is|was|controls)\b",
            lambda m: "you " + _SECOND.get(m[1], m[1]),
            text,
        )
        return re.sub(rf"(?<![\w@<]){name}(?![\w'>])", "you", text)

    def yours(self, text: str) -> str:
        """The asker's own words about what is theirs, said back to them: "my creature" is
        "your creature"."""
        text = re.sub(r"\bmy\b", "your", text)
        text = re.sub(r"\bMy\b", "Your", text)
        return re.sub(r"\b(?:me|I)\b", "you", self.said(text))

    def own(self, player: str, text: str) -> str:
        """A reason about `player` (their, they): "your", "you" when it is the asker's."""
        text = self.said(text)
        if player != self.asker:
            return text
        text = re.sub(r"\bthey\b", "you", text)
        text = re.sub(r"\btheir\b", "your", text)
        text = re.sub(r"\ball of them\b", "all of those players", text)
        return re.sub(r"\bthem\b", "you", text)


_SECOND = {"wins": "win", "loses": "lose", "draws": "draw", "has": "have", "is": "are",
           "was": "were", "controls": "control"}  # fmt: skip


# -- what one reading comes to ---------------------------------------------------------------


@dataclass(frozen=True)
class Judged:
    """One reading of the situation, judged: the game file, the state and its words."""

    condition: str | None
    understood: dict[str, Any]
    state: GameState
    understood_lines: tuple[str, ...]
    result_lines: tuple[str, ...]
    explanation: str
    too_late: tuple[str, ...] = ()
    # The answer's lines as messages for a reader of another language (reader_words.py): what was
    # understood, each player's result and why, the asker spoken to as "you".
    results_said: tuple[Message, ...] = ()
    understood_said: tuple[Message, ...] = ()
    explanation_said: Message | None = None
    # Each player's life total after each report (bot.core.rulings.open_facts reads them).
    lives: tuple[Mapping[str, int | None], ...] = ()
    # The players still in the game before each report.
    playing: tuple[tuple[str, ...], ...] = ()
    # The condition as a message for a reader of another language (None: `condition` as is).
    condition_said: Message | None = None

    @property
    def status(self) -> str:
        return "over" if self.state.is_over else "ongoing"

    @property
    def results(self) -> dict[str, str]:
        return {p: self.state.standings[p].value for p in self.state.setup.players}

    @property
    def citations(self) -> list[str]:
        return list(self.state.citations)

    def same_outcome(self, other: Judged) -> bool:
        return (self.status, self.results) == (other.status, other.results)


@dataclass(frozen=True)
class Ruling:
    """The answer: what was understood, the state it leads to, and the words for people;
    with more than one case, what each reading comes to and the question that settles it."""

    system: System
    variant: Variant | None
    asker: str
    cases: tuple[Judged, ...]
    question: str | None = None
    # The question as a message for a reader of another language (None: `question` as is).
    question_said: Message | None = None
    cards: tuple[Card, ...] = ()
    unknown_cards: tuple[str, ...] = ()
    skipped: tuple[str, ...] = ()

    @property
    def first(self) -> Judged:
        return self.cases[0]

    @property
    def depends(self) -> bool:
        return len(self.cases) > 1

    @property
    def understood(self) -> dict[str, Any]:
        return self.first.understood

    @property
    def state(self) -> GameState:
        return self.first.state

    @property
    def understood_lines(self) -> tuple[str, ...]:
        return self.first.understood_lines

    @property
    def result_lines(self) -> tuple[str, ...]:
        return self.first.result_lines

    @property
    def explanation(self) -> str:
        return self.first.explanation

    @property
    def too_late(self) -> tuple[str, ...]:
        return self.first.too_late

    @property
    def players(self) -> tuple[str, ...]:
        return self.state.setup.players

    @property
    def status(self) -> str:
        return "depends" if self.depends else self.first.status

    @property
    def results(self) -> dict[str, str]:
        """Each player's result; with "depends", only the players every case agrees on."""
        agreed = dict(self.first.results)
        for case in self.cases[1:]:
            agreed = {p: r for p, r in agreed.items() if case.results.get(p) == r}
        return agreed

    @property
    def citations(self) -> list[str]:
        """The rules the results rest on; with "depends", those every case cites."""
        shared = self.first.citations
        for case in self.cases[1:]:
            shared = [c for c in shared if c in case.citations]
        return shared

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": self.system.value,
            "variant": self.variant.value if self.variant else None,
            "players": list(self.players),
            "asker": self.asker,
            "understood": self.understood,
            "status": self.status,
            "results": self.results,
            "citations": self.citations,
            "explanation": self.explanation,
            "cards": [card.to_json() for card in self.cards],
            "unknown_cards": list(self.unknown_cards),
            "skipped": list(self.skipped),
            "too_late": list(self.too_late),
        }
        if self.depends:
            data["cases"] = [
                {
                    "if": case.condition,
                    "status": case.status,
                    "results": case.results,
                    "citations": case.citations,
                }
                for case in self.cases
            ]
            data["question"] = self.question
        return data

    def heading(self, word: Callable[[Message], str] | None = None) -> str:
        say = word or Message.english
        title = game_of(self.system).names.title
        if self.variant is not None:
            title += f" ({self.variant.value.replace('-', ' ')})"
        names = [say(_shown(player, self.asker)) for player in self.players]
        return say(
            Message.plural(
                "{game}, {n} player: {names}",
                "{game}, {n} players: {names}",
                len(self.players),
                game=title,
                names=", ".join(names),
            )
        )

    def result_lines_in(self, word: Callable[[Message], str] | None) -> tuple[str, ...]:
        """Each player's line of the first reading, worded by `word` (None: English)."""
        return _Wording(_as_is, _as_is, "-", word).lines_of(self.first)

    def depends_on(self, escape: Callable[[str], str] = _as_is) -> Message:
        """The question that settles it, as "It depends: ..." (`escape`d: the asker's words)."""
        return Message(
            "{depends}: {question}",
            depends=Message.within("ruling section", "It depends"),
            question=escape(self.question or ""),
        )

    def verdict(self) -> Message:
        """The answer in a few words (a title): over, goes on, or depends."""
        if self.status == "over":
            return Message("Quick ruling: game over")
        if self.status == "depends":
            return Message("Quick ruling: it depends")
        return Message("Quick ruling: the game goes on")

    def text(
        self,
        limit: int | None = None,
        *,
        escape: Callable[[str], str] = _as_is,
        mark: Callable[[str], str] = _as_is,
        bullet: str = "-",
        word: Callable[[Message], str] | None = None,
    ) -> str:
        """The answer as people read it. With `limit`, middle understood lines are elided to
        fit, never the results; `escape` is applied to every text that carries the asker's
        words or names (Discord: Markdown and mentions), `mark` to the section names. `word`
        words the answer's own sentences in the reader's language (None: English, where the
        asker is "you"); what was understood and why stay in the situation language, English."""
        wording = _Wording(escape, mark, bullet, word)
        say, marked = wording.say, wording.marked
        every = [escape(line) for line in wording.understood(self.first)]
        notes = [escape(say(line)) for line in self._notes()]
        results = self._results(wording)
        explained = self.explanation and not self.depends
        why = [wording.why(self.first)] if explained else []
        keep = len(every)
        while True:
            lines = every
            if keep < len(every):
                elided = len(every) - keep
                head, tail = every[: (keep + 1) // 2], every[len(every) - keep // 2 :]
                more = Message.plural("… ({n} more report) …", "… ({n} more reports) …", elided)
                lines = [*head, say(more), *tail]
            understood = marked(Message.within("ruling section", "Understood"))
            heading = say(
                Message(
                    "{understood} ({heading}):",
                    understood=understood,
                    heading=escape(self.heading(word)),
                )
            )
            body = "\n".join([heading, *lines, *notes, *results, *why])
            if limit is None or len(body) <= limit:
                return body
            if keep == 0:
                cut = body[: limit - 1]
                if (len(cut) - len(cut.rstrip("\\"))) % 2:  # never end on a lone escape
                    cut = cut[:-1]
                return cut + "…"
            keep -= 1

    def _results(self, wording: _Wording) -> list[str]:
        """The verdict lines: the result with each player's line, or what it depends on and
        what each case comes to."""
        say, marked, escape, bullet = wording.say, wording.marked, wording.escape, wording.bullet
        results: list[str] = []
        if not self.depends:
            result = marked(Message.within("ruling section", "Result"))
            if self.state.outcomes:
                results.append(say(Message("{result}:", result=result)))
            else:
                results.append(say(Message("{result}: nobody has won or lost yet.", result=result)))
            results.extend(f"{bullet} {escape(line)}" for line in wording.lines_of(self.first))
            return results
        depends = marked(Message.within("ruling section", "It depends"))
        question = escape(wording.either(self.question or "", self.question_said))
        results.append(say(Message("{depends}: {question}", depends=depends, question=question)))
        if_ = marked(Message.within("ruling section", "If"))
        for case in self.cases:
            condition = escape(wording.either(case.condition or "", case.condition_said))
            if case.status == "over":
                case_said = Message(
                    "{if_} {condition}: the game is over", if_=if_, condition=condition
                )
            else:
                case_said = Message(
                    "{if_} {condition}: the game goes on", if_=if_, condition=condition
                )
            results.append(say(case_said))
            results.extend(f"{bullet} {escape(line)}" for line in wording.lines_of(case))
            if case.explanation:
                results.append(wording.why(case))
        return results

    def _notes(self) -> list[Message]:
        """What the answer says about the words besides the events: the cards (Arbiter's
        wording of what each does, in the reader's language; its name and rules as they are),
        unknown cards, and the words skipped as framing."""
        lines = [
            Message(
                "{card}: {wording} ({rules})",
                card=card.name,
                wording=card.said,
                rules=", ".join(card.rules),
            )
            for card in self.cards
        ]
        lines += [
            Message(
                "{card}: a card Arbiter does not know; taken to do only what the words say it did",
                card=name,
            )
            for name in self.unknown_cards
        ]
        if self.skipped:
            skipped = "; ".join(f'"{quoted(s, 80)}"' for s in self.skipped)
            lines.append(Message("Not events (skipped): {skipped}", skipped=skipped))
        return lines


@dataclass(frozen=True)
class _Wording:
    """How `Ruling.text` words an answer: `word` the answer's own sentences in the reader's
    language (None: English, which speaks to the asker as "you"), `escape` user text, `mark`
    section names, `bullet` before each player's line."""

    escape: Callable[[str], str]
    mark: Callable[[str], str]
    bullet: str
    word: Callable[[Message], str] | None

    def say(self, message: Message) -> str:
        return self.word(message) if self.word is not None else message.english()

    def either(self, english: str, said: Message | None) -> str:
        """English's own words (the asker as "you"), else the message in the reader's
        language (the players by their names) where there is one."""
        return self.word(said) if self.word is not None and said is not None else english

    def marked(self, name: Message) -> str:
        return self.mark(self.say(name))

    def lines_of(self, case: Judged) -> tuple[str, ...]:
        """A case's result lines: English's own (the asker as "you"), else the messages."""
        if self.word is None or not case.results_said:
            return case.result_lines
        return tuple(self.word(line) for line in case.results_said)

    def understood(self, case: Judged) -> tuple[str, ...]:
        """A case's numbered lines of what was understood: English's own, else the messages."""
        if self.word is None or not case.understood_said:
            return case.understood_lines
        return tuple(
            f"{n}. {self.word(line)}" for n, line in enumerate(case.understood_said, start=1)
        )

    def why(self, case: Judged) -> str:
        """The "Why" line: English's own explanation, else its message."""
        why = self.marked(Message.within("ruling section", "Why"))
        said = case.explanation_said
        explanation = case.explanation if self.word is None or said is None else self.word(said)
        return self.say(
            Message("{why}: {explanation}", why=why, explanation=self.escape(explanation))
        )


def _shown(player: str, asker: str) -> Message:
    if player == OPPONENT:
        return reader_words.OPPONENT_NAMED
    if player != asker:
        return Message.verbatim_text(player)
    return Message("you") if asker == "me" else Message("{player} (you)", player=player)


# -- asking ------------------------------------------------------------------------------------


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
        for named in (game, default_game):
            if named is not None and named not in GAMES:
                raise SituationError(_unknown_game(named))
        hint: System | None = game or default_game
        hint_variant = variant
        if start is not None:
            hint, hint_variant = start.setup.system, start.setup.variant
        situation = parse_situation(text, asker=asker, game=hint, variant=hint_variant)
        readings = situation.readings()
        if start is not None:
            begin = start
        else:
            begin = new_game(_setup(situation, game, variant, default_game, asker))
        fact = _fact(situation, readings, begin.setup.players, asker)
        if fact is None and start is None:
            fact = _sign_fact(situation, readings, begin, asker)
        if fact is not None:
            return _ruling(situation, _fact_cases(situation, fact, begin, asker), asker, fact)
        cases = [
            _with_said(situation, _judge(situation, sentences, begin, asker, condition))
            for condition, sentences in readings
        ]
        opened = _open_lives(situation, readings, cases, begin, asker) if start is None else None
        if opened is not None:
            return _ruling(situation, list(opened.cases), asker, opened)
        return _ruling(situation, cases, asker)
    except SituationError as error:
        if error.kind is Refusal.UNREAD and not error.read:
            asked = _rule_question(text, game or default_game)
            if asked is not None:
                return asked
        return NoRuling(
            error.message, error.unread, error.kind, error.cards, error.rules, said=error.said
        )
    except RecursionError:
        return NoRuling.of(Message("That situation is too deeply nested to read."))


def _unknown_game(game: System) -> Message:
    names = [
        g.names.short_title + (f" ({g.names.abbreviation})" if g.names.abbreviation else "")
        for g in GAMES.values()
    ]
    return Message(
        "Unknown game {game}: choose {games}.", game=repr(str(game)), games=listed(names)
    )


def _rule_question(text: str, game: System | None) -> NoRuling | None:
    """A question about a rule, not a situation: the rule /rule's index finds when its title
    says what was asked ("what's the starting vitae": Terrus 4.3, Starting vitae), else the
    nearest rules it finds, said to be only that, or that quick rulings do not cover it."""
    system, _, body = read_prefix(text)
    if not chat.asks_about_a_rule(body):
        return None
    chosen = system or game
    found = index.lookup(body, limit=3, game=chosen.value if chosen else None)
    cited = tuple(rule.citation for rule in found)
    if not found:
        return NoRuling.of(
            Message(
                "That asks about the rules rather than a moment of a game: quick rulings say "
                "who wins, loses or draws in a moment you describe (e.g. {example}), and no "
                "rule in Arbiter's index (how games end) matches it.",
                example=EXAMPLES[0],
            ),
            kind=Refusal.RULE_QUESTION,
        )
    first = found[0]
    # A rule's title and summary are the index's own English words.
    rule = {"rule": first.citation, "title": first.title, "summary": first.summary}
    if _asked(body) <= set(_stems(first.title)) and cited[1:]:
        said = Message(
            "That asks about a rule. {rule} ({title}): {summary} See also {more}.",
            **rule,
            more=", ".join(cited[1:]),
        )
    elif _asked(body) <= set(_stems(first.title)):
        said = Message("That asks about a rule. {rule} ({title}): {summary}", **rule)
    else:
        said = Message(
            "That asks about the rules rather than a moment of a game: quick rulings say who "
            "wins, loses or draws in a moment you describe (e.g. {example}). Arbiter's rules "
            "index covers how games end; the nearest rules it finds (not an answer): {rules}.",
            example=EXAMPLES[0],
            rules=", ".join(f"{r.citation} ({r.title})" for r in found),
        )
    return NoRuling.of(said, kind=Refusal.RULE_QUESTION, rules=cited)


# Words of a question that say what kind of question it is, not what it is about.
_ASKING = frozenset(
    words_of(
        """how what whats what's which when where why can could may is are do does should must will
    would am many much the a an of in to for we i you my your it its is there get does at on
    with be"""
    )
)


def _stems(text: str) -> list[str]:
    words = [w.removesuffix("'s") for w in re.findall(r"[a-z0-9']+", text.lower())]
    return [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words]


def _asked(question: str) -> set[str]:
    return {word for word in _stems(question) if word not in _ASKING}


def _said(situation: Situation, text: str | None) -> Message | None:
    """The fork's question or condition `text` as a message (other languages), players named
    as the reader's language names them."""
    said = situation.said(text)
    return reader_words.named(said) if said is not None else None


def _with_said(situation: Situation, case: Judged) -> Judged:
    """`case` with its condition as a message, where a fork of the words says it."""
    if case.condition_said is not None or case.condition is None:
        return case
    return replace(case, condition_said=_said(situation, case.condition))


def _ruling(
    situation: Situation,
    cases: list[Judged],
    asker: str,
    opened: _Opened | open_facts.Fact | None = None,
) -> Ruling:
    setup = cases[0].state.setup
    question = opened.question if opened is not None else situation.question
    asked = _said(situation, question) if opened is None else None
    if isinstance(opened, _Opened):
        asked = opened.question_said
    elif opened is not None:
        asked = opened.asked
    if len(cases) > 1 and all(case.same_outcome(cases[0]) for case in cases[1:]):
        note = f"Whether {cases[0].condition} or not does not change the outcome."
        first = cases[0]
        note_said = reader_words.same_outcome_said(
            cases[0].condition_said or cases[0].condition or ""
        )
        said = first.explanation_said
        cases = [
            replace(
                first,
                explanation=f"{first.explanation} {note}".strip(),
                explanation_said=reader_words.in_turn([said, note_said]) if said else note_said,
            )
        ]
        question = None
    entities = situation.entities
    return Ruling(
        system=setup.system,
        variant=setup.variant,
        asker=asker,
        cases=tuple(cases),
        question=question if len(cases) > 1 else None,
        question_said=asked if len(cases) > 1 else None,
        cards=tuple(dict.fromkeys(e.card for e in entities if e.card is not None)),
        unknown_cards=tuple(dict.fromkeys(e.name for e in entities if e.card is None)),
        skipped=tuple(situation.skipped),
    )


# -- what the words leave open -----------------------------------------------------------------


@dataclass(frozen=True)
class _Opened:
    """The cases of a fact the words leave open, and the one question that settles it."""

    cases: tuple[Judged, ...]
    question: str  # in English, the asker spoken to as "you"
    question_said: Message  # the players by their names, for other languages


def _open_lives(
    situation: Situation,
    readings: list[tuple[str | None, list[Sentence]]],
    cases: list[Judged],
    begin: GameState,
    asker: str,
) -> _Opened | None:
    """The cases of a life total the words never say (`_open_life`); beside another open
    question (the situation's own cases), the two questions are asked, nothing ruled."""
    for (_, sentences), case in zip(readings, cases, strict=True):
        opened = _open_life(situation, sentences, begin, asker, case)
        if opened is not None and len(cases) > 1:
            question = situation.question or ""
            raise SituationError(
                Message(
                    "The outcome turns on two things the words leave open: {first} "
                    "And: {second} Say which, and ask again.",
                    first=question_asked(question, situation.said(question)),
                    second=question_asked(opened.question, opened.question_said),
                ),
                kind=Refusal.DEPENDS_TWICE,
            )
        if opened is not None:
            return opened
    return None


def _behind_unsaid(sentences: list[Sentence], open_players: list[str], asker: str) -> None:
    """Refuse a tournament's sudden death where a player's life total is never said and
    nobody is said to be behind: who loses turns on who is behind, not on a range of one
    player's total."""
    deaths = [
        e for sentence in sentences for e in sentence.events if e.kind is EventKind.SUDDEN_DEATH
    ]
    if deaths and not any(e.player for e in deaths):  # nobody is said to be behind
        raise SituationError(
            Message(
                "In sudden death a player without the highest life total loses (MTG MTR 2.4), "
                'and the words do not say the life totals of {names}: say them ("alice is at '
                '3 life"), and ask again.',
                names=listed([Voice(asker).name(player) for player in open_players], "and"),
            ),
            kind=Refusal.DEPENDS_TWICE,
        )


def _open_life(
    situation: Situation,
    sentences: list[Sentence],
    begin: GameState,
    asker: str,
    judged: Judged,
) -> _Opened | None:
    """The cases of a life total the words never say, where the outcome turns on it
    (bot.core.rulings.open_facts): one per range of totals that ends alike, each judged by the
    engine at a total of its own (the words' reading with the game's starting total stands
    for its range), the range with the starting total first. None when no such total
    matters; refused when two players' totals do (two questions)."""
    open_players = _never_said(situation, sentences, begin, asker)
    if not open_players:
        return None
    _behind_unsaid(sentences, open_players, asker)
    default = {player: begin.life[player] or 0 for player in open_players}
    events = [e for sentence in sentences for e in sentence.events]
    plenty = sum(default.values()) + _most_lost(events) + 1

    def judge(totals: Mapping[str, int]) -> Judged | None:
        """The words judged from the game with these players at these totals."""
        had = replace(begin, life=MappingProxyType({**begin.life, **totals}))
        try:
            return _judge(situation, sentences, had, asker, None)
        except SituationError:
            return None

    probe = judge(dict.fromkeys(open_players, plenty))
    if probe is None:
        return None
    players: list[str] = []
    ranges: list[tuple[open_facts.LifeRange, ...]] = []
    for player in open_players:
        changes = open_facts.running_changes([life.get(player) for life in probe.lives], plenty)
        found = open_facts.life_ranges(changes or ())
        if not found or changes is None:
            continue
        if not _ranges_hold(player, found, changes, default, judged, judge):
            return None  # the engine does not move their life by the words alone
        players.append(player)
        ranges.append(found)
    if not players or len(players) > _MOST_OPEN:
        return None
    cells = _cells(players, ranges, default, judged, judge)
    if cells is None:
        return None
    found_cases = open_facts.leaves(players, ranges, cells, Judged.same_outcome)
    if len(found_cases) == 1:
        return None
    voice = Voice(asker)
    if len(found_cases) > 3:
        raise SituationError(
            Message(
                "The outcome turns on the life totals of {names} before this, which the words "
                'do not say. Say them ("alice is at 3 life"), and ask again.',
                names=listed([voice.name(player) for player in players], "and"),
            ),
            kind=Refusal.DEPENDS_TWICE,
        )
    return _worded(found_cases, players, ranges, default, judged, asker)


_MOST_OPEN: Final = 3  # players whose open totals are split into cases at most


def _worded(
    found_cases: list[tuple[open_facts.Conditions, list[open_facts.Cell[Judged]]]],
    players: list[str],
    ranges: list[tuple[open_facts.LifeRange, ...]],
    default: Mapping[str, int],
    judged: Judged,
    asker: str,
) -> _Opened:
    """The cases with their conditions, the one with the starting totals first, and the
    question: in English the asker is "you"; in other languages the players are named."""
    voice = Voice(asker)
    cases = []
    for conditions, group in found_cases:
        # The starting totals' reading where it is one of the group, else the one where
        # everything said happened (the highest ranges).
        starting = [
            c
            for c in group
            if all(r.holds(default[p]) for p, r in zip(players, c.ranges, strict=True))
        ]
        case = judged if starting else max(group, key=lambda c: _heights(c, ranges)).case
        said = open_facts.condition(conditions, _name_said, asker)
        english = open_facts.condition(conditions, lambda p: p, asker)
        cases.append(
            (bool(starting), replace(case, condition=english.english(), condition_said=said))
        )
    ordered = [case for first, case in cases if first] + [
        case for first, case in cases if not first
    ]
    asked = [
        p for p in players if any(p == q for conditions, _ in found_cases for q, _ in conditions)
    ]
    if len(asked) == 1:
        (player,) = asked
        kept = tuple(
            sorted({r for conditions, _ in found_cases for _, r in conditions}, key=lambda r: r.low)
        )
        yours = player == asker
        question = open_facts.question(player, kept, yours=yours)
        question_said = open_facts.question(_name_said(player), kept, yours=yours)
    else:
        question = open_facts.question_of_totals(listed([voice.name(p) for p in asked], "and"))
        question_said = open_facts.question_of_totals(
            open_facts.both([YOU if p == asker else _name_said(p) for p in asked])
        )
    return _Opened(tuple(ordered), question.english(), question_said)


YOU: Final = Message.within("a player", "you")  # the asker among players named


def _name_said(player: str) -> str | Message:
    """A player as another language's answer names them: the unnamed opponent in its words."""
    return reader_words.OPPONENT_NAMED if player == OPPONENT else player


def _heights(
    cell: open_facts.Cell[Judged], ranges: list[tuple[open_facts.LifeRange, ...]]
) -> tuple[int, ...]:
    return tuple(found.index(r) for r, found in zip(cell.ranges, ranges, strict=True))


def _cells(
    players: list[str],
    ranges: list[tuple[open_facts.LifeRange, ...]],
    default: Mapping[str, int],
    judged: Judged,
    judge: Callable[[Mapping[str, int]], Judged | None],
) -> list[open_facts.Cell[Judged]] | None:
    """Every combination of the players' ranges, judged by the engine at the top of each
    (the starting totals' reading where they all hold)."""
    cells = []
    for combination in product(*ranges):
        if all(r.holds(default[p]) for p, r in zip(players, combination, strict=True)):
            case: Judged | None = judged
        else:
            case = judge({p: r.judged_at[0] for p, r in zip(players, combination, strict=True)})
        if case is None:
            return None
        cells.append(open_facts.Cell(tuple(combination), case))
    return cells


def _fact(
    situation: Situation,
    readings: list[tuple[str | None, list[Sentence]]],
    players: tuple[str, ...],
    asker: str,
) -> open_facts.Fact | None:
    """A fact the words leave open besides life totals (bot.core.rulings.open_facts). Damage
    of an amount never said beside another open fact, or an open moment: both asked; so is
    how far a "can't lose" effect said in words reaches, never left out."""
    reach = next(
        (r for _, s in readings if (r := open_facts.cant_lose_reach(s, asker)) is not None), None
    )
    if len(readings) != 1:
        opened = reach or next(
            (u for _, s in readings if (u := open_facts.unmeasured_damage(s, asker)) is not None),
            None,
        )
        if opened is not None:
            question = situation.question or ""
            moment = question_asked(question, situation.said(question))
            raise _two_open(moment, opened.asked)
        return None
    sentences = readings[0][1]
    unmeasured = open_facts.unmeasured_damage(sentences, asker)
    other = (
        open_facts.lethal_beside_gain(sentences, asker)
        or open_facts.chosen_draw(sentences, asker)
        or open_facts.loop_in_turn_order(sentences, players, asker)
        or open_facts.arrival_condition(sentences, asker)
        or open_facts.whose_card(sentences, players, asker)
    )
    if unmeasured is not None and other is not None:
        raise _two_open(unmeasured.asked, other.asked)
    fact = unmeasured or other
    if fact is not None and reach is not None:
        if len(fact.cases) != 1:
            raise _two_open(fact.asked, reach.asked)
        (settled,) = fact.cases  # the words settle the other fact: the reach is the question
        within = open_facts.cant_lose_reach(settled.sentences, asker)
        if within is None:
            return fact
        cases = tuple(replace(c, untriggered=settled.untriggered) for c in within.cases)
        return replace(within, cases=cases)
    return fact or reach


def _two_open(first: Message, second: Message) -> SituationError:
    return SituationError(
        Message(
            "The outcome turns on two things the words leave open: {first} "
            "And: {second} Say which, and ask again.",
            first=first,
            second=second,
        ),
        kind=Refusal.DEPENDS_TWICE,
    )


def _sign_fact(
    situation: Situation,
    readings: list[tuple[str | None, list[Sentence]]],
    begin: GameState,
    asker: str,
) -> open_facts.Fact | None:
    """Whether a player was at 0 or less life or above, where an effect makes their damage
    something else at 0 or less and the words never say their total (open_facts)."""
    if len(readings) != 1:
        return None
    sentences = readings[0][1]
    spelling = _spelling(begin.setup, asker)
    unsaid = {
        name: begin.life[player] or 0
        for player in _never_said(situation, sentences, begin, asker)
        for name in [n for n, spelt in spelling.items() if spelt == player] or [player.casefold()]
    }
    return open_facts.sign_of_life(sentences, unsaid, EVERYONE, asker)


def _fact_cases(
    situation: Situation, fact: open_facts.Fact, begin: GameState, asker: str
) -> list[Judged]:
    """A case per way the open fact may have been, each judged by the engine (at each of
    the life totals it is about, which must end alike)."""
    if len(fact.cases) == 1:  # the words settle it
        (case,) = fact.cases
        judged = _judge(situation, case.sentences, begin, asker, None, told=case.untriggered)
        if case.note is None:
            return [judged]
        said = judged.explanation_said
        return [
            replace(
                judged,
                explanation=f"{judged.explanation} {case.note.english()}".strip(),
                explanation_said=reader_words.in_turn([said, case.note]) if said else case.note,
            )
        ]
    return [replace(_case_judged(situation, case, begin, asker), condition_said=case.said)
            for case in fact.cases]  # fmt: skip


def _case_judged(
    situation: Situation, case: open_facts.OpenCase, begin: GameState, asker: str
) -> Judged:
    ends = [
        _judge(
            situation,
            case.sentences,
            _with_lives(begin, lives, asker),
            asker,
            case.condition,
            told=case.untriggered,
            lives_said=frozenset(lives),
        )
        for lives in case.lives or ({},)
    ]
    if any(not end.same_outcome(ends[0]) for end in ends[1:]):
        raise SituationError(
            Message(
                "The outcome turns on the life totals of {names} before this, which the words "
                'do not say. Say them ("alice is at 3 life"), and ask again.',
                names=listed([Voice(asker).name(p) for p in case.lives[0]], "and"),
            ),
            kind=Refusal.DEPENDS_TWICE,
        )
    return ends[0]


def _with_lives(begin: GameState, lives: Mapping[str, int], asker: str) -> GameState:
    """The game before the situation with these players (as the words name them) at these
    life totals."""
    if not lives:
        return begin
    spelling = _spelling(begin.setup, asker)
    totals = {spelling.get(name.casefold(), name): life for name, life in lives.items()}
    return replace(begin, life=MappingProxyType({**begin.life, **totals}))


def _never_said(
    situation: Situation, sentences: list[Sentence], begin: GameState, asker: str
) -> list[str]:
    """The players with a life total that the words never say: no starting total given, none
    set outright (a team's one total in a variant played as one is said as the team's)."""
    setup = begin.setup
    given = situation.starting_life
    if isinstance(given, int) or (
        setup.variant_rules is not None and setup.variant_rules.one_side is not None
    ):
        return []
    said = {name.casefold() for name in given or {}}
    events = _canonical([e for sentence in sentences for e in sentence.events], setup, asker)
    return [
        player
        for player in setup.players
        if begin.life.get(player) is not None
        and player.casefold() not in said
        and not open_facts.said_outright(events, player, EVERYONE)
    ]


def _moved_alike(case: Judged, player: str, life: int, changes: tuple[int, ...]) -> bool:
    """Whether `player`, from `life`, moved by `changes` in every report of `case` they were
    in."""
    lives = [
        lives.get(player)
        for lives, before in zip(case.lives, case.playing, strict=True)
        if player in before
    ]
    return open_facts.linear(lives, changes, life)


def _ranges_hold(
    player: str,
    ranges: tuple[open_facts.LifeRange, ...],
    changes: tuple[int, ...],
    default: Mapping[str, int],
    judged: Judged,
    judge: Callable[[Mapping[str, int]], Judged | None],
) -> bool:
    """Whether each range of `player`'s total ends alike at both its ends (the others at
    their starting totals), their life moving by `changes` from each: the engine shows the
    words alone decide how their life moves."""
    for life_range in ranges:
        ends = []
        for life in life_range.judged_at:
            case = judged if life == default[player] else judge({player: life})
            if case is None or not _moved_alike(case, player, life, changes):
                return False
            ends.append(case)
        if any(not end.same_outcome(ends[0]) for end in ends[1:]):
            return False
    return True


def _most_lost(events: list[Event]) -> int:
    """All the life the events could take away, at most: every loss, damage and amount."""
    total = 0
    for event in events:
        total += abs(event.delta or 0) + abs(event.amount or 0) + abs(event.value or 0)
        total += _most_lost(list(event.effects or ()))
    return total


# -- the game --------------------------------------------------------------------------------


def _shape(teams: TeamShape) -> str:
    """`two teams of two`, as a situation's refusal says it."""
    return teams.described.removesuffix(" players")


def _teams_example(teams: TeamShape) -> str:
    """`alice and carol vs bob and dave`: a "teams:" line of the right shape."""
    names = ("alice", "bob", "carol", "dave", "erin", "frank", "gina", "hugo")
    sides = [names[side :: teams.teams][: teams.size] for side in range(teams.teams)]
    return " vs ".join(" and ".join(side) for side in sides)


def _leaders_belong(system: System) -> Message:
    """Leaders ("emperors: ...") named in a game none of whose variants has them."""
    game = game_of(system)
    led = [v for v in game.setup.variants.values() if v.leaders is not None]
    if not led:
        return Message(
            "{game} has no variant with leaders; leave out the leaders' line.",
            game=game.names.title,
        )
    variant = led[0]
    word = variant.leaders.word if variant.leaders else ""
    called = variant.called[0] if variant.called else variant.id.value
    return Message(
        "{leaders} belong to the {variant} variant: start with {start}.",
        leaders=f"{word.capitalize()}s",
        variant=variant.name,
        start=f'"{system.value} {called}:"',
    )


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
            Message(
                'Which game? Start with "magic:", "ga:" or "terrus:" (or choose the game '
                "option), e.g. {example}.",
                example=EXAMPLES[0],
            ),
            kind=Refusal.NO_GAME,
        )
    chosen_variant = situation.variant if situation.system else (situation.variant or variant)
    players = _players(situation, asker)
    if len(players) > MAX_GAME_PLAYERS:
        raise SituationError(
            Message(
                "That is {n} players in one game; Arbiter rules on games of at most {most} "
                "players.",
                n=len(players),
                most=MAX_GAME_PLAYERS,
            )
        )
    data: dict[str, Any] = {"system": system.value, "players": players}
    if chosen_variant is not None:
        data["variant"] = chosen_variant.value
    rules = game_of(system).variant(chosen_variant.value) if chosen_variant else None
    if situation.teams is not None:
        data["teams"] = situation.teams
    elif rules is not None and rules.teams is not None:
        raise SituationError(
            Message(
                "{variant} is {shape}: say {example}.",
                variant=rules.name,
                shape=_shape(rules.teams),
                example=f'"teams: {_teams_example(rules.teams)}"',
            )
        )
    leaders = rules.leaders if rules is not None else None
    if leaders is not None:
        if situation.emperors is None:
            word = f"{leaders.word}s"
            raise SituationError(
                Message(
                    "Say who the {leaders} are: {example}.",
                    leaders=word,
                    example=f'"{word}: alice and bob"',
                )
            )
        data["emperors"] = situation.emperors
    elif situation.emperors is not None:
        raise SituationError(_leaders_belong(system))
    if situation.starting_life is not None:
        data["starting_life"] = situation.starting_life
    if situation.range_of_influence is not None:
        data["range_of_influence"] = situation.range_of_influence
    try:
        return parse_setup(data)
    except RuleError as error:
        raise SituationError(_setup_words(error)) from None


def _setup_words(error: RuleError) -> Message:
    """The replay refusal, with the situation language's words where it names JSON fields
    (those are the rules core's English, shown as they are)."""
    if error.field == "teams":
        return Message(
            "{reason}. Say {example}, naming every player once.",
            reason=Message.verbatim_text(error.message.split(":")[0].rstrip(".")),
            example='"teams: alice and carol vs bob and dave"',
        )
    if error.field == "starting_life":
        return Message.verbatim_text(error.message.replace('"starting_life"', "starting life"))
    return error.text


def _players(situation: Situation, asker: str) -> list[str]:
    named = [name for name in situation.mentioned if name != EVERYONE]
    declared_count = len(situation.declared_players or named)
    if situation.table_size is not None and situation.declared_players is None:
        declared_count = max(declared_count, situation.table_size)
    if (
        OPPONENT in named
        and declared_count > 2
        and OPPONENT not in (situation.declared_players or [])
    ):
        raise SituationError(
            Message(
                "{opponent} means the other player of a two-player game; with more players, "
                "name each of them.",
                opponent=f'"{OPPONENT}"',
            )
        )
    if situation.several and situation.declared_players is None:
        # How many play is not said: a player not named may still be in the game.
        raise SituationError(
            Message(
                "That is a game of more than two players: say who plays, e.g. {example} (a "
                "player not named may still be in the game, and who wins turns on them).",
                example='"4 players: me, alice, bob, carol. alice concedes"',
            )
        )
    if situation.declared_players is not None:
        declared = situation.declared_players
        count = situation.declared_count
        if count is not None and count != len(declared):
            raise SituationError(
                Message.plural(
                    "{declared} players were declared but {n} named: {names}.",
                    "{declared} players were declared but {n} named: {names}.",
                    len(declared),
                    declared=count,
                    names=", ".join(declared),
                )
            )
        extra = [name for name in named if name not in declared]
        if extra:
            raise SituationError(
                Message.plural(
                    "{player} is not one of the {n} players declared ({names}).",
                    "{player} is not one of the {n} players declared ({names}).",
                    len(declared),
                    player=extra[0],
                    names=", ".join(declared),
                )
            )
        return list(declared)
    if situation.table_size is not None and situation.table_size > max(len(named), 2):
        # "in a 4 person game": the players not named sit at the table too.
        table = [*named] or [asker]
        seat = 1
        while len(table) < situation.table_size:
            if f"player {seat}" not in table:
                table.append(f"player {seat}")
            seat += 1
        return table
    if len(named) == 0:
        return [asker, OPPONENT]
    if len(named) == 1:
        return [*named, OPPONENT] if named[0] != OPPONENT else [asker, OPPONENT]
    return named


# -- judging ---------------------------------------------------------------------------------


def _expanded(events: list[Event], state: GameState) -> list[Event]:
    """`everyone` / `both` become each player still in the game, in turn order."""
    result: list[Event] = []
    for event in events:
        if event.player == EVERYONE:
            result.extend(replace(event, player=player) for player in state.playing)
        else:
            result.append(event)
    return result


def _as_damage(events: list[tuple[Event, bool]], state: GameState) -> list[Event]:
    """The events, each life loss that is damage dealt (`Sentence.dealt`) to a player an
    effect turns damage into something else for (Phyrexian Unlife: poison counters while
    they are at 0 or less life, MTG CR 702.90b) given to the engine as the damage it is, so
    the effect acts on it (bot.core.rules.guards); any other life loss as it was read."""
    return [
        Event(EventKind.DAMAGE, player=event.player, amount=-(event.delta or 0))
        if dealt
        and event.kind is EventKind.LIFE
        and (event.delta or 0) < 0
        and event.player is not None
        and holding(state, Lasting.DAMAGE_AS_POISON, event.player)
        else event
        for event, dealt in events
    ]


def _canonical(events: list[Event], setup: GameSetup, asker: str) -> list[Event]:
    """Names as the game spells them (a match's players, matched without regard to case);
    in a match of two, `opponent` is the asker's (rulings.md)."""
    spelling = _spelling(setup, asker)

    def name(value: str | None) -> str | None:
        if value is None:
            return None
        return spelling.get(value.casefold(), value)

    return [
        replace(
            e, player=name(e.player), controller=name(e.controller), commander=name(e.commander)
        )
        for e in events
    ]


def _spelling(setup: GameSetup, asker: str) -> dict[str, str]:
    spelling = {name.casefold(): name for name in setup.players}
    others = [name for name in setup.players if name.casefold() != asker.casefold()]
    if OPPONENT not in spelling and len(setup.players) == 2 and len(others) == 1:
        spelling[OPPONENT] = others[0]
    return spelling


@dataclass
class _Play:
    """What judging one reading keeps track of."""

    state: GameState
    reports: list[Report]
    verdicts: list[Verdict]
    lines: list[str]
    too_late: list[str]
    missed: list[str]  # events about players who had already left
    lives: list[Mapping[str, int | None]]  # each player's life after each report
    playing: list[tuple[str, ...]]  # the players still in before each report
    # A card's own trigger that goes on the stack again each time it resolves, nothing
    # changed (`_resolve_waiting`): a loop the words must say.
    looping: Event | None = None
    # The same as messages, for a reader of another language (reader_words.py).
    said: list[Message] = field(default_factory=list)
    missed_said: list[Message] = field(default_factory=list)


# What a spell does as it resolves that can end a game: damage, a library emptied, a win or a
# loss.
_ACTS_AS_IT_RESOLVES = (DamageSource, EmptiesLibrary, EndsGame)


_RESOLVES = re.compile(r"\bresolv(?:es|ed|ing|e)\b", re.IGNORECASE)


def _resolution_unsaid(sentence: Sentence) -> bool:
    """A sentence that says a spell resolves whose effect as it resolves may end the game,
    with nothing said of what it did ("I am at 3 life. my opponent casts Lightning Bolt
    targeting me and it resolves"): the engine would play it as doing nothing. (A spell only
    cast is on the stack: what it does is said when it resolves.)"""
    if sentence.events or sentence.by is None or not _RESOLVES.search(sentence.text):
        return False
    return any(
        isinstance(effect, _ACTS_AS_IT_RESOLVES) and effect.moment is CardMoment.RESOLUTION
        for card in sentence.by.cards
        for effect in card.effects
    )


def _judge(
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
    the case is that it did not trigger (bot.core.rulings.open_facts.arrival_condition)."""
    looping = any(sentence.optional_loop for sentence in sentences)
    stated = any(sentence.states for sentence in sentences)
    # Only actions that end nothing, with no card named that could act on them: nothing ends.
    idle = bool(sentences) and all(
        s.acts and (s.inert or not s.marks) and not s.unknown_in_play and not s.events
        for s in sentences
    )
    idle = idle or (told and not any(s.events for s in sentences))
    idle = idle or _loop_not_started(situation, sentences)
    # Cards that act only as they enter, leave or deal damage, beside an exchange of control,
    # in which none of that happens (603.6a): nothing ends.
    idle = idle or (
        any(s.exchanges for s in sentences)
        and all(s.still and not s.unknown_in_play and not s.events for s in sentences)
    )
    stated = stated or idle
    if not any(sentence.events for sentence in sentences) and not looping and not stated:
        raise SituationError(
            Message("Say what happens, e.g. {example}.", example=EXAMPLES[0]),
            unread=sentences[0].text if sentences else None,
        )
    unsaid = next((s for s in sentences if _resolution_unsaid(s)), None)
    if unsaid is not None and not told:
        raise SituationError(
            Message("Say what happens, e.g. {example}.", example=EXAMPLES[0]),
            unread=unsaid.text,
        )
    voice = Voice(asker)
    play = _Play(start, [], [], [], [], [], [], [])
    in_play: dict[int, None] = {}
    begun: set[str] = set()  # the cards whose continuous effects the engine follows
    holders: dict[str, set[str]] = {}
    effects_said = told or any(e.kind is EventKind.EFFECT for s in sentences for e in s.events)
    # the players whose life total a sentence said outright (or the case is about)
    life_said: set[str] = set(lives_said)
    for sentence in sentences:
        if play.state.is_over:
            if sentence.events:
                play.too_late.append(sentence.text)
            continue
        in_play.update(dict.fromkeys(sentence.marks))
        begun.update(
            (event.source or "").casefold()
            for event in sentence.events
            if event.kind is EventKind.EFFECT_BEGINS
        )
        _remember_holders(sentence, holders)
        said = _Said(effects_said, life_said)
        _check_cards(situation, sentence, in_play, play.state, begun, holders, said)
        sentence = _check_left(sentence, play.state, voice, holders)
        if sentence.events:
            _play(sentence, play, asker, voice)
            _resolve_waiting(play, voice)
        life_said.update(
            e.player or ""
            for e in sentence.events
            if e.kind is EventKind.LIFE and e.value is not None
        )
    state = play.state
    if play.looping is not None and not state.is_over:
        raise SituationError(
            Message(
                "{trigger} goes on the stack again each time it resolves, and nothing changes: "
                'if no player can stop it, say "{example}" (a draw, {rule}); if one can, say '
                "what they do.",
                example="the game is in a loop of mandatory actions",
                trigger=_trigger_said(play.looping, voice),
                rule="MTG CR 104.4b",
            )
        )
    setup = state.setup
    understood = {**setup.to_dict(), "reports": [report.to_dict() for report in play.reports]}
    if not play.reports and not looping and not stated:
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
        result_lines=_result_lines(state, start, voice),
        results_said=tuple(
            map(
                reader_words.named,
                reader_words.results_said(
                    state,
                    start,
                    asker,
                    lambda player: game_of(setup.system).standing(state, player),
                ),
            )
        ),
        understood_said=tuple(map(reader_words.named, play.said)),
        explanation_said=_explanation_said(
            state, play, asker, looping=looping, idle=idle, stated=stated
        ),
        explanation=(
            _explanation(state, play, voice)
            + (_OPTIONAL_LOOP if looping else "")
            + (_NOTHING_ENDS if idle else _EMPTY_LIBRARY if stated else "")
        ).strip(),
        too_late=tuple(play.too_late),
        lives=tuple(play.lives),
        playing=tuple(play.playing),
    )


def _loop_not_started(situation: Situation, sentences: list[Sentence]) -> bool:
    """Only cards held, lands played and permanents dying of damage, beside cards whose
    triggers make loops of mandatory actions (104.4b), every one accounted for. When a land
    played is a creature entering (a card makes lands creatures), one that damages each
    creature entering is said to have done it (its damage destroyed the land), and none
    destroys it by its ability; one that acts on a land an opponent's spell or ability
    destroyed then has nothing to act on, since what died, died of damage, by the game rules
    (704.5g). Then no loop starts, and nothing ends."""
    if not sentences or not all(
        s.lands_and_deaths and not s.events and not s.unknown_in_play for s in sentences
    ):
        return False
    marks = {mark for s in sentences for mark in s.marks}
    entities = [situation.entities[m] for m in marks if m < len(situation.entities)]
    loops = [
        (entity.card.name, effect)
        for entity in entities
        if entity.card is not None
        for effect in entity.card.effects
    ]
    if not loops or len(entities) != len(marks):
        return False
    if not all(isinstance(e, MandatoryLoop) and (e.on or e.lands_are_creatures) for _, e in loops):
        return False  # a card whose part in a loop the reader does not know
    killed = {card.name for s in sentences for card in s.killed_by}
    creatures_enter = any(s.lands_played for s in sentences) and any(
        isinstance(e, MandatoryLoop) and e.lands_are_creatures for _, e in loops
    )
    return not creatures_enter or all(
        LoopAct.DESTROYS_ENTERING not in effect.acts_on
        and (LoopAct.DAMAGES_ENTERING not in effect.acts_on or name in killed)
        for name, effect in loops
        if isinstance(effect, MandatoryLoop)
    )


_OPTIONAL_LOOP = (
    " A loop with an optional action in it is no draw: the player who can stop it chooses how "
    "many times it repeats, then stops it (MTG CR 104.4b)."
)

_NOTHING_ENDS = (
    " Nothing said ends the game: a player leaves it only by winning, losing, conceding or a "
    "draw (MTG CR 104.1, 104.3a), and none of what was done does that."
)

_EMPTY_LIBRARY = (
    " An empty library ends nothing by itself: its player loses only when they would draw "
    "from it (MTG CR 704.5b)."
)


def _play(sentence: Sentence, play: _Play, asker: str, voice: Voice) -> None:
    """Apply one sentence's report, if anything in it can still happen."""
    state = play.state
    kept: list[int] = []
    for number, event in enumerate(sentence.events):
        canonical = _canonical([event], state.setup, asker)[0]
        player = canonical.player or ""
        if player in state.standings and state.standings[player] is not Standing.PLAYING:
            said = describe_event(canonical, state.setup, voice)
            play.missed.append(f'"{said}" ({voice.name(player)} had already left)')
            gone = reader_words.event_said(canonical, state.setup, asker)
            play.missed_said.append(reader_words.gone_said(gone, player, asker))
            continue
        kept.append(number)
    if not kept:
        return
    kept = [i for i in kept if _in_force(sentence.events[i], state)]
    if not kept:
        return
    events = _as_damage(
        [
            (one, sentence.dealt[i])
            for i in kept
            for one in _canonical(_expanded([sentence.events[i]], state), state.setup, asker)
        ],
        state,
    )
    if not events:
        raise SituationError(
            Message(
                "In {sentence}: nobody is left in the game to do that.",
                sentence=f'"{quoted(sentence.text)}"',
            )
        )
    report = Report(tuple(events), simultaneous=len(events) > 1)
    try:
        verdict = apply_report(state, report)
    except RuleError as error:
        raise SituationError(
            Message(
                "Sentence {number} ({sentence}) cannot happen: {reason}",
                number=len(play.reports) + 1,
                sentence=f'"{quoted(sentence.text)}"',
                reason=_event_words(error, state),
            )
        ) from None
    sources = [sentence.sources[i] for i in kept]
    whys = [sentence.whys[i] for i in kept]
    play.lines.append(_describe_sentence(report, sources, whys, state.setup, voice))
    play.said.append(
        reader_words.sentence_said(
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


def _trigger_words(trigger: Event, voice: Voice) -> str:
    return _trigger_said(trigger, voice).english()


def _trigger_said(trigger: Event, voice: Voice) -> Message:
    """A card's trigger, its owner or controller named ("alice's Foo's trigger")."""
    whose = trigger.owner or trigger.controller or ""
    card = trigger.source or "card"
    if voice.owner(whose) == "your":
        return Message("your {card}'s trigger", card=card)
    return Message("{player}'s {card}'s trigger", player=whose, card=card)


# More triggers than this resolving after one sentence, each changing something, is a loop
# too (a bound, never reached by the cards the engine follows: each changes nothing twice).
_MOST_RESOLVED = 20


def _resolve_waiting(play: _Play, voice: Voice) -> None:
    """The triggers the engine put on the stack by itself after a sentence (a card's own:
    Lich's Mastery leaving, Transcendence at 20 life; bot.core.rules.triggers) resolve before
    the next sentence, as a trigger the words tie to an event does (language._moments): a
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
        play.lines.append(f"{_trigger_words(top, voice)} resolves: {done}")
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


_LIFE_CHANGES = frozenset({EventKind.LIFE, EventKind.COMMANDER_DAMAGE})


def _above_zero(
    card: Card, sentence: Sentence, state: GameState, life_said: set[str] | None
) -> bool:
    """Whether every player whose `card` is in force (begun before or in this sentence) is
    above 0 life when this sentence's damage and life loss happen: above 0 before it, and not
    set to 0 or less beside a loss in it. Unknown controllers: no. Beside the other half of a
    pair of triggers feeding each other (`fed`), their life must have been said: whether the
    damage starts the pair turns on it, and the words leave it open."""
    named = card.name.casefold()
    begins = (*state.lasting, *(e for e in sentence.events if e.kind is EventKind.EFFECT_BEGINS))
    controllers = {e.controller for e in begins if (e.source or "").casefold() == named}
    if not controllers or None in controllers:
        return False
    for player in controllers:
        mine = [e for e in sentence.events if e.player == player and e.kind in _LIFE_CHANGES]
        if not any(e.kind is EventKind.COMMANDER_DAMAGE or (e.delta or 0) < 0 for e in mine):
            continue  # nothing in the sentence deals them damage
        before = state.life.get(player or "")
        if before is None or before <= 0 or (life_said is not None and player not in life_said):
            return False
        if any(e.kind is EventKind.LIFE and e.value is not None and e.value <= 0 for e in mine):
            return False
    return True


def _gain_written(sentence: Sentence, holders: set[str]) -> bool:
    """Whether the sentence deals no damage (its life and poison events only say totals), or
    writes out, for the one player said to hold a card, a life gain at least as large as all
    the damage and life loss in it: whatever lifelink the card gives their damage is then
    among the words."""
    counts = (*_LIFE_CHANGES, EventKind.POISON)
    if all(e.delta is None for e in sentence.events if e.kind in counts):
        return True
    if len(holders) != 1:
        return False
    (holder,) = holders
    changes = [e for e in sentence.events if e.kind in _LIFE_CHANGES and e.delta is not None]
    gained = sum(e.delta or 0 for e in changes if e.player == holder and (e.delta or 0) > 0)
    dealt = sum(
        abs(e.delta or 0)
        for e in changes
        if e.kind is EventKind.COMMANDER_DAMAGE or (e.delta or 0) < 0
    )
    return dealt > 0 and gained >= dealt


def _life_below(sentence: Sentence, state: GameState, holders: set[str]) -> Callable[[int], bool]:
    """Whether the one player said to hold a card has a life total below a threshold after
    this sentence, its life events for them only totals (no gain or loss)."""

    def below(threshold: int) -> bool:
        if len(holders) != 1:
            return False
        (holder,) = holders
        mine = [e for e in sentence.events if e.player == holder and e.kind in _LIFE_CHANGES]
        if any(e.delta is not None or e.value is None for e in mine):
            return False
        life = mine[-1].value if mine else state.life.get(holder)
        return life is not None and life < threshold

    return below


_ENTERS = re.compile(r"\b(?:enters|entered|entering|enter)\b", re.IGNORECASE)
_LEAVES = re.compile(
    r"\b(?:leaves|left|leaving|leave|dies|died|destroyed|exiled|sacrificed)\b", re.IGNORECASE
)
_ARRIVAL_MOMENTS = {CardMoment.ENTERS: _ENTERS, CardMoment.LEAVES: _LEAVES}


def _check_arrivals(sentence: Sentence, effects_said: bool, begun: set[str]) -> None:
    """Refuse a card said to enter or leave the battlefield whose trigger on that makes a
    player win or lose (Phage the Untouchable entering), when no sentence says what an effect
    did: the words would leave out the trigger, and the answer would say nothing ended. A
    trigger the engine follows for a card said to be in play (Lich's Mastery leaving:
    card_use.own_trigger) is the engine's to put on the stack."""
    if effects_said:
        return
    for source in sentence.held:
        for card in source.cards:
            for effect in card.effects:
                if card.name.casefold() in begun and own_trigger(effect) is not None:
                    continue
                said = _ARRIVAL_MOMENTS.get(effect.moment) if isinstance(effect, EndsGame) else None
                if said is not None and said.search(sentence.text):
                    raise SituationError(
                        Message(
                            "Arbiter knows {card} ({wording}; {rules}): as it enters or leaves "
                            "the battlefield, its trigger can make a player win or lose. Say "
                            "what that trigger did ({example}), or ask a judge.",
                            card=card.name,
                            wording=card.said,
                            rules=", ".join(card.rules),
                            example='"then an effect says alice loses"',
                        ),
                        kind=Refusal.CARD_NOT_JUDGED,
                        cards=(card.name,),
                    )


@dataclass(frozen=True)
class _Said:
    """What the situation's words said so far, for `_check_cards`: whether some sentence
    says what an effect did, and whose life total a sentence said outright."""

    effects: bool
    life: set[str]


_REPLACING = frozenset({Lasting.REPLACES_LOSS, Lasting.LIFE_RESET})


def _feeding(
    situation: Situation,
    in_play: dict[int, None],
    state: GameState,
    begun: set[str],
    holders: Mapping[str, set[str]],
    sentence: Sentence,
) -> set[str]:
    """The players who hold both halves of a pair of triggers feeding each other (Exquisite
    Blood and Sanguine Bond), both begun, in a game of two players still in it: the engine
    plays the pair out (lasting.feedback). None where it does not: beside a replacement of
    losing or of a life total (what it brings back is for the words to say), or beside
    commander damage (life lost, unless the commander has infect: the words do not say)."""
    in_force = (*state.lasting, *sentence.events)
    if (
        len(state.playing) != 2
        or any(e.lasting in _REPLACING for e in in_force)
        or any(e.kind is EventKind.COMMANDER_DAMAGE for e in sentence.events)
    ):
        return set()
    halves: dict[str, set[Lasting]] = {}
    for mark in in_play:
        entity = situation.entities[mark] if mark < len(situation.entities) else None
        if entity is None or entity.card is None or entity.card.name.casefold() not in begun:
            continue
        for half in filter(None, map(feeding, entity.card.effects)):
            for player in holders.get(entity.card.name.casefold(), set()):
                halves.setdefault(player, set()).add(half)
    return {player for player, kinds in halves.items() if len(kinds) == 2}


def _check_cards(
    situation: Situation,
    sentence: Sentence,
    in_play: dict[int, None],
    state: GameState,
    begun: set[str],
    holders: Mapping[str, set[str]],
    said: _Said,
) -> None:
    """Refuse what the engine cannot judge yet: a card whose effect acts beside this
    sentence's events and that the words never put in play under a player's control (the
    engine follows Platinum Angel from "bob controls Platinum Angel" on, `begun`; not from
    "Platinum Angel" alone), one with an effect it has no event for (a life floor), and a card
    Arbiter does not know said to be in play."""
    if sentence.unknown_in_play:
        name = sentence.unknown_in_play[0]
        raise SituationError(unknown_card(name).said, kind=Refusal.UNKNOWN_CARD, cards=(name,))
    _check_arrivals(sentence, said.effects, begun)
    kinds = {event.kind for event in sentence.events}
    totals_only = all(
        event.delta is None for event in sentence.events if event.kind in _LIFE_CHANGES
    )
    fed = _feeding(situation, in_play, state, begun, holders, sentence)
    for mark in in_play:
        entity = situation.entities[mark] if mark < len(situation.entities) else None
        if entity is None or entity.card is None or not kinds:
            continue
        held_by = holders.get(entity.card.name.casefold(), set())
        beside = Beside(
            begun=entity.card.name.casefold() in begun,
            acting=sentence.by is not None and entity.card in sentence.by.cards,
            totals_only=totals_only,
            above_zero=_above_zero(entity.card, sentence, state, said.life if fed else None),
            gain_written=_gain_written(sentence, held_by),
            below=_life_below(sentence, state, held_by),
            fed=bool(held_by & fed),
            dealt=_dealt_by(entity.card, sentence),
            declined=entity.card.name in sentence.declined,
            written=entity.card.name in sentence.written_out,
            life_told=bool(held_by)
            and all(
                holder in said.life
                or any(
                    e.kind is EventKind.LIFE and e.player == holder and e.value is not None
                    for e in sentence.events
                )
                for holder in held_by
            ),
            set_to_zero=any(
                e.kind is EventKind.LIFE
                and e.player in held_by
                and e.value is not None
                and e.value <= 0
                for e in sentence.events
            ),
            others_held=any(
                name != entity.card.name.casefold() and people & held_by
                for name, people in holders.items()
            ),
        )
        if not_judged(entity.card, kinds, beside):
            card = entity.card
            raise SituationError(
                Message(
                    "Arbiter knows {card} ({wording}; {rules}) but cannot yet judge it in a "
                    "quick ruling together with what else happens here; ask a judge, or "
                    "describe the outcome it brings in words.",
                    card=card.name,
                    wording=card.said,
                    rules=", ".join(card.rules),
                ),
                kind=Refusal.CARD_NOT_JUDGED,
                cards=(card.name,),
            )


def _dealt_by(card: Card, sentence: Sentence) -> bool:
    """Whether every change of life, poison or commander damage of the sentence comes from
    `card` ("opponent takes 3 combat damage from my Phage the Untouchable")."""
    changes = [
        number
        for number, event in enumerate(sentence.events)
        if event.kind in (EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE)
    ]
    return bool(changes) and all(
        (source := sentence.sources[number]) is not None and card in source.cards
        for number in changes
    )


def _remember_holders(sentence: Sentence, holders: dict[str, set[str]]) -> None:
    """Who owns or controls each card the sentence names, added to what came before."""
    held = [source for source in (sentence.by, *sentence.held, *sentence.sources) if source]
    for source in held:
        names = [card.name for card in source.cards] + list(source.unknown)
        people = {p for p in (source.controller, source.owner) if p}
        for name in names:
            holders.setdefault(name.casefold(), set()).update(people)


def _check_left(
    sentence: Sentence, state: GameState, voice: Voice, holders: dict[str, set[str]]
) -> Sentence:
    """The sentence with what comes from a card, spell or ability of a player who has left
    the game given to the engine as theirs: it ceased to exist with them (MTG CR 800.4a), so
    the engine lets it do nothing and says so. `holders` remembers who owns or controls each
    card named so far."""
    spelling = _spelling(state.setup, voice.asker)
    gone: dict[int, tuple[str, str | None, str]] = {}
    for number in range(len(sentence.events)):
        acting = sentence.sources[number] or sentence.by
        if acting is None:
            continue
        names = [card.name for card in acting.cards] + list(acting.unknown)
        people = {p for p in (acting.controller, acting.owner) if p}
        people |= {p for name in names for p in holders.get(name.casefold(), ())}
        for person in sorted(people):
            player = spelling.get(person.casefold(), person)
            standing = state.standings.get(player)
            if standing is not None and standing is not Standing.PLAYING:
                controller = acting.controller or person
                controller = spelling.get(controller.casefold(), controller)
                owner = player if player != controller else None
                gone[number] = (controller, owner, voice.yours(acting.text))
                break
    if not gone:
        return sentence
    kept = [i for i in range(len(sentence.events)) if i not in gone]
    first = min(gone)
    controller, owner, name = gone[first]
    effects = _canonical(
        _expanded([sentence.events[i] for i in sorted(gone)], state), state.setup, voice.asker
    )
    ceased = Event(
        EventKind.TRIGGER,
        controller=controller,
        owner=owner,
        source=name,
        effects=tuple(effects),
    )
    return replace(
        sentence,
        events=[sentence.events[i] for i in kept] + [ceased],
        sources=[sentence.sources[i] for i in kept] + [None],
        whys=[sentence.whys[i] for i in kept] + [None],
        dealt=[sentence.dealt[i] for i in kept] + [False],
    )


def _event_words(error: RuleError, state: GameState) -> Message:
    """The rules core's refusal in the situation language's words, where it names a field of
    the game file that a situation has no way to fill in."""
    if "no known starting value" in error.message:
        return Message(
            "Terrus vitae has no default starting value; say who starts at what ({example}), "
            "or give the total ({total}).",
            example='"alice starts at 20, bob at 18"',
            total='"alice is at 5 vitae"',
        )
    if error.field == "player" and "draw effect" in error.message:
        controller = state.setup.players[0]
        return Message(
            "With limited range of influence a draw effect reaches only its controller's range "
            "(MTG CR 104.4e): say whose effect it is ({example}).",
            example=f'"{controller}\'s effect says the game is a draw"',
        )
    if error.field == "players" and "loop" in error.message:
        return Message(
            "With limited range of influence a loop is a draw only for the players who control "
            "an object in it and those in their ranges (MTG CR 104.4f), which a quick ruling "
            "cannot name: in a match, report it with /game draw (a loop of mandatory actions) "
            "and its players; in a game file, list them in the loop's players for arbiter replay."
        )
    return error.text


# -- words -----------------------------------------------------------------------------------


# Events whose words need no more than the names they carry: (third person, the asker's).
_PLAIN_WORDS: Final[dict[EventKind, tuple[str, str]]] = {
    EventKind.CONCEDE: ("{p} concedes", "you concede"),
    EventKind.DAMAGE: ("{p} is dealt {amount} damage", "you are dealt {amount} damage"),
    EventKind.CHAMPION_DIED: ("{owner} champion dies", "your champion dies"),
    EventKind.CHAMPION_CONTROL: (
        "{controller} gains control of {owner} champion",
        "{controller} gains control of your champion",
    ),
    EventKind.LOOP: (
        "the game is in a loop of mandatory actions",
        "the game is in a loop of mandatory actions",
    ),
    EventKind.INTENTIONAL_DRAW: (
        "the players agree to an intentional draw",
        "the players agree to an intentional draw",
    ),
    EventKind.PENALTY: ("a judge gives {p} a game loss", "a judge gives you a game loss"),
    EventKind.RESTART: ("the game restarts", "the game restarts"),
    EventKind.DOMINION_VOTE: (
        "{p} wins a Dominion Vote with {int_total} INT",
        "you win a Dominion Vote with {int_total} INT",
    ),
}


def describe_event(event: Event, setup: GameSetup, voice: Voice | None = None) -> str:
    """One event of the replay vocabulary in plain words."""
    voice = voice or Voice("")
    p = event.player or ""
    plain = _PLAIN_WORDS.get(event.kind)
    if plain is not None:
        words = plain[1] if p and p == voice.asker else plain[0]
        controller = event.controller or ""
        return voice.said(
            words.format(
                p=p,
                owner=voice.owner(p),
                controller=voice.name(controller),
                int_total=event.int_total,
                amount=event.amount,
            )
        )
    match event.kind:
        case EventKind.LIFE | EventKind.POISON:
            return _describe_total(event, setup, voice)
        case EventKind.COMMANDER_DAMAGE:
            which = f"{voice.owner(event.commander or '')} commander" + (
                f" {event.source}" if event.source else ""
            )
            dealt = event.delta if event.delta is not None else event.value
            return f"{which} deals {dealt} combat damage to {voice.name(p)}"
        case EventKind.DECK_OUT:
            pile = game_of(setup.system).names.deck
            return f"{voice.name(p)} must draw from an empty {pile}"
        case EventKind.EFFECT if event.outcome is EffectOutcome.DRAW:
            owner = f"{voice.owner(p)} effect" if event.player else "an effect"
            return f"{owner} says the game is a draw"
        case EventKind.EFFECT:
            outcome = "wins" if event.outcome is EffectOutcome.WIN else "loses"
            return f"an effect says {voice.verb(p, outcome, outcome[:-1])}"
        case EventKind.SUDDEN_DEATH:
            return _describe_sudden_death(event, voice)
        case EventKind.EFFECT_BEGINS:
            return _describe_lasting(event, voice)
        case EventKind.TRIGGER | EventKind.CAST:
            done = "; ".join(describe_event(e, setup, voice) for e in event.effects or ())
            whose = event.owner or event.controller or ""
            return f"{voice.owner(whose)} {event.source or 'ability'} would make it so: {done}"
        case EventKind.EFFECT_ENDS:
            return f"{event.source or 'the effect'} leaves the battlefield: its effects end"
        case EventKind.TURN_START:
            extras = [
                f"{count} {word}"
                for count, word in ((event.structures, "structures"), (event.relics, "relics"))
                if count is not None
            ]
            whose = "your" if p == voice.asker else "their"
            return f"{voice.verb(p, 'begins', 'begin')} {whose} turn" + (
                f" with {' and '.join(extras)}" if extras else ""
            )
    return event.kind.value


def _describe_sudden_death(event: Event, voice: Voice) -> str:
    if event.player:
        lacks = voice.verb(event.player, "does", "do")
        return f"sudden death: {lacks} not have the highest life total"
    return (
        "sudden death: the single-elimination match's game wins are tied after the extra turns, "
        "so a player without the highest life total loses"
    )


def _poison(count: int) -> str:
    """`1 poison counter`, `3 poison counters`."""
    return f"{count} poison counter{'' if abs(count) == 1 else 's'}"


def _describe_lasting(event: Event, voice: Voice) -> str:
    """A continuous effect beginning, as the card's controller has it."""
    controller = event.controller or ""
    whom = {
        Affects.OPPONENTS: f"{voice.owner(controller)} opponents",
        Affects.EACH_PLAYER: "every player",
    }.get(event.applies_to or Affects.CONTROLLER, voice.name(controller))
    you = voice.name(controller)
    match event.lasting:
        case Lasting.CANT_LOSE:
            what = f"{whom} can't lose the game"
        case Lasting.CANT_WIN:
            what = f"{whom} can't win the game"
        case Lasting.REPLACES_LOSS:
            instead = f" (life becomes {event.life})" if event.life is not None else ""
            if event.life_starting:
                instead = " (life becomes the starting life total)"
            if event.sweeps:
                instead += f" and {voice.owner(controller)} permanents leave with it"
            lose = voice.verb(controller, "doesn't", "don't")
            what = f"if {you} would lose the game, {lose} lose instead{instead}"
        case Lasting.NO_LOSS:
            loss = {"life": "0 or less life", "poison": "10 poison counters"}.get(
                event.loss.value if event.loss else "", "an empty library"
            )
            spared = voice.verb(controller, "doesn't", "don't")
            what = f"{spared} lose for {loss}"
        case Lasting.LIFE_RESET:
            whose = voice.owner(controller)
            what = f"if {whose} life would drop to 0 or less, it becomes {event.life} instead"
        case Lasting.GAIN_FROM_LOSS:
            gains = voice.verb(controller, "gains", "gain")
            what = f"whenever an opponent loses life, {gains} that much life"
        case Lasting.LOSS_FROM_GAIN:
            gains = voice.verb(controller, "gains", "gain")
            what = f"whenever {gains} life, an opponent loses that much life"
        case Lasting.LOSE_AT_LIFE:
            has = voice.verb(controller, "has", "have")
            loses = voice.verb(controller, "loses", "lose")
            what = f"as soon as {has} {event.life} or more life, {loses} the game (a trigger)"
        case Lasting.LOSE_WHEN_LEAVES:
            loses = voice.verb(controller, "loses", "lose")
            what = f"when it leaves the battlefield, {loses} the game (a trigger)"
        case _:
            what = _what_else_lasts(event, voice)
    return f"{voice.owner(controller)} {event.source or 'effect'}: {what}"


def _what_else_lasts(event: Event, voice: Voice) -> str:
    """A continuous effect on damage, poison or drawing, as its controller has it."""
    controller = event.controller or ""
    match event.lasting:
        case Lasting.DAMAGE_AS_POISON:
            at = voice.verb(controller, "is", "are")
            them = "you" if controller == voice.asker else "them"
            return f"while {at} at 0 or less life, damage dealt to {them} is poison counters"
        case Lasting.NO_POISON:
            return f"{voice.name(controller)} can't get poison counters"
    wins = voice.verb(controller, "wins", "win")
    return f"{wins} instead of drawing from an empty library"


def _describe_total(event: Event, setup: GameSetup, voice: Voice) -> str:
    """A life (or vitae) or poison event: a new total or a change."""
    p = event.player or ""
    life = game_of(setup.system).names.life
    what = life if event.kind is EventKind.LIFE else "poison counters"
    if event.value is not None and event.kind is EventKind.POISON:
        return f"{voice.verb(p, 'has', 'have')} {_poison(event.value)}"
    if event.value is not None:
        return f"{voice.owner(p)} {what} becomes {event.value}"
    amount = event.delta or 0
    if event.kind is EventKind.POISON:
        return f"{voice.verb(p, 'gets', 'get')} {_poison(amount)}"
    if amount > 0:
        return f"{voice.verb(p, 'gains', 'gain')} {amount} {life}"
    return f"{voice.verb(p, 'loses', 'lose')} {abs(amount)} {life}"


def _describe_sentence(
    report: Report,
    sources: list[Source | None],
    whys: list[str | None],
    setup: GameSetup,
    voice: Voice,
) -> str:
    words = []
    for event, source, why in zip(report.events, sources, whys, strict=False):
        said = describe_event(event, setup, voice)
        named = event.kind in (EventKind.EFFECT_BEGINS, EventKind.EFFECT_ENDS)
        extra = [f"from {voice.yours(source.text)}"] if source and not named else []
        extra += [why] if why else []
        words.append(said + (f" ({'; '.join(extra)})" if extra else ""))
    return f"at the same time: {'; '.join(words)}" if len(words) > 1 else words[0]


def _outcome_line(outcome: Outcome, voice: Voice) -> str:
    third, base = _VERBS[outcome.standing]
    because = "; ".join(voice.own(outcome.player, reason.text) for reason in outcome.reasons)
    return f"{voice.verb(outcome.player, third, base)}: {because} ({', '.join(outcome.citations)})"


def _result_lines(state: GameState, start: GameState, voice: Voice) -> tuple[str, ...]:
    lines = []
    latest = {o.player: o for o in state.outcomes if o not in start.outcomes}
    standing = game_of(state.setup.system).standing
    for player in state.setup.players:
        outcome = latest.get(player)
        if outcome is not None and outcome.standing is state.standings[player]:
            lines.append(_outcome_line(outcome, voice))
        elif state.standings[player] is Standing.PLAYING:
            still = voice.verb(player, "is", "are")
            lines.append(f"{still} still playing: {voice.said(standing(state, player).english())}")
        else:
            left = voice.verb(player, "had", "had")
            lines.append(f"{left} already left the game ({state.standings[player].value})")
    return tuple(lines)


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
    if play.too_late:
        late = "; ".join(f'"{quoted(text)}"' for text in play.too_late)
        sentences.append(
            f"The game was over at the checkpoint after sentence {len(play.reports)} "
            f"({_moment(setup.system)}), so what follows could not happen: {late}."
        )
    if play.missed:
        sentences.append(
            "A player who has left the game takes no further part in it, so this could not "
            "happen: " + "; ".join(play.missed) + "."
        )
    for note in state.notes:
        if note.ruling:
            cited = ", ".join(note.citations)
            text = voice.said(note.text)
            sentences.append(f"{text[0].upper()}{text[1:]} ({cited}).")
    return " ".join(dict.fromkeys(sentences))  # a note told at each checkpoint, said once


def _explanation_said(
    state: GameState, play: _Play, asker: str, *, looping: bool, idle: bool, stated: bool
) -> Message | None:
    """`_explanation` as a message (reader_words.py), the asker spoken to as "you"."""
    setup = state.setup
    several = len(play.verdicts) > 1
    parts: list[Message] = []
    for number, verdict in enumerate(play.verdicts, start=1):
        timing = reader_words.timing_said(verdict, number if several else None, setup, asker)
        if timing is not None:
            parts.append(timing)
    if play.too_late:
        parts.append(reader_words.too_late_said(play.too_late, len(play.reports), setup))
    if play.missed_said:
        parts.append(reader_words.missed_said(play.missed_said))
    parts += [reader_words.ruling_note(note) for note in state.notes if note.ruling]
    if looping:
        parts.append(reader_words.OPTIONAL_LOOP)
    parts += [reader_words.NOTHING_ENDS] if idle else [reader_words.EMPTY_LIBRARY] if stated else []
    unique = list(dict.fromkeys(parts))  # a note told at each checkpoint, said once
    return reader_words.named(reader_words.in_turn(unique)) if unique else None


def answer_json(ruling: Ruling | NoRuling) -> Mapping[str, Any]:
    if isinstance(ruling, NoRuling):
        return {"error": ruling.message, "refusal": ruling.kind.value}
    return ruling.to_json()
