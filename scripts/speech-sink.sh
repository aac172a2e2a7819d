#!/usr/bin/env bash
# speech-sink.sh: a private speech-dispatcher for headless tests, so the real tts backend speaks
# and its begin/end callbacks fire without a sound card.
#
#   eval "$(scripts/speech-sink.sh start)"   # starts it; prints the exports the tests need
#   cargo test
#   scripts/speech-sink.sh stop              # ends it and everything it started, by process group
#
# Setup: its own config directory and socket, the espeak-ng module, ALSA output into the "null"
# device through a "file" plugin that also keeps the raw audio (so a test can see sound was made).
# The daemon runs in the foreground (-s) in a session of its own (setsid), so its process group id
# is its pid; `stop` sends SIGKILL to that group (an autospawned speech-dispatcher ignores SIGTERM),
# and nothing outlives it. Exports: SPEECHD_ADDRESS (libspeechd connects there), SPEECHD_CMD=false
# (libspeechd never autospawns a daemon of its own) and PEGCHESS_SPEECH_AUDIO (the captured audio).
# Only `start` and `env` print to stdout (the export lines); everything else goes to stderr.

set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${PEGCHESS_SPEECH_SINK_DIR:-$root/target/speech-sink}
sock=$dir/speechd.sock
pgfile=$dir/sink.pgid
audio=$dir/audio.raw
log=$dir/log

say() { echo "speech-sink: $*" >&2; }

# Live (non-zombie) processes of the sink's process group.
live_members() {
  local pg=$1
  ps -eo pgid=,stat= | awk -v pg="$pg" '$1 == pg && $2 !~ /^Z/' | wc -l
}

running() {
  [[ -f $pgfile ]] || return 1
  local pg
  pg=$(cat "$pgfile")
  [[ -n $pg ]] && (( $(live_members "$pg") > 0 ))
}

print_env() {
  echo "export SPEECHD_ADDRESS=unix_socket:$sock"
  # libspeechd would autospawn a daemon with the default config if the sink were gone: make that
  # fail at once instead, so no stray daemon is left behind.
  echo "export SPEECHD_CMD=$(type -P false)"
  echo "export PEGCHESS_SPEECH_AUDIO=$audio"
}

write_config() {
  mkdir -p "$dir/conf/modules" "$log"
  cat >"$dir/conf/speechd.conf" <<EOF
LogLevel 3
LogDir "$log"
DefaultVolume 100
AudioOutputMethod "alsa"
AudioALSADevice "$1"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
DefaultLanguage "en"
Timeout 0
EOF
  if [[ -f /etc/speech-dispatcher/modules/espeak-ng.conf ]]; then
    cp /etc/speech-dispatcher/modules/espeak-ng.conf "$dir/conf/modules/espeak-ng.conf"
  else
    printf 'EspeakAudioChunkSize 300\n' >"$dir/conf/modules/espeak-ng.conf"
  fi
}

start() {
  if running; then
    say "already running (process group $(cat "$pgfile"))"
    print_env
    return 0
  fi
  command -v speech-dispatcher >/dev/null || { say "speech-dispatcher is not installed"; exit 1; }
  mkdir -p "$dir"
  rm -f "$sock" "$pgfile"
  : >"$audio"
  local device=null alsa_config=
  if [[ -f /usr/share/alsa/alsa.conf ]]; then
    # The file plugin writes the audio to $audio and plays it into the null device.
    alsa_config=$dir/asound.conf
    cat >"$alsa_config" <<EOF
</usr/share/alsa/alsa.conf>
pcm.pegchess_sink {
  type file
  slave.pcm "null"
  file "$audio"
  format "raw"
}
EOF
    device=pegchess_sink
  fi
  write_config "$device"
  # Background jobs of a script are not group leaders, so setsid runs the daemon itself
  # (no fork): $! is the daemon's pid and the id of its new process group.
  ALSA_CONFIG_PATH=${alsa_config:-${ALSA_CONFIG_PATH:-}} setsid speech-dispatcher -s \
    -C "$dir/conf" -P "$dir/speechd.pid" -c unix_socket -S "$sock" -t 0 \
    </dev/null >"$log/daemon.out" 2>&1 &
  local pid=$!
  echo "$pid" >"$pgfile"
  local pg
  pg=$(ps -o pgid= -p "$pid" | tr -d ' ' || true)
  if [[ $pg != "$pid" ]]; then
    say "daemon $pid is not the leader of its process group ($pg)"
    stop
    exit 1
  fi
  for _ in $(seq 100); do
    [[ -S $sock ]] && break
    sleep 0.1
  done
  if [[ ! -S $sock ]]; then
    say "no socket after 10 s; log:"
    tail -n 20 "$log"/*.log "$log/daemon.out" >&2 2>/dev/null || true
    stop
    exit 1
  fi
  if command -v spd-say >/dev/null; then
    if ! SPEECHD_ADDRESS=unix_socket:$sock timeout 15 spd-say -w "ready"; then
      say "the probe utterance did not finish; log:"
      tail -n 20 "$log"/*.log >&2 2>/dev/null || true
      stop
      exit 1
    fi
  fi
  say "running (process group $pid, socket $sock)"
  print_env
}

stop() {
  if [[ -f $pgfile ]]; then
    local pg
    pg=$(cat "$pgfile")
    if [[ -n $pg ]]; then
      kill -KILL -- "-$pg" 2>/dev/null || true
      for _ in $(seq 50); do
        (( $(live_members "$pg") == 0 )) && break
        sleep 0.1
      done
      if (( $(live_members "$pg") > 0 )); then
        say "process group $pg did not end"
        exit 1
      fi
    fi
  fi
  rm -f "$sock" "$pgfile"
  say "stopped"
}

case ${1:-} in
  start) start ;;
  stop) stop ;;
  status) if running; then say "running (process group $(cat "$pgfile"))"; else say "not running"; exit 1; fi ;;
  env) running && print_env ;;
  *) echo "usage: $0 start|stop|status|env" >&2; exit 2 ;;
esac
