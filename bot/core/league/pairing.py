"""Pairing the next round (shared/spec/league-format.md, "Swiss pairing rules" and "Pods").

Swiss, in the contract's priority order: the bye (odd fields) to a player with the fewest
points among those who have had none; no rematch whenever the others can be paired without
one, else as few as possible; then the smallest sum of squared point differences over the
pairs. The last two are one minimum-cost perfect matching, solved exactly by networkx's
maximum-weight matching over the pairs of players near each other in the standings (some
best matching always lies among them: `candidate_pairs`): each pair's cost encodes
(rematch, squared difference) as the digits of one integer, so the heaviest matching
minimises rematches first, then pairing down. Between equally good matchings the graph's
seeded build order decides (seeded random tie-breaks in the weights cost three times as
much time in the matcher).

Pods: 4 players each, 3 only where the count does not divide by 4, one pod of 5 for 5
players; as few pairs of players who met before as possible, then similar points together
(sum of squared differences within pods), found by a seeded local search; seats shuffled, the
first seat to the pod's player who sat first least often so far.

Players with an organiser's awarded bye for the round (`League.awarded_byes`) are left out of
it, in both systems: never paired, never given the odd player's bye.

Every random choice comes from `bot.core.league.chance` keyed by the seed and the round number,
so the same file and seed always give the same pairings.
"""

from __future__ import annotations

import heapq
from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from bot.core.league.chance import shuffled
from bot.core.league.errors import LeagueFileError
from bot.core.league.leaguefile import Kind, League
from bot.core.league.standings import first_seats, match_points
from bot.core.messages import Message

# The most players a league pairs (README, "Size"): 1,024 pair in well under a second (Swiss)
# or about two seconds of CPU (pods; docs/performance.md, "League pairing at size"), and a
# Swiss round of them opens 512 threads, about half of what a Discord server may hold active
# (1,000). The bot's /league join and the offline `pair` keep to it.
MAX_PLAYERS = 1_024


@dataclass(frozen=True)
class SwissPairing:
    round: int
    pairings: tuple[tuple[str, str], ...]
    bye: str | None
    awarded: tuple[str, ...] = ()  # the organiser's awarded byes this round (never paired)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "round": self.round,
            "pairings": [list(p) for p in self.pairings],
            "bye": self.bye,
        }
        if self.awarded:
            out["awarded_byes"] = list(self.awarded)
        return out


@dataclass(frozen=True)
class PodPairing:
    round: int
    pods: tuple[tuple[str, ...], ...]
    awarded: tuple[str, ...] = ()  # the organiser's awarded byes this round (never seated)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"round": self.round, "pods": [list(p) for p in self.pods]}
        if self.awarded:
            out["awarded_byes"] = list(self.awarded)
        return out


def _pair_key(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


def meetings(league: League) -> Counter[frozenset[str]]:
    """How often each two players met in a finished match (or pod) so far."""
    met: Counter[frozenset[str]] = Counter()
    for rnd in league.rounds:
        for match in rnd.matches:
            if not match.unfinished:
                for a, b in combinations(match.players, 2):
                    met[_pair_key(a, b)] += 1
    return met


def had_bye(league: League) -> set[str]:
    """Who has had a bye so far: the odd player's, or one an organiser awarded."""
    played = len(league.rounds)
    awarded = {p for p, rounds in league.awarded_byes.items() if min(rounds) <= played}
    return {name for rnd in league.rounds for name in rnd.byes} | awarded


def to_seat(league: League) -> tuple[int, list[str], list[str]]:
    """The next round's number, who is paired in it (not dropped, no awarded bye in it) and
    who has an awarded bye in it."""
    number = len(league.rounds) + 1
    awarded = league.awarded_in(number)
    return number, [p for p in league.active_players() if p not in awarded], awarded


def choose_bye(league: League, active: list[str], points: dict[str, int], seed: int) -> str:
    """Rule 2: fewest points among those without a bye yet (everyone if all had one)."""
    byes = had_bye(league)
    candidates = [p for p in active if p not in byes] or active
    fewest = min(points[p] for p in candidates)
    tied = [p for p in candidates if points[p] == fewest]
    return shuffled(seed, f"round {len(league.rounds) + 1} bye", tied)[0]


def _ordered(pair: tuple[str, str], points: dict[str, int]) -> tuple[str, str]:
    a, b = pair
    return (a, b) if (-points[a], a) <= (-points[b], b) else (b, a)


def candidate_pairs(
    players: list[str], points: dict[str, int], met: Counter[frozenset[str]]
) -> list[tuple[str, str]]:
    """The pairs among which some best pairing always lies: far fewer than all of them.

    Rank the players by points (ties in the seeded order of `players`). Take a best pairing
    with a pair (a, b) that has k players ranked between them. The table of each of those k
    could swap partners with a and b without more rematches and without a larger sum of
    squared differences (the square is convex: two pairs nested or crossing in the ranking
    never cost more uncrossed), unless a or b met one of that table's players: it takes one
    such meeting to block a crossing table, two a nested one (whose two players are both
    among the k). So if k exceeds the opponents a
    and b have met between them, a swap keeps the pairing best and shortens its pairs in the
    ranking (the sum of squared rank gaps falls, so swapping ends). Some best pairing thus
    only pairs players at most met(a) + met(b) + 1 ranks apart: at most twice the rounds
    played plus one, instead of everyone with everyone."""
    ranked = sorted(players, key=lambda p: -points[p])  # stable: ties stay in seeded order
    present = set(players)
    opponents: Counter[str] = Counter()
    for pair, times in met.items():
        if times and len(pair) == 2 and pair <= present:
            for player in pair:
                opponents[player] += 1
    most = max(opponents.values(), default=0)
    pairs = []
    for i, a in enumerate(ranked):
        for j in range(i + 1, min(len(ranked), i + opponents[a] + most + 2)):
            if j - i - 1 <= opponents[a] + opponents[ranked[j]]:
                pairs.append((a, ranked[j]))
    return pairs


def pair_weights(
    pairs: list[tuple[str, str]], points: dict[str, int], met: Counter[frozenset[str]]
) -> dict[tuple[str, str], int]:
    """Each pair's weight for the maximum-weight matching: heavier = better.

    cost = rematch * M + (difference of points)^2, with M above any matching's total of
    squared differences, so comparing two perfect matchings by total cost compares
    (rematches, squared differences) in that order; weight = 2M - cost is always positive.
    """
    players = {p for pair in pairs for p in pair}
    if not players:
        return {}
    half = len(players) // 2
    spread = max(points[p] for p in players) - min(points[p] for p in players)
    m = half * spread * spread + 1
    weights = {}
    for a, b in pairs:
        rematch = 1 if met[_pair_key(a, b)] else 0
        weights[(a, b)] = 2 * m - (rematch * m + (points[a] - points[b]) ** 2)
    return weights


def min_cost_matching(
    players: list[str], weights: dict[tuple[str, str], int]
) -> list[tuple[str, str]]:
    """A perfect matching of maximum total weight over the pairs weighed (`players`: an even
    number, and the pairs must admit a perfect matching).

    Among equally good matchings, networkx's choice follows the order the graph was built
    in, so the caller's (seeded) order of `players` decides between them."""
    # Imported when a round is paired: every process that imports the league core (the bot,
    # the console, the command line) starts 0.12 s sooner, and most of them never pair.
    import networkx as nx

    place = {p: i for i, p in enumerate(players)}
    graph = nx.Graph()
    graph.add_nodes_from(range(len(players)))
    graph.add_weighted_edges_from(
        sorted(
            (place[a], place[b], w) if place[a] < place[b] else (place[b], place[a], w)
            for (a, b), w in weights.items()
        )
    )
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    if 2 * len(matching) != len(players):  # the candidates always hold one; guard the library
        raise RuntimeError("the matching left a player unpaired")
    return [(players[i], players[j]) for i, j in matching]


def pair_swiss(league: League, seed: int = 0) -> SwissPairing:
    number, active, awarded = to_seat(league)
    points = match_points(league)
    bye = choose_bye(league, active, points, seed) if len(active) % 2 else None
    rest = [p for p in active if p != bye]
    if not rest:
        pairs: list[tuple[str, str]] = []
    elif number == 1:  # rule 1: round 1 is random
        order = shuffled(seed, "round 1", rest)
        pairs = list(zip(order[0::2], order[1::2], strict=True))
    else:
        order = shuffled(seed, f"round {number}", rest)  # ties between equal pairings
        met = meetings(league)
        weights = pair_weights(candidate_pairs(order, points, met), points, met)
        pairs = min_cost_matching(order, weights)
    ordered = [_ordered(p, points) for p in pairs]
    ordered.sort(key=lambda p: (-points[p[0]], -points[p[1]], p))
    return SwissPairing(number, tuple(ordered), bye, tuple(awarded))


# -- pods -----------------------------------------------------------------------------------


def pod_sizes(count: int) -> list[int]:
    """Pods of 4, then 3-player pods only where needed; 5 players make one pod of 5."""
    if count == 0:
        return []
    if count < 3:
        raise LeagueFileError(
            Message(
                "Pods need at least 3 players who have not dropped; this league has {count}.",
                count=count,
            )
        )
    if count == 5:
        return [5]
    threes = -count % 4
    return [4] * ((count - 3 * threes) // 4) + [3] * threes


def _pod_cost(
    pod: list[str], points: dict[str, int], met: Counter[frozenset[str]]
) -> tuple[int, int]:
    repeats = spread = 0
    for a, b in combinations(pod, 2):
        repeats += 1 if met[_pair_key(a, b)] else 0
        spread += (points[a] - points[b]) ** 2
    return repeats, spread


def _total(costs: list[tuple[int, int]]) -> tuple[int, int]:
    return sum(c[0] for c in costs), sum(c[1] for c in costs)


def _opponents(met: Counter[frozenset[str]]) -> dict[str, set[str]]:
    """Whom each player met in a finished match or pod."""
    opponents: dict[str, set[str]] = {}
    for pair, times in met.items():
        if times and len(pair) == 2:
            a, b = pair
            opponents.setdefault(a, set()).add(b)
            opponents.setdefault(b, set()).add(a)
    return opponents


class _Swaps:
    """The local search of `_improve`: each two pods' best swap kept in a heap, and only
    those of the two pods a swap changed weighed again, so a step costs two pods' worth of
    work instead of every two pods'. Same steps as weighing every swap each time."""

    def __init__(
        self, pods: list[list[str]], points: dict[str, int], met: Counter[frozenset[str]]
    ) -> None:
        self.pods, self.points, self.any_met = pods, points, bool(met)
        self.opponents = _opponents(met)
        self.where = {player: i for i, pod in enumerate(pods) for player in pod}
        self.version = [0] * len(pods)
        self.heap: list[tuple[tuple[int, int], int, int, int, int, int, int]] = []

    def joining(self, player: str, i: int) -> tuple[int, int]:
        """What `player` adds to pod i's (repeat pairs, point spread) beside its members."""
        repeats = sum(1 for o in self.opponents.get(player, ()) if self.where.get(o) == i)
        mine = self.points[player]
        return repeats, sum((mine - self.points[u]) ** 2 for u in self.pods[i])

    def weigh(self, i: int, j: int) -> None:
        """Push pods i and j's best swap (the first in seat order among equals), if one
        lowers the cost."""
        pods, points = self.pods, self.points
        into_i = {p: self.joining(p, i) for p in (*pods[i], *pods[j])}
        into_j = {p: self.joining(p, j) for p in (*pods[i], *pods[j])}
        best: tuple[tuple[int, int], int, int] | None = None
        for x, a in enumerate(pods[i]):
            for y, b in enumerate(pods[j]):
                if points[a] == points[b] and not self.any_met:  # nothing to gain
                    continue
                rematch = 1 if b in self.opponents.get(a, ()) else 0
                gap = (points[a] - points[b]) ** 2
                delta = (
                    into_i[b][0] - into_i[a][0] + into_j[a][0] - into_j[b][0] - 2 * rematch,
                    into_i[b][1] - into_i[a][1] + into_j[a][1] - into_j[b][1] - 2 * gap,
                )
                if delta < (0, 0) and (best is None or delta < best[0]):
                    best = (delta, x, y)
        if best is not None:
            entry = (best[0], i, j, best[1], best[2], self.version[i], self.version[j])
            heapq.heappush(self.heap, entry)

    def run(self) -> list[list[str]]:
        for i, j in combinations(range(len(self.pods)), 2):
            self.weigh(i, j)
        while self.heap:
            _, i, j, x, y, seen_i, seen_j = heapq.heappop(self.heap)
            if (seen_i, seen_j) == (self.version[i], self.version[j]):
                self.swap(i, x, j, y)
        return self.pods

    def swap(self, i: int, x: int, j: int, y: int) -> None:
        pods = self.pods
        a, b = pods[i][x], pods[j][y]
        pods[i][x], pods[j][y] = b, a
        self.where[a], self.where[b] = j, i
        self.version[i] += 1
        self.version[j] += 1
        for k in range(len(pods)):
            if k not in (i, j):
                self.weigh(min(k, i), max(k, i))
                self.weigh(min(k, j), max(k, j))
        self.weigh(i, j)


def _improve(
    pods: list[list[str]], points: dict[str, int], met: Counter[frozenset[str]]
) -> list[list[str]]:
    """Swap players between pods while a swap lowers (repeat pairs, point spread): each time
    the best swap of all (the first in pod, then seat order, among equals)."""
    return _Swaps(pods, points, met).run()


RESTARTS = 8  # seeded random starts tried when repeat opponents remain


def seat_pod(pod: list[str], firsts: dict[str, int], seed: int, number: int) -> list[str]:
    """A pod's seats: random from the seed, but the first seat (who plays first) to the one
    of its players who sat first least often so far (the first in the random order among
    them), so first seats spread over a season."""
    order = shuffled(seed, f"round {number} seats", pod)
    first = min(order, key=lambda p: firsts[p])  # min keeps the first of equals
    return [first, *(p for p in order if p != first)]


def pair_pods(league: League, seed: int = 0) -> PodPairing:
    number, active, awarded = to_seat(league)
    sizes = pod_sizes(len(active))
    points = match_points(league)
    met = meetings(league)

    def chunk(order: list[str]) -> list[list[str]]:
        pods, start = [], 0
        for size in sizes:
            pods.append(order[start : start + size])
            start += size
        return pods

    random_order = shuffled(seed, f"round {number} order", active)
    by_points = sorted(random_order, key=lambda p: -points[p])  # stable: ties stay random
    best = _improve(chunk(by_points), points, met)
    best_cost = _total([_pod_cost(pod, points, met) for pod in best])
    for restart in range(1, RESTARTS + 1):
        if best_cost[0] == 0:
            break
        pods = _improve(
            chunk(shuffled(seed, f"round {number} restart {restart}", active)), points, met
        )
        cost = _total([_pod_cost(pod, points, met) for pod in pods])
        if cost < best_cost:
            best, best_cost = pods, cost
    firsts = first_seats(league)
    seated = [seat_pod(pod, firsts, seed, number) for pod in best]
    seated.sort(key=lambda pod: (-sum(points[p] for p in pod) / len(pod), sorted(pod)))
    return PodPairing(number, tuple(tuple(pod) for pod in seated), tuple(awarded))


def pair_next_round(league: League, seed: int = 0) -> SwissPairing | PodPairing:
    if league.kind is Kind.SWISS:
        return pair_swiss(league, seed)
    return pair_pods(league, seed)
