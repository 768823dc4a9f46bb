#include "language.hpp"

namespace judge {

std::string language_name(Language language) {
    return language == Language::python3 ? "python3" : "cpp";
}

std::optional<Language> parse_language(std::string_view name) {
    if (name == "cpp" || name == "c++") return Language::cpp;
    if (name == "python3" || name == "python" || name == "py") return Language::python3;
    return std::nullopt;
}

Language language_of(const std::filesystem::path& file, std::optional<Language> said) {
    if (said) return *said;
    return file.extension() == ".py" ? Language::python3 : Language::cpp;
}

std::string source_extension(Language language) {
    return language == Language::python3 ? ".py" : ".cpp";
}

}  // namespace judge
