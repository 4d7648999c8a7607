"""Remember the last answers of a pure function for the same (immutable) first argument.

A command asks several stages for the same figure of the same object: the order hint,
the analysis and the runnability verdict each want one graph's lifetimes; three
shared-objects planners the same records' positional maximums; ``optimize`` the graph
of the same model bytes for each lever it tries. On a model of 20,000 operators each
repeat costs from a third of a second to a second and a half. Graphs, records and
bytes are immutable, so :func:`recall` returns the earlier answer when it is asked
again for the very same object (``is``, not equality: no hashing of a large model)
with equal further arguments. A few entries per function, so it keeps at most that
many objects alive.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

R = TypeVar("R")

#: First arguments never remembered: the same object may hold other values next time.
MUTABLE = (list, dict, set, bytearray, memoryview)


def recall(keep: int = 1) -> Callable[[Callable[..., R]], Callable[..., R]]:
    """Decorate a function to remember its last ``keep`` calls (not those whose first
    argument is a list, dict, set, bytearray or memoryview); the arguments after the
    first are compared by value. O(keep) per call besides the function's own work."""

    def decorate(fn: Callable[..., R]) -> Callable[..., R]:
        kept: list[tuple[Any, Any, R]] = []  # newest last

        @wraps(fn)
        def wrapper(first: Any, *args: Any, **kwargs: Any) -> R:
            if isinstance(first, MUTABLE):
                return fn(first, *args, **kwargs)
            key = (args, sorted(kwargs.items()))
            for i, (obj, k, result) in enumerate(kept):
                if obj is first and k == key:
                    kept.append(kept.pop(i))
                    return result
            result = fn(first, *args, **kwargs)
            kept.append((first, key, result))
            del kept[:-keep]
            return result

        return wrapper

    return decorate
