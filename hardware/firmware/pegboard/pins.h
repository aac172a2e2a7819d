// The peg board's pin table and the reading of its switch matrix and buttons (Arduino API). The one place the
// pins are written down: scripts/wiring-diagram reads the three tables below to draw hardware/wiring.svg and the
// pin table in hardware/WIRING.md, so keep each table on one line in this form.
#ifndef PEGBOARD_PINS_H
#define PEGBOARD_PINS_H

#include <Arduino.h>

#include "core.h"

const uint8_t kRankPins[8] = {2, 3, 4, 5, 6, 7, 8, 9};           // rows, rank 1 first: pulled LOW in turn
const uint8_t kFilePins[8] = {10, 11, 12, A0, A1, A2, A3, A4};   // columns, file a first: read, pulled up
const uint8_t kButtonPins[pegboard::kButtonCount] = {0, 1, A5};  // L lever, R lever, P speak: to GND
const unsigned kRowSettleMicros = 10;  // after pulling a row LOW, before reading the columns

// Idle state: rows float, columns and buttons pulled up.
inline void setUpPins() {
  for (uint8_t i = 0; i < 8; i++) {
    pinMode(kRankPins[i], INPUT);
    pinMode(kFilePins[i], INPUT_PULLUP);
  }
  for (uint8_t id = 0; id < pegboard::kButtonCount; id++) pinMode(kButtonPins[id], INPUT_PULLUP);
}

// Closed switches as a bit set: square = rank * 8 + file, a1 = bit 0.
inline uint64_t readHoles() {
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

inline uint8_t readButtons() {
  uint8_t buttons = 0;
  for (uint8_t id = 0; id < pegboard::kButtonCount; id++) {
    if (digitalRead(kButtonPins[id]) == LOW) buttons |= 1 << id;
  }
  return buttons;
}

#endif
