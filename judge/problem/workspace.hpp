// Where things are: the project root (problems/, testcases/, the runtime
// header), the problem a path names, and a private scratch folder per run.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "owned_folder.hpp"

namespace judge {

// $JUDGE_ROOT if set (bin/judge sets it), else the project the judge binary
// was built in, else the nearest ancestor of the current folder holding
// problems/. Throws JudgeError when there is none.
std::filesystem::path project_root();

// The user's own data: $XDG_DATA_HOME/judge, else ~/.local/share/judge. It
// holds the history and the problems the user imported (problems/,
// testcases/, solutions/, laid out as the project's).
std::filesystem::path user_data_folder();

// "913" from solutions/913/accepted/x.cpp, testcases/913/hack/x.in or from
// 913-mine.cpp; a JudgeError when the folder and the name disagree
// (solutions/1728/x/913-a.cpp).
std::optional<std::string> problem_id_from_path(const std::filesystem::path& file);

// The problem: `given` if not empty, else inferred from the file's path;
// throws JudgeError asking for --problem when neither says.
std::string resolve_problem_id(const std::string& file, const std::string& given);

// A fresh folder in this user's private folder (private_folder.hpp:
// $TMPDIR/judge-<uid>/judge-scratch-XXXXXX), removed with
// everything in it on destruction and on Ctrl-C; those of judges killed
// outright are removed by the next judge's first one (OwnedFolder).
class ScratchDir {
public:
    ScratchDir();
    // The folder's work/: empty when made (the folder itself holds the lock).
    const std::filesystem::path& path() const { return m_work; }
    // Held by the program this process is about to become (OwnedFolder).
    void hold_across_exec() { m_folder.hold_across_exec(); }

private:
    OwnedFolder m_folder;
    std::filesystem::path m_work;
};

}  // namespace judge
