-- attack: string.pack's "c" with a size of maxinteger's digits (the struct getnum wrap of Redis #2855 and nodemcu #3626, carried to 5.4's pack): stock reads 922337203 of them and pads 880 MiB a byte at a time (903 MB peak, then "invalid format option '6'"); the memory limit must stop it at the line
-- expect: error "not enough memory"
print(pcall(string.packsize, ("c2147483647"):rep(5)))
print(string.pack("c" .. math.maxinteger, ""))
