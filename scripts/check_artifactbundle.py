#!/usr/bin/env python3
"""Checks a rateprompt artifact bundle as SwiftPM reads it, and more strictly where SwiftPM would stay silent.

SwiftPM's reading of `info.json` (its ArtifactsArchiveMetadata, schema 1.0 to 1.2): an object with `schemaVersion`
(a string) and `artifacts` (name → artifact); an artifact has `type` (executable, dynamicLibrary, staticLibrary,
swiftSDK or the old crossCompilationDestination), `version` (a string) and `variants`; a variant has `path` (a
relative path) and optionally `supportedTriples` (triples) and `staticLibraryMetadata`. SwiftPM ignores keys it does
not know, so a misspelt `supportedTriples` would make a variant claim every platform: here an unknown key is an
error. Beyond the schema: the one artifact is the `rateprompt` executable, each variant's file exists and is an
executable for the triples it claims (ELF machine, universal Mach-O), the zip holds the same files and its `.sha256`
is its SHA-256 (what `swift package compute-checksum` prints).

Usage: scripts/check_artifactbundle.py OUT   (the folder scripts/build-artifactbundle.sh wrote)
"""
import hashlib
import json
import os
import re
import sys
import zipfile

TYPES = {"executable", "dynamicLibrary", "staticLibrary", "swiftSDK", "crossCompilationDestination"}
TRIPLE = re.compile(r"^[a-z0-9_]+-[a-z0-9_]+-[a-z0-9_.]+(-[a-z0-9_.]+)?$")
ELF_MACHINES = {62: "x86_64", 183: "aarch64"}


def fail(message):
    sys.exit(f"check_artifactbundle: {message}")


def keys(value, where, required, optional=()):
    if not isinstance(value, dict):
        fail(f"{where} is not an object")
    missing = [key for key in required if key not in value]
    unknown = [key for key in value if key not in required and key not in optional]
    if missing:
        fail(f"{where} lacks {', '.join(missing)}")
    if unknown:
        fail(f"{where} has keys SwiftPM does not read: {', '.join(unknown)}")


def check_binary(path, triples):
    with open(path, "rb") as file:
        header = file.read(20)
    if not os.access(path, os.X_OK):
        fail(f"{path} is not executable")
    if header[:4] == b"\x7fELF":
        machine = ELF_MACHINES.get(int.from_bytes(header[18:20], "little"), "unknown")
        expected = [triple for triple in triples if "-linux-" in triple]
        if expected != [f"{machine}-unknown-linux-gnu"] or len(triples) != 1:
            fail(f"{path} is an ELF binary for {machine}, but its variant claims {triples}")
    elif header[:4] == b"\xca\xfe\xba\xbe":
        if sorted(triples) != ["arm64-apple-macosx", "x86_64-apple-macosx"]:
            fail(f"{path} is a universal macOS binary, but its variant claims {triples}")
    else:
        fail(f"{path} is neither an ELF binary nor a universal Mach-O binary")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    out = sys.argv[1]
    bundle = os.path.join(out, "rateprompt.artifactbundle")
    with open(os.path.join(bundle, "info.json"), encoding="utf-8") as file:
        info = json.load(file)
    keys(info, "info.json", ["schemaVersion", "artifacts"])
    if not isinstance(info["schemaVersion"], str) or not re.match(r"^1\.[0-2](\.0)?$", info["schemaVersion"]):
        fail(f"schemaVersion {info['schemaVersion']!r} is not one SwiftPM reads (1.0 to 1.2)")
    artifacts = info["artifacts"]
    if not isinstance(artifacts, dict) or list(artifacts) != ["rateprompt"]:
        fail(f"the artifacts are {list(artifacts) if isinstance(artifacts, dict) else artifacts!r}, not rateprompt alone")
    artifact = artifacts["rateprompt"]
    keys(artifact, "the rateprompt artifact", ["type", "version", "variants"])
    if artifact["type"] not in TYPES:
        fail(f"type {artifact['type']!r} is not one SwiftPM knows")
    if artifact["type"] != "executable":
        fail(f"type {artifact['type']!r}: the plugins need an executable")
    if not isinstance(artifact["version"], str) or not artifact["version"]:
        fail("version is not a string")
    variants = artifact["variants"]
    if not isinstance(variants, list) or not variants:
        fail("variants is not a list of at least one variant")
    claimed = []
    for index, variant in enumerate(variants):
        where = f"variant {index}"
        keys(variant, where, ["path"], ["supportedTriples", "staticLibraryMetadata"])
        path = variant["path"]
        if not isinstance(path, str) or path.startswith("/") or path.startswith("~") or ".." in path.split("/"):
            fail(f"{where}: path {path!r} is not a relative path inside the bundle")
        triples = variant.get("supportedTriples")
        if not isinstance(triples, list) or not triples or not all(isinstance(t, str) and TRIPLE.match(t) for t in triples):
            fail(f"{where}: supportedTriples {triples!r} is not a list of triples (without it a variant claims every platform)")
        if set(triples) & set(claimed):
            fail(f"{where}: {sorted(set(triples) & set(claimed))} claimed by two variants")
        claimed += triples
        check_binary(os.path.join(bundle, path), triples)

    files = sorted(os.path.relpath(os.path.join(root, name), out)
                   for root, _, names in os.walk(bundle) for name in names)
    with zipfile.ZipFile(os.path.join(out, "rateprompt.artifactbundle.zip")) as archive:
        zipped = sorted(name for name in archive.namelist() if not name.endswith("/"))
        if zipped != files:
            fail(f"the zip holds {zipped}, the bundle {files}")
        for name in files:
            with open(os.path.join(out, name), "rb") as file, archive.open(name) as member:
                if file.read() != member.read():
                    fail(f"{name} differs in the zip")
    with open(os.path.join(out, "rateprompt.artifactbundle.zip"), "rb") as file:
        digest = hashlib.sha256(file.read()).hexdigest()
    with open(os.path.join(out, "rateprompt.artifactbundle.zip.sha256"), encoding="utf-8") as file:
        recorded = file.read().strip()
    if recorded != digest:
        fail(f"rateprompt.artifactbundle.zip.sha256 says {recorded}, the zip's SHA-256 is {digest}")
    print(f"check_artifactbundle: {bundle}: schema {info['schemaVersion']}, rateprompt {artifact['version']}, "
          f"triples {', '.join(claimed)}; zip and checksum match")


if __name__ == "__main__":
    main()
