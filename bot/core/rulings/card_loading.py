"""Reading a game's card data (bot/core/rulings/card_data/GAME.json, through importlib.resources)
into the typed card model, strictly: a field the model does not have, a value of the wrong
type or a rule that is no citation is a CardDataError naming the file and the card. It changes
when the data's format does. Pure but for reading the package's own data files."""

from __future__ import annotations

import json
import re
import types
from collections.abc import Mapping
from dataclasses import MISSING, fields
from enum import StrEnum
from importlib import resources
from typing import Any, Union, get_args, get_origin, get_type_hints

from bot.core.rules.vocabulary import System
from bot.core.rulings.card_effects import EFFECT_TYPES, Effect
from bot.core.rulings.card_model import Check, Condition, Kind, Moment
from bot.core.rulings.card_values import Card, CardDataError, name_words
from bot.core.rulings.lexicon import ENGLISH

DATA_PACKAGE = "bot.core.rulings.card_data"
_CITATION = re.compile(r"^(?:MTG CR \d{3}(?:\.\d+[a-z]?)?|GA .+|Terrus \d+(?:\.\d+[a-z]?)?)$")


def _value(hint: Any, raw: Any, where: str) -> Any:
    """`raw` read as the type `hint`, strictly."""
    if get_origin(hint) in (Union, types.UnionType):
        options = [option for option in get_args(hint) if option is not type(None)]
        if raw is None:
            if len(options) == len(get_args(hint)):
                raise CardDataError(f"{where}: a value is needed")
            return None
        return _value(options[0], raw, where)
    if isinstance(hint, type) and issubclass(hint, StrEnum):
        try:
            return hint(raw)
        except ValueError:
            choices = ", ".join(member.value for member in hint)
            raise CardDataError(f"{where}: {raw!r} is not one of {choices}") from None
    if hint in (Condition, Check):
        return _build(hint, raw, where)
    return _plain_value(hint, raw, where)


def _plain_value(hint: Any, raw: Any, where: str) -> Any:
    if hint == tuple[str, ...]:
        if not isinstance(raw, list) or not all(isinstance(item, str) for item in raw):
            raise CardDataError(f"{where}: a list of words is needed")
        return tuple(raw)
    if hint is bool or hint is str:
        if type(raw) is not hint:
            raise CardDataError(f"{where}: {raw!r} is not a {hint.__name__}")
        return raw
    if hint is int:
        if type(raw) is not int or raw < 0:
            raise CardDataError(f"{where}: {raw!r} is not a whole number")
        return raw
    raise CardDataError(f"{where}: cannot read a {hint}")  # pragma: no cover - a new field type


def _build(cls: type[Any], raw: Any, where: str, skip: frozenset[str] = frozenset()) -> Any:
    if not isinstance(raw, Mapping):
        raise CardDataError(f"{where}: an object is needed")
    hints = get_type_hints(cls)
    wanted = {f.name: f for f in fields(cls)}
    unknown = set(raw) - set(wanted) - skip
    if unknown:
        raise CardDataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    values = {}
    for name, f in wanted.items():
        if name in raw:
            values[name] = _value(hints[name], raw[name], f"{where}, {name}")
        elif f.default is MISSING and f.default_factory is MISSING:
            raise CardDataError(f"{where}: {name} is missing")
    try:
        return cls(**values)
    except ValueError as error:
        raise CardDataError(f"{where}: {error}") from None


def _effect(raw: Any, where: str) -> Effect:
    if not isinstance(raw, Mapping) or "kind" not in raw:
        raise CardDataError(f"{where}: an effect names its kind")
    kind = _value(Kind, raw["kind"], f"{where}, kind")
    effect: Effect = _build(EFFECT_TYPES[kind], raw, where, skip=frozenset({"kind"}))
    return effect


def parse_cards(game: System, data: Any, source: str = "card data") -> tuple[Card, ...]:
    """The cards of one game's data file, or CardDataError naming the file and the card."""
    if not isinstance(data, Mapping) or data.get("game") != game.value:
        raise CardDataError(f"{source}: the file says which game it is ({game.value})")
    raw_cards = data.get("cards")
    if not isinstance(raw_cards, list):
        raise CardDataError(f"{source}: cards is a list")
    return tuple(_card(game, raw, f"{source}, card {n}") for n, raw in enumerate(raw_cards, 1))


_CARD_FIELDS = {"name": str, "as": str, "rules": tuple[str, ...], "effects": list}
_CARD_OPTIONS = {
    "aliases": tuple[str, ...],
    "short": tuple[str, ...],
    "cased": tuple[str, ...],
    "plain": bool,
    "creature": bool,
    "verbs": tuple[str, ...],
    "spell": bool,
    "imprintable": bool,
    "toughness": int,
    "power": int,
    "keywords": tuple[str, ...],
    "unplayed_steps": tuple[str, ...],
    "types": tuple[str, ...],
    "colours": tuple[str, ...],
    "subtypes": tuple[str, ...],
    "others": tuple[str, ...],
    "static_only": bool,
    "loop_drains_life_with": tuple[str, ...],
    "loop_drains_life_or_library_with": tuple[str, ...],
    "never_crosses_zero": bool,
    "only_gains_life": bool,
    "loop_drains_nobody_with": tuple[str, ...],
}


def _card(game: System, raw: Any, where: str) -> Card:
    if not isinstance(raw, Mapping):
        raise CardDataError(f"{where}: an object is needed")
    where = f"{where} ({raw.get('name') or 'no name'})"
    unknown = set(raw) - set(_CARD_FIELDS) - set(_CARD_OPTIONS)
    if unknown:
        raise CardDataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    missing = set(_CARD_FIELDS) - set(raw)
    if missing:
        raise CardDataError(f"{where}: {', '.join(sorted(missing))} missing")
    effects = raw["effects"]
    if not isinstance(effects, list) or not effects:
        raise CardDataError(f"{where}: effects is a list of at least one effect")
    read = {
        name: _value(hint, raw[name], f"{where}, {name}")
        for name, hint in (_CARD_FIELDS | _CARD_OPTIONS).items()
        if name in raw and name != "effects"
    }
    card = Card(
        name=read["name"],
        game=game,
        wording=read["as"],
        rules=read["rules"],
        effects=tuple(_effect(e, f"{where}, effect {i}") for i, e in enumerate(effects, 1)),
        aliases=read.get("aliases", ()),
        short=read.get("short", ()),
        cased=read.get("cased", ()),
        plain=read.get("plain", False),
        creature=read.get("creature", False),
        verbs=read.get("verbs", ()),
        spell=read.get("spell", False),
        imprintable=read.get("imprintable", False),
        toughness=read.get("toughness"),
        power=read.get("power"),
        keywords=read.get("keywords", ()),
        unplayed_steps=tuple(_step(step, where) for step in read.get("unplayed_steps", ())),
        types=read.get("types", ()),
        colours=read.get("colours", ()),
        subtypes=read.get("subtypes", ()),
        others=read.get("others", ()),
        static_only=read.get("static_only", False),
        loop_drains_life_with=read.get("loop_drains_life_with", ()),
        loop_drains_life_or_library_with=read.get("loop_drains_life_or_library_with", ()),
        never_crosses_zero=read.get("never_crosses_zero", False),
        only_gains_life=read.get("only_gains_life", False),
        loop_drains_nobody_with=read.get("loop_drains_nobody_with", ()),
    )
    _check_card(card, where)
    return card


def _step(step: str, where: str) -> Moment:
    if step not in (Moment.UPKEEP, Moment.END_STEP):
        raise CardDataError(f"{where}: {step!r} is no step (upkeep, end_step)")
    return Moment(step)


def _check_card(card: Card, where: str) -> None:
    if not card.name.strip() or not card.wording.strip():
        raise CardDataError(f"{where}: name and as are words")
    if not card.rules:
        raise CardDataError(f"{where}: rules cites at least one rule")
    for citation in card.rules:
        if not _CITATION.match(citation):
            raise CardDataError(f"{where}: {citation!r} is not a rule citation")
    for short in card.short + card.cased:
        if len(name_words(short)) != 1:
            raise CardDataError(f"{where}: the short name {short!r} is one word")
    for verb in card.verbs:
        if not verb.isalpha() or verb != verb.lower():
            raise CardDataError(f"{where}: the verb {verb!r} is one word in lower case")
    fighting = ENGLISH.lifelink + ENGLISH.deathtouch + ENGLISH.first_strike
    fighting += ENGLISH.double_strike + ENGLISH.trample + ENGLISH.indestructible
    for keyword in card.keywords:
        if keyword not in fighting + ENGLISH.other_keywords:
            raise CardDataError(f"{where}: {keyword!r} is no keyword a fight is read with")
    _check_types(card, where)
    if card.keywords and (card.power is None or card.toughness is None):
        raise CardDataError(f"{where}: keywords are said with the power and toughness")


def _check_types(card: Card, where: str) -> None:
    """A permanent's types and colours (removals.py judges a removal's target by them), and
    its creature types (card_references.py names it again by them)."""
    if not set(card.types) <= _CARD_TYPES or not set(card.colours) <= _COLOURS:
        raise CardDataError(f"{where}: types are card types and colours colours, in lower case")
    if card.colours and not card.types:
        raise CardDataError(f"{where}: colours are said with the types")
    for subtype in card.subtypes:
        if not subtype.isalpha() or subtype != subtype.lower():
            raise CardDataError(f"{where}: the creature type {subtype!r} is one word in lower case")


_CARD_TYPES = frozenset(("artifact", "creature", "enchantment", "land", "planeswalker"))


_COLOURS = frozenset(("white", "blue", "black", "red", "green"))


def read_data(game: System) -> Any:
    text = resources.files(DATA_PACKAGE).joinpath(f"{game.value}.json").read_text("utf-8")
    return json.loads(text)
