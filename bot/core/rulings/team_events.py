"""A team's total or concession told as the team's (phrases.py, total_forms.py): "my team is at
0 life", "the other team has 15 poison counters", "our team concedes". Read only in a variant
where each team plays as one (Two-Headed Giant: one life total, one poison total, and the team
wins and loses together, MTG CR 704.6a, 704.6b, 810.8a), set through any of its players;
elsewhere refused, asking for each player's own.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.phrase_events import at_most, number_in, player_in
from bot.core.rulings.phrase_values import Built
from bot.core.rulings.words import EVERYONE, Reader, SituationError, quoted


def team_life(match: re.Match[str], reader: Reader) -> Built:
    """ "my team is at 0 life": in a variant where each team plays as one (Two-Headed Giant),
    the team's one life total, set through any of its players (MTG CR 704.6a)."""
    player = _team_player(
        match,
        reader,
        Message(
            '"{words}": a team has one life total only in Two-Headed Giant; say each '
            'player\'s life instead ("alice is at 3 life").',
            words=quoted(match[0].strip()),
        ),
    )
    if player is None:
        return None
    return at_most(match, Event(EventKind.LIFE, player=player, value=number_in(match, "n")))


def team_poison(match: re.Match[str], reader: Reader) -> Built:
    """ "the other team has 15 poison counters": in Two-Headed Giant, the team's one poison
    total, set through any of its players (MTG CR 704.6b); elsewhere each player has
    their own, and the team's is no total."""
    player = _team_player(
        match,
        reader,
        Message(
            '"{words}": a team shares its poison counters only in Two-Headed Giant; say '
            'each player\'s instead ("alice is at 3 poison counters").',
            words=quoted(match[0].strip()),
        ),
    )
    if player is None:
        return None
    return Event(EventKind.POISON, player=player, value=number_in(match, "n"))


def team_conceded(match: re.Match[str], reader: Reader) -> Built:
    """ "our team concedes", "the other team scoops": in a variant where each team plays as one
    (Two-Headed Giant), a concession of the team's, made through any of its players: the team
    wins and loses together (MTG CR 810.8a), so which head concedes changes nothing."""
    player = _team_player(
        match,
        reader,
        Message(
            '"{words}": a team concedes as one only in Two-Headed Giant; say who concedes '
            'instead ("alice concedes").',
            words=quoted(match[0].strip()),
        ),
    )
    return None if player is None else Event(EventKind.CONCEDE, player=player)


def _team_player(match: re.Match[str], reader: Reader, elsewhere: Message) -> str | None:
    """The player a team's total is set through; refused (`elsewhere`) outside a variant
    where each team plays as one."""
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    if not reader.one_side:
        raise SituationError(elsewhere)
    return player
