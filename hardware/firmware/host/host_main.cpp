// Host-side driver for the firmware core: plays a script of raw readings through pegboard::Core, as the sketch
// would on the board, and writes the bytes the board sends to stdout. Used by tests/firmware.rs.
//
// Usage: host_main [NAME] < script    run a script; NAME is the board name (default "pegboard")
//        host_main --crc < lines      print the CRC-16 of each input line (without its newline) as 4 hex digits
//
// Script: one command per line; '#' starts a comment line. Times are milliseconds since power-up, non-decreasing.
//   <ms> HOLES <16 hex digits>   raw switch readings from <ms> on; bit n is square n (a1 = 0, h8 = 63)
//   <ms> BTN <L|R|P> <0|1>       raw reading of one button from <ms> on (1 = pressed)
//   <ms> RX <text>               the host sends <text> and "\n"
//   <ms> TX <ON|OFF>             the host reads the board's output (the default) or stops reading it
//   <ms> END                     run up to <ms>, then stop
// The core powers up at 0 ms and is scanned every kScanPeriodMs (0, 2, 4, ...). A command at <ms> takes effect
// after the scans before <ms> and before the scan at <ms>. Readings start all open, buttons released.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../pegboard/core.h"

namespace {

const size_t kMaxScriptLine = 256;
const char kButtonLetters[] = "LRP";  // in pegboard::ButtonId order

struct Driver {
  pegboard::Core core;
  uint32_t nextScan;
  uint64_t holes;
  uint8_t buttons;
  bool reading;

  explicit Driver(const char* name) : core(name), nextScan(0), holes(0), buttons(0), reading(true) {
    core.begin(0);
    flush();
  }

  void flush() {
    uint8_t chunk[64];
    size_t count;
    while (reading && (count = core.takeOutput(chunk, sizeof chunk)) > 0) fwrite(chunk, 1, count, stdout);
  }

  void runUntil(uint32_t ms) {
    for (; nextScan < ms; nextScan += pegboard::kScanPeriodMs) {
      core.scan(nextScan, holes, buttons);
      flush();
    }
  }

  // Applies one command at its time (already reached); returns false if it is malformed.
  bool apply(const char* command, const char* args) {
    if (strcmp(command, "HOLES") == 0) {
      char* end;
      holes = strtoull(args, &end, 16);
      return end - args == 16 && *end == '\0';
    }
    if (strcmp(command, "BTN") == 0) {
      const char* letter = args[0] == '\0' ? NULL : strchr(kButtonLetters, args[0]);
      if (letter == NULL || args[1] != ' ' || (args[2] != '0' && args[2] != '1') || args[3] != '\0') return false;
      uint8_t bit = static_cast<uint8_t>(1u << (letter - kButtonLetters));
      buttons = static_cast<uint8_t>(args[2] == '1' ? buttons | bit : buttons & ~bit);
      return true;
    }
    if (strcmp(command, "RX") == 0) {
      core.receive(reinterpret_cast<const uint8_t*>(args), strlen(args));
      core.receive(reinterpret_cast<const uint8_t*>("\n"), 1);
      flush();
      return true;
    }
    if (strcmp(command, "TX") == 0) {
      reading = strcmp(args, "ON") == 0;
      flush();
      return reading || strcmp(args, "OFF") == 0;
    }
    return strcmp(command, "END") == 0 && *args == '\0';
  }
};

// Reads one line without its newline; false at end of input.
bool readLine(char* line, size_t size) {
  if (fgets(line, static_cast<int>(size), stdin) == NULL) return false;
  line[strcspn(line, "\r\n")] = '\0';
  return true;
}

int printCrcs() {
  char line[kMaxScriptLine];
  while (readLine(line, sizeof line)) {
    printf("%04X\n", pegboard::crc16(reinterpret_cast<const uint8_t*>(line), strlen(line)));
  }
  return 0;
}

int runScript(const char* name) {
  Driver driver(name);
  unsigned long previous = 0;
  char line[kMaxScriptLine];
  for (int number = 1; readLine(line, sizeof line); number++) {
    if (line[0] == '#' || line[0] == '\0') continue;
    char command[8];
    unsigned long ms;
    int argsAt = 0;
    if (sscanf(line, "%lu %7s %n", &ms, command, &argsAt) < 2 || argsAt == 0 || ms < previous) {
      fprintf(stderr, "script line %d: bad time or command: %s\n", number, line);
      return 2;
    }
    previous = ms;
    driver.runUntil(static_cast<uint32_t>(ms));
    if (!driver.apply(command, line + argsAt)) {
      fprintf(stderr, "script line %d: bad arguments: %s\n", number, line);
      return 2;
    }
    if (strcmp(command, "END") == 0) break;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && strcmp(argv[1], "--crc") == 0) return printCrcs();
  return runScript(argc > 1 ? argv[1] : "pegboard");
}
