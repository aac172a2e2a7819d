// Portable peg board logic (no Arduino headers): debouncing, chatter detection, framing and host requests as
// hardware/PROTOCOL.md specifies. The sketch feeds it raw readings and bytes; it never reads a clock itself.
#ifndef PEGBOARD_CORE_H
#define PEGBOARD_CORE_H

#include <stddef.h>
#include <stdint.h>

namespace pegboard {

const char* const kFirmwareVersion = "1.0.0";
const uint32_t kScanPeriodMs = 2;       // how often the sketch scans the matrix and buttons
const uint32_t kDebounceMs = 20;        // a raw reading must be unchanged this long to count
const uint32_t kHeartbeatMs = 1000;     // period of the H frame
const uint32_t kChatterSlotMs = 20;     // a hole's changes are counted at most once per slot of this length
const uint8_t kChatterSlots = 50;       // the chatter window: 50 slots of 20 ms, one second
const uint8_t kChatterChanges = 8;      // more counted changes than this in one window is chatter
const uint32_t kQuietMs = 1000;         // a chattering hole is held until unchanged this long
const size_t kMaxLine = 96;             // longest line, from '$' to '\n'
const size_t kMaxNameLength = 32;       // longest board name in the identity frame
const size_t kTxCapacity = 256;         // transmit buffer; frames that do not fit are dropped and counted

// Button bits in the mask passed to Core::scan (1 = pressed), in the order of their protocol letters "LRP".
enum ButtonId { kLeftLever, kRightLever, kSpeak, kButtonCount };

// CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR.
uint16_t crc16(const uint8_t* bytes, size_t length);

// One switch or button: the latest raw reading, since when it has read so, and the debounced value.
struct Input {
  uint32_t since;
  bool raw;
  bool stable;
};

// One hole: its input and, one bit per chatter slot (bit 0 the current one), the slots in which it changed.
struct Hole {
  Input input;
  uint64_t changeSlots;
  bool held;  // chattering: the debounced value is frozen until the hole is quiet
};

// The board: raw readings and host bytes in, protocol lines out through a bounded transmit buffer.
class Core {
 public:
  // boardName goes into the identity frame; bytes outside 0x20..0x7E and ',', '$', '*' become '-'.
  explicit Core(const char* boardName);

  // Power-up at nowMs, to be called before anything else: resets everything and queues the identity frame.
  void begin(uint32_t nowMs);
  // One scan: holes has bit n set when the switch under square n (a1 = 0, h8 = 63) reads closed; buttons has a
  // bit per ButtonId. Debounces, then queues O, B, S, E and H frames as due.
  void scan(uint32_t nowMs, uint64_t holes, uint8_t buttons);
  // Bytes from the host; whole, valid request lines are answered, everything else is ignored.
  void receive(const uint8_t* bytes, size_t length);

  // Bytes waiting to be sent.
  size_t pending() const { return txLength_; }
  // Moves up to max queued bytes into out; returns how many.
  size_t takeOutput(uint8_t* out, size_t max);

 private:
  void scanHoles(uint32_t now, uint64_t raw);
  void scanButtons(uint32_t now, uint8_t raw);
  void advanceChatterSlots(uint32_t now);
  void countChange(uint8_t square);
  void receiveByte(uint8_t byte);
  void handleRequest();
  void sendIdentity();
  void sendOccupancy(char type);
  void sendOverrunIfAny();
  void sendFrame(char type, const char* fields);

  Hole holes_[64];
  Input buttons_[kButtonCount];
  bool occupancyKnown_;  // every hole has settled once since power-up
  uint64_t reported_;    // the occupancy last sent in an O frame
  bool snapshotDue_;
  uint32_t slotStart_;  // start of the current chatter slot
  uint32_t lastHeartbeat_;
  uint8_t sequence_;
  uint16_t dropped_;  // frames dropped since the last OVERRUN report (saturating)
  char name_[kMaxNameLength + 1];
  uint8_t tx_[kTxCapacity];
  size_t txLength_;
  uint8_t rx_[kMaxLine];
  size_t rxLength_;
  bool rxInLine_;
};

}  // namespace pegboard

#endif
