"""A player's panel in words: a player's name on a button, a commander ("carol's commander
Tymna"), an event's button ("bob decked out"), and what a burst of presses reported ("bob's
life -3")."""

from __future__ import annotations

from bot.app.match.views import MatchView
from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.faces.discord.limits import shorten
from bot.faces.discord.mentions import name
from bot.faces.discord.panel_codes import Change, Commander, Damage, Happened, Panel, Report, Typed
from bot.faces.discord.panel_seats import player_at, source_named
from bot.faces.discord.wording import life_word

LABEL_NAME = 20  # characters of a name on a button or an option


def short_name(match: MatchView, seat: int) -> str:
    return shorten(player_at(match, seat).name, LABEL_NAME)


def commander_words(match: MatchView, panel: Panel, commander: Commander) -> Message:
    """ "your commander", "carol's commander Tymna"."""
    source = source_named(match, commander)
    if commander.seat == panel.seat:
        if source:
            return Message("your commander {commander}", commander=name(source))
        return Message("your commander")
    owner = name(player_at(match, commander.seat).name)
    if source:
        return Message("{player}'s commander {commander}", player=owner, commander=name(source))
    return Message("{player}'s commander", player=owner)


def event_label(
    match: MatchView, panel: Panel, kind: EventKind, seat: int, *, escaped: bool = False
) -> Message:
    """An event's button ("bob decked out"), or what it reported (`escaped`: in markdown)."""
    mine = seat == panel.seat
    them = name(short_name(match, seat)) if escaped else short_name(match, seat)
    if kind is EventKind.CONCEDE:
        return Message("I concede")
    if kind is EventKind.DECK_OUT:
        return Message("I decked out") if mine else Message("{player} decked out", player=them)
    if kind is EventKind.CHAMPION_DIED:
        if mine:
            return Message("My champion died")
        return Message("{player}'s champion died", player=them)
    if mine:
        return Message("My champion is mine again")
    return Message("I took {player}'s champion", player=them)


def report_words(match: MatchView, panel: Panel, action: Report, amount: int) -> Message:
    """What a burst reports, in words: "bob's life -3", "I concede"."""
    life = life_word(match)
    match action:
        case Happened(kind, seat):
            return event_label(match, panel, kind, seat, escaped=True)
        case Typed(seat, _, total) if total is not None:
            if seat == panel.seat:
                return Message("your {life} set to {total}", life=life, total=total)
            return Message(
                "{player}'s {life} set to {total}",
                player=_whose(match, seat),
                life=life,
                total=total,
            )
        case Typed(seat, delta, _):
            return _change_words(match, panel, seat, life, f"{delta:+d}")
        case Change(kind, seat, _):
            change = f"{amount:+d}"
            if kind is EventKind.LIFE:
                return _change_words(match, panel, seat, life, change)
            if seat == panel.seat:
                return Message("your poison {amount}", amount=change)
            return Message("{player}'s poison {amount}", player=_whose(match, seat), amount=change)
        case Damage():
            assert panel.commander is not None
            source = commander_words(match, panel, panel.commander)
            if panel.target == panel.seat:
                return Message(
                    "{amount} damage to you from {commander}", amount=amount, commander=source
                )
            return Message(
                "{amount} damage to {player} from {commander}",
                amount=amount,
                player=name(short_name(match, panel.target)),
                commander=source,
            )


def _whose(match: MatchView, seat: int) -> str:
    return name(player_at(match, seat).name)


def _change_words(match: MatchView, panel: Panel, seat: int, life: Message, amount: str) -> Message:
    if seat == panel.seat:
        return Message("your {life} {amount}", life=life, amount=amount)
    return Message(
        "{player}'s {life} {amount}", player=_whose(match, seat), life=life, amount=amount
    )
