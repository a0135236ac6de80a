-- attack: string.format("%d", 2^63)
-- expect: error "number has no integer representation"
print(string.format("%d", 2^63))
