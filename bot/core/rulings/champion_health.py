"""A champion's health and the damage dealt to it told as numbers, as players of a game with
champions say them in chat (session 26): "my champion has 20 health and 18 damage on it. my
opponent hits it for 3", "my champion has 25 life and has taken 24 damage, then takes 1 more",
"my opponent's champion is at 4 health and I deal 6 damage to it". A champion is defeated when
the damage marked on it reaches its health (GA Ending the Game 3; the play guide's "damage
marked is equal to or greater than health").

Where every clause from the one that says the champion's health on says only damage marked on
it or dealt to it ("it", or the champion named again), and the damage reaches the health, those
clauses are said as the champion dying ("my champion dies"), the words after them kept. Where
the damage falls short, or a clause says anything else (a level, an ally, damage prevented,
healing), the words stay as they are: a champion's health left is no event the reader tells,
so such a text is refused as before. Only in a game whose players control champions."""

from __future__ import annotations

import re

from bot.core.rules.games import GAMES, Tracked
from bot.core.rules.vocabulary import System
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER, number_value

# 20, twenty, twenty-five, -3: the grammar's numbers, each with a value (any word that names
# a number, "negative" or "hundred-five", was matched and had none: a traceback)
_NUMBER = NUMBER
_OWNER = r"(?:my|his|her|their|your|(?:my\s++)?opponent's|[a-z][\w-]*+'s)"
# "my lv 2 champion", "his level 3 champion": the level changes none of the arithmetic
_LEVEL = r"(?:(?:lv|lvl|level)\.?\s*+\d\s++)?+"

# The clause that says the champion and its health: "my champion has 20 health", "... is at 3
# life" or "... has 20 health left" (what is left of it), "my champion's health is 20".
_HEALTH_SAID = re.compile(
    rf"\b(?P<owner>{_OWNER})\s++{_LEVEL}champion(?:\s++(?P<verb>has|is\s++at|is\s++on)\s++"
    rf"(?P<h>{_NUMBER})\s++(?:health|life|hp)(?P<left>\s++(?:left|remaining))?+"
    rf"|'s\s++(?:health|life|hp)\s++is\s++(?P<is>{_NUMBER}))",
    re.IGNORECASE,
)
_THEN = r"(?:and\s++then\s++|and\s++|then\s++)?+"
# Who deals it: never a word that says nobody did ("nobody hits it for 25", "noone"): the
# champion was said to die with the negation dropped.
_NOBODY = tuple(w for w in (*WORDS.no_player, *WORDS.not_done) if " " not in w)
_SUBJECT = rf"(?!{one_of(_NOBODY)}(?![\w'-]))(?:i|he|she|they|we|you|my\s++opponent|[a-z][\w-]*+)"
# Damage marked on it before: "and 18 damage on it", "and has taken 24 damage".
_MARKED = re.compile(
    rf"^(?:and\s++|with\s++)?+(?:(?:it\s++)?has\s++(?:taken|suffered)\s++)?(?P<n>{_NUMBER})"
    r"\s++damage(?:\s++(?:on\s++it|marked(?:\s++on\s++it)?|already))?+$",
    re.IGNORECASE,
)
# "and 15 more", "then 15 more"
_MORE = re.compile(rf"^{_THEN}(?P<n>{_NUMBER})\s++more(?:\s++damage)?+$", re.IGNORECASE)

# "at the same time", "simultaneously": when the words before happen, kept after the death
_AT_ONCE = r"(?:at\s++the\s++(?:very\s++|exact\s++)?same\s++time|simultaneously)\b"
# Clauses: a sentence's end, a comma, or before "then", "at the same time" or "and" a new
# clause begins with.
_CLAUSE_END = re.compile(
    r"\s*+(?:[.;!]|,|(?<=\s)(?<!and\s)(?=then\b)|(?<=\s)(?=and\s++(?:then|it|i|he|she|my)\b)"
    rf"|(?<=\s)(?={_AT_ONCE}))\s*+",
    re.IGNORECASE,
)


def tracks_champions(system: System | None) -> bool:
    game = GAMES.get(system) if system is not None else None
    return game is not None and Tracked.CHAMPION in game.tracks


def defeat_said(text: str, system: System | None) -> str:
    """The text with a champion's health and the damage that reaches it said as its death."""
    lowered = text.lower()
    if "champion" not in lowered or not any(word in lowered for word in ("health", "life", "hp")):
        return text  # words of every form: most texts have neither
    if not tracks_champions(system):
        return text
    return _said(text)


# Before the champion: a sentence's start, with a word that frames what follows ("so", "if").
_OPENS = re.compile(
    r"(?:^|[.;!?:\n])\s*+(?:(?:so|ok|okay|hey|now|if|when|say|question|and)\b[\s,:]*+)?+$",
    re.IGNORECASE,
)
# After the damage: the sentence's end, a question of the outcome beside it, or another
# champion's health ("... and my opponent's champion has 10 health and takes 12 damage").
_CLOSES = re.compile(
    rf"\s*+(?:[.;!?\n]|$|{_AT_ONCE}|,?\s*+(?:do|does|did|is|am|are|will|would|who|what|how|can)\b"
    rf"|,?\s*+(?:and\s++)?{_OWNER}\s++champion\s++(?:has|is)\b)",
    re.IGNORECASE,
)


def _said(text: str) -> str:
    for head in _HEALTH_SAID.finditer(text):
        if _OPENS.search(text, 0, head.start()) is None:
            continue
        end = _run_end(text, head)
        if end is not None and _CLOSES.match(text, end) is None:
            continue
        if end is not None:
            start = head.start()
            return f"{text[:start]}{head['owner']} champion dies{_said(text[end:])}"
    return text


def _dealt(owner: str) -> tuple[re.Pattern[str], ...]:
    """Damage dealt to the champion now: "it takes 3 (more) damage", "bob hits it for 3", "I
    deal 6 damage to my opponent's champion" (it, or the same champion named again)."""
    it = rf"(?:it|the\s++champion|{re.escape(owner)}\s++champion)"
    return (
        re.compile(
            rf"^{_THEN}(?:{it}\s++)?(?:takes|took|is\s++dealt|was\s++dealt|gets\s++dealt)\s++"
            rf"(?:another\s++)?(?P<n>{_NUMBER})(?:\s++more)?+(?:\s++damage)?+(?:\s++more)?+$",
            re.IGNORECASE,
        ),
        re.compile(rf"^{_THEN}(?P<n>{_NUMBER})\s++more(?:\s++damage)?+\s++to\s++{it}$", re.I),
        re.compile(
            rf"^{_THEN}{_SUBJECT}\s++(?:(?:hits|hit|attacks|attack|attacked)\s++{it}\s++for\s++"
            rf"(?P<n>{_NUMBER})(?:\s++more)?+(?:\s++damage)?+|(?:deals|deal|dealt|does|do|did)\s++"
            rf"(?P<m>{_NUMBER})(?:\s++more)?+\s++damage\s++to\s++{it})$",
            re.IGNORECASE,
        ),
    )


def _run_end(text: str, head: re.Match[str]) -> int | None:
    """Where the clauses that say only the champion's damage end, if the damage dealt reaches
    its health; None where it does not, or where damage marked before is said beside a health
    said as what is left ("is at 3 health", "has 3 health left": marked already counted)."""
    health = number_value(head["h"] or head["is"])
    left = bool(head["left"]) or not (head["verb"] or "").lower().startswith("has")
    dealt = _dealt(head["owner"])
    damage, at, now = 0, head.end(), False
    while True:
        gap = _CLAUSE_END.match(text, at)
        begin = gap.end() if gap else at
        found = _CLAUSE_END.search(text, begin + 1)
        end = found.start() if found else len(text)
        counted = _counted(text[begin:end].strip(), dealt)
        if counted is None:
            break
        amount, is_dealt = counted
        if not is_dealt and left:
            return None
        damage, at, now = damage + amount, end, now or is_dealt
    return at if now and 0 < health <= damage else None


def _counted(clause: str, dealt: tuple[re.Pattern[str], ...]) -> tuple[int, bool] | None:
    """The damage a clause says, and whether it is dealt now (not marked before); None for a
    clause that says anything else."""
    for pattern, now in ((_MARKED, False), *((p, True) for p in dealt), (_MORE, True)):
        found = pattern.match(clause)
        if found is not None:
            amount = found["n"] or found.groupdict().get("m") or "0"
            return number_value(amount), now
    return None
