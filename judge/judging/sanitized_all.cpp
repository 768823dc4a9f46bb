#include "sanitized_all.hpp"

#include <memory>

#include "error.hpp"
#include "sanitized_build.hpp"
#include "status_line.hpp"

namespace judge {

std::string sanitized_all_missing(const Session& session, Compiler compiler) {
    if (std::string missing = sanitizers_missing(compiler); !missing.empty()) return missing;
    if (session.caps.memory_cgroup.empty())
        return "no memory cgroup here to bound the sanitized runs (ASan's shadow cannot fit an address-space "
               "limit; run as root, or where cgroups are delegated to you)";
    return "";
}

SanitizedAll prepare_sanitized_all(Session& session, const Problem& problem, const CompileRequest& request,
                                   const Limits& limits) {
    if (std::string missing = sanitized_all_missing(session, request.compiler); !missing.empty())
        throw JudgeError("--like-leetcode: " + missing);
    status::show("building the sanitized program (AddressSanitizer and UBSan)");
    CompileResult built = compile_sanitized(*session.sandbox, *session.cache, problem, request, true);
    if (!built.ok) throw JudgeError("--like-leetcode: the sanitized build failed: " + built.headline);
    SanitizedAll all;
    all.program = sanitized_launcher(*session.tools, *session.cache, session.runtime_dir(), request.scratch);
    all.limits = limits;
    all.limits.time_ms = limits.time_ms * k_sanitized_time_factor;
    all.limits.memory_mib = limits.memory_mib * k_sanitized_memory_factor;
    all.limits.stack_mib = limits.stack_mib * k_sanitized_memory_factor;  // the sanitizers' frames are larger
    auto payload = std::make_shared<const std::string>(sanitized_payload(built.binary));
    all.prepare = [payload](SandboxRequest& r) {
        r.stdin_data = *payload + r.stdin_data;
        r.environment = sanitizer_environment();
        r.stderr_keep_bytes = 1 << 20;
    };
    return all;
}

}  // namespace judge
