-- attack: a load reader that feeds one endless long comment, 16 MiB a call: the parser scans it in one C call and the reader's few instructions run between, so ~250 pieces (seconds) pass between two calls of the count hook
-- expect: error "load_reader_endless_comment\.lua:6: time limit exceeded\n"
local piece = ("x"):rep(16 * 2^20)
local first = true
local function reader()
  if first then first = false; return "--[[" end
  return piece
end
print(load(reader))
print("not reached")
