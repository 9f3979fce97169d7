"""What the phone page says (docs/phone.md): the pad's rows and buttons in words (the app's
pad is typed: bot.app.phone.pad), the page's JSON, and what the table waits for.

Life is called by the game's own word ("vitae"); players by their names, the phone's own
player "you"; never a Discord id.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from babel.lists import format_list

from bot.app.match.views import MatchView
from bot.app.pages import match_page
from bot.app.phone import Button, PhonePage, Row, RowKind, TapKind, Target
from bot.core.match.statuses import PendingKind
from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.core.rules.vocabulary import Standing
from bot.faces.i18n import Language, gettext_for, translate


@dataclass(frozen=True, slots=True)
class ShownButton:
    code: str  # the tap, as the page sends it back
    label: str  # on the button: "-3" (with a minus sign), "Decked"
    tone: str
    said: str  # what it reports, in a few words: "bob: life -3", "you: decked"


@dataclass(frozen=True, slots=True)
class ShownRow:
    title: str
    buttons: tuple[ShownButton, ...]


@dataclass(frozen=True, slots=True)
class ShownTarget:
    seat: int
    name: str
    you: bool
    rows: tuple[ShownRow, ...]


def signed(step: int) -> str:
    return f"+{step}" if step > 0 else f"\N{MINUS SIGN}{-step}"


def counter_title(counter: str, language: Language) -> str:
    """A game's life counter as a heading ("Life", "Lebenspunkte"); a game's own word that
    has no translation ("vitae") as it is."""
    if counter == "life":
        return translate(Message("Life"), language.value)
    return counter.capitalize()


def standing_word(standing: str, language: Language) -> str:
    """A player's standing in the match ("won", "gewonnen")."""
    words = {
        Standing.PLAYING: Message("playing"),
        Standing.WON: Message("won"),
        Standing.LOST: Message("lost"),
        Standing.DREW: Message("drew"),
    }
    word = words.get(Standing(standing)) if standing in Standing.__members__.values() else None
    return standing if word is None else translate(word, language.value)


def shown_targets(
    page: PhonePage, language: Language = Language.ENGLISH
) -> tuple[ShownTarget, ...]:
    """The page's pad in words, in `language`."""
    view = page.match
    word = game_of(view.system).names.life
    names = {seat: p.name for seat, p in enumerate(view.players, start=1)}

    def said(message: Message) -> str:
        return translate(message, language.value)

    def row(target: Target, row: Row) -> ShownRow:
        who = said(Message("you")) if target.you else target.name
        if row.kind is RowKind.GAME:
            return ShownRow(
                said(Message("Game")),
                tuple(_game(b, target, who, page.seat, names, language) for b in row.buttons),
            )
        what: Callable[[str], Message]
        if row.kind is RowKind.COMMANDER:
            if row.dealer == page.seat:
                title = said(Message("From your commander"))

                def what(step: str) -> Message:
                    return Message("{who}: {step} from your commander", who=who, step=step)

            else:
                dealer = names[row.dealer or 0]
                title = said(Message("From {name}'s commander", name=dealer))

                def what(step: str) -> Message:
                    return Message(
                        "{who}: {step} from {name}'s commander", who=who, step=step, name=dealer
                    )

        elif row.kind is RowKind.POISON:
            title = said(Message("Poison"))

            def what(step: str) -> Message:
                return Message("{who}: poison {step}", who=who, step=step)

        else:
            title = counter_title(word, language) if row.kind is RowKind.LIFE_DOWN else ""

            def what(step: str) -> Message:
                if word == "life":
                    return Message("{who}: life {step}", who=who, step=step)
                # A game's own word for it ("vitae"), the same in every language.
                return Message.verbatim_text(f"{who}: {word} {step}")

        return ShownRow(title, tuple(_step(b, what, language) for b in row.buttons))

    return tuple(
        ShownTarget(t.seat, t.name, t.you, tuple(row(t, r) for r in t.rows)) for t in page.targets
    )


def _step(button: Button, said: Callable[[str], Message], language: Language) -> ShownButton:
    step = signed(button.tap.amount or 0)
    return ShownButton(button.code, step, button.tone.value, translate(said(step), language.value))


def _game(
    button: Button,
    target: Target,
    who: str,
    me: int,
    names: dict[int, str],
    language: Language,
) -> ShownButton:
    tap = button.tap
    if tap.kind is TapKind.CHAMPION_CONTROL:
        if tap.other == target.seat:
            label = Message("Champion back")
            said = Message("{who}: champion back", who=who)
        elif tap.other == me:
            label = Message("I control their champion")
            said = Message("{who}: I control their champion", who=who)
        else:
            other = names[tap.other or 0]
            label = Message("{name} controls it", name=other)
            said = Message("{who}: {name} controls it", who=who, name=other)
    else:
        label, said = GAME_LABELS[tap.kind](who)
    return ShownButton(
        button.code,
        translate(label, language.value),
        button.tone.value,
        translate(said, language.value),
    )


# Each button's label, and what it reports (by whom).
GAME_LABELS: dict[TapKind, Callable[[str], tuple[Message, Message]]] = {
    TapKind.CHAMPION_DIED: lambda who: (
        Message("Champion died"),
        Message("{who}: champion died", who=who),
    ),
    TapKind.DECKED: lambda who: (Message("Decked"), Message("{who}: decked", who=who)),
    TapKind.CONCEDE: lambda who: (Message("Concede"), Message("{who}: concede", who=who)),
}


# The taps waiting to be sent: the script chooses between its two forms (script_words).
WAITING = Message.plural(
    "{n} tap waits to be sent, once each.", "{n} taps wait to be sent, once each.", 2
)


def script_words(language: Language) -> dict[str, str]:
    """What the page's script says (static/phone.js), in `language`, by key."""
    words = {
        "lost": Message("Connection lost: retrying…"),
        "offline": Message("No connection: retrying…"),
        "slow": Message("Slow down: the next tap goes in a moment."),
        "undo": Message("Undo {said}"),
        "pending": Message("Sent: it waits for confirmation in Discord."),
        "undone": Message("Undone."),
        "recorded": Message("Recorded."),
        "recorded_said": Message("Recorded: {said}"),
        "gone": Message("This link no longer works."),
        "refused": Message("Arbiter refused that tap."),
        "again": Message("Tap again: {label}"),
    }
    found = gettext_for(language.value)
    # Patterns, not sentences: the script fills their {placeholders}.
    said = {key: found.gettext(message.msgid) for key, message in words.items()}
    singular, plural = WAITING.msgid, WAITING.plural_id or WAITING.msgid
    # The two forms the script chooses between (Intl.PluralRules: "one" or another).
    said["waiting_one"] = found.ngettext(singular, plural, 1)
    said["waiting_other"] = found.ngettext(singular, plural, 2)
    return said


def page_json(page: PhonePage, language: Language = Language.ENGLISH) -> dict[str, Any]:
    """One player's phone (`/p/{token}.json`, docs/phone.md): the overlay's scoreboard, each
    player with their seat and whether they are the phone's (`you`), the match's version
    (what the page shows; `?after=` waits for a newer one) and what the table waits for."""
    view = page.match
    data = match_page(view)
    for seat, (entry, player) in enumerate(zip(data["players"], view.players, strict=True), 1):
        entry["seat"] = seat
        entry["you"] = seat == page.seat
        entry["champion_controller"] = player.champion_controller
    data["you"] = page.seat
    data["version"] = view.version
    data["notice"] = phone_notice(page, language)
    return data


def phone_notice(page: PhonePage, language: Language = Language.ENGLISH) -> str | None:
    """What the table waits for, in a sentence for the phone (None: nothing, play on)."""
    message = _notice(page, language)
    return None if message is None else translate(message, language.value)


def score_words(view: MatchView, language: Language) -> str:
    """Each side's names and game wins, and the drawn games in `language` ("alice 2, bob 1,
    1 drawn game"): never a bare "2-1-1" that reads as wins-losses-draws."""
    sides = [f"{' & '.join(team)} {won}" for team, won in zip(view.teams, view.wins, strict=True)]
    if view.draws:
        drawn = Message.plural("{n} drawn game", "{n} drawn games", view.draws)
        sides.append(translate(drawn, language.value))
    return ", ".join(sides)


def _notice(page: PhonePage, language: Language) -> Message | None:
    view = page.match
    me = view.players[page.seat - 1].name
    if view.result is not None:
        score = score_words(view, language)
        winners = " & ".join(view.result.winners)
        if not view.result.winners:
            return Message("The match is a draw: {score}. The match is over.", score=score)
        if len(view.result.winners) == 1:
            return Message(
                "{winners} wins the match: {score}. The match is over.",
                winners=winners,
                score=score,
            )
        return Message(
            "{winners} win the match: {score}. The match is over.", winners=winners, score=score
        )
    pending = view.pending
    if pending is not None:
        waiting = list(pending.waiting_for)
        report = pending.kind == PendingKind.REPORT
        if me in waiting:
            if report:
                return Message("A report waits for you: confirm or dispute it in Discord.")
            return Message("A proposal waits for you: confirm or dispute it in Discord.")
        who = (
            format_list(waiting, locale=language.value)
            if waiting
            else translate(Message("a judge"), language.value)
        )
        if report:
            return Message(
                "Waiting for {who} to confirm the report in Discord (or a judge).", who=who
            )
        return Message(
            "Waiting for {who} to confirm the proposal in Discord (or a judge).", who=who
        )
    if view.batch_size is not None:
        return Message.plural(
            "A batch is open ({n} event): taps join it. Resolve it in Discord with /batch resolve.",
            "A batch is open ({n} events): taps join it. "
            "Resolve it in Discord with /batch resolve.",
            view.batch_size,
        )
    game = view.game
    if game.choice is None and game.chooser is not None and game.reports == 0:
        if game.chooser == me:
            return Message(
                "Game {number}: You choose whether to play first (in Discord, or /choose).",
                number=game.number,
            )
        return Message(
            "Game {number}: {name} chooses whether to play first (in Discord, or /choose).",
            number=game.number,
            name=game.chooser,
        )
    return None
