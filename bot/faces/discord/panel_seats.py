"""The match's side of a player's panel (bot.faces.discord.panel): its seats and players, the
counters and events its game takes, the commanders that may deal damage (each partner apart);
where a panel opens and where it moves (aimed at a player, the next commander), and whether a
press is one the match still takes (`check`)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from bot.app.match.views import MatchView, PlayerView
from bot.core.errors import MatchError
from bot.core.messages import Message
from bot.core.rules.games import Game, game_of
from bot.core.rules.vocabulary import EventKind
from bot.faces.discord.panel_codes import (
    NOT_OURS,
    Action,
    Aim,
    AskAmount,
    Change,
    Commander,
    Damage,
    Happened,
    Panel,
    Typed,
    digest,
)
from bot.faces.discord.wording import life_word


def _game(match: MatchView) -> Game:
    return game_of(match.system)


def offered(match: MatchView) -> frozenset[EventKind]:
    """The events this match takes (its game and variant say)."""
    return _game(match).events(match.variant)


def seats(match: MatchView) -> Iterator[tuple[int, PlayerView]]:
    return enumerate(match.players, start=1)


def player_at(match: MatchView, seat: int) -> PlayerView:
    if not 1 <= seat <= len(match.players):
        raise MatchError(
            Message("Match #{id} has no seat {seat}; open the panel again.", id=match.id, seat=seat)
        )
    return match.players[seat - 1]


def who_at(match: MatchView, seat: int) -> int | str:
    """A player as the service takes them: their user id, or their name if they have none."""
    player = player_at(match, seat)
    return player.user_id if player.user_id is not None else player.name


def commanders(match: MatchView, victim: int) -> list[Commander]:
    """The commanders that may deal damage to the player in seat `victim`: each other
    player's (each partner apart, once reports have named them)."""
    found: list[Commander] = []
    for seat, player in seats(match):
        if seat == victim:
            continue
        if not player.commanders:
            found.append(Commander(seat))
        found += [Commander(seat, digest(source)) for source in player.commanders]
    return found


def source_named(match: MatchView, commander: Commander) -> str | None:
    """The partner's name a commander's digest stands for; None for one without a name."""
    owner = player_at(match, commander.seat)
    if not commander.source:
        if owner.commanders:
            raise MatchError(
                Message(
                    "{player}'s commanders have names now: choose which one dealt it (↻).",
                    player=owner.name,
                )
            )
        return None
    for source in owner.commanders:
        if digest(source) == commander.source:
            return source
    raise MatchError(
        Message(
            "{player}'s commanders have changed since: choose the commander again.",
            player=owner.name,
        )
    )


def default_commander(match: MatchView, seat: int, target: int) -> Commander | None:
    """Whose commander's damage a panel counts at first: aimed at an opponent, your own
    (you dealt it); aimed at you, the first opponent's. None where the game counts none."""
    if EventKind.COMMANDER_DAMAGE not in offered(match):
        return None
    choices = commanders(match, target)
    mine = [c for c in choices if c.seat == seat]
    return next(iter(mine or choices), None)


def opening(match: MatchView, seat: int) -> Panel:
    """A player's panel as it opens: a duel's opponent aimed at (their poison, the damage
    your commander deals them), in a pod your own total."""
    target = seat
    if len(match.players) == 2:
        target = 2 if seat == 1 else 1
    return Panel(match.id, seat, target, default_commander(match, seat, target))


def aimed(match: MatchView, panel: Panel, seat: int) -> Panel:
    """The panel aimed at `seat`, counting the damage of the commander most likely to have
    hit them (yours, if they are an opponent); ↻ moves on from there."""
    player_at(match, seat)
    return replace(panel, target=seat, commander=default_commander(match, panel.seat, seat))


def next_commander(match: MatchView, panel: Panel) -> Panel:
    """The panel counting the next commander's damage; in a duel, after the last one the
    damage the other way (to you, then to them)."""
    pairs = [(panel.target, c) for c in commanders(match, panel.target)]
    if len(match.players) == 2:
        pairs = [(seat, c) for seat, _ in seats(match) for c in commanders(match, seat)]
    if not pairs:
        raise MatchError(Message("This game counts no commander damage."))
    now = (panel.target, panel.commander)
    at = pairs.index(now) if now in pairs else -1
    target, commander = pairs[(at + 1) % len(pairs)]
    return replace(panel, target=target, commander=commander)


def check(match: MatchView, panel: Panel, action: Action | Typed) -> None:
    """Refuse a press the match does not take (any more): a counter or event its game does not
    have, a seat it does not have, a commander whose names have changed."""
    events = offered(match)
    if isinstance(action, Change | Typed | AskAmount):
        kind = action.kind if isinstance(action, Change) else EventKind.LIFE
        if kind not in events:
            raise MatchError(NOT_OURS)
        player = player_at(match, action.seat)
        if isinstance(action, Change) and kind is EventKind.LIFE and player.life is None:
            if action.seat == panel.seat:
                unknown = Message(
                    "{player}'s {life} is not known yet: set it first with “Other amount…” "
                    "(=25 sets it to 25). Nothing was changed.",
                    player=player.name,
                    life=life_word(match),
                )
            else:
                unknown = Message(
                    "{player}'s {life} is not known yet: set it first with their “Other "
                    "amount…” (=25 sets it to 25). Nothing was changed.",
                    player=player.name,
                    life=life_word(match),
                )
            raise MatchError(unknown)
    elif isinstance(action, Happened):
        if action.kind not in events:
            raise MatchError(NOT_OURS)
        player_at(match, action.seat)
    elif isinstance(action, Aim):
        player_at(match, action.seat)
    elif isinstance(action, Damage):
        if panel.commander is None or EventKind.COMMANDER_DAMAGE not in events:
            raise MatchError(NOT_OURS)
        player_at(match, panel.target)
        source_named(match, panel.commander)
