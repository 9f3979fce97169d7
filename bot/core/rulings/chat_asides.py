"""An aside of chat at a clause's edge (issue #31): "he conceded lol", "he's at -4 life (I
think), did he lose?", "idk, I took 5 damage", "my champion died. lol". A laugh, a hedge or
"idk", also as a sentence of its own, says nothing of the moment: taken off and shown as
skipped, and the clause is read as told. A hedge in brackets ("(I think)") is taken off
wherever it stands; a bare one only at a clause's edge (the start or the end of the sentence,
or beside a comma), so "I think he conceded" is still the asker's thought (asker_thoughts.py),
never a fact. An emoji or a typed face (":)") is taken off wherever it stands between spaces
("bob is at 0 life 😂", lexicon `chat_faces`)."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of, taken_out

_ASIDE = one_of(WORDS.chat_asides)
_LAUGHS = one_of(tuple(a for a in WORDS.chat_asides if " " not in a))
_BRACKETED = re.compile(rf"\s*+\(\s*+(?P<aside>{_ASIDE})\s*+\)", re.IGNORECASE)
# a one-word aside (a laugh, "idk") at the sentence's end or before a comma, or at its start
_AT_EDGE = re.compile(
    rf"(?:[\s,]++(?P<after>{_LAUGHS})(?=\s*+(?:$|[,.;:!?]))"
    rf"|^\s*+(?P<before>{_LAUGHS})(?:\s*+,\s*+|\s++)"
    # ... or the whole sentence ("my champion died. lol"). Not "gg": a player's "gg" may be
    # their concession
    rf"|^\s*+(?P<alone>{_ASIDE})[\s.;:!?]*+$)",
    re.IGNORECASE,
)
_CHEAP = re.compile(rf"{_LAUGHS}|\(", re.IGNORECASE)
# an emoji ("bob is at 0 life 😂", "💀") or a face typed in chat (":)", ";)"), anywhere between
# spaces: no fact of the moment, taken off like a laugh
_FACES = "|".join(re.escape(face) for face in WORDS.chat_faces)
EMOJI_RUN = (
    r"(?:[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF][\uFE0F\u200D\U0001F3FB-\U0001F3FF]*+)++"
)
_EMOJI = re.compile(rf"(?:(?<=\s)|^)\s*+(?P<said>{EMOJI_RUN}|(?:{_FACES})(?=\s|$|[.,!?]))")


def without_asides(sentence: str, skipped: list[str]) -> str:
    """`sentence` without its asides of chat, each kept in `skipped`."""
    if _EMOJI.search(sentence) is not None:
        sentence, faces = taken_out(_EMOJI, sentence)
        skipped.extend(faces)
    if _CHEAP.search(sentence) is None:
        return sentence

    def aside(match: re.Match[str]) -> str:
        skipped.append(next(s for s in match.groupdict().values() if s))
        return ""

    return _AT_EDGE.sub(aside, _BRACKETED.sub(aside, sentence))
