"""Checks of one sentence against the game as play reaches it (judging.py): "both" said as
players where more than two still play, "we" where the asker has a teammate, and a player said
to be still in the game whom the rules have put out. Each refuses, naming the words. Pure."""

from __future__ import annotations

from collections.abc import Sequence

from bot.core.messages import N_, Message
from bot.core.rules.state import GameState, joined
from bot.core.rules.vocabulary import Event, EventKind, Report, Standing
from bot.core.rulings.chat_words import WORDS
from bot.core.rulings.situation_values import Sentence, Situation
from bot.core.rulings.words import EVERYONE, SituationError, quoted, who_unsure


def both_of_more(situation: Situation, sentence: Sentence, state: GameState, asker: str) -> None:
    """Refuse "both" said as players where more than two still play: which two is not said
    ("alice, bob and carol are at 3. Both take 3 damage" was all three: a draw); and "we"
    said as every player where the asker has a teammate: their team, or every player? ("Two-
    Headed Giant. Our team is at 5. We take 3 damage." was all four players, our team down 6:
    we lost, where our team down 3 is at 2)."""
    both, we = situation.both_said, situation.we_said
    more = both is not None and len(state.playing) > 2
    team = we is not None and asker in state.setup.players and len(state.setup.team_of(asker)) > 1
    # a bare "we" where more than two still play: every player, or the asker and some of them?
    # ("alice, bob and carol are playing. we concede" was all three conceding: a draw)
    some = we is not None and we.casefold() in WORDS.we_as_one and len(state.playing) > 2
    if not (more or team or some) or all(event.player != EVERYONE for event in sentence.events):
        return
    raise who_unsure(both if more and both is not None else we or "")


def kept_in_unsaid(sentence: Sentence, state: GameState, claimed: tuple[str, ...]) -> None:
    """Refuse a player said to be still in the game ("I am at 0 life but I'm still in the
    game", "Why didn't I lose?") whom the rules have put out by then: the claim and the ruling
    contradict each other, and what keeps them in (a card that says they can't lose, Platinum
    Angel) is unsaid; the claim was dropped, the player ruled out. The rule that puts them out
    is cited beside its reason (704.5a). `claimed`: the players the claim
    is checked of in `state` (`Sentence.kept_in` after the sentence's events,
    `Sentence.kept_in_before` before them)."""
    for outcome in state.outcomes:
        if outcome.player in claimed and outcome.standing is Standing.LOST:
            raise SituationError(
                Message(
                    '"{words}" says a player is still in the game whom the rules put out of '
                    "it ({why}): say what keeps them in (a card in play that says they can't "
                    'lose, such as Platinum Angel: "I control Platinum Angel"), or leave the '
                    "claim out.",
                    words=quoted(sentence.text),
                    why=Message(
                        "{event} ({details})",
                        event=joined(tuple(reason.said for reason in outcome.reasons)),
                        details=", ".join(
                            dict.fromkeys(c for reason in outcome.reasons for c in reason.citations)
                        ),
                    ),
                ),
                unread=sentence.text,
            )


_LEFT_ALREADY = N_(
    '"{words}": {card} had already left the battlefield by then: its own effect was used at an '
    "earlier check of state-based actions ({rules}). If it left in the same moment as the rest "
    "(one spell or one cost), tell both in one sentence."
)
_LEFT_UNSAID = N_(
    "{card} had already left the battlefield: its own effect was used at the check of "
    'state-based actions before ({rules}), so "{words}" could not happen. If it left in the '
    "same moment as the rest (one spell or one cost), tell both in one sentence."
)


def left_already(
    sentence: Sentence,
    event: Event,
    reports: Sequence[Report],
    state: GameState,
    *,
    alone: bool = False,
) -> Message | None:
    """Refuse a card told leaving whose effects, told begun before, are no longer in force
    though its controller still plays: its own replacement already took it away at an earlier
    check ("I control Exquisite Archangel and I am at 0 life. my Exquisite Archangel is
    sacrificed": it was exiled, its player's life reset, at the check after the first
    sentence, 614.1a, 704.3), so it can't leave again then; read as nothing, the rest was
    ruled as if it never had left ("you win" beside the opponent at -2). Whether it left with
    what put its player at 0 (one spell, one cost) is what the words must say. `alone`: the
    leaving is all its sentence tells and nothing is told after it ("I control Exquisite
    Archangel and I am at 0 life. my Exquisite Archangel is sacrificed"): nothing rests on it,
    so it is dropped and said so, the note returned (session 35, adv35l: refused, where the
    game going on at 20 life was right). A card never told in play, or gone with its
    controller (800.4a), passes as before (None)."""
    name = (event.source or "").casefold()
    begun = [
        told
        for report in reports
        for told in report.events
        if told.kind is EventKind.EFFECT_BEGINS and (told.source or "").casefold() == name
    ]
    holders = {told.controller for told in begun if told.controller}
    if not holders or any(state.standings.get(h) is not Standing.PLAYING for h in holders):
        return None
    message = Message(
        _LEFT_UNSAID if alone else _LEFT_ALREADY,
        words=quoted(sentence.text),
        card=event.source or "",
        rules="MTG CR 614.1a, MTG CR 704.3",
    )
    if alone:
        return message
    raise SituationError(message, unread=sentence.text)
