// The folders only this user can enter: where the judge keeps its scratch,
// its locks and its sandbox helpers' folders, and its build cache. On a
// shared machine another account can plant anything in the temporary folder
// (a FIFO where a lock goes, a link where a folder goes); so the judge works
// in a folder of its own, checked on every use, and opens what is in it
// relative to that folder's descriptor, without following links.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>

#include "fd.hpp"

namespace judge {

struct PrivateFolder {
    std::filesystem::path path;
    Fd fd;  // the folder itself, opened once it was checked (O_DIRECTORY)
};

// `dir`, made (mode 0700) if missing, then checked through its descriptor:
// a real folder (not a link), this user's, mode 0700; an own folder with a
// looser mode is tightened to 0700. Throws JudgeError, one line naming the
// folder and what is wrong with it, ending with `remedy`. With `parents`,
// the missing folders above it are made too (mode 0700 for each).
PrivateFolder open_private_folder(const std::filesystem::path& dir, const std::string& remedy, bool parents = false);

// Where the judge keeps its scratch, locks and helper folders:
// $TMPDIR/judge-<uid> when TMPDIR is set, else $XDG_RUNTIME_DIR/judge when
// that is this user's own folder (mode 0700), else /tmp/judge-<uid>.
// Checked (open_private_folder) on every call: the environment may change
// (the unit tests move TMPDIR).
std::filesystem::path private_folder_path();
PrivateFolder private_folder();

// What a node is, in words: "a FIFO", "a socket", "a character device",
// "a block device", "a folder", "a symbolic link", "a regular file".
std::string node_kind(mode_t mode);

// Whether a node owned by `uid` may be followed or written through by this
// process: its own, or root's (/dev/null, /dev/stdout); never another
// user's, who could have planted it.
bool trusted_owner(uid_t uid);

}  // namespace judge
