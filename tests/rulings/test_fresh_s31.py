"""The most general readings missing from fresh sets 1 and 2 (issue #31, session 31: fresh31),
each read at the root, with the near forms (other numbers, players, words, a wrong total, typos)
that must stay right or be refused, never wrong."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on


def _outcome(text: str) -> tuple[str, dict[str, str]] | None:
    """The ruling's status and results, or None for a refusal."""
    answer = rule_on(text, default_game=System("magic"))
    if isinstance(answer, NoRuling):
        return None
    assert isinstance(answer, Ruling)
    return answer.status, dict(answer.results)


WON = ("over", {"me": "won", "opponent": "lost"})
LOST = ("over", {"me": "lost", "opponent": "won"})
GOES_ON = ("ongoing", {"me": "playing", "opponent": "playing"})


# -- a creature told by its stats, described by its colour and creature type -----------------

# jc-saprolings-into-souls-of-the-faultless: "I have five 1/1 Saproling tokens. What happens if I
# attack with all five Saprolings?" A creature told by its power and toughness, then its colour
# or creature type ("five 1/1 Saproling tokens", "a 2/2 black Zombie", "a 3/3 Elf Warrior"), was
# never read as the creature: "I attack with five 1/1 Saproling tokens and he doesn't block" was
# refused, asking for the creatures' power and toughness, which it says. A creature type alone
# gives no ability; a type whose tokens are often made with one that changes what they deal to a
# player (Phyrexian ones with infect or toxic, Slivers sharing theirs, Vampires with lifelink) is
# no description: refused as before.
# "my opponent is at {life} life. I attack with {what} and he doesn't block."
ATTACK = "my opponent is at {} life. I attack with {} and he doesn't block."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (ATTACK.format(4, "five 1/1 Saproling tokens"), WON),
        (ATTACK.format(6, "five 1/1 Saproling tokens"), GOES_ON),
        (ATTACK.format(4, "five 1/1 Saprolings"), WON),
        (ATTACK.format(6, "three 2/2 black Zombie tokens"), WON),
        (ATTACK.format(7, "three 2/2 Zombies"), GOES_ON),
        (ATTACK.format(3, "a 3/3 Elf Warrior"), WON),
        (ATTACK.format(4, "four 1/1 Goblin tokens with haste"), WON),
        (
            "I'm at 4 life. he attacks me with two 2/2 green Wolf tokens and I don't block.",
            LOST,
        ),
        ("I'm at 2 life. my opponent has a 2/2 Zombie token. He attacks and I don't block.", LOST),
        (
            "I'm at 3 life. my opponent has a 2/2 black Zombie. He attacks and I don't block.",
            GOES_ON,
        ),
        (ATTACK.format(3, "a 1/1 Phyrexian Insect token"), None),
        (ATTACK.format(1, "a 1/1 Vampire token"), None),
        (ATTACK.format(2, "two 1/1 Sliver tokens"), None),
        (ATTACK.format(2, "a 2/2 Zombie token with infect"), None),
        (ATTACK.format(4, "five 1/1 Saprolng tokens"), None),
        ("my opponent is at 4 life. I attack with five 1/1 Saproling tokens.", None),
        ("I'm at 2 life. Bob has a 2/2 Zombie token. He attacks and I don't block.", None),
    ],
)
def test_a_creature_told_by_its_stats_and_described_by_its_type(
    text: str, expected: tuple[str, dict[str, str]] | None
) -> None:
    assert _outcome(text) == expected


# -- an attack with every creature said held before ------------------------------------------

# jc-saprolings-into-souls-of-the-faultless again: "... and I have five 1/1 Saproling tokens.
# What happens if I attack with all five Saprolings?" A player's creatures said before, then an
# attack "with all of them" ("with all five", "with both"), was refused at the creatures said:
# only a bare attack with the one creature its player held was given it. Every creature said
# held, in a sentence of its own, now attacks, where the number said is theirs and no card is
# named before the attack (it may be among them); two sayings for that player, a number that is
# not theirs, or creatures said lost in between stay refused.
HELD = "my opponent is at {} life. I have {}. I attack with {} and he doesn't block."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (HELD.format(4, "five 1/1 Saproling tokens", "all five"), WON),
        (HELD.format(6, "five 1/1 Saproling tokens", "all five Saprolings"), GOES_ON),
        (HELD.format(4, "five 1/1 tokens", "all of them"), WON),
        (HELD.format(6, "two 3/3s", "both"), WON),
        (HELD.format(7, "two 3/3s", "both of them"), GOES_ON),
        (HELD.format(5, "a 3/3 and a 2/2", "both"), WON),
        ("I'm at 4 life. my opponent has two 2/2 Zombie tokens. He attacks with both.", None),
        (
            "I'm at 4 life. bob has two 2/2 Zombies. bob attacks me with both and I don't block",
            ("over", {"me": "lost", "bob": "won"}),
        ),
        (
            "my opponent is at 4 life. I have five 1/1 tokens. Would he lose if I attack with all"
            " of them and he doesn't block?",
            WON,
        ),
        (HELD.format(4, "five 1/1 tokens", "all four"), None),
        (HELD.format(6, "two 3/3s and Platinum Angel", "both"), None),
        (HELD.format(4, "five 1/1 Saproling tokens and a Platinum Angel", "all of them"), None),
        (HELD.format(4, "five 1/1 tokens with infect", "all of them"), None),
        ("I control Platinum Angel. " + HELD.format(4, "five 1/1 tokens", "all of them"), None),
        (HELD.format(4, "five 1/1 tokens. I have a 4/4", "all of them"), None),
        (HELD.format(4, "five 1/1 tokens. he destroys two of them", "all of them"), None),
        ("my opponent is at 4 life. I have five 1/1 tokens. I attack and he doesn't block.", None),
    ],
)
def test_an_attack_with_every_creature_said_held(
    text: str, expected: tuple[str, dict[str, str]] | None
) -> None:
    assert _outcome(text) == expected


# -- a removal spell played at a permanent that keeps its player in, or that acts as it goes -----


# jc-terashis-grasp-on-own-lich, ss74 (Echoing Truth on a Platinum Angel), jc-char-the-platinum-
# angel: a removal aimed at a permanent Arbiter knows. "I'm at 0 life and control Herald of
# Eternal Dawn. my opponent casts Murder on my Herald and it resolves" was refused, saying it
# could not tell what Murder did: the Herald's card types were not in the card data, so whether
# Murder could take it was unknown. Now given (checked against the Forge project's card scripts:
# none has hexproof, shroud, protection or indestructible), a removal at it is the permanent
# leaving, and one that can't target it is refused saying why (115.1).
# "{held}. I'm at {life} life. my opponent casts {removal} on my {target} and it resolves."
REMOVED = "I control {}. I'm at {} life. my opponent casts {} on my {} and it resolves."
HERALD = "Herald of Eternal Dawn"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (REMOVED.format(HERALD, 0, "Murder", "Herald"), LOST),
        (REMOVED.format(HERALD, 3, "Murder", "Herald"), GOES_ON),
        (REMOVED.format(HERALD, 0, "Unsummon", "Herald"), LOST),
        (REMOVED.format(HERALD + " and Platinum Angel", 0, "Murder", "Herald"), GOES_ON),
        (
            "I'm at 0 life and control Herald of Eternal Dawn. Would I lose if my opponent casts"
            " Murder on my Herald and it resolves?",
            LOST,
        ),
        (REMOVED.format("Soul Echo", 0, "Naturalize", "Soul Echo"), LOST),
        (REMOVED.format("Soul Echo", 2, "Naturalize", "Soul Echo"), GOES_ON),
        (
            REMOVED.format("Ali from Cairo", 1, "Murder", "Ali from Cairo") + " I take 3 damage.",
            LOST,
        ),
        (REMOVED.format("Sustaining Spirit", 1, "Vindicate", "Spirit") + " I take 3 damage.", LOST),
        (REMOVED.format("Sulfuric Vortex", 3, "Naturalize", "Vortex"), GOES_ON),
        # a target the removal can't take, a countered, misspelt or another's one: refused
        (REMOVED.format(HERALD, 0, "Shatter", "Herald"), None),
        (REMOVED.format("Kokusho, the Evening Star", 5, "Doom Blade", "Kokusho"), None),
        (REMOVED.format("Platinum Emperion", 5, "Go for the Throat", "Emperion"), None),
        (REMOVED.format("Soul Echo", 0, "Murder", "Soul Echo"), None),
        (REMOVED.format(HERALD, 0, "Murder", "Herlad"), None),
        (
            REMOVED.format(HERALD, 0, "Murder", "Herald").replace(
                "and it resolves", "but it is countered"
            ),
            None,
        ),
        (REMOVED.format(HERALD, 0, "Murder", "Herald").replace("on my", "on his own"), None),
    ],
)
def test_a_removal_at_a_permanent_whose_types_are_known(
    text: str, expected: tuple[str, dict[str, str]] | None
) -> None:
    assert _outcome(text) == expected


# -- a change of life the words leave out, beside a card that acts on one -------------------


# magarena-1514-sanguine-bond-exquisite-blood-not-a-draw: "have both Sanguine Bond and Exquisite
# Blood in play, then cast Chaplain's Blessing". Told as the asker's own, "I control Sanguine
# Bond and Exquisite Blood. I cast Chaplain's Blessing and it resolves" was "nobody has won or
# lost yet": the Blessing's gain, whose amount the effects leave to the card's words, was a
# change of life nothing acted on, so the pair's loop never began (you win: the opponent loses
# at 0, 104.4b). The same with Transcendence at 18 life (you lose at 23) and with Lich or
# Nefarious Lich and an empty library (the gain is a draw instead). Every other card in play is
# now judged beside it as beside a change of life: refused where it acts on one; the card alone,
# or beside one that does not (Platinum Angel, Sulfuric Vortex), is read as before.
BLESSING = "I control {}. I cast Chaplain's Blessing and it resolves."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (BLESSING.format("Sanguine Bond and Exquisite Blood"), None),
        (
            "I have Sanguine Bond and Exquisite Blood in play, then I cast Chaplain's Blessing",
            None,
        ),
        (BLESSING.format("Sanguine Bond"), None),
        (BLESSING.format("Transcendence. I'm at 18 life"), None),
        ("I'm at 18 life and control Transcendence. I cast Chaplain's Blessing.", None),
        (BLESSING.format("Lich. my library is empty"), None),
        (BLESSING.format("Nefarious Lich. my library is empty"), None),
        (BLESSING.format("Platinum Angel"), GOES_ON),
        (BLESSING.format("Sulfuric Vortex. I'm at 0 life"), LOST),
        ("I control Sanguine Bond and Exquisite Blood. I gain 5 life.", WON),
    ],
)
def test_a_change_of_life_left_unsaid_beside_a_card_that_acts_on_one(
    text: str, expected: tuple[str, dict[str, str]] | None
) -> None:
    assert _outcome(text) == expected


# Trade Secrets' draws, left to its words (`changes` an empty library), were draws of nothing:
# "my library is empty. my opponent casts Trade Secrets targeting me and it resolves" was
# "nobody has won or lost yet" (I draw two from an empty library and lose, 704.5b; with
# Laboratory Maniac I win). Where the words tell of a library it is refused.
SECRETS = "my opponent casts Trade Secrets targeting me and it resolves."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my library is empty. " + SECRETS, None),
        ("I control Laboratory Maniac. my library is empty. " + SECRETS, None),
        ("I have 1 card in my library. " + SECRETS, None),
        (SECRETS + " I draw a card.", None),
        (
            "my opponent is at 3 life. " + SECRETS + " I cast Lightning Bolt targeting him and it"
            " resolves.",
            WON,
        ),
    ],
)
def test_draws_left_unsaid_beside_a_library_told(
    text: str, expected: tuple[str, dict[str, str]] | None
) -> None:
    assert _outcome(text) == expected
