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

from dataclasses import dataclass


def words_of(text: str) -> tuple[str, ...]:
    """The words of a list written as one string."""
    return tuple(text.split())


def phrases_of(text: str) -> tuple[str, ...]:
    """The phrases of a list separated by commas, or written one a line where it has no comma
    (blanks ignored). With commas, a line's end is a space: a phrase may go on to the next
    line ("the rest of / his attackers" is one phrase, never "the rest of" and "his attackers")."""
    parts = text.split(",") if "," in text else text.split("\n")
    return tuple(" ".join(part.split()) for part in parts if part.strip())


@dataclass(frozen=True)
class Lexicon:
    """The words of one language the reader matches, by what they do in a question."""

    # -- framing: words that open a sentence and say nothing of the game ---------------------
    openers: tuple[str, ...]  # "so", "for example", "what happens if", "according to the rules"
    question_askers: tuple[str, ...]  # "i have" [a quick] question
    question_kinds: tuple[str, ...]  # a "quick" / "rules" question
    question_nouns: tuple[str, ...]  # "question"
    question_about: tuple[str, ...]  # a question "about" Fiery Justice: the card it is about
    question_topics: tuple[str, ...]  # a question "about timing"
    my_question_is: tuple[str, ...]  # "my question is", "the real question was"
    wondering: tuple[str, ...]  # "i was wondering" [if]
    whether: tuple[str, ...]  # "if", "whether": what may follow wondering, "can someone explain"
    someone_explain: tuple[str, ...]  # "can someone explain" [if]
    outcome_verbs: tuple[str, ...]  # "who" "wins" "if"
    whose_turn: tuple[str, ...]  # during bob's "turn"
    # on my next "turn", at his next "upkeep": a part of a turn whose next one is always in a
    # later turn (later_turns.py); "my next end step" may be this turn's
    later_turn_parts: tuple[str, ...]
    at_step_asked: tuple[str, ...]  # ..., during my next upkeep "what happens?"
    step_entered: tuple[str, ...]  # as I "enter" my end step: the step said reached
    step_during: tuple[str, ...]  # "on" my upkeep, "it's" my upkeep: the step said reached
    when_played: tuple[str, ...]  # "we were playing commander" "last night"
    where_played: tuple[str, ...]  # at my "lgs"
    several_players: tuple[str, ...]  # "multiplayer": more than two, how many not said
    all_of_us: tuple[str, ...]  # "we are all at 2 life": the asker among more than two (not
    # "we all concede", which is the same for any number of players)
    table_words: tuple[str, ...]  # a 4 "person" game
    game_words: tuple[str, ...]  # a commander "game"
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
    response_words: tuple[str, ...]  # "in response", "I respond": a response told after it
    # his spell "would" deal 5 damage to me, it "is going to" make me lose 3: what is to come,
    # responded to after (pending_spells.responded_later)
    pending_modals: tuple[str, ...]
    pending_harms: tuple[str, ...]  # would "deal", "do", "make", "kill", "be lethal"
    # he "makes" me lose 10 life, Blood Artist "made" him lose 1, she "forces" me to draw: what
    # a player or a card makes a player do (causatives.py), present and past
    causing_now: tuple[str, ...]
    causing_then: tuple[str, ...]
    # what a player is made to do, its verb as asked, said and told: lose, loses, lost
    caused_verbs: tuple[tuple[str, str, str], ...]
    unnamed_causes: tuple[str, ...]  # "an effect" causes my opponent to draw: no source said
    # the asker's inference of what a told card makes impossible, "the opponent can never draw
    # again, so ...?" (reasoned_inabilities.py): its lead, its helper, its end, and its verbs
    unable_leads: tuple[str, ...]  # "can never", "won't ever"
    # I was at 4 life "but winning", "and way ahead on board", ", which was bad": the asker's
    # view of how the game went, telling no event (game_assessments.py)
    assessed: tuple[str, ...]  # "winning", "ahead"
    assessed_how: tuple[str, ...]  # "way" ahead, "far" behind
    assessed_where: tuple[str, ...]  # ahead "on board", losing "badly"
    evaluations: tuple[str, ...]  # ", which is "bad""
    unable_helpers: tuple[str, ...]  # can never "get to" draw, won't "be able to" draw
    unable_ends: tuple[str, ...]  # "again", "anymore"
    unable_to_draw: tuple[str, ...]
    unable_to_lose: tuple[str, ...]
    unable_to_win: tuple[str, ...]
    a_team: tuple[str, ...]  # "a" Two-Headed Giant team at 0 life: a team no player is named on
    one_head: tuple[str, ...]  # a team with Transcendence "on one head": one of its players
    our_team: tuple[str, ...]  # "our team" is at 0 life: the asker's team (Two-Headed Giant)
    other_team: tuple[str, ...]  # "the opposing team" is at 0 life: the asker's opponents' team
    one_more: tuple[str, ...]  # "an" opponent with 30 life, "another" at 0
    opponent_ordinals: tuple[str, ...]  # the "first" / "second" opponent: opponents counted
    chapter_numbers: tuple[str, ...]  # a Saga on its "third" chapter
    holding: tuple[str, ...]  # I "have" / bob "controls" a card
    # a card held "with" words that may change it: "with no abilities", "with a Lignify on it"
    held_with_changed: tuple[str, ...]
    # -- sentences that say nothing of the game ----------------------------------------------
    function_words: frozenset[str]  # carry no fact: "i", "the", "what", "isn't"
    talk_words: frozenset[str]  # talk about a game, not of it: "think", "rules", "thanks"
    game_terms: frozenset[str]  # say something of a game's state or events
    # what deals damage in chat's words, never a player's name ("3 damage from burn")
    damage_kinds: tuple[str, ...]
    names_a_player: frozenset[str]  # stand for a player: "opponent", "everyone"
    # -- what a person thinks ----------------------------------------------------------------
    opinion_verbs: tuple[str, ...]  # "think", "am under the impression", "keeps saying"
    opinion_words: frozenset[str]  # what an opinion of only the outcome is made of
    # "I think I win since I have priority during my turn": what a reason the asker gives for
    # an opinion of the outcome is made of, of the order of play only
    reason_leads: tuple[str, ...]
    table_sizes: tuple[str, ...]  # a "four player" game, a "4-person" one: how many sit at it
    # "five artifacts are destroyed": artifacts going from the battlefield to a graveyard
    artifacts_leave: tuple[str, ...]
    reason_words: frozenset[str]
    people: frozenset[str]  # who may hold an opinion: "i", "he"
    not_people: frozenset[str]  # a subject that is no person: "it", "the card"
    order_words: frozenset[str]  # the order of things: "first", "before", "same time"
    confused_at: tuple[str, ...]  # the lifelink "is where we got confused": talk, no fact
    reasoning_verbs: tuple[str, ...]  # I "understand that" it would ...: the asker's reasoning
    conditional: frozenset[str]  # it "would" assign 2: a consequence reasoned, never told
    rule_beliefs: tuple[str, ...]  # I've "always been under the impression" you can't ...
    hedges: tuple[str, ...]  # "as far as I know", a player can't ...: a rule believed
    rule_subjects: tuple[str, ...]  # ... "you" / "a player" can't go below 0: anyone, a rule
    rule_modals: tuple[str, ...]  # ... you "can't" go below 0: what a rule allows
    rules_cited: tuple[str, ...]  # it will be removed "according to the rules" as soon as ...
    # "I think Phage is put into play from hand, but she is not played because I didn't pay her
    # mana cost": what the asker thinks of whether a card named before was cast, told in these
    # words (and words of no fact); one of `cast_thought_core` must be said
    cast_thought_words: frozenset[str]
    cast_thought_core: frozenset[str]
    # "Got" Worship and a creature in play: "I have", its subject left out
    got_openers: tuple[str, ...]
    # I "just read" "the preview" "for" Phage: what the asker read of a card, no fact of a game
    read_about_verbs: tuple[str, ...]
    read_about_what: tuple[str, ...]
    read_about_of: tuple[str, ...]
    # one of the cards "rumored" to be in Mirrodin is as follows: Platinum Angel
    previewed: tuple[str, ...]
    # I thought you can't go below 0 but "reading" the card (Phyrexian Unlife) it says ...
    card_read: tuple[str, ...]
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
    # if A wins ..., then "the resolution would have" B and C lose, D and A "stay in the game":
    # the outcome someone reasons would follow (asker_thoughts.is_claimed_outcome)
    claim_leads: tuple[str, ...]
    claim_words: frozenset[str]
    # player B and C "can't stop it": nothing done in response (chat_forms.cant_stop)
    cant_stop: tuple[str, ...]
    # "you win the game" "is resolved as if it were" "each opponent loses the game"
    wording_read_as: tuple[str, ...]
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
    # I have Shared Fate and then "play" a Leveler: a verb after "then" with no subject of its
    # own, whose subject is the one that opened the sentence before (text_sentences.py)
    then_verbs: frozenset[str]
    # ... and my opponent is at 5, then "take" 3 damage: a verb's plain form, said of I, you, we
    # or they and never of he or a name (its "-s" form, "takes", the other way round)
    then_verbs_plain: frozenset[str]
    plain_subjects: frozenset[str]  # "I", "we" take 3 damage: the subjects of a plain form
    # "i bolt him. he bolts me": a player's spell at the one whose spell was told just before,
    # each person as subject and as object ("i"/"me"): cast in response, or after (text_sentences)
    reply_persons: tuple[str, ...]
    successfully: tuple[str, ...]  # he "successfully" plays X: it resolved (older rules)
    # ... my draw, name a type, "and take 3 damage"?: a fact of the game, never an account
    replace_steps_facts: tuple[str, ...]
    outcome_by: tuple[str, ...]  # can he "deck" me by ...: an outcome asked of what is done
    doing_as_told: tuple[tuple[str, str, str], ...]  # by "casting" X: (gerund, I ..., he ...s)
    doings_asked: tuple[tuple[str, str], ...]  # will "drawing" a card while ...: (gerund, I ...)
    outcome_made: tuple[str, ...]  # will casting X while ... "kill" him / "make" me lose
    outcome_makers: tuple[str, ...]  # "make(s)" me lose: a verb that only brings the outcome
    outcome_asked_of: tuple[str, ...]  # do I "win"? am I "dead"?: an outcome a question asks of
    # "my" before what a player has ("my life", "my champin"): the asker, in a suggestion;
    # before anything else ("my rival", "my oppponent") it may be another player
    held_by_players: frozenset[str]
    # "me too", "I do as well", "so does he", "vice versa": what was said, said again of
    # another player (never nothing of the game, never a phrase to offer)
    said_again: tuple[str, ...]
    # "bob won", "bob lost", "bob died", "bob conceded": an outcome a suggestion keeps, each kind
    outcome_kinds: tuple[frozenset[str], ...]
    lose_to: tuple[str, ...]  # can I lose "to" decking: how a loss asked about comes
    moment_openers: tuple[str, ...]  # "when" Phage enters ... will he lose?: the moment asked
    confirm_asked: tuple[str, ...]  # "is it true that" if he concedes, I win?: a guess to check
    loss_modals: tuple[str, ...]  # if ..., you "cannot" lose to damage: a loss stated of a way
    ways_of_losing: tuple[tuple[tuple[str, ...], str, str], ...]  # lose to "decking": (I ..., he)
    foretold: frozenset[str]  # it "will" be removed: what the asker reasons is to come
    as_soon_as: tuple[str, ...]  # it will be removed "as soon as" he loses: what it follows
    told_verbs: frozenset[str]  # he "was" at 2: a fact told, never only reasoned
    stood_verbs: tuple[str, ...]  # he "was" at 3, "had been": a total as it stood before
    told_earlier: tuple[str, ...]  # he "had" gained 3 life, "earlier": before, said late
    possibility: tuple[str, ...]  # is it "possible" to lose if ...: any way, not this moment's
    concedes: tuple[str, ...]  # "concedes", "scooped": saying so is doing so
    # a player's words quoted that concede nothing (quoted_text.players_words): Adam "says to"
    # Nicole, "If you show me a counter, I'll concede." / "No, you have to concede! Judge!"
    speech_verbs: tuple[str, ...]  # Adam "says", "asks", "replies": a player's words quoted
    concession_promised: tuple[str, ...]  # if you show it, "I'll" concede: not conceding
    concession_demanded: tuple[str, ...]  # "you have to" concede: another player's demand
    speech_fillers: tuple[str, ...]  # "No", "OK", "Judge!": words that do nothing
    # "lol", "idk", "(I think)": an aside at a clause's edge, no fact of the moment
    chat_asides: tuple[str, ...]
    # "This would probably do nothing": the asker's hedged guess that what was told does nothing
    nothing_guess_hedges: frozenset[str]
    nothing_guess_words: frozenset[str]
    reveal_restated: tuple[str, ...]  # "I showed you" my counter spell: a reveal, ends nothing
    conduct_words: tuple[str, ...]  # a "handshake", the result "slip": tournament conduct
    # a handshake after an attack for lethal (handshakes.py): AP "attacked" for lethal,
    # "extended a hand", NAP "accepted" "the handshake": a concession; then AP "shuffled up"
    lethal_attack_leads: tuple[str, ...]  # AP "tapped out to" attack for lethal
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
    hand_offered: tuple[str, ...]  # AP "extended a hand", "offered his hand"
    hand_accepted: tuple[str, ...]  # NAP "accepted", "shook" it
    hand_taken: tuple[str, ...]  # NAP accepted "it", "the handshake", "his hand"
    hands_shaken: tuple[str, ...]  # AP and NAP "shook hands"
    after_handshake: tuple[str, ...]  # AP "shuffled up", "picked up his cards": no event
    card_text_sources: tuple[str, ...]  # the "card" says "you win the game": its text quoted
    card_text_verbs: tuple[str, ...]  # the card "says", "reads" "...": its text quoted
    # -- software bug reports: what a program did, no fact of the game ----------------------
    software_names: tuple[str, ...]  # "xmage", "forge", "mtg arena": a program that plays
    bug_words: tuple[str, ...]  # "bug", "the game log": a report on a program
    program_parts: tuple[str, ...]  # "the game log", "the client": what of a program acts
    program_plain: frozenset[str]  # "game", "match", "then": no player in a program's act
    program_verdicts: frozenset[str]  # "a draw", "the win": a program's verdict, no event
    instead: tuple[str, ...]  # but "instead" it just keeps going: what the program did
    expected: tuple[str, ...]  # I "thought" / "expected" X, but instead Y
    should: tuple[str, ...]  # which "should" make the game a draw: what the asker expected
    went_on: tuple[str, ...]  # it just "keeps going": the program's outcome, not an event
    # the game "is stuck" saying "waiting for opponent", it "froze": the program stopped
    stuck: tuple[str, ...]
    stuck_saying: tuple[str, ...]  # stuck "saying" "...": what a stuck program shows
    # stuck showing him at 0 "after" I dealt 2 damage to him: what is shown ends, an event begins
    stuck_shown_ends: tuple[str, ...]
    outcome_claims: tuple[str, ...]  # bob has "won" the game: a log's verdict
    # he had no cards in his library, "so" he lost?: the asker's conclusion of the outcome
    concluding: tuple[str, ...]
    # "I deal him 3 "or" 4 damage", "I concede "or" I deal him 3": alternatives, a case each
    alternatives: tuple[str, ...]
    # a guess asked after "Or ..." that gives a ground ("or does he lose since ...") may tell
    guess_grounds: tuple[str, ...]
    either: tuple[str, ...]  # "either" I concede or ...
    # 3 or "less", 3 or "more": a bound, never two alternatives
    bound_words: tuple[str, ...]
    not_outcome_claims: tuple[str, ...]  # that player "doesn't lose" the game
    any_player: tuple[str, ...]  # "player that" / "a player who" concedes wins: a claim
    report_words: tuple[str, ...]  # "XMage bug report:": a label of a report, with a program
    # "opponent not dead at negative life": a report's title, the program's verdict on a state
    not_out: tuple[str, ...]
    # "I don't see any reason for them to ...": the reporter's puzzlement, no fact
    puzzled: tuple[str, ...]
    # "Etrata works perfectly, with the exception of when ...": the program's card praised but
    # for what follows, a report's frame
    works_fine: tuple[str, ...]
    works_except: tuple[str, ...]
    # "with nothing in play": no card in the game, as Arbiter takes it when none is named
    nothing_in_play: tuple[str, ...]
    # he "didn't have any" cards "that prevent" "his loss": nothing that keeps him in, as
    # Arbiter takes it when none is named (prose_boards.no_savers)
    savers_denied: tuple[str, ...]
    saver_kinds: tuple[str, ...]
    saver_verbs: tuple[str, ...]
    savers_kept: tuple[str, ...]
    no_saver: tuple[str, ...]  # "nothing" prevents his loss: no card at all
    # "Damage:", "Game Outcome:": a game log's category before a line, no fact
    log_categories: tuple[str, ...]
    # a report's sections: "Steps to reproduce:" (what happened, read), "Expected:" (the
    # reporter's belief) and "Actual:" (what the program did), both skipped whole
    steps_sections: tuple[str, ...]
    belief_sections: tuple[str, ...]
    program_sections: tuple[str, ...]
    about_sections: tuple[str, ...]  # "Screenshots", "Desktop": the reporter's setup, skipped
    # "Describe the bug": a summary of what the steps tell, skipped where steps follow
    summary_sections: tuple[str, ...]
    rule_labels: tuple[str, ...]  # "CR" 810.8a's own example: a rule cited as a label
    unchecked: tuple[str, ...]  # Thassa's Oracle always wins, it "doesn't check" the count
    claimed_wins: tuple[str, ...]  # it "always wins", "seems to automatically win": a claim
    # Triskaidekaphile "causes the player to" win ... "even with only" 7 cards in hand: a win
    # claimed against the count said, which should have stopped it
    claim_causes: tuple[str, ...]
    claim_whom: tuple[str, ...]
    even_with: tuple[str, ...]
    # a count-gated trigger answered, said not to have won (trigger_reports.py): "I
    # "responded" to the trigger", it "did not end the game" "upon resolution", by "making" ...
    responded: tuple[str, ...]
    trigger_not_won: tuple[str, ...]
    on_resolution: tuple[str, ...]
    would_not_win: tuple[str, ...]  # "you wouldn't win" the game: a claim of what it does
    responses_by: tuple[tuple[str, str], ...]  # by "making" 8 thopters: (gerund, I ...)
    token_kinds: tuple[str, ...]  # I made 8 "thopters", a "Treasure": tokens by their kind
    # -- questions ---------------------------------------------------------------------------
    question_leads: tuple[str, ...]  # "so" how does that work with lifelink: skipped
    # "so" alice concedes, "right?": a sentence's filler, taken off as it is read and shown
    # under skipped (text_sentences.fillers_of)
    filler_openers: tuple[str, ...]
    filler_tags: tuple[str, ...]
    question_words: frozenset[str]  # a question made only of these asks only the outcome
    question_starts: frozenset[str]  # a question starts with one of these
    # would I lose, or "play" "until" damage is done to me: the game going on, with the
    # asker's guess of when it stops
    going_on: tuple[str, ...]
    until_words: tuple[str, ...]
    # would he lose "at that point" "or on his turn": the moment told, and a later one offered
    at_the_moment: tuple[str, ...]
    # I have "around" 50 cards in my library: a count said only about
    about_counts: tuple[str, ...]
    lose_verbs: tuple[str, ...]  # would I "lose" due to deck out
    ways_out: tuple[str, ...]  # or could I still cast Laboratory Maniac and "win"
    later_on: tuple[str, ...]  # or could I still "finish my turn" and ...: later acts
    done_with_verbs: tuple[str, ...]  # I "deal" 2 damage to bob with Shock: acts on another
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
    # how does Exquisite Archangel work with "different ways of losing": every way at once
    ways_in_general: tuple[str, ...]
    ways_nouns: tuple[str, ...]  # different "ways of losing", "ways to lose"
    ways_handles: tuple[str, ...]  # how does Platinum Angel "deal with" poison
    ways_what: tuple[str, ...]  # "what" does Platinum Angel do against poison
    ways_against: tuple[str, ...]  # what does Platinum Angel do "against" poison
    # "the way this works with life loss seems simple": the asker's remark on one way
    remark_subjects: tuple[str, ...]  # "the way this works", "it works"
    remark_verbs: tuple[str, ...]  # "seems", "is"
    remark_degrees: tuple[str, ...]  # "relatively", "pretty"
    remark_plain: tuple[str, ...]  # "simple", "clear"
    # "Specifically the part that says ...": the sentence after it naming the part asked of
    part_pointers: tuple[str, ...]  # "specifically", "i mean"
    part_nouns: tuple[str, ...]  # the "part", the "line" that says ...
    part_leaves: tuple[str, ...]  # the part that says when it "leaves the battlefield"
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
    situation_openers: tuple[str, ...]  # "what happens if" I ...: a moment, not a rule
    # "do we play forever?": whether the game can go on with nothing to end it; it goes on
    # unless the players agree to a draw (both cases answered)
    forever_questions: tuple[str, ...]
    # "Who does Char damage first?" "The one who played it or the target?" "What if they are
    # both at 2 life?": the two players of a card's damage (damage_order.py)
    order_caster: tuple[str, ...]
    order_target: tuple[str, ...]
    order_the_two: tuple[str, ...]
    # "which trigger takes priority?": which of the things told comes first, the order the
    # ruling follows (its "Why"), asked beside the moment
    order_asked_of: tuple[str, ...]
    order_asked: tuple[str, ...]
    # "the triggers will just keep going forever": a loop, its kind (who can stop it) unsaid
    looping_things: tuple[str, ...]
    going_forever: tuple[str, ...]
    loop_made: tuple[str, ...]  # here alice "has made" a loop with ...: a player's loop
    loop_made_by_cards: tuple[str, ...]  # Stuffy Doll and Pariah's Shield "cause" a loop
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
    # -- damage said as people say it ----------------------------------------------------
    hit_verbs: tuple[str, ...]  # I "hit" him for 6: damage dealt
    # they "team up to" "bring" xenagos down to 0 life: the total the player is brought to
    team_up: tuple[str, ...]
    bring_verbs: tuple[str, ...]
    deal_verbs: tuple[str, ...]  # I "deal" him 10 damage: 10 damage dealt to him
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
    # "X is my commander. X hits him": what a commander does that may count as its damage
    commander_deeds: tuple[str, ...]
    more_damage: tuple[str, ...]  # attacks bob for "another" 11 damage: dealt, not blocked
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
    face_down: tuple[str, ...]  # two "face-down" morph creatures: 2/2s with no abilities
    face_down_nouns: tuple[str, ...]  # two face-down "morph creatures", a face-down "morph"
    turned_face_up: tuple[str, ...]  # he "unmorphs" it: a face-down creature's stats change
    # "during the declare blockers step" I cast ...: an act told after a fight, before its damage
    before_combat_damage: tuple[str, ...]
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
    creature_nouns: tuple[str, ...]  # a 4/4 "creature", a 1/1 "token"
    # a 3/3 "double striker", a 2/2 "lifelinker": a creature named by its keyword (noun, keyword)
    keyword_holders: tuple[tuple[str, str], ...]
    attackers_counted: tuple[str, ...]  # "two" 3/3s, "three" 1/1 tokens: that many creatures
    trample: tuple[str, ...]  # a 4/4 with "trample": the excess over lethal goes on (702.19)
    lifelink: tuple[str, ...]  # with "lifelink": its controller gains what it deals (702.15b)
    # a source "with infect" / "toxic" / "poisonous": its damage to a player is (or adds)
    # poison counters, or its controller gains with it; said only in words, never dropped
    damage_keywords: tuple[str, ...]
    deathtouch: tuple[str, ...]  # with "deathtouch": 1 damage is lethal (702.2c)
    first_strike: tuple[str, ...]  # "first strike": deals in a damage step of its own (510.4)
    double_strike: tuple[str, ...]  # "double strike": deals in both damage steps (702.4b)
    # "without first strike", "that doesn't have first strike": a keyword said to be lacking
    keyword_lacked: tuple[str, ...]
    # "i", "he", "as": words that open a clause (its subject, a conjunction), never the first
    # of a source's words ("i bolt him as his creature deals 3 damage to me", "as his creature
    # deals 3 damage to me, ...": a clause, not what dealt the damage); the subjects of them
    clause_openers: frozenset[str]
    clause_subjects: frozenset[str]
    indestructible: tuple[str, ...]  # not destroyed by lethal damage (702.12b)
    other_keywords: tuple[str, ...]  # "flying", "vigilance": change no damage dealt in a fight
    holds: tuple[str, ...]  # I "have" a 4/4: a creature a player controls
    # "all" I had was a 2/2: the one creature a player holds, said the other way round
    all_held: tuple[str, ...]
    to_block: tuple[str, ...]  # a 2/2 "available to block": held, and free to block
    the_creature: tuple[str, ...]  # "this creature" was a 3/2: the one creature said before
    it_was: tuple[str, ...]  # this creature "was" a 3/2
    subject_starts: tuple[str, ...]  # and "then" / "everyone": what may begin a clause's subject
    then_words: tuple[str, ...]  # "Then" if there are fifteen ...: a card's next sentence
    no_blockers: tuple[str, ...]  # I have no "creatures": an attack on me is unblocked
    # "2 Forests" in hand, "his Forest": a basic land type, a land by count and kind, no card
    basic_land_types: tuple[str, ...]
    prevent_verbs: tuple[str, ...]  # he "prevents" the damage: what an attack dealt changes
    # -- words that change nothing, or say a phrase of the language another way ------------
    exactly: tuple[str, ...]  # at "exactly" 50 life
    vague_times: tuple[str, ...]  # I go below 1 "at some point": when is not said, nor needed
    were_to: tuple[str, ...]  # if I "were to" concede: a moment supposed, read as it happens
    while_at: tuple[str, ...]  # I take 3 "while" (I'm) at 3: the total before the event
    same_time: tuple[str, ...]  # "At the same time, ...": the sentence before's moment
    this_moment: tuple[str, ...]  # "... if I have Platinum Angel when this occurs": the same
    a_total_of: tuple[str, ...]  # deal "a total of" five damage: five damage
    extra: tuple[str, ...]  # gain 7 "extra" life: 7 life
    # "something like Platinum Angel or Phyrexian Unlife, or some other way to": the examples
    # of a kind of thing the asker says, then the kind
    something_like: tuple[str, ...]
    other_way: tuple[str, ...]
    all_done: tuple[str, ...]  # "all you'll do is" gain 7 life: the whole of what happens
    # I deal 3 damage "to" my opponent while he's at 3: the event acts on another player
    acting_on: frozenset[str]
    runs_out: tuple[str, ...]  # my deck "runs out" (of cards): my library is empty
    # he "puts" my library into my graveyard, I "remove" my library, he "mills" my whole
    # library, he "mills" me out, I "have no" library: that library is empty (chat_forms)
    library_moved_verbs: tuple[str, ...]
    library_exiled_verbs: tuple[str, ...]
    library_milled_verbs: tuple[str, ...]
    library_emptied_verbs: tuple[str, ...]  # I "deplete" my library: it is empty
    library_whole: tuple[str, ...]
    library_none_held: tuple[str, ...]
    # "what happens in my draw step?", "at my next draw step, do I lose?", "I go to my draw
    # step": its player draws a card then, a turn-based action (504.1; chat_forms)
    draw_step_asked: tuple[str, ...]
    draw_step_reached: tuple[str, ...]
    last_life: tuple[str, ...]  # he loses his "last point of" life: he goes to 0 life
    first_draw: tuple[str, ...]  # "after the first draw", X triggers: the draw spell resolved
    unnamed_draws: tuple[str, ...]  # "some form of card draw": one card or more, how many unsaid
    draw_used: tuple[tuple[str, str], ...]  # "used" some form of card draw: (verb, draw said so)
    library_words: tuple[str, ...]  # my "deck" runs out
    library_plurals: tuple[str, ...]  # both players run out of cards in their "libraries"
    not_removed: tuple[str, ...]  # I "can't" / "don't" remove his Gideon: nothing done
    no_player: tuple[str, ...]  # "neither player" can win: every player, denied
    cannot: tuple[str, ...]  # both players "can't" lose
    removal_verbs: tuple[str, ...]  # I don't "remove" / "destroy" his Gideon
    # a library or a draw told anywhere: a card put on top of a library may change it
    library_told: tuple[str, ...]
    # -- cards -------------------------------------------------------------------------------
    rules_text_starts: tuple[str, ...]  # Essence Warden ("Whenever" ...): a card's text quoted
    says_words: tuple[str, ...]  # Platinum Angel, "which reads" "...": its text quoted after
    mode_chosen: tuple[str, ...]  # Mirrodin Besieged, "having selected" Phyrexian: its text
    # Alms Collector "changes that to" each of us drawing a card: the asker telling what a
    # replacement of a card named before did to what was told
    replacement_told: tuple[str, ...]
    not_card_text: frozenset[str]  # "I", "my", "he": a card's text never says them
    # "discards his or her hand", "his/her": older card text names a player so, no person
    card_text_players: tuple[str, ...]
    time_called: tuple[str, ...]  # when "time has been called" in single elimination: MTR 2.4
    elimination: tuple[str, ...]  # time called in "single-elimination" rounds
    behind_loses: tuple[str, ...]  # a player who "does not have the highest life total" loses
    rule_invoked: tuple[str, ...]  # the "sudden death" rule "is invoked": it begins
    no_draw_allowed: tuple[str, ...]  # a single-elimination match "is not allowed to end" in a draw
    name_connectors: frozenset[str]  # small words inside a card's name: "Oracle of Mul Daya"
    before_a_card: frozenset[str]  # "controls", "cast", "my" before a card's name
    before_a_card_two: tuple[tuple[str, str], ...]  # "thanks to" before a card's name
    not_possessors: tuple[str, ...]  # "it's", "that's": no possessive before a card
    card_pronouns: tuple[str, ...]  # "it" dies: the one card named so far
    card_owners: tuple[str, ...]  # "my" angel dies
    other_things: tuple[str, ...]  # "a creature" between a card and "it": it may be that
    # I cast Lightning Bolt at "his face", at "him" for 3: words of a player a spell is aimed at
    aimed_at_player: frozenset[str]
    leaving: tuple[str, ...]  # it "dies", "is destroyed": a card leaving the battlefield
    removing: tuple[str, ...]  # my opponent "destroys" it
    # "my permanent", "every artifact", "everything" leaves: words that may name any card held
    any_permanent: tuple[str, ...]
    # -- a permanent held that no card names (unnamed_held.py) ------------------------------
    # "I control an 'enchantment'": each kind of card held, by its noun (one or many)
    held_kinds: tuple[str, ...]
    # I have "a blocker", "two attackers": a creature held, named by its part in combat
    held_creature_parts: tuple[str, ...]
    # I cast "a spell", "an instant": a spell no card names, of no permanent's kind
    held_spells: tuple[str, ...]
    held_elsewhere: tuple[str, ...]  # "two cards in my 'graveyard'": held off the battlefield
    held_named: tuple[str, ...]  # two artifacts "named" Treasure: the card is named
    held_none: tuple[str, ...]  # I have "no" creatures: nothing held
    held_acting: tuple[str, ...]  # my creature's "ability": what a card does, not a card
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
    # -- permanents entering, changing hands, damage redirected (arrivals.py) ---------------
    put_verbs: tuple[str, ...]  # I "put" Phage onto the battlefield
    onto_the_battlefield: tuple[str, ...]  # put Phage "onto the battlefield", "into play"
    by_means_of: tuple[str, ...]  # ... "with" Sneak Attack, "using" Show and Tell
    # I "play" Phage via Sneak Attack, I "would" play it with Tooth and Nail: a creature put
    # onto the battlefield by a card that puts it there, told as played (arrivals.played_via)
    played_verbs: tuple[str, ...]
    played_modals: tuple[str, ...]
    played_because: tuple[str, ...]  # I play Phage "because of" Tooth and Nail
    use_verbs: tuple[str, ...]  # I "use" Sneak Attack to put out Phage
    fire_verbs: tuple[str, ...]  # I "fire" Aetherflux Reservoir at him: I activate it
    reanimate_verbs: tuple[str, ...]  # I "reanimate" Phage: it enters from a graveyard
    flicker_verbs: tuple[str, ...]  # I "flicker" my Phage: it leaves and enters again
    # my Phage "is targeted by" Astral Slide, I "target" my Phage with Cloudshift, I cast
    # Ephemerate "on" my Phage: a card that flickers, told acting on a creature (flickers.py)
    flickered_by: tuple[str, ...]
    target_verbs: tuple[str, ...]
    aimed_at: tuple[str, ...]
    # spells on other spells (spells_on_spells.py): "he counters it (with Negate)", "in
    # response he casts Counterspell on it", "I copy his Lava Axe with Twincast", "I aim the
    # copy at him", "and I pay the 3" / "he doesn't pay" (Mana Leak)
    counter_verbs: tuple[str, ...]
    copy_verbs: tuple[str, ...]
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
    # I "sac" it, he "sacked" his Blood Artist: a sacrifice, as chat shortens it (judging.py)
    killing_slang: tuple[str, ...]
    # my 3 creatures "each" deal 1 damage, they "all" do: many sources, each dealing the amount
    many_sources: tuple[str, ...]
    # damage from "both" Bolts, "both" opponents: two sources, never one player
    two_sources: tuple[str, ...]
    # damage from "two spells", from "separate sources": spells or abilities each resolving
    # apart (608.2), never one moment (phrase_events.damage_dealt)
    apart_sources: tuple[str, ...]
    resolving_kinds: tuple[str, ...]  # two "spells", three "abilities"
    several_counted: tuple[str, ...]  # "several" spells, "multiple" sources
    # I made 3 thopters, "they" deal 1 damage: the things told, the amount each one's
    plural_pronouns: tuple[str, ...]
    control_verbs: tuple[str, ...]  # I "gain control of" his Platinum Angel
    redirect_verbs: tuple[str, ...]  # I "redirect" the damage Phage would deal to me
    # -- a spell's condition met by what its caster holds (needs_met.py) --------------------
    land_types_held: tuple[str, ...]  # I control "all five basic land types"
    colours_held: tuple[str, ...]  # I control "a creature of every colour"
    cast_verbs: tuple[str, ...]  # I "play" Coalition Victory with Cromat in play
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
    # -- numbers -----------------------------------------------------------------------------
    units: tuple[str, ...]  # one .. nine, in order
    teens: tuple[str, ...]  # ten .. nineteen, in order
    tens: tuple[str, ...]  # twenty .. ninety, in order
    zero: str
    hundred: str
    thousand: str  # "a thousand life"
    million: str  # "a million life"
    negative: tuple[str, ...]  # "negative", "minus"
    # -- players -----------------------------------------------------------------------------
    role_adjectives: tuple[str, ...]  # the "attacking" player
    # "target" player, "enchanted" player: a player a card picks, who may be any player at
    # the table, the asker too (words.Reader.roles_alone)
    card_chosen_roles: tuple[str, ...]
    life_words: tuple[str, ...]  # at 3 "life", "health"
    cause_leads: tuple[str, ...]  # "thanks to" Boros Reckoner, ...
    self_words: frozenset[str]  # the asker: "i", "me", "my", "you"
    you_and_i: tuple[str, ...]  # "you and I" are at 3 life: "you" is the other player
    addressed: frozenset[str]  # "you", "your": the asker, or the other of "you and I"
    everyone: frozenset[str]  # every player still in the game: "everyone", "both of us"
    # "then", "after that": what follows is said to come after what was told before it
    later_openers: tuple[str, ...]
    # words that make what is said "then" a correction of the moment, what was so before it,
    # or what became of something told before ("then it is countered"), never a later event
    # of its own: "then I remember I had ...", "actually", "wait"
    late_corrections: tuple[str, ...]
    # one total for several players: we're at 5 life "each", "5 life apiece"
    each_alike: tuple[str, ...]
    opponents: frozenset[str]  # the asker's opponent: "my opponent"
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
    cause_to_lose: tuple[str, ...]
    loser_asked_of: tuple[str, ...]
    pronouns: frozenset[str]  # the one other player named so far: "he", "they"
    # the pronouns that name one person, by the person: "he" and "she" are never one player
    pronoun_persons: tuple[frozenset[str], ...]
    not_roles: frozenset[str]  # "each" player, "that" player: no role at the table
    reserved: frozenset[str]  # words of the situation language: never names
    ordinary: frozenset[str]  # everyday and chat words: never names


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
    outcome_verbs=phrases_of("wins, loses, would win, would lose, won, lost"),
    later_turn_parts=phrases_of("turn, upkeep, untap step"),
    whose_turn=phrases_of(
        """turn, upkeep, end step, main phase, pre-combat main phase, precombat main phase,
        post-combat main phase, postcombat main phase, first main phase, second main phase"""
    ),
    at_step_asked=phrases_of("what happens, what would happen, what will happen"),
    step_entered=phrases_of("enter, enters, reach, reaches, begin, begins, start, starts"),
    step_during=phrases_of("during, on, in, it's, it is, its"),
    when_played=phrases_of(
        "last night, yesterday, today, tonight, earlier, the other day, this week"
    ),
    where_played=phrases_of("lgs, local game store, game store, store, shop, friend's"),
    several_players=phrases_of(
        "multiplayer, multi player, multi-player, free for all, free-for-all, ffa"
    ),
    all_of_us=phrases_of(
        "we are all, we're all, we were all, we all are, we all were, all of us are, all of us were"
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
    response_words=words_of("respond responds responded responding response"),
    pending_modals=phrases_of(
        "would, will, 'll, 'd, is going to, 's going to, are going to, is about to, 's about to"
    ),
    pending_harms=words_of("deal do make cause kill be"),
    causing_now=phrases_of(
        "makes, make, forces, force, causes, cause, has, have, is making, are making"
    ),
    causing_then=phrases_of("made, forced, caused, had"),
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
    assessed=words_of("winning losing ahead behind"),
    assessed_how=words_of("way far well slightly clearly"),
    assessed_where=phrases_of(
        "on board, on the board, by a lot, by a mile, badly, comfortably, easily, big, hard"
    ),
    evaluations=phrases_of(
        """bad, good, great, terrible, awful, annoying, unfortunate, lucky, unlucky, weird,
        strange, funny, frustrating, nice, a problem, a shame, a pity, sad, unusual, rare"""
    ),
    unable_leads=phrases_of(
        "can never, can't ever, cannot ever, can not ever, will never, won't ever, would never, "
        "can't, cannot, can not, won't, will not, wouldn't, never"
    ),
    unable_helpers=phrases_of("get to, gets to, be able to"),
    unable_ends=phrases_of("again, anymore, any more, ever again"),
    unable_to_draw=words_of("draw"),
    unable_to_lose=words_of("lose die"),
    unable_to_win=words_of("win"),
    kept_alive_by=phrases_of(
        """kept alive by, being kept alive by, kept in the game by, being kept in the game by,
        alive thanks to, alive because of, alive due to, still alive thanks to,
        still alive because of, only alive thanks to, only alive because of, alive only thanks
        to, alive only because of, in the game thanks to, in the game because of,
        still in the game thanks to, still in the game because of, saved by, being saved by"""
    ),
    a_team=words_of("a an one the"),
    our_team=phrases_of("our team, our team's"),
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
    opponent_ordinals=words_of("first second third fourth fifth"),
    chapter_numbers=words_of("first second third fourth fifth sixth final last 1st 2nd 3rd 4th"),
    holding=words_of("have has had control controls controlled"),
    held_with_changed=phrases_of(
        """ability, abilities, abilityless, on it, on him, on her, on them, in play, out,
        on the battlefield, on board, on the board, around, attached, enchanted, enchanting,
        equipped, copying, copied, turned, transformed, face down, phased out"""
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
        's sure
        am pretty sure
        'm pretty sure
        is pretty sure
        's pretty sure
        am fairly sure
        'm fairly sure
        am certain
        'm certain
        am guessing
        'm guessing
        was guessing
        is guessing
        's guessing
        are guessing
        're guessing
        am assuming
        'm assuming
        would guess
        'd guess
        would think
        'd think
        'd say
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
    reason_leads=phrases_of("since, because"),
    table_sizes=phrases_of("player, players, person, people, man, way, headed"),
    artifacts_leave=phrases_of(
        """are destroyed, were destroyed, get destroyed, got destroyed, are sacrificed, were
        sacrificed, get sacrificed, got sacrificed, die, died, go to the graveyard, went to the
        graveyard,
        go to graveyards, went to graveyards, are put into graveyards, were put into
        graveyards, are put into the graveyard, were put into the graveyard"""
    ),
    reason_words=frozenset(
        words_of(
            """priority turn turns stack active nonactive non-active first last order resolve
            resolves resolved resolving trigger triggers triggered apnap top bottom goes go went
            during before after player players"""
        )
    ),
    people=frozenset(words_of("i we he she they you")),
    not_people=frozenset(words_of("it this that which what who card effect")),
    order_words=frozenset(
        words_of("first last before after same time simultaneously together instead")
    ),
    reasoning_verbs=phrases_of("understand, understood, figured, figure, reckon, reckoned"),
    cast_thought_words=frozenset(
        words_of(
            """put puts putting into onto play played playing plays battlefield hand cast casts
            casted casting pay paid paying pays mana cost costs because since free cheated
            cheat without technically really actually counts count considered being"""
        )
    ),
    got_openers=phrases_of("got, have got, 've got, i've got"),
    cast_thought_core=frozenset(words_of("cast casts casted casting played pay paid paying")),
    read_about_verbs=phrases_of(
        """read, just read, recently read, was reading, was just reading, have read, 've read,
        have been reading, 've been reading, saw, just saw, have seen, 've seen, was looking at,
        was just looking at, looked at, just looked at"""
    ),
    read_about_what=phrases_of(
        """preview, spoiler, spoilers, text, oracle text, wording, rulings, ruling, article,
        reminder text, card, new card"""
    ),
    read_about_of=phrases_of("for, of, on, about"),
    previewed=phrases_of(
        """rumored, rumoured, said, spoiled, previewed, revealed, announced, leaked, coming,
        going"""
    ),
    card_read=phrases_of(
        """reading, reading through, looking at, after reading, having read, i read, i looked at,
        when i read, when reading"""
    ),
    lets=phrases_of("allow, allows, let, lets, permit, permits, enable, enables"),
    lets_modals=words_of("would will could can might may does do did"),
    claim_leads=phrases_of(
        """the resolution would have, the result would have, the resolution would be that,
        the result would be that, the outcome would be that, it would have, that would have,
        this would have"""
    ),
    claim_words=frozenset(
        words_of(
            """stay stays remain remains in the game play plays playing on keep keeps alive
        and both all other others"""
        )
    ),
    cant_stop=phrases_of(
        """can't stop it, cannot stop it, can not stop it, couldn't stop it, could not stop it,
        can't respond, cannot respond, can't counter it, cannot counter it, can't prevent it,
        cannot prevent it, have no way to stop it, has no way to stop it"""
    ),
    wording_read_as=phrases_of(
        """is resolved as if it were, is resolved as if it said, is treated as if it were,
        is treated as if it said, is treated as, is read as, is read as if it were,
        is handled as if it were, works as if it were, is resolved as"""
    ),
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
    conditional=frozenset(words_of("would would've wouldn't")),
    rule_beliefs=phrases_of(
        """always thought, always believed, always assumed, always understood, had always thought,
        had always believed, had always assumed, 've always thought, 've always believed,
        've always assumed, have always thought, have always believed, have always assumed,
        was under the impression, was always under the impression, am under the impression,
        were under the impression, were always under the impression, are under the impression,
        're under the impression,
        'm under the impression, 've always been under the impression,
        have always been under the impression, had always been under the impression,
        've been under the impression, have been under the impression, always figured"""
    ),
    hedges=phrases_of(
        """from what i can tell, as far as i can tell, as far as i know, as far as i understand,
        if i understand correctly, if i understand it correctly, if i'm not mistaken,
        if i am not mistaken, unless i'm mistaken, correct me if i'm wrong,
        correct me if i am wrong"""
    ),
    rule_subjects=phrases_of("you, a player, players, one, anyone, nobody, no one, no player"),
    rule_modals=phrases_of(
        """can't, cannot, can not, can, could, couldn't, could not, may, may not, must, must not,
        mustn't, are able to, aren't able to, is able to, isn't able to, are allowed to,
        aren't allowed to, is allowed to, isn't allowed to"""
    ),
    rules_cited=phrases_of(
        """according to the rules, according to the comprehensive rules, according to the cr,
        according to the comp rules, by the rules, per the rules"""
    ),
    foretold=frozenset(words_of("will won't would would've wouldn't")),
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
    reply_persons=phrases_of("i me, he him, she her, they them, you you, we us"),
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
    held_by_players=frozenset(
        words_of(
            """life lives total library deck champion champions commander hand graveyard poison
            vitae structures city relics beasts turn upkeep creature creatures cards emblem board
            team"""
        )
    ),
    said_again=phrases_of(
        """too, also, as well, likewise, vice versa, the same, same for, same goes for,
        same with, so do, so does, so did, so am, so is, so are, so was, so were, neither,
        nor, as do, as does, as did"""
    ),
    outcome_kinds=(
        frozenset(words_of("win wins won winning winned winner victory victorious")),
        frozenset(words_of("lose loses lost losing loser")),
        frozenset(words_of("concede concedes conceded conceding scoop scoops scooped forfeit")),
        frozenset(words_of("die dies died dead dying death kill kills killed")),
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
    as_soon_as=phrases_of("as soon as, once, when, whenever, after, the moment"),
    told_verbs=frozenset(words_of("was were is are am had has have did does do 's 're 'm")),
    stood_verbs=phrases_of("was, were, had been, had, 'd been, would have been, would be"),
    # "he had gained 3 life", "he gained 3 life earlier": an event told after the game ended
    # in words that say it came before (held_in_order.told_as_earlier)
    told_earlier=phrases_of(
        """had, had been, earlier, before that, before then, before this, beforehand,
        previously, already, prior to that, by then"""
    ),
    possibility=phrases_of("possible, impossible, any way, anyway possible, a way"),
    confused_at=phrases_of(
        """is where we got confused, is where i got confused, is where we get confused,
        is where i get confused, is where i'm confused, is where we're confused,
        is what confuses me, is what confused me, is what confused us,
        is the part i don't understand, is the part we don't understand,
        is what i don't understand, is the confusing part, is where it gets confusing"""
    ),
    concedes=words_of(
        "concede concedes conceded conceding scoop scoops scooped forfeit forfeits forfeited"
    ),
    speech_verbs=phrases_of(
        """says, said, tells, told, asks, asked, replies, replied, responds, responded, answers,
        answered, yells, yelled, shouts, shouted"""
    ),
    concession_promised=phrases_of(
        """i'll, i will, i would, i'd, i'm going to, i am going to, i'll just, i will just,
        then i'll, then i will"""
    ),
    concession_demanded=phrases_of(
        """you have to, you must, you need to, you've got to, you gotta, you should, have to,
        must, need to"""
    ),
    speech_fillers=phrases_of("no, ok, okay, yes, yeah, fine, sure, wait, hey, judge, now"),
    nothing_guess_hedges=frozenset(
        words_of(
            """would wouldn't will won't should shouldn't might may could probably likely
            presumably maybe perhaps guess guessing suppose assume imagine figure bet reckon
            think i'd"""
        )
    ),
    nothing_guess_words=frozenset(
        words_of(
            """this that it the combo combination i we my just basically then really actually
            do does doesn't don't did didn't not nothing anything happen happens work works
            be is end up"""
        )
    ),
    chat_asides=phrases_of(
        """lol, lmao, lmfao, rofl, haha, hahaha, hehe, xd, idk, iirc, tbh, imo, imho, afaik,
        i think, i believe, i guess"""
    ),
    conduct_words=phrases_of(
        """handshake, premature handshake, shook hands, shake hands, shakes hands,
        extended a hand, extends a hand, offered a hand, offers a hand, offered his hand,
        offered her hand, result slip, match slip, the slip, results slip,
        pick up their cards, picked up their cards, picks up his cards, picks up her cards,
        picked up his cards, picked up her cards, shuffled up, shuffles up, called a judge,
        calls a judge, call a judge, calling a judge, bluff, bluffed, bluffing, bluffs"""
    ),
    lethal_attack_leads=phrases_of("tapped out to, tapped out and, went all in to, goes all in to"),
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
    lifelink_gains=phrases_of(
        """lifelink, its lifelink, his lifelink, her lifelink, their lifelink, the lifelink,
        a lifelinker, the lifelinker, his lifelinker, her lifelinker, their lifelinker,
        a lifelink blocker, the lifelink blocker, his lifelink blocker, her lifelink blocker,
        their lifelink blocker, my lifelink blocker, my lifelinker, my lifelink,
        his blocker's lifelink, her blocker's lifelink, their blocker's lifelink,
        my blocker's lifelink, the blocker's lifelink"""
    ),
    hand_offered=phrases_of(
        """extended a hand, extends a hand, extended his hand, extends his hand,
        extended her hand, extends her hand, extended their hand, extends their hand,
        extended my hand, extend my hand, offered a hand, offers a hand, offered his hand,
        offers his hand, offered her hand, offers her hand, offered their hand,
        offers their hand, offered my hand, offer my hand, offered a handshake,
        offers a handshake, offer a handshake, held out a hand, holds out a hand,
        held out his hand, holds out his hand, held out her hand, holds out her hand,
        held out my hand, hold out my hand, put out a hand, puts out a hand, put out his hand,
        puts out his hand, put out her hand, puts out her hand, put out my hand"""
    ),
    hand_accepted=phrases_of("accepted, accepts, accept, shook, shakes, shake, took, takes, take"),
    hand_taken=phrases_of(
        """it, the handshake, the hand, his hand, her hand, their hand, my hand, the offer,
        the offered hand"""
    ),
    hands_shaken=phrases_of("shook hands, shake hands, shakes hands"),
    after_handshake=phrases_of(
        """shuffled up, shuffles up, shuffle up, started shuffling, starts shuffling,
        began shuffling, begins shuffling, picked up his cards, picks up his cards,
        picked up her cards, picks up her cards, picked up their cards, pick up their cards,
        picks up their cards, picked up my cards, pick up my cards, picked up our cards,
        pick up our cards"""
    ),
    card_text_sources=phrases_of("card, spell, it, text, oracle text, rules text, wording"),
    card_text_verbs=phrases_of("says, said, reads, read, states, stated, plainly says"),
    reveal_restated=phrases_of(
        """i showed you, i just showed you, i've shown you, i have shown you, i revealed,
        i just revealed, i've revealed, i have revealed, i showed"""
    ),
    software_names=phrases_of(
        """xmage, forge, magarena, mtg arena, mtga, magic arena, mtgo, magic online, cockatrice,
        phase-rs, argentum, argentum-engine, argentum engine, wagic, magic duels,
        mtg forge"""
    ),
    bug_words=phrases_of(
        """bug, bugs, bugged, buggy, glitch, glitched, game log, the log, the client,
        the engine, the ai, steps to reproduce, expected behavior, expected behaviour,
        actual behavior, actual behaviour"""
    ),
    program_parts=phrases_of(
        "the game log, the log, the client, the engine, the program, the software, the app"
    ),
    program_plain=frozenset(words_of("game games match matches then next")),
    program_verdicts=frozenset(words_of("draw win won wins loss ended ends")),
    instead=words_of("instead"),
    expected=phrases_of(
        "thought, expected, assumed, figured, believed, was expecting, were expecting, was hoping"
    ),
    should=phrases_of(
        """should, should have, shouldn't, should not, is supposed to, was supposed to,
        are supposed to, were supposed to, ought to"""
    ),
    went_on=phrases_of(
        """keeps going, kept going, keeps on going, goes on, went on, continues, continued,
        carries on, carried on, nothing happens, nothing happened"""
    ),
    stuck=phrases_of(
        """is stuck, was stuck, gets stuck, got stuck, is frozen, was frozen, froze, freezes,
        hangs, hung, crashed, crashes"""
    ),
    stuck_saying=phrases_of(
        """saying, showing, displaying, with the message, on the message, on the screen,
        on a screen, on the prompt, at the screen, on waiting, at waiting"""
    ),
    stuck_shown_ends=phrases_of(
        "after, when, because, since, before, once, until, while, as soon as, so, then, and, but"
    ),
    outcome_claims=words_of("won lost drew drawn wins loses draws"),
    concluding=phrases_of("so, and so, which means, meaning, therefore, hence, thus"),
    alternatives=phrases_of("or"),
    guess_grounds=words_of(
        "because since as cause cuz due if when whenever after before once while with given "
        "unless until"
    ),
    either=phrases_of("either"),
    bound_words=words_of("less more fewer greater higher lower below above under over so"),
    not_outcome_claims=phrases_of(
        """doesn't lose, didn't lose, does not lose, did not lose, doesn't win, didn't win,
        does not win, did not win, never loses, never lost, never wins, never won,
        hadn't lost, had not lost, hasn't lost, has not lost, hasn't won, has not won,
        doesn't die, didn't die, does not die, did not die, never died"""
    ),
    any_player=phrases_of("player, players, a player, any player, every player"),
    report_words=words_of(
        """report reports issue log logs title in on with of version build tested happens
        happened reproduced reproducible using also too still"""
    ),
    not_out=phrases_of(
        """not dead, not dying, not losing, not out, not eliminated, not killed, not winning,
        still alive, still in the game, still playing"""
    ),
    puzzled=phrases_of(
        """i don't see any reason, i do not see any reason, i don't see why, i do not see why,
        i can't see why, i cannot see why, i don't understand why, i do not understand why,
        i don't know why, i do not know why, no idea why, not sure why"""
    ),
    works_fine=phrases_of(
        """works perfectly, works fine, works correctly, works as intended, works as expected,
        works properly, functions perfectly, functions fine, functions correctly,
        functions as intended, functions properly, is working fine, is working perfectly,
        is working correctly"""
    ),
    works_except=phrases_of(
        """with the exception of when, with the exception of, except when, except that,
        except if, except for when, except, but not when"""
    ),
    nothing_in_play=phrases_of(
        """nothing in play, nothing else in play, nothing on the battlefield,
        nothing else on the battlefield, no permanents, no other permanents, an empty board,
        no cards in play, no other cards in play"""
    ),
    savers_denied=phrases_of(
        """didn't have any, did not have any, doesn't have any, does not have any,
        don't have any, do not have any, has no, had no, have no, didn't control any,
        did not control any, doesn't control any, does not control any, controls no,
        controlled no"""
    ),
    saver_kinds=phrases_of(
        "cards, card, permanents, permanent, effects, effect, cards in play, cards out"
    ),
    saver_verbs=phrases_of(
        """prevent, prevents, prevented, would prevent, could prevent, stop, stops, would
        stop, could stop, save, saves, would save, could save, keep, keeps, would keep,
        could keep"""
    ),
    no_saver=phrases_of("nothing, no card, no cards, no permanent, no permanents, no effect"),
    savers_kept=phrases_of(
        """his loss, her loss, their loss, my loss, your loss, him from losing,
        her from losing, them from losing, me from losing, you from losing, him alive,
        her alive, them alive, me alive, you alive, him in the game, her in the game,
        them in the game, me in the game, you in the game"""
    ),
    log_categories=phrases_of(
        """game outcome, outcome, damage, life, stack, land, phase, turn, combat, zone change,
        mana, ability, spell, effect, information, info, event"""
    ),
    steps_sections=phrases_of(
        """steps to reproduce, steps to reproduce the issue, steps to reproduce the bug,
        steps to reproduce the behavior, steps to reproduce the behaviour, to reproduce,
        how to reproduce, reproduction steps, repro steps, repro, additional context"""
    ),
    belief_sections=phrases_of(
        """expected, expected behavior, expected behaviour, expected result, expected results,
        expected outcome, what should happen, what should have happened"""
    ),
    program_sections=phrases_of(
        """actual, actual behavior, actual behaviour, actual result, actual results,
        actual outcome, observed, observed behavior, observed behaviour, observed result,
        what happened, what happens, what happened instead"""
    ),
    summary_sections=phrases_of("describe the bug, bug description, description, summary"),
    about_sections=phrases_of(
        """screenshots, screenshot, desktop, smartphone, environment, system information,
        system info, platform, os, operating system, client version"""
    ),
    rule_labels=phrases_of("cr, rule, comprehensive rules, comprehensive rule, comp rules"),
    unchecked=phrases_of(
        """doesn't check, does not check, didn't check, did not check, isn't checking,
        is not checking, wasn't checking, not checking, without checking, never checks,
        fails to check, failed to check, not check"""
    ),
    claimed_wins=phrases_of(
        """always wins, always won, automatically wins, automatically won, instantly wins,
        immediately wins, just wins, seems to win, seems to automatically win,
        seems to always win, seems to instantly win, appears to win, appears to automatically win"""
    ),
    claim_causes=words_of("causes cause caused makes make made lets let"),
    claim_whom=phrases_of("the player, its controller, its owner, me, him, her, them, you"),
    even_with=phrases_of(
        """even with only, even with just, even with, even at only, even at, even though i
        only have, even though he only has, even though she only has, even though they only
        have, even though i have, even though he has, even though she has, even though they
        have"""
    ),
    responded=phrases_of("responded, respond, responds, responding"),
    trigger_not_won=phrases_of(
        """did not end the game, didn't end the game, does not end the game, doesn't end the
        game, never ended the game, failed to end the game, did not win the game, didn't win
        the game, did not win me the game, didn't win me the game, did not win, didn't win,
        did not make me win, didn't make me win, failed to win the game, never won the game,
        did not give me the win, didn't give me the win, did nothing, does nothing"""
    ),
    on_resolution=phrases_of(
        """upon resolution, on resolution, when it resolved, as it resolved, once it resolved,
        after it resolved, when it resolves, as it resolves"""
    ),
    would_not_win=phrases_of(
        """wouldn't win, would not win, won't win, will not win, don't win, do not win,
        didn't win, did not win, can't win, cannot win, couldn't win, could not win"""
    ),
    responses_by=(
        ("making", "make"),
        ("creating", "create"),
        ("casting", "cast"),
        ("gaining", "gain"),
        ("activating", "activate"),
        ("sacrificing", "sacrifice"),
        ("destroying", "destroy"),
        ("paying", "pay"),
        ("losing", "lose"),
        ("dealing", "deal"),
        ("tapping", "tap"),
        ("using", "use"),
    ),
    token_kinds=words_of(
        """thopter thopters treasure treasures clue clues food foods servo servos construct
        constructs goblin goblins zombie zombies soldier soldiers spirit spirits saproling
        saprolings"""
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
    going_on=phrases_of(
        """play, play on, keep playing, keep on playing, go on, go on playing, continue,
        continue playing, live, live on, stay alive, stay in, stay in the game, survive,
        keep going, keep on going, still be alive, still be in the game"""
    ),
    until_words=words_of("until till untill"),
    at_the_moment=phrases_of(
        "at that point, at that moment, at that time, right then, right away, then, now, "
        "immediately, instantly, straight away, on the spot"
    ),
    lose_verbs=words_of("lose loses lost losing die dies died dying"),
    ways_out=words_of("win survive live"),
    used_verbs=words_of("use uses used activate activates activated tap taps tapped"),
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
    pair_together=words_of("work interact"),
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
    # a player "loses" 1 life, "takes" 3 damage: an event told with its amount (a moment)
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
    exactly=words_of("exactly precisely"),
    vague_times=phrases_of("at some point, at any point, at some time, somehow"),
    were_to=phrases_of("were to, was to"),
    while_at=phrases_of("while, when"),
    this_moment=phrases_of(
        """when this occurs, when this happens, when that occurs, when that happens,
        when it occurs, when it happens, while this happens, while that happens,
        as this happens, as that happens"""
    ),
    same_time=phrases_of(
        """at the same time, at the very same time, at the exact same time, simultaneously,
        meanwhile, in the meantime, at that same moment, at the same moment"""
    ),
    a_total_of=phrases_of("a total of, a combined total of, a combined"),
    extra=phrases_of("extra, additional"),
    something_like=phrases_of("something like, anything like, a card like, cards like"),
    other_way=phrases_of(
        """some other way, any other way, another way, other way, some other means,
        any other means, another means, other means"""
    ),
    all_done=phrases_of(
        """all you'll do is, all you will do is, all you would do is, all you'd do is,
        all you do is, all i'll do is, all i will do is, all i would do is, all i'd do is,
        all i do is"""
    ),
    acting_on=frozenset(words_of("to at from on hit hits targeting against")),
    runs_out=phrases_of("runs out, ran out, has run out, had run out, run out"),
    library_moved_verbs=words_of("put puts"),
    library_exiled_verbs=words_of("remove removes removed exile exiles exiled"),
    library_milled_verbs=words_of("mill mills milled"),
    library_emptied_verbs=words_of(
        "deplete depletes depleted empty empties emptied exhaust exhausts exhausted"
    ),
    library_whole=phrases_of("whole, entire, all of, the whole of, the rest of, all of the"),
    draw_step_asked=phrases_of(
        "what happens, what will happen, what would happen, what happened, what now"
    ),
    draw_step_reached=phrases_of(
        """go to, goes to, went to, get to, gets to, got to, move to, moves to, moved to,
        reach, reaches, reached, move into, moves into, moved into"""
    ),
    library_none_held=phrases_of(
        """have no, has no, had no, no longer have a, no longer has a, no longer had a,
        don't have a, doesn't have a, didn't have a, do not have a, does not have a,
        did not have a, don't have any, doesn't have any, do not have any, does not have any"""
    ),
    last_life=phrases_of("last point of, last remaining point of, last"),
    first_draw=phrases_of(
        """after the first draw, after drawing the first card, after the first card is drawn,
        after i draw the first card, after the first card drawn, on the first draw"""
    ),
    unnamed_draws=phrases_of(
        """some form of card draw, some kind of card draw, some sort of card draw, any form of
        card draw, any kind of card draw, some form of draw, some kind of draw, any card draw,
        some card draw, a card draw spell, a card draw effect, a card draw ability, a draw spell,
        a draw effect, any draw spell, any draw effect, some draw spell, some draw effect"""
    ),
    # only what says the draw happened: a spell "cast" may yet be countered (Brainstorm asks)
    draw_used=(
        ("use", "draw"),
        ("uses", "draws"),
        ("used", "drew"),
        ("resolve", "draw"),
        ("resolves", "draws"),
        ("resolved", "drew"),
    ),
    library_words=words_of("library deck"),
    library_plurals=words_of("libraries decks"),
    not_removed=phrases_of(
        """can't, cannot, can not, don't, do not, doesn't, does not, didn't, did not, couldn't,
        could not, won't, will not"""
    ),
    no_player=phrases_of(
        "neither player, no player, nobody, no one, no-one, noone, neither of us, none of us"
    ),
    cannot=phrases_of("can't, cannot, can not"),
    removal_verbs=phrases_of(
        """remove, destroy, exile, kill, bounce, deal with, get rid of, answer, take out"""
    ),
    library_told=words_of(
        """library libraries deck decks decked decking draw draws drew drawn drawing mill mills
        milled milling"""
    ),
    hit_verbs=words_of("hit hits hitting"),
    team_up=phrases_of(
        """team up to, teams up to, teamed up to, work together to, works together to,
        worked together to, manage to, manages to, managed to"""
    ),
    bring_verbs=words_of(
        "bring brings brought knock knocks knocked get gets got reduce reduces reduced drop drops "
        "dropped"
    ),
    deal_verbs=words_of("deal deals dealt dealing"),
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
    commander_deeds=words_of(
        "damage damaged deal deals dealt dealing hit hits hitting attack attacks attacked attacking"
        " swing swings swung swinging combat lethal"
    ),
    more_damage=phrases_of("another, a further, an additional, an extra"),
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
    face_down=phrases_of("face-down, face down, facedown"),
    face_down_nouns=phrases_of(
        """creature, creatures, morph, morphs, morph creature, morph creatures, manifest,
        manifests, creature token, creature tokens"""
    ),
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
    attackers_counted=words_of("two three four five six seven eight nine ten"),
    trample=words_of("trample"),
    lifelink=phrases_of("lifelink, life link, life-link"),
    damage_keywords=phrases_of("infect, toxic, poisonous, lifelink, life link, life-link"),
    deathtouch=words_of("deathtouch"),
    first_strike=phrases_of("first strike, first-strike, firststrike, firstrike"),
    double_strike=phrases_of("double strike, double-strike, doublestrike"),
    clause_openers=frozenset(words_of("i he she we they as because since")),
    clause_subjects=frozenset(words_of("i he she we they")),
    keyword_lacked=phrases_of(
        """without, with no, no, non, non-, not, lacking, lacks, has no, that has no, that
        doesn't have, that does not have, that doesnt have, which doesn't have, which does not
        have, who doesn't have, with neither, without any, with out"""
    ),
    indestructible=words_of("indestructible"),
    other_keywords=words_of("flying vigilance haste reach menace hexproof"),
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
    basic_land_types=words_of(
        "forest forests island islands mountain mountains plains swamp swamps wastes"
    ),
    prevent_verbs=words_of("prevent prevents prevented preventing prevention"),
    rules_text_starts=phrases_of(
        """whenever, when, at the beginning, at end of, as long as, each, target, all, other,
        players, creatures, creature, flying, trample, lifelink, deathtouch, vigilance, haste,
        reach, first strike, double strike, enchant, enchanted, equip, equipped, if, until,
        tap, sacrifice, spells, permanents, your opponents, you can't, you may, you gain,
        you lose, you draw, you win, you control, {"""
    ),
    says_words=phrases_of("which says, that says, which reads, that reads, reading, which is"),
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
    time_called=phrases_of(
        """time has been called, time is called, time was called, time gets called,
        time got called, time had been called, time is up, time was up, time runs out,
        time ran out"""
    ),
    elimination=phrases_of(
        """single-elimination, single elimination, single-elim, single elim, top 8, top eight,
        top 4, top four, playoff"""
    ),
    behind_loses=phrases_of(
        """does not have the highest life total, doesn't have the highest life total,
        do not have the highest life total, don't have the highest life total,
        without the highest life total, with the lower life total, with the lowest life total,
        with a lower life total, with less life, that is behind on life, who is behind on life"""
    ),
    rule_invoked=phrases_of(
        """is invoked, was invoked, gets invoked, got invoked, is applied, was applied, applies,
        applied, kicks in, kicked in, takes effect, took effect, is in effect, was in effect"""
    ),
    no_draw_allowed=phrases_of(
        """is not allowed to end, isn't allowed to end, can't end, cannot end, can not end,
        may not end, must not end, can never end"""
    ),
    # never "on" or "at": "Dread Return on Thassa's Oracle", "Clan Defiance at Ajani" aim one
    # thing at another, they are not one card's name
    name_connectors=frozenset(words_of("of the to from in a an with for de la le du")),
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
    aimed_at_player=frozenset(
        words_of("me myself you him her them his their opponent opponents player face head")
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
    held_elsewhere=phrases_of(
        "hand, library, deck, graveyard, yard, exile, exiled, sideboard, command zone"
    ),
    held_named=words_of("named called"),
    held_none=phrases_of("no, none, zero, 0, not any, nothing"),
    held_acting=words_of("ability abilities trigger triggers triggered"),
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
    many_sources=words_of("each all both every"),
    two_sources=words_of("both"),
    apart_sources=phrases_of(
        """separate, separately, different, distinct, various, one after the other,
        one at a time, in turn"""
    ),
    resolving_kinds=words_of("spells abilities triggers sources instants sorceries"),
    several_counted=words_of("several multiple many"),
    plural_pronouns=words_of("they them those these"),
    flickered_by=phrases_of(
        """targeted by, targeted with, exiled by, exiled with, flickered by, flickered with,
        blinked by, blinked with, hit by, hit with"""
    ),
    target_verbs=words_of("target targets targeted"),
    aimed_at=phrases_of("on, targeting, at"),
    counter_verbs=words_of("counter counters countered"),
    copy_verbs=words_of("copy copies copied"),
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
    units=words_of("one two three four five six seven eight nine"),
    teens=words_of(
        "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
    ),
    tens=words_of("twenty thirty forty fifty sixty seventy eighty ninety"),
    zero="zero",
    hundred="hundred",
    thousand="thousand",
    million="million",
    negative=words_of("negative minus"),
    role_adjectives=words_of(
        "attacking defending active nonactive non-active starting first second third fourth "
        "fifth sixth"
    ),
    card_chosen_roles=words_of("target targeted enchanted chosen"),
    life_words=words_of("life vitae hp health"),
    cause_leads=phrases_of("thanks to, because of, due to"),
    # "im": "I'm" as chat writes it ("im at 2 and take 1"), never a player called "im"
    self_words=frozenset(words_of("i me my you your yourself myself im")),
    you_and_i=phrases_of("you and I, you and me, me and you, I and you"),
    addressed=frozenset(words_of("you your yourself yours")),
    later_openers=phrases_of("then, and then, after that, afterwards, after this, later, later on"),
    late_corrections=words_of(
        """had was were been remember remembered realise realised realize realized forgot
        forgotten actually instead wait oops meant mean correction sorry mistake already still
        before earlier previously if would could whether it its that this these those
        counter counters countered resolve resolves resolved fizzle fizzles fizzled stack
        respond responds responded response"""
    ),
    each_alike=phrases_of("each, apiece, a piece, a head, per player"),
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
            my opp
            your opp
            the opp
            opp
            """
        )
    ),
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
        went dies died"""
    ),
    shorthand_with=(("w/o", "without"), ("w/", "with")),
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
    cause_to_lose=phrases_of("be the cause of, cause, make, force"),
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
    zero alive dead kill killed kills sit sits sat stand stands stood drawed
    hello hey hi thanks thank please lol ok okay yeah yep nope test testing help question
    oh ah uh um umm hmm ooh oops whoops btw ps wait sorry idk imo tbh ty thx actually
    ruling rulings arbiter bot guys everyone folks multiplayer ffa format
    xmage magarena mtga mtgo cockatrice argentum forge arena wagic
    """
        )
    ),
)
