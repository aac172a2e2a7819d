// The test driver on the chip itself: the core and the script interpreter (script.h) on an ATmega32U4 emulated
// by simavr (simavr_harness.c), talking over USART1 because simavr does not emulate the 32U4's USB. The script
// comes in over the UART, the board's bytes go out over it, exactly as host_main.cpp does with stdio.
//
// The first line is "<start> <P|-> <name>": the clock at power-up in ms, whether each scan also reads the real
// matrix and buttons through pins.h (P; the readings are discarded, the script's are used, but the emulator's
// cycle count between the GPIOR0 marks is then the sketch's whole scan), and the board name. At the end the driver reports the stack's
// high-water mark and stops the CPU.
#include <avr/io.h>
#include <avr/sleep.h>
#include <string.h>

#include "../pegboard/core.h"
#include "../pegboard/pins.h"
#include "script.h"

namespace {

// GPIOR0 marks for the harness; GPIOR1 and GPIOR2 carry the stack peak's low and high byte.
const uint8_t kMarkScanStarts = 1;
const uint8_t kMarkScanEnds = 2;
const uint8_t kMarkStackPeak = 3;
const uint8_t kMarkScriptError = 4;
#define STRINGIFY(x) #x
#define TEXT(x) STRINGIFY(x)
#define PAINT 0xC5  // a macro: paintStack's assembly needs it as text
const uint8_t kPaint = PAINT;
const size_t kMaxScriptLine = 128;

char line[kMaxScriptLine];
volatile uint64_t discardedHoles;
volatile uint8_t discardedButtons;
bool readPins;

void writeUart(const uint8_t* bytes, size_t count) {
  while (count-- > 0) {
    while (!(UCSR1A & (1 << UDRE1))) {
    }
    UDR1 = *bytes++;
  }
}

uint8_t readUart() {
  while (!(UCSR1A & (1 << RXC1))) {
  }
  return UDR1;
}

// Reads one line without its newline (longer lines are cut).
void readLine() {
  size_t length = 0;
  for (uint8_t byte = readUart(); byte != '\n'; byte = readUart()) {
    if (byte != '\r' && length + 1 < sizeof line) line[length++] = static_cast<char>(byte);
  }
  line[length] = '\0';
}

void scanStarts() {
  GPIOR0 = kMarkScanStarts;
  if (!readPins) return;
  discardedHoles = readHoles();
  discardedButtons = readButtons();
}

void scanEnds() { GPIOR0 = kMarkScanEnds; }

}  // namespace

extern uint8_t _end;     // the end of .data, .bss and .noinit: the stack may grow down to here
extern uint8_t __stack;  // RAMEND, where the stack starts

// Paints the RAM between the variables and the stack before anything runs (.init1: no stack, no zero
// register yet, hence assembly), so that the bytes still painted at the end show how deep the stack went.
extern "C" void paintStack() __attribute__((naked, used, section(".init1")));
extern "C" void paintStack() {
  asm volatile(
      "ldi r30, lo8(_end)\n"
      "ldi r31, hi8(_end)\n"
      "ldi r24, " TEXT(PAINT) "\n"
      "ldi r25, hi8(__stack)\n"
      "rjmp 2f\n"
      "1: st Z+, r24\n"
      "2: cpi r30, lo8(__stack)\n"
      "cpc r31, r25\n"
      "brlo 1b\n"
      "breq 1b\n");
}

// The deepest the stack has been: RAMEND down to the lowest byte that is no longer painted.
static uint16_t stackPeak() {
  const uint8_t* p = &_end;
  while (p <= &__stack && *p == kPaint) p++;
  return static_cast<uint16_t>(&__stack - p + 1);
}

int main() {
  UCSR1A = 1 << U2X1;
  UBRR1 = 1;  // 1 Mbaud at 16 MHz with U2X: the emulated link is no bottleneck
  UCSR1B = (1 << RXEN1) | (1 << TXEN1);
  UCSR1C = (1 << UCSZ11) | (1 << UCSZ10);
  setUpPins();

  readLine();
  char* name = strchr(line, ' ');
  uint32_t start = 0;
  if (name != NULL) *name++ = '\0';
  pegtest::Step step = pegtest::kBadArguments;
  if (name != NULL && (name[0] == 'P' || name[0] == '-') && name[1] == ' ' && pegtest::parseDecimal(line, start)) {
    readPins = name[0] == 'P';
    name += 2;
    static char boardName[pegboard::kMaxNameLength + 1];
    strncpy(boardName, name, pegboard::kMaxNameLength);
    const pegtest::Io io = {writeUart, scanStarts, scanEnds};
    static pegtest::Script script(boardName, start, io);
    do {
      readLine();
      step = script.play(line);
    } while (step == pegtest::kNext);
  }
  // Wait until the last byte has left, report, and stop: sleeping with interrupts off ends the simulation.
  while (!(UCSR1A & (1 << UDRE1))) {
  }
  uint16_t peak = stackPeak();
  GPIOR1 = static_cast<uint8_t>(peak);
  GPIOR2 = static_cast<uint8_t>(peak >> 8);
  GPIOR0 = step == pegtest::kEnd ? kMarkStackPeak : kMarkScriptError;
  cli();
  sleep_enable();
  sleep_cpu();
  for (;;) {
  }
}
