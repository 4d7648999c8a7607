"""The types of memplan's JSON documents (what ``json.dumps`` writes and reports read).

``JsonValue`` is any value a document holds; its containers are read-only
(:class:`~collections.abc.Sequence`, :class:`~collections.abc.Mapping`) so a list of
objects is a value without copying. ``Json`` is one object being built: a ``dict``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeAlias

JsonValue: TypeAlias = "bool | int | float | str | Sequence[JsonValue] | Mapping[str, JsonValue] | None"
#: A JSON object as memplan builds one.
Json: TypeAlias = "dict[str, JsonValue]"
