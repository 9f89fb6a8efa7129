#!/usr/bin/env python3
"""Times two whole commands in alternating pairs, A B A B ..., and prints the medians and the ratio A/B.

On a shared or noisy machine a ratio taken pair by pair stays meaningful when the machine's speed drifts during the
run: both commands of a pair see the same load. Each command runs through `sh -c`; a `--prepare-*` command runs
before each of its runs, untimed (a fresh copy of an input that the command rewrites, say). Wall time is a monotonic
clock around the process; CPU time is the system's account of the finished child (user + system). The load average
is printed before and after, since it says how quiet the machine was.

    python3 Benchmarks/pairs.py --a 'rateprompt lint App' --b 'FoundationParse App' [--runs 7] [--warmup 1]
    python3 Benchmarks/pairs.py --a 'tool format a.xcstrings' --prepare-a 'cp in.xcstrings a.xcstrings' \\
        --b 'writer b.xcstrings' --prepare-b 'cp in.xcstrings b.xcstrings' --export-json result.json

Only the standard library is used, so that any contributor can run it; `corpus_lint.py` times its pairs with it too.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time


def timed(command, prepare=None):
    """Wall seconds and CPU seconds (user + system) of one run of `command` (a list, or a string for `sh -c`)."""
    if prepare:
        subprocess.run(prepare, shell=True, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    before = os.times()
    start = time.perf_counter()
    with open(os.devnull, "wb") as sink:
        subprocess.run(command, shell=isinstance(command, str), stdout=sink, stderr=sink, check=False)
    wall = time.perf_counter() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu


def pairs(a, b, runs, warmup=1, prepare_a=None, prepare_b=None):
    """`runs` alternating pairs of (wall, cpu) for A and B, after `warmup` unrecorded pairs."""
    for _ in range(warmup):
        timed(a, prepare_a)
        timed(b, prepare_b)
    return [(timed(a, prepare_a), timed(b, prepare_b)) for _ in range(runs)]


def summary(measured):
    """Medians of each side's wall and CPU time and of the pair-by-pair ratios, with the ratios' range."""
    wall_ratios = [a[0] / b[0] for a, b in measured]
    cpu_ratios = [a[1] / b[1] for a, b in measured if b[1] > 0]
    median = statistics.median
    return {
        "a_wall": median(a[0] for a, _ in measured), "b_wall": median(b[0] for _, b in measured),
        "a_cpu": median(a[1] for a, _ in measured), "b_cpu": median(b[1] for _, b in measured),
        "wall_ratio": median(wall_ratios), "wall_ratio_min": min(wall_ratios), "wall_ratio_max": max(wall_ratios),
        "cpu_ratio": median(cpu_ratios) if cpu_ratios else None, "runs": len(measured),
    }


def load_average():
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                     epilog=__doc__.split("\n", 2)[2], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--a", required=True, help="command A (run with sh -c)")
    parser.add_argument("--b", required=True, help="command B, the yardstick")
    parser.add_argument("--prepare-a", help="run before each run of A, untimed")
    parser.add_argument("--prepare-b", help="run before each run of B, untimed")
    parser.add_argument("--runs", type=int, default=7, help="pairs (default 7)")
    parser.add_argument("--warmup", type=int, default=1, help="unrecorded pairs first (default 1)")
    parser.add_argument("--export-json", help="also write the figures to this file")
    arguments = parser.parse_args()
    load_before = load_average()
    measured = pairs(arguments.a, arguments.b, arguments.runs, arguments.warmup, arguments.prepare_a,
                     arguments.prepare_b)
    result = summary(measured)
    result.update(load_before=load_before, load_after=load_average(), a=arguments.a, b=arguments.b)
    print(f"A  {arguments.a}\nB  {arguments.b}")
    print(f"{result['runs']} alternating pairs after {arguments.warmup} warm-up; load average {load_before:.2f} "
          f"before, {result['load_after']:.2f} after")
    print(f"median wall  A {result['a_wall'] * 1000:.1f} ms  B {result['b_wall'] * 1000:.1f} ms  "
          f"A/B {result['wall_ratio']:.3f}× (pairs {result['wall_ratio_min']:.3f}–{result['wall_ratio_max']:.3f})")
    cpu = f"A/B {result['cpu_ratio']:.3f}×" if result["cpu_ratio"] is not None else "A/B –"
    print(f"median CPU   A {result['a_cpu'] * 1000:.1f} ms  B {result['b_cpu'] * 1000:.1f} ms  {cpu}")
    if arguments.export_json:
        with open(arguments.export_json, "w", encoding="utf-8") as handle:
            json.dump(result, handle, indent=2)
            handle.write("\n")


if __name__ == "__main__":
    sys.exit(main())
