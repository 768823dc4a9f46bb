// A Python 3 submission made ready to run: no compiler, but the same gate a
// C++ file passes. The file is read (UTF-8, a byte-order mark dropped), then
// the Python driver (runtime/python_driver.py) checks it in the sandbox
// (--check: it compiles, its top level runs, the problem's class and methods
// are there) and a refusal is a CE before any test, with the file, line and
// the interpreter's message. The Program runs the interpreter on a small
// bootstrap that reads the driver, the signature and the solution from the
// first framed record of its stdin (the payload), then the test.
#pragma once

#include <string>

#include "compiler.hpp"
#include "problem.hpp"
#include "python_runtime.hpp"
#include "sandbox.hpp"

namespace judge {

// The interpreter's arguments before the driver's own: -S (no site
// packages), -P (no folder of the run's on the path), -B (no bytecode
// written) and -c with the bootstrap.
std::vector<std::string> python_arguments();
// The environment of every Python run: a fixed hash seed (a set's order is
// the same at every run, as the verdict must be), UTF-8 mode.
std::vector<std::string> python_environment();

// A type as LeetCode's Python 3 editor hints it: "List[List[int]]",
// "Optional[TreeNode]", "str", "float", "None".
std::string python_type_hint(const TypeSpec& type);
// The class as LeetCode's Python 3 editor shows it (ListNode's and
// TreeNode's definitions commented out above it), each method's body `pass`.
std::string python_solution_template(const Signature& signature);

// The name a Python file goes by in its tracebacks and messages: as the
// user wrote it, a control character (a line break) as '?' (a traceback is
// read back line by line).
std::string python_file_name(const std::string& display);

// The largest Python file the judge takes (compiled again for every test).
inline constexpr std::size_t k_max_python_source_bytes = 1 << 20;

// The signature as the Python driver reads it (JSON).
std::string python_signature_json(const Signature& signature);

// The driver's payload: its own text, the prelude (python_prelude.py), the
// signature, the solution's text and the name tracebacks give its file.
// driver_code: its bytecode for the interpreter (base64 of marshal), used
// instead of the text when given.
std::string python_payload(const Signature& signature, const std::string& driver, const std::string& prelude,
                           const std::string& source, const std::string& display,
                           const std::string& driver_code = "");

// The solution's text as Python reads a file: a UTF-8 byte-order mark
// dropped; a byte that is not UTF-8 is a CE naming its line and column
// (returned as the headline; the text empty).
struct PythonSource {
    std::string text;
    std::string error;
};
PythonSource read_python_source(const std::string& bytes, const std::string& display);

// One self-contained .py that a plain python3 runs on a test's input from
// stdin: the prelude, the solution's text as it is (a byte-order mark
// dropped), then the driver, run in a namespace of its own on the file's
// globals. `runtime_dir` holds python_driver.py and python_prelude.py.
std::string python_export_source(const Signature& signature, const std::string& source,
                                 const std::string& header, const std::filesystem::path& runtime_dir);

// The submission checked and made runnable (CompileResult::program()); a
// refusal is ok = false with the interpreter's words as the log.
CompileResult prepare_python_solution(Sandbox& sandbox, const Problem& problem, const CompileRequest& request,
                                      const PythonRuntime& runtime);

}  // namespace judge
