"""A situation's text split into its sentences (`sentences_of`): on `.`, `!`, `?`, `;`, new
lines, `then`, `after that` and `later`, cleaned of question words and joining words, with what
belongs to the sentence before read with it ("In response, ...", "Before it resolves, ...", "at
the same time", "when this occurs", "It resolves."). "then" between a player and what they do
("My opponent then deals 3 damage to me") is read before the player; an "and" left before a
"then" ("I am at 3 life and then ...") is a joining word.
"""

from __future__ import annotations

import re

from bot.core.rulings import chat
from bot.core.rulings.chat_words import FUNCTION_WORDS, WORDS, one_of
from bot.core.rulings.elided_casts import cast_again
from bot.core.rulings.outcome_questions import outcome_only, said_again_alone
from bot.core.rulings.response_loops import TOLD_AGAIN
from bot.core.rulings.sentence_clauses import EDGE_WORDS
from bot.core.rulings.sentence_steps import WHETHER
from bot.core.rulings.told_in_turn import lifelink_gain
from bot.core.rulings.words import MARK, NAME, ROLE

_SENTENCE_BREAK = re.compile(
    # the dots of "e.g.", "E. g." (for example) end no sentence: "E" is no player
    r"(?<!(?<![\w.])e)(?<!(?<![\w.])e\.g)(?<!(?<![\w.])e\. g)"
    # "would I lose then or play on?": a "then" the question's own, before its other outcome
    r"[.!?;\n]+(?!\d)|(?<=\s)/(?=\s)|\bthen\b(?!\s++or\b)|\bafter that\b|\bafterwards\b"
    r"|\blater on\b"
    r"|\blater\b"
    # "I was at 5 and now I'm at 2": "now" after "and" or a comma, before a player, says what
    # came after, as "then" does (never "I'm now at 2" or "what now")
    r"|(?:(?<=\band)|(?<=,))\s++now\b(?=,?\s++(?:i|i'm|im|he|he's|she|she's|they|they're|we"
    r"|we're|you|you're|my|his|her|their|our|your|both|everyone)\b)",
    re.IGNORECASE,
)


# "player 1 has infinite mana ... and a Masticore": words left out of one sentence, which
# goes on with "and" (lower case): no sentence ends there.
_ELIDED_AND = re.compile(r"\s*+(?:\.{3,}+|\u2026)\s*+(?=and\s)")


_QUESTION = re.compile(
    r"(?<![\s:,-])[\s:,-]*+\b(?:who wins|who won|who loses|who lost|what happens|what's the result"
    r"|what is the result|is it a draw|does anyone win|who is the winner|what now|right|correct"
    r"|is that right|is this right|am i right|how does (?:this|that|it) work"
    rf"|(?:does|do|did) (?!not\b|never\b)(?:he|she|they|it|anyone|{NAME})"
    r" (?:still |automatically |immediately |instantly )?(?:win|lose|draw)"
    r"(?: the game)?)"
    r"(?: now| then| here)?$",
    re.IGNORECASE,
)
# "Am I dead or not?", "would he lose the game or not", "... whether he loses or not": a bare
# "or not" is a question's tail only after a clause that asks (an inverted verb opening it, or
# "whether" in it); after a clause told ("bob concedes, or not?") it doubts the clause, which is
# then not read as told (moment_questions refuses it).
_OR_NOT = re.compile(r"[\s,]*+\bor not[\s?!.]*+$", re.IGNORECASE)
_ASKS = re.compile(
    rf"(?:^|,\s*+)(?:{one_of(WORDS.inverted_asks)})(?:n't)?\s++\S|\b{one_of(WORDS.whether)}\b",
    re.IGNORECASE,
)


def _without_question(sentence: str) -> str:
    """The sentence without its question tail (`_QUESTION`, `_OR_NOT` after a clause that asks)."""
    tail = _OR_NOT.search(sentence)
    if tail is None:
        return _QUESTION.sub("", sentence)
    return sentence[: tail.start()] if _ASKS.search(sentence, 0, tail.start()) else sentence


def _doubts(sentence: str, before: str) -> bool:
    """Whether the sentence is a bare "or not" that doubts the clause told `before` it ("bob
    concedes. or not?"), not the tail of a question ("Am I dead? Or not?")."""
    tail = _OR_NOT.match(sentence)
    return tail is not None and tail.end() == len(sentence) and not _ASKS.search(before)


# "My opponent then deals 3 damage to me", "I then cast Worldfire": "then" between a player
# and what they do is said before them, where it breaks the sentence ("then my opponent ...");
# so is "the game then proceeds to combat damage".
_SUBJECT_THEN = re.compile(
    rf"\b(?P<s>(?:my|your|the)\s++opponent|the\s++game|{ROLE}|i|he|she|they|we|you)"
    r"\s++then\s++(?=[^\W\d_])",
    re.IGNORECASE,
)


# "I have Shared Fate and then play a Leveler", "If you play Final Fortune and then destroy
# Lethal Vapors": the sentence broken at "then" goes on with a verb of its own and no subject,
# which is the subject of the last clause before it that has one (after a moment supposed,
# "if"): "I attack and my opponent blocks, then gains 3 life" is my opponent's gain.
_OPENING_SUBJECT = re.compile(
    rf"^(?P<s>(?:my|your|the)\s++opponent|{ROLE}|i|he|she|they|we|you|{NAME})(?=\s|')",
    re.IGNORECASE,
)
# "alice's commander has dealt me 15 combat damage, then deals 6 more": what the clause is
# about is the player's commander or card, whose verb "deals" is; never the player.
_THINGS_OWNED = re.compile(
    rf"'s\s++(?:(?P<c>commander|general)\b|creature|creatures|token|tokens|{MARK}\d)",
    re.IGNORECASE,
)
_BARE_SUBJECT = re.compile(
    rf"(?:my|your|the)\s++opponent|{ROLE}|i|he|she|you|{NAME}", re.IGNORECASE
)
_SHARING = frozenset(("my opponent", "your opponent", "the opponent", "i", "he", "she", "you"))
_CLAUSE_JOIN = re.compile(r"\s*+,\s*+|\s++(?:and|but|while|as)\s++", re.IGNORECASE)
_THEN = re.compile(r"\bthen\b", re.IGNORECASE)
_PERSONS = frozenset({"i", "you", "he", "she", "they", "we"})  # subjects, if function words


def _agrees(subject: str, verb: str) -> bool:
    """Whether `verb` said with no subject can be `subject`'s: "takes" is never I's, "take"
    never he's or a name's (a form said of either, "cast", "took", is either's)."""
    if verb in WORDS.then_verbs_plain:
        return subject.lower() in WORDS.plain_subjects
    if verb.endswith("s"):
        return subject.lower() not in WORDS.plain_subjects
    return True


def _last_subject(before: str, verb: str) -> str | None:
    """The subject of the last clause of `before` that opens with one (not with a verb, a
    card or a word of no player); None where `verb`'s person is not that subject's ("I'm at 3
    and my opponent is at 5, then takes 3 damage": whose, unsure), or is as much another's
    said before it ("alice is at 3 and bob is at 3, then takes 3 damage": alice's or bob's?)."""
    supposed = chat.SUPPOSED.match(before)
    said = before[supposed.end() :] if supposed is not None else before
    subjects: list[str] = []
    alone: list[str] = []  # "my opponent and I are at 1": the players sharing the next subject
    for clause in _CLAUSE_JOIN.split(said):
        if _BARE_SUBJECT.fullmatch(clause.strip()) and clause.strip().lower() in _SHARING:
            alone.append(clause.strip())  # a player alone, the next clause's subject theirs too
            continue
        opened = _OPENING_SUBJECT.match(clause.strip())
        if opened is None:
            alone.clear()
            continue
        owned = _THINGS_OWNED.match(clause.strip(), opened.end())
        if owned is not None:
            # a player's commander, said again as the subject ("alice's commander deals 6
            # more"); a player's card or creature: the verb may be its, unsure (none)
            commander = owned["c"] is not None
            subjects.append(clause.strip()[: owned.end()] if commander else "")
            alone.clear()
            continue
        word = opened["s"].lower()
        if word in WORDS.then_verbs or (word in FUNCTION_WORDS and word not in _PERSONS):
            alone.clear()
            continue
        subjects.append(" and ".join((*alone, opened["s"])))
        alone.clear()
    if not subjects or not subjects[-1] or not _agrees(_as_one(subjects[-1]), verb):
        return None
    others = {s.lower() for s in subjects if _agrees(_as_one(s), verb)} - {subjects[-1].lower()}
    return None if others else subjects[-1]


def subject_before(before: str, verb: str) -> str | None:
    """The subject `verb` said with none of its own after `before` is (`_last_subject`)."""
    return _last_subject(before, verb)


def _as_one(subject: str) -> str:
    """The subject a verb agrees with: "they" for players sharing it ("bob and I")."""
    return "they" if " and " in subject else subject


def _subject_again(before: str, broke: str, sentence: str) -> str:
    """`sentence`, broken off `before` at "then" (`broke`), with the subject of the clause
    before put back where it starts with a verb and has none of its own."""
    if not _THEN.fullmatch(broke.strip()):
        return sentence
    bare = EDGE_WORDS.sub("", sentence).strip(" ,:-")
    again = cast_again(before, bare)  # "I cast Bolt at him, then Shock at him"
    if again is not None:
        return again
    first = bare.split(maxsplit=1)[0].lower() if bare else ""
    if first not in WORDS.then_verbs:
        return sentence
    subject = _last_subject(before, first)
    return f"{subject} {bare}" if subject is not None else sentence


def sentences_of(text: str) -> list[str]:
    """The sentences of a situation, cleaned of question words and joining words."""
    result: list[str] = []
    text = _SUBJECT_THEN.sub(r"then \g<s> ", text)
    text = _ELIDED_AND.sub(" ", text)
    text = TOLD_AGAIN.sub(". etc", text)  # "... in response. And so on.": kept, as "etc"
    breaks = [found[0] for found in _SENTENCE_BREAK.finditer(text)] + [""]
    before, broke = "", ""
    for raw, ended in zip(_SENTENCE_BREAK.split(text), breaks, strict=True):
        sentence = re.sub(r"\s+", " ", raw).strip(" ,:-")
        sentence = _subject_again(before, broke, sentence)
        if result and _doubts(sentence, before):
            result[-1] = f"{result[-1]} or not"  # read with it, the clause doubted: refused
            continue
        after_then = "then" in broke.lower()  # "... Then ...": after the sentence before
        in_order = not _SENTENCE_END.fullmatch(broke.strip())  # "later", "after that"
        before, broke = re.sub(r"\s+", " ", raw).strip(" ,:-"), ended
        sentence = sentence.removeprefix("]").lstrip(" ,:-")  # after a title's "[...?]"
        if WHETHER.match(sentence):
            result.append(sentence)  # its "or not" is what it asks, no question word
            continue
        asked, sentence = sentence, _without_question(sentence).strip(" ,:-")
        if result:  # "Before it resolves, I gain 3 life": in response to it (it was after)
            sentence = _responses_said(sentence)
        # "..., then he gains 3 life from lifelink, does he lose?": the "?" was the tail's
        own = ended if asked.strip(" ,:-") == sentence else ended.replace("?", ".")
        joiner, sentence = (
            _with_before(sentence, own, after_then, result[-1]) if result else (None, sentence)
        )
        supposed = chat.SUPPOSED.match(sentence)  # kept for chat.unframe: read, and shown
        head = sentence[: supposed.end()] if supposed is not None else ""
        sentence = _without_edges(head, sentence)
        moment = _THIS_MOMENT_LAST.search(sentence) if result else None
        if sentence and moment is not None and moment.start() > len(head):
            # "What happens if I have X when this occurs?": X at the moment said before
            result[-1] = f"{head}{result[-1]} and {sentence[len(head) : moment.start()]}"
        elif sentence and result and _said_with(result[-1], sentence, in_order):
            result[-1] = f"{result[-1]} and {sentence}"  # "It resolves.": the spell before
        elif sentence and joiner is not None:
            result[-1] = f"{result[-1]}{joiner}{sentence}"
        elif (
            sentence
            and result
            and (_IN_RESPONSE_FIRST.match(sentence) or _IN_RESPONSE_LAST.search(sentence))
            and supposed is None  # "If he shocks me and I shock him in response": its own
        ):
            result[-1] = f"{result[-1]}, and {sentence}"  # "In response, ...": to it, first
        elif sentence and result and supposed is not None and _responds_only(sentence[len(head) :]):
            # "He bolts me. If I gain 4 life in response, ...": supposed with what it answers
            result[-1] = f"{head}{result[-1]}, and {sentence[len(head) :]}"
        elif sentence and "?" in ended and outcome_only(sentence):
            result.append(f"{sentence}?")  # "he lost?": a guess asked (chat.unframe skips it)
        elif sentence:
            result.append(sentence)
    return _going_on(result)


# "i bolt him. he bolts me": one player's spell named as a verb, cast at a player, and in the
# next sentence that player's spell at its caster. Nothing says whether the second was cast in
# response to the first (so it resolved first, MTG CR 405.5) or after it resolved: read as one
# sentence, where both orders are a case each (spell_orders.casts_unordered). Never after
# "then", "later" or "after that", which say the order.
_SENTENCE_END = re.compile(r"[.!;\n]*+")
_PLAYER_WORD = rf"(?:{one_of(WORDS.cast_at_players)}|{NAME})"
_CAST_AT = re.compile(
    rf"(?P<s>{_PLAYER_WORD})\s++{MARK}\d++\s++(?P<o>{_PLAYER_WORD})(?:\s++for\s++\d++)?",
    re.IGNORECASE,
)


def _said_with(before: str, sentence: str, in_order: bool) -> bool:
    """Whether `sentence` is read as one with the sentence before: a spell's resolution said
    alone ("It resolves."), or a spell cast back at its caster (below)."""
    if _ITS_RESOLUTION.fullmatch(sentence):
        return True
    return not in_order and _reply_cast(before, sentence)


def _person(word: str) -> str:
    """A player's word as subject or object alike ("i" and "me")."""
    said = " ".join(word.lower().split())
    return next((pair for pair in WORDS.reply_persons if said in pair.split()), said)


def _same(one: str, other: str) -> bool:
    """Whether two players' words may name the same player: the same words, or a pronoun of
    a third person beside a name or another such word ("bob" and "he", "my opponent" and
    "he": a reply cast by either is the same open case, whatever words name its caster)."""
    if one == other:
        return True
    asker, *_ = WORDS.reply_persons
    thirds = WORDS.reply_persons[1:4]  # he, she, they
    return asker not in (one, other) and (one in thirds or other in thirds)


def _reply_cast(before: str, sentence: str) -> bool:
    """Whether `sentence` is the target of the spell told in `before` casting one at its
    caster ("i bolt him" and "he bolts me", "i bolt bob" and "he bolts me")."""
    first, second = _CAST_AT.fullmatch(before), _CAST_AT.fullmatch(sentence)
    if first is None or second is None:
        return False
    caster, target = _person(first["s"]), _person(first["o"])
    # its caster the first's target ("he bolts me"), or in a game of more, another player
    # ("i bolt bob. alice bolts me": alice's may have been cast in response too)
    replier = _person(second["s"])
    return (
        not _same(caster, target)
        and (_same(replier, target) or replier != caster)
        and _same(_person(second["o"]), caster)
    )


# "so alice concedes, right?": a filler opening a sentence, or a tag question ending one, taken
# off as the sentence is read (EDGE_WORDS, _QUESTION) and shown under skipped, never dropped
# without a word.
_FILLERS = re.compile(
    rf"(?:^|(?<=[.!?;\n]))\s*+(?P<o>{one_of(WORDS.filler_openers)})\b(?=[\s,]++[^\W\d_])"
    rf"|(?<![^\s,.;!])(?P<t>{one_of(WORDS.filler_tags)})\s*+(?P<q>\?++)(?=\s*+(?:[.!;\n]|$))",
    re.IGNORECASE,
)


def fillers_of(text: str) -> list[str]:
    """The fillers of a text that its sentences are read without ("so", "right?")."""
    return [found["o"] or f"{found['t']}{found['q'][0]}" for found in _FILLERS.finditer(text)]


def _going_on(sentences: list[str]) -> list[str]:
    """The sentences with "etc" said alone put back after the one before: the chain of
    responses it says goes on (response_loops.py)."""
    kept: list[str] = []
    for sentence in sentences:
        if kept and sentence.lower() == "etc":
            kept[-1] = f"{kept[-1]}, etc"
        else:
            kept.append(sentence)
    return kept


_AT_ONCE_LAST = re.compile(
    r"(?<![\s,])[\s,]*+\b(?:simultaneously|at the same time|at once)$", re.IGNORECASE
)


def _without_edges(head: str, sentence: str) -> str:
    """The sentence without the joining words at its edges ("and", "too"), after the moment
    supposed it opens with (`head`); "Me too." is never "Me" (said_again_alone)."""
    if said_again_alone(sentence):
        return sentence
    bare = (head + EDGE_WORDS.sub("", sentence[len(head) :])).strip(" ,:-")
    together = _AT_ONCE_LAST.search(sentence)
    # "I take 3 damage and gain 3 life at the same time": said at once, kept (told_in_turn)
    return f"{bare} at the same time" if together is not None and bare else bare


# A spell's resolution said alone ("... targeting alice. It resolves."): of the spell the
# sentence before told, read with it (sentence_steps: a spell cast at a player then deals its
# damage, or, countered, nothing).
# "... Shocks me. In response, I Shock him.": a response to the spell the sentence before told,
# read with it so that it resolves first (sentence_clauses, "in response").
_IN_RESPONSE_FIRST = re.compile(r"in\s++response\b", re.IGNORECASE)
# "... bolts me. Before it resolves, I gain 3 life" ("while it is on the stack", "with the Bolt
# on the stack"): a response to the spell the sentence before told, said another way. Never
# "with the damage on the stack": combat damage told by the rules before 2010 (suggest.py).
_BEFORE_IT_RESOLVES_SAID = (
    r"(?:before\s++(?:it|that|the\s++spell|the\s++\S++)\s++resolves"
    r"|(?:while|with)\s++(?:it|that|the\s++spell|the\s++(?!damage\b)\S++)\s++(?:is\s++)?"
    r"(?:still\s++)?on\s++the\s++stack)"
)
_BEFORE_IT_RESOLVES = re.compile(
    rf"^{_BEFORE_IT_RESOLVES_SAID}(?:\s*+,\s*+|\s++(?=\S))", re.IGNORECASE
)
# "... bolts me. I gain 3 life before it resolves" ("with the Bolt on the stack"): the same,
# said at the sentence's end (it was dropped: the life gained after the damage, he lost).
_BEFORE_IT_RESOLVES_LAST = re.compile(
    rf"(?:\s*+,\s*+|\s++){_BEFORE_IT_RESOLVES_SAID}$", re.IGNORECASE
)
# "... bolts me. I gain 4 life with the damage on the stack": combat damage told by the rules
# before 2010 at the sentence's end (read as what gave the life: "from the damage on the stack").
_STACKED_DAMAGE_LAST = re.compile(
    r"(?:\s*+,\s*+|\s++)(?P<said>(?:with|while)\s++(?:the\s++)?(?:combat\s++)?damage\s++"
    r"(?:is\s++)?(?:still\s++)?on\s++the\s++stack)$",
    re.IGNORECASE,
)
# "... deal 2 damage to him. He gains 2 life in response.": the same, said at its end (it was
# read after the damage, its "in response" dropped: he lost).
_IN_RESPONSE_LAST = re.compile(
    r"[\s,]in\s++response(?:\s++to\s++(?:\S++\s++)?+\S++)?$", re.IGNORECASE
)


def _responses_said(sentence: str) -> str:
    """A sentence after the first with its response to the one before said as "in response"
    (see below), and combat damage "on the stack" said last moved first, as it is refused
    there (never read as a card's name)."""
    sentence = _BEFORE_IT_RESOLVES.sub("in response, ", sentence)
    sentence = _BEFORE_IT_RESOLVES_LAST.sub(" in response", sentence)
    stacked = _STACKED_DAMAGE_LAST.search(sentence)
    if stacked is not None:
        sentence = f"{stacked['said']}, {sentence[: stacked.start()]}"
    return sentence


def _responds_only(said: str) -> bool:
    """Whether `said` is one act told as a response ("I gain 4 life in response"), never one
    that tells what it responds to ("he shocks me and I shock him in response")."""
    found = _IN_RESPONSE_FIRST.match(said) or _IN_RESPONSE_LAST.search(said)
    return found is not None and not re.search(r",|\band\b", said[: found.start()])


# "... deals 5 damage to you. However, at the same time, my creatures deal 5 damage to me.": the
# moment of the sentence before, read with it (what one sentence says happens at once).
_SAME_TIME_FIRST = re.compile(
    rf"(?:{one_of(WORDS.sentence_adverbs)}\s*+,?\s*+)?{one_of(WORDS.same_time)}\b\s*+,?\s*+",
    re.IGNORECASE,
)


# "bob takes 3 damage. Meanwhile, he gains 3 life.": with the sentence before, at the same time
# or after it (the gain too late): read as one sentence whose order is asked where it decides.
_ORDER_OPEN_FIRST = re.compile(rf"{one_of(WORDS.order_open)}\b\s*+,?\s*+", re.IGNORECASE)


# "An effect says I lose. My opponent concedes at the same time.": one player's one act, said
# to be at the same time with nothing after it, is at the moment of the sentence before, as
# when "At the same time, ..." comes first. Not where the sentence itself has two players or
# two acts ("we both take 3 damage at the same time", "alice concedes and bob draws ... at the
# same time"): that is its own moment.
_SAME_TIME_LAST = re.compile(rf"[\s,]++{one_of(WORDS.same_time)}\s*+$", re.IGNORECASE)
_SEVERAL = re.compile(
    r",|\b(?:and|or|both|each|we|us|they|them|all|every\w*+|as|while|whilst|players)\b",
    re.IGNORECASE,
)


# "My opponent loses 3 life, then I lose 3 life from the same spell": one spell or ability
# does all it does as it resolves, and the game checks state-based actions only once it is
# done (MTG CR 608.2, 704.3), so what it did is one moment whatever order its words tell; read
# with the sentence before, at the same time, as "then" never is. Only a spell, an ability or
# one activation or resolution of it: "the same Blood Artist" may have triggered twice.
_ONE_RESOLUTION_LAST = re.compile(
    rf"(?<![\s,])[\s,]++(?:{one_of(WORDS.one_resolution_leads)}\s++{one_of(WORDS.one_resolution_same)}"
    rf"|{one_of(WORDS.one_resolution_both)}\s++{one_of(WORDS.one_resolution_one)})"
    rf"\s++(?:[^\s,]++\s++){{0,3}}?{one_of(WORDS.one_resolution_objects)}"
    rf"(?:\s++{one_of(WORDS.one_resolution_closers)})?$",
    re.IGNORECASE,
)


_ONE_RESOLUTION_ACTS = re.compile(
    rf"(?<![\w'-]){one_of(WORDS.one_resolution_acts)}(?![\w'-])", re.IGNORECASE
)


def _with_before(
    sentence: str, ended: str, after_then: bool, before: str
) -> tuple[str | None, str]:
    """How a sentence joins the one before, and the sentence without the words that say so:
    "at the same time" (first or last) one moment, as is what the same spell or ability did
    (above); "meanwhile" (first) one sentence, at once or after, where told_in_turn.py asks
    which if it decides; None, as it is."""
    one = _ONE_RESOLUTION_LAST.search(sentence)
    if one is not None and one.start() > 0 and _ONE_RESOLUTION_ACTS.search(before):
        return " and at the same time ", sentence[: one.start()]
    # "I take 1 combat damage. Then I gain 3 life from lifelink": the order left open
    gained = lifelink_gain(sentence)
    if gained is not None and "?" not in ended:
        return " and ", gained
    same = _same_time(sentence, ended, after_then)
    if same is not None:
        kept = sentence[same.end() :] if same.start() == 0 else sentence[: same.start()]
        return " and at the same time ", kept
    open_order = _ORDER_OPEN_FIRST.match(sentence)
    if open_order is not None:
        return " and ", sentence[open_order.end() :]
    return None, sentence


def _same_time(sentence: str, ended: str, after_then: bool) -> re.Match[str] | None:
    """A sentence's "at the same time" that says it happened with the sentence before: first
    ("At the same time, ..."), or last (above) where the sentence is no question and follows
    no "then"; None where it has neither."""
    first = _SAME_TIME_FIRST.match(sentence)
    if first is not None or "?" in ended or after_then:
        return first
    if "time" not in sentence and "simultaneous" not in sentence.lower():
        return None  # the cheap test first: no form of it can match
    found = _SAME_TIME_LAST.search(sentence)
    if found is None or _SEVERAL.search(sentence[: found.start()]) is not None:
        return None
    return found


# "... if I have a Platinum Angel on the battlefield when this occurs": the moment of the
# sentence before, read with it (as "at the same time" is).
_THIS_MOMENT_LAST = re.compile(rf"[\s,]++{one_of(WORDS.this_moment)}$", re.IGNORECASE)


_ITS_RESOLUTION = re.compile(
    r"(?:it|that|that spell|the spell|this spell)\s++(?:resolves|resolved|is countered"
    r"|was countered|gets countered|got countered)",
    re.IGNORECASE,
)
