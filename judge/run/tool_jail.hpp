// The compile step as root, least-privileged: the toolchain on a
// submission's files (g++, cc1plus, as, ld, lto1; addr2line on its
// program) runs as a reserved id of its own (run_identity.hpp), with no
// capability and no new privileges, in a mount namespace whose root holds
// only the paths it may use (bound at their own places, so that folders
// above them, such as root's home, need not be open to it), under Landlock
// as before. The folders it may write are its own for the step; after it,
// every process of the id is killed and those folders are root's again.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <vector>

#include "child_setup.hpp"
#include "run_identity.hpp"
#include "tool_runner.hpp"

namespace judge {

class ToolJail {
public:
    // Takes an id, hands it the trees `access` lets it write, and prepares
    // the view of `access` (a file others may not read is seen as a copy)
    // and of its working folder (empty unless `access` names it).
    // Throws JudgeError when there is no free id or a folder cannot be given.
    ToolJail(const FileAccess& access, const std::filesystem::path& working_dir);
    // Every process of the id killed; the written trees taken back: root's,
    // no set-id bit, nothing writable by others, no link or special file the
    // tool made; the copies removed; the id released.
    ~ToolJail();
    ToolJail(const ToolJail&) = delete;
    ToolJail& operator=(const ToolJail&) = delete;

    // What the child does: the view, then the id.
    void apply(ChildSetup& setup);
    unsigned id() const { return m_id.id(); }

private:
    struct Given {
        std::filesystem::path path;
        uid_t uid;
        gid_t gid;
        mode_t mode;
    };
    void prepare(const FileAccess& access, const std::filesystem::path& working_dir);
    void release();
    void take_back(const Given& given) const;

    ReservedId m_id;
    MountView m_view;
    std::vector<Given> m_given;
    std::filesystem::path m_copies;  // root's own folder of copies, or empty
};

}  // namespace judge
