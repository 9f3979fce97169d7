"""A card that puts creature cards onto the battlefield told used or cast on one (language.py,
after arrivals.played_via): "I used Dread Return on Thassa's Oracle", "he uses Sneak Attack on
his Phage", said as `X puts CARD onto the battlefield with MEANS`, which arrivals.py reads as
the card entering under X's control without being cast (MTG CR 110.2a, 603.4).

- The means must be a card Arbiter knows puts creatures there (`puts_onto_battlefield`:
  Dread Return, Sneak Attack, Show and Tell ...); any other card stays as written.
- A spell (Dread Return) puts the creature there only as it resolves (608.2), and an ability
  told activated may not have resolved yet: read only where the words say it resolved right
  after ("..., it resolved", "and it resolves"); told only cast or activated, whether it
  resolved stays the question, as written. A permanent's ability told "used" (Sneak Attack) is
  told done.
- The creature is the subject's own, or its owner unsaid: "I cast Dread Return on his Oracle"
  (a card that takes only its caster's graveyard) stays as written.
- Its subject left out after "then" ("I milled my library, then used Dread Return on Thassa's
  Oracle") is that of the clause before it, where one player is it (text_sentences).
- What the asker used it for, right after it ("... to get a win", "for the win"), is their aim,
  no fact of the game: skipped and shown.
- Two creatures named ("... on Phage the Untouchable and Thassa's Oracle": whose trigger
  resolves first is its controller's choice, 603.3b), or more said of the moment right after
  it with no comma or joiner ("... in response to his concession"), stay as written: read, the
  second card was taken for part of the means and the rest dropped (session 34, adv34d).

Pure: no I/O. The words are the reader's (lexicon/).
"""

from __future__ import annotations

import re

from bot.core.rulings.arrivals import puts_creatures
from bot.core.rulings.chat_words import WORDS, bare_word, one_of
from bot.core.rulings.text_sentences import subject_before
from bot.core.rulings.words import MARK, ORDINARY, OWNER, SUBJECT, Entity, card_marked

_CARD = rf"{MARK}\d++"
# where a clause's subject may start, and where one left out follows ("..., then used ...")
_JOINED = "".join(rf"|(?<=\b{word}\s)" for word in WORDS.clause_joiners)
_START = rf"(?:^|(?<=[.!?,;]\s)|(?<=\n){_JOINED})"
_AFTER_THEN = "|".join(rf"(?<=\b{word}\s)" for word in WORDS.conjunct_then)
_USED_ON = re.compile(
    rf"(?:{_START}(?P<x>{SUBJECT})\s++|{_AFTER_THEN})"
    rf"(?P<v>{one_of(WORDS.use_verbs)})\s++(?P<m>{_CARD})\s++{one_of(WORDS.aimed_at)}\s++"
    rf"(?:(?P<o>{OWNER})\s++)?(?P<c>{_CARD})"
    rf"(?!\s*+(?:,|{one_of(WORDS.list_joins)}(?![\w']))\s*+(?:{OWNER}\s++)?{_CARD})"
    rf"(?P<p>\s++{one_of(WORDS.win_purposes)})?(?![\w'])"
    rf"(?P<r>(?:\s*+,\s*+|\s++{one_of(WORDS.clause_joiners)}\s++)"
    rf"(?:{one_of(WORDS.conjunct_then)}\s++)?{one_of(WORDS.means_resolved)}(?![\w']))?"
    rf"(?=\s*+(?:[.,;:!?\n]|$)|\s++{one_of(WORDS.clause_joiners)}(?![\w']))",
    re.IGNORECASE,
)
_POSSESSIVE = {"i": "my", "he": "his", "she": "her", "they": "their", "you": "your"}
_SENTENCE_START = re.compile(r"[.!?\n]\s*+")
_LEADING = re.compile(rf"^(?:{one_of(WORDS.clause_joiners)}\s++)+", re.IGNORECASE)


def _whose(who: str) -> str:
    low = who.lower()
    return _POSSESSIVE.get(low) or (f"{low}'s" if low.endswith("opponent") else f"{who}'s")


def _one_player(who: str) -> bool:
    """Whether a subject is one player ("I", "my opponent", "bob"): never several, an object or
    a single ordinary word."""
    low = who.lower()
    if (
        low in WORDS.everyone
        or low in WORDS.hit_objects
        or low
        in WORDS.plural_subjects
        - {
            "they",
            "you",
        }
    ):
        return False
    return " " in who or low in _POSSESSIVE or bare_word(who) not in ORDINARY


def _own(owner: str | None, who: str) -> bool:
    """Whether a creature's possessive, if any, names the subject ("my opponent ... his
    Phage": his own; "I ... his Phage": another's)."""
    if owner is None or owner.lower() == _whose(who).lower():
        return True
    return owner.lower() in ("his", "her", "their") and who.lower() not in _POSSESSIVE


def _subject_left_out(text: str, at: int, verb: str) -> str | None:
    """The subject of the clause before position `at` in its sentence, one player's, else
    None."""
    starts = [found.end() for found in _SENTENCE_START.finditer(text, 0, at)]
    before = text[starts[-1] if starts else 0 : at].rstrip()
    before = _LEADING.sub("", before.rstrip().removesuffix("then").rstrip(" ,"))
    return subject_before(before, verb)


def used_on_creatures(marked: str, entities: tuple[Entity, ...]) -> tuple[str, list[str]]:
    """The marked text with each creature told as a card's object, where that card puts
    creatures onto the battlefield, said put there with it (see above); and the aims skipped."""
    skipped: list[str] = []

    def put(match: re.Match[str]) -> str:
        means = card_marked(match["m"], entities)
        if not puts_creatures(means) or means is None:
            return match[0]
        done = match["v"].lower() in WORDS.used_done and not means.spell
        if not done and match["r"] is None:
            return match[0]  # cast or activated: whether it resolved, as written
        who = match["x"]
        if who is not None and who.lower() in WORDS.clause_joiners:
            who = None  # ", then used Dread Return on ...": "then" is no player
        if who is None:
            who = _subject_left_out(match.string, match.start("v"), match["v"])
        if who is None or not _one_player(who):
            return match[0]  # "we used ...", "both used ...": whose, unsure
        if not _own(match["o"], who):
            return match[0]  # another player's creature: whose control, as the card says
        if match["p"]:
            skipped.append(match["p"].strip())
        verb = "put" if who.lower() in ("i", "you", "they") else "puts"
        said = f"{who} {verb} {match['c']} onto the battlefield with {match['m']}"
        return said + (match["r"] or "")

    if MARK not in marked or not any(puts_creatures(entity.card) for entity in entities):
        return marked, skipped
    return _USED_ON.sub(put, marked), skipped
