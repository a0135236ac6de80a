-- attack: table.unpack of 10^8 results
-- expect: error "too many results"
print(select("#", table.unpack({}, 1, 1e8)))
