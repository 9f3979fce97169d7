"""Two players' champions said to die together, as players of a game with champions say it
(session 28): "my champion and my opponent's champion died at the same time", "bob's and
carol's champions die", "bob and carol's champions die", "my and his champions died". Each is
said as the reader reads one champion's death, in one sentence, so at once: "my champion died
and my opponent's champion died at the same time" (GA Ending the Game 4: all remaining players
losing at once is a draw). Only the verbs of a death (never "don't die", "almost died"), only
in a game whose players control champions."""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import System
from bot.core.rulings.champion_health import tracks_champions
from bot.core.rulings.chat_words import WORDS, one_of

# a player's, never a word's contraction ("it's", "that's")
_NOT_OWNERS = rf"(?!{one_of(WORDS.not_owner_contractions)}\b)"
_POSSESSIVE = one_of(WORDS.taker_possessives)
_OPPONENT = one_of(WORDS.opponent_as_owner)
_WHO = rf"(?:{_POSSESSIVE}|{_OPPONENT}'s|{_NOT_OWNERS}[a-z][\w-]*+'s)"
_BARE = rf"(?:{_POSSESSIVE}|{_OPPONENT}|[a-z][\w-]*+)"
# where a clause opens: the text's or a sentence's start, a comma, or "so", "then", "if"...
_OPENS = rf"(?P<pre>(?:^|[.!?;,:\n(])\s*+(?:{one_of(WORDS.champion_death_openers)}\s++)?)"
# the plural verb of a death, and the singular it is said in
_DEATHS = dict(WORDS.champion_deaths)
_DEATH = "|".join(re.escape(v).replace(r"\ ", r"\s++") for v in _DEATHS)
_CHAMPION = one_of(WORDS.champion_words)
_AND = one_of(WORDS.list_joins)
# "my champion and bob's champion die"
_EACH_SAID = re.compile(
    rf"{_OPENS}(?P<a>{_WHO})\s++{_CHAMPION}\s++{_AND}\s++(?P<b>{_WHO})\s++{_CHAMPION}\s++"
    rf"(?P<v>{_DEATH})\b",
    re.IGNORECASE,
)
# "bob's and carol's champions die", "bob and carol's champions die", "my and his champions"
_SAID_ONCE = re.compile(
    rf"{_OPENS}(?P<a>{_WHO}|{_BARE})\s++{_AND}\s++(?P<b>{_WHO})\s++"
    rf"{one_of(WORDS.champion_plurals)}\s++(?P<v>{_DEATH})\b",
    re.IGNORECASE,
)
_OWNS = re.compile(rf"^{_POSSESSIVE}$|'s$", re.IGNORECASE)


def champions_apart(text: str, system: System | None) -> str:
    """The text with two champions said to die together said as each one's death."""
    if not any(champion in text.lower() for champion in WORDS.champion_words):
        return text  # words of every form: most texts have none
    if not tracks_champions(system):
        return text
    return _SAID_ONCE.sub(_apart, _EACH_SAID.sub(_apart, text))


def _apart(found: re.Match[str]) -> str:
    one, other = (_owner(found[g]) for g in ("a", "b"))
    if one.lower() == other.lower():
        return found[0]  # "bob's champion and bob's champion": one player's, said twice
    verb = _DEATHS[" ".join(found["v"].lower().split())]
    return f"{found['pre']}{one} champion {verb} and {other} champion {verb}"


def _owner(said: str) -> str:
    """ "bob" as "bob's"; "my", "bob's" as they are."""
    return said if _OWNS.search(said) else f"{said}'s"
