#include "text/system_reason.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace lucas {

Message system_reason(int error, const std::string& path, FileUse use) {
  const bool writing = use == FileUse::write;
  switch (error) {
    case ENOENT: {
      if (!writing) return Message("system.no-such-file");
      const std::string folder = std::filesystem::path(path).parent_path().string();
      return Message("system.no-such-folder").with("folder", folder.empty() ? "." : folder);
    }
    case EACCES:
    case EPERM:
      return Message(writing ? "system.not-allowed-write" : "system.not-allowed-read");
    case EISDIR:
      return Message("system.is-a-folder");
    case ENOTDIR:
      return Message("system.not-a-folder");
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
      return Message("system.disk-full");
    case EROFS:
      return Message("system.read-only");
    case ELOOP:
      return Message("system.link-loop");
    case ENAMETOOLONG:
      return Message("system.name-too-long");
    default:
      return Message("system.else").with("detail", std::string(std::strerror(error)));
  }
}

}  // namespace lucas
