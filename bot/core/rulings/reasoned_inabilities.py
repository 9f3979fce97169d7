"""The asker's inference of what a card they told makes impossible, said before the question it
leads to (issue #31, session 26): "What happens if I have a Shared Fate and then play a
Leveler? ... the opponent can never draw again, so does this get him to deck?", "My opponent
controls Platinum Angel. He can't lose anymore, so what happens at 0 life?". The inference
tells no event: what the card does is the ruling's to judge from the card itself, so the claim
is skipped and shown, and the question after "so" is read as any question.

Only a claim of never again drawing, losing or winning (lexicon: `unable_to_draw`, ...), its
player said, "again" or "anymore" closing it; only where a card Arbiter knows that does that
was named before it (a draw replaced or shared: Shared Fate; a loss stopped or changed:
Platinum Angel, Lich; a win stopped); only before "so" and a question, or asked itself ("So he
can never draw again?"). A claim with a number, another verb, no card behind it ("I'm at 2 life.
He can never draw again.": a fact the words may not tell otherwise) is left as written. Pure: no
I/O."""

from __future__ import annotations

import re

from bot.core.rulings.card_model import Kind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, MARKED, SUBJECT, Entity

# What a card must do for the claim to be what it does, by the claim's verb.
_KINDS = (
    (WORDS.unable_to_draw, frozenset({Kind.REPLACES_DRAW, Kind.SHARES_DRAW})),
    (
        WORDS.unable_to_lose,
        frozenset({Kind.CANT_LOSE, Kind.CHANGES_STATE_LOSS, Kind.REPLACES_LOSS}),
    ),
    (WORDS.unable_to_win, frozenset({Kind.CANT_WIN})),
)
_VERBS = tuple(v for verbs, _ in _KINDS for v in verbs)
_CLAIM = re.compile(
    rf"(?<![\w'])(?P<claim>(?P<p>{SUBJECT})\s++{one_of(WORDS.unable_leads)}\s++"
    rf"(?:{one_of(WORDS.unable_helpers)}\s++)?(?P<v>{one_of(_VERBS)})"
    rf"(?:\s++{one_of(WORDS.unable_objects)})?"
    rf"\s++{one_of(WORDS.unable_ends)})(?![\w'])"
    rf"(?P<so>\s*+,?\s*+{one_of(WORDS.unable_so_asked)}\b\s*+,?\s*+(?=[^.!?;\n]*+\?))?",
    re.IGNORECASE,
)
_SO_FIRST = re.compile(rf"\s*+(?:{one_of(WORDS.unable_so)})?\s*+,?\s*+$", re.IGNORECASE)
_SENTENCES = re.compile(r"[^.!?;\n]+[.!?;\n]*+")


def without_inferences(text: str, entities: tuple[Entity, ...]) -> tuple[str, list[str]]:
    """The text (cards marked) without each claim of the asker's that a card told makes
    something impossible for good (see above), and the claims skipped."""
    low = text.lower()
    if MARK not in text or not any(w in low for w in ("again", "anymore", "any more")):
        return text, []
    skipped: list[str] = []
    told: list[str] = []
    at = 0
    for sentence in _SENTENCES.finditer(text):
        told.append(_without(sentence[0], text[: sentence.start()], entities, skipped))
        at = sentence.end()
    return "".join(told) + text[at:], skipped


def _without(sentence: str, before: str, entities: tuple[Entity, ...], skipped: list[str]) -> str:
    claim = _CLAIM.search(sentence)
    if claim is None or not _card_behind(claim["v"], before + sentence[: claim.start()], entities):
        return sentence
    after = sentence[claim.end() :]
    if claim["so"] is None and not (
        after.strip() == "?" and _SO_FIRST.fullmatch(sentence[: claim.start()])
    ):
        return sentence  # neither before "so" and a question nor asked itself
    skipped.append(claim["claim"])
    if claim["so"] is None:  # "So he can never draw again?": the whole sentence
        return " " if sentence.endswith((" ", "\n")) else ""
    return sentence[: claim.start()] + after


def _card_behind(verb: str, before: str, entities: tuple[Entity, ...]) -> bool:
    """Whether a card Arbiter knows that does what the claim says was named before it."""
    kinds = next(k for verbs, k in _KINDS if verb.lower() in verbs)
    for number in {int(n) for n in MARKED.findall(before)}:
        card = entities[number].card if number < len(entities) else None
        if card is not None and card.kinds & kinds:
            return True
    return False
