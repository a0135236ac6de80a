-- The fixture suite's project config: its specs are here (not in spec/ or scripts/), a small
-- instruction budget stops the test that never returns quickly, and the "fast" task runs
-- only the #fast tests.
return {
  _all = { paths = {"."}, instructions = 2000000 },
  fast = { tags = {"fast"} },
}
