// The Python 3 interpreter a Python submission runs on: Debian's python3
// (the judge installs the package where it is missing), and the paths of the
// machine it needs to see in the sandbox, nothing else: the interpreter, its
// standard library, the loader and the shared libraries beside it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace judge {

struct PythonRuntime {
    std::filesystem::path interpreter;  // the real file (/usr/bin/python3.11), not a link to it
    std::string version;                // "3.11", from its name
    std::filesystem::path stdlib;       // /usr/lib/python3.11
    std::vector<std::string> visible;   // what a run sees (SandboxRequest::visible), parents before children
};

// The runtime of `program` (default: /usr/bin/python3, or JUDGE_PYTHON when
// set); throws JudgeError saying what is missing and how to install it.
PythonRuntime find_python_runtime(const std::filesystem::path& program = {});

// This judge's runtime (find_python_runtime() of the default), looked for
// once a process; throws JudgeError while it is missing.
const PythonRuntime& python_runtime();

// The program interpreter an ELF executable names (PT_INTERP:
// /lib64/ld-linux-x86-64.so.2), or none (a static program, or not an ELF file).
std::optional<std::string> elf_interpreter(const std::filesystem::path& program);

// The folders to show for `file` to be reached at its path: the real folder
// holding it, and again for each link on the way to the real file.
std::vector<std::string> folders_to_reach(const std::filesystem::path& file);

// `paths` without duplicates and without a path inside another, sorted.
std::vector<std::string> outermost(std::vector<std::string> paths);

}  // namespace judge
