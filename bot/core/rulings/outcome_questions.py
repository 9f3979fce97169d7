"""A question that asks only about the outcome ("does he lose?", "is it a draw?",
`is_question`) and the asker's guess of an outcome after a moment supposed ("If he concedes
then I win?", `guessed_after`): what the chat reader skips and shows wherever it finds them
(chat.py's framing, moment_questions.py's questions around a moment), with the words they and
asker_thoughts.py share (a word, a player's role, the people words, "me" said as "I").
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, bare_word, one_of
from bot.core.rulings.lexicon import words_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.words import MARK, MARKED, NAME, ORDINARY, OWNER, ROLE, SUBJECT, marks_in

WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|\d", re.IGNORECASE)


AS_SUBJECT = {"me": "I", "him": "he", "her": "she", "them": "they"}
AS_OBJECT = {subject.lower(): said for said, subject in AS_SUBJECT.items()}  # "I": "me"


PEOPLE = WORDS.people


# Words that stand for a player whose state a sentence may describe.
NAMES_A_PLAYER = WORDS.names_a_player


A_ROLE = re.compile(ROLE, re.IGNORECASE)


# A question made only of these words asks about the outcome and says nothing of the moment.
QUESTION_WORDS = WORDS.question_words


_QUESTION_START = WORDS.question_starts


QUESTION_TOKEN = re.compile(r"[a-z]+(?:'[a-z]+)?|\d+|[^\s\w]", re.IGNORECASE)


def guessed_after(supposed: str, sentence: str) -> bool:
    """Whether `sentence`, after the moment `supposed`, is only the asker's guess of its
    outcome ("If my opponent concedes then I win?"): outcome words, naming nobody the moment
    does not; or a question of its outcome that says parts of the moment again ("Do I
    continue playing with 0 life or with a depleted library, or is it a draw?" after "what
    happens if I go to 0 life or I deplete my library")."""
    if outcome_only(sentence):
        return _says_the_asker(supposed) or not _says_the_asker(sentence)
    return _restated(supposed, sentence)


def guessed_after_concession(supposed: str, sentence: str) -> bool:
    """Whether `sentence`, after a concession supposed, is the asker's guess of its outcome,
    naming the asker where the moment does not ("If alice concedes, I draw?", "..., I win?"):
    outcome words only. A concession ends the game for its player alone (104.3a); what the
    asker says they do after it is what they think it comes to (a drawn game, a win), never a
    card drawn (a library, a card, a count would be said)."""
    return _CONCEDED.search(supposed) is not None and outcome_only(sentence)


def names_the_asker(text: str) -> bool:
    """Whether the words name the asker ("I", "my opponent")."""
    return _says_the_asker(text)


_CONCEDED = re.compile(rf"(?<![\w']){one_of(WORDS.concedes)}(?![\w'])", re.IGNORECASE)


def _restated(supposed: str, sentence: str) -> bool:
    """A question (its first word a question's: "do", "is") whose every word is an outcome
    word or a word of the moment `supposed` said again (a number, a card, "depleted" for
    "deplete"), with some of each."""
    told = {_stem(word) for word in _words(supposed)}
    words = _words(sentence)
    if not words or words[0] not in _QUESTION_START:
        return False
    again = [w for w in words if w not in QUESTION_WORDS and bare_word(w) not in PEOPLE]
    return len(again) < len(words) and bool(again) and all(_stem(w) in told for w in again)


def _words(text: str) -> list[str]:
    """The words of a text, a card marked written as one word ("card0")."""
    text = MARKED.sub(lambda match: f" card{match[1]} ", text)
    return [t.lower() for t in QUESTION_TOKEN.findall(text) if t[0].isalnum()]


def _stem(word: str) -> str:
    """A word as said again in another form ("depleted", "deplete"): its first six letters."""
    return word[:6] if len(word) >= 6 and word.isalpha() else word


def _says_the_asker(text: str) -> bool:
    """Whether the words name the asker ("I", "my opponent"): a guess that names them where
    the moment does not is no guess to drop ("If bob is at 0 life, I win")."""
    return any(w.lower().split("'")[0] in WORDS.self_words for w in WORD.findall(text))


# The words of an outcome said: a win, a loss, a death, a draw.
_OUTCOME_SAID = re.compile(
    rf"\b{one_of((*WORDS.outcome_asked_of, *WORDS.outcome_claims, 'draw', 'tie'))}\b",
    re.IGNORECASE,
)


def says_an_outcome(text: str) -> bool:
    """Whether the words say an outcome ("he lost", "it's a draw"): "so do I", "and so is my
    opponent" only say the same again of another player ("The opponent loses 1 life and so do
    I" was skipped as the asker's conclusion, and the answer "you win": a draw, 104.4a)."""
    return _OUTCOME_SAID.search(text) is not None


_SAID_AGAIN = re.compile(rf"(?<![\w'])(?:{one_of(WORDS.said_again)})(?![\w'])", re.IGNORECASE)
_WHO = rf"(?:my\s++opponent|the\s++opponent|opponent|{NAME})"
_AUX = r"(?:do|does|did|am|is|are|was|were|have|has|had|can|will|would|could)"
_AGAIN = r"(?:too|also|as\s++well|likewise)"
# a sentence of one player word ("Me.", "him", "my opponent"); a name alone may be any word
# ("Assuming, ...")
_PLAYER_ALONE = r"(?:(?:my\s++|the\s++)?opponent|i|me|myself|he|him|she|her|they|them|we|us)"
# "Me too.", "I do as well.", "so does he", "He also does.", "same for him", "vice versa": a
# sentence that is only what was said before, said again of a player; "And me.", "Also him.",
# "Me.": one that names only a player, what they do left to the sentence before.
_ALONE_AGAIN = re.compile(
    rf"(?:(?:and|then|but)\s++)?(?:"
    rf"(?:so|neither|nor)\s++{_AUX}\s++(?:not\s++)?{_WHO}"
    rf"|{_WHO}\s++(?:{_AUX}\s++)?{_AGAIN}"
    rf"|{_WHO}\s++(?:also|too)\s++{_AUX}"
    rf"|(?:the\s++)?same\s++(?:goes\s++)?(?:for|with)\s++{_WHO}|likewise\s++{_WHO}"
    r"|vice\s++versa"
    rf"|(?:also|plus|including)\s++{_WHO}|{_PLAYER_ALONE})",
    re.IGNORECASE,
)


def said_again_alone(sentence: str) -> bool:
    """Whether a sentence is only what was said before, said again of a player ("Me too.",
    "I do as well.", "so does he"), or names only a player ("And me.", "Me."): never skipped,
    never stripped to "Me" or "does he" ("He loses 1 life. Me too." at 1 life each was "you
    win", the asker's own loss skipped: a draw, 104.4a). The reader does not read it: it is
    refused, quoted as typed."""
    again = _ALONE_AGAIN.fullmatch(sentence.strip(" ,.;:!?-"))
    if again is None:
        return False
    # each word a player's or of the form: "Thanks too." is no player said again
    words = {bare_word(w.lower()) for w in QUESTION_TOKEN.findall(again[0]) if w[0].isalpha()}
    return not (words - _AGAIN_FORM - _PLAYER_WORD) & ORDINARY


_PLAYER_WORD = frozenset(
    WORDS.self_words | WORDS.pronouns | WORDS.people | WORDS.names_a_player | {"us", "we"}
)
_AGAIN_FORM = frozenset(
    words_of(
        "and then but so neither nor not do does did am is are was were have has had can will"
        " would could too also as well likewise the same goes for with vice versa my opponent"
        " plus including"
    )
)


def says_again(clause: str) -> bool:
    """Whether the words say something again of another player ("and vice versa", "so does
    he"), or name only a player ("Plus bob.": said_again_alone): no phrase of the language may
    stand for them (a suggestion would drop the player)."""
    return _SAID_AGAIN.search(clause) is not None or said_again_alone(clause)


def outcome_only(text: str) -> bool:
    """Words that say only who wins, loses or draws ("I win", "he loses", "it's a draw")."""
    words = [t.lower() for t in QUESTION_TOKEN.findall(text) if t[0].isalnum()]
    # no name in it: a player named only there ("..., alice wins") would be lost with it
    return bool(words) and all(w in QUESTION_WORDS or bare_word(w) in PEOPLE for w in words)


def asks_of_the_gain(sentence: str, named: frozenset[int]) -> bool:
    """A question of when life gained comes or whether it saves a player, after the moment
    told ("When do I get the life gain from the Exalted Angel?", "Does the life gain save me
    or do I die first?"): question words, the words of a gain (`gain_asked`) and cards named
    before it, no number. The ruling answers it (the life gained is shown in its order)."""
    if any(number not in named for number in marks_in(sentence)):
        return False  # a card said only here: what the question supposes, never dropped
    tokens = [t.lower() for t in QUESTION_TOKEN.findall(MARKED.sub(" ", sentence))]
    words = [t for t in tokens if t[0].isalnum()]
    if words and words[0] in WORDS.question_leads:  # ", so how does that work with lifelink?"
        words = words[1:]
    if not words or (words[0] not in _QUESTION_START and words[0] not in WORDS.when_asked):
        return False
    gain = [w for w in words if w in WORDS.gain_asked]
    if not any(w in WORDS.gain_words for w in gain):
        return False
    return all(w in QUESTION_WORDS or w in WORDS.gain_asked for w in words)


# "would you die first by decking or life loss?", "do I lose to damage or to decking first?":
# which of two ways of losing (`ways_of_losing`) comes first is the outcome asked of a moment
# where both come ("which kills me first, the damage or decking?", "is it the life loss or the
# decking that kills her?"); the ruling answers it (each
# way the loss came, cited). Two ways or more,
# joined by "or"/"and": one way alone ("can I lose to decking") is the moment's event, told as
# such (moment_questions.losses_asked_by_way), never dropped as a question.
_WAY = rf"(?:the\s++)?{one_of(tuple(p for phrases, _, _ in WORDS.ways_of_losing for p in phrases))}"
_WAYS_COMPARED = re.compile(
    rf"(?:(?<![\w']){one_of(WORDS.lose_to)}\s++|,\s*+|(?<=\bit\s)){_WAY}(?:\s++first)?"
    rf"(?:\s*+,?\s*+(?:or|and)\s++(?:{one_of(WORDS.lose_to)}\s++)?{_WAY})++(?![\w'])",
    re.IGNORECASE,
)


# "would I lose due to deck out immediately?": a loss asked of one way, after a moment told
# (ruling_on refuses it where the moment has no way of losing at all).
_ONE_WAY = re.compile(
    rf"(?<![\w'])(?P<lose>{one_of(WORDS.lose_verbs)})\s++{one_of(WORDS.lose_to)}\s++{_WAY}"
    r"(?![\w'])",
    re.IGNORECASE,
)


# "... or could I still finish my turn and cast Laboratory Maniac and win?": a way out the asker
# offers beside the loss asked, later acts ("finish my turn", "later", "on my next turn": never
# a response, which may come before the moment told) and a win; the ruling says whether the game was
# already over (ruling_on refuses it where it was not: those acts are then the moment asked).
_WAY_OUT = re.compile(
    rf"(?:(?<![\w'])or\s++|^\s*+){one_of(WORDS.inverted_asks)}\s++(?:i|he|she|they|we|you)"
    r"\s++still\s++"
    rf"{one_of(WORDS.later_on)}(?![\w'])[^?.!]*?\s++and\s++{one_of(WORDS.ways_out)}(?![\w'])"
    r"[^?.!]*+",
    re.IGNORECASE,
)


def names_a_way(sentence: str) -> bool:
    """Whether a question asks of a loss by one way ("would I lose due to deck out")."""
    return _ONE_WAY.search(sentence) is not None and is_question(sentence)


def offers_a_way_out(sentence: str) -> bool:
    """Whether a question offers later acts and a win beside the loss it asks (`_WAY_OUT`)."""
    return _WAY_OUT.search(sentence) is not None and is_question(sentence)


def marks_beside_ways_out(raw: str, skipped: list[str]) -> tuple[int, ...]:
    """The cards a sentence names (by their marks), but for those named only in a way out the
    asker offers (`_WAY_OUT`, skipped): they act only after the moment told, if ever."""
    offered = {n for asked in skipped if offers_a_way_out(asked) for n in marks_in(asked)}
    if not offered:
        return marks_in(raw)
    kept = set(marks_in(_WAY_OUT.sub(" ", raw)))
    return tuple(n for n in marks_in(raw) if n in kept or n not in offered)


def compares_ways(sentence: str) -> bool:
    """Whether a question asks which of two ways of losing comes first ("would you die first
    by decking or life loss"): the moment it asks about must tell one of them."""
    return _WAYS_COMPARED.search(sentence) is not None and is_question(sentence)


# "would I lose then, or play until damage is done to me?": the game going on offered as the
# other side of the outcome asked, with the asker's guess of when it would stop: the guess is
# no fact of the moment (the ruling says whether the game goes on).
_GOES_ON_UNTIL = re.compile(
    rf"(?<![\w'])(?P<on>{one_of(WORDS.going_on)})\s++{one_of(WORDS.until_words)}(?![\w'])"
    rf"[^?.!\d{MARK}]*+(?=[?.!]|$)",
    re.IGNORECASE,
)
# "would he lose the game at that point, or on his turn?": the moment told, asked of (the
# ruling says what happens then), and a later moment offered beside it, when the asker guesses
# the outcome may come instead (the ruling's why says what would end the game later).
_AT_THE_MOMENT = re.compile(
    rf"(?<![\w']){one_of(WORDS.at_the_moment)}(?:\s*+,?\s*+or\s++(?:on|at|during|in)\s++"
    rf"(?:my|his|her|their|your|the)\s++(?:{one_of(WORDS.later_moments)}))?(?![\w'])",
    re.IGNORECASE,
)
_GOING_ON_FIRST = frozenset(phrase.split()[0] for phrase in WORDS.going_on)


def is_question(sentence: str) -> bool:
    """A question that asks about the outcome and says nothing of the moment: made only of
    question words, players named by role and punctuation ("does this count as a draw or
    does player 1 win", "is it a draw", "do I still win", "or do I keep playing"), and which
    of two ways of losing comes first ("would I die first by decking or life loss")."""
    sentence = _GOES_ON_UNTIL.sub(r"\g<on>", _WAYS_COMPARED.sub(" ", sentence))
    sentence = _AT_THE_MOMENT.sub(" immediately ", sentence)
    out = _WAY_OUT.sub(" ", _ONE_WAY.sub(r"\g<lose>", sentence))
    tokens = [t.lower() for t in QUESTION_TOKEN.findall(out)]
    words = [t for t in tokens if t[0].isalnum()]
    if not words:  # a way out alone: the other side of a question cut off before it
        return out != sentence
    # "or play until damage is done to me": the other side of a question cut off before it
    alternative = words[0] == "or" and len(words) > 1 and words[1] in _GOING_ON_FIRST
    if words[0] not in _QUESTION_START and not alternative:
        return False
    previous = ""
    for word in words:
        if word not in QUESTION_WORDS and not (previous == "player" and len(word) <= 2):
            return False
        previous = word
    return True


# a question from a sentence's start (searched from every character, a long text without one
# would be read again from each)
_ASKED = re.compile(r"(?:^|(?<=[.!?\n]))[^.!?\n]*+\?")
_ASKER = re.compile(r"(?<![\w'])(?:i|me|i'm|im)(?![\w'])", re.IGNORECASE)


def asks_of_the_asker(text: str, asker: re.Pattern[str] = _ASKER) -> bool:
    """Whether a question of `text` asks only of the asker's outcome ("Do I win?", "Did I
    lose?", "Am I dead?"): the asker is then one of the game's players."""
    return any(
        outcome_only(part) and asker.search(part) and _OUTCOME.search(part)
        for asked in _ASKED.finditer(text)
        for part in _PARTS.split(asked[0])
    )


# The outcome asked beside the moment it is asked of ("Do I win if Bob concedes?", "If Bob
# concedes, do I win?"): each side of the comma or the "if" is looked at alone.
_PARTS = re.compile(r",|(?<![\w'])(?:if|when|whenever|after|once)(?![\w'])", re.IGNORECASE)


# The asker's side asked of ("Do we win?"): the asker plays, with others beside them.
US = re.compile(r"(?<![\w'])(?:we|us)(?![\w'])", re.IGNORECASE)


# The outcome itself, asked of ("Am I the only one that notices this?" asks none).
_OUTCOME = re.compile(rf"(?<![\w']){one_of(WORDS.outcome_asked_of)}(?![\w'])", re.IGNORECASE)


# "If he has two life and I deal him 10 damage, does his life reduce to -8 meaning he has to
# sacrifice four lands to his Zuran Orb, or does he go to 0?", "would I be at -3 or at 0?": the
# total the moment leaves a player at, asked (the asker's guesses of it, each maybe with what
# the asker reasons the player then has to do); the ruling works the totals out and shows
# them, so the question is skipped and shown. Only a whole question, each side a player (or
# their life) and a total. The reasoning after "meaning" is only what a player has to do then,
# at most paid to a card Arbiter does not know ("to his Zuran Orb": an ability activated once
# the total is reached comes too late, as a player at 0 or less life loses before anyone can
# act, MTG CR 704.3, 117.5); never a card Arbiter knows (what it does is read, not dropped).
_AMOUNT = rf"(?:{NUMBER}|negative|minus\s++\d++)(?:\s++life)?"
_LIFE_OF = rf"(?:{OWNER})\s++life(?:\s++total)?"
_ONE_TOTAL = (
    rf"(?:{one_of(WORDS.total_asks)}\s++(?:{_LIFE_OF}|{SUBJECT})\s++"
    rf"(?:{one_of(WORDS.total_reached)}|at|left\s++at|on)"
    # "would that put him at 0", "does it bring me to -3"
    rf"|{one_of(WORDS.total_asks)}\s++(?:that|this|it)\s++{one_of(WORDS.total_put)}\s++"
    rf"(?:{SUBJECT})\s++(?:at|to|down\s++to|on)"
    # "what would his life total be, 0 or -3"
    rf"|what\s++{one_of(WORDS.total_asks)}\s++{_LIFE_OF}\s++be(?:\s++then)?\s*+[,:]?)"
    rf"\s++{_AMOUNT}"
    rf"(?:\s*+,?\s*+{one_of(WORDS.total_meaning)}\s++(?:{SUBJECT})\s++"
    rf"{one_of(WORDS.total_must)}\s++[^,?.!\n{MARK}]*+(?:{MARK}\d++)?)?"
)
# "... to his Zuran Orb": the card an act is paid to, last in the reasoning
_PAID_TO = re.compile(rf"\b(?:to|into)\s++(?:(?:{OWNER})\s++)?{MARK}\d++$", re.IGNORECASE)
_TOTAL_ASKED = re.compile(
    rf"(?:(?:^|(?<=[.!?\n]))\s*+|\s*+[,:]\s*+)(?P<asked>{_ONE_TOTAL}"
    rf"(?:\s*+,?\s*+or\s++(?:{_ONE_TOTAL}|(?:(?:just|only|still)\s++)?(?:(?:at|to)\s++)?{_AMOUNT}))*+)"
    r"\s*+\?",
    re.IGNORECASE,
)


def totals_asked(text: str, known: frozenset[int]) -> tuple[str, list[str]]:
    """The text without each question of the total a moment leaves a player at (see above),
    its sentence ended where the question was, and the questions taken out (to be shown as
    skipped). `known`: the marks of the cards Arbiter knows (a question naming one stays)."""
    skipped: list[str] = []

    def asked(match: re.Match[str]) -> str:
        sides = re.split(r"\s*+,?\s*+\bor\s++", match["asked"], flags=re.IGNORECASE)
        if any(
            number in known or (MARK in side and not _PAID_TO.search(side))
            for side in sides
            for number in marks_in(side)
        ):
            return match[0]
        skipped.append(match["asked"])
        return "?" if match[0].lstrip()[:1] in ",:" else ""

    return _TOTAL_ASKED.sub(asked, text), skipped


# "Why didn't I lose?", "how come he is still alive?", "how am I still in the game?": the
# question takes as said that its player is still in the game; read as that claim
_NOT = one_of(WORDS.not_lost_negations)
_LOST = rf"{one_of(WORDS.lost_or_died)}(?:\s++{one_of(WORDS.not_lost_yet)})?"
_STILL = one_of(WORDS.still_in)
_VERB = one_of(WORDS.still_out_verbs)
_WON = rf"{one_of(WORDS.won_verbs)}(?:\s++{one_of(WORDS.not_lost_yet)})?"
# the other of two said of the winner ("my opponents", any subject); "did I not", "has he not"
_WINNER = rf"(?:{one_of(tuple(said for said, _ in WORDS.others_of_two))}|{SUBJECT})"
_NOT_AFTER = one_of(WORDS.not_after)
_DID = one_of(WORDS.did_asks)
_WHY_NOT_OUT = re.compile(
    rf"(?:^|(?<=[,;]))\s*+{one_of(WORDS.why_asks)}\s++(?:{_NOT}\s++(?P<a>{SUBJECT})\s++{_LOST}"
    rf"|(?P<b>{SUBJECT})\s++{_NOT}\s++{_LOST}"
    rf"|{_DID}\s++(?P<g>{SUBJECT})\s++{_NOT_AFTER}\s++{_LOST}"
    rf"|{_NOT}\s++(?P<e>{_WINNER})\s++{_WON}|(?P<f>{_WINNER})\s++{_NOT}\s++{_WON}"
    rf"|{_DID}\s++(?P<h>{_WINNER})\s++{_NOT_AFTER}\s++{_WON}"
    rf"|{_VERB}\s++(?P<c>{SUBJECT})\s++{_STILL}"
    rf"|(?P<d>{SUBJECT})\s++{_VERB}\s++{_STILL})\s*+[?!.]*+\s*+$",
    re.IGNORECASE,
)


def why_not_out(sentence: str) -> str:
    """A question that takes as said that a player has not lost ("Why didn't I lose?"): the
    claim itself ("I didn't lose"; "why didn't my opponent win?": "I didn't lose", of the
    other of two, a claim no weaker: where it fails, refused), which the judge checks as it
    checks one told (a player the
    rules put out refused, what keeps them in asked: 704.5a, Platinum Angel); any other
    sentence as it is. Never skipped as a question of the outcome: the asker says a fact."""
    asked = _WHY_NOT_OUT.search(sentence)
    if asked is None:
        return sentence
    who = next(said for said in asked.group(*"abcdefgh") if said)
    if asked["e"] or asked["f"] or asked["h"]:  # "why didn't my opponent win?": I didn't lose
        other = dict(WORDS.others_of_two).get(" ".join(who.lower().split()), "")
        if not other:  # another name: a question no reader reads (refused)
            said = f"{WORDS.not_lost_negations[0]} {who} {WORDS.won_verbs[0]}"
            return f"{sentence[: asked.start()]} {said}".strip()
        who = other
    said = f"{who} {WORDS.not_lost_negations[0]} {WORDS.not_lost_verbs[0]}"
    return f"{sentence[: asked.start()]} {said}".strip()
