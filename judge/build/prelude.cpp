// The precompiled prelude: LeetCode's #include <bits/stdc++.h> built once
// per compiler and flags into the cache (compile_step.hpp).
#include <unistd.h>

#include <sstream>

#include "compile_step.hpp"
#include "compiler.hpp"
#include "file_write.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// Part of the prelude folder's name: a folder of an older layout (the .gch
// alone) is never taken for a complete one.
constexpr const char* k_prelude_layout = "bits/stdc++.h.gch of ./prelude.hpp + bits/stdc++.h (#include_next)";
constexpr const char* k_clang_prelude_layout = "stdc++.h.pch of libstdc++'s bits/stdc++.h, by -include-pch";

// The absolute path of libstdc++'s bits/stdc++.h as this compiler finds it
// (its -M list of prelude.hpp's dependencies), or "" if it says none.
std::string header_found(const CompileStep& step, Compiler c, const std::vector<std::string>& flags,
                         const fs::path& dir) {
    ToolRequest run;
    run.program = compiler_program(c);
    run.args = flags;
    for (const char* a : {"-M", "-x", "c++", "prelude.hpp"})
        run.args.emplace_back(a);
    run.working_dir = dir;
    run.environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C", "TMPDIR=" + dir.string()};
    run.cpu_limit_ms = 60'000;
    run.wall_limit_ms = 600'000;
    run.output_limit_bytes = 1 << 20;
    RunOutcome o = step.run(run, compile_file_access({dir}, dir));
    if (o.exit_code != 0) return "";
    std::istringstream words(o.stdout_data);
    for (std::string word; words >> word;)
        if (word.size() > 14 && word.ends_with("/bits/stdc++.h") && word.front() == '/') return word;
    return "";
}

}  // namespace

fs::path prelude_file(Compiler c, const fs::path& dir) {
    return c == Compiler::clang ? dir / "stdc++.h.pch" : dir / "bits" / "stdc++.h.gch";
}

// A folder holding LeetCode's prelude (#include <bits/stdc++.h>)
// precompiled by this compiler with these flags: built once into the cache
// folder (a temporary name, then rename). Empty when there is no cache
// folder or the build fails: compiling is then only slower. Held by this
// judge from before it is looked at (no other judge removes it meanwhile);
// the preludes past the few most recently used are trimmed once it is there.
// g++: bits/stdc++.h.gch, found by g++ ahead of the header, and
// bits/stdc++.h, which includes the real one for a solution that includes
// it again. clang: stdc++.h.pch, taken by -include-pch; clang records the
// header's path in it, so it is built from libstdc++'s own header, which
// never moves (not from a file in the temporary folder).
fs::path precompiled_prelude(const CompileStep& step, BuildCache& cache, Compiler compiler,
                             const std::vector<std::string>& flags) {
    auto folder = cache.folder();
    if (!folder) return {};
    std::string joined;
    for (const auto& f : flags)
        joined += f + '\n';
    const char* layout = compiler == Compiler::clang ? k_clang_prelude_layout : k_prelude_layout;
    fs::path dir = *folder / "prelude" / content_key({compiler_identity(compiler), joined, layout}).substr(0, 16);
    std::error_code ec;
    auto complete = [&ec, compiler](const fs::path& d) {
        return fs::exists(prelude_file(compiler, d), ec) &&
               (compiler == Compiler::clang || fs::exists(d / "bits" / "stdc++.h", ec));
    };
    cache.hold_prelude(dir);
    if (complete(dir)) {
        cache.trim_preludes();
        return dir;
    }
    fs::path tmp = dir;
    tmp += ".tmp." + std::to_string(::getpid());
    fs::create_directories(compiler == Compiler::clang ? tmp : tmp / "bits", ec);
    write_text_file(tmp / "prelude.hpp", "#include <bits/stdc++.h>\n");
    ToolRequest run;
    run.program = compiler_program(compiler);
    run.args = flags;
    for (const char* a : {"-x", "c++-header"})
        run.args.emplace_back(a);
    if (compiler == Compiler::clang) {
        const std::string header = header_found(step, compiler, flags, tmp);
        if (header.empty()) {
            fs::remove_all(tmp, ec);
            return {};
        }
        run.args.push_back(header);
    } else {
        // g++ takes the .gch only for the first include; a solution's own
        // #include <bits/stdc++.h> (or "bits/stdc++.h") then opens the header
        // beside it, which hands over to the real one (already included: cheap).
        write_text_file(tmp / "bits" / "stdc++.h", "#include_next <bits/stdc++.h>\n");
        run.args.push_back("prelude.hpp");  // relative: an include chain shows "from prelude.hpp:1", no cache folder
    }
    run.args.push_back("-o");
    run.args.push_back(prelude_file(compiler, tmp).string());
    run.working_dir = tmp;
    run.environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C", "TMPDIR=" + tmp.string()};
    run.output_limit_bytes = 0;  // the header is some 120 MB: no file-size limit
    run.cpu_limit_ms = 120'000;
    run.wall_limit_ms = 1'200'000;  // a backstop (as above): CPU time bounds it
    RunOutcome o = step.run(run, compile_file_access({tmp}, tmp));
    if (o.exit_code != 0) {
        fs::remove_all(tmp, ec);
        return {};
    }
    fs::rename(tmp, dir, ec);  // another judge may have won the race: its copy is as good
    fs::remove_all(tmp, ec);
    cache.trim_preludes();
    return complete(dir) ? dir : fs::path{};
}

}  // namespace judge
