"""Card text quoted beside a card's name (language.py): "Essence Warden (Whenever another
creature enters, you gain 1 life.)", "Platinum Angel, which reads "You can't lose the game
..."". Text that describes a card is no event of the game: where Arbiter knows the card, the
card is read from its catalogue and the quoted text is skipped and shown; where it does not,
the text stays, to be read or refused and named (never taken as something that happened).

Only text that reads as a card's rules text is taken: in parentheses or quotes right after the
card's name (or after "which reads"), starting with words rules text starts with ("Whenever",
"At the beginning", "You can't", "Flying") and never speaking as a person does ("I", "my",
"he"). A parenthesis that says something else ("Platinum Angel (I also have two creatures)",
"(it entered when I was at 3)") stays, to be read or refused (`asides_read`: one that goes on
with its sentence, "(with a creature of each color)", is read as its words). The text a card
has when a mode is chosen, written out after a colon ("Mirrodin Besieged, having selected
Phyrexian: At the beginning ..."), is taken sentence by sentence as text after "which reads:"
is, and only where Arbiter knows the card in that mode.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.cards import Kind
from bot.core.rulings.chat_words import WORDS, one_of, taken_out
from bot.core.rulings.words import MARK, NAME, ROLE, Entity, SituationError, quoted

_QUOTED = re.compile(
    rf"(?P<card>{MARK}(?P<n>\d++))(?:\s*+,?\s*+{one_of(WORDS.says_words)})?\s*+[,:]?\s*+"
    r"(?:\(\s*+\"?(?P<paren>[^()\n]{1,400}+)\"?\s*+\)|\"(?P<quote>[^\"\n]{1,400}+)\")",
    re.IGNORECASE,
)


_NEXT_SENTENCE = re.compile(r"\s++(?![,;:)]|and\b|or\b|but\b)\S", re.IGNORECASE)


_RULES_TEXT = re.compile(
    rf"[\s\"']*+{one_of(WORDS.rules_text_starts)}(?![\w'])|[\s\"']*+{{", re.IGNORECASE
)


_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?", re.IGNORECASE)
# "Each player discards his or her hand" (`card_text_players`): a player as older card text
# names one, never a person speaking
_CARD_TEXT_PLAYER = re.compile(
    rf"(?<![\w']){one_of(WORDS.card_text_players)}(?![\w'])", re.IGNORECASE
)


def reads_as_rules_text(text: str) -> bool:
    """Whether `text` reads as a card's rules text: it starts as rules text does and never
    speaks as a person does ("I", "my", "he": the asker's own words about the game)."""
    words = (word.lower() for word in _WORD.findall(_CARD_TEXT_PLAYER.sub(" ", text)))
    return _RULES_TEXT.match(text) is not None and not any(
        word in WORDS.not_card_text for word in words
    )


# "Essence Warden, which reads: Whenever another creature enters, you gain 1 life. I am at 0
# life": a card's text written out after "which reads:", sentence by sentence, up to the first
# sentence that is not a card's text (one that speaks as a person does, or starts as rules text
# never does). A bare colon after a card's name is the language's own ("Rakdos Charm: you lose
# 3 life": what the card did), never its text.
# "Mirrodin Besieged, having selected Phyrexian: At the beginning ...": the text of the mode
# chosen, taken only where the card as Arbiter knows it is that mode's ("in its Phyrexian
# mode"); another mode's text stays, to be refused and named.
# "Platinum Angel ... You can't lose the game and ...": the card's text after an ellipsis, as
# after "which reads:" (the card's name, then what it reads, its cost and type left out).
_COLON = re.compile(
    rf"(?P<card>{MARK}(?P<n>\d++))(?:\s*+,?\s*+(?:{one_of(WORDS.says_words)}|"
    rf"{one_of(WORDS.mode_chosen)}\s++(?:the\s++)?(?:{MARK}(?P<m>\d++)|(?P<mode>[\w'-]++))(?:\s++mode)?)\s*+:"
    r"|\s*+(?:\.\.\.|\u2026))\s*+",
    re.IGNORECASE,
)


def _mode_known(card: str, mode: str) -> bool:
    """Whether the card's wording as Arbiter knows it is that of the mode chosen."""
    return re.search(rf"\bin its {re.escape(mode)} mode\b", card, re.IGNORECASE) is not None


_SENTENCE = re.compile(r"[^.!?\n]++[.!?]*+\s*+")


_THEN = re.compile(rf"\s*+{one_of(WORDS.then_words)}\b", re.IGNORECASE)


def _after_colon(text: str, entities: tuple[Entity, ...], skipped: list[str]) -> str:
    """`text` with a known card's text written out after a colon taken out."""
    for match in _COLON.finditer(text):
        number = int(match["n"])
        card = entities[number].card if number < len(entities) else None
        mode = match["mode"] or (entities[int(match["m"])].written if match["m"] else "")
        if card is None or (mode and not _mode_known(card.wording, mode)):
            continue
        end = match.end()
        while (sentence := _SENTENCE.match(text, end)) is not None:
            said = sentence[0]
            first = end == match.end()
            if not (
                reads_as_rules_text(said)
                or (
                    not first
                    and _THEN.match(said)
                    and reads_as_rules_text(_THEN.sub("", said, count=1))
                )
            ):
                break
            end = sentence.end()
        if end > match.end():
            skipped.append(text[match.end() : end].strip())
            return _after_colon(
                f"{text[: match.start()]}{match['card']}. {text[end:]}", entities, skipped
            )
    return text


# "I control an Alms Collector. An effect causes my opponent to draw two cards. Alms Collector
# changes that to each of us drawing a card.": the asker telling what a replacement of a card
# named before did to what was just told. Where Arbiter knows the card and its replacement, the
# card is read from its catalogue (what it replaces happens as its data says) and the sentence
# is skipped and shown; a card it does not know, or one it knows with no replacement, keeps it.
_REPLACEMENT_TOLD = re.compile(
    rf"(?:^|(?<=[.!?]))\s*+(?P<card>{MARK}(?P<n>\d++))\s++{one_of(WORDS.replacement_told)}"
    r"(?![\w'])[^.!?\n]*+[.!?]*+",
    re.IGNORECASE,
)


_REPLACEMENTS = frozenset(
    {Kind.SHARES_DRAW, Kind.REPLACES_DRAW, Kind.CHANGES_STATE_LOSS, Kind.REPLACES_LOSS}
)


def _replacement_told(text: str, entities: tuple[Entity, ...], skipped: list[str]) -> str:
    """`text` without the sentences that tell what a known card's replacement did."""

    def taken(match: re.Match[str]) -> str:
        number = int(match["n"])
        card = entities[number].card if number < len(entities) else None
        before = {
            entities[int(n)].name for n in re.findall(rf"{MARK}(\d++)", text[: match.start()])
        }
        if card is None or card.name not in before:
            return match[0]
        if not any(effect.kind in _REPLACEMENTS for effect in card.effects):
            return match[0]
        skipped.append(match[0].strip())
        return " "

    return _REPLACEMENT_TOLD.sub(taken, text)


def without_card_text(text: str, entities: tuple[Entity, ...]) -> tuple[str, list[str]]:
    """The text without the card text quoted beside each card Arbiter knows, and what was
    taken out (to be shown as skipped)."""
    skipped: list[str] = []
    if MARK not in text:
        return text, skipped

    def taken(match: re.Match[str]) -> str:
        said = match["paren"] or match["quote"] or ""
        number = int(match["n"])
        known = number < len(entities) and entities[number].card is not None
        if not known or not reads_as_rules_text(said):
            return match[0]
        skipped.append(said.strip(" \"'"))
        ends = match["quote"] and said.rstrip().endswith((".", "!", "?"))
        if ends and _NEXT_SENTENCE.match(text, match.end()):
            return f"{match['card']}."  # the quote's full stop ended the sentence too
        return match["card"]

    text = _after_colon(_QUOTED.sub(taken, text), entities, skipped)
    return _replacement_told(text, entities, skipped), skipped


# "he casts Coalition Victory (with a creature and a land of each color) and ...", "I am at 3
# life (and he is at 5)": a parenthesis inside a sentence that goes on with it (it starts with
# a word that continues a clause: `aside_continues`) is read as its words, as if written without
# the brackets. Any other parenthesis ("(I don't own four Cities)", "(or less)", "(such as a
# player)") or one that asks a question stays, to be read or refused and named; a card's text
# quoted beside its name is taken out before (`without_card_text`).
_ASIDE = re.compile(
    rf"\s*+\(\s*+(?P<words>{one_of(WORDS.aside_continues)}\s++[^()\n?]{{1,160}}+)\)",
    re.IGNORECASE,
)


def asides_read(text: str) -> str:
    """The text with each parenthesis that goes on with its sentence read as its words."""
    return _ASIDE.sub(lambda match: f" {match['words'].rstrip()}", text)


# A tournament's sudden death (MTG MTR 2.4) told by the rule itself, paraphrased ("when time
# has been called on a game during single-elimination rounds ... if a player does not have the
# highest life total, they lose the game"), or said to apply ("what's called the "sudden
# death" rule is invoked"): the game is in sudden death. Only the rule told whole (time called
# in a single-elimination match, and the player behind on life losing), in one run of text with
# no question in it; a rule told of any match ("A timed single-elimination match ... is not
# allowed to end in a draw") says nothing of this game and is skipped and shown.
_GAP = r"[^?\n]{0,240}?"
_RULE_TOLD = re.compile(
    rf"\b(?:when|once|if|after)\s++{one_of(WORDS.time_called)}{_GAP}"
    rf"\b{one_of(WORDS.elimination)}\b{_GAP}"
    rf"\b(?:a|any|each|every|the)\s++player\s++(?:(?:who|that)\s++)?{one_of(WORDS.behind_loses)}"
    rf"\s*+,?\s*+(?:(?:they|he|she|that\s++player)\s++)?(?:loses|lose)(?:\s++the\s++game)?\b",
    re.IGNORECASE,
)
_RULE_INVOKED = re.compile(
    r"\b(?:what(?:'s|\s++is)\s++called\s++|(?:the\s++)?so-called\s++)?(?:the\s++)?"
    rf"[\"']?sudden\s++death[\"']?\s++rule\s++{one_of(WORDS.rule_invoked)}\b",
    re.IGNORECASE,
)
_ANY_MATCH = re.compile(
    rf"(?:^|(?<=[.!?\n]))\s*+(?:a|an|any)\s++(?:timed\s++)?{one_of(WORDS.elimination)}\s++"
    rf"(?:match|matches|round|game)\b[^.?!\n]{{0,160}}?\s++{one_of(WORDS.no_draw_allowed)}"
    r"\s++(?:in|with)\s++a\s++draw\s*+[.!]",
    re.IGNORECASE,
)


def sudden_death_told(text: str) -> tuple[str, list[str]]:
    """The text with the sudden-death rule told or said to apply read as "the game is in
    sudden death", and a rule told of any match taken out (see above); what was taken out."""
    skipped: list[str] = []

    def told(match: re.Match[str]) -> str:
        skipped.append(" ".join(match[0].split()))
        return "the game is in sudden death"

    def any_match(match: re.Match[str]) -> str:
        skipped.append(" ".join(match[0].split()).rstrip(".!"))
        return " "

    text = _ANY_MATCH.sub(any_match, text)
    text = _RULE_TOLD.sub(told, text)
    return _RULE_INVOKED.sub(told, text), skipped


# 'Adam says to Nicole, "If you show me a counter spell, I'll concede."', 'Nicole says, "No,
# you have to concede now, I showed you my counter spell! Judge!"': a player's words quoted
# that concede nothing. A player concedes by conceding (MTG CR 104.3a), never by promising to
# on a condition, and never because another player says they must; a question, "OK", a call
# for a judge and a reveal said again end nothing either. Such words are skipped and shown.
# Words that concede ('"I concede"', '"If you have it, I concede."', said in the present),
# hold a number or a card, or say anything else ('"I attack with everything"') stay, to be
# read or refused. Only words quoted whole after the speaker and a verb of saying, ending a
# sentence; a lead before the speaker ("In his main phase") stays as a sentence of its own.
_SPEAKER = rf"(?:(?:my|the|your)\s++opponent|{ROLE}|he|she|they|i|{NAME})"
_SPEECH = re.compile(
    rf"(?P<speech>(?<![\w'{MARK}])(?P<who>{_SPEAKER})\s++{one_of(WORDS.speech_verbs)}"
    rf"(?:\s++(?:to\s++)?(?P<to>{_SPEAKER}|him|her|them|me))?\s*+[,:]?\s*+"
    r"\"(?P<quote>[^\"\n]{1,300}+)\")(?P<end>\s*+[.!?]?)(?=\s*+(?:$|[A-Z\"\[]))",
    re.IGNORECASE,
)
_NOT_SPEAKERS = frozenset(("it", "this", "that", "which", "card", "rule", "text", "effect"))
_QUOTED_SENTENCE = re.compile(r"[^.!?]++[.!?]*+")
_CONCEDE = one_of(WORDS.concedes)
_PROMISED = re.compile(
    rf"^if\b[^,]{{1,120}}+,?\s*+{one_of(WORDS.concession_promised)}\s++{_CONCEDE}"
    r"(?:\s++the\s++(?:game|match))?\s*+[.!]*+$",
    re.IGNORECASE,
)
_FILLER = one_of(WORDS.speech_fillers)
_QUOTED_PART = re.compile(
    rf"^(?:{_FILLER}\s++)*+(?:{_FILLER}"
    rf"|(?:{one_of(WORDS.concession_demanded)}\s++)?{_CONCEDE}(?:\s++(?:now|already))?"
    rf"|{one_of(WORDS.reveal_restated)}\b[^\d{MARK}]{{0,60}}+)$",
    re.IGNORECASE,
)


def _concedes_nothing(quote: str) -> bool:
    """Whether a player's words quoted do nothing in the game (see above)."""
    if MARK in quote or re.search(r"\d", quote):
        return False
    for said in _QUOTED_SENTENCE.findall(quote):
        said = said.strip()
        if _PROMISED.match(said):
            continue
        if said.endswith("?") and re.search(rf"\b{_CONCEDE}\b", said, re.IGNORECASE) is None:
            continue  # a question asks; it does nothing
        parts = (part.strip(" .!") for part in re.split(r"[,;]", said))
        if not all(_QUOTED_PART.match(part) for part in parts if part):
            return False
    return True


def players_words(text: str) -> tuple[str, list[str]]:
    """The text without a player's words quoted that concede nothing (see above), and those
    words (to be shown as skipped)."""
    skipped: list[str] = []

    def taken(match: re.Match[str]) -> str:
        if match["who"].lower() in _NOT_SPEAKERS or not _concedes_nothing(match["quote"]):
            return match[0]
        skipped.append(match["speech"].strip())
        return f". {_still_playing(match['who'], match['to'])}"

    return _SPEECH.sub(taken, text), skipped


_PRONOUNS = frozenset(("he", "she", "they", "him", "her", "them"))


def _still_playing(*said: str | None) -> str:
    """The players who spoke and were spoken to, still named as the game's ("Adam is still in
    the game."): they are in it as they speak; a pronoun names no one new."""
    named = []
    for who in said:
        if who is None or who.lower() in _PRONOUNS:
            continue
        be = "am" if who.lower() in ("i", "me") else "is"
        named.append(f"{'I' if be == 'am' else who} {be} still in the game")
    return f"{' and '.join(named)}. " if named else ""


# 'My card says "you win the game".', 'The card says "you can't lose the game"': a card's text
# quoted is what the card reads, evidence of which card it is, never an event of the game (the
# card may still be in a hand, or not yet cast): refused, asking to name the card and say what
# it did. Only text in quotation marks after a card not named ("the card", "my card", "it",
# "the text"); the language's own "an effect says alice wins", "a card says alice loses" (no
# quotation marks) is what an effect did, as before.
_CARD_TEXT_SAID = re.compile(
    r"(?:^|(?<=[.!?\n]))\s*+(?P<said>(?:(?:the|my|his|her|their|your|this|that|a|one)\s++)?"
    rf"{one_of(WORDS.card_text_sources)}\s++{one_of(WORDS.card_text_verbs)}\s*+(?:that\s++)?"
    r"[,:]?\s*+\"[^\"\n]{1,300}+\"?)",
    re.IGNORECASE,
)


def card_text_refused(said: str) -> SituationError:
    """The refusal of a card's text said as if it were what happened (see above)."""
    return SituationError(
        Message(
            "{words} quotes what a card reads, not what happened in the game: name the card "
            "and say what it did, e.g. {cast} or {effect}.",
            words=quoted(said),
            cast='"I control Platinum Angel"',
            effect='"an effect says alice can\'t lose the game"',
        ),
        unread=said,
    )


# "The card says that I can't lose the game during that turn": a card not named, its text
# told in words, where the reading stops: the same refusal (sentence_refusals.unread_refusal).
CARD_TEXT_TOLD = re.compile(
    rf"^(?:(?:the|my|his|her|their|your|this|that)\s++){one_of(WORDS.card_text_sources)}\s++"
    rf"{one_of(WORDS.card_text_verbs)}\b",
    re.IGNORECASE,
)


def check_card_text_said(text: str) -> None:
    """Refuse (SituationError) a card's text quoted as if it were what happened (see above)."""
    found = _CARD_TEXT_SAID.search(text)
    if found is not None:
        raise card_text_refused(found["said"].strip())


# 'In a multiplayer game, "you win the game" is resolved as if it were "each opponent loses the
# game".': how a rule reads one wording as another, told of any game (as the asker heard it, to
# be confirmed or denied): no fact of this one; skipped and shown. Only the two wordings in
# quotation marks, no card, and a game said of at the most before them.
_WORDING_READ_AS = re.compile(
    r"(?:^|(?<=[.!?\n])|(?<=[.!?\n]\s))"
    r"(?P<said>(?:(?:in|for|under)\s++(?:a\s++|the\s++)?[\w -]{1,30}?"
    r"\s++games?\s*+,\s*+)?\"[^\"\n"
    + MARK
    + r"]{1,80}+\"\s++"
    + one_of(WORDS.wording_read_as)
    + r"\s++\"[^\"\n"
    + MARK
    + r"]{1,80}+\")\s*+[.!]",
    re.IGNORECASE,
)


def wording_read_as(text: str) -> tuple[str, list[str]]:
    """The text without a rule told of how one wording reads as another (see above), and it."""
    return taken_out(_WORDING_READ_AS, text, " ")
