#include "grade_plan.hpp"

#include <fcntl.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cctype>
#include <optional>
#include <map>
#include <numeric>

#include "error.hpp"
#include "compiler.hpp"
#include "language.hpp"
#include "outside_text.hpp"
#include "parse_number.hpp"
#include "text_file.hpp"

namespace judge {

namespace fs = std::filesystem;

namespace {

std::int64_t count_tests(const fs::path& dir) {
    std::int64_t count = 0;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec))
        count += it->path().extension() == ".in";
    return count;
}

// "913.cpp", "913-cat-and-mouse.py", "913_v2.cpp": the leading digits.
std::optional<std::string> id_from_name(const std::string& name) {
    std::size_t digits = 0;
    while (digits < name.size() && std::isdigit(static_cast<unsigned char>(name[digits])))
        ++digits;
    if (digits == 0 || digits > 8 || (digits < name.size() && std::isalnum(static_cast<unsigned char>(name[digits]))))
        return std::nullopt;
    return name.substr(0, digits);
}

bool is_source(const fs::path& p) {
    return p.extension() == ".cpp" || p.extension() == ".py";
}

}  // namespace

GradePlan plan_grading(const fs::path& folder, const std::vector<Problem>& problems) {
    std::map<std::string, const Problem*> by_id, by_slug;
    for (const auto& p : problems) {
        by_id[p.id] = &p;
        by_slug[p.slug] = &p;
        by_slug[p.id + "-" + p.slug] = &p;
    }
    std::map<std::string, std::int64_t> weights;
    auto weight = [&](const Problem& p, const fs::path& file) {
        if (!weights.count(p.dir.string())) weights[p.dir.string()] = count_tests(p.tests);
        return weights[p.dir.string()] * limits_for(p.limits, language_of(file)).time_ms;
    };
    GradePlan plan;
    // Listed from descriptors: the class folder as the safe reader opens a
    // file, each student's folder in it and never through a link (one a
    // student swaps in for their folder mid-grade is not listed: its names
    // would be in the grade's output).
    // (Another user's link is refused before anything is said of where it leads.)
    FolderListing class_listing = list_checked_folder(folder, "the class folder");
    if (class_listing.error == ENOENT || class_listing.error == ENOTDIR)
        throw JudgeError(folder.string() + ": not a folder of students' folders");
    if (class_listing.error != 0)
        throw JudgeError(folder.string() + ": cannot list the class folder: " + std::strerror(class_listing.error));
    const Fd& class_dir = class_listing.dir;
    std::vector<std::string>& entries = class_listing.names;
    std::sort(entries.begin(), entries.end());
    for (const std::string& student : entries) {
        const fs::path at = folder / student;
        if (student.empty()) continue;
        if (student[0] == '.') {  // .git and the like: said, not searched
            plan.not_judged.push_back(at.string() + ": a hidden name (it starts with '.'), not a student's folder");
            continue;
        }
        // A link is not a student's folder nor a submission: it could lead to
        // another student's file, the tests' answers, or anything the judge
        // may read (its compile log would show it).
        struct stat own {};
        const bool seen = ::fstatat(class_dir.get(), student.c_str(), &own, AT_SYMLINK_NOFOLLOW) == 0;
        if (seen && S_ISLNK(own.st_mode)) {
            plan.not_judged.push_back(at.string() + ": a symbolic link, not a student's folder");
            continue;
        }
        if (!seen || !S_ISDIR(own.st_mode)) {
            plan.not_judged.push_back(at.string() + ": not in a student's folder (" +
                                      (folder / "<student>" / "<file>").lexically_normal().string() + ")");
            continue;
        }
        plan.students.push_back(student);
        FolderListing listing = list_folder_in(class_dir.get(), student);
        if (listing.error != 0) {
            plan.not_judged.push_back(at.string() + ": cannot be listed: " + std::strerror(listing.error));
            continue;
        }
        const Fd& student_dir = listing.dir;
        std::vector<std::string>& names = listing.names;
        std::sort(names.begin(), names.end());
        for (const std::string& name : names) {
            const fs::path f = at / name;
            if (name[0] == '.') {
                plan.not_judged.push_back(f.string() + ": a hidden name (it starts with '.'), not a submission");
                continue;
            }
            struct stat st {};
            if (::fstatat(student_dir.get(), name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode)) {
                plan.not_judged.push_back(f.string() + ": a symbolic link, not a submission of its own");
                continue;
            }
            if (S_ISDIR(st.st_mode)) {
                plan.not_judged.push_back(f.string() + ": a folder inside a student's folder (not searched)");
                continue;
            }
            if (!is_source(f)) {
                plan.not_judged.push_back(f.string() + ": not a .cpp or .py file");
                continue;
            }
            GradeItem item{student, f, f.filename().string(), "", "", 0};
            const std::string stem = f.stem().string();
            const Problem* p = nullptr;
            if (auto id = id_from_name(item.name); id && by_id.count(*id))
                p = by_id[*id];
            else if (id)
                item.why_not = "problem " + *id + " is not one of this judge's (judge problems)";
            if (!p && item.why_not.empty()) {
                if (auto it = by_slug.find(stem); it != by_slug.end()) p = it->second;
                else item.why_not = "cannot tell the problem from its name (name it <id>.cpp or <slug>.py, e.g. 913.cpp)";
            }
            if (p) {
                item.problem = p->id;
                item.weight_ms = weight(*p, f);
            }
            plan.items.push_back(std::move(item));
        }
    }
    for (const auto& item : plan.items)
        if (!item.problem.empty() &&
            std::find(plan.problems.begin(), plan.problems.end(), item.problem) == plan.problems.end())
            plan.problems.push_back(item.problem);
    std::sort(plan.problems.begin(), plan.problems.end(), [](const std::string& a, const std::string& b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
    return plan;
}

std::vector<std::size_t> shard_items(const std::vector<GradeItem>& items, int k, int n) {
    std::vector<std::size_t> order(items.size());
    std::iota(order.begin(), order.end(), 0);
    // Heaviest first; ties in the folder's order.
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return items[a].weight_ms > items[b].weight_ms; });
    std::vector<std::int64_t> load(static_cast<std::size_t>(n), 0);
    std::vector<std::size_t> mine;
    for (std::size_t i : order) {
        const auto least = static_cast<std::size_t>(std::min_element(load.begin(), load.end()) - load.begin());
        load[least] += std::max<std::int64_t>(items[i].weight_ms, 1);
        if (static_cast<int>(least) == k - 1) mine.push_back(i);
    }
    std::sort(mine.begin(), mine.end());
    return mine;
}

std::pair<int, int> parse_shard(const std::string& text) {
    const std::size_t slash = text.find('/');
    const auto k = parse_number<int>(text.substr(0, slash));
    const auto n = slash == std::string::npos ? std::nullopt : parse_number<int>(text.substr(slash + 1));
    if (!k || !n || *k < 1 || *n < 1 || *k > *n || *n > 10000)
        throw JudgeError("--shard " + on_terminal(OutsideText(text)) +
                         ": K/N with 1 <= K <= N <= 10000 (this task's number, the number of tasks), e.g. 3/16");
    return {*k, *n};
}

}  // namespace judge
