"""The question asked around a moment, taken off so that the moment is read (shown as
skipped, the ruling answers it): "can I ... and not lose?", "Does he lose if ...", "..., or is
it a draw?", a card asked to keep a player from losing or to apply to a loss, "can my opponent
deck me by playing ...", a question of the case in general before its example, and "can I
<act> when <state>?" told as the state, then the act, and a loss asked of the way it would come
("can I lose to decking if ...?") told as that way's event.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from bot.core.rulings.arrivals import outcome_asked
from bot.core.rulings.cards import CantLose, Change, ChangesStateLoss, StateLoss, Who
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.hypothetical_players import pronoun_of_the_question
from bot.core.rulings.number_reading import number_words
from bot.core.rulings.outcome_questions import (
    AS_SUBJECT,
    asks_of_the_gain,
    is_question,
    outcome_only,
)
from bot.core.rulings.words import MARK, ROLE, SUBJECT, Unread, marks_in

# "If I have Humility in play, can I use Sneak Attack to put out a Phage and not lose?": the
# moment asked about is the asker doing it ("I use Sneak Attack to put out a Phage"); the
# question around it ("can I", "and not lose") is skipped and shown, the ruling answers it.
# "Can I play Gilded Light so that I protect myself?": the outcome the act is for, after
# "so that", "to" (`outcome_purpose`), is asked the same way.
CAN_I = re.compile(
    rf"(?:^|(?<=,\s))(?P<can>{one_of(WORDS.can_i)})\s++(?P<act>[^,?]+?)\s++"
    rf"(?P<out>{one_of(WORDS.outcome_purpose)}\s++(?:(?:i|you)\s++)?"
    rf"{one_of(WORDS.and_outcome)})\s*+$",
    re.IGNORECASE,
)


def can_i(match: re.Match[str], skipped: list[str]) -> str:
    skipped.extend((match["can"], match["out"]))
    who = "you" if match["can"].lower().endswith("you") else "I"
    return f"{who} {match['act']}"


# "Does he lose if he takes 3 damage", "he takes 3 damage, do I win", "... or is it a draw":
# a question around the moment it asks about.
_ASKED_FIRST = re.compile(
    rf"^(?P<question>[^,]+?)\s++{one_of(WORDS.asked_if)}\s++(?P<moment>.+)$", re.IGNORECASE
)


# "who wins, I'm at 4 and my opponent is at 0": the question first, then a comma and the moment
# (not a choice asked, "would you win the game, lose the game, or would it tie", "which
# happens first, decking or life loss")
_ASKED_BEFORE_COMMA = re.compile(
    r"^(?P<question>[^,]+?)\s*+,\s*+(?P<moment>(?!.*(?<![\w'])or(?![\w']))\S.*)$", re.IGNORECASE
)


# "Will Platinum Angel keep me from losing if I go to 0 life?", "does Exquisite Archangel save
# me when I draw from an empty library?": the card's effect on the one
# it keeps from losing is what the question supposes, so it is theirs in the moment asked
# about ("I control Platinum Angel and I go to 0 life"); a card that is no permanent is
# refused as such (card_checks), never guessed cast.
_KEPT_FROM_LOSING = re.compile(
    rf"^(?P<question>{one_of(tuple(WORDS.question_starts))}\s++(?:my\s++|the\s++|a\s++|an\s++)?"
    rf"(?P<card>{MARK}\d++)\s++{one_of(WORDS.keeps_from)}\s++(?P<who>{SUBJECT})"
    rf"(?:\s++{one_of(WORDS.from_losing)})?)\s++{one_of(WORDS.asked_if)}\s++"
    rf"(?P<moment>.+)$",
    re.IGNORECASE,
)


# "Does Lich's Mirror apply when Phage the Untouchable makes the other player lose?": the card
# asked to apply to a loss the moment tells is the loser's, as for keeps_from ("the other
# player controls Lich's Mirror and ..."); a moment where no one, or more than one, is said to
# lose stays as written.
_APPLIES_TO_A_LOSS = re.compile(
    rf"^(?P<question>{one_of(tuple(WORDS.question_starts))}\s++(?:my\s++|the\s++|a\s++|an\s++)?"
    rf"(?P<card>{MARK}\d++)\s++{one_of(WORDS.applies_to)})\s++(?:when|if|whenever)\s++"
    rf"(?P<moment>.+)$",
    re.IGNORECASE,
)
_LOSER = re.compile(
    rf"\b(?:makes|make|made|causes|cause|caused|forces|force|forced)\s++(?P<who>{SUBJECT})"
    rf"\s++(?:to\s++)?lose\b|^(?P<first>{SUBJECT})\s++(?:loses|lose)\b",
    re.IGNORECASE,
)


_SEVERAL = re.compile(r"\b(?:both|all|every\w*+|each|we|they|them|us)\b", re.IGNORECASE)


# "Phage the Untouchable makes its controller's opponent lose": of a card no one is said to
# control, one player's, and its controller's opponent the other player; of "my" card, my
# opponent.
_ITS_CONTROLLERS_OPPONENT = re.compile(
    rf"(?P<mine>\bmy\s++)?(?P<card>{MARK}\d++)(?P<verb>\s++\S++\s++)its\s++controller'?s\s++"
    r"opponent\b",
    re.IGNORECASE,
)


def _controllers_opponent(match: re.Match[str]) -> str:
    if match["mine"]:
        return f"{match['mine']}{match['card']}{match['verb']}my opponent"
    return f"one player's {match['card']}{match['verb']}the other player"


_CONTROL = {"i": "I control", "you": "you control", "we": "we control", "they": "they control"}


_ASKED_AFTER = re.compile(r"(?:\s*+,\s*+(?:or\s++)?|\s++or\s++)(?P<question>[^,]*+)$", re.I)
# A tag after "or" that doubts the clause before it: "does he", "is it", "did they not" (a bare
# "or not" is a question's tail: text_sentences._QUESTION, "whether ... or not").
_DOUBT_WHO = one_of((*sorted(WORDS.people), *WORDS.card_pronouns))
_DOUBTING_TAG = re.compile(
    rf"\s*+{one_of(WORDS.inverted_asks)}(?:{one_of(WORDS.doubting_nots)})?\s++{_DOUBT_WHO}"
    rf"(?:\s++{one_of(WORDS.doubting_nots)})?\s*+[?!.]*+\s*+",
    re.IGNORECASE,
)
# "When Phage comes into play under my opponent's control will he lose the game": the same
# question with no comma before it, known by its verb before its subject ("will he").
_INVERTED_AFTER = re.compile(
    rf"^.*\S\s++(?P<question>{one_of(WORDS.inverted_asks)}\s++"
    rf"(?:my\s++opponent|your\s++opponent|the\s++opponent|{ROLE}|i|we|you|he|she|they|anyone)"
    r"\s++[^,]*+)$",
    re.IGNORECASE,
)


_INVERTED_START = re.compile(
    rf"(?<=\S\s)(?:{one_of(WORDS.inverted_asks)})\s++"
    rf"(?:my\s++opponent|your\s++opponent|the\s++opponent|{ROLE}|i|we|you|he|she|they|anyone)"
    r"\s",
    re.IGNORECASE,
)


# "..., would I win the game right there or do I have to have five creatures of five different
# colors": a requirement asked as the other side of a question of the outcome, skipped with it.
_REQUIREMENT_ASKED = re.compile(
    rf"\s++(?P<asked>or\s++(?:do|does|would|will|should)\s++(?:{SUBJECT})\s++"
    rf"{one_of(WORDS.requirement_asked)}\s++[^,]+)$",
    re.IGNORECASE,
)


# "I control Platinum Angel, which dies": what a card named right before does, not a question
# (it was skipped as one, and the Angel stayed in play).
_OF_A_CARD = re.compile(rf"{MARK}\d++\s*+,\s*+(?:which|that)\b[^,]*+$", re.IGNORECASE)


# "..., will I die from the Bolt?": the loss asked of a card the moment already names is the
# outcome asked; a card named only in the question is what it supposes, never dropped.
# "do I die from it?": "it" is the one card the moment told, none where it told several.
_FROM_A_CARD = re.compile(
    rf"\b(?:from|by|to|because\s++of|due\s++to)\s++(?:(?:the\s++|my\s++|his\s++|her\s++|"
    rf"your\s++)?{MARK}(?P<n>\d++)(?!\d)|(?:it|that|this|(?:the|that|this)\s++spell)\b)",
    re.IGNORECASE,
)
IT = -1  # "it": the one card told


# "Who does Char damage first?", "Who takes the damage first?": the order of damage dealt in
# the moment told, asked: the ruling shows it (what one effect deals comes at once).
DAMAGE_ORDER = re.compile(
    rf"^\s*+(?:who|which\s++(?:player|one))\s++(?:(?:does|do|will|would)\s++(?:the\s++)?"
    rf"(?:{MARK}(?P<n>\d++)|it|that(?:\s++spell)?)\s++(?:deal\s++)?damage(?:\s++to)?|"
    r"(?:takes|gets|is\s++dealt|receives)\s++(?:the\s++)?damage)\s++first\s*+[?.!]*+\s*+$",
    re.IGNORECASE,
)


def asked_of_told(question: str, told: Callable[[int], bool]) -> bool:
    """Whether `question` asks only the outcome, a card it names after "from" or "by" one
    the moment told (`told`, by its mark's number; `IT` for "it"), or the order of the damage
    dealt, of a card told."""

    def card(match: re.Match[str]) -> str:
        return " " if told(int(match["n"]) if match["n"] else IT) else match[0]

    order = DAMAGE_ORDER.match(question)
    if order is not None:
        return told(int(order["n"])) if order["n"] else True
    return is_question(_FROM_A_CARD.sub(card, question))


def _told_before(before: str, names: Sequence[str]) -> Callable[[int], bool]:
    """Whether a card (by its mark's number) is named in `before`, by the same name; "it"
    where one card is."""
    said = {names[n].lower() if n < len(names) else str(n) for n in marks_in(before)}
    return lambda n: (
        len(said) == 1 if n == IT else (names[n].lower() if n < len(names) else str(n)) in said
    )


# "Would Platinum Angel allow you to go into negative life?", "... if this would allow you to
# go below 0": a card asked to let a player be at 0 or less life is theirs, and the moment
# asked about is that player at negative life ("you control Platinum Angel and you are at
# negative life"); the ruling says whether they are still in the game. Only a card Arbiter
# knows to keep its controller in at 0 or less life (`keeps_at_zero`: Platinum Angel,
# Phyrexian Unlife), named in the question or, as "this" or "it", the one card named before it;
# a card that only keeps life above a floor (Worship) is asked nothing of here.
_LETS_BELOW_ZERO = re.compile(
    rf"^(?:(?P<question>{one_of(tuple(WORDS.question_starts))})\s++)?(?:my\s++|the\s++)?"
    rf"(?P<card>{MARK}\d++|this|it|that)\s++(?(question)|(?:{one_of(WORDS.lets_modals)}\s++)?)"
    rf"{one_of(WORDS.lets)}\s++(?P<who>{SUBJECT})\s++(?:to\s++)?"
    rf"{one_of(WORDS.below_zero_reached)}(?:\s++life)?\s*+[?.!]*+$",
    re.IGNORECASE,
)
_BE = {"i": "am", "you": "are", "we": "are", "they": "are"}


def keeps_at_zero(effect: object) -> bool:
    """Whether a card's effect keeps its controller in the game at 0 or less life, whatever
    else holds: it can't lose, or doesn't lose for its life (`_LETS_BELOW_ZERO`)."""
    if isinstance(effect, CantLose):
        return effect.who is Who.CONTROLLER and effect.condition is None
    return (
        isinstance(effect, ChangesStateLoss)
        and effect.loss is StateLoss.LIFE
        and effect.change is Change.NO_LOSS
        and effect.condition is None
        and effect.who is Who.CONTROLLER
    )


# "My opponent controls Platinum Angel", "his Platinum Angel", "Platinum Angel is on the
# battlefield": a card the text says someone holds; asked to let a player go below 0, the moment
# is only that player at negative life, with the card where the text puts it.
_HELD = re.compile(
    rf"(?:\b{one_of(WORDS.holds)}\s++(?:(?:a|an|the|my|his|her|their|your|our)\s++)?"
    rf"|(?:'s?|\bmy|\bhis|\bher|\btheir|\byour|\bour)\s++){MARK}(?P<n>\d++)"
    rf"|{MARK}(?P<m>\d++)\s++(?:is|was|are|were)\s++(?:on\s++the\s++battlefield|in\s++play)",
    re.IGNORECASE,
)


def cards_held(text: str) -> frozenset[int]:
    """The marks of the cards the text says someone holds (see above)."""
    return frozenset(int(found["n"] or found["m"]) for found in _HELD.finditer(text))


def kept_below_zero(
    text: str,
    skipped: list[str],
    named: frozenset[int],
    keeps: frozenset[int],
    held: frozenset[int],
) -> str:
    """The moment a card asked to let a player be below 0 life supposes (see above), the
    question skipped; the text as it was otherwise. `named`: the marks of the cards named
    before; `keeps`: those of the cards that keep their controller in at 0 or less life;
    `held`: those the text says someone holds (`cards_held`: the moment is then only the
    player at negative life, the card where the text puts it)."""
    asked = _LETS_BELOW_ZERO.match(text)
    if asked is None:
        return text
    card = asked["card"]
    if not card.startswith(MARK):
        if len(named) != 1:
            return text  # "this" with no one card before it: what it is stays open
        card = f"{MARK}{next(iter(named))}"
    if int(card[len(MARK) :]) not in keeps:
        return text
    skipped.append(text)
    who = AS_SUBJECT.get(asked["who"].lower(), asked["who"])
    below = f"{who} {_BE.get(who.lower(), 'is')} at negative life"
    if int(card[len(MARK) :]) in held:
        return below  # the card where the text puts it
    return f"{_CONTROL.get(who.lower(), f'{who} controls')} {card} and {below}"


def without_the_question(
    text: str,
    skipped: list[str],
    names: Sequence[str] = (),
    keeps_others: frozenset[int] = frozenset(),
) -> str:
    """The moment a question asks about, without the question around it (kept in `skipped`):
    a question made only of question words ("does he lose", "is it a draw") before "if" or
    after a comma or "or". `keeps_others`: the marks of cards that keep their controller's
    opponents, not their controller, from losing (Abyssal Persecutor), never made the kept
    player's."""
    text = _ITS_CONTROLLERS_OPPONENT.sub(_controllers_opponent, text)
    applies = _APPLIES_TO_A_LOSS.match(text)
    losers = list(_LOSER.finditer(applies["moment"])) if applies is not None else []
    who = (losers[0]["who"] or losers[0]["first"]) if len(losers) == 1 else ""
    if applies is not None and who and not _SEVERAL.search(who):
        skipped.append(applies["question"])
        who = AS_SUBJECT.get(who.lower(), who)
        holds = _CONTROL.get(who.lower(), f"{who} controls")
        text = f"{holds} {applies['card']} and {applies['moment']}"
    kept = _KEPT_FROM_LOSING.match(text)
    # "Does Abyssal Persecutor keep my opponent alive even if ...": not his card (was his, and
    # at 0 life he lost: 'you win'); whose it is stays unread
    if kept is not None and int(kept["card"][len(MARK) :]) not in keeps_others:
        skipped.append(kept["question"])
        who = AS_SUBJECT.get(kept["who"].lower(), kept["who"])
        holds = _CONTROL.get(who.lower(), f"{who} controls")
        text = f"{holds} {kept['card']} and {kept['moment']}"
    required = _REQUIREMENT_ASKED.search(text)
    if required is not None and is_question(
        text[text.rfind(",", 0, required.start()) + 1 : required.start()]
    ):
        skipped.append(required["asked"])
        text = text[: required.start()]
    first = _ASKED_FIRST.match(text) or _ASKED_BEFORE_COMMA.match(text)
    if first is not None and is_question(first["question"]):
        skipped.append(first["question"])
        text = pronoun_of_the_question(first["question"], first["moment"])
    after = _ASKED_AFTER.search(text)
    if after is not None and after.start() > 0 and _DOUBTING_TAG.fullmatch(after["question"]):
        # "bob concedes, or not?", "... and it resolves, or does it?": the clause is doubted,
        # not told (its tag was dropped as a question: "bob loses", "you win")
        raise Unread(text)
    if after is not None and after.start() > 0 and not _OF_A_CARD.search(text, 0, after.end()):
        # "..., would that trigger Phage's come in to play ability?": the outcome asked
        told = _told_before(text[: after.start()], names)
        if (
            asked_of_told(after["question"], told)
            or is_question(outcome_asked(after["question"]) or "")
            or asks_of_the_gain(after["question"], frozenset(marks_in(text[: after.start()])))
        ):
            skipped.append(after["question"])
            text = text[: after.start()]
        elif after["question"].lower() == "or":  # its question taken off before
            text = text[: after.start()]
    inverted = _inverted_asked(text, names)
    if inverted is not None:
        skipped.append(text[inverted:])
        text = text[:inverted].rstrip()
    return text


def _inverted_asked(text: str, names: Sequence[str]) -> int | None:
    """Where a question with no comma before it starts (`_INVERTED_AFTER`): its last verb
    before its subject, or an earlier one whose question to the end is all outcome ("... would I
    lose immediately or could I still cast Laboratory Maniac and win"); None where none is."""
    last = _INVERTED_AFTER.search(text)
    if last is None:
        return None
    starts = [last.start("question")]
    starts += [m.start() for m in _INVERTED_START.finditer(text, 1, starts[0])]
    return next(
        (
            at
            for at in starts
            if _ECHOED.search(text, 0, at) is None
            and asked_of_told(text[at:], _told_before(text[:at], names))
        ),
        None,
    )


# "... and so does my opponent", "nor did he": the verb after "so", "nor" or "neither" says the
# player did the same as told before (a fact, never a question of the outcome)
_ECHOED = re.compile(r"(?<![\w'])(?:so|nor|neither)\s++$", re.IGNORECASE)


# "can my opponent deck me by playing Mind Twist with X = 10": the outcome asked of what a
# player does, which is the moment: `my opponent casts Mind Twist with X = 10`, the question
# skipped and shown. Only a cast or an activation, by the player the question names first.
_OUTCOME_BY_DOING = re.compile(
    rf"(?:^|(?<=,\s))(?P<asked>{one_of(WORDS.can_words)}\s++(?P<x>{SUBJECT})\s++"
    rf"(?:{one_of(WORDS.outcome_by)})\s++(?:{SUBJECT})\s++by)\s++"
    rf"(?P<doing>{one_of(tuple(g for g, _, _ in WORDS.doing_as_told))})\s++(?P<rest>\S.*)$",
    re.IGNORECASE,
)


def outcome_by_doing(rest: str, skipped: list[str]) -> str:
    said = _OUTCOME_BY_DOING.search(rest)
    if said is None:
        return rest
    who = said["x"]
    doing = said["doing"].lower()
    first, third = next((f, t) for g, f, t in WORDS.doing_as_told if g == doing)
    skipped.append(said["asked"])
    verb = first if who.lower() in WORDS.self_words else third
    return f"{rest[: said.start()]}{who} {verb} {said['rest']}"


# "Can I use the Angel of Grace exile ability when I have negative life?": whether a player
# may act in a state is the state, then the act, told as two sentences: the state holds first
# (a player at 0 or less life has lost before anyone gets priority to act, MTG CR 704.3,
# 117.5); "can I" is skipped and shown. Only the asker's own act ("can I", "can you"), a whole
# question of its own; "can I still win if ..." asks the outcome (`without_the_question`).
_CAN_WHEN = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<can>{one_of(WORDS.can_i)})\s++(?P<act>[^.!?\n,]+?)"
    rf"\s++{one_of(WORDS.can_when)}\s++(?P<state>[^.!?\n,]+?)"
    rf"(?:\s++and\s++(?P<out>{one_of(WORDS.and_outcome)}))?\s*+(?:\?|(?=\n)|$)",
    re.IGNORECASE,
)


def state_before_act(text: str) -> tuple[str, list[str]]:
    """The text with each "can I <act> when <state>?" told as the state, then the act, and
    the "can I" taken out (to be shown as skipped)."""
    skipped: list[str] = []

    def told(match: re.Match[str]) -> str:
        if outcome_only(match["act"]):
            return match[0]  # "Can I still win if ...": the outcome asked, not an act
        skipped.append(match["can"])
        if match["out"]:
            skipped.append(f"and {match['out']}")
        who = "you" if match["can"].lower().endswith("you") else "I"
        return f"{match['space']}{match['state']}. {who} {match['act']}."

    return _CAN_WHEN.sub(told, text), skipped


# "Will playing Sway of the Stars while I have an Underworld Dreams in play kill my opponent(s)?",
# "Does drawing a card when I have no cards in my library make me lose?": an act asked of in a
# state, by its gerund, with no one said to do it, is the asker's, as "can I <act> when
# <state>" is (`_CAN_WHEN`): the state holds first, then the act; the question ("Will", "kill
# my opponent(s)") is skipped and shown, the ruling answers it. Only an outcome made of the
# outcome words (`outcome_only`: "kill him", "make me lose", "win me the game"), never another
# act or claim ("... give me 3 life").
_GERUNDS = one_of(tuple(gerund for gerund, _ in WORDS.doings_asked))
_DOING_ASKED = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<asked>{one_of(WORDS.inverted_asks)})\s++"
    rf"(?P<doing>{_GERUNDS})(?:\s++(?P<act>[^.!?\n,]+?))?\s++{one_of(WORDS.can_when)}\s++"
    rf"(?P<state>[^.!?\n,]+?)\s++(?P<out>{one_of(WORDS.outcome_made)}\s++[^.!?\n,]+?)"
    r"\s*+(?:\?|(?=\n)|$)",
    re.IGNORECASE,
)


# "Would drawing a card kill me if I have no cards in my library?": the state said after.
_DOING_ASKED_BEFORE = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<asked>{one_of(WORDS.inverted_asks)})\s++"
    rf"(?P<doing>{_GERUNDS})(?:\s++(?P<act>[^.!?\n,]+?))?\s++"
    rf"(?P<out>{one_of(WORDS.outcome_made)}\s++[^.!?\n,]+?)(?:\s*+,\s*+|\s++){one_of(WORDS.can_when)}"
    r"\s++(?P<state>[^.!?\n,]+?)\s*+(?:\?|(?=\n)|$)",
    re.IGNORECASE,
)
_MADE = re.compile(rf"\b{one_of(WORDS.outcome_makers)}\b|\(s\)", re.I)


def doings_asked(text: str) -> tuple[str, list[str]]:
    """The text with each "will <doing> <act> while <state> <outcome>?" (or "<outcome> if
    <state>?") told as the state, then the asker's act, and the question's words taken out (to
    be shown as skipped)."""
    skipped: list[str] = []

    def told(match: re.Match[str]) -> str:
        if not outcome_only(_MADE.sub(" ", match["out"])):
            return match[0]
        doing = match["doing"].lower()
        act = next(base for gerund, base in WORDS.doings_asked if gerund == doing)
        skipped.extend((match["asked"], match["out"]))
        return f"{match['space']}{match['state']}. I {act} {match['act'] or ''}".rstrip() + "."

    return _DOING_ASKED_BEFORE.sub(told, _DOING_ASKED.sub(told, text)), skipped


# "Can I lose to decking if I control Platinum Angel?", "Is it impossible to lose to decking
# with Parallel Thoughts in play?": a loss asked of the way it would come, which is the moment:
# the way told as its event ("I draw from an empty library"), after the state it is asked in,
# and the question ("Can I lose to") skipped and shown. A card "in play" with nobody said to
# control it is the player's asked of (as "bob with X" is bob's, prose_boards); in a question
# with no player ("is it possible to lose to ...", asked of the asker) it is said to be on the
# battlefield, so that whose it is stays open (a case for each player, unsaid_controller.py).
# One player only: "can we lose to decking" names no one the event can be told of.
_WAYS = one_of(tuple(phrase for phrases, _, _ in WORDS.ways_of_losing for phrase in phrases))
_LOSS_ASKED = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<asked>(?:{one_of((*WORDS.can_words, 'do'))})\s++"
    rf"(?P<x>{SUBJECT})\s++(?:still\s++|ever\s++|really\s++)?(?:lose|be\s++made\s++to\s++lose)"
    rf"(?:\s++the\s++game)?\s++{one_of(WORDS.lose_to)}|is\s++it\s++(?:im)?possible\s++"
    rf"(?:for\s++(?P<y>{SUBJECT})\s++)?to\s++(?:ever\s++|still\s++)?lose(?:\s++the\s++game)?"
    rf"\s++{one_of(WORDS.lose_to)})\s++[\"\u201c]?(?P<way>{_WAYS})(?![\w'])[\"\u201d]?"
    rf"(?:\s++with\s++(?P<mine>my\s++|your\s++)?(?:a\s++|an\s++|the\s++)?(?P<card>{MARK}\d++)"
    rf"\s++(?:in\s++play|on\s++the\s++battlefield|out))?"
    rf"(?:\s++(?:if|when|while|once)\s++(?P<state>[^.!?\n]+?))?\s*+(?:\?|(?=\n)|$)",
    re.IGNORECASE,
)


# "Finally, if you control both Phyrexian Unlife and Melira you cannot lose the game due to
# damage.": a loss stated of its way in a state supposed, a rule as the asker tells it: the
# state, then the way's event, are the moment ruled on, and the statement is skipped and shown
# (the ruling says whether it holds).
_LOSS_STATED = re.compile(
    rf"(?:^|(?<=[.!?\n,]))(?P<space>\s*+)(?:if|when|while|(?:so|as)\s++long\s++as)\s++"
    rf"(?P<state>[^.!?\n]+?)(?:\s*+,)?\s++(?P<asked>(?P<x>{SUBJECT})\s++"
    rf"{one_of(WORDS.loss_modals)}\s++(?:ever\s++|still\s++)?lose(?:\s++the\s++game)?\s++"
    rf"{one_of(WORDS.lose_to)})\s++[\"\u201c]?(?P<way>{_WAYS})(?![\w'])[\"\u201d]?"
    r"\s*+(?=[.!?\n]|$)",
    re.IGNORECASE,
)


# "Can Platinum Angel save me from decking?", "Will Phyrexian Unlife keep bob from losing to
# damage if he is at 1 life?": a card asked to keep a player from a way of losing is theirs, as
# for a card asked to keep them from losing (`_KEPT_FROM_LOSING`), and the way is the moment.
_KEPT_FROM_A_WAY = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<asked>{one_of(tuple(WORDS.question_starts))}\s++"
    rf"(?:my\s++|the\s++|a\s++|an\s++)?(?P<card>{MARK}\d++)\s++{one_of(WORDS.keeps_from)}\s++"
    rf"(?P<x>{SUBJECT})\s++from\s++(?:losing\s++(?:the\s++game\s++)?{one_of(WORDS.lose_to)}\s++)?)"
    rf"[\"\u201c]?(?P<way>{_WAYS})(?![\w'])[\"\u201d]?"
    rf"(?:\s++(?:if|when|while|once)\s++(?P<state>[^.!?\n]+?))?\s*+(?:\?|(?=\n)|$)",
    re.IGNORECASE,
)


def losses_asked_by_way(text: str) -> tuple[str, list[str]]:
    """The text with each loss asked of its way ("can I lose to decking") told as the way's
    event after the state it is asked in, and each draw asked to be replaced as the draw
    (`draws_replaced_asked`), and the questions taken out (to be shown as skipped)."""
    skipped: list[str] = []

    def told(match: re.Match[str]) -> str:
        told_of = match.groupdict(default="")
        said = told_of["x"] or told_of.get("y") or "I"
        who = AS_SUBJECT.get(said.lower(), said)
        if _SEVERAL.search(who):
            return match[0]
        way = " ".join(match["way"].lower().split())
        first, third = next((f, t) for ways, f, t in WORDS.ways_of_losing if way in ways)
        event = first if who.lower() in ("i", "you") else third
        held = ""
        card, mine = told_of.get("card"), told_of.get("mine")
        if card and mine:
            held = f"{'I' if mine.strip().lower() == 'my' else 'you'} control {card}. "
        elif card and (told_of["x"] or told_of.get("y")):  # "can bob lose ... with X": bob's
            held = f"{who} {'control' if who.lower() in ('i', 'you') else 'controls'} {card}. "
        elif card:
            held = f"{card} is on the battlefield. "
        state = f"{match['state']}. " if match["state"] else ""
        skipped.append(" ".join(match["asked"].split()))
        return f"{match['space']}{held}{state}{who} {event}."

    text = _KEPT_FROM_A_WAY.sub(told, _LOSS_ASKED.sub(told, text))
    text, replaced = draws_replaced_asked(_LOSS_STATED.sub(told, text))
    return text, [*skipped, *replaced]


# "Can I replace my draw?", "Could bob replace his next draw with Abundance, name a land and
# not find one?": a draw its player asks to replace, which is the moment: told as the draw
# ("I draw a card"), after which whether they used a replacement they hold is theirs to choose
# (replaced_draws.chosen_draw: a case each way, never guessed). What follows after a comma is
# the asker's account of the replacement or of what they hope from it ("..., therefore
# stopping me from losing"), skipped and shown, where it names no card, number or other
# player (`_STEPS_OF_OTHERS`); else it is left as written, refused.
_COUNTED = (*(w for w in number_words() if w != "one"), "opponent", "opponents")  # "find one"
_DRAW_REPLACED_ASKED = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<asked>{one_of(WORDS.replace_asked)}\s++"
    rf"(?P<x>{SUBJECT})\s++(?:still\s++|just\s++)?replace\s++(?:my|his|her|their|your)\s++"
    rf"(?:next\s++|own\s++)?draw(?:\s++step)?(?:\s++with\s++(?:my\s++|his\s++|her\s++"
    rf"|their\s++|your\s++|the\s++|an?\s++)?{MARK}\d++)?)(?P<steps>\s*+,[^.!?\n]*+)?\s*+\?",
    re.IGNORECASE,
)
_STEPS_OF_OTHERS = re.compile(
    rf"{MARK}|\d|\b(?:{one_of((*WORDS.pronouns, *_COUNTED, *WORDS.replace_steps_facts))})\b",
    re.IGNORECASE,
)
_A_NAME = re.compile(r"\b(?!I\b)[A-Z]")  # "..., and Bob concedes": another player named


def draws_replaced_asked(text: str) -> tuple[str, list[str]]:
    """The text with each "can I replace my draw ...?" told as the player's draw, and the
    question's words taken out (to be shown as skipped)."""
    skipped: list[str] = []

    def told(match: re.Match[str]) -> str:
        who = AS_SUBJECT.get(match["x"].lower(), match["x"])
        steps = (match["steps"] or "").strip(" ,")
        if _SEVERAL.search(who) or _STEPS_OF_OTHERS.search(steps) or _A_NAME.search(steps):
            return match[0]
        if MARK not in text[: match.end()]:
            return match[0]  # no card named that may replace it: what they meant is unsaid
        skipped.extend(said for said in (" ".join(match["asked"].split()), steps) if said)
        draws = "draw" if who.lower() in ("i", "you") else "draws"
        return f"{match['space']}{who} {draws} a card."

    return _DRAW_REPLACED_ASKED.sub(told, text), skipped


# "When Phage comes into play under my opponent's control will he lose the game?", "When my
# opponent goes to 0 life, do I win?", "If he goes to 0 life will he lose?": a moment, then a
# question of its outcome only (made of question words, `is_question`), one sentence asked: the
# moment supposed, as "if <moment>, <question>?" is (the opener and the question skipped and
# shown; a total said after it is asked about, a second moment supposed is another game). The
# question starts at the first of its words that begins one ("will", "do") after which only
# question words follow; a moment left empty, or itself only question words, is no moment
# ("When does he lose?").
_MOMENT_THEN_ASKED = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<opener>{one_of(WORDS.moment_openers)})\s++"
    r"(?P<body>[^.!?\n]+?)\s*+\?",
    re.IGNORECASE,
)
_ASKED_STARTS = re.compile(
    rf"(?P<comma>\s*+,\s*+|\s++)(?=(?:{one_of(tuple(WORDS.question_starts))})\s)", re.IGNORECASE
)


def moments_then_asked(text: str) -> str:
    """The text with each "when <moment> <question of its outcome>?" said as the moment
    supposed ("If <moment>, <question>?")."""

    def supposed(match: re.Match[str]) -> str:
        body = match["body"]
        for start in _ASKED_STARTS.finditer(body):
            moment, question = body[: start.start()].strip(" ,"), body[start.end() :]
            if not moment or not is_question(question) or is_question(moment):
                continue
            if "," in start["comma"] and match["opener"].lower() == "if":
                return match[0]  # already said as supposed
            return f"{match['space']}If {moment}, {question.strip()}?"
        return match[0]

    return _MOMENT_THEN_ASKED.sub(supposed, text)


# "Is it true that if my opponent goes to 0 life, I win?": the asker's guess after a moment
# supposed, asked to be checked: the words asking it are skipped and shown, and the rest read
# as "If ..., I win?" is (the guess dropped where it is only the outcome, `guessed_after`).
_CONFIRM_ASKED = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<asked>{one_of(WORDS.confirm_asked)})\s++"
    rf"(?={one_of(WORDS.supposing)}\s)",
    re.IGNORECASE,
)


def confirmations_asked(text: str) -> tuple[str, list[str]]:
    """The text without the words that ask a guess after a moment supposed to be checked
    ("is it true that"), and those words (to be shown as skipped)."""
    skipped: list[str] = []

    def asked(match: re.Match[str]) -> str:
        skipped.append(match["asked"])
        return match["space"]

    return _CONFIRM_ASKED.sub(asked, text), skipped
