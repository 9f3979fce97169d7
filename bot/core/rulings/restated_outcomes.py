"""What the cards said in play already do, said again as who can't win or lose ("both players
control a Gideon of the Trials and have used his emblem ability, neither player can win and
neither player can lose", "I control Platinum Angel, so I can't lose"): read as nothing
happening (sentence_clauses.py) only where every player it names is kept in by a card said in
play whose effect holds now (`Reader.lasting_held`: Platinum Angel, Gideon of the Trials with
its emblem), and, for "can't win", an opponent of each holds a card that says their opponents
can't win. Anything else is left unread: an effect the words only claim may be a card they
never named, or the asker's mistake. Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import System
from bot.core.rulings.card_model import CantLose, CantWin, Who
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.game_words import example_of
from bot.core.rulings.phrase_values import Clause, Role
from bot.core.rulings.situation_values import Situation
from bot.core.rulings.words import (
    ASKERS_TEAMMATE,
    EVERYONE,
    SUBJECT,
    Reader,
    SituationError,
    quoted,
)

_SAID = re.compile(
    rf"^(?:(?P<none>{one_of(WORDS.no_player)})\s++{one_of(WORDS.can)}|(?P<who>{SUBJECT})\s++"
    rf"{one_of(WORDS.cannot)}|{one_of(WORDS.cause_subjects)}\s++{one_of(WORDS.cannot)}\s++"
    rf"{one_of(WORDS.cause_verbs)}\s++(?P<whom>{SUBJECT})(?:\s++{one_of(WORDS.infinitive_to)})?)"
    rf"\s++(?P<end>{one_of((*WORDS.win_said, *WORDS.lose_said))})"
    rf"(?:\s++{one_of(WORDS.the_game)})?(?:\s++{one_of(WORDS.any_reason)})?$",
    re.IGNORECASE,
)


def team_of(player: str, reader: Reader) -> set[str]:
    """The player and, where teams play as one (Two-Headed Giant, whose team can't lose while
    one of its players can't, MTG CR 810.8a), their teammate: the one declared, else the
    asker's said as "my teammate"."""
    if not reader.one_side:
        return {player}
    mate = reader.teammates.get(player)
    if mate is None and not reader.teammates:
        mates = {name for name in reader.order if ASKERS_TEAMMATE.fullmatch(name)}
        if player == reader.asker and len(mates) == 1:
            mate = mates.pop()
        elif player in mates:
            mate = reader.asker
    return {player} if mate is None else {player, mate}


# The asker's opponent as the words name one where teams play: "my opponent", "opponent 2"
_RIVAL = re.compile(rf"{one_of(WORDS.counted_opponents)}(?:\s++\d{{1,2}})?", re.IGNORECASE)


def _opposed(player: str, holder: str, reader: Reader) -> bool:
    """Whether `player` is sure to be an opponent of `holder`: any other player of a game
    without teams; where teams are declared, a player of another team; in a game of teams
    said as "my teammate" or played as one (Two-Headed Giant), a player said as the asker's
    opponent against the asker's side, or the other way round. A teammate is never one (a
    card's "your opponents can't win" leaves them free, MTG CR 102.3), nor a player whose
    team the words leave open."""
    if player == holder:
        return False
    if reader.sides:
        return all(any(p in side for side in reader.sides) for p in (player, holder)) and not any(
            player in side and holder in side for side in reader.sides
        )
    mates = {name for name in reader.order if ASKERS_TEAMMATE.fullmatch(name)}
    if not reader.one_side and not mates:
        return True
    ours = {reader.asker, *mates}
    if player in ours:
        return holder not in ours and _RIVAL.fullmatch(holder) is not None
    return holder in ours and _RIVAL.fullmatch(player) is not None


def _kept_in(player: str, reader: Reader) -> bool:
    team = team_of(player, reader)
    return any(
        who in team and any(isinstance(e, CantLose) and e.who is Who.CONTROLLER for e in c.effects)
        for who, c in reader.lasting_held
    )


def _kept_from_winning(player: str, reader: Reader) -> bool:
    return any(
        _opposed(player, who, reader)
        and any(isinstance(e, CantWin) and e.who is Who.OPPONENTS for e in c.effects)
        for who, c in reader.lasting_held
    )


def restated_outcome(clause: str, reader: Reader) -> Clause | None:
    """The clause read as nothing happening where it only says again what the cards in play
    already do (see above); else None."""
    said = _SAID.match(clause.strip())
    if said is None or not reader.lasting_held:
        return None
    named = None if said["none"] is not None else reader.player(said["who"] or said["whom"])
    if named in (None, EVERYONE):
        if len(reader.order) < 2:
            return None  # every player, of a game whose players are not all named yet
        players = list(reader.order)
    else:
        players = [named]
    holds = _kept_in if said["end"].lower() in WORDS.lose_said else _kept_from_winning
    if not all(holds(player, reader) for player in players):
        return None
    if named in (None, EVERYONE):
        reader.all_restated = (clause.strip(), frozenset(players))
    return Clause(clause, role=Role.DECLINES)


def every_player_restated(situation: Situation, reader: Reader, system: System | None) -> None:
    """Refuse "nobody can lose the game" read as the cards said again (see above) where the
    game has a player it was not checked of: named after it ("... nobody can lose the game.
    carol is at 0 life"), counted ("in a 4 player game"), or a team's seat not named (Two-Headed
    Giant): no card said keeps them in, so the words claim an effect of a card never named
    (was read as nothing happening, and carol lost)."""
    if reader.all_restated is None:
        return
    words, players = reader.all_restated
    seats = max(situation.table_size or 0, 4 if reader.one_side else 0)
    if set(situation.mentioned) <= players and not situation.several and seats <= len(players):
        return
    raise SituationError(
        Message(
            'I could not read "{words}" as a moment of a game: say what happens, e.g. {example}.',
            words=quoted(words),
            example=example_of(system),
        ),
        unread=words,
    )
