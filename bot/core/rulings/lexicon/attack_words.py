"""Attacks for lethal, blockers with lifelink, and the handshake after: combat and
tournament conduct as people tell them.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `AttackWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class AttackWords:
    """The words of one language that tell attacks, blocks with lifelink and handshakes:
    each field by what it does in a question."""

    conduct_words: tuple[str, ...]  # a "handshake", the result "slip": tournament conduct
    # a handshake after an attack for lethal (handshakes.py): AP "attacked" for lethal,
    # "extended a hand", NAP "accepted" "the handshake": a concession; then AP "shuffled up"
    lethal_attack_leads: tuple[str, ...]  # AP "tapped out to" attack for lethal
    lethal_attacks: tuple[str, ...]  # AP "attacked", "swung in" for lethal
    # an attack "for lethal" beside life the attacked player "gains" in the same sentence
    # (chat_forms.LETHAL_BESIDE_GAIN): the attack's damage lethal, the gain with it
    for_lethal: tuple[str, ...]  # attacks "for lethal", "for lethal damage"
    gain_verbs: tuple[str, ...]  # NAP "gains", "gained" 3 life
    # gains life "from lifelink", "from his blocker's lifelink": an amount never said
    # (lethal_with_gain.unmeasured_gain)
    lifelink_gains: tuple[str, ...]
    # a block of one attacker "with one of his that has lifelink", "my 2 remaining unblocked
    # creatures would be dealing lethal damage" (rest_lethal.py)
    lifelink_blockers: tuple[str, ...]  # "a creature with lifelink", "a lifelinker"
    his_own: tuple[str, ...]  # one of "his" (creatures) that has lifelink
    lifelink_nouns: tuple[str, ...]  # a 2/2 lifelink "creature", "blocker"; a 3/3 "lifelinker"
    has_lifelink: tuple[str, ...]  # one of his "that has" lifelink
    rest_owners: tuple[str, ...]  # "my", "the" 2 remaining creatures
    rest_them: tuple[str, ...]  # he blocks "one of them"
    # I was attacking for lethal but he "had" a Dromoka "left back to block": it blocked
    blocker_held: tuple[str, ...]  # he "had", "kept" a creature back
    held_to_block: tuple[str, ...]  # a creature "left back to block", "untapped to block"
    rest_kinds: tuple[str, ...]  # the "remaining", "other", "unblocked" creatures
    rest_nouns: tuple[str, ...]  # the remaining "creatures", "attackers"
    hand_offered: tuple[str, ...]  # AP "extended a hand", "offered his hand"
    hand_accepted: tuple[str, ...]  # NAP "accepted", "shook" it
    hand_taken: tuple[str, ...]  # NAP accepted "it", "the handshake", "his hand"
    hands_shaken: tuple[str, ...]  # AP and NAP "shook hands"
    after_handshake: tuple[str, ...]  # AP "shuffled up", "picked up his cards": no event


ENGLISH_ATTACKS = AttackWords(
    conduct_words=phrases_of(
        """handshake, premature handshake, shook hands, shake hands, shakes hands,
        extended a hand, extends a hand, offered a hand, offers a hand, offered his hand,
        offered her hand, result slip, match slip, the slip, results slip,
        pick up their cards, picked up their cards, picks up his cards, picks up her cards,
        picked up his cards, picked up her cards, shuffled up, shuffles up, called a judge,
        calls a judge, call a judge, calling a judge, bluff, bluffed, bluffing, bluffs"""
    ),
    lethal_attack_leads=phrases_of("tapped out to, tapped out and, went all in to, goes all in to"),
    lethal_attacks=phrases_of(
        """attack, attacks, attacked, swing, swings, swung, swing in, swings in, swung in,
        swing out, swings out, swung out, go, goes, went"""
    ),
    for_lethal=phrases_of("for lethal damage, for lethal combat damage, for lethal"),
    gain_verbs=words_of("gain gains gained"),
    lifelink_blockers=phrases_of(
        """a creature with lifelink, a creature that has lifelink, a blocker with lifelink,
        a blocker that has lifelink, a lifelink creature, a lifelinker, a lifelink blocker"""
    ),
    his_own=words_of("his hers her their theirs my mine"),
    lifelink_nouns=phrases_of("lifelink creature, lifelink token, lifelink blocker, lifelinker"),
    has_lifelink=phrases_of("that has, which has, that have, with"),
    rest_owners=words_of("my the his her their your"),
    rest_them=phrases_of("one of them, one of those, 1 of them, 1 of those"),
    blocker_held=words_of("had has kept keeps held holds left"),
    held_to_block=phrases_of(
        """left back to block, held back to block, kept back to block, back to block,
        untapped to block, left untapped to block, open to block, left to block, to block,
        back as a blocker, as a blocker"""
    ),
    rest_kinds=phrases_of("remaining unblocked, remaining, other, unblocked, other unblocked"),
    rest_nouns=words_of("creatures attackers"),
    lifelink_gains=phrases_of(
        """lifelink, its lifelink, his lifelink, her lifelink, their lifelink, the lifelink,
        a lifelinker, the lifelinker, his lifelinker, her lifelinker, their lifelinker,
        a lifelink blocker, the lifelink blocker, his lifelink blocker, her lifelink blocker,
        their lifelink blocker, my lifelink blocker, my lifelinker, my lifelink,
        his blocker's lifelink, her blocker's lifelink, their blocker's lifelink,
        my blocker's lifelink, the blocker's lifelink"""
    ),
    hand_offered=phrases_of(
        """extended a hand, extends a hand, extended his hand, extends his hand,
        extended her hand, extends her hand, extended their hand, extends their hand,
        extended my hand, extend my hand, offered a hand, offers a hand, offered his hand,
        offers his hand, offered her hand, offers her hand, offered their hand,
        offers their hand, offered my hand, offer my hand, offered a handshake,
        offers a handshake, offer a handshake, held out a hand, holds out a hand,
        held out his hand, holds out his hand, held out her hand, holds out her hand,
        held out my hand, hold out my hand, put out a hand, puts out a hand, put out his hand,
        puts out his hand, put out her hand, puts out her hand, put out my hand"""
    ),
    hand_accepted=phrases_of("accepted, accepts, accept, shook, shakes, shake, took, takes, take"),
    hand_taken=phrases_of(
        """it, the handshake, the hand, his hand, her hand, their hand, my hand, the offer,
        the offered hand"""
    ),
    hands_shaken=phrases_of("shook hands, shake hands, shakes hands"),
    after_handshake=phrases_of(
        """shuffled up, shuffles up, shuffle up, started shuffling, starts shuffling,
        began shuffling, begins shuffling, picked up his cards, picks up his cards,
        picked up her cards, picks up her cards, picked up their cards, pick up their cards,
        picks up their cards, picked up my cards, pick up my cards, picked up our cards,
        pick up our cards"""
    ),
)
