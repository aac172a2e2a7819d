// Arduino sketch for the peg board (Arduino Micro or Leonardo, native USB CDC): the clock and serial I/O. The
// pins and the matrix reading are in pins.h, all logic in core.cpp; wiring and flashing in ../../WIRING.md.
#include "core.h"
#include "pins.h"

const char kBoardName[] = "pegboard";  // sent in the identity frame; name each board before flashing it

pegboard::Core core(kBoardName);
uint32_t lastScan;

void setup() {
  setUpPins();
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
