// Finding problems: under the project's problems/ and the user's own
// (imported ones), by id, slug or folder; listed in id order.
#include "problem.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>

#include "error.hpp"
#include "safe_text.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// Problem ids in number order (1, 4, 23, ..., 1728): shorter first, then by text.
bool id_before(const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
}

}  // namespace

namespace {

// The folders of problems under root/problems (none when there is no such folder).
std::vector<fs::path> problem_folders(const fs::path& root) {
    std::vector<fs::path> out;
    std::error_code ec;
    const fs::path dir = root / "problems";
    if (!fs::is_directory(dir, ec)) return out;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (entry.is_directory(ec) && fs::exists(entry.path() / "problem.toml", ec)) out.push_back(entry.path());
    std::sort(out.begin(), out.end());
    return out;
}

// Whether a folder <id>-<slug> is named by `given`: its id, its slug or its whole name.
bool names_folder(const std::string& folder, const std::string& given) {
    const std::size_t dash = folder.find('-');
    return folder == given || folder.substr(0, dash) == given ||
           (dash != std::string::npos && folder.substr(dash + 1) == given);
}

}  // namespace

std::vector<Problem> list_problems(const fs::path& root) {
    std::vector<Problem> out;
    fs::path dir = root / "problems";
    if (!fs::is_directory(dir)) throw JudgeError(dir.string() + ": no problems folder");
    for (const fs::path& folder : problem_folders(root))
        out.push_back(load_problem(folder, root / "testcases"));
    // The user's imported problems, after the built-in ones of the same id.
    const fs::path user = user_data_folder();
    if (user != root)
        for (const fs::path& folder : problem_folders(user))
            out.push_back(load_problem(folder, user / "testcases"));
    std::stable_sort(out.begin(), out.end(), [](const Problem& a, const Problem& b) { return id_before(a.id, b.id); });
    return out;
}

Problem find_problem(const fs::path& root, const std::string& id) {
    // A problem's folder, by its path.
    std::error_code ec;
    if (id.find('/') != std::string::npos && fs::is_regular_file(fs::path(id) / "problem.toml", ec)) {
        fs::path folder = fs::absolute(id).lexically_normal();
        if (!folder.has_filename()) folder = folder.parent_path();  // "problems/1-two-sum/", as a shell completes it
        return load_problem(folder, folder.parent_path().parent_path() / "testcases");
    }
    std::vector<std::string> ids;
    const fs::path user = user_data_folder();
    std::optional<Problem> found;
    for (const fs::path& base : {root, user}) {
        if (found && base == user) {
            // The id means the built-in problem; an imported one of the same id is named by its path.
            for (const fs::path& folder : problem_folders(user))
                if (names_folder(folder.filename().string(), id) && folder.filename().string().rfind(found->id + "-", 0) == 0)
                    std::fprintf(stderr, "judge: problem %s is the built-in one; for the one you imported, give --problem %s\n",
                                 found->id.c_str(), visible_line(folder.string(), 300).c_str());
            break;
        }
        if (base == user && user == root) break;
        for (const fs::path& folder : problem_folders(base)) {
            const std::string name = folder.filename().string();
            if (!found && names_folder(name, id)) found = load_problem(folder, base / "testcases");
            ids.push_back(name.substr(0, name.find('-')));
        }
    }
    if (found) return *found;
    std::sort(ids.begin(), ids.end(), id_before);  // as `judge problems` lists them
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    std::string known;
    for (const auto& i : ids)
        known += (known.empty() ? "" : ", ") + i;
    throw JudgeError("unknown problem '" + id + "' (known: " + (known.empty() ? "none" : known) + ")");
}


}  // namespace judge
