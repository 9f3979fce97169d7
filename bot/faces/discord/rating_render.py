"""How ratings read in Discord: the leaderboard, one player's ladders, a match's changes.

Names are shown as plain text (`mentions.name`): a rating message pings nobody."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.app.ratings import LeaderboardView, PlayerLadderView, RatingLine, ShownChange
from bot.core.rules.games import title_of
from bot.faces.discord import limits
from bot.faces.discord.mentions import name

OUTCOME_WORDS = {"won": "won", "drew": "drew", "lost": "lost"}


def ladder_title(system: str, ladder_format: str, season: str | None) -> str:
    when = f"season {name(season)}" if season is not None else "all time"
    return f"{title_of(system)}, {ladder_format}, {when}"


def changes_text(changes: Sequence[ShownChange]) -> str:
    """`Ratings: alice 1012 -> 1037, bob 988 -> 963.`"""
    moved = ", ".join(f"{name(c.name)} {c.before} -> {c.after}" for c in changes)
    return f"Ratings: {moved}."


def _matches(count: int) -> str:
    return f"{count} match" if count == 1 else f"{count} matches"


def _board_line(line: RatingLine) -> str:
    rank = f"`#{line.rank}`" if line.rank is not None else "`  -`"
    mark = " *(provisional)*" if line.provisional else ""
    return (
        f"{rank} **{line.rating}** {name(line.name)}{mark} · {_matches(line.matches)} · "
        f"{line.record}"
    )


def leaderboard_embed(view: LeaderboardView, web_page: str | None = None) -> discord.Embed:
    """One page of the ladder; its title links to the ladder's web page once an admin turned
    that link on (`/arbiter config web_leaderboard:on`)."""
    title = f"Leaderboard: {ladder_title(view.system, view.format, view.season)}"
    embed = discord.Embed(title=limits.shorten(title, limits.EMBED_TITLE), url=web_page)
    if view.lines:
        embed.description = "\n".join(_board_line(line) for line in view.lines)
    else:
        embed.description = "Nobody on this page; try an earlier one."
    footer = f"Page {view.page}. Rank, rating, player, matches, wins-losses-draws."
    if view.more:
        footer += f" More: /leaderboard page:{view.page + 1}."
    footer += " Provisional: fewer than 5 rated matches, listed last."
    if web_page is not None:
        footer += " The title links to the whole ladder on the web."
    embed.set_footer(text=footer)
    return embed


def player_embed(who: str, views: Sequence[PlayerLadderView]) -> discord.Embed:
    embed = discord.Embed(title=limits.shorten(f"Ratings of {name(who)}", limits.EMBED_TITLE))
    for view in views[: limits.EMBED_FIELDS]:
        line = view.line
        standing = f"rank #{line.rank}" if line.rank is not None else "provisional"
        lines = [
            f"**{line.rating}** ({standing}) · {_matches(line.matches)} · {line.record}",
            f"mu {line.mu:.2f} · sigma {line.sigma:.2f}",
        ]
        lines += [
            f"{OUTCOME_WORDS.get(m.outcome, m.outcome)}: {m.before} -> {m.after} "
            f"(match #{m.match_id}, {discord.utils.format_dt(m.finished_at, 'd')})"
            for m in view.recent
        ]
        limits.add_lines(embed, ladder_title(view.system, view.format, view.season), lines)
    return embed
