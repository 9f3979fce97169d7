"""Forms of chat put in the situation language's terms before the grammar reads them: damage
hit or dealt ("I hit him for 6", "I deal him 10 damage"), an attack's combat damage ("bob swings
at alice for 3 and she doesn't block", a commander's), "at exactly 50 life", "if I were to
concede", a total said after the event ("... while I'm at 3"), "my deck runs out", "we are both
at 1 life" and a player brought down to a total ("bob knocked me down to 3"). The players told
as playing are read in players_told.py.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.rulings.chat_words import FUNCTION_WORDS, WORDS, one_of, taken_out
from bot.core.rulings.gated import Gated
from bot.core.rulings.library_takers import check_half_taker, check_own_library_taker
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.outcome_questions import AS_OBJECT, AS_SUBJECT
from bot.core.rulings.words import LIFE, MARK, MARKED, NAME, OWNER, OWNER_SUBJECTS, ROLE, SUBJECT

# "I hit him for 6": damage dealt (as "I dealt 6 damage to him"). "my opponent attacks me for
# 6 unblocked", "bob swings at alice for 3 and she doesn't block": the attack's combat damage
# (an attack whose blocks are not said still asks what it dealt).
# (a number in words is never a name: "dealt twenty one damage to me" deals no one 1 damage)
TARGET = (
    rf"(?P<o>{ROLE}|my opponent|your opponent|the opponent|him|her|them|me|you"
    rf"|(?!(?:{NUMBER})(?![\w'-])){NAME})"
)


HIT = re.compile(
    rf"\b{one_of(WORDS.hit_verbs)}\s++{TARGET}\s++for\s++"
    rf"(?P<n>{NUMBER}|{one_of(WORDS.lethal_amount)})(?P<more>\s++more)?"
    r"(?:(?P<c>\s++(?:combat|noncombat|non-combat))?\s++damage)?\b",
    re.IGNORECASE,
)


# "I deal him 10 damage": the damage dealt to him ("I deal 10 damage to him").
DEAL_TO = re.compile(
    rf"\b(?P<verb>{one_of(WORDS.deal_verbs)})\s++{TARGET}\s++(?P<n>{NUMBER})"
    r"(?P<c>\s++(?:combat|noncombat|non-combat))?\s++damage\b",
    re.IGNORECASE,
)


# "for another 11 damage": damage counted with damage dealt before, so dealt (not blocked).
UNBLOCKED = Gated(
    re.compile(
        rf"(?<![\w'])(?P<a>{SUBJECT})\s++{one_of(WORDS.attack_verbs)}\s++{TARGET}"
        rf"(?:\s++with\s++(?P<w>[\w'{MARK}/ -]{{1,60}}?))?\s++for\s++"
        rf"(?P<more>{one_of(WORDS.more_damage)}\s++)?(?P<n>{NUMBER})(?:\s++damage)?"
        rf"(?(more)|(?:\s++{one_of(WORDS.unblocked)}"
        rf"|(?:\s*+,)?\s++and\s++(?:{SUBJECT})\s++{one_of(WORDS.no_block)}\s++block))\b",
        re.IGNORECASE,
    ),
    needs=r"\sfor\s",
)


# "I attack my opponent directly for 1 damage": the attack reached the player, as "for 1
# unblocked" says (read by UNBLOCKED after it).
DIRECTLY = re.compile(
    rf"(?P<attack>\b{one_of(WORDS.attack_verbs)}\s++{TARGET})\s++{one_of(WORDS.directly)}\s++"
    rf"for\s++(?P<n>{NUMBER})(?P<d>\s++damage)?(?![\w/])(?P<free>\s++{one_of(WORDS.unblocked)})?",
    re.IGNORECASE,
)


def directly(match: re.Match[str]) -> str:
    return f"{match['attack']} for {match['n']}{match['d'] or ''}{match['free'] or ' unblocked'}"


# "I cast a spell that deals 5 damage to each player", "my opp casts a spell that says I lose
# the game": the caster's spell doing it, as "my spell deals 5 damage to each player" reads
# (read as written, the words before "that" were taken for the source's name: "you lose 5 life
# (from i cast a spell that)"). A subject of more than one player, or what the spell does in
# a verb its sentence does not read ("a spell that draws a card"), is left as written.
A_SPELL_THAT = re.compile(
    rf"(?<![\w'])(?P<who>{SUBJECT})\s++{one_of(WORDS.cast_verbs)}\s++an?\s++"
    rf"(?P<spell>{one_of(WORDS.held_spells)})\s++{one_of(WORDS.spell_relatives)}\s++"
    rf"(?={one_of(WORDS.spell_relative_verbs)}\s)",
    re.IGNORECASE,
)
_OWNERS = {subject.lower(): owner for owner, subject in OWNER_SUBJECTS.items()} | {
    "me": "my",
    "him": "his",
    "them": "their",
}


def a_spell_that(match: re.Match[str]) -> str:
    who = match["who"]
    low = " ".join(who.lower().split())
    if low in WORDS.everyone:
        return match[0]  # "we cast a spell that ...": whose spell is open
    owner = _OWNERS.get(low) or f"{who}'s"
    return f"{owner} {match['spell']} "


# "at exactly 50 life": a number said exactly is that number. "my deck runs out of cards":
# my library is empty.
EXACTLY = re.compile(rf"\b{one_of(WORDS.exactly)}\s++(?={NUMBER})", re.IGNORECASE)


# "I go below 1 life at some point", "he somehow goes to 0 life": when or how is not said, and
# the moment is the same without it.
VAGUE_TIME = re.compile(rf"(?:,\s*+|\s++)?\b{one_of(WORDS.vague_times)}\b,?", re.IGNORECASE)


# "he's at 0 now", "I go to 3 life now": a total said as it now stands, "now" after it (read
# as "he's now at 0": the total right after what was told before it)
NOW_AFTER_TOTAL = Gated(
    re.compile(
        rf"(?<![\w'])(?P<total>{NUMBER})(?P<life>\s++{LIFE})?\s++{one_of(WORDS.life_now)}"
        rf"(?=\s*+(?:$|[,.;!?]|{one_of(WORDS.life_now_join)}\b))",
        re.IGNORECASE,
    ),
    needs=rf"(?<![\w']){one_of(WORDS.life_now)}(?![\w'])",
)


# "so he's dead at 0": the total, the loss the asker sees in it left to the ruling
DEAD_AT = Gated(
    re.compile(
        rf"(?<=\w)(?P<be>'s|\s++{one_of(WORDS.life_now_be)})\s++{one_of(WORDS.dead_at)}"
        rf"(?=\s++{one_of(WORDS.life_now_at)}\s++(?:{NUMBER})(?![\w']))",
        re.IGNORECASE,
    ),
    needs=rf"(?<![\w']){one_of(WORDS.dead_at)}(?![\w'])",
)


# "if I were to concede", "if my opponent were to lose 3 life": the moment supposed, read as
# it happens ("I concede", "my opponent lose 3 life").
WERE_TO = re.compile(rf"(?<![\w'])(?P<who>{SUBJECT})\s++{one_of(WORDS.were_to)}\s++", re.IGNORECASE)


# "my opponent loses 3 life while at 2 life", "I take 3 while I'm at 3 or less": the total the
# event found, said after it: the board before the event ("I am at 3 or less and I take 3").
WHILE_AT = re.compile(
    rf"^(?P<event>(?P<who>{SUBJECT})\s++[^,]+?),?\s++{one_of(WORDS.while_at)}\s++"
    rf"(?:(?P<state>(?:{SUBJECT})(?:\s++(?:is|am|are|was|were)|'s|'m|'re))\s++)?"
    rf"at\s++(?P<total>{NUMBER}(?:\s++or\s++less)?(?:\s++life)?)"
    rf"(?:\s++with\s++(?:(?:a|an|my|his|her|their)\s++)?(?P<card>{MARK}\d++)"
    rf"(?:\s++{one_of(WORDS.in_play)})?)?(?P<tail>,?\s++and\s++\S.*)?$",
    re.IGNORECASE,
)


def board_first(match: re.Match[str]) -> str:
    who, state = match["who"], match["state"]
    said = re.sub(r"(?:\s++\S++|'\S++)$", "", state).lower() if state else None
    acted = re.findall(r"[\w']+", match["event"][len(who) :].lower())
    if said is not None and said != who.lower() and said not in WORDS.pronouns:
        on = WORDS.self_words if said in WORDS.self_words else frozenset({said})
        if on.isdisjoint(acted):
            return match[0]  # another player's total beside the event: one moment, as said
        # the total of the player the event acts on ("bob bolts me while I'm at 3")
        return f"{state} at {match['total']} and {match['event']}"
    if said in WORDS.pronouns and not (WORDS.acting_on | WORDS.self_words).isdisjoint(acted):
        # "he" may be the player the event acts on, not its subject: the pronoun kept, for the
        # reader to name ("I bolted my opponent when he was at 3") or refuse as two players
        return f"{state} at {match['total']} and {match['event']}"
    if state is None or said in WORDS.pronouns:  # "bob takes 5 damage while he's at 6 life"
        state = f"{who} {'am' if who.lower() == 'i' else 'is'}"
    held = ""
    if match["card"]:  # "... while I'm at 3 with Soulfire Grand Master on the board": theirs
        held = f" and {who} {'control' if who.lower() == 'i' else 'controls'} {match['card']}"
    tail = match["tail"] or ""  # "... while I'm at 3 and bob is at 5": the rest after it
    return f"{state} at {match['total']}{held} and {match['event']}{tail}"


RUNS_OUT = re.compile(
    rf"\b(?P<library>{one_of(WORDS.library_words)})\s++{one_of(WORDS.runs_out)}"
    r"(?:\s++of\s++cards)?\b",
    re.IGNORECASE,
)


# "my opponent puts my library into my graveyard", "I remove my library (from the game)", "he
# mills my whole library", "he mills me out", "I milled my opponent out", "I no longer have a
# library", "I deplete my library", "I run out of cards in my library": that library is empty
# (what moved it ends nothing by itself: its player loses only on drawing from it, 704.5b).
# Only at a clause's start, the whole library said moved ("he mills my library" may be some
# of it; "I didn't remove my library", "he would mill me out" are not read).
_CLAUSE_START = (
    r"(?:^|(?<=,\s)|(?<=;\s)|(?<=\band\s)|(?<=\bthen\s)|(?<=\bso\s)|(?<=\bif\s)"
    r"|(?<=\bwhen\s)|(?<=\bafter\s)|(?<=\bonce\s)|(?<=\bor\s))"
)
_LIBRARY = one_of(WORDS.library_words + WORDS.library_plurals)
_WHOLE = one_of(WORDS.library_whole)
# "I used Hermit Druid to put my deck in the graveyard": the card used, then what it did
_USED_TO = rf"(?P<used>{one_of(WORDS.use_verbs)}\s++{MARK}\d++)\s++to\s++"
LIBRARY_GONE = Gated(
    re.compile(
        # the subject said, or left out after "and" ("I cast Demonic Consultation and exile my
        # whole library": the library named by its possessive)
        rf"(?:{_CLAUSE_START}(?P<x>{SUBJECT})\s++(?P<u>{_USED_TO})?|(?<=\band\s))(?:"
        rf"{one_of(WORDS.library_moved_verbs)}\s++(?:{_WHOLE}\s++)?(?P<a>{OWNER})\s++(?:{_WHOLE}\s++)?"
        rf"{_LIBRARY}\s++in(?:to)?\s++(?:{OWNER}|the)\s++{one_of(WORDS.graveyard_words)}"
        rf"|{one_of(WORDS.library_exiled_verbs)}\s++(?:{_WHOLE}\s++)?(?P<b>{OWNER})\s++"
        rf"(?:{_WHOLE}\s++)?{_LIBRARY}(?:\s++from\s++the\s++game)?"
        rf"|{one_of(WORDS.library_milled_verbs)}\s++(?:{_WHOLE}\s++(?P<c>{OWNER})"
        rf"|(?P<d>{OWNER})\s++{_WHOLE})\s++{_LIBRARY}"
        rf"|{one_of(WORDS.library_milled_verbs)}\s++(?P<e>me|him|her|them|you|{NAME}|{ROLE}"
        rf"|(?:my|your|the)\s++opponent)\s++out"
        rf"|{one_of(WORDS.library_emptied_verbs)}\s++(?:{_WHOLE}\s++)?(?P<f>{OWNER})\s++{_LIBRARY}"
        rf"|{one_of(WORDS.runs_out)}\s++of\s++cards\s++in\s++(?P<g>{OWNER})\s++{_LIBRARY}"
        rf")(?![\w'])(?!\s++{one_of(WORDS.by_means_of)}\s)",
        re.IGNORECASE,
    ),
    needs=rf"{_LIBRARY}|{one_of(WORDS.library_milled_verbs)}",
)
LIBRARY_NONE = Gated(
    re.compile(
        rf"{_CLAUSE_START}(?P<x>{SUBJECT})\s++{one_of(WORDS.library_none_held)}\s++"
        rf"(?:cards\s++in\s++(?:my|his|her|their|your)\s++)?{_LIBRARY}"
        r"(?:\s++(?:left|anymore|any\s++more))?(?![\w'])",
        re.IGNORECASE,
    ),
    needs=_LIBRARY,
)
_AS_OWNER = {"i": "my", "me": "my", "he": "his", "him": "his", "she": "her", "they": "their",
             "them": "their", "you": "your"}  # fmt: skip


def _whose_library(who: str) -> str:
    """The possessive of a player named as a subject or an object ("I": "my")."""
    low = who.lower()
    return _AS_OWNER.get(low) or (who if low.endswith(("'s", "s'")) else f"{who}'s")


def library_gone(match: re.Match[str], names: Sequence[str] = ()) -> str:
    """A library said emptied, in the language's terms; a card `names` (each mark's card) says
    only empties its user's own library, said used on another's, refused (library_takers)."""
    said = match.groupdict()
    whose = next((said[g] for g in "abcdfg" if said.get(g)), None)
    if match["x"] is None:  # its subject left out: the library its possessive names
        known = whose is not None and whose.lower() not in _POSSESSIVES
        return f"{whose} library is empty" if known else match[0]
    if match["x"].lower() in WORDS.everyone and (whose is None or whose.lower() in _OURS):
        # "both players run out of cards in their library", "we have no cards in our
        # libraries": each player's own library
        return "everyone's library is empty"
    if (said.get("f") or said.get("g")) and whose and whose.lower() in _POSSESSIVES:
        if _whose_library(match["x"]).endswith("s's"):
            return match[0]  # "both players run out of cards in their library": as written
        whose = None  # "alice depletes her library": a library run out of is its player's own
    whose = whose or _whose_library(said.get("e") or match["x"])
    emptied = f"{whose} library is empty"
    if said.get("used"):  # "I used Hermit Druid to mill my whole library": it did
        card = [names[int(n)] for n in MARKED.findall(match["used"]) if int(n) < len(names)]
        # "bob used Hermit Druid to put his deck in the graveyard": his own
        own = whose.lower() == _whose_library(match["x"]).lower() or (
            whose.lower() in _POSSESSIVES and match["x"].lower() not in _AS_OWNER
        )
        written = MARKED.sub(
            lambda m: names[int(m[1])] if int(m[1]) < len(names) else m[0], match[0]
        )
        for name in card:
            check_own_library_taker(written, name, own)
            check_half_taker(written, name)
        return f"{match['x']} {match['used']} and {emptied}"
    if whose.lower() == _whose_library(match["x"]).lower():
        return emptied
    # "bob mills alice out": bob, who did it, is still one of the game's players
    be = "am" if match["x"].lower() == "i" else "are" if match["x"].lower() in _PLURAL else "is"
    return f"{match['x']} {be} still in the game and {emptied}"


# "I ping him", "he pings me for 2": one damage dealt (or the count said), as "I hit him for 1".
# Only right after its subject at a clause's start: "I can't ping him", "he could ping me", "I
# never pinged him" stay as written.
PING = Gated(
    re.compile(
        rf"{_CLAUSE_START}(?P<x>{SUBJECT})\s++{one_of(WORDS.ping_verbs)}\s++{TARGET}"
        rf"(?:\s++for\s++(?P<n>{NUMBER}))?(?![\w'])",
        re.IGNORECASE,
    ),
    needs=one_of(WORDS.ping_verbs),
)


def _her_possessive(match: re.Match[str]) -> bool:
    """Whether the object "her" is a possessive before a noun ("I ping her creature")."""
    after = match.string[match.end() :].split(maxsplit=1)
    return match["o"].lower() == "her" and bool(after) and after[0].lower() not in FUNCTION_WORDS


def ping(match: re.Match[str]) -> str:
    """ "I ping him": dealt 1 damage; "I ping her creature" stays as written."""
    if _her_possessive(match):
        return match[0]
    return f"{match['x']} dealt {match['n'] or 1} damage to {match['o']}"


# "I finish him off", "Elspeth finished off Xenagos": the player brought to a loss by damage,
# as "I dealt lethal damage to him" (a total of 0 or less, 704.5a; what the damage was, and a
# card that keeps the player in, read as ever). Only right after its subject at a clause's
# start ("I can't finish him off", "I would finish him off", "I didn't finish him off" stay as
# written), and a player as its object ("I finish off her Phage" stays as written).
FINISHED_OFF = Gated(
    re.compile(
        rf"{_CLAUSE_START}(?P<x>{SUBJECT})\s++{one_of(WORDS.finish_verbs)}\s++"
        rf"(?:(?P<pre>{one_of(WORDS.finish_off)})\s++)?{TARGET}"
        rf"(?(pre)|\s++{one_of(WORDS.finish_off)})(?![\w'])",
        re.IGNORECASE,
    ),
    needs=one_of(WORDS.finish_verbs),
)


def finished_off(match: re.Match[str]) -> str:
    """ "I finish him off": lethal damage dealt to him; "I finish off her creature" stays as
    written."""
    if _her_possessive(match):
        return match[0]
    return f"{match['x']} dealt lethal damage to {match['o']}"


# "I cast Lightning Bolt at his face", "to my opponent's face", "he bolts my face": a player's
# face is that player, and a spell sent "to" it is cast "at" them. "the face" of no one said is
# left as written (whose, among several players?), as is "face down", "face-down".
FACE = Gated(
    re.compile(
        rf"(?<![\w'])(?:(?P<to>{one_of(WORDS.face_aimed)})\s++)?(?P<o>{OWNER})\s++"
        rf"{one_of(WORDS.face_words)}(?![\w'-])(?!\s++{one_of(WORDS.face_not_a_player)}\b)",
        re.IGNORECASE,
    ),
    needs=one_of(WORDS.face_words),
)
_AS_OBJECT_OF = {"my": "me", "your": "you", "his": "him", "her": "her", "their": "them",
                 "our": "us", "everyone's": "everyone"}  # fmt: skip


def face(match: re.Match[str]) -> str:
    """The player whose face the words aim at, as the object of what aims it."""
    owner = " ".join(match["o"].split())
    player = _AS_OBJECT_OF.get(owner.lower())
    if player is None:
        player = owner[:-2] if owner.lower().endswith("'s") else owner.rstrip("'")
    return f"at {player}" if match["to"] else player


_PLURAL = frozenset({"you", "they", "we"})
_POSSESSIVES = frozenset({"his", "her", "their"})
_OURS = frozenset({"their", "our"})


# "what happens in my draw step?", "at my next draw step, do I lose?", "I go to my draw step",
# "I draw a card in my draw step": the player whose draw step it is draws a card then (a
# turn-based action, 504.1), `X draws a card`; whatever replaces or skips that draw is the
# cards' (a replacement in play is played out as any draw's). Whose draw step must be said.
_STEP_OWNER = (
    rf"(?P<o>my (?:last |only |remaining )?opponent's|your opponent's|the opponent's|my|your|his"
    rf"|her|their|(?:{ROLE})'s|(?:{NAME})'s)"
)
_DRAW_STEP = rf"(?:the\s++beginning\s++of\s++)?{_STEP_OWNER}\s++(?:next\s++)?draw\s++step"
DRAW_STEP_ASKED = re.compile(
    rf"(?:^|(?<=,)|(?<=,\s))\s*+(?:so\s++|and\s++|then\s++)?(?:{one_of(WORDS.draw_step_asked)}\s++)?"
    rf"(?:in|at|during)\s++{_DRAW_STEP}\s*+[?!.]*+\s*+$",
    re.IGNORECASE,
)
DRAW_STEP_THEN_ASKED = re.compile(
    rf"^\s*+(?:so\s++|and\s++|then\s++)?(?:in|at|during)\s++{_DRAW_STEP}\s*+,?\s*+"
    r"(?P<q>(?:do|does|will|would|did|am|is|can|could|should)\b)",
    re.IGNORECASE,
)
DRAW_STEP_REACHED = Gated(
    re.compile(
        rf"{_CLAUSE_START}(?P<x>{SUBJECT})\s++{one_of(WORDS.draw_step_reached)}\s++{_DRAW_STEP}"
        r"(?![\w'])",
        re.IGNORECASE,
    ),
    needs=r"draw\s++step",
)
DRAW_IN_STEP = re.compile(
    rf"(?P<d>\b(?:draws?|drew)\s++a\s++card)\s++(?:in|during|at)\s++{_DRAW_STEP}(?![\w'])",
    re.IGNORECASE,
)


def step_draw(match: re.Match[str]) -> str:
    """Whose draw step it is, drawing its card (see above)."""
    owner = match["o"]
    who = OWNER_SUBJECTS.get(owner.lower()) or owner.removesuffix("'s").removesuffix("'")
    drawn = f"{who} {'draw' if who.lower() in ('i', 'you', 'they') else 'draws'} a card"
    said = match.groupdict()
    if said.get("x") is not None and _whose_library(said["x"]).lower() != owner.lower():
        return match[0]  # "I go to his draw step": whose turn is it?
    return f"{drawn}, {match['q']}" if said.get("q") else drawn


# "my opponent loses his/her last point of life": the one life they had left is lost, so they
# go to 0 life (`goes to 0 life`, `went to 0 life`); "his last 3 life" (a number) stays as
# written.
LAST_LIFE = re.compile(
    r"\b(?P<verb>loses|lost|lose)\s++(?:his\s*+/\s*+her|his\s++or\s++her|his|her|their|my|your)\s++"
    rf"{one_of(WORDS.last_life)}\s++{LIFE}\b",
    re.IGNORECASE,
)


# How a second total is joined to the first: "and" (or "while", "but"), or a comma alone
# ("I have 3 life, opp has 10").
_JOINED = r"(?:\s*+,\s*+(?:(?:and|while|but)\s++)?|\s++(?:and|while|but)\s++)"


# "I have one life and my opponent has 3": a total said right after another, its word of life
# left out, is a total too (`my opponent has 3 life`). Only "has N" ending the clause, right
# after "and" (or "while", "but", a comma) and a total said with its word of life.
LIFE_ELIDED = Gated(
    re.compile(
        rf"(?P<first>\b(?:have|has|had|'ve\s++got|'s\s++got)\s++(?:{NUMBER})\s++{LIFE}"
        rf"(?:\s++left)?{_JOINED}(?:{SUBJECT})\s++(?:has|have|had)"
        rf"\s++(?:{NUMBER}))(?=\s*+(?:$|[,.;!?]))",
        re.IGNORECASE,
    ),
    needs=r"\s(?:has|have|had)\s",
)


# "My life is at 6, and his is at 2", "my life total is 3 and my opponent's is 5": a total
# said right after another, its words of life left out ("his is at 2"), is a total too ("his
# life is at 2"). Only right after a total said with its words of life, after "and" (or
# "while", "but"), and with the number ending the clause.
_WHOSE_ALONE = {"mine": "my", "yours": "your", "hers": "her", "theirs": "their", "his": "his"}
TOTAL_ELIDED = Gated(
    re.compile(
        rf"(?P<first>(?<![\w'])(?:{OWNER})\s++{LIFE}(?:\s++total)?\s++(?:is|was)"
        rf"(?:\s++(?:now|still|only))?(?:\s++at)?\s++(?:{NUMBER})(?:\s++{LIFE})?"
        rf"{_JOINED})"
        rf"(?P<whose>{'|'.join(_WHOSE_ALONE)}|(?:my\s++|your\s++|the\s++)?opponent's|{ROLE}'s"
        rf"|{NAME}'s)(?P<be>\s++(?:is|was)\s++)(?=(?:at\s++)?(?:{NUMBER})\s*+(?:$|[,.;!?]))",
        re.IGNORECASE,
    ),
    needs=rf"(?:'s|{'|'.join(_WHOSE_ALONE)})\s++(?:is|was)\s",
)


def total_elided(match: re.Match[str]) -> str:
    """ "..., and his is at 2": the second total said with its words of life."""
    whose = match["whose"]
    return f"{match['first']}{_WHOSE_ALONE.get(whose.lower(), whose)} life{match['be']}"


_GONE_TO = {"loses": "goes", "lose": "go", "lost": "went"}


def last_life_lost(match: re.Match[str]) -> str:
    return f"{_GONE_TO[match['verb'].lower()]} to 0 life"


# "you use some form of card draw", "he used a draw spell": a card drawn by an effect nobody
# names ("you draw a card"); one card, what any draw is at least.
UNNAMED_DRAW = Gated(
    re.compile(
        rf"\b(?P<x>{SUBJECT})\s++(?P<verb>{one_of(tuple(v for v, _ in WORDS.draw_used))})\s++"
        rf"{one_of(WORDS.unnamed_draws)}(?![\w'])",
        re.IGNORECASE,
    ),
    needs=one_of(WORDS.unnamed_draws),
)


def unnamed_draw(match: re.Match[str]) -> str:
    """ "I use some form of card draw": at least one card drawn, how many unsaid ("more than 0
    cards": a draw from an empty library whatever the count; beside a library that holds
    cards, or a card that turns on the count, the count is asked for)."""
    verb = match["verb"].lower()
    drew = next(d for v, d in WORDS.draw_used if v == verb)
    return f"{match['x']} {drew} more than 0 cards"


# "I swing with all four creatures", "I swung at him": an attack.
SWING = re.compile(rf"\b(?P<verb>{one_of(WORDS.swing_verbs)})(?:\s++at)?+\b", re.IGNORECASE)


def attack(match: re.Match[str]) -> str:
    return WORDS.attack_for_swing[WORDS.swing_verbs.index(match["verb"].lower())]


# "I attack my opponent for lethal and he gains 3 life from a lifelink blocker", "bob attacked
# in for lethal but alice gained 4 life": the attack's damage lethal and the attacked player's
# gain with it, in one combat damage step (MTG CR 510.2); whether they stay in turns on how far
# below 0 the damage took them (lethal_with_gain.py). Read so only where the gain is told in
# the same sentence by the player attacked; elsewhere the attack stays one whose damage is
# unsaid (sentence_steps.py).
LETHAL_BESIDE_GAIN = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++{one_of(WORDS.attack_verbs)}(?:\s++(?:in|out))?"
    rf"(?:\s++{TARGET})?\s++{one_of(WORDS.for_lethal)}(?:\s*+,)?\s++(?:and|but)\s++"
    rf"(?:then\s++)?(?P<g>{SUBJECT})\s++(?P<gv>{one_of(WORDS.gain_verbs)})\s++"
    rf"(?P<n>{NUMBER}\s++|some\s++)?life\b"
    # the gain's source, where said, is lifelink (a trigger's gain comes after the check)
    rf"(?=\s*+(?:[.,;!?\n]|$|(?:from|off|through|via|with|thanks\s++to)\s++"
    rf"{one_of(WORDS.lifelink_gains)}(?![\w'])|at\s++the\s++same\s++time))",
    re.IGNORECASE,
)
_ME = frozenset(("i", "me"))
_THIRD = frozenset(("he", "she", "they", "him", "her", "them"))


def _attacked_gains(attacker: str, target: str | None, gainer: str) -> bool:
    """Whether the player who gains is the one attacked: the target said (or a pronoun for
    them), or, none said, the asker against another player or another player against the
    asker."""
    a, g = (" ".join(w.lower().split()) for w in (attacker, gainer))
    if a == g:
        return False
    if target is None:
        return a in _ME or g in _ME
    t = " ".join(target.lower().split())
    return g in _ME if t in _ME else g == t or g in _THIRD


def lethal_beside_gain(match: re.Match[str]) -> str:
    if not _attacked_gains(match["a"], match["o"], match["g"]):
        return match[0]
    verb = match["gv"].lower()
    took = "took" if verb.endswith("ed") else "takes" if verb.endswith("s") else "take"
    target = match["o"]
    who = match["g"] if target is None else AS_SUBJECT.get(target.lower(), target)
    source = AS_OBJECT.get(match["a"].lower(), match["a"])
    gained = match["n"] or ""
    return f"{who} {took} lethal combat damage from {source} and {match['gv']} {gained}life"


# "alice attacks bob with her commander for 6 unblocked": a commander's damage counts toward
# that commander (903.10a): said as the commander's, whose it is said by name or "my".
_WITH_COMMANDER = re.compile(
    rf"^(?P<owner>(?:{ROLE}|my opponent|your opponent|the opponent|{NAME})'s|my)\s++"
    rf"{one_of(WORDS.commander_words)}$",
    re.IGNORECASE,
)
_A_COMMANDER = re.compile(rf"\b{one_of(WORDS.commander_words)}\b", re.IGNORECASE)


# "Player C gains control of Player A's Commander through Control Magic, and attacks bob with
# it": "it" is the one commander or card named before it that is no means ("through X").
_NAMED = re.compile(
    rf"(?P<means>\b{one_of(WORDS.by_means_of)}\s++)?(?:{MARK}\d++"
    rf"|(?P<c>(?:(?:{ROLE}|my opponent|your opponent|the opponent|{NAME})'s|my)\s++"
    rf"{one_of(WORDS.commander_words)}\b))",
    re.IGNORECASE,
)
_OTHER_THINGS = re.compile(rf"\b{one_of(WORDS.other_things)}\b", re.IGNORECASE)


def _it(before: str) -> str | None:
    """The commander "it" stands for: the one thing named before in the sentence that is no
    means; None when that is not one commander (a commander of a sentence before, a card, or
    several things: what dealt the damage, and whether it counts as a commander's, is unsure)."""
    if _OTHER_THINGS.search(_NAMED.sub("", before)):
        return None  # "a creature", "a token": something else "it" may be
    named = {(m["c"] or m[0]).lower(): m["c"] for m in _NAMED.finditer(before) if not m["means"]}
    return next(iter(named.values())) if len(named) == 1 else None


def combat_damage(match: re.Match[str]) -> str:
    with_what = match["w"] or ""
    if with_what.strip().lower() == "it":
        with_what = _it(match.string[: match.start()]) or ""
        if not with_what:
            return match[0]  # "it" may be a commander, or another thing
    if _A_COMMANDER.search(with_what):
        commander = _WITH_COMMANDER.match(with_what.strip())
        if commander is None:
            return match[0]  # "with his commander": whose commander, unsure
        return f"{with_what.strip()} deals {match['n']} combat damage to {match['o']}"
    who = AS_SUBJECT.get(match["o"].lower(), match["o"])
    source = AS_OBJECT.get(match["a"].lower(), match["a"])  # "from him", never "from he"
    return f"{who} took {match['n']} combat damage from {source}"


# "we are both at 1 life", "alice and I were both at 2": "both" where the grammar has it,
# after the subject ("we both are at 1 life").
BOTH_AFTER_VERB = re.compile(r"(?:\s++|')(?P<verb>are|were|re)\s++(?P<both>both|all)\b", re.I)


_MORE_THAN_ONE = re.compile(r"\band\b|&|\b(?:we|they|you)$", re.IGNORECASE)


# "I control both Phyrexian Unlife and Melira": two cards held, "both" only saying there are
# two ("I control Phyrexian Unlife and Melira").
_A_CARD = rf"(?:(?:my|his|her|their|the|a|an)\s++)?{MARK}\d++"
CARDS_BOTH = re.compile(
    rf"\b(?P<verb>control|controls|controlled|have|has|had)\s++both\s++(?={_A_CARD}"
    rf"(?:\s++and\s++|\+){_A_CARD}(?![\w\s+]*+,\s*+{_A_CARD}))",
    re.IGNORECASE,
)


def both_first(match: re.Match[str]) -> str:
    """ "both" moved after a subject of several players; after one ("my opponent are both at
    1 life", the other player lost in the words) it stays where the grammar reads nothing.
    After cards ("Platinum Angel and Worship are both in play"), it only says there are two:
    dropped."""
    verb = "are" if match["verb"].lower() == "re" else match["verb"]
    if _CARDS_BEFORE.search(match.string, 0, match.start()):
        return f" {verb}"
    if not _MORE_THAN_ONE.search(match.string, 0, match.start()):
        return match[0]
    return f" {match['both']} {verb}"


# two cards or more just before ("Platinum Angel and Worship", marked "§0+§1")
_CARDS_BEFORE = re.compile(
    rf"{MARK}\d++(?:\s*+(?:,\s*+(?:and\s++)?|\+|&|and\s++)(?:(?:my|his|her|their|the|a|an)\s++)?"
    rf"{MARK}\d++)++\s*+$",
    re.IGNORECASE,
)


# "if player A would win with second sun, and player B and C can't stop it, but ...": players
# said unable to stop what was just told: nothing is done in response, as the words without it
# say; the clause is skipped and shown. Only players (by role, name or letter) and these words.
_A_PLAYER = rf"(?:{ROLE}|my\s++opponent|the\s++opponent|i|he|she|they|we|{NAME})"
_CANT_STOP = re.compile(
    rf"(?:\s*+,\s*+(?:and\s++)?|\s++and\s++)(?P<said>{_A_PLAYER}"
    rf"(?:\s*+,\s*+{_A_PLAYER}){{0,3}}+(?:(?:\s*+,\s*+|\s++)and\s++(?:{_A_PLAYER}|[A-Z]\b))?"
    rf"\s++{one_of(WORDS.cant_stop)})(?=\s*+(?:[,.;!?]|$))",
    re.IGNORECASE,
)

_CANT_STOP_SAID = re.compile(rf"\b{one_of(WORDS.cant_stop)}", re.IGNORECASE)


def cant_stop(text: str) -> tuple[str, list[str]]:
    """The text without the players said unable to stop what was told (see above), and those
    words (to be shown as skipped)."""
    if _CANT_STOP_SAID.search(text) is None:
        return text, []  # none said: no list of players read at each comma
    return taken_out(_CANT_STOP, text)
