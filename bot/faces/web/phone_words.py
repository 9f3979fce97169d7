"""What the phone page says (docs/phone.md): the pad's rows and buttons in words (the app's
pad is typed: bot.app.phone.pad), the page's JSON, and what the table waits for.

Life is called by the game's own word ("vitae"); players by their names, the phone's own
player "you"; never a Discord id.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.app.pages import match_page
from bot.app.phone import Button, PhonePage, Row, RowKind, TapKind, Target
from bot.core.match.scoring import result_line
from bot.core.match.statuses import PendingKind
from bot.core.rules.games import game_of


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


def shown_targets(page: PhonePage) -> tuple[ShownTarget, ...]:
    """The page's pad in words."""
    view = page.match
    word = game_of(view.system).names.life
    names = {seat: p.name for seat, p in enumerate(view.players, start=1)}

    def row(target: Target, row: Row) -> ShownRow:
        who = "you" if target.you else target.name
        if row.kind is RowKind.GAME:
            return ShownRow(
                "Game", tuple(_game(b, target, who, page.seat, names) for b in row.buttons)
            )
        if row.kind is RowKind.COMMANDER:
            whose = "your" if row.dealer == page.seat else f"{names[row.dealer or 0]}'s"
            title, what = f"From {whose} commander", f"{{step}} from {whose} commander"
        elif row.kind is RowKind.POISON:
            title, what = "Poison", "poison {step}"
        else:
            title = word.capitalize() if row.kind is RowKind.LIFE_DOWN else ""
            what = f"{word} {{step}}"
        return ShownRow(title, tuple(_step(b, f"{who}: {what}") for b in row.buttons))

    return tuple(
        ShownTarget(t.seat, t.name, t.you, tuple(row(t, r) for r in t.rows)) for t in page.targets
    )


def _step(button: Button, said: str) -> ShownButton:
    step = signed(button.tap.amount or 0)
    return ShownButton(button.code, step, button.tone.value, said.format(step=step))


def _game(button: Button, target: Target, who: str, me: int, names: dict[int, str]) -> ShownButton:
    tap = button.tap
    if tap.kind is TapKind.CHAMPION_CONTROL:
        if tap.other == target.seat:
            label = "Champion back"
        elif tap.other == me:
            label = "I control their champion"
        else:
            label = f"{names[tap.other or 0]} controls it"
    else:
        label = GAME_LABELS[tap.kind]
    return ShownButton(button.code, label, button.tone.value, f"{who}: {label.lower()}")


GAME_LABELS = {
    TapKind.CHAMPION_DIED: "Champion died",
    TapKind.DECKED: "Decked",
    TapKind.CONCEDE: "Concede",
}


def page_json(page: PhonePage) -> dict[str, Any]:
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
    data["notice"] = phone_notice(page)
    return data


def phone_notice(page: PhonePage) -> str | None:
    """What the table waits for, in a sentence for the phone (None: nothing, play on)."""
    view = page.match
    me = view.players[page.seat - 1].name
    if view.result is not None:
        teams = [list(team) for team in view.teams]
        line = result_line(
            teams, list(view.result.winners), view.result.reason, view.wins, view.draws
        )
        return f"{line}. The match is over."
    pending = view.pending
    if pending is not None:
        waiting = list(pending.waiting_for)
        what = "report" if pending.kind == PendingKind.REPORT else "proposal"
        if me in waiting:
            return f"A {what} waits for you: confirm or dispute it in Discord."
        who = " and ".join(waiting) or "a judge"
        return f"Waiting for {who} to confirm the {what} in Discord (or a judge)."
    if view.batch_size is not None:
        return (
            f"A batch is open ({view.batch_size} event(s)): taps join it. Resolve it in "
            "Discord with /batch resolve."
        )
    game = view.game
    if game.choice is None and game.chooser is not None and game.reports == 0:
        chooser = "You choose" if game.chooser == me else f"{game.chooser} chooses"
        return f"Game {game.number}: {chooser} whether to play first (in Discord, or /choose)."
    return None
