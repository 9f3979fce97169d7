"""One life total told for several players at once (issue #31, session 23): "we're at 5 life
each", "alice and bob have 4 life apiece" are the total of each of them, as "we're at 5 life"
already was ("each" only says it is the same); "5 life each" said alone, with no player, is
every player's ("everyone is at 5 life"); "both on 5 life" with no verb is "both at 5 life".
Only a total that ends its clause: "at 5 life each turn" is read as written."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER

_EACH = one_of(WORDS.each_alike)
_LIFE = one_of(WORDS.each_life)
# the clause ends after it: the sentence, or another clause
_ENDS = rf"(?=\s*+(?:[,.;:!?)]|$)|\s++{one_of(WORDS.each_ends)}\b)"

# "we're at 5 life each", "alice and bob have 4 life apiece"
_HELD_EACH = re.compile(
    rf"(?P<held>(?<![\w']){one_of(WORDS.held_each)}\s++{NUMBER}(?:\s++{_LIFE})?)\s++{_EACH}{_ENDS}",
    re.IGNORECASE,
)

# "5 life each." opening a sentence: no player said, so every player's
_ALONE_EACH = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?:{one_of(WORDS.alone_each_with)}\s++)?(?P<n>{NUMBER})"
    rf"\s++{_LIFE}\s++{_EACH}{_ENDS}",
    re.IGNORECASE,
)

# "both on 5 life", "everyone on 2": a verbless total of every player, said with "on"
_EVERYONE_ON = re.compile(
    rf"(?:^|(?<=[.!?\n,]))(?P<space>\s*+)(?P<who>{one_of(WORDS.everyone)})\s++"
    rf"{one_of(WORDS.everyone_on)}\s++(?={NUMBER})",
    re.IGNORECASE,
)


def shared_totals(text: str) -> str:
    """The text with each total told for several players at once said as the language does
    (see above)."""
    lowered = text.lower()
    if any(word in lowered for word in WORDS.each_alike):
        text = _HELD_EACH.sub(lambda match: match["held"], text)
        text = _ALONE_EACH.sub(
            lambda match: f"{match['space']}everyone is at {match['n']} life", text
        )
    if " on " in lowered:
        text = _EVERYONE_ON.sub(lambda match: f"{match['space']}{match['who']} at ", text)
    return text
