"""Clauses: how a sentence splits into its clauses, and the words at a clause's edges.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `ClauseWords` the
`Lexicon` is made of, and English's (read by sentence_clauses.py)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class ClauseWords:
    """The words of one language that split a sentence into clauses and stand at their edges:
    each field by what it does in a question."""

    # "I take 3 damage ", "and", " he gains 2 life": what splits a sentence into clauses at
    # once; after a comma, the word that may go on joining them (", and")
    clause_breaks: tuple[str, ...]
    comma_joins: tuple[str, ...]
    # "alice wins "and" bob loses", "a, b "and" c": the word joining the last item of a list
    list_joins: tuple[str, ...]
    # "opponent with Platinum Angel and I "are" "both" at 0", "... and "me" at 0": the player
    # with a card and the one after "and" sharing one verb (prose_boards._WITH_CARD)
    shared_with_and: tuple[str, ...]
    # "..., "and" / "then" / "but" / "so" ...": a word that begins a new clause, its subject
    # after it (echoed_acts.py, more_of_a_kind.py, hits_told.py)
    clause_joiners: tuple[str, ...]
    contrast_joins: tuple[str, ...]  # a guess, "but" what happens: a clause set against another
    # "and", "so", "what happens if", "who wins when" ... at a clause's start, and
    # "simultaneously", "too", "this turn" at its end: words that say nothing of the clause;
    # "suppose" and "say" too, but never before "that" ("say that ...")
    edge_openers: tuple[str, ...]
    edge_supposing: tuple[str, ...]
    supposing_that: tuple[str, ...]
    edge_closers: tuple[str, ...]
    # ("and" or "then") "in response" ("to" ("his" or "the") "it", "the spell", the trigger):
    # the clause resolves before the spell or ability told before it
    response_said: tuple[str, ...]
    response_leads: tuple[str, ...]
    response_to: tuple[str, ...]
    response_determiners: tuple[str, ...]
    response_referents: tuple[str, ...]
    # he "responds" "by" "gaining" 2 life: what a player did in response, a verb's gerund
    responds: tuple[str, ...]
    responds_by: tuple[str, ...]
    gerund_endings: tuple[str, ...]
    # I "pay" 50 life "to" "activate" Aetherflux Reservoir: a cost paid, then the ability
    life_paid_verbs: tuple[str, ...]
    # a verb's "to" before another verb: I pay 50 life "to" activate X, I use Shock "to" deal 2
    # damage, it causes him "to" win, can Millstone make a player ("to") lose
    infinitive_to: tuple[str, ...]
    paid_then: tuple[str, ...]
    # "5 structures "and" (list_joins) 2 relics": one event's counts, never two clauses
    structure_words: tuple[str, ...]
    relic_words: tuple[str, ...]
    # "the" "combat" "ends" "with" player 1 at 0 life: the state a moment ends with
    moment_determiners: tuple[str, ...]
    moments_ending: tuple[str, ...]
    moment_end_verbs: tuple[str, ...]
    ends_with: tuple[str, ...]
    looping: tuple[str, ...]  # the game is in a "loop": its cards listed with "and", one clause
    # I use Shock "to" deal 2 damage (infinitive_to): the card used, then its act
    done_with: tuple[str, ...]  # I deal 2 damage to bob "with" Shock: the act, with the card
    resolve_forms: tuple[str, ...]  # a spell said to "resolve", "resolved", in any tense
    subject_contractions: tuple[str, ...]  # "I'm" at 1 life and control X: a verb run into it
    # ", "and" "then" the creature dies": a relative clause's subject going on (relative_conjuncts)
    conjunct_then: tuple[str, ...]
    # "I draw from an empty library, "and" so does he" (echoed_acts.py): after "and", "then",
    # the first player ("i", "we" in the present), never past "and", "then", "but", "so";
    # a text with no "so", "too", "as well" has none
    echo_after: tuple[str, ...]
    echo_first_person: tuple[str, ...]
    echo_cheap: tuple[str, ...]
    # "Rakdos Charm: ...", "his trigger: ...": a spell or an ability before a colon
    stack_objects: tuple[str, ...]
    # "I control Platinum Angel and "it" has no abilities": a clause of its own, never one more
    # thing held
    clause_own_openers: frozenset[str]
    # a verb as a clause's own: a word ending "s" or "ed" ("makes", "dealt" among the
    # irregular), never a noun the grammar's words share ("counters")
    finite_endings: tuple[str, ...]
    finite_irregular: tuple[str, ...]
    finite_not: tuple[str, ...]
    # "control" (never "control of") and "has" a thing held, whose list goes on ("I control
    # Cromat and a land of each basic land type"); never "has" before a past participle ("has
    # dealt", a word ending "ed"), but for an adjective that ends so ("has unlimited mana")
    holding_controls: tuple[str, ...]
    holding_not_of: tuple[str, ...]
    holding_has: tuple[str, ...]
    holding_not_before: tuple[str, ...]
    past_endings: tuple[str, ...]
    holding_adjectives: tuple[str, ...]
    # "alice and "I" concede": the asker named alone before the verb of the clause after
    asker_alone: tuple[str, ...]
    players_alone: frozenset[str]  # "I", "me", "you" (and the opponents) named alone
    # "alice and bob "both" control ...": a word between a subject and its verb
    subject_sharing: tuple[str, ...]
    # ... those of them that say several players ("alice "both" take ..." names one: refused,
    # subjects_counted.py), "both" two of them; and subjects that are several players by
    # themselves ("we both", "my opponents all")
    subject_many: tuple[str, ...]
    subject_two: tuple[str, ...]
    plural_subjects: frozenset[str]
    # a verb after a hyphened name ("alice-bob "are" at 0 life") that says several players
    plural_verbs: tuple[str, ...]
    # a phone's message of no punctuation ("opp at 2 lp i bolt him", run_ons.py): a clause
    # that ends for certain, on a total ("at" 2) or an event's one player ("him"), then a new
    # one whose subject is a player's word ("i", "my opponent") or a name said elsewhere,
    # before one of these verbs (or a total)
    run_on_total_leads: tuple[str, ...]  # also chat.py's "I am "at" 50 life when I pay ..."
    run_on_ends: tuple[str, ...]
    run_on_subjects: tuple[str, ...]
    run_on_verbs: tuple[str, ...]
    # "when zed is at 0 life he didn't die": a clause opened by one of these waits for the
    # clause it depends on; never split after it
    run_on_subordinators: tuple[str, ...]
    # "bob 0 life": a name and a total with no verb, at a sentence's start, is "bob is at";
    # the words put in
    total_verbless_said: tuple[str, ...]
    total_verbless_subjects: tuple[str, ...]


ENGLISH_CLAUSES = ClauseWords(
    run_on_total_leads=words_of("at"),
    run_on_ends=words_of("him her me them"),
    run_on_subjects=phrases_of(
        "i, im, i'm, he, she, they, you, we, my opponent, my opp, opp, the opponent, opponent"
    ),
    run_on_verbs=words_of(
        """is are am was has have had at take takes took deal deals dealt attack attacks
        attacked swing swings swung block blocks blocked bolt bolts bolted cast casts concede
        concedes conceded gain gains gained hit hits play plays played go goes went pay pays
        paid dont don't didnt didn't do does did"""
    ),
    run_on_subordinators=words_of(
        """if when whenever once after before while because since as until unless though
        although whether"""
    ),
    total_verbless_said=phrases_of("is at"),
    total_verbless_subjects=phrases_of("my opponent, my opp, opp, the opponent, opponent, he, she"),
    clause_breaks=phrases_of(
        "and, but, while, simultaneously, at the same time, at the same time as, as well as"
    ),
    comma_joins=words_of("and"),
    list_joins=words_of("and"),
    shared_with_and=words_of("me are were both each all"),
    clause_joiners=words_of("and then but so"),
    resolve_forms=words_of("resolve resolves resolved resolving"),
    subject_contractions=words_of("'m 's 're"),
    conjunct_then=words_of("then"),
    echo_after=words_of("and then"),
    echo_first_person=words_of("i we"),
    echo_cheap=phrases_of("so, too, as well"),
    contrast_joins=words_of("but"),
    edge_openers=phrases_of(
        """and, so, also, but, then, now, next, while, whereas, simultaneously,
        at the same time, what happens if, what happens when, what if, who wins if,
        who wins when, who loses if, who loses when, who won if, who won when, who lost if,
        who lost when, which player wins if, which player wins when, which player loses if,
        which player loses when, which player won if, which player won when,
        which player lost if, which player lost when, if, even if, meanwhile"""
    ),
    edge_supposing=words_of("suppose say"),
    supposing_that=words_of("that"),
    edge_closers=phrases_of(
        """simultaneously, at the same time, at once, immediately, right away, as well, too,
        this turn, anyway, either, and"""
    ),
    response_said=phrases_of("in response"),
    response_leads=words_of("and then"),
    response_to=words_of("to"),
    response_determiners=words_of("the"),
    response_referents=words_of("it that this spell ability trigger"),
    responds=words_of("respond responds responded"),
    responds_by=words_of("by"),
    gerund_endings=words_of("ing"),
    life_paid_verbs=words_of("pays pay paid paying"),
    infinitive_to=words_of("to"),
    paid_then=words_of("activate use cast"),
    structure_words=words_of("structure structures"),
    relic_words=words_of("relic relics"),
    moment_determiners=words_of("a an the"),
    moments_ending=phrases_of(
        "combat, combat phase, turn, game, combat damage step, fight, attack, exchange"
    ),
    moment_end_verbs=words_of("ends ended finishes finished resolves resolved"),
    ends_with=words_of("with"),
    looping=words_of("loop"),
    done_with=words_of("with"),
    stack_objects=words_of("trigger ability spell"),
    clause_own_openers=frozenset(words_of("it it's its they they're this that which")),
    finite_endings=words_of("s ed"),
    finite_irregular=words_of("made took drew got went hit won lost fell"),
    finite_not=words_of("counters structures actions"),
    holding_controls=words_of("control controls controlled"),
    holding_not_of=words_of("of"),
    holding_has=words_of("has have had"),
    holding_not_before=words_of(
        "been dealt taken lost drawn done put cast gone got gotten made paid won left had spent"
        " hit given become come"
    ),
    past_endings=words_of("ed"),
    holding_adjectives=words_of("unlimited"),
    asker_alone=words_of("i me"),
    players_alone=frozenset(words_of("i me you")),
    subject_sharing=words_of("both all each too also"),
    subject_many=words_of("both all each"),
    subject_two=words_of("both"),
    plural_subjects=frozenset(words_of("we they you us them players opponents")),
    plural_verbs=words_of(
        "are were 're both all each take go lose have concede gain deal draw get"
    ),
)
