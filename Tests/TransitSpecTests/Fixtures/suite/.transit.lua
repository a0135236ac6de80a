-- The fixture suite's project config: a small instruction budget, so the test that never
-- returns is stopped quickly; the "fast" task runs only the #fast tests.
return {
  _all = { instructions = 2000000 },
  fast = { tags = {"fast"} },
}
