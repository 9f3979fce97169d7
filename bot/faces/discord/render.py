"""Match views, verdicts and rulings rendered as embeds and short texts.

Everything here stays within Discord's limits for the largest inputs (six players, names of
32 characters, long histories) by construction (`limits`), and shows names and the service's
texts as plain text (`mentions.name`, `mentions.plain`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import discord

from bot.app.match.views import (
    MatchSummary,
    MatchView,
    PendingView,
    PlayerView,
    ReportAnswer,
    commander_of,
)
from bot.core.match.scoring import result_line, score_line
from bot.core.match.statuses import ReplyStatus
from bot.core.rules.catalogue import Rule
from bot.core.rules.games import Tracked, game_of, title_of
from bot.core.rules.vocabulary import Standing
from bot.faces.discord import limits
from bot.faces.discord.mentions import name, plain
from bot.faces.discord.wording import history_line
from bot.faces.i18n import translate

COLOUR = {"active": discord.Colour.blurple(), "finished": discord.Colour.dark_grey()}
# A history page: few enough lines to read, and always within an embed's description.
HISTORY_PAGE_LINES = 10


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
    return f"<@{player.user_id}>" if player.user_id else name(player.name)


def seat(match: MatchView, player: str) -> str:
    """The player of `match` named `player`, as a mention (their name if they have no user)."""
    found = next(p for p in match.players if p.name == player)
    return f"<@{found.user_id}>" if found.user_id else name(found.name)


def names(players: Sequence[str]) -> str:
    return " & ".join(name(p) for p in players)


def _player_line(match: MatchView, player: PlayerView) -> str:
    parts: list[str] = []
    game = game_of(match.system)
    if Tracked.CHAMPION in game.tracks:
        controller = player.champion_controller
        if controller is None:
            parts.append("champion gone")
        elif controller != player.name:
            parts.append(f"champion controlled by {name(controller)}")
        else:
            parts.append("controls their champion")
    elif player.life is not None:
        parts.append(f"{game.names.life} {player.life}")
    else:  # no default: each player's is reported (Terrus vitae, printed on each clade)
        parts.append(f"{game.names.life} not reported yet")
    if player.poison:
        parts.append(f"poison {player.poison}")
    seated = [p.name for p in match.players]
    for key, damage in player.commander_damage.items():
        owner, partner = commander_of(key, seated)  # a partner by name (MTG CR 903.10a)
        named = f" {name(partner)}" if partner else ""
        parts.append(f"{damage} from {name(owner)}'s commander{named}")
    parts.extend(_city(player))
    status = "" if player.standing == Standing.PLAYING else f" — **{player.standing}**"
    return f"{mention(player)}: {', '.join(parts)}{status}"


def _city(player: PlayerView) -> list[str]:
    """Terrus: the structures and Relics last reported in the player's city."""
    counts = [(player.structures, "structures"), (player.relics, "Relics")]
    return [f"{count} {what}" for count, what in counts if count is not None]


def _game_footer(match: MatchView) -> list[str]:
    """Who chooses play or draw, until the game is under way; then who played first. A Terrus
    game also says the starting vitae it carries to the next game."""
    game = match.game
    if game.choice is not None or (game.reports and game.first_player):
        lines = [f"_{name(game.first_player or game.chooser or '')} plays first_"]
    else:
        chooser = name(game.chooser) if game.chooser else "nobody yet"
        lines = [f"_{chooser} chooses play or draw_"]
    if game.starting_vitae:
        vitae = ", ".join(f"{name(who)} {value}" for who, value in game.starting_vitae.items())
        lines.append(f"_Starting vitae {vitae}: it carries to the next game (Terrus 4.3)_")
    return lines


def game_title(match: MatchView) -> str:
    """The game and its variant, as the scoreboard and the start message name them."""
    title = title_of(match.system)
    return f"{title} ({match.variant})" if match.variant else title


def _team_lines(match: MatchView) -> list[str]:
    """Teams that play as one (Two-Headed Giant): one line per team, whose life and poison
    are shared (MTG CR 810)."""
    lines = []
    for team in match.teams:
        first = match.player(team[0])
        parts = [f"shared life {first.life}"] if first.life is not None else []
        if first.poison:
            parts.append(f"shared poison {first.poison}")
        status = "" if first.standing == Standing.PLAYING else f" — **{first.standing}**"
        who = " & ".join(seat(match, p) for p in team)
        lines.append(f"{who}: {', '.join(parts)}{status}")
    return lines


def scoreboard(match: MatchView) -> discord.Embed:
    """The live scoreboard, edited in place after every report."""
    title = game_title(match)
    embed = discord.Embed(
        title=f"Match #{match.id}: {title}, best of {match.best_of}",
        colour=COLOUR.get(match.status, discord.Colour.blurple()),
    )
    fields: list[tuple[str, list[str]]] = []
    if match.result is None:
        game = match.game
        if match.teams_play_as_one:
            lines = _team_lines(match)
        else:
            lines = [_player_line(match, p) for p in match.players]
        lines.extend(_game_footer(match))
        fields.append((f"Game {game.number}", lines))
        if match.pending is not None:
            waiting = pending_text(match, match.pending).split("\n")
            fields.append(("Waiting for confirmation", waiting))
        if match.batch_size is not None:
            batch = f"{match.batch_size} event(s) collected; /batch resolve"
            fields.append(("Batch open", [batch]))
    else:
        fields.append(("Result", [result_text(match)]))
    # The score first; every field is drawn within Discord's limits once the lines are all made.
    for field, lines in [("Score", [score_text(match)]), *fields]:
        limits.add_lines(embed, field, lines)
    return embed


def result_text(match: MatchView) -> str:
    result = match.result
    assert result is not None
    teams = [[name(p) for p in team] for team in match.teams]
    winners = [name(p) for p in result.winners]
    line = result_line(teams, winners, result.reason, match.wins, match.draws)
    return f"{line} ({', '.join(result.citations)})." if result.citations else f"{line}."


def score_text(match: MatchView) -> str:
    """The named score ("alice 2, bob 1"), names as plain text."""
    return score_line([[name(p) for p in team] for team in match.teams], match.wins, match.draws)


def pending_text(match: MatchView, pending: PendingView) -> str:
    who = ", ".join(seat(match, n) for n in pending.waiting_for) or "a judge"
    decides = "\n".join(f"• {plain(line)}" for line in pending.would_decide)
    return f"{decides}\n{who} (or a judge): confirm or dispute."


def report_text(answer: ReportAnswer, *, with_chooser: bool = True) -> str:
    """The announcement for a report that decided something."""
    match = answer.match
    # The rules engine's verdict, in English until this post has a language (issue 34).
    lines = [f"**{plain(translate(line, None))}**" for line in answer.outcomes]
    lines += [plain(translate(note, None)) for note in answer.notes]
    ended = answer.game_over or answer.match_over
    if answer.outcomes and not ended and answer.status == ReplyStatus.APPLIED:
        lines.append(plays_on_text(match))
    if answer.game_over:
        lines.append(f"Game {answer.game_number} is over. Score: {score_text(match)}.")
    if answer.match_over and match.result is not None:
        lines.append(result_text(match))
    elif answer.next_chooser and with_chooser:
        lines.append(chooser_text(match))
    return "\n".join(lines)


def plays_on_text(match: MatchView) -> str:
    """After a verdict that leaves the game going: who is out, and who plays on."""
    players = match.players
    out = [f"{name(p.name)} ({p.standing})" for p in players if p.standing != Standing.PLAYING]
    playing = [name(p.name) for p in players if p.standing == Standing.PLAYING]
    return (
        f"Out of game {match.game.number}: {', '.join(out)}. Still playing: {', '.join(playing)}."
    )


def choice_open(match: MatchView) -> bool:
    """Whether the current game's chooser still chooses play or draw: not when a rule already
    set who goes first (Grand Archive multiplayer: the first player who lost)."""
    return match.game.choice is None


def chooser_text(match: MatchView) -> str:
    game = match.game
    if not choice_open(match):
        first = game.first_player or game.chooser or ""
        return (
            f"{seat(match, first)} plays first in game {game.number}: the first "
            f"player who lost goes first ({game.chooser_rule})."
        )
    return (
        f"{seat(match, game.chooser or '')} chooses whether to play first in "
        f"game {game.number} ({game.chooser_rule})."
    )


def history_lines(summaries: Sequence[MatchSummary]) -> list[str]:
    return [history_line(s) for s in summaries]


def history_pages(summaries: Sequence[MatchSummary]) -> list[str]:
    """The history as pages of at most `HISTORY_PAGE_LINES` lines, each an embed description."""
    return limits.pack_lines(
        history_lines(summaries), limits.EMBED_DESCRIPTION, max_lines=HISTORY_PAGE_LINES
    )


def history_embed(pages: Sequence[str], page: int, total: int) -> discord.Embed:
    embed = discord.Embed(title="Match history", description=pages[page])
    if len(pages) > 1:
        embed.set_footer(text=f"Page {page + 1} of {len(pages)} · {total} matches")
    return embed


def rule_lines(rules: list[Rule]) -> list[str]:
    """One line per rule: its number, title and summary (a whole rule's subrules)."""
    return [f"**{rule.number}** {rule.title}: {rule.summary}" for rule in rules] or [
        "This rule has no subrules."
    ]


def rule_embed(rule: Rule) -> discord.Embed:
    embed = discord.Embed(
        title=limits.shorten(f"{rule.citation}: {rule.title}", limits.EMBED_TITLE),
        description=limits.shorten(rule.summary, limits.EMBED_DESCRIPTION),
        url=rule.url,
        colour=discord.Colour.teal(),
    )
    embed.set_footer(
        text=f"{title_of(rule.game)} · summary in Arbiter's words; the official text is at the link"
    )
    return embed
