"""Writing output files: a reader never sees half a file, and nothing but a file is replaced.

Every file memplan writes (JSON, baselines, pictures, models) goes through
:func:`write_atomically`. A regular file (or a new one) is written to a temporary file
in its folder, which is then renamed over it, so an interrupted or failed write leaves
the old file (or none) in place. The path is resolved first: a symbolic link is written
through, to its target (atomically, in the target's folder), and stays a link. A FIFO
or a character device (``/dev/stdout``, ``/dev/null``) is written straight into, never
replaced; ``-`` is standard output. Any other special file (a socket, a block device) is
refused, as is writing over one of the command's own inputs.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import BinaryIO

from tflite_memplan.errors import OutputError

#: The path that stands for standard output where an output takes a path.
STDOUT = "-"


def _refuse_inputs(target: Path, inputs: Iterable[str]) -> None:
    """Raise :class:`OutputError` when ``target`` is one of the command's ``inputs``."""
    for source in inputs:
        try:
            if target.exists() and os.path.samefile(target, source):
                raise OutputError(f"{target}: refusing to write over an input file")
        except OSError:
            continue


#: Paths that name an open descriptor (``/dev/stdout``, ``/dev/fd/3``, ``/proc/self/fd/1``):
#: written into, whatever the descriptor holds (a pipe, a terminal, a file the shell opened).
_DESCRIPTORS = ("/dev/stdout", "/dev/stderr", "/dev/fd/", "/proc/")


def _where(path: str | os.PathLike[str]) -> tuple[str, Path]:
    """What ``path`` names, and where to write it: ``"new"`` or ``"file"`` at its resolved
    path (every symbolic link followed; a dangling link names the file it would create),
    ``"stream"`` (a FIFO, a character device or a descriptor, written straight into, at
    the path as given: the kernel follows ``/proc``'s descriptor links, which a resolved
    path cannot), else ``"folder"`` or ``"special"`` (refused)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "new", Path(os.path.realpath(path))
    except OSError as e:
        raise OutputError(f"cannot write {path}: {e.strerror or e}") from None
    if stat.S_ISFIFO(mode) or stat.S_ISCHR(mode) or (stat.S_ISREG(mode) and os.fspath(path).startswith(_DESCRIPTORS)):
        return "stream", Path(path)
    if stat.S_ISREG(mode):
        return "file", Path(os.path.realpath(path))
    return ("folder" if stat.S_ISDIR(mode) else "special"), Path(path)


def check_writable(*paths: str | os.PathLike[str] | None, inputs: Iterable[str] = ()) -> None:
    """Raise :class:`OutputError` now, before any work, for an output that cannot be
    written: a folder that does not exist or cannot be written to, a path that is a
    folder or a special file other than a FIFO or character device, or one of the
    command's ``inputs``. So a failing run writes nothing at all."""
    for path in paths:
        if path is None or os.fspath(path) == STDOUT:
            continue
        kind, target = _where(path)
        if kind == "folder":
            raise OutputError(f"cannot write {path}: it is a folder")
        if kind == "special":
            raise OutputError(f"cannot write {path}: it is neither a file, a FIFO nor a character device")
        if kind == "stream":
            if not os.access(target, os.W_OK):
                raise OutputError(f"cannot write {path}: permission denied")
            continue
        folder = target.parent
        if not folder.is_dir():
            raise OutputError(f"cannot write {path}: no folder {Path(path).parent}")
        if not os.access(folder, os.W_OK | os.X_OK):
            raise OutputError(f"cannot write {path}: the folder {folder} is not writable")
        _refuse_inputs(target, inputs)


def write_atomically(path: str | os.PathLike[str], data: str | bytes, *, inputs: Iterable[str] = ()) -> None:
    """Write ``data`` to ``path``: a file through a temporary file and a rename (through a
    symbolic link, to its target), a FIFO or character device straight, ``-`` to
    standard output.

    ``inputs`` are paths the command reads: writing over one of them raises
    :class:`OutputError`, as does a special file of another kind and any OS error (in
    one line, naming the path).
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    if os.fspath(path) == STDOUT:
        _write_stream(sys.stdout.buffer, payload, path)
        return
    kind, target = _where(path)
    if kind in ("folder", "special"):
        check_writable(path)  # raises, saying which
    _refuse_inputs(target, inputs)
    if kind == "stream":
        try:
            with open(target, "wb") as stream:
                _write_stream(stream, payload, path)
        except OSError as e:
            raise OutputError(f"cannot write {path}: {e.strerror or e}") from None
        return
    _replace_file(target, payload, path)


def _write_stream(stream: BinaryIO, payload: bytes, path: str | os.PathLike[str]) -> None:
    """Write and flush ``payload`` into an open binary ``stream``."""
    try:
        stream.write(payload)
        stream.flush()
    except OSError as e:
        raise OutputError(f"cannot write {path}: {e.strerror or e}") from None


def _replace_file(target: Path, payload: bytes, path: str | os.PathLike[str]) -> None:
    """Write a regular file ``target`` (resolved) through a temporary file in its folder
    and a rename; its permissions are kept, a new one gets the umask's."""
    try:
        import tempfile  # here: a command that writes nothing does not import it

        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
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
