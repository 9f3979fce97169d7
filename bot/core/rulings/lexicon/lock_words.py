"""A lock as people tell it: "I get Mindslaver locked", "he has the lock on me", "What about a
Platinum Angel lock with no way to remove it but no way to win either?" (locks_told.py).

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `LockWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class LockWords:
    """The words of one language that tell a lock: each field by what it does in a
    question."""

    # who a lock holds or is held by: never a name, which may be a card or a thing
    lock_players: tuple[str, ...]
    # I "get" (Mindslaver) "locked" ("out") "by" / "with" Mindslaver; I'm "completely" locked
    lock_be: tuple[str, ...]
    lock_adverbs: tuple[str, ...]
    locked: tuple[str, ...]
    lock_by: tuple[str, ...]
    # I'm "stuck" "in" a Mindslaver lock; he "locks" me "out" with Mindslaver
    lock_stuck: tuple[str, ...]
    lock_in: tuple[str, ...]
    locks: tuple[str, ...]
    lock_out: tuple[str, ...]
    # he "has" "the" "lock" "on" me; he "has" me "locked"; "a" Platinum Angel "lock"
    lock_have: tuple[str, ...]
    lock_articles: tuple[str, ...]
    lock_nouns: tuple[str, ...]
    lock_on: tuple[str, ...]
    # "but" my opponent "cannot" "kill" me "in any way"; "with no way to remove it but no way
    # to win either"; "and neither of us can win": a lock said to end nothing, skipped
    stalemate_joins: tuple[str, ...]
    stalemate_cant: tuple[str, ...]
    stalemate_verbs: tuple[str, ...]
    stalemate_tails: tuple[str, ...]
    stalemate_phrases: tuple[str, ...]
    # Do I lose "just by the fact that" he has the lock on me?: a lock as a question's ground
    lock_grounds: tuple[str, ...]
    lock_ground_ends: tuple[str, ...]  # ... on me "or" does it become a draw?
    # "What about" a Platinum Angel lock?: the same question of another lock
    lock_asked_again: tuple[str, ...]
    # "is" a Mindslaver lock "a draw"?; "does" a Platinum Angel lock "count as a draw"?
    lock_asked_verbs: tuple[str, ...]
    lock_asked_draw: tuple[str, ...]
    # the words locks_told.py puts after a lock told, read as a lock (lock_forms.py)
    lock_read_as: tuple[str, ...]
    # "So," Duskmantle Guildmage "+" Mindcrank "means" "the game is a draw" ("if" "you"
    # "trigger" "his ability"); "is" Exquisite Blood "+" Sanguine Bond "a draw?": a pair of
    # cards whose loop ends itself, believed or asked a draw (loop_pairs_asked.py)
    pair_loop_openers: tuple[str, ...]
    pair_loop_joins: tuple[str, ...]
    pair_loop_holders_mine: tuple[str, ...]
    pair_loop_holders_theirs: tuple[str, ...]
    pair_loop_claims: tuple[str, ...]
    pair_loop_draws: tuple[str, ...]
    pair_loop_asks: tuple[str, ...]
    pair_loop_if: tuple[str, ...]
    pair_loop_starters_mine: tuple[str, ...]
    pair_loop_starters_theirs: tuple[str, ...]
    pair_loop_starts: tuple[str, ...]
    pair_loop_started: tuple[str, ...]
    # "if the game enters a loop of ONLY mandatory actions, the game is a draw": the rule such
    # a belief rests on (MTG CR 104.4b), cited, no moment of a game
    loop_rule_if: tuple[str, ...]
    loop_rule_subjects: tuple[str, ...]
    loop_rule_enters: tuple[str, ...]
    loop_rule_loops: tuple[str, ...]
    loop_rule_then: tuple[str, ...]
    loop_rule_kinds: tuple[str, ...]
    # "X and Y put the game in a loop of mandatory actions": the kind said of a loop its cards
    # put the game in (without it, a loop of cards that can end it is refused: adv33c)
    loop_kinds_said: tuple[str, ...]
    # "I made an infinite loop with my combo": words a loop is made "with" that name no card
    # (any other word there names a card, in whatever case: loop_pairs_asked.told_loop_refusal)
    loop_with_no_card: frozenset[str]
    # "an infinite combo loop": what is said of a loop told by its cards (sentence_steps.py)
    loop_told_kinds: tuple[str, ...]
    # "I have an "infinite combo" with two cards": a loop held, no card named (asked which)
    loops_held: tuple[str, ...]
    # "Niv-Mizzet and Curiosity put the game in a loop": cards said to start one
    loop_put_game_in: tuple[str, ...]
    # "Say" "I have" an Essence Warden (...), "and another hypothetical card" "that says"
    # "Whenever you gain life," "create" a 1/1 Saproling "creature token". "If both players are
    # tapped out", "what happens"? "Draw?": a card supposed, told by its text, whose trigger and
    # a card held feed each other, said to be unstoppable (supposed_loops.py)
    supposed_openers: tuple[str, ...]
    supposed_holders: tuple[str, ...]
    supposed_joins: tuple[str, ...]
    supposed_articles: tuple[str, ...]
    supposed_cards: tuple[str, ...]
    supposed_says: tuple[str, ...]
    supposed_on_life_gained: tuple[str, ...]
    supposed_creates: tuple[str, ...]
    supposed_creature_tokens: tuple[str, ...]
    # "a non creature token", "a Saproling or Food creature token", "a copy of target creature
    # token": a word before "creature token" that makes it no creature token surely made
    supposed_token_breaks: tuple[str, ...]
    # Essence Warden's text quoted beside its name: "Whenever another creature enters", "you
    # gain 1 life" (anything else quoted is another card's text: "you may gain", "each
    # opponent loses")
    held_creature_enters: tuple[str, ...]
    held_life_gains: tuple[str, ...]
    loop_unstoppable: tuple[str, ...]
    loop_unstoppable_if: tuple[str, ...]
    loop_result_asked_if: tuple[str, ...]
    # "If not, ...": the other case, asked right after the loop said unstoppable
    loop_result_asked_otherwise: tuple[str, ...]
    loop_results_asked: tuple[str, ...]


ENGLISH_LOCKS = LockWords(
    lock_players=phrases_of(
        """i, we, you, he, she, they, me, him, her, them, us, my opponent, your opponent,
        the opponent, opponent, my opponents, both of us, we both, both players"""
    ),
    lock_be=phrases_of(
        """get, gets, got, am, is, are, was, were, 'm, 're, 's, have been, has been, had been,
        am getting, is getting, are getting, keep getting, keeps getting, kept getting"""
    ),
    lock_adverbs=words_of("completely totally fully hard soft permanently just"),
    locked=phrases_of("locked, locked out, locked down"),
    lock_by=words_of("by with under"),
    lock_stuck=words_of("stuck caught trapped"),
    lock_in=words_of("in under"),
    locks=phrases_of("locks, locked, has locked, have locked, keeps locking, keep locking"),
    lock_out=words_of("out down"),
    lock_have=phrases_of("has, have, had, has got, have got, got, gets, put, puts, keeps, keep"),
    lock_articles=words_of("a an the his her their my your"),
    lock_nouns=phrases_of("lock, hard lock, soft lock, prison lock, lockdown"),
    lock_on=words_of("on"),
    stalemate_joins=phrases_of("but, and, yet, and yet, but still"),
    stalemate_cant=phrases_of(
        """cannot, can't, can not, is unable to, are unable to, has no way to, have no way to,
        can never, will never be able to"""
    ),
    stalemate_verbs=phrases_of("kill, beat, defeat, finish off, win against"),
    stalemate_tails=phrases_of("in any way, any way, at all, either, ever"),
    stalemate_phrases=phrases_of(
        """with no way to remove it, no way to remove it, with no way to break it,
        no way to break it, no way to win either, no way to win, with no way to win,
        neither of us can win, neither player can win, nobody can win, no one can win"""
    ),
    lock_grounds=phrases_of(
        """just by the fact that, simply by the fact that, by the fact that,
        due to the fact that, just because, simply because, only because, because"""
    ),
    lock_ground_ends=words_of("or and but"),
    lock_asked_again=phrases_of("what about, how about, and what about, and how about"),
    lock_asked_verbs=phrases_of("is, isn't, would, wouldn't, does, doesn't, will, won't"),
    lock_asked_draw=phrases_of(
        """a draw, be a draw, count as a draw, make it a draw, make the game a draw,
        result in a draw, mean a draw, end in a draw, end the game in a draw, a tie,
        make the game end in a draw, force a draw"""
    ),
    lock_read_as=phrases_of("in a lock of optional actions"),
    pair_loop_openers=phrases_of("so, and so, which means, this means, that means, then"),
    pair_loop_joins=phrases_of("+, and, with, plus, &"),
    pair_loop_holders_mine=words_of("my your"),
    pair_loop_holders_theirs=phrases_of("his, her, their, my opponent's, your opponent's"),
    pair_loop_claims=phrases_of(
        """means, mean, would mean, will mean, means that, would mean that, makes, make,
        would make, will make, is, are, would be, will be, results in, would result in,
        will result in, leads to, would lead to, will lead to, causes, would cause, ="""
    ),
    pair_loop_draws=phrases_of(
        """the game is a draw, the game is drawn, it is a draw, it's a draw, a draw,
        a drawn game, the game a draw, the game end in a draw, the game ends in a draw,
        a tie, the game is a tie, draw, the game draws"""
    ),
    pair_loop_asks=phrases_of(
        """is, isn't, would, wouldn't, does, doesn't, will, won't, do, don't, are, aren't"""
    ),
    pair_loop_if=phrases_of("if, once, when, as long as, provided"),
    pair_loop_starters_mine=words_of("you i"),
    pair_loop_starters_theirs=phrases_of("he, she, they, my opponent, your opponent"),
    pair_loop_starts=phrases_of(
        """trigger, triggers, activate, activates, use, uses, start, starts, get, gets,
        have, has"""
    ),
    pair_loop_started=phrases_of(
        """his ability, her ability, its ability, the ability, his first ability,
        its first ability, the first ability, the loop, it, them, the combo, it going,
        the loop going, it started, the loop started"""
    ),
    loop_rule_if=phrases_of("if, when, whenever, once"),
    loop_rule_subjects=phrases_of("the game, a game"),
    loop_rule_loops=phrases_of(
        """a loop of, a loop with, an infinite loop of, an infinite loop with, into a loop of,
        an endless loop of"""
    ),
    loop_rule_then=words_of("then"),
    loop_rule_enters=phrases_of(
        """enters, is in, goes into, gets into, ends up in, gets stuck in, is stuck in,
        reaches, has"""
    ),
    loop_rule_kinds=phrases_of(
        """only mandatory actions, mandatory actions only, nothing but mandatory actions,
        mandatory actions, only mandatory triggers, mandatory triggers, only forced actions,
        forced actions"""
    ),
    loop_kinds_said=phrases_of("mandatory actions, forced actions, required actions"),
    loop_told_kinds=phrases_of(
        """simple, infinite, endless, never-ending, neverending, little, easy, basic, small,
        combo, infinite combo, unending, two-card, two card"""
    ),
    loops_held=phrases_of(
        """infinite combo, infinite combos, infinite loop, infinite loops, endless combo,
        endless loop, never-ending loop, never-ending combo"""
    ),
    loop_put_game_in=phrases_of(
        "put the game in, puts the game in, put the game into, puts the game into"
    ),
    loop_with_no_card=frozenset(
        words_of(
            """a an the my our his her their its this that these those some two three both
            combo combos deck decks card cards creature creatures trigger triggers ability
            abilities permanent permanents piece pieces thing things stuff them it"""
        )
    ),
    supposed_openers=phrases_of("say, suppose, let's say, lets say, imagine, so, ok so"),
    supposed_holders=phrases_of(
        """i have, i control, i've got, i have got, i got, i had, my opponent has,
        my opponent controls, my opponent's got, my opponent had"""
    ),
    supposed_joins=phrases_of("and, along with, plus"),
    supposed_articles=words_of("a an"),
    supposed_cards=phrases_of(
        """another hypothetical card, a hypothetical card, another imaginary card,
        an imaginary card, another made up card, a made up card, another made-up card,
        a made-up card, another custom card, a custom card, another card, a card"""
    ),
    supposed_says=phrases_of(
        """that says, which says, saying, that reads, which reads, reading, with the text,
        that has, with"""
    ),
    supposed_on_life_gained=phrases_of("whenever you gain life, when you gain life"),
    supposed_creates=phrases_of("create, you create, put onto the battlefield"),
    supposed_creature_tokens=phrases_of("creature token, creature tokens"),
    supposed_token_breaks=words_of(
        "non not no or nor of copy copies target instead except without unless"
    ),
    held_creature_enters=phrases_of(
        """whenever another creature enters, whenever another creature enters the battlefield,
        whenever another creature comes into play"""
    ),
    held_life_gains=phrases_of("you gain 1 life, you gain one life"),
    loop_unstoppable=phrases_of(
        """both players are tapped out, both players tapped out, both of us are tapped out,
        we are both tapped out, we're both tapped out,
        with no way to kill either of the trigger sources,
        no way to kill either of the trigger sources, with no way to remove either card,
        no way to remove either card, with no way to stop it, no way to stop it,
        with no way to stop the loop, no way to stop the loop, nobody can stop it,
        no one can stop it, nobody can stop the loop, no one can stop the loop,
        neither player can stop it, neither player can stop the loop"""
    ),
    loop_unstoppable_if=phrases_of("if, when, assuming, given that"),
    loop_result_asked_if=phrases_of("if not, and if not, if so"),
    loop_result_asked_otherwise=phrases_of("if not, and if not"),
    loop_results_asked=phrases_of(
        """what happens, what happens then, what happens next, what would happen,
        what is the result of this loop, what's the result of this loop,
        whats the result of this loop, whats is the result of this loop,
        what is the result, what's the result, is it a draw, is the game a draw,
        draw, a draw, loss for the controller, a loss for the controller,
        who wins, does anyone lose, how does the game end"""
    ),
)
