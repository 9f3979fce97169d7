"""How ratings read in Discord: the leaderboard, one player's ladders, a match's changes.

Names are shown as plain text (`mentions.name`): a rating message pings nobody. Every
sentence is a `Message` worded in the language it is read in (`language`)."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.app.ratings import LeaderboardView, PlayerLadderView, RatingLine, ShownChange
from bot.core.languages import Language
from bot.core.messages import N_, Message
from bot.core.rules.games import title_of
from bot.faces.discord import limits
from bot.faces.discord.league_render import ENGLISH, said
from bot.faces.discord.mentions import name

OUTCOME_WORDS = {"won": N_("won"), "drew": N_("drew"), "lost": N_("lost")}


def ladder_title(system: str, ladder_format: str, season: str | None) -> Message:
    params = {"game": title_of(system), "format": ladder_format}
    if season is not None:
        return Message("{game}, {format}, season {season}", **params, season=name(season))
    return Message("{game}, {format}, all time", **params)


def changes_text(changes: Sequence[ShownChange], language: Language = ENGLISH) -> str:
    """`Ratings: alice 1012 -> 1037, bob 988 -> 963.`"""
    moved = ", ".join(f"{name(c.name)} {c.before} -> {c.after}" for c in changes)
    return said(Message("Ratings: {changes}.", changes=moved), language)


def _matches(count: int) -> Message:
    return Message.plural("{n} match", "{n} matches", count)


def _board_line(line: RatingLine, language: Language) -> str:
    params: dict[str, str | int | Message] = {
        "rank": f"`#{line.rank}`" if line.rank is not None else "`  -`",
        "rating": line.rating,
        "player": name(line.name),
        "matches": _matches(line.matches),
        "record": line.record,
    }
    if line.provisional:
        text = Message(
            "{rank} **{rating}** {player} *(provisional)* · {matches} · {record}", **params
        )
        return said(text, language)
    matches = said(_matches(line.matches), language)
    return f"{params['rank']} **{line.rating}** {params['player']} · {matches} · {line.record}"


def leaderboard_embed(
    view: LeaderboardView, language: Language, web_page: str | None = None
) -> discord.Embed:
    """One page of the ladder; its title links to the ladder's web page once an admin turned
    that link on (`/arbiter config web_leaderboard:on`)."""
    ladder = ladder_title(view.system, view.format, view.season)
    title = said(Message("Leaderboard: {ladder}", ladder=ladder), language)
    embed = discord.Embed(title=limits.shorten(title, limits.EMBED_TITLE), url=web_page)
    if view.lines:
        embed.description = "\n".join(_board_line(line, language) for line in view.lines)
    else:
        embed.description = said(Message("Nobody on this page; try an earlier one."), language)
    footer = [
        Message("Page {page}. Rank, rating, player, matches, wins-losses-draws.", page=view.page)
    ]
    if view.more:
        footer.append(Message("More: /leaderboard page:{page}.", page=view.page + 1))
    footer.append(Message("Provisional: fewer than 5 rated matches, listed last."))
    if web_page is not None:
        footer.append(Message("The title links to the whole ladder on the web."))
    embed.set_footer(text=" ".join(said(part, language) for part in footer))
    return embed


def player_embed(who: str, views: Sequence[PlayerLadderView], language: Language) -> discord.Embed:
    title = said(Message("Ratings of {player}", player=name(who)), language)
    embed = discord.Embed(title=limits.shorten(title, limits.EMBED_TITLE))
    for view in views[: limits.EMBED_FIELDS]:
        line = view.line
        params: dict[str, str | int | Message] = {
            "rating": line.rating,
            "matches": _matches(line.matches),
            "record": line.record,
        }
        if line.rank is not None:
            standing = Message(
                "**{rating}** (rank #{rank}) · {matches} · {record}", **params, rank=line.rank
            )
        else:
            standing = Message("**{rating}** (provisional) · {matches} · {record}", **params)
        lines = [said(standing, language), f"mu {line.mu:.2f} · sigma {line.sigma:.2f}"]
        for m in view.recent:
            outcome = OUTCOME_WORDS.get(m.outcome)
            recent = Message(
                "{outcome}: {before} -> {after} (match #{match}, {day})",
                outcome=Message(outcome) if outcome else Message.verbatim_text(m.outcome),
                before=m.before,
                after=m.after,
                match=m.match_id,
                day=discord.utils.format_dt(m.finished_at, "d"),
            )
            lines.append(said(recent, language))
        heading = said(ladder_title(view.system, view.format, view.season), language)
        limits.add_lines(embed, heading, lines)
    return embed
