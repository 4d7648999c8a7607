"""A planner's search loop compiled by numba (the ``exact`` extra) when it is installed.

numba is imported only when a search first asks for its kernel: it takes a while to
import, and most commands never search. Each kernel is compiled once a process and the
machine code kept on disk in the user's cache directory (:func:`numba_cache_dir`), so a
fresh or read-only site-packages still compiles only once per machine; without numba
the caller runs its own Python path, and :func:`slow_search_note` says so. A kernel
asked for through :func:`native` (a :class:`Kernel`) is kept as an object file instead,
and later processes load it without importing numba at all; where its LLVM IR ships
(:data:`SHIPPED_DIR`, x86-64 Linux) even the first run needs only llvmlite to build it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
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


def compiled(kernel: Kernel) -> Callable[..., Any] | None:
    """``kernel``'s function compiled by numba (no Python objects, the GIL released,
    cached on disk in :func:`numba_cache_dir`), or None without numba. Its ``uses``,
    which the Python paths call too, are compiled into it and stay plain functions."""
    function = kernel.function
    if function not in _KERNELS:
        ours = not os.environ.get("NUMBA_CACHE_DIR")
        if ours:  # before numba reads its configuration
            os.environ["NUMBA_CACHE_DIR"] = str(numba_cache_dir(os.environ))
        try:
            from numba import njit
            from numba.core.config import reload_config
        except ImportError:
            if ours:
                del os.environ["NUMBA_CACHE_DIR"]
            _KERNELS[function] = None
        else:
            reload_config()  # type: ignore[no-untyped-call]  # numba may have been imported before the variable was set
            _jitable(kernel)
            _KERNELS[function] = njit(cache=True, nogil=True)(function)
    return _KERNELS[function]


_OVERLOADED: set[Callable[..., Any]] = set()


def _jitable(kernel: Kernel) -> None:
    """Let numba compile ``kernel``'s helpers into it: its ``uses`` as they are, its
    ``overloads`` each as its implementation (each registered once a process)."""
    import inspect

    from numba.extending import overload, register_jitable

    for helper in kernel.uses:
        register_jitable(helper)
    for python, implementation in kernel.overloads:
        if python not in _OVERLOADED:

            def typing(*args: Any, implementation: Callable[..., Any] = implementation) -> Callable[..., Any]:
                return implementation

            typing.__signature__ = inspect.signature(implementation)  # type: ignore[attr-defined]  # numba matches the two
            overload(python)(typing)
            _OVERLOADED.add(python)


def slow_search_note(kernel: Kernel) -> str:
    """One line saying the search runs uncompiled (Python and numpy: 2–45× the compiled
    time on MiniMalloc's instances, benchmarks/EXACT_RESULTS.md), empty when numba compiles it."""
    if compiled(kernel) is not None:
        return ""
    return (
        f"numba is not installed: the exact search runs as Python and numpy, 2-45 times slower "
        f"(pip install 'tflite-memplan[{EXACT_EXTRA}]')"
    )


#: Bump when the way :func:`native` builds or stores a kernel changes.
_NATIVE_FORMAT = "memplan-native 2"
_NATIVE: dict[Callable[..., Any], Native | None] = {}
_ENGINES: list[Any] = []  # llvmlite's execution engines, alive as long as their code may run

#: The kernels' LLVM IR as made by ``python -m tflite_memplan.planners.ship_kernels``
#: (package data): on the machines it was made for, the first run compiles it with
#: llvmlite in a third of a second instead of seconds of numba.
SHIPPED_DIR = Path(__file__).with_name("kernels")


@dataclass(frozen=True)
class Kernel:
    """A search loop to run as machine code (:func:`native`): ``function`` takes int64
    scalars (the parameters named in ``scalars``), bool arrays (``booleans``) and int64
    arrays (the others) and returns an int64 or nothing; ``uses`` are the plain
    functions it calls (numba compiles them into it); ``overloads`` pairs functions it
    calls as Python with what numba compiles in their place (for what runs on Python
    lists one way and on arrays the other, such as heapq's heap)."""

    function: Callable[..., Any]
    scalars: frozenset[str] = frozenset()
    booleans: frozenset[str] = frozenset()
    uses: tuple[Callable[..., Any], ...] = ()
    overloads: tuple[tuple[Callable[..., Any], Callable[..., Any]], ...] = ()

    @property
    def kinds(self) -> tuple[str, ...]:
        """Each parameter's kind: "int", "bool" (array) or "int64" (array)."""
        import inspect

        names = inspect.signature(self.function).parameters
        return tuple("int" if n in self.scalars else "bool" if n in self.booleans else "int64" for n in names)

    @property
    def name(self) -> str:
        return f"{self.function.__module__}.{self.function.__name__}"

    def digest(self) -> str:
        """What the machine code depends on in memplan: the sources and the arguments."""
        import hashlib
        import inspect

        compiled_in = (self.function, *self.uses, *(implementation for _, implementation in self.overloads))
        sources = [inspect.getsource(f) for f in compiled_in]
        return hashlib.sha256("\n".join([_NATIVE_FORMAT, *sources, repr(self.kinds)]).encode()).hexdigest()


class Native:
    """A kernel as machine code called through ctypes: numpy arrays (int64 or bool as
    :attr:`Kernel.kinds` says; C-contiguous, updated in place) and int64 scalars, as the
    Python function takes them, returning an int64 (0 for a function returning nothing)."""

    def __init__(self, address: int, kinds: tuple[str, ...]) -> None:
        import ctypes

        self.kinds = kinds
        argtypes: list[Any] = []
        for kind in kinds:
            argtypes += [ctypes.c_int64] if kind == "int" else [ctypes.c_void_p, ctypes.c_int64]
        self.function = ctypes.CFUNCTYPE(ctypes.c_int64, *argtypes)(address)

    def bind(self, *args: Any) -> Callable[..., int]:
        """The kernel with its first arguments given, the others (scalars) left to each
        call: the arrays' addresses are taken once, for the many calls a search makes
        on the same arrays."""
        import ctypes

        import numpy as np

        if any(kind != "int" for kind in self.kinds[len(args) :]):
            raise TypeError("the native kernel's arrays are bound, not passed")
        flat: list[int] = []
        for kind, value in zip(self.kinds, args, strict=False):
            if kind == "int":
                flat.append(int(value))
                continue
            if not isinstance(value, np.ndarray) or value.dtype != (np.bool_ if kind == "bool" else np.int64):
                raise TypeError(f"the native kernel takes {kind} arrays")
            # The address through the buffer protocol (writable and C-contiguous, or it
            # raises): a quarter of the time of value.ctypes.data.
            address = 0
            if len(value):
                address = ctypes.addressof(ctypes.c_char.from_buffer(value))  # type: ignore[arg-type]
            flat += [address, len(value)]
        function, kept = self.function, args  # kept: the arrays stay alive while bound

        def call(*rest: Any) -> int:
            assert kept is args
            return int(function(*flat, *map(int, rest)))

        return call

    def __call__(self, *args: Any) -> int:
        return self.bind(*args)()


def native(kernel: Kernel, shipped_only: bool = False) -> Native | None:
    """``kernel`` as machine code built once per machine and kept as an object file in
    :func:`numba_cache_dir`, from the LLVM IR that ships (:data:`SHIPPED_DIR`) where it
    suits this machine, else compiled by numba (unless ``shipped_only``: a kernel whose
    caller would lose more to numba's import than it gains); later processes load that
    file with llvmlite alone, without importing numba (its import and registries: half
    a second of a short run). None without llvmlite, or where the machine code cannot
    be built or loaded here: the caller then falls back to :func:`compiled` or Python.
    Kept for the process as first asked for."""
    if kernel.function not in _NATIVE:
        try:
            _NATIVE[kernel.function] = _native(kernel, shipped_only)
        except Exception:  # anything failing here only costs the fast path
            _NATIVE[kernel.function] = None
    return _NATIVE[kernel.function]


def shipped_path(kernel: Kernel) -> Path:
    """Where ``kernel``'s LLVM IR ships."""
    return SHIPPED_DIR / f"{kernel.name}.ll"


def shipped(kernel: Kernel) -> tuple[dict[str, str], str] | None:
    """(its header, the IR) of ``kernel`` as shipped, if made from today's sources; None
    when no file ships or the kernel changed since (the IR would be of another kernel)."""
    import itertools

    try:
        text = shipped_path(kernel).read_text(encoding="utf-8")
    except OSError:
        return None
    lines = itertools.takewhile(lambda line: line.startswith("; ") and ": " in line, text.splitlines())
    header = dict(line[2:].split(": ", 1) for line in lines)
    if header.get("source") != kernel.digest() or "entry" not in header or "triple" not in header:
        return None
    return header, text


def _native(kernel: Kernel, shipped_only: bool) -> Native | None:
    import hashlib
    import importlib.metadata
    import importlib.util

    ir = shipped(kernel)
    if ir is None and (shipped_only or importlib.util.find_spec("numba") is None):  # nothing to build it from
        return None
    try:
        import llvmlite  # type: ignore[import-untyped]
        import llvmlite.binding as ll  # type: ignore[import-untyped]
    except ImportError:
        return None
    ll.initialize_native_target()
    ll.initialize_native_asmprinter()
    triple = ll.get_process_triple()
    if ir is not None and ir[0]["triple"] != triple:
        ir = None  # made for another kind of machine
        if shipped_only:
            return None
    if ir is None:
        try:
            made_by = ["numba " + importlib.metadata.version("numba"), kernel.digest(), sys.version]
        except importlib.metadata.PackageNotFoundError:
            return None
    else:
        made_by = ["shipped", hashlib.sha256(ir[1].encode()).hexdigest()]
    cpu, features = ll.get_host_cpu_name(), ll.get_host_cpu_features().flatten()
    key = "\n".join([_NATIVE_FORMAT, *made_by, llvmlite.__version__, triple, cpu, features])
    digest = hashlib.sha256(key.encode()).hexdigest()[:24]
    path = numba_cache_dir(os.environ) / f"{kernel.name}-{digest}.o"
    machine = ll.Target.from_triple(triple).create_target_machine(
        cpu=cpu, features=features, opt=3, reloc="pic", codemodel="jitdefault"
    )
    try:  # the file: the entry point's name, the object file's SHA-256, then the object file
        name, check, code = path.read_bytes().split(b"\n", 2)
    except (OSError, ValueError):
        name = check = code = b""
    if not name or hashlib.sha256(code).hexdigest().encode() != check:  # missing or damaged: LLVM would abort on it
        entry, text = (ir[0]["entry"], ir[1]) if ir is not None else _ir(kernel)
        module = ll.parse_assembly(text)
        module.verify()
        name, code = entry.encode(), machine.emit_object(module)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_bytes(b"\n".join([name, hashlib.sha256(code).hexdigest().encode(), code]))
            os.replace(temporary, path)
        except OSError:
            pass  # a read-only cache: compiled again next time
    engine = ll.create_mcjit_compiler(ll.parse_assembly(""), machine)
    engine.add_object_file(ll.ObjectFileRef.from_data(code))
    engine.finalize_object()
    address = engine.get_function_address(name.decode())
    if not address:
        return None
    _ENGINES.append(engine)
    return Native(address, kernel.kinds)


def _ir(kernel: Kernel) -> tuple[str, str]:
    """(the symbol, the LLVM IR) of ``kernel`` behind a C entry point taking each
    array as (address, length), made by numba. The kernel allocates nothing (numba's
    runtime is not there when the code is loaded). numba's entry point reports a Python
    exception through numba's and Python's runtimes, which the loaded code cannot reach;
    the kernel raises none (integer arithmetic on in-range indices, numpy's error
    model), so those functions become traps, and the object file needs no symbol from
    outside."""
    import inspect
    import re

    from numba import cfunc, njit, types
    from numba.np.numpy_support import carray

    _jitable(kernel)
    params: list[str] = []
    call: list[str] = []
    argtypes: list[Any] = []
    for n, kind in zip(inspect.signature(kernel.function).parameters, kernel.kinds, strict=True):
        if kind == "int":
            params.append(n)
            call.append(n)
            argtypes.append(types.int64)
        else:
            params += [f"{n}_at", f"{n}_len"]
            call.append(f"carray({n}_at, ({n}_len,))")
            pointer = types.CPointer(types.boolean if kind == "bool" else types.int64)  # type: ignore[no-untyped-call]
            argtypes += [pointer, types.int64]
    namespace: dict[str, Any] = {"kernel": njit(error_model="numpy")(kernel.function), "carray": carray}
    body = f"    return kernel({', '.join(call)})\n"
    if inspect.signature(kernel.function).return_annotation in (None, "None"):
        body = f"    kernel({', '.join(call)})\n    return 0\n"
    exec(f"def entry({', '.join(params)}):\n{body}", namespace)
    entry = cfunc(types.int64(*argtypes), error_model="numpy")(namespace["entry"])
    ir = entry.inspect_llvm()
    if re.search(r"call \S+ @NRT_MemInfo_alloc", ir):  # numba's allocator is not there when the code is loaded
        raise ValueError(f"{kernel.name} allocates: give it its arrays")
    ir = re.sub(
        r"^declare (\S+) (@[\w.$]+)\(([^)]*)\)[^\n]*$",
        lambda m: (
            m.group(0)
            if m.group(2).startswith("@llvm.")
            else f"define {m.group(1)} {m.group(2)}({m.group(3)}) {{\n  call void @llvm.trap()\n  unreachable\n}}"
        ),
        ir,
        flags=re.M,
    )
    ir = re.sub(r"^(@[\w.$]+) = external global (\S+)$", r"\1 = global \2 zeroinitializer", ir, flags=re.M)
    if not re.search(r"^declare void @llvm\.trap\(\)", ir, flags=re.M):
        ir += "\ndeclare void @llvm.trap()\n"
    return entry.native_name, ir


def ship(kernel: Kernel) -> Path:
    """Write ``kernel``'s LLVM IR where it ships (:func:`shipped_path`), made by numba for
    this kind of machine (its triple) and no CPU in particular, with a header naming
    the sources it was made from; LLVM reads the header as comments."""
    import importlib.metadata
    import re

    import llvmlite
    import llvmlite.binding as ll

    if os.environ.get("NUMBA_CPU_NAME") != "generic":  # numba's optimiser then assumes no CPU's features
        raise RuntimeError("set NUMBA_CPU_NAME=generic before numba is imported: the IR must suit any CPU")
    entry, ir = _ir(kernel)
    found = re.search(r'^target triple = "([^"]+)"', ir, flags=re.M)
    assert found is not None, "numba's IR names its target"
    made_by = f"numba {importlib.metadata.version('numba')}, llvmlite {llvmlite.__version__}"
    header = [
        f"; kernel: {kernel.name}",
        f"; made by: {made_by} (LLVM {'.'.join(map(str, ll.llvm_version_info))}), CPU generic",
        f"; triple: {found.group(1)}",
        f"; source: {kernel.digest()}",
        f"; entry: {entry}",
    ]
    path = shipped_path(kernel)
    path.parent.mkdir(exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text("\n".join(header) + "\n" + ir, encoding="utf-8")
    os.replace(temporary, path)
    return path
