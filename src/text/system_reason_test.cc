#include "text/system_reason.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>

namespace lucas {
namespace {

std::string said(int error, const std::string& path, FileUse use, const char* language = "fr") {
  return Catalogue::get(language).format(system_reason(error, path, use));
}

TEST(SystemReason, AMissingFolderIsToBeCreatedAMissingFileChecked) {
  EXPECT_EQ(said(ENOENT, "classe/fiche.pdf", FileUse::write),
            "le dossier classe n'existe pas ; créez-le d'abord (mkdir -p classe) ou choisissez-en "
            "un autre");
  EXPECT_EQ(said(ENOENT, "a/b/c.pdf", FileUse::write, "en"),
            "the folder a/b does not exist; create it first (mkdir -p a/b) or choose another");
  EXPECT_EQ(said(ENOENT, "partie.yaml", FileUse::read),
            "ce fichier n'existe pas ; vérifiez son nom et son dossier");
}

TEST(SystemReason, ReadingAndWritingAreRefusedInTheirOwnWords) {
  EXPECT_NE(said(EACCES, "x", FileUse::write).find("d'écrire ici"), std::string::npos);
  EXPECT_NE(said(EACCES, "x", FileUse::read).find("de le lire"), std::string::npos);
  EXPECT_EQ(said(EPERM, "x", FileUse::write), said(EACCES, "x", FileUse::write));
  EXPECT_EQ(said(EISDIR, "x", FileUse::write), "c'est un dossier ; donnez un nom de fichier");
  EXPECT_EQ(said(ENOSPC, "x", FileUse::write, "en"),
            "the disk is full; free some space or write elsewhere");
}

TEST(SystemReason, AnyOtherErrorKeepsTheSystemsText) {
  EXPECT_EQ(said(EIO, "x", FileUse::write),
            "erreur du système (" + std::string(std::strerror(EIO)) + ")");
}

}  // namespace
}  // namespace lucas
