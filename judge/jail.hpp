// The folder an untrusted run sees. As root it is the whole file system of
// the run: the program at /solution and an empty /work, owned by nobody, as
// its only writable place. Otherwise it is just a fresh working folder.
// Removed, with whatever the run wrote, on destruction.
#pragma once

#include <filesystem>
#include <memory>

#include "interrupts.hpp"

namespace judge {

class Jail {
public:
    // `chroot`: build the full root (needs root); else only the folder.
    Jail(const std::filesystem::path& parent, const std::filesystem::path& program, bool chroot);
    ~Jail();
    Jail(const Jail&) = delete;
    Jail& operator=(const Jail&) = delete;

    const std::filesystem::path& root() const { return m_root; }
    // The program and working folder as the child sees them.
    const std::filesystem::path& program() const { return m_program; }
    const std::filesystem::path& directory() const { return m_directory; }

private:
    std::filesystem::path m_root, m_program, m_directory;
    std::unique_ptr<interrupts::Registration> m_on_interrupt;
};

}  // namespace judge
