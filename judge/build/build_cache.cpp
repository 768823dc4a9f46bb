#include "build_cache.hpp"

#include <openssl/evp.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "error.hpp"

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
    : m_dir(std::move(dir)), m_max_bytes(max_bytes) {}

bool DiskBuildCache::fetch(const std::string& key, const fs::path& destination) {
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
    std::error_code ec;
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

std::optional<fs::path> default_cache_dir() {
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return fs::path(xdg) / "judge";
    if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".cache" / "judge";
    return std::nullopt;
}

}  // namespace judge
