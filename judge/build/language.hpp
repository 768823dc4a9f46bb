// The language of a submission: C++ (compiled with a generated driver) or
// Python 3 (run by the interpreter with the Python driver). Told by the
// file's extension, or said (--lang).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace judge {

enum class Language { cpp, python3 };

// "cpp", "python3": as --lang, the JSON reports and the history spell it.
std::string language_name(Language language);
// The language a name says, or none.
std::optional<Language> parse_language(std::string_view name);
// The language of `file`: `said` when given, else by its extension (.py is
// Python 3; anything else C++, as before there was a choice).
Language language_of(const std::filesystem::path& file, std::optional<Language> said = std::nullopt);
// A source file's extension: ".cpp", ".py".
std::string source_extension(Language language);

}  // namespace judge
