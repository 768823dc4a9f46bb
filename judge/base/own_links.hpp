// A path resolved as the judge resolves every path it reads or lists: one
// name at a time on descriptors, this user's (or root's) links followed and
// another user's never (it is refused, and what it leads to is not looked
// at), nothing swapped on the way followed. The safe reader (text_file.hpp)
// opens what this resolves; test sets and classes are listed through it.
#pragma once

#include <sys/stat.h>
#include <sys/types.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "fd.hpp"

namespace judge {

// A folder resolved before and kept by its descriptor, with what it was
// then (its name must still lead there to be used again).
struct HeldFolder {
    Fd dir;
    dev_t dev = 0;
    ino_t ino = 0;
};

// Where `path` leads, resolved one name at a time on descriptors (as the
// kernel would, but a link is looked at before it is followed): an O_PATH
// descriptor of what is there and its stat; or the errno that stopped it;
// or the owner of a link that belongs to neither this user nor root, which
// is not followed. Each step holds the descriptor of the step before, so a
// name swapped meanwhile changes nothing already resolved.
struct Resolved {
    Fd parent;         // the folder the last name is in
    std::shared_ptr<const HeldFolder> held;  // or this one, resolved before
    std::string name;  // that name (not a link): parent and name open what was looked at
    struct stat st {};
    int error = 0;
    std::optional<uid_t> foreign_link;
    int parent_fd() const { return held ? held->dir.get() : parent.get(); }
};

Resolved resolve_own_links(const std::filesystem::path& path);

// Throws the one-line refusal: "NAME: SUBJECT is reached through a symbolic
// link of another user (uid N), which the judge does not follow: copy it instead".
[[noreturn]] void foreign_link(const std::string& name, const std::string& subject, uid_t owner);

// Throws JudgeError when the way to `path` (any part of it, and the links
// those lead to) takes a symbolic link of another user's (neither this one
// nor root): the judge never follows one ("t: test folder is reached through
// a symbolic link of another user (uid 1001), ..."). read_checked_file
// does this itself, on descriptors; this is for a folder about to be listed.
void refuse_foreign_links(const std::filesystem::path& path, const char* what);

// The owner of another user's symbolic link on the way to `path` (any part
// of it, and the links those lead to), if there is one: refuse_foreign_links
// without the throw, for a caller that names it its own way.
std::optional<uid_t> foreign_link_on_way(const std::filesystem::path& path);

// A folder to list, opened the way read_checked_file opens a file: this
// user's (or root's) links followed, another user's refused (JudgeError,
// "PATH: <what> is reached through a symbolic link of another user ..."),
// nothing swapped on the way followed. A folder that cannot be opened:
// an invalid descriptor, errno set.
Fd open_checked_folder(const std::filesystem::path& path, const char* what);

// A folder opened and listed: its descriptor, its names (no "." or "..",
// in the order listed), and the errno that stopped the opening or the
// listing (0 if none).
struct FolderListing {
    Fd dir;
    std::vector<std::string> names;
    int error = 0;
};

// `path` opened by open_checked_folder (so it may throw as that does), listed.
FolderListing list_checked_folder(const std::filesystem::path& path, const char* what);

// The folder `name` in the open folder `parent`, never through a link (one
// swapped in since it was looked at is not listed), listed.
FolderListing list_folder_in(int parent, const std::string& name);

}  // namespace judge
