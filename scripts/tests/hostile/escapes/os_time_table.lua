-- attack: os.time(table) is refused with a line (it reads the real time zone)
-- expect: error "not available in the sandbox"
print(os.time({year = 2020, month = 1, day = 1}))
