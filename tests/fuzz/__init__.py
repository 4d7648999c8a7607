"""A fuzzer for memplan's contract on hostile input (see docs/models.md).

:mod:`tests.fuzz.mutate` makes bad inputs from the sample models and the project's own
model builder; :mod:`tests.fuzz.run` runs each through the CLI in a forked child with
a time and memory limit and sorts the outcome. ``tests/test_fuzz.py`` runs a short
seeded campaign; ``benchmarks/fuzz.py`` a long one that prints the failure sites.
"""
