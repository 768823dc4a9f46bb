#include "workspace.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <vector>

#include "error.hpp"

namespace judge {
namespace fs = std::filesystem;

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
    for (std::size_t i = 0; i + 1 < parts.size(); ++i)
        if (parts[i] == "solutions" && is_id(parts[i + 1])) return parts[i + 1];
    std::string name = file.filename().string();
    std::size_t digits = 0;
    while (digits < name.size() && std::isdigit(static_cast<unsigned char>(name[digits])))
        ++digits;
    if (digits > 0 && digits <= 8 && (digits == name.size() || !std::isalnum(static_cast<unsigned char>(name[digits]))))
        return name.substr(0, digits);
    return std::nullopt;
}

std::string resolve_problem_id(const std::string& file, const std::string& given) {
    if (!given.empty()) return given;
    auto inferred = problem_id_from_path(file);
    if (!inferred && !std::filesystem::exists(file)) throw JudgeError(file + ": no such file");
    if (!inferred) throw JudgeError(file + ": cannot tell the problem from the path; pass --problem ID");
    return *inferred;
}

ScratchDir::ScratchDir() {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = (tmp && *tmp ? std::string(tmp) : std::string("/tmp")) + "/judge-XXXXXX";
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (!::mkdtemp(buf.data())) throw JudgeError("cannot create a scratch folder from " + pattern);
    m_path = buf.data();
    m_on_interrupt = std::make_unique<interrupts::Registration>(interrupts::Stage::clean, [path = m_path] {
        std::error_code ec;
        fs::remove_all(path, ec);
    });
}

ScratchDir::~ScratchDir() {
    std::error_code ec;
    fs::remove_all(m_path, ec);
}

}  // namespace judge
