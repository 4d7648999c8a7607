"""Remember the last answers of pure functions: the one cache mechanism of the package.

A command asks several stages for the same figure of the same object: the order hint,
the analysis and the runnability verdict each want one graph's lifetimes; three
shared-objects planners the same records' positional maximums; ``optimize`` the graph
of the same model bytes for each lever it tries; ``compare`` every heuristic's plan,
which ``best`` and ``exact`` ask for again. On a model of 20,000 operators each
repeat costs from a third of a second to a second and a half.

:class:`Kept` holds the last few answers, the most recently used kept longest, looked
up by key equality (keys need not be hashable: arguments may be dicts). :func:`recall`
uses it for a function whose first argument is immutable (graphs, records and bytes
are): it returns the earlier answer when asked again for the very same object (``is``,
not equality: no hashing of a large model) with equal further arguments. A few entries
per function, so it keeps at most that many objects alive.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, Generic, TypeVar

K = TypeVar("K")
R = TypeVar("R")

#: First arguments never remembered: the same object may hold other values next time.
MUTABLE = (list, dict, set, bytearray, memoryview)


class Kept(Generic[K, R]):
    """The last ``keep`` answers by key, the most recently used last: a lookup moves
    its entry there, and adding past ``keep`` drops the least recently used.
    O(keep) a lookup (key equality, tried newest first)."""

    def __init__(self, keep: int) -> None:
        self.keep = keep
        self._entries: list[tuple[K, R]] = []  # newest last

    def __getitem__(self, key: K) -> R:
        """The answer kept for ``key``; :class:`KeyError` when there is none."""
        entries = self._entries
        for i in range(len(entries) - 1, -1, -1):
            if entries[i][0] == key:
                entries.append(entries.pop(i))
                return entries[-1][1]
        raise KeyError(key)

    def __setitem__(self, key: K, answer: R) -> None:
        """Keep ``answer`` for ``key`` (a new entry: look the key up first)."""
        self._entries.append((key, answer))
        del self._entries[: -self.keep]

    def __len__(self) -> int:
        return len(self._entries)

    def clear(self) -> None:
        """Forget every answer (benchmarks time a planner's own work, not a kept plan)."""
        self._entries.clear()


class Same:
    """A key part that equals only a :class:`Same` of the very same object (``is``),
    never hashing or comparing the object itself."""

    __slots__ = ("obj",)

    def __init__(self, obj: object) -> None:
        self.obj = obj

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


def recall(keep: int = 1) -> Callable[[Callable[..., R]], Callable[..., R]]:
    """Decorate a function to remember its last ``keep`` calls (not those whose first
    argument is a list, dict, set, bytearray or memoryview); the arguments after the
    first are compared by value. O(keep) per call besides the function's own work."""

    def decorate(fn: Callable[..., R]) -> Callable[..., R]:
        kept: Kept[tuple[Same, tuple[Any, ...], list[tuple[str, Any]]], R] = Kept(keep)

        @wraps(fn)
        def wrapper(first: Any, *args: Any, **kwargs: Any) -> R:
            if isinstance(first, MUTABLE):
                return fn(first, *args, **kwargs)
            key = (Same(first), args, sorted(kwargs.items()))
            try:
                return kept[key]
            except KeyError:
                pass
            result = fn(first, *args, **kwargs)
            kept[key] = result
            return result

        return wrapper

    return decorate
