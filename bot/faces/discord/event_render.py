"""Penalties and decklists in Discord's words (/league penalty, /league decklist)."""

from __future__ import annotations

from datetime import datetime

import discord

from bot.app.league.decklists import DecklistView, MissingLists, Published
from bot.app.league.penalties import Applied, PenaltyList, PenaltyView
from bot.app.match.views import MatchView
from bot.core.league.penalties import Infraction, PenaltyKind
from bot.faces.discord import render
from bot.faces.discord.mentions import name as plain_name

KINDS = {
    PenaltyKind.WARNING: "Warning",
    PenaltyKind.GAME_LOSS: "Game loss",
    PenaltyKind.MATCH_LOSS: "Match loss",
    PenaltyKind.DISQUALIFICATION: "Disqualification",
}

INFRACTIONS = {
    Infraction.TARDINESS: "Tardiness",
    Infraction.DECKLIST_PROBLEM: "Decklist problem",
    Infraction.DECK_PROBLEM: "Deck problem",
    Infraction.GAME_RULE_VIOLATION: "Game rule violation",
    Infraction.LOOKING_AT_EXTRA_CARDS: "Looking at extra cards",
    Infraction.HIDDEN_CARD_ERROR: "Hidden card error",
    Infraction.FAILURE_TO_MAINTAIN_GAME_STATE: "Failure to maintain game state",
    Infraction.MARKED_CARDS: "Marked cards",
    Infraction.INSUFFICIENT_SHUFFLING: "Insufficient shuffling",
    Infraction.SLOW_PLAY: "Slow play",
    Infraction.OUTSIDE_ASSISTANCE: "Outside assistance",
    Infraction.COMMUNICATION_VIOLATION: "Communication policy violation",
    Infraction.UNSPORTING_CONDUCT: "Unsporting conduct",
    Infraction.AGGRESSIVE_BEHAVIOUR: "Aggressive behaviour",
    Infraction.STALLING: "Stalling",
    Infraction.BRIBERY_OR_WAGERING: "Bribery or wagering",
    Infraction.CHEATING: "Cheating",
    Infraction.THEFT_OF_TOURNAMENT_MATERIAL: "Theft of tournament material",
    Infraction.OTHER: "Other (see the note)",
}

LIST_LIMIT = 3900  # characters of a list's embed (Discord allows 4096)
FENCE_BROKEN = "`\u200b``"  # a list's own ``` would end its code block
NAMES_LIMIT = 1500  # characters of names in one message (Discord allows 2000 in all)


def _some(joiner: str, items: list[str], limit: int) -> str:
    """`items` joined, as many as fit in `limit` characters, then how many more."""
    shown: list[str] = []
    for item in items:
        if sum(len(s) + len(joiner) for s in shown) + len(item) > limit:
            return joiner.join(shown) + f" and {len(items) - len(shown)} more"
        shown.append(item)
    return joiner.join(shown)


def _who(player: str, user_id: int | None) -> str:
    return f"<@{user_id}>" if user_id else plain_name(player)


def _round(number: int) -> str:
    return "before round 1" if number == 0 else f"in round {number}"


def penalty_line(view: PenaltyView) -> str:
    note = f": {plain_name(view.note)}" if view.note else ""
    return (
        f"**{KINDS[view.kind]}** for {_who(view.player, view.user_id)} {_round(view.round)}, "
        f"{INFRACTIONS[view.infraction].lower()}{note}"
    )


def given(view: PenaltyView, match: MatchView | None) -> str:
    """What the judge is told of the penalty they gave (privately)."""
    lines = [f"Recorded: {penalty_line(view)}."]
    if view.applied is Applied.GAME_LOSS:
        lines.append("Their game in progress (or the next one) is lost; their opponent wins it.")
    elif view.applied is Applied.MATCH_LOSS and match is not None and match.result is None:
        lines.append("They are out of their pod's game and lose it; the others play on.")
    elif view.applied is Applied.MATCH_LOSS:
        lines.append("Their match is over: they lose it.")
    elif view.kind in (PenaltyKind.GAME_LOSS, PenaltyKind.MATCH_LOSS) or (
        view.kind is PenaltyKind.DISQUALIFICATION
    ):
        lines.append(
            "No match of theirs is being played, so no result changed: record one with "
            "/league result if it should."
        )
    if view.dropped:
        lines.append("They are dropped from the league; their results stay.")
    if match is not None and match.result is not None:
        lines.append(render.result_text(match))
    lines.append("The player sees it with /league penalty list; it is in /league export.")
    return "\n".join(lines)


def in_thread(view: PenaltyView) -> str:
    """What the table is told when a penalty changed its match."""
    lost = "a game loss" if view.applied is Applied.GAME_LOSS else "a match loss"
    return (
        f"A judge gave {_who(view.player, view.user_id)} {lost} "
        f"({INFRACTIONS[view.infraction].lower()}). The scoreboard shows where the match stands."
    )


def penalty_list(listed: PenaltyList, *, own: bool) -> str:
    if not listed.penalties:
        return (
            "You have no penalties in this league."
            if own
            else f"No penalties in {plain_name(listed.league)}."
        )
    heading = "Your penalties" if own else f"Penalties in {plain_name(listed.league)}"
    lines = [f"{n}. {penalty_line(p)}" for n, p in enumerate(listed.penalties, start=1)]
    return f"{heading} ({len(listed.penalties)}):\n" + _some("\n", lines, NAMES_LIMIT)


def _when(moment: datetime) -> str:
    return f"<t:{int(moment.timestamp())}:f>"


def submitted(view: DecklistView) -> str:
    how = "as a link" if view.url else "as text"
    return (
        f"Your decklist for {plain_name(view.league)} is registered ({how}). You can send it "
        "again to replace it until the deadline or round 1, whichever comes first."
    )


def decklist_embed(view: DecklistView) -> discord.Embed:
    embed = discord.Embed(title=f"Decklist: {view.player}"[:256])
    if view.url:
        embed.description = view.url
    else:
        text = (view.text or "")[:LIST_LIMIT].replace("```", FENCE_BROKEN)
        embed.description = f"```\n{text}\n```"
    embed.set_footer(text=f"{view.league} · registered"[:2048])
    embed.timestamp = view.submitted_at
    return embed


def deadline_set(league: str, deadline: datetime | None, submitted_count: int) -> str:
    lists = f"{submitted_count} list{'' if submitted_count == 1 else 's'} registered so far"
    if deadline is None:
        return (
            f"{plain_name(league)} has no decklist deadline now: lists are taken until round "
            f"1 starts ({lists})."
        )
    return (
        f"Decklists for {plain_name(league)} are due by {_when(deadline)}; they lock when round "
        f"1 starts ({lists}). Players: /league decklist submit."
    )


def missing(found: MissingLists) -> str:
    if found.deadline is None:
        when = "There is no deadline yet (/league decklist deadline)."
    elif found.deadline_passed:
        when = f"The deadline passed {_when(found.deadline)}."
    else:
        when = f"The deadline is {_when(found.deadline)}."
    if not found.missing:
        return f"Every player of {plain_name(found.league)} has a decklist. {when}"
    names = _some(", ", [_who(n, u) for n, u in found.missing], NAMES_LIMIT)
    return (
        f"{len(found.missing)} player{'' if len(found.missing) == 1 else 's'} of "
        f"{plain_name(found.league)} without a decklist: {names}. {when} "
        "Nobody is dropped for it: decide with the player (a judge may give a penalty)."
    )


def published(found: Published) -> str:
    shown = ", ".join(plain_name(d.player) for d in found.lists) or "none"
    out = (
        f"The decklists of the playoff's players are published on the league's web page "
        f"and with /league decklist show: {shown}."
    )
    if found.without:
        out += " Without a list: " + ", ".join(plain_name(n) for n in found.without) + "."
    return out
