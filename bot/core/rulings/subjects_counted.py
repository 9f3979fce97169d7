"""Subjects whose words say more players than they name (sentence_clauses.py, session 33).

- "both", "all" or "each" after the subject says several players: "alice both take 20
  damage" names one (it was read as alice alone), "alice, bob and carol both take 20 damage"
  three where "both" says two. Refused, asking to say who each is; "alice and bob both ...",
  "we both ...", "both players ..." stay as they were.
- A name joined by a hyphen ("alice-bob") is one player's ("Jean-Luc"), except where its parts
  are players named before ("alice is at 3 and bob is at 3. alice-bob take 3 damage") or a
  verb or word after it says several ("alice-bob are at 0 life", "alice-bob both take ..."):
  then it may be two players written together, and is refused (it was read as one player).
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import SUBJECT, Reader, SituationError, quoted

_MANY_AFTER = re.compile(
    rf"(?P<s>{SUBJECT})\s++(?P<many>{one_of(WORDS.subject_many)})(?![\w'-])", re.IGNORECASE
)
_HYPHENED = re.compile(
    r"(?P<name>[^\W\d_][\w']*+(?:-[^\W\d_][\w']*+)++)(?:\s++(?P<next>[\w']++))?", re.IGNORECASE
)
_PLURAL_NEXT = frozenset(WORDS.plural_verbs)


def refuse_miscounted_subjects(
    clause: str, waiting: list[str], waited: str, reader: Reader
) -> None:
    """Refuse a clause whose subject's words say more players than it names (above):
    `waiting`, the players named before it that share its verb ("alice" of "alice and bob
    both ..."), written so with what joins them (`waited`)."""
    many = _MANY_AFTER.match(clause)
    if many is not None and many["s"].lower().split()[-1] not in WORDS.plural_subjects:
        named = len(waiting) + 1
        two = many["many"].lower() in WORDS.subject_two
        if named < 2 or (two and named != 2):
            raise SituationError(
                Message(
                    'I could not read "{words}": "{many}" says more players than are named '
                    'there. Say who each is ("alice and bob both take 3 damage"), and ask again.',
                    words=quoted(waited + clause),
                    many=many["many"],
                ),
                unread=waited + clause,
            )
    hyphened = _HYPHENED.match(clause)
    if hyphened is None:
        return
    parts = hyphened["name"].casefold().split("-")
    after = (hyphened["next"] or "").lower()
    # a verb of several after a list ("alice and jean-luc are ...") is the list's
    plural = after in _PLURAL_NEXT and not waiting
    if plural or all(part in reader.spelling for part in parts):
        name = hyphened["name"]
        raise SituationError(
            Message(
                'I could not tell whether "{name}" is one player or two. Join two players with '
                '"and" ("{two}"), or say one player\'s name with a verb of one ("{one}"), and '
                "ask again.",
                name=name,
                two=" and ".join(name.split("-", 1)) + " are at 0 life",
                one=f"{name} is at 0 life",
            ),
            unread=waited + clause,
        )
