"""A block with a creature with lifelink, then the asker's account of what the combat did to the
one who blocked (combat_told.py reads it first): "he blocks my ezio with Olivia ... He would've
lost 18 life putting him at neg 14 and then gained 3 life from Olivia putting him at neg 11".

The blocker's lifelink gains its controller life at the moment its combat damage is dealt, which
is the moment the unblocked attackers deal theirs (MTG CR 510.2, 702.15b): the loss and the gain
told are one event, whatever order the account gives them ("and then" is how the asker believes
it went, never a fact that changes the answer). Told as "he takes 18 combat damage and gains 3
life from Olivia's lifelink", and the total the account ends at as "he goes to -11 life", which
the reader checks against the total told before.

Only where the same player blocked with that same card before the account, the card is one
Arbiter knows with lifelink (named in full, or again by a word of its name: "with Olivia"), the
account's totals agree with each other (-14 and 3 make -11), and no first or double strike is
said (a damage step of its own, 510.4: the gain may then come after the loss), and no other
card is named (Embercleave gives double strike, Gisela changes the damage). Anything else is
left as written, to be read or refused.

A gain told after "then" from a card's lifelink, no block said ("He takes 5 combat damage and
then gains 3 life from Vampire Nighthawk's lifelink", "... from his Vampire Nighthawk"): the
life came as that creature's damage was dealt, with the loss told before if both were in one
combat damage step, after it only in a later one (510.2, 510.4). Told as a gain from lifelink,
whose order the reader asks where it decides (told_in_turn.py), as "then" never settles it.
Only a card Arbiter knows whose effects are all its own lifelink (or lifelink it grants), or
one it does not know that the words say has lifelink ("Olivia Voldaren's lifelink"); a
lifelink that is a trigger (Spirit Link: its life comes later, 603.3), a card that does more,
and a card not known said only as the source ("from Healing Salve") are left as written.
Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.card_model import Lifelink, LifelinkHow
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.combat_players import AS_SUBJECT
from bot.core.rulings.number_reading import NUMBER, number_value
from bot.core.rulings.words import MARK, SUBJECT, Entity

# Olivia named in full (marked), or again by one word of its name, capitalised ("Olivia").
_CARD = rf"(?:{MARK}\d++|(?-i:[A-Z])[^\W\d_]{{2,}}+)(?!\w)"
_OWNER = rf"(?:{one_of(WORDS.card_owners)}\s++)?"
# "he blocks my ezio with Olivia", "he blocks one of them with his Olivia", "he blocks with it"
_BLOCK = re.compile(
    rf"(?:\s*+,?\s++{one_of(WORDS.list_joins)}|\s*+,)?\s*+(?<![\w'])(?P<b>{SUBJECT})\s++"
    rf"{one_of(WORDS.block_verbs)}\s++"
    rf"(?:{one_of(WORDS.one_of_them)}\s++|{one_of(WORDS.blocked_owners)}\s++[\w'/]++\s++)?"
    rf"{one_of(WORDS.fights_with)}\s++{_OWNER}(?P<c>{_CARD})"
    r"(?=\s*+(?:[,.;!?\n]|$))",
    re.IGNORECASE,
)
_AT = (
    rf"(?:\s*+,)?\s++{one_of(WORDS.bring_participles)}\s++(?P<o{{0}}>{one_of(WORDS.hit_objects)})\s++"
    rf"{one_of(WORDS.bring_to)}\s++(?P<{{0}}>{NUMBER})(?:\s++{one_of(WORDS.life_word)})?"
)
# "He would've lost 18 life putting him at neg 14 and then gained 3 life from Olivia ..."
_ACCOUNT = re.compile(
    rf"(?<![\w'])(?P<p>{SUBJECT})\s++(?:{one_of(WORDS.account_would)}\s++)?"
    rf"{one_of(WORDS.account_losses)}\s++(?P<n>{NUMBER})\s++{one_of(WORDS.account_units)}"
    rf"(?:{_AT.format('t')})?(?:\s*+,)?\s++{one_of(WORDS.list_joins)}\s++"
    rf"(?:{one_of(WORDS.rest_then)}\s++)?{one_of(WORDS.gain_verbs)}\s++(?P<m>{NUMBER})\s++"
    rf"{one_of(WORDS.life_word)}\s++{one_of(WORDS.account_from)}\s++{_OWNER}(?P<c>{_CARD})"
    rf"(?:'s\s++{one_of(WORDS.lifelink)})?(?:{_AT.format('t2')})?"
    r"(?=\s*+(?:[.!?;\n]|$))",
    re.IGNORECASE,
)
# After the account, damage or life lost told again ("... from Olivia. He takes 5 combat
# damage."): the account's own loss restated, or more of it, the words do not say which.
_AGAIN = re.compile(
    rf"(?<![\w']){SUBJECT}\s++{one_of(WORDS.restated_damage)}\s++{NUMBER}", re.IGNORECASE
)
# "he says he's still alive because of Olivia's lifelink", between the block and the account:
# the reason is the gain the account tells, with its amount; taken off, what is left of the
# opinion ("he says he's still alive") is the reader's to skip or refuse.
_REASON = re.compile(
    rf"(?:\s*+,)?\s++{one_of(WORDS.account_reasons)}\s++{_OWNER}(?P<c>{_CARD})'s\s++"
    rf"{one_of(WORDS.lifelink)}(?=\s*+(?:[.!?;\n]|$))",
    re.IGNORECASE,
)
# "then gains 3 life from Vampire Nighthawk's lifelink", "then he gained 3 life from his Olivia",
# "After he takes 5, he gains 3 life from ...", "he gains 3 life from ... after he takes 5"; a
# word after a known card's name other than "lifelink" ("Nighthawk's lifelnk") is still its
# lifelink where that is all the card does
_NAMED_LEAD = (
    rf"(?<![\w']){one_of(WORDS.named_gain_leads)}\s++|(?:^|(?<=[.!?;\n]))\s*+"
    rf"{one_of(WORDS.named_gain_first)}\s[^,.!?;\n]++,\s*+"
)
_NAMED_CARD = (
    rf"{_OWNER}{MARK}\d++(?:'s?\s++(?:{one_of(WORDS.lifelink)}|[^\W\d_]++)"
    rf"|\s++{one_of(WORDS.lifelink)})?"  # "from vampire nighthawks lifelink": "§0 lifelink"
)
_NAMED_GAIN = re.compile(
    rf"(?P<lead>{_NAMED_LEAD})?(?P<g>(?<![\w'])(?:{SUBJECT}\s++)?{one_of(WORDS.gain_verbs)}\s++"
    rf"{NUMBER}\s++{one_of(WORDS.life_word)}\s++){one_of(WORDS.lifelink_leads)}\s++"
    rf"(?:(?P<c>{_NAMED_CARD}(?:(?:\s*+[,+]\s*+|\s++{one_of(WORDS.list_joins)}\s++){_NAMED_CARD})*+)"
    rf"|(?P<it>{one_of(WORDS.card_pronouns)}))"  # "from it": the one card named before
    # "... at the same time", "in the same combat damage step": said, yet after "then"
    rf"(?:\s++(?:{one_of(WORDS.same_time)}|{one_of(WORDS.named_gain_same_step)}))?"
    rf"(?:(?=\s++(?P<o>{one_of(WORDS.named_gain_orders)})\s)|(?=\s*+(?:[.!?;,\n]|$)))",
    re.IGNORECASE,
)
_STRIKES = re.compile(rf"\b{one_of(WORDS.account_strikes)}\b", re.IGNORECASE)
_CHEAP = re.compile(one_of(WORDS.block_verbs), re.IGNORECASE)


def lifelink_account(text: str, entities: tuple[Entity, ...] = ()) -> str:
    """The text with each account of a combat after a block with a lifelink card told as the
    loss and the gain at once (see above), and the block taken out; else as it is."""
    if MARK not in text or _CHEAP.search(text) is None or _STRIKES.search(text):
        return text
    for account in _ACCOUNT.finditer(text):
        card = _lifelinker(account["c"], text, entities)
        if card is None:
            continue
        blocks = [
            b
            for b in _BLOCK.finditer(text, 0, account.start())
            if _lifelinker(b["c"], text, entities) == card and _same(b["b"], account["p"])
        ]
        told = _told(account, card)
        if len(blocks) != 1 or told is None or _AGAIN.search(text, account.end()):
            continue
        if _others_named(text, entities, card):
            continue
        block = blocks[0]
        between = _without_reason(text[block.end() : account.start()], card, text, entities)
        return f"{text[: block.start()]}{between}{told}{text[account.end() :]}"
    return text


def lifelink_named(text: str, entities: tuple[Entity, ...] = ()) -> str:
    """The text with each gain told after "then" from a card's lifelink told as a gain from
    lifelink, its order to be asked (see above); else as it is."""
    if MARK not in text:
        return text
    return _NAMED_GAIN.sub(lambda m: _named(m, text, entities), text)


def _named(gain: re.Match[str], text: str, entities: tuple[Entity, ...]) -> str:
    """The gain from lifelink, where each card it is from is one whose life comes with its
    damage, and an order is told ("then", "after"); else as written."""
    if gain["lead"] is None and gain["o"] is None:
        return gain[0]
    if gain["it"] is not None:  # "it": the one card named before, told by its mark
        before = _marks(text[: gain.start()])
        cards = [f"{MARK}{n}" for n in before] if len(before) == 1 else []
    else:
        cards = [gain["c"]]
    if not cards:
        return gain[0]
    said = rf"{MARK}(\d++)((?:'s?)?\s++{one_of(WORDS.lifelink)})?"
    for card in re.finditer(said, " ".join(cards)):
        number = int(card[1])
        if number >= len(entities) or not _at_once(entities[number], card[2] is not None):
            return gain[0]
    return f"{gain['lead'] or ''}{gain['g']}from {WORDS.lifelink[0]}"


def _at_once(entity: Entity, said: bool) -> bool:
    """Whether a card's life may come with its damage: all it does is its lifelink (or lifelink
    it grants), or it is a card Arbiter does not know said to have lifelink (`said`)."""
    card = entity.card
    if card is None:
        return said
    effects = card.effects
    return bool(effects) and all(
        isinstance(e, Lifelink) and e.how in _AT_ONCE and not e.to_spells for e in effects
    )


_AT_ONCE = (LifelinkHow.KEYWORD, LifelinkHow.GRANTS)


def _others_named(text: str, entities: tuple[Entity, ...], card: int) -> bool:
    """Whether the text names a card other than the lifelinker: one that may give a creature
    first or double strike (Embercleave: damage in a step of its own, 510.4), change the
    damage the account tells (Gisela, Blade of Goldnight) or do what Arbiter does not know."""
    return any(_lifelinker(f"{MARK}{n}", text, entities) != card for n in _marks(text))


def _marks(text: str) -> set[int]:
    return {int(m) for m in re.findall(rf"{MARK}(\d++)", text)}


def _without_reason(between: str, card: int, text: str, entities: tuple[Entity, ...]) -> str:
    """`between` with each reason that is that card's lifelink taken off (`_REASON`)."""
    return _REASON.sub(
        lambda m: "" if _lifelinker(m["c"], text, entities) == card else m[0], between
    )


def _told(account: re.Match[str], card: int) -> str | None:
    """The account as one event and its end total, or None where its totals disagree."""
    lost, gained = number_value(account["n"]), number_value(account["m"])
    between = number_value(account["t"]) if account["t"] else None
    end = number_value(account["t2"]) if account["t2"] else None
    if between is not None and end is not None and between + gained != end:
        return None  # "-14 and then 3 puts him at -10": the account is not one of totals
    if not all(_whose(account["p"], said) for said in (account["ot"], account["ot2"]) if said):
        return None  # "he lost 18 life, putting me at 2": whose total is it?
    if end is None and between is not None:
        end = between + gained
    who = AS_SUBJECT.get(account["p"].lower(), account["p"])
    verb = "go" if who.lower() in ("i", "you", "they") else "goes"
    takes, gains = ("take", "gain") if verb == "go" else ("takes", "gains")
    said = f"{who} {takes} {lost} combat damage and {gains} {gained} life from {MARK}{card}'s"
    said += f" {WORDS.lifelink[0]}"
    return said if end is None else f"{said} and {who} {verb} to {end} life"


def _same(blocker: str, player: str) -> bool:
    """Whether the one who blocked is the one the account is of (said alike)."""
    one, other = (AS_SUBJECT.get(w.lower(), w).lower() for w in (blocker, player))
    return one == other


def _whose(player: str, total: str) -> bool:
    """Whether the total "putting him at -14" is of the player the account is of: said alike,
    or "him", "her" or "them" of a player said by a role or a name ("my opponent")."""
    said = player.lower()
    if _same(player, total) or said in WORDS.pronouns or said in WORDS.self_words:
        return _same(player, total)
    return total.lower() in ("him", "her", "them")


def _lifelinker(said: str, text: str, entities: tuple[Entity, ...]) -> int | None:
    """The entity a card is said as, where it is a card Arbiter knows with lifelink: marked,
    or one word of the name of the one such card marked in the text."""
    known = [n for n in sorted(_marks(text)) if n < len(entities) and _has_lifelink(entities[n])]
    if said.startswith(MARK):
        number = int(said[len(MARK) :])
        if number in known:
            return number
        if number >= len(entities) or entities[number].card is not None:
            return None
        said = entities[number].name  # "Olivia's lifelink": a card not known, by one word
    word = said.lower()
    fits = [n for n in known if word in _name_words(entities[n])]
    return fits[0] if len({entities[n].name for n in fits}) == 1 else None


def _has_lifelink(entity: Entity) -> bool:
    card = entity.card
    return card is not None and any(word in card.keywords for word in WORDS.lifelink)


def _name_words(entity: Entity) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]+", entity.name)}
