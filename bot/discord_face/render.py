"""Match views, verdicts and rulings rendered as embeds and short texts."""

from __future__ import annotations

import re

import discord

from bot.matches.scoring import result_line
from bot.matches.views import MatchView, PendingView, PlayerView, ReportAnswer
from bot.rules.catalogue import Rule

GAME_TITLES = {
    "grand-archive": "Grand Archive",
    "magic": "Magic: The Gathering",
    "terrus": "Terrus",
}
COLOUR = {"active": discord.Colour.blurple(), "finished": discord.Colour.dark_grey()}


# The rules core speaks the event vocabulary (shared with replay files); in Discord, a refusal
# names what the user types instead.
_COMMAND_WORDS = {
    "turn_start": "/turn-start",
    "champion_died": "/champion died",
    "champion_control": "/champion control",
    "deck_out": "/deckout",
    "dominion_vote": "/vote",
    "commander_damage": "/commander-damage",
    "intentional_draw": "/game draw",
}
_COMMAND_PATTERN = re.compile(r"\b(" + "|".join(_COMMAND_WORDS) + r")\b")
_FIELD_WORDS = {
    '"set"': "`total`",
    '"delta"': "`change`",
    '"players"': "`player`, `player2`, `player3`",
    '"player"': "`player`",
}


def for_players(message: str) -> str:
    """A service message with the vocabulary's names replaced by command and option names."""
    message = _COMMAND_PATTERN.sub(lambda m: _COMMAND_WORDS[m[1]], message)
    for field, option in _FIELD_WORDS.items():
        message = message.replace(field, option)
    return message


def mention(player: PlayerView) -> str:
    return f"<@{player.user_id}>" if player.user_id else player.name


def _player_line(match: MatchView, player: PlayerView) -> str:
    parts: list[str] = []
    if match.system == "grand-archive":
        controller = player.champion_controller
        if controller is None:
            parts.append("champion gone")
        elif controller != player.name:
            parts.append(f"champion controlled by {controller}")
        else:
            parts.append("controls their champion")
    elif player.life is not None:
        parts.append(f"{'vitae' if match.system == 'terrus' else 'life'} {player.life}")
    elif match.system == "terrus":
        parts.append("vitae not reported yet")
    if player.poison:
        parts.append(f"poison {player.poison}")
    parts.extend(
        f"{damage} from {owner}'s commander" for owner, damage in player.commander_damage.items()
    )
    parts.extend(_city(player))
    status = "" if player.standing == "playing" else f" — **{player.standing}**"
    return f"{mention(player)}: {', '.join(parts)}{status}"


def _city(player: PlayerView) -> list[str]:
    """Terrus: the structures and Relics last reported in the player's city."""
    counts = [(player.structures, "structures"), (player.relics, "Relics")]
    return [f"{count} {what}" for count, what in counts if count is not None]


def _game_footer(match: MatchView) -> str:
    """Who chooses play or draw, until the game is under way; then who played first. A Terrus
    game also says the starting vitae it carries to the next game."""
    game = match.game
    if game.choice is not None or game.reports:
        lines = [f"_{game.first_player or game.chooser} plays first_"]
    else:
        lines = [f"_{game.chooser} chooses play or draw_"]
    if game.starting_vitae:
        vitae = ", ".join(f"{name} {value}" for name, value in game.starting_vitae.items())
        lines.append(f"_Starting vitae {vitae}: it carries to the next game (Terrus 4.3)_")
    return "\n".join(lines)


def scoreboard(match: MatchView) -> discord.Embed:
    """The live scoreboard, edited in place after every report."""
    title = f"{GAME_TITLES[match.system]}"
    if match.variant:
        title += f" ({match.variant})"
    embed = discord.Embed(
        title=f"Match #{match.id}: {title}, best of {match.best_of}",
        colour=COLOUR.get(match.status, discord.Colour.blurple()),
    )
    embed.add_field(name="Score", value=match.score_line, inline=False)
    if match.result is None:
        game = match.game
        embed.add_field(
            name=f"Game {game.number}",
            value="\n".join(_player_line(match, p) for p in match.players)
            + "\n"
            + _game_footer(match),
            inline=False,
        )
        if match.pending is not None:
            embed.add_field(
                name="Waiting for confirmation",
                value=pending_text(match, match.pending),
                inline=False,
            )
        if match.batch_size is not None:
            embed.add_field(
                name="Batch open",
                value=f"{match.batch_size} event(s) collected; /batch resolve",
                inline=False,
            )
    else:
        embed.add_field(name="Result", value=result_text(match), inline=False)
    return embed


def result_text(match: MatchView) -> str:
    result = match.result
    assert result is not None
    line = result_line(match.teams, result.winners, result.reason, match.wins, match.draws)
    return f"{line} ({', '.join(result.citations)})."


def pending_text(match: MatchView, pending: PendingView) -> str:
    who = ", ".join(mention(match.player(name)) for name in pending.waiting_for) or "a judge"
    decides = "\n".join(f"• {line}" for line in pending.would_decide)
    return f"{decides}\n{who} (or a judge): confirm or dispute."


def report_text(answer: ReportAnswer, *, with_chooser: bool = True) -> str:
    """The announcement for a report that decided something."""
    match = answer.match
    lines = [f"**{line}**" for line in answer.outcomes] + list(answer.notes)
    if answer.outcomes and not answer.game_over and answer.status == "applied":
        lines.append(plays_on_text(match))
    if answer.game_over:
        lines.append(f"Game {answer.game_number} is over. Score: {match.score_line}.")
    if answer.match_over and match.result is not None:
        lines.append(result_text(match))
    elif answer.next_chooser and with_chooser:
        lines.append(chooser_text(match))
    return "\n".join(lines)


def plays_on_text(match: MatchView) -> str:
    """After a verdict that leaves the game going: who is out, and who plays on."""
    out = [f"{p.name} ({p.standing})" for p in match.players if p.standing != "playing"]
    playing = [p.name for p in match.players if p.standing == "playing"]
    return (
        f"Out of game {match.game.number}: {', '.join(out)}. Still playing: {', '.join(playing)}."
    )


def chooser_text(match: MatchView) -> str:
    game = match.game
    return (
        f"{mention(match.player(game.chooser or ''))} chooses whether to play first in "
        f"game {game.number} ({game.chooser_rule})."
    )


def rule_embed(rule: Rule) -> discord.Embed:
    embed = discord.Embed(
        title=f"{rule.citation}: {rule.title}",
        description=rule.summary,
        url=rule.url,
        colour=discord.Colour.teal(),
    )
    embed.set_footer(
        text=f"{GAME_TITLES[rule.game]} · summary in Arbiter's words; "
        "the official text is at the link"
    )
    return embed
