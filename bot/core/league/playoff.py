"""The playoff: a top cut after the rounds (shared/spec/league-format.md, "Playoffs (revision 2)").

Seeds are the standings at the cut (players who share a rank in an order drawn from the
league's seed; dropped players are not seeded). A swiss league plays a single-elimination
bracket (MTG MTR 10.4): round 1 pairs the seeds in the spec's fixed order, each later round the
winners of neighbouring matches, the higher seed listed first (it chooses play or draw in game
1). A swiss playoff match has no draw: more game wins wins, and equal game wins need the
winner a judge recorded. A pods league plays one final pod (top 4) or four semifinal pods and a
final pod (top 16), seats in seed order; a drawn pod sends its highest seed on.

Everything here is pure: `seed_playoff` makes a cut, `playoff_rounds` reads where a playoff
stands (each round's pairings and winners, the next round, the champion) and checks it against
these rules, raising `PlayoffFileError` naming the playoff round and match.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.core.league.chance import shuffled
from bot.core.league.errors import LeagueFileError
from bot.core.league.leaguefile import Kind, League, LeagueMatch
from bot.core.league.round_reading import parse_match
from bot.core.league.standings import compute_standings
from bot.core.messages import N_, Message

SIZES = {Kind.SWISS: (2, 4, 8, 16), Kind.PODS: (4, 16)}

# Round 1 of a swiss bracket, by seed: neighbouring matches feed the same match of round 2.
SWISS_BRACKET = {
    2: ((1, 2),),
    4: ((1, 4), (2, 3)),
    8: ((1, 8), (4, 5), (2, 7), (3, 6)),
    16: ((1, 16), (8, 9), (5, 12), (4, 13), (3, 14), (6, 11), (7, 10), (2, 15)),
}
# The pods of round 1, by seed: the final pod (4), or four semifinal pods (16).
POD_BRACKET = {
    4: ((1, 2, 3, 4),),
    16: ((1, 8, 9, 16), (2, 7, 10, 15), (3, 6, 11, 14), (4, 5, 12, 13)),
}
SEED_PURPOSE = "playoff seeds"  # the key of the draw between players who share a rank
# Why a playoff match's first chooser chooses: the higher seed chooses play or draw in game 1
# (league-format.md, "Swiss bracket"). Stored as the game's chooser rule, in place of a rule's
# number; a face words it in its reader's language.
HIGHER_SEED_CHOOSES = N_("the higher playoff seed")


class PlayoffFileError(LeagueFileError):
    """A playoff that breaks the rules; `round_number` is the playoff round's."""

    def places(self) -> list[Message]:
        first = (
            Message("playoff")
            if self.round_number is None
            else Message("playoff round {number}", number=self.round_number)
        )
        return [first, *self.match_and_field()]


@dataclass(frozen=True)
class Playoff:
    """A league's top cut as its file holds it: the size, the seeds in order (seed 1 first)
    and the rounds played or under way (each a tuple of MATCHes)."""

    size: int
    seeds: tuple[str, ...]
    rounds: tuple[tuple[LeagueMatch, ...], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "size": self.size,
            "seeds": list(self.seeds),
            "rounds": [{"matches": [m.to_json() for m in rnd]} for rnd in self.rounds],
        }


@dataclass(frozen=True)
class PlayedMatch:
    """A playoff match as it stands: its players (seat order) and who goes on (None: not yet
    known, e.g. unfinished or a swiss match at equal game wins awaiting a judge)."""

    players: tuple[str, ...]
    winner: str | None
    match: LeagueMatch

    @property
    def needs_judge(self) -> bool:
        """A finished swiss match at equal game wins: a judge records its winner."""
        games = self.match.games
        return (
            self.winner is None
            and not self.match.unfinished
            and games is not None
            and games[0] == games[1]
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": list(self.players), "winner": self.winner}
        if self.match.games is not None:
            out["games"] = list(self.match.games)
        if self.match.draw:
            out["draw"] = True
        if self.match.unfinished:
            out["result"] = "unfinished"
        return out


@dataclass(frozen=True)
class PlayoffState:
    """Where a playoff stands: its rounds as played, the next round's pairings (when every
    match of the last round is known and there is a next round), and the champion."""

    kind: Kind
    size: int
    seeds: tuple[str, ...]
    rounds: tuple[tuple[PlayedMatch, ...], ...]
    next_round: tuple[tuple[str, ...], ...] | None
    champion: str | None

    @property
    def next_number(self) -> int:
        return len(self.rounds) + 1

    @property
    def total_rounds(self) -> int:
        return total_rounds(self.kind, self.size)

    def seed_of(self, player: str) -> int:
        return self.seeds.index(player) + 1

    def to_json(self) -> dict[str, Any]:
        """What `standings` prints under "playoff"."""
        return {
            "size": self.size,
            "seeds": list(self.seeds),
            "rounds": [[m.to_json() for m in rnd] for rnd in self.rounds],
            "champion": self.champion,
        }

    def pairing_json(self) -> dict[str, Any]:
        """What `pair` prints for a league with this playoff: the next round, or the champion
        (while the last round is still being played, that round again)."""
        if self.champion is not None:
            return {"champion": self.champion}
        if self.next_round is not None:
            number, tables = self.next_number, self.next_round
        else:
            number, tables = len(self.rounds), tuple(m.players for m in self.rounds[-1])
        return {"playoff_round": number, **_tables_json(self.kind, tables)}


def _tables_json(kind: Kind, tables: Sequence[Sequence[str]]) -> dict[str, Any]:
    key = "pairings" if kind is Kind.SWISS else "pods"
    return {key: [list(t) for t in tables]}


def total_rounds(kind: Kind, size: int) -> int:
    if kind is Kind.PODS:
        return 1 if size == 4 else 2
    return size.bit_length() - 1  # 2 -> 1, 4 -> 2, 8 -> 3, 16 -> 4


def round_name(kind: Kind, size: int, number: int) -> Message:
    """Playoff round `number`'s name, the same in Discord and on the web: Final,
    Semifinals, Quarterfinals, and before them "Round of 16" (the players left)."""
    left = total_rounds(kind, size) - number
    named = {0: N_("Final"), 1: N_("Semifinals"), 2: N_("Quarterfinals")}
    if left in named:
        return Message(named[left])
    if kind is Kind.SWISS and left > 0:
        return Message("Round of {players}", players=2 ** (left + 1))
    return Message("Round {number}", number=number)


def check_size(kind: Kind, size: int) -> None:
    allowed = SIZES[kind]
    if size not in allowed:
        raise PlayoffFileError(
            Message(
                "A {kind} league's playoff is a top {sizes}, not {size}.",
                kind=kind.value,
                sizes=either([str(s) for s in allowed]),
                size=size,
            ),
            field="size",
        )


# -- seeding --------------------------------------------------------------------------------


def _ranked_groups(league: League) -> list[list[str]]:
    """The active players by standing, grouped by shared rank (each group in name order)."""
    groups: list[list[str]] = []
    rank = None
    for row in compute_standings(league):
        if row.dropped:
            continue
        if row.rank != rank:
            groups.append([])
            rank = row.rank
        groups[-1].append(row.player)
    return groups


def _check_cut(league: League, size: int) -> None:
    check_size(league.kind, size)
    if not league.rounds:
        raise PlayoffFileError(
            Message("A playoff comes after the rounds; no round has been played.")
        )
    for number, rnd in enumerate(league.rounds, start=1):
        for match_number, match in enumerate(rnd.matches, start=1):
            if match.unfinished:
                raise LeagueFileError(
                    Message("This match is unfinished; a playoff starts when every round is done."),
                    round_number=number,
                    match_number=match_number,
                    field="result",
                )
    active = len(league.active_players())
    if size > active:
        raise PlayoffFileError(
            Message(
                "A top {size} needs {size} players who have not dropped; this league has {count}.",
                size=size,
                count=active,
            ),
            field="size",
        )


def seed_playoff(league: League, size: int, seed: int = 0) -> tuple[str, ...]:
    """The seeds of a top-`size` cut of `league` now: the standings' order, players who share
    a rank in an order drawn from `seed`, dropped players left out. Refused (PlayoffFileError)
    for a size the league's kind does not allow, more seeds than active players, a league with
    unfinished matches or no round, or one that already has a playoff."""
    if league.playoff is not None:
        raise PlayoffFileError(Message("This league already has a playoff."))
    _check_cut(league, size)
    order: list[str] = []
    for group in _ranked_groups(league):
        order.extend(shuffled(seed, SEED_PURPOSE, group) if len(group) > 1 else group)
        if len(order) >= size:
            break
    return tuple(order[:size])


def _check_seeds(league: League, playoff: Playoff) -> None:
    """The seeds must be the top of the standings in order; the order among players who share
    a rank is the league's draw, which a file may carry in any order."""
    _check_cut(league, playoff.size)
    if len(playoff.seeds) != playoff.size:
        raise PlayoffFileError(
            Message(
                "A top {size} has {size} seeds, not {given}.",
                size=playoff.size,
                given=len(playoff.seeds),
            ),
            field="seeds",
        )
    position = 0
    for group in _ranked_groups(league):
        if position >= playoff.size:
            break
        taken = playoff.seeds[position : position + len(group)]
        wanted = set(group)
        for offset, name in enumerate(taken):
            if name not in wanted:
                raise PlayoffFileError(
                    Message(
                        'Seed {number} is "{name}", but the standings at the cut put {names} '
                        "there.",
                        number=position + offset + 1,
                        name=name,
                        names=_names(group),
                    ),
                    field="seeds",
                )
        position += len(group)


def _names(group: Sequence[str]) -> Message:
    shown = [f'"{n}"' for n in group[:4]]
    if len(group) > len(shown):
        return Message.verbatim_text(", ".join(shown) + " ...")
    return either(shown)


def either(choices: Sequence[str]) -> Message:
    """`a`, `a or b`, `a, b or c`: one of `choices` (names or numbers, kept as they are)."""
    if len(choices) == 1:
        return Message.verbatim_text(choices[0])
    return Message("{some} or {last}", some=", ".join(choices[:-1]), last=choices[-1])


# -- the bracket ----------------------------------------------------------------------------


def first_round(kind: Kind, seeds: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """Round 1's pairings (swiss) or pods, seats in seed order."""
    bracket = SWISS_BRACKET if kind is Kind.SWISS else POD_BRACKET
    return tuple(tuple(seeds[s - 1] for s in table) for table in bracket[len(seeds)])


def later_round(
    kind: Kind, seeds: Sequence[str], winners: Sequence[str]
) -> tuple[tuple[str, ...], ...]:
    """The round after one whose matches were won by `winners` (in bracket order): swiss pairs
    neighbouring winners, pods put every winner in the final pod; seats in seed order."""
    rank = {name: i for i, name in enumerate(seeds)}
    groups: list[Sequence[str]]
    if kind is Kind.SWISS:
        groups = [winners[i : i + 2] for i in range(0, len(winners), 2)]
    else:
        groups = [winners]
    return tuple(tuple(sorted(group, key=rank.__getitem__)) for group in groups)


def winner_of(kind: Kind, match: LeagueMatch, seeds: Sequence[str]) -> str | None:
    """Who goes on from a playoff match (None while unknown). Swiss: more game wins (drawn
    games do not count), or at equal game wins the winner a judge recorded. Pods: the winner,
    or for a drawn pod its highest seed."""
    if match.unfinished:
        return None
    if kind is Kind.PODS:
        if match.draw:
            return min(match.players, key=seeds.index)
        return match.winner
    assert match.games is not None
    wins_a, wins_b, _ = match.games
    if wins_a != wins_b:
        return match.players[0] if wins_a > wins_b else match.players[1]
    return match.winner


def _check_match(kind: Kind, match: LeagueMatch, number: int, index: int) -> None:
    if kind is Kind.SWISS and match.games is not None and not match.unfinished:
        wins_a, wins_b, _ = match.games
        if match.winner is not None and wins_a != wins_b:
            by_games = match.players[0] if wins_a > wins_b else match.players[1]
            if match.winner != by_games:
                raise PlayoffFileError(
                    Message(
                        '"winner" is "{winner}", but the games {score} make "{by_games}" the '
                        "winner.",
                        winner=match.winner,
                        score="-".join(map(str, match.games[:2])),
                        by_games=by_games,
                    ),
                    round_number=number,
                    match_number=index,
                    field="winner",
                )


def _played_round(
    kind: Kind,
    seeds: Sequence[str],
    expected: Sequence[tuple[str, ...]],
    matches: Sequence[LeagueMatch],
    number: int,
) -> tuple[PlayedMatch, ...]:
    """Round `number`'s matches checked against the bracket's `expected` pairings, in bracket
    order."""
    by_players = {frozenset(t): t for t in expected}
    placed: dict[frozenset[str], PlayedMatch] = {}
    for index, match in enumerate(matches, start=1):
        wanted = by_players.get(frozenset(match.players))
        if wanted is None or frozenset(match.players) in placed:
            shown = "; ".join(" v ".join(t) for t in expected)
            raise PlayoffFileError(
                Message(
                    "{players} is not a pairing of this round (the bracket pairs {pairs}).",
                    players=" v ".join(match.players),
                    pairs=shown,
                ),
                round_number=number,
                match_number=index,
                field="players",
            )
        if match.players != wanted:
            raise PlayoffFileError(
                Message("The seats must go in seed order: {seats}.", seats=", ".join(wanted)),
                round_number=number,
                match_number=index,
                field="players",
            )
        _check_match(kind, match, number, index)
        placed[frozenset(match.players)] = PlayedMatch(
            match.players, winner_of(kind, match, seeds), match
        )
    if len(placed) != len(expected):
        missing = next(t for t in expected if frozenset(t) not in placed)
        raise PlayoffFileError(
            Message("This round is missing the match {players}.", players=" v ".join(missing)),
            round_number=number,
            field="matches",
        )
    return tuple(placed[frozenset(t)] for t in expected)


def playoff_rounds(league: League, playoff: Playoff | None = None) -> PlayoffState:
    """Where the league's playoff (or `playoff`) stands, checked against the rules: its seeds
    against the standings, each round's pairings against the bracket and its winners; a round
    after one that is not decided is refused."""
    playoff = playoff if playoff is not None else league.playoff
    if playoff is None:
        raise PlayoffFileError(Message("This league has no playoff."))
    kind = league.kind
    _check_seeds(league, playoff)
    seeds = playoff.seeds
    expected = first_round(kind, seeds)
    played: list[tuple[PlayedMatch, ...]] = []
    total = total_rounds(kind, playoff.size)
    if len(playoff.rounds) > total:
        raise PlayoffFileError(
            Message.plural(
                "A top {size} has {n} playoff round, not {given}.",
                "A top {size} has {n} playoff rounds, not {given}.",
                total,
                size=playoff.size,
                given=len(playoff.rounds),
            ),
            round_number=total + 1,
        )
    for number, matches in enumerate(playoff.rounds, start=1):
        if played and any(m.winner is None for m in played[-1]):
            undecided = next(i for i, m in enumerate(played[-1], start=1) if m.winner is None)
            raise PlayoffFileError(
                Message(
                    "Playoff round {round} is not decided yet (match {match}), so round {next} "
                    "cannot be paired.",
                    round=number - 1,
                    match=undecided,
                    next=number,
                ),
                round_number=number,
            )
        if played:
            expected = later_round(kind, seeds, [m.winner or "" for m in played[-1]])
        played.append(_played_round(kind, seeds, expected, matches, number))

    champion = None
    next_round: tuple[tuple[str, ...], ...] | None = None
    if not played:
        next_round = expected
    elif all(m.winner is not None for m in played[-1]):
        winners = [m.winner or "" for m in played[-1]]
        if len(played) == total:
            champion = winners[0]
        else:
            next_round = later_round(kind, seeds, winners)
    return PlayoffState(kind, playoff.size, seeds, tuple(played), next_round, champion)


def start_playoff(league: League, size: int, seed: int = 0) -> PlayoffState:
    """A new top-`size` cut of `league` (no rounds yet): its seeds and first round."""
    return playoff_rounds(league, Playoff(size, seed_playoff(league, size, seed)))


# -- reading --------------------------------------------------------------------------------


def read_playoff(raw: object, league: League) -> Playoff:
    """The "playoff" of a league file: its shape checked here, its rules by `playoff_rounds`."""
    if not isinstance(raw, Mapping):
        raise PlayoffFileError(
            Message(
                '"playoff" must be an object: {example}.',
                example='{"size": 8, "seeds": [...], "rounds": [...]}',
            )
        )
    size = raw.get("size")
    if not isinstance(size, int) or isinstance(size, bool):
        raise PlayoffFileError(Message('"size" must be a whole number.'), field="size")
    check_size(league.kind, size)
    seeds = raw.get("seeds")
    if not isinstance(seeds, list) or not all(isinstance(s, str) for s in seeds):
        raise PlayoffFileError(Message('"seeds" must be a list of player names.'), field="seeds")
    known = set(league.players)
    for name in seeds:
        if name not in known:
            raise PlayoffFileError(
                Message('The seed "{name}" is not one of {field}.', name=name, field='"players"'),
                field="seeds",
            )
    if len(set(seeds)) != len(seeds):
        raise PlayoffFileError(Message("A player is seeded twice."), field="seeds")
    raw_rounds = raw.get("rounds", [])
    if not isinstance(raw_rounds, list):
        raise PlayoffFileError(Message('"rounds" must be a list of rounds.'), field="rounds")
    rounds = []
    for number, rnd in enumerate(raw_rounds, start=1):
        matches = rnd.get("matches") if isinstance(rnd, Mapping) else None
        if not isinstance(matches, list):
            raise PlayoffFileError(
                Message("A playoff round must be {example}.", example='{"matches": [...]}'),
                round_number=number,
                field="matches",
            )
        rounds.append(
            tuple(
                _read_match(m, league, known, number, index)
                for index, m in enumerate(matches, start=1)
            )
        )
    playoff = Playoff(size, tuple(seeds), tuple(rounds))
    playoff_rounds(league, playoff)
    return playoff


def _read_match(
    raw: object, league: League, known: set[str], number: int, index: int
) -> LeagueMatch:
    """A playoff MATCH: as in the rounds, and a swiss one may carry the judge's "winner"."""
    where = {"round_number": number, "match_number": index}
    judged = None
    if isinstance(raw, Mapping):
        if league.kind is Kind.SWISS and "winner" in raw:
            judged = raw["winner"]
            raw = {k: v for k, v in raw.items() if k != "winner"}
        elif league.kind is Kind.PODS and raw.get("draw") is True and "winner" in raw:
            raw = {k: v for k, v in raw.items() if k != "winner"}  # as `standings` shows it
    try:
        match = parse_match(raw, league.kind, known, league.best_of, **where)
    except LeagueFileError as error:
        raise PlayoffFileError(error.text, field=error.field, **where) from None
    if judged is not None:
        if not isinstance(judged, str) or judged not in match.players:
            raise PlayoffFileError(
                Message("The winner '{winner}' is not a player of this match.", winner=str(judged)),
                field="winner",
                **where,
            )
        match = LeagueMatch(
            match.players, games=match.games, winner=judged, unfinished=match.unfinished
        )
    return match
