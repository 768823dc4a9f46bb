#include "build_cache.hpp"

#include <fcntl.h>
#include <openssl/evp.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "error.hpp"
#include "remove_tree.hpp"

namespace judge {
namespace fs = std::filesystem;

// SHA-256 (OpenSSL's libcrypto) over "<length>:<bytes>" for each part, so
// that no two lists of parts spell the same stream.
std::string content_key(const std::vector<std::string_view>& parts) {
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1) throw JudgeError("internal: SHA-256 is not available");
    for (std::string_view part : parts) {
        std::string length = std::to_string(part.size()) + ":";
        EVP_DigestUpdate(ctx.get(), length.data(), length.size());
        EVP_DigestUpdate(ctx.get(), part.data(), part.size());
    }
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned size = 0;
    EVP_DigestFinal_ex(ctx.get(), digest, &size);
    std::string hex;
    char buf[3];
    for (unsigned i = 0; i < size; ++i) {
        std::snprintf(buf, sizeof buf, "%02x", digest[i]);
        hex += buf;
    }
    return hex;
}

DiskBuildCache::DiskBuildCache(fs::path dir, std::uintmax_t max_bytes)
    : m_dir(std::move(dir)), m_max_bytes(max_bytes) {
    struct stat st {};
    const bool there = ::lstat(m_dir.c_str(), &st) == 0;
    std::error_code ec;
    // A link of this user's own (the cache kept on another disk) is where the cache is.
    if (there && S_ISLNK(st.st_mode) && trusted_owner(st.st_uid)) {
        const fs::path to = fs::canonical(m_dir, ec);
        if (!ec) m_dir = to;
    }
    try {
        m_folder = open_private_folder(m_dir, "remove it, or set XDG_CACHE_HOME to a folder of this user's", true);
    } catch (const JudgeError& e) {
        if (there) throw;  // another user's, or not a folder: the judge would run what they put there
        // It cannot be made (no home folder, or one not writable): compiling
        // is only slower, and the user is told how to have one.
        std::fprintf(stderr, "judge: no compile cache (%s): every compile starts from nothing; set XDG_CACHE_HOME to a folder of yours\n",
                     e.what());
    }
}

bool DiskBuildCache::fetch(const std::string& key, const fs::path& destination) {
    if (m_folder.fd.get() < 0) return false;
    std::error_code ec;
    fs::path entry = m_dir / key;
    if (!fs::is_regular_file(entry, ec)) return false;
    fs::copy_file(entry, destination, fs::copy_options::overwrite_existing, ec);
    if (ec) return false;
    fs::permissions(destination, fs::perms::owner_all, fs::perm_options::add, ec);
    fs::last_write_time(entry, fs::file_time_type::clock::now(), ec);  // recently used
    return true;
}

void DiskBuildCache::store(const std::string& key, const fs::path& program) {
    if (m_folder.fd.get() < 0) return;
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(program, ec);
    if (ec || size > m_max_bytes / k_max_entry_share) return;  // built and run, not kept
    fs::create_directories(m_dir, ec);
    fs::path tmp = m_dir / (key + ".tmp." + std::to_string(::getpid()));
    fs::copy_file(program, tmp, fs::copy_options::overwrite_existing, ec);
    if (ec) return;  // a cache that cannot be written is only slower
    fs::rename(tmp, m_dir / key, ec);
    if (ec) fs::remove(tmp, ec);
    evict();
}

void DiskBuildCache::evict() {
    struct Entry {
        fs::path path;
        fs::file_time_type used;
        std::uintmax_t size;
    };
    std::vector<Entry> entries;
    std::uintmax_t total = 0;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(m_dir, ec)) {
        if (!e.is_regular_file(ec) || e.path().filename().string().find(".tmp.") != std::string::npos) continue;
        Entry entry{e.path(), e.last_write_time(ec), e.file_size(ec)};
        total += entry.size;
        entries.push_back(std::move(entry));
    }
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.used < b.used; });
    for (const auto& e : entries) {
        if (total <= m_max_bytes) break;
        fs::remove(e.path, ec);
        total -= e.size;
    }
}

namespace {

fs::path lock_of(const fs::path& dir) {
    fs::path lock = dir;
    lock += ".lock";
    return lock;
}

// Whether `fd` is still the file at `path` (a trim unlinks a lock it took).
bool same_file(int fd, const fs::path& path) {
    struct stat open_one {}, named {};
    return ::fstat(fd, &open_one) == 0 && ::stat(path.c_str(), &named) == 0 && open_one.st_dev == named.st_dev &&
           open_one.st_ino == named.st_ino;
}

// What killed judges leave under prelude/: a half-built "<key>.tmp.<pid>"
// (a build is stopped after 180 s, so one older than this is dead) and a
// half-removed "<key>.trash.<pid>".
constexpr auto k_dead_build_age = std::chrono::minutes(10);

}  // namespace

Fd DiskBuildCache::open_lock(const fs::path& lock, bool create) const {
    if (m_folder.fd.get() < 0) return Fd(-1);
    const fs::path relative = lock.lexically_relative(m_dir);  // "prelude/<key>.lock"
    if (relative.empty() || *relative.begin() == ".." || !relative.has_parent_path()) return Fd(-1);
    const Fd folder(::openat(m_folder.fd.get(), relative.parent_path().c_str(),
                             O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (folder.get() < 0) return Fd(-1);
    Fd fd(::openat(folder.get(), relative.filename().c_str(),
                   O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (create ? O_CREAT : 0), 0600));
    struct stat st {};
    if (fd.get() >= 0 && (::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode))) return Fd(-1);
    return fd;
}

void DiskBuildCache::hold_prelude(const fs::path& dir) {
    std::lock_guard guard(m_mutex);
    if (m_held.contains(dir)) return;
    std::error_code ec;
    fs::create_directories(dir.parent_path(), ec);
    const fs::path lock = lock_of(dir);
    // A trim may unlink the lock file between our open and our lock: then
    // the lock we got is on a file nobody else sees; take the new one.
    for (int attempt = 0; attempt < 100; ++attempt) {
        Fd fd = open_lock(lock, true);
        if (fd.get() < 0) return;  // unlockable: only a trim may remove it (compiling still works)
        int locked;
        while ((locked = ::flock(fd.get(), LOCK_SH)) != 0 && errno == EINTR) {
        }
        if (locked != 0) return;
        if (!same_file(fd.get(), lock)) continue;
        ::futimens(fd.get(), nullptr);  // the time of use
        m_held.emplace(dir, std::move(fd));
        return;
    }
}

void DiskBuildCache::trim_preludes() {
    if (m_folder.fd.get() < 0) return;
    const fs::path root = m_dir / "prelude";
    struct Prelude {
        fs::path dir;
        fs::file_time_type used;
    };
    std::vector<Prelude> preludes;
    std::vector<fs::path> locks;
    std::error_code ec;
    const auto now = fs::file_time_type::clock::now();
    for (const auto& e : fs::directory_iterator(root, ec)) {
        const std::string name = e.path().filename().string();
        if (e.path().extension() == ".lock" && e.is_regular_file(ec)) locks.push_back(e.path());
        if (!e.is_directory(ec) || e.is_symlink(ec)) continue;
        if (name.find(".trash.") != std::string::npos) {
            remove_tree(e.path());
            continue;
        }
        if (name.find(".tmp.") != std::string::npos) {
            const auto made = fs::last_write_time(e.path(), ec);
            if (!ec && now - made > k_dead_build_age) remove_tree(e.path());
            continue;
        }
        std::error_code no_lock;
        auto used = fs::last_write_time(lock_of(e.path()), no_lock);
        if (no_lock) used = fs::last_write_time(e.path(), ec);  // made before preludes had locks
        preludes.push_back({e.path(), used});
    }
    std::sort(preludes.begin(), preludes.end(), [](const Prelude& a, const Prelude& b) { return a.used > b.used; });
    for (std::size_t i = k_kept_preludes; i < preludes.size(); ++i) {
        const fs::path& dir = preludes[i].dir;
        const fs::path lock = lock_of(dir);
        Fd fd = open_lock(lock, true);
        if (fd.get() < 0 || ::flock(fd.get(), LOCK_EX | LOCK_NB) != 0) continue;  // a live judge holds it
        if (!same_file(fd.get(), lock)) continue;
        // Out of sight first (a judge that comes now builds it afresh), the lock
        // after it, the bytes last.
        fs::path trash = dir;
        trash += ".trash." + std::to_string(::getpid());
        fs::rename(dir, trash, ec);
        if (ec) continue;  // another judge's trim took it first: its lock is swept below
        fs::remove(lock, ec);
        fd.reset();
        remove_tree(trash);
    }
    // A lock with no folder (a trim that lost the race above made it, or a
    // build that failed): removed once nobody holds it. A judge building the
    // folder now holds it.
    for (const auto& lock : locks) {
        fs::path dir = lock;
        dir.replace_extension();
        if (fs::exists(dir, ec)) continue;
        Fd fd = open_lock(lock, false);
        if (fd.get() < 0 || ::flock(fd.get(), LOCK_EX | LOCK_NB) != 0 || !same_file(fd.get(), lock)) continue;
        if (!fs::exists(dir, ec)) fs::remove(lock, ec);
    }
}

std::optional<fs::path> default_cache_dir() {
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return fs::path(xdg) / "judge";
    if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".cache" / "judge";
    return std::nullopt;
}

}  // namespace judge
