#include "user_config.hpp"

#include <cstdlib>
#include <system_error>
#include <toml++/toml.h>

#include "error.hpp"
#include "text_file.hpp"

namespace judge {
namespace fs = std::filesystem;

std::optional<fs::path> user_config_path() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) return fs::path(xdg) / "judge" / "config.toml";
    if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".config" / "judge" / "config.toml";
    return std::nullopt;
}

namespace {
[[noreturn]] void fail_at(const fs::path& file, const toml::source_region& region, const std::string& message) {
    const auto where = region.begin;
    throw JudgeError(located(file.string(), static_cast<int>(where.line), static_cast<int>(where.column), message));
}
}  // namespace

UserConfig read_user_config(const fs::path& path) {
    UserConfig config;
    const std::string text = read_checked_file(path, "config file", 1 << 20, true);
    if (text.empty()) return config;
    toml::table doc;
    try {
        doc = toml::parse(text, path.string());
    } catch (const toml::parse_error& e) {
        const auto where = e.source().begin;
        throw JudgeError(located(path.string(), static_cast<int>(where.line), static_cast<int>(where.column),
                                 std::string(e.description())));
    }
    for (const auto& [key, node] : doc) {
        if (key.str() != "compiler")
            fail_at(path, key.source(), "unknown setting '" + std::string(key.str()) + "' (the settings: compiler)");
        const auto* word = node.as_string();
        const auto compiler = word ? compiler_named(word->get()) : std::nullopt;
        if (!compiler) fail_at(path, node.source(), "compiler: \"clang\" or \"gcc\"");
        config.compiler = compiler;
    }
    return config;
}

Compiler chosen_compiler(const std::string& option) {
    std::optional<Compiler> chosen;
    if (!option.empty()) {
        chosen = compiler_named(option);
        if (!chosen) throw JudgeError("--compiler takes clang or gcc, not '" + option + "'");
    } else if (auto path = user_config_path()) {
        chosen = read_user_config(*path).compiler;
    }
    const Compiler compiler = chosen.value_or(k_default_compiler);
    if (const std::string missing = compiler_missing(compiler); !missing.empty()) throw JudgeError(missing);
    return compiler;
}

}  // namespace judge
