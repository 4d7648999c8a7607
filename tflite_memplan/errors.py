"""Errors memplan raises.

The library raises and never prints or exits; only the CLI turns a
:class:`MemplanError` into a one-line message and exit code 2. Every error carries
enough context to say *what* was being done when it failed.
"""

from __future__ import annotations


def one_line(text: object) -> str:
    """``text`` safe to print on one line: control characters (a newline in a file or
    tensor name, a terminal escape) are shown escaped, as Python writes them."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(text))


class MemplanError(Exception):
    """Base class of every error memplan raises on purpose."""


class ModelParseError(MemplanError):
    """The file could not be read as a TFLite model.

    ``step`` names what was being read ("reading tensor 17 of subgraph 0") so a user
    can tell a truncated file from a file that is not a model at all.
    """

    def __init__(self, path: str, step: str, cause: str) -> None:
        self.path = path
        self.step = step
        self.cause = cause
        super().__init__(f"{path}: cannot read model while {step}: {cause}")

    def __reduce__(self) -> tuple[type, tuple[str, str, str]]:
        return type(self), (self.path, self.step, self.cause)  # crosses process boundaries (check --jobs)


class UnknownStrategyError(MemplanError):
    """A strategy name that is not in the registry."""

    def __init__(self, name: str, known: list[str]) -> None:
        self.name = name
        self.known = known
        super().__init__(f"unknown strategy {name!r}; choose from: {', '.join(known)}")

    def __reduce__(self) -> tuple[type, tuple[str, list[str]]]:
        return type(self), (self.name, self.known)


class ShapeError(MemplanError):
    """An ``--input-shape`` override that does not fit the model."""


class PlanError(MemplanError):
    """A plan that breaks its records (overlap, misalignment, missing tensor)."""


class BudgetError(MemplanError):
    """A budget, tolerance or baseline that cannot be read."""


class OutputError(MemplanError):
    """A file memplan was asked to write cannot be written (nothing is left half-written)."""


class LimitError(MemplanError):
    """The model is valid but a documented limit keeps memplan from answering in
    bounded time or memory (e.g. a ``PrintMemoryPlan`` of billions of rows)."""
