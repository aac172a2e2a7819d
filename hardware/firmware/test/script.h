// The test script interpreter: plays scripted raw readings and host bytes through pegboard::Core, as the sketch
// would on the board. Portable (no stdio, no 64-bit library calls), so the same code drives the core on the host
// (host_main.cpp) and on the emulated AVR (avr_main.cpp); both only move lines in and bytes out.
//
// Script: one command per line; '#' starts a comment line. Times are milliseconds since power-up, non-decreasing.
//   <ms> HOLES <16 hex digits>   raw switch readings from <ms> on; bit n is square n (a1 = 0, h8 = 63)
//   <ms> BTN <L|R|P> <0|1>       raw reading of one button from <ms> on (1 = pressed)
//   <ms> RX <text>               the host sends <text> and "\n"
//   <ms> TX <ON|OFF>             the host reads the board's output (the default) or stops reading it
//   <ms> END                     run up to <ms>, then stop
// The core powers up at 0 ms and is scanned every kScanPeriodMs (0, 2, 4, ...). A command at <ms> takes effect
// after the scans before <ms> and before the scan at <ms>. Readings start all open, buttons released.
// The core's clock reads start + <ms> (modulo 2^32), so a script can run across the millis() wrap.
#ifndef PEGBOARD_SCRIPT_H
#define PEGBOARD_SCRIPT_H

#include <stddef.h>
#include <stdint.h>

#include "../pegboard/core.h"

namespace pegtest {

// Where the driver sends the board's bytes, and what it does around each scan (the AVR driver times it).
struct Io {
  void (*write)(const uint8_t* bytes, size_t count);
  void (*scanStarts)();  // may be NULL
  void (*scanEnds)();    // may be NULL
};

// The outcome of one script line.
enum Step { kNext, kEnd, kBadTime, kBadArguments };

// Parses a decimal number of at most 10 digits that fits in 32 bits; false if text is not exactly that.
bool parseDecimal(const char* text, uint32_t& value);

// One scripted run of the core.
class Script {
 public:
  // Powers the core up at clock time start, named name, and sends the identity frame through io.
  Script(const char* name, uint32_t start, Io io);
  // Plays one line (without its newline).
  Step play(const char* line);

 private:
  void flush();
  void runUntil(uint32_t ms);
  bool apply(const char* command, const char* args);

  pegboard::Core core_;
  Io io_;
  uint32_t start_;
  uint32_t previous_;
  uint32_t nextScan_;
  uint64_t holes_;
  uint8_t buttons_;
  bool reading_;
};

}  // namespace pegtest

#endif
