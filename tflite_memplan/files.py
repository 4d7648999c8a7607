"""Writing output files atomically: a reader never sees half a file.

Every file memplan writes (JSON, baselines, pictures, models) goes through
:func:`write_atomically`: the bytes go to a temporary file in the target's folder,
which is then renamed over the target, so an interrupted or failed write leaves the
old file (or none) in place. Writing over one of the command's own inputs is refused.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from tflite_memplan.errors import OutputError


def _refuse_inputs(target: Path, inputs: Iterable[str]) -> None:
    """Raise :class:`OutputError` when ``target`` is one of the command's ``inputs``."""
    for source in inputs:
        try:
            if target.exists() and os.path.samefile(target, source):
                raise OutputError(f"{target}: refusing to write over an input file")
        except OSError:
            continue


def check_writable(*paths: str | os.PathLike[str] | None, inputs: Iterable[str] = ()) -> None:
    """Raise :class:`OutputError` now, before any work, for an output that cannot be
    written: a folder that does not exist or cannot be written to, a path that is a
    folder, or one of the command's ``inputs``. So a failing run writes nothing at all."""
    for path in paths:
        if path is None:
            continue
        target = Path(path)
        folder = target.parent if str(target.parent) else Path(".")
        if target.is_dir():
            raise OutputError(f"cannot write {path}: it is a folder")
        if not folder.is_dir():
            raise OutputError(f"cannot write {path}: no folder {folder}")
        if not os.access(folder, os.W_OK | os.X_OK):
            raise OutputError(f"cannot write {path}: the folder {folder} is not writable")
        _refuse_inputs(target, inputs)


def write_atomically(path: str | os.PathLike[str], data: str | bytes, *, inputs: Iterable[str] = ()) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename.

    ``inputs`` are paths the command reads: writing over one of them raises
    :class:`OutputError`, as does any OS error (in one line, naming the path).
    """
    target = Path(path)
    _refuse_inputs(target, inputs)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    folder = target.parent if str(target.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as e:
        raise OutputError(f"cannot write {path}: {e.strerror or e}") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(payload)
        if target.exists():
            os.chmod(tmp, target.stat().st_mode & 0o7777)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        raise OutputError(f"cannot write {path}: {e.strerror or e}") from None
