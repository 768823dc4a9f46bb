#include "python_runtime.hpp"

#include <elf.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "error.hpp"
#include "fd.hpp"

namespace judge {

namespace fs = std::filesystem;

std::optional<std::string> elf_interpreter(const fs::path& program) {
    Fd fd(::open(program.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
    if (fd.get() < 0) return std::nullopt;
    Elf64_Ehdr header{};
    if (::pread(fd.get(), &header, sizeof header, 0) != static_cast<ssize_t>(sizeof header) ||
        std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64 ||
        header.e_phentsize != sizeof(Elf64_Phdr) || header.e_phnum > 256)
        return std::nullopt;
    for (unsigned i = 0; i < header.e_phnum; ++i) {
        Elf64_Phdr ph{};
        const off_t at = static_cast<off_t>(header.e_phoff + i * sizeof ph);
        if (::pread(fd.get(), &ph, sizeof ph, at) != static_cast<ssize_t>(sizeof ph)) return std::nullopt;
        if (ph.p_type != PT_INTERP) continue;
        if (ph.p_filesz == 0 || ph.p_filesz > 4096) return std::nullopt;
        std::string path(ph.p_filesz, '\0');
        if (::pread(fd.get(), path.data(), path.size(), static_cast<off_t>(ph.p_offset)) !=
            static_cast<ssize_t>(path.size()))
            return std::nullopt;
        path.resize(std::strlen(path.c_str()));
        return path;
    }
    return std::nullopt;
}

std::vector<std::string> folders_to_reach(const fs::path& file) {
    std::vector<std::string> folders;
    fs::path at = file;
    std::error_code ec;
    for (int hops = 0; hops < 16; ++hops) {
        const fs::path folder = fs::canonical(at.parent_path(), ec);
        if (ec) break;
        folders.push_back(folder.string());
        const fs::path in_folder = folder / at.filename();
        if (!fs::is_symlink(in_folder, ec)) break;
        const fs::path target = fs::read_symlink(in_folder, ec);
        if (ec) break;
        at = target.is_absolute() ? target : folder / target;
    }
    return folders;
}

std::vector<std::string> outermost(std::vector<std::string> paths) {
    std::sort(paths.begin(), paths.end());
    paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
    std::vector<std::string> kept;
    for (const auto& p : paths) {
        const bool inside = std::any_of(kept.begin(), kept.end(), [&](const std::string& k) {
            return k == "/" || (p.size() > k.size() && p.compare(0, k.size(), k) == 0 && p[k.size()] == '/');
        });
        if (!inside) kept.push_back(p);
    }
    return kept;
}

const PythonRuntime& python_runtime() {
    static std::mutex mutex;
    static std::optional<PythonRuntime> found;
    std::lock_guard lock(mutex);
    if (!found) found = find_python_runtime();
    return *found;
}

PythonRuntime find_python_runtime(const fs::path& program) {
    fs::path wanted = program;
    if (wanted.empty()) {
        const char* env = std::getenv("JUDGE_PYTHON");
        wanted = env && *env ? fs::path(env) : fs::path("/usr/bin/python3");
    }
    const std::string install = " (Debian's python3: apt-get install python3)";
    std::error_code ec;
    PythonRuntime r;
    r.interpreter = fs::canonical(wanted, ec);
    if (ec || !fs::is_regular_file(r.interpreter, ec))
        throw JudgeError("Python 3 is not installed: no " + wanted.string() + install);
    if (::access(r.interpreter.c_str(), X_OK) != 0)
        throw JudgeError("Python 3 cannot be run: " + r.interpreter.string() + " is not executable" + install);
    const std::string name = r.interpreter.filename().string();  // python3.11
    if (name.rfind("python3.", 0) != 0)
        throw JudgeError("Python 3 is not where it was looked for: " + wanted.string() + " is " +
                         r.interpreter.string() + ", not a python3.N" + install);
    r.version = name.substr(6);
    r.stdlib = r.interpreter.parent_path().parent_path() / "lib" / name;
    if (!fs::exists(r.stdlib / "os.py", ec))
        throw JudgeError("Python 3's standard library is not at " + r.stdlib.string() + install);
    std::vector<std::string> visible = {r.interpreter.string(), r.stdlib.string()};
    if (const auto loader = elf_interpreter(r.interpreter)) {
        for (const auto& folder : folders_to_reach(*loader))
            visible.push_back(folder);
        // The shared libraries: beside the loader, and in the multiarch
        // folders the loader searches by default.
        const fs::path real_loader = fs::canonical(*loader, ec);
        if (!ec) {
            const std::string triplet = real_loader.parent_path().filename().string();
            if (triplet.find("-linux-") != std::string::npos)
                for (const char* base : {"/lib/", "/usr/lib/"}) {
                    const fs::path folder = fs::canonical(base + triplet, ec);
                    if (!ec) visible.push_back(folder.string());
                }
        }
    }
    r.visible = outermost(visible);
    return r;
}

}  // namespace judge
