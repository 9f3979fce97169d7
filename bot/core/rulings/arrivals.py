"""Permanents entering, changing hands and damage redirected, told as play (chat.py), put in
the situation language's terms (`told_as_play`), before the grammar reads them:

- a card put onto the battlefield ("I put Phage onto the battlefield with Sneak Attack", "I
  use Sneak Attack or Show and Tell to put out a Phage", "I reanimate Phage") is
  `CARD enters the battlefield under X's control without being cast`: the player who puts it
  there controls it (MTG CR 110.2a), and a card put there was not cast. A card of another
  player's ("I reanimate his Phage") stays as written: whose control it enters under is what
  the card that does it says;
- a card that "comes into play" enters the battlefield (the older wording);
- a spell delayed ("I use Ertai's Meddling to delay an opponent's Phage") comes back without
  being cast from a hand (a copy put on the stack is not cast, 707.10): it enters under the
  control of whoever's spell it was, said by the words ("my opponent's Phage"; "an
  opponent's" only when the one delaying it is the asker, in a game of two);
- a card stolen ("I steal his Platinum Angel with Control Magic", "player c gains control of
  player a's commander through Control Magic") is `X gains control of CARD`;
- the damage an attacking card would deal to one player redirected to another ("my opponent
  attacks with Phage and I use Captain's Maneuver to redirect all the damage Phage would deal
  to me to my opponent") is that card's combat damage to the other player: redirected damage
  is the same damage, from the same source (614.9). Without the attack (or "combat damage")
  said, whether it was combat damage is unknown and the words stay as written;
- a question about the cause of an outcome asked ("will my opponent lose due to Phage's comes
  into play ability", "does this redirected damage still count as combat damage") keeps only
  the outcome asked about, which the ruling answers with its reasons.

Nothing else is guessed: each form reads only where every player and card it needs is said.
The words are the reader's (lexicon/). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.card_model import EndsNothing
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, bare_word, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.words import MARK, NAME, ORDINARY, ROLE, Entity, card_marked

_CARD = rf"{MARK}\d++"
_CARDS = rf"{_CARD}(?:(?:\s*+,\s*+|\s++or\s++|\s++and\s++){_CARD})*+"
_WHO = (
    r"my opponent|your opponent|the opponent|opponent"
    rf"|i|he|she|they|you|{ROLE}|{NAME}"
)
_OWNER = (
    r"my opponent's|your opponent's|the opponent's|an opponent's|opponent's|my|his|her|their"
    rf"|your|(?:{ROLE})'s|(?:{NAME})'s"
)
_ARTICLE = r"(?:a|an|the)"
# Where a clause's subject may start: the sentence's start, or after a comma, "and", "then",
# "so", "but", "if" or "when" (never mid-clause: "I didn't put ...", "I don't steal ...").
_START = (
    r"(?:^|(?<=,\s)|(?<=;\s)|(?<=\band\s)|(?<=\bthen\s)|(?<=\bso\s)|(?<=\bbut\s)"
    r"|(?<=\bif\s)|(?<=\bwhen\s))"
)
_ONTO = one_of(WORDS.onto_the_battlefield)
_BY = one_of(WORDS.by_means_of)
_USE = one_of(WORDS.use_verbs)
_FROM_ZONE = r"(?:\s++from\s++(?:my|his|her|their|your|the|a)\s++(?:hand|graveyard|library))?"
_UNDER = r"(?:\s++under\s++(?P<u>my|his|her|their|your)\s++control)?"

_POSSESSIVE = {
    "i": "my",
    "me": "my",
    "he": "his",
    "him": "his",
    "she": "her",
    "her": "her",
    "they": "their",
    "them": "their",
    "you": "your",
}
# The asker and their opponent: one named, the reader knows the other (a game of two).
_THE_TWO = frozenset({"my", "my opponent's"})


def _whose(who: str) -> str:
    """The possessive of a subject ("I": "my", "My opponent": "my opponent's")."""
    if who.lower() in _POSSESSIVE:
        return _POSSESSIVE[who.lower()]
    first, _, rest = who.partition(" ")
    if first.lower() in ("my", "your", "the") and rest:
        who = f"{first.lower()} {rest}"
    return f"{who}'s"


def _no_one(who: str) -> bool:
    """A single ordinary word where a player stands ("and puts ...", "then steals ...")."""
    single = " " not in who.strip()
    return single and who.lower() not in ("i", "opponent") and bare_word(who) in ORDINARY


def _own(owner: str | None, who: str) -> bool:
    """Whether a card's possessive, if any, names the subject themself ("I ... my Phage")."""
    return owner is None or owner.lower() == _whose(who).lower()


def _used(who: str, means: str | None) -> str:
    """The player who acted, kept in the words by the card they used ("I use Ertai's
    Meddling and ..."), or by their being in the game ("I am still in the game and ..."): a
    player the event itself does not name is still one of the game's."""
    plural = who.lower() in ("i", "you", "they")
    if means is None:
        be = "am" if who.lower() == "i" else "are" if plural else "is"
        return f"{who} {be} still in the game and "
    return f"{who} {'use' if plural else 'uses'} {means} and "


def _entering(card: str, who: str, means: str | None) -> str:
    said = f"{card} enters the battlefield under {_whose(who)} control without being cast"
    return f"{said} with {means}" if means else said


# "I put Phage onto the battlefield with Sneak Attack", "he cheats out a Phage".
_PUT = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++{one_of(WORDS.put_verbs)}\s++(?:(?P<out>out|in)\s++)?"
    rf"(?:{_ARTICLE}\s++)?(?:(?P<o>{_OWNER})\s++)?(?P<c>{_CARD}){_FROM_ZONE}"
    rf"(?:\s++(?P<onto>{_ONTO}){_FROM_ZONE}{_UNDER})?"
    rf"(?:\s++{_BY}\s++(?P<m>{_CARDS}))?(?![\w'])",
    re.IGNORECASE,
)


# "I use Sneak Attack or Show and Tell to put out a Phage".
_USED_TO_PUT = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++(?:can\s++|could\s++|would\s++|will\s++)?{_USE}\s++"
    rf"(?P<m>{_CARDS})\s++to\s++{one_of(WORDS.put_verbs)}\s++(?:(?P<out>out|in)\s++)?"
    rf"(?:{_ARTICLE}\s++)?(?:(?P<o>{_OWNER})\s++)?(?P<c>{_CARD}){_FROM_ZONE}"
    rf"(?:\s++(?P<onto>{_ONTO}){_UNDER})?(?![\w'])",
    re.IGNORECASE,
)


# "I reanimate Phage with Animate Dead", "I flicker my Phage": it enters (again), not cast.
_REANIMATED = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++(?P<v>{one_of(WORDS.reanimate_verbs + WORDS.flicker_verbs)})\s++"
    rf"(?:{_ARTICLE}\s++)?(?:(?P<o>{_OWNER})\s++)?(?P<c>{_CARD})"
    rf"(?:\s++{_BY}\s++(?P<m>{_CARDS}))?(?![\w'])",
    re.IGNORECASE,
)


def _put(match: re.Match[str]) -> str:
    if _no_one(match["x"]) or not (match["onto"] or match["out"]):
        return match[0]  # "I put Phage ..." where: a hand, a library, a graveyard?
    if not (_own(match["o"], match["x"]) and _own(match["u"], match["x"])):
        return match[0]  # another player's card, or under another's control: as written
    return _entering(match["c"], match["x"], match["m"])


# "I play Phage via Shifty Doppelganger", "he would cast Phage with Sneak Attack", "I Sneak
# Attack in Phage": a creature told as played by a card that puts it onto the battlefield is
# put there, not cast (110.2a, 603.4), as `X puts CARD onto the battlefield with MEANS` (read
# by _PUT below). Only where the means is a card Arbiter knows puts creatures there
# (`puts_onto_battlefield`): "I play Phage with Lightning Bolt in hand" stays as written.
_PLAYED_VIA = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++(?:{one_of(WORDS.played_modals)}\s++)?"
    rf"{one_of(WORDS.played_verbs)}\s++(?:{_ARTICLE}\s++)?(?:(?P<o>{_OWNER})\s++)?"
    rf"(?P<c>{_CARD})(?:\s++{one_of(WORDS.cast_from_hand)})?(?:\s++{_ONTO})?"
    rf"\s++(?:{_BY}|{one_of(WORDS.played_because)})\s++(?P<m>{_CARD})(?![\w'])"
    # "I play Phage with Sneak Attack in play": Sneak Attack held, Phage maybe cast
    rf"(?!\s++(?:{_ONTO}|out)\b)",
    re.IGNORECASE,
)
_MEANS_AS_VERB = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++(?P<m>{_CARD})\s++(?:in|out|{_ONTO})\s++"
    rf"(?:{_ARTICLE}\s++)?(?:(?P<o>{_OWNER})\s++)?(?P<c>{_CARD})(?![\w'])",
    re.IGNORECASE,
)
# "I Show and Tell Phage into play": the card that puts it there as the verb, before it.
_MEANS_AS_VERB_BEFORE = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++(?P<m>{_CARD})\s++(?:{_ARTICLE}\s++)?(?:(?P<o>{_OWNER})\s++)?"
    rf"(?P<c>{_CARD})\s++{_ONTO}(?![\w'])",
    re.IGNORECASE,
)
_PLURAL_SUBJECTS = frozenset({"i", "you", "they"})


def _puts_there(mark: str, entities: tuple[Entity, ...]) -> bool:
    """Whether the card marked `mark` is one Arbiter knows puts creatures onto the battlefield."""
    return puts_creatures(card_marked(mark, entities))


def puts_creatures(card: Card | None) -> bool:
    """Whether `card` is one Arbiter knows puts creature cards onto the battlefield."""
    return card is not None and any(
        isinstance(effect, EndsNothing) and effect.puts_onto_battlefield for effect in card.effects
    )


# "I played Phage from my hand": a card that is no land, played from a hand, was cast (the
# older word: 601.1; a land is played, never cast, 305.1). Not beside a card that puts
# creatures onto the battlefield ("... with Sneak Attack": put there, not cast).
_AS_CAST = dict(WORDS.played_as_cast)
_PLAYED_FROM_HAND = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++(?P<v>{one_of(tuple(_AS_CAST))})\s++(?:(?P<o>{_OWNER})\s++)?"
    rf"(?P<c>{_CARD})(?=\s++{one_of(WORDS.cast_from_hand)}(?![\w']))",
    re.IGNORECASE,
)


def _played_from_hand(marked: str, entities: tuple[Entity, ...]) -> str:
    def cast(match: re.Match[str]) -> str:
        card = card_marked(match["c"], entities)
        if card is None or not card.types or "land" in card.types:
            return match[0]  # a land, or a card whose kind is unknown: as written
        owner = f"{match['o']} " if match["o"] else ""
        return f"{match['x']} {_AS_CAST[match['v'].lower()]} {owner}{match['c']}"

    if any(puts_creatures(entity.card) for entity in entities):
        return marked  # "I played Phage from my hand with Sneak Attack": put there, not cast
    return _PLAYED_FROM_HAND.sub(cast, marked)


def played_via(marked: str, entities: tuple[Entity, ...]) -> str:
    """The text with each creature told as played by a card that puts it onto the battlefield
    told as put there by that card (see above); else as it is."""

    def put(match: re.Match[str]) -> str:
        owner, who = match["o"], match["x"]
        if owner and owner.lower() in ("his", "her", "their") and who.lower() not in _POSSESSIVE:
            owner = None  # "my opponent plays his Phage": his own
        if not _puts_there(match["m"], entities) or _no_one(who) or not _own(owner, who):
            return match[0]  # "I play his Phage via Sneak Attack": whose card, as written
        verb = "put" if who.lower() in _PLURAL_SUBJECTS else "puts"
        owner = f"{owner} " if owner else ""
        return f"{who} {verb} {owner}{match['c']} onto the battlefield with {match['m']}"

    marked = _played_from_hand(marked, entities)
    if MARK not in marked or not any(puts_creatures(entity.card) for entity in entities):
        return marked  # no such card named: both forms would keep the words as they are
    marked = _MEANS_AS_VERB.sub(put, _PLAYED_VIA.sub(put, marked))
    return _MEANS_AS_VERB_BEFORE.sub(put, marked)


# "I return my Phage to the battlefield", "I return Phage from my graveyard to the battlefield":
# the subject's own card (a card returned may come back under its owner's control).
_RETURNED = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++{one_of(WORDS.return_verbs)}\s++"
    rf"(?:{_ARTICLE}\s++)?(?:(?P<o>{_OWNER})\s++)?(?P<c>{_CARD})"
    rf"(?:\s++from\s++(?P<z>my|his|her|their|your)\s++(?:graveyard|exile|hand))?"
    rf"\s++(?:to|onto)\s++(?:the\s++battlefield|play){_UNDER}"
    rf"(?:\s++{_BY}\s++(?P<m>{_CARDS}))?(?![\w'])",
    re.IGNORECASE,
)


def _returned(match: re.Match[str]) -> str:
    x = match["x"]
    if _no_one(x) or not (_own(match["o"], x) and _own(match["u"], x) and _own(match["z"], x)):
        return match[0]
    if match["o"] is None and match["z"] is None:
        return match[0]  # whose card it is: unsaid
    return _entering(match["c"], x, match["m"])


# "bob's Phage is put onto the battlefield by bob": the player who put it there controls it.
_PUT_BY = re.compile(
    rf"{_START}(?:(?P<o>{_OWNER})\s++)?(?P<c>{_CARD})\s++(?:is|was|gets|got)\s++"
    rf"(?:put|cheated|snuck|sneaked)\s++(?:{_ONTO}|in|out)\s++by\s++(?P<x>{_WHO}|me)"
    rf"(?:\s++{_BY}\s++(?P<m>{_CARDS}))?(?![\w'])",
    re.IGNORECASE,
)


def _put_by(match: re.Match[str]) -> str:
    x = "I" if match["x"].lower() == "me" else match["x"]
    if _no_one(x) or not _own(match["o"], x):
        return match[0]
    return _entering(match["c"], x, match["m"])


def _reanimated(match: re.Match[str]) -> str:
    if _no_one(match["x"]) or not _own(match["o"], match["x"]):
        return match[0]
    if match["o"] is None and match["v"].lower() in WORDS.flicker_verbs:
        return match[0]  # a card flickered returns under its owner's control: whose is it?
    return _entering(match["c"], match["x"], match["m"])


# "I create a token copy of Phage", "a Soul Foundry token copy of Phage enters the
# battlefield": a token is made where the effect puts it, never cast (111.1, 707.2), so one that
# enters did so without being cast (603.4: Phage's trigger holds). Made by a player said, it
# enters under their control (111.2), whoever's card it copies.
_TOKEN = one_of(WORDS.token_copies)
_TOKEN_MADE = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++{one_of(WORDS.token_makers)}\s++{_ARTICLE}\s++"
    rf"(?:{_CARD}\s++)?{_TOKEN}\s++(?:(?:{_OWNER})\s++)?(?P<c>{_CARD})(?![\w'])",
    re.IGNORECASE,
)
_TOKEN_ENTERS = re.compile(
    rf"{_START}(?P<t>{_ARTICLE}\s++(?:{_CARD}\s++)?{_TOKEN}\s++(?:(?:{_OWNER})\s++)?{_CARD}"
    rf"\s++(?>{one_of(WORDS.arriving)}(?:\s++under\s++[^,.;:!?]*?\bcontrol)?+)(?![\w']))"
    rf"(?!\s++without\b)",
    re.IGNORECASE,
)


# "Phage enters the battlefield from my graveyard": from anywhere but a hand, whether it was
# cast there or put there, it was not cast from a hand (603.4). From a hand it may have been
# cast from it (as written).
_ENTERS_FROM = re.compile(
    rf"(?P<c>{_CARD})\s++(?P<e>{one_of(WORDS.arriving)})\s++"
    rf"from\s++(?:(?:my|his|her|their|your|its\s++owner's|the|a)\s++)?"
    rf"{one_of(WORDS.zones_not_a_hand)}(?P<u>\s++under\s++[^,.;:!?]*?\bcontrol)?+(?![\w'])"
    rf"(?!\s++without\b)",
    re.IGNORECASE,
)


def _entered_from(match: re.Match[str]) -> str:
    if stopped_beside(match):
        return match[0]
    return f"{match['c']} {match['e']}{match['u'] or ''} without being cast from a hand"


def _token_made(match: re.Match[str]) -> str:
    if _no_one(match["x"]) or stopped_beside(match):
        return match[0]
    said = f"a token copy of {match['c']} enters the battlefield under {_whose(match['x'])}"
    return f"{said} control without being cast"


def _token_enters(match: re.Match[str]) -> str:
    return match[0] if stopped_beside(match) else f"{match['t']} without being cast"


# "I tap Phage to deal 1 damage to my opponent": damage a permanent deals by its own tap ability
# is no combat damage (combat damage is dealt only in the combat damage step, by attacking and
# blocking creatures, MTG CR 510.1, 120.2b), whenever it is done. Kept as its controller's.
_TAPPED_TO_DEAL = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++{one_of(WORDS.tap_verbs)}\s++(?:(?P<o>{_OWNER})\s++)?(?P<c>{_CARD})"
    rf"\s++to\s++deal\s++(?P<n>{NUMBER})\s++damage\s++to\s++"
    rf"(?P<z>my opponent|your opponent|the opponent|{ROLE}|me|him|her|them|{NAME})(?![\w'])",
    re.IGNORECASE,
)


_STOPPED = re.compile(rf"\b{one_of(WORDS.stopped_words)}\b", re.IGNORECASE)


def stopped_beside(match: re.Match[str]) -> bool:
    """Whether anything said beside `match`, before or after it, may stop what it tells or take
    its object first ("but the ability is countered", "in response I sacrifice Phage", "it
    fizzles"): what it tells is then not read as done."""
    return _STOPPED.search(match.string[: match.start()] + match.string[match.end() :]) is not None


def _tapped_to_deal(match: re.Match[str]) -> str:
    if stopped_beside(match):
        return match[0]  # "..., but the ability is countered": whether it dealt it, unsure
    owner, who = match["o"], match["x"]
    if owner and owner.lower() in ("his", "her", "their") and who.lower() not in _POSSESSIVE:
        owner = None  # "my opponent taps his Phage": his own
    if _no_one(who) or not _own(owner, who):
        return match[0]  # another player's card tapped: whose ability, unsaid
    dealt = f"{match['c']} deals {match['n']} noncombat damage to {match['z']}"
    return f"{_whose(match['x'])} {dealt}"


# "under my opponents control": the possessive's apostrophe left out (a player's control, never
# a plural's: "under my opponents' control" is several players', left as written).
_UNDER_UNMARKED = re.compile(
    r"\b(?P<u>under\s++(?:my|your|the)\s++opponent)s(?=\s++control\b)", re.IGNORECASE
)


# "Phage comes into play": it enters the battlefield.
_COMES_INTO_PLAY = re.compile(
    rf"(?P<c>{_CARD})\s++{one_of(WORDS.come_into_play)}(?![\w'])", re.IGNORECASE
)


# "I use Ertai's Meddling to delay an opponent's Phage", "I delay his Phage with Ertai's
# Meddling".
_DELAYED = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++(?:{_USE}\s++(?P<m>{_CARDS})\s++to\s++)?"
    rf"{one_of(WORDS.delay_verbs)}\s++(?:{_ARTICLE}\s++)?(?:(?P<o>{_OWNER})\s++)?(?P<c>{_CARD})"
    rf"(?:\s++{_BY}\s++(?P<n>{_CARDS}))?(?![\w'])",
    re.IGNORECASE,
)


def _delayed(match: re.Match[str]) -> str:
    means = match["m"] or match["n"]
    if means is None or _no_one(match["x"]):
        return match[0]  # delayed by what? only a card that delays a spell brings it back
    owner = match["o"]
    if owner is not None and owner.lower() == "opponent's":  # "an opponent's": whose?
        if match["x"].lower() != "i":
            return match[0]  # which opponent's, of whom: unsure
        owner = "my opponent's"
    under = f" under {owner} control" if owner else ""
    entering = f"{match['c']} enters the battlefield{under} without being cast from a hand"
    return _used(match["x"], means) + entering


# "I steal his Platinum Angel with Control Magic", "I use Control Magic to steal his Angel",
# "player c gains control of player a's commander through Control Magic".
_CONTROL = one_of(WORDS.control_verbs)
_STOLEN = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++(?:(?:{_USE})\s++(?P<m>{_CARDS})\s++"
    rf"(?:on\s++(?:{_ARTICLE}\s++)?(?:player|opponent|creature)\s++)?to\s++)?"
    rf"(?:{one_of(WORDS.steal_verbs)}|{_CONTROL})\s++(?P<c>(?:(?:{_OWNER})\s++)?"
    rf"(?:{_CARD}|commander|general))(?:\s++{_BY}\s++(?P<n>{_CARDS}))?(?![\w'])",
    re.IGNORECASE,
)


def _stolen(match: re.Match[str]) -> str:
    who = "I" if match["x"].lower() == "me" else match["x"]
    if _no_one(who):
        return match[0]
    verb = "gain" if who.lower() in ("i", "you", "they") else "gains"
    return f"{who} {verb} control of {match['c']}"


# "my Platinum Angel gets stolen by bob with Control Magic": by whom is said, or nothing is read.
_STOLEN_BY = re.compile(
    rf"{_START}(?P<c>(?:(?:{_OWNER})\s++)?(?:{_CARD}|commander|general))\s++"
    rf"(?:is|was|gets|got|has\s++been|had\s++been)\s++{one_of(WORDS.steal_verbs)}\s++"
    rf"by\s++(?P<x>{_WHO}|me)(?:\s++{_BY}\s++(?P<n>{_CARDS}))?(?![\w'])",
    re.IGNORECASE,
)


# "my opponent attacks with Phage and I use Captain's Maneuver to redirect all the damage that
# Phage would deal to me this turn to my opponent instead": Phage's combat damage to him.
def _damage_of(combat: str) -> str:
    """The damage a card would deal to one player, redirected to another (`z`)."""
    return (
        rf"(?:all\s++)?(?:of\s++)?the\s++{combat}damage\s++(?:that\s++)?"
        rf"(?P<s>{_CARD}|it)\s++would\s++deal\s++to\s++(?:{_WHO}|me|him|her|them)"
        r"(?:\s++this\s++turn)?\s++to\s++"
        rf"(?P<z>my opponent|your opponent|the opponent|{ROLE}|me|him|her|them|{NAME})"
        r"(?:\s++instead)?"
    )


_ANY_DAMAGE = _damage_of(r"(?:combat\s++)?")
_COMBAT_DAMAGE = _damage_of(r"combat\s++")
_REDIRECTING = rf"(?:{_USE}\s++(?P<m>{_CARDS})\s++to\s++)?{one_of(WORDS.redirect_verbs)}"
_REDIRECTED_ATTACK = re.compile(
    rf"{_START}(?P<a>{_WHO})\s++{one_of(WORDS.attack_verbs)}\s++(?:(?:me|him|her|them)\s++)?"
    rf"with\s++(?P<c>{_CARD})(?:\s*+,)?\s++and\s++(?P<y>{_WHO})\s++"
    rf"{_REDIRECTING}\s++{_ANY_DAMAGE}(?:\s++{_BY}\s++(?P<n>{_CARDS}))?(?![\w'])",
    re.IGNORECASE,
)


# "I attack with my Phage and my opponent chooses not to block it, and uses Glarecaster's
# ability and redirects it to me": the unblocked card's damage ("it", "the damage"), moved to
# another player; the redirector is the one who did not block when no other is said. The means
# is a permanent's ability ("Glarecaster's ability"): a spell said to redirect may prevent the
# damage and deal its own instead (not the attacker's combat damage), so it stays as written.
_REDIRECTED_UNBLOCKED = re.compile(
    rf"{_START}(?P<a>{_WHO})\s++{one_of(WORDS.attack_verbs)}\s++(?:(?:me|him|her|them)\s++)?"
    rf"with\s++(?:(?P<o>{_OWNER})\s++)?(?P<c>{_CARD})(?:\s*+,)?\s++and\s++(?P<b>{_WHO})\s++"
    rf"{one_of(WORDS.no_block)}\s++block(?:\s++it)?(?:\s*+,)?\s++and\s++(?:(?P<y>{_WHO})\s++)?"
    rf"(?:{_USE}\s++(?P<m>{_CARD})'s?\s++ability\s++(?:to|and)\s++)?"
    rf"{one_of(WORDS.redirect_verbs)}\s++(?:it|(?:all\s++)?(?:of\s++)?(?:the|its|that)\s++damage)"
    rf"\s++to\s++(?P<z>my opponent|your opponent|the opponent|{ROLE}|me|him|her|them|{NAME})"
    r"(?:\s++instead)?(?![\w'])",
    re.IGNORECASE,
)


# "I redirect the combat damage Phage would deal to me to bob": said to be combat damage.
_REDIRECTED_COMBAT = re.compile(
    rf"{_START}(?P<y>{_WHO})\s++{_REDIRECTING}\s++{_COMBAT_DAMAGE}"
    rf"(?:\s++{_BY}\s++(?P<n>{_CARDS}))?(?![\w'])",
    re.IGNORECASE,
)


def _redirected_combat(match: re.Match[str]) -> str:
    if match["s"].lower() == "it" or _no_one(match["y"]):
        return match[0]  # which card's damage: "it" is an attack's, unsaid here
    means = match["m"] or match["n"]
    return _used(match["y"], means) + f"{match['s']} deals combat damage to {match['z']}"


def _redirected(match: re.Match[str]) -> str:
    attacker, said = match["a"], match.groupdict()
    redirector = match["y"] or said.get("b") or ""  # unsaid: the one who did not block
    if attacker.lower() in ("he", "she", "they") or _no_one(attacker) or _no_one(redirector):
        return match[0]  # whose card it is rests on a pronoun: left to the grammar's refusal
    if not _own(said.get("o"), attacker):
        return match[0]  # "I attack with his Phage": whose card it is, unsaid
    dealt = f"{_whose(attacker)} {match['c']} deals combat damage to {match['z']}"
    means = match["m"] or said.get("n")
    named = {_whose(attacker).lower(), _whose(match["z"]).lower()}
    if means is None and (
        _whose(redirector).lower() in named or named | {_whose(redirector)} <= _THE_TWO
    ):
        return dealt  # the player who redirected it is named, or the reader knows them
    return _used(redirector, means) + dealt


# "will my opponent lose the game due to Phage's comes into play ability": the cause asked
# about is the ruling's to say; the question keeps the outcome ("will my opponent lose").
_CAUSE_ASKED = re.compile(
    rf"\s++{one_of(WORDS.because_of)}\s++(?:the\s++)?(?:{_CARD}'s?\s++)?"
    rf"{one_of(WORDS.enters_ability)}\s*+$",
    re.IGNORECASE,
)
_QUESTION = re.compile(r"^\s*+(?:will|would|does|do|did|is|can|could|should)\b", re.IGNORECASE)


# "does this redirected damage still count as combat damage, and thus cause my opponent to
# lose the game": the kind of damage asked about; kept: "does my opponent lose the game".
_KIND_ASKED = re.compile(
    r"^\s*+(?:does|do|is|would|will)\s++(?:this|the|that)\s++(?:redirected\s++)?damage\s++"
    r"(?:still\s++)?(?:counts?|count|be\s++counted|be\s++considered|considered)\s++as\s++"
    r"combat\s++damage(?:\s*+,?\s++and\s++(?:thus\s++|so\s++|therefore\s++|then\s++)?"
    rf"(?:cause|make)\s++(?P<x>{_WHO}|me|him|her|them)\s++(?:to\s++)?lose(?P<g>\s++the\s++game)?)?"
    r"\s*+$",
    re.IGNORECASE,
)


def _kind_asked(match: re.Match[str]) -> str:
    who = match["x"]
    return f"does {who} lose{match['g'] or ''}" if who else "does it count"


# "would that trigger Phage's come in to play ability killing both of us": whether what was told
# sets off a card's trigger as it enters, asked; the ruling plays it out. Kept: "would that
# happen", a question of question words only, so the whole question is skipped and shown.
_TRIGGER_ASKED = re.compile(
    rf"^\s*+(?P<q>will|would|does|do|did|can|could)\s++(?:that|this|it)\s++"
    rf"{one_of(WORDS.trigger_asked)}\s++(?:the\s++)?(?:{_CARD}'s?\s++)?"
    rf"{one_of(WORDS.enters_ability)}"
    rf"(?:(?:\s*+,)?\s++{one_of(WORDS.killing_asked)}\s++"
    rf"(?:both\s++of\s++us|us\s++both|us|everyone|all\s++of\s++us|{_WHO}|me|him|her|them)"
    rf"(?:\s++both)?)?\s*+$",
    re.IGNORECASE,
)


def outcome_asked(sentence: str) -> str | None:
    """A question about what caused an outcome, as the question of the outcome alone ("will
    my opponent lose the game due to Phage's comes into play ability": "will my opponent lose
    the game"); None for any other sentence. The caller skips the whole sentence, as asked,
    when what is left is a question of question words only."""
    if not _QUESTION.match(sentence):
        return None
    asked = _KIND_ASKED.sub(_kind_asked, _CAUSE_ASKED.sub("", sentence))
    asked = _TRIGGER_ASKED.sub(lambda match: f"{match['q']} that happen", asked)
    return asked if asked != sentence else None


def told_as_play(sentence: str) -> str:
    """A sentence with permanents entering, changing hands or damage redirected told as play,
    in the language's terms (see above); else as it is."""
    if MARK not in sentence:
        return sentence
    sentence = _UNDER_UNMARKED.sub(r"\g<u>'s", sentence)
    sentence = _TAPPED_TO_DEAL.sub(_tapped_to_deal, sentence)
    sentence = _COMES_INTO_PLAY.sub(r"\g<c> enters the battlefield", sentence)
    sentence = _REDIRECTED_ATTACK.sub(_redirected, sentence)
    sentence = _REDIRECTED_UNBLOCKED.sub(_redirected, sentence)
    sentence = _REDIRECTED_COMBAT.sub(_redirected_combat, sentence)
    sentence = _USED_TO_PUT.sub(_put, sentence)
    sentence = _PUT.sub(_put, sentence)
    sentence = _REANIMATED.sub(_reanimated, sentence)
    sentence = _RETURNED.sub(_returned, sentence)
    sentence = _PUT_BY.sub(_put_by, sentence)
    sentence = _TOKEN_MADE.sub(_token_made, _TOKEN_ENTERS.sub(_token_enters, sentence))
    sentence = _ENTERS_FROM.sub(_entered_from, sentence)
    sentence = _DELAYED.sub(_delayed, sentence)
    sentence = _STOLEN_BY.sub(_stolen, sentence)
    return _STOLEN.sub(_stolen, sentence)
