// The test script interpreter shared by the host and the emulated-AVR drivers (see script.h).
#include "script.h"

#include <string.h>

namespace pegtest {

namespace {

const char kButtonLetters[] = "LRP";  // in pegboard::ButtonId order

// Parses exactly 16 hex digits (either case).
bool parseHex64(const char* text, uint64_t& value) {
  value = 0;
  for (int i = 0; i < 16; i++) {
    char c = text[i];
    uint8_t digit;
    if (c >= '0' && c <= '9') {
      digit = static_cast<uint8_t>(c - '0');
    } else if (c >= 'A' && c <= 'F') {
      digit = static_cast<uint8_t>(c - 'A' + 10);
    } else if (c >= 'a' && c <= 'f') {
      digit = static_cast<uint8_t>(c - 'a' + 10);
    } else {
      return false;
    }
    value = value << 4 | digit;
  }
  return text[16] == '\0';
}

}  // namespace

bool parseDecimal(const char* text, uint32_t& value) {
  size_t length = strlen(text);
  if (length == 0 || length > 10) return false;
  uint64_t total = 0;
  for (size_t i = 0; i < length; i++) {
    if (text[i] < '0' || text[i] > '9') return false;
    total = total * 10 + static_cast<uint8_t>(text[i] - '0');
  }
  if (total > 0xFFFFFFFFu) return false;
  value = static_cast<uint32_t>(total);
  return true;
}

Script::Script(const char* name, uint32_t start, Io io)
    : core_(name), io_(io), start_(start), previous_(0), nextScan_(0), holes_(0), buttons_(0), reading_(true) {
  core_.begin(start_);
  flush();
}

void Script::flush() {
  uint8_t chunk[64];
  size_t count;
  while (reading_ && (count = core_.takeOutput(chunk, sizeof chunk)) > 0) io_.write(chunk, count);
}

void Script::runUntil(uint32_t ms) {
  for (; nextScan_ < ms; nextScan_ += pegboard::kScanPeriodMs) {
    if (io_.scanStarts != NULL) io_.scanStarts();
    core_.scan(start_ + nextScan_, holes_, buttons_);
    if (io_.scanEnds != NULL) io_.scanEnds();
    flush();
  }
}

Step Script::play(const char* line) {
  if (line[0] == '#' || line[0] == '\0') return kNext;
  // "<ms> <COMMAND>" then optionally " <args>".
  const char* space = strchr(line, ' ');
  char number[11];
  size_t numberLength = space == NULL ? 0 : static_cast<size_t>(space - line);
  if (numberLength == 0 || numberLength >= sizeof number) return kBadTime;
  memcpy(number, line, numberLength);
  number[numberLength] = '\0';
  uint32_t ms;
  if (!parseDecimal(number, ms) || ms < previous_) return kBadTime;
  const char* commandAt = space + 1;
  const char* args = strchr(commandAt, ' ');
  char command[8];
  size_t commandLength = args == NULL ? strlen(commandAt) : static_cast<size_t>(args - commandAt);
  if (commandLength == 0 || commandLength >= sizeof command) return kBadArguments;
  memcpy(command, commandAt, commandLength);
  command[commandLength] = '\0';
  args = args == NULL ? "" : args + 1;
  previous_ = ms;
  runUntil(ms);
  if (!apply(command, args)) return kBadArguments;
  return strcmp(command, "END") == 0 ? kEnd : kNext;
}

// Applies one command at its time (already reached); returns false if it is malformed.
bool Script::apply(const char* command, const char* args) {
  if (strcmp(command, "HOLES") == 0) return parseHex64(args, holes_);
  if (strcmp(command, "BTN") == 0) {
    const char* letter = args[0] == '\0' ? NULL : strchr(kButtonLetters, args[0]);
    if (letter == NULL || args[1] != ' ' || (args[2] != '0' && args[2] != '1') || args[3] != '\0') return false;
    uint8_t bit = static_cast<uint8_t>(1u << (letter - kButtonLetters));
    buttons_ = static_cast<uint8_t>(args[2] == '1' ? buttons_ | bit : buttons_ & ~bit);
    return true;
  }
  if (strcmp(command, "RX") == 0) {
    core_.receive(reinterpret_cast<const uint8_t*>(args), strlen(args));
    core_.receive(reinterpret_cast<const uint8_t*>("\n"), 1);
    flush();
    return true;
  }
  if (strcmp(command, "TX") == 0) {
    reading_ = strcmp(args, "ON") == 0;
    flush();
    return reading_ || strcmp(args, "OFF") == 0;
  }
  return strcmp(command, "END") == 0 && *args == '\0';
}

}  // namespace pegtest
