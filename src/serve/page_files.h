// The page's files, built into the program (generated from src/serve/page/ by cmake/embed.cmake):
// the page works offline, with nothing beside the program.
#pragma once

#include "text/embedded_file.h"

namespace lucas::serve {

/// Every file of src/serve/page/, by its name ("record.html", "lucas.css").
std::span<const EmbeddedFile> page_files();

}  // namespace lucas::serve
