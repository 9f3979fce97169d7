"""An attack and its block as people tell them (combat_told.py reads them): "I attack with a
4/4 and he doesn't block", "bob attacks me with a 4/4 with trample and I block with a 3/2", an
attack split between a player and a planeswalker, a block said in the passive told as the
defending player's ("it is blocked by his 2/2"), and a spell cast or an ability used told after
a fight (before its damage or after it: the words do not say). It changes with the words
people tell a fight in."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.combat_players import AS_SUBJECT, PLAYER, same_player
from bot.core.rulings.combat_stats import LIST
from bot.core.rulings.words import MARK, SUBJECT

_AND = one_of(WORDS.attack_clause_and)  # ", and" he doesn't block
_WITH = one_of(WORDS.fights_with)  # he attacks "with" a 3/3
# What joins an attack to what is said of its block.
JOIN = rf"(?:(?:\s*+[,.;]\s*+)++|\s++)(?:{_AND}\s++)?"  # ", and", ". ", ", ... "


# he doesn't block "it", "them", "any of them": no block at all ("one of them" is not this)
IT = rf"(?:\s++(?:{one_of(WORDS.block_objects)}|{one_of(WORDS.none_of_them)}))?"


# "he blocks it", "he blocks my 4/4 with ...": the attacker, by its stats (the one said); "one
# of them", "one of the 3/3s": one of several attackers (read only where they are alike).
BLOCKED = (
    rf"(?:\s++(?:{one_of(WORDS.block_objects)}|{one_of(WORDS.card_owners)}\s++(?P<obj>\d{{1,3}}+/\d{{1,3}}+)"
    rf"|(?P<one>{one_of(WORDS.one_of_them)})(?![\w/])"
    rf"|{one_of(WORDS.one_of_the)}\s++(?P<ones>\d{{1,3}}+/\d{{1,3}}+)s?+"
    rf"(?:\s++{one_of(WORDS.creature_nouns)})?))?"
)


# "... and he doesn't block, and uses Glarecaster's ability": what follows "and" with no
# subject of its own is still the defending player's doing; it keeps its subject once the
# attack is told as damage.
GOES_ON = rf"(?:(?![\w/])(?P<cont>\s*+,?\s++{_AND}\s++)(?=(?P<next>[^\W\d_]++)))?"


def goes_on(match: re.Match[str]) -> str:
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
ATTACK_VERB = one_of(WORDS.attacking_now + WORDS.attack_verbs + WORDS.swing_verbs)


# Where what was said of the block ends: the clause's end, or a word that joins another. Words
# after it that say more of the block ("he doesn't block one of them": he blocked the other)
# keep the fight unread.
BLOCK_SAID = rf"(?=\s*+(?:[.,;:!?\n)]|$)|\s++{one_of(WORDS.clause_joiners)}\b)"


ATTACK = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++"
    rf"{ATTACK_VERB}(?:\s++(?:(?P<o>{PLAYER})|{_WALKER}))?"
    rf"\s++{_WITH}\s++(?P<att>{LIST})"
    rf"(?:(?:\s*+,\s*+|\s++){one_of(WORDS.list_joins)}\s++{_WALKER.replace('<pw>', '<pw2>')}"
    rf"\s++{_WITH}\s++"
    rf"(?P<att2>{LIST}))?"
    rf"(?:\s++(?P<free>{one_of(WORDS.unblocked)}){BLOCK_SAID}"
    rf"|{JOIN}(?P<n>{SUBJECT})\s++(?:{one_of(WORDS.no_block)}\s++{one_of(WORDS.block_plain)}{IT}"
    rf"|{one_of(WORDS.no_blocks_declared)}){BLOCK_SAID}{GOES_ON}"
    rf"|{JOIN}(?P<b>{SUBJECT})\s++{one_of(WORDS.block_verbs)}{BLOCKED}\s++{_WITH}\s++"
    rf"(?P<blk>{LIST}){BLOCK_SAID})?(?![\w/])",
    re.IGNORECASE,
)


# "I attack with a 5/5 with trample and it is blocked by his 2/2": the block said in the
# passive, told as the defending player's ("and my opponent blocks it with his 2/2").
PASSIVE = re.compile(
    rf"(?P<head>(?<![\w'])(?P<a>{SUBJECT})\s++{ATTACK_VERB}"
    rf"(?:\s++(?P<o>{PLAYER}))??\s++{_WITH}\s++{LIST}{JOIN})"
    rf"(?P<what>{one_of(WORDS.passive_blocked_ones)}|{one_of(WORDS.card_owners)}\s++\d{{1,3}}+/\d{{1,3}}+)\s++"
    rf"{one_of(WORDS.blocked_passive)}\s++{one_of(WORDS.passive_by)}\s++",
    re.IGNORECASE,
)


def as_active(match: re.Match[str]) -> str:
    """The passive block told with the defending player as its subject; as it is where the
    one attacked is not the asker or their opponent."""
    attacker, attacked = match["a"].lower(), match["o"] or ""
    if attacked:
        who = AS_SUBJECT.get(attacked.lower(), attacked)
    elif attacker in WORDS.self_words:
        who = "my opponent"
    else:
        who = "I" if attacker in WORDS.opponents else ""
    if not who or same_player(who, match["a"]):
        return match[0]
    return f"{match['head']}{who} blocks {match['what']} with "


ANY_ATTACK = re.compile(rf"(?<![\w']){ATTACK_VERB}(?![\w'])", re.IGNORECASE)


# Where a clause ends: at its punctuation or the text's end.
END = r"(?=\s*+(?:[.,;:!?\n]|$))"


# Where a sentence ends (a comma before it left out).
UNTIL_END = r"(?=\s*+(?:,\s*+)?(?:[.;!?\n]|$))"


# Where "and" joins the next clause.
AND = rf"(?=,?\s++{_AND}\s)"


# After a fight, a spell cast or an ability used ("... and I don't block. I cast Lightning Bolt
# targeting him", "declares no blocks, and then casts Deflecting Palm", "I Shock him"): as
# people tell combat it is most often cast in the declare blockers step, before combat damage
# (MTG CR 509, 510), yet it may be after; the words do not say which, so the fight is not told
# as its damage first (the spell came after it: "you lose" where the Bolt may have won first).
ACTS_AFTER = re.compile(
    rf"(?:(?<![\w']){SUBJECT}\s++|\b{_AND}\s++)(?:{one_of(WORDS.then_words)}\s++)?"
    rf"(?:{one_of(WORDS.cast_verbs + WORDS.use_verbs + WORDS.fire_verbs)}(?![\w'])"
    rf"|{MARK}\d++\s++(?:{one_of(WORDS.acts_after_objects)}|{one_of(WORDS.card_owners)})"
    r"(?![\w']))",
    re.IGNORECASE,
)


def acts_after(match: re.Match[str]) -> bool:
    """Whether a spell or an ability is told after the fight `match` (`ACTS_AFTER`)."""
    return ACTS_AFTER.search(match.string, match.end()) is not None


def block_unsaid(text: str) -> re.Match[str] | None:
    """The first attack told by stats, where it says nothing of its block."""
    match = ATTACK.search(text)
    if match is None or match["blk"] is not None or match["n"] or match["free"] or match["att2"]:
        return None
    return match
