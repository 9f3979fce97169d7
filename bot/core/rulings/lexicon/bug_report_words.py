"""Software bug reports: what a program did, no fact of the game.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `BugReportWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class BugReportWords:
    """The words of one language that report a program's bug:
    each field by what it does in a question."""

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
    # ", "but" "then" the game is stuck": the words before a stuck program told after an event
    stuck_then: tuple[str, ...]
    stuck_joins: tuple[str, ...]
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
    # it doesn't check "to see" if ...; causes him "to" (infinitive_to) win; even with 3 cards,
    # never "and" 3 life; "my" Thassa's Oracle: whose card claims the win (claimed_wins.py)
    unchecked_see: tuple[str, ...]
    even_with_stops: tuple[str, ...]
    claim_owners: tuple[str, ...]
    # a count-gated trigger answered, said not to have won (trigger_reports.py): "I
    # "responded" to the trigger", it "did not end the game" "upon resolution", by "making" ...
    responded: tuple[str, ...]
    trigger_not_won: tuple[str, ...]
    on_resolution: tuple[str, ...]
    would_not_win: tuple[str, ...]  # "you wouldn't win" the game: a claim of what it does
    responses_by: tuple[tuple[str, str], ...]  # by "making" 8 thopters: (gerund, I ...)
    token_kinds: tuple[str, ...]  # I made 8 "thopters", a "Treasure": tokens by their kind
    # a card's trigger at a step said to have ended the game (trigger_verdicts.py): "Angel of
    # Destiny "is broke"" (a report's title on the card), "my" "own" Angel of Destiny "killed"
    # "me" "at" "the beginning of" my "endstep": the step and whose, a fact; who it killed, the
    # program's verdict
    card_faulted: tuple[str, ...]
    card_whose: tuple[str, ...]
    trigger_nouns: tuple[str, ...]  # my Angel of Destiny's "trigger" killed me
    trigger_killed: tuple[str, ...]
    trigger_whom: tuple[str, ...]
    own_word: tuple[str, ...]
    step_at: tuple[str, ...]
    step_start: tuple[str, ...]
    step_whose: tuple[str, ...]
    steps_said: tuple[tuple[str, str], ...]  # ("endstep", "end step"): as said, as the reader's
    # a text cut off in what the asker saw done ("... it resolved and thassa's "looked to be"
    # "put""): an appearance, then a verb of putting with no place said (cut_tails.py)
    cut_appearances: tuple[str, ...]
    cut_placings: tuple[str, ...]
    # "the" Oracle's "trigger": the words beside a card's name in the cut clause's subject
    cut_subject_words: frozenset[str]
    # (vanished_shown.py) "as" she resolved, "both" she and "my hand" "disappeared": a player's
    # hand, with what they had, gone at once: what a program shows as it takes that player out
    # of the game, no event of it; "she" / "he" said to resolve: the card named before. The
    # hand is the caster's: "my hand" where "I" cast the card, another's where another did
    # (no board: a sweeper takes one too)
    vanish_moments: tuple[str, ...]
    vanished: tuple[str, ...]
    vanished_hands: tuple[str, ...]
    vanished_own_hands: tuple[str, ...]
    vanish_speakers: tuple[str, ...]
    vanished_both: tuple[str, ...]
    resolving_persons: tuple[str, ...]
    # "..., it resolved "and"", "... . "In response"": a text that stops on a word that joins
    # on what comes next (cut_tails.check_not_cut_off); "then", "so", "in response" only after
    # a stop or a comma
    cut_joiners: tuple[str, ...]
    cut_joiners_after_a_stop: tuple[str, ...]


ENGLISH_BUG_REPORTS = BugReportWords(
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
    stuck_then=words_of("then"),
    stuck_joins=words_of("and but yet"),
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
    unchecked_see=phrases_of("to see"),
    even_with_stops=words_of("and at with but or"),
    claim_owners=words_of("my his her their"),
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
    card_faulted=phrases_of(
        """is broke, is broken, is bugged, is buggy, seems broken, seems bugged, is not working,
        isn't working, is not working right, isn't working right, doesn't work right,
        does not work right, is glitched"""
    ),
    card_whose=words_of("my"),
    trigger_nouns=phrases_of("trigger, triggered ability, ability, end step trigger"),
    trigger_killed=words_of("killed kills"),
    trigger_whom=phrases_of(
        """me, him, her, them, you, us, my opponent, the opponent, my opponents, the player,
        its controller, its owner, everyone, everybody"""
    ),
    own_word=words_of("own"),
    step_at=words_of("at during in on"),
    step_start=phrases_of("the beginning of, the start of"),
    step_whose=words_of("my the"),
    steps_said=(
        ("upkeep", "upkeep"),
        ("end step", "end step"),
        ("endstep", "end step"),
        ("end-step", "end step"),
    ),
    cut_appearances=phrases_of(
        """looked to be, looks to be, seemed to be, seems to be, appeared to be, appears to be,
        looked like it was, looked like it got, seemed like it was, seemed to get, looked to get,
        appeared to get"""
    ),
    cut_placings=phrases_of("put, put back, placed, moved, sent, returned, taken"),
    cut_subject_words=frozenset(words_of("it its the my trigger ability triggered card")),
    vanish_moments=phrases_of("as, when, once, after, as soon as, right after, just after"),
    vanished=phrases_of(
        """disappeared, disappears, disappear, vanished, vanishes, vanish, went away,
        were gone, was gone, are gone, is gone, got removed, were removed"""
    ),
    vanished_hands=phrases_of(
        """my hand, his hand, her hand, their hand, my whole hand, his whole hand,
        her whole hand, their whole hand"""
    ),
    vanished_own_hands=phrases_of("my hand, my whole hand"),
    vanish_speakers=words_of("i"),
    vanished_both=words_of("both"),
    resolving_persons=words_of("she he"),
    cut_joiners=phrases_of(
        """and, and then, and so, but, but then, or, in response to, because, while, unless,
        until, when, if, and in response, but in response"""
    ),
    # "he gains 2 life in response", "what happens then", "the card says so": whole
    cut_joiners_after_a_stop=phrases_of("then, so, in response"),
    token_kinds=words_of(
        """thopter thopters treasure treasures clue clues food foods servo servos construct
        constructs goblin goblins zombie zombies soldier soldiers spirit spirits saproling
        saprolings"""
    ),
)
