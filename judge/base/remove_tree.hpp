// Emptying and removing a folder that an untrusted run has had its hands on:
// whatever modes it left (a folder of mode 000 inside a folder of mode 000),
// the owner gets its way by giving itself the rights as it walks.
#pragma once

#include <filesystem>

namespace judge {

// Removes everything in the folder open as `dir_fd` (not the folder itself).
// Returns false if something could not be removed.
bool empty_tree_at(int dir_fd);
// Removes everything in `dir`, keeping `dir`.
bool empty_tree(const std::filesystem::path& dir);
// Removes `path` and everything under it (no error if it is not there).
bool remove_tree(const std::filesystem::path& path);

}  // namespace judge
