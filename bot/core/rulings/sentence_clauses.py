"""A sentence split into its clauses (simultaneous events: `,`, `and`, `while`, "at the same
time"), each read by a phrase form (phrases.py): a subject shared by the clauses after it, a
verb shared by names joined with "and", a trigger said once for its effects.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.both_held import both_holding
from bot.core.rulings.card_use import its_combat_trigger
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.dealt_subjects import dealer
from bot.core.rulings.draw_beside_leaving import draw_beside_its_card_leaving
from bot.core.rulings.known_phrases import VERB_WORDS, starts_with_its_verb
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.phrase_values import Clause, Item, Role
from bot.core.rulings.phrases import match_clause, read_clause
from bot.core.rulings.prevented_damage import prevented
from bot.core.rulings.restated_outcomes import restated_outcome
from bot.core.rulings.subjects_counted import refuse_miscounted_subjects
from bot.core.rulings.subjects_lent import with_subject_lent
from bot.core.rulings.table_forms import optional_loop
from bot.core.rulings.words import (
    EVERYONE,
    LIFE,
    MARK,
    NAME,
    ORDINARY,
    OWNER,
    PLAIN_VERB_SUBJECTS,
    ROLE,
    SUBJECT,
    Reader,
    SituationError,
    Unread,
    quoted,
    spelled,
)

# A dash between two clauses joins them as a comma does ("I'm at 3 life, he attacks" written
# with an em or en dash, "--", or a spaced hyphen), after a number or a card too ("I'm at 3 -
# he attacks"), never before a number (a range "2 - 3" or a sum "20 - 3" so written), nor after
# a name alone ("bob - alice concedes": a label, bug_reports).
_DASH = r"(?:\s*+(?:[\u2014\u2013]|--)\s*+|\s++-\s++)(?!\d)"
_A_DASH = re.compile(_DASH)
_CLAUSE_BREAK = re.compile(
    rf"(?:\s*+,\s*+|{_DASH})(?:{one_of(WORDS.comma_joins)}\s++)?"
    rf"|\s++{one_of(WORDS.clause_breaks)}\s++",
    re.IGNORECASE,
)


EDGE_WORDS = re.compile(
    rf"^(?:(?:{one_of(WORDS.edge_openers, ' ')}"
    rf"|{one_of(WORDS.edge_supposing)}(?!\s++{one_of(WORDS.supposing_that)}\b))\b[\s,]*+)++"
    rf"|(?<![\s,])[\s,]*+\b{one_of(WORDS.edge_closers, ' ')}$",
    re.IGNORECASE,
)


# "in response" (to the spell or ability told before), at a clause's start or end: what it
# says resolves before that spell (the stack, MTG CR 405.5, 608.1).
_RESPONSE_TO = (
    rf"{one_of(WORDS.response_said)}(?:\s++{one_of(WORDS.response_to)}\s++"
    rf"(?:(?:{OWNER}|{one_of(WORDS.response_determiners)})\s++)?"
    rf"(?:{MARK}\d++|{one_of(WORDS.response_referents)}))?"
)
_IN_RESPONSE = re.compile(
    rf"^(?:{one_of(WORDS.response_leads)}\s++)?{_RESPONSE_TO}[\s,]*+|[\s,]++{_RESPONSE_TO}$",
    re.IGNORECASE,
)


# "he responds by dealing 1 damage to me", "I responded by gaining 2 life": what a player did
# in response to the spell or ability told before, said as "he deals ..." in response (it
# resolves first, 405.5); a doing the words table does not know stays as written, and so unread.
_RESPONDS_BY = re.compile(
    rf"^(?P<s>{SUBJECT})\s++{one_of(WORDS.responds)}\s++{one_of(WORDS.responds_by)}\s++"
    rf"(?P<g>[^\W\d_]+{one_of(WORDS.gerund_endings)})(?![\w'])",
    re.IGNORECASE,
)
_DOING = {gerund: plain for gerund, plain in WORDS.responses_by}


def _responds_by(raw: str) -> str | None:
    """`raw` told as "X responds by doing ...", said as "X does ..."; None where it is not."""
    found = _RESPONDS_BY.match(raw)
    plain = _DOING.get(found["g"].lower()) if found is not None else None
    if found is None or plain is None:
        return None
    verb = plain if found["s"].lower() in WORDS.plain_subjects else plain + "s"
    return f"{found['s']} {verb}{raw[found.end() :]}"


def _response_alone(words: str) -> SituationError:
    """A response told by "responds by" with nothing before it in its sentence to respond to."""
    return SituationError(
        Message(
            '"{words}": say what it responds to in the same sentence, before it ("alice casts '
            'Shock at bob, and bob responds by gaining 3 life").',
            words=quoted(words),
        ),
        unread=words,
    )


def _response_cut(raw: str, first: bool, reader: Reader) -> tuple[str, bool]:
    """A clause's words without its "in response", and whether it said so; one told by
    "responds by" and first in its sentence (`first`), with nothing to respond to, refused."""
    raw = raw.strip(" ,")
    if first and _RESPONDS_BY.match(raw):
        raise _response_alone(spelled(raw, reader.entities))
    by = _responds_by(raw)
    if by is not None:
        return by, True
    response = _IN_RESPONSE.search(raw)
    if response is None:
        return raw, False
    return raw[: response.start()] + raw[response.end() :], True


# "I pay 50 life to activate Aetherflux Reservoir": the life is paid as a cost, as the ability
# is put on the stack (601.2h, 602.2b), and a total at 0 is checked before it resolves: two
# clauses, the payment and then the ability (`... and activates ...`).
_PAID_TO = re.compile(
    rf"(?P<paid>\b{one_of(WORDS.life_paid_verbs)}\s++(?:{NUMBER})\s++(?:{LIFE}))"
    rf"\s++{one_of(WORDS.infinitive_to)}\s++(?P<then>{one_of(WORDS.paid_then)})\b",
    re.IGNORECASE,
)


# "5 structures and 2 relics" is one event's, not two clauses (a number starts where its digits do).
_STRUCTURES_AND_RELICS = re.compile(
    rf"(?<!\d)(\d++) {one_of(WORDS.structure_words, ' ')} {one_of(WORDS.list_joins, ' ')}"
    rf" (\d++) {one_of(WORDS.relic_words, ' ')}",
    re.IGNORECASE,
)


# "with player 1 at 0 life and player 2 at -2": the state a moment ends with.
_ENDS_WITH = re.compile(
    rf"^{one_of(WORDS.moment_determiners)}\s++{one_of(WORDS.moments_ending)}"
    rf"\s++{one_of(WORDS.moment_end_verbs)}\s++{one_of(WORDS.ends_with)}\s++",
    re.IGNORECASE,
)


def clauses_of(sentence: str, reader: Reader) -> list[Clause]:
    """The sentence's clauses as read, in order."""
    sentence = _STRUCTURES_AND_RELICS.sub(r"\1 structures with \2 relics", sentence)
    sentence = _PAID_TO.sub(r"\g<paid> and \g<then>", sentence)
    clauses: list[Clause] = []
    if _LOOPING.search(sentence):  # its cards are listed with "and": one clause
        whole = optional_loop(sentence, reader)
        if whole is not None:
            return [whole]
    head = _object_before_colon(sentence, reader)
    if head is not None:
        clauses.append(head[0])
        sentence = head[1]
    ended = _ENDS_WITH.match(sentence)
    if ended is not None:
        sentence = sentence[ended.end() :]
    # "alice and bob concede": names alone wait for the clause that says what they do.
    waiting: list[str] = []
    waited = ""  # the names waiting, as written with what joins them
    sharing: list[str] = []  # the names that shared the subject of the clause before
    last: Clause | None = None
    # The clause that opened the list the clauses since are items of: its verb ("I have") is
    # theirs, even past an item that reads alone ("I have 2 lands, 10 cards in my library
    # and Platinum Angel").
    listing: Clause | None = None
    joined = ""  # what joined the clause before to this one
    responding = False  # "in response" said before the clause, alone ("in response to it, ...")
    for raw, join in _joined_clauses(sentence):
        raw, response = _response_cut(raw, not clauses, reader)
        responding |= response
        clause = EDGE_WORDS.sub("", raw.strip(" ,")).strip(" ,")
        before, joined = joined, join
        name, written, clause = _name_waiting(clause, join, reader)
        if name:
            reader.player(name)  # met here, before the players of the clause that follows
            waiting.append(name)
            waited += written
        if not clause:
            continue
        refuse_miscounted_subjects(clause, waiting, waited, reader)  # "alice both ..."
        whole = _read_whole(clauses, last, clause, reader, bool(waiting), responding)
        if whole is not None:
            last, responding = whole, responding and whole.responds
            continue
        if waiting and before.strip() == ",":
            # "Bob, I concede" speaks to bob; a list says "and" before its last name.
            raise _no_shared_verb(waiting[0])
        read = _read_after(waited, clause, last, reader, listing)
        read = replace(read, responds=responding)  # "in response": it resolves first
        responding = False
        clauses.extend(_sharing_the_verb(waiting, clause, read, reader))
        sharing = _still_sharing(sharing, waiting, clause)
        clauses.extend(_sharing_again(sharing, clause, read, reader))
        sharing = list(waiting) or sharing
        waiting.clear()
        waited = ""
        clauses.append(read)
        listing = _list_opened(listing, clause, read)
        last = read
    if waiting:
        raise SituationError(
            Message(
                'I could not read "{words}": say what they do ("{name} concedes").',
                words=quoted(waiting[0]),
                name=waiting[0],
            ),
            unread=waiting[0],
        )
    if not clauses:
        raise Unread(sentence)
    draw_beside_its_card_leaving(clauses)  # "I draw a card and Laboratory Maniac dies"
    return clauses


_LOOPING = re.compile(rf"\b{one_of(WORDS.looping)}\b", re.IGNORECASE)


def _read_whole(
    clauses: list[Clause],
    last: Clause | None,
    clause: str,
    reader: Reader,
    waiting: bool,
    responding: bool,
) -> Clause | None:
    """A clause read together with the one before it ("... would deal 3 damage to me and it
    is prevented": that clause, prevented) or as two ("I used Ambassador Laquatus to remove 9
    cards from ...": the card used, and what it did), put in `clauses`; the last clause read
    now, or None where it is read the ordinary way. A card used "in response" ("he uses Shock
    to deal 2 damage to me in response") is used in response, what it did with it (405.5)."""
    instead = prevented(last, clause) if last is not None else None
    if instead is not None:
        clauses[-1] = instead
        return instead
    used = (_used_to(clause, reader) or _done_with(clause, reader)) if not waiting else None
    if used is not None:
        clauses.extend([replace(used[0], responds=responding), *used[1:]])
        return used[-1]
    return None


# "I used Ambassador Laquatus to remove 9 cards from bob's library", "he activates his Hedron
# Crab to mill me for 4", "he taps his Walking Ballista to ...": a card used (as "X used CARD"
# reads), and what it did said after "to" with the verb alone.
_USED_TO = re.compile(
    rf"(?P<x>{SUBJECT})\s++{one_of(WORDS.used_verbs)}\s++"
    rf"(?P<card>(?:(?:{OWNER})\s++)?{MARK}\d++)\s++{one_of(WORDS.infinitive_to)}\s++"
    r"(?P<verb>[a-z]++)(?P<rest>\s.+)",
    re.IGNORECASE,
)

# The verbs a card does with no player's hand in it: its own damage ("to deal 5 damage to bob").
_ITS_OWN = {"deal": "deals", "deals": "deals", "dealt": "dealt"}


def _used_to(clause: str, reader: Reader) -> list[Clause] | None:
    """A card used "to" do something, as two clauses: the card used (on the stack), and what
    it did as the words say it, the player's own act ("I remove 9 cards from bob's library")
    or the card's own damage ("Shock deals 2 damage to bob"), read as "I use Shock: ..."
    reads; the card is told as done, what it did said (`done`). None where either does not
    read (then the clause is read whole): a card used to do what the words do not say is never
    taken to have done nothing."""
    used = _USED_TO.fullmatch(clause)
    if used is None:
        return None
    verb = used["verb"].lower()
    return _card_and_act(used["x"], f"used {used['card']}", verb, used["rest"], reader, clause)


_POSSESSIVE = {"i": "my", "me": "my", "you": "your", "he": "his", "she": "her", "we": "our"}
_POSSESSIVE |= {"they": "their", "him": "his", "them": "their"}


def _card_and_act(
    who: str, used: str, verb: str, rest: str, reader: Reader, clause: str
) -> list[Clause] | None:
    """The card `who` used (`used`, "used my §0": on the stack, told as done) and the act they
    did with it (`verb` and the words after it): the card's own damage ("deal", "deals",
    "dealt": "my §0 deals 2 damage to bob"), else the player's act; None where either does not
    read. A refusal of the act quotes the asker's own words (`clause`), never the act as the
    reader put it ("my Shock deals 3 damage to him" for "I deal 3 damage to him with Shock")."""
    head = match_clause(f"{who} {used}", reader)
    if head is None or head.role is not Role.STACK or head.items:
        return None
    card = used.split(None, 1)[1]
    if verb in _ITS_OWN:  # the card of whoever used it, where the words name no one else's
        said = who[0].lower() + who[1:] if who.split()[0].lower() in ("my", "the") else who
        whose = _POSSESSIVE.get(who.lower(), f"{said}'s") if card.startswith(MARK) else ""
        act_said = f"{whose} {card} {_ITS_OWN[verb]}{rest}".strip()
    else:
        act_said = f"{who} {verb}{rest}"
    try:
        act = match_clause(act_said, reader)
    except SituationError as error:
        raise _in_own_words(error, act_said, clause, reader) from None
    if act is None:
        return None
    return [replace(head, done=True), act]


def _in_own_words(
    error: SituationError, rewritten: str, own: str, reader: Reader
) -> SituationError:
    """`error`, refusing words the reader put its own way (`rewritten`), with the asker's own
    words (`own`) where it names or quotes them."""
    ours = {spelled(rewritten, reader.entities), rewritten}
    theirs = spelled(own, reader.entities)
    if error.unread in ours:
        error.unread = theirs
    said = error.said
    quotes = {quoted(words): quoted(theirs) for words in ours} | dict.fromkeys(ours, theirs)
    if said.verbatim or said.plural_id is not None:
        return error
    params = {
        name: quotes.get(value, value) if isinstance(value, str) else value
        for name, value in said.params
    }
    if params != dict(said.params):
        error.said = Message(said.msgid, **params)
        error.message = error.said.english()
        error.args = (error.message,)
    return error


# "I remove 9 cards from bob's library with Ambassador Laquatus", "I deal 2 damage to bob with
# Shock": an act done with a card named last, by a verb of acting on another (never "I lose 3
# life with Platinum Angel", a card held).
# "I would deal 3 damage to bob with Lightning Bolt": what the card does as it resolves, the
# same act (the modal dropped, as "I would deal 3 damage to bob" reads).
_DONE_WITH = re.compile(
    rf"(?P<x>{SUBJECT})\s++(?:{one_of(WORDS.done_with_modals)}\s++)?"
    rf"(?P<verb>{one_of(WORDS.done_with_verbs)})(?P<rest>\s.+?)"
    rf"\s++{one_of(WORDS.done_with)}\s++"
    rf"(?:{one_of(WORDS.spell_verb_articles)}\s++)?(?P<card>(?:(?:{OWNER})\s++)?{MARK}\d++)",
    re.IGNORECASE,
)


def _done_with(clause: str, reader: Reader) -> list[Clause] | None:
    """An act done "with" a card, where the clause does not read whole: as `_used_to` reads "X
    uses CARD to ACT" (the card used, and the act)."""
    done = _DONE_WITH.fullmatch(clause)
    if done is None or match_clause(clause, reader) is not None:
        return None
    verb = done["verb"].lower()
    return _card_and_act(done["x"], f"used {done['card']}", verb, done["rest"], reader, clause)


def _joined_clauses(sentence: str) -> list[tuple[str, str]]:
    """The sentence's clauses, each with the words that join it to the next ("" for the last)."""
    pieces, position = [], 0
    for join in _CLAUSE_BREAK.finditer(sentence):
        if _A_DASH.match(join[0]) and len(sentence[position : join.start()].split()) < 3:
            continue  # "bob - alice concedes": a name alone before a dash, no clause
        pieces.append((sentence[position : join.start()], join[0]))
        position = join.end()
    pieces.append((sentence[position:], ""))
    return pieces


def _no_shared_verb(name: str) -> SituationError:
    return SituationError(
        Message(
            'I could not read "{words}" here: say what each player does '
            '("alice concedes and bob concedes").',
            words=quoted(name),
        ),
        unread=name,
    )


def _read_after(
    waited: str, clause: str, last: Clause | None, reader: Reader, listing: Clause | None
) -> Clause:
    """A clause as read, the names that wait for its verb written before it (`waited`,
    "alice and "): when it reads as nothing, they are quoted with it ("alice and bob both
    flibber"), never the clause alone ("bob both flibber"), which the asker did not write."""
    try:
        return _read(clause, last, reader, listing)
    except Unread as error:
        if waited and error.unread == clause:
            raise Unread(waited + clause) from None
        raise


def _read(
    clause: str, last: Clause | None, reader: Reader, listing: Clause | None = None
) -> Clause:
    """A clause as read; one that starts with its verb ("alice takes 20 damage and gains 5
    life") has the subject of the clause before it; one more thing held, the subject and verb
    of the clause that opened the list (`listing`, else the clause before)."""
    read = match_clause(clause, reader) or restated_outcome(clause, reader)
    if read is not None:
        return read
    if last is not None and last.role is Role.EXCHANGES:
        # "I exchange control of my creatures and player b's creatures": the exchange's other
        # side, cut off at its "and", read with the exchange it belongs to.
        other = match_clause(f"{last.text} and {clause}", reader)
        if other is not None and other.role is Role.EXCHANGES:
            return other
    subject = _subject_of(last) if last is not None else None
    if subject is None:
        raise Unread(clause)
    verb_first = starts_with_its_verb(clause)
    if verb_first and _not_its_verb(last, clause):
        raise Unread(clause)
    shared = with_subject_lent(subject, clause, reader, last) if verb_first else None
    if shared is not None:
        return shared
    # "I control Cromat and a land of each basic land type": one more thing held, its verb
    # the clause's before ("controls", "has"), read as that clause would read it.
    opened = listing or last
    holder = _subject_of(opened) if opened is not None else None
    held = _HELD.search(opened.text) if opened is not None and holder is not None else None
    if held is not None and not _of_its_own(clause):
        # a count after a card controlled is had ("I control Felidar Sovereign and 40 life":
        # "me has 40 life"), never controlled
        for verb in dict.fromkeys((_HOLD_VERBS[held[0].lower()], _HOLD_VERBS["has"])):
            again = match_clause(f"{holder} {verb} {clause}", reader)
            if again is not None:
                return again
    # the subject tried with it, where the clause before wrote it ("someone concedes and
    # the other player wins"); a player the reader named ("me" for "I'm") is never shown
    written = last is not None and re.search(
        rf"(?<![\w']){re.escape(subject)}(?![\w'])", last.text, re.IGNORECASE
    )
    raise Unread(f"{subject} {clause}" if verb_first and written else clause)


def _not_its_verb(last: Clause | None, clause: str) -> bool:
    """Whether a clause that starts with its verb holds a card of another than the subject of
    the clause before: "has" or "controls" after "I", "you", "we" or "they" ("I cast Lava Axe
    at him and has Platinum Angel" was the asker's Angel: whose?). A verb of acting keeps the
    subject before, as chat writes it ("I have a million life and casts Test of Endurance")."""
    said = last.text.split() if last is not None else []
    verb = clause.split()[0].lower()
    return bool(said) and said[0].lower() in PLAIN_VERB_SUBJECTS and verb in _HOLDS_OF_ANOTHER


# "has", "controls": holding said of "he" or "she"
_HOLDS_OF_ANOTHER = frozenset(word for word in WORDS.holds if word.endswith("s"))


def _list_opened(listing: Clause | None, clause: str, read: Clause) -> Clause:
    """The clause that opened the list after `clause`, read as `read`: the one before, while
    `clause` as written says neither its subject nor its verb ("10 cards in my library",
    "Platinum Angel"), an item of that list; else `read` itself."""
    item = _SUBJECT_FIRST.match(clause) is None and clause.split()[0].lower() not in VERB_WORDS
    return listing if listing is not None and item else read


# "I control Platinum Angel and it has no abilities": a clause of its own about the card, never
# one more thing held ("me controls it has no abilities" read as a card held: nothing ended).
_A_CLAUSE_OF_ITS_OWN = WORDS.clause_own_openers


def _of_its_own(clause: str) -> bool:
    """Whether a clause is one of its own, never one more thing held: "it ..." (above), or a
    player and their verb ("I control Felidar Sovereign and I'm at 3 life, and my opponent
    deals 3 damage to me in response to the trigger" was "me controls my opponent deals ...",
    a thing held: the damage was dropped)."""
    if clause.split()[0].lower() in _A_CLAUSE_OF_ITS_OWN:
        return True
    subject = _SUBJECT_FIRST.match(clause)
    rest = clause[subject.end() :].split() if subject is not None else []
    if bool(rest) and rest[0].lower() in VERB_WORDS:
        return True
    # "my opponent's spell makes me draw ...", "bob's Goblin deals 2 damage to me": a thing of a
    # player's and its verb
    owned = _OWNED_FIRST.match(clause)
    rest = clause[owned.end() :].split() if owned is not None else []
    return bool(rest) and rest[0].lower() in VERB_WORDS and _FINITE.fullmatch(rest[0]) is not None


_OWNED_FIRST = re.compile(rf"(?:{OWNER})\s++(?:{MARK}\d++|[\w/+-]++)\s++", re.IGNORECASE)
# a verb as a clause's own ("makes", "dealt"), not a noun the grammar's words share ("counters")
_FINITE = re.compile(
    rf"(?!{one_of(WORDS.finite_not)}$)\w+{one_of(WORDS.finite_endings)}"
    rf"|{one_of(WORDS.finite_irregular)}",
    re.IGNORECASE,
)


# ... never "has" before a past participle: "bob's commander has dealt me 10 damage and alice's
# commander has dealt me 21" held nothing ("me has alice's commander ...": the 21 was dropped).
# "unlimited" ("has unlimited mana and a Masticore") is an adjective: held.
_HELD = re.compile(
    rf"\b{one_of(WORDS.holding_controls)}\b(?!\s++{one_of(WORDS.holding_not_of)}\b)"
    rf"|\b{one_of(WORDS.holding_has)}\b(?!\s++(?:{one_of(WORDS.holding_not_before)}"
    rf"|(?!{one_of(WORDS.holding_adjectives)}\b)\w+{one_of(WORDS.past_endings)})\b)",
    re.IGNORECASE,
)


_HOLD_VERBS = {
    "control": "controls",
    "controls": "controls",
    "controlled": "controls",
    "has": "has",
    "have": "has",
    "had": "has",
}


def _still_sharing(sharing: list[str], waiting: list[str], clause: str) -> list[str]:
    """The names that shared the subject before (`sharing`) that this clause is also of:
    all of them when it starts with its verb ("alice and bob both control Platinum Angel and
    take 5 damage": both take it); none when it says a subject of its own."""
    verb_first = clause.split()[0].lower() in VERB_WORDS
    return sharing if verb_first and not waiting else []


def _sharing_again(sharing: list[str], clause: str, read: Clause, reader: Reader) -> list[Clause]:
    """The clauses of the names still sharing the subject (`_still_sharing`), `clause` read
    for each."""
    if not sharing:
        return []
    return _sharing_the_verb(sharing, f"{sharing[-1]} {clause}", read, reader)


def _sharing_the_verb(
    waiting: list[str], clause: str, read: Clause, reader: Reader
) -> list[Clause]:
    """The clauses of names that wait for this clause's verb ("alice and bob concede")."""
    if not waiting:
        return []
    written = _SUBJECT_FIRST.match(clause)
    predicate = clause[written.end() :] if written else ""
    try:
        if not predicate or _subject_of(read) is None:
            raise SituationError("no shared verb")
        return [read_clause(f"{name} {predicate}", reader) for name in waiting]
    except SituationError:
        raise _no_shared_verb(waiting[0]) from None


_STACK_OBJECT = re.compile(rf"\b{one_of(WORDS.stack_objects)}\b", re.IGNORECASE)


def _object_before_colon(sentence: str, reader: Reader) -> tuple[Clause, str] | None:
    """ "Rakdos Charm: I take 5 damage ...", "Duskmantle Seer's trigger: ...": a spell or an
    ability, and what it does as it resolves."""
    colon = sentence.find(":")
    if colon <= 0 or colon == len(sentence) - 1:
        return None
    head = sentence[:colon].strip()
    if MARK not in head and not _STACK_OBJECT.search(head):
        return None
    read = match_clause(head, reader)
    if read is None:
        read = match_clause(f"{head} resolves", reader)
    if read is None or read.role is not Role.STACK:
        return None
    return read, sentence[colon + 1 :].strip()


_BARE_NAME = re.compile(rf"{NAME}|{one_of(WORDS.asker_alone)}|{ROLE}", re.IGNORECASE)


# the asker, and the opponent as chat names them ("my opp and i are at 1")
_PLAYER_WORDS = WORDS.players_alone | WORDS.opponents


_SUBJECT_FIRST = re.compile(
    rf"(?:{SUBJECT})(?:\s++{one_of(WORDS.subject_sharing)}\b)?\s+", re.IGNORECASE
)


def _name_waiting(clause: str, join: str, reader: Reader) -> tuple[str, str, str]:
    """A player named before the verb of the clause that follows ("alice" in "alice and bob
    concede"), as written with what joins it, and what is left of the clause to read; a card
    both players hold ("we both control X"), the first of the two and the clause said of the
    second (both_held.py)."""
    held = both_holding(clause, reader)
    if held is not None:
        return held[0], f"{held[0]} and ", held[1]
    if clause and _waits_for_a_verb(clause):
        return clause, clause + join, ""
    return "", "", clause


def _waits_for_a_verb(clause: str) -> bool:
    """A player named alone ("alice", "I", "my opponent" in "alice and I concede"), whose
    verb is in the clause that follows."""
    low = clause.lower()
    if low in _PLAYER_WORDS:
        return True
    return _BARE_NAME.fullmatch(clause) is not None and low not in ORDINARY | VERB_WORDS


def trigger_said_once(clauses: list[Clause]) -> list[Clause]:
    """A card's trigger on its combat damage (Phage the Untouchable), beside an effect the same
    sentence says did the same to the same player ("Phage deals combat damage to me and an
    effect says I lose"): the effect said is that trigger, not a second loss, and it resolves
    after the damage's checkpoint, as the trigger does (603.3)."""
    triggers = {
        (item.event.player, item.event.outcome)
        for clause in clauses
        for item in clause.items
        if item.event.kind is EventKind.EFFECT and its_combat_trigger(item.why)
    }

    def kept(item: Item) -> bool:
        event = item.event
        return (
            event.kind is not EventKind.EFFECT
            or its_combat_trigger(item.why)
            or (event.player, event.outcome) not in triggers
        )

    return [
        clause
        if all(kept(i) for i in clause.items)
        else replace(clause, items=tuple(i for i in clause.items if kept(i)))
        for clause in clauses
    ]


def _subject_of(clause: Clause) -> str | None:
    """Who the clause is about, for a clause after it that leaves its subject out."""
    if clause.role is not None and clause.source is not None:
        return clause.source.controller  # "bob controls Platinum Angel and is at 3 life"
    if not clause.items:
        return None
    event = clause.items[0].event  # the subject's own event comes first
    by = dealer(clause)  # "I deal 1 damage to him and draw": the draw is mine
    if by is not None and by.controller != event.player:
        return by.controller if by.text == by.controller and not by.unknown else None
    if event.player is None:
        return None
    if event.player == EVERYONE:
        return "everyone"
    if event.kind is EventKind.CHAMPION_CONTROL or (
        event.kind is EventKind.EFFECT and event.outcome is not None
    ):
        return None  # their subject is not the player the event names
    return event.player
