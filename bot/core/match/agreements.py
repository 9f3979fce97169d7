"""What waits for agreement, and what settles it: a report that takes players out waits for
them, a player's proposal (a match draw, an early end) waits for the other sides. Confirm
makes it take effect once everyone awaited agreed (or a judge did); Dispute refuses it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.match import reports, scoring
from bot.core.match.commands import Actor, Confirm, Dispute, Propose
from bot.core.match.decision import (
    Change,
    CloseWaiting,
    Decision,
    OpenWaiting,
    RecordAgreement,
    Refused,
    Reply,
)
from bot.core.match.state import CurrentGame, MatchState, Waiting
from bot.core.match.statuses import GameStatus, PendingKind, PendingStatus, ReplyStatus
from bot.core.match.steps import NOTHING_WAITS, ended, next_state, set_aside
from bot.core.messages import N_, Message
from bot.core.rules.games import IntentionalDraws, game_of

# A swiss playoff match cannot end in a draw (shared/spec/league-format.md, Playoffs).
NO_DRAW = {
    PendingKind.MATCH_DRAW: N_(
        "A playoff match cannot end in a draw: there is no intentional draw. Play the match out."
    ),
    PendingKind.MATCH_END: N_(
        "A playoff match cannot end in a draw, and the game wins are level ({score}). Play "
        "on, or call a judge: they record the winner with /league result."
    ),
}


def confirm(state: MatchState, command: Confirm, actor: Actor) -> Decision:
    """What happens on Confirm: what waits takes effect once every awaited player confirmed
    it (each player a report takes out, every other side's player for a proposal), or a judge
    did; until then the confirmation is recorded. A report then takes effect as if made now."""
    waiting = _waiting_for(state, command.pending_id, actor)
    name = state.roster.names.get(actor.user_id)
    confirmed = waiting.confirmed if name is None else tuple(sorted({*waiting.confirmed, name}))
    if not actor.is_judge and any(p not in confirmed for p in waiting.awaited):
        recorded = replace(waiting, confirmed=confirmed)
        answer = Reply(
            ReplyStatus.PENDING,
            state.game.number,
            waiting.would_decide,
            pending_id=waiting.id,
            report_id=waiting.report_id,
        )
        changes = (RecordAgreement(waiting.id, confirmed),)
        return Decision(state, next_state(state, waiting=recorded), changes, answer)
    closed = [CloseWaiting(waiting.id, PendingStatus.CONFIRMED, actor.user_id)]
    if waiting.kind is PendingKind.REPORT:
        return reports.confirmed(state, waiting, closed)
    return _agreed(state, waiting.kind, closed, waiting.would_decide)


def dispute(state: MatchState, command: Dispute, actor: Actor) -> Decision:
    """What waits is refused: a waiting report is set aside and has no effect."""
    waiting = _waiting_for(state, command.pending_id, actor)
    changes = tuple(set_aside(waiting, actor, PendingStatus.DISPUTED))
    answer = Reply(ReplyStatus.DISPUTED, state.game.number)
    return Decision(state, next_state(state, waiting=None), changes, answer)


def proposal_text(kind: PendingKind, game: CurrentGame) -> Message:
    """What a proposal would decide (said after "{player} proposes:")."""
    if kind is PendingKind.MATCH_DRAW:
        return Message("the match ends as an intentional draw")
    # Between games (nothing reported in the current one) no game is in progress to draw.
    if game.has_reports:
        return Message(
            "the match ends now; the game in progress counts as a draw and the match goes "
            "to whoever has more game wins"
        )
    return Message(
        "the match ends now, before the next game; it goes to whoever has more game wins"
    )


def propose(state: MatchState, command: Propose, actor: Actor) -> Decision:
    """A match draw or an early end. A judge's takes effect at once (ending the match
    whatever waits); a player's waits for the other sides' players, and the same proposal
    from one of them is their agreement."""
    name = state.roster.names.get(actor.user_id)
    if name is None and not actor.is_judge:
        raise Refused(
            Message("Only this match's players or a judge can do that."), not_allowed=True
        )
    if not state.terms.draw_allowed and (
        command.kind is PendingKind.MATCH_DRAW or len(set(state.wins)) == 1
    ):
        score = "-".join(map(str, state.wins))
        raise Refused(Message(NO_DRAW[command.kind], score=score))
    waiting = state.waiting
    if waiting is not None:
        if waiting.kind is command.kind and name in waiting.still_awaited:
            return confirm(state, Confirm(waiting.id), actor)
        if not (actor.is_judge and command.kind is PendingKind.MATCH_END):
            raise Refused(
                Message(
                    "Something is already waiting for confirmation; settle it first (its "
                    "Confirm or Dispute buttons, or /undo if it is yours)."
                )
            )
    withdrawn = set_aside(waiting, actor)
    game = state.game
    played = game_of(state.roster.setup.system)
    if (
        command.kind is PendingKind.MATCH_DRAW
        and played.tournament.intentional_draws is IntentionalDraws.BEFORE_FIRST_GAME
        and (game.number > 1 or game.has_reports)
    ):
        raise Refused(
            Message(
                "{game} allows an intentional draw only before the first game begins. End "
                "the match early with /match end instead.",
                game=played.names.title,
            )
        )
    text = (proposal_text(command.kind, game),)
    if actor.is_judge and name is None:
        return _agreed(state, command.kind, withdrawn, text)
    own_team = state.roster.setup.team_of(name) if name else ()
    others = tuple(p for p in state.roster.setup.players if p not in own_team)
    proposal = Waiting(0, command.kind, actor.user_id, others, (), text)
    opened = OpenWaiting(command.kind, actor.user_id, others, text)
    answer = Reply(ReplyStatus.PENDING, game.number, text)
    return Decision(state, next_state(state, waiting=proposal), (*withdrawn, opened), answer)


def _waiting_for(state: MatchState, pending_id: int | None, actor: Actor) -> Waiting:
    """What Confirm and Dispute settle, once the actor may settle it."""
    waiting = state.waiting
    if waiting is None or (pending_id is not None and pending_id != waiting.id):
        raise Refused(Message(NOTHING_WAITS))
    name = state.roster.names.get(actor.user_id)
    if not actor.is_judge and (name is None or name not in waiting.awaited):
        who = ", ".join(waiting.awaited)
        raise Refused(
            Message("Only {who} or a judge can confirm or dispute this.", who=who),
            not_allowed=True,
        )
    return waiting


def _agreed(
    state: MatchState, kind: PendingKind, closed: Sequence[Change], outcomes: tuple[Message, ...]
) -> Decision:
    """A match draw or an early end, agreed: the match ends without its games (MTR 2.4-2.5)."""
    current = scoring.Score(state.wins, state.draws)
    if kind is PendingKind.MATCH_DRAW:
        end = scoring.MatchEnd(None, "intentional_draw", scoring.intentional_draw_text(current))
        return ended(state, closed, GameStatus.UNPLAYED, current, end, outcomes)
    in_progress = state.game.has_reports
    final = scoring.after_early_end(current, in_progress)
    stopped = GameStatus.UNFINISHED if in_progress else GameStatus.UNPLAYED
    end = scoring.MatchEnd(final.leader(), "early_end", final.text())
    return ended(state, closed, stopped, final, end, outcomes)
