"""A planner's search loop compiled by numba (the ``exact`` extra) when it is installed.

numba is imported only when a search first asks for its kernel: it takes a while to
import, and most commands never search. Each kernel is compiled once a process (numba
keeps the machine code on disk); without numba the caller runs its own Python path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_KERNELS: dict[Callable[..., Any], Callable[..., Any] | None] = {}


def compiled(kernel: Callable[..., Any], uses: tuple[Callable[..., Any], ...] = ()) -> Callable[..., Any] | None:
    """``kernel`` compiled by numba (no Python objects, the GIL released, cached on
    disk), or None without numba. ``uses`` are plain functions the kernel calls, which
    the Python paths call too: numba compiles them into the kernel, and they stay
    plain functions."""
    if kernel not in _KERNELS:
        try:
            from numba import njit
            from numba.extending import register_jitable
        except ImportError:  # pragma: no cover - depends on the environment
            _KERNELS[kernel] = None
        else:
            for helper in uses:
                register_jitable(helper)
            _KERNELS[kernel] = njit(cache=True, nogil=True)(kernel)
    return _KERNELS[kernel]
