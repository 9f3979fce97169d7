"""A quick ruling's answer (shared/spec/rulings.md): `Ruling`, what the words were understood
to say and what each reading of them comes to (`Judged`), worded for people (`Ruling.text`)
and as JSON; `NoRuling`, a situation Arbiter will not rule on and why. `ruling_on.rule_on`
gives one. Pure: no Discord, no database, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import System, Variant
from bot.core.rulings import told as reader_words
from bot.core.rulings.cards import Card
from bot.core.rulings.words import OPPONENT, Refusal, SituationError, quoted


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
    # The game it was asked in, where known: a face's example is that game's (game_words).
    system: System | None = None

    def told(self) -> Message:
        """The refusal as a message: its sentence, or the English line shown as it is."""
        return self.said if self.said is not None else Message.verbatim_text(self.message)

    @classmethod
    def of(cls, said: Message, **details: Any) -> NoRuling:
        """A refusal said as `said` (its English in `message`)."""
        return cls(said.english(), said=said, **details)


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
    # every sentence read after the game was over, events told or none (unnamed_held.ask)
    after_end: tuple[str, ...] = ()
    # The answer's lines as messages for a reader of another language (told.py): what was
    # understood, each player's result and why, the asker spoken to as "you".
    results_said: tuple[Message, ...] = ()
    understood_said: tuple[Message, ...] = ()
    explanation_said: Message | None = None
    # Each player's life total after each report (bot.core.rulings.total_ranges reads them).
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

    def noted(self, note: Message) -> Judged:
        """The case with `note` said after its explanation."""
        said = self.explanation_said
        return replace(
            self,
            explanation=f"{self.explanation} {note.english()}".strip(),
            explanation_said=reader_words.in_turn([said, note]) if said else note,
        )


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
    # What a player is said to hold that no card names, taken to do only what the words say
    # ("I have three cards in hand", "I control a Forest": unnamed_held.py)
    held_unnamed: tuple[str, ...] = ()
    # Read by a case for each count of a library never told, both ending alike
    # (library_unsaid.py): the refusal that asked for the count, where words told after the
    # game was over say so better (after_the_end.py).
    alike_refused: SituationError | None = field(default=None, compare=False, repr=False)

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
            "held_unnamed": list(self.held_unnamed),
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
        return _Wording(_as_is, _as_is, "-", word, self.asker).lines_of(self.first)

    def depends_on(
        self, escape: Callable[[str], str] = _as_is, word: Callable[[Message], str] | None = None
    ) -> Message:
        """The question that settles it, as "It depends: ..." (`escape`d: the asker's words),
        worded by `word` (None: English)."""
        wording = _Wording(escape, _as_is, "-", word, self.asker)
        return Message(
            "{depends}: {question}",
            depends=Message.within("ruling section", "It depends"),
            question=escape(wording.either(self.question or "", self.question_said)),
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
        wording = _Wording(escape, mark, bullet, word, self.asker)
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
        if self.held_unnamed:
            held = "; ".join(f'"{quoted(s, 80)}"' for s in self.held_unnamed)
            lines.append(
                Message(
                    "Held, no card named (taken to do only what the words say): {held}",
                    held=held,
                )
            )
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
    asker: str

    def say(self, message: Message) -> str:
        return self._worded(message) if self.word is not None else message.english()

    def _worded(self, message: Message) -> str:
        """`message` in the reader's language, the players English names by its own words
        ("opponent", "me") as that language names them."""
        assert self.word is not None
        return self.word(reader_words.named(message, self.asker))

    def either(self, english: str, said: Message | None) -> str:
        """English's own words (the asker as "you"), else the message in the reader's
        language (the players by their names) where there is one."""
        return self._worded(said) if self.word is not None and said is not None else english

    def marked(self, name: Message) -> str:
        return self.mark(self.say(name))

    def lines_of(self, case: Judged) -> tuple[str, ...]:
        """A case's result lines: English's own (the asker as "you"), else the messages."""
        if self.word is None or not case.results_said:
            return case.result_lines
        return tuple(self._worded(line) for line in case.results_said)

    def understood(self, case: Judged) -> tuple[str, ...]:
        """A case's numbered lines of what was understood: English's own, else the messages."""
        if self.word is None or not case.understood_said:
            return case.understood_lines
        return tuple(
            f"{n}. {self._worded(line)}" for n, line in enumerate(case.understood_said, start=1)
        )

    def why(self, case: Judged) -> str:
        """The "Why" line: English's own explanation, else its message."""
        why = self.marked(Message.within("ruling section", "Why"))
        said = case.explanation_said
        explanation = case.explanation if self.word is None or said is None else self._worded(said)
        return self.say(
            Message("{why}: {explanation}", why=why, explanation=self.escape(explanation))
        )


def _shown(player: str, asker: str) -> Message:
    if player == OPPONENT:
        return reader_words.OPPONENT_NAMED
    if player != asker:
        return Message.verbatim_text(player)
    return Message("you") if asker == "me" else Message("{player} (you)", player=player)


def answer_json(ruling: Ruling | NoRuling) -> Mapping[str, Any]:
    if isinstance(ruling, NoRuling):
        return {"error": ruling.message, "refusal": ruling.kind.value}
    return ruling.to_json()
