#include "run_identity.hpp"

#include "proc_scan.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

#include "error.hpp"

namespace judge {
namespace {

constexpr unsigned k_default_base = 60000;

// The pids of the processes holding `id` as a user id (`users`) or a group
// id, read from /proc/PID/status ("Uid:" and "Gid:": real, effective, saved,
// file system); zombies left out. Non-dumpable processes show root as their /proc folder's
// owner, so the owner of the folder says nothing: the status is read.
std::vector<pid_t> holders(unsigned id, bool groups_too) {
    std::vector<pid_t> out;
    for_each_process("status", [&](pid_t pid, std::string_view text) {
        const char* buf = text.data();  // NUL-terminated (for_each_process's buffer)
        // A zombie holds nothing: it runs no code and cannot be reached.
        if (const char* state = std::strstr(buf, "\nState:"); state && std::strpbrk(state + 7, "ZX") &&
                                                              std::strpbrk(state + 7, "ZX") < std::strchr(state + 1, '\n'))
            return;
        bool held = false;
        for (const char* key : {"\nUid:", "\nGid:"}) {
            if (!groups_too && key[1] == 'G') continue;
            const char* at = std::strstr(buf, key);
            if (!at) continue;
            at += std::strlen(key);
            for (int i = 0; i < 4 && !held; ++i) {
                char* next = nullptr;
                const unsigned long value = std::strtoul(at, &next, 10);
                if (next == at) break;
                held = value == id;
                at = next;
            }
        }
        if (held) out.push_back(pid);
    });
    return out;
}

bool named(unsigned id) {
    std::vector<char> buf(16384);
    passwd pw{};
    passwd* pw_found = nullptr;
    group gr{};
    group* gr_found = nullptr;
    ::getpwuid_r(id, &pw, buf.data(), buf.size(), &pw_found);
    if (pw_found) return true;
    ::getgrgid_r(id, &gr, buf.data(), buf.size(), &gr_found);
    return gr_found != nullptr;
}

// The locks' folder: made by root, root's alone (a folder another user
// made or could write would let them hold every id).
void check_lock_folder() {
    if (::mkdir(k_reserved_id_locks, 0700) != 0 && errno != EEXIST)
        throw JudgeError(std::string("cannot make ") + k_reserved_id_locks + ": " + std::strerror(errno));
    struct stat st {};
    if (::lstat(k_reserved_id_locks, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != 0 || (st.st_mode & 022))
        throw JudgeError(std::string(k_reserved_id_locks) +
                         " is not a folder of root's own (mode 700): remove it, the judge makes it again");
}

}  // namespace

unsigned reserved_id_base() {
    const char* text = std::getenv("JUDGE_ID_BASE");
    if (!text || !*text) return k_default_base;
    char* end = nullptr;
    errno = 0;
    const unsigned long long base = std::strtoull(text, &end, 10);
    if (errno || *end || base < 1000 || base > 4'294'000'000ULL)
        throw JudgeError(std::string("JUDGE_ID_BASE=") + text + ": not a number from 1000 to 4294000000");
    return static_cast<unsigned>(base);
}

ReservedId ReservedId::take() {
    const unsigned base = reserved_id_base();
    check_lock_folder();
    // Judges start at different places: fewer of them contend for one lock.
    const unsigned start = static_cast<unsigned>(::getpid()) % k_reserved_id_count;
    for (unsigned i = 0; i < k_reserved_id_count; ++i) {
        const unsigned id = base + (start + i) % k_reserved_id_count;
        const std::string file = std::string(k_reserved_id_locks) + "/" + std::to_string(id);
        Fd lock(::open(file.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600));
        if (lock.get() < 0)
            throw JudgeError("cannot open " + file + ": " + std::strerror(errno));
        if (::flock(lock.get(), LOCK_EX | LOCK_NB) != 0) continue;  // another holder's
        if (id_in_use(id)) continue;
        return ReservedId(id, std::move(lock));
    }
    throw JudgeError("no free id in the judge's reserved range " + std::to_string(base) + "-" +
                     std::to_string(base + k_reserved_id_count - 1) +
                     " (each is held, named in passwd or group, or used by a process): set JUDGE_ID_BASE");
}

bool id_in_use(unsigned id) { return named(id) || !holders(id, true).empty(); }

bool kill_id_holders(unsigned id) {
    for (int round = 0; round < 100; ++round) {
        const std::vector<pid_t> left = holders(id, false);
        if (left.empty()) return true;
        for (pid_t pid : left)
            ::kill(pid, SIGKILL);
        ::usleep(1000);  // a killed process holds its ids until it is reaped by its parent
    }
    return holders(id, false).empty();
}

}  // namespace judge
