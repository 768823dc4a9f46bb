#include "session.hpp"

#include <cstdlib>

#include "sandbox.hpp"
#include "sandboxed_runner.hpp"
#include "workspace.hpp"

namespace judge {

Session open_session() {
    Session s;
    s.root = project_root();
    s.sandbox = detect_sandbox();
    s.runner = make_sandboxed_runner(s.sandbox, make_posix_runner(), "/proc/self/exe");
    const char* off = std::getenv("JUDGE_NO_CACHE");
    auto dir = default_cache_dir();
    if ((off && *off && std::string(off) != "0") || !dir)
        s.cache = std::make_unique<NoBuildCache>();
    else
        s.cache = std::make_unique<DiskBuildCache>(*dir, 512ull << 20);
    return s;
}

}  // namespace judge
