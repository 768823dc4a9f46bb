#include "session.hpp"

#include <cstdlib>

#include "sandbox_caps.hpp"
#include "sandbox.hpp"
#include "workspace.hpp"

namespace judge {

Session open_session() {
    Session s;
    s.root = project_root();
    s.caps = detect_sandbox();
    s.tools = make_tool_runner();
    s.sandbox = make_sandbox(s.caps, "/proc/self/exe");
    const char* off = std::getenv("JUDGE_NO_CACHE");
    auto dir = default_cache_dir();
    if ((off && *off && std::string(off) != "0") || !dir)
        s.cache = std::make_unique<NoBuildCache>();
    else
        s.cache = std::make_unique<DiskBuildCache>(*dir, 512ull << 20);
    return s;
}

}  // namespace judge
