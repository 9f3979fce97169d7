"""What a person thinks: opinions, reasons and rules believed, claims of the outcome, a card's
text read, and a player's words quoted; none of it a fact of the game.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `OpinionWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class OpinionWords:
    """The words of one language that tell what a person thinks:
    each field by what it does in a question."""

    opinion_verbs: tuple[str, ...]  # "think", "am under the impression", "keeps saying"
    opinion_words: frozenset[str]  # what an opinion of only the outcome is made of
    # "I think I win since I have priority during my turn": what a reason the asker gives for
    # an opinion of the outcome is made of, of the order of play only
    reason_leads: tuple[str, ...]
    reason_words: frozenset[str]
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
    # I "just read" "the preview" "for" Phage: what the asker read of a card, no fact of a game
    read_about_verbs: tuple[str, ...]
    read_about_what: tuple[str, ...]
    read_about_of: tuple[str, ...]
    # one of the cards "rumored" to be in Mirrodin is as follows: Platinum Angel
    previewed: tuple[str, ...]
    # I thought you can't go below 0 but "reading" the card (Phyrexian Unlife) it says ...
    card_read: tuple[str, ...]
    # if A wins ..., then "the resolution would have" B and C lose, D and A "stay in the game":
    # the outcome someone reasons would follow (asker_thoughts.is_claimed_outcome)
    claim_leads: tuple[str, ...]
    claim_words: frozenset[str]
    # player B and C "can't stop it": nothing done in response (chat_forms.cant_stop)
    cant_stop: tuple[str, ...]
    # "you win the game" "is resolved as if it were" "each opponent loses the game"
    wording_read_as: tuple[str, ...]
    # "i bolt him. he bolts me": a player's spell at the one whose spell was told just before,
    # each person as subject and as object ("i"/"me"): cast in response, or after (text_sentences)
    reply_persons: tuple[str, ...]
    foretold: frozenset[str]  # it "will" be removed: what the asker reasons is to come
    as_soon_as: tuple[str, ...]  # it will be removed "as soon as" he loses: what it follows
    told_earlier: tuple[str, ...]  # he "had" gained 3 life, "earlier": before, said late
    concedes: tuple[str, ...]  # "concedes", "scooped": saying so is doing so
    # a player's words quoted that concede nothing (quoted_text.players_words): Adam "says to"
    # Nicole, "If you show me a counter, I'll concede." / "No, you have to concede! Judge!"
    speech_verbs: tuple[str, ...]  # Adam "says", "asks", "replies": a player's words quoted
    concession_promised: tuple[str, ...]  # if you show it, "I'll" concede: not conceding
    concession_demanded: tuple[str, ...]  # "you have to" concede: another player's demand
    speech_fillers: tuple[str, ...]  # "No", "OK", "Judge!": words that do nothing
    # "lol", "idk", "(I think)": an aside at a clause's edge, no fact of the moment
    chat_asides: tuple[str, ...]
    # ":)", ":D", ";)": a face typed in chat, taken off wherever it stands between spaces
    chat_faces: tuple[str, ...]
    # "This would probably do nothing": the asker's hedged guess that what was told does nothing
    nothing_guess_hedges: frozenset[str]
    nothing_guess_words: frozenset[str]
    # of those, the guess itself: "nothing" happens, or, negated ("won't"), "anything", "work"
    nothing_said: tuple[str, ...]
    nothing_negated: tuple[str, ...]
    guess_negations: frozenset[str]
    reveal_restated: tuple[str, ...]  # "I showed you" my counter spell: a reveal, ends nothing
    card_text_sources: tuple[str, ...]  # the "card" says "you win the game": its text quoted
    card_text_verbs: tuple[str, ...]  # the card "says", "reads" "...": its text quoted
    # "Because Arnold has conceded, Maralen is no longer on the field": what a player's
    # concession told before takes with it, said again as the asker's reasoning
    # (leaving_restated.py); "But is it within the rules of the game?" after it
    restated_because: tuple[str, ...]
    restated_conceded: tuple[str, ...]
    restated_told: tuple[str, ...]  # Arnold "concedes": the concession told before
    restated_held: tuple[str, ...]  # Arnold "has" Maralen: the card told his before
    restated_owners: tuple[str, ...]  # "his" Maralen: the one who conceded
    restated_gone: tuple[str, ...]
    restated_denials: tuple[str, ...]  # bob "doesn't" concede: no concession told
    legality_openers: tuple[str, ...]
    legality_asked: tuple[str, ...]


ENGLISH_OPINIONS = OpinionWords(
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
        proceeds to say
        proceeded to say
        then proceeds to say
        then proceeded to say
        goes on to say
        went on to say
        """
    ),
    opinion_words=frozenset(
        words_of("think thinks thought believe believes claim claims says said")
    ),
    reason_leads=phrases_of("since, because"),
    reason_words=frozenset(
        words_of(
            """priority turn turns stack active nonactive non-active first last order resolve
            resolves resolved resolving trigger triggers triggered apnap top bottom goes go went
            during before after player players"""
        )
    ),
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
    reply_persons=phrases_of("i me, he him, she her, they them, you you, we us"),
    as_soon_as=phrases_of("as soon as, once, when, whenever, after, the moment"),
    # "he had gained 3 life", "he gained 3 life earlier": an event told after the game ended
    # in words that say it came before (held_in_order.told_as_earlier)
    told_earlier=phrases_of(
        """had, had been, earlier, before that, before then, before this, beforehand,
        previously, already, prior to that, by then"""
    ),
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
        must, need to, has to, needs to, has got to, got to, gotta, should, ought to"""
    ),
    speech_fillers=phrases_of("no, ok, okay, yes, yeah, fine, sure, wait, hey, judge, now"),
    nothing_said=words_of("nothing"),
    nothing_negated=words_of("anything work"),
    guess_negations=frozenset(words_of("not won't wouldn't doesn't don't didn't shouldn't")),
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
        ty, thx, pls, plz, ngl, bruh, bro, omg, wtf, smh, fr, yo,
        i think, i believe, i guess"""
    ),
    chat_faces=(":)", ":(", ":D", ":P", ":p", ";)", ":')", ":'(", ":/", ":|", ":o", ":O", "xD"),
    card_text_sources=phrases_of("card, spell, it, text, oracle text, rules text, wording"),
    card_text_verbs=phrases_of("says, said, reads, read, states, stated, plainly says"),
    reveal_restated=phrases_of(
        """i showed you, i just showed you, i've shown you, i have shown you, i revealed,
        i just revealed, i've revealed, i have revealed, i showed"""
    ),
    restated_because=phrases_of("because, since, as, now that"),
    restated_conceded=phrases_of("has conceded, had conceded, conceded, concedes, has scooped"),
    restated_told=phrases_of("concedes, conceded, has conceded, concede"),
    restated_held=words_of("has had controls controlled"),
    restated_owners=words_of("his her their the"),
    restated_gone=phrases_of(
        """is no longer on the field, is no longer on the battlefield, is no longer in play,
        isn't on the battlefield anymore, is not on the battlefield anymore, is gone,
        leaves the battlefield, left the battlefield, leaves the game, left the game,
        leaves with him, leaves with her, leaves with them, goes with him, goes with her"""
    ),
    restated_denials=words_of(
        "not never doesn't don't didn't won't wouldn't can't cannot couldn't shouldn't"
    ),
    legality_openers=words_of("but so and"),
    legality_asked=phrases_of(
        """is it within the rules of the game, is it within the rules, is that within the rules,
        is this within the rules, is it legal, is that legal, is this legal, is it allowed,
        is that allowed, is this allowed, is that allowed by the rules, is it allowed by the
        rules"""
    ),
)
