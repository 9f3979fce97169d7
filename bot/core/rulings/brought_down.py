"""A total a player was brought to by someone ("bob knocked me down to 3", "Ajani and Elspeth
team up to bring Xenagos down to 0 life", "which puts me at 3", "..., putting him at -3"), said
as that player's total, and who brought it there taken out to be shown as skipped (issue #31;
moved out of chat_forms.py, the chat forms put in the language's terms, as one use of its own).
Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.chat_forms import TARGET
from bot.core.rulings.chat_words import FUNCTION_WORDS, WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.outcome_questions import AS_SUBJECT, NAMES_A_PLAYER, WORD
from bot.core.rulings.words import MARK, NAME, OWNER_SUBJECTS, ROLE, SUBJECT

# "Ajani and Elspeth team up to bring Xenagos down to 0 life", "bob knocked me down to 3": the
# total the player was brought to ("Xenagos goes to 0 life"), a sentence of its own; who brought
# it there is skipped and shown; "bob reduces my life (total) to 0" is the same, of the player
# whose life it names, also after "and" or a comma ("I control Platinum Angel and bob reduces
# my life to 0"). Only where each player who did is named elsewhere in the text too (no player
# is lost with the words) and no card did it (what a card does may change more). "which puts
# me at 3", and a participle after the change ("he takes 9 damage, putting him at -3"): "and
# he goes to -3 life", which the reader checks against the change told (session 28).
_BY_A_WORD = one_of(tuple(WORDS.pronouns | WORDS.self_words) + tuple(WORDS.opponents))
_LIFE = one_of(WORDS.life_word)
_BRING_DOWN = re.compile(
    rf"(?:(?:^|(?<=[.!?\n])|(?<=, ))(?P<space>\s*+)(?P<by>[^,.!?\n]+?)\s++"
    rf"(?:{one_of(WORDS.team_up)}\s++)?(?:{one_of(WORDS.bring_verbs)}"
    rf"|{one_of(WORDS.bring_gets)}(?=\s++(?:{ROLE}|{_BY_A_WORD})(?![\w'])))"
    rf"|(?<=\s)(?P<part>{one_of(WORDS.bring_participles)}))\s++(?:{TARGET}|"
    rf"(?P<whose>{one_of(WORDS.life_whose)}|{NAME}'s)\s++{_LIFE}"
    rf"(?:\s++{one_of(WORDS.life_total_word)})?)\s++(?:{one_of(WORDS.bring_down)}\s++)?"
    rf"{one_of(WORDS.bring_to)}\s++(?P<n>{NUMBER})(?:\s++{_LIFE})?"
    rf"(?=\s*+(?:[.!?\n]|$)|\s++{one_of(WORDS.alternatives)}\s)",
    re.IGNORECASE,
)


# "... or gets 10 poison counters": an alternative after it with no subject of its own, whose
# subject is the one who brought the total down (lost with the words, so never rewritten)
_OR_NEXT = re.compile(rf"\s++{one_of(WORDS.alternatives)}\s++(?P<next>{NAME})", re.IGNORECASE)
_PLAYER_WORD = re.compile(rf"(?:{SUBJECT.removesuffix(f'|{NAME}')})$", re.IGNORECASE)


def _or_subjectless(text: str, end: int) -> bool:
    """Whether an alternative follows at `end` whose first word names no player (a word for
    one, or a name the text gives before): "... or gets 10 poison counters"."""
    after = _OR_NEXT.match(text, end)
    if after is None:
        return False
    word = after["next"]
    named = re.search(rf"(?<![\w']){re.escape(word)}(?![\w'])", text[:end], re.IGNORECASE)
    return _PLAYER_WORD.match(word) is None and named is None


def brought_down(text: str) -> tuple[str, list[str]]:
    """The text with "X brings Y down to N life" said as Y's total, and who brought it taken
    out (to be shown as skipped)."""
    skipped: list[str] = []
    declared: list[str] = []

    def total(match: re.Match[str]) -> str:
        if _or_subjectless(text, match.end()):
            return match[0]  # "bob reduces my life to 0 or gets 10 poison counters": bob gets
        if match["part"]:  # "..., putting him at -3": the total the change told left him at
            return f"and {_went_to(match)}"
        rest = f"{text[: match.start()]} {text[match.end() :]}".lower()
        before, by = "", match["by"]
        after_and = _AFTER_AND.match(by)  # "I control X and bob reduces my life to 0"
        if after_and is not None and (not after_and["head"] or not _brought_by(by, rest)):
            before, by = f"{after_and['head']}and ", after_and["by"]
            rest = f"{rest} {before.lower()}"
        if not _brought_by(by, rest):
            return match[0]
        if not _asker_kept(by, f"{rest} {match[0][len(match['by']) :]}"):
            if before or not _asker_and_one(by, match["o"], rest):
                return match[0]
            declared.append(match["o"])
        else:
            skipped.append(by.strip())
        return f"{match['space']}{before}{_went_to(match)}"

    brought = _BRING_DOWN.sub(total, text)
    if len(declared) == 1:  # "i put bob at 0 life": the asker and bob play
        brought = f"{WORDS.asker_and_one[0].format(declared[0])}{brought.lstrip()}"
    elif declared:
        return text, []
    return brought, skipped


def _asker_and_one(by: str, brought: str | None, rest: str) -> bool:
    """Whether "i" alone brought a player down who is named (`brought`, no word for a player)
    and the rest of the text (`rest`) names nobody else and no card: the game's players are
    the asker and that one ("i put bob at 0 life", MTG CR 104.2a)."""
    if brought is None or by.strip().lower() not in WORDS.self_words or MARK in rest:
        return False
    if not brought.isalpha() or brought.lower() in NAMES_A_PLAYER | WORDS.ordinary:
        return False
    return all(word.lower() in WORDS.ordinary for word in WORD.findall(rest))


def _went_to(match: re.Match[str]) -> str:
    """The total brought down to, said as its player's ("bob goes to 0 life")."""
    whose = match["whose"]  # "reduces my life to 0": whose life it is
    said = match["o"] or OWNER_SUBJECTS.get(whose.lower(), whose.removesuffix("'s"))
    who = AS_SUBJECT.get(said.lower(), said)
    verb = "go" if who.lower() in ("i", "you", "they") else "goes"
    return f"{who} {verb} to {match['n']} life"


_AFTER_AND = re.compile(
    rf"(?P<head>(?:.*\s)?){one_of(WORDS.comma_joins)}\s++(?P<by>\S.*)$", re.IGNORECASE
)


def _asker_kept(by: str, said: str) -> bool:
    """Whether the asker, where `by` is their word ("I knock bob to 0 life"), is named in
    `said` too (the rest of the text, the player brought down): else skipping `by` would lose
    the asker as a player, and the other player would be an opponent nobody named."""
    words = {w.lower() for w in WORD.findall(by)}
    if not words & WORDS.self_words:
        return True
    return any(w.lower() in WORDS.self_words for w in WORD.findall(said))


def _brought_by(by: str, rest: str) -> bool:
    """Whether `by` names only players, each named elsewhere (`rest`), and no card."""
    named = {w.lower() for w in WORD.findall(by)} - FUNCTION_WORDS - NAMES_A_PLAYER
    return MARK not in by and all(re.search(rf"\b{re.escape(w)}\b", rest) for w in named)
