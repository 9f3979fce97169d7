"""A clause about a card that is no event itself (phrases.py): a card in play, put on the stack
or resolving, moving, taken off, or dying of damage; and the continuous effects and replaced
draws the reader keeps for it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rulings import unnamed_held
from bot.core.rulings.card_lasting import ending, lasting, on_a_creature
from bot.core.rulings.card_lookup import unknown_card
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import (
    Card,
    EndsNothing,
    Lifelink,
    MandatoryLoop,
    ReplacesDraw,
    SharesDraw,
    Who,
    saprolings_loop,
)
from bot.core.rulings.chat_words import one_of
from bot.core.rulings.effects_unsaid import resolving_beside_lasting
from bot.core.rulings.emblems_told import emblem_held, its_emblem
from bot.core.rulings.event_sources import CARD_WORDS, CLAUSE_INSIDE, source_of
from bot.core.rulings.lexicon import ENGLISH
from bot.core.rulings.library_takers import forget_libraries
from bot.core.rulings.loop_pairs_asked import check_loop_held
from bot.core.rulings.needs_met import note_cards, note_held
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.phrase_events import player_in
from bot.core.rulings.phrase_values import Builder, Built, Clause, Item, Role, Source
from bot.core.rulings.static_abilities import static_said_to_act
from bot.core.rulings.tenses import EVENT_VERBS
from bot.core.rulings.turn_lasting import FOR_A_TURN, for_a_turn_ended, lasts_the_turn
from bot.core.rulings.typed_words import near_word
from bot.core.rulings.words import (
    EVERYONE,
    MARK,
    OWNER,
    Reader,
    Refusal,
    SituationError,
    marks_in,
    quoted,
    spelled,
)


def no_event(role: Role) -> Builder:
    """A clause that says something of the game but brings no event."""

    def build(match: re.Match[str], reader: Reader) -> Built:
        if match.groupdict().get("x"):
            player = player_in(reader, match, "x")
            if player is None or player == EVERYONE:
                return None
            return Clause(match[0], role=role, source=Source(player, controller=player))
        return Clause(match[0], role=role)

    return build


def still_in_the_game(match: re.Match[str], reader: Reader) -> Built:
    """ "I'm still in the game": no event, a claim of its player the judge checks (a player
    the rules put out in that sentence is refused, what keeps them in asked)."""
    built = no_event(Role.ACTS)(match, reader)
    return replace(built, kept_in=True) if isinstance(built, Clause) else built


def not_lost(match: re.Match[str], reader: Reader) -> Built:
    """ "I hadn't lost due to the angel's effect": the claim of `still_in_the_game`; a card
    its reason names must be one its player is said to hold ("... due to Lightning Bolt",
    "... because of Platinum Angel" never said in play: unread)."""
    player = player_in(reader, match, "x") if match["x"] else None
    reason = match.groupdict().get("s") or ""
    held = {card.name for who, card in reader.lasting_held if who == player}
    for number in marks_in(reason):
        entity = reader.entities[number] if number < len(reader.entities) else None
        if entity is None or entity.name not in held:
            return None
    return still_in_the_game(match, reader)


# A creature a player holds, named by no card ("a creature", "two creatures"), on the
# battlefield: not a creature card in a hand, a library or a graveyard.
_CREATURE_HELD = re.compile(r"\bcreatures?\b(?!\s++cards?\b)", re.IGNORECASE)
# "no creatures", "zero creatures": a kind of permanent held by nobody (every player said).
_NONE_HELD = re.compile(r"(?:no|zero)\s++creatures?\s*+$", re.IGNORECASE)
_ELSEWHERE = re.compile(
    r"\b(?:hand|library|deck|graveyard|exile|exiled|sideboard|cards?)\b", re.IGNORECASE
)


# "21 commander damage from my commander", "9 poison counters from his Blighted Agent": a count of
# what a player was dealt or has, which holds no card (the card words after it say where it
# came from).
_A_COUNT_OF_HARM = re.compile(
    rf"\s*+(?:{NUMBER})\s++(?:(?:commander|combat|infect)\s++)?(?:damage|life|poison|dmg)\b",
    re.IGNORECASE,
)


def holds_unnamed(match: re.Match[str], reader: Reader) -> Built:
    """What a player holds, named by no card ("I control a creature"): nothing by itself,
    but a creature on the battlefield meets the condition of a card of theirs said in play
    whose effects hold while they control one (Worship): those begin now."""
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    check_loop_held(match[0])  # "I have an infinite combo with two cards": which cards?
    items: tuple[Item, ...] = ()
    note_held(match[0], player, reader)  # a part of a spell's condition (Coalition Victory)
    unnamed_held.note_holding(match[0], player, match.end("x") - match.start(), reader)
    if _CREATURE_HELD.search(match[0]) and not _ELSEWHERE.search(match[0]):
        reader.creatures_held.add(player)
        items = tuple(
            Item(event, Moment.WITH, source)
            for card, owner in reader.awaiting_creature.pop(player, [])
            for source in (Source(card.name, (card,), controller=player, owner=owner),)
            for event in lasting(card, player, condition_met=True)
        )
    return Clause(match[0], items, role=Role.ACTS, source=Source(player, controller=player))


def exchange_cast(match: re.Match[str], reader: Reader) -> Built:
    """ "I play Reins of Power on my opponent": a card whose effect is an exchange of control
    between its caster and the player it is cast at (`EndsNothing.exchanges`), cast at another
    player: the exchange, in which nothing enters or leaves the battlefield (603.6a)."""
    caster, target = player_in(reader, match, "x"), player_in(reader, match, "y")
    marks = marks_in(match["s"])
    if caster is None or target is None or EVERYONE in (caster, target) or caster == target:
        return None
    card = reader.entities[marks[0]].card if len(marks) == 1 else None
    if card is None or not any(isinstance(e, EndsNothing) and e.exchanges for e in card.effects):
        return None
    return Clause(match[0], role=Role.EXCHANGES, source=Source(caster, controller=caster))


def _held_by_subject(
    role: Role, match: re.Match[str], source: Source, reader: Reader
) -> Source | Clause | None:
    """The card under the control of the sentence's subject; every player said to hold no
    creatures ("we both have no creatures") is a state that holds nothing; None when the
    subject is no one player."""
    controller = player_in(reader, match, "x")
    if controller == EVERYONE and role is Role.PRESENCE and _NONE_HELD.match(match["s"]):
        return Clause(match[0], role=Role.STATE)
    if controller is None or controller == EVERYONE:
        return None
    owner = source.controller if source.controller != controller else None
    return replace(source, controller=controller, owner=owner)


def about_it(role: Role) -> Builder:
    """ "it resolves", "it is countered": the spell or ability the sentence named before."""

    def build(match: re.Match[str], reader: Reader) -> Built:
        return Clause(match[0], role=role, source=Source(match["s"].lower()))

    return build


_FIRST_PERSON = frozenset({"i", "me"})
# A card held "with" words of what it has itself (a keyword, counters on it) is read; words
# that may take its abilities or tell a card attached to it or beside it are not: "with no
# abilities", "with a Turn to Frog on it", "with an Overwhelming Splendor out".
_CHANGED_WITH = re.compile(rf"\b{one_of(ENGLISH.held_with_changed)}\b|{MARK}", re.IGNORECASE)
_COUNTERS_ON = re.compile(r"\bcounters?\s++on\s++it\b", re.IGNORECASE)


def _changed_with(words: str | None) -> bool:
    if not words:
        return False
    return _CHANGED_WITH.search(_COUNTERS_ON.sub("counters", words)) is not None


def _control_agrees(match: re.Match[str]) -> bool:
    """A card held "under my control" is the asker's, "under his control" another's: said of
    the same player as holds it, or it is not read ("my opponent has Platinum Angel under my
    control" would give the opponent a card the asker controls)."""
    under = (match.groupdict().get("under") or "").lower()
    if not under:
        return True
    first = (match.groupdict().get("x") or "").strip().lower() in _FIRST_PERSON
    return first == (under == "my")


# Words that tell a player acting on a card, or a response, inside what was taken for a card
# on the stack ("opp kills my Laboratory Maniac in response to my draw trigger"): the trigger
# is another's, and the card named in them is acted on, never itself on the stack.
_ACTED_ON = re.compile(
    rf"\b{one_of(ENGLISH.removing + ENGLISH.killing_slang + ENGLISH.flicker_verbs)}\b"
    rf"|\b{one_of(ENGLISH.no_longer_held)}\b|\brespon(?:d|ds|ded|ding|se)\b",
    re.IGNORECASE,
)


def _about_the_card(role: Role, match: re.Match[str]) -> bool:
    """Whether the clause's words are about the card alone, as its role reads them."""
    if role in (Role.STACK, Role.MOVES):
        # "he kills my Laboratory Maniac in response to my draw trigger": it is acted on; "I
        # draw a card in response to Laboratory Maniac dying": the draw is no card's words
        return not (_ACTED_ON.search(match["s"]) or CLAUSE_INSIDE.search(match["s"]))
    if role is not Role.PRESENCE:
        return True
    # "I control Platinum Angel at -6 life": words beside it unread; "he has Platinum Angel
    # under my control": whose it is, unsure; "I have Platinum Angel with a Lignify on it":
    # it may do nothing
    return (
        _only_cards_held(match["s"])
        and _control_agrees(match)
        and not _changed_with(match.groupdict().get("with"))
    )


def about_card(role: Role) -> Builder:
    """A clause about a card that is no event: in play, on the stack, moving."""

    def build(match: re.Match[str], reader: Reader) -> Built:
        if not _about_the_card(role, match):
            return None
        source = source_of(match["s"], reader)
        if role is Role.MOVES and _LEAVES.search(match[0]) and _gives_back(source, reader):
            return None  # "Control Magic is destroyed": the creature it took goes back
        if role is Role.MOVES:
            _a_card_held_moved(match[0], source, reader)
            if match.groupdict().get("by"):
                reader.player(match["by"])  # "... is destroyed by bob's Murder": bob plays
        if (
            source is None
            or not (source.cards or source.unknown or CARD_WORDS.search(source.text))
            or (role is Role.PRESENCE and _A_COUNT_OF_HARM.match(source.text))
        ):
            return None  # "he has 21 commander damage from my commander": a count, no card held
        if role is Role.STACK and (
            _PURPOSE.match(match[0], match.end("s")) or _at_a_card_in_play(match, reader)
        ):
            # "he casts Control Magic on my Platinum Angel", "a spell to make me draw": what it
            # did is read by no clause; a card Arbiter does not know is named ("Path to Exile")
            if source.unknown:
                name = source.unknown[0]
                raise SituationError(
                    unknown_card(name).said, kind=Refusal.UNKNOWN_CARD, cards=(name,)
                )
            return None
        if match.groupdict().get("x"):
            held = _held_by_subject(role, match, source, reader)
            if not isinstance(held, Source):
                return held
            source = held
        # "I control Gideon and have his emblem"
        source = its_emblem(role is Role.PRESENCE, match["s"], source, reader)
        unnamed_held.note_card(role, match, source, reader)
        _remember(role, match[0], source, reader)
        items = lasting_items(role, match[0], source, reader)
        if role is Role.STACK:
            static_said_to_act(match[0], source, reader)
            resolving_beside_lasting(match[0], source, items, reader)
        return Clause(match[0], items, role=role, source=source)

    return build


def _a_card_held_moved(words: str, source: Source | None, reader: Reader) -> None:
    """Refuse a card leaving that may be the card held, or damage dealt to a card held whose
    toughness decides it."""
    if _LEAVES.search(words):
        _may_be_a_card_held(source, reader)
    elif _DAMAGE_TO_IT.search(words):
        _damage_to_a_card_held(words, source, reader)


def _remember(role: Role, words: str, source: Source, reader: Reader) -> None:
    """What a card told in a clause leaves the reader to follow: its holder's colours
    (Cromat), draws it replaces, lifelink its spells have, loops it starts, and a loyalty no
    longer known once an ability was used or it moved."""
    if role is Role.PRESENCE and source.controller is not None:
        note_cards(source.cards, source.controller, reader)  # Cromat: each colour
    _remember_replaced_draws(role, words, source, reader)
    _remember_spells_lifelink(role, words, source, reader)
    remember_loops(role, words, source, reader)
    forget_libraries(role, source, reader)
    if role in (Role.STACK, Role.MOVES):  # an ability used, or it moved: loyalty unknown
        for card in source.cards:
            reader.loyalty.pop(card.name, None)


def died_of_damage(match: re.Match[str], reader: Reader) -> Built:
    """A permanent that died of the damage dealt to it, and whose damage that was."""
    written = match.groupdict().get("s")
    source = source_of(written, reader) if written else None
    if written and source is None:
        return None
    return Clause(match[0], role=Role.DIES_OF_DAMAGE, source=source)


# A spell or ability said cast at a card ("he casts Control Magic on my Platinum Angel", "a spell
# to destroy Platinum Angel", "Path to Exile on it"): what it did to that card (stolen, exiled,
# nothing) is not read, and the card must not go on as if untouched. Refused.
_AT_A_CARD = re.compile(
    r"\s(?:on|targeting|at|against|to\s++\w++|exiles?|exiled|exiling)\s", re.IGNORECASE
)


# What a spell was cast to do ("he casts a spell to make me draw a card", "Mind Sludge to make
# me draw", "Path to Exile"): its words are read by no clause, so it is refused (a card Arbiter
# does not know, as unknown), never taken as doing nothing.
_PURPOSE = re.compile(rf"\s++to\s++{one_of(ENGLISH.cast_purposes)}\b", re.IGNORECASE)


_A_THING_BEFORE = re.compile(
    r"(?:(?:on|at|targeting|against)\s++)?(?:it|that|this|them)\b", re.IGNORECASE
)


def _at_a_card_in_play(match: re.Match[str], reader: Reader) -> bool:
    """Whether a spell the clause casts is said cast at a card whose lasting effects the
    engine follows while it is in play (Platinum Angel, Laboratory Maniac)."""
    at = _AT_A_CARD.search(match[0], match.end("s"))
    if at is None:
        return False
    target = match[0][at.end() :]
    marks = marks_in(target)
    if _A_THING_BEFORE.match(target):  # "on it": any card the words named may be the one
        marks = tuple(range(len(reader.entities)))
    cards = [reader.entities[i].card for i in marks if i < len(reader.entities)]
    return any(card is not None and lasting(card, EVERYONE) for card in cards)


# The words a card said to be in play may stand in: whose it is, an article, how many of it
# ("four creatures named Biovisionary"), its emblem, where it is. Any other word beside a card
# ("I control Platinum Angel at -6 life", "Approach in my deck") is a fact the clause would
# drop without a word: the clause is then no card in play, and is read otherwise or refused.
_HELD_CARDS = re.compile(
    rf"(?:(?:{OWNER})\s++)?(?:(?:a|an|the|out|out a|out an|his own|her own|their own|my own"
    rf"|your own)\s++)?"
    rf"(?:(?:{NUMBER})\s++(?:creatures|permanents|cards|tokens|copies)\s++named\s++"
    rf"|{one_of(ENGLISH.emblem_from)}\s++)?"
    rf"{MARK}\d++(?:\+{MARK}\d++)*+(?:'s?\s++emblem|\s++emblem)?"
    r"(?:\s++(?:on\s++the\s++battlefield|in\s++play|on\s++the\s++field|on\s++the\s++table"
    r"|on\s++board|on\s++the\s++board|out))?",
    re.IGNORECASE,
)


def _only_cards_held(words: str) -> bool:
    """Whether a card in play's words are only cards held (see above); words with no card in
    them ("two creatures") are what a player holds, read by the caller (a life total in them
    is never dropped: `phrases._drops_a_total`)."""
    if MARK not in words:
        return _EVENT_VERB.search(words) is None  # "a creature with lifelink deals 2 damage"
    return _HELD_CARDS.fullmatch(words.strip()) is not None


# A verb of an event in words taken for what a player holds: they say what happened instead.
_EVENT_VERB = re.compile(rf"\b(?:{EVENT_VERBS})\b", re.IGNORECASE)


def _gives_back(source: Source | None, reader: Reader) -> bool:
    """Whether a card leaving may give back a permanent said to have changed hands (Control
    Magic leaving after it stole Platinum Angel: control goes back, which the reader does not
    follow): one with no lasting effect of its own, once a permanent changed hands."""
    return (
        reader.control_changed
        and source is not None
        and any(not lasting(card, EVERYONE) for card in source.cards)
    )


def taken_off(match: re.Match[str], reader: Reader) -> Built:
    """A card a player takes off the battlefield: it leaves (its controller is whoever the
    card's words say, never the player who acts)."""
    if not _only_cards_held(match["s"]):
        return None  # "destroys Laboratory Maniac in response to my draw": the draw unread
    source = source_of(match["s"], reader)
    if _gives_back(source, reader):
        return None  # "I destroy Control Magic": the creature it took goes back
    _may_be_a_card_held(source, reader)
    if source is None or not (source.cards or source.unknown or CARD_WORDS.search(source.text)):
        return None
    unnamed_held.note_card(Role.MOVES, match, source, reader, taken=True)
    remember_loops(Role.MOVES, "leaves", source, reader)
    items = lasting_items(Role.MOVES, "leaves", source, reader)
    return Clause(match[0], items, role=Role.MOVES, source=source)


def _may_be_a_card_held(source: Source | None, reader: Reader) -> None:
    """Refuse a permanent said to leave that names no card Arbiter knows but may be one whose
    effects the words began ("I control Platinum Angel. ... My creature dies", "every artifact
    is exiled", "my Angel is destroyed"): which card left decides whether those effects end
    (it was read as some other card: the Angel's controller stayed in at 0 life)."""
    if source is None or source.cards:
        return
    words = {w.lower() for w in re.findall(r"[^\W\d_]+", source.text)}
    for controller, card in reader.lasting_held:
        if source.controller not in (None, EVERYONE, controller):
            continue  # "bob's creature dies" is none of mine
        named = {w.lower() for w in re.findall(r"[^\W\d_]+", card.name)}
        if (
            words & _ANY_PERMANENT
            or (card.creature and _CREATURE_WORD.search(source.text))
            or (source.unknown and any(near_word(w, named) for w in words))
        ):
            raise SituationError(
                Message(
                    "I could not tell whether {words} is {card}: name the card that leaves "
                    "({example}).",
                    words=f'"{quoted(source.text)}"',
                    card=card.name,
                    example=f'"{card.name} dies"',
                ),
                unread=source.text,
            )


def _damage_to_a_card_held(words: str, source: Source | None, reader: Reader) -> None:
    """Refuse an amount of damage dealt to a card whose effects the words began ("Platinum
    Angel is dealt 4 damage"): whether it is destroyed turns on its toughness, which Arbiter
    does not know (704.5g); it was left in play, its controller kept in at 0 life."""
    held = {card.name for _, card in reader.lasting_held}
    if source is None or not any(card.name in held for card in source.cards):
        return
    raise SituationError(
        Message(
            "{words}: whether that damage destroyed it turns on its toughness ({rule}), which "
            'Arbiter does not know: say whether it died ("{card} dies") or not.',
            words=f'"{quoted(spelled(words, reader.entities))}"',
            rule="MTG CR 704.5g",
            card=source.cards[0].name,
        ),
        unread=words,
    )


# "Platinum Angel is dealt 4 damage": an amount of damage to a card.
_DAMAGE_TO_IT = re.compile(r"\b(?:dealt|given)\s++\d++", re.IGNORECASE)


_ANY_PERMANENT = frozenset(ENGLISH.any_permanent)
_CREATURE_WORD = re.compile(r"\bcreatures?\b", re.IGNORECASE)


_LEAVES = re.compile(
    r"\b(?:dies|died|dying|die|destroyed|exiled|sacrificed|killed|kills|kill|leaves|left"
    rf"|leaving|leave|lethal|{one_of(ENGLISH.removed_passive)})\b",
    re.IGNORECASE,
)


# Damage that kills a creature or a planeswalker does so at the checkpoint (704.5g, 704.5i).
_LETHAL = re.compile(r"\blethal\b|\bdamage\b.*\bkill", re.IGNORECASE)


# A card said to arrive ("Lich's Mirror enters the battlefield under my control"): its effects
# begin as it arrives, as a card in play's are.
_ENTERS = re.compile(r"\b(?:enters|entered|entering|enter)\b", re.IGNORECASE)


# A spell said to have been cast before the moment ("I cast Angel's Grace this turn"): its
# effects are in force, as a card in play's are.
# One said to be used or activated is a permanent its user controls, its effects in force.
# "Played" is the older word for cast ("I play Platinum Angel", card_forms.py `_spell_played`).
_CAST_DONE = re.compile(
    r"\b(?:cast|casts|has cast|had cast|play|plays|played|use|uses|used|activate|activates"
    r"|activated)\b",
    re.IGNORECASE,
)


# "I cast Angel's Grace last turn": on a turn before this one.
_EARLIER_TURN = re.compile(
    r"\b(?:last|previous|prior|earlier|other)\s++turn\b|\bturns?\s++ago\b"
    r"|\b(?:the|a)\s++turn\s++before\b",
    re.IGNORECASE,
)


_USED = re.compile(r"\b(?:use|uses|used|activate|activates|activated)\b", re.IGNORECASE)


def _remember_replaced_draws(role: Role, text: str, source: Source, reader: Reader) -> None:
    """A card in play that replaces every draw of a player's, with no choice and no condition
    (Shared Fate: each player's): their "draws a card" is then no draw. It ends as it leaves."""
    for card in source.cards:
        for effect in card.effects:
            if isinstance(effect, SharesDraw) and source.controller not in (None, EVERYONE):
                _remember_shared_draws(role, text, source.controller or "", card, reader)
            if not isinstance(effect, ReplacesDraw) or effect.optional or effect.condition:
                continue
            if effect.who is Who.EACH_PLAYER:
                whose = EVERYONE
            elif effect.who is Who.CONTROLLER and source.controller not in (None, EVERYONE):
                whose = source.controller or ""
            else:
                continue
            if role is Role.PRESENCE:
                reader.draws_replaced[whose] = card.name
            elif role is Role.MOVES and _LEAVES.search(text):
                reader.draws_replaced.pop(whose, None)


def _remember_shared_draws(role: Role, text: str, whose: str, card: Card, reader: Reader) -> None:
    """A card in play that shares its controller's opponents' big draws (Alms Collector):
    their draw of two or more cards said after it is one card each (draws_a_card). It ends
    as it leaves."""
    if role is Role.PRESENCE:
        reader.draws_shared.setdefault(whose, []).append(card)
    elif role is Role.MOVES and _LEAVES.search(text) and card in reader.draws_shared.get(whose, []):
        reader.draws_shared[whose].remove(card)


def remember_loops(role: Role, text: str, source: Source, reader: Reader) -> None:
    """The cards in play of a loop a land entering starts (Sporemound, Life and Limb), by
    controller (`land_played`). They end as they leave."""
    whose = source.controller
    for card in source.cards:
        if not any(isinstance(e, MandatoryLoop) for e in card.effects):
            continue
        if role is Role.PRESENCE and whose not in (None, EVERYONE):
            reader.loops_held.setdefault(whose or "", []).append(card)
        elif role is Role.MOVES and _LEAVES.search(text):  # whoever's it was ("it dies")
            for held in reader.loops_held.values():
                if card in held:
                    held.remove(card)


def land_played(match: re.Match[str], reader: Reader) -> Built:
    """ "bob plays a Forest": an action that ends nothing by itself, unless bob holds a card
    that makes a Saproling for each land entering under his control (Sporemound) and someone
    holds one that makes every Saproling a land (Life and Limb): each Saproling is a land
    entering, and so on, a loop of mandatory actions (104.4b) whose end the words must say
    (`loop_unsaid`)."""
    built = no_event(Role.ACTS)(match, reader)
    player = player_in(reader, match, "x")
    if player is not None and reader.loop_unsaid is None:
        # the Saprolings are the land player's, made by their card; what makes every
        # Saproling a land does so whoever controls it
        effects = [
            effect
            for whose, cards in reader.loops_held.items()
            for card in cards
            for effect in card.effects
            if isinstance(effect, MandatoryLoop)
            and (whose == player or effect.saprolings_are_lands)
        ]
        if saprolings_loop(effects):
            reader.loop_unsaid = match[0]
    return built


def _remember_spells_lifelink(role: Role, text: str, source: Source, reader: Reader) -> None:
    """A card in play that gives its controller's instant and sorcery spells lifelink (Soulfire
    Grand Master): their spell's damage then gains them as much life, at once (702.15b). It
    ends as it leaves."""
    whose = source.controller
    if whose in (None, EVERYONE):
        return
    for card in source.cards:
        if any(isinstance(e, Lifelink) and e.to_spells for e in card.effects):
            if role is Role.PRESENCE:
                reader.spells_lifelink[whose or ""] = card.name
            elif role is Role.MOVES and _LEAVES.search(text):
                reader.spells_lifelink.pop(whose or "", None)


def _arrival_unowned(role: Role, text: str, source: Source, reader: Reader) -> None:
    """Refuse a card whose continuous effects the engine follows said to enter with nobody
    said to control it ("Platinum Angel enters the battlefield"): whose its effects are decides
    them (they reached the engine for a player named "", and the answer said so)."""
    if role is not Role.MOVES or source.controller is not None or not source.cards:
        return
    if not _ENTERS.search(text) or _LEAVES.search(text):
        return
    lasting_ones = [c for c in source.cards if lasting(c, "", condition_met=True)]
    if not lasting_ones:
        return  # no continuous effect of its to give a player (Phage: its trigger's own)
    card = lasting_ones[0].name
    words = spelled(text, reader.entities)
    raise SituationError(
        Message(
            '"{words}": say under whose control {card} entered, e.g. "{example}".',
            words=quoted(words),
            card=card,
            example=f"{card} enters the battlefield under my control",
        ),
        unread=words,
    )


def lasting_items(role: Role, text: str, source: Source, reader: Reader) -> tuple[Item, ...]:
    """What a card the engine judges does as it arrives (its continuous effects begin: "bob
    controls Platinum Angel") or leaves (they end: "Platinum Angel dies"); nothing for a card
    beyond the engine, which stays refused beside what it changes (card_judgeable.py)."""
    if source.controller == EVERYONE or (source.controller is None and role is not Role.MOVES):
        return ()
    _arrival_unowned(role, text, source, reader)
    items: list[Item] = []
    for card in source.cards:
        held = (source.controller or "", card.name)
        # "I have Gideon's emblem and control Gideon", or the other way round: its condition
        # holds; what leaves ends whatever of it the engine follows
        met = emblem_held(role is Role.PRESENCE, text, card, held, reader) or role is Role.MOVES
        arrives = role is Role.MOVES and _ENTERS.search(text) and not _LEAVES.search(text)
        if on_a_creature(card) and (role is Role.PRESENCE or arrives):
            # Worship: in force once the words say its controller controls a creature
            met = held[0] in reader.creatures_held
            if not met:
                reader.awaiting_creature.setdefault(held[0], []).append((card, source.owner))
        begins = lasting(card, source.controller or "", condition_met=met)
        if role is Role.PRESENCE or (role is Role.STACK and _USED.search(text)):
            # A card said in play says nothing of when it came, nor one whose ability is used
            # of what that ability was: an effect of its for a turn (Angel of Grace's, as it
            # enters) is for the words to say (it entered, it was cast).
            begins = [event for event in begins if event.until not in FOR_A_TURN]
        if role is Role.PRESENCE and card.spell:
            # An instant or sorcery is never held in play: "I have Stunning Reversal" says
            # nothing of its being cast and resolving, so none of its effects begin by it.
            begins = []
        if not begins:
            continue
        if role is Role.STACK and _EARLIER_TURN.search(text):
            for_a_turn_ended(text, begins, card.spell, reader)
        if role is Role.PRESENCE or (role is Role.STACK and _CAST_DONE.search(text)) or arrives:
            # its owner, when another controls it (800.4a)
            begins = [replace(event, owner=source.owner) for event in begins]
            items.extend(Item(event, Moment.WITH, source) for event in begins)
            reader.lasting_held.append((source.controller or "", card))
        elif role is Role.MOVES and _LEAVES.search(text):
            lasts_the_turn(text, card, begins, reader)
            reader.lasting_held = [h for h in reader.lasting_held if h[1].name != card.name]
            reader.walkers_held = {
                h: c for h, c in reader.walkers_held.items() if h[1] != card.name
            }
            end = ending(card, source.controller)
            if _LETHAL.search(text):
                end = replace(end, state_based=True)  # it leaves at the checkpoint (704.5g)
            items.append(Item(end, Moment.WITH, source))
    return tuple(items)
