-- attack: string.format with a width of three digits
-- expect: error "invalid conversion"
print(string.format("%0999d", 1))
