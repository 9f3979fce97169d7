"""The answer's own English: an event, a sentence of events and each player's result in plain
words, the asker spoken to as "you" (`Voice`, rulings.md revision 3). Other languages get the
same answer as messages (told.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState, Outcome
from bot.core.rules.vocabulary import (
    Affects,
    EffectOutcome,
    Event,
    EventKind,
    Lasting,
    Report,
    Standing,
)
from bot.core.rulings.phrase_values import Source

_VERBS = {
    Standing.WON: ("wins", "win"),
    Standing.LOST: ("loses", "lose"),
    Standing.DREW: ("draws", "draw"),
}


@dataclass(frozen=True)
class Voice:
    """Names in the answer's words: the asker is "you" (rulings.md revision 3)."""

    asker: str

    def name(self, player: str) -> str:
        return "you" if player == self.asker else player

    def owner(self, player: str) -> str:
        return "your" if player == self.asker else f"{player}'s"

    def verb(self, player: str, third: str, base: str) -> str:
        return f"{self.name(player)} {base if player == self.asker else third}"

    def said(self, text: str) -> str:
        """A sentence of the rules core's with the asker's name in it, said to them."""
        if not self.asker:
            return text
        name = re.escape(self.asker)
        # "me would lose (their life total is 0), but can't lose": the reason is the asker's
        if " would " in text:  # a cheap test first: most sentences have none
            text = re.sub(
                rf"(?<!and )(?<![\w@<])({name} would (?:lose|win) \()([^()]*+)\)",
                lambda m: f"{m[1]}{_theirs_to_yours(m[2])})",
                text,
            )
            text = text.replace(f"({self.asker}'s)", "(yours)")  # "Platinum Angel (me's)"
        text = re.sub(rf"(?<![\w@<]){name}'s\b", "your", text)
        text = re.sub(
            rf"(?<![\w@<]){name} (wins|loses|draws|has|is|was|controls)\b",
            lambda m: "you " + _SECOND.get(m[1], m[1]),
            text,
        )
        return re.sub(rf"(?<![\w@<]){name}(?![\w'>])", "you", text)

    def yours(self, text: str) -> str:
        """The asker's own words about what is theirs, said back to them: "my creature" is
        "your creature"."""
        text = re.sub(r"\bmy\b", "your", text)
        text = re.sub(r"\bMy\b", "Your", text)
        return re.sub(r"\b(?:me|I)\b", "you", self.said(text))

    def own(self, player: str, text: str) -> str:
        """A reason about `player` (their, they): "your", "you" when it is the asker's."""
        text = self.said(text)
        if player != self.asker:
            return text
        return _theirs_to_yours(text)


def _theirs_to_yours(text: str) -> str:
    """A reason about the asker in the third person ("their life total is 0"), said to them."""
    text = re.sub(r"\bthey\b", "you", text)
    text = re.sub(r"\btheir\b", "your", text)
    text = re.sub(r"\ball of them\b", "all of those players", text)
    return re.sub(r"\bthem\b", "you", text)


_SECOND = {"wins": "win", "loses": "lose", "draws": "draw", "has": "have", "is": "are",
           "was": "were", "controls": "control"}  # fmt: skip


def trigger_words(trigger: Event, voice: Voice) -> str:
    return trigger_said(trigger, voice).english()


def trigger_said(trigger: Event, voice: Voice) -> Message:
    """A card's trigger, its owner or controller named ("alice's Foo's trigger")."""
    whose = trigger.owner or trigger.controller or ""
    card = trigger.source or "card"
    if voice.owner(whose) == "your":
        return Message("your {card}'s trigger", card=card)
    return Message("{player}'s {card}'s trigger", player=whose, card=card)


# Events whose words need no more than the names they carry: (third person, the asker's).
_PLAIN_WORDS: Final[dict[EventKind, tuple[str, str]]] = {
    EventKind.CONCEDE: ("{p} concedes", "you concede"),
    EventKind.DAMAGE: ("{p} is dealt {amount} damage", "you are dealt {amount} damage"),
    EventKind.CHAMPION_DIED: ("{owner} champion dies", "your champion dies"),
    EventKind.CHAMPION_CONTROL: (
        "{controller} gains control of {owner} champion",
        "{controller} gains control of your champion",
    ),
    EventKind.LOOP: (
        "the game is in a loop of mandatory actions",
        "the game is in a loop of mandatory actions",
    ),
    EventKind.INTENTIONAL_DRAW: (
        "the players agree to an intentional draw",
        "the players agree to an intentional draw",
    ),
    EventKind.PENALTY: ("a judge gives {p} a game loss", "a judge gives you a game loss"),
    EventKind.RESTART: ("the game restarts", "the game restarts"),
    EventKind.DOMINION_VOTE: (
        "{p} wins a Dominion Vote with {int_total} INT",
        "you win a Dominion Vote with {int_total} INT",
    ),
}


def _plain_words(event: Event, voice: Voice) -> str | None:
    """An event whose words need no more than the names it carries (`_PLAIN_WORDS`; the asker
    taking control of a champion: "you gain control of ..."), else None."""
    p = event.player or ""
    if event.kind is EventKind.CHAMPION_CONTROL and event.controller == voice.asker:
        return voice.said(f"you gain control of {voice.owner(p)} champion")
    plain = _PLAIN_WORDS.get(event.kind)
    if plain is None:
        return None
    words = plain[1] if p and p == voice.asker else plain[0]
    return voice.said(
        words.format(
            p=p,
            owner=voice.owner(p),
            controller=voice.name(event.controller or ""),
            int_total=event.int_total,
            amount=event.amount,
        )
    )


def describe_event(event: Event, setup: GameSetup, voice: Voice | None = None) -> str:
    """One event of the replay vocabulary in plain words."""
    voice = voice or Voice("")
    p = event.player or ""
    plain = _plain_words(event, voice)
    if plain is not None:
        return plain
    match event.kind:
        case EventKind.LIFE | EventKind.POISON:
            return _describe_total(event, setup, voice)
        case EventKind.COMMANDER_DAMAGE:
            which = f"{voice.owner(event.commander or '')} commander" + (
                f" {event.source}" if event.source else ""
            )
            dealt = event.delta if event.delta is not None else event.value
            return f"{which} deals {dealt} combat damage to {voice.name(p)}"
        case EventKind.DECK_OUT:
            pile = game_of(setup.system).names.deck
            return f"{voice.name(p)} must draw from an empty {pile}"
        case EventKind.EFFECT if event.outcome is EffectOutcome.DRAW:
            owner = f"{voice.owner(p)} effect" if event.player else "an effect"
            return f"{owner} says the game is a draw"
        case EventKind.EFFECT:
            outcome = "wins" if event.outcome is EffectOutcome.WIN else "loses"
            return f"an effect says {voice.verb(p, outcome, outcome[:-1])}"
        case EventKind.SUDDEN_DEATH:
            return _describe_sudden_death(event, voice)
        case EventKind.EFFECT_BEGINS:
            return _describe_lasting(event, voice)
        case EventKind.TRIGGER | EventKind.CAST:
            done = "; ".join(describe_event(e, setup, voice) for e in event.effects or ())
            whose = event.owner or event.controller or ""
            return f"{voice.owner(whose)} {event.source or 'ability'} would make it so: {done}"
        case EventKind.EFFECT_ENDS:
            return f"{event.source or 'the effect'} leaves the battlefield: its effects end"
        case EventKind.TURN_START:
            extras = [
                f"{count} {word}"
                for count, word in ((event.structures, "structures"), (event.relics, "relics"))
                if count is not None
            ]
            whose = "your" if p == voice.asker else "their"
            return f"{voice.verb(p, 'begins', 'begin')} {whose} turn" + (
                f" with {' and '.join(extras)}" if extras else ""
            )
    return event.kind.value


def _describe_sudden_death(event: Event, voice: Voice) -> str:
    if event.player:
        lacks = voice.verb(event.player, "does", "do")
        return f"sudden death: {lacks} not have the highest life total"
    return (
        "sudden death: the single-elimination match's game wins are tied after the extra turns, "
        "so a player without the highest life total loses"
    )


def _poison(count: int) -> str:
    """`1 poison counter`, `3 poison counters`."""
    return f"{count} poison counter{'' if abs(count) == 1 else 's'}"


def _describe_lasting(event: Event, voice: Voice) -> str:
    """A continuous effect beginning, as the card's controller has it."""
    controller = event.controller or ""
    whom = {
        Affects.OPPONENTS: f"{voice.owner(controller)} opponents",
        Affects.EACH_PLAYER: "every player",
    }.get(event.applies_to or Affects.CONTROLLER, voice.name(controller))
    you = voice.name(controller)
    match event.lasting:
        case Lasting.CANT_LOSE:
            what = f"{whom} can't lose the game"
        case Lasting.CANT_WIN:
            what = f"{whom} can't win the game"
        case Lasting.REPLACES_LOSS:
            instead = f" (life becomes {event.life})" if event.life is not None else ""
            if event.life_starting:
                instead = " (life becomes the starting life total)"
            if event.sweeps:
                instead += f" and {voice.owner(controller)} permanents leave with it"
            lose = voice.verb(controller, "doesn't", "don't")
            what = f"if {you} would lose the game, {lose} lose instead{instead}"
        case Lasting.NO_LOSS:
            loss = {"life": "0 or less life", "poison": "10 poison counters"}.get(
                event.loss.value if event.loss else "", "an empty library"
            )
            spared = voice.verb(controller, "doesn't", "don't")
            what = f"{spared} lose for {loss}"
        case Lasting.LIFE_RESET:
            whose = voice.owner(controller)
            what = f"if {whose} life would drop to 0 or less, it becomes {event.life} instead"
        case Lasting.GAIN_FROM_LOSS:
            gains = voice.verb(controller, "gains", "gain")
            what = f"whenever an opponent loses life, {gains} that much life"
        case Lasting.LOSS_FROM_GAIN:
            gains = voice.verb(controller, "gains", "gain")
            what = f"whenever {gains} life, an opponent loses that much life"
        case Lasting.LOSE_AT_LIFE:
            has = voice.verb(controller, "has", "have")
            loses = voice.verb(controller, "loses", "lose")
            what = f"as soon as {has} {event.life} or more life, {loses} the game (a trigger)"
        case Lasting.LOSE_WHEN_LEAVES:
            loses = voice.verb(controller, "loses", "lose")
            what = f"when it leaves the battlefield, {loses} the game (a trigger)"
        case _:
            what = _what_else_lasts(event, voice, whom)
    return f"{voice.owner(controller)} {event.source or 'effect'}: {what}"


def _what_else_lasts(event: Event, voice: Voice, whom: str) -> str:
    """A continuous effect on damage, poison, life gain or drawing, as its controller has it
    (`whom`: the players it applies to)."""
    controller = event.controller or ""
    match event.lasting:
        case Lasting.NO_LIFE_GAIN if event.applies_to is Affects.EACH_PLAYER:
            return "no player can gain life"
        case Lasting.NO_LIFE_GAIN:
            return f"{whom} can't gain life"
        case Lasting.DAMAGE_AS_POISON:
            at = voice.verb(controller, "is", "are")
            them = "you" if controller == voice.asker else "them"
            return f"while {at} at 0 or less life, damage dealt to {them} is poison counters"
        case Lasting.NO_POISON:
            return f"{voice.name(controller)} can't get poison counters"
        case Lasting.LIFE_FLOOR:
            whose = voice.owner(controller)
            return f"damage can't take {whose} life below {event.life}"
        case Lasting.PREVENT_DAMAGE:
            return f"damage that would be dealt to {voice.name(controller)} is prevented"
        case Lasting.LIFE_CANT_CHANGE:
            return f"{voice.owner(controller)} life total can't change"
    wins = voice.verb(controller, "wins", "win")
    return f"{wins} instead of drawing from an empty library"


def _describe_total(event: Event, setup: GameSetup, voice: Voice) -> str:
    """A life (or vitae) or poison event: a new total or a change."""
    p = event.player or ""
    life = game_of(setup.system).names.life
    what = life if event.kind is EventKind.LIFE else "poison counters"
    if event.value is not None and event.kind is EventKind.POISON:
        return f"{voice.verb(p, 'has', 'have')} {_poison(event.value)}"
    if event.value is not None:
        return f"{voice.owner(p)} {what} becomes {event.value}"
    amount = event.delta or 0
    if event.kind is EventKind.POISON:
        return f"{voice.verb(p, 'gets', 'get')} {_poison(amount)}"
    if amount > 0:
        return f"{voice.verb(p, 'gains', 'gain')} {amount} {life}"
    return f"{voice.verb(p, 'loses', 'lose')} {abs(amount)} {life}"


def sentence_words(
    report: Report,
    sources: list[Source | None],
    whys: list[str | Message | None],
    setup: GameSetup,
    voice: Voice,
) -> str:
    words = []
    for event, source, why in zip(report.events, sources, whys, strict=True):
        said = describe_event(event, setup, voice)
        named = event.kind in (EventKind.EFFECT_BEGINS, EventKind.EFFECT_ENDS)
        extra = [f"from {voice.yours(source.text)}"] if source and not named else []
        extra += [why if isinstance(why, str) else why.english()] if why else []
        words.append(said + (f" ({'; '.join(extra)})" if extra else ""))
    return f"at the same time: {'; '.join(words)}" if len(words) > 1 else words[0]


def _outcome_line(outcome: Outcome, voice: Voice) -> str:
    third, base = _VERBS[outcome.standing]
    because = "; ".join(voice.own(outcome.player, reason.text) for reason in outcome.reasons)
    return f"{voice.verb(outcome.player, third, base)}: {because} ({', '.join(outcome.citations)})"


def result_words(
    state: GameState, start: GameState, voice: Voice, standing: Callable[[str], Message]
) -> tuple[str, ...]:
    """Each player's line in English; `standing`: the game's words for where one still
    playing stands."""
    lines = []
    latest = {o.player: o for o in state.outcomes if o not in start.outcomes}
    for player in state.setup.players:
        outcome = latest.get(player)
        if outcome is not None and outcome.standing is state.standings[player]:
            lines.append(_outcome_line(outcome, voice))
        elif state.standings[player] is Standing.PLAYING:
            still = voice.verb(player, "is", "are")
            lines.append(f"{still} still playing: {voice.said(standing(player).english())}")
        else:
            left = voice.verb(player, "had", "had")
            lines.append(f"{left} already left the game ({state.standings[player].value})")
    return tuple(lines)
