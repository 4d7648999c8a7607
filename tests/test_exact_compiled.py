"""Where the compiled search keeps numba's cache, and what is said when numba is missing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.test_exact import CHALLENGING, brute_force_arena
from tflite_memplan.planners import compiled, tflite_gpu
from tflite_memplan.planners.offset import exact, strip_packing
from tflite_memplan.planners.offset.exact import solve_offsets
from tflite_memplan.planners.ship_kernels import KERNELS
from tflite_memplan.records import UsageRecord
from tflite_memplan.records_csv import read_records_csv

# Six buffers greedy_by_size lays out in 20 bytes; 17 is the optimum, so the search runs.
MISSED = [(7, 1, 3), (2, 1, 1), (5, 2, 5), (5, 4, 5), (5, 3, 6), (8, 1, 1)]
RECORDS = [UsageRecord(size=s, first=f, last=e, tensor=i) for i, (s, f, e) in enumerate(MISSED)]
HOME = Path("/home/someone")


def test_the_users_numba_cache_dir_wins() -> None:
    env = {"NUMBA_CACHE_DIR": "/ci/cache/numba", "XDG_CACHE_HOME": "/xdg"}
    assert compiled.numba_cache_dir(env, "linux", HOME) == Path("/ci/cache/numba")


@pytest.mark.parametrize(
    ("env", "platform", "expected"),
    [
        ({}, "linux", HOME / ".cache" / "memplan" / "numba"),
        ({"NUMBA_CACHE_DIR": ""}, "linux", HOME / ".cache" / "memplan" / "numba"),  # empty: numba's own "unset"
        ({"XDG_CACHE_HOME": "/xdg"}, "linux", Path("/xdg/memplan/numba")),
        ({"XDG_CACHE_HOME": "relative"}, "linux", HOME / ".cache" / "memplan" / "numba"),  # the XDG spec ignores it
        ({}, "darwin", HOME / "Library" / "Caches" / "memplan" / "numba"),
        ({"LOCALAPPDATA": "C:/Users/x/AppData/Local"}, "win32", Path("C:/Users/x/AppData/Local/memplan/numba")),
    ],
)
def test_the_default_cache_dir_is_the_users_cache(env: dict[str, str], platform: str, expected: Path) -> None:
    assert compiled.numba_cache_dir(env, platform, HOME) == expected


def _python(code: str, cache: Path | None = None) -> list[str]:
    """The words ``code`` prints, run by a fresh Python on this tree (with numba's cache
    folder ``cache`` when given)."""
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root)}
    if cache is not None:
        env["NUMBA_CACHE_DIR"] = str(cache)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, env=env, check=True)
    return done.stdout.split()


def _fresh_kernels(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in a new process, and no first try as Python (these records would end in it)."""
    monkeypatch.setattr(compiled, "_KERNELS", {})
    monkeypatch.setattr(compiled, "_NATIVE", {})
    monkeypatch.setattr(exact, "_warmed", [])
    monkeypatch.setattr(exact, "PYTHON_FIRST_BUFFERS", 0)


def _without_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    """As without the ``exact`` extra: neither numba nor its llvmlite (``import`` raises)."""
    for name in ("numba", "llvmlite", "llvmlite.binding"):
        monkeypatch.setitem(sys.modules, name, None)


def test_compiling_sets_numba_cache_dir_only_when_unset(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pytest.importorskip("numba")
    _fresh_kernels(monkeypatch)
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    compiled.compiled(exact.KERNEL)
    assert os.environ["NUMBA_CACHE_DIR"] == str(tmp_path / "xdg" / "memplan" / "numba")
    _fresh_kernels(monkeypatch)
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "mine"))
    compiled.compiled(exact.KERNEL)
    assert os.environ["NUMBA_CACHE_DIR"] == str(tmp_path / "mine")


def test_without_numba_the_search_says_it_runs_as_python(monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh_kernels(monkeypatch)
    _without_the_extra(monkeypatch)
    result = solve_offsets(RECORDS, 1, time_limit=30)
    assert result.plan is not None and result.optimal and result.nodes > 0
    assert result.plan.arena_size == brute_force_arena(RECORDS, 1) == 17
    (note,) = result.notes
    assert "numba" in note and "tflite-memplan[exact]" in note and "\n" not in note


def test_without_numba_the_exact_strategys_plan_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    # What analyze, compare and plan show beside the exact strategy's arena (the registry's
    # starts from the best of five heuristics, which find 17 here: start from laid end to end).
    from tflite_memplan.planners.offset.naive import naive_offsets

    _fresh_kernels(monkeypatch)
    _without_the_extra(monkeypatch)
    plan = exact.exact_from(naive_offsets)(RECORDS, 1)
    assert plan.footprint == 17
    assert plan.note.startswith("optimal (proved); numba is not installed") and "tflite-memplan[exact]" in plan.note


def test_without_numba_no_note_when_nothing_is_searched(monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh_kernels(monkeypatch)
    _without_the_extra(monkeypatch)
    already_optimal = [UsageRecord(size=4, first=0, last=1), UsageRecord(size=3, first=1, last=2)]
    result = solve_offsets(already_optimal, 1)
    assert result.optimal and result.nodes == 0 and result.notes == ()


def test_with_numba_no_note(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("numba")
    monkeypatch.setattr(exact, "PYTHON_FIRST_BUFFERS", 0)
    result = solve_offsets(RECORDS, 1, time_limit=30)
    assert result.nodes > 0 and result.notes == ()


def test_once_the_kernel_is_loaded_small_searches_run_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    # The first try as Python only spares loading numba; a process that has loaded it
    # (a test run, a library user planning many models) searches compiled at once.
    pytest.importorskip("numba")
    kernels: list[object] = []

    class Recording(exact._Split):
        def __init__(self, records: list[UsageRecord], alignment: int, kernel: object) -> None:
            kernels.append(kernel)
            super().__init__(records, alignment, kernel)

    monkeypatch.setattr(exact, "_Split", Recording)
    monkeypatch.setattr(exact, "_warmed", [])
    first = solve_offsets(RECORDS, 1, time_limit=30)
    assert kernels == [exact._search]  # not loaded yet: Python first, and it ended in time
    kernels.clear()
    exact._warm_up(exact._kernel())
    again = solve_offsets(RECORDS, 1, time_limit=30)
    assert kernels == [exact._kernel()] and kernels[0] is not exact._search
    assert again.plan == first.plan and again.optimal and again.nodes == first.nodes


def test_solve_says_on_stderr_that_the_search_is_slow_without_numba(
    cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _fresh_kernels(monkeypatch)
    _without_the_extra(monkeypatch)
    source = tmp_path / "missed.csv"
    rows = [f"{i},{f},{e + 1},{s}" for i, (s, f, e) in enumerate(MISSED)]  # lifespans half-open
    source.write_text("id,lower,upper,size\n" + "\n".join(rows) + "\n")
    result = cli("solve", source)
    assert result.exit_code == 0, result.output
    assert "arena 17 B: optimal (proved)" in result.stdout
    notes = [line for line in result.stderr.splitlines() if line.startswith("Note:")]
    assert len(notes) == 1 and "tflite-memplan[exact]" in notes[0]


def test_a_small_search_ends_as_python_without_loading_numba() -> None:
    # Loading numba and its cached kernel costs half a second; six buffers take milliseconds.
    code = (
        "import sys; from tests.test_exact_compiled import RECORDS; "
        "from tflite_memplan.planners.offset.exact import solve_offsets; "
        "r = solve_offsets(RECORDS, 1); "
        "print(r.plan.arena_size, r.optimal, r.nodes > 0, r.notes, 'numba' in sys.modules)"
    )
    assert _python(code) == ["17", "True", "True", "()", "False"]


def test_python_and_compiled_searches_take_the_same_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    # The same kernel on lists (Python, slices of 200 nodes) and on arrays (numba, 20,000):
    # node for node the same search, pauses and parts included. MiniMalloc's instance B's
    # first 80 buffers by start take about a thousand nodes to prove optimal.
    pytest.importorskip("numba")
    path = CHALLENGING / "B.1048576.csv"
    if not path.exists():
        pytest.skip("MiniMalloc's instances are not here")
    records = first_of_b()
    monkeypatch.setattr(exact, "PYTHON_FIRST_BUFFERS", 0)
    compiled_run = solve_offsets(records, 1, time_limit=60)
    monkeypatch.setattr(exact, "_kernel", lambda: exact._search)
    python_run = solve_offsets(records, 1, time_limit=60)
    assert compiled_run.nodes > 1_000 and compiled_run.optimal
    assert python_run.plan == compiled_run.plan
    assert (python_run.nodes, python_run.bound, python_run.optimal) == (compiled_run.nodes, compiled_run.bound, True)


def test_the_kernel_is_built_once_then_loaded_without_numba(tmp_path: Path) -> None:
    # The first process compiles the kernel (numba) and keeps its machine code in the cache
    # directory; the next loads that file with llvmlite alone, never importing numba, and
    # searches node for node the same (test_python_and_compiled_searches_take_the_same_steps
    # checks this kernel against the Python one).
    pytest.importorskip("numba")
    if not (CHALLENGING / "B.1048576.csv").exists():
        pytest.skip("MiniMalloc's instances are not here")
    code = (  # the IR that ships hidden: built here by numba
        "import sys; from tests.test_exact_compiled import first_of_b; "
        f"from tflite_memplan.planners import compiled; compiled.SHIPPED_DIR = compiled.Path({str(tmp_path)!r}); "
        "from tflite_memplan.planners.offset import exact; exact.PYTHON_FIRST_BUFFERS = 0; "
        "r = exact.solve_offsets(first_of_b(), 1, time_limit=60); "
        "print(r.plan.arena_size, r.nodes, r.optimal, type(exact._kernel()).__name__, 'numba' in sys.modules)"
    )

    first, second = _python(code, tmp_path), _python(code, tmp_path)
    (built,) = tmp_path.glob("tflite_memplan.planners.offset.exact._search-*.o")
    assert first[3:] == ["Native", "True"]  # compiled here
    assert second[3:] == ["Native", "False"]  # loaded: no numba
    assert first[:3] == second[:3] and int(first[1]) > 1_000 and first[2] == "True"
    built.write_bytes(built.read_bytes()[:-100])  # damaged (LLVM aborts on a bad object file): built again
    third = _python(code, tmp_path)
    assert third == first and len(built.read_bytes().split(b"\n", 2)[2]) > 1_000


def first_of_b() -> list[UsageRecord]:
    """MiniMalloc's instance B's first 80 buffers by start: about a thousand nodes to prove optimal."""
    path = CHALLENGING / "B.1048576.csv"
    return sorted(read_records_csv(path.read_text(), path.name).records, key=lambda r: r.first)[:80]


def test_the_loaded_kernel_refuses_arrays_it_cannot_update_in_place() -> None:
    np = pytest.importorskip("numpy")
    pytest.importorskip("numba")
    kernel = exact._kernel()
    if not isinstance(kernel, compiled.Native):
        pytest.skip("no native kernel on this machine")
    good = {"int": 0, "bool": np.zeros(4, np.bool_), "int64": np.zeros(4, np.int64)}
    kinds = kernel.kinds[:-1]  # the last, the node budget, is the bound call's
    kernel.bind(*[good[k] for k in kinds])
    for bad in (np.zeros(4, np.int32), np.zeros(8, np.int64)[::2]):  # another type; a strided view
        with pytest.raises((TypeError, ValueError)):
            kernel.bind(*[bad if k == "int64" else good[k] for k in kinds])


@pytest.mark.parametrize("kernel", KERNELS, ids=lambda k: k.name)
def test_the_shipped_kernels_are_made_from_todays_sources(kernel: compiled.Kernel) -> None:
    # Fails when a kernel (or a function it calls) changed and its IR was not made again:
    # the IR would be of the old kernel, so the first run would compile it with numba.
    assert compiled.shipped(kernel) is not None, "python -m tflite_memplan.planners.ship_kernels"


def test_a_shipped_kernel_of_another_source_is_not_used(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    text = compiled.shipped_path(exact.KERNEL).read_text()
    (tmp_path / compiled.shipped_path(exact.KERNEL).name).write_text(text.replace(exact.KERNEL.digest(), "0" * 64, 1))
    monkeypatch.setattr(compiled, "SHIPPED_DIR", tmp_path)
    assert compiled.shipped(exact.KERNEL) is None


def test_a_shipped_kernel_for_another_machine_is_not_used(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pytest.importorskip("llvmlite")
    header, text = compiled.shipped(exact.KERNEL) or pytest.fail("no kernel ships")
    (tmp_path / "ir").mkdir()
    (tmp_path / "ir" / compiled.shipped_path(exact.KERNEL).name).write_text(
        text.replace(f"; triple: {header['triple']}", "; triple: riscv64-unknown-linux-gnu", 1)
    )
    monkeypatch.setattr(compiled, "SHIPPED_DIR", tmp_path / "ir")
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setitem(sys.modules, "numba", None)  # and nothing to build it from here
    monkeypatch.setattr(compiled, "_NATIVE", {})
    assert compiled.native(exact.KERNEL) is None


def _skip_unless_shipped_here(kernel: compiled.Kernel) -> None:
    """Skip where the kernel's IR does not suit this machine (it ships for x86-64 Linux)."""
    llvmlite = pytest.importorskip("llvmlite.binding")
    header, _ = compiled.shipped(kernel) or pytest.fail("no kernel ships")
    if header["triple"] != llvmlite.get_process_triple():
        pytest.skip(f"the IR ships for {header['triple']}")


def test_a_fresh_machine_loads_the_shipped_kernel_without_numba(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The first run compiles the IR that ships with llvmlite alone (no numba to import or
    # to type the kernel: a third of a second) and keeps the machine code; the second loads it.
    _skip_unless_shipped_here(exact.KERNEL)
    code = (
        "import sys; sys.modules['numba'] = None; from tests.test_exact_compiled import RECORDS; "
        "from tflite_memplan.planners.offset import exact; exact.PYTHON_FIRST_BUFFERS = 0; "
        "r = exact.solve_offsets(RECORDS, 1); "
        "print(r.plan.arena_size, r.optimal, r.nodes, r.notes, type(exact._kernel()).__name__)"
    )

    first = _python(code, tmp_path)
    (built,) = tmp_path.glob("tflite_memplan.planners.offset.exact._search-*.o")
    kept = built.stat().st_mtime_ns
    assert first[:2] == ["17", "True"] and first[3:] == ["()", "Native"]  # the optimum, searched natively
    monkeypatch.setattr(exact, "_kernel", lambda: exact._search)
    assert int(first[2]) == solve_offsets(RECORDS, 1).nodes  # node for node the Python search
    assert _python(code, tmp_path) == first and built.stat().st_mtime_ns == kept  # loaded, not built again


def test_min_cost_flows_shipped_kernel_runs_without_numba(tmp_path: Path) -> None:
    # MINCOSTFLOW's search from its shipped IR on a fresh machine, numba not importable:
    # the same chains as the numpy search (which tests/test_gpu_oracle.py checks against TFLite).
    _skip_unless_shipped_here(tflite_gpu.FLOW_KERNEL)
    code = (
        "import sys; sys.modules['numba'] = None; import random; "
        "from tflite_memplan.records import UsageRecord; from tflite_memplan.planners import tflite_gpu; "
        "rng = random.Random(7); "
        "firsts = sorted(rng.randint(0, 150) for _ in range(300)); "
        "records = [UsageRecord(rng.choice((4, 8, 16, rng.randint(1, 64))), f, f + rng.choice((0, 1, 5, 30))) "
        "for f in firsts]; "
        "print(type(tflite_gpu._flow_kernel()).__name__, "
        "tflite_gpu._flow_chains(records) == tflite_gpu._flow_chains_numpy(records))"
    )
    assert _python(code, tmp_path) == ["Native", "True"]


def test_strip_packings_shipped_loop_runs_without_numba(tmp_path: Path) -> None:
    # strip_packing's loop from its shipped IR on a fresh machine, numba not importable,
    # from the first record on: the plan the Python loop makes.
    _skip_unless_shipped_here(strip_packing.KERNEL)
    code = (
        "import sys; sys.modules['numba'] = None; "
        "from tests.test_offset_strategies import reference_strip_packing; "
        "from tests.synthetic import synthetic_graph; from tflite_memplan.semantics import SEMANTICS; "
        "from tflite_memplan.planners.offset import strip_packing as s; s.COMPILED_FROM = 0; "
        "records = SEMANTICS['tflm'].lifetimes(synthetic_graph('unet', 300, 0)).records; "
        "print(type(s._kernel()).__name__, s.strip_packing(records, 16) == reference_strip_packing(records, 16))"
    )
    assert _python(code, tmp_path) == ["Native", "True"]
    assert len(list(tmp_path.glob("tflite_memplan.planners.offset.strip_packing._skyline-*.o"))) == 1


def test_a_kernel_wanted_only_as_shipped_is_never_compiled_by_numba(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # strip_packing asks for its loop only as shipped: with no IR for it here, none, even
    # with numba installed (its import would cost more than the loop); a kernel asked for
    # plainly is then built by numba.
    pytest.importorskip("numba")
    monkeypatch.setattr(compiled, "SHIPPED_DIR", tmp_path / "ir")
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(compiled, "_NATIVE", {})
    assert strip_packing._kernel() is None
    assert compiled.native(compiled.Kernel(_summed), shipped_only=True) is None
    monkeypatch.setattr(compiled, "_NATIVE", {})  # a kernel is kept as first asked for
    summed = compiled.native(compiled.Kernel(_summed))
    assert summed is not None and summed(np.array([3, 4], np.int64)) == 7
    assert [p.name.split("-")[0] for p in (tmp_path / "cache").glob("*.o")] == [f"{__name__}._summed"]


def test_an_overloaded_helper_is_the_python_function_as_python_and_its_implementation_compiled() -> None:
    # strip_packing's loop calls heapq's heap as Python; numba compiles the array heap in its place.
    numba = pytest.importorskip("numba")
    compiled._jitable(strip_packing.KERNEL)
    keys = [5, 3, 9, 1, 7, 3]
    as_python: list[int] = []
    for key in keys:
        strip_packing._heap_push(as_python, len(as_python), key)

    @numba.njit
    def pushed_and_popped(heap: np.ndarray, keys: np.ndarray) -> np.ndarray:
        for count, key in enumerate(keys):
            strip_packing._heap_push(heap, count, key)
        out = np.zeros(len(keys), np.int64)
        for i in range(len(keys)):
            out[i] = strip_packing._heap_pop(heap, len(keys) - i)
        return out

    popped = pushed_and_popped(np.zeros(len(keys), np.int64), np.array(keys, np.int64))
    assert popped.tolist() == sorted(keys)
    assert [strip_packing._heap_pop(as_python, 0) for _ in keys] == sorted(keys)


def _summed(values: np.ndarray) -> int:
    total = 0
    for value in values:
        total += value
    return total


def _allocating(values: np.ndarray) -> int:
    copy = np.zeros(values.shape[0], np.int64)
    copy[:] = values
    return int(copy.sum())


def test_a_kernel_that_allocates_is_not_made_native(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # numba's allocator is not in the loaded object file: such a kernel must stay with numba.
    pytest.importorskip("numba")
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    with pytest.raises(ValueError, match="allocates"):
        compiled._ir(compiled.Kernel(_allocating))
    monkeypatch.setattr(compiled, "_NATIVE", {})
    assert compiled.native(compiled.Kernel(_allocating)) is None
