"""Attacks for lethal and blockers with lifelink: combat as people tell it (the handshake
after an attack is tournament conduct: conduct_words.py).

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `AttackWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class AttackWords:
    """The words of one language that tell attacks and blocks with lifelink:
    each field by what it does in a question."""

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
    # (rest_lethal.py) he blocks "one" / "a" "of" his creatures with an Exalted Angel
    # (card_articles; his own: own_words), "but" / "and" ("then") the rest are lethal ("to"
    # "me"); I swung ("in") ("at" "him") for lethal
    rest_ones: tuple[str, ...]
    rest_lifelink_ones: tuple[str, ...]
    rest_of: tuple[str, ...]
    rest_joins: tuple[str, ...]
    rest_then: tuple[str, ...]
    rest_lethal_to: tuple[str, ...]
    rest_lethal_to_whom: tuple[str, ...]
    swing_directions: tuple[str, ...]
    swing_at: tuple[str, ...]
    swung_at_players: tuple[str, ...]
    # I hit "him" with "a" 3/3 (for 5), I hit "my opponent" with Phage (hits_told.py; "with":
    # card_words.fights_with, "for": conduct_words.attack_for)
    hit_opponents: tuple[str, ...]
    hit_objects: tuple[str, ...]
    hit_owners: tuple[str, ...]
    # five 1/1 "Saproling" tokens, a 2/2 "black" "Zombie", a 3/3 "Beast" creature token: a
    # creature told by its stats, its colour and creature type only describing it (combat_stats):
    # types whose tokens carry no ability that changes what they deal to a player (none with
    # infect or toxic, as Phyrexian ones may; none sharing abilities, as Slivers do; none often
    # made with lifelink or deathtouch, as Vampire and Wurm tokens are)
    stats_colours: tuple[str, ...]
    stats_types: tuple[str, ...]
    # "I have five 1/1 tokens. I attack with all of them" / "with all five" / "with both": every
    # creature said held before, by a count alike or not (creatures_held.py)
    attack_with_all: tuple[str, ...]
    attack_with_all_counted: tuple[str, ...]  # with "all" five, with "all" 3
    attack_with_both: tuple[str, ...]  # with "both", "both of them": the two said held
    # (lifelink_account.py) he blocks "my ezio" / "one of them" with Olivia; then the asker's
    # account: he "would've" "lost" 18 life (putting him at -14) and "then" gained 3 life
    # "from" Olivia: the loss and the lifelink gain of one combat damage step
    blocked_owners: tuple[str, ...]  # he blocks "my" ezio, "your" 3/3
    account_would: tuple[str, ...]  # he "would've" lost 18 life: the asker's reckoning
    account_losses: tuple[str, ...]  # he "lost" 18 life, "took" 18 damage
    account_units: tuple[str, ...]  # 18 "life", "damage", "combat damage"
    account_from: tuple[str, ...]  # gained 3 life "from" Olivia
    account_strikes: tuple[str, ...]  # "first strike": a damage step of its own (510.4)
    # (lifelink_account.lifelink_named) he gains 3 life from Nighthawk's lifelink "after" he
    # takes 5 combat damage; "After" he takes 5 combat damage, he gains ...: an order told
    named_gain_orders: tuple[str, ...]
    named_gain_leads: tuple[str, ...]  # he takes 5 "then" / "before" he gains 3 ...
    # ... then gains 3 life from its lifelink "in the same combat damage step": the order asked
    named_gain_same_step: tuple[str, ...]
    named_gain_first: tuple[str, ...]
    # he says he's still alive "because of" Olivia's lifelink: the card's gain the account tells
    account_reasons: tuple[str, ...]


ENGLISH_ATTACKS = AttackWords(
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
    rest_ones=words_of("one 1 a an"),
    rest_lifelink_ones=words_of("one 1"),
    rest_of=words_of("of"),
    rest_joins=words_of("but and"),
    rest_then=words_of("then"),
    rest_lethal_to=words_of("to"),
    rest_lethal_to_whom=words_of("me him her them"),
    swing_directions=words_of("in out"),
    swing_at=words_of("at"),
    swung_at_players=phrases_of(
        "my opponent, your opponent, the opponent, him, her, them, me, you"
    ),
    hit_opponents=phrases_of("my opponent, the opponent, your opponent"),
    hit_objects=words_of("him her them me"),
    hit_owners=words_of("my his her their your a an the"),
    lifelink_gains=phrases_of(
        """lifelink, its lifelink, his lifelink, her lifelink, their lifelink, the lifelink,
        a lifelinker, the lifelinker, his lifelinker, her lifelinker, their lifelinker,
        a lifelink blocker, the lifelink blocker, his lifelink blocker, her lifelink blocker,
        their lifelink blocker, my lifelink blocker, my lifelinker, my lifelink,
        his blocker's lifelink, her blocker's lifelink, their blocker's lifelink,
        my blocker's lifelink, the blocker's lifelink"""
    ),
    attack_with_all=phrases_of("all of them, them all, all of my creatures, all my creatures"),
    attack_with_all_counted=words_of("all"),
    attack_with_both=phrases_of("both of them, both"),
    blocked_owners=words_of("my your his her their the a an"),
    account_would=phrases_of("would've, would have, should've, should have"),
    account_losses=words_of("lost loses lose took takes take"),
    account_units=phrases_of("life, damage, combat damage"),
    account_from=words_of("from"),
    account_reasons=phrases_of("because of, thanks to, due to"),
    named_gain_orders=words_of("after before"),
    named_gain_leads=words_of("then before"),
    named_gain_same_step=phrases_of(
        """in the same combat damage step, in the same damage step, in the same step,
        during the same combat damage step, in the same combat"""
    ),
    named_gain_first=words_of("after"),
    account_strikes=phrases_of(
        "first strike, first-strike, double strike, double-strike, first striker, double striker"
    ),
    stats_colours=words_of("white blue black red green colorless colourless"),
    stats_types=words_of(
        """saproling saprolings zombie zombies goblin goblins soldier soldiers spirit spirits
        elf elves warrior warriors beast beasts wolf wolves bear bears squirrel squirrels rat
        rats cat cats bird birds snake snakes ape apes elephant elephants ox oxen boar boars
        human humans thopter thopters servo servos plant plants citizen citizens kobold kobolds
        orc orcs myr golem golems treefolk centaur centaurs minotaur minotaurs giant giants ogre
        ogres faerie faeries merfolk drake drakes cleric clerics rogue rogues wizard wizards
        monk monks scout scouts"""
    ),
)
