// Why the system refused a file, in the user's language and with what to do: « le dossier
// classe n'existe pas ; créez-le d'abord » rather than the C library's English "No such file or
// directory".
#pragma once

#include <string>

#include "text/catalogue.h"

namespace lucas {

/// What a file operation is doing when the system refuses it.
enum class FileUse { read, write };

/// The reason for `error` (an errno value) on `path`: the common ones in the catalogue's words
/// with advice, any other with the system's own text after « erreur du système ».
Message system_reason(int error, const std::string& path, FileUse use);

}  // namespace lucas
