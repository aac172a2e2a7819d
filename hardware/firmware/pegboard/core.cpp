// Portable peg board logic: debouncing, chatter detection, framing and host requests (see core.h, PROTOCOL.md).
#include "core.h"

#include <string.h>

namespace pegboard {

namespace {

const char kHexDigits[] = "0123456789ABCDEF";
const char kButtonLetters[] = "LRP";

// A NUL-terminated line under construction; bytes past kMaxLine are dropped.
struct Text {
  char bytes[kMaxLine + 1];
  size_t length;

  Text() : length(0) { bytes[0] = '\0'; }
  void add(char c) {
    if (length < kMaxLine) {
      bytes[length++] = c;
      bytes[length] = '\0';
    }
  }
  void add(const char* s) {
    while (*s != '\0') add(*s++);
  }
  // Lowest digit first into a buffer: shifting 64 bits by a variable amount is slow on 8-bit chips.
  void addHex(uint64_t value, uint8_t digits) {
    char text[16];
    for (uint8_t i = digits; i-- > 0; value >>= 4) text[i] = kHexDigits[value & 0xF];
    for (uint8_t i = 0; i < digits; i++) add(text[i]);
  }
  void addDecimal(uint32_t value) {
    if (value >= 10) addDecimal(value / 10);
    add(static_cast<char>('0' + value % 10));
  }
};

bool isBodyByte(uint8_t b) { return b >= 0x20 && b <= 0x7E && b != '$' && b != '*'; }

// Records a raw sample; returns true when it differs from the previous one.
bool record(Input& input, bool value, uint32_t now) {
  if (value == input.raw) return false;
  input.raw = value;
  input.since = now;
  return true;
}

bool isSettled(const Input& input, uint32_t now) { return now - input.since >= kDebounceMs; }

// Promotes the raw reading to the debounced value once it has been unchanged for kDebounceMs.
void settle(Input& input, uint32_t now) {
  if (isSettled(input, now)) input.stable = input.raw;
}

// Parses exactly four upper-case hex digits.
bool parseHex4(const uint8_t* text, uint16_t& value) {
  value = 0;
  for (int i = 0; i < 4; i++) {
    const char* digit = text[i] == '\0' ? NULL : strchr(kHexDigits, text[i]);  // strchr would find the NUL
    if (digit == NULL) return false;
    value = static_cast<uint16_t>(value << 4 | (digit - kHexDigits));
  }
  return true;
}

}  // namespace

uint16_t crc16(const uint8_t* bytes, size_t length) {
  uint16_t crc = 0xFFFF;
  while (length-- > 0) {
    crc = static_cast<uint16_t>(crc ^ static_cast<unsigned>(*bytes++) << 8);
    for (int bit = 0; bit < 8; bit++) {
      crc = (crc & 0x8000) ? static_cast<uint16_t>(crc << 1 ^ 0x1021) : static_cast<uint16_t>(crc << 1);
    }
  }
  return crc;
}

Core::Core(const char* boardName) {
  size_t length = 0;
  for (; length < kMaxNameLength && boardName[length] != '\0'; length++) {
    uint8_t b = static_cast<uint8_t>(boardName[length]);
    name_[length] = (isBodyByte(b) && b != ',') ? static_cast<char>(b) : '-';
  }
  name_[length] = '\0';
}

void Core::begin(uint32_t nowMs) {
  memset(holes_, 0, sizeof holes_);
  memset(buttons_, 0, sizeof buttons_);
  for (int i = 0; i < 64; i++) holes_[i].input.since = nowMs;
  for (int i = 0; i < kButtonCount; i++) buttons_[i].since = nowMs;
  occupancyKnown_ = false;
  reported_ = 0;
  snapshotDue_ = false;
  slotStart_ = nowMs;
  lastHeartbeat_ = nowMs;
  sequence_ = 0;
  dropped_ = 0;
  txLength_ = 0;
  rxLength_ = 0;
  rxInLine_ = false;
  sendIdentity();
}

void Core::scan(uint32_t nowMs, uint64_t holes, uint8_t buttons) {
  sendOverrunIfAny();
  scanHoles(nowMs, holes);
  scanButtons(nowMs, buttons);
  if (!occupancyKnown_) return;
  if (snapshotDue_) {
    snapshotDue_ = false;
    sendOccupancy('S');
  }
  if (nowMs - lastHeartbeat_ >= kHeartbeatMs) {
    lastHeartbeat_ = nowMs;
    sendOccupancy('H');
  }
}

void Core::scanHoles(uint32_t now, uint64_t raw) {
  advanceChatterSlots(now);
  // Rank by rank, a byte at a time: 64-bit masks and shifts by a variable amount are slow on 8-bit chips.
  uint8_t stableRanks[8];
  bool allSettled = true;
  Hole* hole = holes_;
  for (uint8_t rank = 0; rank < 8; rank++, raw >>= 8) {
    const uint8_t rawRank = static_cast<uint8_t>(raw);
    uint8_t stableRank = 0;
    for (uint8_t file = 0, bit = 1; file < 8; file++, bit = static_cast<uint8_t>(bit << 1), hole++) {
      const bool closed = (rawRank & bit) != 0;
      // Most holes on most scans: unchanged, settled and not held, so nothing below would change (once the
      // board has settled, or while it surely has not, whether this hole has settled does not matter).
      const bool quiet = !hole->held && closed == hole->input.raw && closed == hole->input.stable;
      if (!(quiet && (occupancyKnown_ || !allSettled))) {
        if (record(hole->input, closed, now)) countChange(static_cast<uint8_t>(rank * 8 + file));
        if (hole->held && now - hole->input.since >= kQuietMs) hole->held = false;
        if (!hole->held) settle(hole->input, now);
        allSettled = allSettled && (hole->held || isSettled(hole->input, now));
      }
      if (hole->input.stable) stableRank |= bit;
    }
    stableRanks[rank] = stableRank;
  }
  uint64_t occupancy = 0;
  for (uint8_t rank = 8; rank-- > 0;) occupancy = occupancy << 8 | stableRanks[rank];
  // The first O frame waits until the whole board has settled after power-up; later ones report changes.
  if (occupancyKnown_ ? occupancy == reported_ : !allSettled) return;
  occupancyKnown_ = true;
  reported_ = occupancy;
  sendOccupancy('O');
}

void Core::scanButtons(uint32_t now, uint8_t raw) {
  for (int id = 0; id < kButtonCount; id++) {
    Input& button = buttons_[id];
    record(button, (raw >> id) & 1, now);
    bool before = button.stable;
    settle(button, now);
    if (button.stable == before) continue;
    const char fields[] = {kButtonLetters[id], ',', button.stable ? '1' : '0', '\0'};
    sendFrame('B', fields);
  }
}

void Core::advanceChatterSlots(uint32_t now) {
  for (; now - slotStart_ >= kChatterSlotMs; slotStart_ += kChatterSlotMs) {
    for (int i = 0; i < 64; i++) holes_[i].changeSlots <<= 1;
  }
}

// Counts a raw change of one hole in the current slot, so contact bounce counts once, yet a hole that flickers
// too fast to debounce still counts. A change that makes more than kChatterChanges slots with changes in the
// last kChatterSlots holds the hole and reports it, once; it stays held until quiet for kQuietMs.
void Core::countChange(uint8_t square) {
  const uint64_t window = (static_cast<uint64_t>(1) << kChatterSlots) - 1;
  Hole& hole = holes_[square];
  if (hole.held) return;
  hole.changeSlots |= 1;
  uint8_t changes = 0;
  for (uint64_t slots = hole.changeSlots & window; slots != 0; slots &= slots - 1) changes++;
  if (changes <= kChatterChanges) return;
  hole.held = true;
  const char fields[] = {'C', 'H', 'A', 'T', 'T', 'E', 'R', ',',
                         static_cast<char>('a' + square % 8), static_cast<char>('1' + square / 8), '\0'};
  sendFrame('E', fields);
}

void Core::receive(const uint8_t* bytes, size_t length) {
  while (length-- > 0) receiveByte(*bytes++);
}

// Collects one line between '$' and '\n'; a new '$' restarts it and an overlong line is dropped.
void Core::receiveByte(uint8_t byte) {
  if (byte == '$') {
    rxInLine_ = true;
    rxLength_ = 0;
  } else if (!rxInLine_) {
    return;
  } else if (byte == '\n') {
    rxInLine_ = false;
    handleRequest();
  } else if (rxLength_ + 2 >= kMaxLine) {
    rxInLine_ = false;
  } else {
    rx_[rxLength_++] = byte;
  }
}

// Answers a collected line "<body>*<crc>" ('\r' allowed before the end) if its CRC checks and it is a request.
void Core::handleRequest() {
  size_t length = rxLength_;
  if (length > 0 && rx_[length - 1] == '\r') length--;
  if (length < 5 || rx_[length - 5] != '*') return;
  size_t bodyLength = length - 5;
  uint16_t crc;
  if (!parseHex4(rx_ + bodyLength + 1, crc) || crc != crc16(rx_, bodyLength)) return;
  if (bodyLength != 3 || memcmp(rx_, "Q,", 2) != 0) return;
  if (rx_[2] == 'I') sendIdentity();
  if (rx_[2] == 'S') snapshotDue_ = true;  // answered by the next scan, once the occupancy is known
}

void Core::sendIdentity() {
  Text fields;
  fields.add("PEGBOARD,1,");
  fields.add(kFirmwareVersion);
  fields.add(',');
  fields.add(name_);
  sendFrame('I', fields.bytes);
}

void Core::sendOccupancy(char type) {
  Text fields;
  fields.addHex(reported_, 16);
  sendFrame(type, fields.bytes);
}

// Reports dropped frames as soon as the report surely fits.
void Core::sendOverrunIfAny() {
  if (dropped_ == 0 || kTxCapacity - txLength_ < kMaxLine) return;
  Text fields;
  fields.add("OVERRUN,");
  fields.addDecimal(dropped_);
  dropped_ = 0;
  sendFrame('E', fields.bytes);
}

// Queues "$<type>,<sequence>,<fields>*<crc>\n". A frame that does not fit is dropped but keeps its sequence
// number, so the host sees the gap.
void Core::sendFrame(char type, const char* fields) {
  Text line;
  line.add('$');
  line.add(type);
  line.add(',');
  line.addHex(sequence_++, 2);
  line.add(',');
  line.add(fields);
  uint16_t crc = crc16(reinterpret_cast<const uint8_t*>(line.bytes) + 1, line.length - 1);
  line.add('*');
  line.addHex(crc, 4);
  line.add('\n');
  if (line.length > kTxCapacity - txLength_) {
    if (dropped_ < 0xFFFF) dropped_++;
    return;
  }
  memcpy(tx_ + txLength_, line.bytes, line.length);
  txLength_ += line.length;
}

size_t Core::takeOutput(uint8_t* out, size_t max) {
  size_t count = txLength_ < max ? txLength_ : max;
  memcpy(out, tx_, count);
  memmove(tx_, tx_ + count, txLength_ - count);
  txLength_ -= count;
  return count;
}

}  // namespace pegboard
