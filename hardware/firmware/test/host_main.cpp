// Host-side driver for the firmware core: plays a script (see script.h) through pegboard::Core, as the sketch
// would on the board, and writes the bytes the board sends to stdout. Used by tests/firmware.rs.
//
// Usage: host_main [NAME [START]] < script   run a script; NAME is the board name (default "pegboard"), START
//                                            the clock at power-up in ms (default 0)
//        host_main --crc < lines             print the CRC-16 of each input line (without its newline)
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "script.h"

namespace {

const size_t kMaxScriptLine = 256;

// Reads one line without its newline; false at end of input.
bool readLine(char* line, size_t size) {
  if (fgets(line, static_cast<int>(size), stdin) == NULL) return false;
  line[strcspn(line, "\r\n")] = '\0';
  return true;
}

void writeStdout(const uint8_t* bytes, size_t count) { fwrite(bytes, 1, count, stdout); }

int printCrcs() {
  char line[kMaxScriptLine];
  while (readLine(line, sizeof line)) {
    printf("%04X\n", pegboard::crc16(reinterpret_cast<const uint8_t*>(line), strlen(line)));
  }
  return 0;
}

int runScript(const char* name, uint32_t start) {
  const pegtest::Io io = {writeStdout, NULL, NULL};
  pegtest::Script script(name, start, io);
  char line[kMaxScriptLine];
  for (int number = 1; readLine(line, sizeof line); number++) {
    pegtest::Step step = script.play(line);
    if (step == pegtest::kEnd) break;
    if (step != pegtest::kNext) {
      fprintf(stderr, "script line %d: bad %s: %s\n", number, step == pegtest::kBadTime ? "time" : "arguments",
              line);
      return 2;
    }
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && strcmp(argv[1], "--crc") == 0) return printCrcs();
  uint32_t start = 0;
  if (argc > 2 && !pegtest::parseDecimal(argv[2], start)) {
    fprintf(stderr, "START must be a number of milliseconds below 2^32: %s\n", argv[2]);
    return 2;
  }
  return runScript(argc > 1 ? argv[1] : "pegboard", start);
}
