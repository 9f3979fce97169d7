"""The words that tell where and how often a spell was cast, and whether it resolved: "I cast
another Approach of the Second Sun from my hand", "from my graveyard with Snapcaster Mage", "it
gets countered", creatures "with the same name", a card "used" on a creature "to get a win"
(cast_places.py, counts.py, used_on_creatures.py, spell_resolutions.py).

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `CastWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class CastWords:
    """The words of one language that tell a spell's casts and resolution: each field by what
    it does in a question."""

    # I cast "another" Approach of the Second Sun "from my hand": a second cast, from a hand;
    # I cast "my opponent's" Approach (Jace's ultimate): a cast of mine, whoever owns it
    cast_again: tuple[str, ...]
    cast_from_hand: tuple[str, ...]
    # whose hand (hands_owned.py): "my" the asker's own, "your" the one spoken to's, "his" /
    # "her" / "their" another's than the asker; and the caster said, by the same persons ("I",
    # "you", "he" or "my opponent"), with the cast verb, "casts" a third person's
    hand_mine: tuple[str, ...]
    hand_yours: tuple[str, ...]
    hand_others: tuple[str, ...]
    hand_caster_first: frozenset[str]
    hand_caster_second: frozenset[str]
    hand_caster_third: frozenset[str]
    hand_cast_verbs: tuple[str, ...]
    hand_cast_third: frozenset[str]
    # a place said that is none read above ("from my opponent's hand", "from my sideboard"):
    # told, so never open
    cast_place_unread: tuple[str, ...]
    # cast "with" Snapcaster Mage, "via" Snapcaster: what let it be cast, its place (a
    # graveyard, exile, a library) left to the card: none read here
    cast_by_a_card: tuple[str, ...]
    # an earlier cast told of "last game", "game 1": another game, whose casts never count
    other_game_said: tuple[str, ...]
    # ... cast "from my graveyard", "with flashback", "by cascade": from anywhere but a hand;
    # "not" / "never" from my hand: the hand denied
    cast_not_from_hand: tuple[str, ...]
    hand_denied: tuple[str, ...]
    # the "first", "second", "another" Approach: a count of casts before a card's short name
    casts_counted: frozenset[str]
    # creatures "with the same name", a creature "named" X, cards "with different names": a
    # count a card's condition makes of names (counts.py)
    same_name_said: tuple[str, ...]
    named_said: tuple[str, ...]
    different_names_said: tuple[str, ...]
    # bob "successfully" casts "a" Shock "at" alice, ... "and" / "then": a spell said to have
    # resolved (spell_resolutions.py); "cast" beside the cast verbs; it is "countered"
    successfully_cast: tuple[str, ...]
    resolution_goes_on: tuple[str, ...]
    countered_said: tuple[str, ...]
    # I cast Approach ... then I cast "a second copy" / "another one": the card told cast
    # before, named again by a word (casts_told_again.py)
    cast_named_again: tuple[str, ...]
    # ... cast a second copy "from", "and", "with": what may follow it (else "one spell",
    # "one of my instants" names something else)
    named_again_followers: tuple[str, ...]
    # "casting" a second copy "will win" "you" "the game": an act by its gerund, with the
    # outcome someone claims of it; "(if it resolves, that is)": the case it claims it of
    claimed_win_verbs: tuple[str, ...]
    claimed_for: tuple[tuple[str, str], ...]  # whose win: (object, subject it is told with)
    the_game_word: tuple[str, ...]
    if_it_resolves: tuple[str, ...]
    that_is: tuple[str, ...]
    # "the first one" "also" "doesn't need to" "resolve"; "the second one" "doesn't win you
    # the game until it resolves": a rule stated of the card told again, no event
    ordinal_ones: tuple[str, ...]
    rule_adverbs: tuple[str, ...]
    not_needed: tuple[str, ...]
    needed_acts: tuple[str, ...]
    no_win_until: tuple[str, ...]
    until_resolved: tuple[str, ...]
    rule_leads: tuple[str, ...]
    # I used Dread Return on Thassa's Oracle "to get a win": the asker's aim, no fact; ", "it
    # resolved"": the spell that puts it there resolved (used_on_creatures.py)
    win_purposes: tuple[str, ...]
    means_resolved: tuple[str, ...]
    # I "used" Sneak Attack on Phage: told done (an ability activated, a spell cast, may not
    # have resolved yet)
    used_done: tuple[str, ...]


ENGLISH_CASTS = CastWords(
    cast_again=phrases_of(
        "another, a second, the second, my second, a, an, my, the, my opponent's, "
        "the opponent's, his, her, their, your, opponent's"
    ),
    cast_from_hand=phrases_of(
        "from my hand, from hand, from his hand, from her hand, from your hand, from their hand"
    ),
    hand_mine=phrases_of("from my hand"),
    hand_yours=phrases_of("from your hand"),
    hand_others=phrases_of("from his hand, from her hand, from their hand"),
    hand_caster_first=frozenset(words_of("i")),
    hand_caster_second=frozenset(words_of("you")),
    hand_caster_third=frozenset(words_of("he she they opponent opp")),
    hand_cast_verbs=words_of("cast casts casting"),
    hand_cast_third=frozenset(words_of("casts")),
    cast_place_unread=phrases_of("hand, sideboard, outside the game"),
    cast_by_a_card=phrases_of("with, via, using, through, thanks to, off, by, because of"),
    other_game_said=phrases_of(
        "last game, previous game, earlier game, other game, another game, next game, "
        "last match, previous match, next match, game one, game two, game three, game 1, "
        "game 2, game 3, games 1, games 2, sideboarding, shuffle up"
    ),
    cast_not_from_hand=phrases_of(
        "from my graveyard, from his graveyard, from her graveyard, from your graveyard, "
        "from their graveyard, from the graveyard, from graveyard, from exile, from my library, "
        "from the top of my library, from his library, from her library, with flashback, "
        "by flashback, using flashback, with cascade, by cascade, off cascade, off a cascade, "
        "from the command zone"
    ),
    hand_denied=words_of("not never n't"),
    casts_counted=frozenset(words_of("first second third another other")),
    same_name_said=phrases_of("with the same name"),
    named_said=words_of("named"),
    different_names_said=phrases_of("with different names"),
    successfully_cast=words_of("cast"),
    resolution_goes_on=words_of("and then"),
    countered_said=words_of("countered"),
    cast_named_again=phrases_of(
        "a second copy, another copy, a second one, another one, the second one, one"
    ),
    named_again_followers=phrases_of(
        "from, and, with, by, using, off, too, as well, later, at, targeting"
    ),
    claimed_win_verbs=phrases_of(
        "will win, would win, should win, won't win, will not win, wouldn't win, would not win"
    ),
    claimed_for=(("you", "you"), ("me", "I"), ("him", "he"), ("her", "she")),
    the_game_word=phrases_of("the game"),
    if_it_resolves=phrases_of("if it resolves, provided it resolves, as long as it resolves"),
    that_is=phrases_of("that is"),
    ordinal_ones=phrases_of(
        "the first one, the second one, the other one, the first copy, the second copy, "
        "the first spell, the second spell"
    ),
    rule_adverbs=words_of("also even still"),
    not_needed=phrases_of(
        "doesn't need to, does not need to, needn't, need not, doesn't have to, does not have to"
    ),
    needed_acts=phrases_of("resolve, be resolved"),
    no_win_until=phrases_of("doesn't win, does not win, won't win, will not win"),
    until_resolved=phrases_of("until it resolves, until it has resolved"),
    rule_leads=phrases_of("that said, but, and"),
    win_purposes=phrases_of(
        "to get a win, to get the win, to win the game, to win, for the win, to go for the win"
    ),
    means_resolved=phrases_of("it resolves, it resolved, it has resolved, it did resolve"),
    used_done=words_of("use uses used"),
)
