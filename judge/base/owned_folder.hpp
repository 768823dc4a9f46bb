// A folder that lives as long as the judge that made it: PREFIX-XXXXXX in
// this user's private folder (private_folder.hpp: $TMPDIR/judge-<uid>),
// holding `lock`, held (flock) while its owner lives.
// Removed when dropped and on Ctrl-C; the folders of judges killed outright
// (kill -9, a crash) are found by their free lock and removed by the next
// judge (remove_stale). The scratch folders and the sandbox helpers' use it.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "fd.hpp"
#include "interrupts.hpp"

namespace judge {

class OwnedFolder {
public:
    // Throws JudgeError when the folder cannot be made. No pid in the name:
    // a run may see a folder's path, and must not learn the judge's.
    explicit OwnedFolder(const std::string& prefix);
    ~OwnedFolder();
    OwnedFolder(const OwnedFolder&) = delete;
    OwnedFolder& operator=(const OwnedFolder&) = delete;

    const std::filesystem::path& path() const { return m_dir; }
    // The lock kept by a program this process is about to become (exec):
    // the folder stays held until that program and its children are done
    // (then whoever removes the folder removes the lock with it).
    void hold_across_exec();

    // The PREFIX-* folders nobody holds the lock of. A folder whose lock is
    // not there or not yet marked held is another judge's in the making,
    // unless it is old. Only this user's private folder is looked at, through
    // its descriptor: a link, a FIFO or another user's folder is skipped,
    // never followed or waited on.
    static void remove_stale(const std::string& prefix);

private:
    std::filesystem::path m_dir;
    Fd m_lock;
    std::unique_ptr<interrupts::Registration> m_on_clean;
};

}  // namespace judge
