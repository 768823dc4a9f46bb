// The folder of one sandbox helper, judge-helper-XXXXXX in the temporary
// folder: `lock` (held while its judge lives) and `work` (the runs' folder).
// Removed when dropped and on Ctrl-C; the folders of judges killed outright
// are found by their free lock and removed by the next judge.
#pragma once

#include <filesystem>
#include <memory>

#include "fd.hpp"
#include "interrupts.hpp"

namespace judge {

class HelperFolder {
public:
    // Throws JudgeError when the folder cannot be made.
    HelperFolder();
    ~HelperFolder();
    HelperFolder(const HelperFolder&) = delete;
    HelperFolder& operator=(const HelperFolder&) = delete;

    const std::filesystem::path& path() const { return m_dir; }
    std::filesystem::path work() const { return m_dir / "work"; }

    // Folders of helpers whose judge was killed outright (nobody holds their
    // lock): without root a run's files may still be in them. A folder with
    // no lock yet is another judge's in the making, unless it is old.
    static void remove_stale();

private:
    std::filesystem::path m_dir;
    Fd m_lock;
    std::unique_ptr<interrupts::Registration> m_on_clean;
};

}  // namespace judge
