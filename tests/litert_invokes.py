"""Runs a model on LiteRT: allocate, then invoke repeatedly on zeros (not a test;
``tests/gdb_resident.py`` follows its arenas). ``python -m tests.litert_invokes MODEL THREADS
INVOKES [xnnpack]``: the built-in kernels, or with ``xnnpack`` LiteRT's default delegate
applied; prints ``ok`` once every invoke succeeded."""

import sys

import numpy as np
from ai_edge_litert.interpreter import Interpreter, OpResolverType


def main(path: str, threads: int, invokes: int, delegate: bool = False) -> None:
    resolver = OpResolverType.AUTO if delegate else OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES
    interp = Interpreter(model_path=path, experimental_op_resolver_type=resolver, num_threads=threads)
    interp.allocate_tensors()
    for _ in range(invokes):
        for d in interp.get_input_details():
            interp.set_tensor(d["index"], np.zeros(d["shape"], dtype=d["dtype"]))
        interp.invoke()
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:] == ["xnnpack"])
