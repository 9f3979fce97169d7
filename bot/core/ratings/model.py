"""The rating model (shared/spec/ratings.md, "The model"): OpenSkill's Plackett-Luce.

One model for duels, Commander pods, draws and teams. Every parameter is the library's default
except `limit_sigma`, which keeps a player's uncertainty from growing when they do better than
expected. A rating is shown as a conservative estimate, 1000 + 25 x (mu - 3 sigma), so a new
player shows 1000 and the number rises only with evidence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce(limit_sigma=True)
# Fewer rated matches than this in a ladder: provisional (listed after everyone else).
PROVISIONAL_BELOW = 5


@dataclass(frozen=True, slots=True)
class Skill:
    """A player's belief in one ladder: the mean and the uncertainty of their skill."""

    mu: float
    sigma: float

    @property
    def shown(self) -> int:
        """The rating players see: 1000 + 25 x (mu - 3 sigma), rounded."""
        return round(1000 + 25 * (self.mu - 3 * self.sigma))


DEFAULT_SKILL = Skill(MODEL.mu, MODEL.sigma)


def rate(sides: Sequence[Sequence[Skill]], ranks: Sequence[int]) -> list[list[Skill]]:
    """One rating event: every side (a player, or a team) rated together, rank 1 the best."""
    teams = [[MODEL.rating(mu=s.mu, sigma=s.sigma) for s in side] for side in sides]
    rated = MODEL.rate(teams, ranks=list(ranks))
    return [[Skill(r.mu, r.sigma) for r in side] for side in rated]
