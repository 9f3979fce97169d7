"""Match views, verdicts and rulings rendered as embeds and short texts.

Everything here stays within Discord's limits for the largest inputs (six players, names of
32 characters, long histories) by construction (`limits`), and shows names and the service's
texts as plain text (`mentions.name`, `mentions.plain`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

import discord

from bot.app.match.views import (
    MatchResultView,
    MatchSummary,
    MatchView,
    PendingView,
    PlayerView,
    ReportAnswer,
    commander_of,
)
from bot.core.languages import Language
from bot.core.league.playoff import HIGHER_SEED_CHOOSES
from bot.core.match.statuses import ReplyStatus
from bot.core.messages import N_, Message
from bot.core.rules.catalogue import Rule
from bot.core.rules.games import Tracked, game_of, title_of
from bot.core.rules.vocabulary import Standing
from bot.faces.discord import limits
from bot.faces.discord.mentions import name, plain
from bot.faces.discord.wording import life_word, standing_word
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


def _life(match: MatchView, total: int) -> Message:
    """A life total on the board ("life 20", "vitae 15")."""
    if game_of(match.system).names.life == "life":
        return Message("life {total}", total=total)
    return Message.verbatim_text(f"{game_of(match.system).names.life} {total}")


def _player_line(match: MatchView, player: PlayerView, language: Language) -> str:
    parts: list[Message] = []
    game = game_of(match.system)
    if Tracked.CHAMPION in game.tracks:
        controller = player.champion_controller
        if controller is None:
            parts.append(Message("champion gone"))
        elif controller != player.name:
            parts.append(Message("champion controlled by {player}", player=name(controller)))
        else:
            parts.append(Message("controls their champion"))
    elif player.life is not None:
        parts.append(_life(match, player.life))
    else:  # no default: each player's is reported (Terrus vitae, printed on each clade)
        parts.append(Message("{life} not reported yet", life=life_word(match)))
    if player.poison:
        parts.append(Message("poison {count}", count=player.poison))
    seated = [p.name for p in match.players]
    for key, damage in player.commander_damage.items():
        owner, partner = commander_of(key, seated)  # a partner by name (MTG CR 903.10a)
        if partner:
            parts.append(
                Message(
                    "{damage} from {player}'s commander {partner}",
                    damage=damage,
                    player=name(owner),
                    partner=name(partner),
                )
            )
        else:
            parts.append(
                Message("{damage} from {player}'s commander", damage=damage, player=name(owner))
            )
    parts.extend(_city(player))
    return _line(mention(player), parts, player.standing, language)


def _line(who: str, parts: Sequence[Message], standing: Standing, language: Language) -> str:
    """One line of the board: who, their counts, and their standing once out of the game."""
    counts = listed(parts, language)
    if standing == Standing.PLAYING:
        return f"{who}: {counts}"
    return f"{who}: {counts} — **{translate(standing_word(standing), language)}**"


def listed(parts: Sequence[Message], language: Language) -> str:
    """Counts one after the other ("life 20, poison 3")."""
    return ", ".join(translate(part, language) for part in parts)


def _city(player: PlayerView) -> list[Message]:
    """Terrus: the structures and Relics last reported in the player's city."""
    counts = []
    if player.structures is not None:
        counts.append(Message.plural("{n} structure", "{n} structures", player.structures))
    if player.relics is not None:
        counts.append(Message.plural("{n} Relic", "{n} Relics", player.relics))
    return counts


def _game_footer(match: MatchView) -> list[Message]:
    """Who chooses play or draw, until the game is under way; then who played first. A Terrus
    game also says the starting vitae it carries to the next game."""
    game = match.game
    if game.choice is not None or (game.reports and game.first_player):
        who = name(game.first_player or game.chooser or "")
        lines = [Message("_{player} plays first_", player=who)]
    elif game.chooser:
        lines = [Message("_{player} chooses play or draw_", player=name(game.chooser))]
    else:
        lines = [Message("_Nobody chooses play or draw yet_")]
    if game.starting_vitae:
        vitae = ", ".join(f"{name(who)} {value}" for who, value in game.starting_vitae.items())
        lines.append(
            Message(
                "_Starting vitae {vitae}: it carries to the next game ({rule})_",
                vitae=vitae,
                rule="Terrus 4.3",
            )
        )
    return lines


def game_title(match: MatchView) -> str:
    """The game and its variant, as the scoreboard and the start message name them."""
    title = title_of(match.system)
    return f"{title} ({match.variant})" if match.variant else title


def _team_lines(match: MatchView, language: Language) -> list[str]:
    """Teams that play as one (Two-Headed Giant): one line per team, whose life and poison
    are shared (MTG CR 810)."""
    lines = []
    for team in match.teams:
        first = match.player(team[0])
        parts = []
        if first.life is not None:
            parts.append(Message("shared life {total}", total=first.life))
        if first.poison:
            parts.append(Message("shared poison {count}", count=first.poison))
        who = " & ".join(seat(match, p) for p in team)
        lines.append(_line(who, parts, first.standing, language))
    return lines


def scoreboard(match: MatchView, language: Language) -> discord.Embed:
    """The live scoreboard, edited in place after every report, in `language` (the server's)."""

    def said(message: Message) -> str:
        return translate(message, language)

    title = Message(
        "Match #{id}: {game}, best of {best_of}",
        id=match.id,
        game=game_title(match),
        best_of=match.best_of,
    )
    embed = discord.Embed(
        title=said(title), colour=COLOUR.get(match.status, discord.Colour.blurple())
    )
    fields: list[tuple[str, list[str]]] = []
    if match.result is None:
        game = match.game
        if match.teams_play_as_one:
            lines = _team_lines(match, language)
        else:
            lines = [_player_line(match, p, language) for p in match.players]
        lines.extend(said(line) for line in _game_footer(match))
        fields.append((said(Message("Game {number}", number=game.number)), lines))
        if match.pending is not None:
            waiting = pending_text(match, match.pending, language).split("\n")
            fields.append((said(Message("Waiting for confirmation")), waiting))
        if match.batch_size is not None:
            batch = Message.plural(
                "{n} event collected; /batch resolve",
                "{n} events collected; /batch resolve",
                match.batch_size,
            )
            fields.append((said(Message("Batch open")), [said(batch)]))
    else:
        fields.append((said(Message("Result")), [result_text(match, language)]))
    # The score first; every field is drawn within Discord's limits once the lines are all made.
    for field, lines_of in [(said(Message("Score")), [score_text(match, language)]), *fields]:
        limits.add_lines(embed, field, lines_of)
    return embed


class Scored(Protocol):
    """A match's sides, game wins and result: a match shown, or one on record."""

    @property
    def teams(self) -> tuple[tuple[str, ...], ...]: ...
    @property
    def wins(self) -> tuple[int, ...]: ...
    @property
    def draws(self) -> int: ...
    @property
    def result(self) -> MatchResultView | None: ...


def score_text(match: Scored, language: Language = Language.ENGLISH) -> str:
    """The named score ("alice 2, bob 1, 1 drawn game"), names as plain text: never a bare
    "2-1-1" that reads as wins-losses-draws."""
    sides = [
        f"{' & '.join(name(p) for p in team)} {won}"
        for team, won in zip(match.teams, match.wins, strict=True)
    ]
    if match.draws:
        drawn = Message.plural("{n} drawn game", "{n} drawn games", match.draws)
        sides.append(translate(drawn, language))
    return ", ".join(sides)


# How a match ended (MatchResultView.reason), said with who won: one winner, a team, nobody.
_HOW_WON = {
    "concession": N_("{winners} wins the match by concession: {score}"),
    "intentional_draw": N_("{winners} wins the match (intentional draw): {score}"),
    "early_end": N_("{winners} wins the match (match ended early): {score}"),
    "judge": N_("{winners} wins the match (recorded by a judge): {score}"),
}
_HOW_WON_TEAM = {
    "concession": N_("{winners} win the match by concession: {score}"),
    "intentional_draw": N_("{winners} win the match (intentional draw): {score}"),
    "early_end": N_("{winners} win the match (match ended early): {score}"),
    "judge": N_("{winners} win the match (recorded by a judge): {score}"),
}
_HOW_DRAWN = {
    "concession": N_("The match is a draw by concession: {score}"),
    "intentional_draw": N_("The match is a draw (intentional draw): {score}"),
    "early_end": N_("The match is a draw (match ended early): {score}"),
    "judge": N_("The match is a draw (recorded by a judge): {score}"),
}


def ending_text(match: Scored, language: Language) -> str:
    """How the match ended and its score, in `language` (without the rules cited)."""
    result = match.result
    assert result is not None
    score = score_text(match, language)
    winners = " & ".join(name(p) for p in result.winners)
    if not result.winners:
        how = _HOW_DRAWN.get(result.reason, N_("The match is a draw: {score}"))
    elif len(result.winners) == 1:
        how = _HOW_WON.get(result.reason, N_("{winners} wins the match: {score}"))
    else:
        how = _HOW_WON_TEAM.get(result.reason, N_("{winners} win the match: {score}"))
    return translate(Message(how, winners=winners, score=score), language)


def result_text(match: MatchView, language: Language = Language.ENGLISH) -> str:
    """How the match ended, with its score and the rules that say so, in `language`."""
    assert match.result is not None
    line = ending_text(match, language)
    result = match.result
    return f"{line} ({', '.join(result.citations)})." if result.citations else f"{line}."


def pending_text(match: MatchView, pending: PendingView, language: Language) -> str:
    """What waits for confirmation (the rules engine's verdict or the proposal) and who is
    asked, in `language`."""
    decides = "\n".join(f"• {plain(translate(line, language))}" for line in pending.would_decide)
    who = ", ".join(seat(match, n) for n in pending.waiting_for)
    if who:
        asked = Message("{players} (or a judge): confirm or dispute.", players=who)
    else:
        asked = Message("A judge: confirm or dispute.")
    return f"{decides}\n{translate(asked, language)}"


def report_text(answer: ReportAnswer, language: Language, *, with_chooser: bool = True) -> str:
    """The announcement for a report that decided something: the verdicts (the rules engine's
    words), then what follows, in `language`."""
    match = answer.match
    lines = [f"**{plain(translate(line, language))}**" for line in answer.outcomes]
    lines += [plain(translate(note, language)) for note in answer.notes]
    ended = answer.game_over or answer.match_over
    if answer.outcomes and not ended and answer.status == ReplyStatus.APPLIED:
        lines.append(plays_on_text(match, language))
    if answer.game_over:
        over = Message(
            "Game {number} is over. Score: {score}.",
            number=answer.game_number,
            score=score_text(match, language),
        )
        lines.append(translate(over, language))
    if answer.match_over and match.result is not None:
        lines.append(result_text(match, language))
    elif answer.next_chooser and with_chooser:
        lines.append(chooser_text(match, language))
    return "\n".join(lines)


def plays_on_text(match: MatchView, language: Language) -> str:
    """After a verdict that leaves the game going: who is out, and who plays on."""
    players = match.players
    out = [
        f"{name(p.name)} ({translate(standing_word(p.standing), language)})"
        for p in players
        if p.standing != Standing.PLAYING
    ]
    playing = [name(p.name) for p in players if p.standing == Standing.PLAYING]
    message = Message(
        "Out of game {number}: {out}. Still playing: {playing}.",
        number=match.game.number,
        out=", ".join(out),
        playing=", ".join(playing),
    )
    return translate(message, language)


def choice_open(match: MatchView) -> bool:
    """Whether the current game's chooser still chooses play or draw: not when a rule already
    set who goes first (Grand Archive multiplayer: the first player who lost)."""
    return match.game.choice is None


def _chooser_rule(rule: str | None) -> str | Message:
    """Why the chooser chooses: a rule's number as it is, or the playoff's seed in words."""
    return Message(HIGHER_SEED_CHOOSES) if rule == HIGHER_SEED_CHOOSES else rule or ""


def chooser_text(match: MatchView, language: Language) -> str:
    """Who chooses play or draw in the next game (or, where a rule says, who plays first)."""
    game = match.game
    if not choice_open(match):
        first = game.first_player or game.chooser or ""
        message = Message(
            "{player} plays first in game {number}: the first player who lost goes first ({rule}).",
            player=seat(match, first),
            number=game.number,
            rule=_chooser_rule(game.chooser_rule),
        )
    else:
        message = Message(
            "{player} chooses whether to play first in game {number} ({rule}).",
            player=seat(match, game.chooser or ""),
            number=game.number,
            rule=_chooser_rule(game.chooser_rule),
        )
    return translate(message, language)


def history_line(summary: MatchSummary, language: Language) -> str:
    """One match on record: date, game and variant, and how it ended or its score so far,
    in `language`."""
    title = game_of(summary.system).names.short_title
    if summary.variant:
        title += f" ({summary.variant})"
    date = summary.created_at[:10]
    if summary.result is not None:
        how = ending_text(summary, language)
    else:
        playing = Message("in progress: {score}", score=score_text(summary, language))
        how = translate(playing, language)
    players = " vs ".join(name(p) for p in summary.players)
    return f"#{summary.id} {date} {title}, {players}: {how} (<#{summary.channel_id}>)"


def history_pages(summaries: Sequence[MatchSummary], language: Language) -> list[str]:
    """The history as pages of at most `HISTORY_PAGE_LINES` lines, each an embed description,
    in `language` (the asker's)."""
    lines = [history_line(s, language) for s in summaries]
    return limits.pack_lines(lines, limits.EMBED_DESCRIPTION, max_lines=HISTORY_PAGE_LINES)


def history_embed(pages: Sequence[str], page: int, total: int, language: Language) -> discord.Embed:
    """A page of `/match history`, its frame in `language` (the asker's)."""
    embed = discord.Embed(
        title=translate(Message("Match history"), language), description=pages[page]
    )
    if len(pages) > 1:
        footer = Message.plural(
            "Page {page} of {pages} · {n} match",
            "Page {page} of {pages} · {n} matches",
            total,
            page=page + 1,
            pages=len(pages),
        )
        embed.set_footer(text=translate(footer, language))
    return embed


def rule_lines(rules: list[Rule], language: Language) -> list[str]:
    """One line per rule: its number, title (in `language`) and summary (a whole rule's
    subrules; the rules' own words are English)."""
    return [
        f"**{rule.number}** {translate(rule.heading(), language)}: {rule.summary}" for rule in rules
    ] or [translate(Message("This rule has no subrules."), language)]


def rule_embed(rule: Rule, language: Language) -> discord.Embed:
    embed = discord.Embed(
        title=limits.shorten(
            f"{rule.citation}: {translate(rule.heading(), language)}", limits.EMBED_TITLE
        ),
        description=limits.shorten(rule.summary, limits.EMBED_DESCRIPTION),
        url=rule.url,
        colour=discord.Colour.teal(),
    )
    footer = Message(
        "{game} · summary in Arbiter's words; the official text is at the link",
        game=title_of(rule.game),
    )
    embed.set_footer(text=translate(footer, language))
    return embed
