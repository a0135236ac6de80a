-- attack: rawget/rawlen on host objects, rawequal between them
-- expect: error "bad argument"
print(rawequal(window, window))
print(rawlen(View{}))
