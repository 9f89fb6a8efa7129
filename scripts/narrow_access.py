#!/usr/bin/env python3
"""Narrows `package` access to what another module uses, and drops imports of the project's modules that a file
does not use.

    python3 scripts/narrow_access.py            # rewrite Sources/ and Tests/, print the counts before and after
    python3 scripts/narrow_access.py --check    # change nothing; list what it would change, exit 1 if anything
    python3 scripts/narrow_access.py --add-imports [BUILD.LOG]
                                                # add the imports a MemberImportVisibility build asks for (without
                                                # a log: build with `swift build --build-tests` until it asks none)

A `package` declaration stays `package` when another module may need it: its name occurs in the code of another
module of Sources/ (or of a target under Tests/ that imports the module without @testable, as
RatePromptTestSupport does), in a type that stays visible itself; or a declaration that stays `package` names it in
its signature (a type, or anything in a default argument, an inferred initializer or an @inlinable body); or it
implements a protocol requirement or overrides a method of a type that stays visible; or it is an initializer of a
type that another module names. Everything else becomes internal. Names are matched as tokens of the code without
comments and string text, so that an unrelated use of the same name keeps a declaration: keeping too much costs
nothing, keeping too little costs a compile error. Generated files (a "do not edit" header) are left to their
generators; a declaration with `// narrow-access: keep` on its line or the line above, or an import with it on its
line, is left as it is (say why after it).

`import RatePromptX` goes when the file names nothing that module declares for it: neither a top-level name, nor a
member name after a `.`, nor an operator it declares. The Benchmarks/, Fuzz/ and Plugins/ packages only see public
declarations, so they play no part. Running it twice changes nothing the second time.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
TESTS = os.path.join(ROOT, "Tests")

IDENT = r"(?:`[^`\n]+`|[A-Za-z_][A-Za-z0-9_]*)"
OPERATOR_CHARS = "=-+!*%<>&|^~?/."
TYPE_KINDS = {"struct", "enum", "class", "actor", "protocol", "typealias"}
KEYWORDS = ("struct|enum|class|actor|protocol|extension|func|var|let|init|subscript|typealias|associatedtype|case|"
            "operator|precedencegroup|macro")
# Modifiers that may stand between the access level and the keyword (or before the access level).
MODIFIERS = ("static|class|final|nonisolated|mutating|nonmutating|override|convenience|required|indirect|lazy|weak|"
             "unowned|dynamic|optional|prefix|postfix|infix|consuming|borrowing|distributed|isolated|open|public|"
             "package|internal|fileprivate|private")
ACCESS = {"open", "public", "package", "internal", "fileprivate", "private"}
DECLARATION = re.compile(r"(?<![\w.`])(" + KEYWORDS + r")(?![\w`])")
ATTRIBUTE = re.compile(r"@[A-Za-z_][\w.]*(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\s*$")
MODIFIER_BEFORE = re.compile(r"(?<![\w.`@])(" + MODIFIERS + r")(?:\((?:set|unsafe)\))?\s*$")
# `package` as an access modifier: followed by a declaration keyword or another modifier (not `package(set)`).
PACKAGE_MODIFIER = re.compile(r"(?<![\w.`@])package(?=\s+(?:(?:" + MODIFIERS + r")(?:\((?:set|unsafe)\))?\s+)*(?:" +
                              KEYWORDS + r")(?![\w`]))\s+")
PACKAGE_WORD = re.compile(r"(?<![\w.`@(])package[ \t]+")
PROJECT_IMPORT = re.compile(r"^(@testable +)?import +(RatePrompt\w*)[ \t]*(?://[^\n]*)?\n", re.M)
GENERATED = re.compile(r"do not edit", re.I)
# Written on a declaration's line (or the line above) or an import's line: what the script cannot see is needed.
KEEP = "narrow-access: keep"

# Requirements of the standard library's and Foundation's protocols a project type may implement: a member of a
# type that stays `package` with one of these names stays `package` when the type conforms to anything outside the
# project.
OUTSIDE_REQUIREMENTS = {
    "==", "!=", "<", "<=", ">", ">=", "~=", "hash", "hashValue", "description", "debugDescription", "encode",
    "init", "id", "makeIterator", "next", "underestimatedCount", "startIndex", "endIndex", "index", "subscript",
    "count", "isEmpty", "indices", "formIndex", "distance", "allCases", "rawValue", "errorDescription",
    "failureReason", "recoverySuggestion", "helpAnchor", "makeAsyncIterator", "callAsFunction", "replaceSubrange",
    "append", "insert", "remove", "removeAll", "reserveCapacity", "run", "validate", "configuration", "write",
    "Element", "Index", "Iterator", "SubSequence", "Indices", "RawValue", "ID", "AllCases", "Body", "body",
    "errorCode", "errorUserInfo", "localizedDescription", "dynamicMember", "withContiguousStorageIfAvailable",
    "customMirror", "playgroundDescription", "lexicographicallyPrecedes", "copy", "mutableCopy", "makeBody",
}

# Protocols outside the project that require no member.
MARKERS = {"Sendable", "Error", "BitwiseCopyable", "Copyable", "Escapable", "AnyObject", "Any"}


# ----------------------------------------------------------------------------------------------------------- lexing

def mask(text):
    """The text with comments and the literal parts of strings blanked (newlines kept), so that offsets still
    match; string interpolations stay as code."""
    out = list(text)
    n = len(text)
    i = 0
    # Each frame: ("code", paren depth) inside an interpolation, or ("string", hashes, multiline).
    stack = [("code", 0)]

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        frame = stack[-1]
        c = text[i]
        if frame[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
                continue
            m = re.match(r'(#*)("""|")', text[i:i + 64])
            if m and (m.group(1) == "" or c == "#"):
                hashes = len(m.group(1))
                multiline = m.group(2) == '"""'
                blank(i, i + m.end())
                stack.append(("string", hashes, multiline))
                i += m.end()
                continue
            if c == "(":
                stack[-1] = ("code", frame[1] + 1)
            elif c == ")":
                if frame[1] == 0 and len(stack) > 1:
                    out[i] = " "
                    stack.pop()
                    i += 1
                    continue
                stack[-1] = ("code", frame[1] - 1)
            i += 1
            continue
        _, hashes, multiline = frame
        escape = "\\" + "#" * hashes
        if text.startswith(escape, i):
            j = i + len(escape)
            if j < n and text[j] == "(":
                blank(i, j + 1)
                stack.append(("code", 0))
                i = j + 1
                continue
            blank(i, min(n, j + 1))
            i = j + 1
            continue
        close = ('"""' if multiline else '"') + "#" * hashes
        if text.startswith(close, i):
            blank(i, i + len(close))
            stack.pop()
            i += len(close)
            continue
        if c == "\n" and not multiline:
            stack.pop()  # an unterminated string: give up on it at the end of the line
            i += 1
            continue
        if c != "\n":
            out[i] = " "
        i += 1
    return "".join(out)


def identifiers(code):
    return {name.strip("`") for name in re.findall(IDENT, code)}


def member_names(code):
    """Names after a `.`: what a file may look up as a member."""
    return {name.strip("`") for name in re.findall(r"\.\s*(" + IDENT + ")", code)}


def operators(code):
    return set(re.findall(r"[=\-+!*%<>&|^~?/]+", code))


def matching_close(code, open_index, opening="{", closing="}"):
    depth = 0
    for k in range(open_index, len(code)):
        if code[k] == opening:
            depth += 1
        elif code[k] == closing:
            depth -= 1
            if depth == 0:
                return k
    return len(code) - 1


# ---------------------------------------------------------------------------------------------------- declarations

class Declaration:
    def __init__(self, **fields):
        self.__dict__.update(fields)

    def __repr__(self):
        return f"{self.path}:{self.line}: {self.kind} {self.name}"


class SwiftFile:
    def __init__(self, path, module):
        self.path = path
        self.module = module
        with open(path, encoding="utf-8") as handle:
            self.text = handle.read()
        self.code = mask(self.text)
        self.generated = bool(GENERATED.search("\n".join(self.text.split("\n")[:4])))
        self.declarations = []
        self._scan()

    def line_of(self, offset):
        return self.text.count("\n", 0, offset) + 1

    def _scan(self):
        code = self.code
        # Scopes: (start of body, end of body, declaration or None for a body that is not a type's).
        type_headers = {}
        for match in DECLARATION.finditer(code):
            kind = match.group(1)
            # `case` inside a switch, `let`/`var` in patterns and bodies are filtered below by their scope.
            start = match.start()
            prefix_start, modifiers, attributes = self._prefix(start)
            after = match.end()
            name, header_end, body = self._name_and_header(kind, after)
            if name is None:
                continue
            decl = Declaration(path=self.path, file=self, module=self.module, kind=kind, name=name,
                               offset=start, prefix_start=prefix_start, modifiers=modifiers, attributes=attributes,
                               header=code[prefix_start:header_end], body=body, line=self.line_of(start),
                               parent=None, names=[name])
            if kind == "case":
                decl.names = self._case_names(after)
            self.declarations.append(decl)
            if body is not None and kind in TYPE_KINDS | {"extension"}:
                type_headers[body[0]] = decl
        # Parents: the innermost type or extension body holding a declaration; a declaration inside any other body
        # (a function's, an accessor's, a closure's) is local and dropped.
        kept = []
        pending = sorted(self.declarations, key=lambda d: d.offset)
        opens = []
        position = 0
        for decl in pending:
            for k in range(position, decl.offset):
                ch = code[k]
                if ch == "{":
                    opens.append(k)
                elif ch == "}" and opens:
                    opens.pop()
            position = decl.offset
            parent = None
            local = False
            for start in opens:
                holder = type_headers.get(start)
                if holder is None:
                    local = True
                    break
                parent = holder
            if local:
                continue
            if decl.kind == "case" and (parent is None or parent.kind not in {"enum", "extension"}):
                continue
            decl.parent = parent
            kept.append(decl)
        self.declarations = kept

    def _prefix(self, start):
        """Where the declaration's attributes and modifiers begin, its modifiers and its attributes."""
        code = self.code
        position = start
        modifiers, attributes = [], []
        while True:
            before = code[:position].rstrip()
            m = MODIFIER_BEFORE.search(before[-40:])
            if m:
                modifiers.append(m.group(0).strip())
                position = len(before) - (len(before[-40:]) - m.start())
                continue
            m = ATTRIBUTE.search(before[-200:])
            if m and not before[-200:][:m.start()].rstrip().endswith("("):
                attributes.append(m.group(0).strip())
                position = len(before) - (len(before[-200:]) - m.start())
                continue
            break
        return position, modifiers, attributes

    def _name_and_header(self, kind, after):
        """The declared name, where the part other modules depend on ends, and the body's (start, end) if any."""
        code = self.code
        rest = code[after:after + 400]
        if kind in ("init", "subscript"):
            name = kind
        elif kind == "func":
            m = re.match(r"\s*(" + IDENT + r"|[" + re.escape(OPERATOR_CHARS) + r"]+)", rest)
            if not m:
                return None, None, None
            name = m.group(1).strip("`")
        elif kind == "extension":
            m = re.match(r"\s*((?:" + IDENT + r"\s*\.\s*)*" + IDENT + ")", rest)
            if not m:
                return None, None, None
            name = re.split(r"\s*\.\s*", m.group(1))[-1].strip("`")
        elif kind in ("var", "let"):
            m = re.match(r"\s*\(?\s*(" + IDENT + ")", rest)
            if not m:
                return None, None, None
            name = m.group(1).strip("`")
        elif kind == "operator":
            m = re.match(r"\s*([" + re.escape(OPERATOR_CHARS) + r"]+)", rest)
            if not m:
                return None, None, None
            name = m.group(1)
        else:
            m = re.match(r"\s*(" + IDENT + ")", rest)
            if not m:
                return None, None, None
            name = m.group(1).strip("`")
            if kind == "case" and name in ("let", "var", "is", "_"):
                return None, None, None
        # The header runs to the body's `{`, or to the end of the line at bracket depth 0.
        depth = 0
        k = after
        n = len(code)
        body = None
        last = after  # the last character that is not white space
        while k < n:
            ch = code[k]
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth -= 1
            if ch == "{" and depth <= 0:
                body = (k, matching_close(code, k))
                break
            if ch == "\n" and depth <= 0:
                following = code[k + 1:k + 200].lstrip()
                # A header continues on the next line with `where`, `->`, `throws`, `,` or a `:` clause.
                if re.match(r"(where\b|->|throws\b|async\b|rethrows\b|,|:|=(?!=)|&|\.)", following) or \
                        code[max(after, last - 5):last + 1].endswith((",", ":", "->", "=", "&", "where")):
                    k += 1
                    continue
                break
            if not ch.isspace():
                last = k
            k += 1
        return name, k, body

    def _case_names(self, after):
        code = self.code
        end = code.find("\n", after)
        segment = code[after:end if end >= 0 else len(code)]
        names, depth, token = [], 0, True
        for m in re.finditer(r"[()\[\],=]|" + IDENT, segment):
            t = m.group(0)
            if t in "([":
                depth += 1
            elif t in ")]":
                depth -= 1
            elif t == "," and depth == 0:
                token = True
            elif t == "=" and depth == 0:
                token = False
            elif token and depth == 0:
                names.append(t.strip("`"))
                token = False
        return names


def access_of(decl):
    for modifier in decl.modifiers:
        word = modifier.split("(")[0]
        if word in ACCESS and "(" not in modifier:
            return word
    parent = decl.parent
    if parent is not None:
        if parent.kind == "protocol" or (decl.kind == "case" and parent.kind == "enum"):
            return access_of(parent)
        if parent.kind == "extension":
            for modifier in parent.modifiers:
                if modifier in ACCESS:
                    return modifier
    return "internal"


def swift_files(folder):
    for directory, subdirectories, files in os.walk(folder):
        subdirectories.sort()
        for name in sorted(files):
            path = os.path.join(directory, name)
            if name.endswith(".swift") and not os.path.islink(path):
                yield path


# ------------------------------------------------------------------------------------------------------- the model

class Project:
    def __init__(self):
        self.modules = sorted(d for d in os.listdir(SOURCES)
                              if os.path.isdir(os.path.join(SOURCES, d)) and any(swift_files(os.path.join(SOURCES, d))))
        self.files = []
        for module in self.modules:
            for path in swift_files(os.path.join(SOURCES, module)):
                self.files.append(SwiftFile(path, module))
        self.test_files = []
        for path in swift_files(TESTS):
            module = os.path.relpath(path, TESTS).split(os.sep)[0]
            self.test_files.append(SwiftFile(path, module))
        # Library targets under Tests/ (RatePromptTestSupport): modules that test files import.
        self.test_libraries = sorted({f.module for f in self.test_files if f.module.startswith("RatePrompt") and
                                      not f.module.endswith("Tests")})

    def all_files(self):
        return self.files + self.test_files


def imports(file):
    """(module, testable, start, end) of each of the project's modules a file imports at the top level."""
    found = []
    for m in PROJECT_IMPORT.finditer(file.text):
        found.append((m.group(2), bool(m.group(1)), m.start(), m.end()))
    return found


# ---------------------------------------------------------------------------------------------- narrowing access

def narrow(project):
    """The `package` declarations to make internal."""
    by_module = {}
    for file in project.files:
        for decl in file.declarations:
            by_module.setdefault(decl.module, []).append(decl)

    # What other modules name: all code of other Sources/ modules, and the test targets' files that import the module
    # without @testable (their internal view comes from @testable).
    # A top-level name counts wherever it occurs; a member's only after a `.`, or anywhere in the body of a type or
    # extension whose header names one of the module's types (an extension of it, a conformance to its protocol, a
    # subclass), where members are named without `self.`.
    type_names = {module: set() for module in project.modules}
    for module, decls in by_module.items():
        for decl in decls:
            if decl.kind in TYPE_KINDS | {"extension"}:
                type_names[module].add(decl.name)
    tokens = {name: set() for name in project.modules}
    members = {name: set() for name in project.modules}
    for module in project.modules:
        outside = [f for f in project.files if f.module != module]
        outside += [f for f in project.test_files
                    if any(imported == module and not testable for imported, testable, _, _ in imports(f))]
        for file in outside:
            tokens[module] |= identifiers(file.code)
            members[module] |= member_names(file.code)
            for decl in file.declarations:
                if decl.body is not None and decl.kind in TYPE_KINDS | {"extension"} and \
                        identifiers(decl.header) & type_names[module]:
                    members[module] |= identifiers(file.code[decl.body[0]:decl.body[1]])

    # Protocols and their requirements, across the project; conformances per module and type name.
    protocols = {}
    for file in project.files:
        for decl in file.declarations:
            if decl.kind == "protocol":
                requirements = set()
                for member in file.declarations:
                    if member.parent is decl:
                        requirements.update(member.names)
                inherited = set(re.findall(IDENT, decl.header.split(":", 1)[1])) if ":" in decl.header else set()
                entry = protocols.setdefault(decl.name, (set(), set()))
                entry[0].update(requirements)
                entry[1].update(inherited)

    def requirement_names(protocol, seen=None):
        seen = seen if seen is not None else set()
        if protocol in seen:
            return set()
        seen.add(protocol)
        if protocol in MARKERS:
            return set()
        if protocol not in protocols:
            return set(OUTSIDE_REQUIREMENTS) if protocol[:1].isupper() else set()
        names, inherited = protocols[protocol]
        names = set(names)
        for other in inherited:
            names |= requirement_names(other, seen)
        return names

    conformances = {}
    for module, decls in by_module.items():
        for decl in decls:
            if decl.kind in TYPE_KINDS | {"extension"} and decl.kind not in ("protocol", "typealias"):
                clause = re.split(r"\bwhere\b", decl.header, 1)[0]
                after_name = clause.split(decl.name, 1)[-1]
                if ":" in after_name:
                    listed = set(re.findall(IDENT, after_name.split(":", 1)[1]))
                    conformances.setdefault((module, decl.name), set()).update(listed)
    witnesses = {}
    for key, listed in conformances.items():
        names = set()
        for protocol in listed:
            names |= requirement_names(protocol)
        witnesses[key] = names

    type_decls = {}
    for module, decls in by_module.items():
        for decl in decls:
            if decl.kind in TYPE_KINDS:
                type_decls.setdefault((module, decl.name), []).append(decl)

    package = [d for decls in by_module.values() for d in decls if access_of(d) == "package" and
               any(m == "package" for m in d.modifiers)]
    kept = set()
    why = {}

    def type_visible(module, name):
        """Whether a type (by name) stays visible to other modules: a package type kept, a public one, or one
        declared outside the module."""
        decls = type_decls.get((module, name))
        if not decls:
            return True
        for decl in decls:
            access = access_of(decl)
            if access in ("public", "open") or (access == "package" and id(decl) in kept):
                return True
        return False

    def parent_visible(decl):
        parent = decl.parent
        while parent is not None:
            if not type_visible(decl.module, parent.name):
                return False
            parent = parent.parent
        return True

    def wants(decl):
        if decl.file.generated:
            return "generated"
        lines = decl.file.text.split("\n")
        if KEEP in lines[decl.line - 1] or (decl.line > 1 and KEEP in lines[decl.line - 2]):
            return "marked"
        if not parent_visible(decl):
            return None
        parent = decl.parent
        owner = parent.name if parent is not None else None
        if decl.kind == "init":
            return "type named outside" if owner is None or owner in tokens[decl.module] else None
        if decl.kind == "subscript" or (decl.kind == "func" and not re.match(r"\w", decl.name)):
            return "subscript or operator of a visible type"
        if any(m in ("override", "required") for m in decl.modifiers):
            return "override"
        if owner is not None and decl.name in witnesses.get((decl.module, owner), ()):
            return "protocol requirement"
        used = tokens[decl.module] if parent is None else members[decl.module]
        return "named outside" if any(name in used for name in decl.names) else None

    def required_names(decl):
        """(type names, any names) the declaration's visible part uses: what must stay visible with it."""
        header = decl.header
        any_names = set()
        # Default arguments: `= expression` inside the parameter list.
        for m in re.finditer(r"=\s*([^,()]*(?:\([^()]*\)[^,()]*)*)", header):
            if decl.kind in ("func", "init", "subscript"):
                any_names |= identifiers(m.group(1))
        if decl.kind in ("var", "let"):
            # The declared type, or the initializer when the type is inferred from it.
            declared = re.split(r"(?<![=!<>])=(?!=)", header, 1)
            if re.search(r"\b" + decl.kind + r"\s*\(?\s*" + IDENT + r"\s*:", declared[0]):
                header = declared[0]
            else:
                any_names |= identifiers(header)
        body = ""
        if decl.body is not None:
            if decl.kind in ("protocol", "enum"):
                body = decl.file.code[decl.body[0]:decl.body[1]]
            if any(a.startswith("@inlinable") for a in decl.attributes):
                any_names |= identifiers(decl.file.code[decl.body[0]:decl.body[1]])
        type_names = identifiers(header)
        if decl.kind == "protocol":
            type_names |= identifiers(body)
        elif decl.kind == "enum":
            for line in body.split("\n"):
                if re.match(r"\s*(indirect\s+)?case\b", line):
                    type_names |= identifiers(line)
        return type_names, any_names

    by_name = {}
    for decl in package:
        for name in decl.names:
            by_name.setdefault((decl.module, name), []).append(decl)
    by_name = {}
    for decl in package:
        for name in decl.names:
            by_name.setdefault((decl.module, name), []).append(decl)
    changed = True
    while changed:
        changed = False
        for decl in package:
            if id(decl) not in kept:
                reason = wants(decl)
                if reason:
                    kept.add(id(decl))
                    why[id(decl)] = reason
                    changed = True
        for decl in package:
            if id(decl) not in kept:
                continue
            type_names, any_names = required_names(decl)
            for name in type_names | any_names:
                for other in by_name.get((decl.module, name), ()):
                    if id(other) in kept or not (other.kind in TYPE_KINDS or name in any_names):
                        continue
                    kept.add(id(other))
                    why[id(other)] = f"used by {decl.kind} {decl.name} ({os.path.basename(decl.path)}:{decl.line})"
                    changed = True
                    # Its enclosing types stay visible with it.
                    parent = other.parent
                    while parent is not None:
                        for holder in type_decls.get((other.module, parent.name), []):
                            if id(holder) not in kept and holder in package:
                                kept.add(id(holder))
                                why[id(holder)] = f"holds {other.kind} {other.name}"
                        parent = parent.parent
    narrow.why = why
    return [d for d in package if id(d) not in kept], len(package)


def package_count(project):
    return sum(1 for file in project.files for _ in PACKAGE_MODIFIER.finditer(file.code))


# -------------------------------------------------------------------------------------------------------- imports

class ImportIndex:
    """What each of the project's modules declares, as a file that imports it sees it."""

    def __init__(self, project):
        self.modules = project.modules + project.test_libraries
        self.top = {}          # (module, testable) → top-level names
        self.members = {}      # type name → [(defining module, visible to a plain import, names, types it names)]
        self.related = {}      # type name → types its declarations and extensions name (conformances, aliases)
        self.type_names = set()
        # The test targets' own types count too: a test names one of them and gets a project type from it.
        files = project.all_files()
        for file in files:
            for decl in file.declarations:
                if decl.kind in TYPE_KINDS:
                    self.type_names.add(decl.name)
        for file in files:
            for decl in file.declarations:
                access = access_of(decl)
                if access in ("private", "fileprivate"):
                    continue
                plain = access in ("package", "public", "open")
                if decl.kind in TYPE_KINDS | {"extension"}:
                    clause = decl.header if decl.kind != "typealias" else decl.header
                    self.related.setdefault(decl.name, set()).update(identifiers(clause) & self.type_names)
                if decl.kind == "extension":
                    continue
                if decl.parent is None:
                    for view in ((file.module, True),) + (((file.module, False),) if plain else ()):
                        self.top.setdefault(view, set()).update(decl.names)
                    if decl.kind not in TYPE_KINDS:
                        self.related.setdefault("", set()).update(identifiers(decl.header) & self.type_names)
                else:
                    names = set(decl.names)
                    self.members.setdefault(decl.parent.name, []).append(
                        (file.module, plain, names, identifiers(decl.header) & self.type_names))

    def used(self, file):
        """The project modules a file uses: names one at the top level, or looks up a member one declares on a type
        the file may hold a value of (MemberImportVisibility asks for the member's module)."""
        code = re.sub(r"^(@testable +)?import [^\n]*", "", file.code, flags=re.M)
        tokens = identifiers(code)
        members = member_names(code)
        # In the body of a type or an extension, members are named without `self.`.
        for decl in file.declarations:
            if decl.body is not None and decl.kind in TYPE_KINDS | {"extension"}:
                members |= identifiers(code[decl.body[0]:decl.body[1]])
        ops = operators(code)
        has_subscript = "[" in code
        used = set()
        imported = {module: testable for module, testable, _, _ in imports(file)}
        for module, testable in imported.items():
            if module in tokens or tokens & self.top.get((module, testable), set()):
                used.add(module)
        # The types the file may hold: those it names, the ones their members it uses name, and so on; a type
        # declared outside the project (String, Array, a protocol of the standard library) may always be held.
        reachable = tokens & self.type_names
        for name, _ in ((n, None) for n in list(tokens)):
            pass
        reachable |= tokens & set(self.related.get("", set()))
        outside = set(self.members) - self.type_names
        pending = list(reachable | outside)
        seen = set(pending)
        while pending:
            name = pending.pop()
            more = set(self.related.get(name, set()))
            for module, plain, names, types in self.members.get(name, []):
                hit = names & members or names & ops or ("subscript" in names and has_subscript) or \
                    ("init" in names and (name in tokens or "init" in members))
                if not hit:
                    continue
                if module in imported and (plain or imported[module]):
                    used.add(module)
                more |= types
            for other in more - seen:
                seen.add(other)
                pending.append(other)
        return used


def unused_imports(project):
    """(file, start, end, module) of each import of a project module that the file does not use."""
    index = ImportIndex(project)
    found = []
    for file in project.all_files():
        if file.generated:
            continue
        used = None
        for module, testable, start, end in imports(file):
            if module not in index.modules or KEEP in file.text[start:end]:
                continue
            used = index.used(file) if used is None else used
            if module not in used:
                found.append((file, start, end, module))
    return found


def import_count(project):
    return sum(len(imports(file)) for file in project.all_files())


# ---------------------------------------------------------------------------------------------------------- edits

def apply(project, narrowed, dropped):
    edits = {}
    for decl in narrowed:
        segment = decl.file.code[decl.prefix_start:decl.offset]
        for m in PACKAGE_WORD.finditer(segment):
            end = decl.prefix_start + m.end()
            # `package internal(set) var` narrows to `var`: an internal setter on an internal property says nothing.
            setter = re.match(r"\s*internal\(set\)\s*", decl.file.code[end:])
            edits.setdefault(decl.path, []).append((decl.prefix_start + m.start(), end + (setter.end() if setter else 0), ""))
            break
    for file, start, end, _ in dropped:
        edits.setdefault(file.path, []).append((start, end, None))
    for path, changes in edits.items():
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        for start, end, replacement in sorted(changes, reverse=True):
            text = text[:start] + (replacement or "") + text[end:]
            # A block of imports that is gone takes the blank line after it.
            if replacement is None and (start == 0 or text[max(0, start - 2):start] == "\n\n") and \
                    text[start:start + 1] == "\n":
                text = text[:start] + text[start + 1:]
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    return sorted(edits)


# Where an added import goes: after the imports of modules that come earlier in this order.
IMPORT_ORDER = ["Foundation", "RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptOutput",
                "RatePromptRequests", "RatePromptSource", "RatePromptSourceLint"]
MISSING_IMPORT = re.compile(r"(/\S+?\.swift):\d+:\d+: error: .*missing import of defining module '(\w+)'")


def missing_imports(log):
    """Per file, the modules a MemberImportVisibility build says it must import. Foundation's parts on Linux
    (FoundationEssentials, FoundationInternationalization) come through `import Foundation`, which re-exports them
    and is what macOS has."""
    wanted = {}
    for m in MISSING_IMPORT.finditer(log):
        module = m.group(2)
        if module.startswith(("FoundationEssentials", "FoundationInternationalization", "_Foundation")):
            module = "Foundation"
        wanted.setdefault(m.group(1), set()).add(module)
    return wanted


def add_import(path, module):
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    statement = re.compile(r"(@testable +)?import +(\w+)\s*$")
    present = [(k, statement.match(line)) for k, line in enumerate(lines)]
    present = [(k, m.group(2)) for k, m in present if m]
    if any(name == module for _, name in present):
        return False
    # Test targets see the module's internals, as their other imports do.
    relative = os.path.relpath(path, ROOT).split(os.sep)
    testable = relative[0] == "Tests" and relative[1].endswith("Tests") and module.startswith("RatePrompt")
    line = ("@testable " if testable else "") + f"import {module}"
    def rank(name):
        # Foundation first, then other modules (Testing, ArgumentParser), then the project's in the order of stages.
        return IMPORT_ORDER.index(name) if name in IMPORT_ORDER else 0.5

    if present:
        position = present[0][0]
        for k, name in present:
            if rank(name) <= rank(module):
                position = k + 1
        lines.insert(position, line)
    else:
        # After a header comment (not a doc comment, which belongs to the declaration below it).
        start = 0
        while start < len(lines) and lines[start].startswith("//") and not lines[start].startswith("///"):
            start += 1
        lines[start:start] = ([""] if start else []) + [line, ""]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    return True


def add_imports(log_path):
    """Adds the imports a MemberImportVisibility build asks for: from a build's log, or by building
    (`swift build --build-tests`) until it asks for none."""
    import subprocess
    while True:
        if log_path:
            with open(log_path, encoding="utf-8", errors="replace") as handle:
                log = handle.read()
        else:
            run = subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, capture_output=True, text=True)
            log = run.stdout + run.stderr
        added = 0
        for path, modules in sorted(missing_imports(log).items()):
            for module in sorted(modules):
                if add_import(path, module):
                    added += 1
                    print(f"{os.path.relpath(path, ROOT)}: import {module}")
        if log_path or not added:
            break
    if not log_path:
        errors = sorted(set(re.findall(r"^\S+\.swift:\d+:\d+: error: .*$", log, re.M)))
        print("\n".join(errors[:50]))
        print(f"add-imports: the build {'fails with ' + str(len(errors)) + ' errors' if errors else 'passes'}"
              if run.returncode or errors else "add-imports: the build passes")


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["--add-imports"] and len(arguments) <= 2:
        add_imports(arguments[1] if len(arguments) == 2 else None)
        return
    check = arguments == ["--check"]
    if arguments and not check:
        print(__doc__)
        sys.exit(64)
    project = Project()
    before = (package_count(project), import_count(project))
    all_narrowed, all_dropped = [], []
    # Narrowing and dropping imports feed each other (a dropped plain import from a test no longer names the
    # module's declarations): repeat until nothing changes, so that a second run finds nothing.
    while True:
        dropped = unused_imports(project)
        narrowed, _ = narrow(project)
        if not narrowed and not dropped:
            break
        all_narrowed += narrowed
        all_dropped += dropped
        if check:
            break
        apply(project, narrowed, dropped)
        project = Project()
    if check:
        for decl in all_narrowed:
            print(f"{os.path.relpath(decl.path, ROOT)}:{decl.line}: `package` not needed: {decl.kind} {decl.name}")
        for file, start, _, module in all_dropped:
            print(f"{os.path.relpath(file.path, ROOT)}:{file.line_of(start)}: unused import {module}")
        if all_narrowed or all_dropped:
            print(f"narrow_access: {len(all_narrowed)} package declarations to narrow, {len(all_dropped)} imports "
                  f"to drop (python3 scripts/narrow_access.py)")
            sys.exit(1)
        print(f"narrow_access: {before[0]} package declarations, {before[1]} imports of project modules, all needed")
        return
    after = (package_count(project), import_count(project))
    print(f"package declarations: {before[0]} -> {after[0]}")
    print(f"imports of project modules: {before[1]} -> {after[1]}")


if __name__ == "__main__":
    main()
