// The lucas program: everything lives in the library; this only hands over the command line.
#include "cli/app.h"

int main(int argc, char** argv) { return lucas::cli::run(argc, argv); }
