"""What a fight told by creature stats deals in each combat damage step (combat_told.py): to
the defending player, and the life the attacking and the defending player's lifelinkers gain.
A trampler assigns lethal damage to its blocker and the rest to the player (MTG CR 702.19c; a
creature with deathtouch needs only 1 for lethal, 702.2c); lifelink gains with the damage, at
the same time (702.15b, 510.2). First and double strike make a damage step of their own
(510.4), with state-based actions between: a creature destroyed in the first deals nothing in
the second, and a trampler whose blocker is gone deals all its damage to the player
(702.19e). Nothing where the block leaves it open: two blockers, a block among attackers that
differ, more blocks said after it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.combat_stats import Creature, creatures


@dataclass
class _Fighter:
    """A creature in the fight: the damage marked on it, and whether it is still there."""

    creature: Creature
    marked: int = 0
    deathtouched: bool = False
    there: bool = True

    def strikes(self, first_step: bool) -> bool:
        c = self.creature
        if c.has(WORDS.double_strike):
            return self.there
        return self.there and c.has(WORDS.first_strike) == first_step

    def lethal(self, deathtouch: bool) -> int:
        """Lethal damage to it, counting damage marked and deathtouch (702.19c, 702.2c)."""
        left = max(0, self.creature.toughness - self.marked)
        return min(1, left) if deathtouch else left

    def dealt(self, amount: int, deathtouch: bool) -> None:
        self.marked += amount
        self.deathtouched = self.deathtouched or (deathtouch and amount > 0)

    def checked(self) -> None:
        """State-based actions after a damage step: lethal damage destroys it (704.5g, 704.5h)."""
        if self.creature.has(WORDS.indestructible):
            return
        if self.marked >= self.creature.toughness or self.deathtouched:
            self.there = False


Step = tuple[int, int, int]  # damage to the defending player, life the attacker, the defender gain


def damage_steps(match: re.Match[str], no_blockers: bool) -> list[Step] | None:
    """Each combat damage step (510.4: a first-strike step where a creature has first or
    double strike): combat damage to the defending player, life the attacking player gains,
    life the defending player gains. None where the words leave it open or the fight deals
    nothing to a player. `no_blockers`: the defending player was said to have no creatures."""
    attackers = creatures(match["att"])
    if match["blk"] is None:
        unblocked = match["n"] or match["free"] or all(c.unblocked for c in attackers)
        if not unblocked and not no_blockers:
            return None  # no block said
        fighters = [_Fighter(c) for c in attackers]
        blocker = blocked = None
    else:
        blockers = creatures(match["blk"])
        target = _blocked(attackers, match)
        if len(blockers) != 1 or target is None:
            return None  # who blocks which, or the order damage is assigned in
        fighters = [_Fighter(c) for c in attackers]
        blocker = _Fighter(blockers[0])
        blocked = fighters[target]
    everyone = [*fighters, *([blocker] if blocker else [])]
    split = any(f.creature.has(WORDS.first_strike + WORDS.double_strike) for f in everyone)
    steps = []
    for first_step in (True, False) if split else (False,):
        striking = [f for f in fighters if f.strikes(first_step)]
        blocking = blocker is not None and blocker.strikes(first_step)
        to_player = gained = defended = 0
        for fighter in striking:
            c = fighter.creature
            deathtouch = c.has(WORDS.deathtouch)
            if blocker is None or fighter is not blocked:
                to_player += c.power
                dealt = c.power
            elif blocker.there:
                lethal = blocker.lethal(deathtouch)
                kept = min(c.power, lethal) if c.has(WORDS.trample) else c.power
                blocker.dealt(kept, deathtouch)
                to_player += c.power - kept
                dealt = c.power
            else:  # its blocker is gone: only a trampler deals its damage, to the player
                dealt = c.power if c.has(WORDS.trample) else 0  # 702.19e, 506.4
                to_player += dealt
            gained += dealt if c.has(WORDS.lifelink) else 0
        if blocking and blocker is not None and blocked is not None:
            b = blocker.creature
            blocked.dealt(b.power, b.has(WORDS.deathtouch))
            defended += b.power if b.has(WORDS.lifelink) else 0
        for fighter in everyone:
            fighter.checked()
        if to_player or gained or defended:
            steps.append((to_player, gained, defended))
    return steps or None


def _blocked(attackers: list[Creature], match: re.Match[str]) -> int | None:
    """Which attacker the one blocker blocks: the only one; or, where the block says which
    ("the 3/3", "one of them", "one of the 3/3s"), any of the alike attackers it may be (the
    others unblocked: each choice deals the same). None where it is not fixed: several
    attackers and none said, attackers that differ, or stats said that no attacker has."""
    said = match["obj"] or match["ones"]
    if any(c.unblocked for c in attackers):
        return None
    fits = [i for i, c in enumerate(attackers) if not said or f"{c.power}/{c.toughness}" == said]
    if not fits:
        return None  # it blocks another creature than the ones said to attack
    if len(attackers) == 1:
        return None if match["one"] or match["ones"] else 0
    if not said and not match["one"]:
        return None
    if _MORE_BLOCKS.search(match.string, match.end()):
        return None  # "... and the other with a 1/1", "I block another": more blocks said
    return fits[0] if len({attackers[i] for i in fits}) == 1 else None


# After a block of one of several attackers, words that may tell more blocks.
_MORE_BLOCKS = re.compile(
    rf"(?<![\w']){one_of(WORDS.block_verbs + WORDS.other_attackers)}(?![\w'])", re.IGNORECASE
)
