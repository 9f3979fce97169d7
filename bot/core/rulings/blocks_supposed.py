"""A block told apart from its attack (combat_told.py reads an attack whose block is said right
after it, "I attack with a 4/4 and he doesn't block"): supposed in the question ("I attack with
a 4/4. Does he die if it is unblocked?", "If he doesn't block, does he die?", "do I lose if I
let it hit me?") or said in a sentence of its own ("It goes unblocked.", "He lets it through.").

The words of the block are taken out and said right after the one attack whose block the words
leave unsaid, where combat_told reads them; a question that supposes the block is answered for
that supposition, the question itself left as the words of the outcome asked. Read only where:

- one attack is told, by stats or by a card, with nothing said of its block, and before the
  block's words;
- nothing else in the words speaks of blocking (a block said, a second supposition, "what if he
  blocks with a 2/2?" beside it: which one the answer is for is open);
- a supposition sits in a question whose other words ask only the outcome ("does he die",
  "what happens", "do I lose or stay alive"), never "does it matter if ...";
- the block is said of "it", "they", "the creature", "that attacker" (never "one of them"),
  ending its clause (never "if it is unblocked or blocked by a 1/1");
- combat_told then reads the attack with it (the player said not to block is the defending
  one, the stats fix what it dealt): else the words are kept as written and refused as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.combat_told import block_unsaid_at, combat_told
from bot.core.rulings.outcome_questions import AS_OBJECT, outcome_only
from bot.core.rulings.words import MARK, PLAIN_VERB_SUBJECTS, SUBJECT, Entity

# what the block is said of: "it", "they", "the creature", "that attacker", "his 4/4", "my Phage"
_OWNERS = one_of((*WORDS.card_owners, *WORDS.attacker_determiners))
_ATTACKER = (
    rf"(?:{one_of(WORDS.attacker_referents)}"
    rf"|{_OWNERS}\s++(?:{one_of(WORDS.attacker_nouns)}|\d{{1,3}}/\d{{1,3}}s?|{MARK}\d++))"
)

# "it goes unblocked", "it isn't blocked", "it's unblocked": no subject said to choose it
_UNBLOCKED = (
    rf"(?:{_ATTACKER}\s++{one_of(WORDS.unblocked_states)}"
    rf"|{one_of(WORDS.unblocked_contracted)})"
)

# "he doesn't block (it)", "he lets it through", "I let that creature hit me"
_NOT_BLOCKING = (
    rf"(?P<who>{SUBJECT})\s++(?:{one_of(WORDS.no_block)}\s++{one_of(WORDS.block_plain)}"
    rf"(?:\s++(?:{_ATTACKER}|{one_of(WORDS.none_of_them)}))?"
    rf"|{one_of(WORDS.lets_verbs)}\s++{_ATTACKER}\s++"
    rf"(?:{one_of(WORDS.let_through)}|{one_of(WORDS.let_hit)}\s++(?P<hit>{SUBJECT})))"
)

_BLOCK = rf"(?:{_UNBLOCKED}|{_NOT_BLOCKING})"

# the block said of one creature ("it", "the creature", "the 4/4", "my Phage"): read only where
# one creature attacks ("he doesn't block the 4/4" beside a 1/1 may have blocked the 1/1)
_OF_ONE = re.compile(
    rf"(?<![\w'])(?:{one_of(WORDS.card_pronouns)}"
    rf"|{_OWNERS}\s++(?:{one_of(WORDS.attacker_noun_one)}|\d{{1,3}}/\d{{1,3}}(?!s)|{MARK}\d++))"
    r"(?![\w/])",
    re.IGNORECASE,
)

# the block's clause ends there: the question's end, a comma, or the sentence's end
_ENDS = r"(?=\s*+(?:[?,.;!]|$))"

_SUPPOSED = re.compile(
    rf"(?<![\w']){one_of(WORDS.block_suppositions)}\s++{_BLOCK}{_ENDS}", re.IGNORECASE
)

# a sentence that says only the block ("It goes unblocked.", "And he lets them through.")
_STATED = re.compile(
    rf"(?:(?<=[.!;\n])|^)\s*+(?:{one_of(WORDS.supposition_joins)}\s++)?{_BLOCK}\s*+(?:[.!;]|$)",
    re.IGNORECASE,
)

# any other word of blocking left in the words: the block is said, or asked of, elsewhere
_BLOCK_WORDS = re.compile(
    rf"(?<![\w']){one_of(WORDS.block_words)}(?![\w'])"
    rf"|(?<![\w']){one_of(WORDS.lets_verbs)}\s++{_ATTACKER}\s++"
    rf"(?:{one_of(WORDS.let_through)}|{one_of(WORDS.let_hit)})(?![\w'])",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _Said:
    start: int
    end: int
    who: str | None  # the player said not to block; None: "it goes unblocked"
    of_one: bool = False  # said of one attacker ("it", "the 4/4")


def _asked_alone(text: str, said: _Said) -> bool:
    """Whether the supposition sits in a question whose other words ask only the outcome:
    "does he die if it is unblocked?", "If he doesn't block, does he die?"."""
    begins = max(text.rfind(mark, 0, said.start) for mark in ".!?;\n") + 1
    ends = text.find("?", said.end)
    before = text[begins : said.start]
    after = text[said.end : ends]
    if not before.strip() and after.lstrip().startswith("."):  # "Say he doesn't block. Who wins?"
        after = after.lstrip()[1:]
    if ends < 0 or any(mark in after for mark in ".!;\n"):
        return False
    last = max(before.rfind(","), before.rfind(";"))
    if after.strip(" ,"):  # "If he doesn't block, does he die?": the question after it
        joined = before[last + 1 :].strip().lower()  # "..., and if I don't block, am I dead?"
        return outcome_only(after) and (not joined or joined in WORDS.supposition_joins)
    return outcome_only(before[last + 1 :])  # "..., do both of us die if it is unblocked?"


def _found(text: str) -> _Said | None:
    """The one block told apart from its attack: supposed in an outcome question, or said in a
    sentence of its own."""
    found: list[tuple[_Said, re.Match[str]]] = []
    for match in _SUPPOSED.finditer(text):
        said = _Said(match.start(), match.end(), match["who"])
        if _asked_alone(text, said):
            found.append((said, match))
    found += [(_Said(m.start(), m.end(), m["who"]), m) for m in _STATED.finditer(text)]
    if len(found) != 1:
        return None
    said, match = found[0]
    block = match[0]
    if match["who"]:  # the player said not to block is no attacker
        block = text[match.start() : match.start("who")] + text[match.end("who") : match.end()]
    said = _Said(said.start, said.end, said.who, _OF_ONE.search(block) is not None)
    if match["hit"]:
        who, hit = (match["who"] or "").lower(), match["hit"].lower()
        if AS_OBJECT.get(who, who) != hit:  # the same player: "I ... hit me"
            return None  # "he lets it hit me": who let it through is not who it hit
    return said


def _taken_out(text: str, said: _Said) -> str:
    """The words without the block's clause (and the comma that joined it to the question)."""
    head, tail = text[: said.start], text[said.end :]
    if tail.lstrip().startswith(","):  # "If he doesn't block, does he die?"
        tail = tail.lstrip()[1:]
    tail = tail.lstrip()
    if not head.strip():
        return tail
    joined = "" if tail[:1] in ("?", ".", "!", ",", ";", "") else " "
    return f"{head.rstrip()}{joined}{tail}"


def _block_words(who: str | None) -> str:
    if who is None:
        return " unblocked"
    verb = "don't" if who.lower() in PLAIN_VERB_SUBJECTS else "doesn't"
    return f", and {who} {verb} block"


def combat_told_supposing(text: str, entities: tuple[Entity, ...] = ()) -> str:
    """combat_told, where a block told apart from its attack (see above) is first said right
    after the attack; where it is not, or combat_told does not then read the attack, the text
    as combat_told reads it as written."""
    said = _found(text)
    if said is None:
        return combat_told(text, entities)
    rest = _taken_out(text, said)
    if _BLOCK_WORDS.search(rest):
        return combat_told(text, entities)
    attack = block_unsaid_at(rest)
    if attack is None or attack[0] > said.start or (said.of_one and attack[1] != 1):
        return combat_told(text, entities)
    at = attack[0]
    block = _block_words(said.who)
    with_block = rest[:at] + block + rest[at:]
    told = combat_told(with_block, entities)
    if block.strip(" ,") in told:
        return combat_told(text, entities)  # the attack was not read with it
    return told
