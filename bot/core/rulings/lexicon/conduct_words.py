"""Tournament conduct: the handshake after an attack for lethal, time called in a round, and
the rules a tournament applies then.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `ConductWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class ConductWords:
    """The words of one language that tell tournament conduct:
    each field by what it does in a question."""

    conduct_words: tuple[str, ...]  # a "handshake", the result "slip": tournament conduct
    # a handshake after an attack for lethal (handshakes.py): AP "attacked" for lethal (the
    # attack words' lethal_attacks), "extended a hand", NAP "accepted" "the handshake": a
    # concession; then AP "shuffled up"
    lethal_attack_leads: tuple[str, ...]  # AP "tapped out to" attack for lethal
    handshake_pronouns: tuple[str, ...]  # "he" attacked for lethal: a player said by a pronoun
    hand_offered: tuple[str, ...]  # AP "extended a hand", "offered his hand"
    hand_accepted: tuple[str, ...]  # NAP "accepted", "shook" it
    hand_taken: tuple[str, ...]  # NAP accepted "it", "the handshake", "his hand"
    hands_shaken: tuple[str, ...]  # AP and NAP "shook hands"
    after_handshake: tuple[str, ...]  # AP "shuffled up", "picked up his cards": no event
    attack_for: tuple[str, ...]  # AP attacked "for" lethal
    hand_offered_to: tuple[str, ...]  # AP extended a hand "to" NAP
    hand_of: tuple[str, ...]  # NAP accepted bob's "hand"
    handshake_we: tuple[str, ...]  # "we" shook hands: AP and NAP
    after_handshake_subjects: tuple[str, ...]  # "both players", "we", "they" shuffled up
    time_called: tuple[str, ...]  # when "time has been called" in single elimination: MTR 2.4
    # when time is called in a round (quoted_text.py): the rules a tournament applies then
    elimination: tuple[str, ...]  # time called in "single-elimination" rounds
    behind_loses: tuple[str, ...]  # a player who "does not have the highest life total" loses
    rule_invoked: tuple[str, ...]  # the "sudden death" rule "is invoked": it begins
    no_draw_allowed: tuple[str, ...]  # a single-elimination match "is not allowed to end" in a draw


ENGLISH_CONDUCT = ConductWords(
    conduct_words=phrases_of(
        """handshake, premature handshake, shook hands, shake hands, shakes hands,
        extended a hand, extends a hand, offered a hand, offers a hand, offered his hand,
        offered her hand, result slip, match slip, the slip, results slip,
        pick up their cards, picked up their cards, picks up his cards, picks up her cards,
        picked up his cards, picked up her cards, shuffled up, shuffles up, called a judge,
        calls a judge, call a judge, calling a judge, bluff, bluffed, bluffing, bluffs"""
    ),
    handshake_pronouns=words_of("i he she"),
    lethal_attack_leads=phrases_of("tapped out to, tapped out and, went all in to, goes all in to"),
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
    attack_for=words_of("for"),
    hand_offered_to=words_of("to"),
    hand_of=words_of("hand"),
    handshake_we=words_of("we"),
    after_handshake_subjects=phrases_of("both players, we, they"),
    after_handshake=phrases_of(
        """shuffled up, shuffles up, shuffle up, started shuffling, starts shuffling,
        began shuffling, begins shuffling, picked up his cards, picks up his cards,
        picked up her cards, picks up her cards, picked up their cards, pick up their cards,
        picks up their cards, picked up my cards, pick up my cards, picked up our cards,
        pick up our cards"""
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
)
