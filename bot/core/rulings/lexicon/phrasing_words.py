"""Words that change nothing, or say a phrase of the language another way.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `PhrasingWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class PhrasingWords:
    """The words of one language that change nothing or say a phrase another way:
    each field by what it does in a question."""

    # "me too", "I do as well", "so does he", "vice versa": what was said, said again of
    # another player (never nothing of the game, never a phrase to offer)
    said_again: tuple[str, ...]
    # "bob won", "bob lost", "bob died", "bob conceded": an outcome a suggestion keeps, each kind
    outcome_kinds: tuple[frozenset[str], ...]
    exactly: tuple[str, ...]  # at "exactly" 50 life
    vague_times: tuple[str, ...]  # I go below 1 "at some point": when is not said, nor needed
    # he's "dead" at 0: a total said with the loss the asker sees in it (the ruling's to say)
    dead_at: tuple[str, ...]
    were_to: tuple[str, ...]  # if I "were to" concede: a moment supposed, read as it happens
    while_at: tuple[str, ...]  # I take 3 "while" (I'm) at 3: the total before the event
    same_time: tuple[str, ...]  # "At the same time, ...": the sentence before's moment
    # a sentence's events said together ("at once", "while", "with it"), or a gain said to
    # come with damage ("lifelink", "drains"): one moment (told_in_turn.py)
    together_said: tuple[str, ...]
    together_with: tuple[str, ...]
    together_with_what: tuple[str, ...]
    gain_with_damage: tuple[str, ...]  # a word's start: "lifelink", "life-linked", "drains"
    # "I take 3 damage "and" ...": a clause cut where a joining word ends it
    cut_joins: tuple[str, ...]
    # "Meanwhile, ...": with the sentence before, at once or after it, the order left open
    order_open: tuple[str, ...]
    # "..., then I lose 3 life" "from" "the same" "spell" ("too"): what the sentence before
    # told and this one came from one resolution, with no check between them (MTG CR 608.2)
    one_resolution_leads: tuple[str, ...]
    one_resolution_same: tuple[str, ...]
    # ", both from" "one" spell: one said of both (alone, "we both take 3 from one spell" is
    # the sentence's own moment)
    one_resolution_both: tuple[str, ...]
    one_resolution_one: tuple[str, ...]
    one_resolution_objects: tuple[str, ...]
    one_resolution_closers: tuple[str, ...]
    # what the sentence before must tell for it ("my opponent "loses" 3 life"): never a total
    one_resolution_acts: tuple[str, ...]
    # "I take 1 combat damage. Then I gain 3 life" "from" "my lifelink": lifelink's life comes
    # as its creature's damage is dealt (MTG CR 702.15b), at once with the rest or not
    lifelink_leads: tuple[str, ...]
    lifelink_sources: tuple[str, ...]
    this_moment: tuple[str, ...]  # "... if I have Platinum Angel when this occurs": the same
    a_total_of: tuple[str, ...]  # deal "a total of" five damage: five damage
    extra: tuple[str, ...]  # gain 7 "extra" life: 7 life
    extra_units: tuple[str, ...]  # gain 7 extra "life", "damage", "poison": what is extra
    # "something like Platinum Angel or Phyrexian Unlife, or some other way to": the examples
    # of a kind of thing the asker says, then the kind
    something_like: tuple[str, ...]
    other_way: tuple[str, ...]
    all_done: tuple[str, ...]  # "all you'll do is" gain 7 life: the whole of what happens
    # I deal 3 damage "to" my opponent while he's at 3: the event acts on another player
    acting_on: frozenset[str]
    last_life: tuple[str, ...]  # he loses his "last point of" life: he goes to 0 life
    not_removed: tuple[str, ...]  # I "can't" / "don't" remove his Gideon: nothing done
    no_player: tuple[str, ...]  # "neither player" can win: every player, denied
    cannot: tuple[str, ...]  # both players "can't" lose
    # no player "can" "win" ("the game"), I can't "lose": an outcome denied, restated
    can: tuple[str, ...]
    win_said: tuple[str, ...]
    lose_said: tuple[str, ...]
    the_game: tuple[str, ...]
    # I can't lose the game "for any in-game reason": the same outcome denied, said whole
    any_reason: tuple[str, ...]
    # "it" "can't" "cause" me to lose the game: the same outcome denied, said of its cause
    cause_subjects: tuple[str, ...]
    cause_verbs: tuple[str, ...]
    removal_verbs: tuple[str, ...]  # I don't "remove" / "destroy" his Gideon
    opponent_owners: tuple[str, ...]  # I don't destroy "their" opponent's Gideon
    # "Can I ... and not lose? Then, later, attack and destroy the Humility?": a question told
    # on after one the asker asked of themself, its subject left out (followed_up.py): its
    # "then" / "later" leads, the verbs it may start with, what the card may follow, and the
    # verb that shares the card with the removal ("attack and destroy" a card no one can
    # attack: only going after it, MTG CR 508.1b)
    follow_up_leads: tuple[str, ...]
    follow_up_removals: tuple[str, ...]
    follow_up_owners: tuple[str, ...]
    attacked_with_removal: tuple[str, ...]
    # the card types of a permanent an attack may reach in combat (attacked, 508.1b, or one
    # that blocks): "attack and destroy" one of these may be combat, never read so
    attackable_types: tuple[str, ...]
    # a card that takes abilities away (Humility) said taken away "in response", "at the same
    # time", "with the spell on the stack" or "had been" destroyed, after a creature entering
    # told before it: gone at or before the entering, not after (abilities_removed.py); a past
    # tense ("was" destroyed) beside a present entering places it unless a lead says later
    removed_at_or_before: tuple[str, ...]
    removed_in_past: tuple[str, ...]
    # I "hadn't" / "didn't" "lose" ("the game") "because of" the Angel: a player said not to
    # have lost, a claim the judge checks, as "I'm still in the game" (library_forms.py); told,
    # never in the present ("he doesn't lose the game": the asker's guess, unread)
    not_lost_negations: tuple[str, ...]
    not_lost_verbs: tuple[str, ...]
    not_lost_yet: tuple[str, ...]
    not_lost_because: tuple[str, ...]


ENGLISH_PHRASINGS = PhrasingWords(
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
    exactly=words_of("exactly precisely"),
    vague_times=phrases_of("at some point, at any point, at some time, somehow"),
    dead_at=words_of("dead"),
    were_to=phrases_of("were to, was to"),
    while_at=phrases_of("while, when"),
    this_moment=phrases_of(
        """when this occurs, when this happens, when that occurs, when that happens,
        when it occurs, when it happens, while this happens, while that happens,
        as this happens, as that happens"""
    ),
    same_time=phrases_of(
        """at the same time, at the very same time, at the exact same time, simultaneously,
        at that same moment, at the same moment"""
    ),
    order_open=phrases_of("meanwhile, in the meantime"),
    together_said=phrases_of("simultaneous, at once, while, whilst, meanwhile, together"),
    together_with=words_of("with"),
    together_with_what=phrases_of("it, that, the damage"),
    gain_with_damage=phrases_of("life link, drain, siphon"),
    cut_joins=words_of("and but"),
    one_resolution_leads=phrases_of("from, by, with, through, via, as part of, because of, due to"),
    one_resolution_same=phrases_of(
        "the same, that same, the very same, the exact same, one and the same"
    ),
    one_resolution_both=phrases_of("both from, all from, both by, both as part of"),
    one_resolution_one=phrases_of("one, a single, the same, one and the same"),
    one_resolution_objects=words_of(
        "spell spells ability effect activation resolution trigger instant sorcery"
    ),
    one_resolution_closers=phrases_of("too, as well, also, again"),
    one_resolution_acts=words_of(
        """lose loses lost losing take takes took taking deal deals dealt dealing gain gains
        gained gaining damage"""
    ),
    lifelink_leads=phrases_of(
        "from, with, by, off, off of, through, via, thanks to, because of, due to, for"
    ),
    lifelink_sources=phrases_of(
        """lifelink, my lifelink, the lifelink, its lifelink, lifelink damage, the lifelink
        damage, my lifelinker, the lifelinker, my lifelink creature, the lifelink creature,
        my lifelinking creature, my creature's lifelink, my creature with lifelink,
        my attacker's lifelink, my blocker's lifelink, my lifelink attacker,
        my lifelink blocker, life link, my life link, his lifelink, her lifelink,
        their lifelink, your lifelink, his lifelinker, her lifelinker, their lifelinker,
        your lifelinker, his lifelink creature, her lifelink creature, their lifelink creature,
        your lifelink creature, his creature's lifelink, her creature's lifelink,
        their creature's lifelink, your creature's lifelink, his creature with lifelink,
        her creature with lifelink, their creature with lifelink, your creature with lifelink"""
    ),
    a_total_of=phrases_of("a total of, a combined total of, a combined"),
    extra=phrases_of("extra, additional"),
    extra_units=words_of("life damage poison"),
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
    last_life=phrases_of("last point of, last remaining point of, last"),
    not_removed=phrases_of(
        """can't, cannot, can not, don't, do not, doesn't, does not, didn't, did not, couldn't,
        could not, won't, will not"""
    ),
    no_player=phrases_of(
        "neither player, no player, nobody, no one, no-one, noone, neither of us, none of us"
    ),
    cannot=phrases_of("can't, cannot, can not"),
    can=words_of("can"),
    win_said=words_of("win"),
    lose_said=words_of("lose"),
    any_reason=phrases_of(
        "for any reason, for any in-game reason, for any in game reason, for any game reason"
    ),
    cause_subjects=words_of("it that this"),
    cause_verbs=words_of("cause make"),
    the_game=phrases_of("the game"),
    removal_verbs=phrases_of(
        """remove, destroy, exile, kill, bounce, deal with, get rid of, answer, take out"""
    ),
    opponent_owners=words_of("my your his her their our"),
    follow_up_leads=phrases_of("then, later, afterwards, after that"),
    follow_up_removals=words_of("destroy exile sacrifice kill remove"),
    follow_up_owners=words_of("the my his her their your"),
    attacked_with_removal=phrases_of("attack and"),
    attackable_types=words_of("creature planeswalker battle"),
    removed_at_or_before=phrases_of(
        """in response, respond, responds, responded, responding, response, same time,
        simultaneous, simultaneously, stack, while, during, meantime, meanwhile, before,
        earlier, already, first, beforehand, had, as"""
    ),
    removed_in_past=words_of("was were been got"),
    not_lost_negations=phrases_of(
        """didn't, did not, didnt, hadn't, had not, hadnt, hasn't, has not, hasnt, haven't,
        have not, havent, never"""
    ),
    not_lost_verbs=words_of("lose lost"),
    not_lost_yet=words_of("yet"),
    not_lost_because=phrases_of("due to, because of, thanks to, on account of"),
)
