"""Combat told by attacks, blocks and creature stats (chat.py), put in the situation language's
terms: what the fight dealt to each player, where the words fix it.

"I attack with a 4/4 and he doesn't block": my opponent took 4 combat damage from me. "bob
attacks me with a 4/4 with trample and I block with a 3/2 with lifelink": I took 2 combat
damage from bob and I gained 3 life (the trampler assigns lethal damage to the blocker and the
rest to the player, MTG CR 702.19c; a creature with deathtouch needs only 1 for lethal, 702.2c;
lifelink gains with the damage, at the same time, 702.15b, 510.2). First and double strike make
a damage step of their own (510.4), each told as a sentence of its own, with state-based
actions between: a creature destroyed in the first deals nothing in the second, and a trampler
whose blocker is gone deals all its damage to the player (702.19e). An attack and its block may
be told in two sentences ("I attack with a 4/4 with trample. My opponent blocks with a 3/2").

Only what the stats fix is read. Nothing is read, and the clause is refused and named as today,
where the outcome turns on something not said or on a choice: an attack whose block is not
said, two blockers (the order damage is assigned in), a blocked attack beside others, an
ability the reader does not know ("with infect", "with protection from red"), a fight that
deals nothing to any player, and any fight beside something that may prevent or move its
damage (a card Arbiter does not know or only describes, a word of redirecting or preventing).

Its parts, each a module: who fights (`combat_players.py`), the attack and its block as people
tell them (`attack_forms.py`), what a fight told by stats deals in each damage step
(`combat_damage.py`), a creature said to be a player's before a bare attack or block
(`creatures_held.py`), and a card Arbiter knows acting in a fight (`cards_in_combat.py`).
"""

from __future__ import annotations

import re

from bot.core.rulings.attack_forms import (
    ACTS_AFTER,
    ANY_ATTACK,
    ATTACK,
    JOIN,
    PASSIVE,
    acts_after,
    as_active,
    block_unsaid,
    goes_on,
)
from bot.core.rulings.cards_in_combat import (
    CARD_ATTACK,
    CARD_ATTACKS,
    CARD_BLOCKED,
    TURNED,
    card_blocked,
    card_told,
    nothing_else_acts,
    turned_back,
    turns_back,
)
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.combat_damage import damage_steps
from bot.core.rulings.combat_players import AS_OBJECT, AS_SUBJECT, a_player, defender_of, whose
from bot.core.rulings.combat_stats import as_stats, creatures
from bot.core.rulings.creatures_held import creatures_held, with_creatures
from bot.core.rulings.face_down import face_down_stats
from bot.core.rulings.lifelink_account import lifelink_account, lifelink_named
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.rest_lethal import rest_lethal
from bot.core.rulings.words import MARKED, SUBJECT, Entity

# After a fight, damage or life lost told again as an event ("... and he doesn't block and
# takes 3 damage", "He loses 3 life"): the fight's own damage restated, or more of it, the words
# do not say which; the fight is then not read from the stats (it was counted twice). The
# amount alone says it too ("... and he doesn't block, so he takes 4": at 7 life he was put
# at -1, "you win", where the 4 is the fight's own).
_RESTATED = re.compile(
    rf"(?:(?<![\w']){SUBJECT}\s++|\b{one_of(WORDS.list_joins)}\s++)"
    rf"{one_of(WORDS.restated_damage)}\s++{NUMBER}"
    rf"(?:\s++(?:{one_of(WORDS.combat_kind)}\s++)?{one_of(WORDS.restated_units)}\b"
    rf"|(?![\w/])(?!\s*+{one_of(WORDS.restated_not_units)}))",
    re.IGNORECASE,
)


# "... and I don't block. During the declare blockers step, I cast Lightning Bolt targeting him":
# the act said to come before the fight's damage (510.1: damage is dealt in the combat damage
# step, after the declare blockers step), to the end of its sentence.
_BEFORE_DAMAGE = re.compile(
    rf"(?P<join>{JOIN}(?:{one_of(WORDS.before_damage_joins)}\s++)?)"
    rf"(?P<when>{one_of(WORDS.before_combat_damage)})"
    r"\s*+,?\s*+(?P<act>[^.;!?\n]+?)(?=\s*+(?:[.;!?\n]|$))",
    re.IGNORECASE,
)


def _acts_first(text: str, entities: tuple[Entity, ...] = ()) -> str:
    """The text with an act said to come before a fight's damage (`_BEFORE_DAMAGE`) told before
    that fight, where the fight's block is said: the fight's damage then comes after it. A spell
    that turns the fight's damage back stays after it (`cards_in_combat.turned_back` reads the
    two)."""
    for fight in ATTACK.finditer(text):
        if fight["blk"] is None and not fight["n"] and not fight["free"]:
            continue
        before = _BEFORE_DAMAGE.match(text, fight.end())
        if before is None or ACTS_AFTER.match(before["act"]) is None:
            continue
        if any(turns_back(entities, int(m[1])) for m in MARKED.finditer(before["act"])):
            continue
        act = before["act"]
        if ACTS_AFTER.search(text, before.end()) or ANY_ATTACK.search(act):
            return text  # more acts told after it, or another fight: left as said
        said = f"{act[0].upper()}{act[1:]}. "
        return f"{text[: fight.start()]}{said}{fight[0]}{text[before.end() :]}"
    return text


# What one combat damage step deals and gains, said to be at once (510.2): never read as a gain
# after the damage (told_in_turn.py).
AT_ONCE = " and at the same time "


def _told(match: re.Match[str], bare: tuple[tuple[int, str], ...] = ()) -> str:
    """`match` told as what it dealt; `bare`: where each player said to have no creatures
    was said (an attack on them after it is unblocked)."""
    attacker = match["a"]
    if _RESTATED.search(match.string, match.end()):
        return match[0]  # "... and he doesn't block. He takes 3 damage.": the same, or more?
    if acts_after(match):
        return match[0]  # before its damage or after it? (`ACTS_AFTER`)
    defender = defender_of(match) if a_player(attacker) else None
    no_blockers = defender is not None and any(
        end <= match.start() and who == whose(defender, attacker) for end, who in bare
    )
    if match["att2"]:
        split = _split(match, defender, no_blockers) if defender is not None else None
        return match[0] if split is None else split + goes_on(match)
    steps = damage_steps(match, no_blockers) if defender is not None else None
    if defender is None or steps is None:
        return match[0]
    source = AS_OBJECT.get(attacker.lower(), attacker)
    walker = match.groupdict().get("pw")
    said = []
    for damage, gained, defended in steps:
        told = []
        if damage and walker:
            told.append(f"{walker} is dealt {damage} combat damage")
        elif damage:
            told.append(f"{defender} took {damage} combat damage from {source}")
        if gained:
            told.append(f"{AS_SUBJECT.get(attacker.lower(), attacker)} gained {gained} life")
        if defended:
            told.append(f"{defender} gained {defended} life")
        said.append(AT_ONCE.join(told))
    return ". ".join(said) + goes_on(match)


def _split(match: re.Match[str], defender: str, no_blockers: bool) -> str | None:
    """An attack split between a player and a planeswalker ("he attacks me with a 10/10, and
    my Gideon of the Trials with a 4/4"), none of it blocked: each side's damage, all in one
    combat damage step (510.2), so one sentence. Blocked, at a planeswalker first, or with a
    creature with first or double strike (a step of its own, 510.4): None, left unread."""
    unblocked = match["n"] or match["free"] or no_blockers
    if match["blk"] is not None or match["pw"] or not unblocked:
        return None
    player_side, walker_side = creatures(match["att"]), creatures(match["att2"])
    fighters = [*player_side, *walker_side]
    if any(c.has(WORDS.first_strike + WORDS.double_strike) for c in fighters):
        return None
    attacker = match["a"]
    source = AS_OBJECT.get(attacker.lower(), attacker)
    told = [
        f"{defender} took {sum(c.power for c in player_side)} combat damage from {source}",
        f"{match['pw2']} is dealt {sum(c.power for c in walker_side)} combat damage",
    ]
    gained = sum(c.power for c in fighters if c.has(WORDS.lifelink))
    if gained:
        told.append(f"{AS_SUBJECT.get(attacker.lower(), attacker)} gained {gained} life")
    return AT_ONCE.join(told)


# "I have no creatures", "my opponent didn't have any creatures": nothing to block with.
_NO_CREATURES = re.compile(
    rf"(?<![\w'])(?P<x>{SUBJECT})\s++{one_of(WORDS.not_having)}\s++"
    rf"(?:{one_of(WORDS.no_blockers_any)}\s++)?"
    rf"(?:{one_of(WORDS.no_blockers)})(?![\w'])",
    re.IGNORECASE,
)


def _bare(text: str) -> tuple[tuple[int, str], ...]:
    return tuple(
        (m.end(), whose(m["x"], None)) for m in _NO_CREATURES.finditer(text) if a_player(m["x"])
    )


def block_unsaid_at(text: str) -> tuple[int, int] | None:
    """Where the one attack the words tell (by stats, "I attack with a 4/4", or by a card, "I
    attack with my Phage") ends, where nothing is said of its block right after it, and how
    many creatures attack; None where no attack, or more than one, is told (blocks_supposed.py
    says the block there)."""
    if len(ANY_ATTACK.findall(text)) != 1:
        return None
    stats = block_unsaid(text)
    if stats is not None:
        return stats.end(), len(creatures(stats["att"]))
    card = CARD_ATTACKS.search(text)
    return (card.end(), 1) if card is not None else None


def attack_said(text: str) -> bool:
    """Whether the words tell of an attack in prose ("I attack him for 3 unblocked damage")."""
    return ANY_ATTACK.search(text) is not None


def combat_told(text: str, entities: tuple[Entity, ...] = ()) -> str:
    """The text with each attack whose block and stats fix what it dealt to the players told
    as that damage and life gained (see above); else as it is. A card named as what fights is
    its printed stats (`combat_stats.as_stats`) where the fight is then read; else it is left
    as named."""
    text = rest_lethal(text, entities)  # "he blocks one with a lifelinker, but the rest are lethal"
    text = lifelink_account(text, entities)  # "he blocks with Olivia ... lost 18 and then gained 3"
    text = lifelink_named(text, entities)  # "... and then gains 3 life from Nighthawk's lifelink"
    if ANY_ATTACK.search(text) is None and CARD_BLOCKED.search(text) is None:
        return text  # no attack: nothing to read (and no pattern below to run)
    text = _acts_first(text, entities)  # "during the declare blockers step, I cast ...": first
    down, two_twos = face_down_stats(text)  # "two face-down creatures": 2/2s (708.2a)
    if two_twos:
        told = _told_all(down, entities)
        if all(told.count(stats) <= text.count(stats) for stats in two_twos):
            return told  # every fight of a face-down creature was read
    for held in (False, True):
        fought, said = as_stats(text, entities, held)
        if said:
            told = _told_all(fought, entities)
            if all(told.count(stats) <= text.count(stats) for stats in said):
                return told  # every fight a card was named in was read
    return _told_all(text, entities)


def _told_all(text: str, entities: tuple[Entity, ...]) -> str:
    text = TURNED.sub(lambda m: turned_back(m, entities), text)
    if not nothing_else_acts(text, entities, None):
        return CARD_ATTACK.sub(lambda m: card_told(m, text, entities), text)
    text = CARD_BLOCKED.sub(lambda m: card_blocked(m, entities), text)
    text = PASSIVE.sub(as_active, text)
    bare = _bare(text)
    held = creatures_held(text)
    given = with_creatures(text, held) if held else None
    if given is not None:
        read: list[bool] = []

        def told(match: re.Match[str]) -> str:
            said = _told(match, bare)
            read.append(said != match[0])
            return said

        rewritten = ATTACK.sub(told, given)
        if any(read):
            return rewritten
    stats_told = ATTACK.sub(lambda m: _told(m, bare), text)
    return CARD_ATTACK.sub(lambda m: card_told(m, stats_told, entities), stats_told)
