#include "jail.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <string>

#include "error.hpp"
#include "sandbox.hpp"

namespace judge {
namespace fs = std::filesystem;

Jail::Jail(const fs::path& parent, const fs::path& program, bool chroot) {
    static std::atomic<unsigned> counter{0};
    m_root = parent / ("run-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    std::error_code ec;
    fs::create_directory(m_root, ec);
    if (ec) throw JudgeError("cannot create " + m_root.string() + ": " + ec.message());
    m_on_interrupt = std::make_unique<interrupts::Registration>(interrupts::Stage::clean, [root = m_root] {
        std::error_code ignored;
        fs::remove_all(root, ignored);
    });
    if (!chroot) {
        m_program = program;
        m_directory = m_root;
        return;
    }
    ::chmod(m_root.c_str(), 0755);
    // A hard link costs nothing; a copy where the folders are on different file systems.
    fs::create_hard_link(program, m_root / "solution", ec);
    if (ec) fs::copy_file(program, m_root / "solution", ec);
    if (ec) throw JudgeError("cannot place " + program.string() + " in " + m_root.string() + ": " + ec.message());
    ::chmod((m_root / "solution").c_str(), 0755);
    fs::create_directory(m_root / "work", ec);
    if (ec || ::chown((m_root / "work").c_str(), k_sandbox_uid, k_sandbox_gid) != 0 ||
        ::chmod((m_root / "work").c_str(), 0700) != 0)
        throw JudgeError("cannot prepare " + (m_root / "work").string());
    m_program = "/solution";
    m_directory = "/work";
}

Jail::~Jail() {
    std::error_code ec;
    fs::remove_all(m_root, ec);
}

}  // namespace judge
