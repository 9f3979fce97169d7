"""Framing: the words that open a sentence or frame a question and say nothing of the game,
the deck a player plays, and sentences that say nothing of the game.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `FramingWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class FramingWords:
    """The words of one language that frame a question and say nothing of the game:
    each field by what it does in a question."""

    openers: tuple[str, ...]  # "so", "for example", "what happens if", "according to the rules"
    # stream chat calling on whoever is to answer ("chat, is this a draw", "@arbiter", "judge
    # pls"): skipped. "judge" only with a plea or a mark after it ("judge gives bob a game
    # loss" is a judge acting); the pleas after either
    called_on: tuple[str, ...]
    # a bot's command typed into the question ("!rule bob is at 0 life", "/ruling ..."): skipped
    commands_typed: tuple[str, ...]
    called_judges: tuple[str, ...]
    pleas: tuple[str, ...]
    question_askers: tuple[str, ...]  # "i have" [a quick] question
    question_kinds: tuple[str, ...]  # a "quick" / "rules" question
    question_nouns: tuple[str, ...]  # "question"
    question_about: tuple[str, ...]  # a question "about" Fiery Justice: the card it is about
    # a question about "the card" Wheel "of" "the" ... : the words before a card's name there,
    # and the small words inside it
    card_said: tuple[str, ...]
    name_small_words: tuple[str, ...]
    question_topics: tuple[str, ...]  # a question "about timing"
    my_question_is: tuple[str, ...]  # "my question is", "the real question was"
    wondering: tuple[str, ...]  # "i was wondering" [if]
    whether: tuple[str, ...]  # "if", "whether": what may follow wondering, "can someone explain"
    someone_explain: tuple[str, ...]  # "can someone explain" [if]
    # "(In 2HG,) teams win and lose the game as a team": a rule stated of anyone, no moment of a
    # game (rule_questions.stated_in_general): where it holds, whom it is said of, its verbs
    general_leads: tuple[str, ...]
    general_groups: tuple[str, ...]
    general_verbs: tuple[str, ...]
    outcome_verbs: tuple[str, ...]  # "who" "wins" "if"
    whose_turn: tuple[str, ...]  # during bob's "turn"
    # (chat_framing.py) a turn or a step said first, framing: "during" / "on" / "in" my turn,
    # my "next" turn; "it's" ("it was") "my opponent's" turn; "at the beginning of" my end step;
    # "as" "I" enter my end step; ..., "during" my upkeep, what happens?
    turn_during: tuple[str, ...]
    turn_next: tuple[str, ...]
    turn_it_is: tuple[str, ...]
    turn_opponents: tuple[str, ...]
    step_starts: tuple[str, ...]
    step_as: tuple[str, ...]
    step_askers: tuple[str, ...]
    step_asked_during: tuple[str, ...]
    outcome_askers: tuple[str, ...]  # "who" / "which player" wins if
    # on my next "turn", at his next "upkeep": a part of a turn whose next one is always in a
    # later turn (later_turns.py); "my next end step" may be this turn's
    later_turn_parts: tuple[str, ...]
    at_step_asked: tuple[str, ...]  # ..., during my next upkeep "what happens?"
    step_entered: tuple[str, ...]  # as I "enter" my end step: the step said reached
    step_during: tuple[str, ...]  # "on" my upkeep, "it's" my upkeep: the step said reached
    when_played: tuple[str, ...]  # "we were playing commander" "last night"
    where_played: tuple[str, ...]  # at my "lgs"
    where_played_at: tuple[str, ...]  # "at my" lgs
    # "there are" / "we're" 4 players: the players listed after
    players_there: tuple[str, ...]
    # "alice takes 45 damage "in" "a" commander "game"", "playing" multiplayer: the game said at
    # the end
    game_said_in: tuple[str, ...]
    played_games: tuple[str, ...]
    # (chat_framing.py) a cause said first: "with" / "after" Boros Reckoner's trigger, ...;
    # "we're playing a" casual "game" "of" commander, ...; "if it were a" "two" "player game"
    cause_after_card: tuple[str, ...]
    # "to work around" her drawback, ...: the asker's aim, said first, no fact
    purpose_leads: tuple[str, ...]
    purpose_objects: tuple[str, ...]
    # (examples_held.py) I have "a few" "tricks" "like", "in this case", Netherborn Altar: the
    # card named as the one of a kind the asker has in this game, held
    example_counts: tuple[str, ...]
    example_kinds: tuple[str, ...]
    example_like: tuple[str, ...]
    example_asides: tuple[str, ...]
    example_holders: tuple[str, ...]
    we_playing: tuple[str, ...]
    playing_a: tuple[str, ...]
    game_of: tuple[str, ...]
    two_player_game_said: tuple[str, ...]
    two_player_count: tuple[str, ...]
    two_player_game: tuple[str, ...]
    several_players: tuple[str, ...]  # "multiplayer": more than two, how many not said
    all_of_us: tuple[str, ...]  # "we are all at 2 life": the asker among more than two (not
    # "we all concede", which is the same for any number of players)
    table_words: tuple[str, ...]  # a 4 "person" game
    game_words: tuple[str, ...]  # a commander "game"
    table_with: tuple[str, ...]  # a commander game "with" 4 players: its table after it
    game_kinds: tuple[str, ...]  # a "casual" game
    rule_sources: tuple[str, ...]  # according to the magic "tournament" rules
    sentence_adverbs: tuple[str, ...]  # "finally", "unfortunately": framing, never a name
    verb_adverbs: tuple[str, ...]  # bob has "already" conceded, "just" conceded: as done
    last_words: tuple[str, ...]  # the "last" two players
    left_words: tuple[str, ...]  # two players "left", "still in the game"
    people_words: tuple[str, ...]  # two "players" / "people" left
    at_this_point: tuple[str, ...]  # two players left "in this circumstance"
    titles: tuple[str, ...]  # a title line's label: "review response", "rule clarification"
    played: tuple[str, ...]  # we were "playing" / we "played" a commander game
    game_where: tuple[str, ...]  # this was part of a casual edh game "where" ...
    out_of: tuple[str, ...]  # 3 "out of" 4 players were still alive
    deck_kinds: tuple[str, ...]  # my opponent is playing uw "control"
    deck_colours: tuple[str, ...]  # "mono-red", "azorius", "blue": a deck's colours in words
    colour_letters: str  # "wubrg": a deck's colours in letters ("uw", "w/u", "rdw" is not)
    deck_words: tuple[str, ...]  # uw control "deck"
    function_words: frozenset[str]  # carry no fact: "i", "the", "what", "isn't"
    talk_words: frozenset[str]  # talk about a game, not of it: "think", "rules", "thanks"
    game_terms: frozenset[str]  # say something of a game's state or events
    # what deals damage in chat's words, never a player's name ("3 damage from burn")
    damage_kinds: tuple[str, ...]
    names_a_player: frozenset[str]  # stand for a player: "opponent", "everyone"
    # Words of the languages Arbiter answers in (es, fr, de, pt), none of them an English word
    # or a name people play under: a question asked in one of them, never a player's name
    # ("estoy a 0 vidas", "j'ai 0 points de vie"; other_languages.py).
    other_languages: frozenset[str]


ENGLISH_FRAMING = FramingWords(
    called_on=words_of("chat arbiter"),
    commands_typed=words_of("rule ruling"),
    called_judges=words_of("judge judges"),
    pleas=words_of("pls plz please help"),
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
        right now
        currently
        at the moment
        as of now
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
        suppose that
        supposing that
        say that
        let's say that
        lets say that
        imagine that
        assume that
        assuming that
        given that
        since
        seeing that
        seeing as
        let's suppose
        lets suppose
        let us suppose
        let's suppose that
        let us suppose that
        let's imagine
        let's imagine that
        let's assume
        lets assume
        let's assume that
        picture this
        consider this
        consider the following
        consider a game where
        consider a situation where
        imagine a game where
        imagine a situation where
        hypothetical scenario
        hypothetical situation
        in a situation where
        in the situation where
        in a scenario where
        in the case that
        in the case where
        in the event that
        in case
        in that case
        in which case
        what about if
        how about if
        what about when
        and what if
        is it any different if
        is it different if
        would it be any different if
        would it be different if
        does it change anything if
        does anything change if
        does it make a difference if
        would it make a difference if
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
        e. g.
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
        what happens in the situation where
        what happens in a situation where
        what rule applies in the situation where
        what rule applies in a situation where
        which rule applies in the situation where
        which rule applies in a situation where
        what rule applies if
        what rule applies when
        which rule applies if
        which rule applies when
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
    question_about=phrases_of("about, regarding, concerning, on"),
    card_said=phrases_of("the card"),
    name_small_words=words_of("of the"),
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
    wondering=phrases_of(
        """i was wondering, i'm wondering, wondering, does anyone know, we were wondering,
        we are wondering, we're wondering, my friends and i are wondering,
        my friends and i were wondering"""
    ),
    whether=words_of("if whether"),
    someone_explain=phrases_of("can someone explain, can someone tell me"),
    general_leads=words_of("in during"),
    general_groups=phrases_of("teams, players, teammates, team members, both teammates"),
    general_verbs=words_of(
        "win lose share draw can cannot can't must may do don't never always only have are"
    ),
    outcome_verbs=phrases_of("wins, loses, would win, would lose, won, lost"),
    later_turn_parts=phrases_of("turn, upkeep, untap step"),
    whose_turn=phrases_of(
        """turn, upkeep, end step, main phase, pre-combat main phase, precombat main phase,
        post-combat main phase, postcombat main phase, first main phase, second main phase"""
    ),
    turn_during=words_of("during on in"),
    turn_next=words_of("next"),
    turn_it_is=phrases_of("it's, it is, it was"),
    turn_opponents=phrases_of("my opponent's"),
    step_starts=phrases_of("at the beginning of, at the start of"),
    step_as=words_of("as"),
    step_askers=words_of("i"),
    step_asked_during=words_of("during"),
    outcome_askers=phrases_of("who, which player"),
    at_step_asked=phrases_of("what happens, what would happen, what will happen"),
    step_entered=phrases_of("enter, enters, reach, reaches, begin, begins, start, starts"),
    step_during=phrases_of("during, on, in, it's, it is, its"),
    when_played=phrases_of(
        "last night, yesterday, today, tonight, earlier, the other day, this week"
    ),
    where_played=phrases_of("lgs, local game store, game store, store, shop, friend's"),
    where_played_at=phrases_of("at my, at our, at the, at a"),
    players_there=phrases_of(
        """there's, there is, there are, there were, there're, we're, we are, we were, they're,
        they are, they were"""
    ),
    game_said_in=words_of("in during playing"),
    played_games=words_of("game match"),
    cause_after_card=words_of("with after"),
    purpose_leads=phrases_of(
        """to work around, to get around, to go around, to avoid, to dodge, to bypass,
        to circumvent, to sidestep, to get past"""
    ),
    purpose_objects=words_of("drawback drawbacks downside downsides restriction restrictions"),
    example_counts=phrases_of(
        "a few, some, several, a couple of, a couple, many, lots of, a lot of, plenty of, few"
    ),
    example_kinds=words_of("tricks ways tools cards pieces options answers outs things"),
    example_like=phrases_of("like, such as"),
    example_asides=phrases_of("in this case, in this game, this time, here"),
    example_holders=words_of("have has had"),
    we_playing=phrases_of("we're, we are, we were, we was, we am, i'm, i am, i are, i was, i were"),
    playing_a=phrases_of("playing a, playing an"),
    game_of=words_of("of"),
    two_player_game_said=phrases_of(
        "if it were a, if it was a, if it is a, it were a, it was a, it is a"
    ),
    two_player_count=words_of("two 2"),
    two_player_game=phrases_of("player game"),
    several_players=phrases_of(
        "multiplayer, multi player, multi-player, free for all, free-for-all, ffa"
    ),
    all_of_us=phrases_of(
        "we are all, we're all, we were all, we all are, we all were, all of us are, all of us were"
    ),
    table_words=words_of("person player man people way seat"),
    game_words=words_of("game match pod"),
    table_with=words_of("with"),
    game_kinds=words_of("casual competitive friendly"),
    rule_sources=words_of("comprehensive comp tournament official floor judging"),
    sentence_adverbs=words_of(
        """finally firstly secondly thirdly lastly additionally however unfortunately
        fortunately luckily unluckily eventually subsequently obviously clearly apparently
        honestly ultimately suddenly therefore hence besides furthermore moreover regardless
        essentially technically theoretically initially originally sadly surprisingly
        interestingly naturally anyways instead"""
    ),
    verb_adverbs=words_of("already just also simply"),
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
        premature handshake
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
    damage_kinds=words_of("burn fire flames ping pings direct"),
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
    other_languages=frozenset(
        words_of(
            """estoy estás está tengo tiene tienes vida vidas puntos jugador jugadora pierdo
        pierde perdí perdió gano gana ganó muere muero murió daño cartas mazo biblioteca
        qué cuándo pasa porque pero cuando también entonces
        j'ai suis joueur joueuse adversaire perd perdu gagne gagné meurt dégâts blessures
        carte cartes bibliothèque avec mais quand qu'est-ce c'est est nous vous elle
        ich habe ist lebenspunkte leben spieler spielerin gegner verliere verliert gewinne
        gewinnt stirbt schaden karte karten bibliothek wenn und aber mein meine nicht passiert
        ein eine einen das
        eu estou tenho tem pontos jogador jogadora perco perdeu ganho ganha ganhou morre dano
        grimório quando não meu minha você"""
        )
    ),
)
