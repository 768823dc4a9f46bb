// The user's own defaults: $XDG_CONFIG_HOME/judge/config.toml (else
// ~/.config/judge/config.toml), read by every command that compiles a
// solution. Today one key:
//   compiler = "clang"   # or "gcc"; --compiler overrides it
// A missing file is no error; a bad one is one line naming its place, exit 2.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "toolchain.hpp"

namespace judge {

struct UserConfig {
    std::optional<Compiler> compiler;
};

// Where the config file is looked for (none without XDG_CONFIG_HOME and HOME).
std::optional<std::filesystem::path> user_config_path();

// The file at `path` read (missing: no settings); throws JudgeError
// "FILE:LINE:COL: ..." for a bad file, an unknown key or a bad value.
UserConfig read_user_config(const std::filesystem::path& path);

// The compiler a command uses: --compiler's word when given, else the
// config file's, else clang; throws JudgeError when it is not installed.
Compiler chosen_compiler(const std::string& option);

}  // namespace judge
