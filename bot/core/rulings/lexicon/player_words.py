"""Players: who a word names at the table (numbers in words: number_words.py).

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `PlayerWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class PlayerWords:
    """The words of one language that name players:
    each field by what it does in a question."""

    people: frozenset[str]  # who may hold an opinion: "i", "he"
    not_people: frozenset[str]  # a subject that is no person: "it", "the card"
    # "my" before what a player has ("my life", "my champin"): the asker, in a suggestion;
    # before anything else ("my rival", "my oppponent") it may be another player
    held_by_players: frozenset[str]
    role_adjectives: tuple[str, ...]  # the "attacking" player
    # "target" player, "enchanted" player: a player a card picks, who may be any player at
    # the table, the asker too (words.Reader.roles_alone)
    card_chosen_roles: tuple[str, ...]
    life_words: tuple[str, ...]  # at 3 "life", "health"
    # a life total held as learners say it ("he rests at 2 life", "she stays on 1"): "is at"
    total_held_said: tuple[str, ...]
    cause_leads: tuple[str, ...]  # "thanks to" Boros Reckoner, ...
    self_words: frozenset[str]  # the asker: "i", "me", "my", "you"
    you_and_i: tuple[str, ...]  # "you and I" are at 3 life: "you" is the other player
    addressed: frozenset[str]  # "you", "your": the asker, or the other of "you and I"
    everyone: frozenset[str]  # every player still in the game: "everyone", "both of us"
    # "then", "after that": what follows is said to come after what was told before it
    later_openers: tuple[str, ...]
    # "later", "eventually": what follows comes some time after what was told before it, with
    # events left unsaid maybe between (a total told there is a report of its own)
    some_time_later: tuple[str, ...]
    # words that make what is said "then" a correction of the moment, what was so before it,
    # or what became of something told before ("then it is countered"), never a later event
    # of its own: "then I remember I had ...", "actually", "wait"
    late_corrections: tuple[str, ...]
    # one total for several players: we're at 5 life "each", "5 life apiece"
    each_alike: tuple[str, ...]
    # of those (shared_totals.py): we're "at" / "have" 5 "life" each, "with" 5 life each;
    # "everyone" "on" 2
    held_each: tuple[str, ...]
    each_life: tuple[str, ...]
    each_ends: tuple[str, ...]  # 5 life each "and" ...: another clause after it
    alone_each_with: tuple[str, ...]
    everyone_on: tuple[str, ...]
    opponents: frozenset[str]  # the asker's opponent: "my opponent"
    counted_opponents: tuple[str, ...]  # "opponent" 1, "opponent" 2: the asker's, counted
    opp_short: tuple[str, ...]  # "opp"s commander: one opponent's, the apostrophe left out
    own_words: tuple[str, ...]  # "my own" Platinum Angel: a possessive said twice
    # "my opponent" bolts "the opponent": a player a spell named as a verb is cast by or at,
    # besides a name (text_sentences.py, a spell cast back at its caster)
    cast_at_players: tuple[str, ...]
    # "both my opponents", "all of my opponents": each opponent of the asker, named where the
    # players are declared (opponents_named.py); "both" and "two" count two, "three" three.
    # Not a bare "my opps": chat writes it for one opponent too ("my opps concedes")
    opponents_together: tuple[str, ...]
    # of those, the words that count them: "both" my opponents are two, "three" three
    opponents_counted: tuple[tuple[str, int], ...]
    # "players": me, bob, carol: the players declared, the asker among them as "me"; "and",
    # "then" before the opponents said together as a clause's subject; a game of teams said
    # by a word beginning "team" or "emperor" ("teammate"), or by "partner" or "ally"
    players_listed: tuple[str, ...]
    asker_listed: frozenset[str]
    opponents_after: tuple[str, ...]
    team_word_starts: tuple[str, ...]
    team_words: tuple[str, ...]
    # "my" "champion" "and" "my opponent's" "champion" "died", "bob and carol's "champions"
    # "die": two players' champions dying together (champions_together.py); each plural verb
    # of a death with its singular; "it's", "that's": no owner; "so", "then" open the clause
    champion_words: tuple[str, ...]
    champion_plurals: tuple[str, ...]
    champion_deaths: tuple[tuple[str, str], ...]
    opponent_as_owner: tuple[str, ...]
    not_owner_contractions: tuple[str, ...]
    champion_death_openers: tuple[str, ...]
    # the one the asker tells of playing, in a letter: "my friend" is at 0 life (their
    # opponent where the words name no opponent otherwise and no more than two play)
    friends: frozenset[str]
    opponent_misspelt: tuple[str, ...]  # "my oppenent": the word "opponent" mistyped
    # a game's verb mistyped or given a wrong tense, by its verb: "I casted", "delt", "payed",
    # "loosed", "conceeded", "dmg"; each pair (as written, as it is meant)
    verbs_misspelt: tuple[tuple[str, str], ...]
    # "opps commander", "opps concedes": one opponent's, the apostrophe left out; the words
    # after "opps" that make it one opponent (a plural "my opps" stays unread, never a name)
    opps_singular: tuple[str, ...]
    shorthand_with: tuple[tuple[str, str], ...]  # "blocked w/ a 1/1": (shorthand, word)
    # "u", "ur" as a phone types "you", "your" ("u concede", "ur at 0 life"): the person the
    # word is, never a player called "u"; (as written, as it is meant)
    chat_pronouns: tuple[tuple[str, str], ...]
    # "@bob concedes": a handle typed in chat is the name; Discord's own pings to a channel
    # ("@everyone", "@here") are no player's handle, left as they were
    channel_pings: tuple[str, ...]
    # "i put bob at 0 life", the asker named nowhere else: the game's two players declared
    # (the asker and the one brought down), the form the declaration takes
    asker_and_one: tuple[str, ...]
    # I had already '"drawn"' from an empty library: a game's verb the asker put in quotes
    # as the game's term, read as written without them
    verbs_quoted: tuple[str, ...]
    # "his or her" library, damage to "him/her": one player of either sex, as rulings articles
    # and older card text name them; (both pronouns, the one word for them)
    either_pronouns: tuple[tuple[str, str], ...]
    played_against: tuple[str, ...]  # I was playing "against" / "with" my friend
    the_other: frozenset[str]  # the other player: "the other one"
    someone: frozenset[str]  # one of two players, beside "the other person": "someone"
    # a general question's players (hypothetical_players.py): "a player", "another player",
    # "that player"; the words after "someone" that ask the reader ("can someone explain")
    hypothetical_one: tuple[str, ...]
    hypothetical_other: tuple[str, ...]
    hypothetical_same: tuple[str, ...]
    someone_asked: frozenset[str]
    # when a concession is said to come (hypothetical_players.py): "with a spell on the stack",
    # "in response", "during combat": it acts at once all the same (MTG CR 104.3a, 800.4a)
    concession_moments: tuple[str, ...]
    concession_steps: tuple[str, ...]
    # "can Millstone make a player lose?" (library_losses_asked.py): "and similar spells",
    # "be the cause of", and the player asked of
    similar_cards: tuple[str, ...]
    similar_joins: tuple[str, ...]  # Millstone "and" / "or" similar spells
    cause_to_lose: tuple[str, ...]
    loser_asked_of: tuple[str, ...]
    # can "the effects of" Millstone "can" / "would" make a player ("to": infinitive_to) "lose"
    # ("the game")?
    effects_of: tuple[str, ...]
    cause_can: tuple[str, ...]
    loss_said: tuple[str, ...]
    pronouns: frozenset[str]  # the one other player named so far: "he", "they"
    # the pronouns that name one person, by the person: "he" and "she" are never one player
    pronoun_persons: tuple[frozenset[str], ...]
    not_roles: frozenset[str]  # "each" player, "that" player: no role at the table
    reserved: frozenset[str]  # words of the situation language: never names
    ordinary: frozenset[str]  # everyday and chat words: never names
    # verbs of a change of life typed with no player ("heal 3 life bleed 2 life"): never a
    # player's name, though a card's name may hold one ("Healing Salve": not `ordinary`)
    life_verbs: frozenset[str]


ENGLISH_PLAYERS = PlayerWords(
    people=frozenset(words_of("i we he she they you")),
    not_people=frozenset(words_of("it this that which what who card effect")),
    held_by_players=frozenset(
        words_of(
            """life lives total library deck champion champions commander hand graveyard poison
            vitae structures city relics beasts turn upkeep creature creatures cards emblem board
            team"""
        )
    ),
    role_adjectives=words_of(
        "attacking defending active nonactive non-active starting first second third fourth "
        "fifth sixth"
    ),
    card_chosen_roles=words_of("target targeted enchanted chosen"),
    life_words=words_of("life vitae hp lp health"),
    total_held_said=phrases_of(
        """rests at, rest at, rested at, remains at, remain at, remained at, stays at, stay at,
        stayed at, rests on, remains on, stays on, stays with, remains with, rests with"""
    ),
    cause_leads=phrases_of("thanks to, because of, due to"),
    # "im": "I'm" as chat writes it ("im at 2 and take 1"), never a player called "im"
    self_words=frozenset(words_of("i me my you your yourself myself im")),
    you_and_i=phrases_of("you and I, you and me, me and you, I and you"),
    addressed=frozenset(words_of("you your yourself yours")),
    later_openers=phrases_of("then, and then, after that, afterwards, after this, later, later on"),
    some_time_later=phrases_of("later, later on, eventually, some time later, a few turns later"),
    late_corrections=words_of(
        """had was were been remember remembered realise realised realize realized forgot
        forgotten actually instead wait oops meant mean correction sorry mistake already still
        before earlier previously if would could whether it its that this these those
        counter counters countered resolve resolves resolved fizzle fizzles fizzled stack
        respond responds responded response"""
    ),
    each_alike=phrases_of("each, apiece, a piece, a head, per player"),
    held_each=words_of("at on have has had with"),
    each_life=words_of("life"),
    each_ends=words_of("and but so then when while before after with if"),
    alone_each_with=words_of("with"),
    everyone_on=words_of("on"),
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
    counted_opponents=words_of("opponent"),
    opp_short=words_of("opp"),
    own_words=words_of("own"),
    cast_at_players=phrases_of("my opponent, your opponent, the opponent"),
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
            my opp
            your opp
            the opp
            opp
            """
        )
    ),
    opponents_together=phrases_of(
        """both my opponents, both of my opponents, my two opponents, both my opps,
        both of my opps, all my opponents, all of my opponents, all three of my opponents,
        all 3 of my opponents, my three opponents, my 3 opponents, all my opps, all of my opps,
        each of my opponents, my opponents"""
    ),
    opponents_counted=(("both", 2), ("two", 2), ("three", 3), ("3", 3)),
    players_listed=words_of("players"),
    asker_listed=frozenset(words_of("me i myself")),
    opponents_after=words_of("and then"),
    team_word_starts=words_of("team emperor"),
    team_words=words_of("partner ally"),
    champion_words=words_of("champion"),
    champion_plurals=words_of("champions"),
    champion_deaths=(
        ("die", "dies"),
        ("died", "died"),
        ("are defeated", "is defeated"),
        ("were defeated", "was defeated"),
        ("get killed", "gets killed"),
        ("got killed", "got killed"),
        ("are killed", "is killed"),
        ("were killed", "was killed"),
    ),
    opponent_as_owner=phrases_of("my opponent, opponent"),
    not_owner_contractions=words_of("it's that's what's there's here's he's she's who's let's"),
    champion_death_openers=phrases_of("so, then, and then, if, when, but, now"),
    friends=frozenset(
        phrases_of(
            """my friend, a friend, my buddy, a buddy, my mate, my pal, my brother, my sister,
            my son, my daughter, my dad, my wife, my husband, my girlfriend, my boyfriend,
            my roommate, my roomie, my kid, the other guy, the other dude"""
        )
    ),
    played_against=phrases_of("against, with, vs, vs., versus"),
    opponent_misspelt=words_of("oppenent oponent opponant opponet opponnent oppoent oppnent"),
    verbs_misspelt=(
        ("casted", "cast"),
        ("delt", "dealt"),
        ("dealed", "dealt"),
        ("payed", "paid"),
        ("loose", "lose"),
        ("looses", "loses"),
        ("loosed", "lost"),
        ("loosing", "losing"),
        ("losed", "lost"),
        ("winned", "won"),
        ("atack", "attack"),
        ("atacks", "attacks"),
        ("atacked", "attacked"),
        ("atacking", "attacking"),
        ("attak", "attack"),
        ("attaks", "attacks"),
        ("attaked", "attacked"),
        ("attacted", "attacked"),
        ("bloked", "blocked"),
        ("blockd", "blocked"),
        ("conceed", "concede"),
        ("conceeds", "concedes"),
        ("conceeded", "conceded"),
        ("conceeding", "conceding"),
        ("sacrafice", "sacrifice"),
        ("sacrafices", "sacrifices"),
        ("sacraficed", "sacrificed"),
        ("sacrificied", "sacrificed"),
        ("targetted", "targeted"),
        ("targetting", "targeting"),
        ("trigered", "triggered"),
        ("triggerd", "triggered"),
        ("dmg", "damage"),
        ("cmdr", "commander"),  # "21 cmdr damage", "his cmdr"
        ("ded", "dead"),  # "is he ded", "am i ded?"
        # a negation typed without its apostrophe ("he doesnt block"): read as one, never
        # as no word at all (the "not" would be lost)
        ("doesnt", "doesn't"),
        ("didnt", "didn't"),
        ("dont", "don't"),
        ("cant", "can't"),
        ("couldnt", "couldn't"),
        ("wont", "won't"),
        ("wouldnt", "wouldn't"),
        ("isnt", "isn't"),
        ("wasnt", "wasn't"),
        ("arent", "aren't"),
        ("werent", "weren't"),
        ("hasnt", "hasn't"),
        ("havent", "haven't"),
        ("hadnt", "hadn't"),
        # "he's" typed without its apostrophe ("hes at 1"): never a player called "hes"
        ("hes", "he's"),
        ("shes", "she's"),
        ("theyre", "they're"),
        ("youre", "you're"),
        # a number word misspelt as chat often spells it ("opp is at fourty")
        ("fourty", "forty"),
        ("ninteen", "nineteen"),
        ("ninty", "ninety"),
        ("shouldnt", "shouldn't"),
        ("mustnt", "mustn't"),
        ("aint", "ain't"),
    ),
    opps_singular=words_of(
        """commander life library deck hand graveyard board creature creatures turn upkeep
        poison is was has had concedes conceded takes took loses lost gains gained draws drew
        deals dealt gets got casts attacks attacked blocks blocked controls controlled goes
        went dies died champion"""
    ),
    shorthand_with=(("w/o", "without"), ("w/", "with")),
    chat_pronouns=(("u r", "you are"), ("u", "you"), ("ur", "your")),
    channel_pings=words_of("everyone here"),
    asker_and_one=("players: me, {}. ",),
    verbs_quoted=words_of(
        """draw draws drew drawn drawing cast casts casting play plays played playing
        lose loses lost win wins won concede concedes conceded die dies died"""
    ),
    either_pronouns=(
        *((said, "their") for said in phrases_of("his or her, her or his, his/her, her/his")),
        *((said, "them") for said in phrases_of("him or her, her or him, him/her, her/him")),
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
    hypothetical_one=phrases_of(
        "a player, a person, someone, somebody, any player, some player, a given player"
    ),
    hypothetical_other=phrases_of(
        """another player, another person, a second player, a different player,
        their opponent, his opponent, her opponent"""
    ),
    hypothetical_same=phrases_of(
        """that player, the player, this player, said player, the same player, that person,
        the person, this person"""
    ),
    similar_cards=phrases_of(
        """similar spells, similar cards, similar effects, similar artifacts, other spells like it,
        other cards like it, cards like it, spells like it"""
    ),
    similar_joins=words_of("and or"),
    cause_to_lose=phrases_of("be the cause of, cause, make, force"),
    effects_of=phrases_of("the effect of, the effects of"),
    cause_can=words_of("can could will would"),
    loss_said=words_of("lose losing"),
    loser_asked_of=phrases_of(
        """a player, a person, someone, somebody, my opponent, an opponent, the opponent,
        your opponent, me, you, him, her, them"""
    ),
    concession_moments=phrases_of(
        "in response, mid-combat, mid combat, during combat, in combat, before damage"
    ),
    concession_steps=phrases_of(
        """turn, upkeep, draw step, end step, combat, main phase, combat damage step,
        declare blockers step, declare attackers step"""
    ),
    someone_asked=frozenset(
        words_of("explain explains tell tells know knows help helps clarify confirm answer")
    ),
    pronouns=frozenset(words_of("he she him her his they them their hers")),
    pronoun_persons=(
        frozenset(words_of("he him his himself")),
        frozenset(words_of("she her hers herself")),
    ),
    not_roles=frozenset(
        words_of("a an any another each every no same some that this which neither either")
    ),
    reserved=frozenset(
        words_of(
            """a an the game effect card judge it they he she you players player teams team all
        everyone everybody both we i me my opponent and then while if what who when
        simultaneously at is are was starting life vitae poison commander range emperors
        someone nobody noone no-one"""
        )
    ),
    ordinary=frozenset(
        words_of(
            """
    opps about above after again against all almost alone already also always am among an and
    another any anybody anyone anything anyway are around as ask asked at away back bad be
    because been before being below best better between both but by came can cannot cant
    could did didnt do does doesnt doing done dont down during each either else enough even
    ever every exactly except few first for from full get gets getting give given gives go
    goes going gone good got had has hasnt have having her here hers herself him himself his
    how however if in instead into is isnt it its itself just last least less let lets like
    made make makes many may maybe me mine more most much must my myself need needs never new
    neither next no none nor not nothing now of off often on once one only onto or other others our
    out over own per please quite rather really right said same say says second see seems
    several shall she should since so some something still such sure than that the their
    theirs them themselves then there these they thing things third this those though through
    thus to too took under until up upon us very was wasnt way we well were what whatever when
    where whether which while who whoever whole whom whose why will with within without would
    wouldnt yes yet you your yours yourself
    arent werent wont havent hadnt couldnt shouldnt aint
    ability abilities activate activated activates attack attacked attacker attackers attacks
    battlefield block blocked blocker blockers blocks board cast casting casts combat concede
    conceded concedes copies copy counter counters creature creatures damage deal dealing deals
    dealt deck decked decks destroy destroyed die died dies dip dipped dips draw drawing drawn
    draws drew drop dropped drops effect effects emblem empty end ends enter enters exile exiled
    fall falls fell
    gain gained gains graveyard hand hit hits infinite lands land library lethal lifelink lose
    loses losing loss lost mana mill milled mills negative permanent permanents phase play
    played playing plays poison priority reach reached reaches resolve resolved resolves
    respond response sacrifice spell spells stack step take taken takes taking target targets
    token tokens total trigger triggered triggers turn turns upkeep win winner winning wins won
    zero alive dead kill killed kills sit sits sat stand stands stood drawed targeted targeting
    lock locked locks locking lockout
    hello hey hi thanks thank please lol ok okay yeah yep nope test testing help question
    oh ah uh um umm hmm ooh oops whoops btw ps wait sorry idk imo tbh ty thx actually gg wp ggwp
    u ur ya yo imma bro bruh ngl pls plz lmk wtf omg smh fr chat rule
    ruling rulings arbiter bot guys everyone folks multiplayer ffa format
    xmage magarena mtga mtgo cockatrice argentum forge arena wagic
    """
        )
    ),
    life_verbs=frozenset(
        words_of(
            """heal heals healed healing bleed bleeds bled bleeding siphon siphons siphoned leech
            leeches leeched regain regains regained recover recovers recovered restore restores
            restored burn burns burned burnt ping pings pinged zap zaps zapped lifegain
            lifeloss"""
        )
    ),
)
