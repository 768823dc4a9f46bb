// The folder of one sandbox helper, judge-helper-XXXXXX in this user's
// private folder (an OwnedFolder: `lock`, held while its judge lives) with `work`,
// the runs' folder. Removed when dropped and on Ctrl-C; the folders of
// judges killed outright are found by their free lock and removed by the
// next judge.
#pragma once

#include <filesystem>
#include <memory>

#include "owned_folder.hpp"

namespace judge {

class HelperFolder {
public:
    // Throws JudgeError when the folder cannot be made.
    HelperFolder();
    HelperFolder(const HelperFolder&) = delete;
    HelperFolder& operator=(const HelperFolder&) = delete;

    const std::filesystem::path& path() const { return m_folder.path(); }
    std::filesystem::path work() const { return path() / "work"; }

    // Folders of helpers whose judge was killed outright (nobody holds their
    // lock): without root a run's files may still be in them. A folder with
    // no lock yet is another judge's in the making, unless it is old.
    static void remove_stale();

private:
    OwnedFolder m_folder;
};

}  // namespace judge
