"""A player's panel: reporting in one tap (issue 32).

`/match panel`, or the Panel button on the match's scoreboard, shows a player their own private
panel of buttons for what their game counts and what may happen in it. Which counters and
events a game has is its own to say: the panel asks the game (`Game.events`), never which game
it is. Most changes are one tap:

* **a duel**: a row of losses for each player (the opponent's first, then yours: `bob -1 -2
  -3 -4 -5`, `You -1 ...`), a row of your gains and "Other amount…", then the opponent's
  poison and yours (+1, +2 each, where the game counts it) and their "Other amount…", then
  the events;
* **a pod** (three to six players): whose total (a button each up to five players, a select
  at six), remembered by the panel until another is chosen. Aimed at you: your losses, your
  gains and "Other amount…", poison, the events. Aimed at an opponent: their losses, your
  losses, your gains with their poison and their "Other amount…" (your own changes never need
  aiming back; the events are there once aimed at you again);
* **commander damage** (Commander): one row, the commander chosen (`from carol ↻`, a tap moves
  to the next commander, partners apart) and the damage it dealt, one tap once chosen; the
  panel remembers it too, and starts on your own commander when you aim at an opponent;
* the events: decked, a champion died or taken, "I concede".

Every press is answered at once by updating the panel (with the press's own token, however old
the message that shows the panel); quick presses on one total add up (bot.faces.discord.
bursts: -3 then -1 is one report of -4) and are one report through the same match service call
as the slash commands, with the same consent rules and the same answer in the channel (what
presses do: bot.faces.discord.panel_actions).

The buttons are persistent (discord.py dynamic items): their custom ids say the match, the
panel's player, whose total and which commander the panel shows, and the button's action, so a
press works after a restart and long after the 15-minute token of the message that showed the
panel. A press on a finished match, or by anyone but the panel's player, is refused privately
and changes nothing.

Within Discord's limits for the largest table (six players, Commander, partners): five rows at
most, five buttons a row, a select alone in its row, custom ids of at most 100 characters
(`tests/discord/test_panel.py` draws every game at two to six players against them).

This module draws the panel: its text (`panel_say`) and its rows. Its parts, one module each:
what a panel and its presses are in custom ids (`panel_codes`), the match's side of it, where it
opens and moves and which presses the match takes (`panel_seats`), its words (`panel_words`),
and its persistent buttons, select and "Other amount…" form (`panel_items`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.app.match.views import MatchView
from bot.core.languages import Language
from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.faces.discord.answers import Say
from bot.faces.discord.bursts import WINDOW
from bot.faces.discord.mentions import name
from bot.faces.discord.panel_codes import (
    DAMAGE,
    DOWN,
    EVENTS,
    POISON,
    UP,
    Aim,
    AskAmount,
    Change,
    Damage,
    Happened,
    NextCommander,
    Panel,
)
from bot.faces.discord.panel_items import PanelButton, PanelSelect
from bot.faces.discord.panel_seats import offered, player_at, seats
from bot.faces.discord.panel_words import commander_words, event_label, short_name
from bot.faces.discord.render import game_title
from bot.faces.discord.wording import life_word
from bot.faces.i18n import translate

ROWS, ROW_BUTTONS = 5, 5  # Discord's limits for one message
OTHER = Message("Other amount…")


def _standing(match: MatchView, seat: int, language: Language) -> str:
    player = player_at(match, seat)
    life = life_word(match)
    parts = []
    if EventKind.LIFE in offered(match):
        if player.life is None:
            parts.append(Message("{life} not known yet", life=life))
        else:
            parts.append(Message("{life} {total}", life=life, total=player.life))
    if EventKind.POISON in offered(match) and player.poison:
        parts.append(Message("poison {count}", count=player.poison))
    return ", ".join(translate(part, language) for part in parts)


def panel_say(
    match: MatchView, panel: Panel, language: Language, note: Message | None = None
) -> Say:
    """The panel as a private message, in its reader's `language`: everyone's totals, what the
    rows change, a note on the last press, and its buttons."""
    player = player_at(match, panel.seat)
    seconds = f"{WINDOW:g}"
    heading = Message(
        "**{player}'s panel**, match #{id} ({game}): one tap a change; taps on one total "
        "within {seconds} s add up to one report.",
        player=name(player.name),
        id=match.id,
        game=game_title(match),
        seconds=seconds,
    )
    lines = [translate(heading, language)]
    for seat, someone in seats(match):
        standing = _standing(match, seat, language)
        aim = " ◀" if seat == panel.target and len(match.players) > 2 else ""
        if not standing:
            continue
        if seat == panel.seat:
            line = Message(
                "{player} (you): {standing}", player=name(someone.name), standing=standing
            )
            lines.append(translate(line, language) + aim)
        else:
            line = Message("{player}: {standing}", player=name(someone.name), standing=standing)
            lines.append(translate(line, language) + aim)
    if panel.commander is not None:
        source = commander_words(match, panel, panel.commander)
        if panel.target == panel.seat:
            row = Message("Commander damage row: to you from {commander}.", commander=source)
        else:
            row = Message(
                "Commander damage row: to {player} from {commander}.",
                player=name(player_at(match, panel.target).name),
                commander=source,
            )
        lines.append(translate(row, language))
    if note is not None:
        lines.append(translate(note, language))
    return Say("\n".join(lines), view=panel_view(match, panel, language), private=True)


Row = list[discord.ui.Item[Any]]


@dataclass(frozen=True)
class _Drawing:
    """What the rows are drawn for: the match, the panel, and its reader's language."""

    match: MatchView
    panel: Panel
    language: Language

    def said(self, message: Message) -> str:
        return translate(message, self.language)


First = Callable[[str], Message]  # a row's first label, from its amount ("bob -1")


def _amounts(
    drawing: _Drawing, kind: EventKind, seat: int, deltas: Sequence[int], first: First | None
) -> Row:
    """A row of changes of `seat`'s counter, the first button named ("bob -1")."""
    row: Row = []
    for n, delta in enumerate(deltas):
        amount = f"{delta:+d}"
        if n == 0 and first is not None:
            amount = drawing.said(first(amount))
        row.append(PanelButton(drawing.panel, Change(kind, seat, delta), amount))
    return row


def _named(drawing: _Drawing, seat: int) -> First:
    """The first button of a row of `seat`'s life: "You -1", "bob -1" (a name and a number:
    the same in every language)."""
    if seat == drawing.panel.seat:
        return lambda amount: Message("You {amount}", amount=amount)
    them = short_name(drawing.match, seat)
    return lambda amount: Message.verbatim_text(f"{them} {amount}")


def rows(match: MatchView, panel: Panel, language: Language = Language.ENGLISH) -> list[Row]:
    """The panel's rows, top to bottom (see the module docstring), labelled in `language`."""
    drawing = _Drawing(match, panel, language)
    events = offered(match)
    duel = len(match.players) == 2
    drawn: list[Row] = [] if duel else [_whose_row(drawing)]
    last: Row = []
    if EventKind.LIFE in events:
        drawn += _life_rows(drawing, duel)
    if panel.commander is not None:
        drawn.append(_damage_row(drawing))
    if duel and EventKind.LIFE in events:
        opponent = _opponent_row(drawing)
        if panel.commander is None:
            drawn.append(opponent)
        else:
            last += opponent[-1:]  # their "Other amount…"
    aimed_away = not duel and panel.target != panel.seat and EventKind.LIFE in events
    if not duel and not aimed_away and EventKind.POISON in events:
        poison: First = lambda amount: Message("Poison {amount}", amount=amount)  # noqa: E731
        last += _amounts(drawing, EventKind.POISON, panel.target, POISON[:1], poison)
    last += _event_buttons(drawing, duel)
    while last and len(drawn) < ROWS:  # a pod aimed at an opponent: the events, aimed at you
        drawn.append(last[:ROW_BUTTONS])
        last = last[ROW_BUTTONS:]
    return [row for row in drawn if row]


def _life_rows(drawing: _Drawing, duel: bool) -> list[Row]:
    """A duel: the opponent's losses, yours, your gains. A pod aimed at you: your losses,
    gains; aimed at an opponent: their losses, yours, your gains and their poison (or a gain
    more) and "Other amount…", so that your own changes never need aiming back."""
    match, panel = drawing.match, drawing.panel
    you, target = panel.seat, panel.target
    mine = _named(drawing, you)
    if duel:
        return [
            _amounts(drawing, EventKind.LIFE, target, DOWN, _named(drawing, target)),
            _amounts(drawing, EventKind.LIFE, you, DOWN, mine),
            [*_amounts(drawing, EventKind.LIFE, you, UP, mine), _other(drawing, you)],
        ]
    if target == you:
        return [
            _amounts(drawing, EventKind.LIFE, you, DOWN, mine),
            [*_amounts(drawing, EventKind.LIFE, you, UP, None), _other(drawing, you)],
        ]
    them = short_name(match, target)
    if EventKind.POISON in offered(match):
        poison: First = lambda amount: Message(  # noqa: E731
            "{player} poison {amount}", player=them, amount=amount
        )
        extra = _amounts(drawing, EventKind.POISON, target, POISON[:1], poison)
    else:
        extra = _amounts(drawing, EventKind.LIFE, you, UP[3:], None)
    return [
        _amounts(drawing, EventKind.LIFE, target, DOWN, _named(drawing, target)),
        _amounts(drawing, EventKind.LIFE, you, DOWN, mine),
        [*_amounts(drawing, EventKind.LIFE, you, UP[:3], mine), *extra, _other(drawing, target)],
    ]


def _damage_row(drawing: _Drawing) -> Row:
    """Commander damage: the commander (a tap moves to the next one), then the damage."""
    match, panel = drawing.match, drawing.panel
    assert panel.commander is not None
    source = short_name(match, panel.commander.seat)
    if panel.target == panel.seat:
        cycle = Message("To you from {player} ↻", player=source)
    else:
        cycle = Message(
            "To {target} from {player} ↻", target=short_name(match, panel.target), player=source
        )
    damage = [PanelButton(panel, Damage(n), f"-{n}") for n in DAMAGE]
    return [PanelButton(panel, NextCommander(), drawing.said(cycle), primary=True), *damage]


def _opponent_row(drawing: _Drawing) -> Row:
    """A duel's opponent: their poison and yours, +1 and +2 each (or their gains), and their
    "Other amount…"."""
    match, panel = drawing.match, drawing.panel
    events, you, target = offered(match), panel.seat, panel.target
    if EventKind.POISON in events:
        them = short_name(match, target)
        theirs: First = lambda amount: Message(  # noqa: E731
            "{player} poison {amount}", player=them, amount=amount
        )
        yours: First = lambda amount: Message("You poison {amount}", amount=amount)  # noqa: E731
        row = _amounts(drawing, EventKind.POISON, target, POISON[:2], theirs)
        row += _amounts(drawing, EventKind.POISON, you, POISON[:2], yours)
    else:
        row = _amounts(drawing, EventKind.LIFE, target, UP[:3], _named(drawing, target))
    return [*row, _other(drawing, target)]


def _event_buttons(drawing: _Drawing, duel: bool) -> Row:
    """The game's events: about you (and in a duel about your opponent) or the target."""
    match, panel = drawing.match, drawing.panel
    events = offered(match)
    about = [panel.seat, 2 if panel.seat == 1 else 1] if duel else [panel.target]
    buttons: Row = []
    for kind in EVENTS:
        if kind not in events:
            continue
        if kind is EventKind.CONCEDE:
            chosen = [panel.seat]
        elif kind is EventKind.DECK_OUT:
            chosen = about[:1]
        else:
            chosen = about
        for seat in chosen:
            label = drawing.said(event_label(match, panel, kind, seat))
            danger = kind is EventKind.CONCEDE
            buttons.append(PanelButton(panel, Happened(kind, seat), label, danger=danger))
    return buttons


def _other(drawing: _Drawing, seat: int) -> PanelButton:
    """ "Other amount…" for `seat`'s life: yours, or "bob: Other amount…"."""
    if seat == drawing.panel.seat:
        label = OTHER
    else:
        label = Message("{player}: Other amount…", player=short_name(drawing.match, seat))
    return PanelButton(drawing.panel, AskAmount(seat), drawing.said(label))


def _whose_row(drawing: _Drawing) -> list[discord.ui.Item[Any]]:
    """Whose total the rows change: a button each up to five players, else a select."""
    match, panel = drawing.match, drawing.panel
    you = drawing.said(Message("You"))
    labels = [
        (seat, you if seat == panel.seat else short_name(match, seat)) for seat, _ in seats(match)
    ]
    if len(labels) <= ROW_BUTTONS:
        return [
            PanelButton(panel, Aim(seat), label, primary=seat == panel.target)
            for seat, label in labels
        ]
    options = [
        discord.SelectOption(label=label, value=str(seat), default=seat == panel.target)
        for seat, label in labels
    ]
    return [PanelSelect(panel, options, drawing.said(Message("Whose total")))]


def panel_view(
    match: MatchView, panel: Panel, language: Language = Language.ENGLISH
) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for number, row in enumerate(rows(match, panel, language)[:ROWS]):
        for item in row:
            item.row = number
            view.add_item(item)
    return view
