-- attack: a numeric for with step 0
-- expect: error "'for' step is zero"
for i = 1, 10, 0 do end
