"""Cards and permanents: cards named and held, permanents no card names, permanents entering
or changing hands, and a spell's condition met by what its caster holds.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `CardWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class CardWords:
    """The words of one language that tell cards and permanents:
    each field by what it does in a question."""

    rules_text_starts: tuple[str, ...]  # Essence Warden ("Whenever" ...): a card's text quoted
    says_words: tuple[str, ...]  # Platinum Angel, "which reads" "...": its text quoted after
    # "if" ("that") "a card" "were" "worded" ("as") "...": a card supposed, its text quoted
    # (card_text_forms.py)
    worded_leads: tuple[str, ...]
    worded_that: tuple[str, ...]
    worded_cards: tuple[str, ...]
    worded_be: tuple[str, ...]
    worded_verbs: tuple[str, ...]
    worded_as: tuple[str, ...]
    mode_chosen: tuple[str, ...]  # Mirrodin Besieged, "having selected" Phyrexian: its text
    # Alms Collector "changes that to" each of us drawing a card: the asker telling what a
    # replacement of a card named before did to what was told
    replacement_told: tuple[str, ...]
    not_card_text: frozenset[str]  # "I", "my", "he": a card's text never says them
    # "discards his or her hand", "his/her": older card text names a player so, no person
    card_text_players: tuple[str, ...]
    name_connectors: frozenset[str]  # small words inside a card's name: "Oracle of Mul Daya"
    # an ordinal written with a capital inside a card's name: "Approach of the "First" Moon"
    name_ordinals: frozenset[str]
    # "Approach" "of" the First Moon: a short name whose words go on as a longer name's, which
    # is another card's (card_lookup)
    name_goes_on: frozenset[str]
    before_a_card: frozenset[str]  # "controls", "cast", "my" before a card's name
    before_a_card_two: tuple[tuple[str, str], ...]  # "thanks to" before a card's name
    not_possessors: tuple[str, ...]  # "it's", "that's": no possessive before a card
    card_pronouns: tuple[str, ...]  # "it" dies, I block with "it": the one card named so far
    # "it" says I lose, "its" trigger says he wins: a card named before as what an effect came from
    effect_pronouns: tuple[str, ...]
    # "I" control Vampire Nighthawk and he takes 2 damage from it: "it" is "my" Nighthawk
    holder_possessives: tuple[tuple[str, str], ...]
    card_determiners: tuple[str, ...]  # bob's "the" Platinum Angel: one card and whose
    card_articles: tuple[str, ...]  # "a", "an" Exalted Angel
    # I block one "with" the Exalted Angel, attack "with" a 3/3, hit him "with" Phage: the card
    # that fights
    fights_with: tuple[str, ...]
    # bob, "who" "controls" Platinum Angel, alice, who "has" Lich's Mastery in play: a card
    # held, said of a player in passing
    # (who_controls.py) "the", "a" player who controls ...: a noun after these, never a player
    who_not_named_after: tuple[str, ...]
    who_relative: tuple[str, ...]
    who_controls: tuple[str, ...]
    who_has: tuple[str, ...]
    # a card put onto the battlefield "under" his "control": who controls it, said after it
    held_under: tuple[str, ...]
    held_control: tuple[str, ...]
    pile_referents: tuple[str, ...]  # "it" is empty, "one" is empty: a pile named before
    face_down_one: tuple[str, ...]  # "a", "one" face-down creature
    artifacts_counted: tuple[str, ...]  # five "artifacts" are destroyed
    card_owners: tuple[str, ...]  # "my" angel dies
    other_things: tuple[str, ...]  # "a creature" between a card and "it": it may be that
    # I cast Lightning Bolt at "his face", at "him" for 3: words of a player a spell is aimed at
    aimed_at_player: frozenset[str]
    leaving: tuple[str, ...]  # it "dies", "is destroyed": a card leaving the battlefield
    removing: tuple[str, ...]  # my opponent "destroys" it
    # my Angel "is removed" by his Unsummon: taken off the battlefield, wherever it went
    removed_passive: tuple[str, ...]
    # "my", "your opponent's" card leaving: whose, said so the player is known (own_cards_leaving)
    leaving_whose: tuple[str, ...]
    # "my permanent", "every artifact", "everything" leaves: words that may name any card held
    any_permanent: tuple[str, ...]
    # "I control an 'enchantment'": each kind of card held, by its noun (one or many)
    held_kinds: tuple[str, ...]
    # I have "a blocker", "two attackers": a creature held, named by its part in combat
    held_creature_parts: tuple[str, ...]
    # I cast "a spell", "an instant": a spell no card names, of no permanent's kind
    held_spells: tuple[str, ...]
    # I cast "a copy" at him, "a second copy": a spell no card names, told by what it is of
    # a card never said (a card named before it: casts_told_again.py)
    cast_copies: tuple[str, ...]
    held_elsewhere: tuple[str, ...]  # "two cards in my 'graveyard'": held off the battlefield
    held_named: tuple[str, ...]  # two artifacts "named" Treasure: the card is named
    held_none: tuple[str, ...]  # I have "no" creatures: nothing held
    held_acting: tuple[str, ...]  # my creature's "ability": what a card does, not a card
    # I "activate" Platinum Angel: a card told as an ability activated (static_abilities.py)
    card_activated: tuple[str, ...]
    held_having: tuple[str, ...]  # a creature "with" an ability: what the card held has
    # "this creature was" a 3/2, "my creatures" deal five damage: the creatures held, said
    # again by what they deal or what they are (the asker's by "my", another's by "his")
    held_again: tuple[str, ...]
    held_again_mine: tuple[str, ...]
    held_again_theirs: tuple[str, ...]
    held_deals: tuple[str, ...]
    held_is: tuple[str, ...]
    no_longer_held: tuple[str, ...]  # I "return" it, he "steals" it: a card maybe gone
    arriving: tuple[str, ...]  # it "enters the battlefield": a card arriving
    put_verbs: tuple[str, ...]  # I "put" Phage onto the battlefield
    # I "create" "a token copy of" Phage: a token, never cast (arrivals._TOKEN_MADE)
    token_makers: tuple[str, ...]
    token_copies: tuple[str, ...]
    zones_not_a_hand: tuple[str, ...]  # Phage enters "from my graveyard": not cast from a hand
    played_as_cast: tuple[tuple[str, str], ...]  # I "played" Phage from my hand: I "cast" it
    onto_the_battlefield: tuple[str, ...]  # put Phage "onto the battlefield", "into play"
    by_means_of: tuple[str, ...]  # ... "with" Sneak Attack, "using" Show and Tell
    # I "play" Phage via Sneak Attack, I "would" play it with Tooth and Nail: a creature put
    # onto the battlefield by a card that puts it there, told as played (arrivals.played_via)
    played_verbs: tuple[str, ...]
    played_modals: tuple[str, ...]
    played_because: tuple[str, ...]  # I play Phage "because of" Tooth and Nail
    # I cast Thassa's Oracle and "before" it resolves ...: a spell said cast, not yet resolved
    not_yet_resolved: tuple[str, ...]
    use_verbs: tuple[str, ...]  # I "use" Sneak Attack to put out Phage
    fire_verbs: tuple[str, ...]  # I "fire" Aetherflux Reservoir at him: I activate it
    reanimate_verbs: tuple[str, ...]  # I "reanimate" Phage: it enters from a graveyard
    flicker_verbs: tuple[str, ...]  # I "flicker" my Phage: it leaves and enters again
    # my Phage "is targeted by" Astral Slide, I "target" my Phage with Cloudshift, I cast
    # Ephemerate "on" my Phage: a card that flickers, told acting on a creature (flickers.py)
    flickered_by: tuple[str, ...]
    flickered_passive: tuple[str, ...]  # my Phage "is" / "gets" targeted by Astral Slide
    target_verbs: tuple[str, ...]
    aimed_at: tuple[str, ...]
    # a spell cast "at", "targeting", "to" a player (card_forms: "I cast Bolt to him")
    cast_at_player: tuple[str, ...]
    # a damage spell cast at a player "for lethal" ("I cast Fireball targeting him for lethal
    # damage", spells_at_players.py): its damage, as it resolves, lethal to that player
    cast_for_lethal: tuple[str, ...]
    # spells on other spells (spells_on_spells.py): "he counters it (with Negate)", "in
    # response he casts Counterspell on it", "I copy his Lava Axe with Twincast", "I aim the
    # copy at him", "and I pay the 3" / "he doesn't pay" (Mana Leak)
    counter_verbs: tuple[str, ...]
    counter_hits: tuple[str, ...]  # it gets "hit with" a Counterspell: countered, if it counters
    copy_verbs: tuple[str, ...]
    # a copy of the card imprinted on a card cast (imprinted_copies.py): I "use" Isochron
    # Scepter "imprinted with" Final Fortune, his Scepter "with" Lightning Bolt "imprinted on
    # it", "I copy Final Fortune with" it; and, after a card that makes its caster lose, "can
    # I use it every turn ... without losing the game?": a repeat asked about
    imprint_uses: tuple[str, ...]
    imprint_subjects: tuple[str, ...]  # "my opponent", "he" uses it (or a name)
    imprint_owners: tuple[str, ...]  # "his" Isochron Scepter (or a name's)
    repeat_askers: tuple[str, ...]  # "I" cast it, can "I" ...: the one asking and acting
    repeat_possessives: tuple[str, ...]  # "my", "your": never a third player's card
    imprinted_with: tuple[str, ...]
    imprinted_holding: tuple[str, ...]
    imprinted_after: tuple[str, ...]
    imprint_copied_with: tuple[str, ...]
    # a card said "imprinted" (or imprinting) where the copy reading took nothing: refused
    imprint_said: tuple[str, ...]
    repeat_asked_by: tuple[str, ...]
    repeat_verbs: tuple[str, ...]
    repeat_objects: tuple[str, ...]
    repeat_times: tuple[str, ...]
    repeat_unscathed: tuple[str, ...]
    repeat_others: tuple[str, ...]  # "he", "his opponent": another player in the moment
    stack_casts: tuple[str, ...]
    stack_aims: tuple[str, ...]
    stack_onto: tuple[str, ...]
    stack_aim_verbs: tuple[str, ...]
    paid_verbs: tuple[str, ...]
    unpaid_verbs: tuple[str, ...]
    stack_response: tuple[str, ...]
    stack_not_subjects: tuple[str, ...]  # "the counters that ...", "he can't counter it"
    # what a spell is aimed at that is no player ("on my own creature")
    permanent_kinds: tuple[str, ...]
    # ... "but the ability is countered", "in response I sacrifice Phage": what may stop an
    # ability or a flicker told, or take its object first: it is then not read as done
    stopped_words: tuple[str, ...]
    return_verbs: tuple[str, ...]  # I "return" my Phage to the battlefield
    come_into_play: tuple[str, ...]  # Phage "comes into play": it enters the battlefield
    enters_ability: tuple[str, ...]  # Phage's "comes into play ability", its "etb trigger"
    because_of: tuple[str, ...]  # will he lose "due to" Phage's comes into play ability
    trigger_asked: tuple[str, ...]  # would that "trigger" Phage's come in to play ability
    killing_asked: tuple[str, ...]  # ... "killing" both of us
    delay_verbs: tuple[str, ...]  # I use Ertai's Meddling to "delay" his Phage
    steal_verbs: tuple[str, ...]  # I "steal" his Platinum Angel with Control Magic
    # I "tap" Phage to deal 1 damage to him: its own ability's damage, never combat damage
    tap_verbs: tuple[str, ...]
    # Phage "dies", I "sacrifice" my Phage: a creature card to the graveyard (dead_returned.py)
    dies_words: tuple[str, ...]
    killing_verbs: tuple[str, ...]
    # I "sac" it, he "sacked" his Blood Artist: a sacrifice, as chat shortens it
    # (cards_unfollowed.py)
    killing_slang: tuple[str, ...]
    # a card's own wording says a creature "dies": a trigger on a death (cards_unfollowed.py)
    wording_dies: tuple[str, ...]
    # it "dies", is "destroyed": a death that may be a state-based action (checked_deaths.py)
    check_deaths: tuple[str, ...]
    # a card's wording: "whenever "it deals combat damage to that player"" (Phage: card_use.py)
    wording_combat_hit: tuple[str, ...]
    # "Eater "of" Days", "Door "to" Nothingness", "Wheel of "the" ...": a card's title's small
    # words between its capitalised ones (typed_words.py)
    title_small_words: tuple[str, ...]
    title_the: tuple[str, ...]
    # "have "used" "his" "emblem" "ability"": an emblem, in a card's wording or said of a
    # player's (emblems_told.py)
    emblem_words: tuple[str, ...]
    # I have "only" "one creature", I attack him with "it" / "them", he blocks "it" with "it":
    # the creatures a player holds, and those said of them (creatures_held.py)
    held_only: tuple[str, ...]
    one_creature_held: tuple[str, ...]
    held_with_them: tuple[str, ...]
    emblem_used: tuple[str, ...]
    emblem_owners: tuple[str, ...]
    emblem_ability: tuple[str, ...]
    emblem_from: tuple[str, ...]  # I have "the emblem from" Gideon of the Trials
    # my 3 creatures "each" deal 1 damage, they "all" do: many sources, each dealing the amount
    many_sources: tuple[str, ...]
    # damage from "both" Bolts, "both" opponents: two sources, never one player
    two_sources: tuple[str, ...]
    # damage from "two spells", from "separate sources": spells or abilities each resolving
    # apart (608.2), never one moment (phrase_events.damage_dealt)
    apart_sources: tuple[str, ...]
    resolving_kinds: tuple[str, ...]  # two "spells", three "abilities"
    several_counted: tuple[str, ...]  # "several" spells, "multiple" sources
    apart_not_after: tuple[str, ...]  # a creature "with" two abilities: no two sources
    # I made 3 thopters, "they" deal 1 damage: the things told, the amount each one's
    plural_pronouns: tuple[str, ...]
    control_verbs: tuple[str, ...]  # I "gain control of" his Platinum Angel
    redirect_verbs: tuple[str, ...]  # I "redirect" the damage Phage would deal to me
    land_types_held: tuple[str, ...]  # I control "all five basic land types"
    colours_held: tuple[str, ...]  # I control "a creature of every colour"
    cast_verbs: tuple[str, ...]  # I "play" Coalition Victory with Cromat in play
    # a second spell told without its verb (elided_casts.py): "if" / "when" I cast Bolt "at" /
    # "targeting" "his" Angel ("and it resolves"), ("and") "then" a Shock (spell_verb_articles)
    cast_aims: tuple[str, ...]
    cast_aim_owners: tuple[str, ...]  # also the card fired (chat.py): I fire "my" Aetherflux
    cast_resolves: tuple[str, ...]
    cast_openers: tuple[str, ...]
    cast_ends: tuple[str, ...]
    cast_then: tuple[str, ...]
    # I cast a spell "that" deals 5 damage to each player: what the spell does, said after it,
    # in a verb the spell's own sentence reads ("deals", "says"; "draws a card" is not read)
    spell_relatives: tuple[str, ...]
    spell_relative_verbs: tuple[str, ...]
    # a card's name as a verb ("he Shocks me"): never after these ("a shock", "was shocked")
    before_no_spell_verb: frozenset[str]
    spell_verb_objects: frozenset[str]  # ... and before a player: "me", "him", "my" opponent
    # ... its noun after a cast: "I cast Bolt", "he casts a bolt" (Lightning Bolt)
    spell_verb_casts: frozenset[str]
    spell_verb_articles: frozenset[str]  # cast "a" Bolt
    # 3 "damage" to bob "with" lightning bolt: a card's name of ordinary words after them is
    # the card (card_lookup.py)
    damage_nouns: frozenset[str]
    dealt_with: frozenset[str]
    face_down: tuple[str, ...]  # two "face-down" morph creatures: 2/2s with no abilities
    face_down_nouns: tuple[str, ...]  # two face-down "morph creatures", a face-down "morph"
    turned_face_up: tuple[str, ...]  # he "unmorphs" it: a face-down creature's stats change
    creature_nouns: tuple[str, ...]  # a 4/4 "creature", a 1/1 "token"
    # a 3/3 "double striker", a 2/2 "lifelinker": a creature named by its keyword (noun, keyword)
    keyword_holders: tuple[tuple[str, str], ...]
    trample: tuple[str, ...]  # a 4/4 with "trample": the excess over lethal goes on (702.19)
    lifelink: tuple[str, ...]  # with "lifelink": its controller gains what it deals (702.15b)
    # a source "with infect" / "toxic" / "poisonous": its damage to a player is (or adds)
    # poison counters, or its controller gains with it; said only in words, never dropped
    damage_keywords: tuple[str, ...]
    # (infect_said.py) "infect" itself; my "infect"-"er", "lifelink"-"ing": a creature said by
    # its keyword; "without" / "lost" / "maybe" / "commander" infect: the source lacks it, might
    # have it, or is a commander
    infect_keyword: tuple[str, ...]
    keyword_said_endings: tuple[str, ...]
    infect_not_so: tuple[str, ...]
    deathtouch: tuple[str, ...]  # with "deathtouch": 1 damage is lethal (702.2c)
    first_strike: tuple[str, ...]  # "first strike": deals in a damage step of its own (510.4)
    double_strike: tuple[str, ...]  # "double strike": deals in both damage steps (702.4b)
    # "without first strike", "that doesn't have first strike": a keyword said to be lacking
    keyword_lacked: tuple[str, ...]
    indestructible: tuple[str, ...]  # not destroyed by lethal damage (702.12b)
    other_keywords: tuple[str, ...]  # "flying", "vigilance": change no damage dealt in a fight
    # "2 Forests" in hand, "his Forest": a basic land type, a land by count and kind, no card
    basic_land_types: tuple[str, ...]
    # a card's effect as its data writes it (card_lasting.py): its controller's "life becomes"
    # 10, "becomes the starting life total", "permanents into" the library (put away), it
    # "leaves the battlefield", "while they control a creature"
    printed_life_becomes: tuple[str, ...]
    printed_permanents_away: tuple[str, ...]
    printed_starting_life: tuple[str, ...]
    printed_leaving: tuple[str, ...]
    printed_while_a_creature: tuple[str, ...]


ENGLISH_CARDS = CardWords(
    rules_text_starts=phrases_of(
        """whenever, when, at the beginning, at end of, as long as, each, target, all, other,
        players, creatures, creature, flying, trample, lifelink, deathtouch, vigilance, haste,
        reach, first strike, double strike, enchant, enchanted, equip, equipped, if, until,
        tap, sacrifice, spells, permanents, your opponents, you can't, you may, you gain,
        you lose, you draw, you win, you control, {"""
    ),
    says_words=phrases_of("which says, that says, which reads, that reads, reading, which is"),
    worded_leads=words_of("if suppose imagine say assume assuming"),
    worded_that=words_of("that"),
    worded_cards=phrases_of("a card, the card, this card, my card"),
    worded_be=words_of("were was is 's"),
    worded_verbs=words_of("worded read reads say says said printed"),
    worded_as=words_of("as"),
    mode_chosen=phrases_of("having selected, having chosen, having picked, choosing, selecting"),
    replacement_told=phrases_of(
        """changes that to, changes that into, changes it to, changes this to, changed that to,
        changed it to, replaces that with, replaces it with, replaces this with, replaced that
        with, replaced it with, turns that into, turns it into, turns this into, turned that
        into, turned it into"""
    ),
    not_card_text=frozenset(words_of("i i'm me my mine we we're us our he he's him his she she's")),
    card_text_players=phrases_of(
        "his or her, his/her, him or her, him/her, he or she, he/she, her or his, she or he"
    ),
    # never "on" or "at": "Dread Return on Thassa's Oracle", "Clan Defiance at Ajani" aim one
    # thing at another, they are not one card's name
    name_connectors=frozenset(words_of("of the to from in a an with for de la le du")),
    name_ordinals=frozenset(
        words_of("first second third fourth fifth sixth seventh eighth ninth tenth last")
    ),
    name_goes_on=frozenset(words_of("of")),
    before_a_card=frozenset(
        words_of(
            """controls control controlled controlling cast casts casting activate activates
        activated activating use uses used copy copies copied have has had out my your his her
        their our its"""
        )
    ),
    before_a_card_two=(("thanks", "to"), ("because", "of"), ("due", "to")),
    not_possessors=words_of("it's that's what's let's here's there's he's she's"),
    card_pronouns=words_of("it"),
    effect_pronouns=words_of("it its"),
    holder_possessives=(
        ("i", "my"),
        ("you", "your"),
        ("he", "his"),
        ("she", "her"),
        ("they", "their"),
        ("we", "our"),
    ),
    other_things=words_of(
        """creature creatures token tokens spell spells permanent permanents card cards
        artifact artifacts enchantment enchantments land lands planeswalker planeswalkers
        ability abilities trigger triggers copy copies commander blocker blockers attacker
        attackers emblem one"""
    ),
    aimed_at_player=frozenset(
        words_of("me myself you him her them his their opponent opponents player face head")
    ),
    card_determiners=words_of("the"),
    card_articles=words_of("a an"),
    fights_with=words_of("with"),
    who_not_named_after=words_of("the a an any each every that"),
    who_relative=words_of("who"),
    who_controls=words_of("controls controlled"),
    who_has=words_of("has had"),
    held_under=words_of("under"),
    held_control=words_of("control"),
    pile_referents=words_of("one it"),
    face_down_one=words_of("a an one"),
    artifacts_counted=words_of("artifacts"),
    card_owners=phrases_of("my, his, her, their, your, our, the, my opponent's, your opponent's"),
    before_no_spell_verb=frozenset(
        words_of(
            """a an the was were is are am be been being get gets got getting in of no any some
        with from by my your his her their our its this that to not no"""
        )
    ),
    spell_verb_objects=frozenset(
        words_of(
            """me myself him himself her herself them themselves you yourself us ourselves my
        your the opponent player each every"""
        )
    ),
    spell_verb_casts=frozenset(words_of("cast casts casting")),
    spell_verb_articles=frozenset(words_of("a an another")),
    damage_nouns=frozenset(words_of("damage dmg")),
    dealt_with=frozenset(words_of("with")),
    leaving=phrases_of(
        """dies, died, leaves, left, leaves the battlefield, left the battlefield,
        is destroyed, was destroyed, gets destroyed, got destroyed, is exiled, was exiled,
        gets exiled, got exiled, is sacrificed, was sacrificed, gets sacrificed, got sacrificed,
        is killed, was killed, gets killed, got killed"""
    ),
    leaving_whose=phrases_of("my, your, my opponent's, your opponent's, the opponent's"),
    any_permanent=words_of(
        "permanent permanents artifact artifacts enchantment enchantments nonland everything"
    ),
    held_kinds=words_of(
        """creature creatures artifact artifacts enchantment enchantments planeswalker
        planeswalkers land lands token tokens permanent permanents card cards commander
        commanders"""
    ),
    held_creature_parts=words_of("blocker blockers attacker attackers"),
    held_spells=words_of("spell spells instant instants sorcery sorceries"),
    cast_copies=words_of("copy copies"),
    held_elsewhere=phrases_of(
        "hand, library, deck, graveyard, yard, exile, exiled, sideboard, command zone"
    ),
    held_named=words_of("named called"),
    held_none=phrases_of("no, none, zero, 0, not any, nothing"),
    held_acting=words_of("ability abilities trigger triggers triggered"),
    card_activated=words_of("activate activates activated activating"),
    held_having=words_of("with has have having"),
    held_again=words_of("this that the those these"),
    held_again_mine=words_of("my"),
    held_again_theirs=words_of("your his her their its"),
    held_deals=phrases_of(
        """deal, deals, dealt, to deal, are dealing, were dealing, is dealing, was dealing,
        are also dealing, were also dealing, also deal, also deals, also dealt"""
    ),
    held_is=words_of("was is were are"),
    removing=words_of(
        "destroy destroys destroyed kill kills killed sacrifice sacrifices sacrificed exile "
        "exiles exiled"
    ),
    removed_passive=words_of("removed"),
    no_longer_held=phrases_of(
        """return, returns, returned, bounce, bounces, bounced, steal, steals, stole, stolen,
        gains control, gained control, takes control, took control, loses control,
        lost control, phases out, phased out"""
    ),
    arriving=phrases_of(
        """enters the battlefield, entered the battlefield, enters, entered, comes into play,
        came into play"""
    ),
    put_verbs=words_of("put puts putting cheat cheats cheated sneak sneaks sneaked snuck"),
    token_makers=words_of("create creates created make makes made"),
    token_copies=phrases_of("token copy of, token that's a copy of, token that is a copy of"),
    zones_not_a_hand=phrases_of("graveyard, library, exile, command zone, yard"),
    played_as_cast=(("play", "cast"), ("plays", "casts"), ("played", "cast")),
    land_types_held=phrases_of(
        """a land of each basic land type, a land of every basic land type,
        lands of each basic land type, lands of every basic land type,
        lands of all five basic land types, lands of all 5 basic land types,
        all five basic land types, all 5 basic land types, all five land types, all 5 land types,
        all the basic land types, every basic land type, each basic land type,
        a land of each basic type, lands of every basic type, lands of each basic type,
        dual lands of every basic land type, dual lands of each basic land type,
        dual lands of all five basic land types"""
    ),
    colours_held=phrases_of(
        """a creature of each colour, a creature of each color,
        a creature of every colour, a creature of every color,
        creatures of all five colours, creatures of all five colors,
        creatures of all 5 colours, creatures of all 5 colors,
        five creatures of five different colours, five creatures of five different colors,
        5 creatures of 5 different colours, 5 creatures of 5 different colors,
        creatures of each colour, creatures of each color,
        creatures of every colour, creatures of every color"""
    ),
    cast_verbs=words_of("cast casts play plays played"),
    cast_aims=words_of("at on targeting against"),
    cast_aim_owners=words_of("my his her their your the"),
    cast_resolves=phrases_of("and it resolves, and it resolved"),
    cast_openers=words_of("if when and"),
    cast_ends=words_of("and"),
    cast_then=phrases_of("then, and then"),
    spell_relatives=words_of("that which"),
    spell_relative_verbs=words_of("deal deals dealt say says said"),
    onto_the_battlefield=phrases_of(
        """onto the battlefield, on the battlefield, into the battlefield, into play, in play,
        onto the field"""
    ),
    by_means_of=phrases_of("with, using, via, through, off of, thanks to, by means of"),
    played_verbs=words_of("play plays played playing cast casts casting"),
    played_modals=phrases_of("can, could, would, will, were to, was to, want to, wanted to"),
    played_because=phrases_of("because of, due to, from, off"),
    not_yet_resolved=words_of("before until while"),
    use_verbs=words_of("use uses used using activate activates activated cast casts"),
    fire_verbs=phrases_of("fire, fires, fired, fire off, fires off, fired off"),
    reanimate_verbs=words_of("reanimate reanimates reanimated reanimating"),
    return_verbs=words_of("return returns returned returning"),
    flicker_verbs=words_of("flicker flickers flickered flickering blink blinks blinked blinking"),
    tap_verbs=words_of("tap taps tapped tapping"),
    dies_words=phrases_of(
        """dies, died, die, dying, is destroyed, was destroyed, gets destroyed, got destroyed,
        is sacrificed, was sacrificed, gets sacrificed, got sacrificed, goes to the graveyard,
        went to the graveyard, is put into the graveyard, was put into the graveyard"""
    ),
    killing_verbs=words_of(
        "destroy destroys destroyed kill kills killed sacrifice sacrifices sacrificed"
    ),
    killing_slang=words_of("sac sacs sacced sacked saccing sacking sacrificing killing"),
    wording_dies=words_of("dies died die"),
    check_deaths=words_of("dies died die dying destroyed killed destroys destroy kills kill"),
    wording_combat_hit=phrases_of("it deals combat damage to that player"),
    title_small_words=words_of("of to the and from in"),
    title_the=words_of("the"),
    emblem_words=words_of("emblem"),
    held_only=words_of("only"),
    one_creature_held=phrases_of("one creature, a creature"),
    held_with_them=words_of("it them"),
    emblem_used=words_of("used activated"),
    emblem_owners=words_of("his her its their the that"),
    emblem_ability=words_of("ability"),
    emblem_from=phrases_of("the emblem from, the emblem of, an emblem from"),
    many_sources=words_of("each all both every"),
    two_sources=words_of("both"),
    apart_sources=phrases_of(
        """separate, separately, different, distinct, various, one after the other,
        one at a time, in turn"""
    ),
    resolving_kinds=words_of("spells abilities triggers sources instants sorceries"),
    several_counted=words_of("several multiple many"),
    apart_not_after=words_of("with"),
    plural_pronouns=words_of("they them those these"),
    flickered_passive=phrases_of("is, was, gets, got, has been, had been, is being"),
    flickered_by=phrases_of(
        """targeted by, targeted with, exiled by, exiled with, flickered by, flickered with,
        blinked by, blinked with, hit by, hit with"""
    ),
    target_verbs=words_of("target targets targeted"),
    aimed_at=phrases_of("on, targeting, at"),
    cast_at_player=phrases_of("targeting, that targets, at, on, aimed at, to"),
    cast_for_lethal=phrases_of("for lethal damage, for lethal"),
    counter_verbs=words_of("counter counters countered"),
    counter_hits=phrases_of("hit with, hit by"),
    copy_verbs=words_of("copy copies copied"),
    imprint_subjects=phrases_of(
        "my opponent, your opponent, the opponent, opponent, i, he, she, they, you, we"
    ),
    imprint_owners=words_of("my your his her their the a an"),
    repeat_askers=words_of("i you"),
    repeat_possessives=words_of("my your"),
    imprint_uses=words_of("use uses used activate activates activated tap taps tapped"),
    imprinted_with=phrases_of("imprinted with"),
    imprinted_holding=phrases_of("with, that has, which has, holding"),
    imprinted_after=phrases_of("imprinted on it, imprinted onto it, imprinted"),
    imprint_copied_with=phrases_of("with, using, from, off of, off"),
    imprint_said=words_of("imprint imprints imprinted imprinting"),
    repeat_asked_by=phrases_of("can i, could i, can you, could you"),
    repeat_verbs=words_of("use cast do activate play copy"),
    repeat_objects=words_of("it that this them"),
    repeat_times=phrases_of(
        """every turn, each turn, on every turn, on each turn, every single turn, again,
        over and over, over and over again, repeatedly, every time, each time, forever,
        indefinitely"""
    ),
    repeat_others=words_of("he she they him her his their opponent opponent's opponents"),
    repeat_unscathed=phrases_of(
        "without losing the game, without losing, and not lose the game, and not lose"
    ),
    stack_casts=phrases_of(
        """cast, casts, casted, play, plays, played, use, uses, used, fire off, fires off, fired
        off, respond with, responds with, responded with, answer with, answers with, answered
        with, respond by casting, responds by casting, responded by casting, respond by
        playing, responds by playing, responded by playing, hit it with, hits it with"""
    ),
    stack_aims=phrases_of("back at, at, back to, to, targeting, on, against"),
    stack_onto=phrases_of("on, targeting, at, against, to counter, to copy, copying, countering"),
    stack_aim_verbs=words_of("aim aims aimed point points pointed redirect redirects redirected"),
    paid_verbs=phrases_of("pay, pays, paid, does pay, did pay"),
    unpaid_verbs=phrases_of(
        """don't pay, doesn't pay, didn't pay, do not pay, does not pay, did not pay, can't pay,
        cannot pay, couldn't pay, could not pay, won't pay, will not pay, can't afford,
        couldn't afford, decline to pay, declines to pay, declined to pay"""
    ),
    stack_response=phrases_of("in response, in response to it, in response to that"),
    stack_not_subjects=words_of(
        """and but then so or in to with that which if when as the a an some any all its no
        more those these poison loyalty charge can could would will should might may must not
        never don't doesn't didn't won't wouldn't can't cannot couldn't shouldn't try tries
        tried want wants wanted going"""
    ),
    permanent_kinds=words_of(
        """creature creatures planeswalker planeswalkers permanent permanents artifact artifacts
        enchantment enchantments land lands"""
    ),
    stopped_words=words_of(
        """counter counters countered countering fizzle fizzles fizzled respond responds
        responded responding response stifle stifles stifled sacrifice sacrifices sacrificed
        destroy destroys destroyed dies died die kill kills killed bounce bounces bounced
        hexproof shroud protection redirect redirects redirected resolve resolves resolved
        fails failed illegal"""
    ),
    come_into_play=phrases_of(
        """comes into play, came into play, come into play, coming into play, comes in to play,
        came in to play, come in to play, comes in, came in, etbs, etb's, etbed, etb'd"""
    ),
    enters_ability=phrases_of(
        """comes into play ability, come into play ability, comes into play trigger,
        come into play trigger, come in to play ability, comes in to play ability,
        enters the battlefield ability, enters the battlefield trigger,
        enter the battlefield ability, enter the battlefield trigger, etb ability, etb trigger,
        etb, enters ability, enters trigger, enter ability, enter trigger"""
    ),
    because_of=phrases_of("due to, because of, from, by, thanks to"),
    trigger_asked=phrases_of("trigger, set off, cause"),
    killing_asked=phrases_of("killing, and kill, and make lose, making lose"),
    delay_verbs=words_of("delay delays delayed delaying"),
    steal_verbs=words_of("steal steals stole stolen stealing"),
    control_verbs=phrases_of(
        """gain control of, gains control of, gained control of, gaining control of,
        take control of, takes control of, took control of, taking control of, get control of,
        gets control of, got control of"""
    ),
    redirect_verbs=words_of("redirect redirects redirected redirecting"),
    face_down=phrases_of("face-down, face down, facedown"),
    face_down_nouns=phrases_of(
        """creature, creatures, morph, morphs, morph creature, morph creatures, manifest,
        manifests, creature token, creature tokens"""
    ),
    turned_face_up=phrases_of(
        """face up, face-up, faceup, unmorph, unmorphs, unmorphed, unmorphing, flip, flips,
        flipped, turn over, turns over, turned over, turns it over, turned it over, megamorph,
        disguise, cloak, cloaked, copy, copies, counter, counters, equipped, enchanted, pump,
        pumps, pumped"""
    ),
    creature_nouns=phrases_of(
        "creature, creature token, token, creatures, creature tokens, tokens"
    ),
    keyword_holders=(
        ("double striker", "double strike"),
        ("double-striker", "double strike"),
        ("first striker", "first strike"),
        ("first-striker", "first strike"),
        ("lifelinker", "lifelink"),
        ("trampler", "trample"),
        ("deathtoucher", "deathtouch"),
    ),
    trample=words_of("trample"),
    lifelink=phrases_of("lifelink, life link, life-link"),
    damage_keywords=phrases_of("infect, toxic, poisonous, lifelink, life link, life-link"),
    infect_keyword=words_of("infect"),
    keyword_said_endings=words_of("er ers ing"),
    infect_not_so=words_of(
        "without no not never lost loses lose losing removed n't if would might could may maybe "
        "perhaps commander general or"
    ),
    deathtouch=words_of("deathtouch"),
    first_strike=phrases_of("first strike, first-strike, firststrike, firstrike"),
    double_strike=phrases_of("double strike, double-strike, doublestrike"),
    keyword_lacked=phrases_of(
        """without, with no, no, non, non-, not, lacking, lacks, has no, that has no, that
        doesn't have, that does not have, that doesnt have, which doesn't have, which does not
        have, who doesn't have, with neither, without any, with out"""
    ),
    indestructible=words_of("indestructible"),
    other_keywords=words_of("flying vigilance haste reach menace hexproof"),
    basic_land_types=words_of(
        "forest forests island islands mountain mountains plains swamp swamps wastes"
    ),
    printed_life_becomes=phrases_of("life becomes"),
    printed_permanents_away=phrases_of("permanents into"),
    printed_starting_life=phrases_of("life becomes the starting life total"),
    printed_leaving=phrases_of("leaves the battlefield"),
    printed_while_a_creature=phrases_of("while they control a creature"),
)
