"""What Arbiter says back about a report that did not end the game, an undo, the match
history and a settled confirmation: what changed and how far each player is from the win
or loss it touches. Names are plain text (escaped), so nothing here pings anyone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.app.match.views import MatchSummary, MatchView, PendingView, PlayerView
from bot.core.match.statuses import PendingKind
from bot.core.rules.games import Game, Threshold, Tracked, game_of
from bot.core.rules.vocabulary import EventKind
from bot.faces.discord.mentions import name as escape_markdown
from bot.faces.discord.mentions import plain


def _player(match: MatchView, who: object) -> PlayerView | None:
    """A player named by user id (from a command) or by name (from the log)."""
    if isinstance(who, int) and not isinstance(who, bool):
        return next((p for p in match.players if p.user_id == who), None)
    return next((p for p in match.players if p.name == str(who)), None)


def _name(match: MatchView, who: object) -> str:
    player = _player(match, who)
    if player is not None:
        return escape_markdown(player.name)
    is_id = isinstance(who, int) and not isinstance(who, bool)
    return f"<@{who}>" if is_id else escape_markdown(str(who))


def _life(match: MatchView, player: PlayerView) -> str:
    what = game_of(match.system).names.life
    if player.life is None:
        return f"{what} not known yet (report it with /life total)"
    if match.teams_play_as_one:
        return f"shared life {player.life} (the team loses at 0)"
    return f"{what} {player.life} (a player loses at 0)"


def _of(threshold: Threshold | None) -> str:
    """How far a count may go (" of 10"), where the game ends at one."""
    return f" of {threshold.at}" if threshold is not None else ""


def _needs(victory: str, threshold: Threshold | None) -> str:
    """What a victory needs (" (a Relic victory needs 4, Terrus 5.2d)"), where the game has it."""
    if threshold is None:
        return ""
    return f" (a {victory} victory needs {threshold.at}, {threshold.rule})"


def _city(game: Game, event: Mapping[str, Any]) -> str:
    parts = []
    if event.get("structures") is not None:
        needs = _needs("Metropolis", game.limits.structures)
        parts.append(f"{event['structures']} structures{needs}")
    if event.get("relics") is not None:
        parts.append(f"{event['relics']} Relics{_needs('Relic', game.limits.relics)}")
    return ", ".join(parts) or "a turn began with nothing reported in the city"


def event_line(match: MatchView, event: Mapping[str, Any]) -> str:
    """One event, as it stands now that it is recorded."""
    kind = event.get("event")  # the replay format's JSON, as typed: compared to EventKind
    who = _name(match, event.get("player"))
    player = _player(match, event.get("player"))
    if player is None:
        return f"{kind} recorded"
    game = game_of(match.system)
    limits = game.limits
    if match.teams_play_as_one and kind in (EventKind.LIFE, EventKind.POISON):
        team = next((t for t in match.teams if player.name in t), (player.name,))
        who = " & ".join(escape_markdown(p) for p in team)
    if kind == EventKind.LIFE:
        return f"{who}: {_life(match, player)}"
    if kind == EventKind.POISON:
        shared = "shared " if match.teams_play_as_one else ""
        poison = limits.poison_for(game.variant(match.variant))
        return f"{who}: {shared}poison {player.poison}{_of(poison)}"
    if kind == EventKind.COMMANDER_DAMAGE:
        owner = _player(match, event.get("commander"))
        owner_name = owner.name if owner else ""
        source = event.get("source")
        # The scoreboard's key: a partner's tally is its own (CR 903.10a).
        key = f"{owner_name} ({source})" if source else owner_name
        damage = player.commander_damage.get(key, 0)
        named = f" {escape_markdown(str(source))}" if source else ""
        return (
            f"{who}: {damage}{_of(limits.commander_damage)} from "
            f"{escape_markdown(owner_name)}'s commander{named}; {_life(match, player)}"
        )
    if kind == EventKind.TURN_START and Tracked.CITY in game.tracks:
        return f"{who} began a turn with {_city(game, event)}"
    if kind == EventKind.TURN_START and game.setup.range_of_influence and len(match.players) > 2:
        return (
            f"{who} began a turn (with a limited range of influence, seats are counted anew "
            "among the players still in the game, MTG CR 801.2c)"
        )
    if kind == EventKind.TURN_START:
        return f"{who} began a turn"  # two players: no range of influence to count anew
    if kind == EventKind.DOMINION_VOTE:
        needs = limits.int_total
        political = f": a Political victory needs {needs.at} ({needs.rule})" if needs else ""
        return f"{who} won a Dominion Vote with {event.get('int')} INT{political}"
    if kind == EventKind.CHAMPION_CONTROL:
        return f"{who}'s champion is now controlled by {_name(match, event.get('controller'))}"
    return f"{who}: {str(kind).replace('_', ' ')} recorded"


def progress(match: MatchView, events: Sequence[Mapping[str, Any]]) -> str:
    """The answer to a report that ended nothing: what it changed, and how far from the end."""
    if not events:  # a resolved batch: its events were judged together
        return "Judged at one checkpoint; nobody is out. The scoreboard shows every count."
    # Commander damage lowers life in the same report; its line already says the life.
    hit = {e.get("player") for e in events if e.get("event") == EventKind.COMMANDER_DAMAGE}
    shown = [e for e in events if not (e.get("event") == EventKind.LIFE and e.get("player") in hit)]
    lines = [event_line(match, event) for event in shown]
    return "Recorded: " + "; ".join(lines) + "."


def undone(match: MatchView, payload: Mapping[str, Any]) -> str:
    """What an undone report had said, from its stored payload (players named in the log)."""
    events = payload.get("simultaneous") or [payload]
    return "; ".join(_said(match, event) for event in events)


def _said(match: MatchView, event: Mapping[str, Any]) -> str:
    kind = str(event.get("event"))
    who = _name(match, event.get("player")) if event.get("player") else ""
    amount = f"{event['delta']:+d}" if event.get("delta") is not None else f"to {event.get('set')}"
    words = {
        "life": f"{who}'s life {amount}",
        "poison": f"{who}'s poison {amount}",
        "commander_damage": f"commander damage to {who} from "
        f"{_name(match, event.get('commander'))}{_partner(event)} {amount}",
        "turn_start": f"{who}'s turn start",
        "dominion_vote": f"{who}'s Dominion Vote with {event.get('int')} INT",
        "concede": f"{who} conceding",
        "deck_out": f"{who} drawing from an empty deck",
        "champion_died": f"{who}'s champion dying",
        "champion_control": f"{who}'s champion going to {_name(match, event.get('controller'))}",
        "effect": f"an effect: {who} {event.get('outcome')}".replace("  ", " "),
        "penalty": f"a game loss for {who}",
    }
    words["life"] = f"{who}'s {game_of(match.system).names.life} {amount}"
    return words.get(kind, kind.replace("_", " "))


def _partner(event: Mapping[str, Any]) -> str:
    """Which of a player's partner commanders, when the report named one (CR 903.10a)."""
    source = event.get("source")
    return f"'s {escape_markdown(str(source))}" if source else ""


def settled(match: MatchView, waiting: PendingView) -> str:
    """The new text of a waiting message whose buttons no longer apply."""
    what = "report" if waiting.kind == PendingKind.REPORT else "proposal"
    if match.result is not None:
        return f"Withdrawn: the match ended before this {what} was confirmed; it changes nothing."
    return "Withdrawn; this changes nothing."


def history_line(summary: MatchSummary) -> str:
    """One match on record: date, game and variant, and its result or score."""
    title = game_of(summary.system).names.short_title
    if summary.variant:
        title += f" ({summary.variant})"
    date = summary.created_at[:10]
    how = plain(summary.result or f"in progress: {summary.score_line}")
    players = " vs ".join(escape_markdown(p) for p in summary.players)
    return f"#{summary.id} {date} {title}, {players}: {how} (<#{summary.channel_id}>)"
