-- attack: string.format with a huge precision
-- expect: error "invalid conversion"
print(string.format("%.1000000f", 1))
