"""Board states told in prose: what players hold and where their totals stand, as told.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `BoardWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class BoardWords:
    """The words of one language that tell a board state in prose:
    each field by what it does in a question."""

    who_is: tuple[str, ...]  # my opponent, "who is" at 10 life, ...
    while_being: tuple[str, ...]  # I control X "while being" at -6 life
    not_having: tuple[str, ...]  # my opponent "didn't have" creatures
    kinds_held: tuple[str, ...]  # "creatures", "lands": what a player holds, by kind
    event_verbs: tuple[str, ...]  # "deals", "took", "dies": what happens, never what is held
    total_moved: tuple[str, ...]  # "goes" down to 2, "left" at 1: a total changed, not stated
    kin: frozenset[str]  # "my friend", "my brother": a player the words do not name
    card_zones: tuple[str, ...]  # one card in my hand, 10 in my "library"
    in_play: tuple[str, ...]  # opponent with Fell Specter "on the battlefield"
    # my opponent is "being kept alive by" his Platinum Angel: a card held, told by what it
    # does for its holder (kept_alive.py)
    kept_alive_by: tuple[str, ...]
    # he casts a Lightning Bolt "that would" deal lethal damage to me, "which would" kill me:
    # what a spell on the stack does as it resolves, said of it as it is cast (pending_spells.py)
    would_do: tuple[str, ...]
    # bob casts "a spell" that would deal 3 damage to me: a spell said by its kind, no name
    unnamed_spells: tuple[str, ...]
    would_kill: tuple[str, ...]  # that would "kill" me, "be lethal to" me
    # (pending_spells.py) I cast a Bolt "at" / "targeting" him that would "deal" 3 damage to
    # him, "be lethal"; a spell that ("would") "deals" ...: what it would do, said after it
    pending_aims: tuple[str, ...]
    pending_deal: tuple[str, ...]
    pending_lethal: tuple[str, ...]
    pending_would: tuple[str, ...]
    pending_does: tuple[str, ...]
    response_words: tuple[str, ...]  # "in response", "I respond": a response told after it
    # his spell "would" deal 5 damage to me, it "is going to" make me lose 3: what is to come,
    # responded to after (pending_spells.responded_later)
    pending_modals: tuple[str, ...]
    pending_harms: tuple[str, ...]  # would "deal", "do", "make", "kill", "be lethal"
    # he "makes" me lose 10 life, Blood Artist "made" him lose 1, she "forces" me to draw: what
    # a player or a card makes a player do (causatives.py), present and past
    causing_now: tuple[str, ...]
    causing_then: tuple[str, ...]
    # (causatives.py) it makes "each opponent" lose 3 life ("and" ...), never "the game"; "can"
    # / "does" it make me lose: asked, not told; ... lose 3 "life": its source said after it
    caused_whom: tuple[str, ...]
    caused_not_rest: tuple[str, ...]
    caused_ends: tuple[str, ...]
    asked_before_words: tuple[str, ...]
    sourced_nouns: tuple[str, ...]
    # what a player is made to do, its verb as asked, said and told: lose, loses, lost
    caused_verbs: tuple[tuple[str, str, str], ...]
    unnamed_causes: tuple[str, ...]  # "an effect" causes my opponent to draw: no source said
    # (outcome_effects.py) it "will" / "'ll" make him lose: an outcome foretold, not told; an
    # "effect", a "card": what may cause an outcome
    foretold_modals: tuple[str, ...]
    foretold_clipped: tuple[str, ...]
    effect_words: tuple[str, ...]
    # "drawing" a card makes me lose, "casting" a spell makes him win: an act done, never an
    # effect that says who wins (outcome_effects.effect_said)
    acts_as_causes: tuple[str, ...]
    out_of_game: tuple[str, ...]  # bob is already "out", was "eliminated": out of the game
    # the asker's inference of what a told card makes impossible, "the opponent can never draw
    # again, so ...?" (reasoned_inabilities.py): its lead, its helper, its end, and its verbs
    unable_leads: tuple[str, ...]  # "can never", "won't ever"
    # I was at 4 life "but winning", "and way ahead on board", ", which was bad": the asker's
    # view of how the game went, telling no event (game_assessments.py)
    assessed: tuple[str, ...]  # "winning", "ahead"
    assessed_how: tuple[str, ...]  # "way" ahead, "far" behind
    assessed_where: tuple[str, ...]  # ahead "on board", losing "badly"
    evaluations: tuple[str, ...]  # ", which is "bad""
    # (game_assessments.py) "but", "and", "yet": where a view's clause opens; he "was" (or
    # "'s": subject_contractions) winning; "still" winning; ", "which" "is" "really" bad"; he
    # was "losing the game"
    assessed_openers: tuple[str, ...]
    state_be: tuple[str, ...]  # he "was" winning, I "am" at 1 life and 9 poison: a state said
    assessed_still: tuple[str, ...]
    assessed_which: tuple[str, ...]
    assessed_which_be: tuple[str, ...]
    assessed_degrees: tuple[str, ...]
    assessed_game: tuple[str, ...]
    unable_helpers: tuple[str, ...]  # can never "get to" draw, won't "be able to" draw
    unable_ends: tuple[str, ...]  # "again", "anymore"
    unable_to_draw: tuple[str, ...]
    unable_to_lose: tuple[str, ...]
    unable_to_win: tuple[str, ...]
    unable_objects: tuple[str, ...]  # can never draw "a card", lose "the game"
    unable_so: tuple[str, ...]  # ..., "so" he can never draw again: the reason's word before it
    unable_so_asked: tuple[str, ...]  # he can never lose, "so" what happens?: the question after
    a_team: tuple[str, ...]  # "a" Two-Headed Giant team at 0 life: a team no player is named on
    one_head: tuple[str, ...]  # a team with Transcendence "on one head": one of its players
    our_team: tuple[str, ...]  # "our team" is at 0 life: the asker's team (Two-Headed Giant)
    other_team: tuple[str, ...]  # "the opposing team" is at 0 life: the asker's opponents' team
    # "I control Platinum Angel and my teammate doesn't": another player said not to hold the
    # card, its verb left out (prose_boards.held_alone): the verb, the joint, the "not"
    held_verbs: tuple[str, ...]
    held_joints: tuple[str, ...]
    held_nots: tuple[str, ...]
    # "we're" "both" "at" 3 "life", "we have" "only" 4 "life": the asker's team's one total,
    # where teams share one (Two-Headed Giant, we_as_a_team.py); said with "were" or "had", as
    # it was
    we_are: tuple[str, ...]
    we_are_adverbs: tuple[str, ...]
    we_are_at: tuple[str, ...]
    we_have: tuple[str, ...]
    we_have_adverbs: tuple[str, ...]
    team_life: tuple[str, ...]
    we_past: tuple[str, ...]
    # "we" concede (Two-Headed Giant): the asker's team concedes as one (we_as_a_team.py)
    we_as_one: tuple[str, ...]
    one_more: tuple[str, ...]  # "an" opponent with 30 life, "another" at 0
    # (both_held.py) "both players" / "we both" "control" / "have got" "a" Platinum Angel: each
    # player holds one; "we", "us": the players said together
    both_holders: tuple[str, ...]
    both_hold_verbs: tuple[str, ...]
    both_hold_articles: tuple[str, ...]
    both_we: tuple[str, ...]
    # I won a "dominion vote" and have 15 "int": the vote and the INT beside it (Terrus 5.2c)
    dominion_vote: tuple[str, ...]
    int_words: tuple[str, ...]
    opponent_ordinals: tuple[str, ...]  # the "first" / "second" opponent: opponents counted
    chapter_numbers: tuple[str, ...]  # a Saga on its "third" chapter
    held_once: tuple[str, ...]  # I "had" Platinum Angel: held then, maybe no longer
    # I "am" at 0 life, it "is" gone "now": a sentence told in the present
    said_now: tuple[str, ...]
    # a card held "with" words that may change it: "with no abilities", "with a Lignify on it"
    held_with_changed: tuple[str, ...]
    table_sizes: tuple[str, ...]  # a "four player" game, a "4-person" one: how many sit at it
    # "five artifacts are destroyed": artifacts going from the battlefield to a graveyard
    artifacts_leave: tuple[str, ...]
    # "Got" Worship and a creature in play: "I have", its subject left out
    got_openers: tuple[str, ...]
    # I have Shared Fate and then "play" a Leveler: a verb after "then" with no subject of its
    # own, whose subject is the one that opened the sentence before (text_sentences.py)
    then_verbs: frozenset[str]
    # ... and my opponent is at 5, then "take" 3 damage: a verb's plain form, said of I, you, we
    # or they and never of he or a name (its "-s" form, "takes", the other way round)
    then_verbs_plain: frozenset[str]
    plain_subjects: frozenset[str]  # "I", "we" take 3 damage: the subjects of a plain form
    successfully: tuple[str, ...]  # he "successfully" plays X: it resolved (older rules)
    told_verbs: frozenset[str]  # he "was" at 2: a fact told, never only reasoned
    stood_verbs: tuple[str, ...]  # he "was" at 3, "had been": a total as it stood before
    # "they both" died, "both of them" died: the two creatures named before (told_creatures.py)
    both_of_two: tuple[str, ...]
    # "players", "opponents", a "teammate": more players than the asker and one opponent
    more_players: tuple[str, ...]
    one_other_player: tuple[str, ...]  # my "opponent": the one other player
    # the types of a permanent a state-based action may put in a graveyard (checked_deaths.py)
    check_death_types: tuple[str, ...]


ENGLISH_BOARDS = BoardWords(
    check_death_types=words_of("creature planeswalker battle aura"),
    who_is=phrases_of("who is, who's, whos, who was, who has, who had, who were"),
    while_being=phrases_of("while being, while, whilst being, whilst, being"),
    not_having=phrases_of(
        """didn't have, did not have, doesn't have, does not have, don't have, do not have,
        had no, has no, have no, didnt have, doesnt have, dont have"""
    ),
    kinds_held=words_of("creatures lands permanents artifacts enchantments tokens planeswalkers"),
    event_verbs=words_of(
        """deal deals dealt dealing take takes took taking lose loses lost losing gain gains
        gained gaining dies died attack attacks attacked hit hits block blocks blocked concede
        concedes conceded draw draws drew cast casts trigger triggers triggered resolve
        resolves resolved enter enters entered"""
    ),
    total_moved=words_of(
        """up left down back end ends ended go goes went gone get gets got drop drops dropped
        dip dips dipped fall falls fell brought put set sets reduced come comes came finish
        finishes finished is are am was were be been"""
    ),
    kin=frozenset(
        words_of(
            """friend friends buddy pal mate teammate partner brother sister wife husband son
            daughter dad mom father mother roommate girlfriend boyfriend kid guy someone
            somebody player opponent"""
        )
    ),
    card_zones=words_of("library deck graveyard hand"),
    in_play=phrases_of(
        "on the battlefield, in play, on the field, on the board, on the table, out"
    ),
    would_do=phrases_of("that would, which would, that will, which will, that'd"),
    unnamed_spells=words_of("spell instant sorcery"),
    would_kill=phrases_of("kill, be lethal to, be lethal for, finish off"),
    pending_aims=words_of("at targeting"),
    pending_deal=words_of("deal do"),
    pending_lethal=phrases_of("be lethal"),
    pending_would=words_of("would will"),
    pending_does=words_of("deal deals do does"),
    response_words=words_of("respond responds responded responding response"),
    pending_modals=phrases_of(
        "would, will, 'll, 'd, is going to, 's going to, are going to, is about to, 's about to"
    ),
    pending_harms=words_of("deal do make cause kill be"),
    causing_now=phrases_of(
        "makes, make, forces, force, causes, cause, has, have, is making, are making"
    ),
    causing_then=phrases_of("made, forced, caused, had"),
    caused_whom=phrases_of(
        """each opponent, each player, every player, all players, both players, everyone,
        my opponent, your opponent, the opponent"""
    ),
    caused_not_rest=phrases_of("the game"),
    caused_ends=words_of("and but then so while when before after"),
    asked_before_words=words_of(
        "can could would will should might may must does do did to cannot can't won't wouldn't "
        "doesn't don't didn't couldn't shouldn't"
    ),
    sourced_nouns=words_of("life damage"),
    caused_verbs=(
        ("lose", "loses", "lost"),
        ("take", "takes", "took"),
        ("gain", "gains", "gained"),
        ("pay", "pays", "paid"),
        ("draw", "draws", "drew"),
        ("mill", "mills", "milled"),
        ("discard", "discards", "discarded"),
        ("sacrifice", "sacrifices", "sacrificed"),
        ("get", "gets", "got"),
    ),
    unnamed_causes=words_of("effect spell ability trigger card"),
    foretold_modals=words_of("will would could might can must should may shall has have had"),
    foretold_clipped=words_of("'ll 'd 's 've"),
    effect_words=words_of(
        "effect effects card cards ability abilities trigger triggers emblem spell"
    ),
    acts_as_causes=words_of(
        """drawing casting playing activating using conceding attacking blocking paying
        sacrificing discarding milling dealing taking losing gaining having being going"""
    ),
    out_of_game=words_of("out eliminated"),
    assessed=words_of("winning losing ahead behind"),
    assessed_how=words_of("way far well slightly clearly"),
    assessed_where=phrases_of(
        "on board, on the board, by a lot, by a mile, badly, comfortably, easily, big, hard"
    ),
    evaluations=phrases_of(
        """bad, good, great, terrible, awful, annoying, unfortunate, lucky, unlucky, weird,
        strange, funny, frustrating, nice, a problem, a shame, a pity, sad, unusual, rare"""
    ),
    assessed_openers=words_of("but and yet"),
    state_be=words_of("was were is am are"),
    assessed_still=words_of("still clearly"),
    assessed_which=words_of("which"),
    assessed_which_be=words_of("is was seems seemed"),
    assessed_degrees=phrases_of("really, very, pretty, kind of"),
    assessed_game=phrases_of("winning the game, losing the game"),
    unable_leads=phrases_of(
        "can never, can't ever, cannot ever, can not ever, will never, won't ever, would never, "
        "can't, cannot, can not, won't, will not, wouldn't, never"
    ),
    unable_helpers=phrases_of("get to, gets to, be able to"),
    unable_ends=phrases_of("again, anymore, any more, ever again"),
    unable_to_draw=words_of("draw"),
    unable_to_lose=words_of("lose die"),
    unable_to_win=words_of("win"),
    unable_objects=phrases_of("a card, cards, the game"),
    unable_so=words_of("so and"),
    unable_so_asked=words_of("so"),
    kept_alive_by=phrases_of(
        """kept alive by, being kept alive by, kept in the game by, being kept in the game by,
        alive thanks to, alive because of, alive due to, still alive thanks to,
        still alive because of, only alive thanks to, only alive because of, alive only thanks
        to, alive only because of, in the game thanks to, in the game because of,
        still in the game thanks to, still in the game because of, saved by, being saved by"""
    ),
    a_team=words_of("a an one the"),
    our_team=phrases_of("our team, our team's"),
    held_verbs=words_of("control controls controlled"),
    held_joints=words_of("and but while whereas"),
    held_nots=phrases_of("doesn't, does not, don't, do not, didn't, did not"),
    we_are=phrases_of("we're, we are, we were"),
    we_are_adverbs=words_of("both still now only"),
    we_are_at=words_of("at on"),
    we_have=phrases_of("we have, we had"),
    we_have_adverbs=words_of("only just"),
    team_life=words_of("life"),
    we_past=words_of("were had"),
    we_as_one=words_of("we"),
    other_team=phrases_of(
        """the opposing team, the other team, the enemy team, my opponents' team,
        our opponents' team, the opponents' team, the opposing team's, the other team's,
        the enemy team's"""
    ),
    one_head=phrases_of(
        """on one head, on one of its heads, on one of the heads, on one of its players,
        on one of the players, on one player, controlled by one head, controlled by one player,
        controlled by one of its players, under one head's control, under one player's control"""
    ),
    one_more=words_of("a an another"),
    both_holders=phrases_of(
        "both players, both of us, we both, us both, both, each player, each of us, every player"
    ),
    both_hold_verbs=phrases_of(
        "control, controls, controlled, have, has, had, have got, has got, had got"
    ),
    both_hold_articles=words_of("a an one the"),
    both_we=words_of("we us"),
    dominion_vote=phrases_of("dominion vote"),
    int_words=words_of("int intelligence"),
    opponent_ordinals=words_of("first second third fourth fifth"),
    chapter_numbers=words_of("first second third fourth fifth sixth final last 1st 2nd 3rd 4th"),
    held_once=words_of("had controlled"),
    said_now=words_of("am is are i'm im you're he's she's we're they're now"),
    held_with_changed=phrases_of(
        """ability, abilities, abilityless, on it, on him, on her, on them, in play, out,
        on the battlefield, on board, on the board, around, attached, enchanted, enchanting,
        equipped, copying, copied, turned, transformed, face down, phased out"""
    ),
    table_sizes=phrases_of("player, players, person, people, man, way, headed"),
    artifacts_leave=phrases_of(
        """are destroyed, were destroyed, get destroyed, got destroyed, are sacrificed, were
        sacrificed, get sacrificed, got sacrificed, die, died, go to the graveyard, went to the
        graveyard,
        go to graveyards, went to graveyards, are put into graveyards, were put into
        graveyards, are put into the graveyard, were put into the graveyard"""
    ),
    got_openers=phrases_of("got, have got, 've got, i've got"),
    successfully=words_of("successfully"),
    then_verbs=frozenset(
        words_of(
            """cast casts play plays played destroy destroys destroyed sacrifice sacrifices
            sacrificed gain gains gained lose loses lost take takes took deal deals dealt draw
            draws drew attack attacks attacked activate activates activated concede concedes
            conceded exile exiles exiled discard discards discarded pay pays paid tap taps
            tapped"""
        )
    ),
    then_verbs_plain=frozenset(
        words_of(
            """play destroy sacrifice gain lose take deal draw attack activate concede exile
            discard pay tap"""
        )
    ),
    plain_subjects=frozenset(words_of("i you we they")),
    told_verbs=frozenset(words_of("was were is are am had has have did does do 's 're 'm")),
    stood_verbs=phrases_of("was, were, had been, had, 'd been, would have been, would be"),
    both_of_two=phrases_of("they both, both of them, the two of them"),
    more_players=words_of(
        "players opponents teammate teammates team teams partner multiplayer everyone everybody"
    ),
    one_other_player=words_of("opponent opp"),
)
