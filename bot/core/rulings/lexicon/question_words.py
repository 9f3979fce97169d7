"""Questions: how an outcome, a total or a moment is asked, and what is supposed.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `QuestionWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class QuestionWords:
    """The words of one language that ask:
    each field by what it does in a question."""

    # would Platinum Angel "allow" you to "go into negative life": a card asked to keep its
    # controller in the game below 0 life (moment_questions.kept_below_zero)
    lets: tuple[str, ...]
    lets_modals: tuple[str, ...]  # Platinum Angel "would" allow you to ...
    below_zero_reached: tuple[str, ...]
    # "does his life 'reduce to' -8, or does he 'go to' 0": the total a moment leaves a player
    # at, asked (outcome_questions.totals_asked); "meaning" he has to ...: its consequence
    total_asks: tuple[str, ...]
    total_reached: tuple[str, ...]
    total_meaning: tuple[str, ...]
    total_put: tuple[str, ...]  # would that "put" him at 0
    total_must: tuple[str, ...]
    examples: tuple[str, ...]  # a question in general, then "For example: ..." the case itself
    thresholds: tuple[str, ...]  # if I dip "below" 1 life: a bound, no total told
    can_words: tuple[str, ...]  # "can" my opponent deck me by casting ...: the outcome asked
    replace_asked: tuple[str, ...]  # "can" I "replace" my draw ...?: a draw asked to be replaced
    # "even" one with no cards under it?: a follow-up asking the same of a card's state
    followed_up: tuple[str, ...]
    # one "with no cards under it", "its pile is empty": a card's pile of cards said empty
    pile_empty: tuple[str, ...]
    # I "choose" land (Abundance): the kind a draw replacement asks for, named
    choice_verbs: tuple[str, ...]
    # ... but I "don't find" one: what the replacement revealed held none of that kind
    not_found: tuple[str, ...]
    # ... my draw, name a type, "and take 3 damage"?: a fact of the game, never an account
    replace_steps_facts: tuple[str, ...]
    outcome_by: tuple[str, ...]  # can he "deck" me by ...: an outcome asked of what is done
    doing_as_told: tuple[tuple[str, str, str], ...]  # by "casting" X: (gerund, I ..., he ...s)
    doings_asked: tuple[tuple[str, str], ...]  # will "drawing" a card while ...: (gerund, I ...)
    outcome_made: tuple[str, ...]  # will casting X while ... "kill" him / "make" me lose
    outcome_makers: tuple[str, ...]  # "make(s)" me lose: a verb that only brings the outcome
    outcome_asked_of: tuple[str, ...]  # do I "win"? am I "dead"?: an outcome a question asks of
    lose_to: tuple[str, ...]  # can I lose "to" decking: how a loss asked about comes
    moment_openers: tuple[str, ...]  # "when" Phage enters ... will he lose?: the moment asked
    confirm_asked: tuple[str, ...]  # "is it true that" if he concedes, I win?: a guess to check
    loss_modals: tuple[str, ...]  # if ..., you "cannot" lose to damage: a loss stated of a way
    ways_of_losing: tuple[tuple[tuple[str, ...], str, str], ...]  # lose to "decking": (I ..., he)
    possibility: tuple[str, ...]  # is it "possible" to lose if ...: any way, not this moment's
    question_leads: tuple[str, ...]  # "so" how does that work with lifelink: skipped
    # "so" alice concedes, "right?": a sentence's filler, taken off as it is read and shown
    # under skipped (text_sentences.fillers_of)
    filler_openers: tuple[str, ...]
    filler_tags: tuple[str, ...]
    question_words: frozenset[str]  # a question made only of these asks only the outcome
    question_starts: frozenset[str]  # a question starts with one of these
    # I have "around" 50 cards in my library: a count said only about
    about_counts: tuple[str, ...]
    lose_verbs: tuple[str, ...]  # would I "lose" due to deck out
    ways_out: tuple[str, ...]  # or could I still cast Laboratory Maniac and "win"
    later_on: tuple[str, ...]  # or could I still "finish my turn" and ...: later acts
    done_with_verbs: tuple[str, ...]  # I "deal" 2 damage to bob with Shock: acts on another
    done_with_modals: tuple[str, ...]  # I "would" deal 3 damage to bob with Lightning Bolt
    used_verbs: tuple[str, ...]  # I "used" (activated, tapped) Hedron Crab to mill him for 8
    later_moments: tuple[str, ...]
    requirement_asked: tuple[str, ...]  # "..., or do I "have to" have five creatures?"
    rule_question_starts: tuple[str, ...]  # a question about a rule starts with one of these
    # "does" Platinum Angel "negate" Lich's Mastery: one card asked to stop another's trigger
    pair_asks: tuple[str, ...]
    pair_stops: tuple[str, ...]  # Platinum Angel "negate(s)" Lich's Mastery
    pair_saves: tuple[str, ...]  # Platinum Angel "save(s)" me from Lich's Mastery
    pair_saved: tuple[str, ...]  # Platinum Angel saves "me" from ...
    pair_parts: tuple[str, ...]  # "'s trigger", "'s drawback": the part of the card asked of
    pair_how: tuple[str, ...]  # "how" does Platinum Angel work with Lich's Mastery
    pair_together: tuple[str, ...]  # how does A "work" with B, how do A and B "interact"
    pair_with: tuple[str, ...]  # how does A work "with" B
    pair_together_after: tuple[str, ...]  # how do A and B work "together"
    pair_articles: tuple[str, ...]  # does "the" Platinum Angel ...: never "my", whose card it is
    pair_from: tuple[str, ...]  # saves me "from" / "against" Lich's Mastery
    pair_or_not: tuple[str, ...]  # ... Lich's Mastery "or not"?
    # "bob concedes, or not?", "... or does he?": a tag that doubts the clause before it
    doubting_nots: tuple[str, ...]
    # how does Exquisite Archangel work with "different ways of losing": every way at once
    ways_in_general: tuple[str, ...]
    ways_nouns: tuple[str, ...]  # different "ways of losing", "ways to lose"
    ways_handles: tuple[str, ...]  # how does Platinum Angel "deal with" poison
    ways_what: tuple[str, ...]  # "what" does Platinum Angel do against poison
    ways_against: tuple[str, ...]  # what does Platinum Angel do "against" poison
    # "the way this works with life loss seems simple": the asker's remark on one way
    remark_subjects: tuple[str, ...]  # "the way this works", "it works"
    # ways_asked.py: how "does" / "would" X work with poison, "so", how ...; "but" the way this
    # works "with" losing due to "the" life loss seems simple: a remark, not a question
    ways_does: tuple[str, ...]
    ways_so: tuple[str, ...]
    remark_openers: tuple[str, ...]
    remark_with: tuple[str, ...]
    remark_the: tuple[str, ...]
    remark_verbs: tuple[str, ...]  # "seems", "is"
    remark_degrees: tuple[str, ...]  # "relatively", "pretty"
    remark_plain: tuple[str, ...]  # "simple", "clear"
    # "Specifically the part that says ...": the sentence after it naming the part asked of
    part_pointers: tuple[str, ...]  # "specifically", "i mean"
    part_nouns: tuple[str, ...]  # the "part", the "line" that says ...
    part_leaves: tuple[str, ...]  # the part that says when it "leaves the battlefield"
    part_determiners: tuple[str, ...]  # "the" / "that" part that says ...
    part_of: tuple[str, ...]  # the part "of" it that says ...
    part_it: tuple[str, ...]  # the part of "it" that says ...
    part_relatives: tuple[str, ...]  # the part "that" / "which" says ...
    part_says: tuple[str, ...]  # the part that "says" ...
    part_that: tuple[str, ...]  # the part that says "that" ...
    part_loses: tuple[str, ...]  # ... you "lose" the game
    part_wins: tuple[str, ...]  # ... you "win" the game
    asked_if: tuple[str, ...]  # does he lose "if" / "when" he takes 3 damage
    # "... control will he lose the game": a question after a moment, with no comma, its verb
    # before its subject
    inverted_asks: tuple[str, ...]
    supposing: tuple[str, ...]  # "if", "suppose", "what happens if": a moment supposed
    example_openers: tuple[str, ...]  # "Let's say" ...: the example of the question before
    can_i: tuple[str, ...]  # "can I" put out a Phage and not lose: the moment asked about
    and_outcome: tuple[str, ...]  # can I put out a Phage "and not lose": the outcome asked
    outcome_purpose: tuple[str, ...]  # can I cast X "so that" I don't lose
    can_when: tuple[str, ...]  # can I activate it "when" I have negative life: state first
    # "A copy of a spell isn't cast at all, so it won't count": a rule stated by the asker
    rule_negations: tuple[str, ...]
    rule_statement_words: frozenset[str]  # words of a rule's reach ("at all", "either")
    # "alice, bob and carol are playing" "a multiplayer game" / "against each other": who plays
    playing_together: tuple[str, ...]
    anyone: tuple[str, ...]  # if "an opponent" steals my commander: no player of the game
    # "what if" ... "what if": a second moment supposed, maybe another game, not what followed
    supposing_again: tuple[str, ...]
    # ... of them, those that may add a condition to the first ("what if we are both at 2
    # life?": the board it starts from, stated_totals.board_supposed); not a comparison ("is it
    # any different if ...": the first moment is asked about too)
    supposing_more: tuple[str, ...]
    # "is it any different if": a comparison asked of the moment supposed before it, with a
    # count changed (variants_compared.py)
    comparing: tuple[str, ...]
    # "one player" has 1 card "and the other player" has 3: the two players of a game of two,
    # either way round (variants_compared.py)
    one_of_two: frozenset[str]
    keeps_from: tuple[str, ...]  # will Platinum Angel "keep" me from losing if ...
    from_losing: tuple[str, ...]  # will Platinum Angel keep me "from losing" if ...
    applies_to: tuple[str, ...]  # does Lich's Mirror "apply" when Phage makes me lose?
    any_card: tuple[str, ...]  # "card effects" that replace game loss will not apply: a claim
    amount_verbs: tuple[str, ...]  # a player "loses" 1 life: an event told with its amount
    # of those: loses 1 "more" (more_after) "life", "poison counters" (rule_questions.py)
    amount_units: tuple[str, ...]
    # "if" / "when" a player ...?: a general question; one that says "we", "our", "opponents"
    # (or a pronoun, or a number) is someone's (rule_questions.py)
    general_ifs: tuple[str, ...]
    someone_too: tuple[str, ...]
    situation_openers: tuple[str, ...]  # "what happens if" I ...: a moment, not a rule
    # "do we play forever?": whether the game can go on with nothing to end it; it goes on
    # unless the players agree to a draw (both cases answered)
    forever_questions: tuple[str, ...]
    # "Who does Char damage first?" "The one who played it or the target?" "What if they are
    # both at 2 life?": the two players of a card's damage (damage_order.py)
    order_caster: tuple[str, ...]
    order_target: tuple[str, ...]
    # "who" "takes" "the" "damage" "first" "from" "a" Char, the caster "or" the target? "does"
    # Char "deal its damage to" the caster or the target first? (damage_order.py)
    order_or: tuple[str, ...]
    order_askers: tuple[str, ...]
    order_takes: tuple[str, ...]
    order_the: tuple[str, ...]
    order_first: tuple[str, ...]
    order_from: tuple[str, ...]
    order_articles: tuple[str, ...]
    order_does: tuple[str, ...]
    order_deals: tuple[str, ...]
    order_the_two: tuple[str, ...]
    # "which trigger takes priority?": which of the things told comes first, the order the
    # ruling follows (its "Why"), asked beside the moment
    order_which: tuple[str, ...]
    order_asked_of: tuple[str, ...]
    order_asked: tuple[str, ...]
    # "the triggers will just keep going forever": a loop, its kind (who can stop it) unsaid
    looping_things: tuple[str, ...]
    going_forever: tuple[str, ...]
    loop_made: tuple[str, ...]  # here alice "has made" a loop with ...: a player's loop
    loop_made_by_cards: tuple[str, ...]  # Stuffy Doll and Pariah's Shield "cause" a loop
    # creatures entering, named by no card, while a loop has not started (loops_unstarted.py):
    # I "create" 3 Goblin "tokens", a "creature" "enters", he casts a creature
    # (spell_verb_casts, spell_verb_articles)
    loop_creating: tuple[str, ...]
    loop_tokens: tuple[str, ...]
    loop_creatures: tuple[str, ...]
    loop_entering: tuple[str, ...]
    # I "cast" Platinum Angel, my Vampire Nighthawk "enters": a card named arriving
    loop_arrivals: tuple[str, ...]
    # "P1 shoots it, P2 responds, P1 shoots it in response, etc.": actions told in response to
    # each other, then said to go on: a loop of optional actions (response_loops.py)
    in_response: tuple[str, ...]
    told_again: tuple[str, ...]
    # what a chain of responses must not touch to be only that loop: a player and their game
    chain_players: frozenset[str]
    chain_outcomes: frozenset[str]
    # "both actions are optional": the loop's kind, said by the asker
    actions_optional: tuple[str, ...]
    # "player 1 has infinite mana": what lets a player repeat an action, ending nothing itself
    endless_resources: tuple[str, ...]
    someone_in_the_game: tuple[str, ...]  # "i", "my opponent": a player of a moment


# "what if" after a moment supposed, and "is it any different if": see supposing_again
_SUPPOSING_MORE = phrases_of(
    """what if, what about if, how about if, what about when, what happens if,
    what would happen if, and what if, but what if"""
)

_COMPARING = phrases_of(
    """is it any different if, is it different if, would it be any different if,
    would it be different if, does it change anything if, does anything change if,
    does it make a difference if, would it make a difference if"""
)


ENGLISH_QUESTIONS = QuestionWords(
    lets=phrases_of("allow, allows, let, lets, permit, permits, enable, enables"),
    lets_modals=words_of("would will could can might may does do did"),
    below_zero_reached=phrases_of(
        """go into negative life, go to negative life, go negative, go into the negatives,
        go below 0, go below 0 life, go below zero, go below zero life, go under 0,
        go to 0 or less life, go to 0 or less, drop below 0, drop below zero, fall below 0,
        fall below zero, get below 0, get below zero, get to negative life,
        be at negative life, be at 0 or less life, be below 0, be below zero,
        have negative life, have a negative life total, survive at negative life,
        survive below 0, survive below zero, stay at negative life"""
    ),
    total_asks=words_of("does do did will would is am are should"),
    total_reached=phrases_of(
        """go to, goes to, go down to, goes down to, drop to, drops to, drop down to,
        fall to, falls to, reduce to, reduces to, be reduced to, get reduced to, gets reduced to,
        end up at, ends up at, end up on, ends up on, end at, be at, be left at, hit, hits,
        become, becomes, go into, go below, goes below, end up with, ends up with,
        be left with, have"""
    ),
    total_put=words_of("put puts bring brings take takes leave leaves drop drops knock knocks"),
    total_meaning=phrases_of("meaning, which means, which would mean, so that means"),
    total_must=phrases_of("has to, have to, would have to, needs to, need to, must"),
    can_words=words_of("can could will would does did"),
    replace_asked=words_of("can could may"),
    followed_up=phrases_of("even, even if, even when, even with, what if, what about, and if, and"),
    choice_verbs=words_of("choose chooses chose name names named pick picks picked"),
    not_found=phrases_of(
        """do not find, don't find, does not find, doesn't find, did not find, didn't find,
        can't find, cannot find, could not find, couldn't find, find no, found no, reveal no,
        revealed no, find none, found none, finds none, reveal none, reveals none, revealed none,
        do not hit, don't hit, doesn't hit, didn't hit, never find, never hit"""
    ),
    pile_empty=phrases_of(
        """with no cards under it, with nothing under it, with no cards left under it,
        with no cards left in its pile, with an empty pile, has no cards under it,
        has nothing under it, has no cards left under it, has no cards left in its pile,
        has an empty pile, there are no cards under it, there is nothing under it,
        its pile is empty, the pile is empty, the pile under it is empty, its pile is gone,
        the pile is gone, no cards under it, nothing under it"""
    ),
    replace_steps_facts=words_of(
        """damage life poison counter counters concede concedes conceded attack attacks
        attacked cast casts play plays played"""
    ),
    outcome_by=phrases_of("deck, kill, beat, mill out, defeat, finish off, make lose"),
    doing_as_told=(
        ("casting", "cast", "casts"),
        ("playing", "cast", "casts"),
        ("activating", "activate", "activates"),
    ),
    doings_asked=(
        ("casting", "cast"),
        ("playing", "cast"),
        ("activating", "activate"),
        ("using", "use"),
        ("drawing", "draw"),
        ("conceding", "concede"),
    ),
    outcome_made=phrases_of("kill, make, cause, force, let, win, lose, give"),
    outcome_makers=words_of("make makes cause causes force forces let lets"),
    outcome_asked_of=words_of(
        "win wins won winner lose loses lost loser dead die dies died survive"
    ),
    lose_to=phrases_of("to, by, from, through, due to, because of, for, with"),
    moment_openers=phrases_of("when, whenever, once, as soon as, after, if"),
    confirm_asked=phrases_of(
        """is it true that, is it correct that, is it right that, am i right that,
        am i correct that, is it the case that"""
    ),
    ways_of_losing=(
        (
            phrases_of(
                """decking, decking out, deck out, deck-out, decked out, being decked,
                getting decked,
                drawing from an empty library, drawing from an empty deck, drawing with an
                empty library, an empty library, drawing a card from an empty library,
                empty library, an empty deck, empty deck"""
            ),
            "draw from an empty library",
            "draws from an empty library",
        ),
        (
            phrases_of(
                """0 life, zero life, having 0 life, having zero life, negative life, having
                negative life, 0 or less life, having 0 or less life, life loss, going to 0 life,
                going below 1 life"""
            ),
            "go to 0 or less life",
            "goes to 0 or less life",
        ),
        (
            phrases_of("damage, lethal damage, combat damage, taking damage, taking lethal damage"),
            "take lethal damage",
            "takes lethal damage",
        ),
        (
            phrases_of("poison, poison counters, 10 poison counters, ten poison counters, infect"),
            "get 10 poison counters",
            "gets 10 poison counters",
        ),
    ),
    loss_modals=phrases_of(
        """can't, cannot, can not, won't, will not, don't, do not, doesn't, does not, shouldn't,
        should not, wouldn't, would not, couldn't, could not, can, will, would, could, should,
        do, does, can never, will never, would never"""
    ),
    examples=phrases_of("for example, for instance, as an example, e.g., e. g., e.g"),
    thresholds=phrases_of(
        "below, under, above, over, less than, more than, fewer than, lower than, higher than"
    ),
    possibility=phrases_of("possible, impossible, any way, anyway possible, a way"),
    question_words=frozenset(
        words_of(
            """who what which how why whom when where is are was were be been am do does did
        doesn't don't didn't isn't aren't wasn't can could would will should shall might may
        must can't couldn't wouldn't won't shouldn't i me my we us our you your he him his she
        her they them their it this that these those there here one anyone anybody someone
        somebody nobody everyone everybody each other both either neither all player players
        opponent opponents friend the a an of or and but so then now still also too just really
        actually even ever win wins won winning winner lose loses lost losing loser draw draws
        drawn drew tie tied ties die dies died dead kill kills alive survive survives live lives
        lethal stay stays continue continues continued keep keeps playing going happen
        happens happened happening count counts counted result results outcome game match end
        ends ended over first last before after same time simultaneously together anyway
        instead correct right wrong true legal possible impossible ruled rule ruling rules work
        works way case scenario
        automatically immediately instantly yet
        situation get gets go goes mean means meant think thinks say says said consider
        considered supposed going to as at in on for with by what's who's how's that's it's
        isn't there's not no yes does confirm confirms deny denies notice notices noticed only
        person people something anything onto
        play playing plays keep keeps continue continues on fight loss losses victory defeat
        out eliminated deck decks decked decking
        i'll you'll he'll she'll we'll they'll"""
        )
    ),
    question_leads=words_of("so"),
    filler_openers=words_of("so"),
    filler_tags=phrases_of("right, correct, is that right, is this right, am i right"),
    question_starts=frozenset(
        words_of(
            """who what which how why is are was were do does did can could would will should
        shall might may must am isn't aren't doesn't don't didn't can't won't wouldn't what's
        who's"""
        )
    ),
    lose_verbs=words_of("lose loses lost losing die dies died dying"),
    ways_out=words_of("win survive live"),
    used_verbs=words_of("use uses used activate activates activated tap taps tapped"),
    done_with_modals=words_of("would will"),
    done_with_verbs=words_of(
        """deal deals dealt remove removes removed exile exiles exiled mill mills milled make
        makes made destroy destroys destroyed kill kills killed"""
    ),
    later_on=phrases_of(
        "finish my turn, finish the turn, finish out my turn, finish his turn, finish her turn, "
        "finish their turn, go on, later, afterwards, after that, on my next turn, next turn, "
        "in my next turn, on my turn"
    ),
    about_counts=phrases_of(
        "around, about, roughly, approximately, approx, something like, like, some, ~"
    ),
    later_moments=phrases_of(
        "turn, next turn, own turn, draw, next draw, draw step, next draw step, upkeep, next upkeep"
    ),
    rule_question_starts=words_of(
        "how what what's whats which when where why can could may is are do does should must "
        "will would am"
    ),
    pair_asks=words_of("does do will would can could"),
    pair_stops=phrases_of(
        """negate, negates, stop, stops, beat, beats, prevent, prevents, override, overrides,
        trump, trumps, cancel, cancels, cancel out, cancels out, counteract, counteracts,
        nullify, nullifies, work against, works against"""
    ),
    pair_saves=phrases_of("save, saves, protect, protects"),
    pair_saved=phrases_of("me, you, us, its controller, a player, someone"),
    pair_parts=phrases_of(
        "trigger, triggered ability, ability, drawback, downside, effect, loss, last part"
    ),
    pair_how=words_of("how"),
    ways_does=words_of("does do would will"),
    ways_so=words_of("so"),
    remark_openers=words_of("but and so"),
    remark_with=words_of("with for"),
    remark_the=words_of("the"),
    pair_together=words_of("work interact"),
    pair_with=words_of("with"),
    pair_together_after=words_of("together"),
    pair_articles=words_of("a an the"),
    pair_from=words_of("from against"),
    pair_or_not=phrases_of("or not"),
    doubting_nots=words_of("not n't"),
    ways_in_general=phrases_of(
        """different, other, various, all the, all, every, each, the different, the other,
        the various, all of the, all different, all the different, the many, many"""
    ),
    ways_nouns=phrases_of(
        """ways of losing, way of losing, ways of losing the game, ways to lose,
        ways to lose the game, ways a player can lose, ways you can lose, ways of dying,
        ways to die, loss conditions, losing conditions, ways of loss"""
    ),
    ways_handles=phrases_of("deal with, handle, cope with"),
    ways_what=words_of("what"),
    ways_against=phrases_of("with, against, about, versus, vs, vs., in the face of"),
    remark_subjects=phrases_of(
        "the way this works, the way it works, this works, it works, how this works, how it works"
    ),
    remark_verbs=phrases_of("seems, seem, is, looks, sounds, seems to be"),
    remark_degrees=words_of("relatively pretty fairly quite very rather"),
    remark_plain=words_of("simple clear obvious straightforward easy understandable"),
    part_pointers=phrases_of("specifically, i mean, namely, in particular"),
    part_nouns=phrases_of("part, bit, line, clause, trigger, ability, sentence"),
    part_leaves=phrases_of(
        "leaves the battlefield, leave the battlefield, left the battlefield, leaves play, leaves"
    ),
    part_determiners=words_of("the that"),
    part_of=words_of("of"),
    part_it=words_of("it"),
    part_relatives=words_of("that which"),
    part_says=words_of("say says said"),
    part_that=words_of("that"),
    part_loses=phrases_of("lose, loses"),
    part_wins=phrases_of("win, wins"),
    # "..., would I win or do I have to have five creatures?": a requirement asked of the
    # outcome, after a question of it
    requirement_asked=phrases_of("have to, need to, need, also have to, still have to, must"),
    asked_if=phrases_of(
        "if, when, whenever, in the event that, in case, even if, even when, even though"
    ),
    inverted_asks=words_of("will would does do did can could should is am are"),
    can_i=phrases_of("can i, could i, can you, could you"),
    and_outcome=phrases_of(
        """not lose, not lose the game, survive, stay alive, still be alive, still win, win,
        win the game, don't lose, do not lose, don't lose the game, protect myself, save myself,
        keep myself alive"""
    ),
    # can I cast X "so that" I don't lose: the outcome the act is for
    outcome_purpose=phrases_of("and, so that, so, in order to, to"),
    can_when=phrases_of("when, while, whilst, if, once, after"),
    rule_negations=phrases_of(
        """isn't, is not, aren't, are not, can't, cannot, can not, won't, will not, doesn't,
        does not, don't, do not, is never, are never, never"""
    ),
    rule_statement_words=frozenset(
        words_of("all either neither count counts matter matters apply applies way ways won't")
    ),
    playing_together=phrases_of(
        """against each other, against one another, with each other, together, each other,
        in a game, a game, a match"""
    ),
    example_openers=phrases_of(
        "let's say, lets say, let us say, for example, for instance, e.g., say, imagine"
    ),
    anyone=phrases_of(
        "an opponent, a player, another player, an opposing player, someone, somebody, anyone"
    ),
    supposing_again=_SUPPOSING_MORE + _COMPARING,
    supposing_more=_SUPPOSING_MORE,
    comparing=_COMPARING,
    one_of_two=frozenset(phrases_of("one player, one of us, one of them, one of the players")),
    supposing=_COMPARING
    + phrases_of(
        """if, suppose, say, what if, what happens if, what happen if, what happens when,
        what would happen if, and what if, but what if, what about if, how about if,
        who wins if, who wins when, who loses if, which player wins if,
        what happens in the situation where, what happens in a situation where,
        what rule applies in the situation where, what rule applies in a situation where,
        which rule applies in the situation where, which rule applies in a situation where,
        what rule applies if, what rule applies when, which rule applies if,
        which rule applies when"""
    ),
    keeps_from=words_of("keep keeps stop stops prevent prevents save saves protect protects"),
    from_losing=phrases_of("from losing, from losing the game, from dying, alive, in the game"),
    applies_to=phrases_of("apply, still apply, work, still work, kick in, still kick in"),
    any_card=phrases_of(
        """card effects, cards, effects, abilities, card abilities, replacement effects,
        static abilities, triggered abilities"""
    ),
    amount_units=phrases_of("life, damage, combat damage, poison counter, poison counters"),
    general_ifs=words_of("if when"),
    someone_too=words_of("we us our opponent opponents"),
    amount_verbs=words_of(
        """lose loses lost losing gain gains gained gaining take takes took taking deal deals
        dealt dealing pay pays paid paying get gets got"""
    ),
    situation_openers=phrases_of(
        """what happens if, what happens when, what would happen if, what if, who wins if,
        who wins when, who loses if, who would win if, which player wins if, so what happens if,
        so what if, what happens in the situation where, what happens in a situation where,
        what rule applies in the situation where, what rule applies in a situation where,
        which rule applies in the situation where, which rule applies in a situation where,
        what rule applies if, what rule applies when, which rule applies if,
        which rule applies when"""
    ),
    order_caster=phrases_of(
        """the one who played it, the one who cast it, the one who plays it, the one who casts
        it, the caster, its caster, the player who cast it, the player who played it,
        its controller, the controller, you, yourself"""
    ),
    order_target=phrases_of(
        """the target, its target, the targeted player, the target player, the player it
        targets, the one it targets, the opponent, your opponent"""
    ),
    order_or=words_of("or"),
    order_askers=phrases_of("who, which player, which one"),
    order_takes=phrases_of("takes, gets, is dealt, receives"),
    order_the=words_of("the"),
    order_first=words_of("first"),
    order_from=words_of("from"),
    order_articles=words_of("a the"),
    order_does=words_of("does do will would"),
    order_deals=phrases_of("deal its damage to, deal damage to, damage, hit"),
    order_the_two=phrases_of("they, both of them, the two of them, both players"),
    looping_things=phrases_of(
        """the triggers, the triggered abilities, the abilities, both triggers, both abilities,
        the two triggers, the two abilities, the loop, they"""
    ),
    going_forever=phrases_of(
        """keep going forever, keeps going forever, kept going forever, go on forever,
        goes on forever, went on forever, keep triggering forever, keeps triggering forever,
        kept triggering forever, trigger forever, triggers forever, triggered forever,
        keep looping forever, keeps looping forever, loop forever, loops forever,
        repeat forever, repeats forever, keep repeating forever, keeps repeating forever"""
    ),
    loop_made=phrases_of(
        """made, make, makes, created, create, creates, set up, sets up, built, build, builds,
        started, start, starts, assembled, assemble, assembles"""
    ),
    in_response=phrases_of(
        """in response, in response to that, in response to it, in response to this,
        in response to him, in response to her, in response to them, in response again,
        again in response, as a response, responds, responds by, responding"""
    ),
    told_again=phrases_of(
        """etc, etc etc, etc etc etc, ect, ect ect, and so on, and so forth, so on and so forth,
        so on, so forth,
        and so on and so forth, and so on forever, over and over, over and over again,
        and so on over and over, back and forth, and back and forth, ad infinitum, and on and on,
        and repeat, repeat, and it repeats, and this repeats, and that repeats, repeat forever,
        and this goes on forever, and it goes on forever, and this goes on over and over,
        and it goes on over and over, and this keeps going, and it keeps going,
        and this continues, and it continues, and this continues forever"""
    ),
    chain_players=frozenset(
        words_of(
            """me myself him himself her herself them themselves you yourself us we i he she
            they opponent opponents player players face"""
        )
    ),
    chain_outcomes=frozenset(
        words_of(
            """life lives lose loses losing lost loss win wins winning won draw draws drew drawn
            drawing poison poisoned concede concedes conceded library libraries deck decks mill
            mills milled lethal game attack attacks attacked attacking swing swings swung
            swinging block blocks blocked blocking combat trample"""
        )
    ),
    actions_optional=phrases_of(
        """both actions are optional, both are optional, the actions are optional,
        all the actions are optional, all actions are optional, these actions are optional,
        those actions are optional, both actions were optional, the actions were optional,
        both abilities are optional, the abilities are optional, both of them are optional,
        they are both optional, they're both optional, they are optional, they're optional,
        neither action is mandatory, neither is mandatory, none of them is mandatory,
        both actions are not mandatory, the actions are not mandatory"""
    ),
    endless_resources=phrases_of(
        """infinite mana, unlimited mana, endless mana, infinite amounts of mana,
        an infinite amount of mana, arbitrarily large mana, arbitrarily much mana,
        as much mana as they want, as much mana as he wants, as much mana as she wants,
        as much mana as i want, as much mana as you want"""
    ),
    loop_made_by_cards=words_of(
        "make makes made create creates created form forms formed cause causes caused"
    ),
    loop_creating=words_of("create creates created creating make makes made making"),
    loop_tokens=words_of("token tokens"),
    loop_creatures=words_of("creature creatures"),
    loop_entering=phrases_of(
        "enter, enters, entered, entering, come into play, comes into play, came into play"
    ),
    loop_arrivals=words_of(
        "cast casts casting enter enters entered entering play plays played playing put puts "
        "return returns returned come comes came"
    ),
    order_which=words_of("which"),
    order_asked_of=phrases_of(
        """trigger, triggers, ability, abilities, effect, effects, one, of them, of the two,
        of these, spell"""
    ),
    order_asked=phrases_of(
        """takes priority, take priority, has priority, gets priority, goes first, go first,
        resolves first, resolve first, happens first, happen first, comes first, come first,
        applies first, apply first, wins out, takes precedence, take precedence"""
    ),
    forever_questions=phrases_of(
        """do we play forever, do we keep playing forever, do we just keep playing,
        will we play forever, would we play forever, do we have to play forever,
        does the game go on forever, does the game last forever, does the game never end,
        would the game go on forever, will the game go on forever, will the game never end,
        does the game continue forever, is the game endless, does it go on forever,
        does it last forever"""
    ),
    someone_in_the_game=phrases_of(
        """i, i'm, me, my, we, we're, you, you're, your, he, he's, she, she's, they, they're,
        his, her, their, both of us, each of us, my opponent, my opponents, your opponent"""
    ),
)
