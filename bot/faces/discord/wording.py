"""What Arbiter says back about a report that did not end the game, an undo, the match
history and a settled confirmation: what changed and how far each player is from the win
or loss it touches. Names are plain text (escaped), so nothing here pings anyone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.app.match.views import MatchView, PendingView, PlayerView
from bot.core.languages import Language
from bot.core.match.statuses import PendingKind
from bot.core.messages import N_, Message
from bot.core.rules.games import Game, Threshold, Tracked, game_of
from bot.core.rules.vocabulary import EventKind, Standing
from bot.faces.discord.mentions import name as escape_markdown
from bot.faces.i18n import translate


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


def life_word(match: MatchView) -> Message:
    """What the match's game calls a life total: "life" in the reader's language; a game's own
    word for it (GameNames.life) is a name, kept as it is."""
    word = game_of(match.system).names.life
    return Message("life") if word == "life" else Message.verbatim_text(word)


def standing_word(standing: Standing) -> Message:
    """A player's standing in a game, as the board and the verdicts say it."""
    return {
        Standing.PLAYING: Message.within("standing", "playing"),
        Standing.WON: Message.within("standing", "won"),
        Standing.LOST: Message.within("standing", "lost"),
        Standing.DREW: Message.within("standing", "drew"),
    }[standing]


def _life(match: MatchView, player: PlayerView) -> Message:
    what = life_word(match)
    if player.life is None:
        return Message("{life} not known yet (report it with /life total)", life=what)
    if match.teams_play_as_one:
        return Message("shared life {total} (the team loses at 0)", total=player.life)
    return Message("{life} {total} (a player loses at 0)", life=what, total=player.life)


def _life_of(match: MatchView, who: str, player: PlayerView) -> Message:
    """A life report's line: whose, and how far from 0."""
    what = life_word(match)
    if player.life is None:
        return Message(
            "{player}: {life} not known yet (report it with /life total)", player=who, life=what
        )
    if match.teams_play_as_one:
        return Message(
            "{player}: shared life {total} (the team loses at 0)", player=who, total=player.life
        )
    return Message(
        "{player}: {life} {total} (a player loses at 0)",
        player=who,
        life=what,
        total=player.life,
    )


def _city_count(n: int, needs: Threshold | None, *, relics: bool) -> Message:
    """A count of a city, structures or Relics (Terrus's own term: its glossaries keep it),
    and what its victory (Metropolis, Relic) needs where the game has it."""
    if needs is None:
        if relics:
            return Message.plural("{n} Relic", "{n} Relics", n)
        return Message.plural("{n} structure", "{n} structures", n)
    at, rule = needs.at, needs.rule
    if relics:
        return Message.plural(
            "{n} Relic (a Relic victory needs {at}, {rule})",
            "{n} Relics (a Relic victory needs {at}, {rule})",
            n,
            at=at,
            rule=rule,
        )
    return Message.plural(
        "{n} structure (a Metropolis victory needs {at}, {rule})",
        "{n} structures (a Metropolis victory needs {at}, {rule})",
        n,
        at=at,
        rule=rule,
    )


def _city(game: Game, who: str, event: Mapping[str, Any]) -> Message:
    """A turn begun in Terrus, with its city's counts as reported."""
    parts = []
    if event.get("structures") is not None:
        parts.append(_city_count(event["structures"], game.limits.structures, relics=False))
    if event.get("relics") is not None:
        parts.append(_city_count(event["relics"], game.limits.relics, relics=True))
    if not parts:
        return Message("{player} began a turn with nothing reported in the city", player=who)
    city = (
        parts[0] if len(parts) == 1 else Message("{first}, {rest}", first=parts[0], rest=parts[1])
    )
    return Message("{player} began a turn with {city}", player=who, city=city)


def _poison(match: MatchView, who: str, player: PlayerView) -> Message:
    game = game_of(match.system)
    poison = game.limits.poison_for(game.variant(match.variant))
    count = player.poison
    if match.teams_play_as_one and poison is not None:
        return Message(
            "{player}: shared poison {count} of {limit}", player=who, count=count, limit=poison.at
        )
    if match.teams_play_as_one:
        return Message("{player}: shared poison {count}", player=who, count=count)
    if poison is not None:
        return Message(
            "{player}: poison {count} of {limit}", player=who, count=count, limit=poison.at
        )
    return Message("{player}: poison {count}", player=who, count=count)


def _commander_damage(
    match: MatchView, who: str, player: PlayerView, event: Mapping[str, Any]
) -> Message:
    owner = _player(match, event.get("commander"))
    owner_name = owner.name if owner else ""
    source = event.get("source")
    # The scoreboard's key: a partner's tally is its own (CR 903.10a).
    key = f"{owner_name} ({source})" if source else owner_name
    damage = player.commander_damage.get(key, 0)
    life, owned = _life(match, player), escape_markdown(owner_name)
    limit = game_of(match.system).limits.commander_damage
    if source and limit is not None:
        return Message(
            "{player}: {damage} of {limit} from {owner}'s commander {partner}; {life}",
            player=who,
            damage=damage,
            limit=limit.at,
            owner=owned,
            partner=escape_markdown(str(source)),
            life=life,
        )
    if limit is not None:
        return Message(
            "{player}: {damage} of {limit} from {owner}'s commander; {life}",
            player=who,
            damage=damage,
            limit=limit.at,
            owner=owned,
            life=life,
        )
    return Message(
        "{player}: {damage} from {owner}'s commander; {life}",
        player=who,
        damage=damage,
        owner=owned,
        life=life,
    )


def event_line(match: MatchView, event: Mapping[str, Any]) -> Message:
    """One event, as it stands now that it is recorded."""
    kind = event.get("event")  # the replay format's JSON, as typed: compared to EventKind
    who = _name(match, event.get("player"))
    player = _player(match, event.get("player"))
    if player is None:
        return Message("{event} recorded", event=str(kind))
    game = game_of(match.system)
    limits = game.limits
    if match.teams_play_as_one and kind in (EventKind.LIFE, EventKind.POISON):
        team = next((t for t in match.teams if player.name in t), (player.name,))
        who = " & ".join(escape_markdown(p) for p in team)
    if kind == EventKind.LIFE:
        return _life_of(match, who, player)
    if kind == EventKind.POISON:
        return _poison(match, who, player)
    if kind == EventKind.COMMANDER_DAMAGE:
        return _commander_damage(match, who, player, event)
    if kind == EventKind.TURN_START and Tracked.CITY in game.tracks:
        return _city(game, who, event)
    if kind == EventKind.TURN_START and game.setup.range_of_influence and len(match.players) > 2:
        return Message(
            "{player} began a turn (with a limited range of influence, seats are counted anew "
            "among the players still in the game, {rule})",
            player=who,
            rule="MTG CR 801.2c",
        )
    if kind == EventKind.TURN_START:
        return Message("{player} began a turn", player=who)  # two players: no range to count
    if kind == EventKind.DOMINION_VOTE:
        needs, total = limits.int_total, event.get("int", 0)
        if needs is None:
            return Message("{player} won a Dominion Vote with {total} INT", player=who, total=total)
        return Message(
            "{player} won a Dominion Vote with {total} INT: a Political victory needs {at} "
            "({rule})",
            player=who,
            total=total,
            at=needs.at,
            rule=needs.rule,
        )
    if kind == EventKind.CHAMPION_CONTROL:
        return Message(
            "{player}'s champion is now controlled by {controller}",
            player=who,
            controller=_name(match, event.get("controller")),
        )
    return Message("{player}: {event} recorded", player=who, event=str(kind).replace("_", " "))


def progress(match: MatchView, events: Sequence[Mapping[str, Any]], language: Language) -> str:
    """The answer to a report that ended nothing: what it changed, and how far from the end."""
    if not events:  # a resolved batch: its events were judged together
        judged = Message(
            "Judged at one checkpoint; nobody is out. The scoreboard shows every count."
        )
        return translate(judged, language)
    # Commander damage lowers life in the same report; its line already says the life.
    hit = {e.get("player") for e in events if e.get("event") == EventKind.COMMANDER_DAMAGE}
    shown = [e for e in events if not (e.get("event") == EventKind.LIFE and e.get("player") in hit)]
    lines = "; ".join(translate(event_line(match, event), language) for event in shown)
    return translate(Message("Recorded: {changes}.", changes=lines), language)


def undone(match: MatchView, payload: Mapping[str, Any], language: Language) -> str:
    """What an undone report had said, from its stored payload (players named in the log)."""
    events = payload.get("simultaneous") or [payload]
    return "; ".join(translate(_said(match, event), language) for event in events)


def _said(match: MatchView, event: Mapping[str, Any]) -> Message:
    kind = str(event.get("event"))
    who = _name(match, event.get("player")) if event.get("player") else ""
    by = event.get("delta")
    if by is not None:
        amount = Message.verbatim_text(f"{by:+d}")
    else:
        amount = Message("to {total}", total=str(event.get("set")))
    if kind == EventKind.LIFE:
        return Message(
            "{player}'s {life} {amount}", player=who, life=life_word(match), amount=amount
        )
    if kind == EventKind.POISON:
        return Message("{player}'s poison {amount}", player=who, amount=amount)
    if kind == EventKind.COMMANDER_DAMAGE:
        owner, source = _name(match, event.get("commander")), event.get("source")
        if source:  # which of a player's partner commanders (CR 903.10a)
            return Message(
                "commander damage to {player} from {owner}'s {partner} {amount}",
                player=who,
                owner=owner,
                partner=escape_markdown(str(source)),
                amount=amount,
            )
        return Message(
            "commander damage to {player} from {owner} {amount}",
            player=who,
            owner=owner,
            amount=amount,
        )
    words = {
        EventKind.TURN_START: N_("{player}'s turn start"),
        EventKind.CONCEDE: N_("{player} conceding"),
        EventKind.DECK_OUT: N_("{player} drawing from an empty deck"),
        EventKind.CHAMPION_DIED: N_("{player}'s champion dying"),
        EventKind.PENALTY: N_("a game loss for {player}"),
    }
    if kind in words:
        return Message(words[EventKind(kind)], player=who)
    if kind == EventKind.CHAMPION_CONTROL:
        return Message(
            "{player}'s champion going to {controller}",
            player=who,
            controller=_name(match, event.get("controller")),
        )
    if kind == EventKind.DOMINION_VOTE:
        return Message.verbatim_text(f"{who}'s Dominion Vote with {event.get('int')} INT")
    if kind == EventKind.EFFECT:
        outcome = str(event.get("outcome"))
        return Message("an effect: {player} {outcome}", player=who, outcome=outcome)
    return Message.verbatim_text(kind.replace("_", " "))


def settled(match: MatchView, waiting: PendingView, language: Language) -> str:
    """The new text of a waiting message whose buttons no longer apply."""
    if match.result is None:
        return translate(Message("Withdrawn; this changes nothing."), language)
    if waiting.kind == PendingKind.REPORT:
        ended = Message(
            "Withdrawn: the match ended before this report was confirmed; it changes nothing."
        )
    else:
        ended = Message(
            "Withdrawn: the match ended before this proposal was confirmed; it changes nothing."
        )
    return translate(ended, language)
