"""A creature said to be a player's before a bare attack or block (combat_told.py): "I have a
4/4 with trample. I attack. My opponent blocks.", "all I had was a 2/2 with lifelink available
to block", "My opponent had one creature in play. This creature was a 3/2 with lifelink". The
bare attack or block is given the one creature its player was said to hold before it, and the
saying is taken out; two creatures said for that player, or a creature said for the attacker
as the blocker, give none. A bare attack by "he" or "she" ("My opponent has a 6/6 creature. He
attacks") is that of the one player other than the asker said to hold a creature, where no word
before it may name anyone else (session 25)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.rulings.attack_forms import AND, ATTACK_VERB, BLOCKED, END, UNTIL_END, block_unsaid
from bot.core.rulings.chat_words import FUNCTION_WORDS, GAME_TERMS, TALK_WORDS, WORDS, one_of
from bot.core.rulings.combat_players import PLAYER, a_player, whose
from bot.core.rulings.combat_stats import LIST, ONE, count_of, creatures
from bot.core.rulings.words import MARK, SUBJECT

_ONLY = one_of(WORDS.held_only)
_WITH = one_of(WORDS.fights_with)
_IT = one_of(WORDS.card_pronouns)
_AND = one_of(WORDS.list_joins)

# "I have a 4/4 with trample", "my opponent controls a 3/2 on the battlefield": a creature a
# player holds, said before the attack or the block that uses it.
_HELD = re.compile(
    rf"(?<![\w'])(?P<x>{SUBJECT})\s++{one_of(WORDS.holds)}\s++(?:{_ONLY}\s++)?(?P<c>{LIST})"
    rf"(?:\s++{one_of(WORDS.in_play)})?(?:\s++{one_of(WORDS.to_block)})?(?:{UNTIL_END}|{AND})",
    re.IGNORECASE,
)


# "all I had was a 2/2 with lifelink available to block", "the only creature he has is a 3/3":
# the one creature a player holds, said the other way round.
_ALL_HELD = re.compile(
    rf"(?<![\w']){one_of(WORDS.all_held)}\s++(?P<x>{SUBJECT})\s++{one_of(WORDS.holds)}"
    rf"(?:\s++{one_of(WORDS.in_play)})?\s++{one_of(WORDS.it_was)}\s++(?P<c>{LIST})"
    rf"(?:\s++{one_of(WORDS.to_block)})?(?:{UNTIL_END}|{AND})",
    re.IGNORECASE,
)


# "my opponent had 2 life and one creature in play. This creature was a 3/2 with lifelink".
_ONE_HELD = re.compile(
    rf"(?<![\w'])(?P<x>{SUBJECT})\s++{one_of(WORDS.holds)}\s++(?:[^.;!?\n,]{{0,60}}?\b{_AND}\s++)?"
    rf"(?:{_ONLY}\s++)?{one_of(WORDS.one_creature_held)}\b(?![\w/])",
    re.IGNORECASE,
)


_THE_CREATURE = re.compile(
    rf"(?:^|(?<=[.;!?\n]))\s*+(?:{one_of(WORDS.the_creature)})\s++{one_of(WORDS.it_was)}\s++"
    rf"(?P<c>{ONE}){UNTIL_END}",
    re.IGNORECASE,
)


# "with all of them", "with all five Saprolings", "with both": every creature said held before
# (`Held.count` of them, the number said or two for "both")
_ALL = (
    rf"(?P<all>{one_of(WORDS.attack_with_all)}|(?P<both>{one_of(WORDS.attack_with_both)})"
    rf"|{one_of(WORDS.attack_with_all_counted)}\s++(?P<n>{one_of(WORDS.attackers_counted)}|[2-9])"
    rf"(?:\s++{one_of(WORDS.stats_types)}|\s++{one_of(WORDS.creature_nouns)})?)(?![\w'-])"
)


# "I attack", "I attack him with it", "my opponent blocks": the creature left unsaid.
_BARE_ATTACK = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++{ATTACK_VERB}(?:\s++(?P<o>{PLAYER}))??"
    rf"(?:\s++{_WITH}\s++(?:{_ALL}|{one_of(WORDS.held_with_them)}))?(?:{END}|{AND})",
    re.IGNORECASE,
)


_BARE_BLOCK = re.compile(
    rf"(?<![\w'])(?P<b>{SUBJECT})\s++{one_of(WORDS.block_verbs)}(?P<t>\s++{_IT}|{BLOCKED})"
    rf"(?:\s++{_WITH}\s++{_IT})?{END}",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Held:
    """A creature said to be a player's, and where it was said."""

    player: str
    creature: str
    start: int
    end: int
    count: int = 1  # how many creatures it says ("five 1/1 tokens": 5)
    # said to the end of its sentence ("I have five 1/1 tokens."), nothing held joined after it
    whole: bool = False


_WHOLE = re.compile(UNTIL_END)


def _whole(text: str, end: int) -> bool:
    """Whether a saying of what a player holds ends its sentence at `end`."""
    return _WHOLE.match(text, end) is not None


def creatures_held(text: str) -> list[Held]:
    held = [
        Held(m["x"], m["c"], m.start(), m.end(), len(creatures(m["c"])), _whole(text, m.end()))
        for pattern in (_HELD, _ALL_HELD)
        for m in pattern.finditer(text)
        if a_player(m["x"]) and creatures(m["c"])
    ]
    owners = [(m.end(), m["x"]) for m in _ONE_HELD.finditer(text) if a_player(m["x"])]
    for match in _THE_CREATURE.finditer(text):
        before = [who for end, who in owners if end <= match.start()]
        if before:
            held.append(Held(before[-1], match["c"], match.start(), match.end()))
    return sorted(held, key=lambda h: h.start)


def with_creatures(text: str, held: list[Held]) -> str | None:
    """The text with each bare attack and block given the one creature its player was said to
    hold before it, and those sayings taken out; None when no attack was given one."""
    used: set[int] = set()
    edits: list[tuple[int, int, str]] = []
    attacker: str | None = None

    def one(who: str, position: int, alike: int = 1) -> tuple[int, Held] | None:
        key = whose(who, attacker)
        before = [(i, h) for i, h in enumerate(held) if h.end <= position and _fits(h, alike)]
        mine = [(i, h) for i, h in before if whose(h.player, attacker) == key]
        if key in _HE_OR_SHE and attacker is None:
            return _held_by_the_other(before, text[:position])
        return mine[0] if len(mine) == 1 and key not in WORDS.pronouns else None

    def block(after: int, attacking: str) -> None:
        for block in _BARE_BLOCK.finditer(text, after):
            if not a_player(block["b"]):
                continue  # "a 2/2 available to block"
            blocker = one(block["b"], block.start())
            if blocker is not None and whose(block["b"], attacking) != whose(attacking, None):
                said = f"{block['b']} blocks{block['t'] or ''} with {blocker[1].creature}"
                edits.append((block.start(), block.end(), said))
                used.add(blocker[0])
            break

    for match in _BARE_ATTACK.finditer(text):
        found = one(match["a"], match.start(), _how_many(match))
        if found is None:
            continue
        # "She attacks": the one player she can be (`_held_by_the_other`)
        attacker = found[1].player if whose(match["a"], None) in _HE_OR_SHE else match["a"]
        target = f" {match['o']}" if match["o"] else ""
        edits.append(
            (match.start(), match.end(), f"{attacker} attacks{target} with {found[1].creature}")
        )
        used.add(found[0])
        block(match.end(), attacker)
        break  # one attack told this way
    stats = None if edits else block_unsaid(text)
    if stats is not None:  # "he attacks me with two 3/3s. I block one of them": blocker before
        attacker = stats["a"]
        block(stats.end(), attacker)
    if not edits:
        return None
    edits += [(_joined(text, h.start), h.end, "") for i, h in enumerate(held) if i in used]
    for start, end, told in sorted(edits, reverse=True):
        text = text[:start] + told + text[end:]
    return text


# How many creatures an attack "with all of them" takes: every one said held (0), or the number
# said ("all five": 5, "both": 2); 1 for a bare attack ("I attack", "I attack with it").
# -1 where a card is named before "all of them" ("I have Platinum Angel. I have two 1/1s. I attack
# with all of them": the card may be among them): no creature said held fits it.
def _how_many(attack: re.Match[str]) -> int:
    if not attack["all"]:
        return 1
    if MARK in attack.string[: attack.start()]:
        return -1
    if attack["n"]:
        return count_of(attack["n"])
    return 2 if attack["both"] else 0


def _fits(held: Held, alike: int) -> bool:
    """Whether `held` is what an attack of `alike` creatures (`_how_many`) may be: the one
    creature for a bare attack; for "all of them", every creature said in a sentence of its own
    (nothing held joined after it), two or more, as many as the number said (0: any)."""
    if alike == 1:
        return held.count == 1
    return held.whole and held.count >= 2 and alike in (0, held.count)


# a third person who attacks: the one other player than the asker holding a creature said
_HE_OR_SHE = frozenset(("he", "she"))


def _another_players(who: str) -> bool:
    """Whether `who` is named as a player other than the asker (not a pronoun)."""
    key = whose(who, None)
    return key != "i" and key not in WORDS.pronouns


def _held_by_the_other(before: list[tuple[int, Held]], said_before: str) -> tuple[int, Held] | None:
    """ "my opponent has a 4/4. He attacks": the one creature held before the attack by a player
    other than the asker, where nobody else may be named before it (the pronoun's only player);
    None otherwise."""
    mine = [(i, h) for i, h in before if _another_players(h.player)]
    if len(mine) != 1 or _someone_else(said_before, mine[0][1].player):
        return None
    return mine[0]


_WORD = re.compile(r"[^\W\d_][\w'-]*+")
# a 2/2 "black" "Zombie" token: words that describe a creature (combat_stats), never a player
_DESCRIBING = frozenset(WORDS.stats_colours + WORDS.stats_types)


def _someone_else(before: str, holder: str) -> bool:
    """Whether a word of `before` may name a player other than the asker and `holder`: any word
    that may be a name ("Bob", "trample" alike: unsure, so someone else) but the asker's, the
    opponent's and the pronouns, game terms and words of talk."""
    held = whose(holder, None)
    for word in _WORD.findall(before):
        low = word.lower()
        if not a_player(word) or low in GAME_TERMS or low in FUNCTION_WORDS or low in TALK_WORDS:
            continue
        if low in _DESCRIBING:
            continue
        if whose(word, None) not in ("i", held) and low not in WORDS.pronouns:
            return True
    return False


_JOINED = re.compile(rf"\s*+,?\s*+\b{_AND}\s++$", re.IGNORECASE)


def _joined(text: str, start: int) -> int:
    """Where a saying taken out begins, with the "and" that joined it to what went before
    ("he attacks me with two 3/3s, and all I had was a 2/2"): the clauses around it stay whole."""
    joined = _JOINED.search(text, 0, start)
    return joined.start() if joined else start
