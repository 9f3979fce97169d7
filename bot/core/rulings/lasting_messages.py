"""What a card's continuous effect does as it begins, as messages for readers of other languages
(told.py): can't lose or win and whom that reaches, a loss replaced, triggers that make a player
lose or feed each other, damage and poison guarded, for its controller or the asker as "you"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from bot.core.messages import N_, Message
from bot.core.rules.vocabulary import Affects, Event, Lasting
from bot.core.rulings.told import whose_said

# Whom it applies to ("you", "bob", "your opponents", "bob's opponents", "every player"),
# for each thing it says: the asker's, a player's, their opponents', everyone's.
_CANT: Final[
    dict[
        Lasting,
        tuple[Message, Callable[[str], Message], Message, Callable[[str], Message], Message],
    ]
] = {
    Lasting.CANT_LOSE: (
        Message("you can't lose the game"),
        lambda p: Message("{player} can't lose the game", player=p),
        Message("your opponents can't lose the game"),
        lambda p: Message("{player}'s opponents can't lose the game", player=p),
        Message("no player can lose the game"),
    ),
    Lasting.CANT_WIN: (
        Message("you can't win the game"),
        lambda p: Message("{player} can't win the game", player=p),
        Message("your opponents can't win the game"),
        lambda p: Message("{player}'s opponents can't win the game", player=p),
        Message("no player can win the game"),
    ),
    Lasting.NO_LIFE_GAIN: (
        Message("you can't gain life"),
        lambda p: Message("{player} can't gain life", player=p),
        Message("your opponents can't gain life"),
        lambda p: Message("{player}'s opponents can't gain life", player=p),
        Message("no player can gain life"),
    ),
}
# The two halves of a pair of triggers that feed each other (Exquisite Blood, Sanguine Bond).
_FEEDING: Final[dict[Lasting, tuple[Message, Callable[[str], Message]]]] = {
    Lasting.GAIN_FROM_LOSS: (
        Message("whenever an opponent loses life, you gain that much life"),
        lambda p: Message(
            "whenever an opponent loses life, {player} gains that much life", player=p
        ),
    ),
    Lasting.LOSS_FROM_GAIN: (
        Message("whenever you gain life, an opponent loses that much life"),
        lambda p: Message(
            "whenever {player} gains life, an opponent loses that much life", player=p
        ),
    ),
}
# What happens to damage and poison before it lands (Phyrexian Unlife, Melira).
_GUARDED: Final[dict[Lasting, tuple[Message, Callable[[str], Message]]]] = {
    Lasting.DAMAGE_AS_POISON: (
        Message("while you are at 0 or less life, damage dealt to you is poison counters"),
        lambda p: Message(
            "while {player} is at 0 or less life, damage dealt to them is poison counters",
            player=p,
        ),
    ),
    Lasting.NO_POISON: (
        Message("you can't get poison counters"),
        lambda p: Message("{player} can't get poison counters", player=p),
    ),
    # Teferi's Protection: protection from everything (702.16e), a life total that can't
    # change (101.2); both were said "wins instead of drawing from an empty library"
    Lasting.PREVENT_DAMAGE: (
        Message("damage that would be dealt to you is prevented"),
        lambda p: Message("damage that would be dealt to {player} is prevented", player=p),
    ),
    Lasting.LIFE_CANT_CHANGE: (
        Message("your life total can't change"),
        lambda p: Message("{player}'s life total can't change", player=p),
    ),
}
_FEEDING_OR_GUARDED = {**_FEEDING, **_GUARDED}
# A card's own trigger that makes its controller lose (Transcendence, Lich's Mastery).
_LOSES: Final[dict[Lasting, tuple[Callable[[int], Message], Callable[[str, int], Message]]]] = {
    Lasting.LOSE_AT_LIFE: (
        lambda life: Message(
            "as soon as you have {life} or more life, you lose the game (a trigger)", life=life
        ),
        lambda p, life: Message(
            "as soon as {player} has {life} or more life, {player} loses the game (a trigger)",
            player=p,
            life=life,
        ),
    ),
    Lasting.LOSE_WHEN_LEAVES: (
        lambda life: Message("when it leaves the battlefield, you lose the game (a trigger)"),
        lambda p, life: Message(
            "when it leaves the battlefield, {player} loses the game (a trigger)", player=p
        ),
    ),
}
# A life total kept from dropping below a number, by the asker's card or a player's: its msgids.
_LIFE_KEPT: Final[dict[Lasting, tuple[str, str]]] = {
    Lasting.LIFE_RESET: (
        N_("if your life total would drop to 0 or less, it becomes {life} instead"),
        N_("if {player}'s life total would drop to 0 or less, it becomes {life} instead"),
    ),
    Lasting.LIFE_FLOOR: (  # Angel's Grace, Worship
        N_("damage can't take your life below {life}"),
        N_("damage can't take {player}'s life below {life}"),
    ),
}
_SPARED: Final[dict[str, Message]] = {
    "life": Message("0 or less life"),
    "poison": Message("10 poison counters"),
}


def lasting_said(event: Event, asker: str) -> Message | None:
    """What a continuous effect beginning does, for its controller; None where the answer
    has no sentence for it yet (said in English)."""
    controller = event.controller or ""
    mine = controller == asker
    what: Message | None = None
    if event.lasting in _CANT:
        yours, theirs, your_opponents, their_opponents, everyone = _CANT[event.lasting]
        applies = event.applies_to or Affects.CONTROLLER
        if applies is Affects.EACH_PLAYER:
            what = everyone
        elif applies is Affects.OPPONENTS:
            what = your_opponents if mine else their_opponents(controller)
        else:
            what = yours if mine else theirs(controller)
    elif event.lasting is Lasting.REPLACES_LOSS:
        what = _replaced_loss(event, controller, mine)
        if event.sweeps:
            what = (
                Message("{replaced}, and your permanents leave with it", replaced=what)
                if mine
                else Message(
                    "{replaced}, and {player}'s permanents leave with it",
                    replaced=what,
                    player=controller,
                )
            )
    elif event.lasting in _LOSES:
        you_lose, they_lose = _LOSES[event.lasting]
        what = you_lose(event.life or 0) if mine else they_lose(controller, event.life or 0)
    elif event.lasting is Lasting.NO_LOSS:
        loss = _SPARED.get(event.loss.value if event.loss else "", Message("an empty library"))
        what = (
            Message("you don't lose for {loss}", loss=loss)
            if mine
            else Message("{player} doesn't lose for {loss}", player=controller, loss=loss)
        )
    elif event.lasting in _LIFE_KEPT:
        yours_at, theirs_at = _LIFE_KEPT[event.lasting]
        life = event.life or 0
        what = (
            Message(yours_at, life=life)
            if mine
            else Message(theirs_at, player=controller, life=life)
        )
    elif event.lasting in _FEEDING_OR_GUARDED:
        yours, theirs = _FEEDING_OR_GUARDED[event.lasting]
        what = yours if mine else theirs(controller)
    elif event.lasting is Lasting.WIN_INSTEAD:
        what = (
            Message("you win instead of drawing from an empty library")
            if mine
            else Message(
                "{player} wins instead of drawing from an empty library", player=controller
            )
        )
    if what is None:
        return None
    source = whose_said(controller, asker, event.source or Message("effect"))
    return Message("{source}: {what}", source=source, what=what)


def _replaced_loss(event: Event, controller: str, mine: bool) -> Message:
    if event.life_starting:
        if mine:
            return Message(
                "if you would lose the game, you don't lose instead (your life total becomes "
                "your starting life total)"
            )
        return Message(
            "if {player} would lose the game, they don't lose instead (their life total "
            "becomes their starting life total)",
            player=controller,
        )
    if event.life is not None:
        if mine:
            return Message(
                "if you would lose the game, you don't lose instead (your life total becomes "
                "{life})",
                life=event.life,
            )
        return Message(
            "if {player} would lose the game, they don't lose instead (their life total "
            "becomes {life})",
            player=controller,
            life=event.life,
        )
    if mine:
        return Message("if you would lose the game, you don't lose instead")
    return Message("if {player} would lose the game, they don't lose instead", player=controller)
