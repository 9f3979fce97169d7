"""The reader's words: every English word and phrase the chat reader matches, in one table
(issue #34: taking questions in other languages starts by translating this table;
docs/situation-language.md, "The reader's words").

`ENGLISH` is the one `Lexicon` the reader reads today. The chat reader (chat.py, card_marks.py,
game_in_passing.py, prose_boards.py, through chat_words.py) and words.py build their patterns
from it and hold no word list of their own: a word the reader skips, treats as a
name, counts as a number or takes as a question word is written here, once. Each field is
plain words or phrases (a phrase is its words separated by single spaces), never a regular
expression, so that a translator writes words, not patterns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


def words_of(text: str) -> tuple[str, ...]:
    """The words of a list written as one string."""
    return tuple(text.split())


def phrases_of(text: str) -> tuple[str, ...]:
    """The phrases of a list written one a line or separated by commas (blanks ignored)."""
    return tuple(" ".join(part.split()) for part in re.split(r"[,\n]", text) if part.strip())


@dataclass(frozen=True)
class Lexicon:
    """The words of one language the reader matches, by what they do in a question."""

    # -- framing: words that open a sentence and say nothing of the game ---------------------
    openers: tuple[str, ...]  # "so", "for example", "what happens if", "according to the rules"
    question_askers: tuple[str, ...]  # "i have" [a quick] question
    question_kinds: tuple[str, ...]  # a "quick" / "rules" question
    question_nouns: tuple[str, ...]  # "question"
    question_topics: tuple[str, ...]  # a question "about timing"
    my_question_is: tuple[str, ...]  # "my question is", "the real question was"
    wondering: tuple[str, ...]  # "i was wondering" [if]
    whether: tuple[str, ...]  # "if", "whether": what may follow wondering, "can someone explain"
    someone_explain: tuple[str, ...]  # "can someone explain" [if]
    outcome_verbs: tuple[str, ...]  # "who" "wins" "if"
    whose_turn: tuple[str, ...]  # during bob's "turn"
    when_played: tuple[str, ...]  # "we were playing commander" "last night"
    where_played: tuple[str, ...]  # at my "lgs"
    several_players: tuple[str, ...]  # "multiplayer": more than two, how many not said
    table_words: tuple[str, ...]  # a 4 "person" game
    game_words: tuple[str, ...]  # a commander "game"
    game_kinds: tuple[str, ...]  # a "casual" game
    rule_sources: tuple[str, ...]  # according to the magic "tournament" rules
    sentence_adverbs: tuple[str, ...]  # "finally", "unfortunately": framing, never a name
    last_words: tuple[str, ...]  # the "last" two players
    left_words: tuple[str, ...]  # two players "left", "still in the game"
    people_words: tuple[str, ...]  # two "players" / "people" left
    at_this_point: tuple[str, ...]  # two players left "in this circumstance"
    titles: tuple[str, ...]  # a title line's label: "review response", "rule clarification"
    played: tuple[str, ...]  # we were "playing" / we "played" a commander game
    game_where: tuple[str, ...]  # this was part of a casual edh game "where" ...
    out_of: tuple[str, ...]  # 3 "out of" 4 players were still alive
    # -- the deck a player plays: says nothing of the game's state -------------------------
    deck_kinds: tuple[str, ...]  # my opponent is playing uw "control"
    deck_colours: tuple[str, ...]  # "mono-red", "azorius", "blue": a deck's colours in words
    colour_letters: str  # "wubrg": a deck's colours in letters ("uw", "w/u", "rdw" is not)
    deck_words: tuple[str, ...]  # uw control "deck"
    # -- board states told in prose --------------------------------------------------------
    who_is: tuple[str, ...]  # my opponent, "who is" at 10 life, ...
    while_being: tuple[str, ...]  # I control X "while being" at -6 life
    not_having: tuple[str, ...]  # my opponent "didn't have" creatures
    kinds_held: tuple[str, ...]  # "creatures", "lands": what a player holds, by kind
    card_zones: tuple[str, ...]  # one card in my hand, 10 in my "library"
    in_play: tuple[str, ...]  # opponent with Fell Specter "on the battlefield"
    # -- sentences that say nothing of the game ----------------------------------------------
    function_words: frozenset[str]  # carry no fact: "i", "the", "what", "isn't"
    talk_words: frozenset[str]  # talk about a game, not of it: "think", "rules", "thanks"
    game_terms: frozenset[str]  # say something of a game's state or events
    names_a_player: frozenset[str]  # stand for a player: "opponent", "everyone"
    # -- what a person thinks ----------------------------------------------------------------
    opinion_verbs: tuple[str, ...]  # "think", "am under the impression", "keeps saying"
    opinion_words: frozenset[str]  # what an opinion of only the outcome is made of
    people: frozenset[str]  # who may hold an opinion: "i", "he"
    not_people: frozenset[str]  # a subject that is no person: "it", "the card"
    order_words: frozenset[str]  # the order of things: "first", "before", "same time"
    concedes: tuple[str, ...]  # "concedes", "scooped": saying so is doing so
    # -- questions ---------------------------------------------------------------------------
    question_words: frozenset[str]  # a question made only of these asks only the outcome
    question_starts: frozenset[str]  # a question starts with one of these
    rule_question_starts: tuple[str, ...]  # a question about a rule starts with one of these
    asked_if: tuple[str, ...]  # does he lose "if" he takes 3 damage
    situation_openers: tuple[str, ...]  # "what happens if" I ...: a moment, not a rule
    someone_in_the_game: tuple[str, ...]  # "i", "my opponent": a player of a moment
    # -- damage said as people say it ----------------------------------------------------
    hit_verbs: tuple[str, ...]  # I "hit" him for 6: damage dealt
    attack_verbs: tuple[str, ...]  # my opponent "attacks" / "swings at" me for 6
    swing_verbs: tuple[str, ...]  # I "swing" (at him) with ...: an attack
    attack_for_swing: tuple[str, ...]  # each swing verb as the language's attack verb
    unblocked: tuple[str, ...]  # ... for 6 "unblocked"
    no_block: tuple[str, ...]  # and he "doesn't" block
    # -- words that change nothing, or say a phrase of the language another way ------------
    exactly: tuple[str, ...]  # at "exactly" 50 life
    runs_out: tuple[str, ...]  # my deck "runs out" (of cards): my library is empty
    library_words: tuple[str, ...]  # my "deck" runs out
    # -- cards -------------------------------------------------------------------------------
    name_connectors: frozenset[str]  # small words inside a card's name: "Oracle of Mul Daya"
    before_a_card: frozenset[str]  # "controls", "cast", "my" before a card's name
    before_a_card_two: tuple[tuple[str, str], ...]  # "thanks to" before a card's name
    not_possessors: tuple[str, ...]  # "it's", "that's": no possessive before a card
    card_pronouns: tuple[str, ...]  # "it" dies: the one card named so far
    card_owners: tuple[str, ...]  # "my" angel dies
    other_things: tuple[str, ...]  # "a creature" between a card and "it": it may be that
    leaving: tuple[str, ...]  # it "dies", "is destroyed": a card leaving the battlefield
    removing: tuple[str, ...]  # my opponent "destroys" it
    arriving: tuple[str, ...]  # it "enters the battlefield": a card arriving
    # a card's name as a verb ("he Shocks me"): never after these ("a shock", "was shocked")
    before_no_spell_verb: frozenset[str]
    spell_verb_objects: frozenset[str]  # ... and before a player: "me", "him", "my" opponent
    # ... its noun after a cast: "I cast Bolt", "he casts a bolt" (Lightning Bolt)
    spell_verb_casts: frozenset[str]
    spell_verb_articles: frozenset[str]  # cast "a" Bolt
    # -- numbers -----------------------------------------------------------------------------
    units: tuple[str, ...]  # one .. nine, in order
    teens: tuple[str, ...]  # ten .. nineteen, in order
    tens: tuple[str, ...]  # twenty .. ninety, in order
    zero: str
    hundred: str
    negative: tuple[str, ...]  # "negative", "minus"
    # -- players -----------------------------------------------------------------------------
    role_adjectives: tuple[str, ...]  # the "attacking" player
    life_words: tuple[str, ...]  # at 3 "life", "health"
    cause_leads: tuple[str, ...]  # "thanks to" Boros Reckoner, ...
    self_words: frozenset[str]  # the asker: "i", "me", "my", "you"
    everyone: frozenset[str]  # every player still in the game: "everyone", "both of us"
    opponents: frozenset[str]  # the asker's opponent: "my opponent"
    the_other: frozenset[str]  # the other player: "the other one"
    someone: frozenset[str]  # one of two players, beside "the other person": "someone"
    pronouns: frozenset[str]  # the one other player named so far: "he", "they"
    not_roles: frozenset[str]  # "each" player, "that" player: no role at the table
    reserved: frozenset[str]  # words of the situation language: never names
    ordinary: frozenset[str]  # everyday and chat words: never names


ENGLISH = Lexicon(
    openers=phrases_of(
        """
        so
        ok
        okay
        well
        hey
        hi
        hello
        um
        uh
        hmm
        alright
        basically
        also
        but
        and
        now
        anyway
        actually
        then
        next
        meanwhile
        ok so
        suppose
        supposing
        say
        let's say
        lets say
        let us say
        imagine
        assume
        assuming
        hypothetically
        in theory
        of course
        for example
        for instance
        example
        ex
        e.g.
        eg
        i.e.
        tl;dr
        tldr
        please help
        help
        according to the comp rules
        according to the comprehensive rules
        according to the rules
        according to the cr
        by the rules
        per the rules
        rules wise
        rules-wise
        what happens if
        what happens when
        what would happen if
        what if
        if
        during combat
        in combat
        on my turn
        on his turn
        on her turn
        on their turn
        during my turn
        in the damage step
        in the first strike damage step
        in the combat damage step
        at the same time
        """
    ),
    question_askers=phrases_of("i have, i've got"),
    question_kinds=words_of("quick rules timing"),
    question_nouns=words_of("question"),
    question_topics=phrases_of(
        """
        timing
        the rules
        a ruling
        rulings
        this
        an interaction
        the stack
        combat
        a situation
        """
    ),
    my_question_is=phrases_of(
        """
        my question is
        the question is
        our question is
        so the question is
        so my question is
        my real question is
        my actual question is
        my main question is
        the real question is
        the actual question is
        the main question is
        my question was
        the question was
        our question was
        """
    ),
    wondering=phrases_of("i was wondering, i'm wondering, wondering, does anyone know"),
    whether=words_of("if whether"),
    someone_explain=phrases_of("can someone explain, can someone tell me"),
    outcome_verbs=phrases_of("wins, loses, would win, would lose, won, lost"),
    whose_turn=phrases_of("turn, upkeep, end step, main phase"),
    when_played=phrases_of(
        "last night, yesterday, today, tonight, earlier, the other day, this week"
    ),
    where_played=phrases_of("lgs, local game store, game store, store, shop, friend's"),
    several_players=phrases_of(
        "multiplayer, multi player, multi-player, free for all, free-for-all, ffa"
    ),
    table_words=words_of("person player man people way seat"),
    game_words=words_of("game match pod"),
    game_kinds=words_of("casual competitive friendly"),
    rule_sources=words_of("comprehensive comp tournament official floor judging"),
    sentence_adverbs=words_of(
        """finally firstly secondly thirdly lastly additionally however unfortunately
        fortunately luckily unluckily eventually subsequently obviously clearly apparently
        honestly ultimately suddenly therefore hence besides furthermore moreover regardless
        essentially technically theoretically initially originally sadly surprisingly
        interestingly naturally anyways"""
    ),
    last_words=words_of("last final remaining"),
    left_words=phrases_of(
        """left, remaining, standing, alive, still alive, still in, still in the game,
        still playing, in the game, in play, left in the game, left in play"""
    ),
    people_words=words_of("players people ones"),
    at_this_point=phrases_of(
        """in this circumstance, in this situation, in this case, in this scenario,
        at this point, now"""
    ),
    titles=phrases_of(
        """
        review response
        rule clarification
        rules clarification
        ruling request
        rules question
        question
        """
    ),
    played=words_of("playing played"),
    game_where=phrases_of("where, in which, when"),
    out_of=phrases_of("out of, of"),
    deck_kinds=words_of(
        """control aggro combo midrange tempo burn ramp stompy storm reanimator prison tribal
        voltron"""
    ),
    deck_colours=phrases_of(
        """white, blue, black, red, green, mono-white, mono-blue, mono-black, mono-red,
        mono-green, mono white, mono blue, mono black, mono red, mono green, azorius, dimir,
        rakdos, gruul, selesnya, orzhov, izzet, golgari, boros, simic, esper, grixis, jund,
        naya, bant, abzan, jeskai, sultai, mardu, temur, five-color, five color, 5c, 4c, 3c"""
    ),
    colour_letters="wubrg",
    deck_words=words_of("deck list build"),
    who_is=phrases_of("who is, who's, who was, who has, who had, who were"),
    while_being=phrases_of("while being, while, whilst being, whilst, being"),
    not_having=phrases_of(
        """didn't have, did not have, doesn't have, does not have, don't have, do not have,
        had no, has no, have no"""
    ),
    kinds_held=words_of("creatures lands permanents artifacts enchantments tokens planeswalkers"),
    card_zones=words_of("library deck graveyard hand"),
    in_play=phrases_of(
        "on the battlefield, in play, on the field, on the board, on the table, out"
    ),
    function_words=frozenset(
        words_of(
            """i me my mine myself we us our you your he him his she her they them their it its
        this that these those there here what which who whom whose how why when where whether a
        an the of to from in on at by for with about as and or but so if than is are was were be
        been being am do does did can could would should will may might must not just really
        very also too some any one i'm i've i'd it's that's what's there's here's we're we've
        they're you're let's isn't wasn't don't didn't doesn't can't couldn't wouldn't
        shouldn't"""
        )
    ),
    talk_words=frozenset(
        words_of(
            """tell told know knew known think thought wonder wondering wondered understand
        understood understanding believe guess assume question questions answer answers ask
        asking explain explained confused confusing clear clarify clarification friend friends
        buddy people guys someone somebody person read reading reads wording worded rule rules
        ruling rulings ruled correct incorrect wrong right accurate true false happen happens
        happened happening case cases example scenario situation part totally pretty kinda sort
        interesting weird odd strange simple simply tricky advance appreciated appreciate thanks
        thank lot basically honestly apparently seem seemed seems seemingly remember recall
        found find curious interaction interactions thread post reddit forum online looked look
        looking search searched sure argued argue argument discussion debate hello hi hey please
        help anyone anybody everyone here"""
        )
    ),
    game_terms=frozenset(
        words_of(
            """life lives health hp vitae damage damaged poison poisoned poisonous infect toxic
        counter counters library libraries deck decks decked decking card cards hand hands
        graveyard graveyards battlefield board field exile exiled exiles destroy destroyed
        destroys sacrifice sacrificed sacrifices sac sacked mill milled mills discard discarded
        discards reveal revealed scry win wins won winning winner winners lose loses lost losing
        loser loss losses draw draws drew drawn drawing tie ties tied concede concedes conceded
        conceding scoop scooped forfeit forfeited dead die dies died dying death kill kills
        killed alive survive survives survived lethal attack attacks attacked attacking attacker
        attackers block blocks blocked blocking blocker blockers swing swings swung cast casts
        casting trigger triggers triggered triggering resolve resolves resolved resolving stack
        spell spells ability abilities activate activated activates creature creatures token
        tokens permanent permanents land lands mana infinite loop loops looping commander combat
        turn turns upkeep step phase priority tap taps tapped untap untapped copy copies copied
        emblem loyalty ultimate gain gains gained pay pays paid deal deals dealt dealing take
        takes took taken taking hit hits redirect redirected prevent prevented replace replaced
        replacement control controls controlled controlling steal stole stolen enter enters
        entered leave leaves left effect effects judge restart restarts restarted end ends ended
        over zero negative minus below less fewer empty lifelink trample deathtouch double first
        strike state-based sba sbas trigger triggers x"""
        )
    ),
    names_a_player=frozenset(words_of("opponent opponents player players everyone everybody")),
    opinion_verbs=phrases_of(
        """
        think
        thinks
        thought
        believe
        believes
        believed
        claim
        claims
        claimed
        argue
        argues
        argued
        insist
        insists
        insisted
        assume
        assumes
        assumed
        feel
        feels
        felt
        guess
        guessed
        suspect
        suspects
        expect
        expects
        expected
        say
        says
        said
        tell
        tells
        told
        am sure
        'm sure
        was sure
        is sure
        am under the impression
        was under the impression
        is under the impression
        'm under the impression
        is saying
        was saying
        were saying
        are saying
        am saying
        'm saying
        're saying
        keep saying
        keeps saying
        would say
        """
    ),
    opinion_words=frozenset(
        words_of("think thinks thought believe believes claim claims says said")
    ),
    people=frozenset(words_of("i we he she they you")),
    not_people=frozenset(words_of("it this that which what who card effect")),
    order_words=frozenset(
        words_of("first last before after same time simultaneously together instead")
    ),
    concedes=words_of(
        "concede concedes conceded conceding scoop scoops scooped forfeit forfeits forfeited"
    ),
    question_words=frozenset(
        words_of(
            """who what which how why whom when where is are was were be been am do does did
        doesn't don't didn't isn't aren't wasn't can could would will should shall might may
        must can't couldn't wouldn't won't shouldn't i me my we us our you your he him his she
        her they them their it this that these those there here one anyone anybody someone
        somebody nobody everyone everybody each other both either neither all player players
        opponent opponents friend the a an of or and but so then now still also too just really
        actually even ever win wins won winning winner lose loses lost losing loser draw draws
        drawn drew tie tied ties die dies died dead alive survive survives live lives happen
        happens happened happening count counts counted result results outcome game match end
        ends ended over first last before after same time simultaneously together anyway
        instead correct right wrong legal ruled rule ruling rules work works way case scenario
        situation get gets go goes mean means meant think thinks say says said consider
        considered supposed going to as at in on for with by what's who's how's that's it's
        isn't there's not no yes does"""
        )
    ),
    question_starts=frozenset(
        words_of(
            """who what which how why is are was were do does did can could would will should
        shall might may must am isn't aren't doesn't don't didn't can't won't wouldn't what's
        who's"""
        )
    ),
    rule_question_starts=words_of(
        "how what what's whats which when where why can could may is are do does should must "
        "will would am"
    ),
    asked_if=words_of("if"),
    situation_openers=phrases_of(
        """what happens if, what happens when, what would happen if, what if, who wins if,
        who wins when, who loses if, who would win if, which player wins if, so what happens if,
        so what if"""
    ),
    someone_in_the_game=phrases_of(
        """i, i'm, me, my, we, we're, you, you're, your, he, he's, she, she's, they, they're,
        his, her, their, both of us, each of us, my opponent, my opponents, your opponent"""
    ),
    exactly=words_of("exactly precisely"),
    runs_out=phrases_of("runs out, ran out, has run out, had run out, run out"),
    library_words=words_of("library deck"),
    hit_verbs=words_of("hit hits hitting"),
    attack_verbs=phrases_of(
        "attack, attacks, attacked, attacking, swing at, swings at, swung at, swinging at"
    ),
    swing_verbs=words_of("swing swings swung swinging"),
    attack_for_swing=words_of("attack attacks attacked attacking"),
    unblocked=phrases_of("unblocked, and nothing blocks, and it is not blocked, with no blockers"),
    no_block=phrases_of("doesn't, does not, didn't, did not, can't, cannot, couldn't, could not"),
    name_connectors=frozenset(words_of("of the to from in on a an with for at de la le du")),
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
    other_things=words_of(
        """creature creatures token tokens spell spells permanent permanents card cards
        artifact artifacts enchantment enchantments land lands planeswalker planeswalkers
        ability abilities trigger triggers copy copies commander blocker blockers attacker
        attackers emblem one"""
    ),
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
    leaving=phrases_of(
        """dies, died, leaves, left, leaves the battlefield, left the battlefield,
        is destroyed, was destroyed, gets destroyed, got destroyed, is exiled, was exiled,
        gets exiled, got exiled, is sacrificed, was sacrificed, gets sacrificed, got sacrificed,
        is killed, was killed, gets killed, got killed"""
    ),
    removing=words_of(
        "destroy destroys destroyed kill kills killed sacrifice sacrifices sacrificed exile "
        "exiles exiled"
    ),
    arriving=phrases_of("enters the battlefield, entered the battlefield, enters, entered"),
    units=words_of("one two three four five six seven eight nine"),
    teens=words_of(
        "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
    ),
    tens=words_of("twenty thirty forty fifty sixty seventy eighty ninety"),
    zero="zero",
    hundred="hundred",
    negative=words_of("negative minus"),
    role_adjectives=words_of(
        "attacking defending active nonactive non-active starting first second third fourth "
        "fifth sixth"
    ),
    life_words=words_of("life vitae hp health"),
    cause_leads=phrases_of("thanks to, because of, due to"),
    self_words=frozenset(words_of("i me my you your yourself myself")),
    everyone=frozenset(
        phrases_of(
            """
            everyone
            everybody
            all players
            both players
            each player
            every player
            both of us
            all of us
            each of us
            we both
            we all
            both
            we
            everyone's
            """
        )
    ),
    opponents=frozenset(
        phrases_of(
            """
            my opponent
            my last opponent
            my only opponent
            my remaining opponent
            your opponent
            the opponent
            target opponent
            opponent
            """
        )
    ),
    the_other=frozenset(
        phrases_of(
            """
            the other
            other
            the other one
            other one
            the other player
            other player
            """
        )
    ),
    someone=frozenset(words_of("someone somebody")),
    pronouns=frozenset(words_of("he she him her his they them their hers")),
    not_roles=frozenset(words_of("a an any another each every no same some that this which")),
    reserved=frozenset(
        words_of(
            """a an the game effect card judge it they he she you players player teams team all
        everyone everybody both we i me my opponent and then while if what who when
        simultaneously at is are was starting life vitae poison commander range emperors
        someone nobody"""
        )
    ),
    ordinary=frozenset(
        words_of(
            """
    about above after again against all almost alone already also always am among an and
    another any anybody anyone anything anyway are around as ask asked at away back bad be
    because been before being below best better between both but by came can cannot cant
    could did didnt do does doesnt doing done dont down during each either else enough even
    ever every exactly except few first for from full get gets getting give given gives go
    goes going gone good got had has hasnt have having her here hers herself him himself his
    how however if in instead into is isnt it its itself just last least less let lets like
    made make makes many may maybe me mine more most much must my myself need needs never new
    next no none nor not nothing now of off often on once one only onto or other others our
    out over own per please quite rather really right said same say says second see seems
    several shall she should since so some something still such sure than that the their
    theirs them themselves then there these they thing things third this those though through
    thus to too took under until up upon us very was wasnt way we well were what whatever when
    where whether which while who whoever whole whom whose why will with within without would
    wouldnt yes yet you your yours yourself
    ability abilities activate activated activates attack attacked attacker attackers attacks
    battlefield block blocked blocker blockers blocks board cast casting casts combat concede
    conceded concedes copies copy counter counters creature creatures damage deal dealing deals
    dealt deck decked decks destroy destroyed die died dies draw drawing drawn draws drew drop
    dropped drops effect effects emblem empty end ends enter enters exile exiled fall falls fell
    gain gained gains graveyard hand hit hits infinite lands land library lethal lifelink lose
    loses losing loss lost mana mill milled mills negative permanent permanents phase play
    played playing plays poison priority reach reached reaches resolve resolved resolves
    respond response sacrifice spell spells stack step take taken takes taking target targets
    token tokens total trigger triggered triggers turn turns upkeep win winner winning wins won
    zero alive dead kill killed kills
    hello hey hi thanks thank please lol ok okay yeah yep nope test testing help question
    ruling rulings arbiter bot guys everyone folks multiplayer ffa format
    """
        )
    ),
)
