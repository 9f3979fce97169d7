"""Answers as JSON: the plain data a request answers (bot.matches.views dataclasses, or a
pydantic model such as the guild settings) stored with its record (bot.matches.requests) and
read back as the same value."""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Mapping
from datetime import datetime
from enum import Enum
from typing import Any

from pydantic import BaseModel


def encode(value: Any) -> Any:
    """Plain data as JSON values: dataclasses and pydantic models as objects, tuples as lists."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, Mapping):
        return {str(k): encode(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [encode(v) for v in value]
    return value


def decode(kind: Any, data: Any) -> Any:
    """The value of type `kind` that `encode` turned into `data`."""
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        if data is None:
            return None
        options = [a for a in typing.get_args(kind) if a is not type(None)]
        return decode(options[0], data) if len(options) == 1 else data
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        hints = _hints(kind)
        return kind(
            **{
                f.name: decode(hints[f.name], data[f.name])
                for f in dataclasses.fields(kind)
                if f.name in data
            }
        )
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        return kind.model_validate(data)
    if origin is tuple:
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], v) for v in data)
        return tuple(decode(a, v) for a, v in zip(args, data, strict=True))
    if origin is list:
        (item,) = typing.get_args(kind)
        return [decode(item, v) for v in data]
    if origin in (dict, Mapping):
        _key, item = typing.get_args(kind)
        return {k: decode(item, v) for k, v in data.items()}
    if isinstance(kind, type) and issubclass(kind, Enum):
        return kind(data)
    if kind is datetime and isinstance(data, str):
        return datetime.fromisoformat(data)
    return data


@functools.cache
def _hints(kind: type) -> dict[str, Any]:
    return typing.get_type_hints(kind)
