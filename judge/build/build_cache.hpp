// A content-addressed cache of compiled programs: a resubmitted file whose
// source, driver, flags and compiler are unchanged is not compiled again.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fd.hpp"
#include "private_folder.hpp"

namespace judge {

// A hex digest of all the parts (each length-prefixed, so that parts cannot
// run into one another).
std::string content_key(const std::vector<std::string_view>& parts);

class BuildCache {
public:
    virtual ~BuildCache() = default;
    // Copies the cached program for `key` to `destination`; false if absent.
    virtual bool fetch(const std::string& key, const std::filesystem::path& destination) = 0;
    virtual void store(const std::string& key, const std::filesystem::path& program) = 0;
    // A folder for other long-lived build products (the precompiled prelude), if any.
    virtual std::optional<std::filesystem::path> folder() const = 0;

    // The precompiled preludes (some 130 MB each) are folders under
    // folder()/prelude. hold_prelude marks one as used by this judge, before
    // it is looked at or built: a shared lock on "<dir>.lock" beside it, held
    // until the cache is dropped (no judge's trim_preludes removes a folder
    // while a live judge holds it), and the lock's time set to now.
    virtual void hold_prelude(const std::filesystem::path& dir) { (void)dir; }
    // Keeps the k_kept_preludes most recently used preludes and every one a
    // live judge holds; removes the others, and what killed judges left
    // half-built or half-removed.
    virtual void trim_preludes() {}
};

// The judge compiles with three sets of flags (a problem's own, the
// sanitized build's, debug's -O0 -g; the shipped problems share theirs),
// each with its prelude: these three are kept, and a fourth (a new compiler
// or layout, a problem with flags of its own) pushes out the least recently
// used, which costs a rebuild of some 6 s of CPU if it is wanted again.
constexpr std::size_t k_kept_preludes = 3;

// A program larger than this share of the cache is not kept: one entry can
// never push out more than an eighth of the others. A solution's program is
// 2-4 MB here (a 5 MB table is still fine); 64 MiB of the default 512 MiB
// is only reached by a program built to fill the disk (.fill 480000000).
constexpr std::uintmax_t k_max_entry_share = 8;

// Files named by key in one folder; written under a temporary name and
// renamed, so that two judges at once never see half a file; the least
// recently used are removed past max_bytes, and a program over
// max_bytes / k_max_entry_share is not stored at all. The folder is this
// user's alone (open_private_folder: made 0700, or an own one tightened):
// another user's is refused (JudgeError), since the judge runs what is in
// it; one that cannot be made (no home folder) leaves the cache empty.
class DiskBuildCache : public BuildCache {
public:
    DiskBuildCache(std::filesystem::path dir, std::uintmax_t max_bytes);
    bool fetch(const std::string& key, const std::filesystem::path& destination) override;
    void store(const std::string& key, const std::filesystem::path& program) override;
    std::optional<std::filesystem::path> folder() const override {
        return m_folder.fd.get() >= 0 ? std::optional(m_dir) : std::nullopt;
    }
    void hold_prelude(const std::filesystem::path& dir) override;
    void trim_preludes() override;

private:
    void evict();
    // A prelude's lock, relative to the checked folder's descriptor: no link
    // followed, never waiting, a regular file only (else none).
    Fd open_lock(const std::filesystem::path& lock, bool create) const;
    std::filesystem::path m_dir;
    PrivateFolder m_folder;
    std::uintmax_t m_max_bytes;
    std::mutex m_mutex;
    std::map<std::filesystem::path, Fd> m_held;  // the preludes this judge holds, by folder
};

// $XDG_CACHE_HOME/judge, else ~/.cache/judge, else none (returns nullopt).
std::optional<std::filesystem::path> default_cache_dir();

// A cache that never has anything (JUDGE_NO_CACHE, or no home folder).
class NoBuildCache : public BuildCache {
public:
    bool fetch(const std::string&, const std::filesystem::path&) override { return false; }
    void store(const std::string&, const std::filesystem::path&) override {}
    std::optional<std::filesystem::path> folder() const override { return std::nullopt; }
};

}  // namespace judge
