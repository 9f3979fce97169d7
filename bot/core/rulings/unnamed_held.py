"""A permanent a player is said to hold that no card names ("I control an enchantment", "my
opponent had a creature out", "Bob controls a planeswalker", "I have a card in play"), or said
to enter the battlefield or cast ("he casts a creature spell": in play as it resolves, as a card
named cast is read), read by the clauses that read what is held (`card_clauses.holds_unnamed`,
`about_card`), each noting it here (`note_holding`, `note_card`); once the whole text is read,
`settle` keeps the one that may decide the outcome, which is asked for (`refusal`: which card
is it?) where the text would otherwise be ruled (`ruling_on._ruling`, after every other
refusal), and shows the others as taken.

Which may decide it, by the rules: a card of any kind that stays on the battlefield may say its
controller can't lose (Platinum Angel, an artifact creature; Phyrexian Unlife, Lich's Mastery,
enchantments: 104.3a), that its controller's opponents can't win or can't lose (Platinum Angel;
Abyssal Persecutor, a creature), that a draw from an empty library wins instead (Jace, Wielder
of Mysteries, a planeswalker), that damage is prevented (Glacial Chasm, a land) or doubled:
whatever the words tell, one such card turns it. So an artifact, a creature, an enchantment, a
planeswalker, a land, a token, a permanent, a card in play, a commander or a kind said with
"a" that no card Arbiter knows names ("an Angel", "a Saga") held unnamed is refused, unless

- it is a land of a basic land type ("a Forest", "a land of each basic land type", "a basic
  land"): what such a land has by its type is a mana ability (305.6), which changes no outcome
  told;
- it is held off the battlefield ("three cards in hand", "two cards in my graveyard", "a card"
  said nowhere in play): a card in a hand, a library or a graveyard does nothing until it is
  played, which the words would tell;
- a card of its holder's the text names reads it ("Worship and a creature", "Coalition Victory
  ... a creature of each colour", "Epic Struggle and 20 creatures"): the card's condition is
  about what its holder controls of that kind (`Condition.words`), and the words tell the
  holding for it (a card another player holds reads none of it);
- it is a creature the words describe by its power and toughness ("a 3/2", "this creature was a
  3/2 with lifelink"), or say again, by its holder's words, as what deals the damage told ("your
  creatures deal five damage to you"): the combat family's creature, which has what the words
  say and nothing else, as a creature by its stats is read everywhere (combat_told.py);
- it is a token named by its kind ("two Saproling tokens", "a Treasure token"): the token its
  kind's cards make;
- the words hold it with a card Arbiter knows named in it: what they say is what that card did;
- nothing the words tell can be turned by a card in play: only concessions, penalties and
  intentional draws are told, or nothing at all ("I control an enchantment. My opponent
  concedes.": a concession can't be stopped, 104.3a, and the win it leaves overrides every
  effect, 104.2a).

Nothing held ("I have no creatures"), and what a card does ("my creature's ability"), is no
holding (nothing held is shown as taken, never dropped without a word); a permanent held with an
ability ("an enchantment with a static ability") is one, and so is a creature named by its part
in combat ("a blocker", "two attackers").

A spell cast that no card names and no permanent's kind ("I cast a spell", "he casts an
instant", "a sorcery spell", "I cast a second copy at him": `cast_copies`) is read the same
way and asked for with its own wording (a spell may say its caster can't lose this turn,
Angel's Grace, or prevent the damage told), unless
nothing told can be turned (as above) and no card named turns on what a spell does (a card
drawn: Laboratory Maniac; life gained: Sanguine Bond; asked for naming that card, and how to
say what the spell did, `watched`), or the one sentence casting it, naming no other card,
says it was countered ("I cast a spell but it gets countered": it never resolves). And a spell
or a permanent told cast or arriving only in sentences of their own read after the game was
over in every reading ("I'm at 0 life. I cast a spell.": its player left at the checkpoint
before, 704.5a, 104.3b) is too late to turn it (`ask`), as a card named then is; told with
"and", "then" or "in response" it may be at the same time or before, and is asked for.

A permanent no card names said to leave the battlefield ("my opponent destroys my enchantment",
"I sacrifice a creature", "my creatures die", `note_card` from `about_card` and
`card_clauses.taken_off`) is asked for with a wording of its own: as it leaves, a card may make
its controller lose (Lich's Mastery, 104.3e) or a player lose life (Zulaport Cutthroat), unless
one of the above holds (where it goes, "is exiled", is no place it is held), or the words go on
to tell, as a statement, what its leaving triggered: its death triggers ("then my death
triggers deal 10 damage to him") or a card named triggering ("then Disciple of the Vault
triggers and he loses 20 life"), each read as told, as a creature said again as what deals the
damage is; or a card named triggers on its kind leaving (Zulaport Cutthroat's creatures,
Disciple of the Vault's artifacts: the leaving is that trigger's); or it is a creature and every
player told is kept in by a card of their own named that it cannot be (no creature makes its
controller lose as it leaves; what it triggers moves life totals, and a player who can't lose
loses by none); or it is told, like a cast, in a sentence of its own after the game was over.

Those are shown under "understood" (`Situation.held_unnamed`). Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.card_effects import Effect
from bot.core.rulings.card_model import ChangesStateLoss, Kind, Moment, StateLoss
from bot.core.rulings.card_use import on_a_change_of_life
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Role, Source
from bot.core.rulings.situation_values import Sentence, Situation
from bot.core.rulings.tenses import HOLDING
from bot.core.rulings.words import (
    MARK,
    OPPONENT,
    HeldUnnamed,
    Reader,
    Refusal,
    SituationError,
    quoted,
)

_A_HOLDING = re.compile(HOLDING, re.IGNORECASE)
_NONE = re.compile(rf"{one_of(WORDS.held_none)}\b", re.IGNORECASE)
_A_TOKEN_KIND = re.compile(rf"\b{one_of(WORDS.token_kinds)}\s++tokens?\b", re.IGNORECASE)
_ARRIVES = re.compile(rf"\b{one_of(WORDS.arriving)}\b", re.IGNORECASE)
_LEAVES = re.compile(rf"\b{one_of(WORDS.leaving + WORDS.dies_words)}\b", re.IGNORECASE)
_CAST = re.compile(rf"\b{one_of(WORDS.cast_verbs)}\b", re.IGNORECASE)
_USED = re.compile(rf"\b{one_of(WORDS.use_verbs)}\b", re.IGNORECASE)
_ACTING = re.compile(rf"\b{one_of(WORDS.held_acting)}\b", re.IGNORECASE)
# "a creature with a triggered ability", "an artifact that has two abilities": what the
# permanent held has, never an ability acting
_HAVING = re.compile(
    rf"\b{one_of(WORDS.held_having)}\s++(?:[\w-]++\s++){{0,3}}?{one_of(WORDS.held_acting)}\b",
    re.IGNORECASE,
)
_KIND = re.compile(
    rf"\b(?P<kind>{one_of(WORDS.held_kinds + WORDS.held_creature_parts)})\b", re.IGNORECASE
)
_CREATURE_PARTS = frozenset(WORDS.held_creature_parts)
# "I cast a spell", "I cast a second copy at him": a spell cast that no card names
_SPELL = re.compile(rf"\b{one_of(WORDS.held_spells + WORDS.cast_copies)}\b", re.IGNORECASE)
_RESPONSE = re.compile(rf"\b{one_of(WORDS.stack_response)}\b", re.IGNORECASE)
# "... but it gets countered", "he counters it": the spell just told never resolves
_COUNTERED = re.compile(
    rf"\b(?:it|that(?: spell)?|the spell)\s++(?:gets|got|is|was|has been|had been)\s++"
    rf"countered\b|\b{one_of(WORDS.counter_verbs)}\s++(?:it|that(?: spell)?|the spell)\b",
    re.IGNORECASE,
)
_BASIC = re.compile(rf"\b(?:basic|{one_of(WORDS.basic_land_types)})\b", re.IGNORECASE)
_ELSEWHERE = re.compile(rf"\b{one_of(WORDS.held_elsewhere)}\b", re.IGNORECASE)
_IN_PLAY = re.compile(rf"\b{one_of(WORDS.in_play)}\b", re.IGNORECASE)
_NAMED = re.compile(rf"\b{one_of(WORDS.held_named)}\b|{MARK}", re.IGNORECASE)
_A_KIND = re.compile(rf"(?P<a>an?)\s++{MARK}\d++", re.IGNORECASE)
_TOKEN_KIND = re.compile(one_of(WORDS.token_kinds), re.IGNORECASE)
_WHOSE = re.compile(
    r"(?:(?:my|your|his|her|their)\s++(?:[\w-]++'s?\s++)?|[\w-]++'s?\s++)", re.IGNORECASE
)
_STATS = r"[+-]?\d+/[+-]?\d+"
_BY_STATS = re.compile(rf"(?<![\w/]){_STATS}(?![\w/])")


def _said_again(whose: tuple[str, ...]) -> re.Pattern[str]:
    """ "this creature was a 3/2", "your creatures to deal a total of five damage": a creature
    held, said again by what it is or what it deals, by `whose` words or words of no player
    (never "my opponent's creatures", which are another's)."""
    return re.compile(
        rf"\b{one_of(WORDS.held_again + whose)}\s++(?:(?!\S*+'s?\b)[\w-]++\s++)?creatures?\s++"
        rf"(?:{one_of(WORDS.held_deals)}\b|{one_of(WORDS.held_is)}\s++(?:an?\s++)?{_STATS}(?![\w/]))",
        re.IGNORECASE,
    )


_MINE_AGAIN = _said_again(WORDS.held_again_mine)
_THEIRS_AGAIN = _said_again(WORDS.held_again_theirs)
# A card of the kind Arbiter knows, that would change an outcome the words tell: named in the
# question back, as the words would name it.
_EXAMPLES = {
    "enchantment": "Phyrexian Unlife",
    "planeswalker": "Jace, Wielder of Mysteries",
    "land": "a Forest",
    "commander": "Phage the Untouchable",
}
_ANY = "Platinum Angel"
_LEAVING = {"creature": "Zulaport Cutthroat", "enchantment": "Lich's Mastery"}
_A_SPELL = "Angel's Grace"  # its caster can't lose this turn
_DESCRIBED = frozenset({"creature", "token", "commander"})


def note(
    words: str,
    player: str,
    noun_at: int,
    reader: Reader,
    end: int | None = None,
    *,
    told: bool,
    leaves: bool = False,
) -> None:
    """What `player` is said to hold in `words`, the holding's noun phrase starting at
    `noun_at` (and ending at `end`, where the words go on: "my commander is on the
    battlefield"), kept for `settle` where it names no card; `told` where the words tell it
    cast or arriving, not held."""
    held = words[noun_at:]
    found = _KIND.search(held)
    spell = _SPELL.search(words[noun_at:end]) if found is None and told else None
    if spell is not None:  # "a spell in response to his Lava Axe": the spell is no Lava Axe
        held = held[: spell.end()]
    elif leaves:  # "my artifact is exiled": where it goes is no place it is held
        held = words[noun_at:end]
    if _NAMED.search(held) or (found is None and _BASIC.search(held) is None and not spell):
        return
    if _NONE.match(held):  # "I have no creatures": no card held, shown as taken
        said = " ".join(words[noun_at:end].split())
        reader.held_unnamed.append(HeldUnnamed(said, player, "none", "", matters=False))
        return
    if _ACTING.search(_HAVING.sub("", held)):
        return  # "my creature's ability": no card held
    if any(entity.name.casefold() in held.casefold() for entity in reader.entities):
        return  # "he controls my creatures with Control Magic": what that card did
    kind = found["kind"].lower().removesuffix("s") if found is not None else "land"
    if found is not None and found["kind"].lower() in _CREATURE_PARTS:
        kind = "creature"  # "a blocker": a creature, by its part in combat
    if spell is not None:  # "I cast an instant": Angel's Grace, cast, keeps its caster in
        kind = "spell"
    basic = kind == "land" and _BASIC.search(held) is not None
    elsewhere = _ELSEWHERE.search(held) is not None or (
        kind == "card" and _IN_PLAY.search(held) is None
    )
    by_kind = _A_TOKEN_KIND.search(held) is not None  # "two Saproling tokens"
    card = _EXAMPLES.get(kind, _ANY)
    verb, verbs = ("cast", "casts") if spell is not None else ("control", "controls")
    card = _A_SPELL if spell is not None else card
    if leaves:
        card = _LEAVING.get(kind, _LEAVING["enchantment"])
    example = _example(card, player, reader, (verb, verbs))
    if leaves:  # the words said again, naming it: "my opponent destroys my Lich's Mastery"
        whose = _WHOSE.match(words, noun_at)
        card = f"{whose[0]}{card}" if whose else card
        example = " ".join(f"{words[:noun_at]}{card}{words[end:] if end else ''}".split())
    said = " ".join(words[noun_at:end].split())
    matters = spell is not None or not (basic or elsewhere or by_kind)
    clause = (" ".join(words.split()),) if told or leaves else ()
    reader.held_unnamed.append(
        HeldUnnamed(said, player, kind, example, matters, clause, leaves=leaves)
    )


def _example(
    card: str, player: str, reader: Reader, verbs: tuple[str, str] = ("control", "controls")
) -> str:
    """The words that would name `card` held (or cast: `verbs`) by `player`, as the question
    back offers them."""
    if player in (reader.asker, ""):
        return f"I {verbs[0]} {card}"  # the asker's, or nobody's said
    return f"{'my opponent' if player == OPPONENT else player} {verbs[1]} {card}"


def _an_ability_used(
    role: Role, match: re.Match[str], source: Source, reader: Reader, *, cast: bool
) -> bool:
    """Whether the clause `match` uses an ability of no card named ("I activate an ability")
    beside a card named that turns on what it may have done, noted to be asked for
    (`watched`: "I have Laboratory Maniac, my library is empty, I activate an ability" was
    "nobody has won or lost yet", the ability dropped without a word; one that draws wins)."""
    at = match.start("s") - match.start()
    if (
        role is not Role.STACK
        or cast
        or source.cards
        or source.unknown
        or _USED.search(match[0], 0, at) is None
        or _ACTING.search(match["s"]) is None
        or turned_by_one_of(e.card for e in reader.entities if e.card is not None) is None
    ):
        return False
    said, told = " ".join(match["s"].split()), " ".join(match[0].split())
    player = source.controller or ""
    reader.held_unnamed.append(HeldUnnamed(said, player, "ability", "", False, (told,)))
    return True


def _a_kind_named(words: str, source: Source, reader: Reader) -> None:
    """A name Arbiter does not know said after "a" or "an" ("I control a Saga", "my opponent
    controls an Angel", "a Human Wizard"): a kind of card (a subtype) that no card names, kept
    for `settle` as any permanent held unnamed is; never a basic land type or a token's kind
    ("a Forest", "a Clue")."""
    name = source.unknown[0]
    article = _A_KIND.fullmatch(words.strip())
    if article is None or _BASIC.search(name) or _TOKEN_KIND.fullmatch(name):
        return
    player = source.controller or ""
    said = f"{article['a']} {name}"
    reader.held_unnamed.append(
        HeldUnnamed(said, player, "permanent", _example(_ANY, player, reader), True)
    )


def note_holding(words: str, player: str, after: int, reader: Reader) -> None:
    """What `player` is said to hold by a count or a kind after their verb ("I control an
    enchantment", "bob has two cards in hand": the words from `after`), kept for `settle`."""
    noun = _A_HOLDING.search(words, after)
    if noun is not None:
        note(words, player, noun.start(), reader, told=False)


def note_card(
    role: Role, match: re.Match[str], source: Source, reader: Reader, *, taken: bool = False
) -> None:
    """A card in play, entering it, or cast (then in play as it resolves) that no card names
    ("I had an artifact out", "an enchantment enters the battlefield", "he casts a creature
    spell": the clause `match`, its card's words in group "s"), kept for `settle`."""
    at, end = match.start("s") - match.start(), match.end("s") - match.start()
    arrives = role is Role.MOVES and _ARRIVES.search(match[0]) and not _LEAVES.search(match[0])
    cast = role is Role.STACK and _CAST.search(match[0], 0, at) is not None
    leaves = taken or (role is Role.MOVES and _LEAVES.search(match[0]) is not None)
    if _an_ability_used(role, match, source, reader, cast=cast):
        return
    if not (role is Role.PRESENCE or arrives or cast or leaves):
        return
    if leaves and not (source.cards or source.unknown):
        note(match[0], source.controller or "", at, reader, end, told=False, leaves=True)
        return
    if source.cards and source.controller is not None:
        reader.named_held.setdefault(source.controller, set()).update(c.name for c in source.cards)
    elif not (source.cards or source.unknown):
        note(match[0], source.controller or "", at, reader, end, told=bool(arrives or cast))
    elif not (source.cards or leaves):
        _a_kind_named(match["s"], source, reader)


def _read_by_a_card(held: HeldUnnamed, situation: Situation, reader: Reader) -> bool:
    """Whether a card of its holder's (said held or cast by them, or by nobody: "my Coalition
    Victory says I win") has a condition about what they control of the held kind (Worship:
    "while they control a creature"; Epic Struggle: creatures)."""
    kind = re.compile(rf"\b{held.kind}s?\b", re.IGNORECASE)
    others = {
        name for who, names in reader.named_held.items() if who != held.player for name in names
    }
    theirs = reader.named_held.get(held.player, set())
    return any(
        condition is not None and kind.search(condition.words) is not None
        for entity in situation.entities
        if entity.card is not None and (entity.name in theirs or entity.name not in others)
        for effect in entity.card.effects
        for condition in (getattr(effect, "condition", None),)
    )


# "... then my death triggers deal 10 damage to him": what the leaving triggered, told
_DEATH_TRIGGERS = re.compile(
    r"\b(?:death|dies|dying|leaves?|ltb)[- ]?(?:triggers?|triggered abilit(?:y|ies))\b",
    re.IGNORECASE,
)


_A_STATEMENT = re.compile(r"[^.!?]*+(?:[.!]|$)")  # ... to the end of its sentence, no "?"


def _triggers_told(held: HeldUnnamed, text: str, reader: Reader) -> bool:
    """Whether the words go on, after `held` leaves, to tell what its leaving triggered: its
    death triggers ("then my death triggers deal 10 damage to him"), or a card named
    triggering ("then Disciple of the Vault triggers and ..."): the triggers the words read it
    for, each then read (or refused) as told."""
    at = text.casefold().find(held.words.casefold())
    if not held.leaves or at < 0:
        return False
    after = text[at + len(held.words) :]
    named = "|".join(re.escape(entity.name) for entity in reader.entities)
    by_a_card = named and re.search(
        rf"(?:{named})(?:'s)?\s++(?:triggers|triggered|trigger\s++resolves)\b",
        after,
        re.IGNORECASE,
    )
    told = [found.end() for found in _DEATH_TRIGGERS.finditer(after)]
    told += [by_a_card.end()] if by_a_card else []
    return any(_A_STATEMENT.match(after, end) for end in told)


def _a_trigger_reads_it(held: HeldUnnamed, situation: Situation) -> bool:
    """Whether a card the words name triggers on events of the leaving kind (Zulaport
    Cutthroat: "whenever ... another creature of its controller dies"; Disciple of the Vault:
    "each time an artifact goes ... to a graveyard"): the leaving is that trigger's, told for
    it."""
    kind = re.compile(rf"\b{held.kind}s?\b", re.IGNORECASE)
    return held.leaves and any(
        getattr(effect, "moment", None) is Moment.EVENT and kind.search(entity.card.wording)
        for entity in situation.entities
        if entity.card is not None
        for effect in entity.card.effects
    )


def _kept_in(held: HeldUnnamed, sentences: list[Sentence], reader: Reader) -> bool:
    """Whether a creature no card names leaving can turn nobody's outcome: every player the
    words tell of is kept in by a card of their own named that can't be it (Platinum Angel,
    while another player's creature dies). No creature makes its controller lose as it leaves;
    what its leaving triggers moves life totals, and a player kept in loses by none."""
    if not held.leaves or held.kind not in _DESCRIBED:
        return False
    told = {
        event.player
        for sentence in sentences
        for event in sentence.events
        if event.kind not in _UNTURNED  # "I control Platinum Angel": its effect, begun
    }
    return bool(told) and all(
        player != held.player
        and any(
            holder == player and any(effect.kind is Kind.CANT_LOSE for effect in card.effects)
            for holder, card in reader.lasting_held
        )
        for player in told
    )


def _described(held: HeldUnnamed, text: str, asker: str) -> bool:
    """Whether the held creature is told by its stats, or said again as what it is or what
    it deals."""
    if held.kind not in _DESCRIBED:
        return False
    again = _MINE_AGAIN if held.player == asker else _THEIRS_AGAIN
    return _BY_STATS.search(held.words) is not None or again.search(text) is not None


# Events no card in play turns: a concession (a player who concedes leaves, which no effect
# stops, 104.3a; the win it leaves another overrides every effect that would stop it, 104.2a),
# a penalty or an intentional draw (tournament rules, outside any card's reach), and a card's
# own continuous effect beginning or ending (which ends nothing by itself).
_UNTURNED = frozenset(
    {
        EventKind.CONCEDE,
        EventKind.PENALTY,
        EventKind.INTENTIONAL_DRAW,
        EventKind.EFFECT_BEGINS,
        EventKind.EFFECT_ENDS,
    }
)


def _sentences(situation: Situation) -> list[Sentence]:
    """Every sentence of every reading, in order."""
    return [
        sentence
        for step in situation.steps
        for sentence in (
            [step] if isinstance(step, Sentence) else [s for _, case in step.cases for s in case]
        )
    ]


def _turned_by_no_card(sentences: list[Sentence]) -> bool:
    """Whether every event the words tell is one no card in play turns (or none is told:
    nothing said ends the game)."""
    return all(event.kind in _UNTURNED for s in sentences for event in s.events)


def watched(held: HeldUnnamed, situation: Situation, reader: Reader) -> HeldUnnamed:
    """`held`, where it is a spell told cast beside a card Arbiter knows that turns on what a
    spell may do (a card drawn: Laboratory Maniac, Jace; a change of life: Sanguine Bond,
    Exquisite Blood), with that card and the words that would say it did it: though nothing
    the words tell is turned by a card, what the spell did may be ("I have Laboratory Maniac,
    my library is empty, I cast a spell" was "nobody has won or lost yet": a spell that draws
    a card wins the game)."""
    if held.kind in _UNWATCHED or not held.told or held.leaves:
        return held
    spells = held.kind in ("spell", "ability")
    for entity in situation.entities:
        for turns, spell, (what, verb, verbs) in _WATCHES:
            if entity.card is not None and any(map(turns, entity.card.effects)):
                return replace(
                    held,
                    turned_by=entity.card.name,
                    did=_example(what, reader.asker, reader, (verb, verbs)),
                    example=_example(
                        spell if spells else _EXAMPLES.get(held.kind, _ANY),
                        held.player,
                        reader,
                        ("cast", "casts"),
                    ),
                )
    return held


# Told cast or arriving, a permanent no card names may be one whose ability as it enters does
# what a watching card turns on ("I have Laboratory Maniac, my library is empty, I cast a
# creature spell": a creature that draws a card as it enters wins); a land (a mana ability,
# 305.6), a card held elsewhere or nothing held is no such one.
_UNWATCHED = frozenset({"land", "none", "card"})


def turned_by_one_of(cards: Iterable[Card]) -> tuple[str, str] | None:
    """The first of `cards` that turns on what a spell may do (`_WATCHES`), and the words that
    would say the asker did it ("I draw a card"); None where none does."""
    for card in cards:
        for turns, _, (what, verb, _verbs) in _WATCHES:
            if any(map(turns, card.effects)):
                return card.name, f"I {verb} {what}"
    return None


def _on_a_draw(effect: Effect) -> bool:
    """What turns on a card drawn: a draw from an empty library that wins instead (Laboratory
    Maniac), a draw replaced or shared (Alms Collector)."""
    return effect.kind in (Kind.REPLACES_DRAW, Kind.SHARES_DRAW) or (
        isinstance(effect, ChangesStateLoss) and effect.loss is StateLoss.EMPTY_LIBRARY
    )


# What a card may turn on that a spell did, a spell Arbiter knows that does it (named in the
# question back), and the words that would say it was done: a card drawn (Brainstorm: its
# caster draws three), life gained (Chaplain's Blessing: its caster gains 5).
_WATCHES: tuple[tuple[Callable[[Effect], bool], str, tuple[str, str, str]], ...] = (
    (_on_a_draw, "Brainstorm", ("a card", "draw", "draws")),
    (on_a_change_of_life, "Chaplain's Blessing", ("3 life", "gain", "gains")),
)


# "... Then I cast a spell", "..., and then I cast a spell": said to come after what came before
_LATER = re.compile(rf"(?<![\w']){one_of(WORDS.later_openers)},?$", re.IGNORECASE)


def _on_its_own(sentence: Sentence, text: str) -> bool:
    """Whether `sentence` is one of its own in `text` (after a full stop or said to come after
    what went before, "then I cast a spell"; not "... and I cast an instant", which may be at
    the same time), and no response ("in response I cast ...": to what, the order of the words
    may not tell)."""
    at = " ".join(text.split()).casefold().find(" ".join(sentence.text.split()).casefold())
    before = " ".join(text.split())[:at].rstrip()
    after = not before or before[-1] in ".!?" or _LATER.search(before) is not None
    return at >= 0 and after and not _RESPONSE.search(sentence.text)


def _told_in(held: HeldUnnamed, sentences: list[Sentence], text: str) -> HeldUnnamed | None:
    """`held`, told cast or arriving, with the sentences that tell it, each one of its own
    (else none: never too late, `too_late`), or None where the one sentence casting it says it
    countered, naming no other card ("I cast a spell but it gets countered": it never
    resolves)."""
    if not held.told:
        return held
    clause = held.told[0].casefold()
    telling = [s for s in sentences if clause in " ".join(s.text.split()).casefold()]
    alone = len(telling) == 1 and not (telling[0].marks or telling[0].unknown_in_play)
    if alone and _COUNTERED.search(telling[0].text):
        return None
    own = all(_on_its_own(sentence, text) for sentence in telling)
    return replace(held, told=tuple(s.text for s in telling) if own else ())


def settle(situation: Situation, reader: Reader, text: str) -> None:
    """Keep, once the whole text is read, the holdings that may decide the outcome, the first
    of them not told too late to be asked for where the text would otherwise be ruled
    (`ask`), and every holding to be shown as taken."""
    sentences = _sentences(situation)
    unturned = _turned_by_no_card(sentences)
    situation.unnamed_asked = tuple(
        told
        for held in map(lambda held: watched(held, situation, reader), reader.held_unnamed)
        if (held.matters or held.turned_by)
        and not (unturned and not held.turned_by)
        and not (
            _read_by_a_card(held, situation, reader)
            or _described(held, text, reader.asker)
            or _triggers_told(held, text, reader)
            or _a_trigger_reads_it(held, situation)
            or _kept_in(held, sentences, reader)
        )
        for told in (_told_in(held, sentences, text),)
        if told is not None
    )
    situation.held_unnamed = list(dict.fromkeys(held.words for held in reader.held_unnamed))


def too_late(held: HeldUnnamed, after_end: list[tuple[str, ...]]) -> bool:
    """Whether `held` was told cast or arriving only in sentences read after the game was over
    in every reading (`after_end`: "I'm at 0 life. I cast a spell.": the player was out at the
    checkpoint before it, 704.5a, 104.3b)."""
    return bool(held.told) and all(
        sentence in ended for ended in after_end for sentence in held.told
    )


def ask(asked: tuple[HeldUnnamed, ...], after_end: list[tuple[str, ...]]) -> None:
    """Refuse, asking which card it is, the first holding in `asked` not told too late."""
    for held in asked:
        if not too_late(held, after_end):
            raise refusal(held)


def refusal(held: HeldUnnamed) -> SituationError:
    """The question back for `held`: which card it is, with a card of its kind named as the
    words would name it."""
    example = f'"{held.example}"'  # the reader reads English
    said = Message(
        'Which card is "{words}"? A permanent may change the outcome by what it says (that '
        "its controller can't lose, that their opponents can't win): name it ({example}).",
        words=quoted(held.words),
        example=example,
    )
    if held.turned_by:
        said = Message(
            'Which card is "{words}"? {card} may turn on what it did: name it ({example}), or '
            'say what it did ("... and {did}").',
            words=quoted(held.words),
            card=held.turned_by,
            example=example,
            did=held.did,
        )
    elif held.kind == "spell":
        said = Message(
            'Which card is "{words}"? A spell may change the outcome by what it does (that its '
            "caster can't lose this turn, that damage is prevented): name it ({example}).",
            words=quoted(held.words),
            example=example,
        )
    if held.leaves:
        said = Message(
            'Which card is "{words}"? A permanent may change the outcome as it leaves (its '
            "controller may lose the game then, a player may lose life): name it ({example}).",
            words=quoted(held.words),
            example=example,
        )
    return SituationError(said, kind=Refusal.UNNAMED_CARD, unread=held.words)
