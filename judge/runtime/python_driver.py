# The driver of a Python 3 submission: the C++ driver's counterpart
# (driver_main.hpp, leetcode_io.hpp, leetcode_nodes.hpp), run by the same
# interpreter as the solution, in the same sandbox.
#
# The judge starts `python3 -I -S -c BOOT [--many|--check]`; BOOT reads the
# first framed record of stdin ("<length>\n<bytes>": a JSON object with this
# file's text, the signature and the solution's source) and executes this
# file with it as PAYLOAD. Then, as the C++ driver does:
#   (no flag)  the rest of stdin is one test: its arguments are read, the
#              solution is called, the answer's literal goes to stdout;
#   --many     framed records, one test each, a fresh Solution each, the
#              module's globals kept (--mode leetcode); each answer is
#              "@@done <index> <length>\n" and the answer; the payload was
#              record 0 and is answered with an empty answer;
#   --check    the solution is compiled and its top level run; the class
#              and methods the problem wants are looked for: exit 0, or
#              k_check_failed with the reason on stderr (the judge's CE).
# What the solution prints goes to stderr, as LeetCode keeps it apart.
# The exit codes are driver_status.hpp's. Standard library only.

import os
import sys

K_WRITE_FAILED = 120
K_BAD_INPUT = 121
K_BAD_FRAME = 122
K_OUT_OF_MEMORY = 123
K_RECURSION = 125
K_EXCEPTION = 126
K_CHECK_FAILED = 127
K_MAX_NODES = 1 << 22
NOTE = "judge driver: "

SOLUTION_FILE = PAYLOAD["file"]  # noqa: F821 (given by BOOT)
SIGNATURE = PAYLOAD["signature"]  # noqa: F821
# What LeetCode's Python 3 environment holds without an import
# (python_prelude.py, sent by the judge).
PRELUDE = PAYLOAD.get("prelude", "")  # noqa: F821



def write_all(fd, data, exit_on_failure=True):
    view = memoryview(data)
    while view:
        try:
            n = os.write(fd, view)
        except InterruptedError:
            continue
        except OSError:
            if not exit_on_failure:
                return
            os._exit(K_WRITE_FAILED)
        view = view[n:]


def encode_answer(text):
    """The answer's bytes: a byte the input held that is not UTF-8 back as it
    was; a lone surrogate (a \\uD800 the input spelt) as the judge's reader
    stores one, three bytes."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")


def read_exact(fd, n):
    chunks, have = [], 0
    while have < n:
        try:
            chunk = os.read(fd, min(n - have, 1 << 16))
        except InterruptedError:
            continue
        if not chunk:
            os._exit(K_BAD_FRAME)
        chunks.append(chunk)
        have += len(chunk)
    return b"".join(chunks)


def read_record(fd):
    """The next framed record, or None at the end of the stream."""
    header = b""
    while not header.endswith(b"\n"):
        try:
            c = os.read(fd, 1)
        except InterruptedError:
            continue
        if not c:
            if header:
                os._exit(K_BAD_FRAME)
            return None
        header += c
        if len(header) > 13:
            os._exit(K_BAD_FRAME)
    digits = header[:-1]
    if not digits.isdigit():
        os._exit(K_BAD_FRAME)
    return read_exact(fd, int(digits))


def identity_of(fd):
    """What a descriptor is (its file's device and inode), None if closed."""
    try:
        st = os.fstat(fd)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def check_own_descriptors(kept):
    """A solution that closed a descriptor of the driver's, or put another
    file in its place (os.dup2(2, 3)), is told apart at the answer of the
    call that did it, in both modes alike, as the C++ driver does."""
    for fd, identity in kept:
        if identity_of(fd) != identity:
            os._exit(K_WRITE_FAILED)


def read_rest(fd):
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 1 << 16)
        except InterruptedError:
            continue
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


# ---- reading: LeetCode's literals, one after another ----


class BadInput(Exception):
    pass


def literals(text):
    """Every JSON value of `text`, in order, separated by white space."""
    import json

    # strict=False: a raw tab (any control character) inside a string is
    # taken, as the judge's reader takes it.
    decoder = json.JSONDecoder(strict=False)
    values, at = [], 0
    while True:
        while at < len(text) and text[at] in " \t\r\n":
            at += 1
        if at >= len(text):
            return values
        try:
            value, at = decoder.raw_decode(text, at)
        except ValueError as e:
            raise BadInput(str(e))
        values.append(value)


def convert(value, t, ns):
    """A literal as a parameter of type `t` takes it."""
    if isinstance(t, list):  # ["list", element]
        if not isinstance(value, list):
            raise BadInput("a list was expected")
        return [convert(v, t[1], ns) for v in value]
    if t in ("int", "long"):
        if isinstance(value, bool) or not isinstance(value, int):
            raise BadInput("an integer was expected")
        return value
    if t == "double":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise BadInput("a number was expected")
        return float(value)
    if t == "bool":
        if not isinstance(value, bool):
            raise BadInput("true or false was expected")
        return value
    if t in ("char", "string"):
        if not isinstance(value, str):
            raise BadInput("a string was expected")
        return value
    if t == "ListNode":
        head = None
        for v in reversed(convert(value, ["list", "int"], ns)):
            head = ns["ListNode"](v, head)
        return head
    if t == "TreeNode":
        return tree_from(convert(value, ["list", "any"], ns), ns)
    return value


def tree_from(values, ns):
    if not values:
        return None
    make = ns["TreeNode"]
    if values[0] is None:
        raise BadInput("a tree's root is a value (an empty tree is [])")
    nodes = [make(values[0])]
    parent, right = 0, False
    for v in values[1:]:
        node = None if v is None else make(v)
        while parent < len(nodes) and nodes[parent] is None:
            parent += 1
        if parent >= len(nodes):
            raise BadInput("a tree entry with no parent")
        if right:
            nodes[parent].right = node
            parent += 1
        else:
            nodes[parent].left = node
        right = not right
        nodes.append(node)
    return nodes[0]


# ---- writing: the canonical spelling, as the C++ driver writes it ----


def quote(s):
    out = ['"']
    for c in s:
        if c == '"':
            out.append('\\"')
        elif c == "\\":
            out.append("\\\\")
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif c == "\b":
            out.append("\\b")
        elif c == "\f":
            out.append("\\f")
        elif ord(c) < 0x20:
            out.append("\\u%04x" % ord(c))
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


def fixed(v):
    """The shortest decimals that read back as v, without an exponent."""
    text = repr(v)
    if "e" not in text:
        return text
    mantissa, exponent = text.split("e")
    sign = ""
    if mantissa.startswith("-"):
        sign, mantissa = "-", mantissa[1:]
    whole, _, frac = mantissa.partition(".")
    digits, point = whole + frac, len(whole) + int(exponent)
    if point <= 0:
        return sign + "0." + "0" * -point + digits
    if point >= len(digits):
        return sign + digits + "0" * (point - len(digits))
    return sign + digits[:point] + "." + digits[point:]


def format_double(v):
    if v == 0 or v != v or v in (float("inf"), float("-inf")):
        text = "%.5f" % v
        return "0.00000" if text == "-0.00000" else text
    text = fixed(v)
    if "." not in text:
        text += "."
    decimals = len(text) - text.index(".") - 1
    return text + "0" * max(0, 5 - decimals)


def format_value(v, t):
    """A returned value in LeetCode's syntax, by the declared type where it
    holds one; anything else as what it is (a wrong type reads as wrong).
    Built-in types are written by their own methods: a subclass's __str__,
    __repr__ or __iter__ does not write the answer."""
    if t in ("ListNode", "TreeNode") and v is None:
        return "[]"
    if v is None:
        return "null"
    if isinstance(t, list):
        if isinstance(v, (list, tuple)):
            items = list.__iter__(v) if isinstance(v, list) else tuple.__iter__(v)
            return "[" + ",".join(format_value(e, t[1]) for e in items) + "]"
        t = "any"
    if t == "ListNode" and hasattr(v, "next") and hasattr(v, "val"):
        return format_list(v)
    if t == "TreeNode" and hasattr(v, "left") and hasattr(v, "val"):
        return format_tree(v)
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return int.__repr__(v)
    if isinstance(v, float):
        return format_double(float.__float__(v))
    if isinstance(v, str):
        return quote(str.__str__(v))
    if isinstance(v, (list, tuple)):
        items = list.__iter__(v) if isinstance(v, list) else tuple.__iter__(v)
        return "[" + ",".join(format_value(e, "any") for e in items) + "]"
    return quote("<%s object>" % type(v).__name__)


def format_list(head):
    slow = fast = head
    while fast is not None and fast.next is not None:
        slow, fast = slow.next, fast.next.next
        if slow is fast:
            start, slow = 0, head
            while slow is not fast:
                slow, fast, start = slow.next, fast.next, start + 1
            length, p = 1, slow.next
            while p is not slow:
                p, length = p.next, length + 1
            return (NOTE + "the returned list is cyclic: node %d's next is node %d (counting from 1 at the head)"
                    % (start + length, start + 1))
    out, count, p = [], 0, head
    while p is not None:
        count += 1
        if count > K_MAX_NODES:
            return NOTE + "the returned list is longer than %d nodes" % K_MAX_NODES
        out.append(format_value(p.val, "int"))
        p = p.next
    return "[" + ",".join(out) + "]"


def format_tree(root):
    order, seen, i = [root], {id(root)}, 0
    while i < len(order):
        node = order[i]
        i += 1
        if node is None:
            continue
        for child in (node.left, node.right):
            if child is not None:
                if id(child) in seen:
                    return NOTE + "the returned tree is not a tree: a node is reached twice (a cycle or a shared child)"
                seen.add(id(child))
                if len(seen) > K_MAX_NODES:
                    return NOTE + "the returned tree has more than %d nodes" % K_MAX_NODES
            order.append(child)
    while order and order[-1] is None:
        order.pop()
    return "[" + ",".join("null" if n is None else format_value(n.val, "int") for n in order) + "]"


# ---- the solution ----


def user_traceback(tb):
    """The traceback's frames in the solution's file only (the driver folded away)."""
    import linecache
    import traceback

    source = PAYLOAD.get("solution")  # noqa: F821 (an exported file's lines are its own)
    if source is not None and SOLUTION_FILE not in linecache.cache:
        linecache.cache[SOLUTION_FILE] = (len(source), None, source.splitlines(True), SOLUTION_FILE)

    frames = [f for f in traceback.extract_tb(tb) if f.filename == SOLUTION_FILE]
    return "".join(traceback.format_list(frames))


POST_MORTEM = False  # --post-mortem (judge debug): the locals of the user's frames after a traceback


def user_locals(tb):
    """Each frame of the solution's file on the way to the exception, innermost
    first, with its locals (each shown in at most 200 characters)."""
    frames = []
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == SOLUTION_FILE:
            frames.append((tb.tb_frame, tb.tb_lineno))
        tb = tb.tb_next
    out = []
    for frame, line in reversed(frames):
        out.append("locals of %s at %s:%d:\n" % (frame.f_code.co_name, SOLUTION_FILE, line))
        names = [n for n in frame.f_locals if n != "self"][:40]
        if not names:
            out.append("  (none)\n")
        for name in names:
            try:
                text = repr(frame.f_locals[name])
            except Exception as e:  # a __repr__ of the solution's that fails
                text = "<repr failed: %s>" % type(e).__name__
            if len(text) > 200:
                text = text[:200] + "... (%d characters)" % len(text)
            out.append("  %s = %s\n" % (name, text))
    return "".join(out)


def empty_stdin():
    try:
        r, w = os.pipe()
        os.close(w)
        if r != 0:
            os.dup2(r, 0)
            os.close(r)
    except OSError:
        pass
    if sys.stdin is None:  # the interpreter began without a descriptor 0
        import io

        sys.stdin = io.StringIO("")


def flush_printed():
    """What the solution printed, each test's own: a line not ended waits in
    a buffer, of sys.stdout and sys.stderr or of the streams they replaced."""
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except Exception:  # noqa: BLE001 (a stream of the solution's own: its loss)
            pass


def say(text):
    """The driver's own words on stderr (descriptor 2), after what the
    solution printed, whatever it made of sys.stderr."""
    flush_printed()
    # Descriptor 2 closed by the solution: the exit code still says it.
    write_all(2, text.encode("utf-8", "backslashreplace"), exit_on_failure=False)


def fail_with(e):
    """An exception out of the solution: its traceback in the user's frames, then the exit.
    An exported file run under pdb lets it through, for pdb's post mortem."""
    if "namespace" in PAYLOAD and "pdb" in sys.modules:  # noqa: F821
        raise e
    if isinstance(e, MemoryError):
        say(NOTE + "an allocation failed (MemoryError)\n")
        os._exit(K_OUT_OF_MEMORY)
    import traceback

    text = "Traceback (most recent call last):\n" + user_traceback(e.__traceback__)
    text += "".join(traceback.format_exception_only(type(e), e))
    if POST_MORTEM:
        text += user_locals(e.__traceback__)
    try:
        say(text)
    except Exception:
        pass
    os._exit(K_RECURSION if isinstance(e, RecursionError) else K_EXCEPTION)


def load_solution():
    """The solution's namespace: the prelude, then the file's own top level
    (an exported file: its own globals, where both have run already)."""
    if "namespace" in PAYLOAD:  # noqa: F821
        return PAYLOAD["namespace"]  # noqa: F821
    source = PAYLOAD["solution"]  # noqa: F821
    ns = {"__name__": "solution", "__builtins__": __builtins__}
    exec(compile(PRELUDE, "<judge prelude>", "exec"), ns)
    code = compile(source, SOLUTION_FILE, "exec")
    exec(code, ns)
    return ns


def check(ns):
    """The class and methods the problem wants; an empty text when all are there."""
    wanted = SIGNATURE["class"]
    cls = ns.get(wanted)
    if not isinstance(cls, type):
        return "%s: no class %s: the problem wants class %s%s" % (
            SOLUTION_FILE, wanted, wanted,
            " with " + SIGNATURE["method"] if not SIGNATURE["design"] else "")
    names = [m["name"] for m in SIGNATURE["methods"]] if SIGNATURE["design"] else [SIGNATURE["method"]]
    missing = [n for n in names if not callable(getattr(cls, n, None))]
    if missing:
        return "%s: class %s has no method %s: the problem wants %s" % (
            SOLUTION_FILE, wanted, ", ".join(missing), ", ".join(names))
    return ""


def answer(text, ns):
    """One test: its arguments read from `text`, the solution called, the answer's literal."""
    try:
        # Bytes that are not UTF-8 come through a string and back out as they were.
        values = literals(text.decode("utf-8", "surrogateescape"))
    except (BadInput, UnicodeDecodeError) as e:
        say(NOTE + "stdin: %s\n" % e)
        os._exit(K_BAD_INPUT)
    cls = ns[SIGNATURE["class"]]
    try:
        if SIGNATURE["design"]:
            return design(values, cls, ns)
        params = SIGNATURE["params"]
        if len(values) != len(params):
            raise BadInput("%d arguments for %d parameters" % (len(values), len(params)))
        args = [convert(v, p["type"], ns) for v, p in zip(values, params)]
    except BadInput as e:
        say(NOTE + "stdin: %s\n" % e)
        os._exit(K_BAD_INPUT)
    try:
        result = getattr(cls(), SIGNATURE["method"])(*args)
    except BaseException as e:  # noqa: B036 (SystemExit too: the solution ended the run)
        if isinstance(e, SystemExit):
            raise
        fail_with(e)
    index = SIGNATURE["answer_index"]
    if index >= 0:
        return written(args[index], params[index]["type"])
    return written(result, SIGNATURE["returns"])


def written(value, t):
    """format_value, with what can go wrong there said as the answer's fault:
    a value that contains itself or nests past the recursion limit; an
    exception of the solution's own code (a property, an __iter__) is RE."""
    limit = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else None
    try:
        if limit is not None:
            sys.set_int_max_str_digits(0)  # an integer of any length is written whole
        return format_value(value, t)
    except RecursionError:
        return NOTE + "the returned value contains itself, or nests deeper than Python's recursion limit"
    except BaseException as e:  # noqa: B036
        if isinstance(e, SystemExit):
            raise
        fail_with(e)
    finally:
        if limit is not None:
            sys.set_int_max_str_digits(limit)


def answers(text, ns, many_cases):
    """A test's answer; an exported file's input may hold several cases
    (LeetCode's test box: as many literals a case as the signature has)."""
    if not many_cases:
        return [answer(text, ns)]
    values = literals(text.decode("utf-8", "surrogateescape"))
    per_case = 2 if SIGNATURE["design"] else len(SIGNATURE["params"])
    if per_case == 0 or len(values) % per_case or not values:
        return [answer(text, ns)]
    import json

    out = []
    for i in range(0, len(values), per_case):
        case = "\n".join(json.dumps(v) for v in values[i:i + per_case])
        out.append(answer(case.encode("utf-8", "surrogateescape"), ns))
    return out


# Integers below this are written whole under Python's default limit on
# digits (4300): no need to lift it for them.
SMALL_INT = 1 << 14000


def written_fast(value, t):
    """written(), without its guard for the plain values most calls return
    (an int, a bool, a str: nothing of the solution's code runs to write them)."""
    kind = type(value)
    if kind is int and -SMALL_INT < value < SMALL_INT:
        return int.__repr__(value)
    if kind is bool:
        return "true" if value else "false"
    if kind is str:
        return quote(value)
    return written(value, t)


def design(values, cls, ns):
    if len(values) != 2 or not isinstance(values[0], list) or not isinstance(values[1], list) \
            or len(values[0]) != len(values[1]) or not values[0]:
        raise BadInput("a design test is two lists of the same length: the calls, their arguments")
    # By name: the parameters' types, the return type, and whether every
    # parameter is an integer (then a call's literals are checked in place).
    methods = {m["name"]: ([p["type"] for p in m["params"]], m["returns"],
                           all(p["type"] in ("int", "long") for p in m["params"]))
               for m in SIGNATURE["methods"]}
    ctor = [convert(v, p["type"], ns) for v, p in zip(values[1][0], SIGNATURE["constructor"])]
    out = ["null"]
    append = out.append
    try:
        obj = cls(*ctor)
        for name, raw in zip(values[0][1:], values[1][1:]):
            m = methods.get(name)
            if m is None:
                raise BadInput("no method %s" % name)
            types, returns, integers = m
            if type(raw) is not list:
                raise BadInput("a call's arguments are a list")
            if integers and len(raw) == len(types):
                for v in raw:
                    if type(v) is not int:  # a literal's int, never a bool
                        raise BadInput("an integer was expected")
                args = raw
            else:
                args = [convert(v, t, ns) for v, t in zip(raw, types)]
            result = getattr(obj, name)(*args)
            append("null" if returns == "void" else written_fast(result, returns))
    except BadInput:
        raise
    except BaseException as e:  # noqa: B036
        if isinstance(e, SystemExit):
            raise
        fail_with(e)
    return "[" + ",".join(out) + "]"


def top_level_failure(e):
    """The check's CE for an exception out of the file's top level: the
    exception and the user's line first, then the traceback."""
    import traceback

    frames = [f for f in traceback.extract_tb(e.__traceback__) if f.filename == SOLUTION_FILE]
    line = frames[-1].lineno if frames else 0
    head = "%s:%d: %s (at the file's top level)" % (
        SOLUTION_FILE, line, "".join(traceback.format_exception_only(type(e), e)).strip().splitlines()[-1])
    if isinstance(e, ModuleNotFoundError):
        head += "; only Python's standard library is here (LeetCode's sortedcontainers is not)"
    say(head + "\n")
    say("Traceback (most recent call last):\n" + user_traceback(e.__traceback__))
    say("".join(traceback.format_exception_only(type(e), e)))
    os._exit(K_CHECK_FAILED)


def main(argv):
    global POST_MORTEM
    mode = argv[1] if len(argv) > 1 else ""
    if mode == "--post-mortem":
        POST_MORTEM, mode = True, ""
    case_file = None
    if "namespace" in PAYLOAD and mode not in ("", "--many"):  # noqa: F821 (an exported file: a case's path)
        case_file, mode = mode, ""
    answer_fd = os.dup(1)
    os.dup2(2, 1)
    kept = [(answer_fd, identity_of(answer_fd))]
    # What the solution prints reaches the report even when it then fails
    # or is stopped; a crash of the interpreter itself names the Python lines.
    sys.stdout.reconfigure(line_buffering=True)
    import faulthandler

    try:  # on descriptor 2: an exported file's solution may have replaced sys.stderr already
        faulthandler.enable(file=2)
    except (OSError, ValueError):
        pass
    # The test's input is the driver's: read before the solution's top level
    # runs, and the solution's stdin is empty (input() is EOFError, as when
    # judged alone), in --many mode too.
    # Read through a descriptor of the driver's own in both modes (as in C++):
    # one the solution closes is the same to it judged alone or all in one process.
    test_input = None
    in_fd = os.dup(0) if case_file is None else -1
    if in_fd >= 0:
        kept.append((in_fd, identity_of(in_fd)))
    if mode == "" and case_file is None:
        test_input = read_rest(in_fd)
    elif case_file is not None:
        with open(case_file, "rb") as f:
            test_input = f.read()
    # An empty pipe in its place, as the C++ driver does: read any way
    # (input(), sys.stdin.buffer, os.read(0)) it is at its end; closed, it
    # ends nothing. An exported file under pdb keeps the terminal (pdb reads
    # its commands from it).
    if not ("namespace" in PAYLOAD and "pdb" in sys.modules):  # noqa: F821
        empty_stdin()
    try:
        ns = load_solution()
    except SyntaxError as e:
        where = "%s:%s:%s" % (e.filename or SOLUTION_FILE, e.lineno or 0, e.offset or 0)
        say("%s: %s: %s\n" % (where, type(e).__name__, e.msg))
        if e.text:
            say("    " + e.text.rstrip("\n") + "\n")
        os._exit(K_CHECK_FAILED if mode == "--check" else K_EXCEPTION)
    except SystemExit:
        if mode == "--check":
            say("%s: the file's top level ended the interpreter (sys.exit)\n" % SOLUTION_FILE)
            os._exit(K_CHECK_FAILED)
        raise
    except BaseException as e:  # noqa: B036
        if mode != "--check":
            fail_with(e)
        top_level_failure(e)
    missing = check(ns)
    if mode == "--check":
        if missing:
            say(missing + "\n")
            os._exit(K_CHECK_FAILED)
        sys.stdout.flush()
        write_all(answer_fd, b"judge-check-ok\n")  # the top level ran to its end
        flush_printed()
        os._exit(0)  # the check is of the top level: no exit handler of the solution runs here
    if missing:
        say(NOTE + missing + "\n")
        os._exit(K_EXCEPTION)
    if mode != "--many":
        for out in answers(test_input, ns, "namespace" in PAYLOAD):  # noqa: F821 (an exported file: a test box)
            flush_printed()
            check_own_descriptors(kept)
            write_all(answer_fd, encode_answer(out + "\n"))
        return
    write_all(answer_fd, b"@@done 0 0\n")
    index = 1
    while True:
        record = read_record(in_fd)
        if record is None:
            return
        out = encode_answer(answer(record, ns) + "\n")
        flush_printed()
        check_own_descriptors(kept)
        write_all(answer_fd, b"@@done %d %d\n" % (index, len(out)) + out)
        index += 1


main(sys.argv)
flush_printed()
