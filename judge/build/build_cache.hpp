// A content-addressed cache of compiled programs: a resubmitted file whose
// source, driver, flags and compiler are unchanged is not compiled again.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
};

// Files named by key in one folder; written under a temporary name and
// renamed, so that two judges at once never see half a file; the least
// recently used are removed past max_bytes.
class DiskBuildCache : public BuildCache {
public:
    DiskBuildCache(std::filesystem::path dir, std::uintmax_t max_bytes);
    bool fetch(const std::string& key, const std::filesystem::path& destination) override;
    void store(const std::string& key, const std::filesystem::path& program) override;
    std::optional<std::filesystem::path> folder() const override { return m_dir; }

private:
    void evict();
    std::filesystem::path m_dir;
    std::uintmax_t m_max_bytes;
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
