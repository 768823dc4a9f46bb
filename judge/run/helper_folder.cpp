#include "helper_folder.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "error.hpp"

namespace judge {

namespace {
constexpr const char* k_prefix = "judge-helper";
}  // namespace

HelperFolder::HelperFolder() : m_folder(k_prefix) {
    if (::mkdir(work().c_str(), 0700) != 0)
        throw JudgeError("cannot prepare " + path().string() + ": " + std::strerror(errno));
}

void HelperFolder::remove_stale() { OwnedFolder::remove_stale(k_prefix); }

}  // namespace judge
