"""Answers as JSON: the plain data a request answers (bot.app.match.views dataclasses, or a
pydantic model such as the guild settings) stored with its record (bot.store.requests) and
read back as the same value, both ways by pydantic."""

from __future__ import annotations

import functools
from typing import Any

from pydantic import TypeAdapter
from pydantic_core import to_jsonable_python


def encode(value: Any) -> Any:
    """Plain data as JSON values: dataclasses and pydantic models as objects, tuples as lists."""
    return to_jsonable_python(value)


def decode(kind: Any, data: Any) -> Any:
    """The value of type `kind` that `encode` turned into `data`. A field missing from `data`
    (an answer stored before the field existed) takes its default."""
    return _adapter(kind).validate_python(data)


@functools.cache
def _adapter(kind: Any) -> TypeAdapter[Any]:
    return TypeAdapter(kind)
