"""What a phrase form builds from an effect said to decide the game (phrases.py): an effect
that says a player wins, loses or the game is a draw, a loss told with no cause, and an effect
of a card not named that keeps a player in ("can't lose", no loss at 0 or less life). Pure: no
I/O.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import Affects, EffectOutcome, Event, EventKind, Lasting, StateLoss
from bot.core.rules.vocabulary import Until as EngineUntil
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import EndsGame
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.event_sources import THAT_THING, source_of
from bot.core.rulings.phrase_events import player_in
from bot.core.rulings.phrase_values import Builder, Built, Clause, Item, Source
from bot.core.rulings.words import EVERYONE, PRONOUNS, Reader


def _outcome(verb_written: str) -> EffectOutcome:
    word = verb_written.lower().split()[-1]
    return EffectOutcome.WIN if word.startswith(("win", "won")) else EffectOutcome.LOSE


def effect_said(*, says: bool) -> Builder:
    """An effect that says a player wins or loses: worded as an effect or a card ("an effect
    says", `says`: any card, even one Arbiter does not know), or by a card Arbiter knows ends
    games that way ("alice wins with Thassa's Oracle")."""

    def build(match: re.Match[str], reader: Reader) -> Built:
        written = match.groupdict().get("s")
        source = None
        if written is not None:
            if _AN_ACT.search(written) is not None:
                return None  # "drawing a card makes me lose": an act, never an effect
            source = source_of(written, reader)
            if source is None or not _is_effect(source, says=says):
                return None
        player = player_in(reader, match, "x")
        if player is None:
            return None
        event = Event(EventKind.EFFECT, outcome=_outcome(match["v"]), player=player)
        if source is None or not (source.cards or source.unknown or source.controller):
            return event  # "an effect says": no more to say of where it came from
        return Clause(match[0], (Item(event, Moment.WITH, source),))

    return build


# A loss foretold or guessed ("will lose", "could lose"), or a verdict ("has lost the game",
# as a program's log says it, bug_reports.py): no loss told.
_FORETOLD = re.compile(
    rf"\b{one_of(WORDS.foretold_modals)}\b|{one_of(WORDS.foretold_clipped)}\b",
    re.IGNORECASE,
)


def loss_told(match: re.Match[str], reader: Reader) -> Built:
    """ "my opponent loses the game", with nothing said of how: whatever made them lose, they
    are out (MTG CR 104.3), read as an effect's loss; held in `Reader.lost_unsaid`, as an
    effect beside it that may keep them in makes how they lost matter (language.py). Also
    "bob is out", "bob was eliminated" (no verb of losing: `v` unmatched; session 28)."""
    player = player_in(reader, match, "x")
    said = match.groupdict().get("v") or match.groupdict().get("out") or ""
    out = _OUT.search(said) is not None
    if player is None or player == EVERYONE or not (out or _outcome(said) is EffectOutcome.LOSE):
        return None
    if _FORETOLD.search(said):
        return None  # "I will lose the game", "he could lose the game": a guess, no loss told
    reader.lost_unsaid.setdefault(player, match[0])
    event = Event(EventKind.EFFECT, outcome=EffectOutcome.LOSE, player=player)
    return Clause(match[0], (Item(event, Moment.WITH, None, Message("how is not said")),))


# "is out", "was eliminated", "got knocked out": a player out of the game (session 28)
_OUT = re.compile(rf"\b{one_of(WORDS.out_of_game)}\b", re.IGNORECASE)


def _is_effect(source: Source, *, says: bool = True) -> bool:
    """A source whose words make it an effect that can say who wins: a card, an ability."""
    if any(isinstance(effect, EndsGame) for card in source.cards for effect in card.effects):
        return True
    if source.cards or source.unknown:
        return says  # what a card says, it says (Laboratory Maniac "says I win")
    if says and source.text in THAT_THING:
        return True  # "it says I win": the card or ability the sentence named before
    return _EFFECT_WORDS.search(source.text) is not None


# "drawing a card" makes me win, "casting a spell" makes him lose: an act (done or asked of),
# which says nothing of who wins; what the act does is the game's to judge
_AN_ACT = re.compile(rf"(?<![\w']){one_of(WORDS.acts_as_causes)}\b", re.IGNORECASE)
_EFFECT_WORDS = re.compile(
    rf"\b{one_of(WORDS.effect_words)}\b",
    re.IGNORECASE,
)


_HOLDS = re.compile(rf"\b{one_of(WORDS.holds)}\b", re.IGNORECASE)


def cant_lose_said(player: str) -> Event:
    """A "can't lose" effect said in words, of a card not named ("an effect says alice can't
    lose the game"): it keeps `player` in for as long as the situation lasts. Whether it also
    says their opponents can't win, as Platinum Angel's does, the words leave open
    (bot.core.rulings.cant_lose_scope.cant_lose_reach)."""
    return Event(
        EventKind.EFFECT_BEGINS,
        controller=player,
        until=EngineUntil.LEAVES,
        lasting=Lasting.CANT_LOSE,
        applies_to=Affects.CONTROLLER,
    )


def no_life_loss_said(match: re.Match[str], reader: Reader) -> Event | None:
    """ "bob has a way to avoid losing for having 0 or less life", "an effect says bob doesn't
    lose for having 0 or less life": a card not named keeps the player in at 0 or less life
    for as long as the situation lasts (as Phyrexian Unlife's does, MTG CR 104.3b, 704.5a);
    nothing else of it is said."""
    written = match.groupdict().get("s")
    if written is not None:
        source = source_of(written, reader)
        if source is None or source.cards or source.controller or not _is_effect(source):
            return None
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    return Event(
        EventKind.EFFECT_BEGINS,
        controller=player,
        until=EngineUntil.LEAVES,
        lasting=Lasting.NO_LOSS,
        loss=StateLoss.LIFE,
        applies_to=Affects.CONTROLLER,
    )


def cant_lose_effect(match: re.Match[str], reader: Reader) -> Built:
    """ "an effect says alice can't lose the game", "alice controls a card that says she
    can't lose the game": a card Arbiter knows says what else it does, and is named."""
    written = match.groupdict().get("s")
    if written is not None:
        source = source_of(written, reader)
        if source is None or source.cards or source.controller or not _is_effect(source):
            return None
        if _HOLDS.search(written):
            return None  # "alice controls a card that says bob can't lose": whose effect?
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    again = match.groupdict().get("z")
    if again and again.lower() not in PRONOUNS and reader.player(again) != player:
        return None  # "alice controls a card that says bob can't lose": whose effect?
    return cant_lose_said(player)


def draw_effect(match: re.Match[str], reader: Reader) -> Built:
    owner = match.groupdict().get("o")
    written = match.groupdict().get("s")
    if written is not None:
        source = source_of(written, reader)
        if source is None or not _is_effect(source):
            return None
        event = Event(EventKind.EFFECT, outcome=EffectOutcome.DRAW, player=source.controller)
        return Clause(match[0], (Item(event, Moment.WITH, source),))
    controller = reader.player(owner) if owner else None
    if owner and (controller is None or controller == EVERYONE):
        return None
    return Event(EventKind.EFFECT, outcome=EffectOutcome.DRAW, player=controller)
