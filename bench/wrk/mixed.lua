-- Mixed routes for the memory and soak runs: rotates through the paths in BENCH_PATHS (separated by
-- spaces), stops after BENCH_LIMIT responses (0: no limit; one thread), counts 5xx answers.
local paths = {}
for path in string.gmatch(os.getenv("BENCH_PATHS") or "/", "%S+") do
  table.insert(paths, path)
end
local limit = tonumber(os.getenv("BENCH_LIMIT") or "0")
-- How many values {n} takes.
local rotate = tonumber(os.getenv("BENCH_ROTATE") or "1000")
local threads = {}

setup = function(thread)
  table.insert(threads, thread)
end

init = function(args)
  index = 0
  responses = 0
  server_errors = 0
end

request = function()
  index = index + 1
  local path = paths[(index - 1) % #paths + 1]
  -- A rotating query keeps the landing cache's keys changing, so its bound is exercised too.
  path = string.gsub(path, "{n}", tostring(index % rotate))
  return wrk.format("GET", path)
end

response = function(status, headers, body)
  responses = responses + 1
  if status >= 500 then
    server_errors = server_errors + 1
  end
  if limit > 0 and responses == limit then
    -- wrk's main thread waits out -d; the bench sends SIGINT on this line, which ends the run now.
    io.write("BENCH_LIMIT_REACHED\n")
    io.flush()
    wrk.thread:stop()
  end
end

done = function(summary, latency, requests)
  local total, errors = 0, 0
  for _, thread in ipairs(threads) do
    total = total + thread:get("responses")
    errors = errors + thread:get("server_errors")
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"responses":%d,"serverErrors":%d,"durationUs":%d,"p50":%d,"p99":%d,"max":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
    summary.requests, total, errors, summary.duration,
    latency:percentile(50), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end
