"""A card told cast again as people say it in a general statement of a rule (issue #31): "if
you cast Approach and it gets hit with a counterspell, casting a second copy will win you the
game (if it resolves, that is)", "I cast my opponent's Approach, then cast one from my hand".

- **The card named again by a word** (`named_again`): "a second copy", "another one", "one"
  right after a cast verb, where every card the words tell cast before it is of one name, is
  that card cast again ("cast a second copy" -> "cast a second Approach of the Second Sun"): a
  card of its name, a mark of its own. A copy of a spell made by an effect is never cast
  (707.10) and one cast from exile is never cast from a hand, so a place left unsaid stays open
  (cast_places.py answers a case each). Never where the words after it name something else
  ("one spell", "one of my instants", "one more"), nor after cards of two names.
- **An act by its gerund with the outcome claimed of it** (`claimed_doings`): "casting a
  second copy will win you the game" is the act told ("you cast a second copy"), by the player
  the claim names, with the place it says it was cast from ("casting a second copy from your
  hand"); the claim ("will win you the game", "won't win me the game") is skipped and
  shown, the ruling settles it. "(if it resolves, that is)" after it is the case the claim is
  made of: told as "and it resolves". Only a card (or the card named again) as what is cast.
- **A rule stated of the card told again** (`rules_of_the_card`): "The first one also doesn't
  need to resolve", "That said, the second one doesn't win you the game until it resolves":
  no event, skipped and shown; the ruling says whether and when it wins (608.2).

Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.tenses import CAST
from bot.core.rulings.words import MARK, Entity

_AGAIN = re.compile(
    rf"(?<![\w'])(?P<verb>{CAST})\s++(?P<one>{one_of(WORDS.cast_named_again)})"
    rf"(?=\s*+(?:[.,;!?()\n]|$)|\s++{one_of(WORDS.named_again_followers)}(?![\w']))",
    re.IGNORECASE,
)
_CAST_BEFORE = re.compile(rf"(?<![\w']){CAST}\s++(?:[\w']++\s++){{0,3}}?{MARK}\d", re.IGNORECASE)
_MARKED = re.compile(rf"{MARK}(?P<n>\d++)")
_WHOM = one_of(tuple(whom for whom, _ in WORDS.claimed_for))  # win "you" the game
_GERUNDS = one_of(tuple(gerund for gerund, _, _ in WORDS.doing_as_told))
_CLAIMED = re.compile(
    rf"(?<![\w'])(?P<doing>{_GERUNDS})\s++"
    rf"(?P<act>(?:(?:{one_of(WORDS.cast_again)}\s++)?{MARK}\d++|{one_of(WORDS.cast_named_again)})"
    rf"(?:\s++{one_of(WORDS.cast_from_hand + WORDS.cast_not_from_hand)})?)"
    rf"\s++(?P<claim>{one_of(WORDS.claimed_win_verbs)}\s++"
    rf"(?P<who>{_WHOM})\s++"
    rf"{one_of(WORDS.the_game_word)})(?![\w'])"
    rf"(?:\s*+\(\s*+(?P<cond>{one_of(WORDS.if_it_resolves)})"
    rf"(?:\s*+,\s*+{one_of(WORDS.that_is)})?\s*+\))?",
    re.IGNORECASE,
)
_RULE = re.compile(
    rf"(?:^|(?<=[.!?;\n]))(?P<space>\s*+)(?P<rule>(?:{one_of(WORDS.rule_leads)}\s*+,?\s*+)?"
    rf"(?:{one_of(WORDS.ordinal_ones)}|{MARK}\d++)\s++"
    rf"(?:{one_of(WORDS.rule_adverbs)}\s++)?"
    rf"(?:{one_of(WORDS.not_needed)}\s++{one_of(WORDS.needed_acts)}"
    rf"|{one_of(WORDS.no_win_until)}\s++"
    rf"(?:{_WHOM}\s++)?"
    rf"{one_of(WORDS.the_game_word)}\s++{one_of(WORDS.until_resolved)}))"
    r"\s*+(?=[.!?;\n]|$)",
    re.IGNORECASE,
)


def claimed_doings(marked: str) -> tuple[str, list[str]]:
    """The text with each act told by its gerund with a win claimed of it told as the act,
    and the claims (to be shown as skipped)."""
    skipped: list[str] = []

    def told(match: re.Match[str]) -> str:
        who = next(s for o, s in WORDS.claimed_for if o == match["who"].lower())
        doing = match["doing"].lower()
        first, third = next((f, t) for g, f, t in WORDS.doing_as_told if g == doing)
        verb = first if who.lower() in WORDS.self_words else third
        skipped.append(match["claim"])
        resolved = ""
        if match["cond"]:
            skipped.append(match["cond"])
            resolved = " and it resolves"
        return f"{who} {verb} {match['act']}{resolved}"

    return _CLAIMED.sub(told, marked), skipped


def named_again(marked: str, entities: tuple[Entity, ...]) -> tuple[str, tuple[Entity, ...]]:
    """The text with each card named again by a word after a cast verb (see above) marked as
    that card, and the entities with each such card added."""
    found = list(entities)
    parts: list[str] = []
    end = 0
    for match in _AGAIN.finditer(marked):
        before = marked[: match.start()]
        named = [found[int(n["n"])] for n in _MARKED.finditer(before) if int(n["n"]) < len(found)]
        names = {entity.name for entity in named}
        if len(names) != 1 or not _CAST_BEFORE.search(before) or named[0].card is None:
            continue  # cards of two names, none told cast, or one Arbiter does not know
        (name,) = names
        entity = next(e for e in found if e.name == name)
        one = match["one"].lower()
        count = next((w for w in WORDS.cast_again if one.startswith(w + " ")), "")
        parts.append(marked[end : match.start()])
        parts.append(f"{match['verb']} {count + ' ' if count else ''}{MARK}{len(found)}")
        found.append(entity)
        end = match.end()
    if not parts:
        return marked, entities
    return "".join(parts) + marked[end:], tuple(found)


def rules_of_the_card(marked: str) -> tuple[str, list[str]]:
    """The text without each rule stated of the card told again (see above), and those rules
    (to be shown as skipped)."""
    skipped: list[str] = []

    def stated(match: re.Match[str]) -> str:
        skipped.append(match["rule"])
        return match["space"]

    return _RULE.sub(stated, marked), skipped
