// Arduino sketch for the peg board (Arduino Micro or Leonardo, native USB CDC): pins, reading the switch matrix
// and buttons, the clock and serial I/O. All logic is in core.cpp; wiring and flashing in ../../WIRING.md.
#include "core.h"

const char kBoardName[] = "pegboard";  // sent in the identity frame; name each board before flashing it

const uint8_t kRankPins[8] = {2, 3, 4, 5, 6, 7, 8, 9};           // rows, rank 1 first: pulled LOW in turn
const uint8_t kFilePins[8] = {10, 11, 12, A0, A1, A2, A3, A4};   // columns, file a first: read, pulled up
const uint8_t kButtonPins[pegboard::kButtonCount] = {0, 1, A5};  // L lever, R lever, P speak: to GND
const unsigned kRowSettleMicros = 10;  // after pulling a row LOW, before reading the columns

pegboard::Core core(kBoardName);
uint32_t lastScan;

// Closed switches as a bit set: square = rank * 8 + file, a1 = bit 0.
uint64_t readHoles() {
  uint64_t holes = 0;
  for (uint8_t rank = 0; rank < 8; rank++) {
    pinMode(kRankPins[rank], OUTPUT);
    digitalWrite(kRankPins[rank], LOW);
    delayMicroseconds(kRowSettleMicros);
    uint8_t files = 0;
    for (uint8_t file = 0; file < 8; file++) {
      if (digitalRead(kFilePins[file]) == LOW) files |= 1 << file;
    }
    pinMode(kRankPins[rank], INPUT);  // idle rows float; the diodes keep them out of the other rows' readings
    holes |= (uint64_t)files << (8 * rank);
  }
  return holes;
}

uint8_t readButtons() {
  uint8_t buttons = 0;
  for (uint8_t id = 0; id < pegboard::kButtonCount; id++) {
    if (digitalRead(kButtonPins[id]) == LOW) buttons |= 1 << id;
  }
  return buttons;
}

void setup() {
  for (uint8_t i = 0; i < 8; i++) {
    pinMode(kRankPins[i], INPUT);
    pinMode(kFilePins[i], INPUT_PULLUP);
  }
  for (uint8_t id = 0; id < pegboard::kButtonCount; id++) pinMode(kButtonPins[id], INPUT_PULLUP);
  Serial.begin(115200);
  lastScan = millis();
  core.begin(lastScan);
}

void loop() {
  while (Serial.available() > 0) {
    uint8_t received = Serial.read();
    core.receive(&received, 1);
  }
  uint32_t now = millis();
  if (now - lastScan >= pegboard::kScanPeriodMs) {
    lastScan = now;
    core.scan(now, readHoles(), readButtons());
  }
  // Never block on USB: send only what the endpoint takes now; the core keeps (or drops and counts) the rest.
  uint8_t chunk[64];
  size_t room = Serial.availableForWrite();
  size_t count = core.takeOutput(chunk, room < sizeof chunk ? room : sizeof chunk);
  if (count > 0) Serial.write(chunk, count);
}
