# What the benchmarks time with, sourced by them.
#
# time_us COMMAND…: the wall time of one run of COMMAND (its output dropped), in microseconds. EPOCHREALTIME is a
# bash built-in, so no clock process is started around the command (one would add its own start-up to every
# sample).
time_us() {
  local start=${EPOCHREALTIME/[.,]/} end
  "$@" >/dev/null
  end=${EPOCHREALTIME/[.,]/}
  echo $((end - start))
}

# median: the median of the numbers on standard input, one on each line (of an even count, the mean of the two
# in the middle).
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
