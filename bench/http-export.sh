#!/usr/bin/env bash
# PDFs/s through POST /v1/export with two service instances sharing one PostgreSQL database, as
# behind a load balancer; wrk drives both at once. "new" varies fontSize on every request (never
# rendered before); "unchanged" repeats one document (served from each instance's PDF cache).
#   bench/http-export.sh [seconds]     (needs wrk: apt-get install wrk; DATABASE_URL defaults to the local test db)
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_RUN="${1:-8}"
export DATABASE_URL="${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export SECRETS_KEY="$(printf '1%.0s' $(seq 64))" ADMIN_TOKEN=bench RATE_LIMIT_ACCOUNT_PER_MINUTE=1000000 RENDER_WORKERS="${RENDER_WORKERS:-1}"
BUN=./node_modules/.bin/bun
PIDS=()
trap 'kill "${PIDS[@]}" 2>/dev/null || true' EXIT
for port in 3901 3902; do BUN_JSC_useFTLJIT=${BUN_JSC_useFTLJIT:-0} BUN_JSC_heapGrowthMaxIncrease=${BUN_JSC_heapGrowthMaxIncrease:-0.75} PORT=$port "$BUN" src/main.ts > "/tmp/vitae-bench-$port.log" 2>&1 & PIDS+=($!); done
for port in 3901 3902; do for _ in $(seq 100); do curl -sf "localhost:$port/health" > /dev/null && break; sleep 0.2; done; done

KEY=$(curl -s -X POST localhost:3901/admin/users -H 'authorization: Bearer bench' -H 'content-type: application/json' \
  -d "{\"email\":\"bench-$RANDOM$RANDOM@example.com\",\"plan\":\"pro\",\"credits\":1000000}" | "$BUN" -e 'console.log((await Bun.stdin.json()).apiKey)')
RESUME=$("$BUN" -e "import { referenceResume } from './test/fixtures/reference-resume.ts'; console.log(JSON.stringify({ ...referenceResume(), templateId: 'SILVER' }))" \
  | curl -s -X POST localhost:3901/v1/resumes -H "x-api-key: $KEY" -H 'content-type: application/json' -d @- | "$BUN" -e 'console.log((await Bun.stdin.json()).id)')

for mode in new unchanged; do
  if [ "$mode" = new ]; then body="'{\"resumeId\":\"$RESUME\",\"fontSize\":' .. string.format('%.3f', 9 + math.random()) .. '}'"
  else body="'{\"resumeId\":\"$RESUME\",\"fontSize\":10}'"; fi
  printf 'wrk.method = "POST"\nwrk.headers["content-type"] = "application/json"\nwrk.headers["x-api-key"] = "%s"\nrequest = function() return wrk.format(nil, "/v1/export", nil, %s) end\n' "$KEY" "$body" > "/tmp/vitae-export-$mode.lua"
  wrk -t1 -c8 -d"${SECONDS_PER_RUN}s" -s "/tmp/vitae-export-$mode.lua" http://127.0.0.1:3901 > "/tmp/vitae-wrk-1-$mode.txt" &
  first=$!
  wrk -t1 -c8 -d"${SECONDS_PER_RUN}s" -s "/tmp/vitae-export-$mode.lua" http://127.0.0.1:3902 > "/tmp/vitae-wrk-2-$mode.txt"
  wait "$first"
  a=$(awk '/Requests\/sec/ {print $2}' "/tmp/vitae-wrk-1-$mode.txt"); b=$(awk '/Requests\/sec/ {print $2}' "/tmp/vitae-wrk-2-$mode.txt")
  errors=$(cat "/tmp/vitae-wrk-1-$mode.txt" "/tmp/vitae-wrk-2-$mode.txt" | awk '/Non-2xx/ {n += $5} END {print n + 0}')
  printf '%-10s %6.1f PDFs/s (%s + %s), non-2xx %s\n' "$mode" "$(awk -v a="$a" -v b="$b" 'BEGIN {print a + b}')" "$a" "$b" "$errors"
done
