// Runs the emulated-chip driver (avr_main.cpp, built by scripts/firmware emu) on simavr's ATmega32U4 at 16 MHz:
// feeds it "<start> <P|-> <name>" and then the script from stdin over USART1, writes what it sends to stdout, and
// reports on stderr the scans, the cycles each took and the stack's high-water mark. Used by
// tests/firmware_avr.rs.
//
// Usage: simavr-harness [--read-pins] ELF [NAME [START]] < script
//   --read-pins   each scan also reads the matrix and buttons through pins.h, so the scan's cycles are the sketch's
// Exit status: 0 after the script's END; 1 if the emulation failed; 2 on a usage or script error.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <avr_uart.h>
#include <sim_avr.h>
#include <sim_elf.h>
#include <sim_io.h>
#include <sim_irq.h>

// The ATmega32U4's general purpose I/O registers in data space (GPIOR0 is I/O 0x1E, GPIOR1/2 are 0x2A/0x2B).
#define GPIOR0_ADDRESS 0x3E
#define GPIOR1_ADDRESS 0x4A
#define GPIOR2_ADDRESS 0x4B
// avr_main.cpp's marks written to GPIOR0.
#define MARK_SCAN_STARTS 1
#define MARK_SCAN_ENDS 2
#define MARK_STACK_PEAK 3
#define MARK_SCRIPT_ERROR 4
// Four billion cycles (over four minutes of the chip's time) is a hung driver, not a long script.
#define CYCLE_LIMIT 4000000000ull

static char* input;
static size_t inputLength, inputSent;
static int inputOff = 1;  // until the driver first polls its enabled, empty receiver (XON)
static FILE* boardOutput;
static avr_irq_t* uartInput;

static struct {
  avr_cycle_count_t started, total, longest;
  unsigned long count;
} scans;
static int finalMark;
static unsigned stackPeak;

// Reads all of stdin into memory.
static char* readAll(FILE* file, size_t* length) {
  size_t capacity = 4096;
  char* bytes = malloc(capacity);
  *length = 0;
  size_t got;
  while (bytes != NULL && (got = fread(bytes + *length, 1, capacity - *length, file)) > 0) {
    *length += got;
    if (*length == capacity) bytes = realloc(bytes, capacity *= 2);
  }
  return bytes;
}

// Sends input bytes until the UART's receive FIFO is full (it raises XOFF from inside avr_raise_irq).
static void feed(void) {
  while (!inputOff && inputSent < inputLength) avr_raise_irq(uartInput, (uint8_t)input[inputSent++]);
}

static void onXon(struct avr_irq_t* irq, uint32_t value, void* param) {
  (void)irq, (void)value, (void)param;
  inputOff = 0;
  feed();
}

static void onXoff(struct avr_irq_t* irq, uint32_t value, void* param) {
  (void)irq, (void)param;
  if (value) inputOff = 1;
}

static void onOutput(struct avr_irq_t* irq, uint32_t value, void* param) {
  (void)irq, (void)param;
  putc((int)(value & 0xFF), boardOutput);
}

static void onMark(avr_t* avr, avr_io_addr_t addr, uint8_t value, void* param) {
  (void)param;
  avr->data[addr] = value;
  if (value == MARK_SCAN_STARTS) {
    scans.started = avr->cycle;
  } else if (value == MARK_SCAN_ENDS) {
    avr_cycle_count_t cycles = avr->cycle - scans.started;
    scans.total += cycles;
    scans.count++;
    if (cycles > scans.longest) scans.longest = cycles;
  } else {
    finalMark = value;
    stackPeak = avr->data[GPIOR1_ADDRESS] | (unsigned)avr->data[GPIOR2_ADDRESS] << 8;
  }
}

int main(int argc, char** argv) {
  const int readPins = argc > 1 && strcmp(argv[1], "--read-pins") == 0;
  argc -= readPins;
  argv += readPins;
  if (argc < 2 || argc > 4) {
    fprintf(stderr, "usage: simavr-harness [--read-pins] ELF [NAME [START]] < script\n");
    return 2;
  }
  const char* name = argc > 2 ? argv[2] : "pegboard";
  const char* start = argc > 3 ? argv[3] : "0";
  size_t scriptLength;
  char* script = readAll(stdin, &scriptLength);
  size_t headerLength = strlen(start) + 3 + strlen(name) + 1;
  input = script == NULL ? NULL : malloc(headerLength + scriptLength + 1);
  if (input == NULL) {
    fprintf(stderr, "simavr-harness: out of memory\n");
    return 1;
  }
  snprintf(input, headerLength + 1, "%s %c %s\n", start, readPins ? 'P' : '-', name);
  memcpy(input + headerLength, script, scriptLength);
  inputLength = headerLength + scriptLength;

  // The board's bytes alone go to stdout; simavr's own messages (it prints some to stdout) go to stderr.
  boardOutput = fdopen(dup(STDOUT_FILENO), "wb");
  if (boardOutput == NULL || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
    perror("simavr-harness: stdout");
    return 1;
  }

  elf_firmware_t firmware;
  memset(&firmware, 0, sizeof firmware);
  if (elf_read_firmware(argv[1], &firmware) != 0) {
    fprintf(stderr, "simavr-harness: cannot read %s\n", argv[1]);
    return 2;
  }
  avr_t* avr = avr_make_mcu_by_name("atmega32u4");
  if (avr == NULL) {
    fprintf(stderr, "simavr-harness: simavr has no atmega32u4\n");
    return 1;
  }
  avr_init(avr);
  avr->log = LOG_ERROR;
  firmware.frequency = 16000000;
  avr_load_firmware(avr, &firmware);
  avr->frequency = 16000000;

  // Raw bytes, no console echo, no host sleeps while the firmware polls the UART.
  uint32_t flags = 0;
  avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('1'), &flags);
  uartInput = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('1'), UART_IRQ_INPUT);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('1'), UART_IRQ_OUTPUT), onOutput, NULL);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('1'), UART_IRQ_OUT_XON), onXon, NULL);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('1'), UART_IRQ_OUT_XOFF), onXoff, NULL);
  avr_register_io_write(avr, GPIOR0_ADDRESS, onMark, NULL);

  int state = cpu_Running;
  while (state != cpu_Done && state != cpu_Crashed && avr->cycle < CYCLE_LIMIT) state = avr_run(avr);
  fflush(boardOutput);
  fprintf(stderr, "simavr: %lu scans, longest %llu cycles, mean %llu cycles, stack peak %u bytes, %llu cycles\n",
          scans.count, (unsigned long long)scans.longest,
          (unsigned long long)(scans.count == 0 ? 0 : scans.total / scans.count), stackPeak,
          (unsigned long long)avr->cycle);
  if (finalMark == MARK_SCRIPT_ERROR) {
    fprintf(stderr, "simavr-harness: the driver stopped at a bad script line\n");
    return 2;
  }
  if (state != cpu_Done || finalMark != MARK_STACK_PEAK) {
    fprintf(stderr, "simavr-harness: the emulation did not end at the script's END (state %d)\n", state);
    return 1;
  }
  return 0;
}
