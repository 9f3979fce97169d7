"""Board states told in prose (chat.py): "alice is at 3 life with Platinum Angel in play", put
in the situation language's terms (`board_told`), a deck played said in passing
(`plays_a_deck`), and a card held said in passing ("... with my Platinum Angel on the
battlefield", "..., but the opponent has Phyrexian Unlife in play"), said first as a sentence
of its own (`held_in_passing`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.rulings.card_model import DamageSource, Kind, Who
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, bare_word, one_of
from bot.core.rulings.game_in_passing import PLAYED, ungrouped
from bot.core.rulings.number_reading import NUMBER, number_value
from bot.core.rulings.relative_conjuncts import relative_conjunct
from bot.core.rulings.words import (
    ASKERS_MATE,
    MARK,
    NAME,
    ORDINARY,
    OWNER,
    ROLE,
    SUBJECT,
    Unread,
)

# What a player holds or how much life they have, said as people say it, put in the language's
# terms ("X controls CARD", "X is at N life", "X has no creatures"). Only what can be read
# exactly is read: a count of a card named ("two Alpine Bears"), a creature told by its size
# and abilities ("a 3/2 with deathtouch"), counters on a card, loyalty, mana stay as written,
# to be refused and named, since each may decide who wins.

_NAMED = rf"(?P<x>my opponent|your opponent|the opponent|opponent|{ROLE}|{NAME})"


_LIFE = one_of(WORDS.life_words)


# "My opponent, who is at 10 life, takes 12 damage", "alice, who was at 3, ...": the life total
# is a sentence of its own, before the rest (one sentence that sets a life and changes it
# would be refused as unordered).
_WHO_IS_AT = re.compile(
    rf"(?P<lead>^|[.!?;\n]\s*+){_NAMED}\s*+,\s*+{one_of(WORDS.who_is)}\s++(?:at\s++|on\s++)?"
    rf"(?P<n>{NUMBER})(?:\s++{_LIFE})?\s*+,\s*+(?=[^\W\d_])",
    re.IGNORECASE,
)


# "Alice casts Lightning Bolt on Bob who is at 3 life", "I deal 2 damage to my opponent, who
# has 2 life": a total told of the player a clause ends with, the board before it (a sentence
# of its own, first). Only where the total ends the clause (a comma, "and" or the sentence's
# end after it): "who has 3 poison counters" is no life total.
_WHO_IS_AT_END = re.compile(
    rf"(?<=\s){_NAMED}(?P<rel>\s*+,?\s*+{one_of(WORDS.who_is)}\s++(?:at\s++|on\s++)?"
    rf"(?P<n>{NUMBER})(?:\s++{_LIFE})?)(?=\s*+(?:[,.!?;\n]|$|and\b|then\b))",
    re.IGNORECASE,
)
_SENTENCES = re.compile(r"[^.!?;\n]+[.!?;\n]*+")


def who_is_at(text: str) -> str:
    def told(match: re.Match[str]) -> str:
        who = match["x"]
        if _ordinary_name(who):
            return match[0]  # "So, who is at 10 life, ...": no player named
        return f"{match['lead']}{who} is at {match['n']} life. {who} "

    return _SENTENCES.sub(_total_first, _WHO_IS_AT.sub(told, text))


def _total_first(sentence: re.Match[str]) -> str:
    """A sentence whose clause ends with a player's total told by "who is at" (see above): that
    total a sentence of its own, before it."""
    written = sentence[0]
    found = _WHO_IS_AT_END.search(written)
    if found is None or _ordinary_name(found["x"]):
        return written
    start = len(written) - len(written.lstrip())
    after = written[found.end("rel") :]
    board = f"{found['x']} is at {found['n']} life"
    goes_on = relative_conjunct(after, written[: found.start()])
    if goes_on is not None and not goes_on.state:  # "... who is at 5 and concedes": when?
        raise Unread(f"{found['x']}{found['rel']}{after[: goes_on.end]}".strip())
    if goes_on is not None:  # "... who is at 5 and has Platinum Angel": the board's too
        board, after = f"{board} and {goes_on.state}", after[goes_on.end :]
    rest = written[: found.start("rel")] + after
    return f"{written[:start]}{board}. {rest[start:]}"


# "Opponent with Fell Specter", "my opponent with Platinum Angel on the battlefield": the
# player controls the card (a sentence of nothing else).
_IN_PLAY = one_of(WORDS.in_play)
_SHARED = one_of(WORDS.shared_with_and)


# Also before another clause ("Opponent with Fell Specter and I play Fateful Showdown ..."):
# the same, the clause after it as written (never a card: "with A and B" is both held).
_WITH_CARD = re.compile(
    rf"^{_NAMED}\s++with\s++(?P<c>{MARK}\d++(?:\+{MARK}\d++)*+)(?:\s++{_IN_PLAY})?"
    rf"(?P<rest>(?:\s*+,)?\s++{one_of(WORDS.list_joins)}\s++"
    rf"(?!{MARK}|(?:a|an|the)\s++{MARK}|(?:\S+\s++)?{_SHARED}(?![\w']))\S.*+)?$",
    re.IGNORECASE,
)


# "Playing a game with Lethal Vapors and Endless Whispers both in play under my control": the
# game framing the board, each card the player's whose control it names (a sentence of nothing
# else).
# "My opponent is at 0 life with Platinum Angel", "I'm at 2 life with my Platinum Angel in play":
# a player's total and a card they control, in one clause: "X is at N life and controls CARD".
# Only where the clause ends with the card (or "in play"): "... with Academy Rector enchanted
# with Pattern of Rebirth", "with Lightning Bolt in hand" stay as written; a possessive not the
# subject's ("I'm at 2 life with his Angel") too.
_AT_WITH_CARD = re.compile(
    rf"^(?P<x>{SUBJECT})(?P<be>'m|'s|'re|\s++(?:is|was|am|are|were))\s++(?:at|on)\s++"
    rf"(?P<n>{NUMBER})(?:\s++{_LIFE})?(?:\s*+,)?\s++with\s++"
    rf"(?:(?P<w>my|his|her|their|your)\s++|(?:a|an|the)\s++)?(?P<c>{MARK}\d++)"
    rf"(?:\s++{_IN_PLAY})?(?=\s*+(?:$|,|and\s))",
    re.IGNORECASE,
)


def _at_with_card(match: re.Match[str]) -> str:
    who, whose = match["x"], (match["w"] or "").lower()
    mine = who.lower() in WORDS.self_words
    if whose and (mine != (whose == "my") or (whose == "your") != (who.lower() == "you")):
        return match[0]  # another player's card, said of this one
    if not mine and who.lower() not in WORDS.pronouns and _ordinary_name(who):
        return match[0]  # "So at 3 life with ...": no player named
    holds = "control" if mine or who.lower() in ("you", "we", "they") else "controls"
    return f"{who}{match['be']} at {match['n']} life and {holds} {match['c']}"


_PLAYING_WITH = re.compile(
    rf"^(?:(?:we|i)(?:'re|'m|\s++are|\s++were|\s++was|\s++am)\s++)?(?:playing|played)\s++"
    rf"(?:in\s++)?a\s++game\s++with\s++(?P<c>{MARK}\d++(?:\+{MARK}\d++)*+)"
    rf"(?:\s++(?:both|all))?(?:\s++{_IN_PLAY})?\s++under\s++"
    rf"(?:(?P<w>my|his|her|your)|(?P<o>(?:my\s++|the\s++)?opponent|{NAME})'s)\s++control$",
    re.IGNORECASE,
)
_HOLDS = {"my": "I control", "his": "he controls", "her": "she controls", "your": "you control"}


def _played_with(match: re.Match[str]) -> str:
    held = _HOLDS[match["w"].lower()] if match["w"] else f"{match['o']} controls"
    return f"{held} {match['c']}"


# "a Two-Headed Giant team at 0 or less life with Transcendence on one head": a team no player
# of which is named, its life and a card one of its players controls (which one is the same in a
# team that plays as one): "one player's team is at 0 life and one player controls §1". The
# team's players and the other team are the game's (game_setup.py, teams unsaid).
_A_TEAM = re.compile(
    rf"^{one_of(WORDS.a_team)}\s++(?:{ungrouped(PLAYED)}\s++)?team\s++(?:(?:is|was)\s++)?"
    rf"(?:at|on)\s++(?P<n>{NUMBER}(?:\s++or\s++(?:less|lower|below))?)\s++{_LIFE}"
    rf"(?:(?:\s*+,)?\s++with\s++(?P<c>{MARK}\d++)\s++{one_of(WORDS.one_head)})?$",
    re.IGNORECASE,
)


# "our team is at 0 life": the asker's; "the opposing team": the asker's opponents', one of
# whom is "opponent 1" (game_setup: the asker is then on the other team).
_OUR_TEAM = re.compile(rf"\b{one_of(WORDS.our_team)}(?![\w'])", re.IGNORECASE)
_OTHER_TEAM = re.compile(rf"\b{one_of(WORDS.other_team)}(?![\w'])", re.IGNORECASE)


def a_team(sentence: str) -> str:
    """A team no player of which is named, in the language's terms (see above)."""
    sentence = _OUR_TEAM.sub(lambda m: "my team" + m[0][len("our team") :], sentence)
    sentence = _OTHER_TEAM.sub(
        lambda m: "opponent 1's team" + ("'s" if m[0].endswith("'s") else ""), sentence
    )
    match = _A_TEAM.match(sentence)
    if match is None:
        return sentence
    number = match["n"].split()[0]
    if number != match["n"] and number_value(number) != 0:
        return sentence  # "at 3 or less life": no total said
    told = f"one player's team is at {match['n']} life"
    return f"{told} and one player controls {match['c']}" if match["c"] else told


# "my opponent didn't have creatures": has none (what a player holds ends nothing by itself).
_NOT_HAVING = re.compile(
    rf"^(?P<x>{SUBJECT})\s++{one_of(WORDS.not_having)}\s++(?:any\s++)?"
    rf"(?P<k>{one_of(WORDS.kinds_held)})\b",
    re.IGNORECASE,
)


# "one card in my hand, 10 in my library": the noun said once, for both.
_CARDS_IN = re.compile(r"\bcards?\s++in\b", re.IGNORECASE)


_ELIDED = re.compile(
    rf"(?:(?<=,\s)|(?<=\band\s))(?P<n>{NUMBER})\s++in\s++"
    rf"(?P<z>(?:my|his|her|their|your|our|the)\s++{one_of(WORDS.card_zones)})\b",
    re.IGNORECASE,
)


# "I control Platinum Angel while being at -6 health": the subject's life total, said beside
# what they hold or do ("I am at -6 life and ...": the total before what they do).
_WHILE_AT = re.compile(
    rf"^(?P<x>{SUBJECT})\s++(?P<rest>\S.*?)(?:\s*+,)?\s++{one_of(WORDS.while_being)}\s++"
    rf"(?:at\s++|on\s++)(?P<n>{NUMBER})\s++{_LIFE}$",
    re.IGNORECASE,
)


_SAID_OF_ME = frozenset({"i", "me"})


# "bob is at 5 life with two cards left in his library", "bob, with two cards left in his
# library, draws 3 cards": the count is one more thing said of the player.
_LIBRARY_COUNT = (
    rf"(?:only\s++)?(?:{NUMBER})\s++cards?\s++(?:left\s++|remaining\s++)?in\s++"
    r"(?:my|his|her|their|your|our|[\w'-]+'s?)\s++(?:library|deck)\b"
)
_WITH_COUNT = re.compile(rf"\s++with\s++(?={_LIBRARY_COUNT})", re.IGNORECASE)
# "Player B is at 1 life with four cards in her library": the library of the one the sentence
# is about, whoever else was named before (the pronoun binds to the subject).
_SUBJECT_WITH_COUNT = re.compile(
    rf"^(?P<x>{SUBJECT})(?P<mid>\s++[^,]*?)\s++with\s++(?P<c>(?:only\s++)?(?:{NUMBER})\s++"
    r"cards?\s++(?:left\s++|remaining\s++)?in\s++)(?:his|her|their)\s++(?P<z>library|deck)\b",
    re.IGNORECASE,
)
_COMMA_WITH_COUNT = re.compile(
    rf"^(?P<x>{SUBJECT})\s*+,\s*+with\s++(?P<c>{_LIBRARY_COUNT})\s*+,\s*+(?P<rest>\S.*)$",
    re.IGNORECASE,
)


def _subject_with_count(match: re.Match[str]) -> str:
    who = match["x"]
    if who.lower() in WORDS.self_words | WORDS.pronouns:
        return match[0]
    return f"{who}{match['mid']} and {match['c']}{who}'s {match['z']}"


def _while_at(match: re.Match[str]) -> str:
    who = match["x"]
    if who.lower() not in WORDS.self_words | WORDS.pronouns and _ordinary_name(who):
        return match[0]
    be = "I am" if who.lower() in _SAID_OF_ME else f"{who} is"
    return f"{be} at {match['n']} life and {who} {match['rest']}"  # the board first


# "I have X, one opponent with 30 life and two other opponents with 0 and -2 life": the asker's
# opponents counted, each with its life total, named in the order told ("the first opponent",
# "the second opponent"...). A count that is not the number of totals given, and one opponent
# alone, are left as written.
_OPPONENTS_AT = re.compile(
    rf"(?<![\w'])(?P<n>{one_of(WORDS.one_more)}|\d|{one_of(WORDS.units)})\s++"
    rf"(?:other\s++|more\s++)?"
    rf"opponents?\s++(?:with|at|on)\s++"
    rf"(?P<lives>{NUMBER}(?:\s*+(?:,\s*+(?:and\s++)?|and\s++){NUMBER})*+)\s++{_LIFE}\b",
    re.IGNORECASE,
)


_LIFE_SPLIT = re.compile(r"\s*+(?:,\s*+(?:and\s++)?|and\s++)", re.IGNORECASE)


# Opponents are someone's: the asker's, said in the same sentence ("I have ..., one opponent
# with 30 life"); without the asker, who else plays is not said, and the words stay as written.
_ASKER = re.compile(rf"(?<![\w']){one_of(tuple(WORDS.self_words))}(?!\w)", re.IGNORECASE)


# "I have Heaven Sent on the third chapter": a Saga and the chapter it is on, what the player
# holds (the chapter's effect is a trigger of its own, said where it happened).
_ON_A_CHAPTER = re.compile(
    rf"(?P<card>{MARK}\d++)\s++on\s++(?:the\s++|its\s++)?{one_of(WORDS.chapter_numbers)}\s++"
    r"chapter\b(?:\s++ability)?",
    re.IGNORECASE,
)


def opponents_at(sentence: str) -> str:
    """Opponents counted with their life totals, each as "the Nth opponent is at N life"."""
    if not _ASKER.search(sentence):
        return sentence
    counted = [_LIFE_SPLIT.split(m["lives"].strip()) for m in _OPPONENTS_AT.finditer(sentence)]
    if sum(len(lives) for lives in counted) < 2:
        return sentence  # "one opponent with 30 life" alone: which of them, or the only one?
    told = 0

    def each(match: re.Match[str]) -> str:
        nonlocal told
        lives = _LIFE_SPLIT.split(match["lives"].strip())
        written = match["n"].lower()
        count = 1 if written in WORDS.one_more else number_value(written)
        if count != len(lives) or told + len(lives) > len(WORDS.opponent_ordinals):
            return match[0]
        named = [
            f"the {WORDS.opponent_ordinals[told + i]} opponent is at {life} life"
            for i, life in enumerate(lives)
        ]
        told += len(lives)
        return " and ".join(named)

    return _OPPONENTS_AT.sub(each, sentence)


# Who holds the Saga: "I have X on the third chapter", "my X", "bob controls X".
_HOLDER = re.compile(
    rf"(?:(?P<x>{SUBJECT})\s++{one_of(WORDS.holds)}\s++(?:(?:my|his|her|their|your)\s++)?"
    rf"|(?P<my>my)\s++)(?P<card>{MARK}\d++)\s++on\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class OnAChapter:
    """A card said to be on a chapter, and who holds it as written (None: not said)."""

    mark: int
    holder: str | None


def on_a_chapter(text: str) -> list[OnAChapter]:
    """The cards the text says are on a chapter ("I have Heaven Sent on the third chapter")."""
    found = []
    for match in _ON_A_CHAPTER.finditer(text):
        held = _HOLDER.search(text, max(0, match.start() - 60), match.end())
        holder = None
        if held is not None and held["card"] == match["card"]:
            holder = "my" if held["my"] else held["x"]
        found.append(OnAChapter(int(match["card"][1:]), holder))
    return found


def chapter_decides(card: Card | None, opponents: dict[str, int | None]) -> bool:
    """Whether what a Saga's chapter does may change who wins: its trigger resolves after the
    state-based actions of the moment told (MTG CR 603.3, 704.3), so a player already at 0 or
    less life has lost before it; it is played out here only where it deals a known amount to
    each opponent and every opponent still in has a life total told that it cannot bring to 0
    (`opponents`: each opponent's life as told, None where it is not a number said once)."""
    if card is None:
        return True
    for effect in card.effects:
        if isinstance(effect, DamageSource) and effect.to is Who.OPPONENTS and effect.amount:
            if any(life is None or 0 < life <= effect.amount for life in opponents.values()):
                return True
        elif effect.kind is not Kind.ENDS_NOTHING:
            return True
    return False


# "Got Sulfuric Vortex, Worship, and a creature in play": the asker's "I have" left out, at
# the text's very start (after it, a sentence may go on with another's subject: "he attacks
# and then got ..."), before the cards held (a card named first, or after an article).
_GOT = re.compile(
    rf"^\s*+{one_of(WORDS.got_openers)}\s++(?=(?:(?:a|an|the|my)\s++)?{MARK}\d)", re.IGNORECASE
)


# The end of the first sentence: a "?" there makes "Got a Platinum Angel?" a question asked.
_FIRST_END = re.compile(r"[.!?](?=\s|$)")


# "... while an opponent has Platinum Angel": an opponent holding a card, where the text names
# no other opponent, is the opponent ("my opponent has Platinum Angel"): in a game of two the
# only one; in a game of more, the one holding it, whose result is told as the opponent's.
# Beside another opponent named ("my opponent", "opponent 2", "another opponent") which one it
# is stays unsaid, and the words stay as written, to be refused and named; so they do where the
# asker is not in the game told ("For example, bob ...": an opponent of whom?) or where any
# opponent is supposed ("If an opponent controls Platinum Angel, can he lose?": anyone).
_AN_OPPONENT_HOLDS = re.compile(
    rf"(?<![\w'])an\s++opponent(?=\s++{one_of(WORDS.holds)}\s++(?:(?:a|an|the)\s++)?{MARK}\d)",
    re.IGNORECASE,
)
_OTHER_OPPONENT = re.compile(r"(?<![\w'])(?!an\s)\w++\s++opponents?\b|opponents?\s++\d", re.I)
_ANY_OPPONENT = re.compile(
    rf"(?<![\w']){one_of(WORDS.supposing + WORDS.asked_if)}\s++an\s++opponent\b", re.IGNORECASE
)
_THE_ASKER = re.compile(r"(?<![\w'])(?:i|me|my|i'm|im)(?![\w'])", re.IGNORECASE)


def an_opponent_holding(marked: str) -> str:
    """The marked text with "an opponent" holding a card said as "my opponent" (see above)."""
    if (
        _OTHER_OPPONENT.search(_AN_OPPONENT_HOLDS.sub(" ", marked)) is not None
        or _ANY_OPPONENT.search(marked) is not None
        or _THE_ASKER.search(marked) is None
    ):
        return marked
    return _AN_OPPONENT_HOLDS.sub("my opponent", marked)


def got_told(marked: str) -> str:
    """The marked text with a "Got" at its start said as "I have"; else as it is (and where
    that sentence is asked: "Got a Platinum Angel? I'm at 0 life.")."""
    end = _FIRST_END.search(marked)
    if end is not None and end[0] == "?":
        return marked
    return _GOT.sub("I have ", marked, count=1)


# "I control Platinum Angel and my teammate doesn't", "If you control §1 but your teammate
# doesn't, ...": another player said not to control the card, the verb left out. A card is
# nobody's unless the words say so, so that says nothing more: taken off, the card's holder
# read as before. Not where the two are one ("I control §1 and I don't"), the second is "you"
# ("... and you don't": the asker, who holds it, or another?), or the second is said nowhere
# else in the text ("I control §1 and bob doesn't. alice goes to 0 life"): taken off, that
# player would leave the game the words tell, a third player read as two: read, or named, as
# before. In a game whose teams play as one (Two-Headed Giant) the asker's teammate ("my
# teammate", "your teammate") is always one of its players, said elsewhere or not.
_HELD_NOT_BY_ANOTHER = re.compile(
    rf"(?P<held>(?<![\w'])(?P<x>{SUBJECT})\s++{one_of(WORDS.held_verbs)}\s++{MARK}\d++)"
    rf"(?:\s*+,)?\s++{one_of(WORDS.held_joints)}\s++(?P<y>{SUBJECT})\s++"
    rf"{one_of(WORDS.held_nots)}(?=\s*+(?:[,.;!?]|$))",
    re.IGNORECASE,
)


def held_alone(marked: str, *, mate_plays: bool = False) -> str:
    """The marked text with each card's holder alone, another player's "doesn't" taken off
    where that player is said elsewhere in it, or is the asker's teammate where `mate_plays`
    (teams playing as one: see above)."""

    def alone(match: re.Match[str]) -> str:
        other = match["y"].lower()
        if other == match["x"].lower() or bare_word(other) in WORDS.addressed:
            return match[0]
        if mate_plays and ASKERS_MATE.fullmatch(other) is not None:
            return match["held"]
        words = r"\s++".join(map(re.escape, other.split()))
        said = re.compile(rf"(?<![\w']){words}(?!\w)", re.IGNORECASE)
        rest = marked[: match.start()] + " " + marked[match.end() :]
        return match["held"] if said.search(rest) is not None else match[0]

    return _HELD_NOT_BY_ANOTHER.sub(alone, marked)


def board_told(sentence: str) -> str:
    """A board state told in prose, in the language's terms (see above); else as it is."""
    sentence = _ON_A_CHAPTER.sub(r"\g<card>", opponents_at(a_team(sentence)))
    sentence = _WHILE_AT.sub(_while_at, sentence)
    sentence = _COMMA_WITH_COUNT.sub(r"\g<x> has \g<c> and \g<rest>", sentence)
    sentence = _SUBJECT_WITH_COUNT.sub(_subject_with_count, sentence)
    sentence = _WITH_COUNT.sub(" and ", sentence)
    played = _PLAYING_WITH.match(sentence)
    if played is not None:
        return _played_with(played)
    sentence = _AT_WITH_CARD.sub(_at_with_card, sentence)
    held = _WITH_CARD.match(sentence)
    if held is not None and not _ordinary_name(held["x"]):
        return f"{held['x']} controls {held['c']}{held['rest'] or ''}"
    sentence = _NOT_HAVING.sub(r"\g<x> has no \g<k>", sentence)
    cards_in = _CARDS_IN.search(sentence)
    if cards_in is not None:
        head, tail = sentence[: cards_in.end()], sentence[cards_in.end() :]
        sentence = head + _ELIDED.sub(r"\g<n> cards in \g<z>", tail)
    return sentence


def _ordinary_name(who: str) -> bool:
    """A single ordinary word where a player stands ("So with ...") names no one."""
    return " " not in who.strip() and bare_word(who) in ORDINARY and who.lower() != "opponent"


# "My opponent is playing UW control", "bob was playing a mono-red burn deck": the deck a
# player plays says nothing of the game's state or events (its cards that matter are named
# where they act): framing, skipped and shown.
_LETTERS = f"[{WORDS.colour_letters}]"


_DECK = re.compile(
    rf"^(?:{SUBJECT})\s++(?:is|was|are|were|am|'s|'re|'m)\s++playing\s++(?:a\s++|an\s++)?"
    rf"(?:(?:{one_of(WORDS.deck_colours)}|{_LETTERS}(?:/?{_LETTERS}){{0,4}}+)\s++)?"
    rf"{one_of(WORDS.deck_kinds)}(?:\s++{one_of(WORDS.deck_words)})?$",
    re.IGNORECASE,
)


def plays_a_deck(sentence: str) -> bool:
    """Whether the sentence only says what kind of deck someone plays ("My opponent is
    playing UW control")."""
    return _DECK.match(sentence.strip()) is not None


# "What happens if I go to 0 life with my Platinum Angel on the battlefield?", "... while
# controlling Platinum Angel", "With Platinum Angel in play, what happens if ...": a card held
# while the moment happens, said in passing (at the sentence's end, or before a clause of its
# own: "... with Laboratory Maniac out while an opponent has Platinum Angel"): said first, as a
# sentence of its own ("I control Platinum Angel."). Said after a clause with no owner, it is
# the clause's subject's, as "bob with Platinum Angel" is bob's (prose_boards); said before any
# player, nobody is said to hold it ("Platinum Angel is on the battlefield.": a case for each
# player, never the asker's taken). "his" or "her" card, whose it is turning on who the
# pronoun names, stays as written.
_HELD_CARDS = rf"{MARK}\d++(?:\+{MARK}\d++)*+"
_HELD_IN_PLAY = r"(?:in\s++play|on\s++the\s++battlefield|out)"
_HELD_AFTER = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<body>[^.!?\n]*?\S)(?:\s*+,)?\s++(?:with\s++"
    rf"(?P<owner>(?:{OWNER})\s++)?(?:a\s++|an\s++|the\s++)?(?P<card>{_HELD_CARDS})\s++{_HELD_IN_PLAY}"
    rf"|while\s++controlling\s++(?P<owner2>(?:{OWNER})\s++)?(?:a\s++|an\s++|the\s++)?"
    rf"(?P<card2>{_HELD_CARDS})(?:\s++{_HELD_IN_PLAY})?|while\s++having\s++"
    rf"(?P<owner3>(?:{OWNER})\s++)?(?:a\s++|an\s++|the\s++)?(?P<card3>{_HELD_CARDS})\s++"
    rf"{_HELD_IN_PLAY})(?P<end>\s*+(?:[.!?\n]|$)|(?=\s*+,|\s++{one_of(WORDS.held_until)}\s))",
    re.IGNORECASE,
)
_HELD_BEFORE = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)with\s++(?P<owner>(?:{OWNER})\s++)?"
    rf"(?:a\s++|an\s++|the\s++)?(?P<card>{_HELD_CARDS})\s++{_HELD_IN_PLAY}\s*+,\s*+",
    re.IGNORECASE,
)
_OF_WHOM_UNSURE = frozenset(("his", "her", "their", "our"))


# "I attack my opponent for 1 damage, but the opponent has a Phyrexian Unlife and a Melira in
# play": cards a player is said to have in play after what happened, in the same sentence, as
# a state that held while it did ("but" sets it against the event, never after it): said
# first, as a sentence of its own. A pronoun's ("but he has ...") is said as a sentence of its
# own after it (first, it would come before the player it names): a card held told after what
# ended the game is then asked about (held_in_order.py), never dropped as too late.
_A = r"(?:a\s++|an\s++|the\s++)?"
_HELD_BUT = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<body>[^.!?\n]*?\S)\s*+,?\s++but\s++"
    rf"(?P<who>{SUBJECT})\s++(?:has|have|controls|control)\s++(?P<cards>{_A}{_HELD_CARDS}"
    rf"(?:(?:\s*+,\s*+|\s++)(?:and\s++)?{_A}{_HELD_CARDS})*+)\s++(?:{_HELD_IN_PLAY}|under\s++"
    rf"(?:his|her|their)\s++control)(?P<end>\s*+(?:[.!?\n]|$))",
    re.IGNORECASE,
)


def _held_but(match: re.Match[str]) -> str:
    who = match["who"].lower()
    if who in ("we", "both", "everyone", "everybody"):
        return match[0]
    if set(re.findall(rf"{MARK}\d++", match["cards"])) & set(
        re.findall(rf"{MARK}\d++", match["body"])
    ):
        return match[0]  # "he casts X, then I attack, but he has X in play": not before it
    verb = "control" if who in ("i", "you", "they") else "controls"
    held = f"{match['who']} {verb} {match['cards']}"
    if who in WORDS.pronouns:
        return f"{match['space']}{match['body']}. {held}{match['end']}"
    return f"{match['space']}{held}. {match['body']}{match['end']}"


def _holding(owner: str, card: str, doer: str = "") -> str | None:
    """ "I control X. " for "my X", the one said to act's (`doer`) for a card no one is said
    to hold, else "X is on the battlefield. "; None for a pronoun's."""
    owner = owner.strip()
    low = owner.lower()
    if low in _OF_WHOM_UNSURE:
        return None
    if low == "my":
        return f"I control {card}. "
    if low == "your":
        return f"you control {card}. "
    if owner:
        holder = owner.removesuffix("'s").removesuffix("'")
        return f"{holder} controls {card}. "
    if doer:
        return _holding(_POSSESSIVE.get(doer.lower(), f"{doer}'s"), card)
    return f"{card} is on the battlefield. "


_POSSESSIVE = {"i": "my", "me": "my", "you": "your", "he": "his", "she": "her", "they": "their"}


# The one said to act in the clause that ends "while controlling X": the last clause's subject
# ("I'm drawing ... with Laboratory Maniac out": "I").
_DOER = re.compile(
    rf"(?:^|\b(?:if|when|and|then)\s++|,\s*+(?:(?:and|but|so|then)\s++)?)(?P<x>{SUBJECT})"
    r"(?:'m|'re)?\s++(?=\w)",
    re.IGNORECASE,
)


_ONLY_A_PLAYER = re.compile(rf"\s*+(?:{SUBJECT})\s*+", re.IGNORECASE)


def held_in_passing(text: str) -> str:
    """The text with each card said held in passing ("with X on the battlefield", "while
    controlling X") said first, as a sentence of its own."""

    def after(match: re.Match[str]) -> str:
        card = match["card"] or match["card2"] or match["card3"]
        owner = match["owner"] or match["owner2"] or match["owner3"] or ""
        if _ONLY_A_PLAYER.fullmatch(match["body"]):
            return match[0]  # "my opponent with Platinum Angel.": prose_boards reads it
        said = [
            found["x"]
            for found in _DOER.finditer(match["body"])
            if found["x"].lower() not in WORDS.question_starts
            and found["x"].lower() not in WORDS.clause_joins
        ]
        if not owner and not said:
            return match[0]  # no one acts in the clause: whose it is, unsaid
        held = _holding(owner, card, said[-1] if said else "")
        if held is None:
            return match[0]
        return f"{match['space']}{held}{match['body']}{match['end']}"

    def before(match: re.Match[str]) -> str:
        held = _holding(match["owner"] or "", match["card"])
        return match[0] if held is None else f"{match['space']}{held}"

    return _HELD_BUT.sub(_held_but, _HELD_AFTER.sub(after, _HELD_BEFORE.sub(before, text)))


# "Opponent didn't have any cards that prevent his loss if his life reached 0.", "bob has no
# permanents that would keep him alive", "Nothing prevents his loss": a player said to hold
# nothing that keeps them in, which adds no fact (Arbiter takes a card no one names as
# absent): the sentence is skipped and shown. Only of what keeps a player in: "he has no
# cards in hand" is a count, read.
_NO_SAVERS = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<said>(?:(?:{SUBJECT})\s++"
    rf"{one_of(WORDS.savers_denied)}\s++{one_of(WORDS.saver_kinds)}\s++(?:that|which)"
    rf"|{one_of(WORDS.no_saver)}(?:\s++(?:in\s++play|on\s++the\s++battlefield))?)\s++"
    rf"{one_of(WORDS.saver_verbs)}\s++{one_of(WORDS.savers_kept)}"
    r"(?:\s++(?:if|when|once)\s++[^.!?\n]*+)?)\s*+[.!]?(?=\s|$)",
    re.IGNORECASE,
)


def no_savers(text: str) -> tuple[str, list[str]]:
    """The text without each sentence that says a player holds nothing that keeps them in,
    and those sentences (to be shown as skipped)."""
    skipped: list[str] = []

    def told(match: re.Match[str]) -> str:
        skipped.append(" ".join(match["said"].split()))
        return match["space"]

    return _NO_SAVERS.sub(told, text), skipped
