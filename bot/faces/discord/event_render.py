"""Penalties and decklists in Discord's words (/league penalty, /league decklist). Every
sentence is a `Message` worded in the language it is read in (`language`)."""

from __future__ import annotations

from datetime import datetime

import discord

from bot.app.league.decklists import DecklistView, MissingLists, Published
from bot.app.league.penalties import Applied, PenaltyList, PenaltyView
from bot.app.match.views import MatchView
from bot.core.languages import Language
from bot.core.league.penalties import Infraction, PenaltyKind
from bot.core.messages import N_, Message
from bot.faces.discord import render
from bot.faces.discord.league_render import said
from bot.faces.discord.mentions import name as plain_name

# The penalties and infractions by their names in the Infraction Procedure Guide.
KINDS = {
    PenaltyKind.WARNING: N_("Warning"),
    PenaltyKind.GAME_LOSS: N_("Game loss"),
    PenaltyKind.MATCH_LOSS: N_("Match loss"),
    PenaltyKind.DISQUALIFICATION: N_("Disqualification"),
}

INFRACTIONS = {
    Infraction.TARDINESS: N_("Tardiness"),
    Infraction.DECKLIST_PROBLEM: N_("Decklist problem"),
    Infraction.DECK_PROBLEM: N_("Deck problem"),
    Infraction.GAME_RULE_VIOLATION: N_("Game rule violation"),
    Infraction.LOOKING_AT_EXTRA_CARDS: N_("Looking at extra cards"),
    Infraction.HIDDEN_CARD_ERROR: N_("Hidden card error"),
    Infraction.FAILURE_TO_MAINTAIN_GAME_STATE: N_("Failure to maintain game state"),
    Infraction.MARKED_CARDS: N_("Marked cards"),
    Infraction.INSUFFICIENT_SHUFFLING: N_("Insufficient shuffling"),
    Infraction.SLOW_PLAY: N_("Slow play"),
    Infraction.OUTSIDE_ASSISTANCE: N_("Outside assistance"),
    Infraction.COMMUNICATION_VIOLATION: N_("Communication policy violation"),
    Infraction.UNSPORTING_CONDUCT: N_("Unsporting conduct"),
    Infraction.AGGRESSIVE_BEHAVIOUR: N_("Aggressive behaviour"),
    Infraction.STALLING: N_("Stalling"),
    Infraction.BRIBERY_OR_WAGERING: N_("Bribery or wagering"),
    Infraction.CHEATING: N_("Cheating"),
    Infraction.THEFT_OF_TOURNAMENT_MATERIAL: N_("Theft of tournament material"),
    Infraction.OTHER: N_("Other (see the note)"),
}

LIST_LIMIT = 3900  # characters of a list's embed (Discord allows 4096)
FENCE_BROKEN = "`\u200b``"  # a list's own ``` would end its code block
NAMES_LIMIT = 1500  # characters of names in one message (Discord allows 2000 in all)


def _some(joiner: str, items: list[str], limit: int, language: Language) -> str:
    """`items` joined, as many as fit in `limit` characters, then how many more."""
    shown: list[str] = []
    for item in items:
        if sum(len(s) + len(joiner) for s in shown) + len(item) > limit:
            more = Message(
                "{listed} and {more} more", listed=joiner.join(shown), more=len(items) - len(shown)
            )
            return said(more, language)
        shown.append(item)
    return joiner.join(shown)


def _who(player: str, user_id: int | None) -> str:
    return f"<@{user_id}>" if user_id else plain_name(player)


def penalty_line(view: PenaltyView, language: Language) -> str:
    params: dict[str, str | int | Message] = {
        "penalty": Message(KINDS[view.kind]),
        "player": _who(view.player, view.user_id),
        "infraction": Message(INFRACTIONS[view.infraction]),
    }
    if view.round == 0:
        line = Message("**{penalty}** for {player} before round 1: {infraction}", **params)
    else:
        line = Message(
            "**{penalty}** for {player} in round {number}: {infraction}",
            **params,
            number=view.round,
        )
    note = f" ({plain_name(view.note)})" if view.note else ""
    return said(line, language) + note


def given(view: PenaltyView, match: MatchView | None, language: Language) -> str:
    """What the judge is told of the penalty they gave (privately)."""
    recorded = Message(
        "Recorded: {penalty}.", penalty=Message.verbatim_text(penalty_line(view, language))
    )
    lines = [said(recorded, language)]
    effect: Message | None = None
    if view.applied is Applied.GAME_LOSS:
        effect = Message(
            "Their game in progress (or the next one) is lost; their opponent wins it."
        )
    elif view.applied is Applied.MATCH_LOSS and match is not None and match.result is None:
        effect = Message("They are out of their pod's game and lose it; the others play on.")
    elif view.applied is Applied.MATCH_LOSS:
        effect = Message("Their match is over: they lose it.")
    elif view.kind in (PenaltyKind.GAME_LOSS, PenaltyKind.MATCH_LOSS) or (
        view.kind is PenaltyKind.DISQUALIFICATION
    ):
        effect = Message(
            "No match of theirs is being played, so no result changed: record one with "
            "/league result if it should."
        )
    if effect is not None:
        lines.append(said(effect, language))
    if view.dropped:
        lines.append(
            said(Message("They are dropped from the league; their results stay."), language)
        )
    if match is not None and match.result is not None:
        lines.append(render.result_text(match, language))
    lines.append(
        said(
            Message("The player sees it with /league penalty list; it is in /league export."),
            language,
        )
    )
    return "\n".join(lines)


def in_thread(view: PenaltyView, language: Language) -> str:
    """What the table is told when a penalty changed its match."""
    params: dict[str, str | int | Message] = {
        "player": _who(view.player, view.user_id),
        "infraction": Message(INFRACTIONS[view.infraction]),
    }
    if view.applied is Applied.GAME_LOSS:
        told = Message(
            "A judge gave {player} a game loss ({infraction}). The scoreboard shows where the "
            "match stands.",
            **params,
        )
    else:
        told = Message(
            "A judge gave {player} a match loss ({infraction}). The scoreboard shows where the "
            "match stands.",
            **params,
        )
    return said(told, language)


def penalty_list(listed: PenaltyList, language: Language, *, own: bool) -> str:
    league = plain_name(listed.league)
    if not listed.penalties:
        if own:
            return said(Message("You have no penalties in this league."), language)
        return said(Message("No penalties in {league}.", league=league), language)
    count = len(listed.penalties)
    if own:
        heading = Message("Your penalties ({n}):", n=count)
    else:
        heading = Message("Penalties in {league} ({n}):", league=league, n=count)
    lines = [f"{n}. {penalty_line(p, language)}" for n, p in enumerate(listed.penalties, start=1)]
    return said(heading, language) + "\n" + _some("\n", lines, NAMES_LIMIT, language)


def _when(moment: datetime) -> str:
    """A moment as Discord shows it to each reader, in their language and time zone."""
    return f"<t:{int(moment.timestamp())}:f>"


def submitted(view: DecklistView, language: Language) -> str:
    league = plain_name(view.league)
    if view.url:
        text = Message(
            "Your decklist for {league} is registered (as a link). You can send it again to "
            "replace it until the deadline or round 1, whichever comes first.",
            league=league,
        )
    else:
        text = Message(
            "Your decklist for {league} is registered (as text). You can send it again to "
            "replace it until the deadline or round 1, whichever comes first.",
            league=league,
        )
    return said(text, language)


def decklist_embed(view: DecklistView, language: Language) -> discord.Embed:
    title = said(Message("Decklist: {player}", player=view.player), language)
    embed = discord.Embed(title=title[:256])
    if view.url:
        embed.description = view.url
    else:
        text = (view.text or "")[:LIST_LIMIT].replace("```", FENCE_BROKEN)
        embed.description = f"```\n{text}\n```"
    footer = said(Message("{league} · registered", league=view.league), language)
    embed.set_footer(text=footer[:2048])
    embed.timestamp = view.submitted_at
    return embed


def deadline_set(
    league: str, deadline: datetime | None, submitted_count: int, language: Language
) -> str:
    if deadline is None:
        text = Message.plural(
            "{league} has no decklist deadline now: lists are taken until round 1 starts ({n} "
            "list registered so far).",
            "{league} has no decklist deadline now: lists are taken until round 1 starts ({n} "
            "lists registered so far).",
            submitted_count,
            league=plain_name(league),
        )
    else:
        text = Message.plural(
            "Decklists for {league} are due by {time}; they lock when round 1 starts ({n} list "
            "registered so far). Players: /league decklist submit.",
            "Decklists for {league} are due by {time}; they lock when round 1 starts ({n} lists "
            "registered so far). Players: /league decklist submit.",
            submitted_count,
            league=plain_name(league),
            time=_when(deadline),
        )
    return said(text, language)


def missing(found: MissingLists, language: Language) -> str:
    if found.deadline is None:
        when = Message("There is no deadline yet (/league decklist deadline).")
    elif found.deadline_passed:
        when = Message("The deadline passed {time}.", time=_when(found.deadline))
    else:
        when = Message("The deadline is {time}.", time=_when(found.deadline))
    league = plain_name(found.league)
    if not found.missing:
        text = Message(
            "Every player of {league} has a decklist. {deadline}", league=league, deadline=when
        )
        return said(text, language)
    names = _some(", ", [_who(n, u) for n, u in found.missing], NAMES_LIMIT, language)
    text = Message.plural(
        "{n} player of {league} without a decklist: {players}. {deadline} Nobody is dropped for "
        "it: decide with the player (a judge may give a penalty).",
        "{n} players of {league} without a decklist: {players}. {deadline} Nobody is dropped "
        "for it: decide with the player (a judge may give a penalty).",
        len(found.missing),
        league=league,
        players=names,
        deadline=when,
    )
    return said(text, language)


def published(found: Published, language: Language) -> str:
    shown = ", ".join(plain_name(d.player) for d in found.lists)
    if shown:
        text = Message(
            "The decklists of the playoff's players are published on the league's web page and "
            "with /league decklist show: {players}.",
            players=shown,
        )
    else:
        text = Message(
            "No decklist of the playoff's players to publish on the league's web page or with "
            "/league decklist show."
        )
    out = said(text, language)
    if found.without:
        names = ", ".join(plain_name(n) for n in found.without)
        out += " " + said(Message("Without a list: {players}.", players=names), language)
    return out
