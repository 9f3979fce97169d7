"""Damage and life as people say them (poison counters: poison_words.py).

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `DamageWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class DamageWords:
    """The words of one language that tell damage and life:
    each field by what it does in a question."""

    hit_verbs: tuple[str, ...]  # I "hit" him for 6: damage dealt
    # a spell cast at his "face": at that player (chat_forms.FACE); "face down" is no player
    face_words: tuple[str, ...]
    face_not_a_player: tuple[str, ...]
    face_aimed: tuple[str, ...]  # cast "to" his face: "at" him
    lethal_amount: tuple[str, ...]  # I hit him for "lethal": lethal damage dealt (chat_forms.HIT)
    ping_verbs: tuple[str, ...]  # I "ping" him (for 2): 1 damage (2) dealt (chat_forms.PING)
    # I "finish" him "off": lethal damage dealt to him (chat_forms.FINISHED_OFF)
    finish_verbs: tuple[str, ...]
    finish_off: tuple[str, ...]
    # they "team up to" "bring" xenagos down to 0 life: the total the player is brought to
    team_up: tuple[str, ...]
    bring_verbs: tuple[str, ...]
    # "I got him to 3": a verb of bringing only before a player said by a word for one ("I get
    # bolted at 3 life" is the asker bolted, never a player called "bolted")
    bring_gets: tuple[str, ...]
    # he takes 9 damage, "putting" him at -3, "leaving" me at 1: where the change left him
    bring_participles: tuple[str, ...]
    # ... reduces my life "down" "to" 0, putting him "at" -3: the total brought to after
    bring_down: tuple[str, ...]
    bring_to: tuple[str, ...]
    deal_verbs: tuple[str, ...]  # I "deal" him 10 damage: 10 damage dealt to him
    # he takes 10 damage "from" it, is dealt 10 damage "by" it: the source said after the damage
    damage_by: tuple[str, ...]
    # a spell at a player as the reader says it: my Lightning Bolt "deals" 3 "damage to" bob
    spell_dealt_said: tuple[str, str]
    # ... and "lethal" damage to bob, where the spell was cast at bob for lethal
    spell_lethal_said: str
    # bob is at 3 "or less" (phrase_events.py): a life total said as a bound
    at_most_said: tuple[str, ...]
    # an X spell cast, its X told after it (each_player_damage.py): "for" 5, "with" X
    # "equal to" 5 ("damage"); "twice", "again": an ability said used more than once
    x_told_for: tuple[str, ...]
    x_told_with: tuple[str, ...]
    x_told_equals: tuple[str, ...]
    damage_noun: tuple[str, ...]  # "damage", the word (phrase_events.DAMAGE_WORD)
    # (prevented_damage.py) ("but") "all of the damage" "is" ("all") "prevented" ("by" ...):
    # damage told, then said prevented
    prevented_leads: tuple[str, ...]
    prevented_what: tuple[str, ...]
    prevented_be: tuple[str, ...]
    prevented_all: tuple[str, ...]
    prevented_said: tuple[str, ...]
    prevented_by: tuple[str, ...]
    # (damage_told_again.py) he takes 3 "more" / "another" 3 / 3 damage "again": damage told
    # again as more, never the same damage; "the" / "his" damage: the damage said before
    damage_again_words: tuple[str, ...]
    damage_again_owners: tuple[str, ...]
    used_repeatedly: tuple[str, ...]
    attack_verbs: tuple[str, ...]  # my opponent "attacks" / "swings at" me for 6
    swing_verbs: tuple[str, ...]  # I "swing" (at him) with ...: an attack
    attacking_now: tuple[str, ...]  # andrew "is attacking" with two 2/2s: an attack going on
    attack_for_swing: tuple[str, ...]  # each swing verb as the language's attack verb
    unblocked: tuple[str, ...]  # ... for 6 "unblocked"
    directly: tuple[str, ...]  # I attack him "directly" for 1 damage: it reached him
    no_block: tuple[str, ...]  # and he "doesn't" block
    # and he "declares no blockers": no block, said of the defending player
    no_blocks_declared: tuple[str, ...]
    commander_words: tuple[str, ...]  # she attacks bob with her "commander" for 6
    commander_damage_words: tuple[str, ...]  # "commander damage": said, the variant counting it
    # he "has" "dealt" / "'s" "got" 20 "combat" commander damage: a total of the game so far
    # (commander_damage_told.py)
    so_far_have: tuple[str, ...]
    so_far_done: tuple[str, ...]
    so_far_got: tuple[str, ...]
    combat_damage_words: tuple[str, ...]  # "combat damage", as a fight's words say it
    # damage said to be combat's: 20 "combat" commander damage so far, bob takes 3 "combat"
    # damage twice, "after he takes the "combat" damage?" (the damage said again)
    combat_kind: tuple[str, ...]
    # a first strike"r", double strike"rs": a creature said by the keyword it holds
    keyword_holder_endings: tuple[str, ...]
    # bob takes 3 damage 6 "times" (repeated_damage): the same damage dealt again and again
    damage_times: tuple[str, ...]
    damage_repeats: tuple[str, ...]  # bob takes 3 damage "twice"
    damage_repeat_verbs: tuple[str, ...]  # bob "takes" / I "deal" 3 damage 6 times
    damage_repeat_objects: tuple[str, ...]  # I deal "him" 3 damage twice
    damage_repeat_nouns: tuple[str, ...]  # bob takes 3 "damage" twice
    damage_repeat_to: tuple[str, ...]  # I deal 3 damage "to" bob twice
    total_down: tuple[str, ...]  # he takes the damage and goes "down" to 2
    total_down_to: tuple[str, ...]  # ... and goes down "to" 2
    # a life total's change told (life_changes_told.py): "my" "life" ("total") goes ("down")
    # "from" 20 ("all the way") "to" 3, and the clause ends or goes on ("and", "because", ...);
    # "and" he "is" "now" ("at") 3
    life_whose: tuple[str, ...]
    life_word: tuple[str, ...]
    life_total_word: tuple[str, ...]
    life_change_directions: tuple[str, ...]
    life_change_from: tuple[str, ...]
    life_change_all_the_way: tuple[str, ...]
    life_told_goes_on: tuple[str, ...]
    life_now_join: tuple[str, ...]
    life_now_be: tuple[str, ...]
    life_now: tuple[str, ...]
    life_now_at: tuple[str, ...]
    # alice "has taken" 20 commander damage: the clause's subject took the count (more_of_a_kind)
    count_taken: tuple[str, ...]
    # a verb of taking or dealing damage as learners and phones say it, before a count of
    # damage ("bob gets 3 damage", "he becomes 3 damage" (German "bekommt"), "I make 3
    # damages", "I do 3 dmg"): the verb the situation language says; (as written, as meant)
    damage_verbs_said: tuple[tuple[str, str], ...]
    # the count's noun as they say it ("3 damages", "0 lives"): the one it means
    counted_nouns_said: tuple[tuple[str, str], ...]
    # "my" opponent has taken it: the player is the word after (more_of_a_kind)
    taker_possessives: tuple[str, ...]
    # "X is my commander. X hits him": what a commander does that may count as its damage
    commander_deeds: tuple[str, ...]
    more_damage: tuple[str, ...]  # attacks bob for "another" 11 damage: dealt, not blocked
    # a count given "more" with its kind unsaid (more_of_a_kind.py): he "takes" 2 "more", he
    # "gets" "another" one, the clause ending or going on "and" ...; "poison" and the other
    # kinds a count may be of ("damage", "cards"); "from" a source of its own
    more_given_verbs: tuple[str, ...]
    more_after: tuple[str, ...]  # 2 "more", loses 1 "more" life (rule_questions.py)
    more_before: tuple[str, ...]  # "another" (one)
    more_goes_on: tuple[str, ...]  # ... 2 more "and" he ...: the clause goes on
    more_other_kinds: tuple[str, ...]  # besides life: "damage", "cards"
    damage_from: tuple[str, ...]  # commander damage "from" alice's commander
    source_goes_on: tuple[str, ...]  # ... from alice's commander "and" ...: the source ends
    # what may stand between the poison counted and the count given "more" for it to be more
    # of the same: the rest of the count, a joining word, the player ("..., and he takes 1 more")
    more_joining: frozenset[str]
    # bob's "other" / "second" commander: one of a player's two commanders (partners), its
    # damage counted apart from the one said before (commander_sources.which_commander)
    other_commanders: tuple[str, ...]
    # bob's "new" / "partner" commander: which of two commanders it is, unsaid (asked)
    unsure_commanders: tuple[str, ...]
    # bob's token "copy" of his commander, his "clone" of it: a permanent copying a commander
    # is no commander (903.3), or a player's card of it, the commander itself (asked)
    commander_copies: tuple[str, ...]
    # alice "doesn't" deal 3 damage to bob, "no one" does, I "try to": in a source's free
    # words, the event was not done (or only meant), never read as done
    not_done: tuple[str, ...]
    # Phage "no longer" (or "could", "might") deals damage to me: more words that, in a
    # source's free words, never say it acted (read with not_done: words.NOT_DONE)
    not_acting: tuple[str, ...]
    # damage from "a countered Bolt", "a spell that fizzled", "a prevented attack", "the bolt
    # I will cast": a source whose own words say its damage was stopped, turned away or not
    # dealt yet, never read as dealt (event_sources.source_of); not "will": "casting it will
    # cause my creatures to deal ..." is a moment supposed
    source_undone: tuple[str, ...]
    # "zero" players, "no" source, "0" creatures deal 3 damage: a source that names nothing
    # that dealt it (opening its words)
    no_source_openers: tuple[str, ...]
    no_source_dealers: tuple[str, ...]  # "no" "players" deal 3 damage: of those, no dealer said
    # I "prevent" 2 of the damage, I "pay" 1 life, he "redirects" it: a verb that stops, turns
    # or trades what happens; a suggestion that drops it says another event ("I take 2 damage",
    # "I gain 1 life")
    event_turning_verbs: tuple[str, ...]
    # he casts Mind Sludge "to make" me draw: what a spell was cast to do, said in words
    cast_purposes: tuple[str, ...]
    block_verbs: tuple[str, ...]  # and he "blocks" (with a 3/2)
    one_of_them: tuple[str, ...]  # he blocks "one of them": one of several alike attackers
    one_of_the: tuple[str, ...]  # he blocks "one of the" 3/3s
    none_of_them: tuple[str, ...]  # he doesn't block "any of them": no block at all
    blocked_passive: tuple[str, ...]  # it "is blocked" by his 2/2: a block said in the passive
    # (attack_forms.py) I attack with a 3/3 ", "and"" he doesn't "block" ("it", "them"); "it" /
    # "one of them" is blocked "by" his 2/2; ... and I Shock "him": a fight told, then its block
    attack_clause_and: tuple[str, ...]
    block_plain: tuple[str, ...]
    block_objects: tuple[str, ...]
    passive_blocked_ones: tuple[str, ...]
    passive_by: tuple[str, ...]
    acts_after_objects: tuple[str, ...]
    # a block told apart from its attack (blocks_supposed.py): "if" it goes unblocked, "assuming"
    # he doesn't block; "it", "the creature", "that attacker" it is said of; "goes unblocked",
    # "isn't blocked"; "it's unblocked" as one phrase; he "lets" it "through" or lets it "hit"
    # him
    block_suppositions: tuple[str, ...]
    # a life total as held: I "only" have 2 life "remaining", I'm "just" at 2, "my remaining
    # life" is 2, I'm down to "my last" 2 life
    total_adverbs: tuple[str, ...]
    total_left: tuple[str, ...]
    life_adjectives: tuple[str, ...]
    # "now" he is at 3, "after that" I'm at 2: a total said to be the one left by what came first
    total_after_openers: tuple[str, ...]
    supposition_joins: frozenset[str]  # ", "and" if he doesn't block, does he die?"
    attacker_referents: tuple[str, ...]
    attacker_determiners: tuple[str, ...]  # "that" creature, "those" attackers
    attacker_noun_one: tuple[str, ...]  # "the creature": one attacker, never all of them
    block_words: tuple[str, ...]  # any word of blocking: the block said or asked elsewhere
    attacker_nouns: tuple[str, ...]
    unblocked_states: tuple[str, ...]
    unblocked_contracted: tuple[str, ...]
    lets_verbs: tuple[str, ...]
    let_through: tuple[str, ...]
    let_hit: tuple[str, ...]
    # he blocks one of them with a 2/2 and "the other" with a 1/1: more blocks than one
    other_attackers: tuple[str, ...]
    # I block the Angel with a 4/5, but "the remaining attackers" "are lethal": the rest of the
    # attack's damage to the defending player takes them to 0 or less
    rest_of_attack: tuple[str, ...]
    are_lethal: tuple[str, ...]
    # I draw with Laboratory Maniac out "while" an opponent has Platinum Angel: the clause
    # after a card held in passing
    held_until: tuple[str, ...]
    # I play Char "at a DCI sanctioned tournament", "while playing with some of my friends":
    # where and with whom the game was played
    event_kinds: tuple[str, ...]
    events_played: tuple[str, ...]
    played_with: tuple[str, ...]
    playing_there: tuple[str, ...]
    clause_joins: frozenset[str]  # ", and I'm drawing ...": no player, the word joining a clause
    kills_it: tuple[str, ...]  # I block the Angel with a 4/5 ("which will kill it"): an aside
    # he casts Coalition Victory "(with" a creature and a land of each color): a parenthesis
    # that goes on with the sentence, read as its words
    aside_continues: tuple[str, ...]
    # after a fight read from stats, he "takes" 3 damage: the fight's damage again, or more
    restated_damage: tuple[str, ...]
    # of those (combat_told.py): "and" takes 4 combat "damage", 4 "life"; never 4 "poison"
    # counters, a "counter" or "card" (a word beginning so)
    restated_units: tuple[str, ...]
    restated_not_units: tuple[str, ...]
    # what happens after "they take" "the damage": the one damage told before, said again
    the_damage_taken: tuple[str, ...]
    the_damage: tuple[str, ...]
    # once "the damage" "goes through"
    the_damage_done: tuple[str, ...]
    # "when" do I get the life gain: a question of when, about what was told
    when_asked: tuple[str, ...]
    # does the "life gain" from the Angel "save" me: a question of the gain after the moment
    gain_asked: tuple[str, ...]
    gain_words: tuple[str, ...]  # of those, the words that say it is a gain asked about
    # a card's printed stats no longer what fights: "+1/+1" "counters" on it, "equipped",
    # "face down" (a fight named by such a card is not read from its card data)
    stats_changed: tuple[str, ...]
    # "during the declare blockers step" I cast ...: an act told after a fight, before its damage
    before_combat_damage: tuple[str, ...]
    before_damage_joins: tuple[str, ...]  # ", "but" / "then" before combat damage, ...
    # "the game then proceeds to combat damage", "nothing else happens": said before the question
    # after a fight, the game going on as told, with no event of its own (chat.py's framing)
    damage_goes_on: tuple[str, ...]
    # I cast Deflecting Palm "choosing" one of his attackers: the source a spell that turns
    # damage back is cast on (cards_in_combat.turned_back)
    turned_back_on: tuple[str, ...]
    # ... choosing one of "his attacking" creatures: words before the creature chosen that say
    # it is one of the attackers
    attacking_chosen: tuple[str, ...]
    # I cast Boros Fury-Shield "with red mana": the mana spent that its turned-back damage needs
    red_spent: tuple[str, ...]
    attackers_counted: tuple[str, ...]  # "two" 3/3s, "three" 1/1 tokens: that many creatures
    # "i", "he", "as": words that open a clause (its subject, a conjunction), never the first
    # of a source's words ("i bolt him as his creature deals 3 damage to me", "as his creature
    # deals 3 damage to me, ...": a clause, not what dealt the damage); the subjects of them
    clause_openers: frozenset[str]
    clause_subjects: frozenset[str]
    holds: tuple[str, ...]  # I "have" a 4/4, bob "controls" a card: what a player controls
    # "all" I had was a 2/2: the one creature a player holds, said the other way round
    all_held: tuple[str, ...]
    to_block: tuple[str, ...]  # a 2/2 "available to block": held, and free to block
    the_creature: tuple[str, ...]  # "this creature" was a 3/2: the one creature said before
    it_was: tuple[str, ...]  # this creature "was" a 3/2
    subject_starts: tuple[str, ...]  # and "then" / "everyone": what may begin a clause's subject
    then_words: tuple[str, ...]  # "Then" if there are fifteen ...: a card's next sentence
    no_blockers: tuple[str, ...]  # I have no "creatures": an attack on me is unblocked
    no_blockers_any: tuple[str, ...]  # he didn't have "any" creatures
    prevent_verbs: tuple[str, ...]  # he "prevents" the damage: what an attack dealt changes


ENGLISH_DAMAGE = DamageWords(
    face_words=words_of("face"),
    face_not_a_player=words_of("down up"),
    face_aimed=words_of("to into in at"),
    lethal_amount=words_of("lethal"),
    ping_verbs=words_of("ping pings pinged"),
    finish_verbs=words_of("finish finishes finished"),
    finish_off=words_of("off"),
    hit_verbs=words_of("hit hits hitting"),
    team_up=phrases_of(
        """team up to, teams up to, teamed up to, work together to, works together to,
        worked together to, manage to, manages to, managed to"""
    ),
    bring_verbs=words_of(
        "bring brings brought knock knocks knocked reduce reduces reduced drop drops "
        "dropped put puts leave leaves"
    ),
    bring_gets=words_of("get gets got"),
    bring_participles=words_of("putting leaving bringing knocking dropping reducing"),
    bring_down=words_of("down"),
    bring_to=words_of("to at"),
    deal_verbs=words_of("deal deals dealt dealing"),
    damage_by=words_of("from by"),
    spell_dealt_said=("deals", "damage to"),
    spell_lethal_said="lethal",
    at_most_said=phrases_of("or less, or lower, or below, or fewer"),
    x_told_for=words_of("for"),
    x_told_with=words_of("with"),
    x_told_equals=phrases_of("equal to, of, at, as, being"),
    damage_noun=words_of("damage"),
    prevented_leads=words_of("but then"),
    prevented_what=phrases_of(
        "it, that, this, the damage, that damage, all of it, all of the damage, all of that damage"
    ),
    prevented_be=phrases_of("is, was, gets, got, has been"),
    prevented_all=words_of("all"),
    prevented_said=words_of("prevented"),
    prevented_by=words_of("by"),
    damage_again_words=phrases_of(
        "more, another, again, also, too, extra, additional, second, as well, twice, other"
    ),
    damage_again_owners=words_of("the that this my his her your their its"),
    used_repeatedly=words_of("twice thrice times again repeatedly more several multiple"),
    attack_verbs=phrases_of(
        "attack, attacks, attacked, attacking, swing at, swings at, swung at, swinging at"
    ),
    swing_verbs=words_of("swing swings swung swinging"),
    attacking_now=phrases_of(
        """is attacking, was attacking, are attacking, were attacking, am attacking,
        is swinging at, was swinging at, are swinging at, were swinging at, am swinging at,
        is swinging, was swinging, are swinging, were swinging, am swinging"""
    ),
    attack_for_swing=words_of("attack attacks attacked attacking"),
    unblocked=phrases_of(
        """unblocked, and nothing blocks, and it is not blocked, with no blockers,
        and it goes unblocked, and it went unblocked, and they go unblocked,
        and they went unblocked, and both go unblocked, and both went unblocked,
        and they are not blocked, and it gets through, and it got through, and they get through,
        and they got through, and both get through, and both got through, and it is unblocked,
        and it's unblocked, and it was unblocked, and it isn't blocked, and it wasn't blocked,
        and it was not blocked, and they are unblocked, and they're unblocked, and they were
        unblocked, and they aren't blocked, and they weren't blocked, and they were not blocked,
        and nobody blocks it, and nobody blocked it, and no one blocks it, and no one blocked it,
        and nothing blocked it, and nothing blocks it"""
    ),
    directly=words_of("directly"),
    no_block=phrases_of(
        """doesn't, does not, didn't, did not, don't, do not, can't, cannot, couldn't, could not,
        chooses not to, chose not to, decides not to, decided not to"""
    ),
    no_blocks_declared=phrases_of(
        """declares no blocks, declares no blockers, declared no blocks, declared no blockers,
        declare no blocks, declare no blockers, makes no blocks, made no blocks,
        doesn't declare any blockers, does not declare any blockers,
        didn't declare any blockers, did not declare any blockers, has no blocks, had no blocks,
        has no blockers, had no blockers, have no blockers, doesn't have any blockers,
        does not have any blockers, didn't have any blockers, did not have any blockers,
        don't have any blockers, do not have any blockers"""
    ),
    commander_words=words_of("commander general"),
    commander_damage_words=phrases_of("commander damage"),
    so_far_have=words_of("has have had 's 've 'd"),
    so_far_done=phrases_of("dealt, taken, been dealt"),
    so_far_got=words_of("got"),
    combat_kind=words_of("combat"),
    combat_damage_words=phrases_of("combat damage"),
    keyword_holder_endings=words_of("r rs"),
    damage_times=words_of("times"),
    damage_repeats=words_of("twice thrice"),
    damage_repeat_verbs=words_of("take takes took deal deals dealt"),
    damage_repeat_objects=words_of("him her them me you"),
    total_down=words_of("down"),
    total_down_to=words_of("to"),
    life_whose=words_of("my your his her their"),
    life_word=words_of("life"),
    life_total_word=words_of("total"),
    life_change_directions=words_of("down up"),
    life_change_from=words_of("from"),
    life_change_all_the_way=phrases_of("all the way"),
    life_told_goes_on=words_of(
        "and but so then after because when while before from by due thanks with this that in on "
        "at during which now do does did is am are was"
    ),
    life_now_join=words_of("and"),
    life_now_be=words_of("is am are"),
    life_now=words_of("now"),
    life_now_at=phrases_of("at, on, down to"),
    damage_repeat_nouns=words_of("damage dmg"),
    damage_repeat_to=words_of("to"),
    count_taken=words_of("take takes took taken receive receives received got gotten"),
    damage_verbs_said=(
        ("get", "take"),
        ("gets", "takes"),
        ("got", "took"),
        ("receive", "take"),
        ("receives", "takes"),
        ("received", "took"),
        ("suffer", "take"),
        ("suffers", "takes"),
        ("suffered", "took"),
        ("become", "take"),
        ("becomes", "takes"),
        ("became", "took"),
        ("make", "deal"),
        ("makes", "deals"),
        ("made", "dealt"),
        ("do", "deal"),
        ("does", "deals"),
        ("did", "dealt"),
    ),
    counted_nouns_said=(
        ("damages", "damage"),
        ("lives", "life"),
        ("lifes", "life"),
    ),
    taker_possessives=words_of("my your his her their"),
    commander_deeds=words_of(
        "damage damaged deal deals dealt dealing hit hits hitting attack attacks attacked attacking"
        " swing swings swung swinging combat lethal"
    ),
    more_damage=phrases_of("another, a further, an additional, an extra"),
    more_given_verbs=words_of(
        "take takes took taken taking get gets got gotten getting receive receives received"
        " receiving"
    ),
    more_after=words_of("more"),
    more_before=words_of("another"),
    more_goes_on=words_of("and then but so from off this that after before now too"),
    more_other_kinds=words_of("damage dmg cards card vitae"),
    damage_from=words_of("from"),
    source_goes_on=words_of("and then but so now"),
    more_joining=frozenset(
        words_of(
            "counter counters and then but so now later also just after that i he she they you"
            " it opp opponent my his her their your the player has have had is was at on with"
        )
    ),
    other_commanders=words_of("other second 2nd first 1st"),
    unsure_commanders=words_of("new partner partnered"),
    commander_copies=words_of("copy copies copied copying clone clones cloned"),
    not_done=phrases_of(
        """not, never, no one, no-one, noone, nobody, nothing, none, doesn't, didn't, don't,
        won't, can't, cannot, couldn't, wouldn't, shouldn't, isn't, wasn't, aren't, weren't,
        hasn't, hadn't, haven't, fails to, failed to, fail to, refuses to, refused to, tries to,
        tried to,
        try to, attempts to, attempted to, wants to, wanted to, want to, forgot to, forgets to,
        is unable to, was unable to, chose not to, chooses not to, decides not to, decided not to,
        plans to, planned to, plan to, intends to, intended to, intend to, threatens to,
        threatened to, pretends to, pretended to, hopes to, hoped to, is trying to, was trying to,
        trying to, is able to, was able to, would have, could have, should have, might have,
        would've, could've, should've, might've, was going to, were going to, is about to,
        was about to, about to, refuse to, forget to, forgot to, threaten to, pretend to,
        hope to, attempt to, choose not to, decide not to, am trying to, am unable to,
        are unable to, am able to, wanna, like to, rather, expect to, expects to, claim to,
        claims to, offer to, offers to, tell him, tell her, tells him, tells her, says, say"""
    ),
    event_turning_verbs=words_of(
        """prevent prevents prevented preventing redirect redirects redirected redirecting
        pay pays paid paying skip skips skipped skipping exchange exchanges exchanged
        exchanging swap swaps swapped swapping switch switches switched switching halve halves
        halved halving half double doubles doubled doubling drain drains drained draining
        reflect reflects reflected reflecting instead split splits sacrifice sacrifices
        sacrificed sacrificing spend spends spent spending"""
    ),
    not_acting=phrases_of(
        """doesn't, does not, didn't, did not, don't, do not, can't, cannot, can not, couldn't,
        could not, won't, will not, wouldn't, would not, shouldn't, should not, never, not,
        no longer, almost, nearly, could, might, can, may, should, ought to, is supposed to,
        was supposed to"""
    ),
    source_undone=phrases_of(
        """countered, countering, fizzled, fizzles, fizzle, fizzling, prevented, prevents,
        preventing, prevention, redirected, redirects, redirecting, future, next turn,
        not yet, yet to, off the stack"""
    ),
    no_source_openers=words_of("no zero 0"),
    no_source_dealers=words_of("player players opponent opponents source sources"),
    cast_purposes=words_of(
        """deal destroy exile return draw mill make force cause sacrifice counter steal kill
        bounce win lose gain put take copy tap"""
    ),
    block_verbs=phrases_of(
        """blocks, block, blocked, blocking, chump blocks, chump block, chump blocked,
        chump blocking, chump-blocks, chump-block, chump-blocked, chump-blocking"""
    ),
    one_of_them=phrases_of("one of them, one of those, one of these, one"),
    one_of_the=phrases_of(
        "one of the, one of those, one of these, one of his, one of her, one of their, one of my"
    ),
    blocked_passive=phrases_of("is blocked, was blocked, gets blocked, got blocked"),
    attack_clause_and=words_of("and"),
    block_plain=words_of("block"),
    block_objects=words_of("it them"),
    passive_blocked_ones=phrases_of("it, one of them"),
    passive_by=words_of("by"),
    acts_after_objects=words_of("him her them me you it one target"),
    block_suppositions=phrases_of(
        """if, assuming, assuming that, supposing, supposing that, provided, provided that,
        suppose, suppose that, say, let's say, let's say that, assume, assume that, imagine,
        imagine that"""
    ),
    supposition_joins=frozenset(words_of("and so then but")),
    total_adverbs=words_of("now still only already just currently"),
    total_left=phrases_of("left, total, remaining, left over"),
    life_adjectives=words_of("remaining current"),
    total_after_openers=phrases_of(
        "then, and then, now, so now, after that, afterwards, after this, which leaves, leaving"
    ),
    attacker_referents=phrases_of("it, they, them, both, both of them, all of them"),
    attacker_determiners=phrases_of("that, this, those, these"),
    attacker_noun_one=phrases_of("creature, attacker, attacking creature"),
    block_words=words_of("block blocks blocked blocking blocker blockers unblocked"),
    attacker_nouns=phrases_of("creature, attacker, attacking creature, attackers, creatures"),
    unblocked_states=phrases_of(
        """is unblocked, are unblocked, was unblocked, were unblocked, goes unblocked,
        go unblocked, went unblocked, stays unblocked, stay unblocked, remains unblocked,
        remain unblocked, is left unblocked, are left unblocked, gets through, get through,
        got through, is not blocked, isn't blocked, are not blocked, aren't blocked,
        was not blocked, wasn't blocked, were not blocked, weren't blocked, doesn't get blocked,
        does not get blocked, don't get blocked, do not get blocked, didn't get blocked,
        did not get blocked"""
    ),
    unblocked_contracted=phrases_of("it's unblocked, they're unblocked"),
    lets_verbs=phrases_of("let, lets, allow, allows, allowed"),
    let_through=phrases_of("through, go through, get through, past, go past, go unblocked"),
    let_hit=phrases_of("hit, damage, connect with, get to"),
    none_of_them=phrases_of(
        "any of them, either of them, any of those, either of those, any, either, at all"
    ),
    other_attackers=words_of("other another others both each second rest all also too"),
    rest_of_attack=phrases_of(
        """the remaining attackers, the other attackers, the rest of the attackers, the rest of
        his attackers, the rest of her attackers, the rest of their attackers, the remaining
        creatures, the other creatures, the unblocked attackers, the unblocked creatures,
        the rest, the others"""
    ),
    are_lethal=phrases_of(
        """are lethal, were lethal, are still lethal, were still lethal, is lethal, was lethal,
        deal lethal damage, dealt lethal damage, still deal lethal damage,
        would be dealing lethal damage, would deal lethal damage, will deal lethal damage,
        are dealing lethal damage, were dealing lethal damage, would be lethal, will be lethal,
        would still be lethal, would still deal lethal damage"""
    ),
    restated_units=words_of("damage life"),
    restated_not_units=words_of("poison counter card"),
    restated_damage=phrases_of(
        """takes, took, take, is dealt, was dealt, gets dealt, got dealt, loses, lost, lose,
        also takes, also took, also loses, also lost"""
    ),
    the_damage_taken=phrases_of(
        """takes, take, took, is dealt, was dealt, are dealt, were dealt, gets dealt, got dealt,
        get dealt, receives, received, receive, suffers, suffered, suffer"""
    ),
    the_damage=phrases_of(
        "the damage, that damage, this damage, the combat damage, all the damage, all that damage"
    ),
    the_damage_done=phrases_of(
        """is dealt, was dealt, gets dealt, got dealt, goes through, went through, resolves,
        resolved, happens, happened, connects, connected"""
    ),
    kills_it=phrases_of(
        """which will kill it, which kills it, which would kill it, which killed it, killing it,
        enough to kill it, so it dies"""
    ),
    held_until=words_of("while whereas and but"),
    event_kinds=phrases_of(
        """dci, sanctioned, dci-sanctioned, competitive, casual, local, small, big, regular,
        recent, official, weekly, store, friday night"""
    ),
    events_played=phrases_of(
        """tournament, tourney, event, prerelease, pre-release, fnm, friday night magic, league
        night, grand prix, gp, ptq, game night, game day, store championship, sealed event,
        draft"""
    ),
    played_with=phrases_of(
        """a friend, my friend, a buddy, my buddy, friends, my friends, some friends, some of my
        friends, a few friends, a group of friends, my brother, my sister, my son, my kids,
        my opponent"""
    ),
    playing_there=phrases_of(
        """i played, i was playing, we played, we were playing, i am playing, i'm playing,
        we are playing, we're playing, while playing, when playing, playing"""
    ),
    clause_joins=frozenset(words_of("and but or so then while whereas if when")),
    aside_continues=words_of("with without and at for which that who whose while when if since"),
    when_asked=words_of("when"),
    gain_asked=words_of(
        """life lifegain gain gains gained lifelink save saves saved from get gets got come comes
        with"""
    ),
    gain_words=words_of("lifegain gain gains gained lifelink"),
    stats_changed=phrases_of(
        """counter, counters, equipped, equips, equip, enchanted, enchants, pumped, pumps, pump,
        anthem, face down, face-down, facedown, morph, morphed, manifested, copy, copies, clone,
        shrunk, shrinks, buffed"""
    ),
    before_damage_joins=words_of("but then"),
    before_combat_damage=phrases_of(
        """during the declare blockers step, during declare blockers step, during declare
        blockers, during the declare blockers, in the declare blockers step, in declare blockers,
        before combat damage, before damage, before the damage, before any damage,
        before combat damage is dealt, before damage is dealt, before the damage is dealt,
        before any damage is dealt, before the combat damage step, before combat damage step,
        before the damage step, before damage step"""
    ),
    damage_goes_on=phrases_of(
        """the game proceeds to combat damage, the game goes to combat damage, the game moves to
        combat damage, we proceed to combat damage, we go to combat damage, we move to combat
        damage, it goes to combat damage, it proceeds to combat damage, we go to damage, we
        proceed to damage, combat damage is dealt, with no other effects, with no other
        responses, with no responses, and no other effects, nothing else happens, no one
        responds, nobody responds, neither player responds"""
    ),
    turned_back_on=phrases_of(
        "choosing, and chooses, and choose, targeting, that targets, on, at, and names, naming"
    ),
    attacking_chosen=phrases_of("attacking, unblocked, face-down, face down, morph"),
    red_spent=phrases_of(
        """with red mana, using red mana, including red mana, including some red mana, paying
        red mana, with red mana spent, and red mana was spent, spending red mana, with R spent,
        paying R, with {R}, using {R}, paying {R}"""
    ),
    attackers_counted=words_of("two three four five six seven eight nine ten"),
    clause_openers=frozenset(words_of("i he she we they as because since")),
    clause_subjects=frozenset(words_of("i he she we they")),
    holds=words_of("has have had controls control controlled"),
    all_held=phrases_of(
        "all, the only creature, the only blocker, my only creature, my only blocker"
    ),
    to_block=phrases_of(
        "available to block, available to block with, able to block, to block with, untapped"
    ),
    the_creature=phrases_of(
        "this creature, that creature, the creature, his creature, her creature, their creature"
    ),
    it_was=words_of("is was"),
    subject_starts=words_of("then later afterwards everyone everybody both player opponent"),
    then_words=words_of("then"),
    no_blockers=phrases_of("creatures, blockers, untapped creatures, creatures to block with"),
    no_blockers_any=words_of("any"),
    prevent_verbs=words_of("prevent prevents prevented preventing prevention"),
)
