#!/bin/sh
# Synthesizes every sound of the game with SoX; nothing here is sampled or downloaded.
# Run from anywhere: `sh assets/sounds/make_sounds.sh` (needs `sox` with Ogg Vorbis support,
# Debian: `apt-get install sox libsox-fmt-all`). The .ogg files it writes are committed, so the
# game itself never needs SoX.
set -eu

cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

RATE=44100
# -R: repeatable noise, so the script makes the same files every time.
SOX="sox -R -V1"
# Vorbis quality 3: small files, no audible loss for these short sounds.
OGG="-C 3"

tone() { # name seconds synth-arguments… : one mono 16-bit piece in the work folder
    name=$1; shift; len=$1; shift
    $SOX -n -r $RATE -c 1 -b 16 "$work/$name.wav" synth "$len" "$@"
}

# Select: a short, bright wooden tick.
tone select_body 0.09 pluck 1318
$SOX "$work/select_body.wav" $OGG select.ogg highpass 400 fade q 0 0.09 0.06 gain -n -9

# Move: a soft, low knock of a stone set down on wood.
tone move_knock 0.22 pluck 220
tone move_thump 0.22 sine 110
$SOX -m "$work/move_knock.wav" "$work/move_thump.wav" $OGG move.ogg \
    lowpass 2400 fade q 0.002 0.22 0.16 gain -n -6

# Captures: a knock, a thud and a crack of noise; bigger captures are lower, longer, louder.
capture() { # name seconds knock-hz thud-hz normalised-gain
    tone "$1_knock" "$2" pluck "$3"
    tone "$1_thud" "$2" sine "$4"
    tone "$1_crack" "$2" brownnoise
    $SOX "$work/$1_crack.wav" "$work/$1_crack_short.wav" fade q 0 "$2" "$2" gain -8
    $SOX -m "$work/$1_knock.wav" "$work/$1_thud.wav" "$work/$1_crack_short.wav" $OGG "$1.ogg" \
        lowpass 3000 fade q 0.002 "$2" 0.2 gain -n "$5"
}
capture capture_light 0.30 330 98 -5
capture capture_medium 0.42 247 73 -3
capture capture_heavy 0.60 165 55 -1

# Breakthrough warning: two alternating horn-like tones, three times.
tone warn_high 0.14 square 880 fade q 0.005 0.14 0.03
tone warn_low 0.14 square 659 fade q 0.005 0.14 0.03
$SOX "$work/warn_high.wav" "$work/warn_low.wav" "$work/warn_high.wav" "$work/warn_low.wav" \
    $OGG breakthrough.ogg lowpass 2000 gain -n -12

# Win: a rising C major arpeggio of plucked strings with a little room.
for note in C5 E5 G5; do tone "win_$note" 0.16 pluck "$note"; done
tone win_C6 0.7 pluck C6
$SOX "$work/win_C5.wav" "$work/win_E5.wav" "$work/win_G5.wav" "$work/win_C6.wav" \
    $OGG win.ogg reverb 30 gain -n -4

# Loss: a slow falling minor line, darker and quieter.
for note in G4 Eb4; do tone "loss_$note" 0.3 pluck "$note"; done
tone loss_C4 0.9 pluck C4
$SOX "$work/loss_G4.wav" "$work/loss_Eb4.wav" "$work/loss_C4.wav" \
    $OGG loss.ogg lowpass 1500 reverb 40 gain -n -6

# Draw: two calm, even notes.
tone draw_G4 0.3 pluck G4
tone draw_C5 0.8 pluck C5
$SOX "$work/draw_G4.wav" "$work/draw_C5.wav" $OGG draw.ogg lowpass 2500 reverb 30 gain -n -7

ls -l ./*.ogg
