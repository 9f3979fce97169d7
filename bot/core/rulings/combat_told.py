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
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.rulings.card_model import Kind, TurnsDamageBack
from bot.core.rulings.card_model import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, bare_word, one_of
from bot.core.rulings.combat_stats import LIST, ONE, Creature, as_stats, creatures
from bot.core.rulings.face_down import face_down_stats
from bot.core.rulings.rest_lethal import rest_lethal
from bot.core.rulings.words import MARK, MARKED, NAME, NUMBER, ORDINARY, ROLE, SUBJECT, Entity

_PLAYER = rf"(?:my opponent|your opponent|the opponent|{ROLE}|him|her|them|me|you|{NAME})"


_JOIN = r"(?:(?:\s*+[,.;]\s*+)++|\s++)(?:and\s++)?"  # ", and", ". ", ", ... "


# he doesn't block "it", "them", "any of them": no block at all ("one of them" is not this)
_IT = rf"(?:\s++(?:it|them|{one_of(WORDS.none_of_them)}))?"


# "he blocks it", "he blocks my 4/4 with ...": the attacker, by its stats (the one said); "one
# of them", "one of the 3/3s": one of several attackers (read only where they are alike).
_BLOCKED = (
    rf"(?:\s++(?:it|them|{one_of(WORDS.card_owners)}\s++(?P<obj>\d{{1,3}}+/\d{{1,3}}+)"
    rf"|(?P<one>{one_of(WORDS.one_of_them)})(?![\w/])"
    rf"|{one_of(WORDS.one_of_the)}\s++(?P<ones>\d{{1,3}}+/\d{{1,3}}+)s?+"
    rf"(?:\s++{one_of(WORDS.creature_nouns)})?))?"
)


# "... and he doesn't block, and uses Glarecaster's ability": what follows "and" with no
# subject of its own is still the defending player's doing; it keeps its subject once the
# attack is told as damage.
_GOES_ON = r"(?:(?![\w/])(?P<cont>\s*+,?\s++and\s++)(?=(?P<next>[^\W\d_]++)))?"


def _goes_on(match: re.Match[str]) -> str:
    if not match["cont"]:
        return ""
    word = match["next"].lower()
    if word in _SUBJECT_STARTS or MARK in word:
        return match["cont"]
    return f"{match['cont']}{match['n']} "


_SUBJECT_STARTS = (
    WORDS.self_words
    | WORDS.pronouns
    | WORDS.people
    | frozenset(WORDS.card_owners)
    | frozenset(WORDS.card_pronouns)
    | frozenset(WORDS.subject_starts)
)


# "he attacks my Gideon of the Trials with a 4/4": a planeswalker attacked, its damage dealt to
# it (a planeswalker's loyalty goes down by it, 306.8, 120.3c), read as said of the card.
_WALKER = rf"(?:(?:{one_of(WORDS.card_owners)})\s++)?(?P<pw>{MARK}\d++)"

# "attacks", "swings", "is attacking": a verb of attacking, in every fight told ("is attacking"
# before "attacking": never "is attacked", the one attacked)
_ATTACK_VERB = one_of(WORDS.attacking_now + WORDS.attack_verbs + WORDS.swing_verbs)


# Where what was said of the block ends: the clause's end, or a word that joins another. Words
# after it that say more of the block ("he doesn't block one of them": he blocked the other)
# keep the fight unread.
_BLOCK_SAID = r"(?=\s*+(?:[.,;:!?\n)]|$)|\s++(?:and|but|then|so)\b)"


_ATTACK = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++"
    rf"{_ATTACK_VERB}(?:\s++(?:(?P<o>{_PLAYER})|{_WALKER}))?"
    rf"\s++with\s++(?P<att>{LIST})"
    rf"(?:(?:\s*+,\s*+|\s++)and\s++{_WALKER.replace('<pw>', '<pw2>')}\s++with\s++"
    rf"(?P<att2>{LIST}))?"
    rf"(?:\s++(?P<free>{one_of(WORDS.unblocked)}){_BLOCK_SAID}"
    rf"|{_JOIN}(?P<n>{SUBJECT})\s++(?:{one_of(WORDS.no_block)}\s++block{_IT}"
    rf"|{one_of(WORDS.no_blocks_declared)}){_BLOCK_SAID}{_GOES_ON}"
    rf"|{_JOIN}(?P<b>{SUBJECT})\s++{one_of(WORDS.block_verbs)}{_BLOCKED}\s++with\s++"
    rf"(?P<blk>{LIST}){_BLOCK_SAID})?(?![\w/])",
    re.IGNORECASE,
)


# "I attack with a 5/5 with trample and it is blocked by his 2/2": the block said in the
# passive, told as the defending player's ("and my opponent blocks it with his 2/2").
_PASSIVE = re.compile(
    rf"(?P<head>(?<![\w'])(?P<a>{SUBJECT})\s++{_ATTACK_VERB}"
    rf"(?:\s++(?P<o>{_PLAYER}))??\s++with\s++{LIST}{_JOIN})"
    rf"(?P<what>it|one\s++of\s++them|{one_of(WORDS.card_owners)}\s++\d{{1,3}}+/\d{{1,3}}+)\s++"
    rf"{one_of(WORDS.blocked_passive)}\s++by\s++",
    re.IGNORECASE,
)


def _active(match: re.Match[str]) -> str:
    """The passive block told with the defending player as its subject; as it is where the
    one attacked is not the asker or their opponent."""
    attacker, attacked = match["a"].lower(), match["o"] or ""
    if attacked:
        who = _AS_SUBJECT.get(attacked.lower(), attacked)
    elif attacker in WORDS.self_words:
        who = "my opponent"
    else:
        who = "I" if attacker in WORDS.opponents else ""
    if not who or _same(who, match["a"]):
        return match[0]
    return f"{match['head']}{who} blocks {match['what']} with "


_AS_SUBJECT = {"me": "I", "him": "he", "her": "she", "them": "they"}


_AS_OBJECT = {"i": "me", "he": "him", "she": "her", "they": "them"}


def _a_player(who: str) -> bool:
    """Whether `who` names one player (never an ordinary word, "we" or "both")."""
    low = " ".join(who.lower().split())
    if low in WORDS.self_words or low in WORDS.opponents or low in WORDS.pronouns:
        return True
    if re.fullmatch(ROLE, who, re.IGNORECASE) is not None:
        return True
    return " " not in low and low not in WORDS.everyone and bare_word(low) not in ORDINARY


def _same(one: str, other: str) -> bool:
    def key(who: str) -> str:
        low = " ".join(who.lower().split())
        return "i" if low in WORDS.self_words else low

    return key(one) == key(other)


def _named_before(match: re.Match[str]) -> bool:
    """Whether the one attacked, where a bare name, is a player: named before the attack, or
    again as the one who blocks or does not ("I attack quickly with ..." names no one)."""
    attacked = match["o"]
    if not attacked or not re.fullmatch(NAME, attacked) or not _is_bare_name(attacked):
        return True
    again = [w for w in (match.groupdict().get("n"), match.groupdict().get("b")) if w]
    if any(w.lower() == attacked.lower() for w in again):
        return True
    before = re.compile(rf"(?<![\w']){re.escape(attacked)}(?![\w'])", re.IGNORECASE)
    return before.search(match.string, 0, match.start()) is not None


def _is_bare_name(who: str) -> bool:
    low = who.lower()
    return not (
        low in WORDS.self_words
        or low in WORDS.pronouns
        or low in WORDS.opponents
        or low in _AS_SUBJECT
        or re.fullmatch(ROLE, who, re.IGNORECASE)
    )


def _defender(match: re.Match[str]) -> str | None:
    """The defending player (`_defending`), never the asker where the one said to block or not
    is "he" or "she" ("my opponent attacks me with a 3/3 and he blocks": who is "he"?)."""
    defender = _defending(match)
    blocking = [w for w in (match.groupdict().get("n"), match.groupdict().get("b")) if w]
    mine = defender is not None and _whose(defender, None) == "i"
    if mine and any(w.lower() in WORDS.pronouns for w in blocking):
        return None
    return defender


def _defending(match: re.Match[str]) -> str | None:
    """The defending player: the one attacked, else the one said not to block or to block,
    else the other of the asker and their opponent."""
    attacker = match["a"]
    groups = match.groupdict()
    said = [w for w in (groups.get("o"), groups.get("n"), groups.get("b")) if w]
    if not all(_a_player(w) for w in said) or not _named_before(match):
        return None  # "I attack first with ...", "I attack quickly with ...": no player
    named = [w for w in said if w.lower() not in WORDS.pronouns]
    if any(_same(w, attacker) for w in said if w.lower() not in WORDS.pronouns):
        return None
    if match["o"] and match["o"] in named:
        if any(not _same(w, match["o"]) for w in named):
            return None
        return _AS_SUBJECT.get(match["o"].lower(), match["o"])
    if named:
        if len({_same(named[0], w) for w in named}) > 1:
            return None
        return named[0]
    low = attacker.lower()
    if low in WORDS.self_words:
        return "my opponent"
    if low in WORDS.opponents or (low in WORDS.pronouns and len(said) == len(named)):
        return "I"
    return None


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


def _dealt(match: re.Match[str], no_blockers: bool) -> list[Step] | None:
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


# After a fight, damage or life lost told again as an event ("... and he doesn't block and
# takes 3 damage", "He loses 3 life"): the fight's own damage restated, or more of it, the words
# do not say which; the fight is then not read from the stats (it was counted twice). The
# amount alone says it too ("... and he doesn't block, so he takes 4": at 7 life he was put
# at -1, "you win", where the 4 is the fight's own).
_RESTATED = re.compile(
    rf"(?:(?<![\w']){SUBJECT}\s++|\band\s++){one_of(WORDS.restated_damage)}\s++{NUMBER}"
    r"(?:\s++(?:combat\s++)?(?:damage|life)\b|(?![\w/])(?!\s*+(?:poison|counter|card)))",
    re.IGNORECASE,
)


# After a fight, a spell cast or an ability used ("... and I don't block. I cast Lightning Bolt
# targeting him", "declares no blocks, and then casts Deflecting Palm", "I Shock him"): as
# people tell combat it is most often cast in the declare blockers step, before combat damage
# (MTG CR 509, 510), yet it may be after; the words do not say which, so the fight is not told
# as its damage first (the spell came after it: "you lose" where the Bolt may have won first).
_ACTS_AFTER = re.compile(
    rf"(?:(?<![\w']){SUBJECT}\s++|\band\s++)(?:{one_of(WORDS.then_words)}\s++)?"
    rf"(?:{one_of(WORDS.cast_verbs + WORDS.use_verbs + WORDS.fire_verbs)}(?![\w'])"
    rf"|{MARK}\d++\s++(?:him|her|them|me|you|it|one|target|{one_of(WORDS.card_owners)})"
    r"(?![\w']))",
    re.IGNORECASE,
)


# "... and I don't block. During the declare blockers step, I cast Lightning Bolt targeting him":
# the act said to come before the fight's damage (510.1: damage is dealt in the combat damage
# step, after the declare blockers step), to the end of its sentence.
_BEFORE_DAMAGE = re.compile(
    rf"(?P<join>{_JOIN}(?:but\s++|then\s++)?)(?P<when>{one_of(WORDS.before_combat_damage)})"
    r"\s*+,?\s*+(?P<act>[^.;!?\n]+?)(?=\s*+(?:[.;!?\n]|$))",
    re.IGNORECASE,
)


def _acts_first(text: str, entities: tuple[Entity, ...] = ()) -> str:
    """The text with an act said to come before a fight's damage (`_BEFORE_DAMAGE`) told before
    that fight, where the fight's block is said: the fight's damage then comes after it. A spell
    that turns the fight's damage back stays after it (`_turned_back` reads the two)."""
    for fight in _ATTACK.finditer(text):
        if fight["blk"] is None and not fight["n"] and not fight["free"]:
            continue
        before = _BEFORE_DAMAGE.match(text, fight.end())
        if before is None or _ACTS_AFTER.match(before["act"]) is None:
            continue
        if any(_turns_back(entities, int(m[1])) for m in MARKED.finditer(before["act"])):
            continue
        act = before["act"]
        if _ACTS_AFTER.search(text, before.end()) or _ANY_ATTACK.search(act):
            return text  # more acts told after it, or another fight: left as said
        said = f"{act[0].upper()}{act[1:]}. "
        return f"{text[: fight.start()]}{said}{fight[0]}{text[before.end() :]}"
    return text


def _acts_after(match: re.Match[str]) -> bool:
    """Whether a spell or an ability is told after the fight `match` (`_ACTS_AFTER`)."""
    return _ACTS_AFTER.search(match.string, match.end()) is not None


def _told(match: re.Match[str], bare: tuple[tuple[int, str], ...] = ()) -> str:
    """`match` told as what it dealt; `bare`: where each player said to have no creatures
    was said (an attack on them after it is unblocked)."""
    attacker = match["a"]
    if _RESTATED.search(match.string, match.end()):
        return match[0]  # "... and he doesn't block. He takes 3 damage.": the same, or more?
    if _acts_after(match):
        return match[0]  # before its damage or after it? (`_ACTS_AFTER`)
    defender = _defender(match) if _a_player(attacker) else None
    no_blockers = defender is not None and any(
        end <= match.start() and who == _whose(defender, attacker) for end, who in bare
    )
    if match["att2"]:
        split = _split(match, defender, no_blockers) if defender is not None else None
        return match[0] if split is None else split + _goes_on(match)
    steps = _dealt(match, no_blockers) if defender is not None else None
    if defender is None or steps is None:
        return match[0]
    source = _AS_OBJECT.get(attacker.lower(), attacker)
    walker = match.groupdict().get("pw")
    said = []
    for damage, gained, defended in steps:
        told = []
        if damage and walker:
            told.append(f"{walker} is dealt {damage} combat damage")
        elif damage:
            told.append(f"{defender} took {damage} combat damage from {source}")
        if gained:
            told.append(f"{_AS_SUBJECT.get(attacker.lower(), attacker)} gained {gained} life")
        if defended:
            told.append(f"{defender} gained {defended} life")
        said.append(" and ".join(told))
    return ". ".join(said) + _goes_on(match)


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
    source = _AS_OBJECT.get(attacker.lower(), attacker)
    told = [
        f"{defender} took {sum(c.power for c in player_side)} combat damage from {source}",
        f"{match['pw2']} is dealt {sum(c.power for c in walker_side)} combat damage",
    ]
    gained = sum(c.power for c in fighters if c.has(WORDS.lifelink))
    if gained:
        told.append(f"{_AS_SUBJECT.get(attacker.lower(), attacker)} gained {gained} life")
    return " and ".join(told)


_END = r"(?=\s*+(?:[.,;:!?\n]|$))"


_UNTIL_END = r"(?=\s*+(?:,\s*+)?(?:[.;!?\n]|$))"


_AND = r"(?=,?\s++and\s)"


# "I have a 4/4 with trample", "my opponent controls a 3/2 on the battlefield": a creature a
# player holds, said before the attack or the block that uses it.
_HELD = re.compile(
    rf"(?<![\w'])(?P<x>{SUBJECT})\s++{one_of(WORDS.holds)}\s++(?:only\s++)?(?P<c>{LIST})"
    rf"(?:\s++{one_of(WORDS.in_play)})?(?:\s++{one_of(WORDS.to_block)})?(?:{_UNTIL_END}|{_AND})",
    re.IGNORECASE,
)


# "all I had was a 2/2 with lifelink available to block", "the only creature he has is a 3/3":
# the one creature a player holds, said the other way round.
_ALL_HELD = re.compile(
    rf"(?<![\w']){one_of(WORDS.all_held)}\s++(?P<x>{SUBJECT})\s++{one_of(WORDS.holds)}"
    rf"(?:\s++{one_of(WORDS.in_play)})?\s++{one_of(WORDS.it_was)}\s++(?P<c>{LIST})"
    rf"(?:\s++{one_of(WORDS.to_block)})?(?:{_UNTIL_END}|{_AND})",
    re.IGNORECASE,
)


# "my opponent had 2 life and one creature in play. This creature was a 3/2 with lifelink".
_ONE_HELD = re.compile(
    rf"(?<![\w'])(?P<x>{SUBJECT})\s++{one_of(WORDS.holds)}\s++(?:[^.;!?\n,]{{0,60}}?\band\s++)?"
    r"(?:only\s++)?(?:one|a)\s++creature\b(?![\w/])",
    re.IGNORECASE,
)


_THE_CREATURE = re.compile(
    rf"(?:^|(?<=[.;!?\n]))\s*+(?:{one_of(WORDS.the_creature)})\s++{one_of(WORDS.it_was)}\s++"
    rf"(?P<c>{ONE}){_UNTIL_END}",
    re.IGNORECASE,
)


# "I attack", "I attack him with it", "my opponent blocks": the creature left unsaid.
_BARE_ATTACK = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++{_ATTACK_VERB}"
    rf"(?:\s++(?P<o>{_PLAYER}))??(?:\s++with\s++(?:it|them))?(?:{_END}|{_AND})",
    re.IGNORECASE,
)


_BARE_BLOCK = re.compile(
    rf"(?<![\w'])(?P<b>{SUBJECT})\s++{one_of(WORDS.block_verbs)}(?P<t>\s++it|{_BLOCKED})"
    rf"(?:\s++with\s++it)?{_END}",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _Held:
    """A creature said to be a player's, and where it was said."""

    player: str
    creature: str
    start: int
    end: int


def _held(text: str) -> list[_Held]:
    held = [
        _Held(m["x"], m["c"], m.start(), m.end())
        for pattern in (_HELD, _ALL_HELD)
        for m in pattern.finditer(text)
        if _a_player(m["x"]) and len(creatures(m["c"])) == 1
    ]
    owners = [(m.end(), m["x"]) for m in _ONE_HELD.finditer(text) if _a_player(m["x"])]
    for match in _THE_CREATURE.finditer(text):
        before = [who for end, who in owners if end <= match.start()]
        if before:
            held.append(_Held(before[-1], match["c"], match.start(), match.end()))
    return sorted(held, key=lambda h: h.start)


def _whose(who: str, attacker: str | None) -> str:
    """A player as one key: the asker, their opponent (a pronoun beside the asker's attack is
    the opponent), or the name as written."""
    low = " ".join(who.lower().split())
    if low in WORDS.self_words:
        return "i"
    if low in WORDS.opponents or (
        low in WORDS.pronouns and attacker is not None and _whose(attacker, None) == "i"
    ):
        return "my opponent"
    return low


def _with_creatures(text: str, held: list[_Held]) -> str | None:
    """The text with each bare attack and block given the one creature its player was said to
    hold before it, and those sayings taken out; None when no attack was given one."""
    used: set[int] = set()
    edits: list[tuple[int, int, str]] = []
    attacker: str | None = None

    def one(who: str, position: int) -> tuple[int, _Held] | None:
        key = _whose(who, attacker)
        mine = [(i, h) for i, h in enumerate(held) if h.end <= position]
        mine = [(i, h) for i, h in mine if _whose(h.player, attacker) == key]
        return mine[0] if len(mine) == 1 and key not in WORDS.pronouns else None

    def block(after: int, attacking: str) -> None:
        for block in _BARE_BLOCK.finditer(text, after):
            if not _a_player(block["b"]):
                continue  # "a 2/2 available to block"
            blocker = one(block["b"], block.start())
            if blocker is not None and _whose(block["b"], attacking) != _whose(attacking, None):
                said = f"{block['b']} blocks{block['t'] or ''} with {blocker[1].creature}"
                edits.append((block.start(), block.end(), said))
                used.add(blocker[0])
            break

    for match in _BARE_ATTACK.finditer(text):
        found = one(match["a"], match.start())
        if found is None:
            continue
        attacker = match["a"]
        target = f" {match['o']}" if match["o"] else ""
        edits.append(
            (match.start(), match.end(), f"{attacker} attacks{target} with {found[1].creature}")
        )
        used.add(found[0])
        block(match.end(), attacker)
        break  # one attack told this way
    stats = None if edits else _block_unsaid(text)
    if stats is not None:  # "he attacks me with two 3/3s. I block one of them": blocker before
        attacker = stats["a"]
        block(stats.end(), attacker)
    if not edits:
        return None
    edits += [(_joined(text, h.start), h.end, "") for i, h in enumerate(held) if i in used]
    for start, end, told in sorted(edits, reverse=True):
        text = text[:start] + told + text[end:]
    return text


def _block_unsaid(text: str) -> re.Match[str] | None:
    """The first attack told by stats, where it says nothing of its block."""
    match = _ATTACK.search(text)
    if match is None or match["blk"] is not None or match["n"] or match["free"] or match["att2"]:
        return None
    return match


_JOINED = re.compile(r"\s*+,?\s*+\band\s++$", re.IGNORECASE)


def _joined(text: str, start: int) -> int:
    """Where a saying taken out begins, with the "and" that joined it to what went before
    ("he attacks me with two 3/3s, and all I had was a 2/2"): the clauses around it stay whole."""
    joined = _JOINED.search(text, 0, start)
    return joined.start() if joined else start


# "I attack with my Phage the Untouchable and my opponent doesn't block it": the card's combat
# damage to the defending player, its amount left to the card (the language's own form; a card
# whose power decides the outcome is refused there, as any card's damage is).
_CARD_ATTACK = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++{_ATTACK_VERB}"
    rf"(?:\s++(?P<o>{_PLAYER}))??\s++with\s++(?:(?:my|his|her|their|your)\s++)?"
    rf"(?P<card>{MARK}\d++)"
    rf"(?:\s++(?P<free>{one_of(WORDS.unblocked)}){_BLOCK_SAID}"
    rf"|{_JOIN}(?P<n>{SUBJECT})\s++{one_of(WORDS.no_block)}\s++block{_IT}{_BLOCK_SAID}{_GOES_ON})"
    r"(?![\w/])",
    re.IGNORECASE,
)


_POSSESSIVE = {"i": "my", "me": "my", "you": "my", "he": "his", "she": "her", "they": "their"}


def _card_told(match: re.Match[str], text: str, entities: tuple[Entity, ...]) -> str:
    attacker = match["a"]
    if not _nothing_else_acts(text, entities, int(match["card"][1:])):
        return match[0]
    if _acts_after(match) and not _CHANGED.search(text):
        return match[0]  # a spell after it: before its damage or after? (`_ACTS_AFTER`)
    defender = _defender(match) if _a_player(attacker) else None
    if defender is None:
        return match[0]
    owner = _POSSESSIVE.get(attacker.lower(), f"{attacker}'s")
    struck = _AS_OBJECT.get(defender.lower(), defender)
    return f"{owner} {match['card']} deals combat damage to {struck}{_goes_on(match)}"


_ANY_ATTACK = re.compile(rf"(?<![\w']){_ATTACK_VERB}(?![\w'])", re.IGNORECASE)


# "I have no creatures", "my opponent didn't have any creatures": nothing to block with.
_NO_CREATURES = re.compile(
    rf"(?<![\w'])(?P<x>{SUBJECT})\s++{one_of(WORDS.not_having)}\s++(?:any\s++)?"
    rf"(?:{one_of(WORDS.no_blockers)})(?![\w'])",
    re.IGNORECASE,
)


def _bare(text: str) -> tuple[tuple[int, str], ...]:
    return tuple(
        (m.end(), _whose(m["x"], None)) for m in _NO_CREATURES.finditer(text) if _a_player(m["x"])
    )


# "... and I use Captain's Maneuver to redirect all the damage", "he prevents it": what the
# fight dealt is changed by what else is said; no damage is read from the stats then.
_CHANGED = re.compile(
    rf"(?<![\w']){one_of(WORDS.redirect_verbs + WORDS.prevent_verbs)}(?![\w'])", re.IGNORECASE
)


def _nothing_else_acts(text: str, entities: tuple[Entity, ...], attacking: int | None) -> bool:
    """Whether nothing said beside the fight may change the damage it deals: no word of
    redirecting or preventing damage, and every other card named one Arbiter knows whose
    effects it judges (a card it does not know, "Fog", or one it only describes, Captain's
    Maneuver, may prevent or move the damage: the fight is then not read from the stats)."""
    if _CHANGED.search(text):
        return False
    for mark in MARKED.finditer(text):
        number = int(mark[1])
        if number == attacking or number >= len(entities):
            continue
        card = entities[number].card
        if card is None or Kind.ENDS_NOTHING in card.kinds:
            return False
    return True


# "I block the Angel with a 4/5 (which will kill it), but the remaining attackers are lethal":
# a card whose printed stats the card data gives, blocked by a creature told by its stats, the
# rest of the attack lethal to the one who blocks: all in one combat damage step (510.2).
_CARD_BLOCKED = re.compile(
    rf"(?<![\w'])(?P<b>{SUBJECT})\s++{one_of(WORDS.block_verbs)}\s++"
    rf"(?:(?:{one_of(WORDS.card_owners)})\s++)?(?P<card>{MARK}\d++)\s++with\s++(?P<blk>{ONE})"
    rf"(?:\s*+\(\s*+{one_of(WORDS.kills_it)}\s*+\))?(?:\s*+,\s*+|\s++)(?:but|and)\s++"
    rf"{one_of(WORDS.rest_of_attack)}\s++{one_of(WORDS.are_lethal)}(?:\s++to\s++(?:me|him|her|them))?"
    rf"{_UNTIL_END}",
    re.IGNORECASE,
)


def _card_blocked(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    """The blocked card dealt the blocker's power and the one who blocks dealt lethal damage,
    at the same time; as said where a first or double strike, deathtouch or lifelink may
    change the order or the amounts, or the card's printed stats are not in the card data."""
    number = int(match["card"][1:])
    card = entities[number].card if number < len(entities) else None
    blockers = creatures(match["blk"])
    if card is None or card.power is None or not _a_player(match["b"]) or len(blockers) != 1:
        return match[0]
    blocker = blockers[0]
    changing = WORDS.first_strike + WORDS.double_strike + WORDS.deathtouch + WORDS.lifelink
    if blocker.has(changing) or any(
        k in card.keywords for k in WORDS.first_strike + WORDS.double_strike
    ):
        return match[0]
    return (
        f"{match['b']} takes lethal combat damage and at the same time {match['card']} is "
        f"dealt {blocker.power} combat damage"
    )


# "He attacks me with two 2/2s and I don't block. I cast Deflecting Palm choosing one of them",
# "November declares no blocks, and then casts Deflecting Palm choosing one of Andrew's
# attacking creatures", "he Deflecting Palms my attacker" (its name as the verb): an unblocked
# fight and a spell that turns damage back cast by the defending player on one of the
# attackers, after the block and so before combat damage.
_TURNED = re.compile(
    rf"{_ATTACK.pattern}"
    rf"(?P<tj>{_JOIN}(?:but\s++|then\s++)?(?:{one_of(WORDS.before_combat_damage)}\s*+,?\s*+)?)??"
    rf"(?:{one_of(WORDS.then_words)}\s++)?(?:(?!{one_of(WORDS.cast_verbs)}\s)(?P<tc>{SUBJECT})\s++)?"
    rf"(?:{one_of(WORDS.then_words)}\s++)?(?:{one_of(WORDS.cast_verbs)}\s++"
    rf"(?:{one_of(WORDS.card_owners)}\s++)?(?P<tm>{MARK}\d++)"
    rf"(?:\s++(?P<red>{one_of(WORDS.red_spent)}))?\s*+,?\s*+{one_of(WORDS.turned_back_on)}"
    rf"|(?P<tv>{MARK}\d++))\s++(?P<what>[^.;!?\n]+?)"
    rf"(?:\s*+,?\s++(?P<red2>{one_of(WORDS.red_spent)}))?{_UNTIL_END}",
    re.IGNORECASE,
)


# What the spell is cast on, one of the attackers: "one of them", "it", "one of Andrew's
# attacking morph creatures", "his 3/3", "the attacker".
_CHOSEN = re.compile(
    rf"(?:(?P<one>{one_of(WORDS.one_of_them)})|(?:one\s++of\s++)?"
    rf"(?:(?P<ow>{one_of(WORDS.card_owners)}|{NAME}'s?)\s++)?"
    rf"(?:{one_of(WORDS.attacking_chosen)}\s++)*+"
    rf"(?:(?P<st>\d{{1,3}}+/\d{{1,3}}+)s?+(?:\s++{one_of(WORDS.creature_nouns)})?"
    rf"|{one_of(WORDS.creature_nouns)}|attackers?|it))",
    re.IGNORECASE,
)


def _turns_back(entities: tuple[Entity, ...], number: int) -> TurnsDamageBack | None:
    """The card's effect that turns damage back at a player, or None."""
    card = entities[number].card if number < len(entities) else None
    effects = [e for e in card.effects if isinstance(e, TurnsDamageBack)] if card else []
    return effects[0] if effects and len(card.effects if card else ()) == 1 else None


def _turned_back(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    """An unblocked fight and a spell that turns one attacker's damage back (`_TURNED`), told
    as what each player was dealt: Deflecting Palm's damage comes with the combat damage it
    replaces, in one event (615, 510.2); Boros Fury-Shield's as it resolves, before combat
    damage, where red mana was said spent (without it the damage is only prevented). As said
    where the attackers differ and the one chosen is not said, a creature has an ability that
    changes its damage, the caster is not the defending player, or the red mana is unsaid."""
    card = match["tm"] or match["tv"]
    effect = _turns_back(entities, int(card[1:]))
    attacker = match["a"]
    unblocked = match["n"] or match["free"]
    if effect is None or match["blk"] is not None or match["att2"] or match["pw"]:
        return match[0]
    if not unblocked or _acts_after(match) or _told_after(match.string[match.end() :]):
        return match[0]  # more told after it: before the damage or after?
    defender = _defender(match) if _a_player(attacker) else None
    caster = match["tc"] or match["n"]
    if match["tv"] and not match["tc"]:
        return match[0]  # its name as the verb, with no one said to do it
    if defender is None or caster is None or _whose(caster, attacker) != _whose(defender, attacker):
        return match[0]
    attackers = creatures(match["att"])
    chosen = _CHOSEN.fullmatch(match["what"].strip())
    if chosen is None or any(c.keywords or c.unblocked for c in attackers):
        return match[0]
    if chosen["ow"] and not _the_attackers(chosen["ow"], attacker, defender):
        return match[0]  # "choosing my 2/2" said by the one attacked: not an attacker
    fits = [c for c in attackers if not chosen["st"] or f"{c.power}/{c.toughness}" == chosen["st"]]
    if not fits or len(set(fits)) != 1 or (chosen["one"] and len(attackers) < 2):
        return match[0]
    turned = fits[0].power
    rest = sum(c.power for c in attackers) - turned
    source = _AS_OBJECT.get(attacker.lower(), attacker)
    struck = _AS_SUBJECT.get(attacker.lower(), attacker)
    if effect.moment is CardMoment.RESOLUTION:
        red = match["red"] or match["red2"]
        if effect.needs_mana and not red:
            return match[0]  # was the mana spent? what it deals turns on it
        said = [f"{struck} took {turned} damage from {card}"]
        if rest:
            said.append(f"{defender} took {rest} combat damage from {source}")
        return ". ".join(said)
    back = f"{struck} took {turned} damage from {card}"
    if not rest:
        return back
    return f"{defender} took {rest} combat damage from {source} and at the same time {back}"


_GOES_ON_SAID = re.compile(
    rf"(?<![\w']){one_of(WORDS.damage_goes_on)}(?![\w'])|(?<![\w'])(?:and|so|then|assuming"
    r"|assume|now|ok|okay)(?![\w'])|[\s,.!;:\n]++",
    re.IGNORECASE,
)


_THEN = re.compile(rf"(?<![\w']){one_of(WORDS.then_words)}(?![\w'])", re.IGNORECASE)


def _told_after(tail: str) -> bool:
    """Whether more is told after the spell that turns damage back than questions and the game
    said to go on to combat damage ("Then he gains 5 life": before the damage, or after it?).
    A question's last clause is the question; what comes before it in its sentence is told."""
    for sentence in re.split(r"(?<=[.!?\n])", tail):
        told = sentence.strip()
        if told.endswith("?"):
            told = told[: max(told.rfind(","), 0)]
        told = _THEN.sub(" ", told)  # "the game then proceeds to ...": the phrase without it
        if _GOES_ON_SAID.sub("", told).strip():
            return True
    return False


def _the_attackers(owner: str, attacker: str, defender: str) -> bool:
    """Whether `owner`, said of the creature chosen, is the attacking player's: "the", the
    attacker by name or as the asker's opponent, or "his", "her", "their" where the one who
    cast it (the defending player) is the asker."""
    low = " ".join(owner.lower().split())
    if low == "the":
        return True
    if low in ("his", "her", "their"):
        return _whose(defender, None) == "i"
    if low.endswith("'s") or low.endswith("'"):
        said = low[:-2] if low.endswith("'s") else low[:-1]
        if said in WORDS.opponents:
            return _whose(attacker, None) == "my opponent"
        return said == attacker.lower()
    return low == "my" and _whose(attacker, None) == "i"


# "I attack with my Flesh Reaver": a card named as the one attacker, what follows it unread
_CARD_ATTACKS = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++{_ATTACK_VERB}"
    rf"(?:\s++(?P<o>{_PLAYER}))??\s++with\s++(?:(?:my|his|her|their|your)\s++)?"
    rf"{MARK}\d++(?![\w/])",
    re.IGNORECASE,
)


def block_unsaid_at(text: str) -> tuple[int, int] | None:
    """Where the one attack the words tell (by stats, "I attack with a 4/4", or by a card, "I
    attack with my Phage") ends, where nothing is said of its block right after it, and how
    many creatures attack; None where no attack, or more than one, is told (blocks_supposed.py
    says the block there)."""
    if len(_ANY_ATTACK.findall(text)) != 1:
        return None
    stats = _block_unsaid(text)
    if stats is not None:
        return stats.end(), len(creatures(stats["att"]))
    card = _CARD_ATTACKS.search(text)
    return (card.end(), 1) if card is not None else None


def attack_said(text: str) -> bool:
    """Whether the words tell of an attack in prose ("I attack him for 3 unblocked damage")."""
    return _ANY_ATTACK.search(text) is not None


def combat_told(text: str, entities: tuple[Entity, ...] = ()) -> str:
    """The text with each attack whose block and stats fix what it dealt to the players told
    as that damage and life gained (see above); else as it is. A card named as what fights is
    its printed stats (`combat_stats.as_stats`) where the fight is then read; else it is left
    as named."""
    text = rest_lethal(text, entities)  # "he blocks one with a lifelinker, but the rest are lethal"
    if _ANY_ATTACK.search(text) is None and _CARD_BLOCKED.search(text) is None:
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
    text = _TURNED.sub(lambda m: _turned_back(m, entities), text)
    if not _nothing_else_acts(text, entities, None):
        return _CARD_ATTACK.sub(lambda m: _card_told(m, text, entities), text)
    text = _CARD_BLOCKED.sub(lambda m: _card_blocked(m, entities), text)
    text = _PASSIVE.sub(_active, text)
    bare = _bare(text)
    held = _held(text)
    given = _with_creatures(text, held) if held else None
    if given is not None:
        read: list[bool] = []

        def told(match: re.Match[str]) -> str:
            said = _told(match, bare)
            read.append(said != match[0])
            return said

        rewritten = _ATTACK.sub(told, given)
        if any(read):
            return rewritten
    stats_told = _ATTACK.sub(lambda m: _told(m, bare), text)
    return _CARD_ATTACK.sub(lambda m: _card_told(m, stats_told, entities), stats_told)
