"""A count given "more" with its kind left unsaid (issue #31): "opp has 8 poison counters and
takes 1 more", "he has nine poison. he gets 2 more", "I'm on 7 poison and got another one".

The kind is the one the words counted before: after poison counters alone, "takes 2 more" is
two more poison counters (read as damage, the player lost 2 life instead, and an answer that
turned on their unsaid life total was given). Told again with its kind, it is read as the
phrases read "takes 2 more poison counters". Where the words counted life or damage too
before it, "more" may be either: refused, with the two readings. Where they counted poison
nowhere, "takes 2 more" stays damage, as the phrases read it.

Commander damage is a kind as well: "bob has taken 20 commander damage from alice's commander
and takes 1 more" is one more of it, from the same commander (read as damage from no commander,
bob lost 1 life and an answer that turned on his unsaid life total was given where 21 from one
commander ends it, MTG CR 903.10a). It is told again as "takes 1 more commander damage from
alice's commander"; where the count goes on "from" another source, it is that source's damage,
as the phrases read it; where the words counted poison, life or other damage too, refused."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.words import LIFE, SituationError, quoted

# "takes 2 more", "gets another one", "got one more": a verb that gives a count, the count
# with "more" and no kind after it (the clause ends, or goes on with another clause).
_MORE_UNSAID = re.compile(
    rf"(?<![\w'])(?P<verb>{one_of(WORDS.more_given_verbs)})\s++"
    rf"(?:(?P<n>{NUMBER})\s++{one_of(WORDS.more_after)}"
    rf"|{one_of(WORDS.more_before)}(?:\s++(?P<m>{NUMBER}))?)"
    rf"(?=\s*+(?:$|[,.;:!?)]|-)|\s++{one_of(WORDS.more_goes_on)}\b)",
    re.IGNORECASE,
)
_POISON = re.compile(rf"(?<![\w']){one_of(WORDS.poison_words)}", re.IGNORECASE)
# "20 commander damage from alice's commander": the kind, and whose it was (a few words, to
# the clause's end); the gap to the count given "more" is measured after the source.
_COMMANDER_DAMAGE = re.compile(
    rf"(?<![\w']){one_of(WORDS.commander_damage_words)}(?![\w'])"
    rf"(?:\s++{one_of(WORDS.damage_from)}\s++(?P<source>[\w']++(?:\s++[\w']++){{0,2}}?)"
    rf"(?=\s*+(?:$|[,.;:!?)])|\s++{one_of(WORDS.source_goes_on)}\b))?",
    re.IGNORECASE,
)
# Another kind a bare count may be more of: life, damage, or a library's cards.
_OTHER_KIND = re.compile(
    rf"(?<![\w'])(?:{LIFE}|{one_of(WORDS.more_other_kinds)})(?![\w'])", re.IGNORECASE
)
_CHEAP = re.compile(one_of((*WORDS.more_after, *WORDS.more_before)), re.IGNORECASE)
_FROM = re.compile(rf"\s++{one_of(WORDS.damage_from)}\b", re.IGNORECASE)
# What may stand between the poison counted and the count given "more" for it to be more of
# the same (the lexicon's more_joining); anything else may be what gave the count ("I bolt him
# and he takes 3 more"): refused.
_GAP_WORD = re.compile(r"[a-z']+|\d+")  # a count in it is another count: refused
_JOINING = WORDS.more_joining


def more_of_a_kind(text: str) -> str:
    """The text with each count given "more" and no kind after poison counters or commander
    damage told with that kind; SituationError where the words counted another kind too."""
    if _CHEAP.search(text) is None:
        return text
    poisoned = _POISON.search(text) is not None
    commanded = _COMMANDER_DAMAGE.search(text) is not None
    if not poisoned and not commanded:
        return text  # most texts count neither

    def told(match: re.Match[str]) -> str:
        before = text[: match.start()]
        counted = [
            *((found, False) for found in _POISON.finditer(before)),
            *((found, True) for found in _COMMANDER_DAMAGE.finditer(before)),
        ]
        if not counted:
            return match[0]  # "I'm at 3 and take 2 more": damage, as the phrases read it
        last, commander = max(counted, key=lambda pair: pair[0].end())
        kinds = {commander for _, commander in counted}
        gap = _GAP_WORD.findall(before[last.end() :].lower())
        other = _OTHER_KIND.search(_COMMANDER_DAMAGE.sub(" ", before)) is not None
        taker = _taker(before[: last.start()])
        if taker is not None and gap and gap[-1] == taker:
            gap = gap[:-1]  # "alice has taken 20 .... alice takes 1 more": the same player
        if taker is not None and gap and not _same_taker(taker, gap[-1]):
            # "I have taken 20 commander damage from bob's commander. he takes 1 more": not
            # more of mine (was bob's commander dealing bob 1)
            raise _unsaid_kind(match[0], commander)
        if len(kinds) > 1 or other or not set(gap) <= _JOINING:
            # "... and 3 life. he takes 2 more", "... 8 poison. I bolt him, he takes 3 more"
            raise _unsaid_kind(match[0], commander)
        count = match["n"] or match["m"] or "1"
        if commander:
            return _commander_damage_more(match, count, last["source"], text[match.end() :])
        kind = "poison counter" if count.lower() in ("1", "one") else "poison counters"
        return f"{match['verb']} {count} more {kind}"

    return _MORE_UNSAID.sub(told, text)


# Where a clause begins: the player who took the count is its first word ("alice has taken").
_CLAUSE_START = re.compile(
    rf"[.;!?,]|(?<![\w']){one_of(WORDS.clause_joiners)}(?![\w'])", re.IGNORECASE
)
_TAKEN = re.compile(rf"(?<![\w']){one_of(WORDS.count_taken)}(?![\w'])")
_POSSESSIVES = frozenset(WORDS.taker_possessives)
_PLAYER_WORDS = frozenset(("opp", "opponent", "player"))  # a subject, though joining


def _taker(before: str) -> str | None:
    """The player word that took the count told just before, where its clause says the
    player took it ("alice has taken 20 ..."; "my opponent took ..." is "opponent"), else
    None ("bob's commander dealt me 20 ...": the clause's subject is no taker)."""
    clause = _CLAUSE_START.split(before.lower())[-1]
    words: list[str] = _GAP_WORD.findall(clause)
    if not words or _TAKEN.search(clause) is None:
        return None
    if words[0] in _POSSESSIVES and len(words) > 1:
        return words[1]
    return words[0]


def _person(word: str) -> str:
    """A player word's person ("i me", "he him", ...), or the word itself (a name)."""
    return next((pair for pair in WORDS.reply_persons if word in pair.split()), word)


def _same_taker(taker: str, subject: str) -> bool:
    """Whether the subject of the count given "more" may be the player who took the count
    before: none of its own ("and", "then"), the same person, or a pronoun of a third person
    beside a name ("alice has taken 20 ... she takes 1 more")."""
    persons = WORDS.reply_persons
    if subject in _JOINING and subject not in _PLAYER_WORDS and _person(subject) == subject:
        return True
    one, other = _person(taker), _person(subject)
    thirds = persons[1:4]  # he, she, they
    return (
        one == other
        or (one in thirds and other not in persons)
        or (other in thirds and one not in persons)
    )


def _commander_damage_more(match: re.Match[str], count: str, source: str | None, after: str) -> str:
    """ "takes 1 more" after commander damage: more from the same commander, or, going on
    "from" a source of its own, that source's damage."""
    if _FROM.match(after) is not None:
        return f"{match['verb']} {count} more damage"
    if source is None:
        raise _unsaid_kind(match[0], True)
    return f"{match['verb']} {count} more commander damage from {source}"


def _unsaid_kind(words: str, commander: bool) -> SituationError:
    if commander:
        return SituationError(
            Message(
                '"{words}": more of what? Commander damage was counted before it, and it may be '
                'more of another kind or from another source; say which ("takes 2 more '
                'commander damage from alice\'s commander" or "takes 2 more damage").',
                words=quoted(words),
            ),
            unread=words,
        )
    return SituationError(
        Message(
            '"{words}": more of what? Poison counters were counted before it, and it may be '
            'more of another kind; say which ("gets 2 more poison counters" or "takes 2 more '
            'damage").',
            words=quoted(words),
        ),
        unread=words,
    )
