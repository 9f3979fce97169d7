"""Magic's variants, as the shared rules read them (bot.core.rules.variants): Commander adds
commander damage (CR 903), Two-Headed Giant is two teams of two that each play as one (CR 810),
Emperor gives each team an emperor (CR 809)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from bot.core.messages import N_
from bot.core.rules.variants import InfluenceRange, Leaders, OneSide, TeamShape, VariantRules
from bot.core.rules.vocabulary import EventKind, Variant

COMMANDER = VariantRules(
    id=Variant.COMMANDER,
    name="Commander",
    events=frozenset({EventKind.COMMANDER_DAMAGE}),  # CR 903.10
    called=("commander", "edh"),
    two_or_more=True,  # CR 903.2: a two-player or a multiplayer game
)
TWO_HEADED_GIANT = VariantRules(
    id=Variant.TWO_HEADED_GIANT,
    name="Two-Headed Giant",
    teams=TeamShape(2, 2, N_("two teams of two players"), '[["alice", "carol"], ["bob", "dave"]]'),
    # A team shares its life total and poison (CR 810.9-810.10), and wins and loses together.
    one_side=OneSide(("MTG CR 810.8a",)),
    influence=InfluenceRange.NEVER,
    called=("two-headed giant", "two headed giant", "2hg"),
)
EMPEROR = VariantRules(
    id=Variant.EMPEROR,
    name="Emperor",
    leaders=Leaders(
        word="emperor",
        lost=N_("their emperor lost"),
        drew=N_("their emperor, {leader}, drew"),
        loses_with=("MTG CR 104.3i", "MTG CR 809.5"),
        draws_with=("MTG CR 104.4h", "MTG CR 809.5"),
        wins_with=("MTG CR 104.2d", "MTG CR 809.5"),
        # Emperors 2 seats, everyone else 1 (CR 809.3a).
        leader_range=2,
        others_range=1,
    ),
    influence=InfluenceRange.ALWAYS,
    called=("emperor",),
)

VARIANTS: Mapping[Variant, VariantRules] = MappingProxyType(
    {variant.id: variant for variant in (COMMANDER, TWO_HEADED_GIANT, EMPEROR)}
)
