"""A planner's search loop compiled by numba (the ``exact`` extra) when it is installed.

numba is imported only when a search first asks for its kernel: it takes a while to
import, and most commands never search. Each kernel is compiled once a process and the
machine code kept on disk in the user's cache directory (:func:`numba_cache_dir`), so a
fresh or read-only site-packages still compiles only once per machine; without numba
the caller runs its own Python path, and :func:`slow_search_note` says so.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

_KERNELS: dict[Callable[..., Any], Callable[..., Any] | None] = {}

#: What to install for the compiled search (``pip install tflite-memplan[exact]``).
EXACT_EXTRA = "exact"


def numba_cache_dir(environ: Mapping[str, str], platform: str = sys.platform, home: Path | None = None) -> Path:
    """Where numba keeps the compiled kernels: ``NUMBA_CACHE_DIR`` when the user set it,
    else ``memplan/numba`` in the user's cache directory (``$XDG_CACHE_HOME`` or
    ``~/.cache``; ``~/Library/Caches`` on macOS, ``%LOCALAPPDATA%`` on Windows), the
    one folder a CI job caches to skip the compile."""
    if environ.get("NUMBA_CACHE_DIR"):
        return Path(environ["NUMBA_CACHE_DIR"])
    home = home if home is not None else Path.home()
    if platform == "win32":
        base = Path(environ["LOCALAPPDATA"]) if environ.get("LOCALAPPDATA") else home / "AppData" / "Local"
    elif platform == "darwin":
        base = home / "Library" / "Caches"
    else:
        xdg = environ.get("XDG_CACHE_HOME", "")
        base = Path(xdg) if os.path.isabs(xdg) else home / ".cache"  # the XDG spec ignores relative paths
    return base / "memplan" / "numba"


def compiled(kernel: Callable[..., Any], uses: tuple[Callable[..., Any], ...] = ()) -> Callable[..., Any] | None:
    """``kernel`` compiled by numba (no Python objects, the GIL released, cached on
    disk in :func:`numba_cache_dir`), or None without numba. ``uses`` are plain
    functions the kernel calls, which the Python paths call too: numba compiles them
    into the kernel, and they stay plain functions."""
    if kernel not in _KERNELS:
        ours = not os.environ.get("NUMBA_CACHE_DIR")
        if ours:  # before numba reads its configuration
            os.environ["NUMBA_CACHE_DIR"] = str(numba_cache_dir(os.environ))
        try:
            from numba import njit
            from numba.core.config import reload_config
            from numba.extending import register_jitable
        except ImportError:
            if ours:
                del os.environ["NUMBA_CACHE_DIR"]
            _KERNELS[kernel] = None
        else:
            reload_config()  # type: ignore[no-untyped-call]  # numba may have been imported before the variable was set
            for helper in uses:
                register_jitable(helper)
            _KERNELS[kernel] = njit(cache=True, nogil=True)(kernel)
    return _KERNELS[kernel]


def slow_search_note(kernel: Callable[..., Any]) -> str:
    """One line saying the search runs as plain Python, empty when numba compiles it."""
    if compiled(kernel) is not None:
        return ""
    return (
        f"numba is not installed: the exact search runs as plain Python, tens of times slower "
        f"(pip install 'tflite-memplan[{EXACT_EXTRA}]')"
    )
