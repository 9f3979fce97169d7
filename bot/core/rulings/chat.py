"""Chat as people write it, read into the situation language's terms before the grammar
(shared/spec/rulings.md, revision 3, "Reading chat" and "Cards").

Every word matched here is in the reader's one table of words, `lexicon.ENGLISH` (issue #34);
docs/situation-language.md, "The reader's words", lists what each does. Three things happen
here, each in one pass over the text (time proportional to its length):

- **Cards are marked** (`mark_cards`): every card named in the text, one Arbiter knows
  (bot.core.rulings.cards, fuzzy, any case) or a capitalised name where a card stands ("I
  control Soul Warden", "my Omnath, Locus of Rage triggers", "from Fateful Showdown"), is
  replaced by `§` and its number, so that a name is one token for the grammar whatever its
  words and commas. A capitalised name is a card only where the words around it make it one:
  after "controls", "cast", "activate", "use", "thanks to" or a possessive ("my", "bob's"), in
  [[brackets]], or, for a name of two words or more, before "triggers", "'s trigger",
  "resolves", "dies", "leaves", "enters", "says", "deals" or a colon. A card's name never
  becomes a player. A card named again where it leaves ("it dies", "my angel dies") is the
  one card named before that fits (`_referred`).
- **Framing is skipped** (`unframe`): the words around a situation that change nothing ("so",
  "according to the comp rules", "for example", "who wins if", "my question is"), questions
  made only of question words ("is it a draw?", "does he lose?"), what a person thinks of the
  outcome ("I think I won but he says it was a draw"), and the game or variant said in passing
  ("we were playing commander and", "in a 4 person edh game"), which is read as the game. A
  whole sentence is framing when it says nothing of the game (`says_nothing_of_the_game`:
  "From what I can tell", "Thanks in advance"): every word a function word or a word of talk
  (closed lists), and no game term, number, card, role or other name. What was skipped is
  kept, to be shown under "understood". Nothing that may change the outcome is skipped: a
  sentence with a word outside those lists ("I give up", "I'm out", "bob flibbers", "my
  opponent has a skyshroud behemoth"), or what a person thinks of a fact of the moment or of
  the order of things ("I think he was at 2 life", "I believe I had Platinum Angel", "I think
  I was first"), is read or refused and named. A game said to be multiplayer without its
  number of players (`GameSaid.several`) is answered only once its players are said, since a
  player not named may still be in the game; the players said to be left ("we are the two
  last players") are the game's players. A title line that says nothing of the game ("Review
  response — ...") and a question around the moment it asks about ("Does he lose if ...?",
  "..., or is it a draw?") are skipped too, and so are the asker's guess of the outcome asked
  or concluded ("he lost?", "... so he lost"), when or how left vague ("at some point"), what
  the asker read of a card or thinks of whether it was cast, and a question of the life
  gained ("when do I get the life gain?"); a few words an editor put in [brackets] are read
  as themselves. A few forms of chat are put in the language's terms: "I hit him for 6", an
  attack "for 6 unblocked" or "directly for 6", "at exactly 50 life", "my deck runs out", "I
  use some form of card draw", "I control both X and Y".
- **Questions about a rule** (`asks_about_a_rule`): "how many cards do we draw?" reads as no
  situation; the answer goes to the rules index instead. A moment asked about ("what happens
  if I ...", "When I shock him, does he lose?") is no question about a rule: the words it
  could not read are named.

Here: framing skipped, in its order (`unframe`); what framing looks like (the words a sentence
opens or closes with, a title line, a sentence that says nothing of the game) is
chat_framing.py's. Cards are marked in card_marks.py, the game said in passing is read in
game_in_passing.py, board states told in prose in prose_boards.py; the
question asked around a moment is taken off in moment_questions.py, a question of the outcome
only told in outcome_questions.py, what the asker thinks, believes or reasons in
asker_thoughts.py, and the forms of chat put in the language's terms in chat_forms.py; the
words they share are chat_words.py's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.core.rulings.alternatives_asked import another_guess, outcome_then_guesses
from bot.core.rulings.arrivals import outcome_asked, told_as_play
from bot.core.rulings.asker_thoughts import (
    check_card_said,
    is_cast_thought,
    is_claimed_outcome,
    is_confusion,
    is_opinion,
    is_read_about,
    is_reasoning,
    is_rule_belief,
    is_rule_stated,
    is_rules_reasoning,
)
from bot.core.rulings.cast_draws import count_before_cast
from bot.core.rulings.chat_asides import without_asides
from bot.core.rulings.chat_forms import (
    A_SPELL_THAT,
    BOTH_AFTER_VERB,
    CARDS_BOTH,
    DEAD_AT,
    DEAL_TO,
    DIRECTLY,
    DRAW_IN_STEP,
    DRAW_STEP_ASKED,
    DRAW_STEP_REACHED,
    DRAW_STEP_THEN_ASKED,
    EXACTLY,
    FACE,
    FINISHED_OFF,
    HIT,
    LAST_LIFE,
    LETHAL_BESIDE_GAIN,
    LIBRARY_GONE,
    LIBRARY_NONE,
    LIFE_ELIDED,
    NOW_AFTER_TOTAL,
    PING,
    RUNS_OUT,
    SWING,
    TOTAL_ELIDED,
    UNBLOCKED,
    UNNAMED_DRAW,
    VAGUE_TIME,
    WERE_TO,
    WHILE_AT,
    a_spell_that,
    attack,
    board_first,
    both_first,
    combat_damage,
    directly,
    face,
    finished_off,
    last_life_lost,
    lethal_beside_gain,
    library_gone,
    ping,
    step_draw,
    total_elided,
    unnamed_draw,
)
from bot.core.rulings.chat_framing import (
    CAUSE_LEAD,
    EDGE_BRACKETS,
    GAME_LEAD,
    GAME_TAIL,
    LEAD,
    LEFT_LEAD,
    PLAYERS_LISTED,
    STEP_ASKED,
    says_nothing_of_the_game,
    untitled,
)
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.echoed_acts import echoed_acts
from bot.core.rulings.examples_held import examples_held
from bot.core.rulings.game_assessments import without_views
from bot.core.rulings.game_in_passing import PLACE_PLAYED, without_place
from bot.core.rulings.gated import Gated
from bot.core.rulings.hypothetical_players import (
    concession_timed,
    state_asked,
    state_inline,
)
from bot.core.rulings.kept_permanents import not_removed
from bot.core.rulings.moment_questions import (
    CAN_I,
    IT,
    asked_of_told,
    can_i,
    kept_below_zero,
    outcome_by_doing,
    without_the_question,
)
from bot.core.rulings.needs_met import told_held
from bot.core.rulings.nothing_guessed import guessed_nothing, without_guess_first
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.outcome_questions import (
    asks_of_the_gain,
    guessed_after,
    guessed_after_concession,
    is_question,
    names_the_asker,
    outcome_only,
    says_an_outcome,
    why_not_out,
)
from bot.core.rulings.poison_beside_life import poison_beside_life
from bot.core.rulings.prose_boards import board_told, plays_a_deck
from bot.core.rulings.response_loops import responses_looped
from bot.core.rulings.timing_beliefs import is_timing_belief
from bot.core.rulings.vanished_shown import persons_resolving, vanished_shown
from bot.core.rulings.words import MARK, SUBJECT

# "... [you] blocked one of the 3/3s[: do you lose?]": a few words put in brackets inside a
# sentence, as a quotation's editor fills in what was left out: read as the words themselves.
# A bracket at a sentence's start (a title, a question of its own) or a card's [[brackets]]
# stay as they are.
_INSERTED = re.compile(
    r"(?:(?<=[\w,])|(?<=\.\.\.\s)|(?<=[\w,]\s))\[(?!\[)([^\[\]\n]{1,40}+)\](?!\])"
)


def without_insertions(text: str) -> str:
    """The text with each editor's insertion in brackets read as its words (see above)."""
    return _INSERTED.sub(lambda m: m[1], text)


# "my creatures deal a total of five damage to me": five damage.
_A_TOTAL_OF = re.compile(rf"\b{one_of(WORDS.a_total_of)}\s++(?=(?:{NUMBER})\s)", re.IGNORECASE)


# "if your opponent has something like Platinum Angel or Phyrexian Unlife, or some other way to
# avoid losing for having 0 or less life": the kind the examples are of, as the asker says it
# ("has a way to avoid losing ..."); the examples are skipped and shown.
_SOMETHING_LIKE = re.compile(
    rf"\b(?P<like>{one_of(WORDS.something_like)}\s++[^,]+?),?\s++{one_of(WORDS.alternatives)}"
    rf"\s++{one_of(WORDS.other_way)}\s++{one_of(WORDS.infinitive_to)}\b",
    re.IGNORECASE,
)


def _the_kind(match: re.Match[str], skipped: list[str]) -> str:
    skipped.append(match["like"])
    return "a way to"


# "[What if the opponent can't lose?]": an effect supposed, of a card not named ("an effect says
# the opponent can't lose the game").
_CANT_LOSE_SUPPOSED = re.compile(
    rf"^(?P<who>{SUBJECT})\s++{one_of(WORDS.cannot)}\s++{one_of(WORDS.lose_said)}"
    rf"(?:\s++{one_of(WORDS.the_game)})?$",
    re.IGNORECASE,
)


# "gain 7 extra life": 7 life.
_EXTRA = Gated(
    re.compile(
        rf"\b(?P<n>{NUMBER})\s++{one_of(WORDS.extra)}\s++(?={one_of(WORDS.extra_units)}\b)",
        re.IGNORECASE,
    ),
    needs=one_of(WORDS.extra),
)


# "If you try to Twincast or Reverberate, all you'll do is gain 7 extra life": the asker says
# what happens is all the act does, as the outcome of a card Arbiter does not know is told in
# words: the moment is that ("you gain 7 life"), the act and "all you'll do is" skipped and
# shown. Never where the act names a card (what it does is read, not taken on trust).
_ALL_DONE = re.compile(
    rf"^(?:(?P<act>[^,]+?)\s*+,\s*+)?(?P<all>{one_of(WORDS.all_done)})\s++(?P<done>\S.*)$",
    re.IGNORECASE,
)


def _all_done(match: re.Match[str], skipped: list[str]) -> str:
    if match["act"] and MARK in match["act"]:
        return match[0]
    who = "I" if match["all"].lower().split()[1].startswith("i") else "you"
    skipped.extend(s for s in (match["act"], match["all"]) if s)
    return f"{who} {match['done']}"


# "I fire Aetherflux Reservoir at him", "I pay 50 life to fire it at my opponent": the card
# (marked) activated at the player (MTG CR 602.2).
_FIRE = re.compile(
    rf"\b(?P<verb>{one_of(WORDS.fire_verbs)})\s++"
    rf"(?=(?:{one_of(WORDS.cast_aim_owners)}\s++)?{MARK}\d)",
    re.IGNORECASE,
)


def _activated(match: re.Match[str]) -> str:
    verb = match["verb"].split()[0].lower()
    return {"fires": "activates", "fired": "activated"}.get(verb, "activate") + " "


# "I am at 50 life when I pay 50 life to ...": the total said first is the board before the
# event (as "... while at 50 life" is, `WHILE_AT`).
_AT_WHEN = re.compile(
    rf"^(?P<state>(?P<who>{SUBJECT})\s++{one_of(WORDS.state_be)}\s++"
    rf"{one_of(WORDS.run_on_total_leads)}\s++{NUMBER}(?:\s++{one_of(WORDS.life_word)})?),?\s++"
    rf"{one_of(WORDS.while_at)}\s++(?P<subject>{SUBJECT})(?P<event>\s++.+)$",
    re.IGNORECASE,
)


def _total_first(match: re.Match[str]) -> str:
    """ "bob is at 50 life when he pays 50 life": "he" is bob, as in `board_first`."""
    who, subject = match["who"], match["subject"]
    mine = who.lower() in WORDS.self_words
    if subject.lower() in WORDS.pronouns and not mine:
        subject = who
    return f"{match['state']} and {subject}{match['event']}"


@dataclass
class Unframed:
    """A sentence without its framing, and what was skipped (the game said in passing is
    read from the whole text, `game_said`)."""

    text: str
    skipped: list[str] = field(default_factory=list)
    # the asker's own guess after a concession supposed was skipped ("If alice concedes, I
    # draw?"): the asker plays (Situation.asker_asks)
    asker_guessed: bool = False
    # ... and that guess, where it is one player's draw (Situation.draw_guessed)
    draw_guessed: str | None = None


def unframe(
    sentence: str,
    *,
    after: str | None = None,
    named: frozenset[int] = frozenset(),
    names: Sequence[str] = (),
    keeps_others: frozenset[int] = frozenset(),
    keeps_at_zero: frozenset[int] = frozenset(),
    held: frozenset[int] = frozenset(),
) -> Unframed:
    """The sentence with the framing at its start taken off, or nothing left of it when the
    sentence is an opinion ("I think I won") or a question of question words only, or, `after`
    a moment supposed, the asker's guess of its outcome ("If he concedes then I win?").
    `named`: the marks of the cards told before; `names`: each mark's card name, so that a
    question of a card the moment names again ("..., will I die from the Bolt?") is taken off;
    `keeps_others`: see moment_questions.without_the_question; `keeps_at_zero` and `held`:
    see moment_questions.kept_below_zero."""
    asides: list[str] = []
    sentence = without_asides(EDGE_BRACKETS.sub("", sentence), asides)
    sentence = without_guess_first(sentence, asides)  # "This would probably do nothing but"
    sentence = without_views(sentence, asides)  # "I was at 4 life but winning"
    sentence = _drawn_alone(sentence, after)
    sentence = why_not_out(sentence)  # "Why didn't I lose?": the claim that I didn't
    found = Unframed(sentence, asides)
    guess = _guess_asked(sentence, after)
    if guess is not None:
        return Unframed("", [guess], _asker_guessed(after, guess), _draw_guessed(after, guess))
    supposed = SUPPOSED.match(sentence) is not None
    sentence, position = untitled(sentence, found.skipped)
    while position < len(sentence):
        listed = PLAYERS_LISTED.match(sentence, position)
        if listed is not None:  # "there are 3 players: me, alice and bob": a declaration
            sentence = (
                f"{sentence[: listed.start()]}{listed['n']} players:{sentence[listed.end() :]}"
            )
            break
        match = (
            GAME_LEAD.match(sentence, position)
            or LEFT_LEAD.match(sentence, position)
            or CAUSE_LEAD.match(sentence, position)
            or LEAD.match(sentence, position)
        )
        if match is None or match.end() == position:
            break
        skipped = match[0].strip(" ,:;-")
        if skipped:
            found.skipped.append(skipped)
        position = match.end()
    rest = sentence[position:].strip(" ,:;-")
    rest = persons_resolving(vanished_shown(rest, found.skipped), named)  # "as she resolved"
    rest = BOTH_AFTER_VERB.sub(both_first, rest)
    rest = CARDS_BOTH.sub(r"\g<verb> ", rest)
    rest = EXACTLY.sub("", rest)
    found.skipped.extend(vague[0].strip(" ,") for vague in VAGUE_TIME.finditer(rest))
    rest = VAGUE_TIME.sub("", rest)
    found.skipped.extend(place["place"].strip(" ,") for place in PLACE_PLAYED.finditer(rest))
    rest = without_place(rest)
    rest = _A_TOTAL_OF.sub("", rest)
    rest = _EXTRA.sub(r"\g<n> ", rest)
    rest = _SOMETHING_LIKE.sub(lambda match: _the_kind(match, found.skipped), rest)
    if supposed:
        rest = _CANT_LOSE_SUPPOSED.sub(r"an effect says \g<who> can't lose the game", rest)
    rest = _ALL_DONE.sub(lambda match: _all_done(match, found.skipped), rest)
    rest = WERE_TO.sub(r"\g<who> ", rest)
    rest = _FIRE.sub(_activated, rest)
    rest = _AT_WHEN.sub(_total_first, rest)
    rest = RUNS_OUT.sub(r"\g<library> is empty", rest)
    rest = LIBRARY_GONE.sub(lambda m: library_gone(m, names), LIBRARY_NONE.sub(library_gone, rest))
    rest = FACE.sub(face, rest)
    rest = not_removed(rest, found.skipped, names, named)
    rest = DRAW_STEP_ASKED.sub(step_draw, DRAW_STEP_THEN_ASKED.sub(step_draw, rest))
    rest = DRAW_STEP_REACHED.sub(step_draw, DRAW_IN_STEP.sub(r"\g<d>", rest))
    rest = LAST_LIFE.sub(last_life_lost, rest)
    rest = LIFE_ELIDED.sub(r"\g<first> life", rest)
    rest = poison_beside_life(rest)  # "I'm at 1 life and 9 poison counters"
    rest = TOTAL_ELIDED.sub(total_elided, rest)
    rest = DEAD_AT.sub(r"\g<be>", NOW_AFTER_TOTAL.sub(r"\g<total>\g<life>", rest))
    rest = UNNAMED_DRAW.sub(unnamed_draw, rest)
    rest = DIRECTLY.sub(directly, rest)
    rest = UNBLOCKED.sub(combat_damage, rest)
    rest = LETHAL_BESIDE_GAIN.sub(lethal_beside_gain, SWING.sub(attack, rest))
    rest = FINISHED_OFF.sub(finished_off, rest)  # "I finish him off": lethal damage
    rest = echoed_acts(HIT.sub(r"dealt \g<n>\g<more>\g<c> damage to \g<o>", PING.sub(ping, rest)))
    rest = DEAL_TO.sub(r"\g<verb> \g<n>\g<c> damage to \g<o>", rest)
    rest = A_SPELL_THAT.sub(a_spell_that, rest)  # "I cast a spell that deals ..."
    rest = board_told(count_before_cast(rest))
    rest = told_held(examples_held(rest))  # "I have a few tricks like Netherborn Altar"
    rest = CAN_I.sub(lambda match: can_i(match, found.skipped), rest)
    rest = responses_looped(told_as_play(rest), names)
    tail = GAME_TAIL.search(rest)
    if tail is not None:
        found.skipped.append(tail[0].strip())
        rest = rest[: tail.start()]
    step_asked = STEP_ASKED.search(rest)
    if step_asked is not None:
        found.skipped.extend(said for said in step_asked.group("step", "asked") if said)
        rest = rest[: step_asked.start()]
    rest = kept_below_zero(rest, found.skipped, named, keeps_at_zero, held)
    rest = state_asked(rest, found.skipped)  # "Does a player at 0 life lose?"
    rest = state_inline(rest)  # "a player at 1 life takes 1 damage"
    rest = without_the_question(rest, found.skipped, names, keeps_others)
    rest = concession_timed(rest, found.skipped)  # "I concede with a spell on the stack"
    guessed = _GUESSED.search(rest) if supposed else None
    if guessed is not None and guessed.start() > 0 and _guessed(rest[: guessed.start()], guessed):
        found.skipped.append(guessed["guess"])
        found.asker_guessed = _asker_guessed(rest[: guessed.start()], guessed["guess"])
        found.draw_guessed = _draw_guessed(rest[: guessed.start()], guessed["guess"])
        rest = rest[: guessed.start()]
    rest = _without_conclusion(rest, found.skipped)
    rest = WHILE_AT.sub(board_first, rest)
    rest = outcome_by_doing(rest, found.skipped)
    if " ".join(rest.lower().split()) in WORDS.forever_questions:
        found.skipped.append(rest)
        rest = _AGREED_OR_NOT  # it goes on unless everyone agrees to a draw (MTR 2.5, 104.4i)
    asked = outcome_asked(rest)  # "will he lose due to Phage's comes into play ability"
    check_card_said(rest)  # "Jace says my opponent wins": a card's effect, maybe
    if (
        (asked is not None and is_question(asked))
        or is_opinion(rest)
        or guessed_nothing(rest)
        or is_confusion(rest)
        or is_reasoning(rest)
        or is_claimed_outcome(rest, names)
        or is_rule_belief(rest)
        or is_rule_stated(rest)
        or is_rules_reasoning(rest, sentence, named)
        or is_read_about(rest)
        or is_cast_thought(rest, named)
        or is_timing_belief(rest, named)
        or plays_a_deck(rest)
        or _ORDER_ASKED.match(rest) is not None
        or (rest and (is_question(rest) or says_nothing_of_the_game(rest)))
        or (rest and asked_of_told(rest, lambda n: n in named if n != IT else len(named) == 1))
        or (rest and outcome_then_guesses(rest, lambda n: n in named))
        or (rest and another_guess(rest, lambda n: n in named))
        or asks_of_the_gain(rest, named)
    ):
        found.skipped.append(rest)
        rest = ""
    found.text = rest
    return found


# "Which trigger takes priority?": the order of what was told, asked beside the moment: the
# ruling follows the rules' order and says it; the question is skipped and shown.
_ORDER_ASKED = re.compile(
    rf"^\s*+{one_of(WORDS.order_which)}(?:\s++{one_of(WORDS.order_asked_of)})?\s++"
    rf"{one_of(WORDS.order_asked)}\s*+[?!.]*+\s*+$",
    re.IGNORECASE,
)


# "If my opponent concedes, ...", "Suppose ...", "What happens if ...": a moment supposed, its
# opener kept to the reader here (text_sentences.sentences_of), which skips it and shows it.
SUPPOSED = re.compile(rf"^\s*+{one_of(WORDS.supposing)}(?:\s*+,\s*+|\s++)", re.IGNORECASE)


# "What happens if I concede? What if my opponent concedes?": a second moment supposed after
# one: an alternative as often as what followed, so never read as one game.
SUPPOSED_AGAIN = re.compile(rf"^\s*+{one_of(WORDS.supposing_again)}\b", re.IGNORECASE)


# "If my opponent concedes, I win(, right)?": after a moment supposed, the asker's guess of
# its outcome, made only of outcome words.
_GUESSED = re.compile(r"\s*+,\s*+(?P<guess>[^,]++)$")


# "He had no cards in his library so he lost": the asker's conclusion of what they told, made
# only of outcome words, after "so" (or "which means"): the ruling settles it; skipped and shown.
_CONCLUDED = re.compile(
    rf"(?:\s*+,\s*+|\s++)(?P<guess>{one_of(WORDS.concluding)}\s++(?P<what>[^,]++))$", re.IGNORECASE
)
# "he lost?": a sentence asked, the asker's guess when made only of outcome words
# (text_sentences.sentences_of keeps its "?" for it).
_ASKED = "?"


# "I draw?" (of "I draw, do I lose?"): one player drawing, a card; no guess of a drawn game.
_DRAWN_ALONE = re.compile(rf"^\s*+(?P<x>[\w']+)\s++{one_of(WORDS.drawn_alone)}\s*+$", re.IGNORECASE)


def _guessed(supposed: str, guessed: re.Match[str]) -> bool:
    """Whether the words after the comma are the asker's guess of the moment `supposed`."""
    guess = guessed["guess"]
    return guessed_after(supposed, guess) or guessed_after_concession(supposed, guess)


def _asker_guessed(supposed: str | None, guess: str) -> bool:
    """Whether `guess`, skipped, is the asker's own after a concession supposed that does not
    name them ("If alice concedes, I draw?"): the asker is the player left."""
    return (
        supposed is not None
        and guessed_after_concession(supposed, guess)
        and names_the_asker(guess)
        and not names_the_asker(supposed)
    )


def _draw_guessed(supposed: str | None, guess: str) -> str | None:
    """`guess`, skipped after a concession supposed, where it is one player's draw ("If alice
    concedes, I draw?"): a card drawn, if the game goes on (Situation.draw_guessed)."""
    conceded = supposed is not None and guessed_after_concession(supposed, guess)
    return guess if conceded and _one_draws(guess) else None


def _one_draws(sentence: str, after: str | None = None) -> bool:
    """Whether the sentence is one player's draw, asked or not ("I draw?" of "I draw, do I
    lose?"): a card drawn, never a guess of a drawn game."""
    alone = _DRAWN_ALONE.match(sentence.removesuffix(_ASKED))
    if after is not None and guessed_after_concession(after, sentence):
        return False  # "If alice concedes. I draw?": the asker's guess (_guess_asked)
    return alone is not None and alone["x"].lower() not in WORDS.drawn_together


def _drawn_alone(sentence: str, after: str | None) -> str:
    """The sentence without its question mark where it is one player's draw, read as told."""
    return sentence.removesuffix(_ASKED) if _one_draws(sentence, after) else sentence


def _guess_asked(sentence: str, after: str | None) -> str | None:
    """The asker's guess a sentence is, or None: asked ("he lost?"), or, `after` a moment
    supposed, its outcome ("If he concedes then I win")."""
    guess = sentence.removesuffix(_ASKED)
    if _one_draws(sentence, after):
        return None  # "I draw?", "if ..., I draw?": one player's draw, a card
    if guess != sentence and outcome_only(guess):
        return guess
    if after is not None and guessed_after_concession(after, guess):
        return guess
    return sentence if after is not None and guessed_after(after, sentence) else None


def _without_conclusion(rest: str, skipped: list[str]) -> str:
    """The text without the asker's conclusion after "so" ("... so he lost"), which goes to
    `skipped`."""
    concluded = _CONCLUDED.search(rest)
    if concluded is None or concluded.start() == 0 or not outcome_only(concluded["what"]):
        return rest
    if not says_an_outcome(concluded["what"]):
        return rest  # "... and so do I": the same again, of another player, never a conclusion
    skipped.append(concluded["guess"])
    return rest[: concluded.start()]


# "do we play forever?": both cases, the players agreeing to a draw and not (steps_of).
_AGREED_OR_NOT = "whether everyone agrees to a draw or not"
