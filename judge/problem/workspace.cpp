#include "workspace.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <mutex>
#include <vector>

#include "error.hpp"

namespace judge {
namespace fs = std::filesystem;

fs::path user_data_folder() {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return fs::path(xdg) / "judge";
    const char* home = std::getenv("HOME");
    return fs::path(home && *home ? home : ".") / ".local" / "share" / "judge";
}

fs::path project_root() {
    if (const char* env = std::getenv("JUDGE_ROOT"); env && *env) {
        fs::path root = fs::absolute(env);
        if (!fs::is_directory(root / "problems"))
            throw JudgeError("JUDGE_ROOT=" + root.string() + " has no problems/ folder");
        return root;
    }
    // The build folder sits in the project: build/judge -> the project.
    std::error_code ec;
    fs::path exe = fs::canonical("/proc/self/exe", ec);
    for (fs::path dir = exe.parent_path(); !ec && !dir.empty() && dir != dir.root_path(); dir = dir.parent_path())
        if (fs::is_directory(dir / "problems") && fs::is_directory(dir / "judge" / "runtime")) return dir;
    for (fs::path dir = fs::current_path(); !dir.empty(); dir = dir.parent_path()) {
        if (fs::is_directory(dir / "problems") && fs::is_directory(dir / "judge" / "runtime")) return dir;
        if (dir == dir.root_path()) break;
    }
    throw JudgeError("cannot find the judge's project folder: run bin/judge, or set JUDGE_ROOT");
}

std::optional<std::string> problem_id_from_path(const fs::path& file) {
    auto is_id = [](const std::string& s) {
        return !s.empty() && s.size() <= 8 &&
               std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    };
    std::vector<std::string> parts;
    for (const auto& p : fs::absolute(file).lexically_normal())
        parts.push_back(p.string());
    std::optional<std::string> by_folder, by_name;
    for (std::size_t i = 0; i + 1 < parts.size() && !by_folder; ++i)
        if ((parts[i] == "solutions" || parts[i] == "testcases") && is_id(parts[i + 1])) by_folder = parts[i + 1];
    std::string name = file.filename().string();
    std::size_t digits = 0;
    while (digits < name.size() && std::isdigit(static_cast<unsigned char>(name[digits])))
        ++digits;
    if (digits > 0 && digits <= 8 && (digits == name.size() || !std::isalnum(static_cast<unsigned char>(name[digits]))))
        by_name = name.substr(0, digits);
    // Two problems named: guessing one would judge the file against the
    // wrong problem without a word.
    if (by_folder && by_name && *by_folder != *by_name)
        throw JudgeError(file.string() + ": its folder names problem " + *by_folder + " and its name problem " +
                         *by_name + "; pass --problem ID");
    return by_folder ? by_folder : by_name;
}

std::string resolve_problem_id(const std::string& file, const std::string& given) {
    if (!given.empty()) return given;
    auto inferred = problem_id_from_path(file);
    if (!inferred && !std::filesystem::exists(file)) throw JudgeError(file + ": solution file not found");
    if (!inferred) throw JudgeError(file + ": cannot tell the problem from the path; pass --problem ID");
    return *inferred;
}

namespace {
constexpr const char* k_scratch_prefix = "judge-scratch";

OwnedFolder stale_swept_then_made() {
    static std::once_flag swept;
    std::call_once(swept, [] { OwnedFolder::remove_stale(k_scratch_prefix); });
    return OwnedFolder(k_scratch_prefix);
}
}  // namespace

ScratchDir::ScratchDir() : m_folder(stale_swept_then_made()), m_work(m_folder.path() / "work") {
    std::error_code ec;
    if (!fs::create_directory(m_work, ec))
        throw JudgeError("cannot prepare " + m_work.string() + ": " + (ec ? ec.message() : "it exists"));
}

}  // namespace judge
