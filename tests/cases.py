"""Hand-checkable cases shared by tests: record sets (DESIGN.md golden cases) and expected texts."""

from __future__ import annotations

from tflite_memplan.records import UsageRecord


def recs(*triples: tuple[int, int, int]) -> list[UsageRecord]:
    """Records from ``(size, first, last)`` triples."""
    return [UsageRecord(size=s, first=f, last=e) for s, f, e in triples]


# naive 234; offsets reach 124 = offset lower bound; shared-objects lower bound 128.
EIGHT = recs((32, 0, 1), (28, 1, 4), (36, 2, 5), (16, 3, 5), (8, 4, 5), (64, 5, 7), (10, 6, 8), (40, 7, 8))
# shared objects {64, 32}; offsets 0,64,0,64,0 (arena 96); with 128-byte alignment 0,128,0,128,0 (160).
CHAIN = recs((16, 0, 1), (8, 1, 2), (64, 2, 3), (32, 3, 4), (8, 4, 5))


def branch_48_cortex_m_arena(head: int) -> list[str]:
    """``analyze``'s whole-arena block for :func:`tests.tiny_models.branch_48` (or a variant
    with another head) on the default target (a Cortex-M4 with CMSIS-NN, which allocates as the
    reference kernels do for these operators), at 80 columns. The tail (496 B) and the
    minimum (816 B) are worked out byte by byte in test_gate.py."""
    return [
        "tensor_arena on cortex-m4: cmsis-nn kernels, DSP SIMD, gcc, for speed",
        "  validated on QEMU mps2-an386 (Cortex-M4): this build, not this model",
        f"  head (planned area)              {head:>3} B",
        "  tail (persistent)                496 B",
        "    allocator and planner objects  116 B",
        "    subgraph bookkeeping            16 B",
        "    eval tensors                    48 B",
        "    nodes and registrations         96 B",
        "    builtin parameters               2 B",
        "    kernel persistent data         122 B",
        "    graph input/output tensors      96 B",
        f"  head + tail                      {head + 496} B",
        "  minimum tensor_arena             816 B",
        "  declare the minimum; an arena not aligned to 16 bytes needs 16 more",
        "",
    ]
