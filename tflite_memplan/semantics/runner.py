"""Run a runtime probe in a child process: the one runner both probes share.

A real runtime's C++ prints to the process's own standard output and a failed
allocation may abort the process, so each probe runs its child side as
``python -m MODULE ARGS…`` and reads what it printed. Nothing here imports a runtime.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tflite_memplan.errors import MemplanError

#: Seconds one child may run (a model of hundreds of megabytes takes a while).
TIMEOUT_S = 600


@dataclass(frozen=True)
class RunOutcome:
    """How far a runtime's interpreter got with a model: ``phase`` is ``ok`` (built and
    invoked once on zero inputs) or where it stopped (``resolve``: no kernel for an
    operator; ``prepare``: allocating the tensors failed; ``invoke``), ``operator`` the
    node the runtime named when it stopped, ``log`` what it printed; ``crashed`` when the
    process died there instead of reporting an error."""

    phase: str
    operator: int | None
    log: str
    crashed: bool = False


def installed(module: str) -> bool:
    """Whether ``module`` (a runtime's package, e.g. ``tflite_micro``) can be imported."""
    return importlib.util.find_spec(module) is not None


def require(module: str, extra: str = "runtimes") -> None:
    """Raise :class:`MemplanError` naming the extra to install when ``module`` is missing."""
    if not installed(module):
        raise MemplanError(f"measuring needs {module}: pip install 'tflite-memplan[{extra}]'")


def run_child(
    module: str, args: Sequence[str], env: Mapping[str, str] | None = None, timeout: float = TIMEOUT_S
) -> subprocess.CompletedProcess[str] | None:
    """``python -m module args…`` with ``env`` added to this process's environment, its
    output captured as text; None when it ran past ``timeout`` seconds."""
    try:
        return subprocess.run(
            [sys.executable, "-m", module, *args],
            capture_output=True,
            text=True,
            errors="replace",
            timeout=timeout,
            env={**os.environ, **env} if env else None,
        )
    except subprocess.TimeoutExpired:
        return None
