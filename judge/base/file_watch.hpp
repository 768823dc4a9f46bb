// Waiting for a file to be saved (`judge watch`): inotify on its folder, so
// that an editor that writes a new file and renames it over the old one is
// seen as well as one that writes in place. A link is followed: the folder
// of the file it names is watched too.
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "fd.hpp"

namespace judge {

class FileWatch {
public:
    // Throws JudgeError naming the file when its folder cannot be watched.
    explicit FileWatch(const std::filesystem::path& file);

    // Blocks until the file is written (closed after writing, created, or
    // renamed into place), then until no more such events came for `settle`
    // (an editor's save is often several); false when `timeout` passed
    // first (a negative timeout waits for ever).
    bool wait(std::chrono::milliseconds timeout, std::chrono::milliseconds settle = std::chrono::milliseconds(150));

private:
    // True when a pending event names the file; reads what is there.
    bool drain();
    Fd m_fd;
    struct Watched {
        int wd;
        std::string name;
    };
    std::vector<Watched> m_watched;
};

}  // namespace judge
